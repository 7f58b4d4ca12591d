import closeWithGrace from 'close-with-grace';
import { Redis } from 'ioredis';
import pino from 'pino';
import { createCustomerDelivery } from '../channels/customer-notifications.js';
import { purgeInboundMessages } from '../channels/shared/inbound-messages.js';
import { createSlackDelivery } from '../channels/slack/slack-delivery.js';
import { purgeChatTranscripts } from '../channels/webchat/chat-transcript.js';
import { createTwilioOutbound } from '../channels/twilio/twilio-outbound.js';
import { buildApp } from './app.js';
import { createCatalogProvider } from './catalog/catalog-provider.js';
import { systemClock } from './clock.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { startHousekeeping } from './db/housekeeping.js';
import { loggerOptions } from './http/logger.js';
import { startMorningRelease } from './staff/morning-release.js';
import { createSettingsStore } from './settings/settings-store.js';
import { staffJobsPlugin } from './staff/staff-jobs.js';
import { createOutboxWorker } from './staff/outbox-worker.js';

// The process entry: read the config once, open what the app needs, listen, and shut down
// gracefully (in-flight requests finish; every order is one transaction, so none is half-written).

// Long enough for staff to decide any order placed in the chat (custom cakes are booked weeks
// ahead), short enough not to keep customers' chats for good.
const CHAT_RETENTION_DAYS = 30;

async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino(loggerOptions(config));

  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl, maxConnections: config.databasePoolSize } : { dataDir: config.dataDir },
  );
  log.info({ database: database.kind }, 'database ready, migrations applied');
  const catalogs = await createCatalogProvider(database.db, { now: systemClock, pollSeconds: database.kind === 'postgres' ? 10 : 0 });
  log.info({ catalog_version: catalogs.current().catalog.version }, 'catalog loaded');
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  redis?.on('error', (error) => log.warn({ err: error }, 'redis unavailable; rate limits fall back to allowing'));
  log.info({ rate_limit_store: redis ? 'redis' : 'memory' }, 'order rate limit store');

  const app = await buildApp({ config, database, catalogs, clock: systemClock, redis, log });
  // Staff reminders and the closing summary; stopped by app.close().
  const settings = createSettingsStore({ db: database.db, clock: systemClock, startingClosedDays: config.closedDays });
  await app.register(staffJobsPlugin({ db: database.db, clock: systemClock, settings, reminderMinutes: config.staffDesk.reminderMinutes }));
  // Notifications: staff alerts to Slack and decisions to customers, sent from the outbox.
  const slackReady = Boolean(config.slack.botToken && config.slack.staffChannel);
  if (!slackReady) log.warn('Slack is off (SLACK_BOT_TOKEN or SLACK_STAFF_CHANNEL unset): staff alerts wait in the outbox until it is configured');
  const outbound = createTwilioOutbound(config, { db: database.db, clock: systemClock });
  const worker = createOutboxWorker({
    db: database.db,
    clock: systemClock,
    log,
    deliverers: {
      ...(slackReady ? { slack: createSlackDelivery({ config, db: database.db, clock: systemClock }) } : {}),
      customer: createCustomerDelivery({ db: database.db, catalogs, outbound, clock: systemClock }),
    },
  });
  worker.start();
  const morningRelease = startMorningRelease(database.db, systemClock, log);

  // Providers redeliver for at most 36 hours (Meta); three days of seen message ids is plenty.
  const housekeeping = startHousekeeping(database.db, systemClock, log, [
    (now) => purgeInboundMessages(database.db, now.minus({ days: 3 })),
    (now) => purgeChatTranscripts(database.db, now.minus({ days: CHAT_RETENTION_DAYS })),
  ]);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    housekeeping.stop();
    morningRelease.stop();
    // fastify only closes connections that are idle when close starts; a keep-alive connection
    // whose request finishes later would hold close() open until the grace timer kills us.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
    await worker.stop();
    catalogs.close();
    redis?.disconnect();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
