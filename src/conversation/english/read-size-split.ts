import type { Size } from '../../catalog/catalog-schema.js';
import type { ItemMention } from '../reading.js';
import { readQuantity } from './quantities.js';

// A line split by size: "2 of them large", "one large and one regular", "half large half regular",
// "2 fudge slices, 1 large".

export type SizeSplit = { phrase: string; parts: Array<{ qty: number; size: Size }> };

// "one 8 inch and one 10 inch": custom cakes come in inches.
const SPLIT_SIZE = '(large|regular|big|small|normal|(?:8|eight|10|ten)(?:[\\s-]*(?:inch(?:es)?|in\\b)|"|”))';
const SPLIT_COUNT = '(\\d{1,2}|one|two|three|four|five|six)';
const SPLIT_OF = new RegExp(`\\b${SPLIT_COUNT}\\s+of\\s+(?:them|those|these|the slices|em)\\s+(?:to be\\s+|as\\s+|in\\s+|should be\\s+|be\\s+)?(?:an?\\s+)?${SPLIT_SIZE}\\b`);
// "one large and one regular", "one large, one regular", "one large one regular".
const SPLIT_PAIR = new RegExp(`\\b${SPLIT_COUNT}\\s+${SPLIT_SIZE}[\\s,]+(?:and\\s+|&\\s+)?${SPLIT_COUNT}\\s+${SPLIT_SIZE}\\b(?!\\s+(?:slices?\\s+)?of\\b)`);
// "2 fudge slices, 1 large": a count of large ones after the line, ending its clause.
const SPLIT_AFTER = new RegExp(`,\\s*${SPLIT_COUNT}\\s+(large|big)(?=\\s*(?:[.!?,;]|$|please\\b|pls\\b|plz\\b|thanks?\\b|thx\\b))`);
const OTHER_PART = new RegExp(`^[\\s,]*(?:and\\s+)?(?:the\\s+)?(?:other|rest|remaining)\\s+${SPLIT_COUNT}\\s+(?:as\\s+|in\\s+)?${SPLIT_SIZE}\\b`);
/** A size said in words: "big" is large, "8 inch" the 8-inch, anything else regular. */
export const sizeWord = (word: string): Size => (word === 'large' || word === 'big' ? 'large' : /^(?:8|eight)\b/.test(word) ? '8-inch' : /^(?:10|ten)\b/.test(word) ? '10-inch' : 'regular');

const HALF_SPLIT = /\bhalf (large|regular|big|small|normal)[,]?\s*(?:and\s+)?(?:the other )?half (large|regular|big|small|normal)\b/;

/** "a dozen chocolate slices, half large half regular": halves of the count said in the same message. */
export function halvesOf(folded: string, items: ItemMention[]): SizeSplit | null {
  const match = HALF_SPLIT.exec(folded);
  const only = items.length === 1 ? items[0] : undefined;
  if (!match || only?.kind !== 'product' || !only.qty || only.qty % 2 !== 0) return null;
  return { phrase: match[0], parts: [{ qty: only.qty / 2, size: sizeWord(match[1] as string) }, { qty: only.qty / 2, size: sizeWord(match[2] as string) }] };
}

/** "2 of them large", "one large and one regular": sizes for parts of the item just named. */
export function readSizeSplit(folded: string): SizeSplit | null {
  const of = SPLIT_OF.exec(folded);
  if (of) {
    const part = { qty: readQuantity([of[1] as string]) ?? 1, size: sizeWord(of[2] as string) };
    // "two of them large, and the other two regular": the rest in the other size, said with it.
    const other = OTHER_PART.exec(folded.slice(of.index + of[0].length));
    const otherSize = other ? sizeWord(other[2] as string) : null;
    if (other && otherSize !== part.size) return { phrase: `${of[0]}${other[0]}`, parts: [part, { qty: readQuantity([other[1] as string]) ?? 1, size: otherSize as Size }] };
    return { phrase: of[0], parts: [part] };
  }
  const pair = SPLIT_PAIR.exec(folded);
  if (pair) {
    return {
      phrase: pair[0],
      parts: [
        { qty: readQuantity([pair[1] as string]) ?? 1, size: sizeWord(pair[2] as string) },
        { qty: readQuantity([pair[3] as string]) ?? 1, size: sizeWord(pair[4] as string) },
      ],
    };
  }
  const after = SPLIT_AFTER.exec(folded);
  if (after) return { phrase: after[0], parts: [{ qty: readQuantity([after[1] as string]) ?? 1, size: 'large' }] };
  return null;
}
