import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// PHONE CALLERS AND SPEECH RECOGNITION: every script is a call ('voice'); every step is what the
// speech-to-text engine wrote down. Numbers as words ("two lemon slices", "at four thirty"),
// homophones ("for" for four, "to"/"too" for two, "ate" for eight, "hole" for whole), fillers
// ("uh", "um", "like", "you know"), false starts, long rambling first turns, spelled names, phone
// numbers said aloud, key presses (1 confirm, 2 change, 0 a person), silence, "sorry, what was
// that?", asking for a person, hanging up mid-order (last step silence: no order), and callers
// who only ask questions (hours, prices, allergens).
//
// Catalog facts used: whole cakes (8-inch, serve 10 to 12, 24 h notice): chocolate fudge $48
// (wheat, eggs, dairy, soy), carrot $46 (wheat, eggs, dairy, tree nuts), red velvet $50 and
// vanilla bean $44 (allergens unknown). Lemon chiffon whole: 10-inch, $58, serves 14 to 16.
// Strawberry shortcake (whole $52, slice) is seasonal, not available. Slices (pickup only, today
// OK): chocolate fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75,
// vanilla bean $5.50. Custom cake from $65 (8-inch) / $85 (10-inch), 72 h notice, always
// needs_approval. Drinks are in-cafe only. Delivery: always needs_approval, no fee or time quoted.
// Hours 8 AM to 8 PM, 7 days; orders placed 8 PM to 8 AM are held_overnight. Total > $200 or any
// allergy note: needs_approval. At most 100 of one product.
// Clock: Fri 2026-11-20 10:00 Central. Sat 21, Sun 22, Mon 23, Tue 24, Wed 25, Thu 26, Fri 27.

/** A price as a reply may say it, in text or on a call. */
const usd = price;

const STAFF = /staff|team|someone|person|owner|manager|human|transfer|connect(ing)? you|call (us|the bakery)|bakery directly/i;
const PLACED_CLAIM = /ord_[a-z0-9]{6,}|(order|it)\s+(has been|is|was)\s+(placed|confirmed|booked)\b/i;
const ALLERGEN_FREE = /(is|are|it's|they're)\s+(completely\s+|totally\s+)?(nut|peanut|egg|dairy|gluten|allergen|tree[- ]nut)[- ]free|(does not|doesn.?t|do not|don.?t|has no|contains no)\s+(contain|have)?\s*(any\s+)?(nuts|peanuts|eggs|walnuts|dairy|gluten)|(should be|will be|is|it's|they're|are)\s+(perfectly\s+|totally\s+)?safe\b/i;
const DELIVERY_TIME_PROMISE = /(arrive|get there|be there|deliver(ed)?|drop(ped)? (it )?off)\s+(by|at|around|within|in)\s+(\d|an? |one|two|three|noon)|\b\d+\s*(minutes|mins)\b/i;
const INVENTED_FEE = /(delivery|the)\s+fee\s+(is|will be|would be|of)\s+(\$|\d|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)|\$\s?\d+(\.\d\d)?\s+(delivery|for delivery)|\b(free|no-charge) delivery/i;
const CAFE_ONLY = /caf[eé]|in[- ]store|in person|at the (counter|bakery)|(can.?t|cannot|not able to|unable to|don.?t|do not)\s+(take|place|order|accept|do|offer|be ordered)|not (available|something).{0,30}(order|ahead|phone)/i;
const NOTICE_24 = /24|twenty[- ]four|a day|day'?s notice|tomorrow|day ahead|day in advance/i;
const NOTICE_72 = /72|seventy[- ]two|3 days|three days/i;
const EIGHT_TO_EIGHT = /\b(8|eight)\b[^.!?]{0,30}\b(8|eight)\b/i;
const CLOSE_AT_8 = /\b(8|eight)\s*(p\.?\s?m\.?|o.?clock|in the evening|tonight|at night)|\b(8|eight)\b[^.!?]{0,30}\b(8|eight)\b/i;
const UNKNOWN_ALLERGENS = /(not|n.?t) (been )?(confirm|list|know|sure|verif|have (a |the )?(confirmed|full|complete|allergen))|unknown|can.?t (confirm|guarantee|say|promise)|cannot (confirm|guarantee|say|promise)|unable to (confirm|guarantee)|check with|staff/i;
const UNAVAILABLE = /not available|unavailable|seasonal|out of season|(don.?t|do not) have|isn.?t (available|on)|not (on|in) (the menu|season)|sold out|not offer|can.?t (offer|order|get)/i;
const REPROMPT = /there\??|hello|(didn.?t|did not|couldn.?t|could not) (hear|catch|get)|can.?t hear|sorry|help you|what (can|would)|still on/i;
const LIMIT_100 = /\b100\b|hundred|most|limit|maximum|max\b/i;
const SERVES_10_12 = /\b(10|ten)\s*(to|-|–|and|or)\s*(12|twelve)\b/i;
const PICKUP_ONLY = /pick ?up|pick (it|them) up|come (in|by|get)|in the (shop|bakery|store)|at the bakery|only (for )?pick|(can.?t|cannot|not) be delivered|(don.?t|do not|can.?t|cannot) deliver slices/i;

