import type { Script } from '../script-types.js';

// PLANNING FOR A GROUP, THEN ORDERING: office parties, kids' birthdays, book clubs, family dinners,
// funeral receptions, baby showers. "How many does it feed?", "what for about $60?", "whole cake or
// slices, which is cheaper?", allergies in the group, the total before confirming, changing the
// quantity after hearing the price, mixing whole cakes and slices in one order.
//
// Catalog facts used: whole chocolate fudge $48, carrot $46 (walnuts), red velvet $50 (allergens
// unknown), vanilla bean $44 (allergens unknown): 8-inch, serve 10 to 12. Lemon chiffon $58,
// 10-inch, serves 14 to 16. Strawberry shortcake is seasonal, not available. Slices: chocolate fudge
// $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla $5.50.
// Custom from $65 (8-inch) / $85 (10-inch), 72 hours. Clock: Fri 2026-11-20 10:00 Central.

const SERVES_10_12 = /10\s*(to|-|–|and)\s*12/i;
const SERVES_14_16 = /14\s*(to|-|–|and)\s*16/i;
const STAFF = /staff|team|owner|someone|person|bakery directly|call (us|the bakery)/i;
const UNKNOWN_ALLERGENS = /(not|n.?t) (been )?(confirm|list|know|sure|verif|have (a |the )?(confirmed|full|complete))|unknown|can.?t (confirm|guarantee|say)|cannot (confirm|guarantee|say)|unable to confirm/i;
const NO_DAIRY_CLAIM = /(vanilla|red velvet|lemon|chocolate|carrot)[^.!?]{0,40}(has no|contains no|without|doesn.?t (have|contain)|does not (have|contain)|free of) (any )?(dairy|milk)/i;
const NO_GLUTEN_CLAIM = /(vanilla|red velvet|lemon|chocolate|carrot)[^.!?]{0,40}(has no|contains no|without|doesn.?t (have|contain)|does not (have|contain)|free of) (any )?(gluten|wheat)/i;
const NO_NUTS_CLAIM = /(vanilla|red velvet|lemon|chocolate|fudge)[^.!?]{0,40}(has no|contains no|without|doesn.?t (have|contain)|does not (have|contain)|free of) (any )?(nuts|peanuts|tree.?nuts)/i;
const SAFE_CLAIM = /(is|are|would be|should be|will be)\s+(perfectly\s+|totally\s+)?(safe|fine|ok|okay)\s+for\s+(her|him|them|your|someone|people|a guest|guests)/i;
const DRINKS_IN_CAFE = /caf[eé]|in[- ]store|in person|at the (counter|bakery)|can.?t (be )?order|cannot (be )?order|not (available )?(to|for) order/i;
const NO_WHOLE_TODAY = /24|notice|tomorrow|a day ahead|day in advance/i;
/** Telling the customer an allergy note was added to an order, when no order exists yet. */
const NOTE_ADDED_NO_ORDER = /(added|attached|put) (your|the|an) allergy note (to|on) (the|your) order/i;
const EIGHT_SLICES_44 = /slices?\b[^]{0,100}\b(8|eight)\b[^.]{0,40}\b44\b|\b(8|eight)\s+(vanilla\s+(bean\s+)?)?(cake\s+)?slices?[^]{0,60}\b44\b/i;
const CUSTOM_NOTICE = /72|3 days|three days/i;

