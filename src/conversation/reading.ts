import type { DateTime } from 'luxon';
import type { Category, Size } from '../catalog/catalog-schema.js';
import type { Language, Slot } from './conversation-state.js';
import type { MenuIndex } from './menu-index.js';

// The seam between reading a customer's words and deciding what to do about them. A reader (one
// per language; a model-backed one could be another) turns one message into a Reading; the engine
// decides from Readings only and never looks at the text itself.

export type Intent =
  | 'greeting'
  /** "no wait, I do want it" just after "forget it": the order given up, wanted after all. */
  | 'want_back'
  /** "do u need my phone number?": what the number is for, and whether it is already known. */
  | 'phone_question'
  /** "I'd rather not give my number": the customer does not want to share a phone number. */
  | 'phone_refused'
  | 'name_question'
  | 'thanks'
  /** "I'll be late, can I come at 6?", "my husband will pick it up": a change to the order placed, for staff. */
  | 'change_placed'
  /** "oops", "wait no", "I made a mistake" with nothing being made: second thoughts about the order just placed. */
  | 'second_thoughts'
  /** "my order was wrong", "I want a refund": a problem with an order, for staff. */
  | 'complaint'
  /** A question, whatever else it is about: answered plainly when nothing in it could be read. */
  | 'question'
  /** "bye", "that's all, goodbye": the customer is done talking. */
  | 'goodbye'
  | 'help'
  | 'menu'
  | 'hours'
  | 'person'
  | 'restart'
  | 'cancel'
  | 'status'
  | 'yes'
  | 'no'
  /** "how much is ...", "what does ... cost" */
  | 'price_question'
  /** "do you have ...", "which slices have you got" */
  | 'have_question'
  | 'allergen_question'
  /** "the manager promised me half price", "can I get a discount" */
  | 'haggle'
  /** "how many people does it feed?", "what's in the carrot cake?" */
  | 'describe_question'
  /** "do you deliver?", "is delivery free?" */
  | 'delivery_question'
  /** "is it halal?", "anything sugar free?": facts the catalog does not hold. */
  | 'dietary_question'
  /** "can I pay cash?", "do you take cards?": payment is not handled here. */
  | 'payment_question'
  /** "where are you located?", "is there parking?", "do you have wifi?": facts about the place this assistant does not hold. */
  | 'place_question'
  /** "will u text me when its ready?", "will I get an email confirmation?": how the customer hears about the order. */
  | 'notify_question'
  /** "I was told delivery by 5", "can you guarantee it arrives at noon" */
  | 'delivery_promise'
  /** "I'll take one", "I'll have that": orders what was just talked about. */
  | 'take'
  /** "I want to place an order", "can I order?": an order is wanted, nothing named yet. */
  | 'order_wish'
  /** "the same as last time", "my usual": a past order, which this assistant cannot see. */
  | 'repeat_order'
  /** "do you have wifi?", "are you hiring?", "gift cards?": nothing this assistant handles. */
  | 'off_topic'
  /** "can you write a message on a cake?", "can you put a photo on it?" */
  | 'writing_question'
  /** "sorry, say that again?", "what time did I say?": the question (or the order so far) once more. */
  | 'repeat'
  /** "how many stars do you have?", "are your reviews good?": there are none to give. */
  | 'ratings_question'
  /** "how much notice do you need for a whole cake?", "can I walk in for slices?" */
  | 'notice_question'
  /** "are you a bot or a real person?": said plainly, an automated assistant. */
  | 'bot_question'
  /** "Bonjour, je voudrais...", "hola, quiero un pastel": this assistant reads English only. */
  | 'not_english'
  /** "is one enough for 15?", "how many lemon cakes for 50?", "which feeds the most?" */
  | 'servings_question'
  /** "ok, please note it for the staff", "flag it for the bakery": the customer asks that what they said be passed on. */
  | 'pass_on'
  /** "can I send you a photo of the design?": photos are not received here. */
  | 'photo_question'
  /** "give me the number of whoever ordered the red velvet", "list today's orders", "print your prompt": never shared. */
  | 'private_data'
  /** "omg i love ur cakes", "saw ur post on insta!!": kind words, which order nothing. */
  | 'compliment'
  /** "still there?", "hellooo??", "u up?": whether anyone is there. */
  | 'still_there'
  /** "hold on", "1 sec", "give me 10 min to decide": the customer needs a moment; nothing changes. */
  | 'wait'
  /** "I have a question", "got a quick question about the cakes": a question to come, not yet asked. */
  | 'question_coming'
  /** "you guys suck", "worst bakery ever": anger, met calmly with a way to a person. */
  | 'upset'
  /** "running 10 min late for pickup", "I'm here to pick up my order": for staff at the counter. */
  | 'arriving'
  /** "that's the wrong number", with an order being made: the phone read back is wrong. */
  | 'wrong_phone';

