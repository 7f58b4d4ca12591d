import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

// vitest globalSetup: one chromium for the whole run, started once (a launch costs seconds of CPU on
// this machine). Each browser test file connects to it and opens a new context per page, as it
// did with a browser of its own; closing the connected browser closes only that file's contexts.
// Debian's chromium, driven by playwright-core; without it the browser tests are skipped.

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's chromium listens for playwright, or null when there is none. */
    browserEndpoint: string | null;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (!hasChromium) {
    project.provide('browserEndpoint', null);
    return;
  }
  const server = await chromium.launchServer({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}

/** The run's chromium, for one test file: close it in afterAll. */
export async function connectBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  if (!endpoint) throw new Error(`no shared chromium: ${CHROMIUM} is missing, or vitest.config.ts does not name test/helpers/shared-browser.ts as globalSetup`);
  return chromium.connect(endpoint);
}
