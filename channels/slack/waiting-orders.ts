import { asc, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../src/db/database.js';
import { orders } from '../../src/db/schema.js';
import { formatLocal } from '../../src/orders/business-time.js';
import { statusWords } from './slack-text.js';

const WAITING_STATES = ['needs_approval', 'held_overnight', 'pending'];
// An ephemeral answer is one message; past this many orders staff need the admin tools anyway.
const MAX_LISTED = 40;

/** The orders waiting for staff, soonest first, as one mrkdwn text. */
export async function waitingOrdersText(db: Db): Promise<string> {
  const waiting = await db
    .select({ id: orders.id, status: orders.status, requestedAt: orders.requestedAt })
    .from(orders)
    .where(inArray(orders.status, WAITING_STATES))
    .orderBy(asc(orders.requestedAt))
    .limit(MAX_LISTED + 1);
  if (waiting.length === 0) return 'No orders are waiting for staff.';
  const lines = waiting
    .slice(0, MAX_LISTED)
    .map((order) => `• \`${order.id}\` · ${statusWords(order.status)} · ${formatLocal(DateTime.fromJSDate(order.requestedAt))}`);
  const more = waiting.length > MAX_LISTED ? `\n…and more: only the first ${MAX_LISTED} are listed.` : '';
  return `*Orders waiting for staff* (requested time, Central)\n${lines.join('\n')}${more}`;
}
