import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// THE EDGES OF THE RULES. A whole cake asked for exactly 24 hours ahead (taken, also when the chat
// takes a minute: the spec asks for "about 24 hours") and 23 hours ahead (too soon: the customer
// picks a later time); pickups at exactly 8:00 AM (opening: fine), 7:45 PM (fine), 8:00 PM (the
// closing time itself: the spec only says "8 AM to 8 PM", so the script lets the customer settle
// on 7:45 whatever the clerk says about 8), 7 AM and 8:30 PM (outside hours); orders placed at
// 19:59 (daytime: confirmed), 20:00 (held_overnight), 7:59 AM (held) and 8:00 AM (confirmed); totals
// of exactly $200 (at most 200: confirmed) and $195.50 (confirmed) against $201.25, $205.50,
// $240 and above (over 200: needs_approval); exactly 100 of one product (taken, needs approval) and
// 101 (the core takes at most 100 a line: said, and the customer settles), 101 split across two
// products (each under the limit: fine); the unavailable strawberry shortcake (said unavailable,
// alternatives only from the catalog, no return date invented); large vs regular fudge slices (only
// the fudge slice comes large; the carrot slice is regular only); the lemon cake's only size
// (10-inch: an 8-inch is not offered); a 10-inch carrot cake (not offered: it comes 8-inch; a
// custom 10-inch is the way to one); a slice asked for delivery (slices are pickup only); a custom
// cake at exactly 72 h and at 71 h; a pickup on a day the owner closed (closedDays); and dates next
// year (the spec sets no horizon: Jan, Feb, Mar and May 2027 are taken; a year ahead is refused by
// the service itself, and the clerk says so rather than placing anything).
//
// Catalog facts used: whole cakes (24 h notice): chocolate fudge 8-inch $48, carrot 8-inch $46,
// red velvet 8-inch $50, vanilla bean 8-inch $44, lemon chiffon 10-inch only $58 (serves 14 to 16);
// strawberry shortcake whole $52 and slice $6.75 are NOT available. Slices (same day, pickup only):
// chocolate fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla
// bean $5.50 (all but fudge regular only). Custom cake 8-inch from $65, 10-inch from $85, 72 h,
// always needs_approval. Total above $200: needs_approval. Business hours 8 AM to 8 PM Central;
// orders placed 8 PM to 8 AM: held_overnight. Delivery: whole/custom only, needs_approval, no fee or
// time. Web chat asks for a phone (stored E.164). Clock: Fri 2026-11-20 10:00 Central; Sat 21 =
// tomorrow, Sun 22, Mon 23 (10:00 = exactly 72 h), Tue 24, Wed 25. 2027: Jan 2 and Jan 9 Sat,
// Feb 14 Sun, Mar 6 Sat, May 15 Sat (176 days ahead), Nov 20 2027 (a year ahead).

