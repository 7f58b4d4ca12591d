import { DateTime } from 'luxon';
import { BAKERY_ZONE, NO_CLOSED_DAYS } from '../orders/business-time.js';
import { wantedTimeProblem } from '../orders/decide-order.js';
import type { Act } from './acts.js';
import type { ConversationState } from './conversation-state.js';
import { lastMinuteOf, type TurnContext } from './next-step.js';
import { localDayOf } from './wall-clock.js';

// "a chocolate cake for friday at 2pm" sent on a Friday: people name today as "today", so a
// weekday that is today's, when today cannot be (the time has passed, or the cake needs more
// notice), is that day next week, as a clerk would take it. It is said, never silent, and the
// read-back shows the date.

/** Moves the order's day a week on when the weekday said is today's and today cannot be; true when moved. */
export function takeWeekdayNextWeek(state: ConversationState, ctx: TurnContext, acts: Act[]): boolean {
  const draft = state.draft;
  const today = ctx.now.setZone(BAKERY_ZONE).toISODate();
  const closedDays = ctx.closedDays ?? NO_CLOSED_DAYS;
  const day = draft.datetime ? localDayOf(draft.datetime) : draft.day;
  if (day !== today) return false;
  const wanted = draft.datetime ?? (draft.day ? lastMinuteOf(draft.day, closedDays) : null);
  if (!wanted) return false;
  const problem = wantedTimeProblem(draft.items.map((item) => item.sku), wanted, ctx.catalog, ctx.now, closedDays);
  if (problem?.code !== 'datetime_in_past' && problem?.code !== 'insufficient_notice') return false;
  if (draft.datetime) {
    draft.datetime = DateTime.fromISO(draft.datetime).setZone(BAKERY_ZONE).plus({ weeks: 1 }).toISO() as string;
    acts.push({ type: 'weekday_taken_next_week', at: draft.datetime });
  } else {
    draft.day = DateTime.fromISO(draft.day as string, { zone: BAKERY_ZONE }).plus({ weeks: 1 }).toISODate() as string;
    acts.push({ type: 'weekday_taken_next_week', at: draft.day });
  }
  return true;
}
