import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { appError } from '../../src/errors.js';
import { decideOrder } from '../../src/orders/decide-order.js';
import { duplicateResult, placedResult, rejectedResult } from '../../src/orders/order-results.js';
import { createOrderSchema } from '../../src/orders/order-schemas.js';
import { sampleCatalog } from '../helpers/sample-catalog.js';

const catalog = sampleCatalog();
const disclaimer = catalog.allergen_disclaimer;
const morning = DateTime.fromISO('2026-11-20T10:00:00-06:00');
const night = DateTime.fromISO('2026-11-20T22:00:00-06:00');

function placed(overrides: Record<string, unknown>, now = morning) {
  const input = createOrderSchema.parse({
    customer: 'Ada',
    phone: '+15125550100',
    items: [{ sku: 'carrot-slice', qty: 2 }],
    datetime: '2026-11-24T15:00:00-06:00',
    ...overrides,
  });
  const decision = decideOrder(input, catalog, now);
  if (decision.outcome !== 'accepted') throw decision.error;
  return placedResult(decision, 'ord_test', disclaimer);
}

const everyKind = () => [
  placed({}),
  placed({}, night),
  placed({ items: [{ sku: 'custom' }] }),
  placed({ allergy_notes: 'walnuts' }),
  placed({ items: [{ sku: 'carrot-whole' }], fulfillment: 'delivery', address: '1 Main St' }),
  placed({ items: [{ sku: 'carrot-whole', qty: 5 }] }),
  rejectedResult(appError('unknown_sku', { index: 0, sku: 'x' }), disclaimer),
  rejectedResult(appError('rate_limited', { seconds: 42 }), disclaimer),
  rejectedResult(appError('internal_error'), disclaimer),
];

describe('confirmation_text', () => {
  it('always ends with the allergen disclaimer', () => {
    for (const result of everyKind()) expect(result.confirmation_text.endsWith(disclaimer)).toBe(true);
  });

  it('never calls anything allergen-free and never promises a delivery time', () => {
    for (const result of everyKind()) {
      const text = result.confirmation_text.toLowerCase();
      expect(text).not.toMatch(/allergen[- ]free|nut[- ]free|gluten[- ]free|safe for/);
      expect(text).not.toMatch(/deliver(ed)? (by|at|within|in) /);
    }
  });

  it('a confirmed order names its id, items with catalog prices, total and pickup time', () => {
    const text = placed({}).confirmation_text;
    expect(text).toContain('ord_test is confirmed');
    expect(text).toContain('2 x Carrot Cake Slice (regular) 12.00 USD');
    expect(text).toContain('Estimated total 12.00 USD');
    expect(text).toContain('Pickup at the bakery on Tue, Nov 24 at 3:00 PM Central Time');
  });

  it('an order needing approval says it is not confirmed yet, and why', () => {
    const text = placed({ items: [{ sku: 'custom' }] }).confirmation_text;
    expect(text).toContain('not confirmed yet');
    expect(text).toContain('custom cake');
    expect(text).toContain('starts at 65.00 USD');
  });

  it('the custom cake starting price comes from the catalog, not from the text', () => {
    const pricier = { ...catalog, products: catalog.products.map((p) => (p.id === 'custom' ? { ...p, price_usd: 72.5 } : p)) };
    const input = createOrderSchema.parse({ customer: 'A', phone: '+15125550100', items: [{ sku: 'custom' }], datetime: '2026-11-24T15:00:00-06:00' });
    const decision = decideOrder(input, pricier, morning);
    if (decision.outcome !== 'accepted') throw decision.error;
    expect(placedResult(decision, 'ord_x', disclaimer).confirmation_text).toContain('starts at 72.50 USD');
  });

  it('a delivery says staff confirm it and no time is promised', () => {
    const text = placed({ items: [{ sku: 'carrot-whole' }], fulfillment: 'delivery', address: '1 Main St' }).confirmation_text;
    expect(text).toContain('no delivery time is promised');
    expect(text).not.toContain('1 Main St');
  });

  it('an overnight order says staff confirm it after 8 AM', () => {
    expect(placed({}, night).confirmation_text).toContain('after 8 AM Central Time');
  });

  it('a duplicate names the earlier order', () => {
    const input = createOrderSchema.parse({ customer: 'A', phone: '+15125550100', items: [{ sku: 'carrot-slice' }], datetime: '2026-11-24T15:00:00-06:00' });
    const decision = decideOrder(input, catalog, morning);
    if (decision.outcome !== 'accepted') throw decision.error;
    expect(duplicateResult(decision, 'ord_earlier', disclaimer).confirmation_text).toContain('ord_earlier');
  });

  it('a rejection speaks to the customer in plain words, while error keeps the developer text', () => {
    const result = rejectedResult(appError('unknown_sku', { index: 0, sku: 'tiramisu-slice' }), disclaimer);
    expect(result.confirmation_text).toBe(`We could not place this order. We don't have that item on our menu. Please choose something from our menu. ${disclaimer}`);
    expect(result.error).toBe('items[0].sku "tiramisu-slice" is not on the menu. Use a product id from GET /api/menu.');
    const invalid = rejectedResult(appError('validation_failed', { problems: 'items[0].qty: must be at least 1.' }), disclaimer);
    expect(invalid.confirmation_text).not.toMatch(/items\[|qty|GET|\/api/);
    expect(invalid.error).toContain('items[0].qty');
  });

  it('a rate-limited answer says when to retry', () => {
    expect(rejectedResult(appError('rate_limited', { seconds: 42 }), disclaimer).confirmation_text).toContain('42 seconds');
  });

  it('leaves the customer name out', () => {
    expect(placed({ customer: 'Zebulon Quist' }).confirmation_text).not.toContain('Zebulon');
  });
});
