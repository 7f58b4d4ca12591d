import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// DATES AND TIMES AT THE EDGES. Messages sent at night (after 8 PM, after midnight, at dawn: the
// order is held_overnight unless it needs approval anyway), "tonight" after closing, "in 2 hours",
// "in an hour" near closing, "this weekend", "next Friday" (the 27th, not today the 20th), "a week
// from today / tomorrow", "the 1st" and "December first" (Dec 1), "Dec 2nd", "Thanksgiving", "the
// day before Thanksgiving", "Black Friday", "the Sunday after Thanksgiving", "Monday morning",
// "first thing tomorrow" / "when you open" (8 AM), "after work like 6ish", "lunchtime", "end of
// day", "half past four", times at the edges of opening hours (7:45 AM before opening, 8:00 AM,
// 7:59 PM, 8 PM = closing), whole cakes asked sooner than 24 hours (the clerk offers the earliest
// time), custom cakes within 72 hours, dates far ahead (next February, May, December), "tomorrow"
// said just after midnight, and a weekday that does not agree with the date ("Saturday the 29th",
// "Friday December 5th"). Every channel.
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46 (walnuts),
// red velvet $50, vanilla bean $44; lemon 10-inch $58. Slices (pickup only, no notice): chocolate
// fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean
// $5.50. Custom cake 8-inch from $65, 10-inch from $85, 72 h notice, always needs_approval.
// Delivery always needs_approval. Open 8:00 to 20:00 every day (Thanksgiving open); an order placed
// between 20:00 and 08:00 is held_overnight. Web chat needs a phone (kept as +1512555....).
// Clock: Fri 2026-11-20 10:00 Central unless `now` is set. Sat 21, Sun 22, Mon 23, Tue 24, Wed 25,
// Thu 26 (Thanksgiving), Fri 27 (Black Friday, "next Friday", "a week from today"), Sat 28, Sun 29,
// Mon 30, Tue Dec 1, Wed Dec 2, Sat Dec 5. Fri 21:30 + 24 h is after Saturday's closing, so a whole
// cake asked for at night is ready Sunday 8 AM at the earliest.

/** Said when the bakery is closed for the day / a time after closing is asked for. */
const CLOSED = /\bclosed\b|\bclos(e|es|ing) at\b|not open|aren.?t open|no longer open|\bopen(s|ing)? (again |back )?(at|tomorrow)|\b8(:00)?\s*(pm|p\.m\.)|\beight\s*(p\.?\s?m\.?|o.?clock|at night|in the evening)/i;
/** Closing at 8 PM said. */
const CLOSE_8PM = /\b8(:00)?\s*(pm|p\.m\.)|\beight\s*(p\.?\s?m\.?|at night|in the evening|tonight|o.?clock)/i;
/** Opening at 8 AM said. */
const OPEN_8AM = /\b8(:00)?\s*(am|a\.m\.)|\beight\s*(a\.?\s?m\.?|in the morning|o.?clock)/i;
/** The 24 hours' notice of a whole cake, or the day it moves the order to. */
const NOTICE_24 = /\b24\b|twenty[- ]four|a day.?s notice|one day.?s notice|a day (in advance|ahead)|day before|tomorrow|saturday|\bsat\b|\b21(st)?\b/i;
/** The 72 hours' notice of a custom cake. */
const CUSTOM_NOTICE = /\b72\b|seventy[- ]two|(3|three)[- ]days?/i;
const SUNDAY = /\bsun(day)?\b|\b22(nd)?\b|twenty[- ]second/i;
const MONDAY = /\bmon(day)?\b|\b23(rd)?\b|twenty[- ]third/i;
/** Opening hours never invented. */
const WRONG_HOURS = /open (until|till|til|to) (9|10|11|midnight|nine|ten|eleven)|open 24|24\/7|24 hours a day|open (at|from) (6|7|six|seven)\b/i;
/** Thanksgiving called closed (it is open unless the owner says so). */
const THANKSGIVING_CLOSED = /(?<!(not|n.?t|whether|if)\b[^.!?]{0,30})\b(we(.re| are| will be|.ll be)|the bakery (is|will be)) closed (on )?(for )?thanksgiving|closed on thanksgiving/i;
/** An invented delivery fee (or "free delivery"). */
const FEE = /deliver(y|ies)? (fee|charge|cost)s?[^.!?]{0,20}\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge)|free delivery|delivery (is|would be|will be) free/i;
/** A promised delivery time. */
const TIME_PROMISE = /(?<!(not|n.?t|never|cannot|whether|if|confirm)\b[^.!?]{0,40})\b((will|.ll) (definitely |certainly )?(arrive|be delivered|get there|be there) (at|by|around|before) \d|within \d+\s*(min|minutes|hours?)\b)/i;
/** A whole cake promised for today (it needs 24 hours). */
const WHOLE_TODAY = /(?<!(not|n.?t|never|cannot|can.?t|unable)\b[^.!?]{0,30})\b(ready|have it|pick (it )?up) (today|this afternoon|tonight|in 2 hours|in two hours)\b(?![^.!?]{0,20}\b(not|n.?t)\b)/i;

