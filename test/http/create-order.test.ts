import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anOrder, createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/order', payload: body as object, headers });

const rawPost = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/order', payload, headers: { 'content-type': contentType } });

let phoneSeq = 100;
const uniquePhone = () => `+1512201${String(phoneSeq++).padStart(4, '0')}`;

describe('POST /api/order', () => {
  it('places an order and answers with an OrderResult', async () => {
    const response = await post(anOrder({ phone: uniquePhone() }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'confirmed', estimated_total_usd: 13, escalation_reasons: [] });
    expect(body.order_id).toMatch(/^ord_[0-9a-z]{20}$/);
    expect(body.confirmation_text).toContain(body.order_id);
  });

  it('gives every response a request id', async () => {
    const response = await post(anOrder({ phone: uniquePhone() }));
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores the channel it was given', async () => {
    const response = await post(anOrder({ phone: uniquePhone(), channel: 'sms' }));
    const [row] = await t.database.db.query.orders.findMany({ where: (orders, { eq }) => eq(orders.id, response.json().order_id) });
    expect(row?.channel).toBe('sms');
  });
});

describe('bad input gets a 4xx OrderResult that says what to fix, never a 5xx', () => {
  const rejected = async (responsePromise: ReturnType<typeof post>, status = 400) => {
    const response = await responsePromise;
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body.status).toBe('rejected');
    expect(body.order_id).toBeNull();
    expect(typeof body.error).toBe('string');
    expect(body.confirmation_text).toContain('facility that processes nuts, dairy, eggs, wheat and soy');
    return body as { error: string; error_code: string };
  };

  it('malformed JSON', async () => {
    expect((await rejected(rawPost('{"customer": "Ann",'))).error_code).toBe('invalid_json');
  });

  it('an empty body', async () => {
    expect((await rejected(rawPost(''))).error_code).toBe('invalid_json');
  });

  it('a JSON body that is not an object', async () => {
    expect((await rejected(rawPost('[1,2]'))).error).toContain('must be a JSON object');
  });

  it('a body that is not JSON at all', async () => {
    expect((await rejected(rawPost('customer=Ann', 'application/x-www-form-urlencoded'))).error_code).toBe('unsupported_media_type');
  });

  it('a prototype-poisoning body', async () => {
    expect((await rejected(rawPost('{"__proto__": {"x": 1}, "customer": "A"}'))).error_code).toBe('invalid_json');
  });

  it('wrong types, naming each field', async () => {
    const body = await rejected(post(anOrder({ customer: 42, items: [{ sku: 'carrot-slice', qty: 'two' }] })));
    expect(body.error_code).toBe('validation_failed');
    expect(body.error).toContain('customer:');
    expect(body.error).toContain('items[0].qty: must be a whole number from 1 to 100');
  });

  it('missing required fields', async () => {
    const body = await rejected(post({ items: [{ sku: 'carrot-slice' }] }));
    expect(body.error).toContain('customer: is required');
    expect(body.error).toContain('phone: is required');
  });

  it('unknown fields', async () => {
    const body = await rejected(post(anOrder({ phone: uniquePhone(), coupon: 'FREE', items: [{ sku: 'carrot-slice', price: 0 }] })));
    expect(body.error).toContain('unknown field "coupon"');
    expect(body.error).toContain('items[0]: unknown field "price"');
  });

  it('a quantity below 1, a fraction or above 100', async () => {
    expect((await rejected(post(anOrder({ items: [{ sku: 'carrot-slice', qty: 0 }] })))).error).toContain('items[0].qty: must be at least 1');
    expect((await rejected(post(anOrder({ items: [{ sku: 'carrot-slice', qty: 1.5 }] })))).error).toContain('items[0].qty');
    expect((await rejected(post(anOrder({ items: [{ sku: 'carrot-slice', qty: 101 }] })))).error).toContain('at most 100');
  });

  it('no items, or too many', async () => {
    expect((await rejected(post(anOrder({ items: [] })))).error).toContain('at least one item');
    const many = Array.from({ length: 21 }, () => ({ sku: 'carrot-slice' }));
    expect((await rejected(post(anOrder({ items: many })))).error).toContain('at most 20 items');
  });

  it('an unknown sku, a beverage and an unavailable product', async () => {
    expect((await rejected(post(anOrder({ items: [{ sku: 'unicorn-slice' }] })))).error_code).toBe('unknown_sku');
    expect((await rejected(post(anOrder({ items: [{ sku: 'drip-coffee' }] })))).error_code).toBe('beverage_not_orderable');
    expect((await rejected(post(anOrder({ items: [{ sku: 'strawberry-shortcake-whole' }] })))).error_code).toBe('sku_unavailable');
  });

  it('an impossible datetime', async () => {
    expect((await rejected(post(anOrder({ datetime: '2026-11-31T12:00:00-06:00' })))).error_code).toBe('datetime_invalid');
    expect((await rejected(post(anOrder({ datetime: 12 })))).error).toContain('datetime: must be an ISO 8601 date and time');
  });

  it('text with a NUL, another control character or a broken surrogate, naming the field', async () => {
    // PostgreSQL cannot store NUL or an unpaired surrogate: unrefused, they were a 500.
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ customer: 'Ada\u0000' }, 'customer: must not contain control characters'],
      [{ address: '1 Main St\u0000', fulfillment: 'delivery' }, 'address: must not contain control characters'],
      [{ allergy_notes: 'nuts \ud800' }, 'allergy_notes: must not contain control characters'],
      [{ items: [{ sku: 'carrot-slice', notes: 'Happy\u0007 birthday' }] }, 'items[0].notes: must not contain control characters'],
      [{ idempotency_key: 'key\u0000' }, 'idempotency_key: must not contain control characters'],
      [{ phone: '+1512555\u00000100' }, 'phone: must not contain control characters'],
      [{ items: [{ sku: 'carrot\u0000-slice' }] }, 'items[0].sku: must not contain control characters'],
    ];
    for (const [fields, message] of cases) {
      const body = await rejected(post(anOrder({ phone: uniquePhone(), ...fields })));
      expect(body.error_code).toBe('validation_failed');
      expect(body.error).toContain(message);
    }
  });

  it('line breaks and tabs in notes are ordinary text', async () => {
    const response = await post(anOrder({ phone: uniquePhone(), items: [{ sku: 'carrot-slice', notes: 'Happy birthday\n\tMia' }] }));
    expect(response.statusCode).toBe(200);
  });

  it('a channel that does not exist', async () => {
    expect((await rejected(post(anOrder({ channel: 'telegram' })))).error).toContain('channel: must be one of web, webchat');
  });

  it('an oversized body gets 413', async () => {
    const body = await rejected(post(anOrder({ items: [{ sku: 'carrot-slice', notes: 'x'.repeat(40_000) }] })), 413);
    expect(body.error_code).toBe('body_too_large');
    expect(body.error).toContain('32768 bytes (32 KiB)');
  });

  it('reports the priced total even when it rejects for the time', async () => {
    const response = await post(anOrder({ datetime: '2026-11-21T22:00:00-06:00' }));
    expect(response.json()).toMatchObject({ error_code: 'outside_business_hours', estimated_total_usd: 13 });
  });
});

