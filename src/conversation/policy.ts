import { DateTime } from 'luxon';
import { BAKERY_ZONE, bakeryDay, calendarOf, firstOpenMoment, hoursOn, isWithinBusinessHours, NO_CLOSED_DAYS, type OpeningRules } from '../orders/business-time.js';
import { ORDER_ID_PATTERN } from '../orders/order-id.js';
import type { Act } from './acts.js';
import { forgetDraft, hasDraft, placedLines, placedSkus } from './conversation-state.js';
import { flavorOf, flavorProducts, type MenuIndex } from './menu-index.js';
import { dayOf, type Reading } from './reading.js';
import { fold } from './text.js';
import { atLocalTime, localDayOf } from './wall-clock.js';
import { earliestReady, nextStep } from './next-step.js';
import { inTimeFor } from './in-time-for.js';
import { applyShare, flavourStem } from './draft-edits.js';
import { restoreRemoved, revertChange } from './line-changes.js';
import { answerProductQuestion } from './product-answers.js';
import { cakesFor } from './servings.js';
import { answered, changesDraft, changesSomething, has, hasOrderContent, hasPhone, namesProducts, nothingAsked, type Outcome, requestPerson, type TurnWork } from './turn-work.js';

// The conversation's policy as a table: the interrupts, in order (a request to stop or for a
// person comes before anything about the order). The question the assistant is waiting on is
// answered by slot-answers.ts. Adding an intent is one entry here.

type Interrupt = { name: string; applies: (work: TurnWork) => boolean; handle: (work: TurnWork) => Outcome };

/** "can you deliver 10 slices?": slices are named, which are never delivered. */
function asksForSlices(work: TurnWork): boolean {
  return work.reading.items.some((item) => (item.kind === 'category' ? item.category === 'slice' : item.kind === 'product' ? work.ctx.index.productsById.get(item.sku)?.category === 'slice' : false));
}

/** The products of these products' flavours, each form once: a cake and its slice are answered together. */
function everyForm(skus: string[], index: MenuIndex): string[] {
  return [...new Set(skus.flatMap((sku) => {
    const flavor = flavorOf(sku, index);
    return flavor ? flavorProducts(flavor).map((p) => p.id) : [sku];
  }))];
}

const changesEarlierOrder = (work: TurnWork) => work.reading.correction || changesSomething(work.reading);

function handOffEarlierOrder(work: TurnWork, reason: string): Outcome {
  // "order number ord_..., can I change it?": the number given goes to staff, and is not asked for again.
  const orderId = work.reading.orderId;
  work.acts.push({ type: 'handoff', reason: 'earlier_order', orderId, hasPhone: hasPhone(work) });
  work.action = { kind: 'request_person', reason: orderId ? `${reason} (${orderId})` : reason };
  if (!hasPhone(work)) work.state.awaiting = 'phone';
  return 'done';
}

