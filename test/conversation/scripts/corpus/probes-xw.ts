import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// QUESTIONS BEFORE ORDERING, answered without starting an order. Menu ("what do you have", "what
// slices today"), prices ("how much is a whole lemon", "price of 3 carrot slices", "whats cheaper 8
// slices or a whole cake"), servings ("will one cake feed 20", "how many slices in a cake"),
// allergens ("does the carrot cake have nuts", "is the red velvet nut free"), gluten / dairy /
// vegan / sugar-free (not on the menu, never promised), hours ("open sunday?", "what time do you
// close today", "open on thanksgiving?"), notice ("how far ahead for a whole cake", "custom cake by
// tomorrow"), delivery and payment (staff confirm delivery; no fee, area, time or payment method
// invented), ratings / reviews (none to quote), several questions in one message, follow-ups ("and
// the lemon?", "what about large?"), products we do not sell (cupcakes, cookies, pies, brownies,
// muffins, gluten-free bread), coffee (in-cafe only), and questions that end with the customer
// deciding to order (then the order is placed, read back, and accepted with "yes").
//
// Catalog facts used: whole cakes 8-inch, serve 10 to 12, 24 hours' notice: chocolate fudge $48,
// carrot $46 (walnuts / tree nuts), red velvet $50 and vanilla bean $44 (allergens unknown: never
// "nut-free"); lemon whole 10-inch $58, serves 14 to 16. Strawberry shortcake unavailable. Slices,
// same day: chocolate fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon
// $5.75, vanilla bean $5.50 (so 3 carrot slices $18.00, 8 chocolate slices $52.00 vs whole $48, 8
// carrot slices $48.00 vs whole $46, 5 vanilla slices $27.50). Custom cake $65 (8-inch) / $85
// (10-inch), 72 hours' notice, owner's approval. Drinks in-cafe only. Delivery: staff confirm.
// Hours 8 AM to 8 PM every day (Thanksgiving Thu 26 open unless closedDays says so); an order
// placed between 8 PM and 8 AM is held_overnight. Any allergy mention goes to staff
// (needs_approval). Clock: Fri 2026-11-20 10:00 Central unless `now` is set.

/** Words that turn a following phrase into a denial or a question rather than a claim. */
const NEG = String.raw`(?:\w+n['’]t|dont|cant|wont|isnt|arent|doesnt|not|no|none|nothing|never|any|if|whether|sorry|unfortunately|afraid|which|what|about|unsure|sure|know|confirm|track|share|info|information|guarantee|promise)`;
/** A claim: the phrase, not shortly after a negation / question word, nor shortly before "not". */
function claim(core: string): RegExp {
  return new RegExp(String.raw`(?<!\b${NEG}\b[^.!?]{0,40})\b(?:${core})\b(?![^.!?]{0,30}\b(?:\w+n['’]t|not|no longer)\b)`, 'i');
}

