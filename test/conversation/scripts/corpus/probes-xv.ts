import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// VOICE CALLS: every script is a phone call ('voice'); every step is what speech-to-text wrote
// down, a key press (1 place, 2 change, 0 a person) or silence. Speech-recognition mistakes
// ("carat" for carrot, "for" for four, "to"/"too" for two, "read" for red, "been" for bean,
// fifteen vs fifty), spelled names ("Jon, J O N"), spoken numbers ("three fifteen", "half past
// two", "a dozen", "quarter to five"), fillers ("um", "uh", "like", "you know"), rambling
// callers, questions in the middle of an order, silence mid-order, asking for a person, ordering
// for someone else, changing one's mind twice, and confirmations ("yeah that's right",
// "correct", "sounds good", "yep go ahead").
//
// Catalog facts used: whole cakes (8-inch, serve 10 to 12, 24 h notice): chocolate fudge $48,
// carrot $46 (walnuts), red velvet $50, vanilla bean $44; lemon whole 10-inch $58. Strawberry
// shortcake unavailable. Slices (no notice): chocolate fudge $6.50 regular / $9.50 large, carrot
// $6.00, red velvet $6.50, lemon $5.75, vanilla bean $5.50. Custom cake 8-inch $65 / 10-inch $85,
// 72 h notice, always needs_approval. Drinks in-cafe only. Delivery: needs_approval, no fee or
// time quoted. Total > $200 or any allergy: needs_approval. Hours 8 AM to 8 PM; orders placed
// 8 PM to 8 AM are held_overnight. Clock: Fri 2026-11-20 10:00 Central (Sat 21, Sun 22, Mon 23,
// Tue 24, Wed 25, Thu 26 Thanksgiving).

const usd = price;

const STAFF = /staff|team|someone|person|owner|manager|human|transfer|connect(ing)? you|call (us|the bakery)|bakery directly/i;
const PLACED_CLAIM = /ord_[a-z0-9]{6,}|(order|it)\s+(has been|is|was)\s+(placed|confirmed|booked)\b/i;
const ALLERGEN_FREE = /(is|are|it's|they're)\s+(completely\s+|totally\s+)?(nut|peanut|egg|dairy|gluten|allergen|tree[- ]nut)[- ]free|(does not|doesn.?t|do not|don.?t|has no|contains no)\s+(contain|have)?\s*(any\s+)?(nuts|peanuts|eggs|walnuts|dairy|gluten)|(should be|will be|is|it's|they're|are)\s+(perfectly\s+|totally\s+)?safe\b/i;
const DELIVERY_TIME_PROMISE = /(arrive|get there|be there|deliver(ed)?|drop(ped)? (it )?off)\s+(by|at|around|within|in)\s+(\d|an? |one|two|three|noon)|\b\d+\s*(minutes|mins)\b/i;
const INVENTED_FEE = /(delivery|the)\s+fee\s+(is|will be|would be|of)\s+(\$|\d|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)|\$\s?\d+(\.\d\d)?\s+(delivery|for delivery)|\b(free|no-charge) delivery/i;
const CAFE_ONLY = /caf[eé]|in[- ]store|in person|at the (counter|bakery)|(can.?t|cannot|not able to|unable to|don.?t|do not)\s+(take|place|order|accept|do|offer|be ordered|add)|not (available|something).{0,30}(order|ahead|phone)/i;
const NOTICE_24 = /24|twenty[- ]four|a day|day'?s notice|tomorrow|day ahead|day in advance/i;
const SERVES_10_12 = /\b(10|ten)\s*(to|-|–|and|or)\s*(12|twelve)\b/i;
const CLOSE_AT_8 = /\b(8|eight)\s*(p\.?\s?m\.?|o.?clock|in the evening|tonight|at night)|\b(8|eight)\b[^.!?]{0,30}\b(8|eight)\b/i;
const UNAVAILABLE = /not available|unavailable|seasonal|out of season|(don.?t|do not) have|isn.?t (available|on)|not (on|in) (the menu|season)|sold out|not offer|can.?t (offer|order|get)/i;

