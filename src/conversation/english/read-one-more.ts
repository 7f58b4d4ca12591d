import type { ItemMention, ReaderContext } from '../reading.js';

// One more line said short, beside what is on the order: "and a carrot one" with lemon slices is a
// carrot slice (never "whole or slice?"); "and a large one too" with a fudge slice is one more
// fudge slice, large, beside it (never the slice made large).

const A_FLAVOUR_ONE = /\b(?:a|an|another|one)\s+[a-z ]{2,20}?\s+one\b(?!\s+(?:slices?|cakes?|whole)\b)/;
const ANOTHER_SIZED = /^(?:(?:and|plus|also|oh|ok(?:ay)?|actually)[,.]?\s+)*(?:a|one|another)\s+(large|regular|big|small)\s+one(?:\s+(?:too|as well|also|please|pls))*[.!]?$/;

/** Reads these into `items`; true when a size said was taken as a new line's (so it changes no line). */
export function readOneMoreSaidShort(short: string, itemText: string, items: ItemMention[], ctx: ReaderContext): boolean {
  const latest = ctx.draftSkus[ctx.draftSkus.length - 1];
  const kind = latest ? ctx.index.productsById.get(latest)?.category : undefined;
  if ((kind === 'slice' || kind === 'whole-cake') && A_FLAVOUR_ONE.test(itemText)) {
    items.forEach((item, at) => {
      const sku = item.kind === 'choose' ? item.skus.find((candidate) => ctx.index.productsById.get(candidate)?.category === kind) : undefined;
      if (item.kind === 'choose' && sku) items[at] = { kind: 'product', sku, qty: item.qty, size: null, sizeWanted: item.sizeWanted };
    });
  }
  const sized = items.length === 0 && latest ? ANOTHER_SIZED.exec(short)?.[1] : undefined;
  if (!sized || !latest) return false;
  items.push({ kind: 'product', sku: latest, qty: 1, size: null, sizeWanted: /large|big/.test(sized) ? 'large' : 'regular' });
  return true;
}