/** A negation or hedge shortly before a claim makes it something else ("once staff approve it, it's confirmed"). */
const HEDGED = String.raw`(?<!(?:\bnot|\bno|n['’]t|\bnever|\bcannot|\bunable to|\bwhether|\bif|\bwithout|\bonce|\buntil|\bbefore|\bwhen|\bafter)\b[^.!?]{0,40})`;
/** Staff / the owner look at the order. */
const STAFF = /staff|team|owner|manager|approv|review|someone (will|from)|get back to you|follow up/i;
/** Said of an order that staff still have to look at (approval, or after hours). */
const NOT_YET_CONFIRMED = /not (yet )?confirmed|not confirmed yet|review|pending|approv|staff (will )?(confirm|check|look)|once (staff|the owner|the team)|8 ?AM|eight a\.?m|in the morning|when we open/i;
/** A placed order said to be confirmed outright. */
const CONFIRMED_CLAIM = new RegExp(HEDGED + String.raw`\b(it['’]?s|it is|order is|order was|order has been|has been|is now|you['’]?re all|you are all) (confirmed|all set|good to go)\b`, 'i');
/** Whole cakes need about a day's notice. */
const NOTICE_24 = /\b24[- ]?(hours?|hrs?|h)\b|twenty[- ]four hours|a day'?s notice|(a|one) (full )?day (ahead|in advance|of notice|before)|too soon|not enough notice|earliest|soonest/i;
/** Custom cakes need three days. */
const NOTICE_72 = /\b72[- ]?(hours?|hrs?|h)\b|seventy[- ]two|\b(3|three) days/i;
/** The closing time. */
const CLOSING_8PM = /\b8(:00)?\s*p\.?m\b|\beight\s*(p\.?m|o.?clock|in the evening|at night|tonight)|\b20:00\b/i;
/** The opening time. */
const OPENS_8AM = /\b8(:00)?\s*a\.?m\b|\beight\s*(a\.?m|o.?clock|in the morning)/i;
/** Hours the bakery does not keep. */
const LATER_HOURS = /\b(9|10|11)(:00)?\s*p\.?m\b|open (late|until (9|10|11|midnight))|(nine|ten|eleven) (p\.?m|at night|in the evening)|24 hours a day|24\/7/i;
/** The day is closed. */
const CLOSED = /closed|not open|n.?t be open|aren.?t open|are not open|no (pickups?|orders?) (on|that)/i;
/** A product said to be unavailable. */
const UNAVAILABLE = /not (currently |presently )?(available|in season|being made|offered|on (the|our) menu)|unavailable|out of season|seasonal|sold out|don.?t have|do not have|isn.?t available|aren.?t available|no longer|not (making|selling)/i;
/** Some cake from the catalog named as what there is instead. */
const CATALOG_CAKE = /chocolate|carrot|red velvet|lemon|vanilla|custom/i;
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
const INVENTED = /\b(cheesecakes?|cupcakes?|tiramisu|brownies?|cookies?|pies?|muffins?|croissants?|tarts?|black forest|coconut cake|pound cake|strawberry (tart|cupcake|roll))\b/i;
/** 100 named as the most of one product on an order. */
const LIMIT_100 = /\b100\b|(one|a) hundred\b/i;
/** Slices are not delivered. */
const SLICE_PICKUP_ONLY = /pick ?up only|in[- ]store|in (the )?(store|shop|bakery|cafe)|in person|not (available )?for delivery|(can.?t|cannot|don.?t|do not|aren.?t|are not|not|never) (be )?deliver|only (deliver|for) (whole|custom)|pick(ed)? (them |those |the slices )?up/i;
/** An invented delivery fee (or "free delivery"). */
const FEE = /deliver(y|ies)? (fee|charge|cost)s?[^.!?]{0,20}\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge)|free delivery|delivery (is|would be|will be) free/i;
/** A promised delivery time. */
const DELIVERY_PROMISE = new RegExp(
  HEDGED + String.raw`\b((will|['’]ll) (definitely |certainly )?(arrive|be delivered|get there|be there) (at|by|around|before) \d|(we|I) (can )?(guarantee|promise)\b(?! that)|within \d+\s*(min|minutes|hours?)\b)`,
  'i',
);
/** A size said: 8-inch, 10-inch, regular. */
const EIGHT_INCH = /\b8[- ]?(inch|in\b|")|eight[- ]inch/i;
const TEN_INCH = /\b10[- ]?(inch|in\b|")|ten[- ]inch/i;
const REGULAR_ONLY = /regular|one size|only (comes?|available|in)|doesn.?t come (in )?large|does not come (in )?large|no large/i;
/** The service does not book that far ahead. */
const TOO_FAR = /\b180\b|too far|that far|far (ahead|in advance|out)|(months?|days?) (ahead|in advance|out)|closer to the (date|day|time)|(can.?t|cannot|unable to|not able to|don.?t|do not) (yet )?(take|book|accept|schedule|place|order)[^.!?]{0,40}(yet|ahead|advance)/i;
const SUNDAY = /\bsun(day)?\b|nov(ember)?\.? 22\b|\b22nd\b/i;
const TUESDAY = /\btue(s|sday)?\b|nov(ember)?\.? 24\b|\b24th\b/i;

const T = (h: number, m = 0): RegExp => {
  const hour12 = h % 12 || 12;
  const ampm = h < 12 ? 'a\\.?m\\.?' : 'p\\.?m\\.?';
  const words = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'][h % 12];
  const mm = m === 0 ? '(:00)?' : `:${String(m).padStart(2, '0')}`;
  return new RegExp(`\\b${hour12}${mm}\\s*${ampm}|\\b${words}${m === 0 ? '' : '[- ]\\w+'}\\s*(${ampm}|o.?clock|in the (afternoon|morning|evening))`, 'i');
};

const written: Script[] = [
  // ================================================================ whole cakes: exactly 24 h, and 23 h
  {
    id: 'pyy-sms-choc-whole-exactly-24h',
    category: 'notice-24h',
    channel: 'sms',
    steps: ['hi!! whole choc fudge cake for tmrw at 10am, pickup. Jenna Holt', 'yes'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Jenna Holt' },
    },
  },
  {
    id: 'pyy-wa-carrot-24h-chatty',
    category: 'notice-24h',
    channel: 'whatsapp',
    // Asked at 10:00:20 for 10:00 tomorrow; the "yes" comes at 10:01:20. "About 24 hours" (spec).
    steps: ['hi do you guys have carrot cake? 🥕', 'great! a whole one for tomorrow at 10am please', 'pickup', 'Lena Marsh', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Lena Marsh' },
    },
  },
  {
    id: 'pyy-web-vanilla-745pm-exactly-24h',
    category: 'notice-24h',
    channel: 'webchat',
    now: '2026-11-20T19:45:00-06:00',
    steps: ['Whole vanilla bean cake for pickup tomorrow at 7:45pm please. Grace Kim, 512-555-0161', 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T19:45', name: 'Grace Kim', phone: '+15125550161' },
    },
  },
  {
    id: 'pyy-sms-rv-23h-then-11',
    category: 'notice-23h',
    channel: 'sms',
    steps: ['need a whole red velvet cake tmrw 9am pickup. Cara Nunez', 'ok 11am then', 'yes'],
    expect: {
      says: [NOTICE_24],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Cara Nunez' },
    },
  },
  {
    id: 'pyy-voice-lemon-23h-ten-thirty',
    category: 'notice-23h',
    channel: 'voice',
    steps: ["yeah hi, I need a whole lemon chiffon cake for tomorrow morning at nine, I'll pick it up. name's Howard Fenn", 'oh okay, ten thirty then', 'yes'],
    expect: {
      says: [NOTICE_24],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:30', name: 'Howard Fenn' },
    },
  },
  {
    id: 'pyy-wa-whole-choc-today-switch-slices',
    category: 'notice-23h',
    channel: 'whatsapp',
    steps: ['can i get a whole chocolate fudge cake today at 5pm?', 'oh dang. ok just 4 choc fudge slices at 5 then', 'Tia Brooks', 'yes'],
    expect: {
      says: [NOTICE_24],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Tia Brooks' },
    },
  },

  // ================================================================ opening and closing times
  {
    id: 'pyy-voice-choc-cake-sunday-8am',
    category: 'hours-edge',
    channel: 'voice',
    steps: ["hello, could I order a whole chocolate fudge cake for sunday, eight in the morning? I'll pick it up. It's Rosa Delgado", 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T08:00', name: 'Rosa Delgado' },
    },
  },
  {
    id: 'pyy-wa-rv-slices-745pm',
    category: 'hours-edge',
    channel: 'whatsapp',
    now: '2026-11-20T17:00:00-06:00',
    steps: ['hey can i get 3 red velvet slices, picking up at 7:45 tonight', 'Omar Farouk', 'yes'],
    expect: {
      says: [price(19.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:45', name: 'Omar Farouk' },
    },
  },
  {
    id: 'pyy-sms-8pm-too-late-745',
    category: 'hours-edge',
    channel: 'sms',
    now: '2026-11-20T16:00:00-06:00',
    // Whatever the clerk makes of 8 PM itself, the customer settles on 7:45.
    steps: ['2 vanilla bean slices to pick up tonight at 8pm, or is that too late? - Gil Moreno', '7:45 then', 'yes'],
    expect: {
      says: [CLOSING_8PM],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:45', name: 'Gil Moreno' },
      never: [LATER_HOURS],
    },
  },
  {
    id: 'pyy-sms-7am-before-open',
    category: 'hours-edge',
    channel: 'sms',
    steps: ['4 lemon slices tmrw 7am before work pls, Ivy Chen', 'ugh ok 8am then', 'yes'],
    expect: {
      says: [OPENS_8AM],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T08:00', name: 'Ivy Chen' },
    },
  },
  {
    id: 'pyy-voice-830-tonight-then-730',
    category: 'hours-edge',
    channel: 'voice',
    steps: ["hi, can I pick up two carrot slices at eight thirty tonight? my name's Dale Fisher", 'oh, okay, seven thirty then', 'yes'],
    expect: {
      says: [CLOSING_8PM],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:30', name: 'Dale Fisher' },
      never: [LATER_HOURS],
    },
  },

  // ================================================================ placed at 19:59, 20:00, 7:59, 8:00
  {
    id: 'pyy-sms-order-at-1959',
    category: 'night-hold-edge',
    channel: 'sms',
    now: '2026-11-20T19:59:00-06:00',
    steps: ['2 choc fudge slices for pickup tmrw 9am, Rae Dunn', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T09:00', name: 'Rae Dunn' },
    },
  },
  {
    id: 'pyy-wa-order-at-2000-held',
    category: 'night-hold-edge',
    channel: 'whatsapp',
    now: '2026-11-20T20:00:00-06:00',
    steps: ['2 choc fudge slices for pickup tmrw at 9am pls, Sol Ibarra', 'yes'],
    expect: {
      says: [NOT_YET_CONFIRMED],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Sol Ibarra' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyy-wa-1959-slow-crosses-8',
    category: 'night-hold-edge',
    channel: 'whatsapp',
    now: '2026-11-20T19:59:00-06:00',
    // The "yes" arrives at 8:00:00 PM: the order is placed after hours.
    steps: ['hi', '2 lemon slices for tomorrow at noon', 'Joy Tan', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T12:00', name: 'Joy Tan' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyy-web-2000-lemon-tomorrow-745pm',
    category: 'night-hold-edge',
    channel: 'webchat',
    now: '2026-11-20T20:00:00-06:00',
    // 7:45 PM tomorrow is 23 h 45 min away; the rest of Saturday is past closing: Sunday 8 AM is the earliest.
    steps: ['Hi, I need a whole lemon chiffon cake for tomorrow at 7:45pm pickup. Nina Park, 512-555-0144', 'ok sunday 8am works', 'yes'],
    expect: {
      says: [NOTICE_24, SUNDAY],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T08:00', name: 'Nina Park', phone: '+15125550144' },
    },
  },
  {
    id: 'pyy-voice-0759-sat-held',
    category: 'night-hold-edge',
    channel: 'voice',
    now: '2026-11-21T07:59:00-06:00',
    steps: ["hi, two lemon slices please, I'll pick them up at nine this morning. name's Carl Webb", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Carl Webb' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyy-sms-0800-sat-confirmed',
    category: 'night-hold-edge',
    channel: 'sms',
    now: '2026-11-21T08:00:00-06:00',
    steps: ['3 carrot slices for 10 this morning, Pat Lowe', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Pat Lowe' },
    },
  },

  // ================================================================ the $200 approval limit
  {
    id: 'pyy-sms-four-rv-exactly-200',
    category: 'approval-limit',
    channel: 'sms',
    steps: ['4 whole red velvet cakes for sat 2pm pickup, Dom Reyes', 'yes'],
    expect: {
      says: [price(200)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Dom Reyes' },
    },
  },
  {
    id: 'pyy-wa-200-plus-vanilla-slice',
    category: 'approval-limit',
    channel: 'whatsapp',
    steps: ['4 whole red velvet cakes + 1 vanilla slice, pickup saturday 2pm', 'Ana Soto', 'yes'],
    expect: {
      says: [price(205.5), STAFF],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 4 }, { sku: 'vanilla-bean-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T14:00',
        name: 'Ana Soto',
      },
    },
  },
  {
    id: 'pyy-web-35-lemon-slices-over',
    category: 'approval-limit',
    channel: 'webchat',
    steps: ['35 lemon slices for a staff party, pickup today at 3pm. Ruth Okafor 512-555-0172', 'yes'],
    expect: {
      says: [price(201.25), STAFF],
      order: { items: [{ sku: 'lemon-slice', qty: 35 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T15:00', name: 'Ruth Okafor', phone: '+15125550172' },
    },
  },
  {
    id: 'pyy-sms-34-lemon-slices-under',
    category: 'approval-limit',
    channel: 'sms',
    steps: ['34 lemon slices today 3pm pickup, Ben Adler', 'yes'],
    expect: {
      says: [price(195.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 34 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Ben Adler' },
    },
  },
  {
    id: 'pyy-wa-240-is-it-confirmed',
    category: 'approval-limit',
    channel: 'whatsapp',
    steps: ['5 whole choc fudge cakes for monday 9am pickup. Lou Park', 'yes', 'great so its confirmed right?'],
    expect: {
      says: [price(240)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T09:00', name: 'Lou Park' },
      lastSays: [NOT_YET_CONFIRMED],
      never: [CONFIRMED_CLAIM],
    },
  },

  // ================================================================ 100 and 101 of one product
  {
    id: 'pyy-sms-100-lemon-slices',
    category: 'qty-limit',
    channel: 'sms',
    steps: ['100 lemon slices for sat 10am pickup, its for a school fair. Mo Adeyemi', 'yes'],
    expect: {
      says: [price(575), STAFF],
      order: { items: [{ sku: 'lemon-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T10:00', name: 'Mo Adeyemi' },
    },
  },
  {
    id: 'pyy-wa-101-carrot-then-split',
    category: 'qty-limit',
    channel: 'whatsapp',
    steps: ['101 carrot slices for tmrw 11am pickup please. Jo Kim', 'ok 100 carrot and 1 lemon slice then', 'yes'],
    expect: {
      says: [LIMIT_100, price(605.75)],
      order: {
        items: [{ sku: 'carrot-slice', qty: 100 }, { sku: 'lemon-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T11:00',
        name: 'Jo Kim',
      },
      never: [price(606)],
    },
  },
  {
    id: 'pyy-voice-101-choc-then-100',
    category: 'qty-limit',
    channel: 'voice',
    steps: ["hi, I need one hundred and one chocolate fudge slices, regular size, for monday at noon. name's Terry Walsh", 'okay, a hundred then', 'yes'],
    expect: {
      says: [LIMIT_100, price(650)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 100, size: 'regular' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T12:00', name: 'Terry Walsh' },
      never: [price(656.5)],
    },
  },
  {
    id: 'pyy-web-101-split-two-flavours',
    category: 'qty-limit',
    channel: 'webchat',
    steps: ['Hi, 101 slices for a big event: 100 red velvet and 1 chocolate fudge. Pickup Sunday at 1pm. Vic Ramos 512-555-0190', 'yes'],
    expect: {
      says: [price(656.5), STAFF],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 100 }, { sku: 'chocolate-fudge-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-22T13:00',
        name: 'Vic Ramos',
        phone: '+15125550190',
      },
    },
  },

  // ================================================================ the unavailable strawberry shortcake
  {
    id: 'pyy-sms-strawberry-whole-question',
    category: 'unavailable',
    channel: 'sms',
    steps: ['do u have strawberry shortcake? want a whole one for sunday'],
    expect: { noOrder: true, lastSays: [UNAVAILABLE, CATALOG_CAKE], never: [STRAWBERRY_OFFERED, INVENTED] },
  },
  {
    id: 'pyy-voice-strawberry-then-vanilla',
    category: 'unavailable',
    channel: 'voice',
    steps: [
      "hi, do you have a strawberry shortcake? it's for my mom's birthday saturday",
      "oh that's a shame. okay then a whole vanilla bean cake, saturday at three, I'll pick it up. my name is Irene Cho",
      'yes',
    ],
    expect: {
      says: [UNAVAILABLE],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Irene Cho' },
      never: [STRAWBERRY_OFFERED, INVENTED],
    },
  },
  {
    id: 'pyy-web-strawberry-when-back',
    category: 'unavailable',
    channel: 'webchat',
    steps: ['When will the strawberry shortcake be back? My daughter loves it'],
    expect: { noOrder: true, lastSays: [UNAVAILABLE], never: [STRAWBERRY_OFFERED, RETURN_DATE, INVENTED] },
  },

  // ================================================================ slice sizes
  {
    id: 'pyy-wa-2-large-1-regular-fudge',
    category: 'sizes',
    channel: 'whatsapp',
    steps: ['2 large choc fudge slices and 1 regular one, pickup at 1pm today. Ada Cole', 'yes'],
    expect: {
      says: [price(25.5)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:00',
        name: 'Ada Cole',
      },
    },
  },
  {
    id: 'pyy-voice-large-carrot-slices',
    category: 'sizes',
    channel: 'voice',
    steps: ["hi, can I get two large slices of carrot cake at three this afternoon? name's Ben Ortiz", 'oh, okay, regular is fine then', 'yes'],
    expect: {
      says: [REGULAR_ONLY],
      order: { items: [{ sku: 'carrot-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Ben Ortiz' },
    },
  },
  {
    id: 'pyy-web-large-fudge-slice-ordered',
    category: 'sizes',
    channel: 'webchat',
    steps: ['is the large fudge slice much more? ', 'ok I will take 3 large ones for 4pm today', 'Dev Shah 737-555-0123', 'yes'],
    expect: {
      says: [price(9.5), price(28.5)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Dev Shah', phone: '+17375550123' },
    },
  },

  // ================================================================ the lemon cake's only size, and a 10-inch carrot cake
  {
    id: 'pyy-sms-10-inch-lemon',
    category: 'sizes',
    channel: 'sms',
    steps: ['10 inch lemon cake for sun 2pm pickup. Tom Reid', 'yes'],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Tom Reid' },
    },
  },
  {
    id: 'pyy-wa-8-inch-lemon-only-10',
    category: 'sizes',
    channel: 'whatsapp',
    steps: ['can i get an 8 inch lemon chiffon cake for monday 11am? pickup', 'oh ok the 10 inch is fine', 'Hana Ueda', 'yes'],
    expect: {
      says: [TEN_INCH],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T11:00', name: 'Hana Ueda' },
    },
  },
  {
    id: 'pyy-voice-lemon-size-serves',
    category: 'sizes',
    channel: 'voice',
    steps: ['hi, what size is your lemon chiffon cake, and how many people does it feed?'],
    expect: { noOrder: true, lastSays: [TEN_INCH, /\b14\b|fourteen/i, /\b16\b|sixteen/i] },
  },
  {
    id: 'pyy-sms-10-inch-carrot-then-8',
    category: 'sizes',
    channel: 'sms',
    steps: ['10 inch carrot cake for sat 3pm pickup pls. Eli Stone', 'oh ok 8 inch is fine then', 'yes'],
    expect: {
      says: [EIGHT_INCH],
      order: { items: [{ sku: 'carrot-whole', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Eli Stone' },
    },
  },
  {
    id: 'pyy-web-10-inch-carrot-custom',
    category: 'sizes',
    channel: 'webchat',
    steps: [
      'Do you do a 10 inch carrot cake? I need it for Wednesday 2pm pickup, for 16 people',
      'Hmm ok, then a custom 10 inch carrot cake please',
      'Leah Gold, 512-555-0133',
      'yes',
    ],
    expect: {
      says: [EIGHT_INCH, price(85), STAFF],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T14:00', name: 'Leah Gold', phone: '+15125550133', notes: /carrot/i },
    },
  },

  // ================================================================ a slice asked for delivery
  {
    id: 'pyy-sms-lemon-slices-delivery',
    category: 'slice-delivery',
    channel: 'sms',
    steps: ['can u deliver 3 lemon slices to 500 e 5th st today at 2? Kim Vo', 'ok ill pick them up then', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Kim Vo' },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pyy-voice-deliver-slices-question',
    category: 'slice-delivery',
    channel: 'voice',
    steps: ['hi, do you deliver slices? like six of them to my office'],
    expect: { noOrder: true, lastSays: [SLICE_PICKUP_ONLY], never: [FEE, DELIVERY_PROMISE] },
  },
  {
    id: 'pyy-wa-slice-delivery-switch-whole',
    category: 'slice-delivery',
    channel: 'whatsapp',
    steps: ['can you deliver 8 choc fudge slices to 2100 s lamar blvd sunday 3pm? Max Hale', 'ok then deliver a whole choc fudge cake instead', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY, STAFF],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T15:00', name: 'Max Hale', address: /2100 s(outh)?\.? lamar/i },
      never: [FEE, DELIVERY_PROMISE],
    },
  },

  // ================================================================ custom cakes: exactly 72 h, and less
  {
    id: 'pyy-sms-custom-exactly-72h',
    category: 'notice-72h',
    channel: 'sms',
    steps: ["custom cake 8 inch, purple w gold stars, 'Happy 30th Mia', pickup mon 10am. Nadia Brooks", 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T10:00', name: 'Nadia Brooks', notes: /mia/i },
    },
  },
  {
    id: 'pyy-web-custom-72h-chatty',
    category: 'notice-72h',
    channel: 'webchat',
    // Asked at 10:00:20 for Monday 10:00; the "yes" comes at 10:01:00.
    steps: ['Hi! Do you make custom cakes?', 'Great. I want an 8 inch custom cake with blue frosting and "Go Team" on it, pickup Monday at 10am', 'Sara Lind, 512-555-0128', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T10:00', name: 'Sara Lind', phone: '+15125550128', notes: /go team/i },
    },
  },
  {
    id: 'pyy-wa-custom-mon-9am-too-soon',
    category: 'notice-72h',
    channel: 'whatsapp',
    steps: ['custom 8 inch cake w/ a soccer ball on top, pickup monday 9am. name Femi Ade', 'ok monday 11am then', 'yes'],
    expect: {
      says: [NOTICE_72],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T11:00', name: 'Femi Ade', notes: /soccer/i },
    },
  },
  {
    id: 'pyy-voice-custom-sunday-then-tuesday',
    category: 'notice-72h',
    channel: 'voice',
    steps: ["hi, I'd like a custom cake, eight inch, with a unicorn on it, to pick up this sunday at noon", 'oh, okay. then tuesday at noon', 'my name is Paula Wirth', 'yes'],
    expect: {
      says: [NOTICE_72],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T12:00', name: 'Paula Wirth', notes: /unicorn/i },
    },
  },

  // ================================================================ days the owner closed
  {
    id: 'pyy-sms-closed-sunday-to-monday',
    category: 'closed-day',
    channel: 'sms',
    closedDays: ['2026-11-22'],
    steps: ['whole choc fudge cake sunday 1pm pickup, Abe Lin', 'monday 1pm then', 'yes'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T13:00', name: 'Abe Lin' },
    },
  },
  {
    id: 'pyy-wa-closed-sat-slices-to-sun',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: ['2026-11-21'],
    steps: ['2 lemon slices for tomorrow 11am pls', 'oh ok sunday 11 then', 'Mina Yoon', 'yes'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Mina Yoon' },
    },
  },
  {
    id: 'pyy-voice-open-sunday-closed',
    category: 'closed-day',
    channel: 'voice',
    closedDays: ['2026-11-22'],
    steps: ['hi, are you open this sunday? I wanted to come by for some cake'],
    expect: { noOrder: true, lastSays: [CLOSED], never: [new RegExp(HEDGED + String.raw`\b(we are|we['’]re|yes,? we['’]?re) open (on |this )?sunday`, 'i')] },
  },
  {
    id: 'pyy-web-soonest-carrot-sat-closed',
    category: 'closed-day',
    channel: 'webchat',
    closedDays: ['2026-11-21'],
    // 24 h from now is Saturday 10 AM, but Saturday is closed: Sunday at opening.
    steps: ["What's the soonest I could pick up a whole carrot cake?"],
    expect: { noOrder: true, lastSays: [SUNDAY, T(8)] },
  },
  {
    id: 'pyy-wa-custom-soonest-monday-closed',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: ['2026-11-23'],
    // 72 h from now is Monday 10 AM, but Monday is closed: Tuesday at opening.
    steps: ['whats the earliest i could get a custom cake?'],
    expect: { noOrder: true, lastSays: [TUESDAY, T(8)] },
  },

  // ================================================================ next year
  {
    id: 'pyy-sms-valentines-next-year',
    category: 'far-ahead',
    channel: 'sms',
    steps: ['whole red velvet cake for valentines day next year, feb 14, 2pm pickup. Lou Grant', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2027-02-14T14:00', name: 'Lou Grant' },
    },
  },
  {
    id: 'pyy-wa-jan-2-no-year',
    category: 'far-ahead',
    channel: 'whatsapp',
    steps: ['whole lemon cake for jan 2nd, noon pickup pls. Kay Fox', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2027-01-02T12:00', name: 'Kay Fox' },
    },
  },
  {
    id: 'pyy-voice-may-graduation',
    category: 'far-ahead',
    channel: 'voice',
    steps: [
      "hi, I know it's early but I want to order a whole carrot cake for my son's graduation, saturday may fifteenth next year, at two in the afternoon. I'll pick it up. my name is Gloria Pham",
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2027-05-15T14:00', name: 'Gloria Pham' },
    },
  },
  {
    id: 'pyy-web-custom-march-2027',
    category: 'far-ahead',
    channel: 'webchat',
    steps: ['I would like a custom 10 inch cake for March 6, 2027, pickup at 3pm - white with gold leaf, "Happy 50th Anne". Tom Baird 512-555-0117', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2027-03-06T15:00', name: 'Tom Baird', phone: '+15125550117', notes: /anne/i },
    },
  },
  {
    id: 'pyy-sms-next-november-too-far',
    category: 'far-ahead',
    channel: 'sms',
    steps: ['can i order a whole choc fudge cake for nov 20 2027? pickup 2pm. its for our anniversary, Dee Walsh'],
    expect: { noOrder: true, lastSays: [TOO_FAR] },
  },
  // ================================================================ more edges, said differently
  {
    id: 'pyy-sms-101-in-words',
    category: 'qty-limit',
    channel: 'sms',
    steps: ['one hundred and one lemon slices for sat noon pickup pls. Lucy Wren', 'ok 100 then', 'yes'],
    expect: {
      says: [LIMIT_100, price(575)],
      order: { items: [{ sku: 'lemon-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T12:00', name: 'Lucy Wren' },
      never: [price(580.75)],
    },
  },
  {
    id: 'pyy-voice-a-hundred-vanilla',
    category: 'qty-limit',
    channel: 'voice',
    steps: ["hi, I need a hundred vanilla bean slices for saturday at ten in the morning, it's for a church brunch. name's Oscar Lind", 'yes'],
    expect: {
      says: [price(550), STAFF],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T10:00', name: 'Oscar Lind' },
    },
  },
  {
    id: 'pyy-sms-4rv-then-make-it-5',
    category: 'approval-limit',
    channel: 'sms',
    steps: ['4 whole red velvet cakes sat 2pm pickup, Ike Moss', 'actually make it 5', 'yes'],
    expect: {
      says: [price(250), STAFF],
      order: { items: [{ sku: 'red-velvet-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Ike Moss' },
    },
  },
  {
    id: 'pyy-web-strawberry-what-instead',
    category: 'unavailable',
    channel: 'webchat',
    steps: ['Do you have strawberry shortcake? If not, what whole cakes do you have instead for Saturday?'],
    expect: { noOrder: true, lastSays: [UNAVAILABLE, /chocolate fudge/i, /red velvet/i, /lemon/i], never: [STRAWBERRY_OFFERED, INVENTED] },
  },
  {
    id: 'pyy-wa-strawberry-slice-plus-lemon',
    category: 'unavailable',
    channel: 'whatsapp',
    steps: ['1 strawberry shortcake slice and 2 lemon slices for 1pm today, Ola Berg', 'just the lemon then', 'yes'],
    expect: {
      says: [UNAVAILABLE],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Ola Berg' },
      never: [STRAWBERRY_OFFERED, INVENTED],
    },
  },
  {
    id: 'pyy-voice-carrot-tomorrow-8pm-then-745',
    category: 'hours-edge',
    channel: 'voice',
    // Whatever the clerk makes of 8 PM itself, the caller settles on 7:45.
    steps: ["hi, a whole carrot cake for tomorrow at eight in the evening please, I'll pick it up. name's June Park", 'okay, seven forty five then', 'yes'],
    expect: {
      says: [CLOSING_8PM],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T19:45', name: 'June Park' },
      never: [LATER_HOURS],
    },
  },
  {
    id: 'pyy-sms-2000-slices-tonight',
    category: 'night-hold-edge',
    channel: 'sms',
    now: '2026-11-20T20:00:00-06:00',
    steps: ['can i still get 2 lemon slices tonight?', 'ok tmrw 10am then, Zoe Hart', 'yes'],
    expect: {
      says: [CLOSING_8PM],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Zoe Hart' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyy-sms-closed-today-slices',
    category: 'closed-day',
    channel: 'sms',
    closedDays: ['2026-11-20'],
    steps: ['3 carrot slices today at 3pm, Ana Lee', 'ok tomorrow at 3 then', 'yes'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Ana Lee' },
    },
  },
  {
    id: 'pyy-wa-two-closed-days-soonest-cake',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: ['2026-11-21', '2026-11-22'],
    // 24 h from now is Saturday; Saturday and Sunday are closed: Monday at opening.
    steps: ['whats the soonest i can get a whole red velvet cake? for pickup', 'ok that works', 'Bo Chen', 'yes'],
    expect: {
      says: [/\bmon(day)?\b|nov(ember)?\.? 23\b|\b23rd\b/i, T(8)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T08:00', name: 'Bo Chen' },
    },
  },
  {
    id: 'pyy-wa-custom-closed-monday',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: ['2026-11-23'],
    steps: ['custom 8 inch cake, green with a dinosaur on it, pickup monday 2pm. Kai Ross', 'tuesday 2pm then', 'yes'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T14:00', name: 'Kai Ross', notes: /dinosaur/i },
    },
  },
  {
    id: 'pyy-web-june-wedding-too-far',
    category: 'far-ahead',
    channel: 'webchat',
    steps: ['Hi, can I book a custom 10 inch wedding cake for June 12, 2027? Pickup at 11am. Ella Fry 512-555-0166'],
    expect: { noOrder: true, lastSays: [TOO_FAR] },
  },
];

const notYet = new Set<string>(['pyy-wa-carrot-24h-chatty', 'pyy-web-custom-72h-chatty', 'pyy-voice-custom-sunday-then-tuesday']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
