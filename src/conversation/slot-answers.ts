import { DateTime } from 'luxon';
import { BAKERY_ZONE } from '../orders/business-time.js';
import { flavorOf } from './menu-index.js';
import { type ConversationState, draftKey, forgetDraft, hasDraft, isSlice, type Slot } from './conversation-state.js';
import { addProduct, applyFormToPending, applyNoteTo, applyRemovals, applyShare, offer } from './draft-edits.js';
import { applyPartialSwap, chooseModified } from './line-changes.js';
import { nextStep, orderInput } from './next-step.js';
import { dayOf, type ItemMention, type Reading } from './reading.js';
import type { Product } from '../catalog/catalog-schema.js';
import { cakesFor, servingsOf } from './servings.js';
import { has, hasOrderContent, saysIntent, type Outcome, type TurnWork } from './turn-work.js';

// The answer to the question the assistant asked last, one handler per question, and the product
// last quoted taken by "I'll take one".

type SlotHandler = (work: TurnWork) => Outcome;

/**
 * "yes please change the time to 4", "yes please and make it 3": a yes with a change in it is no
 * yes to the order read back; the change is made and the order read back again. A time that is
 * already the order's ("yes, see you at 2") changes nothing.
 */
function changesWhenOrCount(work: TurnWork): boolean {
  const { reading, state } = work;
  if (reading.quantity !== null || reading.quantityChange !== null || reading.timeShift !== null || reading.timeAsked || reading.noWriting === true || reading.correction) return true;
  const when = reading.when;
  if (!when) return false;
  const at = state.draft.datetime ? DateTime.fromISO(state.draft.datetime).setZone(BAKERY_ZONE) : null;
  if (!at) return true;
  if (when.kind === 'time') return when.hour !== at.hour || when.minute !== at.minute;
  if (when.kind === 'date') return when.date.toISODate() !== at.toISODate();
  return +when.at !== +at;
}

