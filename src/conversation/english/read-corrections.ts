import { findFlavors, flavorProducts, type MenuIndex } from '../menu-index.js';
import type { ItemMention, ReaderContext, Reading } from '../reading.js';
import { tokenize } from '../text.js';
import { readQuantity } from './quantities.js';
import { mentionedSkus, readItems } from './read-items.js';

// Corrections that name what they change, read before the message's items so that the words
// naming the old item are not ordered again.

const RECOUNT = /\b(?:make|change) (?:it|that|them|those) (?:to )?((?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|half a dozen))(?: (?:slices|pieces|cakes|of them))?\b/;
const ADDS_MORE = /^\s*,?\s*(?:and|&|\+|plus|also)\b/;

/**
 * "make it 3 slices and add a carrot slice": the new count of the line already on the order, said
 * before more items, and the words that say it. Null when nothing more follows: "make it 3" on its
 * own is read as a quantity answer.
 */
export function readRecount(itemText: string): { phrase: string; qty: number } | null {
  const match = RECOUNT.exec(itemText);
  const qty = match ? readQuantity(tokenize(match[1] ?? '')) : null;
  if (!match || qty === null || !ADDS_MORE.test(itemText.slice(match.index + match[0].length))) return null;
  return { phrase: match[0], qty };
}

