import type { Act } from './acts.js';
import type { Size } from '../catalog/catalog-schema.js';
import type { CountedProduct } from './reading.js';

// What the conversation remembers between messages. Stored as JSON per channel and sender, so it
// holds only plain data.

/** The language the customer is answered in, and read in. English only for now. */
export type Language = 'en';
export const LANGUAGES: readonly Language[] = ['en'];

/** `message`: of the notes, the words to write on the cake, so a new message replaces it and keeps the design. */
export type DraftItem = { sku: string; qty: number; size: Size | null; notes: string | null; message?: string };

/** Slices are sold in the bakery only: never delivered, and a cake message goes on a cake. */
export const isSlice = (item: Pick<DraftItem, 'sku'>): boolean => item.sku.endsWith('-slice');

export type Draft = {
  items: DraftItem[];
  /** ISO instant with offset, once both a day and a time are known. */
  datetime: string | null;
  /** ISO date when the customer gave a day but no time yet. */
  day: string | null;
  fulfillment: 'pickup' | 'delivery' | null;
  address: string | null;
  name: string | null;
  allergyNotes: string | null;
  /** A phone the customer gave; phone channels know the sender's number already. */
  phone: string | null;
  /** A cake message given before the cake it goes on ("write Happy Birthday Mia on it"). */
  pendingNote: string | null;
};

/** The question the assistant asked last, whose answer the next message most likely is. */
export type Slot = 'items' | 'quantity' | 'size' | 'choice' | 'datetime' | 'time' | 'fulfillment' | 'pickup_only' | 'address' | 'name' | 'phone' | 'confirm' | 'order_id';

/** Why options are offered: a flavour sold whole and by the slice, a kind of product, or a word we do not sell. */
/** `modification`: a menu cake asked for made differently ("with chocolate frosting"): as it is, or a custom cake. */
/** `recount`: "make the carrot 2" with a carrot cake and carrot slices: which line gets that count. */
/** `removal`: "drop the fudge" with a fudge cake and fudge slices: which of them comes off. */
/** `writing`: "put Happy Birthday on it" with two cakes on the order: which cake the words (the offer's phrase) go on. */
export type OfferReason = 'form' | 'category' | 'unknown' | 'quoted' | 'modification' | 'recount' | 'removal' | 'writing' | 'swap';

/**
 * Products put to the customer. `choose`: a clarifying question whose answer picks one (or
 * several). `quoted`: what the last answer was about, so "ok, I'll take one" orders it.
 */
export type Offer = {
  kind: 'choose' | 'quoted';
  reason: OfferReason;
  phrase: string | null;
  skus: string[];
  qty: number | null;
  size: Size | null;
  /** A cake we do not list that the custom cake among `skus` could be ("a unicorn cake"): "yes" takes the custom cake. */
  madeToOrder?: true;
  /** Of `skus`, the products the question named in its own words ("the lemon cake": the cake, not its slice). */
  named?: string[];
  /** The kind of question that quoted these products, so "what about the lemon one?" asks it again. */
  asked?: 'price_question' | 'have_question' | 'allergen_question' | 'describe_question' | 'hours' | undefined;
  /** The day the question asked about ("is the lemon cake available tomorrow?"), ISO; ordering it keeps that day. */
  day?: string | null;
  /** The time the question asked about ("red velvet for tomorrow at 4?"), ISO; ordering it keeps that time. */
  at?: string | null;
  /** How many of each a price question counted: "order them" orders those. */
  counted?: CountedProduct[];
  /** A `swap` question: what part of the line picked becomes (the products of one flavour, or one product). */
  into?: string[];
};

