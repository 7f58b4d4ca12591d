import type { Clock } from '../../src/clock.js';
import type { Db } from '../../src/db/database.js';
import type { StoredOrder } from '../../src/db/orders-repository.js';
import { enqueue } from '../../src/db/outbox-repository.js';
import type { OrderAction } from '../../src/orders/order-states.js';
import { RetryLater } from '../../src/staff/outbox-messages.js';
import type { OutboundChannel } from '../channel.js';
import { SESSION_WINDOW_HOURS } from '../shared/session-window.js';
import { splitMessage } from '../split-message.js';
import { lastInboundOf, metaCustomerOfOrder } from './meta-contacts.js';
import { type MetaSendApi, TEXT_LIMITS } from './send-api.js';

// A person's message (the HUMAN_AGENT tag) may reach a Messenger or Instagram customer this long
// after their last message; automated ones only within the 24-hour window.
export const HUMAN_AGENT_WINDOW_DAYS = 7;

export type MetaDecisionDeps = {
  db: Db;
  clock: Clock;
  /** Null when Meta is not configured. */
  api: MetaSendApi | null;
  /** The operator says the app has Meta's Human Agent permission (META_HUMAN_AGENT_PERMITTED). */
  humanAgentPermitted: boolean;
  sms: OutboundChannel;
};

type Attempt = 'sent' | 'not_reached';

/**
 * Tells a Messenger or Instagram customer what staff decided, by the first way that is allowed:
 * a normal reply inside the 24-hour window; a HUMAN_AGENT message within 7 days when the page has
 * that permission; an SMS to the order's phone when Twilio is configured; otherwise staff are asked
 * in Slack to call. A rate limit or outage is retried later (RetryLater), never skipped past.
 */
export async function deliverDecisionOverMeta(deps: MetaDecisionDeps, order: StoredOrder, action: OrderAction, text: string): Promise<void> {
  const customer = await metaCustomerOfOrder(deps.db, order.id);
  if (customer && deps.api) {
    const last = await lastInboundOf(deps.db, customer.channel, customer.recipient);
    const hours = last ? deps.clock().diff(last).as('hours') : Infinity;
    const humanAgent = hours >= SESSION_WINDOW_HOURS;
    if (!humanAgent || (deps.humanAgentPermitted && hours < HUMAN_AGENT_WINDOW_DAYS * 24)) {
      if ((await sendOverMeta(deps.api, customer.channel, customer.recipient, text, humanAgent)) === 'sent') return;
    }
  }
  const sms = await deps.sms.send(order.phone, text);
  if (sms.kind === 'sent') return;
  if (sms.kind === 'failed' && sms.retryable) throw new RetryLater(`sms: ${sms.code}`);
  // Opted out of texts, Twilio off, or a number Twilio refuses: a person has to call.
  await enqueue(deps.db, { type: 'slack.call_customer', orderId: order.id, action, text }, deps.clock());
}

async function sendOverMeta(api: MetaSendApi, channel: 'fb' | 'ig', recipient: string, text: string, humanAgent: boolean): Promise<Attempt> {
  for (const part of splitMessage(text, TEXT_LIMITS[channel])) {
    const outcome = await api.send(channel, { recipient, text: part, humanAgent });
    if (outcome.kind === 'sent') continue;
    if (outcome.kind === 'failed' && outcome.retryable) throw new RetryLater(`${channel}: ${outcome.code}`, outcome.retryAfterSeconds ?? null);
    // Window closed after all, the person is unavailable, the token is bad: try the next way.
    return 'not_reached';
  }
  return 'sent';
}