describe('deduplication', () => {
  it('an identical order within 2 minutes is a duplicate naming the earlier order', async () => {
    const order = anOrder({ phone: uniquePhone() });
    const first = (await post(order)).json();
    t.clock.advance({ seconds: 90 });
    const second = (await post({ ...order, customer: 'Someone else', phone: order.phone.replace('+1', '') })).json();
    expect(second).toMatchObject({ status: 'duplicate', order_id: first.order_id, duplicate_of: first.order_id });
    expect(second.confirmation_text).toContain(first.order_id);
  });

  it('the same order after 2 minutes is a new order', async () => {
    const order = anOrder({ phone: uniquePhone() });
    const first = (await post(order)).json();
    t.clock.advance({ seconds: 121 });
    const later = (await post(order)).json();
    expect(later.status).toBe('confirmed');
    expect(later.order_id).not.toBe(first.order_id);
  });

  it('the same order again with an allergy note is not a duplicate: it must reach staff', async () => {
    const order = anOrder({ phone: uniquePhone() });
    await post(order);
    const withAllergy = (await post({ ...order, allergy_notes: 'sesame allergy' })).json();
    expect(withAllergy).toMatchObject({ status: 'needs_approval', escalation_reasons: ['allergy_notes'] });
  });

  it('the same delivery again with a corrected address is not a duplicate: staff must see the new address', async () => {
    const order = anOrder({ phone: uniquePhone(), items: [{ sku: 'carrot-whole' }], fulfillment: 'delivery', address: '12 Oak St, Austin' });
    const first = (await post(order)).json();
    expect((await post({ ...order, address: '12  oak st,  Austin' })).json()).toMatchObject({ status: 'duplicate', order_id: first.order_id });
    const corrected = (await post({ ...order, address: '21 Oak St, Austin' })).json();
    expect(corrected).toMatchObject({ status: 'needs_approval', escalation_reasons: ['delivery'] });
    expect(corrected.order_id).not.toBe(first.order_id);
  });

  it('items in another order, or another time, are not duplicates', async () => {
    const phone = uniquePhone();
    await post(anOrder({ phone, items: [{ sku: 'carrot-slice' }, { sku: 'lemon-slice' }] }));
    const reordered = (await post(anOrder({ phone, items: [{ sku: 'lemon-slice' }, { sku: 'carrot-slice' }] }))).json();
    expect(reordered.status).toBe('duplicate');
    const otherTime = (await post(anOrder({ phone, items: [{ sku: 'carrot-slice' }, { sku: 'lemon-slice' }], datetime: '2026-11-21T15:00:00-06:00' }))).json();
    expect(otherTime.status).toBe('confirmed');
  });
});

