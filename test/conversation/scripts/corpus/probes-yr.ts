import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// PHONE CALLS ONLY (channel 'voice', all scripts): every step is what a caller said and speech
// recognition wrote down, a key pressed ({ press }) or a silence. Spoken counts ("a couple of",
// "half a dozen", "a dozen and a half", "two dozen"), spoken times ("quarter past three", "quarter
// after four", "twelve thirty", "four forty five", "noon tomorrow", "three in the afternoon", "ten
// thirty tomorrow morning"), names spelled letter by letter ("Kate, K A T E", "Shivon, S I O B H A
// N"), another phone number said digit by digit ("five one two, five five five, oh one two three",
// "double five", an area code said first), fillers ("uh", "um", "like", "you know"), "sorry, what?"
// and "can you repeat that?" (the question or the read-back again, never "did not catch that"),
// silences (once: the question again; twice: a person), keys (the call offers: at the start 1 to
// order, 2 a status, 0 a person; 0 at any point; at the read-back 1 yes and 2 change; elsewhere keys
// answer only a list, how many or a phone number), asking for a person, hours and prices asked on a
// call, confirmations said the spoken way ("yeah that's right", "correct", "yep go ahead", "uh huh"),
// an item changed after the read-back, and speech-recognition errors typical of phones ("read
// velvet", "a hole chocolate cake", "fudge cake slice", "lemon shiffon", "one of your carrot cakes").
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46 (walnuts),
// red velvet $50, vanilla bean $44 (red velvet / vanilla allergens unknown); lemon whole 10-inch $58.
// Strawberry shortcake listed but unavailable. Slices (pickup only, no notice): chocolate fudge $6.50
// regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean $5.50. Custom cake
// 8-inch from $65 / 10-inch from $85, 72 h notice, always needs_approval. Coffee and tea in the cafe
// only. Delivery: needs_approval, an address, no fee or time. Total above $200 or any allergy:
// needs_approval. Open 8 AM to 8 PM daily; orders placed 8 PM to 8 AM are held_overnight. On a call
// the order's phone is the caller's number unless they give another. Clock: Fri 2026-11-20 10:00
// Central (Sat 21 = tomorrow, Sun 22, Mon 23, Tue 24, Wed 25).

/** A person is offered or put through. */
const STAFF = /staff|team|someone|somebody|a person|owner|manager|human|transfer|connect(ing)? you/i;
/** A half-taken order said to be not placed. */
const NOT_PLACED = /not (been )?placed|isn.?t placed|hasn.?t been placed|was not placed|wasn.?t placed|not (been )?(submitted|sent through)/i;
/** The did-not-catch-that answer (on a call it counts towards a hand-off). */
const NOT_UNDERSTOOD = /(did ?n.?t|did not|could ?n.?t|could not) (quite )?(catch|understand|get) (that|what|you)|trouble understanding|not sure what you mean/i;
/** An order said to be placed. */
const PLACED_CLAIM = /ord_[a-z0-9]{6,}|ending in [A-Z0-9] [A-Z0-9]|(order|it)\s+(has been|is|was)\s+(placed|confirmed|booked)\b/i;
/** Never "free of" or "safe". */
const FREE_CLAIM =
  /(?<!(not|n.t|never|cannot|can.t|whether|if)\b[^.?!]{0,30})\b(is|are|it'?s|they'?re)\s+(completely\s+|totally\s+)?(nut|peanut|egg|dairy|gluten|allergen|tree[- ]nut)[- ]free|(?<!(not|n.t|never|cannot|can.t|whether|if)\b[^.?!]{0,30})\b(should be|will be|is|it'?s|they'?re|are)\s+(perfectly\s+|totally\s+)?safe\b/i;
