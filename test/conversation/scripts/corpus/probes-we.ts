import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// FIRST-TIME CUSTOMERS WHO DO NOT KNOW WHAT TO GET. They ask for a recommendation, the most popular
// cake, the best seller, the clerk's favourite, the reviews or the stars on Yelp (the catalog holds
// no ratings, sales or reviews: the clerk may describe the menu, never rank it or invent praise);
// they bring a budget ("under 30 dollars for 8 people", "about sixty bucks and fifteen people",
// "$100 for 25", "150 max"); they ask how many cakes or slices feed a group (servings from the
// catalog's descriptions, "Serves 10 to 12" / "Serves 14 to 16"); they ask how two cakes differ
// (the descriptions: fudge frosting and dark chocolate, cocoa and cream cheese, spices and walnuts,
// chiffon with lemon curd, vanilla buttercream; sizes 8-inch and 10-inch; large vs regular slice;
// custom vs menu cake). Then most order, often changing their mind on the way, and some only say
// thanks and leave (nothing is placed, and "thanks" is answered, not met with "did not catch that").
//
// Decisions where the spec is silent: "under $30 for 8 people" has no honest fit on this menu (the
// cheapest whole cake is $44 and eight slices cost at least $44): the clerk gives those prices and
// the customer decides; the script only checks that the cheapest real options were named and nothing
// was invented. "Which feeds more" is the lemon chiffon (14 to 16). An allergy mentioned while
// asking, before the order, is still an allergy mention: the order carries the allergy flag and
// needs approval. "How big is the lemon cake?" is answered with its size against the others'.
// "Which is best", "your favourite", "top 3" are answered from the menu without a ranking.
//
// Catalog facts used: whole cakes (24 h notice, 8-inch, "Serves 10 to 12"): chocolate fudge $48,
// carrot $46 (walnuts, cream cheese frosting), red velvet $50 (cocoa, cream cheese frosting;
// allergens unknown), vanilla bean $44 (vanilla buttercream; allergens unknown); lemon chiffon $58,
// 10-inch only, "Serves 14 to 16". Strawberry shortcake: not available. Slices (pickup only):
// chocolate fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla
// bean $5.50. Custom cake 8-inch from $65 / 10-inch from $85, 72 h notice, always needs_approval.
// Total over $200, delivery and any allergy mention: needs_approval. Coffee and tea: in the cafe only.
// Clock: Fri 2026-11-20 10:00 Central; Sat 21 = tomorrow, Sun 22, Mon 23, Tue 24.
//
// Sums used: 2 choc slices $13; 2 lemon slices $11.50; 5 vanilla slices $27.50; 2 vanilla cakes
// $88; 3 carrot slices $18; 12 choc slices $78, 8 of them $52; 6 vanilla slices $33; 4 vanilla
// cakes $176; 3 choc cakes $144; 2 red velvet cakes $100; 3 choc + 3 lemon slices $19.50 + $17.25 =
// $36.75; 2 lemon + 1 choc + 1 carrot cake $116 + $48 + $46 = $210 (approval); 3 red velvet + 3
// vanilla slices $19.50 + $16.50 = $36; 7 choc + 7 lemon slices $45.50 + $40.25 = $85.75; 3 lemon
// cakes $174; 2 large choc slices $19; 2 red velvet slices $13; 3 red velvet slices $19.50.

/** Words that turn a following phrase into a denial or a question rather than a claim. */
const NEG = String.raw`(?:\w+n['’]t|dont|cant|wont|isnt|arent|doesnt|not|no|none|nothing|never|any|if|whether|sorry|unfortunately|afraid|which|what|about|unsure|sure|know|confirm|track|share|info|information|guarantee|promise|without|rank|say)`;
/** A claim: the phrase, not shortly after a negation / question word, nor shortly before "not". */
function claim(core: string): RegExp {
  return new RegExp(String.raw`(?<!\b${NEG}\b[^.!?]{0,40})\b(?:${core})\b(?![^.!?]{0,30}\b(?:\w+n['’]t|not|no longer)\b)`, 'i');
}
/** A negation or hedge shortly before a claim makes it something else. */
const HEDGED = String.raw`(?<!(?:\bnot|\bno|n['’]t|\bnever|\bcannot|\bunable to|\bwhether|\bif|\bwithout|\bonce|\buntil|\bbefore|\bwhen|\bafter)\b[^.!?]{0,40})`;

