import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConversationService } from '../../src/conversation/conversation-service.js';
import { openDatabase } from '../../src/db/database.js';
import { createPlaceOrder } from '../../src/orders/place-order.js';
import { createSettingsStore, type SettingsStore } from '../../src/settings/settings-store.js';
import { anOrder, createTestApp, fakeClock, type TestApp } from '../helpers/test-app.js';
import { baseDatabaseUrl, createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let database: TestDatabase;
let t: TestApp;
let owner: SettingsStore;
const clock = fakeClock();

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database, clock, settingsCacheMs: 0 });
  owner = createSettingsStore({ db: database.db, clock, startingClosedDays: [], cacheMs: 0 });
});

afterAll(async () => {
  await t.close();
  await database.drop();
});

let phoneSeq = 1000;
const nextPhone = () => `+1512556${String(phoneSeq++).padStart(4, '0')}`;
const order = (overrides: Record<string, unknown> = {}) => anOrder({ phone: nextPhone(), ...overrides });
const post = (app: TestApp, body: unknown) => app.app.inject({ method: 'POST', url: '/api/order', payload: body as object });
const WHOLE = [{ sku: 'chocolate-fudge-whole', qty: 1 }];

describe('pickup capacity', () => {
  beforeEach(async () => {
    clock.set('2026-11-20T10:00:00-06:00');
    await owner.change('<@U0OWNER>', { kind: 'capacity', ordersPerSlot: null, cakesPerDay: null });
  });

  it('a full 15-minute slot is refused with 409 pickup_slot_full and the nearest slots that still have room', async () => {
    await owner.change('<@U0OWNER>', { kind: 'capacity', ordersPerSlot: 2, cakesPerDay: null });
    const at = '2026-11-21T10:00:00-06:00';
    expect((await post(t, order({ datetime: at }))).statusCode).toBe(200);
    expect((await post(t, order({ datetime: '2026-11-21T10:10:00-06:00' }))).statusCode).toBe(200); // same slot
    // A delivery is not a pickup: it takes no slot.
    expect((await post(t, order({ datetime: at, items: WHOLE, fulfillment: 'delivery', address: '1 Elm St' }))).statusCode).toBe(200);
    await post(t, order({ datetime: '2026-11-21T09:45:00-06:00' }));
    await post(t, order({ datetime: '2026-11-21T09:45:00-06:00' })); // 9:45 is full too

    const refused = await post(t, order({ datetime: '2026-11-21T10:05:00-06:00' }));
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body).toMatchObject({ status: 'rejected', order_id: null, error_code: 'pickup_slot_full' });
    expect(body.confirmation_text).toContain('We are fully booked for pickup at Sat, Nov 21 at 10:00 AM. We still have room at Sat, Nov 21 at 10:15 AM, Sat, Nov 21 at 9:30 AM or Sat, Nov 21 at 10:30 AM Central Time.');
    expect(body.error).toContain('2026-11-21T10:15:00.000-06:00, 2026-11-21T09:30:00.000-06:00, 2026-11-21T10:30:00.000-06:00'); // nearest first
    expect((await post(t, order({ datetime: '2026-11-21T10:15:00-06:00' }))).statusCode).toBe(200);
  });

  it('offers only slots the order could take: never before its notice is met', async () => {
    await owner.change('<@U0OWNER>', { kind: 'capacity', ordersPerSlot: 1, cakesPerDay: null });
    clock.set('2026-11-20T10:20:00-06:00');
    // The whole cake needs 24 h: Sat 10:20 AM is the earliest; the 10:15 slot is too soon.
    expect((await post(t, order({ items: WHOLE, datetime: '2026-11-21T10:30:00-06:00' }))).statusCode).toBe(200);
    const refused = (await post(t, order({ items: WHOLE, datetime: '2026-11-21T10:30:00-06:00' }))).json();
    expect(refused.error_code).toBe('pickup_slot_full');
    expect(refused.error).toContain('2026-11-21T10:45:00.000-06:00');
    expect(refused.error).not.toContain('10:15:00');
  });

  it('the kitchen takes at most so many whole and custom cakes a day; slices still go', async () => {
    await owner.change('<@U0OWNER>', { kind: 'capacity', ordersPerSlot: null, cakesPerDay: 3 });
    const day = (time: string) => `2026-11-22T${time}:00-06:00`;
    expect((await post(t, order({ items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], datetime: day('11:00') }))).statusCode).toBe(200);
    const tooMany = await post(t, order({ items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], datetime: day('15:00') }));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ error_code: 'kitchen_full' });
    expect(tooMany.json().confirmation_text).toContain('We cannot take any more cake orders for Sun, Nov 22. Please choose another day.');
    expect((await post(t, order({ items: WHOLE, datetime: day('15:00') }))).statusCode).toBe(200); // the third fits
    expect((await post(t, order({ items: WHOLE, datetime: day('16:00') }))).statusCode).toBe(409);
    expect((await post(t, order({ datetime: day('16:00') }))).statusCode).toBe(200); // slices only
  });

  it('an identical order in the window is still a duplicate, not a refusal, when the slot is full', async () => {
    await owner.change('<@U0OWNER>', { kind: 'capacity', ordersPerSlot: 1, cakesPerDay: null });
    const body = order({ datetime: '2026-11-21T16:00:00-06:00' });
    const first = (await post(t, body)).json();
    const again = await post(t, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'duplicate', order_id: first.order_id });
  });

  it('the assistant offers the nearest slot with room, and a yes takes it', async () => {
    await owner.change('<@U0OWNER>', { kind: 'capacity', ordersPerSlot: 1, cakesPerDay: null });
    await post(t, order({ datetime: '2026-11-21T15:00:00-06:00' }));
    const placeOrder = createPlaceOrder({ database, catalogs: t.catalogs, clock, settings: owner });
    const conversation = createConversationService({ database, catalogs: t.catalogs, placeOrder, settings: owner });
    const say = async (text: string) => (await conversation.handle({ channel: 'sms', sender: '+15125557777', text, receivedAt: clock() })).messages.join(' ');
    await say('2 carrot slices tomorrow at 3pm for pickup');
    await say('Grace');
    const refused = await say('yes');
    expect(refused).toContain('Sorry, pickup at Sat, Nov 21 at 3:00 PM is fully booked. The nearest time with room is Sat, Nov 21 at 2:45 PM Central Time.');
    expect(refused).toContain('Shall I put it down for Sat, Nov 21 at 2:45 PM?');
    expect(await say('yes')).toMatch(/2:45 PM/);
    expect(await say('yes')).toMatch(/ord_/);
  });
});

