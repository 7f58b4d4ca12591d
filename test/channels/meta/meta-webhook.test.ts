import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaSignature } from '../../../channels/meta/signature.js';
import { metaOrders, orders, outbox } from '../../../src/db/schema.js';
import { createTestApp } from '../../helpers/test-app.js';
import { graphError } from './helpers/fake-graph-api.js';
import { APP_SECRET, createMetaApp, IG_ID, type MetaApp, PAGE_ID, textEvent, VERIFY_TOKEN, webhook } from './helpers/meta-app.js';

// Messenger and Instagram through the whole app: signed webhooks in, the outbox worker running the
// conversation, and replies out through a fake Graph API on 127.0.0.1.

let t: MetaApp;
beforeAll(async () => {
  t = await createMetaApp();
});
afterAll(() => t.close());

let senders = 0;
const newSender = () => `90000${String(++senders).padStart(5, '0')}`;

/** The customer writes; the worker answers; the texts they received for it come back. */
async function say(channel: 'fb' | 'ig', sender: string, text: string): Promise<string[]> {
  const before = t.graph.textsTo(sender).length;
  const response = await t.post(webhook(channel, textEvent(channel, sender, text)));
  expect(response.statusCode, response.body).toBe(200);
  await t.drain();
  return t.graph.textsTo(sender).slice(before);
}

const lastRequestTo = (sender: string) => t.graph.requests.filter((r) => r.body.recipient?.id === sender).at(-1);

describe('the subscription handshake', () => {
  it('echoes the challenge when the verify token matches', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/channels/meta?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('1158201444');
  });

  it('refuses a wrong token or mode with 403', async () => {
    for (const query of [`hub.mode=subscribe&hub.verify_token=wrong-token-xx&hub.challenge=1`, `hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`, 'hub.challenge=1']) {
      const response = await t.app.inject({ method: 'GET', url: `/channels/meta?${query}` });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('meta_verification_failed');
    }
  });
});

describe('signatures and bodies', () => {
  const body = JSON.stringify(webhook('fb', textEvent('fb', '123', 'hi')));
  const countQueued = async () => (await t.database.db.select().from(outbox)).length;

  it('refuses a missing or forged X-Hub-Signature-256 with 403 and queues nothing', async () => {
    const before = await countQueued();
    const forged = [undefined, metaSignature('another-app-secret', body), 'sha256=', 'sha1=abc', metaSignature(APP_SECRET, `${body} `)];
    for (const signature of forged) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/channels/meta',
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
        payload: body,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('invalid_signature');
    }
    expect(await countQueued()).toBe(before);
  });

  it('checks the signature over the raw bytes, as Meta sent them (non-ASCII escaped)', async () => {
    const sender = newSender();
    const raw = JSON.stringify(webhook('fb', textEvent('fb', sender, 'café menu'))).replace('é', '\\u00e9');
    const response = await t.post(raw);
    expect(response.statusCode).toBe(200);
  });

  it('answers a signed body that is not a webhook with 400, never a 5xx', async () => {
    for (const payload of ['{not json', '[]', '{"object":"page"}', '{"object":"page","entry":{}}', '"text"']) {
      const response = await t.post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error).toBe('not_a_meta_webhook');
    }
    const form = await t.app.inject({ method: 'POST', url: '/channels/meta', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
  });
});

