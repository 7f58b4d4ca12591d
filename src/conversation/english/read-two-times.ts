import type { DateTime } from 'luxon';
import { DRINK_PHRASES } from '../menu-index.js';
import type { ItemMention, ReaderContext, Reading, WhenReading } from '../reading.js';
import { readItems } from './read-items.js';
import { readQuantity } from './quantities.js';
import { tokenize } from '../text.js';
import { findStreetAddress } from './read-details.js';
import { DAY_NAMES, readWhen } from './read-when.js';

// "2 lemon slices today at 3, and a whole fudge cake for Saturday at noon": products wanted at two
// different times in one message. One order holds one time, so the products of the second time
// are read apart, for a second order, instead of everything going down for the first time said.

/** Where one part of a list of things wanted ends: a sentence, a comma, "and", "plus", "also". */
const PART_BREAK = /(?<=[.!;?])\s+|\s*,\s*|\s+(?:and|plus|also|&)\s+(?:also\s+)?/;

const OCCASION = /\b(thanksgiving( day)?|black friday|christmas( eve| day)?|xmas|new year'?s( eve| day)?|easter|valentine'?s( day)?|mother'?s day|father'?s day|halloween)\b/g;

type LaterGroup = { firstText: string; firstWhen: WhenReading; items: ItemMention[]; when: WhenReading };

/**
 * A message with products at two times, read as the first time's products and time, and the rest
 * in `later`; `text` is the message without its name, address and phone.
 */
export function readSecondTime(text: string, ctx: ReaderContext, reading: Reading, said: string): void {
  if (ctx.draftSkus.length > 0 || !reading.when || reading.items.length === 0) return;
  const itemsOf = (part: string) => readItems(part.replace(DRINK_PHRASES, ' '), ctx.index).items;
  // "for thanksgiving I'd like a carrot cake and a fudge cake, pick up Wed at 5": a holiday named is
  // as often the occasion as the day, so it never makes a second time.
  const whenOf = (part: string) => readWhen(part.replace(OCCASION, ' '), ctx.now, ctx.nearDay ?? null);
  const group = readLaterGroup(text, ctx.now, itemsOf, whenOf);
  if (!group) {
    if (!readOneOnEachDay(text, ctx.now, whenOf, reading)) readSameOnTwoDays(text, ctx.now, whenOf, reading);
    return;
  }
  const first = [...reading.items];
  // "a carrot cake for saturday and a red velvet for sunday": read alone, "a red velvet" could be
  // a cake or a slice; the whole message made it a cake, and so it is.
  const laterItems: ItemMention[] = [];
  // "a fudge cake and a carrot cake, the carrot for sat and the fudge for sunday": "the fudge", no
  // count of its own, is the cake named before, moved to that day.
  // "and another carrot cake for sunday", "a second one" are more, never one moved.
  const laterText = text.slice(text.indexOf(group.firstText) + group.firstText.length);
  const namesAnother = /\b(?:another|an?|one more|second|2nd|extra|also)\b/.test(laterText);
  const movedBack = new Set<ItemMention>();
  for (const item of group.items) {
    const meant = item.kind === 'choose' ? first.findLast((other) => other.kind === 'product' && item.skus.includes(other.sku)) : item;
    if (!meant) return;
    if ((item.kind === 'choose' || item.kind === 'product') && item.qty === null && !namesAnother) movedBack.add(meant);
    laterItems.push(meant);
  }
  // "2 carrot slices today and another 2 tomorrow": the product named at both times is read once.
  const namedFirst = new Set(itemsOf(group.firstText).flatMap((item) => (item.kind === 'product' ? [item.sku] : [])));
  for (const [position, item] of laterItems.entries()) {
    if (item.kind === 'product' && movedBack.has(item)) {
      const named = first.filter((other) => other.kind === 'product' && other.sku === item.sku);
      if (named.length === 0) return;
      const qty = Math.max(...named.map((other) => (other.kind === 'product' ? (other.qty ?? 1) : 1)));
      first.splice(0, first.length, ...first.filter((other) => !named.includes(other)));
      laterItems[position] = { ...item, qty };
      continue;
    }
    if (item.kind === 'product' && namedFirst.has(item.sku)) continue;
    const at = first.findLastIndex((other) => other.kind === 'product' && item.kind === 'product' && other.sku === item.sku);
    if (at === -1) return;
    first.splice(at, 1);
  }
  if (first.length === 0) return;
  reading.items = first;
  reading.when = group.firstWhen;
  reading.later = { items: laterItems, when: group.when, ...ownWays(group.firstText, text.slice(text.indexOf(group.firstText) + group.firstText.length), laterItems, reading, said), ...ownNames(said, reading) };
}

