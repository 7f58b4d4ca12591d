import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// FIRST-TIME CUSTOMERS AND BIG EVENTS: "a cake for 30 people" (servings worked out from the
// catalog's descriptions, counted at the lower number, never invented; a cake with no servings in
// its description, the custom cake, is not guessed at), "what's your best seller / most popular?"
// (no ratings or popularity invented), "what's the difference between X and Y", "what sizes do you
// have", "cheapest cake", "anything under $50", gluten-free / vegan / sugar-free / dairy-free asks
// (the catalog offers none: never invented, never "safe"), writing on a birthday cake (a note on
// the item), office parties with whole cakes and dozens of slices ("2 dozen" = 24, "a dozen and a
// half" = 18), custom cakes with a theme, colours and writing (needs_approval, 72 h), weddings and
// baby showers, customers comparing prices before choosing, and customers who ask several
// questions and then order in their last message.
//
// Catalog facts used: whole cakes, 24 h notice: chocolate fudge $48, carrot $46 (walnuts), red
// velvet $50 and vanilla bean $44 (allergens unknown): 8-inch, "Serves 10 to 12"; lemon chiffon
// $58, 10-inch, "Serves 14 to 16". Strawberry shortcake: seasonal, not available. Slices, no notice,
// pickup only: chocolate fudge $6.50 / large $9.50 (the only slice with a large size), carrot $6.00,
// red velvet $6.50, lemon $5.75, vanilla bean $5.50. Custom cake: 8-inch from $65, 10-inch from $85,
// 72 h notice, consultation and owner's approval (needs_approval); its description gives no
// servings. Totals above $200 need approval ($200.00 exactly does not). Delivery: needs_approval, no
// fee or time. Orders placed 20:00-08:00 are held_overnight.
// Clock: Fri 2026-11-20 10:00 Central (Sat 21 = tomorrow, Sun 22, Mon 23, Tue 24, Wed 25, Fri 27,
// Sat 28, Sat Dec 5, Sat Dec 12). Earliest custom cake: Mon 23 around 10 AM.
//
// Sums used: 3 choc cakes $144; 4 choc cakes $192; 4 red velvet cakes $200.00 (confirmed);
// 4 lemon cakes $232 (approval); 2 choc cakes + 24 lemon slices $96 + $138 = $234 (approval);
// 36 regular choc slices $234 (approval); 12 carrot + 12 red velvet slices $72 + $78 = $150;
// 18 carrot slices $108; 30 vanilla slices $165 vs 3 vanilla cakes $132; 12 regular choc slices
// $78 vs the whole cake $48; 10 lemon + 10 regular choc slices $57.50 + $65 = $122.50.

/** Words that turn a following phrase into a denial or a question rather than a claim. */
const NEG = String.raw`(?:\w+n['’]t|dont|cant|wont|isnt|arent|doesnt|not|no|none|nothing|never|any|if|whether|sorry|unfortunately|afraid|which|what|about|unsure|sure|know|confirm|track|share|info|information|guarantee|promise|without)`;
/** A claim: the phrase, not shortly after a negation / question word, nor shortly before "not". */
function claim(core: string): RegExp {
  return new RegExp(String.raw`(?<!\b${NEG}\b[^.!?]{0,40})\b(?:${core})\b(?![^.!?]{0,30}\b(?:\w+n['’]t|not|no longer)\b)`, 'i');
}

const SERVES_10_12 = /10\s*(to|-|–|and)\s*12|ten (to|and) twelve/i;
const SERVES_14_16 = /14\s*(to|-|–|and)\s*16|fourteen (to|and) sixteen/i;
const SERVINGS = new RegExp(`${SERVES_10_12.source}|${SERVES_14_16.source}`, 'i');
const EIGHT_INCH = /8[- ]?inch|eight[- ]inch|8"/i;
const TEN_INCH = /10[- ]?inch|ten[- ]inch|10"/i;
const NOTICE_24H = /\b24\b|twenty[- ]four|a day'?s notice|one day'?s notice|a day (in advance|ahead)|day before/i;
const CUSTOM_NOTICE = /\b72\b|seventy[- ]two|(3|three) days/i;
const STAFF = /staff|team|owner|someone|person|manager|call (us|the bakery)|bakery directly|reach out|get back to you|contact|consult/i;
const UNAVAILABLE = /not (currently )?available|unavailable|out of season|seasonal|sold out|isn'?t available|not in season|not (offering|making|selling)|(don'?t|do not) have/i;
const CLOSED = /\bclosed\b|not open|aren'?t open|won'?t be open|will not be open/i;
const NOT_HAVE =
  /\b(don'?t|do not|doesn'?t|does not) (currently |really )?(have|make|sell|carry|offer|bake|do|stock)\b|\bnot (on )?(our|the) menu\b|\bisn'?t (on|something|one of)\b|\baren'?t (on|something|part)\b|\bnot something we\b|\bunfortunately\b|\bsorry\b|\bwe only (have|make|sell|bake|do|offer)\b|\bnot (currently )?(available|offered)\b/i;
