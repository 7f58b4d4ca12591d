import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.js';
import type { PoolUsage } from '../../src/db/pool-usage.js';
import { baseDatabaseUrl, createScratchDatabase, dropScratchDatabase } from '../helpers/test-database.js';

// The pool's use as the metrics report it: PostgreSQL's own view of this instance's connections,
// told apart from every other client's by the instance's application_name.

describe.skipIf(!baseDatabaseUrl)('PostgreSQL pool usage', () => {
  let url: string;
  let database: Database;
  let other: Database;
  beforeAll(async () => {
    url = await createScratchDatabase();
    database = await openDatabase({ databaseUrl: url, maxConnections: 3 });
    other = await openDatabase({ databaseUrl: url, maxConnections: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await other?.close();
    if (url) await dropScratchDatabase(url);
  });

  const usage = () => database.poolUsage?.() as Promise<PoolUsage>;
  // Polls until the check holds; on a loaded machine that can take a while, so it gives up with
  // the last reading after 30 s rather than hang the test until its timeout.
  async function until(check: (now: PoolUsage) => boolean): Promise<PoolUsage> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const now = await usage();
      if (check(now) || Date.now() > deadline) return now;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('counts its own connections in a transaction, running a statement, and waiting on a lock', async () => {
    await database.rows(sql`select 1`);
    expect((await usage()).inUse).toBe(0);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Another instance holds a lock; this one waits for it in a transaction of its own.
    const holder = other.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(77)`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waiter = database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(77)`);
    });
    // A transaction left open between statements is in use too. It stays open until the release,
    // so the two are seen together however slowly the machine gets there.
    const idleInTransaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    const busy = await until((now) => now.waitingOnLocks === 1 && now.inUse === 2);
    expect(busy).toMatchObject({ waitingOnLocks: 1, inUse: 2 });
    expect(busy.open).toBeGreaterThanOrEqual(2);
    expect(busy.open).toBeLessThanOrEqual(3);
    release();
    await Promise.all([holder, waiter, idleInTransaction]);
    const idle = await until((now) => now.inUse === 0);
    expect(idle).toMatchObject({ inUse: 0, waitingOnLocks: 0 });
  });

  it('a failed statement leaves no connection busy', async () => {
    await expect(database.rows(sql`select * from no_such_table`)).rejects.toThrow();
    expect((await until((now) => now.inUse === 0)).inUse).toBe(0);
  });
});
