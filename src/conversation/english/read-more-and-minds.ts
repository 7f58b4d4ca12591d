import { findFlavors, flavorProducts } from '../menu-index.js';
import type { ItemMention, ReaderContext, Reading } from '../reading.js';
import { tokenize } from '../text.js';
import { readQuantity } from './quantities.js';

// More of a product said for someone else ("and 2 more for my sister", "2 for me and 1 for my son"),
// a mind made up between cakes weighed in the same message, and a placed order put right ("wait, I
// wanted red velvet").

const RELATIVE = '(?:husband|wife|partner|son|daughter|kid|kids|mom|mum|mother|dad|father|sister|brother|friend|boss|bf|gf|hubby|roommate|coworker|neighbou?r|grandma|grandpa)';
const MORE_FOR = new RegExp(String.raw`^(?:(?:and|also|add|plus|oh|ok(?:ay)?|can (?:i|we|u|you) (?:get|add|have)|could (?:i|we|u|you) (?:get|add|have))[,]?\s+)*(\d{1,2}|one|two|three|four|five|six|another|a couple(?: of)?)\s+more\s+(?:for|4)\s+(?:my|his|her|our|their|the)\s+${RELATIVE}(?:\s+(?:too|as well|also|please|pls))?\s*[.!]*$`, 'i');
const WANTS_ONE_TOO = new RegExp(String.raw`^(?:(?:and|oh|also|actually)[,]?\s+)*(?:my|his|her|our) ${RELATIVE} (?:wants|would like|needs|will want|want) (one|two|three|another(?: one)?|\d)(?:\s+(?:too|as well|also))+\s*[.!]*$`, 'i');

/** "and 2 more for my sister", "my husband wants one too", with something ordered: that many more of it. */
export function moreForSomeone(text: string, ctx: ReaderContext): string {
  if (ctx.draftSkus.length === 0) return text;
  const said = MORE_FOR.exec(text.trim())?.[1] ?? WANTS_ONE_TOO.exec(text.trim())?.[1]?.replace(/^another one$/i, 'another');
  return said ? `${said} more` : text;
}

/** "2 fudge slices for me and 1 for my son": the count said for someone else, of the one product named, is added to it. */
export function readOneMoreForSomeone(folded: string, ctx: ReaderContext, reading: Reading): void {
  const [only] = reading.items;
  if (reading.items.length !== 1 || only?.kind !== 'product' || only.qty === null) return;
  // "2 vanilla cakes, one for me and one for my mum": the count shared out, not more of it.
  if (/\b(?:\d{1,2}|one|two|three|four|five|a)\s+(?:for|4)\s+(?:me|myself)\b/.test(folded)) return;
  // "2 fudge slices for me, 1 for my son": after a comma only when the first count was said to be theirs.
  const separator = /\bfor (?:me|myself|us)\b/.test(folded) ? '(?:\\band|,|\\bplus|\\+)' : '(?:\\band|\\bplus|\\+)';
  const FOR_SOMEONE = new RegExp(`${separator}\\s+(\\d{1,2}|one|two|three|four|five|a|another)\\s+(?:for|4)\\s+(?:me|myself|him|her|them|us|my|his|our|their|the)\\b`, 'g');
  const said = [...folded.matchAll(FOR_SOMEONE)];
  const last = said[said.length - 1];
  if (!last || findFlavors(tokenize(folded.slice(said[0]?.index ?? 0)), ctx.index).length > 0) return;
  const more = said.reduce((sum, match) => sum + (match[1] === 'another' ? 1 : (readQuantity(tokenize(match[1] as string)) ?? 0)), 0);
  if (more > 0) reading.items = [{ ...only, qty: only.qty + more }];
}

/** "lets do", "ok", "i'll go with": what follows is the one decided on. */
const DECIDED = /\b(?:let'?s (?:do|go with|get)|lets (?:do|go with|get)|(?:can|could) we (?:do|get)|(?:we|i)(?:'ll| will) (?:do|go with|take|get|have)|(?:go|going) with|ok(?:ay)?(?:,? (?:then|so))?,?(?= (?:the |a |an |one )?[a-z]))\b/g;

