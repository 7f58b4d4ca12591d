import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WL: PHONE CALLS ONLY. Every script is a call ('voice'); every step is what the speech engine
// wrote down for the caller, a key pressed or a silence. Callers say "um" and "uh", stutter and
// repeat words ("I I want a a whole..."), say the same request twice (in one breath after "sorry",
// or again in the next turn), correct themselves mid-sentence (a count, a flavour, a day, a time, a
// name), spell names letter by letter (the spelling wins over what the engine heard), say numbers
// as words ("a dozen", "half a dozen", "a dozen and a half", "two dozen", "a couple", "a pair", "a
// baker's dozen", "a hundred and twenty") and times as words ("quarter past three", "half four",
// "ten to five", "twenty past four", "noon-ish", "eleven-ish", "lunchtime", "half twelve", "half
// eight tonight"), ask to hear something again ("sorry, what was the total?", "could you
// repeat that?", "say again?"), stay silent (once, then go on; twice, and are put through to a
// person), press keys (1 in the opening menu, 1 or 2 at the read-back, 0 for a person, a key the
// menu does not offer, a count keyed in, a callback number keyed in, a key pressed at the name
// question), ask for a person (at once, mid-order, at the read-back), and end the call with a polite
// goodbye. Each call ends with the right order, or with nothing placed and the caller told so.
//
// Decisions where the spec is silent:
// - The brief asks for a mix of channels, but this batch's theme is phone calls only: every script
//   is 'voice'.
// - British-style "half four" is 4:30 ("half past four"), "half eleven" 11:30, "half twelve" 12:30,
//   "half one" 1:30, "half two" 2:30; "half eight tonight" is 8:30 PM, after closing. "Noon-ish" and
//   "eleven-ish" are the hour itself. A bare hour for slices today ("at three") is the afternoon
//   hour, inside opening hours. "Lunchtime" alone is not a time: the clerk may ask, or take noon;
//   the caller then names the time anyway ("say half twelve"), which is the time.
// - "A couple" and "a pair" are 2; "a dozen and a half" is 18; "two dozen" is 24; "a baker's dozen"
//   is 13, each at the listed price (no free thirteenth is invented).
// - The same request said twice in a row ("two lemon slices, sorry, two lemon slices") or repeated
//   in the next turn is one request: the count is not doubled.
// - A spelled name ("R E I D") replaces what the engine heard ("Read"); a name said with a filler
//   and restarted ("Jen, uh, Jennifer Ross") is the last form said; "last name Nguyen, first name
//   Linh" is written first name first.
// - "Uh-huh", "yep that's right", "correct", "mm-hmm yeah" at the read-back are a yes. "Sorry, what
//   was that?", "could you repeat that?" and "what time did you say?" are never a yes: nothing is
//   placed, and the clerk says the summary (or the asked part of it) again.
// - Keys: 1 in the opening menu starts an order; at the read-back 1 places and 2 is "change
//   something"; 0 at any point is a person; a key with no meaning there is asked about again and
//   changes nothing; digits keyed after "how many?" are the count; a number keyed in after the
//   caller asks to leave another callback number is the order's phone.
// - Two silences in a row, pressing 0 or asking for a person (representative, a human, someone)
//   hand the call to staff; an order being taken is not placed and the caller is told so.
// - A caller who says goodbye, or "I'll call back", before confirming gets a polite goodbye and
//   nothing is placed; when an order was being taken the clerk says it was not placed.
// - Slices for tomorrow may be ordered ahead; a whole cake for "tomorrow" is never asked for at or
//   before 10 AM Saturday, so the 24 h notice is not in question unless the script is about it.
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46, red velvet
// $50, vanilla bean $44; lemon chiffon 10-inch only $58. Slices (pickup only, no notice): chocolate
// fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean
// $5.50. Custom cakes $65 (8-inch) / $85 (10-inch), 72 h notice, always needs_approval. Delivery:
// needs_approval. Drinks are sold in the cafe only. Any allergy: noted, needs_approval, never called
// allergen-free. Total over $200: needs_approval. Open 8 AM to 8 PM; orders placed 8 PM to 8 AM are
// held_overnight. At most 100 of a product. Clock: Fri 2026-11-20 10:00 Central; Sat 21, Sun 22,
// Mon 23, Tue 24.

