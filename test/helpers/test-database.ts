import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/database.js';

// Tests run on the embedded database by default, and on PostgreSQL when DATABASE_URL is set
// (CI does both). On PostgreSQL each test database is a database of its own, dropped afterwards.
// On PGlite each starts from the migrated snapshot (test/helpers/pglite-snapshot.ts), and one that
// is dropped is emptied and handed to the next caller in the same worker: an initdb costs seconds,
// emptying the tables milliseconds.

export const baseDatabaseUrl = loadConfig(process.env).databaseUrl;

export type TestDatabase = Database & { url: string | null; drop(): Promise<void> };

export async function createTestDatabase(options: { postgresOnly?: boolean } = {}): Promise<TestDatabase> {
  if (!baseDatabaseUrl) {
    if (options.postgresOnly) throw new Error('this test needs DATABASE_URL (PostgreSQL)');
    return reusedEmbeddedDatabase();
  }
  const url = await createScratchDatabase();
  const database = await openDatabase({ databaseUrl: url, maxConnections: 20 });
  return {
    ...database,
    url,
    drop: async () => {
      await database.close();
      await dropScratchDatabase(url);
    },
  };
}

let snapshot: Blob | undefined;

/** A PGlite started from the migrated snapshot. */
function snapshotClient(): PGlite {
  if (!snapshot) {
    const file = inject('pgliteSnapshot');
    if (!file) throw new Error('no PGlite snapshot: vitest.config.ts names test/helpers/pglite-snapshot.ts as globalSetup');
    snapshot = new Blob([readFileSync(file)]);
  }
  // A test database keeps nothing after its run: queries need not wait for the (in-memory) file
  // system to sync, which took a tenth of the customer scripts' time.
  return new PGlite({ loadDataDir: snapshot, relaxedDurability: true });
}

/** An embedded database of its own, opened from the migrated snapshot; closing it ends it. */
export function openEmbeddedTestDatabase(): Promise<Database> {
  // On PostgreSQL runs there is no snapshot: the few tests that want an embedded database anyway
  // get a fresh one, migrated from scratch.
  if (!inject('pgliteSnapshot')) return openDatabase({ dataDir: 'memory://' });
  // The migrator still runs, and finds the schema up to date.
  return openDatabase({ pglite: snapshotClient() });
}

/** Dropped embedded databases, waiting to be emptied and used again; a few, each holds its memory. */
const idle: PGlite[] = [];
const MAX_IDLE = 3;

async function reusedEmbeddedDatabase(): Promise<TestDatabase> {
  let client: PGlite | undefined;
  while (!client && idle.length > 0) client = await emptied(idle.pop() as PGlite);
  client ??= snapshotClient();
  const pglite = client;
  const database = await openDatabase({ pglite });
  let dropped = false;
  return {
    ...database,
    url: null,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      // A test that closed its database (an outage, a restart) leaves nothing to reuse.
      if (pglite.closed) return;
      if (idle.length < MAX_IDLE) idle.push(pglite);
      else await pglite.close();
    },
  };
}

/**
 * The database as the snapshot has it: the migrations create tables and no rows, so emptying
 * every table (and restarting its id sequence) is enough. One left inside a transaction, or that
 * fails to empty, is closed instead.
 */
async function emptied(client: PGlite): Promise<PGlite | undefined> {
  try {
    if (client.isInTransaction()) throw new Error('left inside a transaction');
    const { rows } = await client.query<{ name: string }>(`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`);
    await client.exec(`truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade`);
    return client;
  } catch {
    await client.close().catch(() => {});
    return undefined;
  }
}

export async function createScratchDatabase(): Promise<string> {
  if (!baseDatabaseUrl) throw new Error('DATABASE_URL is not set');
  const name = `bakery_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseDatabaseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropScratchDatabase(url: string): Promise<void> {
  if (!baseDatabaseUrl) return;
  const name = new URL(url).pathname.slice(1);
  const admin = postgres(baseDatabaseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * The database with a single statement slot for batched statements (src/db/write-batches.ts), so
 * that everything arriving while one runs joins the next batch; records the size of each batch
 * whose text contains `marker`.
 */
export function oneStatementSlot(database: Pick<Database, 'rows'>, marker: string) {
  const batchSizes: number[] = [];
  const slot: Pick<Database, 'rows' | 'connections'> = {
    connections: 1,
    rows: (query) => {
      const { text, params } = statementOf(query);
      if (text.includes(marker)) batchSizes.push((JSON.parse(params[0] as string) as unknown[]).length);
      return database.rows(query);
    },
  };
  return { slot, batchSizes };
}

const dialect = new PgDialect();

/** A drizzle `sql` statement as the text and parameters sent to the database. */
export function statementOf(query: SQL): { text: string; params: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
}
