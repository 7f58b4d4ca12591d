import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// GET /api/menu/match: the conversation's reading of customer words, for agents.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const match = (text?: string) => t.app.inject({ method: 'GET', url: '/api/menu/match', query: text === undefined ? {} : { text } });

describe('GET /api/menu/match', () => {
  it('maps loose words to SKUs with sizes and prices, as the assistant reads them', async () => {
    const response = await match('2 choc fudge slices');
    expect(response.statusCode).toBe(200);
    expect(response.json().mentions).toEqual([
      {
        kind: 'product',
        phrase: null,
        qty: 2,
        size_wanted: null,
        candidates: [{ sku: 'chocolate-fudge-slice', name: 'Chocolate Fudge Cake Slice', category: 'slice', sizes: [{ size: 'regular', price_usd: 6.5 }, { size: 'large', price_usd: 9.5 }], available: true, lead_time_hours: 0 }],
        next_step: 'Use this SKU.',
      },
    ]);
  });

  it('says when to ask one question, and offers only real products for words it does not know', async () => {
    const body = (await match('the red velvet one and a pistachio cake')).json();
    expect(body.mentions[0].kind).toBe('choose');
    expect(body.mentions[0].next_step).toMatch(/one question/);
    const unknown = body.mentions.find((m: { kind: string }) => m.kind === 'unknown');
    expect(unknown.phrase).toMatch(/pistachio/);
    const skus = new Set(t.catalogs.current().catalog.products.map((p) => p.id));
    for (const candidate of unknown.candidates) expect(skus.has(candidate.sku)).toBe(true);
  });

  it('flags a drink', async () => {
    expect((await match('two lattes please')).json().beverage_mentioned).toBe(true);
    expect((await match('a carrot cake')).json().beverage_mentioned).toBe(false);
  });

  it('a missing text is a 400 that names the parameter', async () => {
    const response = await match();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, error: 'validation_failed' });
    expect(response.json().message).toMatch(/^text: is required/);
  });
});