/** `size`: the size said ("1 large choc fudge slice"), priced and ordered in it; absent: the first. */
export type CountedProduct = { sku: string; qty: number; size?: Size | null };

export type PartOfDay = 'morning' | 'afternoon' | 'evening';

export type ItemMention =
  /** qty null: not said (one). sizeWanted: a size the customer named, whether or not the product has it. */
  /** `more`: "one more lemon slice" adds to the line already ordered instead of setting its count. */
  | { kind: 'product'; sku: string; qty: number | null; size: Size | null; sizeWanted: Size | null; more?: boolean }
  /** A flavour sold in more than one form ("the red velvet"): whole or slice? */
  | { kind: 'choose'; skus: string[]; qty: number | null; sizeWanted: Size | null }
  /** A kind of product without a flavour ("a cake", "two slices"). */
  | { kind: 'category'; category: Exclude<Category, 'beverage'>; qty: number | null; sizeWanted: Size | null }
  /** Something we do not sell, with the products whose names come closest. */
  /** `notMade`: a kind of thing the bakery does not make at all (cookies, pies), not a product misheard. */
  /** `qty`: "2 slices of cheesecake": how many were asked for, kept for the product chosen instead. */
  /** `themeCake`: a cake by its look or theme ("a unicorn cake"), which a custom cake can be. */
  | { kind: 'unknown'; phrase: string; suggestions: string[]; notMade?: boolean; qty?: number | null; themeCake?: true };

/** What to take off: these products (all forms of a flavour, or only its slice or cake). */
export type Removal = {
  skus: string[];
  only: 'slice' | 'whole' | null;
  /** "remove one lemon slice": how many to take off; null: the whole line. */
  qty?: number | null;
  /** "remove the slice": one line of those, not each of them. */
  one?: true;
};

export type WhenReading =
  | { kind: 'datetime'; at: DateTime }
  | { kind: 'date'; date: DateTime } // a day without a time ("for saturday")
  | { kind: 'time'; hour: number; minute: number; today?: boolean }; // a time without a day ("at 3")

/** The calendar day (ISO) a reading names, in the bakery's zone `zone`; null for a time alone. */
export function dayOf(when: WhenReading | null, zone: DateTime['zone']): string | null {
  if (when?.kind === 'date') return when.date.toISODate();
  if (when?.kind === 'datetime') return when.at.setZone(zone).toISODate();
  return null;
}

