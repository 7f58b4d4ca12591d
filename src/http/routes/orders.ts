import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { findOrder } from '../../db/orders-repository.js';
import { appError } from '../../errors.js';
import { ORDER_ID_PATTERN } from '../../orders/order-id.js';
import { createOrderSchema, notFoundSchema, orderResultSchema, orderStatusSchema } from '../../orders/order-schemas.js';
import { orderStatusView } from '../../orders/order-status-view.js';
import type { PlaceOrder } from '../../orders/place-order.js';
import { ORDER_BODY_LIMIT_BYTES, type OrderRouteMarker } from '../error-handler.js';
import { clientKey } from '../client-key.js';

export type OrderRoutesOptions = {
  database: Database;
  placeOrder: PlaceOrder;
  rateLimit: { max: number; windowSeconds: number };
};

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Retries with the same key replay the first response. Same key, other body: 422. Still processing: 409. Kept 24 h, scoped to the client.'),
});

// The body schema documents the route; the validation itself happens in placeOrder so that the
// channels, which call it directly, get exactly the same rules and error texts.
const documentOnly = () => (value: unknown) => ({ value });
// Every OrderResult is built by the typed functions in order-results.ts; checking it against
// its schema again on the way out would cost more than the rest of the request's own work.
const plainJson = () => (data: unknown) => JSON.stringify(data);

export function orderRoutes(app: FastifyInstance, options: OrderRoutesOptions): void {
  const config: OrderRouteMarker & { rateLimit: object } = {
    orderResultErrors: true,
    rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowSeconds * 1000 },
  };

  app.post(
    '/api/order',
    {
      bodyLimit: ORDER_BODY_LIMIT_BYTES,
      config,
      validatorCompiler: documentOnly,
      serializerCompiler: plainJson,
      schema: {
        operationId: 'createOrder',
        summary: 'Place a pickup or delivery order',
        description:
          'Prices are recomputed on the server. Every response is an OrderResult whose confirmation_text must be relayed verbatim. Rejections (400, 409, 413, 422) carry error and error_code; 429 carries Retry-After in seconds.',
        tags: ['orders'],
        headers: idempotencyHeaders,
        body: createOrderSchema,
        response: {
          200: orderResultSchema.describe('Order accepted: confirmed, needs_approval, held_overnight or duplicate.'),
          400: orderResultSchema.describe('Rejected: the error says what to fix.'),
          409: orderResultSchema.describe('The same Idempotency-Key is still being processed, or the pickup slot (pickup_slot_full, with alternatives) or the kitchen day (kitchen_full) is full.'),
          413: orderResultSchema.describe('Body larger than 32 KiB.'),
          422: orderResultSchema.describe('Idempotency-Key reused with a different body.'),
          429: orderResultSchema.describe('Too many orders from this client; see Retry-After.'),
        },
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const { statusCode, result, retryAfterSeconds } = await options.placeOrder({
        body: request.body,
        idempotencyKey: Array.isArray(header) ? header.join(',') : header,
        clientScope: `http:${clientKey(request.ip)}`,
      });
      if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
      return reply.code(statusCode as 200).send(result);
    },
  );

  app.get(
    '/api/order/:order_id',
    {
      schema: {
        operationId: 'getOrderStatus',
        summary: 'Check the status of an order',
        description: 'No personal data: no customer name, phone, address, item notes or allergy notes.',
        tags: ['orders'],
        params: z.object({ order_id: z.string().describe('The order_id returned by createOrder.') }),
        response: { 200: orderStatusSchema, 404: notFoundSchema.describe('Unknown or malformed order id.') },
      },
    },
    async (request, reply) => {
      const { order_id: orderId } = request.params as { order_id: string };
      const order = ORDER_ID_PATTERN.test(orderId) ? await findOrder(options.database.db, orderId) : null;
      if (!order) {
        const error = appError('order_not_found');
        return reply.code(404).send({ ok: false, error: error.code, message: error.message });
      }
      return orderStatusView(order);
    },
  );
}
