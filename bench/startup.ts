import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  appEnv,
  budget,
  createScratchDatabase,
  formatTable,
  freePort,
  HOST,
  loadNote,
  onCleanup,
  positiveInt,
  ROOT,
  runBench,
  startChild,
  stopChild,
} from './harness.js';

// npm run bench:startup: time from spawning the server to its first /healthz 200, on PGlite (a
// fresh data directory, and the same directory again) and on PostgreSQL (a fresh database, and
// the same database migrated), each a few rounds, median reported. The server logs at info level,
// so the time of its own milestones splits each start into phases:
//   to "database ready"  node, the module graph (through tsx), the config, opening and migrating
//   to "listening"       the catalog, building the app (routes, plugins), background jobs
//   to /healthz 200      the first request
// Two references: "modules only" (the server started with an invalid PORT: it exits right after
// reading the config, so that is node, tsx and every static import) and plain `node -e ''`.
// With a build in dist/ (npm run build), the built server is measured too, without tsx.
// Env: BENCH_STARTUP_ROUNDS (default 3).

const ROUNDS = positiveInt(process.env.BENCH_STARTUP_ROUNDS, 3, 'BENCH_STARTUP_ROUNDS');
const BUILT = join(ROOT, 'dist', 'src', 'server.js');
budget(120 + ROUNDS * 12 * 40);

type Start = { total: number; databaseReady?: number; listening?: number };
type Case = { name: string; runtime: 'tsx' | 'built'; database: () => Promise<string | { dataDir: string }>; reuse: boolean };

const MILESTONES: Record<string, keyof Omit<Start, 'total'>> = {
  'database ready, migrations applied': 'databaseReady',
};

/** Spawns the server and times it to the first /healthz 200, with its milestones on the way. */
async function timeStart(runtime: 'tsx' | 'built', database: string | { dataDir: string }): Promise<Start> {
  const port = await freePort();
  const spawnedAt = Date.now();
  const child = startChild(`start:${runtime}`, [runtime === 'tsx' ? 'src/server.ts' : BUILT], appEnv(port, database, { LOG_LEVEL: 'info' }), {
    tsx: runtime === 'tsx',
    logLines: 0,
  });
  const start: Partial<Start> = {};
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line) as { msg?: string; time?: number };
        const milestone = entry.msg && MILESTONES[entry.msg];
        if (milestone && entry.time) start[milestone] = entry.time - spawnedAt;
        if (entry.msg?.startsWith('Server listening') && entry.time) start.listening = entry.time - spawnedAt;
      } catch {
        // not a log line
      }
    }
  });
  const total = await firstOk(`http://${HOST}:${port}/healthz`, child, spawnedAt);
  await stopChild(child);
  return { ...start, total };
}

async function firstOk(url: string, child: ChildProcess, since: number): Promise<number> {
  const deadline = since + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before ${url} answered`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} did not answer 200 within 120 s`);
}

/** Spawn to exit: `args` run by node (through tsx or not) with `env`. */
async function timeExit(args: string[], env: Record<string, string>, tsx: boolean): Promise<number> {
  const began = Date.now();
  const child = startChild('exit', args, env, { tsx, logLines: 0 });
  await new Promise((resolve) => child.once('exit', resolve));
  return Date.now() - began;
}

function freshDataDir(): { dataDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'bakery-startup-'));
  onCleanup(async () => rmSync(dir, { recursive: true, force: true }));
  return { dataDir: join(dir, 'data') };
}

async function main(): Promise<void> {
  console.log(`bench:startup: ${ROUNDS} rounds per case, time from spawn to the first /healthz 200 (${loadNote()})`);
  const runtimes: Array<'tsx' | 'built'> = existsSync(BUILT) ? ['tsx', 'built'] : ['tsx'];
  if (runtimes.length === 1) console.log('(no dist/: run `npm run build` first to measure the built server too)');
  const cases: Case[] = runtimes.flatMap((runtime) => [
    { name: 'PGlite, fresh data dir', runtime, database: async () => freshDataDir(), reuse: false },
    { name: 'PGlite, existing data dir', runtime, database: async () => freshDataDir(), reuse: true },
    { name: 'PostgreSQL, fresh database', runtime, database: () => createScratchDatabase('bakery_startup'), reuse: false },
    { name: 'PostgreSQL, migrated', runtime, database: () => createScratchDatabase('bakery_startup'), reuse: true },
  ]);
  const rows: string[][] = [];
  for (const runtime of runtimes) {
    const modules: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      modules.push(await timeExit([runtime === 'tsx' ? 'src/server.ts' : BUILT], { PORT: 'not-a-port' }, runtime === 'tsx'));
    }
    rows.push([`modules only (config error exit), ${runtime}`, ms(median(modules)), '', '', '', modules.map(String).join(' '), loadNote()]);
  }
  const bare: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) bare.push(await timeExit(['-e', ''], {}, false));
  rows.push(["node -e '' (the floor)", ms(median(bare)), '', '', '', bare.map(String).join(' '), loadNote()]);

  for (const each of cases) {
    const starts: Start[] = [];
    // A reused database is created and started once (not timed), then each round starts on it.
    const shared = each.reuse ? await each.database() : null;
    if (shared) await timeStart(each.runtime, shared);
    for (let round = 0; round < ROUNDS; round += 1) starts.push(await timeStart(each.runtime, shared ?? (await each.database())));
    const pick = (key: keyof Start) => median(starts.map((start) => start[key] ?? Number.NaN));
    const databaseReady = pick('databaseReady');
    const listening = pick('listening');
    const total = pick('total');
    rows.push([
      `${each.name}, ${each.runtime}`,
      ms(total),
      ms(databaseReady),
      ms(listening - databaseReady),
      ms(total - listening),
      starts.map((start) => String(start.total)).join(' '),
      loadNote(),
    ]);
    console.log(`  ${each.name}, ${each.runtime}: ${ms(total)} ms (${loadNote()})`);
  }
  console.log(`\n${formatTable(['start', 'to /healthz 200, ms', 'to database ready', '+ to listening', '+ to first 200', 'rounds, ms', 'load'], rows)}`);
  console.log('(medians; the phases are medians of each phase, so they need not add up exactly)');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function ms(value: number): string {
  return Number.isFinite(value) ? value.toFixed(0) : '-';
}

await runBench(main);
