import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCatalog, SAMPLE_CATALOG_PATH } from '../../src/catalog/load-catalog-file.js';

const sample = JSON.parse(readFileSync(SAMPLE_CATALOG_PATH, 'utf8'));
const withProduct = (index: number, patch: Record<string, unknown>) => ({
  ...sample,
  products: sample.products.map((p: object, i: number) => (i === index ? { ...p, ...patch } : p)),
});
const problemsOf = (catalog: unknown) => {
  try {
    parseCatalog(JSON.stringify(catalog));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the catalog to be refused');
};

describe('the catalog file', () => {
  it('the sample catalog is valid', () => {
    expect(parseCatalog(JSON.stringify(sample)).products.length).toBe(sample.products.length);
  });

  it('an exported menu (with its version) can be imported again', () => {
    expect(() => parseCatalog(JSON.stringify({ ...sample, version: '2026-01-01.3' }))).not.toThrow();
  });

  it('names the product and field of every problem', () => {
    const message = problemsOf({
      ...sample,
      products: [
        { ...sample.products[0], price_usd: -3 },
        { ...sample.products[1], allergens: ['gluten'] },
        ...sample.products.slice(2),
      ],
    });
    expect(message).toContain('products[0] (chocolate-fudge-whole).price_usd: must be a price above 0');
    expect(message).toContain('products[1] (carrot-whole).allergens[0]');
  });

  it('refuses broken naming and size rules', () => {
    expect(problemsOf(withProduct(0, { id: 'chocolate-fudge' }))).toContain('ids ending in -whole');
    expect(problemsOf(withProduct(0, { sizes: ['8-inch', '10-inch'], price_10inch_usd: 60 }))).toContain('exactly one size');
    expect(problemsOf(withProduct(6, { sizes: ['regular'] }))).toContain('price_large_usd');
    expect(problemsOf(withProduct(0, { lead_time_hours: 12 }))).toContain('at least 24 hours');
    expect(problemsOf(withProduct(2, { allergens_confirmed: true }))).toContain('cannot be true while allergens is null');
    expect(problemsOf(withProduct(0, { price_usd: 1.234 }))).toContain('two decimals');
  });

  it('refuses sizes that would be priced wrongly: price_usd is the price of the first listed size', () => {
    // Indexes in the sample: 0 an 8-inch whole cake, 3 the 10-inch lemon cake, 6 a slice with a large size.
    expect(problemsOf(withProduct(6, { sizes: ['large', 'regular'] }))).toContain('products[6] (chocolate-fudge-slice).sizes: list regular first');
    expect(problemsOf(withProduct(3, { price_10inch_usd: 60 }))).toContain('products[3] (lemon-whole).price_10inch_usd: must equal price_usd');
    expect(problemsOf(withProduct(0, { sizes: ['regular'] }))).toContain('products[0] (chocolate-fudge-whole).sizes: a whole cake comes in 8-inch or 10-inch');
    expect(problemsOf(withProduct(6, { sizes: ['8-inch'], price_large_usd: undefined }))).toContain('a slice comes in regular or large');
  });

  it('refuses duplicate ids, a missing custom cake, unknown fields and a weak disclaimer', () => {
    expect(problemsOf({ ...sample, products: [...sample.products, sample.products[0]] })).toContain('used twice');
    expect(problemsOf({ ...sample, products: sample.products.filter((p: { id: string }) => p.id !== 'custom') })).toContain('custom cake');
    expect(problemsOf(withProduct(0, { colour: 'brown' }))).toContain('colour');
    expect(problemsOf({ ...sample, allergen_disclaimer: 'Enjoy!' })).toContain('nuts, dairy, eggs, wheat and soy');
  });

  it('refuses a file that is not JSON', () => {
    expect(() => parseCatalog('{')).toThrow(/not valid JSON/);
  });

  describe('aliases: words the owner teaches the assistant', () => {
    it('are optional, trimmed and lower-cased', () => {
      const catalog = parseCatalog(JSON.stringify(withProduct(1, { aliases: ['  Carrot Cake ', 'CARROTS'] })));
      expect(catalog.products[1]?.aliases).toEqual(['carrot cake', 'carrots']);
      expect(parseCatalog(JSON.stringify(withProduct(1, { aliases: undefined }))).products[1]?.aliases).toBeUndefined();
    });

    it('refuses a word that names every product of its kind, odd characters, and repeats', () => {
      expect(problemsOf(withProduct(1, { aliases: ['cake'] }))).toContain('products[1] (carrot-whole).aliases[0]: is too general');
      expect(problemsOf(withProduct(1, { aliases: ['carrot!'] }))).toContain('aliases[0]: must be words');
      expect(problemsOf(withProduct(1, { aliases: ['carrot', 'Carrot'] }))).toContain('aliases: lists an alias twice');
      expect(problemsOf(withProduct(1, { aliases: Array.from({ length: 21 }, (_, i) => `word${i}`) }))).toContain('at most 20 aliases');
    });

    it('name one flavour: a cake and its slice may share one, two flavours may not', () => {
      const carrotSlice = sample.products.findIndex((p: { id: string }) => p.id === 'carrot-slice');
      expect(() => parseCatalog(JSON.stringify(withProduct(carrotSlice, { aliases: ['carrot', 'carrot cake'] })))).not.toThrow();
      expect(problemsOf(withProduct(carrotSlice, { aliases: ['choc'] }))).toContain('"choc" is already an alias of another product (chocolate-fudge)');
    });
  });
});
