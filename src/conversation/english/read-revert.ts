import type { MenuIndex } from '../menu-index.js';
import { readItems } from './read-items.js';

// "make it red velvet" ... "no, sorry, the carrot was right": the order goes back to what it was
// before its last change. Read only while there is a change to go back from, and only when the
// words name what it was (or name nothing: "undo that", "the first one"), so "no, lemon was
// right" after a swap from carrot is not a swap back to something never on the order.

const NAMED_WAS_RIGHT =
  /\b(?:the\s+)?([a-z0-9 ]{2,40}?)\s+(?:(?:one|ones|cake|cakes|slices?|pieces?)\s+)?(?:was|were|is|are)\s+(?:right|correct|fine|good|better|it|what i (?:wanted|meant|said|had))(?:\s+(?:after all|all along|before))?\b/;
const NAMED_BACK = /\b(?:go|switch|change|put|swap|turn|make)?\s*(?:it|them|that|those|the order)?\s*back\s+to\s+(?:the\s+)?([a-z0-9 ]{2,40}?)(?=\s*(?:[,.!?;]|$|\b(?:please|pls|then|again|sorry|after all|instead|at|for|today|tomorrow|on)\b))/;
// "actually no keep the red velvet": the flavour changed from, kept.
const NAMED_KEPT = /\b(?:keep|stick with|stay with|leave it as|leave it at|i'?ll (?:keep|stay with|stick with))\s+(?:the\s+|my\s+)?([a-z0-9 ]{2,40}?)(?=\s*(?:[,.!?;]|$|\b(?:please|pls|then|after all|instead|one|ones|cake|cakes|as it was)\b))/;
const UNNAMED =
  /\b(?:undo (?:that|it|the (?:last )?change)|(?:as|like|the way) (?:it|they|i) (?:was|were|had it)(?: before| at first)?|(?:the|my) (?:first|original|previous|earlier|old) (?:one|ones|choice|pick|flavou?r|order|way|idea)(?: was (?:right|fine|better|good|correct))?|what i (?:had|said) (?:first|before|originally)|(?:(?:go |switch |change it |put it )?back to|switch to) (?:what i had|how it was|the way it was|before))\b/;

/** Words that never name what the order was, though they may stand before "was right". */
const NOT_A_NAME = /^(?:that|this|it|you|u|he|she|they|we|i|which|what|everything|all|the time|time|price|total|name|address|number)$/;

export type RevertReading = { phrase: string; skus: string[] };

/**
 * A wish to undo the order's last change, and the words that say it (not read as a new order).
 * `changedFrom`: the products on the order before that change. `skus`: those the words named.
 */
export function readRevert(folded: string, index: MenuIndex, changedFrom: readonly string[] | null | undefined): RevertReading | null {
  if (!changedFrom || changedFrom.length === 0) return null;
  const unnamed = UNNAMED.exec(folded);
  if (unnamed) return { phrase: unnamed[0], skus: [] };
  for (const pattern of [NAMED_WAS_RIGHT, NAMED_BACK, NAMED_KEPT]) {
    const match = pattern.exec(folded);
    const named = match?.[1]?.replace(/^(?:(?:no|nah|nope|hmm+|um+|sorry|oh|ah|actually|ok(?:ay)?|wait|so|yeah|yes|i think|guess)\b[ ,]*)+/, '').trim();
    if (!match || !named || NOT_A_NAME.test(named)) continue;
    const skus = namedProducts(named, index).filter((sku) => changedFrom.includes(sku));
    if (skus.length > 0) return { phrase: match[0], skus };
  }
  return null;
}

function namedProducts(words: string, index: MenuIndex): string[] {
  return readItems(words, index).items.flatMap((item) =>
    item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : item.kind === 'category' ? index.catalog.products.filter((p) => p.category === item.category).map((p) => p.id) : [],
  );
}