/** "is the lemon ok for celiac?", "can my daughter eat the chocolate cake?": whether a cake suits someone, asked. */
/** ("can I have a chocolate cake, my son is allergic to nuts" orders one.) */
/** "does the carrot cake have cream cheese? I'm allergic", "what's in the frosting?": what is in a cake, asked. */
const INGREDIENT_ASKED = /\b(?:what'?s in|whats in|what is in|what are the ingredients|ingredients? (?:of|in|for)|does (?:it|that|this|the [a-z ]{2,30}) (?:have|contain|come with|use)|is there (?:any )?[a-z ]{2,20} in|(?:is|are) (?:it|they|the [a-z ]{2,30}) made with)\b[^.!]*\?/;
const SAFE_FOR_ASKED = /^(?:(?:hi|hey|hello|quick question)[,.!]?\s+)?(?:(?:can|could|would|will|should)\s+(?!i\b|we\b|me\b|you\b|u\b|ya\b)[^.!]*\b(?:eat|have)\b|(?:is|are|would|will)\b[^.!]*\b(?:ok|okay|safe|fine|alright|suitable|good)\s+(?:for|with)\b)[^.!]*(?:\?|$)/;

export const INTERRUPTS: Interrupt[] = [
  {
    // "oh can i add a slice, actually never mind": taken back as it was said; the order stays as it was.
    name: 'taken back at once',
    applies: (work) => work.reading.retracted === true && hasDraft(work.state) && work.screen.allergyMention === null,
    handle: (work) => {
      work.acts.push({ type: 'question_dropped' });
      nextStep(work.state, work.ctx, work.acts);
      return 'done';
    },
  },
  {
    name: 'restart',
    applies: (work) => has(work, 'restart'),
    handle: (work) => {
      // The order starts over; who it is for does not ("start a new order, same name").
      const { name, phone } = work.state.draft;
      work.state = forgetDraft(work.state);
      work.state.draft.name = name;
      work.state.draft.phone = phone;
      work.acts.push({ type: 'restarted' });
      return 'continue';
    },
  },
  {
    // Any allergy mention is kept, whatever else the message asks: on the order being made, or
    // once an order is placed and nothing new is being made, straight to staff.
    name: 'allergy',
    // "my son had an allergic reaction to your cake" is a complaint for staff, not a note on an order.
    applies: (work) => work.screen.allergyMention !== null && !(has(work, 'complaint') && work.reading.items.length === 0),
    handle: (work) => {
      const mention = work.screen.allergyMention as string;
      const draft = work.state.draft;
      draft.allergyNotes = draft.allergyNotes ? `${draft.allergyNotes}; ${mention}`.slice(0, 1000) : mention;
      const placedBefore = !hasDraft(work.state) ? work.state.lastOrderId : null;
      // "my son is allergic to walnuts, also I want 2 lemon slices": the order placed goes to staff
      // too, and the note goes on the new one.
      if (placedBefore && work.reading.items.length > 0) {
        work.acts.push({ type: 'handoff', reason: 'allergy_after_placing', orderId: placedBefore, hasPhone: hasPhone(work) });
        work.action = { kind: 'request_person', reason: `allergy reported after order ${placedBefore} was placed: "${mention.slice(0, 300)}"`, allergyNote: { orderId: placedBefore, note: mention } };
      }
      const placed = work.reading.items.length === 0 ? placedBefore : null;
      if (placed) {
        // "my daughter is allergic to walnuts, is that ok?" after carrot slices: what the menu lists for them, said too.
        const ordered = everyForm(placedSkus(work.state), work.ctx.index);
        if (ordered.length > 0) work.acts.push({ type: 'answer_allergens', skus: ordered, concerns: work.screen.allergens });
        work.acts.push({ type: 'handoff', reason: 'allergy_after_placing', orderId: placed, hasPhone: hasPhone(work) });
        work.action = { kind: 'request_person', reason: `allergy reported after order ${placed} was placed: "${mention.slice(0, 300)}"`, allergyNote: { orderId: placed, note: mention } };
        return 'done';
      }
      // "I have an order for tomorrow, my son is allergic to nuts": an order placed before this
      // conversation, which only staff can see; they get the allergy now, not with a next order.
      const orderId = work.reading.orderId;
      if (!hasDraft(work.state) && work.reading.items.length === 0 && (work.reading.aboutEarlierOrder || orderId !== null)) {
        work.acts.push({ type: 'handoff', reason: 'earlier_order', orderId, hasPhone: hasPhone(work), allergy: true });
        const reason = `allergy reported about an earlier order${orderId ? ` ${orderId}` : ''}: "${mention.slice(0, 300)}"`;
        work.action = { kind: 'request_person', reason, ...(orderId ? { allergyNote: { orderId, note: mention } } : {}) };
        return 'done';
      }
      // "is the lemon ok for celiac?", "can my celiac daughter eat the chocolate cake?": asked of a
      // cake, not an order for it; what the menu lists for it is the answer, never a sales pitch.
      const askedOf = !hasDraft(work.state) && (SAFE_FOR_ASKED.test(fold(mention)) || (INGREDIENT_ASKED.test(fold(mention)) && !has(work, 'take') && work.reading.when === null)) ? [...work.reading.items.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : [])), ...work.reading.about.skus] : [];
      if (askedOf.length > 0) {
        work.reading.items = [];
        work.acts.push({ type: 'allergy_noted', orderStarted: false });
        work.acts.push({ type: 'answer_allergens', skus: everyForm(askedOf, work.ctx.index), concerns: work.screen.allergens });
        return answered(work);
      }
      // "which cake should I get?" names a kind of cake, which starts no order.
      work.acts.push({ type: 'allergy_noted', orderStarted: hasDraft(work.state) || (namesProducts(work.reading) && !has(work, 'question')) });
      // What is on the order, or ordered in this message, said plainly, so the customer can decide:
      // never "safe". "a whole carrot cake ... my wife's allergic to tree nuts" hears the walnuts.
      const named = work.reading.items.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : []));
      const onOrder = [...work.state.draft.items.map((item) => item.sku), ...named];
      if (onOrder.length > 0 && !has(work, 'allergen_question')) {
        work.acts.push({ type: 'answer_allergens', skus: everyForm(onOrder, work.ctx.index), concerns: work.screen.allergens });
      }
      return 'continue';
    },
  },
  {
    // "wait does that have walnuts in it??" just after placing a carrot cake: the question is about
    // the order placed, which only staff can change; it goes to them as an allergy note, answered
    // for that order's cakes, as an allergy told then is.
    name: 'allergen asked of the order placed',
    applies: (work) => {
      const asked = work.screen.allergenQuestion;
      const placed = !hasDraft(work.state) ? work.state.lastOrderId : null;
      // "... does the carrot cake have nuts in it? Just curious": asked, and said to be for no allergy.
      if (!asked || !placed || work.reading.items.length > 0 || work.screen.deniesAllergy || /\b(?:just (?:curious|wondering|asking)|out of curiosity)\b/.test(fold(asked))) return false;
      const stems = new Set(placedSkus(work.state).map(flavourStem));
      return work.reading.pointsBack || work.reading.about.skus.some((sku) => stems.has(flavourStem(sku))) || /\b(?:it|that|this|them|those|my order|the order|my cake|the cake|my slices|the slices)\b/.test(fold(asked));
    },
    handle: (work) => {
      const placed = work.state.lastOrderId as string;
      const asked = work.screen.allergenQuestion as string;
      const ordered = everyForm(placedSkus(work.state), work.ctx.index);
      if (ordered.length > 0) work.acts.push({ type: 'answer_allergens', skus: ordered, concerns: work.screen.allergens });
      work.acts.push({ type: 'handoff', reason: 'allergy_after_placing', orderId: placed, hasPhone: hasPhone(work) });
      const note = `asked: "${asked}"`;
      work.action = { kind: 'request_person', reason: `allergen asked about after order ${placed} was placed: "${asked.slice(0, 300)}"`, allergyNote: { orderId: placed, note } };
      work.state.allergenAsked = null;
      return 'done';
    },
  },
  {
    // "forget it" then "no wait, I do want them": the order given up comes back, and what else the message says applies to it.
    name: 'want back',
    applies: (work) => has(work, 'want_back') && work.state.cancelledDraft !== null && !hasDraft(work.state),
    handle: (work) => {
      work.state.draft = work.state.cancelledDraft as NonNullable<typeof work.state.cancelledDraft>;
      work.state.cancelledDraft = null;
      work.acts.push({ type: 'draft_restored' });
      return 'continue';
    },
  },
  {
    // "oops" just after placing: nothing is changed or cancelled on a guess; how to do either is said.
    name: 'second thoughts',
    applies: (work) => has(work, 'second_thoughts') && !hasDraft(work.state) && work.state.lastOrderId !== null,
    handle: (work) => (work.acts.push({ type: 'placed_kept', orderId: work.state.lastOrderId as string }), 'done'),
  },
  {
    // "make it tomorrow at 9" was too soon; "never mind, keep sunday": the time the order had, again.
    name: 'agreed time kept',
    applies: (work) => Boolean(work.state.agreedTime && work.reading.keepTime && work.reading.items.length === 0 && (!work.reading.when || dayOf(work.reading.when, BAKERY_ZONE) === localDayOf(work.state.agreedTime))),
    handle: (work) => {
      const draft = work.state.draft;
      draft.datetime = work.state.agreedTime as string;
      draft.day = null;
      work.state.proposedTime = null;
      work.state.refusedTime = null;
      work.state.agreedTime = null;
      nextStep(work.state, work.ctx, work.acts);
      return 'done';
    },
  },
  {
    name: 'cancel',
    applies: (work) => has(work, 'cancel'),
    handle: (work) => {
      // "cancel my order from yesterday" while this one is made: staff cancel that one; this one goes on.
      if (work.reading.cancelsEarlierOrder && hasDraft(work.state)) {
        handOffEarlierOrder(work, 'customer wants to cancel an order placed earlier');
        if (hasPhone(work)) nextStep(work.state, work.ctx, work.acts);
        return 'done';
      }
      // "make it 2" → "never mind": the change is taken back, not the whole order.
      if (work.reading.neverMindAlone && hasDraft(work.state) && revertChange(work.state, work.acts)) return 'continue';
      // "what time do you close saturday?" → "nvm": the question is dropped, and the order goes on as it was.
      if (work.reading.neverMindAlone && hasDraft(work.state) && answeredAQuestion(work.state.lastAnswer)) {
        work.state.offer = null;
        work.acts.push({ type: 'question_dropped' });
        nextStep(work.state, work.ctx, work.acts);
        return 'done';
      }
      // "lemon please" → "whole or slice?" → "never mind": the order being chosen is given up.
      if (hasDraft(work.state) || work.state.offer?.kind === 'choose') {
        const cancelled = work.state.draft;
        const placed = work.state.lastOrderId;
        work.state = forgetDraft(work.state);
        work.state.cancelledDraft = cancelled;
        // "cancel my order" while adding to one placed here: both, the placed one by staff.
        if (placed && work.reading.cancelsEverything) {
          work.acts.push({ type: 'cancelled', what: 'draft', placed: { orderId: placed, stands: false } }, { type: 'handoff', reason: 'cancel_placed', orderId: placed, hasPhone: hasPhone(work) });
          requestPerson(work, `customer wants to cancel placed order ${placed}`);
        } else work.acts.push({ type: 'cancelled', what: 'draft', ...(placed ? { placed: { orderId: placed, stands: true } } : {}) });
      } else if (work.state.lastOrderId && work.reading.neverMindAlone) {
        // "never mind" just after placing says nothing of cancelling: the order stays, and how to
        // cancel it is said, rather than staff being asked to cancel an order on a guess.
        work.acts.push({ type: 'placed_kept', orderId: work.state.lastOrderId });
      } else if (work.state.lastOrderId) {
        const orderId = work.state.lastOrderId;
        work.acts.push({ type: 'handoff', reason: 'cancel_placed', orderId, hasPhone: hasPhone(work) });
        requestPerson(work, `customer wants to cancel placed order ${orderId}`);
      } else if (work.reading.aboutEarlierOrder) {
        return handOffEarlierOrder(work, 'customer wants to cancel an order placed earlier');
      } else if (has(work, 'thanks') || has(work, 'goodbye')) {
        // "never mind then, thanks" with nothing being ordered: a goodbye, not a cancellation.
        work.state = forgetDraft(work.state);
        work.acts.push({ type: 'farewell', draftOpen: false });
      } else {
        work.state = forgetDraft(work.state);
        work.acts.push({ type: 'cancelled', what: 'nothing' });
      }
      return 'done';
    },
  },
  {
    // "can I change the pickup time to 5?" just after placing: a placed order is changed by staff.
    name: 'change placed order',
    // "can I also order a carrot cake, a separate order under her name" is a new order, not a change.
    // "can you write happy birthday on it?" just after placing: the writing is a change to that order too.
    applies: (work) =>
      !hasDraft(work.state) &&
      // "cancel the slices" just after placing: a line taken off that order, which staff do too.
      ((work.state.lastOrderId !== null && ((changesSomething(work.reading) && (work.reading.replacesItems || !namesProducts(work.reading))) || (work.reading.notes !== null && work.reading.items.length === 0) || (work.reading.removals.length > 0 && work.reading.items.length === 0))) || has(work, 'change_placed')),
    handle: (work) => {
      // "can I change my order?" with no order placed here: one placed before, which staff look up.
      if (work.state.lastOrderId === null) return handOffEarlierOrder(work, 'customer wants to change an order placed earlier');
      const orderId = work.state.lastOrderId;
      work.acts.push({ type: 'handoff', reason: 'change_placed', orderId, hasPhone: hasPhone(work) });
      requestPerson(work, `customer wants to change placed order ${orderId}`);
      return 'done';
    },
  },
  {
    // "I ordered a lemon cake this morning and need to move it to 5", "I'm at the counter and the
    // cake I ordered isn't ready": an order this conversation cannot see; whatever is asked about
    // it, other than its status, staff answer.
    name: 'earlier order',
    // "I ordered a carrot cake earlier ... could you switch that to a red velvet instead?": the
    // product named is what the earlier order should become, which staff do.
    applies: (work) => work.reading.aboutEarlierOrder && !hasDraft(work.state) && (work.reading.items.length === 0 || (work.reading.replacesItems && work.reading.items.length === 1)) && !has(work, 'complaint') && (changesEarlierOrder(work) || (!has(work, 'status') && !has(work, 'thanks') && work.reading.orderId === null)),
    handle: (work) => handOffEarlierOrder(work, changesEarlierOrder(work) ? 'customer wants to change an order placed earlier' : 'customer asks about an order placed earlier'),
  },
  {
    // "my cake was dry", "I want a refund": a person looks into it; nothing is promised here.
    name: 'complaint',
    // "my order was late last time, so I deserve a free slice" is haggling, answered as such.
    applies: (work) => has(work, 'complaint') && !has(work, 'haggle'),
    handle: (work) => {
      work.acts.push({ type: 'handoff', reason: 'complaint', orderId: work.state.lastOrderId, hasPhone: hasPhone(work), allergy: work.screen.allergyMention !== null });
      const allergy = work.screen.allergyMention ? `, mentioning an allergy: "${work.screen.allergyMention.slice(0, 300)}"` : '';
      work.action = { kind: 'request_person', reason: `customer has a complaint about an order${allergy}` };
      // "the carrot cake last week was dry, but can I get 2 chocolate slices": the new order goes on;
      // "she had a reaction, are there nuts in it?": the allergen question is answered too.
      // "2 lemon slices at 3. also my last cake was dry": an order said with a count or a time is one.
      const ordersToo = hasOrderContent(work.reading) && (work.reading.when !== null || work.reading.items.some((item) => (item.kind === 'product' || item.kind === 'choose') && item.qty !== null && item.qty !== undefined));
      if ((work.reading.aboutEarlierOrder && hasOrderContent(work.reading)) || ordersToo || has(work, 'allergen_question')) return 'continue';
      if (!hasPhone(work) && !hasDraft(work.state)) work.state.awaiting = 'phone';
      // Asked at the read-back: a "yeah" to the handoff places nothing; the order is read back
      // again before it is, and the customer hears that it is not placed yet.
      else if (work.state.awaiting === 'confirm') {
        work.state.awaiting = null;
        work.acts.push({ type: 'not_placed_yet' });
      }
      // "my cake last week was dry" asked for the name: the order being made goes on where it was.
      else if (hasDraft(work.state)) nextStep(work.state, work.ctx, work.acts);
      return 'done';
    },
  },
  {
    // "that's the wrong number" after a read-back that showed the number given: asked again.
    name: 'wrong phone',
    applies: (work) => has(work, 'wrong_phone') && work.state.draft.phone !== null && work.reading.phone === null,
    handle: (work) => {
      work.state.draft.phone = null;
      work.acts.push({ type: 'ask_slot', slot: 'phone' });
      work.state.awaiting = 'phone';
      return 'done';
    },
  },
  {
    // "bye", "that's all, goodbye": the conversation ends here; a half-taken order is kept for later.
    name: 'goodbye',
    applies: (work) => has(work, 'goodbye') && !hasOrderContent(work.reading) && !has(work, 'yes'),
    handle: (work) => {
      work.acts.push({ type: 'farewell', draftOpen: hasDraft(work.state) });
      return 'done';
    },
  },
  {
    // "which day is the 5th?" mid-order: looked up on the calendar; the order's day stays.
    name: 'date question',
    applies: (work) => Boolean(work.reading.dateAsked),
    handle: (work) => {
      const date = work.reading.dateAsked as string;
      work.acts.push({ type: 'answer_date', date, today: date === bakeryDay(work.ctx.now) });
      return answered(work);
    },
  },
  // "are you a bot or a real person?" is answered, not taken as asking for one.
  {
    name: 'bot question',
    applies: (work) => has(work, 'bot_question'),
    handle: (work) => {
      // "hey is this the bakery?": said once what this is, not a greeting that says it too.
      work.acts = work.acts.filter((act) => act.type !== 'greet');
      work.acts.push({ type: 'i_am_automated' });
      // "is this the cake place?": a cake named as what the bakery is, not one ordered.
      work.reading.items = work.reading.items.filter((item) => item.kind !== 'category' || item.qty !== null);
      return hasOrderContent(work.reading) ? 'continue' : answered(work);
    },
  },
  // "je voudrais un gâteau": said plainly that only English is read; English words in it still count.
  { name: 'not english', applies: (work) => has(work, 'not_english'), handle: (work) => (work.acts.push({ type: 'english_only' }), namesProducts(work.reading) ? 'continue' : 'answered') },
  {
    name: 'person',
    applies: (work) => has(work, 'person'),
    handle: (work) => {
      work.acts.push({ type: 'handoff', reason: 'asked', orderId: work.state.lastOrderId, hasPhone: hasPhone(work) });
      work.action = { kind: 'request_person', reason: 'customer asked for a person' };
      // Without a number staff cannot call back: the next message is read as one.
      if (!hasPhone(work) && !hasDraft(work.state)) work.state.awaiting = 'phone';
      // Asked at the read-back: a "yeah" to the handoff places nothing; the order is read back
      // again before it is, and the customer hears that it is not placed yet.
      else if (work.state.awaiting === 'confirm') {
        work.state.awaiting = null;
        work.acts.push({ type: 'not_placed_yet' });
      }
      return 'done';
    },
  },
  {
    // "running 10 min late for pickup", "I'm here to pick up my order": staff at the counter hear of it.
    name: 'arriving',
    applies: (work) => has(work, 'arriving') && !hasDraft(work.state) && work.reading.items.length === 0 && work.reading.when === null,
    handle: (work) => {
      work.acts.push({ type: 'handoff', reason: 'arriving', orderId: work.state.lastOrderId, hasPhone: hasPhone(work) });
      work.action = { kind: 'request_person', reason: 'customer says they are running late for, or have arrived for, a pickup' };
      return 'done';
    },
  },
  {
    name: 'upset',
    applies: (work) => has(work, 'upset') && !has(work, 'complaint') && !has(work, 'person') && !hasOrderContent(work.reading),
    handle: (work) => (work.acts.push({ type: 'upset_heard' }), hasDraft(work.state) ? 'continue' : 'done'),
  },
  {
    name: 'status',
    applies: (work) => (has(work, 'status') || work.reading.orderId !== null) && !namesProducts(work.reading),
    handle: (work) => {
      // "is my cake ready" names no product to order.
      work.reading.items = [];
      // "is it confirmed?" at the read-back: not yet; the order is read back to be placed.
      if (hasDraft(work.state) && work.reading.orderId === null && work.state.awaiting === 'confirm') {
        work.acts.push({ type: 'not_placed_yet' });
        // "will it be ready by 2?": by when, once placed.
        const ready = work.reading.when ? readyWhenPlaced(work) : null;
        if (ready) work.acts.push(ready);
        nextStep(work.state, work.ctx, work.acts);
        return 'done';
      }
      const orderId = work.reading.orderId ?? work.state.lastOrderId;
      if (!orderId) {
        work.state.awaiting = 'order_id';
        work.acts.push({ type: 'ask_slot', slot: 'order_id' });
        return 'done';
      }
      // A malformed id names no order: said at once, without asking the database.
      if (!ORDER_ID_PATTERN.test(orderId)) work.acts.push({ type: 'answer_status', orderId, status: null });
      else work.action = { kind: 'order_status', orderId };
      if (work.state.awaiting === 'order_id') work.state.awaiting = null;
      // "check ord_x and how much is a carrot slice": the other question is answered too.
      return ['price_question', 'have_question', 'allergen_question', 'hours', 'menu'].some((intent) => work.reading.intents.has(intent as never)) ? 'continue' : 'answered';
    },
  },
  {
    // "same again for sunday" after placing: the lines of the order just placed, for the time said now.
    name: 'same again',
    applies: (work) => has(work, 'repeat_order') && !hasDraft(work.state) && work.state.lastPlacedKey !== null && work.reading.items.length === 0,
    handle: (work) => {
      const lines = placedLines(work.state);
      work.state.draft.items = lines;
      // Picked up like the first; a delivery's address is asked again (the key does not hold it).
      if (work.state.lastPlacedKey?.endsWith('|pickup')) work.state.draft.fulfillment = 'pickup';
      if (lines.length > 0) work.acts.push({ type: 'items_added', lines: lines.map(({ sku, qty, size }) => ({ sku, qty, size })) });
      return 'continue';
    },
  },
  {
    // "can I change the time?" at the read-back: the time is asked for; "something's wrong": what to change.
    name: 'change asked',
    applies: (work) => work.reading.changeAsked !== null && hasDraft(work.state),
    handle: (work) => {
      const slot = work.reading.changeAsked;
      // Asked the phone on a phone channel, which knows it already: asked what to change instead.
      if (slot === 'something' || slot === null || (slot === 'phone' && work.ctx.phone)) {
        work.state.awaiting = 'confirm';
        work.acts.push({ type: 'ask_change' });
      } else {
        work.state.awaiting = slot;
        work.acts.push({ type: 'ask_slot', slot });
      }
      return 'done';
    },
  },
  {
    // "I have a question": asked what it is; an order being made waits as it is.
    name: 'question coming',
    applies: (work) => has(work, 'question_coming') && !hasOrderContent(work.reading),
    handle: (work) => (work.acts.push({ type: 'question_invited' }), 'done'),
  },
  {
    // "hold on", "give me 10 min to decide": the order and the question it waits on stay as they are.
    name: 'customer needs a moment',
    applies: (work) => has(work, 'wait') && !hasOrderContent(work.reading) && work.reading.removals.length === 0,
    handle: (work) => (work.acts.push({ type: 'take_your_time' }), 'done'),
  },
  {
    // "still there?": yes, and the question the order waits on, or what they would like.
    name: 'still there',
    applies: (work) => has(work, 'still_there') && !hasOrderContent(work.reading),
    handle: (work) => {
      work.acts.push({ type: 'still_here' });
      if (hasDraft(work.state) || work.state.offer?.kind === 'choose') nextStep(work.state, work.ctx, work.acts);
      else {
        work.acts.push({ type: 'ask_slot', slot: 'items' });
        work.state.awaiting = 'items';
      }
      return 'done';
    },
  },
  // "omg i love ur cakes": thanked; whatever else the message says goes on.
  { name: 'compliment', applies: (work) => has(work, 'compliment'), handle: (work) => (work.acts.push({ type: 'compliment_thanks' }), 'continue') },
  {
    // "sorry, say that again?", "what day was that?": the pending question, or the order read back, again; nothing was misheard.
    name: 'repeat',
    applies: (work) => has(work, 'repeat') && !hasOrderContent(work.reading) && !work.reading.when && (hasDraft(work.state) || work.state.offer?.kind === 'choose' || work.state.lastAnswer !== null),
    handle: (work) => {
      if (hasDraft(work.state) || work.state.offer?.kind === 'choose') nextStep(work.state, work.ctx, work.acts);
      else work.acts.push(...(work.state.lastAnswer ?? []));
      return 'done';
    },
  },
  { name: 'help', applies: (work) => has(work, 'help'), handle: (work) => (work.acts.push({ type: 'help' }), 'answered') },
  // Said alongside whatever else the message asks, so they come before the questions that answer it.
  {
    name: 'payment question',
    applies: (work) => has(work, 'payment_question'),
    handle: (work) => {
      work.acts.push({ type: 'payment_policy' });
      // "can I pay when I pick up?" just after placing: answered, and no new order is asked for.
      return work.state.lastOrderId && work.state.draft.items.length === 0 && work.reading.items.length === 0 && !work.reading.when ? 'answered' : 'continue';
    },
  },
  // "where are you located?", "is there parking?": not known here, so not guessed; the order goes on.
  {
    name: 'place question',
    applies: (work) => has(work, 'place_question'),
    handle: (work) => {
      work.acts.push({ type: 'place_unknown' });
      // "places to sit down inside": the place asked about is no product we lack.
      work.reading.items = work.reading.items.filter((item) => item.kind !== 'unknown');
      work.reading.about = { ...work.reading.about, unknown: null };
      return hasOrderContent(work.reading) ? 'continue' : answered(work);
    },
  },
  // "will u text me when its ready?": what the customer will hear, and where; the order goes on.
  { name: 'notify question', applies: (work) => has(work, 'notify_question'), handle: (work) => (work.acts.push({ type: 'answer_notifications', channel: work.ctx.channel }), hasOrderContent(work.reading) ? 'continue' : answered(work)) },
  {
    // "can I send you a photo of the design?": said plainly; a cake ordered with it goes on.
    name: 'photo question',
    applies: (work) => has(work, 'photo_question'),
    handle: (work) => {
      work.acts.push({ type: 'photo_policy' });
      work.reading.items = work.reading.items.filter((item) => item.kind !== 'unknown');
      return work.reading.items.length > 0 || work.reading.when !== null ? 'continue' : answered(work);
    },
  },
  {
    // "can you write a message on a regular cake?": said plainly; words given ("write Happy Birthday") are a note instead.
    name: 'writing question',
    applies: (work) => has(work, 'writing_question') && work.reading.notes === null,
    handle: (work) => (work.acts.push({ type: 'writing_policy' }), answered(work)),
  },
  // "how many stars do you have?": none are made up; the menu still answers "your best rated cake?".
  // "what's good?", "nothing chocolate": the cakes are described next; said first what this is.
  {
    name: 'unsure',
    applies: (work) => work.reading.unsure !== null,
    handle: (work) => (work.acts.push({ type: 'cakes_described', ranked: work.reading.unsure?.ranked ?? false }), 'continue'),
  },
  {
    name: 'ratings',
    applies: (work) => has(work, 'ratings_question'),
    handle: (work) => {
      work.acts.push({ type: 'no_ratings' });
      if (['price_question', 'have_question', 'describe_question'].some((intent) => has(work, intent as never))) return 'continue';
      // "is your carrot cake any good?": no rating, but what the menu says of it.
      const skus = work.reading.about.skus;
      if (skus.length > 0) {
        work.acts.push({ type: 'answer_products', skus, asked: 'about' });
        return answered(work);
      }
      return has(work, 'menu') ? 'continue' : answered(work);
    },
  },
  { name: 'off topic', applies: (work) => has(work, 'off_topic') && !has(work, 'place_question'), handle: (work) => (work.acts.push({ type: 'cannot_help' }), answered(work)) },
  { name: 'haggle', applies: (work) => has(work, 'haggle'), handle: (work) => (work.acts.push({ type: 'price_policy' }), 'continue') },
  { name: 'delivery promise', applies: (work) => has(work, 'delivery_promise'), handle: (work) => (work.acts.push(readyWhenPlaced(work) ?? { type: 'delivery_policy', slices: asksForSlices(work) }), 'continue') },
  // "Sam Latte", the name asked for: a name, whatever its words also mean; no drink is refused.
  { name: 'drink', applies: (work) => work.screen.mentionsDrink && !(work.state.awaiting === 'name' && work.reading.name !== null && work.reading.items.length === 0), handle: (work) => (work.acts.push({ type: 'refuse_beverage' }), 'continue') },
  // "is the chocolate cake halal?": the catalog does not say, so nothing is claimed either way.
  { name: 'dietary question', applies: (work) => has(work, 'dietary_question') && !has(work, 'allergen_question'), handle: (work) => (work.acts.push({ type: 'dietary_unknown', asked: work.reading.dietaryAsked }), answered(work)) },
  {
    name: 'allergen question',
    applies: (work) => has(work, 'allergen_question'),
    handle: (work) => {
      // "a vanilla cake for Sunday, my daughter has a peanut allergy, is that ok?": about the cake ordered.
      const ordered = work.reading.items.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : []));
      const asked = work.reading.about.skus.length > 0 ? work.reading.about.skus : ordered;
      // About a flavour, both its cake and its slice are answered: their facts may differ.
      const flavours = (skus: string[]) => everyForm(skus, work.ctx.index);
      // "which of your cakes have nuts?", "anything vegan?": what the menu lists for every cake.
      const everything = asked.length === 0 && !hasDraft(work.state);
      const menu = work.ctx.catalog.products.filter((p) => p.available && (p.category === 'whole-cake' || p.category === 'slice')).map((p) => p.id);
      const skus = everything ? menu : flavours(asked.length > 0 ? asked : work.state.draft.items.map((item) => item.sku));
      // "do you have gluten free bread?": we do not make bread, whatever its allergens.
      // The thing itself is named, never the diet said with it.
      const { unknown, alsoUnknown, unknownThing } = work.reading.about;
      const thing = unknown ? (unknownThing ?? null) : null;
      if (thing && asked.length === 0) work.acts.push({ type: 'not_on_menu', phrase: thing, ...(alsoUnknown ? { others: alsoUnknown } : {}) });
      work.acts.push({ type: 'answer_allergens', skus: [...new Set(skus)], everything, vegan: work.reading.veganAsked, concerns: work.screen.allergens });
      // "any vegan or sugar free options?": the sugar, which the menu does not list, is said too.
      if (has(work, 'dietary_question')) work.acts.push({ type: 'dietary_unknown', asked: work.reading.dietaryAsked });
      // "what about the vanilla?" next asks the same about the vanilla.
      if (everything) work.state.offer = { kind: 'quoted', reason: 'quoted', phrase: null, skus: [], qty: null, size: null, asked: 'allergen_question' };
      if (asked.length > 0 && !hasDraft(work.state)) {
        // "is the vanilla bean cake ok? want one": the cake, not its slice.
        const category = work.reading.about.category;
        const named = category ? [...new Set(skus.filter((sku) => work.ctx.index.productsById.get(sku)?.category === category))] : [];
        work.state.offer = { kind: 'quoted', reason: 'quoted', phrase: null, skus: [...new Set(skus)], qty: null, size: null, named, asked: 'allergen_question' };
      }
      // "how much is a lemon slice, does the carrot cake have nuts, and r u open at 6?": every question is answered.
      if (has(work, 'price_question') || has(work, 'hours')) return 'continue';
      // "if it has no nuts I'll get one": the answer is what they wait for; nothing is put down on it.
      if (work.reading.allergenCondition) return 'answered';
      return answered(work);
    },
  },
  {
    // "is one chocolate cake enough for 15?", "about 40 people, what would you suggest?": the
    // servings the catalog gives, and how many cakes that makes; an order said with it goes on.
    name: 'servings question',
    // "3 tier wedding cakes for about 120 guests, what would that cost?" asks about a custom cake,
    // whose size is agreed in its consultation: its prices are the answer, not menu cakes by the dozen.
    applies: (work) => has(work, 'servings_question') && !asksOnlyAboutCustom(work),
    handle: (work) => {
      const { index, catalog } = work.ctx;
      const named = [...work.reading.about.skus, ...work.reading.items.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : []))];
      const cakes = everyForm(named, index).filter((id) => index.productsById.get(id)?.category === 'whole-cake');
      // "is the 8 inch enough for 12?": the cakes of that size.
      const inches = work.reading.inchesAsked;
      const ofSize = (id: string) => inches === null || (index.productsById.get(id)?.sizes.includes(`${inches}-inch` as never) ?? false);
      const menuCakes = catalog.products.filter((p) => p.category === 'whole-cake' && p.available).map((p) => p.id);
      const sized = menuCakes.filter(ofSize);
      const cakeLines = work.state.draft.items.filter((item) => index.productsById.get(item.sku)?.category === 'whole-cake');
      // "there will be 12 kids" with a carrot cake on the order: what that cake serves.
      const ordered = work.reading.partyTold ? [...new Set(cakeLines.map((item) => item.sku))] : [];
      const skus = cakes.length > 0 ? [...new Set(cakes)] : ordered.length > 0 ? ordered : sized.length > 0 ? sized : menuCakes;
      const { people, when } = work.reading;
      // "how many fudge cakes for 30 people?" then "ok lets do that": the cakes it takes are quoted.
      // "make it enough for 25" at the read-back of one fudge cake: that cake's line; "ok get me
      // enough for 20" just after the fudge cake was described: that cake.
      const quotedCake = work.previousOffer?.kind === 'quoted' ? work.previousOffer.skus.filter((sku) => index.productsById.get(sku)?.category === 'whole-cake') : [];
      const meant = cakes.length > 0 || !work.reading.orderEnough ? [] : cakeLines.length === 1 ? [cakeLines[0]?.sku as string] : quotedCake.length === 1 ? quotedCake : [];
      const [only] = skus.length === 1 ? skus : meant;
      work.acts.push({ type: 'answer_servings', skus: meant.length === 1 ? meant : skus, people });
      const product = only ? index.productsById.get(only) : undefined;
      const needed = product && people ? cakesFor(product, people) : null;
      // "get me enough chocolate fudge for 20 people for saturday": as many as the answer says, ordered.
      // "chocolate cake for 20 people, saturday 2pm pickup, name Al": no count said, with the order's
      // details: the cakes the answer says, ordered, as a clerk would write it down to be read back.
      const uncounted = work.reading.items.some((item) => item.kind === 'product' && item.sku === only && item.qty === null);
      // "fudge cake for 30 people saturday at 2", not asked as a question: an order with its day, the same.
      const withDetails = uncounted && work.reading.when !== null && (work.reading.fulfillment !== null || work.reading.name !== null || !has(work, 'question'));
      if (only && needed && (work.reading.orderEnough || withDetails)) {
        // Said with no count, the fewest that serve the party by the menu's upper figure ("the whole lemon chiffon" for 15: one).
        const count = work.reading.orderEnough ? needed.sure : needed.fewest;
        const line = work.state.draft.items.find((item) => item.sku === only);
        if (line) {
          applyShare(work.state, [only], count, work.acts);
          work.reading.items = [];
        } else work.reading.items = [{ kind: 'product', sku: only, qty: count, size: null, sizeWanted: null }];
        return 'continue';
      }
      if (only && needed) {
        const day = dayOf(when, work.ctx.now.zone);
        work.state.offer = { kind: 'quoted', reason: 'quoted', phrase: null, skus: [only], qty: needed.sure, size: null, counted: [{ sku: only, qty: needed.sure }], day, at: when?.kind === 'datetime' ? when.at.toISO() : null };
      }
      // "would one chocolate cake be enough?" names the cake it asks about; it orders nothing
      // unless the order is said with it (a day, a time, pickup or delivery). "grad party dec 5,
      // how many fudge cakes would i need?" asks how many: its day is the party's, kept with the
      // cakes quoted, and nothing is ordered until the customer says so.
      const products = work.reading.items.filter((item) => item.kind === 'product' || item.kind === 'choose');
      const asksHowMany = products.length > 0 && products.every((item) => item.qty === null);
      if (!asksHowMany && (when || work.reading.fulfillment)) return 'continue';
      work.reading.items = [];
      // Asked before anything is ordered: whether to order them is asked back, so "yes" takes them.
      if (only && needed && !hasDraft(work.state)) work.acts.push({ type: 'invite_order', skus: [only] });
      return 'answered';
    },
  },
  {
    // "ok what is the earliest then?" with a time already on the order: the earliest each product
    // could be ready, said; the time on the order stays until the customer changes it.
    name: 'earliest for the order',
    applies: (work) => work.reading.earliestOfOrder === true,
    handle: (work) => {
      const items = [...new Set(work.state.draft.items.map((item) => item.sku))].flatMap((sku) => {
        const at = earliestReady(sku, work.ctx);
        return at ? [{ sku, at }] : [];
      });
      work.acts.push(items.length > 0 ? { type: 'answer_earliest', items } : { type: 'answer_notice' });
      return 'answered';
    },
  },
  {
    // "would the vanilla cake be ready by sunday?": yes or no, and the earliest; "yes" then orders it for that day.
    name: 'ready by question',
    applies: (work) => (work.reading.readyAskedFor ?? null) !== null && work.reading.about.skus.length === 1,
    handle: (work) => {
      const sku = work.reading.about.skus[0] as string;
      const at = earliestReady(sku, work.ctx);
      const inTime = at ? inTimeFor(work.reading.readyAskedFor, work.reading.partOfDay ?? null, at, work.ctx.now) : undefined;
      if (!at || !inTime?.fits) {
        // Too late: as a clerk would, the cake is put down and the earliest offered ("shall I put it
        // down for Sat 10:15?"), so "ok 11 then" moves the time and never counts 11 cakes.
        work.reading.items = [{ kind: 'product', sku, qty: null, size: null, sizeWanted: null }];
        work.reading.when = work.reading.readyAskedFor ?? null;
        return 'continue';
      }
      // The cake and its price, then when it can be ready: "yes, carrot cake is 46; Saturday works".
      work.acts.push({ type: 'answer_products', skus: [sku], asked: 'price' }, { type: 'answer_earliest', items: [{ sku, at }], inTime });
      work.state.offer = { kind: 'quoted', reason: 'quoted', phrase: null, skus: [sku], qty: null, size: null, named: [sku], day: inTime.day, at: inTime.at };
      work.acts.push({ type: 'invite_order', skus: [sku] });
      return 'answered';
    },
  },
  {
    // "how much notice for a whole cake? and can i just walk in for slices?": the lead times, by kind.
    name: 'notice question',
    applies: (work) => has(work, 'notice_question') && work.reading.about.skus.length === 0 && work.reading.items.length === 0,
    handle: (work) => {
      // "what whole cakes do you have and how much notice do u need": the cakes, then the notice.
      const kind = work.reading.about.category;
      if (kind && has(work, 'menu')) work.acts.push({ type: 'answer_menu', category: kind });
      work.acts.push({ type: 'answer_notice' });
      // "how far ahead for a whole cake? could I get one tomorrow afternoon?": the earliest it can be.
      const madeToNotice = kind === 'whole-cake' || kind === 'custom-cake' ? kind : null;
      const product = work.reading.earliestAsked && madeToNotice ? work.ctx.catalog.products.find((p) => p.available && p.category === madeToNotice) : undefined;
      const at = product ? earliestReady(product.id, work.ctx) : null;
      const inTime = at ? inTimeFor(work.reading.earliestFor, work.reading.partOfDay ?? null, at, work.ctx.now) : undefined;
      if (product && at && madeToNotice) work.acts.push({ type: 'answer_earliest', items: [{ sku: product.id, at }], kind: madeToNotice, ...(inTime ? { inTime } : {}) });
      // "not too late for tomorrow morning" then "ok a fudge cake then", "10:30": that day is kept.
      if (inTime?.fits && !work.state.draft.datetime && !work.state.draft.day) work.state.draft.day = inTime.day;
      return answered(work);
    },
  },
  {
    name: 'product question',
    // "how much is delivery?" is about delivery, not about the menu's prices.
    applies: (work) => (has(work, 'price_question') || has(work, 'have_question') || has(work, 'describe_question')) && !((has(work, 'delivery_question') || has(work, 'haggle')) && nothingAsked(work.reading)),
    // "how much is a lemon slice, and r u open at 6?": the hours are answered after it.
    handle: (work) => {
      const outcome = answerProductQuestion(work);
      return outcome === 'answered' && has(work, 'hours') ? 'continue' : outcome;
    },
  },
  {
    name: 'name question',
    applies: (work) => has(work, 'name_question') && work.reading.name === null,
    handle: (work) => (work.acts.push({ type: 'answer_name' }), answered(work)),
  },
  {
    name: 'phone question',
    applies: (work) => has(work, 'phone_question') && work.reading.phone === null,
    handle: (work) => (work.acts.push({ type: 'answer_phone', known: hasPhone(work) }), answered(work)),
  },
  {
    // "remove the carrot", then "no wait not the carrot, the fudge": the carrot back, the fudge off.
    name: 'the other one taken off',
    applies: (work) => wrongLineTakenOff(work) !== null,
    handle: (work) => {
      const { back, off } = wrongLineTakenOff(work) as { back: string[]; off: string[] };
      // "lemon instead of the carrot" with the carrot already off: the lemon is added, nothing else changes.
      if (off.length === 0) {
        work.reading.replacesItems = false;
        work.reading.replaced = [];
        return 'continue';
      }
      // "minus 1 carrot", then "no not the carrot, the lemon": one carrot back, one lemon off.
      const fewer = (work.state.lastRemoved ?? []).filter((line) => back.includes(line.sku) && work.state.draft.items.some((item) => item.sku === line.sku)).reduce((sum, line) => sum + line.qty, 0);
      const lines = work.state.draft.items.filter((item) => off.includes(item.sku));
      restoreRemoved(work.state, back, work.acts);
      const reduced = fewer > 0 ? lines.filter((item) => item.qty > fewer) : [];
      for (const item of reduced) item.qty -= fewer;
      const taken = lines.filter((item) => !reduced.includes(item));
      work.state.draft.items = work.state.draft.items.filter((item) => !taken.includes(item));
      work.state.lastRemoved = [...taken, ...reduced.map((item) => ({ ...item, qty: fewer }))];
      if (reduced.length > 0) work.acts.push({ type: 'item_changed', lines: reduced.map((item) => ({ sku: item.sku, qty: item.qty, size: item.size })) });
      if (taken.length > 0) work.acts.push({ type: 'items_removed', skus: taken.map((item) => item.sku) });
      nextStep(work.state, work.ctx, work.acts);
      return 'done';
    },
  },
  {
    // "can i get the lemon cake in 8 inch", told it comes 10-inch only, then "no": not that cake.
    name: 'only size turned down',
    applies: (work) => onlySaysNo(work) && sizeNotOfferedLastOnDraft(work) !== null,
    handle: (work) => {
      const sku = sizeNotOfferedLastOnDraft(work) as string;
      work.state.lastRemoved = work.state.draft.items.filter((item) => item.sku === sku);
      work.state.draft.items = work.state.draft.items.filter((item) => item.sku !== sku);
      work.acts.push({ type: 'items_removed', skus: [sku] });
      nextStep(work.state, work.ctx, work.acts);
      return 'done';
    },
  },
  {
    name: 'phone refused',
    // "no" just after hearing that an order needs a number: refused again.
    applies: (work) =>
      work.reading.phone === null &&
      (has(work, 'phone_refused') || (onlySaysNo(work) && hasDraft(work.state) && (work.state.awaiting === 'phone' || (work.state.lastAnswer?.some((act) => act.type === 'phone_refused') ?? false)))),
    handle: (work) => refusePhone(work),
  },
  {
    name: 'menu',
    // "what sizes does the lemon cake come in": that cake's sizes, answered already, not the whole menu again.
    applies: (work) => has(work, 'menu') && !work.reading.items.some((item) => item.kind === 'product' || item.kind === 'choose') && !work.acts.some((act) => act.type === 'answer_products'),
    handle: (work) => (work.acts.push({ type: 'answer_menu', category: null }), answered(work)),
  },
  {
    name: 'hours',
    applies: (work) => has(work, 'hours'),
    handle: (work) => {
      const calendar = calendarOf(work.ctx.closedDays ?? NO_CLOSED_DAYS);
      const specialHours = [...calendar.specialHours].map(([day, hours]) => ({ day, ...hours }));
      // "are you open on thanksgiving?": that day is answered, and no order is started for it.
      const when = work.reading.when;
      const rules = work.ctx.closedDays ?? NO_CLOSED_DAYS;
      const now = work.reading.hoursNow ? openNow(work.ctx.now, rules) : null;
      const day = now ? null : (work.reading.hoursDay ?? dayOf(when, work.ctx.now.zone));
      // "could I swing by around 8:30?": whether the bakery is open at that time, said first.
      // "a lemon slice at noon, also are you open at 7 am?": the time the hours question names, not the order's.
      const hoursTime = work.reading.hoursTime;
      // "are you open now?": the answer is about this moment; "now" names no other time to visit.
      // "whats the earliest you open tomorrow?": the day's opening is asked, not a visit as soon as can be.
      const soonestOfAnotherDay = work.reading.asap && !hoursTime && day !== null && day !== bakeryDay(work.ctx.now);
      // "a red velvet cake for saturday 3pm ... what time do you close on sunday?": the order's time is no visit on the day asked.
      const whenDay = dayOf(when, work.ctx.now.zone);
      const whenOfDayAsked = work.reading.hoursDay && whenDay && whenDay !== work.reading.hoursDay ? null : when;
      const visit = now || soonestOfAnotherDay ? null : visitTime(hoursTime ? { kind: 'time', hour: hoursTime.hour, minute: hoursTime.minute } : whenOfDayAsked, day, work.ctx.now, hoursTime?.halfSaid === true);
      const at = visit ? { at: visit.toISO() as string, hours: hoursOn(bakeryDay(visit), rules) } : null;
      work.acts.push({ type: 'answer_hours', closedDays: [...calendar.closedDays], day: at ? null : day, specialHours, paused: work.ctx.paused ?? null, now, ...(at ? { at } : {}) });
      // "a lemon slice at 2, and what are your hours on sunday?": answered, and the order goes on as said.
      // "can we push it to 6pm? what time do u close sunday": the order being made changes too.
      // "you close at eight? okay, seven thirty then", asked while the order waits for its time: that time.
      const timeForOrder = work.reading.timeBesideHoursQuestion && hasDraft(work.state) && (work.state.awaiting === 'datetime' || work.state.awaiting === 'time');
      // "what time do you close? i want to pick up 2 slices": slices counted are an order too, whose flavour is asked.
      const counted = work.reading.items.some((item) => item.kind === 'category' && item.qty !== null);
      if (namesProducts(work.reading) || counted || changesDraft(work) || timeForOrder) {
        // "how late r u open tonight? 2 lemon slices at like 9": the order's 9 is the 9 PM just answered.
        // The hours asked about another day ("a slice at 2, and your hours on sunday?") leave the order's time alone.
        if (visit && !hoursTime && when?.kind === 'time' && (day === null || day === bakeryDay(work.ctx.now))) work.reading.when = { kind: 'datetime', at: visit.setZone(BAKERY_ZONE) };
        return 'continue';
      }
      // "are you open sunday?" then "I'll take a lemon cake, pick up at 2": that Sunday is meant.
      const draft = work.state.draft;
      if (day && day >= (work.ctx.now.toISODate() ?? '') && !calendar.closedDays.has(day) && !draft.day && !draft.datetime) draft.day = day;
      work.reading.items = [];
      work.reading.when = null;
      // "are you open sunday?" then "what about monday?": the same question about another day.
      if (!hasDraft(work.state) && work.state.offer?.kind !== 'choose') work.state.offer = { kind: 'quoted', reason: 'quoted', phrase: null, skus: [], qty: null, size: null, asked: 'hours' };
      return answered(work);
    },
  },
  {
    // "give me the number of whoever ordered the red velvet": nothing of another customer is said.
    name: 'private data',
    applies: (work) => has(work, 'private_data'),
    handle: (work) => {
      work.acts.push({ type: 'private_data' });
      // Nothing named in the asking is an order ("the red velvet for saturday").
      work.reading.items = [];
      work.reading.when = null;
      work.reading.name = null;
      return answered(work);
    },
  },
  {
    name: 'delivery question',
    applies: (work) => has(work, 'delivery_question'),
    handle: (work) => (work.acts.push({ type: 'delivery_policy', slices: asksForSlices(work) }), answered(work)),
  },
];

