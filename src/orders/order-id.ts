import { randomFillSync } from 'node:crypto';

// 100 random bits in Crockford base32 (no i, l, o, u): unguessable, never sequential, and easy
// to read out over the phone.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 20;

// Random bytes are drawn from the CSPRNG in batches: one call per order cost more CPU than the
// rest of the id. Each byte is used once.
const POOL = Buffer.alloc(LENGTH * 256);
let poolOffset = POOL.length;

export function newOrderId(): string {
  if (poolOffset + LENGTH > POOL.length) {
    randomFillSync(POOL);
    poolOffset = 0;
  }
  let id = 'ord_';
  for (let i = 0; i < LENGTH; i += 1) id += ALPHABET[(POOL[poolOffset + i] as number) & 31];
  poolOffset += LENGTH;
  return id;
}

export const ORDER_ID_PATTERN = /^ord_[0-9a-hjkmnp-tv-z]{20}$/;
