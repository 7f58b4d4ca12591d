import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WP: ORDERS TYPED (OR READ OUT) AS LISTS. Dash, star, dot, emoji and checkbox bullets
// ("- ", "* ", "• ", "☐ ", "- [ ] "), numbered lines ("1. ", "1) ", "number one ..." on a call),
// one line per item with no bullet at all, counts written every way ("x2", "X2", "×3", "x 3",
// "2x", "(2)", "2 ea", "a dozen", "half dozen", "two of those" read off a note on a call), a list
// under a heading ("order for friday:", "SATURDAY ORDER", "Office order for Monday:", "mum's
// birthday order 🎉"), lists that mix whole cakes and slices (of the same flavour too: "vanilla
// bean cake - whole" and "vanilla bean - 6 slices"), a list with a drink (latte, hot tea,
// cappuccino: in the cafe only) or an item the bakery does not make (cookies, macarons, pecan pie,
// cheesecake, brownie, muffins, cupcakes), a list pasted from the notes app with runs of blank
// lines, a list followed by the name and the phone number on lines of their own (or in messages
// of their own), lists whose total passes $200, a list with an allergy line, a list with a custom
// cake, a delivery list with slices in it, and a list corrected by its line number.
//
// Decisions where the spec is silent:
// - Numbers that run 1, 2, 3 in front of the lines with "." or ")" after them ("1. lemon slice")
//   are the list's numbering, not counts; "number one, a whole carrot cake" on a call likewise. A
//   count is written beside the item ("1. 2x carrot slice" is two carrot slices). Lines without the
//   dot ("1 lemon slice / 2 carrot slices / 3 red velvet slices") are counts.
// - A heading is not an item, a name or a cake message: "order for friday:" gives the day (today,
//   when today is Friday); "mum's birthday order" and "order for the staff party" give nothing to
//   the order. The pickup time may be on its own line under the list.
// - "8 inch" and "10 inch" in front of a cake are sizes, never counts; "Happy 40th" in a cake
//   message is never a count.
// - A drink or an item the bakery does not make is never ordered (and never swapped for a menu
//   item): the clerk says so and goes on with the rest of the list. The customer's "ok" / "just the
//   cake then" is taken as agreement; the order placed is the rest of the list.
// - A whole cake and slices in one list share one pickup time; slices may be ordered ahead for the
//   day of the whole cake. When a whole cake is asked for today, the clerk says it needs about a
//   day's notice; "do it all tomorrow" moves the whole list.
// - Blank lines, leading spaces, "(slices)" written under a list, and "thx" / "that's all" at the
//   end change nothing.
// - A name and a phone number on their own lines under the list are the name and (on the web chat)
//   the phone number of the order; on SMS, WhatsApp and calls the phone is not checked (the
//   sender's number or the one written are both fair).
// - A line with "2 ea" after three flavours means two of each. "a dozen" is 12, "half dozen" 6.
// - A list's total above $200 needs approval (staff); so does an allergy line or a custom cake.
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46, red velvet
// $50, vanilla bean $44; lemon chiffon 10-inch only $58. Slices (pickup only, same day): chocolate
// fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean
// $5.50. Strawberry shortcake (whole and slice) is not available. Custom cake 8-inch from $65,
// 10-inch from $85, 72 h notice, always needs_approval. Drinks (drip coffee, latte, hot tea) in the
// cafe only, never ordered. Delivery: needs_approval. Hours 8 AM to 8 PM. At most 100 of a product.
// Clock: Fri 2026-11-20 10:00 Central; Sat 21 = tomorrow, Sun 22, Mon 23, Tue 24.

/** Drinks are had in the cafe, not ordered here. */
const DRINKS_IN_CAFE =
  /caf[eé]|in[- ]store|in[- ]house|in person|at the (counter|bakery|shop)|can.?t (be )?(order|add|include|take|pre.?order)|cannot (be )?(order|add|include|take|pre.?order)|not (available )?(to|for) (order|pre.?order|pickup)|only (order|take|sell) (cakes|baked)|(don.?t|do not|aren.?t|are not|not) (able to )?(take|pre.?order|include|add|order)/i;
/** An item the bakery does not make, said not to be on the menu. */
const NOT_ON_MENU =
  /(don.?t|do not|doesn.?t|does not) (currently )?(have|carry|make|sell|offer|bake|stock)|not (on|part of) (the|our) menu|(isn.?t|aren.?t|is not|are not) (on|something|an item|part of)|not (something|an item|one|a thing) (we|I)|not (currently )?(available|offered)|unavailable|can.?t (find|order|add|take)|cannot (find|order|add|take)|couldn.?t find|could not find|only (have|sell|offer|make|bake)|no \w+ on (the|our) menu|not (a |an )?(menu )?item|not recogni[sz]e/i;
