import { type Catalog, type Category, flavourStem, type Product } from '../catalog/catalog-schema.js';
import { editDistance, isTypoOf, singular, tokenize } from './text.js';

// Maps loose wording to catalog products. Written by hand because no library knows that "choc"
// is the chocolate fudge cake or that "the lemon" could be a whole cake or a slice: it needs the
// live catalog's own names and the owner's aliases, grouped into flavours, plus typo tolerance.
// Everything it can answer with comes from the catalog, so it can never invent a product.

/** A flavour groups the whole cake and its slice, which share a stem ("carrot-whole", "carrot-slice"). */
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
  productsById: Map<string, Product>;
  /** Every word of every alias, each once: what a customer's word may be a typo of. */
  aliasWords: string[];
  /**
   * Answers already worked out for a word seen before: which alias words it may stand for, and
   * whether it names a drink. Every message is checked against every alias, and customers use
   * the same few words over and over. Bounded; forgotten with the catalog.
   */
  memo: { wordsNamed: Map<string, Set<string>>; drink: Map<string, boolean>; soundAlike: Map<string, string | null> };
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

/** Words of product names that name a kind of product, not a flavour. */
const GENERIC = new Set(['cake', 'cakes', 'slice', 'slices', 'whole', 'the', 'of', 'a', 'in', 'only', 'cafe', 'hot']);

/** Words for drinks the cafe serves that customers use without the catalog's exact name. */
export const DRINK_WORDS = ['coffee', 'tea', 'latte', 'espresso', 'cappuccino', 'mocha', 'americano', 'chai', 'macchiato', 'drink', 'drinks', 'beverage', 'beverages', 'matcha', 'frappuccino', 'cortado', 'cocoa', 'soda', 'juice', 'lemonade', 'decaf', 'decaff', 'frappe', 'cappucino', 'expresso'];

function flavorName(product: Product): string {
  return product.name.replace(/\s+(cake\s+)?slice$/i, '').replace(/\s+cake$/i, '').trim();
}

export function buildMenuIndex(catalog: Catalog): MenuIndex {
  const byKey = new Map<string, Flavor>();
  for (const product of catalog.products) {
    const key = flavourStem(product.id);
    const flavor = byKey.get(key) ?? { key, label: '', whole: null, slice: null, custom: null, beverage: null, aliases: [] };
    if (product.category === 'whole-cake') flavor.whole = product;
    if (product.category === 'slice') flavor.slice = product;
    if (product.category === 'custom-cake') flavor.custom = product;
    if (product.category === 'beverage') flavor.beverage = product;
    flavor.label ||= product.category === 'custom-cake' ? 'Custom Cake' : flavorName(product);
    byKey.set(key, flavor);
  }
  const flavors = [...byKey.values()];
  // Each flavour is named by its full name, by every word no other flavour uses, and by the
  // owner's aliases of any of its products.
  const wordUse = new Map<string, number>();
  for (const flavor of flavors) for (const word of new Set(tokenize(flavor.label))) wordUse.set(word, (wordUse.get(word) ?? 0) + 1);
  for (const flavor of flavors) {
    const words = tokenize(flavor.label).filter((word) => !GENERIC.has(word));
    const products = [flavor.whole, flavor.slice, flavor.custom, flavor.beverage].filter((p): p is Product => p !== null);
    const taught = products.flatMap((product) => (product.aliases ?? []).map(tokenize));
    const aliases = [words, ...words.filter((word) => wordUse.get(word) === 1).map((word) => [word]), ...taught];
    flavor.aliases = uniqueSequences(aliases).sort((a, b) => b.length - a.length);
  }
  const aliasWords = [...new Set(flavors.flatMap((flavor) => flavor.aliases.flat()))];
  const productsById = new Map(catalog.products.map((product) => [product.id, product]));
  return { flavors, catalog, productsById, aliasWords, memo: { wordsNamed: new Map(), drink: new Map(), soundAlike: new Map() } };
}

