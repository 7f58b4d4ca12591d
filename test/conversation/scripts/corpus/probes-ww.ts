import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WW: CLOSED DAYS AND HOLIDAYS. Scripts run with the owner's closed days set (CLOSED_DAYS):
// tomorrow (Sat Nov 21) closed, a whole weekend closed, a Monday closed, Thanksgiving (Thu Nov 26)
// closed alone and with the Friday after it, Christmas Eve and Christmas Day closed, and today
// itself closed. Customers ask "are you open on saturday?", "are you open thanksgiving?", "what
// about christmas eve?"; order for a closed day (slices, whole cakes, two cakes, a custom cake, a
// delivery, an allergy order) and then move the order to another day (the next open day, the day
// before, "whatever day you're open next, same time"); try a closed day at the read-back and go
// back; ask for the earliest whole or custom cake when a closed day is in the way; and write at
// night before a closed day (held_overnight). Holidays the owner did not close still take orders.
//
// Decisions where the spec is silent:
// - An order is never placed for a day the owner closed. The clerk says the day is closed and,
//   as a counter clerk would, names the next day the bakery is open (or at least asks for another
//   day); scripts that stop at the refusal check the next open day is named in that reply.
// - "The next day you're open, same time" is the first open day after the closed one(s), at the
//   time first asked; "the day before" a closed Thanksgiving is Wed Nov 25.
// - The earliest time offered for a whole cake (24 h) or a custom cake (72 h) skips closed days:
//   with Sat 21 closed, a whole cake asked at Fri 10:00 is earliest Sun Nov 22 at 8 AM; with Mon 23
//   closed, a custom cake is earliest Tue Nov 24 at 8 AM.
// - A holiday the owner did not close (Christmas Eve with no closed days set) takes orders as any
//   other day; asked about its hours, the clerk neither says it is closed nor promises the usual
//   hours as fact (the spec: hours "may vary on holidays"), it points to staff / says hours vary.
// - An order written at night is held_overnight, also when the next morning is a closed day; the
//   status rule looks only at the clock. An order placed in daytime on a day the owner closed
//   (the customer writes on the closed day) is not checked for status: the spec does not say.
// - "Are you open this weekend?" with both days closed: the clerk says closed, never "open".
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46, red velvet
// $50, vanilla bean $44; lemon chiffon 10-inch only $58. Slices (pickup only, same day): chocolate
// fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean $5.50.
// Custom $65 (8-inch) / $85 (10-inch), 72 h, needs_approval. Delivery: needs_approval. Allergy:
// needs_approval. Open 8 AM to 8 PM; orders placed 8 PM - 8 AM are held_overnight.
// Calendar: Fri 2026-11-20 10:00 Central is the clock unless `now` is set. Sat 21, Sun 22, Mon 23,
// Tue 24, Wed 25, Thu 26 (Thanksgiving), Fri 27, Sat 28; Wed Dec 23, Thu Dec 24 (Christmas Eve),
// Fri Dec 25, Sat Dec 26.

