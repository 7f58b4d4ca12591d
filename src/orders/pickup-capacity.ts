import { DateTime } from 'luxon';
import type { Capacity } from '../settings/bakery-settings.js';
import { BAKERY_ZONE, bakeryDay, formatLocal, hoursOn, type OpeningRules } from './business-time.js';
import type { AcceptedOrder } from './decide-order.js';

// The owner's pickup capacity as plain rules: which 15-minute slot an order takes, how many whole
// and custom cakes it needs from the kitchen, whether the day still has room, and the nearest
// slots that do when one is full. The counts come from the database, in the insert's transaction.

export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;

/** Slot number: 15-minute steps since the epoch (Central offsets are whole hours, so slots start at :00, :15, :30, :45). */
export const slotOf = (instantMs: number): number => Math.floor(instantMs / SLOT_MS);
export const slotStart = (slot: number): DateTime => DateTime.fromMillis(slot * SLOT_MS, { zone: 'utc' });

/** Whole and custom cakes in an order: what the kitchen's daily limit counts. */
export function cakesIn(order: Pick<AcceptedOrder, 'lines'>): number {
  return order.lines.filter((line) => line.category === 'whole-cake' || line.category === 'custom-cake').reduce((sum, line) => sum + line.qty, 0);
}

/** The bakery day around an instant, as UTC bounds [start, end). */
export function dayBounds(instant: DateTime): { day: string; start: Date; end: Date } {
  const local = instant.setZone(BAKERY_ZONE).startOf('day');
  return { day: bakeryDay(instant), start: local.toJSDate(), end: local.plus({ days: 1 }).toJSDate() };
}

/** Orders taken per pickup slot that day, and whole and custom cakes that day, counted in the insert's transaction. */
export type DayLoad = { ordersBySlot: Map<number, number>; cakes: number };

export type CapacityCheck = { ok: true } | { ok: false; full: 'slot' | 'day' };

export function checkCapacity(order: Pick<AcceptedOrder, 'lines' | 'fulfillment' | 'requestedAt'>, capacity: Capacity, load: DayLoad): CapacityCheck {
  const cakes = cakesIn(order);
  if (capacity.cakesPerDay !== null && cakes > 0 && load.cakes + cakes > capacity.cakesPerDay) return { ok: false, full: 'day' };
  if (capacity.ordersPerSlot !== null && order.fulfillment === 'pickup') {
    const taken = load.ordersBySlot.get(slotOf(order.requestedAt.toMillis())) ?? 0;
    if (taken >= capacity.ordersPerSlot) return { ok: false, full: 'slot' };
  }
  return { ok: true };
}

export const capacityApplies = (capacity: Capacity | null | undefined): capacity is Capacity =>
  Boolean(capacity && (capacity.ordersPerSlot !== null || capacity.cakesPerDay !== null));

export type SlotOffer = { at: string; text: string };

/**
 * Up to `count` slots the same day, nearest to the one asked for first (the earlier of two as near), in business hours, with
 * room, that `acceptable` allows (notice, not in the past): what a customer refused a full slot can take.
 */
export function nearestOpenSlots(
  requestedAt: DateTime,
  perSlot: number,
  load: DayLoad,
  rules: OpeningRules,
  acceptable: (at: DateTime) => boolean,
  count = 3,
): SlotOffer[] {
  const day = bakeryDay(requestedAt);
  const hours = hoursOn(day, rules);
  if (!hours) return [];
  const midnight = requestedAt.setZone(BAKERY_ZONE).startOf('day');
  const asked = slotOf(requestedAt.toMillis());
  const candidates: number[] = [];
  for (let minute = hours.opens; minute < hours.closes; minute += SLOT_MINUTES) {
    const local = minute >= 1440 ? midnight.plus({ days: 1 }) : midnight.set({ hour: Math.floor(minute / 60), minute: minute % 60 });
    const slot = slotOf(local.toMillis());
    if (slot !== asked && (load.ordersBySlot.get(slot) ?? 0) < perSlot) candidates.push(slot);
  }
  return candidates
    .sort((a, b) => Math.abs(a - asked) - Math.abs(b - asked) || a - b)
    .map(slotStart)
    .filter(acceptable)
    .slice(0, count)
    .map((at) => ({ at: at.setZone(BAKERY_ZONE).toISO() as string, text: formatLocal(at) }));
}