/** The answer to the question the assistant asked last. */
export const SLOT_HANDLERS: Partial<Record<Slot, SlotHandler>> = {
  confirm: (work) => {
    // "yes please, and is it vegan?": the question is answered and the order read back again, so
    // the yes is given knowing the answer; an allergy told with the yes goes on the order first.
    const asksFirst = has(work, 'allergen_question') || work.screen.allergyMention !== null;
    // "yes please cancel": the cancelling is what is meant; nothing is placed on it.
    if (has(work, 'yes') && !has(work, 'cancel') && !asksFirst && !hasOrderContent(work.reading) && !changesWhenOrCount(work)) {
      work.state.attempt += 1;
      // "yes, and after that I need a separate order for my sister": once this one is placed, the
      // next is started, with nothing on it yet.
      if (work.reading.anotherOrderAfter && !work.state.laterOrder) work.state.laterOrder = { items: [], datetime: null, day: null };
      work.action = { kind: 'place_order', body: orderInput(work.state, work.ctx), idempotencyKey: `conversation-${work.state.attempt}` };
      return 'done';
    }
    // "no just the one" to the same order sent again: the one placed stands, nothing more.
    const orderId = work.state.lastPlacedKey === draftKey(work.state.draft) ? work.state.lastOrderId : null;
    if (has(work, 'no') && !hasOrderContent(work.reading) && orderId) {
      work.state = forgetDraft(work.state);
      work.acts.push({ type: 'already_placed', orderId });
      return 'done';
    }
    if (has(work, 'no') && !hasOrderContent(work.reading)) {
      // "hold on" or "no": still the same summary, so "ok go ahead" after it places the order and
      // a change ("make it 4pm") is read as one.
      work.state.awaiting = 'confirm';
      work.acts.push({ type: 'ask_change' });
      return 'done';
    }
    return 'continue';
  },
  choice: (work) => {
    const current = work.state.offer;
    if (!current || current.kind !== 'choose') return 'continue';
    // "ok do it as a custom one, 8 inch": the option named by its product is the one picked.
    const named = current.reason === 'modification' ? namedOptions(work, current.skus) : null;
    // "a unicorn cake?" → "not on the menu, but we can make one as a custom cake" → "yes please": the custom cake.
    const customAt = current.reason === 'unknown' && current.madeToOrder ? current.skus.findIndex((sku) => work.ctx.index.productsById.get(sku)?.category === 'custom-cake') : -1;
    const yesTo = current.skus.length === 1 ? 0 : customAt >= 0 && !hasOrderContent(work.reading) ? customAt : -1;
    // "carrot x 2" → whole or slice? → "today 3": a whole cake cannot be today, so the slices.
    const slices = current.skus.flatMap((sku, at) => (work.ctx.index.productsById.get(sku)?.category === 'slice' ? [at] : []));
    const todayOnly = current.reason === 'form' && slices.length === 1 && work.reading.choice === null && work.reading.items.length === 0 && dayOf(work.reading.when, BAKERY_ZONE) === work.ctx.now.setZone(BAKERY_ZONE).toISODate();
    const said = work.reading.choice ?? named?.picked ?? (has(work, 'yes') && yesTo >= 0 ? [yesTo] : null) ?? (todayOnly ? slices : null);
    // "2 cakes" → "which?" → "assorted": more flavours than cakes is no answer; which is asked again.
    const picked = said && said.length > 1 && current.qty !== null && work.reading.quantity === null && current.qty < said.length && !work.reading.choiceNumbered ? null : said;
    if (picked && current.reason === 'modification') {
      chooseModified(work.state, picked, work.ctx.index, work.acts);
      if (named) {
        work.reading.items = [];
        work.reading.size = work.reading.size ?? named.size;
      }
      work.state.offer = null;
      work.state.awaiting = null;
      work.answeredSlot = true;
      return 'continue';
    }
    if (picked && current.reason === 'writing') {
      // "the chocolate one", "both": the words go on each cake picked.
      for (const at of picked) applyNoteTo(work.state, current.skus[at] as string, current.phrase ?? '', work.acts, work.ctx.index);
      work.state.offer = null;
      work.state.awaiting = null;
      work.answeredSlot = true;
      return 'continue';
    }
    if (picked && current.reason === 'removal') {
      // "the slices", "both": those lines come off.
      applyRemovals(work.state, [{ skus: picked.map((at) => current.skus[at] as string), only: null }], work.acts);
      work.state.offer = null;
      work.state.awaiting = null;
      work.answeredSlot = true;
      return 'continue';
    }
    if (picked && current.reason === 'swap') {
      // "the carrot": part of that line becomes what was asked for.
      const into = current.into ?? [];
      const wanted: ItemMention = into.length === 1 ? { kind: 'product', sku: into[0] as string, qty: null, size: null, sizeWanted: null } : { kind: 'choose', skus: into, qty: null, sizeWanted: null };
      for (const at of picked) applyPartialSwap(work.state, { count: current.qty ?? 1, items: [wanted], from: [current.skus[at] as string] }, work.ctx.index, work.acts);
      work.state.offer = null;
      work.state.awaiting = null;
      work.answeredSlot = true;
      work.reading.quantity = null;
      return 'continue';
    }
    if (picked && current.reason === 'recount') {
      // "the slices": that line gets the count asked about.
      applyShare(work.state, picked.map((at) => current.skus[at] as string), current.qty ?? 1, work.acts);
      work.state.offer = null;
      work.state.awaiting = null;
      work.answeredSlot = true;
      work.reading.quantity = null;
      return 'continue';
    }
    if (picked) {
      // "10 slices" → "which?" → "all of them": the ten shared between them, as between flavours
      // named; evenly when it can be, else how many of each is asked next.
      const total = picked.length > 1 && work.reading.quantity === null && current.qty !== null && current.qty > 1 ? current.qty : null;
      const share = total !== null ? (total % picked.length === 0 ? total / picked.length : 1) : null;
      const lines = picked.flatMap((at) => {
        const product = work.ctx.index.productsById.get(current.skus[at] as string);
        // "2 red velvet" to "which would you like?": two of the one picked.
        const said = work.reading.items.flatMap((item) => ((item.kind === 'product' && item.sku === product?.id) || (item.kind === 'choose' && product && item.skus.includes(product.id)) ? [item.qty] : []))[0] ?? null;
        const line = product ? addProduct(work.state, product, work.reading.quantity ?? said ?? share ?? countOrParty(current.qty, cakesForPeopleAsked(work.state, product)), current.size, work.acts) : null;
        return line ? [line] : [];
      });
      if (total !== null && total % picked.length !== 0 && lines.length > 1) work.state.askShareOf = { total, skus: lines.map((line) => line.sku) };
      work.state.offer = null;
      work.state.awaiting = null;
      // "both whole cakes" to the first of several flavours asked about: every one of them whole.
      const form = lines.length === 1 ? work.ctx.index.productsById.get(lines[0]?.sku as string)?.category : undefined;
      if (work.reading.formForAll && form && current.reason === 'form') lines.push(...applyFormToPending(work.state, form, work.ctx.index, work.acts));
      if (lines.length > 0) work.acts.push({ type: 'items_added', lines });
      // "lemon" → "whole or slice?" → "slices": more than one, so how many is asked next.
      const [only] = lines;
      if (work.reading.quantityOpen && lines.length === 1 && only && current.qty === null && work.reading.quantity === null) work.state.askQuantityOf = only.sku;
      return 'continue';
    }
    // "4 slices" → "which?" → "two lemon and two carrot": each flavour in the form that was offered.
    const offered = new Set(current.skus);
    // "2 cakes" → "which?" → "carrot and chocolate": one of each, not two of each; the count shared
    // evenly when it can be ("4 slices" → "carrot and lemon": 2 each), else how many of each is asked next.
    const asked = current.qty;
    const uncounted = work.reading.items.filter((item) => (item.kind === 'product' || item.kind === 'choose') && item.qty === null).length;
    const shared = asked !== null && asked > 1 && uncounted > 1;
    const even = shared && asked % uncounted === 0 ? asked / uncounted : null;
    if (shared && even === null) work.reading.countToShare = asked;
    // A count of its own, else its share, else (a product named outright takes no count offered)
    // the count the offer was for, or the cakes a party was said to need.
    // "a dozen slices" → "which?" → "6 chocolate and the rest lemon", "mostly chocolate, a couple
    // lemon": the one flavour with no count takes what is left of the count asked for.
    const countedSum = work.reading.items.reduce((sum, item) => sum + ((item.kind === 'product' || item.kind === 'choose') && item.qty !== null ? item.qty : 0), 0);
    const rest = asked !== null && uncounted === 1 && countedSum > 0 && countedSum < asked ? asked - countedSum : null;
    const share = shared ? (even ?? 1) : rest;
    const partyCakes = (sku: string | undefined) => cakesForPeopleAsked(work.state, sku ? work.ctx.index.productsById.get(sku) : undefined);
    work.reading.items = work.reading.items.map((item) => {
      const fits = item.kind === 'choose' ? item.skus.filter((sku) => offered.has(sku)) : [];
      // "2 slices of cheesecake" then "ok the red velvet then": the count asked for stays.
      if (item.kind === 'choose' && fits.length === 1) return { kind: 'product', sku: fits[0] as string, qty: item.qty ?? share ?? countOrParty(asked, partyCakes(fits[0])), size: null, sizeWanted: item.sizeWanted };
      // "chocolate or carrot idk" to the whole cakes offered: those two, as whole cakes.
      if (item.kind === 'choose' && fits.length > 1) return { ...item, skus: fits, qty: item.qty ?? share ?? asked };
      return item.kind === 'product' ? { ...item, qty: item.qty ?? share ?? partyCakes(item.sku)?.sure ?? null } : item;
    });
    // "neither", "no thanks": none of them, said so, and the order goes on (or what they would like is asked).
    if (has(work, 'no') && !hasOrderContent(work.reading) && work.reading.when === null && work.reading.removals.length === 0 && [...work.reading.intents].every((intent) => intent === 'no' || intent === 'thanks')) {
      work.state.offer = null;
      work.state.awaiting = null;
      work.acts.push({ type: 'choice_declined' });
      nextStep(work.state, work.ctx, work.acts);
      return 'done';
    }
    if (has(work, 'no') || work.reading.items.length > 0 || work.reading.removals.length > 0) {
      // Not one of these: the question is dropped and the message read as it is.
      work.state.offer = null;
      work.state.awaiting = null;
      return 'continue';
    }
    // "is it moist?" read as a product we lack, then "ok pickup" with a cake on the order: the
    // suggestions were not wanted; they are dropped so the order goes on, never asked in a loop.
    if (current.reason === 'unknown' && hasDraft(work.state) && (hasOrderContent(work.reading) || work.reading.when !== null || has(work, 'yes') || has(work, 'no'))) {
      work.state.offer = null;
      work.state.awaiting = null;
      return 'continue';
    }
    // "pickup", "my name is Abe", "saturday 11am": a fact given instead of the answer is kept,
    // and the question asked again (nextStep offers the open choice first). "my number is ...": the phone too.
    if (hasOrderContent(work.reading) || work.reading.when !== null || work.reading.phone !== null) return 'continue';
    if (!saysIntent(work.reading) && work.reading.quantity === null) {
      work.acts.push({ type: 'not_understood', expected: 'choice' });
      nextStep(work.state, work.ctx, work.acts);
      return 'done';
    }
    return 'continue';
  },
  // "Will you pick it up at the bakery, or would you like delivery?" answered "yes" or "sure": a
  // counter clerk hears pickup, the first and usual choice; the summary says so before placing.
  fulfillment: (work) => {
    if (work.reading.fulfillment || !has(work, 'yes') || has(work, 'no') || hasOrderContent(work.reading)) return 'continue';
    work.state.draft.fulfillment = 'pickup';
    work.answeredSlot = true;
    return 'continue';
  },
  pickup_only: (work) => {
    // Told slices are not delivered, "Delivery to 400 Market St ...": the cakes are delivered and the
    // slices picked up, as two orders, as if said so.
    const items = work.state.draft.items;
    if ((work.reading.fulfillment === 'delivery' || work.reading.address) && items.some(isSlice) && items.some((item) => !isSlice(item))) work.reading.cakesDeliveredSlicesCollected = true;
    if (work.reading.fulfillment) return 'continue';
    if (has(work, 'yes')) {
      work.state.draft.fulfillment = 'pickup';
      work.answeredSlot = true;
      return 'continue';
    }
    if (has(work, 'no')) {
      work.state.awaiting = null;
      work.acts.push({ type: 'ask_change' });
      return 'done';
    }
    return 'continue';
  },
  // "Which size?" answered with something else ("2pm", "pickup"): that is taken, and the size
  // (65 or 85 USD) asked once more; answered with something else again, the first size stands,
  // as the summary shows, and the customer can still change it.
  size: (work) => {
    if (work.reading.size) {
      work.state.sizeAskedAgain = false;
      return 'continue';
    }
    // "yes" to "8-inch or 10-inch?": no size said; the question is asked again, never a size taken in silence.
    const onlyYesOrNo = work.reading.intents.size > 0 && [...work.reading.intents].every((intent) => intent === 'yes' || intent === 'no');
    if (!onlyYesOrNo && (hasOrderContent(work.reading) || work.reading.when || work.reading.phone || saysIntent(work.reading))) {
      if (work.state.sizeAskedAgain) work.state.askSizeOf = null;
      work.state.sizeAskedAgain = !work.state.sizeAskedAgain;
      return 'continue';
    }
    work.acts.push({ type: 'not_understood', expected: 'size' });
    nextStep(work.state, work.ctx, work.acts);
    return 'done';
  },
  datetime: (work) => takeProposedTime(work),
  time: (work) => takeProposedTime(work),
  phone: (work) => {
    const { phone, phoneInvalid } = work.reading;
    if (phone && !hasDraft(work.state) && work.state.lastOrderId === null && work.state.awaiting === 'phone') {
      // The number asked for after a request for a person: staff are told where to call.
      work.state.draft.phone = phone;
      work.acts.push({ type: 'handoff', reason: 'asked', orderId: null, hasPhone: true });
      work.action = { kind: 'request_person', reason: `customer left a number to be called back: ${phone}` };
      work.state.awaiting = null;
      return 'done';
    }
    if (phoneInvalid && !hasOrderContent(work.reading) && (work.reading.emailGiven || [...work.reading.intents].every((intent) => intent === 'no'))) {
      work.acts.push(work.reading.emailGiven ? { type: 'invalid_phone', email: true } : { type: 'invalid_phone' });
      nextStep(work.state, work.ctx, work.acts);
      return 'done';
    }
    return 'continue';
  },
};

