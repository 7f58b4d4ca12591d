import type { MenuIndex } from './menu-index.js';
import { type ConversationState, type DraftItem, emptyDraft, isSlice, type LaterOrder } from './conversation-state.js';
import { addLine, applyItems, applyWhen, MAX_NOTE, replaceItems, writeMessage } from './draft-edits.js';
import { DateTime } from 'luxon';
import { BAKERY_ZONE, NO_CLOSED_DAYS } from '../orders/business-time.js';
import { wantedTimeProblem } from '../orders/decide-order.js';
import { claimsAllergenFree } from './safety.js';
import { atLocalTime, localDayOf } from './wall-clock.js';
import { earliestReady } from './next-step.js';
import { dayOf, type ItemMention } from './reading.js';
import type { TurnWork } from './turn-work.js';

// "2 lemon slices today at 3, and a whole fudge cake for Saturday at noon": one order holds one
// pickup time, so a counter clerk writes two tickets. The products of the second time wait here
// while the first order is made; once it is placed, the second starts with the same name and way
// of getting it. "Put it all in one order" joins them; "just the slices" drops the other.

/** Keeps the message's second-time products as the next order, and says so. */
export function holdLaterOrder(work: TurnWork): void {
  const later = work.reading.later;
  // "red velvet for saturday and a carrot cake for sunday": the red velvet's form may still be asked; the carrot cake waits all the same.
  if (!later || (work.state.draft.items.length === 0 && work.state.awaiting !== 'choice')) return;
  const scratch = scratchOrder(work.state, { items: [], datetime: null, day: null });
  // "also a red velvet for wednesday": a flavour for another day is its whole cake, said back with
  // the second order (whole or slice is not asked of an order still to come).
  const whole = (item: ItemMention): ItemMention => {
    const cake = item.kind === 'choose' ? item.skus.find((sku) => work.ctx.index.productsById.get(sku)?.category === 'whole-cake' && work.ctx.index.productsById.get(sku)?.available) : undefined;
    return cake && item.kind === 'choose' ? { kind: 'product', sku: cake, qty: item.qty, size: null, sizeWanted: item.sizeWanted } : item;
  };
  applyItems(scratch, later.items.map(whole), work.ctx.index, []);
  applyWhen(scratch, later.when, work.ctx.now, false);
  if (scratch.draft.items.length === 0) return;
  const order: LaterOrder = { items: scratch.draft.items, datetime: scratch.draft.datetime, day: scratch.draft.day, ...(later.fulfillment ? { fulfillment: later.fulfillment, address: later.address ?? null } : {}), ...(later.name ? { name: later.name } : {}) };
  work.state.laterOrder = order;
  work.acts.push({ type: 'two_orders', later: order.items.map(({ sku, qty, size }) => ({ sku, qty, size })), at: order.datetime, day: order.day });
}

/**
 * "deliver the cake, I'll pick up the slices": one order is picked up or delivered, so the whole
 * cakes become a second order, delivered at the same time, and this one is the slices, picked up.
 */
export function splitByFulfillment(work: TurnWork): void {
  const { state, reading } = work;
  if (!reading.cakesDeliveredSlicesCollected || state.laterOrder) return;
  const slices = state.draft.items.filter(isSlice);
  const cakes = state.draft.items.filter((line) => !isSlice(line));
  if (slices.length === 0 || cakes.length === 0) return;
  const address = state.draft.address ?? reading.address;
  state.laterOrder = { items: cakes, datetime: state.draft.datetime, day: state.draft.day, fulfillment: 'delivery', address: address ?? null };
  state.draft.items = slices;
  state.draft.fulfillment = 'pickup';
  state.draft.address = null;
  work.acts.push({ type: 'two_orders', later: cakes.map(({ sku, qty, size }) => ({ sku, qty, size })), at: state.draft.datetime, day: state.draft.day, delivered: true });
}

/**
 * "the carrot cake should say Happy Birthday Jo" with the carrot cake waiting as the second order:
 * the words go on that cake, which is not ordered again on this one.
 */
export function writeOnLaterOrder(work: TurnWork): void {
  const { state, reading } = work;
  const later = state.laterOrder;
  const [named] = reading.items;
  // "write NUT FREE on it" is never written; the usual path says why.
  if (!later || !reading.notes || claimsAllergenFree(reading.notes) || reading.items.length !== 1 || !named || (named.kind !== 'product' && named.kind !== 'choose') || (named.qty ?? null) !== null) return;
  const skus = named.kind === 'product' ? [named.sku] : named.skus;
  const line = later.items.find((item) => skus.includes(item.sku) && !isSlice(item));
  if (!line || state.draft.items.some((item) => skus.includes(item.sku))) return;
  const message = reading.notes.slice(0, MAX_NOTE);
  writeMessage(line, message);
  work.acts.push({ type: 'note_added', sku: line.sku, note: message });
  reading.notes = null;
  reading.items = [];
}

