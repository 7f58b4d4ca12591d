import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox, staffRequests } from '../../../src/db/schema.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { ACCOUNT_SID, AUTH_TOKEN, inboundParams, PUBLIC_BASE_URL, signedDelivery, twimlMessages } from '../helpers/twilio-webhook.js';

// Whole conversations through the real app: signed Twilio webhooks in, TwiML out, orders placed
// through the core.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_ACCOUNT_SID: ACCOUNT_SID, PUBLIC_BASE_URL, TWILIO_SMS_NUMBER: '+15125550199' },
  });
});
afterAll(() => t.close());

async function text(channel: 'sms' | 'whatsapp', from: string, body: string): Promise<string[]> {
  const response = await t.app.inject(signedDelivery(`/channels/${channel}`, inboundParams({ From: from, Body: body })));
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/xml/);
  return twimlMessages(response.body);
}

describe('ordering by SMS', () => {
  it('takes an order from first message to confirmation, relaying confirmation_text verbatim', async () => {
    const from = '+15125550111';
    expect(await text('sms', from, '2 slices of choc cake')).toEqual([expect.stringMatching(/When would you like it/)]);
    // Slices are picked up (spec 1): no question about delivery.
    expect((await text('sms', from, 'tomorrow at 3'))[0]).toMatch(/What name/);
    expect((await text('sms', from, 'Mia'))[0]).toMatch(/Here is your order: 2 x Chocolate Fudge Cake Slice \(regular\) 13\.00 USD/);
    const confirmation = await text('sms', from, 'YES');

    const [order] = await t.database.db.select().from(orders).where(eq(orders.phone, from));
    expect(order).toMatchObject({ channel: 'sms', customerName: 'Mia', status: 'confirmed', totalCents: 1300 });
    const status = (await t.app.inject({ method: 'GET', url: `/api/order/${order?.id}` })).json();
    expect(status.status).toBe('confirmed');
    // The exact confirmation_text the core would answer for this order, nothing added.
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]).toMatch(new RegExp(`^Your order ${order?.id} is confirmed: 2 x Chocolate Fudge Cake Slice`));
    expect(confirmation[0]).toMatch(/facility that processes nuts, dairy, eggs, wheat and soy, so we cannot guarantee that any item is free of these allergens\.$/);
  });

  it('answers a status question from the no-personal-data status', async () => {
    const from = '+15125550112';
    for (const body of ['a carrot slice tomorrow at 2 pickup', 'Zed Quux', 'yes']) await text('sms', from, body);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.phone, from));
    const reply = await text('sms', '+15125550113', `status of order ${order?.id}`);
    expect(reply[0]).toMatch(new RegExp(`Order ${order?.id}: Confirmed\\. Pickup on Sat, Nov 21 at 2:00 PM Central Time\\. Items: 1 x Carrot Cake Slice\\.`));
    expect(reply[0]).not.toContain('Zed');
    // "status" on its own means the sender's last order.
    expect((await text('sms', from, 'status?'))[0]).toContain(order?.id as string);
  });

  it('records a request for a person', async () => {
    const from = '+15125550114';
    expect((await text('sms', from, 'can I talk to a real person'))[0]).toMatch(/asked a member of our staff/);
    const requests = await t.database.db.select().from(staffRequests).where(eq(staffRequests.sender, from));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ channel: 'sms' });
    // The staff alert is queued with the request, in the same transaction.
    const queued = (await t.database.db.select().from(outbox)).map((row) => row.message);
    expect(queued).toContainEqual({ type: 'slack.staff_request', requestId: requests[0]?.id });
  });

  it('an allergy mention reaches the order as allergy_notes and the order goes to staff', async () => {
    const from = '+15125550115';
    for (const body of ['2 lemon slices tomorrow at 3 pickup', 'my son is allergic to eggs', 'Kim']) await text('sms', from, body);
    const confirmation = await text('sms', from, 'yes');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.phone, from));
    expect(order).toMatchObject({ status: 'needs_approval', allergyNotes: 'my son is allergic to eggs' });
    expect(confirmation[0]).toMatch(/not confirmed yet: staff will review it because you told us about an allergy/);
  });

  it('an allergy told after placing goes on the placed order, which goes back to staff for review', async () => {
    const from = '+15125550119';
    for (const body of ['whole vanilla bean cake, pickup sunday at 2pm, name Carla Diaz', 'yes']) await text('sms', from, body);
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.phone, from));
    expect(placed?.status).toBe('confirmed');
    const reply = await text('sms', from, 'oh shoot i forgot, my son is allergic to eggs. can you note that on the order?');
    expect(reply[0]).toMatch(/added your allergy note to it/);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.phone, from));
    expect(order).toMatchObject({ status: 'needs_approval', allergyNotes: expect.stringContaining('allergic to eggs') });
    expect(order?.escalationReasons).toContain('allergy_notes');
    const queued = (await t.database.db.select().from(outbox)).map((row) => row.message);
    expect(queued).toContainEqual({ type: 'slack.order_alert', orderId: order?.id });
    expect(await t.database.db.select().from(staffRequests).where(eq(staffRequests.sender, from))).toHaveLength(0);
  });

  it('an allergy told with a change after placing: the note goes on the order, and staff are asked for the change too', async () => {
    const from = '+15125550137';
    for (const body of ['whole carrot cake, pickup saturday at 3pm, name John Reyes', 'yes']) await text('sms', from, body);
    await text('sms', from, 'he cant have nuts, switch it to chocolate');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.phone, from));
    expect(order).toMatchObject({ status: 'needs_approval', allergyNotes: expect.stringContaining('cant have nuts') });
    const requests = await t.database.db.select().from(staffRequests).where(eq(staffRequests.sender, from));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.reason).toMatch(/customer wants to change placed order/);
  });

  it('the same order sent again just after placing it is pointed out, and a yes to it is the duplicate it is', async () => {
    const from = '+15125550131';
    const order = 'whole chocolate fudge cake pickup saturday 3pm, name Omar Haddad';
    for (const body of [order, 'yes']) await text('sms', from, body);
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.phone, from));
    const again = await text('sms', from, order);
    expect(again.join(' ')).toContain(`This is the same as order ${placed?.id}, which you have just placed. Reply YES only if you want a second, separate order.`);
    await text('sms', from, 'yes');
    expect(await t.database.db.select().from(orders).where(eq(orders.phone, from))).toHaveLength(1);
  });

  it('a beverage is never ordered', async () => {
    const from = '+15125550116';
    const reply = await text('sms', from, 'one latte for pickup tomorrow at 9');
    expect(reply.join(' ')).toMatch(/cafe only/);
    expect(await t.database.db.select().from(orders).where(eq(orders.phone, from))).toHaveLength(0);
  });

  it('the conversation survives a restart of the app', async () => {
    const from = '+15125550117';
    await text('sms', from, '3 vanilla slices');
    const restarted = await createTestApp({
      database: t.database,
      clock: t.clock,
      env: { TWILIO_AUTH_TOKEN: AUTH_TOKEN, PUBLIC_BASE_URL },
    });
    try {
      const response = await restarted.app.inject(signedDelivery('/channels/sms', inboundParams({ From: from, Body: 'tomorrow at noon' })));
      expect(twimlMessages(response.body)[0]).toMatch(/What name/);
    } finally {
      await restarted.app.close();
    }
  });

  it('a conversation idle for more than 3 hours starts afresh', async () => {
    const from = '+15125550118';
    await text('sms', from, '3 vanilla slices');
    t.clock.advance({ hours: 4 });
    expect((await text('sms', from, 'tomorrow at noon'))[0]).toMatch(/What would you like to order/);
    t.clock.set('2026-11-20T10:00:00-06:00');
  });
});

describe('ordering by WhatsApp', () => {
  it('the sender without its whatsapp: prefix is the phone, and the channel is whatsapp', async () => {
    const from = 'whatsapp:+15125550121';
    for (const body of ['a whole lemon cake for sunday at 1pm', 'pickup', 'Ola']) await text('whatsapp', from, body);
    await text('whatsapp', from, 'yes');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.phone, '+15125550121'));
    expect(order).toMatchObject({ channel: 'whatsapp', customerName: 'Ola', status: 'confirmed' });
  });
});
