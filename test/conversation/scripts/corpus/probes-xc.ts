import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// PHONE CALLERS: every step is what speech recognition heard on a call. Fillers, run-on
// sentences, self-corrections, numbers and times as words, spelled names, mishearings
// ("carrot cakes", "red valve it", "lemons"), callers asking to hear something again, silence,
// key presses, asking for a person, allergies, drinks, and callers who hang up halfway.


const STAFF = /staff|team|someone|person|owner|manager|human|transfer|connect you|call (us|the bakery)/i;
const PLACED_CLAIM = /ord_[a-z0-9]{6,}|(order|it)\s+(has been|is|was)\s+(placed|confirmed|booked)\b/i;
const ALLERGEN_FREE = /(is|are|it's|they're)\s+(completely\s+)?(nut|peanut|egg|allergen|tree[- ]nut)[- ]free|(does not|doesn.?t|do not|don.?t|no)\s+(contain|have)\s+(any\s+)?(nuts|peanuts|eggs|walnuts)|(should be|will be|is|it's|they're|are)\s+(perfectly\s+)?safe\b/i;
const DELIVERY_TIME_PROMISE = /(arrive|get there|be there|deliver(ed)?|drop(ped)? (it )?off)\s+(by|at|around|within|in)\s+(\d|an? |one|two|three|noon)|\b\d+\s*(minutes|mins)\b/i;
const CAFE_ONLY = /caf[eé]|in[- ]store|in person|at the counter|(can.?t|cannot|not able to|unable to|don.?t|do not)\s+(take|place|order|accept|do|offer)|not (available|something).{0,30}(order|ahead|phone)/i;
const NOTICE_24 = /24|twenty[- ]four|a day|day'?s notice|tomorrow/i;
const NOTICE_72 = /72|seventy[- ]two|3 days|three days/i;
const HOURS_8_8 = /(8|eight)\s*(a\.?m\.?|in the morning|o.?clock)?\s*(to|-|–|until|till|through)\s*(8|eight)\s*(p\.?m\.?|in the evening|at night)?/i;

