import type { Catalog, Product } from '../catalog/catalog-schema.js';
import { editDistance, isTypoOf, singular, tokenize } from './text.js';

// Maps loose wording to catalog products. Written by hand because no library knows that "choc"
// is the chocolate fudge cake, that "rv" is red velvet, or that "the lemon" could be a whole cake
// or a slice: it needs the live catalog's own names, grouped into flavours, plus typo tolerance.
// Everything it can answer with comes from the catalog, so it can never invent a product.

/** A flavour groups the whole cake and its slice, which share a name ("Carrot Cake"). */
export type Flavor = {
  key: string;
  label: string;
  whole: Product | null;
  slice: Product | null;
  custom: Product | null;
  beverage: Product | null;
  /** Token sequences that name it, longest first. */
  aliases: string[][];
};

export type MenuIndex = {
  flavors: Flavor[];
  catalog: Catalog;
  /** Every word of every alias, each once: what a customer's word may be a typo of. */
  aliasWords: string[];
  /**
   * Answers already worked out for a word seen before: which alias words it is a typo of, and
   * whether it names a drink. Every message is checked against every alias, and customers use
   * the same few words over and over. Bounded; forgotten with the catalog.
   */
  memo: { typoTargets: Map<string, Set<string>>; drink: Map<string, boolean> };
};

const MEMO_LIMIT = 10_000;

function remembered<T>(memo: Map<string, T>, key: string, work: () => T): T {
  let answer = memo.get(key);
  if (answer === undefined) {
    answer = work();
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, answer);
  }
  return answer;
}

const GENERIC = new Set(['cake', 'cakes', 'slice', 'slices', 'whole', 'the', 'of', 'a', 'in', 'only', 'cafe', 'hot']);

// Short forms people text that are not typos of the catalog words.
const ABBREVIATIONS: Record<string, string[]> = {
  choc: ['chocolate'],
  choco: ['chocolate'],
  chocolate: ['chocolate'],
  rv: ['red', 'velvet'],
  van: ['vanilla'],
  nilla: ['vanilla'],
  straw: ['strawberry'],
  strawberries: ['strawberry'],
  coffees: ['coffee'],
  teas: ['tea'],
};

/** Words for drinks the cafe serves that customers use without the catalog's exact name. */
export const DRINK_WORDS = ['coffee', 'tea', 'latte', 'espresso', 'cappuccino', 'mocha', 'americano', 'chai', 'macchiato', 'drink', 'drinks', 'beverage', 'beverages', 'matcha', 'frappuccino', 'cortado'];

function flavorName(product: Product): string {
  return product.name.replace(/\s+(cake\s+)?slice$/i, '').replace(/\s+cake$/i, '').trim();
}

export function buildMenuIndex(catalog: Catalog): MenuIndex {
  const byKey = new Map<string, Flavor>();
  for (const product of catalog.products) {
    const label = product.category === 'custom-cake' ? 'Custom Cake' : flavorName(product);
    const key = label.toLowerCase();
    const flavor = byKey.get(key) ?? { key, label, whole: null, slice: null, custom: null, beverage: null, aliases: [] };
    if (product.category === 'whole-cake') flavor.whole = product;
    if (product.category === 'slice') flavor.slice = product;
    if (product.category === 'custom-cake') flavor.custom = product;
    if (product.category === 'beverage') flavor.beverage = product;
    byKey.set(key, flavor);
  }
  const flavors = [...byKey.values()];
  // Each flavour is named by its full name and by every word no other flavour uses.
  const wordUse = new Map<string, number>();
  for (const flavor of flavors) for (const word of new Set(tokenize(flavor.label))) wordUse.set(word, (wordUse.get(word) ?? 0) + 1);
  for (const flavor of flavors) {
    const words = tokenize(flavor.label).filter((word) => !GENERIC.has(word));
    const aliases = [words, ...words.filter((word) => wordUse.get(word) === 1).map((word) => [word])];
    if (flavor.custom) aliases.push(['custom'], ['design'], ['wedding'], ['personalized'], ['personalised']);
    flavor.aliases = uniqueSequences(aliases).sort((a, b) => b.length - a.length);
  }
  const aliasWords = [...new Set(flavors.flatMap((flavor) => flavor.aliases.flat()))];
  return { flavors, catalog, aliasWords, memo: { typoTargets: new Map(), drink: new Map() } };
}

