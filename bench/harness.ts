import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

// What every bench command shares: children stopped and scratch databases dropped on success,
// failure or signal; the app started as a child process; free ports; a time budget.

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const HOST = '127.0.0.1';
export const BASE_DATABASE_URL =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const MAX_LOG_LINES = 4;

// ---- cleanup

const cleanups: Array<() => Promise<void>> = [];
const children = new Set<ChildProcess>();
let cleaning: Promise<void> | undefined;

/** Registers a step for cleanup(); steps run in reverse order of registration. */
export function onCleanup(step: () => Promise<void>): void {
  cleanups.push(step);
}

export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      await step().catch((error) => console.error(`cleanup: ${message(error)}`));
    }
  })();
  return cleaning;
}

process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Gives up (cleaning up first) when the bench runs longer than it possibly should. */
export function budget(seconds: number): void {
  setTimeout(() => {
    console.error(`bench: still running after ${seconds} s; giving up`);
    void cleanup().finally(() => process.exit(1));
  }, seconds * 1000).unref();
}

/** Runs main, cleans up whatever happened, and exits 0 or 1. */
export async function runBench(main: () => Promise<void>): Promise<never> {
  let exitCode = 0;
  try {
    await main();
  } catch (error) {
    console.error(`\nbench failed: ${error instanceof Error && process.env.BENCH_DEBUG ? error.stack : message(error)}`);
    exitCode = 1;
  } finally {
    await cleanup();
  }
  process.exit(exitCode);
}

// ---- scratch databases

/** Creates an empty database next to BASE_DATABASE_URL, dropped at cleanup; returns its URL. */
export async function createScratchDatabase(prefix = 'bakery_bench'): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withSql(BASE_DATABASE_URL, (sql) => sql.unsafe(`create database ${name}`));
  cleanups.push(async () => {
    await withSql(BASE_DATABASE_URL, (sql) => sql.unsafe(`drop database if exists ${name} with (force)`));
    console.log(`dropped scratch database ${name}`);
  });
  const url = new URL(BASE_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withSql<T>(url: string, use: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await use(sql);
  } finally {
    await sql.end({ timeout: 2 });
  }
}

// ---- child processes

/** `tsx`: run TypeScript through tsx (default), or plain node for built code; `logLines`: how many to echo. */
export type ChildOptions = { ipc?: boolean; tsx?: boolean; logLines?: number };

export function startChild(name: string, args: string[], env: Record<string, string>, options: ChildOptions | boolean = {}): ChildProcess {
  const { ipc = false, tsx = true, logLines = MAX_LOG_LINES } = typeof options === 'boolean' ? { ipc: options } : options;
  const child = spawn(process.execPath, [...(tsx ? ['--import', 'tsx'] : []), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  // A failing route logs once per request: show the first lines, count the rest.
  let shown = 0;
  let suppressed = 0;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().trimEnd().split('\n')) {
        if (shown < logLines) console.error(`[${name}] ${line.slice(0, 600)}`);
        shown += 1;
        if (shown > logLines) suppressed += 1;
      }
    });
  }
  cleanups.push(async () => {
    if (suppressed > 0 && logLines > 0) console.error(`[${name}] ${suppressed} more log lines not shown`);
  });
  child.once('exit', () => children.delete(child));
  cleanups.push(() => stopChild(child));
  return child;
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(force);
}

export async function waitUntilOk(url: string, child: ChildProcess, seconds = 60, pollMs = 200): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited before ${url} answered`);
    const status = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${url} did not answer 200 within ${seconds} s`);
}

export async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The app's environment for a bench: quiet logs, no Redis, no proxy, an order quota that never
 * bites. `database` is a PostgreSQL URL, or { dataDir } for PGlite.
 */
export function appEnv(port: number, database: string | { dataDir: string }, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PUBLIC_BASE_URL: `http://${HOST}:${port}`,
    PORT: String(port),
    HOST,
    ...(typeof database === 'string' ? { DATABASE_URL: database } : { DATABASE_URL: '', DATA_DIR: database.dataDir }),
    LOG_LEVEL: 'warn',
    ORDER_RATE_LIMIT_MAX: '1000000',
    REDIS_URL: '',
    TRUST_PROXY: '',
    ...extra,
  };
}

// ---- small things

/** The machine's state, to print next to every figure: the host is shared. */
export function loadNote(): string {
  return `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;
}

export function positiveInt(value: string | undefined, fallback: number, name = 'BENCH_SECONDS'): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number >= 1, got ${value}`);
  return parsed;
}

export function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A plain text table: the first column left-aligned, the others right-aligned. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

// ---- CPU time

// Clock ticks per second of /proc/<pid>/stat's times: 100 on every Linux this runs on (getconf CLK_TCK).
const TICKS_PER_SECOND = 100;

/** CPU time (user and system, all threads) a process has used so far, in ms; null without /proc. */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    return ticksOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** CPU time of every running process with this command name (PostgreSQL's backends), in ms. */
export function cpuMsOfCommand(command: string): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let total = 0;
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === command) total += ticksOf(stat);
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

function ticksOf(stat: string): number {
  // Fields after the command name, which may itself hold spaces: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
