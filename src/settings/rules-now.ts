import { DateTime } from 'luxon';
import { type AppError, appError } from '../errors.js';
import { type ClosedDays, formatLocal, type OpeningRules } from '../orders/business-time.js';
import { activePause, type BakerySettings, type Pause } from './bakery-settings.js';
import { openingCalendar } from './opening-calendar.js';
import type { SettingsStore } from './settings-store.js';

// The owner's settings as the order rules read them at one moment: the opening calendar (closed
// days and special hours) and the pause in force. Placing an order, quoting it and the agent guide
// all ask here, so what the guide says is what the API does.

export type RulesNow = {
  /** The settings read, or null when there is no settings store (CLOSED_DAYS alone). */
  settings: BakerySettings | null;
  rules: OpeningRules;
  /** The pause in force now; a pause whose resume time has passed is over. */
  pause: Pause | null;
};

export async function rulesNow(store: SettingsStore | undefined, closedDays: ClosedDays, now: DateTime): Promise<RulesNow> {
  const settings = store ? await store.current() : null;
  if (!settings) return { settings: null, rules: closedDays, pause: null };
  return { settings, rules: openingCalendar(settings), pause: activePause(settings, now.toMillis()) };
}

/** What a pause answers: 503 ordering_paused, and the seconds until it ends when the owner set a resume time. */
export function pausedRefusal(pause: Pause, now: DateTime): { error: AppError<'ordering_paused'>; retryAfterSeconds: number | undefined } {
  const resumeAt = pause.resumeAt ? DateTime.fromISO(pause.resumeAt, { zone: 'utc' }) : null;
  const error = appError('ordering_paused', { resumeAt: pause.resumeAt, resumeText: resumeAt ? formatLocal(resumeAt) : null });
  const retryAfterSeconds = resumeAt ? Math.max(1, Math.ceil((resumeAt.toMillis() - now.toMillis()) / 1000)) : undefined;
  return { error, retryAfterSeconds };
}
