// Small talk around an order: a compliment ("omg i love ur cakes", "saw ur post on insta!!") or a
// check that someone is still there ("hellooo??", "u up?"). Neither orders anything: a flavour
// praised is not a flavour wanted, and "my diet starts monday" names no pickup day.

/** "your lemon cake is the best thing I've ever eaten", "ur red velvet was AMAZING last wk". */
const COMPLIMENT =
  /\b(i|we) (just )?(love|adore|luv|lov)\b.{0,30}\b(ur|your|you|y'?all'?s|this place|the bakery|cakes|bakery)\b|\b(ur|your|the) [\w ]{0,25}\b(is|was|were|are) (so |soooo+ |sooo |really |absolutely |literally )?(the best|amazing|incredible|delicious|so good|soo+ good|to die for|fire|unreal|perfect|the bomb)\b|\b(ur|your) [\w ]{0,25}\b(look|looks|looked|sound|sounds|taste|tastes|tasted) (so |really |absolutely |sooo+ )?(amazing|incredible|delicious|so good|great|beautiful|gorgeous|lovely|awesome|stunning|yummy)\b|\b(saw|seen|love|loved) (ur|your) (post|posts|pics?|photos?|insta|instagram|tiktok|page|reel|story|video)\b|\b(best|greatest) (cake|cakes|bakery|thing)\b.{0,30}\b(ever|in (town|austin|the city))\b/;

/** "still there?", "hellooo??", "u up?", "anyone there?", "sorry got a call": asking whether anyone is there. */
const STILL_THERE = /^(?:(?:hello+|hi+|hey+|yo|sorry|ok(?:ay)?|um+)[?!.,\s]*)*(?:(?:are |r )?(?:you|u) (?:still )?(?:there|here|around|up|awake)|still there|anyone (?:there|home|around)|is anyone there|hello+\?+|u up|you up|sorry,? (?:got|had) a call(?:[.!,]\s*(?:(?:are |r )?(?:you|u) )?still there)?)[?!.\s😅🙈]*$/u;

/** The clauses of a folded message that are only small talk. */
export function smallTalkClauses(folded: string): string[] {
  return folded.split(/(?<=[.!?])\s+|,\s*(?:but|and|anyway|so)\s+|\s+(?:but|anyway|so)\s+/).filter((clause) => COMPLIMENT.test(clause) && !ORDERING.test(clause) && !WRITING_ASKED.test(clause));
}

/** "can it say I love you Mom", "write we love you grandpa": words for a cake, not said to the bakery. */
const WRITING_ASKED = /\b(?:say|says|saying|write|writing|written|reads?|reading|message|inscription)\b/;

const ORDERING = /\b(can|could|may) (i|we) (get|have|order|grab)|\b(i'?d|i would|we'?d) like\b|\b(i|we) (want|need|wanna)\b|\b(i'?ll|we'?ll) (take|have|get)\b|\border\b|\bplease\b|\bpls\b|\bfor (today|tomorrow|tmrw|mon|tue|wed|thu|fri|sat|sun)/;

export function asksStillThere(folded: string): boolean {
  return STILL_THERE.test(folded.trim());
}
