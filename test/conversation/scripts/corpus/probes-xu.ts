import type { Script } from '../script-types.js';

// AFTER THE ORDER IS PLACED. In the same conversation, after a "yes" placed the order: the order
// number asked again, "what did I order?", "is it confirmed?", "is it ready?", the pickup time or
// day changed, a cancel, an item added to the placed order (a placed order is changed or cancelled
// by staff only: the clerk says so and offers a person, or makes a separate new order when the
// customer asks for one), an allergy mentioned only after placing (goes to staff, never brushed
// off), a complaint about an earlier order, a second separate order for someone else, "thanks bye".
// Also order status asked in a NEW conversation: a made-up id (ord_zzzzzzzzzzzzzzzzzzzz, which no
// order has: the clerk cannot find it and never invents a status), a malformed id ("#4471",
// "ORD-12345"), and no id at all. A status reply never reveals names, phone numbers or addresses.
//
// Catalog facts used: whole cakes (8-inch, serve 10 to 12, 24 h notice): chocolate fudge $48,
// carrot $46 (walnuts / tree nuts), red velvet $50 and vanilla bean $44 (allergens unknown); lemon
// 10-inch $58. Slices same day: chocolate fudge $6.50 regular / $9.50 large, carrot $6.00, red
// velvet $6.50, lemon $5.75, vanilla bean $5.50. Hours 8 AM to 8 PM, 7 days; an order placed
// between 8 PM and 8 AM is held_overnight. Delivery always needs_approval (staff confirm the area;
// no fees or times invented). Any allergy mention goes to staff (needs_approval). The assistant
// cannot change or cancel a placed order: staff do. Clock: Fri 2026-11-20 10:00 Central unless
// `now` is set; Sat 21, Sun 22.

