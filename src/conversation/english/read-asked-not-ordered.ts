import type { Intent, ReaderContext, Reading } from '../reading.js';

// What reads like an order but only asks, or counts the same cakes twice: a size or a price asked
// about ("how much is the large?", "so the cake is 46?"), and a count said for several sizes at
// once ("two custom cakes: an 8 inch ... and a 10 inch ..."). Read after the items, on the reading.

const SIZE_ONLY_ASKED = /\bhow much\b|\bdifferen(?:ce|t)\b|\bwhat(?:'s| is) (?:the|a) (?:large|regular)\b/;
const SIZE_CHOSEN = /\b(?:can|could) (?:i|we|you) (?:get|have|make|do|switch|change)\b|\b(?:make|switch|change|upgrade|upsize) (?:it|them|those|that|these|all|the|mine|my)\b|\bi'?(?:ll| will) (?:take|have|do|go with)\b|\bi want\b/;
const PRICE_CHECKED = /\b(?:is|was|costs?|comes to|=)\s*\$?\d{1,3}(?:\.\d{2})?\s*(?:usd|dollars|bucks)?\s*(?:,?\s*(?:right|correct|yes|then))?\s*\?+$/;
const SIZE_WORD = '(?:8|eight|10|ten|large|regular|small|big)\\b';
const INCHES_SAID = /\b(?:(8|eight)|(10|ten))[\s-]*(?:inch(?:es)?\b|in\b|"|”)/;
const COUNT_WORDS = ['', '', 'two', 'three', 'four', 'five', 'six'];

export function readAskedNotOrdered(folded: string, intents: Set<Intent>, ctx: ReaderContext, reading: Reading): void {
  sizeOnlyAsked(folded, intents, ctx, reading);
  customCakeInches(folded, ctx, reading);
  countOfEverySize(folded, reading);
  priceChecked(folded, intents, reading);
}

/**
 * "how much is the large?", "large or regular, what's the difference?": the size of the order's
 * lines asked about, not chosen; "can I get them large?" and "make them large" choose it. With
 * nothing ordered yet, "how much is a large fudge slice" is the slice quoted large, for "I'll take
 * 2" to take.
 */
function sizeOnlyAsked(folded: string, intents: Set<Intent>, ctx: ReaderContext, reading: Reading): void {
  const ofTheOrder = ctx.draftSkus.length > 0 && reading.items.length === 0 && reading.about.skus.length === 0;
  const asked = intents.has('price_question') || intents.has('describe_question') || reading.eitherOr;
  if (reading.size && ofTheOrder && asked && (SIZE_ONLY_ASKED.test(folded) || !SIZE_CHOSEN.test(folded))) reading.size = null;
}

/** "big number 2 on top, ..., 8 inch": the inches said are a custom cake's size, not "big". */
function customCakeInches(folded: string, ctx: ReaderContext, reading: Reading): void {
  const inches = INCHES_SAID.exec(folded);
  if (!inches) return;
  for (const item of reading.items) {
    if (item.kind === 'product' && (item.sizeWanted === 'large' || item.sizeWanted === 'regular') && ctx.index.productsById.get(item.sku)?.category === 'custom-cake') item.sizeWanted = inches[1] ? '8-inch' : '10-inch';
  }
}

/**
 * "two custom cakes: an 8 inch with a pirate theme and a 10 inch with a mermaid theme": the count
 * said first is of them all, then each size is said one at a time; never three cakes. ("2 large
 * fudge slices and 1 regular", the count said with its size, is three.)
 */
function countOfEverySize(folded: string, reading: Reading): void {
  const [first, ...others] = reading.items;
  if (first?.kind !== 'product' || first.qty === null || first.qty < 2 || !first.sizeWanted || others.length === 0) return;
  if (!others.every((item) => item.kind === 'product' && item.sku === first.sku)) return;
  const rest = others.reduce((sum, item) => sum + ((item.kind === 'product' ? item.qty : null) ?? 1), 0);
  const countedWithSize = new RegExp(`\\b(?:${first.qty}|${COUNT_WORDS[first.qty] ?? first.qty})\\s+${SIZE_WORD}`).test(folded);
  if (first.qty > rest && !countedWithSize && new RegExp(`\\b(?:a|an|one|two|three|\\d)\\s+${SIZE_WORD}`).test(folded)) first.qty -= rest;
}

/** "so the cake is 46?", "the slice is $6 right?": a price checked, asked about; nothing is ordered. */
function priceChecked(folded: string, intents: Set<Intent>, reading: Reading): void {
  if (!PRICE_CHECKED.test(folded) || reading.when || !reading.items.every((item) => item.kind === 'category' || item.kind === 'product')) return;
  const kinds = reading.items.flatMap((item) => (item.kind === 'category' ? [item.category] : []));
  if (kinds.length > 0 && reading.about.category === null) reading.about = { ...reading.about, category: kinds[0] as 'whole-cake' | 'slice' };
  for (const item of reading.items) if (item.kind === 'product' && !reading.about.skus.includes(item.sku)) reading.about.skus.push(item.sku);
  reading.items = [];
  intents.add('price_question');
}
