import { and, eq } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { Db } from '../../src/db/database.js';
import { inboundMessages } from '../../src/db/schema.js';

// Slack retries an event it thinks we missed (X-Slack-Retry-Num). Each event_id is claimed once
// in the same table as other channels' message ids (so housekeeping purges it alike); only the
// claimant processes the event.
const CHANNEL = 'slack';

/** True for the first delivery of this event id, false for every redelivery. */
export async function claimSlackEvent(db: Db, eventId: string, now: DateTime): Promise<boolean> {
  const at = now.toJSDate();
  const claimed = await db
    .insert(inboundMessages)
    .values({ channel: CHANNEL, messageId: eventId, replies: null, receivedAt: at, completedAt: at })
    .onConflictDoNothing()
    .returning({ messageId: inboundMessages.messageId });
  return claimed.length > 0;
}

/** Gives the claim back when the event could not be taken in, so Slack's retry is processed. */
export async function releaseSlackEvent(db: Db, eventId: string): Promise<void> {
  await db.delete(inboundMessages).where(and(eq(inboundMessages.channel, CHANNEL), eq(inboundMessages.messageId, eventId)));
}
