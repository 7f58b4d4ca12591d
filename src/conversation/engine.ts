import type { Rejection } from '../errors.js';
import type { OrderResult, OrderStatusView } from '../orders/order-schemas.js';
import { type Act, sayBefore } from './acts.js';
import { type ConversationState, draftKey, forgetDraft, hasDraft, isSlice, placedLines, placedTime, type Slot } from './conversation-state.js';
import { withoutUnstorableCharacters } from '../storable-text.js';
import { closestWord } from './text.js';
import { applyDetails, applyItems, applyPacking, applySizeSplit, changeLineSize, replaceItems, applySizeToAll, applyName, applyNote, applyNoteTo, applyQuantity, removeMessages, moveWriting, respellWriting, applyRemovals, applyShare, shareEvenly, applySize, applyWhen, flavourStem, isDayGone, multiplyLines } from './draft-edits.js';
import { englishReader } from './english/english-reader.js';
import { explainProblem, nextStep, type TurnContext } from './next-step.js';
import { INTERRUPTS } from './policy.js';
import { writeEachMessage, writeOnOneOfSeveral } from './each-cake-message.js';
import { keepQuotedMoment, SLOT_HANDLERS, takeQuoted } from './slot-answers.js';
import { namesProducts, type Action, type Outcome, type TurnWork } from './turn-work.js';
import { DateTime } from 'luxon';
import { BAKERY_ZONE, isWithinBusinessHours, NO_CLOSED_DAYS } from '../orders/business-time.js';
import type { MessageReader, ReaderContext, Reading } from './reading.js';
import { claimsAllergenFree, type SafetyScreen, screenMessage } from './safety.js';
import { countOrHour, hourMeantByCount } from './count-or-hour.js';
import { holdLaterOrder, settleLaterOrder, splitByFulfillment, splitByTimeForEach, splitCakesTooSoon, splitOffAnotherDay, startLaterOrder, writeOnLaterOrder } from './two-orders.js';
import { sayTimeAsHeard } from './time-said-back.js';
import { addSameAgain, applyPartialSwap, askWhichCakeForWriting, askWhichJustAdded, askWhichLine, askWhichToRemove, countEach, doubleForAnother, offerCustomFor, rememberChange, restoreRemoved, revertChange, sayInchesNotMade } from './line-changes.js';
import { atLocalTime, localDayOf } from './wall-clock.js';
import { writeNameOnCake, writtenOnACake } from './name-on-cake.js';
import { takeWeekdayNextWeek } from './weekday-next-week.js';
import { closingMeant, tonightAt } from './closing-tonight.js';

// The ordering conversation as plain functions over (state, reading, catalog, clock). It never
// does I/O and never reads the customer's text: a reader has turned it into a Reading, and the
// safety screen has looked at it. When the core is needed (place an order, look up a status, call
// a person) it returns an action, and the service feeds the outcome back through after*.

export type { Action, TurnContext };

export type Turn = { state: ConversationState; acts: Act[]; action: Action | null };

/** The questions during which a name given is said back (others show it in the read-back). */
const NAME_SAID_BACK_WHILE = new Set<Slot | null>(['quantity', 'size', 'choice', 'datetime', 'time', 'fulfillment', 'pickup_only', 'address', 'phone']);

export const READERS: Record<ConversationState['language'], MessageReader> = { en: englishReader };

