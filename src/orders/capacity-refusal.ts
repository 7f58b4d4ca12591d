import type { DateTime } from 'luxon';
import type { Catalog } from '../catalog/catalog-schema.js';
import { type AppError, appError } from '../errors.js';
import { BAKERY_ZONE, bakeryDay, formatDay, formatLocal, type OpeningRules } from './business-time.js';
import { type AcceptedOrder, wantedTimeProblem } from './decide-order.js';
import { type DayLoad, nearestOpenSlots, slotOf, slotStart } from './pickup-capacity.js';

// Why a full day or slot refused an order, with the nearest slots that day that still have room.
// Placing an order answers with it; the OpenAPI examples and the agent guide show it, made here.

export type CapacityContext = { skus: string[]; perSlot: number; rules: OpeningRules; catalog: Catalog; now: DateTime };

export function capacityRefusal(stored: { full: 'slot' | 'day'; load: DayLoad }, order: AcceptedOrder, context: CapacityContext): AppError<'pickup_slot_full' | 'kitchen_full'> {
  if (stored.full === 'day') {
    const day = bakeryDay(order.requestedAt);
    return appError('kitchen_full', { day, dayText: formatDay(day) });
  }
  // Only times the order could be placed for: in hours, not past, with the notice its items need.
  const acceptable = (at: DateTime) => wantedTimeProblem(context.skus, at.toISO() as string, context.catalog, context.now, context.rules) === null;
  const alternatives = nearestOpenSlots(order.requestedAt, context.perSlot, stored.load, context.rules, acceptable);
  const slot = slotStart(slotOf(order.requestedAt.toMillis()));
  return appError('pickup_slot_full', { slot: slot.setZone(BAKERY_ZONE).toISO() as string, slotText: formatLocal(slot), alternatives });
}