export type ConversationState = {
  language: Language;
  draft: Draft;
  awaiting: Slot | null;
  offer: Offer | null;
  /** A time the bakery proposed (the earliest a cake can be ready): a yes takes it. */
  proposedTime: string | null;
  /** The time the customer asked for when it was too soon for what was ordered: theirs again if the order changes so it is not. */
  refusedTime: string | null;
  /** The order's time before a change to it was refused ("make it tomorrow at 9" too soon): "never mind, keep sunday" takes it back. */
  agreedTime?: string | null;
  /** The day asked for, with no time, when it was too soon ("a custom cake for sunday"): theirs again if the order changes so it is not. */
  refusedDay: string | null;
  /** Counts placement attempts so each gets its own idempotency key. */
  attempt: number;
  lastOrderId: string | null;
  /** "some red velvet slices": the line whose quantity is still to be asked, once. */
  askQuantityOf: string | null;
  /** "how many?" answered with no count: asked once more, and only once, before the order goes on. */
  quantityAskedAgain?: boolean;
  /** The custom cake's size was asked, answered with something else, and is asked once more. */
  sizeAskedAgain?: boolean;
  /** "a custom cake" with no size said: the line whose size (8 or 10 inch, priced apart) is still to be asked. */
  askSizeOf: string | null;
  /** "10 slices: chocolate, lemon and carrot": how many of each of these lines, `total` in all, still to be asked, once. */
  askShareOf: { total: number; skus: string[] } | null;
  /** "2 choc, 1 lemon": flavours sold whole and by the slice, whose form is asked one at a time after the open question. */
  askFormOf: PendingChoice[];
  /** The product just refused as unavailable: "make those vanilla then" means vanilla in its form. */
  lastUnavailable: string | null;
  /** "Saturday the 29th" was taken as Sunday the 29th: the Saturday of that week, which "I meant Saturday" means. */
  weekdayMeant: string | null;
  /** "tomorrow" said after midnight was taken as the day begun; the calendar's tomorrow (ISO day), which a "no" to that means. For the next message only. */
  otherTomorrow?: string | null;
  /** "at 8" at 7:45 PM was taken for tomorrow, and a time before closing tonight invited: today (ISO day). For the next message only. */
  closingTonight?: string | null;
  /** "what would you recommend instead?" with cakes ordered: those cakes, which the one chosen next replaces. For the next message only. */
  insteadOf?: string[] | null;
  /** "can we do 3 instead?" of one cake at 2 PM: 3 cakes or 3 PM, asked; the answer picks one. For the next message only. */
  countOrHour?: { count: number; hour: number } | null;
  /** What the last answer said (its acts), for "sorry, say that again?". */
  lastAnswer: Act[] | null;
  /** The lines last taken off the order, as they were: "put the carrot back" brings them back. */
  lastRemoved: DraftItem[] | null;
  /** What the last order placed here held (its lines and time), so the same order sent again is pointed out. */
  lastPlacedKey: string | null;
  /** Products wanted at a second time ("and the cake for Saturday"): the next order, started once this one is placed. */
  laterOrder: LaterOrder | null;
  /** The order being made when the customer said "forget it": "no wait, I do want it" brings it back. */
  cancelledDraft: Draft | null;
  /** The lines as they were before the order's last change (a swap, a recount): "no, the carrot was right" brings them back. */
  changedFrom: DraftItem[] | null;
  /** "is the vanilla cake gluten free?" asked before anything was ordered: the order made next carries it for staff. */
  allergenAsked?: string | null;
};

/** A flavour named with a count, to be asked whole or slice once the question before it is answered. */
export type PendingChoice = { skus: string[]; qty: number | null; size: Size | null };

/** The lines and time of an order to take after the one being made. */
/** `fulfillment`/`address`: its own way of getting it, when the customer said one for each order. */
/** `name`: its own name, when the customer gave one for it. */
export type LaterOrder = { items: DraftItem[]; datetime: string | null; day: string | null; fulfillment?: 'pickup' | 'delivery' | null; address?: string | null; name?: string };

export const emptyDraft = (): Draft => ({
  items: [],
  datetime: null,
  day: null,
  fulfillment: null,
  address: null,
  name: null,
  allergyNotes: null,
  phone: null,
  pendingNote: null,
});

export const newConversation = (language: Language = 'en'): ConversationState => ({
  language,
  draft: emptyDraft(),
  awaiting: null,
  offer: null,
  proposedTime: null,
  refusedTime: null,
  refusedDay: null,
  attempt: 0,
  lastOrderId: null,
  askQuantityOf: null,
  askSizeOf: null,
  askShareOf: null,
  askFormOf: [],
  lastUnavailable: null,
  lastAnswer: null,
  weekdayMeant: null,
  lastRemoved: null,
  lastPlacedKey: null,
  laterOrder: null,
  cancelledDraft: null,
  changedFrom: null,
});

/** A fresh draft that keeps what must outlive it: the last order id and the attempt counter. */
export function forgetDraft(state: ConversationState): ConversationState {
  const fresh = newConversation(state.language);
  // An allergy told is the customer's, not the order's: "start over" keeps it for staff.
  return { ...fresh, draft: { ...fresh.draft, allergyNotes: state.draft.allergyNotes }, allergenAsked: state.allergenAsked ?? null, lastOrderId: state.lastOrderId, attempt: state.attempt, lastPlacedKey: state.lastPlacedKey };
}

/** The lines and time of a draft, as one comparable string. */
export function draftKey(draft: Draft): string {
  const lines = draft.items.map((item) => `${item.sku}x${item.qty}@${item.size ?? ''}`).sort();
  return `${lines.join(',')}|${draft.datetime ?? ''}|${draft.fulfillment ?? ''}`;
}

