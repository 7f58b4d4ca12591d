import { DateTime } from 'luxon';
import type { Category, Product, Size } from '../catalog/catalog-schema.js';
import { LIMITS } from '../orders/order-schemas.js';
import { type Act, type OfferReason, type ProductLine, sayBefore } from './acts.js';
import { type ConversationState, type DraftItem, isSlice } from './conversation-state.js';
import { closestProducts, deliverableOf, type MenuIndex } from './menu-index.js';
import { closestWord } from './text.js';
import type { ItemMention, Reading, Removal } from './reading.js';
import { atLocalTime, localDayOf, onNextDay } from './wall-clock.js';
import { cakesFor } from './servings.js';

// Changes to the draft order, each returning the acts that tell the customer what changed. Only
// products from the catalog get in, and never a drink: whatever a reader claims to have read.

const MAX_NAME = 100;
export const MAX_NOTE = 500;

/** "carrot-whole" → "carrot": the flavour a cake and its slice share. */
export const flavourStem = (sku: string): string => sku.replace(/-(whole|slice)$/, '');

/** The size to store: null for the product's base size, so "regular" and nothing are one line. */
function storedSize(product: Product, wanted: Size | null): Size | null {
  if (!wanted || !product.sizes.includes(wanted) || wanted === product.sizes[0]) return null;
  return wanted;
}

/** Adds a product (or sets its quantity when the same product and size is there). */
export function addProduct(state: ConversationState, product: Product, qty: number | null, sizeWanted: Size | null, acts: Act[]): ProductLine | null {
  if (product.category === 'beverage') {
    acts.push({ type: 'refuse_beverage' });
    return null;
  }
  if (!product.available) {
    acts.push({ type: 'unavailable', sku: product.id });
    // "a strawberry shortcake for saturday" with nothing else ordered: what there is of its kind, as a clerk would say.
    if (state.draft.items.length === 0 && (product.category === 'whole-cake' || product.category === 'slice') && !acts.some((act) => act.type === 'answer_menu')) acts.push({ type: 'answer_menu', category: product.category });
    state.lastUnavailable = product.id;
    return null;
  }
  // "a custom cake, large": custom cakes come in inches, priced apart, so which one is asked,
  // never the smaller one put down in silence.
  if (sizeWanted && !product.sizes.includes(sizeWanted) && product.category === 'custom-cake' && product.sizes.length > 1 && !sizeFitsKind(product, sizeWanted)) sizeWanted = null;
  const size = storedSize(product, sizeWanted);
  // "a 10 inch carrot cake": the customer hears the size it comes in, not silence.
  if (sizeWanted && !product.sizes.includes(sizeWanted) && sizeFitsKind(product, sizeWanted)) {
    acts.push({ type: 'size_not_offered', sku: product.id, wanted: sizeWanted, kept: product.sizes[0] ?? null });
  }
  // "100,000 cakes", "a million slices": far past what one order holds, so no count is guessed;
  // the line waits for how many. A count just past the limit is put down at the limit, and said.
  const farPast = qty !== null && qty > 10 * LIMITS.maxQty;
  const wanted = farPast ? 1 : Math.min(Math.max(qty ?? 1, 1), LIMITS.maxQty);
  if (qty !== null && qty > LIMITS.maxQty) acts.push({ type: 'quantity_capped', sku: product.id, wanted: qty, kept: LIMITS.maxQty, ask: farPast });
  if (farPast) state.askQuantityOf = product.id;
  const items = state.draft.items;
  const existing = items.find((item) => item.sku === product.id && item.size === size);
  if (existing) existing.qty = qty === null ? existing.qty : wanted;
  else if (items.length < LIMITS.maxItems) items.push({ sku: product.id, qty: wanted, size, notes: null });
  // A custom cake's sizes are priced apart: the customer chooses, the first size is not assumed.
  if (!existing && !sizeWanted && product.category === 'custom-cake' && product.sizes.length > 1) state.askSizeOf = product.id;
  if (sizeWanted && state.askSizeOf === product.id) state.askSizeOf = null;
  const line = existing ?? items[items.length - 1] as DraftItem;
  // A cake message given before the cake now goes on it.
  if (state.draft.pendingNote && !isSlice(line)) {
    writeMessage(line, state.draft.pendingNote);
    state.draft.pendingNote = null;
  }
  // A count far past the limit is not said back as one: how many is asked next.
  if (farPast) return null;
  // The size still to be asked is not said back as if chosen.
  return state.askSizeOf === line.sku ? { sku: line.sku, qty: line.qty, size: null, sizeOpen: true } : { sku: line.sku, qty: line.qty, size: line.size };
}

/** Cake sizes for cakes, slice sizes for slices: "a large carrot cake" is not a size question. */
function sizeFitsKind(product: Product, size: Size): boolean {
  const cakeSize = size === '8-inch' || size === '10-inch';
  // "a large carrot cake": the cake's one size is said, as the inches would be.
  return product.category === 'slice' ? !cakeSize : cakeSize || (product.category === 'whole-cake' && size === 'large');
}

