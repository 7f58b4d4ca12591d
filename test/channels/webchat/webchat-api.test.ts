import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuText } from '../../../src/conversation/english/phrases.js';
import { chatOrders, orders } from '../../../src/db/schema.js';
import { createWebchatApp, STOREFRONT_URL, type WebchatApp } from './helpers/webchat-app.js';

// The web chat's JSON API through a bare app: real conversation, real core, test database.

let t: WebchatApp;
beforeAll(async () => {
  t = await createWebchatApp({ options: { messagesPerMinute: 8 } });
});
afterAll(() => t.close());

type Row = { seq: number; role: string; text: string; menu: boolean; quick_replies: string[] };

async function newSession(): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/chat/sessions' });
  expect(response.statusCode).toBe(201);
  return response.json().session_id;
}

async function say(sessionId: string, text: string): Promise<Row[]> {
  const response = await t.app.inject({ method: 'POST', url: `/api/chat/sessions/${sessionId}/messages`, payload: { text } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().messages;
}

async function transcript(sessionId: string, after = 0): Promise<Row[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/chat/sessions/${sessionId}/messages?after=${after}` });
  expect(response.statusCode).toBe(200);
  return response.json().messages;
}

describe('web chat sessions and messages', () => {
  it('a new session has an unguessable id and starts with the greeting', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/chat/sessions' });
    const body = response.json();
    expect(body.session_id).toMatch(/^wc_[A-Za-z0-9_-]{24}$/); // 144 random bits
    expect(body.messages).toEqual([expect.objectContaining({ role: 'assistant', text: expect.stringMatching(/^Hi! I'm the bakery's automated ordering assistant\. What would you like to order\?$/) })]);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await newSession()).not.toBe(body.session_id);
  });

  it('a message is stored with the replies, and the transcript comes back after a reload', async () => {
    const id = await newSession();
    const rows = await say(id, 'a carrot cake saturday at 3');
    expect(rows.map((row) => row.role)).toEqual(['customer', 'assistant']);
    expect(rows[0]?.text).toBe('a carrot cake saturday at 3');
    expect(rows[1]?.text).toMatch(/pick it up/);
    expect(rows[1]?.quick_replies).toEqual(['Pickup', 'Delivery', 'Menu', 'Start over']);

    const all = await transcript(id);
    expect(all.map((row) => row.text)).toEqual([expect.stringMatching(/automated ordering assistant/), rows[0]?.text, rows[1]?.text]);
    expect(await transcript(id, rows[0]?.seq)).toEqual([rows[1]]);
    // The conversation goes on where it was.
    expect((await say(id, 'pickup')).at(-1)?.text).toMatch(/What name/);
  });

  it('takes a whole order: name and phone asked in the chat, phone stored in E.164, order linked to the chat', async () => {
    const id = await newSession();
    await say(id, '2 carrot slices tomorrow at 3 pickup');
    expect((await say(id, 'Ann Baker')).at(-1)?.text).toMatch(/What phone number/);
    expect((await say(id, 'not a number')).map((row) => row.text).join(' ')).toMatch(/does not look like a phone number/);
    const summary = (await say(id, '(512) 555-0142')).at(-1);
    expect(summary?.text).toMatch(/^Here is your order: 2 x Carrot Cake Slice/);
    expect(summary?.quick_replies).toEqual(['Yes', 'No', 'Start over']);
    const confirmation = (await say(id, 'yes')).at(-1)?.text ?? '';
    const [link] = await t.database.db.select().from(chatOrders).where(eq(chatOrders.sessionId, id));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, link?.orderId ?? ''));
    expect(order).toMatchObject({ channel: 'webchat', phone: '+15125550142', customerName: 'Ann Baker', status: 'confirmed' });
    expect(confirmation).toMatch(new RegExp(`^Your order ${order?.id} is confirmed: 2 x Carrot Cake Slice`));
  });

  it('the menu reply is marked so the browser shows the cards', async () => {
    const id = await newSession();
    const reply = (await say(id, 'menu')).at(-1);
    expect(reply).toMatchObject({ text: expect.stringContaining(menuText(t.catalogs.current().catalog)), menu: true });
  });

  it('refuses an empty, too long or malformed message with 400 and a clear message', async () => {
    const id = await newSession();
    const post = (payload: unknown) => t.app.inject({ method: 'POST', url: `/api/chat/sessions/${id}/messages`, payload: payload as object });
    const empty = await post({ text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'validation_failed', message: 'text: the message is empty' });
    const long = await post({ text: 'a'.repeat(1001) });
    expect(long.json()).toMatchObject({ error: 'validation_failed', message: expect.stringMatching(/longer than 1000 characters/) });
    expect((await post({ text: 42 })).json()).toMatchObject({ error: 'validation_failed' });
    expect((await post({})).statusCode).toBe(400);
    const notJson = await t.app.inject({ method: 'POST', url: `/api/chat/sessions/${id}/messages`, headers: { 'content-type': 'application/json' }, payload: '{"text":' });
    expect(notJson.json()).toMatchObject({ error: 'invalid_json' });
    expect((await t.app.inject({ method: 'GET', url: `/api/chat/sessions/${id}/messages?after=x` })).statusCode).toBe(400);
    // Nothing was stored: only the greeting.
    expect(await transcript(id)).toHaveLength(1);
  });

  it("a body over the chat's 16 KiB limit gets 413 naming that limit, not the order route's", async () => {
    const id = await newSession();
    const response = await t.app.inject({ method: 'POST', url: `/api/chat/sessions/${id}/messages`, payload: { text: 'a'.repeat(20_000) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'body_too_large', message: expect.stringContaining('16384 bytes (16 KiB)') });
    expect(response.json().message).not.toContain('32768');
  });

  it('a NUL, a control character or a broken surrogate is dropped rather than failing the database', async () => {
    const id = await newSession();
    const rows = await say(id, 'hel\u0000lo\u0007\ud800');
    expect(rows[0]?.text).toBe('hello');
  });

  it('a message sent again with its client_message_id gets the first answer, and the conversation takes it once', async () => {
    const id = await newSession();
    const send = () =>
      t.app.inject({ method: 'POST', url: `/api/chat/sessions/${id}/messages`, payload: { text: '2 carrot slices tomorrow at 3', client_message_id: 'msg-0001-abcd' } });
    const first = await send();
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const all = await transcript(id);
    expect(all.filter((row) => row.role === 'customer')).toHaveLength(1);
    // The conversation moved on once: it asks about pickup, not about the slices again.
    expect((await say(id, 'pickup')).at(-1)?.text).toMatch(/What name/);
  });

  it('a client_message_id belongs to its session, and a new id is a new message', async () => {
    const [a, b] = [await newSession(), await newSession()];
    const post = (session: string, text: string, clientId: string) =>
      t.app.inject({ method: 'POST', url: `/api/chat/sessions/${session}/messages`, payload: { text, client_message_id: clientId } });
    await post(a, 'menu', 'shared-id-123');
    const other = await post(b, '2 carrot slices tomorrow at 3', 'shared-id-123');
    expect(other.json().messages[0].text).toBe('2 carrot slices tomorrow at 3');
    await post(a, 'menu', 'another-id-456');
    expect((await transcript(a)).filter((row) => row.role === 'customer')).toHaveLength(2);
  });

  it('a copy arriving while the first is still answered gets 409, never a second turn', async () => {
    const id = await newSession();
    const send = () =>
      t.app.inject({ method: 'POST', url: `/api/chat/sessions/${id}/messages`, payload: { text: 'red velvet whole saturday', client_message_id: 'racing-copy-1' } });
    const answers = await Promise.all([send(), send()]);
    // The copy is either refused while the first runs, or answered from it once it is done.
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const conflict = answers.find((answer) => answer.statusCode === 409);
    if (conflict) expect(conflict.json().error).toBe('chat_message_in_flight');
    expect((await transcript(id)).filter((row) => row.role === 'customer')).toHaveLength(1);
  });

  it('a malformed client_message_id is a 400 that says what to send', async () => {
    const id = await newSession();
    const response = await t.app.inject({ method: 'POST', url: `/api/chat/sessions/${id}/messages`, payload: { text: 'hi', client_message_id: 'no spaces!' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/client_message_id: use 8 to 64 letters/);
  });

  it('an unknown session is a 404, whatever its shape', async () => {
    for (const id of ['wc_AAAAAAAAAAAAAAAAAAAAAAAA', 'nope', '..%2F..%2Fetc']) {
      for (const [method, url] of [
        ['GET', `/api/chat/sessions/${id}/messages`],
        ['POST', `/api/chat/sessions/${id}/messages`],
        ['GET', `/api/chat/sessions/${id}/events`],
      ] as const) {
        const response = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: { text: 'hi' } } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('limits each session to its messages per minute: 429 with Retry-After, other sessions unaffected', async () => {
    const id = await newSession();
    for (let i = 0; i < 8; i++) await say(id, 'hours');
    t.clock.advance({ seconds: 20 });
    const refused = await t.app.inject({ method: 'POST', url: `/api/chat/sessions/${id}/messages`, payload: { text: 'hours' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    expect(refused.json()).toMatchObject({ error: 'chat_rate_limited' });
    expect(await transcript(id)).toHaveLength(1 + 8 * 2); // the refused message was not stored
    await say(await newSession(), 'hours');
    t.clock.advance({ seconds: 41 });
    await say(id, 'hours');
  });
});

describe('the web chat is served safely', () => {
  it('sets the content security policy and the usual security headers on the page, assets and API', async () => {
    const id = await newSession();
    for (const url of ['/chat', '/chat?embed=1', '/chat/assets/chat.js', '/chat/widget.js', '/api/chat/menu', `/api/chat/sessions/${id}/messages`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const csp = response.headers['content-security-policy'];
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain(`frame-ancestors 'self' ${STOREFRONT_URL}`);
      expect(csp).toContain("base-uri 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
    const refused = await t.app.inject({ method: 'POST', url: `/api/chat/sessions/${id}/messages`, payload: { text: '' } });
    expect(refused.headers['content-security-policy']).toBeDefined();
  });

  it('serves the page with hashed, immutable assets and no inline script', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/chat' })).body;
    expect(page).not.toMatch(/<script>|<script [^>]*>[^<]+<\/script>|style=/);
    const js = /src="(chat\/assets\/chat\.js\?v=[0-9a-f]{16})"/.exec(page)?.[1];
    expect(js).toBeDefined();
    const asset = await t.app.inject({ method: 'GET', url: `/${js}` });
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/chat/assets/chat.js' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/chat/assets/..%2Fwebchat-routes.ts' })).statusCode).toBe(404);
    const widget = await t.app.inject({ method: 'GET', url: '/chat/widget.js' });
    expect(widget.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(widget.body).toContain("'/chat?embed=1'");
  });

  it('answers CORS for the storefront origin only', async () => {
    const fromShop = await t.app.inject({ method: 'GET', url: '/api/chat/menu', headers: { origin: STOREFRONT_URL } });
    expect(fromShop.headers['access-control-allow-origin']).toBe(STOREFRONT_URL);
    const fromElsewhere = await t.app.inject({ method: 'GET', url: '/api/chat/menu', headers: { origin: 'https://evil.example' } });
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('menu cards', () => {
  it('come from the live catalog: names, prices, sizes, allergens (null is unknown), beverages in the cafe only', async () => {
    const menu = (await t.app.inject({ method: 'GET', url: '/api/chat/menu' })).json();
    const byId = new Map(menu.products.map((product: { id: string }) => [product.id, product]));
    expect(menu.products).toHaveLength(t.catalogs.current().catalog.products.length);
    expect(byId.get('carrot-slice')).toMatchObject({
      name: 'Carrot Cake Slice',
      display_name: 'Carrot Cake (slice)',
      allergens: ['wheat', 'eggs', 'dairy', 'tree-nuts'],
      allergens_text: 'Contains: wheat, eggs, dairy, tree-nuts',
      available: true,
      in_cafe_only: false,
    });
    expect(byId.get('red-velvet-whole')).toMatchObject({ price: '50.00 USD', allergens: 'unknown', allergens_text: 'Allergens not confirmed: may contain common allergens' });
    expect(byId.get('lemon-whole')).toMatchObject({ sizes: [{ size: '10-inch', price: '58.00 USD' }] });
    expect(byId.get('strawberry-shortcake-whole')).toMatchObject({ available: false });
    const beverages = menu.products.filter((product: { category: string }) => product.category === 'beverage');
    expect(beverages.length).toBeGreaterThan(0);
    expect(beverages.every((product: { in_cafe_only: boolean }) => product.in_cafe_only)).toBe(true);
    expect(menu.allergen_disclaimer).toContain('cannot guarantee');
  });
});

describe('staff decisions reach the chat', () => {
  it('an approval is appended to the transcript as a staff message, once, with the text SMS customers get', async () => {
    const id = await newSession();
    for (const text of ['2 lemon slices tomorrow at 3 pickup', 'my son is allergic to eggs', 'Kim', '512 555 0143']) await say(id, text);
    const placed = (await say(id, 'yes')).at(-1)?.text ?? '';
    expect(placed).toMatch(/not confirmed yet/);
    const [link] = await t.database.db.select().from(chatOrders).where(eq(chatOrders.sessionId, id));
    const orderId = link?.orderId ?? '';
    const before = await transcript(id);
    await t.staffDecides(orderId, 'approve');
    const after = await transcript(id, before.at(-1)?.seq);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ role: 'staff', text: expect.stringMatching(new RegExp(`^Your order ${orderId} is confirmed: 2 x Lemon Chiffon Cake Slice`)) });
    // The outbox delivering the same decision again does not show it twice.
    await t.staffDecides(orderId, 'approve').catch(() => {});
    expect(await transcript(id, before.at(-1)?.seq)).toHaveLength(1);
  });

  it('a decline gives staff’s reason', async () => {
    const id = await newSession();
    for (const text of ['a carrot cake tomorrow at 3 delivery', '1 Main St, Austin', 'Lee', '5125550144', 'yes']) await say(id, text);
    const [link] = await t.database.db.select().from(chatOrders).where(eq(chatOrders.sessionId, id));
    await t.staffDecides(link?.orderId ?? '', 'decline', 'Outside the delivery area');
    expect((await transcript(id)).at(-1)).toMatchObject({
      role: 'staff',
      text: `Sorry, the bakery cannot take your order ${link?.orderId}: Outside the delivery area. Reply here if you would like to order something else.`,
    });
  });
});

describe('transcript retention', () => {
  it('deletes chat messages and order links older than the cutoff, keeping newer ones', async () => {
    const { purgeChatTranscripts } = await import('../../../channels/webchat/chat-transcript.js');
    const { chatMessages, chatOrders } = await import('../../../src/db/schema.js');
    const { DateTime } = await import('luxon');
    const { createTestDatabase } = await import('../../helpers/test-database.js');
    const database = await createTestDatabase();
    try {
      const old = new Date('2026-10-01T12:00:00Z');
      const recent = new Date('2026-11-20T12:00:00Z');
      await database.db.insert(chatMessages).values([
        { sessionId: 'wc_old', role: 'customer', text: 'my number is 512 555 0100', createdAt: old },
        { sessionId: 'wc_new', role: 'customer', text: 'hello', createdAt: recent },
      ]);
      await database.db.insert(chatOrders).values([{ orderId: 'ord_old', sessionId: 'wc_old', createdAt: old }]);
      await purgeChatTranscripts(database.db, DateTime.fromISO('2026-10-21T00:00:00Z'));
      expect((await database.db.select().from(chatMessages)).map((row) => row.sessionId)).toEqual(['wc_new']);
      expect(await database.db.select().from(chatOrders)).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
