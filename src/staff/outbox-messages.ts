import type { OrderAction } from '../orders/order-states.js';

// What the outbox carries. Each message names what to say, not how: the sender reads the order's
// current state when it sends, so a late or retried message never shows stale facts.
export type OutboxMessage =
  | { type: 'slack.order_alert'; orderId: string }
  | { type: 'slack.staff_request'; requestId: number }
  | { type: 'slack.order_decided'; orderId: string; action: OrderAction; actor: string; reason: string | null }
  | { type: 'slack.morning_digest'; day: string; orderIds: string[] }
  | { type: 'slack.settings_changed'; changeSeq: number }
  | { type: 'slack.order_reminder'; orderId: string; at: string }
  | { type: 'slack.daily_summary'; day: string }
  | { type: 'customer.order_decided'; orderId: string; action: OrderAction; reason: string | null }
  /** No channel reaches the customer any more (a closed Messenger window, no SMS): staff call them. */
  | { type: 'slack.call_customer'; orderId: string; action: OrderAction; text: string }
  /** A Messenger or Instagram message accepted by the webhook, waiting for its conversation turn. */
  | { type: 'meta.inbound'; channel: 'fb' | 'ig'; sender: string; messageId: string; content: MetaInboundContent; receivedAt: string }
  /**
   * One Send API call: a part of a reply, at most the channel's length limit. Quick replies ride
   * on the last part of a turn's answer.
   */
  | { type: 'meta.send'; channel: 'fb' | 'ig'; recipient: string; text: string; quickReplies: string[] };

/** What a Messenger or Instagram customer sent: words (typed, a quick reply or a button) or only attachments. */
export type MetaInboundContent = { kind: 'text'; text: string } | { kind: 'attachments' };

/** A delivery that should be tried again later (a provider outage, Slack's 429). */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'RetryLater';
  }
}

/** A delivery that can never succeed (bad request, unknown channel): dead-letter it now. */
export class CannotDeliver extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CannotDeliver';
  }
}

/** Sends one outbox message, or throws RetryLater / CannotDeliver. */
export type Deliver = (message: OutboxMessage) => Promise<void>;
