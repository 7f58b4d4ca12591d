import type { CatalogProvider } from '../catalog/catalog-provider.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  type KeyRef,
  releaseIdempotencyKey,
} from '../db/idempotency-repository.js';
import { insertOrderUnlessDuplicate } from '../db/orders-repository.js';
import { type AppError, appError, type Rejection } from '../errors.js';
import { pausedRefusal, rulesNow } from '../settings/rules-now.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { type ClosedDays, NO_CLOSED_DAYS } from './business-time.js';
import { capacityRefusal } from './capacity-refusal.js';
import { capacityApplies } from './pickup-capacity.js';
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
  /** That key's name, for the per-integrator metric only: never stored or logged. */
  integratorName?: string | null | undefined;
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
      const { settings: owner, rules, pause } = await rulesNow(settings, closedDays, now);
      if (pause) {
        // Checked after a replay, so a retry of an order placed before the pause still gets its answer.
        if (keyRef) await releaseIdempotencyKey(db, keyRef);
        const { error, retryAfterSeconds } = pausedRefusal(pause, now);
        const paused = reject(error);
        if (retryAfterSeconds !== undefined) paused.retryAfterSeconds = retryAfterSeconds;
        return paused;
      }
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
        return reject(capacityRefusal(stored, decision, { skus: input.items.map((item) => item.sku), perSlot: owner?.capacity.ordersPerSlot ?? 0, rules, catalog, now }), decision.totalCents);
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
