import { addProduct, applyDetails, applyShare, flavourStem, offer } from './draft-edits.js';
import { type Act, sayBefore } from './acts.js';
import { type ConversationState, type DraftItem, isSlice } from './conversation-state.js';
import { flavorOf, flavorProducts, type MenuIndex } from './menu-index.js';
import type { ItemMention, Reading, Removal } from './reading.js';
import { LIMITS } from '../orders/order-schemas.js';

// Changes to the order's lines that are more than a count: part of a line becoming another
// product, a menu cake asked for made differently (which only a custom cake can be), lines put
// back or a change undone, lines doubled for someone else, and a size no cake comes in said.

/**
 * "Make one of them carrot" with two lemon slices on the order: one lemon slice and one carrot
 * slice. The new product takes the form of the line it comes from (a slice for a slice). Returns
 * whether the order changed; a count the line does not exceed changes nothing.
 */
export function applyPartialSwap(state: ConversationState, swap: NonNullable<Reading['partialSwap']>, index: MenuIndex, acts: Act[]): boolean {
  const items = state.draft.items;
  const wanted = swap.items[0];
  if (!wanted) return false;
  const skus = wanted.kind === 'product' ? [wanted.sku] : wanted.kind === 'choose' ? wanted.skus : [];
  const resizing = wanted.kind === 'product' && wanted.sizeWanted !== null;
  // "swap one for red velvet" with red velvet slices on the order too: a line never becomes itself.
  const candidates = items.filter((line) => line.qty > swap.count && (swap.from.length === 0 || swap.from.includes(line.sku)) && (resizing || !skus.includes(line.sku)));
  const lines = [...new Set(candidates.map((line) => line.sku))];
  // "swap one for red velvet" with carrot and lemon slices: one of which is asked, never guessed.
  if (swap.from.length === 0 && lines.length > 1) {
    state.offer = { kind: 'choose', reason: 'swap', phrase: null, skus: lines, qty: swap.count, size: null, into: skus };
    state.awaiting = 'choice';
    acts.push({ type: 'offer_choices', reason: 'swap', phrase: null, skus: lines, qty: swap.count, into: skus });
    return true;
  }
  const source = candidates[candidates.length - 1];
  if (!source) return false;
  const sameForm = skus.filter((sku) => {
    const product = index.productsById.get(sku);
    return product !== undefined && (product.category === 'slice') === isSlice(source);
  });
  const product = index.productsById.get(sameForm[0] ?? (skus.length === 1 ? (skus[0] as string) : ''));
  if (!product) return false;
  // "make two of the fudge slices large": the same product in the other size, beside the rest.
  const size = wanted.kind === 'product' ? wanted.sizeWanted : null;
  const stored = size && size !== product.sizes[0] ? size : null;
  const resized = product.id === source.sku && size !== null && product.sizes.includes(size) && source.size !== stored;
  if (product.id === source.sku && !resized) return false;
  const before = items.find((line) => line.sku === product.id && line.size === (resized ? stored : null))?.qty ?? 0;
  const line = addProduct(state, product, before + swap.count, wanted.kind === 'product' ? wanted.sizeWanted : null, acts);
  if (!line) return false;
  source.qty -= swap.count;
  acts.push({ type: 'item_changed', lines: [{ sku: source.sku, qty: source.qty, size: source.size }] });
  acts.push({ type: 'items_added', lines: [{ ...line, qty: swap.count }] });
  return true;
}

/**
 * "A vanilla cake with chocolate frosting": the menu's cakes are made as the menu says, so the
 * customer chooses between the cake as it is and a custom cake (owner approval, its own notice).
 * Nothing is promised about the change. A slice cannot be made differently: that is said. On a
 * custom cake the change is noted, since that cake is made as described.
 */
export function offerCustomFor(state: ConversationState, modification: string, index: MenuIndex, acts: Act[]): boolean {
  const cake = [...state.draft.items].reverse().find((line) => !isSlice(line));
  // A custom cake is made as the customer describes: the change is part of its description.
  if (cake && index.productsById.get(cake.sku)?.category === 'custom-cake') return applyDetails(state, modification);
  const custom = index.catalog.products.find((product) => product.category === 'custom-cake' && product.available);
  // "can I have my cake decorated with flowers?" before any cake: what that takes is said.
  if (!cake && custom && state.draft.items.length === 0) {
    sayBefore(acts, 'offer_choices', { type: 'custom_for_changes', phrase: modification, sku: custom.id });
    // "a cake with flowers" → the cakes offered → "the custom one": the flowers go on it.
    if (state.offer?.kind === 'choose' && state.offer.skus.includes(custom.id)) state.offer.phrase = modification;
    return true;
  }
  if (!cake || !custom) {
    acts.push({ type: 'not_on_menu', phrase: modification });
    return true;
  }
  offer(state, 'modification', [cake.sku, custom.id], cake.qty, null, modification, acts);
  return true;
}

