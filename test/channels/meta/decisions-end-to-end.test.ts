import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundChannel } from '../../../channels/channel.js';
import { createCustomerDelivery } from '../../../channels/customer-notifications.js';
import { createSendApi } from '../../../channels/meta/send-api.js';
import { metaOrders, orders } from '../../../src/db/schema.js';
import { createDecideOrder } from '../../../src/staff/staff-decisions.js';
import { createMetaApp, type MetaApp, textEvent, webhook } from './helpers/meta-app.js';

// A delivery order placed in a Messenger conversation waits for staff; staff approve; the customer
// hears it on Messenger while the window is open, and by SMS once it has closed.

let t: MetaApp;
beforeAll(async () => {
  t = await createMetaApp();
});
afterAll(() => t.close());

const texted: Array<{ to: string; text: string }> = [];
const sms: OutboundChannel = {
  channel: 'sms',
  send: async (to, text) => {
    texted.push({ to, text });
    return { kind: 'sent', providerIds: ['SM1'] };
  },
};

async function say(sender: string, text: string): Promise<string[]> {
  const before = t.graph.textsTo(sender).length;
  expect((await t.post(webhook('fb', textEvent('fb', sender, text)))).statusCode).toBe(200);
  await t.drain();
  return t.graph.textsTo(sender).slice(before);
}

async function placeDeliveryOrder(sender: string, phone: string) {
  await say(sender, 'a carrot cake sat 2pm');
  await say(sender, 'delivery to 500 Congress Ave Austin');
  await say(sender, 'Ann Baker');
  const summary = await say(sender, phone);
  expect(summary.at(-1)).toMatch(/^Here is your order/);
  await say(sender, 'yes');
  const [link] = await t.database.db.select().from(metaOrders).where(eq(metaOrders.recipient, sender));
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, link?.orderId ?? ''));
  expect(order).toMatchObject({ channel: 'fb', status: 'needs_approval' });
  return order!.id;
}

async function approve(orderId: string) {
  await createDecideOrder({ db: t.database.db, clock: t.clock })({ orderId, action: 'approve', actor: '<@U1>', reason: null });
  const deliver = createCustomerDelivery({
    db: t.database.db,
    catalogs: t.catalogs,
    clock: t.clock,
    outbound: { sms, whatsapp: sms },
    meta: { api: createSendApi(t.config), humanAgentPermitted: false },
  });
  await deliver({ type: 'customer.order_decided', orderId, action: 'approve', reason: null });
}

describe('staff decisions on an order placed over Messenger', () => {
  it('inside the window: the confirmation arrives on Messenger as a reply', async () => {
    const sender = '5550001';
    const id = await placeDeliveryOrder(sender, '(512) 555-0171');
    t.clock.advance({ hours: 2 });
    await approve(id);
    const last = t.graph.requests.at(-1);
    expect(last?.body.recipient.id).toBe(sender);
    expect(last?.body.messaging_type).toBe('RESPONSE');
    expect(last?.body.message.text).toMatch(new RegExp(`^Your order ${id} is confirmed`));
    expect(texted).toEqual([]);
  });

  it('outside the window, without the Human Agent permission: by SMS to the phone given in the chat', async () => {
    const sender = '5550002';
    const id = await placeDeliveryOrder(sender, '(512) 555-0172');
    const before = t.graph.requests.length;
    t.clock.advance({ hours: 30 });
    await approve(id);
    expect(t.graph.requests.length).toBe(before);
    expect(texted).toEqual([{ to: '+15125550172', text: expect.stringMatching(new RegExp(`^Your order ${id} is confirmed`)) }]);
  });
});
