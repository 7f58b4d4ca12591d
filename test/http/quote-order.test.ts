import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anOrder, createTestApp, type TestApp } from '../helpers/test-app.js';

// POST /api/order/quote applies every rule of POST /api/order and stores nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quote = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/order/quote', payload: body as object, headers });
const place = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/order', payload: body as object });
const orderCount = async () => (await t.database.db.query.orders.findMany()).length;

let phoneSeq = 100;
const uniquePhone = () => `+1512301${String(phoneSeq++).padStart(4, '0')}`;

describe('POST /api/order/quote', () => {
  it('answers the status, total and priced items an order would get, and stores nothing', async () => {
    const before = await orderCount();
    const response = await quote(anOrder({ phone: uniquePhone() }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'confirmed',
      order_id: null,
      estimated_total_usd: 13,
      escalation_reasons: [],
      fulfillment: 'pickup',
      datetime: '2026-11-21T14:00:00.000-06:00',
      items: [{ sku: 'chocolate-fudge-slice', name: expect.any(String), size: 'regular', qty: 2, unit_price_usd: 6.5, line_total_usd: 13 }],
    });
    expect(body.catalog_version).toBe(t.catalogs.current().catalog.version);
    expect(body.confirmation_text).toMatch(/^This order has not been placed yet\. 2 x .* Once placed, it will be confirmed\./);
    expect(body.confirmation_text).toContain('facility that processes nuts, dairy, eggs, wheat and soy');
    expect(await orderCount()).toBe(before);
  });

  it('gives the same status and total as placing the same body', async () => {
    const body = anOrder({ phone: uniquePhone(), items: [{ sku: 'custom', qty: 1, notes: 'unicorn' }, { sku: 'carrot-whole', qty: 4 }], datetime: '2026-11-25T11:00:00-06:00' });
    const quoted = (await quote(body)).json();
    const placed = (await place(body)).json();
    expect(quoted.status).toBe('needs_approval');
    expect(placed.status).toBe(quoted.status);
    expect(placed.estimated_total_usd).toBe(quoted.estimated_total_usd);
    expect(placed.escalation_reasons).toEqual(quoted.escalation_reasons);
    expect(quoted.escalation_reasons).toEqual(['custom_cake', 'total_over_limit']);
    expect(quoted.confirmation_text).toContain('staff will review it because it is a custom cake');
  });

  it('an allergy note: needs_approval with reason allergy_notes', async () => {
    const body = (await quote(anOrder({ phone: uniquePhone(), allergy_notes: 'peanut allergy' }))).json();
    expect(body.status).toBe('needs_approval');
    expect(body.escalation_reasons).toEqual(['allergy_notes']);
  });

  it('after hours: held_overnight', async () => {
    t.clock.set('2026-11-20T21:30:00-06:00');
    try {
      const body = (await quote(anOrder({ phone: uniquePhone() }))).json();
      expect(body.status).toBe('held_overnight');
      expect(body.escalation_reasons).toEqual(['placed_overnight']);
    } finally {
      t.clock.set('2026-11-20T10:00:00-06:00');
    }
  });

  it('a beverage: 400 with the same error code and text as placing it', async () => {
    const body = anOrder({ phone: uniquePhone(), items: [{ sku: 'latte', qty: 1 }] });
    const response = await quote(body);
    expect(response.statusCode).toBe(400);
    const quoted = response.json();
    const placed = (await place(body)).json();
    expect(quoted).toMatchObject({ status: 'rejected', order_id: null, error_code: 'beverage_not_orderable', items: [] });
    expect(quoted.error).toBe(placed.error);
    expect(quoted.confirmation_text).toMatch(/^This order cannot be placed as it is\. .*cafe only/);
  });

  it('a missing field and too little notice say what to fix', async () => {
    const missing = await quote({ phone: '+15125550100', items: [{ sku: 'carrot-whole' }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('customer: is required');
    const tooSoon = (await quote(anOrder({ phone: uniquePhone(), items: [{ sku: 'carrot-whole' }], datetime: '2026-11-20T15:00:00-06:00' }))).json();
    expect(tooSoon).toMatchObject({ status: 'rejected', error_code: 'insufficient_notice', estimated_total_usd: 46 });
  });

  it('says duplicate, naming the earlier order, when an identical order was placed moments ago', async () => {
    const body = anOrder({ phone: uniquePhone() });
    const placed = (await place(body)).json();
    const quoted = (await quote(body)).json();
    expect(quoted).toMatchObject({ status: 'duplicate', duplicate_of: placed.order_id, order_id: null });
    t.clock.advance({ minutes: 3 });
    expect((await quote(body)).json().status).toBe('confirmed');
  });

  it('ignores idempotency keys and never uses one up', async () => {
    const body = anOrder({ phone: uniquePhone(), idempotency_key: 'quote-then-place' });
    expect((await quote(body, { 'idempotency-key': 'quote-then-place' })).statusCode).toBe(200);
    const placed = await place(body);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().status).toBe('confirmed');
  });

  it('malformed JSON is a 400 OrderResult', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/order/quote', payload: '{"a":', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'rejected', error_code: 'invalid_json' });
  });

  it('is in the OpenAPI document as quoteOrder', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.paths['/api/order/quote'].post.operationId).toBe('quoteOrder');
  });
});
