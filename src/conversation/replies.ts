import { DateTime } from 'luxon';
import type { Catalog, Product } from '../catalog/catalog-schema.js';
import { formatDay, formatLocal } from '../orders/business-time.js';
import type { AcceptedOrder } from '../orders/decide-order.js';
import { formatUsd, toCents } from '../orders/money.js';
import type { OrderStatusView } from '../orders/order-schemas.js';
import type { Draft } from './conversation-state.js';
import type { Flavor } from './menu-index.js';

// Everything the assistant says in its own words. Facts come only from the catalog, the order
// and the status view: no prices, hours, ratings or delivery times of its own.

export const HOURS_TEXT = 'We are usually open 8 AM to 8 PM Central Time, 7 days a week. Hours may vary on holidays.';

// Closures further ahead than this are left out of the hours answer: nobody asking today needs them.
const CLOSURES_AHEAD_DAYS = 60;

/** The usual hours, and the days the owner has closed the bakery in the coming weeks. */
export function hoursText(closedDays: ReadonlySet<string>, today: string): string {
  const horizon = new Date(Date.parse(today) + CLOSURES_AHEAD_DAYS * 86_400_000).toISOString().slice(0, 10);
  const coming = [...closedDays].filter((day) => day >= today && day <= horizon).sort();
  if (coming.length === 0) return HOURS_TEXT;
  return `${HOURS_TEXT} We are closed on ${listWords(coming.map(formatDay))}.`;
}

/** A wanted day the owner closed the bakery: `day` as formatDay writes it ("Thu, Nov 26"). */
export function closedDayText(day: string | null): string {
  return `Sorry, we are closed ${day ? `on ${day}` : 'that day'}. What other day and time would work?`;
}

function listWords(words: string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join('; ')} and ${words[words.length - 1]}`;
}

export const HELP_TEXT =
  'I can take a cake order by message. Tell me what you would like, when, and pickup or delivery, for example: "2 slices of carrot cake for pickup tomorrow at 3". You can also say MENU, HOURS, STATUS with your order id, START OVER, or ask for a PERSON.';

export const GREETING_TEXT = "Hi! I'm the bakery's ordering assistant. What would you like to order? Say MENU to see our cakes.";

export const DRINKS_TEXT = 'Coffee and tea are served in our cafe only, so I cannot add drinks to an order.';

export const NOT_UNDERSTOOD_TEXT =
  'Sorry, I did not catch that. Tell me what you would like, for example "2 slices of carrot cake for pickup tomorrow at 3", or say MENU to see our cakes.';

export const PERSON_TEXT = 'I have asked a member of our staff to get in touch with you. They will reply as soon as they can.';
// The web chat knows no number until the customer gives one, and staff cannot write into it.
export const PERSON_TEXT_NO_PHONE =
  'I have asked a member of our staff to get in touch with you. Please send me a phone number they can call you on.';

export const ASK_ITEMS = 'What would you like to order?';
export const ASK_WHEN = 'When would you like it? Tell me the day and time (we are usually open 8 AM to 8 PM Central).';
export const ASK_FULFILLMENT = 'Will you pick it up at the bakery, or would you like delivery? (Delivery depends on your area and is confirmed by staff.)';
export const ASK_ADDRESS = 'What is the delivery address?';
export const SLICES_IN_STORE_ONLY =
  'Slices are sold in the bakery only, so they cannot be delivered. Will you pick the order up at the bakery? (For delivery, tell me which slices to take off.)';
export const ASK_NAME = 'What name should I put the order under?';
export const ASK_PHONE = 'What phone number can we reach you on about this order?';
export const ASK_CHANGE = 'No problem. What would you like to change?';

export const askTime = (day: string) =>
  `What time on ${formatDay(day)}? We are usually open 8 AM to 8 PM Central.`;

export function allergyAfterPlacing(orderId: string, catalog: Catalog): string {
  return `Thank you for telling me. Your order ${orderId} is already placed, so I have passed your allergy note to staff, who will contact you about it. ${catalog.allergen_disclaimer}`;
}

export function allergyNoted(catalog: Catalog): string {
  return `Thank you for telling me. I have added your allergy note to the order, and staff will review the order before it is confirmed. ${catalog.allergen_disclaimer}`;
}

function priceOf(product: Product): string {
  return formatUsd(toCents(product.price_usd));
}

export function menuText(catalog: Catalog): string {
  const line = (product: Product) =>
    `${product.name}${product.category === 'whole-cake' ? ` (${product.sizes[0]})` : ''} ${priceOf(product)}${product.available ? '' : ' (not available now)'}`;
  const whole = catalog.products.filter((p) => p.category === 'whole-cake');
  const slices = catalog.products.filter((p) => p.category === 'slice');
  const custom = catalog.products.find((p) => p.category === 'custom-cake');
  const wholeNotice = Math.max(0, ...whole.map((p) => p.lead_time_hours));
  const parts = [
    `Whole cakes (${wholeNotice} hours' notice): ${whole.map(line).join('; ')}.`,
    `Slices (same day): ${slices.map(line).join('; ')}.`,
  ];
  if (custom) {
    parts.push(`Custom cakes from ${priceOf(custom)}, with ${custom.lead_time_hours / 24} days' notice, a consultation and the owner's approval.`);
  }
  parts.push('Coffee and tea are served in the cafe only.');
  return parts.join(' ');
}