/** An offer the customer must choose from, remembered so the answer can be read against it. */
export function offer(state: ConversationState, reason: OfferReason, skus: string[], qty: number | null, size: Size | null, phrase: string | null, acts: Act[], madeToOrder = false): void {
  if (skus.length === 0) return;
  const custom = madeToOrder ? ({ madeToOrder: true } as const) : {};
  state.offer = { kind: 'choose', reason, phrase, skus, qty, size, ...custom };
  state.awaiting = 'choice';
  acts.push({ type: 'offer_choices', reason, phrase, skus, qty, ...custom });
}

/** Folds the products a message names into the draft; ambiguous ones become one question. */
/** The one line of this product on the order, when it is in another size than `size`. */
function resizedLine(state: ConversationState, sku: string, size: Size | null): DraftItem | null {
  if (!size) return null;
  const lines = state.draft.items.filter((line) => line.sku === sku);
  return lines.length === 1 && lines[0]?.size !== size ? (lines[0] as DraftItem) : null;
}

export function applyItems(state: ConversationState, items: ItemMention[], index: MenuIndex, acts: Act[], correction = false): boolean {
  const added: ProductLine[] = [];
  let asked = false;
  const notMade: string[] = [];
  const ordersProducts = state.draft.items.length > 0 || items.some((item) => item.kind !== 'unknown');
  for (const item of items) {
    switch (item.kind) {
      case 'product': {
        const product = index.productsById.get(item.sku);
        // "make the fudge regular" with a large fudge slice on the order, "large for the fudge":
        // that line's size changes (with no count said, it is not another line).
        const wanted = item.size ?? item.sizeWanted;
        const resized = item.qty === null && !item.more ? resizedLine(state, item.sku, wanted) : null;
        const resizedTo = resized && product && wanted ? storedSize(product, wanted) : undefined;
        if (resized && resizedTo !== undefined && resizedTo !== resized.size) {
          resized.size = resizedTo;
          acts.push({ type: 'item_changed', lines: [{ sku: resized.sku, qty: resized.qty, size: resized.size }] });
          break;
        }
        // "one more lemon slice": the line's count plus that many. "another custom cake, 10 inch"
        // beside an 8-inch one: a line of its own, as the size said is not the line's.
        const sizeSaid = product && wanted ? storedSize(product, wanted) : undefined;
        const ordered = item.more ? (state.draft.items.find((line) => line.sku === item.sku && (sizeSaid === undefined || line.size === sizeSaid))?.qty ?? 0) : 0;
        const qty = item.more ? ordered + (item.qty ?? 1) : item.qty;
        const line = product ? addProduct(state, product, qty, item.size ?? item.sizeWanted, acts) : null;
        if (line) added.push(line);
        break;
      }
      case 'choose': {
        // "a chocolate one" just after talking about whole cakes is the whole cake; "just the
        // chocolate" with chocolate slices on the order is those slices.
        const quoted = state.offer?.kind === 'quoted' ? item.skus.filter((sku) => state.offer?.skus.includes(sku)) : [];
        const ordered = state.draft.items.filter((line) => item.skus.includes(line.sku)).map((line) => line.sku);
        // "3 strawberry slices" (sold out), then "make those vanilla": vanilla slices.
        const refused = state.lastUnavailable ? index.productsById.get(state.lastUnavailable)?.category : undefined;
        const inRefusedForm = refused ? item.skus.filter((sku) => index.productsById.get(sku)?.category === refused) : [];
        // "delivery, please" then "a red velvet for saturday": slices are never delivered, so the cake is meant.
        const delivered = state.draft.fulfillment === 'delivery' ? deliverableOf(item.skus, index) : [];
        // "how many cakes for 30?" answered with cakes, then "3 fudge then": whole cakes.
        const servings = state.lastAnswer?.find((act) => act.type === 'answer_servings');
        const servedAsked = servings ? item.skus.filter((sku) => index.productsById.get(sku)?.category === 'whole-cake') : [];
        const known = quoted.length === 1 ? quoted : [...new Set(ordered)].length === 1 ? ordered.slice(0, 1) : inRefusedForm.length === 1 ? inRefusedForm : delivered.length === 1 ? delivered : servedAsked.length === 1 ? servedAsked : [];
        const product = known.length === 1 ? index.productsById.get(known[0] as string) : undefined;
        // "ok lets do fudge" after "for 30 people, 3 cakes": the cakes that answer said.
        const people = servedAsked.length === 1 ? servings?.people : undefined;
        const party = product && people && item.qty === null ? cakesFor(product, people) : null;
        const line = product ? addProduct(state, product, item.qty ?? party?.sure ?? null, item.sizeWanted, acts) : null;
        if (line) added.push(line);
        else if (!asked) {
          offer(state, 'form', item.skus, item.qty, item.sizeWanted, null, acts);
          asked = true;
        } else state.askFormOf.push({ skus: item.skus, qty: item.qty, size: item.sizeWanted });
        break;
      }
      case 'category': {
        // "just deliver the cake" with a cake on the order is that cake, not another.
        const sameKind = state.draft.items.some((line) => (item.category === 'slice') === isSlice(line));
        if (item.qty === null && sameKind && !correction) break;
        // "the slices today and the cake saturday": the lines already ordered, each named by its kind, never made the other kind.
        const namesLines = items.length > 1 && items.every((other) => other.kind === 'category' && other.qty === null && state.draft.items.some((line) => (other.category === 'slice') === isSlice(line)));
        if (namesLines) break;
        // "whole" or "the slice" on its own, with an item on the order: the form of that item.
        // "make it 3 slices instead" of the cake: that many slices of its flavour.
        const lastOfOtherKind = correction && !sameKind && state.draft.items.length === 1;
        const reformed = (item.qty === null || (correction && item.qty === 1) || lastOfOtherKind) && !asked ? reform(state, item.category, index, acts, item.qty) : false;
        if (reformed) break;
        const options = categoryOptions(state, item.category, index);
        if (options.length === 1) {
          const line = addProduct(state, options[0] as Product, item.qty, item.sizeWanted, acts);
          if (line) added.push(line);
        } else if (!asked) {
          offer(state, 'category', options.map((p) => p.id), item.qty, item.sizeWanted, null, acts);
          asked = true;
        }
        break;
      }
      case 'unknown':
        // "4 lemon slices and a dozen cookies": what we do not make is said plainly, and the
        // order goes on with the rest rather than waiting on a choice about the cookies.
        if (item.notMade && ordersProducts) {
          notMade.push(item.phrase);
          break;
        }
        if (!asked) {
          const suggestions = item.suggestions.length ? item.suggestions : closestProducts(item.phrase, index).map((p) => p.id);
          // "a unicorn cake": the custom cake offered is said to be able to be one.
          const custom = suggestions.some((sku) => index.productsById.get(sku)?.category === 'custom-cake');
          offer(state, 'unknown', suggestions, item.qty ?? null, null, item.phrase, acts, item.themeCake === true && custom);
          asked = true;
        }
        break;
    }
  }
  if (notMade.length > 0) acts.push({ type: 'not_on_menu', phrase: notMade[0] as string, ...(notMade.length > 1 ? { others: notMade.slice(1) } : {}) });
  if (added.length > 0) {
    // "6 slices, 4 choc": what was taken is said before the question about the rest.
    if (asked) sayBefore(acts, 'offer_choices', { type: 'items_added', lines: added });
    else acts.push({ type: 'items_added', lines: added });
    if (!asked && state.offer?.kind === 'choose') {
      state.offer = null;
      if (state.awaiting === 'choice') state.awaiting = null;
    }
  }
  return added.length > 0 || asked || items.length > 0;
}

