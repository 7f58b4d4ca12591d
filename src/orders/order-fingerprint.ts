import { hash } from 'node:crypto';
import type { AcceptedOrder } from './decide-order.js';

/**
 * What makes two orders "identical" for deduplication (spec 8): the normalized phone, the items
 * (order-insensitive), the fulfillment and the requested instant (and the allergy note and the
 * delivery address).
 */
export function orderFingerprint(order: AcceptedOrder): string {
  const items = order.lines
    .map((line) => [line.sku, line.size, line.qty, line.notes ?? ''].join('\u0000'))
    .sort();
  // The allergy note and the address are part of the identity too: a repeat that adds a note or
  // corrects the address must reach staff, never be swallowed as a duplicate of the order without
  // it. Case and spacing do not make a new address.
  const address = order.address?.toLowerCase().replace(/\s+/g, ' ') ?? '';
  const material = JSON.stringify([order.phone, items, order.fulfillment, order.requestedAt.toMillis(), order.allergyNotes ?? '', address]);
  // One-shot hash: no Hash object per order (this runs on every order placed).
  return hash('sha256', material, 'base64url');
}

/** Identity of a request body for idempotency: the same key with another body is a conflict. */
export function requestHash(body: unknown): string {
  return hash('sha256', canonicalJson(body), 'base64url');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, field]) => key !== 'idempotency_key' && field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