export function respond(previous: ConversationState, input: { reading: Reading; screen: SafetyScreen }, ctx: TurnContext): Turn {
  const work: TurnWork = { state: structuredClone(previous), acts: [], action: null, reading: input.reading, screen: input.screen, ctx, answeredSlot: false, previousOffer: previous.offer, previousClosingTonight: previous.closingTonight ?? null, itemsBefore: previous.draft.items, timeBefore: previous.draft.datetime };
  const freshStart = !hasDraft(previous) && previous.awaiting === null && previous.lastOrderId === null;
  work.state.otherTomorrow = null;
  work.state.closingTonight = null;
  // "what would you recommend instead?": the cake chosen next takes the place of those ordered.
  const cakesOrdered = previous.draft.items.filter((item) => !isSlice(item)).map((item) => item.sku);
  work.state.insteadOf = work.reading.insteadAsked && cakesOrdered.length > 0 ? cakesOrdered : null;
  work.state.countOrHour = null;
  rememberAllergenQuestion(work);
  if (work.reading.intents.has('greeting') && freshStart) work.acts.push({ type: 'greet' });

  let outcome: Outcome = 'continue';
  for (const interrupt of INTERRUPTS) {
    if (!interrupt.applies(work)) continue;
    outcome = interrupt.handle(work);
    if (outcome !== 'continue') break;
  }
  if (outcome === 'continue') {
    const handler = work.state.awaiting ? SLOT_HANDLERS[work.state.awaiting] : undefined;
    if (handler) outcome = handler(work);
  }
  if (outcome === 'continue') {
    const placed = previous.lastOrderId;
    if (placed && !hasDraft(previous) && work.reading.toPlacedOrder && work.reading.items.length > 0) {
      // "add 2 lemon slices to that": meant to come with the order placed, so at its time unless another is said.
      const placedAt = placedTime(previous);
      const sameTime = work.reading.when === null ? placedAt : null;
      work.acts.push({ type: 'separate_order', orderId: placed, ...(sameTime ? { at: sameTime } : {}) });
      if (sameTime) work.reading.sameTimeAgain = true;
      // "one more at 4": another hour on the day of the order placed, not today.
      const when = work.reading.when;
      if (when?.kind === 'time' && !when.today && placedAt) work.reading.when = { kind: 'datetime', at: DateTime.fromISO(placedAt).setZone(BAKERY_ZONE).set({ hour: when.hour, minute: when.minute, second: 0, millisecond: 0 }) };
    }
    if (!splitCakesTooSoon(work)) splitOffAnotherDay(work);
    writeOnLaterOrder(work);
    const settled = settleLaterOrder(work);
    const understood = applyReading(work) || work.answeredSlot || settled;
    splitByFulfillment(work);
    splitByTimeForEach(work);
    // "is the chocolate cake gluten free?" then "ok I'll take one ...": the question goes on the
    // order before it is read back, so the read-back says staff will see it.
    carryAllergenQuestion(work.state, hasDraft(work.state));
    holdLaterOrder(work);
    // "take one lemon off" took the whole lemon cake, the second order's slices waiting: they are the order now.
    if (previous.draft.items.length > 0 && work.state.draft.items.length === 0 && work.state.laterOrder && startLaterOrder(work.state, work.state)) work.acts.push({ type: 'next_order' });
    if (!understood && !work.acts.some((act) => act.type !== 'greet')) {
      // "The same as last time": past orders are not kept here with the conversation.
      if (work.reading.intents.has('repeat_order') && !hasDraft(work.state)) {
        work.acts.push({ type: 'no_order_history' });
        work.state.awaiting = 'items';
        return finished(work);
      }
      if (work.reading.intents.has('greeting') && !hasDraft(work.state)) {
        if (!work.acts.length) work.acts.push({ type: 'greet' });
        work.state.awaiting = 'items';
        return finished(work);
      }
      // "I'd like to place an order": gladly; what would they like?
      if (work.reading.intents.has('order_wish') && !hasDraft(work.state)) {
        work.acts.push({ type: 'ask_slot', slot: 'items' });
        work.state.awaiting = 'items';
        return finished(work);
      }
      // "understood, please note it for the staff": the allergy note already goes with the order.
      if (work.reading.intents.has('pass_on') && work.state.draft.allergyNotes !== null) {
        work.acts.push({ type: 'allergy_noted', orderStarted: hasDraft(work.state) });
        if (hasDraft(work.state)) nextStep(work.state, ctx, work.acts);
        return finished(work);
      }
      if (work.reading.intents.has('thanks')) {
        work.acts.push({ type: 'thanks' });
        if (hasDraft(work.state)) nextStep(work.state, ctx, work.acts);
        return finished(work);
      }
      // "yes" again just after the order was placed: it is placed; nothing is placed twice.
      if (work.reading.intents.has('yes') && !hasDraft(work.state) && work.state.lastOrderId) {
        work.acts.push({ type: 'already_placed', orderId: work.state.lastOrderId });
        return finished(work);
      }
      // "place it" with something still missing (a phone number refused a moment ago): that is asked.
      if (work.reading.intents.has('yes') && hasDraft(work.state) && work.state.awaiting === null) {
        nextStep(work.state, ctx, work.acts);
        return finished(work);
      }
      // "yes" or "no" to "I have taken "tomorrow" as Saturday; tell me if you meant Sunday": yes
      // keeps the day, no moves the order to the other one; then what was being asked.
      const otherTomorrow = previous.otherTomorrow;
      if (otherTomorrow && hasDraft(work.state) && (work.reading.intents.has('yes') || work.reading.intents.has('no'))) {
        if (work.reading.intents.has('no')) applyWhen(work.state, { kind: 'date', date: DateTime.fromISO(otherTomorrow, { zone: BAKERY_ZONE }) }, ctx.now);
        nextStep(work.state, ctx, work.acts);
        return finished(work);
      }
      // "no allergies" said with nothing else: heard, and the order goes on.
      if (work.screen.deniesAllergy && work.screen.allergyMention === null) {
        work.acts.push({ type: 'no_allergy' });
        if (hasDraft(work.state)) nextStep(work.state, ctx, work.acts);
        return finished(work);
      }
      // "where do I park?": a question understood as one, though not one this assistant can answer.
      const question = work.reading.intents.has('question') && !work.state.awaiting;
      work.acts.push(question ? { type: 'cannot_help' } : { type: 'not_understood', expected: work.state.awaiting });
      // "how many of each, 12 in all?" answered with no count: asked once more, the 12 kept.
      const askedShare = previous.awaiting === 'quantity' ? previous.askShareOf : null;
      if (askedShare && !previous.quantityAskedAgain) {
        work.state.askShareOf = askedShare;
        work.state.quantityAskedAgain = true;
      }
      // "not sure, what do you think?" asked how many: asked once more, never a count of one put
      // down in silence at the first answer that is no number.
      const askedHowMany = previous.awaiting === 'quantity' ? previous.askQuantityOf : null;
      if (askedHowMany && !previous.quantityAskedAgain && work.state.draft.items.some((item) => item.sku === askedHowMany)) {
        work.state.askQuantityOf = askedHowMany;
        work.state.quantityAskedAgain = true;
      }
      if (hasDraft(work.state) || work.state.offer?.kind === 'choose') nextStep(work.state, ctx, work.acts);
      return finished(work);
    }
    // "3 cakes, or 3 PM?": the question waits for its answer before anything else is asked.
    if (!work.acts.some((act) => act.type === 'count_or_time')) nextStep(work.state, ctx, work.acts);
  } else if (outcome === 'answered' && work.action === null && (hasDraft(work.state) || work.state.offer?.kind === 'choose')) {
    // A question in the middle of an order: answered, then the order goes on where it was.
    nextStep(work.state, ctx, work.acts);
  }
  return finished(work);
}

/**
 * "Is the vanilla cake gluten free?" then "ok I'll take one": someone may need to avoid it, so the
 * order carries the question for staff, as an allergy told would. Asked with an order being made,
 * it goes on that order at once; asked before, it waits for the order.
 */