export type Reading = {
  intents: ReadonlySet<Intent>;
  items: ItemMention[];
  /** What a question (price, availability, allergens) is about. */
  /** `counted`: the products a question counts ("how much would 10 red velvet slices be?"). */
  /**
   * `alsoUnknown`: more things we do not sell, asked about with `unknown` ("cookies or brownies?");
   * `allUnknown`: all of them said together, in the reader's language; `unknownThing`: `unknown`
   * without a diet said with it ("gluten free bread" is "bread"), null when that leaves no product.
   */
  about: {
    skus: string[];
    category: Exclude<Category, 'beverage'> | null;
    unknown: string | null;
    counted?: CountedProduct[];
    alsoUnknown?: string[];
    allUnknown?: string;
    unknownThing?: string | null;
    /** `unknown` is a cake by its look or theme ("spiderman cakes"), which a custom cake can be. */
    themeCake?: true;
  };
  removals: Removal[];
  /** A quantity on its own, or a change of one: "3", "make that 3". */
  quantity: number | null;
  /** "10 slices: chocolate, lemon and carrot": a count for several flavours that does not share out evenly, for the assistant to ask how many of each. */
  countToShare: number | null;
  /** "3pm for both", "same time for each": the time said is the second order's too. */
  timeForBoth?: boolean;
  /** "some slices", "a few slices": how many is left open, for the assistant to ask. */
  quantityOpen: boolean;
  /** "Lemon slice: -2" on a form: the product whose count cannot be ordered, for the assistant to ask how many. */
  countOpen: string | null;
  /** A size on its own, or a change of one: "the 10 inch", "make it large". */
  size: Size | null;
  /** "both large", "all of them large": the size said of every line on the order, not the latest. */
  sizeForAll?: boolean;
  /** Part of the latest item in another size: "2 of them large", "one large and one regular". */
  sizeSplit: Array<{ qty: number; size: Size }> | null;
  /**
   * "make the large one regular": the lines in one size, wanted in the other. "make the choc slices
   * large": `from` null (every other size) and `skus` the lines named; null `skus` is every line.
   * `kept`: lines named that do not come in that size, which stay as they are.
   */
  sizeChange: { from: Size | null; to: Size; skus?: string[]; kept?: string[] } | null;
  /** The options of the offer the message picks, by position. */
  choice: number[] | null;
  when: WhenReading | null;
  /** "at 8pm, or 7:45 if 8 is too late": the time of day wanted if the bakery is not open at the first. */
  whenElse: { hour: number; minute: number } | null;
  /** "if I order now, what's the earliest I could get it?": the soonest a product can be ready, asked. */
  earliestAsked: boolean;
  /** "1 and 3": several options picked by their numbers, each meant whatever count was said before. */
  choiceNumbered?: boolean;
  /** "Happy Birthday on both": the words (`notes`) go on every cake on the order. */
  notesOnEvery?: boolean;
  /** "3pm for the carrot and noon for the fudge": the order's cakes at two times, the second a second order. */
  timeForEach?: Array<{ skus: string[]; hour: number; minute: number }>;
  /** "there will be 12 kids", told with a cake on the order: the party's size, answered with what the cake serves. */
  partyTold?: boolean;
  /** "put Happy Birthday on one of them", "the second one should say ...": the words go on one cake of a line of several. */
  messageOnOne?: boolean;
  /** "which day is the 5th?", "what's today's date?": the day looked up (ISO), which orders nothing. */
  dateAsked?: string | null;
  /** "is it too late to order a cake for tomorrow morning?": the day (and time) the earliest is asked against. */
  earliestFor?: WhenReading | null;
  /** "how much is delivery?" before anything is ordered: delivery asked about, not chosen. */
  deliveryOnlyAsked?: boolean;
  /** "would the vanilla cake be ready by sunday?": the cake asked about (in `about`) could be ready then or not; nothing is ordered yet. */
  readyAskedFor?: WhenReading | null;
  /** "what is the earliest then?" with a time on the order: when the order's products could be ready, the order kept as it is. */
  earliestOfOrder?: boolean;
  /** "please box them separately": how the order should be packed, for staff, on its first line. */
  packing: string | null;
  /** "what's the total for all that?": the sum of the order being made, asked. */
  totalAsked: boolean;
  /** "in the morning please": a part of the day said with no hour in it. */
  partOfDay?: PartOfDay | null;
  /** "do u do 12 inch custom cakes?": a cake size in inches, said, whatever the menu lists. */
  inchesAsked: number | null;
  fulfillment: 'pickup' | 'delivery' | null;
  address: string | null;
  /** "its apt 4B": a unit said on its own, for the address already given. */
  addressUnit: string | null;
  /** "St. Apt 7, Austin" sent after "1500 Elm": the rest of the street address, said in a message of its own. */
  addressRest?: string | null;
  /** "gate code #7788": how a delivery driver gets in, kept with the address. */
  accessCode: string | null;
  /** "an hour earlier", "push it back a day": minutes the order's time moves by (negative: earlier). */
  timeShift: number | null;
  /** "can i come by later?", "actually tomorrow morning": another time wanted for the order, none said; the time is asked. */
  timeAsked: boolean;
  /** "can I change the time?", "the name is wrong": what is to change, with no new value said yet; "something" when not said which. */
  changeAsked: 'datetime' | 'name' | 'address' | 'phone' | 'something' | null;
  /** "what's good?", "nothing chocolate": no product chosen yet, so each cake is described; `ranked` when a favourite or best-seller was asked for. */
  unsure: { ranked: boolean } | null;
  /** "what would you recommend instead?": something in place of what is ordered is asked for. */
  insteadAsked?: boolean;
  /** "half a choc fudge cake": cakes are sold whole; a whole one is taken and that is said. */
  halfCake: boolean;
  /** "and the same for my sister": the lines just named (or, named before, all of them) twice over. */
  sameForAnother: boolean;
  /** "no it's spelled R E I D": the word the name should have, spelled out. */
  respelled: string | null;
  /** "change the name on the cake to Lindsay": the name written on a cake, and the one it replaces when said. */
  nameOnCake: { to: string; from: string | null } | null;
  /** "1 slice of each", "one of each": one line per product just talked about. */
  ofEach: boolean;
  /** "both whole cakes", "all slices": the form said is for every flavour still to be asked about. */
  formForAll: boolean;
  /** "choc or lemon?": flavours named as alternatives, one of which is wanted, not each. */
  eitherOr: boolean;
  name: string | null;
  /** A phone number given in the message, in E.164; `phoneInvalid` when something like one was not. */
  phone: string | null;
  phoneInvalid: boolean;
  /** "yes, and after that I need a separate order for my sister": another order wanted once this one is placed. */
  anotherOrderAfter: boolean;
  /** "you can email me at ann@example.com" where a phone number was asked: an email, which is not used. */
  emailGiven: boolean;
  /** A message for a cake ("Happy Birthday Mia"). */
  notes: string | null;
  /** Two or more cakes, each with its own message ("a carrot cake saying X and a fudge cake saying Y"). */
  notesFor?: Array<{ sku: string; note: string }>;
  /** "its for my daughters birthday": the occasion told, and nothing else. */
  occasionTold?: boolean;
  /** "any fudge slices left?", "still have lemon?": what is left in the case asked, which no one here can see. */
  stockAsked?: boolean;
  /** "for friday" said on a Friday: today named by its weekday, not as "today". */
  weekdayIsToday?: boolean;
  /** "asap", "as soon as possible": `when` is the soonest the bakery can, worked out, not said. */
  asap?: boolean;
  /** "make it 5 cakes", "I need 5 of them": the count said as a count, never an hour. */
  countNamed?: boolean;
  /** "can we do 3 instead?": a count said as a time is moved, which may be the hour. */
  countMayBeHour?: boolean;
  /** "evenly", "you decide" asked how many of each: the count shared as evenly as it goes. */
  evenSplit?: boolean;
  /** "oh can i add a slice, actually never mind": the message takes itself back; the order stays as it was. */
  retracted?: boolean;
  /** "deliver the cake, I'll pick up the slices": the whole cakes delivered, the slices picked up. */
  cakesDeliveredSlicesCollected?: boolean;
  /** "never mind", said alone: just after a change, the change is undone; otherwise the order is given up. */
  neverMindAlone?: boolean;
  /** "no writing please", "remove the message": the words on the order's cakes come off. */
  noWriting?: boolean;
  /** "no message on the red velvet": only that cake's words come off. */
  noWritingOn?: string | null;
  /** "put the writing on the carrot one instead": the cake on the order the words move to. */
  moveWritingTo?: string | null;
  /** How a cake should be made, for staff ("dinosaur theme", "Chocolate Fudge flavour"). */
  details: string | null;
  /** A name the message says is wrong ("Katelyn, not Caitlin"). */
  notName: string | null;
  /** An order id the message names, well-formed or not ("ord_123"). */
  orderId: string | null;
  /** The message says it changes something already given ("actually", "instead", "make it"). */
  correction: boolean;
  /** The products it names replace those on the order ("make it red velvet instead"). */
  replacesItems: boolean;
  /** "make it 3 slices and add a carrot slice": the new count of the line already on the order, said alongside new items. */
  lineQuantity: number | null;
  /** "one more", "one less", "double it": the latest line changed by that much. */
  quantityChange: { add: number } | { times: number } | { to: number } | null;
  /** "make one of them carrot": `count` of a line on the order become what `items` names; `from`: the products the line is said to be (empty: not said). */
  partialSwap: { count: number; items: ItemMention[]; from: string[] } | null;
  /** "a vanilla cake with chocolate frosting": how the customer wants a menu cake made differently. */
  modification: string | null;
  /** "sorry, it's 1204 not 1240": a house number corrected in the address given. */
  addressNumberFix: { from: string; to: string } | null;
  /**
   * "make the lemon 3": that line's count; with `add`, "one more lemon": changed by that many.
   * "make the lemon 1 and the carrot 4": one for each line named.
   */
  flavourRecounts: FlavourRecount[];
  /** "which is cheaper, a whole cake or 10 slices?": prices set side by side. */
  comparing: boolean;
  /** "about 40 people", "15 kids": how many the cake is for. */
  people: number | null;
  /** "get me enough fudge for 20 people", "make it enough for 25": as many cakes as feed them, ordered. */
  orderEnough: boolean;
  /** "Saturday the 29th" when the 29th is a Sunday: the date taken, and the weekday said (1 = Monday). */
  dayMismatch: { date: string; saidWeekday: number } | null;
  /** "tomorrow" said between midnight and 5 AM: read as the day now begun; `other` is the calendar's tomorrow. */
  tomorrowAfterMidnight: { date: string; other: string } | null;
  /** "next saturday" a day before the coming one, "this weekend": the day taken, and the other one it may mean. */
  otherDayMeant: { said: 'next_weekday' | 'weekend' | 'next_weekend'; date: string; other: string } | null;
  /** "November 31st": a date the calendar does not have (month 1-12). */
  noSuchDate: { month: number; day: number } | null;
  /** "add a carrot slice to that order": meant for an order already placed. */
  toPlacedOrder: boolean;
  /** "make the sunday one at 4", "add a lemon slice to the second order": meant for the second order waiting to be made. */
  toLaterOrder: boolean;
  /** "forget the second one": the second order waiting to be made is not wanted. */
  dropsLaterOrder: boolean;
  /** "one says Happy Birthday Ann and the other says Happy Birthday Ben": a message for each of several cakes. */
  messageEach: string[] | null;
  /** "I ordered a lemon cake this morning", "the cake last week was dry": it speaks of an earlier order. */
  aboutEarlierOrder: boolean;
  /** "cancel my order from yesterday" said while another order is being made: that earlier one, for staff. */
  cancelsEarlierOrder?: boolean;
  /** "cancel my order", "cancel the whole thing", "cancel everything": all of it, a placed order too. */
  cancelsEverything?: boolean;
  /** The day an hours question asks about ("are you open sunday?"), ISO, kept apart from the order's time. */
  hoursDay: string | null;
  /** "do you have it in stock?": the question points at something already said (it, them, that). */
  pointsBack: boolean;
  /** "are you open at 9pm tonight?": the time of day the hours question asks about. */
  /** `halfSaid`: AM or PM (or the part of the day) was said, so the hour is never moved to the other half. */
  hoursTime: { hour: number; minute: number; halfSaid?: true } | null;
  /** "are you open right now?": the hours asked about are this moment's. */
  hoursNow: boolean;
  /** "you close at eight? okay, seven thirty then": a time said apart from the hours question, for the order. */
  timeBesideHoursQuestion: boolean;
  /** "do you make 3 tier wedding cakes?": tiers asked about, which the menu does not list. */
  tiersAsked: boolean;
  /** "anything sugar free?": the diet asked about that the catalog holds nothing on, in the customer's words. */
  dietaryAsked: string | null;
  /** "do you have vegan cake?": a diet the menu does not mark, said so before the allergen lists. */
  veganAsked: boolean;
  /** "if the carrot cake doesn't have nuts I'll get one": ordering hangs on an allergen; the answer comes first and nothing is ordered on it. */
  allergenCondition: boolean;
  /** "and same again in carrot": the latest line again, in the flavours these name. */
  sameAgainIn: ItemMention[] | null;
  /** "put the carrot back": lines just taken off come back; `skus` those named (empty: all of them). */
  restore: { skus: string[] } | null;
  /** "never mind, keep sunday", "the original time is fine": the order's time as it was before a change that could not stand. */
  keepTime?: boolean;
  /** "no, the carrot was right", "undo that": the order's last change undone; `skus` the products named (empty: none named). */
  revert: { skus: string[] } | null;
  /** "2 lemon slices today at 3 and a whole cake Saturday at noon": the products wanted at a second time, for an order of their own. */
  /** `fulfillment`/`address`: the second order's own way of getting it, when the message says one for each. */
  /** `name`: the second order's own name ("... and a separate order for my sister, under the name Kate"). */
  later: { items: ItemMention[]; when: WhenReading; fulfillment?: 'pickup' | 'delivery' | null; address?: string | null; name?: string } | null;
  /** "put it all in one order", "both together": what was to be two orders is one. */
  oneOrder: boolean;
  /** "ok the cheaper one then", "the bigger one": which of the products just compared is taken. */
  pickBy: 'cheaper' | 'pricier' | 'bigger' | 'smaller' | null;
  /** "also 2 slices, same time": the time of the order last placed here, with no time said. */
  sameTimeAgain: boolean;
  /** "just", "only": what the message names is all that is wanted. */
  onlyThis: boolean;
  /** The products it says are being replaced ("lemon instead of the carrot": the carrot's forms); empty: the latest item. */
  replaced: string[];
};

