import { findFlavors, flavorOf } from '../menu-index.js';
import { tokenize } from '../text.js';
import type { ItemMention, Reading, ReaderContext } from '../reading.js';
import { COLOURS, readCustomTheme, readDesign } from './read-changes.js';

const COLOURED_CAKE = new RegExp(`^(?:${COLOURS})(?:\\s*(?:,|and|&)\\s*(?:${COLOURS}))*\\s+cakes?$`);
import { cakeSizeSaid } from './read-items.js';

// A custom cake said in a message: what it looks like (flavour, colours, tiers, theme, size), in
// the customer's words for staff, and never a second cake made of the words that describe it.

type Said = { items: ItemMention[]; noted: string; orderText: string; folded: string; customOnDraft: boolean };

const OCCASION = /\b(\d{1,3}(?:st|nd|rd|th)\s+)?(wedding anniversary|birthday|anniversary|graduation|baby shower|bridal shower|gender reveal|retirement|wedding|engagement|christening|baptism|first communion|bar mitzvah|bat mitzvah|quinceanera)\b/;

/** Folds the words describing a custom cake into `reading.details`; `items` loses the products they named. */
export function readCustomCake({ items, noted, orderText, folded, customOnDraft }: Said, ctx: ReaderContext, reading: Reading): void {
  const isCustom = (sku: string) => ctx.index.productsById.get(sku)?.category === 'custom-cake';
  // "a white cake with pink ombre rosettes and gold writing, 8 inch": a cake told by its looks,
  // with a design, is a custom cake.
  const looks = items.findIndex((item) => item.kind === 'unknown' && COLOURED_CAKE.test(item.phrase));
  const customProduct = ctx.index.catalog.products.find((product) => product.category === 'custom-cake' && product.available);
  // "white cake sat 2pm": a cake's colour said alone is its kind, not a design; only what it is decorated with makes one.
  const decorated = /\b(?:with|w\/|decorated|frosting|icing|flowers?|roses?|rosettes|sprinkles|theme[d]?|ombre|drip|writing|lettering|letters|toppers?|design|pattern|stripes|dots|glitter|edible|fondant|buttercream|piped|ruffles|bows?)\b/.test(noted);
  if (looks >= 0 && customProduct && decorated && readDesign(noted, ctx.index) && !items.some((item) => item.kind === 'product' && isCustom(item.sku))) {
    items.splice(looks, 1, { kind: 'product', sku: customProduct.id, qty: null, size: null, sizeWanted: cakeSizeSaid(orderText) });
  }
  // "a custom cake, 8in, chocolate with pink frosting": a flavour named with no number of its own
  // describes the custom cake; it is not a second cake.
  // "vanilla", "chocolate with strawberry filling" with a custom cake on the order (asked nothing
  // else): the custom cake's flavour, not a menu cake whose form is asked.
  // A flavour already on the order ("just the chocolate one then") is that line, not the custom cake's.
  const flavourOfCustom =
    customOnDraft &&
    items.length > 0 &&
    // "8 inch, chocolate, for Tuesday 2pm" answering the custom cake's size: "8 inch chocolate" is no fudge cake either.
    items.every((item) => (item.kind === 'choose' || (ctx.awaiting === 'size' && item.kind === 'product' && ctx.index.productsById.get(item.sku)?.category === 'whole-cake')) && item.qty === null && !(item.kind === 'choose' ? item.skus : [item.sku]).some((sku) => ctx.draftSkus.includes(sku))) &&
    !/\?|\b(also|another|second|plus|add|as well|too|more|extra|slices?|whole|just|only|instead|ones?|keep|cancel|remove|drop|without|no|not)\b/.test(folded);
  const custom = flavourOfCustom || items.some((item) => item.kind === 'product' && ctx.index.productsById.get(item.sku)?.category === 'custom-cake');
  // "note I'd like two tiers" with a custom cake on the order: its design, not a second custom cake.
  const customs = items.filter((item) => item.kind === 'product' && isCustom(item.sku));
  if (customOnDraft && customs.length > 0 && customs.every((item) => item.kind === 'product' && item.qty === null) && !/\b(another|second|also|too|more|extra)\b/.test(folded)) {
    for (const item of customs) {
      items.splice(items.indexOf(item), 1);
      if (item.kind === 'product' && item.sizeWanted) reading.size ??= item.sizeWanted;
    }
  }
  if (custom) {
    const described = items.filter((item) => (item.kind === 'product' || item.kind === 'choose') && item.qty === null && !(item.kind === 'product' && ctx.index.productsById.get(item.sku)?.category === 'custom-cake'));
    for (const item of described) items.splice(items.indexOf(item), 1);
    // "8 inch, chocolate" answering the custom cake's size: the size said with the flavour is the custom cake's.
    if (ctx.awaiting === 'size') reading.size ??= described.map((item) => (item.kind === 'product' ? (item.size ?? item.sizeWanted) : item.kind === 'choose' ? item.sizeWanted : null)).find((size) => size !== null) ?? null;
    const details = described.map((item) => flavorOf(item.kind === 'product' ? item.sku : item.kind === 'choose' ? (item.skus[0] as string) : '', ctx.index)?.label).filter(Boolean);
    // "chocolate cake with raspberry filling": the customer's own words, when they say more than a flavour.
    const filled = noted.split(/[,;.!?\n]/).map((part) => part.trim()).find((part) => /\b(filling|fillings|filled|frosting|icing|ganache|buttercream|layers?|mousse|cream cheese)\b/.test(part) && !/\bcustom\b/.test(part));
    if (filled) reading.details = withDetail(reading.details, filled);
    else if (details.length > 0) reading.details = withDetail(reading.details, `${details.join(', ')} flavour`);
    // "a ten inch custom cake ... It's a graduation cake": the same cake said again, not a second.
    if (!/\b(also|another|second|plus|as well|too)\b/.test(folded)) {
      for (const item of [...items]) if (item.kind === 'category' && item.category === 'whole-cake' && (item.qty === null || item.qty === 1)) items.splice(items.indexOf(item), 1);
    }
    // "gender reveal cake! 8 inch custom": what the custom cake is, not a cake we do not make.
    for (const item of [...items]) {
      if (item.kind !== 'unknown' || !/\bcakes?$/.test(item.phrase)) continue;
      items.splice(items.indexOf(item), 1);
      reading.details = withDetail(reading.details, `${item.phrase.replace(/\s*cakes?$/, '')} theme`, true);
    }
    // "can you write X on a chocolate cake?" then "ok, a custom chocolate cake that says X": the
    // custom cake is that cake made to order, not a second one.
    const sameCake = described.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : [])).filter((sku) => ctx.draftSkus.includes(sku) && ctx.index.productsById.get(sku)?.category === 'whole-cake');
    if (sameCake.length > 0 && !/\b(also|another|too|as well|plus|second|extra)\b/.test(folded)) {
      reading.replacesItems = true;
      reading.replaced = sameCake;
    }
    // "a custom cake, 8 inch, chocolate": the size said in a clause of its own is the custom cake's.
    const sized = cakeSizeSaid(orderText);
    for (const item of items) if (sized && item.kind === 'product' && isCustom(item.sku) && !item.size && !item.sizeWanted) item.sizeWanted = sized;
    // "a custom cake for my wedding" names one cake twice ("custom", "wedding"): one line.
    const customs = items.filter((item) => item.kind === 'product' && ctx.index.productsById.get(item.sku)?.category === 'custom-cake');
    const counted = customs.filter((item) => item.kind === 'product' && item.qty !== null && item.qty > 1);
    // "an 8 inch custom cake and a 10 inch custom cake": each size said is a cake of its own.
    const sizes = new Set(customs.map((item) => (item.kind === 'product' ? item.sizeWanted : null)));
    const eachSized = sizes.size === customs.length && !sizes.has(null);
    if (!eachSized) {
      for (const item of customs.slice(1)) items.splice(items.indexOf(item), 1);
      if (counted.length === 1 && customs[0]?.kind === 'product') customs[0].qty = (counted[0] as { qty: number }).qty;
    }
    const design = readDesign(noted, ctx.index);
    if (design) reading.details = withDetail(reading.details, design);
    if (design && reading.modification && design.includes(reading.modification)) reading.modification = null;
    const theme = readCustomTheme(noted, ctx.index);
    if (theme) reading.details = withDetail(reading.details, theme, true);
    // "with star wars", "sunflowers on it": what it is decorated with, in words no list foresees.
    const decorated = design || theme ? null : decoratedWith(noted, ctx);
    if (decorated && !reading.details?.includes(decorated)) reading.details = withDetail(reading.details, decorated);
    // "for my son's 5th birthday": what the cake is for, for the consultation, unless said already.
    const occasion = OCCASION.exec(noted);
    if (occasion && !reading.details?.includes(occasion[2] as string) && !/\bhappy\b/.test(folded)) reading.details = withDetail(reading.details, `${occasion[1] ?? ''}${occasion[2]}`);
  } else if (customOnDraft && items.length === 0) {
    // "it should say congrats, in navy and gold": said after the custom cake, still its design.
    // "with a pumpkin on it, pickup", "I want a pumpkin on it": so is what it is to be decorated with.
    const design = readDesign(noted, ctx.index) ?? decoratedWith(noted, ctx) ?? placedOnIt(noted, ctx);
    if (design) reading.details = withDetail(reading.details, design);
  }
}