const DELIVERED = /\b(?:deliver|delivered|delivery|bring it|brought|send it|drop (?:it )?off)\b/;
const PICKED_UP = /\b(?:pick ?up|pick (?:it|them) up|collect|grab (?:it|them)|in store|come (?:in|by|get))\b/;

/**
 * "a chocolate cake delivered saturday to 9 Pine St and 2 choc slices for pickup today": each order
 * its own way of getting it (the address, read from the whole message, goes with the delivery).
 * Sets the first order's on `reading`; returns the second's. Nothing when only one way is said.
 */
function ownWays(firstText: string, laterText: string, laterItems: ItemMention[], reading: Reading, said: string): { fulfillment?: 'pickup' | 'delivery'; address?: string | null } {
  const way = (part: string): 'pickup' | 'delivery' | null => (DELIVERED.test(part) && !PICKED_UP.test(part) ? 'delivery' : PICKED_UP.test(part) && !DELIVERED.test(part) ? 'pickup' : null);
  // Slices are never delivered: with the other order delivered, a slices-only order is picked up.
  const slicesOnly = (items: ItemMention[]) => items.length > 0 && items.every((item) => item.kind === 'product' && item.sku.endsWith('-slice'));
  const [saidFirst, saidLater] = [way(firstText), way(laterText)];
  const first = saidFirst ?? (saidLater === 'delivery' && slicesOnly(reading.items) ? 'pickup' : null);
  const later = saidLater ?? (saidFirst === 'delivery' && slicesOnly(laterItems) ? 'pickup' : null);
  if (!first || !later || first === later) return {};
  // A pickup said anywhere in the message left no address on the reading; the street said is the delivery's.
  const address = reading.address ?? findStreetAddress(said);
  reading.fulfillment = first;
  reading.address = first === 'delivery' ? address : null;
  return { fulfillment: later, address: later === 'delivery' ? address : null };
}

/** "name Wes", "under the name Kate", "my name is Wes": a name given for an order. */
const NAME_GIVEN = /\b(?:name(?:'s| is)?|under(?: the name)?(?: of)?|put it under)\s*:?\s+(\p{Lu}[\p{L}'’-]+)/gu;

/**
 * "chocolate cake sat 2pm, name Wes. And a separate order for my sister: lemon cake sunday noon,
 * under the name Kate": each order its own name, the first said for the first. Sets the first
 * order's on `reading`; returns the second's. Nothing unless two names are said.
 */
function ownNames(said: string, reading: Reading): { name?: string } {
  const names = [...new Set([...said.matchAll(NAME_GIVEN)].map((match) => match[1] as string))];
  if (names.length !== 2) return {};
  reading.name = names[0] as string;
  return { name: names[1] as string };
}

