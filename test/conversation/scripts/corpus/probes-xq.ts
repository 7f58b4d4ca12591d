import type { Script } from '../script-types.js';

// SEVERAL THINGS IN ONE CONVERSATION: items wanted at two different times (one order holds one
// pickup time: two orders, or one time agreed), a second, different order after the first one is
// placed, questions between items, the pickup time changed after the read-back, items added after
// the read-back, the total asked mid-order, "what did I order?" and "what's my order number?" after
// placing, "thanks bye ... oh wait one more thing", and an order cancelled while being built and
// started again.
//
// Catalog facts used: whole cakes (8-inch, serve 10 to 12, 24 h notice): chocolate fudge $48,
// carrot $46 (walnuts / tree nuts), red velvet $50 (allergens unknown), vanilla bean $44
// (allergens unknown); lemon chiffon 10-inch $58. Strawberry shortcake not available. Slices
// (pickup only, no notice): chocolate fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet
// $6.50, lemon $5.75, vanilla bean $5.50. Drinks in-cafe only. Hours 8 AM to 8 PM, 7 days.
// Confirmed = standard items, total <= $200, daytime, no allergy note. The assistant cannot change
// or cancel a placed order: staff do. Clock: Fri 2026-11-20 10:00 Central; Sat 21, Sun 22.

