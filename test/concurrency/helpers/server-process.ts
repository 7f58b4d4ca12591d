import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// Starts the real server (src/server.ts) as a child process, the way it runs in production:
// its own event loop, its own connection pool, configured only through the environment.

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
const READY_TIMEOUT_MS = 30_000;
const OUTPUT_LIMIT = 64 * 1024;

export type ExitResult = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  /** Base URL, e.g. http://127.0.0.1:40123 */
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Resolves when the process has exited (never rejects). */
  exited: Promise<ExitResult>;
  /** Whatever the process wrote to stderr and stdout so far (bounded), for diagnostics. */
  output(): string;
  /** Sends SIGTERM (once) and awaits the exit. Rejects if it takes longer than timeoutMs (then SIGKILLs). */
  stop(timeoutMs?: number): Promise<ExitResult>;
};

/** A port nobody listens on right now: bind port 0 and let the kernel pick one. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('could not read the probe port'));
        return;
      }
      const { port } = address;
      probe.close((error) => (error ? reject(error) : resolve(port)));
    });
  });
}

export async function startServer(options: { databaseUrl: string; env?: Record<string, string> }): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      ORDER_RATE_LIMIT_MAX: '100000',
      // Hermetic: no shared Redis store and no trusted proxies from the outer environment.
      REDIS_URL: '',
      TRUST_PROXY: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  // The last OUTPUT_LIMIT characters: how a process ended is at the end of what it wrote.
  const collect = (stream: string) => (chunk: Buffer) => {
    output = `${output}[${stream}] ${chunk.toString('utf8')}`.slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', collect('stdout'));
  child.stderr?.on('data', collect('stderr'));

  let exitResult: ExitResult | null = null;
  const exited = new Promise<ExitResult>((resolve) => {
    child.once('exit', (code, signal) => {
      exitResult = { code, signal };
      resolve(exitResult);
    });
    child.once('error', (error) => {
      output += `[spawn error] ${error.message}\n`;
      exitResult = { code: null, signal: null };
      resolve(exitResult);
    });
  });

  let stopping: Promise<ExitResult> | null = null;
  const stop = (timeoutMs = 20_000): Promise<ExitResult> => {
    if (exitResult) return Promise.resolve(exitResult);
    stopping ??= (async () => {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      try {
        const result = await Promise.race([exited, timedOut]);
        if (result === 'timeout') {
          child.kill('SIGKILL');
          await exited;
          throw new Error(`server pid ${child.pid} did not exit within ${timeoutMs} ms of SIGTERM; output:\n${output}`);
        }
        return result;
      } finally {
        clearTimeout(timer);
      }
    })();
    return stopping;
  };

  const server: ServerProcess = {
    url,
    port,
    pid: child.pid ?? -1,
    child,
    exited,
    output: () => output,
    stop,
  };

  try {
    await waitUntilReady(server, () => exitResult);
  } catch (error) {
    if (!exitResult) {
      child.kill('SIGKILL');
      await exited;
    }
    throw error;
  }
  return server;
}

async function waitUntilReady(server: ServerProcess, exitedWith: () => ExitResult | null): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    const exit = exitedWith();
    if (exit) {
      throw new Error(
        `server exited before it was ready (code ${exit.code}, signal ${exit.signal}); output:\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      lastProblem = `GET /readyz answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `server was not ready within ${READY_TIMEOUT_MS} ms (${lastProblem}); output:\n${server.output()}`,
  );
}
