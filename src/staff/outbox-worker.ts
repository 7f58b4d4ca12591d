import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { claimDue, type Lease, markDead, markSent, type OutboxRow, renewLease, reschedule } from '../db/outbox-repository.js';
import { CannotDeliver, type Deliver, type OutboxMessage, RetryLater } from './outbox-messages.js';

// Sends what the outbox holds. Each destination ("slack", "customer", ...) has its own deliverer; a
// destination that is not configured is simply not claimed, so its messages wait in the outbox.

// Messenger and Instagram: turns of the conversation (meta_inbound) and Send API calls (meta_send)
// are apart, so a Send API rate limit never holds up reading what customers wrote.
export type Destination = 'slack' | 'customer' | 'meta_inbound' | 'meta_send';
export type Deliverers = Partial<Record<Destination, Deliver>>;

/** Which message types each destination delivers (the bench claims them as a worker would). */
export const TYPES: Record<Destination, OutboxMessage['type'][]> = {
  slack: ['slack.order_alert', 'slack.staff_request', 'slack.order_decided', 'slack.morning_digest', 'slack.call_customer', 'slack.settings_changed', 'slack.order_reminder', 'slack.daily_summary'],
  customer: ['customer.order_decided'],
  meta_inbound: ['meta.inbound'],
  meta_send: ['meta.send'],
};

export type RetryPolicy = { baseDelayMs: number; maxDelayMs: number; maxAttempts: number };

export const DEFAULT_RETRY: RetryPolicy = { baseDelayMs: 2_000, maxDelayMs: 10 * 60_000, maxAttempts: 12 };

/**
 * How long to wait before attempt `attempts + 1`: what the provider asked for (Retry-After), or
 * exponential backoff with "equal jitter" (half fixed, half random) so that many instances do not
 * retry in step.
 */
export function retryDelayMs(attempts: number, retryAfterSeconds: number | null, policy: RetryPolicy, random: () => number): number {
  if (retryAfterSeconds !== null) return retryAfterSeconds * 1000 + Math.floor(random() * 250);
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.floor(exponential / 2 + (random() * exponential) / 2);
}

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type OutboxWorkerDeps = { db: Db; clock: Clock; deliverers: Deliverers; log: Log; random?: () => number };

export function createOutboxWorker(deps: OutboxWorkerDeps, policy: RetryPolicy = DEFAULT_RETRY, batchSize = 10, leaseSeconds = 60) {
  const random = deps.random ?? Math.random;
  // A provider that answered 429 is left alone until its Retry-After has passed; the messages that
  // wait for it carry the provider's reason, not a word of ours.
  const coolingUntil = new Map<Destination, number>();
  const coolingReason = new Map<Destination, string>();

  const destinationOf = (message: OutboxMessage): Destination =>
    (Object.keys(TYPES) as Destination[]).find((destination) => TYPES[destination].includes(message.type)) ?? 'customer';

  function claimableTypes(nowMs: number): string[] {
    return (Object.keys(deps.deliverers) as Destination[])
      .filter((destination) => deps.deliverers[destination] && (coolingUntil.get(destination) ?? 0) <= nowMs)
      .flatMap((destination) => TYPES[destination]);
  }

  async function deliverOne(row: OutboxRow): Promise<void> {
    const destination = destinationOf(row.message);
    const deliver = deps.deliverers[destination];
    const now = deps.clock();
    const claimed: Lease = { id: row.id, until: row.lockedUntil as Date };
    const cooling = coolingUntil.get(destination) ?? 0;
    if (!deliver || cooling > now.toMillis()) {
      // Claimed in the same batch as a message that was just rate limited: wait with it.
      await reschedule(deps.db, claimed, now.plus({ milliseconds: Math.max(0, cooling - now.toMillis()) }), row.lastError ?? coolingReason.get(destination) ?? 'waiting for its destination');
      return;
    }
    const lease = await renewLease(deps.db, claimed, now, leaseSeconds);
    if (!lease) return; // another worker took it over while it waited in this batch
    try {
      await deliver(row.message);
      await markSent(deps.db, lease, deps.clock());
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (error instanceof CannotDeliver || row.attempts >= policy.maxAttempts) {
        await markDead(deps.db, lease, text);
        deps.log.error({ outbox_id: row.id, type: row.message.type, attempts: row.attempts, err: error }, 'notification dead-lettered: it will not be sent');
        return;
      }
      const retryAfter = error instanceof RetryLater ? error.retryAfterSeconds : null;
      const delay = retryDelayMs(row.attempts, retryAfter, policy, random);
      if (retryAfter !== null) {
        coolingUntil.set(destination, now.toMillis() + delay);
        coolingReason.set(destination, text);
      }
      await reschedule(deps.db, lease, now.plus({ milliseconds: delay }), text);
      deps.log.warn({ outbox_id: row.id, type: row.message.type, attempts: row.attempts, retry_in_ms: delay, err: error }, 'notification failed; will retry');
    }
  }

  /** One pass: claim what is due and send it in order. Returns how many were claimed. */
  async function runOnce(): Promise<number> {
    const types = claimableTypes(deps.clock().toMillis());
    if (types.length === 0) return 0;
    const rows = await claimDue(deps.db, deps.clock(), batchSize, leaseSeconds, types);
    for (const row of rows) await deliverOne(row);
    return rows.length;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error) => {
          deps.log.error({ err: error }, 'outbox pass failed');
          return 0;
        })
        .then((claimed) => schedule(claimed === batchSize ? 0 : 500));
    }, ms);
    timer.unref?.();
  }

  return {
    runOnce,
    start: () => schedule(0),
    /** Stops polling and waits for the pass in progress (its messages are sent or rescheduled). */
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