/**
 * "make it red velvet instead", "2 vanilla and 2 carrot instead": what the message names takes
 * the place of the latest item (one product named) or of every item (several), in the form the
 * order already has. A flavour that could be a cake or a slice is asked about only when the
 * order does not say which. `swapInto`: the lines named become the product beside any line of it
 * already there ("make the lemon one carrot too"); not for "just the carrot".
 */
export function replaceItems(state: ConversationState, items: ItemMention[], replacedSkus: string[], index: MenuIndex, acts: Act[], swapInto = false): boolean {
  const draft = state.draft;
  // "lemon instead of the carrot": the carrot's lines; otherwise the latest line, or every line.
  const named = draft.items.filter((item) => replacedSkus.includes(item.sku));
  const forms = new Set((named.length > 0 ? named : draft.items).map((item) => (isSlice(item) ? 'slice' : 'whole')));
  const form = forms.size === 1 ? [...forms][0] : null;
  const products = items.map((item) => {
    if (item.kind === 'product') return { product: index.productsById.get(item.sku), qty: item.qty, size: item.size ?? item.sizeWanted, more: item.more === true };
    if (item.kind === 'choose' && form) {
      const sku = item.skus.find((candidate) => (form === 'slice') === candidate.endsWith('-slice'));
      return { product: sku ? index.productsById.get(sku) : undefined, qty: item.qty, size: item.sizeWanted, more: false };
    }
    return { product: undefined, qty: null, size: null, more: false };
  });
  const [flavour] = items;
  // "make them both chocolate" with a cake and slices on the order: each line in its own form.
  if (!form && items.length === 1 && flavour?.kind === 'choose' && named.length > 1) return swapEachLine(named, flavour.skus, index, acts);
  if (products.some((entry) => !entry.product)) return applyItems(state, items, index, acts, true);
  // "make it strawberry shortcake" when it is not available: said, and the order stays as it was.
  if (products.every((entry) => entry.product && !entry.product.available)) {
    for (const { product } of products) acts.push({ type: 'unavailable', sku: (product as Product).id });
    state.lastUnavailable = (products[0]?.product as Product).id;
    return true;
  }
  // "make that 3 fudge" with fudge and lemon on the order: the fudge line, not the latest one.
  const same = products.length === 1 && named.length === 0 ? draft.items.filter((item) => item.sku === products[0]?.product?.id) : [];
  const replaced = named.length > 0 ? named : same.length === 1 ? same : products.length === 1 ? draft.items.slice(-1) : [...draft.items];
  draft.items = draft.items.filter((item) => !replaced.includes(item));
  // "make them both chocolate": one flavour for every line of one form, as many as they were.
  const keptQty = products.length !== 1 ? null : replaced.length === 1 ? (replaced[0]?.qty ?? null) : form ? replaced.reduce((sum, item) => sum + item.qty, 0) : null;
  const noted = replaced.find((item) => item.notes);
  const lines: ProductLine[] = [];
  for (const { product, qty, size, more } of products) {
    // "make the lemon one carrot too" with carrot slices on the order: the carrot line grows by
    // what is swapped into it, never set to that count.
    // "just the chocolate one" keeps that line as it is, and "4 lemon slices not 2" is a count.
    const joined = swapInto && named.length > 0 && (qty === null || more) ? draft.items.find((item) => item.sku === product?.id && item.size === storedSize(product as Product, size ?? null)) : undefined;
    const wanted = qty ?? keptQty;
    const line = addProduct(state, product as Product, joined ? joined.qty + (more ? (qty ?? 1) : (keptQty ?? 1)) : wanted, size, acts);
    if (line) lines.push(line);
  }
  const cake = draft.items.find((item) => !isSlice(item) && !item.notes);
  if (noted?.notes && cake) Object.assign(cake, { notes: noted.notes }, noted.message ? { message: noted.message } : {});
  if (lines.length === 1 && replaced.length >= 1) acts.push({ type: 'item_changed', lines: [lines[0] as ProductLine] });
  else if (lines.length > 0) acts.push({ type: 'items_added', lines });
  return true;
}

