import type { Allergen, Catalog } from '../catalog/catalog-schema.js';
import type { Rejection } from '../errors.js';
import { allergensNamed } from '../orders/allergy-mention.js';
import { holidayWithoutHours } from '../orders/holidays.js';
import { BAKERY_ZONE, calendarOf, closedDayDetail, firstOpenMoment, formatLocal, hoursOn, NO_CLOSED_DAYS, type OpeningRules } from '../orders/business-time.js';
import { decideOrder, wantedTimeProblem } from '../orders/decide-order.js';
import type { Channel, CreateOrderInput } from '../orders/order-schemas.js';
import { DateTime } from 'luxon';
import { type Act, sayBefore } from './acts.js';
import { type ConversationState, draftKey, isSlice } from './conversation-state.js';
import { flavourStem, offer } from './draft-edits.js';
import type { MenuIndex } from './menu-index.js';
import { atLocalTime } from './wall-clock.js';

// What to ask next, once a message has been folded into the draft: the one missing detail, or
// the summary to confirm. The core's own rules are asked as soon as they can be (a closed day, a
// time already past, too little notice), so the customer fixes them before giving the rest.

/** Time the customer has to accept a proposed pickup time before it, too, is too soon. */
const PROPOSAL_SLACK_MINUTES = 10;

function roundedUpToQuarterHour(instant: DateTime): DateTime {
  const quarter = 15 * 60_000;
  return DateTime.fromMillis(Math.ceil(instant.toMillis() / quarter) * quarter, { zone: instant.zone });
}

export type TurnContext = {
  catalog: Catalog;
  index: MenuIndex;
  now: DateTime;
  channel: Channel;
  /** The sender's phone in E.164 when the channel knows it (SMS, WhatsApp, voice). */
  phone: string | null;
  /** Days the bakery is closed and special hours (the owner's settings); none when absent. */
  closedDays?: OpeningRules;
  /** Set while the owner has paused online ordering. */
  paused?: { resumeAt: string | null } | null;
};

export function orderInput(state: ConversationState, ctx: TurnContext): CreateOrderInput {
  const draft = state.draft;
  return {
    customer: draft.name ?? '',
    phone: draft.phone ?? ctx.phone ?? '',
    items: draft.items.map((item) => ({ sku: item.sku, qty: item.qty, ...(item.size ? { size: item.size } : {}), ...(item.notes ? { notes: item.notes } : {}) })),
    fulfillment: draft.fulfillment ?? 'pickup',
    address: draft.fulfillment === 'delivery' ? draft.address : null,
    datetime: draft.datetime,
    allergy_notes: draft.allergyNotes,
    channel: ctx.channel,
  };
}