/**
 * "3pm for the carrot and noon for the fudge" with both cakes on the order for one day: one order
 * holds one pickup time, so the second cake becomes a second order at its own time that day.
 */
export function splitByTimeForEach(work: TurnWork): void {
  const { state, reading } = work;
  const [, second] = reading.timeForEach ?? [];
  const day = state.draft.datetime ? localDayOf(state.draft.datetime) : state.draft.day;
  if (!second || !day || state.laterOrder) return;
  const moving = state.draft.items.filter((line) => second.skus.includes(line.sku));
  const staying = state.draft.items.filter((line) => !second.skus.includes(line.sku));
  const at = atLocalTime(day, second.hour, second.minute);
  if (moving.length === 0 || staying.length === 0 || !at) return;
  state.laterOrder = { items: moving, datetime: at, day: null, ...(state.draft.fulfillment ? { fulfillment: state.draft.fulfillment, address: state.draft.address } : {}) };
  state.draft.items = staying;
  work.acts.push({ type: 'two_orders', later: moving.map(({ sku, qty, size }) => ({ sku, qty, size })), at, day: null });
}

/**
 * "and a carrot cake for saturday" with the slices set for today at 3: new products for another
 * day are a second order, as if said in one message, not the whole order moved to that day.
 */
export function splitOffAnotherDay(work: TurnWork): void {
  const { reading, state } = work;
  const draft = state.draft;
  const current = draft.datetime ? DateTime.fromISO(draft.datetime, { zone: BAKERY_ZONE }).toISODate() : draft.day;
  if (!reading.when && cakeTooSoonForTheOrder(work)) return;
  const day = dayOf(reading.when, BAKERY_ZONE);
  if (!current || !day || day === current || state.laterOrder || reading.later || draft.items.length === 0) return;
  if (reading.items.length === 0 || reading.replacesItems || reading.correction || reading.removals.length > 0) return;
  // "make the lemon slices saturday too": what is already ordered, moved; not a second order.
  const onOrder = (item: ItemMention) => item.kind === 'product' && draft.items.some((line) => line.sku === item.sku);
  if (!reading.items.every((item) => (item.kind === 'product' || item.kind === 'choose') && !onOrder(item))) return;
  reading.later = { items: reading.items, when: reading.when as NonNullable<typeof reading.when> };
  reading.items = [];
  reading.when = null;
}

/**
 * "2 carrot slices and a fudge cake, pickup today at 4", said with nothing ordered yet: the slices
 * can be ready then and the cake cannot, so the cake is a second order at the earliest it can be
 * (said, with why), not the slices moved to tomorrow with it. True when it did so.
 */
export function splitCakesTooSoon(work: TurnWork): boolean {
  const { reading, state, ctx } = work;
  if (state.draft.items.length > 0 || state.laterOrder || reading.later || reading.when?.kind !== 'datetime') return false;
  const products = reading.items.filter((item): item is Extract<ItemMention, { kind: 'product' }> => item.kind === 'product');
  if (products.length !== reading.items.length) return false;
  const at = reading.when.at.toISO() as string;
  const tooSoon = (item: Extract<ItemMention, { kind: 'product' }>) => wantedTimeProblem([item.sku], at, ctx.catalog, ctx.now, ctx.closedDays ?? NO_CLOSED_DAYS) !== null;
  const now = products.filter((item) => !tooSoon(item));
  return now.length > 0 && laterAtEarliest(work, products.filter(tooSoon), at, now);
}

/**
 * The products that cannot be ready at `at` for want of notice, made a second order at the
 * earliest they can all be (said, with why); `keep` stays the message's products. False, and
 * nothing changed, unless every one of them is only too soon.
 */
function laterAtEarliest(work: TurnWork, late: ItemMention[], at: string, keep: ItemMention[]): boolean {
  const { reading, ctx } = work;
  const skus = late.flatMap((item) => (item.kind === 'product' ? [item.sku] : []));
  if (skus.length === 0 || skus.length !== late.length) return false;
  const problems = skus.map((sku) => wantedTimeProblem([sku], at, ctx.catalog, ctx.now, ctx.closedDays ?? NO_CLOSED_DAYS));
  if (!problems.every((problem) => problem?.code === 'insufficient_notice')) return false;
  const earliest = skus.map((sku) => earliestReady(sku, ctx)).sort().pop();
  if (!earliest) return false;
  const hours = Math.max(...problems.map((problem) => (problem?.code === 'insufficient_notice' ? problem.detail.hours : 0)));
  work.acts.push({ type: 'notice_needed', hours, earliest });
  reading.later = { items: late, when: { kind: 'datetime', at: DateTime.fromISO(earliest, { zone: BAKERY_ZONE }) } };
  reading.items = keep;
  return true;
}