/** The clerk says the day is closed. */
const CLOSED = /\bclosed\b|not open|aren.?t open|won.?t be open|will not be open|n.?t be open|day off/i;
/** The clerk says the bakery is open on a day the owner closed. */
const OPEN_CLAIM = /(we('re| are| will be|'ll be)|bakery (is|will be)) open (on |that day|then|today|tomorrow|this weekend|thanksgiving|saturday|friday)/i;
/** A holiday with no hours set: the clerk does not promise the usual hours. */
const HOLIDAY_CAREFUL = /vary|special hours|no (special )?hours|not (yet )?(set|been set|confirmed)|check with|staff|confirm|holiday/i;
/** The clerk says a holiday the owner did not close is closed. */
const CLOSED_XMAS_EVE = /(closed|not open|aren.?t open|won.?t be open)[^.!?]{0,25}(christmas eve|dec(ember)?\.? 24|24th)/i;
/** Opening at 8 AM. */
const OPEN8 = /\b8\s*(:00\s*)?(am|a\.m\.)|eight (am|a\.m\.|o.?clock|in the morning)|open(s|ing)? at 8/i;
/** Closing at 8 PM. */
const CLOSE8 = /\b8\s*(:00\s*)?(pm|p\.m\.)|eight (pm|p\.m\.|o.?clock|in the evening|at night)|20:00/i;
/** Next open days named. */
const SUN22 = /\bsun(day)?\b|nov(ember)?\.? 22|\b22nd\b/i;
const MON23 = /\bmon(day)?\b|nov(ember)?\.? 23|\b23rd\b/i;
const SAT28 = /\bsat(urday)?\b|nov(ember)?\.? 28|\b28th\b/i;
const FRI27 = /\bfri(day)?\b|tomorrow|nov(ember)?\.? 27|\b27th\b/i;
/** An order id or a claim an order was placed (for scripts that place nothing). */
const PLACED = /\bord_[0-9a-z]{6,}|(order (is|has been|was) (placed|confirmed|booked))/i;

const SAT = ['2026-11-21'];
const WEEKEND = ['2026-11-21', '2026-11-22'];
const MON = ['2026-11-23'];
const TG = ['2026-11-26'];
const TG_FRI = ['2026-11-26', '2026-11-27'];
const XMAS = ['2026-12-24', '2026-12-25'];
const SAT28_CLOSED = ['2026-11-28'];

