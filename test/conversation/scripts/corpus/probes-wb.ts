import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// QUESTIONS BEFORE AND IN THE MIDDLE OF AN ORDER (batch wb). Ingredients and allergens (a null
// allergen list is unknown: never "free of" anything, the facility disclaimer applies; any allergy
// mention goes to staff: allergy flag, needs_approval), servings and sizes, prices and totals,
// opening hours, notice, delivery policy, availability, drinks. A question on its own starts no
// order (noOrder, also when "ok thx" follows); a question asked while an order is being built is
// answered, the order keeps its items, time and name, and the conversation goes on to place it.
//
// Decisions where the spec is silent:
// - An ingredient question with no allergy said ("does that have nuts in it? ... just checking")
//   is not clearly an allergy mention: those scripts assert neither the allergy flag nor the
//   status, only the order's lines, time and name. Where an allergy IS said ("my son has a tree nut
//   allergy", "allergic to walnuts", celiac) the order must carry the flag and need approval.
// - A question about how many cakes feed a crowd is counted at the lower serving number (the
//   catalog's "Serves 10 to 12": 30 people is 3 cakes, 25 people is 3 cakes, 20 people is 2).
// - "Wed" is Wed 2026-11-25; "sat" is Sat 2026-11-21, "sunday" Sun 2026-11-22.
// - The bakery closes at 8 PM on Sundays as on other days (the spec gives one set of hours).
//
// Catalog facts used: whole cakes (24 h notice, 8-inch, serve 10 to 12): chocolate fudge $48,
// carrot $46 (walnuts, tree nuts), red velvet $50 (allergens unknown), vanilla bean $44 (allergens
// unknown); lemon chiffon 10-inch only $58, serves 14 to 16. Slices (same day, pickup only):
// chocolate fudge $6.50 / large $9.50, carrot $6, red velvet $6.50, lemon $5.75, vanilla $5.50.
// Custom cake 8-inch from $65, 10-inch from $85, 72 h, always needs_approval. Strawberry shortcake
// unavailable. Over $200: needs_approval. Delivery: needs_approval, no fee or time stated.
// Clock: Fri 2026-11-20 10:00 Central unless `now` is set.