/** The lines of the order last placed here (without their notes), read back from its key (see draftKey). */
export function placedLines(state: ConversationState): DraftItem[] {
  const lines = state.lastPlacedKey?.split('|')[0] ?? '';
  return lines
    ? lines.split(',').flatMap((line) => {
        const parsed = /^(.*)x(\d+)@(.*)$/.exec(line);
        return parsed?.[1] ? [{ sku: parsed[1], qty: Number(parsed[2]), size: (parsed[3] || null) as Size | null, notes: null }] : [];
      })
    : [];
}

/** The products of the order last placed here. */
export function placedSkus(state: ConversationState): string[] {
  return [...new Set(placedLines(state).map((line) => line.sku))];
}

/** The time of the order last placed here (ISO), read back from its key. */
export function placedTime(state: ConversationState): string | null {
  return state.lastPlacedKey?.split('|')[1] || null;
}

export function hasDraft(state: ConversationState): boolean {
  return state.draft.items.length > 0;
}

const SLOTS = new Set<Slot>(['items', 'quantity', 'size', 'choice', 'datetime', 'time', 'fulfillment', 'pickup_only', 'address', 'name', 'phone', 'confirm', 'order_id']);

/**
 * A stored state as this version reads it. States saved by an earlier version (a `choice` field
 * instead of `offer`, no language) are carried over rather than dropped mid-order.
 */
export function restoreState(stored: unknown): ConversationState {
  const raw = (stored ?? {}) as Partial<ConversationState> & { choice?: { skus?: string[]; qty?: number } | null };
  const fresh = newConversation();
  const draft = { ...fresh.draft, ...(raw.draft ?? {}) };
  const legacyChoice: Offer | null = raw.choice && Array.isArray(raw.choice.skus) ? { kind: 'choose', reason: 'form', phrase: null, skus: raw.choice.skus, qty: raw.choice.qty ?? null, size: null } : null;
  return {
    language: raw.language && LANGUAGES.includes(raw.language) ? raw.language : 'en',
    draft: { ...draft, items: Array.isArray(draft.items) ? draft.items : [] },
    awaiting: raw.awaiting && SLOTS.has(raw.awaiting) ? raw.awaiting : null,
    offer: raw.offer ?? legacyChoice,
    proposedTime: raw.proposedTime ?? null,
    refusedTime: raw.refusedTime ?? null,
    refusedDay: raw.refusedDay ?? null,
    agreedTime: raw.agreedTime ?? null,
    attempt: typeof raw.attempt === 'number' ? raw.attempt : 0,
    lastOrderId: raw.lastOrderId ?? null,
    askQuantityOf: typeof raw.askQuantityOf === 'string' ? raw.askQuantityOf : null,
    quantityAskedAgain: raw.quantityAskedAgain === true,
    sizeAskedAgain: raw.sizeAskedAgain === true,
    askSizeOf: typeof raw.askSizeOf === 'string' ? raw.askSizeOf : null,
    lastUnavailable: typeof raw.lastUnavailable === 'string' ? raw.lastUnavailable : null,
    lastAnswer: Array.isArray(raw.lastAnswer) ? raw.lastAnswer : null,
    weekdayMeant: typeof raw.weekdayMeant === 'string' ? raw.weekdayMeant : null,
    otherTomorrow: typeof raw.otherTomorrow === 'string' ? raw.otherTomorrow : null,
    closingTonight: typeof raw.closingTonight === 'string' ? raw.closingTonight : null,
    insteadOf: Array.isArray(raw.insteadOf) ? raw.insteadOf.filter((sku: unknown) => typeof sku === 'string') : null,
    countOrHour: raw.countOrHour && typeof raw.countOrHour.count === 'number' && typeof raw.countOrHour.hour === 'number' ? raw.countOrHour : null,
    lastRemoved: Array.isArray(raw.lastRemoved) ? raw.lastRemoved : null,
    lastPlacedKey: typeof raw.lastPlacedKey === 'string' ? raw.lastPlacedKey : null,
    laterOrder: raw.laterOrder && Array.isArray(raw.laterOrder.items) ? raw.laterOrder : null,
    cancelledDraft: raw.cancelledDraft && Array.isArray(raw.cancelledDraft.items) ? { ...emptyDraft(), ...raw.cancelledDraft } : null,
    changedFrom: Array.isArray(raw.changedFrom) ? raw.changedFrom : null,
    allergenAsked: typeof raw.allergenAsked === 'string' ? raw.allergenAsked : null,
    askShareOf: raw.askShareOf && typeof raw.askShareOf.total === 'number' && Array.isArray(raw.askShareOf.skus) ? raw.askShareOf : null,
    askFormOf: Array.isArray(raw.askFormOf) ? raw.askFormOf.filter((choice) => Array.isArray(choice?.skus)) : [],
  };
}
