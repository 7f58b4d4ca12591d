import type { DateTime } from 'luxon';
import type { Clock } from '../clock.js';
import type { Db } from './database.js';
import { purgeExpiredIdempotencyKeys } from './idempotency-repository.js';
import { purgeIdleConversations } from './conversations-repository.js';
import { purgeOldFingerprints } from './orders-repository.js';
import { purgeFinishedOutbox } from './outbox-repository.js';

type Log = { warn: (obj: object, msg: string) => void };

export type HousekeepingTask = (now: DateTime) => Promise<void>;

/**
 * Drops idempotency keys past 24 h, fingerprints past the dedup window, conversations idle for
 * 25 h (they hold personal data), outbox messages sent a week ago or dead for a month, plus whatever the
 * composition root adds (channels' seen-message records), every few minutes.
 */
export function startHousekeeping(db: Db, clock: Clock, log: Log, tasks: HousekeepingTask[] = [], everyMs = 5 * 60_000) {
  // One pass at a time, and none after stop: a pass slower than the period must not pile up, and
  // nothing may touch the database once the app has closed.
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = async () => {
    try {
      await purgeExpiredIdempotencyKeys(db, clock());
      await purgeOldFingerprints(db, clock());
      await purgeIdleConversations(db, clock().minus({ hours: 25 }));
      await purgeFinishedOutbox(db, clock().minus({ days: 7 }), clock().minus({ days: 30 }));
      for (const task of tasks) {
        if (stopped) return;
        await task(clock());
      }
    } catch (error) {
      log.warn({ err: error }, 'housekeeping failed; will retry');
    }
  };
  const run = (): Promise<void> => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void run();
  }, everyMs).unref();
  return {
    run,
    /** Stops the timer and waits for a pass in progress. */
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
