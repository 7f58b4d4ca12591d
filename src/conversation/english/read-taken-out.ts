import type { ReaderContext, Reading } from '../reading.js';
import { fold } from '../text.js';
import { readPutBack } from './read-corrections.js';
import { findStreetAddress, readAccessCode } from './read-details.js';
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
  // "gate code is 4421, please ring the bell twice": what is left after the code, for the driver too.
  const note = DRIVER_NOTE_ALONE.exec(text.trim().replace(/^[,;.\s]+/, ''));
  if (note) {
    reading.accessCode = [reading.accessCode, note[0].replace(/[.!]+$/, '')].filter(Boolean).join(', ');
    text = ' ';
  }
  // "... name Dan, leave it at the front desk", "her number is 312 555 0177, please dont call
  // ahead", "call my husband at 312 555 0142 if any issues": in a delivery, for the driver, kept
  // with the address; never the customer's phone, a count or a product.
  if (ctx.deliveryAddressGiven || ctx.awaiting === 'address' || DELIVERY_SAID.test(text)) text = withoutDriverNotes(text, reading);
  return text;
}

/**
 * The text without the driver's notes taken from it into `reading.accessCode`. Beside a street
 * given in the same message, who the cake is for and a note said right after the street are read
 * with the address, not here.
 */
function withoutDriverNotes(text: string, reading: Reading): string {
  const street = findStreetAddress(text);
  const streetEnd = street ? text.indexOf(street) + street.length : -1;
  const taken = [...text.matchAll(DRIVER_NOTE_IN_MESSAGE)].filter((said) => {
    if (!street) return true;
    const rightAfterStreet = said.index >= streetEnd && /^[\s,]*(?:and\s+)?$/i.test(text.slice(streetEnd, said.index));
    // A note with a phone number in it is never read with the street, so it is taken here.
    return !WHO_IT_IS_FOR.test(said[1] as string) && (!rightAfterStreet || /\d{3}\D{0,2}\d{3}\D?\d{4}/.test(said[1] as string));
  });
  if (taken.length === 0) return text;
  const notes = taken.map((said) => (said[1] as string).replace(/^(?:pls|please)\s+/i, '').trim());
  reading.accessCode = [reading.accessCode, ...notes].filter(Boolean).join(', ');
  return taken.reduceRight((rest, said) => `${rest.slice(0, said.index)} ${rest.slice(said.index + said[0].length)}`, text);
}

const WHO_IT_IS_FOR = /^(?:(?:the )?recipient|(?:her|his|their) (?:name|number|phone|cell|mobile))/i;

const DELIVERY_SAID = /\b(?:deliver(?:y|ed|ing)?|drop(?:ped)? off|send (?:it|them|the cake) to)\b/i;
const FAMILY = '(?:husband|wife|partner|mom|mum|mother|dad|father|sister|brother|son|daughter|friend|neighbou?r|roommate|coworker|assistant)';
/** A note for the driver inside a longer message, as a clause of its own (the first group), with what led to it (the last). */
const DRIVER_NOTE_IN_MESSAGE = new RegExp(
  String.raw`((?:pls |please )?(?:(?:leave|drop) (?:it|them|the (?:cake|order|box)) (?:with|at|on|by|in|outside) [^,.;!?]{2,40}` +
    String.raw`|(?:do not|don'?t|dont|no need to|pls don'?t|please don'?t) (?:call|ring|text|phone) (?:ahead|first|beforehand|before|the house|her|him|them)\b[^,.;!?]{0,30}` +
    String.raw`|(?:call|text) (?:my|her|his) ${FAMILY}(?: \p{Lu}\p{Ll}+)? (?:at|on) \+?[\d(][\d() .-]{6,18}\d(?: (?:if|when|once|before)\b[^,.;!?]{0,30})?` +
    String.raw`|(?:her|his|their|the recipient'?s?) (?:cell |mobile |phone )?(?:number|phone|cell) (?:is )?\+?[\d(][\d() .-]{6,18}\d` +
    String.raw`|(?:(?:the )?recipient(?:'?s name)?|(?:her|his|their) name) is \p{Lu}\p{Ll}+(?: \p{Lu}[\p{Ll}'-]+)?))` +
    String.raw`(?=\s*(?:[,.;!?]|$|\s(?:and|also|pls|please|thanks|thx|its|it'?s)\b))`,
  'giu',
);

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

const DRIVER_NOTE_ALONE = /^(?:(?:and|also|oh|pls|please|btw)[,\s]+)*(?:ring (?:the )?(?:door)?bell|knock|buzz|use the (?:side|back|front) door|(?:leave|drop) (?:it|them|the (?:cake|order|box)) (?:with|at|on|by|in|outside)|side door|back door|front desk|(?:call|text|ring) (?:me )?(?:when|once) (?:you'?re |you are |u r |ur |the driver is |the driver'?s |driver is |they'?re |they are |you get |the driver gets |you arrive|the driver arrives)?(?:here|outside|close|nearby|arriving|downstairs|there|out front)?|ask for|check in at)\b[^.!?\n]{0,80}[.!]?$/i;
