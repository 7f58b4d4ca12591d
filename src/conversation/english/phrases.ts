import { DateTime } from 'luxon';
import type { Allergen, Catalog, Product, Size } from '../../catalog/catalog-schema.js';
import { BAKERY_ZONE, formatDay, formatLocal, minuteWords, openMinutesWords } from '../../orders/business-time.js';
import { holidayOn, holidayWithoutHours } from '../../orders/holidays.js';
import { formatUsd, toCents } from '../../orders/money.js';
import { type Channel, LIMITS, type OrderStatusView } from '../../orders/order-schemas.js';
import { unitPriceCents } from '../../orders/pricing.js';
import type { Summary } from '../acts.js';
import type { CountedProduct, PartOfDay } from '../reading.js';
import { cakesFor, servingsOf } from '../servings.js';

// The assistant's English. Facts come only from the catalog, the order and the status view: no
// prices, hours, ratings or delivery times of its own.

/** "Are you open right now?": yes until closing, or when the bakery opens next. */
export function openNowText(now: { open: true; closes: number } | { open: false; opens: string }, today: string, specialHours: readonly SpecialHoursEntry[] = []): string {
  const holiday = unsetHoliday(today, specialHours);
  if (now.open && holiday) return `Today is ${holiday}, and no special hours are set for it, so I cannot promise we are open right now: please check with staff.`;
  return now.open
    ? `Yes, we are open now, until ${minuteWords(now.closes)} Central Time.`
    : `We are closed right now. We open again on ${formatLocal(DateTime.fromISO(now.opens, { zone: BAKERY_ZONE }))} Central Time.`;
}

/** "could I come by at 8:30?": open then, or when the bakery opens or closes that day. */
export function visitText(visit: { at: string; hours: { opens: number; closes: number } | null }, specialHours: readonly SpecialHoursEntry[] = []): string {
  const at = DateTime.fromISO(visit.at, { zone: BAKERY_ZONE });
  const day = formatDay(at.toISODate() as string);
  const time = minuteWords(at.hour * 60 + at.minute);
  if (!visit.hours) return `We are closed on ${day}.`;
  // "are you open on thanksgiving at 10am?": hours may vary on holidays, so no "yes" is promised.
  const holiday = unsetHoliday(at.toISODate() as string, specialHours);
  if (holiday) return `${day} is ${holiday}, and no special hours are set for it yet, so I cannot promise we are open at ${time}: please check with staff before you plan on it.`;
  const minute = at.hour * 60 + at.minute;
  if (minute < visit.hours.opens) return `We open at ${minuteWords(visit.hours.opens)} on ${day}, so ${time} is before we open.`;
  if (minute >= visit.hours.closes) return `We close at ${minuteWords(visit.hours.closes)} on ${day}, so ${time} is after we close.`;
  return `Yes, we are open at ${time} on ${day}: ${openMinutesWords(visit.hours)}.`;
}

/** The holiday on a day for which the owner set no hours of its own, or null. */
export function unsetHoliday(day: string, specialHours: readonly SpecialHoursEntry[]): string | null {
  return holidayWithoutHours(day, specialHours.some((entry) => entry.day === day));
}

const USUAL_SPAN = '8 AM to 8 PM Central Time';
export const HOURS_TEXT = `We are usually open ${USUAL_SPAN}, 7 days a week. Hours may vary on holidays.`;

// Closures further ahead than this are left out of the hours answer: nobody asking today needs them.
const CLOSURES_AHEAD_DAYS = 60;

export type SpecialHoursEntry = { day: string; opens: number; closes: number };

/** The usual hours, the owner's closed days and special hours in the coming weeks; `asked`: the day the customer asked about. */
export function hoursText(closedDays: readonly string[], today: string, specialHours: readonly SpecialHoursEntry[] = [], asked: string | null = null): string {
  if (asked && closedDays.includes(asked)) return `We are closed on ${formatDay(asked)}. ${hoursText(closedDays.filter((day) => day !== asked), today, specialHours)}`;
  const askedSpecial = asked ? specialHours.find((entry) => entry.day === asked) : undefined;
  if (asked && askedSpecial) return `On ${formatDay(asked)} we are open ${openMinutesWords(askedSpecial)}. ${hoursText(closedDays, today, specialHours.filter((entry) => entry !== askedSpecial))}`;
  const holiday = asked ? holidayOn(asked) : null;
  if (asked && holiday) return `${formatDay(asked)} is ${holiday}, and no special hours are set for it yet: please check with staff before you plan on it. ${hoursText(closedDays, today, specialHours)}`;
  // "what time do you open tomorrow?": that day's hours first, then the usual week.
  if (asked) return `On ${formatDay(asked)} we are open ${USUAL_SPAN}, our usual hours: 7 days a week, though hours may vary on holidays.${changesAhead(closedDays, today, specialHours)}`;
  return `${HOURS_TEXT}${changesAhead(closedDays, today, specialHours)}`;
}

