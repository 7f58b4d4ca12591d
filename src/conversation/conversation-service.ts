import { DateTime } from 'luxon';
import type { CatalogProvider } from '../catalog/catalog-provider.js';
import type { Catalog } from '../catalog/catalog-schema.js';
import type { Database } from '../db/database.js';
import { loadConversation, saveConversation, type StoredConversation } from '../db/conversations-repository.js';
import { addAllergyNote, findOrder } from '../db/orders-repository.js';
import { enqueue } from '../db/outbox-repository.js';
import { staffRequests } from '../db/schema.js';
import { BAKERY_ZONE, type ClosedDays, NO_CLOSED_DAYS } from '../orders/business-time.js';
import type { Channel } from '../orders/order-schemas.js';
import { orderStatusView } from '../orders/order-status-view.js';
import type { PlaceOrder } from '../orders/place-order.js';
import { rulesNow } from '../settings/rules-now.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { withoutUnstorableCharacters } from '../storable-text.js';
import type { Act } from './acts.js';
import { type ConversationState, forgetDraft, newConversation, restoreState } from './conversation-state.js';
import { type ConversationReply, type ConversationService, type InboundMessage, outcomeOf } from './conversation-types.js';
import { type Action, afterOrderPlaced, afterStatusLookup, respondToText, type Turn, type TurnContext } from './engine.js';
import { type RenderedMessage, renderActs } from './render.js';
import { buildMenuIndex, type MenuIndex } from './menu-index.js';
import { nextStep } from './next-step.js';

// Runs the pure engine against stored state: load, read, respond, carry out the engine's action
// through the core, render, save. A conversation idle for longer than this starts afresh.
export const CONVERSATION_IDLE_HOURS = 3;

const PHONE_CHANNELS = new Set<Channel>(['sms', 'whatsapp', 'voice']);

export type ConversationServiceDeps = {
  database: Database;
  catalogs: CatalogProvider;
  placeOrder: PlaceOrder;
  /** Days the bakery is closed (CLOSED_DAYS): the hours answer names them, and orders avoid them. */
  closedDays?: ClosedDays;
  /** The owner's settings (pause, closed days, special hours); replaces `closedDays` when given. */
  settings?: SettingsStore;
};