/** Acts that answer a question beside the order: "never mind" after one of them drops the question, not the order. */
const QUESTION_ANSWERS = new Set<Act['type']>(['answer_hours', 'answer_products', 'answer_allergens', 'answer_menu', 'answer_earliest', 'answer_notifications', 'delivery_policy', 'price_policy', 'payment_policy', 'writing_policy', 'photo_policy', 'cakes_described', 'no_ratings', 'running_total']);

function answeredAQuestion(lastAnswer: readonly Act[] | null): boolean {
  if (!lastAnswer) return false;
  // "is the red velvet any good?" read as a choice offered, with nothing put down: a question too.
  const offeredOnly = lastAnswer.some((act) => act.type === 'offer_choices') && !lastAnswer.some((act) => act.type === 'items_added' || act.type === 'item_changed');
  return offeredOnly || lastAnswer.some((act) => QUESTION_ANSWERS.has(act.type));
}

/** The moment an hours question asks about ("around 8:30", "sunday at 7"), or null when it names no time of day. */
function visitTime(when: Reading['when'], day: string | null, now: DateTime, halfSaid = false): DateTime | null {
  if (when?.kind === 'datetime') return when.at;
  if (when?.kind !== 'time') return null;
  const iso = atLocalTime(day ?? bakeryDay(now), when.hour, when.minute);
  const at = iso ? DateTime.fromISO(iso) : null;
  // "around 8:30" asked at 7:15 PM: this evening's 8:30, not the morning's, gone by.
  if (at && !halfSaid && (day === null || day === bakeryDay(now)) && when.hour < 12 && at < now && at.plus({ hours: 12 }) > now) return at.plus({ hours: 12 });
  return at;
}

