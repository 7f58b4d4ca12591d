import { tokenize } from '../text.js';
import { readQuantity } from './quantities.js';
import type { ItemMention, ReaderContext, Reading } from '../reading.js';
import { ADDS, replacesItems } from './intents.js';
import { mentionedSkus, readItems } from './read-items.js';

// Changes to the lines already on the order, read from a whole message once its items are known:
// which count said is the result, whether the order is made again, which sentence names the new
// products, and "one more" or "the same again" of a line.

const ordered = (item: ItemMention): item is Extract<ItemMention, { kind: 'product' | 'choose' }> => item.kind === 'product' || item.kind === 'choose';

/** "drop one carrot cake, so 2 carrot and 2 chocolate": the counts said after the change are its result. */
export function removalsKept(removals: Reading['removals'], items: ItemMention[]): Reading['removals'] {
  const restated = (item: ItemMention, sku: string) => ordered(item) && item.qty !== null && (item.kind === 'product' ? item.sku === sku : item.skus.includes(sku));
  return removals.filter((removal) => removal.qty == null || !items.some((item) => removal.skus.some((sku) => restated(item, sku))));
}

/** "no wait cancel all of that. just 1 whole vanilla bean cake": the order made again from these. */
export function readOrderMadeAgain(folded: string, items: ItemMention[], ctx: ReaderContext, reading: Reading): void {
  if (ctx.draftSkus.length === 0 || !items.some(ordered)) return;
  if (!/\b(?:cancel|scrap|forget|scratch|delete|drop) (?:all (?:of )?(?:that|it|this)|everything|all that|the whole (?:thing|order))\b/.test(folded)) return;
  reading.replacesItems = true;
  reading.replaced = [...new Set(ctx.draftSkus)];
}

/**
 * "make them both chocolate", "can they all be lemon?", "change both to red velvet": one flavour
 * said for every line of the order, each line keeping its count.
 */
export function readEveryLineChanged(folded: string, items: ItemMention[], ctx: ReaderContext, reading: Reading): void {
  if (new Set(ctx.draftSkus).size < 2 || items.filter(ordered).length !== 1 || items.length !== 1) return;
  const every = /\b(?:make|change|switch|turn|swap) (?:them|those|these|the cakes|the slices|both|all|everything)?\s*(?:both|all|all of them|both of them|each of them|into|to|over to)? ?(?:both |all )?(?:to |into )?|\b(?:can|could|should) (?:they|those|these|both|them) (?:both |all )?be\b/;
  const said = /\b(?:both|all of them|them all|all of the|each of them|each one|every one|all)\b/.test(folded);
  if (!said || !every.test(folded) || ADDS.test(folded)) return;
  reading.replacesItems = true;
  reading.replaced = [...new Set(ctx.draftSkus)];
}

/**
 * "carrot has walnuts right? ... Let's switch to the chocolate fudge cake instead": the new
 * products are those of the sentence that asks for the switch, not the one that names the old.
 */
export function readSwitchSentence(orderText: string, ctx: ReaderContext, reading: Reading): void {
  if (!reading.replacesItems || ctx.draftSkus.length === 0 || reading.replaced.length > 0) return;
  const switching = orderText.split(/(?<=[.!?])\s+/).filter((sentence) => replacesItems(sentence));
  const named = switching.length === 1 ? readItems(switching[0] as string, ctx.index).items.filter(ordered) : [];
  if (named.length > 0 && named.length < reading.items.length) reading.items = named;
}

