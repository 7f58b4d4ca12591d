import { findFlavors, flavorProducts, type MenuIndex } from '../menu-index.js';
import type { Intent, ReaderContext, Reading } from '../reading.js';
import { tokenize } from '../text.js';

// "what's good?", "surprise me", "something light", "nothing chocolate", "what's in each one?":
// a customer who does not know what to get. The answer is the menu's own words for each cake
// (what it is, its price, how many it serves), never a favourite, a best-seller or a rating.

const UNSURE =
  /\b(?:what(?:'?s| is) good|what(?:'?s| is) (?:most )?popular|most popular|(?:most|best)[- ](?:ordered|selling)|best ?sellers?|your best|the best one|(?:your |a )?favou?rites?|what do (?:you|u) recommend|(?:can you |could you |u )?recommend|suggestions?|suggest|surprise me|what would (?:you|u) (?:get|pick|choose|have|go with)|if (?:you|u) were me|what should (?:i|we) (?:get|order|pick)|(?:can'?t|cannot|can not) decide|help me (?:choose|pick|decide)|something (?:light|fruity|rich|chocolatey|not too sweet|simple|different|special)|anything (?:light|fruity)|(?:light|fruity) (?:one|cake|option)s?|what(?:'?s| is) in each(?: one)?|which (?:ones? |cakes? |slices? |flavou?rs? )?(?:is|are|r) (?:the )?(?:best|nicest|good|good ones|better)|what(?:'?s| is| are) (?:the )?best(?: ones?)?|what each (?:cake |one )?is like|what (?:are|r) (?:they|the cakes|they all|your cakes) like|what (?:do|does) (?:they|each one|each|the cakes|your cakes) taste like|describe (?:them|each|the cakes|your cakes)|tell me about (?:them|each|the cakes|your cakes))\b/;

/** "nothing chocolate", "cakes that aren't chocolate", "anything but carrot", "my mom hates chocolate". */
const EXCLUDED = /\b(?:nothing|not|no|anything but|except|other than|besides|that (?:isn'?t|aren'?t|is not|are not)|without|hates?|doesn'?t like|don'?t like|dislikes?|not a fan of|allergic to)\s+(?:the\s+|any\s+)?([a-z ]{3,20}?)(?=\s*(?:[,.!?;]|$|\bor\b|\band\b|\bcakes?\b|\bflavou?rs?\b|\bones?\b|\bplease\b|\bpls\b|\bthough\b|\btho\b))/g;

export type Unsure = { excluded: string[]; asked: boolean };

/** A customer asking what to get, and the flavours they said they do not want (their products' ids). */
export function readUnsure(folded: string, index: MenuIndex, ordering: boolean): Unsure | null {
  const unsure = UNSURE.test(folded);
  // "nvm no carrot" with an order being made takes the carrot off; it asks nothing.
  if (!unsure && ordering) return null;
  const excluded: string[] = [];
  for (const match of folded.matchAll(EXCLUDED)) {
    const skus = findFlavors(tokenize(match[1] as string), index).flatMap((mention) => (mention.flavor.beverage ? [] : flavorProducts(mention.flavor).map((p) => p.id)));
    if (skus.length === 0) continue;
    excluded.push(...skus);
  }
  if (!unsure && excluded.length === 0) return null;
  return { excluded, asked: unsure };
}

/** The cakes to describe: every whole cake (or slice) sold now, but those the customer does not want. */
function cakesToDescribe(index: MenuIndex, excluded: readonly string[], kind: 'whole-cake' | 'slice'): string[] {
  const excludedFlavours = new Set(excluded);
  return index.catalog.products.filter((p) => p.available && p.category === kind && !excludedFlavours.has(p.id)).map((p) => p.id);
}

/** Asked for a favourite or a best-seller, which are never given. */
const RANKING_ASKED = /\b(?:popular|best|surprise|favou?rites?|recommend|suggest|would (?:you|u)|were me|good|should i)\b/;

/**
 * "what's good?", "something light", "nothing chocolate": no product chosen, so each cake is
 * described from the menu (the flavours not wanted left out), and nothing is ordered. Not while
 * an order is read back, and not when the message orders something besides.
 */
export function readUnsureCustomer(folded: string, ctx: ReaderContext, reading: Reading, intents: Set<Intent>): void {
  if (ctx.awaiting === 'confirm' || reading.when || reading.fulfillment || reading.name || reading.phone || reading.orderId) return;
  const unsure = readUnsure(folded, ctx.index, ctx.draftSkus.length > 0);
  if (!unsure) return;
  // "two of the kids have nut allergies - what would you suggest?": what each cake lists is the
  // answer. ("allergic to chocolate, which cakes have none?": the cakes without it, described.)
  if (unsure.excluded.length === 0 && intents.has('allergen_question') && /\b(?:al+[ae]?r+[gj]\w*|c[oe]{1,2}liac\w*|intoleran\w*|anaphyla\w*)/.test(folded)) return;
  const excluded = new Set(unsure.excluded);
  const wanted = reading.items.filter((item) => !(item.kind === 'product' ? excluded.has(item.sku) : item.kind === 'choose' ? item.skus.every((sku) => excluded.has(sku)) : item.kind === 'category'));
  // "choc fudge or red velvet?? cant decide": those two described, neither ordered.
  const between = unsure.asked && wanted.length > 1 && wanted.every((item) => (item.kind === 'product' || item.kind === 'choose') && item.qty === null);
  const describe = (skus: string[]) => {
    reading.items = [];
    intents.add('describe_question');
    reading.unsure = { ranked: RANKING_ASKED.test(folded) };
    reading.insteadAsked = /\b(?:instead|rather|something else|anything else|other options?|alternatives?)\b/.test(folded);
    reading.about = { skus, category: null, unknown: null };
  };
  if (between) return describe(wanted.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : [])));
  if (wanted.length > 0 || reading.about.skus.some((sku) => !excluded.has(sku))) return;
  reading.removals = [];
  for (const intent of ['menu', 'cancel', 'question', 'allergen_question'] as const) intents.delete(intent);
  // "10 slices" → "which?" → "what's good?": the options asked about are the ones described.
  const offered = ctx.offer?.kind === 'choose' ? ctx.offer.skus.filter((sku) => !excluded.has(sku)) : [];
  describe(offered.length > 0 ? offered : cakesToDescribe(ctx.index, unsure.excluded, /\bslices?\b/.test(folded) ? 'slice' : 'whole-cake'));
}
