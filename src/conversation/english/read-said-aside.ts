import type { DateTime } from 'luxon';
import { BAKERY_ZONE } from '../../orders/business-time.js';
import type { MenuIndex } from '../menu-index.js';
import type { Reading } from '../reading.js';
import { mentionedSkus, readItems } from './read-items.js';

// Things said beside an order that change how it is answered, not what is on it: the occasion
// ("its for my daughters birthday"), what is left in the case ("any fudge slices left?"), today
// named by its weekday ("for friday" on a Friday), the calendar asked ("which day is the 5th?"),
// and a price asked beside an order ("... . also how much is a carrot cake?").

/** "its for my daughters birthday", said alone: the occasion, which orders nothing. */
const OCCASION_TOLD = /^(?:(?:oh|btw|fyi|and|so|also)[,]?\s+)*(?:it'?s|its|this is|the cake is|it is|cake is)\s+for\s+(?:my|our|his|her|a|the)\s+(?:[a-z']+\s+){0,2}(?:birthday|bday|b-day|anniversary|party|retirement|graduation|wedding|shower|celebration)(?:\s+(?:party|dinner|tomorrow|on (?:saturday|sunday)))?[.!]*$/;

export const tellsOccasion = (short: string): boolean => OCCASION_TOLD.test(short);

/** "any fudge slices left?", "still have lemon?", "sold out?": what is left, which no one here can see. */
export const asksWhatIsLeft = (folded: string): boolean => /\b(?:left|still (?:have|got)|in stock|sold out|run out|ran out|any more|anymore)\b|\b(?:do|does) (?:you|u|ya|y'?all) (?:have|got) (?:any )?[a-z ]{2,30}?slices? (?:today|right now|now|rn|this (?:morning|afternoon|evening))\b/.test(folded);

/** Each weekday as people write it ("fri", "friday", "thurs", "weds"), Monday first, not after "this" or "next". */
const WEEKDAYS_NAMED = ['mon(?:day)?', 'tue(?:s|sday)?', 'wed(?:s|nesday)?', 'thu(?:r|rs|rsday)?', 'fri(?:day)?', 'sat(?:urday)?', 'sun(?:day)?'].map((weekday) => new RegExp(`(?<!\\b(?:this|next|coming|following)\\s+)\\b${weekday}\\b`));

/** "for friday" on a Friday: today named by its weekday alone, not "today", "this friday" or "next friday". */
export function namesTodayByWeekday(timeText: string, now: DateTime): boolean {
  const weekday = WEEKDAYS_NAMED[now.setZone(BAKERY_ZONE).weekday - 1] as RegExp;
  return weekday.test(timeText) && !/\b(?:today|tonight|this (?:morning|afternoon|evening))\b/.test(timeText);
}

/** "which day is the 5th?", "what day of the week is dec 5", "is dec 12 a saturday?": a date looked up; the day is after the head. */
const DATE_ASKED = /^(?:(?:and|so|also|ok(?:ay)?|um+|hmm+|wait|sorry|quick question)[,.!]?\s+)*(?:(?:what|which|wat)(?:'?s| is)? (?:day|date|weekday)(?: of the week)? (?:is|was|will be|does|falls? on)\b(.*)|is ((?:the )?(?:[a-z]+\.?\s+)?\d{1,2}(?:st|nd|rd|th)?(?: of [a-z]+)?) an? (?:mon|tues|wednes|thurs|fri|satur|sun)day\b)/;
/** "what day is it?", "whats the date today", "what's today's date": today. */
const TODAY_ASKED = /^(?:(?:and|so|also|ok(?:ay)?|um+|hmm+|sorry|quick question)[,.!]?\s+)*(?:what(?:'?s| is) (?:the )?(?:day|date)(?: today)?|what(?:'?s| is) today'?s date|what (?:day|date) is (?:it|today)(?: today)?)\s*[?.!]*$/;
/** A question about the order, its pickup or the opening hours, not the calendar. */
const NOT_THE_CALENDAR = /\b(?:order|orders|pick ?up|pickup|deliver(?:y|ed)?|cake|cakes|slices?|open|close|closed|ready|good for|best|for it|it for|my|i)\b/;

/** The day the calendar was asked about (ISO), read by `dayIn` from the words after the question; null when not asked. */
export function readDateAsked(folded: string, now: DateTime, dayIn: (said: string) => string | null): string | null {
  const asked = folded.trim();
  if (NOT_THE_CALENDAR.test(asked.replace(/\bis it\b/, ''))) return null;
  if (TODAY_ASKED.test(asked)) return now.setZone(BAKERY_ZONE).toISODate();
  const said = DATE_ASKED.exec(asked);
  const day = said?.[1] ?? said?.[2];
  return day ? dayIn(day.replace(/[?.!]+\s*$/, '')) : null;
}

/** A price asked after an order, in a sentence of its own: "... . also how much is a carrot cake?". */
const PRICE_ASIDE = /[.!?]\s+((?:also\s+|btw\s+|and\s+|oh\s+)?(?:how much (?:is|are|would|will|for|does|do|'?s)|what(?:'?s| is| are) the prices? (?:of|for))\b[^.!?]*\??)/;

/**
 * The products a price asked beside an order is about (with one of each counted, to sum), and those
 * of them named nowhere before it, which are not ordered; null when no price is asked that way.
 */
export function readPriceAside(orderText: string, index: MenuIndex): { about: Reading['about']; askedOnly: string[] } | null {
  const aside = PRICE_ASIDE.exec(orderText);
  if (!aside?.[1]) return null;
  const asked = readItems(aside[1], index).items.filter((item) => item.kind === 'product' || item.kind === 'choose');
  const orderedBefore = mentionedSkus(readItems(orderText.slice(0, aside.index), index).items);
  if (asked.length === 0 || orderedBefore.length === 0) return null;
  const counted = asked.flatMap((item) => (item.kind === 'product' ? [{ sku: item.sku, qty: item.qty ?? 1 }] : []));
  const skus = mentionedSkus(asked);
  return { about: { skus, category: null, unknown: null, counted }, askedOnly: skus.filter((sku) => !orderedBefore.includes(sku)) };
}
