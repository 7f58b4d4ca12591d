import type { Product } from '../../catalog/catalog-schema.js';
import { flavorOf, flavorProducts, type MenuIndex } from '../menu-index.js';
import { emptyReading, type ItemMention, type MessageReader, type ReaderContext, type Reading } from '../reading.js';
import { isAllergyMention } from '../safety.js';
import { fold } from '../text.js';
import { bare, CORRECTION, readIntents } from './intents.js';
import { readChoice } from './read-choice.js';
import { readFulfillment, readIntroducedName, readNameAnswer, readNotes, readOrderId, readPhone } from './read-details.js';
import { contentWords, readItems } from './read-items.js';
import { readStandaloneQuantity } from './quantities.js';
import { readBareHour, readWhen } from './read-when.js';

// Reads one English message into a Reading, knowing what the assistant just asked: "2" answers
// "which would you like?" as the second option but "what time?" as 2 PM; "Rose" answers "what
// name?" as a name even though it could be read as something else. It decides nothing.

/** The message asks to order, not only to know ("I'd like", "can I get"). */
const ORDER_SIGNAL = /\b(i'?d like|i would like|i want|i wanna|i'?ll (take|have|get)|i will (take|have)|can i (get|have|order|grab|place)|could i (get|have|order)|may i (get|have)|i need|we need|we'?d like|we want|get me|give me|let me (get|have)|order (a|an|some|one|two|three|\d)|i'?m (looking to|wanting to|hoping to) (order|get|buy)|please|pls|add)\b/;

/** After "do you have", words that are about the bakery rather than a product. */
const NOT_PRODUCTS = new Set([
  'delivery', 'deliver', 'pickup', 'pick', 'up', 'parking', 'wifi', 'seating', 'seats', 'tables', 'table', 'time', 'hours', 'help', 'info', 'information',
  'person', 'human', 'someone', 'anything', 'something', 'everything', 'stuff', 'left', 'available', 'today', 'tomorrow', 'now', 'open', 'order', 'ordering',
  'options', 'menu', 'it', 'discount', 'coupon', 'deal', 'allergy', 'allergies', 'allergic', 'nut', 'nuts', 'gluten', 'vegan', 'dairy', 'free', 'sugar',
  'drinks', 'drink', 'coffee', 'tea', 'latte', 'question', 'questions', 'minute', 'second', 'address', 'phone', 'number', 'location', 'store', 'bakery',
  'price', 'prices', 'cost', 'much', 'sizes', 'size', 'flavors', 'flavours', 'kinds', 'types', 'selection', 'to', 'go', 'here', 'there', 'in', 'stock',
]);

function read(text: string, ctx: ReaderContext): Reading {
  const reading = emptyReading();
  const folded = fold(text).replace(/\s+/g, ' ').trim();
  const short = bare(folded);
  const intents = readIntents(folded, isAllergyMention(folded));
  reading.intents = intents;
  reading.orderId = readOrderId(folded);
  reading.correction = CORRECTION.test(folded);

  // An answer to the assistant's own question, read as such first.
  switch (ctx.awaiting) {
    case 'name': {
      const name = controlOnly(intents) ? null : readNameAnswer(text);
      if (name && !/\b(cakes?|slices?|whole|pieces?)\b/.test(folded)) {
        reading.name = name;
        return reading;
      }
      break;
    }
    case 'address': {
      const { fulfillment, address } = readFulfillment(text, folded);
      if (!fulfillment && !address && !controlOnly(intents) && /\p{L}/u.test(text) && text.trim().length >= 5 && !/\?$/.test(text.trim())) {
        reading.address = text.trim().replace(/[.!]+$/, '');
        return reading;
      }
      break;
    }
    case 'phone': {
      // A name sent where the phone was asked for is still the name.
      const name = /\d/.test(text) || controlOnly(intents) ? null : readNameAnswer(text);
      if (name && /^\p{Lu}/u.test(text.trim())) {
        reading.name = name;
        return reading;
      }
      const { phone, invalid } = readPhone(text, true);
      reading.phone = phone;
      // "nope" or "why?" where a number was asked for: the number is still needed.
      reading.phoneInvalid = invalid && [...intents].every((intent) => intent === 'no');
      if (phone || reading.phoneInvalid) return reading;
      break;
    }
    case 'choice': {
      const options = (ctx.offer?.skus ?? []).map((sku) => ctx.index.productsById.get(sku)).filter((p): p is Product => p !== undefined);
      reading.choice = readChoice(folded, options, ctx.index);
      if (reading.choice) return reading;
      break;
    }
    case 'time':
    case 'datetime': {
      const hour = readBareHour(short);
      if (hour) {
        reading.when = { kind: 'time', ...hour };
        return reading;
      }
      break;
    }
    default:
      break;
  }

  const notes = readNotes(text);
  reading.notes = notes;
  // Words inside a cake message ("write Happy Birthday Lemon") are not part of the order.
  const orderText = notes ? folded.replace(fold(notes), ' ') : folded;
  const { fulfillment, address } = readFulfillment(text, orderText);
  reading.fulfillment = fulfillment;
  reading.address = address;
  const { phone, invalid } = readPhone(text, false);
  reading.phone = phone;
  reading.phoneInvalid = invalid;
  reading.name = readIntroducedName(text, false);

  // An address or a phone number may hold something that reads like a date ("W 2nd St").
  let timeText = orderText;
  for (const part of [address, phone ? /(\+?\d[\d\s().-]{8,}\d)/.exec(text)?.[1] : null]) if (part) timeText = timeText.replace(fold(part), ' ');
  if (reading.name) timeText = timeText.replace(fold(reading.name), ' ');
  reading.when = readWhen(timeText, ctx.now);

  const itemText = address ? orderText.replace(fold(address), ' ') : orderText;
  const { items, removals, size } = readItems(itemText, ctx.index);
  reading.removals = removals;
  reading.size = size;
  reading.quantity = readStandaloneQuantity(short);

  // A question about products is answered, not ordered, unless the message also asks to order.
  const question = intents.has('price_question') || intents.has('have_question') || intents.has('allergen_question');
  const asksToOrder = ORDER_SIGNAL.test(orderText) || intents.has('take');
  if (question) {
    reading.about = aboutOf(items, orderText, ctx.index);
    reading.items = asksToOrder && !intents.has('allergen_question') ? items.filter((item) => item.kind !== 'unknown') : [];
  } else {
    reading.items = items;
    if (items.length === 0 && asksToOrder && !reading.when && !fulfillment && !reading.name && !phone && !notes && removals.length === 0 && size === null) {
      // "can I get a pumpkin roll": words after an order verb that name nothing we sell.
      const words = contentWords(orderText.replace(ORDER_SIGNAL, ' ')).filter((word) => !NOT_PRODUCTS.has(word));
      if (words.length > 0 && words.length <= 4 && !intents.has('person') && !intents.has('help')) {
        const phrase = words.join(' ');
        reading.items = [{ kind: 'unknown', phrase, suggestions: [] }];
      }
    }
  }
  if (saysNothingElse(reading) && intents.size === 0) reading.name = nameOnItsOwn(text);
  return reading;
}

