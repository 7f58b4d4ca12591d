import { DateTime } from 'luxon';
import { BAKERY_ZONE, hoursOn, NO_CLOSED_DAYS } from '../orders/business-time.js';
import type { TurnContext } from './next-step.js';
import type { Reading } from './reading.js';

// "2 lemon slices at 8" said at 7:45 PM: 8 PM is closing time, not a time gone by. The next morning
// is taken and said, and a time said next ("7:55") is tonight.

/**
 * "2 lemon slices at 8" at 7:45 PM: the evening hour said is the closing time (or later) of a day
 * still open, not a time passed; the next morning is taken, and that is said.
 */
export function closingMeant(reading: Reading, ctx: TurnContext): boolean {
  if (reading.when?.kind !== 'time' || reading.when.hour >= 12) return false;
  const now = ctx.now.setZone(BAKERY_ZONE);
  const hours = hoursOn(now.toISODate() as string, ctx.closedDays ?? NO_CLOSED_DAYS);
  const evening = (reading.when.hour + 12) * 60 + reading.when.minute;
  // Said in the evening: "at 9" at 10 AM is more likely 9 AM, gone by.
  return hours !== null && now.hour >= 17 && now.hour * 60 + now.minute < hours.closes && evening >= hours.closes;
}

/** The time said, tonight (`day`), as the bakery's hours allow it: "7:55" is 7:55 PM. Null when it is past or after closing. */
export function tonightAt(day: string, when: { hour: number; minute: number }, ctx: TurnContext): DateTime | null {
  const hours = hoursOn(day, ctx.closedDays ?? NO_CLOSED_DAYS);
  if (!hours) return null;
  for (const hour of when.hour < 12 ? [when.hour, when.hour + 12] : [when.hour]) {
    const at = DateTime.fromISO(day, { zone: BAKERY_ZONE }).set({ hour, minute: when.minute });
    if (at > ctx.now && hour * 60 + when.minute < hours.closes) return at;
  }
  return null;
}