const NIGHT = '2026-11-20T21:30:00-06:00';
const DAWN = '2026-11-21T06:45:00-06:00';

const written: Script[] = [
  // ======================================================================== SMS
  {
    id: 'pyi-sms-tonight-after-close-slices',
    category: 'night',
    channel: 'sms',
    now: NIGHT,
    steps: ['can i still grab 2 regular choc fudge slices tonight??', 'ugh ok tmrw at 9am then. Jo Park', 'yes'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Jo Park' },
      never: [WRONG_HOURS],
    },
  },
  {
    id: 'pyi-sms-in-2-hours-slices',
    category: 'relative-time',
    channel: 'sms',
    steps: ['3 lemon slices for pickup in 2 hours pls, Tara Voss', 'yes'],
    expect: {
      says: [price(17.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Tara Voss' },
    },
  },
  {
    id: 'pyi-sms-the-1st',
    category: 'date-words',
    channel: 'sms',
    steps: ['whole vanilla bean cake for the 1st, 4pm pickup. Nina Ortiz', 'yes'],
    expect: {
      says: [/dec|12\/0?1|\b1st\b|first|tue/i, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-01T16:00', name: 'Nina Ortiz' },
    },
  },
  {
    id: 'pyi-sms-dec-2nd',
    category: 'date-words',
    channel: 'sms',
    steps: ['red velvet whole for dec 2nd 11am pick up -Omar', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-02T11:00', name: 'Omar' },
    },
  },
  {
    id: 'pyi-sms-thanksgiving-11am',
    category: 'holiday',
    channel: 'sms',
    steps: ['whole carrot cake for thanksgiving, pickup at 11am. Gail Hunt', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-26T11:00', name: 'Gail Hunt' },
      never: [THANKSGIVING_CLOSED],
    },
  },
  {
    id: 'pyi-sms-745am-before-open',
    category: 'hours-edge',
    channel: 'sms',
    steps: ['4 vanilla bean slices tmrw 7:45am pickup b4 work, Lee Chan', 'ok 8 then', 'yes'],
    expect: {
      says: [OPEN_8AM],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T08:00', name: 'Lee Chan' },
    },
  },
  {
    id: 'pyi-sms-saturday-the-29th',
    category: 'weekday-date-mismatch',
    channel: 'sms',
    steps: ['whole lemon cake saturday the 29th at 2pm pickup, Rae Quinn', 'oh i meant the saturday, the 28th', 'yes'],
    expect: {
      // The customer never says Sunday: the clerk points out that the 29th is a Sunday.
      says: [/\bsun(day)?\b/i],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-28T14:00', name: 'Rae Quinn' },
    },
  },
  {
    id: 'pyi-sms-whole-today-by-5',
    category: 'too-soon',
    channel: 'sms',
    steps: ['need a whole choc fudge cake today by 5', 'ok tmrw at 5pm then, pickup. Ben Roy', 'yes'],
    expect: {
      says: [NOTICE_24],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Ben Roy' },
      never: [WHOLE_TODAY],
    },
  },
  {
    id: 'pyi-sms-night-custom-wed',
    category: 'night',
    channel: 'sms',
    now: '2026-11-20T22:00:00-06:00',
    steps: ["custom 8 inch cake wed 25th at 3pm pickup, navy w silver stars 'Happy 40th Dave'. Pam Ng", 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T15:00', name: 'Pam Ng', notes: /dave/i },
    },
  },
  {
    id: 'pyi-sms-week-from-tomorrow',
    category: 'relative-date',
    channel: 'sms',
    steps: ['whole red velvet a week from tomorrow, noon pickup. Ivy Lam', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-28T12:00', name: 'Ivy Lam' },
    },
  },
  {
    id: 'pyi-sms-after-midnight-tomorrow',
    category: 'night',
    channel: 'sms',
    now: '2026-11-21T00:40:00-06:00',
    steps: ['cant sleep lol. can i get 2 carrot slices for pickup tomorrow at 10am? Mo Diaz', 'saturday, like later today', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Mo Diaz' },
    },
  },
  {
    id: 'pyi-sms-end-of-day',
    category: 'vague-time',
    channel: 'sms',
    steps: ['can i pick up 2 red velvet slices end of day today? Sam Ito', '7:30', 'yes'],
    expect: {
      says: [CLOSE_8PM],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:30', name: 'Sam Ito' },
    },
  },
  {
    id: 'pyi-sms-far-ahead-feb',
    category: 'far-ahead',
    channel: 'sms',
    steps: ['whole lemon cake for feb 13 at 3pm pick up, its for valentines weekend. Ada Cruz', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2027-02-13T15:00', name: 'Ada Cruz' },
    },
  },

  // ======================================================================== WhatsApp
  {
    id: 'pyi-wa-night-whole-tomorrow-morning',
    category: 'night',
    channel: 'whatsapp',
    now: NIGHT,
    steps: ['hi! whole carrot cake for tomorrow morning pls, pickup, name Lucia Ferri', 'ok sunday 8am is fine', 'yes'],
    expect: {
      says: [SUNDAY],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T08:00', name: 'Lucia Ferri' },
    },
  },
  {
    id: 'pyi-wa-next-friday',
    category: 'relative-date',
    channel: 'whatsapp',
    steps: ['Hi, could I order a whole chocolate fudge cake for next Friday at 4pm? Pickup. Hannah Beck', 'yes'],
    expect: {
      says: [/\b27(th)?\b|twenty[- ]seventh/i],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T16:00', name: 'Hannah Beck' },
    },
  },
  {
    id: 'pyi-wa-this-weekend',
    category: 'vague-date',
    channel: 'whatsapp',
    steps: ['want 6 lemon slices sometime this weekend, pickup. Kofi Mensah', 'sunday around 2', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Kofi Mensah' },
    },
  },
  {
    id: 'pyi-wa-after-work-6ish',
    category: 'vague-time',
    channel: 'whatsapp',
    steps: ['can i grab 3 red velvet slices after work today like 6ish? - Priya', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Priya' },
    },
  },
  {
    id: 'pyi-wa-759pm-today',
    category: 'hours-edge',
    channel: 'whatsapp',
    steps: ["2 vanilla bean slices today at 7:59pm, I'll be cutting it close lol. Dan Wu", 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:59', name: 'Dan Wu' },
    },
  },
  {
    id: 'pyi-wa-day-before-thanksgiving',
    category: 'holiday',
    channel: 'whatsapp',
    steps: ['Whole lemon cake for the day before thanksgiving, 5pm pickup. Marta Silva', 'yes'],
    expect: {
      says: [/wed|25/i],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T17:00', name: 'Marta Silva' },
    },
  },
  {
    id: 'pyi-wa-custom-sunday-too-soon',
    category: 'custom-too-soon',
    channel: 'whatsapp',
    steps: ["custom 10 inch cake sunday at 1pm, rainbow sprinkles, 'Happy 5th Birthday Zoe'. pickup. Erin Cole", 'monday 4pm then', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE, MONDAY],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T16:00', name: 'Erin Cole', notes: /zoe/i },
    },
  },
  {
    id: 'pyi-wa-dawn-when-you-open',
    category: 'night',
    channel: 'whatsapp',
    now: DAWN,
    steps: ['morning! can i get 2 carrot slices first thing when you open? Tom Reyes', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:00', name: 'Tom Reyes' },
    },
  },
  {
    id: 'pyi-wa-black-friday',
    category: 'holiday',
    channel: 'whatsapp',
    steps: ['whole vanilla bean cake for black friday pick up 10am. Gina Park', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T10:00', name: 'Gina Park' },
    },
  },
  {
    id: 'pyi-wa-in-an-hour-near-close',
    category: 'hours-edge',
    channel: 'whatsapp',
    now: '2026-11-20T19:30:00-06:00',
    steps: ['can i get 2 lemon slices in an hour?', 'oh ok 7:50 then, Rosa Lima', 'yes'],
    expect: {
      says: [CLOSE_8PM],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:50', name: 'Rosa Lima' },
    },
  },
  {
    id: 'pyi-wa-sunday-after-thanksgiving',
    category: 'holiday',
    channel: 'whatsapp',
    steps: ['whole red velvet for the sunday after thanksgiving, 1pm pickup, Ken Ota', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-29T13:00', name: 'Ken Ota' },
    },
  },
  {
    id: 'pyi-wa-lunchtime-tomorrow',
    category: 'vague-time',
    channel: 'whatsapp',
    steps: ['4 carrot slices for lunchtime tomorrow, pickup. Bea Sato', '12:30 works', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:30', name: 'Bea Sato' },
    },
  },
  {
    id: 'pyi-wa-night-delivery-tuesday',
    category: 'night',
    channel: 'whatsapp',
    now: '2026-11-20T23:15:00-06:00',
    steps: ['hi, whole chocolate fudge cake delivered to 2201 Barton Springs Rd, Austin on Tuesday at 6pm. Leila Haddad', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-24T18:00',
        name: 'Leila Haddad',
        address: /2201 Barton Springs/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },

  // ======================================================================== voice
  {
    id: 'pyi-voice-monday-morning',
    category: 'vague-time',
    channel: 'voice',
    steps: ["Hi, this is Carl Jensen, I'd like a whole lemon cake for pickup Monday morning.", 'Around nine thirty.', 'Yes.'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T09:30', name: 'Carl Jensen' },
    },
  },
  {
    id: 'pyi-voice-8pm-tonight',
    category: 'hours-edge',
    channel: 'voice',
    steps: ['This is Walt Price. Can I pick up a slice of carrot cake tonight at 8 p.m.?', 'Oh, okay, seven thirty then.', 'Yes.'],
    expect: {
      says: [CLOSE_8PM],
      order: { items: [{ sku: 'carrot-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:30', name: 'Walt Price' },
    },
  },
  {
    id: 'pyi-voice-8am-saturday',
    category: 'hours-edge',
    channel: 'voice',
    steps: ["I'd like three slices of vanilla bean for pickup Saturday at 8 a.m. sharp, name's Jill Ross.", 'Yes.'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T08:00', name: 'Jill Ross' },
    },
  },
  {
    id: 'pyi-voice-first-thing-tomorrow',
    category: 'vague-time',
    channel: 'voice',
    steps: ['Two slices of red velvet, first thing tomorrow morning, for pickup. My name is Hugo Brandt.', 'Yes.'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T08:00', name: 'Hugo Brandt' },
    },
  },
  {
    id: 'pyi-voice-december-first',
    category: 'date-words',
    channel: 'voice',
    steps: ['Hi, I need a whole chocolate fudge cake for December first at two in the afternoon, pickup, name is Ruth Adler.', 'Yes.'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-01T14:00', name: 'Ruth Adler' },
    },
  },
  {
    id: 'pyi-voice-just-closed-sunday',
    category: 'night',
    channel: 'voice',
    now: '2026-11-20T20:05:00-06:00',
    steps: ["I know you just closed, but can I order a whole red velvet cake for Sunday at noon? Pickup. It's Greg Hall.", 'Yes.'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T12:00', name: 'Greg Hall' },
    },
  },
  {
    id: 'pyi-voice-thanksgiving-morning',
    category: 'holiday',
    channel: 'voice',
    steps: ["I'd like a whole carrot cake for Thanksgiving morning at 10, for pickup. Name's Doris Kemp.", 'Yes.'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-26T10:00', name: 'Doris Kemp' },
      never: [THANKSGIVING_CLOSED],
    },
  },
  {
    id: 'pyi-voice-whole-this-afternoon',
    category: 'too-soon',
    channel: 'voice',
    steps: ['Could I get a whole vanilla bean cake this afternoon around 3? Pickup, name is Paul Okafor.', 'Tomorrow at 3 is fine.', 'Yes.'],
    expect: {
      says: [NOTICE_24],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Paul Okafor' },
      never: [WHOLE_TODAY],
    },
  },
  {
    id: 'pyi-voice-custom-monday-9am',
    category: 'custom-too-soon',
    channel: 'voice',
    steps: [
      "I'd like an 8 inch custom cake for Monday at 9 a.m., white with red roses, saying Happy Anniversary. Pickup, name's Vera Lind.",
      'Then Monday at noon.',
      'Yes.',
    ],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T12:00', name: 'Vera Lind', notes: /anniversary/i },
    },
  },
  {
    id: 'pyi-voice-next-friday-lunchtime',
    category: 'vague-time',
    channel: 'voice',
    steps: ['A whole lemon cake for next Friday, around lunchtime, pickup, name is Ian Moss.', 'Twelve thirty.', 'Yes.'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T12:30', name: 'Ian Moss' },
    },
  },
  {
    id: 'pyi-voice-week-from-today',
    category: 'relative-date',
    channel: 'voice',
    steps: ['Can I order a whole red velvet cake for a week from today at 5 p.m.? Pickup. This is Nora Blake.', 'Yes.'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T17:00', name: 'Nora Blake' },
    },
  },
  {
    id: 'pyi-voice-friday-december-5th',
    category: 'weekday-date-mismatch',
    channel: 'voice',
    steps: ["I'd like a whole chocolate fudge cake for Friday, December 5th at 11 a.m., pickup. Name is Oscar Vance.", "The date's right, the fifth.", 'Yes.'],
    expect: {
      says: [/\bsat(urday)?\b/i],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-05T11:00', name: 'Oscar Vance' },
    },
  },
  {
    id: 'pyi-voice-dawn-whole-tomorrow',
    category: 'night',
    channel: 'voice',
    now: DAWN,
    steps: ["Good morning, I'd like to order a whole carrot cake for tomorrow at 9 a.m., for pickup. My name is Frank Ng.", 'Yes.'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T09:00', name: 'Frank Ng' },
    },
  },
  {
    id: 'pyi-voice-half-past-four-wed',
    category: 'time-words',
    channel: 'voice',
    steps: ['Six slices of lemon for Wednesday at half past four, pickup, name is Sue Park.', 'Yes.'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T16:30', name: 'Sue Park' },
    },
  },

  // ======================================================================== web chat
  {
    id: 'pyi-web-2350-slices-tomorrow',
    category: 'night',
    channel: 'webchat',
    now: '2026-11-20T23:50:00-06:00',
    steps: ['Hi, 3 lemon slices for pickup tomorrow at 9am please. Ellen Hart, 512-555-0161', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Ellen Hart', phone: '+15125550161' },
    },
  },
  {
    id: 'pyi-web-8am-saturday-opening',
    category: 'hours-edge',
    channel: 'webchat',
    steps: ["I'd like 2 carrot slices for pickup Saturday at 8:00 AM, right when you open. Mark Tan, 512-555-0162", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T08:00', name: 'Mark Tan', phone: '+15125550162' },
    },
  },
  {
    id: 'pyi-web-tonight-whole-then-sunday',
    category: 'night',
    channel: 'webchat',
    now: NIGHT,
    steps: ['Is it too late to get a whole chocolate fudge cake tonight?', 'ok what about sunday at 11am then, pickup. Alma Reyes 512-555-0163', 'yes'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T11:00', name: 'Alma Reyes', phone: '+15125550163' },
      never: [WRONG_HOURS],
    },
  },
  {
    id: 'pyi-web-thanksgiving-open-question',
    category: 'holiday',
    channel: 'webchat',
    steps: [
      "Are you open on Thanksgiving? I'd want to pick up a whole vanilla bean cake that morning around 10",
      "ok let's do it. Wes Ford 512-555-0164",
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-26T10:00', name: 'Wes Ford', phone: '+15125550164' },
      never: [THANKSGIVING_CLOSED],
    },
  },
  {
    id: 'pyi-web-far-ahead-mothers-day',
    category: 'far-ahead',
    channel: 'webchat',
    steps: ["Can I place an order now for a whole red velvet cake for May 9th next year (Mother's Day) at 10am? Pickup. Fatima Noor, 512-555-0165", 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2027-05-09T10:00', name: 'Fatima Noor', phone: '+15125550165' },
    },
  },
  {
    id: 'pyi-web-custom-tomorrow-to-tuesday',
    category: 'custom-too-soon',
    channel: 'webchat',
    steps: [
      "Need a custom 8 inch cake tomorrow for an office party, green and gold, 'Congrats Team'. Pickup at 3pm. Jorge Ruiz 512-555-0166",
      'Fine, Tuesday the 24th at 3pm then',
      'yes',
    ],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T15:00', name: 'Jorge Ruiz', phone: '+15125550166', notes: /congrats team/i },
    },
  },
  {
    id: 'pyi-web-whole-in-2-hours',
    category: 'too-soon',
    channel: 'webchat',
    steps: ['Can I pick up a whole lemon cake in 2 hours?', 'then tomorrow at noon, name Clara Boyd 512-555-0167', 'yes'],
    expect: {
      says: [NOTICE_24],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Clara Boyd', phone: '+15125550167' },
      never: [WHOLE_TODAY],
    },
  },
  {
    id: 'pyi-web-two-carrot-dec-2nd',
    category: 'date-words',
    channel: 'webchat',
    steps: ['2 whole carrot cakes for Wednesday Dec 2nd, 4:30pm pickup. Hal Greene, 512-555-0168', 'yes'],
    expect: {
      says: [price(92)],
      order: { items: [{ sku: 'carrot-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-02T16:30', name: 'Hal Greene', phone: '+15125550168' },
    },
  },
  {
    id: 'pyi-web-saturday-29th-date-right',
    category: 'weekday-date-mismatch',
    channel: 'webchat',
    steps: ["Hi! I'd like a whole lemon cake and 4 vanilla bean slices for Saturday the 29th at 1pm, pickup. Iris West 512-555-0169", 'the 29th is right', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-whole', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-29T13:00',
        name: 'Iris West',
        phone: '+15125550169',
      },
    },
  },
  {
    id: 'pyi-web-759pm-whole-saturday',
    category: 'hours-edge',
    channel: 'webchat',
    steps: ["Whole chocolate fudge cake for pickup Saturday at 7:59 PM, that's the only time I can make it. Kai Lopez, 512-555-0170", 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T19:59', name: 'Kai Lopez', phone: '+15125550170' },
    },
  },
  {
    id: 'pyi-web-monday-830-cake-and-large-slices',
    category: 'time-words',
    channel: 'webchat',
    steps: ['Monday morning, 8:30 if possible: whole vanilla bean cake + 2 large chocolate fudge slices, pickup. Dee Walsh 512-555-0171', 'yes'],
    expect: {
      says: [price(63)],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-23T08:30',
        name: 'Dee Walsh',
        phone: '+15125550171',
      },
    },
  },
  {
    id: 'pyi-web-custom-far-ahead-dec-19',
    category: 'far-ahead',
    channel: 'webchat',
    steps: ["custom 10 inch cake for Dec 19 at 2pm, winter wonderland theme, 'Happy Holidays from Acme'. Pickup. Lou Price 512-555-0172", 'yes'],
    expect: {
      says: [price(85)],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-12-19T14:00', name: 'Lou Price', phone: '+15125550172', notes: /acme/i },
    },
  },
  {
    id: 'pyi-web-tonight-around-7',
    category: 'time-words',
    channel: 'webchat',
    steps: ['can I get 3 slices of lemon tonight around 7? Pat Kim, 512-555-0173', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:00', name: 'Pat Kim', phone: '+15125550173' },
    },
  },
];

const notYet = new Set<string>();

export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
