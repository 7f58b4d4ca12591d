import type { CatalogProvider } from '../catalog/catalog-provider.js';
import type { Catalog } from '../catalog/catalog-schema.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  type KeyRef,
  releaseIdempotencyKey,
} from '../db/idempotency-repository.js';
import { insertOrderUnlessDuplicate } from '../db/orders-repository.js';
import { DateTime } from 'luxon';
import { AppError, appError, type Rejection } from '../errors.js';
import { activePause } from '../settings/bakery-settings.js';
import { openingCalendar } from '../settings/opening-calendar.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { BAKERY_ZONE, bakeryDay, type ClosedDays, formatDay, formatLocal, NO_CLOSED_DAYS, type OpeningRules } from './business-time.js';
import { type AcceptedOrder, wantedTimeProblem } from './decide-order.js';
import { capacityApplies, type DayLoad, nearestOpenSlots, slotOf, slotStart } from './pickup-capacity.js';
import { decideOrder } from './decide-order.js';
import { orderFingerprint, requestHash } from './order-fingerprint.js';
import { newOrderId } from './order-id.js';
import { duplicateResult, placedResult, rejectedResult } from './order-results.js';
import { createOrderSchema, type OrderResult } from './order-schemas.js';
import { describeValidationProblems } from './validation-problems.js';

export type PlaceOrderRequest = {
  /** The CreateOrder body as received: validated here, so every caller gets the same rules. */
  body: unknown;
  /** The Idempotency-Key header, if any. */
  idempotencyKey?: string | undefined;
  /** Who is asking: keys are scoped to it so one client never sees another's response. */
  clientScope: string;
  /** The integrator key the order comes with, if any: recorded on the order. */
  integratorId?: string | null | undefined;
};

/** `rejection`: for a rejected order, why, as a code with typed details (callers never parse `error`). */
/** `created`: a new order was stored (not a rejection, duplicate or idempotent replay). `retryAfterSeconds`: when to try again (a pause with a resume time). */
export type PlaceOrderResponse = { statusCode: number; result: OrderResult; rejection?: Rejection; created?: true; retryAfterSeconds?: number };

export type PlaceOrder = (request: PlaceOrderRequest) => Promise<PlaceOrderResponse>;

/**
 * The one entry point for placing an order, used by the HTTP route and by every channel:
 * validate, apply the rules, deduplicate, store, and answer with an OrderResult.
 */
export type PlaceOrderDeps = {
  database: Pick<Database, 'db' | 'rows' | 'connections'>;
  catalogs: CatalogProvider;
  clock: Clock;
  /** Days the bakery is closed (CLOSED_DAYS); none when absent. Ignored when `settings` is given. */
  closedDays?: ClosedDays;
  /** Where a failure that is not the order's own (a key that could not be released) is logged. */
  log?: { warn(details: object, message: string): void };
  /** The owner's run-time settings: pause, closed days, special hours. */
  settings?: SettingsStore;
};

