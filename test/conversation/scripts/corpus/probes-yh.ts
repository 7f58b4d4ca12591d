import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// PHONE CALLS ONLY: every step is what a caller said aloud and speech recognition wrote down, a
// key pressed ({ press: '1' } to confirm) or a silence. Numbers and times in words ("half past
// two", "quarter to five", "ten to four", "noon tomorrow", "a dozen", "half a dozen", "twenty
// five"), another phone number said digit by digit ("five one two, five five five, zero one four
// four", "oh" for zero, a number corrected mid-sentence), names spelled letter by letter ("Smith,
// S M I T H", a spelling that corrects what was heard), fillers ("uh", "um", "like", "you know"),
// false starts and self-corrections ("two, no, three slices", "carrot, wait, red velvet", "four,
// actually five"), asking to hear something again, a question first and then an order, asking for
// a person, allergies (peanut, egg, walnuts in the carrot cake), mishearings of flavours ("carat",
// "red belvet", "lemmon", "vanilla been", "read velvet"), silence mid-call and a caller who goes
// quiet and never confirms.
//
// Catalog facts used: whole cakes (8-inch, serve 10 to 12, 24 h notice): chocolate fudge $48,
// carrot $46 (walnuts), red velvet $50, vanilla bean $44 (red velvet / vanilla allergens unknown);
// lemon whole 10-inch $58, serves 14 to 16. Strawberry shortcake listed but unavailable. Slices
// (in-store pickup only, no notice): chocolate fudge $6.50 regular / $9.50 large, carrot $6.00,
// red velvet $6.50, lemon $5.75, vanilla bean $5.50. Custom cake 8-inch from $65 / 10-inch from
// $85, 72 h notice, always needs_approval. Drinks in-cafe only. Delivery: whole/custom only, needs
// approval and an address, no fee or time invented. Total over $200 or any allergy: needs
// approval. Open 8 AM to 8 PM daily (Thanksgiving Thu 26 open); orders placed 8 PM to 8 AM are
// held_overnight. Clock: Fri 2026-11-20 10:00 Central (Sat 21, Sun 22, Mon 23, Tue 24, Wed 25,
// Thu 26, Fri 27).

const STAFF = /staff|team|someone|somebody|person|owner|manager|human|transfer|connect(ing)? you|call (us|the bakery)|bakery directly|baker/i;
const STAFF_REVIEW = /staff|team|owner|manager|baker|review|approv|someone (will|from)|follow up|get back to you|reach out/i;
const PLACED_CLAIM = /ord_[a-z0-9]{6,}|(order|it)\s+(has been|is|was)\s+(placed|confirmed|booked)\b/i;
const FREE_CLAIM =
  /(?<!(not|n.t|never|cannot|can.t|whether|if)\b[^.?!]{0,30})\b(is|are|it'?s|they'?re)\s+(completely\s+|totally\s+)?(nut|peanut|egg|dairy|gluten|allergen|tree[- ]nut)[- ]free|(?<!(not|n.t|cannot|can.t|whether|if)\b[^.?!]{0,30})\b(has|contains|have)\s+no\s+(nuts|peanuts|eggs|walnuts|dairy)|(?<!(not|n.t|never|cannot|can.t|whether|if)\b[^.?!]{0,30})\b(should be|will be|is|it'?s|they'?re|are)\s+(perfectly\s+|totally\s+)?safe\b/i;
const UNKNOWN_ALLERGENS =
  /(can.?t|cannot|unable to|not able to) (confirm|guarantee|promise|say|be sure)|don.?t have (full |complete |the )?(allergen|ingredient)|not (sure|listed|confirmed|known)|unknown|no (allergen )?information|staff|team|baker/i;