describe('conversations on Messenger and Instagram', () => {
  for (const channel of ['fb', 'ig'] as const) {
    it(`takes a whole order on ${channel}: assistant disclosed, phone asked, order tagged ${channel}, confirmation verbatim`, async () => {
      const sender = newSender();
      const first = await say(channel, sender, '2 carrot slices tomorrow at 3 pickup');
      expect(first[0]).toBe("Hi! I'm the bakery's automated ordering assistant.");
      expect(first.join('\n')).toMatch(/name/i);
      const asked = await say(channel, sender, 'Ann Baker');
      expect(asked.join(' ')).toMatch(/What phone number/);
      expect(asked.join(' ')).not.toMatch(/automated/);
      // A different number per channel: the same order twice would be the same order.
      const phone = channel === 'fb' ? '142' : '143';
      const summary = await say(channel, sender, `(512) 555-0${phone}`);
      expect(summary.at(-1)).toMatch(/^Here is your order: 2 x Carrot Cake Slice/);
      expect(lastRequestTo(sender)?.body.message.quick_replies).toEqual(['Yes', 'No', 'Start over'].map((label) => ({ content_type: 'text', title: label, payload: label })));
      const confirmation = await say(channel, sender, 'yes');
      const [link] = await t.database.db.select().from(metaOrders).where(eq(metaOrders.recipient, sender));
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, link?.orderId ?? ''));
      expect(order).toMatchObject({ channel, phone: `+15125550${phone}`, customerName: 'Ann Baker', status: 'confirmed' });
      const placed = await t.app.inject({ method: 'GET', url: `/api/order/${order?.id}` });
      expect(placed.statusCode).toBe(200);
      expect(confirmation.join('')).toMatch(new RegExp(`^Your order ${order?.id} is confirmed: 2 x Carrot Cake Slice`));
      // Sent to the right account, as a reply inside the window, with the page token in a header.
      const request = lastRequestTo(sender);
      expect(request?.path).toBe(`/v21.0/${channel === 'fb' ? PAGE_ID : IG_ID}/messages`);
      expect(request?.body.messaging_type).toBe('RESPONSE');
      expect(request?.headers.authorization).toBe('Bearer EAAG-test-page-access-token');
    });
  }

  it('reads a tapped quick reply by its payload and a postback as the customer’s answer', async () => {
    const sender = newSender();
    await say('fb', sender, 'a carrot cake saturday at 3');
    await t.post(webhook('fb', textEvent('fb', sender, 'Pick up', { quick_reply: { payload: 'Pickup' } })));
    await t.drain();
    expect(t.graph.textsTo(sender).at(-1)).toMatch(/What name/);
    const postback = { sender: { id: sender }, recipient: { id: PAGE_ID }, timestamp: 1764000009999, postback: { mid: `m_pb_${sender}`, title: 'Start over', payload: 'Start over' } };
    await t.post(webhook('fb', postback));
    await t.drain();
    expect(t.graph.textsTo(sender).at(-1)).not.toMatch(/What name/);
  });

  it('answers an attachment with a short text-only reply', async () => {
    const sender = newSender();
    const photo = { sender: { id: sender }, recipient: { id: IG_ID }, timestamp: 1, message: { mid: `m_photo_${sender}`, attachments: [{ type: 'image', payload: { url: 'https://example.test/cake.jpg' } }] } };
    await t.post(webhook('ig', photo));
    await t.drain();
    expect(t.graph.textsTo(sender)).toEqual(["Hi! I'm the bakery's automated ordering assistant.", 'Sorry, I can only read text messages. Please type what you would like.']);
  });

  it('handles every event of a batched POST, several customers on several entries', async () => {
    const [a, b, c] = [newSender(), newSender(), newSender()];
    const body = {
      object: 'page',
      entry: [
        { id: PAGE_ID, time: 1, messaging: [textEvent('fb', a, 'hours'), textEvent('fb', b, 'menu')] },
        { id: PAGE_ID, time: 2, messaging: [textEvent('fb', c, 'hi')] },
      ],
    };
    expect((await t.post(body)).statusCode).toBe(200);
    await t.drain();
    for (const sender of [a, b, c]) expect(t.graph.textsTo(sender).length).toBeGreaterThan(0);
    expect(t.graph.textsTo(a).join(' ')).toMatch(/8 AM/);
  });

  it('handles a redelivered mid once', async () => {
    const sender = newSender();
    const event = textEvent('fb', sender, 'menu');
    expect((await t.post(webhook('fb', event))).statusCode).toBe(200);
    await t.drain();
    const answered = t.graph.textsTo(sender).length;
    expect((await t.post(webhook('fb', event))).statusCode).toBe(200);
    expect((await t.post({ object: 'page', entry: [{ id: PAGE_ID, time: 3, messaging: [event, event] }] })).statusCode).toBe(200);
    await t.drain();
    expect(t.graph.textsTo(sender).length).toBe(answered);
  });

  it('handles a mid delivered twice at the same moment once', async () => {
    const sender = newSender();
    const event = textEvent('fb', sender, 'hours');
    const responses = await Promise.all([t.post(webhook('fb', event)), t.post(webhook('fb', event)), t.post(webhook('fb', event))]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    await t.drain();
    // The disclosure, then the one answer.
    expect(t.graph.textsTo(sender)).toHaveLength(2);
  });

  it('stores a message with a NUL in it instead of failing the batch', async () => {
    const sender = newSender();
    const response = await t.post(webhook('fb', textEvent('fb', sender, 'hours\u0000 please')));
    expect(response.statusCode).toBe(200);
    await t.drain();
    expect(t.graph.textsTo(sender).join(' ')).toMatch(/8 AM/);
  });

  it('ignores echoes of our own sends, delivery and read receipts', async () => {
    const sender = newSender();
    const before = t.graph.requests.length;
    const echo = { sender: { id: PAGE_ID }, recipient: { id: sender }, timestamp: 1, message: { mid: 'm_echo_1', text: 'Hi!', is_echo: true, app_id: 42 } };
    const delivery = { sender: { id: sender }, recipient: { id: PAGE_ID }, timestamp: 1, delivery: { mids: ['m_1'], watermark: 1 } };
    const read = { sender: { id: sender }, recipient: { id: PAGE_ID }, timestamp: 1, read: { watermark: 1 } };
    expect((await t.post(webhook('fb', echo, delivery, read))).statusCode).toBe(200);
    await t.drain();
    expect(t.graph.requests.length).toBe(before);
  });
});