/** Strawberry shortcake is not available. */
const UNAVAILABLE = /not (currently )?(available|in season|offering|on the menu)|unavailable|seasonal|out of season|(don.?t|do not) have|isn.?t available|sold out|no longer/i;
/** Whole cakes need about a day's notice. */
const NOTICE_24 = /\b24[- ]?(hours?|hrs?|h)\b|twenty[- ]four hours|a day'?s notice|(a|one) (full )?day (ahead|in advance|of notice|before)|too soon|not enough notice|earliest|soonest|notice/i;
/** Slices are not delivered. */
const SLICE_PICKUP_ONLY = /pick ?up only|in[- ]store|in (the )?(store|shop|bakery|cafe)|in person|not (available )?for delivery|(can.?t|cannot|don.?t|do not|aren.?t|are not|not|never) (be )?deliver|only (deliver|for) (whole|custom)|pick(ed)? (them |those |the slices )?up/i;
/** Staff look at the order. */
const STAFF = /staff|team|owner|manager|approv|review/i;
/** "I did not catch that" to a plain answer. */
const NOT_CAUGHT = /(did ?n.?t|did not|could ?n.?t|could not) (quite )?(catch|understand|get)\b/i;
/** The bakery's closing time, or its hours. */
const HOURS = /\b8 ?(pm|p\.m\.|o.?clock)|\b8:00|eight (pm|p\.m\.|o.?clock|in the evening)|20:00|clos(e|es|ed|ing)|open (until|till|til|to)|hours/i;