const DAY_WORD = `(?:(?:this |next |on )?${DAY_NAMES})`;
/** "for saturday and sunday", "on sat & sun": two days joined, with nothing ordered between them ("open sat and sun?" asks about hours). */
const TWO_DAYS = new RegExp(String.raw`\b(?:for|on|by)\s+(${DAY_WORD})\s*,?\s*(?:and|&|\+|n)\s*(?:also\s+)?(?:another(?: one)?\s+)?(?:for\s+)?(${DAY_WORD})\b`);
/** "two fudge cakes, one for saturday and one for sunday": one on each day, said of two. */
const ONE_EACH_DAY = new RegExp(String.raw`\bone\s+(?:(?:for|on)\s+)?(${DAY_WORD})\s*(?:,\s*)?(?:(?:and|&|\+)\s*)?(?:one|the other(?: one)?|another)\s+(?:(?:for|on)\s+)?(${DAY_WORD})\b`);
/** A time said right after a day: "one saturday at 2pm and one sunday at 10am". */
const TIME_AFTER = String.raw`(?:\s+(?:(?:at|@|around)\s*)?(\d{1,2}(?::\d{2})?(?:\s*(?:am|pm))?|noon))?`;
const ONE_EACH_DAY_TIMED = new RegExp(String.raw`\bone\s+(?:(?:for|on)\s+)?(${DAY_WORD})${TIME_AFTER}\s*(?:,\s*)?(?:(?:and|&|\+)\s*)?(?:one|the other(?: one)?|another)\s+(?:(?:for|on)\s+)?(${DAY_WORD})${TIME_AFTER}`);
/** "a carrot cake for saturday 2pm and a second one for sunday 2pm": the same again, on another day ("second", a unit of time, may be taken out already). */
const ANOTHER_ON_A_DAY = new RegExp(String.raw`[\s,]+(?:and\s+|&\s+|plus\s+)?(?:also\s+)?(?:a\s+(?:second\s+|2nd\s+)?one|another one|another|one more|the other one|a second)\s+(?:(?:for|on)\s+)?(${DAY_WORD}.*)$`);

/** "2 lemon slices today at 3 and 2 more tomorrow at 3": more of the same, on another day. */
const MORE_ON_A_DAY = new RegExp(String.raw`[\s,]+(?:and\s+|&\s+|plus\s+)?(?:also\s+)?(\d{1,2}|one|two|three|four|five|six)\s+more\s+(?:(?:for|on)\s+)?(${DAY_WORD}.*)$`);

/**
 * "2 carrot cakes, one saturday at 2pm and one sunday at 2pm", "a carrot cake for saturday 2pm and
 * another one for sunday": one cake on each day, each at the time said with it (or the time said
 * for both), as two orders.
 */
function readOneOnEachDay(text: string, now: DateTime, whenOf: (part: string) => WhenReading | null, reading: Reading): boolean {
  const [item] = reading.items;
  if (reading.items.length !== 1 || item?.kind !== 'product') return false;
  const each = item.qty === 2 ? ONE_EACH_DAY_TIMED.exec(text) : null;
  const another = item.qty === null || item.qty === 1 ? ANOTHER_ON_A_DAY.exec(text) : null;
  const more = !each && !another ? MORE_ON_A_DAY.exec(text) : null;
  let firstWhen: WhenReading | null = null;
  let laterWhen: WhenReading | null = null;
  let laterQty: number | null = item.qty;
  if (each?.[1] && each[3]) {
    const rest = text.replace(each[0], ' ');
    const at = (day: string, time: string | undefined) => whenOf(time ? `${day} at ${time}` : `${rest} for ${day}`);
    [firstWhen, laterWhen] = [at(each[1], each[2]), at(each[3], each[4])];
  } else if (another?.[1]) {
    firstWhen = whenOf(text.slice(0, another.index));
    laterWhen = whenOf(`for ${another[1]}`);
  } else if (more?.[1] && more[2]) {
    // Read as one line of both counts ("2 ... and 2 more" is 4); the second count is the other day's.
    const extra = readQuantity(tokenize(more[1]));
    if (!extra || item.qty === null || item.qty <= extra) return false;
    firstWhen = whenOf(text.slice(0, more.index));
    laterWhen = whenOf(`for ${more[2]}`);
    laterQty = extra;
  } else return false;
  // "for saturday and another one for sunday, 2pm": a time said with one day only is both days' time.
  if (firstWhen?.kind === 'date' && laterWhen?.kind === 'datetime') firstWhen = { kind: 'datetime', at: firstWhen.date.set({ hour: laterWhen.at.hour, minute: laterWhen.at.minute }) };
  if (laterWhen?.kind === 'date' && firstWhen?.kind === 'datetime') laterWhen = { kind: 'datetime', at: laterWhen.date.set({ hour: firstWhen.at.hour, minute: firstWhen.at.minute }) };
  if (!firstWhen || !laterWhen || !differ(firstWhen, laterWhen, now)) return false;
  if (each) item.qty = 1;
  if (more && laterQty !== null && item.qty !== null) item.qty -= laterQty;
  reading.when = firstWhen;
  reading.later = { items: [{ ...item, qty: each ? 1 : laterQty }], when: laterWhen };
  return true;
}

