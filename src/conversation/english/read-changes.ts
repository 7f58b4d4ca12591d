import { findFlavors, flavorProducts, type MenuIndex } from '../menu-index.js';
import type { Reading } from '../reading.js';
import { tokenize } from '../text.js';
import { readQuantity } from './quantities.js';
import { readItems } from './read-items.js';

// Changes said in words: part of a line becoming another product ("make one of them carrot"), a
// cake asked for made differently ("with chocolate frosting"), and a product corrected within the
// same message ("a red velvet cake. actually no, make that a carrot cake").

const PARTIAL_SWAP =
  /\b(?:make|change|switch|swap|turn|can|could)\s+(one|two|three|four|five|six|\d{1,2})\s+of\s+(them|those|these|the\s+[a-z' ]{2,40}?)\s+(?:be\s+|in\s?to\s+|to\s+|into\s+|for\s+|with\s+)*(?:an?\s+)?([a-z' ]{2,60}?)\s*(?:instead|please|pls|thanks)?\s*[?.!]*$/;

const MODIFICATION =
  /\b(?:with|w\/|and|but)\s+(?!(?:is|are|does|do|how|what|was|will|would|can|could|has|have)\b)((?:(?:a|an|some|extra|more|less|light|no|double|different|another)\s+)?(?:[a-z'-]+\s+){0,3}?(?:frosting|icing|filling|fillings|topping|toppings|glaze|ganache|buttercream|sprinkles|fondant|drizzle|whipped cream|cream cheese frosting|decorations?|layers?|flowers|roses))\b|\b(decorated(?: with(?: [a-z'-]+){1,3})?)|\b((?:extra|more|less|no|light|double)\s+(?:frosting|icing|filling|sprinkles|glaze|sugar|sweet))\b|\b((?:(?!(?:with|cake|cakes|the|a|an|and|of|can|you|u|i)\b)[a-z'-]+\s+){1,3}?(?:frosting|icing|filling|topping|glaze|ganache|buttercream))\s+(?:instead|rather than|in place of)\b/;

/**
 * "with a photo of my dog on it", "with a dinosaur on top": a picture or a thing on a cake, which
 * the bakery makes only on a custom cake. Never writing ("with a message on it") or candles.
 */
const SHOWN_ON_CAKE = /\b((?:a |an |the |my )?(?:photo|picture|pic|image|edible (?:image|print|photo)|print|logo|drawing) of [a-z' ]{1,40}?)(?=\s+on\b|\s+and\b|[,.!?;]|$)|\bwith\s+((?:fresh\s+|some\s+)?(?:strawberries|berries|raspberries|blueberries|fruit|flowers|roses|sprinkles|macarons|chocolates|candies|candy|cherries|nuts|walnuts|pecans|almonds|oreos|cookies))\s+on\s+(?:top|it)\b|\bwith\s+((?:a|an|some|two|three|\d+)\s+(?!(?:message|name|note|writing|inscription|candles?|happy|birthday|big|nice|little)\b)(?:[a-z'-]+\s+){0,3}?[a-z'-]+)\s+on\s+(?:top|it)\b/;

/** "put sprinkles on it too", "can you add some fresh berries": a topping added to a menu cake. */
const ADDED_ON_CAKE = /\b(?:put|add|sprinkle|top (?:it|the cake) with)\s+(?:some\s+|a few\s+|a bit of\s+)?((?:(?!on\b|to\b|it\b)[a-z'-]+\s+){0,2}?(?:sprinkles|frosting|icing|glaze|ganache|drizzle|whipped cream|flowers|roses|fruit|berries|strawberries|decorations|toppings?|glitter|macarons))\b/;

// "a cake half chocolate half vanilla", "can the cake be half and half, lemon and carrot".
const HALF_AND_HALF = /\bhalf\s+(?:and\s+half\s+)?(?:(?!and\b|half\b)[a-z'-]+\s+){1,2}?(?:and\s+|&\s+|,\s*)?(?:the\s+other\s+)?half\s+[a-z'-]+(?:\s+(?!cake\b|for\b|on\b|please\b|pls\b|by\b|at\b)[a-z'-]+)?|\bhalf\s+and\s+half\s*,?\s+(?:[a-z'-]+\s+){1,2}?(?:and|&|\/)\s+[a-z'-]+/;
/** More than one cake or any slices: halves are shared between them, as counts ("a dozen slices, half lemon half carrot"). */
const SHARED_BETWEEN = /\b(?:cakes|slices?|pieces?|dozen|cupcakes|two|three|four|five|six|both|\d+\s+(?:[a-z]+\s+){0,2}(?:cakes|slices))\b/;

/**
 * "a cake half chocolate half vanilla": one menu cake in two flavours, which the bakery makes only
 * as a custom cake; the halves said, or null. Said of several cakes or slices, it shares a count.
 */
export function readHalfAndHalf(folded: string): string | null {
  // "can I get half vanilla half chocolate?": one cake of two flavours, "cake" said or not.
  if (SHARED_BETWEEN.test(folded) || (!/\bcake\b/.test(folded) && !/\bhalf\s+[a-z]+(?:\s+[a-z]+)?\s*(?:and|&|,|\/)?\s*half\s+[a-z]+/.test(folded))) return null;
  return HALF_AND_HALF.exec(folded)?.[0].trim() ?? null;
}

/** "with chocolate frosting", "extra sprinkles": a menu cake asked for made differently, or null ("and is the frosting sweet?" asks). */
export function readModification(folded: string): string | null {
  const shown = SHOWN_ON_CAKE.exec(folded);
  if (shown) return (shown[1] ?? shown[2] ?? shown[3] ?? '').trim();
  const added = ADDED_ON_CAKE.exec(folded);
  if (added?.[1]) return added[1].trim();
  const match = MODIFICATION.exec(folded);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? match?.[4] ?? null)?.trim().replace(/^(?:do|get|have|make|use|try|put|add)\s+/, '') ?? null;
}

// "one of them red velvet instead", "can one be carrot": the same, said without "make".
const PARTIAL_SWAP_SAID = /^(?:(?:actually|ok(?:ay)?|and|but|oh|hmm+|no|wait|sorry|um+|uh+|so)[,.!]?\s+)*(?:(?:can|could)\s+)?(one|two|three|four|five|six|\d{1,2})(?:\s+of\s+(them|those|these|the\s+[a-z' ]{2,40}?))?\s+(?:be\s+|as\s+|is\s+|in\s+)?(?:an?\s+)?([a-z' ]{2,60}?)\s*(?:instead|please|pls|thanks)?\s*[?.!]*$/;

/** "replace 2 carrot with fudge": how many of which line, and what they become. */
const PARTIAL_SWAP_COUNTED = /\b(?:replace|swap|switch|change|trade|sub)\s+(one|two|three|four|five|six|\d{1,2})\s+(?:of\s+(?:the\s+)?)?([a-z' ]{2,30}?)\s+(?:with|for|to|into)\s+(?:an?\s+)?([a-z' ]{2,40}?)\s*(?:instead|please|pls|thanks)?\s*[?.!]*$/;

/** "swap one for a red velvet cake": one of them, said without "of them". */
const PARTIAL_SWAP_SHORT = /\b(?:change|switch|swap|trade|exchange|replace|sub|substitute)\s+(one|two|three|four|five|six|\d{1,2})\s+(?:for|to|into|with)\s+(?:an?\s+)?([a-z' ]{2,60}?)\s*(?:instead|please|pls|thanks)?\s*[?.!]*$/;

/** "make one of them carrot", "change two of the lemon slices to chocolate": how many, into what, from which line. */
export function readPartialSwap(folded: string, index: MenuIndex): Reading['partialSwap'] {
  const said = PARTIAL_SWAP_SAID.exec(folded);
  // Without "make", only "one of them ..." or "can one be ...": "two carrot" alone is an order.
  const plain = said && (said[2] !== undefined || /^(?:.*\s)?(?:can|could)\s/.test(said[0])) ? said : null;
  const short = PARTIAL_SWAP_SHORT.exec(folded);
  const counted = PARTIAL_SWAP_COUNTED.exec(folded);
  const countedFrom = counted?.[2] && findFlavors(tokenize(counted[2]), index).length > 0 ? counted : null;
  const match = PARTIAL_SWAP.exec(folded) ?? (plain ? ([plain[0], plain[1], plain[2] ?? 'them', plain[3]] as unknown as RegExpExecArray) : null) ?? (short ? ([short[0], short[1], 'them', short[2]] as unknown as RegExpExecArray) : null) ?? (countedFrom ? ([countedFrom[0], countedFrom[1], countedFrom[2], countedFrom[3]] as unknown as RegExpExecArray) : null);
  if (!match) return null;
  const [, countWord = '', source = '', target = ''] = match;
  const count = readQuantity(tokenize(countWord));
  // "make two of the fudge slices large": those two in the other size, from the same line.
  const resized = /^(?:(?:slices?|pieces?|ones?)\s+)?(large|big|regular|normal|small)(?:\s+(?:ones?|slices?|size|pieces?))?$/.exec(target.trim())?.[1];
  if (resized && count) {
    const slices = findFlavors(tokenize(source), index).flatMap((mention) => flavorProducts(mention.flavor).map((product) => product.id)).filter((sku) => sku.endsWith('-slice'));
    const size = /^(?:large|big)$/.test(resized) ? 'large' : 'regular';
    return slices.length === 1 ? { count, items: [{ kind: 'product', sku: slices[0] as string, qty: null, size: null, sizeWanted: size }], from: slices } : null;
  }
  const items = readItems(target, index).items.filter((item) => item.kind === 'product' || item.kind === 'choose');
  if (!count || items.length !== 1) return null;
  const from = findFlavors(tokenize(source), index).flatMap((mention) => flavorProducts(mention.flavor).map((product) => product.id));
  return { count, items, from };
}

// "the chocolate, no, no, the carrot", "3 red velvet slices wait no 3 carrot slices": a "no" said
// between two products, the second meant.
const CORRECTED_IN_PLACE = /(?:^|[.,;!?]\s*|\s)(?:(?:actually|wait|sorry|oops|hmm+|oh)[,.!]?\s+)?(?:no[,.!]?\s+)?(?:make (?:that|it)|i mean|i meant|change (?:that|it) to|scratch that[,.!]?(?:\s+(?:make it|i'?ll have|give me))?|(?<=\bno[,.!]?\s+)(?:wait|sorry|actually)[,.!]?)\s+|[,;]\s*no[,.!]?\s+(?:no[,.!]?\s+)?(?=(?:the|a|an)\s)|(?:^|[.,;!?]\s*|\s)(?:wait|sorry|oops|actually)[,.!]?\s+no\b[,.!]?\s+/g;

/** The text after a correction said in the same message, when both sides name products; else null. */
export function correctedInPlace(text: string, index: MenuIndex): string | null {
  const last = [...text.matchAll(CORRECTED_IN_PLACE)].pop();
  if (!last || last.index === undefined || last.index === 0) return null;
  const named = (part: string) => readItems(part, index).items.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : []));
  const before = named(text.slice(0, last.index));
  const after = text.slice(last.index + last[0].length);
  const corrected = named(after);
  // "2 carrot and 2 lemon slices, no wait, 3 lemon slices" recounts a line; it replaces nothing.
  if (corrected.every((sku) => before.includes(sku))) return null;
  return before.length > 0 && corrected.length > 0 ? after : null;
}

export const COLOURS = 'lemon yellow|lime green|mint green|chocolate brown|cherry red|strawberry pink|maroon|burgundy|cream|beige|brown|coral|lilac|magenta|royal blue|sky blue|emerald|grey|gray|champagne|white|pink|blue|light blue|baby blue|red|green|yellow|purple|lavender|gold|golden|silver|black|ivory|pastel|rainbow|navy|teal|orange|mint|peach|rose gold|turquoise';
/** "red frosting", "pink and gold icing": a colour, which on a custom cake names no flavour ("red" is not red velvet). */
export const COLOURED = new RegExp(`\\b(?:(?:${COLOURS})(?:\\s*(?:,|and|&|\\/)\\s*|\\s+))+(?:frosting|icing|buttercream|fondant|sprinkles|lettering|writing|letters|flowers|roses|decorations?|colou?rs?|theme|accents?|details?|berry|berries|hearts?|stars?|dots|polka dots|stripes|ribbons?|bows?|balloons?|candles?|glitter|drip|trim|border|piping|ornaments?|leaves|pearls|swirls|bells)\\b`, 'g');
/** "in red and black", "pink, gold": colours said together, which on a custom cake are its design ("red velvet" stays a flavour). */
export const COLOUR_LIST = new RegExp(`\\b(?:in|with|w\\/?|colou?rs?:?)\\s+(?:${COLOURS})(?:\\s*(?:,|and|&|\\/)\\s*(?:${COLOURS}))*\\b(?!\\s+velvet)|\\b(?:${COLOURS})(?:\\s*(?:,|and|&|\\/)\\s*(?:${COLOURS}))+\\b(?!\\s+velvet)`, 'g');
/** "a two tier cake", "3-tiered": tiers, never a count of cakes. */
export const TIERS = /\b(?:\d|one|two|three|four|five)[\s-]*tier(?:s|ed)?\b/g;

const DESIGN =
  new RegExp(`\\b((\\d|two|three|four|five)[\\s-]+tier(s|ed)?|tiered|${COLOURS}|decorated|shaped|with (fresh |edible |real )?(flowers|roses|berries|fruit|strawberries|sprinkles|gold leaf|pearls|butterflies|macarons|photo|picture|logo)|on top|toppers?|themed?|(?<!\\b(?:you|u|to|can|could|will|would|the|a|an|your|own|my|our|any|custom)\\s)designs?(?!\\s*:|\\s+(?:it|me|us|them|one|something|your|my))|figurines?|\\d{1,2}\\s*(?:-?\\s*inch(?:es)?|in|")\\s+(?:bottom|top|middle|base|tier|layer))\\b`);

// "we're getting married saturday and i'd like a two tier cake": the design starts at the cake's words.
const DESIGN_LEAD = /^.*\b(?:i'?d like|i want|i need|we'?d like|we want|we need|can (?:i|we) get|could (?:i|we) get|looking for)\s+(?:an?\s+)?(?=.*\b(?:tier|white|pink|blue|red|green|gold|silver|black|purple|with)\b)/;

/** How a custom cake should look, in the customer's words ("3 tiers, white with roses"): the parts that name no product. */
export function readDesign(said: string, index: MenuIndex): string | null {
  // "white with, uh, fresh flowers": a pause said on a call is not where the design ends.
  const folded = said.replace(/,?\s*\b(?:uh+|um+|er+m?)\b\s*,?/g, ' ');
  const parts = folded
    .split(/[,;.!?\n]|\band\b(?=\s+(?:\d|two|three|four|five|with|white|pink|blue|gold|silver)\b)/)
    // The quotes left where a cake message was taken out ("gold lettering ' '") are not design.
    .map((part) => part.replace(/["“”'‘’]\s*["“”'‘’]|\s["“”'‘’]+$/g, '').trim())
    // "plain white w \"Congrats\"": the "with" that led to the message taken out ends nothing.
    .map((part) => part.replace(/\s+(?:w\/?|with)$/, ''))
    .map((part) => part.replace(DESIGN_LEAD, '').replace(/^(?:(?:can|could|would|will) (?:you|u) |please |pls )?(?:put|add)\s+(?=\S)/, ''))
    // "10 inch custom cake with pink roses for dec 5": the design is what it is with, not the order around it.
    .map((part) => part.replace(/^.*\bcustom(?:[\s-]+made)?\s+cakes?\s+(?:\d{1,2}\s*(?:-?\s*inch(?:es)?|in|")\s+)?(?:with\s+|w\/\s*)(?=.)/, '').replace(DAY_AFTER_DESIGN, '').replace(SIZE_BEFORE_DESIGN, '').replace(/^(?:an?\s+)?(.+?)\s+custom(?:[\s-]+made)?\s+cakes?\b.*$/, '$1'))
    // "10 inch unicorn theme", "custom cake unicorn theme": the size and the cake are read apart.
    // "custom cake 8 inch dinosaur theme dec 5 at 1pm pickup name zed": the cake, then its size, then the order after it.
    .map((part) => part.replace(/\s+(?:please|pls|plz|thanks|thank you|thx)$/, '').replace(/^(?:(?:a|an|the)\s+)?(?:custom\s+)?cakes?\s+(?!with\b|w\/)(?=\S)/, '').replace(/^(?:an?\s+)?\d{1,2}\s*(?:-?\s*inch(?:es)?|in|")\s+(?!(?:bottom|top|tiers?|layers?|base|round|square|and)\b)(?=\S)/, '').replace(ORDER_AFTER_DESIGN, ''))
    // "chocolate with a soccer ball on top": the flavour is read apart; what it is "with" is the design.
    .map((part) => (namesMenuFlavour(part, index) ? (/\bwith\b.*$/.exec(part)?.[0] ?? part) : part))
    .filter((part) => DESIGN.test(part) && !namesMenuFlavour(part, index));
  return parts.length > 0 ? parts.join(', ').slice(0, 200) : null;
}

function namesMenuFlavour(part: string, index: MenuIndex): boolean {
  return findFlavors(tokenize(part.replace(COLOURED, ' ').replace(COLOUR_LIST, ' ')), index).some((mention) => mention.flavor.custom === null);
}

const SIZE_BEFORE_DESIGN = /^(?:an?\s+)?\d{1,2}\s*(?:-?\s*inch(?:es)?|in|")\s+(?:with\s+|w\/\s*)(?=.)/;
/** The order said after a design with no comma: a date, an hour, pickup or delivery, the name. */
const ORDER_AFTER_DESIGN = /\s+(?:(?:for|on|by)\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|(?:at|@)\s*\d{1,2}(?::\d{2})?\s*(?:am|pm)?\b|\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|pick ?up\b|deliver(?:y|ed)?\b|name\s+(?:is\s+)?[a-z]+\b|(?:this|next)\s+[a-z]+day\b|tomorrow\b|today\b).*$/;
const DAY_AFTER_DESIGN = /\s+(?:for|on|by)\s+(?:(?:this|next)\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|tomorrow|today|the\s+\d)[a-z]*\b.*$/;

const NOT_THEMES = /^(?:a|an|the|made|designed|decorated|birthday|bday|wedding|party|shower|baby shower|anniversary|graduation|retirement|order|one|size|sized|\d+\s*(?:in|inch|")?)$/;

/** "a custom unicorn cake": the word between "custom" and "cake" is what it looks like, unless it is a flavour. */
export function readCustomTheme(folded: string, index: MenuIndex): string | null {
  const words = /\bcustom(?:[\s-]+made)?\s+((?:[a-z'-]+\s+){1,2}?)cake\b/.exec(folded)?.[1]?.trim();
  if (!words || NOT_THEMES.test(words) || /\d|inch/.test(words) || findFlavors(tokenize(words), index).length > 0) return null;
  return `${words.replace(/^(?:an?|the)\s+/, '')} theme`;
}