const written: Script[] = [
  // ================================================================ SMS
  {
    id: 'pwp-sms-heading-friday-dash-x',
    category: 'list',
    channel: 'sms',
    // Today is Friday: "order for friday" is today.
    steps: ['order for friday:\n- lemon slice x2\n- carrot slice x2\n- rv slice x1\npickup 3pm\nname: Jo Park', 'yes'],
    expect: {
      says: [price(30)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }, { sku: 'red-velvet-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Jo Park',
      },
    },
  },
  {
    id: 'pwp-sms-2x-whole-and-slices',
    category: 'list',
    channel: 'sms',
    steps: ['2x whole carrot\n4x carrot slice\nsat 1pm pickup, Lou Ames', 'yes'],
    expect: {
      says: [price(116)],
      order: { items: [{ sku: 'carrot-whole', qty: 2 }, { sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Lou Ames' },
    },
  },
  {
    id: 'pwp-sms-paren-counts-blank-lines',
    category: 'list',
    channel: 'sms',
    steps: ['cake order\n\n\nred velvet slice (3)\n\n\nvanilla bean slice (2)\n\n\n\npick up 5pm today', 'Hana Sato', 'yes'],
    expect: {
      says: [price(30.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }, { sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Hana Sato' },
    },
  },
  {
    id: 'pwp-sms-numbering-not-counts',
    category: 'list',
    channel: 'sms',
    // "1. 2. 3." number the lines: one of each.
    steps: ['1. lemon slice\n2. carrot slice\n3. vanilla slice\nfor 2pm today, Ed Burns', 'yes'],
    expect: {
      says: [price(17.25)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 1 }, { sku: 'carrot-slice', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Ed Burns',
      },
    },
  },
  {
    id: 'pwp-sms-one-two-three-are-counts',
    category: 'list',
    channel: 'sms',
    // No dots and plural nouns: these are counts.
    steps: ['1 lemon slice\n2 carrot slices\n3 red velvet slices\npickup 4pm. Mei Lin', 'yes'],
    expect: {
      says: [price(37.25)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 1 }, { sku: 'carrot-slice', qty: 2 }, { sku: 'red-velvet-slice', qty: 3 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Mei Lin',
      },
    },
  },
  {
    id: 'pwp-sms-latte-in-dash-list',
    category: 'list',
    channel: 'sms',
    steps: ['- 2 regular choc fudge slices\n- 2 lattes\n- 1 lemon slice\npickup at noon, name Tom Baker', 'ok thats fine', 'yes'],
    expect: {
      says: [DRINKS_IN_CAFE],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }, { sku: 'lemon-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:00',
        name: 'Tom Baker',
      },
    },
  },
  {
    id: 'pwp-sms-cookies-in-list',
    category: 'list',
    channel: 'sms',
    steps: ['- whole vanilla bean cake\n- 12 choc chip cookies\nsat 3pm pickup, Ana Cruz', 'oh ok just the cake then', 'yes'],
    expect: {
      says: [NOT_ON_MENU, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Ana Cruz' },
    },
  },
  {
    id: 'pwp-sms-name-number-own-lines',
    category: 'list',
    channel: 'sms',
    steps: ['2 lemon slices\n2 carrot slices\npickup 6pm\n\nRuth Adler\n512-555-0177', 'yes'],
    expect: {
      says: [price(23.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Ruth Adler' },
    },
  },
  {
    id: 'pwp-sms-star-bullets-sizes',
    category: 'list',
    channel: 'sms',
    steps: ['* choc fudge slice large x2\n* choc fudge slice regular x1\n* lemon slice x1\npickup 1:30 today, Vic Hale', 'yes'],
    expect: {
      says: [price(31.25)],
      order: {
        items: [
          { sku: 'chocolate-fudge-slice', qty: 2, size: 'large' },
          { sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' },
          { sku: 'lemon-slice', qty: 1 },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:30',
        name: 'Vic Hale',
      },
    },
  },
  {
    id: 'pwp-sms-caps-heading-saturday',
    category: 'list',
    channel: 'sms',
    steps: ['SATURDAY ORDER\n1 whole red velvet\n1 whole chocolate fudge\npick up 2pm\nDina Ross', 'yes'],
    expect: {
      says: [price(98)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }, { sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Dina Ross' },
    },
  },
  {
    id: 'pwp-sms-staff-party-over-200',
    category: 'list',
    channel: 'sms',
    // 96 + 92 + 57.50 = 245.50: above $200, staff approve it.
    steps: ['order for the staff party sat:\n- 2 whole choc fudge\n- 2 whole carrot\n- 10 lemon slices\npickup 4pm, Raj Mehta', 'yes'],
    expect: {
      says: [price(245.5)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 2 }, { sku: 'carrot-whole', qty: 2 }, { sku: 'lemon-slice', qty: 10 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T16:00',
        name: 'Raj Mehta',
      },
    },
  },
  {
    id: 'pwp-sms-typos-in-list',
    category: 'list',
    channel: 'sms',
    steps: ['heres my ordr\n-carot slice x3\n-red velvit slice x2\n-vanila slice x1\npick up 2day 3pm pls\nkim', 'yes'],
    expect: {
      says: [price(36.5)],
      order: {
        items: [{ sku: 'carrot-slice', qty: 3 }, { sku: 'red-velvet-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Kim',
      },
    },
  },
  {
    id: 'pwp-sms-dozen-half-dozen',
    category: 'list',
    channel: 'sms',
    steps: ['- a dozen lemon slices\n- half dozen carrot slices\npickup 5pm today name Gail Fox', 'yes'],
    expect: {
      says: [price(105)],
      order: { items: [{ sku: 'lemon-slice', qty: 12 }, { sku: 'carrot-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Gail Fox' },
    },
  },
  {
    id: 'pwp-sms-two-each',
    category: 'list',
    channel: 'sms',
    steps: ['lemon, carrot and red velvet slices, 2 ea\npickup today 2pm\nLeo Grant', 'yes'],
    expect: {
      says: [price(36.5)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }, { sku: 'red-velvet-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Leo Grant',
      },
    },
  },
  {
    id: 'pwp-sms-times-sign-and-capital-x',
    category: 'list',
    channel: 'sms',
    steps: ['Vanilla Bean Slice ×3\nLemon Slice X2\npickup 12:30 today - Iris Cho', 'yes'],
    expect: {
      says: [price(28)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:30', name: 'Iris Cho' },
    },
  },
  {
    id: 'pwp-sms-allergy-line-under-list',
    category: 'list',
    channel: 'sms',
    steps: ['- 3 vanilla slices\n- 2 lemon slices\nmy son has a peanut allergy fyi\npickup 4pm Beth Lowe', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'vanilla-bean-slice', qty: 3 }, { sku: 'lemon-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-20T16:00',
        name: 'Beth Lowe',
        allergy: true,
      },
    },
  },
  {
    id: 'pwp-sms-whole-today-move-all-tomorrow',
    category: 'list',
    channel: 'sms',
    steps: ['- whole lemon cake\n- 4 lemon slices\npickup today 5pm, Gus Orr', 'ok then do it all tomorrow at 5', 'yes'],
    expect: {
      says: [NOTICE_24],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }, { sku: 'lemon-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T17:00',
        name: 'Gus Orr',
      },
    },
  },
  {
    id: 'pwp-sms-cake-message-in-list',
    category: 'list',
    channel: 'sms',
    // "40th" is part of the message, not a count.
    steps: ['- whole chocolate fudge cake, write "Happy 40th Dan"\n- 6 regular choc fudge slices\nsun 3pm pickup\nPaula Kent', 'yes'],
    expect: {
      says: [price(87)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 6, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T15:00',
        name: 'Paula Kent',
        notes: /40th/i,
      },
    },
  },
  {
    id: 'pwp-sms-inch-sizes-not-counts',
    category: 'list',
    channel: 'sms',
    steps: ['8 inch choc fudge cake x1\n10 inch lemon chiffon x1\npickup mon noon, Sid Roy', 'yes'],
    expect: {
      says: [price(106)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-23T12:00',
        name: 'Sid Roy',
      },
    },
  },
  {
    id: 'pwp-sms-heading-friday-from-wednesday',
    category: 'list',
    channel: 'sms',
    now: '2026-11-18T09:00:00-06:00',
    steps: ['order for friday:\n- whole carrot cake\n- whole vanilla bean cake\n- 4 carrot slices\npickup 11am\nname Mo Diaz', 'yes'],
    expect: {
      says: [price(114)],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'carrot-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T11:00',
        name: 'Mo Diaz',
      },
    },
  },
  {
    id: 'pwp-sms-add-line-to-list',
    category: 'list',
    channel: 'sms',
    steps: ['- 2 red velvet slices\n- 2 vanilla slices\npickup 3pm, Nia Cole', 'oh and add a lemon slice to the list', 'yes'],
    expect: {
      lastSays: [price(29.75)],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 2 }, { sku: 'lemon-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Nia Cole',
      },
    },
  },
  {
    id: 'pwp-sms-checkbox-notes-paste',
    category: 'list',
    channel: 'sms',
    steps: ['☐ 2 carrot slices\n☐ 1 lemon slice\n☐ 1 large choc fudge slice\n\n\n(pickup today 2:30)\n', 'Ben Wolfe', 'yes'],
    expect: {
      says: [price(27.25)],
      order: {
        items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'lemon-slice', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:30',
        name: 'Ben Wolfe',
      },
    },
  },
  {
    id: 'pwp-sms-cheesecake-in-numbered-list',
    category: 'list',
    channel: 'sms',
    steps: ['1) 2 cheesecake slices\n2) 2 red velvet slices\n3) 1 carrot slice\npickup 1pm, Val Stone', 'ah ok, no cheesecake then', 'yes'],
    expect: {
      says: [NOT_ON_MENU, price(19)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Val Stone' },
      never: [NOT_CAUGHT],
    },
  },

  // ================================================================ WhatsApp
  {
    id: 'pwp-wa-emoji-bullets-blank-lines',
    category: 'list',
    channel: 'whatsapp',
    steps: ['🎂 whole red velvet\n\n🍰 red velvet slice x4\n\n\nsunday 11am pickup 🙏', 'Layla Haddad', 'yes'],
    expect: {
      says: [price(76)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }, { sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Layla Haddad' },
    },
  },
  {
    id: 'pwp-wa-heading-friday-slices-note',
    category: 'list',
    channel: 'whatsapp',
    // "(slices)" under the list says what every line is.
    steps: ['Order for Friday:\n\n1 x lemon\n1 x carrot\n1 x vanilla bean\n(slices)\n\npickup 5:30pm - Pia', 'yes'],
    expect: {
      says: [price(17.25)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 1 }, { sku: 'carrot-slice', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T17:30',
        name: 'Pia',
      },
    },
  },
  {
    id: 'pwp-wa-hot-tea-in-list',
    category: 'list',
    channel: 'whatsapp',
    steps: ['- 2 carrot slices\n- 2 hot teas\n- 2 vanilla slices\npick up 11am, Noor', 'ok fine', 'yes'],
    expect: {
      says: [DRINKS_IN_CAFE],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Noor' },
    },
  },
  {
    id: 'pwp-wa-macarons-in-list',
    category: 'list',
    channel: 'whatsapp',
    steps: ['hi!! can i get\n• 1 whole lemon chiffon\n• box of macarons\n• 3 lemon slices\nfor sat 2pm pickup', 'no worries skip the macarons', 'Elif Kaya', 'yes'],
    expect: {
      says: [NOT_ON_MENU, price(75.25)],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }, { sku: 'lemon-slice', qty: 3 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T14:00',
        name: 'Elif Kaya',
      },
    },
  },
  {
    id: 'pwp-wa-paren-counts-whole-and-slices',
    category: 'list',
    channel: 'whatsapp',
    steps: ['chocolate fudge cake, whole (1)\nchocolate fudge slice, large (2)\ncarrot slice (3)\nmon 10am pickup\nname: Sam Lee', 'yes'],
    expect: {
      says: [price(85)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }, { sku: 'carrot-slice', qty: 3 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-23T10:00',
        name: 'Sam Lee',
      },
    },
  },
  {
    id: 'pwp-wa-name-number-own-lines',
    category: 'list',
    channel: 'whatsapp',
    steps: ['Hi, order below\n\n2 lemon slices\n1 vanilla slice\n\nToday 4pm pickup\n\nCarla Mendes\n+1 512 555 0183', 'yes'],
    expect: {
      says: [price(17)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Carla Mendes' },
    },
  },
  {
    id: 'pwp-wa-delivery-list-with-slices',
    category: 'list',
    channel: 'whatsapp',
    steps: ['delivery pls for sat 1pm to 77 Birch Rd:\n- whole carrot cake\n- 4 carrot slices\nname Omar Said', 'ok just the whole cake delivered then', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T13:00', name: 'Omar Said', address: /77 birch/i },
    },
  },
  {
    id: 'pwp-wa-numbered-with-2x',
    category: 'list',
    channel: 'whatsapp',
    steps: ['1. 2x red velvet slice\n2. 1x regular choc fudge slice\n3. 3x lemon slice\npickup 12pm, Tess Avery', 'yes'],
    expect: {
      says: [price(36.75)],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' }, { sku: 'lemon-slice', qty: 3 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:00',
        name: 'Tess Avery',
      },
    },
  },
  {
    id: 'pwp-wa-same-flavour-whole-and-slices',
    category: 'list',
    channel: 'whatsapp',
    steps: ['vanilla bean cake - whole\nvanilla bean - 6 slices\npickup tomorrow 3pm\nKai Nakamura', 'yes'],
    expect: {
      says: [price(77)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Kai Nakamura' },
    },
  },
  {
    id: 'pwp-wa-custom-in-heading-list',
    category: 'list',
    channel: 'whatsapp',
    steps: ['order for tuesday:\n- custom cake 8 inch, unicorn, pink and gold\n- 8 vanilla slices\npickup 2pm\nZara Malik', 'yes'],
    expect: {
      says: [price(65)],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }, { sku: 'vanilla-bean-slice', qty: 8 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T14:00',
        name: 'Zara Malik',
        notes: /unicorn/i,
      },
    },
  },
  {
    id: 'pwp-wa-list-over-three-messages',
    category: 'list',
    channel: 'whatsapp',
    steps: ['ok here goes', '- 2 lemon slices\n- 2 carrot slices', '- 1 red velvet slice\nthats all, pickup 4pm', 'Ines', 'yes'],
    expect: {
      says: [price(30)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }, { sku: 'red-velvet-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Ines',
      },
    },
  },
  {
    id: 'pwp-wa-textspeak-all-slices',
    category: 'list',
    channel: 'whatsapp',
    steps: ['can i hv\n2 choc slice lrg\n2 lemon\n1 carrot\nall slices, 2moro 10am pickup\nDev', 'yes'],
    expect: {
      says: [price(36.5)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }, { sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T10:00',
        name: 'Dev',
      },
    },
  },
  {
    id: 'pwp-wa-brownie-and-cappuccino',
    category: 'list',
    channel: 'whatsapp',
    steps: ['• 2 red velvet slices\n• 1 brownie\n• 2 cappuccinos\npick up 3pm - Hugo', 'ok just the red velvet', 'yes'],
    expect: {
      says: [NOT_ON_MENU],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Hugo' },
    },
  },
  {
    id: 'pwp-wa-birthday-heading-not-message',
    category: 'list',
    channel: 'whatsapp',
    steps: ["mum's birthday order 🎉\n- whole lemon chiffon\n- 6 lemon slices\nsunday 1pm pick up\nRosa Vidal", 'yes'],
    expect: {
      says: [price(92.5)],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }, { sku: 'lemon-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T13:00',
        name: 'Rosa Vidal',
      },
    },
  },

  // ================================================================ web chat
  {
    id: 'pwp-web-heading-friday-name-phone-lines',
    category: 'list',
    channel: 'webchat',
    steps: ['Order for Friday:\n- 2 lemon slices\n- 2 red velvet slices\npickup 1pm\nAlice Moreau\n(512) 555-0190', 'yes'],
    expect: {
      says: [price(24.5)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'red-velvet-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:00',
        name: 'Alice Moreau',
        phone: '+15125550190',
      },
    },
  },
  {
    id: 'pwp-web-notes-paste-blank-lines',
    category: 'list',
    channel: 'webchat',
    steps: ['Hi, pasting from my notes:\n\n\n\ncarrot slice x2\n\n\n\nlemon slice x2\n\n\n\nvanilla slice x2\n\n\n\npickup 2pm today', 'Grace Kim', '512 555 0191', 'yes'],
    expect: {
      says: [price(34.5)],
      order: {
        items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Grace Kim',
        phone: '+15125550191',
      },
    },
  },
  {
    id: 'pwp-web-numbered-whole-and-two-sizes',
    category: 'list',
    channel: 'webchat',
    steps: ['1. Whole chocolate fudge cake\n2. Large chocolate fudge slice x2\n3. Regular chocolate fudge slice x2\nSaturday 12pm pickup', 'Liam Byrne', '512-555-0192', 'yes'],
    expect: {
      says: [price(80)],
      order: {
        items: [
          { sku: 'chocolate-fudge-whole', qty: 1 },
          { sku: 'chocolate-fudge-slice', qty: 2, size: 'large' },
          { sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T12:00',
        name: 'Liam Byrne',
        phone: '+15125550192',
      },
    },
  },
  {
    id: 'pwp-web-lattes-in-list-contact-lines',
    category: 'list',
    channel: 'webchat',
    steps: ['Hello! Order:\n- 4 vanilla bean slices\n- 4 lattes\nPickup 10:30 today\nFrank Ozel\n512-555-0193', 'Oh ok, the slices are fine', 'yes'],
    expect: {
      says: [DRINKS_IN_CAFE, price(22)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T10:30', name: 'Frank Ozel', phone: '+15125550193' },
    },
  },
  {
    id: 'pwp-web-pecan-pie-in-list',
    category: 'list',
    channel: 'webchat',
    steps: ['- whole carrot cake\n- pecan pie\npickup sunday 10am', 'ah ok. just the carrot cake', 'Hal Price', '512-555-0194', 'yes'],
    expect: {
      says: [NOT_ON_MENU, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Hal Price', phone: '+15125550194' },
    },
  },
  {
    id: 'pwp-web-name-and-number-own-messages',
    category: 'list',
    channel: 'webchat',
    steps: ['2x lemon slice\n2x carrot slice\n1x rv slice', 'pickup at 3 today', 'Maya Russo', '5125550195', 'yes'],
    expect: {
      says: [price(30)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }, { sku: 'red-velvet-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Maya Russo',
        phone: '+15125550195',
      },
    },
  },
  {
    id: 'pwp-web-office-monday-over-200',
    category: 'list',
    channel: 'webchat',
    // 144 + 116 + 72 = 332: staff approve it.
    steps: ['Office order for Monday:\n- 3 whole chocolate fudge cakes\n- 2 whole lemon chiffon\n- 12 carrot slices\nPickup 9am\nDerek Stone\n512.555.0196', 'yes'],
    expect: {
      says: [price(332)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 3 }, { sku: 'lemon-whole', qty: 2, size: '10-inch' }, { sku: 'carrot-slice', qty: 12 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T09:00',
        name: 'Derek Stone',
        phone: '+15125550196',
      },
    },
  },
  {
    id: 'pwp-web-markdown-checkboxes',
    category: 'list',
    channel: 'webchat',
    steps: ['- [ ] 3 red velvet slices\n- [ ] 1 whole vanilla bean\npickup tomorrow 2pm', 'Olga Petrova, 512-555-0197', 'yes'],
    expect: {
      says: [price(63.5)],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 3 }, { sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T14:00',
        name: 'Olga Petrova',
        phone: '+15125550197',
      },
    },
  },
  {
    id: 'pwp-web-paren-whole-count-form-lines',
    category: 'list',
    channel: 'webchat',
    steps: ['red velvet cake (whole) (2)\nlemon slice (4)\npickup sunday 4pm\nname: Priya Das\nphone: 512 555 0198', 'yes'],
    expect: {
      says: [price(123)],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 2 }, { sku: 'lemon-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T16:00',
        name: 'Priya Das',
        phone: '+15125550198',
      },
    },
  },
  {
    id: 'pwp-web-heading-friday-from-thursday',
    category: 'list',
    channel: 'webchat',
    now: '2026-11-19T15:00:00-06:00',
    steps: ['Order for Friday:\n• 1 whole red velvet cake\n• 1 whole carrot cake\n• 6 red velvet slices\nPickup 5pm', 'Nadia Farouk', '512-555-0199', 'yes'],
    expect: {
      says: [price(135)],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }, { sku: 'carrot-whole', qty: 1 }, { sku: 'red-velvet-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T17:00',
        name: 'Nadia Farouk',
        phone: '+15125550199',
      },
    },
  },
  {
    id: 'pwp-web-shortcake-and-muffins',
    category: 'list',
    channel: 'webchat',
    steps: ['- 2 strawberry shortcake slices\n- 2 blueberry muffins\n- 2 lemon slices\npickup 1pm', 'just the lemon then', 'Ivy Chen', '512-555-0160', 'yes'],
    expect: {
      says: [UNAVAILABLE, price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Ivy Chen', phone: '+15125550160' },
    },
  },
  {
    id: 'pwp-web-numbered-with-allergy-note',
    category: 'list',
    channel: 'webchat',
    steps: ['1. 2 carrot slices\n2. 2 chocolate fudge slices (regular)\nNote: one of us has a dairy allergy\npickup 6pm today\nTom Reyes\n512-555-0161', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-20T18:00',
        name: 'Tom Reyes',
        phone: '+15125550161',
        allergy: true,
      },
    },
  },
  {
    id: 'pwp-web-spaced-x-commas-one-line',
    category: 'list',
    channel: 'webchat',
    steps: ['carrot slice x 3 , lemon slice x 1 , red velvet x 2 slices — pickup 11:30am today', 'June Ali 512 555 0162', 'yes'],
    expect: {
      says: [price(36.75)],
      order: {
        items: [{ sku: 'carrot-slice', qty: 3 }, { sku: 'lemon-slice', qty: 1 }, { sku: 'red-velvet-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T11:30',
        name: 'June Ali',
        phone: '+15125550162',
      },
    },
  },
  {
    id: 'pwp-web-line-number-corrected',
    category: 'list',
    channel: 'webchat',
    steps: ['1) 2 vanilla bean slices\n2) 2 lemon slices\n3) 1 whole carrot cake\nSat 3pm pickup\nEmma Stone\n512-555-0163', 'sorry make #1 four slices not two', 'yes'],
    expect: {
      lastSays: [price(79.5)],
      order: {
        items: [{ sku: 'vanilla-bean-slice', qty: 4 }, { sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T15:00',
        name: 'Emma Stone',
        phone: '+15125550163',
      },
    },
  },
  {
    id: 'pwp-web-tonight-after-close',
    category: 'list',
    channel: 'webchat',
    steps: ['order for tonight:\n- 2 lemon slices\n- 2 carrot slices\npickup 9pm', 'ok 7:30 then', 'Ken Ward', '512-555-0164', 'yes'],
    expect: {
      says: [HOURS],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:30', name: 'Ken Ward', phone: '+15125550164' },
    },
  },
  {
    id: 'pwp-web-name-on-top-of-list',
    category: 'list',
    channel: 'webchat',
    steps: ['Marta Silva\n512-555-0165\n\n* 1 whole lemon chiffon cake\n* 2 vanilla bean slices\n\nMonday 11am pickup', 'yes'],
    expect: {
      says: [price(69)],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-23T11:00',
        name: 'Marta Silva',
        phone: '+15125550165',
      },
    },
  },

  // ================================================================ voice
  {
    id: 'pwp-voice-list-with-and',
    category: 'list',
    channel: 'voice',
    steps: ["hi yeah I've got a list, so two lemon slices, two carrot slices, and one red velvet slice, for pickup today at four", 'Gloria Estes', 'yes'],
    expect: {
      says: [price(30)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }, { sku: 'red-velvet-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Gloria Estes',
      },
    },
  },
  {
    id: 'pwp-voice-number-one-number-two',
    category: 'list',
    channel: 'voice',
    // "number one", "number two" number the list: one carrot cake, four vanilla slices.
    steps: ['okay number one, a whole carrot cake. number two, four vanilla bean slices. that is for pick up saturday at eleven thirty', 'Pete Lang', 'yes'],
    expect: {
      says: [price(68)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:30', name: 'Pete Lang' },
    },
  },
  {
    id: 'pwp-voice-lattes-in-list',
    category: 'list',
    channel: 'voice',
    steps: ["three lemon slices and two lattes for pickup at noon please, it's Wanda Cole", 'okay thats fine', 'yes'],
    expect: {
      says: [DRINKS_IN_CAFE],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Wanda Cole' },
    },
  },
  {
    id: 'pwp-voice-cupcakes-in-list',
    category: 'list',
    channel: 'voice',
    steps: ['I want a whole red velvet cake and a dozen cupcakes for pick up sunday at two', 'oh okay, just the cake then', 'Barry White', 'yes'],
    expect: {
      says: [NOT_ON_MENU, price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Barry White' },
    },
  },
  {
    id: 'pwp-voice-order-for-friday-from-wednesday',
    category: 'list',
    channel: 'voice',
    now: '2026-11-18T11:00:00-06:00',
    steps: ["this is an order for friday, a whole lemon chiffon cake and six lemon slices, pick up at three in the afternoon. my name's Helen Marsh", 'yes'],
    expect: {
      says: [price(92.5)],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }, { sku: 'lemon-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Helen Marsh',
      },
    },
  },
  {
    id: 'pwp-voice-large-and-regular',
    category: 'list',
    channel: 'voice',
    steps: ['two large chocolate fudge slices, two regular chocolate fudge slices, and a carrot slice, at one thirty today', 'Owen Fitch', 'yes'],
    expect: {
      says: [price(38)],
      order: {
        items: [
          { sku: 'chocolate-fudge-slice', qty: 2, size: 'large' },
          { sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' },
          { sku: 'carrot-slice', qty: 1 },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:30',
        name: 'Owen Fitch',
      },
    },
  },
  {
    id: 'pwp-voice-half-dozen',
    category: 'list',
    channel: 'voice',
    steps: ['um, half a dozen carrot slices, and a dozen vanilla bean slices, for five o clock today, name is Ruby Stone', 'yes'],
    expect: {
      says: [price(102)],
      order: { items: [{ sku: 'carrot-slice', qty: 6 }, { sku: 'vanilla-bean-slice', qty: 12 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Ruby Stone' },
    },
  },
  {
    id: 'pwp-voice-digits-whole-and-slices',
    category: 'list',
    channel: 'voice',
    steps: ['yeah I need 2 whole vanilla bean cakes and 3 lemon slices to pick up tomorrow at 1 PM', 'Carl Ng', 'yes'],
    expect: {
      says: [price(105.25)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 2 }, { sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Carl Ng' },
    },
  },
  {
    id: 'pwp-voice-list-then-name-and-number',
    category: 'list',
    channel: 'voice',
    steps: ['two red velvet slices and two lemon slices at three today', 'my name is Gina Russo and my number is five one two five five five zero one six six', 'yes'],
    expect: {
      says: [price(24.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Gina Russo' },
    },
  },
  {
    id: 'pwp-voice-read-off-a-note',
    category: 'list',
    channel: 'voice',
    // "two of those" after each item: two lemon, one carrot, three red velvet.
    steps: ['okay let me read it off my note, um, lemon slice, two of those, carrot slice, just one, red velvet slice, three of those. for pick up at two today', 'Nate Cross', 'yes'],
    expect: {
      says: [price(37)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }, { sku: 'red-velvet-slice', qty: 3 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Nate Cross',
      },
    },
  },
  {
    id: 'pwp-voice-whole-cakes-over-200',
    category: 'list',
    channel: 'voice',
    // 144 + 92 = 236: staff approve it.
    steps: ['three whole chocolate fudge cakes and two whole carrot cakes, for saturday at one, pick up', 'Diane Wells', 'yes'],
    expect: {
      says: [price(236), STAFF],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 3 }, { sku: 'carrot-whole', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T13:00', name: 'Diane Wells' },
    },
  },
  {
    id: 'pwp-voice-corrected-mid-list',
    category: 'list',
    channel: 'voice',
    steps: ['two lemon, no wait, three lemon slices, and two vanilla bean slices, for noon today', 'Alma Reyes', 'yes'],
    expect: {
      says: [price(28.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }, { sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Alma Reyes' },
    },
  },
  {
    id: 'pwp-voice-delivery-two-whole',
    category: 'list',
    channel: 'voice',
    steps: ['I want to get delivered on sunday at noon, a whole carrot cake and a whole vanilla bean cake, to twenty two Oak Lane', 'Victor Hale', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T12:00',
        name: 'Victor Hale',
        address: /(22|twenty[- ]two) oak/i,
      },
    },
  },
  {
    id: 'pwp-voice-coffee-and-scone',
    category: 'list',
    channel: 'voice',
    steps: ['can I get two carrot slices, a scone, and a coffee, for pick up at eleven today', 'okay, just the carrot slices', 'Lena Park', 'yes'],
    expect: {
      says: [NOT_ON_MENU, price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Lena Park' },
    },
  },
];

const notYet = new Set<string>(['pwp-sms-paren-counts-blank-lines', 'pwp-sms-two-each', 'pwp-sms-allergy-line-under-list', 'pwp-sms-cheesecake-in-numbered-list', 'pwp-wa-heading-friday-slices-note', 'pwp-wa-paren-counts-whole-and-slices', 'pwp-wa-same-flavour-whole-and-slices', 'pwp-wa-custom-in-heading-list', 'pwp-web-line-number-corrected', 'pwp-voice-read-off-a-note']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
