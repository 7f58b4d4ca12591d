import type { Act } from './acts.js';
import { type ConversationState, isSlice } from './conversation-state.js';
import { MAX_NOTE } from './draft-edits.js';

// "2 vanilla cakes, one says Happy Birthday Ann and the other says Happy Birthday Ben": a message
// for each of several cakes of one line. The line is split, one cake per message, so each cake
// carries its own words; the rest of the line, if any, keeps none.

/** Each message on a cake of its own; false when no line has enough cakes for them. */
export function writeEachMessage(state: ConversationState, messages: string[], acts: Act[]): boolean {
  const line = state.draft.items.findLast((item) => !isSlice(item) && item.qty >= messages.length && !item.notes);
  if (!line) return false;
  const written = messages.map((message) => message.slice(0, MAX_NOTE));
  const split = written.map((message) => ({ ...line, qty: 1, notes: message, message }));
  const rest = line.qty > written.length ? [{ ...line, qty: line.qty - written.length }] : [];
  state.draft.items.splice(state.draft.items.indexOf(line), 1, ...split, ...rest);
  for (const message of written) acts.push({ type: 'note_added', sku: line.sku, note: message });
  return true;
}