const SERVES_10_12 = /10\s*(to|-|–|and)\s*12|ten (to|and) twelve/i;
const SERVES_14_16 = /14\s*(to|-|–|and)\s*16|fourteen (to|and) sixteen/i;
const EIGHT_INCH = /8[- ]?inch|eight[- ]inch|8"/i;
const NOTICE_24H = /\b24\b|twenty[- ]four|a day'?s notice|one day'?s notice|a day (in advance|ahead)|day before/i;
const CUSTOM_NOTICE = /\b72\b|seventy[- ]two|(3|three) days/i;
const OPEN_8AM = /\b8(:00)?\s*(am|a\.m\.)|\beight\s*(a\.?\s?m\.?|in the morning|o'?clock in the morning)/i;
const CLOSE_8PM = /\b8(:00)?\s*(pm|p\.m\.)|\beight\s*(p\.?\s?m\.?|at night|in the evening|tonight|o'?clock (tonight|in the evening|at night))/i;
const WALNUTS = /walnut|tree[- ]?nut/i;
const STAFF = /staff|team|owner|someone|person|manager|call (us|the bakery)|bakery directly|reach out|get back to you|contact/i;
/** An honest "I don't know that / can't help with that here" (or a hand-off). */
const DONT_KNOW =
  /(don'?t|do not|doesn'?t|does not) (have|know)|not sure|unsure|can'?t (say|confirm|tell|help|answer|provide|share|speak)|cannot (say|confirm|tell|help|answer|provide|share|speak)|unable to|not able to|no (information|info|details)|not (something )?I can|staff|team|owner|call|contact|reach out/i;
const UNKNOWN_ALLERGENS =
  /(not|n.?t) (been )?(confirm|list|know|sure|verif|have (a |the )?(confirmed|full|complete))|unknown|can.?t (confirm|guarantee|say|promise)|cannot (confirm|guarantee|say|promise)|unable to confirm|facility|staff|team/i;
/** The bakery says it does not have something. */
const NOT_HAVE =
  /\b(don'?t|do not|doesn'?t|does not) (currently |really )?(have|make|sell|carry|offer|bake|do|stock)\b|\bnot (on )?(our|the) menu\b|\bisn'?t (on|something|one of)\b|\baren'?t (on|something|part)\b|\bnot something we\b|\bunfortunately\b|\bsorry\b|\bwe only (have|make|sell|bake|do|offer)\b|\bno [a-z -]{0,25}(on|in) (our|the) menu\b|\bnot (currently )?(available|offered)\b/i;
const UNAVAILABLE = /not (currently )?available|unavailable|out of season|seasonal|sold out|isn'?t available|not in season|not (offering|making|selling)|(don'?t|do not) have/i;
const REAL_KINDS = /chocolate fudge|carrot|red velvet|lemon|vanilla bean/i;
const DRINKS_IN_CAFE = /caf[eé]|in[- ]store|in person|at the (counter|bakery)|can.?t (be )?(order|pre-?order|reserve)|cannot (be )?(order|pre-?order|reserve)|not (available )?(to|for) (order|pre-?order)|only (order|take) (cakes|baked)/i;
const CLOSED = /\bclosed\b|not open|aren'?t open|won'?t be open|will not be open/i;
/** "We are closed" said of a day we are open. */
const CLOSED_CLAIM = claim(String.raw`(?:we(?:'re| are| will be|'ll be)|the bakery (?:is|will be)) closed`);

/** An invented street address or location. */
const ADDRESS =
  /\b\d{1,5}\s+(?:[NSEW]\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Court|Ct|Place|Pl|Parkway|Pkwy|Highway|Hwy)\b|\bsuite \d+/;
/** Invented ratings, reviews or popularity. */
const RATING = /\b\d(\.\d)?\s*(\/\s*5|stars?|out of (5|five))\b|\baward[- ]winning\b|\b(rated|voted) (the )?(best|#1|number one|top)\b|\bbest in (town|the city|the state)\b/i;
const POPULAR = claim(
  String.raw`most popular|best[- ]?sell(?:er|ers|ing)|top[- ]?sell(?:er|ers|ing)|(?:customer|crowd|fan)s?['’]? favou?rites?|crowd[- ]pleasers?|everyone['’]?s favou?rite|(?:people|customers|everyone|guests|regulars) (?:really |absolutely )?(?:love|rave about|adore|swear by)|sells? out (?:fast|quickly|first)`,
);
/** A cake or range called free of an allergen or of sugar. */
const FREE_CLAIM = claim(String.raw`(?:allergen|gluten|nut|peanut|dairy|egg|wheat|soy|sugar|lactose)[- ]free`);
const VEGAN_CLAIM = claim(String.raw`(?:we (?:have|offer|make|do|carry|sell|bake) (?:a |an |some )?vegan|(?:is|are) (?:completely |fully |100% )?vegan)`);
/** An allergy waved away instead of being passed to staff. */
const BRUSH_OFF = /no need to worry|nothing to worry|should (be|still be) (fine|ok|okay|safe)|you.?ll be (fine|ok)|won.?t be a problem|(is|are|it.?s|they.?re) (totally |perfectly |completely )?safe (for|to)\b/i;
/** A price given for something not on the menu. */
const NON_MENU_PRICE =
  /\b(cupcakes?|cookies?|pies?|brownies?|muffins?|bread|loaf|loaves)\s*(are|is|cost|costs|run|for|at|:|-|–)\s*(just |only |about |around )?(\$\s?\d|\d+ dollars)|(\$\s?\d+(\.\d\d)?|\d+ dollars)\s*(per|a|each|for (a|one|the))\s*(cupcake|cookie|pie|brownie|muffin|loaf)/i;
const INVENTED_PRODUCT = claim(
  String.raw`we (?:have|sell|make|carry|offer|bake|do) (?:a |some |several |lots of |fresh |great |delicious |homemade )?(?:cupcakes|cookies|pies|pumpkin pies?|brownies|muffins|breads?|gluten[- ]free|vegan|sugar[- ]free)`,
);
const DELIVERY_FEE =
  /deliver(y|ies)? (fee|charge|costs?|is|will be|runs?)[^.!?]{0,15}(\$\s?\d|\d+ dollars)|(\$\s?\d+(\.\d\d)?|\d+ dollars) (delivery|for delivery)|free delivery|delivery is free/i;
const DELIVERY_PROMISE =
  /\bwill (arrive|be delivered|get there|be there|reach you) (by|at|before|around|in|within)\b|\bwe(')?ll deliver (it )?(by|at|before|within)\b|\bwe will deliver (it )?(by|at|before|within)\b|\bdelivery (takes|usually takes|is usually) (about |around |roughly )?\d|\bwithin \d+ (minutes|hours|miles)\b/i;
const DELIVERY_AREA_CLAIM = claim(String.raw`we (?:do )?deliver (?:to|in|all over) round rock|round rock is (?:in|within) (?:our )?(?:delivery )?(?:area|range|zone)`);
/** A payment method stated as fact. */
const PAYMENT_CLAIM = claim(
  String.raw`we (?:only )?(?:accept|take) (?:cash|cards?|credit|debit|visa|venmo|apple pay|zelle|paypal|all major)|(?:cash|card|venmo)[- ]only|you can pay (?:online|by card|with (?:cash|card|venmo|apple pay))|(?:venmo|apple pay|zelle|paypal) is (?:fine|accepted|ok)`,
);
const YES_CUSTOM_TOMORROW = /\b(yes|yep|sure|absolutely|of course)\b[^.!?]{0,40}custom[^.!?]{0,40}tomorrow/i;
const FEEDS_20_CLAIM = claim(String.raw`(?:one|a|the|a single|1) (?:whole )?(?:\w+ )?cake (?:will|would|can|should) (?:easily )?(?:feed|serve) (?:20|twenty)`);
/** An order id: nothing may have been placed. */
const ORDER_ID = /ord_[0-9a-z]{10,}/i;
/** An order started on a question that asked nothing of the kind. */
const ORDER_STARTED = /\bgot it: (a|an|\d+|one|two|three)\b|(added|put) (it|that|them) (to|on) your order/i;

/** A reply meant for haggling, given to a plain question about prices. */
const HAGGLE_REPLY = /prices are set by the bakery|only take the order at the menu price/i;

const NEVER_BASE = [ORDER_ID, ADDRESS, RATING, FREE_CLAIM, ORDER_STARTED];

const written: Script[] = [
  // ======================================================================== SMS
  {
    id: 'pxw-sms-what-slices-today',
    category: 'menu',
    channel: 'sms',
    steps: ['what slices u got today'],
    expect: { noOrder: true, lastSays: [/chocolate/i, /carrot/i, /red velvet/i, /lemon/i, /vanilla/i], never: [...NEVER_BASE, POPULAR] },
  },
  {
    id: 'pxw-sms-whole-lemon-price',
    category: 'prices',
    channel: 'sms',
    steps: ['how much is a whole lemon'],
    expect: { noOrder: true, lastSays: [price(58)], never: NEVER_BASE },
  },
  {
    id: 'pxw-sms-3-carrot-slices-price',
    category: 'prices',
    channel: 'sms',
    steps: ['price of 3 carrot slices?'],
    expect: { noOrder: true, lastSays: [price(18)], never: NEVER_BASE },
  },
  {
    id: 'pxw-sms-open-sunday',
    category: 'hours',
    channel: 'sms',
    steps: ['open sunday?'],
    expect: { noOrder: true, lastSays: [OPEN_8AM, CLOSE_8PM], never: [...NEVER_BASE, CLOSED_CLAIM] },
  },
  {
    id: 'pxw-sms-carrot-nuts',
    category: 'allergens',
    channel: 'sms',
    steps: ['does the carrot cake have nuts in it'],
    expect: { noOrder: true, lastSays: [WALNUTS], never: NEVER_BASE },
  },
  {
    id: 'pxw-sms-cupcakes-cookies-brownies',
    category: 'not-sold',
    channel: 'sms',
    steps: ['do yall sell cupcakes? or cookies or brownies even'],
    expect: { noOrder: true, lastSays: [NOT_HAVE, /cookies?/i, /brownies?/i], never: [...NEVER_BASE, NON_MENU_PRICE, INVENTED_PRODUCT] },
  },
  {
    id: 'pxw-sms-delivery-round-rock',
    category: 'delivery',
    channel: 'sms',
    steps: ['do u deliver to round rock? hows much is delivery'],
    expect: { noOrder: true, lastSays: [STAFF], never: [...NEVER_BASE, DELIVERY_FEE, DELIVERY_PROMISE, DELIVERY_AREA_CLAIM] },
  },
  {
    id: 'pxw-sms-three-questions',
    category: 'several-questions',
    channel: 'sms',
    steps: ['hey what time do u open tmrw, how much is a red velvet slice, and do u have pies'],
    expect: { noOrder: true, lastSays: [OPEN_8AM, price(6.5), NOT_HAVE], never: [...NEVER_BASE, NON_MENU_PRICE, INVENTED_PRODUCT] },
  },
  {
    id: 'pxw-sms-follow-ups-large',
    category: 'follow-ups',
    channel: 'sms',
    steps: ['how much is a lemon slice', 'and carrot?', 'what about a large chocolate'],
    expect: { noOrder: true, says: [price(5.75), price(6)], lastSays: [price(9.5)], never: NEVER_BASE },
  },
  {
    id: 'pxw-sms-lemon-price-then-order',
    category: 'question-then-order',
    channel: 'sms',
    steps: ['hi its Marisol, how much is a whole lemon cake and how many ppl does it feed', 'ok perfect ill take one for sunday at 2pm, pickup', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Marisol' },
      says: [price(58), SERVES_14_16],
    },
  },
  {
    id: 'pxw-sms-thanksgiving-closed',
    category: 'hours',
    channel: 'sms',
    closedDays: ['2026-11-26'],
    steps: ['r u open thanksgiving day? want to grab a cake that morning'],
    expect: { noOrder: true, lastSays: [CLOSED], never: NEVER_BASE },
  },
  {
    id: 'pxw-sms-custom-by-tomorrow',
    category: 'notice',
    channel: 'sms',
    steps: ['can i get a custom cake by tomorrow?? its my sons bday i totally forgot'],
    // Offering the earliest possible day (Mon 23) is what a clerk does; nothing may be placed.
    expect: { noOrder: true, lastSays: [CUSTOM_NOTICE], never: [ORDER_ID, ADDRESS, RATING, FREE_CLAIM, YES_CUSTOM_TOMORROW] },
  },

  // ======================================================================== WHATSAPP
  {
    id: 'pxw-wa-what-do-you-have',
    category: 'menu',
    channel: 'whatsapp',
    steps: ['hiii what do you have 😊'],
    expect: { noOrder: true, says: [/chocolate/i, /carrot/i, /red velvet/i, /lemon/i, /vanilla/i], never: [...NEVER_BASE, POPULAR] },
  },
  {
    id: 'pxw-wa-cheaper-8-slices-or-whole',
    category: 'prices',
    channel: 'whatsapp',
    steps: ['whats cheaper, 8 chocolate slices or a whole chocolate cake?'],
    expect: { noOrder: true, lastSays: [price(48), price(52)], never: [...NEVER_BASE, HAGGLE_REPLY] },
  },
  {
    id: 'pxw-wa-feed-20',
    category: 'servings',
    channel: 'whatsapp',
    steps: ['will one cake feed 20 ppl? its for my office thing next week'],
    expect: { noOrder: true, lastSays: [/10\s*(to|-|–|and)\s*12|14\s*(to|-|–|and)\s*16/i], never: [...NEVER_BASE, FEEDS_20_CLAIM] },
  },
  {
    id: 'pxw-wa-red-velvet-nut-free',
    category: 'allergens',
    channel: 'whatsapp',
    steps: ['is the red velvet nut free? my niece has a nut allergy'],
    expect: { noOrder: true, lastSays: [UNKNOWN_ALLERGENS], never: [...NEVER_BASE, BRUSH_OFF] },
  },
  {
    id: 'pxw-wa-gluten-free-bread',
    category: 'not-sold',
    channel: 'whatsapp',
    steps: ['do you have gluten free bread? or anything gluten free really'],
    expect: { noOrder: true, lastSays: [NOT_HAVE, /bread/i, /wheat|gluten/i], never: [...NEVER_BASE, INVENTED_PRODUCT, NON_MENU_PRICE] },
  },
  {
    id: 'pxw-wa-vegan-sugar-free',
    category: 'dietary',
    channel: 'whatsapp',
    steps: ['any vegan or sugar free options? my mom is diabetic and my sister is vegan lol'],
    expect: { noOrder: true, lastSays: [NOT_HAVE, /vegan/i, /sugar/i], never: [...NEVER_BASE, VEGAN_CLAIM, INVENTED_PRODUCT] },
  },
  {
    id: 'pxw-wa-close-today',
    category: 'hours',
    channel: 'whatsapp',
    steps: ['what time do u close today'],
    expect: { noOrder: true, lastSays: [CLOSE_8PM], never: NEVER_BASE },
  },
  {
    id: 'pxw-wa-reviews-rating',
    category: 'reviews',
    channel: 'whatsapp',
    steps: ['are ur cakes actually good lol? whats ur rating on google'],
    expect: { noOrder: true, lastSays: [DONT_KNOW], never: [...NEVER_BASE, POPULAR] },
  },
  {
    id: 'pxw-wa-payment',
    category: 'payment',
    channel: 'whatsapp',
    steps: ['do you take venmo or cash? or can i pay online'],
    expect: { noOrder: true, lastSays: [DONT_KNOW], never: [...NEVER_BASE, PAYMENT_CLAIM] },
  },
  {
    id: 'pxw-wa-latte-then-slices',
    category: 'question-then-order',
    channel: 'whatsapp',
    steps: ['hi Omar here, can i preorder a latte with some cake slices for pickup at 3 today?', 'ah ok no worries, just 2 carrot slices then, pickup 3pm today', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Omar' },
      says: [DRINKS_IN_CAFE],
    },
  },
  {
    id: 'pxw-wa-nuts-then-allergy-order',
    category: 'question-then-order',
    channel: 'whatsapp',
    steps: [
      'hi its Priya, does the carrot cake have nuts?',
      'ok my son is allergic to tree nuts. what about the vanilla bean, is that one safe?',
      'ok then lets do 4 vanilla bean slices for pickup at 4 today, and please tell the staff about his tree nut allergy',
      'yes',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T16:00', name: 'Priya', allergy: true },
      says: [WALNUTS, UNKNOWN_ALLERGENS],
      never: [FREE_CLAIM, BRUSH_OFF],
    },
  },
  {
    id: 'pxw-wa-how-far-ahead-whole',
    category: 'notice',
    channel: 'whatsapp',
    steps: ['how far ahead do i need to order a whole cake?'],
    expect: { noOrder: true, lastSays: [NOTICE_24H], never: NEVER_BASE },
  },

  // ======================================================================== VOICE
  {
    id: 'pxw-voice-open-sunday-hours',
    category: 'hours',
    channel: 'voice',
    steps: ["hi, um, are you guys open on sunday? and like, what hours?"],
    expect: { noOrder: true, lastSays: [OPEN_8AM, CLOSE_8PM], never: [...NEVER_BASE, CLOSED_CLAIM] },
  },
  {
    id: 'pxw-voice-slices-in-cake',
    category: 'servings',
    channel: 'voice',
    steps: ['uh, how many slices do you get out of a whole cake?'],
    expect: { noOrder: true, lastSays: [SERVES_10_12], never: NEVER_BASE },
  },
  {
    id: 'pxw-voice-thanksgiving-open',
    category: 'hours',
    channel: 'voice',
    steps: ["hey, quick question, are you open on thanksgiving? like thursday?"],
    expect: { noOrder: true, lastSays: [/\bopen\b/i, OPEN_8AM], never: [...NEVER_BASE, CLOSED_CLAIM] },
  },
  {
    id: 'pxw-voice-chocolate-price-size',
    category: 'prices',
    channel: 'voice',
    steps: ['how much is the, um, the whole chocolate fudge cake, and how big is it?'],
    expect: { noOrder: true, lastSays: [price(48), /8[- ]?inch|eight[- ]inch|10\s*(to|-|–|and)\s*12|ten (to|and) twelve/i], never: NEVER_BASE },
  },
  {
    id: 'pxw-voice-carrot-and-the-lemon',
    category: 'follow-ups',
    channel: 'voice',
    steps: ['how much is a whole carrot cake?', 'and the lemon?'],
    expect: { noOrder: true, says: [price(46)], lastSays: [price(58)], never: NEVER_BASE },
  },
  {
    id: 'pxw-voice-brownies-pies',
    category: 'not-sold',
    channel: 'voice',
    steps: ['do you guys make brownies? or, um, pies, like pumpkin pie for thanksgiving?'],
    expect: { noOrder: true, lastSays: [NOT_HAVE, /\bpies?\b/i], never: [...NEVER_BASE, NON_MENU_PRICE, INVENTED_PRODUCT] },
  },
  {
    id: 'pxw-voice-delivery-how-long',
    category: 'delivery',
    channel: 'voice',
    steps: ['do you deliver? and um, how long does delivery usually take, and what does it cost?'],
    expect: { noOrder: true, lastSays: [STAFF], never: [...NEVER_BASE, DELIVERY_FEE, DELIVERY_PROMISE] },
  },
  {
    id: 'pxw-voice-coffees-with-cake',
    category: 'coffee',
    channel: 'voice',
    steps: ['can I, uh, order a couple of coffees to go along with a cake? like have them ready when I come?'],
    expect: { noOrder: true, lastSays: [DRINKS_IN_CAFE], never: NEVER_BASE },
  },
  {
    id: 'pxw-voice-custom-notice-big',
    category: 'notice',
    channel: 'voice',
    steps: ["how much notice do you need for a custom cake, and what's it cost for the bigger size?"],
    expect: { noOrder: true, lastSays: [CUSTOM_NOTICE, price(85)], never: NEVER_BASE },
  },
  {
    id: 'pxw-voice-lemon-price-then-order',
    category: 'question-then-order',
    channel: 'voice',
    steps: ['hi, this is Dana, um, how much are the lemon slices?', 'okay, uh, can I get three of those for pickup at two thirty today?', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: 'Dana' },
      says: [price(5.75)],
    },
  },
  {
    id: 'pxw-voice-five-vanilla-total',
    category: 'prices',
    channel: 'voice',
    steps: ['what would, um, five vanilla bean slices come to?'],
    expect: { noOrder: true, lastSays: [price(27.5)], never: NEVER_BASE },
  },
  {
    id: 'pxw-voice-chocolate-slice-large',
    category: 'follow-ups',
    channel: 'voice',
    steps: ["how much is a chocolate slice?", "what about large?"],
    expect: { noOrder: true, says: [price(6.5)], lastSays: [price(9.5)], never: NEVER_BASE },
  },
  {
    id: 'pxw-voice-vanilla-dairy-free',
    category: 'dietary',
    channel: 'voice',
    steps: ["is the vanilla bean cake dairy free? my husband can't have dairy"],
    expect: { noOrder: true, lastSays: [UNKNOWN_ALLERGENS], never: [...NEVER_BASE, BRUSH_OFF] },
  },

  // ======================================================================== WEBCHAT
  {
    id: 'pxw-web-cakes-and-prices',
    category: 'menu',
    channel: 'webchat',
    steps: ['Hi! What whole cakes do you have and how much are they?'],
    expect: { noOrder: true, lastSays: [price(48), price(46), price(50), price(44), price(58)], never: [...NEVER_BASE, POPULAR] },
  },
  {
    id: 'pxw-web-carrot-8-slices-or-whole',
    category: 'prices',
    channel: 'webchat',
    steps: ['is it cheaper to get 8 carrot slices or just a whole carrot cake'],
    expect: { noOrder: true, lastSays: [price(46), price(48)], never: [...NEVER_BASE, HAGGLE_REPLY] },
  },
  {
    id: 'pxw-web-strawberry-shortcake',
    category: 'menu',
    channel: 'webchat',
    steps: ['do you have strawberry shortcake? by the slice or whole, either'],
    expect: { noOrder: true, lastSays: [UNAVAILABLE], never: NEVER_BASE },
  },
  {
    id: 'pxw-web-red-velvet-allergens',
    category: 'allergens',
    channel: 'webchat',
    steps: ['What allergens are in the red velvet cake?'],
    expect: { noOrder: true, lastSays: [UNKNOWN_ALLERGENS], never: NEVER_BASE },
  },
  {
    id: 'pxw-web-whole-tomorrow-afternoon',
    category: 'notice',
    channel: 'webchat',
    steps: ['how far ahead do you need for a whole cake? could I get one tomorrow afternoon if I order today?'],
    // Ordered at 10 AM Friday, Saturday afternoon is more than 24 hours away: yes.
    expect: { noOrder: true, lastSays: [NOTICE_24H, /\byes\b|\bsure\b|tomorrow|saturday|\bsat\b|nov(ember)?\.? 21/i], never: NEVER_BASE },
  },
  {
    id: 'pxw-web-delivery-pay-online',
    category: 'delivery',
    channel: 'webchat',
    steps: ['Do you deliver? And can I pay online when I order?'],
    expect: { noOrder: true, lastSays: [STAFF], never: [...NEVER_BASE, DELIVERY_FEE, DELIVERY_PROMISE, PAYMENT_CLAIM] },
  },
  {
    id: 'pxw-web-close-tonight',
    category: 'hours',
    channel: 'webchat',
    now: '2026-11-20T19:15:00-06:00',
    steps: ['what time do you close tonight? could I swing by around 8:30?'],
    // 8:30 is after closing: a clerk says so (come before 8).
    expect: { noOrder: true, lastSays: [CLOSE_8PM, /clos|before 8|too late|after (we|closing)|won.?t be open|not be open|by 8/i], never: NEVER_BASE },
  },
  {
    id: 'pxw-web-after-hours-then-order',
    category: 'question-then-order',
    channel: 'webchat',
    now: '2026-11-20T21:30:00-06:00',
    steps: [
      'hi this is Lena, are you still open?',
      'ok can i order 2 chocolate fudge slices for pickup tomorrow at 9am? my number is 512-555-0142',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Lena' },
      says: [OPEN_8AM],
    },
  },
  {
    id: 'pxw-web-30-people-lemon',
    category: 'servings',
    channel: 'webchat',
    steps: ['I need cake for about 30 people. How many lemon cakes would I need?'],
    expect: { noOrder: true, lastSays: [SERVES_14_16, /\b(two|2)\b/i], never: NEVER_BASE },
  },
  {
    id: 'pxw-web-cookies-muffins-pie',
    category: 'not-sold',
    channel: 'webchat',
    steps: ['Do you sell cookies or muffins? What about pie?'],
    expect: { noOrder: true, lastSays: [NOT_HAVE, /muffins?/i, /\bpies?\b/i], never: [...NEVER_BASE, NON_MENU_PRICE, INVENTED_PRODUCT] },
  },
  {
    id: 'pxw-web-vanilla-questions-then-order',
    category: 'question-then-order',
    channel: 'webchat',
    steps: [
      "Hi, I'm Grace. How much is a whole vanilla bean cake, how many does it serve, and how much notice do you need?",
      "Great, I'll take one for pickup Sunday at 11am. My number is 512-555-0142",
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Grace' },
      says: [price(44), SERVES_10_12, NOTICE_24H],
    },
  },
  {
    id: 'pxw-web-reviews-popular',
    category: 'reviews',
    channel: 'webchat',
    steps: ["Before I order, can you show me some reviews? What's your most popular cake?"],
    expect: { noOrder: true, lastSays: [DONT_KNOW], never: [...NEVER_BASE, POPULAR] },
  },
  {
    id: 'pxw-web-egg-allergy-vanilla',
    category: 'allergens',
    channel: 'webchat',
    steps: ['My daughter has an egg allergy. Is the vanilla bean cake egg-free?'],
    expect: { noOrder: true, lastSays: [UNKNOWN_ALLERGENS], never: [...NEVER_BASE, BRUSH_OFF] },
  },
];

const notYet = new Set<string>();
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
