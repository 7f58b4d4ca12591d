import type { Intent, ReaderContext, Reading } from '../reading.js';

// Things customers say plainly that the reader takes as they are meant: "both please" to two
// products priced, "does it have nuts?" of the cake ordered, "can you do a carrot cake for
// tomorrow?" (an order), "would it be ready by sunday?" (a question), "can i place another
// order", "what times do you have", and an allergy said after a cake's words.

/** "both please", "yes both of them", "ok all three": every product just quoted. */
export const BOTH_TAKEN = /^(?:(?:yes|yeah|yep|yup|ok(?:ay)?|sure|alright|great|perfect|cool|please|i'?ll take|we'?ll take|i'?ll have|we'?ll have|i want|we want|give me|get me|let'?s do|lets do|do|order)[,!.]?\s+)*(?:both|both of them|both of those|all of them|all of those|all three|the two of them|them both|one of each)(?:\s+(?:please|pls|plz|thanks|thank you|then|cakes|slices|of them))*(?:\s*,?\s+(?:for |on |at |by )?(?:today|tonight|tomorrow|tmrw|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b|noon|\d)[^?]*)?[.!]*$/;
/** "does it have", "is it", "in it": a question about what is already on the order. */
export const IT_ASKED = /\b(?:(?:does|is|has|will|would|can|could)\s+(?:it|that|this|this one|that one)|(?:in|on)\s+(?:it|that|this one))\b/;
/** "can you do a carrot cake for tomorrow at 9?", "could u make 2 lemon slices for today": an order asked as a question, for a day. */
export const CAN_YOU_DO_FOR_WHEN = /^(?:(?:hi|hey|hello)[,!. ]+)?(?:can|could) (?:you|u|ya|y'?all) (?:do|make|bake|get|have) (?:me |us )?(?:an?|one|two|three|\d{1,2}) (?:[a-z' ]+ )?(?:for|by|on) (?:today|tonight|tomorrow|tmrw|tmr|this \w+|next \w+|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b|the \d{1,2}(?:st|nd|rd|th)?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* \d)/;
/** "would the vanilla cake be ready by sunday?", "could a carrot cake be done for tomorrow noon if I ordered now?". */
export const READY_ASKED = /^(?:(?:hi|hey|hello|so|and|ok(?:ay)?)[,!. ]+)*(?:would|will|could|can|is) (?:the |a |an |my |one |your |a whole )?[a-z' -]{2,40}? be (?:ready|done|made|available) (?:by|for|on|at|in time for)\b/;

/**
 * "would the vanilla cake be ready by sunday?", "is it too late to order a carrot cake for tomorrow
 * noon?", before anything is ordered: a question about one cake and a day, answered (yes or no,
 * and the earliest), not an order started. The day is kept with the answer, so "yes" orders it then.
 */
export function readReadyAsked(orderText: string, tooLateAsked: boolean, ctx: ReaderContext, reading: Reading, intents: Set<Intent>): void {
  if (ctx.draftSkus.length > 0 || !reading.when || !(READY_ASKED.test(orderText) || tooLateAsked)) return;
  const named = reading.items.filter((item) => item.kind === 'product' || item.kind === 'choose');
  const [only] = named;
  if (named.length !== 1 || !only || reading.items.length !== 1) return;
  const skus = only.kind === 'product' ? [only.sku] : only.skus;
  const cakes = skus.filter((sku) => ['whole-cake', 'custom-cake'].includes(ctx.index.productsById.get(sku)?.category ?? ''));
  if (cakes.length !== 1) return;
  reading.readyAskedFor = reading.when;
  reading.about = { skus: cakes, category: null, unknown: null };
  reading.items = [];
  reading.when = null;
  intents.add('question');
}
/** "3 slices today at 4: chocolate, carrot and lemon": the colon after the hour begins the list; it counts nothing. */
export const HOUR_THEN_COLON = /\b((?:at|by|around|for)\s+\d{1,2}(?:\s*(?:am|pm))?):(?=\s)/g;
/** "i dont want the carrot cake i want red velvet": the clause refusing one ends where the one wanted begins. */
export const NOT_THIS_BUT_THAT = /(\b(?:don'?t|dont|do not) want\b[^,.;!?]*?)\s+(?=(?:i|we) (?:want|need|would like|'?d like)\b|(?:give|get) (?:me|us)\b)/g;
/** "can i place another order", "i'd like to make a new order": ordering again, with nothing named yet. */
export const ANOTHER_ORDER_WISH = /^(?:(?:hi|hey|hello|ok(?:ay)?|so|and|oh|also|great|thanks|thank you)[,!. ]+)*(?:can|could|may) (?:i|we) (?:place|make|do|start|put in) (?:an?other|a new|a second|one more|a separate) order\b[?.!]*$|^(?:(?:hi|hey|ok(?:ay)?|so|and|oh|also)[,!. ]+)*(?:i'?d|i would|we'?d|i) (?:like|want|wanna|need) to (?:place|make|do|start|put in) (?:an?other|a new|a second|one more|a separate) order\b[?.!]*$/;
/** "what times do you have?", "what times are available?": the hours asked. */
export const TIMES_ASKED = /^(?:(?:ok(?:ay)?|so|um+|hmm+|and)[,!. ]+)*what (?:times?|hours) (?:do (?:you|u|y'?all) have|are (?:available|open|free|there)|(?:can|could) (?:i|we) (?:come|pick (?:it )?up|get it))\b/;
/** "- no peanuts please!", ", nut free please": an allergy said after a cake's words, not part of them. */
export const ALLERGY_AFTER_WORDS = /\s*(?:[-–—,;.!]+|\s(?:and|but))\s*(?:(?:and|but|oh|also|btw)\s+)?(?:please\s+|pls\s+)?(?:no|without|nothing with|(?:nut|peanut|gluten|dairy|egg)[- ]?free|allerg\w*)\b.*$/i;

/** "no sorry its john with an h", "sorry it's john j o h n": a name put right at the read-back, in lower case. */
export const NAME_PUT_RIGHT = /^(?:(?:no|sorry|oops|wait|actually)[,.!]?\s+)*(?:it'?s|its|the name is|name is|name'?s)\s+([a-z]{2,20})(?:\s+with an?\s+[a-z]\b|[,]?\s+((?:[a-z][\s-]+){1,14}[a-z]))\s*[.!]?$/i;

const HOUR_WORDS = '(?:\\d{1,2}(?::\\d\\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\\s+(?:thirty|fifteen|forty[- ]five|o\'?clock))?(?:\\s*(?:am|pm|a\\.m\\.|p\\.m\\.))?';
/**
 * "at three thirty no wait four", "at 2, sorry, 3": the hour put right as it is said; the last one
 * stands. Not "at 3, no wait, 3 lemon slices", where the number after is a count.
 */
export const HOUR_PUT_RIGHT = new RegExp(`\\bat\\s+${HOUR_WORDS}\\s*,?\\s+(?:no wait|wait no|no sorry|sorry|i mean|actually|make (?:it|that))[,]?\\s+(${HOUR_WORDS})\\b(?=\\s*(?:$|[,.;!?]|(?:name|for|pick|pickup|please|pls|thanks|today|tomorrow|tonight|then)\\b))`, 'g');
