import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { OutboxMessage } from '../staff/outbox-messages.js';
import type { Db } from './database.js';
import type { Tx } from './orders-repository.js';
import { outbox } from './schema.js';

export type OutboxRow = typeof outbox.$inferSelect & { message: OutboxMessage };

/** Queues a message in the caller's transaction, so it exists exactly when the change commits. */
export async function enqueue(tx: Db | Tx, message: OutboxMessage, now: DateTime): Promise<void> {
  const at = now.toJSDate();
  await tx.insert(outbox).values({ message, status: 'pending', attempts: 0, nextAttemptAt: at, createdAt: at });
}

/**
 * Takes up to `limit` due messages for this worker for `leaseSeconds`. Rows are claimed with
 * SKIP LOCKED and a lease, so several instances never take the same message at once, and a
 * message whose worker died is taken again when its lease runs out.
 *
 * Oldest first within each type, through the pending-by-type index: one ordered index range per
 * type, the oldest of them kept. A single `order by id` over every type let the planner walk the
 * primary key instead, past every sent row and every pending row of other types: with a million
 * sent rows and 100,000 staff alerts waiting for Slack, a worker without Slack took 0.8 s per
 * poll to find nothing (bench/scale.ts). Rows locked by a type's range but not among the oldest
 * `limit` are released when the statement ends. 'pending' is written into the statement, not sent as a
 * parameter: only a constant lets PostgreSQL's cached plan use the partial index.
 */
export async function claimDue(db: Db, now: DateTime, limit: number, leaseSeconds: number, types: string[]): Promise<OutboxRow[]> {
  const at = now.toJSDate();
  const typeList = sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  );
  const due = sql`(
    select due.id from unnest(array[${typeList}]::text[]) as wanted(type)
    cross join lateral (
      select ${outbox.id} as id from ${outbox}
      where (${outbox.message}->>'type') = wanted.type and ${outbox.status} = 'pending'
        and ${and(lte(outbox.nextAttemptAt, at), or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, at)))}
      order by ${outbox.id} limit ${limit}
      for update skip locked
    ) as due
    order by due.id limit ${limit})`;
  const claimed = await db
    .update(outbox)
    .set({ lockedUntil: now.plus({ seconds: leaseSeconds }).toJSDate(), attempts: sql`${outbox.attempts} + 1` })
    .where(sql`${outbox.id} in ${due}`)
    .returning();
  return (claimed as OutboxRow[]).sort((a, b) => a.id - b.id);
}

/** A worker's hold on a row: its id and the lease it holds. Completions need the same lease. */
export type Lease = { id: number; until: Date };

/**
 * Renews a claimed row's lease just before it is sent, so a row that waited behind slow sends in
 * its batch is never sent by this worker after another one took it over. Null: no longer ours.
 */
export async function renewLease(db: Db, lease: Lease, now: DateTime, leaseSeconds: number): Promise<Lease | null> {
  const until = now.plus({ seconds: leaseSeconds }).toJSDate();
  const renewed = await db
    .update(outbox)
    .set({ lockedUntil: until })
    .where(and(eq(outbox.id, lease.id), eq(outbox.status, 'pending'), eq(outbox.lockedUntil, lease.until)))
    .returning({ id: outbox.id });
  return renewed.length > 0 ? { id: lease.id, until } : null;
}

const held = (lease: Lease) => and(eq(outbox.id, lease.id), eq(outbox.lockedUntil, lease.until));

export async function markSent(db: Db, lease: Lease, now: DateTime): Promise<void> {
  await db.update(outbox).set({ status: 'sent', sentAt: now.toJSDate(), lockedUntil: null, lastError: null }).where(held(lease));
}

export async function reschedule(db: Db, lease: Lease, nextAttemptAt: DateTime, error: string): Promise<void> {
  await db.update(outbox).set({ nextAttemptAt: nextAttemptAt.toJSDate(), lockedUntil: null, lastError: error }).where(held(lease));
}

export async function markDead(db: Db, lease: Lease, error: string): Promise<void> {
  await db.update(outbox).set({ status: 'dead', lockedUntil: null, lastError: error }).where(held(lease));
}

/**
 * Sent notifications are kept a week (what went out, when, to whom, for a support question), and
 * dead ones a month, for an operator to look into; then they go: they carry customers' numbers
 * and texts, and the outbox would otherwise grow with every order for good.
 */
export async function purgeFinishedOutbox(db: Db, sentBefore: DateTime, deadCreatedBefore: DateTime): Promise<void> {
  await db
    .delete(outbox)
    .where(
      or(
        and(eq(outbox.status, 'sent'), lt(outbox.sentAt, sentBefore.toJSDate())),
        and(eq(outbox.status, 'dead'), lt(outbox.createdAt, deadCreatedBefore.toJSDate())),
      ),
    );
}

export async function outboxCounts(db: Db): Promise<{ pending: number; dead: number }> {
  const rows = await db
    .select({ status: outbox.status, count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(or(eq(outbox.status, 'pending'), eq(outbox.status, 'dead')))
    .groupBy(outbox.status);
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { pending: count('pending'), dead: count('dead') };
}

/** Pending and dead-lettered notifications by message type, for metrics. */
export async function outboxCountsByType(db: Db): Promise<{ type: string; status: 'pending' | 'dead'; count: number }[]> {
  const type = sql<string>`${outbox.message}->>'type'`;
  const rows = await db
    .select({ type, status: outbox.status, count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(or(eq(outbox.status, 'pending'), eq(outbox.status, 'dead')))
    .groupBy(type, outbox.status);
  return rows.map((row) => ({ type: row.type ?? 'unknown', status: row.status as 'pending' | 'dead', count: Number(row.count) }));
}
