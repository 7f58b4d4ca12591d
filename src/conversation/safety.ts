import type { Allergen } from '../catalog/catalog-schema.js';
import { allergensNamed, deniesAllergy, mentionsAllergy } from '../orders/allergy-mention.js';
import { namesFoodNotDrink, isDrinkWord, type MenuIndex, NAMES_A_DRINK_PHRASE } from './menu-index.js';
import { fold, tokenize } from './text.js';

// The safety rules that never bend, kept out of any reader: whatever reads the message (this
// English reader, another language, a model), an allergy mention is caught by the same
// deterministic check the core uses for item notes, and so is every mention of a drink.

export type SafetyScreen = {
  /** The customer's own words, when they mention an allergy or something they must avoid. */
  allergyMention: string | null;
  /** The catalog allergens the message names, asked about or to be avoided ("walnuts": tree-nuts). */
  allergens: Allergen[];
  /** The message names coffee, tea or another drink: never ordered, always answered. */
  mentionsDrink: boolean;
  /** "is the vanilla cake gluten free?": an allergen asked about, not told; an order made after it carries it for staff. */
  allergenQuestion: string | null;
  /** "nobody has allergies", "no dietary restrictions": an allergen question asked before was not for an allergy. */
  deniesAllergy: boolean;
};



// "which cakes are nut-free?" asks about products; it tells us nothing about the customer. "is it
// safe for my kid who's allergic to nuts?" is asked, but says someone has an allergy: noted.
// "what allergens are in the vanilla": one sentence asked, with or without its question mark
// ("can I get a carrot cake with no walnuts" without one asks for a cake).
const PURE_QUESTION = /^(?:(?:do|does|is|are|what|which|any|can|could|have|has)\b.*\?|(?:does|is|are|what|which|any|has)\b[^.!?]*)$/;
// "is there citrus in it, i react to citrus": a question, but someone reacts; noted too.
const SAYS_SOMEONE_HAS_ONE = /\b(al+[ae]?r+[gj](?!en)\w*|an?aphyla\w*|epi ?pen|c[oe]{1,2}liac|intoleran\w*|(?:i|we|he|she|they|my \w+|(?:my )?(?:son|daughter|kid|child|husband|wife|mom|dad|friend|guest)s?) (?:(?:might|may|could|would|will) )?(?:reacts?|reacted|react|gets? hives|breaks? out|can'?t (?:have|eat)))\b/;

// "does it have nuts?", "any peanuts in that?", "has the vanilla got almonds in it": an allergen
// asked about, in any words; as with "is it nut free?", an order made after it carries it for staff.
// "nuts?", "gluten?", "any peanuts", "and eggs?": an allergen asked about in a word or two.
const ASKS_WHAT_IS_IN = /(?:\?|^(?:do|does|is|are|any|has|have|will|would|can|could)\b).*\b(?:have|has|got|contain|contains|containing|made with|use|uses|used|any|in it|in that|in them|in there|in the)\b|\b(?:have|has|got|contain|contains|made with|any)\b.*\?|^(?:(?:and|so|also|what about|how about|any|no)\s+)?(?:\S+\s+){0,2}\S+\s*\?+$|^any\s+(?:\S+\s*){1,3}$/;

/** "wait", "oh hold on", "sorry, quick question": said before a question, asking nothing. */
export const LEAD_IN = /^(?:(?:wait|oh|hold on|hang on|actually|sorry|hmm+|um+|uh+|quick question|one more thing|oops|btw)[,.!?]*\s+)+/;

/** A form's "Allergies: none" line: no allergy said. Anything more on the line ("none except nuts") is kept. */
export const NO_ALLERGY_FIELD = /^\s*(?:allerg(?:y|ies)|dietary(?: needs| restrictions)?)\s*[:\-]\s*(?:none|no|nope|n\/a|na|nil|nothing|-)\.?\s*$/gim;

export function isAllergyMention(folded: string): boolean {
  const said = folded.replace(NO_ALLERGY_FIELD, ' ');
  return mentionsAllergy(said) && (!PURE_QUESTION.test(said.trim()) || SAYS_SOMEONE_HAS_ONE.test(said));
}

export function screenMessage(text: string, index: MenuIndex): SafetyScreen {
  const folded = fold(text).trim();
  const mention = isAllergyMention(folded);
  const allergens = allergensNamed(folded);
  return {
    allergyMention: mention ? text.trim().slice(0, 1000) : null,
    allergenQuestion: !mention && allergens.length > 0 && (mentionsAllergy(folded.replace(NO_ALLERGY_FIELD, ' ')) || folded.split(/[,.;!]\s+/).some((clause) => ASKS_WHAT_IS_IN.test(clause.trim().replace(LEAD_IN, '')))) ? text.trim().slice(0, 300) : null,
    allergens,
    deniesAllergy: deniesAllergy(folded),
    mentionsDrink: NAMES_A_DRINK_PHRASE.test(folded) || tokenize(folded).some((token, at, tokens) => isDrinkWord(token, index) && !namesFoodNotDrink(tokens, at)),
  };
}

// "write NUT FREE on the box": nothing we make is promised free of an allergen, so no such words
// are written on a cake, its box or a note, whoever asks.
const FREE_CLAIM = /\b(?:(?:nut|peanut|tree ?nut|gluten|wheat|dairy|milk|lactose|egg|soy|sesame|allergen|allergy)[- ]?free|(?:safe|ok|okay) for (?:allerg\w*|celiacs?|coeliacs?|nut|peanut)|no (?:nuts|peanuts|dairy|gluten|eggs|allergens))\b/i;

/** Words to write or note that would say a product is free of an allergen. */
export function claimsAllergenFree(text: string): boolean {
  return FREE_CLAIM.test(fold(text));
}
