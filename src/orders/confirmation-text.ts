import type { DateTime } from 'luxon';
import { formatLocal } from './business-time.js';
import type { EscalationReason, PricedLine } from './decide-order.js';
import { formatUsd } from './money.js';
import type { PlacementState } from './order-states.js';

// The words relayed verbatim to customers. They state only what the catalog and the order say:
// no delivery times, no allergen-free claims, no invented prices. Every text ends with the
// catalog's allergen disclaimer.

export type ConfirmationFacts =
  | {
      kind: 'placed';
      status: PlacementState;
      orderId: string;
      lines: PricedLine[];
      totalCents: number;
      fulfillment: 'pickup' | 'delivery';
      requestedAt: DateTime;
      escalationReasons: EscalationReason[];
    }
  | { kind: 'duplicate'; earlierOrderId: string }
  /** A quote: the order read back before it is placed; nothing is stored and there is no id yet. */
  | {
      kind: 'quote';
      status: PlacementState;
      lines: PricedLine[];
      totalCents: number;
      fulfillment: 'pickup' | 'delivery';
      requestedAt: DateTime;
      escalationReasons: EscalationReason[];
    }
  | { kind: 'quote_duplicate'; earlierOrderId: string }
  | { kind: 'quote_rejected'; reason: string }
  /** reason: the error's words for customers (no field paths or endpoints). */
  | { kind: 'rejected'; reason: string }
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: 'retry_later' };

// The custom cake's starting price is the catalog's, as priced on this order's own line.
const reasonWords = (lines: PricedLine[]): Record<EscalationReason, string> => ({
  custom_cake: `it is a custom cake, which needs a consultation and the owner's approval (the price starts at ${formatUsd(
    lines.find((line) => line.category === 'custom-cake')?.unit_price_cents ?? 0,
  )} and is set in the consultation)`,
  total_over_limit: 'the total is above 200.00 USD',
  allergy_notes: 'you told us about an allergy, and staff review every order with allergy notes',
  delivery: 'delivery depends on your area and is confirmed by staff',
  placed_overnight: 'it was placed after hours',
});

function escalationWords(reasons: EscalationReason[], lines: PricedLine[]): string {
  return reasons
    .filter((reason) => reason !== 'placed_overnight')
    .map((reason) => reasonWords(lines)[reason])
    .join('; and ');
}

function describeLines(lines: PricedLine[]): string {
  return lines
    .map((line) => `${line.qty} x ${line.name} (${line.size}) ${formatUsd(line.line_total_cents)}`)
    .join('; ');
}

function describeFulfillment(fulfillment: 'pickup' | 'delivery', requestedAt: DateTime): string {
  if (fulfillment === 'pickup') return `Pickup at the bakery on ${formatLocal(requestedAt)} Central Time.`;
  return `Requested for delivery on ${formatLocal(requestedAt)} Central Time; staff will confirm whether and when we can deliver, and no delivery time is promised until they do.`;
}

export function confirmationText(facts: ConfirmationFacts, allergenDisclaimer: string): string {
  return `${body(facts)} ${allergenDisclaimer}`;
}

function body(facts: ConfirmationFacts): string {
  switch (facts.kind) {
    case 'placed': {
      const summary = `${describeLines(facts.lines)}. Estimated total ${formatUsd(facts.totalCents)}. ${describeFulfillment(facts.fulfillment, facts.requestedAt)}`;
      if (facts.status === 'confirmed') return `Your order ${facts.orderId} is confirmed: ${summary}`;
      if (facts.status === 'held_overnight') {
        return `We received your order ${facts.orderId} after hours. Staff will confirm it after 8 AM Central Time. ${summary}`;
      }
      return `We received your order ${facts.orderId}. It is not confirmed yet: staff will review it because ${escalationWords(facts.escalationReasons, facts.lines)}. ${summary}`;
    }
    case 'quote': {
      const summary = `${describeLines(facts.lines)}. Estimated total ${formatUsd(facts.totalCents)}. ${describeFulfillment(facts.fulfillment, facts.requestedAt)}`;
      const outcome =
        facts.status === 'confirmed'
          ? 'Once placed, it will be confirmed.'
          : facts.status === 'held_overnight'
            ? 'Placed now, after hours, it will be confirmed by staff after 8 AM Central Time.'
            : `Once placed, it will not be confirmed straight away: staff will review it because ${escalationWords(facts.escalationReasons, facts.lines)}.`;
      return `This order has not been placed yet. ${summary} ${outcome}`;
    }
    case 'quote_duplicate':
      return `This is the same order as ${facts.earlierOrderId}, placed moments ago; placing it again would not make a new order.`;
    case 'quote_rejected':
      return `This order cannot be placed as it is. ${facts.reason}`;
    case 'duplicate':
      return `This is the same order as ${facts.earlierOrderId}, placed moments ago, so we did not place it again.`;
    case 'rejected':
      return `We could not place this order. ${facts.reason}`;
    case 'rate_limited':
      return `We are receiving too many orders from you right now. Please try again in ${facts.retryAfterSeconds} seconds.`;
    case 'retry_later':
      return 'We could not take this order right now. Please try again in a moment.';
  }
}
