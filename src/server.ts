import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { createMetaDeliverers } from '../channels/meta/meta-deliverers.js';
import { createTwilioOutbound } from '../channels/twilio/twilio-outbound.js';
import { buildApp } from './app.js';
import { registerBackgroundJobs } from './background-jobs.js';
import { channelHousekeepingTasks } from './channel-housekeeping.js';
import { createCatalogProvider } from './catalog/catalog-provider.js';
import { systemClock } from './clock.js';
import { ConfigError, loadConfig } from './config.js';
import { describeConnectionFailure } from './db/connection-failure.js';
import { createConversationService } from './conversation/conversation-service.js';
import { createPlaceOrder } from './orders/place-order.js';
import { openDatabase } from './db/database.js';
import { withEnvFile } from './env-file.js';
import { loggerOptions } from './http/logger.js';
import { createSettingsStore } from './settings/settings-store.js';
import { staffJobsPlugin } from './staff/staff-jobs.js';

// The process entry: read the config once, open what the app needs, listen, and shut down
// gracefully (in-flight requests finish; every order is one transaction, so none is half-written).

// After SIGTERM the process exits 1 if shutting down takes longer than this (docs/operations.md).
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  // .env is read when present; the real environment wins over it (src/env-file.ts).
  const environment = withEnvFile(process.env);
  let config;
  try {
    config = loadConfig(environment.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino(loggerOptions(config));
  if (environment.file) log.info({ file: environment.file, variables: environment.fromFile }, 'read .env (the environment wins over it)');

  let database;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? {
            databaseUrl: config.databaseUrl,
            maxConnections: config.databasePoolSize,
            timeouts: { connectSeconds: config.databaseConnectTimeoutSeconds, statementMs: config.databaseStatementTimeoutMs },
          }
        : { dataDir: config.dataDir },
    );
  } catch (error) {
    if (!config.databaseUrl) throw error;
    console.error(describeConnectionFailure(config.databaseUrl, error));
    process.exit(1);
  }
  log.info({ database: database.kind }, 'database ready, migrations applied');
  const catalogs = await createCatalogProvider(database.db, { now: systemClock, pollSeconds: database.kind === 'postgres' ? 10 : 0, log });
  log.info({ catalog_version: catalogs.current().catalog.version }, 'catalog loaded');
  // Loaded only when configured: ioredis is a noticeable part of start-up.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  redis?.on('error', (error) => log.warn({ err: error }, 'redis unavailable; rate limits fall back to allowing'));
  log.info({ rate_limit_store: redis ? 'redis' : 'memory' }, 'order rate limit store');

  // One Twilio REST client for the whole process: the voice channel's confirmation texts and the
  // outbox's customer notifications share it.
  const outbound = createTwilioOutbound(config, { db: database.db, clock: systemClock });
  const app = await buildApp({ config, database, catalogs, clock: systemClock, redis, log, twilioOutbound: outbound, processMetrics: true });
  // The owner's settings (pause, closed days, special hours, capacity), shared through the database.
  const settings = createSettingsStore({ db: database.db, clock: systemClock, startingClosedDays: config.closedDays });
  // Staff reminders and the closing summary; stopped by app.close().
  await app.register(staffJobsPlugin({ db: database.db, clock: systemClock, settings, reminderMinutes: config.staffDesk.reminderMinutes }));
  // Messenger and Instagram answer from the outbox (the webhook only records what arrived), with a
  // conversation of their own in this process.
  const metaConversation = createConversationService({
    database,
    catalogs,
    placeOrder: createPlaceOrder({ database, catalogs, clock: systemClock, settings, log }),
    settings,
  });
  const meta = createMetaDeliverers({ config, database, conversation: metaConversation, catalogs, clock: systemClock });
  registerBackgroundJobs(app, {
    config,
    db: database.db,
    catalogs,
    clock: systemClock,
    outbound,
    meta: { api: meta.api, humanAgentPermitted: config.meta.humanAgentPermitted, deliverers: meta.deliverers },
    housekeepingTasks: channelHousekeepingTasks(database.db),
  });

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    // fastify only closes connections that are idle when close starts; a keep-alive connection
    // whose request finishes later would hold close() open until the grace timer kills us.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
    // app.close() also stopped the background jobs (their onClose hook), the outbox worker last.
    const httpMs = elapsed();
    catalogs.close();
    redis?.disconnect();
    await database.close();
    // Where the time went, should a shutdown ever come close to the grace period.
    const timing = { app_ms: httpMs, database_ms: elapsed() - httpMs, total_ms: elapsed() };
    if (timing.total_ms > SHUTDOWN_GRACE_MS / 2) log.warn(timing, 'shut down, slowly');
    else log.info(timing, 'shut down');
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
