import type { DateTime } from 'luxon';
import type { Product, Size } from '../catalog/catalog-schema.js';
import { mentionsAllergy } from '../orders/allergy-mention.js';
import { type Flavor, findFlavors, isDrinkWord, type MenuIndex } from './menu-index.js';
import { readQuantity, readStandaloneQuantity } from './quantities.js';
import { readWhen, type WhenReading } from './read-when.js';
import { isTypoOf, tokenize } from './text.js';

// Reads one customer message into facts: what they want, when, how, who, and what else they
// asked. It decides nothing; the engine decides what to do with the facts.

export type Removal = { flavor: Flavor | null; only: 'slice' | 'whole' | null };

export type ItemRequest =
  | { kind: 'product'; product: Product; qty: number; size: Size | null; sizeWanted: Size | null }
  | { kind: 'choose'; flavor: Flavor; qty: number; options: Product[] } // whole or slice?
  | { kind: 'unavailable'; product: Product }
  | { kind: 'unknown'; phrase: string };

export type Intent =
  | 'greeting'
  | 'menu'
  | 'hours'
  | 'help'
  | 'person'
  | 'restart'
  | 'cancel'
  | 'yes'
  | 'no'
  | 'status'
  | 'allergen_question'
  | 'drink'
  | 'thanks';

export type MessageReading = {
  intents: Set<Intent>;
  items: ItemRequest[];
  orderId: string | null;
  quantity: number | null; // a bare quantity or "make that 3"
  /** What to take off: a flavour (or, for "the slices", every slice), perhaps only its slice or cake. */
  removals: Removal[];
  when: WhenReading | null;
  fulfillment: 'pickup' | 'delivery' | null;
  address: string | null;
  name: string | null;
  notes: string | null;
  allergyMention: string | null;
  allergenFlavors: Flavor[];
};

const has = (text: string, pattern: RegExp) => pattern.test(text);