/**
 * "add a carrot cake" to slices for today at 3: the cake cannot be ready by then, so it is a
 * second order at the earliest time it can be (said, with why), not the slices moved to tomorrow.
 * True when it did so.
 */
function cakeTooSoonForTheOrder(work: TurnWork): boolean {
  const { reading, state, ctx } = work;
  const at = state.draft.datetime;
  if (!at || state.laterOrder || reading.later || state.draft.items.length === 0 || reading.items.length === 0) return false;
  if (reading.replacesItems || reading.correction || reading.removals.length > 0) return false;
  const closedDays = ctx.closedDays ?? NO_CLOSED_DAYS;
  // The order as it is can be ready then; only the new products cannot.
  if (wantedTimeProblem(state.draft.items.map((line) => line.sku), at, ctx.catalog, ctx.now, closedDays)) return false;
  if (reading.items.some((item) => item.kind !== 'product' || state.draft.items.some((line) => line.sku === item.sku))) return false;
  return laterAtEarliest(work, reading.items, at, []);
}

/**
 * What the customer says about the second order while the first is made: "one order" joins
 * them, "just the cake" keeps only what it names, "forget the cake" drops it. Returns whether the
 * message was about that; what it settled is taken out of the reading.
 */
export function settleLaterOrder(work: TurnWork): boolean {
  const { state, reading, ctx, acts } = work;
  const later = state.laterOrder;
  if (!later) return false;
  if (reading.oneOrder) return joinLaterOrder(work, later);
  // "forget the second one": only the order being made stays.
  if (reading.dropsLaterOrder) {
    acts.push({ type: 'items_removed', skus: later.items.map((line) => line.sku) });
    state.laterOrder = null;
    reading.items = [];
    reading.removals = [];
    // "forget the sunday one": Sunday names the order dropped, not a day for this one.
    reading.when = null;
    reading.correction = false;
    return true;
  }
  if (changesOnlyLaterLines(work, later)) return true;
  if (reading.toLaterOrder && changeLaterOrder(work, later)) return true;
  // "tomorrow", said of the order being made when the second is for tomorrow: both on that day, one order.
  const laterDay = later.datetime ? DateTime.fromISO(later.datetime, { zone: BAKERY_ZONE }).toISODate() : later.day;
  if (reading.items.length === 0 && reading.removals.length === 0 && !reading.toLaterOrder && laterDay !== null && dayOf(reading.when, BAKERY_ZONE) === laterDay) return joinLaterOrder(work, later);
  const named = reading.items;
  if (reading.onlyThis && named.length > 0) {
    const inLater = named.every((item) => later.items.some((line) => mentions(item, line, ctx.index)));
    const inDraft = named.every((item) => state.draft.items.some((line) => mentions(item, line, ctx.index)));
    if (inLater && !inDraft) {
      // "just the slices today then, I'll sort the cake out later": the second order is the one.
      acts.push({ type: 'items_removed', skus: state.draft.items.map((line) => line.sku) });
      state.draft = { ...state.draft, items: later.items, datetime: later.datetime, day: later.day };
      state.proposedTime = null;
      state.refusedTime = null;
      state.refusedDay = null;
    } else if (inDraft) {
      acts.push({ type: 'items_removed', skus: later.items.map((line) => line.sku) });
    } else return false;
    state.laterOrder = null;
    // What was named is what stays; it is not ordered again (nor asked about: "the slices").
    reading.items = named.filter((item) => item.kind === 'product' && item.qty !== null);
    return true;
  }
  // "forget the cake": a removal of what only the second order holds.
  const dropped = reading.removals.filter((removal) => later.items.some((line) => removal.skus.includes(line.sku)) && !state.draft.items.some((line) => removal.skus.includes(line.sku)));
  if (dropped.length === 0) return false;
  const kept = later.items.filter((line) => !dropped.some((removal) => removal.skus.includes(line.sku)));
  acts.push({ type: 'items_removed', skus: later.items.filter((line) => !kept.includes(line)).map((line) => line.sku) });
  state.laterOrder = kept.length > 0 ? { ...later, items: kept } : null;
  reading.removals = reading.removals.filter((removal) => !dropped.includes(removal));
  return true;
}

/** "one order": the second order's products join the order being made. */
function joinLaterOrder(work: TurnWork, later: LaterOrder): boolean {
  for (const item of later.items) addLine(work.state.draft.items, item);
  work.state.laterOrder = null;
  work.acts.push({ type: 'one_order' });
  if (work.reading.quantity === 2) work.reading.quantity = null; // "put both on Saturday": both orders, not a count
  return true;
}

