import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// CUSTOM CAKES IN DEPTH (batch yu): the custom cake's size (8 or 10 inch, priced apart: asked when
// not said, and never taken from a number that is not a size: "sweet 16", "a big number 2 on top",
// "Class of 2026", 10" written with an inch mark), its flavour, theme, colours, decorations and writing
// (kept as the item's note, in the customer's words; colours and writing that name a menu cake,
// "lemon yellow", "World's Biggest Chocolate Lover", never add that cake), the 72 h notice (a custom
// cake asked for sooner is refused or moved, never placed early, also when the customer pleads or
// moves the day at the read-back), approval (status needs_approval, never "confirmed" in the
// replies), photos (not received here: the design is described in words), price questions (from $65
// for 8-inch, from $85 for 10-inch, never an invented final price or extra charge), design changes
// after the read-back (the note follows the change), a custom cake with slices or a whole cake, a
// custom cake delivered, two or three custom cakes, "can you make a cake shaped like a dog?" (a custom
// cake; a shape is never promised), tiers (not on the menu: never promised, the custom cake's sizes
// are 8 and 10 inch), hours and closed days, and customers who only ask and order nothing.
//
// Catalog facts used: custom cake (sku custom) 8-inch from $65, 10-inch from $85, 72 hours' notice,
// always needs the owner's approval (needs_approval), allergens unknown. Whole cakes (24 h notice):
// chocolate fudge $48, carrot $46 (walnuts), red velvet $50, vanilla bean $44, all 8-inch; lemon
// chiffon 10-inch $58. Slices, same day, pickup only: chocolate fudge $6.50 / large $9.50, carrot
// $6.00, red velvet $6.50, lemon $5.75, vanilla bean $5.50. Delivery needs_approval, no fee or time
// quoted. Hours 8 AM to 8 PM Central. Clock: Fri 2026-11-20 10:00 Central (Sat 21, Sun 22, Mon 23,
// Tue 24, Wed 25, Thu 26 Thanksgiving, Fri 27, Sat 28, Sun 29, Mon 30). A custom cake is possible
// from Mon 23 a little after 10 AM (exactly 72 h is avoided).

// A negation just before a claim turns it into a disclaimer ("I can't promise it will be shaped ...").
const NOT_BEFORE = String.raw`(?<!(?:\bnot|n['’]t|\bnever|\bcannot|\bunable to|\bno way to|\bwhether|\bif|\bsure|\bverify|\bconfirm|\bcheck|\bwithout|\bpromise)\b[^.!?]{0,40})`;

