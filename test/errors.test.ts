import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appError, errorCodes, errorStatus } from '../src/errors.js';

const decisions = readFileSync(new URL('../docs/api-decisions.md', import.meta.url), 'utf8');

describe('the error catalogue', () => {
  it('documents every error code with its status in docs/api-decisions.md', () => {
    for (const code of errorCodes) expect(decisions).toContain(`| ${code} | ${errorStatus(code)} |`);
  });

  it('gives every client error a 4xx (a failure of ours, or a pause of ordering, is a 5xx)', () => {
    expect(errorStatus('ordering_paused')).toBe(503);
    for (const code of errorCodes.filter((c) => c !== 'internal_error' && c !== 'database_unavailable' && c !== 'ordering_paused')) {
      expect(errorStatus(code)).toBeGreaterThanOrEqual(400);
      expect(errorStatus(code)).toBeLessThan(500);
    }
  });

  it('keeps the code and its typed details on the error object', () => {
    const error = appError('unknown_sku', { index: 2, sku: 'pie' });
    expect(error).toMatchObject({ code: 'unknown_sku', status: 400, detail: { index: 2, sku: 'pie' } });
    expect(error.rejection).toEqual({ code: 'unknown_sku', detail: { index: 2, sku: 'pie' } });
    expect(error.message).toBe('items[2].sku "pie" is not on the menu. Use a product id from GET /api/menu.');
  });

  it('says the same failure to a customer without field paths, endpoints or HTTP words', () => {
    const error = appError('unknown_sku', { index: 2, sku: 'pie' });
    expect(error.customerMessage).toBe("We don't have that item on our menu. Please choose something from our menu.");
    const samples = [
      error,
      appError('size_not_offered', { index: 0, sku: 'carrot-whole', name: 'Carrot Cake', size: '10-inch', sizes: ['8-inch'] }),
      appError('insufficient_notice', { sku: 'carrot-whole', name: 'Carrot Cake', hours: 24, earliest: '2026-11-21T10:00:00.000-06:00', earliestText: 'Sat, Nov 21 at 10:00 AM' }),
      appError('validation_failed', { problems: 'items[0].qty: must be at least 1.' }),
      appError('phone_invalid'),
      appError('address_required'),
      appError('datetime_invalid', { value: 'soon' }),
      appError('body_too_large', { limit: 32768 }),
      appError('internal_error'),
    ];
    for (const sample of samples) {
      expect(sample.customerMessage).not.toMatch(/items\[|\.sku|GET |POST |\/api\/|Idempotency|HTTP|JSON|E\.164|ISO 8601|datetime|fulfillment/);
    }
  });
});
