import * as chrono from 'chrono-node';
import { DateTime } from 'luxon';
import { BAKERY_ZONE } from '../orders/business-time.js';

// Dates and times in customers' words, read in the bakery's time zone. chrono-node finds them;
// luxon turns its wall-clock fields into an instant in America/Chicago, so daylight saving is
// right on either side of a change.

export type WhenReading =
  | { kind: 'datetime'; at: DateTime }
  | { kind: 'date'; date: DateTime } // a day without a time ("for saturday")
  | { kind: 'time'; hour: number; minute: number }; // a time without a day ("at 3")

const SHORTHAND: Array<[RegExp, string]> = [
  [/\b(tmrw|tmr|tmw|tmrow|tomo|2moro|2morrow|tomorow|tommorow|tommorrow)\b/gi, 'tomorrow'],
  [/\b(tonite)\b/gi, 'tonight'],
  // "tomorrow 4" or "sat 3" means a time, but chrono only reads "tomorrow at 4".
  [/\b(today|tomorrow|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(\d{1,2}(?::\d{2})?)(?!\s*(?:inch|in\b|"|slices?|pieces?|cakes?|x\b|people|ppl))/gi, '$1 at $2'],
];

/** The first date or time in the text, or null. `now` anchors words like "tomorrow". */
export function readWhen(text: string, now: DateTime): WhenReading | null {
  let prepared = text;
  for (const [pattern, replacement] of SHORTHAND) prepared = prepared.replace(pattern, replacement);
  const local = now.setZone(BAKERY_ZONE);
  const [result] = chrono.parse(prepared, { instant: local.toJSDate(), timezone: local.offset }, { forwardDate: true });
  if (!result) return null;
  const start = result.start;
  const hasDay = start.isCertain('day') || start.isCertain('weekday') || /today|tonight|tomorrow|\bin\s+\d/i.test(result.text);
  const hasTime = start.isCertain('hour');
  let hour = start.get('hour') ?? 12;
  const minute = start.get('minute') ?? 0;
  // The bakery is open 8 AM to 8 PM: "at 3" means 3 PM, "at 7" 7 PM.
  if (hasTime && !start.isCertain('meridiem') && hour >= 1 && hour <= 7) hour += 12;
  if (!hasDay && hasTime) return { kind: 'time', hour, minute };
  const date = DateTime.fromObject(
    { year: start.get('year') ?? local.year, month: start.get('month') ?? local.month, day: start.get('day') ?? local.day },
    { zone: BAKERY_ZONE },
  );
  if (!hasTime) return { kind: 'date', date };
  return { kind: 'datetime', at: date.set({ hour, minute }) };
}

/** A time without a day is the next time the clock shows it: today if still ahead, else tomorrow. */
export function onNextDay(hour: number, minute: number, now: DateTime): DateTime {
  const local = now.setZone(BAKERY_ZONE);
  const today = local.set({ hour, minute, second: 0, millisecond: 0 });
  return today > local ? today : today.plus({ days: 1 });
}

/** The instant of a wall-clock time on a day, in the bakery's zone. */
export function atLocalTime(isoDay: string, hour: number, minute: number): string | null {
  return DateTime.fromISO(isoDay, { zone: BAKERY_ZONE }).set({ hour, minute, second: 0, millisecond: 0 }).toISO();
}
