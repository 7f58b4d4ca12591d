import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundChannel, SendOutcome } from '../../channels/channel.js';
import { createCustomerDelivery } from '../../channels/customer-notifications.js';
import { chatMessages, chatOrders } from '../../src/db/schema.js';
import { CannotDeliver, RetryLater } from '../../src/staff/outbox-messages.js';
import { createDecideOrder } from '../../src/staff/staff-decisions.js';
import { anOrder, createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function fakeOutbound(channel: 'sms' | 'whatsapp', answer: SendOutcome = { kind: 'sent', providerIds: ['SM1'] }) {
  const sent: Array<{ to: string; text: string }> = [];
  const outbound: OutboundChannel & { sent: typeof sent; answer: SendOutcome } = {
    channel,
    sent,
    answer,
    send: async (to, text) => {
      sent.push({ to, text });
      return outbound.answer;
    },
  };
  return outbound;
}

let seq = 0;
async function placeNeedingApproval(channel: string) {
  const phone = `+1512208${String(seq++).padStart(4, '0')}`;
  const placed = (await t.app.inject({ method: 'POST', url: '/api/order', payload: anOrder({ phone, channel, allergy_notes: 'sesame' }) })).json();
  return { id: placed.order_id as string, phone };
}

describe('customers hear staff decisions over their own channel', () => {
  const sms = fakeOutbound('sms');
  const whatsapp = fakeOutbound('whatsapp');
  const deliver = () => createCustomerDelivery({ db: t.database.db, catalogs: t.catalogs, outbound: { sms, whatsapp } });
  const decide = () => createDecideOrder({ db: t.database.db, clock: t.clock });

  it('an approval relays the confirmation text for the confirmed order, verbatim, by SMS', async () => {
    const { id, phone } = await placeNeedingApproval('sms');
    await decide()({ orderId: id, action: 'approve', actor: '<@U1>', reason: null });
    await deliver()({ type: 'customer.order_decided', orderId: id, action: 'approve', reason: null });
    expect(sms.sent.at(-1)?.to).toBe(phone);
    expect(sms.sent.at(-1)?.text).toMatch(new RegExp(`^Your order ${id} is confirmed: 2 x Chocolate Fudge Cake Slice \\(regular\\) 13\\.00 USD\\.`));
    expect(sms.sent.at(-1)?.text).toContain('facility that processes nuts, dairy, eggs, wheat and soy');
  });

  it('a decline on WhatsApp gives staff’s reason and invents nothing', async () => {
    const { id, phone } = await placeNeedingApproval('whatsapp');
    await deliver()({ type: 'customer.order_decided', orderId: id, action: 'decline', reason: 'Fully booked' });
    expect(whatsapp.sent.at(-1)).toEqual({ to: phone, text: `Sorry, the bakery cannot take your order ${id}: Fully booked. Reply here if you would like to order something else.` });
  });

  it('a voice order is told by SMS to the caller', async () => {
    const { id, phone } = await placeNeedingApproval('voice');
    await deliver()({ type: 'customer.order_decided', orderId: id, action: 'cancel', reason: null });
    expect(sms.sent.at(-1)).toEqual({ to: phone, text: `Your order ${id} has been cancelled.` });
  });

  it('a web API order has no channel to push to, and is done', async () => {
    const before = sms.sent.length + whatsapp.sent.length;
    const { id } = await placeNeedingApproval('web');
    await deliver()({ type: 'customer.order_decided', orderId: id, action: 'approve', reason: null });
    expect(sms.sent.length + whatsapp.sent.length).toBe(before);
  });

  it('an opted-out number is not retried; an unconfigured channel waits; a closed WhatsApp window is dead-lettered', async () => {
    const { id } = await placeNeedingApproval('whatsapp');
    const message = { type: 'customer.order_decided', orderId: id, action: 'approve', reason: null } as const;
    whatsapp.answer = { kind: 'skipped', reason: 'opted_out' };
    await expect(deliver()(message)).resolves.toBeUndefined();
    whatsapp.answer = { kind: 'skipped', reason: 'not_configured' };
    await expect(deliver()(message)).rejects.toBeInstanceOf(RetryLater);
    whatsapp.answer = { kind: 'skipped', reason: 'outside_session_window' };
    await expect(deliver()(message)).rejects.toBeInstanceOf(CannotDeliver);
    whatsapp.answer = { kind: 'failed', code: '500', retryable: true, message: 'x', providerIds: [] };
    await expect(deliver()(message)).rejects.toBeInstanceOf(RetryLater);
  });
});

describe('web chat orders hear staff decisions in the chat', () => {
  const unused = fakeOutbound('sms');
  const deliver = () => createCustomerDelivery({ db: t.database.db, catalogs: t.catalogs, clock: t.clock, outbound: { sms: unused, whatsapp: fakeOutbound('whatsapp') } });

  it('a decision on a web chat order becomes a staff message in that chat, once; nothing is texted', async () => {
    const { id } = await placeNeedingApproval('webchat');
    await t.database.db.insert(chatOrders).values({ orderId: id, sessionId: 'wc_session-for-test', createdAt: new Date() });
    const message = { type: 'customer.order_decided', orderId: id, action: 'decline', reason: 'Fully booked' } as const;
    await deliver()(message);
    await deliver()(message); // the outbox delivering it again
    const rows = await t.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, 'wc_session-for-test'));
    expect(rows.map((row) => ({ role: row.role, text: row.text }))).toEqual([
      { role: 'staff', text: `Sorry, the bakery cannot take your order ${id}: Fully booked. Reply here if you would like to order something else.` },
    ]);
    expect(unused.sent).toEqual([]);
  });

  it('an order tagged webchat without a chat (a direct API call) is dead-lettered for staff to call', async () => {
    const { id } = await placeNeedingApproval('webchat');
    await expect(deliver()({ type: 'customer.order_decided', orderId: id, action: 'approve', reason: null })).rejects.toBeInstanceOf(CannotDeliver);
  });
});
