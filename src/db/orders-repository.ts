import { and, eq, lt, lte } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { AcceptedOrder } from '../orders/decide-order.js';
import { LIMITS } from '../orders/order-schemas.js';
import type { OrderAction, OrderState } from '../orders/order-states.js';
import { nextState } from '../orders/order-states.js';
import type { Db } from './database.js';
import { orderEvents, orderFingerprints, orders } from './schema.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type StoredOrder = typeof orders.$inferSelect;

export type InsertOutcome = { kind: 'created'; orderId: string } | { kind: 'duplicate'; earlierOrderId: string };

/**
 * Stores an accepted order unless an identical one was stored within the deduplication window.
 * The fingerprint row is the arbiter: concurrent identical inserts queue on its unique key, and
 * only the first (or one arriving after the window) wins the upsert; the rest read the winner.
 */
export async function insertOrderUnlessDuplicate(
  tx: Tx,
  order: AcceptedOrder,
  ids: { orderId: string; fingerprint: string },
  now: DateTime,
): Promise<InsertOutcome> {
  const at = now.toJSDate();
  const windowStart = now.minus({ seconds: LIMITS.dedupWindowSeconds }).toJSDate();
  const claimed = await tx
    .insert(orderFingerprints)
    .values({ fingerprint: ids.fingerprint, orderId: ids.orderId, createdAt: at })
    .onConflictDoUpdate({
      target: orderFingerprints.fingerprint,
      set: { orderId: ids.orderId, createdAt: at },
      setWhere: lte(orderFingerprints.createdAt, windowStart),
    })
    .returning({ orderId: orderFingerprints.orderId });
  if (claimed.length === 0) {
    const [earlier] = await tx
      .select({ orderId: orderFingerprints.orderId })
      .from(orderFingerprints)
      .where(eq(orderFingerprints.fingerprint, ids.fingerprint));
    if (earlier) return { kind: 'duplicate', earlierOrderId: earlier.orderId };
    throw new Error('order fingerprint vanished while deduplicating');
  }
  await tx.insert(orders).values({
    id: ids.orderId,
    status: order.status,
    channel: order.channel,
    customerName: order.customer,
    phone: order.phone,
    fulfillment: order.fulfillment,
    address: order.address,
    requestedAt: order.requestedAt.toJSDate(),
    allergyNotes: order.allergyNotes,
    items: order.lines,
    totalCents: order.totalCents,
    escalationReasons: order.escalationReasons,
    catalogVersion: order.catalogVersion,
    createdAt: at,
    updatedAt: at,
  });
  return { kind: 'created', orderId: ids.orderId };
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

/** The 8 AM release: every order held overnight becomes pending, in one statement. */
export async function releaseHeldOrders(
  db: Db,
  now: DateTime,
  actor = 'morning-release',
  afterEach?: AfterTransition,
): Promise<StoredOrder[]> {
  return db.transaction(async (tx) => {
    const at = now.toJSDate();
    const released = await tx
      .update(orders)
      .set({ status: 'pending', updatedAt: at })
      .where(eq(orders.status, 'held_overnight'))
      .returning();
    for (const order of released) {
      await tx.insert(orderEvents).values({
        orderId: order.id,
        fromStatus: 'held_overnight',
        toStatus: 'pending',
        action: 'release',
        actor,
        reason: null,
        at,
      });
      if (afterEach) await afterEach(tx, { kind: 'moved', order, from: 'held_overnight', to: 'pending' });
    }
    return released;
  });
}

export async function orderHistory(db: Db, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.seq);
}

/** Fingerprints only matter inside the deduplication window. */
export async function purgeOldFingerprints(db: Db, now: DateTime): Promise<void> {
  const cutoff = now.minus({ seconds: LIMITS.dedupWindowSeconds }).toJSDate();
  await db.delete(orderFingerprints).where(lt(orderFingerprints.createdAt, cutoff));
}