/** The words of flavour names a customer's word may stand for: its own forms and what they are typos of. */
function wordsNamed(token: string, index: MenuIndex): Set<string> {
  return remembered(index.memo.wordsNamed, token, () => {
    const named = new Set<string>();
    for (const form of forms(token)) {
      named.add(form);
      for (const aliasWord of index.aliasWords) if (isTypoOf(form, aliasWord)) named.add(aliasWord);
    }
    return named;
  });
}

function uniqueSequences(sequences: string[][]): string[][] {
  const seen = new Set<string>();
  return sequences.filter((sequence) => sequence.length > 0 && !seen.has(sequence.join(' ')) && seen.add(sequence.join(' ')));
}

/** "the red door", "red river street", "a red fire truck", "Carrot Top": a flavour's lone word before a thing that is no cake. */
const NOT_A_CAKE_AFTER = new Set(['door', 'house', 'roof', 'car', 'truck', 'fire', 'gate', 'building', 'brick', 'river', 'oak', 'light', 'barn', 'awning', 'mailbox', 'sox', 'dress', 'shirt', 'jersey', 'hat', 'top', 'balloon', 'bow', 'ribbon', 'wagon', 'bike', 'wine', 'bull', 'cross', 'carpet', 'robin', 'cardinal', 'pepper', 'street', 'st', 'road', 'rd', 'ave', 'avenue', 'lane', 'ln', 'drive', 'dr', 'trail', 'blvd', 'boulevard', 'court', 'ct', 'circle', 'way', 'hill', 'creek', 'bluff', 'apartments', 'tower', 'plaza']);

export type FlavorMention = { flavor: Flavor; start: number; end: number };

// A customer's word compared in its own form and singular ("strawberries" names "strawberry").
function forms(token: string): string[] {
  const one = singular(token);
  return one === token ? [token] : [token, one];
}

/** Every flavour named in the tokens, left to right, preferring the longest name at a position. */
export function findFlavors(tokens: string[], index: MenuIndex): FlavorMention[] {
  const mentions: FlavorMention[] = [];
  // Worked out once per word, not once per alias it is compared with.
  const tokenForms = tokens.map(forms);
  const named = tokens.map((token) => wordsNamed(token, index));
  let i = 0;
  while (i < tokens.length) {
    let best: { flavor: Flavor; length: number } | null = null;
    for (const flavor of index.flavors) {
      for (const alias of flavor.aliases) {
        if (best && alias.length <= best.length) continue;
        if (i + alias.length > tokens.length) continue;
        // A lone short word ("rv", "van") must be exact: "vat" is not vanilla.
        const exactOnly = alias.length === 1 && (alias[0] as string).length < 5;
        const matches =
          alias.every((word, k) => (exactOnly ? (tokenForms[i + k] as string[]).includes(word) : (named[i + k] as Set<string>).has(word))) &&
          !(alias.length === 1 && NOT_A_CAKE_AFTER.has(singular(tokens[i + 1] ?? '')));
        if (matches) best = { flavor, length: alias.length };
      }
    }
    if (best) {
      const start = i;
      const end = i + best.length - 1;
      const previous = mentions[mentions.length - 1];
      if (!previous || previous.flavor !== best.flavor || previous.end < start - 1) mentions.push({ flavor: best.flavor, start, end });
      i += best.length;
    } else {
      i += 1;
    }
  }
  return mentions;
}

