import { and, asc, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { Db } from './database.js';
import type { StoredOrder } from './orders-repository.js';
import { enqueue } from './outbox-repository.js';
import { orderReminders, orders } from './schema.js';

// Owns order_reminders, and reads the orders waiting for a person: the staff queue, its
// reminders and the day's summary.

/** Waiting for a person now: needs_approval, and pending (released from the overnight hold at 8 AM). */
export const QUEUE_STATES = ['needs_approval', 'pending'];

/** The queue, oldest first by when each order started waiting (placed, or released at 8 AM). */
export async function waitingForPerson(db: Db, limit: number): Promise<StoredOrder[]> {
  return db.select().from(orders).where(inArray(orders.status, QUEUE_STATES)).orderBy(asc(orders.updatedAt), asc(orders.createdAt)).limit(limit);
}

export async function heldOvernightCount(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(orders).where(inArray(orders.status, ['held_overnight']));
  return Number(row?.count ?? 0);
}

/**
 * Claims a reminder for each order waiting longer than `afterMinutes`, unless one was sent within
 * the last `afterMinutes`, and queues it, in one transaction per order. The upsert's condition
 * makes two instances running at once claim each order once.
 */
export async function claimReminders(db: Db, now: DateTime, afterMinutes: number): Promise<string[]> {
  const cutoff = now.minus({ minutes: afterMinutes }).toJSDate();
  const waiting = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.status, QUEUE_STATES), lte(orders.updatedAt, cutoff)))
    .orderBy(asc(orders.updatedAt))
    .limit(100);
  const claimed: string[] = [];
  for (const { id } of waiting) {
    const won = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(orderReminders)
        .values({ orderId: id, remindedAt: now.toJSDate() })
        .onConflictDoUpdate({ target: orderReminders.orderId, set: { remindedAt: now.toJSDate() }, setWhere: lte(orderReminders.remindedAt, cutoff) })
        .returning({ orderId: orderReminders.orderId });
      if (rows.length === 0) return false;
      await enqueue(tx, { type: 'slack.order_reminder', orderId: id, at: now.toUTC().toISO() as string }, now);
      return true;
    });
    if (won) claimed.push(id);
  }
  return claimed;
}

/** Orders placed in [start, end): the day's summary. */
export async function ordersPlacedBetween(db: Db, start: Date, end: Date): Promise<StoredOrder[]> {
  return db.select().from(orders).where(and(gte(orders.createdAt, start), lt(orders.createdAt, end)));
}

/** Everything still waiting at the end of a day, held overnight included, oldest first. */
export async function stillWaiting(db: Db, limit: number): Promise<StoredOrder[]> {
  return db
    .select()
    .from(orders)
    .where(inArray(orders.status, [...QUEUE_STATES, 'held_overnight']))
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
}