/** Appends the next question (or the summary) to `acts` and records what is awaited. */
export function nextStep(state: ConversationState, ctx: TurnContext, acts: Act[], depth = 0): void {
  const draft = state.draft;
  const ask = (slot: Extract<Act, { type: 'ask_slot' }>['slot'], day: string | null = null) => {
    state.awaiting = slot;
    acts.push(day ? { type: 'ask_slot', slot, day } : { type: 'ask_slot', slot });
  };
  if (ctx.paused) {
    // The draft is kept for when ordering resumes; nothing is asked that would lead to an order.
    state.awaiting = null;
    if (!acts.some((act) => act.type === 'ordering_paused')) acts.push({ type: 'ordering_paused', resumeAt: ctx.paused.resumeAt });
    return;
  }
  if (state.offer?.kind === 'choose') {
    // "a slice at 8:30 tonight" with the bakery closing at 8: the hours are said before "which one?".
    const closed = draft.datetime && depth === 0 ? wantedTimeProblem(state.offer.skus.slice(0, 1), draft.datetime, ctx.catalog, ctx.now, ctx.closedDays ?? NO_CLOSED_DAYS) : null;
    if (closed?.code === 'outside_business_hours') {
      sayBefore(acts, 'offer_choices', { type: 'order_problem', rejection: closed });
      draft.day = DateTime.fromISO(draft.datetime as string).setZone(BAKERY_ZONE).toISODate();
      draft.datetime = null;
    }
    state.awaiting = 'choice';
    const { reason, phrase, skus, qty } = state.offer;
    if (reason === 'category') noticeBeforeChoice(state, ctx, acts, skus);
    if (!acts.some((act) => act.type === 'offer_choices')) acts.push({ type: 'offer_choices', reason, phrase, skus, qty });
    return;
  }
  // "2 choc, 1 lemon" → "whole or slice?" about the chocolate → "whole": now the lemon.
  // A flavour put on the order some other way since ("whole red velvet, and 2 lemon slices") is not asked about.
  state.askFormOf = state.askFormOf.filter((choice) => !draft.items.some((item) => choice.skus.includes(item.sku)));
  const pending = state.askFormOf.shift();
  if (pending) return offer(state, 'form', pending.skus, pending.qty, pending.size, null, acts);
  // "Would you like to order?" was just asked about the product quoted: not asked again in other words.
  if (draft.items.length === 0) return acts.some((act) => act.type === 'invite_order') ? undefined : ask('items');
  // "10 slices: chocolate, lemon and carrot": how many of each, before anything else, asked once.
  if (state.askShareOf) {
    const share = { ...state.askShareOf, skus: state.askShareOf.skus.filter((sku) => draft.items.some((item) => item.sku === sku)) };
    if (share.skus.length < 2) state.askShareOf = null;
    else {
      state.awaiting = 'quantity';
      acts.push({ type: 'ask_slot', slot: 'quantity', share });
      return;
    }
  }
  // "some red velvet slices": how many, before anything else, until the customer answers.
  if (askAboutLine(state, acts, 'askQuantityOf', 'quantity')) return;
  // Still waiting to hear whether slices asked to be delivered will be picked up instead.
  if (state.awaiting === 'pickup_only' && !draft.fulfillment && draft.items.some(isSlice)) {
    acts.push({ type: 'slices_pickup_only' });
    return;
  }
  // "ok take off the slices then", as asked for a delivery: the delivery wanted goes on.
  if (state.awaiting === 'pickup_only' && !draft.fulfillment && draft.address && draft.items.length > 0 && !draft.items.some(isSlice)) {
    draft.fulfillment = 'delivery';
    state.awaiting = null;
  }
  const closedDays = ctx.closedDays ?? NO_CLOSED_DAYS;
  // "a vanilla cake today at 4" was too soon; "slices then" makes 4 o'clock good again.
  if (!draft.datetime && !draft.day && state.refusedTime) {
    if (!wantedTimeProblem(draft.items.map((item) => item.sku), state.refusedTime, ctx.catalog, ctx.now, closedDays)) {
      draft.datetime = state.refusedTime;
      state.proposedTime = null;
    }
  }
  // "a custom cake for sunday" was too soon; "a vanilla cake instead" makes Sunday good again.
  if (!draft.datetime && !draft.day && state.refusedDay) {
    const lastMinute = lastMinuteOf(state.refusedDay, closedDays);
    if (lastMinute && !wantedTimeProblem(draft.items.map((item) => item.sku), lastMinute, ctx.catalog, ctx.now, closedDays)) {
      draft.day = state.refusedDay;
      state.proposedTime = null;
    }
  }
  if (draft.datetime || draft.day) {
    state.refusedTime = null;
    state.refusedDay = null;
  }
  if (draft.day && calendarOf(closedDays).closedDays.has(draft.day)) {
    return explainProblem(state, ctx, acts, { code: 'bakery_closed', detail: closedDayDetail(draft.day, closedDays) }, depth);
  }
  if (draft.datetime) {
    const problem = wantedTimeProblem(draft.items.map((item) => item.sku), draft.datetime, ctx.catalog, ctx.now, closedDays);
    if (problem) return explainProblem(state, ctx, acts, problem, depth);
  }
  if (!draft.datetime && draft.day) {
    // "a whole cake today": if even closing time that day is too soon, said now, not after the time.
    const closing = lastMinuteOf(draft.day, closedDays);
    const problem = closing ? wantedTimeProblem(draft.items.map((item) => item.sku), closing, ctx.catalog, ctx.now, closedDays) : null;
    // "next August, the fourteenth": more than the days ahead taken, said before anything else is asked.
    if (problem?.code === 'insufficient_notice' || problem?.code === 'datetime_too_far_ahead') return explainProblem(state, ctx, acts, problem, depth);
  }
  // The earliest time offered still stands while the customer answers something else ("pickup").
  if (!draft.datetime && !draft.day && state.proposedTime) {
    state.awaiting = 'datetime';
    acts.push({ type: 'ask_slot', slot: 'datetime', proposed: state.proposedTime });
    return;
  }
  // "a custom cake": which size, before the time, once the notice is settled.
  if (askAboutLine(state, acts, 'askSizeOf', 'size')) return;
  // "2 slices for tonight" at 9:30 PM: today is over; another day is asked for.
  if (!draft.datetime && draft.day && draft.day === ctx.now.setZone(BAKERY_ZONE).toISODate()) {
    const closing = lastMinuteOf(draft.day, closedDays);
    if (!closing || DateTime.fromISO(closing) < ctx.now) {
      draft.day = null;
      acts.push({ type: 'closed_for_today' });
    }
  }
  // Slices asked to be delivered: said at once, before anything else is asked about the delivery.
  if (draft.fulfillment === 'delivery' && draft.items.some(isSlice)) {
    draft.fulfillment = null;
    state.awaiting = 'pickup_only';
    acts.push({ type: 'slices_pickup_only' });
    return;
  }
  if (!draft.datetime) return draft.day ? ask('time', draft.day) : ask('datetime');
  // Slices are sold in the bakery only (spec 1): an order of slices is picked up, no question asked.
  if (!draft.fulfillment && draft.items.every(isSlice)) draft.fulfillment = 'pickup';
  if (!draft.fulfillment) return ask('fulfillment');
  if (draft.fulfillment === 'delivery' && !draft.address) return ask('address');
  if (!draft.name) return ask('name');
  if (!ctx.phone && !draft.phone) return ask('phone');
  const decision = decideOrder(orderInput(state, ctx), ctx.catalog, ctx.now, closedDays);
  if (decision.outcome === 'rejected') return explainProblem(state, ctx, acts, decision.error.rejection, depth);
  state.awaiting = 'confirm';
  // The same order sent again just after placing it: said, so a yes is a choice, not an accident.
  if (state.lastOrderId && state.lastPlacedKey === draftKey(draft) && !acts.some((act) => act.type === 'same_as_placed')) acts.push({ type: 'same_as_placed', orderId: state.lastOrderId });
  acts.push({
    type: 'summary',
    summary: {
      lines: decision.lines,
      totalCents: decision.totalCents,
      fulfillment: decision.fulfillment,
      at: decision.requestedAt.toISO() as string,
      address: decision.address,
      name: decision.customer,
      phone: decision.phone,
      phoneGiven: draft.phone !== null && draft.phone !== ctx.phone,
      holiday: holidayOfOrder(decision.requestedAt.setZone(BAKERY_ZONE).toISODate() as string, closedDays),
      hasAllergyNote: decision.allergyNotes !== null,
      allergensNamedListed: allergensNamedListed(draft, ctx),
      needsApproval: decision.status === 'needs_approval',
    },
  });
}

