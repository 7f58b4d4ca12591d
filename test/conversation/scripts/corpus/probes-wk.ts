import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WK: THINGS THE BAKERY DOES NOT SELL OR TAKE, MIXED WITH REAL ORDERS. Coffee, lattes (iced,
// oat milk, caramel, flat white, cappuccino), tea (chai, iced lemon tea, a pot of tea), hot chocolate
// and a box of coffee: drinks are in the cafe only and never ordered. Cookies, cupcakes, cake pops,
// brownies, muffins, banana bread, pies (pumpkin, pecan, apple: Thanksgiving is the week after),
// cheesecake and coffee cake: not on the menu. Gift cards, catering (staff, setup, servers,
// sandwiches), candles, number candles, toppers, balloons, plates and forks: not sold. Sizes that
// do not exist: a 6-inch or 12-inch cake, a 10-inch chocolate fudge, sheet cakes and half sheets,
// large carrot or lemon slices. More than 100 of a product (120, 150, 200 slices). Slices to be
// delivered. Almost always in the same message as real menu items, which are still taken.
//
// Decisions where the spec is silent:
// - A drink asked for with cakes or slices: the clerk says drinks are bought in the cafe (not ordered
//   ahead) and goes on with the rest; the customer's next "yes" places the rest, with no need to say
//   "just the cake then" (some customers say it anyway). A drink's catalog price may be quoted, but it
//   is never added to the order or its total, and never said to be added.
// - A product not on the menu is said plainly not to be sold; the clerk may point to what is on the
//   menu but invents nothing. A menu flavour inside its name ("red velvet cupcakes", "chocolate chip
//   cookies", "iced lemon tea", "vanilla latte", "coffee cake") does not make it a slice or cake of
//   that flavour: the customer chooses what to get instead, or the real items beside it are taken.
//   "Do you have X?" for such a product is never answered "yes, we have it", even when the same
//   message also names a real item; and a customer who just says "ok nvm thanks" is answered, not
//   told "did not catch that".
// - Gift cards cannot be bought through the assistant (not in the catalog): the clerk says so (it may
//   point to the staff or the shop) and invents no value or price. Catering (staff, setup, servers,
//   savoury food) is not a service the clerk can book or price: it says so, may point to the staff,
//   and the cakes are ordered as usual. Candles, toppers, balloons, plates and forks are not sold and
//   never promised as included.
// - Menu whole cakes come in one size (8-inch; lemon chiffon 10-inch only). A 6-inch, a 12-inch, a
//   10-inch chocolate fudge or a sheet cake is said not to exist (never silently swapped for the real
//   size: the customer asked for that size) and the real size is given; the customer chooses, and
//   no size the customer did not accept goes on the order. Only the chocolate fudge slice comes large;
//   a large carrot or lemon slice is answered with the one size there is. The customer's next message
//   is written to work whether the clerk asked or read back the real size.
// - More than 100 of a product: the clerk says the limit of 100 before anything is placed; the
//   customer here always settles for 100 (no second order is made to get round the limit). 80 of one
//   product and 80 of another is within the limit (it is per product). Totals above $200 need approval.
// - Slices are pickup only. Slices with a whole cake to be delivered: one order has one kind of
//   fulfillment, so the customer either has the cake delivered alone (needs_approval, no fee and no
//   time promised) or picks everything up.
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46, red velvet
// $50, vanilla bean $44; lemon chiffon 10-inch only $58. Slices (pickup only): chocolate fudge $6.50
// regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean $5.50. Custom
// 8-inch from $65 / 10-inch from $85, 72 h. At most 100 of a product per order. Open 8 AM to 8 PM;
// orders placed 8 PM to 8 AM are held_overnight. Clock: Fri 2026-11-20 10:00 Central; Sat 21 =
// tomorrow, Sun 22, Mon 23, Tue 24, Wed 25.

/** Drinks are bought in the cafe, never ordered ahead. */
const CAFE_ONLY =
  /caf[eé]|in[- ]store|in person|at the (counter|bakery|shop|register)|(can.?t|cannot|not able to|unable to|don.?t|do not)\s+(take|place|order|accept|add|include|pre-?order|be ordered|be pre-?ordered)|not (orderable|available (to order|for order|ahead|for (pre-?order|ordering|pickup orders)))|only (in|at) the|when you (arrive|get here|come in|pick up)/i;
/** Something the bakery does not sell, said plainly. */
const NOT_SOLD =
  /(don.?t|do not|doesn.?t|does not)\s+(currently\s+)?(have|sell|make|carry|offer|bake|do|stock|take|provide)|not (something we|on (our|the) menu|part of (our|the) menu|available|offered)|(isn.?t|aren.?t|is not|are not) (on|part of) (our|the) menu|only (make|sell|bake|have|do|offer|carry|take)|(can.?t|cannot|unable to|not able to)\s+(sell|offer|order|add|take|help with|provide|do)/i;
/** Gift cards: not something the clerk can sell here. */
const GIFT_CARD_NO =
  /(don.?t|do not|doesn.?t|does not)\s+(currently\s+)?(have|sell|offer|do|carry|handle|process)|(can.?t|cannot|unable to|not able to)\s+(sell|offer|process|issue|handle|help|do|add)|not (something|able|available)|in[- ]store|in person|at the (counter|bakery|shop)|staff|team/i;
/** Catering: not offered here, or left to the staff. */
const CATERING_NO = new RegExp(`${NOT_SOLD.source}|staff|team|owner|contact|reach out|get in touch|call (us|the bakery)`, 'i');
/** A catering service claimed or priced. */
const CATERING_CLAIM = /\bwe (do|offer|provide|can do|can provide) (full[- ]service |event )?catering|catering (starts|costs|is \$|packages?|menu)/i;
/** A product the bakery does not sell, spoken of as if it did. */
const INVENTED =
  /\b(we|I)\s+(do\s+)?(have|sell|make|carry|offer|bake|stock)\s+(a |some |the |fresh |homemade |great |delicious |mini )?(cookies|cupcakes|cake pops|pies|pumpkin pies?|pecan pies?|apple pies?|bread|banana bread|muffins|brownies|cheesecakes?|gift cards|candles|sheet cakes?|coffee cake|catering)\b/i;
/** A drink or a product not sold said to be added to the order. */
const ADDED_NOT_SOLD =
  /\b(I'?ve|I have|I'?ll|I will|we'?ll|we will|has been|have been|was|were)\s+(also\s+)?(added|add|included|include|thrown in|throw in|put in)\s+(\d+ |two |three |four |a |an |the |your |some )?(iced |oat ?milk |caramel |vanilla |chai |hot |large |pumpkin |pecan |apple |birthday |number )?(lattes?|coffees?|teas?|cappuccinos?|flat whites?|hot chocolates?|cookies|cupcakes?|cake pops|pies?|brownies|muffins|gift cards?|candles?|balloons)\b/i;
/** Candles, toppers, balloons, plates or forks promised with the cake. */
const CANDLE_PROMISE =
  /\b(we('ll| will| can)|I('ll| will| can))\s+(include|add|throw in|put|provide|bring|supply|pack)[^.!?,]{0,20}\b(candles?|balloons|toppers?|plates|forks|sparklers)\b/i;
/** The sizes whole menu cakes come in. */
const EIGHT_INCH = /\b8[- ]?(inch|in\b|")|eight[- ]inch/i;
const TEN_INCH = /\b10[- ]?(inch|in\b|")|ten[- ]inch/i;
/** Sheet cakes are not made: the real sizes, or a plain no. */
const NO_SHEET = new RegExp(`${NOT_SOLD.source}|${EIGHT_INCH.source}|${TEN_INCH.source}|round`, 'i');
/** A slice that comes in one size only. */
const ONE_SIZE = /regular|one size|single size|standard|only (comes?|available|made|offered) in|(no|don.?t have a|do not have a|not available in a?|doesn.?t come in a?|does not come in a?) large|large (is|are) only|only (the )?chocolate/i;
/** The limit of 100 of a product. */
const LIMIT_100 =
  /(max(imum)?|limit(ed)?|at most|up to|no more than|cap(ped)?|most (we|I) can|only (take|do|accept))[^.!?]{0,40}\b(100|one hundred|a hundred)\b|\b(100|one hundred|a hundred)\b[^.!?]{0,30}(max(imum)?|limit|per (order|item|product)|at most|cap)/i;
/** Slices are not delivered. */
const SLICE_PICKUP_ONLY =
  /pick ?up only|in[- ]store|in (the )?(store|shop|bakery|cafe)|in person|not (available )?for delivery|(can.?t|cannot|don.?t|do not|aren.?t|are not|not|never) (be )?deliver|only (deliver|for) (whole|custom)|pick(ed)? (them |those |the slices )?up/i;
/** An invented delivery fee (or "free delivery"). */
const FEE = /deliver(y|ies)? (fee|charge|cost)s?[^.!?]{0,20}\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge)|free delivery|delivery (is|would be|will be) free/i;
/** Staff look at the order. */
const STAFF = /staff|team|owner|manager|approv|review/i;
/** A size the customer asked for said not to exist (not silently swapped for another). */
const sizeRefused = (n: string) =>
  new RegExp(
    String.raw`\b(${n})[- ]?(inch|in\b|")[^.!?]*\b(not|no|only|don.?t|doesn.?t|isn.?t|aren.?t)\b|\b(not|no|only|don.?t|doesn.?t|isn.?t|aren.?t)\b[^.!?]*\b(${n})[- ]?(inch|in\b|")`,
    'i',
  );
const NO_SIX_INCH = sizeRefused('6|six');
const NO_TEN_INCH = sizeRefused('10|ten');
const NO_TWELVE_INCH = sizeRefused('12|twelve');
/** "Do you have X?" (X not sold) answered yes. */
const YES_HAVE_IT = /\byes,? we (do )?(have|sell|make|do|offer) (it|that|those|them|this)\b/i;
/** "Coffee cake" is a cake we do not make, not a drink. */
const COFFEE_CAKE_NO = /(don.?t|do not|doesn.?t|does not|\bno)\b[^.!?]{0,40}coffee cakes?|coffee cakes?[^.!?]{0,40}\b(not|isn.?t|aren.?t)\b/i;
const DRINK_TALK = /drip coffee|coffee and tea|\bdrinks?\b|beverages?/i;
/** A plain message met with "did not catch that" or "cannot help with that". */
const NOT_UNDERSTOOD = /did not catch|didn.?t catch|not sure what you mean|could you rephrase/i;
const CANT_HELP_HERE = /(cannot|can.?t) help with that/i;
/** The one lemon slice read as two ("lemon tea" taken for a slice). */
const TWO_LEMON_SLICES = /(lemon chiffon cake slice|lemon slice)[^!?]{0,25}\band (a|1|one) (lemon chiffon cake slice|lemon slice)|\b(2|two) (x )?(lemon chiffon cake slices?|lemon slices?)/i;
/** An order said to be placed. */
const PLACED_CLAIM = /(order (is|has been|was) (placed|confirmed|booked|submitted)|placed your order|you'?re all set)/i;

const written: Script[] = [
  // ================================================================ SMS
  {
    id: 'pwk-sms-rv-slices-iced-lattes',
    category: 'not-sold',
    channel: 'sms',
    steps: ['can i get 3 rv slices n 2 iced lattes for 11:30 pickup? - Maya', 'yes'],
    expect: {
      says: [CAFE_ONLY, price(19.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Maya' },
      never: [ADDED_NOT_SOLD, price(29)],
    },
  },
  {
    id: 'pwk-sms-coffee-cake-then-carrot',
    category: 'not-sold',
    channel: 'sms',
    steps: ['do u have coffee cake? if not ill take a whole carrot cake for sat 10am pickup', 'Dee Walsh', 'yes'],
    expect: {
      says: [COFFEE_CAKE_NO, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Dee Walsh' },
      never: [INVENTED, DRINK_TALK, YES_HAVE_IT],
    },
  },
  {
    id: 'pwk-sms-thanksgiving-pies-and-choc-cake',
    category: 'not-sold',
    channel: 'sms',
    steps: ['need a pumpkin pie and a pecan pie for thanksgiving + a whole choc fudge cake, pick up wed the 25th at 4pm', 'Rhonda Lee', 'yes'],
    expect: {
      says: [NOT_SOLD, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T16:00', name: 'Rhonda Lee' },
      never: [INVENTED, ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-sms-choc-chip-cookies-and-lemon',
    category: 'not-sold',
    channel: 'sms',
    // "chocolate chip cookies" are cookies, not chocolate fudge slices.
    steps: ['4 lemon slices and a dozen choc chip cookies for 2pm today', 'Lou', 'yes'],
    expect: {
      says: [NOT_SOLD, price(23)],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Lou' },
      never: [INVENTED, ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-sms-150-lemon-slices-wedding',
    category: 'limit',
    channel: 'sms',
    steps: ['hi need 150 lemon slices for a wedding sat 3pm pickup', 'ok do 100 then. name is Priya Nair', 'yes'],
    expect: {
      says: [LIMIT_100, price(575)],
      order: { items: [{ sku: 'lemon-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Priya Nair' },
    },
  },
  {
    id: 'pwk-sms-6-inch-choc-fudge',
    category: 'size',
    channel: 'sms',
    steps: ['can i get a 6 inch choc fudge cake for sunday noon pickup? just me and my bf lol', 'oh ok the 8 inch is fine, Tasha Greene', 'yes'],
    expect: {
      says: [NO_SIX_INCH, EIGHT_INCH, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Tasha Greene' },
    },
  },
  {
    id: 'pwk-sms-sheet-cake-office-40',
    category: 'size',
    channel: 'sms',
    steps: ['do yall do sheet cakes? need one for like 40 ppl at the office monday', 'ok then 2 lemon chiffon cakes and a whole carrot, monday 11am pickup, Greg Foy', 'yes'],
    expect: {
      says: [NO_SHEET, price(162)],
      order: {
        items: [{ sku: 'lemon-whole', qty: 2, size: '10-inch' }, { sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-23T11:00',
        name: 'Greg Foy',
      },
      never: [INVENTED, YES_HAVE_IT],
    },
  },
  {
    id: 'pwk-sms-gift-card-and-vanilla-cake',
    category: 'not-sold',
    channel: 'sms',
    steps: ['whole vanilla bean cake sat 2pm pickup and can i buy a $50 gift card too? its for my moms bday', 'Mel Ortiz', 'yes'],
    expect: {
      says: [GIFT_CARD_NO, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Mel Ortiz' },
      never: [ADDED_NOT_SOLD, price(94)],
    },
  },
  {
    id: 'pwk-sms-deliver-carrot-slices',
    category: 'slice-delivery',
    channel: 'sms',
    steps: ['can u deliver 6 carrot slices to 1100 congress ave at 1pm', 'ugh fine ill pick them up at 1', 'Jamal Price', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY, price(36)],
      order: { items: [{ sku: 'carrot-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Jamal Price' },
      never: [FEE],
    },
  },
  {
    id: 'pwk-sms-rv-cake-delivered-slices-dropped',
    category: 'slice-delivery',
    channel: 'sms',
    steps: ['whole red velvet cake + 4 lemon slices delivered to 2204 Cedar Ln sat 2pm', 'ok just deliver the cake then, forget the slices', 'Nadia Karim', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY, STAFF],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-21T14:00',
        name: 'Nadia Karim',
        address: /2204 cedar/i,
      },
      never: [FEE],
    },
  },
  {
    id: 'pwk-sms-candles-balloons-choc-cake',
    category: 'not-sold',
    channel: 'sms',
    steps: ['whole choc fudge cake for sun 3pm pickup. also do u sell candles and balloons? its my sons 7th', 'no worries, Kim Tran', 'yes'],
    expect: {
      says: [NOT_SOLD, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Kim Tran' },
      never: [INVENTED, CANDLE_PROMISE, ADDED_NOT_SOLD, YES_HAVE_IT],
    },
  },
  {
    id: 'pwk-sms-hot-chocolates-vanilla-slices',
    category: 'drink',
    channel: 'sms',
    steps: ['3 vanilla slices and 3 hot chocolates for the kids, 4pm today', 'Ana', 'yes'],
    expect: {
      says: [new RegExp(`${CAFE_ONLY.source}|${NOT_SOLD.source}`, 'i'), price(16.5)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Ana' },
      never: [ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-sms-night-caramel-latte-choc-slices',
    category: 'drink',
    channel: 'sms',
    now: '2026-11-20T21:15:00-06:00',
    steps: ['2 choc fudge slices + a caramel latte for tmrw 9am pickup', 'Kai', 'yes'],
    expect: {
      says: [CAFE_ONLY, price(13)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Kai' },
      never: [ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-sms-catering-60-and-carrot-slices',
    category: 'not-sold',
    channel: 'sms',
    steps: ['do u guys do catering? like staff + setup for a 60 person event. separately i need 2 carrot slices at 1 today', 'Rosa', 'yes'],
    expect: {
      says: [CATERING_NO, price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Rosa' },
      never: [CATERING_CLAIM, INVENTED, YES_HAVE_IT],
    },
  },
  {
    id: 'pwk-sms-large-carrot-slices',
    category: 'size',
    channel: 'sms',
    steps: ['2 large carrot slices and 1 large choc fudge slice 12:30 pls', 'ok regular carrot is fine. Bex', 'yes'],
    expect: {
      says: [ONE_SIZE, price(21.5)],
      order: {
        items: [{ sku: 'carrot-slice', qty: 2, size: 'regular' }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:30',
        name: 'Bex',
      },
    },
  },
  {
    id: 'pwk-sms-12-inch-red-velvet',
    category: 'size',
    channel: 'sms',
    steps: ['need a 12 inch red velvet for sat 5pm pickup, is that possible', 'hmm ok 2 of the 8 inch red velvet then. Will Bryant', 'yes'],
    expect: {
      says: [NO_TWELVE_INCH, EIGHT_INCH, price(100)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 2, size: '8-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Will Bryant' },
    },
  },
  {
    id: 'pwk-sms-banana-bread-muffins-choc-slices',
    category: 'not-sold',
    channel: 'sms',
    steps: ['banana bread loaf + 6 blueberry muffins + 2 choc fudge slices for 10:30', 'Jo', 'yes'],
    expect: {
      says: [NOT_SOLD, price(13)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T10:30', name: 'Jo' },
      never: [INVENTED, ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-sms-120-vanilla-slices-school',
    category: 'limit',
    channel: 'sms',
    steps: ['120 vanilla slices for a school thing monday 9am, pickup', 'fine 100 then, Lena Alvarez', 'yes'],
    expect: {
      says: [LIMIT_100, price(550)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T09:00', name: 'Lena Alvarez' },
    },
  },
  {
    id: 'pwk-sms-80-lemon-80-carrot-within-limit',
    category: 'limit',
    channel: 'sms',
    // 100 is per product: 80 and 80 is fine.
    steps: ['80 lemon slices and 80 carrot slices for sat 1pm pickup, its for a fundraiser. Dana Wolfe', 'yes'],
    expect: {
      says: [price(940)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 80 }, { sku: 'carrot-slice', qty: 80 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T13:00',
        name: 'Dana Wolfe',
      },
      never: [CANT_HELP_HERE],
    },
  },
  {
    id: 'pwk-sms-chai-teas-lemon-cake',
    category: 'drink',
    channel: 'sms',
    steps: ['whole lemon cake tmrw 11am pickup + can u have 2 chai teas ready when i come', 'Hana Sato', 'yes'],
    expect: {
      says: [CAFE_ONLY, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Hana Sato' },
      never: [ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-sms-rv-cupcakes-to-whole-cake',
    category: 'not-sold',
    channel: 'sms',
    // "Red velvet cupcakes" are not red velvet slices: the customer chooses what to get instead.
    steps: ['can i order 12 red velvet cupcakes for tmrw 2pm pickup', 'oh ok, a whole red velvet cake then', 'Ivy Moss', 'yes'],
    expect: {
      says: [NOT_SOLD, price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Ivy Moss' },
      never: [INVENTED],
    },
  },
  {
    id: 'pwk-sms-sugar-cookies-only',
    category: 'not-sold',
    channel: 'sms',
    steps: ['hi do u sell cookies? need 2 dozen sugar cookies for tmrw', 'oh dang ok nvm thx'],
    expect: { noOrder: true, says: [NOT_SOLD], never: [INVENTED, PLACED_CLAIM, NOT_UNDERSTOOD] },
  },

  // ================================================================ WhatsApp
  {
    id: 'pwk-wa-flat-white-lemon-slices',
    category: 'drink',
    channel: 'whatsapp',
    steps: ['hiii ☕ can I preorder a flat white and 2 lemon slices for 10:45?', 'Zara', 'yes'],
    expect: {
      says: [CAFE_ONLY, price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T10:45', name: 'Zara' },
      never: [ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-wa-cake-pops-and-vanilla-cake',
    category: 'not-sold',
    channel: 'whatsapp',
    steps: ['whole vanilla bean cake sat 1pm pickup 🎂 + 20 cake pops for the party', 'aw ok just the cake then. Lila Fox', 'yes'],
    expect: {
      says: [NOT_SOLD, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Lila Fox' },
      never: [INVENTED, ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-wa-6-inch-lemon',
    category: 'size',
    channel: 'whatsapp',
    steps: ['a small lemon cake, like 6 inch, for sunday 4pm pickup?', 'ok 10 inch it is 🍋 Nora Quinn', 'yes'],
    expect: {
      says: [NO_SIX_INCH, TEN_INCH, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T16:00', name: 'Nora Quinn' },
    },
  },
  {
    id: 'pwk-wa-apple-pie-carrot-slices',
    category: 'not-sold',
    channel: 'whatsapp',
    steps: ['do u have apple pie? also 3 carrot slices 2pm today pls', 'Teo', 'yes'],
    expect: {
      says: [NOT_SOLD, price(18)],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Teo' },
      never: [INVENTED, ADDED_NOT_SOLD, YES_HAVE_IT],
    },
  },
  {
    id: 'pwk-wa-gift-card-then-rv-slices',
    category: 'not-sold',
    channel: 'whatsapp',
    steps: ['can i buy a gift card on here? 🎁', 'ok then just 2 rv slices for 5pm today, Faye Lin', 'yes'],
    expect: {
      says: [GIFT_CARD_NO, price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Faye Lin' },
      never: [INVENTED, ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-wa-120-rv-slices-church',
    category: 'limit',
    channel: 'whatsapp',
    steps: ['120 rv slices for sunday 11am pickup, church event 🙏', 'ok 100 is fine. Mike Dunn', 'yes'],
    expect: {
      says: [LIMIT_100, price(650)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T11:00', name: 'Mike Dunn' },
    },
  },
  {
    id: 'pwk-wa-deliver-slices-and-coffees',
    category: 'slice-delivery',
    channel: 'whatsapp',
    steps: ['can u deliver 4 choc fudge slices and 2 coffees to my office at 3? 500 W 2nd St', 'ugh ok ill come grab the slices at 3 then', 'Reggie Moss', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY, CAFE_ONLY, price(26)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Reggie Moss' },
      never: [FEE, ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-wa-number-candle-topper-carrot',
    category: 'not-sold',
    channel: 'whatsapp',
    steps: ['carrot cake whole for monday 5pm pickup! can u add a "40" number candle and a gold cake topper? 🥳', 'Gemma Holt', 'yes'],
    expect: {
      says: [NOT_SOLD, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T17:00', name: 'Gemma Holt' },
      never: [CANDLE_PROMISE, ADDED_NOT_SOLD, INVENTED],
    },
  },
  {
    id: 'pwk-wa-half-sheet-50-people',
    category: 'size',
    channel: 'whatsapp',
    steps: ['how much for a half sheet cake? feeding like 50 people sat', 'ok 3 lemon chiffon cakes sat noon pickup then, Ada Kwan', 'yes'],
    expect: {
      says: [NO_SHEET, price(174)],
      order: { items: [{ sku: 'lemon-whole', qty: 3, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Ada Kwan' },
      never: [INVENTED, YES_HAVE_IT],
    },
  },
  {
    id: 'pwk-wa-iced-lemon-tea-lemon-slice',
    category: 'drink',
    channel: 'whatsapp',
    // "Iced lemon tea" is a drink, not a second lemon slice.
    steps: ['lemon slice and an iced lemon tea pls, 1pm', 'Bo', 'yes'],
    expect: {
      says: [CAFE_ONLY, price(5.75)],
      order: { items: [{ sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Bo' },
      never: [ADDED_NOT_SOLD, TWO_LEMON_SLICES],
    },
  },
  {
    id: 'pwk-wa-wedding-catering-rv-cake',
    category: 'not-sold',
    channel: 'whatsapp',
    steps: ['hi! do you cater weddings? need a dessert table + servers for 100 guests in dec. for now can i get a whole red velvet for tuesday 2pm pickup', 'Priya', 'yes'],
    expect: {
      says: [CATERING_NO, price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T14:00', name: 'Priya' },
      never: [CATERING_CLAIM, YES_HAVE_IT],
    },
  },
  {
    id: 'pwk-wa-brownies-large-choc-slices',
    category: 'not-sold',
    channel: 'whatsapp',
    steps: ['2 brownies and 2 large choc fudge slices 3:30 today', 'Milo', 'yes'],
    expect: {
      says: [NOT_SOLD, price(19)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:30', name: 'Milo' },
      never: [INVENTED, ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-wa-night-teas-carrot-cake',
    category: 'drink',
    channel: 'whatsapp',
    now: '2026-11-20T22:00:00-06:00',
    steps: ['whole carrot cake for sun 10am pickup + 2 teas ready at pickup pls', 'Ruth Park', 'yes'],
    expect: {
      says: [CAFE_ONLY, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T10:00', name: 'Ruth Park' },
      never: [ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-wa-10-inch-choc-fudge',
    category: 'size',
    channel: 'whatsapp',
    // The chocolate fudge cake is 8-inch only; a 10-inch would be a custom cake, not this one.
    steps: ['can i get the choc fudge cake in 10 inch for sat 6pm pickup', 'ok 8 inch is fine, Leo Grant', 'yes'],
    expect: {
      says: [NO_TEN_INCH, EIGHT_INCH, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T18:00', name: 'Leo Grant' },
    },
  },

  // ================================================================ voice
  {
    id: 'pwk-voice-lattes-with-carrot-cake',
    category: 'drink',
    channel: 'voice',
    steps: ["hi, I'd like a whole carrot cake for saturday at ten, pick up, and um, two lattes to go with it when I get there", "it's Frank Moore", 'yes'],
    expect: {
      says: [CAFE_ONLY, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Frank Moore' },
      never: [ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-voice-pumpkin-pie-then-vanilla-cake',
    category: 'not-sold',
    channel: 'voice',
    steps: ['yeah hi do you guys have pumpkin pie for thanksgiving', 'okay then a whole vanilla bean cake for wednesday at three, pick up', 'Dolores Reyes', 'yes'],
    expect: {
      says: [NOT_SOLD, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T15:00', name: 'Dolores Reyes' },
      never: [INVENTED, YES_HAVE_IT],
    },
  },
  {
    id: 'pwk-voice-hundred-fifty-vanilla-slices',
    category: 'limit',
    channel: 'voice',
    steps: ['I need a hundred and fifty vanilla slices for tuesday at ten in the morning, pick up', 'okay, a hundred then', 'Carl Jensen', 'yes'],
    expect: {
      says: [LIMIT_100, price(550)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T10:00', name: 'Carl Jensen' },
    },
  },
  {
    id: 'pwk-voice-six-inch-red-velvet',
    category: 'size',
    channel: 'voice',
    steps: ['can I get a six inch red velvet cake for sunday at two, pick up', 'oh, the eight inch is fine', 'Beth Carter', 'yes'],
    expect: {
      says: [NO_SIX_INCH, EIGHT_INCH, price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Beth Carter' },
    },
  },
  {
    id: 'pwk-voice-deliver-lemon-slices',
    category: 'slice-delivery',
    channel: 'voice',
    steps: ['can you deliver four lemon slices to twelve oak street at noon', "okay I'll pick them up at noon then", 'Walt', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY, price(23)],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Walt' },
      never: [FEE],
    },
  },
  {
    id: 'pwk-voice-cookies-and-rv-slices',
    category: 'not-sold',
    channel: 'voice',
    steps: ["two chocolate chip cookies and two red velvet slices for one o'clock", 'Sandra', { press: '1' }],
    expect: {
      says: [NOT_SOLD, price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Sandra' },
      never: [INVENTED, ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-voice-gift-card-and-lemon-cake',
    category: 'not-sold',
    channel: 'voice',
    steps: ['hi, can I buy a gift card over the phone? and I also want a lemon chiffon cake for saturday at eleven, pick up', 'Grace Kim', 'yes'],
    expect: {
      says: [GIFT_CARD_NO, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Grace Kim' },
      never: [ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-voice-catering-sandwiches-carrot-slices',
    category: 'not-sold',
    channel: 'voice',
    steps: ['do you do catering for office lunches, like sandwiches and stuff', 'okay, then just six carrot slices for noon today', 'Raymond Cole', 'yes'],
    expect: {
      says: [CATERING_NO, price(36)],
      order: { items: [{ sku: 'carrot-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Raymond Cole' },
      never: [CATERING_CLAIM, INVENTED, YES_HAVE_IT],
    },
  },
  {
    id: 'pwk-voice-three-coffees-only',
    category: 'drink',
    channel: 'voice',
    steps: ['hi, can I order three large coffees for pick up at ten thirty', 'oh okay, thanks, bye'],
    expect: { noOrder: true, says: [CAFE_ONLY], never: [PLACED_CLAIM, ADDED_NOT_SOLD, NOT_UNDERSTOOD] },
  },
  {
    id: 'pwk-voice-sheet-cake-thirty-people',
    category: 'size',
    channel: 'voice',
    steps: ['do you make sheet cakes? I need something for about thirty people saturday', 'okay, two chocolate fudge cakes then, saturday at four, pick up', 'Angela Ruiz', 'yes'],
    expect: {
      says: [NO_SHEET, price(96)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Angela Ruiz' },
      never: [INVENTED, YES_HAVE_IT],
    },
  },
  {
    id: 'pwk-voice-candles-on-choc-cake',
    category: 'not-sold',
    channel: 'voice',
    steps: ["a whole chocolate fudge cake for monday at five, pick up, and can you put candles on it, it's for my daughter", 'Mark Hill', 'yes'],
    expect: {
      says: [NOT_SOLD, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T17:00', name: 'Mark Hill' },
      never: [CANDLE_PROMISE, ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-voice-twelve-inch-lemon',
    category: 'size',
    channel: 'voice',
    steps: ['do you have a twelve inch lemon cake', 'okay, the ten inch for sunday at one then, pick up', 'Eileen Ford', 'yes'],
    expect: {
      says: [NO_TWELVE_INCH, TEN_INCH, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Eileen Ford' },
      never: [YES_HAVE_IT],
    },
  },
  {
    id: 'pwk-voice-night-pot-of-tea-vanilla-slices',
    category: 'drink',
    channel: 'voice',
    now: '2026-11-20T20:30:00-06:00',
    steps: ['hi, four vanilla slices for tomorrow at nine in the morning, and a pot of tea for when I get there', 'Harriet', 'yes'],
    expect: {
      says: [CAFE_ONLY, price(22)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Harriet' },
      never: [ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-voice-cupcakes-for-class-to-slices',
    category: 'not-sold',
    channel: 'voice',
    steps: ["I need twenty four cupcakes for my son's class on monday", 'oh. okay, then twenty four vanilla slices, monday at eight thirty in the morning', 'Nina Patel', 'yes'],
    expect: {
      says: [NOT_SOLD, price(132)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 24 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T08:30', name: 'Nina Patel' },
      never: [INVENTED],
    },
  },
  {
    id: 'pwk-voice-large-lemon-slices',
    category: 'size',
    channel: 'voice',
    steps: ["three large lemon slices for two o'clock", 'regular is fine', 'Oscar', 'yes'],
    expect: {
      says: [ONE_SIZE, price(17.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Oscar' },
    },
  },

  // ================================================================ web chat
  {
    id: 'pwk-web-oat-lattes-rv-cake',
    category: 'drink',
    channel: 'webchat',
    steps: ["Hi! I'd like a whole red velvet cake for Saturday at 2pm pickup, plus 2 oat milk lattes ready at pickup. Claire Dubois, 512-555-0191", 'yes'],
    expect: {
      says: [CAFE_ONLY, price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Claire Dubois', phone: '+15125550191' },
      never: [ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-web-thanksgiving-pies-carrot-cake',
    category: 'not-sold',
    channel: 'webchat',
    steps: ["Are you taking Thanksgiving pie orders? I'd like 2 pumpkin and 1 pecan. And a whole carrot cake for Wednesday 11am pickup.", 'Martin Greer', '512-555-0144', 'yes'],
    expect: {
      says: [NOT_SOLD, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T11:00', name: 'Martin Greer', phone: '+15125550144' },
      never: [INVENTED, ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-web-staff-gift-cards-lemon-cake',
    category: 'not-sold',
    channel: 'webchat',
    steps: ["We'd like to buy 10 gift cards for our staff, $25 each. Also a whole lemon chiffon cake for Monday at 10am pickup.", 'Laura Mendez, 737-555-0152', 'yes'],
    expect: {
      says: [GIFT_CARD_NO, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T10:00', name: 'Laura Mendez', phone: '+17375550152' },
      never: [ADDED_NOT_SOLD, price(308)],
    },
  },
  {
    id: 'pwk-web-catering-80-four-cakes',
    category: 'not-sold',
    channel: 'webchat',
    steps: [
      "Do you offer catering with staff for a corporate event of 80? If not, I'd like 2 whole chocolate fudge cakes and 2 whole vanilla bean cakes for Tuesday at noon pickup.",
      'Derek Shaw',
      '(512) 555-0175',
      'yes',
    ],
    expect: {
      says: [CATERING_NO, price(184)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 2 }, { sku: 'vanilla-bean-whole', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-24T12:00',
        name: 'Derek Shaw',
        phone: '+15125550175',
      },
      never: [CATERING_CLAIM, YES_HAVE_IT],
    },
  },
  {
    id: 'pwk-web-200-choc-slices-conference',
    category: 'limit',
    channel: 'webchat',
    steps: ['For a conference: 200 chocolate fudge slices and 50 lemon slices, Monday 8am pickup.', 'OK, 100 chocolate and 50 lemon then.', 'Irene Blake 512-555-0121', 'yes'],
    expect: {
      says: [LIMIT_100, price(937.5)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 100, size: 'regular' }, { sku: 'lemon-slice', qty: 50 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T08:00',
        name: 'Irene Blake',
        phone: '+15125550121',
      },
    },
  },
  {
    id: 'pwk-web-deliver-office-slices',
    category: 'slice-delivery',
    channel: 'webchat',
    steps: ['Could you deliver 10 slices (5 carrot, 5 red velvet) to our office at 200 Lavaca St at 2pm today?', "Fine, we'll pick them up at 2.", 'Kevin Osei', '512-555-0166', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY, price(62.5)],
      order: {
        items: [{ sku: 'carrot-slice', qty: 5 }, { sku: 'red-velvet-slice', qty: 5 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Kevin Osei',
        phone: '+15125550166',
      },
      never: [FEE],
    },
  },
  {
    id: 'pwk-web-6-inch-vanilla',
    category: 'size',
    channel: 'webchat',
    steps: ['Looking for a 6-inch vanilla cake for Sunday, 3pm pickup.', '8-inch works. Paula Jensen, 512-555-0188', 'yes'],
    expect: {
      says: [NO_SIX_INCH, EIGHT_INCH, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Paula Jensen', phone: '+15125550188' },
    },
  },
  {
    id: 'pwk-web-candles-plates-forks-carrot',
    category: 'not-sold',
    channel: 'webchat',
    steps: ['I need a whole carrot cake for Saturday at 5pm pickup, plus birthday candles, paper plates and forks for 12 if you sell those.', 'Ok, just the cake. Theo Marsh 737-555-0129', 'yes'],
    expect: {
      says: [NOT_SOLD, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Theo Marsh', phone: '+17375550129' },
      never: [CANDLE_PROMISE, INVENTED, ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-web-cheesecake-cookies-rv-slices',
    category: 'not-sold',
    channel: 'webchat',
    steps: ['Do you have cheesecake or cookies? Otherwise 3 red velvet slices for 4:30pm today.', 'Yuki Tanaka', '512-555-0140', 'yes'],
    expect: {
      says: [NOT_SOLD, price(19.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:30', name: 'Yuki Tanaka', phone: '+15125550140' },
      never: [INVENTED, ADDED_NOT_SOLD, YES_HAVE_IT],
    },
  },
  {
    id: 'pwk-web-box-of-coffee-lemon-slices',
    category: 'drink',
    channel: 'webchat',
    steps: ['Can I pre-order a box of coffee (serves 10) and 10 lemon slices for 9am tomorrow?', 'Sophie Grant, 512-555-0116', 'yes'],
    expect: {
      says: [CAFE_ONLY, price(57.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 10 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T09:00', name: 'Sophie Grant', phone: '+15125550116' },
      never: [ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-web-cappuccinos-only',
    category: 'drink',
    channel: 'webchat',
    steps: ['Can I order 4 cappuccinos ahead for pickup at 11?', "Oh ok, we'll just order at the counter then. Thanks!"],
    expect: { noOrder: true, says: [CAFE_ONLY], never: [PLACED_CLAIM, ADDED_NOT_SOLD, NOT_UNDERSTOOD] },
  },
  {
    id: 'pwk-web-cake-and-slices-delivery-then-pickup-all',
    category: 'slice-delivery',
    channel: 'webchat',
    steps: ['Whole vanilla bean cake and 6 carrot slices delivered to 4410 Duval St, Saturday 3pm.', "Then I'll pick everything up Saturday at 3.", 'Hannah Ito, 512-555-0139', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY, price(80)],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'carrot-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T15:00',
        name: 'Hannah Ito',
        phone: '+15125550139',
      },
      never: [FEE],
    },
  },
  {
    id: 'pwk-web-12-inch-to-lemon-chiffon',
    category: 'size',
    channel: 'webchat',
    steps: ['Do you make 12-inch cakes? Need one for Monday 2pm.', 'Ok, the 10-inch lemon chiffon then, pickup.', 'Greta Olsen, 512-555-0153', 'yes'],
    expect: {
      says: [NO_TWELVE_INCH, TEN_INCH, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T14:00', name: 'Greta Olsen', phone: '+15125550153' },
      never: [INVENTED, YES_HAVE_IT],
    },
  },
  {
    id: 'pwk-web-night-hot-teas-two-choc-cakes',
    category: 'drink',
    channel: 'webchat',
    now: '2026-11-20T22:30:00-06:00',
    steps: ['Hi, late night order: 2 whole chocolate fudge cakes for Sunday 1pm pickup, and 2 hot teas for when we arrive.', 'Brian Lowe, 512-555-0102', 'yes'],
    expect: {
      says: [CAFE_ONLY, price(96)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T13:00', name: 'Brian Lowe', phone: '+15125550102' },
      never: [ADDED_NOT_SOLD],
    },
  },
  {
    id: 'pwk-web-150-rv-cupcakes-to-100-slices',
    category: 'limit',
    channel: 'webchat',
    steps: ['Could I get a quote for 150 red velvet cupcakes for a wedding Saturday?', 'OK, then 100 red velvet slices, Saturday at 10am pickup.', 'Marisol Vega 512-555-0186', 'yes'],
    expect: {
      says: [NOT_SOLD, price(650)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T10:00', name: 'Marisol Vega', phone: '+15125550186' },
      never: [INVENTED],
    },
  },
];

const notYet = new Set<string>(['pwk-sms-coffee-cake-then-carrot', 'pwk-sms-candles-balloons-choc-cake', 'pwk-sms-catering-60-and-carrot-slices', 'pwk-sms-12-inch-red-velvet', 'pwk-sms-80-lemon-80-carrot-within-limit', 'pwk-sms-sugar-cookies-only', 'pwk-wa-apple-pie-carrot-slices', 'pwk-wa-number-candle-topper-carrot', 'pwk-wa-iced-lemon-tea-lemon-slice', 'pwk-wa-wedding-catering-rv-cake', 'pwk-voice-hundred-fifty-vanilla-slices', 'pwk-voice-candles-on-choc-cake', 'pwk-web-thanksgiving-pies-carrot-cake', 'pwk-web-catering-80-four-cakes', 'pwk-web-candles-plates-forks-carrot', 'pwk-web-cappuccinos-only']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
