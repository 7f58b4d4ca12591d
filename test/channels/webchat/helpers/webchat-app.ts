import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { createCustomerDelivery } from '../../../../channels/customer-notifications.js';
import { registerWebchat, type WebchatDeps } from '../../../../channels/webchat/webchat-routes.js';
import { type CatalogProvider, createCatalogProvider } from '../../../../src/catalog/catalog-provider.js';
import { type Config, loadConfig } from '../../../../src/config.js';
import { createConversationService } from '../../../../src/conversation/conversation-service.js';
import { createPlaceOrder } from '../../../../src/orders/place-order.js';
import { createDecideOrder } from '../../../../src/staff/staff-decisions.js';
import { bareAppWithLogs } from '../../../helpers/bare-app.js';
import { fakeClock } from '../../../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../helpers/test-database.js';

export const STOREFRONT_URL = 'https://shop.bakery.test';

export type WebchatApp = {
  app: FastifyInstance;
  database: TestDatabase;
  catalogs: CatalogProvider;
  clock: ReturnType<typeof fakeClock>;
  config: Config;
  logLines: string[];
  /** What staff pressing a button in Slack does, then the outbox delivering the customer's message. */
  staffDecides(orderId: string, action: 'approve' | 'decline' | 'cancel', reason?: string | null): Promise<void>;
  close(): Promise<void>;
};

/**
 * A bare app with only the web chat, on a real conversation, the core's placeOrder and a test
 * database: as src/app.ts wires them (CORS for the storefront included).
 */
export async function createWebchatApp(
  options: { options?: WebchatDeps['options']; listen?: boolean; storefrontUrl?: string } = {},
): Promise<WebchatApp> {
  const { app, logLines } = bareAppWithLogs();
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_BASE_URL: 'https://api.bakery.test', STOREFRONT_URL: options.storefrontUrl ?? STOREFRONT_URL });
  const clock = fakeClock();
  const database = await createTestDatabase();
  const catalogs = await createCatalogProvider(database.db, { now: clock });
  const placeOrder = createPlaceOrder({ database, catalogs, clock });
  const conversation = createConversationService({ database, catalogs, placeOrder });
  await app.register(cors, { origin: config.storefrontOrigins, methods: ['GET', 'POST'] });
  await registerWebchat(app, { config, database, conversation, catalogs, clock, ...(options.options ? { options: options.options } : {}) });
  if (options.listen) await app.listen({ host: '127.0.0.1', port: 0 });
  else await app.ready();
  const decide = createDecideOrder({ db: database.db, clock });
  const unused = { channel: 'sms' as const, send: async () => ({ kind: 'skipped' as const, reason: 'not_configured' as const }) };
  const deliver = createCustomerDelivery({ db: database.db, catalogs, clock, outbound: { sms: unused, whatsapp: { ...unused, channel: 'whatsapp' } } });
  return {
    app,
    database,
    catalogs,
    clock,
    config,
    logLines,
    staffDecides: async (orderId, action, reason = null) => {
      await decide({ orderId, action, actor: '<@U1>', reason });
      await deliver({ type: 'customer.order_decided', orderId, action, reason });
    },
    close: async () => {
      await app.close();
      catalogs.close();
      await database.drop();
    },
  };
}

/** The origin a listening app serves on. */
export function baseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `http://127.0.0.1:${address.port}`;
}
