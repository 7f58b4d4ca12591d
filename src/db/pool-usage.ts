import postgres from 'postgres';
import type { PostgresTimeouts } from './database.js';

// postgres.js keeps its pool's state to itself, and wrapping the driver to count queries would
// put a layer under every statement. PostgreSQL knows which connections are busy: each instance
// names its connections (application_name), and a scrape counts them in pg_stat_activity, on a
// connection of its own so that a saturated pool never holds up the metrics.

export type PoolUsage = {
  /** Connections of this instance that are open. */
  open: number;
  /** Running a statement, or inside a transaction. */
  inUse: number;
  /** Of those, waiting for a lock held by another session. */
  waitingOnLocks: number;
};

export function poolUsageOf(url: string, applicationName: string, timeouts: PostgresTimeouts) {
  let observer: postgres.Sql | null = null;
  return {
    async read(): Promise<PoolUsage> {
      observer ??= postgres(url, {
        max: 1,
        idle_timeout: 60,
        onnotice: () => {},
        connect_timeout: timeouts.connectSeconds,
        connection: { statement_timeout: timeouts.statementMs, application_name: `${applicationName} metrics` },
      });
      const [row] = await observer<PoolUsage[]>`
        select count(*)::int as open,
               count(*) filter (where state <> 'idle')::int as "inUse",
               count(*) filter (where wait_event_type = 'Lock')::int as "waitingOnLocks"
        from pg_stat_activity where application_name = ${applicationName}`;
      return row ?? { open: 0, inUse: 0, waitingOnLocks: 0 };
    },
    async close(): Promise<void> {
      await observer?.end({ timeout: 5 });
    },
  };
}