/** The caller is put through to (or promised) a person. */
const STAFF = /staff|team|someone|somebody|person|owner|manager|human|transfer|connect(ing)? you|put you through/i;
/** An order said to be placed. */
const PLACED_CLAIM = /ord_[a-z0-9]{6,}|(order|it)\s+(has been|is|was)\s+(placed|confirmed|booked)\b|placed your order|you'?re all set/i;
/** The caller is told nothing was placed. */
const NOT_PLACED =
  /not (been )?(placed|ordered|booked)|n.?t (been )?(placed|booked)|nothing (was |has been |is |will be )?(placed|ordered|booked)|not (go|going) (ahead|through)|cancel|discard|no order/i;
/** A polite goodbye. */
const GOODBYE = /bye|thank(s| you)|have a (good|nice|great|lovely)|take care|talk (to you )?soon/i;
/** Closing time. */
const CLOSE_8 = /\b(8|eight)\b|clos/i;
/** Whole cakes need about a day's notice. */
const NOTICE_24 = /24|twenty[- ]four|a day|day'?s notice|tomorrow|day ahead|day in advance|earliest|soonest|too soon/i;
/** The limit of 100 of a product. */
const LIMIT_100 = /\b100\b|hundred|most|limit|maximum|max\b/i;
/** A claim that something is free of an allergen, or safe. */
const FREE_CLAIM =
  /(?<!(not|n.t|never|cannot|can.t|whether|if)\b[^.?!]{0,30})\b(is|are|it'?s|they'?re)\s+(completely\s+|totally\s+)?(egg|nut|peanut|dairy|gluten|allergen)[- ]free|(?<!(not|n.t|cannot|can.t|whether|if)\b[^.?!]{0,30})\b(has|contains|have)\s+no\s+(eggs?|nuts|peanuts|dairy)|(?<!(not|n.t|never|cannot|can.t|whether|if)\b[^.?!]{0,30})\b(should be|will be|is|it'?s|they'?re|are)\s+(perfectly\s+|totally\s+)?safe\b/i;

