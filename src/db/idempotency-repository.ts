import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { OrderResult } from '../orders/order-schemas.js';
import type { Db } from './database.js';
import { idempotencyKeys } from './schema.js';

// Keys live 24 hours (Stripe's figure). A claim is a lease: if the process holding it dies, the
// key frees itself after LEASE_SECONDS instead of answering 409 forever.
const KEEP_HOURS = 24;
const LEASE_SECONDS = 30;

export type KeyRef = { scope: string; key: string };

export type ClaimOutcome =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: OrderResult }
  | { kind: 'mismatch' }
  | { kind: 'in_flight' };

export async function claimIdempotencyKey(db: Db, ref: KeyRef, requestHash: string, now: DateTime): Promise<ClaimOutcome> {
  const at = now.toJSDate();
  const fresh = {
    requestHash,
    responseStatus: null,
    responseBody: null,
    lockedUntil: now.plus({ seconds: LEASE_SECONDS }).toJSDate(),
    createdAt: at,
    expiresAt: now.plus({ hours: KEEP_HOURS }).toJSDate(),
  };
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...ref, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: fresh,
      // Take over a key that expired, or a stale claim of the same request whose holder died.
      setWhere: or(
        lt(idempotencyKeys.expiresAt, at),
        and(isNull(idempotencyKeys.responseStatus), lt(idempotencyKeys.lockedUntil, at), eq(idempotencyKeys.requestHash, requestHash)),
      ),
    })
    .returning({ scope: idempotencyKeys.scope });
  if (claimed.length > 0) return { kind: 'claimed' };

  const [existing] = await db.select().from(idempotencyKeys).where(keyMatches(ref));
  if (!existing) return { kind: 'in_flight' }; // released a moment ago; the retry will claim it
  if (existing.requestHash !== requestHash) return { kind: 'mismatch' };
  if (existing.responseStatus === null || existing.responseBody === null) return { kind: 'in_flight' };
  return { kind: 'replay', status: existing.responseStatus, body: existing.responseBody };
}

/** Stores the response for a key. (A new order's response is stored by the order insert itself.) */
export async function completeIdempotencyKey(db: Db, ref: KeyRef, status: number, body: OrderResult): Promise<void> {
  await db.update(idempotencyKeys).set({ responseStatus: status, responseBody: body }).where(keyMatches(ref));
}

/** Frees a claim whose request ended without a stored response, so the client may retry. */
export async function releaseIdempotencyKey(db: Db, ref: KeyRef): Promise<void> {
  await db.delete(idempotencyKeys).where(and(keyMatches(ref), isNull(idempotencyKeys.responseStatus)));
}

export async function purgeExpiredIdempotencyKeys(db: Db, now: DateTime): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now.toJSDate()));
}

function keyMatches(ref: KeyRef) {
  return and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key));
}
