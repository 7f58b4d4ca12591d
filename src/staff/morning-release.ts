import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { enqueue } from '../db/outbox-repository.js';
import { releaseHeldOrders, type StoredOrder } from '../db/orders-repository.js';
import { dailyJobs } from '../db/schema.js';
import { inBakeryTime } from '../orders/business-time.js';

// At 8 AM Central every order held overnight becomes `pending` (waiting for staff during the
// day) and staff get one digest of them with buttons to confirm. The daily_jobs row makes it
// happen once per day however many instances run, and a server that was down at 8 AM catches
// up when it starts.

const JOB = 'morning-release';
const RELEASE_HOUR = 8;

export type MorningRelease = { ran: boolean; released: StoredOrder[] };

export async function runMorningRelease(db: Db, clock: Clock): Promise<MorningRelease> {
  const now = clock();
  const local = inBakeryTime(now);
  if (local.hour < RELEASE_HOUR) return { ran: false, released: [] };
  const day = local.toISODate() as string;
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(dailyJobs).values({ job: JOB, day, ranAt: now.toJSDate() }).onConflictDoNothing().returning();
    if (claimed.length === 0) return { ran: false, released: [] };
    const released = await releaseHeldOrders(tx, now);
    await enqueue(tx, { type: 'slack.morning_digest', day, orderIds: released.map((order) => order.id) }, now);
    return { ran: true, released };
  });
}

type Log = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export function startMorningRelease(db: Db, clock: Clock, log: Log, everyMs = 60_000) {
  const tick = async () => {
    try {
      const result = await runMorningRelease(db, clock);
      if (result.ran) log.info({ released: result.released.length }, 'morning release: held orders are pending and staff have a digest');
    } catch (error) {
      log.error({ err: error }, 'morning release failed; will retry');
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs).unref();
  return { stop: () => clearInterval(timer) };
}
