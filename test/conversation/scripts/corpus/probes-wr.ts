import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WR: COUNTS SAID EVERY WAY. "A dozen", "half a dozen", "a couple", "ten dozen", "8 dozen",
// "a few" and "some" (not a number: asked how many), "2x", "x2", "one of each", "two each", "2 of
// each", "there are 4 of us and we each want...", "the same for my sister / my mom", large and
// regular chocolate fudge slices mixed in one order ("2 large and 3 regular", "half large half
// regular", "all large except one", "two big and one normal", "one of each size"), exactly 100 of a
// product (the most) and more than that (101, 120, 150, "a hundred and fifty", "ten dozen", 99 and
// then "two more": refused, the most said), zero or negative counts ("qty 0", "make the lemon 0",
// "-2 lol", "-2" as a list bullet, a caller answering "zero"), half a cake and one and a half
// cakes, and counts changed later ("make it 5", "two more", "one less", "double it", "make it a
// dozen", "one less" on a line of one), at the read-back or before it.
//
// Decisions where the spec is silent:
// - "A couple" is 2; "half a dozen" 6; "a dozen" 12; "8 dozen" 96; "ten dozen" 120.
// - "A few" and "some" are not a number: the clerk asks how many and places nothing at a guessed
//   count; the number the customer then gives is the count. A caller who answers "zero" wants
//   nothing: nothing is placed.
// - "One of each" of the products named is one of every one of them. "One of each kind of slice,
//   regular size" is the five slices, the chocolate fudge regular ($30.25). "One of each size of the
//   chocolate fudge slice" is one regular and one large. "One of each whole cake" is the five menu
//   cakes, the lemon chiffon in its one size, 10-inch ($246: needs approval). "Two each", "2 each",
//   "two each of the X and the Y" are two of every product named. "There are 4 of us and we each
//   want an X and a Y" is 4 of X and 4 of Y.
// - "The same for my sister / my mom" adds the same lines again to this one order (the customer
//   picks everything up together, under one name): one line per product, counts added up.
// - "2x", "x2", "x1" written beside an item are its count. A dash at the start of a line in a list
//   is a bullet, not a minus sign ("-2 lemon slices" on its own line is two lemon slices).
// - Chocolate fudge slices come regular or large: "big" is large, "normal" is regular, no size said
//   is regular. "Half large half regular" of 6 is 3 and 3; "all large except one" of 4 is 3 large
//   and 1 regular. Large and regular are two lines of the same product.
// - 100 of a product is the most in one order and is taken (the total is above $200, so it needs
//   approval). More than 100 of a product (101, 120, 150, ten dozen, 99 then "two more") is
//   refused: the clerk says 100 is the most of one product and places nothing until the customer
//   settles on 100 or fewer; the customer who gives up gets nothing. The limit is per product: 100
//   vanilla and 20 carrot slices, or 100 vanilla and 100 lemon, is fine.
// - A count of zero leaves the item off: "qty 0" on a form line, "make the lemon 0", "one less" on a
//   line of one. "-2 red velvet slices lol" is not a count the clerk can take as written: the
//   customer's correction ("i mean 2") is the count.
// - Whole cakes are sold whole: half a cake or one and a half cakes cannot be ordered. The clerk
//   says so (cakes are whole, or sold by the slice), never puts a fraction or a half price on the
//   order, and takes what the customer then chooses.
// - "Make it 5" on a one-line order sets that line to 5; "two more", "one less", "double it", "make
//   it a dozen" change the line named or the only line. The status follows the final total: exactly
//   $200 is still confirmed, above $200 needs approval. A change at the read-back is read back again
//   (with the new total) before the customer's final yes.
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46, red velvet
// $50, vanilla bean $44; lemon chiffon 10-inch only $58. Slices (pickup only, no notice): chocolate
// fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean
// $5.50. At most 100 of a product per order; total above $200: needs_approval. Open 8 AM to 8 PM.
// Clock: Fri 2026-11-20 10:00 Central; Sat 21 = tomorrow, Sun 22, Mon 23, Tue 24.
//
// Sums used: 12 rv slices $78; 6 vanilla slices $33; 2 lemon cakes $116; 4 carrot slices $24; 2
// lemon + 2 carrot slices $23.50; lemon + carrot + rv slice $18.25; 2 lemon + 2 vanilla + 2 carrot
// slices $34.50; 2 large fudge slices $19; 2 large + 3 regular fudge $38.50; 100 carrot slices $600;
// 100 rv slices $650; 2 carrot slices $12; 2 lemon + 1 carrot slice $17.50; 5 rv slices $32.50; 6
// lemon slices $34.50; 4 rv cakes $200; 6 carrot slices $36; 6 lemon + 6 carrot slices $70.50; 96
// vanilla slices $528; 100 lemon slices $575; 12 vanilla cakes $528; 2 regular fudge slices $13; 2 rv
// + 3 lemon + 1 vanilla slice $35.75; one of each cake $246; 2 carrot cakes $92; 3 large + 3 regular
// fudge $48; 100 vanilla + 100 lemon slices $1,125; 2 rv slices $13; 4 lemon slices $23; 2 large
// fudge + 2 carrot slices $31; 12 vanilla slices $66; 5 fudge cakes $240; 4 lemon + 2 carrot slices
// $35; 12 lemon slices $69; 6 large fudge slices $57; one regular slice of each kind $30.25; 2 carrot
// + 2 rv cakes $192; 2 large + 1 regular fudge $25.50; 100 vanilla slices $550; 5 vanilla cakes $220;
// 4 rv slices $26; 12 carrot slices $72; 2 lemon + 6 vanilla slices $44.50; 3 regular fudge slices
// $19.50; 2 rv cakes + 1 lemon cake $158; 1 large + 1 regular fudge $16; 4 rv + 4 lemon slices $49;
// 3 large + 1 regular fudge $35; 100 vanilla + 20 carrot slices $670; 3 carrot slices $18; 2 rv
// cakes $100; 3 vanilla slices $16.50; 2 rv + 2 carrot slices $25; 1 carrot cake $46; 1 fudge cake
// $48.