describe('idempotency', () => {
  it('a retry with the same Idempotency-Key replays the first response', async () => {
    const order = anOrder({ phone: uniquePhone() });
    const first = await post(order, { 'idempotency-key': 'retry-1' });
    t.clock.advance({ minutes: 10 }); // past the dedup window: only the key can explain a replay
    const retry = await post(order, { 'idempotency-key': 'retry-1' });
    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.json()).toEqual(first.json());
    const orders = await t.database.db.query.orders.findMany({ where: (o, { eq }) => eq(o.phone, order.phone) });
    expect(orders).toHaveLength(1);
  });

  it('the body key works like the header', async () => {
    const order = anOrder({ phone: uniquePhone(), idempotency_key: 'body-key-1' });
    const first = (await post(order)).json();
    t.clock.advance({ minutes: 10 });
    expect((await post(order)).json()).toEqual(first);
    expect((await post(order, { 'idempotency-key': 'body-key-1' })).json()).toEqual(first);
  });

  it('the same key with a different body is a 422', async () => {
    const phone = uniquePhone();
    await post(anOrder({ phone }), { 'idempotency-key': 'reuse-1' });
    const other = await post(anOrder({ phone, items: [{ sku: 'lemon-slice' }] }), { 'idempotency-key': 'reuse-1' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ status: 'rejected', error_code: 'idempotency_key_reused' });
  });

  it('different header and body keys are a 400', async () => {
    const response = await post(anOrder({ idempotency_key: 'a' }), { 'idempotency-key': 'b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe('idempotency_key_conflict');
  });

  it('a rejected order does not use up its key: the corrected order goes through', async () => {
    const phone = uniquePhone();
    const bad = await post(anOrder({ phone, items: [{ sku: 'latte' }] }), { 'idempotency-key': 'fix-1' });
    expect(bad.statusCode).toBe(400);
    const fixed = await post(anOrder({ phone }), { 'idempotency-key': 'fix-1' });
    expect(fixed.json().status).toBe('confirmed');
  });

  it('keys are scoped per client: another client with the same key gets its own order', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, database: t.database, clock: t.clock });
    try {
      const send = (ip: string, phone: string) =>
        proxied.app.inject({ method: 'POST', url: '/api/order', payload: anOrder({ phone }), headers: { 'idempotency-key': 'shared', 'x-forwarded-for': ip } });
      const a = (await send('203.0.113.1', uniquePhone())).json();
      const b = await send('203.0.113.2', uniquePhone());
      expect(b.statusCode).toBe(200);
      expect(b.json().order_id).not.toBe(a.order_id);
    } finally {
      await proxied.app.close();
    }
  });

  it('keys are kept 24 hours', async () => {
    const order = anOrder({ phone: uniquePhone(), datetime: '2026-12-20T12:00:00-06:00' });
    const first = (await post(order, { 'idempotency-key': 'day-1' })).json();
    t.clock.advance({ hours: 23, minutes: 59 });
    expect((await post(order, { 'idempotency-key': 'day-1' })).json()).toEqual(first);
    t.clock.advance({ minutes: 2 });
    const afterExpiry = (await post(order, { 'idempotency-key': 'day-1' })).json();
    expect(afterExpiry.order_id).not.toBe(first.order_id);
    t.clock.set('2026-11-20T10:00:00-06:00');
  });
});

describe('a day the owner closed the bakery (CLOSED_DAYS)', () => {
  it('refuses an order for that day with 400 and an OrderResult naming the day, and takes the next day', async () => {
    const closed = await createTestApp({ env: { CLOSED_DAYS: '2026-11-21' } });
    try {
      const order = anOrder({ phone: uniquePhone() }); // Saturday, Nov 21 at 2 PM
      const refused = await closed.app.inject({ method: 'POST', url: '/api/order', payload: order });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        status: 'rejected',
        error_code: 'bakery_closed',
        error: 'datetime is on Sat, Nov 21, a day the bakery is closed. Choose another day; the next day it is open is Sun, Nov 22.',
        estimated_total_usd: 13,
      });
      expect(refused.json().confirmation_text).toContain(closed.catalogs.current().catalog.allergen_disclaimer);
      const sunday = await closed.app.inject({ method: 'POST', url: '/api/order', payload: { ...order, datetime: '2026-11-22T14:00:00-06:00' } });
      expect(sunday.json()).toMatchObject({ status: 'confirmed' });
    } finally {
      await closed.close();
    }
  });
});
