import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { claimDataDir } from './data-dir-lock.js';
import { countingPoolUsage, type PoolUsage } from './pool-usage.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How many statements can run at once: the pool's size on PostgreSQL, 1 on PGlite. */
  connections: number;
  /**
   * Runs one hand-written statement and returns its rows: the batched writes
   * (src/db/write-batches.ts). On PostgreSQL it is a prepared statement, parsed once per connection.
   */
  rows(text: string, params: unknown[]): Promise<Record<string, unknown>[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Connections busy and requests waiting for one (PostgreSQL only), for metrics. */
  poolUsage?: () => PoolUsage;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Any constant works; it only has to be the same in every instance of this service.
const MIGRATION_LOCK_ID = 4_827_311;

export type DatabaseOptions =
  | { databaseUrl: string; maxConnections?: number }
  | { dataDir: string } // a directory, or 'memory://' for a throw-away database
  | { pglite: PGlite };

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
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

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = postgres(url, { max, onnotice: () => {} });
  const { client, usage } = countingPoolUsage(pool, max);
  const db = drizzlePostgres(preparingStatements(client), { schema }) as unknown as Db;
  // Several instances may start at once; only one may migrate at a time.
  const lockConnection = await client.reserve();
  try {
    await lockConnection`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
  } finally {
    await lockConnection`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.catch(() => {});
    lockConnection.release();
  }
  return {
    db,
    kind: 'postgres',
    connections: max,
    rows: (text, params) => client.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true }),
    ping: async () => {
      await client`select 1`;
    },
    close: () => client.end({ timeout: 5 }),
    poolUsage: usage,
  };
}

/**
 * drizzle sends every query unprepared, which costs PostgreSQL a Parse and Describe round trip
 * each time. Its query texts are stable (values are always parameters), so postgres.js may
 * prepare them once per connection and reuse them.
 */
function preparingStatements(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'unsafe') return Reflect.get(target, property, receiver);
      return (query: string, params?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
        target.unsafe(query, params, { ...options, prepare: true });
    },
  });
}

async function openPglite(client: PGlite, release: () => void | Promise<void>): Promise<Database> {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    connections: 1,
    rows: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}