/** How many, or which size, of a line still on the order: asked, and true; a line since removed is forgotten. */
function askAboutLine(state: ConversationState, acts: Act[], pending: 'askQuantityOf' | 'askSizeOf', slot: 'quantity' | 'size'): boolean {
  const sku = state[pending];
  if (!sku) return false;
  if (!state.draft.items.some((item) => item.sku === sku)) {
    state[pending] = null;
    return false;
  }
  state.awaiting = slot;
  acts.push(slot === 'quantity' && state.quantityAskedAgain ? { type: 'ask_slot', slot, sku, again: true } : { type: 'ask_slot', slot, sku });
  return true;
}

/** The last minute the bakery is open on a day, or null when it is closed. */
export function lastMinuteOf(day: string, closedDays: OpeningRules): string | null {
  const hours = hoursOn(day, closedDays);
  return hours ? atLocalTime(day, Math.floor((hours.closes - 1) / 60), (hours.closes - 1) % 60) : null;
}

/** A time to offer for a yes, a little after the core's earliest, so it stays good while the customer answers. */
/** "if I order now, what's the earliest?": when the product could be ready, ordered now; null when it needs no notice. */
export function earliestReady(sku: string, ctx: TurnContext): string | null {
  const problem = wantedTimeProblem([sku], ctx.now.toISO() as string, ctx.catalog, ctx.now, ctx.closedDays ?? NO_CLOSED_DAYS);
  return problem?.code === 'insufficient_notice' ? (proposalAfter(problem.detail.earliest, ctx).toISO() as string) : null;
}

function proposalAfter(earliest: string, ctx: TurnContext): DateTime {
  // The opening time itself ("Sunday 8 AM") stays good while the customer answers: no slack added.
  const at = DateTime.fromISO(earliest).setZone(BAKERY_ZONE);
  const hours = hoursOn(at.toISODate() as string, ctx.closedDays ?? NO_CLOSED_DAYS);
  if (hours && at.hour * 60 + at.minute === hours.opens && at.second === 0) return at;
  return firstOpenMoment(roundedUpToQuarterHour(DateTime.fromISO(earliest).plus({ minutes: PROPOSAL_SLACK_MINUTES })), ctx.closedDays ?? NO_CLOSED_DAYS).setZone(BAKERY_ZONE);
}