/** "and one more lemon slice" adds to the lemon slices ordered; "and same again in carrot" repeats the latest line in carrot. */
/** "2 more please", "can I get one more?", "another one": more of what was ordered, said with no product. */
const MORE_OF_THE_SAME = /^(?:(?:oh|and|also|ok(?:ay)?|actually|wait|hey|um+|so|then|thanks|thank you|great|perfect|can (?:i|we|u|you)|could (?:i|we|u|you)|may i|i'?d like|i want|i'?ll (?:take|have)|we'?ll (?:take|have)|(?:get|give|send|make) (?:me|us)|get|add|have|do)\s+)*(one|two|three|four|five|six|\d{1,2}|another|a couple(?: of)?|a few)(?:\s+(?:more|(?<=another )one|extra)|(?<=another)(?=\s*[?.!]*$|\s+(?:please|pls|for|at)\b))(?:\s+(?:of (?:those|them|that|these|the same|it)|the same|please|pls|plz|thanks|thx|too|as well|then|for (?:the )?same time|(?:for|at|on|by) (?!(?:the )?(?:menu|thing|question)\b)[a-z0-9:' ]{1,30}?))*\s*[?.!]*$/;

/**
 * Said just after an order was placed, with nothing on a new one: "2 more please" are more of the
 * product placed (in its size), for a separate order; with several products placed, which is asked.
 */
export function readMoreOfPlaced(short: string, ctx: ReaderContext, reading: Reading): void {
  const placed = ctx.placedLines ?? [];
  // "one more for my sister please": who it is for names nothing we lack.
  if (ctx.draftSkus.length > 0 || placed.length === 0 || reading.items.some((item) => item.kind !== 'unknown')) return;
  // "thanks! oh and one more": the thanks said first asks for nothing.
  const more = MORE_OF_THE_SAME.exec(short.trim().replace(/^(?:thanks?(?: you| u)?|thx|ty|great|perfect|awesome|cool|ok(?:ay)?)\b[!,. ]+/, ''));
  if (!more) return;
  const qty = more[1] === 'another' ? 1 : readQuantity(tokenize(more[1] as string));
  if (!qty) return;
  const skus = [...new Set(placed.map((line) => line.sku))];
  const [only] = placed;
  // More to go with the order placed: a separate order, at its time unless another is said.
  reading.toPlacedOrder = true;
  reading.items = skus.length === 1 && only ? [{ kind: 'product', sku: only.sku, qty, size: only.size, sizeWanted: only.size }] : [{ kind: 'choose', skus, qty, sizeWanted: null }];
}

export function readMoreOfALine(itemText: string, short: string, ctx: ReaderContext, reading: Reading): void {
  readMoreOfPlaced(short, ctx, reading);
  if (ctx.draftSkus.length === 0) return;
  const more = /\b(one|two|three|four|five|six|\d{1,2}|another|a couple(?: of)?)\s+more\b/.exec(itemText);
  const [only] = reading.items;
  if (more && reading.items.length === 1 && only?.kind === 'product' && ctx.draftSkus.includes(only.sku)) {
    reading.items = [{ ...only, qty: more[1] === 'another' ? 1 : only.qty, more: true }];
  }
  // "add a lemon slice", "can i add two fudge slices too" with that line on the order: that many more.
  if (!more && ADDED_TO_A_LINE.test(itemText) && reading.items.length === 1 && only?.kind === 'product' && only.qty !== null && !only.more && ctx.draftSkus.includes(only.sku)) {
    reading.items = [{ ...only, more: true }];
  }
  // "add another carrot", "and another red velvet cake": one more of that line, in its form.
  if (!more && /\banother\b/.test(itemText) && reading.items.length === 1 && only && (only.kind === 'product' || only.kind === 'choose')) {
    const sku = only.kind === 'product' ? only.sku : only.skus.find((candidate) => ctx.draftSkus.includes(candidate));
    if (sku && ctx.draftSkus.includes(sku)) reading.items = [{ kind: 'product', sku, qty: 1, size: null, sizeWanted: only.sizeWanted, more: true }];
  }
  const sameAgain = /\b(?:the )?same (?:again |thing |amount |number )?(?:again )?(?:in|but|with|of|for)\s+(?:the\s+)?([a-z ]{3,30}?)\s*(?:too|as well|please|pls|then|also)?\s*$/.exec(short)?.[1];
  const sameIn = sameAgain ? readItems(sameAgain, ctx.index).items.filter(ordered) : [];
  if (sameIn.length > 0) {
    reading.sameAgainIn = sameIn;
    reading.items = [];
  }
}