/** The clerk asking how many. */
const HOW_MANY = /how many|quantity|number of|exact (number|count)|what count/i;
/** 100 named as the most of one product. */
const LIMIT_100 =
  /(max(imum)?|limit(ed)?|at most|up to|no more than|cap(ped)?|most|only (take|do|accept|allow|place)|(can.?t|cannot|unable to|not able to) (take|do|place|accept|order)[^.!?]{0,20}(more|over)|more than|over|exceeds?)[^.!?]{0,50}\b(100|one hundred|a hundred)\b|\b(100|one hundred|a hundred)\b[^.!?]{0,40}(max(imum)?|limit|per (order|item|product|kind|flavou?r|type)|at most|cap|most|or (fewer|less))/i;
/** Cakes are sold whole (or by the slice): no half cake. */
const HALF_NO =
  /\bwhole\b[^.!?]{0,40}\bonly\b|\bonly\b[^.!?]{0,40}\bwhole\b|(don.?t|do not|can.?t|cannot|aren.?t|are not|isn.?t|is not|not able to|unable to|\bno|\bnot)\b[^.!?]{0,40}\b(hal(f|ves)|fractions?|partial|one and a half|1\.5)\b|\b(hal(f|ves)|fractions?|partial)\b[^.!?]{0,40}\b(not|isn.?t|aren.?t|unavailable|n.?t)\b|by the slice|full cakes?/i;
/** Staff look at the order (approval, review). */
const STAFF = /staff|team|approv|review|owner|manager/i;
/** An order said to be placed. */
const PLACED_CLAIM =
  /ord_[a-z0-9]{6,}|(?<!\b(before|until|till|once|when|after|if)\s+)\b(order|it)\s+(has been|is|was)\s+(placed|confirmed|booked)\b|placed your order|you'?re all set/i;
