/** Twilio refuses SMS and WhatsApp bodies longer than this (in characters). */
export const TWILIO_MESSAGE_LIMIT = 1600;

/**
 * Splits a text into parts of at most `limit` UTF-16 units, preferring to break after a
 * paragraph, then a line, then a sentence, then any word. Nothing is trimmed or dropped:
 * `parts.join('') === text` always, so whitespace at a break stays at the end of its part.
 * A word longer than the limit is cut hard, but never between the halves of a surrogate pair
 * (an emoji cut in two arrives as two broken characters).
 */
export function splitMessage(text: string, limit: number = TWILIO_MESSAGE_LIMIT): string[] {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  const parts: string[] = [];
  let start = 0;
  while (text.length - start > limit) {
    const cut = chooseCut(text, start, limit);
    parts.push(text.slice(start, cut));
    start = cut;
  }
  if (start < text.length) parts.push(text.slice(start));
  return parts;
}

type Boundary = 'paragraph' | 'line' | 'sentence' | 'word';
const PREFERENCE: Boundary[] = ['paragraph', 'line', 'sentence', 'word'];

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);
const SENTENCE_END = /[.!?…]/;
const CLOSING = /["')\]”’»]/;

function chooseCut(text: string, start: number, limit: number): number {
  const max = start + limit;
  // A preferred boundary far back would leave a stub of a part; below half the limit only a
  // plain word break is better than cutting a word.
  const preferredFrom = start + Math.ceil(limit / 2);
  const found = new Map<Boundary, number>();
  for (let cut = max; cut > start; cut--) {
    // Break where a whitespace run ends, so the next part starts with a visible character.
    if (!isSpace(text[cut - 1]) || isSpace(text[cut])) continue;
    const kind = classify(text, start, cut);
    if (!found.has('word')) found.set('word', cut);
    if (cut >= preferredFrom && !found.has(kind)) found.set(kind, cut);
    if (found.has('paragraph')) break;
  }
  for (const kind of PREFERENCE) {
    const cut = found.get(kind);
    if (cut !== undefined) return cut;
  }
  return hardCut(text, max, limit);
}

function classify(text: string, start: number, cut: number): Boundary {
  let runStart = cut;
  while (runStart > start && isSpace(text[runStart - 1])) runStart--;
  const run = text.slice(runStart, cut);
  const newlines = run.split('\n').length - 1;
  if (newlines >= 2) return 'paragraph';
  if (newlines === 1) return 'line';
  const last = text[runStart - 1] ?? '';
  const beforeLast = text[runStart - 2] ?? '';
  if (SENTENCE_END.test(last) || (CLOSING.test(last) && SENTENCE_END.test(beforeLast))) return 'sentence';
  return 'word';
}

function hardCut(text: string, max: number, limit: number): number {
  const high = text.charCodeAt(max - 1);
  const low = text.charCodeAt(max);
  const splitsPair = high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
  return splitsPair && limit > 1 ? max - 1 : max;
}