const SIZE_WORD = '(large|big|regular|normal|small)';
const RESIZED = new RegExp(`\\b(?:make|change|switch|turn|upgrade) (?:all (?:of )?(?:the |my )?|both (?:of )?(?:the |my )?|the |those |these |my |them )(?:all |both )?([a-z ]{0,30}?)\\s*(?:slices?|ones|pieces|cakes?)?\\s*(?:all |both )?(?:to |into |a )?${SIZE_WORD}(?: ones| slices| size)?\\b`);

/**
 * "make the choc slices large", "make them all regular", "change all the slices to large": every
 * line named (or every line) in the size said, joined with a line already in it. Read only where
 * the lines come in two sizes and none is said as the one to change from (that is `sizeChange`'s
 * own "make the large one regular").
 */
export function readLinesResized(folded: string, ctx: ReaderContext, reading: Reading): void {
  if (reading.sizeChange || ctx.draftSkus.length === 0) return;
  const said = RESIZED.exec(folded);
  if (!said?.[2]) return;
  const to = /^(?:large|big)$/.test(said[2]) ? 'large' : 'regular';
  const words = (said[1] ?? '').trim();
  const named = words && !/^(?:them|all|both)$/.test(words) ? mentionedSkus(readItems(words, ctx.index).items) : [];
  const skus = named.length > 0 ? ctx.draftSkus.filter((sku) => named.includes(sku)) : [...ctx.draftSkus];
  const resizable = skus.filter((sku) => ctx.index.productsById.get(sku)?.sizes.includes(to));
  if (resizable.length === 0 || (words && named.length === 0 && !/^(?:them|all|both)$/.test(words))) return;
  // "make both of them large" of a carrot and a fudge slice: the carrot's size is said to stay.
  const kept = skus.filter((sku) => !resizable.includes(sku));
  reading.sizeChange = { from: null, to, skus: [...new Set(resizable)], ...(kept.length > 0 ? { kept: [...new Set(kept)] } : {}) };
  // "... and add a vanilla slice": what else is added stays; the lines resized are no new line.
  reading.items = reading.items.filter((item) => !(item.kind === 'product' ? resizable.includes(item.sku) : item.kind === 'choose' && item.skus.some((sku) => resizable.includes(sku))));
  reading.size = null;
}

const SECOND_THOUGHT = /\b(?:actually|no|nah|wait|on second thought|second thoughts|scratch that|final answer|changed my mind|or maybe|hmm+)\b/;

/**
 * "hmm actually red velvet", "ok final answer chocolate fudge" with one cake on the order: that
 * cake in the flavour now named, not a question whether a whole cake or a slice is meant.
 */
export function readSecondThought(folded: string, items: ItemMention[], ctx: ReaderContext, reading: Reading): void {
  const [only] = items;
  const lines = new Set(ctx.draftSkus);
  if (reading.replacesItems || items.length !== 1 || !only || lines.size !== 1 || !SECOND_THOUGHT.test(folded) || ADDS.test(folded)) return;
  const skus = only.kind === 'choose' ? only.skus : only.kind === 'product' ? [only.sku] : [];
  if (only.kind === 'choose' && only.qty !== null) return;
  const form = (sku: string) => ctx.index.productsById.get(sku)?.category;
  const current = [...lines][0] as string;
  if (skus.length === 0 || skus.includes(current) || !skus.some((sku) => form(sku) === form(current))) return;
  reading.replacesItems = true;
}

/** "add a lemon slice", "can i add a slice of fudge too", "throw in 2 more": more asked for, not a new count. */
const ADDED_TO_A_LINE = /^(?:(?:oh|and|also|wait|actually|ok(?:ay)?|um+|uh+|please|pls|then)[,]?\s+)*(?:(?:can|could|may) (?:i|we|you) (?:also |just )*)?(?:add|throw in|toss in)\s+(?:an?|one|two|three|four|five|six|\d{1,2})\b/;