/**
 * "maybe a red velvet or carrot idk ... lets do red velvet", "carrot cake or maybe chocolate fudge
 * hmm. ok chocolate fudge": of the cakes weighed one against the other, the one decided on.
 */
export function readDecidedBetween(folded: string, ctx: ReaderContext, reading: Reading): void {
  if (reading.items.length < 2) return;
  const flavorsOf = (said: string) => new Set(findFlavors(tokenize(said), ctx.index).map((mention) => mention.flavor));
  const productsOf = (said: string) => new Set([...flavorsOf(said)].flatMap((flavor) => flavorProducts(flavor).map((product) => product.id)));
  // "lets do the carrot": what follows is decided on. With no such words, "lemon or vanilla, hmm,
  // 3 vanilla slices": a clause after the one weighed, naming one of them, decides.
  const said = [...folded.matchAll(DECIDED)].pop();
  const orClause = /[^.,;!?]*\bor\b[^.,;!?]*/.exec(folded);
  const decidedAt = said ? said.index + said[0].length : orClause ? orClause.index + orClause[0].length : -1;
  if (decidedAt < 0) return;
  const before = folded.slice(0, said ? said.index : decidedAt);
  // "actually 3 vanilla slices, no lemon": a flavour said not to be wanted is none decided on.
  const after = folded.slice(decidedAt).replace(/\b(?:no|not|without)\s+(?:the\s+)?[a-z]+(?:\s+(?:cake|cakes|slice|slices))?\b/g, ' ');
  // The flavours weighed are those of a clause with "or" in it ("2 lemon slices or maybe vanilla
  // slices"); what else was said ("a fudge cake and ...") stays on the order.
  const weighedClauses = before.split(/[.,;!?]+|\band\b/).filter((clause) => /\bor\b/.test(clause));
  const weighed = new Set(weighedClauses.flatMap((clause) => [...productsOf(clause)]));
  const chosen = productsOf(after);
  if (weighed.size < 2 || chosen.size === 0) return;
  // Without words that decide, the clause after must name one flavour only, one of those weighed.
  if (!said && (flavorsOf(after).size !== 1 || ![...chosen].some((sku) => weighed.has(sku)))) return;
  const skusOf = (item: ItemMention) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : []);
  const isChosen = (item: ItemMention) => skusOf(item).some((sku) => chosen.has(sku));
  const isWeighed = (item: ItemMention) => skusOf(item).some((sku) => weighed.has(sku));
  const dropped = reading.items.filter((item) => isWeighed(item) && !isChosen(item));
  if (dropped.length === 0 || !reading.items.some(isChosen)) return;
  // "carrot cake or maybe chocolate fudge ... ok chocolate fudge": weighed against a cake, a cake;
  // "2 lemon slices or maybe vanilla slices. ok vanilla": as many as were weighed.
  const isWhole = (sku: string) => ctx.index.productsById.get(sku)?.category === 'whole-cake';
  const againstCakes = dropped.every((item) => item.kind === 'product' && isWhole(item.sku));
  const weighedCount = dropped.find((item) => (item.kind === 'product' || item.kind === 'choose') && item.qty !== null);
  const counted = weighedCount && (weighedCount.kind === 'product' || weighedCount.kind === 'choose') ? weighedCount.qty : null;
  const settled = reading.items.filter((item) => !dropped.includes(item)).map((item): ItemMention => {
    if (!isChosen(item)) return item;
    const whole = item.kind === 'choose' && againstCakes ? item.skus.find(isWhole) : undefined;
    const made = item.kind === 'choose' && whole ? ({ kind: 'product', sku: whole, qty: item.qty, size: null, sizeWanted: item.sizeWanted } as ItemMention) : item;
    // "lets do the carrot, 2 slices": the count said after the one decided on.
    const countAfter = [...after.matchAll(/\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|a dozen)\s+(?:(?:whole|large|big|regular|small)\s+)?([a-z]+(?:\s+[a-z]+)?)/g)].find((match) => /^(?:slices?|pieces?|cakes?)\b/.test(match[2] as string) || findFlavors(tokenize(match[2] as string), ctx.index)[0]?.start === 0)?.[1];
    const count = countAfter ? readQuantity(tokenize(countAfter)) : counted;
    return (made.kind === 'product' || made.kind === 'choose') && (made.qty === null || made.qty === 1) && count ? { ...made, qty: count } : made;
  });
  reading.items = settled.filter((item, at) => settled.findIndex((other) => skusOf(other).join() === skusOf(item).join()) === at);
}

