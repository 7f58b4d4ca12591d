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
 * those with days closed all run in the first shard, where they share one database in turn (see
 * `oneAppAtATime`) instead of each set of days starting a database in every shard.
 */
function shardOf(script: Script, index: number): number {
  return closedDaysKey(script) === '' ? (index % SHARDS) + 1 : 1;
}

const closedDaysKey = (script: Script) => (script.closedDays ?? []).join(',');
const CLOSED_DAY_SETS = ['', ...new Set(allScripts.map(closedDaysKey).filter((days) => days !== ''))];

/** Registers the scripts of one shard (1..SHARDS), grouped by their set of closed days. */
export function describeCustomerScripts(shard: number): void {
  const byClosedDays = (script: Script) => CLOSED_DAY_SETS.indexOf(closedDaysKey(script));
  const scripts = allScripts.filter((script, index) => shardOf(script, index) === shard).sort((a, b) => byClosedDays(a) - byClosedDays(b));
  const results = new Map<string, Result>();
  const apps = oneAppAtATime();

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
 * database: each set of closed days needs an app and a database of its own. The scripts come
 * grouped by set, so one app runs at a time; the database of the one before is emptied and used
 * again (test-database.ts), which costs milliseconds where a new one costs most of a second.
 */
function oneAppAtATime() {
  let current: { key: string; app: TestApp; database: TestDatabase } | null = null;
  const close = async () => {
    if (!current) return;
    await current.app.close();
    await current.database.drop();
    current = null;
  };
  return {
    async appFor(script: Script): Promise<TestApp> {
      const key = closedDaysKey(script);
      if (current?.key === key) return current.app;
      await close();
      const database = await createTestDatabase();
      const app = await createTestApp({
        database,
        env: { TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_ACCOUNT_SID: ACCOUNT_SID, PUBLIC_BASE_URL, CLOSED_DAYS: key },
      });
      current = { key, app, database };
      return app;
    },
    close,
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
