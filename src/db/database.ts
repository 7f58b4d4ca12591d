import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { claimDataDir } from './data-dir-lock.js';
import { withPreparedStatements } from './pglite-prepared.js';
import { type PoolUsage, poolUsageOf } from './pool-usage.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How many statements can run at once: the pool's size on PostgreSQL, 1 on PGlite. */
  connections: number;
  /**
   * Runs one statement written with drizzle's `sql` template (the batched writes) and returns its
   * rows. On PostgreSQL it is a prepared statement, parsed and planned once per connection.
   */
  rows(query: SQL): Promise<Record<string, unknown>[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** This instance's connections as PostgreSQL sees them (PostgreSQL only), for metrics. */
  poolUsage?: () => Promise<PoolUsage>;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Any constant works; it only has to be the same in every instance of this service.
const MIGRATION_LOCK_ID = 4_827_311;

export type PostgresTimeouts = {
  /** Opening a connection may take this long; the queries waiting for it then fail. */
  connectSeconds: number;
  /** PostgreSQL's statement_timeout on every connection. */
  statementMs: number;
};

// Fail fast when PostgreSQL is away: a request that waits for a connection fails within
// connectSeconds, and the pool tries again at most half a second later (postgres.js backs off up
// to 20 s by default, which held requests for 15-20 s in an outage).
export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectSeconds: 2, statementMs: 5_000 };
const MAX_RECONNECT_DELAY_SECONDS = 0.5;
const reconnectDelay = (retries: number) => Math.min(0.05 * 2 ** retries, MAX_RECONNECT_DELAY_SECONDS);

export type DatabaseOptions =
  | { databaseUrl: string; maxConnections?: number; timeouts?: PostgresTimeouts }
  | { dataDir: string } // a directory, or 'memory://' for a throw-away database
  | { pglite: PGlite };

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, options.maxConnections ?? 10, options.timeouts ?? DEFAULT_POSTGRES_TIMEOUTS);
  if ('pglite' in options) return openPglite(options.pglite, async () => {});
  if (options.dataDir === 'memory://') return openPglite(new PGlite(), async () => {});
  mkdirSync(options.dataDir, { recursive: true });
  const release = claimDataDir(options.dataDir);
  try {
    return await openPglite(new PGlite(options.dataDir), release);
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string, max: number, timeouts: PostgresTimeouts): Promise<Database> {
  // Each instance names its connections, so that its pool can be counted in pg_stat_activity.
  const applicationName = `bakery-gateway ${randomUUID().slice(0, 8)}`;
  const client = postgres(url, {
    max,
    onnotice: () => {},
    connect_timeout: timeouts.connectSeconds,
    backoff: reconnectDelay,
    connection: { statement_timeout: timeouts.statementMs, application_name: applicationName },
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  await migrateUnderLock(url, timeouts);
  const usage = poolUsageOf(url, applicationName, timeouts);
  return {
    db,
    kind: 'postgres',
    connections: max,
    rows: async (query) => resultRows(await prepared(db, query).execute()),
    ping: async () => {
      await client`select 1`;
    },
    close: async () => {
      await usage.close();
      await client.end({ timeout: 5 });
    },
    poolUsage: usage.read,
  };
}

/**
 * Several instances may start at once; only one may migrate at a time. The advisory lock is held,
 * and the migration run, on a connection of its own outside the pool: taken from the pool it
 * would leave a pool of one with nothing to migrate on, waiting for that connection forever. It
 * has no statement_timeout: waiting for another instance's migration, or a long migration, is fine.
 */
async function migrateUnderLock(url: string, timeouts: PostgresTimeouts): Promise<void> {
  const lock = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: timeouts.connectSeconds });
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres(lock), { migrationsFolder });
  } finally {
    // Ending the session releases its advisory lock whatever happened above.
    await lock.end({ timeout: 5 });
  }
}

async function openPglite(client: PGlite, release: () => void | Promise<void>): Promise<Database> {
  const db = drizzlePglite(withPreparedStatements(client), { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    connections: 1,
    rows: async (query) => resultRows(await db.execute(query)),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}

const dialect = new PgDialect();

/**
 * `db.execute` never prepares; drizzle's session prepares a query that has a name (as a query
 * builder's `.prepare(name)` does), and postgres.js then keeps it per connection, keyed by its
 * text. The batched writes have a stable text (values are parameters), and planning their
 * data-modifying CTEs each time cost about a millisecond per statement.
 */
function prepared(db: Db, query: SQL) {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, 'batched_write', false);
}

/** postgres.js answers `execute()` with the rows, PGlite with `{ rows }`. */
export function resultRows(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
}