/** The answer to that choice: the cake as it is stays; a custom cake replaces it, the change noted on it. */
export function chooseModified(state: ConversationState, picked: number[], index: MenuIndex, acts: Act[]): void {
  const current = state.offer;
  if (current?.kind !== 'choose' || current.reason !== 'modification') return;
  const [menuSku, customSku] = current.skus as [string, string];
  if (!picked.includes(1)) return;
  const items = state.draft.items;
  const at = items.map((line) => line.sku).lastIndexOf(menuSku);
  const replaced: DraftItem | undefined = at >= 0 ? items.splice(at, 1)[0] : undefined;
  const product = index.productsById.get(customSku);
  const line = product ? addProduct(state, product, replaced?.qty ?? current.qty, null, acts) : null;
  if (!line) return;
  acts.push({ type: 'items_removed', skus: [menuSku] }, { type: 'items_added', lines: [line] });
  const name = index.productsById.get(menuSku)?.name ?? menuSku;
  applyDetails(state, `${name} with ${current.phrase ?? 'changes'}`);
  if (replaced?.notes) applyDetails(state, replaced.notes);
}

/**
 * "ugh, put the carrot back": the lines just taken off return as they were (count, size, message),
 * those of the products named or, when none is named, all of them. False when none was taken off.
 */
export function restoreRemoved(state: ConversationState, skus: string[], acts: Act[]): boolean {
  const removed = state.lastRemoved ?? [];
  const back = removed.filter((line) => skus.length === 0 || skus.includes(line.sku));
  if (back.length === 0) return false;
  for (const line of back) {
    const same = state.draft.items.find((item) => item.sku === line.sku && item.size === line.size);
    if (same) same.qty += line.qty;
    else state.draft.items.push({ ...line });
  }
  state.lastRemoved = removed.filter((line) => !back.includes(line));
  acts.push({ type: 'items_added', lines: back.map((line) => ({ sku: line.sku, qty: line.qty, size: line.size })) });
  return true;
}

/** "2 lemon slices ... and same again in carrot": the latest line's count and form, in each flavour named. */
export function addSameAgain(state: ConversationState, mentions: ItemMention[], index: MenuIndex, acts: Act[]): boolean {
  const latest = state.draft.items[state.draft.items.length - 1];
  const form = latest ? index.productsById.get(latest.sku)?.category : undefined;
  if (!latest || !form) return false;
  const lines = mentions.flatMap((mention) => {
    const skus = mention.kind === 'product' ? [mention.sku] : mention.kind === 'choose' ? mention.skus : [];
    const forms = skus.flatMap((sku) => {
      const flavor = flavorOf(sku, index);
      return flavor ? flavorProducts(flavor) : [];
    });
    const product = forms.find((p) => p.category === form);
    const line = product && product.id !== latest.sku ? addProduct(state, product, latest.qty, latest.size, acts) : null;
    return line ? [line] : [];
  });
  if (lines.length > 0) acts.push({ type: 'items_added', lines });
  return lines.length > 0;
}

/**
 * After a turn: a change to the order's lines (a swap, a recount) is remembered with the lines as
 * they were, so it can be undone; any other change of the lines forgets it.
 */
export function rememberChange(state: ConversationState, before: DraftItem[], acts: Act[]): void {
  const same = linesKey(before) === linesKey(state.draft.items);
  if (same) return;
  // "add 2 lemon slices" then "never mind": lines added to an order are a change taken back too.
  const changed = acts.some((act) => act.type === 'item_changed' || act.type === 'items_added');
  state.changedFrom = changed && before.length > 0 && !acts.some((act) => act.type === 'change_undone') ? before.map((line) => ({ ...line })) : null;
}

/** "no, sorry, the carrot was right": the lines as they were before the last change. False when there is none. */
export function revertChange(state: ConversationState, acts: Act[]): boolean {
  const before = state.changedFrom;
  if (!before || before.length === 0) return false;
  state.draft.items = before.map((line) => ({ ...line }));
  state.changedFrom = null;
  acts.push({ type: 'change_undone', lines: before.map((line) => ({ sku: line.sku, qty: line.qty, size: line.size })) });
  return true;
}

function linesKey(items: DraftItem[]): string {
  return items.map((item) => `${item.sku}x${item.qty}@${item.size ?? ''}#${item.notes ?? ''}`).join(',');
}

/**
 * "a 6 inch choc fudge cake": a size no cake comes in is said plainly before the cake is taken in
 * the size it is made in. (A size another cake comes in, such as 10-inch, is said apart.)
 */
export function sayInchesNotMade(inches: number, acts: Act[], index: MenuIndex): void {
  if (acts.some((act) => act.type === 'size_not_offered' || act.type === 'inches_not_offered')) return;
  const taken = acts.flatMap((act) => (act.type === 'items_added' || act.type === 'item_changed' ? act.lines.map((line) => line.sku) : []));
  const notMade = [...new Set(taken)].filter((sku) => {
    const product = index.productsById.get(sku);
    return (product?.category === 'whole-cake' || product?.category === 'custom-cake') && !product.sizes.includes(`${inches}-inch` as never);
  });
  if (notMade.length > 0) sayBefore(acts, 'items_added', { type: 'inches_not_offered', skus: notMade, inches });
}

