import { DateTime, FixedOffsetZone } from 'luxon';
import { appError } from '../errors.js';
import { BAKERY_ZONE } from './bakery-zone.js';

export { BAKERY_ZONE } from './bakery-zone.js';
export const OPENING_HOUR = 8;
export const CLOSING_HOUR = 20;

function bakeryOffsetMinutes(instant: DateTime): number {
  return BAKERY_ZONE.offset(instant.toMillis());
}

/** The instant in Central Time, as a fixed-offset DateTime (cheap to read and format). */
export function inBakeryTime(instant: DateTime): DateTime {
  return instant.setZone(FixedOffsetZone.instance(bakeryOffsetMinutes(instant)));
}

/** Daytime is [8 AM, 8 PM) Central: orders placed then may be confirmed directly. */
export function isDaytime(instant: DateTime): boolean {
  const minuteOfDay = (((instant.toMillis() / 60_000 + bakeryOffsetMinutes(instant)) % 1440) + 1440) % 1440;
  const hour = Math.floor(minuteOfDay / 60);
  return hour >= OPENING_HOUR && hour < CLOSING_HOUR;
}

/** Days the bakery is closed (holidays), written YYYY-MM-DD as calendar days in Central Time. */
export type ClosedDays = ReadonlySet<string>;

export const NO_CLOSED_DAYS: ClosedDays = new Set();

/** Opening and closing as minutes after local midnight on one date (closes is exclusive). */
export type OpenMinutes = { opens: number; closes: number };

export const USUAL_HOURS: OpenMinutes = { opens: OPENING_HOUR * 60, closes: CLOSING_HOUR * 60 };

/** The owner's calendar: closed days, and hours that replace 8 AM to 8 PM on some dates. */
export type OpeningCalendar = { closedDays: ClosedDays; specialHours: ReadonlyMap<string, OpenMinutes> };

/** What the time rules accept: a calendar, or closed days alone (usual hours every other day). */
export type OpeningRules = ClosedDays | OpeningCalendar;

const NO_SPECIAL_HOURS: ReadonlyMap<string, OpenMinutes> = new Map();

export function calendarOf(rules: OpeningRules): OpeningCalendar {
  return 'specialHours' in rules ? rules : { closedDays: rules, specialHours: NO_SPECIAL_HOURS };
}

/** The hours on a calendar day (YYYY-MM-DD), or null when the bakery is closed that day. */
export function hoursOn(day: string, rules: OpeningRules): OpenMinutes | null {
  const calendar = calendarOf(rules);
  if (calendar.closedDays.has(day)) return null;
  return calendar.specialHours.get(day) ?? USUAL_HOURS;
}

/**
 * Pickup and delivery times fall in business hours: 8:00 AM up to (not including) 8:00 PM, or
 * the owner's special hours for that date. Closed days are checked apart (their own error).
 */
export function isWithinBusinessHours(instant: DateTime, rules: OpeningRules = NO_CLOSED_DAYS): boolean {
  const minuteOfDay = (((instant.toMillis() / 60_000 + bakeryOffsetMinutes(instant)) % 1440) + 1440) % 1440;
  const hours = calendarOf(rules).specialHours.get(bakeryDay(instant)) ?? USUAL_HOURS;
  return minuteOfDay >= hours.opens && minuteOfDay < hours.closes;
}

/** The calendar day of an instant in Central Time, written YYYY-MM-DD. */
export function bakeryDay(instant: DateTime): string {
  return new Date(instant.toMillis() + bakeryOffsetMinutes(instant) * 60_000).toISOString().slice(0, 10);
}

/** The day of the instant (YYYY-MM-DD, Central Time) if the owner closed the bakery that day, else null. */
export function closedDayOf(instant: DateTime, rules: OpeningRules): string | null {
  const { closedDays } = calendarOf(rules);
  if (closedDays.size === 0) return null;
  const day = bakeryDay(instant);
  return closedDays.has(day) ? day : null;
}

/** The local wall-clock minute `minutes` on the day of `local` (set, not added: DST days differ in length). */
function atMinute(local: DateTime, minutes: number): DateTime {
  if (minutes >= 1440) return local.startOf('day').plus({ days: 1 });
  return local.set({ hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0, millisecond: 0 });
}

/**
 * The first moment at or after `from` that is in business hours on a day the bakery is open: what
 * a customer told "too soon" can choose. Rejections only, so luxon's calendar maths is affordable.
 */