describe('sending through the outbox', () => {
  it('waits out a Send API rate limit (429, code 613) and then delivers', async () => {
    const sender = newSender();
    t.graph.respondWith(graphError(429, 613, undefined, 'Calls to this api have exceeded the rate limit.'));
    await t.post(webhook('fb', textEvent('fb', sender, 'hours')));
    await t.drain();
    const pending = (await t.database.db.select().from(outbox).orderBy(outbox.id)).filter((row) => row.status === 'pending' && (row.message as { recipient?: string }).recipient === sender);
    expect(pending.length).toBeGreaterThan(0);
    for (const row of pending) expect(row.lastError).toMatch(/meta_rate_limited_613/); // the one refused, and any that wait behind it
    const waiting = pending[0];
    t.graph.respondWith((request) => ({ status: 200, body: { recipient_id: request.body.recipient.id, message_id: 'm_ok' } }));
    await t.drain();
    expect((await t.database.db.select().from(outbox).where(eq(outbox.id, waiting?.id ?? 0)))[0]?.status).toBe('pending'); // not before its time
    t.clock.advance({ seconds: 61 });
    await t.drain();
    for (const row of pending) expect((await t.database.db.select().from(outbox).where(eq(outbox.id, row.id)))[0]?.status).toBe('sent');
    expect(t.graph.requests.filter((r) => r.body.recipient?.id === sender).at(-1)?.body.message.text).toMatch(/8 AM/);
  });

  it('dead-letters a permanent error with the reason', async () => {
    const sender = newSender();
    t.graph.respondWith(graphError(400, 551, 1545041, 'This person isn\'t available right now.'));
    await t.post(webhook('fb', textEvent('fb', sender, 'hours')));
    await t.drain();
    const rows = (await t.database.db.select().from(outbox)).filter((row) => (row.message as { recipient?: string }).recipient === sender);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.status).toBe('dead');
      expect(row.lastError).toMatch(/^Messenger: meta_person_unavailable: This person isn't available right now\.$/);
    }
    t.graph.respondWith((request) => ({ status: 200, body: { recipient_id: request.body.recipient.id, message_id: 'm_ok' } }));
  });
});

describe('without the Meta settings', () => {
  it('answers 404 on both routes', async () => {
    const off = await createTestApp({ database: t.database });
    try {
      expect((await off.app.inject({ method: 'GET', url: `/channels/meta?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1` })).statusCode).toBe(404);
      const body = JSON.stringify(webhook('fb', textEvent('fb', '1', 'hi')));
      const response = await off.app.inject({ method: 'POST', url: '/channels/meta', headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(APP_SECRET, body) }, payload: body });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
