import { DateTime } from 'luxon';
import type { Act } from '../../src/conversation/acts.js';
import { type ConversationState, newConversation } from '../../src/conversation/conversation-state.js';
import { afterOrderPlaced, respondTo, type TurnContext } from '../../src/conversation/engine.js';
import { buildMenuIndex } from '../../src/conversation/menu-index.js';
import { renderActs } from '../../src/conversation/render.js';
import { BAKERY_ZONE, NO_CLOSED_DAYS } from '../../src/orders/business-time.js';
import { sampleCatalog } from './sample-catalog.js';

// The pure conversation engine, message by message, on the sample catalog at Fri 2026-11-20
// 10:00 Central. With `place`, an order the engine asks to place is confirmed as the core would,
// so what a customer says after placing can be tested without a database.

const catalog = sampleCatalog();

export const engineContext = (channel: 'sms' | 'webchat' = 'sms'): TurnContext => ({
  catalog,
  index: buildMenuIndex(catalog),
  // In the bakery's zone, as the conversation service gives it.
  now: DateTime.fromISO('2026-11-20T10:00:00-06:00').setZone(BAKERY_ZONE),
  channel,
  phone: channel === 'sms' ? '+15125550100' : null,
  closedDays: NO_CLOSED_DAYS,
  paused: null,
});

export type Conversed = { state: ConversationState; acts: Act[]; all: Act[]; action: string | null; placed: number };

export function converse(messages: string[], channel: 'sms' | 'webchat' = 'sms', { place = false } = {}): Conversed {
  const ctx = engineContext(channel);
  let state = newConversation();
  let acts: Act[] = [];
  let action: string | null = null;
  let placed = 0;
  const all: Act[] = [];
  for (const message of messages) {
    let turn = respondTo(state, message, ctx);
    action = turn.action?.kind ?? null;
    if (place && turn.action?.kind === 'place_order') {
      placed += 1;
      const orderId = `ord_test${String(placed).padStart(16, '0')}`;
      const result = { status: 'confirmed' as const, order_id: orderId, estimated_total_usd: 0, confirmation_text: `Your order ${orderId} is confirmed.`, escalation_reasons: [] };
      const after = afterOrderPlaced(turn.state, { result }, ctx);
      turn = { ...after, acts: [...turn.acts, ...after.acts] };
    }
    state = turn.state;
    acts = turn.acts;
    all.push(...turn.acts);
  }
  return { state, acts, all, action, placed };
}

/** The acts' types, in order: what a turn did, without its wording. */
export const types = (acts: Array<{ type: string }>): string[] => acts.map((act) => act.type);

/** The order's lines as "qty sku". */
export const lines = (items: Array<{ sku: string; qty: number }>): string[] => items.map((item) => `${item.qty} ${item.sku}`);

/** The conversation with the clock at `time` (Central), the acts of its last message, and those acts in words. */
export function converseAt(time: string, messages: string[]): { state: ConversationState; acts: Act[]; text: string } {
  const ctx = { ...engineContext(), now: DateTime.fromISO(time, { zone: BAKERY_ZONE }) };
  let state = newConversation();
  let acts: Act[] = [];
  for (const message of messages) ({ state, acts } = respondTo(state, message, ctx));
  return { state, acts, text: renderActs(acts, 'en', { catalog: ctx.catalog, now: ctx.now }).map((message) => message.text).join(' ') };
}

/** What the assistant says to the last of these messages, in words (placing them too with `place`). */
export function saidTo(messages: string[], { place = false } = {}): string {
  const ctx = engineContext();
  return renderActs(converse(messages, 'sms', { place }).acts, 'en', { catalog: ctx.catalog, now: ctx.now }).map((message) => message.text).join(' ');
}
