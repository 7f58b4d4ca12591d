import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appError, describeError, errorCodes } from '../src/errors.js';

const decisions = readFileSync(new URL('../docs/api-decisions.md', import.meta.url), 'utf8');

describe('the error catalogue', () => {
  it('documents every error code with its status in docs/api-decisions.md', () => {
    for (const code of errorCodes) {
      expect(decisions).toContain(`| ${code} | ${describeError(code, {}).status} |`);
    }
  });

  it('gives every client error a 4xx and a sentence that says what to do', () => {
    for (const code of errorCodes.filter((c) => c !== 'internal_error')) {
      const { status } = describeError(code, { problems: 'x.' });
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });

  it('keeps the code on the error object', () => {
    const error = appError('unknown_sku', { index: 2, sku: 'pie' });
    expect(error).toMatchObject({ code: 'unknown_sku', status: 400 });
    expect(error.message).toBe('items[2].sku "pie" is not on the menu. Use a product id from GET /api/menu.');
  });
});