/** Coffee and tea: in the cafe only, not ordered ahead. */
const CAFE_ONLY = /caf[eé]|in[- ]store|in person|at the (counter|bakery|shop)|(can.?t|cannot|not able to|unable to|don.?t|do not)\s+(take|place|order|accept|do|offer|be ordered|add|include)|not (available|something).{0,30}(order|ahead|phone)/i;
/** An invented delivery fee or time. */
const INVENTED_FEE = /(delivery|the)\s+fee\s+(is|will be|would be|of)\s+(\$|\d|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)|\$\s?\d+(\.\d\d)?\s+(delivery|for delivery)|\b(free|no-charge) delivery|delivery is free/i;
const DELIVERY_PROMISE = /\bwill (arrive|be delivered|get there|be there|reach you) (by|at|before|around|within)\b|\bwithin \d+ (minutes|hours)\b|(driver|courier) (will|is)/i;
/** Staff review for an order that is not confirmed at once. */
const STAFF_REVIEW = /staff|team|owner|manager|review|approv|someone (will|from)|follow up|get back to you|reach out|8 ?AM|eight/i;
/** Slices are bought in the bakery, not delivered. */
/** Closing at 8 in the evening. */
const CLOSE_8 = /\b8 ?(PM|p\.?m\.?)|\beight (PM|p\.?m\.?|in the evening|o.?clock)|until 8\b|till 8\b|to 8\b/i;

const T = (h: number, m = 0): RegExp => {
  const hour12 = h % 12 || 12;
  const ampm = h < 12 ? 'a\\.?m\\.?' : 'p\\.?m\\.?';
  const words = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'][h % 12];
  const mm = m === 0 ? '(:00)?' : `:${String(m).padStart(2, '0')}`;
  return new RegExp(`\\b${hour12}${mm}\\s*${ampm}|\\b${words}${m === 0 ? '' : '[- ]\\w+'}\\s*(${ampm}|o.?clock|in the (afternoon|morning|evening))`, 'i');
};