/** The latest item made a cake or a slice of the same flavour; true when that settles the message. */
function reform(state: ConversationState, category: 'whole-cake' | 'slice' | 'custom-cake', index: MenuIndex, acts: Act[], qty: number | null = null): boolean {
  const last = state.draft.items[state.draft.items.length - 1];
  if (!last || category === 'custom-cake') return false;
  const stem = flavourStem(last.sku);
  const wanted = index.productsById.get(`${stem}-${category === 'slice' ? 'slice' : 'whole'}`);
  if (!wanted?.available) return false;
  // "2 chocolate slices" then "make it one whole cake instead": one cake, not two.
  if (qty !== null) last.qty = qty;
  if (wanted.id !== last.sku) {
    last.sku = wanted.id;
    last.size = null;
    if (category === 'slice') last.notes = null;
  }
  acts.push({ type: 'item_changed', lines: [{ sku: last.sku, qty: last.qty, size: last.size }] });
  return true;
}

/** The products of a kind a customer can order now; those just talked about come first. */
function categoryOptions(state: ConversationState, category: 'whole-cake' | 'slice' | 'custom-cake', index: MenuIndex): Product[] {
  const kinds = category === 'whole-cake' ? ['whole-cake', 'custom-cake'] : [category];
  const orderable = index.catalog.products.filter((p) => p.available && kinds.includes(p.category));
  const quoted = state.offer?.kind === 'quoted' ? orderable.filter((p) => state.offer?.skus.includes(p.id)) : [];
  return quoted.length > 0 ? quoted : orderable;
}

export function applyRemovals(state: ConversationState, removals: Removal[], acts: Act[]): boolean {
  if (removals.length > 0) state.lastRemoved = [];
  for (const removal of removals) {
    // "never mind the lemon" while the lemon's form is still to be asked: not asked.
    const stems = new Set(removal.skus.map(flavourStem));
    state.askFormOf = state.askFormOf.filter((choice) => !choice.skus.some((sku) => stems.has(flavourStem(sku))));
    const draft = state.draft;
    // "the lemon cake" when only lemon slices are ordered still means those slices. Slices said
    // ("take off the fudge slices") never mean the whole fudge cake: that is not on the order.
    let skus = new Set(removal.skus);
    // Not "the cake" said of every cake: with none left, it names no slices.
    const oneFlavour = new Set(removal.skus.map(flavourStem)).size === 1;
    if (!draft.items.some((item) => skus.has(item.sku)) && removal.only === 'whole' && oneFlavour) skus = new Set(removal.skus.map(flavourStem).flatMap((stem) => [`${stem}-whole`, `${stem}-slice`, stem]));
    const lines = draft.items.filter((item) => skus.has(item.sku));
    // "cancel the cake and get me 4 fudge slices instead": the cake already went with the swap.
    if (lines.length === 0 && !oneFlavour && acts.some((act) => act.type === 'item_changed')) continue;
    // "not the vanilla, the red velvet cake please" as the order begins: what is wanted was heard.
    if (lines.length === 0 && acts.some((act) => act.type === 'items_added')) continue;
    const fewer = removal.qty ?? null;
    // "take off one slice" with lemon and carrot slices: one comes off the latest of those lines,
    // and the customer hears which.
    // "minus 1 fudge" with 2 regular fudge slices and a large one: one comes off the line of that
    // product that has more, not the one large slice.
    const oneProduct = new Set(lines.map((item) => item.sku)).size === 1;
    const line = lines.length === 1 || fewer !== null ? (fewer !== null && oneProduct ? lines.findLast((item) => item.qty > fewer) : undefined) ?? lines[lines.length - 1] : undefined;
    if (fewer !== null && line && (line.qty > fewer || lines.length > 1)) {
      if (line.qty <= fewer) {
        state.lastRemoved?.push({ ...line });
        draft.items = draft.items.filter((item) => item !== line);
        acts.push({ type: 'items_removed', skus: [line.sku] });
        continue;
      }
      // "remove one lemon slice" from 2: one is left.
      line.qty -= fewer;
      state.lastRemoved?.push({ ...line, qty: fewer });
      acts.push({ type: 'item_changed', lines: [{ sku: line.sku, qty: line.qty, size: line.size }] });
      continue;
    }
    state.lastRemoved?.push(...lines.map((item) => ({ ...item })));
    draft.items = draft.items.filter((item) => !skus.has(item.sku));
    acts.push({ type: 'items_removed', skus: lines.map((item) => item.sku) });
  }
  return removals.length > 0;
}

