import { and, eq, lt, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../src/db/database.js';
import type { Tx } from '../../src/db/orders-repository.js';
import { metaContacts, metaOrders } from '../../src/db/schema.js';
import type { MetaChannel } from './webhook-events.js';

// Owns meta_contacts (when each Messenger/Instagram customer last wrote, whether they were told
// they talk to an automated assistant) and meta_orders (which customer placed which order).

/** Called as a message is accepted: Meta's windows count from the customer's last message. */
export async function touchContact(tx: Db | Tx, channel: MetaChannel, recipient: string, at: DateTime): Promise<void> {
  await tx
    .insert(metaContacts)
    .values({ channel, recipient, lastInboundAt: at.toJSDate(), disclosedAt: null })
    .onConflictDoUpdate({
      target: [metaContacts.channel, metaContacts.recipient],
      set: { lastInboundAt: sql`greatest(${metaContacts.lastInboundAt}, excluded.last_inbound_at)` },
    });
}

/**
 * Marks the customer as told they talk to the bakery's automated assistant. True only the first
 * time: the caller then says it.
 */
export async function claimDisclosure(tx: Db | Tx, channel: MetaChannel, recipient: string, at: DateTime): Promise<boolean> {
  const rows = await tx
    .insert(metaContacts)
    .values({ channel, recipient, lastInboundAt: at.toJSDate(), disclosedAt: at.toJSDate() })
    .onConflictDoUpdate({
      target: [metaContacts.channel, metaContacts.recipient],
      set: { disclosedAt: at.toJSDate() },
      setWhere: sql`${metaContacts.disclosedAt} is null`,
    })
    .returning({ recipient: metaContacts.recipient });
  return rows.length > 0;
}

export async function lastInboundOf(db: Db, channel: MetaChannel, recipient: string): Promise<DateTime | null> {
  const [row] = await db
    .select({ at: metaContacts.lastInboundAt })
    .from(metaContacts)
    .where(and(eq(metaContacts.channel, channel), eq(metaContacts.recipient, recipient)));
  return row ? DateTime.fromJSDate(row.at) : null;
}

/** Idempotent: a turn retried after it placed the order records the same row. */
export async function recordMetaOrder(db: Db, orderId: string, channel: MetaChannel, recipient: string, at: DateTime): Promise<void> {
  await db.insert(metaOrders).values({ orderId, channel, recipient, createdAt: at.toJSDate() }).onConflictDoNothing();
}

export async function metaCustomerOfOrder(db: Db, orderId: string): Promise<{ channel: MetaChannel; recipient: string } | null> {
  const [row] = await db.select().from(metaOrders).where(eq(metaOrders.orderId, orderId));
  if (!row || (row.channel !== 'fb' && row.channel !== 'ig')) return null;
  return { channel: row.channel, recipient: row.recipient };
}

/** For housekeeping: ids of people who stopped writing, and of orders long decided. */
export async function purgeMetaContacts(db: Db, lastInboundBefore: DateTime, ordersBefore: DateTime): Promise<void> {
  await db.delete(metaContacts).where(lt(metaContacts.lastInboundAt, lastInboundBefore.toJSDate()));
  await db.delete(metaOrders).where(lt(metaOrders.createdAt, ordersBefore.toJSDate()));
}