// "with star wars for saturday", "with sunflowers on it": the words after "with", up to where the
// order goes on (a day, a time, how it is fulfilled).
const WITH_WORDS = /\b(?:with|w\/)\s+([a-z][a-z' -]{2,40}?)(?:\s+on\s+(?:it|top))?(?=\s*(?:$|[,;.!?]|\s+(?:for|on|at|by|this|next|tomorrow|today|to be|delivered|pick(?:ed)?\s?up|please|pls|thanks|and (?:can|could|i|we|it|pick|deliver))\b))/;
const NOT_DECORATION = /^(?:(?:a|an|the|my|your|our|some)\s+)?(?:delivery|pickup|pick ?up|same|it|that|this|them|you|me|us|a message|message|writing|words?|text|name|names|candles?|nothing|no\b|pleasure|love|care|\d)/;

/** What a custom cake is to be decorated with, in the customer's words, when it names nothing we sell. */
function decoratedWith(noted: string, ctx: ReaderContext): string | null {
  const words = WITH_WORDS.exec(noted)?.[1]?.trim();
  if (!words || NOT_DECORATION.test(words) || /\b(?:inch|inches|in|tiers?|size|serves|people|guests)\b/.test(words)) return null;
  // A design said with its label ("design: ...") is read whole, elsewhere.
  if (/\b(?:design|decorations?|decor)\s*:/.test(noted)) return null;
  if (findFlavors(tokenize(words), ctx.index).length > 0) return null;
  return words;
}

/** "I want a pumpkin on it", "can you put a dinosaur on top": a thing to put on the cake, naming nothing we sell. */
function placedOnIt(noted: string, ctx: ReaderContext): string | null {
  const thing = "((?:an?\\s+|some\\s+)?[a-z][a-z' -]{1,40}?)\\s+on (?:it|top|the top|the cake)\\b";
  const words = (new RegExp(`\\b(?:want|like|need|have|put|add|get|do)\\s+${thing}`).exec(noted) ?? new RegExp(`^${thing}`).exec(noted))?.[1]?.trim();
  if (!words || NOT_DECORATION.test(words) || findFlavors(tokenize(words), ctx.index).length > 0) return null;
  return words;
}

/** The custom cake's details with `part` added once (a design and a theme can be the same words); `first`: in front. */
export function withDetail(details: string | null, part: string, first = false): string {
  const parts = details ? details.split('; ') : [];
  // "dinosaur theme" and "a dinosaur theme" are one detail.
  const plain = (said: string) => said.replace(/^(?:an?|the)\s+/i, '').toLowerCase();
  if (parts.some((said) => plain(said) === plain(part))) return details as string;
  return (first ? [part, ...parts] : [...parts, part]).join('; ');
}
