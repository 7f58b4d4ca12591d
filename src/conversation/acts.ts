import type { Allergen, Size } from '../catalog/catalog-schema.js';
import type { Rejection } from '../errors.js';
import type { PricedLine } from '../orders/decide-order.js';
import type { OrderResult, OrderStatusView } from '../orders/order-schemas.js';
import type { OfferReason, Slot } from './conversation-state.js';
import type { Channel } from '../orders/order-schemas.js';
import type { CountedProduct, PartOfDay } from './reading.js';

export type { OfferReason };

// What the assistant does in a turn, as data. The engine decides acts; a renderer per language
// and medium (text, speech) turns them into words, and channels read them to decide what to do
// (a call hands over to a person on `handoff`, the web chat offers buttons for `offer_choices`).
// Nothing decides anything by reading the words of a reply.

/** A product as an act names it. Names and prices are the catalog's, looked up when rendered. */
/** `sizeOpen`: the size is still to be chosen (a custom cake's), so none is said. */
export type ProductLine = { sku: string; qty: number; size: Size | null; sizeOpen?: true };

export type Summary = {
  lines: PricedLine[];
  totalCents: number;
  fulfillment: 'pickup' | 'delivery';
  /** ISO instant. */
  at: string;
  address: string | null;
  name: string;
  phone: string;
  /** The customer typed or said the number (not the one they are writing from): it is read back. */
  phoneGiven: boolean;
  /** The order's day is a holiday the owner set no hours for ("Thanksgiving"): hours may vary, and that is said. */
  holiday: string | null;
  hasAllergyNote: boolean;
  /** Lines whose product lists an allergen the allergy note names ("allergic to walnuts", a carrot cake): said again at the read-back. */
  allergensNamedListed: Array<{ sku: string; allergens: Allergen[] }>;
  needsApproval: boolean;
};

