import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { baseDatabaseUrl, createScratchDatabase, dropScratchDatabase } from '../helpers/test-database.js';

// The pool's use as the metrics report it: statements and transactions hold a connection while
// they run, and whatever is beyond the pool's size waits.

describe.skipIf(!baseDatabaseUrl)('PostgreSQL pool usage', () => {
  let url: string;
  let database: Database;
  beforeAll(async () => {
    url = await createScratchDatabase();
    database = await openDatabase({ databaseUrl: url, maxConnections: 2 });
  });
  afterAll(async () => {
    await database?.close();
    if (url) await dropScratchDatabase(url);
  });

  it('counts running statements and transactions, and those waiting beyond the pool', async () => {
    const usage = () => database.poolUsage?.();
    expect(usage()).toEqual({ inUse: 0, waiting: 0 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    // Statements run when awaited: Promise.all starts them.
    const statements = Promise.all([database.rows('select pg_sleep(0.3)', []), database.rows('select pg_sleep(0.3)', []), database.db.execute(sql`select pg_sleep(0.3)`)]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(usage()).toEqual({ inUse: 2, waiting: 2 });
    release();
    await Promise.all([transaction, statements]);
    expect(usage()).toEqual({ inUse: 0, waiting: 0 });
  });

  it('counts a failed statement as finished', async () => {
    await expect(database.rows('select * from no_such_table', [])).rejects.toThrow();
    expect(database.poolUsage?.()).toEqual({ inUse: 0, waiting: 0 });
  });
});