const written: Script[] = [
  // ================================================================ numbers said as words
  {
    id: 'pwl-um-dozen-lemon-quarter-past-three',
    category: 'spoken-number',
    channel: 'voice',
    steps: ['um hi yeah uh can I get a dozen lemon slices for um quarter past three today', "uh it's Hannah Brooks", 'yes'],
    expect: {
      says: [price(69)],
      order: { items: [{ sku: 'lemon-slice', qty: 12 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:15', name: 'Hannah Brooks' },
    },
  },
  {
    id: 'pwl-half-dozen-carrot-half-four',
    category: 'spoken-number',
    channel: 'voice',
    steps: ["hi there I'd like half a dozen slices of carrot cake I'll pick them up at half four", "name's Nigel Ashworth", { press: '1' }],
    expect: {
      says: [price(36)],
      order: { items: [{ sku: 'carrot-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:30', name: 'Nigel Ashworth' },
    },
  },
  {
    id: 'pwl-couple-red-velvet-noonish',
    category: 'spoken-number',
    channel: 'voice',
    steps: ["yeah hi uh just a couple of red velvet slices I'll swing by noon-ish", 'Rudy Kowalski', 'yep'],
    expect: {
      says: [price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Rudy Kowalski' },
    },
  },
  {
    id: 'pwl-couple-whole-fudge-saturday',
    category: 'spoken-number',
    channel: 'voice',
    steps: ['I need uh a couple of whole chocolate fudge cakes for Saturday around two o clock for pickup', 'Brenda Lowe', 'yes please'],
    expect: {
      says: [price(96)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Brenda Lowe' },
    },
  },
  {
    id: 'pwl-two-dozen-vanilla-office',
    category: 'spoken-number',
    channel: 'voice',
    steps: ["hi um we're having a thing at the office could I order two dozen vanilla bean slices for today at uh one thirty", "Priya Raman that's R A M A N", 'yes'],
    expect: {
      says: [price(132)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 24 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:30', name: 'Priya Raman' },
    },
  },
  {
    id: 'pwl-dozen-and-a-half-fudge',
    category: 'spoken-number',
    channel: 'voice',
    steps: ["okay so a dozen and a half chocolate fudge slices regular size for five o'clock", 'Walt Fisher', 'yeah go ahead'],
    expect: {
      says: [price(117)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 18, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Walt Fisher' },
    },
  },
  {
    id: 'pwl-bakers-dozen-lemon',
    category: 'spoken-number',
    channel: 'voice',
    // A baker's dozen is 13, each at the listed price.
    steps: ["can I get a baker's dozen of the lemon slices for quarter to five", 'Irene Cho', 'yes'],
    expect: {
      says: [price(74.75)],
      order: { items: [{ sku: 'lemon-slice', qty: 13 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:45', name: 'Irene Cho' },
    },
  },
  {
    id: 'pwl-pair-large-fudge-ten-to-five',
    category: 'spoken-number',
    channel: 'voice',
    steps: ['could I get uh a pair of large chocolate fudge slices for ten to five', 'Lars Berg', 'yes'],
    expect: {
      says: [price(19)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:50', name: 'Lars Berg' },
    },
  },
  {
    id: 'pwl-dozen-whole-carrot-event',
    category: 'spoken-number',
    channel: 'voice',
    steps: ['we need um a dozen whole carrot cakes for a company event on Tuesday at ten in the morning', "pick up, we'll send someone", 'Martin Webb', 'yes'],
    expect: {
      says: [price(552)],
      order: { items: [{ sku: 'carrot-whole', qty: 12 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T10:00', name: 'Martin Webb' },
    },
  },
  {
    id: 'pwl-hundred-twenty-then-hundred',
    category: 'spoken-number',
    channel: 'voice',
    steps: ['hi um we need a hundred and twenty lemon slices for a wedding tomorrow at two in the afternoon', 'oh okay a hundred then', 'Paula Grace', 'yes'],
    expect: {
      says: [LIMIT_100, price(575)],
      order: { items: [{ sku: 'lemon-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Paula Grace' },
    },
  },
  {
    id: 'pwl-some-carrot-press-count',
    category: 'keys',
    channel: 'voice',
    // "Some" is not a count: the clerk asks how many, and the keyed 4 answers it.
    steps: ["some carrot slices for four o'clock please", { press: '4' }, 'Sam Yoon', 'yes'],
    expect: {
      says: [price(24)],
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Sam Yoon' },
    },
  },

  // ================================================================ times said as words
  {
    id: 'pwl-twenty-past-four-uh-huh',
    category: 'spoken-time',
    channel: 'voice',
    steps: ['four lemon slices for uh twenty past four', 'Gina Russo', 'uh-huh'],
    expect: {
      says: [price(23)],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:20', name: 'Gina Russo' },
    },
  },
  {
    id: 'pwl-half-eleven-lemon-whole-hello',
    category: 'spoken-time',
    channel: 'voice',
    steps: ['hello? hello? can you hear me?', "okay great um I'd like a whole lemon cake for Saturday at half eleven", 'pick up', 'Rosa Diaz', 'yes'],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:30', name: 'Rosa Diaz' },
    },
  },
  {
    id: 'pwl-half-eight-tonight-after-close',
    category: 'spoken-time',
    channel: 'voice',
    steps: ['two red velvet slices for half eight tonight', 'oh okay half seven then', 'Drew Collins', 'yes'],
    expect: {
      says: [CLOSE_8, price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:30', name: 'Drew Collins' },
    },
  },
  {
    id: 'pwl-lunchtime-then-half-twelve',
    category: 'spoken-time',
    channel: 'voice',
    steps: ['um a whole vanilla bean cake for Monday around lunchtime for pickup', 'say half twelve', 'Ellie Shaw', 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T12:30', name: 'Ellie Shaw' },
    },
  },
  {
    id: 'pwl-noonish-tomorrow-fudge-whole',
    category: 'spoken-time',
    channel: 'voice',
    steps: ["uh yeah one whole chocolate fudge cake tomorrow noon-ish I'll come get it", 'Bruno Silva', 'mm-hmm yeah'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Bruno Silva' },
    },
  },
  {
    id: 'pwl-quarter-to-one-sunday-pryce',
    category: 'spelled-name',
    channel: 'voice',
    steps: ["a whole chocolate fudge cake for Sunday at quarter to one I'll pick it up", "Gwen Price but it's spelled P R Y C E", 'yes'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:45', name: 'Gwen Pryce' },
    },
  },
  {
    id: 'pwl-eleven-ish-rambling-lemon',
    category: 'spoken-time',
    channel: 'voice',
    steps: [
      "hi yes um so it's my mum's birthday on Sunday and uh she loves lemon so I was thinking um maybe the whole lemon cake the big one for like eleven-ish in the morning I'll pick it up",
      'Tara Quinn',
      "yes that's perfect",
    ],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Tara Quinn' },
    },
  },
  {
    id: 'pwl-whole-today-notice-then-tomorrow',
    category: 'spoken-time',
    channel: 'voice',
    steps: ['a whole chocolate cake for this afternoon at uh four', "oh okay then tomorrow at four I'll pick it up", 'Ravi Shah', 'yes'],
    expect: {
      says: [NOTICE_24, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Ravi Shah' },
    },
  },
  {
    id: 'pwl-overnight-whole-vanilla-half-two-sunday',
    category: 'spoken-time',
    channel: 'voice',
    now: '2026-11-20T22:40:00-06:00',
    steps: ['yeah uh a whole vanilla bean cake for Sunday at half two', "pick up. it's Colin Drake", { press: '1' }],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T14:30', name: 'Colin Drake' },
    },
  },

  // ================================================================ self-corrections mid-sentence
  {
    id: 'pwl-flavour-false-start-carrot-no-rv',
    category: 'self-correction',
    channel: 'voice',
    steps: ["I'd like two slices of the uh the carrot no wait the red velvet for three o'clock", 'Marcus Webb', 'yes'],
    expect: {
      says: [price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Marcus Webb' },
    },
  },
  {
    id: 'pwl-count-three-no-four-lemon',
    category: 'self-correction',
    channel: 'voice',
    steps: ['can I get three no make that four lemon slices for two thirty', 'Aisha Bello', 'yes'],
    expect: {
      says: [price(23)],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: 'Aisha Bello' },
    },
  },
  {
    id: 'pwl-day-saturday-sorry-sunday',
    category: 'self-correction',
    channel: 'voice',
    steps: ["a whole carrot cake for Saturday sorry I mean Sunday at eleven in the morning I'll pick it up", 'Glen Harper', 'yes'],
    expect: {
      says: [price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Glen Harper' },
    },
  },
  {
    id: 'pwl-time-three-i-mean-four',
    category: 'self-correction',
    channel: 'voice',
    steps: ["um four vanilla slices at three I mean four four o'clock", 'Dana Price', 'yes'],
    expect: {
      says: [price(22)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Dana Price' },
    },
  },
  {
    id: 'pwl-two-lines-lemon-count-corrected',
    category: 'self-correction',
    channel: 'voice',
    steps: ['two carrot slices and uh three lemon no two lemon slices for half past one', 'Owen Pugh', 'yes'],
    expect: {
      says: [price(23.5)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:30', name: 'Owen Pugh' },
    },
  },
  {
    id: 'pwl-readback-quarter-past-three-not-four',
    category: 'self-correction',
    channel: 'voice',
    steps: ["three red velvet slices for quarter past four name's Bea Lyons", 'no no quarter past three not four', 'yes'],
    expect: {
      says: [price(19.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:15', name: 'Bea Lyons' },
    },
  },
  {
    id: 'pwl-said-red-velvet-not-carrot',
    category: 'self-correction',
    channel: 'voice',
    steps: ['a whole carrot cake for Sunday at two pickup', 'no no I said red velvet not carrot', 'Joan Pike', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Joan Pike' },
    },
  },
  {
    id: 'pwl-large-no-regular-fudge',
    category: 'self-correction',
    channel: 'voice',
    steps: ["three large uh no regular chocolate fudge slices for one o'clock", 'Tess Morgan', 'yes'],
    expect: {
      says: [price(19.5)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Tess Morgan' },
    },
  },
  {
    id: 'pwl-pickup-no-delivery-no-pickup',
    category: 'self-correction',
    channel: 'voice',
    steps: ['a whole vanilla bean cake for Monday at two delivered no actually I will pick it up myself', 'Ken Doyle', 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T14:00', name: 'Ken Doyle' },
    },
  },

  // ================================================================ repeats and stutters
  {
    id: 'pwl-stutter-whole-red-velvet',
    category: 'repeat',
    channel: 'voice',
    steps: ["I I'd like a a whole red velvet cake for for Saturday at noon I'll pick it up", 'Carla Mendes', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Carla Mendes' },
    },
  },
  {
    id: 'pwl-repeats-order-in-next-turn',
    category: 'repeat',
    channel: 'voice',
    // The order said again with the name: still three slices, not six.
    steps: ["three carrot slices for four o'clock please", "yeah three carrot slices at four it's for Mike Dunn", 'yes'],
    expect: {
      says: [price(18)],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Mike Dunn' },
    },
  },
  {
    id: 'pwl-repeats-same-sentence-after-sorry',
    category: 'repeat',
    channel: 'voice',
    steps: ["two lemon slices for one o'clock sorry two lemon slices for one o'clock you cut out", 'Ruth Okoye', 'yes'],
    expect: {
      says: [price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Ruth Okoye' },
    },
  },
  {
    id: 'pwl-repeats-name-twice',
    category: 'repeat',
    channel: 'voice',
    steps: ['five red velvet slices at quarter past two', "it's Dev Patel Dev Patel", 'yes'],
    expect: {
      says: [price(32.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:15', name: 'Dev Patel' },
    },
  },
  {
    id: 'pwl-yes-yes-yes',
    category: 'repeat',
    channel: 'voice',
    steps: ["a whole carrot cake for Monday at quarter past twelve for pickup name's Ida Bloom", "yes yes yes that's it yes"],
    expect: {
      says: [price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T12:15', name: 'Ida Bloom' },
    },
  },

  // ================================================================ names spelled and restarted
  {
    id: 'pwl-spelled-reid-corrects-read',
    category: 'spelled-name',
    channel: 'voice',
    steps: ['two red velvet slices at quarter past one', 'Callum Read', "no it's spelled R E I D", 'yes'],
    expect: {
      says: [price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:15', name: 'Callum Reid' },
    },
  },
  {
    id: 'pwl-spelled-nguyen-last-name-first',
    category: 'spelled-name',
    channel: 'voice',
    steps: ["hi um a whole vanilla bean cake for Monday at noon I'll pick it up", 'last name Nguyen N G U Y E N first name Linh', 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T12:00', name: 'Linh Nguyen' },
    },
  },
  {
    id: 'pwl-spelled-zoe-marsh',
    category: 'spelled-name',
    channel: 'voice',
    steps: ['five carrot slices at half past two', "it's Zoe Z O E Zoe Marsh", 'yes'],
    expect: {
      says: [price(30)],
      order: { items: [{ sku: 'carrot-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: 'Zoe Marsh' },
    },
  },
  {
    id: 'pwl-katherine-with-a-k',
    category: 'spelled-name',
    channel: 'voice',
    steps: ['three lemon slices for quarter past four', 'Katherine with a K Katherine Lund', 'yes'],
    expect: {
      says: [price(17.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:15', name: 'Katherine Lund' },
    },
  },
  {
    id: 'pwl-name-jen-uh-jennifer',
    category: 'spelled-name',
    channel: 'voice',
    steps: ['a whole lemon chiffon cake for tomorrow at half past twelve pickup', 'my name is Jen uh Jennifer Jennifer Ross', 'yes'],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:30', name: 'Jennifer Ross' },
    },
  },
  {
    id: 'pwl-spelled-surname-oyelaran',
    category: 'spelled-name',
    channel: 'voice',
    steps: ["um two whole red velvet cakes Sunday at one o'clock pick up", "Tunde Oyelaran that's O Y E L A R A N", 'yes'],
    expect: {
      says: [price(100)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Tunde Oyelaran' },
    },
  },

  // ================================================================ silence
  {
    id: 'pwl-silence-at-name',
    category: 'silence',
    channel: 'voice',
    steps: ['two carrot slices and two lemon slices for noon', { silence: true }, 'oh sorry Leah Kim', 'yes'],
    expect: {
      says: [price(23.5)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Leah Kim' },
    },
  },
  {
    id: 'pwl-silence-at-readback-then-yes',
    category: 'silence',
    channel: 'voice',
    steps: ["a whole vanilla bean cake for Saturday at quarter past eleven pickup name's Omar Said", { silence: true }, "yes sorry that's right"],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:15', name: 'Omar Said' },
    },
  },
  {
    id: 'pwl-hang-on-ask-wife-silence',
    category: 'silence',
    channel: 'voice',
    steps: ['hang on let me ask my wife what she wants', { silence: true }, 'okay sorry she wants a whole carrot cake for Saturday at four pickup', 'Phil Moss', 'yes'],
    expect: {
      says: [price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Phil Moss' },
    },
  },
  {
    id: 'pwl-silent-caller',
    category: 'silence',
    channel: 'voice',
    steps: [{ silence: true }, { silence: true }],
    expect: { noOrder: true, lastSays: [STAFF], never: [PLACED_CLAIM] },
  },
  {
    id: 'pwl-two-silences-after-items',
    category: 'silence',
    channel: 'voice',
    steps: ["three lemon slices for five o'clock", { silence: true }, { silence: true }],
    expect: { noOrder: true, lastSays: [STAFF, NOT_PLACED], never: [PLACED_CLAIM] },
  },

  // ================================================================ keys
  {
    id: 'pwl-press-1-menu-then-order',
    category: 'keys',
    channel: 'voice',
    steps: [{ press: '1' }, 'um yeah half a dozen lemon slices for quarter past two', 'Ola Nwosu', { press: '1' }],
    expect: {
      says: [price(34.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:15', name: 'Ola Nwosu' },
    },
  },
  {
    id: 'pwl-press-2-change-count',
    category: 'keys',
    channel: 'voice',
    steps: ["four vanilla bean slices at one o'clock name's Terry Vance", { press: '2' }, 'make it six six slices', 'yes'],
    expect: {
      says: [price(33)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Terry Vance' },
    },
  },
  {
    id: 'pwl-press-0-mid-order',
    category: 'handoff',
    channel: 'voice',
    steps: ['uh two whole carrot cakes for Sunday at noon', { press: '0' }],
    expect: { noOrder: true, lastSays: [STAFF, NOT_PLACED], never: [PLACED_CLAIM] },
  },
  {
    id: 'pwl-press-5-at-readback-then-1',
    category: 'keys',
    channel: 'voice',
    steps: ["three lemon slices at half one it's Maggie Doyle", { press: '5' }, { press: '1' }],
    expect: {
      says: [price(17.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:30', name: 'Maggie Doyle' },
    },
  },
  {
    id: 'pwl-press-1-at-name-question',
    category: 'keys',
    channel: 'voice',
    // A key at "what name?" is asked about again and changes nothing.
    steps: ['a whole red velvet cake for Saturday at three pick up', { press: '1' }, "oh sorry it's Ray Burke", 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Ray Burke' },
    },
  },
  {
    id: 'pwl-keyed-callback-number',
    category: 'keys',
    channel: 'voice',
    steps: [
      "a whole carrot cake for Monday at eleven I'll pick it up my name's Dee Grant",
      "can you put my cell number on it instead I'm calling from work I'll type it in",
      { press: '5125550143' },
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T11:00', name: 'Dee Grant', phone: '+15125550143' },
    },
  },
  {
    id: 'pwl-spoken-number-self-corrected',
    category: 'self-correction',
    channel: 'voice',
    steps: [
      "two whole vanilla bean cakes for Sunday at four pick up name's Abe Lincoln",
      'use my cell for it five one two five five five zero one no sorry zero one seven nine',
      'yes',
    ],
    expect: {
      says: [price(88)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T16:00', name: 'Abe Lincoln', phone: '+15125550179' },
    },
  },

  // ================================================================ asking to hear it again
  {
    id: 'pwl-what-was-the-total-then-yes',
    category: 'repeat-please',
    channel: 'voice',
    steps: ["a dozen red velvet slices for half past three name's Sofia Lind", 'sorry what was the total?', 'okay yes'],
    expect: {
      says: [price(78)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 12 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:30', name: 'Sofia Lind' },
    },
  },
  {
    id: 'pwl-could-you-repeat-that-readback',
    category: 'repeat-please',
    channel: 'voice',
    // Asking to hear the read-back again is not a yes.
    steps: ["two whole vanilla bean cakes for Sunday at noon-ish pickup it's Ben Hale", 'sorry could you repeat that?'],
    expect: { noOrder: true, lastSays: [price(88)], never: [PLACED_CLAIM] },
  },
  {
    id: 'pwl-what-time-did-you-say',
    category: 'repeat-please',
    channel: 'voice',
    steps: ["a whole chocolate fudge cake for Saturday at quarter to four pick up name's Lou Tran", 'wait what time did you say?'],
    expect: { noOrder: true, lastSays: [/3:45|three forty[- ]five|quarter to four/i], never: [PLACED_CLAIM] },
  },
  {
    id: 'pwl-say-again-at-name-question',
    category: 'repeat-please',
    channel: 'voice',
    steps: ['three vanilla slices at noon', 'sorry say again?', "oh my name it's Abby Stone", 'yes'],
    expect: {
      says: [price(16.5)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Abby Stone' },
    },
  },
  {
    id: 'pwl-what-were-the-options',
    category: 'repeat-please',
    channel: 'voice',
    steps: ['uh sorry what were the options again?', "oh okay I'll just tell you two carrot slices for two o'clock", 'Neil Fox', 'yes'],
    expect: {
      says: [price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Neil Fox' },
    },
  },
  {
    id: 'pwl-pardon-then-press-1',
    category: 'repeat-please',
    channel: 'voice',
    steps: ["six carrot slices at two fifteen name's Lily Tran", 'pardon? what was that?', { press: '1' }],
    expect: {
      says: [price(36)],
      order: { items: [{ sku: 'carrot-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:15', name: 'Lily Tran' },
    },
  },
  {
    id: 'pwl-how-much-say-again',
    category: 'repeat-please',
    channel: 'voice',
    steps: ['how much is a slice of the lemon cake?', 'sorry how much did you say?'],
    expect: { noOrder: true, lastSays: [price(5.75)] },
  },

  // ================================================================ asking for a person
  {
    id: 'pwl-representative-at-start',
    category: 'handoff',
    channel: 'voice',
    steps: ['representative representative'],
    expect: { noOrder: true, lastSays: [STAFF], never: [PLACED_CLAIM] },
  },
  {
    id: 'pwl-human-mid-custom-cake',
    category: 'handoff',
    channel: 'voice',
    steps: ["I want um a custom cake for my daughter's birthday", 'ugh can I just talk to someone an actual human'],
    expect: { noOrder: true, lastSays: [STAFF], never: [PLACED_CLAIM] },
  },
  {
    id: 'pwl-person-at-readback',
    category: 'handoff',
    channel: 'voice',
    steps: ["two whole lemon cakes for Sunday at one pickup name's Ivan Petrov", 'hmm actually can I speak to a person before I confirm'],
    expect: { noOrder: true, lastSays: [STAFF, NOT_PLACED], never: [PLACED_CLAIM] },
  },

  // ================================================================ goodbyes
  {
    id: 'pwl-hours-then-bye',
    category: 'goodbye',
    channel: 'voice',
    steps: ['um what time do you close today?', "okay thanks that's all bye"],
    expect: { noOrder: true, says: [CLOSE_8], lastSays: [GOODBYE] },
  },
  {
    id: 'pwl-price-then-think-about-it',
    category: 'goodbye',
    channel: 'voice',
    steps: ['how much is uh a whole carrot cake?', "um okay I'll think about it thanks bye"],
    expect: { noOrder: true, says: [price(46)], lastSays: [GOODBYE] },
  },
  {
    id: 'pwl-silence-then-call-back-later',
    category: 'goodbye',
    channel: 'voice',
    steps: ['uh three red velvet slices at four', { silence: true }, "sorry I have to go I'll call back later bye"],
    expect: { noOrder: true, lastSays: [GOODBYE, NOT_PLACED], never: [PLACED_CLAIM] },
  },
  {
    id: 'pwl-never-mind-call-back',
    category: 'goodbye',
    channel: 'voice',
    steps: ['um a couple of whole red velvet cakes for Sunday', "actually never mind I'll call back when I know the numbers thank you bye"],
    expect: { noOrder: true, lastSays: [GOODBYE], never: [PLACED_CLAIM] },
  },
  {
    id: 'pwl-no-at-readback-then-bye',
    category: 'goodbye',
    channel: 'voice',
    steps: ["four carrot slices for three o'clock it's Lena Fox", "no uh you know what don't place it I'll just come in goodbye"],
    expect: { noOrder: true, lastSays: [GOODBYE, NOT_PLACED], never: [PLACED_CLAIM] },
  },

  // ================================================================ the rest of the rules, by phone
  {
    id: 'pwl-allergy-um-eggs',
    category: 'allergy',
    channel: 'voice',
    steps: ["uh half a dozen vanilla bean slices for five o'clock and um my son is allergic to eggs", 'Mona Saleh', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T17:00', name: 'Mona Saleh', allergy: true },
      never: [FREE_CLAIM],
    },
  },
  {
    id: 'pwl-delivery-spoken-address',
    category: 'delivery',
    channel: 'voice',
    steps: ['a whole chocolate fudge cake delivered on Sunday at about two', "it's 1205 Maple Avenue", 'Frank Ortiz', 'yes'],
    expect: {
      says: [price(48)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T14:00',
        name: 'Frank Ortiz',
        address: /1205 maple/i,
      },
    },
  },
  {
    id: 'pwl-custom-ten-inch-tuesday',
    category: 'custom',
    channel: 'voice',
    steps: ["I'd like um a custom cake the ten inch for Tuesday at four in the afternoon it should say happy birthday Leo", 'pick up', 'Carmen Ruiz', 'yes'],
    expect: {
      says: [price(85)],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T16:00', name: 'Carmen Ruiz' },
    },
  },
];

const notYet = new Set<string>(['pwl-pair-large-fudge-ten-to-five', 'pwl-hundred-twenty-then-hundred', 'pwl-twenty-past-four-uh-huh', 'pwl-half-eight-tonight-after-close', 'pwl-lunchtime-then-half-twelve', 'pwl-noonish-tomorrow-fudge-whole', 'pwl-quarter-to-one-sunday-pryce', 'pwl-flavour-false-start-carrot-no-rv', 'pwl-time-three-i-mean-four', 'pwl-readback-quarter-past-three-not-four', 'pwl-said-red-velvet-not-carrot', 'pwl-large-no-regular-fudge', 'pwl-silence-at-readback-then-yes', 'pwl-press-2-change-count', 'pwl-press-5-at-readback-then-1', 'pwl-spoken-number-self-corrected', 'pwl-no-at-readback-then-bye']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
