import type { Intent, ReaderContext, Reading } from '../reading.js';
import { ALLERGEN_WORDS, INGREDIENT_IN_IT } from './intents.js';
import { readItems } from './read-items.js';

// "is there alcohol in it?", "does anything have coconut?": an ingredient asked about, answered
// from what the menu says of each cake, never as a product we lack.

/** "does anything have coconut?", "any cakes with fruit?": an ingredient asked about, not a product we lack. */
const INGREDIENT_ASKED = /\b(?:does|do)\s+(?:anything|any(?: of (?:your|the|them))?(?: cakes?| slices?)?|it|they|the\s+[a-z ]{2,25}?|your\s+[a-z ]{2,25}?)\s+(?:have|has|contain|contains|come with|use|got)\b|\b(?:anything|any (?:cakes?|slices?|of (?:your|the) cakes?)|something|cakes?)\s+(?:with|that (?:has|have|contains?))\b|\bis there (?:any )?[a-z ]{2,20} in\b/;

/**
 * An ingredient asked about is answered with the cakes whose menu description names it, or
 * else as a fact the menu does not hold: never "we do not have coconut on our menu", which could
 * be read as "none of our cakes has coconut".
 */
export function readIngredientAsked(folded: string, ctx: ReaderContext, reading: Reading, intents: Set<Intent>): void {
  // "is there alcohol in it?": the thing asked about, when nothing else read it as one.
  const inIt = INGREDIENT_IN_IT.exec(folded)?.[1];
  const thing = inIt && readItems(inIt, ctx.index).items.length === 0 && !ALLERGEN_WORDS.test(inIt) ? inIt : null;
  if (!reading.about.unknown && thing) reading.about = { ...reading.about, unknown: thing, skus: ctx.draftSkus.length > 0 && reading.pointsBack ? [...new Set(ctx.draftSkus)] : reading.about.skus };
  const unknown = reading.about.unknown;
  if (!unknown || !INGREDIENT_ASKED.test(folded)) return;
  // "does it have eggs? my daughter cant have eggs": an allergen, which the allergen answer covers.
  if (ALLERGEN_WORDS.test(unknown) && intents.has('allergen_question')) {
    reading.about = { ...reading.about, unknown: null };
    return;
  }
  // "does the chocolate fudge have gelatin?": the cake is known; what is in it beyond its description is not.
  if (reading.about.skus.length > 0) {
    reading.about = { ...reading.about, unknown: null };
    intents.add('dietary_question');
    reading.dietaryAsked = unknown;
    return;
  }
  const word = unknown.split(' ').pop() as string;
  const described = [...ctx.index.productsById.values()].filter((product) => product.available && product.description && new RegExp(`\\b${word.replace(/s$/, '')}`, 'i').test(product.description)).map((product) => product.id);
  reading.about = { ...reading.about, unknown: null, skus: described };
  if (described.length > 0) {
    intents.add('describe_question');
  } else {
    intents.add('dietary_question');
    reading.dietaryAsked = unknown;
  }
}
