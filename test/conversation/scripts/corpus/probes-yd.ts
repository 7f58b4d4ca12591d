import type { Script } from '../script-types.js';

// People who need a person, and complaints: asking for a human, complaints about past orders,
// order lookups by id or without one, changing or cancelling an order placed earlier in the chat,
// questions the bakery cannot answer here, and a few who still order something simple afterwards.

const STAFF = /staff|team|someone|person|owner|manager|human/i;
const NOT_FOUND = /(couldn.?t|could not|can.?t|cannot|unable to|didn.?t|did not|don.?t|do not|no order|not)\b.{0,40}(find|found|locate|match|exist|see|recogni[sz]e)/i;
const REFUND_PROMISE = /(refund (has been|is being|will be|is) (issued|processed|sent|on its way)|you('ll| will) (get|receive) (a |your )?(full )?refund|I('ve| have) (issued|processed|refunded)|we('ll| will) refund)/i;
const CHANGED_CLAIM = /(order|it)\s+(has been|is now|was|is)\s+(updated|changed|modified|moved)|I('ve| have)\s+(updated|changed|modified|moved)/i;
const CANCELLED_CLAIM = /(order|it)\s+(has been|is now|was|is)\s+cancel+ed|I('ve| have)\s+cancel+ed/i;
const ESCALATED = /I have asked|I('ve| have) (passed|asked|let)|let me get/i;
const CANT_HELP = /staff|(cannot|can.?t|not able to|unable to) (help|answer)|(don.?t|do not) know/i;
const STATUS_INVENTED = /(is|was)\s+(ready|on (its|the) way|out for delivery|delivered|being (baked|prepared))/i;

export const scripts: Script[] = [
  // ---------------- ASKING FOR A HUMAN ----------------
  {
    id: 'pyd-sms-human-can-i-talk-to-someone',
    category: 'human',
    channel: 'sms',
    steps: ['can I talk to someone'],
    expect: { noOrder: true, lastSays: [STAFF] },
  },
  {
    id: 'pyd-webchat-human-real-person-pls',
    category: 'human',
    channel: 'webchat',
    steps: ['real person pls'],
    expect: { noOrder: true, lastSays: [STAFF] },
  },
  {
    id: 'pyd-whatsapp-human-bot-is-useless',
    category: 'human',
    channel: 'whatsapp',
    steps: ['do u have cake', 'this bot is useless. i want a human'],
    expect: { noOrder: true, lastSays: [STAFF] },
  },
  {
    id: 'pyd-voice-human-operator',
    category: 'human',
    channel: 'voice',
    steps: ['uh, hi, can I just speak to a real person please? like an operator or whatever'],
    expect: { noOrder: true, lastSays: [STAFF] },
  },
  {
    id: 'pyd-sms-human-mid-order-gives-up',
    category: 'human',
    channel: 'sms',
    steps: ['hi i need a cake for saturday', 'ugh can i just talk to an actual person? this is taking forever'],
    expect: { noOrder: true, lastSays: [STAFF] },
  },
  {
    id: 'pyd-webchat-human-manager-then-slices',
    category: 'human',
    channel: 'webchat',
    steps: ['is there a manager i can speak with?', 'ok fine. can i get 2 lemon slices for pickup today at 3', 'Rosa Delgado', '512-555-0141', 'yes'],
    expect: {
      says: [ESCALATED],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Rosa Delgado' },
    },
  },
  {
    id: 'pyd-sms-human-call-me-back',
    category: 'human',
    channel: 'sms',
    steps: ['can someone from the bakery call me back? its about a big order for my church, like 6 whole cakes'],
    expect: { noOrder: true, lastSays: [STAFF] },
  },

  // ---------------- COMPLAINTS ABOUT PAST ORDERS ----------------
  {
    id: 'pyd-sms-complaint-late-pickup',
    category: 'complaint',
    channel: 'sms',
    steps: ['i came to pick up my cake yesterday at 2 like i ordered and it wasnt ready. waited 40 min. not ok'],
    expect: { noOrder: true, lastSays: [STAFF], never: [REFUND_PROMISE] },
  },
  {
    id: 'pyd-webchat-complaint-wrong-flavour',
    category: 'complaint',
    channel: 'webchat',
    steps: ['I ordered a red velvet cake for my daughters birthday and got carrot cake instead. Everyone was disappointed. What are you going to do about it?'],
    expect: { noOrder: true, lastSays: [STAFF], never: [REFUND_PROMISE] },
  },
  {
    id: 'pyd-whatsapp-complaint-dry-cake-refund',
    category: 'complaint',
    channel: 'whatsapp',
    steps: ['the chocolate fudge cake we got on tuesday was super dry 😞 i want a refund'],
    expect: { noOrder: true, lastSays: [STAFF], never: [REFUND_PROMISE] },
  },
  {
    id: 'pyd-sms-complaint-refund-demand-twice',
    category: 'complaint',
    channel: 'sms',
    steps: ['i want my money back for the lemon cake, it was stale', 'so am i getting a refund or not??'],
    expect: { noOrder: true, lastSays: [STAFF], never: [REFUND_PROMISE] },
  },
  {
    id: 'pyd-voice-complaint-delivery-late',
    category: 'complaint',
    channel: 'voice',
    steps: ['yeah hi, um, we had a cake delivered today and it came like two hours late, the party was already over. who do I talk to about that?'],
    expect: { noOrder: true, lastSays: [STAFF], never: [REFUND_PROMISE] },
  },
  {
    id: 'pyd-webchat-complaint-nuts-reaction',
    category: 'complaint',
    channel: 'webchat',
    steps: ['My son had an allergic reaction after eating the vanilla cake we bought from you last week. Does it have nuts in it??'],
    expect: {
      noOrder: true,
      says: [/allerg/i, ESCALATED],
      never: [/(is|are|it's)\s+(completely\s+)?(nut|peanut|allergen)[- ]free/i, /(does not|doesn.?t|no)\s+(contain|have)\s+(any\s+)?nuts/i, REFUND_PROMISE, /note to (the|your) order/i],
    },
  },
  {
    id: 'pyd-sms-complaint-then-order-choc-slices',
    category: 'complaint',
    channel: 'sms',
    steps: ['honestly the carrot cake last week was kinda dry. but i still love your chocolate. can i get 2 regular chocolate fudge slices for pickup at 4 today', 'Dev', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Dev' },
      never: [REFUND_PROMISE],
    },
  },
  {
    id: 'pyd-whatsapp-complaint-wrong-name-on-cake',
    category: 'complaint',
    channel: 'whatsapp',
    steps: ['hi, my custom cake last saturday said "Happy Birthday Jon" and it was supposed to be Joan. very embarrassing. i want this fixed'],
    expect: { noOrder: true, lastSays: [STAFF], never: [REFUND_PROMISE] },
  },

  // ---------------- ORDER LOOKUPS ----------------
  {
    id: 'pyd-sms-lookup-unknown-id',
    category: 'lookup',
    channel: 'sms',
    steps: ['whats the status of order ord_abc123def456ghi789jk'],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [STATUS_INVENTED, /\bconfirmed\b/i] },
  },
  {
    id: 'pyd-webchat-lookup-unknown-id-in-sentence',
    category: 'lookup',
    channel: 'webchat',
    steps: ['Hi, my order number is ord_zzq81mmx0p4ktw2v7ha. Is it ready yet? I placed it on Monday'],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [STATUS_INVENTED, /\bconfirmed\b/i] },
  },
  {
    id: 'pyd-whatsapp-lookup-no-id',
    category: 'lookup',
    channel: 'whatsapp',
    steps: ['hey did my order go thru? its under maria gonzalez'],
    expect: { noOrder: true, lastSays: [/ord_|order (id|number)|staff/i], never: [STATUS_INVENTED, /(your|the) order (is|was|has been) (confirmed|placed|received)/i] },
  },
  {
    id: 'pyd-voice-lookup-where-is-my-cake',
    category: 'lookup',
    channel: 'voice',
    steps: ["hi, um, I ordered a cake for delivery today and it's not here yet, where is it?"],
    expect: { noOrder: true, lastSays: [STAFF], never: [STATUS_INVENTED, /\b\d+\s*(minutes|mins)\b/i] },
  },
  {
    id: 'pyd-sms-lookup-bad-id-then-gives-id-again',
    category: 'lookup',
    channel: 'sms',
    steps: ['can u check my order', 'ord_abc123def456ghi789jk'],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [STATUS_INVENTED] },
  },

  // ---------------- AFTER AN ORDER IN THIS CHAT: STATUS, CHANGE, CANCEL ----------------
  {
    id: 'pyd-sms-placed-then-status',
    category: 'after-order',
    channel: 'sms',
    steps: ['2 carrot slices for pickup today at 1pm', 'Lena', 'yes', 'is my order confirmed?'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Lena' },
      lastSays: [/confirmed/i],
    },
  },
  {
    id: 'pyd-sms-placed-then-cancel',
    category: 'after-order',
    channel: 'sms',
    steps: ['3 red velvet slices for pickup at 5 today', 'Marco', 'yes', 'actually can you cancel that order? plans changed'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Marco' },
      lastSays: [STAFF],
      never: [CANCELLED_CLAIM],
    },
  },
  {
    id: 'pyd-webchat-placed-then-change-time',
    category: 'after-order',
    channel: 'webchat',
    steps: ['I want a whole lemon cake for pickup tomorrow at 2pm', 'Hannah Cole', '512-555-0466', 'yes', 'oh shoot, can we move the pickup to 4pm instead?'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Hannah Cole' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pyd-whatsapp-placed-then-add-item',
    category: 'after-order',
    channel: 'whatsapp',
    steps: ['4 vanilla bean slices pickup today 3pm', 'Tomas', 'yes', 'can u add 2 lemon slices to that same order'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Tomas' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM, /\bupdated\b/i],
    },
  },
  {
    id: 'pyd-voice-cancel-at-readback',
    category: 'after-order',
    channel: 'voice',
    steps: ["hi, um, I'd like a whole chocolate fudge cake for pickup tomorrow at noon", "it's Greg", 'oh wait, um, actually forget it, cancel that, my wife already ordered one'],
    expect: { noOrder: true, lastSays: [/cancel|not (been )?placed|won.?t place|will not place/i], never: [/ord_[a-z0-9]{6,}/i] },
  },
  {
    id: 'pyd-sms-cancel-unknown-id',
    category: 'after-order',
    channel: 'sms',
    steps: ['pls cancel order ord_abc123def456ghi789jk, dont need it anymore'],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [CANCELLED_CLAIM] },
  },
  {
    id: 'pyd-webchat-change-earlier-order-no-id',
    category: 'after-order',
    channel: 'webchat',
    steps: ['Hi, I ordered a whole lemon cake this morning for tomorrow and I need to change the pickup time to 5pm. Can you do that?'],
    expect: { noOrder: true, lastSays: [/ord_|order (id|number)|staff/i], never: [CHANGED_CLAIM] },
  },
  {
    id: 'pyd-sms-placed-then-change-flavour',
    category: 'after-order',
    channel: 'sms',
    steps: ['whole carrot cake pickup tomorrow 3pm', 'Ines', 'yes', 'wait i meant red velvet not carrot!! can u fix it'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Ines' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pyd-webchat-placed-then-allergy-after',
    category: 'after-order',
    channel: 'webchat',
    steps: ['2 vanilla bean slices for pickup today at 2pm', 'Olivia Brandt', '512-555-0190', 'yes', 'oh I forgot to mention, my husband has a peanut allergy. is that ok?'],
    expect: {
      // The allergy goes on the placed order, which goes back to staff for review.
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', allergy: true, at: '2026-11-20T14:00', name: 'Olivia Brandt' },
      lastSays: [/allerg|peanut/i, STAFF],
      never: [/(is|are|it's)\s+(completely\s+)?(nut|peanut|allergen)[- ]free/i, /(should be|will be|is|it's)\s+(fine|ok|okay|safe)/i],
    },
  },
  {
    id: 'pyd-sms-placed-then-when-ready',
    category: 'after-order',
    channel: 'sms',
    steps: ['can i get a large chocolate fudge slice for pickup at 12:30', 'Pia', 'yes', 'when can i come get it?'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:30', name: 'Pia' },
      lastSays: [/12:30/],
    },
  },
  {
    id: 'pyd-whatsapp-placed-then-switch-to-delivery',
    category: 'after-order',
    channel: 'whatsapp',
    steps: ['whole vanilla bean cake for pickup sunday at 11am', 'Quinn', 'yes', 'actually could you deliver it instead? 45 Ridge Rd'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Quinn' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM],
    },
  },

  // ---------------- THINGS THE BAKERY CANNOT ANSWER HERE ----------------
  {
    id: 'pyd-sms-q-parking',
    category: 'question',
    channel: 'sms',
    steps: ['is there parking near you guys? free parking?'],
    expect: { noOrder: true, never: [/(there is|there's|we have|yes,? (there is|we have))\s+(free\s+)?(parking|a (parking )?lot)/i, /street parking/i] },
  },
  {
    id: 'pyd-webchat-q-wifi-password',
    category: 'question',
    channel: 'webchat',
    steps: ['do you have wifi in the cafe? whats the password'],
    expect: { noOrder: true, lastSays: [CANT_HELP], never: [/password (is|:)/i, /(yes,? )?we (have|offer) (free )?wi-?fi/i] },
  },
  {
    id: 'pyd-whatsapp-q-jobs',
    category: 'question',
    channel: 'whatsapp',
    steps: ['hi!! are you hiring? I have 2 years barista experience'],
    expect: { noOrder: true, lastSays: [CANT_HELP], never: [/we('re| are) (currently )?hiring/i, /(apply|application) (at|on|online|here)/i, /https?:\/\//i] },
  },
  {
    id: 'pyd-webchat-q-catering-200',
    category: 'question',
    channel: 'webchat',
    steps: ['Do you do catering? We have a corporate event for 200 people next month and need dessert for everyone'],
    expect: {
      noOrder: true,
      lastSays: [/staff|team|get in touch/i],
      never: [/\$\s?\d+(\.\d\d)?\s*(per|\/|a)\s*(person|head|guest)/i, /catering (menu|package)s?\b(?! (is|are) not)/i],
    },
  },
  {
    id: 'pyd-sms-q-gift-cards',
    category: 'question',
    channel: 'sms',
    steps: ['do u sell gift cards? want one for my mom for xmas'],
    expect: { noOrder: true, lastSays: [CANT_HELP], never: [/(yes,? )?we (do )?(sell|offer|have) gift cards/i, /gift cards? (are|is) available/i, /\$\d+ gift card/i] },
  },
  {
    id: 'pyd-voice-q-gift-card-order',
    category: 'question',
    channel: 'voice',
    steps: ['hi, um, I want to buy a fifty dollar gift card, can I do that over the phone?'],
    expect: { noOrder: true, lastSays: [CANT_HELP], never: [/(yes,? )?we (do )?(sell|offer|have) gift cards/i, /gift cards? (are|is) available/i] },
  },
  {
    id: 'pyd-sms-q-wedding-tasting',
    category: 'question',
    channel: 'sms',
    steps: ['do you do wedding cake tastings? how much is a 3 tier wedding cake'],
    expect: {
      noOrder: true,
      says: [/custom/i],
      never: [/tastings? (are|is) (free|\$)/i, /(3|three)[- ]tier.{0,40}\$\d+/i],
    },
  },
  {
    id: 'pyd-whatsapp-q-parking-and-slices',
    category: 'question',
    channel: 'whatsapp',
    steps: ['hey whats the parking situation like? also can i get 3 lemon slices for pickup at 1 today', 'Sara', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Sara' },
      says: [CANT_HELP],
      never: [/(there is|there's|we have)\s+(free\s+)?(parking|a (parking )?lot)/i, /street parking/i],
    },
  },
  {
    id: 'pyd-voice-q-catering-then-whole-cake',
    category: 'question',
    channel: 'voice',
    steps: ['hi, uh, do you guys do catering, like with servers and everything?', "okay, um, then I'll just get a whole red velvet cake for tomorrow at two, pickup", "it's Walt", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Walt' },
      says: [CANT_HELP],
      never: [/(yes,? )?we (do )?(offer|provide|have) (full )?(catering|servers)/i],
    },
  },
  {
    id: 'pyd-webchat-q-gift-card-then-carrot-whole',
    category: 'question',
    channel: 'webchat',
    steps: ['do you have gift cards?', 'ok no worries, then I want to order a whole carrot cake for her, pickup Saturday at 3pm', 'Yuki Tanaka', '512-555-0123', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Yuki Tanaka' },
      never: [/(yes,? )?we (do )?(sell|offer|have) gift cards/i, /gift cards? (are|is) available/i],
    },
  },
  {
    id: 'pyd-sms-q-open-thanksgiving',
    category: 'question',
    channel: 'sms',
    steps: ['r u open on thanksgiving? and what time'],
    expect: { noOrder: true, never: [/(yes,? )?we('re| are) open (on )?thanksgiving/i, /closed (on )?thanksgiving/i] },
  },
  {
    id: 'pyd-sms-complaint-then-human-then-order',
    category: 'complaint',
    channel: 'sms',
    steps: ['last time my slices were squished in the box. want to talk to a manager about it', 'ok thanks. also i still need 2 red velvet slices for pickup today at 6', 'Zoe', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Zoe' },
      never: [REFUND_PROMISE],
    },
  },
  {
    id: 'pyd-webchat-lookup-id-then-new-order',
    category: 'lookup',
    channel: 'webchat',
    steps: ['Can you check on ord_abc123def456ghi789jk?', 'Hm ok. Then I will just place a new one. 1 whole vanilla bean cake, pickup Sunday 10am', 'Felix Moreau', '512-555-0108', 'yes'],
    expect: {
      says: [NOT_FOUND],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Felix Moreau' },
      never: [STATUS_INVENTED],
    },
  },
];