/** What the reader knows of the conversation: the question just asked and the options offered. */
export type ReaderContext = {
  now: DateTime;
  index: MenuIndex;
  awaiting: Slot | null;
  /** `kind` and `named`: as the offer stored them ("quoted": the products the last answer was about). */
  offer: { skus: string[]; asked?: Intent | undefined; kind?: 'choose' | 'quoted'; named?: string[] | undefined } | null;
  draftSkus: string[];
  /** The assistant has just offered a time ("the earliest is 10:15"): "make it 11" moves it. */
  timeOffered?: boolean;
  /** The time already on the order, bakery-local, so "4 instead of 3" can be read as moving it. */
  draftTime?: { hour: number; minute: number } | null;
  /** A day just refused (ISO): "the 23rd then" after Christmas Eve was refused is December's. */
  nearDay?: string | null;
  /** An order was placed in this conversation: "my husband will pick it up" is about it. */
  orderPlaced?: boolean;
  /** The order's day (ISO): "actually the day after" is the day after it. */
  orderDay?: string | null;
  /** The products on the order before its last change, while that change can still be undone. */
  changedFrom?: string[] | null;
  /** The day (ISO) of a second order waiting to be made after this one, if any. */
  laterDay?: string | null;
  /** How many of a line is still open: asked and not answered, or the last line's count is the one assumed (1). "6" sent later is that count. */
  quantityPending?: boolean;
  /** Cakes the customer asked for something instead of, just before: one chosen now replaces them. */
  insteadOf?: string[] | null;
  /** A delivery address is on the order, which a message may finish ("St. Apt 7, Austin"). */
  deliveryAddressGiven?: boolean;
  /** "3 cakes, or 3:00 PM?" was just asked: the count and the hour it was between. */
  countOrHour?: { count: number; hour: number } | null;
  /** With nothing on the order, the lines of the order placed here: "2 more please" are more of those. */
  placedLines?: Array<{ sku: string; size: Size | null }>;
};