const written: Script[] = [
  // ======================================================================== SMS
  {
    id: 'pxe-sms-choc-feeds-how-many',
    category: 'group-planning',
    channel: 'sms',
    steps: ['hey how many people does a whole chocolate cake feed? and how much is it'],
    expect: { noOrder: true, lastSays: [SERVES_10_12, /\b48\b/] },
  },
  {
    id: 'pxe-sms-office-3-to-2-choc',
    category: 'group-planning',
    channel: 'sms',
    steps: [
      'need 3 whole chocolate fudge cakes for an office party, pickup monday at noon. whats the total?',
      'hmm thats more than i budgeted. make it 2 instead',
      'Brenda Walsh',
      'yes',
    ],
    expect: {
      says: [/\b144\b/],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T12:00', name: 'Brenda Walsh' },
    },
  },
  {
    id: 'pxe-sms-book-club-tree-nut',
    category: 'group-allergy',
    channel: 'sms',
    steps: ['hosting book club saturday, 10 ppl, one of them has a tree nut allergy. which cake should i get?'],
    expect: {
      noOrder: true,
      lastSays: [/walnut|tree.?nut/i, STAFF],
      never: [NO_NUTS_CLAIM, SAFE_CLAIM, NOTE_ADDED_NO_ORDER],
    },
  },
  {
    id: 'pxe-sms-vanilla-whole-or-8-slices',
    category: 'group-planning',
    channel: 'sms',
    steps: ['book club is 8 people. for vanilla is it cheaper to get a whole cake or 8 slices?', 'ok the whole one then, pickup sunday at 4', 'Imani', 'yes'],
    expect: {
      // 8 slices at 5.50 come to 44.00, the same as the whole cake.
      says: [/\b44\b/, EIGHT_SLICES_44],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T16:00', name: 'Imani' },
    },
  },
  {
    id: 'pxe-sms-funeral-40-lemon',
    category: 'group-planning',
    channel: 'sms',
    steps: [
      'hi, my father passed and we are having a reception after the service on sunday. about 40 people. what would you suggest?',
      'ok lets do 3 of the lemon cakes, pickup sunday at 11am',
      'Gloria Mendes',
      'yes',
    ],
    expect: {
      says: [SERVES_14_16],
      order: { items: [{ sku: 'lemon-whole', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Gloria Mendes' },
    },
  },
  {
    id: 'pxe-sms-dinner-tonight-slices',
    category: 'group-planning',
    channel: 'sms',
    steps: [
      'family dinner tonight, 8 of us. can i get a whole cake for 6pm today?',
      'ok then 4 regular chocolate fudge slices and 4 carrot slices for 6pm',
      'Rafael',
      'yes',
    ],
    expect: {
      says: [NO_WHOLE_TODAY],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }, { sku: 'carrot-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T18:00',
        name: 'Rafael',
      },
    },
  },
  {
    id: 'pxe-sms-total-before-confirm-rv-lemon',
    category: 'group-planning',
    channel: 'sms',
    steps: ['for my moms bday: 1 whole red velvet and 6 lemon slices, pickup saturday 2pm. whats the total before i confirm?', 'Tasha', 'yes'],
    expect: {
      says: [/84\.50/],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }, { sku: 'lemon-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T14:00',
        name: 'Tasha',
      },
    },
  },
  {
    id: 'pxe-sms-celiac-kid-party',
    category: 'group-allergy',
    channel: 'sms',
    steps: ['doing a bday party for 12 kids and one is celiac. do you have anything gluten free?'],
    expect: {
      noOrder: true,
      says: [/wheat|gluten/i],
      lastSays: [STAFF],
      never: [NO_GLUTEN_CLAIM, SAFE_CLAIM],
    },
  },
  {
    id: 'pxe-sms-night-carrot-held',
    category: 'group-planning',
    channel: 'sms',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['late i know but i need a carrot cake for sunday 3pm pickup. its for 10 people, is one enough?', 'great, book it please', 'Colleen', 'yes'],
    expect: {
      says: [SERVES_10_12],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T15:00', name: 'Colleen' },
    },
  },
  {
    id: 'pxe-sms-budget-60-office',
    category: 'group-planning',
    channel: 'sms',
    steps: ['what can i get for about $60 for a small office thing, like 14 or 15 people?'],
    expect: { noOrder: true, lastSays: [/lemon/i, /\b58\b/, SERVES_14_16] },
  },
  {
    id: 'pxe-sms-30-large-slices-approval',
    category: 'group-planning',
    channel: 'sms',
    steps: ['team lunch today, need 30 large chocolate fudge slices for 1pm pickup', 'Nneka Okafor', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 30, size: 'large' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T13:00', name: 'Nneka Okafor' },
    },
  },
  {
    id: 'pxe-sms-carrot-whats-in-it',
    category: 'group-planning',
    channel: 'sms',
    steps: ['whats in the carrot cake? thinking of it for my in laws dinner saturday, 10 people', 'perfect, one for saturday 5pm pickup', 'Dolores', 'yes'],
    expect: {
      says: [/walnut/i],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Dolores' },
    },
  },

  // ======================================================================== WHATSAPP
  {
    id: 'pxe-whatsapp-whole-vs-10-slices',
    category: 'group-planning',
    channel: 'whatsapp',
    steps: ['which is cheaper, a whole chocolate fudge cake or 10 slices of it? for a team of 10'],
    expect: { noOrder: true, lastSays: [/\b48\b/, /\b65\b/] },
  },
  {
    id: 'pxe-whatsapp-shower-peanut-allergy',
    category: 'group-allergy',
    channel: 'whatsapp',
    steps: ['baby shower saturday at 1pm, i want a whole chocolate fudge cake for pickup. one guest has a peanut allergy', 'Priya Raman', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T13:00',
        name: 'Priya Raman',
        allergy: true,
      },
      never: [NO_NUTS_CLAIM, SAFE_CLAIM],
    },
  },
  {
    id: 'pxe-whatsapp-strawberry-then-vanilla',
    category: 'group-planning',
    channel: 'whatsapp',
    steps: ['want a strawberry shortcake for my daughters baby shower sunday, 12 guests', 'oh no. ok then the vanilla bean cake, pickup sunday at noon', 'Elena', 'yes'],
    expect: {
      says: [/not available|unavailable|seasonal|out of season|sold out/i],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Elena' },
    },
  },
  {
    id: 'pxe-whatsapp-meeting-cake-and-coffee',
    category: 'group-planning',
    channel: 'whatsapp',
    steps: ['meeting monday 9am for 10 ppl. can i order a whole chocolate fudge cake and coffee for 10, pickup?', 'ok just the cake then', 'Jamal', 'yes'],
    expect: {
      says: [DRINKS_IN_CAFE],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T09:00', name: 'Jamal' },
    },
  },
  {
    id: 'pxe-whatsapp-grad-party-25',
    category: 'group-planning',
    channel: 'whatsapp',
    steps: ['need dessert for 25 at my sons graduation party sunday. what do u suggest?', 'ok 1 lemon + 1 chocolate fudge, whole cakes, pickup sunday 2pm', 'Kwame', 'yes'],
    expect: {
      says: [SERVES_14_16],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1 }, { sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T14:00',
        name: 'Kwame',
      },
    },
  },
  {
    id: 'pxe-whatsapp-red-velvet-eggs',
    category: 'group-allergy',
    channel: 'whatsapp',
    steps: ['does the red velvet have eggs in it? my sister in law is allergic and its for her bday dinner'],
    expect: {
      noOrder: true,
      lastSays: [UNKNOWN_ALLERGENS, STAFF],
      never: [/red velvet[^.!?]{0,40}(has no|contains no|without|doesn.?t (have|contain)|does not (have|contain)|free of) (any )?eggs/i, SAFE_CLAIM],
    },
  },
  {
    id: 'pxe-whatsapp-budget-100-for-22',
    category: 'group-planning',
    channel: 'whatsapp',
    steps: ['got about $100 for dessert for 22 people at a family reunion saturday. what works?', 'lets do the chocolate fudge and the vanilla bean, both whole, pickup sat 4pm', 'Lupe', 'yes'],
    expect: {
      says: [/\b(44|46|48|50|58)\b/],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T16:00',
        name: 'Lupe',
      },
    },
  },
  {
    id: 'pxe-whatsapp-whole-plus-large-slices',
    category: 'group-planning',
    channel: 'whatsapp',
    steps: ['for my nephews party saturday 3pm pickup: 1 whole chocolate fudge cake + 6 large chocolate fudge slices for the adults. how much is that?', 'Ana Sofia', 'yes'],
    expect: {
      says: [/\b105\b/],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 6, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T15:00',
        name: 'Ana Sofia',
      },
    },
  },
  {
    id: 'pxe-whatsapp-potluck-price-only',
    category: 'group-planning',
    channel: 'whatsapp',
    steps: ['how much would 3 whole carrot cakes be? just getting prices for our church potluck, i will confirm with the committee first'],
    expect: { noOrder: true, lastSays: [/\b138\b/] },
  },
  {
    id: 'pxe-whatsapp-custom-tomorrow-to-lemon',
    category: 'group-planning',
    channel: 'whatsapp',
    steps: ['need a custom cake with a stork on it for a baby shower tomorrow, 15 people', 'oh ok. then just a whole lemon cake for tomorrow at 2pm pickup', 'Marisol', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Marisol' },
    },
  },
  {
    id: 'pxe-whatsapp-same-day-20-slices',
    category: 'group-planning',
    channel: 'whatsapp',
    steps: ['need dessert for 20 people at 5pm today, can i get 2 whole cakes?', 'ok then 10 regular chocolate fudge slices and 10 red velvet slices for 5pm', 'Theo Park', 'yes'],
    expect: {
      says: [NO_WHOLE_TODAY],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 10, size: 'regular' }, { sku: 'red-velvet-slice', qty: 10 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T17:00',
        name: 'Theo Park',
      },
    },
  },

  // ======================================================================== WEB CHAT
  {
    id: 'pxe-webchat-lemon-enough-for-15',
    category: 'group-planning',
    channel: 'webchat',
    steps: ['Is the lemon cake big enough for 15 people?'],
    expect: { noOrder: true, lastSays: [SERVES_14_16], never: [/serves\s+(18|20|24)/i] },
  },
  {
    id: 'pxe-webchat-lemon-cut-16',
    category: 'group-planning',
    channel: 'webchat',
    steps: [
      'Office party Monday, 16 people. I would like a whole lemon chiffon cake for pickup Monday at 11am. Could you please cut it into 16 pieces?',
      'Howard Kim',
      '512-555-0151',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T11:00', name: 'Howard Kim', notes: /cut|slice|16|piece/i },
    },
  },
  {
    id: 'pxe-webchat-office-50-approval',
    category: 'group-planning',
    channel: 'webchat',
    steps: [
      'We are having an office holiday party for 50 people on Wednesday Nov 25. How many lemon chiffon cakes would we need?',
      'OK, 4 lemon chiffon cakes then, pickup Wednesday Nov 25 at 3pm',
      'Dana Whitfield',
      '512-555-0152',
      'yes',
    ],
    expect: {
      says: [SERVES_14_16],
      order: { items: [{ sku: 'lemon-whole', qty: 4 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T15:00', name: 'Dana Whitfield' },
    },
  },
  {
    id: 'pxe-webchat-total-then-reduce-lemon',
    category: 'group-planning',
    channel: 'webchat',
    steps: ['What would 4 whole lemon cakes come to?', 'Hmm, that is more than I hoped. Make it 3 lemon cakes for pickup Sunday at 1pm', 'Nora Lindqvist', '512-555-0153', 'yes'],
    expect: {
      says: [/\b232\b/],
      order: { items: [{ sku: 'lemon-whole', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Nora Lindqvist' },
    },
  },
  {
    id: 'pxe-webchat-kids-15-choc-plus-slices',
    category: 'group-planning',
    channel: 'webchat',
    steps: [
      'My son is turning 7 and we have 15 kids coming. Would one chocolate fudge cake be enough?',
      'OK, then one whole chocolate fudge cake plus 4 regular chocolate fudge slices for the extra kids, pickup Saturday at 11am',
      'Carmen Ortiz',
      '512-555-0154',
      'yes',
    ],
    expect: {
      says: [SERVES_10_12],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T11:00',
        name: 'Carmen Ortiz',
      },
    },
  },
  {
    id: 'pxe-webchat-shower-dairy-question',
    category: 'group-allergy',
    channel: 'webchat',
    steps: ['Planning a baby shower for 20. One guest cannot have dairy. Which of your cakes have no dairy?'],
    expect: {
      noOrder: true,
      says: [/dairy/i],
      lastSays: [STAFF],
      never: [NO_DAIRY_CLAIM, SAFE_CLAIM, NOTE_ADDED_NO_ORDER],
    },
  },
  {
    id: 'pxe-webchat-choc-10-inch-for-20',
    category: 'group-planning',
    channel: 'webchat',
    steps: [
      'Do you make the chocolate fudge cake in a 10 inch? We need it for about 20 people',
      'Ok, two of the 8-inch chocolate fudge cakes then, pickup Sunday at 3pm',
      'Pete Alvarez',
      '512-555-0155',
      'yes',
    ],
    expect: {
      says: [/8.?inch/i],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Pete Alvarez' },
    },
  },
  {
    id: 'pxe-webchat-retirement-delivery',
    category: 'group-planning',
    channel: 'webchat',
    steps: [
      'Can you deliver 2 whole carrot cakes to our office at 400 W 15th St on Monday at 10am? It is for a retirement party, about 22 people.',
      'Sheila Greene',
      '512-555-0156',
      'yes',
    ],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'carrot-whole', qty: 2 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T10:00',
        name: 'Sheila Greene',
        address: /400 W(est)?\.? 15th/i,
      },
    },
  },
  {
    id: 'pxe-webchat-rv-whole-vs-12-slices',
    category: 'group-planning',
    channel: 'webchat',
    steps: [
      'Book club for 12. Would it be cheaper to get a whole red velvet cake or 12 red velvet slices?',
      'The whole one then, pickup Sunday at 2pm',
      'Wendy Zhao',
      '512-555-0157',
      'yes',
    ],
    expect: {
      says: [/\b50\b/, /\b78\b/],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Wendy Zhao' },
    },
  },
  {
    id: 'pxe-webchat-brunch-7am-to-830',
    category: 'group-planning',
    channel: 'webchat',
    steps: ['Brunch for 14 people on Sunday, I want a whole lemon cake to pick up at 7am', 'Ok, 8:30am then', 'Fiona Burke', '512-555-0158', 'yes'],
    expect: {
      says: [/\b8\s*(am|a\.m\.|:00)/i],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T08:30', name: 'Fiona Burke' },
    },
  },
  {
    id: 'pxe-webchat-custom-baby-shower-25',
    category: 'group-planning',
    channel: 'webchat',
    steps: [
      "I'd like a custom cake for my sister's baby shower on Saturday November 28, pickup at 2pm. About 25 guests, pastel blue with little ducks.",
      '10 inch please',
      'Rachel Stein',
      '512-555-0159',
      'yes',
    ],
    expect: {
      says: [/\b85\b/],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T14:00', name: 'Rachel Stein' },
    },
  },
  {
    id: 'pxe-webchat-funeral-30-no-order',
    category: 'group-planning',
    channel: 'webchat',
    steps: [
      "Hello, we are hosting a reception after my grandmother's funeral on Monday for about 30 people. What would you recommend and what would it cost?",
      'Thank you. I need to check with my family first and will come back later.',
    ],
    expect: {
      noOrder: true,
      says: [/14\s*(to|-|–|and)\s*16|10\s*(to|-|–|and)\s*12/i, /\b(44|46|48|50|58|88|92|96|100|116|174)\b/],
      never: [/ord_[a-z0-9]{6,}/i],
    },
  },

  // ======================================================================== VOICE
  {
    id: 'pxe-voice-vanilla-feeds-how-many',
    category: 'group-planning',
    channel: 'voice',
    steps: ['hi, um, how many people does the vanilla bean cake feed?'],
    expect: { noOrder: true, lastSays: [SERVES_10_12] },
  },
  {
    id: 'pxe-voice-kids-15-vanilla-to-lemon',
    category: 'group-planning',
    channel: 'voice',
    steps: [
      "hey, so, my daughter's birthday party is sunday, fifteen kids. would one vanilla cake be enough?",
      "oh okay, then, uh, let's do the lemon cake instead, the whole one, pickup sunday at two in the afternoon",
      "it's Harriet Cole",
      { press: '1' },
    ],
    expect: {
      says: [SERVES_10_12],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Harriet Cole' },
    },
  },
  {
    id: 'pxe-voice-office-50-five-choc',
    category: 'group-planning',
    channel: 'voice',
    steps: [
      "hi, I'm organizing a holiday party for our office, about fifty people, on Saturday the twenty-eighth. um, how many chocolate fudge cakes would I need?",
      "okay, let's do five whole chocolate fudge cakes, pickup at noon on Saturday the twenty-eighth",
      'Marcus Bell',
      { press: '1' },
    ],
    expect: {
      says: [SERVES_10_12],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T12:00', name: 'Marcus Bell' },
    },
  },
  {
    id: 'pxe-voice-funeral-30-two-lemon',
    category: 'group-planning',
    channel: 'voice',
    steps: [
      "hi, um, we're having a reception after a funeral on monday, maybe thirty people. what cakes would you suggest?",
      'okay, um, two of the whole lemon cakes, please. pick up monday at ten in the morning',
      'Evelyn Price',
      { press: '1' },
    ],
    expect: {
      says: [/14\s*(to|-|–|and)\s*16|10\s*(to|-|–|and)\s*12/i],
      order: { items: [{ sku: 'lemon-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T10:00', name: 'Evelyn Price' },
    },
  },
  {
    id: 'pxe-voice-lemon-whole-vs-10-slices',
    category: 'group-planning',
    channel: 'voice',
    steps: ['yeah, quick question, for ten people is it cheaper to get a whole lemon cake or ten lemon slices?'],
    expect: { noOrder: true, lastSays: [/\b58\b/, /57\.50|57 dollars and 50|fifty.?seven (dollars )?(and )?fifty/i] },
  },
  {
    id: 'pxe-voice-book-club-nut-carrot-to-choc',
    category: 'group-allergy',
    channel: 'voice',
    steps: [
      "hi, I want to order a carrot cake for my book club saturday, but one lady has a nut allergy, is that okay?",
      "oh, okay. then, um, the chocolate fudge cake instead, whole, pickup saturday at four",
      'Bernadette Shaw',
      { press: '1' },
    ],
    expect: {
      says: [/walnut|tree.?nut/i],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T16:00',
        name: 'Bernadette Shaw',
        allergy: true,
      },
      never: [NO_NUTS_CLAIM, SAFE_CLAIM],
    },
  },
  {
    id: 'pxe-voice-bake-sale-6-to-4-vanilla',
    category: 'group-planning',
    channel: 'voice',
    steps: [
      'hi, um, how much would six whole vanilla bean cakes be?',
      "wow, okay, that's more than I thought. let's do four then, for pickup sunday at nine in the morning",
      'Gary Novak',
      { press: '1' },
    ],
    expect: {
      says: [/\b264\b/],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T09:00', name: 'Gary Novak' },
    },
  },
  {
    id: 'pxe-voice-budget-sixty-most-people',
    category: 'group-planning',
    channel: 'voice',
    steps: ["um, I've got like sixty bucks. which whole cake feeds the most people?"],
    expect: { noOrder: true, lastSays: [/lemon/i, /\b58\b|fifty.?eight/i, SERVES_14_16] },
  },
  {
    id: 'pxe-voice-meeting-slices-and-lattes',
    category: 'group-planning',
    channel: 'voice',
    steps: [
      'hi, can I order twelve slices of cake and twelve lattes for a meeting at three today? pickup',
      'oh, okay. then just the slices, uh, six carrot and six lemon',
      'Tom Becker',
      { press: '1' },
    ],
    expect: {
      says: [DRINKS_IN_CAFE],
      order: {
        items: [{ sku: 'carrot-slice', qty: 6 }, { sku: 'lemon-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Tom Becker',
      },
    },
  },
  {
    id: 'pxe-voice-night-family-dinner-held',
    category: 'group-planning',
    channel: 'voice',
    now: '2026-11-20T22:15:00-06:00',
    steps: [
      "hi, sorry it's late, uh, I need a whole chocolate fudge cake for a family dinner sunday at six pm, pickup. that'll feed ten people, right?",
      "great, let's do it",
      'Lorraine Diaz',
      { press: '1' },
    ],
    expect: {
      says: [SERVES_10_12],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T18:00', name: 'Lorraine Diaz' },
    },
  },
  {
    id: 'pxe-voice-office-slices-delivery-to-pickup',
    category: 'group-planning',
    channel: 'voice',
    steps: [
      "hi, can you deliver ten slices of chocolate fudge cake to my office today at two? it's for a coworker's birthday",
      "oh okay, I'll pick them up then, at two. regular size",
      'Sandra Yoon',
      { press: '1' },
    ],
    expect: {
      says: [/pick\s?-?up/i],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 10, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Sandra Yoon' },
    },
  },
];

export const scripts: Script[] = written;