/** A line added to others: joined with one of the same product, size and notes, if there is one. */
export function addLine(lines: DraftItem[], item: DraftItem): void {
  const same = lines.find((line) => line.sku === item.sku && line.size === item.size && line.notes === item.notes);
  if (same) same.qty += item.qty;
  else lines.push({ ...item });
}

/**
 * "make the large one regular": every line in the one size, put in the other, and joined with a
 * line of the same product already in it.
 */
export function changeLineSize(state: ConversationState, change: NonNullable<Reading['sizeChange']>, index: MenuIndex, acts: Act[]): boolean {
  const changed = new Set<string>();
  for (const item of state.draft.items) {
    const product = index.productsById.get(item.sku);
    if (!product?.sizes.includes(change.to) || (change.skus && !change.skus.includes(item.sku))) continue;
    const current = item.size ?? product.sizes[0];
    if (change.from ? current !== change.from : current === change.to) continue;
    item.size = storedSize(product, change.to);
    changed.add(item.sku);
  }
  if (changed.size === 0) return false;
  const joined: DraftItem[] = [];
  for (const item of state.draft.items) addLine(joined, item);
  state.draft.items = joined;
  acts.push({ type: 'item_changed', lines: joined.filter((item) => changed.has(item.sku)).map((item) => ({ sku: item.sku, qty: item.qty, size: item.size })) });
  return true;
}

/** "make it the 10 inch", "large please": the item that comes in that size, the latest first. */
export function applySize(state: ConversationState, size: Size, index: MenuIndex, acts: Act[]): boolean {
  const items = [...state.draft.items].reverse();
  const target = items.find((item) => index.productsById.get(item.sku)?.sizes.includes(size));
  if (target) {
    acts.push({ type: 'item_changed', lines: [resize(state, target, index.productsById.get(target.sku) as Product, size)] });
    return true;
  }
  const latest = items.find((item) => {
    const product = index.productsById.get(item.sku);
    return product ? sizeFitsKind(product, size) : false;
  });
  if (latest) acts.push({ type: 'size_not_offered', sku: latest.sku, wanted: size, kept: latest.size ?? index.productsById.get(latest.sku)?.sizes[0] ?? null });
  return latest !== undefined;
}

/** A line made the size said, which answers its size question; the line as it now is. */
function resize(state: ConversationState, line: DraftItem, product: Product, size: Size): { sku: string; qty: number; size: Size | null } {
  line.size = storedSize(product, size);
  if (state.askSizeOf === line.sku) state.askSizeOf = null;
  return { sku: line.sku, qty: line.qty, size: line.size };
}

/** "both large": every line of the kind the size is for; a line without that size is said to keep its own. */
export function applySizeToAll(state: ConversationState, size: Size, index: MenuIndex, acts: Act[]): boolean {
  const fitting = state.draft.items.filter((item) => {
    const product = index.productsById.get(item.sku);
    return product ? sizeFitsKind(product, size) : false;
  });
  if (fitting.length < 2) return applySize(state, size, index, acts);
  const changed: Array<{ sku: string; qty: number; size: Size | null }> = [];
  for (const item of fitting) {
    const product = index.productsById.get(item.sku) as Product;
    if (product.sizes.includes(size)) changed.push(resize(state, item, product, size));
    else acts.push({ type: 'size_not_offered', sku: item.sku, wanted: size, kept: item.size ?? product.sizes[0] ?? null });
  }
  if (changed.length > 0) acts.push({ type: 'item_changed', lines: changed });
  return true;
}

/**
 * "4 slices, 2 of them large": that many of the latest item that comes in the size are made that
 * size. "one large and one regular": the item is split into those parts.
 */
