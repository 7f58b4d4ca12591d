import type { Script } from '../script-types.js';

// TIME AND CALENDAR EDGE CASES: pickups near closing ("7:45 tonight", "8pm", "8:30pm" after hours),
// before opening ("7am tomorrow", "first thing tomorrow"), relative times ("asap", "in an hour",
// "in 30 min", "after work", "lunchtime", "noon", "midnight"), day words ("this weekend", "next friday",
// "thanksgiving morning"), Thanksgiving closed by closedDays (refused, another day offered), orders
// placed at night or just before opening (held_overnight), late in the day ("now", "tomorrow same
// time" exactly 24 h ahead), custom cakes with 72 h notice counted over the weekend, dates written
// 11/28, "28th", "Nov 28", "the 1st" (Dec 1), and a time changed mid-conversation.
//
// Catalog facts used: hours 8 AM to 8 PM every day; an order placed 8 PM - 8 AM is held_overnight.
// Whole cakes 24 h notice: chocolate fudge $48, carrot $46, red velvet $50, vanilla bean $44, lemon
// (10-inch) $58. Slices same day: chocolate fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet
// $6.50, lemon $5.75, vanilla bean $5.50. Custom 8-inch $65 / 10-inch $85, 72 h notice, always
// needs_approval. Clock: Fri 2026-11-20 10:00 Central unless `now` is set; Sat 21, Sun 22, Mon 23,
// Tue 24, Wed 25, Thu 26 (Thanksgiving), Fri 27, Sat 28, Tue Dec 1.

/** The clerk points at closing time / opening hours. */
const HOURS = /clos(e|ed|es|ing)|8\s?(pm|p\.m\.)|8:00\s?(pm|p\.m\.)|until 8|open(s|ing)? (at|from|until)|hours/i;
/** The clerk points at the morning opening. */
const OPENS_8AM = /8\s?(am|a\.m\.)|8:00|open(s|ing)? at 8/i;
const CLOSED = /closed|clos(e|ing) (on|for)/i;
const NOTICE_24 = /24|notice|advance|ahead|tomorrow/i;
const NOTICE_72 = /72|three days|3 days|notice|advance/i;

