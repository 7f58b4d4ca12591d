import { DateTime } from 'luxon';
import { anOrder } from '../../helpers/test-app.js';

// The real server runs on the real clock, so the fake-clock datetime of anOrder() will not do.

/** Tomorrow at 2 PM bakery time (America/Chicago), with its offset: inside business hours. */
export function tomorrowAt2pmChicago(): string {
  const iso = DateTime.now()
    .setZone('America/Chicago')
    .plus({ days: 1 })
    .set({ hour: 14, minute: 0, second: 0, millisecond: 0 })
    .toISO({ suppressMilliseconds: true });
  if (!iso) throw new Error('could not build tomorrow 2 PM');
  return iso;
}

/** A valid slice order (no lead time) for tomorrow 2 PM, with the given overrides. */
export function aLiveOrder(overrides: Record<string, unknown> = {}) {
  return anOrder({ items: [{ sku: 'chocolate-fudge-slice', qty: 2 }], datetime: tomorrowAt2pmChicago(), ...overrides });
}

export type OrderResultBody = {
  status: 'confirmed' | 'needs_approval' | 'held_overnight' | 'duplicate' | 'rejected';
  order_id: string | null;
  estimated_total_usd: number;
  confirmation_text: string;
  error?: string;
  error_code?: string;
  escalation_reasons: string[];
  duplicate_of?: string;
};

export type OrderResponse = { httpStatus: number; body: OrderResultBody };

/** Statuses of a newly stored order. */
export const PLACED_STATUSES = ['confirmed', 'held_overnight', 'needs_approval'] as const;

export async function postOrder(baseUrl: string, body: unknown, headers: Record<string, string> = {}): Promise<OrderResponse> {
  const response = await fetch(`${baseUrl}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { httpStatus: response.status, body: (await response.json()) as OrderResultBody };
}