function rememberAllergenQuestion(work: TurnWork): void {
  const asked = work.screen.allergenQuestion;
  if (asked) work.state.allergenAsked = asked;
  // "no allergies here" after the question: it was only asked ("asking for a friend" is no denial).
  else if (work.screen.deniesAllergy) work.state.allergenAsked = null;
  carryAllergenQuestion(work.state, hasDraft(work.state) || namesProducts(work.reading));
}

function carryAllergenQuestion(state: ConversationState, ordering: boolean): void {
  const asked = state.allergenAsked;
  if (!asked || !ordering) return;
  const note = `asked: "${asked}"`;
  const notes = state.draft.allergyNotes;
  if (!notes?.includes(asked)) state.draft.allergyNotes = (notes ? `${notes}; ${note}` : note).slice(0, 1000);
  state.allergenAsked = null;
}

function finished(work: TurnWork): Turn {
  carryAllergenQuestion(work.state, hasDraft(work.state));
  // "can you do a vegan custom cake?": the allergen or diet answer stands alone; the product is
  // priced, never answered "yes, we have it", which would read as yes to the diet.
  if (work.acts.some((act) => act.type === 'answer_allergens' || act.type === 'dietary_unknown')) {
    work.acts = work.acts.map((act) => (act.type === 'answer_products' && act.asked === 'have' ? { ...act, asked: 'price' } : act));
  }
  // "a carrot cake asap" at 7:30 PM: the earliest the cake can be ready is the one time said, not
  // also the time it was first moved to (tomorrow at opening), which is too soon for it anyway.
  if (work.acts.some((act) => act.type === 'order_problem' && act.rejection.code === 'insufficient_notice')) work.acts = work.acts.filter((act) => act.type !== 'time_taken_tomorrow');
  // A product refused as unavailable is remembered for the next message only.
  if (!work.acts.some((act) => act.type === 'unavailable')) work.state.lastUnavailable = null;
  rememberChange(work.state, work.itemsBefore, work.acts);
  // "make it tomorrow at 9" refused as too soon: the time it had is kept for "never mind, keep sunday".
  if (work.state.draft.datetime || !hasDraft(work.state)) work.state.agreedTime = null;
  else if (work.timeBefore && work.acts.some((act) => act.type === 'order_problem')) work.state.agreedTime = work.timeBefore;
  sayTimeAsHeard(work);
  // "Say that again?" repeats what was said, not the question about it.
  if (!work.reading.intents.has('repeat')) {
    const said = work.acts.filter((act) => act.type !== 'greet' && act.type !== 'not_understood');
    work.state.lastAnswer = said.length > 0 ? said : null;
  }
  return { state: work.state, acts: work.acts, action: work.action };
}

