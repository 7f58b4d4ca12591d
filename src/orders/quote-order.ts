import { z } from 'zod';
import { pausedRefusal, rulesNow } from '../settings/rules-now.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { CatalogProvider } from '../catalog/catalog-provider.js';
import type { Clock } from '../clock.js';
import { type AppError, appError } from '../errors.js';
import { type ClosedDays, inBakeryTime, NO_CLOSED_DAYS } from './business-time.js';
import { confirmationText } from './confirmation-text.js';
import { type AcceptedOrder, decideOrder } from './decide-order.js';
import type { Catalog } from '../catalog/catalog-schema.js';
import { toUsd } from './money.js';
import { orderFingerprint } from './order-fingerprint.js';
import { createOrderSchema, orderResultSchema } from './order-schemas.js';
import { describeValidationProblems } from './validation-problems.js';

// A quote is POST /api/order with nothing stored: the same schema, the same decideOrder, the same
// error codes and texts, and the same duplicate rule (read, not claimed). An agent reads the
// quote back to the customer, then places the order with the same body.

export const quoteItemSchema = z.object({
  sku: z.string(),
  name: z.string(),
  size: z.string(),
  qty: z.number().int(),
  unit_price_usd: z.number(),
  line_total_usd: z.number(),
});

export const quoteResultSchema = orderResultSchema
  .extend({
    order_id: z.null().describe('Always null: a quote stores nothing. Place the order to get an id.'),
    confirmation_text: z
      .string()
      .describe('The order read back in the customer\'s words, with the allergen disclaimer: what to read to the customer before placing. It says the order is not placed yet.'),
    items: z.array(quoteItemSchema).describe('The priced lines, as the order would store them. Empty when rejected.'),
    fulfillment: z.enum(['pickup', 'delivery']).nullable(),
    datetime: z.string().nullable().describe('The requested time as understood, ISO 8601 in Central Time. Null when rejected.'),
    catalog_version: z.string().describe('The catalog the prices come from.'),
  })
  .describe('QuoteResult: what POST /api/order would answer for this body now; nothing is stored.');

export type QuoteResult = z.infer<typeof quoteResultSchema>;
export type QuoteResponse = { statusCode: number; result: QuoteResult; retryAfterSeconds?: number };
export type QuoteOrder = (body: unknown) => Promise<QuoteResponse>;

export type QuoteOrderDeps = {
  catalogs: CatalogProvider;
  clock: Clock;
  closedDays?: ClosedDays;
  /** The owner's run-time settings: a quote obeys the same pause, closed days and special hours as an order. */
  settings?: SettingsStore;
  /** The earlier order an identical order placed now would duplicate, if any (read only). */
  recentDuplicate: (fingerprint: string, now: ReturnType<Clock>) => Promise<string | null>;
};

export function createQuoteOrder(deps: QuoteOrderDeps): QuoteOrder {
  const { catalogs, clock, closedDays = NO_CLOSED_DAYS, recentDuplicate } = deps;

  return async function quoteOrder(body) {
    const { catalog } = catalogs.current();
    const parsed = createOrderSchema.safeParse(body);
    const now = clock();
    const { rules, pause } = await rulesNow(deps.settings, closedDays, now);
    const paused = pause ? pausedRefusal(pause, now) : null;
    const decision = paused
      ? ({ outcome: 'rejected', error: paused.error, totalCents: 0 } as const)
      : parsed.success
      ? decideOrder(parsed.data, catalog, now, rules)
      : ({ outcome: 'rejected', error: appError('validation_failed', { problems: describeValidationProblems(parsed.error) }), totalCents: 0 } as const);
    if (decision.outcome === 'rejected') {
      return {
        statusCode: decision.error.status,
        // A pause with a resume time: when to come back, as createOrder says it.
        ...(paused?.retryAfterSeconds !== undefined ? { retryAfterSeconds: paused.retryAfterSeconds } : {}),
        result: quoteRejectedResult(decision.error, catalog, decision.totalCents),
      };
    }

    const earlierOrderId = await recentDuplicate(orderFingerprint(decision), now);
    return { statusCode: 200, result: quoteOf(decision, catalog, earlierOrderId) };
  };
}

/** A quote's answer for an order that would be refused: the error, and a read-back saying it cannot be placed as it is. */
export function quoteRejectedResult(error: AppError, catalog: Catalog, totalCents: number): QuoteResult {
  return {
    order_id: null,
    items: [],
    fulfillment: null,
    datetime: null,
    catalog_version: catalog.version,
    escalation_reasons: [],
    status: 'rejected',
    estimated_total_usd: toUsd(totalCents),
    confirmation_text: confirmationText({ kind: 'quote_rejected', reason: error.customerMessage }, catalog.allergen_disclaimer),
    error: error.message,
    error_code: error.code,
  };
}

/** What createOrder would answer for an accepted decision, priced, with nothing stored. `earlierOrderId`: a recent identical order. */
export function quoteOf(decision: AcceptedOrder, catalog: Catalog, earlierOrderId: string | null): QuoteResult {
  const disclaimer = catalog.allergen_disclaimer;
  const empty = { order_id: null, items: [], fulfillment: null, datetime: null, catalog_version: catalog.version, escalation_reasons: [] };
  const priced = {
    ...empty,
    estimated_total_usd: toUsd(decision.totalCents),
    items: decision.lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      size: line.size,
      qty: line.qty,
      unit_price_usd: toUsd(line.unit_price_cents),
      line_total_usd: toUsd(line.line_total_cents),
    })),
    fulfillment: decision.fulfillment,
    datetime: inBakeryTime(decision.requestedAt).toISO(),
  };
  if (earlierOrderId) {
    return {
      ...priced,
      status: 'duplicate',
      duplicate_of: earlierOrderId,
      confirmation_text: confirmationText({ kind: 'quote_duplicate', earlierOrderId }, disclaimer),
    };
  }
  return {
      ...priced,
      status: decision.status,
      escalation_reasons: decision.escalationReasons,
      confirmation_text: confirmationText(
        {
          kind: 'quote',
          status: decision.status,
          lines: decision.lines,
          totalCents: decision.totalCents,
          fulfillment: decision.fulfillment,
          requestedAt: decision.requestedAt,
          escalationReasons: decision.escalationReasons,
        },
        disclaimer,
      ),
  };
}