const PLACED_PUT_RIGHT = /^(?:(?:oh|oops|wait|sorry|hmm+|no|actually|ugh|shoot|dang)[,.!]*\s+)*(?:i|we) (?:wanted(?! to\b)|meant(?! to\b)|ordered the wrong|was supposed to (?:get|order)|were supposed to (?:get|order)|should have (?:ordered|gotten|got))\b/;

/** "wait, I wanted red velvet" just after placing: the order placed put right, not another order. */
export function readPlacedPutRight(folded: string, ctx: ReaderContext, reading: Reading): void {
  if (!ctx.orderPlaced || ctx.draftSkus.length > 0 || !PLACED_PUT_RIGHT.test(folded)) return;
  // "we wanted 2 lemon slices as well": more, not the order put right.
  if (/\b(?:too|as well|also|another|more|extra|aswell)\b/.test(folded)) return;
  if (!reading.items.some((item) => item.kind === 'product' || item.kind === 'choose')) return;
  reading.correction = true;
  reading.replacesItems = true;
}

/**
 * "then the vanilla one please" just after "what would you recommend instead?" of the carrot cake
 * ordered: the vanilla cake in its place, never both.
 */
export function readChosenInstead(folded: string, ctx: ReaderContext, reading: Reading): void {
  const instead = ctx.insteadOf ?? [];
  const [only] = reading.items;
  if (instead.length === 0 || reading.items.length !== 1 || (only?.kind !== 'product' && only?.kind !== 'choose')) return;
  if (/\b(?:and|also|too|as well|another|add|plus|extra|more)\b/.test(folded)) return;
  const skus = only.kind === 'product' ? [only.sku] : only.skus;
  if (skus.some((sku) => instead.includes(sku))) return;
  const whole = skus.find((sku) => ctx.index.productsById.get(sku)?.category === 'whole-cake');
  if (only.kind === 'choose' && whole) reading.items = [{ kind: 'product', sku: whole, qty: only.qty, size: null, sizeWanted: only.sizeWanted }];
  reading.replacesItems = true;
  reading.replaced = [...instead];
}

/**
 * "I also want another one for tuesday, chocolate" just after a whole cake was placed: another
 * cake, of the flavour said; whole or slice is not asked.
 */
export function readAnotherLikePlaced(folded: string, ctx: ReaderContext, reading: Reading): void {
  const placed = ctx.placedLines ?? [];
  const [only] = reading.items;
  if (ctx.draftSkus.length > 0 || placed.length === 0 || reading.items.length !== 1 || only?.kind !== 'choose') return;
  if (!/\b(?:another one|one more|another cake|a second one)\b/.test(folded)) return;
  const isWhole = (sku: string) => ctx.index.productsById.get(sku)?.category === 'whole-cake';
  const whole = only.skus.find(isWhole);
  if (whole && placed.every((line) => isWhole(line.sku))) reading.items = [{ kind: 'product', sku: whole, qty: only.qty ?? 1, size: null, sizeWanted: only.sizeWanted }];
}

/**
 * "take one carrot off and do a lemon", "drop the vanilla and add a red velvet": a flavour sold
 * whole and by the slice, added as a line of one form is taken off, takes the place of that line
 * in its form, as with "swap the carrot for a lemon".
 */
export function chosenLikeTakenOff(items: ItemMention[], removals: Reading['removals'], ctx: ReaderContext): void {
  const removedOnOrder = ctx.draftSkus.filter((sku) => removals.some((removal) => removal.skus.includes(sku)));
  const forms = new Set(removedOnOrder.map((sku) => sku.endsWith('-slice')));
  if (forms.size !== 1) return;
  const slice = [...forms][0];
  for (const [at, item] of items.entries()) {
    if (item.kind !== 'choose') continue;
    const sku = item.skus.find((candidate) => candidate.endsWith('-slice') === slice);
    if (sku) items[at] = { kind: 'product', sku, qty: item.qty, size: null, sizeWanted: item.sizeWanted };
  }
}
