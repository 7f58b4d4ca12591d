import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WS: THE SAME DAY AND THE CLOCK. Slices wanted "in 20 minutes", "be there in like 20",
// "in 3 mins", "right now, on my way, 10 min", "asap" during the day (morning, midday, afternoon) and
// before opening; an order written at 7:55 PM for 7:58 PM (and "in 10 min" at 7:55, which is after
// closing); whole cakes wanted today or tonight (24 h notice: the clerk says so and offers the
// earliest time it can be ready, counted from the moment of asking, at 10:00, 13:30, 15:00, 19:45,
// Saturday 08:05, Sunday 14:00, 17:00 and 19:00, Monday 08:30, and at night, when the earliest falls
// after closing and moves to the next opening); orders sent between 8 PM and 8 AM (Fri 20:00 sharp,
// 20:05, 21:30, 22:30, Sat 00:40, 01:00, 01:30, 03:00, 06:50, 07:30, 07:50, Sat 20:30, Sun 07:30,
// Sun 20:15, Mon 07:40: held_overnight, the clerk says staff confirm it when the bakery opens and
// never says it is confirmed); conversations that cross 8 PM or 8 AM between the first message and
// the "yes"; "tomorrow" and "tonight" said after midnight; the Sunday and Monday hours (open 8 AM to
// 8 PM both days, like every day), asked and used; `now` set to many times of day.
//
// Decisions where the spec is silent:
// - "In 20 minutes", "be there in like 20", "in 3 mins", "10 min" are counted from the moment of
//   the message that says it (10:00 -> 10:20), and the order's time is that clock time.
// - "Asap" / "as soon as possible" for slices during opening hours: slices need no notice, so the
//   clerk takes the order for a time soon today and says that time back; the exact minutes are not
//   asserted (a clerk may allow a few minutes to box the slices), only that it is today and said.
//   "Asap" before opening is the opening, 8:00 AM that morning.
// - A whole cake wanted today: the clerk says it needs about 24 hours and offers the earliest time
//   it can be ready: 24 hours from the moment of asking, or, when that falls outside 8 AM to 8 PM,
//   the next opening (8 AM). The clerk does not merely propose "tomorrow at the same time you
//   asked". When the customer accepts "the earliest", the order's exact minute is not asserted (a
//   clerk may round up to the quarter hour); the day is.
// - The status is decided when the order is placed, at the customer's final "yes" (the clock moves
//   20 s per message): a conversation begun at 19:59:30 whose "yes" comes at 20:00:10 is
//   held_overnight; one begun at 07:59:30 whose "yes" comes at 08:00:10 is confirmed.
// - A held order is never said to be confirmed; the clerk says staff confirm it when the bakery
//   opens (8 AM).
// - "Tomorrow" said after midnight is ambiguous (the customer may mean the day that has just
//   begun); every such script has the customer then say which day they mean, and the clerk names
//   the day back, so a clerk who asks and one who reads back end the same. "Tonight" said at
//   1:30 AM Saturday is Saturday evening (the coming night), and "today" after midnight is Saturday.
// - "Today" said at 22:30 on Friday: the bakery is closed for the day; the clerk says when it opens.
// - Sunday and Monday are ordinary days (8 AM to 8 PM); no holiday falls on Nov 22 or 23.
// - A question about the hours followed by "ok thanks" is not an order.
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46, red velvet
// $50, vanilla bean $44; lemon chiffon 10-inch only $58. Slices (pickup only, no notice): chocolate
// fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean
// $5.50. Open 8 AM to 8 PM Central every day; an order placed 8 PM to 8 AM is held_overnight.
// Clock: Fri 2026-11-20 10:00 Central unless `now` is set: Sat 21, Sun 22, Mon 23, Tue 24.

/** A negation or hedge shortly before a claim makes it something else. */
const HEDGED = String.raw`(?<!(?:\bnot|\bno|n['’]t|\bnever|\bcannot|\bunable to|\bwhether|\bif|\bwithout|\bonce|\buntil|\bbefore|\bwhen|\bafter|\bbe)\b[^.!?]{0,40})`;
/** A placed order said to be confirmed outright (it is held for the morning). */
const CONFIRMED_CLAIM = new RegExp(
  HEDGED + String.raw`\b(it['’]?s|it is|order is|order was|order has been|has been|is now|you['’]?re all|you are all) (now |all |fully )?(confirmed|all set|good to go)\b|\border confirmed\b`,
  'i',
);
/** Held for the morning: placed after hours, staff confirm it when the bakery opens. */
const HELD =
  /after hours|overnight|staff (will |to )?(confirm|review|check)|not (yet )?confirmed|confirm(ed)? (it )?(after|at|by|when we open|in the morning|once we open)|(after|at) 8 ?(:00 ?)?a\.?m|after eight|when we open|once we open|held/i;
