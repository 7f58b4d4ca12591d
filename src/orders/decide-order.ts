import { DateTime } from 'luxon';
import type { Catalog, Product, Size } from '../catalog/catalog-schema.js';
import { AppError, appError, errorFrom, type Rejection, rejectionOf } from '../errors.js';
import { mentionsAllergy } from './allergy-mention.js';
import { BAKERY_ZONE, bakeryDay, calendarOf, closedDayDetail, closedDayOf, firstOpenMoment, formatDay, formatLocal, isDaytime, isWithinBusinessHours, NO_CLOSED_DAYS, openMinutesWords, type OpeningRules, parseRequestedTime } from './business-time.js';
import type { Channel, CreateOrderInput } from './order-schemas.js';
import { LIMITS } from './order-schemas.js';
import type { PlacementState } from './order-states.js';
import { normalizePhone } from './phone.js';
import { defaultSize, unitPriceCents } from './pricing.js';

// The order rules of spec sections 1, 3, 4.4 and 8 as one plain function:
// (request, catalog, clock, the owner's closed days and special hours) -> decision. No HTTP and no database in here.

export const ESCALATION_REASONS = [
  'custom_cake',
  'total_over_limit',
  'allergy_notes',
  'delivery',
  'placed_overnight',
] as const;
export type EscalationReason = (typeof ESCALATION_REASONS)[number];

export type PricedLine = {
  sku: string;
  name: string;
  category: Product['category'];
  size: Size;
  qty: number;
  unit_price_cents: number;
  line_total_cents: number;
  notes: string | null;
};

export type AcceptedOrder = {
  outcome: 'accepted';
  status: PlacementState;
  escalationReasons: EscalationReason[];
  lines: PricedLine[];
  totalCents: number;
  customer: string;
  phone: string;
  fulfillment: 'pickup' | 'delivery';
  address: string | null;
  requestedAt: DateTime;
  allergyNotes: string | null;
  channel: Channel;
  catalogVersion: string;
};

export type RejectedOrder = { outcome: 'rejected'; error: AppError; totalCents: number };

export type OrderDecision = AcceptedOrder | RejectedOrder;

export function decideOrder(input: CreateOrderInput, catalog: Catalog, now: DateTime, closedDays: OpeningRules = NO_CLOSED_DAYS): OrderDecision {
  let totalCents = 0;
  try {
    const priced = priceLines(input, catalog);
    const lines = priced.map(({ line }) => line);
    totalCents = lines.reduce((sum, line) => sum + line.line_total_cents, 0);
    const phone = normalizePhone(input.phone);
    if (!phone) throw appError('phone_invalid');
    const fulfillment = input.fulfillment ?? 'pickup';
    const address = input.address ?? null;
    // "Slices are same-day, in store" (spec 1): a slice is picked up, never delivered.
    if (fulfillment === 'delivery') {
      const slice = lines.findIndex((line) => line.category === 'slice');
      const line = lines[slice];
      if (line) throw appError('slice_pickup_only', { index: slice, sku: line.sku, name: line.name });
    }
    if (fulfillment === 'delivery' && !address) throw appError('address_required');
    if (fulfillment === 'pickup' && address) throw appError('address_not_for_pickup');
    const checked = checkRequestedTime(input.datetime ?? null, priced, now, closedDays);
    if ('problem' in checked) throw errorFrom(checked.problem);
    const requestedAt = checked.at;
    const allergyNotes = input.allergy_notes ?? null;

    const escalationReasons: EscalationReason[] = [];
    if (lines.some((line) => line.category === 'custom-cake')) escalationReasons.push('custom_cake');
    if (totalCents > LIMITS.autoConfirmCeilingCents) escalationReasons.push('total_over_limit');
    // Spec 4.4.3 puts allergies in allergy_notes, but a customer's own words in a cake note must
    // not slip past staff either.
    if (allergyNotes || lines.some((line) => line.notes !== null && mentionsAllergy(line.notes))) escalationReasons.push('allergy_notes');
    if (fulfillment === 'delivery') escalationReasons.push('delivery');
    const overnight = !isDaytime(now);
    if (overnight) escalationReasons.push('placed_overnight');

    // A person must look at anything with a reason other than the hour; that review also covers
    // the overnight hold, so needs_approval wins over held_overnight.
    const status: PlacementState =
      escalationReasons.length > (overnight ? 1 : 0) ? 'needs_approval' : overnight ? 'held_overnight' : 'confirmed';

    return {
      outcome: 'accepted',
      status,
      escalationReasons,
      lines,
      totalCents,
      customer: input.customer,
      phone,
      fulfillment,
      address: fulfillment === 'delivery' ? address : null,
      requestedAt,
      allergyNotes,
      channel: input.channel ?? 'web',
      catalogVersion: catalog.version,
    };
  } catch (error) {
    if (error instanceof AppError) return { outcome: 'rejected', error, totalCents };
    throw error;
  }
}