/**
 * "a carrot cake for saturday and sunday": one on each day, as two orders (the customer hears
 * so, and can say "one order" instead). Only for one product, one of it, on two days that differ:
 * "2 carrot cakes for sat and sun" could be split either way (unless said "one for sat and one for
 * sun"), and "a cake and a slice for today
 * and sat" may pair them in turn; those stay as said.
 */
function readSameOnTwoDays(text: string, now: DateTime, whenOf: (part: string) => WhenReading | null, reading: Reading): void {
  const each = ONE_EACH_DAY.exec(text);
  const days = TWO_DAYS.exec(text) ?? each;
  const [item] = reading.items;
  if (!days?.[1] || !days[2] || reading.items.length !== 1 || item?.kind !== 'product' || (each ? item.qty !== 2 : item.qty !== null && item.qty !== 1)) return;
  const [first, second] = [whenOf(days[1]), whenOf(days[2])];
  if (!first || !second || !differ(first, second, now)) return;
  // A time said for the first is said for both: "sat and sun at 2pm".
  const laterWhen = whenOf(text.replace(days[0], `for ${days[2]}`));
  const firstWhen = whenOf(text.replace(days[0], `for ${days[1]}`));
  if (!laterWhen || !firstWhen || !differ(firstWhen, laterWhen, now)) return;
  if (each) item.qty = 1;
  reading.when = firstWhen;
  reading.later = { items: [{ ...item }], when: laterWhen };
}

type Part = { text: string; products: boolean; when: boolean };

/** A group has its products, and a time said with or after the first of them. */
const timed = (group: Part[]): boolean => {
  const start = group.findIndex((part) => part.products);
  return start !== -1 && group.slice(start).some((part) => part.when);
};

/**
 * The products the message wants at a second, different time, with that time; null when the
 * message names one time (or none), or its parts cannot be told apart. Products are read by
 * `itemsOf` and times by `whenOf`, as for the whole message.
 */
function readLaterGroup(text: string, now: DateTime, itemsOf: (part: string) => ItemMention[], whenOf: (part: string) => WhenReading | null): LaterGroup | null {
  const parts = text.split(PART_BREAK).filter((part) => part.trim());
  if (parts.length < 2) return null;
  // Two times for two sets of products need products in two parts at least; times, which cost
  // more to read, are read only then.
  const products = parts.map((part) => itemsOf(part).some((item) => item.kind === 'product' || item.kind === 'choose'));
  if (products.filter(Boolean).length < 2) return null;
  const groups: Part[][] = [[]];
  for (const [i, part] of parts.entries()) {
    const current = groups[groups.length - 1] as Part[];
    const read: Part = { text: part, products: products[i] === true, when: whenOf(part) !== null };
    // Products after a group that already has its products and, with or after them, its time start the next group.
    if (read.products && timed(current)) groups.push([read]);
    else current.push(read);
  }
  if (groups.length !== 2 || !groups.every(timed)) return null;
  // Each group's time is the one said with or after its products: "I've been trying to order for
  // ten minutes. two lemon slices ..." says no time for the slices.
  const [first, later] = groups.map((group) => group.slice(group.findIndex((part) => part.products)).map((part) => part.text).join(', ')) as [string, string];
  const laterWhen = whenOf(later);
  const firstWhen = sharedTime(whenOf(first), laterWhen, later);
  const laterItems = itemsOf(later);
  // Only products named outright go to a second order: "the cake Saturday" refers, it does not order.
  if (!firstWhen || !laterWhen || laterItems.length === 0 || laterItems.some((item) => item.kind !== 'product' && item.kind !== 'choose')) return null;
  if (!differ(firstWhen, laterWhen, now)) return null;
  return { firstText: first, firstWhen, items: laterItems, when: laterWhen };
}