/**
 * "Can I order a cake for today?": when none of the cakes offered can be ready by then, the
 * notice is said before the choice, the day is taken back, and the earliest time is offered.
 */
function noticeBeforeChoice(state: ConversationState, ctx: TurnContext, acts: Act[], skus: string[]): void {
  const draft = state.draft;
  const closedDays = ctx.closedDays ?? NO_CLOSED_DAYS;
  const wanted = draft.datetime ?? (draft.day ? lastMinuteOf(draft.day, closedDays) : null);
  if (!wanted || skus.length === 0) return;
  const problems = skus.map((sku) => wantedTimeProblem([sku], wanted, ctx.catalog, ctx.now, closedDays));
  const notices = problems.flatMap((problem) => (problem?.code === 'insufficient_notice' ? [problem.detail] : []));
  if (notices.length < skus.length) return;
  const soonest = notices.reduce((a, b) => (DateTime.fromISO(a.earliest) <= DateTime.fromISO(b.earliest) ? a : b));
  const proposal = proposalAfter(soonest.earliest, ctx);
  state.refusedTime = draft.datetime;
  draft.datetime = null;
  draft.day = null;
  state.proposedTime = proposal.toISO();
  sayBefore(acts, 'offer_choices', { type: 'notice_needed', hours: Math.min(...notices.map((detail) => detail.hours)), earliest: proposal.toISO() as string });
}

/**
 * A rule of the core the draft breaks: said in the customer's terms, the detail at fault
 * forgotten, and that detail asked for again. Never parses the core's text: it reads the code
 * and its typed details.
 */
