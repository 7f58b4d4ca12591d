import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../concurrency/helpers/server-process.js';
import { migratedDataDir } from '../helpers/migrated-data-dir.js';

// The server as started from a directory: .env read there (the environment wins), a database it
// cannot open named without its password, and `npm run dev` logging for people to read.

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverPath = join(projectRoot, 'src/server.ts');
const tsxLoader = new URL('node_modules/tsx/dist/loader.mjs', new URL(`file://${projectRoot}`)).href;
const workDir = mkdtempSync(join(tmpdir(), 'bakery-start-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

type Run = { child: ChildProcess; exited: Promise<number | null>; output: () => string };

function start(cwd: string, env: NodeJS.ProcessEnv, command = process.execPath, args = ['--import', tsxLoader, serverPath], detached = false): Run {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** The environment without anything of ours that would decide the test (the .env must). */
function bareEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const name of ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'REDIS_URL', 'LOG_LEVEL', 'TRUST_PROXY', 'METRICS_TOKEN']) if (!(name in extra)) delete env[name];
  return env;
}

// Generous: a start takes seconds, but minutes on a machine shared with other builds.
async function until(condition: () => boolean, run: Run, ms = 180_000): Promise<void> {
  const deadline = Date.now() + ms;
  let exited = false;
  void run.exited.then(() => (exited = true));
  while (!condition()) {
    if (exited || Date.now() > deadline) throw new Error(`gave up waiting; output:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('starting the server', () => {
  it('reads .env from its working directory, and the environment wins over it', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(workDir, 'env-'));
    const port = await freePort();
    writeFileSync(join(dir, '.env'), `PORT=${port}\nHOST=127.0.0.1\nDATA_DIR=${migratedDataDir(workDir)}\nLOG_LEVEL=silent\n`);
    const run = start(dir, bareEnv({ LOG_LEVEL: 'info' }));
    try {
      await until(() => run.output().includes('Server listening'), run);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      // LOG_LEVEL=info from the environment beat the file's silent: there are lines, and this one.
      const read = run.output().split('\n').find((line) => line.includes('read .env'));
      const logged = JSON.parse(read ?? '{}') as { file?: string; variables?: string[] };
      expect(logged.file).toBe('.env');
      expect(logged.variables?.sort()).toEqual(['DATA_DIR', 'HOST', 'PORT']);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
    }
  });

  it('names DATABASE_URL, without its password, when the database cannot be opened', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(workDir, 'db-'));
    const closedPort = await freePort();
    writeFileSync(join(dir, '.env'), `DATABASE_URL=postgres://bakery:s3cret-pass@127.0.0.1:${closedPort}/bakery\n`);
    const run = start(dir, bareEnv({ PORT: String(await freePort()), HOST: '127.0.0.1' }));
    try {
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`Could not open the PostgreSQL database at DATABASE_URL=postgres://bakery:***@127.0.0.1:${closedPort}/bakery`);
      expect(run.output()).toContain('Is PostgreSQL running');
      expect(run.output()).not.toContain('s3cret-pass');
    } finally {
      run.child.kill('SIGKILL');
    }
  });

  it('npm run dev logs lines for people to read, not JSON', { timeout: 300_000 }, async () => {
    const port = await freePort();
    const run = start(projectRoot, bareEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: migratedDataDir(workDir), LOG_LEVEL: 'info' }), 'npm', ['run', 'dev', '--silent'], true);
    try {
      await until(() => run.output().includes('Server listening'), run);
      const line = run.output().split('\n').find((text) => text.includes('Server listening')) ?? '';
      expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO.*: Server listening at http:\/\/127\.0\.0\.1:\d+/);
      expect(run.output()).not.toMatch(/^\{"level"/m);
    } finally {
      // tsx watch, its server and pino-pretty: the whole group.
      if (run.child.pid) process.kill(-run.child.pid, 'SIGTERM');
      await run.exited;
    }
  });
});