/** The clerk lets a customer who wants nothing go: nothing placed, or see you. */
const LETS_GO =
  /not (been )?(placed|ordered|booked)|n.?t (been )?(placed|booked)|nothing (was |has been |is |will be )?(placed|ordered|booked)|no order|cancel|no problem|no worries|(that'?s|that is) (fine|ok|okay)|see you|(come|drop|stop) (in|by)|goodbye/i;
/** A half cake priced (half of a whole cake's price). */
const HALF_PRICE = /\$\s?24(\.00)?\b|\$\s?23(\.00)?\b|\$\s?75(\.00)?\b/;

const written: Script[] = [
  // ================================================================ SMS
  {
    id: 'pwr-sms-dozen-rv-slices',
    category: 'counts',
    channel: 'sms',
    steps: ['dozen rv slices for 4pm today pls', 'Gina Moss', 'yes'],
    expect: {
      says: [price(78)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 12 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Gina Moss' },
    },
  },
  {
    id: 'pwr-sms-half-dozen-vanilla-tmrw',
    category: 'counts',
    channel: 'sms',
    steps: ['half doz vanilla slices tmrw 11am, Pete Lang', 'yes'],
    expect: {
      says: [price(33)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Pete Lang' },
    },
  },
  {
    id: 'pwr-sms-couple-lemon-chiffon-cakes',
    category: 'counts',
    channel: 'sms',
    steps: ['a couple lemon chiffon cakes for sun 1pm pickup', 'Joy Tan', 'yes'],
    expect: {
      says: [price(116)],
      order: { items: [{ sku: 'lemon-whole', qty: 2, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Joy Tan' },
    },
  },
  {
    id: 'pwr-sms-few-carrot-asked',
    category: 'counts',
    channel: 'sms',
    steps: ['can i grab a few carrot slices at 2 today', '4', 'Abby Cruz', 'yes'],
    expect: {
      says: [HOW_MANY, price(24)],
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Abby Cruz' },
    },
  },
  {
    id: 'pwr-sms-2x-lemon-carrot-x2',
    category: 'counts',
    channel: 'sms',
    steps: ['2x lemon slice and carrot slice x2, pick up 3:30', 'Zoe Hart', 'yes'],
    expect: {
      says: [price(23.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:30', name: 'Zoe Hart' },
    },
  },
  {
    id: 'pwr-sms-one-of-each-three-slices',
    category: 'counts',
    channel: 'sms',
    steps: ['one of each: lemon, carrot, red velvet slices. 1pm today. Kai Moon', 'yes'],
    expect: {
      says: [price(18.25)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 1 }, { sku: 'carrot-slice', qty: 1 }, { sku: 'red-velvet-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:00',
        name: 'Kai Moon',
      },
    },
  },
  {
    id: 'pwr-sms-two-each-three-flavours',
    category: 'counts',
    channel: 'sms',
    steps: ['lemon vanilla n carrot slices, 2 each, 5pm pickup, Lou Diaz', 'yes'],
    expect: {
      says: [price(34.5)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T17:00',
        name: 'Lou Diaz',
      },
    },
  },
  {
    id: 'pwr-sms-large-fudge-same-for-sister',
    category: 'counts',
    channel: 'sms',
    steps: ['large choc fudge slice for me n same for my sister, pick up at noon. Dee Hill', 'yes'],
    expect: {
      says: [price(19)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Dee Hill' },
    },
  },
  {
    id: 'pwr-sms-fudge-2-large-3-regular',
    category: 'counts',
    channel: 'sms',
    steps: ['2 large and 3 regular choc fudge slices at 4:30 pls', 'Ray Fox', 'yes'],
    expect: {
      says: [price(38.5)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }, { sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:30',
        name: 'Ray Fox',
      },
    },
  },
  {
    id: 'pwr-sms-100-carrot-the-most',
    category: 'counts',
    channel: 'sms',
    steps: ['need 100 carrot slices for sat 10am pickup, school fundraiser. Meg Ross', 'yes'],
    expect: {
      says: [price(600)],
      order: { items: [{ sku: 'carrot-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T10:00', name: 'Meg Ross' },
    },
  },
  {
    id: 'pwr-sms-150-rv-settles-100',
    category: 'counts',
    channel: 'sms',
    steps: ['150 red velvet slices for sun 11am pickup, Tia Webb', 'ok 100 then', 'yes'],
    expect: {
      says: [LIMIT_100, price(650)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T11:00', name: 'Tia Webb' },
    },
  },
  {
    id: 'pwr-sms-101-fudge-gives-up',
    category: 'counts',
    channel: 'sms',
    steps: ['101 choc fudge slices tmrw noon, Bo Grant', 'nah forget it then'],
    expect: { noOrder: true, says: [LIMIT_100], never: [PLACED_CLAIM] },
  },
  {
    id: 'pwr-sms-make-the-lemon-zero',
    category: 'counts',
    channel: 'sms',
    steps: ['2 carrot and 2 lemon slices at 3, Ana Kim', 'make the lemon 0 actually', 'yes'],
    expect: {
      lastSays: [price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Ana Kim' },
    },
  },
  {
    id: 'pwr-sms-dash-bullets-not-minus',
    category: 'counts',
    channel: 'sms',
    steps: ['-2 lemon slices\n-1 carrot slice\npickup 2pm, Ivy Cole', 'yes'],
    expect: {
      says: [price(17.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Ivy Cole' },
    },
  },
  {
    id: 'pwr-sms-half-fudge-cake-then-whole',
    category: 'counts',
    channel: 'sms',
    steps: ['can i get half a choc fudge cake for sat 3pm pickup', 'oh ok the whole one then. Cam Price', 'yes'],
    expect: {
      says: [HALF_NO, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Cam Price' },
      never: [HALF_PRICE],
    },
  },
  {
    id: 'pwr-sms-make-it-5',
    category: 'counts',
    channel: 'sms',
    steps: ['3 red velvet slices at 5 today, Nia Burke', 'make it 5', 'yes'],
    expect: {
      says: [price(32.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Nia Burke' },
    },
  },
  {
    id: 'pwr-sms-two-more-lemon',
    category: 'counts',
    channel: 'sms',
    steps: ['4 lemon slices 1:30pm, Ed Wu', 'two more pls', 'yes'],
    expect: {
      says: [price(34.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:30', name: 'Ed Wu' },
    },
  },
  {
    id: 'pwr-sms-one-less-rv-cakes-to-200',
    category: 'counts',
    channel: 'sms',
    // Five red velvet cakes are $250 (approval); one less is $200, still confirmed.
    steps: ['5 whole red velvet cakes sun noon pickup, Lana Ortiz', 'one less actually', 'yes'],
    expect: {
      says: [price(200)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Lana Ortiz' },
    },
  },
  {
    id: 'pwr-sms-double-it',
    category: 'counts',
    channel: 'sms',
    steps: ['3 carrot slices at noon, Tom Reed', 'double it', 'yes'],
    expect: {
      says: [price(36)],
      order: { items: [{ sku: 'carrot-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Tom Reed' },
    },
  },
  {
    id: 'pwr-sms-few-of-two-then-6-each',
    category: 'counts',
    channel: 'sms',
    steps: ['a few lemon slices and a few carrot slices for the office, 3pm', '6 of each', 'Pam Cho', 'yes'],
    expect: {
      says: [HOW_MANY, price(70.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 6 }, { sku: 'carrot-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Pam Cho' },
    },
  },
  {
    id: 'pwr-sms-ten-dozen-refused-8-dozen',
    category: 'counts',
    channel: 'sms',
    // Ten dozen is 120: over the limit. Eight dozen is 96.
    steps: ['ten dozen vanilla slices for monday 9am pickup, church brunch. Ron Bell', 'ok 8 dozen then', 'yes'],
    expect: {
      says: [LIMIT_100, price(528)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 96 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T09:00', name: 'Ron Bell' },
    },
  },
  {
    id: 'pwr-sms-99-two-more-over',
    category: 'counts',
    channel: 'sms',
    // 99 and two more is 101: over the limit; the customer settles on 100.
    steps: ['99 lemon slices sat 2pm, Gail Ross', 'actually 2 more', 'ok just 100 then', 'yes'],
    expect: {
      says: [LIMIT_100, price(575)],
      order: { items: [{ sku: 'lemon-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Gail Ross' },
    },
  },

  // ================================================================ WhatsApp
  {
    id: 'pwr-wa-dozen-whole-vanilla',
    category: 'counts',
    channel: 'whatsapp',
    steps: ['hiya! need a dozen whole vanilla bean cakes for monday 10am, pickup 🎂', 'Lina Sousa', 'yes'],
    expect: {
      says: [price(528), STAFF],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 12 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T10:00', name: 'Lina Sousa' },
    },
  },
  {
    id: 'pwr-wa-couple-fudge-slices',
    category: 'counts',
    channel: 'whatsapp',
    steps: ['just a couple choc fudge slices for 2pm 😋', 'Sam', 'yes'],
    expect: {
      says: [price(13)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Sam' },
    },
  },
  {
    id: 'pwr-wa-x-counts-list',
    category: 'counts',
    channel: 'whatsapp',
    steps: ['rv slice x2\nlemon slice x3\nvanilla slice x1\npickup 6pm', 'Ines Faro', 'yes'],
    expect: {
      says: [price(35.75)],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'lemon-slice', qty: 3 }, { sku: 'vanilla-bean-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T18:00',
        name: 'Ines Faro',
      },
    },
  },
  {
    id: 'pwr-wa-one-of-each-whole-cake',
    category: 'counts',
    channel: 'whatsapp',
    steps: ['one of each whole cake for our open house, sun 1pm pickup', 'Dana Fisk', 'yes'],
    expect: {
      says: [price(246)],
      order: {
        items: [
          { sku: 'chocolate-fudge-whole', qty: 1 },
          { sku: 'carrot-whole', qty: 1 },
          { sku: 'red-velvet-whole', qty: 1 },
          { sku: 'vanilla-bean-whole', qty: 1 },
          { sku: 'lemon-whole', qty: 1, size: '10-inch' },
        ],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-22T13:00',
        name: 'Dana Fisk',
      },
    },
  },
  {
    id: 'pwr-wa-carrot-cake-same-for-sister',
    category: 'counts',
    channel: 'whatsapp',
    steps: ["whole carrot cake for sat 2pm pls, and my sister wants the same, we'll pick up together", 'Rosa Lima', 'yes'],
    expect: {
      says: [price(92)],
      order: { items: [{ sku: 'carrot-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Rosa Lima' },
    },
  },
  {
    id: 'pwr-wa-fudge-half-large-half-regular',
    category: 'counts',
    channel: 'whatsapp',
    steps: ['6 choc fudge slices, half large half regular, for 3pm 🙏', 'Kofi Mensah', 'yes'],
    expect: {
      says: [price(48)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'large' }, { sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Kofi Mensah',
      },
    },
  },
  {
    id: 'pwr-wa-100-vanilla-100-lemon',
    category: 'counts',
    channel: 'whatsapp',
    // 100 of each of two products: each is at the limit, not over it.
    steps: ['100 vanilla slices and 100 lemon slices for a wedding sat 11am pickup', 'Hana Ito', 'yes'],
    expect: {
      says: [/1,?125(\.00)?\b/],
      order: {
        items: [{ sku: 'vanilla-bean-slice', qty: 100 }, { sku: 'lemon-slice', qty: 100 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T11:00',
        name: 'Hana Ito',
      },
    },
  },
  {
    id: 'pwr-wa-150x-carrot-settles-100',
    category: 'counts',
    channel: 'whatsapp',
    steps: ['150x carrot slice for sunday noon, Eva Stone', 'fine 100', 'yes'],
    expect: {
      says: [LIMIT_100, price(600)],
      order: { items: [{ sku: 'carrot-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T12:00', name: 'Eva Stone' },
    },
  },
  {
    id: 'pwr-wa-minus-two-lol',
    category: 'counts',
    channel: 'whatsapp',
    steps: ['can i get -2 red velvet slices lol at 4', 'haha i mean 2', 'Jade Park', 'yes'],
    expect: {
      says: [price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Jade Park' },
    },
  },
  {
    id: 'pwr-wa-half-lemon-cake-slices-instead',
    category: 'counts',
    channel: 'whatsapp',
    steps: ['do u do half cakes? like half a lemon cake for tmrw', 'ah ok then 4 lemon slices tmrw at 1pm instead', 'Mia Rossi', 'yes'],
    expect: {
      says: [HALF_NO, price(23)],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Mia Rossi' },
      never: [/\$\s?29(\.00)?\b/],
    },
  },
  {
    id: 'pwr-wa-one-less-of-the-fudge',
    category: 'counts',
    channel: 'whatsapp',
    steps: ['3 large choc fudge slices + 2 carrot slices, 5pm', 'Nico Bianchi', 'one less of the fudge', 'yes'],
    expect: {
      says: [price(31)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T17:00',
        name: 'Nico Bianchi',
      },
    },
  },
  {
    id: 'pwr-wa-half-dozen-make-it-a-dozen',
    category: 'counts',
    channel: 'whatsapp',
    steps: ['half dozen vanilla slices for 11:30', 'actually make it a dozen', 'Ola Ade', 'yes'],
    expect: {
      says: [price(66)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 12 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Ola Ade' },
    },
  },
  {
    id: 'pwr-wa-two-more-cakes-over-200',
    category: 'counts',
    channel: 'whatsapp',
    steps: ['3 whole choc fudge cakes sat 4pm pickup, Tara Nolan', 'hmm make it 2 more, the whole team is coming', 'yes'],
    expect: {
      says: [price(240)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T16:00', name: 'Tara Nolan' },
    },
  },
  {
    id: 'pwr-wa-same-again-for-mom',
    category: 'counts',
    channel: 'whatsapp',
    steps: ['2 lemon slices and a carrot slice for me, and the same for my mom pls, 12:30 pickup', 'Beth Lowe', 'yes'],
    expect: {
      says: [price(35)],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }, { sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:30', name: 'Beth Lowe' },
    },
  },

  // ================================================================ voice
  {
    id: 'pwr-voice-dozen-lemon',
    category: 'counts',
    channel: 'voice',
    steps: ["hi, could I get a dozen lemon slices for three o'clock today", 'Carol Hayes', 'yes'],
    expect: {
      says: [price(69)],
      order: { items: [{ sku: 'lemon-slice', qty: 12 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Carol Hayes' },
    },
  },
  {
    id: 'pwr-voice-half-dozen-large-fudge',
    category: 'counts',
    channel: 'voice',
    steps: ['half a dozen large chocolate fudge slices for pickup at noon today please', 'Derek Stone', { press: '1' }],
    expect: {
      says: [price(57)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 6, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Derek Stone' },
    },
  },
  {
    id: 'pwr-voice-few-rv-asked',
    category: 'counts',
    channel: 'voice',
    steps: ['yeah can I get a few red velvet slices for four this afternoon', 'oh, um, five', 'Marty Nash', 'yes'],
    expect: {
      says: [HOW_MANY, price(32.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Marty Nash' },
    },
  },
  {
    id: 'pwr-voice-one-of-each-slice',
    category: 'counts',
    channel: 'voice',
    steps: ['could I get one of each kind of slice, regular size, for pickup at one today', 'Joan Price', 'yes'],
    expect: {
      says: [price(30.25)],
      order: {
        items: [
          { sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' },
          { sku: 'carrot-slice', qty: 1 },
          { sku: 'red-velvet-slice', qty: 1 },
          { sku: 'lemon-slice', qty: 1 },
          { sku: 'vanilla-bean-slice', qty: 1 },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:00',
        name: 'Joan Price',
      },
    },
  },
  {
    id: 'pwr-voice-two-each-whole-cakes',
    category: 'counts',
    channel: 'voice',
    steps: ['two each of the carrot and the red velvet whole cakes for sunday at eleven in the morning, pickup', 'Hal Becker', 'yes'],
    expect: {
      says: [price(192)],
      order: { items: [{ sku: 'carrot-whole', qty: 2 }, { sku: 'red-velvet-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Hal Becker' },
    },
  },
  {
    id: 'pwr-voice-lemon-same-for-sister',
    category: 'counts',
    channel: 'voice',
    steps: ["I'll take three lemon slices, and the same for my sister, we'll pick them up at two thirty today", 'Grace Lin', 'yes'],
    expect: {
      says: [price(34.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: 'Grace Lin' },
    },
  },
  {
    id: 'pwr-voice-two-big-one-normal-fudge',
    category: 'counts',
    channel: 'voice',
    steps: ["two big chocolate fudge slices and one normal one for five o'clock", 'Lou Perez', 'yes'],
    expect: {
      says: [price(25.5)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T17:00',
        name: 'Lou Perez',
      },
    },
  },
  {
    id: 'pwr-voice-a-hundred-vanilla',
    category: 'counts',
    channel: 'voice',
    steps: ["I need a hundred vanilla bean slices for saturday at ten in the morning, it's for a wedding, pickup", 'Nadia Karim', 'yes'],
    expect: {
      says: [price(550)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T10:00', name: 'Nadia Karim' },
    },
  },
  {
    id: 'pwr-voice-hundred-fifty-carrot-settles',
    category: 'counts',
    channel: 'voice',
    steps: ['hi, a hundred and fifty carrot slices for monday at noon, pick up', 'okay a hundred then', 'Victor Hale', 'yes'],
    expect: {
      says: [LIMIT_100, price(600)],
      order: { items: [{ sku: 'carrot-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T12:00', name: 'Victor Hale' },
    },
  },
  {
    id: 'pwr-voice-hundred-and-one-gives-up',
    category: 'counts',
    channel: 'voice',
    steps: ['one hundred and one lemon slices for saturday at two please', "oh, never mind then, I'll call back"],
    expect: { noOrder: true, says: [LIMIT_100], never: [PLACED_CLAIM] },
  },
  {
    id: 'pwr-voice-few-then-zero',
    category: 'counts',
    channel: 'voice',
    steps: ["a few vanilla slices for one o'clock", "zero, actually, sorry, I'll just come in and see"],
    // "Zero" is nothing: the clerk lets the caller go, and asks nothing more about the order.
    expect: { noOrder: true, says: [HOW_MANY], lastSays: [LETS_GO], never: [PLACED_CLAIM] },
  },
  {
    id: 'pwr-voice-half-carrot-cake',
    category: 'counts',
    channel: 'voice',
    steps: ['do you sell half of a carrot cake, for sunday?', 'okay, then the whole carrot cake for sunday at noon, pickup', 'Irene Wolfe', 'yes'],
    expect: {
      says: [HALF_NO, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Irene Wolfe' },
      never: [HALF_PRICE],
    },
  },
  {
    id: 'pwr-voice-make-it-five-cakes-over-200',
    category: 'counts',
    channel: 'voice',
    steps: ['four whole vanilla bean cakes for monday at two in the afternoon, pick up', 'Owen Price', 'actually make it five', 'yes'],
    expect: {
      says: [price(220)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T14:00', name: 'Owen Price' },
    },
  },
  {
    id: 'pwr-voice-one-less-lemon',
    category: 'counts',
    channel: 'voice',
    steps: ["five lemon slices for four o'clock today", 'Ruth Gomez', 'um, one less actually, four', 'yes'],
    expect: {
      says: [price(23)],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Ruth Gomez' },
    },
  },
  {
    id: 'pwr-voice-two-more-at-readback',
    category: 'counts',
    channel: 'voice',
    steps: ["two red velvet slices at noon, name's Pat Quinn", 'oh wait, two more, so four', { press: '1' }],
    expect: {
      says: [price(26)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Pat Quinn' },
    },
  },

  // ================================================================ web chat
  {
    id: 'pwr-web-dozen-carrot-tomorrow',
    category: 'counts',
    channel: 'webchat',
    steps: ['Hi, a dozen carrot cake slices for tomorrow at 10am pickup please', 'Erin Walsh', '512-555-0171', 'yes'],
    expect: {
      says: [price(72)],
      order: { items: [{ sku: 'carrot-slice', qty: 12 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Erin Walsh', phone: '+15125550171' },
    },
  },
  {
    id: 'pwr-web-couple-and-half-dozen',
    category: 'counts',
    channel: 'webchat',
    steps: ['a couple of lemon slices and half a dozen vanilla slices, 3pm today', 'Theo Marsh', '(512) 555-0172', 'yes'],
    expect: {
      says: [price(44.5)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Theo Marsh',
        phone: '+15125550172',
      },
    },
  },
  {
    id: 'pwr-web-few-fudge-asked',
    category: 'counts',
    channel: 'webchat',
    steps: ['Could I order a few slices of the chocolate fudge for 2pm?', '3 please, regular size', 'Ines Vidal', '512 555 0173', 'yes'],
    expect: {
      says: [HOW_MANY, price(19.5)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Ines Vidal', phone: '+15125550173' },
    },
  },
  {
    id: 'pwr-web-2x-and-x1-cakes',
    category: 'counts',
    channel: 'webchat',
    steps: ['2x red velvet whole cake, lemon chiffon x1, for Sunday 3pm pickup', 'Alma Cruz', '512-555-0174', 'yes'],
    expect: {
      says: [price(158)],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 2 }, { sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T15:00',
        name: 'Alma Cruz',
        phone: '+15125550174',
      },
    },
  },
  {
    id: 'pwr-web-one-of-each-fudge-size',
    category: 'counts',
    channel: 'webchat',
    steps: ['one of each size of the chocolate fudge slice please, at 12:30', 'Jon Ng', '512.555.0175', 'yes'],
    expect: {
      says: [price(16)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:30',
        name: 'Jon Ng',
        phone: '+15125550175',
      },
    },
  },
  {
    id: 'pwr-web-four-of-us-each',
    category: 'counts',
    channel: 'webchat',
    steps: ['There are 4 of us and we each want a red velvet slice and a lemon slice. 1pm today', 'Priya Shah', '512-555-0176', 'yes'],
    expect: {
      says: [price(49)],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 4 }, { sku: 'lemon-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:00',
        name: 'Priya Shah',
        phone: '+15125550176',
      },
    },
  },
  {
    id: 'pwr-web-fudge-all-large-but-one',
    category: 'counts',
    channel: 'webchat',
    steps: ['4 chocolate fudge slices, all large except one regular, for 6pm', 'Wes Hale', '512-555-0177', 'yes'],
    expect: {
      says: [price(35)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'large' }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T18:00',
        name: 'Wes Hale',
        phone: '+15125550177',
      },
    },
  },
  {
    id: 'pwr-web-exactly-100-lemon',
    category: 'counts',
    channel: 'webchat',
    steps: ['Hi, I need exactly 100 lemon slices for Saturday 9am pickup (I read 100 is the max)', 'Jill Baker', '512-555-0178', 'yes'],
    expect: {
      says: [price(575), STAFF],
      order: { items: [{ sku: 'lemon-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T09:00', name: 'Jill Baker', phone: '+15125550178' },
    },
  },
  {
    id: 'pwr-web-120-vanilla-split',
    category: 'counts',
    channel: 'webchat',
    steps: ['120 vanilla slices for Sunday 10am pickup', 'OK then 100 vanilla and 20 carrot slices', 'Kim Lee', '512-555-0179', 'yes'],
    expect: {
      says: [LIMIT_100, price(670)],
      order: {
        items: [{ sku: 'vanilla-bean-slice', qty: 100 }, { sku: 'carrot-slice', qty: 20 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-22T10:00',
        name: 'Kim Lee',
        phone: '+15125550179',
      },
    },
  },
  {
    id: 'pwr-web-form-qty-zero',
    category: 'counts',
    channel: 'webchat',
    // A form line with qty 0 is left off: the read-back holds the carrot slices alone.
    steps: ['Order:\nLemon slice - qty 0\nCarrot slice - qty 3\nPickup 2pm today\nName: Ada Moss\nPhone: 512-555-0180', 'yes'],
    expect: {
      says: [price(18)],
      never: [price(23.75)],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Ada Moss', phone: '+15125550180' },
    },
  },
  {
    id: 'pwr-web-one-and-a-half-cakes',
    category: 'counts',
    channel: 'webchat',
    steps: ['Can I get one and a half red velvet cakes for Sunday at noon?', 'Two then, pickup', 'Mona Reyes', '512-555-0181', 'yes'],
    expect: {
      says: [HALF_NO, price(100)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Mona Reyes', phone: '+15125550181' },
    },
  },
  {
    id: 'pwr-web-count-changed-at-readback',
    category: 'counts',
    channel: 'webchat',
    steps: ['3 whole carrot cakes for Monday 11am pickup', 'Leo Brandt', '512-555-0182', 'sorry, make it 2 cakes not 3', 'yes'],
    expect: {
      says: [price(92)],
      order: { items: [{ sku: 'carrot-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T11:00', name: 'Leo Brandt', phone: '+15125550182' },
    },
  },
  {
    id: 'pwr-web-one-less-lemon-to-none',
    category: 'counts',
    channel: 'webchat',
    // One less of a line of one leaves it off.
    steps: ['1 lemon slice and 3 vanilla slices at 4pm', 'Ruby Tate', '512-555-0183', 'actually one less lemon', 'yes'],
    expect: {
      says: [price(16.5)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Ruby Tate', phone: '+15125550183' },
    },
  },
  {
    id: 'pwr-web-same-for-sister-two-flavours',
    category: 'counts',
    channel: 'webchat',
    steps: ['One red velvet slice and one carrot slice for me, and the same for my sister please. Pickup 5:30pm', 'Lea Kurt', '512-555-0184', 'yes'],
    expect: {
      says: [price(25)],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T17:30',
        name: 'Lea Kurt',
        phone: '+15125550184',
      },
    },
  },
  {
    id: 'pwr-web-101-rv-asked',
    category: 'counts',
    channel: 'webchat',
    steps: ['Can I order 101 red velvet slices for Saturday?'],
    expect: { noOrder: true, lastSays: [LIMIT_100], never: [PLACED_CLAIM] },
  },
];

const notYet = new Set<string>(['pwr-sms-two-each-three-flavours', 'pwr-sms-make-the-lemon-zero', 'pwr-sms-dash-bullets-not-minus', 'pwr-sms-few-of-two-then-6-each', 'pwr-wa-one-of-each-whole-cake', 'pwr-wa-one-less-of-the-fudge', 'pwr-wa-two-more-cakes-over-200', 'pwr-voice-two-each-whole-cakes', 'pwr-voice-hundred-fifty-carrot-settles', 'pwr-voice-half-carrot-cake', 'pwr-web-one-of-each-fudge-size', 'pwr-web-four-of-us-each', 'pwr-web-fudge-all-large-but-one', 'pwr-web-form-qty-zero', 'pwr-web-one-and-a-half-cakes', 'pwr-web-one-less-lemon-to-none']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