export function allergenAnswer(flavors: Flavor[], catalog: Catalog): string {
  // A whole cake and its slice are answered together only when their allergen facts agree; the
  // catalog does not promise that they do.
  const products = flavors.flatMap((flavor) => {
    const forms = [flavor.whole, flavor.slice, flavor.custom, flavor.beverage].filter((p): p is Product => p !== null);
    const facts = (p: Product) => JSON.stringify([p.allergens, p.allergens_confirmed]);
    return forms.filter((p, i) => forms.findIndex((other) => facts(other) === facts(p)) === i);
  });
  const lines = products.map((product) => {
    if (product.allergens === null) {
      return `We do not have a confirmed allergen list for ${product.name}, so please assume it may contain common allergens.`;
    }
    const list = product.allergens.length ? product.allergens.join(', ') : 'no listed allergens';
    return product.allergens_confirmed
      ? `${product.name}: the owner-confirmed allergen list is ${list}.`
      : `${product.name}: our list shows ${list}, but it is not confirmed, so it may contain other allergens.`;
  });
  const ask = 'If you have an allergy, tell me and staff will review your order.';
  return [...lines, ask, catalog.allergen_disclaimer].join(' ');
}

export function choiceQuestion(options: Product[], qty: number): string {
  const listed = options.map((product, i) => `${i + 1}) ${product.display_name}, ${priceOf(product)}`).join('; ');
  return `Which would you like${qty > 1 ? ` (${qty})` : ''}: ${listed}?`;
}

export function unknownItemQuestion(phrase: string, closest: Product[]): string {
  const listed = closest.map((product, i) => `${i + 1}) ${product.display_name}, ${priceOf(product)}`).join('; ');
  return `Sorry, we do not have "${phrase}" on our menu. Did you mean one of these: ${listed}?`;
}

export const unavailableText = (product: Product) => `Sorry, ${product.name} is not available right now.`;

export const sizeNotOfferedText = (product: Product, wanted: string) =>
  `${product.name} comes in ${product.sizes.join(' or ')} only, not ${wanted}; I have noted ${product.sizes[0]}.`;

export function summaryText(order: AcceptedOrder, draft: Draft): string {
  const lines = order.lines
    .map((line) => `${line.qty} x ${line.name} (${line.size}) ${formatUsd(line.line_total_cents)}${line.notes ? `, message "${line.notes}"` : ''}`)
    .join('; ');
  const when = formatLocal(order.requestedAt);
  const how =
    order.fulfillment === 'pickup'
      ? `Pickup at the bakery on ${when} Central Time.`
      : `Delivery to ${draft.address} requested for ${when} Central Time; staff confirm delivery and no delivery time is promised until they do.`;
  const custom = order.lines.some((line) => line.category === 'custom-cake')
    ? ' The custom cake price is a starting price, set in the consultation.'
    : '';
  const allergy = draft.allergyNotes ? ` Allergy note for staff: "${draft.allergyNotes}".` : '';
  return `Here is your order: ${lines}. Estimated total ${formatUsd(order.totalCents)}.${custom} ${how} Name: ${draft.name}.${allergy} Reply YES to place it, or tell me what to change.`;
}

export function statusText(status: OrderStatusView | null, orderId: string): string {
  if (!status) return `I could not find an order with the id ${orderId}. Please check it and send it again.`;
  const items = status.items.map((item) => `${item.qty} x ${item.name}`).join(', ');
  const when = status.datetime ? ` ${status.fulfillment === 'delivery' ? 'Delivery requested for' : 'Pickup on'} ${formatLocal(DateTime.fromISO(status.datetime))} Central Time.` : '';
  return `Order ${status.order_id}: ${status.note}${when} Items: ${items}.`;
}
