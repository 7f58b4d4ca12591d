import type { DateTime } from 'luxon';
import type { StoredConversation } from '../db/conversations-repository.js';
import type { Channel } from '../orders/order-schemas.js';
import type { Act } from './acts.js';
import type { Language } from './conversation-state.js';
import type { RenderedMessage } from './english/english-renderer.js';

export type { RenderedMessage };

/** A message from a customer, already stripped of everything provider-specific. */
export type InboundMessage = {
  channel: Channel;
  /** Who sent it: an E.164 phone number, a web chat session id, or a Meta page-scoped id. */
  sender: string;
  text: string;
  receivedAt: DateTime;
  /**
   * The provider's id for this delivery of the message, already claimed in the inbound-message
   * ledger: the answer is recorded against it in the same write that saves the turn.
   */
  deliveryId?: string;
  /**
   * The sender's stored conversation, as read when the delivery was claimed (null: none yet).
   * Absent, the turn loads it itself. A stale copy costs a retry, never a lost update: the turn
   * saves with a compare-and-set on the version it read.
   */
  stored?: StoredConversation | null;
};

/** How a turn ended, for metrics and for channels that act on it (a call hands over to a person). */
export type TurnOutcome = 'placed' | 'answered' | 'not_understood' | 'handed_off';

export type ConversationReply = {
  /** What the assistant did, as data: channels decide on these, never on the words. */
  acts: Act[];
  /** The language the conversation is held in: a channel that renders acts itself uses it. */
  language: Language;
  /** The acts in words, one entry per message to send, each whole (channels split to fit). */
  rendered: RenderedMessage[];
  /** The texts of `rendered`. Never empty. */
  messages: string[];
  outcome: TurnOutcome;
  /** Set on the turn that placed an order, for channels that must remember it. */
  placedOrderId?: string;
  /** The turn was saved and `messages` recorded as the answer to `deliveryId`. */
  deliveryAnswered?: true;
};

/** The channel-agnostic conversation every adapter hands its messages to. */
export type ConversationService = {
  handle(message: InboundMessage): Promise<ConversationReply>;
  /** The question the conversation is waiting on, in words: said again after a silence on a call. */
  pendingQuestion?(channel: Channel, sender: string, at: DateTime): Promise<RenderedMessage[]>;
};

/** How a turn ended, read from its acts. */
export function outcomeOf(acts: readonly Act[]): TurnOutcome {
  if (acts.some((act) => act.type === 'placed')) return 'placed';
  if (acts.some((act) => act.type === 'handoff')) return 'handed_off';
  if (acts.some((act) => act.type === 'not_understood')) return 'not_understood';
  return 'answered';
}
