import type { Size } from '../catalog/catalog-schema.js';

// What the conversation remembers between messages. Stored as JSON per channel and sender, so it
// holds only plain data.

export type DraftItem = { sku: string; qty: number; size: Size | null; notes: string | null };

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
  /** Web chat collects the phone in the chat; phone channels know it already. */
  phone: string | null;
};

export type Awaiting = 'items' | 'choice' | 'datetime' | 'time' | 'fulfillment' | 'address' | 'name' | 'phone' | 'confirm' | null;

export type ConversationState = {
  draft: Draft;
  awaiting: Awaiting;
  /** The products offered in the one clarifying question, with the quantity asked for. */
  choice: { skus: string[]; qty: number } | null;
  /** Counts placement attempts so each gets its own idempotency key. */
  attempt: number;
  lastOrderId: string | null;
};

export const emptyDraft = (): Draft => ({
  items: [],
  datetime: null,
  day: null,
  fulfillment: null,
  address: null,
  name: null,
  allergyNotes: null,
  phone: null,
});

export const newConversation = (): ConversationState => ({
  draft: emptyDraft(),
  awaiting: null,
  choice: null,
  attempt: 0,
  lastOrderId: null,
});

export function hasDraft(state: ConversationState): boolean {
  return state.draft.items.length > 0;
}
