import { inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../src/db/database.js';
import { claimDue } from '../src/db/outbox-repository.js';
import { outbox } from '../src/db/schema.js';
import { TYPES } from '../src/staff/outbox-worker.js';

// The outbox worker's claim, timed directly (no HTTP): claimDue as the worker calls it, batch of
// 10 with a 60 s lease, one after another for `seconds`.
//   - "slack": a worker with Slack configured takes the oldest pending staff alerts; each claimed
//     batch is then marked sent in one statement (not timed), as delivering it would. When fewer
//     than a batch are left, `refill` adds more (not timed either).
//   - "poll": a worker without Slack asks for the types it can deliver (customers, Meta) while
//     the staff alerts pile up: it must not read them to find nothing.

export type ClaimFigures = { rate: number; p99: number; claimed: number; calls: number };

const BATCH = 10;
const LEASE_SECONDS = 60;

export async function measureClaims(db: Db, kind: 'slack' | 'poll', seconds: number, refill: () => Promise<void>): Promise<ClaimFigures> {
  const types = kind === 'slack' ? TYPES.slack : [...TYPES.customer, ...TYPES.meta_inbound, ...TYPES.meta_send];
  const latencies: number[] = [];
  let claimed = 0;
  let busyMs = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const began = performance.now();
    const rows = await claimDue(db, DateTime.now(), BATCH, LEASE_SECONDS, types);
    const ms = performance.now() - began;
    latencies.push(ms);
    busyMs += ms;
    claimed += rows.length;
    if (rows.length > 0) {
      const ids = rows.map((row) => row.id);
      await db.update(outbox).set({ status: 'sent', sentAt: new Date(), lockedUntil: null }).where(inArray(outbox.id, ids));
    }
    if (kind === 'slack' && rows.length < BATCH) await refill();
  }
  latencies.sort((a, b) => a - b);
  return {
    // Claims per second of claiming (the marking as sent is left out).
    rate: latencies.length / (busyMs / 1000),
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
    claimed,
    calls: latencies.length,
  };
}
