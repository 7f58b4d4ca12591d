import { DateTime } from 'luxon';
import type { Catalog, Product } from '../catalog/catalog-schema.js';
import { BAKERY_ZONE, bakeryDay, type ClosedDays, closedDayOf, formatDay, NO_CLOSED_DAYS, parseRequestedTime } from '../orders/business-time.js';
import { decideOrder } from '../orders/decide-order.js';
import type { Channel, CreateOrderInput, OrderResult, OrderStatusView } from '../orders/order-schemas.js';
import { normalizePhone } from '../orders/phone.js';
import { type ConversationState, type Draft, emptyDraft, hasDraft, isSlice, newConversation } from './conversation-state.js';
import { buildMenuIndex, closestProducts, type MenuIndex } from './menu-index.js';
import { explainRejection } from './explain-rejection.js';
import { type ItemRequest, type MessageReading, readMessage, type Removal } from './read-message.js';
import { atLocalTime, onNextDay } from './read-when.js';
import * as say from './replies.js';

// The ordering conversation as plain functions over (state, message, catalog, clock). It never
// does I/O: when it needs the core (place an order, look up a status, call a person) it returns
// an action, and the service feeds the outcome back through the after* functions.

export type Action =
  | { kind: 'place_order'; body: CreateOrderInput; idempotencyKey: string }
  | { kind: 'order_status'; orderId: string }
  | { kind: 'request_person'; reason: string };

export type Turn = { state: ConversationState; replies: string[]; action: Action | null };

export type TurnContext = {
  catalog: Catalog;
  index?: MenuIndex;
  now: DateTime;
  channel: Channel;
  /** The sender's phone in E.164 when the channel knows it (SMS, WhatsApp, voice). */
  phone: string | null;
  /** Days the bakery is closed (CLOSED_DAYS); none when absent. */
  closedDays?: ClosedDays;
};