/** Whether the bakery is open at `now`: until which minute of today, or when it next opens. */
function openNow(now: DateTime, rules: OpeningRules): Extract<Act, { type: 'answer_hours' }>['now'] {
  const today = hoursOn(bakeryDay(now), rules);
  if (today && isWithinBusinessHours(now, rules)) return { open: true, closes: today.closes };
  return { open: false, opens: firstOpenMoment(now, rules).toISO() as string };
}

function asksOnlyAboutCustom(work: TurnWork): boolean {
  const named = [...work.reading.about.skus, ...work.reading.items.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : []))];
  return named.length > 0 && named.every((sku) => work.ctx.index.productsById.get(sku)?.category === 'custom-cake');
}

/**
 * "I'd rather not give my number": an order is placed only with a phone number (staff use it to
 * reach the customer about the order), so the order waits as it is and the number is not asked
 * for again at once; the customer hears why, and that the bakery takes orders by phone and in
 * person too; said again, the answer is shorter. A channel that already has the number needs none.
 */
export function refusePhone(work: TurnWork): Outcome {
  const again = work.state.lastAnswer?.some((act) => act.type === 'phone_refused') ?? false;
  work.acts.push({ type: 'phone_refused', known: hasPhone(work), again });
  if (work.state.awaiting === 'phone') work.state.awaiting = null;
  // "can I order without giving my number?": "giving" is no product asked for.
  const reading = { ...work.reading, items: work.reading.items.filter((item) => item.kind !== 'unknown') };
  if (hasOrderContent(reading) || (hasDraft(work.state) && changesSomething(reading))) return 'continue';
  work.reading = reading;
  // With the number known the order goes on; without it, it waits for the customer.
  return hasPhone(work) ? 'answered' : 'done';
}