/** The offered options a message names as products, with the size said for them, when it names nothing else. */
function namedOptions(work: TurnWork, skus: string[]): { picked: number[]; size: Reading['size'] } | null {
  const items = work.reading.items;
  const at = items.map((item) => (item.kind === 'product' ? skus.indexOf(item.sku) : -1));
  if (items.length === 0 || at.some((index) => index < 0)) return null;
  const sized = items.find((item) => item.kind === 'product' && (item.size ?? item.sizeWanted));
  return { picked: at, size: sized?.kind === 'product' ? (sized.size ?? sized.sizeWanted) : null };
}

/** "Would the earliest time work?" answered yes: it is booked. */
function takeProposedTime(work: TurnWork): Outcome {
  const proposed = work.state.proposedTime;
  const accepts = has(work, 'yes') || (has(work, 'take') && work.reading.items.length === 0 && work.reading.quantity === null);
  if (proposed && !work.reading.when && accepts) {
    work.state.draft.datetime = proposed;
    work.state.draft.day = null;
    work.state.proposedTime = null;
    work.answeredSlot = true;
  }
  return 'continue';
}

/** Products just talked about, ordered by "ok, I'll take one" or "yes" or "two please". */
/**
 * "Is it available tomorrow?" then "I'll take one at 3": tomorrow at 3. "Do you have red velvet for
 * tomorrow at 4?" then "the whole cake": tomorrow at 4. A day or time said now wins.
 */