export function createConversationService(deps: ConversationServiceDeps): ConversationService {
  const indexes = new WeakMap<Catalog, MenuIndex>();
  const indexFor = (catalog: Catalog) => {
    let index = indexes.get(catalog);
    if (!index) indexes.set(catalog, (index = buildMenuIndex(catalog)));
    return index;
  };
  // Messages from one sender are handled one at a time in this process; across processes the
  // compare-and-set on save catches the rare overlap and the turn is run again on fresh state.
  const queues = new Map<string, Promise<unknown>>();

  const contextFor = async (channel: Channel, sender: string, now: DateTime): Promise<TurnContext> => {
    const catalog = deps.catalogs.current().catalog;
    const { rules, pause } = await rulesNow(deps.settings, deps.closedDays ?? NO_CLOSED_DAYS, now);
    return {
      catalog,
      index: indexFor(catalog),
      // The bakery's wall clock: "tomorrow evening" and the day an hours question names are its days.
      now: now.setZone(BAKERY_ZONE),
      channel,
      phone: PHONE_CHANNELS.has(channel) ? sender : null,
      closedDays: rules,
      paused: pause ? { resumeAt: pause.resumeAt } : null,
    };
  };

  /** The stored state, or a fresh one; an idle conversation forgets its draft but not its last order. */
  const stateOf = (stored: StoredConversation | null, at: DateTime): ConversationState => {
    if (!stored) return newConversation();
    const state = restoreState(stored.state);
    const idle = at.diff(DateTime.fromJSDate(stored.lastInboundAt)).as('hours') > CONVERSATION_IDLE_HOURS;
    return idle ? forgetDraft(state) : state;
  };

  async function turnOnce(message: InboundMessage, read: StoredConversation | null | undefined): Promise<{ reply: ConversationReply; saved: boolean }> {
    const key = { channel: message.channel, sender: message.sender };
    const stored = read !== undefined ? read : await loadConversation(deps.database, key.channel, key.sender);
    const state = stateOf(stored, message.receivedAt);
    const ctx = await contextFor(message.channel, message.sender, message.receivedAt);
    // Whatever the channel let through, a NUL or a broken surrogate must not reach the stored draft.
    const text = withoutUnstorableCharacters(message.text);
    const turn = respondToText(state, text, ctx);
    const finished = turn.action ? await carryOut(turn, turn.action, ctx, message) : turn;
    let acts: Act[] = finished === turn ? turn.acts : [...turn.acts, ...finished.acts];
    // Every message gets an answer, whatever happened above.
    if (acts.length === 0) acts = [{ type: 'not_understood', expected: finished.state.awaiting }];
    const rendered = renderActs(acts, finished.state.language, ctx);
    const messages = rendered.map((entry) => entry.text);
    const delivery = message.deliveryId ? { messageId: message.deliveryId, replies: messages } : null;
    const saved = await saveConversation(deps.database, key, finished.state, message.receivedAt, stored?.updatedAt ?? null, delivery);
    const placed = acts.find((act) => act.type === 'placed');
    const reply: ConversationReply = { acts, language: finished.state.language, rendered, messages, outcome: outcomeOf(acts) };
    if (placed?.type === 'placed' && placed.result.order_id) reply.placedOrderId = placed.result.order_id;
    if (saved && delivery) reply.deliveryAnswered = true;
    return { reply, saved };
  }

  async function carryOut(turn: Turn, action: Action, ctx: TurnContext, message: InboundMessage): Promise<Turn> {
    switch (action.kind) {
      case 'place_order': {
        const placed = await deps.placeOrder({
          body: action.body,
          idempotencyKey: action.idempotencyKey,
          clientScope: `${message.channel}:${message.sender}`,
        });
        return afterOrderPlaced(turn.state, placed, ctx);
      }
      case 'order_status': {
        const order = await findOrder(deps.database.db, action.orderId);
        return afterStatusLookup(turn.state, action.orderId, order ? orderStatusView(order) : null, ctx);
      }
      case 'request_person': {
        // The order itself carries an allergy reported after placing, and goes back to staff for
        // review; only an order already declined or cancelled needs a person instead.
        const noted = action.allergyNote ? await addAllergyNote(deps.database.db, { ...action.allergyNote, now: message.receivedAt }) : null;
        if (noted && !action.alsoAsk) return { state: turn.state, acts: [], action: null };
        await deps.database.db.transaction(async (tx) => {
          const [request] = await tx
            .insert(staffRequests)
            .values({
              channel: message.channel,
              sender: message.sender,
              reason: action.reason,
              orderId: turn.state.lastOrderId,
              createdAt: message.receivedAt.toJSDate(),
            })
            .returning({ id: staffRequests.id });
          await enqueue(tx, { type: 'slack.staff_request', requestId: (request as { id: number }).id }, message.receivedAt);
        });
        return { state: turn.state, acts: [], action: null };
      }
    }
  }

  async function handle(message: InboundMessage, read: StoredConversation | null | undefined): Promise<ConversationReply> {
    // A conversation read along with the claim is tried first; if it was stale, that try is free.
    if (read !== undefined) {
      const { reply, saved } = await turnOnce(message, read);
      if (saved) return reply;
    }
    for (let attempt = 0; ; attempt += 1) {
      const { reply, saved } = await turnOnce(message, undefined);
      // Placing an order again on retry is safe: the engine reuses the same idempotency key.
      if (saved || attempt >= 2) return reply;
    }
  }

  return {
    handle(message) {
      const key = `${message.channel}:${message.sender}`;
      const previous = queues.get(key);
      // Behind another message of the same sender, the copy read at claim time is out of date.
      const read = previous ? undefined : message.stored;
      // The previous message's failure was reported to its own caller; this one runs regardless.
      const next = (previous ?? Promise.resolve()).catch(() => {}).then(() => handle(message, read));
      queues.set(key, next);
      // Only the bookkeeping: `next` itself, failure included, goes back to the caller.
      void next
        .finally(() => {
          if (queues.get(key) === next) queues.delete(key);
        })
        .catch(() => {});
      return next;
    },

    async pendingQuestion(channel, sender, at): Promise<RenderedMessage[]> {
      const stored = await loadConversation(deps.database, channel, sender);
      const state = stateOf(stored, at);
      const ctx = await contextFor(channel, sender, at);
      const acts: Act[] = [];
      nextStep(structuredClone(state), ctx, acts);
      return renderActs(acts, state.language, ctx);
    },
  };
}