/** Whether a customer's word is (a typo of) a word of a flavour's name. */
function namesWord(candidate: string, word: string, index: MenuIndex): boolean {
  if (candidate === word) return true;
  const targets = remembered(index.memo.typoTargets, candidate, () => new Set(index.aliasWords.filter((aliasWord) => isTypoOf(candidate, aliasWord))));
  return targets.has(word);
}

function uniqueSequences(sequences: string[][]): string[][] {
  const seen = new Set<string>();
  return sequences.filter((sequence) => sequence.length > 0 && !seen.has(sequence.join(' ')) && seen.add(sequence.join(' ')));
}

export type FlavorMention = { flavor: Flavor; start: number; end: number };

function expand(tokens: string[]): Array<{ word: string; at: number }> {
  return tokens.flatMap((token, at) => (ABBREVIATIONS[token] ?? [singular(token)]).map((word) => ({ word, at })));
}

/** Every flavour named in the tokens, left to right, preferring the longest name at a position. */
export function findFlavors(tokens: string[], index: MenuIndex): FlavorMention[] {
  const words = expand(tokens);
  const mentions: FlavorMention[] = [];
  let i = 0;
  while (i < words.length) {
    let best: { flavor: Flavor; length: number } | null = null;
    for (const flavor of index.flavors) {
      for (const alias of flavor.aliases) {
        if (best && alias.length <= best.length) continue;
        // A lone short word ("bean", "red") must be exact: "been" is not a vanilla bean cake.
        const exactOnly = alias.length === 1 && (alias[0] as string).length < 5;
        const matches = alias.every((word, k) => {
          const candidate = words[i + k]?.word;
          return candidate !== undefined && (exactOnly ? candidate === word : namesWord(candidate, word, index));
        });
        if (matches) best = { flavor, length: alias.length };
      }
    }
    if (best) {
      const start = (words[i] as { at: number }).at;
      const end = (words[i + best.length - 1] as { at: number }).at;
      const previous = mentions[mentions.length - 1];
      if (!previous || previous.flavor !== best.flavor || previous.end < start - 1) mentions.push({ flavor: best.flavor, start, end });
      i += best.length;
    } else {
      i += 1;
    }
  }
  return mentions;
}

/** Whether a token names a drink (a beverage in the catalog, or a common drink word). */
export function isDrinkWord(token: string, index: MenuIndex): boolean {
  const word = ABBREVIATIONS[token]?.[0] ?? singular(token);
  return remembered(index.memo.drink, word, () => {
    if (DRINK_WORDS.some((drink) => isTypoOf(word, drink))) return true;
    return index.flavors.some((flavor) => flavor.beverage && flavor.aliases.some((alias) => alias.length === 1 && isTypoOf(word, alias[0] as string)));
  });
}

/** The orderable products whose names are closest to a phrase, for a clarifying question. */
export function closestProducts(phrase: string, index: MenuIndex, limit = 3): Product[] {
  const words = tokenize(phrase).filter((word) => !GENERIC.has(word));
  const orderable = index.catalog.products.filter((product) => product.available && product.category !== 'beverage');
  const scored = orderable.map((product) => {
    const nameWords = tokenize(product.name).filter((word) => !GENERIC.has(word));
    const score = words.length
      ? Math.min(...words.map((word) => Math.min(...nameWords.map((name) => editDistance(word, name) / Math.max(name.length, word.length)))))
      : 1;
    return { product, score };
  });
  return scored
    .sort((a, b) => a.score - b.score || a.product.price_usd - b.product.price_usd)
    .slice(0, limit)
    .map((entry) => entry.product);
}
