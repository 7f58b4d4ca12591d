import type { Script } from '../script-types.js';

// CUSTOM CAKES AND CELEBRATIONS: birthday, wedding, baby-shower, retirement, graduation and
// office-party cakes. Custom cakes in 8-inch or 10-inch with a design in words (colours, themes,
// characters, flowers, unicorn, gold drip), writing on the cake, a menu flavour asked for as the
// custom cake's flavour, size not said (the clerk asks 8 or 10 inch), too little notice (the clerk
// offers the earliest day), tiers / sheet cakes / sizes we do not offer (say what we have, invent
// nothing), photos and logos (cannot be received in chat: described in words), price questions
// ("from $65", the final price set with staff), a whole menu cake with writing instead of a custom
// cake, a custom cake plus slices, delivery of a custom cake (needs approval, address kept), an
// allergy with a custom cake (goes to staff), and changing the design, writing or size before the
// read-back is accepted.
//
// Catalog facts used: custom cake (sku 'custom') 8-inch from $65, 10-inch from $85, 72 hours'
// notice, always needs_approval; the design and writing go into the item's notes. Whole cakes
// (24 h notice, 8-inch, serve 10 to 12): chocolate fudge $48, carrot $46 (walnuts), red velvet
// $50, vanilla bean $44; lemon 10-inch $58. Slices: chocolate fudge $6.50 regular / $9.50 large,
// carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean $5.50. Delivery: needs_approval, no fee,
// area or time invented. Totals over $200 need approval. Any allergy mention: order.allergy, staff.
// Clock: Fri 2026-11-20 10:00 Central. Sat 21, Sun 22, Mon 23 (custom earliest, from 10:15 AM),
// Tue 24, Wed 25, Thu 26 (Thanksgiving, open), Fri 27, Sat 28, Sun 29, Mon 30.

// A negation just before a claim turns it into a disclaimer ("I can't promise it will be there by 5").
const NOT_BEFORE = String.raw`(?<!(?:\bnot|n['’]t|\bnever|\bcannot|\bunable to|\bno way to|\bwhether|\bif|\bsure|\bverify|\bdetermine|\bconfirm|\bcheck|\bwithout)\b[^.!?]{0,40})`;

