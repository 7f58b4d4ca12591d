import autocannon from 'autocannon';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseDatabaseUrl, createScratchDatabase, dropScratchDatabase } from '../helpers/test-database.js';
import { aLiveOrder } from './helpers/orders.js';
import { startServer } from './helpers/server-process.js';

// SIGTERM while clients keep sending orders over keep-alive connections, again and again: the
// server finishes what it took, answers the rest 503 or not at all, and exits 0 well within its
// 10 s grace, every time. SHUTDOWN_RUNS=10 measures more runs.

const RUNS = Number(process.env.SHUTDOWN_RUNS ?? 3);
const CLIENTS = 24;
// Long enough for the process to be warm and busy when the signal comes.
const LOAD_BEFORE_SIGTERM_MS = 2_500;
// The grace period is 10 s; "well within" it. Measured from the test process, so it includes the
// signal reaching a busy process and the process exiting: on a 2-core machine shared with other
// test runs (load average 30) one run in three took 6.5 s with exit 0, the shutdown itself < 5 s.
const EXIT_BOUND_MS = 8_000;

describe.skipIf(!baseDatabaseUrl)('SIGTERM under sustained order load (PostgreSQL)', () => {
  let databaseUrl: string | undefined;
  let sql: postgres.Sql | undefined;

  beforeAll(async () => {
    databaseUrl = await createScratchDatabase();
    sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  }, 60_000);

  afterAll(async () => {
    await sql?.end({ timeout: 5 });
    if (databaseUrl) await dropScratchDatabase(databaseUrl);
  }, 60_000);

  it(`exits 0 within ${EXIT_BOUND_MS} ms in each of ${RUNS} runs, and every order answered 200 is stored`, async () => {
    if (!databaseUrl || !sql) throw new Error('not started');
    const times: number[] = [];
    let phoneSeq = 0;
    for (let run = 0; run < RUNS; run++) {
      // At info, as in production: a log line per order, and the shutdown's own line with its timings.
      const server = await startServer({ databaseUrl, env: { LOG_LEVEL: 'info' } });
      let exited = false;
      const answeredIds: string[] = [];
      const statuses: Record<string, number> = {};
      const client = async () => {
        while (!exited) {
          try {
            const response = await fetch(`${server.url}/api/order`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(aLiveOrder({ phone: `+1512300${String(phoneSeq++ % 10_000).padStart(4, '0')}`, customer: `Load ${phoneSeq}` })),
              signal: AbortSignal.timeout(15_000),
            });
            const text = await response.text();
            statuses[response.status] = (statuses[response.status] ?? 0) + 1;
            if (response.status === 200) {
              const body = JSON.parse(text) as { order_id: string | null; status: string };
              if (body.order_id && body.status !== 'duplicate') answeredIds.push(body.order_id);
            }
          } catch {
            statuses.refused = (statuses.refused ?? 0) + 1;
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        }
      };
      const load = Array.from({ length: CLIENTS }, client);
      // And pipelined keep-alive connections, whose sockets are never idle while the load lasts.
      const cannon = autocannon(
        {
          url: `${server.url}/api/order`,
          connections: Number(process.env.SHUTDOWN_PIPELINED_CONNECTIONS ?? 16),
          pipelining: Number(process.env.SHUTDOWN_PIPELINING ?? 4),
          duration: 30,
          timeout: 15,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(aLiveOrder({ phone: '+15123009999' })),
        },
        () => {},
      ) as { stop(): void };
      await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGTERM_MS));
      const signalledAt = performance.now();
      server.child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const exit = await Promise.race([
        server.exited,
        new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), 12_000);
        }),
      ]);
      const ms = Math.round(performance.now() - signalledAt);
      clearTimeout(timer);
      exited = true;
      cannon.stop();
      await Promise.all(load);
      if (exit === 'timeout') {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      times.push(ms);
      const steps = /"app_ms":\d+,"database_ms":\d+,"total_ms":\d+/.exec(server.output())?.[0] ?? 'no shutdown line';
      console.info(`shutdown under load, run ${run + 1}: exit ${JSON.stringify(exit)} after ${ms} ms (${steps}); answers ${JSON.stringify(statuses)}`);
      expect(exit, `run ${run + 1}; output:\n${server.output()}`).toEqual({ code: 0, signal: null });
      expect(ms).toBeLessThan(EXIT_BOUND_MS);
      expect(statuses['200'] ?? 0).toBeGreaterThan(0);
      const stored = await sql<{ id: string }[]>`select id from orders where id in ${sql(answeredIds)}`;
      expect(stored.length, 'every order answered 200 is stored').toBe(answeredIds.length);
    }
    console.info(`shutdown under load: ${times.join(', ')} ms (max ${Math.max(...times)} ms)`);
  }, 60_000 + RUNS * 40_000);
});
