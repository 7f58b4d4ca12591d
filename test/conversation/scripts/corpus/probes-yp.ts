import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// THE CALENDAR: HOLIDAYS, CLOSED DAYS, DAYLIGHT SAVING AND THE NIGHT. Days the owner closed
// (Thanksgiving Thu 2026-11-26, Christmas Eve and Day, New Year's Day 2027-01-01, a whole weekend,
// a Saturday, today itself) asked for and ordered around: the order is never placed for the closed
// day, the clerk says it is closed and the customer picks another day; the earliest time offered
// skips a closed day; holidays the owner did not close (Christmas Eve, New Year's Eve) still take
// orders. Dates across the month's end and the year's end ("the 1st" said on Nov 30, "the 2nd"
// said on Dec 31, "tomorrow" on Nov 30, "this friday" on a Monday, "day after tomorrow" landing on
// Thanksgiving, "november 31st"). Orders written at night (21:30, 23:50, 00:20, 06:30, 7:59, 20:00
// sharp: held_overnight, and the clerk never says the order is confirmed) and at 19:59 (confirmed).
// Pickups before opening or after closing (8 AM to 8 PM) get another time: "7am", "midnight",
// "tonight at nine", "right before you close". Daylight saving ends Sun 2026-11-01 at 2 AM
// (CDT -05:00 before, CST -06:00 after): slices and whole cakes for that Sunday, the night and
// morning around it (07:30 CST on Nov 1 is before opening; 20:30 CDT on Oct 31 is after closing;
// 19:30 CST on Nov 1 is before closing), a custom cake whose 72 h span the change, and one spring
// forward (Sun 2027-03-14). Whole cakes asked with less than 24 h ("at opening tomorrow", "tomorrow
// at noon" said at 12:30, "tonight") are refused or moved, never placed early; custom cakes under
// 72 h likewise.
//
// Catalog facts used: hours 8 AM to 8 PM Central every day unless the owner closed the day; orders
// placed 20:00-08:00 are held_overnight. Whole cakes 24 h notice: chocolate fudge 8-inch $48, carrot
// 8-inch $46, red velvet 8-inch $50, vanilla bean 8-inch $44, lemon chiffon 10-inch $58. Slices,
// same day, pickup only: chocolate fudge $6.50 (large $9.50), carrot $6.00, red velvet $6.50, lemon
// $5.75, vanilla bean $5.50. Custom cake 8-inch from $65, 10-inch from $85, 72 h notice,
// needs_approval.
//
// Calendar: Fri 2026-11-20 10:00 is the default clock. Sat 21, Sun 22, Mon 23, Tue 24, Wed 25,
// Thu 26 (Thanksgiving), Fri 27, Sat 28, Sun 29, Mon 30, Tue Dec 1, Wed Dec 2, Fri Dec 4. Thu Dec 24
// (Christmas Eve), Fri Dec 25, Sat Dec 26, Thu Dec 31, Fri 2027-01-01, Sat 2027-01-02. Thu Oct 29,
// Fri Oct 30, Sat Oct 31, Sun Nov 1 (clocks back). Sat 2027-03-13, Sun 2027-03-14 (clocks forward).

