import { and, eq, lt } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { AcceptedOrder } from '../orders/decide-order.js';
import type { OrderResult } from '../orders/order-schemas.js';
import type { OutboxMessage } from '../staff/outbox-messages.js';
import { LIMITS } from '../orders/order-schemas.js';
import type { OrderAction, OrderState } from '../orders/order-states.js';
import { nextState } from '../orders/order-states.js';
import type { Database, Db } from './database.js';
import { orderEvents, orderFingerprints, orders } from './schema.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type StoredOrder = typeof orders.$inferSelect;

export type InsertOutcome = { kind: 'created'; orderId: string } | { kind: 'duplicate'; earlierOrderId: string };

/** The stored response for an idempotency key, written together with the order it describes. */
export type KeyCompletion = { scope: string; key: string; status: number; body: OrderResult };

// Hand-written because it is the hottest statement and needs data-modifying CTEs: claim the
// fingerprint, insert the order only if the claim succeeded, queue the staff alert for an order
// that needs a person, and (with an idempotency key) store the response, all only if the order
// was inserted.
const CLAIM_AND_INSERT = `
  with claim as (
    insert into order_fingerprints (fingerprint, order_id, created_at) values ($1, $2, $3::timestamptz)
    on conflict (fingerprint) do update set order_id = excluded.order_id, created_at = excluded.created_at
    where order_fingerprints.created_at <= $4::timestamptz
    returning order_id
  ), created as (
    insert into orders (id, status, channel, customer_name, phone, fulfillment, address, requested_at, allergy_notes,
                        items, total_cents, escalation_reasons, catalog_version, created_at, updated_at)
    select $2, $5, $6, $7, $8, $9, $10, $11::timestamptz, $12, $13::jsonb, $14, $15::jsonb, $16, $3::timestamptz, $3::timestamptz
    from claim
    returning id
  ), alerted as (
    insert into outbox (message, status, attempts, next_attempt_at, created_at)
    select $17::jsonb, 'pending', 0, $3::timestamptz, $3::timestamptz from created where $17::jsonb is not null
  )`;
const INSERT_ORDER = `${CLAIM_AND_INSERT} select id from created`;
const INSERT_ORDER_AND_KEY = `${CLAIM_AND_INSERT}, remembered as (
    update idempotency_keys set response_status = $20, response_body = $21::jsonb
    where scope = $18 and key = $19 and exists (select 1 from created)
  ) select id from created`;

/**
 * Stores an accepted order unless an identical one was stored within the deduplication window,
 * in ONE statement: claim the fingerprint, insert the order, and (with an idempotency key) store
 * the response. A single statement is atomic without BEGIN/COMMIT round trips. Concurrent
 * identical orders queue on the fingerprint's unique key; only the first (or one arriving after
 * the window) wins the upsert, and the rest read the winner.
 */
export async function insertOrderUnlessDuplicate(
  { db, rows }: Pick<Database, 'db' | 'rows'>,
  order: AcceptedOrder,
  ids: { orderId: string; fingerprint: string },
  now: DateTime,
  completion: KeyCompletion | null,
): Promise<InsertOutcome> {
  const at = new Date(now.toMillis()).toISOString();
  const windowStart = new Date(now.toMillis() - LIMITS.dedupWindowSeconds * 1000).toISOString();
  const params: unknown[] = [
    ids.fingerprint, ids.orderId, at, windowStart, order.status, order.channel, order.customer, order.phone,
    order.fulfillment, order.address, new Date(order.requestedAt.toMillis()).toISOString(), order.allergyNotes,
    JSON.stringify(order.lines), order.totalCents, JSON.stringify(order.escalationReasons), order.catalogVersion,
    // An order that needs a person gets its staff alert queued in the same statement.
    order.status === 'confirmed' ? null : JSON.stringify({ type: 'slack.order_alert', orderId: ids.orderId } satisfies OutboxMessage),
  ];
  const text = completion ? INSERT_ORDER_AND_KEY : INSERT_ORDER;
  if (completion) params.push(completion.scope, completion.key, completion.status, JSON.stringify(completion.body));
  const created = await rows(text, params);
  if (created.length > 0) return { kind: 'created', orderId: ids.orderId };
  const [earlier] = await db
    .select({ orderId: orderFingerprints.orderId })
    .from(orderFingerprints)
    .where(eq(orderFingerprints.fingerprint, ids.fingerprint));
  if (earlier) return { kind: 'duplicate', earlierOrderId: earlier.orderId };
  throw new Error('order fingerprint vanished while deduplicating');
}

export async function findOrder(db: Db | Tx, orderId: string): Promise<StoredOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

export type TransitionRequest = {
  orderId: string;
  action: OrderAction;
  actor: string;
  reason?: string | null;
  now: DateTime;
};

export type TransitionOutcome =
  | { kind: 'moved'; order: StoredOrder; from: OrderState; to: OrderState }
  | { kind: 'refused'; order: StoredOrder; reason: string }
  | { kind: 'not_found' };

/** Hook for work that must commit or roll back with a state change (e.g. notifications). */
export type AfterTransition = (tx: Tx, outcome: Extract<TransitionOutcome, { kind: 'moved' }>) => Promise<void>;

/**
 * Moves one order through the state machine. The row lock makes concurrent moves queue, so a
 * double click or two staff at once produce exactly one transition; the second sees the result.
 */
export async function transitionOrder(
  db: Db,
  request: TransitionRequest,
  afterTransition?: AfterTransition,
): Promise<TransitionOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
    if (!current) return { kind: 'not_found' } as const;
    const check = nextState(current.status as OrderState, request.action);
    if (!check.allowed) return { kind: 'refused', order: current, reason: check.reason } as const;
    const at = request.now.toJSDate();
    const [updated] = await tx
      .update(orders)
      .set({ status: check.to, updatedAt: at })
      .where(and(eq(orders.id, request.orderId), eq(orders.status, check.from)))
      .returning();
    if (!updated) throw new Error('order changed under a row lock');
    await tx.insert(orderEvents).values({
      orderId: request.orderId,
      fromStatus: check.from,
      toStatus: check.to,
      action: request.action,
      actor: request.actor,
      reason: request.reason ?? null,
      at,
    });
    const outcome = { kind: 'moved', order: updated, from: check.from, to: check.to } as const;
    if (afterTransition) await afterTransition(tx, outcome);
    return outcome;
  });
}

/** The 8 AM release: every order held overnight becomes pending, inside the caller's transaction. */
export async function releaseHeldOrders(tx: Tx, now: DateTime, actor = 'morning-release'): Promise<StoredOrder[]> {
  const at = now.toJSDate();
  const released = await tx.update(orders).set({ status: 'pending', updatedAt: at }).where(eq(orders.status, 'held_overnight')).returning();
  if (released.length > 0) {
    await tx.insert(orderEvents).values(
      released.map((order) => ({ orderId: order.id, fromStatus: 'held_overnight', toStatus: 'pending', action: 'release', actor, reason: null, at })),
    );
  }
  return released;
}

export async function orderHistory(db: Db, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.seq);
}

/** Fingerprints only matter inside the deduplication window. */
export async function purgeOldFingerprints(db: Db, now: DateTime): Promise<void> {
  const cutoff = now.minus({ seconds: LIMITS.dedupWindowSeconds }).toJSDate();
  await db.delete(orderFingerprints).where(lt(orderFingerprints.createdAt, cutoff));
}
