import type { DateTime } from 'luxon';
import type { StoredConversation } from '../db/conversations-repository.js';
import type { Channel } from '../orders/order-schemas.js';

/** A message from a customer, already stripped of everything provider-specific. */
export type InboundMessage = {
  channel: Channel;
  /** Who sent it: an E.164 phone number, or a web chat session id. */
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

/**
 * What to send back, in order. Each text is whole; channels split it to fit if they must.
 * `placedOrderId` is set on the turn that placed an order, for channels that must remember it.
 */
/** How a turn ended, for metrics and for channels that act on it (a call hands over to a person). */
export type TurnOutcome = 'placed' | 'answered' | 'not_understood' | 'handed_off';

export type ConversationReply = {
  messages: string[];
  outcome: TurnOutcome;
  placedOrderId?: string;
  /** The turn was saved and `messages` recorded as the answer to `deliveryId`. */
  deliveryAnswered?: true;
};

/** The channel-agnostic conversation every adapter hands its messages to. */
export type ConversationService = {
  handle(message: InboundMessage): Promise<ConversationReply>;
};
