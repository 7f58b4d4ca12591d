import type { DateTime } from 'luxon';
import { bakeryDay, calendarOf, firstOpenMoment, hoursOn, isWithinBusinessHours, NO_CLOSED_DAYS, type OpeningRules } from '../orders/business-time.js';
import { ORDER_ID_PATTERN } from '../orders/order-id.js';
import type { CreateOrderInput } from '../orders/order-schemas.js';
import type { Act } from './acts.js';
import { type ConversationState, forgetDraft, hasDraft, type Slot } from './conversation-state.js';
import { addProduct, offer } from './draft-edits.js';
import { chooseModified } from './line-changes.js';
import { flavorOf, flavorProducts } from './menu-index.js';
import { nextStep, orderInput, type TurnContext } from './next-step.js';
import { type CountedProduct, dayOf, type Reading } from './reading.js';
import type { SafetyScreen } from './safety.js';

// The conversation's policy as tables: first the interrupts, in order (a request to stop or for
// a person comes before anything about the order), then one handler for the question the
// assistant is waiting on. Adding an intent is one entry here.

export type Action =
  | { kind: 'place_order'; body: CreateOrderInput; idempotencyKey: string }
  | { kind: 'order_status'; orderId: string }
  | { kind: 'request_person'; reason: string };

/** One turn being worked out: the state (a copy), what the assistant does, and what the core must do. */
export type TurnWork = {
  state: ConversationState;
  acts: Act[];
  action: Action | null;
  reading: Reading;
  screen: SafetyScreen;
  ctx: TurnContext;
  /** A handler took the message as the answer it was waiting for. */
  answeredSlot: boolean;
  /** The offer standing when the message came, before any handler dropped it. */
  previousOffer: ConversationState['offer'];
};

/**
 * `continue`: go on with the order. `answered`: the message was a question, now answered; the
 * pending question is asked again. `done`: nothing more this turn.
 */
export type Outcome = 'continue' | 'answered' | 'done';

type Interrupt = { name: string; applies: (work: TurnWork) => boolean; handle: (work: TurnWork) => Outcome };

const has = (work: TurnWork, intent: Parameters<Reading['intents']['has']>[0]) => work.reading.intents.has(intent);

/**
 * The message says something about the order itself, not only a question. A day alone is not:
 * "are you open on thanksgiving?" asks, it does not order for that day.
 */
/** "can you deliver 10 slices?": slices are named, which are never delivered. */
function asksForSlices(work: TurnWork): boolean {
  return work.reading.items.some((item) => (item.kind === 'category' ? item.category === 'slice' : item.kind === 'product' ? work.ctx.index.productsById.get(item.sku)?.category === 'slice' : false));
}

export function hasOrderContent(reading: Reading): boolean {
  return (
    reading.items.length > 0 ||
    reading.removals.length > 0 ||
    reading.fulfillment !== null ||
    reading.address !== null ||
    reading.name !== null ||
    reading.notes !== null ||
    reading.details !== null ||
    reading.sizeSplit !== null ||
    reading.size !== null ||
    reading.quantityChange !== null
  );
}

/** The message names products (not only a kind of product or something we do not sell). */
const namesProducts = (reading: Reading) => reading.items.some((item) => item.kind === 'product' || item.kind === 'choose');
/** A correction with something to change ("make it 3 instead of 2", "change the time to 5"), not a new order. */
const changesSomething = (reading: Reading) =>
  reading.correction &&
  (reading.when !== null || reading.quantity !== null || reading.lineQuantity !== null || reading.removals.length > 0 || reading.replacesItems || reading.fulfillment !== null || reading.address !== null || (reading.items.length > 0 && reading.items.every((item) => item.kind === 'category')));
/** Whether the message says something besides its content; being phrased as a question is not enough. */
const saysIntent = (reading: Reading) => [...reading.intents].some((intent) => intent !== 'question');
const nothingAsked = (reading: Reading) => reading.about.skus.length === 0 && reading.about.category === null && reading.about.unknown === null && reading.items.length === 0;