export function applySizeSplit(state: ConversationState, parts: Array<{ qty: number; size: Size }>, index: MenuIndex, acts: Act[]): boolean {
  const items = state.draft.items;
  const target = [...items].reverse().find((item) => parts.every((part) => index.productsById.get(item.sku)?.sizes.includes(part.size)));
  if (!target) {
    // "5 lemon slices, 3 of them large" when the lemon slice has one size: said, not ignored.
    const latest = items[items.length - 1];
    const missing = parts.find((part) => latest && !index.productsById.get(latest.sku)?.sizes.includes(part.size));
    if (latest && missing) acts.push({ type: 'size_not_offered', sku: latest.sku, wanted: missing.size, kept: latest.size ?? index.productsById.get(latest.sku)?.sizes[0] ?? null });
    return latest !== undefined && missing !== undefined;
  }
  const product = index.productsById.get(target.sku) as Product;
  const wanted = parts.reduce((sum, part) => sum + part.qty, 0);
  const rest = parts.length === 1 ? Math.max(target.qty - wanted, 0) : 0;
  const lines: Array<{ qty: number; size: Size | null }> = parts.map((part) => ({ qty: part.qty, size: storedSize(product, part.size) }));
  if (rest > 0) lines.push({ qty: rest, size: target.size });
  let at = items.indexOf(target);
  items.splice(at, 1);
  for (const line of lines) {
    const same = items.find((item) => item.sku === target.sku && item.size === line.size);
    if (same) same.qty = Math.min(same.qty + line.qty, LIMITS.maxQty);
    else items.splice(at++, 0, { sku: target.sku, qty: line.qty, size: line.size, notes: target.notes, ...(target.message ? { message: target.message } : {}) });
  }
  // "two custom cakes, one 8 inch and one 10 inch": every cake's size is said; none is asked.
  if (rest === 0 && state.askSizeOf === target.sku) state.askSizeOf = null;
  const changed = items.filter((item) => item.sku === target.sku).map((item) => ({ sku: item.sku, qty: item.qty, size: item.size }));
  if (changed.length > 0) acts.push({ type: 'item_changed', lines: changed });
  return true;
}

/** "both whole cakes": each flavour still to be asked about, in that form, where it is sold so; the lines added. */
export function applyFormToPending(state: ConversationState, category: Category, index: MenuIndex, acts: Act[]): ProductLine[] {
  const lines: ProductLine[] = [];
  state.askFormOf = state.askFormOf.filter((pending) => {
    const product = pending.skus.map((sku) => index.productsById.get(sku)).find((candidate) => candidate?.category === category);
    const line = product ? addProduct(state, product, pending.qty, pending.size, acts) : null;
    if (line) lines.push(line);
    return !product;
  });
  return lines;
}

/** "double the order": every line's count, by that many times (up to the limit per line). */
export function multiplyLines(state: ConversationState, times: number, acts: Act[]): boolean {
  for (const item of state.draft.items) item.qty = Math.min(item.qty * times, LIMITS.maxQty);
  acts.push({ type: 'item_changed', lines: state.draft.items.map((item) => ({ sku: item.sku, qty: item.qty, size: item.size })) });
  return true;
}

export function applyQuantity(state: ConversationState, qty: number, acts: Act[]): boolean {
  const last = state.draft.items[state.draft.items.length - 1];
  if (!last) return false;
  // "make it 0", "one less" on a line of one: the line is left off.
  if (qty <= 0) return applyRemovals(state, [{ skus: [last.sku], only: null }], acts);
  last.qty = Math.min(Math.max(qty, 1), LIMITS.maxQty);
  if (qty > LIMITS.maxQty) acts.push({ type: 'quantity_capped', sku: last.sku, wanted: qty, kept: LIMITS.maxQty });
  acts.push({ type: 'item_changed', lines: [{ sku: last.sku, qty: last.qty, size: last.size }] });
  return true;
}

/** A cake message goes on the latest cake; without a cake yet, it waits for one. */
/** "3 of each": every one of these lines gets that many. */
export function applyShare(state: ConversationState, skus: string[], qty: number, acts: Act[]): boolean {
  const lines = state.draft.items.filter((item) => skus.includes(item.sku));
  // "make the fudge 0": those lines are left off.
  if (qty <= 0 && lines.length > 0) return applyRemovals(state, [{ skus: lines.map((line) => line.sku), only: null }], acts);
  for (const line of lines) line.qty = Math.min(Math.max(qty, 1), LIMITS.maxQty);
  if (lines.length > 0) acts.push({ type: 'item_changed', lines: lines.map((line) => ({ sku: line.sku, qty: line.qty, size: line.size })) });
  return lines.length > 0;
}

/** "12 in all" over five flavours, "evenly": 3, 3, 2, 2, 2, the first lines taking what is left over. */
export function shareEvenly(state: ConversationState, share: { total: number; skus: string[] }, acts: Act[]): boolean {
  const lines = state.draft.items.filter((item) => share.skus.includes(item.sku));
  if (lines.length === 0) return false;
  const each = Math.floor(share.total / lines.length);
  const over = share.total % lines.length;
  lines.forEach((line, at) => {
    line.qty = Math.min(Math.max(each + (at < over ? 1 : 0), 1), LIMITS.maxQty);
  });
  acts.push({ type: 'item_changed', lines: lines.map((line) => ({ sku: line.sku, qty: line.qty, size: line.size })) });
  return true;
}

/**
 * The cake writing and design go on: the custom cake when the order has one ("a custom cake,
 * writing 'Happy Holidays Team', plus 2 red velvet cakes"), else the latest cake.
 */
