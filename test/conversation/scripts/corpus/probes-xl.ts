import type { Script } from '../script-types.js';

// DAYS THE BAKERY IS CLOSED, DATES FAR AHEAD AND HOLIDAYS: closed days (Thanksgiving, a Sunday,
// Christmas, today) asked for, asked about ("are you open thursday?") or ordered around; orders
// weeks ahead (December 12th, the 5th of december, next month on the 3rd, Christmas Eve, New
// Year's Eve, Valentine's Day, May 2027); dates written many ways (12/5, 12-05, Dec 5, saturday
// after next, a week from today, this weekend, next friday said on a Friday); dates already past
// (November 1st, 11/19, the nineteenth); more than 180 days ahead (refused); what days are open.
//
// Catalog facts used: whole cakes (24 h notice, 8-inch): chocolate fudge $48, carrot $46 (walnuts),
// red velvet $50, vanilla bean $44; lemon chiffon 10-inch $58. Slices: chocolate fudge $6.50
// regular, carrot $6.00, lemon $5.75, vanilla $5.50; pickup only. Custom cake from $65, 72 h,
// always needs_approval. Hours 8 AM to 8 PM, 7 days; 8 PM to 8 AM orders are held_overnight.
// Delivery always needs_approval, no fee or time quoted. Total > $200 needs_approval. Orders at
// most 180 days ahead (Fri 2026-11-20 + 180 days = Wed 2027-05-19).
// Clock: Fri 2026-11-20 10:00 Central. Sat 21, Sun 22, Mon 23, Tue 24, Wed 25, Thu 26
// (Thanksgiving, open unless closed), Fri 27, Sat 28, Sun 29. Dec: Tue 1, Thu 3, Sat 5, Sun 6,
// Sat 12, Thu 24, Fri 25, Thu 31. 2027: Sun Feb 14, Sat May 1.

/** The bakery is closed that day. */
const CLOSED = /closed|not open|aren.?t open|won.?t be open|will not be open|n.?t open|day off|no (orders|pickups?)/i;
/** The date asked for has already passed (or the clerk checks which date was meant). */
const PAST = /pass|already|past|yesterday|gone by|behind us|did you mean|do you mean|which (date|day|month)|clarify|next year|2027|december|confirm the date/i;
/** More than 180 days ahead. */
const TOO_FAR = /180|six months|6 months|six-month|6-month|too far|that far|so far (out|ahead)|far (out|ahead|in advance)|further (out|ahead)|more than/i;
/** Open every day. */
const EVERY_DAY = /every day|everyday|7 days|seven days|daily|all week|monday (through|to|-|–) sunday|sunday (through|to|-|–) saturday/i;
/** The 8 AM to 8 PM hours. */
const HOURS = /\b(8|eight)\b[^.!?]{0,30}\b(8|eight)\b/i;
/** Telling the customer the order went through (when it must not). */
const PLACED = /(order (is |has been )?(placed|confirmed|booked)|you.?re all set|all set[,!]|see you (on )?(thursday|thanksgiving|sunday|christmas))/i;
/** An invented delivery fee. */
const FEE = /(delivery (fee|charge|cost)s?( is| are| of| will be| would be| runs?)?\s*(about |around |just |only )?\$\s?\d|\$\s?\d+(\.\d\d)? delivery (fee|charge)|free delivery|delivery (is|would be|will be) free)/i;
const STAFF = /staff|team|owner|approv|review|someone|confirm/i;

