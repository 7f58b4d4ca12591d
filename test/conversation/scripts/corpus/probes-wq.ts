import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WQ: POLITE AND WORDY CUSTOMERS, on web chat, texts written like e-mails, WhatsApp and calls.
// Long greetings ("I hope this message finds you well"), life stories told before the order (a
// granddaughter turning seven, a 40th anniversary, a mother-in-law visiting from Scotland, a church
// fellowship lunch), several questions in one message before the order (hours, where the bakery
// is, prices, allergens, servings, notice, delivery, coffee), "I was wondering if it might be
// possible to...", sign-offs ("Best, Anne", "Kind regards,\nMargaret Ellison\n(512) 555-0134"),
// formal dates ("the twenty-first of November", "Tuesday, November 24th", "half past two", "a
// quarter past four"), and thanks at every step ("Thank you! It's Chloe Adams", "Yes, that's all
// correct. Thank you ever so much!"). Every question is answered from the menu, and the order is
// taken exactly as asked.
//
// Decisions where the spec is silent:
// - Every question in a message is answered, and an order in the same message is taken as well:
//   answering the order while skipping the questions (or the other way round) is not enough.
// - A sign-off name is the customer's name: "Best, Anne" orders under "Anne", "Kind regards,
//   Harold Finch" under "Harold Finch"; the clerk does not ask for a name it was given. A later,
//   fuller sign-off ("Anne Whitfield" after "Anne") is the name used. A phone number in a web chat
//   signature is the order's phone.
// - Numbers in a life story (an age, "40th anniversary", "1986", "five years", "twenty people",
//   "six years") are never quantities, sizes or times.
// - "Thank you" on its own turn, or around an answer ("Thank you! It's Chloe Adams"), is politeness:
//   it neither places, changes nor ends the order; "Yes, that's all correct, thank you" is a yes.
// - "To be collected", "for collection", "to collect", "I'll pick it up" all say pickup: the clerk does
//   not then ask "pickup or delivery?". Where a script's customer says nothing about it, the script
//   says pickup, so that a clerk who asks is never wrong.
// - Greetings, apologies, sign-offs and stories ("I hope this message finds you well", "Best
//   wishes", "sorry to message so early", "my mother-in-law arrives from Scotland") are never a
//   message to write on a cake: nobody here asks for writing, except on the one custom cake.
// - The catalog holds no street address and no parking facts: asked where the bakery is, the clerk
//   says honestly that it cannot give the address here (or points to the website / the staff) and
//   never invents one; parking is never promised.
// - A question about allergens asked "just curious, no allergies here" is not an allergy mention:
//   the order carries no allergy note. Any allergy of anyone the cake is for (a nephew's tree nuts,
//   a daughter's dairy, a son's peanuts, a niece's nuts, a husband's coeliac disease) is an allergy
//   mention, even when the cake finally chosen does not list that allergen: the order carries the
//   note and needs approval (the corpus already decides this for allergies said while asking).
// - Allergen answers come from the catalog: chocolate fudge wheat, eggs, dairy, soy; carrot wheat,
//   eggs, dairy, tree nuts (walnuts); lemon wheat, eggs, dairy; red velvet and vanilla bean unknown
//   (never said to be free of anything); the shared facility (nuts, dairy, eggs, wheat, soy) always
//   applies, so nothing is free of an allergen.
// - "Are you still open?" at night is answered (we open at 8 AM) and the order is still taken:
//   held_overnight. An order before 8 AM is held_overnight too.
// - 120 of one product is over the limit of 100 per order: the clerk says so and places nothing
//   until the customer brings it to 100 or fewer.
// - A whole cake for tomorrow is never asked for at or before the clock time (24 h notice is
//   "about"), so no script turns on the exact edge.
// - A delivery order needs approval; no fee and no delivery time are promised.
//
// Catalog facts used: whole cakes (8-inch, serve 10 to 12, 24 h notice): chocolate fudge $48, carrot
// $46, red velvet $50, vanilla bean $44; lemon chiffon 10-inch only $58, serves 14 to 16. Strawberry
// shortcake: not available. Slices (pickup only, no notice): chocolate fudge $6.50 regular / $9.50
// large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean $5.50. Custom cake 8-inch from
// $65 / 10-inch from $85, 72 h notice, always needs_approval. Drinks: in the cafe only. Hours 8 AM
// to 8 PM Central, 7 days. Clock: Fri 2026-11-20 10:00 Central unless `now` is set; Sat 21 =
// tomorrow, Sun 22, Mon 23, Tue 24, Sat 28.
//
// Sums used: 3 fudge + 2 carrot cakes $144 + $92 = $236 (approval); 2 large + 1 regular fudge slice
// + 2 carrot slices $19 + $6.50 + $12 = $37.50; 4 lemon + 4 carrot slices $23 + $24 = $47; carrot +
// vanilla cake $90; 2 lemon cakes $116; 5 lemon slices $28.75; 3 regular fudge slices $19.50; 4
// carrot slices $24; 2 lemon + 2 vanilla slices $11.50 + $11 = $22.50; 6 regular fudge slices $39;
// carrot + fudge cake $94; 5 vanilla cakes $220 (approval); 2 fudge cakes $96; 2 lemon + 2 red
// velvet slices $11.50 + $13 = $24.50; 100 vanilla + 20 lemon slices $550 + $115 = $665 (approval);
// 3 vanilla slices $16.50; 6 red velvet slices $39; 3 lemon slices $17.25; 2 large fudge slices $19.

/** Words that turn a following phrase into a denial or a question rather than a claim. */
const NEG = String.raw`(?:\w+n['’]t|dont|cant|wont|isnt|arent|doesnt|not|no|none|nothing|never|any|if|whether|sorry|unfortunately|afraid|which|what|about|unsure|sure|know|confirm|share|info|information|guarantee|promise|without)`;
/** A claim: the phrase, not shortly after a negation / question word, nor shortly before "not". */
function claim(core: string): RegExp {
  return new RegExp(String.raw`(?<!\b${NEG}\b[^.!?]{0,40})\b(?:${core})\b(?![^.!?]{0,30}\b(?:\w+n['’]t|not|no longer)\b)`, 'i');
}

/** Opening hours: 8 AM to 8 PM. */
const HOURS =
  /\b(8|eight)(:00)?\s*(a\.?m\.?|in the morning)[^.!?]{0,40}\b(8|eight)(:00)?\s*(p\.?m\.?|in the evening|at night)|\b8\s*(–|-|to|until|till)\s*8\b/i;
