import type { Reading, ReaderContext } from '../reading.js';
import { readItems } from './read-items.js';

// Edits asked for in a word, with the order being made: what is to change but not yet to what
// ("can I change the time?"), a line no longer wanted, and the writing moved to the other cake.

const CHANGE_WHAT = '(?:pickup |pick up |delivery )?(time|day|date|name|address|phone|number|phone number)';
const CHANGE_ASKED = new RegExp(`^(?:(?:sorry|oops|wait|actually|hmm+|um+|no|not quite|nope|yes|yeah|yep|ok)[,.!]?\\s+)*(?:(?:can|could|may) (?:i|we|you) (?:change|update|fix|edit|correct) (?:the|my) ${CHANGE_WHAT}|(?:i need to|i want to|i'?d like to|need to|let me) (?:change|update|fix|correct) (?:the|my) ${CHANGE_WHAT}|(?:the|my) ${CHANGE_WHAT} (?:is|'s) (?:wrong|not right|incorrect|off)|wrong ${CHANGE_WHAT})[?.! ]*$`);
const CHANGE_SOMETHING = /^(?:(?:sorry|oops|wait|actually|hmm+|um+|no|not quite)[,.!]?\s+)*(?:(?:i need to|i want to|i'?d like to|can i|could i|need to) (?:change|fix|correct|edit) (?:something|a thing|one thing|that|it|the order|my order)|(?:something'?s|something is|that'?s|thats|it'?s|its) (?:wrong|not right|incorrect))[?.! ]*$/;

/** "can I change the time?", "the name is wrong", "I need to change something": what is to change. */
export function changeAsked(folded: string): Reading['changeAsked'] {
  const what = CHANGE_ASKED.exec(folded);
  const said = what?.slice(1).find(Boolean);
  if (said) return said === 'time' || said === 'day' || said === 'date' ? 'datetime' : said === 'name' ? 'name' : said === 'address' ? 'address' : 'phone';
  return CHANGE_SOMETHING.test(folded) ? 'something' : null;
}

const MOVE_WRITING = /\b(?:put|move|switch|write|do)\s+(?:the\s+|that\s+)?(?:writing|message|words|inscription|lettering)\s+(?:on(?:to)?|to|for)\s+(?:the\s+)?([a-z ]{2,40}?)(?:\s+(?:one|cake))?(?:\s+instead)?(?:\s+please|\s+pls)?\s*[.!]?$/;
const cakesOnDraftFor = (ctx: ReaderContext): string[] => [...new Set(ctx.draftSkus.filter((sku) => !sku.endsWith('-slice')))];

/** "actually put the writing on the carrot one instead": the cake on the order the words move to, or null. */
export function writingMovedTo(folded: string, ctx: ReaderContext): string | null {
  const cakes = cakesOnDraftFor(ctx);
  const movedTo = cakes.length > 1 ? MOVE_WRITING.exec(folded)?.[1] : undefined;
  const target = movedTo ? readItems(movedTo, ctx.index).items.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : [])).filter((sku) => cakes.includes(sku)) : [];
  return target.length === 1 ? (target[0] as string) : null;
}

/**
 * "I dont want the cake anymore" with slices on the order too: the cake comes off, the slices
 * stay (said of the only kind ordered, the whole order is given up).
 */
export function lineNoLongerWanted(ctx: ReaderContext, folded: string): string {
  const said = /\bi (?:don'?t|do not) (?:need|want) the (cakes?|slices?) (?:anymore|any more|after all)\b/.exec(folded);
  if (!said?.[1]) return folded;
  const slices = said[1].startsWith('slice');
  const other = ctx.draftSkus.some((sku) => sku.endsWith('-slice') !== slices);
  return other ? folded.replace(said[0], `drop the ${said[1]}`) : folded;
}

/**
 * Changes to the order said on a call, in the words the rest of the reader knows: "take off the
 * red velvet", "lose the carrot" as "remove the ...", "it should be three slices" as "make it three
 * slices", "no thats wrong, ..." as "no, ...". Only with something on the order.
 */
export function orderEditsSaidPlainly(ctx: ReaderContext, folded: string): string {
  if (ctx.draftSkus.length === 0) return folded;
  return folded.replace(TAKEN_OFF_SAID, '$1remove the ').replace(COUNT_SHOULD_BE, 'make it ').replace(SAID_WRONG, 'no, ');
}

const TAKEN_OFF_SAID = /(^|[,.;!]\s*|\b(?:and|also|please|pls|can you|could you|actually|ok(?:ay)?|oh|wait|then|so)\s+)(?:take off|lose|ditch|nix|axe)\s+the\s+/g;
const COUNT_SHOULD_BE = /\b(?:it|that|this|they|there) (?:should|was supposed to|were supposed to) (?:be|have been)\s+(?=(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:slices?|cakes?|pieces?)\b)/g;
/** "no thats wrong, ...": what follows puts the order right; the words themselves change nothing. */
const SAID_WRONG = /^(?:no[,.!]?\s+)?(?:that'?s|thats|it'?s|its) (?:wrong|not right|incorrect)[,.!]?\s+(?=\S)/;