function saysNothingElse(reading: Reading): boolean {
  return (
    reading.items.length === 0 &&
    reading.removals.length === 0 &&
    !reading.when &&
    !reading.fulfillment &&
    !reading.address &&
    !reading.name &&
    !reading.phone &&
    !reading.notes &&
    reading.quantity === null &&
    reading.size === null &&
    reading.orderId === null
  );
}

/**
 * A message that is only a name ("Dana Ruiz", "O'Neil"), sent before the name was asked for.
 * Written with capitals, as people write names, so that "sure thing" is not taken for one.
 */
function nameOnItsOwn(text: string): string | null {
  const trimmed = text.trim().replace(/[.!]+$/, '');
  if (!/^\p{Lu}/u.test(trimmed) || trimmed.split(/\s+/).length > 3) return null;
  return readNameAnswer(trimmed);
}

/** What a question is about: the products it names, a kind of product, or a word we do not sell. */
function aboutOf(items: ItemMention[], orderText: string, index: MenuIndex): Reading['about'] {
  // "do you have chocolate cake?" asks about the flavour, cake and slice; "a slice of the lemon" only the slice.
  const slicesOnly = /\b(slices?|pieces?|by the slice)\b/.test(orderText);
  const wholeOnly = /\b(whole|entire|full)\b/.test(orderText);
  const forms = (sku: string): string[] => {
    if (slicesOnly || wholeOnly) return [sku];
    const flavor = flavorOf(sku, index);
    return flavor ? flavorProducts(flavor).filter((p) => p.available || p.id === sku).map((p) => p.id) : [sku];
  };
  const skus = items.flatMap((item) => (item.kind === 'product' ? forms(item.sku) : item.kind === 'choose' ? item.skus : []));
  const category = items.find((item) => item.kind === 'category')?.category ?? categoryWord(orderText);
  const unknownItem = items.find((item) => item.kind === 'unknown');
  let unknown = unknownItem?.kind === 'unknown' ? unknownItem.phrase : null;
  if (!unknown && skus.length === 0 && category === null) {
    const asked = /\b(?:have|sell|make|carry|bake|got|offer|cost|price of|much (?:is|are|for)(?: an?| the)?)\s+(.+)$/.exec(orderText)?.[1] ?? '';
    const words = contentWords(asked).filter((word) => !NOT_PRODUCTS.has(word));
    if (words.length > 0 && words.length <= 4) unknown = words.join(' ');
  }
  return { skus: [...new Set(skus)], category, unknown };
}

function categoryWord(text: string): Reading['about']['category'] {
  if (/\bslices?\b|\bby the slice\b|\bpieces?\b/.test(text)) return 'slice';
  if (/\bcustom\b/.test(text)) return 'custom-cake';
  if (/\b(whole )?cakes?\b/.test(text)) return 'whole-cake';
  return null;
}

/** The message is only a control word (yes, no, cancel, menu...), not an answer. */
function controlOnly(intents: ReadonlySet<string>): boolean {
  return ['yes', 'no', 'cancel', 'restart', 'person', 'help', 'menu', 'hours', 'status', 'greeting', 'thanks'].some((intent) => intents.has(intent));
}

export const englishReader: MessageReader = { language: 'en', read };

/** The products loose wording names, as the conversation would read it: for agents mapping words to SKUs. */
export function readProductWords(text: string, index: MenuIndex, now: ReaderContext['now']): ItemMention[] {
  const reading = read(text, { now, index, awaiting: null, offer: null, draftSkus: [] });
  if (reading.items.length > 0) return reading.items;
  const { skus, category, unknown } = reading.about;
  if (skus.length === 1) return [{ kind: 'product', sku: skus[0] as string, qty: null, size: null, sizeWanted: reading.size }];
  if (skus.length > 1) return [{ kind: 'choose', skus, qty: null, sizeWanted: reading.size }];
  if (category) return [{ kind: 'category', category, qty: null, sizeWanted: reading.size }];
  if (unknown) return [{ kind: 'unknown', phrase: unknown, suggestions: [] }];
  return [];
}
