import type { Script } from '../script-types.js';

// QUESTIONS WITHOUT ORDERING, ASKED LOOSELY: people who only want to know things ("what do you
// have", "whats good here", "how big is the lemon cake", "do you have cupcakes", "where are you",
// "can I bring my dog", "how long do cakes keep", "do you cater", "can I order coffee ahead",
// "what's in the red velvet"), often several follow-ups in a row, then "ok thanks bye". No order
// may be started or placed, and nothing the catalog does not hold may be invented: no address, no
// ratings or popularity, no shelf life, no wifi / seating / pet facts, no catering menu, no prices
// for things not on the menu, nothing called allergen-free.
//
// Catalog facts used: whole cakes (8-inch, serve 10 to 12, 24 h notice): chocolate fudge $48
// (wheat, eggs, dairy, soy), carrot $46 (wheat, eggs, dairy, tree nuts), red velvet $50 (allergens
// unknown), vanilla bean $44 (allergens unknown); lemon chiffon 10-inch $58, serves 14 to 16.
// Red velvet: "cocoa red velvet layers with cream cheese frosting" (catalog description).
// Strawberry shortcake $52 seasonal, not available. Slices (no notice, pickup only): chocolate
// fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean
// $5.50. Custom cake from $65 (8-inch) / $85 (10-inch), 72 h notice, owner's approval. Drinks
// (drip coffee $3.00/$3.75, latte $4.75/$5.50, hot tea $3.25) in-cafe only. Delivery confirmed
// by staff. Hours 8 AM to 8 PM, 7 days. Shared facility (nuts, dairy, eggs, wheat, soy).
// Clock: Fri 2026-11-20 10:00 Central.

/** A price as a clerk would write or say it: "46.00", "$46", "46 dollars", "5 dollars and 75 cents". */
function price(usd: number): RegExp {
  const [whole, cents] = usd.toFixed(2).split('.');
  const alts = [`\\b${whole}\\.${cents}\\b`];
  if (cents === '00') alts.push(`\\$\\s?${whole}(?![.,]?\\d)`, `\\b${whole} dollars\\b(?! and)`);
  else alts.push(`\\b${whole} dollars,? and ${Number(cents)} cents\\b`);
  return new RegExp(alts.join('|'), 'i');
}

/** Words that turn a following phrase into a denial or a question rather than a claim. */
const NEG = String.raw`(?:\w+n['’]t|dont|cant|wont|isnt|arent|doesnt|not|no|none|nothing|never|any|if|whether|sorry|unfortunately|afraid|which|what|about|unsure|sure|know|confirm|track|share|info|information)`;
/** A claim: the phrase, not shortly after a negation / question word, nor shortly before "not". */
function claim(core: string): RegExp {
  return new RegExp(String.raw`(?<!\b${NEG}\b[^.!?]{0,40})\b(?:${core})\b(?![^.!?]{0,30}\b(?:\w+n['’]t|not|no longer)\b)`, 'i');
}

const SERVES_10_12 = /10\s*(to|-|–|and)\s*12|ten (to|and) twelve/i;
const SERVES_14_16 = /14\s*(to|-|–|and)\s*16|fourteen (to|and) sixteen/i;
const TEN_INCH = /10[- ]?inch|ten[- ]inch|10"/i;
const EIGHT_INCH = /8[- ]?inch|eight[- ]inch|8"/i;
const STAFF = /staff|team|owner|someone|person|manager|call (us|the bakery)|bakery directly|reach out|get back to you|contact/i;
/** An honest "I don't know that / can't help with that here" (or a hand-off). */
const DONT_KNOW =
  /(don'?t|do not|doesn'?t|does not) (have|know)|not sure|unsure|can'?t (say|confirm|tell|help|answer|provide|share|speak)|cannot (say|confirm|tell|help|answer|provide|share|speak)|unable to|not able to|no (information|info|details)|not (something )?I can|staff|team|owner|call|contact|reach out/i;
