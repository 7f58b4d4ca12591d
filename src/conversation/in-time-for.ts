import { DateTime } from 'luxon';
import { BAKERY_ZONE } from '../orders/business-time.js';
import type { PartOfDay, WhenReading } from './reading.js';

// "is it too late to order a cake for tomorrow morning?": the earliest a cake can be ready, held
// against the day asked, so the answer says yes or no and not only a time to compare.

/** The hour each part of the day ends, as a customer means it: a cake "for the morning" is ready by noon. */
const PART_ENDS: Record<PartOfDay, number> = { morning: 12, afternoon: 17, evening: 24 };

export type InTime = { day: string; partOfDay: PartOfDay | null; at: string | null; fits: boolean };

export function inTimeFor(asked: WhenReading | null | undefined, partOfDay: PartOfDay | null, earliest: string, now: DateTime): InTime | undefined {
  if (!asked) return undefined;
  const ready = DateTime.fromISO(earliest).setZone(BAKERY_ZONE);
  if (asked.kind === 'datetime') {
    const at = asked.at.setZone(BAKERY_ZONE);
    return { day: at.toISODate() as string, partOfDay: null, at: at.toISO(), fits: ready <= at };
  }
  const day = (asked.kind === 'date' ? asked.date.toISODate() : now.setZone(BAKERY_ZONE).toISODate()) as string;
  const date = DateTime.fromISO(day, { zone: BAKERY_ZONE });
  if (asked.kind === 'time') {
    const at = date.set({ hour: asked.hour, minute: asked.minute, second: 0, millisecond: 0 });
    return { day, partOfDay: null, at: at.toISO(), fits: ready <= at };
  }
  const end = date.startOf('day').plus({ hours: partOfDay ? PART_ENDS[partOfDay] : 24 });
  return { day, partOfDay, at: null, fits: ready < end };
}
