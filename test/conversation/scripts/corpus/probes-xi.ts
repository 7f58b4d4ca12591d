import type { Script } from '../script-types.js';

// MONEY, TOTALS AND NIGHT: totals asked before confirming, orders over $200 (needs_approval) and
// customers cutting the quantity to get under $200, questions about discounts, coupons, tax, tips,
// payment methods, deposits and refunds (no policy or number may be invented: "I don't know" or
// "staff will tell you" are fine), price-matching and haggling, big slice orders for an office,
// and orders placed at night (8 PM to 8 AM: held_overnight; a "today" pickup asked at night cannot
// be today, the bakery closed at 8 PM).
//
// Catalog facts used: whole chocolate fudge $48, carrot $46, red velvet $50, vanilla bean $44
// (8-inch); lemon chiffon $58 (10-inch); whole cakes need 24 hours. Slices: chocolate fudge $6.50
// regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla $5.50, no notice,
// pickup only. Custom from $65 (8-inch) / $85 (10-inch), 72 hours, always owner approval.
// Total over $200 => needs_approval; exactly $200 is still confirmed. At most 100 of one product.
// Clock: Fri 2026-11-20 10:00 Central unless `now` says otherwise. Sat 21, Sun 22, Mon 23, Tue 24, Wed 25.
//
// Sums: 2 lemon slices + whole carrot = 11.50 + 46 = 57.50. 5 whole chocolate = 240; 4 = 192.
// 4 whole lemon = 232; 3 = 174. 4 whole red velvet = 200. 30 large chocolate slices = 285; regular = 195.
// 10 choc regular + 10 carrot + 10 lemon slices = 65 + 60 + 57.50 = 182.50. 10 choc + 10 carrot +
// 10 red velvet slices = 190. 15 red velvet + 15 vanilla slices = 97.50 + 82.50 = 180.
// 2 whole chocolate + 6 lemon slices = 96 + 34.50 = 130.50. 3 whole carrot + 2 whole chocolate = 234;
// 2 + 2 = 188. Whole lemon + 4 vanilla slices = 58 + 22 = 80. Whole red velvet + 2 vanilla slices = 61.
// 100 vanilla slices = 550. 5 whole lemon = 290.

// A negation just before a claim turns it into a disclaimer ("I'm not sure whether we take Venmo").
const NOT_BEFORE = String.raw`(?<!(?:\bnot|n['’]t|\bnever|\bcannot|\bunable to|\bno way to|\bwhether|\bif|\bsure|\bverify|\bdetermine|\bconfirm|\bcheck|\bwithout|\bask)\b[^.!?]{0,40})`;
const claim = (body: string) => new RegExp(NOT_BEFORE + body, 'i');

/** The clerk says it does not know, or that staff / the bakery will tell. */
const UNSURE_OR_STAFF =
  /staff|team|owner|someone|in person|bakery directly|call|contact|reach out|don.?t (have|know)|do not (have|know)|not (sure|able)|n.?t (sure|able)|can.?t|cannot|unable|no (info|details)|check with|ask/i;
/** The clerk says prices are the menu prices (no discount), or does not know, or staff will tell. */
const NO_DISCOUNT_OR_STAFF = new RegExp(UNSURE_OR_STAFF.source + String.raw`|menu price|listed price|regular price|set by the bakery|prices? (are|is) (fixed|set)`, 'i');
const STAFF = /staff|team|owner|approv|review|someone|confirm/i;

