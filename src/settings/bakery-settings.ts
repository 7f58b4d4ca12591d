import { z } from 'zod';

// What the owner changes at run time (from Slack): a pause, closed days, special hours for a
// date, and pickup capacity. Plain data and plain functions; the database row lives in
// src/db/settings-repository.ts and the per-instance cache in settings-store.ts.

/** A pause of online ordering. `resumeAt` (ISO instant) ends it by itself when it passes. */
export type Pause = { reason: string | null; resumeAt: string | null; since: string };

/** Opening hours for one date, as bakery wall-clock times "HH:MM" (closes is exclusive). */
export type DayHours = { opens: string; closes: string };

export type Capacity = {
  /** Most orders for one 15-minute pickup slot; null: no limit. */
  ordersPerSlot: number | null;
  /** Most whole and custom cakes for one day (kitchen capacity); null: no limit. */
  cakesPerDay: number | null;
};

export type BakerySettings = {
  pause: Pause | null;
  /** Bakery-local calendar days, YYYY-MM-DD, sorted. */
  closedDays: string[];
  /** Hours that replace 8 AM to 8 PM on a given date. */
  specialHours: Record<string, DayHours>;
  capacity: Capacity;
};

export function initialSettings(closedDays: readonly string[]): BakerySettings {
  return { pause: null, closedDays: [...new Set(closedDays)].sort(), specialHours: {}, capacity: { ordersPerSlot: null, cakesPerDay: null } };
}

const day = z.string().refine(isCalendarDay, 'must be a calendar day written YYYY-MM-DD');
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'must be a time written HH:MM (24-hour)');
const limit = z.number().int('must be a whole number').min(1, 'must be at least 1').max(10_000, 'must be at most 10000').nullable();

/** Every change the owner can make, validated wherever it comes from. */
export const settingsChangeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pause'),
    reason: z.string().trim().max(300, 'must be at most 300 characters').nullable(),
    resumeAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 instant' }).nullable(),
  }),
  z.object({ kind: z.literal('resume') }),
  z.object({ kind: z.literal('close_day'), day }),
  z.object({ kind: z.literal('open_day'), day }),
  z
    .object({ kind: z.literal('special_hours'), day, opens: clockTime, closes: clockTime })
    .refine((change) => minuteOfDay(change.opens) < minuteOfDay(change.closes), { message: 'closing time must be after opening time', path: ['closes'] }),
  z.object({ kind: z.literal('usual_hours'), day }),
  z.object({ kind: z.literal('capacity'), ordersPerSlot: limit, cakesPerDay: limit }),
]);

export type SettingsChange = z.infer<typeof settingsChangeSchema>;

/** The settings after one change. `now` (ISO) dates a pause. */
export function applyChange(settings: BakerySettings, change: SettingsChange, now: string): BakerySettings {
  switch (change.kind) {
    case 'pause':
      return { ...settings, pause: { reason: change.reason || null, resumeAt: change.resumeAt, since: now } };
    case 'resume':
      return { ...settings, pause: null };
    case 'close_day':
      return { ...settings, closedDays: [...new Set([...settings.closedDays, change.day])].sort() };
    case 'open_day':
      return { ...settings, closedDays: settings.closedDays.filter((closed) => closed !== change.day) };
    case 'special_hours':
      return { ...settings, specialHours: { ...settings.specialHours, [change.day]: { opens: change.opens, closes: change.closes } } };
    case 'usual_hours': {
      const { [change.day]: _dropped, ...rest } = settings.specialHours;
      return { ...settings, specialHours: rest };
    }
    case 'capacity':
      return { ...settings, capacity: { ordersPerSlot: change.ordersPerSlot, cakesPerDay: change.cakesPerDay } };
  }
}

/** The pause in force at `nowMs`, if any: a pause whose resume time has passed is over. */
export function activePause(settings: BakerySettings, nowMs: number): Pause | null {
  const pause = settings.pause;
  if (!pause) return null;
  if (pause.resumeAt !== null && Date.parse(pause.resumeAt) <= nowMs) return null;
  return pause;
}

export function minuteOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}
