import { findFlavors, type MenuIndex } from '../menu-index.js';
import type { ItemMention } from '../reading.js';
import { tokenize } from '../text.js';
import { readQuantity } from './quantities.js';

// "8 slices for my team, a mix of chocolate and lemon", "a dozen slices, 6 chocolate 6 vanilla",
// "6 slices split between carrot and red velvet": a count of slices (or cakes) said once, then the
// flavours it is made of. The flavours take that form; the count is shared out evenly when no
// flavour has a number of its own, or makes up what the numbered ones leave. A count that does not
// share out evenly is left for the assistant to ask about ("how many of each?").

const COUNT = '(\\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|(?:half )?a dozen|(?:(?:\\d{1,2}|two|three|four|five) )?dozen)';
const COUNT_OF_KIND = new RegExp(`\\b${COUNT}\\s+(?:(large|regular|big|small)\\s+)?(slices|pieces|cakes|whole cakes)\\b(?:\\s+(?:in total|total|altogether|all together))?`);
/** Words that only say the count is split: they are not a product, nor a count of one ("a mix"). */
const SHARE_WORDS = /\b(a mix(ture)? of|mix of|mixed|mix|assorted|an assortment of|assortment of|a variety of|variety of|split (between|among|into)|divided (between|among)|half and half|half|some of each|some|between)\b/g;

/** Right after the count: the flavours it is split into follow. */
const SPLIT_FOLLOWS = /^\s*(of|a mix(?:ture)? of|mix of|mixed|assorted|split (?:between|among|into)|divided (?:between|among)|half)\b/;

/** "3 cakes for saturday: chocolate, carrot and vanilla": where the words about the count end. */
const CLAUSE_END = /,|;|:|\.|\s[-–—]\s|\band\b/;

export type SharedCount = { items: ItemMention[]; unshared: number | null };

type ReadItems = (folded: string, index: MenuIndex) => { items: ItemMention[] };

/** "enough slices for 8 people": a slice each. */
const SLICES_FOR_PEOPLE = new RegExp(`\\b(?:enough\\s+)?(slices|pieces)\\s+for\\s+${COUNT}\\s+(?:people|persons|guests|ppl|folks|kids|of us)\\b`);

type CountSaid = { at: number; end: number; count: string; size: string | null; kind: string };

function findCount(folded: string): CountSaid | null {
  const perPerson = SLICES_FOR_PEOPLE.exec(folded);
  if (perPerson) return { at: perPerson.index, end: perPerson.index + perPerson[0].length, count: perPerson[2] as string, size: null, kind: perPerson[1] as string };
  const counted = COUNT_OF_KIND.exec(folded);
  if (counted) return { at: counted.index, end: counted.index + counted[0].length, count: counted[1] as string, size: counted[2] ?? null, kind: counted[3] as string };
  return null;
}

export function readSharedCount(folded: string, index: MenuIndex, readItems: ReadItems): SharedCount | null {
  const counted = findCount(folded);
  if (!counted) return null;
  // The count must stand apart from any flavour: "2 slices of chocolate" is a line of its own.
  const clause = folded.slice(0, counted.end).split(CLAUSE_END).pop() ?? '';
  const after = folded.slice(counted.end).split(CLAUSE_END)[0] ?? '';
  // "8 slices mixed chocolate and lemon", "10 slices of chocolate, lemon and carrot": the flavours may follow at once.
  const listFollows = SPLIT_FOLLOWS.exec(after);
  if (findFlavors(tokenize(listFollows ? clause : `${clause} ${after}`), index).length > 0) return null;
  const total = readQuantity(tokenize(counted.count));
  if (total === null || total < 2) return null;
  const category = /slices|pieces/.test(counted.kind) ? 'slice' : 'whole-cake';
  const size = counted.size ? (/large|big/.test(counted.size) ? 'large' : 'regular') : null;
  const rest = `${folded.slice(0, counted.at)} ${folded.slice(counted.end).replace(/^\s*of\b/, ' ')}`.replace(SHARE_WORDS, ' ');
  const items = readItems(rest, index).items.map((item) => (item.kind === 'product' || item.kind === 'choose' ? { ...item, sizeWanted: item.sizeWanted ?? size } : item));
  const flavours = items.filter((item) => item.kind === 'product' || item.kind === 'choose');
  // "6 slices for 3pm, 4 choc": that many of the one flavour, and the flavour of the rest asked.
  const only = flavours.length === 1 ? flavours[0] : undefined;
  if (only && only.qty !== null && only.qty < total && items.length === 1 && !listFollows) {
    const sku = only.kind === 'product' ? only.sku : only.skus.find((candidate) => index.productsById.get(candidate)?.category === category);
    if (!sku || index.productsById.get(sku)?.category !== category) return null;
    return { items: [{ kind: 'product', sku, qty: only.qty, size: null, sizeWanted: only.sizeWanted }, { kind: 'category', category, qty: total - only.qty, sizeWanted: size }], unshared: null };
  }
  if (flavours.length < 2) return null;
  // "2 slices of chocolate and 2 of lemon": the count right before "of" is the first flavour's own.
  if (listFollows?.[1] === 'of' && flavours.some((item) => item.qty !== null)) return null;
  const inForm: ItemMention[] = [];
  for (const item of items) {
    if (item.kind === 'choose') {
      const sku = item.skus.find((candidate) => index.productsById.get(candidate)?.category === category);
      if (!sku) return null;
      inForm.push({ kind: 'product', sku, qty: item.qty, size: null, sizeWanted: item.sizeWanted });
    } else if (item.kind === 'product') {
      // "a carrot cake and 4 slices, chocolate and lemon": a flavour in another form is its own line.
      if (index.productsById.get(item.sku)?.category !== category) return null;
      inForm.push(item);
    } else if (item.kind === 'unknown') inForm.push(item);
    // The count said as a kind ("slices") is the total, not a line of its own.
  }
  const open = inForm.filter((item) => item.kind === 'product' && item.qty === null);
  const said = inForm.reduce((sum, item) => sum + (item.kind === 'product' && item.qty !== null ? item.qty : 0), 0);
  if (open.length === 0) return { items: inForm, unshared: null };
  const left = total - said;
  const share = left > 0 && left % open.length === 0 ? left / open.length : null;
  for (const item of open) if (item.kind === 'product') item.qty = share;
  return { items: inForm, unshared: share === null ? total : null };
}
