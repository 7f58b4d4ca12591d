import { DateTime } from 'luxon';
import type { Catalog, Product } from '../../catalog/catalog-schema.js';
import { AppError } from '../../errors.js';
import { BAKERY_ZONE, bakeryDay, formatDay, formatLocal, isDaytime } from '../../orders/business-time.js';
import { formatUsd } from '../../orders/money.js';
import type { Act, ProductLine } from '../acts.js';
import * as say from './phrases.js';

// Acts into English messages. Sentences of one turn go into one message; the core's
// confirmation_text is always a message of its own, word for word.

export type RenderContext = { catalog: Catalog; now: DateTime };

/** One message to send, with the acts it says (a channel may add buttons for them). */
export type RenderedMessage = { text: string; acts: Act[] };

export function renderEnglish(acts: readonly Act[], ctx: RenderContext): RenderedMessage[] {
  const messages: RenderedMessage[] = [];
  let current: { parts: string[]; acts: Act[] } = { parts: [], acts: [] };
  const flush = () => {
    if (current.parts.length > 0) messages.push({ text: current.parts.join(' '), acts: current.acts });
    current = { parts: [], acts: [] };
  };
  const alone = acts.length === 1;
  for (const act of acts) {
    if (act.type === 'placed' || act.type === 'not_placed') {
      flush();
      messages.push({ text: act.result.confirmation_text, acts: [act] });
      continue;
    }
    // Two acts may carry the same sentence (the allergy disclaimer, the opening hours): said once.
    const text = withoutRepeats(sentence(act, ctx, alone), current.parts);
    if (!text) continue;
    current.parts.push(text);
    current.acts.push(act);
  }
  flush();
  return messages;
}

function withoutRepeats(text: string, said: readonly string[]): string {
  if (!text || said.length === 0) return text;
  const before = new Set(said.flatMap(sentencesOf));
  return sentencesOf(text)
    .filter((part) => part.length < 25 || !before.has(part))
    .join(' ');
}