const M_57_50 = /57\.50|57 dollars( and)? 50|fifty.?seven (dollars )?(and )?fifty/i;
const M_240 = /\b240\b|two hundred (and )?forty/i;
const M_192 = /\b192\b|one hundred (and )?ninety.?two/i;
const M_232 = /\b232\b|two hundred (and )?thirty.?two/i;
const M_174 = /\b174\b|one hundred (and )?seventy.?four/i;
const M_200 = /\b200\b|two hundred/i;
const M_285 = /\b285\b|two hundred (and )?eighty.?five/i;
const M_195 = /\b195\b|one hundred (and )?ninety.?five/i;
const M_182_50 = /182\.50|182 dollars( and)? 50|one hundred (and )?eighty.?two (dollars )?(and )?fifty/i;
const M_190 = /\b190\b|one hundred (and )?ninety\b(?!.?(one|two|three|four|five|six|seven|eight|nine))/i;
const M_180 = /\b180\b|one hundred (and )?eighty\b(?!.?(one|two|three|four|five|six|seven|eight|nine))/i;
const M_130_50 = /130\.50|130 dollars( and)? 50|one hundred (and )?thirty (dollars )?(and )?fifty/i;
const M_234 = /\b234\b|two hundred (and )?thirty.?four/i;
const M_188 = /\b188\b|one hundred (and )?eighty.?eight/i;
const M_80 = /\b80(\.00)?\b|eighty dollars/i;
const M_61 = /\b61(\.00)?\b|sixty.?one/i;
const M_290 = /\b290\b|two hundred (and )?ninety/i;
const M_550 = /\b550\b|five hundred (and )?fifty/i;
const M_9_50 = /9\.50|9 dollars( and)? 50|nine (dollars )?(and )?fifty/i;
const M_6_50 = /6\.50|6 dollars( and)? 50|six (dollars )?(and )?fifty/i;

