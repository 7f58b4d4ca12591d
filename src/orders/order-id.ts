import { randomBytes } from 'node:crypto';

// 100 random bits in Crockford base32 (no i, l, o, u): unguessable, never sequential, and easy
// to read out over the phone.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 20;

export function newOrderId(): string {
  const bytes = randomBytes(LENGTH);
  let id = 'ord_';
  for (let i = 0; i < LENGTH; i += 1) id += ALPHABET[(bytes[i] as number) & 31];
  return id;
}

export const ORDER_ID_PATTERN = /^ord_[0-9a-hjkmnp-tv-z]{20}$/;