/** The 72-hour notice for a custom cake. */
const CUSTOM_NOTICE = /72|\b3 days|three days|3-day|three-day/i;
/** The owner / staff review a custom cake, settle its design, or take an allergy or a delivery. */
const STAFF = /staff|team|owner|approv|review|\bbakers?\b|consult|someone (will|from)|follow up|reach out|get back to you|contact you|in touch/i;
const P65 = /\b65\b|sixty[- ]five/i;
const P85 = /\b85\b|eighty[- ]five/i;
/** A "from" price: the custom price is a starting price. */
const STARTING = /from|start|starting|begin|base|at least|and up|minimum|\+|depend|vary|varies|final (price|cost|quote)|consult|staff|owner/i;
/** What a shaped cake is: a custom cake whose design is settled with staff (nothing promised). */
const SHAPE_ANSWER = /consult|owner|approv|staff|design|discuss|can.?t promise|cannot promise/i;
/** A custom cake named as such. */
const CUSTOM = /custom/i;
/** Every price on the menu, whole cakes, slices and the custom cake's starting prices. */
const MENU_PRICES = ['44', '46', '48', '50', '52', '58', '65', '85', '5.50', '5.75', '6', '6.00', '6.50', '6.75', '9.50'];
/** Any price that is neither on the menu nor allowed here (an invented price): "$N", "N.NN USD", "N dollars". */
function otherPrice(...allowed: number[]): RegExp {
  const list = [...MENU_PRICES, ...allowed.map((a) => String(a))].map((a) => a.replace('.', '\\.')).join('|');
  return new RegExp(
    String.raw`\$\s?(?!(?:${list})(?:\.00)?(?![\d.]))\d+|\b(?!(?:${list})(?:\.00)?\b)\d+\.\d\d\s*USD|(?<![\d.])(?!(?:${list})\b)\d+\s+dollars`,
    'i',
  );
}
/** An order said to be confirmed when it waits for the owner. */
const CONFIRMED_CLAIM =
  /(?<!\b(once|until|till|when|after|if|before|whether|soon as)\s+([\w'’]+\s+){0,3})\b(is|are|was|has been|have been|it'?s|you'?re|you are) (now |all |fully |officially )?(confirmed|good to go|locked in)\b(?! by)/i;
/** A shape promised for a custom cake. */
const SHAPE_PROMISE = new RegExp(
  NOT_BEFORE +
    String.raw`\b((yes|yep|sure|absolutely|of course|definitely)[!,.]*\s+(we|I) (can|could|will|do)\b|(we|I) can (definitely |totally |absolutely )?(make|do|shape|bake|sculpt|carve) (it|that|one|a dog|the dog|any shape|him|her)\b|(we|I) (will|'ll) (make|shape|sculpt|carve) (it|that|one|him|her)\b|(can|will) be (shaped|sculpted|carved) (like|as|into))`,
  'i',
);
/** Tiers promised: not on the menu. */
const TIER_PROMISE = new RegExp(
  NOT_BEFORE + String.raw`\b((we|I) (can|do|will|'ll) (make|do|offer|bake|build) (\w+ )?(\w+[- ])?tier|(yes|sure|absolutely|of course)[!,.]*\s+(we|I) (can|do)\b[^.!?]{0,30}tier|tiered cakes? (start|cost|are|is) (at|from)? ?\$?\d)`,
  'i',
);
/** Photos are not received here: described in words instead. */
const PHOTO_NOT_HERE =
  /(can.?t|cannot|unable to|not able to|don.?t|do not) (receive|accept|get|see|view|open|take|look at|follow)[^.!?]{0,20}(photo|picture|pic|image|screenshot|links?)|(photo|picture|pic|image|screenshot)s? (are|is|can.?t|cannot) (not )?(be )?(received|accepted|seen)|describe|in words/i;
/** An invented e-mail address or upload link for photos. */
const INVENTED_CONTACT = /\b[\w.-]+@[\w-]+\.(com|net|org|co)\b|https?:\/\/|\bwww\./i;
/** An invented delivery fee. */
const FEE = /deliver(y|ies)? (fee|charge|costs?)[^.!?]{0,15}(\$\s?\d|\d+(\.\d\d)? (dollars|USD))|free delivery|delivery is free/i;
/** A promised delivery time. */
const DELIVERY_PROMISE = new RegExp(
  NOT_BEFORE + String.raw`\b((will|['’]ll) (arrive|be delivered|get there|be there|reach you) (by|at|before|around|within)\b|within \d+ (minutes|hours)\b|(driver|courier) (will|is))`,
  'i',
);
/** A final price stated for a custom cake. */
const FINAL_PRICE_CLAIM = new RegExp(
  NOT_BEFORE + String.raw`\b((final|total|exact|full) (price|cost) (is|will be|would be) (just |only |exactly )?(\$\s?)?\d|(that'?s|it'?s|yes,? it'?s) (the )?final\b|no (extra|additional|hidden) (charges?|costs?|fees?))`,
  'i',
);
/** An extra charge invented (writing, fondant, an edible print...). */
const EXTRA_CHARGE = /(\$\s?\d+(\.\d\d)?|\d+(\.\d\d)? (USD|dollars)) (extra|more|additional|surcharge|add-?on)|(extra|additional|surcharge|add-?on)( charge| cost| fee)? (of|is|for) (\$\s?\d|\d+(\.\d\d)? (USD|dollars))|(writing|lettering|fondant|print|topper)( is| costs?)? (free|included|at no (extra )?(cost|charge))/i;
/** Never "safe" or "free of" an allergen. */
const SAFE_CLAIM = new RegExp(
  NOT_BEFORE + String.raw`\b((is|are|would be|should be|will be)\s+(perfectly\s+|totally\s+|completely\s+)?(safe|fine|ok|okay)\s+for\b|(we|I) (can|will) (make|bake|do) (it|the cake|one) (nut|peanut|tree[- ]nut)[- ]free)`,
  'i',
);
/** Not confirmed yet: staff review. */
const NOT_YET_CONFIRMED = /not (yet )?confirmed|not confirmed yet|waiting|review|pending|staff (will )?confirm|once (staff|the owner)|approv/i;
/** A friendly close. */
const CLOSE = /thank|welcome|enjoy|see you|bye|glad|pleasure|great day|anytime|have a|no problem|happy to help|let (me|us) know|any time/i;
/** An order placed (an id). */
const ORDER_ID = /\bord_[0-9a-z]{20}\b/;
/** Both custom sizes named. */
const SIZES_8_10 = /(8|eight)[- ]?(inch|in\b|")[\s\S]*(10|ten)[- ]?(inch|in\b|")|(10|ten)[- ]?(inch|in\b|")[\s\S]*(8|eight)[- ]?(inch|in\b|")/i;
/** Outside the opening hours (8 AM to 8 PM). */
const HOURS = /8 ?(AM|a\.m\.)|8 ?(PM|p\.m\.)|8:00|eight|open|hours|clos/i;
/** A closed day said. */
const CLOSED = /closed|not open|aren.?t open|are not open|closure/i;

const T = (h: number, m = 0): RegExp => {
  const hour12 = h % 12 || 12;
  const ampm = h < 12 ? 'a\\.?m\\.?' : 'p\\.?m\\.?';
  const words = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'][h % 12];
  const mm = m === 0 ? '(:00)?' : `:${String(m).padStart(2, '0')}`;
  return new RegExp(`\\b${hour12}${mm}\\s*${ampm}|\\b${words}${m === 0 ? '' : '[- ]\\w+'}\\s*(${ampm}|o.?clock|in the (afternoon|morning|evening))`, 'i');
};
const MONDAY = /\bmon(day)?\b|nov(ember)?\.? 23\b|\b23rd\b/i;

const written: Script[] = [
  // ======================================================================== shapes: "a cake shaped like a dog?"
  {
    id: 'pyu-sms-dog-shaped-question',
    category: 'custom-shape',
    channel: 'sms',
    steps: ['hi can you make a cake shaped like a dog? my pup Biscuit turns 5 next month 🐶'],
    expect: { noOrder: true, lastSays: [CUSTOM, P65, SHAPE_ANSWER], never: [SHAPE_PROMISE, CONFIRMED_CLAIM, ORDER_ID] },
  },
  {
    id: 'pyu-sms-dog-shaped-then-order',
    category: 'custom-shape',
    channel: 'sms',
    steps: [
      'can u do a cake shaped like a dog',
      'ok lets do a custom one then, 10 inch, golden retriever theme, pickup sat the 28th at 11am',
      'Pam Cole',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T11:00', name: 'Pam Cole', notes: /retriever|dog/i },
      never: [SHAPE_PROMISE, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-wa-frenchie-3d-question',
    category: 'custom-shape',
    channel: 'whatsapp',
    steps: ['Is it possible to get a 3D cake shaped like my frenchie?? 🐾 its for her 1st bday lol. and how much would that be'],
    expect: { noOrder: true, lastSays: [CUSTOM, P65], never: [SHAPE_PROMISE, CONFIRMED_CLAIM, otherPrice(65, 85)] },
  },
  {
    id: 'pyu-web-dachshund-then-order',
    category: 'custom-shape',
    channel: 'webchat',
    steps: [
      "Hello! Could you make a cake shaped like a dachshund for my husband's birthday? He's obsessed with our dog.",
      "Ok, let's do an 8 inch custom cake then, dachshund theme, 'Happy Birthday Ray', pickup Tuesday Nov 24 at 5pm",
      'Nora Blake, 512-555-0311',
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T17:00',
        name: 'Nora Blake',
        phone: '+15125550311',
        notes: /dachshund|ray/i,
      },
      never: [SHAPE_PROMISE, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-voice-dog-shaped-question',
    category: 'custom-shape',
    channel: 'voice',
    steps: ['hi um, can you guys make a cake that is shaped like a dog'],
    expect: { noOrder: true, lastSays: [CUSTOM, price(65), SHAPE_ANSWER], never: [SHAPE_PROMISE, CONFIRMED_CLAIM] },
  },
  {
    id: 'pyu-wa-castle-shape-tomorrow',
    category: 'custom-shape',
    channel: 'whatsapp',
    steps: ['can u make a princess castle shaped cake for tomorrow afternoon? 🏰'],
    expect: { noOrder: true, lastSays: [CUSTOM_NOTICE], never: [SHAPE_PROMISE, CONFIRMED_CLAIM, ORDER_ID] },
  },

  // ======================================================================== sizes, and numbers that are not sizes
  {
    id: 'pyu-sms-10-inch-quote-mark',
    category: 'custom-size',
    channel: 'sms',
    steps: ['custom cake 10" round, navy + gold, "Happy 40th Marcus", pickup tues 24th 4pm. Dee Shaw', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T16:00', name: 'Dee Shaw', notes: /marcus/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-sms-sweet-16',
    category: 'custom-size',
    channel: 'sms',
    steps: ["custom 8 inch cake for my daughters sweet 16!! pink and silver, 'Sweet 16 Ava', pickup sunday nov 29 at 3pm, Rosa Lind", 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-29T15:00', name: 'Rosa Lind', notes: /ava/i },
      never: [CONFIRMED_CLAIM, /16[- ]inch/i],
    },
  },
  {
    id: 'pyu-sms-number-2-topper',
    category: 'custom-size',
    channel: 'sms',
    steps: ["custom cake for my sons 2nd birthday, big number 2 on top, construction trucks theme, 8 inch. pickup wed 25th at noon. Name's Tariq Aziz", 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T12:00', name: 'Tariq Aziz', notes: /truck/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-wa-class-of-2026',
    category: 'custom-size',
    channel: 'whatsapp',
    steps: ["grad party cake! custom 10 inch, black and gold with a cap, 'Class of 2026 - Congrats Imani', pickup sat 28th at 3pm. Kesha Grant", 'yes 🎓'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T15:00', name: 'Kesha Grant', notes: /imani/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-sms-no-size-asked-bigger',
    category: 'custom-size',
    channel: 'sms',
    steps: ["custom cake for pickup fri 27th at 2pm, space theme with planets, 'Happy 7th Leo'", 'the bigger one', 'Mara Quinn', 'yes'],
    expect: {
      says: [SIZES_8_10],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T14:00', name: 'Mara Quinn', notes: /planet|leo/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-web-nine-inch-then-10',
    category: 'custom-size',
    channel: 'webchat',
    steps: ["I need a 9 inch custom cake, sage green with white flowers, 'Happy 80th Grandma Bea', pickup Sunday Nov 29 at 1pm", 'oh ok, 10 then', 'Lou Fenn 737-555-0312', 'yes'],
    expect: {
      says: [SIZES_8_10],
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-29T13:00',
        name: 'Lou Fenn',
        phone: '+17375550312',
        notes: /bea/i,
      },
      never: [CONFIRMED_CLAIM, /\b9[- ]inch (custom )?cake (is|has been) (added|on)/i],
    },
  },
  {
    id: 'pyu-web-6-inch-smash-cake',
    category: 'custom-size',
    channel: 'webchat',
    steps: ['Do you make 6 inch smash cakes? For my baby\'s first birthday, Dec 5th'],
    expect: { noOrder: true, lastSays: [/(8|eight)[- ]?(inch|in\b|")/i], never: [CONFIRMED_CLAIM, /\b(yes|sure)[!,.]*\s+(we|I) (do|can|make)\b/i, /6[- ]inch (custom )?cakes? (is|are|cost|start)/i] },
  },
  {
    id: 'pyu-wa-size-price-question',
    category: 'custom-price',
    channel: 'whatsapp',
    steps: ['whats the difference between the 8 and 10 inch custom cake? price wise'],
    expect: { noOrder: true, lastSays: [P65, P85], never: [otherPrice(65, 85), CONFIRMED_CLAIM] },
  },
  {
    id: 'pyu-voice-stepwise-the-ten-inch',
    category: 'custom-size',
    channel: 'voice',
    steps: [
      "hi I'd like to order a custom cake please",
      'the ten inch one',
      "it's for saturday the twenty eighth at two thirty in the afternoon",
      "I'll pick it up",
      "oh and it's a frozen theme, light blue and white snowflakes, and it should say happy birthday elsa",
      'my name is Dana White',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T14:30', name: 'Dana White', notes: /frozen|snowflake|elsa/i },
      never: [CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== colours, flavours and writing that name a menu cake
  {
    id: 'pyu-sms-colours-lemon-yellow',
    category: 'custom-design',
    channel: 'sms',
    steps: ["custom 8in cake, colours lemon yellow and mint green, daisies on top, 'Happy Retirement June', pickup fri 27 at 10am. Hal Berg", 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T10:00', name: 'Hal Berg', notes: /^(?![\s\S]*lemon chiffon)(?=[\s\S]*yellow)(?=[\s\S]*mint)/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-sms-writing-chocolate-lover',
    category: 'custom-design',
    channel: 'sms',
    steps: ["custom 10 inch, writing 'World's Biggest Chocolate Lover', brown and gold, pickup sat 28 1pm - Otto Klein", 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T13:00', name: 'Otto Klein', notes: /chocolate lover/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-web-half-choc-half-vanilla',
    category: 'custom-design',
    channel: 'webchat',
    steps: [
      "10 inch custom cake please, half chocolate half vanilla sponge, rainbow sprinkles, 'Happy 9th Birthday Theo & Tess', pickup Wed Nov 25 at 4pm. Amy Cho, 512-555-0313",
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-25T16:00',
        name: 'Amy Cho',
        phone: '+15125550313',
        notes: /half/i,
      },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-wa-flavour-to-lemon-at-readback',
    category: 'custom-change',
    channel: 'whatsapp',
    steps: [
      "custom 8 inch chocolate cake with white buttercream and blueberries on top, 'Happy Birthday Oma', pickup tue 24th at 3pm. Greta Vogel",
      'actually can the flavour be lemon instead of chocolate? she loves lemon',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T15:00', name: 'Greta Vogel', notes: /lemon/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-voice-colours-red-black-at-summary',
    category: 'custom-change',
    channel: 'voice',
    steps: [
      'I want to order an eight inch custom cake for my son, a basketball theme, for pickup on wednesday the twenty fifth at five p m, my name is Andre Hill',
      'actually can you change the colors to red and black, those are his team colors',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T17:00', name: 'Andre Hill', notes: /black/i },
      never: [CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== the design over several messages, and changed after the read-back
  {
    id: 'pyu-wa-design-in-pieces',
    category: 'custom-design',
    channel: 'whatsapp',
    steps: [
      'hi! id like a custom cake, 8 inch, for pickup sat nov 28 at 2pm',
      'theme is under the sea 🐠',
      'colours teal and coral',
      "and it should say 'Happy 6th Birthday Marina'",
      'Name is Odette Ruiz',
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-28T14:00',
        name: 'Odette Ruiz',
        notes: /^(?=[\s\S]*sea)(?=[\s\S]*teal)(?=[\s\S]*marina)/i,
      },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-sms-fix-age-in-writing',
    category: 'custom-change',
    channel: 'sms',
    steps: ["custom 8 inch cake, navy with gold stars, 'Happy 30th Jon', pickup sat 28 at noon. Beth Moore", "omg wait he's turning 31 not 30. make it say 'Happy 31st Jon'", 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T12:00', name: 'Beth Moore', notes: /^(?![\s\S]*30th)[\s\S]*31st/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-wa-lilac-not-pink',
    category: 'custom-change',
    channel: 'whatsapp',
    steps: ["custom 10 inch for a bridal shower, pink with white roses, 'Bride to Be', pickup fri 27th 11am. Sasha Ivanova", 'hmm can you make it lilac instead of pink? 💜', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T11:00', name: 'Sasha Ivanova', notes: /lilac/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-web-size-and-writing-at-readback',
    category: 'custom-change',
    channel: 'webchat',
    steps: [
      "Custom 8 inch cake, ivory with gold leaf, 'Happy Anniversary', pickup Mon Nov 30 at 6pm. Walt Ng, 512-555-0314",
      "Make it the 10 inch please, and the writing should say 'Happy 50th Anniversary Mom & Dad'",
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-30T18:00', name: 'Walt Ng', notes: /50th/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-sms-make-it-two-at-readback',
    category: 'custom-change',
    channel: 'sms',
    steps: ["8 inch custom cake, soccer ball theme, 'Go Tigers!', pickup wed 25th 5pm. Coach Ray Dunn", 'actually make it 2 of those, same design, we have two teams', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 2, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T17:00', name: 'Coach Ray Dunn', notes: /tigers/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-wa-drop-custom-keep-slices',
    category: 'custom-change',
    channel: 'whatsapp',
    steps: ["custom 8 inch cake with a unicorn and 4 carrot slices, pickup wed 25th at 1pm. Mila Hart", 'hmm actually drop the custom cake, just the slices', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-25T13:00', name: 'Mila Hart' },
    },
  },

  // ======================================================================== notice: 72 h, refused or moved, never placed early
  {
    id: 'pyu-sms-tomorrow-please-exception',
    category: 'custom-too-soon',
    channel: 'sms',
    steps: ['need a custom cake for tmrw at 5, minecraft theme, 8 inch', 'cant u make an exception?? its for my kid, pleaaase 🙏'],
    expect: {
      noOrder: true,
      says: [CUSTOM_NOTICE],
      lastSays: [/72|3 days|three days|can.?t|cannot|not able|unable|notice|mon(day)?\b/i],
      never: [CONFIRMED_CLAIM, ORDER_ID, /\b(ok|okay|sure|alright)[,!.]? (we|I)('ll| will| can) (make|do) (it|an exception)/i, /did ?n.?t catch|did not catch|not sure what you mean/i],
    },
  },
  {
    id: 'pyu-wa-sunday-to-tuesday-same-time',
    category: 'custom-too-soon',
    channel: 'whatsapp',
    steps: ["custom 10 inch cake for pickup sunday 2pm, white with blue hydrangeas, 'Welcome Home Nico'", 'ok tues the 24th same time then', 'Lena Park', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T14:00', name: 'Lena Park', notes: /nico/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-web-moved-to-sunday-at-readback',
    category: 'custom-too-soon',
    channel: 'webchat',
    steps: [
      "Custom 8 inch cake, lavender with butterflies, 'Happy Birthday Iris', pickup Wed Nov 25 at 2pm. Jana Cruz 512-555-0315",
      'Actually, could we pick it up this Sunday instead?',
      'oh ok, keep wednesday then',
      'yes',
    ],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T14:00', name: 'Jana Cruz', notes: /iris/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-wa-custom-and-fudge-tomorrow',
    category: 'custom-too-soon',
    channel: 'whatsapp',
    steps: ['for tomorrow: a whole chocolate fudge cake and a custom 8 inch cake with a soccer ball on it, pickup 3pm', 'ugh ok just the chocolate one then. Ines Roca', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Ines Roca' },
    },
  },
  {
    id: 'pyu-web-in-three-days-noon',
    category: 'custom-too-soon',
    channel: 'webchat',
    steps: ["Hi, a custom 8 inch cake for pickup in 3 days at noon please. Blue and white, 'Happy Hanukkah'. Eli Stern, 737-555-0316", 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T12:00', name: 'Eli Stern', notes: /hanukkah/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-voice-this-weekend-too-soon',
    category: 'custom-too-soon',
    channel: 'voice',
    steps: ['yeah hi, I need a custom cake for this sunday, like a ten inch with a football on it'],
    expect: { noOrder: true, lastSays: [CUSTOM_NOTICE], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyu-voice-earliest-day-question',
    category: 'custom-too-soon',
    channel: 'voice',
    steps: ['how far ahead do I need to order a custom cake', 'okay, and if I order today what is the earliest day I could get one'],
    expect: { noOrder: true, says: [CUSTOM_NOTICE], lastSays: [MONDAY], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyu-sms-monday-morning-too-early',
    category: 'custom-too-soon',
    channel: 'sms',
    steps: ["custom 8 inch cake for pickup monday at 9am, 'Happy Birthday Boss', purple", 'ok monday 3pm works. Vera Holt', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T15:00', name: 'Vera Holt', notes: /boss/i },
      never: [CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== hours and closed days
  {
    id: 'pyu-web-custom-at-9pm',
    category: 'custom-hours',
    channel: 'webchat',
    steps: ["10 inch custom cake for Wed Nov 25 at 9pm pickup, black and silver, 'Happy 40th Dre'", '7:30pm then', 'Tasha Bell, 512-555-0317', 'yes'],
    expect: {
      says: [HOURS],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T19:30', name: 'Tasha Bell', notes: /dre/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-sms-custom-at-7am',
    category: 'custom-hours',
    channel: 'sms',
    steps: ["custom 8 inch for pickup tues 24th at 7am, white with pearls, 'Happy Birthday Ma'. Rita Sol", '8:30 then', 'yes'],
    expect: {
      says: [HOURS],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T08:30', name: 'Rita Sol' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-web-closed-sunday-custom',
    category: 'custom-hours',
    channel: 'webchat',
    closedDays: ['2026-11-29'],
    steps: ["8 inch custom cake for pickup Sunday Nov 29 at noon, yellow with sunflowers, 'Happy 60th Linda'", 'saturday the 28th at noon then', 'Mark Dale 512-555-0318', 'yes'],
    expect: {
      says: [CLOSED],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T12:00', name: 'Mark Dale', notes: /linda|sunflower/i },
      never: [CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== photos
  {
    id: 'pyu-wa-pic-then-describe',
    category: 'custom-photo',
    channel: 'whatsapp',
    steps: [
      'sending u a pic of the cake i want, can u make it?',
      "ok its a white cake with a pink drip and macarons on top, 8 inch, 'Happy 21st Zoe', pickup sat 28th 4pm",
      'Lina Park',
      'yes',
    ],
    expect: {
      says: [PHOTO_NOT_HERE],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T16:00', name: 'Lina Park', notes: /drip|macaron|zoe/i },
      never: [INVENTED_CONTACT, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-wa-pinterest-screenshot-question',
    category: 'custom-photo',
    channel: 'whatsapp',
    steps: ['can i just send u a screenshot from pinterest instead of explaining 🙏 its a custom cake for dec 12'],
    expect: { noOrder: true, lastSays: [PHOTO_NOT_HERE], never: [INVENTED_CONTACT, CONFIRMED_CLAIM] },
  },
  {
    id: 'pyu-voice-email-a-picture',
    category: 'custom-photo',
    channel: 'voice',
    steps: ['hi, I want a custom cake and I have a picture of it, can I email you the picture'],
    expect: { noOrder: true, lastSays: [PHOTO_NOT_HERE], never: [INVENTED_CONTACT, CONFIRMED_CLAIM, /email (it|the picture|the photo) to\b/i] },
  },
  {
    id: 'pyu-sms-instagram-link',
    category: 'custom-photo',
    channel: 'sms',
    steps: ['want this exact cake https://instagram.com/p/Cx8kQ2 for my moms bday', "ok. 10 inch, white with gold drip and fresh flowers, 'Happy 65th Mom', pickup fri 27 at 2pm. Carla Benz", 'yes'],
    expect: {
      says: [PHOTO_NOT_HERE],
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T14:00', name: 'Carla Benz', notes: /drip|65th/i },
      never: [CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== prices
  {
    id: 'pyu-sms-is-65-final',
    category: 'custom-price',
    channel: 'sms',
    steps: ['how much is a custom cake', 'so 65 is the final price?'],
    expect: { noOrder: true, says: [P65], lastSays: [STARTING], never: [FINAL_PRICE_CLAIM, otherPrice(65, 85), CONFIRMED_CLAIM] },
  },
  {
    id: 'pyu-web-writing-fondant-extra',
    category: 'custom-price',
    channel: 'webchat',
    steps: ['For a custom cake, is fondant or an edible photo print extra? And do you charge for writing?'],
    expect: { noOrder: true, lastSays: [/consult|staff|owner|depend|not (listed|on (the|our) menu)|final price|a person/i], never: [EXTRA_CHARGE, otherPrice(), CONFIRMED_CLAIM] },
  },
  {
    id: 'pyu-voice-both-prices',
    category: 'custom-price',
    channel: 'voice',
    steps: ['how much are your custom cakes, the eight inch and the ten inch'],
    expect: { noOrder: true, lastSays: [price(65), price(85)], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyu-web-two-ten-inch-price',
    category: 'custom-price',
    channel: 'webchat',
    steps: ['how much would two 10 inch custom cakes be?'],
    expect: { noOrder: true, lastSays: [/\b85\b|\b170\b/], never: [otherPrice(65, 85, 130, 170), FINAL_PRICE_CLAIM, ORDER_ID] },
  },

  // ======================================================================== tiers
  {
    id: 'pyu-sms-three-tier-then-10in',
    category: 'custom-tiers',
    channel: 'sms',
    steps: ['do u do 3 tier cakes? for a wedding', "ok then a 10 inch custom, white & gold, 'Mr & Mrs Lee', pickup sat 28 at 9am. Grace Lee", 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T09:00', name: 'Grace Lee', notes: /lee|gold/i },
      never: [TIER_PROMISE, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-web-two-tier-price-50-guests',
    category: 'custom-tiers',
    channel: 'webchat',
    steps: ['What would a 2-tier custom cake cost for about 50 guests?'],
    expect: { noOrder: true, lastSays: [/\b65\b|\b85\b/, STARTING], never: [otherPrice(65, 85), TIER_PROMISE, FINAL_PRICE_CLAIM] },
  },
  {
    id: 'pyu-voice-two-tier-wedding-order',
    category: 'custom-tiers',
    channel: 'voice',
    steps: [
      "hi, I'd like a two tier wedding cake, ivory with sugar flowers, for saturday november twenty eighth at eleven in the morning",
      'the ten inch',
      "I'll pick it up",
      'Helen Park',
      { press: '1' },
    ],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T11:00', name: 'Helen Park', notes: /tier|ivory|sugar flower/i },
      never: [TIER_PROMISE, CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== with slices or a whole cake
  {
    id: 'pyu-sms-add-lemon-slices-at-readback',
    category: 'custom-plus-slices',
    channel: 'sms',
    steps: ["10 inch custom, rose gold, 'Happy Birthday Nina', pickup tue 24th at 3pm. Paul Mertz", 'oh and add 6 lemon slices to that, same pickup', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '10-inch' }, { sku: 'lemon-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T15:00',
        name: 'Paul Mertz',
        notes: /nina/i,
      },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-web-custom-whole-and-slices',
    category: 'custom-plus-slices',
    channel: 'webchat',
    steps: [
      "For our office party Fri Nov 27 at noon, pickup: an 8 inch custom cake with our logo colours (teal and grey) saying 'Happy 10 Years Brightline', a whole carrot cake, and 6 vanilla bean slices. Kay Moss, 512-555-0319",
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '8-inch' }, { sku: 'carrot-whole', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-27T12:00',
        name: 'Kay Moss',
        notes: /brightline/i,
      },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-voice-custom-and-a-dozen-slices',
    category: 'custom-plus-slices',
    channel: 'voice',
    steps: [
      'I need an eight inch custom cake that says congrats nurse kim, white and blue, and also a dozen regular chocolate fudge slices, all for pickup on tuesday the twenty fourth at noon',
      'my name is Sam Ortiz',
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '8-inch' }, { sku: 'chocolate-fudge-slice', qty: 12, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T12:00',
        name: 'Sam Ortiz',
        notes: /kim/i,
      },
      never: [CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== two or three custom cakes
  {
    id: 'pyu-sms-two-customs-diff-sizes',
    category: 'custom-two',
    channel: 'sms',
    steps: ["2 custom cakes for the office, pickup wed 25 at 11am: a 10 inch one saying 'Congrats Priya' in purple, and an 8 inch one saying 'Welcome Sam' in green. Ned Fox", 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '10-inch' }, { sku: 'custom', size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-25T11:00',
        name: 'Ned Fox',
        notes: /priya|sam/i,
      },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-wa-three-ten-inch-same',
    category: 'custom-two',
    channel: 'whatsapp',
    steps: ["3 custom 10 inch cakes, all the same: green and gold with 'Happy Holidays from Oakline', pickup mon nov 30 at 10am. Ben Ashby", 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 3, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-30T10:00', name: 'Ben Ashby', notes: /oakline/i },
      never: [CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== delivered
  {
    id: 'pyu-wa-custom-delivered',
    category: 'custom-delivery',
    channel: 'whatsapp',
    steps: [
      "can u deliver a custom 10 inch cake on wed the 25th at 4pm? sky blue with clouds, 'Welcome Baby Noah'. address 2210 Lakeview Dr, Austin 78704. Priya Shah",
      'yes',
      'how much is delivery and what time will it get here?',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-25T16:00',
        name: 'Priya Shah',
        address: /2210 Lakeview/i,
        notes: /noah/i,
      },
      lastSays: [STAFF],
      never: [FEE, DELIVERY_PROMISE, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-voice-custom-delivered',
    category: 'custom-delivery',
    channel: 'voice',
    steps: [
      'hi, I want a ten inch custom cake delivered on friday the twenty seventh at one p m, green and white, it should say happy retirement walt',
      'the address is 415 West Oak Street, Austin',
      'my name is Gloria Nunez',
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-27T13:00',
        name: 'Gloria Nunez',
        address: /415 West Oak|415 W\.? Oak/i,
        notes: /walt/i,
      },
      never: [FEE, DELIVERY_PROMISE, CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== approval, allergies and drinks
  {
    id: 'pyu-sms-so-its-a-done-deal',
    category: 'custom-approval',
    channel: 'sms',
    steps: ["custom 8in, teal with silver glitter, 'Happy 13th Kai', pickup sun 29 at 11am. Jo Ames", 'yes', 'awesome so its a done deal for sunday right? 🙌'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-29T11:00', name: 'Jo Ames', notes: /kai/i },
      lastSays: [NOT_YET_CONFIRMED],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-wa-custom-tree-nut-allergy',
    category: 'custom-allergy',
    channel: 'whatsapp',
    steps: ["custom 8 inch cake, dinosaur theme, 'Rawr! Happy 4th Finn', pickup fri 27 at 4pm. my son has a tree nut allergy. Holly Dean", 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T16:00', name: 'Holly Dean', allergy: true },
      says: [STAFF],
      never: [SAFE_CLAIM, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyu-web-custom-plus-lattes',
    category: 'custom-drinks',
    channel: 'webchat',
    steps: [
      "8 inch custom cake, pastel rainbow, 'Happy Birthday Ollie', pickup Tue Nov 24 at 10am, and 6 lattes for the grown-ups please. Ruth Gale 512-555-0320",
      'ah ok, just the cake then',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T10:00', name: 'Ruth Gale', notes: /ollie/i },
      says: [/caf[eé]|in[- ]store|in person|not (available|orderable)|can.?t (order|take)|cannot (order|take)/i],
      never: [CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== only asking: no order
  {
    id: 'pyu-wa-only-questions-then-thanks',
    category: 'custom-questions',
    channel: 'whatsapp',
    steps: ['hii do u do custom cakes?', 'how much are they', 'and how far ahead do i need to order', 'ok cool ill talk to my sister and come back. thx!'],
    expect: { noOrder: true, says: [P65, CUSTOM_NOTICE], lastSays: [CLOSE], never: [CONFIRMED_CLAIM, ORDER_ID, otherPrice(65, 85)] },
  },
  {
    id: 'pyu-voice-just-asking-then-bye',
    category: 'custom-questions',
    channel: 'voice',
    steps: ["I'm just calling to ask, do you make custom birthday cakes", 'and how much notice do you need', "okay great, that's all I needed, thanks bye"],
    expect: { noOrder: true, says: [CUSTOM_NOTICE], lastSays: [/bye|thank/i], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyu-web-flavours-question-only',
    category: 'custom-questions',
    channel: 'webchat',
    steps: ['What flavours can you do for a custom cake? And can it be gluten free?'],
    expect: {
      noOrder: true,
      lastSays: [STAFF],
      never: [ORDER_ID, /\b(yes|sure|absolutely)[!,.]*\s+(we|I) (can|do) (make|do|bake)[^.!?]{0,20}gluten/i, /(can|will) (make|bake|do) (it|the cake|one|custom cakes?) gluten[- ]free/i],
    },
  },
  {
    id: 'pyu-sms-bespoke-alias-question',
    category: 'custom-questions',
    channel: 'sms',
    steps: ['do you do bespoke cakes? how much + how long'],
    expect: { noOrder: true, lastSays: [P65, CUSTOM_NOTICE], never: [ORDER_ID, CONFIRMED_CLAIM] },
  },
];

const notYet = new Set<string>(['pyu-web-half-choc-half-vanilla', 'pyu-wa-flavour-to-lemon-at-readback', 'pyu-sms-tomorrow-please-exception', 'pyu-wa-pic-then-describe', 'pyu-sms-instagram-link', 'pyu-web-writing-fondant-extra', 'pyu-sms-three-tier-then-10in', 'pyu-sms-two-customs-diff-sizes', 'pyu-sms-so-its-a-done-deal']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
