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
import { rateLimitBucket } from './http/integrator-bucket.js';
import { registerIntegratorAuth } from './http/integrator-auth.js';
import { answerFrameworkError, installErrorHandlers } from './http/error-handler.js';
import { type ConnectionLimits, CONNECTION_LIMITS, connectionOptions } from './http/connection-limits.js';
import { closeConnectionsWhenClosing } from './http/close-connections.js';
import { closeAfterRunningHandlers } from './http/handlers-in-flight.js';
import { loggerOptions } from './http/logger.js';
import { lazyRequestLogger } from './http/request-logger.js';
import { registerOpenApi } from './http/openapi.js';
import { healthRoutes } from './http/routes/health.js';
import { menuRoutes } from './http/routes/menu.js';
import { orderRoutes } from './http/routes/orders.js';
import { quoteRoutes } from './http/routes/quote.js';
import { findRecentDuplicate } from './db/orders-repository.js';
import { createQuoteOrder } from './orders/quote-order.js';
import { createAgentGuides } from './agent-guide/agent-guide.js';
import { agentGuideRoutes } from './http/routes/agent-guide.js';
import { findProductsRoutes } from './http/routes/find-products.js';
import { createInProcessApi } from './mcp/in-process-api.js';
import { mcpRoutes } from './mcp/mcp-http-route.js';
import { createPlaceOrder } from './orders/place-order.js';
import { createConversationService } from './conversation/conversation-service.js';
import { registerMetaWebhook } from '../channels/meta/meta-webhook.js';
import { registerSlackEvents } from '../channels/slack/slack-events.js';
import { registerTwilioMessaging } from '../channels/twilio/messaging-webhook.js';
import { createTwilioOutbound, type TwilioOutbound } from '../channels/twilio/twilio-outbound.js';
import { registerTwilioVoice } from '../channels/twilio/voice/voice-webhook.js';
import { registerWebchat } from '../channels/webchat/webchat-routes.js';
import { createDecideOrder } from './staff/staff-decisions.js';
import { instrumentConversation, instrumentDecisions, instrumentPlaceOrder } from './metrics/instrument.js';
import { createMetrics } from './metrics/metrics.js';
import { countOrdersByIntegrator } from './metrics/integrator-orders.js';
import { metricsRoute, timeRequests } from './metrics/metrics-routes.js';
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
  /** Timeouts and caps on client connections; tests shorten them. Default: CONNECTION_LIMITS. */
  connectionLimits?: Partial<ConnectionLimits> | undefined;
  /** The process's one Twilio REST client (src/server.ts); without it the app makes its own. */
  twilioOutbound?: TwilioOutbound | undefined;
  /** Also export process metrics (CPU, memory, GC) on /metrics: the server's one app, not tests'. */
  processMetrics?: boolean;
};

/** Builds the HTTP app from its dependencies. It never listens: src/server.ts does. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, catalogs, clock } = deps;
  const limits = { ...CONNECTION_LIMITS, ...deps.connectionLimits };
  const app = Fastify({
    ...connectionOptions(limits),
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
  app.server.maxConnections = limits.maxConnections;
  // In this order: responses carry Connection: close from the moment closing starts, while the
  // handlers still running are waited for.
  closeConnectionsWhenClosing(app);
  closeAfterRunningHandlers(app);
  const metrics = createMetrics({ database, processMetrics: deps.processMetrics ?? false });
  timeRequests(app, metrics);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  installErrorHandlers(app, () => catalogs.current().catalog.allergen_disclaimer);

  registerIntegratorAuth(app, database.db);
  await app.register(cors, { origin: config.storefrontOrigins, methods: ['GET', 'POST'] });
  await app.register(rateLimit, {
    global: false,
    redis: deps.redis,
    nameSpace: 'bakery-order-rate:',
    skipOnError: true, // a Redis outage must not stop the bakery taking orders
    keyGenerator: rateLimitBucket,
    errorResponseBuilder: (_request, context) => appError('rate_limited', { seconds: Math.ceil(context.ttl / 1000) }),
  });
  const closedDays = new Set(config.closedDays);
  await registerOpenApi(app, config, { catalogs, clock, closedDays });

  const settings = createSettingsStore({ db: database.db, clock, startingClosedDays: config.closedDays, cacheMs: deps.settingsCacheMs });
  const placeOrder = instrumentPlaceOrder(
    countOrdersByIntegrator(createPlaceOrder({ database, catalogs, clock, settings, log: app.log }), metrics.registry),
    metrics,
    app.log,
  );
  const conversation = instrumentConversation(createConversationService({ database, catalogs, placeOrder, settings }), metrics);
  healthRoutes(app, database);
  metricsRoute(app, metrics, config.metricsToken);
  menuRoutes(app, catalogs);
  orderRoutes(app, { database, placeOrder, rateLimit: config.orderRateLimit, redis: deps.redis });
  const quoteOrder = createQuoteOrder({ catalogs, clock, closedDays, settings, recentDuplicate: (fingerprint, now) => findRecentDuplicate(database.db, fingerprint, now) });
  quoteRoutes(app, quoteOrder);
  // For AI agents: word matching, the agent guide and the MCP server (docs/agents.md).
  findProductsRoutes(app, catalogs, clock);
  const guides = createAgentGuides({ settings, closedDays, publicBaseUrl: config.publicBaseUrl });
  const agentGuide = () => guides(catalogs.current().catalog, clock());
  agentGuideRoutes(app, agentGuide);
  const agentDeps = { app, catalogs, clock, database, quoteOrder, agentGuide: async () => (await agentGuide()).full };
  mcpRoutes(app, (caller) => createInProcessApi(agentDeps, caller));
  await registerTwilioMessaging(app, { config, database, conversation, clock });
  const smsOutbound = (deps.twilioOutbound ?? createTwilioOutbound(config, { db: database.db, clock })).sms;
  await registerTwilioVoice(app, { config, database, conversation, clock, catalogs, smsOutbound });
  await registerWebchat(app, { config, database, conversation, catalogs, clock });
  await registerMetaWebhook(app, { config, db: database.db, clock });
  await registerSlackEvents(app, { config, db: database.db, clock, decide: instrumentDecisions(createDecideOrder({ db: database.db, clock }), metrics, app.log), settings });

  return app;
}