/** The first order is placed: the second starts, for the same person and way of getting it. */
export function startLaterOrder(previous: ConversationState, state: ConversationState): boolean {
  const later = previous.laterOrder;
  if (!later) return false;
  const { phone, allergyNotes } = previous.draft;
  // "... under the name Kate": the second order's own name, else the first's.
  const name = later.name ?? previous.draft.name;
  // The way of getting it said for this order, else the first order's.
  const fulfillment = later.fulfillment ?? previous.draft.fulfillment;
  const address = later.fulfillment ? (later.address ?? null) : previous.draft.address;
  state.draft = { ...emptyDraft(), items: later.items, datetime: later.datetime, day: later.day, name, phone, fulfillment, address, allergyNotes };
  state.laterOrder = null;
  return true;
}

/** The mention names this line: its product, one of its forms, or its kind. */
function mentions(item: ItemMention, line: DraftItem, index: MenuIndex): boolean {
  if (item.kind === 'product') return item.sku === line.sku;
  if (item.kind === 'choose') return item.skus.includes(line.sku);
  if (item.kind === 'category') return index.productsById.get(line.sku)?.category === item.category;
  return false;
}

/**
 * "make the sunday one at 4", "add a lemon slice to the sunday order": products and a time said
 * about the second order go on it, not on the one being made. Returns whether anything changed.
 */
function changeLaterOrder(work: TurnWork, later: LaterOrder): boolean {
  const { reading, state, ctx } = work;
  const adds = reading.items.some((item) => item.kind === 'product' || item.kind === 'choose') && !reading.replacesItems && reading.removals.length === 0;
  if (!adds && !reading.when) return false;
  const scratch = scratchOrder(state, later);
  if (adds) applyItems(scratch, reading.items, ctx.index, []);
  if (reading.when) applyWhen(scratch, reading.when, ctx.now, false);
  const changed: LaterOrder = { items: scratch.draft.items, datetime: scratch.draft.datetime, day: scratch.draft.day };
  state.laterOrder = changed;
  if (adds) reading.items = [];
  reading.when = null;
  work.acts.push({ type: 'later_order_changed', later: changed.items.map(({ sku, qty, size }) => ({ sku, qty, size })), at: changed.datetime, day: changed.day });
  return true;
}

/**
 * "swap the fudge for vanilla", "2 fudge cakes actually" with the fudge cake only on the second
 * order: that order's line changes; the one being made stays as it is.
 */
function changesOnlyLaterLines(work: TurnWork, later: LaterOrder): boolean {
  const { reading, state, ctx } = work;
  const inLater = (sku: string) => later.items.some((line) => line.sku === sku);
  const inDraft = (sku: string) => state.draft.items.some((line) => line.sku === sku);
  const onlyLater = (skus: string[]) => skus.some(inLater) && !skus.some(inDraft);
  const named = reading.items.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : []));
  // "instead of the whole cake do 8 choc slices", the cake waiting as a second order for want of
  // notice: the cake is dropped and the slices join this order, which can have them.
  const slicesForCakes = reading.replacesItems && reading.replaced.length === 0 && named.length > 0 && named.every((sku) => sku.endsWith('-slice') && !inDraft(sku)) && later.items.every((line) => !isSlice(line));
  if (slicesForCakes) {
    work.acts.push({ type: 'items_removed', skus: later.items.map((line) => line.sku) });
    state.laterOrder = null;
    reading.replacesItems = false;
    reading.correction = false;
    return false;
  }
  const swapped = reading.replacesItems && reading.replaced.length > 0 && onlyLater(reading.replaced);
  const recounted = reading.correction && !swapped && named.length > 0 && onlyLater(named) && reading.items.every((item) => (item.kind === 'product' || item.kind === 'choose') && item.qty !== null);
  if (!swapped && !recounted) return false;
  const scratch = scratchOrder(state, later);
  if (swapped) replaceItems(scratch, reading.items, reading.replaced, ctx.index, [], true);
  else for (const item of reading.items) for (const line of scratch.draft.items) if (mentions(item, line, ctx.index) && item.kind !== 'unknown' && item.qty !== null) line.qty = item.qty;
  const changed: LaterOrder = { ...later, items: scratch.draft.items };
  state.laterOrder = changed;
  reading.items = [];
  reading.replacesItems = false;
  reading.replaced = [];
  reading.correction = false;
  work.acts.push({ type: 'later_order_changed', later: changed.items.map(({ sku, qty, size }) => ({ sku, qty, size })), at: changed.datetime, day: changed.day });
  return true;
}

/** A copy of the conversation holding only this order, for the draft rules to work on it apart. */
function scratchOrder(state: ConversationState, order: LaterOrder): ConversationState {
  const draft = { ...emptyDraft(), items: order.items.map((line) => ({ ...line })), datetime: order.datetime, day: order.day };
  return { ...structuredClone(state), draft, proposedTime: null, weekdayMeant: null, refusedTime: null, refusedDay: null };
}
