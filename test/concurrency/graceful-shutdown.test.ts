import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseDatabaseUrl, createScratchDatabase, dropScratchDatabase } from '../helpers/test-database.js';
import { aLiveOrder, type OrderResultBody, PLACED_STATUSES } from './helpers/orders.js';
import { type ExitResult, type ServerProcess, startServer } from './helpers/server-process.js';

// SIGTERM while orders are in flight: every request either gets its complete answer or is
// refused (no connection, or 503 while closing); nothing is half-written and nothing answered is lost.

type Outcome =
  | { kind: 'ok'; phone: string; body: OrderResultBody }
  | { kind: 'refused'; phone: string; detail: string }
  | { kind: 'unexpected'; phone: string; detail: string };

const EXIT_BOUND_MS = 15_000;

describe.skipIf(!baseDatabaseUrl)('graceful shutdown of a server process (PostgreSQL)', () => {
  let databaseUrl: string | undefined;
  let sql: postgres.Sql | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    databaseUrl = await createScratchDatabase();
    server = await startServer({ databaseUrl });
    sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  }, 60_000);

  afterAll(async () => {
    const stopped = await Promise.allSettled([server?.stop()]);
    await sql?.end({ timeout: 5 });
    if (databaseUrl) await dropScratchDatabase(databaseUrl);
    for (const stop of stopped) if (stop.status === 'rejected') throw stop.reason;
  }, 60_000);

  it('SIGTERM during 30 parallel orders: answered orders are stored whole, the rest are refused, exit 0', async () => {
    if (!server || !sql) throw new Error('not started');
    const running = server;
    const phones = Array.from({ length: 30 }, (_, i) => `+1512201${4000 + i}`);

    // Warm the process up first (one order), so that the burst lands on a server that handles
    // orders quickly and the signal arrives while some of them are in flight.
    const warmUpPhone = '+15122014999';
    const warmUp = await fetch(`${running.url}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(aLiveOrder({ phone: warmUpPhone })),
      signal: AbortSignal.timeout(20_000),
    });
    const warmUpText = await warmUp.text();
    expect(warmUp.status, warmUpText).toBe(200);
    const warmUpOutcome: Outcome = { kind: 'ok', phone: warmUpPhone, body: JSON.parse(warmUpText) as OrderResultBody };

    let signalled = false;
    let exitTimer: NodeJS.Timeout | undefined;
    let resolveSignalled!: () => void;
    const signalledAt = new Promise<void>((resolve) => {
      resolveSignalled = resolve;
    });
    const sendSigterm = () => {
      if (signalled) return;
      signalled = true;
      running.child.kill('SIGTERM');
      resolveSignalled();
    };
    // Whichever comes first: the first response, or 20 ms after the requests went out.
    const fallback = setTimeout(sendSigterm, 20);

    const place = async (phone: string): Promise<Outcome> => {
      let response: Response;
      try {
        response = await fetch(`${running.url}/api/order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(aLiveOrder({ phone })),
          signal: AbortSignal.timeout(20_000),
        });
      } catch (error) {
        // Never connected, or the connection was closed before any answer came.
        return { kind: 'refused', phone, detail: describeError(error) };
      } finally {
        sendSigterm();
      }
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        return { kind: 'unexpected', phone, detail: `HTTP ${response.status}, body cut off: ${describeError(error)}` };
      }
      if (response.status === 503) return { kind: 'refused', phone, detail: 'HTTP 503' };
      if (response.status !== 200) return { kind: 'unexpected', phone, detail: `HTTP ${response.status} ${text}` };
      try {
        return { kind: 'ok', phone, body: JSON.parse(text) as OrderResultBody };
      } catch {
        return { kind: 'unexpected', phone, detail: `HTTP 200 with a body that is not JSON: ${text}` };
      }
    };

    const burst = await Promise.all(phones.map(place));
    clearTimeout(fallback);
    await signalledAt;

    const exit = await Promise.race([
      running.exited,
      new Promise<'timeout'>((resolve) => {
        exitTimer = setTimeout(() => resolve('timeout'), EXIT_BOUND_MS);
      }),
    ]);
    clearTimeout(exitTimer);
    if (exit === 'timeout') running.child.kill('SIGKILL');
    // Soft, so that the checks on the stored orders below are reported as well.
    expect.soft(exit, `exit within ${EXIT_BOUND_MS} ms of SIGTERM; output:\n${running.output()}`).toEqual<ExitResult>({
      code: 0,
      signal: null,
    });

    const outcomes = [warmUpOutcome, ...burst];
    const unexpected = outcomes.filter((outcome) => outcome.kind === 'unexpected');
    expect(unexpected).toEqual([]);
    const answered = outcomes.filter((outcome): outcome is Extract<Outcome, { kind: 'ok' }> => outcome.kind === 'ok');
    const refused = outcomes.filter((outcome) => outcome.kind === 'refused').map((outcome) => outcome.detail);
    console.info(
      `graceful shutdown: ${answered.length - 1} of ${burst.length} burst orders answered 200; refused: ${JSON.stringify(tally(refused))}`,
    );

    const rows = await sql<
      { id: string; status: string; phone: string; items: unknown; total_cents: number; customer_name: string; requested_at: Date }[]
    >`select id, status, phone, items, total_cents, customer_name, requested_at from orders`;
    // Nothing half-written, nothing answered and then lost.
    expect(rows).toHaveLength(answered.length);
    const [fingerprints] = await sql<{ count: number }[]>`select count(*)::int as count from order_fingerprints`;
    expect(fingerprints?.count).toBe(answered.length);

    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const { phone, body } of answered) {
      expect(PLACED_STATUSES).toContain(body.status);
      const row = body.order_id ? byId.get(body.order_id) : undefined;
      expect(row, `order ${body.order_id} answered 200 but not stored`).toBeDefined();
      if (!row) continue;
      expect(row.status).toBe(body.status);
      expect(row.phone).toBe(phone);
      expect(row.customer_name).toBe('Ada Lovelace');
      expect(row.requested_at).toBeInstanceOf(Date);
      expect(Array.isArray(row.items) && row.items.length > 0).toBe(true);
      expect(row.total_cents).toBe(Math.round(body.estimated_total_usd * 100));
      expect(row.total_cents).toBeGreaterThan(0);
    }
  }, 60_000);
});

function tally(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${(cause as Error & { code?: string }).code ?? cause.message}` : error.message;
}
