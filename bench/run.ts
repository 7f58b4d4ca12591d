import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import {
  budget,
  cpuMs,
  cpuMsOfCommand,
  createScratchDatabase,
  fetchBytes,
  freePort,
  HOST,
  onCleanup,
  positiveInt,
  runBench,
  startChild,
  waitUntilOk,
  withSql,
} from './harness.js';
import { orderBodies } from './order-bodies.js';
import { BENCH_TWILIO_TOKEN, smsDeliveries } from './sms-deliveries.js';

// npm run bench: the real app (src/server.ts on a scratch PostgreSQL database) against bare
// fastify baselines (bench/baselines.ts), with autocannon. Everything runs on 127.0.0.1.
// Env: BENCH_SECONDS (default 6), BENCH_ROUNDS (default 6), BENCH_POOL_SIZE (connections per pool for
// the app and the insert baseline alike, default 3 as the app's), BENCH_DATABASE_URL or
// DATABASE_URL (a database to connect to while creating and dropping the scratch one).

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const SECONDS = positiveInt(process.env.BENCH_SECONDS, 6);
// Every measurement runs in several rounds and reports medians: on a shared 2-core machine one
// run is noise. Comparisons alternate which side goes first, since whoever runs first is penalised.
// An even number, so that each side of a comparison goes first equally often.
const ROUNDS = positiveInt(process.env.BENCH_ROUNDS, 6, 'BENCH_ROUNDS');
const POOL_SIZE = positiveInt(process.env.BENCH_POOL_SIZE, 3, 'BENCH_POOL_SIZE');
// Issue 18's targets.
const TARGETS = { menuRatio: 0.95, orderRatio: 1.0, orderP99Ms: 15, smsRatio: 0.5, smsP99Ms: 30 };
const BUDGET_SECONDS = 90 + 6 * ROUNDS * (WARMUP_SECONDS + SECONDS + 5);

/** `cpu`: CPU time per answered request in µs, of the side's own process and of PostgreSQL, per round. */
type Run = { name: string; warmup: Result; result: Result; rounds?: number[]; cpu?: CpuPerRequest[] };
type CpuPerRequest = { process: number; postgres: number };
type Side = [name: string, options: Options, pid: number | undefined];

budget(BUDGET_SECONDS);

// ---- main

