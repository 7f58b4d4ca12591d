import type { DateTime } from 'luxon';
import type { Clock } from '../clock.js';
import type { Db } from './database.js';
import { purgeExpiredIdempotencyKeys } from './idempotency-repository.js';
import { purgeIdleConversations } from './conversations-repository.js';
import { purgeOldFingerprints } from './orders-repository.js';

type Log = { warn: (obj: object, msg: string) => void };

export type HousekeepingTask = (now: DateTime) => Promise<void>;

/**
 * Drops idempotency keys past 24 h, fingerprints past the dedup window and conversations idle for
 * 25 h (they hold personal data), plus whatever the
 * composition root adds (channels' seen-message records), every few minutes.
 */
export function startHousekeeping(db: Db, clock: Clock, log: Log, tasks: HousekeepingTask[] = [], everyMs = 5 * 60_000) {
  const run = async () => {
    try {
      await purgeExpiredIdempotencyKeys(db, clock());
      await purgeOldFingerprints(db, clock());
      await purgeIdleConversations(db, clock().minus({ hours: 25 }));
      for (const task of tasks) await task(clock());
    } catch (error) {
      log.warn({ err: error }, 'housekeeping failed; will retry');
    }
  };
  const timer = setInterval(() => void run(), everyMs).unref();
  return { run, stop: () => clearInterval(timer) };
}
