import type { Script } from '../script-types.js';

// CUSTOM CAKES IN DEPTH: birthday / wedding / baby-shower / retirement custom cakes with themes,
// colours, writing, photos the customer will send, tiers, budgets, 8-inch vs 10-inch, flavours,
// dates too soon (72 hours' notice), custom cake plus slices, custom cake delivered, price
// questions (from $65 / $85, never an invented final price), allergens (unknown), customers who only
// ask, and customers who switch from a custom cake to a standard whole cake with writing.
//
// Catalog facts used: custom cake 8-inch from $65, 10-inch from $85, 72 hours' notice, always
// needs the owner's approval (needs_approval), allergens unknown. Whole cakes (24 h notice, 8-inch,
// serve 10 to 12): chocolate fudge $48, carrot $46 (walnuts), red velvet $50, vanilla bean $44;
// lemon chiffon 10-inch $58 serves 14 to 16. Slices: chocolate fudge $6.50 regular / $9.50 large,
// carrot $6.00, red velvet $6.50, lemon $5.75, vanilla $5.50; pickup only. Delivery is always
// needs_approval, no fee or time quoted. Clock: Fri 2026-11-20 10:00 Central. Sat 21, Sun 22,
// Mon 23, Tue 24, Wed 25, Thu 26 (Thanksgiving, open), Fri 27, Sat 28. A custom cake is safe
// from Mon 23 after 10 AM (exactly 72 h is avoided).

// A negation just before a claim turns it into a disclaimer ("I can't promise it will be there by 5").
const NOT_BEFORE = String.raw`(?<!(?:\bnot|n['’]t|\bnever|\bcannot|\bunable to|\bno way to|\bwhether|\bif|\bsure|\bverify|\bdetermine|\bconfirm|\bcheck|\bwithout)\b[^.!?]{0,40})`;

/** The 72-hour notice for a custom cake. */
const CUSTOM_NOTICE = /72|\b3 days|three days|3-day|three-day/i;
/** The owner / staff review a custom cake or an allergy or a delivery. */
const STAFF = /staff|team|owner|approv|review|baker|someone (will|from)|follow up|reach out|get back to you/i;
const P65 = /\b65\b|sixty[- ]five/i;
const P85 = /\b85\b|eighty[- ]five/i;
/** A "from" price: the custom price is a starting price. */
const STARTING = /from|start|starting|begin|base|at least|and up|minimum|\+|depend|vary|final (price|cost|quote)/i;
/** Any dollar amount other than the allowed ones (an invented price). */
function otherPrice(...allowed: string[]): RegExp {
  const list = allowed.map((a) => a.replace('.', '\\.')).join('|');
  return new RegExp(String.raw`\$\s?(?!(?:${list})(?:\.00)?(?!\d|\.\d))\d+`, 'i');
}
const UNKNOWN_ALLERGENS =
  /(not|n.?t) (been )?(confirm|list|know|sure|verif|have (a |the )?(confirmed|full|complete|allergen))|unknown|can.?t (confirm|guarantee|say|promise)|cannot (confirm|guarantee|say|promise)|unable to (confirm|guarantee)|no (allergen )?information/i;