const ORDER_ID = /ord_\w+/;
const STAFF = /staff|team|someone|person|owner|manager|human|call (us|the bakery)|bakery directly/i;
/** The clerk makes separate orders for the two times (or says one order holds one time). */
const SEPARATE = /separate|two orders|2 orders|second order|another order|next order|other order|first order|one (pickup )?time per order|each order|(single|one) order (can only|only|holds|has)/i;
const CHANGED_CLAIM = /(order|it|time|name|pickup)\s+(has been|is now|was)\s+(updated|changed|modified|moved)|I('ve| have)\s+(updated|changed|modified|moved|added|switched) (it|your order|the order|that to your order)/i;
const ALLERGEN_FREE = /(is|are|it's)\s+(completely\s+|totally\s+)?(nut|peanut|allergen|tree[- ]nut)[- ]free|(does not|doesn.?t|no)\s+(contain|have)\s+(any\s+)?(nuts|walnuts|allergens)/i;
const WALNUTS = /walnut|tree.?nut|contains? (nuts|walnuts)|ha(s|ve) (nuts|walnuts)|nuts in/i;
const UNKNOWN_ALLERGENS = /(not|n.?t) (been )?(confirm|list|know|sure|verif|have (a |the )?(confirmed|full|complete))|unknown|can.?t (confirm|guarantee|say)|cannot (confirm|guarantee|say)|unable to confirm/i;
const NOTICE = /24|notice|tomorrow|a day ahead|day in advance|advance/i;
const DRINKS_IN_CAFE = /caf[eé]|in[- ]store|in person|at the (counter|bakery)|can.?t (be )?(order|add)|cannot (be )?(order|add)|not (available )?(to|for) order|only (order|take) (cakes|baked)/i;
const CLOSE_8 = /\b(8|eight)\s*(:00\s*)?(p\.?m\.?|o.?clock|in the evening|tonight)|20:00/i;
const PLACED_CLAIM = /ord_\w+|order (is |has been )?(placed|confirmed|booked)|you.?re all set/i;
const SERVES_10_12 = /10\s*(to|-|–|and)\s*12/i;

const written: Script[] = [
  // ======================================================================== TWO PICKUP TIMES
  {
    id: 'pxq-sms-two-times-one-message',
    category: 'two-times',
    channel: 'sms',
    steps: [
      '2 lemon slices for pickup today at 3pm, and a whole chocolate fudge cake for saturday at noon. name is Maya',
      'yes, two separate orders is fine',
      'yes',
      'yes',
    ],
    expect: { says: [SEPARATE, ORDER_ID] },
  },
  {
    id: 'pxq-whatsapp-two-times-keep-slices',
    category: 'two-times',
    channel: 'whatsapp',
    steps: [
      'Hi! whole carrot cake for sunday 2pm and 3 vanilla bean slices for today at 5pm please. Name Tom',
      'ah ok, just do the slices today at 5 for now then, I’ll sort the cake out another time',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Tom' },
    },
  },
  {
    id: 'pxq-webchat-two-times-two-orders',
    category: 'two-times',
    channel: 'webchat',
    steps: [
      "I'd like a whole red velvet cake for pickup tomorrow at 1pm and 2 chocolate fudge slices for pickup today at 4pm. Name is Carla Jones, my number is 512-555-0142",
      'Yes, two separate orders is fine',
      'yes',
      'yes',
    ],
    expect: { says: [SEPARATE, ORDER_ID] },
  },
  {
    id: 'pxq-sms-same-slices-two-days',
    category: 'two-times',
    channel: 'sms',
    steps: [
      'i need 2 carrot slices today at noon and another 2 carrot slices tomorrow at noon. name Ray',
      'yes separate orders is fine',
      'yes',
      'yes',
    ],
    expect: { says: [SEPARATE, ORDER_ID], never: [/\b4 carrot slices\b/i] },
  },
  {
    id: 'pxq-sms-two-times-move-both-saturday',
    category: 'two-times',
    channel: 'sms',
    steps: [
      'whole vanilla bean cake and 4 lemon slices. the slices today at 4 and the cake saturday at 11am. im Dana',
      'ok fine just put both on saturday at 11am then, one order',
      'pickup',
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'lemon-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T11:00',
        name: 'Dana',
      },
    },
  },
  {
    id: 'pxq-voice-two-times-slices-first',
    category: 'two-times',
    channel: 'voice',
    steps: [
      "hi, this is Gina, I'd like two chocolate fudge slices, regular, for pickup today at two, and a whole lemon cake for saturday at three",
      "oh, okay, um, let's just do the slices today at two on this call, I'll call back for the cake",
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Gina' },
    },
  },

  {
    // On a call the first order placed does not end the call: the second is taken too.
    id: 'pxq-voice-two-times-both-orders',
    category: 'two-times',
    channel: 'voice',
    steps: ["hi, this is Gina, two chocolate fudge slices for pickup today at two, and a whole lemon cake for saturday at three", 'yes', 'yes'],
    expect: { says: [SEPARATE, ORDER_ID], lastSays: [ORDER_ID, /goodbye/i] },
  },

  // ======================================================================== A SECOND ORDER AFTER THE FIRST
  {
    id: 'pxq-sms-second-order-whole-sunday',
    category: 'second-order',
    channel: 'sms',
    steps: [
      '3 lemon slices pickup 1pm today, name Jo',
      'yes',
      'great. now a separate order: a whole chocolate fudge cake for sunday at 3pm, same name',
      'pickup',
      'yes',
    ],
    expect: { says: [/\b48\b/], lastSays: [ORDER_ID] },
  },
  {
    id: 'pxq-whatsapp-second-order-for-mom',
    category: 'second-order',
    channel: 'whatsapp',
    steps: [
      'Whole carrot cake for pickup saturday at noon please, I’m Hector',
      'yes',
      'Thanks! Another order please, for my mom: 2 red velvet slices today at 5pm, under the name Linda',
      'yes',
    ],
    expect: { says: [/\b13(\.00)?\b/], lastSays: [ORDER_ID] },
  },
  {
    id: 'pxq-webchat-second-order-same-details',
    category: 'second-order',
    channel: 'webchat',
    steps: [
      'I want 2 vanilla bean slices for pickup at 2pm today, name Rosa Diaz',
      '512-555-0142',
      'yes',
      'Thanks! Could I also place a second order for a whole lemon chiffon cake, pickup Saturday at 4pm? Same name and number.',
      'yes',
    ],
    expect: { says: [/\b58\b/], lastSays: [ORDER_ID] },
  },
  {
    id: 'pxq-sms-second-order-same-items-tomorrow',
    category: 'second-order',
    channel: 'sms',
    steps: ['2 carrot slices pickup at noon today. name Ray', 'yes', 'can i also order 2 carrot slices for tomorrow at noon? separate order', 'yes'],
    expect: { lastSays: [ORDER_ID], never: [/duplicate|already (placed|ordered|have)/i] },
  },

  // ======================================================================== QUESTIONS BETWEEN ITEMS
  {
    id: 'pxq-sms-lemon-question-carrot',
    category: 'questions-between',
    channel: 'sms',
    steps: ['2 lemon slices for pickup today at 3, name is Nina', 'oh and is the carrot cake nutty?', 'ok and one carrot slice too', 'yes'],
    expect: {
      says: [WALNUTS, /17\.50/],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }],
        fulfillment: 'pickup',
        at: '2026-11-20T15:00',
        name: 'Nina',
      },
      never: [ALLERGEN_FREE],
    },
  },
  {
    id: 'pxq-whatsapp-whole-feeds-then-rv-allergens',
    category: 'questions-between',
    channel: 'whatsapp',
    steps: [
      'whole chocolate fudge cake for pickup saturday 2pm, name Sam',
      'how many people does it feed?',
      'ok. also what allergens are in the red velvet?',
      'ok just the chocolate one then. yes please confirm',
      'yes',
    ],
    expect: {
      says: [SERVES_10_12, UNKNOWN_ALLERGENS],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', at: '2026-11-21T14:00', name: 'Sam' },
      never: [ALLERGEN_FREE],
    },
  },
  {
    id: 'pxq-webchat-large-slices-coffee-question',
    category: 'questions-between',
    channel: 'webchat',
    steps: [
      "Hi, I'd like 2 large chocolate fudge slices for pickup at 11am today. Name Priya Shah, phone 512-555-0142",
      'Do you have coffee too? Can I add a latte?',
      'ok, just the slices then. yes, confirm',
      'yes',
    ],
    expect: {
      says: [DRINKS_IN_CAFE, /19(\.00)?\b/],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T11:00',
        name: 'Priya Shah',
        phone: '+15125550142',
      },
    },
  },
  {
    id: 'pxq-sms-price-questions-between',
    category: 'questions-between',
    channel: 'sms',
    steps: ['how much is a carrot slice?', 'ok 2 of those. and how much is a lemon slice?', 'one lemon too. pickup at 4pm today, name Eli', 'yes'],
    expect: {
      says: [/\b6(\.00)?\b/, /5\.75/],
      order: {
        items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'lemon-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Eli',
      },
    },
  },
  {
    id: 'pxq-voice-rv-sunday-question-vanilla',
    category: 'questions-between',
    channel: 'voice',
    steps: [
      "hi, uh, this is Marcus, can I get one red velvet slice for pickup at five today",
      'oh and, um, are you guys open on sundays?',
      'ok cool, and add one vanilla bean slice too',
      { press: '1' },
    ],
    expect: {
      says: [/\b(yes|yeah|open)\b|every day|7 days|seven days|daily/i],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T17:00',
        name: 'Marcus',
      },
    },
  },
  {
    id: 'pxq-sms-strawberry-question-then-vanilla',
    category: 'questions-between',
    channel: 'sms',
    steps: ['1 whole chocolate fudge cake for saturday at 3pm pickup, name Lou', 'do you have strawberry shortcake? could i add one?', 'oh ok, add a whole vanilla bean cake instead', 'yes'],
    expect: {
      says: [/not (currently )?(available|offer|on the menu|in season)|unavailable|don.?t have|do not have|out of season|seasonal|isn.?t available|no longer/i, /\b92\b/],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T15:00',
        name: 'Lou',
      },
    },
  },
  {
    id: 'pxq-whatsapp-lemon-size-question',
    category: 'questions-between',
    channel: 'whatsapp',
    steps: ['2 vanilla bean slices pickup today 6pm, name Ivy', 'btw how big is the lemon cake? is it the same size as the others?', 'ok nice, never mind the lemon, just the slices. yes confirm', 'yes'],
    expect: {
      says: [/10[- ]?(inch|in\b|")/i],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Ivy' },
    },
  },
  {
    id: 'pxq-sms-closing-time-question-between',
    category: 'questions-between',
    channel: 'sms',
    steps: ['can i get 2 red velvet slices', 'what time do you close tonight?', 'ok pickup at 7pm then, name Ben', 'yes'],
    expect: {
      says: [CLOSE_8],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:00', name: 'Ben' },
    },
  },

  // ======================================================================== CHANGE TIME AFTER SUMMARY
  {
    id: 'pxq-sms-change-time-after-summary',
    category: 'change-time',
    channel: 'sms',
    steps: ['3 vanilla bean slices pickup 2pm today, name Ada', 'actually make it 4pm', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Ada' },
    },
  },
  {
    id: 'pxq-whatsapp-change-day-after-summary',
    category: 'change-time',
    channel: 'whatsapp',
    steps: ['Whole carrot cake for pickup Saturday at noon, name Omar', 'Hmm can we do Sunday at the same time instead?', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Omar' },
    },
  },
  {
    id: 'pxq-webchat-change-time-after-summary',
    category: 'change-time',
    channel: 'webchat',
    steps: ['Hello, one whole lemon chiffon cake for pickup tomorrow at 3pm please. Name: Helen Park', '512-555-0142', 'Oh wait, can you change the time to 5pm please?', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T17:00',
        name: 'Helen Park',
        phone: '+15125550142',
      },
    },
  },
  {
    id: 'pxq-voice-change-time-after-summary',
    category: 'change-time',
    channel: 'voice',
    steps: ["yeah hi, two carrot slices for pickup at one today, name's Joe", "actually, uh, make that three o'clock instead", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Joe' },
    },
  },
  {
    id: 'pxq-sms-change-whole-to-today-refused',
    category: 'change-time',
    channel: 'sms',
    steps: ['whole chocolate fudge cake pickup saturday 2pm, name Tess', 'actually can i get it today at 5 instead?', 'ok keep it saturday 2pm then', 'yes'],
    expect: {
      says: [NOTICE],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Tess' },
    },
  },
  {
    id: 'pxq-sms-change-time-after-hours',
    category: 'change-time',
    channel: 'sms',
    steps: ['2 lemon slices pickup at 3 today, name Kim', 'actually can i come at 9pm instead?', 'ok 7:30 then', 'yes'],
    expect: {
      says: [CLOSE_8],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:30', name: 'Kim' },
    },
  },

  // ======================================================================== ADD ITEMS AFTER SUMMARY
  {
    id: 'pxq-sms-add-vanilla-after-summary',
    category: 'add-after-summary',
    channel: 'sms',
    steps: ['2 lemon slices pickup 3pm today, name Kai', 'also add a vanilla slice', 'yes'],
    expect: {
      says: [/\b17\.00\b|\$17\b/],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Kai',
      },
    },
  },
  {
    id: 'pxq-whatsapp-add-slices-to-whole',
    category: 'add-after-summary',
    channel: 'whatsapp',
    steps: ['Whole chocolate fudge cake for pickup Saturday at noon, I’m Ruth', 'oh and add 2 carrot slices to that too', 'yes'],
    expect: {
      says: [/\b60(\.00)?\b/],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T12:00',
        name: 'Ruth',
      },
    },
  },
  {
    id: 'pxq-webchat-add-drink-after-summary',
    category: 'add-after-summary',
    channel: 'webchat',
    steps: ['Hi, 2 red velvet slices for pickup at 1pm today, name Olga Petrova', '512-555-0142', 'Also add a hot chocolate please', "ok, that's fine, just the slices then. yes", 'yes'],
    expect: {
      says: [DRINKS_IN_CAFE],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:00',
        name: 'Olga Petrova',
        phone: '+15125550142',
      },
    },
  },
  {
    id: 'pxq-voice-add-lemon-after-summary',
    category: 'add-after-summary',
    channel: 'voice',
    steps: ["hi, it's Walter, I'd like a whole vanilla bean cake for saturday at eleven, pick up", 'oh, and, um, add two lemon slices to that', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'lemon-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T11:00',
        name: 'Walter',
      },
    },
  },
  {
    id: 'pxq-sms-add-whole-to-today-slices',
    category: 'add-after-summary',
    channel: 'sms',
    steps: ['3 carrot slices pickup at 5 today, name Pat', 'oh add a whole chocolate fudge cake too', 'oh ok never mind the cake then, just the slices', 'yes'],
    expect: {
      says: [NOTICE],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Pat' },
    },
  },
  {
    id: 'pxq-sms-bump-qty-after-summary',
    category: 'add-after-summary',
    channel: 'sms',
    steps: ['2 red velvet slices pickup 4pm today, name Vera', 'make it 3 actually', 'yes'],
    expect: {
      says: [/19\.50/],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Vera' },
    },
  },

  // ======================================================================== TOTAL MID-ORDER
  {
    id: 'pxq-sms-total-so-far-rv-lemon',
    category: 'total-mid-order',
    channel: 'sms',
    steps: ['can i get a whole red velvet for saturday 1pm pickup', 'and 2 lemon slices. whats my total so far?', 'Vic', 'yes'],
    expect: {
      says: [/61\.50/],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }, { sku: 'lemon-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T13:00',
        name: 'Vic',
      },
    },
  },
  {
    id: 'pxq-whatsapp-total-then-add',
    category: 'total-mid-order',
    channel: 'whatsapp',
    steps: ['4 regular chocolate fudge slices for pickup at noon today', 'how much is that so far?', 'ok add 2 carrot slices. name Bea', 'yes'],
    expect: {
      says: [/\b26(\.00)?\b/, /\b38(\.00)?\b/],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:00',
        name: 'Bea',
      },
    },
  },
  {
    id: 'pxq-webchat-total-large-and-lemon',
    category: 'total-mid-order',
    channel: 'webchat',
    steps: [
      'Two large chocolate fudge slices and one lemon slice please, pickup at 3pm today. Name Marta Lopez',
      'What is the total?',
      '512-555-0142',
      'yes',
    ],
    expect: {
      says: [/24\.75/],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }, { sku: 'lemon-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Marta Lopez',
        phone: '+15125550142',
      },
    },
  },
  {
    id: 'pxq-voice-total-mid-order',
    category: 'total-mid-order',
    channel: 'voice',
    steps: [
      "hi, this is Frank, I want a whole carrot cake for pickup saturday at noon",
      "and, uh, one vanilla bean slice too. what's that come to?",
      'okay, yes',
    ],
    expect: {
      says: [/51\.50|fifty[- ]one/i],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T12:00',
        name: 'Frank',
      },
    },
  },
  {
    id: 'pxq-sms-total-two-wholes',
    category: 'total-mid-order',
    channel: 'sms',
    steps: ['whole chocolate fudge and whole vanilla bean for sunday 11am pickup', 'whats the total before i give my name?', 'its Quinn', 'yes'],
    expect: {
      says: [/\b92(\.00)?\b/],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T11:00',
        name: 'Quinn',
      },
    },
  },

  // ======================================================================== WHAT DID I ORDER?
  {
    id: 'pxq-sms-what-did-i-order',
    category: 'after-placing',
    channel: 'sms',
    steps: ['2 lemon slices and 1 carrot slice pickup 3pm today, name Zoe', 'yes', 'wait what did i order again?'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Zoe',
      },
      lastSays: [/lemon/i, /carrot/i],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pxq-whatsapp-remind-what-and-when',
    category: 'after-placing',
    channel: 'whatsapp',
    steps: ['1 whole vanilla bean cake for pickup saturday at 11am. name Ines', 'yes', 'remind me what I ordered and when I pick it up?'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Ines' },
      lastSays: [/vanilla/i, /saturday|sat\b|nov(ember)?\.? 21|21st|11\/21|tomorrow/i, /\b11(:00)?\s*(a\.?m\.?)?\b/i],
    },
  },
  {
    id: 'pxq-webchat-whats-in-my-order',
    category: 'after-placing',
    channel: 'webchat',
    steps: ['Hi! 3 red velvet slices for pickup today at 2pm, name Aisha Bello', '512-555-0142', 'yes', "Sorry, can you tell me what's in my order?"],
    expect: {
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 3 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Aisha Bello',
        phone: '+15125550142',
      },
      lastSays: [/red velvet/i, /\b(3|three)\b/i],
    },
  },

  // ======================================================================== ORDER NUMBER AGAIN
  {
    id: 'pxq-sms-order-number-again',
    category: 'after-placing',
    channel: 'sms',
    steps: ['4 vanilla bean slices pickup at 11am today, name Cal', 'yes', 'whats my order number again?'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Cal' },
      lastSays: [ORDER_ID],
    },
  },
  {
    id: 'pxq-whatsapp-confirmation-number-again',
    category: 'after-placing',
    channel: 'whatsapp',
    steps: ['Whole lemon chiffon cake, pickup Sunday 1pm, name Farah', 'Yes', 'sorry can you send me the confirmation number again? my screen glitched'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Farah' },
      lastSays: [ORDER_ID],
    },
  },
  {
    id: 'pxq-webchat-lost-order-id',
    category: 'after-placing',
    channel: 'webchat',
    steps: ['2 carrot slices for pickup at 4pm today please. My name is Derek Lee', '512-555-0142', 'yes', 'I closed the tab by mistake and lost the order ID, can you repeat it?'],
    expect: {
      order: {
        items: [{ sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Derek Lee',
        phone: '+15125550142',
      },
      lastSays: [ORDER_ID],
    },
  },

  // ======================================================================== THANKS, BYE ... OH WAIT
  {
    id: 'pxq-sms-bye-then-closing-time',
    category: 'one-more-thing',
    channel: 'sms',
    steps: ['2 lemon slices pickup 6pm today, name Gus', 'yes', 'thanks bye!', 'oh wait one more thing, what time do you close today?'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Gus' },
      lastSays: [CLOSE_8],
    },
  },
  {
    id: 'pxq-whatsapp-bye-then-add-to-placed',
    category: 'one-more-thing',
    channel: 'whatsapp',
    steps: ['3 vanilla bean slices for pickup today at 1pm, I’m Nora', 'yes', 'thank you!! 😊', 'oh wait, one more thing - can you add a lemon slice to my order?'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Nora' },
      lastSays: [/staff|team|someone|separate|new order|second order|another order|can.?t (change|modify|add)|cannot (change|modify|add)|unable to (change|modify|add)/i],
      never: [CHANGED_CLAIM, /(added|adding) (a |the |one )?lemon slice to (your|the) (existing |original )?order/i],
    },
  },
  {
    id: 'pxq-webchat-bye-then-carrot-nuts',
    category: 'one-more-thing',
    channel: 'webchat',
    steps: [
      'Whole carrot cake for pickup tomorrow at 2pm, name Julia Brandt',
      '512-555-0197',
      'yes',
      'Great, thanks, bye',
      'Oh wait, one more thing: does the carrot cake have nuts in it? Just curious',
    ],
    expect: {
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T14:00',
        name: 'Julia Brandt',
        phone: '+15125550197',
      },
      lastSays: [WALNUTS],
      never: [ALLERGEN_FREE],
    },
  },
  {
    id: 'pxq-sms-bye-then-new-order-tomorrow',
    category: 'one-more-thing',
    channel: 'sms',
    steps: ['1 whole chocolate fudge cake pickup sunday noon, name Lars', 'yes', 'ty bye', 'oh wait one more thing, can i also get 2 vanilla slices for tomorrow at 10am? separate order', 'yes'],
    expect: { says: [/\b48\b/, /\b11(\.00)?\b/], lastSays: [ORDER_ID] },
  },

  // ======================================================================== CANCEL WHILE BUILDING, START AGAIN
  {
    id: 'pxq-sms-scrap-and-restart',
    category: 'restart',
    channel: 'sms',
    steps: ['whole chocolate fudge cake pickup saturday noon, name Lee', 'actually scrap that, start over. i want 3 red velvet slices today at 4pm', 'Lee', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Lee' },
    },
  },
  {
    id: 'pxq-whatsapp-cancel-never-mind',
    category: 'restart',
    channel: 'whatsapp',
    steps: ['Can I get 2 carrot slices for pickup at 3 today? Name Uma', 'Actually never mind, cancel that, I’ll come in and buy them in person'],
    expect: {
      noOrder: true,
      lastSays: [/no (problem|worries)|cancel+ed|won.?t (place|put)|not (be )?placed|scrapped|dropped|discarded|cleared|see you|okay|ok\b|sure/i],
      never: [PLACED_CLAIM],
    },
  },
  {
    id: 'pxq-webchat-restart-different-order',
    category: 'restart',
    channel: 'webchat',
    steps: [
      'I want a whole red velvet cake for pickup Sunday at 3pm, name Greta Olsen',
      "Sorry, let's start over. Forget the red velvet. I'd like 4 lemon slices for pickup today at 5pm instead",
      'Greta Olsen',
      '512-555-0142',
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T17:00',
        name: 'Greta Olsen',
        phone: '+15125550142',
      },
    },
  },
  {
    id: 'pxq-voice-forget-that-start-again',
    category: 'restart',
    channel: 'voice',
    steps: [
      "hi, it's Doris, I'd like a whole carrot cake for saturday at noon",
      "actually, you know what, forget all that, let me start again. I just want two chocolate fudge slices, regular, for pickup today at four",
      'Doris',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Doris' },
    },
  },
  {
    id: 'pxq-sms-restart-at-summary',
    category: 'restart',
    channel: 'sms',
    steps: ['2 lemon slices and 2 vanilla slices pickup 2pm today, name Mo', 'no wait cancel all of that. just 1 whole vanilla bean cake for sunday at 10am', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Mo' },
    },
  },
];

// Scripts the assistant does not yet end right, left out of the run until they pass; the closing
// note of the stop that added this file lists them.
const notYet = new Set<string>();
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