export function createPlaceOrder(deps: PlaceOrderDeps): PlaceOrder {
  const { database, catalogs, clock, closedDays = NO_CLOSED_DAYS, settings } = deps;
  const { db } = database;

  return async function placeOrder(request) {
    const { catalog } = catalogs.current();
    const disclaimer = catalog.allergen_disclaimer;
    const reject = (error: AppError, totalCents = 0): PlaceOrderResponse => ({
      statusCode: error.status,
      result: rejectedResult(error, disclaimer, totalCents),
      rejection: error.rejection,
    });

    const parsed = createOrderSchema.safeParse(request.body);
    if (!parsed.success) {
      return reject(appError('validation_failed', { problems: describeValidationProblems(parsed.error) }));
    }
    const input = parsed.data;
    const headerKey = request.idempotencyKey;
    if (headerKey !== undefined && input.idempotency_key !== undefined && headerKey !== input.idempotency_key) {
      return reject(appError('idempotency_key_conflict'));
    }
    const key = headerKey ?? input.idempotency_key;
    if (key !== undefined && (key.length === 0 || key.length > 255)) {
      return reject(appError('validation_failed', { problems: 'Idempotency-Key must be 1 to 255 characters.' }));
    }
    const keyRef: KeyRef | null = key === undefined ? null : { scope: request.clientScope, key };

    const now = clock();
    if (keyRef) {
      const claim = await claimIdempotencyKey(db, keyRef, requestHash(request.body), now);
      if (claim.kind === 'replay') return { statusCode: claim.status, result: claim.body };
      if (claim.kind === 'mismatch') return reject(appError('idempotency_key_reused'));
      if (claim.kind === 'in_flight') return reject(appError('idempotency_request_in_flight'));
    }

    try {
      const owner = settings ? await settings.current() : null;
      const pause = owner ? activePause(owner, now.toMillis()) : null;
      if (pause) {
        // Checked after a replay, so a retry of an order placed before the pause still gets its answer.
        if (keyRef) await releaseIdempotencyKey(db, keyRef);
        const resumeAt = pause.resumeAt ? DateTime.fromISO(pause.resumeAt, { zone: 'utc' }) : null;
        const paused = reject(appError('ordering_paused', { resumeAt: pause.resumeAt, resumeText: resumeAt ? formatLocal(resumeAt) : null }));
        if (resumeAt) paused.retryAfterSeconds = Math.max(1, Math.ceil((resumeAt.toMillis() - now.toMillis()) / 1000));
        return paused;
      }
      const rules: OpeningRules = owner ? openingCalendar(owner) : closedDays;
      const decision = decideOrder(input, catalog, now, rules);
      if (decision.outcome === 'rejected') {
        // Rejections are not stored against the key: the client fixes the order and retries.
        if (keyRef) await releaseIdempotencyKey(db, keyRef);
        return reject(decision.error, decision.totalCents);
      }
      const ids = { orderId: newOrderId(), fingerprint: orderFingerprint(decision), integratorId: request.integratorId ?? null };
      const placed = placedResult(decision, ids.orderId, disclaimer);
      const completion = keyRef ? { ...keyRef, status: 200, body: placed } : null;
      const capacity = owner && capacityApplies(owner.capacity) ? owner.capacity : null;
      const stored = await insertOrderUnlessDuplicate(database, decision, ids, now, completion, capacity);
      if (stored.kind === 'created') return { statusCode: 200, result: placed, created: true };
      if (stored.kind === 'full') {
        if (keyRef) await releaseIdempotencyKey(db, keyRef);
        return reject(capacityError(stored, decision, { skus: input.items.map((item) => item.sku), perSlot: owner?.capacity.ordersPerSlot ?? 0, rules, catalog, now }), decision.totalCents);
      }
      const duplicate = duplicateResult(decision, stored.earlierOrderId, disclaimer);
      if (keyRef) await completeIdempotencyKey(db, keyRef, 200, duplicate);
      return { statusCode: 200, result: duplicate };
    } catch (error) {
      // The order's own failure is what the caller hears about; a failed release is logged (the
      // key's retry then gets 409 until its claim goes stale).
      if (keyRef) {
        await releaseIdempotencyKey(db, keyRef).catch((releaseError: unknown) =>
          deps.log?.warn({ err: releaseError }, 'could not release the Idempotency-Key of a failed order'),
        );
      }
      throw error;
    }
  };
}

/** Why a full day or slot refused the order, with the nearest slots that day that still have room. */
function capacityError(
  stored: { full: 'slot' | 'day'; load: DayLoad },
  order: AcceptedOrder,
  context: { skus: string[]; perSlot: number; rules: OpeningRules; catalog: Catalog; now: DateTime },
): AppError {
  if (stored.full === 'day') {
    const day = bakeryDay(order.requestedAt);
    return appError('kitchen_full', { day, dayText: formatDay(day) });
  }
  // Only times the order could be placed for: in hours, not past, with the notice its items need.
  const acceptable = (at: DateTime) => wantedTimeProblem(context.skus, at.toISO() as string, context.catalog, context.now, context.rules) === null;
  const alternatives = nearestOpenSlots(order.requestedAt, context.perSlot, stored.load, context.rules, acceptable);
  const slot = slotStart(slotOf(order.requestedAt.toMillis()));
  return appError('pickup_slot_full', { slot: slot.setZone(BAKERY_ZONE).toISO() as string, slotText: formatLocal(slot), alternatives });
}