export function keepQuotedMoment(draft: ConversationState['draft'], quoted: NonNullable<ConversationState['offer']>, when: Reading['when']): void {
  if (draft.day || draft.datetime || when?.kind === 'date' || when?.kind === 'datetime') return;
  if (quoted.at && !when) draft.datetime = quoted.at;
  else if (quoted.day) draft.day = quoted.day;
}

/** The product of those compared that is cheapest, dearest, biggest or smallest: whole cakes first, as compared. */
function pickedBy(by: NonNullable<Reading['pickBy']>, counted: string[], available: string[], work: TurnWork): string | null {
  const products = (counted.length > 1 ? counted : available).map((sku) => work.ctx.index.productsById.get(sku)).filter((p): p is Product => p !== undefined);
  const wholes = products.filter((p) => p.category === 'whole-cake');
  const pool = wholes.length > 1 ? wholes : products;
  const measure = (p: Product) => (by === 'cheaper' || by === 'pricier' ? p.price_usd : (servingsOf(p)?.to ?? 0));
  const sorted = [...pool].sort((a, b) => measure(a) - measure(b));
  const chosen = by === 'cheaper' || by === 'smaller' ? sorted[0] : sorted.at(-1);
  // Two of the same price or size name no one product: the question is asked instead.
  const tied = chosen ? pool.filter((p) => measure(p) === measure(chosen)).length : 0;
  return chosen && tied === 1 ? chosen.id : null;
}

