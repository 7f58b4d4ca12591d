import type { DateTime } from 'luxon';
import type { Db } from '../../src/db/database.js';
import { enqueue } from '../../src/db/outbox-repository.js';
import { inboundMessages } from '../../src/db/schema.js';
import { touchContact } from './meta-contacts.js';
import type { MetaInboundEvent } from './webhook-events.js';

/**
 * Makes a webhook's messages durable before Meta hears 200: each `mid` not seen before is recorded
 * in the inbound-message ledger and queued for its conversation turn, in one transaction. A `mid`
 * seen before (Meta redelivers for up to 36 hours) is passed over. Returns how many were new.
 */
export async function acceptMetaMessages(db: Db, events: readonly MetaInboundEvent[], now: DateTime): Promise<number> {
  if (events.length === 0) return 0;
  return db.transaction(async (tx) => {
    let accepted = 0;
    for (const event of events) {
      // The row stays open (no completed_at) until the turn records its answer in it.
      const claimed = await tx
        .insert(inboundMessages)
        .values({ channel: event.channel, messageId: event.messageId, replies: null, receivedAt: now.toJSDate(), completedAt: null })
        .onConflictDoNothing()
        .returning({ id: inboundMessages.messageId });
      if (claimed.length === 0) continue;
      await touchContact(tx, event.channel, event.sender, now);
      await enqueue(
        tx,
        { type: 'meta.inbound', channel: event.channel, sender: event.sender, messageId: event.messageId, content: event.content, receivedAt: now.toISO() ?? '' },
        now,
      );
      accepted += 1;
    }
    return accepted;
  });
}