const WALNUT = /walnut|tree[- ]?nut/i;
const CAFE_ONLY = /caf[eé]|in[- ]store|in person|at the (counter|bakery|shop)|(can.?t|cannot|not able to|unable to|don.?t|do not)\s+(take|place|order|accept|do|offer|be ordered|add|include)|not (available|something).{0,30}(order|ahead|phone)/i;
const NOTICE_24 = /24|twenty[- ]four|a day|day'?s notice|tomorrow|day ahead|day in advance/i;
const CLOSE_8 = /\b8\b|\b8:00|\beight\b/i;
const PICKUP_ONLY = /pick[- ]?up|in[- ]store|in person|in the bakery|(can.?t|cannot|don.?t|do not|not able to|unable to)\s+(be\s+)?deliver|only (for )?whole|whole (cakes?|and custom)/i;
const UNAVAILABLE = /not available|unavailable|don.?t have|do not have|out of|sold out|not (on|making|offering|carrying)|isn.?t available|season/i;
const INVENTED_FEE = /(delivery|the)\s+fee\s+(is|will be|would be|of)\s+(\$|\d|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)|\$\s?\d+(\.\d\d)?\s+(delivery|for delivery)|\b(free|no-charge) delivery/i;
const DELIVERY_TIME_PROMISE = /(arrive|get there|be there|deliver(ed)?|drop(ped)? (it )?off)\s+(by|within|in)\s+(\d|an? |one|two|three|noon)|\bwithin\s+\d+\s*(minutes|mins|hours?)\b/i;
const SERVES_14_16 = /\b14\b|fourteen|\b16\b|sixteen/i;
const TEN_INCH = /\b10[- ]?(inch|in\b|")|ten[- ]inch/i;

const written: Script[] = [
  // ======================================================================== TIMES AND COUNTS IN WORDS
  {
    id: 'pyh-half-past-two-fudge-whole',
    category: 'spoken-time',
    channel: 'voice',
    steps: ["hi uh yeah I'd like a whole chocolate fudge cake for tomorrow at half past two, I'll pick it up, name's Dana Cole", { press: '1' }],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:30', name: 'Dana Cole' },
    },
  },
  {
    id: 'pyh-quarter-to-five-lemmon-slices',
    category: 'spoken-time',
    channel: 'voice',
    steps: ['um can I get three slices of lemmon cake for today at quarter to five, I will come get them', 'Priya', "yes that's right"],
    expect: {
      says: [price(17.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:45', name: 'Priya' },
    },
  },
  {
    id: 'pyh-noon-tomorrow-carat-whole',
    category: 'mishearing',
    channel: 'voice',
    steps: ['I want to order a carat cake, the whole one, for noon tomorrow', 'pick up', 'Walter Briggs', 'yep'],
    expect: {
      says: [price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Walter Briggs' },
    },
  },
  {
    id: 'pyh-dozen-red-belvet-two-thirty',
    category: 'mishearing',
    channel: 'voice',
    steps: ['could I get a dozen red belvet slices for this afternoon around two thirty', 'pickup', 'Marcus Hill', { press: '1' }],
    expect: {
      says: [price(78)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 12 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: 'Marcus Hill' },
    },
  },
  {
    id: 'pyh-half-dozen-vanilla-been-one-fifteen',
    category: 'spoken-count',
    channel: 'voice',
    steps: ["half a dozen vanilla been slices please, I'll pick them up at one fifteen today, this is Grace", { press: '1' }],
    expect: {
      says: [price(33)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:15', name: 'Grace' },
    },
  },
  {
    id: 'pyh-ten-to-four-large-fudge-slices',
    category: 'spoken-time',
    channel: 'voice',
    steps: ["I'll take two large slices of the chocolate fudge, ready at ten to four this afternoon please", 'Omar', 'yes'],
    expect: {
      says: [price(19)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:50', name: 'Omar' },
    },
  },
  {
    id: 'pyh-sunday-quarter-past-eleven-vanilla',
    category: 'spoken-time',
    channel: 'voice',
    steps: ["a whole vanilla bean cake for Sunday at quarter past eleven in the morning, my name is Ruth Adler and I'll pick it up", { press: '1' }],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:15', name: 'Ruth Adler' },
    },
  },
  {
    id: 'pyh-day-after-tomorrow-lemon-whole',
    category: 'spoken-time',
    channel: 'voice',
    steps: ['yeah so the day after tomorrow at four in the afternoon I need one whole lemon cake, for pickup', 'Henry Park', 'correct'],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T16:00', name: 'Henry Park' },
    },
  },
  {
    id: 'pyh-twenty-seventh-five-pm-red-velvet',
    category: 'spoken-date',
    channel: 'voice',
    steps: ['I need a red velvet cake, a whole one, on the twenty seventh at five p m', 'pickup', 'Lena Ortiz', { press: '1' }],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T17:00', name: 'Lena Ortiz' },
    },
  },
  {
    id: 'pyh-couple-and-couple-three-oclock',
    category: 'spoken-count',
    channel: 'voice',
    steps: ["a couple of carrot slices and, like, a couple of lemon slices, for three o'clock today", 'Beth', 'yeah go ahead'],
    expect: {
      says: [price(23.5)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Beth' },
    },
  },
  {
    id: 'pyh-twenty-five-fudge-slices-office',
    category: 'spoken-count',
    channel: 'voice',
    steps: ['I need twenty five slices of chocolate fudge for an office thing, tomorrow at eleven thirty in the morning, pickup, Greg Lum', 'yes please'],
    expect: {
      says: [price(162.5)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 25 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:30', name: 'Greg Lum' },
    },
  },
  {
    id: 'pyh-thanksgiving-open-then-carrot',
    category: 'question-then-order',
    channel: 'voice',
    steps: ['hi, um, are you guys open on Thanksgiving?', "great. I'd like a whole carrot cake for Thanksgiving morning at ten, pickup, Joan Fitch", 'yes'],
    expect: {
      says: [/open/i, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-26T10:00', name: 'Joan Fitch' },
    },
  },
  {
    id: 'pyh-noon-today-vanilla-and-fudge',
    category: 'spoken-time',
    channel: 'voice',
    steps: ["okay so I'm gonna want one vanilla bean slice and one chocolate fudge slice at noon", 'pick up', 'Sam', { press: '1' }],
    expect: {
      says: [price(12)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Sam' },
    },
  },

  // ======================================================================== ANOTHER PHONE NUMBER, SAID ALOUD
  {
    id: 'pyh-other-number-after-order',
    category: 'spoken-phone',
    channel: 'voice',
    steps: [
      "I'd like a whole chocolate fudge cake for tomorrow at three p m, pickup, my name is Tara Lind",
      "oh and this is my husband's phone, you can reach me at five one two, five five five, zero one four four",
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Tara Lind', phone: '+15125550144' },
    },
  },
  {
    id: 'pyh-other-number-oh-first',
    category: 'spoken-phone',
    channel: 'voice',
    steps: [
      "hi, I'm calling from a work line so put down my cell, it's five one two five five five oh three eight seven",
      "two red velvet slices for pickup at noon today, name's Cal Reyes",
      { press: '1' },
    ],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Cal Reyes', phone: '+15125550387' },
    },
  },
  {
    id: 'pyh-other-number-737-with-order',
    category: 'spoken-phone',
    channel: 'voice',
    steps: [
      'um one whole vanilla bean cake for Saturday at two in the afternoon, pick up, for Ines Moreau, and my number is seven three seven, five five five, one two one two',
      'yes that is right',
    ],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Ines Moreau', phone: '+17375551212' },
    },
  },
  {
    id: 'pyh-other-number-corrected',
    category: 'spoken-phone',
    channel: 'voice',
    steps: [
      'four lemon slices at two this afternoon please, name is Dee Walsh',
      'and call me back on five one two five five five zero one four four, no sorry, zero one four eight',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Dee Walsh', phone: '+15125550148' },
    },
  },

  // ======================================================================== NAMES SPELLED OUT
  {
    id: 'pyh-spelled-jon-smith',
    category: 'spelled-name',
    channel: 'voice',
    steps: ["one lemon slice and one vanilla slice for eleven thirty this morning, it's Jon Smith, that's J O N, Smith S M I T H", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Jon Smith' },
    },
  },
  {
    id: 'pyh-spelled-linh-nguyen',
    category: 'spelled-name',
    channel: 'voice',
    steps: ['I want to order a whole vanilla bean cake for Saturday at two, for pickup', 'first name Linh, L I N H, last name Nguyen, N G U Y E N', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Linh Nguyen' },
    },
  },
  {
    id: 'pyh-spelled-marc-with-c',
    category: 'spelled-name',
    channel: 'voice',
    steps: ['whole red velvet for tomorrow at one in the afternoon, pickup', "Mark Ellis. That's Marc with a C, M A R C", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Marc Ellis' },
    },
  },
  {
    id: 'pyh-spelled-kowalczyk',
    category: 'spelled-name',
    channel: 'voice',
    steps: ['three carrot slices at four today', 'Anna Kowalczyk, K O W A L C Z Y K', 'yes'],
    expect: {
      says: [price(18)],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Anna Kowalczyk' },
    },
  },

  // ======================================================================== FILLERS, FALSE STARTS, SELF-CORRECTIONS
  {
    id: 'pyh-fillers-red-velvet-six',
    category: 'fillers',
    channel: 'voice',
    steps: [
      'so um, like, I was wondering if, you know, I could get uh, a whole, um, red velvet cake? for like tomorrow at, uh, six in the evening',
      'uh pickup yeah',
      "it's um, Jess Tran",
      "yeah yeah that's right",
    ],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T18:00', name: 'Jess Tran' },
    },
  },
  {
    id: 'pyh-two-no-three-carrot-slices',
    category: 'self-correction',
    channel: 'voice',
    steps: ["can I get two, no, three slices of the carrot cake for noon today, pick up, name's Ivy", { press: '1' }],
    expect: {
      says: [price(18)],
      never: [price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Ivy' },
    },
  },
  {
    id: 'pyh-carrot-wait-red-velvet',
    category: 'self-correction',
    channel: 'voice',
    steps: ['I want a whole carrot, wait, no, make that a whole red velvet for Sunday at one p m', 'pickup', 'Nate Cho', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Nate Cho' },
    },
  },
  {
    id: 'pyh-four-actually-five',
    category: 'self-correction',
    channel: 'voice',
    steps: ['a whole vanilla bean cake tomorrow at four, actually, no, make it five, pick up, Rosa Diaz', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Rosa Diaz' },
    },
  },
  {
    id: 'pyh-change-count-after-readback',
    category: 'self-correction',
    channel: 'voice',
    steps: ["two lemon slices at two o'clock today, name is Kurt", 'oh wait, can you make that four lemon slices', 'yes'],
    expect: {
      says: [price(23)],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Kurt' },
    },
  },
  {
    id: 'pyh-start-over-sentence',
    category: 'false-start',
    channel: 'voice',
    steps: ["I'd like to, uh, sorry, let me start over. I'd like one whole chocolate fudge for Saturday at eleven a m, for pickup", 'Bea Lowe', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Bea Lowe' },
    },
  },

  // ======================================================================== ASKING TO HEAR IT AGAIN
  {
    id: 'pyh-say-again-readback-no-order',
    category: 'repeat',
    channel: 'voice',
    steps: ['three red velvet slices at one p m today, pickup, name is Hal Burke', "sorry can you say that again, you're breaking up"],
    expect: { noOrder: true, lastSays: [/red velvet/i, price(19.5)], never: [PLACED_CLAIM] },
  },
  {
    id: 'pyh-say-again-then-press-1',
    category: 'repeat',
    channel: 'voice',
    steps: ['three red velvet slices at one p m today, pickup, name is Hal Burke', 'sorry, what was that?', { press: '1' }],
    expect: {
      says: [price(19.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Hal Burke' },
    },
  },
  {
    id: 'pyh-what-was-total-again',
    category: 'repeat',
    channel: 'voice',
    steps: ['a whole lemon cake and two carrot slices, tomorrow at noon, pickup, Mina Sato', 'what was the total again?'],
    expect: { noOrder: true, lastSays: [price(70)], never: [PLACED_CLAIM] },
  },
  {
    id: 'pyh-price-question-repeat',
    category: 'repeat',
    channel: 'voice',
    steps: ['how much is a whole red velvet cake', 'sorry, how much did you say?'],
    expect: { noOrder: true, lastSays: [price(50)], never: [PLACED_CLAIM] },
  },

  // ======================================================================== A QUESTION FIRST, THEN AN ORDER
  {
    id: 'pyh-lemon-size-then-order',
    category: 'question-then-order',
    channel: 'voice',
    steps: ['how big is the lemon cake, like how many people does it feed', "perfect, I'll take one for Sunday at noon, pick up, Paul Grant", { press: '1' }],
    expect: {
      says: [SERVES_14_16, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Paul Grant' },
    },
  },
  {
    id: 'pyh-close-time-then-slices',
    category: 'question-then-order',
    channel: 'voice',
    steps: ['what time do you guys close tonight', "okay then two vanilla bean slices at seven thirty tonight, name's Ben", 'yes'],
    expect: {
      says: [CLOSE_8],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:30', name: 'Ben' },
    },
  },
  {
    id: 'pyh-custom-price-then-order',
    category: 'question-then-order',
    channel: 'voice',
    steps: [
      'how much is a custom cake',
      "okay, a ten inch one for a retirement, white with blue flowers, saying Happy Retirement Pat, Wednesday at two in the afternoon, pickup, Sue Hale",
      'yes',
    ],
    expect: {
      says: [price(65), price(85)],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T14:00', name: 'Sue Hale', notes: /pat/i },
    },
  },
  {
    id: 'pyh-strawberry-then-vanilla',
    category: 'question-then-order',
    channel: 'voice',
    steps: ['do you have strawberry shortcake', "oh that's too bad. okay a whole vanilla bean then, Saturday at noon, pickup, Ann Lee", 'yes'],
    expect: {
      says: [UNAVAILABLE],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Ann Lee' },
    },
  },

  // ======================================================================== ASKING FOR A PERSON
  {
    id: 'pyh-real-person-right-away',
    category: 'person',
    channel: 'voice',
    steps: ['can I just talk to a real person please'],
    expect: { noOrder: true, says: [STAFF], never: [PLACED_CLAIM] },
  },
  {
    id: 'pyh-representative-shouted',
    category: 'person',
    channel: 'voice',
    steps: ['representative', 'representative!'],
    expect: { noOrder: true, says: [STAFF], never: [PLACED_CLAIM] },
  },
  {
    id: 'pyh-person-mid-custom-order',
    category: 'person',
    channel: 'voice',
    steps: ['I wanna order a custom wedding cake', "um actually this is kind of complicated, can I speak to somebody there"],
    expect: { noOrder: true, lastSays: [STAFF], never: [PLACED_CLAIM] },
  },

  // ======================================================================== ALLERGIES
  {
    id: 'pyh-peanut-allergy-fudge-order',
    category: 'allergy',
    channel: 'voice',
    steps: ['whole chocolate fudge tomorrow at one p m, pickup, my daughter has a peanut allergy by the way, name is Mia Roth', 'yes'],
    expect: {
      says: [STAFF_REVIEW],
      never: [FREE_CLAIM],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T13:00', name: 'Mia Roth', allergy: true },
    },
  },
  {
    id: 'pyh-tree-nut-vanilla-question',
    category: 'allergy',
    channel: 'voice',
    steps: ['my son is allergic to tree nuts, um, is the vanilla bean cake okay for him'],
    expect: { noOrder: true, lastSays: [UNKNOWN_ALLERGENS], never: [FREE_CLAIM] },
  },
  {
    id: 'pyh-egg-allergy-red-velvet-slices',
    category: 'allergy',
    channel: 'voice',
    steps: ["uh three slices of red velvet for noon, but my wife can't have eggs, she's allergic", 'Tom Baker', 'yes'],
    expect: {
      never: [FREE_CLAIM],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T12:00', name: 'Tom Baker', allergy: true },
    },
  },
  {
    id: 'pyh-walnut-allergy-carat-switch',
    category: 'allergy',
    channel: 'voice',
    steps: ['a whole carat cake for Saturday at three, pickup, my husband is allergic to walnuts though', 'oh, then switch it to the chocolate fudge', 'Rhea Singh', 'yes'],
    expect: {
      says: [WALNUT],
      never: [FREE_CLAIM],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Rhea Singh', allergy: true },
    },
  },
  {
    id: 'pyh-carrot-nuts-question-then-fudge',
    category: 'question-then-order',
    channel: 'voice',
    steps: ['does the carrot cake have nuts in it', 'okay then, one chocolate fudge, the whole cake, tomorrow at two, pickup, Kim Park', { press: '1' }],
    expect: {
      says: [WALNUT],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', at: '2026-11-21T14:00', name: 'Kim Park' },
    },
  },

  // ======================================================================== MISHEARD FLAVOURS
  {
    id: 'pyh-read-velvet-whole-monday',
    category: 'mishearing',
    channel: 'voice',
    steps: ["I'll get a read velvet cake, whole, Monday at three thirty, pickup, Drew Fox", 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T15:30', name: 'Drew Fox' },
    },
  },
  {
    id: 'pyh-lemmon-whole-and-carat-slices',
    category: 'mishearing',
    channel: 'voice',
    steps: ['one whole lemmon cake and four carat cake slices for tomorrow at eleven, pick up, Yusuf Ali', { press: '1' }],
    expect: {
      says: [price(82)],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }, { sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Yusuf Ali' },
    },
  },
  {
    id: 'pyh-vanilla-been-whole-tuesday',
    category: 'mishearing',
    channel: 'voice',
    steps: ['uh I need a vanilla been cake, the whole thing, Tuesday at noon', 'pickup', 'Olga Petrov', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T12:00', name: 'Olga Petrov' },
    },
  },

  // ======================================================================== SILENCE
  {
    id: 'pyh-silence-at-greeting',
    category: 'silence',
    channel: 'voice',
    steps: [{ silence: true }, 'hello? sorry, yeah, I want two carrot slices for one o clock today', 'Luis', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Luis' },
    },
  },
  {
    id: 'pyh-silence-before-name',
    category: 'silence',
    channel: 'voice',
    steps: ['a whole chocolate fudge cake for Sunday at two p m, pickup', { silence: true }, 'oh sorry, Nell Pike', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Nell Pike' },
    },
  },
  {
    id: 'pyh-silence-never-confirms',
    category: 'silence',
    channel: 'voice',
    steps: ['two lemon slices at three today, name is Abe', { silence: true }, { silence: true }],
    expect: { noOrder: true, never: [PLACED_CLAIM] },
  },

  // ======================================================================== OTHER THINGS CALLERS DO
  {
    id: 'pyh-latte-with-slices',
    category: 'drink',
    channel: 'voice',
    steps: ['two slices of chocolate fudge and uh a large latte, for pickup at eleven', 'Leah', 'yes'],
    expect: {
      says: [CAFE_ONLY],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Leah' },
    },
  },
  {
    id: 'pyh-five-fudge-cakes-over-200',
    category: 'approval',
    channel: 'voice',
    steps: ['I need five whole chocolate fudge cakes for Tuesday at ten in the morning', 'pickup', 'Dale Kemp', 'yes'],
    expect: {
      says: [price(240)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T10:00', name: 'Dale Kemp' },
    },
  },
  {
    id: 'pyh-delivery-address-in-words',
    category: 'delivery',
    channel: 'voice',
    steps: ['I need a whole red velvet cake delivered Saturday at two in the afternoon to twenty one oh five South Lamar Boulevard', 'Vic Shaw', 'yes'],
    expect: {
      never: [INVENTED_FEE, DELIVERY_TIME_PROMISE],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Vic Shaw', address: /lamar/i },
    },
  },
  {
    id: 'pyh-evening-call-held-overnight',
    category: 'after-hours',
    channel: 'voice',
    now: '2026-11-20T21:30:00-06:00',
    steps: ["hi I know you're closed but can I order a whole carrot cake for Sunday at five p m, pickup, Noor Haddad", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T17:00', name: 'Noor Haddad' },
    },
  },
  {
    id: 'pyh-whole-lemon-too-soon',
    category: 'notice',
    channel: 'voice',
    steps: ['can I get a whole lemon cake for this afternoon at four', 'okay, tomorrow at four then', 'pickup', 'Eli', 'yes'],
    expect: {
      says: [NOTICE_24],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Eli' },
    },
  },
  {
    id: 'pyh-eight-thirty-tonight-closed',
    category: 'hours',
    channel: 'voice',
    steps: ['two lemon slices at eight thirty tonight', 'oh okay, seven thirty then', 'Zoe', 'yes'],
    expect: {
      says: [CLOSE_8],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:30', name: 'Zoe' },
    },
  },
  {
    id: 'pyh-deliver-slices-question',
    category: 'delivery',
    channel: 'voice',
    steps: ['hey can you guys deliver like four slices of red velvet to my office'],
    expect: { noOrder: true, lastSays: [PICKUP_ONLY], never: [PLACED_CLAIM, INVENTED_FEE] },
  },
  {
    id: 'pyh-custom-ten-inch-spelled-writing',
    category: 'custom',
    channel: 'voice',
    steps: [
      "I'd like a custom cake, ten inch, for my daughter's birthday on Friday the twenty seventh at four, pink with butterflies, and it should say Happy Birthday Zara, that's Z A R A",
      'pickup, and my name is Helen Brooks',
      'yes',
    ],
    expect: {
      says: [TEN_INCH],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T16:00', name: 'Helen Brooks', notes: /zara/i },
    },
  },
];

const notYet = new Set<string>();

export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
