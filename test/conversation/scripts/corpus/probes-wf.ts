import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// AT NIGHT AND EARLY IN THE MORNING. Messages sent after closing and before opening: Fri 20:15,
// 21:30, 22:40, 23:00, 23:55 and 23:59 (the conversation runs past midnight), Sat 00:30, 02:00,
// 04:10, 05:30, 06:50 and 07:45, Sat 22:00 and Sun 06:15. Every order placed between 8 PM and 8 AM is
// held_overnight (staff confirm it after 8 AM) and the clerk never says it is confirmed. Customers
// want slices first thing tomorrow, "at opening", "in the morning", "today" (after midnight that is
// the new day: Saturday), "tonight" (closed: another day), before opening (7 AM, 6 AM, "in 10 min"
// at 7:45: the hours are said and 8 AM taken), a whole cake for tomorrow evening (24 h notice
// counts from the moment of ordering: at 21:30 or 23:55 on Friday, Saturday evening is too soon; at
// 07:45 on Saturday, Sunday evening and even Sunday 8 AM are fine), the earliest a whole cake can be
// ready (a night order's earliest is Sunday 8:00 AM, the opening after the 24 h), custom cakes
// (72 h from the night: Tuesday), and ask whether anyone is there or whether the bakery is open.
//
// Decisions where the spec is silent:
// - An order that needs approval for another reason too (custom cake, total over $200, an allergy
//   note, delivery) and is placed at night meets two rules at once; the spec does not say which
//   status wins, so those scripts do not assert the status, only that staff look at it and the
//   order is never said to be confirmed.
// - "Tomorrow" said after midnight is, on the bakery's calendar, the day after the new day
//   (Sunday when said at 2 AM Saturday); a tired customer may mean Saturday. Scripts name the
//   weekday when they say "tomorrow" after midnight, or say "today" / "this morning", so a clerk who
//   checks and one who does not end the same. A day said before midnight stays that day when the
//   conversation runs past midnight (the read-back already showed it).
// - "Anyone there?" at night: a good clerk answers, and says what is there at that hour: an
//   automated assistant, or that the bakery is closed and opens at 8 AM. A bare "Yes, I am here"
//   that leaves a customer thinking someone is at the bakery at 2 AM is not enough.
// - "First thing in the morning" / "at opening" / "when you open" is 8 AM of the next opening.
//
// Catalog facts used: whole cakes (24 h notice): chocolate fudge 8-inch $48, carrot 8-inch $46 (tree
// nuts), red velvet 8-inch $50, vanilla bean 8-inch $44, lemon chiffon 10-inch only $58. Slices
// (same day, pickup only): chocolate fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet
// $6.50, lemon $5.75, vanilla bean $5.50. Custom cake 8-inch from $65 / 10-inch from $85, 72 h,
// always needs_approval. Total over $200, delivery, an allergy mention: needs_approval. Open 8 AM to
// 8 PM Central; orders placed 8 PM to 8 AM: held_overnight. Coffee and tea are in-cafe only.
// Calendar: Fri 2026-11-20, Sat 21, Sun 22, Mon 23, Tue 24.