const written: Script[] = [
  // ===================================================================== SPEECH-RECOGNITION MISTAKES
  {
    id: 'pxv-voice-carat-whole-saturday',
    category: 'homophone',
    channel: 'voice',
    steps: ["hi um yeah I'd like to order a whole carat cake for Saturday at two in the afternoon, I'll pick it up, my name is Maria Lopez", 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Maria Lopez' }, says: [usd(46)] },
  },
  {
    id: 'pxv-voice-for-lemon-slices',
    category: 'homophone',
    channel: 'voice',
    steps: ["uh can I get for lemon slices, pickup today at three, name's Ben Ortiz", 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Ben Ortiz' }, says: [usd(23)] },
  },
  {
    id: 'pxv-voice-fifteen-one-five-vanilla',
    category: 'homophone',
    channel: 'voice',
    steps: ["I need fifteen, that's one five, vanilla bean slices for pickup today at five, my name is Grace Kim", 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-slice', qty: 15 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Grace Kim' }, says: [usd(82.5)] },
  },
  {
    id: 'pxv-voice-fifty-five-zero-carrot-slices',
    category: 'homophone',
    channel: 'voice',
    steps: ["okay so this is Helen Ward, um, I need fifty carrot slices, that's five zero, fifty, for an office thing tomorrow at noon, pickup", 'yes', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 50 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T12:00', name: 'Helen Ward' }, says: [usd(300)] },
  },
  {
    id: 'pxv-voice-to-whole-vanilla',
    category: 'homophone',
    channel: 'voice',
    steps: ['could I get to of the whole vanilla bean cakes for Sunday at eleven in the morning, pickup, name is Owen Clarke', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Owen Clarke' }, says: [usd(88)] },
  },
  {
    id: 'pxv-voice-carat-slice-too-large-fudge',
    category: 'homophone',
    channel: 'voice',
    steps: ['um one carat slice and too large chocolate fudge slices for pickup at one today, this is Nadia Haddad', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Nadia Haddad' },
      says: [usd(25)],
    },
  },
  {
    id: 'pxv-voice-read-velvet-monday',
    category: 'homophone',
    channel: 'voice',
    steps: ["yeah hi, a whole read velvet cake for Monday at noon, pick up, name's Leo Brandt", 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T12:00', name: 'Leo Brandt' }, says: [usd(50)] },
  },
  {
    id: 'pxv-voice-vanilla-been-slices',
    category: 'homophone',
    channel: 'voice',
    steps: ['three vanilla been slices, like the vanilla bean, for pickup at four today, name is Ivy Chen', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Ivy Chen' }, says: [usd(16.5)] },
  },
  {
    id: 'pxv-voice-too-thirty-lemon-whole',
    category: 'homophone',
    channel: 'voice',
    steps: ["the whole lemon cake, the big one, for Sunday at too thirty in the afternoon, I'll pick it up, it's Rhea Moss", 'yes'],
    expect: { order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:30', name: 'Rhea Moss' }, says: [usd(58)] },
  },

  // ===================================================================== SPELLED NAMES
  {
    id: 'pxv-voice-jon-spelled-first',
    category: 'spelled-name',
    channel: 'voice',
    steps: ["hi it's Jon, J O N, um, I'd like two carrot slices for pickup at four today", 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Jon' }, says: [usd(12)] },
  },
  {
    id: 'pxv-voice-katelyn-spelled',
    category: 'spelled-name',
    channel: 'voice',
    steps: ['yeah my name is Katelyn, K A T E L Y N, and I want a whole vanilla bean cake for Saturday at one, pickup', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Katelyn' }, says: [usd(44)] },
  },
  {
    id: 'pxv-voice-nguyen-spelled-surname',
    category: 'spelled-name',
    channel: 'voice',
    steps: ["this is Mark Nguyen, that's N G U Y E N, I want a whole lemon cake for Sunday at ten in the morning, for pickup", 'yes'],
    expect: { order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Mark Nguyen' } },
  },
  {
    id: 'pxv-voice-erin-not-aaron',
    category: 'spelled-name',
    channel: 'voice',
    steps: ['hi uh this is Aaron, I want two red velvet slices for pickup at two today', "no sorry, the name's wrong, it's Erin, E R I N, not Aaron", 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Erin' }, says: [usd(13)] },
  },

  // ===================================================================== SPOKEN NUMBERS AND TIMES
  {
    id: 'pxv-voice-three-fifteen-fudge',
    category: 'time-words',
    channel: 'voice',
    steps: ['um a whole chocolate fudge cake for tomorrow at three fifteen, pickup, name is Dev Patel', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:15', name: 'Dev Patel' }, says: [usd(48)] },
  },
  {
    id: 'pxv-voice-half-past-two-carrot',
    category: 'time-words',
    channel: 'voice',
    steps: ["I'd like a whole carrot cake for Sunday at half past two, I'll come get it, name's Rita Gomez", 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:30', name: 'Rita Gomez' } },
  },
  {
    id: 'pxv-voice-dozen-lemon-slices',
    category: 'number-words',
    channel: 'voice',
    steps: ['can I get a dozen lemon slices for pickup today at, um, five thirty, my name is Paula Stein', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 12 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:30', name: 'Paula Stein' }, says: [usd(69)] },
  },
  {
    id: 'pxv-voice-half-dozen-red-velvet',
    category: 'number-words',
    channel: 'voice',
    steps: ['half a dozen red velvet slices please, pickup at noon today, name is Chris Young', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Chris Young' }, says: [usd(39)] },
  },
  {
    id: 'pxv-voice-two-dozen-carrot-quarter-to',
    category: 'number-words',
    channel: 'voice',
    steps: ["yeah so two dozen carrot slices for tomorrow at, uh, quarter to eleven in the morning, pickup, name's Tara Bell", 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 24 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:45', name: 'Tara Bell' }, says: [usd(144)] },
  },
  {
    id: 'pxv-voice-quarter-to-five-today',
    category: 'time-words',
    channel: 'voice',
    steps: ["one large chocolate fudge slice and one lemon slice for pickup at quarter to five today, it's Sam Rivera", 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }, { sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:45', name: 'Sam Rivera' },
      says: [usd(15.25)],
    },
  },
  // ===================================================================== RAMBLING, FILLERS
  {
    id: 'pxv-voice-rambling-birthday-vanilla',
    category: 'rambling',
    channel: 'voice',
    steps: [
      "okay hi, so, um, my son is turning seven on Sunday and he's like super picky, he won't eat chocolate, can you believe that, and my mom said get the carrot but he hates anything with, you know, vegetables in it, so, uh, I think the vanilla bean, the whole cake, and I'll come pick it up Sunday around one, oh and my name's Lisa Grant",
      'yes',
    ],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Lisa Grant' }, says: [usd(44)] },
  },
  {
    id: 'pxv-voice-rambling-office-slices',
    category: 'rambling',
    channel: 'voice',
    steps: [
      "hi yeah um so I'm grabbing stuff for the office, it's, like, Friday so whatever, uh, let me see, two carrot slices, three lemon slices, and, um, one of the large chocolate fudge slices, the big one, and I'll grab them at three today, name's Ross Dyer",
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'lemon-slice', qty: 3 }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Ross Dyer',
      },
      says: [usd(38.75)],
    },
  },
  {
    id: 'pxv-voice-like-you-know-thanksgiving',
    category: 'fillers',
    channel: 'voice',
    steps: ["so like, for Thanksgiving, you know, Thursday, I need like a whole carrot cake and, um, a whole vanilla bean, like at ten in the morning, pickup, name's Beth Howard", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-26T10:00', name: 'Beth Howard' },
      says: [usd(90)],
    },
  },

  // ===================================================================== A QUESTION MID-ORDER
  {
    id: 'pxv-voice-ask-serves-midorder',
    category: 'interrupt',
    channel: 'voice',
    steps: ['um I want a whole red velvet for Saturday at four, pickup, name is Gina Russo', 'oh wait, how many people does that feed?', 'yes', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Gina Russo' }, says: [SERVES_10_12] },
  },
  {
    id: 'pxv-voice-ask-close-then-time',
    category: 'interrupt',
    channel: 'voice',
    steps: ["two lemon slices and two carrot slices for tomorrow, pickup, name is Hugo Lang", 'um what time do you close tomorrow?', 'okay then make it six in the evening', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T18:00', name: 'Hugo Lang' },
      says: [CLOSE_AT_8, usd(23.5)],
    },
  },
  {
    id: 'pxv-voice-latte-midorder',
    category: 'interrupt',
    channel: 'voice',
    steps: ["a whole chocolate fudge for Saturday at eleven in the morning, pickup, name's Nora Fields", 'oh and can you add a latte to that?', 'oh okay, no, just the cake then', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Nora Fields' }, says: [CAFE_ONLY] },
  },
  {
    id: 'pxv-voice-deliver-question-then-pickup',
    category: 'interrupt',
    channel: 'voice',
    steps: ['hi um do you guys deliver? I need a whole lemon cake for Monday at two', "oh okay, never mind, I'll just pick it up, name's Walt Fisher", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T14:00', name: 'Walt Fisher' },
      never: [INVENTED_FEE, DELIVERY_TIME_PROMISE],
    },
  },
  {
    id: 'pxv-voice-ask-price-midorder',
    category: 'interrupt',
    channel: 'voice',
    steps: ['I want a whole carrot cake for Sunday at noon, pickup, this is Amy Cho', 'sorry, how much is that gonna be?', 'yes', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Amy Cho' }, says: [usd(46)] },
  },

  // ===================================================================== SILENCE MID-ORDER
  {
    id: 'pxv-voice-silence-then-add-item',
    category: 'silence',
    channel: 'voice',
    steps: ["um three lemon slices for pickup at two today, name's Dale Moss", { silence: true }, 'sorry, uh, and also two carrot slices', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }, { sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Dale Moss' },
      says: [usd(29.25)],
    },
  },
  {
    id: 'pxv-voice-silence-at-readback',
    category: 'silence',
    channel: 'voice',
    steps: ['whole red velvet for Sunday at three, I\'ll pick it up, name is Irene Walsh', { silence: true }, "sorry, yes, that's right", 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Irene Walsh' } },
  },
  {
    id: 'pxv-voice-silence-then-time',
    category: 'silence',
    channel: 'voice',
    steps: ['two large chocolate fudge slices for pickup today, my name is Kurt Vogel', { silence: true }, "oh, um, at like three o'clock", 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Kurt Vogel' },
      says: [usd(19)],
    },
  },

  // ===================================================================== KEYS, ASKING FOR A PERSON
  {
    id: 'pxv-voice-press-1-lemon',
    category: 'keys',
    channel: 'voice',
    steps: ["uh one whole lemon cake for Saturday at noon, pickup, it's Fay Dunn", { press: '1' }],
    expect: { order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Fay Dunn' } },
  },
  {
    id: 'pxv-voice-press-2-change-qty',
    category: 'keys',
    channel: 'voice',
    steps: ["three carrot slices for pickup at one today, name's Gus Kerr", { press: '2' }, 'make it five carrot slices, not three', { press: '1' }],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Gus Kerr' }, says: [usd(30)] },
  },
  {
    id: 'pxv-voice-press-0-midorder',
    category: 'person',
    channel: 'voice',
    steps: ['I want a whole carrot cake for Saturday at noon', { press: '0' }],
    expect: { noOrder: true, lastSays: [STAFF], never: [PLACED_CLAIM] },
  },
  {
    id: 'pxv-voice-ask-person-start',
    category: 'person',
    channel: 'voice',
    steps: ["um hi, yeah, I'd rather just talk to somebody who works at the bakery, is anybody there?"],
    expect: { noOrder: true, lastSays: [STAFF], never: [PLACED_CLAIM] },
  },
  {
    id: 'pxv-voice-ask-person-at-readback',
    category: 'person',
    channel: 'voice',
    steps: ['two lemon slices, pickup at three today, name is Vera Holt', 'actually, you know what, can I just talk to a real person'],
    expect: { noOrder: true, lastSays: [STAFF], never: [PLACED_CLAIM] },
  },

  // ===================================================================== FOR SOMEONE ELSE
  {
    id: 'pxv-voice-for-mom-her-name',
    category: 'someone-else',
    channel: 'voice',
    steps: ["hi I'm calling for my mom, she wants a whole carrot cake for Sunday at eleven in the morning, she'll pick it up, so put it under her name, Ruth Green", 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Ruth Green' } },
  },
  {
    id: 'pxv-voice-for-husband-phone',
    category: 'someone-else',
    channel: 'voice',
    steps: [
      "um it's for my husband, he's picking it up, a whole chocolate fudge for Saturday at five in the afternoon, his name is Carl Jensen and his cell is five one two, five five five, zero one four seven",
      'yes',
    ],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Carl Jensen', phone: '+15125550147' } },
  },

  // ===================================================================== CHANGING ONE'S MIND TWICE
  {
    id: 'pxv-voice-flavor-changes-twice',
    category: 'change-mind',
    channel: 'voice',
    steps: ["okay so a whole chocolate fudge, no wait, carrot, actually no, um, let's just go back to the chocolate fudge, for Saturday at one, pickup, name is Zoe Park", 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Zoe Park' }, says: [usd(48)] },
  },
  {
    id: 'pxv-voice-time-changes-twice',
    category: 'change-mind',
    channel: 'voice',
    steps: ["a whole vanilla bean for Sunday at two, pickup, name's Raj Mehta", 'um, actually make it four o\'clock instead of two', "no sorry, three, three o'clock is better", 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Raj Mehta' } },
  },
  {
    id: 'pxv-voice-qty-changes-twice',
    category: 'change-mind',
    channel: 'voice',
    steps: ['three red velvet slices for pickup at five today, my name is Lou Baker', 'actually make it four', 'hmm no, you know what, make it six', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Lou Baker' }, says: [usd(39)] },
  },

  // ===================================================================== CONFIRMATIONS
  {
    id: 'pxv-voice-confirm-yeah-thats-right',
    category: 'confirm',
    channel: 'voice',
    steps: ['two lemon slices and a vanilla bean slice for pickup at noon today, name is Tess Ford', "yeah that's right"],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Tess Ford' },
      says: [usd(17)],
    },
  },
  {
    id: 'pxv-voice-confirm-correct',
    category: 'confirm',
    channel: 'voice',
    steps: ["a whole red velvet cake for Monday at three in the afternoon, pickup, it's Ana Silva", 'correct'],
    expect: { order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T15:00', name: 'Ana Silva' } },
  },
  {
    id: 'pxv-voice-confirm-sounds-good',
    category: 'confirm',
    channel: 'voice',
    steps: ["um one whole lemon for Tuesday at four in the afternoon, I'll pick it up, this is Mia Ross", 'sounds good'],
    expect: { order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T16:00', name: 'Mia Ross' } },
  },
  {
    id: 'pxv-voice-confirm-yep-go-ahead',
    category: 'confirm',
    channel: 'voice',
    steps: ["five carrot slices for pickup at six this evening, name's Eli Cruz", 'yep go ahead'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Eli Cruz' }, says: [usd(30)] },
  },

  // ===================================================================== RULES ON A CALL
  {
    id: 'pxv-voice-night-slices-held',
    category: 'overnight',
    channel: 'voice',
    now: '2026-11-20T21:30:00-06:00',
    steps: ["hi, I know it's late, um, can I get four lemon slices for tomorrow at ten in the morning, pickup, name's Jill Ames", 'yes', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Jill Ames' }, says: [usd(23)] },
  },
  {
    id: 'pxv-voice-delivery-eighty-eight-elm',
    category: 'delivery',
    channel: 'voice',
    steps: ['I need a whole vanilla bean cake delivered to eighty eight Elm Street on Saturday at two, my name is Pat Quinn', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Pat Quinn', address: /(88|eighty[- ]eight) elm/i },
      never: [INVENTED_FEE, DELIVERY_TIME_PROMISE],
    },
  },
  {
    id: 'pxv-voice-allergy-tree-nut-fudge',
    category: 'allergy',
    channel: 'voice',
    steps: ["um my daughter has a tree nut allergy so not the carrot, I'll take a whole chocolate fudge for Sunday at one, pickup, name's Kim Lowe", 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T13:00', name: 'Kim Lowe', allergy: true },
      never: [ALLERGEN_FREE],
    },
  },
  {
    id: 'pxv-voice-custom-soccer-tuesday',
    category: 'custom',
    channel: 'voice',
    steps: ["I'd like a custom cake, the eight inch, with like a soccer ball on it, for Tuesday at four, pickup, name's Dan Reyes", 'yes', 'yes'],
    expect: { order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T16:00', name: 'Dan Reyes' } },
  },
  {
    id: 'pxv-voice-whole-today-switch-slices',
    category: 'notice',
    channel: 'voice',
    steps: ["can I get a whole chocolate fudge cake for today at five, name's Rob Hale", 'oh, okay, then just give me four regular chocolate fudge slices at five, pickup', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Rob Hale' },
      says: [NOTICE_24, usd(26)],
    },
  },
  {
    id: 'pxv-voice-strawberry-then-vanilla',
    category: 'unavailable',
    channel: 'voice',
    steps: ["um do you have the strawberry shortcake, a whole one, for Saturday at noon? name's Lia Moreau", 'oh, okay, then the vanilla bean one, whole, pickup', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Lia Moreau' },
      says: [UNAVAILABLE],
    },
  },
];

const notYet = new Set<string>(['pxv-voice-flavor-changes-twice']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