async function main(): Promise<void> {
  const scratchUrl = await createScratchDatabase();
  const tempDir = mkdtempSync(join(tmpdir(), 'bakery-bench-'));
  onCleanup(async () => rmSync(tempDir, { recursive: true, force: true }));

  const appPort = await freePort();
  const appUrl = `http://${HOST}:${appPort}`;
  const app = startChild('app', ['src/server.ts'], {
    TWILIO_AUTH_TOKEN: BENCH_TWILIO_TOKEN,
    PUBLIC_BASE_URL: appUrl,
    PORT: String(appPort),
    HOST,
    DATABASE_URL: scratchUrl,
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    LOG_LEVEL: 'warn',
    ORDER_RATE_LIMIT_MAX: '1000000',
    REDIS_URL: '',
    TRUST_PROXY: '',
  });
  await waitUntilOk(`${appUrl}/readyz`, app);

  const menu = await fetchBytes(`${appUrl}/api/menu`);
  const menuFile = join(tempDir, 'menu.json');
  writeFileSync(menuFile, menu);

  const baselinePort = await freePort();
  const baseline = startChild(
    'baseline',
    ['bench/baselines.ts'],
    {
      BASELINE_PORT: String(baselinePort),
      BASELINE_DATABASE_URL: scratchUrl,
      BASELINE_MENU_FILE: menuFile,
      BASELINE_POOL_SIZE: String(POOL_SIZE),
      BASELINE_TWILIO_TOKEN: BENCH_TWILIO_TOKEN,
      BASELINE_PUBLIC_URL: `http://${HOST}:${baselinePort}`,
    },
    true,
  );
  const baselineUrl = `http://${HOST}:${baselinePort}`;
  await waitUntilOk(`${baselineUrl}/menu`, baseline);
  const baselineMenu = await fetchBytes(`${baselineUrl}/menu`);
  if (!baselineMenu.equals(menu)) throw new Error('the baseline menu differs from the app menu');

  const nextBody = orderBodies();
  const insertProblem = await checkOnce(`${baselineUrl}/insert`, nextBody(), (body) => body.includes('"ok":true'));
  if (insertProblem) throw new Error(insertProblem);
  const orderProblem = await checkOnce(`${appUrl}/api/order`, nextBody(), (body) =>
    /"status":"(confirmed|held_overnight)"/.test(body),
  );
  const smsCheck = smsDeliveries(baselineUrl, 1_000_000)();
  const baselineSms = await fetch(`${baselineUrl}/channels/sms`, { method: 'POST', headers: smsCheck.headers, body: smsCheck.body });
  if (baselineSms.status !== 200) throw new Error(`the baseline refused a signed SMS delivery: ${baselineSms.status} ${await baselineSms.text()}`);
  if (orderProblem) console.log(`\n!!! A SINGLE ORDER FAILED BEFORE THE LOAD; measuring anyway:\n${orderProblem}`);

  const load = `load average ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`;
  console.log(`\n${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s measured per run, ${ROUNDS} rounds per measurement, alternating sides in comparisons (${load})\n`);
  const post = (url: string, path: string): Options => ({
    url,
    requests: [
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: nextBody() }),
      },
    ],
  });
  const menuRuns = await alternate(
    ['baseline GET /menu', { url: `${baselineUrl}/menu` }, baseline.pid],
    ['app GET /api/menu', { url: `${appUrl}/api/menu` }, app.pid],
  );
  const orderRuns = await alternate(
    ['baseline POST /insert', post(baselineUrl, '/insert'), baseline.pid],
    ['app POST /api/order', post(appUrl, '/api/order'), app.pid],
  );
  const smsRuns = await alternate(
    ['baseline POST /channels/sms', smsTurns(baselineUrl), baseline.pid],
    ['app POST /channels/sms', smsTurns(appUrl), app.pid],
  );
  const runs = [...menuRuns, ...orderRuns, ...smsRuns] as const;

  printTable(runs);
  const orderRun = runs[3];
  reportOrderProblems(orderRun);
  await verifyStoredRows(scratchUrl, runs[2], orderRun, orderProblem ? 0 : 1);
  printTargets(runs);
}

/** Measures two sides ROUNDS times, swapping which goes first, and keeps the median of each. */
async function alternate(a: Side, b: Side): Promise<[Run, Run]> {
  const results = new Map<string, Run[]>([[a[0], []], [b[0], []]]);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, options, pid] of round % 2 === 0 ? [a, b] : [b, a]) (results.get(name) as Run[]).push(await measure(name, options, pid));
  }
  return [median(results.get(a[0]) as Run[]), median(results.get(b[0]) as Run[])];
}

function median(rounds: Run[]): Run {
  const sorted = [...rounds].sort((x, y) => x.result.requests.average - y.result.requests.average);
  const middle = sorted[Math.floor(sorted.length / 2)] as Run;
  const p99s = rounds.map((run) => run.result.latency.p99).sort((x, y) => x - y);
  const p99 = p99s[Math.floor(p99s.length / 2)] as number;
  const total = (pick: (run: Run) => number) => rounds.reduce((sum, run) => sum + pick(run), 0);
  return {
    name: middle.name,
    // Counts are summed over rounds (every stored row must be accounted for); rates are medians.
    warmup: { ...middle.warmup, '2xx': total((run) => run.warmup['2xx']) },
    result: {
      ...middle.result,
      latency: { ...middle.result.latency, p99 },
      '2xx': total((run) => run.result['2xx']),
      non2xx: total((run) => run.result.non2xx),
      errors: total((run) => run.result.errors),
      timeouts: total((run) => run.result.timeouts),
    },
    rounds: rounds.map((run) => run.result.requests.average),
    cpu: rounds.flatMap((run) => run.cpu ?? []),
  };
}

function smsTurns(appUrl: string): Options {
  const nextDelivery = smsDeliveries(appUrl);
  return {
    url: appUrl,
    requests: [{ method: 'POST', path: '/channels/sms', setupRequest: (request) => ({ ...request, ...nextDelivery() }) }],
  };
}

// ---- measuring

