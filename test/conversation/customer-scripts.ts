import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { AUTH_TOKEN, ACCOUNT_SID, PUBLIC_BASE_URL } from '../channels/helpers/twilio-webhook.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { allScripts } from './scripts/corpus/index.js';
import { problemsOf, transcript } from './scripts/check-script.js';
import { runScript } from './scripts/run-script.js';
import type { Script } from './scripts/script-types.js';

// Every customer script, over the channel it names, through the real app: signed Twilio
// webhooks, voice gathers and the web chat API, with orders placed by the core. A script passes
// when its conversation ends with the order (or the answer) a good counter clerk would give.
// The corpus runs in shards, one test file each (customer-scripts-N.test.ts), so that the suite's
// two workers share it instead of one running every conversation while the other waits.

/** How many customer-scripts-N.test.ts files there are. */
export const SHARDS = 4;

/**
 * Scripts the assistant does not yet end right, each for a reason written here. They are run all
 * the same and expected to fail, so one that starts to pass says so and is moved out of this list.
 */
const KNOWN_GAPS = new Map<string, string>([
  // None at present: every script in the corpus ends right.
]);

type Result = { category: string; channel: string; problems: string[]; transcript: string };

/**
 * The shard (1..SHARDS) a script runs in. Scripts on the usual opening days are dealt out in turn;
 * those with days closed go by their set of days, each set to one shard, so that a shard starts an
 * app for a few of the sets rather than for all of them.
 */
function shardOf(script: Script, index: number): number {
  const days = closedDaysKey(script);
  return (days === '' ? index : CLOSED_DAY_SETS.indexOf(days)) % SHARDS + 1;
}

const closedDaysKey = (script: Script) => (script.closedDays ?? []).join(',');
const CLOSED_DAY_SETS = [...new Set(allScripts.map(closedDaysKey).filter((days) => days !== ''))];

/** Registers the scripts of one shard (1..SHARDS). */
export function describeCustomerScripts(shard: number): void {
  const scripts = allScripts.filter((script, index) => shardOf(script, index) === shard);
  const results = new Map<string, Result>();
  const apps = appsByClosedDays();

  afterAll(async () => {
    await apps.close();
    writeSummary(shard, results);
  });

  describe(`customer scripts over the real channels, shard ${shard} of ${SHARDS}`, () => {
    if (shard === 1) {
      it('has at least 300 scripts across the four channels, with unique ids', () => {
        expect(allScripts.length).toBeGreaterThanOrEqual(300);
        expect(new Set(allScripts.map((script) => script.id)).size).toBe(allScripts.length);
        const channels = new Set(allScripts.map((script) => script.channel));
        expect([...channels].sort()).toEqual(['sms', 'voice', 'webchat', 'whatsapp']);
      });
    }

    for (const script of scripts) {
      const test = KNOWN_GAPS.has(script.id) ? it.fails : it;
      test(`${script.category} / ${script.id} (${script.channel})`, async () => {
        const t = await apps.appFor(script);
        const run = await runScript(t, script);
        const problems = problemsOf(script, run, t.catalogs.current().catalog);
        results.set(script.id, { category: script.category, channel: script.channel, problems, transcript: transcript(run) });
        expect(problems, `\n${transcript(run)}\n`).toEqual([]);
      });
    }
  });
}

/**
 * CLOSED_DAYS is the starting value of the owner's settings, stored by the first instance on a
 * database: each set of closed days gets an app and a database of its own.
 */
function appsByClosedDays() {
  const apps = new Map<string, TestApp>();
  const databases: TestDatabase[] = [];
  return {
    async appFor(script: Script): Promise<TestApp> {
      const key = closedDaysKey(script);
      let app = apps.get(key);
      if (!app) {
        const database = await createTestDatabase();
        databases.push(database);
        app = await createTestApp({
          database,
          env: { TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_ACCOUNT_SID: ACCOUNT_SID, PUBLIC_BASE_URL, CLOSED_DAYS: key },
        });
        apps.set(key, app);
      }
      return app;
    },
    async close(): Promise<void> {
      for (const app of apps.values()) await app.close();
      for (const database of databases) await database.drop();
    },
  };
}

function writeSummary(shard: number, results: Map<string, Result>): void {
  const byCategory = new Map<string, { passed: number; total: number }>();
  for (const result of results.values()) {
    const entry = byCategory.get(result.category) ?? { passed: 0, total: 0 };
    entry.total += 1;
    if (result.problems.length === 0) entry.passed += 1;
    byCategory.set(result.category, entry);
  }
  const passed = [...results.values()].filter((result) => result.problems.length === 0).length;
  const failures = [...results].filter(([, result]) => result.problems.length > 0).map(([id, result]) => ({ id, ...result }));
  mkdirSync('test-artifacts', { recursive: true });
  writeFileSync(
    `test-artifacts/customer-scripts-${shard}.json`,
    JSON.stringify({ passed, total: results.size, byCategory: Object.fromEntries(byCategory), failures }, null, 2),
  );
  const lines = [...byCategory].map(([category, { passed: ok, total }]) => `${category}: ${ok}/${total}`);
  console.log(`customer scripts, shard ${shard} of ${SHARDS}: ${passed}/${results.size} passed\n  ${lines.join('\n  ')}`);
}
