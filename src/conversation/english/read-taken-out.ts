import type { ReaderContext, Reading } from '../reading.js';
import { fold } from '../text.js';
import { readPutBack } from './read-corrections.js';
import { readAccessCode } from './read-details.js';
import { readRevert } from './read-revert.js';
import { readTimeShift } from './read-time-shift.js';

// Phrases read first and taken out of a message, so that the words that said them are not read
// again as something else: a line put back, a change undone, a time moved, a gate code.

/** The message without the phrases read here, whose meaning goes into the reading. */
export function readPhrasesTakenOut(sent: string, ctx: ReaderContext, reading: Reading): string {
  let text = sent;
  // "ugh actually put the carrot back": the lines just taken off, not a new line nor a cake message.
  const putBack = readPutBack(fold(text), ctx.index);
  if (putBack) {
    reading.restore = { skus: putBack.skus };
    text = withoutPhrase(text, putBack.phrase);
  }
  // "no, sorry, the carrot was right": the last change undone, not a carrot added.
  const revert = readRevert(fold(text), ctx.index, ctx.changedFrom);
  if (revert) {
    reading.revert = { skus: revert.skus };
    text = withoutPhrase(text, revert.phrase);
  }
  // "can we make it an hour earlier?": the order's time moved, not a time counted from now.
  const shift = ctx.draftTime ? readTimeShift(fold(text)) : null;
  if (shift) {
    reading.timeShift = shift.minutes;
    text = withoutPhrase(text, shift.phrase);
  }
  // "gate code #7788": for the driver, and no count, time or phone number.
  const access = readAccessCode(text);
  if (access) {
    reading.accessCode = access.code;
    text = text.replace(access.said, ' ');
  }
  // "ring bell twice", "leave it with the doorman", sent on their own: for the driver, never a name.
  const note = DRIVER_NOTE_ALONE.exec(text.trim());
  if (note && !reading.accessCode) {
    reading.accessCode = note[0].replace(/[.!]+$/, '');
    text = ' ';
  }
  return text;
}

/**
 * Marks written for sizes and counts, made plain: 'custom cake, 10", black & silver, write "Over
 * the Hill"' (an inch mark is no opening quote), "red velvet slice (3)" and "carrot slice x 3".
 */
export function withWrittenMarks(text: string): string {
  const quotes = (text.match(/["“”]/g) ?? []).length;
  return withListCounts(quotes % 2 === 1 ? text.replace(/\b(6|8|9|10|12|14)\s*["”](?=[\s,.;]|$)/, '$1 inch') : text);
}

/** "red velvet slice (3)", "carrot slice x 3": a list's count, written as "x3". */
function withListCounts(text: string): string {
  return text.replace(/(?<=\p{L})\s*\(\s*(\d{1,3})\s*\)(?![\s.-]*\d)/gu, ' x$1').replace(/(?<=\p{L})\s+x\s+(\d{1,3})\b/gu, ' x$1');
}

/** The text without the (folded) phrase a reader took from it. */
function withoutPhrase(text: string, phrase: string): string {
  const said = new RegExp(phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'), 'i');
  return said.test(text) ? text.replace(said, ' ') : fold(text).replace(phrase, ' ');
}

const DRIVER_NOTE_ALONE = /^(?:(?:and|also|oh|pls|please|btw)[,\s]+)*(?:ring (?:the )?(?:door)?bell|knock|buzz|use the (?:side|back|front) door|(?:leave|drop) (?:it|them|the (?:cake|order|box)) (?:with|at|on|by|in|outside)|side door|back door|front desk|(?:call|text) (?:me )?(?:when|once) (?:you'?re |you are |u r |ur )?(?:here|outside|close|nearby|arriving|downstairs)|ask for|check in at)\b[^.!?\n]{0,80}[.!]?$/i;