/**
 * "a large choc fudge slice for me n same for my sister": the lines this message named, twice
 * over (said later, "my sister wants the same": every line). The count said back is the new one.
 */
export function doubleForAnother(state: ConversationState, acts: Act[]): boolean {
  const added = acts.flatMap((act) => (act.type === 'items_added' ? act.lines : []));
  const lines = added.length > 0 ? state.draft.items.filter((item) => added.some((line) => line.sku === item.sku && line.size === item.size)) : state.draft.items;
  if (lines.length === 0) return false;
  for (const line of lines) line.qty = Math.min(line.qty * 2, LIMITS.maxQty);
  const counts = lines.map((line) => ({ sku: line.sku, qty: line.qty, size: line.size }));
  if (added.length > 0) for (const line of added) line.qty = counts.find((count) => count.sku === line.sku && count.size === line.size)?.qty ?? line.qty;
  else acts.push({ type: 'item_changed', lines: counts });
  return true;
}

/**
 * "make the carrot 2" with a carrot cake and carrot slices on the order: a count for one line,
 * but which one was not said. Asked, never guessed (both lines changed would be a cake too many).
 */
export function askWhichLine(state: ConversationState, recount: { skus: string[]; qty: number }, acts: Act[]): boolean {
  const lines = state.draft.items.filter((item) => recount.skus.includes(item.sku));
  if (recount.qty <= 0 || lines.length < 2 || new Set(lines.map(isSlice)).size < 2) return false;
  offer(state, 'recount', lines.map((line) => line.sku), recount.qty, null, null, acts);
  return true;
}

/**
 * "drop the fudge" with a whole fudge cake and fudge slices on the order: which one (or both) is
 * asked, as a clerk would, rather than taking both off. True when asked.
 */
export function askWhichToRemove(state: ConversationState, removal: Removal, acts: Act[]): boolean {
  // "remove the slice" with a lemon slice and a fudge slice: which one.
  const slices = removal.one ? [...new Set(state.draft.items.filter((item) => removal.skus.includes(item.sku)).map((item) => item.sku))] : [];
  if (slices.length > 1) {
    offer(state, 'removal', slices, null, null, null, acts);
    return true;
  }
  if (removal.only !== null || (removal.qty ?? null) !== null) return false;
  const lines = state.draft.items.filter((item) => removal.skus.includes(item.sku));
  if (lines.length !== 2 || new Set(lines.map(isSlice)).size < 2 || new Set(lines.map((line) => flavourStem(line.sku))).size !== 1) return false;
  offer(state, 'removal', lines.map((line) => line.sku), null, null, null, acts);
  return true;
}

/**
 * "put Happy Birthday on it" said after two different cakes were ordered: which cake (or both) is
 * asked, as a clerk would, rather than writing it on the latest. True when asked.
 */
export function askWhichCakeForWriting(state: ConversationState, note: string, acts: Act[]): boolean {
  const cakes = [...new Set(state.draft.items.filter((item) => !isSlice(item) && !item.message).map((item) => item.sku))];
  if (cakes.length !== 2 || state.draft.items.some((item) => item.message)) return false;
  offer(state, 'writing', cakes, null, null, note, acts);
  return true;
}

/**
 * "a fudge cake and a carrot cake" then "make that two": the count is for one of the lines just
 * added, or both, and which was not said. Asked, as with a flavour's two lines above.
 */
export function askWhichJustAdded(state: ConversationState, qty: number, acts: Act[]): boolean {
  if (qty < 2 || state.awaiting === 'quantity') return false;
  // "555" at the read-back of lemon slices and a fudge slice: which line, never the latest in silence.
  const onOrder = [...new Set(state.draft.items.map((item) => item.sku))];
  const lines = state.awaiting === 'confirm' && onOrder.length > 1 ? onOrder : justAdded(state);
  if (lines.length < 2) return false;
  offer(state, 'recount', lines, qty, null, null, acts);
  return true;
}

/** "2 of each", "3 each": every line just added gets that count (or, with none just added, every line). */
export function countEach(state: ConversationState, qty: number, acts: Act[]): boolean {
  const added = justAdded(state);
  const skus = added.length > 1 ? added : state.draft.items.map((item) => item.sku);
  return skus.length > 1 && applyShare(state, skus, qty, acts);
}

/** The lines the last answer said were added, still on the order. */
function justAdded(state: ConversationState): string[] {
  const added = (state.lastAnswer ?? []).flatMap((act) => (act.type === 'items_added' ? act.lines.map((line) => line.sku) : []));
  return [...new Set(added)].filter((sku) => state.draft.items.some((item) => item.sku === sku));
}