const sentencesOf = (text: string): string[] => text.split(/(?<=[.?!])\s+(?=[A-Z(])/);

const product = (ctx: RenderContext, sku: string): Product | undefined => ctx.catalog.products.find((p) => p.id === sku);
const products = (ctx: RenderContext, skus: readonly string[]): Product[] => skus.map((sku) => product(ctx, sku)).filter((p): p is Product => p !== undefined);
const nameOf = (ctx: RenderContext, sku: string) => product(ctx, sku)?.name ?? sku;

function linesText(ctx: RenderContext, lines: ProductLine[]): string {
  return say.listWords(lines.flatMap((line) => {
    const p = product(ctx, line.sku);
    return p ? [say.lineText(p, line.qty, line.size, line.sizeOpen)] : [];
  }));
}

function sentence(act: Act, ctx: RenderContext, alone: boolean): string {
  switch (act.type) {
    case 'greet':
      return alone ? say.GREETING_ALONE : say.GREETING;
    case 'help':
      return say.HELP_TEXT;
    case 'thanks':
      return "You're welcome!";
    case 'compliment_thanks':
      return 'Thank you, that is kind of you to say!';
    case 'not_placed_yet':
      return 'It is not placed yet.';
    case 'occasion_heard':
      return act.offerWriting ? 'How lovely! If you would like writing on the cake, tell me the words.' : 'How lovely!';
    case 'share_total_differs':
      return `That makes ${act.inAll} slices in all, not ${act.asked}; tell me if you would like other counts.`;
    case 'ready_when_placed': {
      const at = formatLocal(DateTime.fromISO(act.at).setZone(BAKERY_ZONE));
      return act.later ? `The order is down for pickup on ${at}; tell me if you need it earlier.` : `Once you place it, it will be ready for pickup on ${at}.`;
    }
    case 'question_dropped':
      return 'No problem.';
    case 'no_allergy':
      return 'Thanks, no allergies noted.';
    case 'question_invited':
      return 'Of course. What would you like to know?';
    case 'take_your_time':
      return "Sure, take your time. I'll be here when you're ready.";
    case 'still_here':
      // "anyone there??" at 2 AM: an automated assistant answers, and no one at the bakery is up.
      return isDaytime(ctx.now)
        ? "Yes, I'm here: the bakery's automated ordering assistant."
        : "Yes, I'm here: the bakery's automated ordering assistant. The bakery is closed now; orders placed at night are confirmed by staff once the bakery opens.";
    case 'farewell':
      return act.draftOpen ? 'Your order is not placed yet; message me any time to finish it. Goodbye!' : 'Thank you, goodbye!';
    case 'ask_slot':
      return askText(act, ctx);
    case 'offer_choices':
      return offerText(act, ctx);
    case 'items_added': {
      const lines = linesText(ctx, act.lines);
      return lines ? `Got it: ${lines}.` : '';
    }
    case 'item_changed': {
      const lines = linesText(ctx, act.lines);
      return lines ? `Okay, that is now ${lines}.` : '';
    }
    case 'change_undone':
      return `No problem, back to ${linesText(ctx, act.lines)}.`;
    case 'items_removed':
      return act.skus.length ? `Okay, I have taken the ${say.listWords([...new Set(act.skus)].map((sku) => nameOf(ctx, sku)))} off the order.` : 'That was not on the order.';
    case 'note_added':
      return `I will write "${act.note}" on the ${nameOf(ctx, act.sku)}.`;
    case 'design_noted':
      return `Noted for the ${nameOf(ctx, act.sku)}: ${act.details}. Staff go over the design with you when they approve it.`;
    case 'slices_today':
      return `If it is for today, we sell ${say.listWords(act.skus.flatMap((sku) => { const slice = product(ctx, sku); return slice ? [`${slice.name} (${say.priceOf(slice)} each)`] : []; }), ', ')} in the bakery today, no notice needed; tell me how many if you would like slices instead.`;
    case 'count_or_time':
      return `Did you mean ${act.count} x ${nameOf(ctx, act.sku)}, or the pickup time changed to ${DateTime.fromISO(act.at).setZone(BAKERY_ZONE).toFormat('h:mm a')}?`;
    case 'details_noted':
      return `Noted for staff on the ${nameOf(ctx, act.sku)}: ${act.details}.`;
    case 'note_kept':
      return `I can write "${act.note}" on a whole cake or a custom cake (not on slices).`;
    case 'note_needs_cake':
      return `Messages go on whole or custom cakes, not on slices. Which cake would you like "${act.note}" on?`;
    case 'quantity_capped': {
      const p = product(ctx, act.sku);
      if (!p) return '';
      if (act.ask) return `One order can hold at most ${act.kept} of ${p.name}. For more, ask for a person and staff will help.`;
      return `One order can hold at most ${act.kept} of ${p.name}, so I have put down ${act.kept}, not ${act.wanted}. For more, ask for a person and staff will help.`;
    }
    case 'size_not_offered': {
      const p = product(ctx, act.sku);
      if (!p) return '';
      return act.asked ? `${p.name} comes in ${p.sizes.join(' or ')} only, not ${act.wanted}.` : `${p.name} comes in ${p.sizes.join(' or ')} only, not ${act.wanted}; I have noted ${act.kept ?? p.sizes[0]}.`;
    }
    case 'unavailable':
      return `Sorry, ${nameOf(ctx, act.sku)} is not available right now.`;
    case 'notice_needed':
      return say.noticeNeeded(act.hours, act.earliest);
    case 'running_total':
      return `So far: ${act.lines.map((line) => `${line.qty} x ${nameOf(ctx, line.sku)}${line.size ? ` (${line.size})` : ''} ${formatUsd(line.cents)}`).join('; ')}. Estimated total ${formatUsd(act.totalCents)}.`;
    case 'opens_then':
      return `We are closed right now and open at ${DateTime.fromISO(act.at).setZone(BAKERY_ZONE).toFormat('h:mm a')}, so I have it down for then.`;
    case 'closes_tonight':
      return `We close at ${DateTime.fromISO(act.at).setZone(BAKERY_ZONE).toFormat('h:mm a')} tonight, so that is too late for today. You can come before then, or another day.`;
    case 'answer_date':
      return `${act.today ? 'Today is ' : ''}${DateTime.fromISO(act.date).toFormat('cccc, LLLL d, yyyy')}.`;
    case 'answer_earliest':
      return act.items.map((item) => `Ordered now, the earliest a ${act.kind === 'whole-cake' ? 'whole cake' : act.kind === 'custom-cake' ? 'custom cake' : nameOf(ctx, item.sku)} can be ready is ${formatLocal(DateTime.fromISO(item.at).setZone(BAKERY_ZONE))}.`).join(' ') + (act.inTime ? ` ${inTimeText(act.inTime)}` : '');
    case 'refuse_beverage':
      return say.DRINKS_TEXT;
    case 'allergy_noted':
      return say.allergyNoted(ctx.catalog, act.orderStarted);
    case 'handoff':
      if (act.reason === 'allergy_after_placing' && act.orderId) return say.allergyAfterPlacing(act.orderId, ctx.catalog);
      if (act.reason === 'complaint' && act.allergy) return `I am so sorry to hear about the allergic reaction. I have passed what you told me to a member of our staff, who will get in touch with you about it. ${act.hasPhone ? 'They will reply as soon as they can.' : 'Please send me a phone number they can call you on.'}`;
      if (act.reason === 'complaint') return `I am sorry to hear that. I have asked a member of our staff to get in touch with you about it. ${act.hasPhone ? 'They will reply as soon as they can.' : 'Please send me a phone number they can call you on.'}`;
      if (act.reason === 'change_placed') return `Your order ${act.orderId} is already placed, so I cannot change it here. I have asked staff to help you change it. ${act.hasPhone ? 'They will be in touch soon.' : 'Please send me a phone number they can call you on.'}`;
      if (act.reason === 'earlier_order') return `${act.allergy ? 'Thank you for telling me about the allergy. ' : ''}I cannot see or change an order placed earlier from here, so I have asked a member of our staff to help you with ${act.orderId ? `order ${act.orderId}` : 'it'}. ${act.orderId ? '' : 'If you have the order number (it starts with ord_), please send it. '}${act.hasPhone ? 'They will be in touch soon.' : `Please ${act.orderId ? '' : 'also '}send me a phone number they can call you on.`}`;
      if (act.reason === 'arriving') return `Thanks for letting us know. I have passed your message to our staff at the bakery${act.orderId ? ` with order ${act.orderId}` : ''}.`;
      if (act.reason === 'cancel_placed') return `Your order ${act.orderId} is already placed, so I have asked staff to help you cancel it. ${act.hasPhone ? 'They will be in touch soon.' : 'Please send me a phone number they can call you on.'}`;
      return act.hasPhone ? say.PERSON_TEXT : say.PERSON_TEXT_NO_PHONE;
    case 'answer_allergens':
      return `${act.vegan ? 'Our menu does not list any cake as vegan. ' : ''}${say.allergenText(products(ctx, act.skus), ctx.catalog, act.everything ?? false, act.concerns ?? [])}`;
    case 'answer_products': {
      // "do you do wedding cakes? 3 tiers": no "Yes, we have it" before saying tiers are not listed.
      const text = say.productsText(products(ctx, act.skus), act.tiers && act.asked === 'have' ? 'price' : act.asked, act.counted ?? [], act.compare ?? false, act.today ?? false, act.stock ?? false);
      return act.tiers ? `${text} ${say.TIERS_NOT_LISTED}` : text;
    }
    case 'invite_order':
      return 'Would you like to order?';
    case 'answer_menu':
      return act.category ? `${say.categoryText(ctx.catalog, act.category)} What would you like?` : `${say.menuText(ctx.catalog)} What would you like to order?`;
    case 'answer_hours':
      return `${act.at ? `${say.visitText(act.at, act.specialHours)} ` : ''}${act.now ? `${say.openNowText(act.now, bakeryDay(ctx.now), act.specialHours)} ` : ''}${say.hoursText(act.closedDays, bakeryDay(ctx.now), act.specialHours, act.day ?? null)}${act.paused ? ` ${say.pausedText(act.paused.resumeAt)}` : ''}`;
    case 'ordering_paused':
      return say.pausedText(act.resumeAt);
    case 'answer_status':
      return say.statusText(act.status, act.orderId);
    case 'price_policy':
      return say.PRICE_POLICY;
    case 'delivery_policy':
      return act.slices ? `${say.DELIVERY_POLICY} ${say.SLICES_NOT_DELIVERED}` : say.DELIVERY_POLICY;
    case 'custom_for_changes': {
      const custom = product(ctx, act.sku);
      return custom ? `Our cakes are made as on the menu, so a cake ${/^(with|decorated)\b/.test(act.phrase) ? act.phrase : `with ${act.phrase}`} would be a custom cake: ${say.optionLabel(custom)}, with ${custom.lead_time_hours} hours' notice, and staff approve it.` : say.CANNOT_HELP;
    }
    case 'no_order_history':
      return say.NO_ORDER_HISTORY;
    case 'writing_policy': {
      const custom = ctx.catalog.products.find((p) => p.category === 'custom-cake' && p.available);
      const customText = custom ? ` A photo, a logo or a design of your own makes it a custom cake: ${say.optionLabel(custom)}, with ${custom.lead_time_hours} hours' notice, and staff approve it.` : '';
      return `Yes: we can write a short message on any whole cake from the menu or on a custom cake (not on slices). Tell me which cake and the words you would like.${customText}`;
    }
    case 'same_as_placed':
      return `This is the same as order ${act.orderId}, which you have just placed. Reply YES only if you want a second, separate order.`;
    case 'answer_notifications':
      return say.notificationsAnswer(act.channel);
    case 'photo_policy':
      return "I cannot receive photos in this chat. Describe the design in words (colours, theme, decorations, any writing) and I will put it on the custom cake order; staff go over the design with you in the custom cake's consultation.";
    case 'day_mismatch':
      return say.dayMismatch(act.date, act.saidWeekday);
    case 'date_passed':
      return say.datePassed(act.date);
    case 'name_noted':
      return `Thanks, ${act.name}.`;
    case 'tomorrow_after_midnight':
      return say.tomorrowAfterMidnight(act.date, act.other);
    case 'other_day_meant':
      return say.otherDayMeant(act.said, act.date, act.other);
    case 'time_changed':
      return `Okay, ${formatLocal(DateTime.fromISO(act.at).setZone(BAKERY_ZONE))} then.`;
    case 'time_taken_tomorrow':
      return act.asap
        ? `The soonest I can put down is tomorrow, ${formatLocal(DateTime.fromISO(act.at).setZone(BAKERY_ZONE))}, when we are next open. Tell me if you would like another time.`
        : act.closing
          ? `We close before then today, so I have it for tomorrow, ${formatLocal(DateTime.fromISO(act.at).setZone(BAKERY_ZONE))}. If you can come in before closing tonight, tell me the time.`
          : `That time has passed for today, so I have it for tomorrow, ${formatLocal(DateTime.fromISO(act.at).setZone(BAKERY_ZONE))}. Tell me if you meant another day or time.`;
    case 'weekday_taken_next_week': {
      const at = DateTime.fromISO(act.at, { zone: BAKERY_ZONE });
      const when = act.at.includes('T') ? formatLocal(at) : formatDay(act.at);
      return `Today is ${at.toFormat('cccc')}, so I have it for next week: ${when}. Tell me if you meant another day.`;
    }
    case 'phone_refused':
      if (act.known) return 'No need to send one: I have the number you are messaging from, and staff use it only to reach you about this order.';
      if (act.again) return 'No problem. Without a phone number I cannot place the order here; you are welcome to order by calling or visiting the bakery instead.';
      return 'I understand. I can only place an order with a phone number: staff use it only to reach you about this order. If you would rather not share it here, you are welcome to order by calling or visiting the bakery. Your order stays here in case you change your mind: just send the number.';
    case 'answer_phone':
      return act.known
        ? 'I already have your number from this conversation, so there is no need to send it. Staff use it only to reach you about this order.'
        : 'I need a phone number for the order: staff use it only to reach you about this order.';
    case 'note_removed':
      return `Okay, no writing on the ${nameOf(ctx, act.sku)}.`;
    case 'upset_heard':
      return 'I am sorry this has been frustrating. I am the bakery\'s automated assistant: I can take a cake order or answer questions about our cakes, prices and hours. To reach a member of staff, say "talk to a person".';
    case 'answer_name':
      return 'The name goes on the order so staff hand it to the right person; a first name is fine.';
    case 'choice_declined':
      return 'No problem, I have not added any of those.';
    case 'draft_restored':
      return 'No problem, I have put your order back as it was.';
    case 'no_such_date':
      return say.noSuchDate(act.month, act.day);
    case 'answer_notice':
      return say.noticeText(ctx.catalog);
    case 'answer_servings':
      return say.servingsText(products(ctx, act.skus), act.people);
    case 'closed_for_today':
      return 'We have closed for today, so it cannot be today.';
    case 'inches_not_offered': {
      const said = act.skus.map((sku) => { const product = ctx.catalog.products.find((p) => p.id === sku); return product ? `We make the ${product.name} in ${product.sizes.join(' or ')} only, not ${act.inches}-inch.` : ''; }).join(' ');
      // "a 10 inch chocolate fudge cake?": a custom cake can be that size, which is said.
      const custom = ctx.catalog.products.find((p) => p.category === 'custom-cake' && p.available && p.sizes.includes(`${act.inches}-inch` as never) && !act.skus.includes(p.id));
      return custom ? `${said} A ${act.inches}-inch ${custom.name} starts at ${say.priceOf(custom, `${act.inches}-inch` as never)}, with ${custom.lead_time_hours} hours' notice and staff approval.` : said;
    }
    case 'placed_kept':
      return `Your order ${act.orderId} is placed and stays as it is. If you want to change something, tell me what; to cancel it, say "cancel my order". Either way I will ask staff to help.`;
    case 'already_placed':
      return `Your order ${act.orderId} is already placed; nothing more is needed. If you want something else, just tell me.`;
    case 'no_free_claim':
      return `We never write "${act.said}" or anything like it: our cakes are made in a facility that handles nuts, dairy, eggs, wheat and soy, so no cake or box is labelled free of an allergen. Staff will see your allergy note.`;
    case 'other_time_taken':
      return `${formatLocal(DateTime.fromISO(act.refused).setZone(BAKERY_ZONE))} is outside our hours, so I have put down the other time you gave.`;
    case 'i_am_automated':
      return say.I_AM_AUTOMATED;
    case 'english_only':
      return say.ENGLISH_ONLY;
    case 'private_data':
      return "I cannot share other customers' orders or details, nor how I am set up. I can look up an order of your own by its order id (it starts with ord_), or take a new order.";
    case 'place_unknown':
      return 'Sorry, I cannot help with our address, parking, seating or wifi here: I do not have those details, so I will not guess. Say "talk to a person" and a member of staff will get in touch.';
    case 'whole_cakes_only':
      return 'We sell our cakes whole or by the slice, not by the half; I have put down a whole cake (tell me if you would rather have slices).';
    case 'cakes_described':
      return act.ranked ? 'I do not rank our cakes, so here is what each one is like, from the menu:' : 'Here is what each one is like, from the menu:';
    case 'no_ratings':
      return say.NO_RATINGS;
    case 'payment_policy':
      return say.PAYMENT_POLICY;
    case 'dietary_unknown':
      return act.asked ? `Our menu does not say anything about "${act.asked}" for our cakes, so I cannot say either way. If you would like, say "talk to a person" and a member of staff will get in touch.` : say.DIETARY_UNKNOWN;
    case 'cannot_help':
      return say.CANNOT_HELP;
    case 'not_on_menu':
      if (act.others?.length) return `Sorry, we do not have ${say.orWords([act.phrase, ...act.others])} on our menu. We make whole cakes, cake slices and custom cakes; say MENU to see them.`;
      return `Sorry, we do not have "${act.phrase}" on our menu.`;
    case 'separate_order':
      return act.at
        ? `Order ${act.orderId} is already placed and cannot be changed here, so this will be a separate order, for the same time, ${formatLocal(DateTime.fromISO(act.at).setZone(BAKERY_ZONE))}, unless you tell me another (or say "talk to a person" and staff can help).`
        : `Order ${act.orderId} is already placed and cannot be changed here, so this will be a separate order (or say "talk to a person" and staff can help).`;
    case 'slices_pickup_only':
      return say.SLICES_IN_STORE_ONLY;
    case 'two_orders':
      if (act.delivered) return `Slices are picked up at the bakery and one order is either picked up or delivered, so I will make this two orders: this one, the slices for pickup, first, then ${linesText(ctx, act.later)} delivered ${say.whenWords(act.at, act.day)} as a second order right after.`;
      return `One order holds one pickup time, so I will make this two separate orders: this one first, then ${linesText(ctx, act.later)} ${say.whenWords(act.at, act.day)} as a second order right after. (Or say "one order" to have everything at the same time.)`;
    case 'later_order_changed':
      return `Okay, the second order is now ${linesText(ctx, act.later)} ${say.whenWords(act.at, act.day)}.`;
    case 'one_order':
      return 'Okay, everything on one order.';
    case 'next_order':
      return 'Now your second order.';
    case 'order_problem':
      return problemText(act.rejection, act.soonestAsked === true);
    case 'summary':
      return say.summaryText(act.summary);
    case 'placed':
    case 'not_placed':
      return act.result.confirmation_text;
    case 'ask_change':
      return say.ASK_CHANGE;
    case 'cancelled':
      if (act.what === 'draft' && act.placed) return `Okay, I have dropped the order I was taking; it was not placed.${act.placed.stands ? ` Your order ${act.placed.orderId}, placed earlier, still stands.` : ''}`;
      return act.what === 'draft' ? 'Okay, I have cancelled that order. Nothing was placed.' : 'There is no order in progress to cancel.';
    case 'restarted':
      return "Okay, let's start over.";
    case 'not_understood':
      return notUnderstoodText(act.expected);
    case 'invalid_phone':
      return act.email ? 'I cannot use an email address here: staff reach you by phone about the order. Please send a phone number with the area code, for example 512 555 0100.' : say.INVALID_PHONE;
  }
}

function askText(act: Extract<Act, { type: 'ask_slot' }>, ctx: RenderContext): string {
  switch (act.slot) {
    case 'items':
      return say.ASK_ITEMS;
    case 'quantity': {
      if (act.share) {
        const shared = products(ctx, act.share.skus);
        return say.askShare(act.share.total, shared.every((p) => p.category === 'slice') ? 'slices' : 'cakes', shared.map((p) => p.name));
      }
      const product = act.sku ? products(ctx, [act.sku])[0] : undefined;
      const asked = product ? say.askQuantity(product.name) : say.ASK_QUANTITY;
      return act.again ? `${asked} ${say.COUNT_EXAMPLE}` : asked;
    }
    case 'datetime':
      return act.proposed ? say.askProposed(act.proposed) : act.part ? say.askWhenInPart(act.part) : say.ASK_WHEN;
    case 'time':
      return act.day ? say.askTime(act.day, act.part) : act.part ? say.askWhenInPart(act.part) : say.ASK_WHEN;
    case 'size': {
      const product = act.sku ? products(ctx, [act.sku])[0] : undefined;
      return product ? say.askSize(product) : say.ASK_QUANTITY;
    }
    case 'fulfillment':
      return say.ASK_FULFILLMENT;
    case 'pickup_only':
      return say.SLICES_IN_STORE_ONLY;
    case 'address':
      return say.ASK_ADDRESS;
    case 'name':
      return say.ASK_NAME;
    case 'phone':
      return say.ASK_PHONE;
    case 'order_id':
      return say.ASK_ORDER_ID;
  }
}

function offerText(act: Extract<Act, { type: 'offer_choices' }>, ctx: RenderContext): string {
  const options = products(ctx, act.skus);
  const listed = options.map((p, i) => `${i + 1}) ${say.optionLabel(p)}`).join('; ');
  const count = act.qty && act.qty > 1 ? ` (${act.qty})` : '';
  switch (act.reason) {
    case 'unknown': {
      // "a unicorn cake", "a spiderman cake": a cake we can make to order, said so first.
      const custom = act.madeToOrder ? options.find((p) => p.category === 'custom-cake') : undefined;
      const madeToOrder = custom ? `, but we can make one as a custom cake: ${say.optionLabel(custom)}, with ${custom.lead_time_hours} hours' notice, and staff approve it` : '. We make whole cakes, slices and custom cakes';
      return `Sorry, we do not have "${act.phrase}" on our menu${madeToOrder}. Would you like one of these: ${listed}? Or say MENU to see everything.`;
    }
    case 'category':
      return `Which would you like${count}: ${listed}?`;
    case 'recount':
      return `Which should be ${act.qty ?? ''}: ${options.map((p, i) => `${i + 1}) the ${p.category === 'slice' ? `${p.name}s` : `whole ${p.name}`}`).join(' or ')}${options.length === 2 ? ', or both' : ', or all of them'}?`;
    case 'writing':
      return `Which cake should I write "${act.phrase ?? ''}" on: ${options.map((p, i) => `${i + 1}) the ${p.name}`).join(' or ')}, or both?`;
    case 'swap': {
      // The product of the flavour asked for in the form of the lines offered (a slice for slices).
      const into = products(ctx, act.into ?? []);
      const target = into.find((p) => (p.category === 'slice') === (options[0]?.category === 'slice')) ?? into[0];
      const qty = act.qty ?? 1;
      const becomes = target ? (qty === 1 ? `a ${target.name}` : `${target.name}s`) : 'something else';
      return `${qty === 1 ? 'One' : qty} of which should be ${becomes} instead: ${options.map((p, i) => `${i + 1}) the ${p.category === 'slice' ? `${p.name}s` : `whole ${p.name}s`}`).join(' or ')}?`;
    }
    case 'removal':
      return `Which should I take off: ${options.map((p, i) => `${i + 1}) the ${p.category === 'slice' ? `${p.name}s` : `whole ${p.name}`}`).join(' or ')}, or both?`;
    case 'modification': {
      const [cake, custom] = options;
      if (!cake || !custom) return `Which would you like${count}: ${listed}?`;
      return `Our cakes are made as on the menu, so I cannot promise "${act.phrase}". Would you like 1) ${say.optionLabel(cake)}, as it is, or 2) a ${say.optionLabel(custom)} made your way (${custom.lead_time_hours} hours' notice, and staff approve it)?`;
    }
    default:
      return `Which would you like${count}: ${listed}?`;
  }
}