/** Drinks named in two words, one of which may be a cake's ("hot chocolate" is not a chocolate slice). */
export const DRINK_PHRASES = /\b(hot chocolates?|hot chocs?|hot cocoa|iced chocolates?|(?:chocolate|strawberry|vanilla) (?:milks?|shakes?|milkshakes?|smoothies?|drinks?)|iced (coffee|tea|latte|mocha)s?|(?:lemon|ginger|peppermint|mint|green|black|herbal|sweet|chamomile|jasmine|oolong|english breakfast|earl grey) teas?|earl grey|cuppas?|(?:lemon|lime|sparkling|still|mineral) waters?|[a-z]+ juices?|milk ?shakes?|smoothies?|cold brews?|flat whites?|(hot |apple )cider|chai lattes?|vanilla lattes?|caramel lattes?|cups? of joe|(?:glass|glasses|cup|cups|gallon|gallons|carton|cartons|bottle|bottles|jug|jugs|pint|pints|can|cans) of (?:milk|juice|water|soda|pop|lemonade|oj|orange juice)|(?:orange|apple) juice|sodas?|lemonades?|bottled water)\b/g;
/** The same, for a yes-or-no test (no `g` flag, so no position kept between calls). */
export const NAMES_A_DRINK_PHRASE = new RegExp(DRINK_PHRASES.source);
/** Everyday words one letter from a drink's name: "I might be late" orders no latte. */
const NOT_DRINKS = new Set(['late', 'later', 'latter', 'match', 'toffee', 'american', 'sofa', 'juicy', 'coffer', 'mocca']);

const DRIP_COLOURS = new Set(['gold', 'golden', 'silver', 'chocolate', 'choc', 'caramel', 'ganache', 'white', 'pink', 'blue', 'red', 'purple', 'black', 'green', 'metallic', 'rainbow', 'colored', 'coloured']);
const DRIP_AFTER = new Set(['cake', 'frosting', 'icing', 'effect', 'design', 'style', 'top', 'down', 'edge', 'edges']);
/** Words after a drink's name that make it a cake's flavour: "coffee cake", "tea cakes", "mocha frosting". */
const FOOD_AFTER = new Set(['cake', 'cakes', 'cupcake', 'cupcakes', 'frosting', 'icing', 'buttercream', 'filling', 'ganache', 'glaze', 'flavor', 'flavour', 'flavored', 'flavoured', 'spice', 'spiced', 'sponge', 'slice', 'slices', 'loaf', 'cookie', 'cookies', 'bread', 'roll', 'rolls']);

/**
 * A drink's name used for food: "a gold drip", "drip cake" (a way of decorating a cake, not drip
 * coffee), "coffee cake", "tea cakes", "chai spice cake", "espresso chocolate cake", "espresso
 * buttercream".
 */
export function namesFoodNotDrink(tokens: readonly string[], at: number): boolean {
  const next = tokens[at + 1] ?? '';
  if (FOOD_AFTER.has(next) && next !== 'flavor' && next !== 'flavour') return true;
  // "latte flavor cake": the flavour of a cake; "a latte, any flavor" stays a drink.
  if ((next === 'flavor' || next === 'flavour') && FOOD_AFTER.has(tokens[at + 2] ?? '')) return true;
  // "espresso chocolate cake", "coffee walnut cake": a drink's name and another word, before "cake".
  if (/^cakes?$/.test(tokens[at + 2] ?? '') && !/^(?:and|or|with|a|an|the|n|plus)$/.test(next)) return true;
  if (!/^drips?$/.test(tokens[at] ?? '')) return false;
  return DRIP_COLOURS.has(tokens[at - 1] ?? '') || DRIP_AFTER.has(next) || (next === 'on' && tokens[at + 2] === 'top');
}

/** Whether a token names a drink (a beverage in the catalog, or a common drink word). */
export function isDrinkWord(token: string, index: MenuIndex): boolean {
  const word = singular(token);
  if (NOT_DRINKS.has(token) || NOT_DRINKS.has(word)) return false;
  // As with flavours, a short word must be exact: "drop" is not "drip", "chat" is not "chai".
  const names = (target: string) => (target.length < 5 ? word === target : isTypoOf(word, target));
  return remembered(index.memo.drink, word, () => {
    if (DRINK_WORDS.some(names)) return true;
    return index.flavors.some((flavor) => flavor.beverage && flavor.aliases.some((alias) => alias.length === 1 && names(alias[0] as string)));
  });
}

