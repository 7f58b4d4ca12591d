import { DateTime } from 'luxon';
import { type Act, sayBefore } from './acts.js';
import { NO_CLOSED_DAYS } from '../orders/business-time.js';
import { wantedTimeProblem } from '../orders/decide-order.js';
import { explainProblem } from './next-step.js';
import type { TurnWork } from './turn-work.js';
import { atLocalTime } from './wall-clock.js';

// How the order's time is said at the end of a turn: a time moved, or heard in a number, said
// back; the hour asked of a part of the day; the earliest time given as the answer it is.

/** The acts of a turn, with the order's time said as the customer will expect to hear it. */
export function sayTimeAsHeard(work: TurnWork): void {
  sayTimeChanged(work);
  askHourOfPartOfDay(work);
  // "whats the earliest?": the earliest time is the answer, not a time of theirs refused.
  if (work.reading.asap) work.acts = work.acts.map((act) => (act.type === 'order_problem' && act.rejection.code === 'insufficient_notice' ? { ...act, soonestAsked: true } : act));
}

/**
 * "in the morning please" asked what time: understood, and the hour in the morning asked, never
 * "not understood" nor a product we lack.
 */
function askHourOfPartOfDay(work: TurnWork): void {
  const part = work.reading.partOfDay;
  const draft = work.state.draft;
  if (!part || draft.datetime) return;
  const asksTime = (act: Act) => act.type === 'ask_slot' && (act.slot === 'time' || act.slot === 'datetime');
  if (!work.acts.some(asksTime)) return;
  work.acts = work.acts.filter((act) => act.type !== 'not_understood');
  // "a carrot cake for tomorrow morning" at 7 PM: no hour that morning gives the cake its notice,
  // so the earliest time is said now, not after the customer picks an hour.
  const lastOfPart = draft.day ? atLocalTime(draft.day, PART_ENDS[part].hour, PART_ENDS[part].minute) : null;
  const { catalog, now, closedDays } = work.ctx;
  const problem = lastOfPart ? wantedTimeProblem(draft.items.map((item) => item.sku), lastOfPart, catalog, now, closedDays ?? NO_CLOSED_DAYS) : null;
  if (problem?.code === 'insufficient_notice') {
    work.acts = work.acts.filter((act) => !asksTime(act));
    explainProblem(work.state, work.ctx, work.acts, problem);
    return;
  }
  work.acts = work.acts.map((act) => (asksTime(act) ? { ...act, part } : act));
}

/** The last pickup time of each part of the day. */
const PART_ENDS = { morning: { hour: 12, minute: 0 }, afternoon: { hour: 17, minute: 0 }, evening: { hour: 19, minute: 45 } } as const;

/** Acts that already say the order's new time, or say why it cannot stand. */
const TIME_SAID = new Set<Act['type']>(['summary', 'order_problem', 'other_time_taken', 'time_taken_tomorrow', 'weekday_taken_next_week', 'notice_needed', 'two_orders', 'later_order_changed', 'placed', 'not_placed']);

/**
 * "actually can we do 4?" with 2 PM on the order, and the next question asked: the new time is
 * said, as a clerk would ("4 PM then"), so a time moved, or a number taken as the time, is never
 * taken in silence. The read-back says it anyway, and a time refused is explained instead.
 */
function sayTimeChanged(work: TurnWork): void {
  const at = work.state.draft.datetime;
  const moved = work.timeBefore !== null && at !== null && DateTime.fromISO(at).toMillis() !== DateTime.fromISO(work.timeBefore).toMillis();
  // A time heard in a count ("can we do 5?" asked the time) is said back however it came.
  const heard = work.acts.some((act) => act.type === 'time_changed');
  work.acts = work.acts.filter((act) => act.type !== 'time_changed');
  if (!at || !(moved || heard)) return;
  // Products taken with their time ("the red velvet, sunday at 3"): the read-back says the time.
  if (work.acts.some((act) => TIME_SAID.has(act.type) || act.type === 'items_added') || !work.acts.some((act) => act.type === 'ask_slot')) return;
  sayBefore(work.acts, 'ask_slot', { type: 'time_changed', at });
}