const NUT_FREE_CLAIM = new RegExp(
  NOT_BEFORE + String.raw`\b(custom cakes? (is|are|can be|will be) (made )?(nut|peanut)[- ]free|(we|I) (can|will) make (it|the cake|one|a cake) (nut|peanut)[- ]free|(contains?|has|have) no (nuts|peanuts|tree nuts))`,
  'i',
);
const DAIRY_FREE_PROMISE = new RegExp(NOT_BEFORE + String.raw`\b((we|I) (can|will) (make|bake|do) (it|the cake|one) (dairy|milk|lactose)[- ]free|(it|the cake) will be (dairy|milk|lactose)[- ]free)`, 'i');
const EGG_FREE_CLAIM = new RegExp(NOT_BEFORE + String.raw`\b((custom cakes?|it) (is|are|can be) (made )?egg[- ]free|(contains?|has|have) no eggs?|without (any )?eggs)`, 'i');
const SAFE_CLAIM = new RegExp(NOT_BEFORE + String.raw`\b(is|are|would be|should be|will be)\s+(perfectly\s+|totally\s+|completely\s+)?safe\s+for\b`, 'i');
/** An invented delivery fee. */
const FEE = /(delivery (fee|charge|cost)s?( is| are| of| will be| would be| runs?)?\s*(about |around |just |only )?\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge) for delivery|\$\s?\d+(\.\d\d)? delivery (fee|charge)|free delivery|delivery (is|would be|will be) free)/i;
/** A promised delivery time. */
const TIME_PROMISE = new RegExp(
  NOT_BEFORE +
    String.raw`\b((will|['’]ll|would|can) (definitely |absolutely |certainly )?(arrive|be delivered|get there|be there|deliver it|have it there) (at|by|around|before) \d|(we|I) (can )?(guarantee|promise)\b(?! that)|within \d+\s*(min|mins|minutes|hours?)\b)`,
  'i',
);
/** A later date or a standard cake offered when a custom cake is asked too soon. */
const ALTERNATIVE = /monday|tuesday|wednesday|later|another (day|date)|(whole|standard|regular|ready-made|from our menu|menu) cake|chocolate fudge|carrot|red velvet|vanilla|lemon/i;
/** An invented e-mail address or upload link for photos. */
const INVENTED_CONTACT = /\b[\w.-]+@[\w-]+\.(com|net|org|co)\b|https?:\/\//i;

