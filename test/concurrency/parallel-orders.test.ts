import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseDatabaseUrl, createScratchDatabase, dropScratchDatabase } from '../helpers/test-database.js';
import { aLiveOrder, type OrderResponse, PLACED_STATUSES, postOrder } from './helpers/orders.js';
import { type ServerProcess, startServer } from './helpers/server-process.js';

// The order API's guarantees with several app processes on one real PostgreSQL: deduplication
// and idempotency must hold across processes, not just inside one event loop.

describe.skipIf(!baseDatabaseUrl)('parallel orders across two server processes (PostgreSQL)', () => {
  let databaseUrl: string | undefined;
  let sql: postgres.Sql | undefined;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    databaseUrl = await createScratchDatabase();
    // One after the other: the second start must find the schema and catalog already in place.
    servers.push(await startServer({ databaseUrl }));
    servers.push(await startServer({ databaseUrl }));
    sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  }, 90_000);

  afterAll(async () => {
    const stops = await Promise.allSettled(servers.map((server) => server.stop()));
    await sql?.end({ timeout: 5 });
    if (databaseUrl) await dropScratchDatabase(databaseUrl);
    for (const stop of stops) if (stop.status === 'rejected') throw stop.reason;
  }, 60_000);

  const instance = (index: number): string => {
    const server = servers[index % servers.length];
    if (!server) throw new Error('no server started');
    return server.url;
  };

  const ordersWithPhone = async (phone: string) => {
    if (!sql) throw new Error('no database');
    return sql<{ id: string; status: string }[]>`select id, status from orders where phone = ${phone}`;
  };

  const countOrders = async (): Promise<number> => {
    if (!sql) throw new Error('no database');
    const [row] = await sql<{ count: number }[]>`select count(*)::int as count from orders`;
    return row?.count ?? -1;
  };

  it('50 parallel identical orders across two instances create exactly one order', async () => {
    const phone = '+15122010001';
    const body = aLiveOrder({ phone });
    const before = await countOrders();

    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => postOrder(instance(i), body)));

    expect(responses.map((response) => response.httpStatus)).toEqual(Array(50).fill(200));
    const created = responses.filter((response) => response.body.status !== 'duplicate');
    expect(created, JSON.stringify(created.map((response) => response.body))).toHaveLength(1);
    const [winner] = created;
    if (!winner) throw new Error('unreachable');
    expect(PLACED_STATUSES).toContain(winner.body.status);
    const orderId = winner.body.order_id;
    expect(orderId).toEqual(expect.any(String));

    const duplicates = responses.filter((response) => response.body.status === 'duplicate');
    expect(duplicates).toHaveLength(49);
    for (const duplicate of duplicates) {
      expect(duplicate.body.order_id).toBe(orderId);
      expect(duplicate.body.duplicate_of).toBe(orderId);
    }

    const rows = await ordersWithPhone(phone);
    expect(rows.map((row) => row.id)).toEqual([orderId]);
    expect(rows[0]?.status).toBe(winner.body.status);
    expect(await countOrders()).toBe(before + 1);
  });

  it('50 parallel requests with the same Idempotency-Key create one order and never two answers', async () => {
    const phone = '+15122010002';
    const body = aLiveOrder({ phone });
    const headers = { 'idempotency-key': `concurrency-${randomUUID()}` };
    const before = await countOrders();

    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => postOrder(instance(i), body, headers)));

    const unexpected = responses.filter((response) => response.httpStatus !== 200 && response.httpStatus !== 409);
    expect(unexpected, JSON.stringify(unexpected)).toEqual([]);
    const successes = responses.filter((response) => response.httpStatus === 200);
    expect(successes.length).toBeGreaterThanOrEqual(1);
    const [first] = successes;
    if (!first) throw new Error('unreachable');
    expect(PLACED_STATUSES).toContain(first.body.status);
    const orderId = first.body.order_id;
    expect(orderId).toEqual(expect.any(String));
    for (const success of successes) {
      expect(success.body.order_id).toBe(orderId);
      expect(success.body).toEqual(first.body);
    }
    for (const inFlight of responses.filter((response) => response.httpStatus === 409)) {
      expect(inFlight.body.status).toBe('rejected');
      expect(inFlight.body.error_code).toBe('idempotency_request_in_flight');
      expect(inFlight.body.order_id).toBeNull();
    }

    expect((await ordersWithPhone(phone)).map((row) => row.id)).toEqual([orderId]);
    expect(await countOrders()).toBe(before + 1);

    // A later retry, on either instance, replays the first answer exactly.
    for (const index of [0, 1]) {
      const replay = await postOrder(instance(index), body, headers);
      expect(replay.httpStatus).toBe(200);
      expect(replay.body).toEqual(first.body);
    }

    // The same key with another body is refused, and stores nothing.
    const reused: OrderResponse = await postOrder(instance(1), aLiveOrder({ phone, items: [{ sku: 'chocolate-fudge-slice', qty: 3 }] }), headers);
    expect(reused.httpStatus).toBe(422);
    expect(reused.body.status).toBe('rejected');
    expect(reused.body.error_code).toBe('idempotency_key_reused');
    expect(await countOrders()).toBe(before + 1);
  });

  // "The same key from two different clients is separate" is not tested here: clients are told
  // apart by IP and every request of this test comes from 127.0.0.1 (covered by in-process tests).

  it('distinct orders in parallel are all created', async () => {
    const phones = Array.from({ length: 40 }, (_, i) => `+1512201${3000 + i}`);
    const before = await countOrders();

    const responses = await Promise.all(phones.map((phone, i) => postOrder(instance(i), aLiveOrder({ phone }))));

    expect(responses.map((response) => response.httpStatus)).toEqual(Array(40).fill(200));
    for (const response of responses) expect(PLACED_STATUSES).toContain(response.body.status);
    const ids = responses.map((response) => response.body.order_id);
    expect(new Set(ids).size).toBe(40);

    if (!sql) throw new Error('no database');
    const rows = await sql<{ id: string; phone: string }[]>`select id, phone from orders where phone in ${sql(phones)}`;
    expect(rows).toHaveLength(40);
    const phoneById = new Map(rows.map((row) => [row.id, row.phone]));
    responses.forEach((response, i) => {
      expect(phoneById.get(response.body.order_id ?? '')).toBe(phones[i]);
    });
    expect(await countOrders()).toBe(before + 40);
  });
});