/** The opening time. */
const OPEN_8AM = /\b8(:00)?\s*a\.?m\b|\beight\s*(a\.?m|o.?clock|in the morning)|open(s|ing)? (at|from) 8/i;
/** The closing time. */
const CLOSE_8PM = /\b8(:00)?\s*p\.?m\b|\beight\s*(p\.?m|o.?clock|in the evening|at night|tonight)|clos(e|es|ing) at 8|until 8|till 8|\b20:00\b/i;
/** Closed now / for the day. */
const CLOSED_NOW = /closed|not open|n['’]?t open|after hours|open(s)? (again )?(at|on|tomorrow|in the morning)/i;
/** Hours the bakery does not keep. */
const LATER_HOURS = /\b(9|10|11)(:00)?\s*p\.?m\b|open (late|until (9|10|11|midnight))|(nine|ten|eleven) (p\.?m|at night|in the evening)|24 hours a day|open 24\/7|open all night/i;
/** Whole cakes need about a day's notice. */
const NOTICE_24 = /\b24[- ]?(hours?|hrs?|h)\b|twenty[- ]four hours|a day'?s notice|(a|one) (full )?day (ahead|in advance|of notice|before)|too soon|not enough notice|earliest|soonest|advance notice/i;
/** Sunday or Monday called a closed day. */
const SUNDAY_CLOSED = new RegExp(HEDGED + String.raw`\b(closed (on )?sundays?|sundays? (we are|we['’]re) closed|(we are|we['’]re) closed (on )?sundays?)`, 'i');
const MONDAY_CLOSED = new RegExp(HEDGED + String.raw`\b(closed (on )?mondays?|mondays? (we are|we['’]re) closed|(we are|we['’]re) closed (on )?mondays?)`, 'i');
/** Some clock time said (a read-back of the time booked). */
const A_TIME = /\b\d{1,2}:\d\d\b|\b\d{1,2}\s*(a\.?m|p\.?m)\b|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]?\w*\s*(a\.?m|p\.?m|o.?clock|in the (morning|afternoon|evening))/i;

/** A clock time as a reply may say it: "2:30 PM", "two thirty in the afternoon", "noon". */
const T = (h: number, m = 0): RegExp => {
  const hour12 = h % 12 || 12;
  const ampm = h < 12 ? 'a\\.?m\\.?' : 'p\\.?m\\.?';
  const word = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'][h % 12];
  const mm = m === 0 ? '(:00)?' : `:${String(m).padStart(2, '0')}`;
  const noon = h === 12 && m === 0 ? '|\\bnoon\\b|\\bmidday\\b' : '';
  const h24 = `|\\b${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}\\b`;
  return new RegExp(`\\b${hour12}${mm}\\s*${ampm}|\\b${word}${m === 0 ? '' : '[- ]\\w+'}\\s*(${ampm}|o.?clock|in the (afternoon|morning|evening)|at night|tonight)${noon}${h24}`, 'i');
};

/** Some time in the given hour, any minutes: an earliest time a clerk may round up ("10:15 AM"). */
const H = (h: number): RegExp => {
  const hour12 = h % 12 || 12;
  const ampm = h < 12 ? 'a\\.?m\\.?' : 'p\\.?m\\.?';
  const word = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'][h % 12];
  return new RegExp(`\\b${hour12}(:[0-5]\\d)?\\s*${ampm}|\\b${word}([- ]\\w+)?\\s*(${ampm}|o.?clock|in the (afternoon|morning|evening))|\\b${String(h).padStart(2, '0')}:[0-5]\\d\\b`, 'i');
};
/** Told a whole cake cannot be had tonight. */
const NOT_TONIGHT =
  /too soon|not enough notice|earliest|soonest|(can.?t|cannot|won.?t|not)( be)?( have it| make it| get it| do it)?( ready| possible| available)? (tonight|today|in time|that soon|by then)/i;

const SAT21 = /\bsat(urday)?\b|\b21(st)?\b|nov(ember)?\.? 21/i;
const SAT_OR_TOMORROW = /\bsat(urday)?\b|\b21(st)?\b|tomorrow/i;
const SUN22 = /\bsun(day)?\b|\b22(nd)?\b/i;
const MON23 = /\bmon(day)?\b|\b23(rd)?\b/i;
const TUE24 = /\btue(s|sday)?\b|\b24(th)?\b(?![- ]?(hours?|hrs?|h)\b)/i;
/** The day named after midnight: Saturday (today) or Sunday. */
const DAY_NAMED = /\bsat(urday)?\b|\bsun(day)?\b|\b2[12](st|nd)?\b/i;
/** Tomorrow (on a Friday, during the day): wrong for an "asap" slice order. */
const NOT_TODAY = /\btomorrow\b|\bsat(urday)?\b|\bnov(ember)?\.? 21\b/i;

