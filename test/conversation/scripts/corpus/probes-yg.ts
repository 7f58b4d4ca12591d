import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// QUESTIONS WITHOUT AN ORDER, answered the way a counter clerk answers them from the menu, on every
// channel: prices (one item, several with a total, two compared, slices vs a whole cake, regular vs
// large slice, a custom cake vs the lemon cake), sizes and servings ("how many does the lemon feed",
// "how many cakes for 25"), notice (24 h whole, 72 h custom: the earliest day / hour said, e.g. a
// lemon cake asked for tomorrow 9 AM can only be ready from 10 AM), what can be had today (slices)
// vs what needs notice, allergens (carrot has walnuts; red velvet and vanilla bean unknown; the
// facility handles nuts: nothing is ever called free of anything), drinks (in the cafe only, never
// pre-ordered; no hot chocolate / chai / tea varieties invented), things not on the menu
// (cheesecake, tiramisu, cupcakes, cake pops, bread, gluten-free, gift cards, catering trays),
// opening hours ("open at 7:30 tomorrow morning?" no, 8 AM; "at 7:45 PM?" yes, until 8; "still open"
// at 21:30; "open yet" at 7:40), delivery (whole / custom cakes only, staff approve, no fee, area or
// time invented; slices are pickup only), ratings and best sellers (nothing invented), and a
// question followed by "ok then I'll take ..." that ends in a placed order.
//
// Catalog facts used: whole cakes 8-inch, serve 10 to 12, 24 h notice: chocolate fudge $48, carrot
// $46 (walnuts), red velvet $50 (cream cheese frosting; allergens unconfirmed), vanilla bean $44
// (allergens unconfirmed); lemon 10-inch $58, serves 14 to 16. Strawberry shortcake unavailable.
// Slices, same day, in-store pickup: chocolate fudge $6.50 / large $9.50, carrot $6.00, red velvet
// $6.50, lemon $5.75, vanilla bean $5.50 (2 red velvet + 2 lemon = $24.50; 10 vanilla slices $55 vs
// whole $44). Custom: 8-inch from $65, 10-inch from $85, 72 h notice, needs approval. Drinks (drip
// coffee, latte, hot tea) in the cafe only. Hours 8 AM to 8 PM daily, Thanksgiving Thu 26 open.
// Clock: Fri 2026-11-20 10:00 Central (Sat 21, Sun 22, Mon 23 ... Thu 26) unless `now` is set.

/** Words that turn a following phrase into a denial or a question rather than a claim. */
const NEG = String.raw`(?:\w+n['’]t|dont|cant|wont|isnt|arent|doesnt|not|no|none|nothing|never|any|if|whether|sorry|unfortunately|afraid|which|what|about|unsure|sure|know|confirm|track|share|info|information|guarantee|promise|without)`;
/** A claim: the phrase, not shortly after a negation / question word, nor shortly before "not". */
function claim(core: string): RegExp {
  return new RegExp(String.raw`(?<!\b${NEG}\b[^.!?]{0,40})\b(?:${core})\b(?![^.!?]{0,30}\b(?:\w+n['’]t|not|no longer)\b)`, 'i');
}