/** A negation or hedge shortly before a claim makes it something else. */
const HEDGED = String.raw`(?<!(?:\bnot|\bno|n['’]t|\bnever|\bcannot|\bunable to|\bwhether|\bif|\bwithout|\bonce|\buntil|\bbefore|\bwhen|\bafter|\bbe)\b[^.!?]{0,40})`;
/** A placed order said to be confirmed outright (it is held for the morning, or waits for staff). */
const CONFIRMED_CLAIM = new RegExp(
  HEDGED + String.raw`\b(it['’]?s|it is|order is|order was|order has been|has been|is now|you['’]?re all|you are all) (now |all |fully )?(confirmed|all set|good to go)\b|\border confirmed\b`,
  'i',
);
/** Held for the morning: placed after hours, staff confirm it after 8 AM. */
const HELD = /after hours|overnight|staff (will |to )?(confirm|review|check)|not (yet )?confirmed|confirm(ed)? (it )?(after|at|by|when we open|in the morning)|(after|at) 8 ?(:00 ?)?a\.?m|after eight/i;
/** Staff / the owner look at the order. */
const STAFF = /staff|team|owner|manager|approv|review|someone (will|from)|get back to you|follow up|reach out/i;
/** Whole cakes need about a day's notice. */
const NOTICE_24 = /\b24[- ]?(hours?|hrs?|h)\b|twenty[- ]four hours|a day'?s notice|(a|one) (full )?day (ahead|in advance|of notice|before)|too soon|not enough notice|earliest|soonest/i;
/** Custom cakes need three days. */
const NOTICE_72 = /\b72[- ]?(hours?|hrs?|h)\b|seventy[- ]two|\b(3|three) days/i;
/** The opening time. */
const OPENS_8AM = /\b8(:00)?\s*a\.?m\b|\beight\s*(a\.?m|o.?clock|in the morning)|open(s|ing)? at 8/i;
/** The bakery is closed at this hour. */
const CLOSED_NOW = /closed|not open|n['’]?t open|after hours|open(s)? (again )?(at|on|tomorrow|in the morning)/i;
/** Said to be open at night. */
const OPEN_NOW_CLAIM = /\b(we are|we['’]re) (still )?open (now|right now|at the moment|tonight|all night)\b|\byes,? we['’]?(re| are) (still )?open\b(?! at)/i;
/** Hours the bakery does not keep. */
const LATER_HOURS = /\b(9|10|11)(:00)?\s*p\.?m\b|open (late|until (9|10|11|midnight))|(nine|ten|eleven) (p\.?m|at night|in the evening)|24 hours a day|open 24\/7|open all night/i;
/** What is there at night: an automated assistant, or the bakery is closed and opens at 8. */
const WHO_IS_HERE = /automat|assistant|\bbot\b|virtual|not a (real )?(person|human)|closed|after hours|open(s)? (again )?(at|on|tomorrow)|8 ?(:00 )?a\.?m/i;
/** Drinks are for the cafe only, not ordered. */
const CAFE_ONLY = /caf[eé]|in[- ]store|in person|at the (counter|bakery|shop)|(can.?t|cannot|not able to|unable to|don.?t|do not) (take|order|accept|add|include|be ordered)|not (orderable|available (to order|for order|ahead))|only (in|at) the/i;
/** The carrot cake's tree nuts. */
const TREE_NUT = /tree[- ]?nuts?|walnuts?|pecans?/i;
/** Slices are not delivered. */
const SLICE_PICKUP_ONLY = /pick ?up only|in[- ]store|in (the )?(store|shop|bakery|cafe)|in person|not (available )?for delivery|(can.?t|cannot|don.?t|do not|aren.?t|are not|not|never) (be )?deliver|only (deliver|for) (whole|custom)|pick(ed)? (them |those |the slices )?up/i;
/** An invented delivery fee (or "free delivery"). */
const FEE = /deliver(y|ies)? (fee|charge|cost)s?[^.!?]{0,20}\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge)|free delivery|delivery (is|would be|will be) free/i;
/** A promised delivery time. */
const DELIVERY_PROMISE = new RegExp(
  HEDGED + String.raw`\b((will|['’]ll) (definitely |certainly )?(arrive|be delivered|get there|be there) (at|by|around|before) \d|(we|I) (can )?(guarantee|promise)\b(?! that)|within \d+\s*(min|minutes|hours?)\b)`,
  'i',
);
/** An egg-free promise. */
const EGG_FREE = /\b(is|are|it['’]?s|they['’]?re)\s+(completely\s+|totally\s+)?egg[- ]free\b|\b(have|contain)s? no eggs?\b|\bsafe for (her|him|them|your daughter)\b/i;
const SATURDAY = /\bsat(urday)?\b|nov(ember)?\.? 21\b|\b21st\b/i;
const SUNDAY = /\bsun(day)?\b|nov(ember)?\.? 22\b|\b22nd\b/i;
/** The read-back or confirmation naming Sunday the 22nd (for a day said before midnight as tomorrow). */
const SUNDAY_22 = /\bsun(day)?,? nov(ember)?\.? 22\b/i;

const FRI_2130 = '2026-11-20T21:30:00-06:00';
const FRI_2355 = '2026-11-20T23:55:00-06:00';
const SAT_0200 = '2026-11-21T02:00:00-06:00';
const SAT_0745 = '2026-11-21T07:45:00-06:00';

const written: Script[] = [
  // ================================================================ Friday 21:30
  {
    id: 'pwf-sms-2130-slices-first-thing-tmrw',
    category: 'ordering',
    channel: 'sms',
    now: FRI_2130,
    steps: ['hey r u still taking orders? want 4 choc fudge slices first thing tmrw morning, pickup. its Dana Ruiz', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:00', name: 'Dana Ruiz' },
      says: [price(26), HELD],
      never: [CONFIRMED_CLAIM, OPEN_NOW_CLAIM],
    },
  },
  {
    id: 'pwf-wa-2130-whole-tmrw-7pm-not-a-day',
    category: 'notice',
    channel: 'whatsapp',
    now: FRI_2130,
    // 7 PM Saturday is 21.5 hours from 21:30 Friday: less than the whole cake's 24 hours.
    steps: ["need a whole vanilla bean cake tmrw at 7pm for pickup, that's a day ahead so should be fine right?", 'ugh fine, sunday at noon then', 'Marisol Vega', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T12:00', name: 'Marisol Vega' },
      says: [NOTICE_24, price(44)],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-web-2130-whole-asap-earliest-sunday',
    category: 'notice',
    channel: 'webchat',
    now: FRI_2130,
    // 24 h from 21:30 Friday is 21:30 Saturday, after closing: the earliest is Sunday at opening.
    steps: ["Hi, it's late I know. I'd like a whole carrot cake as soon as possible, for pickup", 'ok that works', 'Priya Raman', '512-555-0671', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T08:00', name: 'Priya Raman', phone: '+15125550671' },
      says: [SUNDAY, OPENS_8AM, HELD],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-voice-2130-tonight-closed-tomorrow-nine',
    category: 'ordering',
    channel: 'voice',
    now: FRI_2130,
    steps: ['hi, can I still pick up two red velvet slices tonight?', 'oh, okay, tomorrow morning at nine then', 'Gloria Banks', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Gloria Banks' },
      says: [CLOSED_NOW, price(13)],
      never: [CONFIRMED_CLAIM, OPEN_NOW_CLAIM, LATER_HOURS],
    },
  },
  {
    id: 'pwf-sms-2130-open-tmrw-then-at-opening',
    category: 'ordering',
    channel: 'sms',
    now: FRI_2130,
    steps: ['what time do u open tmrw?', 'ok can i get 2 lemon slices and 2 vanilla bean slices right at opening then', 'Abe Klein', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:00', name: 'Abe Klein' },
      says: [OPENS_8AM, price(22.5)],
      never: [CONFIRMED_CLAIM, LATER_HOURS],
    },
  },
  {
    id: 'pwf-web-2130-custom-monday-too-soon-tuesday',
    category: 'notice',
    channel: 'webchat',
    now: FRI_2130,
    // 72 h from 21:30 Friday is 21:30 Monday: Monday 3 PM is too soon.
    steps: ['hi i need a custom cake for monday at 3pm, 8 inch, dinosaur theme for my son, pickup', 'hmm ok tuesday at 4pm then', 'Nate Osei', '512-555-0672', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', at: '2026-11-24T16:00', name: 'Nate Osei', phone: '+15125550672', notes: /dino/i },
      says: [NOTICE_72, STAFF],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-sms-2130-nut-allergy-carrot-to-vanilla',
    category: 'safety',
    channel: 'sms',
    now: FRI_2130,
    steps: ['3 carrot slices tmrw at 11 but fyi my husband has a tree nut allergy', 'oh yikes ok make them vanilla bean instead', 'Kim Tran', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', at: '2026-11-21T11:00', name: 'Kim Tran', allergy: true },
      says: [TREE_NUT, STAFF],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-wa-2130-anyone-there-then-slices',
    category: 'questions',
    channel: 'whatsapp',
    now: FRI_2130,
    steps: ['hello?? anyone there?', 'ok cool can i order 2 red velvet slices for tmrw at noon', 'Jess Park', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T12:00', name: 'Jess Park' },
      says: [HELD],
      never: [CONFIRMED_CLAIM, OPEN_NOW_CLAIM],
    },
  },
  {
    id: 'pwf-sms-2130-five-cakes-over-200',
    category: 'ordering',
    channel: 'sms',
    now: FRI_2130,
    steps: ['5 whole choc fudge cakes for sunday 2pm pickup, office party', 'Rob Fenwick', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'pickup', at: '2026-11-22T14:00', name: 'Rob Fenwick' },
      says: [price(240), STAFF],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-voice-2130-silence-then-lemon-slices',
    category: 'ordering',
    channel: 'voice',
    now: FRI_2130,
    steps: [{ silence: true }, "sorry, yes, I'd like three lemon slices for tomorrow at ten", 'Iris Webb', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Iris Webb' },
      says: [price(17.25)],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-sms-2130-slices-tmrw-evening-fine',
    category: 'ordering',
    channel: 'sms',
    now: FRI_2130,
    // Slices need no notice: Saturday evening is fine for them.
    steps: ['5 carrot slices tmrw evening at 7 for pickup', 'Omar Aziz', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 5 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T19:00', name: 'Omar Aziz' },
      says: [price(30)],
      never: [CONFIRMED_CLAIM, /too soon|not enough notice/i],
    },
  },
  {
    id: 'pwf-web-2130-whole-monday-will-someone-call',
    category: 'status',
    channel: 'webchat',
    now: FRI_2130,
    steps: ['Whole vanilla bean cake Monday at 10am pickup. Quinn Adler, 512-555-0679', 'yes', 'will someone call me to confirm it?'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-23T10:00', name: 'Quinn Adler', phone: '+15125550679' },
      says: [HELD],
      lastSays: [/staff|8 ?(:00 ?)?a\.?m|morning|not (yet )?confirmed|held|after hours/i],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-wa-2130-first-thing-tmrw-whole-too-soon',
    category: 'notice',
    channel: 'whatsapp',
    now: FRI_2130,
    steps: ['whole carrot cake first thing tomorrow, pickup', 'ok sunday first thing then', 'Lena Ortiz', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T08:00', name: 'Lena Ortiz' },
      says: [NOTICE_24],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-wa-2130-fudge-then-red-velvet',
    category: 'ordering',
    channel: 'whatsapp',
    now: FRI_2130,
    steps: ['whole choc fudge cake sunday 1pm pickup', 'wait actually make it red velvet', 'Ellis Moore', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T13:00', name: 'Ellis Moore' },
      says: [price(50)],
      never: [CONFIRMED_CLAIM],
    },
  },

  // ================================================================ Friday evening, other hours
  {
    id: 'pwf-sms-2015-just-missed-you',
    category: 'ordering',
    channel: 'sms',
    now: '2026-11-20T20:15:00-06:00',
    steps: ['dang just missed you. 2 red velvet slices tmrw 10am?', 'Hugo Lane', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Hugo Lane' },
      says: [HELD],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-voice-2240-press-1-slices-noon',
    category: 'ordering',
    channel: 'voice',
    now: '2026-11-20T22:40:00-06:00',
    steps: [{ press: '1' }, 'two carrot slices and two lemon slices for tomorrow at noon', 'Maya Singh', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T12:00', name: 'Maya Singh' },
      says: [price(23.5)],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-sms-2300-7am-before-shift-then-8',
    category: 'ordering',
    channel: 'sms',
    now: '2026-11-20T23:00:00-06:00',
    steps: ['2 carrot slices tmrw 7am before my shift', 'ok 8 then', 'Mo Hassan', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:00', name: 'Mo Hassan' },
      says: [OPENS_8AM],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-wa-2300-whole-tmrw-830pm-sunday-7',
    category: 'notice',
    channel: 'whatsapp',
    now: '2026-11-20T23:00:00-06:00',
    // 8:30 PM Saturday is after closing, and too soon for a whole cake besides.
    steps: ['whole lemon cake tmrw at 8:30pm pickup', 'ok sunday at 7pm then', 'Tomas Lind', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T19:00', name: 'Tomas Lind' },
      says: [/clos|8 ?(:00 ?)?p\.?m|hours|24|notice|earliest|too soon/i, price(58)],
      never: [CONFIRMED_CLAIM, LATER_HOURS],
    },
  },

  // ================================================================ Friday 23:55 and midnight
  {
    id: 'pwf-sms-2355-in-the-morning-930',
    category: 'ordering',
    channel: 'sms',
    now: FRI_2355,
    steps: ['sorry so late!! can i get 6 lemon slices in the morning, like 9:30? Tara Quinn', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:30', name: 'Tara Quinn' },
      says: [price(34.5), HELD],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-voice-2355-anybody-there-lemon-cake',
    category: 'questions',
    channel: 'voice',
    now: FRI_2355,
    steps: ['hello? is anybody there?', 'oh okay. um, I wanted to order a whole lemon cake for sunday at ten in the morning', 'pick up', 'Walter Diaz', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T10:00', name: 'Walter Diaz' },
      says: [price(58), HELD],
      never: [CONFIRMED_CLAIM, OPEN_NOW_CLAIM],
    },
  },
  {
    id: 'pwf-web-2359-tomorrow-said-before-midnight',
    category: 'ordering',
    channel: 'webchat',
    now: '2026-11-20T23:59:00-06:00',
    // "Tomorrow" is said at 23:59:20 (Saturday); the read-back and the yes come after midnight.
    steps: ['hi are you taking orders this late?', '2 carrot slices for tomorrow at 10am please', 'and one large chocolate fudge slice too', 'Bea Nolan, 512-555-0673', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }],
        fulfillment: 'pickup',
        status: 'held_overnight',
        at: '2026-11-21T10:00',
        name: 'Bea Nolan',
        phone: '+15125550673',
      },
      says: [price(21.5), SATURDAY],
      never: [CONFIRMED_CLAIM, SUNDAY_22],
    },
  },
  {
    id: 'pwf-wa-2355-whole-tmrw-evening-earliest',
    category: 'notice',
    channel: 'whatsapp',
    now: FRI_2355,
    // Saturday 6 PM is 18 hours away; the earliest is Sunday 8 AM.
    steps: ['whole red velvet for tmrw evening around 6 pls, pickup', 'fine whatever the earliest is then', 'Carlos Mejia', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T08:00', name: 'Carlos Mejia' },
      says: [NOTICE_24, SUNDAY],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-sms-2355-tonight-then-tmrw-at-1',
    category: 'ordering',
    channel: 'sms',
    now: FRI_2355,
    steps: ['can i come get 2 slices of carrot cake tonight? im up late lol', 'ok tmrw at 1 then', 'Ola Ade', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T13:00', name: 'Ola Ade' },
      says: [CLOSED_NOW],
      never: [CONFIRMED_CLAIM, OPEN_NOW_CLAIM, LATER_HOURS],
    },
  },
  {
    id: 'pwf-web-2355-open-right-now',
    category: 'questions',
    channel: 'webchat',
    now: FRI_2355,
    steps: ['are you guys open right now?', 'what time do you open tomorrow?'],
    expect: {
      noOrder: true,
      says: [CLOSED_NOW, OPENS_8AM],
      never: [OPEN_NOW_CLAIM, LATER_HOURS],
    },
  },
  {
    id: 'pwf-voice-2355-coffee-and-slices-at-opening',
    category: 'safety',
    channel: 'voice',
    now: FRI_2355,
    steps: ['hi, can I order two vanilla bean slices and a large coffee for when you open tomorrow?', 'Helen Marsh', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:00', name: 'Helen Marsh' },
      says: [CAFE_ONLY, price(11)],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-sms-2355-delivery-sunday',
    category: 'ordering',
    channel: 'sms',
    now: FRI_2355,
    steps: ['can u deliver a whole carrot cake sunday at 3pm to 4410 Shoal Creek Blvd', 'Ben Ortiz', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', at: '2026-11-22T15:00', name: 'Ben Ortiz', address: /4410 shoal creek/i },
      says: [STAFF, price(46)],
      never: [CONFIRMED_CLAIM, DELIVERY_PROMISE, FEE],
    },
  },
  {
    id: 'pwf-sms-2355-6am-airport-sister-at-8',
    category: 'ordering',
    channel: 'sms',
    now: FRI_2355,
    steps: ['can i pick up 2 choc slices at 6am on my way to the airport', 'ugh. ok my sister will grab them at 8am then, her name is Tyra Bell', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:00', name: 'Tyra Bell' },
      says: [OPENS_8AM],
      never: [CONFIRMED_CLAIM, OPEN_NOW_CLAIM],
    },
  },
  {
    id: 'pwf-voice-2355-fudge-large-and-carrot-930',
    category: 'ordering',
    channel: 'voice',
    now: FRI_2355,
    steps: ["yeah hi, sorry it's late, I'd like a large chocolate fudge slice and a carrot slice for tomorrow morning, nine thirty", 'Dee Lang', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }, { sku: 'carrot-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'held_overnight',
        at: '2026-11-21T09:30',
        name: 'Dee Lang',
      },
      says: [price(15.5)],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-web-2355-dairy-whole-sunday',
    category: 'safety',
    channel: 'webchat',
    now: FRI_2355,
    steps: ['Whole vanilla bean cake for Sunday at 11am, pickup. My son is lactose intolerant, is that ok?', 'Noah Kim, 512-555-0674', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', at: '2026-11-22T11:00', name: 'Noah Kim', phone: '+15125550674', allergy: true },
      says: [STAFF],
      never: [CONFIRMED_CLAIM, /\b(is|are|it['’]?s|they['’]?re)\s+(completely\s+)?(dairy|lactose)[- ]free\b|\bno (dairy|milk) in (it|them)\b/i],
    },
  },

  // ================================================================ Saturday 00:30 to 02:00
  {
    id: 'pwf-wa-0030-today-at-3-recount-add',
    category: 'ordering',
    channel: 'whatsapp',
    now: '2026-11-21T00:30:00-06:00',
    steps: ['4 choc fudge slices for today at 3', 'actually make that 2 choc fudge and add 2 red velvet slices', 'Finn Doyle', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }, { sku: 'red-velvet-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'held_overnight',
        at: '2026-11-21T15:00',
        name: 'Finn Doyle',
      },
      says: [price(26)],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-sms-0200-cant-sleep-today-noon',
    category: 'ordering',
    channel: 'sms',
    now: SAT_0200,
    steps: ['cant sleep lol. 3 red velvet slices today at noon pls - Mia Chen', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T12:00', name: 'Mia Chen' },
      says: [price(19.5), HELD],
      never: [CONFIRMED_CLAIM, SUNDAY_22],
    },
  },
  {
    id: 'pwf-wa-0200-tomorrow-is-sunday',
    category: 'ordering',
    channel: 'whatsapp',
    now: SAT_0200,
    steps: ['hi! whole vanilla bean cake for tomorrow, sunday, at 2pm. pickup. Ellie Ward', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T14:00', name: 'Ellie Ward' },
      says: [price(44)],
      never: [CONFIRMED_CLAIM, /too soon|not enough notice/i],
    },
  },
  {
    id: 'pwf-web-0200-whole-today-too-soon-sunday',
    category: 'notice',
    channel: 'webchat',
    now: SAT_0200,
    // Today (Saturday) 5 PM is 15 hours from 2 AM.
    steps: ['Can I get a whole chocolate fudge cake today at 5pm? pickup', 'ok sunday at 5pm then', 'Sam Reyes', '512-555-0675', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T17:00', name: 'Sam Reyes', phone: '+15125550675' },
      says: [NOTICE_24],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-voice-0200-anyone-there-are-you-open',
    category: 'questions',
    channel: 'voice',
    now: SAT_0200,
    steps: ['hello, is anyone there? are you open right now?', 'okay, thanks, bye'],
    expect: {
      noOrder: true,
      says: [CLOSED_NOW, OPENS_8AM],
      never: [OPEN_NOW_CLAIM, LATER_HOURS],
    },
  },
  {
    id: 'pwf-sms-0200-anyone-there-bare',
    category: 'questions',
    channel: 'sms',
    now: SAT_0200,
    steps: ['anyone there??', 'ok thx'],
    expect: {
      noOrder: true,
      says: [WHO_IS_HERE],
      never: [OPEN_NOW_CLAIM],
    },
  },
  {
    id: 'pwf-sms-0200-u-up-then-slices-10am',
    category: 'questions',
    channel: 'sms',
    now: SAT_0200,
    steps: ['u up?', 'lol ok. 2 choc fudge slices at 10am', 'Rae Lind', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Rae Lind' },
      says: [price(13), HELD],
      never: [CONFIRMED_CLAIM, OPEN_NOW_CLAIM],
    },
  },
  {
    id: 'pwf-wa-0200-first-thing-in-the-morning',
    category: 'ordering',
    channel: 'whatsapp',
    now: SAT_0200,
    // Said at 2 AM, "first thing in the morning" is this morning's opening.
    steps: ['need 2 lemon + 2 carrot slices first thing in the morning for a work thing', 'pickup ofc', 'Dev Patel', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:00', name: 'Dev Patel' },
      says: [price(23.5)],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-sms-0200-custom-monday-too-soon-tuesday',
    category: 'notice',
    channel: 'sms',
    now: SAT_0200,
    // 72 h from 2 AM Saturday is 2 AM Tuesday: Monday noon is too soon.
    steps: ['need a custom cake 10 inch for monday at noon, pickup, unicorn theme, says Happy 6th Lily', 'ok tuesday at 5pm', 'Ana Soto', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', at: '2026-11-24T17:00', name: 'Ana Soto', notes: /lily|unicorn/i },
      says: [NOTICE_72, price(85)],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-web-0200-whole-tmrw-evening-sunday',
    category: 'ordering',
    channel: 'webchat',
    now: SAT_0200,
    steps: ['whole lemon cake for tomorrow evening (sunday) at 6, pickup', 'Ivy Lam', '512-555-0676', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T18:00', name: 'Ivy Lam', phone: '+15125550676' },
      says: [price(58)],
      never: [CONFIRMED_CLAIM, /too soon|not enough notice/i],
    },
  },
  {
    id: 'pwf-voice-0200-night-shift-this-evening',
    category: 'notice',
    channel: 'voice',
    now: SAT_0200,
    steps: ['hi, I work nights, can I order a whole carrot cake for pick up this evening at six?', "oh, then tomorrow evening at six, that's Sunday", 'Grace Obi', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T18:00', name: 'Grace Obi' },
      says: [NOTICE_24],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-sms-0200-egg-allergy-lemon-slices',
    category: 'safety',
    channel: 'sms',
    now: SAT_0200,
    steps: ['hey my daughter has an egg allergy, which of ur slices dont have eggs?', 'ok just 2 lemon slices at 11 today then, staff can check', 'Lu Wen', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', at: '2026-11-21T11:00', name: 'Lu Wen', allergy: true },
      says: [STAFF, /egg|allergen|may contain|unknown|not (been )?confirmed/i],
      never: [CONFIRMED_CLAIM, EGG_FREE],
    },
  },
  {
    id: 'pwf-wa-0200-sent-twice-just-the-one',
    category: 'status',
    channel: 'whatsapp',
    now: SAT_0200,
    steps: ['hi 2 vanilla bean slices today 9am, Kai Moss', 'yes', 'sorry did that go thru? 2 vanilla bean slices today 9am, Kai Moss', 'no just the one'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Kai Moss' },
      // Asked "did that go thru?" with the order again: the clerk says it went through (its status) or
      // that it is the same as the order just placed; either way one order.
      says: [HELD, /already|same (order|as)|just placed|placed (it|that|moments|after hours)|went through|is (still )?(on|in)\b/i],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-voice-0200-whole-fudge-earliest',
    category: 'notice',
    channel: 'voice',
    now: SAT_0200,
    steps: ['I need a chocolate fudge cake, a whole one, as early as possible, for pick up', 'yes that works', 'Victor Hale', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T08:00', name: 'Victor Hale' },
      says: [SUNDAY],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-web-0200-open-24-7',
    category: 'questions',
    channel: 'webchat',
    now: SAT_0200,
    steps: ['are you open 24/7? saw the chat was on at 2am lol'],
    expect: {
      noOrder: true,
      says: [/8 ?(:00 ?)?a\.?m\.?[^.!?]{0,12}8 ?(:00 ?)?p\.?m|eight[^.!?]{0,20}eight/i],
      never: [OPEN_NOW_CLAIM, /\b(yes|we are|we['’]re) open (24\/7|all night|around the clock)/i],
    },
  },
  {
    id: 'pwf-sms-0200-typos-today-at-1',
    category: 'ordering',
    channel: 'sms',
    now: SAT_0200,
    steps: ['heyyy can i gett 2 red velvt slcies n 1 lemon slcie 4 2day at like 1pm lol', 'Beck Ford', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T13:00', name: 'Beck Ford' },
      says: [price(18.75)],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-web-0200-deliver-slices-then-pickup',
    category: 'ordering',
    channel: 'webchat',
    now: SAT_0200,
    steps: ['can you deliver 4 choc fudge slices this morning at 9 to 12 Elm St?', "ok i'll pick them up then", 'Rita Moss', '512-555-0680', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Rita Moss', phone: '+15125550680' },
      says: [SLICE_PICKUP_ONLY],
      never: [CONFIRMED_CLAIM, DELIVERY_PROMISE],
    },
  },

  // ================================================================ before dawn
  {
    id: 'pwf-sms-0410-potluck-whole-too-soon-slices',
    category: 'notice',
    channel: 'sms',
    now: '2026-11-21T04:10:00-06:00',
    steps: ['what time do you open? need a whole carrot cake asap for a potluck today', 'ugh nvm then, ill just get slices. 8 carrot slices at 11', 'Ruth Cole', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 8 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T11:00', name: 'Ruth Cole' },
      says: [OPENS_8AM, NOTICE_24, price(48)],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-web-0530-whole-at-opening-slices-instead',
    category: 'notice',
    channel: 'webchat',
    now: '2026-11-21T05:30:00-06:00',
    steps: ['I need a whole lemon cake at opening today, pickup', 'ok then 6 lemon slices at 8am instead', 'Dina Cho', '512-555-0678', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:00', name: 'Dina Cho', phone: '+15125550678' },
      says: [NOTICE_24, price(34.5)],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-voice-0650-open-yet-then-830',
    category: 'questions',
    channel: 'voice',
    now: '2026-11-21T06:50:00-06:00',
    steps: ['hi, is the bakery open yet? what time do you open?', 'okay, can I order four vanilla bean slices for pick up at eight thirty?', 'Oscar Lund', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:30', name: 'Oscar Lund' },
      says: [OPENS_8AM, price(22)],
      never: [CONFIRMED_CLAIM, OPEN_NOW_CLAIM],
    },
  },

  // ================================================================ Saturday 07:45
  {
    id: 'pwf-sms-0745-large-fudge-when-u-open',
    category: 'ordering',
    channel: 'sms',
    now: SAT_0745,
    steps: ['omw to work, can i grab 2 large choc fudge slices when u open at 8?', 'Leo Grant', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:00', name: 'Leo Grant' },
      says: [price(19), HELD],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-wa-0745-open-yet-then-815',
    category: 'questions',
    channel: 'whatsapp',
    now: SAT_0745,
    steps: ['r u open yet??', 'ok 1 carrot slice at 8:15 then', 'Zoe Hart', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:15', name: 'Zoe Hart' },
      says: [/not (open )?yet|closed|open(s)? (again )?(at|on)\b[^.!?]{0,30}8/i],
      never: [CONFIRMED_CLAIM, OPEN_NOW_CLAIM],
    },
  },
  {
    id: 'pwf-web-0745-whole-tmrw-8am-enough-notice',
    category: 'notice',
    channel: 'webchat',
    now: SAT_0745,
    // Sunday 8 AM is 24 h 15 min from 7:45 Saturday: enough notice.
    steps: ['Whole red velvet cake for tomorrow at 8am when you open please, pickup', 'Nora Blake', '512-555-0677', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T08:00', name: 'Nora Blake', phone: '+15125550677' },
      says: [price(50)],
      never: [CONFIRMED_CLAIM, /too soon|not enough notice/i],
    },
  },
  {
    id: 'pwf-voice-0745-whole-today-then-tomorrow-8',
    category: 'notice',
    channel: 'voice',
    now: SAT_0745,
    steps: ['good morning, I need a whole vanilla bean cake today around five, for pick up', 'okay, tomorrow at eight in the morning is fine', 'Paul Avery', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T08:00', name: 'Paul Avery' },
      says: [NOTICE_24],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-sms-0745-in-10-min-then-8',
    category: 'ordering',
    channel: 'sms',
    now: SAT_0745,
    steps: ['can i pick up 3 vanilla slices in like 10 min?', 'ok 8 then', 'Cy Young', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:00', name: 'Cy Young' },
      says: [OPENS_8AM, price(16.5)],
      never: [CONFIRMED_CLAIM, OPEN_NOW_CLAIM],
    },
  },
  {
    id: 'pwf-wa-0745-whole-tmrw-evening-dads-bday',
    category: 'ordering',
    channel: 'whatsapp',
    now: SAT_0745,
    steps: ['hey whole choc fudge cake for tmrw evening 6:30 for my dads bday dinner', 'pickup', 'Ray Sousa', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T18:30', name: 'Ray Sousa' },
      says: [price(48)],
      never: [CONFIRMED_CLAIM, /too soon|not enough notice/i],
    },
  },
  {
    id: 'pwf-web-0745-is-it-confirmed',
    category: 'status',
    channel: 'webchat',
    now: SAT_0745,
    steps: ['Hi, 2 lemon slices for 10am today. Alma Ruiz 512-555-0681', 'yes', 'so is it confirmed?'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Alma Ruiz', phone: '+15125550681' },
      lastSays: [/not (yet )?confirmed|not confirmed yet|after hours|staff (will )?confirm|held|8 ?(:00 ?)?a\.?m/i],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-sms-0745-custom-notice-tuesday',
    category: 'notice',
    channel: 'sms',
    now: SAT_0745,
    steps: ['how much notice for a custom cake? need one for tues', 'ok 8 inch custom for tues at 4pm, pickup, rainbow sprinkles, says Happy Retirement Deb', 'June Park', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', at: '2026-11-24T16:00', name: 'June Park', notes: /deb|retire/i },
      says: [NOTICE_72, price(65)],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-sms-0745-order-before-open-what-happens',
    category: 'status',
    channel: 'sms',
    now: SAT_0745,
    steps: ['what happens if i order now, before you open?', 'ok 2 lemon slices at 8:30, Ada Fox', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:30', name: 'Ada Fox' },
      says: [HELD],
      never: [CONFIRMED_CLAIM, OPEN_NOW_CLAIM],
    },
  },
  {
    id: 'pwf-wa-0745-anyone-at-bakery-cake-today',
    category: 'notice',
    channel: 'whatsapp',
    now: SAT_0745,
    steps: ['is anyone at the bakery yet? I want to order a cake for today', 'oh ok, then just 3 red velvet slices at 9', 'Kara Zell', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Kara Zell' },
      says: [NOTICE_24, price(19.5)],
      never: [CONFIRMED_CLAIM, OPEN_NOW_CLAIM],
    },
  },
  {
    id: 'pwf-voice-0745-lemon-cake-tomorrow-at-eight',
    category: 'ordering',
    channel: 'voice',
    now: SAT_0745,
    steps: ['hi, whole lemon cake for tomorrow at eight in the morning, pick up, name is Sofia Marin', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T08:00', name: 'Sofia Marin' },
      says: [price(58)],
      never: [CONFIRMED_CLAIM, /too soon|not enough notice/i],
    },
  },
  {
    id: 'pwf-sms-0745-price-and-tmrw-at-9',
    category: 'ordering',
    channel: 'sms',
    now: SAT_0745,
    steps: ['how much is a whole carrot cake and can i get one for tomorrow at 9?', 'ok yes one please, pickup', 'Tess Grey', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T09:00', name: 'Tess Grey' },
      says: [price(46)],
      never: [CONFIRMED_CLAIM],
    },
  },

  // ================================================================ Saturday night, Sunday dawn
  {
    id: 'pwf-sms-sat-2200-sunday-9am',
    category: 'ordering',
    channel: 'sms',
    now: '2026-11-21T22:00:00-06:00',
    steps: ['hey 3 lemon slices tmrw at 9, Nico Bell', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T09:00', name: 'Nico Bell' },
      says: [price(17.25), SUNDAY],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwf-wa-sun-0615-whole-today-monday',
    category: 'notice',
    channel: 'whatsapp',
    now: '2026-11-22T06:15:00-06:00',
    steps: ['whole carrot cake for today 4pm?? pickup', 'dang ok monday at 4pm then', 'Gia Russo', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-23T16:00', name: 'Gia Russo' },
      says: [NOTICE_24],
      never: [CONFIRMED_CLAIM],
    },
  },
];
const notYet = new Set<string>();
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