const ORDER_ID = /ord_\w+/i;
const STAFF = /staff|team|someone|person|owner|manager|human|call (us|the bakery)|bakery directly/i;
/** Adding to a placed order: staff do it, or a separate new order is made. */
const ADD_ANSWER = /staff|team|someone|person|separate|new order|second order|another order|can.?t (change|modify|add|edit)|cannot (change|modify|add|edit)|unable to (change|modify|add|edit)/i;
const CHANGED_CLAIM = /(order|it|time|pickup)\s+(has been|is now|was)\s+(updated|changed|modified|moved)|I('ve| have)\s+(updated|changed|modified|moved|switched|rescheduled) (it|your order|the order|the time|the pickup)/i;
const CANCELLED_CLAIM = /(order|it)\s+(has been|is now|was|is)\s+(successfully\s+)?cancel+ed|I('ve| have)\s+cancel+ed/i;
const ADDED_CLAIM = /(added|adding) (a |the |one |1 )?(carrot|lemon) slice to (your|the|that) (existing |original |placed |current )?order|I('ve| have) added/i;
const ALLERGEN_FREE = /(is|are|it's)\s+(completely\s+|totally\s+)?(nut|peanut|allergen|tree[- ]nut|egg|dairy)[- ]free|(does not|doesn.?t|no)\s+(contain|have)\s+(any\s+)?(nuts|walnuts|peanuts|eggs|allergens)/i;
/** Brushing an allergy off instead of passing it to staff. */
const BRUSH_OFF = /no need to worry|nothing to worry|should (be|still be) (fine|ok|okay|safe)|you.?ll be (fine|ok)|won.?t be a problem|not a (problem|concern)|(is|are|it.?s|they.?re) (totally |perfectly |completely )?safe\b/i;
const NOT_FOUND = /(couldn.?t|could not|can.?t|cannot|unable to|didn.?t|did not|don.?t|do not|no order|not)\b.{0,40}(find|found|locate|match|exist|see|recogni[sz]e)|no record/i;
/** Something useful about finding an order without a usable id. */
const ORDER_HELP = /order (id|number|confirmation)|ord_|confirmation|not find|couldn.?t find|could not find|can.?t find|cannot find|no (open |recent |current )?orders?|not found|staff|team|someone|person|look (it )?up/i;
const STATUS_INVENTED = /\b(is|was|it'?s)\s+(ready|on (its|the) way|out for delivery|delivered|being (baked|prepared|made)|in the oven)\b/i;
/** A claim that the order is ready now (pickup is later, nobody knows it is ready). */
const NOW_READY = /\b(is|it'?s|are|they'?re|order'?s) (already |all |now )?(ready|boxed up|packed)\b(?!\s+(for pickup\s+)?(at|by|around|when|on|from|in time)\b)/i;
/** A claim that an order not yet approved is confirmed. */
const CONFIRMED_CLAIM = /(?<!(before|until|once|when|after|if|not yet) (it|the order|your order|delivery|the delivery) )\b(is|it'?s|has been|order'?s) (now |all |fully )?confirmed\b(?!\s+by\b)/i;
const PHONE = /\(?\b\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}\b|\+1\d{10}/;
const REFUND_PROMISE = /(refund (has been|is being|will be|is) (issued|processed|sent|on its way)|you('ll| will) (get|receive) (a |your )?(full )?refund|I('ve| have) (issued|processed|refunded)|we('ll| will) refund|free (cake|replacement))/i;
const DELIVERY_PROMISE = /\bwill (arrive|be delivered|get there|be there|reach you) (by|at|before|around|in)\b|\bwe(')?ll deliver (it )?(by|at|before)\b|delivery (fee|charge|cost) (is|of|will be)\s*\$?\d|\$\d+(\.\d\d)? (delivery|for delivery)|free delivery/i;
const SAT = /saturday|sat\b|nov(ember)?\.? 21|21st|11\/21|tomorrow/i;
const SUN = /sunday|sun\b|nov(ember)?\.? 22|22nd|11\/22/i;
const BYE = /thank|bye|see you|welcome|enjoy|great day|take care/i;

export const scripts: Script[] = [
  // ======================================================================== SMS
  {
    id: 'pxu-sms-order-number-again',
    category: 'after-placing',
    channel: 'sms',
    steps: ['3 carrot slices pickup 2pm today, name Dev', 'yes', 'whats my order number again? lost the text lol'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Dev' },
      lastSays: [ORDER_ID],
    },
  },
  {
    id: 'pxu-sms-change-time-to-4',
    category: 'change-placed',
    channel: 'sms',
    steps: ['2 lemon slices for pickup at 1 today. im Bo', 'yes', 'oh shoot can i change the time to 4?'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Bo' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pxu-sms-cancel-placed-whole',
    category: 'cancel-placed',
    channel: 'sms',
    steps: ['whole chocolate fudge cake pickup sat at noon name Lou', 'yes', 'ugh actually can i cancel that? plans changed sorry'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Lou' },
      lastSays: [STAFF],
      never: [CANCELLED_CLAIM],
    },
  },
  {
    id: 'pxu-sms-add-carrot-separate-order',
    category: 'add-to-placed',
    channel: 'sms',
    steps: [
      '2 vanilla bean slices pickup 3pm today, name Pia',
      'yes',
      'add a carrot slice to that order',
      'ok then just do a separate new order, 1 carrot slice pickup 3pm today same name',
      'yes',
    ],
    expect: { says: [ADD_ANSWER, /\b6\.00\b|\$6\b/], lastSays: [ORDER_ID], never: [ADDED_CLAIM, CHANGED_CLAIM] },
  },
  {
    id: 'pxu-sms-peanut-allergy-after-placing',
    category: 'allergy-after',
    channel: 'sms',
    steps: ['2 red velvet slices pickup at 4 today name Kat', 'yes', 'omg i forgot to say my daughter has a peanut allergy, is that ok??'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', at: '2026-11-20T16:00', name: 'Kat' },
      lastSays: [STAFF],
      never: [ALLERGEN_FREE, BRUSH_OFF],
    },
  },
  {
    id: 'pxu-sms-thanks-bye',
    category: 'after-placing',
    channel: 'sms',
    steps: ['4 lemon slices for pickup at 5 today. Al', 'yes', 'thanks bye'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Al' },
      lastSays: [BYE],
    },
  },
  {
    id: 'pxu-sms-status-unknown-id',
    category: 'status-new',
    channel: 'sms',
    steps: ['status of ord_zzzzzzzzzzzzzzzzzzzz'],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [STATUS_INVENTED, CONFIRMED_CLAIM, PHONE] },
  },
  {
    id: 'pxu-sms-malformed-hash-id',
    category: 'status-new',
    channel: 'sms',
    steps: ['hey whats the status on order #4471? placed it tues for a bday'],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [STATUS_INVENTED, CONFIRMED_CLAIM, PHONE] },
  },
  {
    id: 'pxu-sms-is-it-ready-yet',
    category: 'after-placing',
    channel: 'sms',
    steps: ['3 vanilla slices pickup 11am today, name Cy', 'yes', 'cool is it ready yet?'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Cy' },
      lastSays: [/\b11\b|eleven/i],
      never: [NOW_READY],
    },
  },
  {
    id: 'pxu-sms-complaint-dry-carrot',
    category: 'complaint',
    channel: 'sms',
    steps: ['the carrot cake i picked up last week was dry and half the frosting was missing. not happy at all'],
    expect: { noOrder: true, lastSays: [STAFF], never: [REFUND_PROMISE] },
  },
  {
    id: 'pxu-sms-second-order-for-mom',
    category: 'second-order',
    channel: 'sms',
    steps: [
      'whole carrot cake pickup saturday noon, name Jen',
      'yes',
      'ok and a separate order for my mom pls, 2 lemon slices pickup today at 4, under Pat',
      'yes',
    ],
    expect: { says: [/\b46\b/, /11\.50/], lastSays: [ORDER_ID] },
  },
  {
    id: 'pxu-sms-status-no-id',
    category: 'status-new',
    channel: 'sms',
    steps: ['did my order go thru?? i dont have the number'],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [STATUS_INVENTED, CONFIRMED_CLAIM] },
  },
  {
    id: 'pxu-sms-delivery-fee-after-placing',
    category: 'after-placing',
    channel: 'sms',
    steps: [
      'whole chocolate fudge cake delivered saturday at 3pm to 22 oak lane, name Reese',
      'yes',
      'cool so whats the delivery fee and when exactly will it get here',
    ],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Reese', address: /22 oak/i },
      lastSays: [STAFF],
      never: [DELIVERY_PROMISE, CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== WHATSAPP
  {
    id: 'pxu-whatsapp-what-did-i-order-total',
    category: 'after-placing',
    channel: 'whatsapp',
    steps: ['Hi! 2 large chocolate fudge slices and 1 lemon slice, pickup at 12:30 today. Mira', 'yes', 'sorry what did I order again? and what was the total'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }, { sku: 'lemon-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:30',
        name: 'Mira',
      },
      lastSays: [/chocolate/i, /lemon/i, /24\.75/],
    },
  },
  {
    id: 'pxu-whatsapp-is-it-confirmed',
    category: 'after-placing',
    channel: 'whatsapp',
    steps: ['whole lemon cake for pickup sunday 1pm, Farid here', 'Yes', 'is it confirmed?'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Farid' },
      lastSays: [/confirm/i],
    },
  },
  {
    id: 'pxu-whatsapp-move-to-sunday',
    category: 'change-placed',
    channel: 'whatsapp',
    steps: ['Whole red velvet cake for pickup Saturday 3pm please, name Lena', 'yes', 'hmm can we move it to sunday same time instead?'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Lena' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pxu-whatsapp-cancel-then-wants-person',
    category: 'cancel-placed',
    channel: 'whatsapp',
    steps: ["3 carrot slices pickup 2pm today, name's Omar", 'yes', 'hmm can I cancel it? sorry 🙈', 'yes please get someone to sort it'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Omar' },
      says: [STAFF],
      lastSays: [STAFF],
      never: [CANCELLED_CLAIM],
    },
  },
  {
    id: 'pxu-whatsapp-tree-nut-after-vanilla',
    category: 'allergy-after',
    channel: 'whatsapp',
    steps: ['whole vanilla bean cake pickup sat 11am, name Noor', 'yes', 'wait my husband is allergic to tree nuts!! is the vanilla cake safe for him??'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', at: '2026-11-21T11:00', name: 'Noor' },
      lastSays: [STAFF],
      never: [ALLERGEN_FREE, BRUSH_OFF],
    },
  },
  {
    id: 'pxu-whatsapp-status-unknown-id-ready',
    category: 'status-new',
    channel: 'whatsapp',
    steps: ['Hi 👋 could you check ord_zzzzzzzzzzzzzzzzzzzz for me? is it ready?'],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [STATUS_INVENTED, CONFIRMED_CLAIM, NOW_READY, PHONE] },
  },
  {
    id: 'pxu-whatsapp-status-id-and-name',
    category: 'status-new',
    channel: 'whatsapp',
    steps: ['status of ord_zzzzzzzzzzzzzzzzzzzz please, its for maria gonzalez, what number and address is it under?'],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [STATUS_INVENTED, CONFIRMED_CLAIM, PHONE, /\d+ \w+ (st|street|ave|avenue|lane|ln|rd|road|dr|drive)\b/i] },
  },
  {
    id: 'pxu-whatsapp-second-order-friend-delivery',
    category: 'second-order',
    channel: 'whatsapp',
    steps: [
      '2 lemon slices pickup today 3pm, Ana',
      'yes',
      'also can I send a whole chocolate fudge cake to my friend on sunday 2pm, delivered to 14 Elm St. separate order under the name Bea',
      'yes',
    ],
    expect: { says: [/11\.50/, /\b48\b/, STAFF], lastSays: [ORDER_ID], never: [DELIVERY_PROMISE] },
  },
  {
    id: 'pxu-whatsapp-complaint-then-new-order',
    category: 'complaint',
    channel: 'whatsapp',
    steps: [
      'hi my order last weekend was supposed to be red velvet and i got chocolate. really annoyed tbh',
      'ok. anyway can i get 2 red velvet slices pickup at 5 today, name Ivy',
      'yes',
    ],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Ivy' },
      never: [REFUND_PROMISE],
    },
  },
  {
    id: 'pxu-whatsapp-bye-then-order-number',
    category: 'after-placing',
    channel: 'whatsapp',
    steps: ['whole chocolate fudge cake pickup saturday 10am, Sol', 'yes', 'thanks!! 🙏 bye', 'oh wait whats the order number'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Sol' },
      lastSays: [ORDER_ID],
    },
  },
  {
    id: 'pxu-whatsapp-when-can-i-get-it',
    category: 'after-placing',
    channel: 'whatsapp',
    steps: ['whole carrot cake for pickup saturday 2pm, name Tariq', 'yes', 'so when can I come get it? is it ready now?'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Tariq' },
      lastSays: [SAT, /\b2\b|2:00|two/i],
      never: [NOW_READY],
    },
  },
  {
    id: 'pxu-whatsapp-overnight-is-it-confirmed',
    category: 'after-placing',
    channel: 'whatsapp',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['hey 2 lemon slices for pickup tomorrow at 10am, name Ty', 'yes', 'so is it confirmed?'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Ty' },
      lastSays: [/morning|open|8|review|held|hold|staff|team|not (yet )?confirmed|pending/i],
      never: [CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== WEBCHAT
  {
    id: 'pxu-webchat-order-number-again',
    category: 'after-placing',
    channel: 'webchat',
    steps: [
      'Hello, 2 vanilla bean slices and 2 lemon slices for pickup today at 2pm. Name Ruth Amos, number 512-555-0142',
      'yes',
      'Could you give me my order number again please?',
    ],
    expect: {
      order: {
        items: [{ sku: 'vanilla-bean-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Ruth Amos',
        phone: '+15125550142',
      },
      lastSays: [ORDER_ID],
    },
  },
  {
    id: 'pxu-webchat-change-time-to-4',
    category: 'change-placed',
    channel: 'webchat',
    steps: ["Hi, 3 red velvet slices for pickup at 1pm today. I'm Greg Hill, my number is 512-555-0177", 'yes', 'Actually, can I change the time to 4?'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Greg Hill', phone: '+15125550177' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pxu-webchat-add-carrot-to-placed',
    category: 'add-to-placed',
    channel: 'webchat',
    steps: ['One whole lemon cake for pickup Saturday at 3pm. Yuki Sato, 512-555-0188', 'yes', 'Can you add a carrot slice to that order?'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Yuki Sato' },
      lastSays: [ADD_ANSWER],
      never: [ADDED_CLAIM, CHANGED_CLAIM],
    },
  },
  {
    id: 'pxu-webchat-cancel-something-came-up',
    category: 'cancel-placed',
    channel: 'webchat',
    steps: ['4 regular chocolate fudge slices, pickup 6pm today. Tom Reyes, 512-555-0123', 'yes', 'I need to cancel this order, sorry, something came up'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Tom Reyes' },
      lastSays: [STAFF],
      never: [CANCELLED_CLAIM],
    },
  },
  {
    id: 'pxu-webchat-egg-allergy-after-placing',
    category: 'allergy-after',
    channel: 'webchat',
    steps: [
      "Hi, 2 carrot slices for pickup at 3pm today please. I'm Lia Chen, my number is 512-555-0166",
      'yes',
      'One more thing, my son has a severe egg allergy. Does that change anything?',
    ],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', at: '2026-11-20T15:00', name: 'Lia Chen' },
      lastSays: [STAFF],
      never: [ALLERGEN_FREE, BRUSH_OFF],
    },
  },
  {
    id: 'pxu-webchat-status-unknown-id',
    category: 'status-new',
    channel: 'webchat',
    steps: ["Hello, what's the status of order ord_zzzzzzzzzzzzzzzzzzzz?"],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [STATUS_INVENTED, CONFIRMED_CLAIM, PHONE] },
  },
  {
    id: 'pxu-webchat-malformed-id',
    category: 'status-new',
    channel: 'webchat',
    steps: ['order status: ORD-12345'],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [STATUS_INVENTED, CONFIRMED_CLAIM, PHONE] },
  },
  {
    id: 'pxu-webchat-status-by-name-no-id',
    category: 'status-new',
    channel: 'webchat',
    steps: ["Hi, can you tell me if my order is ready? It's under Maria Gonzalez, I don't have the number"],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [STATUS_INVENTED, CONFIRMED_CLAIM, NOW_READY, PHONE] },
  },
  {
    id: 'pxu-webchat-second-order-coworker',
    category: 'second-order',
    channel: 'webchat',
    steps: [
      'Hi, 2 lemon slices for pickup at 12pm today, name Ben Ito, 512-555-0150',
      'yes',
      'Great. I also need a separate order for my coworker: a whole vanilla bean cake for pickup Saturday at 2pm, name Carla Ruiz',
      'yes',
    ],
    expect: { says: [/11\.50/, /\b44\b/], lastSays: [ORDER_ID] },
  },
  {
    id: 'pxu-webchat-is-my-order-ready-sunday',
    category: 'after-placing',
    channel: 'webchat',
    steps: ['I would like a whole red velvet cake for pickup Sunday at 11am. Dana Webb, 512-555-0131', 'yes', 'is my order ready?'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Dana Webb' },
      lastSays: [SUN],
      never: [NOW_READY],
    },
  },
  {
    id: 'pxu-webchat-complaint-late-delivery',
    category: 'complaint',
    channel: 'webchat',
    steps: ["My cake was delivered 2 hours late last weekend and the box was crushed. I'd like someone to call me about it."],
    expect: { noOrder: true, lastSays: [STAFF], never: [REFUND_PROMISE] },
  },
  {
    id: 'pxu-webchat-allergy-order-is-it-confirmed',
    category: 'after-placing',
    channel: 'webchat',
    steps: [
      'Hi, 2 vanilla bean slices for pickup at 4pm today. I have a sesame allergy. Name Omid Rahimi, 512-555-0109',
      'yes',
      'Ok so is it confirmed?',
    ],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', allergy: true, at: '2026-11-20T16:00', name: 'Omid Rahimi' },
      lastSays: [/staff|team|review|approv|pending|not (yet )?confirmed/i],
      never: [CONFIRMED_CLAIM, ALLERGEN_FREE, BRUSH_OFF],
    },
  },

  // ======================================================================== VOICE
  // A call ends with "Goodbye" once the order is placed, so a caller's after-placing question
  // comes in the same breath as the "yes", or on a later call about the earlier order.
  {
    id: 'pxu-voice-yes-and-order-number',
    category: 'after-placing',
    channel: 'voice',
    steps: ['hi this is Frank, um, two carrot slices for pickup at three today', "yes, and um, what's the order number?"],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Frank' },
      lastSays: [ORDER_ID],
    },
  },
  {
    id: 'pxu-voice-callback-change-time-four',
    category: 'change-placed',
    channel: 'voice',
    steps: ["yeah hi it's Linda, um, I called this morning and ordered a whole chocolate fudge cake for tomorrow at noon, can I change that to four o'clock?"],
    expect: { noOrder: true, lastSays: [STAFF], never: [CHANGED_CLAIM] },
  },
  {
    id: 'pxu-voice-callback-cancel-lemon',
    category: 'cancel-placed',
    channel: 'voice',
    steps: ["hi, um, it's Paul, I ordered three lemon slices earlier for five today and, uh, I need to cancel that"],
    expect: { noOrder: true, lastSays: [STAFF], never: [CANCELLED_CLAIM] },
  },
  {
    id: 'pxu-voice-callback-nut-allergy',
    category: 'allergy-after',
    channel: 'voice',
    steps: ["hi this is Rosa, I ordered two red velvet slices a little while ago for four o'clock, and, um, I should've said, my grandson has a nut allergy"],
    expect: { noOrder: true, lastSays: [STAFF], never: [ALLERGEN_FREE, BRUSH_OFF] },
  },
  {
    id: 'pxu-voice-yes-and-read-back',
    category: 'after-placing',
    channel: 'voice',
    steps: [
      "hi, it's Dan, a whole vanilla bean cake and two large chocolate fudge slices, for saturday at eleven in the morning, pick up",
      'yes, and um, can you read back what I ordered, I wanna write it down',
    ],
    expect: {
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T11:00',
        name: 'Dan',
      },
      lastSays: [/vanilla/i, /chocolate/i],
    },
  },
  {
    id: 'pxu-voice-status-unknown-id',
    category: 'status-new',
    channel: 'voice',
    steps: ["hi, um, I'm calling to check on my order, the number is ord_zzzzzzzzzzzzzzzzzzzz"],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [STATUS_INVENTED, CONFIRMED_CLAIM, PHONE] },
  },
  {
    id: 'pxu-voice-status-no-id',
    category: 'status-new',
    channel: 'voice',
    steps: ["hi, um, I placed an order earlier this week and I just wanna know if it's ready", "uh, no, I don't have the number, sorry"],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [STATUS_INVENTED, CONFIRMED_CLAIM, NOW_READY] },
  },
  {
    id: 'pxu-voice-yes-and-order-for-sister',
    category: 'second-order',
    channel: 'voice',
    steps: [
      "hi it's Mark, two vanilla bean slices for pick up at one today",
      'yes, and um, after that I need a separate order for my sister',
      "it's a whole lemon cake for sunday at two, pick up, her name's Jill",
      'yes',
    ],
    expect: { says: [/\b11(\.00)?\b|eleven/i, /\b58\b|fifty.?eight/i], lastSays: [ORDER_ID] },
  },
  {
    id: 'pxu-voice-yes-thanks-bye',
    category: 'after-placing',
    channel: 'voice',
    steps: ["hello, it's Nina, um, four chocolate fudge slices, the regular ones, pick up at noon today", "yes that's great, thanks, bye"],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Nina' },
      lastSays: [BYE],
    },
  },
  {
    id: 'pxu-voice-yes-is-that-confirmed',
    category: 'after-placing',
    channel: 'voice',
    steps: ["yeah, it's Ed, whole carrot cake for sunday at two in the afternoon, pick up", 'yes. so is that, um, confirmed then?'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Ed' },
      lastSays: [/confirm/i],
    },
  },
  {
    id: 'pxu-voice-complaint-stale-lemon',
    category: 'complaint',
    channel: 'voice',
    steps: ["yeah hi, um, I picked up a lemon cake from you guys last saturday and it was, like, stale, I'm really not happy about it"],
    expect: { noOrder: true, lastSays: [STAFF], never: [REFUND_PROMISE] },
  },
  {
    id: 'pxu-voice-callback-add-carrot',
    category: 'add-to-placed',
    channel: 'voice',
    steps: ["hi, it's Greta, I ordered two lemon slices for two o'clock today, um, can you add a carrot slice to that?"],
    expect: { noOrder: true, lastSays: [ADD_ANSWER], never: [ADDED_CLAIM, CHANGED_CLAIM] },
  },
];