/** An invented discount or an applied coupon. */
const DISCOUNT_INVENTED = claim(
  String.raw`(\bwe (do )?(offer|have|give|provide)( an?| some)? [^.!?]{0,25}discounts?\b|(coupon|code|discount)[^.!?]{0,20}(has been|was|is now|is) applied|\bapplied (the|your|a) [^.!?]{0,15}(coupon|code|discount)|\b\d{1,2}\s?(%|percent)\s*(off|discount)|\bdiscounted (total|price) (is|of|comes))`,
);
/** An invented tax rate or tax policy. */
const TAX_INVENTED = claim(
  String.raw`(\btax (rate )?(is|of|will be|would be|comes? to|runs?)\s*(about |around )?\$?\d|\d+(\.\d+)?\s?(%|percent)\s*(sales )?tax|(plus|\+)\s*\$\s?\d+(\.\d\d)?\s*(in |for )?(sales )?tax|\bprices? (already )?(do )?includes? (sales )?tax|\btax (is|are) (already )?included|\bno (sales )?tax\b|\btax.?free)`,
);
/** An invented payment-method policy. */
const PAY_INVENTED = claim(
  String.raw`(\b(we|you can|bakery) (do |also |only )?(accept|take|pay (with|by|via|using))[^.!?]{0,30}(venmo|cash ?app|cash|credit|debit|cards?|apple pay|google pay|paypal|zelle|checks?)|\b(venmo|cash ?app|paypal|zelle|apple pay|credit cards?|cash)( is| are)? (accepted|welcome|fine)|\bpayment (is )?(due|collected|taken|made) (at|on|when|in)|\byou('ll| will) pay (at|on|when|in))`,
);
/** An invented deposit policy. */
const DEPOSIT_INVENTED = claim(
  String.raw`(\bdeposit (of|is|would be|will be)\s*(about |around )?\$?\s?\d|\d+\s?(%|percent)\s*(deposit|up ?front|down)|\$\s?\d+(\.\d\d)? (non.?refundable )?deposit|\bno deposit (is )?(needed|required)|\b(don.?t|do not|won.?t|will not) (need|have) (to (pay|put down|leave) )?an? deposit|\bdeposit (is|isn.?t|is not) (required|needed|necessary))`,
);
/** An invented refund or cancellation policy. */
const REFUND_INVENTED = claim(
  String.raw`(\bfull refund|\b(you('ll| will| would)|we('ll| will| would| can| do)) (get|receive|give|issue|offer|provide)[^.!?]{0,15}refunds?|\brefunds? (are|is) (available|given|issued|possible|offered)|\bno refunds|\bnon.?refundable|\bcancel (for free|free of charge|at no (cost|charge)|anytime|any time)|\bcancellation (fee|charge) (of|is)\s*\$?\d|\d+\s?hours? (before|in advance|notice|ahead)[^.!?]{0,30}(refund|cancel))`,
);
/** Saying a tip was added or how tips work. */
const TIP_INVENTED = claim(
  String.raw`(\btip (has been|was|is) added|\badded (a|the|your) [^.!?]{0,10}tip|\$\s?5 tip (added|included)|\b(i|i've|i have|i'll|i will|we'll|we will) (add|include|put)[^.!?]{0,20}\btip|\btips? (are|is) (included|not (accepted|necessary|needed|required))|\bgratuity (is )?(included|added))`,
);
/** Agreeing to match another store's price. */
const PRICE_MATCH_YES = claim(
  String.raw`(\b(we|i) (can|will|could|'ll|'d be happy to|would be happy to) (gladly )?(price.?)?match|\bmatch (that|their|the|this|costco.?s) price|\bprice.?match(ing)? (is|would be) (possible|available|fine|ok)|\bsure[^.!?]{0,20}\bmatch|\$\s?25 (for|it is)|\bfor \$\s?25\b)`,
);
/** Agreeing to $40 for the $48 chocolate cake. */
const HAGGLE_40_YES = claim(String.raw`(\b(ok|okay|sure|deal|yes|yeah|alright|fine)\b[^.!?]{0,30}\$?\s?40\b|\b(we|i) (can|could|'ll|will) (do|make it|give it to you for) \$?\s?40\b|\b(for|at) \$\s?40(\.00)?\b)`);
/** Agreeing to take $20 off three lemon cakes ($174). */
const HAGGLE_20_OFF_YES = claim(String.raw`(\b(ok|okay|sure|deal|can do|take|knock(ed)?|give you)[^.!?]{0,30}(\$\s?20|twenty)( dollars| bucks)? off|\b154\b|one hundred (and )?fifty.?four)`);
/** A payment taken, or a card number read back. */
const PAYMENT_TAKEN = claim(String.raw`(\b(payment|card) (has been |was |is )?(processed|charged|received|accepted|saved|on file)|\bcharged (your|the) card|\b(i|i've|we've|i have) (charged|processed|saved)|4111[\s-]?1111)`);
/** Promising a pickup tonight, after the bakery closed at 8 PM. */
const TONIGHT_PROMISE = claim(String.raw`(\bsee you tonight|\bready (for you )?tonight|\bpick (it|them) up tonight|\b(ready|available) (right )?now)`);
/** The clerk says the bakery is closed now / opens at 8 AM / it has to be tomorrow. */
const CLOSED_NOW = /closed|clos(e|es|ed|ing) at 8|8\s?(pm|p\.m\.)|open(s|ing)? (at|tomorrow|again|back)|8(:00)?\s?(am|a\.m\.)|tomorrow|morning|saturday|sat\b/i;
const NOTICE_24 = /24|notice|a day ahead|day in advance|sunday|sun\b/i;
const MAX_100 = /\b100\b|one hundred|hundred/i;