const written: Script[] = [
  // ================================================================ counts said aloud
  {
    id: 'pyr-voice-couple-lemon-quarter-past-three',
    category: 'spoken-count',
    channel: 'voice',
    steps: ['hi, um, could I get a couple of lemon slices for quarter past three today?', "it's Kate, K A T E", "yeah that's right"],
    expect: {
      says: [price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:15', name: 'Kate' },
    },
  },
  {
    id: 'pyr-voice-half-dozen-carrot-twelve-thirty',
    category: 'spoken-count',
    channel: 'voice',
    steps: ["yeah hi I'd like, uh, half a dozen carrot cake slices for twelve thirty today", 'Marcus Bell', 'correct'],
    expect: {
      says: [price(36)],
      order: { items: [{ sku: 'carrot-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:30', name: 'Marcus Bell' },
    },
  },
  {
    id: 'pyr-voice-dozen-and-a-half-fudge',
    category: 'spoken-count',
    channel: 'voice',
    steps: ['we need a dozen and a half chocolate fudge slices, regular size, for tomorrow at eleven in the morning', 'Dee Park', 'yep go ahead'],
    expect: {
      says: [price(117)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 18, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Dee Park' },
    },
  },
  {
    id: 'pyr-voice-bakers-dozen-carrot',
    category: 'spoken-count',
    channel: 'voice',
    steps: ["a baker's dozen of the carrot slices for two o'clock", 'Tim Ross', 'yes'],
    expect: {
      says: [price(78)],
      order: { items: [{ sku: 'carrot-slice', qty: 13 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Tim Ross' },
    },
  },
  {
    id: 'pyr-voice-half-dozen-each-lemon-carrot',
    category: 'spoken-count',
    channel: 'voice',
    steps: ['half a dozen each of lemon and carrot slices at three', 'Kai Lum', 'yes'],
    expect: {
      says: [price(70.5)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 6 }, { sku: 'carrot-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Kai Lum',
      },
    },
  },
  {
    id: 'pyr-voice-five-whole-fudge-over-200',
    category: 'spoken-count',
    channel: 'voice',
    steps: ["it's for a work party, five whole chocolate fudge cakes for Monday at ten in the morning", 'pick up', 'Ada Brooks', 'yes'],
    expect: {
      says: [price(240)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T10:00', name: 'Ada Brooks' },
    },
  },
  {
    id: 'pyr-voice-three-dozen-vanilla-198',
    category: 'spoken-count',
    channel: 'voice',
    steps: ["hi, so we're doing a school thing, I need three dozen vanilla bean slices for Sunday at noon", 'Ward Ellis', 'yes'],
    expect: {
      says: [price(198)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 36 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Ward Ellis' },
    },
  },

  // ================================================================ times said aloud
  {
    id: 'pyr-voice-sunday-three-in-the-afternoon-lemon',
    category: 'spoken-time',
    channel: 'voice',
    steps: ["a whole lemon cake for Sunday, three in the afternoon, pick up, and the name's Ines Ortega", 'correct'],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Ines Ortega' },
    },
  },
  {
    id: 'pyr-voice-three-red-velvet-four-forty-five',
    category: 'spoken-time',
    channel: 'voice',
    steps: ['can I get three red velvet slices at four forty five', 'Nora Blake', 'yes'],
    expect: {
      says: [price(19.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:45', name: 'Nora Blake' },
    },
  },
  {
    id: 'pyr-voice-first-thing-saturday-too-soon',
    category: 'spoken-time',
    channel: 'voice',
    steps: ['I need a whole chocolate fudge cake first thing Saturday morning', 'oh okay, make it ten thirty then', 'pickup', 'Vera Lowe', 'yes'],
    expect: {
      says: [/24|twenty[- ]four|notice|ahead|earliest|soonest/i],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:30', name: 'Vera Lowe' },
    },
  },

  // ================================================================ names spelled out
  {
    id: 'pyr-voice-spelled-siobhan',
    category: 'spelled-name',
    channel: 'voice',
    steps: ['two carrot slices for one thirty today', "it's Shivon, that's spelled S I O B H A N", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:30', name: 'Siobhan' },
    },
  },
  {
    id: 'pyr-voice-spelled-szymanski',
    category: 'spelled-name',
    channel: 'voice',
    steps: ['two red velvet slices at one', 'Anna Shimanski, spelled S Z Y M A N S K I', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Anna Szymanski' },
    },
  },
  {
    id: 'pyr-voice-spelled-hugh-first-message',
    category: 'spelled-name',
    channel: 'voice',
    steps: ["hi this is Hugh, H U G H, I'd like a slice of red velvet at noon", "yeah that's right"],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Hugh' },
    },
  },
  {
    id: 'pyr-voice-spelled-name-corrected-at-readback',
    category: 'spelled-name',
    channel: 'voice',
    steps: ['two lemon slices at three', 'Katrina', "oh, the name's spelled with a C, it's Catrina, C A T R I N A", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Catrina' },
    },
  },

  // ================================================================ another phone number, said aloud
  {
    id: 'pyr-voice-phone-oh-one-two-three',
    category: 'spoken-phone',
    channel: 'voice',
    steps: [
      'a whole lemon cake for tomorrow at two p m, pickup, the name is Dora Finch',
      "and I'm on a borrowed phone, so my number is five one two, five five five, oh one two three",
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Dora Finch', phone: '+15125550123' },
    },
  },
  {
    id: 'pyr-voice-phone-five-twelve-corrected',
    category: 'spoken-phone',
    channel: 'voice',
    steps: [
      'a whole carrot cake for Sunday at noon, pickup, Dev Rao',
      "and my number is five twelve, five five five, oh one two... no sorry, oh one three two",
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Dev Rao', phone: '+15125550132' },
    },
  },
  {
    id: 'pyr-voice-phone-plus-one-with-name',
    category: 'spoken-phone',
    channel: 'voice',
    steps: ['two lemon slices at three, Kai Lum, and the number is plus one five one two five five five zero one eight eight', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Kai Lum', phone: '+15125550188' },
    },
  },
  {
    id: 'pyr-voice-phone-double-five',
    category: 'spoken-phone',
    channel: 'voice',
    steps: [
      'four carrot slices for three thirty please, Bo Jensen',
      'oh and call me on my other number if anything, five one two, double five five, oh one four two',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:30', name: 'Bo Jensen', phone: '+15125550142' },
    },
  },
  {
    id: 'pyr-voice-phone-given-at-readback',
    category: 'spoken-phone',
    channel: 'voice',
    steps: [
      'one whole vanilla bean cake Sunday at noon, pickup',
      'Ella Stone',
      "wait, before you place it, this is my work phone, my cell is five one two five five five oh nine seven seven",
      'yep go ahead',
    ],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Ella Stone', phone: '+15125550977' },
    },
  },

  // ================================================================ fillers and rambling
  {
    id: 'pyr-voice-fillers-lemon-whole-around-two',
    category: 'fillers',
    channel: 'voice',
    steps: [
      'uh, yeah, so, like, I wanted to get, um, you know, one of the lemon cakes? the whole one? for like tomorrow around, uh, two',
      "I'll pick it up",
      'um, Dana',
      'yep',
    ],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Dana' },
    },
  },

  // ================================================================ "sorry, what?" and "say that again"
  {
    id: 'pyr-voice-price-then-sorry-what',
    category: 'repeat',
    channel: 'voice',
    steps: ['how much is a whole chocolate fudge cake?', 'sorry, what was that?'],
    expect: { noOrder: true, lastSays: [price(48)], never: [NOT_UNDERSTOOD] },
  },
  {
    id: 'pyr-voice-repeat-readback-then-yes',
    category: 'repeat',
    channel: 'voice',
    steps: ['three carrot slices at half past two, name is Owen Pratt', 'sorry, can you repeat that?', 'yes'],
    expect: {
      says: [price(18), T(14, 30)],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: 'Owen Pratt' },
      never: [NOT_UNDERSTOOD],
    },
  },
  {
    id: 'pyr-voice-sorry-what-at-name',
    category: 'repeat',
    channel: 'voice',
    steps: ['two lemon slices at four thirty', 'sorry, what?', 'oh, Paula', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:30', name: 'Paula' },
      never: [NOT_UNDERSTOOD],
    },
  },

  // ================================================================ silences
  {
    id: 'pyr-voice-silent-twice-at-start',
    category: 'silence',
    channel: 'voice',
    steps: [{ silence: true }, { silence: true }],
    expect: { noOrder: true, lastSays: [STAFF] },
  },
  {
    id: 'pyr-voice-silence-at-readback-then-yes',
    category: 'silence',
    channel: 'voice',
    steps: ['one whole carrot cake for tomorrow at three, pick up, Alma Reed', { silence: true }, 'yes, sorry'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Alma Reed' },
    },
  },
  {
    id: 'pyr-voice-silent-twice-mid-order',
    category: 'silence',
    channel: 'voice',
    steps: ['a whole chocolate fudge cake for Sunday at noon', { silence: true }, { silence: true }],
    expect: { noOrder: true, lastSays: [STAFF, NOT_PLACED] },
  },

  // ================================================================ keys
  {
    id: 'pyr-voice-press-0-mid-order',
    category: 'keys',
    channel: 'voice',
    steps: ['one whole lemon cake for tomorrow at four', { press: '0' }],
    expect: { noOrder: true, lastSays: [STAFF, NOT_PLACED] },
  },
  {
    id: 'pyr-voice-press-2-at-readback-change-count',
    category: 'keys',
    channel: 'voice',
    steps: ['two lemon slices at one, Cody Barr', { press: '2' }, 'make it three slices', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Cody Barr' },
    },
  },
  {
    id: 'pyr-voice-press-1-at-name-question',
    category: 'keys',
    channel: 'voice',
    steps: ['two carrot slices at two thirty', { press: '1' }, 'Faye Lin', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: 'Faye Lin' },
    },
  },
  {
    id: 'pyr-voice-some-slices-press-count',
    category: 'keys',
    channel: 'voice',
    steps: ["some lemon slices for three o'clock today", { press: '4' }, 'Jade Kerr', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Jade Kerr' },
    },
  },
  {
    id: 'pyr-voice-whole-or-slice-press-choice',
    category: 'keys',
    channel: 'voice',
    steps: ['a lemon cake for tomorrow at noon', { press: '1' }, 'pick up', 'Zed Olsen', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Zed Olsen' },
    },
  },
  {
    id: 'pyr-voice-press-5-at-menu-then-order',
    category: 'keys',
    channel: 'voice',
    steps: [{ press: '5' }, "sorry, wrong button, I'd like two chocolate fudge slices at noon", 'Lyle Dunn', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Lyle Dunn' },
    },
  },

  // ================================================================ a person
  {
    id: 'pyr-voice-talk-to-a-person',
    category: 'person',
    channel: 'voice',
    steps: ['hi, um, can I talk to a person please?'],
    expect: { noOrder: true, lastSays: [STAFF] },
  },
  {
    id: 'pyr-voice-person-mid-order',
    category: 'person',
    channel: 'voice',
    steps: ['a whole red velvet cake for Sunday at two', 'ugh, you know what, can I just talk to a real person'],
    expect: { noOrder: true, lastSays: [STAFF, NOT_PLACED] },
  },

  // ================================================================ hours and prices on a call
  {
    id: 'pyr-voice-open-sunday-and-carrot-price',
    category: 'hours',
    channel: 'voice',
    steps: ["are you open on Sunday, and how much is the carrot cake, the whole one?"],
    expect: { noOrder: true, lastSays: [/\b8\b|eight/i, price(46)] },
  },
  {
    id: 'pyr-voice-hours-tomorrow-then-order',
    category: 'hours',
    channel: 'voice',
    steps: ["what are your hours tomorrow?", "okay great, then I'll get a whole vanilla bean cake tomorrow at eleven", 'pick up', 'Tess Moody', 'yes'],
    expect: {
      says: [CLOSE_8],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Tess Moody' },
    },
  },
  {
    id: 'pyr-voice-price-spoken-counts',
    category: 'price',
    channel: 'voice',
    steps: ['how much would half a dozen carrot slices and a whole lemon cake come to?'],
    expect: { noOrder: true, lastSays: [price(94)], never: [PLACED_CLAIM] },
  },

  // ================================================================ yes, the spoken way
  {
    id: 'pyr-voice-mm-hmm-at-readback',
    category: 'confirm',
    channel: 'voice',
    steps: ['one whole vanilla bean cake for Monday at two in the afternoon, pickup, Kit Moran', 'mm-hmm'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T14:00', name: 'Kit Moran' },
    },
  },
  {
    id: 'pyr-voice-uh-huh-at-readback',
    category: 'confirm',
    channel: 'voice',
    steps: ['two carrot slices at two, Jo Hunt', 'uh huh'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Jo Hunt' },
    },
  },

  // ================================================================ changes after the read-back
  {
    id: 'pyr-voice-readback-lemon-to-carrot',
    category: 'change-after-readback',
    channel: 'voice',
    steps: ['three lemon slices at two, Abby Cross', 'oh wait, actually make the lemon ones carrot instead', 'yes'],
    expect: {
      says: [price(18)],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Abby Cross' },
    },
  },
  {
    id: 'pyr-voice-readback-make-it-a-dozen',
    category: 'change-after-readback',
    channel: 'voice',
    steps: ['six red velvet slices for three thirty, Ian Vos', "no wait, make it a dozen, there's more of us", 'yes'],
    expect: {
      says: [price(78)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 12 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:30', name: 'Ian Vos' },
    },
  },
  {
    id: 'pyr-voice-readback-said-four-meant-five',
    category: 'change-after-readback',
    channel: 'voice',
    steps: ['four vanilla bean slices at three, Rhea Stone', 'sorry, I said four but I meant five', 'yes'],
    expect: {
      says: [price(27.5)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Rhea Stone' },
    },
  },
  {
    id: 'pyr-voice-readback-tomorrow-same-time',
    category: 'change-after-readback',
    channel: 'voice',
    steps: ['three carrot slices at four, Lou Park', 'oh actually can you make it tomorrow instead, same time', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Lou Park' },
    },
  },

  // ================================================================ speech-recognition errors
  {
    id: 'pyr-voice-read-velvet-slices',
    category: 'mishearing',
    channel: 'voice',
    steps: ['two read velvet slices for two thirty please', 'Uma Singh', 'yes'],
    expect: {
      says: [price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: 'Uma Singh' },
    },
  },
  {
    id: 'pyr-voice-one-of-your-carrot-cakes-whole',
    category: 'mishearing',
    channel: 'voice',
    steps: ["I'd like one of your carrot cakes, the whole thing, for Saturday at one", 'pick up', 'Otto Kemp', 'yes'],
    expect: {
      says: [price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Otto Kemp' },
    },
  },
  {
    id: 'pyr-voice-large-fudge-cake-slice',
    category: 'mishearing',
    channel: 'voice',
    steps: ['can I get a large fudge cake slice and a lemon slice at noon', 'Ruby Ash', 'yes'],
    expect: {
      says: [price(15.25)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }, { sku: 'lemon-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:00',
        name: 'Ruby Ash',
      },
    },
  },
  {
    id: 'pyr-voice-two-slides-of-lemon',
    category: 'mishearing',
    channel: 'voice',
    steps: ['can I get two slides of lemon cake for three thirty', 'Pia Holt', 'yes'],
    expect: {
      says: [price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:30', name: 'Pia Holt' },
    },
  },
  {
    id: 'pyr-voice-manila-bean-cake',
    category: 'mishearing',
    channel: 'voice',
    steps: ['a whole manila bean cake for tomorrow at two', "yes, vanilla bean, and I'll pick it up", 'Roy Banks', 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Roy Banks' },
    },
  },

  // ================================================================ the rules, on a call
  {
    id: 'pyr-voice-overnight-whole-cake-sunday',
    category: 'overnight',
    channel: 'voice',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['can I get a whole red velvet cake for noon tomorrow', "oh, okay, then Sunday at ten in the morning", 'pick up', 'Cara Voight', 'yes'],
    expect: {
      says: [/24|twenty[- ]four|notice|ahead|earliest|soonest/i],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T10:00', name: 'Cara Voight' },
    },
  },
  {
    id: 'pyr-voice-custom-birthday-wednesday',
    category: 'custom',
    channel: 'voice',
    steps: [
      "I'd like a custom cake for my daughter's birthday, pink and purple, saying happy birthday Maya, for next Wednesday at four in the afternoon",
      'the eight inch',
      'pick up',
      'Lina Park',
      'yes',
    ],
    expect: {
      says: [price(65)],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T16:00', name: 'Lina Park', notes: /maya/i },
    },
  },
  {
    id: 'pyr-voice-delivery-spoken-address',
    category: 'delivery',
    channel: 'voice',
    steps: [
      'a whole red velvet cake for Sunday at two in the afternoon, delivered please',
      'fourteen oh one Elm Street, Austin',
      'Omar Haddad',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Omar Haddad', address: /(1401|fourteen oh one) elm/i },
      never: [INVENTED_FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pyr-voice-egg-allergy-vanilla-slices',
    category: 'allergy',
    channel: 'voice',
    steps: ["two vanilla bean slices at three, and, um, my daughter's allergic to eggs, just so you know", 'Rita Vance', 'yes'],
    expect: {
      says: [STAFF_REVIEW],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T15:00', name: 'Rita Vance', allergy: true },
      never: [FREE_CLAIM],
    },
  },
  {
    id: 'pyr-voice-coffees-at-readback',
    category: 'drinks',
    channel: 'voice',
    steps: ['a whole chocolate fudge cake for tomorrow at noon, pick up, Neil Odom', 'oh and can you have two large coffees ready with it', 'okay, just the cake then, yes'],
    expect: {
      says: [CAFE_ONLY],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Neil Odom' },
    },
  },
  {
    id: 'pyr-voice-never-mind-bye',
    category: 'goodbye',
    channel: 'voice',
    steps: ['two carrot slices at five', "you know what, never mind, I'll call back later, bye"],
    expect: { noOrder: true, lastSays: [NOT_PLACED] },
  },
];

const notYet = new Set<string>(['pyr-voice-phone-five-twelve-corrected']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
