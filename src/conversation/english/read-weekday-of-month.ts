import type { DateTime } from 'luxon';

// Days named by their place in a month or by weekend ("the first saturday of december", "the last
// friday of the month", "next weekend, saturday", "monday week"): turned into the date itself
// ("december 5"), which the rest of the reader takes as said. chrono reads each of them as
// another day (the 1st, the coming Friday, tomorrow).

const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const ORDINAL: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, last: -1 };
const WEEKDAY = '(mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?';

const dateWords = (day: DateTime, local?: DateTime): string => `${MONTHS[day.month - 1]} ${day.day}${local && day.year !== local.year ? `, ${day.year}` : ''}`;
const weekdayNumber = (said: string): number => WEEKDAY_NAMES.findIndex((name) => name.startsWith(said.slice(0, 3))) + 1;

/** The nth (or, with -1, the last) given weekday of a month, or null when the month has none. */
function nthWeekday(first: DateTime, weekday: number, nth: number): DateTime | null {
  if (nth === -1) {
    let day = first.endOf('month').startOf('day');
    while (day.weekday !== weekday) day = day.minus({ days: 1 });
    return day;
  }
  let day = first.startOf('month');
  while (day.weekday !== weekday) day = day.plus({ days: 1 });
  day = day.plus({ weeks: nth - 1 });
  return day.month === first.month ? day : null;
}

const OF_MONTH = new RegExp(`\\b(?:the\\s+|on\\s+the\\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)\\s+(?:${WEEKDAY}|(weekend))\\s+(?:of|in)\\s+(?:(this|next)\\s+month|the\\s+month|(${MONTHS.join('|')}))\\b`, 'g');

/** "the first saturday of december", "the last friday of the month": the date, this year or next. */
export function weekdayOfMonth(text: string, local: DateTime): string {
  // "the first weekend of december, sunday": that weekend's Sunday; its Saturday when no day is said.
  const weekendDay = /\b(?:first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)\s+weekend\b.*?\b(sat|sun)(?:urday|day)?\b/.exec(text)?.[1];
  const said = weekendDay ? text.replace(new RegExp(`(?<=weekend\\b.*?)\\b(?:on\\s+)?${weekendDay}(?:urday|day)?\\b`), ' ') : text;
  return said.replace(OF_MONTH, (words, nth: string, weekday: string | undefined, weekend: string | undefined, which: string | undefined, month: string | undefined) => {
    const wanted = weekend ? 6 : weekdayNumber(weekday as string);
    const place = ORDINAL[nth] as number;
    let first = local.startOf('month');
    if (month) first = first.set({ month: MONTHS.indexOf(month) + 1 });
    else if (which === 'next') first = first.plus({ months: 1 });
    let day = nthWeekday(first, wanted, place);
    // "the first saturday of november" said in late November: next year's.
    if (month && day && day.endOf('day') < local) day = nthWeekday(first.plus({ years: 1 }), wanted, place);
    if (day && weekend && weekendDay === 'sun') day = day.plus({ days: 1 });
    return day ? ` ${dateWords(day, local)} ` : words;
  });
}

/**
 * "next weekend" said on a Friday, Saturday or Sunday is the weekend after this one; said earlier
 * in the week, the coming one. "the weekend after next" is a week after that. A weekday said with
 * it ("next weekend, saturday") is that day of it; none said, its Saturday. "this weekend" said on
 * a Sunday is today.
 */
export function weekendSaid(sentence: string, local: DateTime): string {
  // "this weekend" said on a Sunday is today, the weekend's last day, not next Saturday.
  const text = local.weekday === 7 ? sentence.replace(/\bthis weekend\b(?!\s*,?\s*(?:on\s+)?(?:sat|sun))/g, 'today') : sentence;
  const said = /\b(?:the\s+)?(weekend after next|next weekend)\b/.exec(text);
  if (!said) return text;
  const inWeekend = local.weekday >= 5;
  let saturday = local.startOf('day');
  while (saturday.weekday !== 6) saturday = saturday.plus({ days: 1 });
  if (local.weekday === 7) saturday = saturday.minus({ days: 7 });
  if (inWeekend) saturday = saturday.plus({ days: 7 });
  if (said[1] === 'weekend after next') saturday = saturday.plus({ days: 7 });
  const dayNamed = new RegExp(`\\b(?:on\\s+)?(sat|sun)(?:urday|day)?\\b`).exec(text.replace(said[0], ' '));
  const day = dayNamed?.[1] === 'sun' ? saturday.plus({ days: 1 }) : saturday;
  const rest = dayNamed ? text.replace(dayNamed[0], ' ') : text;
  return rest.replace(said[0], ` ${dateWords(day)} `);
}

/** "monday week", as said in Britain: the Monday after the coming one. */
export function weekdayWeek(text: string, local: DateTime): string {
  return text.replace(new RegExp(`\\b${WEEKDAY}\\s+week\\b(?!\\s*(?:from|after|of|before))`, 'g'), (said, weekday: string) => {
    const wanted = weekdayNumber(weekday);
    let day = local.startOf('day').plus({ days: 1 });
    while (day.weekday !== wanted) day = day.plus({ days: 1 });
    return ` ${dateWords(day.plus({ days: 7 }))} `;
  });
}