/** The closed days and special hours of the weeks ahead, as sentences after the hours (or nothing). */
function changesAhead(closedDays: readonly string[], today: string, specialHours: readonly SpecialHoursEntry[]): string {
  const horizon = new Date(Date.parse(today) + CLOSURES_AHEAD_DAYS * 86_400_000).toISOString().slice(0, 10);
  const coming = [...closedDays].filter((day) => day >= today && day <= horizon).sort();
  const special = specialHours
    .filter((entry) => entry.day >= today && entry.day <= horizon && !closedDays.includes(entry.day))
    .sort((a, b) => a.day.localeCompare(b.day));
  let text = '';
  if (coming.length > 0) text += ` We are closed on ${listWords(coming.map(formatDay))}.`;
  if (special.length > 0) text += ` Special hours: ${listWords(special.map((entry) => `${formatDay(entry.day)} ${openMinutesWords(entry)}`))}.`;
  return text;
}

const STILL_ANSWERING = 'I can still answer questions about our menu, prices, hours and your order status.';

/** Online ordering is paused by the owner; `resumeAt` (ISO) when it is known. */
export function pausedText(resumeAt: string | null): string {
  if (!resumeAt) return `Online ordering is paused right now, so I cannot take an order. Please try again later. ${STILL_ANSWERING}`;
  const when = formatLocal(DateTime.fromISO(resumeAt, { zone: 'utc' }));
  return `Online ordering is paused right now, so I cannot take an order. We will take orders again from ${when} Central Time. ${STILL_ANSWERING}`;
}

export function closedDayText(day: string, nextOpenDay: string): string {
  return `Sorry, we are closed on ${day}; we are open again on ${nextOpenDay}. What other day and time would work?`;
}