/** Opening time: 8 AM. */
const OPENS_8 = /\b(8|eight)(:00)?\s*(a\.?m\.?|in the morning|o'?clock in the morning)/i;
/** Closing time: 8 PM. */
const CLOSES_8 = /\b(8|eight)(:00)?\s*(p\.?m\.?|in the evening|at night|tonight|o'?clock)/i;
/** Open every day of the week. */
const EVERY_DAY = /7 days|seven days|every day|daily|\bsundays?\b|\byes\b/i;
/** The question of where the bakery is, answered honestly (no address here: website, staff, can't share). */
const LOCATION_ANSWERED =
  /address|locat|where (we are|to find us)|find us|directions|website|map|(can.?t|cannot|unable to|not able to|don.?t have)[^.!?]{0,40}(help|share|give|provide)/i;
/** An invented street address or location. */
const ADDRESS =
  /\b\d{1,5}\s+(?:[NSEW]\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Court|Ct|Place|Pl|Parkway|Pkwy|Highway|Hwy|street|avenue|road|boulevard|lane|drive)\b|\b[Ww]e(?:'re| are)(?: located)? (?:in|at|on|near|across from) (?:the )?[A-Z][a-z]+|\b(?:Main|Elm|Oak|Maple|Park|Market|First|Second) (?:St|Street|Ave|Avenue)\b|\bsuite \d+/;
/** Parking promised (the catalog knows nothing about parking). */
const PARKING_CLAIM = claim(String.raw`(?:free |plenty of |ample |street |a )?parking (?:lot|is available|available|garage|out front|behind)|(?:we|there) (?:have|has|is) (?:free |plenty of |ample |a )?(?:parking|car park)`);
/** Servings of an 8-inch cake; of the lemon chiffon. */
const SERVES_10_12 = /10\s*(to|-|–|and)\s*12|ten (to|and) twelve/i;
const SERVES_14_16 = /14\s*(to|-|–|and)\s*16|fourteen (to|and) sixteen/i;
/** The lemon chiffon's size against the others'. */
const TEN_INCH = /\b10[- ]?(inch|in\b|")|ten[- ]inch|14\s*(to|-|–|and)\s*16/i;
/** Whole cakes need about a day's notice. */
const NOTICE_24 = /\b24[- ]?(hours?|hrs?|h)\b|twenty[- ]four hours|a day'?s notice|(a|one) (full )?day (ahead|in advance|of notice|before)|too soon|not enough notice|earliest|soonest|tomorrow/i;
/** Custom cakes need three days. */
const CUSTOM_NOTICE = /\b72\b|seventy[- ]two|\b(3|three) (full )?days/i;
/** Carrot cake has walnuts (tree nuts). */
const CARROT_NUTS = /carrot[^.!?]{0,100}(walnut|tree[- ]?nut|\bnuts\b)|(walnut|tree[- ]?nut)[^.!?]{0,100}carrot/i;
/** Walnuts in the carrot cake. */
const WALNUTS = /walnut|tree[- ]?nut|\bnuts\b/i;
/** Dairy named. */
const DAIRY = /dairy|milk/i;
/** Allergens not known for a cake (red velvet, vanilla bean). */
const UNKNOWN_ALLERGENS =
  /(not|n.?t) (been )?(confirm|list|know|sure|verif|have (a |the )?(confirmed|full|complete))|unknown|can.?t (confirm|guarantee|say)|cannot (confirm|guarantee|say)|unable to confirm|facility/i;
/** The shared facility: nothing can be promised free of an allergen. */
const FACILITY = /facility|shared|cross[- ]contact|cross[- ]contamination|same kitchen|can.?t guarantee|cannot guarantee/i;
/** Wheat / gluten in everything, or nothing gluten-free. */
const GLUTEN_ANSWER = /wheat|gluten/i;
/** Red velvet or vanilla bean (allergens unknown) said to have no eggs / nuts / dairy. */
const UNKNOWN_CAKE_FREE = new RegExp(
  String.raw`(?<!\b(?:confirm|guarantee|promise|say|sure|certain|know|claim|whether|if)\b[^.!?]{0,60})\b(red velvet|vanilla)[^.!?]{0,40}\b(don'?t|do not|doesn'?t|does not|has no|have no|contains? no|is made without|are made without|without)\s+(contain\s+|have\s+|include\s+|use\s+)?(any\s+)?(tree\s+)?(nuts|walnuts|eggs?|dairy|milk|lactose)\b`,
  'i',
);
/** Staff look at the order (allergy, delivery, a big total). */
const STAFF = /staff|team|owner|manager|approv|review/i;
/** Delivery depends on the area and is confirmed by staff. */
const DELIVERY_STAFF = /staff|team|confirm|area|approv|review|check/i;
/** An invented delivery fee (or "free delivery"). */
const FEE = /deliver(y|ies)? (fee|charge|costs?)[^.!?]{0,20}(\$\s?\d|\d+ dollars)|(\$\s?\d+(\.\d\d)?|\d+ dollars)\s*(delivery )?(fee|charge)|free delivery|delivery (is|would be|will be) free/i;
/** A delivery time promised. */
const DELIVERY_PROMISE = /\bwill (arrive|be delivered|get there|be there|reach you) (by|at|before|around|in|within)\b|\bwe(')?ll deliver (it )?(by|at|before|within)\b|\bwe will deliver (it )?(by|at|before|within)\b|takes? (about |around )?(\d+|an?|one|two|thirty|forty[- ]five) (minutes|hours?)/i;
/** Drinks are served in the cafe, never ordered ahead. */
const DRINKS_IN_CAFE =
  /caf[eé]|in[- ]store|in person|at the (counter|bakery)|can.?t (be )?(order|pre-?order|reserve)|cannot (be )?(order|pre-?order|reserve)|not (available )?(to|for) (order|pre-?order)|only (order|take) (cakes|baked)/i;
/** The strawberry shortcake is not available. */
const UNAVAILABLE = /not (currently )?available|unavailable|out of season|seasonal|sold out|isn'?t available|not in season|not (offering|making|selling)|(don'?t|do not) have/i;
/** Nothing gluten-free here. */
const NOT_HAVE =
  /\b(don'?t|do not|doesn'?t|does not) (currently |really )?(have|make|sell|carry|offer|bake|do|stock)\b|\bnot (on )?(our|the) menu\b|\bunfortunately\b|\bsorry\b|\bwe only (have|make|sell|bake|do|offer)\b|\bnot (currently )?(available|offered)\b|all (of )?(our|the) (cakes|items)[^.!?]{0,40}(wheat|gluten)|(wheat|gluten)[^.!?]{0,60}(all|every)/i;
/** At most 100 of a product in one order. */
const MAX_100 = /\b100\b|hundred/i;
/** Closed now, or the hours, at night. */
const CLOSED_NOW = /clos|\b(8|eight)(:00)?\s*(a\.?m\.?|in the morning)|morning/i;
/** Politeness or a story read as a message to write on the cake (nobody here asked for one). */
const MESSAGE_MISREAD = /\b(I will|I can|I'll) write\b|\bwrite "|\bnote "|messages go on|would you like "[^"]*" on|which cake would you like .{1,60} on\?/i;
/** An order id: nothing may have been placed. */
const ORDER_ID = /\bord_[0-9a-z]{6,}/i;

const written: Script[] = [
  // ================================================================ SMS
  {
    id: 'pwq-sms-hours-price-then-signed-order',
    category: 'polite',
    channel: 'sms',
    steps: [
      'Good morning! I hope this finds you well. Could you tell me what time you open on Saturdays, and how much a whole chocolate fudge cake is? Many thanks, Anne',
      "Wonderful, thank you so much. Then I would like to order one whole chocolate fudge cake to collect on Saturday the twenty-first of November at eleven in the morning, if that's all right. Best, Anne Whitfield",
      "Yes, that's all correct. Thank you ever so much!",
    ],
    expect: {
      says: [OPENS_8, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Anne Whitfield' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-granddaughter-turning-seven',
    category: 'polite',
    channel: 'sms',
    steps: [
      "Hello there, I hope you don't mind me texting. My granddaughter Lily is turning seven on Sunday and she has been talking about your red velvet cake ever since we came in for her mother's birthday last spring. I was wondering if it might be possible to order a whole red velvet cake for Sunday the twenty-second, to pick up at two in the afternoon? Thank you kindly, Margaret Hale",
      "Yes please, that's lovely. Thank you!",
    ],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Margaret Hale' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-nephew-nut-allergy-questions-first',
    category: 'polite',
    channel: 'sms',
    steps: [
      'Hi, sorry for the long message! My nephew has a tree nut allergy and I wanted to ask which of your cakes have nuts in them before I order anything. Also, what are your hours today? Thanks so much',
      "Thank you for being so thorough, that's really helpful. I'll take a whole chocolate fudge cake for Saturday at 3pm pickup then please. It's Priya Raman",
      'Yes, thank you!',
    ],
    expect: {
      says: [CARROT_NUTS, FACILITY, HOURS],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T15:00',
        name: 'Priya Raman',
        allergy: true,
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-numbered-questions-lemon-slices',
    category: 'polite',
    channel: 'sms',
    steps: [
      "Hi! Quick questions if you don't mind: 1) are you open until 8 tonight? 2) how much are the lemon slices? Then I'd love 4 lemon slices for 5:30 this evening if possible. Thank you!! - Jess",
      'yes thank you so much',
    ],
    expect: {
      says: [CLOSES_8, price(5.75)],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:30', name: 'Jess' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-formal-tuesday-half-past-two',
    category: 'polite',
    channel: 'sms',
    steps: [
      'Good afternoon. I would like to place an order for one lemon chiffon cake, to be collected on Tuesday the twenty-fourth of November at half past two in the afternoon. Kind regards, Harold Finch',
      'Yes, that is correct. Thank you.',
    ],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T14:30', name: 'Harold Finch' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-thanks-at-every-step',
    category: 'polite',
    channel: 'sms',
    steps: [
      "Hello, and thank you in advance for your help! I'd like to order two carrot slices please.",
      'Oh thank you, around 1 o\'clock this afternoon would be lovely.',
      "Thank you! It's Dorothy Palmer.",
      "Thank you, yes that's everything!",
    ],
    expect: {
      says: [price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Dorothy Palmer' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-lattes-with-slices-old-friend',
    category: 'polite',
    channel: 'sms',
    steps: [
      "Hi there! I was wondering if it might be possible to order two lattes along with three slices of vanilla bean cake for pickup at 10:30 tomorrow morning? We're meeting an old friend we haven't seen in twenty years. Thanks so much, Carol",
      "Oh I see, that's no problem at all, thank you for explaining. Just the three vanilla slices then please.",
      'Yes, thank you!',
    ],
    expect: {
      says: [DRINKS_IN_CAFE, price(16.5)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:30', name: 'Carol' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-asks-delivery-then-collects',
    category: 'polite',
    channel: 'sms',
    steps: [
      "Hello, I hope your week is going well. Do you deliver to Round Rock, and if so how much would that cost? I'd like a whole vanilla bean cake for Monday. Thanks, Ruth",
      "Ah, I understand. I think I'll just collect it myself to keep things simple. Monday the twenty-third at 4 in the afternoon, please. Ruth Okafor",
      'Yes please, thank you kindly.',
    ],
    expect: {
      says: [DELIVERY_STAFF, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T16:00', name: 'Ruth Okafor' },
      never: [MESSAGE_MISREAD, FEE],
    },
  },
  {
    id: 'pwq-sms-church-lunch-over-200',
    category: 'polite',
    channel: 'sms',
    steps: [
      'Good morning! Our church is hosting a fellowship lunch after the service on Sunday and I have been volunteered to bring dessert, as usual! I was wondering if it might be possible to order three whole chocolate fudge cakes and two whole carrot cakes, to collect at nine in the morning on Sunday the twenty-second? Could you also tell me the total? Many thanks, Evelyn Brooks',
      "Yes, that's right. Thank you so much!",
    ],
    expect: {
      says: [price(236)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 3 }, { sku: 'carrot-whole', qty: 2 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-22T09:00',
        name: 'Evelyn Brooks',
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-late-evening-still-open',
    category: 'polite',
    channel: 'sms',
    now: '2026-11-20T21:15:00-06:00',
    steps: [
      "Good evening, and my apologies for writing so late! I was wondering if you are still open, and if not, whether I could still put in an order for tomorrow? I'd like 2 large chocolate fudge slices at noon tomorrow. Thank you, Greta",
      "Yes, that's right, thank you so much!",
    ],
    expect: {
      says: [CLOSED_NOW, price(19)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }],
        fulfillment: 'pickup',
        status: 'held_overnight',
        at: '2026-11-21T12:00',
        name: 'Greta',
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-family-of-sixteen-lemon',
    category: 'polite',
    channel: 'sms',
    steps: [
      'Hello! My husband and I are hosting his side of the family next week, all fourteen of them plus us. How many people does the lemon chiffon cake serve, and how much is it? Thanks so much, Linda',
      "Oh perfect! Might we do two of those, then, for Tuesday the 24th at 5pm? We'll pick them up. Linda Marsh",
      "Yes, that's all, thank you!",
    ],
    expect: {
      says: [SERVES_14_16, price(58), price(116)],
      order: { items: [{ sku: 'lemon-whole', qty: 2, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T17:00', name: 'Linda Marsh' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-whole-cake-tonight-then-slices',
    category: 'polite',
    channel: 'sms',
    steps: [
      "Hi! I know this is very last minute, but I was wondering if it might be possible to get a whole red velvet cake for this evening at 6? It's my colleague's leaving do. If not, what could I get instead? Thank you!",
      'Ah, that makes sense, thank you for explaining. Six red velvet slices at 6 this evening then, please. Best, Tom Eriksen',
      'Yes, perfect, thank you!',
    ],
    expect: {
      says: [NOTICE_24, /slice/i, price(39)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Tom Eriksen' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-vanilla-eggs-daughter-no-order',
    category: 'polite',
    channel: 'sms',
    steps: [
      "Hello, I hope you're having a good day. Before I order, could you tell me whether the vanilla bean cake has any eggs in it? My daughter is allergic to eggs. Thank you, Sarah",
      "Thank you for being honest about that. In that case I'll leave it for now and ask in the shop. Have a lovely day!",
    ],
    expect: { noOrder: true, says: [UNKNOWN_ALLERGENS], never: [MESSAGE_MISREAD, UNKNOWN_CAKE_FREE, ORDER_ID] },
  },
  {
    id: 'pwq-sms-gluten-free-and-sunday-hours',
    category: 'polite',
    channel: 'sms',
    steps: [
      'Hi there, apologies for the bother. Do you have anything gluten free? And what time do you close on Sundays? Thank you kindly! Joan',
      "Thank you very much, that's helpful. Have a wonderful weekend.",
    ],
    expect: { noOrder: true, says: [GLUTEN_ANSWER, CLOSES_8], never: [MESSAGE_MISREAD, ORDER_ID] },
  },
  {
    id: 'pwq-sms-40th-anniversary-lemon',
    category: 'polite',
    channel: 'sms',
    steps: [
      "Good afternoon! My husband and I are celebrating our 40th wedding anniversary on Monday and I'd love to surprise him with a whole lemon cake - lemon was the flavour of our wedding cake back in 1986! Could I collect it Monday the 23rd at 10 in the morning? Many thanks, Patricia Lowe",
      'Yes, that is perfect. Thank you so much!',
    ],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T10:00', name: 'Patricia Lowe' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-large-vs-regular-question-and-order',
    category: 'polite',
    channel: 'sms',
    steps: [
      "Hi, hope all is well! What's the difference in price between the regular and the large chocolate fudge slice? I'd like to get 2 large ones and 1 regular, plus 2 carrot slices, for pickup at 3:15 this afternoon. Thanks a million, Niamh",
      'Yes that’s perfect thanks a million!',
    ],
    expect: {
      says: [price(9.5), price(6.5), price(37.5)],
      order: {
        items: [
          { sku: 'chocolate-fudge-slice', qty: 2, size: 'large' },
          { sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' },
          { sku: 'carrot-slice', qty: 2 },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:15',
        name: 'Niamh',
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-hesitant-texter-betty',
    category: 'polite',
    channel: 'sms',
    steps: [
      "Hello! I was wondering if... oh dear, I'm not very good with texting. I would like a vanilla bean cake. The whole cake. For Saturday. Around 1 o'clock? I will come in and pick it up. Thank you. Betty",
      "Yes dear, that's right. Thank you.",
    ],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Betty' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-dear-team-two-cakes-total',
    category: 'polite',
    channel: 'sms',
    steps: [
      'Dear bakery team, I should like to order one whole carrot cake and one whole vanilla bean cake for collection on Saturday, 21st November, at a quarter past four in the afternoon. I would be grateful if you could confirm the total. With thanks, Edmund Clarke',
      'Yes, that is all in order. Thank you.',
    ],
    expect: {
      says: [price(90)],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T16:15',
        name: 'Edmund Clarke',
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-custom-too-soon-then-fudge',
    category: 'polite',
    channel: 'sms',
    steps: [
      "Hi! I was wondering if you make custom cakes, and how far ahead I'd need to order one? My son's birthday party is on Sunday.",
      'Oh what a shame, never mind, thank you for letting me know. He loves chocolate anyway, so could I get a whole chocolate fudge cake for pickup Sunday at 10am instead? Thanks, Rachel Dunn',
      'Yes, thank you so much!',
    ],
    expect: {
      says: [CUSTOM_NOTICE, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Rachel Dunn' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-book-club-slice-prices',
    category: 'polite',
    channel: 'sms',
    steps: [
      "Hello :) could you please tell me the prices of your slices? I'm trying to work out what to bring to book club. Thank you! x",
      "Thank you, that's so helpful! Eight slices then please, four lemon and four carrot, for 7pm tonight. Ellen",
      'Yes please, thank you!',
    ],
    expect: {
      says: [price(5.5), price(5.75), price(6), price(6.5), price(47)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 4 }, { sku: 'carrot-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T19:00',
        name: 'Ellen',
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-early-morning-before-opening',
    category: 'polite',
    channel: 'sms',
    now: '2026-11-20T07:10:00-06:00',
    steps: [
      "Good morning! Sorry to message so early, I know you aren't open yet. What time do you open today? I was hoping to collect 3 lemon slices on my way to work at 8:15. Thank you, Mei",
      "Yes, that's lovely, thank you!",
    ],
    expect: {
      says: [OPENS_8, price(17.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-20T08:15', name: 'Mei' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-sms-three-questions-no-order',
    category: 'polite',
    channel: 'sms',
    steps: [
      'Hello! I just wanted to ask a few things before I come in: what are your opening hours on a Sunday, how much is a slice of red velvet, and does it have nuts? Thank you so much in advance, Gwen',
      "That's very kind, thank you. I'll pop in on Sunday then!",
    ],
    expect: { noOrder: true, says: [HOURS, price(6.5), UNKNOWN_ALLERGENS], never: [MESSAGE_MISREAD, UNKNOWN_CAKE_FREE, ORDER_ID] },
  },

  // ================================================================ WhatsApp
  {
    id: 'pwq-wa-lemon-story-whole-one',
    category: 'polite',
    channel: 'whatsapp',
    steps: [
      "Hello hello! 😊 Hope you're all having a lovely Friday. I was in last week with my sister and we shared a slice of your lemon chiffon and honestly I haven't stopped thinking about it since. So! I was wondering if it might be possible to order a whole one to pick up on Saturday at 4pm? And how much would that be? Thank you!!",
      "Oh of course, sorry! It's Hannah Moore",
      'Yes that’s perfect, thank you so so much 🙏',
    ],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Hannah Moore' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-wa-daughter-dairy-questions-then-carrot',
    category: 'polite',
    channel: 'whatsapp',
    steps: [
      "Hi there, I hope you don't mind a few questions. My daughter has a dairy allergy, so I wanted to ask: is there dairy in the lemon cake? And in the chocolate fudge? Thank you so much for your help, Ama",
      "Thank you, that's really helpful to know. We'll skip the cake for her then, but I would still like 2 slices of carrot cake for myself and my husband for 3pm today please. Ama Mensah",
      'Yes please, thank you!',
    ],
    expect: {
      says: [DAIRY, FACILITY],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T15:00', name: 'Ama Mensah', allergy: true },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-wa-where-and-parking-then-slices',
    category: 'polite',
    channel: 'whatsapp',
    steps: [
      "Hi! Sorry, silly question, but where exactly are you? And is there parking? I'd like to pick up 2 red velvet slices at 12:30 today. Thanks! Ben",
      'yes thank you!',
    ],
    expect: {
      says: [LOCATION_ANSWERED, price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:30', name: 'Ben' },
      never: [MESSAGE_MISREAD, ADDRESS, PARKING_CLAIM],
    },
  },
  {
    id: 'pwq-wa-twenty-third-of-november',
    category: 'polite',
    channel: 'whatsapp',
    steps: [
      "Good morning, I would like to order one whole chocolate fudge cake for the twenty-third of November, collection at eleven o'clock in the morning. Kind regards, Ingrid Solberg",
      "Yes, that's correct. Thank you very much.",
    ],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T11:00', name: 'Ingrid Solberg' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-wa-walnuts-curious-no-allergy',
    category: 'polite',
    channel: 'whatsapp',
    steps: [
      'Hi! Couple of questions before I order 😊 does the carrot cake have walnuts? (just curious, no allergies here, I LOVE walnuts haha) and how much is a whole one? and are you open at 9am tomorrow?',
      "Amazing, thank you! Then one whole carrot cake for pickup tomorrow at 11am please. It's Kofi Boateng",
      'yes! thanks so much',
    ],
    expect: {
      says: [WALNUTS, price(46), OPENS_8],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Kofi Boateng', allergy: false },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-wa-thanks-every-step-slices',
    category: 'polite',
    channel: 'whatsapp',
    steps: [
      'Hiya, thanks so much for your help in advance! Could I order some slices please?',
      'Ooh thank you! 3 chocolate fudge slices please, the regular size',
      "Thank you! Today at 2:30 if that's ok",
      'Thanks! Chloe Adams',
      'Lovely, yes please, thank you!!',
    ],
    expect: {
      says: [price(19.5)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:30',
        name: 'Chloe Adams',
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-wa-sunday-after-church-lemon-slices',
    category: 'polite',
    channel: 'whatsapp',
    steps: [
      "Good morning! Are you open on Sunday? And what time? We'd like to pop by after church with the grandchildren. If so, could you please set aside 5 lemon slices for Sunday at half past twelve? Many thanks, Josephine Reyes",
      'Yes, that is lovely. Thank you!',
    ],
    expect: {
      says: [OPENS_8, price(28.75)],
      order: { items: [{ sku: 'lemon-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:30', name: 'Josephine Reyes' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-wa-mums-80th-delivery',
    category: 'polite',
    channel: 'whatsapp',
    steps: [
      "Hello! I hope you're well. I was wondering if you might be able to deliver a whole vanilla bean cake to my mum's house for her 80th on Sunday? The address is 1820 Lamar Blvd, Austin. Around 2pm would be ideal. Thank you so much, Daniel Ortiz",
      "Yes, that's right. Thank you for your help!",
    ],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T14:00',
        name: 'Daniel Ortiz',
        address: /1820 lamar/i,
      },
      never: [MESSAGE_MISREAD, FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwq-wa-how-much-notice-red-velvet',
    category: 'polite',
    channel: 'whatsapp',
    steps: [
      "Hi there! How much notice do you need for a whole cake? I'm hoping to get a red velvet for tomorrow afternoon. Thanks 🙂",
      'Brilliant, thank you! 3pm tomorrow then please, for pickup. Name is Sofia Marino',
      'yes, thank you so much!',
    ],
    expect: {
      says: [NOTICE_24, price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Sofia Marino' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-wa-latte-ahead-with-lemon-slice',
    category: 'polite',
    channel: 'whatsapp',
    steps: [
      "Hello! Do you do coffee as well? Would it be possible to pre-order a latte with my slice so it's ready when I arrive? I'd like 1 slice of lemon and a latte for 11am. Thank you, Omar",
      "Ah okay, no problem at all, I'll order the coffee when I get there. Yes, just the lemon slice then, thank you!",
    ],
    expect: {
      says: [DRINKS_IN_CAFE, price(5.75)],
      order: { items: [{ sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Omar' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-wa-email-style-retirement-party',
    category: 'polite',
    channel: 'whatsapp',
    steps: [
      'Hello,\n\nI hope this message finds you well. I am organising a small retirement party for a colleague and wanted to ask a few things:\n\n- What are your opening hours?\n- How much is a whole chocolate fudge cake?\n- How many people does it serve?\n\nThank you in advance for your help.\n\nBest wishes,\nAlison Grant',
      'Thank you for such a quick and helpful reply! I would like to order one, please, to collect on Tuesday the 24th at 3pm.\n\nBest wishes,\nAlison Grant',
      "Yes, that's all correct. Many thanks!",
    ],
    expect: {
      says: [HOURS, price(48), SERVES_10_12],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T15:00', name: 'Alison Grant' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-wa-sorry-to-be-a-nuisance-three-slices',
    category: 'polite',
    channel: 'whatsapp',
    steps: [
      'Hi! Could I order 2 carrot slices for 4pm today please? Thanks, Lucy',
      "Oh I'm so sorry to be a nuisance, but could I possibly change that to 3 slices? My brother's joining us after all. Thank you!",
      "Yes that's right, thank you so much, sorry again!",
    ],
    expect: {
      says: [price(18)],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Lucy' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-wa-strawberry-unavailable-then-lemon',
    category: 'polite',
    channel: 'whatsapp',
    steps: [
      "Hello! Is the strawberry shortcake available at the moment? And if not, what else do you have that's a bit fruity? Thanks so much",
      "Ah that's a shame, thank you for letting me know. I'll go for the lemon chiffon then, the whole cake, and I'll pick it up Sunday at 1pm. Warm regards, Fatima Khan",
      'Yes, thank you!',
    ],
    expect: {
      says: [UNAVAILABLE, /lemon/i, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Fatima Khan' },
      never: [MESSAGE_MISREAD],
    },
  },

  // ================================================================ voice
  {
    id: 'pwq-voice-hours-price-then-carrot-slices',
    category: 'polite',
    channel: 'voice',
    steps: [
      "hello good morning, I hope you're well, I was just wondering what time you're open until today and how much the carrot cake slices are",
      'oh lovely thank you, in that case could I get four slices of carrot cake for half past five this afternoon please',
      "it's Maureen Kelly, thank you",
      "yes that's right thank you very much",
    ],
    expect: {
      says: [CLOSES_8, price(6), price(24)],
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:30', name: 'Maureen Kelly' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-voice-every-sunday-five-years-red-velvet',
    category: 'polite',
    channel: 'voice',
    steps: [
      "hi there, yes, so my wife and I, we've been coming to your cafe every Sunday for about five years now, and it's her birthday tomorrow, and she always gets the red velvet, so I was wondering if I could get a whole red velvet cake for tomorrow at about four in the afternoon, I'll pick it up on my way home",
      "my name's Gerald Hughes",
      "yes that's perfect thank you so much",
    ],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Gerald Hughes' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-voice-son-peanut-allergy-fudge',
    category: 'polite',
    channel: 'voice',
    steps: [
      "good afternoon, I'd like to order a whole chocolate fudge cake to pick up on Sunday at noon, but before that I should mention my son has a peanut allergy, is that going to be a problem",
      'I see, thank you for being so careful. yes please go ahead and put the order in, my name is Louise Carter',
      "yes that's correct thank you",
    ],
    expect: {
      says: [FACILITY],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-22T12:00',
        name: 'Louise Carter',
        allergy: true,
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-voice-monday-twenty-third-quarter-past',
    category: 'polite',
    channel: 'voice',
    steps: [
      "yes hello, I'd like to place an order please, one whole vanilla bean cake for Monday the twenty third of November at a quarter past eleven in the morning, for collection",
      'Reginald Ashworth',
      'yes that is correct, thank you kindly',
    ],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T11:15', name: 'Reginald Ashworth' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-voice-where-are-you-then-slices',
    category: 'polite',
    channel: 'voice',
    steps: [
      "oh hello, sorry, I'm calling because I'm not quite sure where you are, what's the address",
      "oh that's alright, I'll look it up, thank you. while I have you, could I order two lemon slices and two vanilla bean slices for three o'clock today",
      'Patrick Nolan',
      'yes thank you very much',
    ],
    expect: {
      says: [LOCATION_ANSWERED, price(22.5)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Patrick Nolan',
      },
      never: [MESSAGE_MISREAD, ADDRESS],
    },
  },
  {
    id: 'pwq-voice-um-wondering-lemon-tuesday',
    category: 'polite',
    channel: 'voice',
    steps: [
      "um hi, yes, I was wondering if it might be possible to, uh, order a, um, a whole lemon cake? for, let me think, Tuesday, at around two in the afternoon, and I'll come in and pick it up",
      "it's Doris Whitaker, thank you dear",
      'yes lovely thank you',
    ],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T14:00', name: 'Doris Whitaker' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-voice-sunday-brunch-fudge-slices',
    category: 'polite',
    channel: 'voice',
    steps: [
      'hello, are you open on Sundays, and what time do you open in the morning',
      'wonderful, then could I get six slices of chocolate fudge cake, the regular ones, for eight thirty on Sunday morning, we have a family brunch',
      'Victor Almeida',
      'yes thank you',
    ],
    expect: {
      says: [OPENS_8, price(39)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 6, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T08:30',
        name: 'Victor Almeida',
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-voice-fiftieth-anniversary-two-cakes',
    category: 'polite',
    channel: 'voice',
    steps: [
      "hi good morning, we're having a bit of a do for my parents, it's their fiftieth anniversary, and I was wondering could I order one whole carrot cake and one whole chocolate fudge cake for pickup on Saturday at one o'clock, and how much would that come to altogether",
      'Siobhan Murphy',
      "yes that's right thank you so much",
    ],
    expect: {
      says: [price(94)],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T13:00',
        name: 'Siobhan Murphy',
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-voice-cappuccinos-ahead-red-velvet',
    category: 'polite',
    channel: 'voice',
    steps: [
      "hi there, I'm meeting my mother at your cafe tomorrow at ten, could I order two slices of red velvet and two cappuccinos ahead so they're ready for us",
      "oh I see, that's fine, just the two slices then please",
      'Anita Desai',
      'yes thank you',
    ],
    expect: {
      says: [DRINKS_IN_CAFE, price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Anita Desai' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-voice-bake-sale-five-vanilla-cakes',
    category: 'polite',
    channel: 'voice',
    steps: [
      "hello, I'm calling from Saint Mark's, we're having a bake sale on Sunday and I was hoping to order five whole vanilla bean cakes for Sunday morning at nine, I'll come and collect them",
      'Bernard Cole',
      "yes that's right, thank you",
    ],
    expect: {
      says: [price(220)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T09:00', name: 'Bernard Cole' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-voice-delivery-how-long',
    category: 'polite',
    channel: 'voice',
    steps: [
      "hello, do you deliver, and how long does it take? I'd like a whole carrot cake delivered to fifty five Oak Hollow Drive on Monday at three in the afternoon",
      'Frances Lee',
      'yes please, thank you',
    ],
    expect: {
      says: [DELIVERY_STAFF],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T15:00',
        name: 'Frances Lee',
        address: /(55|fifty[- ]five) oak hollow/i,
      },
      never: [MESSAGE_MISREAD, FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwq-voice-husband-eggs-red-velvet-no-order',
    category: 'polite',
    channel: 'voice',
    steps: [
      "good morning, my husband can't have eggs, he's allergic, does the red velvet cake have eggs in it",
      "alright, thank you for being honest, I think we'll leave it then, have a lovely day",
    ],
    expect: { noOrder: true, says: [UNKNOWN_ALLERGENS], never: [MESSAGE_MISREAD, UNKNOWN_CAKE_FREE, ORDER_ID] },
  },
  {
    id: 'pwq-voice-thank-you-at-each-step',
    category: 'polite',
    channel: 'voice',
    steps: [
      "hello there, thank you for picking up, I'd like to order some cake please",
      'thank you, a whole chocolate fudge cake please',
      "thank you, tomorrow at two in the afternoon, I'll come and collect it",
      "thank you, it's Harriet Jones",
      "yes that's lovely, thank you so much",
    ],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Harriet Jones' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-voice-sorry-to-ring-so-late',
    category: 'polite',
    channel: 'voice',
    now: '2026-11-20T20:30:00-06:00',
    steps: [
      "oh hello, I'm sorry to ring so late, are you still open? I wanted to order two whole lemon cakes to pick up on Sunday at eleven in the morning",
      'Eileen Ford',
      'yes please, thank you',
    ],
    expect: {
      says: [CLOSED_NOW, price(116)],
      order: { items: [{ sku: 'lemon-whole', qty: 2, size: '10-inch' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T11:00', name: 'Eileen Ford' },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-voice-twenty-people-how-many-cakes',
    category: 'polite',
    channel: 'voice',
    steps: [
      "hi, how many people does one of your whole cakes feed, we've got about twenty people coming on Saturday",
      "right, thank you, then I'll have two whole chocolate fudge cakes for Saturday at five in the evening please, for pickup",
      'Colin Baxter',
      'yes thank you',
    ],
    expect: {
      says: [SERVES_10_12, price(96)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Colin Baxter' },
      never: [MESSAGE_MISREAD],
    },
  },

  // ================================================================ web chat
  {
    id: 'pwq-web-dear-sir-or-madam-signature',
    category: 'polite',
    channel: 'webchat',
    steps: [
      'Dear Sir or Madam,\n\nI hope this message finds you well. I would like to order one whole carrot cake for collection on Saturday the twenty-first of November at two o\'clock in the afternoon.\n\nCould you also let me know what time you close that day?\n\nKind regards,\nMargaret Ellison\n(512) 555-0134',
      'Yes, that is all correct. Thank you very much.',
    ],
    expect: {
      says: [CLOSES_8, price(46)],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T14:00',
        name: 'Margaret Ellison',
        phone: '+15125550134',
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-web-graduation-four-questions',
    category: 'polite',
    channel: 'webchat',
    steps: [
      "Hello! I'm planning my daughter's graduation party and had a few questions: What are your hours? Do you deliver? How much is the red velvet cake? And does it have nuts? Thank you so much!",
      "Thank you, that's very helpful! Nobody has allergies, I was just curious. I'd like one whole red velvet cake to pick up on Sunday at 3pm.",
      'Rebecca Stone, 737-555-0188',
      "Yes, that's perfect. Thank you!",
    ],
    expect: {
      says: [HOURS, DELIVERY_STAFF, price(50), UNKNOWN_ALLERGENS],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T15:00',
        name: 'Rebecca Stone',
        phone: '+17375550188',
        allergy: false,
      },
      never: [MESSAGE_MISREAD, UNKNOWN_CAKE_FREE, FEE],
    },
  },
  {
    id: 'pwq-web-wondering-reserve-slices',
    category: 'polite',
    channel: 'webchat',
    steps: [
      "Hi there, I was wondering if it might be possible to reserve a few slices for this afternoon? Perhaps 2 lemon and 2 red velvet, around 4 o'clock? Many thanks, Clara Jensen, 512-555-0191",
      "Yes, that's right. Thank you!",
    ],
    expect: {
      says: [price(24.5)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'red-velvet-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Clara Jensen',
        phone: '+15125550191',
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-web-coeliac-husband-vanilla-for-family',
    category: 'polite',
    channel: 'webchat',
    steps: [
      "Good afternoon. My husband has coeliac disease, so I wanted to ask whether any of your cakes are gluten free? If not, I'd still like a whole vanilla bean cake for the rest of the family, for pickup on Monday at 12:30. Thank you, Heather Quinn, 512 555 0175",
      'Yes, please go ahead. Thank you for your help.',
    ],
    expect: {
      says: [GLUTEN_ANSWER, STAFF],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T12:30',
        name: 'Heather Quinn',
        phone: '+15125550175',
        allergy: true,
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-web-mother-in-law-from-scotland',
    category: 'polite',
    channel: 'webchat',
    steps: [
      "Hello! I hope you're having a lovely day. I'm writing because my mother-in-law arrives from Scotland tomorrow for the first time in six years, and she has the biggest sweet tooth of anyone I know. When she was last here we came to your cafe and she still talks about the chocolate fudge cake. So I was hoping to surprise her with a whole one on Sunday. Would 10 in the morning be alright for pickup? Thank you so much!",
      'Fiona MacLeod, +1 512 555 0156',
      "Yes, that's lovely, thank you!",
    ],
    expect: {
      says: [price(48)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T10:00',
        name: 'Fiona MacLeod',
        phone: '+15125550156',
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-web-formal-two-lemon-cakes',
    category: 'polite',
    channel: 'webchat',
    steps: [
      'Good morning,\nI should like to order two whole lemon chiffon cakes for Tuesday, November 24th, to be collected at half past ten in the morning.\nWith thanks,\nRosalind Carter\n737.555.0129',
      'That is correct, thank you.',
    ],
    expect: {
      says: [price(116)],
      order: {
        items: [{ sku: 'lemon-whole', qty: 2, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-24T10:30',
        name: 'Rosalind Carter',
        phone: '+17375550129',
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-web-new-baby-lemon-delivery',
    category: 'polite',
    channel: 'webchat',
    steps: [
      "Hello there! I was wondering if you deliver? I'd love to send a whole lemon cake to my friend who's just had a baby, at 2200 Barton Springs Rd, on Sunday afternoon around 3. Thank you so much! Best, Naomi Fischer, 512-555-0116",
      'Yes please, thank you so much!',
    ],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T15:00',
        name: 'Naomi Fischer',
        phone: '+15125550116',
        address: /2200 barton springs/i,
      },
      never: [MESSAGE_MISREAD, FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwq-web-wedding-120-slices-over-limit',
    category: 'polite',
    channel: 'webchat',
    steps: [
      "Hello! We're having a large wedding reception on Sunday and I was wondering if it might be possible to order 120 vanilla bean slices for pickup at 11am? Many thanks, Olivia Brandt, 512-555-0147",
      'Oh I see, thank you for explaining. In that case 100 vanilla bean slices and 20 lemon slices, please.',
      "Yes, that's right. Thank you!",
    ],
    expect: {
      says: [MAX_100, price(665)],
      order: {
        items: [{ sku: 'vanilla-bean-slice', qty: 100 }, { sku: 'lemon-slice', qty: 20 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-22T11:00',
        name: 'Olivia Brandt',
        phone: '+15125550147',
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-web-prices-and-sizes-then-carrot',
    category: 'polite',
    channel: 'webchat',
    steps: [
      'Hi! Could you tell me how much the whole vanilla bean and the whole carrot cakes are? And is the lemon one bigger? Thanks!',
      "Thank you! I'll take the carrot cake, to pick up Saturday at noon please.",
      'Sam Whitfield, 737 555 0108',
      'Yes, perfect, thanks so much!',
    ],
    expect: {
      says: [price(44), price(46), TEN_INCH],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T12:00',
        name: 'Sam Whitfield',
        phone: '+17375550108',
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-web-thanks-every-step-large-slices',
    category: 'polite',
    channel: 'webchat',
    steps: [
      "Hello and thank you in advance! I'd like 2 large chocolate fudge slices please.",
      'Thank you! At 1:45 this afternoon, please.',
      'Thanks so much! Amelia Park',
      'Thank you! 512-555-0163',
      'Wonderful, yes, thank you!',
    ],
    expect: {
      says: [price(19)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:45',
        name: 'Amelia Park',
        phone: '+15125550163',
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-web-close-tonight-after-work',
    category: 'polite',
    channel: 'webchat',
    steps: [
      'Hi! What time do you close tonight? I finish work at 7 and was hoping to pick up 3 vanilla bean slices on my way home, maybe at 7:30? Thank you! Kind regards, Ines Duarte, 512-555-0152',
      'Yes, thank you so much!',
    ],
    expect: {
      says: [CLOSES_8, price(16.5)],
      order: {
        items: [{ sku: 'vanilla-bean-slice', qty: 3 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T19:30',
        name: 'Ines Duarte',
        phone: '+15125550152',
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-web-custom-60th-ten-inch',
    category: 'polite',
    channel: 'webchat',
    steps: [
      "Hello, I was wondering if it might be possible to have a custom cake made for my husband's 60th birthday on Saturday the twenty-eighth of November? Something with blue icing and 'Happy 60th Tom', in the 10 inch size, which I would pick up from the shop. How much would that be? Thank you, Gillian Shaw, 512-555-0139",
      'Thank you! Around 2 in the afternoon would be perfect.',
      "Yes, that's all correct. Thank you so much!",
    ],
    expect: {
      says: [price(85)],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-28T14:00',
        name: 'Gillian Shaw',
        phone: '+15125550139',
        notes: /blue/i,
      },
    },
  },
  {
    id: 'pwq-web-weekend-hours-location-coffee-no-order',
    category: 'polite',
    channel: 'webchat',
    steps: [
      "Good morning! I hope you're well. A few quick questions before I visit: what are your opening hours at the weekend, where are you located, and do you sell coffee? Many thanks, Beatrice",
      'Thank you ever so much, see you at the weekend!',
    ],
    expect: { noOrder: true, says: [HOURS, LOCATION_ANSWERED, /coffee|tea|latte|drinks?/i], never: [MESSAGE_MISREAD, ADDRESS, ORDER_ID] },
  },
  {
    id: 'pwq-web-niece-nut-allergy-carrot-to-fudge',
    category: 'polite',
    channel: 'webchat',
    steps: [
      "Hi! I'd like a whole carrot cake to pick up on Sunday at 4, but I've just remembered my niece has a nut allergy. Does the carrot cake have nuts? Thank you, Laura Beck, 512-555-0183",
      "Oh goodness, thank you for telling me! Let's do a whole chocolate fudge cake instead then.",
      'Yes, thank you so much!',
    ],
    expect: {
      says: [WALNUTS, FACILITY],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-22T16:00',
        name: 'Laura Beck',
        phone: '+15125550183',
        allergy: true,
      },
      never: [MESSAGE_MISREAD],
    },
  },
  {
    id: 'pwq-web-late-evening-apology',
    category: 'polite',
    channel: 'webchat',
    now: '2026-11-20T22:40:00-06:00',
    steps: [
      "Good evening! I do apologise for the late hour. I'd like to order one whole vanilla bean cake for pickup on Sunday at 3pm, and could you tell me what time you open on Sunday? Warm regards, Peter Lindqvist, 737-555-0172",
      "Yes, that's correct. Thank you and good night!",
    ],
    expect: {
      says: [OPENS_8, price(44)],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'held_overnight',
        at: '2026-11-22T15:00',
        name: 'Peter Lindqvist',
        phone: '+17375550172',
      },
      never: [MESSAGE_MISREAD],
    },
  },
];

const notYet = new Set<string>(['pwq-sms-nephew-nut-allergy-questions-first', 'pwq-sms-lattes-with-slices-old-friend', 'pwq-sms-asks-delivery-then-collects', 'pwq-sms-late-evening-still-open', 'pwq-sms-whole-cake-tonight-then-slices', 'pwq-sms-40th-anniversary-lemon', 'pwq-sms-large-vs-regular-question-and-order', 'pwq-sms-early-morning-before-opening', 'pwq-wa-lemon-story-whole-one', 'pwq-wa-walnuts-curious-no-allergy', 'pwq-wa-latte-ahead-with-lemon-slice', 'pwq-wa-email-style-retirement-party', 'pwq-wa-sorry-to-be-a-nuisance-three-slices', 'pwq-voice-every-sunday-five-years-red-velvet', 'pwq-voice-cappuccinos-ahead-red-velvet', 'pwq-voice-delivery-how-long', 'pwq-web-dear-sir-or-madam-signature', 'pwq-web-mother-in-law-from-scotland', 'pwq-web-wedding-120-slices-over-limit', 'pwq-web-close-tonight-after-work', 'pwq-web-custom-60th-ten-inch']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
