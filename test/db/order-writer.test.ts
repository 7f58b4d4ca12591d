import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { orderFingerprints, orders } from '../../src/db/schema.js';
import { createPlaceOrder } from '../../src/orders/place-order.js';
import { anOrder, createTestApp, type TestApp } from '../helpers/test-app.js';
import { statementOf } from '../helpers/test-database.js';

// Orders placed at the same moment are written in batches (src/db/write-batches.ts). These tests
// give the writer one statement slot, so that every order arriving while one statement runs
// joins the next.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORDER_STATEMENT = /insert into orders/;
let phoneSeq = 0;
const nextPhone = () => `+1512207${String(phoneSeq++).padStart(4, '0')}`;

/** placeOrder over the test database, with one statement slot and a hook around each order statement. */
function placeOrderWith(aroundOrderStatement?: (run: () => Promise<Record<string, unknown>[]>, orderCount: number, text: string) => Promise<Record<string, unknown>[]>) {
  const statements: number[] = [];
  const database: Pick<Database, 'db' | 'rows' | 'connections'> = {
    db: t.database.db,
    connections: 1,
    rows: (query) => {
      const { text, params } = statementOf(query);
      if (!ORDER_STATEMENT.test(text)) return t.database.rows(query);
      const orderCount = (JSON.parse(params[0] as string) as unknown[]).length;
      statements.push(orderCount);
      const run = () => t.database.rows(query);
      return aroundOrderStatement ? aroundOrderStatement(run, orderCount, params[0] as string) : run();
    },
  };
  const placeOrder = createPlaceOrder({ database, catalogs: t.catalogs, clock: t.clock });
  return { statements, place: (body: unknown, idempotencyKey?: string) => placeOrder({ body, idempotencyKey, clientScope: 'test' }) };
}

async function storedPhone(orderId: string) {
  const [row] = await t.database.db.select({ phone: orders.phone }).from(orders).where(eq(orders.id, orderId));
  return row?.phone;
}

describe('orders placed at the same moment', () => {
  it('share statements, and each is stored and answered as its own order', async () => {
    const { place, statements } = placeOrderWith();
    const phones = Array.from({ length: 12 }, nextPhone);
    const placed = await Promise.all(phones.map((phone) => place(anOrder({ phone }))));
    expect(statements.length).toBeLessThan(phones.length);
    expect(statements.reduce((sum, count) => sum + count, 0)).toBe(phones.length);
    expect(new Set(placed.map((answer) => answer.result.order_id)).size).toBe(phones.length);
    for (const [index, answer] of placed.entries()) {
      expect(answer.result.status).toBe('confirmed');
      expect(await storedPhone(answer.result.order_id as string)).toBe(phones[index]);
    }
  });

  it('when identical, they never share a statement: one is created and the others are duplicates naming it', async () => {
    const { place, statements } = placeOrderWith();
    const body = anOrder({ phone: nextPhone() });
    const first = place(anOrder({ phone: nextPhone() })); // keeps the slot busy so the rest queue together
    const answers = await Promise.all([first, ...Array.from({ length: 5 }, () => place(body))]);
    const same = answers.slice(1).map((answer) => answer.result);
    const created = same.filter((result) => result.status === 'confirmed');
    expect(created).toHaveLength(1);
    for (const result of same.filter((r) => r.status === 'duplicate')) expect(result.order_id).toBe(created[0]?.order_id);
    expect(same.filter((result) => result.status === 'duplicate')).toHaveLength(4);
    // Two of them in one statement would make PostgreSQL refuse it ("cannot affect row a second time").
    expect(statements).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('each keeps its own idempotency key: a retry replays its own answer', async () => {
    const { place } = placeOrderWith();
    const bodies = Array.from({ length: 6 }, () => anOrder({ phone: nextPhone() }));
    const placed = await Promise.all(bodies.map((body, index) => place(body, `batch-key-${phoneSeq}-${index}`)));
    const replayed = await Promise.all(bodies.map((body, index) => place(body, `batch-key-${phoneSeq}-${index}`)));
    expect(replayed.map((answer) => answer.result)).toEqual(placed.map((answer) => answer.result));
  });

  it('an order the database refuses fails alone; the others of its statement are stored', async () => {
    const refusedPhone = nextPhone();
    const { place } = placeOrderWith(async (run, _count, json) => {
      if (json.includes(refusedPhone)) throw new Error('the database refused a row');
      return run();
    });
    const phones = [nextPhone(), nextPhone(), refusedPhone, nextPhone()];
    const answers = await Promise.all(phones.map((phone) => place(anOrder({ phone })).then((answer) => answer.result.status, () => 'failed')));
    expect(answers).toEqual(['confirmed', 'confirmed', 'failed', 'confirmed']);
  });

  it('when a statement’s answer is lost after it committed, its orders are still reported created, not as duplicates of themselves', async () => {
    const { place, statements } = placeOrderWith(async (run, orderCount) => {
      const rows = await run();
      if (orderCount > 1) throw new Error('connection lost after commit');
      return rows;
    });
    const phones = Array.from({ length: 5 }, nextPhone);
    const answers = await Promise.all(phones.map((phone) => place(anOrder({ phone }))));
    expect(statements.some((count) => count > 1)).toBe(true);
    expect(answers.map((answer) => answer.result.status)).toEqual(phones.map(() => 'confirmed'));
    for (const answer of answers) expect(await storedPhone(answer.result.order_id as string)).toBeDefined();
  });

  it('an earlier claim purged by housekeeping between the claim and its read is claimed again, never a 500', async () => {
    const phone = nextPhone();
    const { place: placeFirst } = placeOrderWith();
    const first = await placeFirst(anOrder({ phone }));
    // Just past the window: the claim is refused by a clock a moment behind, then purged.
    t.clock.advance({ seconds: 119 });
    let purged = false;
    const { place } = placeOrderWith(async (run) => {
      const rows = await run();
      if (!purged) {
        purged = true;
        await t.database.db.delete(orderFingerprints);
      }
      return rows;
    });
    const again = await place(anOrder({ phone }));
    expect(again.statusCode).toBe(200);
    expect(again.result.status).toBe('confirmed');
    expect(again.result.order_id).not.toBe(first.result.order_id);
  });
});
