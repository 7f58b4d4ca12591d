import type { Script } from '../script-types.js';

// DATES AND TIMES, said the way people say them: relative days ("day after tomorrow", "this
// weekend", "next friday"), bare dates ("the 1st", "Dec 3", "12/5", "3/20"), loose times
// ("noonish", "lunchtime", "after work like 5:30", "quarter to 4", "half past 2", "1700",
// "in 2 hours", "first thing"), times outside 8 AM to 8 PM, whole and custom cakes asked for too
// soon, customers writing at night or at dawn, Thanksgiving week with the 26th closed, times and
// days corrected mid-conversation, and questions about hours alone or beside an order.
//
// Calendar: Fri 2026-11-20 is the default clock. Sat 21, Sun 22, Mon 23, Wed 25, Thu 26
// (Thanksgiving), Fri 27, Sat 28, Sun 29; Tue Dec 1, Thu Dec 3, Fri Dec 4, Sat Dec 5;
// Sat 2027-03-20 is after daylight saving time begins (Sun 2027-03-14).

const CLOSED = /closed|not open|won.?t be open|aren.?t open|are not open/i;
const CLOSE_8PM = /\b8(:00)?\s*(p\.?\s?m\.?)|\beight\b|\b20:00\b/i;
const OPEN_8AM = /\b8(:00)?\s*(a\.?\s?m\.?)|\beight\b|\b08:00\b/i;
const NOTICE_24 = /24|twenty[- ]four|a day.?s notice|full day/i;
const NOTICE_72 = /72|3 days|three days/i;
const OPEN_ON_THANKSGIVING = /(we('re| are| will be| will)|bakery (is|will be)) open (on )?(thanksgiving|thursday|the 26th|nov(ember)?\.? 26)/i;
const SLICE_DELIVERY_OK = /(we|I) (can|will|could) deliver (the |your |those |these )?(\d+ |six )?(lemon )?slices/i;

export const scripts: Script[] = [
  // ---------------- RELATIVE DAYS ----------------
  {
    id: 'pxb-sms-day-after-tomorrow-carrot',
    category: 'dates',
    channel: 'sms',
    steps: ['hey can i get a whole carrot cake for the day after tomorrow? pickup around 2', 'Marisol', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Marisol' },
    },
  },
  {
    id: 'pxb-voice-day-after-tomorrow-fudge',
    category: 'dates',
    channel: 'voice',
    steps: ["hi, yeah, I need a whole chocolate fudge cake for, um, the day after tomorrow? Like around one in the afternoon. I'll pick it up.", 'Bernadette', "yes that's right"],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Bernadette' },
    },
  },
  {
    id: 'pxb-sms-next-friday-fudge',
    category: 'dates',
    channel: 'sms',
    steps: ['need a whole chocolate fudge cake next friday at 4pm, pick up', 'Trevor', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T16:00', name: 'Trevor' },
    },
  },
  {
    id: 'pxb-sms-this-friday-said-monday',
    category: 'dates',
    channel: 'sms',
    now: '2026-11-23T11:00:00-06:00',
    steps: ['whole lemon cake this friday 11am pickup pls', 'Dana', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T11:00', name: 'Dana' },
    },
  },
  {
    id: 'pxb-voice-next-friday-the-one-after',
    category: 'dates',
    channel: 'voice',
    now: '2026-11-23T10:00:00-06:00',
    steps: ["yeah hi, I want a whole vanilla bean cake for next Friday, not this Friday, the one after, the fourth. Around noon, and I'll pick it up.", 'Curtis', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-04T12:00', name: 'Curtis' },
    },
  },
  {
    id: 'pxb-whatsapp-this-weekend-carrot',
    category: 'dates',
    channel: 'whatsapp',
    steps: ['hii do u have carrot cake this weekend? want a whole one to pick up', 'sunday around 11', 'Ana', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Ana' },
    },
  },
  {
    id: 'pxb-webchat-this-friday-thanksgiving-week',
    category: 'dates',
    channel: 'webchat',
    now: '2026-11-25T14:00:00-06:00',
    closedDays: ['2026-11-26'],
    steps: ['Hi! Could I get a whole carrot cake this Friday at 10am? Pickup', 'Paulina Reyes', '512-555-0131', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T10:00', name: 'Paulina Reyes' },
    },
  },
  {
    id: 'pxb-whatsapp-black-friday-two-carrots',
    category: 'dates',
    channel: 'whatsapp',
    closedDays: ['2026-11-26'],
    steps: ['2 whole carrot cakes for black friday pls, pick up at 10 in the morning', 'Hollis', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-27T10:00', name: 'Hollis' },
    },
  },

  // ---------------- BARE DATES ----------------
  {
    id: 'pxb-sms-the-1st-red-velvet',
    category: 'dates',
    channel: 'sms',
    steps: ['can i order a whole red velvet for the 1st? ill pick up at 3', 'Keisha', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-01T15:00', name: 'Keisha' },
    },
  },
  {
    id: 'pxb-sms-12-5-vanilla',
    category: 'dates',
    channel: 'sms',
    steps: ['vanilla bean cake (whole) 12/5 at 1pm pickup', 'Brandon', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-05T13:00', name: 'Brandon' },
    },
  },
  {
    id: 'pxb-sms-thurs-dec-3rd-quarter-past-4',
    category: 'dates',
    channel: 'sms',
    steps: ['carrot cake, the whole thing, thurs dec 3rd at 4:15pm. pickup', 'Solange', 'yep'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-12-03T16:15', name: 'Solange' },
    },
  },
  {
    id: 'pxb-whatsapp-dec-3-delivery',
    category: 'dates',
    channel: 'whatsapp',
    steps: ['Hi, can you deliver a whole lemon cake Dec 3 around 2pm to 88 Oak Hollow Dr?', 'Mei', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-12-03T14:00', name: 'Mei', address: /88 Oak Hollow/i },
    },
  },
  {
    id: 'pxb-webchat-12-5-custom-dinosaur',
    category: 'dates',
    channel: 'webchat',
    steps: ["Hello, I'd like a custom cake for 12/5, 10 inch, pickup at 2pm. Dinosaur theme for my son's 6th birthday", 'Amelia Hart', '512-555-0132', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-12-05T14:00', name: 'Amelia Hart' },
    },
  },
  {
    id: 'pxb-webchat-saturday-the-29th-mismatch',
    category: 'dates',
    channel: 'webchat',
    steps: ['Whole vanilla bean cake for Saturday the 29th at 1pm, pickup please'],
    expect: { noOrder: true, lastSays: [/sunday|28/i] },
  },
  {
    id: 'pxb-webchat-march-after-dst',
    category: 'dates',
    channel: 'webchat',
    steps: ['Planning way ahead! Whole lemon chiffon cake for 3/20 next year at 2pm, pickup', 'Gwendolyn Pryce', '512-555-0133', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2027-03-20T14:00', name: 'Gwendolyn Pryce' },
    },
  },

  // ---------------- LOOSE TIMES ----------------
  {
    id: 'pxb-sms-in-2-hours-fudge-slices',
    category: 'times',
    channel: 'sms',
    steps: ['2 choc fudge slices regular size, ill pick up in 2 hours', 'Luis', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Luis' },
    },
  },
  {
    id: 'pxb-webchat-hour-and-a-half-carrot-slices',
    category: 'times',
    channel: 'webchat',
    steps: ['2 carrot slices, can they be ready for pickup in an hour and a half?', 'Desmond Achebe', '512-555-0134', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Desmond Achebe' },
    },
  },
  {
    id: 'pxb-whatsapp-noonish-lemon-whole',
    category: 'times',
    channel: 'whatsapp',
    steps: ["Hiii 😊 whole lemon chiffon for tomorrow noonish, I'll pick it up", 'Priya', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Priya' },
    },
  },
  {
    id: 'pxb-voice-lunchtime-vanilla-slices',
    category: 'times',
    channel: 'voice',
    steps: ["hi, I'd like to pick up four of the vanilla bean slices around, um, lunchtime today", 'twelve thirty', 'Ruben', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:30', name: 'Ruben' },
    },
  },
  {
    id: 'pxb-sms-after-work-530-carrot',
    category: 'times',
    channel: 'sms',
    steps: ['can i grab 3 carrot slices after work like 5:30', 'Jen', 'ya'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:30', name: 'Jen' },
    },
  },
  {
    id: 'pxb-voice-quarter-to-four-lemon',
    category: 'times',
    channel: 'voice',
    steps: ["um, yeah, two of the, uh, lemon slices, for like, quarter to four? I'll come pick 'em up", "it's, uh, Harold", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:45', name: 'Harold' },
    },
  },
  {
    id: 'pxb-whatsapp-quarter-to-4-mixed',
    category: 'times',
    channel: 'whatsapp',
    steps: ['pickup at quarter to 4 today: 2 lemon slices + 1 carrot slice', 'Ibrahim', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:45', name: 'Ibrahim' },
    },
  },
  {
    id: 'pxb-whatsapp-half-past-2-vanilla',
    category: 'times',
    channel: 'whatsapp',
    steps: ['3 vanilla slices for half past 2 today pls 🙏', 'Chloe', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: 'Chloe' },
    },
  },
  {
    id: 'pxb-sms-1700-large-fudge',
    category: 'times',
    channel: 'sms',
    steps: ['1 large chocolate fudge slice @ 1700 today', 'Kenji', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Kenji' },
    },
  },
  {
    id: 'pxb-sms-tonight-around-6',
    category: 'times',
    channel: 'sms',
    steps: ['yo can i get 2 vanilla slices tonight around 6', 'Dmitri', 'yup'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Dmitri' },
    },
  },
  {
    id: 'pxb-whatsapp-first-thing-tomorrow-slices',
    category: 'times',
    channel: 'whatsapp',
    steps: ['what time do u open tomorrow? wanna grab 2 lemon slices first thing in the morning', 'Sofia', 'yes'],
    expect: {
      says: [OPEN_8AM],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T08:00', name: 'Sofia' },
    },
  },

  // ---------------- OUTSIDE OPENING HOURS ----------------
  {
    id: 'pxb-whatsapp-sunday-7am-before-open',
    category: 'hours',
    channel: 'whatsapp',
    steps: ['can i pick up a whole red velvet sunday at 7am? before church', 'ok 8 is fine', 'Grace', 'yes'],
    expect: {
      says: [OPEN_8AM],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T08:00', name: 'Grace' },
    },
  },
  {
    id: 'pxb-whatsapp-tonight-9-after-close',
    category: 'hours',
    channel: 'whatsapp',
    steps: ['can i get 2 carrot slices tonight at 9?', 'ugh fine, 7:30 then', 'Zainab', 'yes'],
    expect: {
      says: [CLOSE_8PM],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:30', name: 'Zainab' },
    },
  },
  {
    id: 'pxb-voice-eight-thirty-tonight',
    category: 'hours',
    channel: 'voice',
    steps: ['um, could I get, like, two regular chocolate fudge slices tonight, at like eight thirty? to pick up'],
    expect: { noOrder: true, lastSays: [/clos|open (until|till|til)|after hours|hours/i, CLOSE_8PM] },
  },
  {
    id: 'pxb-sms-dawn-before-opening-slices',
    category: 'hours',
    channel: 'sms',
    now: '2026-11-20T07:15:00-06:00',
    steps: ['2 lemon slices for 7:30 pickup? on my way in to work', 'ok 8 then', 'Tariq', 'yes'],
    expect: {
      says: [OPEN_8AM],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-20T08:00', name: 'Tariq' },
    },
  },

  // ---------------- TOO SOON ----------------
  {
    id: 'pxb-sms-whole-today-whats-earliest',
    category: 'notice',
    channel: 'sms',
    steps: ['can i get a whole chocolate fudge cake today at 5?', 'dang ok whats the earliest i can get one then?'],
    expect: { noOrder: true, says: [NOTICE_24], lastSays: [/tomorrow|saturday|\bsat\b|21/i] },
  },
  {
    id: 'pxb-voice-carrot-this-afternoon-earliest',
    category: 'notice',
    channel: 'voice',
    steps: ['hi, can I get a whole carrot cake for this afternoon, like three-ish?', "oh. okay, what's the earliest I could get it then?"],
    expect: { noOrder: true, lastSays: [/tomorrow|saturday|21/i] },
  },
  {
    id: 'pxb-webchat-first-thing-tomorrow-whole',
    category: 'notice',
    channel: 'webchat',
    steps: ['Can I get a whole red velvet cake first thing tomorrow morning? For pickup', 'ok make it 11 then', 'Leonard Fitch', '512-555-0136', 'yes'],
    expect: {
      says: [NOTICE_24],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Leonard Fitch' },
    },
  },
  {
    id: 'pxb-webchat-custom-day-after-tomorrow',
    category: 'notice',
    channel: 'webchat',
    steps: ['Can I get a custom cake, 8 inch, unicorn theme, for the day after tomorrow?'],
    expect: { noOrder: true, lastSays: [NOTICE_72, /monday|23/i] },
  },

  // ---------------- AT NIGHT AND AT DAWN ----------------
  {
    id: 'pxb-sms-night-slices-tmrw-noon',
    category: 'night',
    channel: 'sms',
    now: '2026-11-20T22:30:00-06:00',
    steps: ['u still taking orders? 4 lemon slices for tmrw at noon, pickup', 'Gabby', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T12:00', name: 'Gabby' },
    },
  },
  {
    id: 'pxb-voice-night-lemon-tomorrow-6pm',
    category: 'night',
    channel: 'voice',
    now: '2026-11-20T22:30:00-06:00',
    steps: ["hi, sorry it's late, um, I wanted to order a whole lemon cake for tomorrow at like six pm, for pickup", 'okay, um, Sunday at ten then', 'Wendell', { press: '1' }],
    expect: {
      says: [/sunday/i],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T10:00', name: 'Wendell' },
    },
  },
  {
    id: 'pxb-whatsapp-dawn-rv-slices-9am',
    category: 'night',
    channel: 'whatsapp',
    now: '2026-11-21T06:00:00-06:00',
    steps: ['morning! 2 red velvet slices for 9am today pickup', 'Fatima', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Fatima' },
    },
  },

  // ---------------- THANKSGIVING WEEK, THE 26TH CLOSED ----------------
  {
    id: 'pxb-sms-open-thursday-turkey-day',
    category: 'holiday',
    channel: 'sms',
    now: '2026-11-23T09:30:00-06:00',
    closedDays: ['2026-11-26'],
    steps: ['hey are you guys open on thursday? need a whole carrot cake for turkey day'],
    expect: { noOrder: true, lastSays: [CLOSED], never: [OPEN_ON_THANKSGIVING] },
  },
  {
    id: 'pxb-voice-open-thanksgiving',
    category: 'holiday',
    channel: 'voice',
    closedDays: ['2026-11-26'],
    steps: ['hi, um, are you guys open on Thanksgiving?'],
    expect: { noOrder: true, lastSays: [CLOSED], never: [OPEN_ON_THANKSGIVING] },
  },
  {
    id: 'pxb-whatsapp-thanksgiving-morning-then-wed',
    category: 'holiday',
    channel: 'whatsapp',
    closedDays: ['2026-11-26'],
    steps: ['Can I pick up a whole chocolate fudge cake on Thanksgiving morning?', 'oh ok. wednesday the 25th at 6pm then', 'Nadia', 'yes'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T18:00', name: 'Nadia' },
      never: [OPEN_ON_THANKSGIVING],
    },
  },
  {
    id: 'pxb-webchat-thanksgiving-dinner-then-wed-530',
    category: 'holiday',
    channel: 'webchat',
    now: '2026-11-23T12:00:00-06:00',
    closedDays: ['2026-11-26'],
    steps: ['I need a whole chocolate fudge cake for Thanksgiving dinner, can I pick it up Thursday at 11am?', 'Oh no. Wednesday at 5:30pm then', 'Harriet Nguyen', '512-555-0138', 'yes'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T17:30', name: 'Harriet Nguyen' },
    },
  },
  {
    id: 'pxb-webchat-open-tomorrow-and-friday',
    category: 'holiday',
    channel: 'webchat',
    now: '2026-11-25T15:00:00-06:00',
    closedDays: ['2026-11-26'],
    steps: ['Are you open tomorrow? What about Friday?'],
    expect: { noOrder: true, lastSays: [CLOSED, OPEN_8AM], never: [OPEN_ON_THANKSGIVING] },
  },

  // ---------------- CORRECTIONS MID-CONVERSATION ----------------
  {
    id: 'pxb-sms-actually-make-it-4',
    category: 'corrections',
    channel: 'sms',
    steps: ['2 red velvet slices today at 2 for pickup', 'actually make it 4, i get off work later than i thought', 'Omar', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Omar' },
    },
  },
  {
    id: 'pxb-voice-two-thirty-make-that-four',
    category: 'corrections',
    channel: 'voice',
    steps: ['can I get three red velvet slices for pickup at two thirty today', "oh wait, actually, make that four o'clock", 'Nora', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Nora' },
    },
  },
  {
    id: 'pxb-whatsapp-meant-saturday-not-sunday',
    category: 'corrections',
    channel: 'whatsapp',
    steps: ['whole vanilla bean cake for sunday 3pm pickup', 'sorry I meant saturday not sunday', 'Rhea', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Rhea' },
    },
  },
  {
    id: 'pxb-webchat-day-corrected-at-readback',
    category: 'corrections',
    channel: 'webchat',
    steps: ['whole carrot cake sunday 2pm pickup', 'Marta Klein', '512-555-0139', 'wait sorry, I meant Saturday not Sunday. same time', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Marta Klein' },
    },
  },

  // ---------------- HOURS QUESTIONS, ALONE OR BESIDE AN ORDER ----------------
  {
    id: 'pxb-sms-close-tonight',
    category: 'hours',
    channel: 'sms',
    steps: ['what time do u close tonight'],
    expect: { noOrder: true, lastSays: [CLOSE_8PM] },
  },
  {
    id: 'pxb-webchat-sunday-hours',
    category: 'hours',
    channel: 'webchat',
    steps: ['What are your hours on Sunday?'],
    expect: { noOrder: true, lastSays: [OPEN_8AM, CLOSE_8PM] },
  },
  {
    id: 'pxb-voice-close-today-and-slice-at-7',
    category: 'hours',
    channel: 'voice',
    steps: ["what time do you close today? and, um, can I get a large chocolate slice for, like, seven? I'll swing by", 'Tasha', { press: '1' }],
    expect: {
      says: [CLOSE_8PM],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:00', name: 'Tasha' },
    },
  },
  {
    id: 'pxb-webchat-deliver-slices-tonight',
    category: 'hours',
    channel: 'webchat',
    steps: ['can you deliver 6 lemon slices tonight around 7 to my office?', "ok I'll come get them at 7", 'Victor Osei', '512-555-0140', 'yes'],
    expect: {
      says: [/pick ?up|in store|in person|collect/i],
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:00', name: 'Victor Osei' },
      never: [SLICE_DELIVERY_OK],
    },
  },
];

