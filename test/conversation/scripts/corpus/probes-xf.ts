import type { Script } from '../script-types.js';

// Changing the order while it is being made: adding, removing, recounting, resizing, splitting,
// swapping flavours, pickup <-> delivery, day/time changes, name/phone corrections, changes at the
// read-back, several changes in one message, and customers who change their mind twice.
// Clock: Fri 2026-11-20 10:00 Central. Sat = 21, Sun = 22, Mon = 23, Tue = 24, Wed = 25.

const ALLERGEN_FREE = /(is|are|it's|it is)\s+(completely\s+|totally\s+|100%\s+)?(nut|peanut|tree[- ]nut|allergen)[- ]free/i;
const SAFE_CLAIM = /(is|it's|it is|will be|should be)\s+(totally\s+|perfectly\s+)?safe\s+for/i;
const NOT_PLACED = /cancel|not (been )?placed|won.?t place|will not place|no order|haven.?t placed|have not placed|nothing (has been|was|is) (placed|ordered)|(order|cart) is (now )?empty|no problem/i;

const written: Script[] = [
  // ---------------- SMS ----------------
  {
    id: 'pxf-sms-add-carrot-slices',
    category: 'order-change',
    channel: 'sms',
    steps: ['2 lemon slices for pickup today at 3pm', 'oh and 2 carrot slices too', 'Bianca', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Bianca' },
    },
  },
  {
    id: 'pxf-sms-scratch-the-lemon',
    category: 'order-change',
    channel: 'sms',
    steps: ['3 vanilla bean slices and 2 lemon slices for pickup at 1pm today', 'Corwin', 'scratch the lemon actually', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Corwin' },
    },
  },
  {
    id: 'pxf-sms-make-the-chocolate-ones-3',
    category: 'order-change',
    channel: 'sms',
    steps: ['2 large chocolate fudge slices and 1 red velvet slice, pickup at 2 today', 'Dalia', 'make the chocolate ones 3', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'large' }, { sku: 'red-velvet-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Dalia' },
    },
  },
  {
    id: 'pxf-sms-make-them-large',
    category: 'order-change',
    channel: 'sms',
    steps: ['4 regular chocolate fudge slices for pickup at 12:30 today', 'Emeka', 'actually make them large', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:30', name: 'Emeka' },
      says: [/\$?38(\.00)?\b/],
    },
  },
  {
    id: 'pxf-sms-saturday-to-sunday',
    category: 'order-change',
    channel: 'sms',
    steps: ['whole carrot cake for pickup saturday at 2pm', 'Farah', 'wait can we do sunday instead, same time', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Farah' },
    },
  },
  {
    id: 'pxf-sms-readback-4-not-3',
    category: 'order-change',
    channel: 'sms',
    steps: ['3 red velvet slices for pickup today at 5', 'Gideon', "no it's 4 not 3", 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Gideon' },
    },
  },
  {
    id: 'pxf-sms-flavour-changed-twice',
    category: 'order-change',
    channel: 'sms',
    steps: ['whole vanilla bean cake pickup tomorrow at noon', 'actually make it chocolate fudge', 'hmm no go back to vanilla, sorry', 'Harriet', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Harriet' },
    },
  },
  {
    id: 'pxf-sms-delivery-back-to-pickup',
    category: 'order-change',
    channel: 'sms',
    steps: ['can u deliver a whole lemon cake to 300 W 6th St tomorrow at 3pm', 'Ivo', 'actually nvm ill just pick it up myself', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Ivo' },
    },
  },
  {
    id: 'pxf-sms-name-jonah-not-jonas',
    category: 'order-change',
    channel: 'sms',
    steps: ['2 carrot slices pickup at 4 today', 'Jonas', "oops typo, it's Jonah not Jonas", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Jonah' },
    },
  },
  {
    id: 'pxf-sms-count-up-over-200',
    category: 'order-change',
    channel: 'sms',
    steps: ['4 whole chocolate fudge cakes for pickup sunday at 1pm', 'Keziah', 'actually make it 5', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T13:00', name: 'Keziah' },
    },
  },
  {
    id: 'pxf-sms-slices-to-whole-lemon',
    category: 'order-change',
    channel: 'sms',
    steps: ['2 lemon slices for pickup today at 3', 'actually can i get a whole lemon cake instead? for tomorrow at 3', 'Lucian', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Lucian' },
    },
  },
  {
    id: 'pxf-sms-three-changes-one-message',
    category: 'order-change',
    channel: 'sms',
    steps: ['2 vanilla bean slices and 1 carrot slice pickup today at 2', 'Mireille', 'change to 3 vanilla, drop the carrot, and make it 4pm instead', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Mireille' },
    },
  },
  {
    id: 'pxf-sms-slices-today-to-tomorrow',
    category: 'order-change',
    channel: 'sms',
    steps: ['2 red velvet slices pickup at 3 today', 'Tobias', 'actually can i grab them tomorrow at 3 instead', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Tobias' },
    },
  },

  // ---------------- WHATSAPP ----------------
  {
    id: 'pxf-whatsapp-split-one-large',
    category: 'order-change',
    channel: 'whatsapp',
    steps: ['2 regular chocolate fudge slices for pickup at 1 today', 'Nadia', 'oh actually make one of them large', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }],
        fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Nadia',
      },
    },
  },
  {
    id: 'pxf-whatsapp-red-velvet-instead-of-carrot',
    category: 'order-change',
    channel: 'whatsapp',
    steps: ['whole carrot cake for saturday pickup at 3pm', 'Orla', 'actually red velvet instead of carrot', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Orla' },
    },
  },
  {
    id: 'pxf-whatsapp-pickup-to-delivery',
    category: 'order-change',
    channel: 'whatsapp',
    steps: ['whole vanilla bean cake pickup sunday 12pm', 'Priya Nair', 'can you deliver it instead? 2100 S Lamar Blvd apt 210', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T12:00', name: 'Priya Nair', address: /2100 S(outh)? Lamar.*210/i },
    },
  },
  {
    id: 'pxf-whatsapp-time-to-530',
    category: 'order-change',
    channel: 'whatsapp',
    steps: ['3 lemon slices pickup today at 2pm', 'Quentin', 'can we make it 5:30 instead', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:30', name: 'Quentin' },
    },
  },
  {
    id: 'pxf-whatsapp-add-second-whole-cake',
    category: 'order-change',
    channel: 'whatsapp',
    steps: ['whole red velvet cake for pickup saturday at 4pm', 'oh and a whole carrot cake too, same time', 'Rashida', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }, { sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Rashida' },
    },
  },
  {
    id: 'pxf-whatsapp-remove-then-put-back',
    category: 'order-change',
    channel: 'whatsapp',
    steps: ['2 carrot slices and 2 lemon slices pickup at 3 today', 'Soren', 'take off the carrot', 'ugh actually put the carrot back, sorry 🙈', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Soren' },
    },
  },
  {
    id: 'pxf-whatsapp-readback-monday-not-saturday',
    category: 'order-change',
    channel: 'whatsapp',
    steps: ['whole chocolate fudge cake for pickup saturday 2pm', 'Tamsin', 'no wait, it has to be monday not saturday', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T14:00', name: 'Tamsin' },
    },
  },
  {
    id: 'pxf-whatsapp-custom-8-to-10-inch',
    category: 'order-change',
    channel: 'whatsapp',
    steps: ["I need a custom cake for my son's birthday, superhero theme, 8 inch, pickup Monday at 3pm", 'Ulrich', 'actually make it the 10 inch, more kids coming', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T15:00', name: 'Ulrich' },
    },
  },
  {
    id: 'pxf-whatsapp-count-change-plus-allergy',
    category: 'order-change',
    channel: 'whatsapp',
    steps: ['2 vanilla bean slices pickup at 3 today', 'make it 3 please. and btw my daughter has a peanut allergy', 'Valentina', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T15:00', name: 'Valentina', allergy: true },
      never: [ALLERGEN_FREE, SAFE_CLAIM],
    },
  },
  {
    id: 'pxf-whatsapp-add-lattes-refused',
    category: 'order-change',
    channel: 'whatsapp',
    steps: ['2 red velvet slices for pickup at 11:30 today', 'oh and add 2 lattes', 'ok just the slices then', 'Wendell', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Wendell' },
      says: [/caf[eé]|in.?store|in person/i],
    },
  },
  {
    id: 'pxf-whatsapp-slices-delivery-to-pickup',
    category: 'order-change',
    channel: 'whatsapp',
    steps: ['3 carrot slices delivered to 88 Rainey St at 4 today', 'ok fine ill pick them up', 'Xiomara', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Xiomara' },
      says: [/pick ?-?up/i],
    },
  },

  // ---------------- VOICE ----------------
  {
    id: 'pxf-voice-add-lemon-slices',
    category: 'order-change',
    channel: 'voice',
    steps: ['hi, um, can I get two regular chocolate fudge slices for pickup today at two', 'oh and, uh, two lemon slices as well', "it's Yusuf", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Yusuf' },
    },
  },
  {
    id: 'pxf-voice-scratch-the-lemon-cake',
    category: 'order-change',
    channel: 'voice',
    steps: ["yeah I'd like a whole carrot cake and a whole lemon cake for pickup tomorrow at one p.m.", 'Zelda', 'actually, you know what, scratch the lemon, just the carrot', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Zelda' },
    },
  },
  {
    id: 'pxf-voice-four-not-three',
    category: 'order-change',
    channel: 'voice',
    steps: ['three vanilla bean slices for pickup at four today', 'Abigail', "no no, it's four slices, not three", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Abigail' },
    },
  },
  {
    id: 'pxf-voice-time-to-one-thirty',
    category: 'order-change',
    channel: 'voice',
    steps: ['a whole red velvet cake, pickup Saturday at eleven thirty', 'Bernard', 'oh, uh, can we make that one thirty in the afternoon instead', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:30', name: 'Bernard' },
    },
  },
  {
    id: 'pxf-voice-pickup-to-delivery',
    category: 'order-change',
    channel: 'voice',
    steps: ['I want a whole lemon chiffon cake for pickup Sunday at two', 'Cecilia', "actually, could you deliver it? it's 42 Elm Street", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Cecilia', address: /(42|forty.?two) Elm/i },
    },
  },
  {
    id: 'pxf-voice-six-then-back-to-five',
    category: 'order-change',
    channel: 'voice',
    steps: ['five lemon slices for pickup at three today', 'uh, make that six', 'no, sorry, five was right', 'Desmond', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Desmond' },
    },
  },
  {
    id: 'pxf-voice-two-large-make-one-regular',
    category: 'order-change',
    channel: 'voice',
    steps: ['two large chocolate fudge slices for pickup at noon', 'Esther', 'actually, uh, make one of them regular', { press: '1' }],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' }],
        fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Esther',
      },
    },
  },
  {
    id: 'pxf-voice-catherine-with-a-c',
    category: 'order-change',
    channel: 'voice',
    steps: ['one whole vanilla bean cake for pickup tomorrow at three', "it's Katherine", "oh, sorry, that's Catherine with a C", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Catherine' },
    },
  },
  {
    id: 'pxf-voice-carrot-to-red-velvet-slices',
    category: 'order-change',
    channel: 'voice',
    steps: ['three carrot cake slices, pickup at five today', 'Felix', 'hmm, actually, make those red velvet instead of carrot', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Felix' },
    },
  },
  {
    id: 'pxf-voice-several-changes',
    category: 'order-change',
    channel: 'voice',
    steps: ["I'd like two lemon slices and two vanilla bean slices for pickup at one today", 'Gloria', 'okay, a few changes. make the lemon three, drop the vanilla, and add one large chocolate fudge slice', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Gloria' },
    },
  },
  {
    id: 'pxf-voice-custom-tuesday-to-wednesday',
    category: 'order-change',
    channel: 'voice',
    steps: ['I need a custom cake, ten inch, for a retirement party, pickup Tuesday at two', 'Horace', 'oh wait, the party moved, can we do Wednesday at two instead', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T14:00', name: 'Horace' },
    },
  },
  {
    id: 'pxf-voice-nine-pm-then-seven-thirty',
    category: 'order-change',
    channel: 'voice',
    steps: ['three lemon slices for pickup at six today', 'Uma', 'oh actually, can I make it nine tonight instead', 'okay, seven thirty then', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:30', name: 'Uma' },
      says: [/\b8\b|eight|8 ?pm|8:00/i],
    },
  },

  // ---------------- WEB CHAT ----------------
  {
    id: 'pxf-webchat-phone-typo-fixed',
    category: 'order-change',
    channel: 'webchat',
    steps: ['Hi! 2 lemon slices for pickup today at 3pm please', 'Imogen Park', '512-555-0171', 'Sorry, typo in my number, it should be 512-555-0172', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Imogen Park', phone: '+15125550172' },
    },
  },
  {
    id: 'pxf-webchat-add-vanilla-whole',
    category: 'order-change',
    channel: 'webchat',
    steps: ["I'd like a whole red velvet cake for pickup Saturday at 2pm", 'Oh, and can you add a whole vanilla bean cake too?', 'Jasper Quill', '512-555-0173', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }, { sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Jasper Quill', phone: '+15125550173' },
    },
  },
  {
    id: 'pxf-webchat-two-lemon-down-to-one',
    category: 'order-change',
    channel: 'webchat',
    steps: ['Two whole lemon cakes for pickup Sunday at noon', 'Kalani Brooks', '512-555-0174', 'Actually just one is enough', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Kalani Brooks' },
    },
  },
  {
    id: 'pxf-webchat-delivery-pickup-delivery',
    category: 'order-change',
    channel: 'webchat',
    steps: ['Whole carrot cake delivered to 1500 Guadalupe St tomorrow at 4pm', "Hmm, actually I'll pick it up", 'Wait no, delivery is better after all, same address', 'Leona Marsh', '512-555-0175', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T16:00', name: 'Leona Marsh', address: /1500 Guadalupe/i },
    },
  },
  {
    id: 'pxf-webchat-readback-11am-not-5',
    category: 'order-change',
    channel: 'webchat',
    steps: ['Whole chocolate fudge cake for pickup Saturday at 5pm', 'Marcel Okoye', '512-555-0176', "No, that's wrong, I need it at 11 in the morning, not 5", 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Marcel Okoye' },
    },
  },
  {
    id: 'pxf-webchat-vanilla-to-custom',
    category: 'order-change',
    channel: 'webchat',
    steps: ['Whole vanilla bean cake for pickup Monday at 3pm', 'Actually, can it be a custom cake instead? I want a unicorn design', '8 inch', 'Noor Haddad', '512-555-0177', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T15:00', name: 'Noor Haddad' },
    },
  },
  {
    id: 'pxf-webchat-four-lemon-down-to-three',
    category: 'order-change',
    channel: 'webchat',
    steps: ['I need 4 whole lemon cakes for pickup Sunday at 1pm', 'Oscar Lindqvist', '512-555-0178', "Oh, that's more than I budgeted. Make it 3 instead", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Oscar Lindqvist' },
      says: [/\$?174(\.00)?\b/],
    },
  },
  {
    id: 'pxf-webchat-remove-everything',
    category: 'order-change',
    channel: 'webchat',
    steps: ['2 carrot slices for pickup today at 4pm', 'Paloma Reyes', '512-555-0179', "Actually, remove the carrot slices. I don't need anything after all, sorry"],
    expect: {
      noOrder: true,
      lastSays: [NOT_PLACED],
      never: [/ord_[a-z0-9]{6,}/i],
    },
  },
  {
    id: 'pxf-webchat-make-two-of-four-large',
    category: 'order-change',
    channel: 'webchat',
    steps: ['4 regular chocolate fudge slices for pickup at 6pm today', 'Rupert Vance', '512-555-0180', 'Can you make 2 of them large?', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }],
        fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Rupert Vance',
      },
    },
  },
  {
    id: 'pxf-webchat-nut-allergy-swap-to-chocolate',
    category: 'order-change',
    channel: 'webchat',
    steps: ['A whole carrot cake for pickup Saturday at 3pm', "Wait, carrot has walnuts right? My nephew has a tree nut allergy. Let's switch to the chocolate fudge cake instead", 'Sabine Ortiz', '512-555-0181', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Sabine Ortiz', allergy: true },
      never: [ALLERGEN_FREE, SAFE_CLAIM, /(no|doesn.?t (have|contain)|does not (have|contain)|without) (any )?(nuts|tree nuts|walnuts)/i],
    },
  },
];

export const scripts: Script[] = written;