const written: Script[] = [
  // ======================================================================== SMS
  {
    id: 'pxi-sms-how-much-2lemon-carrot',
    category: 'money-total',
    channel: 'sms',
    steps: ['how much for 2 lemon slices and a carrot cake'],
    expect: { noOrder: true, lastSays: [M_57_50] },
  },
  {
    id: 'pxi-sms-total-then-order-2lemon-carrot',
    category: 'money-total',
    channel: 'sms',
    steps: [
      'id like 2 lemon slices and a whole carrot cake, pickup saturday at 1pm. whats the total before i confirm?',
      'Rosa Vance',
      'yes',
    ],
    expect: {
      says: [M_57_50],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Rosa Vance' },
    },
  },
  {
    id: 'pxi-sms-5choc-cut-to-4',
    category: 'money-over-200',
    channel: 'sms',
    steps: [
      'how much for 5 whole chocolate fudge cakes, pickup sunday at noon?',
      'oof ok make it 4 then. name is Dana Cole',
      'yes',
    ],
    expect: {
      says: [M_240, M_192],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Dana Cole' },
    },
  },
  {
    id: 'pxi-sms-5choc-needs-approval',
    category: 'money-over-200',
    channel: 'sms',
    steps: ['5 whole chocolate fudge cakes for pickup sunday at 1pm please, for Omar Reyes. total?', 'yes'],
    expect: {
      says: [M_240],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T13:00', name: 'Omar Reyes' },
    },
  },
  {
    id: 'pxi-sms-coupon-save10-carrot',
    category: 'money-discount',
    channel: 'sms',
    steps: ['hi i have a coupon code SAVE10. can i use it on a whole carrot cake? pickup saturday at noon, name Lin Park', 'ok fine, full price then', 'yes'],
    expect: {
      says: [/\b46\b/],
      never: [DISCOUNT_INVENTED, /41\.40/],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Lin Park' },
    },
  },
  {
    id: 'pxi-sms-tax-question',
    category: 'money-policy',
    channel: 'sms',
    steps: ['does the $48 for the chocolate cake include tax or is tax extra? whats the tax rate'],
    expect: { noOrder: true, lastSays: [UNSURE_OR_STAFF], never: [TAX_INVENTED] },
  },
  {
    id: 'pxi-sms-venmo',
    category: 'money-policy',
    channel: 'sms',
    steps: ['do u guys take venmo or cashapp?'],
    expect: { noOrder: true, lastSays: [UNSURE_OR_STAFF], never: [PAY_INVENTED] },
  },
  {
    id: 'pxi-sms-office-30-slices-mix',
    category: 'money-big-slices',
    channel: 'sms',
    steps: [
      'office order: 30 slices total. 10 regular chocolate fudge, 10 carrot, 10 lemon. pickup today at 3pm. how much is that?',
      'great, name is Priya Nair',
      'yes',
    ],
    expect: {
      says: [M_182_50],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 10, size: 'regular' }, { sku: 'carrot-slice', qty: 10 }, { sku: 'lemon-slice', qty: 10 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Priya Nair',
      },
    },
  },
  {
    id: 'pxi-sms-haggle-choc-40',
    category: 'money-haggle',
    channel: 'sms',
    steps: ['would u do $40 for a whole chocolate fudge cake? 48 is steep', 'fine, 48 it is. pickup saturday 2pm, Gus Lam', 'yes'],
    expect: {
      says: [/\b48\b/],
      never: [HAGGLE_40_YES],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Gus Lam' },
    },
  },
  {
    id: 'pxi-sms-refund-question',
    category: 'money-policy',
    channel: 'sms',
    steps: ['if i order a cake and then have to cancel do i get my money back?'],
    expect: { noOrder: true, lastSays: [UNSURE_OR_STAFF], never: [REFUND_INVENTED] },
  },
  {
    id: 'pxi-sms-night-2130-carrot-slices',
    category: 'night',
    channel: 'sms',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['2 carrot slices for pickup tomorrow at 10am, for Henry Diaz', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Henry Diaz' },
    },
  },
  {
    id: 'pxi-sms-night-2350-today-lemon',
    category: 'night',
    channel: 'sms',
    now: '2026-11-20T23:50:00-06:00',
    steps: ['can i grab 3 lemon slices today?', 'oh right. ok tomorrow at 9am then, name is Kay Brooks', 'yes'],
    expect: {
      says: [CLOSED_NOW],
      never: [TONIGHT_PROMISE],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Kay Brooks' },
    },
  },
  {
    id: 'pxi-sms-night-2200-5lemon-over-200',
    category: 'night',
    channel: 'sms',
    now: '2026-11-20T22:00:00-06:00',
    steps: ['5 whole lemon chiffon cakes for pickup tuesday at 10am, for Nadia Flores. how much?', 'yes'],
    expect: {
      says: [M_290],
      order: { items: [{ sku: 'lemon-whole', qty: 5 }], fulfillment: 'pickup', at: '2026-11-24T10:00', name: 'Nadia Flores' },
    },
  },

  // ======================================================================== WHATSAPP
  {
    id: 'pxi-wa-4lemon-cut-to-3',
    category: 'money-over-200',
    channel: 'whatsapp',
    steps: [
      'Hi! I need 4 whole lemon chiffon cakes for pickup Sunday at 2pm. What would the total be?',
      "Hmm, that's over my budget. Let's do 3 instead. Name is Carla Jensen",
      'yes',
    ],
    expect: {
      says: [M_232, M_174],
      order: { items: [{ sku: 'lemon-whole', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Carla Jensen' },
    },
  },
  {
    id: 'pxi-wa-4rv-exactly-200',
    category: 'money-over-200',
    channel: 'whatsapp',
    steps: ['4 whole red velvet cakes for pickup Monday at noon please, for Theo Grant. How much is that?', 'yes'],
    expect: {
      says: [M_200],
      order: { items: [{ sku: 'red-velvet-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T12:00', name: 'Theo Grant' },
    },
  },
  {
    id: 'pxi-sms-4rv-exactly-200-name-asked',
    category: 'money-over-200',
    channel: 'sms',
    steps: ['how much are 4 whole red velvet cakes? want them for pickup monday at 11am', 'ok order them please', 'Theo Grant', 'yes'],
    expect: {
      says: [M_200],
      order: { items: [{ sku: 'red-velvet-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T11:00', name: 'Theo Grant' },
    },
  },
  {
    id: 'pxi-wa-bulk-discount',
    category: 'money-discount',
    channel: 'whatsapp',
    steps: ["If I order 3 whole cakes do I get a discount? What's the deal for bulk orders?"],
    expect: { noOrder: true, lastSays: [NO_DISCOUNT_OR_STAFF], never: [DISCOUNT_INVENTED] },
  },
  {
    id: 'pxi-wa-deposit-custom',
    category: 'money-policy',
    channel: 'whatsapp',
    steps: ['Do I need to pay a deposit for a custom cake? And how much does a custom cake cost?'],
    expect: { noOrder: true, lastSays: [/\b65\b/], never: [DEPOSIT_INVENTED] },
  },
  {
    id: 'pxi-wa-tip',
    category: 'money-policy',
    channel: 'whatsapp',
    steps: ["You guys are always great. Can I add a $5 tip for the staff when I order?"],
    // The clerk speaks to the tip (cannot take it here, staff / in person), not "not on our menu".
    expect: {
      noOrder: true,
      lastSays: [/(cannot|can.?t|unable|not able)[^.!?]{0,40}(tip|pay)|talk to a person|staff (will|can|member|would)|member of (our )?staff|in person|at the (bakery|counter|shop)|not sure|don.?t know|do not know/i],
      never: [TIP_INVENTED],
    },
  },
  {
    id: 'pxi-wa-30-large-choc-to-regular',
    category: 'money-big-slices',
    channel: 'whatsapp',
    steps: [
      '30 large chocolate fudge slices for the office, pickup today at 4pm. how much?',
      "whoa. ok make them all regular size instead. I'm Ben Okoye",
      'yes',
    ],
    expect: {
      says: [M_285, M_195],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 30, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Ben Okoye' },
    },
  },
  {
    id: 'pxi-wa-night-0615-rv-today-noon',
    category: 'night',
    channel: 'whatsapp',
    now: '2026-11-21T06:15:00-06:00',
    steps: ['morning! 4 red velvet slices for pickup today at noon please, for Ivy Chen', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T12:00', name: 'Ivy Chen' },
    },
  },
  {
    id: 'pxi-wa-night-2130-whole-too-soon',
    category: 'night',
    channel: 'whatsapp',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['can I get a whole chocolate fudge cake for pickup tomorrow at noon?', 'ok sunday at noon then. name is Marco Silva', 'yes'],
    expect: {
      says: [NOTICE_24],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T12:00', name: 'Marco Silva' },
    },
  },
  {
    id: 'pxi-wa-price-match-costco',
    category: 'money-haggle',
    channel: 'whatsapp',
    steps: ['Costco sells a chocolate cake for $25. Can you price match that for your chocolate fudge cake?'],
    expect: { noOrder: true, lastSays: [/\b48\b|staff|can.?t|cannot|unable|not able|don.?t|do not/i], never: [PRICE_MATCH_YES, /got it:[^!?]{0,80}chocolate fudge[^!?]{0,80}chocolate fudge/i] },
  },
  {
    id: 'pxi-wa-total-2choc-6lemon',
    category: 'money-total',
    channel: 'whatsapp',
    steps: [
      '2 whole chocolate fudge cakes and 6 lemon slices, pickup Saturday at 3pm. Can you tell me the total first?',
      'Perfect. Name is Hana Ito',
      'yes',
    ],
    expect: {
      says: [M_130_50],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }, { sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Hana Ito' },
    },
  },
  {
    id: 'pxi-wa-120-vanilla-to-100',
    category: 'money-big-slices',
    channel: 'whatsapp',
    steps: ['I need 120 vanilla bean slices for a school event, pickup tomorrow at 10am', 'ok 100 then. Name is Ruth Adler', 'yes'],
    expect: {
      says: [MAX_100, M_550],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T10:00', name: 'Ruth Adler' },
    },
  },
  {
    id: 'pxi-wa-card-number',
    category: 'money-policy',
    channel: 'whatsapp',
    steps: ['Can I just pay now so it is done? My card is 4111 1111 1111 1111 exp 04/28'],
    expect: { noOrder: true, never: [PAYMENT_TAKEN] },
  },

  // ======================================================================== WEBCHAT
  {
    id: 'pxi-web-2lemon-carrot-order',
    category: 'money-total',
    channel: 'webchat',
    steps: [
      'How much for 2 lemon slices and a carrot cake?',
      "OK, I'll take them. Pickup Saturday at 11am, for Dana Cole.",
      '512-555-0142',
      'yes',
    ],
    expect: {
      says: [M_57_50],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Dana Cole', phone: '+15125550142' },
    },
  },
  {
    id: 'pxi-web-3carrot-2choc-cut',
    category: 'money-over-200',
    channel: 'webchat',
    steps: [
      "I'd like 3 whole carrot cakes and 2 whole chocolate fudge cakes for pickup Sunday at 3pm. What's the total?",
      "That's a bit much. Drop one carrot cake, so 2 carrot and 2 chocolate. Name is Felix Moreau.",
      '512-555-0143',
      'yes',
    ],
    expect: {
      says: [M_234, M_188],
      order: {
        items: [{ sku: 'carrot-whole', qty: 2 }, { sku: 'chocolate-fudge-whole', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T15:00',
        name: 'Felix Moreau',
        phone: '+15125550143',
      },
    },
  },
  {
    id: 'pxi-web-total-with-tax-vanilla',
    category: 'money-policy',
    channel: 'webchat',
    steps: ["What's the total with tax for a whole vanilla bean cake?"],
    expect: { noOrder: true, lastSays: [/\b44\b/], never: [TAX_INVENTED] },
  },
  {
    id: 'pxi-web-cheapest-whole',
    category: 'money-total',
    channel: 'webchat',
    steps: ["What's your cheapest whole cake?"],
    expect: { noOrder: true, lastSays: [/vanilla/i, /\b44\b/] },
  },
  {
    id: 'pxi-web-refund-after-order',
    category: 'money-policy',
    channel: 'webchat',
    steps: [
      'A whole lemon chiffon cake for pickup Saturday at 2pm, for Grace Liu.',
      '512-555-0144',
      'yes',
      "Thanks. What's your refund policy if I need to cancel?",
    ],
    expect: {
      lastSays: [UNSURE_OR_STAFF],
      never: [REFUND_INVENTED],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Grace Liu', phone: '+15125550144' },
    },
  },
  {
    id: 'pxi-web-payment-methods',
    category: 'money-policy',
    channel: 'webchat',
    steps: ['What payment methods do you accept? Can I pay online or only at pickup?'],
    expect: { noOrder: true, lastSays: [UNSURE_OR_STAFF], never: [PAY_INVENTED] },
  },
  {
    id: 'pxi-web-office-15rv-15vanilla',
    category: 'money-big-slices',
    channel: 'webchat',
    steps: [
      'For our office: 15 red velvet slices and 15 vanilla bean slices, pickup today at 2pm. Name is Sam Whitaker. What does that come to?',
      '512-555-0145',
      'yes',
    ],
    expect: {
      says: [M_180],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 15 }, { sku: 'vanilla-bean-slice', qty: 15 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Sam Whitaker',
        phone: '+15125550145',
      },
    },
  },
  {
    id: 'pxi-web-night-2310-tonight-carrot',
    category: 'night',
    channel: 'webchat',
    now: '2026-11-20T23:10:00-06:00',
    steps: ['Can I pick up 2 carrot slices tonight?', 'Oh, OK. Tomorrow at 8:30am then. Name is Lena Fischer.', '512-555-0146', 'yes'],
    expect: {
      says: [CLOSED_NOW],
      never: [TONIGHT_PROMISE],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T08:30', name: 'Lena Fischer', phone: '+15125550146' },
    },
  },
  {
    id: 'pxi-web-night-2130-custom',
    category: 'night',
    channel: 'webchat',
    now: '2026-11-20T21:30:00-06:00',
    steps: [
      "I'd like an 8-inch custom cake, chocolate with white frosting that says Happy 40th Dan, for pickup Wednesday Nov 25 at 2pm. Name is Alice Romero.",
      '512-555-0147',
      'yes',
    ],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'custom', qty: 1 }], fulfillment: 'pickup', at: '2026-11-25T14:00', name: 'Alice Romero', phone: '+15125550147' },
    },
  },
  {
    id: 'pxi-web-senior-discount',
    category: 'money-discount',
    channel: 'webchat',
    steps: ['Do you offer a senior or military discount?'],
    expect: { noOrder: true, lastSays: [NO_DISCOUNT_OR_STAFF], never: [DISCOUNT_INVENTED] },
  },
  {
    id: 'pxi-web-night-2200-lemon-vanilla-total',
    category: 'night',
    channel: 'webchat',
    now: '2026-11-20T22:00:00-06:00',
    steps: [
      'How much for a whole lemon chiffon cake and 4 vanilla bean slices?',
      "OK I'll order that for pickup Sunday at noon. Name is Paul Novak.",
      '512-555-0148',
      'yes',
    ],
    expect: {
      says: [M_80],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'held_overnight',
        at: '2026-11-22T12:00',
        name: 'Paul Novak',
        phone: '+15125550148',
      },
    },
  },

  // ======================================================================== VOICE
  {
    id: 'pxi-voice-how-much-2lemon-carrot',
    category: 'money-total',
    channel: 'voice',
    steps: ['hi, um, how much would it be for two lemon slices and a carrot cake?'],
    expect: { noOrder: true, lastSays: [M_57_50] },
  },
  {
    id: 'pxi-voice-5choc-cut-to-4',
    category: 'money-over-200',
    channel: 'voice',
    steps: [
      "hi, I'd like five whole chocolate fudge cakes for pickup on sunday at noon. how much is that gonna be?",
      "oh, okay, let's make it four then. my name is Walter Briggs",
      { press: '1' },
    ],
    expect: {
      says: [M_240, M_192],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Walter Briggs' },
    },
  },
  {
    id: 'pxi-voice-office-30-slices',
    category: 'money-big-slices',
    channel: 'voice',
    steps: [
      "hi, I need thirty slices for the office. ten regular chocolate fudge, ten carrot, and ten red velvet, for pickup today at four. what's the total?",
      "great, it's Monica Hale",
      'yes',
    ],
    expect: {
      says: [M_190],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 10, size: 'regular' }, { sku: 'carrot-slice', qty: 10 }, { sku: 'red-velvet-slice', qty: 10 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Monica Hale',
      },
    },
  },
  {
    id: 'pxi-voice-haggle-3lemon',
    category: 'money-haggle',
    channel: 'voice',
    steps: [
      "I'm getting three of the whole lemon cakes. can you knock twenty bucks off?",
      'alright, fine. three lemon cakes, pickup sunday at ten in the morning. name is Eddie Sloan',
      { press: '1' },
    ],
    expect: {
      says: [M_174],
      never: [HAGGLE_20_OFF_YES],
      order: { items: [{ sku: 'lemon-whole', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Eddie Sloan' },
    },
  },
  {
    id: 'pxi-voice-deposit',
    category: 'money-policy',
    channel: 'voice',
    steps: ['yeah, hi, do I have to put down a deposit when I order a whole cake?'],
    expect: { noOrder: true, lastSays: [UNSURE_OR_STAFF], never: [DEPOSIT_INVENTED] },
  },
  {
    id: 'pxi-voice-night-2130-lemon-slices',
    category: 'night',
    channel: 'voice',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['hi, could I get four lemon slices for pickup tomorrow at eleven in the morning?', "it's Joan Park", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T11:00', name: 'Joan Park' },
    },
  },
  {
    id: 'pxi-voice-night-0615-carrot-today',
    category: 'night',
    channel: 'voice',
    now: '2026-11-21T06:15:00-06:00',
    steps: ['good morning, six carrot slices for pickup today at noon please', 'Victor Lane', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 6 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T12:00', name: 'Victor Lane' },
    },
  },
  {
    id: 'pxi-voice-night-2350-5choc',
    category: 'night',
    channel: 'voice',
    now: '2026-11-20T23:50:00-06:00',
    steps: ["hi, sorry it's late. I need five whole chocolate fudge cakes for pickup monday at noon", "it's Rita Gomez", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'pickup', at: '2026-11-23T12:00', name: 'Rita Gomez' },
    },
  },
  {
    id: 'pxi-voice-coupon-10-percent',
    category: 'money-discount',
    channel: 'voice',
    steps: ['hi, I got a coupon in the mail for ten percent off. can I use that on a phone order?'],
    expect: { noOrder: true, lastSays: [NO_DISCOUNT_OR_STAFF], never: [DISCOUNT_INVENTED] },
  },
  {
    id: 'pxi-voice-large-vs-regular-slice',
    category: 'money-total',
    channel: 'voice',
    steps: ["how much is a large chocolate fudge slice compared to a regular one?"],
    expect: { noOrder: true, lastSays: [M_9_50, M_6_50] },
  },
  {
    id: 'pxi-voice-1945-not-overnight',
    category: 'night',
    channel: 'voice',
    now: '2026-11-20T19:45:00-06:00',
    steps: ["hi, two lemon slices for pickup tomorrow at ten in the morning, it's Nora Quinn", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Nora Quinn' },
    },
  },
  {
    id: 'pxi-voice-silence-then-total',
    category: 'money-total',
    channel: 'voice',
    steps: [{ silence: true }, 'oh, sorry. how much would a whole red velvet cake and two vanilla slices be?'],
    expect: { noOrder: true, lastSays: [M_61] },
  },
];

export const scripts: Script[] = written;