/** The bakery says it does not have something. */
const NOT_HAVE =
  /\b(don'?t|do not|doesn'?t|does not) (currently |really )?(have|make|sell|carry|offer|bake|do|stock)\b|\bnot (on )?(our|the) menu\b|\bisn'?t (on|something|one of)\b|\baren'?t (on|something|part)\b|\bnot something we\b|\bunfortunately\b|\bsorry\b|\bwe only (have|make|sell|bake|do|offer)\b|\bno [a-z -]{0,25}(on|in) (our|the) menu\b|\bnot (currently )?(available|offered)\b/i;
const REAL_KINDS = /chocolate fudge|carrot|red velvet|lemon chiffon|vanilla bean|custom cake/i;
const UNAVAILABLE = /not (currently )?available|unavailable|out of season|seasonal|sold out|isn'?t available|not in season|not (offering|making|selling)|(don'?t|do not) have/i;
const NOTICE_24H = /24|a day|one day|day'?s notice|day in advance|day ahead|tomorrow/i;
const CUSTOM_NOTICE = /72|(3|three) days/i;
const DRINKS_IN_CAFE = /caf[eé]|in[- ]store|in person|at the (counter|bakery)|can.?t (be )?(order|pre-?order|reserve)|cannot (be )?(order|pre-?order|reserve)|not (available )?(to|for) (order|pre-?order)|only (order|take) (cakes|baked)/i;
const UNKNOWN_ALLERGENS =
  /(not|n.?t) (been )?(confirm|list|know|sure|verif|have (a |the )?(confirmed|full|complete))|unknown|can.?t (confirm|guarantee|say)|cannot (confirm|guarantee|say)|unable to confirm|facility/i;
const FACILITY = /facility|shared|cross[- ]contact|cross[- ]contamination|same kitchen|can.?t guarantee|cannot guarantee/i;
const CLOSED = /\bclosed\b|not open|aren'?t open|won'?t be open|will not be open/i;
const OPEN_HOURS = /\b8\b|eight/i;