function cakeForNotes(state: ConversationState, index?: MenuIndex): DraftItem | undefined {
  const cakes = [...state.draft.items].reverse().filter((item) => !isSlice(item));
  return cakes.find((item) => index?.productsById.get(item.sku)?.category === 'custom-cake') ?? cakes[0];
}

export function applyNote(state: ConversationState, note: string, acts: Act[], index?: MenuIndex): boolean {
  const text = note.slice(0, MAX_NOTE);
  const cake = cakeForNotes(state, index);
  if (cake) {
    writeMessage(cake, text);
    acts.push({ type: 'note_added', sku: cake.sku, note: text });
    return true;
  }
  state.draft.pendingNote = text;
  // "can you write happy birthday on a cake?": yes, on a whole or custom cake, said before "which one?".
  if (state.draft.items.length > 0) acts.push({ type: 'note_needs_cake', note: text });
  else sayBefore(acts, 'offer_choices', { type: 'note_kept', note: text });
  return true;
}

/**
 * "no writing please": every cake's words to write come off; its other notes stay. `only`: the one
 * cake whose words come off ("no message on the red velvet").
 */
export function removeMessages(state: ConversationState, acts: Act[], only: string | null = null): boolean {
  let removed = false;
  for (const cake of state.draft.items) {
    if (!cake.message || (only !== null && cake.sku !== only)) continue;
    const others = (cake.notes ?? '').split('; ').filter((part) => part && part !== cake.message);
    cake.notes = others.length > 0 ? others.join('; ') : null;
    delete cake.message;
    acts.push({ type: 'note_removed', sku: cake.sku });
    removed = true;
  }
  if (state.draft.pendingNote) {
    state.draft.pendingNote = null;
    removed = true;
  }
  return removed;
}

/** Words for one cake of several ("and a fudge cake saying Happy Birthday Leo"): on that cake. */
export function applyNoteTo(state: ConversationState, sku: string, note: string, acts: Act[], index?: MenuIndex): boolean {
  const cake = state.draft.items.findLast((item) => item.sku === sku && !isSlice(item));
  if (!cake) return applyNote(state, note, acts, index);
  const text = note.slice(0, MAX_NOTE);
  writeMessage(cake, text);
  acts.push({ type: 'note_added', sku: cake.sku, note: text });
  return true;
}

/**
 * The words to write on a cake: a message said again replaces the one before it, and the design
 * and other notes said for the cake ("white with blue flowers") stay.
 */
export function writeMessage(cake: DraftItem, message: string): void {
  const others = (cake.notes ?? '').split('; ').filter((part) => part && part !== cake.message);
  cake.notes = joinNotes([message, ...others], message);
  cake.message = message;
}

/** "put the writing on the carrot one instead": the words of the one other cake written on move to `sku`. */
export function moveWriting(state: ConversationState, sku: string, acts: Act[]): boolean {
  const target = state.draft.items.find((item) => item.sku === sku);
  const written = state.draft.items.filter((item) => item.message && item !== target);
  const source = written.length === 1 ? written[0] : undefined;
  if (!target || !source?.message) return false;
  const message = source.message;
  removeMessages(state, acts, source.sku);
  writeMessage(target, message);
  acts.push({ type: 'note_added', sku: target.sku, note: message });
  return true;
}

/**
 * "sorry its spelled Mya" after "Happy Birthday Maya": the word of a cake's writing a letter or two
 * from the one spelled is put right, when no word of the name is closer (`nameDistance`).
 */
export function respellWriting(state: ConversationState, word: string, nameDistance: number, acts: Act[]): boolean {
  let changed = false;
  for (const cake of state.draft.items) {
    if (!cake.message) continue;
    const closest = closestWord(cake.message, word);
    if (closest.distance === 0 || closest.distance > 2 || closest.distance > nameDistance) continue;
    writeMessage(cake, closest.replaced);
    acts.push({ type: 'note_added', sku: cake.sku, note: closest.replaced });
    changed = true;
  }
  return changed;
}

/** Notes parts, each said once: "raspberry filling" goes when "chocolate cake with raspberry filling" is there too. */
function joinNotes(parts: string[], message: string | undefined): string {
  const lower = parts.map((part) => part.toLowerCase());
  // The words to write are kept whole, whatever else mentions them.
  const kept = parts.filter((part, i) => part === message || !lower.some((other, j) => j !== i && (other === lower[i] ? j < i : other.includes(lower[i] as string))));
  return kept.join('; ').slice(0, MAX_NOTE);
}

/** How the cake should be made goes with the latest cake's notes, for staff; said back in the summary. */
export function applyDetails(state: ConversationState, details: string, index?: MenuIndex): boolean {
  const cake = cakeForNotes(state, index);
  if (!cake) return false;
  if (!cake.notes?.includes(details)) cake.notes = joinNotes([...(cake.notes ? cake.notes.split('; ') : []), details], cake.message);
  return true;
}

/** A day said ("for nov 19") that is already over. */
export function isDayGone(when: NonNullable<Reading['when']>, now: DateTime): boolean {
  return when.kind === 'date' && when.date.startOf('day') < now.setZone(when.date.zone).startOf('day');
}

