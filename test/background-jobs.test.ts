import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerBackgroundJobs } from '../src/background-jobs.js';
import { createCatalogProvider } from '../src/catalog/catalog-provider.js';
import { loadConfig } from '../src/config.js';
import { createTwilioOutbound } from '../channels/twilio/twilio-outbound.js';
import { fakeClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

// The outbox worker, the morning release and housekeeping are part of the app's life: nothing
// runs before the app is ready, and nothing runs once it has closed.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('background jobs as a fastify plugin', () => {
  it('start when the app is ready and stop when it closes', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const clock = fakeClock();
    const catalogs = await createCatalogProvider(database.db, { now: clock });
    const task = vi.fn(async () => {});
    const app = Fastify({ logger: false });
    registerBackgroundJobs(app, {
      config,
      db: database.db,
      catalogs,
      clock,
      outbound: createTwilioOutbound(config, { db: database.db, clock }),
      housekeepingTasks: [task],
      housekeepingEveryMs: 20,
    });

    await wait(100);
    expect(task).not.toHaveBeenCalled();

    await app.ready();
    await vi.waitFor(() => expect(task).toHaveBeenCalled());

    await app.close();
    const calls = task.mock.calls.length;
    await wait(150);
    expect(task.mock.calls.length).toBe(calls);
    catalogs.close();
  });
});