/** "cupcakes, cookies or brownies". */
export function orWords(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

export function listWords(words: string[], joiner = '; '): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(joiner)} and ${words[words.length - 1]}`;
}

export const GREETING = "Hi! I'm the bakery's automated ordering assistant.";
export const GREETING_TEXT = `${GREETING} What would you like to order? Say MENU to see our cakes.`;
export const GREETING_ALONE = `${GREETING} I can take a cake order, or answer questions about our cakes, prices and hours. What would you like to order?`;

export const HELP_TEXT =
  'I can take a cake order by message. Tell me what you would like, when, and pickup or delivery, for example: "2 slices of carrot cake for pickup tomorrow at 3". You can also say MENU, HOURS, STATUS with your order id, START OVER, or ask for a PERSON.';

export const DRINKS_TEXT = 'Coffee and tea are served in our cafe only, so I cannot add drinks to an order.';

export const NOT_UNDERSTOOD_TEXT =
  'Sorry, I did not catch that. Tell me what you would like, for example "2 slices of carrot cake for pickup tomorrow at 3", or say MENU to see our cakes.';

export const PERSON_TEXT = 'I have asked a member of our staff to get in touch with you. They will reply as soon as they can.';
// The web chat knows no number until the customer gives one, and staff cannot write into it.
export const PERSON_TEXT_NO_PHONE = 'I have asked a member of our staff to get in touch with you. Please send me a phone number they can call you on.';
export const CALLBACK_NOTED = 'Thank you. I have passed your number to our staff, who will call you as soon as they can.';

export const NO_ORDER_HISTORY = 'I cannot look up past orders here. What would you like this time? Say MENU to see our cakes.';
export const ASK_ITEMS = 'What would you like to order?';
export const ASK_WHEN = 'When would you like it? Tell me the day and time. We are usually open 8 AM to 8 PM Central.';
export const ASK_FULFILLMENT = 'Will you pick it up at the bakery, or would you like delivery? (Delivery depends on your area and is confirmed by staff.)';
export const ASK_ADDRESS = 'What is the delivery address?';
export const SLICES_IN_STORE_ONLY =
  'Slices are sold in the bakery only, so they cannot be delivered. Will you pick the order up at the bakery? (For delivery, tell me which slices to take off.)';
export const ASK_NAME = 'What name should I put the order under?';
export const ASK_PHONE = 'What phone number can we reach you on about this order?';
export const ASK_QUANTITY = 'How many would you like?';
/** "How many of each would you like? That is 10 slices in all: ..." */
export const askShare = (total: number, kind: string, names: string[]): string => `How many of each would you like, ${total} ${kind} in all: ${listWords(names, ", ")}?`;
/** "How many Red Velvet Cake Slices would you like?" */
export const COUNT_EXAMPLE = 'A number is all I need, for example 4.';
export const askQuantity = (productName: string): string => `How many ${productName.endsWith('s') ? productName : `${productName}s`} would you like?`;
/** "Which size would you like for the Custom Cake: 8-inch (from 65.00 USD) or 10-inch (from 85.00 USD)?" */
export const askSize = (product: Product): string =>
  `Which size would you like for the ${product.name}: ${product.sizes.map((size) => `${size} (${product.category === 'custom-cake' ? 'from ' : ''}${priceOf(product, size)})`).join(' or ')}?`;
export const ASK_ORDER_ID = 'Which order? Send me its id; it starts with ord_.';
export const ASK_CHANGE = 'No problem. What would you like to change?';
export const TIERS_NOT_LISTED = 'Our menu lists custom cakes in 8-inch and 10-inch sizes and no tiered cakes, so I cannot promise one; staff can tell you more (say "talk to a person").';
export const PRICE_POLICY = 'Our prices are set by the bakery, so I can only take the order at the menu price.';
export const SLICES_NOT_DELIVERED = 'Slices are sold in the bakery only, so they cannot be delivered.';
export const DELIVERY_POLICY = 'Delivery depends on your area and is confirmed by staff, who tell you any delivery fee, so I cannot quote a fee or promise a delivery time.';
export const CANNOT_HELP = 'Sorry, I cannot help with that here: I take cake orders and answer questions about our cakes, prices and hours. For anything else, say "talk to a person" and a member of staff will get in touch.';
export const DIETARY_UNKNOWN = 'I do not have that information about our cakes, so I cannot say either way. If you would like, say "talk to a person" and a member of staff will get in touch.';
export const I_AM_AUTOMATED = 'I am the bakery\'s automated ordering assistant, not a person. I can take a cake order or answer questions about our cakes, prices and hours; say "talk to a person" and a member of staff will get in touch.';
export const ENGLISH_ONLY = 'Sorry, I can only help in English for now (lo siento, solo en inglés; désolé, seulement en anglais). Tell me in English what you would like, or say "talk to a person".';
export const NO_RATINGS = 'I do not have ratings or reviews to share, so I will not quote any.';
/** Where the customer hears about their order: the channel they ordered on, and nothing more is promised. */
export function notificationsAnswer(channel: Channel): string {
  const where =
    channel === 'sms' || channel === 'whatsapp' ? 'here, by message' : channel === 'voice' ? 'by text message to the number you are calling from' : channel === 'webchat' || channel === 'web' ? 'here in this chat' : 'here, in this conversation';
  return `Your order's confirmation comes ${where}, and if staff review your order, their decision comes ${channel === 'voice' ? 'the same way' : 'here too'} (I cannot say how soon they will look at it). We do not send e-mails, nor a separate message to say your order can be collected: it is prepared for the time on your order.`;
}

export const PAYMENT_POLICY = 'I cannot take payments or answer questions about paying here. If you would like, say "talk to a person" and a member of staff will get in touch.';
export const INVALID_PHONE = 'That does not look like a phone number. Please send it with the area code, for example 512 555 0100.';

export const askProposed = (at: string) => `Shall I put it down for ${formatLocal(DateTime.fromISO(at, { zone: BAKERY_ZONE }))} Central Time? Or tell me another day and time.`;
export const noticeNeeded = (hours: number, earliest: string) =>
  `That is too soon for a whole cake: our cakes need at least ${hours} hours' notice. The earliest we can have one ready is ${formatLocal(DateTime.fromISO(earliest, { zone: BAKERY_ZONE }))} Central Time. Slices are same day, in the bakery.`;
/** "Whole cakes need 24 hours' notice...": the longest lead time of each kind on the menu. */
export function noticeText(catalog: Catalog): string {
  const longest = (category: Product['category']) => {
    const hours = catalog.products.filter((p) => p.category === category && p.available).map((p) => p.lead_time_hours);
    return hours.length > 0 ? Math.max(...hours) : null;
  };
  const whole = longest('whole-cake');
  const custom = longest('custom-cake');
  const slice = longest('slice');
  const parts = [
    whole !== null ? `Whole cakes need ${whole} hours' notice` : null,
    custom !== null ? `custom cakes ${custom} hours (${custom / 24} days) and the owner's approval` : null,
    slice !== null ? (slice === 0 ? 'slices need no notice: they are sold same day, in the bakery' : `slices ${slice} hours`) : null,
  ].filter(Boolean);
  return `${parts.join('; ')}. We take orders up to ${LIMITS.maxDaysAhead} days ahead.`;
}

