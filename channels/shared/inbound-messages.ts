import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { Db } from '../../src/db/database.js';
import { instantParam, jsonParam, preparedPerDb, textParam } from '../../src/db/prepared.js';
import { inboundMessages } from '../../src/db/schema.js';
import type { Channel } from '../../src/orders/order-schemas.js';

// Providers redeliver a message when they did not get our answer. The first delivery claims the
// message id; only the claimant processes it, so two deliveries can never both reach the
// conversation (and place two orders).
//
// A claim nobody completed within this long belongs to a process that died mid-message: a later
// redelivery may take it over rather than go unanswered forever. Twilio gives up waiting after
// 15 seconds, so a live claimant is long finished by then.
const ABANDONED_CLAIM_SECONDS = 120;

export type InboundMessageRef = { channel: Channel; messageId: string };

export type InboundClaim =
  | { kind: 'claimed' }
  /** Already answered: send the same replies again. */
  | { kind: 'completed'; replies: string[] }
  /** Another delivery of this message is being processed right now. */
  | { kind: 'in_flight' };

// Every inbound message is claimed and completed: built once, not per message.
const statements = preparedPerDb((db) => {
  const byRef = and(eq(inboundMessages.channel, textParam('channel')), eq(inboundMessages.messageId, textParam('messageId')));
  const fresh = { replies: null, receivedAt: instantParam('receivedAt'), completedAt: null };
  return {
    claim: db
      .insert(inboundMessages)
      .values({ channel: textParam('channel'), messageId: textParam('messageId'), ...fresh })
      .onConflictDoUpdate({
        target: [inboundMessages.channel, inboundMessages.messageId],
        set: fresh,
        setWhere: and(isNull(inboundMessages.completedAt), lt(inboundMessages.receivedAt, instantParam('abandonedBefore'))),
      })
      .returning({ messageId: inboundMessages.messageId })
      .prepare('claim_inbound_message'),
    find: db.select().from(inboundMessages).where(byRef).prepare('find_inbound_message'),
    complete: db
      .update(inboundMessages)
      .set({ replies: jsonParam('replies'), completedAt: instantParam('completedAt') })
      .where(byRef)
      .prepare('complete_inbound_message'),
  };
});

export async function claimInboundMessage(db: Db, ref: InboundMessageRef, now: DateTime): Promise<InboundClaim> {
  const at = now.toMillis();
  const claimed = await statements(db).claim.execute({
    ...ref,
    receivedAt: new Date(at).toISOString(),
    abandonedBefore: new Date(at - ABANDONED_CLAIM_SECONDS * 1000).toISOString(),
  });
  if (claimed.length > 0) return { kind: 'claimed' };

  const [existing] = await statements(db).find.execute(ref);
  if (existing?.completedAt && existing.replies) return { kind: 'completed', replies: existing.replies };
  return { kind: 'in_flight' };
}

export async function completeInboundMessage(db: Db, ref: InboundMessageRef, replies: string[], now: DateTime): Promise<void> {
  await statements(db).complete.execute({ ...ref, replies: JSON.stringify(replies), completedAt: new Date(now.toMillis()).toISOString() });
}

/** Gives up a claim whose processing failed, so a redelivery is processed afresh. */
export async function releaseInboundMessage(db: Db, ref: InboundMessageRef): Promise<void> {
  await db.delete(inboundMessages).where(and(matches(ref), isNull(inboundMessages.completedAt)));
}

/** For housekeeping: providers stop redelivering within hours (Meta: 36), so old ids can go. */
export async function purgeInboundMessages(db: Db, receivedBefore: DateTime): Promise<void> {
  await db.delete(inboundMessages).where(lt(inboundMessages.receivedAt, receivedBefore.toJSDate()));
}

function matches(ref: InboundMessageRef) {
  return and(eq(inboundMessages.channel, ref.channel), eq(inboundMessages.messageId, ref.messageId));
}
