// What a customer says about an order from before ("the carrot cake last week was dry", "I ordered
// a lemon cake this morning") names no product for the order being made now, and tells the
// conversation that an earlier order, which it cannot see, is being talked about.

const ABOUT_BEFORE =
  /\b((?:i|we) (?:already )?(?:have|had) (?:an|a|my|our) (?:cake )?order(?: in| placed| with you)?\b|(i|we|my \w+|he|she) (already |just )?(ordered|bought|got(?! (?:like|about|around|maybe|some|\d|people|guests|kids|folks|a (?:party|crowd|group|big group)|company|family)\b)|picked up|placed|received|came to pick up|came in|had a cake|had the)|^(just |so |hi,? |hey,? )*(picked up|ordered|bought|got) (my|our|the|a)\b|(yesterday|last (week|time|weekend|month|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday))|(i|we) (already |just )?(texted|messaged|called|phoned|emailed|put) in (an?|my|the|our) order|(i|we) (already |just )?(texted|messaged|called|phoned) (you|the bakery|earlier|this morning)|(had|got) a cake delivered|you made (me|us))\b/;
const ORDERING_NOW = /\b(this time|can (i|we) (get|have|order|grab)|could (i|we) (get|have|order)|i'?d like|i would like|i want|i'?ll (take|have|get)|may i|please|pls)\b/;
const CLAUSES = /(?<=[.!?;])\s+|,\s*(?:but|and|so)\s+|\s+but\s+|\s+and\s+(?=(?:i|we|can|could)\b)/;

/** "same as last time: carrot cake, sat 10am": the order wanted again, spelled out; it is this one. */
const SAME_AS_BEFORE = /\b(?:the )?(?:exact )?same(?: thing| order| one| cake)? as (?:last time|last week|before|usual|my last order|the last one)\b/g;

/** The clauses of a folded message that speak of an earlier order, not of one being made now. */
/** "the last friday of the month": a day ahead, not "last friday". */
const LAST_OF_MONTH = /\blast (?:mon|tues|wednes|thurs|fri|satur|sun)day (?:of|in)\b/g;

/** "if I ordered now", "if we ordered it today": an order supposed, not one made before. */
const SUPPOSED = /\b(?:if|when|once|say) (?:i|we) (?:ordered|got|bought|placed)(?: (?:it|one|them|the \w+|an? \w+(?: \w+)?))?(?: (?:now|today|tonight|right now|this morning|this afternoon|this evening|tomorrow))?\b/g;

/** "a fudge cake for yesterday at 3": a time asked for that has passed, not an earlier order. */
const FOR_A_PAST_DAY = /\b(?:for|on|by)\s+(?:yesterday|last (?:night|week|month|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b/g;

export function clausesAboutBefore(folded: string): string[] {
  return folded.split(CLAUSES).filter((clause) => ABOUT_BEFORE.test(clause.replace(SAME_AS_BEFORE, ' ').replace(LAST_OF_MONTH, ' ').replace(SUPPOSED, ' ').replace(FOR_A_PAST_DAY, ' ')) && !ORDERING_NOW.test(clause));
}