/** "Serves 10 to 12." in a product's description: how many it feeds, or null when it does not say. */

/** "Lemon Chiffon Cake (10-inch, 58.00 USD) serves 14 to 16: for 40 people, 3 cakes." */
export function servingsText(products: Product[], people: number | null): string {
  // Cakes of one size that serve the same are said once, together: "is the 8 inch enough for 12?"
  // is one answer, not the same sentence for each flavour.
  const groups = new Map<string, { serves: { from: number; to: number }; products: Product[] }>();
  for (const product of products) {
    const serves = servingsOf(product);
    if (!serves || !product.available) continue;
    const key = `${product.sizes[0]}:${serves.from}:${serves.to}`;
    const group = groups.get(key) ?? { serves, products: [] };
    group.products.push(product);
    groups.set(key, group);
  }
  const lines = [...groups.values()].map(({ serves, products: alike }) => {
    const first = alike[0] as Product;
    // The fewest cakes whose servings reach that many, and how many are sure to, when they differ.
    const cakes = people ? cakesFor(first, people) : null;
    const fewest = cakes?.fewest ?? null;
    const sure = cakes?.sure ?? null;
    const count = (cakes: number) => (cakes === 1 ? 'one cake' : `${cakes} cakes`);
    const enough = !fewest || !sure ? '' : fewest === sure ? `: for ${people} people, ${sure === 1 ? 'one cake is enough' : `${sure} cakes`}` : `: for ${people} people, ${count(fewest)} ${fewest === 1 ? 'serves' : 'serve'} ${fewest * serves.from} to ${fewest * serves.to}, or ${count(sure)} to be sure everyone gets a slice`;
    if (alike.length === 1) return `${first.name} (${first.sizes[0]}, ${priceOf(first)}) serves ${serves.from} to ${serves.to}${enough}`;
    const names = alike.map((product) => `${product.name} ${priceOf(product)}`).join(', ');
    return `Our ${first.sizes[0]} cakes (${names}) each serve ${serves.from} to ${serves.to}${enough}`;
  });
  if (lines.length === 0) return 'I do not have serving sizes for those, so I cannot say how many it feeds.';
  return `${lines.join('; ')}. Slices are one serving each.`;
}

/** "Just to check: Nov 29 is a Sunday, not a Saturday (Saturday is Nov 28)...": the day of the same week said. */
export function noSuchDate(month: number, day: number): string {
  const name = DateTime.fromObject({ year: 2001, month, day: 1 }).toFormat('LLLL');
  return `There is no ${name} ${day}: ${name} has ${DateTime.fromObject({ year: 2001, month }).daysInMonth} days${month === 2 ? ' (29 in a leap year)' : ''}.`;
}

export function dayMismatch(isoDate: string, saidWeekday: number): string {
  const date = DateTime.fromISO(isoDate, { zone: BAKERY_ZONE });
  const said = date.set({ weekday: saidWeekday as 1 | 2 | 3 | 4 | 5 | 6 | 7 });
  return `Just to check: ${date.toFormat('LLL d')} is a ${date.toFormat('cccc')}, not a ${said.toFormat('cccc')} (${said.toFormat('cccc')} is ${said.toFormat('LLL d')}). I have put down ${date.toFormat('cccc, LLL d')}; tell me if you meant ${said.toFormat('cccc')}.`;
}

export function tomorrowAfterMidnight(isoDate: string, otherIsoDate: string): string {
  const [date, other] = [isoDate, otherIsoDate].map((iso) => DateTime.fromISO(iso, { zone: BAKERY_ZONE }).toFormat('cccc, LLL d'));
  return `Just to check: as it is past midnight, I have taken "tomorrow" as ${date}, the day that has just begun. Tell me if you meant ${other}.`;
}

export function otherDayMeant(said: 'next_weekday' | 'weekend' | 'next_weekend', isoDate: string, otherIsoDate: string): string {
  const [date, other] = [isoDate, otherIsoDate].map((iso) => DateTime.fromISO(iso, { zone: BAKERY_ZONE }));
  const [taken, offered] = [date, other].map((day) => (day as DateTime).toFormat('cccc, LLL d'));
  const words = said === 'weekend' ? 'this weekend' : said === 'next_weekend' ? 'next weekend' : `next ${(date as DateTime).toFormat('cccc')}`;
  return `Just to check: I have taken "${words}" as ${taken}. Tell me if you meant ${offered}${said === 'next_weekend' ? ', or this coming weekend' : ''}.`;
}