const FRI_1140 = '2026-11-20T11:40:00-06:00';
const FRI_1200 = '2026-11-20T12:00:00-06:00';
const FRI_1215 = '2026-11-20T12:15:00-06:00';
const FRI_1330 = '2026-11-20T13:30:00-06:00';
const FRI_1410 = '2026-11-20T14:10:00-06:00';
const FRI_1500 = '2026-11-20T15:00:00-06:00';
const FRI_1600 = '2026-11-20T16:00:00-06:00';
const FRI_1945 = '2026-11-20T19:45:00-06:00';
const FRI_1955 = '2026-11-20T19:55:00-06:00';
const FRI_1958 = '2026-11-20T19:58:00-06:00';
const FRI_1959 = '2026-11-20T19:59:00-06:00';
const FRI_1959_30 = '2026-11-20T19:59:30-06:00';
const FRI_2000 = '2026-11-20T20:00:00-06:00';
const FRI_2005 = '2026-11-20T20:05:00-06:00';
const FRI_2130 = '2026-11-20T21:30:00-06:00';
const FRI_2230 = '2026-11-20T22:30:00-06:00';
const SAT_0040 = '2026-11-21T00:40:00-06:00';
const SAT_0045 = '2026-11-21T00:45:00-06:00';
const SAT_0100 = '2026-11-21T01:00:00-06:00';
const SAT_0130 = '2026-11-21T01:30:00-06:00';
const SAT_0300 = '2026-11-21T03:00:00-06:00';
const SAT_0650 = '2026-11-21T06:50:00-06:00';
const SAT_0730 = '2026-11-21T07:30:00-06:00';
const SAT_0750 = '2026-11-21T07:50:00-06:00';
const SAT_0759_30 = '2026-11-21T07:59:30-06:00';
const SAT_0805 = '2026-11-21T08:05:00-06:00';
const SAT_0910 = '2026-11-21T09:10:00-06:00';
const SAT_1400 = '2026-11-21T14:00:00-06:00';
const SAT_2030 = '2026-11-21T20:30:00-06:00';
const SUN_0730 = '2026-11-22T07:30:00-06:00';
const SUN_0900 = '2026-11-22T09:00:00-06:00';
const SUN_1400 = '2026-11-22T14:00:00-06:00';
const SUN_1700 = '2026-11-22T17:00:00-06:00';
const SUN_1900 = '2026-11-22T19:00:00-06:00';
const SUN_1930 = '2026-11-22T19:30:00-06:00';
const SUN_2015 = '2026-11-22T20:15:00-06:00';
const MON_0740 = '2026-11-23T07:40:00-06:00';
const MON_0830 = '2026-11-23T08:30:00-06:00';