const SERVES_10_12 = /10\s*(to|-|–|and)\s*12|ten (to|and) twelve/i;
const SERVES_14_16 = /14\s*(to|-|–|and)\s*16|fourteen (to|and) sixteen/i;
const EIGHT_INCH = /\b8[- ]?(inch|in\b|")|eight[- ]inch/i;
const TEN_INCH = /\b10[- ]?(inch|in\b|")|ten[- ]inch/i;
const NOTICE_24H = /\b24\b|twenty[- ]four|a day'?s notice|one day'?s notice|a day (in advance|ahead)|day before|(a|one) (full )?day ahead/i;
const CUSTOM_NOTICE = /\b72\b|seventy[- ]two|(3|three)[- ]days?/i;
const MONDAY = /\bmon(day)?\b|\b23(rd)?\b|twenty[- ]third/i;
const OPEN_8AM = /\b8(:00)?\s*(am\b|a\.m\.|in the morning|o'?clock in the morning)|\beight\s*(a\.?\s?m\b\.?|in the morning|o'?clock in the morning)/i;
const CLOSE_8PM = /\b8(:00)?\s*(pm\b|p\.m\.|at night|in the evening|tonight)|\beight\s*(p\.?\s?m\b\.?|at night|in the evening|tonight|o'?clock (tonight|in the evening|at night))/i;
const WALNUTS = /walnut|tree[- ]?nut/i;
const SLICES = /slice/i;
const STAFF = /staff|team|owner|someone|person|manager|approv|review|confirm|reach out|get back to you|follow up|contact/i;
const UNKNOWN_ALLERGENS =
  /(not|n.?t) (been )?(confirm|list|know|sure|verif|have (a |the )?(confirmed|full|complete))|unknown|can.?t (confirm|guarantee|say|promise)|cannot (confirm|guarantee|say|promise)|unable to (confirm|guarantee)|facility|staff|team/i;
const NOT_HAVE =
  /\b(don'?t|do not|doesn'?t|does not) (currently |really )?(have|make|sell|carry|offer|bake|do|stock|serve)\b|\bnot (on )?(our|the) menu\b|\bisn'?t (on|something|one of)\b|\baren'?t (on|something|part)\b|\bnot something we\b|\bunfortunately\b|\bsorry\b|\bwe only (have|make|sell|bake|do|offer)\b|\bnot (currently )?(available|offered)\b|\bonly (have|make|sell|bake|offer)\b/i;
const DONT_KNOW =
  /(don'?t|do not|doesn'?t|does not) (have|know|track|keep|share)|not sure|unsure|can'?t (say|confirm|tell|help|answer|provide|share|speak)|cannot (say|confirm|tell|help|answer|provide|share|speak)|unable to|not able to|no (information|info|details|data)|not (something )?I can|staff|team|owner/i;
const DRINKS_IN_CAFE =
  /caf[eé]|in[- ]store|in person|at the (counter|bakery)|can.?t (be )?(order|pre-?order|reserve)|cannot (be )?(order|pre-?order|reserve)|not (available )?(to|for) (order|pre-?order)|only (order|take) (cakes|baked)|(order|pre-?order)(ed|ing)? ahead/i;
const CLOSED_NOW = /\bclosed\b|not open|aren'?t open|reopen|open again|open (back )?(up )?(at|tomorrow)/i;
const REAL_KINDS = /chocolate fudge|carrot|red velvet|lemon|vanilla bean/i;
const UNAVAILABLE = /not (currently )?available|unavailable|out of season|seasonal|sold out|isn'?t available|not in season|not (offering|making|selling)|(don'?t|do not) have/i;

/** "We are closed" said of a time we are open. */
const CLOSED_CLAIM = claim(String.raw`(?:we(?:'re| are| will be|'ll be)|the bakery (?:is|will be)) closed`);
/** "We open at 7 / 7:30" (we open at 8). */
const OPEN_AT_7_CLAIM = claim(String.raw`(?:open|opens|opening)(?: up)? (?:at|from|by) (?:7|seven)`);
/** Invented ratings, reviews or popularity. */
const RATING = /\b\d(\.\d)?\s*(\/\s*5|stars?|out of (5|five))\b|\baward[- ]winning\b|\b(rated|voted) (the )?(best|#1|number one|top)\b|\bbest in (town|the city|the state|austin)\b|\b(four|five)[- ]star\b/i;
const POPULAR = claim(
  String.raw`most popular|best[- ]?sell(?:er|ers|ing)|top[- ]?sell(?:er|ers|ing)|(?:customer|crowd|fan)s?['’]? favou?rites?|crowd[- ]pleasers?|everyone['’]?s favou?rite|(?:people|customers|everyone|guests|regulars|folks) (?:really |absolutely |usually |tend to |always )?(?:love|rave about|adore|swear by|go for|pick|choose|order)|sells? out (?:fast|quickly|first)|(?:our|the) (?:signature|specialty)`,
);
/** A cake or range called free of an allergen or of sugar. */
const FREE_CLAIM = claim(String.raw`(?:allergen|gluten|nut|peanut|dairy|egg|wheat|soy|sugar|lactose)[- ]free`);
/** Red velvet or vanilla bean (allergens unknown) said to have no nuts / eggs / dairy. */
const UNKNOWN_CAKE_FREE = new RegExp(
  String.raw`(?<!\b(?:confirm|guarantee|promise|say|sure|certain|know|claim|whether|if)\b[^.!?]{0,60})\b(red velvet|vanilla)[^.!?]{0,40}\b(don'?t|do not|doesn'?t|does not|has no|have no|contains? no|is made without|are made without|without)\s+(contain\s+|have\s+|include\s+|use\s+)?(any\s+)?(tree\s+)?(nuts|walnuts|eggs?|dairy|milk|lactose)\b`,
  'i',
);
/** An allergy waved away instead of being passed to staff. */
const BRUSH_OFF = /no need to worry|nothing to worry|should (be|still be) (fine|ok|okay|safe)|you.?ll be (fine|ok)|won.?t be a problem|(is|are|it.?s|they.?re) (totally |perfectly |completely )?safe (for|to)\b/i;
/** A price given for something not on the menu. */
const NON_MENU_PRICE =
  /\b(cupcakes?|cookies?|pies?|brownies?|muffins?|bread|loaf|loaves|cheesecakes?|tiramisu|cake pops?|trays?|platters?|gift cards?|hot chocolates?|chai)\s*(are|is|cost|costs|run|runs|start|starts|for|at|:|-|–)\s*(just |only |about |around |at )?(\$\s?\d|\d+ dollars)|(\$\s?\d+(\.\d\d)?|\d+ dollars)\s*(per|a|each|for (a|one|the))\s*(cupcake|cookie|pie|brownie|muffin|loaf|cheesecake|cake pop|tray|platter|gift card|hot chocolate|chai)/i;
function invented(products: string): RegExp {
  return claim(
    String.raw`(?:we|I) (?:do |also |can )?(?:have|sell|make|carry|offer|bake|do|serve|provide)s? (?:a |an |some |several |lots of |fresh |great |delicious |homemade |our )?(?:${products})`,
  );
}
const DELIVERY_FEE =
  /deliver(y|ies)? (fee|charge|costs?|is|will be|runs?)[^.!?]{0,15}(\$\s?\d|\d+ dollars)|(\$\s?\d+(\.\d\d)?|\d+ dollars) (delivery|for delivery)|free delivery|delivery is free|no (extra )?(charge|fee) for delivery/i;
const DELIVERY_PROMISE =
  /\bwill (arrive|be delivered|get there|be there|reach you) (by|at|before|around|in|within)\b|\bwe(')?ll deliver (it )?(by|at|before|within)\b|\bwe will deliver (it )?(by|at|before|within)\b|\bdelivery (takes|usually takes|is usually) (about |around |roughly )?\d|\bwithin (\d+|an?|one|two|thirty|forty[- ]five) (minutes|hours?|miles)\b|\bsame[- ]day delivery\b/i;
/** An invented delivery area ("we deliver anywhere in Austin", "within 10 miles"). */
const DELIVERY_AREA = claim(String.raw`(?:we|I) (?:do |can |will )?deliver (?:anywhere|everywhere|all over|throughout|within|across)|(?:our|the) delivery (?:area|radius|zone) (?:is|covers|includes)`);
/** Any dollar amount not in the list (an invented price). */
function otherPrice(...allowed: string[]): RegExp {
  const list = allowed.map((a) => a.replace('.', '\\.')).join('|');
  return new RegExp(
    String.raw`\$\s?(?!(?:${list})(?:\.00)?(?!\d|\.\d))\d+|(?<![\d.])(?!(?:${list})(?:\.00)?(?!\d|\.\d))\d+(?:\.\d\d)?\s?(?:USD|dollars)`,
    'i',
  );
}
/** Every price on the menu, drinks included. */
const MENU_PRICES = ['48', '46', '50', '44', '58', '52', '6.50', '9.50', '6', '6.00', '5.75', '5.50', '6.75', '65', '85', '3', '3.00', '3.75', '4.75', '5.50', '3.25'];

const written: Script[] = [
  // ======================================================================== SMS
  {
    id: 'pyg-sms-compare-rv-vanilla',
    category: 'q-price-compare',
    channel: 'sms',
    steps: ['whats the price diff between a whole red velvet n a whole vanilla bean?'],
    expect: { noOrder: true, lastSays: [price(50), price(44)], never: [otherPrice('50', '44', '6', '6.00')] },
  },
  {
    id: 'pyg-sms-how-big-feed-12',
    category: 'q-servings',
    channel: 'sms',
    steps: ['how big r ur cakes? need to feed 12 ppl'],
    expect: { noOrder: true, lastSays: [/10\s*(to|-|–)\s*12|14\s*(to|-|–)\s*16|ten to twelve|fourteen to sixteen/i], never: [otherPrice(...MENU_PRICES)] },
  },
  {
    id: 'pyg-sms-cheesecake-tiramisu',
    category: 'q-not-on-menu',
    channel: 'sms',
    steps: ['do u guys have cheesecake? or tiramisu?'],
    expect: { noOrder: true, lastSays: [NOT_HAVE], never: [invented('cheesecakes?|tiramisu'), NON_MENU_PRICE] },
  },
  {
    id: 'pyg-sms-730-tmrw-morning',
    category: 'q-hours',
    channel: 'sms',
    steps: ['can i swing by at 7:30 tmrw morning to grab a slice before work?'],
    expect: { noOrder: true, lastSays: [OPEN_8AM], never: [OPEN_AT_7_CLAIM] },
  },
  {
    id: 'pyg-sms-what-today-no-notice',
    category: 'q-today-vs-notice',
    channel: 'sms',
    steps: ['what can i get today without ordering ahead? last min thing'],
    expect: { noOrder: true, lastSays: [SLICES], says: [NOTICE_24H], never: [otherPrice(...MENU_PRICES)] },
  },
  {
    id: 'pyg-sms-celiac-gluten-free',
    category: 'q-allergen-not-on-menu',
    channel: 'sms',
    steps: ['do u have anything gluten free? bread or cake, my bf has celiac'],
    expect: { noOrder: true, lastSays: [/(don'?t|do not|can'?t|cannot|not able to|unable to|no)\b[^.!?]{0,60}(gluten|wheat)|wheat|facility|staff|team/i], never: [FREE_CLAIM, invented('gluten[- ]free|breads?|loaves'), BRUSH_OFF] },
  },
  {
    id: 'pyg-sms-carrot-slice-price-then-order',
    category: 'q-then-order',
    channel: 'sms',
    steps: ['how much r carrot slices', 'ok then ill take 4 for pickup at 1pm today, its Jen Park', 'yes'],
    expect: {
      says: [price(6), price(24)],
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Jen Park' },
    },
  },
  {
    id: 'pyg-sms-total-rv-lemon-slices',
    category: 'q-price-several',
    channel: 'sms',
    steps: ['how much would 2 red velvet slices and 2 lemon slices be all together'],
    expect: { noOrder: true, lastSays: [price(24.5)] },
  },
  {
    id: 'pyg-sms-best-seller',
    category: 'q-ratings',
    channel: 'sms',
    steps: ['first time ordering from u, whats ur best seller?'],
    expect: { noOrder: true, lastSays: [/chocolate fudge|carrot|red velvet|lemon|vanilla|(don'?t|do not) (have|track|keep)|not sure|can'?t say/i], never: [POPULAR, RATING] },
  },
  {
    id: 'pyg-sms-deliver-slices-to-work',
    category: 'q-delivery',
    channel: 'sms',
    steps: ['can u deliver like 6 slices to my work today around lunch?'],
    expect: {
      noOrder: true,
      lastSays: [/pick ?up|in[- ]store|in person|come in|bakery only|in the bakery|whole|(don'?t|do not|can'?t|cannot) deliver|(can'?t|cannot|not) be delivered/i],
      never: [DELIVERY_FEE, DELIVERY_PROMISE, claim(String.raw`(?:we|I) (?:can|will|could) deliver (?:the |your |those |6 |six )?slices`)],
    },
  },
  {
    id: 'pyg-sms-strawberry-then-vanilla',
    category: 'q-then-order',
    channel: 'sms',
    steps: ['do u have strawberry shortcake rn?', 'aw ok then a whole vanilla bean for sun at 3pm pickup, Maya Ortiz', 'yes'],
    expect: {
      says: [UNAVAILABLE],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Maya Ortiz' },
    },
  },
  {
    id: 'pyg-sms-walnuts-or-pecans',
    category: 'q-allergen',
    channel: 'sms',
    steps: ['is it walnuts or pecans in ur carrot cake? just curious'],
    expect: { noOrder: true, lastSays: [/walnut/i], never: [claim('(?:has|have|contains?|with|uses?) pecans'), FREE_CLAIM] },
  },
  {
    id: 'pyg-sms-still-open-930pm',
    category: 'q-hours',
    channel: 'sms',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['r u guys still open rn??'],
    expect: { noOrder: true, lastSays: [CLOSED_NOW, OPEN_8AM], never: [claim(String.raw`(?:we(?:'re| are)|yes,? we(?:'re| are)) (?:still |currently )?open(?! (?:at|from|again|tomorrow))`)] },
  },

  // ======================================================================== WHATSAPP
  {
    id: 'pyg-wa-regular-vs-large-choc',
    category: 'q-price-compare',
    channel: 'whatsapp',
    steps: ["what's the difference between a regular and a large chocolate fudge slice? price wise"],
    expect: { noOrder: true, lastSays: [price(6.5), price(9.5)], never: [otherPrice('6.50', '9.50', '3', '3.00')] },
  },
  {
    id: 'pyg-wa-hot-chocolate-preorder',
    category: 'q-drinks',
    channel: 'whatsapp',
    steps: ['Do you have hot chocolate? Could I preorder 2 for pickup at 4 today 🙂'],
    expect: {
      noOrder: true,
      lastSays: [/caf[eé]|in[- ]store|in person|(don'?t|do not) (have|serve|offer|make)|not (on )?(our|the) menu|(can'?t|cannot) (be )?(pre-?order|order)/i],
      never: [invented('hot chocolates?|hot cocoa|cocoa'), NON_MENU_PRICE],
    },
  },
  {
    id: 'pyg-wa-25-people-chocolate',
    category: 'q-servings',
    channel: 'whatsapp',
    steps: ['party of 25 people - how many chocolate fudge cakes would we need and what would that come to?'],
    expect: { noOrder: true, lastSays: [SERVES_10_12, /\b(3|three)\b|lemon/i], never: [otherPrice('48', '96', '144', '58', '106', '116', '154', '6.50', '6')] },
  },
  {
    id: 'pyg-wa-cupcakes-then-slices',
    category: 'q-then-order',
    channel: 'whatsapp',
    steps: ['hi! do you do cupcakes? for a kids party tomorrow', 'ah ok. then 12 vanilla bean slices for pickup tomorrow at 11am please, name is Priya Shah', 'yes'],
    expect: {
      says: [NOT_HAVE],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 12 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Priya Shah' },
      never: [invented('cupcakes'), NON_MENU_PRICE],
    },
  },
  {
    id: 'pyg-wa-rv-lactose',
    category: 'q-allergen',
    channel: 'whatsapp',
    steps: ['does the red velvet have cream cheese frosting? my son is lactose intolerant'],
    expect: { noOrder: true, lastSays: [/cream cheese/i, UNKNOWN_ALLERGENS], never: [FREE_CLAIM, UNKNOWN_CAKE_FREE, BRUSH_OFF] },
  },
  {
    id: 'pyg-wa-lemon-tomorrow-9am',
    category: 'q-notice',
    channel: 'whatsapp',
    steps: ['if I order a whole lemon cake now could I pick it up tomorrow at 9am?'],
    expect: { noOrder: true, lastSays: [NOTICE_24H, /\b10(:\d\d)?\s*(am\b|a\.m\.)|\bten\b/i] },
  },
  {
    id: 'pyg-wa-delivery-q-then-order',
    category: 'q-then-order-delivery',
    channel: 'whatsapp',
    steps: [
      'Do you deliver cakes? How much is delivery?',
      "ok then I'd like a whole carrot cake delivered Sunday at 2pm to 1200 Barton Springs Rd, Austin. Name Nina Patel",
      'yes',
    ],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Nina Patel', address: /1200 Barton Springs/i },
      never: [DELIVERY_FEE, DELIVERY_PROMISE, DELIVERY_AREA],
    },
  },
  {
    id: 'pyg-wa-custom-vs-lemon-15',
    category: 'q-price-compare',
    channel: 'whatsapp',
    steps: ["for about 15 people, what's cheaper: a custom cake or your lemon cake?"],
    expect: { noOrder: true, lastSays: [price(58), /\b65\b|\b85\b|sixty[- ]five|eighty[- ]five/i], never: [otherPrice('58', '65', '85', '48', '46', '50', '44')] },
  },
  {
    id: 'pyg-wa-sourdough',
    category: 'q-not-on-menu',
    channel: 'whatsapp',
    steps: ['do you bake bread at all? sourdough, baguettes, that kind of thing'],
    expect: { noOrder: true, lastSays: [NOT_HAVE], never: [invented('breads?|sourdough|baguettes?|loaves'), NON_MENU_PRICE] },
  },
  {
    id: 'pyg-wa-745-tomorrow-evening',
    category: 'q-hours',
    channel: 'whatsapp',
    steps: ['are you open tomorrow at 7:45pm? I get off work at 7:30'],
    expect: { noOrder: true, lastSays: [CLOSE_8PM], never: [CLOSED_CLAIM] },
  },
  {
    id: 'pyg-wa-rv-q-then-order',
    category: 'q-then-order',
    channel: 'whatsapp',
    steps: ['how much is the red velvet cake and how many does it serve?', "perfect, I'll take one for Sunday at noon, pickup. Lauren Bell", 'yes'],
    expect: {
      says: [price(50), SERVES_10_12],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Lauren Bell' },
    },
  },
  {
    id: 'pyg-wa-allergen-list',
    category: 'q-allergen',
    channel: 'whatsapp',
    steps: ['Can you send me the allergen info for all your whole cakes?'],
    expect: { noOrder: true, says: [WALNUTS, UNKNOWN_ALLERGENS], never: [FREE_CLAIM, UNKNOWN_CAKE_FREE] },
  },

  // ======================================================================== VOICE
  {
    id: 'pyg-voice-vanilla-slice-price',
    category: 'q-price',
    channel: 'voice',
    steps: ['hi, how much is a slice of the vanilla bean cake?'],
    expect: { noOrder: true, lastSays: [price(5.5)], never: [otherPrice('5.50', '5', '44')] },
  },
  {
    id: 'pyg-voice-lemon-feeds',
    category: 'q-servings',
    channel: 'voice',
    steps: ['how many people does the lemon cake feed?'],
    expect: { noOrder: true, lastSays: [SERVES_14_16], never: [SERVES_10_12] },
  },
  {
    id: 'pyg-voice-open-730-tomorrow-evening',
    category: 'q-hours',
    channel: 'voice',
    steps: ['are you open at seven thirty tomorrow evening?'],
    // Tomorrow is Saturday the 21st: open until 8 PM.
    expect: { noOrder: true, lastSays: [CLOSE_8PM, /\bsat(urday)?\b|\b21(st)?\b|twenty[- ]first|tomorrow|\byes\b/i], never: [CLOSED_CLAIM, /\bsun(day)?\b|\b22(nd)?\b/i] },
  },
  {
    id: 'pyg-voice-gift-cards',
    category: 'q-not-on-menu',
    channel: 'voice',
    steps: ['do you guys sell gift cards? I wanted to get one for my sister'],
    expect: { noOrder: true, lastSays: [DONT_KNOW], never: [invented('(?:e-?)?gift cards?|gift certificates?'), NON_MENU_PRICE] },
  },
  {
    id: 'pyg-voice-coffee-ahead',
    category: 'q-drinks',
    channel: 'voice',
    steps: ['what kind of coffee do you have, and can I order one ahead for pickup at noon?'],
    expect: {
      noOrder: true,
      lastSays: [DRINKS_IN_CAFE],
      never: [claim('(?:we|I) (?:have|serve|offer|make|do) (?:a |an |some )?(?:cold brew|cappuccinos?|americanos?|mochas?|macchiatos?|flat whites?|pour[- ]overs?)')],
    },
  },
  {
    id: 'pyg-voice-carrot-vs-chocolate',
    category: 'q-price-compare',
    channel: 'voice',
    steps: ['which is cheaper, the whole carrot cake or the whole chocolate fudge cake?'],
    // The clerk names the cheaper one: the carrot cake.
    expect: { noOrder: true, lastSays: [price(46), price(48), /carrot[^.!?]{0,60}\b(cheaper|less|lower)\b|\b(cheaper|less|lower)\b[^.!?]{0,60}carrot/i] },
  },
  {
    id: 'pyg-voice-large-slice-then-order',
    category: 'q-then-order',
    channel: 'voice',
    steps: ['how much is a large slice of the chocolate fudge?', "okay then I'll take two large ones for pickup at noon today. My name is Grace Lee.", 'yes'],
    expect: {
      says: [price(9.5)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Grace Lee' },
    },
  },
  {
    id: 'pyg-voice-deliver-cedar-park',
    category: 'q-delivery',
    channel: 'voice',
    steps: ['do you deliver out to Cedar Park, and how soon could a cake get there?'],
    expect: { noOrder: true, lastSays: [STAFF], never: [DELIVERY_FEE, DELIVERY_PROMISE, DELIVERY_AREA, claim('(?:we|I) (?:do |can |will )?deliver (?:out )?to cedar park')] },
  },
  {
    id: 'pyg-voice-best-cake',
    category: 'q-ratings',
    channel: 'voice',
    steps: ["what's your best cake? like what do people usually get?"],
    expect: { noOrder: true, lastSays: [/chocolate fudge|carrot|red velvet|lemon|vanilla|(don'?t|do not) (have|track|keep)|not sure|can'?t say/i], never: [POPULAR, RATING] },
  },
  {
    id: 'pyg-voice-walk-in-whole-today',
    category: 'q-today-vs-notice',
    channel: 'voice',
    steps: ['can I just walk in today and buy a whole chocolate cake, or do I need to order ahead?'],
    expect: { noOrder: true, lastSays: [NOTICE_24H] },
  },
  {
    id: 'pyg-voice-catering-trays',
    category: 'q-not-on-menu',
    channel: 'voice',
    steps: ['do you do catering, like dessert trays for a wedding reception?'],
    expect: { noOrder: true, lastSays: [NOT_HAVE], never: [invented('catering|dessert trays?|trays|platters?'), NON_MENU_PRICE] },
  },
  {
    id: 'pyg-voice-nut-allergy-which',
    category: 'q-allergen',
    channel: 'voice',
    steps: ["my daughter has a nut allergy. which of your cakes don't have nuts?"],
    expect: { noOrder: true, lastSays: [WALNUTS, UNKNOWN_ALLERGENS], never: [FREE_CLAIM, UNKNOWN_CAKE_FREE, BRUSH_OFF] },
  },
  {
    id: 'pyg-voice-sunday-hours-then-lemon',
    category: 'q-then-order',
    channel: 'voice',
    steps: [
      'what time do you open on Sunday?',
      "okay, then I'd like a whole lemon cake for Sunday at eight thirty in the morning, for pickup. It's Tom Becker.",
      'yes',
    ],
    expect: {
      says: [OPEN_8AM],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T08:30', name: 'Tom Becker' },
    },
  },

  // ======================================================================== WEB CHAT
  {
    id: 'pyg-web-three-whole-prices',
    category: 'q-price-several',
    channel: 'webchat',
    steps: ['How much are the carrot, lemon and red velvet whole cakes?'],
    expect: { noOrder: true, lastSays: [price(46), price(58), price(50)], never: [otherPrice('46', '58', '50', '48', '44')] },
  },
  {
    id: 'pyg-web-sizes',
    category: 'q-sizes',
    channel: 'webchat',
    steps: ['What sizes do your cakes come in?'],
    expect: {
      noOrder: true,
      lastSays: [EIGHT_INCH, TEN_INCH],
      never: [claim(String.raw`(?:we|I) (?:also )?(?:have|make|offer|do|bake|sell) (?:a |an )?(?:6|12|14|six|twelve|fourteen)[- ]?(?:inch|in\b|")|(?:2|3|two|three)[- ]tier`)],
    },
  },
  {
    id: 'pyg-web-whole-tonight',
    category: 'q-today-vs-notice',
    channel: 'webchat',
    steps: ['Can I get a whole cake today? The party is tonight at 6.'],
    expect: { noOrder: true, lastSays: [NOTICE_24H], says: [SLICES] },
  },
  {
    id: 'pyg-web-cake-pops-cupcakes',
    category: 'q-not-on-menu',
    channel: 'webchat',
    steps: ['Do you sell cake pops or cupcakes? Need about 24 for a classroom.'],
    expect: { noOrder: true, lastSays: [NOT_HAVE], never: [invented('cake pops?|cupcakes'), NON_MENU_PRICE] },
  },
  {
    id: 'pyg-web-tea-chai',
    category: 'q-drinks',
    channel: 'webchat',
    steps: ['What teas do you have? And could I add a chai latte to a pickup order?'],
    expect: {
      noOrder: true,
      lastSays: [DRINKS_IN_CAFE],
      never: [claim('(?:we|I) (?:have|serve|offer|make|do) (?:a |an |some )?chai'), /earl grey|chamomile|english breakfast|jasmine|peppermint|green tea|oolong/i],
    },
  },
  {
    id: 'pyg-web-delivery-confirmed-right-away',
    category: 'q-delivery',
    channel: 'webchat',
    steps: ['If I order a cake for delivery, is it confirmed right away? Do you charge for it, and what areas do you cover?'],
    expect: { noOrder: true, lastSays: [/staff|team|owner|approv|review|confirm/i], never: [DELIVERY_FEE, DELIVERY_PROMISE, DELIVERY_AREA] },
  },
  {
    id: 'pyg-web-yelp-stars',
    category: 'q-ratings',
    channel: 'webchat',
    steps: ['Are you rated well on Yelp? How many stars do you have?'],
    expect: { noOrder: true, lastSays: [DONT_KNOW], never: [RATING, POPULAR] },
  },
  {
    id: 'pyg-web-open-yet-740',
    category: 'q-hours',
    channel: 'webchat',
    now: '2026-11-20T07:40:00-06:00',
    steps: ['Are you open yet? When do you open this morning?'],
    expect: { noOrder: true, lastSays: [OPEN_8AM], never: [claim(String.raw`(?:we(?:'re| are)|yes,? we(?:'re| are)) (?:already |currently )?open(?: now| right now)`)] },
  },
  {
    id: 'pyg-web-lemon-q-then-order',
    category: 'q-then-order',
    channel: 'webchat',
    steps: [
      'How many does the lemon cake serve, and how much is it?',
      "Great, I'll take one for pickup Saturday at 3pm. Name is Helen Cho, phone 512-555-0257.",
      'yes',
    ],
    expect: {
      says: [SERVES_14_16, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Helen Cho', phone: '+15125550257' },
    },
  },
  {
    id: 'pyg-web-vanilla-10-slices-vs-whole',
    category: 'q-price-compare',
    channel: 'webchat',
    steps: ['For 10 people, is it cheaper to buy 10 vanilla bean slices or one whole vanilla bean cake?'],
    expect: { noOrder: true, lastSays: [price(55), price(44)] },
  },
  {
    id: 'pyg-web-thanksgiving-latest',
    category: 'q-notice',
    channel: 'webchat',
    steps: ["I want a whole chocolate fudge cake for Thanksgiving. What's the latest I can order it?"],
    expect: { noOrder: true, lastSays: [NOTICE_24H], never: [CLOSED_CLAIM] },
  },
  {
    id: 'pyg-web-egg-allergy-then-order',
    category: 'q-allergen-then-order',
    channel: 'webchat',
    steps: [
      'Does the vanilla bean cake contain eggs? My son is allergic to eggs.',
      "OK, please still put in a whole vanilla bean cake for Sunday at 1pm pickup and have the staff check. Rosa Diaz, 512-555-0143",
      'yes',
    ],
    expect: {
      says: [UNKNOWN_ALLERGENS],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T13:00', name: 'Rosa Diaz', phone: '+15125550143', allergy: true },
      never: [FREE_CLAIM, UNKNOWN_CAKE_FREE, BRUSH_OFF],
    },
  },
  {
    id: 'pyg-web-custom-earliest',
    category: 'q-notice',
    channel: 'webchat',
    steps: ["How much notice do you need for a custom cake? If I order now, what's the earliest day I could get it?"],
    expect: { noOrder: true, lastSays: [CUSTOM_NOTICE, MONDAY] },
  },
];

const notYet = new Set<string>(['pyg-wa-custom-vs-lemon-15', 'pyg-web-thanksgiving-latest']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
