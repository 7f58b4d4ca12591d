import closeWithGrace from 'close-with-grace';
import { Redis } from 'ioredis';
import pino from 'pino';
import { purgeInboundMessages } from '../channels/shared/inbound-messages.js';
import { buildApp } from './app.js';
import { createCatalogProvider } from './catalog/catalog-provider.js';
import { systemClock } from './clock.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { startHousekeeping } from './db/housekeeping.js';
import { REDACTED_PATHS } from './http/logger.js';

// The process entry: read the config once, open what the app needs, listen, and shut down
// gracefully (in-flight requests finish; every order is one transaction, so none is half-written).

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
  const log = pino({ level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });

  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  log.info({ database: database.kind }, 'database ready, migrations applied');
  const catalogs = await createCatalogProvider(database.db, { now: systemClock, pollSeconds: database.kind === 'postgres' ? 10 : 0 });
  log.info({ catalog_version: catalogs.current().catalog.version }, 'catalog loaded');
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  redis?.on('error', (error) => log.warn({ err: error.message }, 'redis unavailable; rate limits fall back to allowing'));
  log.info({ rate_limit_store: redis ? 'redis' : 'memory' }, 'order rate limit store');

  const app = await buildApp({ config, database, catalogs, clock: systemClock, redis, log });
  // Providers redeliver for at most 36 hours (Meta); three days of seen message ids is plenty.
  const housekeeping = startHousekeeping(database.db, systemClock, log, [
    (now) => purgeInboundMessages(database.db, now.minus({ days: 3 })),
  ]);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    housekeeping.stop();
    // fastify only closes connections that are idle when close starts; a keep-alive connection
    // whose request finishes later would hold close() open until the grace timer kills us.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
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