const written: Script[] = [
  // ================================================================ SMS: slices soon, today
  {
    id: 'pws-sms-rv-in-20-min',
    category: 'same-day',
    channel: 'sms',
    steps: ['2 red velvet slices in 20 min for pickup, name Jules Park', 'yes'],
    expect: {
      says: [price(13), T(10, 20)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T10:20', name: 'Jules Park' },
    },
  },
  {
    id: 'pws-sms-be-there-in-like-20',
    category: 'same-day',
    channel: 'sms',
    now: FRI_1330,
    steps: ['hey can u set aside 3 lemon slices for me, be there in like 20', 'Marco Bellini', 'yes'],
    expect: {
      says: [price(17.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:50', name: 'Marco Bellini' },
    },
  },
  {
    id: 'pws-sms-choc-in-20-textspeak',
    category: 'same-day',
    channel: 'sms',
    now: FRI_1500,
    steps: ['yo 2 choc fudge slices in 20 mins k? -Jay Okafor', 'ya'],
    expect: {
      says: [price(13)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:20', name: 'Jay Okafor' },
    },
  },
  {
    id: 'pws-sms-asap-carrot-afternoon',
    category: 'same-day',
    channel: 'sms',
    now: FRI_1410,
    steps: ['2 carrot slices asap pls', 'Lou Baker', 'yes'],
    expect: {
      says: [price(12), A_TIME],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', name: 'Lou Baker' },
      never: [NOT_TODAY],
    },
  },
  {
    id: 'pws-sms-right-now-on-my-way-10-min',
    category: 'same-day',
    channel: 'sms',
    steps: ['can u hold 2 choc fudge slices for me right now? on my way, 10 min. Rae Collins', 'yep'],
    expect: {
      // Ready now or at 10:10 when the customer arrives: either is a fair pickup time.
      says: [price(13), /\b10:[01]\d\s*a\.?m/i],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', name: 'Rae Collins' },
      never: [NOT_TODAY],
    },
  },

  // ================================================================ SMS: just before closing
  {
    id: 'pws-sms-755-for-758',
    category: 'closing',
    channel: 'sms',
    now: FRI_1955,
    steps: ['2 vanilla slices for 7:58, parking now lol. Zoe Kim', 'yes'],
    expect: {
      says: [price(11)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:58', name: 'Zoe Kim' },
    },
  },
  {
    id: 'pws-sms-755-in-10-min-after-close',
    category: 'closing',
    channel: 'sms',
    now: FRI_1955,
    steps: ['can i get a lemon slice in 10 min?', 'oh shoot ok 7:59 then, name Abby Vance', 'yes'],
    expect: {
      says: [CLOSE_8PM],
      order: { items: [{ sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:59', name: 'Abby Vance' },
      never: [LATER_HOURS],
    },
  },

  // ================================================================ SMS: whole cakes wanted today
  {
    id: 'pws-sms-whole-today-by-5-earliest',
    category: 'notice',
    channel: 'sms',
    steps: ['need a whole choc fudge cake today by 5pm for pickup, Ty Brooks', 'ok tmrw at 5 then', 'yes'],
    expect: {
      says: [NOTICE_24, SAT_OR_TOMORROW, H(10), price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Ty Brooks' },
    },
  },
  {
    id: 'pws-sms-1500-whole-tonight-switch-to-slices',
    category: 'notice',
    channel: 'sms',
    now: FRI_1500,
    steps: ['can i get a whole red velvet cake tonight at 7?', 'ugh ok just do 6 red velvet slices at 7 then', 'Nia Grant', 'yes'],
    expect: {
      says: [NOTICE_24, H(15), price(39)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:00', name: 'Nia Grant' },
    },
  },
  {
    id: 'pws-sms-1330-whole-tmrw-9am-too-soon',
    category: 'notice',
    channel: 'sms',
    now: FRI_1330,
    steps: ['whole carrot cake tmrw 9am pickup?', 'ok sat 2pm then', 'Ben Ong', 'yes'],
    expect: {
      says: [NOTICE_24, /\b1:[3-5]\d\s*p\.?m|\b13:[3-5]\d\b|\bone[- ](thirty|forty|fifty)/i, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Ben Ong' },
    },
  },

  // ================================================================ SMS: sent between 8 PM and 8 AM
  {
    id: 'pws-sms-2000-sharp-held',
    category: 'overnight',
    channel: 'sms',
    now: FRI_2000,
    steps: ['3 choc fudge slices tmrw at noon, Eli Ross', 'yes'],
    expect: {
      says: [price(19.5), HELD],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T12:00', name: 'Eli Ross' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-sms-2230-today-is-over',
    category: 'overnight',
    channel: 'sms',
    now: FRI_2230,
    steps: ['can i still get 2 lemon slices today?', 'ok tmrw 9am then, Gus Lind', 'yes'],
    expect: {
      says: [CLOSED_NOW, OPEN_8AM, HELD],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Gus Lind' },
      never: [CONFIRMED_CLAIM, LATER_HOURS],
    },
  },
  {
    id: 'pws-sms-0040-tomorrow-means-saturday',
    category: 'after-midnight',
    channel: 'sms',
    now: SAT_0040,
    steps: ['2 carrot slices for tomorrow at 11, Jess Moore', 'i mean saturday, like later today, its past midnight lol', 'yes'],
    expect: {
      says: [SAT21, price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T11:00', name: 'Jess Moore' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-sms-0300-tomorrow-means-sunday-whole',
    category: 'after-midnight',
    channel: 'sms',
    now: SAT_0300,
    steps: ['whole vanilla bean cake for tomorrow at 2pm, pickup. Pat Lowe', 'sunday the 22nd, to be clear', 'yes'],
    expect: {
      says: [SUN22, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T14:00', name: 'Pat Lowe' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-sms-0130-tonight-is-saturday-evening',
    category: 'after-midnight',
    channel: 'sms',
    now: SAT_0130,
    steps: ['hey can i get 2 rv slices tonight at 6? Dee Marsh', 'yes'],
    expect: {
      says: [price(13), SAT21],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T18:00', name: 'Dee Marsh' },
      never: [CONFIRMED_CLAIM, SUN22],
    },
  },
  {
    id: 'pws-sms-0650-asap-is-opening',
    category: 'overnight',
    channel: 'sms',
    now: SAT_0650,
    steps: ['need 4 vanilla slices asap for a work thing, Kat Ng', 'yes'],
    expect: {
      says: [OPEN_8AM, price(22)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:00', name: 'Kat Ng' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-sms-0759-yes-after-8-confirmed',
    category: 'opening',
    channel: 'sms',
    now: SAT_0759_30,
    // The first message comes at 07:59:30; the "yes" at 08:00:10, after opening.
    steps: ['morning! 3 carrot slices for 9am pickup, name Deb Hall', 'actually make it 4', 'yes'],
    expect: {
      says: [price(24)],
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T09:00', name: 'Deb Hall' },
    },
  },
  {
    id: 'pws-sms-1959-yes-after-8-held',
    category: 'closing',
    channel: 'sms',
    now: FRI_1959_30,
    // The first message comes at 19:59:30; the "yes" at 20:00:10, after closing.
    steps: ['2 lemon slices tmrw 10am, Roy Diaz', 'make it 3', 'yes'],
    expect: {
      says: [price(17.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Roy Diaz' },
      never: [CONFIRMED_CLAIM],
    },
  },

  // ================================================================ SMS: Sunday and Monday
  {
    id: 'pws-sms-sunday-open-today',
    category: 'sunday',
    channel: 'sms',
    now: SUN_0900,
    steps: ['r u guys open today? its sunday so wasnt sure', 'ok cool, 2 rv slices at 3 then, Mo Lee', 'yes'],
    expect: {
      says: [price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Mo Lee' },
      never: [SUNDAY_CLOSED, /closed (right now|today)/i],
    },
  },
  {
    id: 'pws-sms-open-mondays-question',
    category: 'monday',
    channel: 'sms',
    steps: ['are you open mondays? alot of bakeries close mon', 'ok thx'],
    expect: { noOrder: true, says: [MON23, OPEN_8AM], never: [MONDAY_CLOSED] },
  },
  {
    id: 'pws-sms-sunday-830pm-refused',
    category: 'sunday',
    channel: 'sms',
    steps: ['can i pick up 2 choc slices sunday at 8:30pm? Liz Tran', 'ok 7:30 then', 'yes'],
    expect: {
      says: [CLOSE_8PM, price(13)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T19:30', name: 'Liz Tran' },
      never: [LATER_HOURS],
    },
  },
  {
    id: 'pws-sms-sat-2030-whole-sunday-earliest-monday',
    category: 'notice',
    channel: 'sms',
    now: SAT_2030,
    // Sat 20:30 + 24 h is Sunday 20:30, after closing: the earliest is Monday 8 AM.
    steps: ['whole carrot cake for sunday at 3pm, pickup, Hana Sato', 'ok monday at 1 then', 'yes'],
    expect: {
      says: [NOTICE_24, MON23, OPEN_8AM],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-23T13:00', name: 'Hana Sato' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-sms-mon-0740-before-open',
    category: 'monday',
    channel: 'sms',
    now: MON_0740,
    steps: ['can i grab 2 lemon slices at 7:45 on my way to work? Ines Baptiste', 'ok 8:10 then', 'yes'],
    expect: {
      says: [OPEN_8AM, price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-23T08:10', name: 'Ines Baptiste' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-sms-sunday-whole-for-dinner-tonight',
    category: 'notice',
    channel: 'sms',
    now: SUN_1400,
    steps: ['whole choc fudge cake for dinner tonight? like 6', 'ok mon 6pm, pickup', 'Tom Hale', 'yes'],
    expect: {
      says: [NOTICE_24, MON23, H(14), price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T18:00', name: 'Tom Hale' },
    },
  },

  // ================================================================ WhatsApp
  {
    id: 'pws-wa-lunch-in-20-minutes',
    category: 'same-day',
    channel: 'whatsapp',
    now: FRI_1215,
    steps: ["Hi! 1 large choc fudge slice + 1 carrot slice, I'll be there in 20 minutes 🙂 Name: Sofia Reyes", 'yes please'],
    expect: {
      says: [price(15.5)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }, { sku: 'carrot-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:35',
        name: 'Sofia Reyes',
      },
    },
  },
  {
    id: 'pws-wa-755-lemon-in-3-mins',
    category: 'closing',
    channel: 'whatsapp',
    now: FRI_1955,
    steps: ['still open?? can I grab a lemon slice in 3 mins, Omar Farouk 🙏', 'yes!'],
    expect: {
      says: [price(5.75)],
      order: { items: [{ sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:58', name: 'Omar Farouk' },
    },
  },
  {
    id: 'pws-wa-whole-today-take-the-earliest',
    category: 'notice',
    channel: 'whatsapp',
    steps: ['Is it possible to get a whole lemon cake today for pickup? Birthday surprise 🎂', 'ok the earliest works, book it for then please. Name Carla Diaz', 'yes'],
    expect: {
      says: [NOTICE_24, SAT_OR_TOMORROW, H(10), price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', name: 'Carla Diaz' },
      never: [/\bsun(day)?\b/i],
    },
  },
  {
    id: 'pws-wa-sat-0805-whole-this-afternoon',
    category: 'notice',
    channel: 'whatsapp',
    now: SAT_0805,
    steps: ['morning! whole vanilla bean cake for this afternoon 4pm possible? ill pick it up', 'oh ok, sunday at 4 then', 'Bella Cruz', 'yes'],
    expect: {
      says: [NOTICE_24, SUN22, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T16:00', name: 'Bella Cruz' },
    },
  },
  {
    id: 'pws-wa-2005-held-whole-sunday',
    category: 'overnight',
    channel: 'whatsapp',
    now: FRI_2005,
    steps: ["Hi, I know you're closed now, whole red velvet cake for Sunday 11am pickup. Name: Noor Khan", 'yes'],
    expect: {
      says: [price(50), HELD],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T11:00', name: 'Noor Khan' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-wa-0130-tmrw-means-sunday-whole',
    category: 'after-midnight',
    channel: 'whatsapp',
    now: SAT_0130,
    steps: ['hi!! whole choc fudge cake tmrw at 5pm pls, pickup. Lia Park', "sunday i mean, sorry it's after midnight haha", 'yes'],
    expect: {
      says: [SUN22, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T17:00', name: 'Lia Park' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-wa-0300-large-slices-this-morning',
    category: 'overnight',
    channel: 'whatsapp',
    now: SAT_0300,
    steps: ['pls tell me you take orders at 3am lol. 6 large choc fudge slices for 10am today', 'Max Fox', 'yes'],
    expect: {
      says: [price(57), HELD],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 6, size: 'large' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Max Fox' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-wa-sunday-hours-asked-saturday',
    category: 'sunday',
    channel: 'whatsapp',
    now: SAT_1400,
    steps: ['what are your hours tomorrow? (Sunday)', 'perfect thanks!'],
    expect: { noOrder: true, says: [OPEN_8AM, CLOSE_8PM], never: [SUNDAY_CLOSED, LATER_HOURS] },
  },
  {
    id: 'pws-wa-sunday-1930-how-late',
    category: 'sunday',
    channel: 'whatsapp',
    now: SUN_1930,
    steps: ['how late are you open tonight? want to grab a slice', 'ok omw'],
    expect: { says: [CLOSE_8PM], never: [SUNDAY_CLOSED, LATER_HOURS] },
  },
  {
    id: 'pws-wa-sun-1900-whole-monday-morning',
    category: 'notice',
    channel: 'whatsapp',
    now: SUN_1900,
    // Sun 19:00 + 24 h is Monday 19:00, still open: the earliest.
    steps: ['Whole carrot cake for tomorrow morning 9am pickup? Mia Lopez', 'ok monday 7:30pm then', 'yes'],
    expect: {
      says: [NOTICE_24, H(19), price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T19:30', name: 'Mia Lopez' },
    },
  },
  {
    id: 'pws-wa-sun-2015-slices-monday-opening',
    category: 'overnight',
    channel: 'whatsapp',
    now: SUN_2015,
    steps: ['2 carrot + 2 lemon slices for monday 8am when you open, Emma Ruiz', 'yes'],
    expect: {
      says: [price(23.5), HELD],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-23T08:00', name: 'Emma Ruiz' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-wa-asap-vanilla-1600',
    category: 'same-day',
    channel: 'whatsapp',
    now: FRI_1600,
    steps: ['Hey 😊 could I get 3 vanilla bean slices asap? Lucas Weber', 'yes'],
    expect: {
      says: [price(16.5), A_TIME],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', name: 'Lucas Weber' },
      never: [NOT_TODAY],
    },
  },
  {
    id: 'pws-wa-1945-soonest-whole',
    category: 'notice',
    channel: 'whatsapp',
    now: FRI_1945,
    // Fri 19:45 + 24 h is Saturday 19:45, before closing: the earliest.
    steps: ["what's the soonest I could get a whole chocolate fudge cake?", 'ok thanks, ill think about it'],
    expect: { noOrder: true, says: [SAT_OR_TOMORROW, /\b7:[45]\d\s*p\.?m|\b19:[45]\d\b|\bseven[- ](forty|fifty)/i] },
  },

  // ================================================================ voice
  {
    id: 'pws-voice-twenty-minutes',
    category: 'same-day',
    channel: 'voice',
    steps: ["hi, um, can I get two lemon slices, I'll be there in about twenty minutes", "it's Carol Baines", 'yes'],
    expect: {
      says: [price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T10:20', name: 'Carol Baines' },
    },
  },
  {
    id: 'pws-voice-755-for-758',
    category: 'closing',
    channel: 'voice',
    now: FRI_1955,
    steps: ["hi, are you still open? I'm like three minutes away, could you hold a large chocolate fudge slice for me for seven fifty eight", 'Dan Lee', 'yes'],
    expect: {
      says: [price(9.5)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:58', name: 'Dan Lee' },
    },
  },
  {
    id: 'pws-voice-whole-carrot-this-afternoon',
    category: 'notice',
    channel: 'voice',
    steps: ['hi, I need a whole carrot cake to pick up this afternoon, around three', 'oh, um, okay, then tomorrow at three', "it's Paula Grant", 'yes'],
    expect: {
      says: [NOTICE_24, H(10), price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Paula Grant' },
    },
  },
  {
    id: 'pws-voice-in-the-car-fifteen-minutes',
    category: 'same-day',
    channel: 'voice',
    now: FRI_1330,
    steps: ["yeah hi, I'm in the car right now, could you put aside four red velvet slices, I'll be there in fifteen minutes", 'Gary Holt', 'yes'],
    expect: {
      says: [price(26)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:45', name: 'Gary Holt' },
    },
  },
  {
    id: 'pws-voice-asap-saturday-morning',
    category: 'same-day',
    channel: 'voice',
    now: SAT_0910,
    steps: ["hi, I'd like two carrot slices and a vanilla slice as soon as possible please", 'Ruth Ellis', 'yes'],
    expect: {
      says: [price(17.5), A_TIME],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', name: 'Ruth Ellis' },
      never: [/\btomorrow\b|\bsun(day)?\b/i],
    },
  },
  {
    id: 'pws-voice-2130-held-tomorrow-noon',
    category: 'overnight',
    channel: 'voice',
    now: FRI_2130,
    steps: ["hi, um, I know you're probably closed, can I order three lemon slices for tomorrow at noon", 'Beth Nolan', 'yes'],
    expect: {
      says: [price(17.25), HELD],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T12:00', name: 'Beth Nolan' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-voice-0045-tomorrow-means-saturday',
    category: 'after-midnight',
    channel: 'voice',
    now: SAT_0045,
    steps: ["hi, sorry it's so late, I want two red velvet slices for tomorrow at ten in the morning", 'Saturday, I mean, later today', 'Kevin Moss', 'yes'],
    expect: {
      says: [SAT21, price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Kevin Moss' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-voice-sunday-0730-what-time-open',
    category: 'sunday',
    channel: 'voice',
    now: SUN_0730,
    steps: ['hi, what time do you open this morning', 'okay then can I get six vanilla slices at eight fifteen', 'Greg Moss', 'yes'],
    expect: {
      says: [OPEN_8AM, price(33)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T08:15', name: 'Greg Moss' },
      never: [CONFIRMED_CLAIM, SUNDAY_CLOSED],
    },
  },
  {
    id: 'pws-voice-open-monday-whole-rv',
    category: 'monday',
    channel: 'voice',
    steps: ['hi, um, are you open on Monday? I wanted to pick up a whole red velvet cake Monday at noon', 'Nadia Park', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T12:00', name: 'Nadia Park' },
      never: [MONDAY_CLOSED],
    },
  },
  {
    id: 'pws-voice-1959-yes-before-8',
    category: 'closing',
    channel: 'voice',
    now: FRI_1959,
    // The "yes" comes at 19:59:40, before closing.
    steps: ['hi, I know you close at eight, can I order two carrot slices for tomorrow at nine', 'Lee Hunt', 'yes'],
    expect: {
      says: [price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T09:00', name: 'Lee Hunt' },
    },
  },
  {
    id: 'pws-voice-sat-0750-in-twenty-minutes',
    category: 'opening',
    channel: 'voice',
    now: SAT_0750,
    steps: ['hi, are you open? can I pick up three chocolate fudge slices in twenty minutes', 'Alan Cho', 'yes'],
    expect: {
      says: [price(19.5)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:10', name: 'Alan Cho' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-voice-sun-1700-whole-tonight',
    category: 'notice',
    channel: 'voice',
    now: SUN_1700,
    steps: ['hi, do you have a whole chocolate fudge cake I could pick up tonight', 'oh, okay, Monday at five thirty then', "it's Irene Cole", 'yes'],
    expect: {
      says: [NOT_TONIGHT, MON23, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T17:30', name: 'Irene Cole' },
    },
  },
  {
    id: 'pws-voice-sunday-eight-thirty-evening',
    category: 'sunday',
    channel: 'voice',
    steps: ['hi, can I order a whole lemon cake for pickup on Sunday at eight thirty in the evening', 'oh okay, seven thirty then', 'Frank Ito', 'yes'],
    expect: {
      says: [CLOSE_8PM, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T19:30', name: 'Frank Ito' },
      never: [LATER_HOURS],
    },
  },

  // ================================================================ web chat
  {
    id: 'pws-web-slices-in-20-minutes',
    category: 'same-day',
    channel: 'webchat',
    now: FRI_1140,
    steps: ['Hi, could I get 2 lemon and 2 vanilla slices for pickup in 20 minutes?', 'Ava Stone', '512-555-0141', 'yes'],
    expect: {
      says: [price(22.5), T(12)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:00',
        name: 'Ava Stone',
        phone: '+15125550141',
      },
    },
  },
  {
    id: 'pws-web-755-for-758',
    category: 'closing',
    channel: 'webchat',
    now: FRI_1955,
    steps: ["Hi! 1 carrot slice for 7:58pm, I'm across the street", 'Leo Marsh', '512 555 0152', 'yes'],
    expect: {
      says: [price(6)],
      order: { items: [{ sku: 'carrot-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:58', name: 'Leo Marsh', phone: '+15125550152' },
    },
  },
  {
    id: 'pws-web-whole-today-6pm-then-saturday',
    category: 'notice',
    channel: 'webchat',
    steps: ['Can I get a whole red velvet cake for pickup today at 6pm?', 'OK, Saturday at 10:30am then', 'Mina Cho', '512-555-0163', 'yes'],
    expect: {
      says: [NOTICE_24, SAT_OR_TOMORROW, H(10), price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:30', name: 'Mina Cho', phone: '+15125550163' },
    },
  },
  {
    id: 'pws-web-2000-held-large-slices',
    category: 'overnight',
    channel: 'webchat',
    now: FRI_2000,
    steps: ['Hi, 2 large chocolate fudge slices for tomorrow at 1pm please', 'Ray Song', '512-555-0175', 'yes'],
    expect: {
      says: [price(19), HELD],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T13:00', name: 'Ray Song', phone: '+15125550175' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-web-sat-0730-slices-today',
    category: 'overnight',
    channel: 'webchat',
    now: SAT_0730,
    steps: ['Good morning, can I order 4 carrot slices for 9:30 today?', 'Tessa Lin', '512-555-0186', 'yes'],
    expect: {
      says: [price(24), HELD],
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:30', name: 'Tessa Lin', phone: '+15125550186' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-web-0100-tomorrow-means-saturday',
    category: 'after-midnight',
    channel: 'webchat',
    now: SAT_0100,
    steps: [
      'Hello, still taking orders? I need 3 red velvet slices for tomorrow at 4pm',
      "Sorry, I mean Saturday, so later today. It's so late I've lost track of the days",
      'Noah Kim',
      '512-555-0197',
      'yes',
    ],
    expect: {
      says: [SAT21, price(19.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T16:00', name: 'Noah Kim', phone: '+15125550197' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-web-sunday-hours-question',
    category: 'sunday',
    channel: 'webchat',
    steps: ['Are you open on Sundays? What are the hours?', 'Great, thank you!'],
    expect: { noOrder: true, says: [OPEN_8AM, CLOSE_8PM], never: [SUNDAY_CLOSED, LATER_HOURS] },
  },
  {
    id: 'pws-web-sat-2030-whole-sunday-noon',
    category: 'notice',
    channel: 'webchat',
    now: SAT_2030,
    steps: ['Could I order a whole vanilla bean cake for pickup tomorrow (Sunday) at noon?', 'Oh I see. Monday at noon then.', 'Lara Voss', '512-555-0119', 'yes'],
    expect: {
      says: [NOTICE_24, MON23, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-23T12:00', name: 'Lara Voss', phone: '+15125550119' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-web-mon-0830-whole-today',
    category: 'monday',
    channel: 'webchat',
    now: MON_0830,
    steps: ['Hi, whole lemon cake for pickup today at 5pm?', 'Okay, Tuesday at 5pm then', 'Jon Park', '512-555-0128', 'yes'],
    expect: {
      says: [NOTICE_24, TUE24, H(8), price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T17:00', name: 'Jon Park', phone: '+15125550128' },
    },
  },
  {
    id: 'pws-web-1959-yes-at-8-held',
    category: 'closing',
    channel: 'webchat',
    now: FRI_1959,
    // The "yes" comes at 20:00:00: the bakery has closed.
    steps: ['2 vanilla slices for tomorrow 11am', 'Kira West', '512-555-0133', 'yes'],
    expect: {
      says: [price(11)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T11:00', name: 'Kira West', phone: '+15125550133' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pws-web-asap-midday',
    category: 'same-day',
    channel: 'webchat',
    now: FRI_1200,
    steps: ["Hi, I'd like 2 red velvet slices as soon as possible", 'Omar Said', '512-555-0144', 'yes'],
    expect: {
      says: [price(13), A_TIME],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', name: 'Omar Said', phone: '+15125550144' },
      never: [NOT_TODAY],
    },
  },
  {
    id: 'pws-web-whole-asap-earliest',
    category: 'notice',
    channel: 'webchat',
    steps: ['I need a whole chocolate fudge cake asap, I will pick it up', 'ok, the earliest then', 'Ada Lee', '512-555-0155', 'yes'],
    expect: {
      says: [NOTICE_24, SAT_OR_TOMORROW, H(10), price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', name: 'Ada Lee', phone: '+15125550155' },
      never: [/\bsun(day)?\b/i],
    },
  },
  {
    id: 'pws-web-1958-open-right-now',
    category: 'closing',
    channel: 'webchat',
    now: FRI_1958,
    steps: ["Are you still open right now? I'm outside, can I come in and grab a slice?", 'great, coming in!'],
    expect: { says: [CLOSE_8PM], never: [/(we are|we['’]re) (now )?closed|closed (right now|for the (day|night))/i, LATER_HOURS] },
  },
];

const notYet = new Set<string>(['pws-sms-755-for-758', 'pws-sms-0040-tomorrow-means-saturday', 'pws-sms-sunday-whole-for-dinner-tonight', 'pws-wa-0130-tmrw-means-sunday-whole', 'pws-wa-1945-soonest-whole', 'pws-voice-sun-1700-whole-tonight', 'pws-web-0100-tomorrow-means-saturday']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
