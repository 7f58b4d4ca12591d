import type { Script } from '../script-types.js';

// Questions first, then (sometimes) an order: prices, servings, allergens, vegan / gluten-free,
// drinks to go, delivery, payment, writing on cakes, strawberry shortcake, hours, popularity.

// Affirmative "free of an allergen" claims (negations such as "can't guarantee ... nut-free" are allowed).
const claimsFree = /(?<!(not|n't|never|no|cannot|can't|guarantee|guaranteed|say|confirm|be)\s)(?<!(not|n't|never|no|cannot|can't|guarantee|guaranteed|say|confirm|be)\s(completely|100%|totally|fully|entirely)\s)\b(nut|peanut|gluten|dairy|egg|wheat|soy|allergen|milk|lactose)[- ]free\b(?!\?)/i;
const saysYesFree = /\byes\b[^.?!]{0,60}\b(nut|peanut|gluten|dairy|egg|wheat|allergen|milk|lactose)[- ]free/i;
const safeForAllergy = /(?<!(not|n't|cannot|can't|guarantee)\s)\b(it'?s|is|are|they'?re|would be|will be) (completely |totally |perfectly )?safe (for|to)\b/i;
const weHaveVegan = /\bwe (do )?(have|offer|make|carry) (a |some |several |many )?(vegan|gluten[- ]free|dairy[- ]free|nut[- ]free|sugar[- ]free|keto)/i;
const vegan = /\b(is|are|it'?s|they'?re) (100% |completely |fully )?vegan\b/i;
const deliveryFee = /(deliver(y|ies)?[^.?!]{0,40}\$\s?\d|\$\s?\d[^.?!]{0,30}deliver|free delivery|delivery (fee|charge) (is|of))/i;
const deliveryTime = /(within|in about|in under|in around|takes?( about| around)?|usually)\s+(an?|one|two|\d+)\s*(-|to|–)?\s*\d*\s*(min|mins|minutes|hrs?|hours?)\b|same[- ]day delivery|\d+\s*(-|to|–)\s*\d+\s*(min|mins|minutes)/i;
const payment = /(visa|master ?card|amex|american express|apple pay|google pay|venmo|paypal|cash ?app|zelle|(?<!(not|n't)\s)\b(accept|take)s? (all major |credit |debit )?(credit|debit|cards?|cash|checks?)\b)/i;
const popularity = /(\bour (most popular|best[- ]?sell(er|ing)|top[- ]?sell(er|ing)|customer favou?rite|fan favou?rite|signature favou?rite)|\b(is|are) (the |a )?(most popular|best[- ]?seller|customer favou?rite|fan favou?rite|top[- ]?seller)|\b\d(\.\d)? ?stars?\b|\beveryone loves\b|\bbest[- ]?selling\b)/i;
// After a customer's "thanks": no item offered, no price quoted, no order question (they were only asking).
const noPush = /^(?![\s\S]*(\d+(\.\d\d)?\s*USD|\d+ dollars|when would you like|what name|which would you like))/i;
const orderedDrink = /(latte|coffee|tea)[^.?!]{0,40}(added|in your order|on your order)/i;

export const scripts: Script[] = [
  // ---------------- questions only (no order) ----------------
  {
    id: 'pzu-sms-q-red-velvet-slice-vs-whole-price',
    category: 'questions',
    channel: 'sms',
    steps: ['hey how much is a slice of red velvet vs the whole cake?', 'ok ty'],
    expect: { noOrder: true, says: [/6\.50/, /\$?50(\.00)?\b/], lastSays: [noPush] },
  },
  {
    id: 'pzu-webchat-q-servings-chocolate-and-lemon',
    category: 'questions',
    channel: 'webchat',
    steps: ['How many people does a whole chocolate fudge cake serve? And the lemon one?', "Great, thanks. I'll be back to order."],
    expect: { noOrder: true, says: [/10\s*(to|-|–)\s*12/, /14\s*(to|-|–)\s*16/], lastSays: [noPush] },
  },
  {
    id: 'pzu-sms-q-which-cakes-have-nuts',
    category: 'questions',
    channel: 'sms',
    steps: ['which of ur cakes have nuts in them?', 'what about the red velvet and vanilla?', 'ok thx'],
    expect: {
      noOrder: true,
      says: [/carrot/i, /walnut|tree[- ]?nut/i, /facility|guarantee|can'?t confirm|cannot confirm|not (been )?confirmed|don'?t have/i],
      lastSays: [noPush],
      never: [claimsFree, saysYesFree, /(red velvet|vanilla)[^.?!]{0,60}(no nuts|doesn'?t (have|contain) (any )?nuts|free of nuts|without nuts)/i, safeForAllergy],
    },
  },
  {
    id: 'pzu-whatsapp-q-anything-gluten-free',
    category: 'questions',
    channel: 'whatsapp',
    steps: ['Hi, do you have anything gluten free? 🙏', 'not even the lemon chiffon?'],
    expect: { noOrder: true, says: [/wheat|gluten/i], lastSays: [/lemon[^.]*wheat|wheat[^.]*lemon/i], never: [claimsFree, saysYesFree, weHaveVegan, safeForAllergy] },
  },
  {
    id: 'pzu-webchat-q-vegan-cakes',
    category: 'questions',
    channel: 'webchat',
    steps: ['Do you have any vegan cakes? No eggs or dairy.', 'What about the vanilla bean?'],
    expect: { noOrder: true, says: [/egg|dairy/i], lastSays: [/(confirm|may contain|unknown|not sure|don'?t know)[^.]*vanilla|vanilla[^.]*(confirm|may contain|unknown|not sure|don'?t know)/i], never: [claimsFree, saysYesFree, weHaveVegan, vegan] },
  },
  {
    id: 'pzu-voice-q-latte-to-go',
    category: 'questions',
    channel: 'voice',
    steps: ['hi, um, can I order a latte to go, like for pickup in 20 minutes?', 'oh. uh, how much is a latte in the cafe then?', 'okay, thanks'],
    expect: { noOrder: true, says: [/cafe|café/i, /4\.75|4 dollars and 75/], never: [orderedDrink] },
  },
  {
    id: 'pzu-sms-q-delivery-cost-and-time',
    category: 'questions',
    channel: 'sms',
    steps: ['do you guys deliver? how much does it cost and how long does it take', 'so you cant tell me the fee?'],
    expect: { noOrder: true, says: [/deliver/i], lastSays: [/fee|cost|charge|staff/i], never: [deliveryFee, deliveryTime] },
  },
  {
    id: 'pzu-webchat-q-payment-methods',
    category: 'questions',
    channel: 'webchat',
    steps: ['What payment methods do you accept? Can I pay with Apple Pay or cash at pickup?', 'OK thanks'],
    expect: { noOrder: true, never: [/(?<!(not|n't|no)\s)\b(we|you can) (accept|take|pay with)\b/i, /\byes\b[^.?!]{0,40}(apple pay|cash|card)/i] },
  },
  {
    id: 'pzu-sms-q-writing-on-cake',
    category: 'questions',
    channel: 'sms',
    steps: ['can u write happy birthday on one of ur cakes?', 'like can you or not lol'],
    expect: { noOrder: true, says: [/custom|writ|message/i], lastSays: [/custom|writ|message/i], never: [/writing[^.?!]{0,30}(is )?(free|\$\s?\d)|\$\s?\d+[^.?!]{0,20}(for|per) (the )?(writing|message|letter)/i] },
  },
  {
    id: 'pzu-whatsapp-q-strawberry-shortcake-back-when',
    category: 'questions',
    channel: 'whatsapp',
    steps: ['Do you have strawberry shortcake right now?', 'When will it be back?', 'ok thank you'],
    expect: {
      noOrder: true,
      says: [/(unavailable|not available|seasonal|out of season|don'?t have)/i],
      never: [/(back|available|return)[^.?!]{0,20}\b(in|by|on|next|around|this) (jan|feb|mar|apr|may|jun|jul|aug|sep|spring|summer|\d)/i],
    },
  },
  {
    id: 'pzu-voice-q-open-sunday-hours',
    category: 'questions',
    channel: 'voice',
    steps: ['yeah hi, are you guys open on Sunday? and like, what hours?', 'cool, thanks'],
    expect: { noOrder: true, says: [/8(:00)?\s*a\.?\s?m/i, /8(:00)?\s*p\.?\s?m/i] },
  },
  {
    id: 'pzu-sms-q-open-thanksgiving',
    category: 'questions',
    channel: 'sms',
    steps: ['r u open on thanksgiving?', 'ok thanks'],
    expect: { noOrder: true, says: [/holiday|vary|not sure|check|confirm|can'?t promise/i], never: [/\byes\b[^.?!]{0,40}(open|thanksgiving)/i] },
  },
  {
    id: 'pzu-webchat-q-most-popular-cake',
    category: 'questions',
    channel: 'webchat',
    steps: ["What's your most popular cake?", 'Which one would you recommend for a kid’s party?', 'Thanks!'],
    expect: { noOrder: true, says: [/chocolate|carrot|red velvet|lemon|vanilla/i], never: [popularity] },
  },
  {
    id: 'pzu-sms-q-vanilla-dairy-free-milk-allergy',
    category: 'questions',
    channel: 'sms',
    steps: ['is the vanilla bean cake dairy free? my kid is allergic to milk', 'ok ill talk to my wife first'],
    expect: { noOrder: true, says: [/dairy|milk|allerg/i], never: [claimsFree, saysYesFree, safeForAllergy, /vanilla[^.?!]{0,40}(no dairy|doesn'?t (have|contain) (any )?(dairy|milk))/i] },
  },
  {
    id: 'pzu-whatsapp-q-red-velvet-ingredients-nuts',
    category: 'questions',
    channel: 'whatsapp',
    steps: ["What's in the red velvet cake? Does it have any nuts?", 'ok so you just dont know?', 'alright thanks'],
    expect: {
      noOrder: true,
      says: [/can'?t confirm|cannot confirm|not (been )?confirmed|don'?t have|unknown|not sure|guarantee|may contain/i],
      lastSays: [noPush],
      never: [claimsFree, saysYesFree, safeForAllergy, /red velvet[^.?!]{0,60}(no nuts|doesn'?t (have|contain) (any )?nuts|free of nuts|without nuts)/i],
    },
  },
  {
    id: 'pzu-sms-q-cheesecake-not-on-menu',
    category: 'questions',
    channel: 'sms',
    steps: ['do you have cheesecake or tiramisu?', 'ok what do you have then'],
    expect: { noOrder: true, says: [/chocolate|carrot|red velvet|lemon|vanilla/i], never: [/\byes\b[^.?!]{0,30}(cheesecake|tiramisu)/i, /(cheesecake|tiramisu)[^.?!]{0,30}\$\s?\d/i] },
  },
  {
    id: 'pzu-webchat-q-cheapest-slice',
    category: 'questions',
    channel: 'webchat',
    steps: ["What's your cheapest slice? And is the large chocolate one much bigger?", 'ok thanks'],
    expect: { noOrder: true, says: [/5\.50/, /9\.50/] },
  },
  {
    id: 'pzu-voice-q-carrot-cake-nuts',
    category: 'questions',
    channel: 'voice',
    steps: ['um, does the carrot cake have nuts in it?', 'okay and, uh, how much is a slice', 'thanks'],
    expect: { noOrder: true, says: [/walnut|nut/i, /\$?6(\.00)?\b/] },
  },
  {
    id: 'pzu-sms-q-open-til-9-tonight',
    category: 'questions',
    channel: 'sms',
    steps: ['are you open til 9 tonight? want to stop by after work', 'ok what about tomorrow morning, do u open at 7?'],
    expect: {
      noOrder: true,
      says: [/8(:00)?\s*p\.?\s?m/i, /8(:00)?\s*a\.?\s?m/i],
      lastSays: [/sat|nov(ember)? 21/i],
      never: [/\byes\b[^.?!]{0,30}(9|nine)\s*(pm|p\.m\.|tonight)/i, /open (at|from) 7/i, /sun[a-z]*,? nov(ember)? 22/i],
    },
  },
  {
    id: 'pzu-sms-q-notice-whole-cake',
    category: 'questions',
    channel: 'sms',
    steps: ['how much notice do u need for a whole cake? and can i just walk in for slices?', 'perfect thx'],
    expect: { noOrder: true, says: [/24|a day|one day/i, /same[- ]day|walk[- ]?in|no notice|any ?time/i], lastSays: [noPush] },
  },
  {
    id: 'pzu-webchat-q-open-this-sunday-closed',
    category: 'questions',
    channel: 'webchat',
    closedDays: ['2026-11-22'],
    steps: ['Are you open this Sunday? I wanted to come in for coffee and cake.', 'What about Monday?'],
    expect: { noOrder: true, says: [/closed/i], lastSays: [/open|8(:00)?\s*a\.?\s?m/i] },
  },
  {
    id: 'pzu-sms-q-three-questions-one-text',
    category: 'questions',
    channel: 'sms',
    steps: ['hi! 3 questions lol. how much is a lemon slice, does the carrot cake have nuts, and r u open at 6 today?', 'ok cool thx'],
    expect: { noOrder: true, says: [/5\.75/, /walnut|tree[- ]?nut/i, /8(:00)?\s*p\.?\s?m|open/i], lastSays: [noPush] },
  },
  {
    id: 'pzu-sms-q-sugar-free-keto',
    category: 'questions',
    channel: 'sms',
    steps: ['any sugar free or keto cakes? my dad is diabetic', 'ok thanks'],
    expect: { noOrder: true, never: [weHaveVegan, /\byes\b[^.?!]{0,40}(sugar[- ]free|keto)/i, /(is|are) (sugar[- ]free|keto|low[- ]sugar)/i] },
  },

  // ---------------- questions, then an order ----------------
  {
    id: 'pzu-sms-price-then-large-choc-slices',
    category: 'questions-then-order',
    channel: 'sms',
    steps: ['how much is a slice of chocolate vs a whole chocolate cake', 'ok 2 large slices for pickup today at 3 then', 'Mia', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Mia' },
      says: [/6\.50/, /\$?48/],
    },
  },
  {
    id: 'pzu-webchat-nuts-question-then-lemon-allergy',
    category: 'questions-then-order',
    channel: 'webchat',
    steps: [
      'Which of your cakes have nuts? My daughter is allergic to tree nuts.',
      "OK. Then I'd like a whole lemon chiffon cake for Saturday at 2pm, pickup.",
      'Nora Bell',
      '512-555-0141',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Nora Bell', allergy: true },
      says: [/carrot/i],
      never: [claimsFree, saysYesFree, safeForAllergy],
    },
  },
  {
    id: 'pzu-sms-delivery-question-then-red-velvet-delivery',
    category: 'questions-then-order',
    channel: 'sms',
    steps: ['do u deliver? how much is it', 'ok can you deliver a whole red velvet cake to 55 Birch Rd on sunday at 1pm', 'Omar', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T13:00', name: 'Omar', address: /55 Birch/i },
      never: [deliveryFee, deliveryTime],
    },
  },
  {
    id: 'pzu-whatsapp-servings-then-lemon-whole',
    category: 'questions-then-order',
    channel: 'whatsapp',
    steps: ['how many people does the lemon cake feed? we are about 15', "perfect, I'll take one for Saturday at 4, I'll pick it up", 'Priya', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Priya' },
      says: [/14\s*(to|-|–)\s*16/],
    },
  },
  {
    id: 'pzu-voice-opening-time-then-carrot-slices',
    category: 'questions-then-order',
    channel: 'voice',
    steps: ['hi, uh, what time do you open tomorrow?', 'okay, um, can I get 4 carrot slices for tomorrow at 8:30 in the morning', "it's Quinn", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], status: 'confirmed', at: '2026-11-21T08:30', name: 'Quinn' },
      says: [/8(:00)?\s*a\.?\s?m/i],
    },
  },
  {
    id: 'pzu-sms-coffee-to-go-then-vanilla-slices',
    category: 'questions-then-order',
    channel: 'sms',
    steps: ['do you do coffee to go? and how much is a vanilla slice', 'ah ok. just 3 vanilla slices at 1 today then', 'Rosa', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], status: 'confirmed', at: '2026-11-20T13:00', name: 'Rosa' },
      says: [/5\.50/, /cafe|café/i],
      never: [orderedDrink],
    },
  },
  {
    id: 'pzu-webchat-writing-question-then-custom-cake',
    category: 'questions-then-order',
    channel: 'webchat',
    steps: [
      'Can you write "Happy Birthday Mom" on a chocolate cake?',
      "OK let's do a custom 8 inch chocolate cake that says Happy Birthday Mom, for Tuesday at 3pm",
      "I'll pick it up",
      'Sofia Marin',
      '512-555-0163',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T15:00', name: 'Sofia Marin', notes: /Happy Birthday Mom/i },
      says: [/custom/i],
    },
  },
  {
    id: 'pzu-sms-celiac-question-then-vanilla-allergy',
    category: 'questions-then-order',
    channel: 'sms',
    steps: [
      'is the red velvet gluten free? my husband has celiac',
      'ok well the rest of the family wants cake anyway. whole vanilla bean cake for sunday 2pm pickup, pls note his celiac',
      'Tessa',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Tessa', allergy: true },
      never: [claimsFree, saysYesFree, safeForAllergy],
    },
  },
  {
    id: 'pzu-whatsapp-strawberry-question-then-carrot-whole',
    category: 'questions-then-order',
    channel: 'whatsapp',
    steps: ['is the strawberry shortcake available?', 'aw ok. then a whole carrot cake for monday at noon', 'pickup', 'Uri', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T12:00', name: 'Uri' },
      says: [/(unavailable|not available|seasonal|out of season|don'?t have)/i],
    },
  },
  {
    id: 'pzu-webchat-open-sunday-then-red-velvet-slices',
    category: 'questions-then-order',
    channel: 'webchat',
    steps: ['Are you open on Sunday? What time?', 'Great. 6 red velvet slices for Sunday at 11am for pickup please', 'Vera Lund', '512-555-0122', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Vera Lund' },
      says: [/8(:00)?\s*a\.?\s?m|8\s*(to|-|–)\s*8/i],
    },
  },
  {
    id: 'pzu-sms-big-total-question-then-order-over-200',
    category: 'questions-then-order',
    channel: 'sms',
    steps: ['how much would 2 whole chocolate fudge cakes and 3 whole carrot cakes be?', 'ok order them for saturday at 3pm, pickup', 'Walt', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }, { sku: 'carrot-whole', qty: 3 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Walt' },
      says: [/234/],
    },
  },
  {
    id: 'pzu-sms-most-popular-then-choc-whole',
    category: 'questions-then-order',
    channel: 'sms',
    steps: ['whats ur most popular cake?', 'ok ill take a whole choc fudge for sat at noon', 'pickup', 'Xena', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Xena' },
      never: [popularity],
    },
  },
  {
    id: 'pzu-whatsapp-peanut-question-then-choc-allergy',
    category: 'questions-then-order',
    channel: 'whatsapp',
    steps: [
      'Hi! Do you have peanut free cakes? My son has a peanut allergy',
      'ok. can we get a whole chocolate fudge cake for his birthday, sunday at 3pm',
      'pickup',
      'Yara',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T15:00', name: 'Yara', allergy: true },
      says: [/facility|guarantee|allerg/i],
      never: [claimsFree, saysYesFree, safeForAllergy, weHaveVegan],
    },
  },
  {
    id: 'pzu-voice-payment-question-then-carrot-whole',
    category: 'questions-then-order',
    channel: 'voice',
    steps: ['uh hi, do you guys take cards? and how much is the carrot cake, the whole one', "okay, um, I'll get one for tomorrow at 2", "I'll pick it up", "it's Zoe", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Zoe' },
      says: [/46/, /pay|card/i],
      never: [payment],
    },
  },
  {
    id: 'pzu-sms-egg-allergy-question-then-choc-slices',
    category: 'questions-then-order',
    channel: 'sms',
    steps: [
      'do any of ur cakes not have eggs? my niece is allergic to eggs',
      'ok then 4 regular choc slices at 3 today, shell just skip dessert',
      'Amir',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }], status: 'needs_approval', at: '2026-11-20T15:00', name: 'Amir', allergy: true },
      says: [/(chocolate|carrot|lemon)[^.]*eggs/i],
      never: [claimsFree, saysYesFree, safeForAllergy],
    },
  },
  {
    id: 'pzu-voice-menu-prices-then-two-slices',
    category: 'questions-then-order',
    channel: 'voice',
    steps: ['hey, so what kinds of slices do you have and how much are they?', "okay, uh, I'll take a large chocolate slice and a red velvet slice, for today at 2", 'Bianca', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }, { sku: 'red-velvet-slice', qty: 1 }], status: 'confirmed', at: '2026-11-20T14:00', name: 'Bianca' },
      says: [/6\.50|6 dollars and 50/, /5\.75|5 dollars and 75/, /5\.50|5 dollars and 50/],
    },
  },
  {
    id: 'pzu-webchat-custom-price-writing-then-10-inch',
    category: 'questions-then-order',
    channel: 'webchat',
    steps: [
      'How much is a 10 inch custom cake, and can it have writing on it?',
      'Great, I\'d like a 10 inch custom cake, vanilla with blue frosting, saying "Congrats Sam", for Saturday the 28th at 3pm',
      'Pickup',
      'Carmen Diaz',
      '512-555-0190',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T15:00', name: 'Carmen Diaz', notes: /Congrats Sam/i },
      says: [/85/],
    },
  },
  {
    id: 'pzu-whatsapp-delivery-area-then-carrot-delivery',
    category: 'questions-then-order',
    channel: 'whatsapp',
    steps: [
      'Do you deliver to Round Rock? How long does it usually take?',
      "ok let's try. whole carrot cake delivered to 12 Main St, Round Rock on Sunday at 2pm",
      'Dev Patel',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Dev Patel', address: /12 Main/i },
      never: [deliveryFee, deliveryTime],
    },
  },
  {
    id: 'pzu-sms-night-still-open-then-lemon-slices',
    category: 'questions-then-order',
    channel: 'sms',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['are you still open?', 'ok can i order 2 lemon slices for tomorrow at 10am', 'Elena', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], status: 'held_overnight', at: '2026-11-21T10:00', name: 'Elena' },
      says: [/8(:00)?\s*(a\.?\s?m|p\.?\s?m)/i],
      never: [/\byes\b[^.?!]{0,20}(we'?re|we are) (still )?open/i],
    },
  },
  {
    id: 'pzu-webchat-gluten-question-then-carrot-slices-for-others',
    category: 'questions-then-order',
    channel: 'webchat',
    steps: [
      "Do you have gluten-free slices? I'm gluten intolerant.",
      "Oh well. I'll get 3 carrot slices for my coworkers then, today at 4pm. Not for me.",
      'Felix Grant',
      '512-555-0177',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], status: 'needs_approval', at: '2026-11-20T16:00', name: 'Felix Grant', allergy: true },
      never: [claimsFree, saysYesFree, weHaveVegan],
    },
  },
  {
    id: 'pzu-sms-several-questions-then-mixed-slices',
    category: 'questions-then-order',
    channel: 'sms',
    steps: [
      'hi! 3 questions lol. how much is lemon slice, is carrot cake w nuts, and r u open at 6 today?',
      'k. 2 lemon slices + 1 carrot slice at 6 then',
      'Gina',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }], status: 'confirmed', at: '2026-11-20T18:00', name: 'Gina' },
      says: [/5\.75/, /walnut|nut/i],
    },
  },
  {
    id: 'pzu-webchat-serves-then-two-whole-cakes',
    category: 'questions-then-order',
    channel: 'webchat',
    steps: [
      "We're having about 22 people on Sunday. How many does a chocolate cake serve?",
      "Then let's do two whole chocolate fudge cakes for Sunday at 5pm, pickup.",
      'Hugo Ferreira',
      '512-555-0105',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T17:00', name: 'Hugo Ferreira' },
      says: [/10\s*(to|-|–)\s*12/],
    },
  },
  {
    id: 'pzu-voice-latte-and-slices-one-breath',
    category: 'questions-then-order',
    channel: 'voice',
    steps: ['hi, um, can you do a latte with two vanilla slices, for pickup at noon today?', "oh, okay, fine, uh, just the slices then", 'Ivy', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], status: 'confirmed', at: '2026-11-20T12:00', name: 'Ivy' },
      says: [/cafe|café/i],
      never: [orderedDrink],
    },
  },
];
