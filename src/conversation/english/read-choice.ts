import type { Product } from '../../catalog/catalog-schema.js';
import { findFlavors, type MenuIndex } from '../menu-index.js';
import { tokenize } from '../text.js';
import { bare } from './intents.js';

// An answer to the assistant's own question "which would you like: 1) ...; 2) ...?": by number
// ("2", "the first", "number 2"), by form ("the whole one", "a slice please"), by name ("the red
// velvet"), or all of them ("both").

const ORDINALS: Record<string, number> = {
  one: 1, first: 1, '1st': 1, two: 2, second: 2, '2nd': 2, three: 3, third: 3, '3rd': 3, four: 4, fourth: 4, '4th': 4,
  five: 5, fifth: 5, '5th': 5, six: 6, sixth: 6, '6th': 6, seven: 7, seventh: 7, '7th': 7, last: -1,
};

const POSITION = /^(?:(?:ok(?:ay)?|so|then|um+|uh+|hmm+|alright)[,]?\s+)*(?:then\s+)?(?:i'?ll (?:take|have|go with) |i want |let'?s (?:go with|do) |(?:go|going) with |give me )?(?:the |option |number |no\.? ?|#)?(\d|one|two|three|four|five|six|seven|first|second|third|fourth|fifth|sixth|seventh|1st|2nd|3rd|4th|5th|6th|7th|last)(?: one| option)?(?: then)?$/;
/** "1 and 3", "#2, #5": several options by number. */
const NUMBER_LIST = String.raw`(?:(?:the |option |number |#)?\d(?:\s*(?:,|and|&|\+)\s*)){1,5}(?:and |& )?(?:the |option |number |#)?\d`;
const POSITIONS = new RegExp(String.raw`^(?:(?:ok(?:ay)?|so|um+|uh+)[,]?\s+)*${NUMBER_LIST}$`);
/** "ok then 2", "1 and 3", "2": an answer that is option numbers only, never how many. */
const NUMBERS_ONLY = new RegExp(String.raw`^\S+$|^(?:(?:ok(?:ay)?|so|then|um+|uh+|hmm+|alright)[,]?\s+)+(?:the |option |number |#)?\d(?: then)?$|^${NUMBER_LIST}$`);

export const saysOptionNumbersOnly = (short: string): boolean => NUMBERS_ONLY.test(short);
// "a mix of all of them", "assorted": every option, the count shared between them.
const ALL = /^(both|both of them|all|all of them|one of each|each|both please|all three|the two of them|(?:a |an )?(?:mix|mixture|assortment|variety)(?: of (?:all|all of them|them|everything|each|flavou?rs|all the flavou?rs))?(?: please| pls)?|mixed|assorted|some of each|a few of each|a bit of (?:everything|each)|(?:all|every) (?:the )?flavou?rs)$/;
const SLICE = /\b(slices?|piece|pieces|by the slice|single|portion)\b/;
const WHOLE = /\b(whole|entire|full|the cake|a cake|whole cake|whole one|big one|the big one)\b/;
/** Words an answer to the question may use besides the options' own names. */
const ANSWER_WORDS = new Set(['the', 'a', 'an', 'one', 'ones', 'please', 'pls', 'i', "i'll", "i'd", 'like', 'want', 'take', 'have', 'get', 'go', 'with', 'that', 'this', 'it', 'cake', 'cakes', 'slice', 'slices', 'piece', 'pieces', 'whole', 'entire', 'full', 'big', 'custom', 'yes', 'yeah', 'ok', 'okay', 'sure', 'of', 'for', 'me', 'just', 'by', 'single', 'portion', 'thanks', 'both', 'all', 'them', 'each']);
const COUNT_WORDS = new Set(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'dozen', 'couple']);
const CUSTOM = /\b(custom|design|personali[sz]ed|bespoke)\b/;
/** A party or celebration the cake is for. */
const OCCASION = /\b(?:birthday|bday|b-day|party|anniversary|celebration|celebrating|wedding|shower|retirement|graduation|christening|baptism|engagement|reunion|gathering|get together|potluck|\d{1,3} (?:people|guests|kids|ppl))\b/;

/** "A cake as it is, or a custom cake?" answered "as it is", "the normal one", "no, that's fine". */
const AS_IT_IS = /^(?:no,? |nah,? |ok(?:ay)?,? |just )?(?:the )?(as (it )?is|as-is|(the )?(normal|regular|standard|plain|usual|menu|original)( one| cake| way)?|that'?s fine|it'?s fine|fine|no thanks|no|nah|never ?mind|without( it| that)?|forget (it|that))( then| is fine| please| thanks)?$/;

