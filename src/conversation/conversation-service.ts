import { DateTime } from 'luxon';
import type { CatalogProvider } from '../catalog/catalog-provider.js';
import type { Catalog } from '../catalog/catalog-schema.js';
import type { Database } from '../db/database.js';
import { loadConversation, saveConversation, type StoredConversation } from '../db/conversations-repository.js';
import { findOrder } from '../db/orders-repository.js';
import { enqueue } from '../db/outbox-repository.js';
import { staffRequests } from '../db/schema.js';
import { withoutUnstorableCharacters } from '../storable-text.js';
import { type ClosedDays, NO_CLOSED_DAYS } from '../orders/business-time.js';
import { orderStatusView } from '../orders/order-status-view.js';
import type { PlaceOrder } from '../orders/place-order.js';
import { type ConversationState, newConversation } from './conversation-state.js';
import type { ConversationReply, ConversationService, InboundMessage, TurnOutcome } from './conversation-types.js';
import { NOT_UNDERSTOOD_TEXT } from './replies.js';
import { type Action, afterOrderPlaced, afterStatusLookup, respond, type Turn, type TurnContext } from './engine.js';
import { buildMenuIndex, type MenuIndex } from './menu-index.js';

// Runs the pure engine against stored state: load, respond, carry out the engine's action
// through the core, save. A conversation idle for longer than this starts afresh.
export const CONVERSATION_IDLE_HOURS = 3;

const PHONE_CHANNELS = new Set(['sms', 'whatsapp', 'voice']);

export type ConversationServiceDeps = {
  database: Database;
  catalogs: CatalogProvider;
  placeOrder: PlaceOrder;
  /** Days the bakery is closed (CLOSED_DAYS): the hours answer names them, and orders avoid them. */
  closedDays?: ClosedDays;
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

  async function turnOnce(message: InboundMessage, read: StoredConversation | null | undefined): Promise<{ reply: ConversationReply; saved: boolean }> {
    const key = { channel: message.channel, sender: message.sender };
    const stored = read !== undefined ? read : await loadConversation(deps.database, key.channel, key.sender);
    const idle = stored !== null && message.receivedAt.diff(DateTime.fromJSDate(stored.lastInboundAt)).as('hours') > CONVERSATION_IDLE_HOURS;
    // An expired conversation forgets the draft but keeps the last order id (not personal data)
    // and the attempt counter, so idempotency keys are never reused for a different order.
    const state: ConversationState =
      stored && !idle ? stored.state : { ...newConversation(), lastOrderId: stored?.state.lastOrderId ?? null, attempt: stored?.state.attempt ?? 0 };
    const catalog = deps.catalogs.current().catalog;
    const ctx: TurnContext = {
      catalog,
      index: indexFor(catalog),
      now: message.receivedAt,
      channel: message.channel,
      phone: PHONE_CHANNELS.has(message.channel) ? message.sender : null,
      closedDays: deps.closedDays ?? NO_CLOSED_DAYS,
    };
    // Whatever the channel let through, a NUL or a broken surrogate must not reach the stored draft.
    const turn = respond(state, withoutUnstorableCharacters(message.text), ctx);
    const finished = turn.action ? await carryOut(turn, turn.action, ctx, message) : turn;
    const messages = [...turn.replies, ...(finished === turn ? [] : finished.replies)];
    const delivery = message.deliveryId ? { messageId: message.deliveryId, replies: messages } : null;
    const saved = await saveConversation(deps.database, key, finished.state, message.receivedAt, stored?.updatedAt ?? null, delivery);
    const placed = turn.action?.kind === 'place_order' && finished.state.lastOrderId !== state.lastOrderId;
    const outcome: TurnOutcome = placed ? 'placed' : turn.action?.kind === 'request_person' ? 'handed_off' : messages.includes(NOT_UNDERSTOOD_TEXT) ? 'not_understood' : 'answered';
    const reply: ConversationReply = placed && finished.state.lastOrderId ? { messages, outcome, placedOrderId: finished.state.lastOrderId } : { messages, outcome };
    if (saved && delivery) reply.deliveryAnswered = true;
    return { reply, saved };
  }

  async function carryOut(turn: Turn, action: Action, ctx: TurnContext, message: InboundMessage): Promise<Turn> {
    switch (action.kind) {
      case 'place_order': {
        const { result } = await deps.placeOrder({
          body: action.body,
          idempotencyKey: action.idempotencyKey,
          clientScope: `${message.channel}:${message.sender}`,
        });
        return afterOrderPlaced(turn.state, result, ctx);
      }
      case 'order_status': {
        const order = await findOrder(deps.database.db, action.orderId);
        return afterStatusLookup(turn.state, action.orderId, order ? orderStatusView(order) : null);
      }
      case 'request_person':
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
        return { state: turn.state, replies: [], action: null };
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
      const next = (previous ?? Promise.resolve()).catch(() => {}).then(() => handle(message, read));
      queues.set(key, next);
      void next.finally(() => {
        if (queues.get(key) === next) queues.delete(key);
      }).catch(() => {});
      return next;
    },
  };
}

