import type { CatalogProvider } from '../src/catalog/catalog-provider.js';
import { type Clock, systemClock } from '../src/clock.js';
import type { Db } from '../src/db/database.js';
import { findOrder } from '../src/db/orders-repository.js';
import { CannotDeliver, type Deliver, RetryLater } from '../src/staff/outbox-messages.js';
import { decisionText } from '../src/staff/customer-texts.js';
import type { OutboundChannel } from './channel.js';
import { deliverDecisionOverMeta } from './meta/decision-delivery.js';
import type { MetaSendApi } from './meta/send-api.js';
import { appendStaffMessageOnce, chatSessionOfOrder } from './webchat/chat-transcript.js';

export type CustomerDeliveryDeps = {
  db: Db;
  catalogs: CatalogProvider;
  outbound: { sms: OutboundChannel; whatsapp: OutboundChannel };
  /** Stamps web chat transcript rows; the system clock unless a test sets one. */
  clock?: Clock;
  /** Messenger and Instagram: the Send API (absent when Meta is off) and the Human Agent permission. */
  meta?: { api: MetaSendApi | null; humanAgentPermitted: boolean };
};

/**
 * Tells customers what staff decided, over the channel their order came from: SMS and WhatsApp
 * through Twilio, a phone order by SMS to the caller, and a web chat order as a staff message in
 * that chat's transcript (the open chat's event stream shows it; a closed one shows it when the
 * customer comes back), and a Messenger or Instagram order there while Meta's rules allow (see
 * meta/decision-delivery.ts). Orders from the web API have no channel to push to.
 */
export function createCustomerDelivery(deps: CustomerDeliveryDeps): Deliver {
  return async (message) => {
    if (message.type !== 'customer.order_decided') throw new CannotDeliver(`not a customer message: ${message.type}`);
    const order = await findOrder(deps.db, message.orderId);
    if (!order) throw new CannotDeliver(`no order ${message.orderId}`);
    const text = decisionText(order, message.action, message.reason, deps.catalogs.current().catalog.allergen_disclaimer);
    if (order.channel === 'webchat') {
      if (!text) return;
      const sessionId = await chatSessionOfOrder(deps.db, order.id);
      // An order tagged webchat by a direct API call has no chat to show it in.
      if (!sessionId) throw new CannotDeliver(`webchat: no chat session for order ${order.id}`);
      await appendStaffMessageOnce(deps.db, sessionId, text, (deps.clock ?? systemClock)());
      return;
    }
    if (order.channel === 'fb' || order.channel === 'ig') {
      if (!text) return;
      const meta = deps.meta ?? { api: null, humanAgentPermitted: false };
      const clock = deps.clock ?? systemClock;
      return deliverDecisionOverMeta({ db: deps.db, clock, ...meta, sms: deps.outbound.sms }, order, message.action, text);
    }
    const channel = order.channel === 'whatsapp' ? deps.outbound.whatsapp : order.channel === 'sms' || order.channel === 'voice' ? deps.outbound.sms : null;
    if (!text || !channel) return;
    const outcome = await channel.send(order.phone, text);
    if (outcome.kind === 'sent') return;
    if (outcome.kind === 'skipped') {
      if (outcome.reason === 'opted_out') return; // never message a number that opted out
      if (outcome.reason === 'not_configured') throw new RetryLater(`${channel.channel} is not configured`, 600);
      throw new CannotDeliver(`${channel.channel}: ${outcome.reason}`);
    }
    if (outcome.retryable) throw new RetryLater(`${channel.channel}: ${outcome.code}`);
    throw new CannotDeliver(`${channel.channel}: ${outcome.code}`);
  };
}
