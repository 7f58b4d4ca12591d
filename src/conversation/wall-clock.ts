import { DateTime } from 'luxon';
import { BAKERY_ZONE } from '../orders/business-time.js';

// Wall-clock times on the bakery's clock, whatever language they were said in.

/** A time without a day is the next time the clock shows it: today if still ahead, else tomorrow. */
export function onNextDay(hour: number, minute: number, now: DateTime): DateTime {
  const local = now.setZone(BAKERY_ZONE);
  const today = local.set({ hour, minute, second: 0, millisecond: 0 });
  return today > local ? today : today.plus({ days: 1 });
}

/** The instant of a wall-clock time on a day, in the bakery's zone. */
export function atLocalTime(isoDay: string, hour: number, minute: number): string | null {
  // Built from the day's parts: luxon's ISO parser is the slower way to the same midnight.
  const day = ISO_DAY.exec(isoDay);
  if (!day) return DateTime.fromISO(isoDay, { zone: BAKERY_ZONE }).set({ hour, minute, second: 0, millisecond: 0 }).toISO();
  return DateTime.fromObject({ year: Number(day[1]), month: Number(day[2]), day: Number(day[3]) }, { zone: BAKERY_ZONE }).set({ hour, minute }).toISO();
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The bakery-local calendar day of an ISO instant. */
export function localDayOf(iso: string): string {
  return DateTime.fromISO(iso, { zone: BAKERY_ZONE }).toISODate() as string;
}
