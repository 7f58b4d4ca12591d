import type { DateTime } from 'luxon';
import type { CatalogSnapshot } from '../catalog/catalog-provider.js';
import type { StoredOrder } from '../db/orders-repository.js';
import { appError } from '../errors.js';
import { BAKERY_ZONE, type ClosedDays } from '../orders/business-time.js';
import { type AcceptedOrder, decideOrder } from '../orders/decide-order.js';
import { duplicateResult, placedResult, rejectedResult } from '../orders/order-results.js';
import { createOrderSchema, type CreateOrderInput } from '../orders/order-schemas.js';
import { orderStatusView } from '../orders/order-status-view.js';
import { quoteOf, quoteRejectedResult } from '../orders/quote-order.js';
import { capacityRefusal } from '../orders/capacity-refusal.js';
import { slotOf } from '../orders/pickup-capacity.js';
import { pausedRefusal } from '../settings/rules-now.js';
import { findProducts } from '../conversation/find-products.js';
import { describeValidationProblems } from '../orders/validation-problems.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/database-errors.js';
import { ORDER_BODY_LIMIT_BYTES } from './error-handler.js';
import type { OperationExamples } from './openapi-document.js';

// The document's examples are made by the service's own rules from the live catalog and the
// clock, so each is what the service would answer: the example order is for a time the rules
// accept today, its result is the rules' decision, and every rejection text is the real one.
// "Try it out" on /docs places the example order as it stands.

/** A well-formed id that no order has (ids are random), for the examples. */
export const EXAMPLE_ORDER_ID = 'ord_8f3k2m9q4r7t1v5w0x6y';
const EARLIER_ORDER_ID = 'ord_2b7c9d4e6f8g1h3j5k0m';

type Example = { summary: string; value: unknown };

export type ExampleSources = {
  snapshot: CatalogSnapshot;
  now: DateTime;
  closedDays: ClosedDays;
  /** Seconds a client waits after a 429, for the example. */
  retryAfterSeconds: number;
};

/** The example order: a whole cake with a message and two slices, at 2 PM on the first day the rules accept. */
function exampleOrder(sources: ExampleSources): { body: CreateOrderInput; decision: AcceptedOrder } | null {
  const { products } = sources.snapshot.catalog;
  const orderable = products.filter((product) => product.available && product.category !== 'beverage');
  const whole = orderable.find((product) => product.category === 'whole-cake');
  const slice = orderable.find((product) => product.category === 'slice' && (!whole || product.id === whole.id.replace(/-whole$/, '-slice')));
  const items: CreateOrderInput['items'] = [];
  if (whole) items.push({ sku: whole.id, qty: 1, notes: 'Happy birthday, Sam' });
  if (slice) items.push({ sku: slice.id, qty: 2 });
  const fallback = orderable[0];
  if (items.length === 0 && fallback) items.push({ sku: fallback.id, qty: 1 });
  if (items.length === 0) return null;
  const today = sources.now.setZone(BAKERY_ZONE).startOf('day');
  for (let days = 1; days <= 14; days += 1) {
    const at = today.plus({ days }).set({ hour: 14 });
    const body: CreateOrderInput = {
      customer: 'Ada Lovelace',
      phone: '+15125550100',
      items,
      fulfillment: 'pickup',
      datetime: at.toISO({ suppressMilliseconds: true }) ?? '',
      channel: 'web',
    };
    const decision = decideOrder(createOrderSchema.parse(body), sources.snapshot.catalog, sources.now, sources.closedDays);
    if (decision.outcome === 'accepted') return { body, decision };
  }
  return null;
}

function storedOrder(decision: AcceptedOrder, id: string, now: DateTime): StoredOrder {
  return {
    id,
    status: decision.status,
    channel: decision.channel,
    customerName: decision.customer,
    integratorId: null,
    phone: decision.phone,
    fulfillment: decision.fulfillment,
    address: decision.address,
    requestedAt: decision.requestedAt.toJSDate(),
    allergyNotes: decision.allergyNotes,
    items: decision.lines,
    totalCents: decision.totalCents,
    escalationReasons: decision.escalationReasons,
    catalogVersion: decision.catalogVersion,
    createdAt: now.toJSDate(),
    updatedAt: now.toJSDate(),
  };
}

function rejection(summary: string, error: Parameters<typeof rejectedResult>[0], disclaimer: string): Record<string, Example> {
  return { [error.code]: { summary, value: rejectedResult(error, disclaimer) } };
}

