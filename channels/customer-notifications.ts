import type { CatalogProvider } from '../src/catalog/catalog-provider.js';
import type { Db } from '../src/db/database.js';
import { findOrder } from '../src/db/orders-repository.js';
import { CannotDeliver, type Deliver, RetryLater } from '../src/staff/outbox-messages.js';
import { decisionText } from '../src/staff/customer-texts.js';
import type { OutboundChannel } from './channel.js';

export type CustomerDeliveryDeps = {
  db: Db;
  catalogs: CatalogProvider;
  outbound: { sms: OutboundChannel; whatsapp: OutboundChannel };
};

/**
 * Tells customers what staff decided, over the channel their order came from: SMS and WhatsApp
 * through Twilio, and a phone order by SMS to the caller. Orders from the web API and the web
 * chat have no channel to push to here: the web chat shows decisions in the open chat itself.
 */
export function createCustomerDelivery(deps: CustomerDeliveryDeps): Deliver {
  return async (message) => {
    if (message.type !== 'customer.order_decided') throw new CannotDeliver(`not a customer message: ${message.type}`);
    const order = await findOrder(deps.db, message.orderId);
    if (!order) throw new CannotDeliver(`no order ${message.orderId}`);
    const text = decisionText(order, message.action, message.reason, deps.catalogs.current().catalog.allergen_disclaimer);
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