/** Invented ratings, reviews or popularity. */
const RATING = /\b\d(\.\d)?\s*(\/\s*5|stars?|out of (5|five))\b|\baward[- ]winning\b|\b(rated|voted) (the )?(best|#1|number one|top)\b|\bbest in (town|the city|the state)\b/i;
const POPULAR = claim(
  String.raw`most popular|best[- ]?sell(?:er|ers|ing)|top[- ]?sell(?:er|ers|ing)|(?:customer|crowd|fan)s?['’]? favou?rites?|crowd[- ]pleasers?|everyone['’]?s favou?rite|(?:people|customers|everyone|guests|regulars|folks) (?:really |absolutely |usually |tend to |always )?(?:love|rave about|adore|swear by|go for|pick|choose|order)|sells? out (?:fast|quickly|first)|(?:our|the) (?:signature|specialty)`,
);
/** A cake or range called free of an allergen or of sugar. */
const FREE_CLAIM = claim(String.raw`(?:allergen|gluten|nut|peanut|dairy|egg|wheat|soy|sugar|lactose)[- ]free`);
const VEGAN_CLAIM = claim(String.raw`(?:we (?:have|offer|make|do|carry|sell|bake) (?:a |an |some )?vegan|(?:is|are) (?:completely |fully |100% )?vegan)`);
/** An allergy or a diet waved away instead of being passed to staff. */
const SAFE_CLAIM =
  /no need to worry|nothing to worry|should (be|still be) (fine|ok|okay|safe)|you.?ll be (fine|ok)|won.?t be a problem|\b(is|are|it.?s|they.?re|would be|will be)\s+(totally |perfectly |completely |100% )?(safe|fine|ok|okay) (for|to)\b/i;
/** An invented delivery fee or time. */
const FEE = /deliver(y|ies)? (fee|charge|costs?|is|will be|runs?)[^.!?]{0,15}(\$\s?\d|\d+ dollars)|(\$\s?\d+(\.\d\d)?|\d+ dollars) (delivery|for delivery)|free delivery|delivery is free/i;
const DELIVERY_PROMISE =
  /\bwill (arrive|be delivered|get there|be there|reach you) (by|at|before|around|in|within)\b|\bwe(')?ll deliver (it )?(by|at|before|within)\b|\bwithin \d+ (minutes|hours|miles)\b|(driver|courier) (will|is)/i;
/** An order id: nothing may have been placed. */
const ORDER_ID = /ord_[0-9a-z]{10,}/i;
/** Servings invented for the custom cake, whose description gives none. */
const CUSTOM_SERVINGS = claim(String.raw`custom[^.!?]{0,60}(?:serves?|feeds?|serving|portions?) (?:about |around |roughly |approximately |up to |between )?\d+`);
/** A price for a wedding / custom cake invented above the catalog's starting prices. */
const BIG_PRICE = /\$\s?([1-9]\d{2,}|[1-9],\d{3})(\.\d\d)?\b|\b([1-9]\d{2,}|[1-9],\d{3})(\.\d\d)? (USD|dollars)|hundred dollars/i;

const T = (h: number, m = 0): RegExp => {
  const hour12 = h % 12 || 12;
  const ampm = h < 12 ? 'a\\.?m\\.?' : 'p\\.?m\\.?';
  const words = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'][h % 12];
  const mm = m === 0 ? '(:00)?' : `:${String(m).padStart(2, '0')}`;
  return new RegExp(`\\b${hour12}${mm}\\s*${ampm}|\\b${words}${m === 0 ? '' : '[- ]\\w+'}\\s*(${ampm}|o.?clock|in the (afternoon|morning|evening))`, 'i');
};
const MONDAY = /\bmon(day)?\b|nov(ember)?\.? 23\b|\b23rd\b/i;

const written: Script[] = [
  // ================================================================ head counts and servings
  {
    id: 'pys-sms-cake-for-30-then-3-choc',
    category: 'servings',
    channel: 'sms',
    steps: ['hi! first time ordering. i need cake for about 30 people, what do u recommend?', 'ok lets do 3 whole chocolate fudge cakes for saturday at 2pm, pickup', 'Marisol Vega', 'yes'],
    expect: {
      says: [SERVINGS],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Marisol Vega' },
      never: [POPULAR, RATING],
    },
  },
  {
    id: 'pys-wa-how-many-choc-for-30-do-that',
    category: 'servings',
    channel: 'whatsapp',
    steps: ['how many whole chocolate fudge cakes would i need for 30 people?', 'ok lets do that then, sat 11am pickup', 'Dev Patel', 'yes'],
    expect: {
      says: [SERVES_10_12],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Dev Patel' },
    },
  },
  {
    id: 'pys-web-lemon-for-50-four-approval',
    category: 'servings',
    channel: 'webchat',
    steps: ['How many lemon cakes would I need for 50 guests?', "ok we'll take 4 lemon cakes then, pickup Sunday at 10am. Name's Harriet Cole, 512-555-0301", 'yes'],
    expect: {
      says: [SERVES_14_16, /\b(4|four)\b/],
      order: { items: [{ sku: 'lemon-whole', qty: 4 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T10:00', name: 'Harriet Cole', phone: '+15125550301' },
    },
  },
  {
    id: 'pys-sms-one-lemon-enough-for-20',
    category: 'servings',
    channel: 'sms',
    steps: ['would one lemon cake be enough for 20 people?'],
    expect: {
      noOrder: true,
      lastSays: [SERVES_14_16],
      never: [claim(String.raw`(?:yes|yep|sure|definitely|absolutely)\b[^.!?]{0,40}(?:enough|feed|serve)`), claim(String.raw`(?:one|a|1|single|the) (?:whole )?lemon(?: chiffon)?(?: cake)? (?:will|would|should|can) (?:easily |definitely )?(?:feed|serve|be enough for) (?:20|twenty)`)],
    },
  },
  {
    id: 'pys-voice-party-for-30-how-much-cake',
    category: 'servings',
    channel: 'voice',
    steps: ["hi, um, we're having a party for about thirty people next saturday and I'm not really sure how much cake to get"],
    expect: { noOrder: true, lastSays: [SERVINGS], never: [POPULAR, RATING] },
  },
  {
    id: 'pys-sms-custom-servings-not-guessed',
    category: 'servings',
    channel: 'sms',
    steps: ['how many people does a 10 inch custom cake feed?'],
    expect: { noOrder: true, lastSays: [/custom/i], never: [CUSTOM_SERVINGS, ORDER_ID] },
  },
  {
    id: 'pys-web-30-slices-or-3-cakes',
    category: 'price-compare',
    channel: 'webchat',
    steps: ['For 30 people, is it cheaper to get 30 vanilla slices or 3 whole vanilla cakes?'],
    expect: { noOrder: true, lastSays: [price(165), price(132)], never: [ORDER_ID] },
  },
  {
    id: 'pys-sms-grad-party-40-four-choc',
    category: 'servings',
    channel: 'sms',
    steps: ['grad party dec 5 for 40 ppl. how many chocolate fudge cakes would i need?', 'ok 4 then. pickup dec 5 at 10am', 'Tamika Ross', 'yes'],
    expect: {
      says: [SERVES_10_12],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-05T10:00', name: 'Tamika Ross' },
    },
  },
  {
    id: 'pys-wa-four-red-velvet-exactly-200',
    category: 'big-order',
    channel: 'whatsapp',
    steps: ['4 whole red velvet cakes for sunday 3pm pickup, its for about 40 people. Kendra Mills', 'yes'],
    expect: {
      says: [price(200)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Kendra Mills' },
    },
  },

  // ================================================================ popularity and recommendations
  {
    id: 'pys-sms-best-seller-then-carrot',
    category: 'popularity',
    channel: 'sms',
    steps: ['first time here 👋 whats ur best seller?', 'hmm ok. how much is a whole carrot cake', 'ok ill get one for sunday at noon, pickup', 'Leah Brandt', 'yes'],
    expect: {
      says: [price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Leah Brandt' },
      never: [POPULAR, RATING],
    },
  },
  {
    id: 'pys-web-most-popular-wedding',
    category: 'popularity',
    channel: 'webchat',
    steps: ["What's your most popular cake for weddings? We have about 100 guests."],
    expect: { noOrder: true, lastSays: [/custom/i], never: [POPULAR, RATING, BIG_PRICE] },
  },
  {
    id: 'pys-voice-what-do-people-get-office',
    category: 'popularity',
    channel: 'voice',
    steps: ['hi, what do people usually get for an office party? first time ordering from you guys'],
    expect: { noOrder: true, lastSays: [/chocolate|carrot|red velvet|lemon|vanilla/i], never: [POPULAR, RATING] },
  },
  {
    id: 'pys-wa-popular-then-lemon',
    category: 'popularity',
    channel: 'whatsapp',
    steps: ['whats the most popular one? ill just get that', 'ok the lemon then. whole cake, tomorrow 3pm pickup', 'Ana Souza', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Ana Souza' },
      never: [POPULAR, RATING],
    },
  },
  {
    id: 'pys-sms-which-best-for-kids',
    category: 'popularity',
    channel: 'sms',
    steps: ['which cake do kids like best? its for my sons 8th bday party, 10 kids'],
    expect: { noOrder: true, lastSays: [/chocolate|carrot|red velvet|lemon|vanilla/i], never: [POPULAR, RATING, ORDER_ID] },
  },

  // ================================================================ differences and sizes
  {
    id: 'pys-sms-diff-choc-red-velvet',
    category: 'difference',
    channel: 'sms',
    steps: ['whats the difference between the chocolate fudge and the red velvet?'],
    expect: { noOrder: true, lastSays: [/fudge frosting|dark chocolate/i, /cream cheese/i], never: [POPULAR, ORDER_ID] },
  },
  {
    id: 'pys-web-diff-carrot-vanilla-then-vanilla',
    category: 'difference',
    channel: 'webchat',
    steps: ["what's the difference between the carrot and the vanilla bean cake?", 'ok vanilla, whole cake, for saturday 4pm pickup. Jo Lindqvist 737-555-0302', 'yes'],
    expect: {
      says: [/walnut/i, /buttercream/i],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Jo Lindqvist', phone: '+17375550302' },
    },
  },
  {
    id: 'pys-sms-what-sizes',
    category: 'sizes',
    channel: 'sms',
    steps: ['what sizes do your cakes come in?'],
    expect: { noOrder: true, lastSays: [EIGHT_INCH, TEN_INCH], never: [ORDER_ID, /\b(6|12|14)[- ]?inch/i] },
  },
  {
    id: 'pys-wa-choc-in-10-inch',
    category: 'sizes',
    channel: 'whatsapp',
    steps: ['can i get the chocolate fudge cake in a 10 inch? need it for 16 people'],
    expect: {
      noOrder: true,
      lastSays: [EIGHT_INCH],
      never: [claim(String.raw`(?:yes|sure|absolutely|of course|we can)\b[^.!?]{0,30}(?:chocolate|fudge)[^.!?]{0,20}10[- ]?inch`), /chocolate fudge cake \((whole, )?10[- ]?inch/i],
    },
  },
  {
    id: 'pys-sms-large-slices-which',
    category: 'sizes',
    channel: 'sms',
    steps: ['do all ur slices come in large? want big ones for a party'],
    expect: { noOrder: true, lastSays: [/chocolate/i, /\blarge\b/i], never: [/(carrot|lemon|vanilla|red velvet)[^.!?]{0,25}\blarge\b[^.!?]{0,15}(\$\s?\d|\d+\.\d\d)/i] },
  },
  {
    id: 'pys-web-sheet-cake-50',
    category: 'sizes',
    channel: 'webchat',
    steps: ['Do you do sheet cakes? Need something for about 50 people at a church event'],
    expect: {
      noOrder: true,
      lastSays: [/lemon|chocolate|carrot|vanilla|red velvet|custom/i],
      never: [claim(String.raw`we (?:do|have|make|offer|sell|bake) (?:half |full |quarter )?sheet cakes`), /sheet cakes? (is|are|costs?|start|run)[^.!?]{0,20}\$?\d/i, ORDER_ID],
    },
  },

  // ================================================================ cheapest and budgets
  {
    id: 'pys-web-whole-under-50',
    category: 'cheapest',
    channel: 'webchat',
    steps: ['Any whole cakes under $50? For a small birthday, 10 people'],
    expect: { noOrder: true, lastSays: [price(44), price(46), price(48)], never: [ORDER_ID] },
  },
  {
    id: 'pys-wa-cheapest-then-that-one-writing',
    category: 'cheapest',
    channel: 'whatsapp',
    steps: ['cheapest whole cake?', 'ok that one. can u write "Happy 30th Sam" on it', 'tomorrow 5pm pickup', 'Sam Okoro', 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Sam Okoro', notes: /happy 30th sam/i },
    },
  },
  {
    id: 'pys-voice-under-fifty-for-twelve',
    category: 'cheapest',
    channel: 'voice',
    steps: ['is there anything under fifty dollars that would feed like twelve people?'],
    expect: { noOrder: true, lastSays: [price(44)], never: [POPULAR] },
  },

  // ================================================================ diets and allergies at parties
  {
    id: 'pys-web-sugar-free-dad-then-vanilla',
    category: 'diet',
    channel: 'webchat',
    steps: [
      "Do you make sugar free cakes? It's for my dad's 70th and he's diabetic",
      "ok we'll just get a whole vanilla bean cake then, with 'Happy 70th Dad' on it, Sunday 2pm pickup. Carla Diaz 512-555-0303",
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', at: '2026-11-22T14:00', name: 'Carla Diaz', notes: /70th dad/i },
      never: [FREE_CLAIM, SAFE_CLAIM, claim(String.raw`(?:we (?:have|make|offer|do|bake) (?:a |some )?(?:sugar[- ]free|low[- ]sugar|diabetic)|(?:is|are) (?:low in sugar|diabetic[- ]friendly))`)],
    },
  },
  {
    id: 'pys-sms-celiac-niece-then-lemon-slices',
    category: 'diet',
    channel: 'sms',
    steps: ['my niece has celiac, is anything gluten free?', 'ok then just 8 lemon slices for everyone else, pickup 4pm today', 'Rhea Sood', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 8 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T16:00', name: 'Rhea Sood', allergy: true },
      never: [FREE_CLAIM, SAFE_CLAIM],
    },
  },
  {
    id: 'pys-voice-shower-tree-nut-guest',
    category: 'diet',
    channel: 'voice',
    steps: ["hi, I need a cake for a baby shower on sunday, about twelve people, and one of the guests has a tree nut allergy. which one should I get?"],
    expect: { noOrder: true, lastSays: [/nut|walnut/i], never: [FREE_CLAIM, SAFE_CLAIM, POPULAR] },
  },
  {
    id: 'pys-web-dairy-free-wedding-custom',
    category: 'diet',
    channel: 'webchat',
    steps: ['Can you make a custom wedding cake dairy free? My fiancé is lactose intolerant.'],
    expect: {
      noOrder: true,
      lastSays: [STAFF],
      never: [FREE_CLAIM, SAFE_CLAIM, /\b(yes|yep|sure|absolutely|of course)\b[^.!?]{0,40}dairy[- ]free/i],
    },
  },

  // ================================================================ writing on a cake
  {
    id: 'pys-wa-writing-at-readback-40th',
    category: 'writing',
    channel: 'whatsapp',
    steps: ['whole red velvet cake, sat 1pm pickup, Tom Reyes', 'oh wait can it say "Happy 40th Linda" on top', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Tom Reyes', notes: /40th linda/i },
    },
  },
  {
    id: 'pys-voice-carrot-tenth-birthday-max',
    category: 'writing',
    channel: 'voice',
    steps: ["hi this is Gwen Harper, I'd like a whole carrot cake for Sunday at eleven in the morning, pick up, and could you write happy tenth birthday Max on it", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Gwen Harper', notes: /max/i },
    },
  },
  {
    id: 'pys-sms-30th-for-30-three-choc',
    category: 'writing',
    channel: 'sms',
    steps: ["my husband's 30th is saturday, 30 people coming. 3 whole chocolate fudge cakes, one saying 'Happy 30th Sam', pickup saturday 6pm", 'Lori Chen', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T18:00', name: 'Lori Chen', notes: /happy 30th sam/i },
    },
  },

  // ================================================================ office parties: whole cakes and dozens of slices
  {
    id: 'pys-sms-office-2-cakes-2-dozen-lemon',
    category: 'office',
    channel: 'sms',
    steps: ['office party monday. need 2 whole chocolate fudge cakes + 2 dozen lemon slices, pickup 11am', 'Priya Shah', 'yes'],
    expect: {
      says: [price(234)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 2 }, { sku: 'lemon-slice', qty: 24 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T11:00',
        name: 'Priya Shah',
      },
    },
  },
  {
    id: 'pys-wa-2-doz-half-carrot-half-rv',
    category: 'office',
    channel: 'whatsapp',
    steps: ['2 doz slices for the office tmrw 10am, half carrot half red velvet', 'Omar Farouk', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-slice', qty: 12 }, { sku: 'red-velvet-slice', qty: 12 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T10:00',
        name: 'Omar Farouk',
      },
    },
  },
  {
    id: 'pys-web-office-3-dozen-choc-approval',
    category: 'office',
    channel: 'webchat',
    steps: ['Hi, ordering for our office holiday party: 3 dozen regular chocolate fudge slices for Wednesday at noon. Name is Greta Lind, 512-555-0304', 'yes'],
    expect: {
      says: [price(234)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 36, size: 'regular' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T12:00', name: 'Greta Lind', phone: '+15125550304' },
    },
  },
  {
    id: 'pys-voice-dozen-and-a-half-carrot',
    category: 'office',
    channel: 'voice',
    steps: ["hi, I need a dozen and a half carrot slices for our office, pickup tomorrow at ten thirty in the morning, my name is Ray Dunn", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 18 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:30', name: 'Ray Dunn' },
    },
  },
  {
    id: 'pys-wa-office-slices-delivery-then-pickup',
    category: 'office',
    channel: 'whatsapp',
    steps: ['can you deliver 20 slices to my office today at 2? 10 lemon and 10 regular chocolate fudge', "ok fine we'll pick them up then", 'Ivan Cruz', 'yes'],
    expect: {
      says: [/pick ?up|in[- ]store|in person|come in|in the bakery|(can'?t|cannot|not) (be )?deliver/i],
      order: {
        items: [{ sku: 'lemon-slice', qty: 10 }, { sku: 'chocolate-fudge-slice', qty: 10, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Ivan Cruz',
      },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pys-web-office-mixed-total-question',
    category: 'office',
    channel: 'webchat',
    steps: [
      "Planning our team's Friday party next week (the 27th), about 35 people. What would 2 lemon cakes plus a dozen carrot slices come to?",
      'Great, please order exactly that for pickup on the 27th at 3pm. Aaron Pike, 737-555-0307',
      'yes',
    ],
    expect: {
      says: [price(188)],
      order: {
        items: [{ sku: 'lemon-whole', qty: 2 }, { sku: 'carrot-slice', qty: 12 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-27T15:00',
        name: 'Aaron Pike',
      },
    },
  },

  // ================================================================ custom cakes, weddings, baby showers
  {
    id: 'pys-sms-custom-unicorn-ava',
    category: 'custom',
    channel: 'sms',
    steps: ["custom cake for my daughter's 6th bday! unicorn theme, pink and purple, says 'Happy 6th Birthday Ava', 8 inch, pickup tuesday 3pm", 'Mia Torres', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T15:00', name: 'Mia Torres', notes: /ava/i },
    },
  },
  {
    id: 'pys-web-custom-too-soon-then-monday',
    category: 'custom',
    channel: 'webchat',
    steps: [
      "I need a custom cake for tomorrow, superhero theme in red and blue, 'Happy Birthday Leo'",
      'oh ok. monday at 4pm then, 10 inch please, pickup',
      'Sara Kim 512-555-0305',
      'yes',
    ],
    expect: {
      says: [CUSTOM_NOTICE, MONDAY, T(16)],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T16:00', name: 'Sara Kim', notes: /leo/i },
    },
  },
  {
    id: 'pys-sms-wedding-3-tier-dec-12',
    category: 'wedding',
    channel: 'sms',
    steps: [
      'hi! getting married dec 12 🥰 we want a 3 tier wedding cake, white with gold leaf, around 80 guests. how much would that be?',
      'ok lets start the order then. 10 inch, pickup dec 12 at 11am',
      'Ella Baptiste',
      'yes',
    ],
    expect: {
      says: [price(65), price(85)],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-12-12T11:00', name: 'Ella Baptiste', notes: /gold|tier/i },
      never: [BIG_PRICE],
    },
  },
  {
    id: 'pys-wa-baby-shower-custom-delivery',
    category: 'baby-shower',
    channel: 'whatsapp',
    steps: [
      'baby shower cake pls! 10 inch custom, light blue and white with little clouds, "Welcome Baby Noah". delivered sat nov 28 at 1pm to 55 Rainey St, Austin 78701',
      'Jade Wu',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-28T13:00', name: 'Jade Wu', address: /55 Rainey/i, notes: /noah/i },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pys-sms-baby-shower-20-two-vanilla',
    category: 'baby-shower',
    channel: 'sms',
    steps: ['baby shower sunday for about 20 ppl, what would u suggest?', 'ok 2 whole vanilla bean cakes, one saying "Oh Baby!", pickup sunday 1pm', 'Bea Santos', 'yes'],
    expect: {
      says: [SERVINGS],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Bea Santos', notes: /oh baby/i },
      never: [POPULAR],
    },
  },
  {
    id: 'pys-voice-custom-dinosaur-leo',
    category: 'custom',
    channel: 'voice',
    steps: [
      "hi, I'd like to order a custom cake, eight inch, dinosaur theme with green and orange frosting, and it should say happy fifth birthday Leo",
      'Tuesday at four in the afternoon',
      'pick up',
      'Dana Whitfield',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T16:00', name: 'Dana Whitfield', notes: /leo|dinosaur/i },
    },
  },

  // ================================================================ several questions, then the order in the last message
  {
    id: 'pys-sms-questions-then-2-lemon',
    category: 'questions-then-order',
    channel: 'sms',
    steps: [
      'hi, first time ordering 🙂 what whole cakes do you have?',
      'how many people does the lemon one feed?',
      'and how much notice do you need?',
      'ok perfect. 2 whole lemon cakes for sunday 3pm pickup, name is Farah Haddad',
      'yes',
    ],
    expect: {
      says: [SERVES_14_16, NOTICE_24H],
      order: { items: [{ sku: 'lemon-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Farah Haddad' },
    },
  },
  {
    id: 'pys-web-compare-prices-then-carrot',
    category: 'questions-then-order',
    channel: 'webchat',
    steps: ['How much is the red velvet cake vs the chocolate fudge?', 'And the carrot?', 'Ok carrot it is. Whole cake, Saturday 4pm pickup. Jamal Brooks 737-555-0306', 'yes'],
    expect: {
      says: [price(50), price(48), price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Jamal Brooks' },
    },
  },
  {
    id: 'pys-voice-questions-then-two-choc',
    category: 'questions-then-order',
    channel: 'voice',
    steps: [
      'hi, how many people does the chocolate fudge cake feed?',
      'and how much is it?',
      "okay, I'll take two of them for Saturday at noon, I'll pick them up, my name is Victor Lang",
      'yes',
    ],
    expect: {
      says: [SERVES_10_12, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Victor Lang' },
    },
  },
  {
    id: 'pys-wa-whole-vs-12-slices-then-whole',
    category: 'questions-then-order',
    channel: 'whatsapp',
    steps: ['for 12 ppl is it cheaper to get a whole chocolate fudge cake or 12 regular slices?', 'ok the whole cake then, sat 11am pickup', 'Luz Ortega', 'yes'],
    expect: {
      says: [price(48), price(78)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Luz Ortega' },
    },
  },
  {
    id: 'pys-sms-allergens-sizes-then-rv',
    category: 'questions-then-order',
    channel: 'sms',
    steps: [
      'does the red velvet have nuts?',
      'and what size is it',
      'ok well nobody has allergies anyway. 1 whole red velvet for saturday 2pm pickup, Noor Aziz',
      'yes',
    ],
    expect: {
      says: [EIGHT_INCH],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Noor Aziz', allergy: false },
      never: [FREE_CLAIM, SAFE_CLAIM],
    },
  },

  // ================================================================ nights, closed days, unavailable
  {
    id: 'pys-wa-shower-sunday-closed',
    category: 'baby-shower',
    channel: 'whatsapp',
    closedDays: ['2026-11-22'],
    steps: ['baby shower sunday! need a whole lemon cake, pickup 11am', 'oh no. saturday at 11 then', 'Cleo Hart', 'yes'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Cleo Hart' },
    },
  },
  // ================================================================ more: "the cheaper one", "the bigger one", follow-ups about "it"
  {
    id: 'pys-sms-rv-vs-choc-cheaper-one',
    category: 'price-compare',
    channel: 'sms',
    steps: ['is the red velvet cake more expensive than the chocolate fudge one?', 'ok the cheaper one then. whole cake, sunday 11am pickup', 'Wes Hadley', 'yes'],
    expect: {
      says: [price(50), price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Wes Hadley' },
    },
  },
  {
    id: 'pys-wa-bigger-lemon-or-choc',
    category: 'sizes',
    channel: 'whatsapp',
    steps: ['which is bigger, the lemon cake or the chocolate fudge cake?', 'ok the bigger one then, saturday 3pm, pickup', 'Hana Ito', 'yes'],
    expect: {
      says: [TEN_INCH, SERVES_14_16],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Hana Ito' },
    },
  },
  {
    id: 'pys-sms-cheapest-feeds-then-2-of-those',
    category: 'questions-then-order',
    channel: 'sms',
    steps: ['whats ur cheapest whole cake', 'how many people does it feed', 'ok 2 of those for sunday 10am pickup, Ken Ma', 'yes'],
    expect: {
      says: [price(44), SERVES_10_12],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Ken Ma' },
    },
  },
  {
    id: 'pys-web-biggest-cake',
    category: 'sizes',
    channel: 'webchat',
    steps: ["What's the biggest cake you make? It's for a big family reunion"],
    expect: { noOrder: true, lastSays: [TEN_INCH], never: [ORDER_ID, /\b(12|14|16)[- ]?inch/i, POPULAR] },
  },
  {
    id: 'pys-web-custom-for-60-what-size',
    category: 'servings',
    channel: 'webchat',
    steps: ['We need a custom cake for 60 guests at our anniversary party. What size would we need?'],
    expect: { noOrder: true, lastSays: [TEN_INCH], never: [CUSTOM_SERVINGS, ORDER_ID, BIG_PRICE] },
  },
  {
    id: 'pys-voice-diff-carrot-red-velvet',
    category: 'difference',
    channel: 'voice',
    steps: ["what's the difference between the carrot cake and the red velvet?"],
    expect: { noOrder: true, lastSays: [/walnut|spiced/i, /cocoa|red velvet layers/i], never: [POPULAR] },
  },

  // ================================================================ more: writing asked before the cake, dozens said other ways
  {
    id: 'pys-sms-write-congrats-which-cake-lemon',
    category: 'writing',
    channel: 'sms',
    steps: ['can you write "Congrats Grad!" on one of your cakes?', 'the lemon one. saturday at 1 pickup', 'Ty Nguyen', 'yes'],
    expect: {
      says: [/whole|custom/i],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Ty Nguyen', notes: /congrats grad/i },
    },
  },
  {
    id: 'pys-wa-write-on-a-cake-then-red-velvet',
    category: 'writing',
    channel: 'whatsapp',
    steps: ["can u put 'Happy Retirement Carol' on a cake? for her send off at work", 'red velvet pls. monday 12pm pickup', 'Lin Moreau', 'yes'],
    expect: {
      says: [/whole|custom/i],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T12:00', name: 'Lin Moreau', notes: /retirement carol/i },
    },
  },
  {
    id: 'pys-voice-three-dozen-lemon-approval',
    category: 'office',
    channel: 'voice',
    steps: ["hi there, I'd like three dozen lemon slices for an office meeting on Monday at nine in the morning, name is Paula Brandt", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 36 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T09:00', name: 'Paula Brandt' },
    },
  },
  {
    id: 'pys-sms-dozen-each-lemon-carrot',
    category: 'office',
    channel: 'sms',
    steps: ['a dozen each of lemon and carrot slices for the office, pickup today at 3', 'Jon Park', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 12 }, { sku: 'carrot-slice', qty: 12 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Jon Park' },
    },
  },
  {
    id: 'pys-wa-enough-slices-for-24-half-half',
    category: 'office',
    channel: 'whatsapp',
    steps: ['enough slices for 24 people pls, half lemon half carrot. pickup today 5pm', 'Ada Brooks', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 12 }, { sku: 'carrot-slice', qty: 12 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Ada Brooks' },
    },
  },
  {
    id: 'pys-sms-price-3-cakes-2-dozen',
    category: 'office',
    channel: 'sms',
    steps: ['how much for 3 whole chocolate fudge cakes and 2 dozen lemon slices? for a work thing'],
    expect: { noOrder: true, lastSays: [price(282)], never: [ORDER_ID] },
  },
  {
    id: 'pys-web-office-order-in-last-message',
    category: 'questions-then-order',
    channel: 'webchat',
    steps: [
      'Hi, I am organizing a going-away party at work for about 25 people.',
      'Do you have anything gluten free or vegan?',
      'OK no worries, nobody has allergies. How much is a whole carrot cake and how many does it serve?',
      'Got it. Please do 2 whole carrot cakes and 6 lemon slices for pickup Tuesday at 2pm. Name Dora Fields, phone 512-555-0308',
      'yes',
    ],
    expect: {
      says: [price(46), SERVES_10_12],
      order: {
        items: [{ sku: 'carrot-whole', qty: 2 }, { sku: 'lemon-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-24T14:00',
        name: 'Dora Fields',
        phone: '+15125550308',
        allergy: false,
      },
      never: [FREE_CLAIM, VEGAN_CLAIM],
    },
  },
];

const notYet = new Set<string>(['pys-sms-large-slices-which']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