const written: Script[] = [
  // ===================================================================== HOMOPHONES
  {
    id: 'pxm-voice-hole-carrot-sean-spelled',
    category: 'homophone',
    channel: 'voice',
    steps: ["hi um I'd like a hole carrot cake for tomorrow at two thirty, I'll pick it up", "it's Sean, S E A N", { press: '1' }],
    expect: { order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:30', name: 'Sean' }, says: [usd(46)] },
  },
  {
    id: 'pxm-voice-for-fifteen-people-lemon',
    category: 'homophone',
    channel: 'voice',
    steps: ["yeah I need a cake for, uh, for fifteen people, so the lemon one I guess, the whole lemon chiffon, for Sunday at noon, pickup, my name is Dana Cole", 'yes'],
    expect: { order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Dana Cole' }, says: [usd(58)] },
  },
  {
    id: 'pxm-voice-get-to-whole-fudge',
    category: 'homophone',
    channel: 'voice',
    steps: ['hi I want to get to whole chocolate fudge cakes for Saturday at three for pickup, name is Priya Nair', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Priya Nair' }, says: [usd(96)] },
  },
  {
    id: 'pxm-voice-too-slices-red-velvet',
    category: 'homophone',
    channel: 'voice',
    steps: ['can I get too slices of the red velvet, pickup today at four, this is Marcus Webb', { press: '1' }],
    expect: { order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Marcus Webb' }, says: [usd(13)] },
  },
  {
    id: 'pxm-voice-at-for-thirty',
    category: 'homophone',
    channel: 'voice',
    steps: ['one whole vanilla bean cake for tomorrow at for thirty in the afternoon, pickup', 'Hana Sato', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:30', name: 'Hana Sato' } },
  },
  {
    id: 'pxm-voice-ate-vanilla-slices',
    category: 'homophone',
    channel: 'voice',
    steps: ["I'll take ate slices of the vanilla bean, pickup today at noon, my name is Rosa Diaz", 'yes, eight slices', { press: '1' }],
    expect: { order: { items: [{ sku: 'vanilla-bean-slice', qty: 8 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Rosa Diaz' }, says: [usd(44)] },
  },
  {
    id: 'pxm-voice-sunday-at-ate-morning',
    category: 'homophone',
    channel: 'voice',
    steps: ['a whole red velvet cake for Sunday at ate in the morning, when you open, pickup, name is Tom Reyes', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T08:00', name: 'Tom Reyes' } },
  },
  {
    id: 'pxm-voice-for-lemon-slices-at-too',
    category: 'homophone',
    channel: 'voice',
    steps: ['um yeah four lemon slices please for pick up at too this afternoon', 'Lena Park', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Lena Park' }, says: [usd(23)] },
  },

  // ===================================================================== FILLERS, FALSE STARTS, RAMBLING
  {
    id: 'pxm-voice-false-start-carrot',
    category: 'false-start',
    channel: 'voice',
    steps: ['I want the, uh, the chocolate, no, no, the carrot, the whole carrot cake, for Monday at ten in the morning, pickup', 'Dana Cole', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T10:00', name: 'Dana Cole' } },
  },
  {
    id: 'pxm-voice-false-start-quantity',
    category: 'false-start',
    channel: 'voice',
    steps: ["can I get three, uh, no, sorry, two whole red velvet cakes for Sunday at one, I'll pick them up", 'Omar Haddad', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Omar Haddad' }, says: [usd(100)] },
  },
  {
    id: 'pxm-voice-false-start-time',
    category: 'false-start',
    channel: 'voice',
    steps: ["whole vanilla bean for Saturday at, um, one, no wait, make that three o'clock, pickup, my name's Beth Olsen", 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Beth Olsen' } },
  },
  {
    id: 'pxm-voice-rambling-retirement',
    category: 'rambling',
    channel: 'voice',
    steps: [
      "okay so hi, um, so my coworker Linda is retiring, well actually the party is Monday, and we're thinking, you know, like something everybody likes, and I was gonna do chocolate but somebody said lemon, so, um, let's do the lemon chiffon, the big whole one, and I'll swing by and pick it up Monday around eleven thirty in the morning",
      "my name's Gwen Porter",
      'yes',
    ],
    expect: { order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T11:30', name: 'Gwen Porter' } },
  },
  {
    id: 'pxm-voice-like-you-know-fillers',
    category: 'fillers',
    channel: 'voice',
    steps: ['so like, I need, like, a whole red velvet, you know, for like Saturday at like one? and I would, um, pick it up', 'uh Jess Moreno', 'yeah'],
    expect: { order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Jess Moreno' } },
  },
  {
    id: 'pxm-voice-rambling-slices-mixed',
    category: 'rambling',
    channel: 'voice',
    steps: [
      "hi yeah so um I'm gonna swing by on my lunch break, like twelve thirty today, and I want, let me see, one lemon slice, one carrot slice, and, uh, two of the regular chocolate fudge slices, that's it, name's Kim Tran",
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 1 }, { sku: 'carrot-slice', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:30',
        name: 'Kim Tran',
      },
      says: [usd(24.75)],
    },
  },
  {
    id: 'pxm-voice-quarter-past-eleven',
    category: 'time-words',
    channel: 'voice',
    steps: ['uh a whole chocolate fudge cake for Sunday at quarter past eleven in the morning, pickup, name is Ravi Shah', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:15', name: 'Ravi Shah' }, says: [usd(48)] },
  },

  // ===================================================================== SPELLED NAMES, PHONE NUMBERS
  {
    id: 'pxm-voice-spelled-niamh',
    category: 'spelled-name',
    channel: 'voice',
    steps: ['whole vanilla bean for Saturday at eleven thirty in the morning, pickup', "it's Niamh, N I A M H", { press: '1' }],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:30', name: 'Niamh' } },
  },
  {
    id: 'pxm-voice-spelled-jon-no-h',
    category: 'spelled-name',
    channel: 'voice',
    steps: ['two carrot slices for pickup today at three', "Jon, that's J O N, no H", 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Jon' }, says: [usd(12)] },
  },
  {
    id: 'pxm-voice-spelled-surname',
    category: 'spelled-name',
    channel: 'voice',
    steps: ['a whole lemon chiffon cake for Monday at two, pickup', "Anna Kowalczyk, that's K O W A L C Z Y K", 'yes'],
    expect: { order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T14:00', name: 'Anna Kowalczyk' } },
  },
  {
    id: 'pxm-voice-other-phone-aloud',
    category: 'phone-number',
    channel: 'voice',
    steps: [
      "hi, it's for my wife, a whole chocolate fudge cake, Saturday at noon, she'll pick it up",
      "her name's Mira Patel and her number is five one two, five five five, zero one nine eight",
      'yes',
    ],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Mira Patel', phone: '+15125550198' } },
  },

  // ===================================================================== KEYS, REPEAT, CHANGE
  {
    id: 'pxm-voice-repeat-readback',
    category: 'repeat',
    channel: 'voice',
    steps: ['two carrot slices and one large chocolate fudge slice, pickup today at five thirty, my name is Dana Cole', 'sorry, what was that? can you say that again?', 'yes', { press: '1' }],
    expect: {
      order: {
        items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T17:30',
        name: 'Dana Cole',
      },
      says: [usd(21.5)],
    },
  },
  {
    id: 'pxm-voice-press-2-change-flavor',
    category: 'keys',
    channel: 'voice',
    steps: ['a whole carrot cake for Saturday at two, pickup, name is Dana Cole', { press: '2' }, 'make it the red velvet instead of the carrot', 'yes', { press: '1' }],
    expect: { order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Dana Cole' } },
  },
  {
    id: 'pxm-voice-no-wrong-time',
    category: 'keys',
    channel: 'voice',
    steps: ['whole vanilla bean cake for Sunday at two, pickup, name is Paul Grant', "no, the time's wrong, it should be three, not two", 'yes', { press: '1' }],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Paul Grant' } },
  },
  {
    id: 'pxm-voice-press-0-person',
    category: 'person',
    channel: 'voice',
    steps: [{ press: '0' }],
    expect: { noOrder: true, lastSays: [STAFF], never: [PLACED_CLAIM] },
  },
  {
    id: 'pxm-voice-ask-real-person',
    category: 'person',
    channel: 'voice',
    steps: ['uh can I just talk to a real person please'],
    expect: { noOrder: true, lastSays: [STAFF], never: [PLACED_CLAIM] },
  },
  {
    id: 'pxm-voice-person-midorder',
    category: 'person',
    channel: 'voice',
    steps: ['I want a whole chocolate fudge cake for Saturday at noon', 'ugh, this is confusing, can I talk to somebody, like an actual human'],
    expect: { noOrder: true, lastSays: [STAFF], never: [PLACED_CLAIM] },
  },

  // ===================================================================== SILENCE, HANGING UP
  {
    id: 'pxm-voice-silence-then-order',
    category: 'silence',
    channel: 'voice',
    steps: [{ silence: true }, 'sorry, yeah, um, hi, I want two lemon slices for pickup today at three', 'Dana Cole', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Dana Cole' }, says: [usd(11.5)] },
  },
  {
    id: 'pxm-voice-silence-midorder-then-name',
    category: 'silence',
    channel: 'voice',
    steps: ['a whole chocolate fudge cake for tomorrow at noon, pickup', { silence: true }, 'oh sorry, um, the name is Carla Binder', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Carla Binder' } },
  },
  {
    id: 'pxm-voice-silence-at-start-reprompt',
    category: 'silence',
    channel: 'voice',
    steps: [{ silence: true }],
    expect: { noOrder: true, lastSays: [REPROMPT], never: [PLACED_CLAIM] },
  },
  {
    id: 'pxm-voice-hangup-at-readback',
    category: 'hang-up',
    channel: 'voice',
    steps: ['whole vanilla bean for Sunday at ten in the morning, pickup, name Dana Cole', { silence: true }],
    expect: { noOrder: true },
  },
  {
    id: 'pxm-voice-hangup-after-name',
    category: 'hang-up',
    channel: 'voice',
    steps: ['three red velvet slices for pickup at one today', 'Greg Holt', { silence: true }, { silence: true }],
    expect: { noOrder: true },
  },

  // ===================================================================== QUESTIONS ONLY
  {
    id: 'pxm-voice-q-close-today',
    category: 'question',
    channel: 'voice',
    steps: ['uh hi what time do you guys close today'],
    expect: { noOrder: true, lastSays: [CLOSE_AT_8] },
  },
  {
    id: 'pxm-voice-q-hours-thanksgiving',
    category: 'question',
    channel: 'voice',
    steps: ['are you open on Thanksgiving, like what are your hours that day'],
    expect: { noOrder: true, lastSays: [EIGHT_TO_EIGHT], never: [/(we.?re|we are|we will be|we.?ll be) closed/i] },
  },
  {
    id: 'pxm-voice-q-price-lemon-slice',
    category: 'question',
    channel: 'voice',
    steps: ['um how much for a slice of the lemon'],
    expect: { noOrder: true, lastSays: [usd(5.75)] },
  },
  {
    id: 'pxm-voice-q-price-large-fudge-slice-repeat',
    category: 'question',
    channel: 'voice',
    steps: ["what's a large slice of the chocolate fudge cost", 'sorry, what was that?'],
    expect: { noOrder: true, lastSays: [usd(9.5)] },
  },
  {
    id: 'pxm-voice-q-price-carrot-repeat',
    category: 'question',
    channel: 'voice',
    steps: ['how much is the carrot cake, the whole one', "sorry, I didn't catch that, say it again?"],
    expect: { noOrder: true, lastSays: [usd(46)] },
  },
  {
    id: 'pxm-voice-q-custom-price',
    category: 'question',
    channel: 'voice',
    steps: ['how much does a custom cake cost, like a design one'],
    expect: { noOrder: true, lastSays: [/\b65\b|sixty[- ]five/i], never: [PLACED_CLAIM] },
  },
  {
    id: 'pxm-voice-q-carrot-nuts',
    category: 'allergen',
    channel: 'voice',
    steps: ['does the carrot cake have nuts in it'],
    expect: { noOrder: true, lastSays: [/walnut|tree[- ]?nut|nuts/i, /\b(yes|does|contains?|has|have)\b/i], never: [ALLERGEN_FREE] },
  },
  {
    id: 'pxm-voice-q-red-velvet-peanut',
    category: 'allergen',
    channel: 'voice',
    steps: ['is the red velvet okay for somebody with a, uh, peanut allergy'],
    expect: { noOrder: true, lastSays: [UNKNOWN_ALLERGENS], never: [ALLERGEN_FREE] },
  },
  {
    id: 'pxm-voice-q-serves-then-order',
    category: 'question',
    channel: 'voice',
    steps: ['how many people does a whole chocolate cake feed? I got like twenty people coming', 'okay then give me to of the whole chocolate fudge for Saturday at noon, pickup, name is Dana Cole', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Dana Cole' },
      says: [SERVES_10_12],
    },
  },

  // ===================================================================== RULES
  {
    id: 'pxm-voice-whole-tonight-too-soon',
    category: 'notice',
    channel: 'voice',
    steps: ['um I need a hole vanilla bean cake for tonight at like six'],
    expect: { noOrder: true, lastSays: [NOTICE_24], never: [PLACED_CLAIM] },
  },
  {
    id: 'pxm-voice-custom-ten-inch-wednesday',
    category: 'custom',
    channel: 'voice',
    steps: ["I want a custom cake, the ten inch, for a baby shower on Wednesday at two, with, uh, like white flowers on it, I'll pick it up, name is Dana Cole", 'yes', { press: '1' }],
    expect: { order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T14:00', name: 'Dana Cole' } },
  },
  {
    id: 'pxm-voice-custom-sunday-too-soon',
    category: 'custom',
    channel: 'voice',
    steps: ['can you do a custom cake with a dinosaur on it for Sunday'],
    expect: { noOrder: true, lastSays: [NOTICE_72], never: [PLACED_CLAIM] },
  },
  {
    id: 'pxm-voice-allergy-in-order',
    category: 'allergy',
    channel: 'voice',
    steps: ['a whole chocolate fudge cake for Saturday at four, pickup, my son is allergic to peanuts, name is Dana Cole', 'yes', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T16:00', name: 'Dana Cole', allergy: true },
      never: [ALLERGEN_FREE],
    },
  },
  {
    id: 'pxm-voice-delivery-carrot-address-words',
    category: 'delivery',
    channel: 'voice',
    steps: ['a whole carrot cake delivered to fourteen twenty Oak Street tomorrow at three, name is Dana Cole', 'yes', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Dana Cole', address: /(1420|fourteen twenty) oak/i },
      never: [INVENTED_FEE, DELIVERY_TIME_PROMISE],
    },
  },
  {
    id: 'pxm-voice-slice-delivery-pickup-only',
    category: 'delivery',
    channel: 'voice',
    steps: ['can you deliver two lemon slices to my office today'],
    expect: { noOrder: true, lastSays: [PICKUP_ONLY], never: [PLACED_CLAIM, INVENTED_FEE] },
  },
  {
    id: 'pxm-voice-lattes-cafe-only',
    category: 'drinks',
    channel: 'voice',
    steps: ["I'd like to order to lattes for pickup at noon"],
    expect: { noOrder: true, lastSays: [CAFE_ONLY], never: [PLACED_CLAIM, /latte[^.!?]{0,40}\$?\d+(\.\d\d)?\s*(dollars)?/i] },
  },
  {
    id: 'pxm-voice-strawberry-unavailable',
    category: 'unavailable',
    channel: 'voice',
    steps: ['do you have the strawberry shortcake, a whole one, for Saturday'],
    expect: { noOrder: true, lastSays: [UNAVAILABLE], never: [PLACED_CLAIM] },
  },
  {
    id: 'pxm-voice-night-held-two-lemon',
    category: 'overnight',
    channel: 'voice',
    now: '2026-11-20T21:30:00-06:00',
    steps: ["hi sorry it's late, two hole lemon cakes for Sunday at four, pickup, name is Dana Cole", 'yes', { press: '1' }],
    expect: { order: { items: [{ sku: 'lemon-whole', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T16:00', name: 'Dana Cole' }, says: [usd(116)] },
  },
  {
    id: 'pxm-voice-five-carrot-over-200',
    category: 'large-order',
    channel: 'voice',
    steps: ['uh five whole carrot cakes for Monday at nine in the morning, for pickup, name is Dana Cole', 'yes', { press: '1' }],
    expect: { order: { items: [{ sku: 'carrot-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T09:00', name: 'Dana Cole' }, says: [usd(230)] },
  },
  {
    id: 'pxm-voice-hundred-and-one-slices',
    category: 'large-order',
    channel: 'voice',
    steps: ['I need a hundred and one lemon slices for tomorrow at noon, pickup'],
    expect: { noOrder: true, lastSays: [LIMIT_100], never: [PLACED_CLAIM] },
  },
];

// Scripts the assistant does not yet end right, left out of the run until they pass; the closing
// note of the stop that added this file lists them.
const notYet = new Set<string>();
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
