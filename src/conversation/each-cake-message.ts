import type { Act } from './acts.js';
import { type ConversationState, type DraftItem, isSlice } from './conversation-state.js';
import { MAX_NOTE, writeMessage } from './draft-edits.js';

// "2 vanilla cakes, one says Happy Birthday Ann and the other says Happy Birthday Ben": a message
// for each of several cakes of one line. The line is split, one cake per message, so each cake
// carries its own words; the rest of the line, if any, keeps none.

/** Each message on a cake of its own; false when there are not enough cakes for them. */
export function writeEachMessage(state: ConversationState, messages: string[], acts: Act[]): boolean {
  const line = state.draft.items.findLast((item) => !isSlice(item) && item.qty >= messages.length && !item.notes);
  if (!line) return writeInTurn(state, messages, acts);
  return splitLine(state, line, messages, acts);
}

/**
 * "put Happy Birthday Nora on one of them" with 2 fudge cakes: one cake of the only line of
 * several unwritten cakes carries the words, the others none. False when no line, or more than
 * one, has several (which cake is then asked, as for any message).
 */
export function writeOnOneOfSeveral(state: ConversationState, message: string, acts: Act[]): boolean {
  const several = state.draft.items.filter((item) => !isSlice(item) && item.qty >= 2 && !item.notes);
  return several.length === 1 && splitLine(state, several[0] as DraftItem, [message], acts);
}

function splitLine(state: ConversationState, line: DraftItem, messages: string[], acts: Act[]): boolean {
  const written = messages.map((message) => message.slice(0, MAX_NOTE));
  const split = written.map((message) => ({ ...line, qty: 1, notes: message, message }));
  const rest = line.qty > written.length ? [{ ...line, qty: line.qty - written.length }] : [];
  state.draft.items.splice(state.draft.items.indexOf(line), 1, ...split, ...rest);
  for (const message of written) acts.push({ type: 'note_added', sku: line.sku, note: message });
  return true;
}

/**
 * "a vanilla cake and a carrot cake, one with Happy Birthday Mia and one with Happy Birthday Leo":
 * one message per cake, in the order the cakes were named (the read-back says which is which, for
 * the customer to put right), never one message lost.
 */
function writeInTurn(state: ConversationState, messages: string[], acts: Act[]): boolean {
  const cakes = state.draft.items.filter((item) => !isSlice(item) && !item.notes);
  if (cakes.length < messages.length || cakes.slice(-messages.length).some((cake) => cake.qty !== 1)) return false;
  cakes.slice(-messages.length).forEach((cake, at) => {
    const message = (messages[at] as string).slice(0, MAX_NOTE);
    writeMessage(cake, message);
    acts.push({ type: 'note_added', sku: cake.sku, note: message });
  });
  return true;
}
