import type { FastifyInstance } from 'fastify';
import { createOrderSchema, orderResultSchema } from '../../orders/order-schemas.js';
import { type QuoteOrder, quoteResultSchema } from '../../orders/quote-order.js';
import { ORDER_BODY_LIMIT_BYTES, type OrderRouteMarker } from '../error-handler.js';

// POST /api/order/quote: an additive extension of spec 4.2 (docs/api-decisions.md, "Quotes").
// Validation happens in quoteOrder, as in createOrder, so both answer with the same words.
const documentOnly = () => (value: unknown) => ({ value });
const plainJson = () => (data: unknown) => JSON.stringify(data);

export function quoteRoutes(app: FastifyInstance, quoteOrder: QuoteOrder): void {
  // Framework errors (bad JSON, too large) answer with an OrderResult, as createOrder does.
  const config: OrderRouteMarker = { orderResultErrors: true };
  app.post(
    '/api/order/quote',
    {
      bodyLimit: ORDER_BODY_LIMIT_BYTES,
      config,
      validatorCompiler: documentOnly,
      serializerCompiler: plainJson,
      schema: {
        operationId: 'quoteOrder',
        summary: 'Check an order without placing it (extension)',
        description:
          'Additive extension: applies every rule of createOrder to the same CreateOrder body and answers what createOrder would answer now (status, server total, escalation_reasons, or the rejection with error and error_code), plus the priced items. Nothing is stored: no order, no idempotency key, no rate-limit use. The confirmation_text reads the order back to the customer and says it is not placed yet. Place it with POST /api/order and the same body.',
        tags: ['orders'],
        body: createOrderSchema,
        response: {
          200: quoteResultSchema.describe('The order would be accepted with this status (or is a duplicate of a recent order).'),
          400: quoteResultSchema.describe('The order would be rejected: the error says what to fix.'),
          503: quoteResultSchema.describe('Online ordering is paused by the bakery (ordering_paused), as createOrder would answer; Retry-After when a resume time is set. Capacity is not checked by a quote.'),
          413: orderResultSchema.describe('Body larger than 32 KiB (an OrderResult, as createOrder answers).'),
        },
      },
    },
    async (request, reply) => {
      const { statusCode, result, retryAfterSeconds } = await quoteOrder(request.body);
      if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
      return reply.code(statusCode as 200).send(result);
    },
  );
}
