import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WH: AN ORDER GIVEN IN PIECES OVER MANY SHORT MESSAGES. One product per message ('2 lemon
// slices' / '2 carrot' / '1 red velvet slice'), the time or the name sent before any product ('for
// today at 4pm pickup' / 'hi its Bea Lowe' / 'at 11' / 'sunday'), details trickling in out of order
// (the count after the flavour, the size after the count, the day after the time, the address after
// the day, the allergy after the name or after the read-back), a question slipped in between the
// pieces (a price, the hours, the notice a whole cake needs, delivery, what is in a cake, coffee), a
// message that only says 'and' or 'also' (before the next product, or at the read-back), and the
// customer answering a question other than the one asked (a name when the time was asked, a time
// when the name was asked, "it's for 12 people" or "it's for my daughter's birthday" when the day
// was asked). The order placed must hold every piece, each once, and nothing else.
//
// Decisions where the spec is silent:
// - A product sent alone in its own message adds a line to the order; it never replaces the line
//   before unless the customer says so ("instead", "I meant"). A bare flavour or count sent right
//   after slices stays slices ("2 lemon slices" / "2 carrot" = 2 carrot slices). The same product
//   sent again in a later message ("and 2 more vanilla") adds to its line (4 + 2 = 6 slices).
// - A message that is only "and" or "also" is neither a yes nor a no: the clerk waits for the rest
//   (asks what else) and places nothing on it. When it comes after the read-back, the new piece is
//   added and the order is read back again before the customer's "yes" places it. "and" followed by
//   "nvm thats it" leaves the order as it was.
// - A name, a time or a count given when the clerk asked something else is kept; the clerk asks
//   again only for what is still missing. "It's for 12 people" or "it's for my daughter's birthday"
//   is not a quantity: one cake stays one cake.
// - A time sent without a day for a whole cake ("pickup at 4", "at one in the afternoon"), then the
//   day in the next message ("on sunday", "on monday I mean"): the day goes with that time. A bare
//   hour between 1 and 7 ("at 6", "at 4") is in the afternoon (the bakery is open 8 AM to 8 PM).
// - A question asked in the middle is answered and the order so far is kept as it was: nothing
//   dropped, nothing placed, nothing added but what the customer asks for. "ok cool" or "sounds
//   good" after an answer is not a name.
// - An allergy mentioned late (after the name, or after the read-back) is still an allergy mention:
//   it is on the order, which then needs approval, and the "yes" after it places that order.
// - Slices may be ordered for tomorrow (a slice needs no notice).
// - Coffee asked about mid-order is answered (in the cafe only) and never ordered; the slices stay.
//
// Catalog facts used: whole cakes (8-inch, about 24 h notice, serve 10 to 12): chocolate fudge $48,
// carrot $46 (walnuts), red velvet $50 (cocoa, cream cheese frosting; allergens unknown), vanilla
// bean $44 (allergens unknown); lemon chiffon 10-inch only $58 (serves 14 to 16). Slices (pickup
// only, no notice): chocolate fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50,
// lemon $5.75, vanilla bean $5.50. Custom cake $65 (8-inch) / $85 (10-inch), 72 h notice, always
// needs_approval. Delivery: needs_approval, no fee or time promised. Total over $200, or any allergy
// mention: needs_approval. Hours 8 AM to 8 PM Central; orders placed 8 PM to 8 AM: held_overnight.
// Drinks: in the cafe only. Clock: Fri 2026-11-20 10:00 Central; Sat 21 = tomorrow, Sun 22, Mon 23,
// Tue 24.
//
// Sums used: 2 lemon + 2 carrot + 1 red velvet slice $30; 3 vanilla + 2 fudge slices $29.50; 3 red
// velvet + 2 lemon slices $31; vanilla + lemon cake $102; 2 carrot + 2 large fudge slices $31; 3 large
// fudge slices $28.50; 2 red velvet + 1 carrot slice $19; 3 fudge + 2 red velvet cakes $244; 6
// vanilla slices $33; 3 carrot slices $18; vanilla cake + 4 lemon slices $67; 1 fudge + 1 lemon + 1
// vanilla slice $17.75; 2 red velvet + 2 carrot + 1 large fudge slice $34.50; carrot + red velvet
// cake $96; 5 carrot slices $30; 4 red velvet slices $26; carrot + fudge + lemon cake $152; 2 lemon
// + 2 carrot slices $23.50; 3 red velvet + 2 vanilla slices $30.50; lemon cake + 2 large fudge slices
// $77; 2 carrot + 3 lemon slices $29.25; 4 vanilla slices $22; 2 fudge + 2 red velvet + 1 lemon cake
// $254; 2 red velvet + 2 lemon slices $24.50; 4 vanilla + 1 large fudge slice $31.50; red velvet +
// vanilla cake $94; 2 red velvet + 2 carrot slices $25; 6 large fudge slices $57; 4 lemon cakes $232;
// 2 lemon + 2 vanilla slices $22.50; vanilla cake + 2 vanilla slices $55; 3 lemon slices $17.25.

/** Staff look at the order. */
const STAFF = /staff|team|owner|manager|approv|review/i;
/** The bakery closes at 8 PM. */
const CLOSES_8 = /\b8(:00)?\s*(pm|p\.m\.|in the evening|o.?clock)|\beight\s*(pm|p\.m\.|in the evening|o.?clock)|\b20:00\b/i;
/** The bakery opens at 8 AM. */
const OPENS_8 = /\b8(:00)?\s*(am|a\.m\.|in the morning|o.?clock)|\beight\s*(am|a\.m\.|in the morning|o.?clock)|\b08:00\b|\b8\s*(-|–|to)\s*8\b/i;
/** Whole cakes need about a day's notice. */
const NOTICE_24 = /\b24[- ]?(hours?|hrs?|h)\b|twenty[- ]four hours|a day'?s notice|(a|one) (full )?day (ahead|in advance|of notice|before)|day ahead|notice/i;
/** Slices are not delivered. */
const SLICE_PICKUP_ONLY =
  /pick ?up only|in[- ]store|in (the )?(store|shop|bakery|cafe)|in person|not (available )?for delivery|(can.?t|cannot|don.?t|do not|aren.?t|are not|not|never) (be )?deliver|only (deliver|for) (whole|custom)|pick(ed)? (them |those |the slices )?up/i;
/** Drinks are served in the cafe, not ordered ahead. */
const CAFE_ONLY =
  /caf[eé]|in[- ](store|house|person)|at the (counter|bakery|shop)|when you (come|arrive|pick|get here)|can.?t (be )?(pre-?)?order|cannot (be )?(pre-?)?order|not (available )?(to|for) (order|pre-?order)|(not|aren.?t|isn.?t) (something (we|you) can|able to be) (pre-?)?order/i;
/** The carrot cake has walnuts. */
const WALNUTS = /walnut|tree[- ]?nut|\bnuts\b/i;
/** A whole cake's size or servings. */
const CAKE_SIZE = /\b8[- ]?(inch|in\b|")|eight[- ]inch|\b10 ?(to|-|–) ?12\b|ten to twelve|serves/i;
/** What is in the red velvet. */
const RV_DESC = /cocoa|cream cheese/i;
/** The clerk invites the rest of the order after a bare "and" / "also". */
const WHAT_ELSE = /what else|anything else|what (would|do|can) (you|i)[^.!?]{0,25}\badd|(like|want|wish) to add|\badd (to|something)|go ahead|go on|and what|what.{0,15}(more|next)|and\?|anything more|something else/i;
/** An invented delivery fee (or "free delivery"). */
const FEE = /deliver(y|ies)? (fee|charge|cost)s?[^.!?]{0,20}\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge)|free delivery|delivery (is|would be|will be) free/i;

const written: Script[] = [
  // ================================================================ SMS
  {
    id: 'pwh-sms-one-slice-flavour-per-text',
    category: 'pieces',
    channel: 'sms',
    steps: ['2 lemon slices', '2 carrot', '1 red velvet slice', 'pickup at 3 today', 'Jo Kim', 'yes'],
    expect: {
      says: [price(30)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }, { sku: 'red-velvet-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Jo Kim',
      },
    },
  },
  {
    id: 'pwh-sms-time-before-products',
    category: 'pieces',
    channel: 'sms',
    steps: ['for today at 4pm pickup', '3 vanilla slices', 'and 2 choc fudge slices', 'Ray Dunn', 'yes'],
    expect: {
      says: [price(29.5)],
      order: {
        items: [{ sku: 'vanilla-bean-slice', qty: 3 }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Ray Dunn',
      },
    },
  },
  {
    id: 'pwh-sms-name-before-anything',
    category: 'pieces',
    channel: 'sms',
    steps: ['hi its Bea Lowe', 'want to order for tmrw', 'whole carrot cake', '2pm pick up', 'yes'],
    expect: {
      says: [price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Bea Lowe' },
    },
  },
  {
    id: 'pwh-sms-bare-and-then-lemon',
    category: 'pieces',
    channel: 'sms',
    steps: ['3 rv slices for 1pm today, Cal Webb', 'and', '2 lemon slices', 'yes'],
    expect: {
      says: [price(31)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Cal Webb' },
    },
  },
  {
    id: 'pwh-sms-bare-also-whole-lemon',
    category: 'pieces',
    channel: 'sms',
    steps: ['whole vanilla bean cake sun 11am pickup. Nell Avery', 'also', 'a whole lemon one too', 'yes'],
    expect: {
      says: [price(102)],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T11:00',
        name: 'Nell Avery',
      },
    },
  },
  {
    id: 'pwh-sms-price-question-between-products',
    category: 'pieces',
    channel: 'sms',
    steps: ['2 carrot slices', 'how much is a large choc fudge slice?', 'ok 2 of those too', 'pickup 5pm today, Tess Ng', 'yes'],
    expect: {
      says: [price(9.5), price(31)],
      order: {
        items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T17:00',
        name: 'Tess Ng',
      },
    },
  },
  {
    id: 'pwh-sms-name-given-for-time',
    category: 'pieces',
    channel: 'sms',
    steps: ['can i get 4 lemon slices', 'Mo Reyes', '2:30', 'yes'],
    expect: {
      says: [price(23)],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: 'Mo Reyes' },
    },
  },
  {
    id: 'pwh-sms-moms-bday-not-a-day',
    category: 'pieces',
    channel: 'sms',
    steps: ['need a whole red velvet', 'its for my moms bday', 'sunday at 1', 'pickup. Lou Grant', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Lou Grant' },
    },
  },
  {
    id: 'pwh-sms-walnut-allergy-after-name',
    category: 'pieces',
    channel: 'sms',
    steps: ['2 carrot slices 3pm today', 'Dee Banks', 'oh my son is allergic to walnuts is that ok?', 'oh then 2 vanilla slices instead', 'yes'],
    expect: {
      says: [WALNUTS, STAFF],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T15:00', name: 'Dee Banks', allergy: true },
    },
  },
  {
    id: 'pwh-sms-night-pieces-tomorrow',
    category: 'pieces',
    channel: 'sms',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['hey', '3 lemon slices', 'for tmrw at 10am', 'Uma Sato', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Uma Sato' },
    },
  },
  {
    id: 'pwh-sms-flavour-size-count-apart',
    category: 'pieces',
    channel: 'sms',
    steps: ['choc fudge slices', 'large ones', '3', 'at 12:30', 'Kai Ito', 'yes'],
    expect: {
      says: [price(28.5)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:30', name: 'Kai Ito' },
    },
  },
  {
    id: 'pwh-sms-day-after-the-time',
    category: 'pieces',
    channel: 'sms',
    steps: ['whole lemon chiffon pickup at 4', 'on sunday', 'Rhea Das', 'yes'],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T16:00', name: 'Rhea Das' },
    },
  },
  {
    id: 'pwh-sms-also-carrot-at-readback',
    category: 'pieces',
    channel: 'sms',
    steps: ['2 rv slices at 2pm, Gil Ford', 'also 1 carrot slice', 'yes'],
    expect: {
      says: [price(19)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Gil Ford' },
    },
  },
  {
    id: 'pwh-sms-closing-time-question-between',
    category: 'pieces',
    channel: 'sms',
    steps: ['whole choc fudge cake', 'what time do u close sat?', 'ok 6:30 sat then, pickup', 'Ana Bell', 'yes'],
    expect: {
      says: [CLOSES_8, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T18:30', name: 'Ana Bell' },
    },
  },
  {
    id: 'pwh-sms-cakes-in-two-texts-over-200',
    category: 'pieces',
    channel: 'sms',
    steps: ['3 whole choc fudge cakes', '2 whole rv', 'sunday 2pm pickup', 'Sal Ortiz', 'yes'],
    expect: {
      says: [price(244)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 3 }, { sku: 'red-velvet-whole', qty: 2 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-22T14:00',
        name: 'Sal Ortiz',
      },
    },
  },
  {
    id: 'pwh-sms-two-more-of-the-same',
    category: 'pieces',
    channel: 'sms',
    steps: ['4 vanilla slices', 'and 2 more vanilla', '3pm', 'Pat Lin', 'yes'],
    expect: {
      says: [price(33)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Pat Lin' },
    },
  },
  {
    id: 'pwh-sms-latte-question-between',
    category: 'pieces',
    channel: 'sms',
    steps: ['2 lemon slices for 11am', 'can i add a latte?', 'ok just the slices then. name Joy Park', 'yes'],
    expect: {
      says: [CAFE_ONLY],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Joy Park' },
    },
  },
  {
    id: 'pwh-sms-size-question-ok-cool',
    category: 'pieces',
    channel: 'sms',
    steps: ['whole carrot cake sat 3pm pickup', 'how big is it?', 'ok cool', 'Tia Ruiz', 'yes'],
    expect: {
      says: [CAKE_SIZE],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Tia Ruiz' },
    },
  },
  {
    id: 'pwh-sms-delivery-address-last',
    category: 'pieces',
    channel: 'sms',
    steps: ['whole vanilla bean cake', 'deliver pls', 'sunday 1pm', '77 Elm St', 'Roy Tan', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T13:00',
        name: 'Roy Tan',
        address: /77 elm/i,
      },
      never: [FEE],
    },
  },
  {
    id: 'pwh-sms-name-given-for-time-whole',
    category: 'pieces',
    channel: 'sms',
    steps: ['whole rv cake for monday', 'Lana Cruz', '5 pm pick up', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T17:00', name: 'Lana Cruz' },
    },
  },
  {
    id: 'pwh-sms-and-then-thats-it',
    category: 'pieces',
    channel: 'sms',
    steps: ['3 carrot slices for 1pm today, Ed Holt', 'and', 'nvm thats it', 'yes'],
    expect: {
      says: [price(18)],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Ed Holt' },
    },
  },
  {
    id: 'pwh-sms-day-name-time-then-products',
    category: 'pieces',
    channel: 'sms',
    steps: ['for saturday', 'Noah Kerr', 'noon pickup', 'whole vanilla bean', 'and 4 lemon slices', 'yes'],
    expect: {
      says: [price(67)],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'lemon-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T12:00',
        name: 'Noah Kerr',
      },
    },
  },
  {
    id: 'pwh-sms-bare-and-is-not-yes',
    category: 'pieces',
    channel: 'sms',
    // The customer's next text has not come yet: nothing is placed, and the clerk waits for it.
    steps: ['2 lemon slices for noon today, Rosa Vega', 'and'],
    expect: { noOrder: true, lastSays: [WHAT_ELSE] },
  },
  {
    id: 'pwh-sms-opening-question-at-readback',
    category: 'pieces',
    channel: 'sms',
    steps: ['whole carrot cake sun 9am pickup, Lyle Ames', 'wait do u open by 9 on sundays?', 'ok great yes'],
    expect: {
      says: [OPENS_8],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T09:00', name: 'Lyle Ames' },
    },
  },

  // ================================================================ WhatsApp
  {
    id: 'pwh-wa-three-single-slices-emoji',
    category: 'pieces',
    channel: 'whatsapp',
    steps: ['hi 👋', '1 choc fudge slice 🍫', '1 lemon slice 🍋', '1 vanilla slice', 'for 4pm, Lia Cho', 'yes'],
    expect: {
      says: [price(17.75)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' }, { sku: 'lemon-slice', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Lia Cho',
      },
    },
  },
  {
    id: 'pwh-wa-name-and-time-then-cake',
    category: 'pieces',
    channel: 'whatsapp',
    steps: ['Hana Yu here', 'pickup tomorrow 3pm', 'whole lemon chiffon', 'yes'],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Hana Yu' },
    },
  },
  {
    id: 'pwh-wa-also-also',
    category: 'pieces',
    channel: 'whatsapp',
    steps: ['2 rv slices at 1pm', 'also', '2 carrot slices', 'also 1 large choc fudge', 'Bo Hale', 'yes'],
    expect: {
      says: [price(34.5)],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:00',
        name: 'Bo Hale',
      },
    },
  },
  {
    id: 'pwh-wa-two-price-questions-then-both',
    category: 'pieces',
    channel: 'whatsapp',
    steps: ['whole carrot cake sunday', 'how much is it?', 'and the red velvet?', 'ok both then, 2pm pickup', 'Mia Kent', 'yes'],
    expect: {
      says: [price(46), price(50), price(96)],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T14:00',
        name: 'Mia Kent',
      },
    },
  },
  {
    id: 'pwh-wa-twelve-people-not-twelve-cakes',
    category: 'pieces',
    channel: 'whatsapp',
    steps: ['whole choc fudge cake for sat', 'its for 12 people', '4pm', 'pickup', 'Zara Malik', 'yes'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Zara Malik' },
    },
  },
  {
    id: 'pwh-wa-dairy-allergy-after-readback',
    category: 'pieces',
    channel: 'whatsapp',
    steps: ['3 vanilla slices', 'pickup 2pm', 'Sia Park', 'btw my daughter has a dairy allergy', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T14:00', name: 'Sia Park', allergy: true },
    },
  },
  {
    id: 'pwh-wa-custom-cake-in-pieces',
    category: 'pieces',
    channel: 'whatsapp',
    steps: ['custom cake pls', '10 inch', 'unicorn theme, pink and gold 🦄', 'tuesday 3pm, pickup', 'Gemma Ross', 'yes'],
    expect: {
      says: [price(85), STAFF],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T15:00',
        name: 'Gemma Ross',
        notes: /unicorn/i,
      },
    },
  },
  {
    id: 'pwh-wa-hour-then-day-then-cake',
    category: 'pieces',
    channel: 'whatsapp',
    steps: ['at 11', 'sunday', 'whole red velvet cake', 'pickup. Omar Said', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Omar Said' },
    },
  },
  {
    id: 'pwh-wa-bare-and-at-readback',
    category: 'pieces',
    channel: 'whatsapp',
    steps: ['whole vanilla bean sat 5pm pickup, Cleo Hart', 'and', '2 vanilla slices as well', 'yes'],
    expect: {
      says: [price(55)],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T17:00',
        name: 'Cleo Hart',
      },
    },
  },
  {
    id: 'pwh-wa-delivery-question-slices',
    category: 'pieces',
    channel: 'whatsapp',
    steps: ['4 lemon slices', 'do u deliver?', 'ok ill come get them at 6', 'Rui Lopes', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY, price(23)],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Rui Lopes' },
      never: [FEE],
    },
  },
  {
    id: 'pwh-wa-count-comes-last',
    category: 'pieces',
    channel: 'whatsapp',
    steps: ['carrot slices', 'for 1pm', 'Ines Faro', '5 pls', 'yes'],
    expect: {
      says: [price(30)],
      order: { items: [{ sku: 'carrot-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Ines Faro' },
    },
  },
  {
    id: 'pwh-wa-night-whole-lemon-pieces',
    category: 'pieces',
    channel: 'whatsapp',
    now: '2026-11-20T22:15:00-06:00',
    steps: ['hiii', 'whole lemon chiffon', 'sunday 10am pickup', 'Jade Wu', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T10:00', name: 'Jade Wu' },
    },
  },
  {
    id: 'pwh-wa-name-given-for-count',
    category: 'pieces',
    channel: 'whatsapp',
    steps: ['red velvet slices for 3pm', 'Tom Ash', '4', 'yes'],
    expect: {
      says: [price(26)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Tom Ash' },
    },
  },
  {
    id: 'pwh-wa-three-cakes-three-texts',
    category: 'pieces',
    channel: 'whatsapp',
    steps: ['whole carrot cake', 'whole choc fudge cake', 'whole lemon chiffon', 'sunday at noon pickup', 'Eve Stone', 'yes'],
    expect: {
      says: [price(152)],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T12:00',
        name: 'Eve Stone',
      },
    },
  },

  // ================================================================ voice
  {
    id: 'pwh-voice-slices-one-flavour-at-a-time',
    category: 'pieces',
    channel: 'voice',
    steps: ["hi, I'd like to order some slices", 'two lemon', 'and two carrot', "for pickup at three o'clock today", 'Helen Ward', 'yes'],
    expect: {
      says: [price(23.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Helen Ward' },
    },
  },
  {
    id: 'pwh-voice-name-first',
    category: 'pieces',
    channel: 'voice',
    steps: ['hi this is Frank Moreno', 'I need a whole chocolate fudge cake', 'for saturday at two in the afternoon, pick up', 'yes'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Frank Moreno' },
    },
  },
  {
    id: 'pwh-voice-time-first',
    category: 'pieces',
    channel: 'voice',
    steps: ["I'd like something for sunday at eleven in the morning", 'a whole vanilla bean cake', 'pickup', 'Grace Liu', 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Grace Liu' },
    },
  },
  {
    id: 'pwh-voice-bare-and',
    category: 'pieces',
    channel: 'voice',
    steps: ['three red velvet slices for one thirty today', 'and', 'uh, two vanilla bean slices', 'Dan Weiss', 'yes'],
    expect: {
      says: [price(30.5)],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 3 }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:30',
        name: 'Dan Weiss',
      },
    },
  },
  {
    id: 'pwh-voice-bare-also',
    category: 'pieces',
    channel: 'voice',
    steps: ['a whole lemon chiffon cake for tomorrow at four, pickup', 'also', 'two large chocolate fudge slices', 'Maya Shah', { press: '1' }],
    expect: {
      says: [price(77)],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T16:00',
        name: 'Maya Shah',
      },
    },
  },
  {
    id: 'pwh-voice-bare-also-is-not-yes',
    category: 'pieces',
    channel: 'voice',
    steps: ['a whole carrot cake for sunday at two, pickup, my name is Dale Cooper', 'also'],
    expect: { noOrder: true, lastSays: [WHAT_ELSE] },
  },
  {
    id: 'pwh-voice-price-question-between',
    category: 'pieces',
    channel: 'voice',
    steps: ['two carrot slices please', 'how much are the lemon slices', 'okay add three of those', "pickup at noon, name's Paul Rhee", 'yes'],
    expect: {
      says: [price(5.75), price(29.25)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Paul Rhee' },
    },
  },
  {
    id: 'pwh-voice-birthday-answer-to-day',
    category: 'pieces',
    channel: 'voice',
    steps: ['a whole red velvet cake', "it's for my daughter's birthday", 'sunday at three', 'pick up', 'Lisa Grant', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Lisa Grant' },
    },
  },
  {
    id: 'pwh-voice-name-given-for-time',
    category: 'pieces',
    channel: 'voice',
    steps: ['four vanilla bean slices', 'Carl Jensen', "five o'clock", 'yes'],
    expect: {
      says: [price(22)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Carl Jensen' },
    },
  },
  {
    id: 'pwh-voice-peanut-allergy-after-name',
    category: 'pieces',
    channel: 'voice',
    steps: ['two chocolate fudge slices at two this afternoon', 'Nina Petrov', 'oh and I should say my husband has a peanut allergy', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-20T14:00',
        name: 'Nina Petrov',
        allergy: true,
      },
    },
  },
  {
    id: 'pwh-voice-delivery-in-pieces',
    category: 'pieces',
    channel: 'voice',
    steps: ['a whole carrot cake', 'can you deliver it', 'monday at noon', '122 Oak Street', 'Ruth Barnes', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T12:00',
        name: 'Ruth Barnes',
        address: /122 oak/i,
      },
      never: [FEE],
    },
  },
  {
    id: 'pwh-voice-cakes-one-by-one-over-200',
    category: 'pieces',
    channel: 'voice',
    steps: ['two whole chocolate fudge cakes', 'and two whole red velvet', 'and a lemon chiffon cake', 'for saturday at five, pickup', 'Victor Hale', 'yes'],
    expect: {
      says: [price(254)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 2 }, { sku: 'red-velvet-whole', qty: 2 }, { sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T17:00',
        name: 'Victor Hale',
      },
    },
  },
  {
    id: 'pwh-voice-custom-in-pieces',
    category: 'pieces',
    channel: 'voice',
    steps: ['I want a custom cake', 'eight inch', 'for tuesday at eleven in the morning, it should say happy retirement Gary', 'pick up, Ann Blake', 'yes'],
    expect: {
      says: [price(65)],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T11:00',
        name: 'Ann Blake',
        notes: /retirement/i,
      },
    },
  },
  {
    id: 'pwh-voice-coffee-question-between',
    category: 'pieces',
    channel: 'voice',
    steps: ['three lemon slices at four today', 'do you have coffee too', 'okay just the slices then', 'Omar Kane', 'yes'],
    expect: {
      says: [CAFE_ONLY, price(17.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Omar Kane' },
    },
  },
  {
    id: 'pwh-voice-day-after-time',
    category: 'pieces',
    channel: 'voice',
    steps: ['a whole vanilla bean cake at one in the afternoon', 'on monday I mean', 'pickup, Beth Moore', 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T13:00', name: 'Beth Moore' },
    },
  },
  {
    id: 'pwh-voice-night-slices-tomorrow',
    category: 'pieces',
    channel: 'voice',
    now: '2026-11-20T20:45:00-06:00',
    steps: ['hi, two carrot slices', 'tomorrow at ten in the morning', 'Sam Price', 'yes'],
    expect: {
      says: [price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Sam Price' },
    },
  },

  // ================================================================ web chat
  {
    id: 'pwh-web-name-phone-then-slices',
    category: 'pieces',
    channel: 'webchat',
    steps: ['Hi, Laura Chen here, 512-555-0191', 'I want to order', '2 red velvet slices', '2 lemon slices', 'pickup at 2pm today', 'yes'],
    expect: {
      says: [price(24.5)],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Laura Chen',
        phone: '+15125550191',
      },
    },
  },
  {
    id: 'pwh-web-time-first',
    category: 'pieces',
    channel: 'webchat',
    steps: ['Pickup Saturday 1pm', 'one whole carrot cake', 'Mark Diaz', '737-555-0152', 'yes'],
    expect: {
      says: [price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Mark Diaz', phone: '+17375550152' },
    },
  },
  {
    id: 'pwh-web-bare-and',
    category: 'pieces',
    channel: 'webchat',
    steps: ['4 vanilla slices at 3pm today', 'and', '1 large choc fudge slice', 'Ana Ortiz 512 555 0163', 'yes'],
    expect: {
      says: [price(31.5)],
      order: {
        items: [{ sku: 'vanilla-bean-slice', qty: 4 }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Ana Ortiz',
        phone: '+15125550163',
      },
    },
  },
  {
    id: 'pwh-web-bare-also-at-readback',
    category: 'pieces',
    channel: 'webchat',
    steps: ['Whole red velvet for Sunday noon, pickup. Kim Tran, (512) 555-0174', 'also', 'a whole vanilla bean too please', 'yes'],
    expect: {
      says: [price(94)],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }, { sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T12:00',
        name: 'Kim Tran',
        phone: '+15125550174',
      },
    },
  },
  {
    id: 'pwh-web-notice-question-between',
    category: 'pieces',
    channel: 'webchat',
    steps: ['a whole choc fudge cake', 'how much notice do you need?', 'ok then tomorrow at 3pm, pickup', 'Pete Gray', '512-555-0185', 'yes'],
    expect: {
      says: [NOTICE_24],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Pete Gray', phone: '+15125550185' },
    },
  },
  {
    id: 'pwh-web-name-given-for-time',
    category: 'pieces',
    channel: 'webchat',
    steps: ['3 carrot slices please', 'Olga Ivanova', '11:30', '512-555-0196', 'yes'],
    expect: {
      says: [price(18)],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Olga Ivanova', phone: '+15125550196' },
    },
  },
  {
    id: 'pwh-web-egg-allergy-before-phone',
    category: 'pieces',
    channel: 'webchat',
    steps: ['whole lemon chiffon for Sunday 2pm pickup', 'Beth Sloan', 'one of the guests is allergic to eggs, fyi', '512-555-0107', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-22T14:00',
        name: 'Beth Sloan',
        phone: '+15125550107',
        allergy: true,
      },
    },
  },
  {
    id: 'pwh-web-delivery-address-apart',
    category: 'pieces',
    channel: 'webchat',
    steps: ['Could I get a whole carrot cake delivered?', 'Monday, 3pm', '2210 Lakeview Dr', 'Grant Hill, 512-555-0118', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T15:00',
        name: 'Grant Hill',
        phone: '+15125550118',
        address: /2210 lakeview/i,
      },
      never: [FEE],
    },
  },
  {
    id: 'pwh-web-whats-in-it-between',
    category: 'pieces',
    channel: 'webchat',
    steps: ['2 red velvet slices', "what's in the red velvet exactly?", 'sounds good, add 2 carrot slices too', 'pickup at 4pm, Sue Park 512-555-0129', 'yes'],
    expect: {
      says: [RV_DESC, price(25)],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Sue Park',
        phone: '+15125550129',
      },
    },
  },
  {
    id: 'pwh-web-size-and-count-trickle',
    category: 'pieces',
    channel: 'webchat',
    steps: ['chocolate fudge slices', 'pickup at 1pm today', 'the large ones', '6', 'Tim Cole 512-555-0130', 'yes'],
    expect: {
      says: [price(57)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 6, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:00',
        name: 'Tim Cole',
        phone: '+15125550130',
      },
    },
  },
  {
    id: 'pwh-web-four-lemon-cakes-pieces',
    category: 'pieces',
    channel: 'webchat',
    steps: ['4 whole lemon chiffon cakes', 'for Saturday 2pm', 'pickup', 'Dana Reid, 512-555-0141', 'yes'],
    expect: {
      says: [price(232)],
      order: {
        items: [{ sku: 'lemon-whole', qty: 4, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T14:00',
        name: 'Dana Reid',
        phone: '+15125550141',
      },
    },
  },
  {
    id: 'pwh-web-custom-in-pieces',
    category: 'pieces',
    channel: 'webchat',
    steps: ['I need a custom cake', '8 inch, chocolate, with a soccer ball on top', 'Monday at 4pm, pickup', 'Lee Chan', '512-555-0152', 'yes'],
    expect: {
      says: [price(65)],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T16:00',
        name: 'Lee Chan',
        phone: '+15125550152',
        notes: /soccer/i,
      },
    },
  },
  {
    id: 'pwh-web-name-given-for-pickup-question',
    category: 'pieces',
    channel: 'webchat',
    steps: ['whole vanilla bean cake for Sunday at 10am', 'Ruth Kim', 'pickup', '512-555-0163', 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Ruth Kim', phone: '+15125550163' },
    },
  },
  {
    id: 'pwh-web-night-slices-pieces',
    category: 'pieces',
    channel: 'webchat',
    now: '2026-11-20T22:00:00-06:00',
    steps: ['Hello', '2 lemon slices and 2 vanilla', 'tomorrow at noon', 'Zoe Park 512-555-0174', 'yes'],
    expect: {
      says: [price(22.5)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'held_overnight',
        at: '2026-11-21T12:00',
        name: 'Zoe Park',
        phone: '+15125550174',
      },
    },
  },
  {
    id: 'pwh-web-open-sunday-question-between',
    category: 'pieces',
    channel: 'webchat',
    steps: ['One whole red velvet cake', 'are you open on sunday?', 'great, sunday 9am then, pickup', 'Ian Moss, 512-555-0185', 'yes'],
    expect: {
      says: [OPENS_8],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T09:00', name: 'Ian Moss', phone: '+15125550185' },
    },
  },
];

const notYet = new Set<string>(['pwh-sms-one-slice-flavour-per-text', 'pwh-sms-price-question-between-products', 'pwh-sms-flavour-size-count-apart', 'pwh-sms-two-more-of-the-same', 'pwh-sms-and-then-thats-it', 'pwh-sms-bare-and-is-not-yes', 'pwh-wa-two-price-questions-then-both', 'pwh-voice-slices-one-flavour-at-a-time', 'pwh-voice-bare-also-is-not-yes', 'pwh-web-custom-in-pieces']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