const answered = (work: TurnWork): Outcome => (hasOrderContent(work.reading) ? 'continue' : 'answered');
const hasPhone = (work: TurnWork) => Boolean(work.ctx.phone || work.state.draft.phone);

export const INTERRUPTS: Interrupt[] = [
  {
    name: 'restart',
    applies: (work) => has(work, 'restart'),
    handle: (work) => {
      work.state = forgetDraft(work.state);
      work.acts.push({ type: 'restarted' });
      return 'continue';
    },
  },
  {
    // Any allergy mention is kept, whatever else the message asks: on the order being made, or
    // once an order is placed and nothing new is being made, straight to staff.
    name: 'allergy',
    applies: (work) => work.screen.allergyMention !== null,
    handle: (work) => {
      const mention = work.screen.allergyMention as string;
      const draft = work.state.draft;
      draft.allergyNotes = draft.allergyNotes ? `${draft.allergyNotes}; ${mention}`.slice(0, 1000) : mention;
      const placed = !hasDraft(work.state) && work.reading.items.length === 0 ? work.state.lastOrderId : null;
      if (placed) {
        work.acts.push({ type: 'handoff', reason: 'allergy_after_placing', orderId: placed, hasPhone: hasPhone(work) });
        work.action = { kind: 'request_person', reason: `allergy reported after order ${placed} was placed: "${mention.slice(0, 300)}"` };
        return 'done';
      }
      work.acts.push({ type: 'allergy_noted', orderStarted: hasDraft(work.state) || work.reading.items.length > 0 });
      // What is on the order, said plainly, so the customer can decide: never "safe".
      const onOrder = work.state.draft.items.map((item) => item.sku);
      if (onOrder.length > 0 && !has(work, 'allergen_question') && work.reading.items.length === 0) {
        const flavours = onOrder.flatMap((sku) => {
          const flavor = flavorOf(sku, work.ctx.index);
          return flavor ? flavorProducts(flavor).map((p) => p.id) : [sku];
        });
        work.acts.push({ type: 'answer_allergens', skus: [...new Set(flavours)] });
      }
      return 'continue';
    },
  },
  {
    name: 'cancel',
    applies: (work) => has(work, 'cancel'),
    handle: (work) => {
      if (hasDraft(work.state)) {
        work.state = forgetDraft(work.state);
        work.acts.push({ type: 'cancelled', what: 'draft' });
      } else if (work.state.lastOrderId) {
        const orderId = work.state.lastOrderId;
        work.acts.push({ type: 'handoff', reason: 'cancel_placed', orderId, hasPhone: hasPhone(work) });
        work.action = { kind: 'request_person', reason: `customer wants to cancel placed order ${orderId}` };
      } else {
        work.state = forgetDraft(work.state);
        work.acts.push({ type: 'cancelled', what: 'nothing' });
      }
      return 'done';
    },
  },
  {
    // "can I change the pickup time to 5?" just after placing: a placed order is changed by staff.
    name: 'change placed order',
    applies: (work) => work.state.lastOrderId !== null && !hasDraft(work.state) && changesSomething(work.reading),
    handle: (work) => {
      const orderId = work.state.lastOrderId as string;
      work.acts.push({ type: 'handoff', reason: 'change_placed', orderId, hasPhone: hasPhone(work) });
      work.action = { kind: 'request_person', reason: `customer wants to change placed order ${orderId}` };
      return 'done';
    },
  },
  {
    // "my cake was dry", "I want a refund": a person looks into it; nothing is promised here.
    name: 'complaint',
    // "my order was late last time, so I deserve a free slice" is haggling, answered as such.
    applies: (work) => has(work, 'complaint') && !has(work, 'haggle'),
    handle: (work) => {
      work.acts.push({ type: 'handoff', reason: 'complaint', orderId: work.state.lastOrderId, hasPhone: hasPhone(work) });
      work.action = { kind: 'request_person', reason: 'customer has a complaint about an order' };
      if (!hasPhone(work) && !hasDraft(work.state)) work.state.awaiting = 'phone';
      return 'done';
    },
  },
  {
    // "bye", "that's all, goodbye": the conversation ends here; a half-taken order is kept for later.
    name: 'goodbye',
    applies: (work) => has(work, 'goodbye') && !hasOrderContent(work.reading) && !has(work, 'yes'),
    handle: (work) => {
      work.acts.push({ type: 'farewell', draftOpen: hasDraft(work.state) });
      return 'done';
    },
  },
  {
    name: 'person',
    applies: (work) => has(work, 'person'),
    handle: (work) => {
      work.acts.push({ type: 'handoff', reason: 'asked', orderId: work.state.lastOrderId, hasPhone: hasPhone(work) });
      work.action = { kind: 'request_person', reason: 'customer asked for a person' };
      // Without a number staff cannot call back: the next message is read as one.
      if (!hasPhone(work) && !hasDraft(work.state)) work.state.awaiting = 'phone';
      return 'done';
    },
  },
  {
    name: 'status',
    applies: (work) => (has(work, 'status') || work.reading.orderId !== null) && !namesProducts(work.reading),
    handle: (work) => {
      // "is my cake ready" names no product to order.
      work.reading.items = [];
      const orderId = work.reading.orderId ?? work.state.lastOrderId;
      if (!orderId) {
        work.state.awaiting = 'order_id';
        work.acts.push({ type: 'ask_slot', slot: 'order_id' });
        return 'done';
      }
      // A malformed id names no order: said at once, without asking the database.
      if (!ORDER_ID_PATTERN.test(orderId)) work.acts.push({ type: 'answer_status', orderId, status: null });
      else work.action = { kind: 'order_status', orderId };
      if (work.state.awaiting === 'order_id') work.state.awaiting = null;
      // "check ord_x and how much is a carrot slice": the other question is answered too.
      return ['price_question', 'have_question', 'allergen_question', 'hours', 'menu'].some((intent) => work.reading.intents.has(intent as never)) ? 'continue' : 'answered';
    },
  },
  { name: 'help', applies: (work) => has(work, 'help'), handle: (work) => (work.acts.push({ type: 'help' }), 'answered') },
  // Said alongside whatever else the message asks, so they come before the questions that answer it.
  { name: 'payment question', applies: (work) => has(work, 'payment_question'), handle: (work) => (work.acts.push({ type: 'payment_policy' }), 'continue') },
  { name: 'haggle', applies: (work) => has(work, 'haggle'), handle: (work) => (work.acts.push({ type: 'price_policy' }), 'continue') },
  { name: 'delivery promise', applies: (work) => has(work, 'delivery_promise'), handle: (work) => (work.acts.push({ type: 'delivery_policy', slices: asksForSlices(work) }), 'continue') },
  { name: 'drink', applies: (work) => work.screen.mentionsDrink, handle: (work) => (work.acts.push({ type: 'refuse_beverage' }), 'continue') },
  // "is the chocolate cake halal?": the catalog does not say, so nothing is claimed either way.
  { name: 'dietary question', applies: (work) => has(work, 'dietary_question') && !has(work, 'allergen_question'), handle: (work) => (work.acts.push({ type: 'dietary_unknown' }), answered(work)) },
  {
    name: 'allergen question',
    applies: (work) => has(work, 'allergen_question'),
    handle: (work) => {
      const asked = work.reading.about.skus;
      // About a flavour, both its cake and its slice are answered: their facts may differ.
      const flavours = (skus: string[]) =>
        skus.flatMap((sku) => {
          const flavor = flavorOf(sku, work.ctx.index);
          return flavor ? flavorProducts(flavor).map((p) => p.id) : [sku];
        });
      // "which of your cakes have nuts?", "anything vegan?": what the menu lists for every cake.
      const everything = asked.length === 0 && !hasDraft(work.state);
      const menu = work.ctx.catalog.products.filter((p) => p.available && (p.category === 'whole-cake' || p.category === 'slice')).map((p) => p.id);
      const skus = everything ? menu : flavours(asked.length > 0 ? asked : work.state.draft.items.map((item) => item.sku));
      work.acts.push({ type: 'answer_allergens', skus: [...new Set(skus)], everything });
      // "what about the vanilla?" next asks the same about the vanilla.
      if (everything) work.state.offer = { kind: 'quoted', reason: 'quoted', phrase: null, skus: [], qty: null, size: null, asked: 'allergen_question' };
      if (asked.length > 0 && !hasDraft(work.state)) {
        // "is the vanilla bean cake ok? want one": the cake, not its slice.
        const category = work.reading.about.category;
        const named = category ? [...new Set(skus.filter((sku) => work.ctx.index.productsById.get(sku)?.category === category))] : [];
        work.state.offer = { kind: 'quoted', reason: 'quoted', phrase: null, skus: [...new Set(skus)], qty: null, size: null, named, asked: 'allergen_question' };
      }
      return answered(work);
    },
  },
  {
    name: 'product question',
    // "how much is delivery?" is about delivery, not about the menu's prices.
    applies: (work) => (has(work, 'price_question') || has(work, 'have_question') || has(work, 'describe_question')) && !((has(work, 'delivery_question') || has(work, 'haggle')) && nothingAsked(work.reading)),
    handle: (work) => {
      const { skus, category, unknown } = work.reading.about;
      const asked = has(work, 'describe_question') ? 'about' : has(work, 'price_question') ? 'price' : 'have';
      // "red velvet" → "which?" → "how much is each?": the options asked about, then the question again.
      const open = work.state.offer?.kind === 'choose' ? work.state.offer.skus : [];
      if (skus.length === 0 && !unknown && category === null && open.length > 0 && !has(work, 'menu')) {
        work.acts.push({ type: 'answer_products', skus: open, asked });
        return answered(work);
      }
      // "what cakes do you have?" is the menu.
      if (skus.length === 0 && !unknown && (category === 'whole-cake' || category === null) && has(work, 'menu')) {
        work.acts.push({ type: 'answer_menu', category: null });
        return answered(work);
      }
      if (skus.length > 0) {
        const counted = work.reading.about.counted ?? [];
        work.acts.push({ type: 'answer_products', skus, asked, counted });
        // "is the lemon cake available?" is answered for the cake and its slice, but "I'll take
        // one" then means the cake the question named.
        const ofKind = category ? skus.filter((sku) => work.ctx.index.productsById.get(sku)?.category === category) : [];
        const when = work.reading.when;
        const day = when?.kind === 'date' ? when.date.toISODate() : when?.kind === 'datetime' ? when.at.toISODate() : null;
        const at = when?.kind === 'datetime' ? when.at.toISO() : null;
        const question = asked === 'about' ? 'describe_question' : asked === 'price' ? 'price_question' : 'have_question';
        work.state.offer = { kind: 'quoted', reason: 'quoted', phrase: null, skus, qty: counted.length === 1 ? (counted[0] as CountedProduct).qty : null, size: work.reading.size, named: ofKind, day, at, asked: question, counted };
        const orderable = skus.filter((sku) => work.ctx.index.productsById.get(sku)?.category !== 'beverage');
        if (!hasDraft(work.state) && work.reading.items.length === 0 && orderable.length > 0) work.acts.push({ type: 'invite_order', skus: orderable });
        return answered(work);
      }
      if (unknown) {
        // "2 lemon slices at 3, also do you have cookies?": said plainly, and the order goes on.
        if (namesProducts(work.reading) || hasDraft(work.state)) {
          work.acts.push({ type: 'not_on_menu', phrase: unknown });
          return answered(work);
        }
        // "do you have tiramisu?": one question naming the real products closest to it.
        work.reading.items = [{ kind: 'unknown', phrase: unknown, suggestions: [] }, ...work.reading.items];
        return 'continue';
      }
      const quoted = work.state.offer?.kind === 'quoted' ? work.state.offer.skus : [];
      const quotedOfKind = category ? quoted.filter((sku) => work.ctx.index.productsById.get(sku)?.category === category) : [];
      if (quotedOfKind.length > 0) {
        // "how much is the whole one?" just after the red velvet: the red velvet cake.
        work.acts.push({ type: 'answer_products', skus: quotedOfKind, asked });
        work.state.offer = { kind: 'quoted', reason: 'quoted', phrase: null, skus: quotedOfKind, qty: null, size: work.reading.size };
        return answered(work);
      }
      if (category) {
        const products = work.ctx.catalog.products.filter((p) => p.available && p.category === category).map((p) => p.id);
        // "how many people does a whole cake feed?": each one's own description says.
        work.acts.push(asked === 'about' ? { type: 'answer_products', skus: products, asked } : { type: 'answer_menu', category });
        work.state.offer = { kind: 'quoted', reason: 'quoted', phrase: null, skus: products, qty: null, size: null };
        return answered(work);
      }
      // "how much is it?" about the order being made, or about everything.
      const draftSkus = work.state.draft.items.map((item) => item.sku);
      if (draftSkus.length > 0) work.acts.push({ type: 'answer_products', skus: [...new Set(draftSkus)], asked });
      else work.acts.push({ type: 'answer_menu', category: null });
      return answered(work);
    },
  },
  {
    name: 'menu',
    applies: (work) => has(work, 'menu') && !work.reading.items.some((item) => item.kind === 'product' || item.kind === 'choose'),
    handle: (work) => (work.acts.push({ type: 'answer_menu', category: null }), answered(work)),
  },
  {
    name: 'hours',
    applies: (work) => has(work, 'hours'),
    handle: (work) => {
      const calendar = calendarOf(work.ctx.closedDays ?? NO_CLOSED_DAYS);
      const specialHours = [...calendar.specialHours].map(([day, hours]) => ({ day, ...hours }));
      // "are you open on thanksgiving?": that day is answered, and no order is started for it.
      const when = work.reading.when;
      const rules = work.ctx.closedDays ?? NO_CLOSED_DAYS;
      const now = work.reading.hoursNow ? openNow(work.ctx.now, rules) : null;
      const day = now ? null : (work.reading.hoursDay ?? dayOf(when, work.ctx.now.zone));
      work.acts.push({ type: 'answer_hours', closedDays: [...calendar.closedDays], day, specialHours, paused: work.ctx.paused ?? null, now });
      // "a lemon slice at 2, and what are your hours on sunday?": answered, and the order goes on as said.
      if (namesProducts(work.reading)) return 'continue';
      // "are you open sunday?" then "I'll take a lemon cake, pick up at 2": that Sunday is meant.
      const draft = work.state.draft;
      if (day && day >= (work.ctx.now.toISODate() ?? '') && !calendar.closedDays.has(day) && !draft.day && !draft.datetime) draft.day = day;
      work.reading.items = [];
      work.reading.when = null;
      // "are you open sunday?" then "what about monday?": the same question about another day.
      if (!hasDraft(work.state) && work.state.offer?.kind !== 'choose') work.state.offer = { kind: 'quoted', reason: 'quoted', phrase: null, skus: [], qty: null, size: null, asked: 'hours' };
      return answered(work);
    },
  },
  {
    name: 'delivery question',
    applies: (work) => has(work, 'delivery_question'),
    handle: (work) => (work.acts.push({ type: 'delivery_policy', slices: asksForSlices(work) }), answered(work)),
  },
];