/** Of the products offered, one per flavour in the form the message said; none when the form is unclear. */
function oneOfEach(available: string[], reading: TurnWork['reading'], work: TurnWork): string[] {
  const said = reading.items.find((item) => item.kind === 'category');
  const form = said?.kind === 'category' ? said.category : null;
  const kinds = (sku: string) => work.ctx.index.productsById.get(sku)?.category;
  const flavours = new Map<string, string[]>();
  for (const sku of available) {
    const flavour = flavorOf(sku, work.ctx.index)?.label ?? sku;
    flavours.set(flavour, [...(flavours.get(flavour) ?? []), sku]);
  }
  const picked = [...flavours.values()].map((skus) => (skus.length === 1 ? skus[0] : skus.find((sku) => kinds(sku) === form)));
  return picked.every((sku): sku is string => sku !== undefined) ? picked : [];
}

export function takeQuoted(work: TurnWork): boolean {
  const quoted = work.state.offer;
  const { reading } = work;
  const eachOfKind = reading.ofEach && reading.items.every((item) => item.kind === 'category');
  if (!quoted || quoted.kind !== 'quoted' || (reading.items.length > 0 && !eachOfKind)) return false;
  const named = (quoted.named ?? []).filter((sku) => work.ctx.index.productsById.get(sku)?.available);
  const quotedAvailable = named.length > 0 ? named : quoted.skus.filter((sku) => work.ctx.index.productsById.get(sku)?.available);
  // "we make it 8-inch only" answered "ok the 8 inch then": the one quoted that comes in the size said.
  const sizeTaken = reading.size?.endsWith('-inch') && reading.items.length === 0 && !reading.intents.has('question');
  const sized = sizeTaken ? quotedAvailable.filter((sku) => work.ctx.index.productsById.get(sku)?.sizes.includes(reading.size as never)) : [];
  const available = sized.length === 1 ? sized : quotedAvailable;
  // "Would you like to order?" answered with a day or pickup: yes, the one product just asked about.
  const answersWithDetails = (available.length === 1 || (quoted.counted?.length ?? 0) > 1) && !hasDraft(work.state) && (reading.when !== null || reading.fulfillment !== null) && !saysIntent(reading);
  if (!(reading.intents.has('take') || reading.intents.has('yes') || sized.length === 1 || reading.pickBy !== null || answersWithDetails || reading.ofEach || (reading.quantity !== null && !hasDraft(work.state)))) return false;
  // "how much is a slice of carrot?" mid-order, answered and followed by the name asked, then "ok":
  // the answer heard, not the slice ordered; the question after it is what the "ok" is to.
  const acknowledged = hasDraft(work.state) && work.state.awaiting !== null && work.state.awaiting !== 'confirm' && !reading.intents.has('take') && reading.quantity === null && reading.pickBy === null && !reading.ofEach;
  if (acknowledged) return false;
  work.state.offer = null;
  // "ok the cheaper one then": of the cakes compared (or the slices, when only slices were), that one.
  const picked = reading.pickBy ? pickedBy(reading.pickBy, (quoted.counted ?? []).map((line) => line.sku).filter((sku) => available.includes(sku)), available, work) : null;
  if (picked) {
    const product = work.ctx.index.productsById.get(picked);
    const line = product ? addProduct(work.state, product, reading.quantity, null, work.acts) : null;
    if (line) work.acts.push({ type: 'items_added', lines: [line] });
    return line !== null;
  }
  if (available.length > 0) keepQuotedMoment(work.state.draft, quoted, reading.when);
  // "how much would 2 chocolate cakes and 3 carrot cakes be?" then "ok order them": those lines.
  // Each counted line is a product the question named in its form, whatever kind the question named.
  const counted = (quoted.counted ?? []).filter((line) => quoted.skus.includes(line.sku) && work.ctx.index.productsById.get(line.sku)?.available);
  // "how much are a fudge cake and a carrot cake?" answered "ok": one of them, or both, is asked.
  const onlyPriced = counted.length > 1 && counted.every((line) => line.qty === 1) && !reading.intents.has('take') && reading.choice === null && reading.quantity === null && !hasDraft(work.state);
  if (onlyPriced) {
    offer(work.state, 'form', counted.map((line) => line.sku), null, quoted.size, null, work.acts);
    return true;
  }
  if (counted.length > 1 && reading.quantity === null) {
    const lines = counted.flatMap((line) => {
      const product = work.ctx.index.productsById.get(line.sku);
      const added = product ? addProduct(work.state, product, line.qty, line.size ?? quoted.size, work.acts) : null;
      return added ? [added] : [];
    });
    if (lines.length > 0) work.acts.push({ type: 'items_added', lines });
    return true;
  }
  // "ok 1 slice of each at 6pm" after two flavours were compared: one line of each, in the form said
  // (or the only one every flavour has).
  const each = reading.ofEach && available.length > 1 ? oneOfEach(available, reading, work) : [];
  if (each.length > 0) {
    const lines = each.flatMap((sku) => {
      const product = work.ctx.index.productsById.get(sku);
      const said = reading.items.find((item) => item.kind === 'category');
      const added = product ? addProduct(work.state, product, reading.quantity ?? (said?.kind === 'category' ? said.qty : null) ?? 1, reading.size ?? quoted.size, work.acts) : null;
      return added ? [added] : [];
    });
    if (lines.length > 0) work.acts.push({ type: 'items_added', lines });
    reading.items = [];
    return lines.length > 0;
  }
  if (available.length === 1) {
    const product = work.ctx.index.productsById.get(available[0] as string);
    const line = product ? addProduct(work.state, product, reading.quantity ?? quoted.qty, reading.size ?? quoted.size, work.acts) : null;
    if (line) work.acts.push({ type: 'items_added', lines: [line] });
    return true;
  }
  if (available.length > 1) {
    offer(work.state, 'form', available, reading.quantity, reading.size ?? quoted.size, null, work.acts);
    return true;
  }
  return false;
}

/**
 * "cake for 25 people" → "for 25 people, 3 cakes ... which would you like?" → "chocolate": the
 * cakes that answer said, not one.
 */
/**
 * "a cake for 30 people" → "for 30 people, 3 cakes" → "chocolate": the cakes just said the party
 * needs, not the "a" of the question; any other count asked for stands.
 */
const countOrParty = (asked: number | null, party: { fewest: number; sure: number } | null): number | null => (asked === null ? (party?.sure ?? null) : asked === 1 ? (party?.fewest ?? 1) : asked);

function cakesForPeopleAsked(state: ConversationState, product: Product | undefined): { fewest: number; sure: number } | null {
  const people = state.lastAnswer?.find((act) => act.type === 'answer_servings')?.people;
  if (!people || product?.category !== 'whole-cake') return null;
  return cakesFor(product, people);
}
