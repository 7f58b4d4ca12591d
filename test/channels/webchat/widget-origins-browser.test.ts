import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, hasChromium } from '../../helpers/shared-browser.js';
import { baseUrl, createWebchatApp, type WebchatApp } from './helpers/webchat-app.js';

// The storefront widget in chromium: a storefront served under two names (the bare domain and
// www) frames the chat from both; any other page gets the widget's explanation and a link, never
// a broken frame.

type PageElement = { hidden?: boolean; textContent: string | null; getAttribute(name: string): string | null };
declare const document: { getElementById(id: string): (PageElement & { style: { visibility: string } }) | null };
declare const getComputedStyle: (element: unknown) => { visibility: string; display: string };

describe.skipIf(!hasChromium)('the storefront widget in chromium', () => {
  let t: WebchatApp;
  let base: string;
  let browser: Browser;
  let storefront: Server;
  let port: number;
  let impostor: Server;
  const contexts: BrowserContext[] = [];

  const shopPage = () => (_request: unknown, response: import('node:http').ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><title>Shop</title></head><body><h1>Our cakes</h1><script src="${base}/chat/widget.js" async></script></body></html>`);
  };

  beforeAll(async () => {
    storefront = createServer(shopPage());
    impostor = createServer(shopPage());
    await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
    port = (storefront.address() as AddressInfo).port;
    // One storefront, two names: as https://bakery.example and https://www.bakery.example.
    t = await createWebchatApp({ listen: true, storefrontUrl: `http://localhost:${port},http://127.0.0.1:${port}`, options: { streamPollMs: 200 } });
    base = baseUrl(t.app);
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    storefront?.close();
    impostor?.close();
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  async function openShop(url: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('button[aria-controls="bakery-chat-frame"]').click();
    return page;
  }

  for (const host of ['localhost', '127.0.0.1']) {
    it(`opens the chat in its frame on the storefront as http://${host}`, async () => {
      const page = await openShop(`http://${host}:${port}/`);
      const frame = await (await page.locator('#bakery-chat-frame').elementHandle())?.contentFrame();
      if (!frame) throw new Error('no chat frame');
      await frame.waitForSelector('html[data-chat-ready="true"]');
      await page.waitForFunction(() => getComputedStyle(document.getElementById('bakery-chat-frame')).visibility === 'visible');
      expect(await page.locator('#bakery-chat-notice').isVisible()).toBe(false);
      expect(await frame.locator('#chat-input').isVisible()).toBe(true);
    });
  }

  it('on a page whose origin is not in STOREFRONT_URL, says the chat cannot open here and links to it, instead of a broken frame', async () => {
    const page = await openShop(`http://127.0.0.1:${(impostor.address() as AddressInfo).port}/`);
    const notice = page.locator('#bakery-chat-notice');
    await notice.getByText('cannot open inside this page').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await notice.getAttribute('role')).toBe('alert');
    const link = notice.getByRole('link', { name: 'Open the chat in a new tab' });
    expect(await link.getAttribute('href')).toBe(`${base}/chat`);
    expect(await page.locator('#bakery-chat-frame').isVisible()).toBe(false);
    // Closing and opening again shows the same explanation; the launcher keeps working.
    const launcher = page.locator('button[aria-controls="bakery-chat-frame"]');
    await launcher.click();
    expect(await notice.isVisible()).toBe(false);
    await launcher.click();
    expect(await notice.isVisible()).toBe(true);
    // The link opens the chat as a page of its own, where it works.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForSelector('html[data-chat-ready="true"]');
    expect(await tab.locator('#chat-input').isVisible()).toBe(true);
  });
});
