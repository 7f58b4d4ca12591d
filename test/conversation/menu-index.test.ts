import { describe, expect, it } from 'vitest';
import type { Catalog } from '../../src/catalog/catalog-schema.js';
import { buildMenuIndex, closestProducts, findFlavors } from '../../src/conversation/menu-index.js';
import { tokenize } from '../../src/conversation/text.js';
import { sampleCatalog } from '../helpers/sample-catalog.js';

// The matcher from customers' words to catalog products: built from the live catalog's names and
// the owner's aliases, so a new word is taught in the catalog file, not in code.

const catalog = sampleCatalog();
const flavoursIn = (text: string, of: Catalog = catalog) => findFlavors(tokenize(text), buildMenuIndex(of)).map((mention) => mention.flavor.key);

describe('the menu index', () => {
  it('knows the catalog names, the words only one flavour uses, and the owner’s aliases', () => {
    expect(flavoursIn('red velvet please')).toEqual(['red-velvet']);
    expect(flavoursIn('2 rv slices')).toEqual(['red-velvet']);
    expect(flavoursIn('choc fudge and lemon chiffon')).toEqual(['chocolate-fudge', 'lemon']);
    expect(flavoursIn('a carot cake')).toEqual(['carrot']);
  });

  it('learns a new word from the catalog alone', () => {
    expect(flavoursIn('two ganache slices')).toEqual([]);
    const taught = { ...catalog, products: catalog.products.map((p) => (p.id.startsWith('chocolate-fudge') ? { ...p, aliases: [...(p.aliases ?? []), 'ganache'] } : p)) };
    expect(flavoursIn('two ganache slices', taught)).toEqual(['chocolate-fudge']);
  });

  it('reads words in any script, accents folded: Crème, CRÈME and creme are one word', () => {
    expect(tokenize('Crème BRÛLÉE, Zoë’s 10-inch!')).toEqual(['creme', 'brulee', "zoe's", '10', 'inch']);
    const french = { ...catalog, products: catalog.products.map((p) => (p.id === 'vanilla-bean-whole' ? { ...p, aliases: ['crème brûlée'] } : p)) };
    expect(flavoursIn('une creme brulee svp', french)).toEqual(['vanilla-bean']);
  });

  it('offers the closest real products for a word we do not sell, or what we make when nothing is close', () => {
    const index = buildMenuIndex(catalog);
    expect(closestProducts('carrots cake', index)[0]?.id).toMatch(/^carrot-/);
    const ofTiramisu = closestProducts('tiramisu', index).map((p) => p.category);
    expect(ofTiramisu).toContain('custom-cake');
    expect(ofTiramisu.every((category) => category !== 'beverage')).toBe(true);
  });
});