/** An invented street address or location. */
const ADDRESS =
  /\b\d{1,5}\s+(?:[NSEW]\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Court|Ct|Place|Pl|Parkway|Pkwy|Highway|Hwy|street|avenue|road|boulevard|lane|drive)\b|\b[Ww]e(?:'re| are)(?: located)? (?:in|at|on|near|across from) (?:the )?[A-Z][a-z]+|\b(?:Main|Elm|Oak|Maple|Park|Market|First|Second) (?:St|Street|Ave|Avenue)\b|\bsuite \d+/;
/** Invented ratings, reviews or popularity. */
const RATING = /\b\d(\.\d)?\s*(\/\s*5|stars?|out of (5|five))\b|\baward[- ]winning\b|\b(rated|voted) (the )?(best|#1|number one|top)\b|\bbest in (town|the city|the state)\b/i;
const POPULAR = claim(
  String.raw`most popular|best[- ]?sell(?:er|ers|ing)|top[- ]?sell(?:er|ers|ing)|(?:customer|crowd|fan)s?['’]? favou?rites?|crowd[- ]pleasers?|everyone['’]?s favou?rite|(?:people|customers|everyone|guests|regulars) (?:really |absolutely )?(?:love|rave about|adore|swear by)|sells? out (?:fast|quickly|first)`,
);
/** A cake or range called free of an allergen. */
const FREE_CLAIM = claim(String.raw`(?:allergen|gluten|nut|peanut|dairy|egg|wheat|soy)[- ]free`);
const VEGAN_CLAIM = claim(String.raw`(?:we (?:have|offer|make|do|carry|sell|bake) (?:a |an |some )?vegan|(?:is|are) (?:completely |fully |100% )?vegan)`);
/** A price given for something not on the menu. */
const NON_MENU_PRICE =
  /\b(cupcakes?|cookies?|pies?|brownies?|muffins?|cheesecakes?)\s*(are|is|cost|costs|run|for|at|:|-|–)\s*(just |only |about |around )?(\$\s?\d|\d+ dollars)|(\$\s?\d+(\.\d\d)?|\d+ dollars)\s*(per|a|each|for (a|one|the))\s*(cupcake|cookie|pie|brownie|muffin)/i;
const INVENTED_PRODUCT = claim(String.raw`we (?:have|sell|make|carry|offer|bake|do) (?:a |some |several |lots of |fresh |great |delicious )?(?:cupcakes|cookies|pies|brownies|muffins|cheesecakes?|gluten[- ]free|vegan)`);
/** A shelf life stated as fact. */
const SHELF_LIFE = claim(
  String.raw`(?:keeps?|lasts?|stays? (?:fresh|good|moist)|good for|fresh for|will keep)\s+(?:for\s+)?(?:up to |about |around |roughly |at least )?(?:\d+|one|two|three|four|five|six|seven|a few|several|a couple(?: of)?)\s*(?:(?:-|to)\s*(?:\d+|two|three|four|five)\s*)?(?:days?|weeks?)`,
);
const WIFI_CLAIM = claim(String.raw`(?:free |complimentary )?wi-?fi (?:is )?(?:available|free)|(?:we|you) (?:have|offer|get|provide) (?:free |complimentary )?wi-?fi|wi-?fi password`);
const SEATING_CLAIM = claim(String.raw`(?:we|there) (?:have|has|is|are|offer) (?:plenty of |some |lots of |a few |limited |comfortable |cozy )?(?:seating|seats|tables)|seating (?:is )?available`);
const DOG_CLAIM = claim(String.raw`(?:dogs?|pets?) (?:are|is) (?:always |very |more than )?(?:welcome|allowed|permitted|fine|ok(?:ay)?)|dog[- ]friendly|pet[- ]friendly|(?:dogs?|pets?) (?:are|is)n['’]?t (?:allowed|permitted)|no (?:dogs|pets) allowed`);
const CATERING_CLAIM = claim(String.raw`we (?:do |also )?(?:offer |provide )?cater(?:ing)?(?: services?)?(?! (?:orders|requests))|(?:our|a) catering (?:menu|service|package|packages|platters?)`);
const DELIVERY_FEE =
  /deliver(y|ies)? (fee|charge|costs?|is|will be|runs?)[^.!?]{0,15}(\$\s?\d|\d+ dollars)|(\$\s?\d+(\.\d\d)?|\d+ dollars) (delivery|for delivery)|free delivery|delivery is free/i;
const DELIVERY_PROMISE = /\bwill (arrive|be delivered|get there|be there|reach you) (by|at|before|around|in|within)\b|\bwe(')?ll deliver (it )?(by|at|before|within)\b|\bwe will deliver (it )?(by|at|before|within)\b/i;
/** An order id: nothing may have been placed. */
const ORDER_ID = /ord_[0-9a-z]{10,}/i;
/** Any price in a reply (for questions whose honest answer has no price). */
const CUSTOM_PRICE_WRONG = /custom[^.!?]{0,40}(\$\s?(?!65|85)\d+|\b(?!65|85)\d+ dollars)/i;

/** An order started on a question that asked nothing of the kind ("Got it: a whole ...", "Shall I put it down"). */
const ORDER_STARTED =
  /\bgot it: (a|an|\d+|one|two)\b|shall I (put|book|pencil) (it|that|them) (down|in)|when would you like (it|them|to (pick|collect))\b|what name (should|shall|can) I|(added|put) (it|that|them|\w+ \w+ \w+) (to|on) your order/i;
/** A reply to a haggle or to an unknown "product" made of the customer's own filler words. */
const NONSENSE = /prices are set by the bakery|only take the order at the menu price|do not have "?(call |so |it'?s |its )+[^"]{0,30}"? on our menu|do not have "?[^"]{0,30}ready when/i;
const DELIVERY_STAFF = /deliver[^]{0,120}(staff|confirm|area)|(staff|team)[^.!?]{0,80}deliver/i;

const NEVER_BASE = [ORDER_ID, ADDRESS, RATING, FREE_CLAIM, ORDER_STARTED, NONSENSE];

const written: Script[] = [
  // ======================================================================== SMS
  {
    id: 'pxo-sms-what-do-you-have',
    category: 'menu-browse',
    channel: 'sms',
    steps: ['hey what do you have'],
    expect: { noOrder: true, says: [/chocolate/i, /carrot/i, /red velvet/i, /lemon/i, /vanilla/i], never: [...NEVER_BASE, POPULAR] },
  },
  {
    id: 'pxo-sms-whats-good-here',
    category: 'menu-browse',
    channel: 'sms',
    steps: ['whats good here?'],
    expect: { noOrder: true, says: [REAL_KINDS], never: [...NEVER_BASE, POPULAR] },
  },
  {
    id: 'pxo-sms-lemon-how-big',
    category: 'menu-facts',
    channel: 'sms',
    steps: ['how big is the lemon cake'],
    expect: { noOrder: true, lastSays: [/10[- ]?inch|14\s*(to|-|–|and)\s*16/i], never: NEVER_BASE },
  },
  {
    id: 'pxo-sms-slices-in-whole',
    category: 'menu-facts',
    channel: 'sms',
    steps: ['how many slices in a whole cake'],
    expect: { noOrder: true, lastSays: [SERVES_10_12], never: NEVER_BASE },
  },
  {
    id: 'pxo-sms-cupcakes',
    category: 'not-on-menu',
    channel: 'sms',
    steps: ['do u guys do cupcakes'],
    expect: { noOrder: true, lastSays: [NOT_HAVE], never: [...NEVER_BASE, NON_MENU_PRICE, INVENTED_PRODUCT] },
  },
  {
    id: 'pxo-sms-gluten-free',
    category: 'not-on-menu',
    channel: 'sms',
    steps: ['any gluten free cakes?'],
    expect: { noOrder: true, lastSays: [NOT_HAVE, /wheat|gluten/i], never: [...NEVER_BASE, INVENTED_PRODUCT, VEGAN_CLAIM] },
  },
  {
    id: 'pxo-sms-best-seller',
    category: 'no-invented-ratings',
    channel: 'sms',
    steps: ['whats your best seller'],
    expect: { noOrder: true, says: [REAL_KINDS], never: [...NEVER_BASE, POPULAR] },
  },
  {
    id: 'pxo-sms-where-located',
    category: 'store-info',
    channel: 'sms',
    steps: ['where are you located?'],
    expect: { noOrder: true, lastSays: [DONT_KNOW], never: NEVER_BASE },
  },
  {
    id: 'pxo-sms-cakes-keep',
    category: 'store-info',
    channel: 'sms',
    steps: ['how long do the cakes keep? wondering if i can buy saturday for a monday thing'],
    expect: { noOrder: true, lastSays: [DONT_KNOW], never: [...NEVER_BASE, SHELF_LIFE] },
  },
  {
    id: 'pxo-sms-coffee-ahead',
    category: 'drinks',
    channel: 'sms',
    steps: ['can i order a latte ahead so its ready when i get there?'],
    expect: { noOrder: true, lastSays: [DRINKS_IN_CAFE], never: NEVER_BASE },
  },
  {
    id: 'pxo-sms-chain-then-bye',
    category: 'follow-ups',
    channel: 'sms',
    steps: ['what cakes do u have', 'how big is the lemon one', 'and the chocolate?', 'how much is a slice of carrot', 'ok thanks bye'],
    expect: { noOrder: true, says: [SERVES_14_16, /10\s*(to|-|–|and)\s*12|8[- ]?inch/i, price(6)], never: [...NEVER_BASE, POPULAR] },
  },
  {
    id: 'pxo-sms-christmas-closed',
    category: 'store-info',
    channel: 'sms',
    closedDays: ['2026-12-25'],
    steps: ['r u open christmas day'],
    expect: { noOrder: true, lastSays: [CLOSED], never: NEVER_BASE },
  },
  {
    id: 'pxo-sms-strawberry-back',
    category: 'not-on-menu',
    channel: 'sms',
    steps: ['is the strawberry shortcake back yet?'],
    expect: { noOrder: true, lastSays: [UNAVAILABLE], never: NEVER_BASE },
  },

  // ======================================================================== WHATSAPP
  {
    id: 'pxo-wa-anything-chocolate',
    category: 'menu-browse',
    channel: 'whatsapp',
    steps: ['do you have anything chocolate? 🍫'],
    expect: { noOrder: true, lastSays: [/chocolate fudge/i], never: [...NEVER_BASE, POPULAR] },
  },
  {
    id: 'pxo-wa-carrot-any-good',
    category: 'no-invented-ratings',
    channel: 'whatsapp',
    steps: ['is the carrot cake any good?'],
    expect: { noOrder: true, lastSays: [/carrot/i], never: [...NEVER_BASE, POPULAR] },
  },
  {
    id: 'pxo-wa-vegan',
    category: 'not-on-menu',
    channel: 'whatsapp',
    steps: ['hi! do you have vegan cake? my sister is vegan'],
    expect: { noOrder: true, lastSays: [NOT_HAVE, /vegan/i], never: [...NEVER_BASE, VEGAN_CLAIM, INVENTED_PRODUCT] },
  },
  {
    id: 'pxo-wa-cookies-pie',
    category: 'not-on-menu',
    channel: 'whatsapp',
    steps: ['do you sell cookies or pie? thanksgiving is coming lol'],
    expect: { noOrder: true, lastSays: [NOT_HAVE, /cookies?/i, /\bpies?\b/i], never: [...NEVER_BASE, NON_MENU_PRICE, INVENTED_PRODUCT] },
  },
  {
    id: 'pxo-wa-wifi-seating',
    category: 'store-info',
    channel: 'whatsapp',
    steps: ['do you have wifi and somewhere to sit? want to work from there for a bit'],
    expect: { noOrder: true, lastSays: [DONT_KNOW], never: [...NEVER_BASE, WIFI_CLAIM, SEATING_CLAIM] },
  },
  {
    id: 'pxo-wa-dog',
    category: 'store-info',
    channel: 'whatsapp',
    steps: ['can i bring my dog in? 🐶'],
    expect: { noOrder: true, lastSays: [DONT_KNOW], never: [...NEVER_BASE, DOG_CLAIM] },
  },
  {
    id: 'pxo-wa-red-velvet-contents',
    category: 'allergens',
    channel: 'whatsapp',
    steps: ['what is in the red velvet? like ingredients'],
    expect: { noOrder: true, lastSays: [UNKNOWN_ALLERGENS], never: NEVER_BASE },
  },
  {
    id: 'pxo-wa-custom-how-far-ahead',
    category: 'notice',
    channel: 'whatsapp',
    steps: ['how far ahead do i need to order a custom cake?'],
    expect: { noOrder: true, lastSays: [CUSTOM_NOTICE], never: [...NEVER_BASE, CUSTOM_PRICE_WRONG] },
  },
  {
    id: 'pxo-wa-cater',
    category: 'store-info',
    channel: 'whatsapp',
    steps: ['do you guys cater? its for a work event in december'],
    expect: { noOrder: true, lastSays: [/whole cake|custom|staff|team|owner|don'?t|do not|not sure|contact|call/i], never: [...NEVER_BASE, CATERING_CLAIM] },
  },
  {
    id: 'pxo-wa-deliver-fee',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['do u deliver? how much is delivery and how fast'],
    expect: { noOrder: true, lastSays: [STAFF], never: [...NEVER_BASE, DELIVERY_FEE, DELIVERY_PROMISE] },
  },
  {
    id: 'pxo-wa-chain-facts-bye',
    category: 'follow-ups',
    channel: 'whatsapp',
    steps: [
      'hi just browsing, whats on the menu',
      'whats the difference between the lemon and the vanilla',
      'which is cheaper',
      'do the slices need to be ordered ahead?',
      'cool ty bye 👋',
    ],
    expect: {
      noOrder: true,
      says: [
        // the difference: the vanilla bean's own description, or its size / serving against the lemon's
        /vanilla (bean )?(sponge|buttercream)|vanilla[^;]{0,80}(8[- ]?inch|10\s*(to|-)\s*12)[^;]{0,120}lemon|lemon[^;]{0,80}(10[- ]?inch|14\s*(to|-)\s*16)[^;]{0,120}vanilla/i,
        // which is cheaper: the vanilla bean (44 against 58)
        /vanilla[^.!?;]{0,60}(cheaper|less|lower)|(cheaper|less expensive|lower price|costs? less)[^.!?;]{0,60}vanilla|vanilla[^;]{0,60}\b44\b[^;]{0,80}lemon[^;]{0,60}\b58\b|lemon[^;]{0,60}\b58\b[^;]{0,80}vanilla[^;]{0,60}\b44\b/i,
        // slices need no notice
        /(no|without) (advance )?notice|don'?t (need|have) to (be )?(order|pre-?order)|do not (need|have) to (be )?(order|pre-?order)|no need to (order|pre-?order)|not needed|walk[- ]?in|\bno\b[,:.!]?\s[^.!?]{0,40}(same[- ]day|today)/i,
      ],
      never: [...NEVER_BASE, POPULAR],
    },
  },

  // ======================================================================== WEBCHAT
  {
    id: 'pxo-web-what-do-you-sell',
    category: 'menu-browse',
    channel: 'webchat',
    steps: ['Hello, what do you sell?'],
    expect: { noOrder: true, says: [/chocolate/i, /carrot/i, /red velvet/i, /lemon/i, /vanilla/i], never: [...NEVER_BASE, POPULAR] },
  },
  {
    id: 'pxo-web-address-parking',
    category: 'store-info',
    channel: 'webchat',
    steps: ["What's your address? And is there parking nearby?"],
    expect: { noOrder: true, lastSays: [DONT_KNOW], never: [...NEVER_BASE, claim(String.raw`(?:free |plenty of |street |a )?parking (?:lot|is available|available|garage)|(?:we|there) (?:have|has|is) (?:free |plenty of |a )?parking`)] },
  },
  {
    id: 'pxo-web-allergen-free',
    category: 'allergens',
    channel: 'webchat',
    steps: ['Do you have any allergen-free cakes? My son has several food allergies.'],
    expect: { noOrder: true, lastSays: [FACILITY], never: [...NEVER_BASE, VEGAN_CLAIM] },
  },
  {
    id: 'pxo-web-vanilla-allergens',
    category: 'allergens',
    channel: 'webchat',
    steps: ['What allergens are in the vanilla bean cake?'],
    expect: { noOrder: true, lastSays: [UNKNOWN_ALLERGENS], never: NEVER_BASE },
  },
  {
    id: 'pxo-web-thanksgiving-open',
    category: 'store-info',
    channel: 'webchat',
    steps: ['Are you open on Thanksgiving?'],
    expect: {
      noOrder: true,
      lastSays: [/\bopen\b|8\s*(:00\s*)?(am|a\.m\.)|vary|call|confirm|staff/i],
      never: [...NEVER_BASE, claim(String.raw`(?:we['’]re|we are|we['’]ll be|we will be|the bakery is|the bakery will be) closed`)],
    },
  },
  {
    id: 'pxo-web-christmas-no-closure',
    category: 'store-info',
    channel: 'webchat',
    steps: ['Will you be open Christmas Day?'],
    expect: {
      noOrder: true,
      lastSays: [/\bopen\b|8\s*(:00\s*)?(am|a\.m\.)|vary|call|confirm|staff|check/i],
      never: [...NEVER_BASE, claim(String.raw`(?:we['’]re|we are|we['’]ll be|we will be|the bakery is|the bakery will be) closed`)],
    },
  },
  {
    id: 'pxo-web-sizes',
    category: 'menu-facts',
    channel: 'webchat',
    steps: ['What sizes do your whole cakes come in?'],
    expect: { noOrder: true, lastSays: [EIGHT_INCH, TEN_INCH], never: NEVER_BASE },
  },
  {
    id: 'pxo-web-cheapest',
    category: 'menu-facts',
    channel: 'webchat',
    steps: ["What's the cheapest thing you have?"],
    expect: { noOrder: true, lastSays: [/vanilla/i, price(5.5)], never: NEVER_BASE },
  },
  {
    id: 'pxo-web-birthday-name',
    category: 'notice',
    channel: 'webchat',
    steps: ['Can you write a name on a cake? Just asking for now, the party is in a few weeks.'],
    expect: { noOrder: true, says: [/custom/i], never: [...NEVER_BASE, CUSTOM_PRICE_WRONG] },
  },
  {
    id: 'pxo-web-shelf-fridge',
    category: 'store-info',
    channel: 'webchat',
    steps: ['If I buy a whole carrot cake, how many days will it stay fresh? Should it go in the fridge?'],
    expect: { noOrder: true, lastSays: [DONT_KNOW], never: [...NEVER_BASE, SHELF_LIFE] },
  },
  {
    id: 'pxo-web-chain-bye',
    category: 'follow-ups',
    channel: 'webchat',
    steps: [
      'Hi, a few questions. How much is the red velvet cake?',
      'Does it have nuts?',
      'What about the carrot cake, does that have nuts?',
      'And can you deliver?',
      'Ok, thanks. Bye!',
    ],
    expect: {
      noOrder: true,
      says: [price(50), UNKNOWN_ALLERGENS, /walnut|tree.?nut|nuts/i, DELIVERY_STAFF],
      never: [...NEVER_BASE, DELIVERY_FEE, DELIVERY_PROMISE, claim(String.raw`red velvet[^.!?]{0,30}(?:has|contains) no nuts|red velvet (?:is|would be) (?:safe|fine)`)],
    },
  },
  {
    id: 'pxo-web-tea-ahead',
    category: 'drinks',
    channel: 'webchat',
    steps: ['Could I pre-order two hot teas and a drip coffee for pickup at 3?'],
    expect: { noOrder: true, lastSays: [DRINKS_IN_CAFE], never: NEVER_BASE },
  },

  // ======================================================================== VOICE
  {
    id: 'pxo-voice-what-do-you-have',
    category: 'menu-browse',
    channel: 'voice',
    steps: ["hi, um, what do you guys have? I'm just wondering"],
    expect: { noOrder: true, says: [/chocolate/i, /carrot/i, /lemon/i], never: [...NEVER_BASE, POPULAR] },
  },
  {
    id: 'pxo-voice-silence-then-best',
    category: 'no-invented-ratings',
    channel: 'voice',
    steps: [{ silence: true }, "oh sorry, hi. what's, uh, what's the best one you have?"],
    expect: { noOrder: true, says: [REAL_KINDS], never: [...NEVER_BASE, POPULAR] },
  },
  {
    id: 'pxo-voice-lemon-size-price',
    category: 'menu-facts',
    channel: 'voice',
    steps: ['how big is the lemon cake, and how much is it?'],
    expect: { noOrder: true, lastSays: [/10[- ]?inch|ten[- ]inch|14\s*(to|-|–|and)\s*16|fourteen/i, price(58)], never: NEVER_BASE },
  },
  {
    id: 'pxo-voice-where-are-you',
    category: 'store-info',
    channel: 'voice',
    steps: ["yeah hi, where are you guys at? what's the address?"],
    expect: { noOrder: true, lastSays: [DONT_KNOW], never: NEVER_BASE },
  },
  {
    id: 'pxo-voice-cupcakes-cookies',
    category: 'not-on-menu',
    channel: 'voice',
    steps: ['do you have cupcakes? or cookies maybe?'],
    expect: { noOrder: true, lastSays: [NOT_HAVE, /cupcakes?/i, /cookies?/i], never: [...NEVER_BASE, NON_MENU_PRICE, INVENTED_PRODUCT] },
  },
  {
    id: 'pxo-voice-gluten-free',
    category: 'not-on-menu',
    channel: 'voice',
    steps: ['do you make a gluten free cake? my wife has celiac'],
    expect: { noOrder: true, lastSays: [NOT_HAVE, /wheat|gluten/i], never: [...NEVER_BASE, INVENTED_PRODUCT] },
  },
  {
    id: 'pxo-voice-dog-seating',
    category: 'store-info',
    channel: 'voice',
    steps: ['can I bring my dog, and do you have seating inside?'],
    expect: { noOrder: true, lastSays: [DONT_KNOW], never: [...NEVER_BASE, DOG_CLAIM, SEATING_CLAIM] },
  },
  {
    id: 'pxo-voice-coffee-ahead',
    category: 'drinks',
    channel: 'voice',
    steps: ['can I call ahead and order a coffee so it is ready when I get there?'],
    expect: { noOrder: true, lastSays: [DRINKS_IN_CAFE], never: NEVER_BASE },
  },
  {
    id: 'pxo-voice-custom-ahead',
    category: 'notice',
    channel: 'voice',
    steps: ['how far ahead do I have to order a custom cake? and what does it cost, roughly?'],
    expect: { noOrder: true, lastSays: [CUSTOM_NOTICE, price(65)], never: [...NEVER_BASE, CUSTOM_PRICE_WRONG] },
  },
  {
    id: 'pxo-voice-whole-today',
    category: 'notice',
    channel: 'voice',
    steps: ['just a question, could I get a whole chocolate cake today, or do I need to order ahead?'],
    expect: { noOrder: true, lastSays: [NOTICE_24H], never: NEVER_BASE },
  },
  {
    id: 'pxo-voice-cater',
    category: 'store-info',
    channel: 'voice',
    steps: ['hi, do you do catering? like for a wedding?'],
    expect: { noOrder: true, lastSays: [/whole cake|custom|staff|team|owner|don'?t|do not|not sure|contact|call/i], never: [...NEVER_BASE, CATERING_CLAIM] },
  },
  {
    id: 'pxo-voice-chain-bye',
    category: 'follow-ups',
    channel: 'voice',
    steps: [
      'hi, how much is a slice of lemon cake?',
      'and a slice of the chocolate?',
      'okay, and how many does a whole chocolate one feed?',
      { silence: true },
      'okay thanks, bye',
    ],
    expect: { noOrder: true, says: [price(5.75), price(6.5), SERVES_10_12], never: NEVER_BASE },
  },
  {
    id: 'pxo-voice-christmas-closed',
    category: 'store-info',
    channel: 'voice',
    closedDays: ['2026-12-25'],
    steps: ['are you open on Christmas day?'],
    expect: { noOrder: true, lastSays: [CLOSED], never: NEVER_BASE },
  },
  {
    id: 'pxo-voice-red-velvet-in-it',
    category: 'allergens',
    channel: 'voice',
    steps: ["what's in the red velvet cake? my kid has an egg allergy"],
    expect: {
      noOrder: true,
      lastSays: [UNKNOWN_ALLERGENS],
      never: [...NEVER_BASE, /red velvet[^.!?]{0,40}(is|would be|should be) (safe|fine|okay|ok)\b/i, claim(String.raw`red velvet[^.!?]{0,30}(?:has|contains) no eggs?`)],
    },
  },
];

// Scripts the assistant does not yet end right, left out of the run until they pass; the closing
// note of the stop that added this file lists them.

const notYet = new Set<string>();
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