export function explainProblem(state: ConversationState, ctx: TurnContext, acts: Act[], rejection: Rejection, depth = 0): void {
  const draft = state.draft;
  const again = () => {
    if (depth < 3) nextStep(state, ctx, acts, depth + 1);
  };
  switch (rejection.code) {
    case 'insufficient_notice': {
      state.refusedTime = draft.datetime;
      state.refusedDay = draft.datetime ? null : draft.day;
      draft.datetime = null;
      draft.day = null;
      // A time the bakery would take and that stays good while the customer answers: the core's
      // earliest minute is too soon a minute later. A yes books it.
      const proposal = proposalAfter(rejection.detail.earliest, ctx);
      state.proposedTime = proposal.toISO();
      state.awaiting = 'datetime';
      acts.push({ type: 'order_problem', rejection: { ...rejection, detail: { ...rejection.detail, earliest: proposal.toISO() as string, earliestText: formatLocal(proposal) } } });
      // "a chocolate cake for tonight": too late for a whole cake, but its slices are sold today.
      const today = state.refusedTime ? DateTime.fromISO(state.refusedTime).setZone(BAKERY_ZONE).hasSame(ctx.now.setZone(BAKERY_ZONE), 'day') : state.refusedDay === ctx.now.setZone(BAKERY_ZONE).toISODate();
      const slices = today && !draft.items.some(isSlice) ? draft.items.flatMap((item) => { const slice = ctx.index.productsById.get(`${flavourStem(item.sku)}-slice`); return item.sku.endsWith('-whole') && slice?.available ? [slice.id] : []; }) : [];
      if (slices.length > 0) acts.push({ type: 'slices_today', skus: [...new Set(slices)] });
      return;
    }
    case 'pickup_slot_full': {
      // The nearest slot with room: a yes books it; the others are named too.
      draft.datetime = null;
      draft.day = null;
      state.proposedTime = rejection.detail.alternatives[0]?.at ?? null;
      state.awaiting = 'datetime';
      acts.push({ type: 'order_problem', rejection });
      return;
    }
    case 'kitchen_full':
    case 'bakery_closed':
      // The closed day's sentence asks for another day itself; its time of day, and its month for
      // "the 23rd then", are kept for the day said next.
      if (draft.datetime) state.refusedTime = draft.datetime;
      draft.datetime = null;
      draft.day = null;
      state.awaiting = 'datetime';
      acts.push({ type: 'order_problem', rejection });
      return;
    case 'outside_business_hours':
    case 'datetime_in_past': {
      // "Saturday at 9 PM" is outside hours, but Saturday still stands: "then 6" is that day. Not
      // today once it has closed ("now" at 9:30 PM): another day is asked for.
      const wanted = draft.datetime ? DateTime.fromISO(draft.datetime).setZone(BAKERY_ZONE).toISODate() : null;
      const local = ctx.now.setZone(BAKERY_ZONE);
      const todayHours = hoursOn(local.toISODate() as string, ctx.closedDays ?? NO_CLOSED_DAYS);
      const closedForToday = !todayHours || local.hour * 60 + local.minute >= todayHours.closes;
      // "november 1st at 3pm" on November 20: the day has passed, so another is asked for, and the
      // time of day is kept for it ("oh, I meant december 1st" is December 1 at 3 PM).
      const today = local.toISODate() as string;
      const dayPassed = wanted !== null && wanted < today;
      // "a fudge cake for 9am today" at 10: no time today can be, when a cake needs notice beyond it.
      const notToday = wanted === today ? draft.items.flatMap((item) => { const at = earliestReady(item.sku, ctx); return at && at.slice(0, 10) > today ? [{ sku: item.sku, at }] : []; }) : [];
      const day = (wanted === today && closedForToday) || dayPassed || notToday.length > 0 ? null : wanted;
      if (dayPassed) state.refusedTime = draft.datetime;
      // "2 carrot slices in 20 min" at 7:50 PM: past closing tonight, but we are open until then.
      const at = draft.datetime ? DateTime.fromISO(draft.datetime).setZone(BAKERY_ZONE) : null;
      const pastClosingTonight = rejection.code === 'outside_business_hours' && todayHours && !closedForToday && at && wanted === local.toISODate() && at.hour * 60 + at.minute >= todayHours.closes;
      draft.datetime = null;
      draft.day = day;
      const closes = pastClosingTonight && wanted ? atLocalTime(wanted, Math.floor(todayHours.closes / 60), todayHours.closes % 60) : null;
      acts.push(closes ? { type: 'closes_tonight', at: closes } : { type: 'order_problem', rejection });
      if (notToday.length > 0 && !closes) {
        acts.push({ type: 'answer_earliest', items: notToday.slice(0, 1) });
        state.proposedTime = notToday[0]?.at ?? null;
      }
      state.awaiting = day ? 'time' : 'datetime';
      acts.push(day ? { type: 'ask_slot', slot: 'time', day } : { type: 'ask_slot', slot: 'datetime' });
      return;
    }
    case 'datetime_too_far_ahead':
    case 'datetime_invalid':
    case 'datetime_nonexistent':
    case 'datetime_required':
      draft.datetime = null;
      draft.day = null;
      acts.push({ type: 'order_problem', rejection });
      state.awaiting = 'datetime';
      acts.push({ type: 'ask_slot', slot: 'datetime' });
      return;
    case 'unknown_sku':
    case 'sku_unavailable':
    case 'beverage_not_orderable':
    case 'size_not_offered': {
      const { sku } = rejection.detail as { sku: string };
      draft.items = draft.items.filter((item) => item.sku !== sku);
      acts.push({ type: 'order_problem', rejection });
      return again();
    }
    case 'slice_pickup_only':
      draft.fulfillment = null;
      state.awaiting = 'pickup_only';
      acts.push({ type: 'slices_pickup_only' });
      return;
    case 'address_required':
    case 'address_not_for_pickup':
      draft.address = null;
      state.awaiting = 'address';
      acts.push({ type: 'ask_slot', slot: 'address' });
      return;
    case 'ordering_paused':
      state.awaiting = null;
      acts.push({ type: 'ordering_paused', resumeAt: rejection.detail.resumeAt });
      return;
    case 'phone_invalid':
      draft.phone = null;
      acts.push({ type: 'invalid_phone' });
      state.awaiting = 'phone';
      acts.push({ type: 'ask_slot', slot: 'phone' });
      return;
    default:
      acts.push({ type: 'order_problem', rejection });
      state.awaiting = null;
      acts.push({ type: 'ask_change' });
  }
}

/** The holiday on a day for which the owner set no hours of its own ("Thanksgiving"), or null. */
function holidayOfOrder(day: string, rules: OpeningRules): string | null {
  return holidayWithoutHours(day, calendarOf(rules).specialHours.has(day));
}

/** Each line whose product lists an allergen the customer's allergy note names. */
function allergensNamedListed(draft: ConversationState['draft'], ctx: TurnContext): Array<{ sku: string; allergens: Allergen[] }> {
  const named = draft.allergyNotes ? allergensNamed(draft.allergyNotes) : [];
  return [...new Set(draft.items.map((item) => item.sku))].flatMap((sku) => {
    const allergens = (ctx.index.productsById.get(sku)?.allergens ?? []).filter((allergen) => named.includes(allergen));
    return allergens.length > 0 ? [{ sku, allergens }] : [];
  });
}