/** The orderable products whose names are closest to a phrase, for a clarifying question. */
/** `category`: only products of that kind ("2 slices of cheesecake" is offered slices). */
/** Cakes named by their colour or as plain, as bakeries call them: "white cake", "yellow cake" are vanilla ones. */
const FLAVOUR_LIKE: Record<string, string> = { white: 'vanilla', yellow: 'vanilla', plain: 'vanilla', butter: 'vanilla' };

export function closestProducts(phrase: string, index: MenuIndex, limit = 3, category: Category | null = null): Product[] {
  const words = tokenize(phrase).filter((word) => !GENERIC.has(word)).map((word) => FLAVOUR_LIKE[word] ?? word);
  const orderable = index.catalog.products.filter((product) => product.available && product.category !== 'beverage' && (category === null || product.category === category));
  const scored = orderable.map((product) => {
    const nameWords = [...tokenize(product.name), ...(product.aliases ?? []).flatMap(tokenize)].filter((word) => !GENERIC.has(word));
    const score =
      words.length && nameWords.length
        ? Math.min(...words.map((word) => Math.min(...nameWords.map((name) => editDistance(word, name) / Math.max(name.length, word.length)))))
        : 1;
    return { product, score };
  });
  const ranked = scored.sort((a, b) => a.score - b.score || a.product.price_usd - b.product.price_usd);
  // Nothing close: a few whole cakes and the custom cake show what we make.
  if ((ranked[0]?.score ?? 1) > 0.5) {
    if (category !== null) return orderable.slice(0, limit);
    const wholes = orderable.filter((product) => product.category === 'whole-cake');
    const custom = orderable.filter((product) => product.category === 'custom-cake');
    return [...wholes.slice(0, Math.max(1, limit - custom.length)), ...custom].slice(0, limit);
  }
  return ranked.slice(0, limit).map((entry) => entry.product);
}

/** The products of a flavour, in the order a customer is offered them: the cake, then its slice. */
export function flavorProducts(flavor: Flavor): Product[] {
  return [flavor.whole, flavor.slice, flavor.custom].filter((product): product is Product => product !== null);
}

export function flavorOf(sku: string, index: MenuIndex): Flavor | undefined {
  return index.flavors.find((flavor) => flavourStem(sku) === flavor.key);
}

/**
 * A word's consonants, doubled letters once, with the spellings of one sound made one:
 * "carrot" and "carat" are both "crt". Vowels are what speech-to-text and customers get wrong.
 */
function consonantSkeleton(word: string): string {
  return word
    .replace(/ph/g, 'f')
    .replace(/ck|k|q/g, 'c')
    .replace(/[aeiouy]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/**
 * The one word of a cake's name (never a drink's) that `word` sounds like, or null: "carat" in
 * "carat cake" is what a voice transcript makes of "carrot cake". Only for a word in front of
 * "cake" that names nothing we sell (src/conversation/english/read-items.ts), and only when exactly
 * one cake word matches, so a real unknown cake still gets the clarifying question.
 */
export function soundAlikeCakeWord(word: string, index: MenuIndex): string | null {
  if (word.length < 5) return null;
  return remembered(index.memo.soundAlike, word, () => findSoundAlike(word, index));
}

function findSoundAlike(word: string, index: MenuIndex): string | null {
  const skeleton = consonantSkeleton(word);
  if (skeleton.length < 2) return null;
  const cakeWords = new Set(index.flavors.filter((flavor) => !flavor.beverage && !flavor.custom).flatMap((flavor) => flavor.aliases.flat()));
  const alike = [...cakeWords].filter(
    (candidate) => candidate.length >= 5 && Math.abs(candidate.length - word.length) <= 2 && consonantSkeleton(candidate) === skeleton,
  );
  return alike.length === 1 ? (alike[0] as string) : null;
}

/** Of a flavour's products, those that can be delivered: its whole cake (slices are sold in the bakery only). */
export const deliverableOf = (skus: string[], index: MenuIndex): string[] => skus.filter((sku) => index.productsById.get(sku)?.category === 'whole-cake');
