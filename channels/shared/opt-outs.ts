import { and, eq } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { Db } from '../../src/db/database.js';
import { preparedPerDb, textParam } from '../../src/db/prepared.js';
import { optOuts } from '../../src/db/schema.js';
import type { Channel } from '../../src/orders/order-schemas.js';

// Addresses are stored exactly as the adapters normalise them (E.164 for SMS and WhatsApp), so
// the inbound keyword handler and outbound sends agree on who opted out.

// Checked for every inbound message and every outbound send.
const statements = preparedPerDb((db) => ({
  find: db
    .select({ address: optOuts.address })
    .from(optOuts)
    .where(and(eq(optOuts.channel, textParam('channel')), eq(optOuts.address, textParam('address'))))
    .prepare('find_opt_out'),
}));

export async function isOptedOut(db: Db, channel: Channel, address: string): Promise<boolean> {
  const [row] = await statements(db).find.execute({ channel, address });
  return row !== undefined;
}

/** Idempotent: the first opt-out time is kept. */
export async function recordOptOut(db: Db, channel: Channel, address: string, now: DateTime): Promise<void> {
  await db.insert(optOuts).values({ channel, address, optedOutAt: now.toJSDate() }).onConflictDoNothing();
}

export async function removeOptOut(db: Db, channel: Channel, address: string): Promise<void> {
  await db.delete(optOuts).where(and(eq(optOuts.channel, channel), eq(optOuts.address, address)));
}
