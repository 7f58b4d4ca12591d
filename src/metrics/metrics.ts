import { monitorEventLoopDelay } from 'node:perf_hooks';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { type RequestHistogram, registerRequestHistogram } from './request-histogram.js';
import type { Database } from '../db/database.js';
import { outboxCountsByType } from '../db/outbox-repository.js';
import { queuedWrites } from '../db/write-batches.js';

// The service's Prometheus metrics. Each app has its own registry (tests build many apps in one
// process; nothing is shared through prom-client's global registry). What is counted per request
// is a label lookup in a small map and one histogram observation; everything that needs a query
// (the outbox) is read when the metrics are scraped, never on a request.

export type Metrics = {
  registry: Registry;
  /** Seconds from routing to the response being written, per method, route pattern and status. */
  requestDuration: RequestHistogram<'method' | 'route' | 'status_code'>;
  /** Every answer of the order core (API and channels), by result status and channel. */
  orders: Counter<'status' | 'channel'>;
  /** Every conversation turn, by channel and how it ended. */
  conversationTurns: Counter<'channel' | 'outcome'>;
  /** Staff decisions by action and result (moved, refused, not_found). */
  staffDecisions: Counter<'action' | 'result'>;
  /** Stops what runs in the background (the event-loop monitor). */
  stop(): void;
};

export type MetricsOptions = {
  database: Pick<Database, 'db' | 'connections' | 'poolUsage'>;
  /** Process metrics (CPU, memory, GC, handles): only for the one app a process serves. */
  processMetrics?: boolean;
};

export function createMetrics(options: MetricsOptions): Metrics {
  const registry = new Registry();
  const { database } = options;

  const requestDuration = registerRequestHistogram(registry, {
    name: 'bakery_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code: seconds from routing to the response being written.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  const orders = new Counter({
    name: 'bakery_orders_total',
    help: 'Answers of the order core (POST /api/order and every channel) by result status (confirmed, needs_approval, held_overnight, duplicate, rejected) and channel.',
    labelNames: ['status', 'channel'] as const,
    registers: [registry],
  });
  const conversationTurns = new Counter({
    name: 'bakery_conversation_turns_total',
    help: 'Conversation turns by channel and outcome (placed, answered, not_understood, handed_off).',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  const staffDecisions = new Counter({
    name: 'bakery_staff_decisions_total',
    help: 'Staff decisions on orders by action (approve, decline, cancel) and result (moved, refused, not_found).',
    labelNames: ['action', 'result'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'bakery_outbox_messages',
    help: 'Notifications in the outbox waiting to be sent (pending) or given up on (dead), by message type.',
    labelNames: ['type', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await outboxCountsByType(database.db)) this.set({ type: row.type, status: row.status }, row.count);
    },
  });

  const poolSize = new Gauge({ name: 'bakery_db_pool_size', help: 'Database connections this instance may open (1 for the embedded database).', registers: [registry] });
  poolSize.set(database.connections);
  new Gauge({
    name: 'bakery_db_writes_waiting',
    help: 'Order, conversation and inbound-message writes waiting because every database connection is busy with a batch.',
    registers: [registry],
    collect() {
      this.set(queuedWrites(database));
    },
  });
  const usage = database.poolUsage;
  if (usage) {
    const connections = new Gauge({
      name: 'bakery_db_pool_connections',
      help: "This instance's database connections as PostgreSQL reports them: open, in_use (running a statement or inside a transaction), waiting_on_lock.",
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        const now = await usage();
        connections.set({ state: 'open' }, now.open);
        connections.set({ state: 'in_use' }, now.inUse);
        connections.set({ state: 'waiting_on_lock' }, now.waitingOnLocks);
      },
    });
  }

  // Event-loop delay sampled every 20 ms; each scrape reports the interval since the previous one.
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  const lag = new Gauge({
    name: 'bakery_event_loop_lag_seconds',
    help: 'Event-loop delay since the previous scrape: mean, p99 and max.',
    labelNames: ['stat'] as const,
    registers: [registry],
    collect() {
      // Before the first sample the histogram reports NaN (mean) and huge minimums; report 0.
      const seconds = (nanoseconds: number) => (Number.isFinite(nanoseconds) && loopDelay.count > 0 ? nanoseconds / 1e9 : 0);
      lag.set({ stat: 'mean' }, seconds(loopDelay.mean));
      lag.set({ stat: 'p99' }, seconds(loopDelay.percentile(99)));
      lag.set({ stat: 'max' }, seconds(loopDelay.max));
      loopDelay.reset();
    },
  });

  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  return { registry, requestDuration, orders, conversationTurns, staffDecisions, stop: () => loopDelay.disable() };
}