export const datePassed = (isoDate: string): string => `${formatDay(isoDate)} has already passed, so I cannot put the order on that day.`;

/** "on Sat, Nov 21 at 12:00 PM", "on Sat, Nov 21", or nothing when no time is known. */
export function whenWords(at: string | null, day: string | null): string {
  if (at) return `for ${formatLocal(DateTime.fromISO(at, { zone: BAKERY_ZONE }))}`;
  return day ? `for ${formatDay(day)}` : '';
}

export const askTime = (day: string, part?: PartOfDay) =>
  part ? `What time in the ${part} on ${formatDay(day)}? ${PART_HOURS[part]}` : `What time on ${formatDay(day)}? We are usually open 8 AM to 8 PM Central.`;
/** "in the morning": the hours of that part of the day the bakery is usually open. */
const PART_HOURS = { morning: 'We usually open at 8 AM Central.', afternoon: 'We are usually open until 8 PM Central.', evening: 'We usually close at 8 PM Central.' } as const;
export const askWhenInPart = (part: PartOfDay) => `Which day, and what time in the ${part}? ${PART_HOURS[part]}`;

export function allergyAfterPlacing(orderId: string, catalog: Catalog): string {
  return `Thank you for telling me. Your order ${orderId} is already placed, so I have added your allergy note to it and passed it to staff, who will review the order again and contact you about it. ${catalog.allergen_disclaimer}`;
}

export function allergyNoted(catalog: Catalog, orderStarted: boolean): string {
  const noted = orderStarted ? 'I have added your allergy note to the order, and staff will review the order before it is confirmed' : 'If you order, your allergy note goes with the order, and staff will review it before it is confirmed';
  return `Thank you for telling me. ${noted}. ${catalog.allergen_disclaimer}`;
}

export const priceOf = (product: Product, size: Size | null = null): string => formatUsd(unitPriceCents(product, size ?? (product.sizes[0] as Size)) ?? toCents(product.price_usd));

/** "a whole Chocolate Fudge Cake (8-inch), 48.00 USD", "2 x Carrot Cake Slice, 6.00 USD each". */
export function lineText(product: Product, qty: number, size: Size | null, sizeOpen = false): string {
  const sized = size ?? (product.sizes[0] as Size);
  const price = priceOf(product, sized);
  // A cake's size is news; a regular slice is just a slice.
  // A size still to be chosen (a custom cake's) is not said as if chosen.
  const label = (product.category === 'slice' && sized === 'regular') || sizeOpen ? product.name : `${product.name} (${sized})`;
  if (product.category === 'custom-cake') return `${qty === 1 ? 'a' : `${qty} x`} ${label}, from ${price}${qty > 1 ? ' each' : ''}`;
  if (qty === 1) return `${product.category === 'whole-cake' ? 'a whole' : 'a'} ${label}, ${price}`;
  return `${qty} x ${label}, ${price} each`;
}

/** An option in a numbered question: "Red Velvet Cake (whole, 8-inch), 50.00 USD". */
export function optionLabel(product: Product): string {
  if (product.category === 'custom-cake') return `${product.name}, from ${priceOf(product)}`;
  return `${product.display_name}, ${priceOf(product)}`;
}

export function menuText(catalog: Catalog): string {
  const line = (product: Product) =>
    `${product.name}${product.category === 'whole-cake' ? ` (${product.sizes[0]})` : ''} ${priceOf(product)}${product.available ? '' : ' (not available now)'}`;
  const whole = catalog.products.filter((p) => p.category === 'whole-cake');
  const slices = catalog.products.filter((p) => p.category === 'slice');
  const custom = catalog.products.find((p) => p.category === 'custom-cake');
  const wholeNotice = Math.max(0, ...whole.map((p) => p.lead_time_hours));
  const parts = [`Whole cakes (${wholeNotice} hours' notice): ${whole.map(line).join('; ')}.`, `Slices (same day): ${slices.map(line).join('; ')}.`];
  if (custom) parts.push(customText(custom));
  parts.push('Coffee and tea are served in the cafe only.');
  return parts.join(' ');
}

function customText(custom: Product): string {
  const sizes = custom.sizes.map((size) => `${priceOf(custom, size)} (${size})`).join(', ');
  // "is 65 the final price?": a starting price; the design settles it, with staff.
  return `Custom cakes from ${sizes}, with ${custom.lead_time_hours / 24} days' notice, a consultation and the owner's approval. That is a starting price: the final price depends on the design and is set in the consultation, as is how many it serves.`;
}

