import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConversationService } from '../../src/conversation/conversation-service.js';
import { createPlaceOrder } from '../../src/orders/place-order.js';
import { createSettingsStore, type SettingsStore } from '../../src/settings/settings-store.js';
import { anOrder, createTestApp, fakeClock, type TestApp } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

// Two instances on one database: `a` and `b` serve customers; `owner` is the Slack panel of a
// third. Neither instance caches, so what the owner changes is obeyed at the next request.
let database: TestDatabase;
let a: TestApp;
let b: TestApp;
let owner: SettingsStore;
const clock = fakeClock();

beforeAll(async () => {
  database = await createTestDatabase();
  a = await createTestApp({ database, clock, settingsCacheMs: 0 });
  b = await createTestApp({ database, clock, settingsCacheMs: 0 });
  owner = createSettingsStore({ db: database.db, clock, startingClosedDays: [], cacheMs: 0 });
});

afterAll(async () => {
  await a.close();
  await b.close();
  await database.drop();
});

beforeEach(async () => {
  clock.set('2026-11-20T10:00:00-06:00');
  await owner.change('<@U0OWNER>', { kind: 'resume' });
});

let phoneSeq = 100;
const order = (overrides: Record<string, unknown> = {}) => anOrder({ phone: `+1512555${String(phoneSeq++).padStart(4, '0')}`, ...overrides });
const post = (app: TestApp, body: unknown, headers: Record<string, string> = {}) => app.app.inject({ method: 'POST', url: '/api/order', payload: body as object, headers });

describe('a pause of online ordering', () => {
  it('refuses new orders on every instance with 503 ordering_paused, Retry-After and the resume time in the customer text', async () => {
    await owner.change('<@U0OWNER>', { kind: 'pause', reason: 'Oven repair', resumeAt: '2026-11-20T14:00:00-06:00' });
    for (const app of [a, b]) {
      const response = await post(app, order());
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(4 * 3600));
      const body = response.json();
      expect(body).toMatchObject({ status: 'rejected', order_id: null, error_code: 'ordering_paused' });
      expect(body.confirmation_text).toContain('We will take orders again from Fri, Nov 20 at 2:00 PM Central Time.');
      expect(body.confirmation_text).not.toContain('Oven'); // the owner's reason is for staff
    }
  });

  it('an agent quoting an order while paused hears it would be refused, the same as placing it', async () => {
    await owner.change('<@U0OWNER>', { kind: 'pause', reason: 'Oven repair', resumeAt: '2026-11-20T14:00:00-06:00' });
    const quote = await b.app.inject({ method: 'POST', url: '/api/order/quote', payload: order() });
    expect(quote.statusCode).toBe(503);
    expect(quote.headers['retry-after']).toBe(String(4 * 3600));
    expect(quote.json()).toMatchObject({ status: 'rejected', error_code: 'ordering_paused' });
    expect(JSON.stringify(quote.json())).not.toContain('Oven repair');
    await owner.change('<@U0OWNER>', { kind: 'resume' });
    expect((await b.app.inject({ method: 'POST', url: '/api/order/quote', payload: order() })).statusCode).toBe(200);
  });

  it('without a resume time: 503 with no Retry-After, and the text says to try later', async () => {
    await owner.change('<@U0OWNER>', { kind: 'pause', reason: null, resumeAt: null });
    const response = await post(b, order());
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json().confirmation_text).toContain('Online ordering is paused right now. Please try again later.');
  });

  it('leaves the menu, order status and a replay of an order placed before it working', async () => {
    const request = order();
    const placed = await post(a, request, { 'idempotency-key': 'before-the-pause' });
    expect(placed.statusCode).toBe(200);
    const body = placed.json();
    await owner.change('<@U0OWNER>', { kind: 'pause', reason: null, resumeAt: null });
    expect((await b.app.inject({ method: 'GET', url: '/api/menu' })).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: `/api/order/${body.order_id}` })).statusCode).toBe(200);
    // A client retrying the order it placed before the pause learns it was placed.
    const replay = await post(b, request, { 'idempotency-key': 'before-the-pause' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(body);
    // The same key with a new order while paused is refused, and does not use up the key.
    expect((await post(b, order(), { 'idempotency-key': 'during-the-pause' })).statusCode).toBe(503);
    await owner.change('<@U0OWNER>', { kind: 'resume' });
    expect((await post(b, order(), { 'idempotency-key': 'during-the-pause' })).statusCode).toBe(200);
  });

  it('ends by itself at the resume time, and on resume', async () => {
    await owner.change('<@U0OWNER>', { kind: 'pause', reason: null, resumeAt: '2026-11-20T11:00:00-06:00' });
    expect((await post(a, order())).statusCode).toBe(503);
    clock.set('2026-11-20T11:00:00-06:00');
    expect((await post(a, order())).statusCode).toBe(200);
    await owner.change('<@U0OWNER>', { kind: 'pause', reason: null, resumeAt: null });
    expect((await post(a, order())).statusCode).toBe(503);
    await owner.change('<@U0OWNER>', { kind: 'resume' });
    expect((await post(b, order())).statusCode).toBe(200);
  });

  it('the assistant still answers hours and menu questions, and says ordering is paused instead of taking the order', async () => {
    await owner.change('<@U0OWNER>', { kind: 'pause', reason: null, resumeAt: '2026-11-20T14:00:00-06:00' });
    const placeOrder = createPlaceOrder({ database, catalogs: a.catalogs, clock, settings: owner });
    const conversation = createConversationService({ database, catalogs: a.catalogs, placeOrder, settings: owner });
    const say = async (text: string) => (await conversation.handle({ channel: 'sms', sender: '+15125550999', text, receivedAt: clock() })).messages.join(' ');
    const hours = await say('what are your hours?');
    expect(hours).toContain('We are usually open 8 AM to 8 PM');
    expect(hours).toContain('Online ordering is paused right now');
    expect(await say('menu')).toMatch(/Chocolate Fudge/i);
    const ordering = await say('2 carrot slices tomorrow at 3 for pickup');
    expect(ordering).toContain('Online ordering is paused right now, so I cannot take an order. We will take orders again from Fri, Nov 20 at 2:00 PM Central Time.');
    expect(ordering).not.toMatch(/what name/i);
  });
});