/** The 72-hour notice for a custom cake. */
const CUSTOM_NOTICE = /72|\b3 days|three days|3-day|three-day/i;
/** Monday 23 Nov, the earliest day for a custom cake ordered now. */
const MONDAY = /\bmon(day)?\b|\b23(rd)?\b|twenty[- ]third/i;
/** The customer asked whether the price is final: the custom price is a starting price, settled later. */
const FINAL_PRICE = /start(ing|s)? (price|at)|(final|exact) (price|cost)|price (is |will be |gets? )?(set|settled|confirmed|decided|agreed)|depend|vary|varies|go(es)? up|more for|extra|quote|and up|at least|minimum|base price/i;
/** Every cake price in the catalog (strawberry shortcake's too: listed as unavailable, not invented). */
const CAKE_PRICES = ['65', '85', '44', '46', '48', '50', '52', '58', '6.50', '9.50', '6.00', '5.75', '5.50', '6.75'];
/** "Gold drip" is a cake decoration, not drip coffee: no drink talk when no drink was asked for. */
const DRINK_TALK = /coffee|\btea\b|latte|cafe only/i;
/** A clear "no" or "only" when asked for a size or shape we do not make. */
const NOT_OFFERED = /\b(don.?t|do not|doesn.?t|does not|cannot|can.?t|only|just|not (available|offer|make|have|on our menu))\b/i;
/** The owner / staff review a custom cake, an allergy or a delivery. */
const STAFF = /staff|team|owner|approv|review|baker|someone (will|from)|follow up|reach out|get back to you/i;
const P65 = /\b65\b|sixty[- ]five/i;
const P85 = /\b85\b|eighty[- ]five/i;
const SIZE8 = /\b8[- ]?(inch|in\b|")|eight[- ]inch/i;
const SIZE10 = /\b10[- ]?(inch|in\b|")|ten[- ]inch/i;
/** Any dollar amount other than the allowed ones (an invented price). */
function otherPrice(...allowed: string[]): RegExp {
  const list = allowed.map((a) => a.replace('.', '\\.')).join('|');
  return new RegExp(
    String.raw`\$\s?(?!(?:${list})(?:\.00)?(?!\d|\.\d))\d+|(?<![\d.])(?!(?:${list})(?:\.00)?(?!\d|\.\d))\d+(?:\.\d\d)?\s?(?:USD|dollars)`,
    'i',
  );
}
const UNKNOWN_ALLERGENS =
  /(not|n.?t) (been )?(confirm|list|know|sure|verif|have (a |the )?(confirmed|full|complete|allergen))|unknown|can.?t (confirm|guarantee|say|promise)|cannot (confirm|guarantee|say|promise)|unable to (confirm|guarantee)|no (allergen )?information|staff|team|owner|baker/i;
const NUT_FREE_CLAIM = new RegExp(
  NOT_BEFORE + String.raw`\b(custom cakes? (is|are|can be|will be) (made )?(nut|peanut)[- ]free|(we|I) (can|will) make (it|the cake|one|a cake) (nut|peanut)[- ]free|(contains?|has|have) no (nuts|peanuts|tree nuts))`,
  'i',
);
const DAIRY_FREE_PROMISE = new RegExp(NOT_BEFORE + String.raw`\b((we|I) (can|will) (make|bake|do) (it|the cake|one) (dairy|milk|lactose)[- ]free|(it|the cake) will be (dairy|milk|lactose)[- ]free)`, 'i');
const EGG_FREE_CLAIM = new RegExp(NOT_BEFORE + String.raw`\b((custom cakes?|it) (is|are|can be|will be) (made )?egg[- ]free|(contains?|has|have) no eggs?|(we|I) (can|will) (make|bake|do) (it|the cake|one) without (any )?eggs)`, 'i');
const SAFE_CLAIM = new RegExp(NOT_BEFORE + String.raw`\b(is|are|would be|should be|will be)\s+(perfectly\s+|totally\s+|completely\s+)?safe\s+for\b`, 'i');
/** An invented delivery fee. */
const FEE = /(delivery (fee|charge|cost)s?( is| are| of| will be| would be| runs?)?\s*(about |around |just |only )?\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge) for delivery|\$\s?\d+(\.\d\d)? delivery (fee|charge)|free delivery|delivery (is|would be|will be) free)/i;
/** A promised delivery time. */
const TIME_PROMISE = new RegExp(
  NOT_BEFORE +
    String.raw`\b((will|['’]ll|would|can) (definitely |absolutely |certainly )?(arrive|be delivered|get there|be there|deliver it|have it there) (at|by|around|before) \d|(we|I) (can )?(guarantee|promise)\b(?! that)|within \d+\s*(min|mins|minutes|hours?)\b)`,
  'i',
);
/** An invented e-mail address or upload link for photos. */
const INVENTED_CONTACT = /\b[\w.-]+@[\w-]+\.(com|net|org|co)\b|https?:\/\//i;
/** Photos cannot be received here: the clerk asks for the design in words (or says staff will follow up). */
const DESCRIBE_IN_WORDS =
  /describe|in words|tell me (about|what)|can.?t (receive|see|view|open|accept|take)|cannot (receive|see|view|open|accept|take)|(unable|not able) to (receive|see|view|open|accept|take)|(photo|pic|picture|image|logo|file)s?\b[^.]{0,80}(staff|consult|bring)/i;
/** Offering a size or shape we do not make (tiers, sheet cakes, 6 / 12 inch). */
const OTHER_SIZE_CLAIM = new RegExp(
  NOT_BEFORE +
    String.raw`\b(we|I) (can |do |could |also )?(make|do|offer|bake|have|sell)s? (a |an |the )?((2|3|two|three|multi)[- ]tier(ed)?|(half|full|quarter)?[- ]?sheet|(6|12|14|16|six|twelve|fourteen|sixteen)[- ]?(inch|in\b|"))`,
  'i',
);

const written: Script[] = [
  // ======================================================================== SMS
  {
    id: 'pxy-sms-gold-drip-30th',
    category: 'custom-order',
    channel: 'sms',
    steps: ["hi its Kayla Reed, need a custom cake 8 inch for my bf's 30th, black w gold drip, says 'Happy 30th Marcus', pickup sat the 28th at 3pm", 'yes'],
    expect: {
      says: [P65],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T15:00', name: 'Kayla Reed', notes: /marcus/i },
      never: [otherPrice('65', '85'), DRINK_TALK],
    },
  },
  {
    id: 'pxy-sms-retirement-no-size',
    category: 'custom-size',
    channel: 'sms',
    steps: ["custom cake for my moms retirement party tues 24th 1pm pickup, lavender w white flowers, writing 'Happy Retirement Mom'. Beth Young", '8 inch', 'yes'],
    expect: {
      says: [SIZE8, SIZE10],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T13:00', name: 'Beth Young', notes: /retirement mom/i },
    },
  },
  {
    id: 'pxy-sms-unicorn-tmrw-to-monday',
    category: 'custom-too-soon',
    channel: 'sms',
    steps: ["can i get a custom unicorn cake for tmrw at noon?? 8in, its for mias bday, rainbow mane, 'Happy Birthday Mia'. Sara Kim", 'ok monday at 2 then, pickup', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE, MONDAY],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T14:00', name: 'Sara Kim', notes: /mia|unicorn/i },
    },
  },
  {
    id: 'pxy-sms-12-inch-question',
    category: 'custom-size',
    channel: 'sms',
    steps: ['do u do 12 inch custom cakes? need one for like 30 ppl at an office party'],
    expect: { noOrder: true, lastSays: [SIZE10, NOT_OFFERED], never: [otherPrice('65', '85', '44', '46', '48', '50', '58'), OTHER_SIZE_CLAIM, /\b12 x custom|\b12 custom cakes/i] },
  },
  {
    id: 'pxy-sms-fudge-flavour-grad',
    category: 'custom-flavour',
    channel: 'sms',
    steps: ["custom 10 inch cake, chocolate fudge flavor, football theme green and white, 'Go Tigers! Congrats Grad Ben', pickup fri 27th 5pm. Tom Ruiz", 'yes'],
    expect: {
      says: [P85],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T17:00', name: 'Tom Ruiz', notes: /(fudge[\s\S]*ben|ben[\s\S]*fudge)/i },
    },
  },
  {
    id: 'pxy-sms-fudge-whole-writing',
    category: 'menu-cake-writing',
    channel: 'sms',
    steps: ["whole chocolate fudge cake tmrw 4pm pickup w 'Happy Birthday Grandpa' written on top. Leo Marsh", 'yes'],
    expect: {
      says: [/\b48\b/],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Leo Marsh', notes: /grandpa/i },
    },
  },
  {
    id: 'pxy-sms-shower-plus-vanilla-slices',
    category: 'custom-plus-slices',
    channel: 'sms',
    steps: ["baby shower sunday nov 29 at 11am: 10in custom cake light blue w clouds 'Welcome Baby Noah' + 8 vanilla slices, all pickup. Ana Lopez", 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '10-inch' }, { sku: 'vanilla-bean-slice', qty: 8 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-29T11:00',
        name: 'Ana Lopez',
        notes: /noah/i,
      },
    },
  },
  {
    id: 'pxy-sms-wedding-delivered',
    category: 'custom-delivery',
    channel: 'sms',
    steps: ["wedding cake, 10in custom, ivory w eucalyptus, 'Jen & Omar', deliver to 815 Congress Ave Austin sat dec 5 at 2pm. Jen Ali", 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-12-05T14:00',
        name: 'Jen Ali',
        address: /815 Congress/i,
        notes: /omar/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pxy-sms-butterflies-nut-allergy',
    category: 'custom-allergy',
    channel: 'sms',
    steps: ["8 inch custom cake wed 25th 4pm pickup, pink w butterflies 'Happy 7th Lily'. she has a tree nut allergy so no nuts pls. Kim Tran", 'yes', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'custom', size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-25T16:00',
        name: 'Kim Tran',
        allergy: true,
        notes: /lily/i,
      },
      never: [NUT_FREE_CLAIM, SAFE_CLAIM],
    },
  },
  {
    id: 'pxy-sms-change-writing-30th',
    category: 'custom-change',
    channel: 'sms',
    steps: ["custom 8in for pickup tue 24th at 6pm, blue and silver, 'Happy 29th Jess'. Ray Dunn", "wait sorry shes turning 30 not 29 lol, make it 'Happy 30th Jess'", 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T18:00', name: 'Ray Dunn', notes: /30th jess/i },
    },
  },
  {
    id: 'pxy-sms-final-price-fondant',
    category: 'custom-question',
    channel: 'sms',
    steps: ['how much for a custom cake w a gold drip and fondant roses? is 65 the final price or does it go up'],
    expect: { noOrder: true, lastSays: [P65, FINAL_PRICE], never: [otherPrice('65', '85'), DRINK_TALK] },
  },
  {
    id: 'pxy-sms-vanilla-flavour-no-size',
    category: 'custom-flavour',
    channel: 'sms',
    steps: ["custom vanilla bean cake for an office bday fri 27th 3pm, confetti sprinkles, 'Happy Bday Kevin'. Jill Park, pickup", '10', 'yes'],
    expect: {
      says: [SIZE8, SIZE10],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T15:00', name: 'Jill Park', notes: /(vanilla[\s\S]*kevin|kevin[\s\S]*vanilla)/i },
    },
  },

  // ======================================================================== WhatsApp
  {
    id: 'pxy-wa-spiderman-10in',
    category: 'custom-order',
    channel: 'whatsapp',
    steps: ["Hello! I'm Priya Nair. I need a 10 inch custom cake for my son's 5th birthday, Spider-Man theme red and blue, writing 'Happy 5th Birthday Arjun'. Pickup Saturday 28th at 12pm", 'yes'],
    expect: {
      says: [P85],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T12:00', name: 'Priya Nair', notes: /arjun/i },
      never: [otherPrice('65', '85')],
    },
  },
  {
    id: 'pxy-wa-sunday-too-soon-tuesday',
    category: 'custom-too-soon',
    channel: 'whatsapp',
    steps: ["custom cake for this sunday 3pm pls, 8 inch, rustic naked cake with berries, 'Happy Anniversary Rob'. Megan Shaw", 'ugh ok. tuesday at 3 then, pickup', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE, MONDAY],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T15:00', name: 'Megan Shaw', notes: /rob|berries/i },
    },
  },
  {
    id: 'pxy-wa-pinterest-pic-describe',
    category: 'custom-photo',
    channel: 'whatsapp',
    steps: [
      'hi its Carmen Ruiz, can i send a pic of the cake i want? its from pinterest',
      "ok its a white cake with pink ombre rosettes and gold writing 'Happy 21st Sofia', 8 inch, pickup fri 27 at 6pm",
      'yes',
    ],
    expect: {
      says: [DESCRIBE_IN_WORDS],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T18:00', name: 'Carmen Ruiz', notes: /sofia/i },
      never: [INVENTED_CONTACT],
    },
  },
  {
    id: 'pxy-wa-red-velvet-grad-thanksgiving',
    category: 'custom-flavour',
    channel: 'whatsapp',
    steps: ["Custom cake request: red velvet flavour, 10 inch, graduation cap on top, black & gold, 'Congrats Class of 2026 Maya'. Pickup Thanksgiving Thursday 11am. Derek Cole", 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-26T11:00',
        name: 'Derek Cole',
        notes: /(red velvet[\s\S]*maya|maya[\s\S]*red velvet)/i,
      },
    },
  },
  {
    id: 'pxy-wa-three-tier-question',
    category: 'custom-size',
    channel: 'whatsapp',
    steps: ['Do you make 3 tier wedding cakes? How much would that be?'],
    expect: { noOrder: true, lastSays: [/\b(8|10)[- ]?(inch|in\b|")|(eight|ten)[- ]inch/i, /tier|only|just|single/i], never: [otherPrice('65', '85'), OTHER_SIZE_CLAIM] },
  },
  {
    id: 'pxy-wa-office-custom-plus-slices',
    category: 'custom-plus-slices',
    channel: 'whatsapp',
    steps: [
      "office party wed 25th: one 10in custom, company colours navy & orange, 'Thanks for a great year team!', plus 12 regular chocolate fudge slices and 6 lemon slices, all pickup at 11:30am. Name Grace Obi",
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '10-inch' }, { sku: 'chocolate-fudge-slice', qty: 12, size: 'regular' }, { sku: 'lemon-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-25T11:30',
        name: 'Grace Obi',
        notes: /great year/i,
      },
    },
  },
  {
    id: 'pxy-wa-company-logo',
    category: 'custom-photo',
    channel: 'whatsapp',
    steps: [
      'Hi, this is Paul Baker from Baker & Sons Plumbing. We want a custom cake with our company logo for our 25th anniversary party. Can I send the logo file here?',
      "ok. the logo is a blue wrench inside a circle, with 'Baker & Sons 25 Years' underneath. 10 inch, pickup Monday Nov 30 at 10am",
      'yes',
    ],
    expect: {
      says: [DESCRIBE_IN_WORDS],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-30T10:00', name: 'Paul Baker', notes: /wrench|25 years/i },
      never: [INVENTED_CONTACT],
    },
  },
  {
    id: 'pxy-wa-golf-retirement-delivered',
    category: 'custom-delivery',
    channel: 'whatsapp',
    steps: ["need a custom 8 inch retirement cake delivered to 2100 S Lamar Blvd Apt 4, Austin, Tuesday 24th 2pm. golf theme, green w a little flag, 'Enjoy the Fairways Bob'. Patty Stone", 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'custom', size: '8-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-24T14:00',
        name: 'Patty Stone',
        address: /2100 S\.? Lamar/i,
        notes: /fairways|golf/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pxy-wa-price-8-vs-10',
    category: 'custom-question',
    channel: 'whatsapp',
    steps: ['hiii how much is a custom cake? and whats the diff between the 8 and 10 inch'],
    expect: { noOrder: true, lastSays: [P65, P85], never: [otherPrice('65', '85')] },
  },
  {
    id: 'pxy-wa-change-girl-to-boy',
    category: 'custom-change',
    channel: 'whatsapp',
    steps: ["custom 8 inch baby shower cake, pink with a stork, 'Welcome Baby Girl', pickup sat 28 at 2pm. Hana Sato", "oh wait we just found out its a boy 😂 make it blue and 'Welcome Baby Boy' instead", 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T14:00', name: 'Hana Sato', notes: /baby boy/i },
    },
  },
  {
    id: 'pxy-wa-70th-egg-allergy',
    category: 'custom-allergy',
    channel: 'whatsapp',
    steps: ["10 inch custom for my dad's 70th, 'Happy 70th Papa', navy and silver, pickup Fri 27 at 1pm. one guest has an egg allergy, can you make it without eggs? Luis Ortega", 'ok yes please', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-27T13:00',
        name: 'Luis Ortega',
        allergy: true,
        notes: /papa/i,
      },
      never: [EGG_FREE_CLAIM, SAFE_CLAIM],
    },
  },
  {
    id: 'pxy-wa-earliest-question',
    category: 'custom-question',
    channel: 'whatsapp',
    steps: ['whats the earliest i could pick up a custom cake if i order today?'],
    expect: { noOrder: true, lastSays: [MONDAY] },
  },

  // ======================================================================== voice
  {
    id: 'pxy-voice-unicorn-um',
    category: 'custom-order',
    channel: 'voice',
    steps: [
      "Hi, um, this is Rachel Green, I wanted to order a custom cake for my daughter, um, she's turning six, with a unicorn on it, pink and purple, and it should say Happy Sixth Birthday Emma.",
      "Um, the eight inch, and, uh, Saturday the twenty-eighth at ten in the morning. I'll pick it up.",
      'Yes.',
      'Yes.',
    ],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T10:00', name: 'Rachel Green', notes: /emma/i },
    },
  },
  {
    id: 'pxy-voice-sunflowers-no-size',
    category: 'custom-size',
    channel: 'voice',
    steps: [
      "Hi, yeah, I need a custom cake for a retirement party on Wednesday the twenty-fifth at three p.m., it should say Happy Retirement Linda, with, um, sunflowers on it. I'll pick it up. This is Mark Evans.",
      'Ten inch, please.',
      'Yes.',
    ],
    expect: {
      says: [SIZE8, SIZE10],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T15:00', name: 'Mark Evans', notes: /linda/i },
    },
  },
  {
    id: 'pxy-voice-tomorrow-to-monday',
    category: 'custom-too-soon',
    channel: 'voice',
    steps: [
      "Hi, it's Jose Medina, um, can I get a custom cake for tomorrow afternoon? For my wife's birthday, the eight inch, with red roses.",
      'Oh, okay. Uh, Monday at five p.m. then, pickup. It should say Te Amo Ana.',
      'Yes.',
    ],
    expect: {
      says: [CUSTOM_NOTICE, MONDAY],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T17:00', name: 'Jose Medina', notes: /te amo ana/i },
    },
  },
  {
    id: 'pxy-voice-wedding-price-question',
    category: 'custom-question',
    channel: 'voice',
    steps: ['Um, how much are your custom cakes, like for a small wedding? Is that the whole price or does it go up?'],
    expect: { noOrder: true, lastSays: [/\b(65|85)\b|sixty[- ]five|eighty[- ]five/i, FINAL_PRICE], never: [otherPrice('65', '85', '44', '46', '48', '50', '58')] },
  },
  {
    id: 'pxy-voice-fudge-whole-writing',
    category: 'menu-cake-writing',
    channel: 'voice',
    steps: ["Hi, this is Carol Ng. Could I get a whole chocolate fudge cake for tomorrow at noon, with Happy Retirement Jim written on it? I'll pick it up.", 'Yes.', 'Yes.'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Carol Ng', notes: /jim/i },
    },
  },
  {
    id: 'pxy-voice-grad-delivered',
    category: 'custom-delivery',
    channel: 'voice',
    steps: [
      "Hi, um, I'd like a ten inch custom cake delivered to forty-two Oak Street in Round Rock on Saturday the twenty-eighth at four p.m. It's a graduation cake, maroon and white, saying Congrats Doctor Patel. My name is Neha Patel.",
      'Yes.',
      'Yes.',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-28T16:00',
        name: 'Neha Patel',
        address: /(42|forty[- ]two) Oak/i,
        notes: /patel|maroon/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pxy-voice-dino-peanut-allergy',
    category: 'custom-allergy',
    channel: 'voice',
    steps: [
      'Hi, this is Omar Haddad. I need an eight inch custom cake for Tuesday the twenty-fourth at noon, pickup, it should say Happy Birthday Zain, with dinosaurs. Um, my son has a peanut allergy.',
      'Yes.',
      'Yes.',
    ],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'custom', size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T12:00',
        name: 'Omar Haddad',
        allergy: true,
        notes: /zain/i,
      },
      never: [NUT_FREE_CLAIM, SAFE_CLAIM],
    },
  },
  {
    id: 'pxy-voice-custom-plus-red-velvet',
    category: 'custom-plus-slices',
    channel: 'voice',
    steps: [
      "Hi, I'm Dana Fox. I want an eight inch custom cake, teal with gold stars, that says Congrats Graduate, for Friday the twenty-seventh at two p.m., and, um, also five slices of red velvet at the same time. Pickup.",
      'Yes.',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '8-inch' }, { sku: 'red-velvet-slice', qty: 5 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-27T14:00',
        name: 'Dana Fox',
        notes: /graduate/i,
      },
    },
  },
  {
    id: 'pxy-voice-change-to-10-inch',
    category: 'custom-change',
    channel: 'voice',
    steps: [
      "Hello, this is Irene Walsh, I'd like an eight inch custom cake for Sunday the twenty-ninth at one p.m., for a baby shower, yellow with little ducks, saying Welcome Baby Theo. Pickup.",
      "Actually, um, can you make that the ten inch instead? We've got more people coming.",
      'Yes.',
      'Yes.',
    ],
    expect: {
      says: [P85],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-29T13:00', name: 'Irene Walsh', notes: /theo/i },
    },
  },
  {
    id: 'pxy-voice-monday-nine-too-early',
    category: 'custom-too-soon',
    channel: 'voice',
    steps: [
      "Hi, it's Gary Lund, I'd like a ten inch custom cake for Monday at nine in the morning, pickup, it should say Happy Fiftieth Sue, with, um, a gold drip.",
      'Okay, eleven a.m. Monday then.',
      'Yes.',
    ],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T11:00', name: 'Gary Lund', notes: /sue/i },
      never: [DRINK_TALK],
    },
  },
  {
    id: 'pxy-voice-half-sheet-question',
    category: 'custom-size',
    channel: 'voice',
    steps: ['Um, do you do sheet cakes? Like a half sheet for an office party, about forty people?'],
    expect: { noOrder: true, lastSays: [/\b(8|10)[- ]?(inch|in\b|")|(eight|ten)[- ]inch|custom/i], never: [OTHER_SIZE_CLAIM] },
  },

  // ======================================================================== webchat
  {
    id: 'pxy-web-wedding-peonies',
    category: 'custom-order',
    channel: 'webchat',
    steps: [
      "Hello, I'm Claire Dubois. We'd like a 10-inch custom cake for our wedding on Saturday December 12 at 10am, white buttercream with blush peonies and greenery, 'Claire & Henri'. Pickup. My number is 512-555-0187",
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-12-12T10:00',
        name: 'Claire Dubois',
        phone: '+15125550187',
        notes: /henri/i,
      },
      never: [otherPrice('65', '85')],
    },
  },
  {
    id: 'pxy-web-farewell-phone-later',
    category: 'custom-order',
    channel: 'webchat',
    steps: ["custom 8 inch cake for my coworker's farewell, 'We'll Miss You Dan', blue and white, pickup Tue Nov 24 at 4pm. I'm Alice Ford", '512 555 0119', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T16:00',
        name: 'Alice Ford',
        phone: '+15125550119',
        notes: /miss you dan/i,
      },
    },
  },
  {
    id: 'pxy-web-harry-potter-sunday',
    category: 'custom-too-soon',
    channel: 'webchat',
    steps: [
      "Hi! Can I order a custom cake for Sunday at 2? Harry Potter theme, 'Happy 11th Birthday Harry', 8 inch. I'm Lily Evans, 512-555-0144",
      'Monday at 4pm works, pickup',
      'yes',
    ],
    expect: {
      says: [CUSTOM_NOTICE, MONDAY],
      order: {
        items: [{ sku: 'custom', size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T16:00',
        name: 'Lily Evans',
        phone: '+15125550144',
        notes: /harry/i,
      },
    },
  },
  {
    id: 'pxy-web-two-tier-to-10in',
    category: 'custom-size',
    channel: 'webchat',
    steps: [
      "Can you do a two tier cake for my grandparents' 50th anniversary? Gold and white, 'Happy 50th Anniversary'",
      "ok then just the 10 inch custom, pickup sat 28th at 3pm. Maria Santos, 512-555-0190",
      'yes',
    ],
    expect: {
      says: [SIZE10],
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-28T15:00',
        name: 'Maria Santos',
        phone: '+15125550190',
        notes: /50th/i,
      },
      never: [otherPrice(...CAKE_PRICES), OTHER_SIZE_CLAIM],
    },
  },
  {
    id: 'pxy-web-lemon-whole-writing',
    category: 'menu-cake-writing',
    channel: 'webchat',
    steps: ["Could I get a whole lemon cake for Sunday at 2pm with 'Congratulations Nurse Amy' written on it? Pickup. Beth Olsen, 512-555-0171", 'yes'],
    expect: {
      says: [/\b58\b/],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T14:00',
        name: 'Beth Olsen',
        phone: '+15125550171',
        notes: /nurse amy/i,
      },
    },
  },
  {
    id: 'pxy-web-carrot-flavour-60th',
    category: 'custom-flavour',
    channel: 'webchat',
    steps: ["custom 8 inch cake, carrot cake flavor, for my dad's 60th, 'Happy 60th Dad', orange and green. Pickup Friday Nov 27 at noon. Ken Ito 512-555-0133", 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-27T12:00',
        name: 'Ken Ito',
        phone: '+15125550133',
        notes: /(carrot[\s\S]*60th|60th[\s\S]*carrot)/i,
      },
    },
  },
  {
    id: 'pxy-web-dairy-allergy-shower',
    category: 'custom-allergy',
    channel: 'webchat',
    steps: [
      "Custom 10 inch for a baby shower Sunday Nov 29 at 11am, mint green with a little elephant, 'Oh Baby'. The mom-to-be has a dairy allergy, can it be dairy-free? Pickup. Jess Moore, 512-555-0162",
      'ok, please pass it on',
      'yes',
    ],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-29T11:00',
        name: 'Jess Moore',
        phone: '+15125550162',
        allergy: true,
        notes: /oh baby|elephant/i,
      },
      never: [DAIRY_FREE_PROMISE, SAFE_CLAIM],
    },
  },
  {
    id: 'pxy-web-office-delivered',
    category: 'custom-delivery',
    channel: 'webchat',
    steps: [
      "Office party cake: custom 10 inch in our company colours red and grey, with the words 'Happy Holidays from Acme', delivered to 500 W 2nd St, Suite 300, Austin, on Wednesday Dec 16 at 11am. Contact: Tina Ruiz, 512-555-0155",
      'yes',
    ],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-12-16T11:00',
        name: 'Tina Ruiz',
        phone: '+15125550155',
        address: /500 W\.? 2nd/i,
        notes: /acme/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pxy-web-custom-vs-whole-price',
    category: 'custom-question',
    channel: 'webchat',
    steps: ["What's the price difference between a custom cake and one of your regular whole cakes? I just need 'Happy Birthday Sam' written on it."],
    expect: { noOrder: true, lastSays: [P65, /\b(44|46|48|50|58)\b/], never: [otherPrice(...CAKE_PRICES)] },
  },
  {
    id: 'pxy-web-change-writing-90th',
    category: 'custom-change',
    channel: 'webchat',
    steps: [
      "8 inch custom for pickup Thursday Nov 26 at 10am, 'Happy Thanksgiving Grandma', fall colors. Name Ava Brooks, 512-555-0128",
      "Actually could you change the writing to 'Happy 90th Grandma'? It's her birthday too!",
      'yes',
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-26T10:00',
        name: 'Ava Brooks',
        phone: '+15125550128',
        notes: /90th grandma/i,
      },
    },
  },
  {
    id: 'pxy-web-gold-drip-plus-24-large',
    category: 'custom-plus-slices',
    channel: 'webchat',
    steps: [
      "I need a 10-inch custom cake, black with a gold drip and 'Happy 40th Dave', plus 24 large chocolate fudge slices, all picked up Saturday Nov 28 at 6pm. I'm Nora Hill, 512-555-0177",
      'yes',
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '10-inch' }, { sku: 'chocolate-fudge-slice', qty: 24, size: 'large' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-28T18:00',
        name: 'Nora Hill',
        phone: '+15125550177',
        notes: /40th dave/i,
      },
      never: [DRINK_TALK],
    },
  },
];

const notYet = new Set<string>();
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