/** The products of one kind, for "which slices have you got today?". */
export function categoryText(catalog: Catalog, category: 'whole-cake' | 'slice' | 'custom-cake'): string {
  const products = catalog.products.filter((p) => p.category === category);
  const available = products.filter((p) => p.available);
  if (category === 'custom-cake') return products[0] ? customText(products[0]) : 'We do not take custom cake orders at the moment.';
  const kind = category === 'slice' ? 'slices' : 'whole cakes';
  if (available.length === 0) return `We have no ${kind} available right now.`;
  // "Chocolate Fudge Cake Slice 6.50 USD (large 9.50 USD)": every size a product comes in, priced.
  const larger = (p: Product) => p.sizes.slice(1).map((size) => ` (${size} ${priceOf(p, size as Size)})`).join('');
  const listed = available.map((p) => `${p.name}${category === 'whole-cake' ? ` (${p.sizes[0]})` : ''} ${priceOf(p)}${larger(p)}`).join('; ');
  const notice = category === 'whole-cake' ? ` Whole cakes need ${Math.max(...available.map((p) => p.lead_time_hours))} hours' notice.` : ' Slices are same day, in the bakery.';
  const missing = products.filter((p) => !p.available).map((p) => p.name);
  const unavailable = missing.length ? ` Not available right now: ${listWords(missing, ', ')}.` : '';
  // Asked about cakes, a customer planning a birthday also wants to hear about custom cakes.
  const custom = category === 'whole-cake' ? catalog.products.find((p) => p.category === 'custom-cake' && p.available) : undefined;
  return `Our ${kind}: ${listed}.${notice}${unavailable}${custom ? ` ${customText(custom)}` : ''}`;
}

/** "a whole cake or 10 slices?": which of the choices costs less, the slices counted. */
function cheaperText(products: Product[], counted: CountedProduct[]): string {
  // Two cakes and their two slices: the cakes compared, then the slices.
  const kinds = [...new Set(products.map((product) => product.category))];
  if (products.length > 2 && kinds.length > 1) {
    return kinds.map((kind) => products.filter((product) => product.category === kind)).filter((group) => group.length === 2).map((group) => cheaperText(group, counted)).join('');
  }
  // Two cakes (or two slices) are told apart by their names; a cake and slices by their kind.
  const sameKind = products.length === 2 && products[0]?.category === products[1]?.category;
  const costs = products.flatMap((product) => {
    const qty = counted.find((line) => line.sku === product.id)?.qty ?? 1;
    const cents = product.available && product.category !== 'custom-cake' ? unitPriceCents(product, product.sizes[0] as Size) : null;
    const named = qty === 1 ? `the ${product.name}` : `${qty} ${product.name}s`;
    const label = sameKind ? named : product.category === 'slice' ? `${qty} ${qty === 1 ? 'slice' : 'slices'}` : qty > 1 ? `${qty} whole cakes` : 'the whole cake';
    return cents === null ? [] : [{ label, cents: cents * qty, one: qty === 1 }];
  });
  // A slice against a whole cake says nothing until how many slices is said.
  const uncounted = !sameKind && products.some((product) => product.category === 'slice' && !counted.some((line) => line.sku === product.id));
  if (costs.length !== 2 || uncounted) return '';
  const [cheaper, dearer] = [...costs].sort((a, b) => a.cents - b.cents) as [(typeof costs)[0], (typeof costs)[0]];
  if (cheaper.cents === dearer.cents) return ` ${cheaper.label[0]?.toUpperCase()}${cheaper.label.slice(1)} and ${dearer.label} cost the same: ${formatUsd(cheaper.cents)}.`;
  const costs1 = cheaper.one ? 'costs' : 'cost';
  return ` ${cheaper.label[0]?.toUpperCase()}${cheaper.label.slice(1)} ${costs1} less than ${dearer.label}: ${formatUsd(cheaper.cents)} against ${formatUsd(dearer.cents)}.`;
}