const onlySaysNo = (work: TurnWork): boolean => [...work.reading.intents].every((intent) => intent === 'no') && work.reading.intents.has('no') && !hasOrderContent(work.reading);

/**
 * "will it be ready by 2?", "will it be there by 2?" at the read-back of a pickup order: it is
 * made for the time on the order, once placed. Null for a delivery (no time is promised) or
 * before the order's time is known.
 */
function readyWhenPlaced(work: TurnWork): Act | null {
  const draft = work.state.draft;
  if (work.state.awaiting !== 'confirm' || draft.fulfillment !== 'pickup' || !draft.datetime) return null;
  // "ready by 1?" of a 2 PM order: not by then, unless the time is moved.
  const when = work.reading.when;
  const at = DateTime.fromISO(draft.datetime).setZone(BAKERY_ZONE);
  const asked = when?.kind === 'time' ? at.set({ hour: when.hour, minute: when.minute }) : when?.kind === 'datetime' ? when.at : null;
  return { type: 'ready_when_placed', at: draft.datetime, ...(asked && asked < at ? { later: true } : {}) };
}

/** The line the last answer put down at another size than the one asked for, still on the order. */
function sizeNotOfferedLastOnDraft(work: TurnWork): string | null {
  const told = work.state.lastAnswer?.find((act) => act.type === 'size_not_offered' && act.kept !== null && act.asked !== true);
  const sku = told?.type === 'size_not_offered' ? told.sku : null;
  return sku && work.state.draft.items.some((item) => item.sku === sku) ? sku : null;
}

/** Just after a line was taken off, "not the carrot, the fudge": the lines to bring back, and those to take off instead. */
function wrongLineTakenOff(work: TurnWork): { back: string[]; off: string[] } | null {
  const { reading, state } = work;
  if (!reading.replacesItems || !state.lastAnswer?.some((act) => act.type === 'items_removed' || act.type === 'item_changed')) return null;
  const back = (state.lastRemoved ?? []).map((line) => line.sku).filter((sku) => reading.replaced.includes(sku));
  const named = reading.items.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : []));
  const off = [...new Set(state.draft.items.map((item) => item.sku).filter((sku) => named.includes(sku)))];
  return back.length > 0 && named.length > 0 ? { back: off.length > 0 ? back : [], off } : null;
}
