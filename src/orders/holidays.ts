import { DateTime } from 'luxon';
import { BAKERY_ZONE } from './bakery-zone.js';

// The US holidays on which a bakery's hours often differ. The spec says hours "may vary on
// holidays": on these days, unless the owner set hours for the day, the assistant says so rather
// than promising the usual hours.

/** The fourth Thursday of November. */
export function thanksgivingDay(year: number): DateTime {
  const first = DateTime.fromObject({ year, month: 11, day: 1 }, { zone: BAKERY_ZONE });
  return first.plus({ days: ((4 - first.weekday + 7) % 7) + 21 });
}

/** Easter Sunday (the Gregorian computus, Meeus/Jones/Butcher). */
function easterDay(year: number): DateTime {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return DateTime.fromObject({ year, month, day }, { zone: BAKERY_ZONE });
}

/** The nth (1-based) weekday of a month, or the last when n is -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): DateTime {
  if (n === -1) {
    const last = DateTime.fromObject({ year, month, day: 1 }, { zone: BAKERY_ZONE }).endOf('month').startOf('day');
    return last.minus({ days: (last.weekday - weekday + 7) % 7 });
  }
  const first = DateTime.fromObject({ year, month, day: 1 }, { zone: BAKERY_ZONE });
  return first.plus({ days: ((weekday - first.weekday + 7) % 7) + 7 * (n - 1) });
}

// Every read-back asks about its day; working the holidays out costs a handful of luxon dates, so
// each day's answer is kept (a day's holiday never changes). Bounded: a few years of days at most.
const KNOWN = new Map<string, string | null>();
const MAX_KNOWN = 2000;

/** The holiday on a day whose hours the owner has not set ("hours may vary"), or null. */
export function holidayWithoutHours(day: string, hoursSet: boolean): string | null {
  return hoursSet ? null : holidayOn(day);
}

/** The holiday on a bakery-local day ("YYYY-MM-DD"), or null. */
export function holidayOn(day: string): string | null {
  const known = KNOWN.get(day);
  if (known !== undefined) return known;
  const holiday = workOutHoliday(day);
  if (KNOWN.size >= MAX_KNOWN) KNOWN.clear();
  KNOWN.set(day, holiday);
  return holiday;
}

function workOutHoliday(day: string): string | null {
  const date = DateTime.fromISO(day, { zone: BAKERY_ZONE });
  if (!date.isValid) return null;
  const fixed: Record<string, string> = {
    '01-01': "New Year's Day",
    '07-04': 'Independence Day',
    '12-24': 'Christmas Eve',
    '12-25': 'Christmas Day',
    '12-31': "New Year's Eve",
  };
  const named = fixed[date.toFormat('MM-dd')];
  if (named) return named;
  const moving: Array<[DateTime, string]> = [
    [easterDay(date.year), 'Easter Sunday'],
    [nthWeekday(date.year, 5, 1, -1), 'Memorial Day'],
    [nthWeekday(date.year, 9, 1, 1), 'Labor Day'],
    [thanksgivingDay(date.year), 'Thanksgiving'],
  ];
  return moving.find(([holiday]) => holiday.hasSame(date, 'day'))?.[1] ?? null;
}
