import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WX: BIG AND MIXED ORDERS. Whole cakes and slices in one order (same flavour and different
// flavours, large and regular fudge slices beside a whole cake), several whole cakes for an office
// (under, exactly at and above the $200 line), totals above $200 (the spec's approval rule), slices
// for today and a whole cake for Saturday in one conversation (two separate orders, or all of it
// moved to one time), a whole cake delivered while its slices are picked up (or left for the shop),
// a custom cake beside menu cakes (the whole order waits for approval and for the custom cake's
// notice), the total asked before the customer says yes, a whole cake asked for today beside
// slices, a drink in a big order, an allergy in a big order, and a big order placed at night.
//
// Decisions where the spec is silent:
// - An order has one time and one fulfillment (the API takes one datetime and one fulfillment per
//   order). A whole cake and slices in one order share that time; slices may be ordered ahead for
//   the cake's day. Slices wanted today and a cake wanted Saturday are two orders (each with its
//   own total and number; the combined total is never given as one order's total), unless the
//   customer says to put it all on one day, when it is one order at that time.
// - Slices are pickup only. A cake to be delivered with slices: the clerk says the slices cannot be
//   delivered; "just deliver the cake" is one delivery order (needs_approval) with the cake alone.
// - A total of exactly $200 is confirmed ("above 200" needs approval); $200.01 and up needs
//   approval. The status follows the total of the order actually placed (after any change).
// - A custom cake beside menu cakes is one order when the customer wants them together: it needs
//   approval (custom), and its time must be at least 72 h away (Mon 10:00 at the earliest from Fri
//   10:00). A custom cake asked for tomorrow is not taken for tomorrow; the clerk says it needs
//   about three days.
// - "How much is that all together?" before the yes is answered with the order's total (catalog
//   prices; a custom cake's price is "from $65/$85").
// - A big order placed at night that is also above $200 meets two rules; no such script asserts a
//   status (the night script here stays under $200, so it is held_overnight).
// - Drinks in a big order are never ordered; the customer's "no coffee then" leaves the rest.
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46, red velvet
// $50, vanilla bean $44; lemon chiffon 10-inch only $58. Slices (pickup only, no notice): chocolate
// fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean
// $5.50. Custom cakes $65 (8-inch) / $85 (10-inch), 72 h notice, always needs_approval. Delivery:
// needs_approval. Total above $200: needs_approval. Hours 8 AM to 8 PM; orders placed 8 PM to 8 AM
// are held_overnight. Clock: Fri 2026-11-20 10:00 Central; Sat 21, Sun 22, Mon 23, Tue 24.

/** An order id. */
const ORDER_ID = /\bord_[0-9a-z]{6,}/i;
/** Staff look at the order. */
const STAFF = /staff|team|owner|manager|approv|review|someone|get back to you|reach out|follow up/i;
/** An order said to be confirmed outright (wrong when it needs approval). */
const CONFIRMED_CLAIM = /your order (ord_\w+ )?(is|has been) confirmed|you'?re all set/i;
/** Slices are not delivered. */
const SLICE_PICKUP_ONLY =
  /pick ?up only|in[- ]store|in (the )?(store|shop|bakery|cafe)|in person|not (available )?for delivery|(can.?t|cannot|don.?t|do not|aren.?t|are not|not|never|isn.?t|is not) (be |available (for|to) )?deliver|only (deliver|for) (whole|custom)|pick(ed)? (them |those |the slices )?up|only (available )?(for )?pick ?up/i;
/** Whole cakes need about a day's notice. */
const NOTICE_24 = /\b24[- ]?(hours?|hrs?|h)\b|twenty[- ]four hours|a day'?s notice|(a|one) (full )?day (ahead|in advance|of notice|before)|too soon|not enough notice|earliest|soonest|notice|in advance|ahead/i;
/** Custom cakes need about three days. */
const CUSTOM_NOTICE = /72|seventy[- ]two|three days|3 days|notice|advance|monday|mon\b/i;
/** Drinks are had in the cafe, not ordered. */
const DRINKS_IN_CAFE =
  /caf[eé]|in[- ]store|in person|at the (counter|bakery|shop)|can.?t (be )?(order|add|include|take|pre.?order)|cannot (be )?(order|add|include|take|pre.?order)|not (available )?(to|for) (order|pre.?order|pickup)|(don.?t|do not|aren.?t|are not|not) (able to )?(take|pre.?order|include|add|order)/i;

const written: Script[] = [
  // ================================================================ SMS
  {
    id: 'pwx-sms-fudge-cake-carrot-slices-sat',
    category: 'mixed',
    channel: 'sms',
    steps: ['hey can i get a whole choc fudge cake + 4 carrot slices for pickup sat 2pm', 'Mia Lopez', 'yes'],
    expect: {
      says: [price(72)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Mia Lopez' },
    },
  },
  {
    id: 'pwx-sms-office-4-rv-exactly-200',
    category: 'office',
    channel: 'sms',
    steps: ['need 4 whole red velvet cakes for our office party monday at 11, pickup', 'Dana Cole', 'yes'],
    expect: {
      says: [price(200)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T11:00', name: 'Dana Cole' },
    },
  },
  {
    id: 'pwx-sms-office-5-fudge-240',
    category: 'office',
    channel: 'sms',
    steps: ['5 whole chocolate fudge cakes for the office tues noon pickup pls', 'Raj Menon', 'yes'],
    expect: {
      says: [price(240), STAFF],
      never: [CONFIRMED_CLAIM],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T12:00', name: 'Raj Menon' },
    },
  },
  {
    id: 'pwx-sms-total-asked-carrot-lemon',
    category: 'total',
    channel: 'sms',
    steps: ['can i get a whole carrot cake and 6 lemon slices for pickup sat 11am', 'how much is that all together?', 'ok cool, Tom Berg', 'yes'],
    expect: {
      says: [price(80.5)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Tom Berg' },
    },
  },
  {
    id: 'pwx-sms-slices-today-cake-sat-all-sat',
    category: 'two-days',
    channel: 'sms',
    steps: ['need 3 lemon slices today and a whole vanilla bean cake for saturday, pick up', 'eh just do it all saturday at 1 then', 'Lea Park', 'yes'],
    expect: {
      says: [price(61.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }, { sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Lea Park' },
    },
  },
  {
    id: 'pwx-sms-slices-today-cake-sat-two-orders',
    category: 'two-days',
    channel: 'sms',
    // Two orders: 2 carrot slices today 3pm ($12) and a whole carrot cake Sat 11am ($46).
    steps: ['hi 2 carrot slices for pickup 3pm today, and also a whole carrot cake for pickup sat 11am pls. name is Ben Ruiz. 2 separate orders is fine', 'yes', 'yes'],
    expect: {
      says: [price(12), price(46), ORDER_ID],
      never: [price(58)],
    },
  },
  {
    id: 'pwx-sms-deliver-cake-slices-pickup',
    category: 'delivery',
    channel: 'sms',
    steps: ['can u deliver a whole red velvet cake sat 3pm to 220 Elm St, and 4 red velvet slices too', 'ok just deliver the cake, ill grab slices in store some other time', 'Nina Shah', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Nina Shah', address: /220 elm/i },
    },
  },
  {
    id: 'pwx-sms-custom-plus-fudge-tue',
    category: 'custom',
    channel: 'sms',
    steps: ['need a custom cake 8 inch saying Happy Retirement Gail, plus a regular whole chocolate fudge cake, both pickup tuesday 2pm', 'Omar Reed', 'yes'],
    expect: {
      says: [price(65)],
      never: [CONFIRMED_CLAIM],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }, { sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T14:00',
        name: 'Omar Reed',
        notes: /retirement/i,
      },
    },
  },
  {
    id: 'pwx-sms-vanilla-cake-large-fudge-slices',
    category: 'mixed',
    channel: 'sms',
    steps: ['1 whole vanilla bean cake and 3 large choc fudge slices sun 4pm pickup - Kai Moss', 'yes'],
    expect: {
      says: [price(72.5)],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 3, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T16:00',
        name: 'Kai Moss',
      },
    },
  },
  {
    id: 'pwx-sms-office-three-flavours-186',
    category: 'office',
    channel: 'sms',
    steps: ['office order for monday 9am pickup: 2 whole carrot, 1 whole red velvet, 1 whole vanilla bean', 'Priya Nair', 'yes'],
    expect: {
      says: [price(186)],
      order: {
        items: [{ sku: 'carrot-whole', qty: 2 }, { sku: 'red-velvet-whole', qty: 1 }, { sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-23T09:00',
        name: 'Priya Nair',
      },
    },
  },
  {
    id: 'pwx-sms-3-fudge-12-lemon-213',
    category: 'over-200',
    channel: 'sms',
    steps: ['for sat noon pickup: 3 whole choc fudge cakes and 12 lemon slices', 'Gwen Ito', 'yes'],
    expect: {
      says: [price(213)],
      never: [CONFIRMED_CLAIM],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 3 }, { sku: 'lemon-slice', qty: 12 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T12:00', name: 'Gwen Ito' },
    },
  },
  {
    id: 'pwx-sms-just-under-200-192',
    category: 'mixed',
    channel: 'sms',
    steps: ['2 whole red velvet, 1 whole chocolate fudge, 8 vanilla bean slices, pickup sunday 1pm, Jay Moss', 'yes'],
    expect: {
      says: [price(192)],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 2 }, { sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 8 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T13:00',
        name: 'Jay Moss',
      },
    },
  },
  {
    id: 'pwx-sms-total-then-drop-slices-under-200',
    category: 'total',
    channel: 'sms',
    steps: ['need 4 whole choc fudge cakes and 6 carrot slices to pick up mon 10am', 'whats the total', 'oof ok drop the slices', 'Lu Chen', 'yes'],
    expect: {
      says: [price(228), price(192)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T10:00', name: 'Lu Chen' },
    },
  },
  {
    id: 'pwx-sms-cake-today-slices-kept',
    category: 'notice',
    channel: 'sms',
    steps: ['whole lemon cake and 2 lemon slices today at 5, ill pick up', 'ok slices today at 5 then, forget the cake', 'Rae Kim', 'yes'],
    expect: {
      says: [NOTICE_24],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Rae Kim' },
    },
  },
  {
    id: 'pwx-sms-lattes-in-big-order',
    category: 'drinks',
    channel: 'sms',
    steps: ['whole carrot cake + 2 carrot slices + 2 lattes for sat 11am pickup', 'ok no lattes then. Sam Ortiz', 'yes'],
    expect: {
      says: [DRINKS_IN_CAFE, price(58)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Sam Ortiz' },
    },
  },
  {
    id: 'pwx-sms-party-allergy-noted',
    category: 'allergy',
    channel: 'sms',
    steps: ['big order for sat 3pm pickup: 2 whole vanilla bean cakes and 10 lemon slices. one guest has a tree nut allergy fyi', 'Mara Diaz', 'yes'],
    expect: {
      says: [price(145.5)],
      never: [CONFIRMED_CLAIM],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 2 }, { sku: 'lemon-slice', qty: 10 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T15:00',
        name: 'Mara Diaz',
        allergy: true,
      },
    },
  },
  {
    id: 'pwx-sms-deliver-5-carrot-office',
    category: 'delivery',
    channel: 'sms',
    steps: ['can you deliver 5 whole carrot cakes to our office at 600 Congress Ave monday at 10?', 'Troy Bell', 'yes'],
    expect: {
      says: [price(230)],
      never: [CONFIRMED_CLAIM],
      order: { items: [{ sku: 'carrot-whole', qty: 5 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T10:00', name: 'Troy Bell', address: /600 congress/i },
    },
  },
  {
    id: 'pwx-sms-how-much-rv-large-fudge',
    category: 'total',
    channel: 'sms',
    steps: ['2 whole red velvet + 4 large choc fudge slices for sunday 2pm pickup. how much is that?', 'ok great, name Pia Roth', 'yes'],
    expect: {
      says: [price(138)],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 4, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T14:00',
        name: 'Pia Roth',
      },
    },
  },
  {
    id: 'pwx-sms-mixed-exactly-200',
    category: 'mixed',
    channel: 'sms',
    // 3 x 50 + 44 + 6 = 200: not above 200, confirmed.
    steps: ['3 whole red velvet cakes, 1 whole vanilla bean cake and 1 carrot slice, pickup sat 4pm', 'Hal Grey', 'yes'],
    expect: {
      says: [price(200)],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 3 }, { sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'carrot-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T16:00',
        name: 'Hal Grey',
      },
    },
  },
  {
    id: 'pwx-sms-custom-10in-vanilla-slices',
    category: 'custom',
    channel: 'sms',
    steps: ['custom 10 inch cake w dinosaurs for my sons bday + 6 vanilla bean slices, pick up tues at 4', 'Eli Stone', 'yes'],
    expect: {
      says: [price(85)],
      never: [CONFIRMED_CLAIM],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }, { sku: 'vanilla-bean-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T16:00',
        name: 'Eli Stone',
      },
    },
  },
  {
    id: 'pwx-sms-custom-too-soon-lemon-kept',
    category: 'custom',
    channel: 'sms',
    steps: ['custom cake with a photo on it + a whole lemon cake for tomorrow 2pm, pick up', 'ok then just the lemon cake tomorrow, ill call about the custom one', 'Ivy Stone', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Ivy Stone' },
    },
  },

  // ================================================================ WhatsApp
  {
    id: 'pwx-wa-rv-cake-and-rv-slices',
    category: 'mixed',
    channel: 'whatsapp',
    steps: ['Hi! Whole red velvet cake and 4 red velvet slices, pickup Saturday 11am please 🙂', 'Ana Costa', 'yes'],
    expect: {
      says: [price(76)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }, { sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Ana Costa' },
    },
  },
  {
    id: 'pwx-wa-office-six-cakes-276',
    category: 'office',
    channel: 'whatsapp',
    steps: ["Hello, I'm ordering for our office. 6 whole cakes: 2 chocolate fudge, 2 carrot, 2 vanilla bean. Pickup Monday 9:30am.", 'Helen Brandt', 'yes'],
    expect: {
      says: [price(276), STAFF],
      never: [CONFIRMED_CLAIM],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 2 }, { sku: 'carrot-whole', qty: 2 }, { sku: 'vanilla-bean-whole', qty: 2 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T09:30',
        name: 'Helen Brandt',
      },
    },
  },
  {
    id: 'pwx-wa-total-before-yes-lemon',
    category: 'total',
    channel: 'whatsapp',
    steps: ['whole lemon chiffon + 3 lemon slices sunday 12pm pickup, Ola Nowak', "what's the total before I say yes?", 'yes'],
    expect: {
      says: [price(75.25)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }, { sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Ola Nowak' },
    },
  },
  {
    id: 'pwx-wa-two-orders-today-and-sat',
    category: 'two-days',
    channel: 'whatsapp',
    // Two orders: 4 vanilla slices today 2pm ($22) and a whole vanilla cake Sat 11am ($44).
    steps: ['Hey could I get 4 vanilla bean slices for pickup today at 2, and a separate order, whole vanilla bean cake for Saturday 11am? Name is Ruth Ade', 'yes', 'yes'],
    expect: {
      says: [price(22), price(44), ORDER_ID],
      never: [price(66)],
    },
  },
  {
    id: 'pwx-wa-deliver-fudge-cake-slices-later',
    category: 'delivery',
    channel: 'whatsapp',
    steps: [
      "Can you deliver a whole chocolate fudge cake to 18 Lake View Dr on Sunday at 3pm? I'd also like 2 chocolate fudge slices with it",
      "Ok, deliver the cake only, I'll come by for slices another time",
      'Pablo Reyes',
      'yes',
    ],
    expect: {
      says: [SLICE_PICKUP_ONLY],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T15:00', name: 'Pablo Reyes', address: /18 lake view/i },
    },
  },
  {
    id: 'pwx-wa-custom-beside-lemon-rv',
    category: 'custom',
    channel: 'whatsapp',
    steps: ['For a shower on Tuesday at 1pm pickup: a custom 10 inch cake (white roses, "Congrats Emma & Jo"), plus a whole lemon chiffon and a whole red velvet', 'Clara Voss', 'yes'],
    expect: {
      never: [CONFIRMED_CLAIM],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }, { sku: 'lemon-whole', qty: 1, size: '10-inch' }, { sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T13:00',
        name: 'Clara Voss',
        notes: /emma/i,
      },
    },
  },
  {
    id: 'pwx-wa-party-298-staff',
    category: 'over-200',
    channel: 'whatsapp',
    steps: ['3 whole carrot cakes, 2 whole red velvet, and 10 carrot slices for Saturday 4pm pickup', 'Will Grant', 'yes'],
    expect: {
      says: [price(298), STAFF],
      never: [CONFIRMED_CLAIM],
      order: {
        items: [{ sku: 'carrot-whole', qty: 3 }, { sku: 'red-velvet-whole', qty: 2 }, { sku: 'carrot-slice', qty: 10 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T16:00',
        name: 'Will Grant',
      },
    },
  },
  {
    id: 'pwx-wa-office-slices-today-146',
    category: 'office',
    channel: 'whatsapp',
    steps: ['office treat, pickup today at 3pm: 8 carrot slices, 8 red velvet slices, 8 lemon slices', 'Noor Aziz', 'yes'],
    expect: {
      says: [price(146)],
      order: {
        items: [{ sku: 'carrot-slice', qty: 8 }, { sku: 'red-velvet-slice', qty: 8 }, { sku: 'lemon-slice', qty: 8 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Noor Aziz',
      },
    },
  },
  {
    id: 'pwx-wa-cake-vs-slices-then-both',
    category: 'total',
    channel: 'whatsapp',
    steps: ['how much is a whole vanilla bean cake vs 8 vanilla bean slices?', "ok I'll take the whole cake and also 4 slices, saturday 11am pickup", 'Lise Berg', 'yes'],
    expect: {
      says: [price(44), price(66)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Lise Berg' },
    },
  },
  {
    id: 'pwx-wa-slices-today-cake-sat-moved-to-sat',
    category: 'two-days',
    channel: 'whatsapp',
    steps: ['Can I order 2 lemon slices for today and a whole lemon cake for Saturday? Pickup', 'actually simpler, just put it all on saturday at 3pm', 'Dina Haddad', 'yes'],
    expect: {
      says: [price(69.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Dina Haddad' },
    },
  },
  {
    id: 'pwx-wa-deliver-4-rv-1-lemon-258',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['deliver 4 whole red velvet cakes and 1 whole lemon cake to 901 Lamar Blvd suite 300, Monday 11am', 'Ken Watanabe', 'yes'],
    expect: {
      says: [price(258)],
      never: [CONFIRMED_CLAIM],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 4 }, { sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T11:00',
        name: 'Ken Watanabe',
        address: /901 lamar/i,
      },
    },
  },
  {
    id: 'pwx-wa-office-gluten-question',
    category: 'allergy',
    channel: 'whatsapp',
    steps: [
      'Office order Monday 10am pickup: 3 whole chocolate fudge cakes + 12 vanilla bean slices. Two people are gluten intolerant, anything safe for them?',
      'ok just note it on the order please, same order',
      'Hugo Lind',
      'yes',
    ],
    expect: {
      says: [price(210)],
      never: [CONFIRMED_CLAIM],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 3 }, { sku: 'vanilla-bean-slice', qty: 12 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T10:00',
        name: 'Hugo Lind',
        allergy: true,
      },
    },
  },
  {
    id: 'pwx-wa-five-vanilla-down-to-four',
    category: 'over-200',
    channel: 'whatsapp',
    steps: ['5 whole vanilla bean cakes for sunday noon pickup', 'how much is that?', 'hmm make it 4 then', 'Zoe Park', 'yes'],
    expect: {
      says: [price(220)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Zoe Park' },
    },
  },
  {
    id: 'pwx-wa-two-orders-friend-name',
    category: 'two-days',
    channel: 'whatsapp',
    // Two orders: 3 red velvet slices today 4pm ($19.50), a whole chocolate fudge cake Sunday 1pm ($48).
    steps: ['3 red velvet slices pickup today 4pm please, Jo Hart', 'yes', 'and a separate one for pickup sunday 1pm: whole chocolate fudge cake, same name', 'yes'],
    expect: {
      says: [price(19.5), price(48)],
      lastSays: [ORDER_ID],
      never: [price(67.5)],
    },
  },

  // ================================================================ voice
  {
    id: 'pwx-voice-carrot-cake-and-slices-sat',
    category: 'mixed',
    channel: 'voice',
    steps: ["hi yeah I'd like to order a whole carrot cake and four carrot slices for pickup on saturday at two p m", "it's Martin Kowalski", 'yes'],
    expect: {
      says: [price(70)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Martin Kowalski' },
    },
  },
  {
    id: 'pwx-voice-office-five-fudge',
    category: 'office',
    channel: 'voice',
    steps: ['hello I need five whole chocolate fudge cakes for an office party on monday at noon pickup', 'Sandra Lee', "yes that's right"],
    expect: {
      says: [price(240)],
      never: [CONFIRMED_CLAIM],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T12:00', name: 'Sandra Lee' },
    },
  },
  {
    id: 'pwx-voice-how-much-altogether',
    category: 'total',
    channel: 'voice',
    steps: ['um can I get a whole red velvet cake and six lemon slices for pick up sunday at eleven a m', 'how much will that be altogether', 'okay great my name is Denise Carter', 'yes'],
    expect: {
      says: [price(84.5)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }, { sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Denise Carter' },
    },
  },
  {
    id: 'pwx-voice-four-vanilla-eight-slices-220',
    category: 'over-200',
    channel: 'voice',
    steps: ['I want to order four whole vanilla bean cakes and eight vanilla bean slices for our office, pick up on tuesday at ten in the morning', 'Greg Holt', 'yes'],
    expect: {
      says: [price(220)],
      never: [CONFIRMED_CLAIM],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 4 }, { sku: 'vanilla-bean-slice', qty: 8 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T10:00', name: 'Greg Holt' },
    },
  },
  {
    id: 'pwx-voice-deliver-lemon-cake-slices-no',
    category: 'delivery',
    channel: 'voice',
    steps: ['could you deliver a whole lemon chiffon cake to twelve oak street on saturday at noon and also three lemon slices', 'okay just the cake delivered then', 'Beth Moran', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T12:00', name: 'Beth Moran', address: /(12|twelve) oak/i },
    },
  },
  {
    id: 'pwx-voice-custom-and-carrot-monday',
    category: 'custom',
    channel: 'voice',
    steps: ['I need a custom cake eight inch with happy fiftieth birthday dad on it and a regular carrot cake too for pickup monday at three p m', 'Luis Ortega', 'yes'],
    expect: {
      never: [CONFIRMED_CLAIM],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }, { sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T15:00',
        name: 'Luis Ortega',
        notes: /50|fiftieth/i,
      },
    },
  },
  {
    id: 'pwx-voice-rv-slices-today-cake-sat-all-sat',
    category: 'two-days',
    channel: 'voice',
    steps: ['yeah hi I want two red velvet slices today and a whole red velvet cake for saturday to pick up', 'you know what just put it all for saturday at eleven a m', 'Carla Mendes', 'yes'],
    expect: {
      says: [price(63)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Carla Mendes' },
    },
  },
  {
    id: 'pwx-voice-four-rv-exactly-200',
    category: 'office',
    channel: 'voice',
    steps: ["hi I'd like four whole red velvet cakes for pickup sunday at one p m", 'Victor Nguyen', 'yes'],
    expect: {
      says: [price(200)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Victor Nguyen' },
    },
  },
  {
    id: 'pwx-voice-fudge-cake-today-slices-kept',
    category: 'notice',
    channel: 'voice',
    steps: ['I need a whole chocolate fudge cake and four chocolate fudge slices today at four for pickup', "okay then just the four slices today at four and I'll call back about the cake", 'Mo Farah', 'yes'],
    expect: {
      says: [NOTICE_24],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Mo Farah' },
    },
  },
  {
    id: 'pwx-voice-big-party-298',
    category: 'over-200',
    channel: 'voice',
    steps: ['okay so for pickup saturday at three I need two whole carrot cakes two whole chocolate fudge cakes and twenty vanilla bean slices', 'Anita Shah', 'yes'],
    expect: {
      says: [price(298)],
      never: [CONFIRMED_CLAIM],
      order: {
        items: [{ sku: 'carrot-whole', qty: 2 }, { sku: 'chocolate-fudge-whole', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 20 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T15:00',
        name: 'Anita Shah',
      },
    },
  },
  {
    id: 'pwx-voice-coffee-for-meeting',
    category: 'drinks',
    channel: 'voice',
    steps: ['I want a whole vanilla bean cake four vanilla slices and a dozen coffees for pickup saturday at eleven a m for a meeting', 'okay no coffee then', 'Paul Becker', 'yes'],
    expect: {
      says: [DRINKS_IN_CAFE],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Paul Becker' },
    },
  },
  {
    id: 'pwx-voice-fudge-cake-large-and-regular-slices',
    category: 'mixed',
    channel: 'voice',
    steps: ['can I get a whole chocolate fudge cake plus two large chocolate fudge slices and two regular ones for pick up sunday at two p m', 'Irene Walsh', 'yes'],
    expect: {
      says: [price(80)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T14:00',
        name: 'Irene Walsh',
      },
    },
  },
  {
    id: 'pwx-voice-total-then-add-lemon',
    category: 'total',
    channel: 'voice',
    steps: ["I'd like three whole carrot cakes for pickup monday at nine a m", "what's the total on that", 'okay and add a whole lemon cake too', 'Frank Osei', 'yes'],
    expect: {
      says: [price(138), price(196)],
      order: { items: [{ sku: 'carrot-whole', qty: 3 }, { sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T09:00', name: 'Frank Osei' },
    },
  },
  {
    id: 'pwx-voice-night-big-order-held',
    category: 'night',
    channel: 'voice',
    now: '2026-11-20T21:00:00-06:00',
    steps: ["hi I know it's late I want two whole chocolate fudge cakes and six carrot slices for pickup sunday at noon", 'Eric Dunn', 'yes'],
    expect: {
      says: [price(132)],
      never: [CONFIRMED_CLAIM],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }, { sku: 'carrot-slice', qty: 6 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T12:00', name: 'Eric Dunn' },
    },
  },
  {
    id: 'pwx-voice-custom-tomorrow-menu-cake-kept',
    category: 'custom',
    channel: 'voice',
    steps: ['I need a custom cake with a soccer ball on it and a whole red velvet cake for tomorrow at one to pick up', "oh okay then just the red velvet tomorrow and I'll sort the custom one later", 'Nadia Brooks', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Nadia Brooks' },
    },
  },

  // ================================================================ web chat
  {
    id: 'pwx-web-vanilla-cake-rv-slices-sat',
    category: 'mixed',
    channel: 'webchat',
    steps: ["Hi, I'd like a whole vanilla bean cake and 6 red velvet slices for pickup Saturday at 1pm", 'Rachel Adams', '512-555-0181', 'yes'],
    expect: {
      says: [price(83)],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'red-velvet-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T13:00',
        name: 'Rachel Adams',
        phone: '+15125550181',
      },
    },
  },
  {
    id: 'pwx-web-office-5-rv-250',
    category: 'office',
    channel: 'webchat',
    steps: ['Office order: 5 whole red velvet cakes, pickup Monday 10am. Jamie Fox, 512 555 0192', 'yes'],
    expect: {
      says: [price(250), STAFF],
      never: [CONFIRMED_CLAIM],
      order: { items: [{ sku: 'red-velvet-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T10:00', name: 'Jamie Fox', phone: '+15125550192' },
    },
  },
  {
    id: 'pwx-web-what-does-that-come-to',
    category: 'total',
    channel: 'webchat',
    steps: ['whole chocolate fudge + whole carrot + 4 lemon slices, sunday 2pm pickup', 'what does that come to?', 'Sofia Marin, 737-555-0144', 'yes'],
    expect: {
      says: [price(117)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'carrot-whole', qty: 1 }, { sku: 'lemon-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T14:00',
        name: 'Sofia Marin',
        phone: '+17375550144',
      },
    },
  },
  {
    id: 'pwx-web-deliver-carrot-skip-slices',
    category: 'delivery',
    channel: 'webchat',
    steps: ['Please deliver a whole carrot cake to 3400 Guadalupe St on Saturday at 4pm, with 6 carrot slices', 'Fine, deliver the cake and skip the slices', 'Ellen Ward', '512-555-0137', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-21T16:00',
        name: 'Ellen Ward',
        phone: '+15125550137',
        address: /3400 guadalupe/i,
      },
    },
  },
  {
    id: 'pwx-web-custom-unicorn-plus-vanilla',
    category: 'custom',
    channel: 'webchat',
    steps: ['I\'d like a custom 8 inch cake (unicorn theme, "Happy 6th Lily") and a whole vanilla bean cake, both for pickup Tuesday at 3pm', 'Mark Feld', '(512) 555-0175', 'yes'],
    expect: {
      never: [CONFIRMED_CLAIM],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }, { sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T15:00',
        name: 'Mark Feld',
        phone: '+15125550175',
        notes: /lily/i,
      },
    },
  },
  {
    id: 'pwx-web-two-orders-today-sat',
    category: 'two-days',
    channel: 'webchat',
    // Two orders: 3 carrot slices today 4pm ($18) and a whole red velvet cake Sat noon ($50).
    steps: ['Two things: 3 carrot slices for pickup today at 4pm, and a whole red velvet cake for Saturday at noon. Nadia Khan, 512-555-0158', 'yes', 'yes'],
    expect: {
      says: [price(18), price(50), ORDER_ID],
      never: [price(68)],
    },
  },
  {
    id: 'pwx-web-lemon-fudge-cakes-large-slices-250',
    category: 'over-200',
    channel: 'webchat',
    steps: ['2 whole lemon chiffon, 2 whole chocolate fudge, 4 large chocolate fudge slices, sunday 11am pickup', 'Owen Price', '512.555.0119', 'yes'],
    expect: {
      says: [price(250)],
      never: [CONFIRMED_CLAIM],
      order: {
        items: [{ sku: 'lemon-whole', qty: 2, size: '10-inch' }, { sku: 'chocolate-fudge-whole', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 4, size: 'large' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-22T11:00',
        name: 'Owen Price',
        phone: '+15125550119',
      },
    },
  },
  {
    id: 'pwx-web-carrot-cakes-vanilla-slices-193',
    category: 'mixed',
    channel: 'webchat',
    steps: ['3 whole carrot cakes + 10 vanilla bean slices for monday 1pm pickup', 'Li Wei', '+1 512 555 0166', 'yes'],
    expect: {
      says: [price(193)],
      order: { items: [{ sku: 'carrot-whole', qty: 3 }, { sku: 'vanilla-bean-slice', qty: 10 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T13:00', name: 'Li Wei', phone: '+15125550166' },
    },
  },
  {
    id: 'pwx-web-price-first-then-book',
    category: 'total',
    channel: 'webchat',
    steps: ['how much would 2 whole chocolate fudge cakes and 8 chocolate fudge slices be?', 'great, book it for sunday 10am pickup', 'Maya Singh 512-555-0124', 'yes'],
    expect: {
      says: [price(148)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 8, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T10:00',
        name: 'Maya Singh',
        phone: '+15125550124',
      },
    },
  },
  {
    id: 'pwx-web-cake-today-both-tomorrow',
    category: 'notice',
    channel: 'webchat',
    steps: ['Can I get a whole red velvet cake and 4 red velvet slices for pickup 5pm today?', 'Then do both tomorrow at 5pm instead', 'Grace Liu', '512-555-0187', 'yes'],
    expect: {
      says: [NOTICE_24, price(76)],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }, { sku: 'red-velvet-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T17:00',
        name: 'Grace Liu',
        phone: '+15125550187',
      },
    },
  },
  {
    id: 'pwx-web-birthday-peanut-allergy',
    category: 'allergy',
    channel: 'webchat',
    steps: ['Birthday party, pickup Saturday 2pm: whole chocolate fudge cake, whole carrot cake, 10 vanilla bean slices. My daughter has a peanut allergy.', 'Ruth Cohen', '512-555-0133', 'yes'],
    expect: {
      says: [price(149)],
      never: [CONFIRMED_CLAIM],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'carrot-whole', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 10 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T14:00',
        name: 'Ruth Cohen',
        phone: '+15125550133',
        allergy: true,
      },
    },
  },
  {
    id: 'pwx-web-deliver-five-cakes-office',
    category: 'delivery',
    channel: 'webchat',
    steps: ['Could you deliver 3 whole chocolate fudge cakes and 2 whole red velvet cakes to 100 Congress Ave, 5th floor, Monday at 9am? Sam Reed 512-555-0102', 'yes'],
    expect: {
      says: [price(244)],
      never: [CONFIRMED_CLAIM],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 3 }, { sku: 'red-velvet-whole', qty: 2 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T09:00',
        name: 'Sam Reed',
        phone: '+15125550102',
        address: /100 congress/i,
      },
    },
  },
  {
    id: 'pwx-web-total-before-confirming-245',
    category: 'total',
    channel: 'webchat',
    steps: ['4 whole vanilla bean cakes and 12 lemon slices for pickup Monday at 8:30am', 'Carl Jung, 512-555-0150', 'before I confirm, what is the total?', 'yes'],
    expect: {
      says: [price(245), STAFF],
      never: [CONFIRMED_CLAIM],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 4 }, { sku: 'lemon-slice', qty: 12 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T08:30',
        name: 'Carl Jung',
        phone: '+15125550150',
      },
    },
  },
  {
    id: 'pwx-web-lemon-cake-lemon-vanilla-slices',
    category: 'mixed',
    channel: 'webchat',
    steps: ['whole lemon cake and 2 lemon slices and 2 vanilla slices, sunday 3pm pick up', 'pam ito', '512-555-0111', 'yes'],
    expect: {
      says: [price(80.5)],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }, { sku: 'lemon-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T15:00',
        name: 'Pam Ito',
        phone: '+15125550111',
      },
    },
  },
];

const notYet = new Set<string>(['pwx-sms-slices-today-cake-sat-all-sat', 'pwx-sms-deliver-cake-slices-pickup', 'pwx-wa-deliver-fudge-cake-slices-later', 'pwx-wa-five-vanilla-down-to-four', 'pwx-voice-custom-and-carrot-monday', 'pwx-voice-custom-tomorrow-menu-cake-kept']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
