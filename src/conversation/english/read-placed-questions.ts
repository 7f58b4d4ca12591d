import type { Intent, ReaderContext, Reading } from '../reading.js';

// What customers say about an order already placed: questions ("what did I order?", "so thats
// confirmed right?", "did my 3 carrot slices go thru?"), which look the order up, and changes and
// short replies ("my husband will pick it up", "undo", "oops"), which order nothing new.

/** A question about an order already placed, when no new one is being made. */
/** "whats the total?", "how much do I owe?" just after placing, with nothing else asked for: the order placed. */
export const TOTAL_OF_PLACED = /^(?:(?:ok(?:ay)?|so|and|great|thanks|cool)[,.!]?\s+)*(?:what'?s|whats|what is|what was) (?:the|my) total\??$|^(?:(?:ok(?:ay)?|so|and|great|thanks|cool)[,.!]?\s+)*(?:how much|what) (?:do|will|did) (?:i|we) (?:owe|pay)(?: you)?(?: then)?\??$/;

export const PLACED_ORDER_QUESTION = /\b((?:what time|when) (?:should|do|can|must) (?:i|we) (?:come|come by|come in|swing by|stop by|drop by)\s*\??$|what did (i|we) (just )?(order|get|buy)|what(?:'?s| is| was) in my order|remind me (of )?what (i|we) (ordered|got|asked for)|(my|the) order (number|id|#|no\.?) again|(lost|forgot|missed) (the|my) order (id|number|#)|(send|give|tell|repeat|resend|text|what(?:'?s| is| was)) (me )?(the|my) (confirmation|order) (number|code|id|#)|(what|which) (day|date|time) (did|was|is|'?s) (i|my|the) (pick|pickup|pick up|order|choose|say|book)|when (can|do|should) (i|we) (come )?(get|pick up|collect|grab|come for) (it|them|my order|my cake|the order)\b|(what time|when) (do|should|am|can) (i|we) (supposed to )?(come|pick|get|collect|swing|stop)\b.{0,20}\bagain\b|(what time|when) (do|should|must|can|am|are) (i|we) (need to |have to |got to |gotta |supposed to |meant to )?(be there|be at the bakery|be in|arrive|show up|get there)\b|(what time|when) (do|should|must) (i|we) (need to|have to|got to|gotta) (come|pick|get|collect)\b|(what|which) (day|time|day and time) (am|are|was|were) (i|we) (coming|picking|getting)|how much (was|is) (that|the|my) (total|order)|what (was|is|'?s) (the|my) total\b(?! (for|of|if))|what (time|day|date) (was|is|'?s) (the |my )?(pick ?up|pickup|order|collection)\b(?! (times?|hours))|remind me (which|what) (day|time|date)|(which|what) (day|time|date)( and (time|day))? (did )?(i|we) (say|said|pick|picked|choose|chose|book|booked)\b|(what time|which day|what day)\b.{0,20}\bwas it\b|how much was it\b|(summari[sz]e|recap|go over|run through|read (me )?back) (what (i|we) (ordered|got)|my order|the order)\b)/;

/** "did my 3 carrot slices go thru?", "is my chocolate cake confirmed?": may name the products of the order placed. */
export const WENT_THROUGH = /\bdid (it|that|my order|the order|my [\w ]{1,30}?) (go|went|get) (thru|through)\b|\b(is|are) my [\w ]{1,30}? (confirmed|placed|booked|all set)\b/;

/** "so thats confirmed right?", "did my 3 carrot slices go thru?", "can you resend my confirmation?", "has the owner approved it yet?": about the order placed. */
export const PLACED_ORDER_CHECK = /\bwhen (?:will|is) (?:it|my order|the order|the cake|my cake) (?:be )?ready\b|\bwill (?:it|my order|the order|the cake|my cake|they|the slices) be ready\b|\b(?:never|didn'?t|did not|haven'?t|have not) (?:got|get|gotten|receive|received) (?:a|the|my|any) confirmation\b|\b(that'?s|thats|it'?s|its|it is|is (it|that|my order|my cake|the order|everything)|is my [\w ]{1,30}?) (all )?(confirmed|placed|booked|all set|good to go|locked in|in)\b( right| then| now| yet)?\s*\?|\b(resend|re-send|send|text|email) (me )?(my|the) confirmation\b|\bconfirmation (again|one more time)\b|\bhas (the owner|staff|someone|anyone|the bakery) (approved|confirmed|reviewed|looked at|seen) (it|my order|the order|my cake)\b|\bwhen (will|do|would) (i|we) (know|hear|find out)\b|\bwhen (will|does|would) (it|my order|the order|my cake) (be|get) (confirmed|approved)\b|\bmy pick ?up is (at|on) [\w: ]{1,15} right\b|\b(any )?(update|news|word|progress) (on|about|with) (my|the) (order|cake|slices)\b|\b(how'?s|how is|what'?s happening with|whats happening with) (my|the) order( (going|coming( along)?|doing))?\b|\bdid (i|we) (say|pick|choose|book) \w+ or \w+\b/;

/**
 * "I'll be late, can I come at 6?", "my husband Mark will pick it up", "can I change the date?",
 * "the address is wrong, it's 54 Elm St", "the gate code is 1234": a change to the order already
 * placed, which only staff can make, when no new order is being made.
 */
const PLACED_ORDER_CHANGE =
  /\b(?:(?:i'?ll|i will|i'?m gonna|i am going to|we'?ll|we will|i might|might) be (?:a (?:bit|little) )?late\b|can (?:i|we) (?:come|pick (?:it |them )?up|collect (?:it|them)|get (?:it|them)|grab (?:it|them)) (?:earlier|later|sooner|tomorrow|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|at \d)|can (?:i|we|you) (?:change|move|update|edit|modify|fix) (?:my|the|our) (?:order|date|day|time|pick ?up(?: time)?|address|name|cake|delivery)\b|change my order\b|(?:is it|am i) too late to (?:change|edit|modify|update)\b|\b(?:my|our) (?:husband|wife|partner|son|daughter|friend|mom|mother|dad|father|sister|brother|coworker|colleague|boss|assistant|neighbou?r|boyfriend|girlfriend|fianc[eé]e?)(?: \p{L}+)? (?:will|is going to|'?ll|can|is gonna) (?:pick (?:it |the cake |the order )?up|collect|grab|get)(?: (?:it|the cake|the order))?|(?:the |my )?(?:address|street|house number|zip(?: code)?) (?:is|was) wrong|wrong address|(?:gate|door|access|building) code\b)/u;

/** "cancel my order", "actually cancel the whole thing": with an order placed here, that order too. */
const CANCELS_EVERYTHING = /\bcancel (?:my (?:whole |entire )?order|(?:the|my) (?:whole|entire) (?:thing|order)|everything|it all|all of it|all|both(?: orders| of them)?)\b/;

/** "can I change my order?", "is it too late to change my order?": about an order placed, wherever it was placed. */
/** "can I change the time on my order?", "can I pick up my order earlier?", "move my cake order to sunday" too. */
const CHANGE_MY_ORDER = /\b(?:can (?:i|we|you) (?:change|move|update|edit|modify|fix) (?:my|our) order|change my order|(?:is it|am i) too late to (?:change|edit|modify|update) (?:my|our|the) order|(?:change|move|update|edit|modify|fix|reschedule|push back) (?:the (?:time|date|day|pick ?up(?: time)?|address) (?:on|of|for) )?(?:my|our) (?:\w+ )?order|pick (?:up )?(?:my|our) (?:\w+ )?order (?:up )?(?:earlier|later|sooner)|(?:my|our) (?:\w+ )?order (?:to|for) (?:an? )?(?:earlier|later) (?:time|day))\b/;

/** "cancel my order", "I need to cancel my cake order for saturday", "cancel ord_...": an order placed, to cancel. */
const CANCEL_MY_ORDER = /\b(?:cancel|call off)\b.{0,25}\b(?:my|our) (?:\w+ ){0,2}order\b|\bcancel\b.{0,30}\bord_[a-z0-9]{6,}|\bord_[a-z0-9]{6,}\b.{0,30}\bcancel/;

/** An order placed (here or before) that the customer wants cancelled, said with nothing being made. */
export const cancelsPlacedOrder = (folded: string, ctx: ReaderContext): boolean => ctx.draftSkus.length === 0 && CANCEL_MY_ORDER.test(folded);

const UNDO = /^(?:(?:oh|oops|wait|sorry|no|please|pls)[,.!]?\s+)*undo(?: (?:it|that|this|the order|my order|please|pls))*[.!]*$/;
const DONE_FOR_NOW = /^(?:ok(?:ay)?[,.!]?\s*)?(?:(?:no|nope|nah)(?:[,.!]?\s*(?:thanks|thank you|thx|ty))?|(?:(?:no|nope|nah)[,.!]?\s*)?(?:that'?s all|thats all|that is all|nothing else|all set|i'?m good|im good|i'?m all set|all good|we'?re good)(?: for now)?(?:[,.!]?\s*(?:thanks|thank you|thx|ty))?)[.!]*$/;
const SECOND_THOUGHTS = /^(?:(?:oh|uh|um)[,.!]?\s+)*(?:oops+|whoops|wait,? no|no wait|i made a mistake|that was a mistake|my mistake|i messed up|i didn'?t mean (?:to|that)|wrong one|shoot|uh oh)[.!]*$/;

/**
 * Short replies with nothing being made, which are about the order just placed (or one placed
 * before): a change to it for staff, "undo" (a cancel), "no thanks" (a goodbye), "oops" (second
 * thoughts, which change nothing on a guess). `accessCode`: a gate or door code was said (and
 * taken out of the text already).
 */
export function readRepliesWithNothingBeingMade(folded: string, ctx: ReaderContext, intents: Set<Intent>, accessCode: boolean, namesAProduct: (said: string) => boolean): void {
  if (ctx.draftSkus.length > 0) return;
  // Just after placing, "the gate code is 1234" or "my husband will pick it up" is for the order
  // placed; with none placed here, only "can I change my order?" is.
  const changesPlaced = ctx.orderPlaced ? PLACED_ORDER_CHANGE.test(folded) || accessCode : CHANGE_MY_ORDER.test(folded);
  if (changesPlaced && !namesAProduct(folded)) intents.add('change_placed');
  // While an order is being made, which change "undo" would undo is not known (not read here).
  if (UNDO.test(folded)) intents.add('cancel');
  if (ctx.awaiting === null && DONE_FOR_NOW.test(folded)) intents.add('goodbye');
  if (SECOND_THOUGHTS.test(folded)) intents.add('second_thoughts');
}

const CHECKS_ON_AN_ORDER = /\b(?:just )?(?:checking|check(?:ing)? on|confirming|making sure)\b.{0,30}\b(?:my|our) (?:\w+ ){0,3}(?:cake|order|slices?)\b|\b(?:my|our) (?:\w+ ){0,4}(?:cake|order|slices?)\b.{0,40}\b(?:still on|still good|still happening|still coming|on track)\b/;
const CANCELS_AN_EARLIER_ORDER = /\b(?:cancel|call off)\b.{0,30}\b(?:(?:my|our|the|that) (?:\w+ ){0,2}order (?:from|i (?:placed|made)|we (?:placed|made)|on|for) (?:yesterday|last|earlier|this morning|the other day|before|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|(?:my|our|the|that) (?:previous|earlier|other|first|old|original|last) order)\b|\bcancel\b.{0,30}\bord_[a-z0-9]{6,}|\bord_[a-z0-9]{6,}\b.{0,30}\bcancel/;

/**
 * An order placed before, spoken of: "just checking my chocolate cake for tomorrow is still on?"
 * (asked about, with nothing being made: its cake and day say which, and order nothing), or "I want
 * to cancel my order from yesterday" while another is being made (that one goes to staff, and the
 * one being made stays).
 */
export function readEarlierOrderSpokenOf(folded: string, ctx: ReaderContext, intents: Set<Intent>, reading: Reading): void {
  // Most messages say neither: the cheap look first, the patterns only when it may.
  if (ctx.draftSkus.length === 0 && /\b(?:check|checking|confirming|sure|still|track)\b/.test(folded) && CHECKS_ON_AN_ORDER.test(folded)) {
    intents.add('status');
    intents.delete('order_wish');
    reading.items = [];
    reading.when = null;
  }
  reading.cancelsEverything = ctx.orderPlaced === true && CANCELS_EVERYTHING.test(folded);
  if (ctx.draftSkus.length > 0 && (folded.includes('cancel') || folded.includes('call off') || folded.includes('ord_')) && CANCELS_AN_EARLIER_ORDER.test(folded)) {
    intents.add('cancel');
    intents.delete('status');
    intents.delete('question');
    reading.items = [];
    reading.when = null;
    reading.aboutEarlierOrder = true;
    reading.cancelsEarlierOrder = true;
  }
}