const written: Script[] = [
  // ================================================================ SMS
  {
    id: 'pww-sms-sat-closed-whole-moved-sun',
    category: 'closed-day',
    channel: 'sms',
    closedDays: SAT,
    steps: ['whole chocolate fudge cake for tomorrow 2pm pickup', 'oh ok sunday 2pm then', 'Dana Price', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Dana Price' },
      says: [CLOSED, price(48)],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-sms-sat-closed-refusal-names-sunday',
    category: 'closed-day',
    channel: 'sms',
    closedDays: SAT,
    steps: ['3 carrot slices sat at 11 for pickup'],
    expect: { noOrder: true, lastSays: [CLOSED, SUN22], never: [OPEN_CLAIM, PLACED] },
  },
  {
    id: 'pww-sms-q-open-saturday-closed',
    category: 'closed-day',
    channel: 'sms',
    closedDays: SAT,
    steps: ['r u open saturday?'],
    expect: { noOrder: true, lastSays: [CLOSED], never: [OPEN_CLAIM] },
  },
  {
    id: 'pww-sms-q-open-saturday-normal',
    category: 'hours',
    channel: 'sms',
    steps: ['are you open on saturday? what time'],
    expect: { noOrder: true, says: [OPEN8, CLOSE8], never: [/\bclosed (on )?sat/i] },
  },
  {
    id: 'pww-sms-q-open-thanksgiving-closed',
    category: 'closed-day',
    channel: 'sms',
    closedDays: TG,
    steps: ['hey r u guys open thanksgiving day??'],
    expect: { noOrder: true, lastSays: [CLOSED], never: [OPEN_CLAIM] },
  },
  {
    id: 'pww-sms-thanksgiving-whole-moved-wed',
    category: 'closed-day',
    channel: 'sms',
    closedDays: TG,
    steps: ['whole carrot cake for thanksgiving pickup 1pm', 'ugh fine wed the 25th at 1', 'Lou Baxter', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T13:00', name: 'Lou Baxter' },
      says: [CLOSED, price(46)],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-sms-thanksgiving-slices-moved-friday',
    category: 'closed-day',
    channel: 'sms',
    closedDays: TG,
    steps: ['8 lemon slices thursday the 26th at 3pm pls', 'friday then same time', 'Ines', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 8 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T15:00', name: 'Ines' },
      says: [CLOSED, price(46)],
    },
  },
  {
    id: 'pww-sms-black-friday-closed-too',
    category: 'closed-day',
    channel: 'sms',
    closedDays: TG_FRI,
    steps: ['whole red velvet for the friday after thanksgiving, noon pickup', 'wow ok saturday the 28th at noon', 'Marco Ruiz', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-28T12:00', name: 'Marco Ruiz' },
      says: [CLOSED, price(50)],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-sms-thu-or-fri-whichever-open',
    category: 'closed-day',
    channel: 'sms',
    closedDays: TG_FRI,
    steps: ['can i pick up 2 fudge slices thurs or fri next week? whichever ur open'],
    expect: { noOrder: true, lastSays: [CLOSED, SAT28], never: [OPEN_CLAIM, PLACED] },
  },
  {
    id: 'pww-sms-night-before-closed-sat',
    category: 'overnight',
    channel: 'sms',
    now: '2026-11-20T21:30:00-06:00',
    closedDays: SAT,
    steps: ['2 red velvet slices for tmrw morning 10am pls', 'oh right, sunday 10 then', 'Kai', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T10:00', name: 'Kai' },
      says: [CLOSED, price(13)],
    },
  },
  {
    id: 'pww-sms-night-wed-friday-whole',
    category: 'overnight',
    channel: 'sms',
    now: '2026-11-25T20:45:00-06:00',
    closedDays: TG,
    steps: ['can i still order a whole vanilla bean cake for friday at 11am pickup?', 'Rosa Diaz', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-27T11:00', name: 'Rosa Diaz' },
      says: [price(44)],
    },
  },
  {
    id: 'pww-sms-night-wed-tomorrow-is-thanksgiving',
    category: 'overnight',
    channel: 'sms',
    now: '2026-11-25T21:10:00-06:00',
    closedDays: TG,
    steps: ['4 carrot slices tomorrow at 2 pickup', 'ah ok friday at 2', 'Ty', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-27T14:00', name: 'Ty' },
      says: [CLOSED, price(24)],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-sms-christmas-eve-closed-moved-23rd',
    category: 'closed-day',
    channel: 'sms',
    closedDays: XMAS,
    steps: ['whole red velvet cake christmas eve 10am pickup', 'dec 23 at 10 then', 'Holly Park', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-23T10:00', name: 'Holly Park' },
      says: [CLOSED],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-sms-q-christmas-eve-no-closed-days',
    category: 'holiday',
    channel: 'sms',
    steps: ['are you open christmas eve?'],
    expect: { noOrder: true, says: [HOLIDAY_CAREFUL], never: [CLOSED_XMAS_EVE] },
  },
  {
    id: 'pww-sms-christmas-eve-order-not-closed',
    category: 'holiday',
    channel: 'sms',
    steps: ['whole chocolate fudge cake for christmas eve at 11am pickup', 'Noel Grant', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-24T11:00', name: 'Noel Grant' },
      says: [price(48)],
      never: [CLOSED_XMAS_EVE],
    },
  },
  {
    id: 'pww-sms-custom-monday-closed-tuesday',
    category: 'closed-day',
    channel: 'sms',
    closedDays: MON,
    steps: ['custom 8 inch cake for monday 3pm, says Happy 40th Dan, pickup', 'tuesday 3pm then', 'Cara Voss', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T15:00', name: 'Cara Voss', notes: /40th/i },
      says: [CLOSED],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-sms-earliest-whole-skips-sat',
    category: 'closed-day',
    channel: 'sms',
    closedDays: SAT,
    steps: ['whats the soonest i can get a whole carrot cake'],
    expect: { noOrder: true, lastSays: [SUN22, OPEN8], never: [/sat(urday)?,? nov(ember)? 21 at|saturday at/i] },
  },
  {
    id: 'pww-sms-today-closed-tomorrow-instead',
    category: 'closed-day',
    channel: 'sms',
    now: '2026-11-21T09:00:00-06:00',
    closedDays: SAT,
    steps: ['u open today? want 2 lemon slices at noon', 'ok tmrw noon then', 'Pia', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', at: '2026-11-22T12:00', name: 'Pia' },
      says: [CLOSED, price(11.5)],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-sms-the-26th-is-thanksgiving',
    category: 'closed-day',
    channel: 'sms',
    closedDays: TG,
    steps: ['whole lemon cake for the 26th at 10am', 'oh thats thanksgiving lol. the 25th at 10 then, pickup', 'Mo', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T10:00', name: 'Mo' },
      says: [CLOSED, price(58)],
    },
  },
  {
    id: 'pww-sms-readback-try-thanksgiving-keep-wed',
    category: 'closed-day',
    channel: 'sms',
    closedDays: TG,
    steps: ['whole choc fudge cake wed 25th 4pm pickup', 'Jo Kim', 'actually can we do thursday instead same time', 'nvm keep wednesday then', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T16:00', name: 'Jo Kim' },
      says: [CLOSED],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-sms-sat-closed-delivery-moved',
    category: 'closed-day',
    channel: 'sms',
    closedDays: SAT,
    steps: ['can u deliver a whole red velvet cake saturday 3pm to 14 Oak St', 'sunday 3pm then', 'Gil Adams', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T15:00', name: 'Gil Adams', address: /14 Oak/i },
      says: [CLOSED],
    },
  },
  {
    id: 'pww-sms-thanksgiving-the-day-before',
    category: 'closed-day',
    channel: 'sms',
    closedDays: TG,
    steps: ['10 vanilla slices thanksgiving 9am', 'the day before then same time', 'Ana', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 10 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T09:00', name: 'Ana' },
      says: [CLOSED, price(55)],
    },
  },
  {
    id: 'pww-sms-q-open-sat-then-sunday-order',
    category: 'closed-day',
    channel: 'sms',
    closedDays: SAT,
    steps: ['r u open sat', 'ok then sun, 2 choc fudge slices at noon', 'Nia', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Nia' },
      says: [CLOSED, price(13)],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-sms-night-sunday-monday-closed',
    category: 'overnight',
    channel: 'sms',
    now: '2026-11-22T21:00:00-06:00',
    closedDays: MON,
    steps: ['hey 3 red velvet slices for tomorrow 11am', 'tues 11 then', 'Ray', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-24T11:00', name: 'Ray' },
      says: [CLOSED, price(19.5)],
    },
  },
  {
    id: 'pww-sms-sat-28-closed-this-sat-open',
    category: 'closed-day',
    channel: 'sms',
    closedDays: SAT28_CLOSED,
    steps: ['whole carrot cake sat the 28th at 2?', 'oh ok sunday the 29th at 2 then, pick up', 'Wes', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-29T14:00', name: 'Wes' },
      says: [CLOSED],
      never: [OPEN_CLAIM],
    },
  },

  // ================================================================ WhatsApp
  {
    id: 'pww-wa-sat-closed-next-open-same-time',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: SAT,
    steps: ['Hi! 4 carrot slices for Saturday 11am please 🙂', "Oh no! Whatever the next day you're open is then, same time", 'Amara', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Amara' },
      says: [CLOSED, price(24)],
    },
  },
  {
    id: 'pww-wa-q-this-and-next-saturday',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: SAT28_CLOSED,
    steps: ['Hello, are you open on Saturday the 28th?'],
    expect: { noOrder: true, lastSays: [CLOSED], never: [OPEN_CLAIM] },
  },
  {
    id: 'pww-wa-thanksgiving-q-then-wed-order',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: TG,
    steps: ['Are you open Thanksgiving? Want a red velvet cake for dinner', 'Ok Wednesday 5pm then, pickup', 'Lena Brooks', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T17:00', name: 'Lena Brooks' },
      says: [CLOSED, price(50)],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-wa-christmas-day-two-cakes-26th',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: XMAS,
    steps: ['2 whole chocolate fudge cakes for Christmas day, noon?', 'oh right haha. the 26th at noon then, pickup', 'Marta Silva', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-26T12:00', name: 'Marta Silva' },
      says: [CLOSED, price(96)],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-wa-christmas-eve-refusal-other-day',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: XMAS,
    steps: ['Can I pick up a whole vanilla bean cake on Christmas Eve at 3?'],
    expect: { noOrder: true, lastSays: [CLOSED, /\b(23rd|26th|23|26)\b|wed(nesday)?|sat(urday)?/i], never: [OPEN_CLAIM, PLACED] },
  },
  {
    id: 'pww-wa-night-before-thanksgiving-large-slices',
    category: 'overnight',
    channel: 'whatsapp',
    now: '2026-11-25T22:30:00-06:00',
    closedDays: TG,
    steps: ['sorry late msg! 3 large choc fudge slices for tomorrow 2pm', 'oh ok friday 2pm', 'Yusuf', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'large' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-27T14:00', name: 'Yusuf' },
      says: [CLOSED, price(28.5)],
    },
  },
  {
    id: 'pww-wa-monday-closed-whole-sunday',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: MON,
    steps: ['Hi there, a whole vanilla bean cake for Monday 6pm please, for pickup', 'Sunday 6pm instead then!', 'Iris Meyer', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T18:00', name: 'Iris Meyer' },
      says: [CLOSED, price(44)],
    },
  },
  {
    id: 'pww-wa-earliest-whole-skips-thu-fri',
    category: 'closed-day',
    channel: 'whatsapp',
    now: '2026-11-25T12:00:00-06:00',
    closedDays: TG_FRI,
    steps: ["what's the earliest a whole carrot cake could be ready?"],
    expect: { noOrder: true, lastSays: [SAT28], never: [/(thu|fri)(rsday|day)?,? nov(ember)? 2[67] at|(thursday|friday) at/i] },
  },
  {
    id: 'pww-wa-q-weekend-both-closed',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: WEEKEND,
    steps: ['hey are you open this weekend?'],
    expect: { noOrder: true, lastSays: [CLOSED], never: [OPEN_CLAIM] },
  },
  {
    id: 'pww-wa-earliest-custom-skips-monday',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: MON,
    steps: ["I'd like a custom 10 inch cake with a unicorn on it, what's the earliest you can do?"],
    expect: { noOrder: true, lastSays: [/\btue(s|sday)?\b|nov(ember)?\.? 24|\b24th\b/i], never: [/mon(day)?,? nov(ember)? 23 at|monday at/i] },
  },
  {
    id: 'pww-wa-sat-closed-nut-allergy',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: SAT,
    steps: ['2 lemon slices saturday 4pm, my son has a nut allergy', 'sunday at 4 then', 'Hana Sato', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T16:00', name: 'Hana Sato', allergy: true },
      says: [CLOSED],
    },
  },
  {
    id: 'pww-wa-closed-today-thanksgiving-morning',
    category: 'closed-day',
    channel: 'whatsapp',
    now: '2026-11-26T08:30:00-06:00',
    closedDays: TG,
    steps: ['Happy thanksgiving!! any chance I can grab a few slices today?'],
    expect: { noOrder: true, lastSays: [CLOSED], never: [OPEN_CLAIM, PLACED] },
  },
  {
    id: 'pww-wa-typos-saturdy-closed',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: SAT,
    steps: ['hiii can i order 5 red velvet sllices for saturdy at 1', 'oki sunday 1 then', 'Sofi', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Sofi' },
      says: [CLOSED, price(32.5)],
    },
  },
  {
    id: 'pww-wa-weekend-closed-sat-then-sun-then-mon',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: WEEKEND,
    steps: ['6 vanilla slices for saturday 1pm', 'sunday then?', 'fine monday at 1', 'Bea', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T13:00', name: 'Bea' },
      says: [CLOSED, price(33)],
      never: [OPEN_CLAIM],
    },
  },

  // ================================================================ voice
  {
    id: 'pww-voice-sat-closed-whole-sunday',
    category: 'closed-day',
    channel: 'voice',
    closedDays: SAT,
    steps: ["hi um I'd like a whole carrot cake for saturday at noon for pickup", 'oh okay, sunday at noon then', "it's Greg Holloway", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Greg Holloway' },
      says: [CLOSED, price(46)],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-voice-q-open-saturday-then-sunday',
    category: 'closed-day',
    channel: 'voice',
    closedDays: SAT,
    steps: ['hi are you guys open on saturday', 'okay what about sunday, what time do you open'],
    expect: { noOrder: true, says: [CLOSED, OPEN8], never: [/open (on )?sat(urday)?\b/i] },
  },
  {
    id: 'pww-voice-q-open-thanksgiving-closed',
    category: 'closed-day',
    channel: 'voice',
    closedDays: TG,
    steps: ['yeah hi, are you open on thanksgiving'],
    expect: { noOrder: true, lastSays: [CLOSED], never: [OPEN_CLAIM] },
  },
  {
    id: 'pww-voice-thanksgiving-two-lemon-wed',
    category: 'closed-day',
    channel: 'voice',
    closedDays: TG,
    steps: ['I need two whole lemon cakes for thanksgiving at eleven in the morning, pick up', 'oh. okay, wednesday at eleven then', "name's Patricia Nolan", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 2, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T11:00', name: 'Patricia Nolan' },
      says: [CLOSED, price(116)],
    },
  },
  {
    id: 'pww-voice-q-christmas-eve-no-closed-days',
    category: 'holiday',
    channel: 'voice',
    steps: ['hi, um, are you open on christmas eve'],
    expect: { noOrder: true, says: [HOLIDAY_CAREFUL], never: [CLOSED_XMAS_EVE] },
  },
  {
    id: 'pww-voice-christmas-eve-closed-23rd',
    category: 'closed-day',
    channel: 'voice',
    closedDays: XMAS,
    steps: ['i want to order a whole red velvet cake for christmas eve at two p m for pick up', 'oh no. okay december twenty third at two then', 'Carol Mendes', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-23T14:00', name: 'Carol Mendes' },
      says: [CLOSED],
    },
  },
  {
    id: 'pww-voice-night-before-closed-sat',
    category: 'overnight',
    channel: 'voice',
    now: '2026-11-20T20:30:00-06:00',
    closedDays: SAT,
    steps: ["hi sorry, I know it's late, I want four vanilla bean slices for tomorrow at ten a m", 'oh. sunday at ten then', 'Derek', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T10:00', name: 'Derek' },
      says: [CLOSED, price(22)],
    },
  },
  {
    id: 'pww-voice-monday-closed-lemon-slices',
    category: 'closed-day',
    channel: 'voice',
    closedDays: MON,
    steps: ['can I get six lemon slices for monday at five p m', 'tuesday at five then', 'Nadia', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T17:00', name: 'Nadia' },
      says: [CLOSED, price(34.5)],
    },
  },
  {
    id: 'pww-voice-weekend-closed-next-open-day',
    category: 'closed-day',
    channel: 'voice',
    closedDays: WEEKEND,
    steps: ['hi i need a chocolate fudge cake, the whole cake, for saturday at one', "okay, uh, the next day you're open then, same time", 'Victor Lane', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T13:00', name: 'Victor Lane' },
      says: [CLOSED],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-voice-q-day-after-thanksgiving',
    category: 'closed-day',
    channel: 'voice',
    closedDays: TG_FRI,
    steps: ['are you open the day after thanksgiving'],
    expect: { noOrder: true, lastSays: [CLOSED], never: [OPEN_CLAIM] },
  },
  {
    id: 'pww-voice-night-wed-friday-cake',
    category: 'overnight',
    channel: 'voice',
    now: '2026-11-25T21:00:00-06:00',
    closedDays: TG,
    steps: ['hi um, a whole chocolate fudge cake for friday at four p m, pick up', 'Ellen', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-27T16:00', name: 'Ellen' },
      says: [price(48)],
    },
  },
  {
    id: 'pww-voice-sat-closed-refusal-names-sunday',
    category: 'closed-day',
    channel: 'voice',
    closedDays: SAT,
    steps: ['hi um could I get three carrot slices saturday morning around ten'],
    expect: { noOrder: true, lastSays: [CLOSED, SUN22], never: [OPEN_CLAIM, PLACED] },
  },
  {
    id: 'pww-voice-open-right-now-closed-today',
    category: 'closed-day',
    channel: 'voice',
    now: '2026-11-21T11:00:00-06:00',
    closedDays: SAT,
    steps: ['hi are you open right now? I wanted to come get a couple slices'],
    expect: { noOrder: true, lastSays: [CLOSED], never: [OPEN_CLAIM, /yes,? we('re| are) open/i] },
  },
  {
    id: 'pww-voice-closed-thu-fri-moved-saturday',
    category: 'closed-day',
    channel: 'voice',
    closedDays: TG_FRI,
    steps: ['um a whole carrot cake for thursday the twenty sixth at three', 'how about friday then', 'okay saturday the twenty eighth at three, pick up', 'Lee Chambers', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-28T15:00', name: 'Lee Chambers' },
      says: [CLOSED, /(closed|not open)[^.!?]{0,30}(fri(day)?,? nov(ember)?\.? 27|27th)/i],
      never: [OPEN_CLAIM],
    },
  },

  // ================================================================ web chat
  {
    id: 'pww-web-sat-closed-whole-sunday',
    category: 'closed-day',
    channel: 'webchat',
    closedDays: SAT,
    steps: ["Hi, I'd like a whole red velvet cake for pickup Saturday at 3pm.", 'Sunday at 3pm works then.', 'Alicia Grant', '512-555-0201', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Alicia Grant', phone: '+15125550201' },
      says: [CLOSED, price(50)],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-web-thanksgiving-if-not-wednesday',
    category: 'closed-day',
    channel: 'webchat',
    closedDays: TG,
    steps: ["Are you open on Thanksgiving? If not, I'll take 6 carrot slices on Wednesday at 5pm.", 'Megan Cole, 512-555-0202', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T17:00', name: 'Megan Cole', phone: '+15125550202' },
      says: [CLOSED, price(36)],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-web-q-christmas-eve-hours-no-closed-days',
    category: 'holiday',
    channel: 'webchat',
    steps: ['What are your hours on Christmas Eve?'],
    expect: { noOrder: true, says: [HOLIDAY_CAREFUL], never: [CLOSED_XMAS_EVE] },
  },
  {
    id: 'pww-web-christmas-eve-two-cakes-23rd',
    category: 'closed-day',
    channel: 'webchat',
    closedDays: XMAS,
    steps: ["I'd like to order a whole vanilla bean cake and a whole chocolate fudge cake for Christmas Eve at noon, pickup.", 'Oh, then December 23rd at noon please.', 'Tom Becker', '(512) 555-0203', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-23T12:00', name: 'Tom Becker', phone: '+15125550203' },
      says: [CLOSED, price(92)],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-web-night-before-thanksgiving-slices-friday',
    category: 'overnight',
    channel: 'webchat',
    now: '2026-11-25T20:15:00-06:00',
    closedDays: TG,
    steps: ['Hi, can I still order 2 lemon slices and 2 carrot slices for tomorrow at 1pm?', 'Oh right, Friday at 1pm then.', 'Sara Lind 512-555-0204', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-27T13:00', name: 'Sara Lind', phone: '+15125550204' },
      says: [CLOSED, price(23.5)],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-web-q-weekend-both-closed',
    category: 'closed-day',
    channel: 'webchat',
    closedDays: WEEKEND,
    steps: ['Are you open Saturday or Sunday this weekend? When can I come by?'],
    expect: { noOrder: true, lastSays: [CLOSED, MON23], never: [OPEN_CLAIM] },
  },
  {
    id: 'pww-web-readback-try-saturday-keep-sunday',
    category: 'closed-day',
    channel: 'webchat',
    closedDays: SAT,
    steps: ['Whole carrot cake Sunday 10am pickup please', 'Paul Ng', '512-555-0205', 'Actually could we do Saturday instead, same time?', 'Ah ok, keep Sunday then.', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Paul Ng', phone: '+15125550205' },
      says: [CLOSED],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-web-black-friday-delivery-moved-saturday',
    category: 'closed-day',
    channel: 'webchat',
    closedDays: TG_FRI,
    steps: ['Could you deliver a whole chocolate fudge cake on Friday Nov 27 at 2pm to 88 Pine Ave?', 'Saturday the 28th at 2pm then', 'Rita Moss', '512-555-0206', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-28T14:00', name: 'Rita Moss', phone: '+15125550206', address: /88 Pine/i },
      says: [CLOSED],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pww-web-q-christmas-24-25-closed',
    category: 'closed-day',
    channel: 'webchat',
    closedDays: XMAS,
    steps: ['Are you open on the 24th and 25th of December?'],
    expect: { noOrder: true, lastSays: [CLOSED], never: [OPEN_CLAIM] },
  },
  {
    id: 'pww-web-custom-monday-closed-tuesday',
    category: 'closed-day',
    channel: 'webchat',
    closedDays: MON,
    steps: ["I'd like a custom 10 inch cake for Monday at 2pm, 'Happy Retirement Linda' on it, pickup", 'Tuesday at 2pm then', 'Joyce Hall', '512-555-0207', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T14:00', name: 'Joyce Hall', phone: '+15125550207', notes: /retirement/i },
      says: [CLOSED, price(85)],
    },
  },
  {
    id: 'pww-web-night-friday-sat-closed-sunday-cake',
    category: 'overnight',
    channel: 'webchat',
    now: '2026-11-20T22:00:00-06:00',
    closedDays: SAT,
    steps: ["Hi! I know it's late. A whole vanilla bean cake for Sunday at noon please, pickup.", 'Erin Walsh', '512-555-0208', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T12:00', name: 'Erin Walsh', phone: '+15125550208' },
      says: [price(44)],
    },
  },
  {
    id: 'pww-web-sat-closed-refusal-names-sunday',
    category: 'closed-day',
    channel: 'webchat',
    closedDays: SAT,
    steps: ['Can I get a whole lemon cake for Saturday at 1pm?'],
    expect: { noOrder: true, lastSays: [CLOSED, SUN22], never: [OPEN_CLAIM, PLACED] },
  },
  {
    id: 'pww-web-earliest-slices-closed-today',
    category: 'closed-day',
    channel: 'webchat',
    now: '2026-11-26T10:00:00-06:00',
    closedDays: TG,
    steps: ["What's the earliest I can pick up some slices?"],
    expect: { noOrder: true, lastSays: [FRI27, OPEN8], never: [OPEN_CLAIM] },
  },
];

const notYet = new Set<string>(['pww-sms-thanksgiving-slices-moved-friday', 'pww-sms-readback-try-thanksgiving-keep-wed', 'pww-wa-sat-closed-next-open-same-time', 'pww-wa-closed-today-thanksgiving-morning', 'pww-voice-weekend-closed-next-open-day', 'pww-voice-closed-thu-fri-moved-saturday', 'pww-web-q-weekend-both-closed', 'pww-web-q-christmas-24-25-closed', 'pww-web-earliest-slices-closed-today']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
