import type { Act } from './acts.js';
import { type ConversationState, isSlice } from './conversation-state.js';
import { MAX_NOTE, writeMessage } from './draft-edits.js';
import { editDistance } from './text.js';

// "change the name on the cake to Lindsay", "wrong name, its Lindsay not Linda" when Linda is on
// the cake and not the order's name: the name in the cake's writing is put right, the rest of the
// words kept. A cake with no words yet gets the name as its words.

/** Words of a cake message that are never the name in it. */
const NOT_A_NAME = /^(?:happy|hapy|birthday|bday|b-day|anniversary|retirement|graduation|congrats|congratulations|to|the|and|of|our|my|your|dear|love|from|we|you|miss|will|best|wishes|good|luck|welcome|home|back|get|well|soon|big|little|class|day|mother'?s|father'?s|valentine'?s|\d+(?:st|nd|rd|th)?|[a-z]+(?:st|nd|rd|th))$/i;

/** Whether `word` is a word of the writing on one of the order's cakes. */
export function writtenOnACake(state: ConversationState, word: string): boolean {
  return state.draft.items.some((item) => item.message && wordsOf(item.message).some((part) => part.toLowerCase() === word.toLowerCase()));
}

/** Puts the name right on the cake it is written on; false when the order has no cake. */
export function writeNameOnCake(state: ConversationState, said: { to: string; from: string | null }, acts: Act[]): boolean {
  const cakes = state.draft.items.filter((item) => !isSlice(item));
  const from = said.from?.toLowerCase();
  const cake = (from ? cakes.find((item) => item.message && wordsOf(item.message).some((word) => word.toLowerCase() === from)) : undefined) ?? cakes.findLast((item) => item.message) ?? cakes[cakes.length - 1];
  if (!cake) return false;
  const message = (cake.message ? renamed(cake.message, said.to, from) : said.to).slice(0, MAX_NOTE);
  writeMessage(cake, message);
  acts.push({ type: 'note_added', sku: cake.sku, note: message });
  return true;
}

/** The message with its name (the word said, else the name-like word nearest the new name) replaced, or the name added. */
function renamed(message: string, to: string, from: string | undefined): string {
  const words = message.split(' ');
  const bare = words.map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
  const named = bare.map((word, at) => ({ word, at })).filter(({ word }) => word && !NOT_A_NAME.test(word) && /^\p{Lu}/u.test(word));
  const said = from ? named.find(({ word }) => word.toLowerCase() === from) : undefined;
  const nearest = said ?? named.sort((a, b) => editDistance(a.word.toLowerCase(), to.toLowerCase()) - editDistance(b.word.toLowerCase(), to.toLowerCase()))[0];
  if (!nearest) return `${message.replace(/[!.]+$/, '')} ${to}${/[!.]+$/.exec(message)?.[0] ?? ''}`;
  // "Grandma Rosie" for "Grandma Rose": a name of several words replaces the run of name words it is in.
  let [first, last] = [nearest.at, nearest.at];
  if (to.includes(' ')) {
    const isName = (at: number) => named.some((word) => word.at === at);
    while (isName(first - 1)) first -= 1;
    while (isName(last + 1)) last += 1;
  }
  const lastWord = bare[last] as string;
  const end = (words[last] as string).slice((words[last] as string).lastIndexOf(lastWord) + lastWord.length);
  const start = (words[first] as string).slice(0, (words[first] as string).indexOf(bare[first] as string));
  return [...words.slice(0, first), `${start}${to}${end}`, ...words.slice(last + 1)].join(' ');
}

const wordsOf = (message: string): string[] => message.split(/\s+/).map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
