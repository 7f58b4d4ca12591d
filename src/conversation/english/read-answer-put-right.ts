import type { ReaderContext } from '../reading.js';
import { findStreetAddress, readNameAnswer, readPhone, withSpokenAddressNumbers } from './read-details.js';

// "1201 elm street no wait 1210 elm street", "Jon no wait its John Smith": an answer to the name,
// phone or address question put right within the message, as people do on a call. The answer
// said last is the answer; the first is never kept beside it.

const PUT_RIGHT = /^(.{3,}?)[,.;!]?\s+(?:no+ wait|wait no|no no|no sorry|sorry no|sorry i mean|sorry i meant|i mean|i meant|scratch that|correction|or rather|no actually|actually no)[,.:!]?\s+(?:(?:it'?s|its|it is|that'?s|thats|make it|make that)\s+)?(.{3,})$/i;

const NAME_ONLY = /^\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2}[.!]?$/u;
const FILLER = /^(?:hmm+|um+|uh+|ok(?:ay)?|so|well|yes|yeah|no|pickup|delivery)\b/i;

/** The part of `text` that answers the question asked, when the message puts its first answer right; else null. */
export function answerPutRight(text: string, awaiting: ReaderContext['awaiting']): string | null {
  if (awaiting !== 'name' && awaiting !== 'phone' && awaiting !== 'address') return null;
  const match = PUT_RIGHT.exec(text.trim());
  const meant = match?.[2];
  if (!meant) return null;
  if (awaiting === 'phone') return readPhone(meant, true).phone ? meant : null;
  // Both parts a name ("Hmm no sorry, pickup. Final answer." puts no name right).
  const name = (said: string) => {
    const bare = said.replace(/^(?:my name is|the name is|name is|name'?s|it'?s|its)\s+/i, '');
    return NAME_ONLY.test(bare) && !FILLER.test(bare) && readNameAnswer(bare) !== null;
  };
  if (awaiting === 'name') return name(match[1] as string) && name(meant) ? meant : null;
  return findStreetAddress(withSpokenAddressNumbers(meant)) ? meant : null;
}