type SlotHandler = (work: TurnWork) => Outcome;

/** Whether the bakery is open at `now`: until which minute of today, or when it next opens. */
function openNow(now: DateTime, rules: OpeningRules): Extract<Act, { type: 'answer_hours' }>['now'] {
  const today = hoursOn(bakeryDay(now), rules);
  if (today && isWithinBusinessHours(now, rules)) return { open: true, closes: today.closes };
  return { open: false, opens: firstOpenMoment(now, rules).toISO() as string };
}

/** The answer to the question the assistant asked last. */
export const SLOT_HANDLERS: Partial<Record<Slot, SlotHandler>> = {
  confirm: (work) => {
    if (has(work, 'yes') && !hasOrderContent(work.reading)) {
      work.state.attempt += 1;
      work.action = { kind: 'place_order', body: orderInput(work.state, work.ctx), idempotencyKey: `conversation-${work.state.attempt}` };
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
    const picked = work.reading.choice ?? (has(work, 'yes') && current.skus.length === 1 ? [0] : null);
    if (picked && current.reason === 'modification') {
      chooseModified(work.state, picked, work.ctx.index, work.acts);
      work.state.offer = null;
      work.state.awaiting = null;
      work.answeredSlot = true;
      return 'continue';
    }
    if (picked) {
      const lines = picked.flatMap((at) => {
        const product = work.ctx.index.productsById.get(current.skus[at] as string);
        const line = product ? addProduct(work.state, product, work.reading.quantity ?? current.qty, current.size, work.acts) : null;
        return line ? [line] : [];
      });
      work.state.offer = null;
      work.state.awaiting = null;
      if (lines.length > 0) work.acts.push({ type: 'items_added', lines });
      return 'continue';
    }
    // "4 slices" → "which?" → "two lemon and two carrot": each flavour in the form that was offered.
    const offered = new Set(current.skus);
    work.reading.items = work.reading.items.map((item) => {
      const fits = item.kind === 'choose' ? item.skus.filter((sku) => offered.has(sku)) : [];
      return item.kind === 'choose' && fits.length === 1 ? { kind: 'product', sku: fits[0] as string, qty: item.qty, size: null, sizeWanted: item.sizeWanted } : item;
    });
    if (has(work, 'no') || work.reading.items.length > 0 || work.reading.removals.length > 0) {
      // Not one of these: the question is dropped and the message read as it is.
      work.state.offer = null;
      work.state.awaiting = null;
      return 'continue';
    }
    // "pickup", "my name is Abe": a fact given instead of the answer is kept, and the question
    // asked again (nextStep offers the open choice first).
    if (hasOrderContent(work.reading)) return 'continue';
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
    if (phoneInvalid && !hasOrderContent(work.reading) && [...work.reading.intents].every((intent) => intent === 'no')) {
      work.acts.push({ type: 'invalid_phone' });
      nextStep(work.state, work.ctx, work.acts);
      return 'done';
    }
    return 'continue';
  },
};

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

export function takeQuoted(work: TurnWork): boolean {
  const quoted = work.state.offer;
  const { reading } = work;
  if (!quoted || quoted.kind !== 'quoted' || reading.items.length > 0) return false;
  const named = (quoted.named ?? []).filter((sku) => work.ctx.index.productsById.get(sku)?.available);
  const available = named.length > 0 ? named : quoted.skus.filter((sku) => work.ctx.index.productsById.get(sku)?.available);
  // "Would you like to order?" answered with a day or pickup: yes, the one product just asked about.
  const answersWithDetails = available.length === 1 && !hasDraft(work.state) && (reading.when !== null || reading.fulfillment !== null) && !saysIntent(reading);
  if (!(reading.intents.has('take') || reading.intents.has('yes') || answersWithDetails || (reading.quantity !== null && !hasDraft(work.state)))) return false;
  work.state.offer = null;
  if (available.length > 0) keepQuotedMoment(work.state.draft, quoted, reading.when);
  // "how much would 2 chocolate cakes and 3 carrot cakes be?" then "ok order them": those lines.
  const counted = (quoted.counted ?? []).filter((line) => available.includes(line.sku));
  if (counted.length > 1 && reading.quantity === null) {
    const lines = counted.flatMap((line) => {
      const product = work.ctx.index.productsById.get(line.sku);
      const added = product ? addProduct(work.state, product, line.qty, quoted.size, work.acts) : null;
      return added ? [added] : [];
    });
    if (lines.length > 0) work.acts.push({ type: 'items_added', lines });
    return true;
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