describe('closed days and special hours set at run time', () => {
  it('a day closed from Slack refuses orders for it on every instance; reopened, it takes them', async () => {
    await owner.change('<@U0OWNER>', { kind: 'close_day', day: '2026-11-21' });
    const closed = await post(b, order());
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({ error_code: 'bakery_closed' });
    await owner.change('<@U0OWNER>', { kind: 'open_day', day: '2026-11-21' });
    expect((await post(a, order())).statusCode).toBe(200);
  });

  it('special hours replace 8 AM to 8 PM for that date, in the rule and in the error', async () => {
    await owner.change('<@U0OWNER>', { kind: 'special_hours', day: '2026-11-21', opens: '08:00', closes: '14:00' });
    const late = await post(a, order({ datetime: '2026-11-21T15:00:00-06:00' }));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error_code: 'outside_business_hours' });
    expect(late.json().confirmation_text).toContain('That day we are open 8:00 AM to 2:00 PM on Sat, Nov 21 Central Time.');
    expect((await post(b, order({ datetime: '2026-11-21T13:45:00-06:00' }))).statusCode).toBe(200);
    // Longer hours on another day: a 9 PM pickup that day is taken.
    await owner.change('<@U0OWNER>', { kind: 'special_hours', day: '2026-11-22', opens: '10:00', closes: '22:00' });
    expect((await post(a, order({ datetime: '2026-11-22T21:00:00-06:00' }))).json().status).toBe('confirmed');
    expect((await post(a, order({ datetime: '2026-11-22T09:30:00-06:00' }))).statusCode).toBe(400);
    await owner.change('<@U0OWNER>', { kind: 'usual_hours', day: '2026-11-21' });
    expect((await post(b, order({ datetime: '2026-11-21T15:00:00-06:00' }))).statusCode).toBe(200);
    await owner.change('<@U0OWNER>', { kind: 'usual_hours', day: '2026-11-22' });
  });

  it('the overnight placement hold is unchanged by special hours', async () => {
    await owner.change('<@U0OWNER>', { kind: 'special_hours', day: '2026-11-20', opens: '06:00', closes: '23:00' });
    clock.set('2026-11-20T21:00:00-06:00');
    const placed = await post(a, order({ datetime: '2026-11-21T14:00:00-06:00' }));
    expect(placed.json().status).toBe('held_overnight');
    await owner.change('<@U0OWNER>', { kind: 'usual_hours', day: '2026-11-20' });
  });

  it('the hours answer names special hours and closed days', async () => {
    await owner.change('<@U0OWNER>', { kind: 'special_hours', day: '2026-12-24', opens: '08:00', closes: '14:00' });
    await owner.change('<@U0OWNER>', { kind: 'close_day', day: '2026-12-25' });
    const placeOrder = createPlaceOrder({ database, catalogs: a.catalogs, clock, settings: owner });
    const conversation = createConversationService({ database, catalogs: a.catalogs, placeOrder, settings: owner });
    const reply = await conversation.handle({ channel: 'sms', sender: '+15125550998', text: 'what are your hours', receivedAt: clock() });
    expect(reply.messages.join(' ')).toContain('We are closed on Fri, Dec 25. Special hours: Thu, Dec 24 8:00 AM to 2:00 PM.');
  });
});
