import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { Db } from '../../src/db/database.js';
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

export async function claimInboundMessage(db: Db, ref: InboundMessageRef, now: DateTime): Promise<InboundClaim> {
  const fresh = { replies: null, receivedAt: now.toJSDate(), completedAt: null };
  const claimed = await db
    .insert(inboundMessages)
    .values({ ...ref, ...fresh })
    .onConflictDoUpdate({
      target: [inboundMessages.channel, inboundMessages.messageId],
      set: fresh,
      setWhere: and(
        isNull(inboundMessages.completedAt),
        lt(inboundMessages.receivedAt, now.minus({ seconds: ABANDONED_CLAIM_SECONDS }).toJSDate()),
      ),
    })
    .returning({ messageId: inboundMessages.messageId });
  if (claimed.length > 0) return { kind: 'claimed' };

  const [existing] = await db.select().from(inboundMessages).where(matches(ref));
  if (existing?.completedAt && existing.replies) return { kind: 'completed', replies: existing.replies };
  return { kind: 'in_flight' };
}

export async function completeInboundMessage(db: Db, ref: InboundMessageRef, replies: string[], now: DateTime): Promise<void> {
  await db.update(inboundMessages).set({ replies, completedAt: now.toJSDate() }).where(matches(ref));
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
