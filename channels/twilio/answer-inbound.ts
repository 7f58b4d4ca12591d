import type { Clock } from '../../src/clock.js';
import type { ConversationService } from '../../src/conversation/conversation-types.js';
import type { Db } from '../../src/db/database.js';
import {
  claimInboundMessage,
  completeInboundMessage,
  type InboundMessageRef,
  releaseInboundMessage,
} from '../shared/inbound-messages.js';
import { isOptedOut, recordOptOut, removeOptOut } from '../shared/opt-outs.js';
import { splitMessage, TWILIO_MESSAGE_LIMIT } from '../split-message.js';
import { carrierKeyword } from './keywords.js';
import { HELP_REPLY, OPT_IN_REPLY, OPT_OUT_REPLY } from './keyword-replies.js';

export type TwilioChannel = 'sms' | 'whatsapp';

export type AnswerDeps = { db: Db; conversation: ConversationService; clock: Clock };

export type InboundText = { channel: TwilioChannel; messageId: string; sender: string; text: string };

/**
 * The texts to answer one delivery of a message with, each at most 1600 characters.
 * A redelivery gets the replies of the first delivery, or none while that one is still running:
 * only the delivery that claimed the message id ever reaches the conversation.
 */
export async function answerInbound(deps: AnswerDeps, message: InboundText): Promise<string[]> {
  const ref: InboundMessageRef = { channel: message.channel, messageId: message.messageId };
  const claim = await claimInboundMessage(deps.db, ref, deps.clock());
  if (claim.kind === 'completed') return claim.replies;
  if (claim.kind === 'in_flight') return [];
  try {
    const replies = await decideReplies(deps, message);
    await completeInboundMessage(deps.db, ref, replies, deps.clock());
    return replies;
  } catch (error) {
    await releaseInboundMessage(deps.db, ref).catch(() => {});
    throw error;
  }
}

async function decideReplies(deps: AnswerDeps, { channel, sender, text }: InboundText): Promise<string[]> {
  const { db, clock } = deps;
  const optedOut = await isOptedOut(db, channel, sender);
  switch (carrierKeyword(text, optedOut)) {
    case 'opt_out':
      await recordOptOut(db, channel, sender, clock());
      // On SMS Twilio itself confirms the opt-out (and would refuse our reply anyway). WhatsApp
      // has no carrier opt-out, so the confirmation is ours to send.
      return channel === 'sms' ? [] : [OPT_OUT_REPLY];
    case 'opt_in':
      await removeOptOut(db, channel, sender);
      return [OPT_IN_REPLY];
    case 'help':
      return [HELP_REPLY];
    case null:
      break;
  }
  if (optedOut) return [];
  const reply = await deps.conversation.handle({ channel, sender, text, receivedAt: clock() });
  return reply.messages.flatMap((message) => splitMessage(message, TWILIO_MESSAGE_LIMIT));
}