export const scripts: Script[] = [
  // ---------------- WHOLE CAKES ----------------
  {
    id: 'pxc-voice-spelled-name-carrot-cakes',
    category: 'whole-cake',
    channel: 'voice',
    steps: ["hi um I'd like to order a whole carrot cakes for tomorrow at uh two in the afternoon", "I'll pick it up", "it's Siobhan, S I O B H A N", { press: '1' }],
    expect: { order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Siobhan' } },
  },
  {
    id: 'pxc-voice-self-correct-flavor',
    category: 'whole-cake',
    channel: 'voice',
    steps: ['can I get a whole carrot, no wait, red velvet cake for Saturday at three', 'pickup please', 'Cormac', 'yep'],
    expect: { order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Cormac' } },
  },
  {
    id: 'pxc-voice-run-on-moms-birthday',
    category: 'whole-cake',
    channel: 'voice',
    steps: [
      "yeah hi so um my mom's birthday is tomorrow and I was thinking like maybe the carrot cake because she loves carrot cake you know the whole one and I could pick it up around like ten thirty in the morning if that works",
      'Fenella',
      "yes that's it",
    ],
    expect: { order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:30', name: 'Fenella' } },
  },
  {
    id: 'pxc-voice-vanilla-beans-monday',
    category: 'whole-cake',
    channel: 'voice',
    steps: ["I'd like a vanilla beans cake, the whole thing, for Monday at noon", 'um pickup', 'Kwabena', 'yes please'],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T12:00', name: 'Kwabena' } },
  },
  {
    id: 'pxc-voice-lemons-whole-sunday',
    category: 'whole-cake',
    channel: 'voice',
    steps: ['hi, uh, one of the lemons cakes, the big whole one, for Sunday at, um, one fifteen', "I'll come get it", "it's Leopold, L E O P O L D", { press: '1' }],
    expect: { order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:15', name: 'Leopold' }, says: [price(58)] },
  },
  {
    id: 'pxc-voice-phone-said-as-words',
    category: 'whole-cake',
    channel: 'voice',
    steps: [
      'hi I want a whole red velvet for sunday at ten in the morning, for pickup',
      "my name's Ximena, X I M E N A, and my number is five one two, five five five, oh one four two",
      'yes',
    ],
    expect: { order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Ximena', phone: '+15125550142' } },
  },
  {
    id: 'pxc-voice-rv-price-say-again',
    category: 'menu',
    channel: 'voice',
    steps: ['how much is the red velvet cake, the whole one?', "sorry, what? say that again, I didn't catch the price"],
    expect: { noOrder: true, lastSays: [price(50)] },
  },

  {
    id: 'pxc-voice-whole-today-too-soon',
    category: 'whole-cake',
    channel: 'voice',
    steps: ['um hi, I need a whole red velvet cake for today at like five o clock'],
    expect: { noOrder: true, lastSays: [NOTICE_24], never: [PLACED_CLAIM] },
  },
  {
    id: 'pxc-voice-whole-today-then-tomorrow',
    category: 'whole-cake',
    channel: 'voice',
    steps: ['can I get a whole lemon cake for this afternoon', 'oh, okay, then tomorrow at, uh, eleven in the morning', 'pickup', 'Anneliese', { press: '1' }],
    expect: { order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Anneliese' }, says: [NOTICE_24] },
  },
  {
    id: 'pxc-voice-nine-pm-then-seven-thirty',
    category: 'whole-cake',
    channel: 'voice',
    steps: ['whole chocolate fudge cake for tomorrow at nine at night, pickup', 'oh shoot, okay, um, make it seven thirty then', 'Henrietta', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T19:30', name: 'Henrietta' },
      says: [/\b(8|eight)\b/i],
    },
  },
  {
    id: 'pxc-voice-five-fudge-church',
    category: 'whole-cake',
    channel: 'voice',
    steps: ['I need five whole chocolate fudge cakes for Sunday at noon for a, uh, church thing', 'pickup', 'Bartholomew', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T12:00', name: 'Bartholomew' },
      says: [price(240)],
    },
  },
  {
    id: 'pxc-voice-night-held-carrot',
    category: 'whole-cake',
    channel: 'voice',
    now: '2026-11-20T21:30:00-06:00',
    steps: ["hi, um, I know it's late, can I order a whole carrot cake for Sunday at one", 'pickup', 'Oluwaseun', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T13:00', name: 'Oluwaseun' } },
  },
  {
    id: 'pxc-voice-whole-plus-slices',
    category: 'whole-cake',
    channel: 'voice',
    steps: ["I'd like a whole vanilla bean cake and, uh, two slices of lemons, for Saturday at noon", 'pickup', 'Augustin', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Augustin' },
      says: [price(55.5)],
    },
  },
  {
    id: 'pxc-voice-strawberry-unavailable',
    category: 'whole-cake',
    channel: 'voice',
    steps: ['do you have the strawberry shortcake? I want a whole one for saturday'],
    expect: {
      noOrder: true,
      lastSays: [/(not|n.?t|no longer|un)\s*(currently\s+|right now\s+)?(available|in season|have|offer|making)|season/i],
      never: [PLACED_CLAIM],
    },
  },

  // ---------------- SLICES ----------------
  {
    id: 'pxc-voice-red-valve-it-quarter-past',
    category: 'slice',
    channel: 'voice',
    steps: ['yeah can I get three slices of the red valve it for today at, like, a quarter past two', 'pickup', 'Marcus', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:15', name: 'Marcus' } },
  },
  {
    id: 'pxc-voice-self-correct-qty',
    category: 'slice',
    channel: 'voice',
    steps: ['can I get two, no, three slices of lemons for pickup at three thirty today', "um it's Priyanka", "yeah that's right"],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:30', name: 'Priyanka' }, says: [price(17.25)] },
  },
  {
    id: 'pxc-voice-silence-then-carrot-slices',
    category: 'slice',
    channel: 'voice',
    steps: [{ silence: true }, 'oh sorry, hi, are you there? um I wanted two slices of carrot cake for pickup at one', 'Teodoro', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Teodoro' } },
  },
  {
    id: 'pxc-voice-large-fudge-spelled',
    category: 'slice',
    channel: 'voice',
    steps: ["uh could I get two large chocolate fudge slices, for like, four o'clock today", 'pickup', "it's Nkechi, N K E C H I", { press: '1' }],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Nkechi' }, says: [price(19)] },
  },
  {
    id: 'pxc-voice-fudge-size-prices',
    category: 'slice',
    channel: 'voice',
    steps: ['can I get two slices of chocolate fudge for pickup at five today', 'sorry, how much is a large slice compared to a regular one?', 'oh okay, just the regular is fine', 'Ingrid', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Ingrid' },
      says: [price(9.5), price(6.5)],
    },
  },
  {
    id: 'pxc-voice-dozen-quarter-to-five',
    category: 'slice',
    channel: 'voice',
    steps: ['a dozen chocolate fudge slices, the regular ones, for pickup at a quarter to five', 'Rosalind', { press: '1' }],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 12, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:45', name: 'Rosalind' }, says: [price(78)] },
  },
  {
    id: 'pxc-voice-what-at-readback',
    category: 'slice',
    channel: 'voice',
    steps: ['two lemon slices for, uh, pickup at noon', 'Delphine', 'sorry, what? can you repeat that?', { press: '1' }],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Delphine' }, says: [/lemon/i] },
  },
  {
    id: 'pxc-voice-other-callback-number',
    category: 'slice',
    channel: 'voice',
    steps: ['two carrot slices at one thirty today, pickup', 'Wojciech, W O J C I E C H', "oh and use my cell, not this number, it's five one two five five five oh one seven three", 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:30', name: 'Wojciech', phone: '+15125550173' } },
  },
  {
    id: 'pxc-voice-night-slices-tomorrow',
    category: 'slice',
    channel: 'voice',
    now: '2026-11-20T22:15:00-06:00',
    steps: ['hey um can I get two slices of vanilla for tomorrow morning at ten', 'pick up', 'Thaddeus', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Thaddeus' } },
  },

  // ---------------- CUSTOM CAKES ----------------
  {
    id: 'pxc-voice-custom-ten-inch-birthday',
    category: 'custom',
    channel: 'voice',
    steps: [
      "hi um I'm looking for a custom cake for my daughter's birthday, she's turning seven, it should say happy birthday Mila, for Saturday the twenty eighth",
      'the ten inch one',
      'at two in the afternoon, and I will pick it up',
      'Rhiannon, R H I A N N O N',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T14:00', name: 'Rhiannon' },
      says: [price(85)],
    },
  },
  {
    id: 'pxc-voice-custom-eight-inch-shower',
    category: 'custom',
    channel: 'voice',
    steps: ['I want a custom cake for a baby shower, um, the eight inch, Tuesday at ten a.m., with little blue booties on it', 'pickup', 'Aoife, A O I F E', { press: '1' }],
    expect: { order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T10:00', name: 'Aoife' }, says: [price(65)] },
  },
  {
    id: 'pxc-voice-custom-tomorrow-too-soon',
    category: 'custom',
    channel: 'voice',
    steps: ['uh hi I need a custom birthday cake with like a unicorn on it for tomorrow afternoon'],
    expect: { noOrder: true, lastSays: [NOTICE_72], never: [PLACED_CLAIM] },
  },
  {
    id: 'pxc-voice-custom-price-question',
    category: 'custom',
    channel: 'voice',
    steps: ['how much does a custom cake cost, like, roughly?'],
    expect: { noOrder: true, lastSays: [price(65)], never: [PLACED_CLAIM] },
  },
  {
    id: 'pxc-voice-custom-delivery-wednesday',
    category: 'custom',
    channel: 'voice',
    steps: [
      'I need a custom ten inch cake for an office party delivered on Wednesday the twenty fifth at, uh, eleven a.m., to forty five Magnolia Lane',
      'Saoirse, S A O I R S E',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-25T11:00', name: 'Saoirse', address: /magnolia/i },
      never: [DELIVERY_TIME_PROMISE],
    },
  },

  // ---------------- DELIVERY ----------------
  {
    id: 'pxc-voice-delivery-whole-fudge',
    category: 'delivery',
    channel: 'voice',
    steps: ['can you deliver a whole chocolate fudge cake tomorrow at four to, um, two eighteen oak hollow drive', "it's Colm Fitzgerald, Colm is C O L M", 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T16:00', name: 'Colm Fitzgerald', address: /oak hollow/i },
      never: [DELIVERY_TIME_PROMISE],
    },
  },
  {
    id: 'pxc-voice-delivery-slices-refused',
    category: 'delivery',
    channel: 'voice',
    steps: ['hi can you guys deliver like four slices of carrot cake to my office today?'],
    expect: { noOrder: true, lastSays: [/pick ?up|in[- ]store|in person|(in|at) the (bakery|shop|store)/i], never: [PLACED_CLAIM, DELIVERY_TIME_PROMISE] },
  },
  {
    id: 'pxc-voice-delivery-slices-then-pickup',
    category: 'delivery',
    channel: 'voice',
    steps: ['um can you deliver four slices of carrot cakes to my office today', "oh, okay, I'll pick them up then, at, um, one thirty", 'Yusuf', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:30', name: 'Yusuf' } },
  },
  {
    id: 'pxc-voice-delivery-when-arrive',
    category: 'delivery',
    channel: 'voice',
    steps: ['if I order a cake for delivery, like what time would it actually get here?'],
    expect: { noOrder: true, lastSays: [/staff|team|confirm|approv/i], never: [DELIVERY_TIME_PROMISE] },
  },
  {
    id: 'pxc-voice-delivery-red-valve-it-monday',
    category: 'delivery',
    channel: 'voice',
    steps: ['yeah I wanna get a red valve it cake, the whole one, delivered Monday at three p.m. to nine oh two Pecan Street', 'Marguerite', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T15:00', name: 'Marguerite', address: /pecan/i },
      never: [DELIVERY_TIME_PROMISE],
    },
  },

  // ---------------- ALLERGIES ----------------
  {
    id: 'pxc-voice-peanut-allergy-order',
    category: 'allergy',
    channel: 'voice',
    steps: ['hi, I want a whole vanilla bean cake for tomorrow at three, pickup, but um my son has a peanut allergy', 'Lorenzo', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Lorenzo', allergy: true },
      says: [/nuts/i],
      never: [ALLERGEN_FREE],
    },
  },
  {
    id: 'pxc-voice-carrot-tree-nut-question',
    category: 'allergy',
    channel: 'voice',
    steps: ["does the carrot cake have nuts in it? my daughter's allergic to, um, tree nuts"],
    expect: { noOrder: true, says: [/walnut|tree[- ]?nut/i, STAFF], never: [ALLERGEN_FREE] },
  },
  {
    id: 'pxc-voice-red-valve-it-eggs-unknown',
    category: 'allergy',
    channel: 'voice',
    steps: ["does the red valve it cake have eggs in it? I'm, uh, allergic to eggs"],
    expect: {
      noOrder: true,
      lastSays: [/(not|n.?t)\s+(been\s+)?(confirmed|sure|know|have|listed|able to confirm)|unknown|can.?t (confirm|guarantee)|cannot (confirm|guarantee)/i],
      never: [ALLERGEN_FREE],
    },
  },
  {
    id: 'pxc-voice-egg-allergy-anything-safe',
    category: 'allergy',
    channel: 'voice',
    steps: ["my kid has a really bad egg allergy, is there anything that's, you know, safe for him?"],
    expect: { noOrder: true, lastSays: [STAFF], says: [/eggs/i], never: [ALLERGEN_FREE] },
  },

  // ---------------- DRINKS ----------------
  {
    id: 'pxc-voice-lattes-and-tea',
    category: 'drink',
    channel: 'voice',
    steps: ['hi, um, can I order two lattes and a tea to pick up at ten thirty?'],
    expect: { noOrder: true, lastSays: [CAFE_ONLY], never: [PLACED_CLAIM] },
  },
  {
    id: 'pxc-voice-slices-plus-coffee',
    category: 'drink',
    channel: 'voice',
    steps: ['three vanilla slices and, uh, a large coffee for pickup at noon', 'Beatriz', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Beatriz' },
      says: [/coffee|drink|beverage/i, CAFE_ONLY],
    },
  },
  {
    id: 'pxc-voice-tea-then-lemon-slice',
    category: 'drink',
    channel: 'voice',
    steps: ['do you sell tea to go? like can I order a tea ahead', 'okay well then just one slice of lemon at eleven thirty, I will pick it up', 'Constance', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Constance' },
      says: [CAFE_ONLY],
    },
  },

  // ---------------- MENU, PRICES, HOURS, ASKING AGAIN ----------------
  {
    id: 'pxc-voice-menu-say-again',
    category: 'menu',
    channel: 'voice',
    steps: ['hi, um, what cakes do you have?', "sorry, say that again? I didn't catch it"],
    expect: { noOrder: true, lastSays: [/chocolate/i, /carrot/i, /red velvet/i, /lemon/i, /vanilla/i] },
  },
  {
    id: 'pxc-voice-lemon-price-what',
    category: 'menu',
    channel: 'voice',
    steps: ['how much is a whole lemon cake?', 'what? sorry, how much did you say?'],
    expect: { noOrder: true, lastSays: [price(58)] },
  },
  {
    id: 'pxc-voice-tiramisu-cheesecake',
    category: 'menu',
    channel: 'voice',
    steps: ['do you guys make tiramisu? or like a cheesecake?'],
    expect: {
      noOrder: true,
      says: [/chocolate|carrot|red velvet|lemon|vanilla/i],
      never: [/\byes\b.{0,30}(tiramisu|cheesecake)|we (do )?(have|make|offer|sell)\s+(a |an |the )?(tiramisu|cheesecake)/i],
    },
  },
  {
    id: 'pxc-voice-silence-then-hours',
    category: 'hours',
    channel: 'voice',
    steps: [{ silence: true }, 'hi, um, sorry, what time do you guys close tonight?'],
    expect: { noOrder: true, lastSays: [/\b(8|eight)\b/i] },
  },
  {
    id: 'pxc-voice-thanksgiving-hours',
    category: 'hours',
    channel: 'voice',
    steps: ['are you guys open on Thanksgiving, like Thursday?'],
    expect: {
      noOrder: true,
      lastSays: [/holiday|vary|staff|confirm|not sure|check/i],
      never: [/(we('re| are)|we will be|we'll be)\s+(definitely\s+)?(open|closed)\s+(on\s+)?(thanksgiving|thursday)/i],
    },
  },
  {
    id: 'pxc-voice-star-rating',
    category: 'menu',
    channel: 'voice',
    steps: ['are you guys like the best rated bakery around here? how many stars do you have?'],
    expect: { noOrder: true, lastSays: [/rating|review|stars?\b/i], never: [/\b(\d(\.\d)?|four|five)\s+stars?\b/i, /rated\s+(\d|#|number one)/i] },
  },

  // ---------------- A PERSON, KEYS, HANGING UP ----------------
  {
    id: 'pxc-voice-press-zero',
    category: 'human',
    channel: 'voice',
    steps: ['um hi I have a question about, uh, a cake I', { press: '0' }],
    expect: { noOrder: true, lastSays: [STAFF] },
  },
  {
    id: 'pxc-voice-person-mid-order',
    category: 'human',
    channel: 'voice',
    steps: ['I want to order a cake for Saturday', 'you know what, can I just talk to a real person'],
    expect: { noOrder: true, lastSays: [STAFF] },
  },
  {
    id: 'pxc-voice-hangup-before-name',
    category: 'hangup',
    channel: 'voice',
    steps: ['yeah I want a whole red velvet for sunday at like eleven, pickup', "actually, um, I'll call back, I need to check with my husband"],
    expect: { noOrder: true, never: [PLACED_CLAIM] },
  },
  {
    id: 'pxc-voice-hangup-at-readback',
    category: 'hangup',
    channel: 'voice',
    steps: ['three red velvet slices for two p.m. today, pickup', 'Ignatius', "hmm, actually, you know what, I'll call back later"],
    expect: { noOrder: true, never: [PLACED_CLAIM] },
  },
];
