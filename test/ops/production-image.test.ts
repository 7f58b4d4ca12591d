import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../concurrency/helpers/server-process.js';
import { migratedDataDir } from '../helpers/migrated-data-dir.js';
import { baseDatabaseUrl, createScratchDatabase, dropScratchDatabase } from '../helpers/test-database.js';

// The container image's steps, run outside Docker by scripts/image-steps.sh (the Dockerfile runs
// the same script): install from the lockfile, compile, drop dev dependencies, then start the
// compiled server with `npm start` and stop it with SIGTERM sent to npm, as an orchestrator would.

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const dockerfile = readFileSync(join(projectRoot, 'Dockerfile'), 'utf8');

type Exit = { code: number | null; signal: NodeJS.Signals | null };
type Started = { child: ChildProcess; exited: Promise<Exit>; output: () => string };

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Started {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    if (output.length < 256 * 1024) output += chunk.toString('utf8');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => {
      output += `[spawn error] ${error.message}\n`;
      resolve({ code: null, signal: null });
    });
  });
  return { child, exited, output: () => output };
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function waitForHealth(url: string, started: Started): Promise<void> {
  // Generous: a start takes seconds, but minutes on a machine shared with other builds.
  const deadline = Date.now() + 180_000;
  let exited = false;
  void started.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no healthy answer from ${url}; output:\n${started.output()}`);
}

/** True when nothing accepts a connection on the port any more. */
function portClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** The exec-form arguments of a Dockerfile instruction such as CMD or HEALTHCHECK ... CMD. */
function execForm(pattern: RegExp): string[] {
  const line = dockerfile.replace(/\\\n\s*/g, '').split('\n').find((text) => pattern.test(text));
  const json = line?.slice(line.indexOf('['));
  return json ? (JSON.parse(json) as string[]) : [];
}

describe('the Dockerfile', () => {
  it('builds in one stage and runs in another, as a non-root user', () => {
    expect(dockerfile).toMatch(/^FROM \S+ AS build$/m);
    expect(dockerfile).toMatch(/^RUN sh scripts\/image-steps\.sh build$/m);
    expect(dockerfile).toMatch(/^COPY --from=build /m);
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('starts node itself in exec form, and checks /healthz', () => {
    expect(execForm(/^CMD /)).toEqual(['node', 'dist/src/server.js']);
    const healthcheck = execForm(/^HEALTHCHECK /);
    expect(healthcheck[0]).toBe('node');
    expect(healthcheck.join(' ')).toContain('/healthz');
  });
});

describe('the image steps outside Docker: build, npm start, SIGTERM', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'bakery-image-'));
  const appDir = join(workDir, 'app');
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    if (baseDatabaseUrl) databaseUrl = await createScratchDatabase();
    const steps = run('sh', ['scripts/image-steps.sh', 'outside', workDir], { cwd: projectRoot });
    const exit = await steps.exited;
    expect(exit.code, steps.output()).toBe(0);
  }, 900_000);

  afterAll(async () => {
    rmSync(workDir, { recursive: true, force: true });
    if (databaseUrl) await dropScratchDatabase(databaseUrl);
  });

  const dataDirs = new Map<number, string>();
  const dataDirFor = (port: number): string => {
    if (!dataDirs.has(port)) dataDirs.set(port, databaseUrl ? join(workDir, `data-${port}`) : migratedDataDir(workDir));
    return dataDirs.get(port) as string;
  };

  const serverEnv = (port: number): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl ?? '',
    // Without DATABASE_URL, an embedded database already migrated: the first start on an empty
    // DATA_DIR (an initdb) is test/db/embedded-persistence.test.ts's subject.
    DATA_DIR: dataDirFor(port),
    REDIS_URL: '',
    TRUST_PROXY: '',
  });

  it('npm start serves /healthz, passes the HEALTHCHECK, logs JSON, and SIGTERM to npm stops it: exit 0, port closed', { timeout: 300_000 }, async () => {
    const port = await freePort();
    const server = run('npm', ['start'], { cwd: appDir, env: serverEnv(port) });
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, server);
      const [command = '', ...args] = execForm(/^HEALTHCHECK /);
      const healthcheck = run(command === 'node' ? process.execPath : command, args, { cwd: appDir, env: serverEnv(port) });
      expect((await within(healthcheck.exited, 15_000, 'the HEALTHCHECK')).code, healthcheck.output()).toBe(0);

      // npm's own pid, as `docker stop` or a process manager would signal it.
      server.child.kill('SIGTERM');
      const exit = await within(server.exited, 15_000, 'shutting down after SIGTERM');
      expect(exit, server.output()).toEqual({ code: 0, signal: null });
      expect(await portClosed(port)).toBe(true);
      expect(server.output()).toMatch(/"msg":"shutting down"/);
      // Production logs are JSON, one object a line (npm's own "> bakery-gateway start" banner aside).
      const lines = server.output().split('\n').filter((line) => line.trim() !== '' && !line.startsWith('> '));
      expect(lines.length).toBeGreaterThan(2);
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it("the image's CMD, run as is, stops on SIGTERM with exit 0", { timeout: 300_000 }, async () => {
    const port = await freePort();
    const [command = '', ...args] = execForm(/^CMD /);
    const server = run(command === 'node' ? process.execPath : command, args, { cwd: appDir, env: serverEnv(port) });
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, server);
      server.child.kill('SIGTERM');
      expect(await within(server.exited, 15_000, 'shutting down after SIGTERM'), server.output()).toEqual({ code: 0, signal: null });
      expect(await portClosed(port)).toBe(true);
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