const written: Script[] = [
  // ======================================================================== SMS
  {
    id: 'pxl-sms-thanksgiving-closed-carrot',
    category: 'closed-day',
    channel: 'sms',
    closedDays: ['2026-11-26'],
    steps: ['can i get a whole carrot cake for thanksgiving day, pickup at 10am? name is Dana Cole', 'oh ok, wednesday at 4pm then', 'yes'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T16:00', name: 'Dana Cole' },
    },
  },
  {
    id: 'pxl-sms-open-thursday-closed',
    category: 'closed-day',
    channel: 'sms',
    closedDays: ['2026-11-26'],
    steps: ['are you open thursday?'],
    expect: { noOrder: true, lastSays: [CLOSED], never: [/\b(yes|yep|yeah)\b[^.!?]{0,30}\bopen\b|we.?re open (on )?(thursday|thanksgiving)/i] },
  },
  {
    id: 'pxl-sms-open-thanksgiving-normal',
    category: 'closed-day',
    channel: 'sms',
    steps: ['are yall open thursday? its thanksgiving'],
    expect: { noOrder: true, lastSays: [HOURS], never: [/we.?(re| are| will be| ll be) closed|not open (on )?(thursday|thanksgiving)/i] },
  },
  {
    id: 'pxl-sms-day-after-thanksgiving',
    category: 'closed-day',
    channel: 'sms',
    closedDays: ['2026-11-26'],
    steps: ['whole chocolate fudge cake for friday the 27th at noon, pickup. Marcus Hale', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T12:00', name: 'Marcus Hale' },
      never: [/closed (on )?(friday|the 27)/i],
    },
  },
  {
    id: 'pxl-sms-december-12th',
    category: 'far-ahead',
    channel: 'sms',
    steps: ['need a whole red velvet for December 12th, pickup at 2pm. name Lena Park', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-12T14:00', name: 'Lena Park' },
      says: [/\b50\b/],
    },
  },
  {
    id: 'pxl-sms-12-slash-5',
    category: 'date-format',
    channel: 'sms',
    steps: ['2 whole vanilla bean cakes 12/5 pickup 11am - Omar Reyes', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-05T11:00', name: 'Omar Reyes' },
      says: [/\b88\b/],
    },
  },
  {
    id: 'pxl-sms-november-1st-past',
    category: 'past-date',
    channel: 'sms',
    steps: ['whole lemon cake for november 1st at 3pm pickup, Kara Doyle', 'oh sorry i meant december 1st', 'yes'],
    expect: {
      says: [PAST],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-01T15:00', name: 'Kara Doyle' },
    },
  },
  {
    id: 'pxl-sms-11-19-yesterday',
    category: 'past-date',
    channel: 'sms',
    steps: ['can i order a whole vanilla cake for 11/19 at 3pm pickup? Nico Brandt', 'oops i meant 11/29', 'yes'],
    expect: {
      says: [PAST],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-29T15:00', name: 'Nico Brandt' },
    },
  },
  {
    id: 'pxl-sms-june-next-year-too-far',
    category: 'too-far',
    channel: 'sms',
    steps: ['can i order a whole lemon cake for june 12 next year? pickup at 2'],
    expect: { noOrder: true, lastSays: [TOO_FAR], never: [PLACED] },
  },
  {
    id: 'pxl-sms-what-days-open',
    category: 'hours',
    channel: 'sms',
    steps: ['what days are you open'],
    expect: { noOrder: true, lastSays: [EVERY_DAY] },
  },
  {
    id: 'pxl-sms-sunday-closed-slices',
    category: 'closed-day',
    channel: 'sms',
    closedDays: ['2026-11-22'],
    steps: ['4 lemon slices for sunday at 1pm pickup, Jo Tran', 'saturday at 1 then', 'yes'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Jo Tran' },
    },
  },
  {
    id: 'pxl-sms-next-friday-on-friday',
    category: 'date-format',
    channel: 'sms',
    steps: ['whole carrot cake next friday at 5pm pickup, for Dev Patel', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T17:00', name: 'Dev Patel' },
    },
  },
  {
    id: 'pxl-sms-saturday-dec-6-mismatch',
    category: 'date-format',
    channel: 'sms',
    steps: ['whole chocolate fudge for saturday december 6th at noon, pickup. Rosa Lin', 'oh the saturday, the 5th', 'yes'],
    expect: {
      // The clerk must surface that December 6th is a Sunday (a readback saying "Sun, Dec 6" does).
      says: [/\bsun(day)?\b/i],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-05T12:00', name: 'Rosa Lin' },
    },
  },
  {
    id: 'pxl-sms-closed-today-slices',
    category: 'closed-day',
    channel: 'sms',
    closedDays: ['2026-11-20'],
    steps: ['can i grab 2 carrot slices today at 3? Ivy Chen', 'ok tomorrow at 11 then', 'yes'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Ivy Chen' },
    },
  },
  {
    id: 'pxl-sms-christmas-eve-delivery',
    category: 'holiday',
    channel: 'sms',
    steps: ['whole chocolate fudge cake delivered christmas eve at 1pm to 1100 Congress Ave, Austin. name Pat Morgan', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-12-24T13:00', name: 'Pat Morgan', address: /1100 Congress/i },
      says: [STAFF],
      never: [FEE],
    },
  },

  // ======================================================================== WHATSAPP
  {
    id: 'pxl-wa-christmas-eve-rv',
    category: 'holiday',
    channel: 'whatsapp',
    steps: ['Hi! I want a whole red velvet cake for Christmas Eve, pickup at 3pm. Name Holly Becker', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-24T15:00', name: 'Holly Becker' },
    },
  },
  {
    id: 'pxl-wa-nye-4-lemons-over-200',
    category: 'holiday',
    channel: 'whatsapp',
    steps: ["For New Year's Eve I need 4 lemon chiffon cakes, pickup at 5pm. Name Ben Alder", 'yes'],
    expect: {
      says: [/\b232\b/],
      order: { items: [{ sku: 'lemon-whole', qty: 4 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-12-31T17:00', name: 'Ben Alder' },
    },
  },
  {
    id: 'pxl-wa-christmas-day-closed',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: ['2026-12-25'],
    steps: ['Can I pick up a whole chocolate fudge cake on Christmas Day at 10am? Name Noel Garcia', 'ok christmas eve at 10am then', 'yes'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-24T10:00', name: 'Noel Garcia' },
    },
  },
  {
    id: 'pxl-wa-5th-of-december',
    category: 'date-format',
    channel: 'whatsapp',
    steps: ["could I order a whole carrot cake for the 5th of december, 11:30 pickup? I'm Priya Nair", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-05T11:30', name: 'Priya Nair' },
    },
  },
  {
    id: 'pxl-wa-next-month-on-the-3rd',
    category: 'date-format',
    channel: 'whatsapp',
    steps: ['next month on the 3rd i need a whole vanilla bean cake, pickup 4pm. name Tom Wu', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-03T16:00', name: 'Tom Wu' },
    },
  },
  {
    id: 'pxl-wa-week-from-today',
    category: 'date-format',
    channel: 'whatsapp',
    steps: ['a week from today: 2 regular chocolate fudge slices and a whole lemon cake, pickup at 6pm, name Ana Silva', 'yes'],
    expect: {
      says: [/\b71\b/],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }, { sku: 'lemon-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-27T18:00',
        name: 'Ana Silva',
      },
    },
  },
  {
    id: 'pxl-wa-this-weekend-which-day',
    category: 'date-format',
    channel: 'whatsapp',
    steps: ['I want a whole red velvet cake this weekend, pickup. Name Gia Russo', 'sunday at 1pm', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Gia Russo' },
    },
  },
  {
    id: 'pxl-wa-valentines-next-year',
    category: 'far-ahead',
    channel: 'whatsapp',
    steps: ["Can I preorder a whole red velvet for Valentine's Day, pickup at noon? Name Mia Laurent", 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2027-02-14T12:00', name: 'Mia Laurent' },
    },
  },
  {
    id: 'pxl-wa-closed-thanksgiving-weekend',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: ['2026-11-26', '2026-11-27'],
    steps: ['which days are you closed around thanksgiving?'],
    expect: { noOrder: true, lastSays: [/26|thursday|thanksgiving/i, /27|friday/i] },
  },
  {
    id: 'pxl-wa-custom-december-12',
    category: 'far-ahead',
    channel: 'whatsapp',
    steps: ["I want an 8 inch custom cake for my daughter's birthday on December 12th, unicorn theme, pickup at 1pm. Name Sara Kim", 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-12-12T13:00', name: 'Sara Kim' },
      says: [/\b65\b/, STAFF],
    },
  },
  {
    id: 'pxl-wa-how-far-ahead',
    category: 'too-far',
    channel: 'whatsapp',
    steps: ['whats the furthest ahead i can book an order? like can i order for a date months from now?'],
    expect: { noOrder: true, lastSays: [/180|six months|6 months/i] },
  },
  {
    id: 'pxl-wa-thanksgiving-closed-friday-too',
    category: 'closed-day',
    channel: 'whatsapp',
    closedDays: ['2026-11-26', '2026-11-27'],
    steps: ['whole carrot cake for black friday at 11am pickup please, Lou Ferris', 'saturday the 28th at 11 then', 'yes'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-28T11:00', name: 'Lou Ferris' },
    },
  },

  // ======================================================================== WEBCHAT
  {
    id: 'pxl-web-ask-thanksgiving-then-wednesday',
    category: 'closed-day',
    channel: 'webchat',
    closedDays: ['2026-11-26'],
    steps: [
      'Are you open on Thanksgiving?',
      "Ok then I'd like a whole chocolate fudge cake Wednesday the 25th at 5pm, pickup. Name Claire Dunn, phone 512-555-0142",
      'yes',
    ],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T17:00', name: 'Claire Dunn', phone: '+15125550142' },
    },
  },
  {
    id: 'pxl-web-dec-5-short',
    category: 'date-format',
    channel: 'webchat',
    steps: ['Whole lemon cake, Dec 5, pickup 10am please', 'Hana Sato, 512-555-0142', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-05T10:00', name: 'Hana Sato', phone: '+15125550142' },
    },
  },
  {
    id: 'pxl-web-12-dash-05',
    category: 'date-format',
    channel: 'webchat',
    steps: ['I need 1 whole carrot cake on 12-05 at 2pm for pickup. Name: Luis Ortega. Phone: 512-555-0142', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-05T14:00', name: 'Luis Ortega', phone: '+15125550142' },
    },
  },
  {
    id: 'pxl-web-saturday-after-next',
    category: 'date-format',
    channel: 'webchat',
    steps: ['Can I get a whole vanilla bean cake saturday after next at noon? pickup. Name Ruth Baker, phone 512-555-0142', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-28T12:00', name: 'Ruth Baker', phone: '+15125550142' },
    },
  },
  {
    id: 'pxl-web-christmas-eve-2027-too-far',
    category: 'too-far',
    channel: 'webchat',
    steps: ["I'd like to order a whole chocolate fudge cake for Christmas Eve 2027, pickup at 2pm"],
    expect: { noOrder: true, lastSays: [TOO_FAR], never: [PLACED] },
  },
  {
    id: 'pxl-web-may-1-2027-within-180',
    category: 'far-ahead',
    channel: 'webchat',
    steps: ['Whole red velvet cake for May 1st 2027, pickup at 3pm. Name Iris Moon, phone 512-555-0142', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2027-05-01T15:00', name: 'Iris Moon', phone: '+15125550142' },
      never: [/180|six months|6 months|too far/i],
    },
  },
  {
    id: 'pxl-web-weekend-sunday-closed',
    category: 'closed-day',
    channel: 'webchat',
    closedDays: ['2026-11-22'],
    steps: ['Are you open this weekend? Both days?'],
    expect: {
      noOrder: true,
      lastSays: [/\bsun(day)?\b[^.!?]{0,60}(closed|not open)|(closed|not open)[^.!?]{0,60}\bsun(day)?\b/i, /\bsat(urday)?\b/i],
    },
  },
  {
    id: 'pxl-web-christmas-eve-peanut-allergy',
    category: 'holiday',
    channel: 'webchat',
    steps: ["I want a whole carrot cake for Christmas Eve at 11am pickup, but my nephew has a peanut allergy. Name Gwen Hart, phone 512-555-0142", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-12-24T11:00', name: 'Gwen Hart', phone: '+15125550142', allergy: true },
      says: [STAFF],
      never: [/peanut.?free|(no|free of|without|doesn.?t (contain|have)|does not (contain|have)) (any )?peanuts|(safe|fine|okay|ok) for (him|your nephew)/i],
    },
  },
  {
    id: 'pxl-web-november-1st-ask',
    category: 'past-date',
    channel: 'webchat',
    steps: ['Can I pick up a whole vanilla bean cake on November 1st at noon?'],
    expect: { noOrder: true, lastSays: [PAST], never: [PLACED] },
  },
  {
    id: 'pxl-web-black-friday-slices-9am',
    category: 'holiday',
    channel: 'webchat',
    steps: ['I want 6 vanilla bean slices on Black Friday at 9am, pickup. Name Ed Stone, phone 512-555-0142', 'yes'],
    expect: {
      says: [/\b33\b/],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T09:00', name: 'Ed Stone', phone: '+15125550142' },
    },
  },
  {
    id: 'pxl-web-night-order-december-12',
    category: 'far-ahead',
    channel: 'webchat',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['Whole chocolate fudge cake for December 12th at 1pm pickup. Name Kim Lee, phone 512-555-0142', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-12-12T13:00', name: 'Kim Lee', phone: '+15125550142' },
    },
  },
  {
    id: 'pxl-web-christmas-eve-closed-23rd',
    category: 'closed-day',
    channel: 'webchat',
    closedDays: ['2026-12-24', '2026-12-25'],
    steps: ['Hi! 2 whole vanilla bean cakes for Christmas Eve, pickup 2pm. Name Olga Marsh, phone 512-555-0142', 'ah ok, the 23rd at 2pm then', 'yes'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-23T14:00', name: 'Olga Marsh', phone: '+15125550142' },
    },
  },

  // ======================================================================== VOICE
  {
    id: 'pxl-voice-thanksgiving-closed-wednesday',
    category: 'closed-day',
    channel: 'voice',
    closedDays: ['2026-11-26'],
    steps: [
      "Hi, this is Walter Briggs. I'd like to pick up a whole chocolate fudge cake on Thanksgiving morning, around ten.",
      'Oh, okay. Wednesday at ten in the morning then.',
      'Yes.',
    ],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T10:00', name: 'Walter Briggs' },
    },
  },
  {
    id: 'pxl-voice-open-thursday-closed',
    category: 'closed-day',
    channel: 'voice',
    closedDays: ['2026-11-26'],
    steps: ['Hi, are you guys open Thursday?'],
    expect: { noOrder: true, lastSays: [CLOSED] },
  },
  {
    id: 'pxl-voice-christmas-eve-lemon',
    category: 'holiday',
    channel: 'voice',
    steps: ["Hi, this is Maria Flores. I'd like a whole lemon chiffon cake for Christmas Eve, I'll pick it up at two in the afternoon.", 'Yes.'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-24T14:00', name: 'Maria Flores' },
    },
  },
  {
    id: 'pxl-voice-new-years-eve-2-fudge',
    category: 'holiday',
    channel: 'voice',
    steps: ["Yeah hi, Jake Turner here. Can I get two whole chocolate fudge cakes for New Year's Eve, pick up at four p.m.?", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-31T16:00', name: 'Jake Turner' },
    },
  },
  {
    id: 'pxl-voice-what-days-open',
    category: 'hours',
    channel: 'voice',
    steps: ['Hi, what days of the week are you open?'],
    expect: { noOrder: true, lastSays: [EVERY_DAY] },
  },
  {
    id: 'pxl-voice-a-week-from-saturday',
    category: 'date-format',
    channel: 'voice',
    steps: ["Hi, it's Paula Green. I need a whole carrot cake a week from Saturday, picking it up at noon.", 'Yes.'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-28T12:00', name: 'Paula Green' },
    },
  },
  {
    id: 'pxl-voice-wedding-next-august-too-far',
    category: 'too-far',
    channel: 'voice',
    steps: ["Hi, can I place an order now for a custom cake for my wedding? It's next August, the fourteenth.", 'The ten inch, please.', 'Pickup.'],
    // August 14, 2027 is more than 180 days out: the clerk must say so (at some point) and book nothing.
    expect: { noOrder: true, says: [TOO_FAR], never: [PLACED] },
  },
  {
    id: 'pxl-voice-nineteenth-past',
    category: 'past-date',
    channel: 'voice',
    steps: ["Hi, Nora Quinn. I need a whole red velvet cake on the nineteenth, to pick up at three.", 'Oh, sorry, I meant the twenty-ninth. This month.', 'Yes.'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-29T15:00', name: 'Nora Quinn' },
    },
  },
  {
    id: 'pxl-voice-sunday-closed-monday',
    category: 'closed-day',
    channel: 'voice',
    closedDays: ['2026-11-22'],
    steps: ["Hi, Sam Ortiz. I'd like a whole vanilla bean cake for Sunday, pick up at noon.", 'Monday at noon works.', 'Yes.'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T12:00', name: 'Sam Ortiz' },
    },
  },
  {
    id: 'pxl-voice-december-twelfth-silence',
    category: 'far-ahead',
    channel: 'voice',
    steps: ["I'd like to order a whole red velvet cake for December twelfth, pickup at eleven a.m. Name's Tara Wells.", { silence: true }, 'Yes.'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-12T11:00', name: 'Tara Wells' },
    },
  },
  {
    id: 'pxl-voice-thanksgiving-open-slices',
    category: 'closed-day',
    channel: 'voice',
    steps: ["Are you open on Thanksgiving Day? I'd want to swing by for some slices."],
    expect: { noOrder: true, lastSays: [HOURS], never: [/we.?(re| are| will be| ll be) closed|not open (on )?(thursday|thanksgiving)/i] },
  },
];

export const scripts: Script[] = written;
