import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCatalog, SAMPLE_CATALOG_PATH } from '../../src/catalog/load-catalog-file.js';
import { storeCatalog } from '../../src/db/catalog-repository.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// GET /llms.txt and /llms-full.txt: written from the live catalog and configuration.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CLOSED_DAYS: '2026-11-26,2026-01-01' } });
});
afterAll(() => t.close());

const get = async (url: string) => t.app.inject({ method: 'GET', url });
type MenuProduct = { id: string; category: string; available: boolean; sizes: string[]; price_usd: number; price_10inch_usd?: number; price_large_usd?: number };
const menu = async () => (await get('/api/menu')).json() as { version: string; products: MenuProduct[]; allergen_disclaimer: string };
const priceOf = (p: MenuProduct, size: string) => (size === 'large' ? (p.price_large_usd ?? p.price_usd) : size === '10-inch' ? (p.price_10inch_usd ?? p.price_usd) : p.price_usd);

describe('the agent guide', () => {
  it('/llms.txt is an llms.txt index linking the full guide, the API and the MCP endpoint', async () => {
    const response = await get('/llms.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/markdown/);
    expect(response.body).toMatch(/^# Bakery Commerce API\n\n> /);
    expect(response.body).toContain('(https://api.bakery.test/llms-full.txt)');
    expect(response.body).toContain('(https://api.bakery.test/mcp)');
    expect(response.body).toContain('(https://api.bakery.test/api/menu)');
  });

  it('names every available SKU with each of its sizes and prices, from the live menu', async () => {
    const guide = (await get('/llms-full.txt')).body;
    const { products, version } = await menu();
    expect(guide).toContain(`version ${version}`);
    const orderable = products.filter((p) => p.available && p.category !== 'beverage');
    expect(orderable.length).toBeGreaterThan(5);
    for (const product of orderable) {
      const row = guide.split('\n').find((line) => line.startsWith(`| \`${product.id}\` |`));
      expect(row, product.id).toBeDefined();
      for (const size of product.sizes) expect(row).toContain(`${size} ${priceOf(product, size).toFixed(2)} USD`);
    }
  });

  it('never calls anything allergen-free: unknown allergens are written as unknown', async () => {
    const guide = (await get('/llms-full.txt')).body;
    const { allergen_disclaimer: disclaimer, products } = await menu();
    const withoutDisclaimer = guide.split(disclaimer).join('');
    const claims = withoutDisclaimer.split(/(?<=[.|\n])/).filter((sentence) => /allergen[- ]?free|free (of|from)|no allergens|nut[- ]free|safe for/i.test(sentence));
    for (const sentence of claims) expect(sentence).toMatch(/\b(never|not|no promise)\b/i);
    for (const product of products.filter((p) => (p as { allergens?: unknown }).allergens === null && p.category !== 'beverage')) {
      const row = guide.split('\n').find((line) => line.startsWith(`| \`${product.id}\` |`));
      expect(row).toContain('unknown');
    }
  });

  it('gives hours, the coming closed days, the rules of spec 4.4 and 1, the endpoints and a worked example of each answer', async () => {
    const guide = (await get('/llms-full.txt')).body;
    expect(guide).toContain('between 8:00 AM and 8:00 PM Central Time');
    expect(guide).toContain('Thu, Nov 26 (2026-11-26)');
    expect(guide).not.toContain('2026-01-01'); // already past on the test's clock
    expect(guide).toMatch(/ONE clarifying question/);
    expect(guide).toMatch(/Never place beverage orders/);
    expect(guide).toMatch(/put it in `allergy_notes`/);
    expect(guide).toMatch(/relay `confirmation_text` verbatim/);
    expect(guide).toContain('POST https://api.bakery.test/api/order/quote');
    expect(guide).toContain('Streamable HTTP at https://api.bakery.test/mcp');
    for (const status of ['confirmed', 'needs_approval', 'held_overnight', 'duplicate', 'rejected']) {
      expect(guide).toContain(`"status": "${status}"`);
    }
    expect(guide).toContain('"error_code": "beverage_not_orderable"');
  });

  it('follows a new catalog version', async () => {
    const before = (await get('/llms-full.txt')).body;
    const file = parseCatalog(readFileSync(SAMPLE_CATALOG_PATH, 'utf8'));
    const edited = { ...file, products: file.products.map((p) => (p.id === 'carrot-whole' ? { ...p, price_usd: 47.25 } : p)) };
    const version = await storeCatalog(t.database.db, edited, t.clock());
    expect(await t.catalogs.refresh()).toBe(true);
    const after = (await get('/llms-full.txt')).body;
    expect(before).toContain('8-inch 46.00 USD');
    expect(after).toContain(`version ${version}`);
    expect(after.split('\n').find((line) => line.startsWith('| `carrot-whole` |'))).toContain('8-inch 47.25 USD');
  });
});
