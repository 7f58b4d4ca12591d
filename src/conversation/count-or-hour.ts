import { DateTime } from 'luxon';
import { BAKERY_ZONE } from '../orders/business-time.js';
import type { ConversationState } from './conversation-state.js';
import type { TurnContext } from './next-step.js';
import { atLocalTime, localDayOf } from './wall-clock.js';

// A number said of an order already timed may be how many or what time: "make it 11" is 11
// o'clock, "can we do 3 instead?" of one cake at 2 PM could be either, and is asked.

/**
 * "can we do 3 instead?" at the read-back of one cake at 2 PM: three cakes, or 3 PM? Both are
 * likely, so it is asked. Only for one whole cake timed in the afternoon, and 2 or 3, hours the
 * bakery is open; the line and the time it would be, or null.
 */
export function countOrHour(state: ConversationState, count: number, ctx: TurnContext): { sku: string; hour: number; at: string } | null {
  const [only] = state.draft.items;
  if (state.draft.items.length !== 1 || !only || only.qty !== 1 || !state.draft.datetime || (count !== 2 && count !== 3)) return null;
  if (ctx.index.productsById.get(only.sku)?.category !== 'whole-cake') return null;
  const at = DateTime.fromISO(state.draft.datetime).setZone(BAKERY_ZONE);
  if (at.hour < 12 || at.hour === count + 12) return null;
  const when = atLocalTime(localDayOf(state.draft.datetime), count + 12, 0);
  return when ? { sku: only.sku, hour: count + 12, at: when } : null;
}

/**
 * "make it 11" with one whole cake for 10 AM on the order: 11 o'clock, as a clerk would hear it,
 * not eleven cakes. Only for a cake or two already timed, and a number that is an hour the bakery
 * is open (8 to 11 in the morning, 12, 1 to 7 in the afternoon); the hour, or null.
 */
export function hourMeantByCount(state: ConversationState, count: number, ctx: TurnContext): number | null {
  const latest = state.draft.items[state.draft.items.length - 1];
  const category = latest ? ctx.index.productsById.get(latest.sku)?.category : undefined;
  // "can we do 2?" asked what time on the day given: the time asked for, whatever the order.
  const timeAsked = state.awaiting === 'time' && state.draft.day !== null && !state.draft.datetime;
  if (timeAsked) return count >= 1 && count <= 12 ? (count >= 8 || count === 12 ? count : count + 12) : null;
  if (!state.draft.datetime || !latest || latest.qty > 2 || (category !== 'whole-cake' && category !== 'custom-cake')) return null;
  if (count < 4 || count > 12) return null;
  return count >= 8 ? count : count + 12;
}
