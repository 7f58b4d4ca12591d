import { addProduct } from './draft-edits.js';
import type { Act } from './acts.js';
import { type ConversationState, isSlice } from './conversation-state.js';
import type { MenuIndex } from './menu-index.js';
import type { Reading } from './reading.js';

/**
 * "Make one of them carrot" with two lemon slices on the order: one lemon slice and one carrot
 * slice. The new product takes the form of the line it comes from (a slice for a slice). Returns
 * whether the order changed; a count the line does not exceed changes nothing.
 */
export function applyPartialSwap(state: ConversationState, swap: NonNullable<Reading['partialSwap']>, index: MenuIndex, acts: Act[]): boolean {
  const items = state.draft.items;
  const candidates = items.filter((line) => line.qty > swap.count && (swap.from.length === 0 || swap.from.includes(line.sku)));
  const source = candidates[candidates.length - 1];
  const wanted = swap.items[0];
  if (!source || !wanted) return false;
  const skus = wanted.kind === 'product' ? [wanted.sku] : wanted.kind === 'choose' ? wanted.skus : [];
  const sameForm = skus.filter((sku) => {
    const product = index.productsById.get(sku);
    return product !== undefined && (product.category === 'slice') === isSlice(source);
  });
  const product = index.productsById.get(sameForm[0] ?? (skus.length === 1 ? (skus[0] as string) : ''));
  if (!product || product.id === source.sku) return false;
  const before = items.find((line) => line.sku === product.id && line.size === null)?.qty ?? 0;
  const line = addProduct(state, product, before + swap.count, wanted.kind === 'product' ? wanted.sizeWanted : null, acts);
  if (!line) return false;
  source.qty -= swap.count;
  acts.push({ type: 'item_changed', line: { sku: source.sku, qty: source.qty, size: source.size } });
  acts.push({ type: 'items_added', lines: [{ ...line, qty: swap.count }] });
  return true;
}
