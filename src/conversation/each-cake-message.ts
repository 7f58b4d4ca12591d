import type { Act } from './acts.js';
import { type ConversationState, isSlice } from './conversation-state.js';

// "2 vanilla cakes, one says Happy Birthday Ann and the other says Happy Birthday Ben": a message
// for each of several cakes of one line. The line is split, one cake per message, so each cake
// carries its own words; the rest of the line, if any, keeps none.

const MAX_NOTE = 500;

/** Each message on a cake of its own; false when no line has enough cakes for them. */
export function writeEachMessage(state: ConversationState, messages: string[], acts: Act[]): boolean {
  const line = state.draft.items.findLast((item) => !isSlice(item) && item.qty >= messages.length && !item.notes);
  if (!line) return false;
  const at = state.draft.items.indexOf(line);
  const split = messages.map((message) => ({ ...line, qty: 1, notes: message.slice(0, MAX_NOTE), message: message.slice(0, MAX_NOTE) }));
  const rest = line.qty - messages.length > 0 ? [{ ...line, qty: line.qty - messages.length }] : [];
  state.draft.items.splice(at, 1, ...split, ...rest);
  for (const message of messages) acts.push({ type: 'note_added', sku: line.sku, note: message.slice(0, MAX_NOTE) });
  return true;
}