const SERVES_10_12 = /10\s*(to|-|–|and)\s*12|ten (to|and) twelve/i;
const SERVES_14_16 = /14\s*(to|-|–|and)\s*16|fourteen (to|and) sixteen/i;
const SERVINGS = new RegExp(`${SERVES_10_12.source}|${SERVES_14_16.source}`, 'i');
const EIGHT_INCH = /\b8[- ]?(inch|in\b|")|eight[- ]inch/i;
const TEN_INCH = /\b10[- ]?(inch|in\b|")|ten[- ]inch/i;
/** Sizes nobody here makes. */
const BIGGER_SIZE = /\b(12|14|16)[- ]?(inch|in\b|")|(twelve|fourteen|sixteen)[- ]inch/i;
const NOTICE_24H = /\b24\b|twenty[- ]four|a day'?s notice|one day'?s notice|a day (in advance|ahead)|day before/i;
const CUSTOM_NOTICE = /\b72\b|seventy[- ]two|(3|three) days/i;
/** The cheapest honest ways to feed a small group: the $44 vanilla bean cake, or slices from $5.50. */
const LOW_OPTIONS = new RegExp(`${price(44).source}|${price(5.5).source}`, 'i');
/** The descriptions in the catalog. */
const FUDGE_DESC = /fudge frosting|dark chocolate|three layers/i;
const RV_DESC = /cocoa|cream cheese/i;
const CARROT_DESC = /walnut|spiced|spices/i;
const LEMON_DESC = /chiffon|lemon curd|whipped cream/i;
const VANILLA_DESC = /buttercream|vanilla bean sponge/i;
/** Invented ratings, reviews or popularity. */
const RATING = /\b\d(\.\d)?\s*(\/\s*5|stars?|out of (5|five))\b|\baward[- ]winning\b|\b(rated|voted) (the )?(best|#1|number one|top)\b|\bbest in (town|the city|the state|austin)\b|\b(four|five)[- ]star\b/i;
const POPULAR = claim(
  String.raw`most popular|best[- ]?sell(?:er|ers|ing)|top[- ]?sell(?:er|ers|ing)|(?:customer|crowd|fan)s?['’]? favou?rites?|crowd[- ]pleasers?|everyone['’]?s favou?rite|(?:people|customers|everyone|guests|regulars|folks) (?:really |absolutely |usually |tend to |always )?(?:love|rave about|adore|swear by|go for|pick|choose|order)|sells? out (?:fast|quickly|first)|(?:great|glowing|rave|amazing) reviews`,
);
/** One cake called the best, or the clerk's own favourite. */
const BEST_CLAIM = claim(String.raw`(?:is|are|would be) (?:definitely |probably |honestly |easily |hands down )?(?:the|our) (?:best|tastiest|most delicious|nicest)`);
const FAVORITE = claim(String.raw`my (?:personal |own |absolute )?(?:favou?rite|pick|go-to)(?: is| would be| has to be|:)`);
/** Sweetness is nowhere in the catalog. */
const SWEET_CLAIM = claim(String.raw`(?:less|least|not (?:too|very|overly|as)|not that|mildly|lightly) sweet`);
/** A cake or range called free of an allergen. */
const FREE_CLAIM = claim(String.raw`(?:allergen|gluten|nut|peanut|dairy|egg|wheat|soy)[- ]free`);
/** Red velvet or vanilla bean (allergens unknown) said to have no nuts / eggs / dairy. */
const UNKNOWN_CAKE_FREE = new RegExp(
  String.raw`(?<!\b(?:confirm|guarantee|promise|say|sure|certain|know|claim|whether|if)\b[^.!?]{0,60})\b(red velvet|vanilla)[^.!?]{0,40}\b(don'?t|do not|doesn'?t|does not|has no|have no|contains? no|is made without|are made without|without)\s+(contain\s+|have\s+|include\s+|use\s+)?(any\s+)?(tree\s+)?(nuts|walnuts|eggs?|dairy|milk|lactose)\b`,
  'i',
);
/** An allergy waved away instead of being passed to staff. */
const SAFE_CLAIM =
  /no need to worry|nothing to worry|should (be|still be) (fine|ok|okay|safe)|you.?ll be (fine|ok)|won.?t be a problem|\b(is|are|it.?s|they.?re|would be|will be)\s+(totally |perfectly |completely |100% )?(safe|fine|ok|okay) (for|to)\b/i;
/** Things the bakery does not sell, offered as if it did. */
const INVENTED_PRODUCT = claim(
  String.raw`we (?:have|sell|make|carry|offer|bake|do) (?:a |some |several |lots of |fresh |great |delicious |homemade |mini )?(?:cupcakes|cookies|pies|brownies|muffins|cheesecakes?|cake pops|sheet cakes|sugar[- ]free|gluten[- ]free)`,
);
/** A "yes" to $40 buying a whole cake (the cheapest is $44). */
const FORTY_ENOUGH = claim(String.raw`(?:yes|yep|yeah|sure|absolutely|of course)\b[^.!?]{0,30}\b(?:enough|plenty|covers?|can get a whole)`);
/** The assistant not understanding a plain thanks or question. */
const NOT_UNDERSTOOD = /didn.?t (quite )?(catch|get|understand)|did not (quite )?(catch|get|understand)|not sure what you mean|could you rephrase|say that again/i;
/** Words of the question called a product the bakery does not have ("we do not have "which cake""). */
const QUESTION_AS_PRODUCT = /(don.?t|do not) have "[^"]*\b(recommend|first|which|best|suggest)\b[^"]*"/i;
/** A placed order said to be confirmed outright. */
const CONFIRMED_CLAIM = new RegExp(HEDGED + String.raw`\b(it['’]?s|it is|order is|order was|order has been|has been|is now|you['’]?re all|you are all) (confirmed|all set|good to go)\b`, 'i');
/** A product said to be unavailable. */
const UNAVAILABLE = /not (currently |presently )?(available|in season|being made|offered|on (the|our) menu)|unavailable|out of season|seasonal|sold out|don.?t have|do not have|isn.?t available|aren.?t available|no longer|not (making|selling)/i;
/** The unavailable strawberry shortcake said to be available, or put on the order. */
const STRAWBERRY_OFFERED = new RegExp(
  HEDGED + String.raw`(strawberr(y|ies)[^.!?]{0,40}\b(is|are) (available|in stock|back|in season)\b|got it:?[^.!?]{0,60}strawberr|\b\d+ x strawberr)`,
  'i',
);
/** A return date for the seasonal product, invented. */
const RETURN_DATE = new RegExp(
  HEDGED +
    String.raw`\b(back|returns?|available again|in season)\b[^.!?]{0,25}\b(in|by|on|next|this|around|early|late|mid) (spring|summer|fall|autumn|winter|january|february|march|april|may|june|july|august|september|october|december|\d|a (few|couple))`,
  'i',
);
/** Drinks are for the cafe only, not ordered. */
const CAFE_ONLY = /caf[eé]|in[- ]store|in person|at the (counter|bakery|shop)|(can.?t|cannot|not able to|unable to|don.?t|do not) (take|order|accept|add|include|be ordered|pre-?order)|not (orderable|available (to order|for order|ahead))|only (in|at) the/i;
/** Delivery is confirmed by staff. */
const DELIVERY_STAFF = /staff|team|confirm|depend|area|approv|review/i;
/** An invented delivery fee or time. */
const FEE = /deliver(y|ies)? (fee|charge|costs?|is|will be|runs?)[^.!?]{0,15}(\$\s?\d|\d+ dollars)|(\$\s?\d+(\.\d\d)?|\d+ dollars) (delivery|for delivery)|free delivery|delivery is free/i;
const DELIVERY_PROMISE = new RegExp(
  HEDGED + String.raw`\b((will|['’]ll) (definitely |certainly )?(arrive|be delivered|get there|be there) (at|by|around|before) \d|(we|I) (can )?(guarantee|promise)\b(?! that)|within \d+\s*(min|minutes|hours?)\b)`,
  'i',
);
/** Servings invented for the custom cake, whose description gives none. */
const CUSTOM_SERVINGS = claim(String.raw`custom[^.!?]{0,60}(?:serves?|feeds?|serving|portions?) (?:about |around |roughly |approximately |up to |between )?\d+`);

const written: Script[] = [
  // ================================================================ "what do you recommend?", "most popular?"
  {
    id: 'pwe-sms-first-time-recommend-then-rv-whole',
    category: 'recommend',
    channel: 'sms',
    steps: ['hiii first time ordering from u guys!! what do u recommend?', 'ooh red velvet sounds good. a whole one for sat at 3pm, pickup', 'Bree Collins', 'yes'],
    expect: {
      says: [/red velvet/i, price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Bree Collins' },
      never: [POPULAR, RATING, BEST_CLAIM],
    },
  },
  {
    id: 'pwe-wa-most-popular-then-2-choc-slices',
    category: 'recommend',
    channel: 'whatsapp',
    steps: ['whats ur most popular cake?? 🎂', 'lol ok fair. ill just grab 2 choc fudge slices today at 4', 'Kenji Mori', 'yes'],
    expect: {
      says: [price(13)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Kenji Mori' },
      never: [POPULAR, RATING, BEST_CLAIM],
    },
  },
  {
    id: 'pwe-web-best-seller-then-lemon-sunday',
    category: 'recommend',
    channel: 'webchat',
    steps: [
      "Hi! I've never ordered from you before. What's your best seller?",
      'Okay, the lemon chiffon sounds lovely. One whole lemon cake for Sunday at 1pm, pickup please.',
      'Priya Shah, 512-555-0411',
      'yes',
    ],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Priya Shah', phone: '+15125550411' },
      never: [POPULAR, RATING, BEST_CLAIM],
    },
  },
  {
    id: 'pwe-voice-whats-good-carrot-vs-rv-then-carrot',
    category: 'recommend',
    channel: 'voice',
    steps: [
      "hi, um, I've never been to your bakery before, what's good?",
      "okay, what's the difference between the carrot cake and the red velvet?",
      "okay I think I'll do the carrot cake, a whole one, for tomorrow at 2 p.m., I'll pick it up. my name's Walter Briggs",
      'yes',
    ],
    expect: {
      says: [CARROT_DESC, /cocoa/i],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Walter Briggs' },
      never: [POPULAR, RATING, BEST_CLAIM],
    },
  },
  {
    id: 'pwe-sms-yelp-stars-then-think-about-it',
    category: 'recommend',
    channel: 'sms',
    steps: ['how many stars do u guys have on yelp? thinking about ordering for my moms bday', 'ok thx, ill think about it'],
    expect: { noOrder: true, never: [RATING, POPULAR, NOT_UNDERSTOOD] },
  },
  {
    id: 'pwe-wa-which-is-best-vanilla-desc-thanks',
    category: 'recommend',
    channel: 'whatsapp',
    steps: ['which of ur cakes is the best one? be honest lol', 'haha ok. whats in the vanilla bean one?', 'cool thanks!'],
    expect: { noOrder: true, says: [/chocolate|carrot|red velvet|lemon/i, VANILLA_DESC], never: [POPULAR, RATING, BEST_CLAIM, NOT_UNDERSTOOD] },
  },
  {
    id: 'pwe-voice-kids-party-recommend-choc-sunday',
    category: 'recommend',
    channel: 'voice',
    steps: [
      "hi, my son is turning seven, it's his first real party, what cake would you recommend for a bunch of kids?",
      'how many does the chocolate one feed?',
      "okay perfect, one whole chocolate fudge cake for sunday at eleven in the morning, I'll pick it up, name is Dana Whitfield",
      'yes',
    ],
    expect: {
      says: [SERVES_10_12],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Dana Whitfield' },
      never: [POPULAR, RATING, BEST_CLAIM],
    },
  },
  {
    id: 'pwe-web-not-too-sweet-then-lemon-slices',
    category: 'recommend',
    channel: 'webchat',
    steps: [
      "Hello, I'm new here. I don't love super sweet desserts, which of your cakes would you suggest?",
      'The lemon chiffon sounds right. Can I get 2 lemon slices today at 3pm? Tom Reyes, 737-555-0122',
      'yes',
    ],
    expect: {
      says: [LEMON_DESC, price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Tom Reyes', phone: '+17375550122' },
      never: [POPULAR, RATING, SWEET_CLAIM],
    },
  },
  {
    id: 'pwe-sms-what-do-ppl-get-bday-ty',
    category: 'recommend',
    channel: 'sms',
    steps: ['what do ppl usually get for a bday party? never ordered here b4', 'ok cool ty'],
    expect: { noOrder: true, says: [/chocolate/i, /lemon/i], never: [POPULAR, RATING, NOT_UNDERSTOOD] },
  },
  {
    id: 'pwe-wa-top-3-then-vanilla-whole',
    category: 'recommend',
    channel: 'whatsapp',
    steps: ['can u list ur top 3 cakes', 'ok the vanilla bean sounds nice, whole one for saturday 5pm pickup', 'Lila Grant', 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Lila Grant' },
      never: [POPULAR, RATING, BEST_CLAIM],
    },
  },
  {
    id: 'pwe-voice-your-favorite-then-large-choc-slice',
    category: 'recommend',
    channel: 'voice',
    steps: ["what's your personal favorite?", "ha, okay. well I'll just get a large chocolate fudge slice for today at noon, name's Rita Gomez", 'yes'],
    expect: {
      says: [price(9.5)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Rita Gomez' },
      never: [FAVORITE, POPULAR, RATING, BEST_CLAIM],
    },
  },
  {
    id: 'pwe-voice-silence-anniversary-rv',
    category: 'recommend',
    channel: 'voice',
    steps: [
      { silence: true },
      'sorry, yeah, hi, what would you recommend for an anniversary?',
      "okay, one red velvet cake for saturday at six in the evening, I'll pick it up, name's Frank Oduya",
      'yes',
    ],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T18:00', name: 'Frank Oduya' },
      never: [POPULAR, RATING, BEST_CLAIM, FAVORITE],
    },
  },
  {
    id: 'pwe-wa-any-good-reviews-then-3-rv-slices',
    category: 'recommend',
    channel: 'whatsapp',
    steps: ['are ur cakes any good? what do ur reviews say', 'lol ok ill risk it. 3 red velvet slices at 2pm today', 'Cam Yu', 'yes'],
    expect: {
      says: [price(19.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Cam Yu' },
      never: [RATING, POPULAR, BEST_CLAIM],
    },
  },
  {
    id: 'pwe-sms-typos-recomend-spice-carrot-slices',
    category: 'recommend',
    channel: 'sms',
    steps: ['wat do u reccomend 4 sumone who likes spice?', 'ok 2 carot slices for 2day at 4pm', 'Nico Baez', 'yes'],
    expect: {
      says: [/carrot/i, price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Nico Baez' },
      never: [POPULAR, RATING, BEST_CLAIM],
    },
  },

  // ================================================================ budgets
  {
    id: 'pwe-sms-under-30-for-8-five-vanilla-slices',
    category: 'budget',
    channel: 'sms',
    steps: ['hi i need something under 30 dollars for 8 people, what can i get?', 'hmm ok. guess ill do 5 vanilla slices then, today at 5pm', 'Ana Pruitt', 'yes'],
    expect: {
      says: [LOW_OPTIONS, price(27.5)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Ana Pruitt' },
      never: [INVENTED_PRODUCT, POPULAR],
    },
  },
  {
    id: 'pwe-web-under-30-feed-8-thanks-anyway',
    category: 'budget',
    channel: 'webchat',
    steps: ['Is there anything under $30 that would feed 8 people? First time here.', "Ah ok, that's a bit out of my budget then. Thanks anyway!"],
    expect: { noOrder: true, says: [LOW_OPTIONS], never: [INVENTED_PRODUCT, NOT_UNDERSTOOD] },
  },
  {
    id: 'pwe-web-under-30-for-8-stretch-vanilla-whole',
    category: 'budget',
    channel: 'webchat',
    steps: [
      'Looking for something to feed 8 people for under $30. Any ideas?',
      "Hmm ok, I'll stretch the budget. The vanilla bean whole cake for Saturday at 12, pickup. Olga Petrova, 512-555-0155",
      'yes',
    ],
    expect: {
      says: [LOW_OPTIONS, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Olga Petrova', phone: '+15125550155' },
      never: [INVENTED_PRODUCT],
    },
  },
  {
    id: 'pwe-voice-sixty-bucks-fifteen-lemon',
    category: 'budget',
    channel: 'voice',
    steps: [
      "hi, so we've got about sixty bucks and fifteen people, what kind of cake can we get?",
      "okay the lemon one then, for saturday at one p.m., I'll pick it up, name's Curtis Lowe",
      'yes',
    ],
    expect: {
      says: [SERVES_14_16, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Curtis Lowe' },
      never: [POPULAR, RATING],
    },
  },
  {
    id: 'pwe-wa-budget-100-for-25-two-vanilla',
    category: 'budget',
    channel: 'whatsapp',
    steps: ['budget is $100, party of 25 ppl. what are my options', 'ok 2 vanilla bean cakes then, sat 4pm pickup. ill cut small pieces lol', 'Jo Tran', 'yes'],
    expect: {
      says: [SERVINGS, price(88)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Jo Tran' },
      never: [POPULAR, INVENTED_PRODUCT],
    },
  },
  {
    id: 'pwe-sms-cheapest-for-15-then-lemon',
    category: 'budget',
    channel: 'sms',
    steps: ['whats the cheapest option to feed 15 ppl?', 'ok the lemon then, whole, sun 10am pickup', 'Mel Ortiz', 'yes'],
    expect: {
      says: [SERVES_14_16, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Mel Ortiz' },
      never: [POPULAR, INVENTED_PRODUCT],
    },
  },
  {
    id: 'pwe-web-20-dollars-three-carrot-slices',
    category: 'budget',
    channel: 'webchat',
    steps: ['I only have $20, how many slices could I get?', 'Ok, 3 carrot slices for pickup at 2 today. Hal Berg, 512-555-0190', 'yes'],
    expect: {
      says: [price(5.5), price(18)],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Hal Berg', phone: '+15125550190' },
    },
  },
  {
    id: 'pwe-sms-12-choc-slices-too-much-make-8',
    category: 'budget',
    channel: 'sms',
    steps: ['how much for 12 chocolate slices?', 'oof thats more than i budgeted. lets do 8 then, today at 6pm', 'Rob Kane', 'yes'],
    expect: {
      says: [price(78), price(52)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 8, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Rob Kane' },
    },
  },
  {
    id: 'pwe-voice-forty-dollars-whole-then-slices',
    category: 'budget',
    channel: 'voice',
    steps: [
      "I've got about forty dollars, is that enough for a whole cake?",
      "oh okay, then six vanilla bean slices for this afternoon at three, name's Gloria Banks",
      'yes',
    ],
    expect: {
      says: [price(44), price(33)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Gloria Banks' },
      never: [FORTY_ENOUGH],
    },
  },
  {
    id: 'pwe-wa-office-budget-200-four-vanilla',
    category: 'budget',
    channel: 'whatsapp',
    steps: [
      'hi! our company budget is $200 for cake, we have about 45 ppl at the office. what would u suggest',
      'ok lets do 4 vanilla bean cakes, sat 1pm pickup',
      'Nadia Ferris',
      'yes',
    ],
    expect: {
      says: [SERVINGS, price(176)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Nadia Ferris' },
      never: [POPULAR, INVENTED_PRODUCT],
    },
  },
  {
    id: 'pwe-sms-150-max-three-choc',
    category: 'budget',
    channel: 'sms',
    steps: ['i can spend 150 max. how many chocolate fudge cakes is that', 'ok 3 then, sat 1pm pickup. Trey Coleman', 'yes'],
    expect: {
      says: [price(48), price(144)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Trey Coleman' },
    },
  },
  {
    id: 'pwe-wa-10-ppl-budget-50-vanilla',
    category: 'budget',
    channel: 'whatsapp',
    steps: ['hi so im hosting 10 ppl sunday and my budget is like 50 whats my best bet', 'ok vanilla bean whole sunday 1pm pickup name is Rae Kim', 'yes'],
    expect: {
      says: [SERVES_10_12, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Rae Kim' },
      never: [POPULAR, RATING],
    },
  },
  {
    id: 'pwe-voice-cheapest-whole-deliver-vanilla',
    category: 'budget',
    channel: 'voice',
    steps: [
      "what's your cheapest whole cake, and can you deliver it?",
      "okay, please deliver a vanilla bean cake saturday at noon to 410 Elm Street, Austin, name's Marge Doyle",
      'yes',
    ],
    expect: {
      says: [price(44), DELIVERY_STAFF],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T12:00', name: 'Marge Doyle', address: /410 elm/i },
      never: [FEE, DELIVERY_PROMISE, CONFIRMED_CLAIM],
    },
  },

  // ================================================================ how many does it feed?
  {
    id: 'pwe-web-slices-in-a-whole-cake-thx',
    category: 'servings',
    channel: 'webchat',
    steps: ['how many slices do you get out of a whole cake?', 'ok thx!'],
    expect: { noOrder: true, says: [SERVES_10_12], never: [NOT_UNDERSTOOD] },
  },
  {
    id: 'pwe-wa-8-ppl-whole-or-slices-carrot',
    category: 'servings',
    channel: 'whatsapp',
    steps: ['we r 8 ppl, better to get a whole cake or 8 slices?', 'ok whole carrot cake then, sat 6pm pickup', 'Zoe Hamm', 'yes'],
    expect: {
      says: [SERVES_10_12],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T18:00', name: 'Zoe Hamm' },
    },
  },
  {
    id: 'pwe-web-20-people-two-rv',
    category: 'servings',
    channel: 'webchat',
    steps: ['Planning a party for 20. How many red velvet cakes would I need?', 'Great, 2 then. Pickup Saturday at 11am. Carla Stein 512-555-0133', 'yes'],
    expect: {
      says: [SERVES_10_12, price(100)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Carla Stein', phone: '+15125550133' },
    },
  },
  {
    id: 'pwe-voice-six-of-us-slices-instead',
    category: 'servings',
    channel: 'voice',
    steps: [
      "it's just six of us, is a whole cake way too much?",
      "okay, then just six slices, three chocolate and three lemon, for today at five, name's Irene Cho",
      'yes',
    ],
    expect: {
      says: [SERVES_10_12, price(36.75)],
      order: {
        items: [
          { sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' },
          { sku: 'lemon-slice', qty: 3 },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T17:00',
        name: 'Irene Cho',
      },
    },
  },
  {
    id: 'pwe-sms-lemon-or-choc-feeds-more-lemon',
    category: 'servings',
    channel: 'sms',
    steps: ['which one feeds more, the lemon or the chocolate?', 'k lemon then. whole, sunday noon pickup, Dre Wallace', 'yes'],
    expect: {
      says: [SERVES_14_16],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Dre Wallace' },
    },
  },
  {
    id: 'pwe-wa-one-choc-enough-for-12',
    category: 'servings',
    channel: 'whatsapp',
    steps: ['is 1 chocolate fudge cake enough for 12 ppl?', 'perfect, book it for sat 3pm pickup, name is Sunny Park', 'yes'],
    expect: {
      says: [SERVES_10_12],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Sunny Park' },
    },
  },
  {
    id: 'pwe-web-40-guests-mix-approval',
    category: 'servings',
    channel: 'webchat',
    steps: [
      "We're expecting about 40 guests for a retirement party. What would you suggest?",
      "Let's do 2 lemon chiffon cakes, 1 chocolate fudge and 1 carrot. Pickup Sunday at 4pm. Mona Diaz, 512-555-0178",
      'yes',
    ],
    expect: {
      says: [SERVINGS, price(210)],
      order: {
        items: [
          { sku: 'lemon-whole', qty: 2, size: '10-inch' },
          { sku: 'chocolate-fudge-whole', qty: 1 },
          { sku: 'carrot-whole', qty: 1 },
        ],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-22T16:00',
        name: 'Mona Diaz',
        phone: '+15125550178',
      },
      never: [CONFIRMED_CLAIM, POPULAR],
    },
  },
  {
    id: 'pwe-voice-thirty-kids-call-back',
    category: 'servings',
    channel: 'voice',
    steps: ['how many cakes would I need for thirty kids?', "okay, thank you, I'll call back when I know the day"],
    expect: { noOrder: true, says: [SERVINGS], never: [NOT_UNDERSTOOD, CUSTOM_SERVINGS] },
  },
  {
    id: 'pwe-web-lemon-size-vs-others-ty',
    category: 'servings',
    channel: 'webchat',
    steps: ['how big is the lemon cake compared to the other ones?', 'ok good to know ty'],
    expect: { noOrder: true, says: [TEN_INCH, EIGHT_INCH], never: [NOT_UNDERSTOOD, BIGGER_SIZE] },
  },
  {
    id: 'pwe-wa-6-friends-one-slice-each-mix',
    category: 'servings',
    channel: 'whatsapp',
    steps: ['6 friends coming over tonight, 1 slice each. whats cheapest?', 'ok lets mix: 3 red velvet + 3 vanilla slices, pickup at 6', 'Fay Lin', 'yes'],
    expect: {
      says: [price(5.5), price(36)],
      order: {
        items: [
          { sku: 'red-velvet-slice', qty: 3 },
          { sku: 'vanilla-bean-slice', qty: 3 },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T18:00',
        name: 'Fay Lin',
      },
    },
  },
  {
    id: 'pwe-sms-14-at-work-slices-half-half',
    category: 'servings',
    channel: 'sms',
    steps: ['how many slices do i need for 14 ppl at work lol', 'ok 14 slices, 7 choc 7 lemon, pickup 3pm today', 'Ray Fox', 'yes'],
    expect: {
      says: [price(85.75)],
      order: {
        items: [
          { sku: 'chocolate-fudge-slice', qty: 7, size: 'regular' },
          { sku: 'lemon-slice', qty: 7 },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Ray Fox',
      },
    },
  },
  {
    id: 'pwe-web-10-people-whole-or-slices-cheaper',
    category: 'servings',
    channel: 'webchat',
    steps: ['For 10 people, is it cheaper to get a whole cake or 10 slices?', 'Whole chocolate fudge it is. Sunday 11am pickup. Dina Wolfe, 512-555-0147', 'yes'],
    expect: {
      says: [SERVES_10_12, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Dina Wolfe', phone: '+15125550147' },
    },
  },
  {
    id: 'pwe-wa-bigger-than-10-inch-for-40-three-lemon',
    category: 'servings',
    channel: 'whatsapp',
    steps: ['do u have anything bigger than 10 inch? need cake for like 40 ppl, first time ordering', 'ok then 3 lemon cakes, sat 1pm pickup', 'Gia Russo', 'yes'],
    expect: {
      says: [TEN_INCH, price(174)],
      order: { items: [{ sku: 'lemon-whole', qty: 3, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Gia Russo' },
      never: [BIGGER_SIZE, INVENTED_PRODUCT],
    },
  },
  {
    id: 'pwe-voice-work-thing-20-two-then-three',
    category: 'servings',
    channel: 'voice',
    steps: [
      "hi, first time calling, we've got a work thing for about twenty people on tuesday, what do you suggest?",
      "okay let's do two chocolate fudge cakes for tuesday at ten in the morning, pick up",
      'actually make it three, just in case',
      "name's Bernard Cole",
      'yes',
    ],
    expect: {
      says: [SERVES_10_12, price(144)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T10:00', name: 'Bernard Cole' },
      never: [POPULAR, RATING],
    },
  },

  // ================================================================ what's the difference?
  {
    id: 'pwe-sms-diff-rv-choc-then-rv-slices',
    category: 'compare',
    channel: 'sms',
    steps: ['whats the diff between red velvet and chocolate fudge', 'ok 2 rv slices for 1pm today', 'Gus Hale', 'yes'],
    expect: {
      says: [RV_DESC, FUDGE_DESC, price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Gus Hale' },
      never: [POPULAR, BEST_CLAIM],
    },
  },
  {
    id: 'pwe-web-diff-lemon-vanilla-bigger-then-vanilla',
    category: 'compare',
    channel: 'webchat',
    steps: [
      "What's the difference between the lemon chiffon and the vanilla bean cakes?",
      'And which one is bigger?',
      "I'll go with the vanilla bean then, whole, Saturday 2pm pickup. Wes Ford, 512-555-0102",
      'yes',
    ],
    expect: {
      says: [LEMON_DESC, VANILLA_DESC, TEN_INCH],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Wes Ford', phone: '+15125550102' },
      never: [BIGGER_SIZE],
    },
  },
  {
    id: 'pwe-voice-carrot-vs-vanilla-walnut-allergy',
    category: 'compare',
    channel: 'voice',
    steps: [
      "what's the difference between the carrot cake and the vanilla one? my husband is allergic to walnuts",
      "okay we'll get the vanilla bean cake, a whole one, for saturday at four p.m., pick up, name's Helen Park",
      'yes',
    ],
    expect: {
      says: [/walnut|tree[- ]?nut/i],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T16:00', name: 'Helen Park', allergy: true },
      never: [FREE_CLAIM, SAFE_CLAIM, UNKNOWN_CAKE_FREE, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwe-wa-large-vs-regular-choc-slice',
    category: 'compare',
    channel: 'whatsapp',
    steps: ['whats the difference between a large and a regular choc slice?', 'ok 2 large ones for 3pm today', 'Ivy Moss', 'yes'],
    expect: {
      says: [price(9.5), price(6.5), price(19)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Ivy Moss' },
    },
  },
  {
    id: 'pwe-sms-rv-or-carrot-cheaper-then-cheaper',
    category: 'compare',
    channel: 'sms',
    steps: ['is red velvet or carrot cheaper for a whole cake?', 'ok the cheaper one, sunday 3pm pickup', 'Lou Park', 'yes'],
    expect: {
      says: [price(46), price(50)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Lou Park' },
    },
  },
  {
    id: 'pwe-web-about-each-cake-thanks',
    category: 'compare',
    channel: 'webchat',
    steps: ["Could you tell me a bit about each of your cakes? I'm trying to decide for a dinner party.", "Thank you, that's really helpful! I'll come back once I've decided."],
    expect: { noOrder: true, says: [/walnut/i, LEMON_DESC, VANILLA_DESC, FUDGE_DESC], never: [POPULAR, RATING, BEST_CLAIM, NOT_UNDERSTOOD] },
  },
  {
    id: 'pwe-voice-picky-kid-rv-vs-choc-then-choc',
    category: 'compare',
    channel: 'voice',
    steps: [
      "my daughter's really picky, what's the difference between red velvet and the regular chocolate cake?",
      "okay, chocolate it is. a whole one for sunday at two p.m., I'll pick it up, name's Oscar Lind",
      'yes',
    ],
    expect: {
      says: [RV_DESC, FUDGE_DESC],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Oscar Lind' },
      never: [POPULAR, BEST_CLAIM],
    },
  },
  {
    id: 'pwe-wa-strawberry-first-order-then-lemon',
    category: 'compare',
    channel: 'whatsapp',
    steps: ['id love a strawberry shortcake for my first order!', 'aw ok what would u suggest instead?', 'lemon then! whole one, sat 2pm pickup', 'Tess Vo', 'yes'],
    expect: {
      says: [UNAVAILABLE],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Tess Vo' },
      never: [STRAWBERRY_OFFERED, RETURN_DATE, POPULAR, RATING, NOT_UNDERSTOOD],
    },
  },
  {
    id: 'pwe-web-carrot-rv-cream-cheese-then-rv',
    category: 'compare',
    channel: 'webchat',
    steps: [
      "What's the difference between carrot and red velvet? Both have cream cheese frosting, right?",
      'Got it. One whole red velvet for Saturday at 2pm, pickup. Lena Ortiz 512-555-0166',
      'yes',
    ],
    expect: {
      says: [CARROT_DESC, /cocoa/i],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Lena Ortiz', phone: '+15125550166' },
    },
  },
  {
    id: 'pwe-sms-custom-vs-regular-then-choc',
    category: 'compare',
    channel: 'sms',
    steps: ['first time. whats the difference between a custom cake and ur regular ones?', 'ok regular is fine. whole choc fudge sunday 9am pickup', 'Vic Hale', 'yes'],
    expect: {
      says: [price(65), CUSTOM_NOTICE],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T09:00', name: 'Vic Hale' },
    },
  },
  {
    id: 'pwe-sms-gf-bday-choc-or-lemon-switch-lemon',
    category: 'compare',
    channel: 'sms',
    steps: [
      "hey!! so first time ordering, my gf's bday is saturday and she loves chocolate but also lemon?? idk which",
      'ok lets do a whole chocolate fudge for sat 7pm... actually no make it the lemon',
      'Jamal Reed',
      'yes',
    ],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T19:00', name: 'Jamal Reed' },
      never: [POPULAR, BEST_CLAIM],
    },
  },

  // ================================================================ just looking: questions, then thanks
  {
    id: 'pwe-sms-menu-prices-cool-ty',
    category: 'browse',
    channel: 'sms',
    steps: ['hey what cakes do u have and how much', 'cool ty!'],
    expect: { noOrder: true, says: [price(48), price(58), price(44)], never: [NOT_UNDERSTOOD, INVENTED_PRODUCT, POPULAR] },
  },
  {
    id: 'pwe-voice-browse-rv-price-bye',
    category: 'browse',
    channel: 'voice',
    steps: ['hi, just calling to see what kinds of cakes you have', 'and how much is the red velvet?', 'okay great, thank you so much, bye'],
    expect: { noOrder: true, says: [/red velvet/i, price(50)], never: [NOT_UNDERSTOOD, INVENTED_PRODUCT] },
  },
  {
    id: 'pwe-web-sizes-10-inch-feeds-ask-wife',
    category: 'browse',
    channel: 'webchat',
    steps: ['Hi there, first time customer. What sizes do your cakes come in?', 'How many people does the 10-inch feed?', "Thanks! I'll check with my wife and order later."],
    expect: { noOrder: true, says: [EIGHT_INCH, TEN_INCH, SERVES_14_16], never: [NOT_UNDERSTOOD, CUSTOM_SERVINGS, BIGGER_SIZE] },
  },
  {
    id: 'pwe-wa-baby-shower-15-thank-u',
    category: 'browse',
    channel: 'whatsapp',
    steps: ['what would u recommend for a baby shower of 15?', 'ok thank u 🙏'],
    expect: { noOrder: true, says: [SERVINGS], never: [POPULAR, RATING, BEST_CLAIM, NOT_UNDERSTOOD] },
  },
  {
    id: 'pwe-sms-popular-slice-ill-stop-by',
    category: 'browse',
    channel: 'sms',
    steps: ['whats ur most popular slice? might stop by later', 'ok cool ill just come in and look, thx'],
    expect: { noOrder: true, says: [price(6.5)], never: [POPULAR, RATING, BEST_CLAIM, NOT_UNDERSTOOD] },
  },
  {
    id: 'pwe-web-gluten-free-recommend-thanks',
    category: 'browse',
    channel: 'webchat',
    steps: ["Do you have anything gluten free you'd recommend? It's my first time ordering.", 'Ah ok, thanks for letting me know.'],
    expect: { noOrder: true, says: [/wheat|gluten|facility|allergen/i], never: [FREE_CLAIM, SAFE_CLAIM, INVENTED_PRODUCT, NOT_UNDERSTOOD, QUESTION_AS_PRODUCT] },
  },
  {
    id: 'pwe-voice-new-in-town-notice-bye',
    category: 'browse',
    channel: 'voice',
    steps: ["hi, I'm new in town, just wondering what kind of cakes you do", 'and how far ahead do I need to order a whole cake?', "great, that's all I needed, thanks, bye"],
    expect: { noOrder: true, says: [NOTICE_24H], never: [NOT_UNDERSTOOD, INVENTED_PRODUCT] },
  },

  // ================================================================ asking around, then ordering
  {
    id: 'pwe-sms-party-nut-allergy-choc-approval',
    category: 'safety',
    channel: 'sms',
    steps: ['first time! doing a party for 12 on sat, one of the kids has a nut allergy. which cake should i get?', 'ok chocolate fudge then, whole, sat 3pm pickup. Paula Nash', 'yes'],
    expect: {
      says: [/\bnuts?\b|walnut/i],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Paula Nash', allergy: true },
      never: [FREE_CLAIM, SAFE_CLAIM, CONFIRMED_CLAIM, POPULAR, QUESTION_AS_PRODUCT],
    },
  },
  {
    id: 'pwe-wa-goes-with-coffee-latte-then-vanilla-slices',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['what goes good with coffee? also can i preorder a latte w it', 'ok just 2 vanilla slices at 11 then', 'Ben Ruiz', 'yes'],
    expect: {
      says: [CAFE_ONLY, price(11)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Ben Ruiz' },
      never: [POPULAR, BEST_CLAIM],
    },
  },
  {
    id: 'pwe-web-first-order-questions-then-mixed',
    category: 'ordering',
    channel: 'webchat',
    steps: [
      "Hi! First time here. What's in the carrot cake, and how much are the slices?",
      "Perfect. I'll take 2 carrot slices and 2 lemon slices for 4:30 today. Ruth Ames, 512-555-0129",
      'yes',
    ],
    expect: {
      says: [/walnut|spiced|cream cheese/i, price(5.5), price(23.5)],
      order: {
        items: [
          { sku: 'carrot-slice', qty: 2 },
          { sku: 'lemon-slice', qty: 2 },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:30',
        name: 'Ruth Ames',
        phone: '+15125550129',
      },
    },
  },
  {
    id: 'pwe-voice-recommend-twelve-then-changes-mind',
    category: 'ordering',
    channel: 'voice',
    steps: [
      "hi there, first time ordering, I need a cake for about twelve people on sunday, what would you suggest?",
      "okay let's do the red velvet, sunday at three p.m., I'll pick it up",
      'hmm, actually, can you swap that for the carrot cake?',
      "it's Nora Blake",
      'yes',
    ],
    expect: {
      says: [SERVES_10_12, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Nora Blake' },
      never: [POPULAR, RATING],
    },
  },
];
const notYet = new Set<string>(['pwe-sms-what-do-ppl-get-bday-ty', 'pwe-web-under-30-feed-8-thanks-anyway', 'pwe-voice-sixty-bucks-fifteen-lemon', 'pwe-wa-budget-100-for-25-two-vanilla', 'pwe-sms-150-max-three-choc', 'pwe-wa-10-ppl-budget-50-vanilla', 'pwe-wa-8-ppl-whole-or-slices-carrot', 'pwe-web-20-people-two-rv', 'pwe-voice-six-of-us-slices-instead', 'pwe-wa-one-choc-enough-for-12', 'pwe-web-lemon-size-vs-others-ty', 'pwe-web-10-people-whole-or-slices-cheaper', 'pwe-web-about-each-cake-thanks', 'pwe-sms-gf-bday-choc-or-lemon-switch-lemon', 'pwe-web-sizes-10-inch-feeds-ask-wife', 'pwe-sms-party-nut-allergy-choc-approval', 'pwe-web-first-order-questions-then-mixed']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