/** Folds what the message said into the draft. Returns whether it said anything about the order. */
function applyReading(work: TurnWork): boolean {
  const { reading, state, ctx, acts } = work;
  const draft = state.draft;
  // The answer to "how many?", or whatever the customer said instead: either way it is not asked
  // again. A question in between (answered without reading an order) leaves it to be asked again.
  const shareAsked = state.awaiting === 'quantity' ? state.askShareOf : null;
  const howManyUnanswered = state.awaiting === 'quantity' && !state.quantityAskedAgain ? state.askQuantityOf : null;
  if (state.awaiting === 'quantity') {
    state.askQuantityOf = null;
    state.askShareOf = null;
    state.quantityAskedAgain = false;
  }
  let understood = work.screen.allergyMention !== null;
  const quoted = state.offer?.kind === 'quoted' ? state.offer : null;
  const took = takeQuoted(work);
  understood ||= took;
  // "do you have black forest cake?" then "could you make one as a custom cake?": the custom cake is that.
  const asked = work.previousOffer;
  // "a cake with flowers" then the custom cake picked from the cakes offered: the flowers are its design.
  const askedFor = asked?.kind === 'choose' && (asked.reason === 'unknown' || asked.reason === 'category') ? asked.phrase : null;
  const customBefore = work.itemsBefore.filter((item) => ctx.index.productsById.get(item.sku)?.category === 'custom-cake').length;
  if (reading.lineQuantity !== null) understood = applyQuantity(state, reading.lineQuantity, acts) || understood;
  // "one more", "one less": the latest line, by that much (never below one). "double it" after
  // an order of several lines read back: every line, as the order is what "it" was.
  const latest = draft.items[draft.items.length - 1];
  // "half that" of 5 slices: no whole number, so nothing is changed (and the count is asked again).
  const wholeCounts = (lines: typeof draft.items, times: number) => lines.every((line) => Number.isInteger(line.qty * times) && line.qty * times >= 1);
  const change = reading.quantityChange && 'times' in reading.quantityChange && !wholeCounts(draft.items.length > 1 ? draft.items : latest ? [latest] : [], reading.quantityChange.times) ? null : reading.quantityChange;
  if (change && 'times' in change && draft.items.length > 1 && reading.items.length === 0) understood = multiplyLines(state, change.times, acts);
  else if (change && latest && reading.items.length === 0) understood = applyQuantity(state, 'to' in change ? change.to : 'add' in change ? latest.qty + change.add : latest.qty * change.times, acts) || understood;
  if (reading.partialSwap) understood = applyPartialSwap(state, reading.partialSwap, ctx.index, acts) || understood;
  if (reading.items.length > 0 && reading.replacesItems) understood = replaceItems(state, reading.items, reading.replaced.length > 0 ? reading.replaced : linesJustAskedAbout(state, reading), ctx.index, acts, !reading.onlyThis) || understood;
  else if (reading.items.length > 0) understood = applyItems(state, reading.items, ctx.index, acts, reading.correction) || understood;
  // "a red velvet" → "whole or slice?" → "and also 2 lemon slices": the red velvet is still asked about, after.
  const open = asked?.kind === 'choose' && asked.reason === 'form' ? asked : null;
  const stillOpen = open && reading.items.length > 0 && reading.choice === null && reading.removals.length === 0 && !reading.intents.has('no') && !reading.correction && !reading.replacesItems;
  const settledSince = (skus: string[]) => draft.items.some((item) => skus.includes(item.sku)) || state.askFormOf.some((choice) => choice.skus.some((sku) => skus.includes(sku))) || (state.offer?.kind === 'choose' && state.offer.skus.some((sku) => skus.includes(sku)));
  if (open && stillOpen && !settledSince(open.skus)) state.askFormOf.unshift({ skus: open.skus, qty: open.qty, size: open.size });
  // "choc or lemon?": one of them is wanted; the one asked about first settles it.
  if (reading.eitherOr) state.askFormOf = [];
  if (reading.modification) understood = offerCustomFor(state, reading.modification, ctx.index, acts) || understood;
  if (reading.inchesAsked !== null) sayInchesNotMade(reading.inchesAsked, acts, ctx.index);
  if (reading.sameForAnother) understood = doubleForAnother(state, acts) || understood;
  // "half a choc fudge cake": cakes are sold whole (or by the slice); said before the whole cake taken.
  const wholeTaken = acts.some((act) => (act.type === 'items_added' || act.type === 'item_changed') && act.lines.some((line) => ctx.index.productsById.get(line.sku)?.category === 'whole-cake'));
  if (reading.halfCake && wholeTaken) sayBefore(acts, 'items_added', { type: 'whole_cakes_only' });
  // The product quoted, ordered by name ("the whole cake"): the moment its question named.
  if (quoted && draft.items.some((item) => quoted.skus.includes(item.sku))) keepQuotedMoment(draft, quoted, reading.when);
  // "10 slices: chocolate, lemon and carrot": how many of each is asked next.
  const shared = reading.countToShare !== null ? reading.items.flatMap((item) => (item.kind === 'product' && draft.items.some((line) => line.sku === item.sku) ? [item.sku] : [])) : [];
  if (shared.length > 1) state.askShareOf = { total: reading.countToShare as number, skus: shared };
  // "3 of each", "3 each": the answer to how many of each is every line's.
  if (shareAsked && reading.quantity !== null && reading.items.length === 0) {
    understood = applyShare(state, shareAsked.skus, reading.quantity, acts) || understood;
    // "3 of each" of five flavours when 12 were asked for: 15, said rather than taken in silence.
    const inAll = draft.items.filter((item) => shareAsked.skus.includes(item.sku)).reduce((sum, item) => sum + item.qty, 0);
    if (inAll > 0 && inAll !== shareAsked.total) acts.push({ type: 'share_total_differs', inAll, asked: shareAsked.total });
  }
  // "evenly", "you decide": the count asked for, shared as evenly as it goes.
  else if (shareAsked && reading.evenSplit && reading.items.length === 0) understood = shareEvenly(state, shareAsked, acts) || understood;
  // "swap the carrot ones for choc fudge slices": the count of the line swapped stands.
  const swapped = reading.replacesItems && reading.replaced.length > 0;
  // "can I get slices instead?": the cake made slices, whose count is asked.
  const madeSlices = reading.items[0]?.kind === 'category' ? acts.flatMap((act) => (act.type === 'item_changed' ? act.lines.filter((line) => line.sku.endsWith('-slice')).map((line) => line.sku) : []))[0] : undefined;
  const openLine = reading.countOpen ?? (reading.quantityOpen && !swapped && !reading.sizeSplit ? (reading.items[0]?.kind === 'product' ? reading.items[0].sku : (madeSlices ?? null)) : null);
  if (openLine && draft.items.some((item) => item.sku === openLine)) state.askQuantityOf = openLine;
  const customAfter = draft.items.filter((item) => ctx.index.productsById.get(item.sku)?.category === 'custom-cake').length;
  if (askedFor && customAfter > customBefore) applyDetails(state, askedFor);
  // "put the carrot back and remove fudge": the lines taken off last come back before any other comes off.
  if (reading.restore) understood = restoreRemoved(state, reading.restore.skus, acts) || understood;
  // "never mind the lemon, whole choc" while the lemon's form was asked: nothing to take off, nothing to say.
  const offered = new Set(asked?.kind === 'choose' ? asked.skus.map(flavourStem) : []);
  const removals = reading.removals.filter((removal) => !removal.skus.every((sku) => offered.has(flavourStem(sku)) && !draft.items.some((item) => flavourStem(item.sku) === flavourStem(sku))));
  if (removals.length === 1 && reading.items.length === 0 && askWhichToRemove(state, removals[0] as (typeof removals)[number], acts)) understood = true;
  else if (removals.length > 0) understood = applyRemovals(state, removals, acts) || understood;
  else if (reading.removals.length > 0) understood = true;
  // "its for my daughters birthday": heard, and writing offered for a cake that has none.
  if (reading.occasionTold) {
    const unwritten = draft.items.some((item) => !isSlice(item) && !item.message && !item.notes);
    acts.push({ type: 'occasion_heard', ...(unwritten ? { offerWriting: true } : {}) });
    understood = true;
  }
  if (reading.sameAgainIn) understood = addSameAgain(state, reading.sameAgainIn, ctx.index, acts) || understood;
  if (reading.revert) understood = revertChange(state, acts) || understood;
  if (reading.sizeSplit) understood = applySizeSplit(state, reading.sizeSplit, ctx.index, acts) || understood;
  // "sorry, it's 1204 not 1240": the address given, with its number put right.
  const fix = reading.addressNumberFix;
  if (fix && draft.address && new RegExp(`\\b${fix.from}\\b`).test(draft.address)) {
    draft.address = draft.address.replace(new RegExp(`\\b${fix.from}\\b`), fix.to);
    understood = true;
  }
  for (const recount of reading.flavourRecounts) {
    // "one more lemon", "one fewer carrot": each line of that flavour, by that many.
    if (recount.add) for (const line of draft.items.filter((item) => recount.skus.includes(item.sku))) understood = applyShare(state, [line.sku], line.qty + recount.qty, acts) || understood;
    else if (reading.flavourRecounts.length === 1 && askWhichLine(state, recount, acts)) understood = true;
    else understood = applyShare(state, recount.skus, recount.qty, acts) || understood;
  }
  if (reading.sizeChange) {
    const { to, kept = [] } = reading.sizeChange;
    understood = changeLineSize(state, reading.sizeChange, ctx.index, acts) || understood;
    for (const sku of kept) acts.push({ type: 'size_not_offered', sku, wanted: to, kept: null, asked: true });
  } else if (reading.size && reading.items.length === 0 && !took && !reading.sizeSplit) understood = (reading.sizeForAll ? applySizeToAll(state, reading.size, ctx.index, acts) : applySize(state, reading.size, ctx.index, acts)) || understood;
  // "slices please, two of them": the form changed above, and now how many ("2 of them large" counts the split instead).
  const onlyKinds = reading.items.every((item) => item.kind === 'category' && item.qty === null);
  const hourMeant = reading.quantity !== null && onlyKinds && !took && !reading.countNamed ? hourMeantByCount(state, reading.quantity, ctx) : null;
  const eitherMeant = reading.quantity !== null && reading.countMayBeHour && hourMeant === null && onlyKinds && !took && !reading.countNamed ? countOrHour(state, reading.quantity, ctx) : null;
  if (hourMeant !== null) {
    understood = applyWhen(state, { kind: 'time', hour: hourMeant, minute: 0 }, ctx.now, false) || understood;
    if (draft.datetime) acts.push({ type: 'time_changed', at: draft.datetime });
  } else if (eitherMeant) {
    state.countOrHour = { count: reading.quantity as number, hour: eitherMeant.hour };
    // A "yes" to the question places nothing: the order is read back again.
    state.awaiting = null;
    acts.push({ type: 'count_or_time', sku: eitherMeant.sku, count: reading.quantity as number, at: eitherMeant.at });
    understood = true;
  }
  else if (reading.quantity !== null && onlyKinds && !took && reading.choice === null && !shareAsked && !reading.sizeSplit) understood = (reading.ofEach ? countEach(state, reading.quantity, acts) : askWhichJustAdded(state, reading.quantity, acts)) || applyQuantity(state, reading.quantity, acts) || understood;
  // "write NUT FREE on the box": never written, and said why.
  const writable = (said: string | null): string | null => {
    if (said && claimsAllergenFree(said)) acts.push({ type: 'no_free_claim', said });
    return said && !claimsAllergenFree(said) ? said : null;
  };
  const [notes, details, packing] = [writable(reading.notes), writable(reading.details), writable(reading.packing)];
  // "one says Happy Birthday Ann and the other says Happy Birthday Ben": a message for each cake.
  const each = notes ? reading.messageEach : null;
  if (each && writeEachMessage(state, each, acts)) understood = true;
  else if (notes && reading.messageOnOne && writeOnOneOfSeveral(state, notes, acts)) understood = true;
  else if (notes && reading.notesOnEvery && cakesOnOrder(state).length > 1) for (const sku of cakesOnOrder(state)) understood = applyNoteTo(state, sku, notes, acts, ctx.index) || understood;
  // "put Happy Birthday on it" after two cakes were ordered, neither named: which one is asked.
  else if (notes && reading.items.length === 0 && !took && askWhichCakeForWriting(state, notes, acts)) understood = true;
  // Fewer cakes than messages: every message goes on, for the read-back to show and staff to see.
  else if (notes) understood = applyNote(state, each ? each.join('; ') : notes, acts, ctx.index) || understood;
  // "no writing on it pls" with none on the order: understood; the order is read back as it is.
  if (reading.noWriting) understood = removeMessages(state, acts, reading.noWritingOn ?? null) || draft.items.length > 0 || understood;
  if (reading.moveWritingTo) understood = moveWriting(state, reading.moveWritingTo, acts) || understood;
  for (const { sku, note } of reading.notesFor ?? []) {
    const said = writable(note);
    if (said) understood = applyNoteTo(state, sku, said, acts, ctx.index) || understood;
  }
  if (details && applyDetails(state, details, ctx.index)) {
    understood = true;
    // Said of the custom cake already ordered, the design is said back; a cake just ordered is read back whole.
    const custom = draft.items.find((item) => ctx.index.productsById.get(item.sku)?.category === 'custom-cake' && work.itemsBefore.some((before) => before.sku === item.sku));
    const noted = custom ?? draft.items.find((item) => item.notes?.includes(details) && work.itemsBefore.some((before) => before.sku === item.sku));
    // "pink writing?" of a menu cake already ordered: said back as noted for staff, the question answered.
    if (noted && !acts.some((act) => act.type === 'items_added' || act.type === 'item_changed')) acts.push({ type: custom ? 'design_noted' : 'details_noted', sku: noted.sku, details });
  }
  if (packing) understood = applyPacking(state, packing) || understood;
  // "push it back half an hour": from the time on the order, which the checks below then judge.
  if (reading.timeShift !== null && draft.datetime && !reading.when) {
    draft.datetime = DateTime.fromISO(draft.datetime, { setZone: true }).plus({ minutes: reading.timeShift }).toISO() as string;
    state.proposedTime = null;
    understood = true;
  }
  // A time said alone answers the time offered; said with products, it is for them ("4 slices for 6pm").
  const dayBefore = draft.day ?? draft.datetime ?? state.proposedTime;
  // "7:55" just after "If you can come in before closing tonight, tell me the time": tonight.
  const tonight = work.previousClosingTonight && reading.when?.kind === 'time' ? tonightAt(work.previousClosingTonight, reading.when, ctx) : null;
  const whenTaken = tonight ? applyWhen(state, { kind: 'datetime', at: tonight }, ctx.now) : reading.when ? applyWhen(state, reading.when, ctx.now, reading.items.length === 0) : false;
  understood = whenTaken || understood;
  // "pickup 3pm both" with a second order on another day: its time too.
  const later = state.laterOrder;
  if (whenTaken && reading.timeForBoth && later?.day && !later.datetime && draft.datetime) {
    const at = DateTime.fromISO(draft.datetime).setZone(BAKERY_ZONE);
    later.datetime = atLocalTime(later.day, at.hour, at.minute);
    if (later.datetime) later.day = null;
  }
  // "can i come by later?": the order keeps its day (or takes the one said), and the time is asked.
  if (reading.timeAsked && draft.datetime) {
    draft.day = localDayOf(draft.datetime);
    draft.datetime = null;
    state.proposedTime = null;
    understood = true;
  }
  // "a slice at 8:15" at 7:50 PM: the next 8:15 the bakery could mean is tomorrow morning, which
  // the customer may not have meant, so it is said rather than left for the read-back.
  // "2 slices asap" at 7:50 PM: the soonest is tomorrow morning, said too.
  if (whenTaken && (reading.when?.kind === 'time' || reading.asap) && dayBefore === null && draft.datetime && localDayOf(draft.datetime) !== ctx.now.setZone(BAKERY_ZONE).toISODate()) {
    const closing = closingMeant(reading, ctx);
    acts.push({ type: 'time_taken_tomorrow', at: draft.datetime, ...(reading.asap ? { asap: true } : {}), ...(closing ? { closing: true } : {}) });
    if (closing) state.closingTonight = ctx.now.setZone(BAKERY_ZONE).toISODate();
  }
  // "a carrot slice for pickup now" at 7:30 AM: we open at 8, which is what is put down, and said.
  else if (whenTaken && reading.asap && draft.datetime && !acts.some((act) => act.type === 'answer_hours') && !isWithinBusinessHours(ctx.now, ctx.closedDays ?? NO_CLOSED_DAYS)) acts.push({ type: 'opens_then', at: draft.datetime });
  if (whenTaken && reading.weekdayIsToday) takeWeekdayNextWeek(state, ctx, acts);
  // "a carrot cake for nov 19" on the 20th: a day gone is said, not silently asked for again.
  if (reading.when?.kind === 'date' && !whenTaken && isDayGone(reading.when, ctx.now)) acts.push({ type: 'date_passed', date: reading.when.date.toISODate() as string });
  // "and 2 fudge slices too, same time": the time of the order just placed; "same again for
  // sunday, same time?": that day, at the order's time of day.
  const placedAt = reading.sameTimeAgain && !draft.datetime ? placedTime(state) : null;
  if (placedAt) {
    const at = DateTime.fromISO(placedAt, { zone: BAKERY_ZONE });
    draft.datetime = draft.day ? (DateTime.fromISO(draft.day, { zone: BAKERY_ZONE }).set({ hour: at.hour, minute: at.minute }).toISO() as string) : placedAt;
    draft.day = null;
    understood = true;
  }
  // "make it tomorrow instead" then "same time": the time on the order stands, as said.
  if (reading.sameTimeAgain && !placedAt && draft.datetime && !reading.when) understood = true;
  // "8pm, or 7:45 if 8 is too late": the other time, when the bakery is not open at the first.
  const first = reading.whenElse && draft.datetime ? DateTime.fromISO(draft.datetime) : null;
  if (reading.whenElse && first && !isWithinBusinessHours(first, ctx.closedDays ?? NO_CLOSED_DAYS)) {
    applyWhen(state, { kind: 'time', ...reading.whenElse }, ctx.now, false);
    acts.push({ type: 'other_time_taken', refused: first.toISO() as string });
  }
  if (reading.noSuchDate) acts.push({ type: 'no_such_date', ...reading.noSuchDate });
  if (reading.when && reading.dayMismatch) {
    acts.push({ type: 'day_mismatch', ...reading.dayMismatch });
    state.weekdayMeant = DateTime.fromISO(reading.dayMismatch.date, { zone: BAKERY_ZONE }).set({ weekday: reading.dayMismatch.saidWeekday as 1 }).toISODate();
  }
  if (reading.when && reading.tomorrowAfterMidnight) {
    acts.push({ type: 'tomorrow_after_midnight', ...reading.tomorrowAfterMidnight });
    state.otherTomorrow = reading.tomorrowAfterMidnight.other;
  }
  const otherDay = reading.when ? reading.otherDayMeant : null;
  if (otherDay && (draft.day ?? (draft.datetime ? localDayOf(draft.datetime) : null)) === otherDay.date) {
    acts.push({ type: 'other_day_meant', ...otherDay });
    state.otherTomorrow = otherDay.other;
    // "Tell me if you meant Sunday, Nov 29" answered "sunday": that Sunday, not the coming one.
    state.weekdayMeant = otherDay.other;
  }
  if (reading.fulfillment && !(reading.deliveryOnlyAsked && reading.items.length === 0)) {
    draft.fulfillment = reading.fulfillment;
    // The address stays behind a switch to pickup (an order for pickup carries none): "delivery
    // after all, same address" finds it again.
    understood = true;
  }
  // "a carrot cake for saturday noon to 12 Oak St", pickup or delivery not said yet: a street given is where it goes.
  const streetGiven = reading.address !== null && reading.fulfillment === null && draft.fulfillment === null;
  if (reading.address && (reading.fulfillment === 'delivery' || state.awaiting === 'address' || draft.fulfillment === 'delivery' || streetGiven)) {
    draft.address = reading.address.slice(0, 300);
    draft.fulfillment = 'delivery';
    understood = true;
  }
  // "1500 Elm" then "St. Apt 7, Austin": the address given, finished.
  if (reading.addressRest && draft.address && draft.fulfillment === 'delivery') {
    draft.address = `${draft.address} ${reading.addressRest}`.slice(0, 300);
    understood = true;
  }
  const unit = reading.address ? null : reading.addressUnit;
  if (unit && draft.address && !draft.address.toLowerCase().includes(unit.toLowerCase())) {
    // "sorry its apt 4c not 4d": the unit of that kind already given is put right, not added to.
    // "apartment 3C" puts right "Apt 3B": a kind said in full or short is the same kind.
    const kind = /^(suite|ste|apartment|apt|unit|room|rm|floor|fl|#)/i.exec(unit)?.[1]?.toLowerCase();
    const kinds = kind ? (UNIT_KINDS.find((names) => names.includes(kind)) ?? [kind]) : [];
    const given = kind ? new RegExp(`${kind === '#' ? '#' : `\\b(?:${kinds.join('|')})`}\\.?\\s*#?\\s*[\\w-]+`, 'i') : null;
    draft.address = (given?.test(draft.address) ? draft.address.replace(given, unit) : `${draft.address}, ${unit}`).slice(0, 300);
    understood = true;
  }
  // "theres a gate, code is 2580": kept with the address, for the driver and the read-back.
  if (reading.accessCode && draft.address && !draft.address.toLowerCase().includes(reading.accessCode.toLowerCase())) {
    draft.address = `${draft.address}, ${reading.accessCode}`.slice(0, 300);
    understood = true;
  }
  // "wrong name, its Lindsay not Linda" with Linda written on the cake, not the order's name: the writing.
  // "put her name on it - Olivia. pickup, name Tom": the name on the cake, and the order's own.
  if (reading.nameOnCake) understood = writeNameOnCake(state, reading.nameOnCake, acts) || understood;
  const nameOnCake = reading.name && reading.notName && !draft.name?.toLowerCase().split(' ').includes(reading.notName.toLowerCase()) && writtenOnACake(state, reading.notName) ? { to: reading.name, from: reading.notName } : null;
  if (nameOnCake) understood = writeNameOnCake(state, nameOnCake, acts) || understood;
  else if (reading.name) {
    const before = draft.name;
    understood = applyName(state, reading.name, reading.notName) || understood;
    // "Ellen" when asked how they will get it: taken, and said back, so that the question asked
    // again does not sound as if the name went unheard.
    if (draft.name && draft.name !== before && NAME_SAID_BACK_WHILE.has(state.awaiting)) acts.push({ type: 'name_noted', name: draft.name });
  }
  // "no it's spelled R E I D": the word of the name it spells, a letter or two apart, is put right.
  const respelled = reading.respelled && draft.name ? closestWord(draft.name, reading.respelled) : null;
  // "Ken" then "I meant Kenneth": a short form said in full.
  const lengthened = (said: string) => draft.name?.split(' ').some((word) => word.length >= 2 && said.toLowerCase().startsWith(word.toLowerCase())) ?? false;
  const written = reading.respelled ? respellWriting(state, reading.respelled, respelled && !lengthened(reading.respelled) ? respelled.distance : 3, acts) : false;
  if (!written && respelled && reading.respelled && (respelled.distance <= 2 || lengthened(reading.respelled))) {
    draft.name = respelled.replaced;
    understood = true;
  }
  understood = written || understood;
  if (reading.phone) {
    draft.phone = reading.phone;
    understood = true;
  }
  // "sat at 2" asked how many: the rest is taken, and how many asked once more; a count of one is
  // never put down in silence for a question not answered.
  const counted = reading.quantity !== null || reading.ofEach || reading.items.some((item) => item.kind !== 'unknown' && item.qty !== null);
  if (howManyUnanswered && !counted && !reading.sizeSplit && draft.items.some((item) => item.sku === howManyUnanswered && item.qty === 1)) {
    state.askQuantityOf = howManyUnanswered;
    state.quantityAskedAgain = true;
  }
  sayEachLineOnce(acts);
  return understood;
}

/** "make it 3 large": the size, then the count, changed the one line; it is said once, as it now is. */
function sayEachLineOnce(acts: Act[]): void {
  const single = (act: Act | undefined) => (act?.type === 'item_changed' && act.lines.length === 1 ? act.lines[0]?.sku : undefined);
  for (let at = acts.length - 1; at > 0; at -= 1) {
    const sku = single(acts[at]);
    if (!sku) continue;
    const earlier = acts.findIndex((act, i) => i < at && single(act) === sku);
    if (earlier !== -1) {
      acts.splice(earlier, 1);
      at -= 1;
    }
  }
}

/** The core answered an order: its confirmation text verbatim, or the problem and what to fix. */
export function afterOrderPlaced(previous: ConversationState, placed: { result: OrderResult; rejection?: Rejection | undefined }, ctx: TurnContext): Turn {
  let state: ConversationState = structuredClone(previous);
  const acts: Act[] = [];
  const { result, rejection } = placed;
  if (result.status !== 'rejected' && result.order_id) {
    state = { ...forgetDraft(state), lastOrderId: result.order_id, lastPlacedKey: draftKey(previous.draft) };
    // A second order in the same conversation is for the same person: the summary shows the
    // name and number again before anything is placed, so they are not asked for again.
    state.draft.name = previous.draft.name;
    state.draft.phone = previous.draft.phone;
    acts.push({ type: 'placed', result });
    if (startLaterOrder(previous, state)) {
      acts.push({ type: 'next_order' });
      nextStep(state, ctx, acts);
    }
    return { state, acts, action: null };
  }
  const momentary = ['rate_limited', 'internal_error', 'idempotency_request_in_flight', 'idempotency_key_reused'];
  if (!rejection || momentary.includes(rejection.code)) {
    // Nothing to fix in the order: the customer may say yes again in a moment.
    acts.push({ type: 'not_placed', result });
    state.awaiting = 'confirm';
    return { state, acts, action: null };
  }
  explainProblem(state, ctx, acts, rejection);
  return { state, acts, action: null };
}

export function afterStatusLookup(previous: ConversationState, orderId: string, status: OrderStatusView | null, ctx: TurnContext): Turn {
  const state: ConversationState = structuredClone(previous);
  const acts: Act[] = [{ type: 'answer_status', orderId, status }];
  if (hasDraft(state) || state.offer?.kind === 'choose') nextStep(state, ctx, acts);
  return { state, acts, action: null };
}

/** Reads and answers one message with no I/O: what the service does, minus the core's work. */
export function respondTo(state: ConversationState, raw: string, ctx: TurnContext): Turn {
  // What the service would store: a NUL cannot go into PostgreSQL text, nor into an order.
  return respondToText(state, withoutUnstorableCharacters(raw), ctx);
}

/**
 * Reads and answers one message. An order put right within its first message ("..., actually no
 * carrot, make it lemon") is answered as the order and then its correction, as if sent apart, so
 * every correction a second message may make is read the same way; when the parts do not read
 * as such (the order asks a question, the correction is not understood), the whole is read.
 */
export function respondToText(state: ConversationState, text: string, ctx: TurnContext): Turn {
  const reader = READERS[state.language];
  const answer = (from: ConversationState, said: string) => respond(from, { reading: reader.read(said, readerContext(from, ctx)), screen: screenMessage(said, ctx.index) }, ctx);
  const parts = hasDraft(state) ? null : (reader.selfCorrection?.(text, ctx.index) ?? null);
  if (!parts) return answer(state, text);
  const order = answer(state, parts.order);
  if (order.action || !hasDraft(order.state) || order.state.offer?.kind === 'choose') return answer(state, text);
  const corrected = answer(order.state, parts.correction);
  if (corrected.acts.some((act) => act.type === 'not_understood' || act.type === 'cannot_help')) return answer(state, text);
  // The order's own next question is not asked: the correction's is. Words the correction wrote
  // on a cake again are said once, as they now are.
  const rewritten = new Set(corrected.acts.flatMap((act) => (act.type === 'note_added' ? [act.sku] : [])));
  const said = order.acts.filter((act) => act.type !== 'ask_slot' && act.type !== 'summary' && !(act.type === 'note_added' && rewritten.has(act.sku)));
  return { state: corrected.state, acts: [...said, ...corrected.acts], action: corrected.action };
}

/** Kinds of unit said in full or short: "apartment 3C" puts right "Apt 3B". */
const UNIT_KINDS = [['apartment', 'apt'], ['suite', 'ste'], ['room', 'rm'], ['floor', 'fl'], ['unit']];

/** What a reader is told about the conversation so far, to read an answer in context. */
export function readerContext(state: ConversationState, ctx: TurnContext): ReaderContext {
  // "ok same time tomorrow then" after "today at 6pm" was too soon: the time asked for is still the order's time of day.
  const timed = state.draft.datetime ?? state.refusedTime;
  const at = timed ? DateTime.fromISO(timed).setZone(BAKERY_ZONE) : null;
  return {
    now: ctx.now,
    index: ctx.index,
    awaiting: state.awaiting,
    offer: state.offer,
    draftSkus: state.draft.items.map((item) => item.sku),
    timeOffered: state.proposedTime !== null,
    draftTime: at?.isValid ? { hour: at.hour, minute: at.minute } : null,
    nearDay: state.refusedTime ? localDayOf(state.refusedTime) : null,
    orderPlaced: state.lastOrderId !== null,
    orderDay: state.draft.datetime ? localDayOf(state.draft.datetime) : state.draft.day,
    changedFrom: state.changedFrom?.map((item) => item.sku) ?? null,
    deliveryAddressGiven: state.draft.fulfillment === 'delivery' && state.draft.address !== null,
    countOrHour: state.countOrHour ?? null,
    placedLines: state.draft.items.length === 0 ? placedLines(state).map((line) => ({ sku: line.sku, size: line.size })) : [],
    laterDay: state.laterOrder ? (state.laterOrder.datetime ? localDayOf(state.laterOrder.datetime) : state.laterOrder.day) : null,
    insteadOf: state.insteadOf ?? null,
    quantityPending: state.askQuantityOf !== null || state.draft.items[state.draft.items.length - 1]?.qty === 1,
  };
}

/**
 * "is the carrot cake nut free?" answered, then "ok then swap it for the vanilla": "it" is the cake
 * just asked about, when it is on the order, not the latest line.
 */
function linesJustAskedAbout(state: ConversationState, reading: Reading): string[] {
  if (!reading.pointsBack) return [];
  const asked = (state.lastAnswer ?? []).flatMap((act) => (act.type === 'answer_allergens' || act.type === 'answer_products' ? act.skus : []));
  const onOrder = [...new Set(state.draft.items.map((item) => item.sku).filter((sku) => asked.includes(sku)))];
  return onOrder.length === 1 ? onOrder : [];
}

/** Each whole or custom cake on the order, once. */
const cakesOnOrder = (state: ConversationState): string[] => [...new Set(state.draft.items.filter((item) => !isSlice(item)).map((item) => item.sku))];
