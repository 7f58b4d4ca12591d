import type { CreateOrderInput } from '../orders/order-schemas.js';
import type { Act } from './acts.js';
import { type ConversationState, hasDraft } from './conversation-state.js';
import type { TurnContext } from './next-step.js';
import type { Reading } from './reading.js';
import type { SafetyScreen } from './safety.js';

// One turn being worked out, and the questions every part of the policy asks about its reading.

export type Action =
  | { kind: 'place_order'; body: CreateOrderInput; idempotencyKey: string }
  | { kind: 'order_status'; orderId: string }
  /**
   * `allergyNote`: an allergy reported after placing, to be put on the placed order itself, which
   * sends it back to staff; `alsoAsk`: staff are asked for something more (a change) as well.
   */
  | { kind: 'request_person'; reason: string; allergyNote?: { orderId: string; note: string }; alsoAsk?: boolean };

/**
 * Asks staff for a person, keeping what this turn already asked them: "he can't have nuts, switch
 * it to chocolate" after placing is the allergy note and the change, in one request.
 */
export function requestPerson(work: TurnWork, reason: string): void {
  const before = work.action?.kind === 'request_person' ? work.action : null;
  if (!before) {
    work.action = { kind: 'request_person', reason };
    return;
  }
  work.action = { ...before, reason: `${before.reason}; ${reason}`, alsoAsk: true };
}

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
  /** Tonight was invited for a time (see `closingTonight`) by the message before. */
  previousClosingTonight?: string | null;
  /** The order's lines when the message came. */
  itemsBefore: ConversationState['draft']['items'];
  /** The order's time when the message came. */
  timeBefore: string | null;
};

/**
 * `continue`: go on with the order. `answered`: the message was a question, now answered; the
 * pending question is asked again. `done`: nothing more this turn.
 */
export type Outcome = 'continue' | 'answered' | 'done';

export const has = (work: TurnWork, intent: Parameters<Reading['intents']['has']>[0]) => work.reading.intents.has(intent);

/**
 * The message says something about the order itself, not only a question. A day alone is not:
 * "are you open on thanksgiving?" asks, it does not order for that day.
 */
export function hasOrderContent(reading: Reading): boolean {
  return (
    reading.items.length > 0 ||
    reading.removals.length > 0 ||
    reading.fulfillment !== null ||
    reading.address !== null ||
    reading.name !== null ||
    reading.notes !== null ||
    (reading.notesFor?.length ?? 0) > 0 ||
    reading.details !== null ||
    reading.sizeSplit !== null ||
    reading.size !== null ||
    reading.quantityChange !== null
  );
}

/** The message names products (not only a kind of product or something we do not sell). */
export const namesProducts = (reading: Reading) => reading.items.some((item) => item.kind === 'product' || item.kind === 'choose');
/** A correction with something to change ("make it 3 instead of 2", "change the time to 5"), not a new order. */
export const changesSomething = (reading: Reading) =>
  reading.correction &&
  (reading.when !== null || reading.timeShift !== null || reading.timeAsked || reading.name !== null || reading.quantity !== null || reading.lineQuantity !== null || reading.removals.length > 0 || reading.replacesItems || reading.fulfillment !== null || reading.address !== null || (reading.items.length > 0 && reading.items.every((item) => item.kind === 'category')));
/** Whether the message says something besides its content; being phrased as a question is not enough. */
export const saysIntent = (reading: Reading) => [...reading.intents].some((intent) => intent !== 'question');
export const nothingAsked = (reading: Reading) => reading.about.skus.length === 0 && reading.about.category === null && reading.about.unknown === null && reading.items.length === 0;

/** A question answered; the turn goes on when the message also orders, or changes the order being made ("make it 10. do those have nuts?"). */
export const answered = (work: TurnWork): Outcome => (hasOrderContent(work.reading) || changesDraft(work) ? 'continue' : 'answered');
export const changesDraft = (work: TurnWork): boolean => hasDraft(work.state) && changesSomething(work.reading);
export const hasPhone = (work: TurnWork) => Boolean(work.ctx.phone || work.state.draft.phone);