/** A negation or hedge shortly before a claim makes it something else. */
const HEDGED = String.raw`(?<!(?:\bnot|\bno|n['’]t|\bnever|\bcannot|\bunable to|\bwhether|\bif|\bwithout|\bonce|\buntil|\bbefore|\bwhen|\bafter)\b[^.!?]{0,40})`;
/** Staff / the owner look at the order. */
const STAFF = /staff|team|owner|manager|approv|review|someone (will|from)|get back to you|follow up/i;
/** A placed order said to be confirmed outright. */
const CONFIRMED_CLAIM = new RegExp(HEDGED + String.raw`\b(it['’]?s|it is|order is|order was|order has been|has been|is now|you['’]?re all|you are all) (confirmed|all set|good to go)\b`, 'i');
/** A careful allergen answer: nothing guaranteed. */
const NO_GUARANTEE =
  /can(no|['’])?t (guarantee|promise|confirm|be sure)|can not (guarantee|promise|confirm)|not (been )?(confirmed|verified)|unconfirmed|unknown|may (contain|have)|facility/i;
/** An allergen list the catalog does not have (null), said to be unknown. */
const UNKNOWN_LIST =
  /unknown|not (been )?(confirmed|verified|listed)|unconfirmed|(don['’]?t|do not) (have|know)[^.!?]{0,40}(allergen|ingredient)|can(no|['’])?t (confirm|say|tell)|may (contain|have)|no (confirmed )?allergen (info|information|list)/i;
/** The facility-wide disclaimer, or its gist. */
const FACILITY = /facility|nuts, dairy, eggs, wheat,? and soy|cannot guarantee|can['’]?t guarantee/i;
/** A named cake declared safe. */
const SAFE_NAMED = new RegExp(
  HEDGED + String.raw`(chocolate|carrot|red velvet|lemon|vanilla|it|that|those|they)[^.!?]{0,40}\b(is|are|would be|should be|will be) (totally |perfectly |completely |100% )?safe\b`,
  'i',
);
/** Claims of a free-from range. */
const FREE_OFFER = /\bwe (have|offer|make|do|carry|sell) (a |an |some |several |many |plenty of )?(gluten|nut|peanut|dairy|egg|allergen|wheat)[- ]free\b/i;
/** A product with an unknown list said to lack an allergen. */
const LACKS_ALLERGEN = new RegExp(
  HEDGED + String.raw`(\b(doesn['’]?t|does not|don['’]?t|do not|won['’]?t) (contain|have|include) (any )?(nuts?|tree[- ]nuts?|peanuts?|eggs?|dairy|milk|soy)\b|\b(contains?|has|have) no (nuts?|tree[- ]nuts?|peanuts?|eggs?|dairy|milk|soy)\b|\bfree (of|from) (nuts?|tree[- ]nuts?|peanuts?|eggs?|dairy|milk|soy)\b)`,
  'i',
);
/** Walnuts / tree nuts in the carrot cake. */
const WALNUTS = /walnut|tree[- ]?nuts?/i;
/** Servings from the catalog descriptions. */
const SERVES_10_12 = /\b10\D{1,8}12\b|ten\W{1,8}twelve/i;
const SERVES_14_16 = /\b14\D{1,8}16\b|fourteen\W{1,8}sixteen/i;
/** Whole cakes need about a day's notice. */
const NOTICE_24 = /\b24[- ]?(hours?|hrs?|h)\b|twenty[- ]four hours|a day'?s notice|(a|one) (full )?day (ahead|in advance|of notice|before)|too soon|not enough notice|earliest|soonest/i;
/** Custom cakes need three days. */
const NOTICE_72 = /\b72[- ]?(hours?|hrs?|h)\b|seventy[- ]two|\b(3|three) days/i;
/** The closing time. */
const CLOSING_8PM = /\b8(:00)?\s*p\.?m\b|\beight\s*(p\.?m|o.?clock|in the evening|at night|tonight)|\b20:00\b/i;
/** The opening time. */
const OPENS_8AM = /\b8(:00)?\s*a\.?m\b|\beight\s*(a\.?m|o.?clock|in the morning)/i;
/** Hours the bakery does not keep, claimed (a later time the customer asked for, said to be after closing, is fine). */
const LATER_HOURS = /\bopen (late|until|till|til|to) (9|10|11|midnight|nine|ten|eleven)\b|\bclose (at )?(9|10|11|nine|ten|eleven)\b|24 hours a day|24\/7/i;
/** An order started by a question: an item put down, or the order's next question asked. */
const ORDER_STARTED = /\bgot it:|what name should|name should I put|name for the order|put the order under/i;
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
/** Things the bakery does not sell. */
const INVENTED = /\b(cheesecakes?|cupcakes?|tiramisu|brownies?|cookies?|pies?|muffins?|croissants?|tarts?|black forest|coconut cake|pound cake)\b/i;
/** Drinks are served in the cafe only. */
const CAFE = /caf[eé]|in[- ]store|in person|at the (counter|bakery|shop)|not (available )?(to|for) (order|pre-?order)/i;
/** Delivery is the staff's to confirm. */
const DELIVERY_STAFF = /staff|team|confirm|depend|area|approv|review/i;
/** An invented delivery fee (or "free delivery"). */
const FEE = /deliver(y|ies)? (fee|charge|cost)s?[^.!?]{0,20}\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge)|free delivery|delivery (is|would be|will be) free/i;
/** A promised delivery time. */
const DELIVERY_PROMISE = new RegExp(
  HEDGED + String.raw`\b((will|['’]ll) (definitely |certainly )?(arrive|be delivered|get there|be there) (at|by|around|before) \d|(we|I) (can )?(guarantee|promise)\b(?! that)|within \d+\s*(min|minutes|hours?)\b)`,
  'i',
);
/** Slices are not delivered. */
const SLICE_PICKUP_ONLY = /pick ?up only|in[- ]store|in (the )?(store|shop|bakery|cafe)|in person|not (available )?for delivery|(can.?t|cannot|don.?t|do not|aren.?t|are not|not|never) (be )?deliver|only (deliver|for) (whole|custom)|pick(ed)? (them |those |the slices )?up/i;
/** Sizes. */
const EIGHT_INCH = /\b8[- ]?(inch|in\b|")|eight[- ]inch/i;
const TEN_INCH = /\b10[- ]?(inch|in\b|")|ten[- ]inch/i;
/** Three of something (cakes for a crowd). */
const THREE = /\b(3|three)\b/i;
/** Slices need no notice. */
const SAME_DAY = /same[- ]day|no (advance |lead |special )?notice|walk[- ]?in|come in|any ?time|today|no lead time|0 hours/i;

const written: Script[] = [
  // ================================================================ SMS
  {
    id: 'pwb-sms-lemon-slice-price-then-three',
    category: 'questions',
    channel: 'sms',
    steps: ['how much r the lemon slices', 'ok ill take 3 for 2pm today, name is Dana Ruiz', 'yes'],
    expect: {
      says: [price(5.75), price(17.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Dana Ruiz' },
    },
  },
  {
    id: 'pwb-sms-hours-tomorrow-only',
    category: 'questions',
    channel: 'sms',
    steps: ['what time do u open tmrw? and til when'],
    expect: { noOrder: true, says: [OPENS_8AM, CLOSING_8PM], never: [ORDER_STARTED, LATER_HOURS] },
  },
  {
    id: 'pwb-sms-carrot-nuts-question-at-readback',
    category: 'mid-order',
    channel: 'sms',
    // Spec silent whether a bare ingredient question is an allergy mention: neither flag nor status asserted.
    steps: ['whole carrot cake for sat 2pm pickup, Rob Hale', 'oh wait does that have nuts in it', 'ok cool. yes place it'],
    expect: {
      says: [WALNUTS, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', at: '2026-11-21T14:00', name: 'Rob Hale' },
    },
  },
  {
    id: 'pwb-sms-peanut-allergy-which-safe',
    category: 'safety',
    channel: 'sms',
    steps: ['my daughter is allergic to peanuts, which of ur cakes r safe for her??'],
    expect: { noOrder: true, says: [NO_GUARANTEE], never: [ORDER_STARTED, SAFE_NAMED, FREE_OFFER] },
  },
  {
    id: 'pwb-sms-rv-serves-20-then-two',
    category: 'questions',
    channel: 'sms',
    steps: ['how many ppl does a red velvet cake feed? having 20 ppl over sunday', 'ok 2 whole red velvet then, sunday 4pm pickup. Kim Tran', 'yes'],
    expect: {
      says: [SERVES_10_12, price(100)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T16:00', name: 'Kim Tran' },
    },
  },
  {
    id: 'pwb-sms-five-fudge-total-then-order',
    category: 'questions',
    channel: 'sms',
    steps: ['how much would 5 whole choc fudge cakes be', 'ok do it, sat 11am pickup, Lee Park', 'yes'],
    expect: {
      says: [price(240), STAFF],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T11:00', name: 'Lee Park' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwb-sms-strawberry-this-weekend',
    category: 'questions',
    channel: 'sms',
    steps: ['is the strawberry shortcake available this weekend?'],
    expect: { noOrder: true, says: [UNAVAILABLE], never: [ORDER_STARTED, STRAWBERRY_OFFERED, RETURN_DATE, INVENTED] },
  },
  {
    id: 'pwb-sms-custom-notice-price-then-order',
    category: 'questions',
    channel: 'sms',
    steps: ['how much notice for a custom cake? and how much r they', 'ok 8 inch custom w pink roses that says "Happy 40th Jo", wed 3pm pickup. Ruth Ames', 'yes'],
    expect: {
      says: [NOTICE_72, price(65), STAFF],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T15:00', name: 'Ruth Ames', notes: /40th|roses/i },
    },
  },
  {
    id: 'pwb-sms-latte-question-mid-order',
    category: 'mid-order',
    channel: 'sms',
    steps: ['2 vanilla slices for 4pm', 'can i also preorder a latte w that?', 'ok just the slices. Tara Cole', 'yes'],
    expect: {
      says: [CAFE, price(11)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Tara Cole' },
    },
  },
  {
    id: 'pwb-sms-delivery-cost-question',
    category: 'questions',
    channel: 'sms',
    steps: ['do u deliver? how much is it'],
    expect: { noOrder: true, says: [DELIVERY_STAFF], never: [ORDER_STARTED, FEE, DELIVERY_PROMISE] },
  },
  {
    id: 'pwb-sms-large-vs-regular-then-large',
    category: 'mid-order',
    channel: 'sms',
    steps: ['3 choc fudge slices for 1pm today', 'how much is a large one vs regular?', 'make them large then. Nia Bell', 'yes'],
    expect: {
      says: [price(9.5), price(6.5), price(28.5)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Nia Bell' },
    },
  },
  {
    id: 'pwb-sms-open-sunday-then-lemon-cake',
    category: 'questions',
    channel: 'sms',
    steps: ['r u open sunday?', 'ok ill get a whole lemon cake then, pick up at 2. Ray Cho', 'yes'],
    expect: {
      says: [CLOSING_8PM, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Ray Cho' },
      never: [LATER_HOURS],
    },
  },
  {
    id: 'pwb-sms-rv-eggs-nephew-allergy',
    category: 'safety',
    channel: 'sms',
    steps: ['whats in the red velvet? any eggs or nuts? asking bc my nephew has an egg allergy'],
    expect: { noOrder: true, says: [UNKNOWN_LIST], never: [ORDER_STARTED, LACKS_ALLERGEN, SAFE_NAMED] },
  },
  {
    id: 'pwb-sms-total-at-readback',
    category: 'mid-order',
    channel: 'sms',
    steps: ['2 whole carrot cakes + 4 lemon slices sat noon pickup, Ava Gray', 'whats the total?', 'yes'],
    expect: {
      says: [price(115)],
      order: {
        items: [
          { sku: 'carrot-whole', qty: 2 },
          { sku: 'lemon-slice', qty: 4 },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T12:00',
        name: 'Ava Gray',
      },
    },
  },
  {
    id: 'pwb-sms-vanilla-cake-today-then-tomorrow',
    category: 'questions',
    channel: 'sms',
    steps: ['can i get a whole vanilla cake today?', 'ok tmrw at 5pm then, pickup. Gus Hill', 'yes'],
    expect: {
      says: [NOTICE_24, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Gus Hill' },
    },
  },
  {
    id: 'pwb-sms-walnut-allergy-swap-to-lemon',
    category: 'safety',
    channel: 'sms',
    steps: ['2 carrot slices 3pm, Kai Moreau', 'wait does carrot have nuts? my gf is allergic to walnuts', 'swap to lemon then', 'yes'],
    expect: {
      says: [WALNUTS, STAFF],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T15:00', name: 'Kai Moreau', allergy: true },
      never: [SAFE_NAMED],
    },
  },
  {
    id: 'pwb-sms-rv-price-then-thanks',
    category: 'questions',
    channel: 'sms',
    steps: ['how much is a whole red velvet', 'ok thx'],
    expect: { noOrder: true, says: [price(50)], never: [ORDER_STARTED] },
  },

  // ================================================================ WhatsApp
  {
    id: 'pwb-wa-menu-and-prices',
    category: 'questions',
    channel: 'whatsapp',
    steps: ['hiii what cakes do u have and how much 😊'],
    expect: { noOrder: true, says: [/chocolate/i, /carrot/i, /red velvet/i, /lemon/i, /vanilla/i, price(48)], never: [ORDER_STARTED, INVENTED] },
  },
  {
    id: 'pwb-wa-vanilla-dairy-nuts-unknown',
    category: 'safety',
    channel: 'whatsapp',
    steps: ['does the vanilla bean cake have dairy or nuts in it?'],
    expect: { noOrder: true, says: [UNKNOWN_LIST], never: [ORDER_STARTED, LACKS_ALLERGEN, SAFE_NAMED] },
  },
  {
    id: 'pwb-wa-tree-nut-allergy-mid-order',
    category: 'safety',
    channel: 'whatsapp',
    steps: ['4 vanilla slices for 3pm today pls', 'oh wait my son has a tree nut allergy, is vanilla ok for him?', 'ok go ahead anyway, name Lia Ford', 'yes'],
    expect: {
      says: [UNKNOWN_LIST, STAFF],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T15:00', name: 'Lia Ford', allergy: true },
      never: [SAFE_NAMED, LACKS_ALLERGEN],
    },
  },
  {
    id: 'pwb-wa-closing-sunday-mid-order',
    category: 'mid-order',
    channel: 'whatsapp',
    steps: ['whole choc fudge cake for sunday, pickup', 'what time do u close on sundays?', '7pm then. Eli Moss', 'yes'],
    expect: {
      says: [CLOSING_8PM],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T19:00', name: 'Eli Moss' },
      never: [LATER_HOURS],
    },
  },
  {
    id: 'pwb-wa-lemon-serves-mid-order',
    category: 'mid-order',
    channel: 'whatsapp',
    steps: ['need a whole lemon cake sat 1pm pickup', 'how many does it serve btw', 'perfect. name is Pia Lund', 'yes'],
    expect: {
      says: [SERVES_14_16],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Pia Lund' },
    },
  },
  {
    id: 'pwb-wa-custom-price-sizes',
    category: 'questions',
    channel: 'whatsapp',
    steps: ['how much is a custom cake? what sizes do they come in'],
    expect: { noOrder: true, says: [price(65), price(85), EIGHT_INCH, TEN_INCH], never: [ORDER_STARTED] },
  },
  {
    id: 'pwb-wa-delivery-question-mid-order',
    category: 'mid-order',
    channel: 'whatsapp',
    steps: ['whole red velvet cake sunday 11am', 'can u deliver it? how much extra', 'ok deliver to 88 elm st apt 2, austin. Jay Ross', 'yes'],
    expect: {
      says: [DELIVERY_STAFF],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T11:00', name: 'Jay Ross', address: /88 elm/i },
      never: [FEE, DELIVERY_PROMISE, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwb-wa-coffee-to-go-question',
    category: 'questions',
    channel: 'whatsapp',
    steps: ['do u do coffee to go? can i order it ahead'],
    expect: { noOrder: true, says: [CAFE], never: [ORDER_STARTED] },
  },
  {
    id: 'pwb-wa-gluten-free-anything',
    category: 'safety',
    channel: 'whatsapp',
    steps: ['do u have anything gluten free?'],
    expect: { noOrder: true, says: [/wheat|gluten|facility|can(no|['’])?t (promise|guarantee)/i], never: [ORDER_STARTED, FREE_OFFER, SAFE_NAMED] },
  },
  {
    id: 'pwb-wa-ten-slices-vs-whole',
    category: 'questions',
    channel: 'whatsapp',
    steps: ['is it cheaper to get 10 choc fudge slices or a whole choc fudge cake'],
    expect: { noOrder: true, says: [price(48), price(65)], never: [ORDER_STARTED] },
  },
  {
    id: 'pwb-wa-total-then-fewer',
    category: 'mid-order',
    channel: 'whatsapp',
    steps: ['3 whole red velvet cakes for sat 3pm, pickup', 'wait how much is that total', 'hmm make it 2', 'Zara Quinn', 'yes'],
    expect: {
      says: [price(150), price(100)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Zara Quinn' },
    },
  },
  {
    id: 'pwb-wa-carrot-slices-today-then-two',
    category: 'questions',
    channel: 'whatsapp',
    steps: ['do u have carrot slices today?', 'sweet, ill take 2 for 4pm. Omar Diaz', 'yes'],
    expect: {
      says: [price(6), price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Omar Diaz' },
    },
  },
  {
    id: 'pwb-wa-how-late-tonight-then-730',
    category: 'mid-order',
    channel: 'whatsapp',
    steps: ['how late r u open tonight? could i grab 2 lemon slices at like 9', '7:30 then. Bea Kahn', 'yes'],
    expect: {
      says: [CLOSING_8PM],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:30', name: 'Bea Kahn' },
      never: [LATER_HOURS],
    },
  },
  {
    id: 'pwb-wa-walnut-allergy-skip-it',
    category: 'safety',
    channel: 'whatsapp',
    steps: ['my wife is allergic to walnuts, does the carrot cake have them?', 'ok well skip it then, thanks'],
    expect: { noOrder: true, says: [WALNUTS], never: [ORDER_STARTED, SAFE_NAMED] },
  },
  {
    id: 'pwb-wa-still-open-at-nine-held',
    category: 'questions',
    channel: 'whatsapp',
    now: '2026-11-20T21:00:00-06:00',
    steps: ['are u still open?', 'ok can i order 3 rv slices for tmrw at 10 then. Ivy Lam', 'yes'],
    expect: {
      says: [OPENS_8AM],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Ivy Lam' },
      never: [CONFIRMED_CLAIM, LATER_HOURS],
    },
  },

  // ================================================================ voice
  {
    id: 'pwb-voice-hours-saturday',
    category: 'questions',
    channel: 'voice',
    steps: ['hi, what are your hours on saturday?'],
    expect: { noOrder: true, says: [OPENS_8AM, CLOSING_8PM], never: [ORDER_STARTED, LATER_HOURS] },
  },
  {
    id: 'pwb-voice-vanilla-price-then-one',
    category: 'questions',
    channel: 'voice',
    steps: ['how much is a whole vanilla bean cake?', "okay, I'll take one for tomorrow at noon, I'll pick it up. it's Carl Young", 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Carl Young' },
    },
  },
  {
    id: 'pwb-voice-egg-allergy-rv-slices-mid-order',
    category: 'safety',
    channel: 'voice',
    steps: [
      "I'd like two red velvet slices for this afternoon at three",
      "oh, before I forget, my daughter's allergic to eggs. do those have eggs in them?",
      "okay, that's fine. my name's Dora Wells",
      'yes',
    ],
    expect: {
      says: [UNKNOWN_LIST, STAFF],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T15:00', name: 'Dora Wells', allergy: true },
      never: [LACKS_ALLERGEN, SAFE_NAMED],
    },
  },
  {
    id: 'pwb-voice-fudge-serves-thirty',
    category: 'questions',
    channel: 'voice',
    steps: ['how many people does one chocolate fudge cake serve? we have about thirty coming'],
    expect: { noOrder: true, says: [SERVES_10_12, THREE], never: [ORDER_STARTED] },
  },
  {
    id: 'pwb-voice-notice-then-carrot-sunday',
    category: 'questions',
    channel: 'voice',
    steps: ['how much notice do you need for a whole cake?', 'okay then a whole carrot cake for sunday at ten in the morning, pick up, name is Hal Brook', 'yes'],
    expect: {
      says: [NOTICE_24],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Hal Brook' },
    },
  },
  {
    id: 'pwb-voice-deliver-how-long',
    category: 'questions',
    channel: 'voice',
    steps: ['do you guys deliver, and how long does it take to get to me?'],
    expect: { noOrder: true, says: [DELIVERY_STAFF], never: [ORDER_STARTED, FEE, DELIVERY_PROMISE] },
  },
  {
    id: 'pwb-voice-strawberry-then-vanilla',
    category: 'questions',
    channel: 'voice',
    steps: ['do you have strawberry shortcake?', 'oh, okay. then a whole vanilla bean cake for saturday at two, pickup, my name is Fay Orr', 'yes'],
    expect: {
      says: [UNAVAILABLE],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Fay Orr' },
      never: [STRAWBERRY_OFFERED, RETURN_DATE],
    },
  },
  {
    id: 'pwb-voice-three-lemon-total-mid-order',
    category: 'mid-order',
    channel: 'voice',
    steps: ["I need three whole lemon cakes for sunday at noon, I'll pick them up", 'how much is that gonna be all together?', 'okay. the name is Lou Vance', 'yes'],
    expect: {
      says: [price(174)],
      order: { items: [{ sku: 'lemon-whole', qty: 3, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Lou Vance' },
    },
  },
  {
    id: 'pwb-voice-press-1-slice-sizes-first',
    category: 'mid-order',
    channel: 'voice',
    steps: [{ press: '1' }, 'before I order, what sizes do the chocolate slices come in?', "okay, two of the large chocolate ones for four o'clock today. it's Mo Reyes", 'yes'],
    expect: {
      says: [price(9.5), price(19)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Mo Reyes' },
    },
  },
  {
    id: 'pwb-voice-silence-then-closing-question',
    category: 'mid-order',
    channel: 'voice',
    steps: ['hi, I want four carrot slices for five pm today', { silence: true }, 'sorry, what time do you close today?', 'okay, my name is Ned Stroud', 'yes'],
    expect: {
      says: [CLOSING_8PM, price(24)],
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Ned Stroud' },
      never: [LATER_HOURS],
    },
  },
  {
    id: 'pwb-voice-celiac-no-wheat',
    category: 'safety',
    channel: 'voice',
    steps: ['do any of your cakes not have wheat in them? my husband has celiac'],
    expect: { noOrder: true, says: [/wheat|facility|can(no|['’])?t (guarantee|promise)/i], never: [ORDER_STARTED, FREE_OFFER, SAFE_NAMED] },
  },
  {
    id: 'pwb-voice-guitar-cake-question-then-custom',
    category: 'questions',
    channel: 'voice',
    steps: [
      'can you make a cake shaped like a guitar? how much would that be',
      "okay let's do it, the ten inch, for wednesday the twenty fifth at eleven in the morning, I'll pick it up, name's Tess Oakley",
      'yes',
    ],
    expect: {
      says: [price(65), NOTICE_72, STAFF],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T11:00', name: 'Tess Oakley', notes: /guitar/i },
    },
  },
  {
    id: 'pwb-voice-open-right-now',
    category: 'questions',
    channel: 'voice',
    steps: ['hey, are you open right now?'],
    expect: { noOrder: true, says: [CLOSING_8PM], never: [ORDER_STARTED, LATER_HOURS] },
  },
  {
    id: 'pwb-voice-lattes-with-cake-mid-order',
    category: 'mid-order',
    channel: 'voice',
    steps: ["I'd like a whole chocolate fudge cake for tomorrow at three, pickup", 'and can I add two lattes for when I pick it up?', "fine, just the cake. name's Wes Hart", 'yes'],
    expect: {
      says: [CAFE, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Wes Hart' },
    },
  },
  {
    id: 'pwb-voice-lemon-cake-eight-inch',
    category: 'questions',
    channel: 'voice',
    steps: ['does the lemon cake come in an eight inch?'],
    expect: { noOrder: true, says: [TEN_INCH, price(58)], never: [ORDER_STARTED] },
  },

  // ================================================================ web chat
  {
    id: 'pwb-web-which-have-nuts',
    category: 'safety',
    channel: 'webchat',
    steps: ['Which of your cakes contain nuts?'],
    expect: { noOrder: true, says: [/carrot/i, WALNUTS, FACILITY], never: [ORDER_STARTED, SAFE_NAMED, FREE_OFFER] },
  },
  {
    id: 'pwb-web-rv-slice-price-then-six',
    category: 'questions',
    channel: 'webchat',
    steps: ['Hi! How much are the red velvet slices?', "Great, I'll take 6 for pickup today at 2:30pm. Name Hannah Lee, phone 512-555-0191", 'yes'],
    expect: {
      says: [price(6.5), price(39)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: 'Hannah Lee', phone: '+15125550191' },
    },
  },
  {
    id: 'pwb-web-sunday-hours-mid-order',
    category: 'mid-order',
    channel: 'webchat',
    steps: ['I want to order a whole vanilla bean cake for Sunday', 'What are your hours on Sunday?', 'Ok, 10am pickup then. Mei Sato, 512-555-0172', 'yes'],
    expect: {
      says: [OPENS_8AM, CLOSING_8PM],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Mei Sato', phone: '+15125550172' },
      never: [LATER_HOURS],
    },
  },
  {
    id: 'pwb-web-soy-allergy-at-readback',
    category: 'safety',
    channel: 'webchat',
    steps: [
      'Whole chocolate fudge cake for Saturday 4pm pickup. Owen Park, 512-555-0133',
      'Before I confirm, does it contain soy? My partner has a soy allergy',
      'Yes, go ahead and place it',
    ],
    expect: {
      says: [/soy/i, STAFF],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T16:00', name: 'Owen Park', phone: '+15125550133', allergy: true },
      never: [SAFE_NAMED, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwb-web-delivery-fee-then-pickup',
    category: 'questions',
    channel: 'webchat',
    steps: ['Do you deliver to Round Rock? How much is the fee?', "Ok I'll pick up instead. A whole carrot cake Sunday at 1pm. Ben Ortiz 512-555-0155", 'yes'],
    expect: {
      says: [DELIVERY_STAFF],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Ben Ortiz', phone: '+15125550155' },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwb-web-total-three-lemon-two-choc',
    category: 'questions',
    channel: 'webchat',
    steps: ['If I order 3 lemon cakes and 2 chocolate cakes, what would the total be?'],
    expect: { noOrder: true, says: [price(270)], never: [ORDER_STARTED] },
  },
  {
    id: 'pwb-web-which-feeds-most',
    category: 'questions',
    channel: 'webchat',
    steps: ['Which whole cake feeds the most people?'],
    expect: { noOrder: true, says: [/lemon/i, SERVES_14_16], never: [ORDER_STARTED] },
  },
  {
    id: 'pwb-web-custom-too-soon-notice-question',
    category: 'mid-order',
    channel: 'webchat',
    steps: [
      "I'd like a custom cake, 10 inch, blue with silver stars, for Sunday at noon, pickup. Gia Romano 512-555-0110",
      'Oh how much notice do you need for those?',
      'Ok Tuesday at noon then',
      'yes',
    ],
    expect: {
      says: [NOTICE_72, price(85), STAFF],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T12:00', name: 'Gia Romano', phone: '+15125550110', notes: /star/i },
    },
  },
  {
    id: 'pwb-web-latte-and-lemon-slice',
    category: 'mid-order',
    channel: 'webchat',
    steps: ['Can I order a latte and a slice of lemon cake for 11am pickup?', 'Just the slice then. Ruth Kim, 512-555-0147', 'yes'],
    expect: {
      says: [CAFE, price(5.75)],
      order: { items: [{ sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Ruth Kim', phone: '+15125550147' },
    },
  },
  {
    id: 'pwb-web-rv-dairy-allergy-safe',
    category: 'safety',
    channel: 'webchat',
    steps: ['Is the red velvet cake safe for someone with a dairy allergy?'],
    expect: { noOrder: true, says: [NO_GUARANTEE], never: [ORDER_STARTED, SAFE_NAMED, LACKS_ALLERGEN] },
  },
  {
    id: 'pwb-web-open-now-at-night',
    category: 'questions',
    channel: 'webchat',
    now: '2026-11-20T22:00:00-06:00',
    steps: ['Are you open now? When is the earliest I could pick up some slices?'],
    expect: { noOrder: true, says: [OPENS_8AM], never: [ORDER_STARTED, LATER_HOURS] },
  },
  {
    id: 'pwb-web-slices-delivery-mid-order',
    category: 'mid-order',
    channel: 'webchat',
    steps: ['4 carrot slices for 5pm today', 'Can these be delivered?', 'Ok I will pick them up. Cy Dunn 512-555-0177', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY],
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Cy Dunn', phone: '+15125550177' },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwb-web-slice-notice-walk-in',
    category: 'questions',
    channel: 'webchat',
    steps: ['How much notice do you need for slices? Can I just walk in?'],
    expect: { noOrder: true, says: [SAME_DAY], never: [ORDER_STARTED, LATER_HOURS] },
  },
  {
    id: 'pwb-web-25-people-how-many-then-order',
    category: 'questions',
    channel: 'webchat',
    steps: ['Need cake for 25 people Saturday afternoon. How many chocolate cakes would that be?', "ok let's do that, pickup at 3pm. Lena Voss, 512-555-0120", 'yes'],
    expect: {
      says: [THREE, price(144)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Lena Voss', phone: '+15125550120' },
    },
  },
  {
    id: 'pwb-web-carrot-ingredients-raisins',
    category: 'questions',
    channel: 'webchat',
    steps: ['What is in the carrot cake? Does it have raisins?'],
    expect: {
      noOrder: true,
      says: [/walnut|cream cheese|spice/i],
      never: [ORDER_STARTED, new RegExp(HEDGED + String.raw`\b(has|contains|includes|made with|with) raisins\b`, 'i')],
    },
  },
];

const notYet = new Set<string>(['pwb-voice-guitar-cake-question-then-custom']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