export function apiExamples(sources: ExampleSources): Record<string, OperationExamples> {
  const { catalog } = sources.snapshot;
  const disclaimer = catalog.allergen_disclaimer;
  const menu = JSON.parse(sources.snapshot.menuJson.toString('utf8')) as { products: Array<{ id: string; category: string }> };
  const order = exampleOrder(sources);
  const examples: Record<string, OperationExamples> = {};

  // The menu as served, cut to a few products of each kind so the example stays readable.
  const shown = new Set<string>();
  menu.products = menu.products.filter((product) => {
    if (shown.has(product.category)) return false;
    shown.add(product.category);
    return true;
  });
  examples.browseMenu = { responses: { '200': { menu: { summary: 'The live catalog (one product of each kind shown)', value: menu } } } };

  const unknownSku = order ? { ...order.body, items: [{ sku: 'lemon-meringue-tart', qty: 1 }] } : null;
  const unknownDecision = unknownSku ? decideOrder(createOrderSchema.parse(unknownSku), catalog, sources.now, sources.closedDays) : null;
  const badQty = order ? { ...order.body, items: [{ sku: order.body.items[0]?.sku, qty: 0 }] } : null;
  const badQtyParse = badQty ? createOrderSchema.safeParse(badQty) : null;

  const rejected: Record<string, Example> = {};
  if (unknownDecision?.outcome === 'rejected') {
    rejected.unknown_sku = { summary: 'A product that is not on the menu', value: rejectedResult(unknownDecision.error, disclaimer, unknownDecision.totalCents) };
  }
  if (badQtyParse && !badQtyParse.success) {
    rejected.validation_failed = {
      summary: 'A quantity of 0',
      value: rejectedResult(appError('validation_failed', { problems: describeValidationProblems(badQtyParse.error) }), disclaimer),
    };
  }

  const placed: Record<string, Example> = {};
  if (order) {
    placed[order.decision.status] = { summary: `The example order, as the rules decide it now: ${order.decision.status}`, value: placedResult(order.decision, EXAMPLE_ORDER_ID, disclaimer) };
    placed.duplicate = {
      summary: 'The same order sent again within 2 minutes without an Idempotency-Key',
      value: duplicateResult(order.decision, EARLIER_ORDER_ID, disclaimer),
    };
  }

  // The owner's refusals, made by the code that refuses real orders: the example order's slot
  // holding its one order, the kitchen's day full, and ordering paused for two hours.
  const full: Record<string, Example> = {};
  if (order) {
    const context = { skus: order.body.items.map((item) => item.sku), perSlot: 1, rules: sources.closedDays, catalog, now: sources.now };
    const slotTaken = { ordersBySlot: new Map([[slotOf(order.decision.requestedAt.toMillis()), 1]]), cakes: 0 };
    const slot = capacityRefusal({ full: 'slot', load: slotTaken }, order.decision, context);
    full.pickup_slot_full = { summary: 'The owner allows one order per pickup slot and this one is taken: the nearest slots with room', value: rejectedResult(slot, disclaimer, order.decision.totalCents) };
    const day = capacityRefusal({ full: 'day', load: { ordersBySlot: new Map(), cakes: 1 } }, order.decision, context);
    full.kitchen_full = { summary: "The kitchen's cakes for that day are all taken", value: rejectedResult(day, disclaimer, order.decision.totalCents) };
  }
  const pause = pausedRefusal({ reason: null, resumeAt: sources.now.plus({ hours: 2 }).toISO() as string, since: sources.now.toISO() as string }, sources.now);
  const openEnded = pausedRefusal({ reason: null, resumeAt: null, since: sources.now.toISO() as string }, sources.now);
  const paused = { ordering_paused: { summary: `The owner paused ordering for two hours (Retry-After: ${pause.retryAfterSeconds})`, value: rejectedResult(pause.error, disclaimer) } };
  const pausedNoTime = { summary: 'The owner paused ordering with no resume time (no Retry-After)', value: rejectedResult(openEnded.error, disclaimer) };

  examples.createOrder = {
    ...(order ? { request: { pickup: { summary: 'A pickup order for a time the bakery accepts', value: order.body } } } : {}),
    responses: {
      '200': placed,
      '400': rejected,
      '409': { ...rejection('The first request with this Idempotency-Key is still running', appError('idempotency_request_in_flight'), disclaimer), ...full },
      '413': rejection('A body over the limit', appError('body_too_large', { limit: ORDER_BODY_LIMIT_BYTES }), disclaimer),
      '422': rejection('An Idempotency-Key already used for another order', appError('idempotency_key_reused'), disclaimer),
      '429': {
        ...rejection('This client placed its quota of orders', appError('rate_limited', { seconds: sources.retryAfterSeconds }), disclaimer),
        ...rejection('This client sent too many requests', appError('too_many_requests', { seconds: sources.retryAfterSeconds }), disclaimer),
      },
      '503': {
        ...paused,
        ordering_paused_no_resume_time: pausedNoTime,
        ...rejection('The order database cannot be reached (Retry-After: 5); retry with the same Idempotency-Key', appError('database_unavailable', { seconds: DATABASE_RETRY_AFTER_SECONDS }), disclaimer),
      },
    },
  };

  // The quote extension: the same example body, checked and priced, nothing stored.
  const quoteRejected = unknownDecision?.outcome === 'rejected' ? unknownDecision.error : null;
  examples.quoteOrder = {
    ...(order ? { request: { pickup: { summary: 'The createOrder example, checked before it is placed', value: order.body } } } : {}),
    responses: {
      ...(order ? { '200': { [order.decision.status]: { summary: `It would be ${order.decision.status}`, value: quoteOf(order.decision, catalog, null) } } } : {}),
      ...(quoteRejected
        ? {
            '400': {
              unknown_sku: { summary: 'A product that is not on the menu', value: quoteRejectedResult(quoteRejected, catalog, unknownDecision?.totalCents ?? 0) },
            },
          }
        : {}),
      '413': rejection('A body over the limit', appError('body_too_large', { limit: ORDER_BODY_LIMIT_BYTES }), disclaimer),
      '503': { ordering_paused: { summary: paused.ordering_paused.summary, value: quoteRejectedResult(pause.error, catalog, 0) } },
    },
  };
  const words = '2 choc fudge slices and the red velvet one';
  examples.matchProducts = {
    parameters: { text: words },
    responses: { '200': { mixed: { summary: 'A product, and a flavour sold whole and by the slice', value: findProducts(words, catalog, sources.now) } } },
  };

  const notFound = appError('order_not_found');
  examples.getOrderStatus = {
    parameters: { order_id: EXAMPLE_ORDER_ID },
    responses: {
      ...(order ? { '200': { placed: { summary: 'The example order after it was placed', value: orderStatusView(storedOrder(order.decision, EXAMPLE_ORDER_ID, sources.now)) } } } : {}),
      '404': { order_not_found: { summary: 'No order has this id', value: { ok: false, error: notFound.code, message: notFound.message } } },
    },
  };
  return examples;
}
