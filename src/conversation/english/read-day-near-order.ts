import type { DateTime } from 'luxon';
import { BAKERY_ZONE } from '../../orders/business-time.js';
import type { Reading } from '../reading.js';
import { readWhen } from './read-when.js';

// A day said against the order's own day: put right in the same breath ("... actually make it
// sunday"), or a weekday said alone with the order a week or more ahead.

/** "lemon cake sat 3pm. Actually make it sunday": a day said after a correction stands, at the time said before it. */
export function correctedDay(timeText: string, when: Reading['when'], now: DateTime): Reading['when'] {
  const fix = /\b(?:actually|no wait|wait no|sorry|i mean|i meant|scratch that|on second thought)\b[,.!]?\s+(?:(?:make|change|move) (?:it|that)(?: to)?\s+)?([^.!?]*)[.!?\s]*$/.exec(timeText);
  if (!fix?.[1] || !when) return when;
  const after = readWhen(fix[1], now);
  if (after?.kind === 'date' && when.kind === 'datetime') return { kind: 'datetime', at: after.date.set({ hour: when.at.hour, minute: when.at.minute }) };
  if (after?.kind === 'time' && when.kind === 'datetime') return { kind: 'datetime', at: when.at.set({ hour: after.hour, minute: after.minute }) };
  return after?.kind === 'datetime' || after?.kind === 'date' ? after : when;
}

const WEEKDAYS = ['mon', 'tues', 'wednes', 'thurs', 'fri', 'satur', 'sun'];

/**
 * With the order a week or more ahead ("next weekend": Sat Nov 28), a weekday said alone is of that
 * week: "saturday at 2" is Nov 28, "sunday instead" Nov 29, never this week's. "the sunday after"
 * (or "before") is the one after (before) the order's day.
 */
export function weekdayNearOrderDay(timeText: string, when: Reading['when'], orderDaySaid: DateTime | null, now: DateTime): Reading['when'] {
  // "in two weeks on saturday", "in a week on sunday": that weekday of the week so far ahead.
  const weeksAhead = /\bin (a|one|two|three|four|\d) weeks?(?:'? time)?,?\s+(?:on\s+)?(?:the\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/.exec(timeText)?.[1];
  const weeks = weeksAhead ? ({ a: 1, one: 1, two: 2, three: 3, four: 4 } as Record<string, number>)[weeksAhead] ?? Number(weeksAhead) : 0;
  const orderDay = weeks > 0 ? now.setZone(BAKERY_ZONE).startOf('day').plus({ weeks }) : orderDaySaid;
  if (weeks > 0) timeText = timeText.replace(/\bin (?:a|one|two|three|four|\d) weeks?(?:'? time)?/, ' ');
  if (!when || when.kind === 'time' || !orderDay?.isValid) return when;
  const said = /\b(?:the\s+)?(mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(after|before))?\b/.exec(timeText);
  if (!said?.[1] || /\b(?:this|next|coming|last|past|tomorrow|today|tonight|week|weeks)\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d/.test(timeText)) return when;
  const side = said[2];
  if (!side && orderDay.diff(now.setZone(BAKERY_ZONE).startOf('day'), 'days').days < 6) return when;
  const weekday = WEEKDAYS.indexOf(said[1]) + 1;
  const offsets = side === 'after' ? [1, 2, 3, 4, 5, 6, 7] : side === 'before' ? [-1, -2, -3, -4, -5, -6, -7] : [0, 1, -1, 2, -2, 3, -3];
  const offset = offsets.find((days) => orderDay.plus({ days }).weekday === weekday);
  if (offset === undefined) return when;
  const day = orderDay.plus({ days: offset });
  return when.kind === 'date' ? { kind: 'date', date: day.startOf('day') } : { kind: 'datetime', at: day.set({ hour: when.at.hour, minute: when.at.minute, second: 0, millisecond: 0 }) };
}
