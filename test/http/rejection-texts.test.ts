import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anOrder, createTestApp, type TestApp } from '../helpers/test-app.js';

// confirmation_text and error are read by different people. Over HTTP, for rejections made by the
// order rules, by validation and by the framework (bad JSON, wrong media type, a body too large):
// the customer reads plain words and the disclaimer, the developer reads the field and the fix.

const DEVELOPER_WORDS = /items\[|\.sku|\bsku\b|\bqty\b|GET |POST |\/api\/|Idempotency|HTTP|JSON|Content-Type|E\.164|ISO 8601|datetime|fulfillment|\bbytes\b|\b4\d\d\b/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cases: Array<{ name: string; payload: string; contentType?: string; code: string; developer: RegExp }> = [
  { name: 'a product not on the menu', payload: JSON.stringify(anOrder({ items: [{ sku: 'tiramisu-slice' }] })), code: 'unknown_sku', developer: /items\[0\]\.sku "tiramisu-slice"/ },
  { name: 'a quantity of 0', payload: JSON.stringify(anOrder({ items: [{ sku: 'carrot-slice', qty: 0 }] })), code: 'validation_failed', developer: /items\[0\]\.qty/ },
  { name: 'a coffee', payload: JSON.stringify(anOrder({ items: [{ sku: 'latte' }] })), code: 'beverage_not_orderable', developer: /items\[0\]/ },
  { name: 'a phone that is not one', payload: JSON.stringify(anOrder({ phone: '12' })), code: 'phone_invalid', developer: /E\.164/ },
  { name: 'a time in the past', payload: JSON.stringify(anOrder({ datetime: '2026-11-19T14:00:00-06:00' })), code: 'datetime_in_past', developer: /datetime/ },
  { name: 'a body that is not JSON', payload: '{"customer":', code: 'invalid_json', developer: /JSON/ },
  { name: 'XML instead of JSON', payload: '<order/>', contentType: 'application/xml', code: 'unsupported_media_type', developer: /Content-Type: application\/json/ },
  { name: 'a body too large', payload: JSON.stringify(anOrder({ customer: 'x'.repeat(40_000) })), code: 'body_too_large', developer: /bytes/ },
];

describe('a rejected order over HTTP', () => {
  for (const c of cases) {
    it(`${c.name}: the customer reads plain words and the disclaimer, the developer the precise text`, async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/order', payload: c.payload, headers: { 'content-type': c.contentType ?? 'application/json' } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      const result = response.json();
      expect(result).toMatchObject({ status: 'rejected', order_id: null, error_code: c.code });
      expect(result.error).toMatch(c.developer);
      expect(result.confirmation_text).not.toMatch(DEVELOPER_WORDS);
      expect(result.confirmation_text.startsWith('We could not')).toBe(true);
      expect(result.confirmation_text.endsWith(t.catalogs.current().catalog.allergen_disclaimer)).toBe(true);
    });
  }
});
