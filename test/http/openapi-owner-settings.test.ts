import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSettingsStore, type SettingsStore } from '../../src/settings/settings-store.js';
import { createTestApp, fakeClock, type TestApp } from '../helpers/test-app.js';

// The OpenAPI document's answers to the owner's settings are true: the example order, refused
// because its pickup slot or the kitchen is full or ordering is paused, gets exactly the
// documented body (and the documented Retry-After). Redocly's lint of the whole document runs in
// openapi.test.ts.

let t: TestApp;
let owner: SettingsStore;
let doc: any;
const clock = fakeClock();

beforeAll(async () => {
  t = await createTestApp({ clock, settingsCacheMs: 0 });
  owner = createSettingsStore({ db: t.database.db, clock, startingClosedDays: [], cacheMs: 0 });
  doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
afterAll(() => t.close());

beforeEach(async () => {
  await owner.change('<@U0OWNER>', { kind: 'resume' });
  await owner.change('<@U0OWNER>', { kind: 'capacity', ordersPerSlot: null, cakesPerDay: null });
});

const create = () => doc.paths['/api/order'].post;
const exampleBody = () => (Object.values(create().requestBody.content['application/json'].examples)[0] as { value: Record<string, unknown> }).value;
const documented = (operation: any, status: string, name: string) => operation.responses[status].content['application/json'].examples[name]?.value;
const post = (url: string, body: unknown) => t.app.inject({ method: 'POST', url, payload: body as object });

describe('the OpenAPI examples of the owner settings', () => {
  it('documents 503 with a Retry-After header on createOrder and the quote', () => {
    for (const operation of [create(), doc.paths['/api/order/quote'].post]) {
      expect(operation.responses['503'].headers['Retry-After'].schema).toEqual({ type: 'integer', minimum: 1 });
      expect(documented(operation, '503', 'ordering_paused')).toMatchObject({ status: 'rejected', error_code: 'ordering_paused' });
    }
    expect(create().description).toContain('503');
  });

  it('a paused bakery answers the example order with the documented 503 ordering_paused body and Retry-After', async () => {
    await owner.change('<@U0OWNER>', { kind: 'pause', reason: 'Flooded kitchen', resumeAt: clock().plus({ hours: 2 }).toISO() as string });
    const placed = await post('/api/order', exampleBody());
    expect(placed.statusCode).toBe(503);
    expect(placed.headers['retry-after']).toBe('7200');
    expect(placed.json()).toEqual(documented(create(), '503', 'ordering_paused'));
    const quoted = await post('/api/order/quote', exampleBody());
    expect(quoted.statusCode).toBe(503);
    expect(quoted.headers['retry-after']).toBe('7200');
    expect(quoted.json()).toEqual(documented(doc.paths['/api/order/quote'].post, '503', 'ordering_paused'));

    await owner.change('<@U0OWNER>', { kind: 'pause', reason: null, resumeAt: null });
    const openEnded = await post('/api/order', exampleBody());
    expect(openEnded.headers['retry-after']).toBeUndefined();
    expect(openEnded.json()).toEqual(documented(create(), '503', 'ordering_paused_no_resume_time'));
  });

  it('a full slot and a full kitchen answer with the documented 409 bodies, the nearest slots with room included', async () => {
    expect((await post('/api/order', exampleBody())).statusCode).toBe(200);
    await owner.change('<@U0OWNER>', { kind: 'capacity', ordersPerSlot: 1, cakesPerDay: null });
    // Another customer wants the same slot (the same body again would be a duplicate).
    const slotFull = await post('/api/order', { ...exampleBody(), phone: '+15125550199' });
    expect(slotFull.statusCode).toBe(409);
    expect(slotFull.json()).toEqual(documented(create(), '409', 'pickup_slot_full'));
    expect(slotFull.json().error).toMatch(/these slots still have room: \S+T13:45:00\.000-06:00, \S+T14:15:00\.000-06:00, \S+T13:30:00\.000-06:00\./);

    await owner.change('<@U0OWNER>', { kind: 'capacity', ordersPerSlot: null, cakesPerDay: 1 });
    const kitchenFull = await post('/api/order', { ...exampleBody(), phone: '+15125550198' });
    expect(kitchenFull.statusCode).toBe(409);
    expect(kitchenFull.json()).toEqual(documented(create(), '409', 'kitchen_full'));
  });

  it('the documented quote rejection is what the quote answers', async () => {
    const quoted = await post('/api/order/quote', { ...exampleBody(), items: [{ sku: 'lemon-meringue-tart', qty: 1 }] });
    expect(quoted.statusCode).toBe(400);
    expect(quoted.json()).toEqual(documented(doc.paths['/api/order/quote'].post, '400', 'unknown_sku'));
  });
});