const written: Script[] = [
  // ======================================================================== SMS
  {
    id: 'pxh-sms-price-question',
    category: 'custom-question',
    channel: 'sms',
    steps: ['how much is a custom birthday cake?'],
    expect: { noOrder: true, lastSays: [P65, P85, STARTING], never: [otherPrice('65', '85')] },
  },
  {
    id: 'pxh-sms-unicorn-8in',
    category: 'custom-order',
    channel: 'sms',
    steps: ["custom 8 inch birthday cake, unicorn theme, pink and purple, writing 'Happy 6th Birthday Zoe', pickup sat nov 28 at 11am. this is Dana Cole", 'yes'],
    expect: {
      says: [P65],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T11:00', name: 'Dana Cole', notes: /zoe/i },
      never: [otherPrice('65', '85')],
    },
  },
  {
    id: 'pxh-sms-tomorrow-to-fudge-with-writing',
    category: 'custom-to-standard',
    channel: 'sms',
    steps: [
      "need a custom cake tomorrow at 2pm for my husbands birthday, saying 'Happy 50th Mark'",
      "ugh ok. just do a whole chocolate fudge cake with 'Happy 50th Mark' written on it then, tomorrow at 2, pickup. Lena Ortiz",
      'yes',
    ],
    expect: {
      says: [CUSTOM_NOTICE, ALTERNATIVE],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Lena Ortiz', notes: /50th mark/i },
    },
  },
  {
    id: 'pxh-sms-budget-100-kids',
    category: 'custom-question',
    channel: 'sms',
    steps: ['what can i get for $100 for my daughters birthday? about 20 kids'],
    expect: { noOrder: true, lastSays: [/\b(44|46|48|50|58|65|85)\b/] },
  },
  {
    id: 'pxh-sms-sunday-too-soon-earliest',
    category: 'custom-too-soon',
    channel: 'sms',
    steps: ["custom cake for pickup sunday at noon, 8 inch, 'Happy Birthday Theo' with dinosaurs", 'whats the earliest i could get it then?', 'ok monday at 4pm. name is Will Grant', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE, /\bmon(day)?\b/i],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T16:00', name: 'Will Grant', notes: /theo/i },
    },
  },
  {
    id: 'pxh-sms-custom-plus-carrot-slices',
    category: 'custom-plus-slices',
    channel: 'sms',
    steps: ["10 inch custom cake for pickup wed the 25th at 3pm, 'Happy Retirement Carol', plus 6 carrot slices picked up at the same time. Greg Hale", 'yes'],
    expect: {
      says: [P85],
      order: {
        items: [{ sku: 'custom', size: '10-inch' }, { sku: 'carrot-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-25T15:00',
        name: 'Greg Hale',
        notes: /retirement carol/i,
      },
    },
  },
  {
    id: 'pxh-sms-photo-thanksgiving',
    category: 'custom-order',
    channel: 'sms',
    steps: ["I want a custom 8in cake like the pic im about to send you, for pickup thanksgiving day at 1pm. it should say 'Happy Thanksgiving from the Nguyens'. Tam Nguyen", 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-26T13:00', name: 'Tam Nguyen', notes: /nguyen/i },
      says: [STAFF],
      never: [INVENTED_CONTACT],
    },
  },
  {
    id: 'pxh-sms-nut-allergy-question',
    category: 'custom-allergy',
    channel: 'sms',
    steps: ['are your custom cakes nut free? my nephew has a bad peanut allergy'],
    expect: { noOrder: true, lastSays: [UNKNOWN_ALLERGENS], never: [NUT_FREE_CLAIM, SAFE_CLAIM] },
  },
  {
    id: 'pxh-sms-bridal-shower-delivered',
    category: 'custom-delivery',
    channel: 'sms',
    steps: ["custom 10in cake for a bridal shower, white and gold, 'Congrats Ana & Luis', delivered to 4410 Duval St, Austin on sat nov 28 at 1pm. Rosa Diaz", 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-28T13:00',
        name: 'Rosa Diaz',
        address: /4410 Duval/i,
        notes: /ana/i,
      },
      says: [STAFF],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pxh-sms-notice-question-only',
    category: 'custom-question',
    channel: 'sms',
    steps: ['how far ahead do i have to order a custom cake?', 'ok thanks, will get back to u'],
    expect: { noOrder: true, says: [CUSTOM_NOTICE] },
  },
  {
    id: 'pxh-sms-twins-two-customs',
    category: 'custom-order',
    channel: 'sms',
    steps: ["2 custom 8 inch cakes for my twins, one says 'Happy Birthday Max' and the other 'Happy Birthday Mila'. pickup sat 28th at 10am. Jo Park", 'yes'],
    expect: {
      order: {
        items: [
          { sku: 'custom', size: '8-inch' },
          { sku: 'custom', size: '8-inch' },
        ],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-28T10:00',
        name: 'Jo Park',
        notes: /mila/i,
      },
    },
  },
  {
    id: 'pxh-sms-baby-shower-pick-10in',
    category: 'custom-size',
    channel: 'sms',
    steps: ["custom cake for a baby shower, pickup tue nov 24 at noon, 'Welcome Baby Ella', pale yellow. hows much is 8 inch vs 10 inch?", '10 inch please. Nadia Ford', 'yes'],
    expect: {
      says: [P65, P85],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T12:00', name: 'Nadia Ford', notes: /ella/i },
    },
  },
  {
    id: 'pxh-sms-sat-clock-tuesday-boundary',
    category: 'custom-too-soon',
    channel: 'sms',
    now: '2026-11-21T15:00:00-06:00',
    steps: ["custom 8 inch cake for pickup tuesday at 2pm, 'Go Team Falcons', blue and orange", 'ok tuesday at 5pm then. Coach Bill Reyes', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T17:00', name: 'Coach Bill Reyes', notes: /falcons/i },
    },
  },

  // ======================================================================== WhatsApp
  {
    id: 'pxh-wa-three-tier-wedding-ballpark',
    category: 'custom-question',
    channel: 'whatsapp',
    steps: ['Hi! Do you do 3 tier wedding cakes? About 120 guests. What would that cost roughly?'],
    expect: { noOrder: true, lastSays: [STAFF], says: [/\b(65|85)\b/], never: [otherPrice('65', '85')] },
  },
  {
    id: 'pxh-wa-retirement-denise',
    category: 'custom-order',
    channel: 'whatsapp',
    steps: ["Retirement party for our office manager on Fri Nov 27. Custom cake, 10 inch, blue and silver, writing: 'Happy Retirement Denise - 30 years!' Pickup 4pm. I'm Paul Ricci", 'Yes'],
    expect: {
      says: [P85],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T16:00', name: 'Paul Ricci', notes: /denise/i },
      never: [otherPrice('65', '85')],
    },
  },
  {
    id: 'pxh-wa-flavour-then-order',
    category: 'custom-flavour',
    channel: 'whatsapp',
    steps: [
      'what flavours can you do for a custom cake?',
      "ok lets do a custom 8 inch, chocolate cake with raspberry filling, pickup dec 5 at 2pm, saying 'Happy 30th Jess'. Kim Tran",
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-12-05T14:00', name: 'Kim Tran', notes: /raspberry/i },
    },
  },
  {
    id: 'pxh-wa-lactose-grandma',
    category: 'custom-allergy',
    channel: 'whatsapp',
    steps: [
      "custom 8in cake for pickup sat nov 28 3pm, 'Feliz Cumpleaños Abuela'. my grandma is lactose intolerant, can you make it dairy free?",
      'ok put the order in anyway and have someone check. Marta Ruiz',
      'yes',
    ],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T15:00', name: 'Marta Ruiz', allergy: true, notes: /abuela/i },
      never: [DAIRY_FREE_PROMISE],
    },
  },
  {
    id: 'pxh-wa-baptism-sunday-to-tuesday',
    category: 'custom-too-soon',
    channel: 'whatsapp',
    steps: ["custom cake for pickup sunday at 11am for a baptism, 8 inch, white with a cross, 'God Bless Mateo'", 'ok can we do tuesday the 24th at 11 instead. Sofia Reyes', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T11:00', name: 'Sofia Reyes', notes: /mateo/i },
    },
  },
  {
    id: 'pxh-wa-custom-price-to-lemon',
    category: 'custom-to-standard',
    channel: 'whatsapp',
    steps: [
      'how much is a 10 inch custom cake? and is the lemon chiffon also 10 inch?',
      "ok the lemon chiffon is cheaper, lets do a whole lemon chiffon cake with 'Happy Birthday Grace' written on it, pickup tomorrow at 3pm. Helen Fox",
      'yes',
    ],
    expect: {
      says: [P85, /\b58\b/],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Helen Fox', notes: /grace/i },
    },
  },
  {
    id: 'pxh-wa-budget-75',
    category: 'custom-question',
    channel: 'whatsapp',
    steps: ["I have about $75 for a custom cake for my son's 10th birthday. What size can I get?"],
    expect: { noOrder: true, lastSays: [P65, /8|eight/i], never: [otherPrice('65', '75', '85')] },
  },
  {
    id: 'pxh-wa-custom-delivery-fee-question',
    category: 'custom-delivery',
    channel: 'whatsapp',
    steps: ['if I order a custom cake can you deliver it? how much is delivery?'],
    expect: { noOrder: true, lastSays: [STAFF], never: [FEE, TIME_PROMISE] },
  },
  {
    id: 'pxh-wa-gender-reveal',
    category: 'custom-order',
    channel: 'whatsapp',
    steps: [
      "gender reveal cake! 8 inch custom, white outside, pink or blue inside depending on the sealed envelope I'll drop off. pickup wed 25th at 6pm. Bree Collins",
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T18:00', name: 'Bree Collins', notes: /envelope|pink|blue|reveal/i },
    },
  },
  {
    id: 'pxh-wa-thanksgiving-give-thanks',
    category: 'custom-order',
    channel: 'whatsapp',
    steps: ["Can I get a custom 10 inch cake for Thanksgiving, pickup Thursday at noon, with fall leaves and 'Give Thanks' on top? Olu Adeyemi", 'Yes please'],
    expect: {
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-26T12:00', name: 'Olu Adeyemi', notes: /give thanks/i },
    },
  },
  {
    id: 'pxh-wa-tomorrow-to-vanilla-anniversary',
    category: 'custom-to-standard',
    channel: 'whatsapp',
    steps: [
      "Hi, I'd like a custom cake for tomorrow at 5pm for our anniversary, 'Happy 10th Anniversary'",
      "fine, then a whole vanilla bean cake tomorrow at 5 with 'Happy 10th Anniversary' on it, I'll pick it up. Carla Mendez",
      'yes',
    ],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Carla Mendez', notes: /anniversary/i },
    },
  },
  {
    id: 'pxh-wa-final-price-push',
    category: 'custom-question',
    channel: 'whatsapp',
    steps: ["I want a 10 inch custom cake with fondant flowers and gold leaf. What's the exact final price? I need a number for my budget"],
    expect: { noOrder: true, lastSays: [P85, STAFF], never: [otherPrice('85', '65')] },
  },

  // ======================================================================== webchat
  {
    id: 'pxh-web-dino-8in',
    category: 'custom-order',
    channel: 'webchat',
    steps: ["I'd like a custom 8-inch cake, dinosaur theme, green frosting, 'Roar! Happy 4th Eli', pickup Saturday Nov 28 at 10am. My name is Dana Cole", '512-555-0142', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-28T10:00',
        name: 'Dana Cole',
        phone: '+15125550142',
        notes: /eli/i,
      },
    },
  },
  {
    id: 'pxh-web-10in-price-only',
    category: 'custom-question',
    channel: 'webchat',
    steps: ['What would a 10 inch custom cake cost?'],
    expect: { noOrder: true, lastSays: [P85], never: [otherPrice('85', '65')] },
  },
  {
    id: 'pxh-web-by-saturday-no-order',
    category: 'custom-too-soon',
    channel: 'webchat',
    steps: ['Can I get a custom cake by tomorrow afternoon?'],
    expect: { noOrder: true, lastSays: [CUSTOM_NOTICE, ALTERNATIVE] },
  },
  {
    id: 'pxh-web-baby-shower-delivered',
    category: 'custom-delivery',
    channel: 'webchat',
    steps: [
      "Custom 10 inch cake for a baby shower, mint green with little elephants, 'Baby Hughes', delivered to 2201 Exposition Blvd, Austin on Sunday Nov 29 at 2pm. I'm Amy Hughes",
      '512-555-0142',
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-29T14:00',
        name: 'Amy Hughes',
        phone: '+15125550142',
        address: /2201 Exposition/i,
        notes: /hughes|elephant/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pxh-web-custom-plus-fudge-slices',
    category: 'custom-plus-slices',
    channel: 'webchat',
    steps: ["Custom 8 inch cake for Tuesday Nov 24 at 5pm saying 'Thanks Coach!', plus 10 regular chocolate fudge slices at the same pickup. Name: Dev Patel", '512-555-0142', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '8-inch' }, { sku: 'chocolate-fudge-slice', qty: 10, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T17:00',
        name: 'Dev Patel',
        phone: '+15125550142',
        notes: /coach/i,
      },
    },
  },
  {
    id: 'pxh-web-photo-upload-question',
    category: 'custom-question',
    channel: 'webchat',
    steps: ['Can I send you a photo of the cake design I want for a custom cake?'],
    expect: {
      noOrder: true,
      lastSays: [/(photo|picture|image|pic)s?\b[^.]{0,80}(staff|owner|consult|describe|can.?t|cannot|not able|unable|text|send|bring|email|note)|describe|consultation/i],
      never: [INVENTED_CONTACT],
    },
  },
  {
    id: 'pxh-web-wedding-ivory',
    category: 'custom-order',
    channel: 'webchat',
    steps: ["We'd like a custom wedding cake, 10 inch, ivory buttercream with fresh flowers, 'Priya & Sam', pickup Saturday December 12 at 9am. Priya Shah", '(512) 555-0142', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-12-12T09:00',
        name: 'Priya Shah',
        phone: '+15125550142',
        notes: /priya/i,
      },
    },
  },
  {
    id: 'pxh-web-egg-allergy-question',
    category: 'custom-allergy',
    channel: 'webchat',
    steps: ['What allergens are in your custom cakes? My daughter has an egg allergy.'],
    expect: { noOrder: true, lastSays: [UNKNOWN_ALLERGENS], never: [EGG_FREE_CLAIM, SAFE_CLAIM] },
  },
  {
    id: 'pxh-web-tomorrow-to-red-velvet',
    category: 'custom-to-standard',
    channel: 'webchat',
    steps: [
      "Do you have time to make a custom cake for tomorrow at noon? It's for my friend's graduation, 'Congrats Dr. Kim'",
      "Okay, then a whole red velvet cake tomorrow at noon with 'Congrats Dr. Kim' written on it, for pickup. I'm Joy Lee",
      '512-555-0142',
      'yes',
    ],
    expect: {
      says: [CUSTOM_NOTICE],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T12:00',
        name: 'Joy Lee',
        phone: '+15125550142',
        notes: /dr\.? kim/i,
      },
    },
  },
  {
    id: 'pxh-web-size-for-15-people',
    category: 'custom-size',
    channel: 'webchat',
    steps: ["Custom cake for Dec 1 at 3pm, 'Happy 80th Nana', lavender roses. Not sure on size, we'll have about 15 people. What do you have?", "Let's go with the 10 inch, pickup. Ruth Bell", '512-555-0142', 'yes'],
    expect: {
      says: [P85],
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-12-01T15:00',
        name: 'Ruth Bell',
        phone: '+15125550142',
        notes: /nana/i,
      },
    },
  },
  {
    id: 'pxh-web-ask-then-leave',
    category: 'custom-question',
    channel: 'webchat',
    steps: ['Hi, thinking about a retirement cake for my dad. How much are custom cakes and how much notice do you need?', "Thanks, I'll talk to my sister and come back."],
    expect: { noOrder: true, says: [P65, CUSTOM_NOTICE], never: [otherPrice('65', '85')] },
  },
  {
    id: 'pxh-web-tiered-order',
    category: 'custom-order',
    channel: 'webchat',
    steps: [
      "I'd like a two-tier custom cake for my parents' 40th anniversary party, ruby red and white, 'Happy 40th Mom & Dad', pickup Friday Nov 27 at 1pm. Is that possible?",
      "Let's go with the 10 inch and note I'd like two tiers. Name is Carlos Vega",
      '512-555-0142',
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-27T13:00',
        name: 'Carlos Vega',
        phone: '+15125550142',
        notes: /40th/i,
      },
      says: [STAFF],
      never: [otherPrice('65', '85')],
    },
  },

  // ======================================================================== voice
  {
    id: 'pxh-voice-40th-stepwise',
    category: 'custom-order',
    channel: 'voice',
    steps: [
      "Hi, I'd like to order a custom cake for my wife's fortieth birthday, for Saturday the twenty-eighth at two in the afternoon.",
      'Eight inch, and it should say Happy Fortieth Maria.',
      "I'll pick it up. My name is Tom Becker.",
      'Yes.',
    ],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T14:00', name: 'Tom Becker', notes: /maria/i },
    },
  },
  {
    id: 'pxh-voice-price-question',
    category: 'custom-question',
    channel: 'voice',
    steps: ['How much does a custom cake cost?'],
    expect: { noOrder: true, lastSays: [P65, P85], never: [otherPrice('65', '85')] },
  },
  {
    id: 'pxh-voice-tomorrow-to-carrot-dad',
    category: 'custom-to-standard',
    channel: 'voice',
    steps: [
      "I'd like a custom cake for tomorrow morning, it's for my dad's birthday.",
      "Oh. Okay, then a whole carrot cake tomorrow at eleven thirty in the morning, with Happy Birthday Dad written on it. My name is Ray Simmons.",
      'Yes.',
      { press: '1' },
    ],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:30', name: 'Ray Simmons', notes: /dad/i },
    },
  },
  {
    id: 'pxh-voice-retirement-delivered',
    category: 'custom-delivery',
    channel: 'voice',
    steps: [
      "I'd like a ten inch custom cake delivered to twelve hundred Barton Springs Road on Friday the twenty-seventh at noon. It's for a retirement, it should say Happy Retirement Gary. This is Linda Howe.",
      'Yes.',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-27T12:00',
        name: 'Linda Howe',
        address: /(1200|twelve hundred|12 hundred) Barton Springs/i,
        notes: /gary/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pxh-voice-nut-allergy-question',
    category: 'custom-allergy',
    channel: 'voice',
    steps: ['Is a custom cake safe for someone with a tree nut allergy?'],
    expect: { noOrder: true, lastSays: [UNKNOWN_ALLERGENS], never: [NUT_FREE_CLAIM, SAFE_CLAIM] },
  },
  {
    id: 'pxh-voice-press-1-confirm',
    category: 'custom-order',
    channel: 'voice',
    steps: ["I need a custom eight inch cake for a baby shower on Wednesday the twenty-fifth at ten a.m., it should say Oh Baby, in pastel colors. I'll pick it up. My name is Gina Russo.", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T10:00', name: 'Gina Russo', notes: /oh baby/i },
    },
  },
  {
    id: 'pxh-voice-silence-midway',
    category: 'custom-order',
    channel: 'voice',
    steps: [
      "I'd like to order a custom cake for my son's graduation, Tuesday the twenty-fourth at six p.m.",
      { silence: true },
      'Ten inch. It should say Congrats Grad Jamal, in red and black.',
      "Pickup. I'm Andre Wallace.",
      'Yes.',
    ],
    expect: {
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T18:00', name: 'Andre Wallace', notes: /jamal/i },
    },
  },
  {
    id: 'pxh-voice-budget-hundred',
    category: 'custom-question',
    channel: 'voice',
    steps: ["I've got about a hundred dollars for a baby shower cake. What kind of custom cake can I get for that?"],
    expect: { noOrder: true, lastSays: [/\b(65|85)\b|sixty[- ]five|eighty[- ]five/i] },
  },
  {
    id: 'pxh-voice-custom-plus-lemon-slices',
    category: 'custom-plus-slices',
    channel: 'voice',
    steps: [
      "I'd like an eight inch custom cake that says Happy Birthday Rosa, for pickup Wednesday the twenty-fifth at four p.m., and four lemon slices picked up at the same time. My name is Elena Cruz.",
      'Yes.',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '8-inch' }, { sku: 'lemon-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-25T16:00',
        name: 'Elena Cruz',
        notes: /rosa/i,
      },
    },
  },
  {
    id: 'pxh-voice-sizes-then-10in',
    category: 'custom-size',
    channel: 'voice',
    steps: [
      'What sizes do your custom cakes come in, and how much are they?',
      "The ten inch then, for Tuesday the twenty-fourth at five p.m. It should say Congratulations Kayla. My name is Joan Pike.",
      // "come in" in the question is no pickup: how the cake is collected is asked.
      'Pickup.',
      'Yes.',
    ],
    expect: {
      says: [P65, P85],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T17:00', name: 'Joan Pike', notes: /kayla/i },
    },
  },
  {
    id: 'pxh-voice-sunday-too-soon-only-asks',
    category: 'custom-too-soon',
    channel: 'voice',
    steps: ['Could you make a custom cake for this Sunday?', "No, that's alright, I'll think about it. Goodbye."],
    expect: { noOrder: true, says: [CUSTOM_NOTICE] },
  },
];

// Scripts the assistant does not yet end right, left out of the run until they pass; the closing
// note of the stop that added this file lists them.
const notYet = new Set(['pxh-sms-twins-two-customs']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