function notUnderstoodText(expected: Extract<Act, { type: 'not_understood' }>['expected']): string {
  switch (expected) {
    case 'choice':
      return 'Sorry, I did not catch which one you would like.';
    case 'datetime':
    case 'time':
      return 'Sorry, I did not catch the day and time.';
    case 'name':
      return 'Sorry, I did not catch the name.';
    case 'quantity':
      return 'Sorry, I did not catch how many.';
    case 'size':
      return 'Sorry, I did not catch the size.';
    case 'address':
      return 'Sorry, I did not catch the address.';
    case 'phone':
      // Said every time, since "why do you need my number?" is the usual reply to the question.
      return 'Sorry, I did not catch the phone number. Staff use it only to reach you about this order.';
    case 'fulfillment':
    case 'pickup_only':
      return 'Sorry, I did not catch whether you will pick it up.';
    case 'confirm':
      return 'Sorry, I did not catch that.';
    default:
      return say.NOT_UNDERSTOOD_TEXT;
  }
}

/** A rule of the core, in the customer's terms, with what happens next. */
function problemText(rejection: Extract<Act, { type: 'order_problem' }>['rejection'], soonestAsked = false): string {
  switch (rejection.code) {
    case 'insufficient_notice':
      return `${soonestAsked ? '' : 'That is too soon: '}${rejection.detail.name} needs ${rejection.detail.hours} hours' notice. The earliest we can have it ready is ${rejection.detail.earliestText} Central Time. Shall I put it down for then? Or tell me another day and time.`;
    case 'outside_business_hours':
      return rejection.detail.specialHours
        ? `That time is outside our hours: that day we are open ${rejection.detail.specialHours} Central.`
        : 'That time is outside our hours. We are usually open 8 AM to 8 PM Central, so a pickup is between 8 AM and 8 PM.';
    case 'bakery_closed':
      return say.closedDayText(rejection.detail.dayText, rejection.detail.nextOpenDayText);
    case 'kitchen_full':
      return `Sorry, we cannot take any more cake orders for ${rejection.detail.dayText}. What other day and time would work?`;
    case 'pickup_slot_full': {
      const [first, ...others] = rejection.detail.alternatives;
      if (!first) return `Sorry, pickup at ${rejection.detail.slotText} is fully booked, and that day has no other time with room. What other day and time would work?`;
      const alsoText = others.length > 0 ? ` We also have room at ${say.listWords(others.map((slot) => slot.text), ', ')}.` : '';
      return `Sorry, pickup at ${rejection.detail.slotText} is fully booked. The nearest time with room is ${first.text} Central Time.${alsoText} Shall I put it down for ${first.text}? Or tell me another time.`;
    }
    case 'datetime_in_past':
      return 'That time has already passed.';
    case 'datetime_too_far_ahead':
      return `We take orders up to ${rejection.detail.days} days ahead.`;
    case 'datetime_invalid':
    case 'datetime_nonexistent':
    case 'datetime_required':
      return 'I could not work out the time.';
    default:
      return new AppError(rejection.code, rejection.detail as never).customerMessage;
  }
}

/** "too late for tomorrow morning?" answered yes or no, after the earliest time. */
function inTimeText(inTime: NonNullable<Extract<Act, { type: 'answer_earliest' }>['inTime']>): string {
  const asked = inTime.at ? formatLocal(DateTime.fromISO(inTime.at).setZone(BAKERY_ZONE)) : `${inTime.partOfDay ? `the ${inTime.partOfDay} of ` : ''}${formatDay(inTime.day)}`;
  return inTime.fits ? `So it is not too late for ${asked}.` : `So it is too late for ${asked}, sorry.`;
}