/** "5, pickup tomorrow at noon": an option's number said first, then the rest of the order. */
const LEADING_NUMBER = /^(?:option |number |no\.? ?|#)?(\d)\s*[,.;:)-]\s+(\S.*)$/;

/** The option a message picks by a number said first, when what follows names no product; and what follows. */
export function leadingChoice(short: string, options: Product[], index: MenuIndex): { choice: number; rest: string } | null {
  const match = LEADING_NUMBER.exec(short);
  const at = Number(match?.[1]) - 1;
  const rest = match?.[2] ?? '';
  if (!match || at < 0 || at >= options.length) return null;
  if (findFlavors(tokenize(rest), index).length > 0 || /\b(slices?|cakes?|pieces?|whole|custom)\b/.test(rest)) return null;
  return { choice: at, rest };
}

/** "can i get a whole one for saturday": the one option of the form said, with more said beside it. */
export function formChoice(short: string, options: Product[], index: MenuIndex): number | null {
  if (findFlavors(tokenize(short), index).length > 0 || CUSTOM.test(short)) return null;
  const wantsSlice = /\b(slices?|pieces?)\b/.test(short);
  // "cake", sent alone after "carrot": the whole one.
  const wantsWhole = !wantsSlice && (/\b(whole (one|cake)|whole)\b/.test(short) || /^(?:(?:the|a|an|one|just|\d{1,2}|two|three|four|five|six)\s+)?cakes?(?:\s+(?:please|pls|plz))?$/.test(short));
  if (!wantsSlice && !wantsWhole) return null;
  const fits = options.flatMap((option, i) => ((wantsSlice ? option.category === 'slice' : option.category === 'whole-cake') ? [i] : []));
  return fits.length === 1 ? (fits[0] as number) : null;
}

/** "the cake not a slice", "no slice", "not the whole thing, a slice": the form said not to be wanted. */
const NOT_SLICE = /\b(?:not|no|don'?t want|do not want|never)\s+(?:an?\s+|the\s+|by the\s+)?(?:slices?|pieces?)\b/;
const NOT_WHOLE = /\b(?:not|no|don'?t want|do not want)\s+(?:an?\s+|the\s+)?(?:whole|entire|full)(?:\s+(?:cake|thing|one))?\b/;

/** With one flavour offered whole and by the slice, the option of the form not refused; else null. */
function otherForm(short: string, options: Product[], index: MenuIndex): number | null {
  const notSlice = NOT_SLICE.test(short);
  if (notSlice === NOT_WHOLE.test(short)) return null;
  const named = new Set(findFlavors(tokenize(short), index).flatMap((mention) => [mention.flavor.whole?.id, mention.flavor.slice?.id]));
  const fits = options.flatMap((option, i) => ((notSlice ? option.category === 'whole-cake' : option.category === 'slice') && (named.size === 0 || named.has(option.id)) ? [i] : []));
  return fits.length === 1 ? (fits[0] as number) : null;
}

export function readChoice(folded: string, options: Product[], index: MenuIndex): number[] | null {
  if (options.length === 0) return null;
  const short = bare(folded);
  const other = otherForm(short, options, index);
  if (other !== null) return [other];
  const menuCakes = options.filter((option) => option.category !== 'custom-cake');
  if (options.length === 2 && menuCakes.length === 1 && AS_IT_IS.test(short)) return [options.indexOf(menuCakes[0] as Product)];
  if (ALL.test(short) && options.length > 1) return options.map((_, i) => i);
  // "its for my moms birthday" asked whole or slice: a cake for an occasion is the whole one.
  const whole = options.findIndex((option) => option.category === 'whole-cake');
  if (options.length === 2 && whole >= 0 && options.some((option) => option.category === 'slice') && OCCASION.test(short) && !SLICE.test(short)) return [whole];
  if (POSITIONS.test(short)) {
    const picked = [...new Set([...short.matchAll(/\d/g)].map((digit) => Number(digit[0]) - 1))];
    if (picked.every((at) => at >= 0 && at < options.length)) return picked;
  }
  const position = POSITION.exec(short)?.[1];
  if (position) {
    const n = ORDINALS[position] ?? Number(position);
    const at = n === -1 ? options.length - 1 : n - 1;
    if (at >= 0 && at < options.length) return [at];
  }
  // By name: the options whose flavour the answer names. How many ("2 of them", "two slices") is read apart.
  const tokens = tokenize(short.replace(/\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a dozen)\s+of\s+(them|those|these|em)\b/g, ' ')).filter((token) => !/^\d{1,2}$/.test(token) && !COUNT_WORDS.has(token));
  const mentions = findFlavors(tokens, index);
  // Words that are neither the options' names nor how people answer: a new request, not an answer.
  const spoken = new Set(mentions.flatMap((mention) => tokens.slice(mention.start, mention.end + 1)));
  if (tokens.some((token) => !spoken.has(token) && !ANSWER_WORDS.has(token))) return null;
  const named = new Set(mentions.flatMap((mention) => [mention.flavor.whole?.id, mention.flavor.slice?.id, mention.flavor.custom?.id]));
  let candidates = options.map((option, i) => ({ option, i }));
  const byName = candidates.filter(({ option }) => named.has(option.id));
  if (byName.length > 0) candidates = byName;
  // By form: "the whole one", "a slice".
  const wantsSlice = SLICE.test(short);
  const wantsWhole = !wantsSlice && WHOLE.test(short);
  const wantsCustom = CUSTOM.test(short);
  const byForm = candidates.filter(({ option }) =>
    wantsCustom ? option.category === 'custom-cake' : wantsSlice ? option.category === 'slice' : wantsWhole ? option.category === 'whole-cake' : true,
  );
  // "just the carrot slices" when only whole cakes are offered: not one of the options.
  if ((wantsSlice || wantsWhole || wantsCustom) && byForm.length === 0) return null;
  candidates = byForm;
  if (candidates.length === 1 && (byName.length > 0 || wantsSlice || wantsWhole || wantsCustom)) return [(candidates[0] as { i: number }).i];
  return null;
}
