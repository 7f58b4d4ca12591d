import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Options, Result } from 'autocannon';
import {
  appEnv,
  budget,
  createScratchDatabase,
  fetchBytes,
  formatTable,
  freePort,
  HOST,
  loadNote,
  onCleanup,
  positiveInt,
  runBench,
  startChild,
  waitUntilOk,
  withSql,
} from './harness.js';
import { cannon, CONNECTIONS, failures } from './load.js';
import { BENCH_TWILIO_TOKEN, signedSms } from './sms-deliveries.js';

// npm run bench:night: the SMS turn by day and by night. Each connection holds whole
// conversations, two signed SMS webhooks each: an order in one message, then "yes", which places
// it. Two app instances on one scratch PostgreSQL database run under libfaketime, one at 2 PM
// Central (orders are confirmed) and one at 11 PM (every order is held overnight and queues a
// staff alert in the outbox), each against the bare route of `npm run bench` (the same signature
// check and a fixed TwiML), alternating sides, ROUNDS rounds, medians reported.
// Needs libfaketime (apt-get install -y faketime). Env: BENCH_SECONDS (default 6), BENCH_ROUNDS (default 4).

const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
const WARMUP_SECONDS = 2;
const SECONDS = positiveInt(process.env.BENCH_SECONDS, 6);
const ROUNDS = positiveInt(process.env.BENCH_ROUNDS, 4, 'BENCH_ROUNDS');
const TARGETS = { ratio: 0.5, p99Ms: 30 };
// UTC: 20:00 is 2 PM and 05:00 the next day 11 PM in Chicago (CST, December).
const CLOCKS = { day: '@2026-12-02 20:00:00', night: '@2026-12-03 05:00:00' } as const;
const ORDER_MESSAGE = '3 lemon slices tomorrow at 10am, this is Dana Ruiz';

budget(120 + 4 * ROUNDS * (WARMUP_SECONDS + SECONDS + 5));

type Side = { name: string; options: () => Options; rounds: Result[] };

async function main(): Promise<void> {
  if (!existsSync(LIBFAKETIME)) throw new Error(`${LIBFAKETIME} is missing: apt-get install -y faketime`);
  const scratchUrl = await createScratchDatabase('bakery_night');
  const tempDir = mkdtempSync(join(tmpdir(), 'bakery-night-'));
  onCleanup(async () => rmSync(tempDir, { recursive: true, force: true }));

  const urls: Record<keyof typeof CLOCKS, string> = { day: '', night: '' };
  for (const [when, clock] of Object.entries(CLOCKS) as Array<[keyof typeof CLOCKS, string]>) {
    const port = await freePort();
    const app = startChild(`app ${when}`, ['src/server.ts'], {
      ...appEnv(port, scratchUrl, { TWILIO_AUTH_TOKEN: BENCH_TWILIO_TOKEN }),
      LD_PRELOAD: LIBFAKETIME,
      FAKETIME: clock,
      // Timers keep the real monotonic clock: only the wall clock is moved.
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
      TZ: 'UTC',
    });
    urls[when] = `http://${HOST}:${port}`;
    await waitUntilOk(`${urls[when]}/readyz`, app);
  }
  const menuFile = join(tempDir, 'menu.json');
  writeFileSync(menuFile, await fetchBytes(`${urls.day}/api/menu`));
  const baselinePort = await freePort();
  const baselineUrl = `http://${HOST}:${baselinePort}`;
  const baseline = startChild('baseline', ['bench/baselines.ts'], {
    BASELINE_PORT: String(baselinePort),
    BASELINE_DATABASE_URL: scratchUrl,
    BASELINE_MENU_FILE: menuFile,
    BASELINE_POOL_SIZE: '3',
    BASELINE_TWILIO_TOKEN: BENCH_TWILIO_TOKEN,
    BASELINE_PUBLIC_URL: baselineUrl,
  });
  await waitUntilOk(`${baselineUrl}/menu`, baseline);

  let senders = 0;
  const sides: Side[] = [
    { name: 'baseline POST /channels/sms (signature + fixed TwiML)', options: () => conversations(baselineUrl, () => (senders += 1)), rounds: [] },
    { name: 'app POST /channels/sms, 2 PM (orders confirmed)', options: () => conversations(urls.day, () => (senders += 1)), rounds: [] },
    { name: 'baseline POST /channels/sms (signature + fixed TwiML)', options: () => conversations(baselineUrl, () => (senders += 1)), rounds: [] },
    { name: 'app POST /channels/sms, 11 PM (held, staff alert)', options: () => conversations(urls.night, () => (senders += 1)), rounds: [] },
  ];
  console.log(`\n${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s measured, ${ROUNDS} rounds, alternating (${loadNote()})\n`);
  for (const pair of [sides.slice(0, 2), sides.slice(2, 4)]) {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const side of round % 2 === 0 ? pair : [...pair].reverse()) {
        await cannon({ ...side.options(), duration: WARMUP_SECONDS });
        const result = await cannon({ ...side.options(), duration: SECONDS });
        side.rounds.push(result);
        console.log(`${side.name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${failures(result)} failed`);
      }
    }
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  const rows = sides.map((side) => [
    side.name,
    median(side.rounds.map((r) => r.requests.average)).toFixed(0),
    median(side.rounds.map((r) => r.latency.p99)).toFixed(0),
    String(side.rounds.reduce((sum, r) => sum + failures(r), 0)),
  ]);
  console.log(`\n${formatTable(['run', 'req/s (median)', 'p99 ms (median)', 'failed'], rows)}`);
  for (const [baselineSide, appSide] of [sides.slice(0, 2), sides.slice(2, 4)] as Array<[Side, Side]>) {
    const ratios = appSide.rounds.map((r, i) => r.requests.average / (baselineSide.rounds[i] as Result).requests.average);
    const ratio = median(ratios);
    const p99 = median(appSide.rounds.map((r) => r.latency.p99));
    console.log(`${appSide.name}: ${ratio.toFixed(2)} of the baseline (rounds ${ratios.map((x) => x.toFixed(2)).join(' ')}), p99 ${p99} ms`);
    console.log(`  ${ratio >= TARGETS.ratio ? 'met          ' : 'TARGET MISSED'} ratio >= ${TARGETS.ratio}; ${p99 <= TARGETS.p99Ms ? 'met          ' : 'TARGET MISSED'} p99 <= ${TARGETS.p99Ms} ms`);
  }
  await withSql(scratchUrl, async (sql) => {
    const byStatus = await sql<{ status: string; count: number }[]>`select status, count(*)::int as count from orders group by status order by status`;
    const [alerts] = await sql<{ count: number }[]>`select count(*)::int as count from outbox where message->>'type' = 'slack.order_alert'`;
    console.log(`\norders placed: ${byStatus.map((row) => `${row.status} ${row.count}`).join(', ') || 'none'}; staff alerts queued: ${alerts?.count ?? 0}`);
  });
}

/** Whole conversations: each connection sends an order from a new number, then "yes" from the same one. */
function conversations(url: string, nextSender: () => number): Options {
  return {
    url,
    requests: [
      {
        method: 'POST',
        path: '/channels/sms',
        setupRequest: (request, context) => {
          context.from = `+1512${4_000_000 + nextSender()}`;
          return { ...request, ...signedSms(url, context.from as string, ORDER_MESSAGE) };
        },
      },
      { method: 'POST', path: '/channels/sms', setupRequest: (request, context) => ({ ...request, ...signedSms(url, context.from as string, 'yes') }) },
    ],
  };
}

await runBench(main);