/** One request before the load, so a broken body shows up as one clear answer: the problem, or null. */
async function checkOnce(url: string, body: string, accept: (body: string) => boolean): Promise<string | null> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await response.text();
  return response.status === 200 && accept(text) ? null : `POST ${url} answered ${response.status}: ${text}\nfor body ${body}`;
}

function cannon(options: Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, timeout: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measure(name: string, options: Options, pid: number | undefined): Promise<Run> {
  process.stdout.write(`${name.padEnd(24)} warming up... `);
  const warmup = await cannon({ ...options, duration: WARMUP_SECONDS });
  process.stdout.write('measuring... ');
  const before = { process: cpuMs(pid), postgres: cpuMsOfCommand('postgres') };
  const result = await cannon({ ...options, duration: SECONDS });
  const after = { process: cpuMs(pid), postgres: cpuMsOfCommand('postgres') };
  console.log(`${result.requests.average.toFixed(0)} req/s`);
  const perRequest = (from: number | null, to: number | null) => (from === null || to === null ? null : ((to - from) * 1000) / Math.max(1, result['2xx'] + result.non2xx));
  const own = perRequest(before.process, after.process);
  const postgres = perRequest(before.postgres, after.postgres);
  return { name, warmup, result, ...(own === null || postgres === null ? {} : { cpu: [{ process: own, postgres }] }) };
}

// ---- reporting

function printTable(runs: readonly Run[]): void {
  const header = ['run', 'req/s (median)', 'rounds req/s', 'p99 ms', 'CPU µs/req: own + PostgreSQL', '2xx', 'non-2xx', 'errors', 'timeouts'];
  const rows = runs.map(({ name, result, rounds, cpu }) => [
    name,
    result.requests.average.toFixed(1),
    (rounds ?? [result.requests.average]).map((value) => value.toFixed(0)).join(' '),
    result.latency.p99.toFixed(1),
    cpu === undefined || cpu.length === 0 ? 'n/a' : `${medianOf(cpu.map((c) => c.process)).toFixed(1)} + ${medianOf(cpu.map((c) => c.postgres)).toFixed(1)}`,
    String(result['2xx']),
    String(result.non2xx),
    String(result.errors),
    String(result.timeouts),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

function reportOrderProblems({ warmup, result }: Run): void {
  for (const [phase, run] of [['warm-up', warmup], ['measured run', result]] as const) {
    if (run.non2xx === 0 && run.errors === 0 && run.timeouts === 0) continue;
    const codes = Object.entries(run.statusCodeStats)
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ');
    console.log(
      `\n!!! ORDER ${phase.toUpperCase()} HAD FAILURES: ${run.non2xx} non-2xx, ${run.errors} errors, ` +
        `${run.timeouts} timeouts (status codes: ${codes})`,
    );
  }
}

/** Every 2xx from the order route should be one new row (a duplicate would be 2xx without a row). */
async function verifyStoredRows(scratchUrl: string, insertRun: Run, orderRun: Run, orderChecks: number): Promise<void> {
  // Plus the single checkOnce request before the load, when it succeeded.
  const sent2xx = (run: Run) => run.warmup['2xx'] + run.result['2xx'] + (run === orderRun ? orderChecks : 1);
  await withSql(scratchUrl, async (sql) => {
    const byStatus = await sql<{ status: string; count: number }[]>`
      select status, count(*)::int as count from orders group by status order by status`;
    const [baselineRows] = await sql<{ count: number }[]>`select count(*)::int as count from bench_baseline`;
    const orders = byStatus.reduce((sum, row) => sum + row.count, 0);
    const statuses = byStatus.map((row) => `${row.status} ${row.count}`).join(', ');
    console.log(`\norders stored: ${orders} (${statuses}); 2xx answers from POST /api/order: ${sent2xx(orderRun)}`);
    console.log(`bench_baseline rows: ${baselineRows?.count ?? 0}; 2xx answers from POST /insert: ${sent2xx(insertRun)}`);
    // Requests still in flight when autocannon stops are stored but never counted as answered:
    // up to one per connection for every warm-up and measured run.
    const slack = 2 * ROUNDS * CONNECTIONS;
    if (orders < sent2xx(orderRun) || orders > sent2xx(orderRun) + slack) {
      console.log(`!!! ORDER ROWS DO NOT MATCH THE 2xx ANSWERS (duplicates or lost orders?)`);
    }
  });
}

function printTargets(runs: readonly [Run, Run, Run, Run, Run, Run]): void {
  const [baselineMenu, appMenu, baselineInsert, appOrder, baselineSms, appSms] = runs;
  const smsRatio = pairedRatio(baselineSms, appSms);
  const smsFailed = appSms.result.non2xx + appSms.result.errors;
  const menuRatio = pairedRatio(baselineMenu, appMenu);
  const orderRatio = pairedRatio(baselineInsert, appOrder);
  const orderP99 = appOrder.result.latency.p99;
  // Fast failures are not throughput: with any failed order the order targets count as missed.
  const failed = appOrder.result.non2xx + appOrder.result.errors;
  const note = failed > 0 ? ` [${failed} failed requests]` : '';
  const checks = [
    [
      `app menu / baseline menu throughput: ${menuRatio.toFixed(2)} (target >= ${TARGETS.menuRatio}; ${ratioDetail(baselineMenu, appMenu)})`,
      menuRatio >= TARGETS.menuRatio,
    ],
    [
      `app order / baseline insert throughput: ${orderRatio.toFixed(2)} (target >= ${TARGETS.orderRatio}; ${ratioDetail(baselineInsert, appOrder)})${note}`,
      failed === 0 && orderRatio >= TARGETS.orderRatio,
    ],
    [
      `app order p99 latency: ${orderP99.toFixed(1)} ms (target <= ${TARGETS.orderP99Ms} ms)${note}`,
      failed === 0 && orderP99 <= TARGETS.orderP99Ms,
    ],
    [
      `app SMS turn / baseline signature check + fixed TwiML: ${smsRatio.toFixed(2)} (target >= ${TARGETS.smsRatio}; ${ratioDetail(baselineSms, appSms)})${smsFailed ? ` [${smsFailed} failed requests]` : ''}`,
      smsFailed === 0 && smsRatio >= TARGETS.smsRatio,
    ],
    [
      `app SMS turn p99 latency: ${appSms.result.latency.p99.toFixed(1)} ms (target <= ${TARGETS.smsP99Ms} ms)${smsFailed ? ` [${smsFailed} failed requests]` : ''}`,
      smsFailed === 0 && appSms.result.latency.p99 <= TARGETS.smsP99Ms,
    ],
  ] as const;
  console.log('');
  for (const [text, met] of checks) console.log(`${met ? 'met         ' : 'TARGET MISSED'}  ${text}`);
  console.log('\nCPU per answered request (medians over the rounds; not a target, but steadier than throughput on a shared host):');
  for (const [base, app] of [[baselineMenu, appMenu], [baselineInsert, appOrder], [baselineSms, appSms]] as const) console.log(`  ${cpuComparison(base, app)}`);
}

/** The baseline's CPU per request over the app's, own process and PostgreSQL together: 1.0 is as cheap as the baseline. */
function cpuComparison(baseline: Run, app: Run): string {
  const total = (run: Run) => (run.cpu?.length ? medianOf(run.cpu.map((c) => c.process + c.postgres)) : null);
  const [base, own] = [total(baseline), total(app)];
  if (base === null || own === null) return `${app.name}: no CPU figures (no /proc on this host)`;
  return `${app.name}: ${own.toFixed(1)} µs, baseline ${base.toFixed(1)} µs: baseline / app ${(base / own).toFixed(2)}`;
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The app's throughput over its baseline's, as the median of the rounds' ratios. Each round
 * measures both sides back to back, so a ratio compares them under the same conditions; this
 * host's speed drifts by up to 20% within minutes, which a ratio of the two medians would mix in.
 */
function pairedRatio(baseline: Run, app: Run): number {
  const rounds = (baseline.rounds ?? []).map((base, round) => (app.rounds?.[round] ?? 0) / base);
  return medianOf(rounds);
}

function ratioDetail(baseline: Run, app: Run): string {
  const rounds = (baseline.rounds ?? []).map((base, round) => ((app.rounds?.[round] ?? 0) / base).toFixed(2));
  const ofMedians = app.result.requests.average / baseline.result.requests.average;
  return `median of the rounds' ratios ${rounds.join(' ')}; ratio of the medians ${ofMedians.toFixed(2)}`;
}

await runBench(main);