export type Act =
  | { type: 'greet' }
  | { type: 'help' }
  | { type: 'thanks' }
  /** Kind words about the bakery, thanked. */
  | { type: 'compliment_thanks' }
  /** "is it confirmed?" asked at the read-back, before the yes. */
  | { type: 'not_placed_yet' }
  /** "3 of each" of five flavours when 12 were asked for: `inAll` (15) said against the count `asked`. */
  | { type: 'share_total_differs'; inAll: number; asked: number }
  /**
   * "will it be ready by 2?" at the read-back of a pickup order: ready at `at` (ISO), the order's
   * time, once placed; `later`: that is later than the time asked about.
   */
  | { type: 'ready_when_placed'; at: string; later?: true }
  /** "still there?": yes, and where the order stands. */
  | { type: 'still_here' }
  /** "nvm" after a question beside the order: the question dropped, the order kept. */
  | { type: 'question_dropped' }
  /** "no allergies", "any allergies? none": heard, and nothing goes to staff for it. */
  | { type: 'no_allergy' }
  /** "hold on", "give me 10 min": the order waits as it is. */
  | { type: 'take_your_time' }
  /** "I have a question": what it is, invited. */
  | { type: 'question_invited' }
  /** `sku`: the line a `quantity` question is about; `share`: the lines it asks how many of each of, `total` in all. */
  | {
      type: 'ask_slot';
      slot: Exclude<Slot, 'choice' | 'confirm'>;
      day?: string | null;
      sku?: string;
      share?: { total: number; skus: string[] };
      /** A time the bakery offered that a yes still takes (ISO). */
      proposed?: string;
      /** Asked again after an answer that was no count: how to answer is said. */
      again?: true;
      /** "in the morning": the part of the day the customer wants, whose hour is asked. */
      part?: PartOfDay;
    }
  /** `madeToOrder`: a cake we do not list that a custom cake could be ("a unicorn cake"). */
  | { type: 'offer_choices'; reason: OfferReason; phrase: string | null; skus: string[]; qty: number | null; madeToOrder?: true; into?: string[] }
  | { type: 'items_added'; lines: ProductLine[] }
  | { type: 'item_changed'; lines: ProductLine[] }
  /** The order's last change undone: its lines are these again, all of them. */
  | { type: 'change_undone'; lines: ProductLine[] }
  | { type: 'items_removed'; skus: string[] }
  | { type: 'note_added'; sku: string; note: string }
  /** "no writing please": the words that were to go on this cake are off the order. */
  | { type: 'note_removed'; sku: string }
  /** What a custom cake already ordered is to be like ("vanilla", "with a pumpkin on it"), noted for staff. */
  | { type: 'design_noted'; sku: string; details: string }
  /** How a menu cake already ordered should look ("pink writing?"), kept for staff. */
  | { type: 'details_noted'; sku: string; details: string }
  | { type: 'note_needs_cake'; note: string }
  /** A message for a cake not chosen yet: kept for the cake the customer picks. */
  | { type: 'note_kept'; note: string }
  /** kept: the size put on the order instead; null when only asked about ("how much is a large lemon slice?"). */
  | { type: 'size_not_offered'; sku: string; wanted: Size; kept: Size | null; asked?: true }
  /** More of one product than an order takes: the line holds `kept` (the most), and the customer is told. */
  /** `ask`: nothing was put down for a count far past the limit; how many is asked. */
  | { type: 'quantity_capped'; sku: string; wanted: number; kept: number; ask?: boolean }
  | { type: 'unavailable'; sku: string }
  /** None of the cakes offered can be ready when asked: the least notice they need, and the earliest time (ISO) offered instead. */
  | { type: 'notice_needed'; hours: number; earliest: string }
  /** "what's the total for all that?" while the order is being made: its lines priced, and their sum. */
  | { type: 'running_total'; lines: Array<ProductLine & { cents: number }>; totalCents: number }
  /** "what's the earliest I could get it?": when each product asked about could be ready if ordered now. */
  /** `inTime`: of the day asked ("too late for tomorrow morning?", `day`, its `partOfDay`, or `at`), whether the earliest makes it. */
  | { type: 'answer_earliest'; items: { sku: string; at: string }[]; kind?: 'whole-cake' | 'custom-cake'; inTime?: { day: string; partOfDay: PartOfDay | null; at: string | null; fits: boolean } }
  | { type: 'refuse_beverage' }
  /** `orderStarted`: something is already on the order being made (or named in this message). */
  | { type: 'allergy_noted'; orderStarted: boolean }
  /** `everything`: the question named no cake, so every cake's list is given. */
  /** `concerns`: the allergens the customer named, so the products listing them are pointed out. */
  | { type: 'answer_allergens'; skus: string[]; everything?: boolean; vegan?: boolean; concerns?: Allergen[] }
  /** `counted`: how many of each a price question counted ("how much would 10 be?"), for the sum. */
  /** `compare`: "which is cheaper, a whole cake or 10 slices?": the counted lines are set side by side, not added up. */
  /** `tiers`: the question asked about tiers, which the menu does not list (its sizes are said). */
  /** `today`: "do you have it today?", asked of today. */
  /** `stock`: what is left was asked ("any left?"), which is never known here. */
  | { type: 'answer_products'; skus: string[]; asked: 'price' | 'have' | 'about'; counted?: CountedProduct[]; compare?: boolean; tiers?: boolean; today?: boolean; stock?: true }
  | { type: 'answer_menu'; category: 'whole-cake' | 'slice' | 'custom-cake' | null }
  /** `day`: the day the customer asked about, if any. */
  /** `now`: asked whether the bakery is open at this moment: until which minute of the day, or when it opens next (ISO). */
  /** `at`: a time of day asked about ("could I come by at 8:30?", ISO instant), with that day's opening minutes (null: closed). */
  | { type: 'answer_hours'; at?: { at: string; hours: { opens: number; closes: number } | null }; closedDays: string[]; day?: string | null; specialHours?: Array<{ day: string; opens: number; closes: number }>; paused?: { resumeAt: string | null } | null; now?: { open: true; closes: number } | { open: false; opens: string } | null }
  /** The owner paused online ordering: questions are still answered, orders are not taken. */
  | { type: 'ordering_paused'; resumeAt: string | null }
  | { type: 'answer_status'; orderId: string; status: OrderStatusView | null }
  | { type: 'invite_order'; skus: string[] }
  /** "The same as last time": no past order can be looked up here. */
  | { type: 'no_order_history' }
  /** A cake wanted made differently before any cake is chosen: that is a custom cake (`sku`). */
  | { type: 'custom_for_changes'; phrase: string; sku: string }
  | { type: 'price_policy' }
  /** `slices`: the question named slices, which are sold in the bakery only. */
  | { type: 'delivery_policy'; slices?: boolean }
  | { type: 'payment_policy' }
  /** What can go on a cake: a message on whole and custom cakes; a photo or logo only on a custom cake. */
  | { type: 'writing_policy' }
  /** Photos cannot be received here: the design is described in words, and settled in the consultation. */
  | { type: 'photo_policy' }
  /** The place asked about (address, parking, seating, wifi): not known here, and staff can say. */
  | { type: 'place_unknown' }
  /** Half a cake asked for: cakes are sold whole or by the slice. */
  | { type: 'whole_cakes_only' }
  /** Before each cake is described to a customer unsure what to get; `ranked`: they asked for a favourite or best-seller, which are never given. */
  | { type: 'cakes_described'; ranked: boolean }
  /** How the customer hears about the order: over the channel they used; no e-mails, no "ready" message. */
  | { type: 'answer_notifications'; channel: Channel }
  /** The order read back is the one just placed here: placing it again would be a second order. */
  | { type: 'same_as_placed'; orderId: string }
  | { type: 'no_ratings' }
  /** Another customer's order or details, or how this assistant is set up: never shared. */
  | { type: 'private_data' }
  | { type: 'i_am_automated' }
  /** "for tonight" after closing time: today is over. */
  | { type: 'closed_for_today' }
  /** "yes" again after the order was placed: it is placed, once. */
  | { type: 'already_placed'; orderId: string }
  /** "never mind" or "oops" just after placing: the order stays placed; a change or a cancel is asked for in so many words. */
  | { type: 'placed_kept'; orderId: string }
  /** "do u do 12 inch custom cakes?": the sizes the menu lists for these, and not the one asked. */
  | { type: 'inches_not_offered'; skus: string[]; inches: number }
  /** "write NUT FREE on the box": words saying a product is free of an allergen are never written. */
  | { type: 'no_free_claim'; said: string }
  /** The first of two times said is outside the hours ("8pm, or 7:45 if 8 is too late"): the other is put down. */
  | { type: 'other_time_taken'; refused: string }
  /** How many each cake serves (from the catalog), and how many cakes for `people`. */
  | { type: 'answer_servings'; skus: string[]; people: number | null }
  | { type: 'english_only' }
  /** How much notice each kind of product needs, from the catalog's lead times. */
  | { type: 'answer_notice' }
  /** "which day is the 5th?": the day's weekday and date; `today` when the day asked is today. */
  | { type: 'answer_date'; date: string; today: boolean }
  /** "Saturday the 29th" when the 29th is a Sunday: the date is taken and the difference said. */
  | { type: 'day_mismatch'; date: string; saidWeekday: number }
  /** "tomorrow" said between midnight and 5 AM: `date` (the day now begun) is taken, `other` (the day after) offered. */
  | { type: 'tomorrow_after_midnight'; date: string; other: string }
  /** "can we do 3 instead?" of one cake at 2 PM: `count` of the line, or the order at `at`? */
  | { type: 'count_or_time'; sku: string; count: number; at: string }
  /** A whole cake wanted today, too soon: its slices, sold today, are said. */
  | { type: 'slices_today'; skus: string[] }
  /** "next saturday" a day before the coming one, "this weekend": `date` taken, `other` offered. */
  | { type: 'other_day_meant'; said: 'next_weekday' | 'weekend' | 'next_weekend'; date: string; other: string }
  /** A time said with no day ("at 8:15") that has passed today, so it is taken for tomorrow (`at`, ISO): said, never silent. */
  /** The order's time moved to `at` while another detail is asked. */
  | { type: 'time_changed'; at: string }
  /** `closing`: the evening hour said was today's closing time or later ("at 8" at 7:45 PM), not a time passed. */
  | { type: 'time_taken_tomorrow'; at: string; asap?: boolean; closing?: boolean }
  /** "now" or "asap" before we open today: the opening time (`at`) is put down, and said. */
  | { type: 'opens_then'; at: string }
  /** A time tonight after we close ("in 20 min" at 7:50 PM), while still open: closing time (`at`) said. */
  | { type: 'closes_tonight'; at: string }
  /** "for friday" said on a Friday when today cannot be: that day next week (`at`, an ISO datetime or day), said. */
  | { type: 'weekday_taken_next_week'; at: string }
  /** "no wait, I do want it": the order given up a moment ago is back, as it was. */
  | { type: 'draft_restored' }
  /** "neither", "no thanks" to "which would you like?": none of the options was put on the order. */
  | { type: 'choice_declined' }
  /** A name given while another question was open: said back with thanks. */
  | { type: 'name_noted'; name: string }
  /** A day asked for that has already gone (ISO date). */
  | { type: 'date_passed'; date: string }
  /** "do u need my number?": staff use it only about this order; `known`: the channel gave it (or it was given). */
  | { type: 'answer_phone'; known: boolean }
  /** "I'd rather not give my number": an order needs one, and where else to order; `again`: refused before, so a person is offered. */
  | { type: 'phone_refused'; known: boolean; again: boolean }
  /** "why do you need my name?": what the name is for. */
  | { type: 'answer_name' }
  /** "November 31st": no such date; the customer is asked which day they meant. */
  | { type: 'no_such_date'; month: number; day: number }
  /** `asked`: the diet in the customer's words ("sugar free"), said back. */
  | { type: 'dietary_unknown'; asked?: string | null }
  /** A question nothing here can answer (parking, catering, wifi): said plainly, with the way to a person. */
  | { type: 'cannot_help' }
  /** Something asked about that we do not sell, while an order is being made: said, with no options offered. */
  | { type: 'not_on_menu'; phrase: string; others?: string[] }
  /** The customer said goodbye; `draftOpen`: an order was being taken and is not placed. */
  | { type: 'farewell'; draftOpen: boolean }
  /** Items meant for an order already placed start a new one: placed orders are changed by staff. */
  /** `at`: the placed order's time (ISO), which the new order takes unless the customer says another. */
  | { type: 'separate_order'; orderId: string; at?: string }
  | { type: 'slices_pickup_only' }
  /** Products wanted at a second time: one order holds one time, so they are a second order, taken next. `at` ISO instant, `day` ISO date. */
  /** `delivered`: the second order is the cakes delivered, this one the slices picked up. */
  | { type: 'two_orders'; later: ProductLine[]; at: string | null; day: string | null; delivered?: true }
  /** "make the sunday one at 4": the second order changed, as it now is. */
  | { type: 'later_order_changed'; later: ProductLine[]; at: string | null; day: string | null }
  /** What was to be a second order goes on this one. */
  | { type: 'one_order' }
  /** The first order is placed: the second one, read back next. */
  | { type: 'next_order' }
  /** `soonestAsked`: the customer asked for the earliest time ("asap"), so it is no "too soon" of theirs. */
  | { type: 'order_problem'; rejection: Rejection; soonestAsked?: true }
  | { type: 'summary'; summary: Summary }
  | { type: 'placed'; result: OrderResult }
  /** The core could not take the order now (rate limit, a moment's trouble): its text, verbatim. */
  | { type: 'not_placed'; result: OrderResult }
  | { type: 'ask_change' }
  /** `placed`: an order placed earlier here, which `stands` unless its cancelling is asked of staff too. */
  | { type: 'cancelled'; what: 'draft' | 'nothing'; placed?: { orderId: string; stands: boolean } }
  | { type: 'restarted' }
  | { type: 'not_understood'; expected: Slot | null }
  /** `email`: an email address was given instead, which staff do not use to reach customers. */
  | { type: 'invalid_phone'; email?: boolean }
  | { type: 'handoff'; reason: 'asked' | 'cancel_placed' | 'change_placed' | 'complaint' | 'allergy_after_placing' | 'earlier_order' | 'arriving'; orderId: string | null; hasPhone: boolean; allergy?: boolean }
  /** Anger said ("you guys suck"): heard calmly, with what the assistant can do and the way to a person. */
  | { type: 'upset_heard' }
  /** "its for my daughters birthday": heard; `offerWriting` when a cake on the order has no words yet. */
  | { type: 'occasion_heard'; offerWriting?: true };

export type ActType = Act['type'];

export const hasAct = <T extends ActType>(acts: readonly Act[], type: T): Extract<Act, { type: T }> | undefined =>
  acts.find((act): act is Extract<Act, { type: T }> => act.type === type);

/** Puts `act` just before the first act of type `before` (or last when there is none): an explanation said ahead of the question it explains. */
export function sayBefore(acts: Act[], before: ActType, act: Act): void {
  const at = acts.findIndex((other) => other.type === before);
  acts.splice(at === -1 ? acts.length : at, 0, act);
}
