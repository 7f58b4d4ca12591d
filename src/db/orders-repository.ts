import { and, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { AcceptedOrder } from '../orders/decide-order.js';
import type { OrderResult } from '../orders/order-schemas.js';
import type { OutboxMessage } from '../staff/outbox-messages.js';
import { LIMITS } from '../orders/order-schemas.js';
import { type CapacityCheck, checkCapacity, type DayLoad, dayBounds } from '../orders/pickup-capacity.js';
import type { Capacity } from '../settings/bakery-settings.js';
import type { OrderAction, OrderState } from '../orders/order-states.js';
import { isFinal, nextState } from '../orders/order-states.js';
import { enqueue } from './outbox-repository.js';
import { type Database, type Db, resultRows } from './database.js';
import { orderEvents, orderFingerprints, orders } from './schema.js';
import { batchedStatement, batchSize } from './write-batches.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type StoredOrder = typeof orders.$inferSelect;

export type InsertOutcome =
  | { kind: 'created'; orderId: string }
  | { kind: 'duplicate'; earlierOrderId: string }
  /** The owner's capacity is reached; `load` is what the day held when the order was refused. */
  | { kind: 'full'; full: Extract<CapacityCheck, { ok: false }>['full']; load: DayLoad };

/** The stored response for an idempotency key, written together with the order it describes. */
export type KeyCompletion = { scope: string; key: string; status: number; body: OrderResult };

type OrderRow = {
  fingerprint: string;
  id: string;
  at: string;
  status: string;
  channel: string;
  customer: string;
  phone: string;
  fulfillment: string;
  address: string | null;
  requested_at: string;
  allergy_notes: string | null;
  items: unknown;
  total_cents: number;
  escalation_reasons: unknown;
  catalog_version: string;
  integrator_id: string | null;
  alert: OutboxMessage | null;
  key_scope: string | null;
  key: string | null;
  response_status: number | null;
  response_body: OrderResult | null;
};

// Hand-written because it is the hottest statement and needs data-modifying CTEs. For each order
// of the batch: claim its fingerprint (an identical order within the window keeps the claim),
// insert the order only if the claim succeeded, queue the staff alert for an order that needs a
// person, and store the idempotency key's response, all only for orders actually inserted. One
// statement is atomic without BEGIN/COMMIT round trips.
const insertOrdersStatement = (batch: OrderRow[]): SQL => sql`
  with input as (
    select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as t(
      fingerprint text, id text, at timestamptz, status text, channel text, customer text, phone text, fulfillment text,
      address text, requested_at timestamptz, allergy_notes text, items jsonb, total_cents integer, escalation_reasons jsonb,
      catalog_version text, integrator_id text, alert jsonb, key_scope text, key text, response_status integer, response_body jsonb)
    ${batchSize(batch)}
  ), claim as (
    insert into order_fingerprints (fingerprint, order_id, created_at) select fingerprint, id, at from input
    on conflict (fingerprint) do update set order_id = excluded.order_id, created_at = excluded.created_at
    where order_fingerprints.created_at <= excluded.created_at - make_interval(secs => ${LIMITS.dedupWindowSeconds})
    returning order_id
  ), created as (
    insert into orders (id, status, channel, customer_name, phone, fulfillment, address, requested_at, allergy_notes,
                        items, total_cents, escalation_reasons, catalog_version, integrator_id, created_at, updated_at)
    select i.id, i.status, i.channel, i.customer, i.phone, i.fulfillment, i.address, i.requested_at, i.allergy_notes,
           i.items, i.total_cents, i.escalation_reasons, i.catalog_version, i.integrator_id, i.at, i.at
    from input i join claim on claim.order_id = i.id
    returning id
  ), alerted as (
    insert into outbox (message, status, attempts, next_attempt_at, created_at)
    select i.alert, 'pending', 0, i.at, i.at from input i join created on created.id = i.id where i.alert is not null
  ), remembered as (
    update idempotency_keys k set response_status = i.response_status, response_body = i.response_body
    from input i join created on created.id = i.id
    where i.key_scope is not null and k.scope = i.key_scope and k.key = i.key
  )
  select id from created`;

// Orders placed together are written together (src/db/write-batches.ts); identical ones never in
// the same statement: they queue on the fingerprint's unique key across processes, only the first
// (or one arriving after the window) wins the claim, and the rest read the winner.
const insertOrders = batchedStatement(
  async (database: Pick<Database, 'rows' | 'connections'>, batch: OrderRow[]): Promise<boolean[]> => {
    const created = await database.rows(insertOrdersStatement(batch));
    const createdIds = new Set(created.map((row) => row.id));
    return batch.map((row) => createdIds.has(row.id));
  },
  (row) => row.fingerprint,
);

/** Stores an accepted order unless an identical one was stored within the deduplication window. */
export async function insertOrderUnlessDuplicate(
  database: Pick<Database, 'db' | 'rows' | 'connections'>,
  order: AcceptedOrder,
  /** integratorId: the integrator key the order was placed with, if any. */
  ids: { orderId: string; fingerprint: string; integratorId?: string | null },
  now: DateTime,
  completion: KeyCompletion | null,
  capacity: Capacity | null = null,
): Promise<InsertOutcome> {
  const row = orderRow(order, ids, now, completion);
  for (let attempt = 1; ; attempt += 1) {
    const inserted = capacity ? await insertWithinCapacity(database.db, row, order, capacity) : await insertOrders(database, row);
    if (inserted === true) return { kind: 'created', orderId: ids.orderId };
    if (inserted !== false) return inserted;
    const [earlier] = await database.db
      .select({ orderId: orderFingerprints.orderId })
      .from(orderFingerprints)
      .where(eq(orderFingerprints.fingerprint, ids.fingerprint));
    // A batch whose answer was lost after it committed is retried item by item (write-batches.ts):
    // the retry then finds the order's own claim, and the order was created, not duplicated.
    if (earlier?.orderId === ids.orderId) return { kind: 'created', orderId: ids.orderId };
    if (earlier) return { kind: 'duplicate', earlierOrderId: earlier.orderId };
    // The claim that refused this order aged out and housekeeping purged it in between (another
    // instance's clock may run a little ahead): nothing blocks the order now, so claim again.
    if (attempt >= 3) throw new Error('order fingerprint vanished while deduplicating, three times');
  }
}

// Any constant: the first key of the per-day advisory lock that capacity checks queue on.
const CAPACITY_LOCK = 4_827_312;
const TAKING_CAPACITY = ['confirmed', 'needs_approval', 'held_overnight', 'pending'];

/**
 * With a capacity limit set, an order is written on its own, not batched: in one transaction it
 * takes the lock of its pickup day (two instances taking the last place queue here), counts what
 * the day holds, and inserts with the same statement as the batched path, or refuses. Reading
 * after the lock, in READ COMMITTED, sees every order committed before it.
 */
async function insertWithinCapacity(db: Db, row: OrderRow, order: AcceptedOrder, capacity: Capacity): Promise<boolean | Extract<InsertOutcome, { kind: 'full' }>> {
  const { start, end } = dayBounds(order.requestedAt);
  const dayNumber = Math.floor(start.getTime() / 86_400_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CAPACITY_LOCK}, ${dayNumber}::int)`);
    const load = await dayLoad(tx, start, end);
    const check = checkCapacity(order, capacity, load);
    if (!check.ok) {
      // An identical order within the window is a duplicate, whatever room is left.
      const [claim] = await tx
        .select({ orderId: orderFingerprints.orderId })
        .from(orderFingerprints)
        .where(and(eq(orderFingerprints.fingerprint, row.fingerprint), gt(orderFingerprints.createdAt, new Date(Date.parse(row.at) - LIMITS.dedupWindowSeconds * 1000))));
      if (claim) return false;
      return { kind: 'full', full: check.full, load } as const;
    }
    const created = resultRows(await tx.execute(insertOrdersStatement([row])));
    return created.some((created) => created.id === row.id);
  });
}

async function dayLoad(tx: Tx, start: Date, end: Date): Promise<DayLoad> {
  const states = sql.join(TAKING_CAPACITY.map((state) => sql`${state}`), sql`, `);
  const slots = resultRows(
    await tx.execute(sql`
      select floor(extract(epoch from requested_at) / 900)::bigint as slot, count(*)::int as orders
      from orders where requested_at >= ${start.toISOString()}::timestamptz and requested_at < ${end.toISOString()}::timestamptz and status in (${states}) and fulfillment = 'pickup'
      group by 1`),
  );
  const [cakes] = resultRows(
    await tx.execute(sql`
      select coalesce(sum((item->>'qty')::int), 0)::int as cakes
      from orders, jsonb_array_elements(items) as item
      where requested_at >= ${start.toISOString()}::timestamptz and requested_at < ${end.toISOString()}::timestamptz and status in (${states})
        and item->>'category' in ('whole-cake', 'custom-cake')`),
  );
  return { ordersBySlot: new Map(slots.map((slot) => [Number(slot.slot), Number(slot.orders)])), cakes: Number(cakes?.cakes ?? 0) };
}



function orderRow(order: AcceptedOrder, ids: { orderId: string; fingerprint: string; integratorId?: string | null }, now: DateTime, completion: KeyCompletion | null): OrderRow {
  const at = new Date(now.toMillis()).toISOString();
  return {
    fingerprint: ids.fingerprint,
    id: ids.orderId,
    at,
    status: order.status,
    channel: order.channel,
    customer: order.customer,
    phone: order.phone,
    fulfillment: order.fulfillment,
    address: order.address,
    requested_at: new Date(order.requestedAt.toMillis()).toISOString(),
    allergy_notes: order.allergyNotes,
    items: order.lines,
    total_cents: order.totalCents,
    escalation_reasons: order.escalationReasons,
    catalog_version: order.catalogVersion,
    integrator_id: ids.integratorId ?? null,
    // An order that needs a person gets its staff alert queued in the same statement.
    alert: order.status === 'confirmed' ? null : { type: 'slack.order_alert', orderId: ids.orderId },
    key_scope: completion?.scope ?? null,
    key: completion?.key ?? null,
    response_status: completion?.status ?? null,
    response_body: completion?.body ?? null,
  };
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

/**
 * The order an identical order placed now would duplicate (the claim insertOrderUnlessDuplicate
 * would lose to), read without claiming anything: for quotes.
 */
export async function findRecentDuplicate(db: Db, fingerprint: string, now: DateTime): Promise<string | null> {
  const cutoff = now.minus({ seconds: LIMITS.dedupWindowSeconds }).toJSDate();
  const [claim] = await db
    .select({ orderId: orderFingerprints.orderId })
    .from(orderFingerprints)
    .where(and(eq(orderFingerprints.fingerprint, fingerprint), gt(orderFingerprints.createdAt, cutoff)));
  return claim?.orderId ?? null;
}

/**
 * An allergy the customer reports after placing: the order carries the note, a confirmed (or
 * pending) order goes back to staff for review, and staff get the order's alert again. Null when
 * the order is gone or already declined or cancelled: then only a person can help.
 */
export async function addAllergyNote(db: Db, request: { orderId: string; note: string; now: DateTime }): Promise<StoredOrder | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
    if (!current || isFinal(current.status as OrderState)) return null;
    const check = nextState(current.status as OrderState, 'review');
    const at = request.now.toJSDate();
    const allergyNotes = (current.allergyNotes ? `${current.allergyNotes}; ${request.note}` : request.note).slice(0, LIMITS.allergyNotesMax);
    const escalationReasons = current.escalationReasons.includes('allergy_notes') ? current.escalationReasons : [...current.escalationReasons, 'allergy_notes' as const];
    const [updated] = await tx
      .update(orders)
      .set({ allergyNotes, escalationReasons, updatedAt: at, ...(check.allowed ? { status: check.to } : {}) })
      .where(eq(orders.id, request.orderId))
      .returning();
    if (check.allowed) {
      await tx.insert(orderEvents).values({ orderId: request.orderId, fromStatus: check.from, toStatus: check.to, action: 'review', actor: 'customer', reason: 'allergy reported after placing', at });
    }
    await enqueue(tx, { type: 'slack.order_alert', orderId: request.orderId }, request.now);
    return updated ?? null;
  });
}
