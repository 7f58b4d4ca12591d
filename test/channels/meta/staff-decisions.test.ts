import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundChannel, SendOutcome } from '../../../channels/channel.js';
import { createCustomerDelivery } from '../../../channels/customer-notifications.js';
import { recordMetaOrder, touchContact } from '../../../channels/meta/meta-contacts.js';
import { createSendApi } from '../../../channels/meta/send-api.js';
import { callCustomerAlert } from '../../../channels/slack/blocks.js';
import { findOrder } from '../../../src/db/orders-repository.js';
import { outbox } from '../../../src/db/schema.js';
import { RetryLater } from '../../../src/staff/outbox-messages.js';
import { anOrder } from '../../helpers/test-app.js';
import { delivered, graphError } from './helpers/fake-graph-api.js';
import { createMetaApp, type MetaApp } from './helpers/meta-app.js';

// Staff decide an order placed on Messenger or Instagram; the customer hears it the way Meta's
// windows allow: a reply within 24 hours, HUMAN_AGENT within 7 days when permitted, else SMS,
// else staff are asked in Slack to call.

let t: MetaApp;
beforeAll(async () => {
  t = await createMetaApp();
});
afterAll(() => t.close());

function fakeSms(answer: SendOutcome = { kind: 'sent', providerIds: ['SM1'] }) {
  const sent: Array<{ to: string; text: string }> = [];
  const sms: OutboundChannel & { sent: typeof sent; answer: SendOutcome } = {
    channel: 'sms',
    sent,
    answer,
    send: async (to, text) => {
      sent.push({ to, text });
      return sms.answer;
    },
  };
  return sms;
}

let seq = 0;
/** An order on `channel` waiting for staff, from a customer who last wrote `hoursAgo` hours ago. */
async function orderFrom(channel: 'fb' | 'ig', hoursAgo: number) {
  seq += 1;
  const phone = `+1512301${String(seq).padStart(4, '0')}`;
  const recipient = `77${String(seq).padStart(6, '0')}`;
  const placed = (await t.app.inject({ method: 'POST', url: '/api/order', payload: anOrder({ phone, channel, allergy_notes: 'sesame' }) })).json();
  const id = placed.order_id as string;
  await recordMetaOrder(t.database.db, id, channel, recipient, t.clock());
  await touchContact(t.database.db, channel, recipient, t.clock().minus({ hours: hoursAgo }));
  return { id, phone, recipient, message: { type: 'customer.order_decided', orderId: id, action: 'decline', reason: 'Fully booked' } as const };
}

const declined = (id: string) => `Sorry, the bakery cannot take your order ${id}: Fully booked. Reply here if you would like to order something else.`;

function deliveryWith(options: { humanAgentPermitted: boolean; sms: OutboundChannel }) {
  return createCustomerDelivery({
    db: t.database.db,
    catalogs: t.catalogs,
    clock: t.clock,
    outbound: { sms: options.sms, whatsapp: fakeSms() },
    meta: { api: createSendApi(t.config), humanAgentPermitted: options.humanAgentPermitted },
  });
}

describe('a staff decision on a Messenger or Instagram order', () => {
  it('inside the 24-hour window: a normal reply on that channel, nothing texted', async () => {
    t.graph.respondWith(delivered);
    const sms = fakeSms();
    for (const channel of ['fb', 'ig'] as const) {
      const { id, recipient, message } = await orderFrom(channel, 23);
      await deliveryWith({ humanAgentPermitted: false, sms })(message);
      const request = t.graph.requests.at(-1);
      expect(request?.body).toEqual({ recipient: { id: recipient }, messaging_type: 'RESPONSE', message: { text: declined(id) } });
    }
    expect(sms.sent).toEqual([]);
  });

  it('after 24 hours, within 7 days, with the Human Agent permission: tagged HUMAN_AGENT', async () => {
    const { id, recipient, message } = await orderFrom('fb', 24 * 6);
    const sms = fakeSms();
    await deliveryWith({ humanAgentPermitted: true, sms })(message);
    expect(t.graph.requests.at(-1)?.body).toEqual({ recipient: { id: recipient }, messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT', message: { text: declined(id) } });
    expect(sms.sent).toEqual([]);
  });

  it('after 24 hours without the permission, or after 7 days with it: by SMS to the order’s phone', async () => {
    for (const [hoursAgo, permitted] of [[25, false], [24 * 8, true]] as const) {
      const before = t.graph.requests.length;
      const { id, phone, message } = await orderFrom('ig', hoursAgo);
      const sms = fakeSms();
      await deliveryWith({ humanAgentPermitted: permitted, sms })(message);
      expect(t.graph.requests.length).toBe(before);
      expect(sms.sent).toEqual([{ to: phone, text: declined(id) }]);
    }
  });

  it('when Meta says the window has closed after all, it goes by SMS', async () => {
    t.graph.respondWith(graphError(400, 10, 2018278, 'This message is sent outside of allowed window.'));
    const { id, phone, message } = await orderFrom('fb', 1);
    const sms = fakeSms();
    await deliveryWith({ humanAgentPermitted: false, sms })(message);
    expect(sms.sent).toEqual([{ to: phone, text: declined(id) }]);
    t.graph.respondWith(delivered);
  });

  it('without SMS either, staff are asked in Slack to call, with what to tell the customer', async () => {
    const { id, phone, message } = await orderFrom('fb', 48);
    await deliveryWith({ humanAgentPermitted: false, sms: fakeSms({ kind: 'skipped', reason: 'not_configured' }) })(message);
    const queued = (await t.database.db.select().from(outbox)).map((row) => row.message).filter((m) => m.type === 'slack.call_customer' && m.orderId === id);
    expect(queued).toEqual([{ type: 'slack.call_customer', orderId: id, action: 'decline', text: declined(id) }]);
    const order = await findOrder(t.database.db, id);
    const alert = JSON.stringify(callCustomerAlert(order!, declined(id)));
    expect(alert).toContain(phone);
    expect(alert).toContain('Please call the customer');
    expect(alert).toContain('Fully booked');
  });

  it('a Send API rate limit is retried later, not skipped past', async () => {
    t.graph.respondWith(graphError(400, 613));
    const { message } = await orderFrom('fb', 1);
    const sms = fakeSms();
    await expect(deliveryWith({ humanAgentPermitted: false, sms })(message)).rejects.toBeInstanceOf(RetryLater);
    expect(sms.sent).toEqual([]);
    t.graph.respondWith(delivered);
  });
});
