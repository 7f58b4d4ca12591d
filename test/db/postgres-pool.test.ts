import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { baseDatabaseUrl, createScratchDatabase, dropScratchDatabase } from '../helpers/test-database.js';

// DATABASE_POOL_SIZE=1 is a valid setting: opening the database (which migrates under an advisory
// lock) must not need a second connection from the pool.

describe.skipIf(!baseDatabaseUrl)('a PostgreSQL pool of one connection', () => {
  it('opens, migrates and answers queries', async () => {
    const url = await createScratchDatabase();
    try {
      let timer: NodeJS.Timeout | undefined;
      const opened = await Promise.race([
        openDatabase({ databaseUrl: url, maxConnections: 1 }),
        new Promise<'hung'>((resolve) => {
          timer = setTimeout(() => resolve('hung'), 20_000);
        }),
      ]);
      clearTimeout(timer);
      expect(opened).not.toBe('hung');
      if (opened === 'hung') return;
      await opened.ping();
      expect(await opened.rows(sql`select count(*)::int as n from orders`)).toEqual([{ n: 0 }]);
      await opened.close();
    } finally {
      await dropScratchDatabase(url);
    }
  }, 60_000);
});
