import type { DateTime } from 'luxon';
import { BAKERY_ZONE } from '../../orders/business-time.js';

// Things said beside an order that change how it is answered, not what is on it: the occasion
// ("its for my daughters birthday"), what is left in the case ("any fudge slices left?"), and
// today named by its weekday ("for friday" on a Friday).

/** "its for my daughters birthday", said alone: the occasion, which orders nothing. */
const OCCASION_TOLD = /^(?:(?:oh|btw|fyi|and|so|also)[,]?\s+)*(?:it'?s|its|this is|the cake is|it is|cake is)\s+for\s+(?:my|our|his|her|a|the)\s+(?:[a-z']+\s+){0,2}(?:birthday|bday|b-day|anniversary|party|retirement|graduation|wedding|shower|celebration)(?:\s+(?:party|dinner|tomorrow|on (?:saturday|sunday)))?[.!]*$/;

export const tellsOccasion = (short: string): boolean => OCCASION_TOLD.test(short);

/** "any fudge slices left?", "still have lemon?", "sold out?": what is left, which no one here can see. */
export const asksWhatIsLeft = (folded: string): boolean => /\b(?:left|still (?:have|got)|in stock|sold out|run out|ran out|any more|anymore)\b/.test(folded);

/** Each weekday as people write it ("fri", "friday", "thurs", "weds"), Monday first, not after "this" or "next". */
const WEEKDAYS_NAMED = ['mon(?:day)?', 'tue(?:s|sday)?', 'wed(?:s|nesday)?', 'thu(?:r|rs|rsday)?', 'fri(?:day)?', 'sat(?:urday)?', 'sun(?:day)?'].map((weekday) => new RegExp(`(?<!\\b(?:this|next|coming|following)\\s+)\\b${weekday}\\b`));

/** "for friday" on a Friday: today named by its weekday alone, not "today", "this friday" or "next friday". */
export function namesTodayByWeekday(timeText: string, now: DateTime): boolean {
  const weekday = WEEKDAYS_NAMED[now.setZone(BAKERY_ZONE).weekday - 1] as RegExp;
  return weekday.test(timeText) && !/\b(?:today|tonight|this (?:morning|afternoon|evening))\b/.test(timeText);
}