describe.skipIf(!baseDatabaseUrl)('pickup capacity under a race, two instances with their own pools (PostgreSQL)', () => {
  it('the last place in a slot, taken at once through two instances: one order, the rest refused', async () => {
    const second = await openDatabase({ databaseUrl: database.url as string, maxConnections: 10 });
    const other = await createTestApp({ database: { ...second, url: database.url, drop: () => second.close() }, clock, settingsCacheMs: 0 });
    try {
      clock.set('2026-11-20T10:00:00-06:00');
      await owner.change('<@U0OWNER>', { kind: 'capacity', ordersPerSlot: 1, cakesPerDay: 4 });
      const slot = '2026-11-23T11:00:00-06:00';
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => post(i % 2 === 0 ? t : other, order({ datetime: slot }))));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);

      const cakes = await Promise.all(
        Array.from({ length: 12 }, (_, i) => post(i % 2 === 0 ? t : other, order({ items: WHOLE, datetime: `2026-11-24T${String(8 + (i % 12)).padStart(2, '0')}:30:00-06:00` }))),
      );
      expect(cakes.filter((response) => response.statusCode === 200)).toHaveLength(4);
      expect(cakes.filter((response) => response.statusCode === 409).map((response) => response.json().error_code)).toEqual(Array(8).fill('kitchen_full'));
    } finally {
      await other.app.close();
      other.catalogs.close();
      await second.close();
    }
  });
});