export function respond(previous: ConversationState, text: string, ctx: TurnContext): Turn {
  const index = ctx.index ?? buildMenuIndex(ctx.catalog);
  const reading = readMessage(text, index, ctx.now);
  const state: ConversationState = structuredClone(previous);
  const replies: string[] = [];
  const done = (action: Action | null = null): Turn => ({ state, replies, action });
  const { intents } = reading;
  const answer = (text: string, action: Action | null = null): Turn => {
    replies.push(text);
    return done(action);
  };

  // Requests about the conversation itself come before anything about the order.
  if (intents.has('restart')) {
    Object.assign(state, newConversation(), { lastOrderId: state.lastOrderId, attempt: state.attempt });
    replies.push(`Okay, let's start over. ${say.ASK_ITEMS} Say MENU to see our cakes.`);
  }

  // An allergy mention is never lost, whatever else the message asks: it goes on the order being
  // made; and once an order is placed and nothing new is being made, straight to staff.
  if (reading.allergyMention) {
    const placedOrderId = !hasDraft(state) && reading.items.length === 0 ? state.lastOrderId : null;
    state.draft.allergyNotes = state.draft.allergyNotes ? `${state.draft.allergyNotes}; ${reading.allergyMention}` : reading.allergyMention;
    if (placedOrderId) {
      return answer(say.allergyAfterPlacing(placedOrderId, ctx.catalog), {
        kind: 'request_person',
        reason: `allergy reported after order ${placedOrderId} was placed: "${reading.allergyMention.slice(0, 300)}"`,
      });
    }
    replies.push(say.allergyNoted(ctx.catalog));
  }
  if (intents.has('restart')) return done();

  if (intents.has('cancel')) return cancel(state, replies);
  if (intents.has('person')) {
    return answer(ctx.phone || state.draft.phone ? say.PERSON_TEXT : say.PERSON_TEXT_NO_PHONE, {
      kind: 'request_person',
      reason: `customer asked for a person: "${text.trim().slice(0, 200)}"`,
    });
  }
  if (intents.has('status') && !reading.items.length) {
    const orderId = reading.orderId ?? state.lastOrderId;
    if (orderId) return done({ kind: 'order_status', orderId });
    return answer('Which order? Send me its id; it starts with ord_.');
  }
  if (intents.has('help')) return answer(say.HELP_TEXT);
  if (intents.has('allergen_question')) {
    const flavors = reading.allergenFlavors.length ? reading.allergenFlavors : draftFlavors(state, index);
    return answer(flavors.length ? say.allergenAnswer(flavors, ctx.catalog) : `${say.allergenAnswer([], ctx.catalog)} Which cake would you like to know about?`);
  }
  // "what cakes do you have" names no product: it is a menu request, not an unknown item.
  const namesProducts = reading.items.some((item) => item.kind !== 'unknown');
  if (intents.has('menu') && !namesProducts) return answer(say.menuText(ctx.catalog));
  if (intents.has('hours') && !namesProducts) return answer(say.hoursText(ctx.closedDays ?? NO_CLOSED_DAYS, bakeryDay(ctx.now)));

  if (intents.has('drink')) replies.push(say.DRINKS_TEXT);

  if (state.awaiting === 'confirm' && intents.has('yes')) return place(state, ctx);
  // "Slices cannot be delivered. Will you pick the order up?" answered yes or no.
  if (state.awaiting === 'fulfillment' && state.draft.items.some(isSlice) && !reading.fulfillment) {
    if (intents.has('yes')) state.draft.fulfillment = 'pickup';
    if (intents.has('no')) {
      state.awaiting = null;
      return answer(say.ASK_CHANGE);
    }
  }
  if (state.awaiting === 'confirm' && intents.has('no')) {
    state.awaiting = null;
    return answer(say.ASK_CHANGE);
  }

  const understood = applyReading(state, reading, text, index, ctx, replies);
  if (!understood && replies.length === 0) {
    if (intents.has('greeting') && !hasDraft(state)) return answer(say.GREETING_TEXT);
    if (intents.has('thanks')) return answer("You're welcome!");
    if (!state.awaiting || state.awaiting === 'items') return answer(say.NOT_UNDERSTOOD_TEXT);
  }
  if (state.awaiting !== 'choice') replies.push(nextQuestion(state, ctx));
  return done();
}

function cancel(state: ConversationState, replies: string[]): Turn {
  if (hasDraft(state)) {
    Object.assign(state, { draft: emptyDraft(), awaiting: null, choice: null });
    replies.push('Okay, I have cancelled that order. Nothing was placed.');
    return { state, replies, action: null };
  }
  if (state.lastOrderId) {
    replies.push(`Your order ${state.lastOrderId} is already placed, so I have asked staff to help you cancel it.`);
    return { state, replies, action: { kind: 'request_person', reason: `customer wants to cancel placed order ${state.lastOrderId}` } };
  }
  replies.push('There is no order in progress to cancel.');
  return { state, replies, action: null };
}

function draftFlavors(state: ConversationState, index: MenuIndex) {
  return index.flavors.filter((flavor) =>
    state.draft.items.some((item) => [flavor.whole, flavor.slice, flavor.custom].some((product) => product?.id === item.sku)),
  );
}

