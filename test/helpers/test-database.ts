import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { loadConfig } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/database.js';

// Tests run on the embedded database by default, and on PostgreSQL when DATABASE_URL is set
// (CI does both). On PostgreSQL each test file gets a database of its own, dropped afterwards.

export const baseDatabaseUrl = loadConfig(process.env).databaseUrl;

export type TestDatabase = Database & { url: string | null; drop(): Promise<void> };

export async function createTestDatabase(options: { postgresOnly?: boolean } = {}): Promise<TestDatabase> {
  if (!baseDatabaseUrl) {
    if (options.postgresOnly) throw new Error('this test needs DATABASE_URL (PostgreSQL)');
    const database = await openDatabase({ dataDir: 'memory://' });
    return { ...database, url: null, drop: () => database.close() };
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