/** "a carrot cake for saturday and a red velvet for sunday, both at noon": the time said for both is the first day's too. */
function sharedTime(first: WhenReading | null, later: WhenReading | null, laterText: string): WhenReading | null {
  if (first?.kind !== 'date' || later?.kind !== 'datetime' || !/\b(both|each|all|same time)\b/.test(laterText)) return first;
  return { kind: 'datetime', at: first.date.set({ hour: later.at.hour, minute: later.at.minute }) };
}

/** Two times differ when both name a day and the days differ, or both name a time of day and those differ. */
function differ(a: WhenReading, b: WhenReading, now: DateTime): boolean {
  const [dayA, dayB] = [dayOfWhen(a, now), dayOfWhen(b, now)];
  const [timeA, timeB] = [timeOfWhen(a), timeOfWhen(b)];
  return (dayA !== null && dayB !== null && dayA !== dayB) || (timeA !== null && timeB !== null && timeA !== timeB);
}

function dayOfWhen(when: WhenReading, now: DateTime): string | null {
  if (when.kind === 'date') return when.date.toISODate();
  if (when.kind === 'datetime') return when.at.setZone(now.zone).toISODate();
  return when.today ? now.toISODate() : null;
}

function timeOfWhen(when: WhenReading): string | null {
  if (when.kind === 'datetime') return when.at.toFormat('HH:mm');
  if (when.kind === 'time') return `${when.hour}:${when.minute}`;
  return null;
}

/** "3pm for the carrot", "the fudge at noon", "carrot one at 3": one cake on the order and its time. */
function cakeAndTime(part: string, ctx: ReaderContext): { skus: string[]; hour: number; minute: number } | null {
  const named = readItems(part, ctx.index).items.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : []));
  const onOrder = [...new Set(ctx.draftSkus.filter((sku) => named.includes(sku)))];
  const when = readWhen(part, ctx.now, ctx.nearDay ?? null);
  if (onOrder.length !== 1 || (when?.kind !== 'time' && when?.kind !== 'datetime')) return null;
  const at = when.kind === 'time' ? when : { hour: when.at.hour, minute: when.at.minute };
  return { skus: onOrder, hour: at.hour, minute: at.minute };
}

/**
 * "3pm for the carrot and noon for the fudge", "the carrot at 3 and the fudge at noon", with both
 * on the order: a time for each cake, which one order cannot hold. Sets `reading.timeForEach` (the
 * first cake's time becomes the order's, the second cake a second order) when the times differ.
 */
export function readTimeForEachCake(folded: string, ctx: ReaderContext, reading: Reading): void {
  if (new Set(ctx.draftSkus).size < 2) return;
  const parts = folded.replace(/[.!?]+$/, '').split(/\s*[,;]\s*(?:and\s+)?|\s+and\s+/).filter((part) => part.trim() !== '');
  if (parts.length !== 2) return;
  const [first, second] = parts.map((part) => cakeAndTime(part, ctx));
  if (!first || !second || first.skus[0] === second.skus[0] || (first.hour === second.hour && first.minute === second.minute)) return;
  reading.timeForEach = [first, second];
  reading.when = { kind: 'time', hour: first.hour, minute: first.minute };
  reading.items = [];
}