/** Folds what the message said into the draft. Returns whether it said anything about the order. */
function applyReading(state: ConversationState, reading: MessageReading, text: string, index: MenuIndex, ctx: TurnContext, replies: string[]): boolean {
  const draft = state.draft;
  let understood = false;

  if (state.awaiting === 'choice' && state.choice) {
    const picked = pickChoice(state.choice.skus, reading, text, ctx.catalog);
    if (picked) {
      reading.quantity = null; // "2" picked the second option; it is not a quantity
      addItem(state, picked, state.choice.qty, null);
      state.choice = null;
      state.awaiting = null;
      understood = true;
    }
  }

  // A bare number while we wait for a time is a time ("3" means 3 PM), not a quantity.
  const awaitingTime = state.awaiting === 'time' || state.awaiting === 'datetime';
  const bareHour = /^\s*(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*$/.exec(text);
  if (awaitingTime && bareHour && !reading.when) {
    const hour = Number(bareHour[1]);
    reading.when = { kind: 'time', hour: hour >= 1 && hour <= 7 ? hour + 12 : hour, minute: Number(bareHour[2] ?? 0) };
    reading.quantity = null;
  }

  for (const item of reading.items) understood = applyItem(state, item, index, replies) || understood;
  for (const removal of reading.removals) {
    // "the lemon cake" when only lemon slices are ordered still means those slices.
    const { flavor, only } = draft.items.some((item) => removes(removal, item.sku)) ? removal : { ...removal, only: null };
    draft.items = draft.items.filter((item) => !removes({ flavor, only }, item.sku));
    const what = !flavor ? 'slices' : only === 'slice' ? `${flavor.label} slices` : only === 'whole' ? `${flavor.label} cake` : flavor.label;
    replies.push(`Okay, I have taken the ${what} off the order.`);
    understood = true;
  }
  if (reading.quantity !== null && reading.items.length === 0 && draft.items.length > 0 && state.awaiting !== 'choice') {
    (draft.items[draft.items.length - 1] as { qty: number }).qty = reading.quantity;
    understood = true;
  }
  if (reading.notes) {
    const target = [...draft.items].reverse().find((item) => !isSlice(item)) ?? draft.items[draft.items.length - 1];
    if (target) {
      target.notes = reading.notes;
      understood = true;
    }
  }
  // An answer to "what is the address / name / phone" is not a time, whatever it looks like,
  // unless it says it changes something ("actually make it sunday at 11").
  const correcting = /\b(actually|make it|change it|instead|move it)\b/i.test(text);
  const readsTime = correcting || !['address', 'name', 'phone'].includes(state.awaiting ?? '');
  if (reading.when && readsTime) understood = applyWhen(state, reading.when, ctx.now) || understood;
  if (reading.fulfillment) {
    draft.fulfillment = reading.fulfillment;
    if (reading.fulfillment === 'pickup') draft.address = null;
    understood = true;
  }
  if (reading.address && (reading.fulfillment === 'delivery' || state.awaiting === 'address' || draft.fulfillment === 'delivery')) {
    draft.address = reading.address;
    draft.fulfillment = 'delivery';
    understood = true;
  } else if (state.awaiting === 'address' && !reading.fulfillment && text.trim().length >= 5 && !understood) {
    draft.address = text.trim();
    understood = true;
  }
  if (state.awaiting === 'name' && !understood) {
    const name = plainName(text);
    if (name) {
      draft.name = name;
      understood = true;
    }
  } else if (reading.name) {
    draft.name = reading.name;
    understood = true;
  }
  if (state.awaiting === 'phone' && !understood) {
    const phone = normalizePhone(text);
    if (phone) {
      draft.phone = phone;
      understood = true;
    } else {
      replies.push('That does not look like a phone number. Please send it with the area code, for example 512 555 0100.');
      return true;
    }
  }
  if (reading.allergyMention) understood = true;
  return understood;
}

function removes({ flavor, only }: Removal, sku: string): boolean {
  if (!flavor) return isSlice({ sku });
  if (only === 'slice') return sku === flavor.slice?.id;
  if (only === 'whole') return sku === flavor.whole?.id || sku === flavor.custom?.id;
  return [flavor.whole?.id, flavor.slice?.id, flavor.custom?.id].includes(sku);
}

function applyItem(state: ConversationState, item: ItemRequest, index: MenuIndex, replies: string[]): boolean {
  switch (item.kind) {
    case 'product':
      if (item.sizeWanted && !item.size && item.product.category === 'whole-cake') replies.push(say.sizeNotOfferedText(item.product, item.sizeWanted));
      addItem(state, item.product, item.qty, item.size);
      return true;
    case 'choose':
      if (state.awaiting === 'choice') return false; // one clarifying question at a time
      state.choice = { skus: item.options.map((product) => product.id), qty: item.qty };
      state.awaiting = 'choice';
      replies.push(say.choiceQuestion(item.options, item.qty));
      return true;
    case 'unavailable':
      replies.push(say.unavailableText(item.product));
      return true;
    case 'unknown': {
      if (state.awaiting === 'choice') return false;
      const closest = closestProducts(item.phrase, index);
      state.choice = { skus: closest.map((product) => product.id), qty: 1 };
      state.awaiting = 'choice';
      replies.push(say.unknownItemQuestion(item.phrase, closest));
      return true;
    }
  }
}

function addItem(state: ConversationState, product: Product, qty: number, size: Product['sizes'][number] | null) {
  const existing = state.draft.items.find((item) => item.sku === product.id && item.size === size);
  if (existing) existing.qty = qty;
  else state.draft.items.push({ sku: product.id, qty, size, notes: null });
}

function pickChoice(skus: string[], reading: MessageReading, text: string, catalog: Catalog): Product | null {
  const options = skus.map((sku) => catalog.products.find((product) => product.id === sku)).filter((p): p is Product => Boolean(p));
  const lower = text.toLowerCase();
  const mentioned = reading.items.flatMap((item) => (item.kind === 'product' ? [item.product] : item.kind === 'choose' ? item.options : []));
  const direct = mentioned.find((product) => skus.includes(product.id));
  if (direct && mentioned.length === 1) return direct;
  const ordinal = /^\s*(?:#|number\s+)?(\d|one|two|three|first|second|third)\b/.exec(lower)?.[1];
  const position = ordinal ? ({ one: 1, first: 1, two: 2, second: 2, three: 3, third: 3 } as Record<string, number>)[ordinal] ?? Number(ordinal) : null;
  if (position && options[position - 1] && /^\s*(?:#|number\s+)?\S+\s*(please|pls)?[.!]?\s*$/.test(lower)) return options[position - 1] as Product;
  if (/\b(slices?|piece)\b/.test(lower)) return options.find((product) => product.category === 'slice') ?? null;
  if (/\b(whole|entire|full|cake)\b/.test(lower)) return options.find((product) => product.category === 'whole-cake') ?? null;
  return null;
}

function applyWhen(state: ConversationState, when: NonNullable<MessageReading['when']>, now: DateTime): boolean {
  const draft = state.draft;
  if (when.kind === 'datetime') {
    draft.datetime = when.at.toISO();
    draft.day = null;
  } else if (when.kind === 'date') {
    draft.day = when.date.toISODate();
    draft.datetime = null;
  } else if (draft.day) {
    draft.datetime = atLocalTime(draft.day, when.hour, when.minute);
    draft.day = null;
  } else if (draft.datetime) {
    draft.datetime = atLocalTime(DateTime.fromISO(draft.datetime, { zone: BAKERY_ZONE }).toISODate() as string, when.hour, when.minute);
  } else {
    draft.datetime = onNextDay(when.hour, when.minute, now).toISO();
  }
  return true;
}

function plainName(text: string): string | null {
  const cleaned = text.trim().replace(/^(it'?s|its|my name is|name is|this is|i'?m|im|under)\s+/i, '').replace(/[.!]+$/, '');
  if (!/^[A-Za-z][A-Za-z'-]*(\s+[A-Za-z][A-Za-z'-]*){0,3}$/.test(cleaned)) return null;
  return cleaned.replace(/\b([a-z])/g, (letter) => letter.toUpperCase());
}

function orderInput(state: ConversationState, ctx: TurnContext): CreateOrderInput {
  const draft = state.draft;
  return {
    customer: draft.name ?? '',
    phone: ctx.phone ?? draft.phone ?? '',
    items: draft.items.map((item) => ({ sku: item.sku, qty: item.qty, ...(item.size ? { size: item.size } : {}), ...(item.notes ? { notes: item.notes } : {}) })),
    fulfillment: draft.fulfillment ?? 'pickup',
    address: draft.fulfillment === 'delivery' ? draft.address : null,
    datetime: draft.datetime,
    allergy_notes: draft.allergyNotes,
    channel: ctx.channel,
  };
}

/** The next thing to ask, or the summary to confirm once the order is complete and valid. */
function nextQuestion(state: ConversationState, ctx: TurnContext): string {
  const draft = state.draft;
  const ask = (awaiting: ConversationState['awaiting'], text: string) => {
    state.awaiting = awaiting;
    return text;
  };
  if (draft.items.length === 0) return ask('items', say.ASK_ITEMS);
  // A closed day is said at once, not after the customer has given every other detail.
  const closedDay = wantedClosedDay(draft, ctx.closedDays ?? NO_CLOSED_DAYS);
  if (closedDay) {
    draft.day = null;
    draft.datetime = null;
    return ask('datetime', say.closedDayText(formatDay(closedDay)));
  }
  if (!draft.datetime) return draft.day ? ask('time', say.askTime(draft.day)) : ask('datetime', say.ASK_WHEN);
  if (!draft.fulfillment) return ask('fulfillment', say.ASK_FULFILLMENT);
  // Slices are sold in the bakery only (spec 1): delivery asked for with slices in the order is
  // answered at once, not after the address, name and phone.
  if (draft.fulfillment === 'delivery' && draft.items.some(isSlice)) {
    draft.fulfillment = null;
    return ask('fulfillment', say.SLICES_IN_STORE_ONLY);
  }
  if (draft.fulfillment === 'delivery' && !draft.address) return ask('address', say.ASK_ADDRESS);
  if (!draft.name) return ask('name', say.ASK_NAME);
  if (!ctx.phone && !draft.phone) return ask('phone', say.ASK_PHONE);
  // Check the order against the core's rules before asking for a yes, so the customer fixes a
  // problem now instead of after confirming.
  const decision = decideOrder(orderInput(state, ctx), ctx.catalog, ctx.now, ctx.closedDays);
  if (decision.outcome === 'rejected') {
    const explained = explainRejection(decision.error.code, decision.error.message);
    if (explained.clear === 'datetime') draft.datetime = null;
    if (explained.clear === 'items') draft.items = [];
    return ask(explained.awaiting, explained.text);
  }
  return ask('confirm', say.summaryText(decision, draft));
}

function wantedClosedDay(draft: Draft, closedDays: ClosedDays): string | null {
  if (closedDays.size === 0) return null;
  if (draft.day) return closedDays.has(draft.day) ? draft.day : null;
  // The core's ISO reader: luxon's general one is costly on every turn.
  return draft.datetime ? closedDayOf(parseRequestedTime(draft.datetime), closedDays) : null;
}

function place(state: ConversationState, ctx: TurnContext): Turn {
  state.attempt += 1;
  const body = orderInput(state, ctx);
  return { state, replies: [], action: { kind: 'place_order', body, idempotencyKey: `conversation-${state.attempt}` } };
}

/** The core answered an order: relay its confirmation text verbatim, or explain the rejection. */
export function afterOrderPlaced(previous: ConversationState, result: OrderResult, ctx: TurnContext): Turn {
  const state: ConversationState = structuredClone(previous);
  if (result.status !== 'rejected' && result.order_id) {
    Object.assign(state, { draft: emptyDraft(), awaiting: null, choice: null, lastOrderId: result.order_id });
    return { state, replies: [result.confirmation_text], action: null };
  }
  if (result.error_code === 'rate_limited' || result.error_code === 'internal_error' || result.error_code === 'idempotency_request_in_flight') {
    return { state, replies: [result.confirmation_text], action: null };
  }
  const explained = explainRejection(result.error_code ?? 'validation_failed', result.error ?? '');
  if (explained.clear === 'datetime') state.draft.datetime = null;
  if (explained.clear === 'items') state.draft.items = [];
  state.awaiting = explained.awaiting;
  return { state, replies: [explained.text], action: null };
}

export function afterStatusLookup(state: ConversationState, orderId: string, status: OrderStatusView | null): Turn {
  return { state, replies: [say.statusText(status, orderId)], action: null };
}
