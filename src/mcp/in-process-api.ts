import type { FastifyInstance } from 'fastify';
import type { CatalogProvider } from '../catalog/catalog-provider.js';
import type { Clock } from '../clock.js';
import { findProducts } from '../conversation/find-products.js';
import type { Database } from '../db/database.js';
import { findOrder } from '../db/orders-repository.js';
import { appError } from '../errors.js';
import { ORDER_ID_PATTERN } from '../orders/order-id.js';
import type { OrderResult } from '../orders/order-schemas.js';
import { orderStatusView } from '../orders/order-status-view.js';
import type { QuoteOrder } from '../orders/quote-order.js';
import type { BakeryApi, Menu } from './bakery-api.js';

export type InProcessApiDeps = {
  app: FastifyInstance;
  catalogs: CatalogProvider;
  clock: Clock;
  database: Pick<Database, 'db'>;
  quoteOrder: QuoteOrder;
  agentGuide: () => Promise<string>;
};

/** Who called /mcp: placing an order is done as this caller. */
export type Caller = { ip: string; headers: Record<string, string | string[] | undefined> };

/**
 * BakeryApi inside the service, for /mcp. Reads call the core directly. Placing an order goes
 * through the createOrder route itself (app.inject, as the same caller): its rate limit, its
 * idempotency scope and any integrator key apply exactly as to a POST /api/order from that caller.
 */
export function createInProcessApi(deps: InProcessApiDeps, caller: Caller): BakeryApi {
  const { app, catalogs, clock, database, quoteOrder } = deps;
  return {
    menu: async () => JSON.parse(catalogs.current().menuJson.toString('utf8')) as Menu,
    findProducts: async (text) => findProducts(text, catalogs.current().catalog, clock()),
    quote: async (order) => (await quoteOrder(order)).result,
    place: async (order, idempotencyKey) => {
      const authorization = caller.headers.authorization;
      const response = await app.inject({
        method: 'POST',
        url: '/api/order',
        payload: order,
        remoteAddress: caller.ip,
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey, ...(typeof authorization === 'string' ? { authorization } : {}) },
      });
      const retryAfter = response.headers['retry-after'];
      return {
        httpStatus: response.statusCode,
        result: response.json() as OrderResult,
        retryAfterSeconds: retryAfter === undefined ? undefined : Number(retryAfter),
      };
    },
    orderStatus: async (orderId) => {
      const order = ORDER_ID_PATTERN.test(orderId) ? await findOrder(database.db, orderId) : null;
      if (order) return { found: true, status: orderStatusView(order) };
      const error = appError('order_not_found');
      return { found: false, error: error.code, message: error.message };
    },
    agentGuide: () => deps.agentGuide(),
  };
}
