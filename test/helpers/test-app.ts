import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { buildApp } from '../../src/app.js';
import type { ConnectionLimits } from '../../src/http/connection-limits.js';
import { type CatalogProvider, createCatalogProvider } from '../../src/catalog/catalog-provider.js';
import type { Clock } from '../../src/clock.js';
import { type Config, loadConfig } from '../../src/config.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** A clock the test moves by hand. Starts on a Friday at 10:00 AM Central unless told otherwise. */
export function fakeClock(startIso = '2026-11-20T10:00:00-06:00') {
  let now = DateTime.fromISO(startIso, { setZone: true }).toUTC();
  const clock: Clock & { set(iso: string): void; advance(duration: Record<string, number>): void } = Object.assign(
    () => now,
    {
      set: (iso: string) => {
        now = DateTime.fromISO(iso, { setZone: true }).toUTC();
      },
      advance: (duration: Record<string, number>) => {
        now = now.plus(duration);
      },
    },
  );
  return clock;
}

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  catalogs: CatalogProvider;
  clock: ReturnType<typeof fakeClock>;
  config: Config;
  close(): Promise<void>;
};

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: ReturnType<typeof fakeClock>;
    database?: TestDatabase;
    connectionLimits?: Partial<ConnectionLimits>;
    settingsCacheMs?: number;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ORDER_RATE_LIMIT_MAX: '1000',
    PUBLIC_BASE_URL: 'https://api.bakery.test',
    STOREFRONT_URL: 'https://shop.bakery.test',
    ...options.env,
  });
  const clock = options.clock ?? fakeClock();
  const database = options.database ?? (await createTestDatabase());
  const catalogs = await createCatalogProvider(database.db, { now: clock });
  const app = await buildApp({ config, database, catalogs, clock, connectionLimits: options.connectionLimits, settingsCacheMs: options.settingsCacheMs });
  await app.ready();
  return {
    app,
    database,
    catalogs,
    clock,
    config,
    close: async () => {
      await app.close();
      catalogs.close();
      if (!options.database) await database.drop();
    },
  };
}

/** A valid order for Saturday 2 PM, placed (by the default clock) on Friday morning. */
export function anOrder(overrides: Record<string, unknown> = {}) {
  return {
    customer: 'Ada Lovelace',
    phone: '+15125550100',
    items: [{ sku: 'chocolate-fudge-slice', qty: 2 }],
    fulfillment: 'pickup',
    datetime: '2026-11-21T14:00:00-06:00',
    ...overrides,
  };
}
