import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../src/db/database.js';
import { conversations } from '../../src/db/schema.js';
import type { Channel } from '../../src/orders/order-schemas.js';

// WhatsApp, Messenger and Instagram deliver free-form messages only within 24 hours of the
// customer's last message.
export const SESSION_WINDOW_HOURS = 24;

/**
 * When the customer last wrote to us, as the conversation engine recorded it (read-only here:
 * the engine owns the conversations table and updates it on every message it handles).
 */
export async function lastInboundAt(db: Db, channel: Channel, sender: string): Promise<DateTime | null> {
  const [row] = await db
    .select({ lastInboundAt: conversations.lastInboundAt })
    .from(conversations)
    .where(and(eq(conversations.channel, channel), eq(conversations.sender, sender)));
  return row ? DateTime.fromJSDate(row.lastInboundAt) : null;
}

export async function isInsideSessionWindow(db: Db, channel: Channel, sender: string, now: DateTime): Promise<boolean> {
  const last = await lastInboundAt(db, channel, sender);
  return last !== null && now.diff(last).as('hours') < SESSION_WINDOW_HOURS;
}
