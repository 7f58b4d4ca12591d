import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { findOrder } from '../../db/orders-repository.js';
import { appError } from '../../errors.js';
import { ORDER_ID_PATTERN } from '../../orders/order-id.js';
import { createOrderSchema, notFoundSchema, orderResultSchema, orderStatusSchema } from '../../orders/order-schemas.js';
import { orderStatusView } from '../../orders/order-status-view.js';
import type { PlaceOrder } from '../../orders/place-order.js';
import { ORDER_BODY_LIMIT_BYTES, type OrderRouteMarker } from '../error-handler.js';
import { idempotencyScope, rateLimitBucket } from '../integrator-bucket.js';
import { memoryOrderQuota, redisOrderQuota } from '../order-quota.js';

export type OrderRoutesOptions = {
  database: Database;
  placeOrder: PlaceOrder;
  rateLimit: { max: number; windowSeconds: number; requestMax: number };
  /** Shares the order quota between instances; without it the quota is per process. */
  redis?: Redis | undefined;
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

/** A response documented with its own description, the schema itself referenced by name. */
const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });

function limitsText({ rateLimit }: OrderRoutesOptions): string {
  return `Rate limits per client (its IP address, an IPv6 client by its /64): ${rateLimit.max} stored orders per ${rateLimit.windowSeconds} seconds (rejected orders, duplicates and replays do not count), and ${rateLimit.requestMax} requests of any outcome per ${rateLimit.windowSeconds} seconds.`;
}

export function orderRoutes(app: FastifyInstance, options: OrderRoutesOptions): void {
  const { rateLimit } = options;
  const quota = options.redis ? redisOrderQuota(options.redis, rateLimit, app.log) : memoryOrderQuota(rateLimit);
  const config: OrderRouteMarker & { rateLimit: object } = {
    orderResultErrors: true,
    // The flood guard: every request counts, whatever its outcome. The order quota below is the
    // lower limit that clients meet in practice. Its own x-ratelimit-* headers would advertise
    // the higher number, so only Retry-After is sent.
    rateLimit: {
      max: rateLimit.requestMax,
      timeWindow: rateLimit.windowSeconds * 1000,
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
      errorResponseBuilder: (_request: unknown, context: { ttl: number }) => appError('too_many_requests', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
    },
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
          `Prices are recomputed on the server. Every response is an OrderResult whose confirmation_text must be relayed verbatim. Rejections (400, 409, 413, 422, 429, 503) carry error and error_code; 429 carries Retry-After in seconds, and 503 does for ordering paused with a resume time (ordering_paused) and for database_unavailable. ${limitsText(options)}`,
        tags: ['orders'],
        headers: idempotencyHeaders,
        body: createOrderSchema,
        response: {
          200: json(orderResultSchema, 'Order accepted: confirmed, needs_approval, held_overnight, or duplicate (nothing new stored).'),
          400: json(orderResultSchema, 'Rejected: error says what to fix, confirmation_text tells the customer in plain words.'),
          409: json(orderResultSchema, 'The same Idempotency-Key is still being processed (retry in a moment with the same key), or the pickup slot (pickup_slot_full, with alternatives) or the kitchen day (kitchen_full) is full.'),
          413: json(orderResultSchema, 'Body larger than 32 KiB.'),
          422: json(orderResultSchema, 'Idempotency-Key reused with a different body.'),
          503: json(
            orderResultSchema,
            'Online ordering is paused by the bakery (error_code ordering_paused): nothing in the order is wrong. With a resume time, error and confirmation_text give it and Retry-After the seconds until then; without one there is no Retry-After. Tell the customer; do not retry in a loop. The menu and order status still work. Also database_unavailable: retry after Retry-After seconds with the same Idempotency-Key.',
          ),
          429: json(orderResultSchema, `Too many orders (error_code rate_limited) or requests (too_many_requests) from this client; wait Retry-After seconds. ${limitsText(options)}`),
        },
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      // An integrator key has its own bucket and its own limit, from any address.
      const slot = await quota.take(rateLimitBucket(request), request.integrator?.orderLimit);
      if (!slot.ok) {
        reply.header('retry-after', String(slot.retryAfterSeconds));
        throw appError('rate_limited', { seconds: slot.retryAfterSeconds });
      }
      let stored = false;
      try {
        const { statusCode, result, created, retryAfterSeconds } = await options.placeOrder({
          body: request.body,
          idempotencyKey: Array.isArray(header) ? header.join(',') : header,
          clientScope: idempotencyScope(request),
          integratorId: request.integrator?.id ?? null,
          integratorName: request.integrator?.name ?? null,
        });
        stored = created === true;
        // Ordering paused with a resume time: when to come back.
        if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
        return reply.code(statusCode as 200).send(result);
      } finally {
        // Only a new stored order spends the quota: not a rejection, a duplicate or a replay.
        if (!stored) await slot.release();
      }
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
        response: { 200: json(orderStatusSchema, 'The order.'), 404: json(notFoundSchema, 'Unknown or malformed order id.') },
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
