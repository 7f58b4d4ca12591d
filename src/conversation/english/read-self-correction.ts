import type { MenuIndex } from '../menu-index.js';
import { fold } from '../text.js';
import { readItems } from './read-items.js';

// "a red velvet and a carrot cake for sat 3pm, actually no carrot, make it lemon": an order, then
// the customer's own correction of it in the same message, to be answered as two messages.

// The words that start a correction of what was just said: never the first words of a message.
const SELF_CORRECTION = /[,.;!]?\s+(?=(?:(?:oh|um|uh|hmm)[,.]?\s+)?(?:actually|no wait|wait,? no|oh wait|no sorry|oops|scratch that|on second thought|change that to|swap the|switch the|sorry(?=[,.!]\s))\b)/i;

const FLAVOUR = '(chocolate fudge|chocolate|choc|fudge|carrot|red velvet|rv|lemon chiffon|lemon|vanilla bean|vanilla|strawberry shortcake|strawberry|custom)';

/**
 * "maybe a chocolate cake, or actually no, she likes lemon better", "i was thinking chocolate but
 * actually lemon is better": a flavour thought of and given up for another in one breath. Folded
 * text; replaced (see `givenUpFor`) by "lemon cake instead of the chocolate", read as the one cake.
 */
export const CHANGED_MIND = new RegExp(
  `\\b(?:a |an |the )?${FLAVOUR}( cakes?| ones?| slices?)?\\s*,?\\s+(?:but|or)\\s+(?:actually|no|wait)\\b[,.!]?\\s+(?:no[,.!]?\\s+)?(?:(?:she|he|they|we|i|my \\w+)(?:'d| would)?\\s+(?:likes?|prefers?|loves?|wants?|prefer|rather have|like)\\s+)?(?:the\\s+)?${FLAVOUR}\\b(?:\\s+(?:is|would be|'s) better|\\s+better|\\s+more|\\s+instead)?`,
  'g',
);

/** The replacement for CHANGED_MIND: the flavour kept, in the form said of the one given up. */
export const givenUpFor = (_said: string, first: string, form: string | undefined, second: string): string =>
  `${second}${form && /cake/.test(form) ? ' cake' : form && /slice/.test(form) ? ' slices' : ''} instead of the ${first}`;

/** An order said, then put right in the same message: the order, and its correction. */
export function selfCorrection(text: string, index: MenuIndex): { order: string; correction: string } | null {
  // A flavour given up for another as it is said is read whole, as one cake.
  if (new RegExp(CHANGED_MIND.source).test(fold(text))) return null;
  const at = SELF_CORRECTION.exec(text);
  if (!at || at.index === 0) return null;
  const order = text.slice(0, at.index).trim();
  const correction = text.slice(at.index + at[0].length).trim();
  const namesCake = (said: string) => readItems(fold(said), index).items.some((item) => item.kind === 'product' || item.kind === 'choose');
  if (correction.length < 3 || !namesCake(order)) return null;
  // "a carrot cake, sorry, chocolate cake": a bare "sorry" puts right only a cake named after it ("2 slices, sorry, I'm in a rush" is no correction).
  if (/^sorry[,.!]/i.test(correction) && !namesCake(correction)) return null;
  // "2 carrot slices, no wait 3", "a carrot cake, actually two": a count put right, which the whole
  // message reads as such (alone, "3" could be an hour).
  const rest = fold(correction).replace(/^(?:(?:oh|um|uh|hmm|actually|no|wait|sorry|make (?:it|that))[,.!]?\s+)+/, '');
  if (/^(?:\d{1,3}(?![\d\s().-]*\d{3}[\s.-]*\d{4})|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|dozen|half)\b)/.test(rest)) return null;
  // Read as the correction it is, as "actually, chocolate cake" would be.
  return { order, correction: correction.replace(/^sorry[,.!]\s*/i, 'actually ') };
}