export function applyWhen(state: ConversationState, when: NonNullable<Reading['when']>, now: DateTime, answersOffer = true): boolean {
  const draft = state.draft;
  // "earliest Sat 10:15 AM" → "ok make it 11 then": 11 on the day offered.
  const proposed = state.proposedTime;
  state.proposedTime = null;
  // "Saturday the 29th" taken as Sunday, then "I meant Saturday": the Saturday of that week.
  const meant = state.weekdayMeant ? DateTime.fromISO(state.weekdayMeant, { zone: when.kind === 'date' ? when.date.zone : undefined }) : null;
  state.weekdayMeant = null;
  if (when.kind === 'date' && meant && when.date.weekday === meant.weekday) when = { kind: 'date', date: meant };
  if (when.kind === 'time' && proposed && answersOffer && !draft.day && !draft.datetime) {
    draft.datetime = atLocalTime(localDayOf(proposed), when.hour, when.minute);
    return true;
  }
  if (when.kind === 'datetime') {
    draft.datetime = when.at.toISO();
    draft.day = null;
  } else if (isDayGone(when, now)) {
    // A day already gone ("the day before" read against today) is no day to bake for.
    return false;
  } else if (when.kind === 'date' && draft.datetime) {
    // "change it to Sunday": another day, the same time of day.
    const time = DateTime.fromISO(draft.datetime).setZone(when.date.zone);
    draft.datetime = atLocalTime(when.date.toISODate() as string, time.hour, time.minute);
    draft.day = null;
  } else if (when.kind === 'date' && state.refusedTime) {
    // "too soon for today at 3" → "tomorrow": tomorrow at 3, shown in the summary before placing.
    const time = DateTime.fromISO(state.refusedTime).setZone(when.date.zone);
    draft.datetime = atLocalTime(when.date.toISODate() as string, time.hour, time.minute);
    draft.day = null;
  } else if (when.kind === 'date') {
    draft.day = when.date.toISODate();
    draft.datetime = null;
  } else if (draft.day) {
    draft.datetime = atLocalTime(draft.day, when.hour, when.minute);
    draft.day = null;
  } else if (draft.datetime) {
    draft.datetime = atLocalTime(localDayOf(draft.datetime), when.hour, when.minute);
  } else {
    draft.datetime = onNextDay(when.hour, when.minute, now).toISO();
  }
  return true;
}

export function applyName(state: ConversationState, name: string, notName: string | null = null): boolean {
  const [first, ...rest] = (state.draft.name ?? '').split(' ');
  // "it's Katelyn, not Caitlin": the first name is respelled, the surname stays.
  if (notName && first === notName && rest.length > 0 && !name.includes(' ')) name = [name, ...rest].join(' ');
  // "it's Ann with an e" after "Ann Wu", "Johnson with an h" after "Sara Jonson": one word said
  // that is a respelling of one of the name's words replaces that word only.
  else if (first && rest.length > 0 && !name.includes(' ')) name = respelled(state.draft.name as string, name) ?? name;
  state.draft.name = name.slice(0, MAX_NAME);
  // "delivered to 5 Oak Ln, Sam" then "Sam" asked for the name: the word signed after the street
  // was the name, not part of the address.
  const signed = `, ${state.draft.name.toLowerCase()}`;
  if (state.draft.address && state.draft.address.length > signed.length && state.draft.address.toLowerCase().endsWith(signed)) state.draft.address = state.draft.address.slice(0, -signed.length);
  return true;
}

/** The name with the one word that `word` respells replaced, or null when it respells none. */
function respelled(name: string, word: string): string | null {
  const closest = closestWord(name, word);
  if (closest.distance === 0) return name;
  return closest.distance > Math.max(1, Math.floor(word.length / 3)) ? null : closest.replaced;
}

/** "please box them separately": kept on the order's first line for staff, and said back in the summary. */
export function applyPacking(state: ConversationState, packing: string): boolean {
  const first = state.draft.items[0];
  if (!first) return false;
  if (!first.notes?.includes(packing)) first.notes = [first.notes, packing].filter(Boolean).join('; ').slice(0, MAX_NOTE);
  return true;
}

/** Each line becomes the flavour offered in its own form (a cake a cake, slices slices), its count kept. */
function swapEachLine(lines: DraftItem[], skus: string[], index: MenuIndex, acts: Act[]): boolean {
  const changed: ProductLine[] = [];
  let unavailable = false;
  for (const line of lines) {
    const target = skus.map((sku) => index.productsById.get(sku)).find((product) => product && isSlice({ sku: product.id }) === isSlice(line));
    if (!target) continue;
    if (!target.available) {
      acts.push({ type: 'unavailable', sku: target.id });
      unavailable = true;
      continue;
    }
    if (target.id !== line.sku) Object.assign(line, { sku: target.id, size: null }, isSlice(line) ? { notes: null } : {});
    changed.push({ sku: line.sku, qty: line.qty, size: line.size });
  }
  if (changed.length > 0) acts.push({ type: 'item_changed', lines: changed });
  return changed.length > 0 || unavailable;
}
