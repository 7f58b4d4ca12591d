import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { enqueue } from '../db/outbox-repository.js';
import { dailyJobs } from '../db/schema.js';
import { claimReminders } from '../db/staff-queue-repository.js';
import { bakeryDay, closedDayOf, inBakeryTime, isWithinBusinessHours, hoursOn, USUAL_HOURS } from '../orders/business-time.js';
import { openingCalendar } from '../settings/opening-calendar.js';
import type { SettingsStore } from '../settings/settings-store.js';

// The staff queue's background work: orders waiting too long are raised again in the staff
// channel (business hours only, once per interval across every instance), and at closing time
// the channel gets the day's summary (once per day, a daily_jobs claim). Both only queue outbox
// messages; the outbox worker sends them.

export type StaffJobsDeps = { db: Db; clock: Clock; settings: SettingsStore; reminderMinutes: number };

/** Queues a reminder for each order waiting longer than the interval; none outside business hours. */
export async function runReminders(deps: StaffJobsDeps): Promise<string[]> {
  const now = deps.clock();
  const calendar = openingCalendar(await deps.settings.current());
  if (closedDayOf(now, calendar) || !isWithinBusinessHours(now, calendar)) return [];
  return claimReminders(deps.db, now, deps.reminderMinutes);
}

const SUMMARY_JOB = 'closing-summary';

/** At or after today's closing time, queues the day's summary once, whichever instance is first. */
export async function runClosingSummary(deps: Pick<StaffJobsDeps, 'db' | 'clock' | 'settings'>): Promise<boolean> {
  const now = deps.clock();
  const day = bakeryDay(now);
  const hours = hoursOn(day, openingCalendar(await deps.settings.current())) ?? USUAL_HOURS;
  const local = inBakeryTime(now);
  if (local.hour * 60 + local.minute < hours.closes) return false;
  return deps.db.transaction(async (tx) => {
    const claimed = await tx.insert(dailyJobs).values({ job: SUMMARY_JOB, day, ranAt: now.toJSDate() }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    await enqueue(tx, { type: 'slack.daily_summary', day }, now);
    return true;
  });
}

/** The jobs as a fastify plugin: a timer while the app runs, stopped (and a running pass awaited) on close. */
export function staffJobsPlugin(deps: StaffJobsDeps, everyMs = 60_000) {
  return async (app: FastifyInstance) => {
    let running: Promise<void> = Promise.resolve();
    const tick = () => {
      running = (async () => {
        try {
          const reminded = await runReminders(deps);
          if (reminded.length > 0) app.log.info({ reminded: reminded.length }, 'staff reminders queued for orders still waiting');
          if (await runClosingSummary(deps)) app.log.info('closing summary queued for the staff channel');
        } catch (error) {
          app.log.error({ err: error }, 'staff jobs failed; will retry');
        }
      })();
    };
    const timer = setInterval(tick, everyMs);
    timer.unref();
    app.addHook('onReady', async () => tick());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  };
}