const written: Script[] = [
  // ======================================================================== SMS
  {
    id: 'pxt-sms-slice-745-tonight',
    category: 'closing',
    channel: 'sms',
    steps: ['hey can i get 2 red velvet slices at 7:45 tonight for pickup, name Tasha Green', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:45', name: 'Tasha Green' },
      says: [/\b13(\.00)?\b/],
    },
  },
  {
    id: 'pxt-sms-830pm-after-hours',
    category: 'closing',
    channel: 'sms',
    steps: ['3 lemon slices pickup at 8:30pm tonight. Dev Patel', 'ugh ok 7:30 then', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:30', name: 'Dev Patel' },
      says: [HOURS],
    },
  },
  {
    id: 'pxt-sms-in-30-min',
    category: 'relative-time',
    channel: 'sms',
    steps: ['vanilla slice x2 in 30 min, pickup. name Bo Lin', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T10:30', name: 'Bo Lin' },
      says: [/\b11(\.00)?\b/],
    },
  },
  {
    id: 'pxt-sms-slash-date-11-28',
    category: 'date-format',
    channel: 'sms',
    steps: ['whole carrot cake for 11/28 at 2pm pickup, name Ruth Adler', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-28T14:00', name: 'Ruth Adler' },
      says: [/\b46(\.00)?\b/],
    },
  },
  {
    id: 'pxt-sms-thanksgiving-closed-wed',
    category: 'closed-day',
    channel: 'sms',
    closedDays: ['2026-11-26'],
    steps: ['need a whole chocolate fudge cake thanksgiving morning like 10am, pickup, Gwen Ford', 'oh dang ok wednesday 4pm then', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T16:00', name: 'Gwen Ford' },
      says: [CLOSED],
    },
  },
  {
    id: 'pxt-sms-night-slices-tomorrow',
    category: 'overnight',
    channel: 'sms',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['hi sorry its late, 2 carrot slices pickup tomorrow at 10am pls, name Kim Vo', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Kim Vo' },
    },
  },
  {
    id: 'pxt-sms-whole-today-refused',
    category: 'notice',
    channel: 'sms',
    steps: ['whole red velvet for today at 5 pickup name Ana Soto', 'ok tomorrow at 5 then', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Ana Soto' },
      says: [NOTICE_24],
    },
  },
  {
    id: 'pxt-sms-custom-sunday-72h',
    category: 'notice',
    channel: 'sms',
    steps: ['custom cake 8 inch for sunday at 2, should say Happy Bday Nico, pickup, name Lara Quinn', 'monday at 2 then?', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T14:00', name: 'Lara Quinn', notes: /nico/i },
      says: [NOTICE_72],
    },
  },
  {
    id: 'pxt-sms-time-changed',
    category: 'time-change',
    channel: 'sms',
    steps: ['4 lemon slices for pickup at 2 today, name Ivy Chen', 'wait actually make it 4:30 instead of 2', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:30', name: 'Ivy Chen' },
      says: [/\b23(\.00)?\b/],
    },
  },
  {
    id: 'pxt-sms-first-thing-tomorrow',
    category: 'opening',
    channel: 'sms',
    steps: ['can i get 2 large choc fudge slices first thing tomorrow when u open, pickup, name Raj Mehta', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T08:00', name: 'Raj Mehta' },
      says: [/\b19(\.00)?\b/],
    },
  },
  {
    id: 'pxt-sms-next-friday-lemon',
    category: 'day-word',
    channel: 'sms',
    steps: ['whole lemon cake next friday 3pm pickup, Nora Blake', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T15:00', name: 'Nora Blake' },
      says: [/\b58(\.00)?\b/],
    },
  },
  {
    id: 'pxt-sms-midnight-refused',
    category: 'closing',
    channel: 'sms',
    steps: ['lol can i pick up 2 vanilla slices at midnight tonight? name Jay Cruz', 'fine 7pm', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:00', name: 'Jay Cruz' },
      says: [HOURS],
    },
  },

  {
    id: 'pxt-sms-night-slices-now',
    category: 'overnight',
    channel: 'sms',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['u guys still open? want 2 red velvet slices right now, name Cody Hale', 'oh ok, tomorrow at 9am then, pickup', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Cody Hale' },
      says: [HOURS],
    },
  },

  // ======================================================================== WHATSAPP
  {
    id: 'pxt-whatsapp-in-an-hour',
    category: 'relative-time',
    channel: 'whatsapp',
    steps: ["Hi! 1 carrot slice and 1 lemon slice, I'll pick up in an hour. Name: Mei Tanaka", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 1 }, { sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Mei Tanaka' },
      says: [/11\.75/],
    },
  },
  {
    id: 'pxt-whatsapp-7am-tomorrow',
    category: 'opening',
    channel: 'whatsapp',
    steps: ['morning 🙂 3 red velvet slices for 7am tomorrow pickup, Otto Berg', '8 works', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T08:00', name: 'Otto Berg' },
      says: [OPENS_8AM],
    },
  },
  {
    id: 'pxt-whatsapp-tomorrow-same-time-24h',
    category: 'notice',
    channel: 'whatsapp',
    steps: ['hi, whole choc fudge cake for tomorrow, same time as right now, pickup. name Lena Fox', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Lena Fox' },
      says: [/\b48(\.00)?\b/],
    },
  },
  {
    id: 'pxt-whatsapp-late-slices-now',
    category: 'closing',
    channel: 'whatsapp',
    now: '2026-11-20T19:40:00-06:00',
    steps: ['hey are u still open?? want 2 lemon slices now, can be there in 10 min. name Pat Kerr', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:50', name: 'Pat Kerr' },
      says: [/11\.50/],
    },
  },
  {
    id: 'pxt-whatsapp-late-whole-same-time-tmrw',
    category: 'notice',
    channel: 'whatsapp',
    now: '2026-11-20T19:40:00-06:00',
    steps: ['need a whole carrot cake for tomorrow same time (so 7:40pm), pickup, Sue Hart', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T19:40', name: 'Sue Hart' },
    },
  },
  {
    id: 'pxt-whatsapp-custom-monday-9am-short',
    category: 'notice',
    channel: 'whatsapp',
    steps: ["custom 10 inch cake for monday at 9am, writing 'Congrats Jo', pickup, Tom Reid", 'ok monday at noon', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T12:00', name: 'Tom Reid', notes: /congrats jo/i },
      says: [NOTICE_72],
    },
  },
  {
    id: 'pxt-whatsapp-the-28th',
    category: 'date-format',
    channel: 'whatsapp',
    steps: ['Hi there, could I order a whole vanilla bean cake for the 28th at 11am? Pickup. Name is Clara Weiss', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-28T11:00', name: 'Clara Weiss' },
      says: [/\b44(\.00)?\b/],
    },
  },
  {
    id: 'pxt-whatsapp-the-1st-december',
    category: 'date-format',
    channel: 'whatsapp',
    steps: ['whole red velvet for the 1st, pickup 1pm, name Dan Ocampo', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-01T13:00', name: 'Dan Ocampo' },
      says: [/\b50(\.00)?\b/],
    },
  },
  {
    id: 'pxt-whatsapp-night-whole-noon-refused',
    category: 'overnight',
    channel: 'whatsapp',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['whole lemon cake tomorrow at noon pickup, Eve Marsh', 'ok sunday at noon then', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T12:00', name: 'Eve Marsh' },
      says: [NOTICE_24],
    },
  },
  {
    id: 'pxt-whatsapp-this-weekend',
    category: 'day-word',
    channel: 'whatsapp',
    steps: ['want 2 whole carrot cakes sometime this weekend for pickup, name Ike Dunn', 'saturday at 3', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Ike Dunn' },
      says: [/\b92(\.00)?\b/],
    },
  },
  {
    id: 'pxt-whatsapp-lunchtime-tmrw',
    category: 'relative-time',
    channel: 'whatsapp',
    steps: ['4 vanilla slices tmrw at lunchtime, pickup, Hugo Lam', '12:30 works', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:30', name: 'Hugo Lam' },
      says: [/\b22(\.00)?\b/],
    },
  },
  {
    id: 'pxt-whatsapp-thanksgiving-morning-open',
    category: 'holiday',
    channel: 'whatsapp',
    steps: ['whole carrot cake for thanksgiving morning, 9am pickup, name Beth Cole', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-26T09:00', name: 'Beth Cole' },
      says: [/\b46(\.00)?\b/],
    },
  },
  {
    id: 'pxt-whatsapp-how-late-open',
    category: 'closing',
    channel: 'whatsapp',
    now: '2026-11-20T19:40:00-06:00',
    steps: ['how late r u open tonight'],
    expect: { noOrder: true, says: [/8\s?(pm|p\.m\.)|8:00/i] },
  },

  // ======================================================================== VOICE
  {
    id: 'pxt-voice-seven-forty-five',
    category: 'closing',
    channel: 'voice',
    steps: ["hi um, yeah, I'd like, uh, two lemon slices for tonight at seven forty-five, pickup, my name's Grace Kim", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:45', name: 'Grace Kim' },
      says: [/11\.50|eleven fifty/i],
    },
  },
  {
    id: 'pxt-voice-noon-tomorrow',
    category: 'day-word',
    channel: 'voice',
    steps: ['yeah hi, um, a whole vanilla bean cake for noon tomorrow, pick up, name is Frank Moss', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Frank Moss' },
    },
  },
  {
    id: 'pxt-voice-after-work',
    category: 'relative-time',
    channel: 'voice',
    steps: ["hi, um, could I get three carrot slices, I'll swing by after work today, name's Wendy Shaw", 'uh, probably around five thirty', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:30', name: 'Wendy Shaw' },
    },
  },
  {
    id: 'pxt-voice-night-asap',
    category: 'overnight',
    channel: 'voice',
    now: '2026-11-20T21:30:00-06:00',
    steps: ["hi, um, can I get a large chocolate fudge slice as soon as possible? name's Leo Park", 'oh okay, eight tomorrow morning then, pickup', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:00', name: 'Leo Park' },
      says: [OPENS_8AM],
    },
  },
  {
    id: 'pxt-voice-before-open-asap',
    category: 'opening',
    channel: 'voice',
    now: '2026-11-21T07:45:00-06:00',
    steps: ["hi, um, are you open yet? I want two red velvet slices, pick up as soon as you open, name's Rosa Lim", 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:00', name: 'Rosa Lim' },
      says: [OPENS_8AM],
    },
  },
  {
    id: 'pxt-voice-thanksgiving-closed',
    category: 'closed-day',
    channel: 'voice',
    closedDays: ['2026-11-26'],
    steps: ["um hi, I need a whole lemon cake for thanksgiving, like, around ten in the morning, pickup, name's Helen Ortiz", 'okay um how about wednesday at ten then', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T10:00', name: 'Helen Ortiz' },
      says: [CLOSED],
    },
  },
  {
    id: 'pxt-voice-november-twenty-eighth',
    category: 'date-format',
    channel: 'voice',
    steps: ["hi, um, a whole red velvet cake for November twenty-eighth at two p m, pickup, name's Carl Diaz", 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-28T14:00', name: 'Carl Diaz' },
    },
  },
  {
    id: 'pxt-voice-change-time',
    category: 'time-change',
    channel: 'voice',
    steps: ['two carrot slices for pickup at three today, name is Mona Reyes', 'oh wait, sorry, can we do four instead of three, the time I mean, four p m', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Mona Reyes' },
    },
  },
  {
    id: 'pxt-voice-custom-tuesday',
    category: 'notice',
    channel: 'voice',
    steps: ["um, a custom cake, ten inch, for this coming tuesday at four, it should say happy retirement bob, pickup, name's Judy Vance", 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T16:00', name: 'Judy Vance', notes: /retirement/i },
    },
  },
  {
    id: 'pxt-voice-late-eight-thirty',
    category: 'closing',
    channel: 'voice',
    now: '2026-11-20T19:40:00-06:00',
    steps: ["hi um, can I get a vanilla slice at eight thirty tonight? name's Abe Cohen", "oh, um, okay, I'll come at seven fifty-five then, pickup", 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:55', name: 'Abe Cohen' },
      says: [HOURS],
    },
  },
  {
    id: 'pxt-voice-whole-in-an-hour-refused',
    category: 'notice',
    channel: 'voice',
    steps: ["hi, I'd like a whole chocolate fudge cake in about an hour, pickup, name's Sam Wu", 'okay um tomorrow at eleven then', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Sam Wu' },
      says: [NOTICE_24],
    },
  },

  {
    id: 'pxt-voice-asap-fifteen-minutes',
    category: 'relative-time',
    channel: 'voice',
    steps: ["hey, um, I need four lemon slices asap, I'm like fifteen minutes away, pick up, name's Tina Ruiz", 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T10:15', name: 'Tina Ruiz' },
      says: [/\b23\b|twenty.three/i],
    },
  },

  // ======================================================================== WEBCHAT
  {
    id: 'pxt-webchat-slices-8pm-or-745',
    category: 'closing',
    channel: 'webchat',
    steps: ['Hi! Can I get 2 lemon slices for pickup at 8pm tonight (or 7:45 if 8 is too late)? Name Alice Ng, phone 512-555-0142', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', name: 'Alice Ng', phone: '+15125550142' },
      never: [/8:30|9\s?(pm|p\.m\.)/i],
    },
  },
  {
    id: 'pxt-webchat-custom-slash-date',
    category: 'date-format',
    channel: 'webchat',
    steps: ["I need a custom cake for 11/28 at 3pm, 8 inch, 'Happy 50th Marie', pickup. Lisa Park 512-555-0177", 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T15:00', name: 'Lisa Park', phone: '+15125550177', notes: /50th marie/i },
      says: [/\b65(\.00)?\b/],
    },
  },
  {
    id: 'pxt-webchat-night-slices-tomorrow',
    category: 'overnight',
    channel: 'webchat',
    now: '2026-11-20T21:30:00-06:00',
    steps: ["hi, I know you're closed, can I order 3 vanilla slices for pickup tomorrow 9:30am? Kai Ross, 512-555-0150", 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:30', name: 'Kai Ross', phone: '+15125550150' },
    },
  },
  {
    id: 'pxt-webchat-custom-monday-exact-72h',
    category: 'notice',
    channel: 'webchat',
    steps: ["Custom 8 inch cake for Monday at 10am pickup, with 'Welcome Home Ana' on it. Name: Rita Gold, phone 512-555-0161", 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T10:00', name: 'Rita Gold', notes: /welcome home ana/i },
    },
  },
  {
    id: 'pxt-webchat-whole-8am-tmrw-refused',
    category: 'notice',
    channel: 'webchat',
    steps: ['whole carrot cake first thing tomorrow morning at 8, pickup, Mark Bell 512-555-0133', 'ok tomorrow at 10:30 then', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:30', name: 'Mark Bell' },
      says: [NOTICE_24],
    },
  },
  {
    id: 'pxt-webchat-nov-28-time-moved',
    category: 'time-change',
    channel: 'webchat',
    steps: ['Whole chocolate fudge cake, Nov 28, 1pm pickup. Name Ben Ortiz, 512-555-0189', 'Actually can we move that to 4pm same day?', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-28T16:00', name: 'Ben Ortiz' },
    },
  },
  {
    id: 'pxt-webchat-noon-today-slices',
    category: 'day-word',
    channel: 'webchat',
    steps: ['Hi, 1 large and 1 regular chocolate fudge slice for noon today. Pickup. Zoe Hart 512-555-0120', 'yes', 'yes'],
    expect: {
      order: {
        items: [
          { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' },
          { sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:00',
        name: 'Zoe Hart',
      },
      says: [/\b16(\.00)?\b/],
    },
  },
  {
    id: 'pxt-webchat-before-open-815',
    category: 'opening',
    channel: 'webchat',
    now: '2026-11-21T07:45:00-06:00',
    steps: ['Good morning! Can I get 2 carrot slices for 8:15 this morning? pickup. Nina Vogel, 512-555-0114', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:15', name: 'Nina Vogel' },
    },
  },
  {
    id: 'pxt-webchat-this-weekend-sunday',
    category: 'day-word',
    channel: 'webchat',
    steps: ['Looking to get a whole lemon cake this weekend, Sunday at 2 pickup would be great. Owen Fry 512-555-0109', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Owen Fry' },
      says: [/\b58(\.00)?\b/],
    },
  },
  {
    id: 'pxt-webchat-thanksgiving-closed-question',
    category: 'closed-day',
    channel: 'webchat',
    closedDays: ['2026-11-26'],
    steps: ['Are you open on Thanksgiving? I might want to pick up some slices that morning'],
    expect: { noOrder: true, says: [CLOSED] },
  },
  {
    id: 'pxt-webchat-next-friday-custom',
    category: 'day-word',
    channel: 'webchat',
    steps: ["custom 10 inch cake next friday at noon, 'Go Team!' on top, pickup, Ed Lowe, 512-555-0166", 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T12:00', name: 'Ed Lowe', notes: /go team/i },
      says: [/\b85(\.00)?\b/],
    },
  },
  {
    id: 'pxt-webchat-thanksgiving-closed-eve',
    category: 'closed-day',
    channel: 'webchat',
    closedDays: ['2026-11-26'],
    steps: ['hi!! 3 carrot slices + 2 lemon slices for thanksgiving at 11am pickup pls. Ava Stone, 512-555-0193', 'oh no. ok the night before then, 7:45pm', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T19:45', name: 'Ava Stone', phone: '+15125550193' },
      says: [CLOSED, /29\.50/],
    },
  },
];

const notYet = new Set<string>();
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