/** Name, sizes and prices of products someone asked about, a cake and its slice together. */
export function productsText(products: Product[], asked: 'price' | 'have' | 'about', counted: CountedProduct[] = [], compare = false, today = false, stock = false): string {
  const sentences = products.map((product) => {
    if (!product.available) return `${product.name} is not available right now.`;
    if (product.category === 'custom-cake') return customText(product);
    if (product.category === 'beverage') return `${product.name} is ${listWords(product.sizes.map((size) => (product.sizes.length > 1 ? `${priceOf(product, size)} (${size})` : priceOf(product, size))), ', ')} in our cafe.`;
    const sizes = product.sizes.map((size, i) => (i === 0 && product.sizes.length === 1 ? priceOf(product, size) : `${priceOf(product, size)} (${size})`)).join(', ');
    const form = product.category === 'whole-cake' ? `whole, ${product.sizes.join(' or ')}, ${product.lead_time_hours} hours' notice` : 'a slice, same day';
    const about = asked === 'about' && product.description ? ` ${product.description}` : '';
    // "how much would 10 be?": the sum, worked out from the menu's prices.
    const qty = counted.find((line) => line.sku === product.id)?.qty ?? 0;
    const times = qty > 1 && asked === 'price' ? ` ${qty} would be ${listWords(product.sizes.map((size) => `${formatUsd((unitPriceCents(product, size) ?? 0) * qty)}${product.sizes.length > 1 ? ` (${size})` : ''}`), ' or ')}.` : '';
    return `${product.name} (${form}): ${sizes}.${times}${about}`;
  });
  const had = products.filter((p) => p.available && p.category !== 'beverage');
  // Asked of today, what needs notice is not had today: only what is sold the same day is.
  const sameDay = today ? had.filter((p) => p.lead_time_hours === 0) : had;
  const madeToNotice = today ? had.filter((p) => p.lead_time_hours > 0) : [];
  const notToday = madeToNotice.length > 0 ? `${sameDay.length > 0 ? 'Today we have it by the slice; a whole' : 'Not today: a whole'} ${madeToNotice[0]?.name} needs ${madeToNotice[0]?.lead_time_hours} hours' notice. ` : '';
  // "any fudge slices left?": on the menu, yes; what is left in the case, no one here can see.
  // A whole cake is baked to order, so only what is sold by the slice can have run out.
  const onMenu = stock && sameDay.some((p) => p.lead_time_hours === 0) ? 'It is on our menu, but I cannot see what is left in the case; an order puts it aside for you. ' : 'Yes, we have it. ';
  const yes = notToday || (asked === 'have' && sameDay.length > 0 ? onMenu : '');
  // "2 chocolate cakes and 3 carrot cakes": together, at each one's first size.
  const priced = counted.flatMap((line) => {
    const product = products.find((p) => p.id === line.sku && p.available && p.category !== 'custom-cake');
    const cents = product ? unitPriceCents(product, line.size ?? (product.sizes[0] as Size)) : null;
    return cents === null ? [] : [cents * line.qty];
  });
  const together = !compare && asked === 'price' && priced.length > 1 && priced.length === counted.length ? ` Together that is ${formatUsd(priced.reduce((sum, cents) => sum + cents, 0))}.` : '';
  return `${yes}${sentences.join(' ')}${together}${compare ? cheaperText(products, counted) : ''}`;
}

export function allergenText(products: Product[], catalog: Catalog, everything = false, concerns: readonly Allergen[] = []): string {
  // A whole cake and its slice are answered together only when their allergen facts agree; the
  // catalog does not promise that they do.
  const facts = (p: Product) => JSON.stringify([p.allergens, p.allergens_confirmed]);
  const shown = products.filter((p, i) => products.findIndex((other) => facts(other) === facts(p) && sameFlavour(other, p)) === i);
  const lines = shown.map((product) => {
    const name = shown.some((other) => other !== product && sameFlavour(other, product)) ? product.name : product.name.replace(/\s+Slice$/, '');
    // "walnuts or pecans?", "is the frosting cream cheese?": the menu's own words say what is in it.
    const described = !everything && shown.length <= 2 && product.description ? ` The menu describes it as: ${product.description.replace(/\.?$/, '.')}` : '';
    if (product.allergens === null) return `We do not have a confirmed allergen list for ${name}, so please assume it may contain common allergens.${described}`;
    const list = product.allergens.length ? product.allergens.join(', ') : 'no listed allergens';
    return product.allergens_confirmed
      ? `${name}: the owner-confirmed allergen list is ${list}.${described}`
      : `${name}: our list shows ${list}, but it is not confirmed, so it may contain other allergens.${described}`;
  });
  // "anything vegan?", "which cakes are nut free?": no cake is promised free of anything.
  const ask = products.length === 0 ? 'I cannot promise that any of our cakes is free of an allergen. Which cake would you like to know about? ' : '';
  const lead = everything ? ['I cannot promise that any of our cakes is free of an allergen. Here is what our menu lists for each:'] : [];
  return [...lead, ...lines, ...listing(shown, concerns), `${ask}If you have an allergy, tell me and staff will review your order.`, catalog.allergen_disclaimer].join(' ');
}

