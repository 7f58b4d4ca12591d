import type { DateTime } from 'luxon';
import type { Channel } from '../orders/order-schemas.js';

/** A message from a customer, already stripped of everything provider-specific. */
export type InboundMessage = {
  channel: Channel;
  /** Who sent it: an E.164 phone number, or a web chat session id. */
  sender: string;
  text: string;
  receivedAt: DateTime;
};

/**
 * What to send back, in order. Each text is whole; channels split it to fit if they must.
 * `placedOrderId` is set on the turn that placed an order, for channels that must remember it.
 */
export type ConversationReply = { messages: string[]; placedOrderId?: string };

/** The channel-agnostic conversation every adapter hands its messages to. */
export type ConversationService = {
  handle(message: InboundMessage): Promise<ConversationReply>;
};