export function firstOpenMoment(from: DateTime, rules: OpeningRules): DateTime {
  let candidate = from;
  // Bounded: even a long run of closed days ends; 400 days is past any order's horizon.
  for (let day = 0; day < 400; day += 1) {
    const local = candidate.setZone(BAKERY_ZONE);
    const hours = hoursOn(bakeryDay(candidate), rules);
    if (hours) {
      const opening = atMinute(local, hours.opens);
      if (candidate < opening) return opening.toUTC();
      if (candidate < atMinute(local, hours.closes)) return candidate;
    }
    candidate = local.startOf('day').plus({ days: 1 }).toUTC();
  }
  return candidate;
}

/** A closed day as a refusal names it: the day, and the first day after it the bakery opens. */
export function closedDayDetail(day: string, rules: OpeningRules): { day: string; dayText: string; nextOpenDay: string; nextOpenDayText: string } {
  const nextOpenDay = bakeryDay(firstOpenMoment(DateTime.fromISO(day, { zone: BAKERY_ZONE }).plus({ days: 1 }).toUTC(), rules));
  return { day, dayText: formatDay(day), nextOpenDay, nextOpenDayText: formatDay(nextOpenDay) };
}

/** "8:00 AM" for a minute of the day; 1440 is midnight at the end of the day. */
export function minuteWords(minutes: number): string {
  if (minutes >= 1440) return 'midnight';
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "8:00 AM to 2:00 PM". */
export const openMinutesWords = (hours: OpenMinutes): string => `${minuteWords(hours.opens)} to ${minuteWords(hours.closes)}`;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Sun, Nov 22 at 2:00 PM" in Central Time: what luxon writes for "ccc, LLL d 'at' h:mm a" in
 * en-US (a test compares them on any instant), without luxon's formatter in every order.
 */
export function formatLocal(instant: DateTime): string {
  const local = new Date(instant.toMillis() + bakeryOffsetMinutes(instant) * 60_000);
  const hour = local.getUTCHours();
  const minute = String(local.getUTCMinutes()).padStart(2, '0');
  return `${WEEKDAYS[local.getUTCDay()]}, ${MONTHS[local.getUTCMonth()]} ${local.getUTCDate()} at ${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * "Sat, Nov 21" for a calendar day written YYYY-MM-DD: what luxon writes for "ccc, LLL d" (a test
 * compares them), without parsing the day into a zone first, which cost a conversation turn 40 µs.
 */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

const HAS_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const HAS_OFFSET = /(Z|[+-]\d{2}(:?\d{2})?)$/i;

/**
 * Reads a requested time. With a UTC offset the instant is exact; without one it is wall-clock
 * time in Central Time, and a wall-clock time the clocks skip (spring forward) is refused rather
 * than silently moved. In the repeated hour after fall back, the earlier instant is taken.
 */
export function parseRequestedTime(value: string): DateTime {
  const text = value.trim().replace(' ', 'T');
  if (!HAS_TIME.test(text)) throw appError('datetime_invalid', { value });
  if (HAS_OFFSET.test(text)) {
    const fast = instantWithOffset(text);
    if (fast !== null) return DateTime.fromMillis(fast, { zone: 'utc' });
    const parsed = DateTime.fromISO(text, { setZone: true });
    if (!parsed.isValid) throw appError('datetime_invalid', { value });
    return parsed.toUTC();
  }
  const wallClock = DateTime.fromISO(text, { zone: 'UTC' });
  if (!wallClock.isValid) throw appError('datetime_invalid', { value });
  const { year, month, day, hour, minute, second, millisecond } = wallClock;
  const local = DateTime.fromObject({ year, month, day, hour, minute, second, millisecond }, { zone: BAKERY_ZONE });
  if (!local.isValid || local.hour !== hour || local.minute !== minute || local.day !== day) {
    throw appError('datetime_nonexistent', { value });
  }
  return local.toUTC();
}

// The usual shape of a requested time with its offset, read without luxon: luxon's general ISO
// parser was the largest cost of placing an order. Anything else, or anything out of range, is
// left to luxon, which decides exactly as before (a test compares the two on any input).
const PLAIN_ISO_WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:(Z)|([+-])(\d{2}):(\d{2}))$/i;

function instantWithOffset(text: string): number | null {
  const match = PLAIN_ISO_WITH_OFFSET.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = [match[1], match[2], match[3], match[4], match[5]].map(Number) as [number, number, number, number, number];
  const second = match[6] === undefined ? 0 : Number(match[6]);
  const millisecond = match[7] === undefined ? 0 : Number(match[7].padEnd(3, '0'));
  const offsetHours = match[10] === undefined ? 0 : Number(match[10]);
  const offsetMinutes = match[11] === undefined ? 0 : Number(match[11]);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  if (offsetHours > 23 || offsetMinutes > 59 || year < 1000) return null;
  const offset = (match[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, millisecond);
  return utc.getTime() - offset * 60_000;
}