// "lemon instead of (the) carrot", "swap the carrot for lemon", "change the carrot slices to lemon".
// The words naming the old item end where the new one starts: "instead of the whole cake do 8 slices".
const REPLACED_AFTER = /\b(?:instead of|rather than|in place of)\s+(.{1,40}?)(?=\s*(?:[,.!?;]|$|\band\b|\bplease\b|\bpls\b|\bthanks?\b|\b(?:do|get|give me|make (?:it|that)|have|i'?ll|i want|we'?ll|let'?s do|go with|put)\b|\s(?:\d{1,2}|a|an|one|two|three|four|five|six)\s))/;
// "i meant carrot cake not red velvet": the product said after "not", once a new one was named before it.
const REPLACED_NOT = /(?<=\S.*)\bnot\s+(?:the\s+)?([\p{L}' ]{2,30}?)\s*(?=[,.!?;]|$)/u;
const REPLACED_BEFORE = /\b(?:swap|switch|change|replace)\s+(?:out\s+)?(.{1,40}?)\s+(?:for|to|with)\b/;
// "make the lemon ones carrot instead": the flavour named with "ones" is the one replaced.
const REPLACED_MADE = /\bmake (?:the|those|these|all the|all of the)\s+([\p{L}' ]{2,30}?)\s+(?:ones|slices|pieces|cakes)\s+(?=\p{L})(?!(?:large|regular|big|small|bigger|smaller)\b)/u;
/** "make the carrot cake a chocolate one": that line becomes the flavour named after it. */
const REPLACED_MADE_ONE = /\bmake (?:the|that)\s+((?:(?!(?:and|ones|large|regular|add|with|for|it)\b)[\p{L}']+\s+){0,2}(?!(?:and|ones|large|regular|add|with|for|it)\b)[\p{L}']+)\s+(?:(?:cake|one|slice)\s+)?(?:an?|into an?|into)\s+(?=\p{L})(?!(?:large|regular|big|small|bigger|smaller|whole|slice|custom|dozen|couple)\b)/u;

/** "make the cake chocolate", "can the cake be chocolate instead": the order's cake (or slices) becomes the flavour named after. */
const REPLACED_KIND = /\b(?:make|turn|can|could|should|change) (?:the|that|my|our) ((?:whole )?cakes?|slices?)\s+(?:be\s+|to\s+)?(?:into\s+)?(?:an?\s+)?(?=\p{L})(?!(?:large|regular|big|small|bigger|smaller|whole|slice|custom|say|says|read|for|at|on|by|instead|be)\b)/u;
/** "make the carrot chocolate", "make the carrot one chocolate": a flavour on the order becomes the flavour named after it. */
const REPLACED_FLAVOUR = /\bmake (?:the|that|my)\s+((?:(?!(?:and|ones?|large|regular|add|with|for|it|slices?|cakes?)\b)[\p{L}']+\s+)?(?!(?:and|ones?|large|regular|add|with|for|it|slices?|cakes?)\b)[\p{L}']+)\s+(?:(?:one|cake|slices?|ones)\s+)?(?=\p{L})(?!(?:large|regular|big|small|bigger|smaller|whole|slice|slices|custom|say|says|read|for|at|on|by|instead|be|a|an|into|and|please|pls|too|also|the|it|one|ones|cake|cakes)\b)/u;

/** "sorry not carrot, chocolate": the flavour said after "not" is the one replaced by what follows. */
const REPLACED_LEADING_NOT = /^(?:(?:sorry|oops|no|nope|actually|wait|oh|hmm)[,.!]?\s+)*not (?:the\s+)?([\p{L}' ]{2,30}?)\s*[,;]\s*(?=\p{L})/u;

/** The products a correction says it replaces, and the words that say so (not read as an order). */
export function readReplaced(itemText: string, index: MenuIndex, draftSkus: readonly string[] = []): { phrase: string; skus: string[] } | null {
  for (const pattern of [REPLACED_AFTER, REPLACED_BEFORE, REPLACED_MADE, REPLACED_MADE_ONE, REPLACED_FLAVOUR, REPLACED_KIND, REPLACED_LEADING_NOT, REPLACED_NOT]) {
    const match = pattern.exec(itemText);
    const named = match?.[1];
    if (!match || !named) continue;
    // "make the cake chocolate": only when a flavour follows; "make the cake say Happy Birthday" is writing.
    if (pattern === REPLACED_KIND && !readItems(itemText.slice(match.index + match[0].length), index).items.some((item) => item.kind === 'product' || item.kind === 'choose')) continue;
    if (pattern === REPLACED_FLAVOUR && !newFlavourAfter(itemText.slice(match.index + match[0].length), named, index, draftSkus)) continue;
    if (pattern === REPLACED_NOT && readItems(itemText.slice(0, match.index), index).items.every((item) => item.kind !== 'product' && item.kind !== 'choose')) continue;
    // "instead of the whole cake": the order's cakes of that kind.
    const ofKind = (category: string) => draftSkus.filter((sku) => index.productsById.get(sku)?.category === category);
    const skus = readItems(named, index).items.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : item.kind === 'category' ? ofKind(item.category) : []));
    if (skus.length === 0) continue;
    // "swap the carrot for lemon": only the replaced words go; "for lemon" is the new item.
    return { phrase: pattern === REPLACED_BEFORE ? named : match[0], skus };
  }
  return null;
}

/** "ok just the slices today then" keeps only the lines named; "just a whole vanilla cake then" replaces the rest with it. */
export function readOnlyThese(folded: string, items: ItemMention[], ctx: ReaderContext, reading: Reading): void {
  // "just the cake", said alone at the read-back, is as plain as "ok just the cake then".
  const alone = /^(?:(?:no|nah|actually|wait|sorry|hmm+|scratch that|forget that|never ?mind|nvm|oops|no wait)[,.!]?\s+)*(?:just|only) (?:the |my )?[a-z ]{2,30}?(?: please| pls| thanks)?[.!]?$/.test(folded);
  if (ctx.draftSkus.length === 0 || !/\b(just|only)\b/.test(folded) || (!alone && !/\b(then|instead|ok|okay|fine|actually|want|need|wanted)\b/.test(folded))) return;
  // A flavour on the order, said as either form ("the lemon one"), is that line.
  const onDraft = (item: ItemMention) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : []).filter((sku) => ctx.draftSkus.includes(sku));
  // "only one vanilla", "just 1 carrot" with two of them ordered: that line's count, the rest kept.
  const counted = items.length > 0 && items.every((item) => (item.kind === 'product' || item.kind === 'choose') && item.qty !== null && onDraft(item).length === 1);
  if (counted) {
    for (const item of items) reading.flavourRecounts.push({ skus: onDraft(item), qty: (item as { qty: number }).qty });
    items.splice(0, items.length);
    return;
  }
  // "just the carrot" with a carrot cake on the order: that cake, not carrot in either form.
  items.forEach((item, at) => {
    const [sku, ...others] = item.kind === 'choose' ? onDraft(item) : [];
    if (item.kind === 'choose' && sku && others.length === 0) items[at] = { kind: 'product', sku, qty: item.qty, size: null, sizeWanted: item.sizeWanted };
  });
  const kept = (sku: string) => items.some((item) => (item.kind === 'product' && item.sku === sku) || (item.kind === 'choose' && item.skus.includes(sku)) || (item.kind === 'category' && [item.category, item.category === 'whole-cake' ? 'custom-cake' : null].includes(ctx.index.productsById.get(sku)?.category ?? null)));
  const dropped = [...new Set(ctx.draftSkus.filter((sku) => !kept(sku)))];
  const onlyKept = items.length > 0 && items.every((item) => item.kind === 'category' || (item.kind === 'product' && ctx.draftSkus.includes(item.sku)));
  // Nothing on the order kept is a misreading, not "only this".
  if (onlyKept && dropped.length > 0 && dropped.length < new Set(ctx.draftSkus).size) {
    reading.removals = dropped.map((sku) => ({ skus: [sku], only: null }));
    items.splice(0, items.length);
  } else if (!onlyKept && items.some((item) => item.kind === 'product' || item.kind === 'choose') && dropped.length > 0) {
    reading.replacesItems = true;
    reading.replaced = dropped;
  }
}

/** The products on the order of the flavours these words name ("the lemon" → the lemon slices ordered). */
function orderedOfFlavours(words: string, ctx: ReaderContext): string[] {
  return findFlavors(tokenize(words), ctx.index).flatMap((mention) => flavorProducts(mention.flavor).map((p) => p.id)).filter((sku) => ctx.draftSkus.includes(sku));
}

/** "make the chocolate ones 3": the new count of the order's lines of that flavour, and the words that say it. */
export function readFlavourRecount(itemText: string, ctx: ReaderContext): { phrase: string; skus: string[]; qty: number } | null {
  // "make the lemon three": the count may follow the flavour alone; "make the lemon one large" is a size.
  const recounted = /\b(?:make|change) the ([a-z ]{2,30}?)(?: ones?| (slices?|pieces?)| (?:whole )?(cakes?))? (?:to )?x?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s*(?:large|regular|whole|inch|in\b|am\b|pm\b|:|o'?clock))/.exec(itemText);
  const qty = recounted?.[4] ? readQuantity(tokenize(recounted[4])) : null;
  // "make the carrot slices 2" with a carrot cake too: the slices only.
  const form = recounted?.[2] ? 'slice' : recounted?.[3] ? 'cake' : null;
  // "make the slices 3" with one kind of slice on the order: those slices.
  const kind = /^(?:slices?|pieces?)$/.test(recounted?.[1] ?? '') ? 'slice' : /^(?:whole )?cakes?$/.test(recounted?.[1] ?? '') ? 'whole-cake' : null;
  const ofKind = kind ? [...new Set(ctx.draftSkus.filter((sku) => ctx.index.productsById.get(sku)?.category === kind))] : [];
  const flavoured = recounted?.[1] && !kind ? orderedOfFlavours(recounted[1], ctx).filter((sku) => form === null || (form === 'slice') === sku.endsWith('-slice')) : [];
  const skus = ofKind.length === 1 ? ofKind : flavoured;
  return recounted && qty !== null && skus.length > 0 ? { phrase: recounted[0], skus, qty } : null;
}

/** "one more lemon", "two fewer carrot slices": a flavour's line changed by that many. */
const FLAVOUR_CHANGE = /\b(\d{1,2}|one|two|three|four|five|six|a|an|another)\s+(more|extra|additional|less|fewer)\s+(?:of\s+)?(?:the\s+)?([a-z ]{2,30}?)(?:\s+(ones?|slices?|cakes?|pieces?))?(?=\s*(?:[,.!?;]|$|\b(?:please|pls|then|too|as well|thanks|thx)\b))/;

export function readFlavourChange(itemText: string, ctx: ReaderContext): { phrase: string; skus: string[]; qty: number; add: true } | null {
  const changed = FLAVOUR_CHANGE.exec(itemText);
  // "one more large fudge slice" beside regular ones: a slice in the size said, read as an item.
  if (!changed?.[1] || !changed[3] || /\b(?:large|big|regular|small|normal)\b/.test(changed[3])) return null;
  const count = /^(a|an|another)$/.test(changed[1]) ? 1 : readQuantity(tokenize(changed[1]));
  // "one more carrot slice" with a carrot cake on the order: a slice is a line of its own, not one more cake.
  const form = changed[4] ? (/^(?:slices?|pieces?)$/.test(changed[4]) ? 'slice' : /^cakes?$/.test(changed[4]) ? 'cake' : null) : null;
  const skus = orderedOfFlavours(changed[3], ctx).filter((sku) => form === null || (form === 'slice') === sku.endsWith('-slice'));
  if (count === null || skus.length === 0) return null;
  return { phrase: changed[0], skus, qty: /more|extra|additional/.test(changed[2] ?? '') ? count : -count, add: true };
}

// "put the carrot back", "add back the lemon slices", "bring them back", "keep the carrot after all",
// "i want the carrot after all".
const PUT_BACK = /\b(?:put|add|bring)\s+back\s+(?:the\s+)?([a-z ]{2,30}?)(?=\s*(?:[,.!?;]|$|\b(?:please|pls|sorry|after all|then|too|as well)\b))|\b(?:put|add|bring)\s+(?:the\s+)?([a-z ]{0,30}?)\s*\bback\b(?:\s+(?:on|in|onto|into)\s+(?:the\s+|my\s+)?order)?|\bkeep\s+(?:the\s+)?([a-z ]{2,30}?)\s+(?:after all|too|as well|also|on (?:the|my) order|on there|in (?:the|my) order)\b|\b(?:want|need|'?ll take|will take)\s+the\s+([a-z ]{2,30}?)\s+after all\b/;

/** Lines taken off that are wanted back, and the words that say so (not read as a new order or a cake message). */
export function readPutBack(folded: string, index: MenuIndex): { phrase: string; skus: string[] } | null {
  const match = PUT_BACK.exec(folded);
  if (!match) return null;
  const named = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').replace(/^(?:it|them|those|that|these|one|ones)$/, '').trim();
  const skus = named
    ? readItems(named, index).items.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : item.kind === 'category' ? index.catalog.products.filter((p) => p.category === item.category).map((p) => p.id) : []))
    : [];
  // "put a candle back there": words naming nothing on the menu are not about the order's lines.
  if (named && skus.length === 0) return null;
  return { phrase: match[0], skus };
}

/** "make the carrot chocolate": the words named a flavour on the order, and another flavour follows them. */
function newFlavourAfter(after: string, named: string, index: MenuIndex, draftSkus: readonly string[]): boolean {
  const skusOf = (text: string) => mentionedSkus(readItems(text, index).items);
  const old = skusOf(named);
  // Only the words right after it: "make the lemon three, drop the vanilla" names no new flavour.
  const next = skusOf(after.split(/[,.;!?]|\b(?:and|add|plus|also|then|but|with)\b/)[0] ?? '');
  return old.some((sku) => draftSkus.includes(sku)) && next.length > 0 && next.every((sku) => !old.includes(sku));
}
