import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { CatalogProvider } from './catalog/catalog-provider.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { appError } from './errors.js';
import { clientKey } from './http/client-key.js';
import { answerFrameworkError, installErrorHandlers } from './http/error-handler.js';
import { closeAfterRunningHandlers } from './http/handlers-in-flight.js';
import { loggerOptions } from './http/logger.js';
import { lazyRequestLogger } from './http/request-logger.js';
import { registerOpenApi } from './http/openapi.js';
import { healthRoutes } from './http/routes/health.js';
import { menuRoutes } from './http/routes/menu.js';
import { orderRoutes } from './http/routes/orders.js';
import { createPlaceOrder } from './orders/place-order.js';
import { createConversationService } from './conversation/conversation-service.js';
import { registerSlackEvents } from '../channels/slack/slack-events.js';
import { registerTwilioMessaging } from '../channels/twilio/messaging-webhook.js';
import { createTwilioOutbound } from '../channels/twilio/twilio-outbound.js';
import { registerTwilioVoice } from '../channels/twilio/voice/voice-webhook.js';
import { registerWebchat } from '../channels/webchat/webchat-routes.js';
import { createDecideOrder } from './staff/staff-decisions.js';
import { createSettingsStore } from './settings/settings-store.js';

export type AppDeps = {
  config: Config;
  database: Database;
  catalogs: CatalogProvider;
  clock: Clock;
  /** Shared rate-limit store; without it limits are per process. */
  redis?: Redis | undefined;
  /** How long an instance trusts its copy of the owner's settings (1 s unless told; tests use 0). */
  settingsCacheMs?: number | undefined;
  /** A logger the caller already made (the server's); otherwise one is made from config. */
  log?: FastifyBaseLogger | undefined;
};

/** Builds the HTTP app from its dependencies. It never listens: src/server.ts does. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, catalogs, clock } = deps;
  const app = Fastify({
    ...(deps.log ? { loggerInstance: deps.log } : { logger: loggerOptions(config) }),
    // Only the configured proxies may set X-Forwarded-For; from anyone else it is ignored, so a
    // client cannot choose its own rate-limit or idempotency scope.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    genReqId: () => randomUUID(),
    childLoggerFactory: lazyRequestLogger,
    requestIdHeader: false,
    // A malformed long order id is an unknown order (404), not a 414.
    routerOptions: { maxParamLength: 1000 },
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  });
  closeAfterRunningHandlers(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  installErrorHandlers(app, () => catalogs.current().catalog.allergen_disclaimer);

  await app.register(cors, { origin: [new URL(config.storefrontUrl).origin], methods: ['GET', 'POST'] });
  await app.register(rateLimit, {
    global: false,
    redis: deps.redis,
    nameSpace: 'bakery-order-rate:',
    skipOnError: true, // a Redis outage must not stop the bakery taking orders
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) => appError('rate_limited', { seconds: Math.ceil(context.ttl / 1000) }),
  });
  await registerOpenApi(app, config);

  const settings = createSettingsStore({ db: database.db, clock, startingClosedDays: config.closedDays, cacheMs: deps.settingsCacheMs });
  const placeOrder = createPlaceOrder({ database, catalogs, clock, settings });
  const conversation = createConversationService({ database, catalogs, placeOrder, settings });
  healthRoutes(app, database);
  menuRoutes(app, catalogs);
  orderRoutes(app, { database, placeOrder, rateLimit: config.orderRateLimit });
  await registerTwilioMessaging(app, { config, database, conversation, clock });
  const smsOutbound = createTwilioOutbound(config, { db: database.db, clock }).sms;
  await registerTwilioVoice(app, { config, database, conversation, clock, catalogs, smsOutbound });
  await registerWebchat(app, { config, database, conversation, catalogs, clock });
  await registerSlackEvents(app, { config, db: database.db, clock, decide: createDecideOrder({ db: database.db, clock }), settings });

  return app;
}
