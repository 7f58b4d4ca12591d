import type { Clock } from '../../src/clock.js';
import type { ConversationService } from '../../src/conversation/conversation-types.js';
import type { Database } from '../../src/db/database.js';
import {
  claimInboundMessage,
  completeInboundMessage,
  type InboundClaim,
  type InboundMessageRef,
  releaseAfterFailure,
  type WarnLog,
} from '../shared/inbound-messages.js';
import { recordOptOut, removeOptOut } from '../shared/opt-outs.js';
import { splitMessage, TWILIO_MESSAGE_LIMIT } from '../split-message.js';
import { carrierKeyword } from './keywords.js';
import { HELP_REPLY, OPT_IN_REPLY, OPT_OUT_REPLY, STILL_OPTED_OUT_REPLY } from './keyword-replies.js';

export type TwilioChannel = 'sms' | 'whatsapp';

export type AnswerDeps = { database: Database; conversation: ConversationService; clock: Clock; log: WarnLog };

export type InboundText = { channel: TwilioChannel; messageId: string; sender: string; text: string };

/**
 * The texts to answer one delivery of a message with, each at most 1600 characters.
 * A redelivery gets the replies of the first delivery, or none while that one is still running:
 * only the delivery that claimed the message id ever reaches the conversation.
 */
export async function answerInbound(deps: AnswerDeps, message: InboundText): Promise<string[]> {
  const ref: InboundMessageRef = { channel: message.channel, messageId: message.messageId };
  const claim = await claimInboundMessage(deps.database, ref, deps.clock(), message.sender);
  if (claim.kind === 'in_flight') return [];
  // Whole replies are recorded; they are split the same way for the first delivery and a redelivery.
  if (claim.kind === 'completed') return toTwilioMessages(claim.replies);
  try {
    const replies = await decideReplies(deps, message, claim);
    if (!replies.answered) await completeInboundMessage(deps.database, ref, replies.messages, deps.clock());
    return toTwilioMessages(replies.messages);
  } catch (error) {
    await releaseAfterFailure(deps.database, ref, deps.log);
    throw error;
  }
}

function toTwilioMessages(replies: string[]): string[] {
  return replies.flatMap((reply) => splitMessage(reply, TWILIO_MESSAGE_LIMIT));
}

type Replies = { messages: string[]; answered?: boolean };

async function decideReplies(
  deps: AnswerDeps,
  { channel, sender, text, messageId }: InboundText,
  { senderOptedOut: optedOut, conversation }: Extract<InboundClaim, { kind: 'claimed' }>,
): Promise<Replies> {
  const { database, clock } = deps;
  const db = database.db;
  switch (carrierKeyword(text, optedOut)) {
    case 'opt_out':
      await recordOptOut(db, channel, sender, clock());
      // WhatsApp has no carrier opt-out, so the confirmation is ours to send. On SMS Twilio's own
      // opt-out handling may already have confirmed it and then refuses ours; without that
      // handling, ours is the confirmation the carriers require. Either way the message is answered.
      return { messages: [OPT_OUT_REPLY] };
    case 'opt_in':
      await removeOptOut(db, channel, sender);
      return { messages: [OPT_IN_REPLY] };
    case 'help':
      return { messages: [HELP_REPLY] };
    case null:
      break;
  }
  // Twilio refuses to deliver to an opted-out SMS number; the answer still says how to come back.
  if (optedOut) return { messages: [STILL_OPTED_OUT_REPLY] };
  const reply = await deps.conversation.handle({ channel, sender, text, receivedAt: clock(), deliveryId: messageId, stored: conversation });
  return { messages: reply.messages, answered: reply.deliveryAnswered === true };
}