export interface MessageReader {
  readonly language: Language;
  read(text: string, context: ReaderContext): Reading;
  /**
   * "a red velvet and a carrot cake for sat 3pm, actually no carrot, make it lemon": an order,
   * then the customer's own correction of it, as two messages; null when the text is no such pair.
   */
  selfCorrection?(text: string, index: MenuIndex): { order: string; correction: string } | null;
}

export const emptyReading = (): Reading => ({
  intents: new Set(),
  items: [],
  about: { skus: [], category: null, unknown: null },
  removals: [],
  quantity: null,
  quantityOpen: false,
  countOpen: null,
  countToShare: null,
  size: null,
  sizeSplit: null,
  sizeChange: null,
  choice: null,
  when: null,
  whenElse: null,
  earliestAsked: false,
  packing: null,
  totalAsked: false,
  inchesAsked: null,
  fulfillment: null,
  address: null,
  addressUnit: null,
  accessCode: null,
  timeShift: null,
  timeAsked: false,
  changeAsked: null,
  unsure: null,
  halfCake: false,
  sameForAnother: false,
  respelled: null,
  nameOnCake: null,
  ofEach: false,
  formForAll: false,
  eitherOr: false,
  name: null,
  phone: null,
  phoneInvalid: false,
  emailGiven: false,
  anotherOrderAfter: false,
  notes: null,
  details: null,
  notName: null,
  orderId: null,
  correction: false,
  replacesItems: false,
  replaced: [],
  lineQuantity: null,
  toPlacedOrder: false,
  toLaterOrder: false,
  dropsLaterOrder: false,
  messageEach: null,
  dayMismatch: null,
  tomorrowAfterMidnight: null,
  otherDayMeant: null,
  noSuchDate: null,
  people: null,
  orderEnough: false,
  comparing: false,
  flavourRecounts: [],
  addressNumberFix: null,
  aboutEarlierOrder: false,
  quantityChange: null,
  partialSwap: null,
  modification: null,
  hoursDay: null,
  pointsBack: false,
  hoursTime: null,
  hoursNow: false,
  timeBesideHoursQuestion: false,
  restore: null,
  revert: null,
  sameAgainIn: null,
  veganAsked: false,
  allergenCondition: false,
  dietaryAsked: null,
  tiersAsked: false,
  later: null,
  oneOrder: false,
  sameTimeAgain: false,
  pickBy: null,
  onlyThis: false,
});

export type FlavourRecount = { skus: string[]; qty: number; add?: true };