// "my wife is allergic to walnuts" beside a carrot cake: that it lists tree-nuts is said in so
// many words, not left to be found in the list. Silence about the others promises nothing.
function listing(products: Product[], concerns: readonly Allergen[]): string[] {
  return products.flatMap((product) => {
    const listed = (product.allergens ?? []).filter((allergen) => concerns.includes(allergen));
    const name = product.name.replace(/\s+Slice$/, '');
    return listed.length > 0 ? [`Please note: ${name} lists ${listed.join(' and ')}.`] : [];
  }).filter((line, i, all) => all.indexOf(line) === i).concat(unlisted(products, concerns));
}

// "sesame allergy in the family" beside a list without sesame: a list that does not name it
// promises nothing, and that is said rather than left to be read as "sesame-free".
function unlisted(products: Product[], concerns: readonly Allergen[]): string[] {
  const notNamed = concerns.filter((allergen) => products.some((product) => product.allergens !== null && !product.allergens.includes(allergen)));
  if (notNamed.length === 0) return [];
  const several = products.filter((product) => product.allergens !== null).length > 1;
  const them = notNamed.length > 1 ? 'them' : 'it';
  return [several ? `Where a list does not mention ${notNamed.join(' or ')}, that does not mean the cake is free of ${them}; staff will check.` : `The list does not mention ${notNamed.join(' or ')}, but that does not mean it is free of ${them}; staff will check.`];
}

const sameFlavour = (a: Product, b: Product) => a.id.replace(/-(whole|slice)$/, '') === b.id.replace(/-(whole|slice)$/, '');

/** "+15125550188" → "(512) 555-0188"; a number from elsewhere as stored. */
const phoneWords = (e164: string): string => e164.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');

export function summaryText(summary: Summary): string {
  const lines = summary.lines
    .map((line) => `${line.qty} x ${line.name} (${line.size}) ${formatUsd(line.line_total_cents)}${line.notes ? `, note "${line.notes}"` : ''}`)
    .join('; ');
  const when = formatLocal(DateTime.fromISO(summary.at, { setZone: true }));
  const how =
    summary.fulfillment === 'pickup'
      ? `Pickup at the bakery on ${when} Central Time.`
      : `Delivery to ${summary.address} requested for ${when} Central Time; staff confirm delivery and no delivery time is promised until they do.`;
  const custom = summary.lines.some((line) => line.category === 'custom-cake') ? ' The custom cake price is a starting price, set in the consultation.' : '';
  // A number typed or said is read back, as a misheard digit would leave staff unable to call.
  const phone = summary.phoneGiven ? ` Phone: ${phoneWords(summary.phone)}.` : '';
  // "my son is allergic to walnuts" and a carrot cake on the order: said again before the yes.
  const listed = summary.allergensNamedListed.map(({ sku, allergens }) => `${summary.lines.find((line) => line.sku === sku)?.name ?? sku} lists ${allergens.join(' and ')}`);
  const named = listed.length > 0 ? ` Please note: ${listWords(listed, ' and ')}, which your allergy note names; tell me if you would like something else instead.` : '';
  const allergy = summary.hasAllergyNote ? `${named} Your allergy note goes to staff with the order.` : '';
  const holiday = summary.holiday ? ` ${formatDay(DateTime.fromISO(summary.at, { setZone: true }).setZone(BAKERY_ZONE).toISODate() as string)} is ${summary.holiday}, when our hours may vary, and no special hours are set for it yet.` : '';
  const review = summary.needsApproval ? ' Staff will review the order before it is confirmed.' : '';
  return `Here is your order: ${lines}. Estimated total ${formatUsd(summary.totalCents)}.${custom} ${how} Name: ${summary.name}.${phone}${holiday}${allergy}${review} Reply YES to place it, or tell me what to change.`;
}

export function statusText(status: OrderStatusView | null, orderId: string): string {
  if (!status) return `I could not find an order with the id ${orderId}. Please check the id in your confirmation message.`;
  const items = status.items.map((item) => `${item.qty} x ${item.name}`).join(', ');
  const when = status.datetime ? ` ${status.fulfillment === 'delivery' ? 'Delivery requested for' : 'Pickup on'} ${formatLocal(DateTime.fromISO(status.datetime))} Central Time.` : '';
  const total = status.estimated_total_usd !== null ? ` Estimated total ${formatUsd(toCents(status.estimated_total_usd))}.` : '';
  return `Order ${status.order_id}: ${status.note}${when} Items: ${items}.${total}`;
}