/** Each line priced from the catalog, with the notice its product needs. */
function priceLines(input: CreateOrderInput, catalog: Catalog): Array<{ line: PricedLine; leadTimeHours: number }> {
  return input.items.map((item, index) => {
    const product = catalog.products.find((candidate) => candidate.id === item.sku);
    if (!product) throw appError('unknown_sku', { index, sku: item.sku });
    if (product.category === 'beverage') throw appError('beverage_not_orderable', { index, sku: product.id, name: product.name });
    if (!product.available) throw appError('sku_unavailable', { index, sku: product.id, name: product.name });
    const size = item.size ?? defaultSize(product);
    const unit = unitPriceCents(product, size);
    if (unit === null) {
      throw appError('size_not_offered', { index, sku: product.id, name: product.name, size, sizes: [...product.sizes] });
    }
    const line: PricedLine = {
      sku: product.id,
      name: product.name,
      category: product.category,
      size,
      qty: item.qty,
      unit_price_cents: unit,
      line_total_cents: unit * item.qty,
      notes: item.notes ?? null,
    };
    return { line, leadTimeHours: product.lead_time_hours };
  });
}

/**
 * The time rules alone (past, horizon, business hours, closed days, notice) for the products named:
 * a conversation checks the wanted time as soon as it knows it, before it has a name or a phone.
 */
export function wantedTimeProblem(skus: string[], datetime: string, catalog: Catalog, now: DateTime, closedDays: OpeningRules = NO_CLOSED_DAYS): Rejection | null {
  const priced = skus.flatMap((sku) => {
    const product = catalog.products.find((candidate) => candidate.id === sku);
    return product ? [{ line: { sku: product.id, name: product.name }, leadTimeHours: product.lead_time_hours }] : [];
  });
  if (priced.length === 0) return null;
  const checked = checkRequestedTime(datetime, priced, now, closedDays);
  return 'problem' in checked ? checked.problem : null;
}

// A customer asking for "now" reaches us a moment later; this much lateness is not "in the past".
const PAST_GRACE_MINUTES = 5;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// Plain millisecond arithmetic: luxon's Duration maths is the costliest part of an order.
// The conversation checks times several times a message: a problem is returned, not thrown (an
// Error captures a stack, which showed in the profile of every SMS turn).
function checkRequestedTime(
  datetime: string | null,
  priced: Array<{ line: Pick<PricedLine, 'sku' | 'name'>; leadTimeHours: number }>,
  now: DateTime,
  closedDays: OpeningRules,
): { at: DateTime } | { problem: Rejection } {
  if (!datetime) return { problem: rejectionOf('datetime_required') };
  let requestedAt: DateTime;
  try {
    requestedAt = parseRequestedTime(datetime);
  } catch (error) {
    if (error instanceof AppError) return { problem: error.rejection };
    throw error;
  }
  const requested = requestedAt.toMillis();
  const nowMs = now.toMillis();
  if (requested < nowMs - PAST_GRACE_MINUTES * MINUTE_MS) return { problem: rejectionOf('datetime_in_past') };
  if (requested > nowMs + LIMITS.maxDaysAhead * DAY_MS) return { problem: rejectionOf('datetime_too_far_ahead', { days: LIMITS.maxDaysAhead }) };
  if (!isWithinBusinessHours(requestedAt, closedDays)) {
    const special = calendarOf(closedDays).specialHours.get(bakeryDay(requestedAt));
    const local = formatLocal(requestedAt);
    return { problem: rejectionOf('outside_business_hours', special ? { local, specialHours: `${openMinutesWords(special)} on ${formatDay(bakeryDay(requestedAt))}` } : { local }) };
  }
  const closedDay = closedDayOf(requestedAt, closedDays);
  if (closedDay) return { problem: rejectionOf('bakery_closed', closedDayDetail(closedDay, closedDays)) };
  // The longest notice in the order decides: the earliest time named must suit every item.
  const { line, leadTimeHours: hours } = priced.reduce((longest, item) => (item.leadTimeHours > longest.leadTimeHours ? item : longest));
  // Notice counts from the minute of placement, since times are said to the minute: an order
  // placed at 10:00:40 for 10:00 tomorrow has its 24 hours.
  const placedMinute = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS;
  if (hours > 0 && requested < placedMinute + hours * HOUR_MS) {
    const soonest = DateTime.fromMillis(placedMinute + hours * HOUR_MS, { zone: 'utc' });
    const earliest = firstOpenMoment(soonest, closedDays);
    return { problem: rejectionOf('insufficient_notice', {
      sku: line.sku,
      name: line.name,
      hours,
      earliest: earliest.setZone(BAKERY_ZONE).toISO() as string,
      earliestText: formatLocal(earliest),
    }) };
  }
  return { at: requestedAt };
}
