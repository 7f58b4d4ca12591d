import { hash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { Db } from './database.js';
import { integratorKeys } from './schema.js';

// The one owner of integrator_keys. A key is shown once, when it is created; only its SHA-256
// is stored. Keys are 192 random bits, so a plain fast hash is enough: there is nothing to guess
// by brute force, unlike a password.

export type Integrator = { id: string; name: string; orderLimit: number };
export type IntegratorListing = Integrator & { keyPrefix: string; createdAt: Date; revokedAt: Date | null };

const KEY_PREFIX = 'bk_';

export const hashKey = (key: string): string => hash('sha256', key, 'hex');

/** Creates a key and answers it in full: the only time it is ever seen. */
export async function createIntegratorKey(db: Db, input: { name: string; orderLimit: number }, now: DateTime): Promise<Integrator & { key: string }> {
  const key = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  const id = `int_${randomBytes(6).toString('hex')}`;
  await db.insert(integratorKeys).values({
    id,
    name: input.name,
    keyHash: hashKey(key),
    keyPrefix: key.slice(0, KEY_PREFIX.length + 6),
    orderLimit: input.orderLimit,
    createdAt: now.toJSDate(),
  });
  return { id, name: input.name, orderLimit: input.orderLimit, key };
}

/** The integrator a key belongs to, or null when the key is unknown or revoked. */
export async function findActiveIntegrator(db: Db, key: string): Promise<Integrator | null> {
  const [row] = await db
    .select({ id: integratorKeys.id, name: integratorKeys.name, orderLimit: integratorKeys.orderLimit })
    .from(integratorKeys)
    .where(and(eq(integratorKeys.keyHash, hashKey(key)), isNull(integratorKeys.revokedAt)));
  return row ?? null;
}

/** Revokes a key by its id or by its name; answers the keys revoked now. */
export async function revokeIntegratorKey(db: Db, idOrName: string, now: DateTime): Promise<Integrator[]> {
  return db
    .update(integratorKeys)
    .set({ revokedAt: now.toJSDate() })
    .where(and(or(eq(integratorKeys.id, idOrName), eq(integratorKeys.name, idOrName)), isNull(integratorKeys.revokedAt)))
    .returning({ id: integratorKeys.id, name: integratorKeys.name, orderLimit: integratorKeys.orderLimit });
}

export async function listIntegratorKeys(db: Db): Promise<IntegratorListing[]> {
  return db
    .select({
      id: integratorKeys.id,
      name: integratorKeys.name,
      orderLimit: integratorKeys.orderLimit,
      keyPrefix: integratorKeys.keyPrefix,
      createdAt: integratorKeys.createdAt,
      revokedAt: integratorKeys.revokedAt,
    })
    .from(integratorKeys)
    .orderBy(desc(integratorKeys.createdAt));
}