const INTENT_PATTERNS: Array<[Intent, RegExp]> = [
  ['restart', /\b(start over|start again|restart|reset|new order|begin again|from scratch)\b/],
  ['cancel', /^(cancel|cancel (it|that|this|the order|my order|order)|never ?mind|nvm|forget it|forget about it|don'?t want it|i changed my mind)[.! ]*$/],
  ['person', /\b(human|real person|a person|someone|somebody|staff|employee|manager|owner|agent|representative|operator|call me|speak to|talk to)\b/],
  ['help', /^(help|\?|what can you do|how does this work|commands|options)[?.! ]*$/],
  ['hours', /\b(hours|opening|open|close|closing|closed)\b/],
  ['menu', /\b(menu|what (cakes|do you have|do you sell|can i (order|get))|price list|prices|what'?s available|flavou?rs)\b/],
  ['status', /\b(status|where'?s my order|where is my order|track|ord_[0-9a-z]{20})\b/],
  ['yes', /^(y|yes|yeah|yep|yup|yes please|sure|ok|okay|correct|confirm|confirmed|place it|go ahead|sounds good|that'?s right|perfect|do it)[.! ]*$/],
  ['no', /^(n|no|nope|nah|not yet|wait|hold on|no thanks)[.! ]*$/],
  ['greeting', /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|yo)\b/],
  ['thanks', /^(thanks|thank you|thx|ty|cheers)\b/],
];

const ALLERGEN_WORDS = /\b(nuts?|peanuts?|walnuts?|pecans?|almonds?|tree ?nuts?|gluten|wheat|dairy|milk|lactose|eggs?|soy|sesame|vegan|allergens?|fish|shellfish)\b/;
const QUESTION = /\?|^(does|do|is|are|can|could|what|which|any)\b|\b(contain|have in it|made with|free)\b/;

export function readMessage(text: string, index: MenuIndex, now: DateTime): MessageReading {
  const lower = text.trim().toLowerCase();
  const intents = new Set<Intent>(INTENT_PATTERNS.filter(([, pattern]) => has(lower, pattern)).map(([intent]) => intent));
  const tokens = tokenize(text);

  const allergyMention = mentionsAllergy(lower) && !has(lower, /^(do|does|is|are|what|which|any|can|could|have|has)\b.*\?$/) ? text.trim() : null;
  if (!allergyMention && has(lower, ALLERGEN_WORDS) && has(lower, QUESTION)) intents.add('allergen_question');
  if (tokens.some((token) => isDrinkWord(token, index))) intents.add('drink');

  const orderId = /\b(ord_[0-9a-z]{20})\b/.exec(lower)?.[1] ?? null;
  const notes = readNotes(text);
  // Text inside a cake message ("write Happy Birthday Lemon") must not be read as an order.
  const orderText = notes ? text.replace(notes, ' ') : text;
  const { items, removals } = readItems(orderText, index);
  const allergenFlavors = intents.has('allergen_question') ? findFlavors(tokenize(orderText), index).map((m) => m.flavor) : [];
  const fulfillment = readFulfillment(text);
  // An address may hold something that reads like a date ("W 2nd St"); times are read without it.
  const timeText = fulfillment.address ? orderText.replace(fulfillment.address, ' ') : orderText;

  return {
    intents,
    items: intents.has('allergen_question') ? [] : items,
    orderId,
    quantity: readStandaloneQuantity(lower),
    removals,
    when: readWhen(timeText, now),
    ...fulfillment,
    name: readName(text),
    notes,
    allergyMention,
    allergenFlavors,
  };
}

// --- items ---------------------------------------------------------------------------------

const SLICE_WORDS = /\b(slices?|pieces?|slivers?|single servings?)\b/;
const WHOLE_WORDS = /\b(whole|entire|full|inch|in\b|"|cakes?|8in|10in)\b/;
const FOOD_WORDS = /\b(cake|cakes|slice|slices|pie|pies|cupcakes?|cookies?|brownies?|muffins?|croissants?|cheesecake|tart|tarts|bread|donuts?|doughnuts?|macarons?|scones?|pastry|pastries)\b/;

function readSize(segment: string): Size | null {
  if (/\b10\s*(-\s*)?(inch|in\b|")|\bten inch/.test(segment)) return '10-inch';
  if (/\b8\s*(-\s*)?(inch|in\b|")|\beight inch/.test(segment)) return '8-inch';
  if (/\blarge\b|\bbig\b/.test(segment)) return 'large';
  return null;
}

function readItems(text: string, index: MenuIndex): { items: ItemRequest[]; removals: Removal[] } {
  const items: ItemRequest[] = [];
  const removals: Removal[] = [];
  const segments = text
    .toLowerCase()
    .split(/,|;|\band\b|&|\bplus\b|\balso\b|\bwith\b(?=\s+(?:a|an|one|two|three|\d))/)
    .map((segment) => segment.trim())
    .filter(Boolean);
  for (const segment of segments) {
    const tokens = tokenize(segment);
    const mentions = findFlavors(tokens, index).filter((mention) => !mention.flavor.beverage);
    if (/\b(remove|drop|take off|take out|take (the|them|those|these|it)\b.*\b(off|out)|no more|cancel the|don'?t want the|minus)\b/.test(segment)) {
      // "take off the carrot slices" keeps a carrot cake; "take the slices off" takes every slice.
      const only: Removal['only'] = SLICE_WORDS.test(segment) ? 'slice' : WHOLE_WORDS.test(segment) ? 'whole' : null;
      if (mentions.length > 0) removals.push(...mentions.map((mention) => ({ flavor: mention.flavor, only })));
      else if (only === 'slice') removals.push({ flavor: null, only });
      continue;
    }
    if (mentions.length === 0) {
      const food = FOOD_WORDS.exec(segment);
      if (food && !tokens.some((token) => isDrinkWord(token, index))) items.push({ kind: 'unknown', phrase: phraseAround(segment, food[0]) });
      continue;
    }
    let from = 0;
    for (const mention of mentions) {
      const before = tokens.slice(from, mention.start);
      // "chocolate slice x3": a multiplier may also follow the product.
      const after = tokens.slice(mention.end + 1).find((token) => /^x\d{1,3}$|^\d{1,3}x$/.test(token));
      const qty = readQuantity(before.filter((token) => !/^(8|10)$/.test(token))) ?? (after ? Number(after.replace('x', '')) : 1);
      from = mention.end + 1;
      items.push(resolveItem(mention.flavor, qty, segment));
    }
  }
  return { items, removals };
}

function phraseAround(segment: string, word: string): string {
  const words = segment.replace(/[^a-z0-9' ]/g, ' ').split(/\s+/).filter(Boolean);
  const at = words.indexOf(word);
  const filler = /^(a|an|the|some|\d+|of|get|can|i|want|like|please|order|dozen|couple|half|pair|one|two|three|four|five|six|ten|twelve)$/;
  return words.slice(Math.max(0, at - 2), at + 1).filter((w) => !filler.test(w)).join(' ') || word;
}

function resolveItem(flavor: Flavor, qty: number, segment: string): ItemRequest {
  const sizeWanted = readSize(segment);
  if (flavor.custom) return productRequest(flavor.custom, qty, sizeWanted);
  const wantsSlice = SLICE_WORDS.test(segment) || tokenize(segment).some((token) => isTypoOf(token, 'slice') || isTypoOf(token, 'slices'));
  const wantsWhole = !wantsSlice && WHOLE_WORDS.test(segment);
  const chosen = wantsSlice ? flavor.slice : wantsWhole ? flavor.whole : null;
  if (chosen) return productRequest(chosen, qty, sizeWanted);
  const options = [flavor.whole, flavor.slice].filter((product): product is Product => product !== null);
  if (options.length === 1) return productRequest(options[0] as Product, qty, sizeWanted);
  const available = options.filter((product) => product.available);
  if (available.length === 0) return { kind: 'unavailable', product: options[0] as Product };
  if (available.length === 1) return productRequest(available[0] as Product, qty, sizeWanted);
  return { kind: 'choose', flavor, qty, options: available };
}

function productRequest(product: Product, qty: number, sizeWanted: Size | null): ItemRequest {
  if (!product.available) return { kind: 'unavailable', product };
  const size = sizeWanted && product.sizes.includes(sizeWanted) ? sizeWanted : null;
  return { kind: 'product', product, qty, size, sizeWanted };
}

// --- details -------------------------------------------------------------------------------

function readNotes(text: string): string | null {
  const quoted = /(?:write|say|says|saying|reads?|message|inscription|on it|with)\s*:?\s*["“']([^"”']{1,200})["”']/i.exec(text);
  if (quoted?.[1]) return quoted[1].trim();
  const plain = /\b(?:write|that says|saying|inscription:?|message:?|reading)\s+(.{1,200}?)(?:\s+on (?:it|the cake|top))?(?:[.!]|,|$|\s+for\s+(?:pickup|delivery|tomorrow|today|mon|tue|wed|thu|fri|sat|sun))/i.exec(text);
  return plain?.[1]?.trim() || null;
}

function readFulfillment(text: string): { fulfillment: 'pickup' | 'delivery' | null; address: string | null } {
  const lower = text.toLowerCase();
  const noDelivery = /\b(no|not|without|cancel( the)?|skip( the)?)\s+deliver(y|ed)?\b/.test(lower);
  if (noDelivery || /\b(pick\s?up|pick (it|them) up|collect|come (get|by)|grab it|in store|i'?ll come)\b/.test(lower)) {
    return { fulfillment: 'pickup', address: null };
  }
  if (/\b(deliver|delivery|delivered|bring it|send it|drop (it )?off)\b/.test(lower)) {
    const address = /\b(?:deliver(?:ed|y)?|bring it|send it|drop (?:it )?off)\s+(?:it\s+)?(?:to|at)\s+(.{5,200}?)(?:\s+(?:for|on|at|by)\s+(?:today|tomorrow|mon|tue|wed|thu|fri|sat|sun|\d{1,2}\s*(?:am|pm))|[.!]?$)/i.exec(text)?.[1];
    return { fulfillment: 'delivery', address: address?.trim() ?? null };
  }
  return { fulfillment: null, address: looksLikeAddress(text) ? text.trim() : null };
}

export function looksLikeAddress(text: string): boolean {
  return /^\s*\d{1,6}\s+\w+(\s+\w+)*\s+(st|street|ave|avenue|rd|road|blvd|boulevard|ln|lane|dr|drive|way|ct|court|pl|place|pkwy|parkway|hwy|highway|cir|circle|trl|trail)\b/i.test(text);
}

function readName(text: string): string | null {
  const match = /\b(?:my name is|name is|name's|this is|i am|i'm|im|it's|its|call me|under the name|order for)\s+([A-Za-z][A-Za-z'-]*(?:\s+[A-Za-z][A-Za-z'-]*)?)/i.exec(text);
  const candidate = match?.[1];
  if (!candidate) return null;
  const firstWord = candidate.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (NOT_NAMES.has(firstWord)) return null;
  const words = candidate.split(/\s+/).filter((word) => !NOT_NAMES.has(word.toLowerCase()));
  return words.length ? words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join(' ') : null;
}

const NOT_NAMES = new Set([
  'a', 'an', 'the', 'allergic', 'looking', 'interested', 'hoping', 'trying', 'wondering', 'not', 'going', 'ordering', 'here',
  'pickup', 'pick', 'delivery', 'today', 'tomorrow', 'tonight', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday',
  'saturday', 'sunday', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'me', 'my', 'us', 'two', 'three', 'four', 'five',
  'six', 'ten', 'one', 'good', 'fine', 'ok', 'okay', 'sure', 'sorry', 'just', 'also', 'still', 'very', 'so', 'gonna',
  'lunch', 'dinner', 'breakfast', 'party', 'birthday', 'work', 'noon', 'now', 'later', 'next', 'this', 'that', 'in',
  'for', 'at', 'on', 'to', 'with', 'no', 'yes', 'back', 'getting', 'after', 'about', 'actually', 'done', 'all', 'it',
]);
