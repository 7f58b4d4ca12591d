import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { CatalogProvider } from '../../src/catalog/catalog-provider.js';
import type { Clock } from '../../src/clock.js';
import type { Act } from '../../src/conversation/acts.js';
import type { ConversationService } from '../../src/conversation/conversation-types.js';
import { GREETING } from '../../src/conversation/english/phrases.js';
import type { Database } from '../../src/db/database.js';
import { enqueue } from '../../src/db/outbox-repository.js';
import { inboundMessages } from '../../src/db/schema.js';
import { CannotDeliver, type Deliver, type OutboxMessage } from '../../src/staff/outbox-messages.js';
import { completeInboundMessage } from '../shared/inbound-messages.js';
import { quickReplies } from '../shared/quick-replies.js';
import { splitMessage } from '../split-message.js';
import { claimDisclosure, recordMetaOrder } from './meta-contacts.js';
import { TEXT_LIMITS } from './send-api.js';
import type { MetaChannel } from './webhook-events.js';

// The slow half of a Messenger or Instagram message, run by the outbox worker after the webhook
// answered 200: the conversation turn, then its answer queued as Send API calls.

/** Photos, voice notes and stickers cannot be read; the customer is asked to type instead. */
export const ATTACHMENT_REPLY = 'Sorry, I can only read text messages. Please type what you would like.';

export type MetaTurnDeps = { database: Database; conversation: ConversationService; catalogs: CatalogProvider; clock: Clock };

type Outgoing = { text: string; acts: readonly Act[] };

export function createMetaTurns(deps: MetaTurnDeps): Deliver {
  const { database, conversation, catalogs, clock } = deps;
  const db = database.db;
  return async (message) => {
    if (message.type !== 'meta.inbound') throw new CannotDeliver(`not a Meta inbound message: ${message.type}`);
    const { channel, sender, messageId, content } = message;
    const ref = { channel, messageId };
    const receivedAt = DateTime.fromISO(message.receivedAt);
    const recorded = await recordedAnswer(database, ref);
    let outgoing: Outgoing[];
    if (recorded) {
      // A retry after the turn was saved (the process died before queueing the answer): the
      // recorded texts go out, never a second turn.
      outgoing = recorded.map((text) => ({ text, acts: [] }));
    } else if (content.kind === 'attachments') {
      outgoing = [{ text: ATTACHMENT_REPLY, acts: [] }];
      await completeInboundMessage(database, ref, [ATTACHMENT_REPLY], clock());
    } else {
      const reply = await conversation.handle({ channel, sender, text: content.text, receivedAt, deliveryId: messageId });
      if (!reply.deliveryAnswered) await completeInboundMessage(database, ref, reply.messages, clock());
      // Remembered so that staff decisions on this order reach this customer.
      if (reply.placedOrderId) await recordMetaOrder(db, reply.placedOrderId, channel, sender, clock());
      outgoing = reply.rendered;
    }
    const lastActs = outgoing.at(-1)?.acts ?? [];
    const offered = lastActs.length > 0 ? quickReplies(lastActs, catalogs.current().catalog) : [];
    await db.transaction(async (tx) => {
      // The first answer a customer ever gets says who is talking (Meta asks for it, some laws
      // require it), unless the turn's own greeting already said so.
      const disclose = await claimDisclosure(tx, channel, sender, clock());
      const greeted = outgoing.some((entry) => entry.acts.some((act) => act.type === 'greet'));
      const texts = [...(disclose && !greeted ? [GREETING] : []), ...outgoing.map((entry) => entry.text)];
      for (const send of sendsFor(channel, sender, texts, offered)) await enqueue(tx, send, clock());
    });
  };
}

/** Each text in parts the channel takes, in order; the quick replies ride on the very last part. */
export function sendsFor(channel: MetaChannel, recipient: string, texts: readonly string[], offered: readonly string[]): OutboxMessage[] {
  const parts = texts.flatMap((text) => splitMessage(text, TEXT_LIMITS[channel]));
  return parts.map((text, index) => ({
    type: 'meta.send' as const,
    channel,
    recipient,
    text,
    quickReplies: index === parts.length - 1 ? [...offered] : [],
  }));
}

async function recordedAnswer(database: Database, ref: { channel: MetaChannel; messageId: string }): Promise<string[] | null> {
  const [row] = await database.db
    .select({ replies: inboundMessages.replies, completedAt: inboundMessages.completedAt })
    .from(inboundMessages)
    .where(and(eq(inboundMessages.channel, ref.channel), eq(inboundMessages.messageId, ref.messageId)));
  if (!row?.completedAt || !Array.isArray(row.replies)) return null;
  return row.replies.filter((reply): reply is string => typeof reply === 'string');
}