/** The clerk says the day is closed. */
const CLOSED = /\bclosed\b|not open|aren.?t open|won.?t be open|will not be open|n.?t be open|day off/i;
/** The clerk says the bakery is open on a day the owner closed. */
const OPEN_CLAIM = /(we('re| are| will be|'ll be)|bakery (is|will be)) open (on |that day|then)/i;
/** The order said to be confirmed, when it is held overnight or waits for staff. */
const CONFIRMED_CLAIM = /(?<!\b(not|n.?t|until|once|when|after|before|if|be)\s((it|this|that|the order|your order|the cake)\s)?)\b(is|has been|was|are|is now|been) (now |all |fully )?confirmed\b|you'?re all (set|confirmed)|order confirmed/i;
/** Held for the morning / staff confirm after 8 AM. */
const HELD = /after hours|overnight|8 ?(:00 )?AM|morning|staff (will )?confirm|not (yet )?confirmed|held/i;
/** 24 hours' notice. */
const NOTICE24 = /24|twenty[- ]four|a day('s)? (notice|ahead|in advance)|notice/i;
/** 72 hours' notice. */
const NOTICE72 = /72|3 days|three days|notice/i;
/** The clerk points at closing at 8 PM. */
const CLOSE8 = /\b8\s*(:00\s*)?(pm|p\.m\.)|eight (pm|p\.m\.|o.?clock|in the evening|at night)|20:00|clos(e|es|ed|ing)/i;
/** The clerk points at opening at 8 AM. */
const OPEN8 = /\b8\s*(:00\s*)?(am|a\.m\.)|eight (am|a\.m\.|o.?clock|in the morning)|open(s|ing)? at 8/i;
/** A holiday with no hours set: the clerk does not promise the usual hours. */
const HOLIDAY_CAREFUL = /vary|special hours|no (special )?hours|not (yet )?(set|been set|confirmed)|check with|staff|confirm|holiday/i;

const T = (h: number, m = 0): RegExp => {
  const hour12 = h % 12 || 12;
  const ampm = h < 12 ? 'a\\.?m\\.?' : 'p\\.?m\\.?';
  const words = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'][h % 12];
  const mm = m === 0 ? '(:00)?' : `:${String(m).padStart(2, '0')}`;
  return new RegExp(`\\b${hour12}${mm}\\s*${ampm}|\\b${words}${m === 0 ? '' : '[- ]\\w+'}\\s*(${ampm}|o.?clock|in the (afternoon|morning|evening))`, 'i');
};

const NIGHT = '2026-11-20T21:30:00-06:00';
const LATE = '2026-11-20T23:50:00-06:00';
const THANKSGIVING = ['2026-11-26'];

const written: Script[] = [
  // ================================================================ days the owner closed
  {
    id: 'pyp-sms-thanksgiving-dessert-slices-wed',
    category: 'closed-day',
    channel: 'sms',
    closedDays: THANKSGIVING,
    steps: ['hi!! can i get 6 choc fudge slices for thanksgiving, like 2pm? its for dessert', 'oh no ok wednesday at 2 then', 'Marisol Vega', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 6, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T14:00', name: 'Marisol Vega' },
      says: [CLOSED],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pyp-wa-closed-today-tomorrow-instead',
    category: 'closed-day',
    channel: 'whatsapp',
    now: '2026-11-26T09:15:00-06:00',
    closedDays: THANKSGIVING,
    steps: ['morning! can i grab 2 carrot slices around 11 today?', 'aw ok tmrw at 11 then', 'Deb Okafor', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T11:00', name: 'Deb Okafor' },
      says: [CLOSED],
    },
  },
  {
    id: 'pyp-web-weekend-both-closed-monday',
    category: 'closed-day',
    channel: 'webchat',
    now: '2026-11-23T10:00:00-06:00',
    closedDays: ['2026-11-28', '2026-11-29'],
    steps: [
      'Hi, I need a whole lemon chiffon cake this weekend, Saturday afternoon around 2, for pickup',
      'Oh no. What about Sunday at 2?',
      'Ok, Monday the 30th at 2pm then',
      'Harriet Sole',
      '512-555-0314',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-30T14:00', name: 'Harriet Sole', phone: '+15125550314' },
      says: [CLOSED, /sun(day)?|29/i],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pyp-voice-closed-saturday-sunday-instead',
    category: 'closed-day',
    channel: 'voice',
    closedDays: ['2026-11-21'],
    steps: ["hi, can I get a whole lemon cake for tomorrow at eleven, I'll pick it up", 'oh, okay. Sunday at eleven then', 'Petra Novak', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Petra Novak' },
      says: [CLOSED],
    },
  },
  {
    id: 'pyp-sms-day-after-tomorrow-is-thanksgiving',
    category: 'closed-day',
    channel: 'sms',
    now: '2026-11-24T10:00:00-06:00',
    closedDays: THANKSGIVING,
    steps: ['whole red velvet cake day after tomorrow 4pm pickup', 'friday 4pm then', 'Abe Lindgren', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T16:00', name: 'Abe Lindgren' },
      says: [CLOSED],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pyp-web-earliest-skips-thanksgiving',
    category: 'closed-day',
    channel: 'webchat',
    now: '2026-11-25T14:00:00-06:00',
    closedDays: THANKSGIVING,
    steps: ["What's the earliest I could pick up a whole chocolate fudge cake?", 'ok book that one please, pickup', 'Gwen Adler', '512-555-0317', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T08:00', name: 'Gwen Adler' },
      says: [/fri(day)?|nov(ember)?\.? 27|27th/i, T(8)],
      never: [/thu(rsday)?,? nov(ember)? 26 at|thursday at/i],
    },
  },
  {
    id: 'pyp-wa-open-tomorrow-closed-saturday',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: ['2026-11-21'],
    steps: ['what time do you open tomorrow? 🙂'],
    expect: { noOrder: true, lastSays: [CLOSED], never: [/(we('re| are)|bakery is) open (tomorrow|saturday) (at|from)|open(s)? at 8[^.]{0,20}tomorrow|tomorrow[^.]{0,20}open(s)? at 8/i] },
  },
  {
    id: 'pyp-sms-open-thursday-if-not-wednesday',
    category: 'closed-day',
    channel: 'sms',
    now: '2026-11-23T10:00:00-06:00',
    closedDays: THANKSGIVING,
    steps: ["are u open thursday? if not i'll do wednesday instead - whole carrot cake at 6pm, pickup", 'Fern Olsen', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T18:00', name: 'Fern Olsen' },
      says: [CLOSED],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pyp-voice-thanksgiving-eve-late-whole',
    category: 'closed-day',
    channel: 'voice',
    now: '2026-11-25T19:40:00-06:00',
    closedDays: THANKSGIVING,
    steps: ['hi, is it too late to get a whole carrot cake for tomorrow? for pick up, around noon', 'oh, right. okay, Friday at noon then', 'Walt Brennan', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T12:00', name: 'Walt Brennan' },
      says: [CLOSED],
      never: [OPEN_CLAIM],
    },
  },

  // ================================================================ Christmas and New Year
  {
    id: 'pyp-voice-christmas-eve-open-red-velvet',
    category: 'holiday',
    channel: 'voice',
    closedDays: ['2026-12-25'],
    steps: ["hi, I'd like to order a whole red velvet cake for Christmas Eve, I'll pick it up at three in the afternoon", 'Carol Jennings', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-24T15:00', name: 'Carol Jennings' },
      never: [CLOSED],
    },
  },
  {
    id: 'pyp-sms-xmas-eve-closed-23rd',
    category: 'holiday',
    channel: 'sms',
    closedDays: ['2026-12-24', '2026-12-25'],
    steps: ['whole carrot cake for xmas eve at noon, pickup', 'dang. the 23rd at noon then', 'Holly Brandt', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-23T12:00', name: 'Holly Brandt' },
      says: [/(closed|not open)[^.]{0,40}(dec(ember)?\.? 24|christmas eve)|(dec(ember)?\.? 24|christmas eve)[^.]{0,40}(closed|not open)/i],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pyp-wa-christmas-day-closed-26th',
    category: 'holiday',
    channel: 'whatsapp',
    closedDays: ['2026-12-25'],
    steps: ['2 whole choc fudge cakes for christmas day 10am pickup 🎄', 'ok the 26th, same time', 'Nick Olander', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-26T10:00', name: 'Nick Olander' },
      says: [CLOSED, price(96)],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pyp-wa-custom-christmas-eve-tree',
    category: 'holiday',
    channel: 'whatsapp',
    closedDays: ['2026-12-25'],
    steps: ['hi! custom cake 10 inch, christmas tree design in green w red berries, "Merry Christmas Nana", pickup christmas eve 10am', 'Elsa Marsh', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-12-24T10:00', name: 'Elsa Marsh', notes: /nana/i },
      never: [CONFIRMED_CLAIM, /red velvet/i],
    },
  },
  {
    id: 'pyp-sms-new-years-day-closed-rollover',
    category: 'holiday',
    channel: 'sms',
    now: '2026-12-31T10:00:00-06:00',
    closedDays: ['2027-01-01'],
    steps: ['3 lemon slices tmrw at noon pls', 'oh right happy new year lol. saturday then, same time', 'Ana Ruiz', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2027-01-02T12:00', name: 'Ana Ruiz' },
      says: [CLOSED],
      never: [/2026-01|jan(uary)?\.? 2,? 2026/i],
    },
  },
  {
    id: 'pyp-web-nye-the-2nd-is-next-year',
    category: 'holiday',
    channel: 'webchat',
    now: '2026-12-31T14:00:00-06:00',
    steps: ['Hello! Whole vanilla bean cake for pickup on the 2nd at 11am please', 'Imogen Tate', '737-555-0316', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2027-01-02T11:00', name: 'Imogen Tate', phone: '+17375550316' },
    },
  },
  {
    id: 'pyp-sms-christmas-eve-hours-question',
    category: 'holiday',
    channel: 'sms',
    steps: ['are you open christmas eve? what hours?'],
    expect: {
      noOrder: true,
      lastSays: [HOLIDAY_CAREFUL],
      never: [/(we('re| are| will be|'ll be)) open (on )?christmas eve (from|until|till|8)/i, /christmas eve[^.]{0,30}(8 ?am to 8 ?pm|8:00 am to 8:00 pm)/i],
    },
  },

  // ================================================================ at night: held overnight
  {
    id: 'pyp-sms-2130-rv-slices-held',
    category: 'night',
    channel: 'sms',
    now: NIGHT,
    steps: ['hey can i get 3 red velvet slices for tmrw at 10am', 'Jonah Weiss', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Jonah Weiss' },
      says: [HELD],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyp-voice-2350-whole-tomorrow-too-soon',
    category: 'night',
    channel: 'voice',
    now: LATE,
    steps: ['hi, sorry for calling so late, I need a whole carrot cake for tomorrow morning at nine, for pick up', 'oh. okay, Sunday at nine then', 'Rhea Costa', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T09:00', name: 'Rhea Costa' },
      says: [NOTICE24],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyp-sms-0630-at-opening-today',
    category: 'night',
    channel: 'sms',
    now: '2026-11-21T06:30:00-06:00',
    steps: ['up early lol. 2 lemon slices + 1 carrot slice at opening today?', 'Rosa Lim', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:00', name: 'Rosa Lim' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyp-wa-0759-one-minute-early',
    category: 'night',
    channel: 'whatsapp',
    now: '2026-11-21T07:59:00-06:00',
    steps: ['2 vanilla slices 9am today pls, Kai Brandt', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Kai Brandt' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyp-sms-1959-just-in-time',
    category: 'night',
    channel: 'sms',
    now: '2026-11-20T19:59:00-06:00',
    steps: ['whole lemon cake sunday 3pm pickup, Vera Holt', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Vera Holt' },
      lastSays: [/confirmed/i, price(58)],
    },
  },
  {
    id: 'pyp-web-2000-sharp-held',
    category: 'night',
    channel: 'webchat',
    now: '2026-11-20T20:00:00-06:00',
    steps: ['2 carrot slices for tomorrow at 1pm, Otto Rank, 512-555-0320', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T13:00', name: 'Otto Rank', phone: '+15125550320' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyp-sms-2000-tonight-closed-tomorrow-8',
    category: 'night',
    channel: 'sms',
    now: '2026-11-20T20:00:00-06:00',
    steps: ['can i still grab 2 choc slices tonight?', 'ok tmrw morning at 8 then', 'Lou Barr', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:00', name: 'Lou Barr' },
      says: [/clos|open(s)? (again )?(at|tomorrow)/i],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyp-sms-0020-saturday-means-today',
    category: 'night',
    channel: 'sms',
    now: '2026-11-21T00:20:00-06:00',
    steps: ['cant sleep, craving cake 😅 4 choc fudge slices saturday at 11am', 'Ines Moreau', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T11:00', name: 'Ines Moreau' },
      never: [CONFIRMED_CLAIM, /nov(ember)?\.? 28|28th/i],
    },
  },
  {
    id: 'pyp-web-2130-custom-not-confirmed',
    category: 'night',
    channel: 'webchat',
    now: NIGHT,
    steps: ['Hi! I would like a custom cake, 8 inch, white with gold sprinkles, saying "Happy 30th Mia", pickup Saturday November 28 at 2pm', 'Lena Fox', '512-555-0324', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', at: '2026-11-28T14:00', name: 'Lena Fox', notes: /mia/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyp-wa-2130-whole-tomorrow-evening-too-soon',
    category: 'night',
    channel: 'whatsapp',
    now: NIGHT,
    steps: ['whole red velvet cake for tomorrow evening at 7, pickup', 'ahh ok sunday at 7pm then', 'Tomas Reyes', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T19:00', name: 'Tomas Reyes' },
      says: [NOTICE24],
      never: [CONFIRMED_CLAIM],
    },
  },

  // ================================================================ daylight saving ends Sun 2026-11-01
  {
    id: 'pyp-sms-dst-slices-sunday-10am',
    category: 'dst',
    channel: 'sms',
    now: '2026-10-31T15:00:00-05:00',
    steps: ['3 lemon slices for tomorrow at 10am, Hana Sato', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-01T10:00', name: 'Hana Sato' },
      says: [T(10), /sun(day)?|nov(ember)?\.? 1\b/i],
      never: [/\b(9|11):00\s*AM/i],
    },
  },
  {
    id: 'pyp-wa-dst-whole-too-soon-then-4pm',
    category: 'dst',
    channel: 'whatsapp',
    now: '2026-10-31T15:00:00-05:00',
    steps: ['whole red velvet for sunday 10am pickup', 'ok sunday at 4pm then', 'Pia Lang', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-01T16:00', name: 'Pia Lang' },
      says: [NOTICE24],
    },
  },
  {
    id: 'pyp-web-dst-friday-for-sunday-whole',
    category: 'dst',
    channel: 'webchat',
    now: '2026-10-30T12:00:00-05:00',
    steps: ['Hi, could I get a whole carrot cake for Sunday November 1st at 10am? Pickup', 'Orla Byrne', '512-555-0330', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-01T10:00', name: 'Orla Byrne' },
    },
  },
  {
    id: 'pyp-voice-dst-0730-sunday-before-opening',
    category: 'dst',
    channel: 'voice',
    now: '2026-11-01T07:30:00-06:00',
    steps: ['hi, could I get two chocolate fudge slices for nine this morning', 'Dev Patel', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-01T09:00', name: 'Dev Patel' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyp-sms-dst-0130-repeated-hour',
    category: 'dst',
    channel: 'sms',
    now: '2026-11-01T01:30:00-05:00',
    steps: ['sunday 10am, 2 carrot slices pls, Milo Hart', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-01T10:00', name: 'Milo Hart' },
      never: [CONFIRMED_CLAIM, /nov(ember)?\.? 8\b/i],
    },
  },
  {
    id: 'pyp-sms-dst-2030-saturday-held',
    category: 'dst',
    channel: 'sms',
    now: '2026-10-31T20:30:00-05:00',
    steps: ['3 carrot slices tomorrow at 10, Noor Aziz', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-01T10:00', name: 'Noor Aziz' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyp-wa-dst-1930-sunday-evening-confirmed',
    category: 'dst',
    channel: 'whatsapp',
    now: '2026-11-01T19:30:00-06:00',
    steps: ['whole lemon cake for tuesday at noon pickup, Ada Byrne', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-03T12:00', name: 'Ada Byrne' },
      lastSays: [/confirmed/i],
    },
  },
  {
    id: 'pyp-wa-dst-custom-thursday-for-sunday',
    category: 'dst',
    channel: 'whatsapp',
    now: '2026-10-29T12:00:00-05:00',
    steps: ['custom cake 8 inch, halloween theme 🎃 orange and black, "Boo! Happy Bday Sam", pick up sunday nov 1 at 2pm', 'Tasha Reyes', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-01T14:00', name: 'Tasha Reyes', notes: /sam/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyp-sms-spring-forward-whole-sunday',
    category: 'dst',
    channel: 'sms',
    now: '2027-03-13T10:00:00-06:00',
    steps: ['whole choc fudge cake sunday 3/14 at 11:30am pickup, Jin Park', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2027-03-14T11:30', name: 'Jin Park' },
    },
  },

  // ================================================================ relative times, opening and closing
  {
    id: 'pyp-voice-in-two-hours-lemon',
    category: 'relative-time',
    channel: 'voice',
    steps: ["hi, could I get three lemon slices, I'll pick them up in two hours", 'Maya Lindqvist', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Maya Lindqvist' },
    },
  },
  {
    id: 'pyp-sms-tonight-at-7-rv',
    category: 'relative-time',
    channel: 'sms',
    steps: ['4 red velvet slices tonight at 7 plz, Zoe Hahn', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:00', name: 'Zoe Hahn' },
      says: [price(26)],
    },
  },
  {
    id: 'pyp-wa-whole-at-opening-tomorrow-too-soon',
    category: 'notice',
    channel: 'whatsapp',
    steps: ['whole lemon chiffon cake at opening tomorrow, pickup', 'oh ok 10:30 tomorrow then', 'Gil Mora', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:30', name: 'Gil Mora' },
      says: [NOTICE24],
    },
  },
  {
    id: 'pyp-web-slices-at-opening-tomorrow',
    category: 'relative-time',
    channel: 'webchat',
    steps: ['Can I get 2 carrot slices and 2 vanilla slices at opening tomorrow?', 'Ray Quinn', '512-555-0338', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T08:00',
        name: 'Ray Quinn',
        phone: '+15125550338',
      },
      says: [price(23)],
    },
  },
  {
    id: 'pyp-sms-right-before-you-close',
    category: 'closing',
    channel: 'sms',
    steps: ['what time do u close today? want to grab 2 choc slices right before', 'ok 7:45 then', 'Dina Shaw', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:45', name: 'Dina Shaw' },
      says: [CLOSE8],
    },
  },
  {
    id: 'pyp-voice-tomorrow-noon-said-at-1230',
    category: 'notice',
    channel: 'voice',
    now: '2026-11-20T12:30:00-06:00',
    steps: ["hi there, I'd like a whole chocolate fudge cake for tomorrow at noon, for pick up", "okay, one o'clock tomorrow then", 'Marcus Bell', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Marcus Bell' },
      says: [NOTICE24],
    },
  },
  {
    id: 'pyp-sms-midnight-night-shift',
    category: 'closing',
    channel: 'sms',
    steps: ['can i pick up 2 lemon slices at midnight tonight? night shift', 'ugh fine 7:30pm then', 'Cal Reed', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:30', name: 'Cal Reed' },
      says: [CLOSE8],
      never: [/2026-11-21|sat(urday)?,? nov(ember)? 21 at 12/i],
    },
  },
  {
    id: 'pyp-voice-tonight-at-nine-then-730',
    category: 'closing',
    channel: 'voice',
    now: '2026-11-20T19:00:00-06:00',
    steps: ['hi, can I get two lemon slices for tonight at nine', "oh you close at eight? okay, seven thirty then", 'Beth Cole', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:30', name: 'Beth Cole' },
      says: [CLOSE8],
    },
  },
  {
    id: 'pyp-sms-7am-before-work-then-8',
    category: 'opening',
    channel: 'sms',
    steps: ['2 choc slices tmrw at 7am before work?', 'ok 8 then', 'Tom Reyes', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T08:00', name: 'Tom Reyes' },
      says: [OPEN8],
    },
  },
  {
    id: 'pyp-web-whole-sunday-7am-then-8',
    category: 'opening',
    channel: 'webchat',
    steps: ['I need a whole carrot cake Sunday at 7am, pickup. Early brunch!', 'Okay, 8am Sunday then', 'Nina Castro', '512-555-0347', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T08:00', name: 'Nina Castro' },
      says: [OPEN8],
    },
  },
  {
    id: 'pyp-voice-whole-tonight-switch-to-slices',
    category: 'notice',
    channel: 'voice',
    steps: ['hi, do you have a whole chocolate fudge cake I could grab tonight around six?', 'oh. okay, then just four slices of it, for six tonight', 'Sam Ito', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Sam Ito' },
      says: [NOTICE24],
    },
  },
  {
    id: 'pyp-sms-this-weekend-sunday-1',
    category: 'relative-day',
    channel: 'sms',
    steps: ['whole carrot cake this weekend pls, pickup', 'sunday around 1', 'Theo Park', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Theo Park' },
    },
  },

  // ================================================================ across the month's end
  {
    id: 'pyp-web-the-1st-said-on-nov-30',
    category: 'month-end',
    channel: 'webchat',
    now: '2026-11-30T10:00:00-06:00',
    steps: ['Hi, a whole carrot cake for the 1st please, pickup at 5pm', 'Nell Grant', '512-555-0343', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-01T17:00', name: 'Nell Grant' },
      says: [/dec(ember)?\.? 1\b|1st|tomorrow|tue(sday)?/i],
    },
  },
  {
    id: 'pyp-sms-monday-30-wednesday-is-dec-2',
    category: 'month-end',
    channel: 'sms',
    now: '2026-11-30T10:00:00-06:00',
    steps: ['whole red velvet for wednesday at 3, pickup', 'Ike Dunn', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-02T15:00', name: 'Ike Dunn' },
      says: [/dec(ember)?\.? 2\b|wed(nesday)?/i],
    },
  },
  {
    id: 'pyp-wa-nov-30-tomorrow-too-soon-wednesday',
    category: 'month-end',
    channel: 'whatsapp',
    now: '2026-11-30T16:00:00-06:00',
    steps: ['hi! whole lemon cake tomorrow at 2pm, pickup?', 'ok make it wednesday 2pm', 'Uma Shah', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-02T14:00', name: 'Uma Shah' },
      says: [NOTICE24],
    },
  },
  {
    id: 'pyp-voice-this-friday-said-monday',
    category: 'month-end',
    channel: 'voice',
    now: '2026-11-30T11:00:00-06:00',
    steps: ["hi, I'd like a whole vanilla bean cake for this Friday at four in the afternoon, for pick up", 'Kurt Weber', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-04T16:00', name: 'Kurt Weber' },
    },
  },
  {
    id: 'pyp-web-november-31st-no-such-day',
    category: 'month-end',
    channel: 'webchat',
    steps: ['Whole red velvet cake for pickup on November 31st at 1pm please', 'oops I meant December 1st', 'Sara Holm', '512-555-0359', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-01T13:00', name: 'Sara Holm' },
      says: [/31|no such|does ?n.?t exist|does not exist|not a (valid|real)|only (has )?30|which (day|date)|what (day|date)|tell me the (day|date)/i],
    },
  },

  // ================================================================ custom cakes and the 72 hours
  {
    id: 'pyp-sms-custom-sunday-too-soon-monday',
    category: 'notice',
    channel: 'sms',
    steps: ['custom cake 10 inch, unicorn theme, pink and purple, "Happy 6th Birthday Lily", pickup sunday at 2', 'oh. monday at 2pm then?', 'Grace Wu', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T14:00', name: 'Grace Wu', notes: /lily/i },
      says: [NOTICE72],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyp-web-custom-thanksgiving-closed-wed',
    category: 'notice',
    channel: 'webchat',
    closedDays: THANKSGIVING,
    steps: [
      'Hello, I want a custom 8 inch cake with a turkey on top and "Happy Thanksgiving" written on it, pickup on Thanksgiving at 10am',
      'Ah ok, Wednesday the 25th at 5pm then',
      'Pam Welles',
      '512-555-0361',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T17:00', name: 'Pam Welles', notes: /thanksgiving|turkey/i },
      says: [CLOSED],
      never: [CONFIRMED_CLAIM, OPEN_CLAIM],
    },
  },
  // ================================================================ more edges of the calendar
  {
    id: 'pyp-voice-0730-nine-this-morning',
    category: 'night',
    channel: 'voice',
    now: '2026-11-21T07:30:00-06:00',
    steps: ['hi, could I get two carrot slices for nine this morning', 'Hugo Lane', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Hugo Lane' },
      never: [CONFIRMED_CLAIM, /nov(ember)?\.? 22|sunday/i],
    },
  },
  {
    id: 'pyp-sms-1830-in-two-hours-after-close',
    category: 'closing',
    channel: 'sms',
    now: '2026-11-20T18:30:00-06:00',
    steps: ['can i get 2 lemon slices, pick up in 2 hours?', 'oh ok 7:45 then', 'Remy Fox', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:45', name: 'Remy Fox' },
      says: [CLOSE8],
    },
  },
  {
    id: 'pyp-wa-day-before-thanksgiving',
    category: 'holiday',
    channel: 'whatsapp',
    closedDays: THANKSGIVING,
    steps: ['whole carrot cake for the day before thanksgiving, 5pm pickup pls 🦃', 'Opal Greer', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T17:00', name: 'Opal Greer' },
    },
  },
  {
    id: 'pyp-web-nye-and-new-years-day-closed',
    category: 'holiday',
    channel: 'webchat',
    now: '2026-12-28T10:00:00-06:00',
    closedDays: ['2026-12-31', '2027-01-01'],
    steps: [
      "Hi! I'd like a whole chocolate fudge cake for New Year's Eve, pickup at 4pm",
      "Oh! What about New Year's Day?",
      'Ok the 30th at 4pm then',
      'Ivan Petrov',
      '512-555-0366',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-30T16:00', name: 'Ivan Petrov' },
      says: [CLOSED, /jan(uary)?\.? 1\b|new year.?s day/i],
      never: [OPEN_CLAIM],
    },
  },
  {
    id: 'pyp-sms-custom-soonest-skips-thanksgiving',
    category: 'closed-day',
    channel: 'sms',
    now: '2026-11-23T10:00:00-06:00',
    closedDays: THANKSGIVING,
    steps: ['whats the soonest i could pick up a custom cake? 8 inch, plain white w "Congrats Dr. Kim"', 'ok that works, pickup', 'Yuna Kim', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T08:00', name: 'Yuna Kim', notes: /kim/i },
      says: [/fri(day)?|nov(ember)?\.? 27|27th/i],
      never: [CONFIRMED_CLAIM, OPEN_CLAIM],
    },
  },
  {
    id: 'pyp-sms-2130-tomorrow-730am-then-8',
    category: 'night',
    channel: 'sms',
    now: NIGHT,
    steps: ['2 red velvet slices tmrw at 7:30am? on my way to work', 'ok 8am then', 'Cora Diaz', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:00', name: 'Cora Diaz' },
      says: [OPEN8],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyp-voice-2130-tonight-closed-tomorrow-noon',
    category: 'night',
    channel: 'voice',
    now: NIGHT,
    steps: ['hi, can I still come get two vanilla slices tonight?', 'oh okay, tomorrow at noon then', 'Fay Morgan', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T12:00', name: 'Fay Morgan' },
      says: [/clos|open(s)? (again )?(at|tomorrow)/i],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyp-web-the-1st-said-dec-2-is-new-years-day',
    category: 'holiday',
    channel: 'webchat',
    now: '2026-12-02T10:00:00-06:00',
    closedDays: ['2027-01-01'],
    steps: ['Could I order a whole carrot cake for the 1st? Pickup at noon', 'Ah, the 2nd at noon then', 'Wes Hardy', '512-555-0368', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2027-01-02T12:00', name: 'Wes Hardy' },
      says: [CLOSED],
      never: [/2026-12-0[12]|dec(ember)?\.? 1\b/i],
    },
  },
  {
    id: 'pyp-wa-xmas-eve-only-christmas-closed',
    category: 'holiday',
    channel: 'whatsapp',
    closedDays: ['2026-12-25'],
    steps: ['hiya, whole lemon cake for xmas eve, 11am pickup 🎄', 'Noel Fraser', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-24T11:00', name: 'Noel Fraser' },
      never: [/closed on (fri, )?dec(ember)? 25/i],
    },
  },
  {
    id: 'pyp-sms-the-30th-said-black-friday',
    category: 'month-end',
    channel: 'sms',
    now: '2026-11-27T10:00:00-06:00',
    closedDays: THANKSGIVING,
    steps: ['whole carrot cake for the 30th at noon, pickup', 'Ravi Menon', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-30T12:00', name: 'Ravi Menon' },
      says: [/mon(day)?|nov(ember)?\.? 30/i],
    },
  },
  {
    id: 'pyp-web-first-thing-tomorrow-whole-too-soon',
    category: 'notice',
    channel: 'webchat',
    steps: ['Can I pick up a whole red velvet cake first thing tomorrow?', 'Oh I see. 11am tomorrow then', 'Dora Vance', '512-555-0371', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Dora Vance' },
      says: [NOTICE24],
      never: [/sat(urday)?,? nov(ember)? 21 at 8/i],
    },
  },
  {
    id: 'pyp-wa-2350-nye-tomorrow-closed',
    category: 'night',
    channel: 'whatsapp',
    now: '2026-12-31T23:50:00-06:00',
    closedDays: ['2027-01-01'],
    steps: ['happy new year almost!! 🥳 can i get 3 lemon slices tmrw at 1pm', 'oh ok saturday 1pm then', 'Mei Tan', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2027-01-02T13:00', name: 'Mei Tan' },
      says: [CLOSED],
      never: [CONFIRMED_CLAIM],
    },
  },
];

const notYet = new Set<string>(['pyp-web-november-31st-no-such-day', 'pyp-web-nye-and-new-years-day-closed']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
