import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WN: CUSTOM CAKES. The 72-hour notice counted from the moment of the message (not from the
// start of the day: with the clock moved to a Saturday afternoon, a Sunday afternoon, a Wednesday
// afternoon, a Friday evening and a Friday night as well as the usual Friday morning), the two
// sizes (8-inch from $65, 10-inch from $85: asked when not said, "the smaller one", "the largest
// you have"), the design described in words (colours, cartoon characters, a heart or a number
// shape, a photo of the dog printed on it, a photo of the cake the customer cannot send), the
// message to write (changed at the read-back, spelled out on a call, none at all, or one that
// names a menu cake: "Happy Birthday Carrot Top"), flavours asked for (red velvet, lemon with
// raspberry, strawberry, pistachio rose, "what flavours can it be?"), dates that are too soon
// (tomorrow, Sunday, "this weekend", Monday at 8 AM) refused with the earliest day, approval (the
// order always waits for the owner and is never said to be confirmed), tiers, a 6-inch, a 12-inch
// or a half sheet (none exist: the custom cake is 8 or 10 inch), and price questions (each size,
// two cakes together, a budget under $65, a deposit, what decides the final price).
//
// Decisions where the spec is silent:
// - The 72 hours are counted from the moment the customer writes. Exactly 72 hours is enough (as
//   the corpus already expects for Monday 10 AM from Friday 10 AM); anything sooner is refused and
//   never placed, and the clerk names the earliest day it could be ready (Monday from Friday 10 AM;
//   Tuesday from Saturday 3 PM; Wednesday afternoon from Sunday 1 PM; Saturday 4 PM from Wednesday
//   4 PM; Monday evening from Friday 6:30 PM). When the customer answers "that day then" or "the
//   earliest you can do", the clerk uses the day it named.
// - A custom cake is one item (sku custom) with its size; its design, colours, flavour and message
//   are kept in the item's note in the customer's words, all of them (a character theme such as
//   Bluey or Spider-Man, a shape, the colours and the message); a later message (the writing added
//   or changed, a colour swapped) updates that part and never drops the rest. A flavour or a
//   message that names a menu cake ("red velvet cake with cream cheese frosting", "lemon flavour",
//   "Carrot Top") never adds that menu cake, and a nickname is never noted as a flavour. A number in a message ("Happy 70th", "tenth anniversary", "number 5") is never a
//   size or a count. Two custom cakes with two designs are two lines, each with its own note.
// - A size that does not exist (6-inch, 12-inch, half sheet, tiers) is said not to exist, the real
//   sizes are given, and nothing is placed in a size the customer did not accept. Tiers are never
//   promised; a wedding cake asked for "in three tiers" becomes the custom cake size the customer
//   picks, with the design kept.
// - A shape (heart, the number 5) and an edible photo print are design wishes for the owner: noted,
//   never promised. A flavour not on the menu (pistachio rose) is a request for the owner, never
//   promised either. Photos cannot be received here: the customer describes the design in words.
// - Prices: the custom cake starts at $65 (8-inch) or $85 (10-inch); the final price is settled in
//   the consultation with the owner. The clerk never invents an extra charge, a rush fee, a deposit
//   amount or a final price, and never agrees to a lower price. "How much altogether" for two cakes
//   is answered with the sum: one of each size from $150; two 10-inch from $170.
// - A custom cake ordered at night (8 PM to 8 AM) needs approval anyway: status needs_approval, as
//   the corpus already decides for allergy orders at night.
// - A custom cake and a whole cake or slices in one order share its pickup time; a whole cake asked
//   for tomorrow together with a custom cake moves with it when the customer moves "everything".
//
// Catalog facts used: custom cake (sku custom) 8-inch from $65, 10-inch from $85, 72 h notice,
// always needs_approval, allergens unknown. Whole cakes (8-inch, 24 h notice): chocolate fudge $48,
// carrot $46, red velvet $50, vanilla bean $44, strawberry shortcake $52; lemon chiffon 10-inch only
// $58. Slices (pickup only): chocolate fudge $6.50 / large $9.50, carrot $6.00, red velvet $6.50,
// lemon $5.75, vanilla bean $5.50, strawberry shortcake $6.75. Delivery needs_approval, no fee or
// time promised. Hours 8 AM to 8 PM Central. Clock: Fri 2026-11-20 10:00 Central unless `now` is
// set; Sat 21, Sun 22, Mon 23, Tue 24, Wed 25, Thu 26, Fri 27, Sat 28, Sun 29.

// A negation just before a claim turns it into a disclaimer ("I can't promise it will be shaped ...").
const NOT_BEFORE = String.raw`(?<!(?:\bnot|n['’]t|\bnever|\bcannot|\bunable to|\bno way to|\bwhether|\bif|\bsure|\bverify|\bconfirm|\bcheck|\bwithout|\bpromise)\b[^.!?]{0,40})`;

/** The 72-hour notice for a custom cake. */
const CUSTOM_NOTICE = /72|seventy[- ]two|\b3 (full )?days|three (full )?days|3-day|three-day/i;
/** The owner / staff review a custom cake or settle its design. */
const APPROVAL = /approv|review|owner|staff|team|consult|get back to you|reach out|follow up|in touch|contact you/i;
/** A "from" price: the custom price is a starting price, settled with the owner. */
const STARTING = /from|start|starting|begin|base|at least|and up|minimum|\+|depend|vary|varies|final (price|cost|quote)|consult|staff|owner/i;
/** Both custom sizes named. */
const SIZES_8_10 = /(8|eight)[- ]?(inch|in\b|")[\s\S]*(10|ten)[- ]?(inch|in\b|")|(10|ten)[- ]?(inch|in\b|")[\s\S]*(8|eight)[- ]?(inch|in\b|")/i;
/** A real custom size named. */
const A_REAL_SIZE = /(8|eight|10|ten)[- ]?(inch|in\b|")/i;
/** A size that does not exist said not to exist: the custom cake is 8 or 10 inch only. */
const SIZE_LIMIT =
  /\bonly\b[^.!?]{0,40}(8|10|eight|ten)[- ]?(inch|in\b|")|(8|10|eight|ten)[- ]?(inch|in\b|")[^.!?]{0,30}\bonly\b|(don.?t|do not|doesn.?t|does not|can.?t|cannot)\s+(currently\s+)?(make|do|offer|bake|have|come in|take)[^.!?]{0,30}(6|six|12|twelve|sheet|tier)|(6|six|12|twelve)[- ]?inch[^.!?]{0,30}\b(not|isn.?t|aren.?t)\b|(sheet|tier)[^.!?]{0,30}(not (on|part of|available|offered|something)|isn.?t|aren.?t)|\bnot (a |offer |make )?(6|six|12|twelve)[- ]?inch|\bno (sheet|tier|6|six|12|twelve)/i;
/** A plain yes to something that is not offered ("Yes, we have it"). */
const YES_WE_DO = /\b(yes|yep|sure|absolutely|of course)[!,.:]*\s+(we|I) (do|can|have|make)\b/i;
/** An order waiting for the owner said to be confirmed. */
const CONFIRMED_CLAIM =
  /(?<!\b(once|until|till|when|after|if|before|whether|soon as)\s+([\w'’]+\s+){0,3})\b(is|are|was|has been|have been|it'?s|you'?re|you are) (now |all |fully |officially )?(confirmed|good to go|locked in)\b(?! by)/i;
/** Not confirmed yet: the owner or staff still look at it. */
const NOT_YET_CONFIRMED = /not (yet )?confirmed|not confirmed yet|waiting|review|pending|staff (will )?confirm|once (staff|the owner|approved|it'?s approved)|approv|owner/i;
/** Every price on the menu, whole cakes, slices and the custom cake's starting prices. */
const MENU_PRICES = ['44', '46', '48', '50', '52', '58', '65', '85', '5.50', '5.75', '6', '6.00', '6.50', '6.75', '9.50'];
/** Any price that is neither on the menu nor allowed here (an invented price). */
function otherPrice(...allowed: number[]): RegExp {
  const list = [...MENU_PRICES, ...allowed.map((a) => String(a))].map((a) => a.replace('.', '\\.')).join('|');
  return new RegExp(
    String.raw`\$\s?(?!(?:${list})(?:\.00)?(?![\d.]))\d+|\b(?!(?:${list})(?:\.00)?\b)\d+\.\d\d\s*USD|(?<![\d.])(?!(?:${list})\b)\d+\s+dollars`,
    'i',
  );
}
/** Tiers promised: not on the menu. */
const TIER_PROMISE = new RegExp(
  NOT_BEFORE +
    String.raw`\b((we|I) (can|do|will|'ll) (make|do|offer|bake|build) (\w+ )?(\w+[- ])?tier|(yes|sure|absolutely|of course)[!,.]*\s+(we|I) (can|do)\b[^.!?]{0,30}tier|tiered cakes? (start|cost|are|is) (at|from)? ?\$?\d)`,
  'i',
);
/** A shape promised for a custom cake. */
const SHAPE_PROMISE = new RegExp(
  NOT_BEFORE +
    String.raw`\b((we|I) can (definitely |totally |absolutely )?(make|do|shape|bake|sculpt|carve|cut) (it|that|one|the cake)? ?(in(to)? )?(a |the )?(heart|shape|number|5\b|five)|(will|can) be (shaped|sculpted|carved|cut) (like|as|into)|(yes|sure|absolutely|of course)[!,.]*\s+(we|I) (can|do) (make |do )?(heart|shaped|shapes|number))`,
  'i',
);
/** An edible photo print promised. */
const PRINT_PROMISE = new RegExp(
  NOT_BEFORE +
    String.raw`\b((we|I) can (definitely |totally |absolutely )?(print|do an edible|put (a |the |your )?(photo|picture|pic|image))|(yes|sure|absolutely|of course)[!,.]*\s+(we|I) (can|do) (print|edible|photo))`,
  'i',
);
/** Pistachio (not on the menu) promised. */
const PISTACHIO_PROMISE = new RegExp(
  NOT_BEFORE +
    String.raw`\b((we|I) (can|could|will|do) (definitely |totally |absolutely )?(make|do|bake) (a |it |that |one |the cake )?(in )?pistachio|pistachio (is|would be) (available|no problem|totally fine|doable|on offer)|(yes|yep|absolutely|of course|definitely)[!,.]*\s+(we|I) (can|do) (make|do|bake)\b)`,
  'i',
);
/** Photos are not received here: described in words instead. */
const PHOTO_NOT_HERE =
  /(can.?t|cannot|unable to|not able to|don.?t|do not) (receive|accept|get|see|view|open|take|look at)[^.!?]{0,20}(photo|picture|pic|image|screenshot)|(photo|picture|pic|image|screenshot)s? (are|is|can.?t|cannot) (not )?(be )?(received|accepted|seen)|describe|in words/i;
/** An invented e-mail address or upload link. */
const INVENTED_CONTACT = /\b[\w.-]+@[\w-]+\.(com|net|org|co)\b|https?:\/\/|\bwww\./i;
/** An invented extra charge (writing, fondant, a print, a rush). */
const EXTRA_CHARGE =
  /(\$\s?\d+(\.\d\d)?|\d+(\.\d\d)? (USD|dollars)) (extra|more|additional|surcharge|add-?on|rush)|(extra|additional|surcharge|add-?on|rush)( charge| cost| fee)? (of|is|for) (\$\s?\d|\d+(\.\d\d)? (USD|dollars))|(writing|lettering|fondant|print|topper|message)( is| costs?)? (free|included|at no (extra )?(cost|charge))/i;
/** A final price claimed for a custom cake. */
const FINAL_PRICE_CLAIM = new RegExp(
  NOT_BEFORE +
    String.raw`\b((final|total|exact|full) (price|cost) (is|will be|would be) (just |only |exactly )?(\$\s?)?\d|(that'?s|it'?s|yes,? it'?s) (the )?final\b|no (extra|additional|hidden) (charges?|costs?|fees?))`,
  'i',
);
/** An invented deposit amount. */
const DEPOSIT_AMOUNT = /\$\s?\d+[^.!?]{0,25}deposit|deposit (of|is|would be) (\$\s?)?\d|\d+ ?(%|percent)[^.!?]{0,15}deposit/i;
/** An exception made to the notice. */
const EXCEPTION_MADE = /\b(ok|okay|sure|alright|fine|yes)[,!.]? (we|I)('ll| will| can) (make|do|squeeze|fit) (it|an exception|that|you in)|rush (order|fee|charge) (of|is)|(we|I) can make an exception/i;
/** An invented delivery fee. */
const FEE = /deliver(y|ies)? (fee|charge|costs?)[^.!?]{0,15}(\$\s?\d|\d+(\.\d\d)? (dollars|USD))|free delivery|delivery is free/i;
/** A lower price agreed. */
const LOWER_PRICE_OK = new RegExp(NOT_BEFORE + String.raw`\b((yes|sure|ok|okay)[!,.]*\s+(we|I) can (do|make)[^.!?]{0,30}(\$\s?40|40 dollars|forty)|(\$\s?40|forty dollars) (works|is fine|is ok))`, 'i');
/** Weekends said not to count toward the notice. */
const WEEKEND_NOT_COUNTED = /(weekends?|saturday|sunday)s?[^.!?]{0,25}(do(es)? not|don.?t|doesn.?t|aren.?t|are not|isn.?t) (count|included)|business days|working days/i;

/** The earliest day from Friday 10 AM: Monday (the 23rd). */
const MONDAY = /\bmon(day)?\b|nov(ember)?\.? 23\b|\b23rd\b|11\/23/i;
/** The earliest from Saturday 3 PM: Tuesday at 3 PM or later. */
const EARLIEST_TUE_3PM = /\btue(s|sday)?\b[^.!?]{0,40}(\b3\b|three|3:00|after|afternoon|later)|\b(3|three)(:00)?\s*(pm|p\.m\.)[^.!?]{0,30}\btue/i;
/** The earliest from Sunday 1 PM: Wednesday at 1 PM or later. */
const EARLIEST_WED_1PM = /\bwed(nesday)?\b[^.!?]{0,40}(\b1\b|one|1:00|after|afternoon|later)|\b(1|one)(:00)?\s*(pm|p\.m\.)[^.!?]{0,30}\bwed/i;
/** The earliest from Wednesday 4 PM: Saturday at 4 PM or later. */
const EARLIEST_SAT_4PM = /\bsat(urday)?\b[^.!?]{0,40}(\b4\b|four|4:00|after|later)|\b(4|four)(:00)?\s*(pm|p\.m\.)[^.!?]{0,30}\bsat/i;
/** The earliest from Friday 6:30 PM: Monday evening, from 6:30 PM (a clerk may round up). */
const EARLIEST_MON_EVENING = /\bmon(day)?\b[^.!?]{0,40}(\b6:\d\d|\b7(:\d\d)?\s*(pm|p\.m\.)|six|seven|evening|after|later)|(\b6:\d\d|six thirty)\s*(pm|p\.m\.)?[^.!?]{0,30}\bmon/i;

const written: Script[] = [
  // ======================================================================== too soon: refused, with the earliest day
  {
    id: 'pwn-sms-tomorrow-refused-earliest',
    category: 'custom',
    channel: 'sms',
    steps: ['can i get a custom cake for tomorrow at 2? 8 inch, dinosaurs, "Roar! Happy 4th Eli"'],
    expect: { noOrder: true, lastSays: [CUSTOM_NOTICE, MONDAY], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pwn-wa-today-forgot-bday',
    category: 'custom',
    channel: 'whatsapp',
    steps: ['hi!! is it possible to get a custom cake today by 6? 🙏 its my husbands bday and i totally forgot 🙈'],
    expect: { noOrder: true, lastSays: [CUSTOM_NOTICE, MONDAY], never: [CONFIRMED_CLAIM, EXCEPTION_MADE] },
  },
  {
    id: 'pwn-voice-this-sunday-refused',
    category: 'custom',
    channel: 'voice',
    steps: ['hi yes I was hoping to order a custom birthday cake for this sunday afternoon'],
    expect: { noOrder: true, lastSays: [CUSTOM_NOTICE, MONDAY], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pwn-sms-sunday-moved-to-tuesday',
    category: 'custom',
    channel: 'sms',
    steps: ['custom 10 inch for sunday 1pm pickup, baby blue w/ clouds, "Welcome Baby Theo"', 'ok tuesday 1pm then', 'Hanna Berg', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE, MONDAY],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T13:00', name: 'Hanna Berg', notes: /theo/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-sms-monday-8am-miscounted',
    category: 'custom',
    channel: 'sms',
    // Monday 8 AM is 70 hours from now: "3 days" counted by calendar days is not enough.
    steps: ['i know u need 3 days so custom 8in for monday 8am works right? unicorn theme, "Happy 6th Lily", pickup', 'ugh fine monday 10:30 then', 'Carla Mendes', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T10:30', name: 'Carla Mendes', notes: /lily|unicorn/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-wa-saturday-pleads-pays-extra',
    category: 'custom',
    channel: 'whatsapp',
    steps: ['custom 8 inch cake for saturday pls 🥺 paw patrol theme', 'please please can you squeeze it in, ill pay extra'],
    expect: {
      noOrder: true,
      says: [MONDAY],
      lastSays: [/72|3 days|three days|can.?t|cannot|not able|unable|notice|mon(day)?\b/i],
      never: [CONFIRMED_CLAIM, EXCEPTION_MADE, otherPrice(65, 85), /did ?n.?t catch|did not catch|not sure what you mean/i],
    },
  },
  {
    id: 'pwn-sms-this-sat-then-the-28th',
    category: 'custom',
    channel: 'sms',
    steps: ['custom 8in cake sat at 2pm pickup, tie dye colours, "Happy 12th Skye"', 'oh. the saturday after then, the 28th, same time', 'Rosa Vidal', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE, MONDAY],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T14:00', name: 'Rosa Vidal', notes: /^(?=[\s\S]*tie)(?=[\s\S]*skye)/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-web-earliest-question',
    category: 'custom',
    channel: 'webchat',
    steps: ['If I order a custom cake right now, what is the soonest I could pick it up?'],
    expect: { noOrder: true, lastSays: [MONDAY], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pwn-web-earliest-then-that-day',
    category: 'custom',
    channel: 'webchat',
    steps: [
      "What's the earliest day I can get a custom cake?",
      "ok let's do that day at 11am then, pickup. 8 inch, gold and white, 'Happy Retirement Carol'",
      'Dina Pruitt 512-555-0420',
      'yes',
    ],
    expect: {
      says: [MONDAY],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T11:00',
        name: 'Dina Pruitt',
        phone: '+15125550420',
        notes: /carol/i,
      },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-voice-sunday-then-first-day',
    category: 'custom',
    channel: 'voice',
    steps: [
      'hi, I need a custom cake in two days, for sunday, the ten inch, with a red fire truck on it',
      "okay, what's the first day you can do it then",
      "okay, that day at four p m then, I'll pick it up, it's Ben Walsh",
      'yes',
    ],
    expect: {
      says: [MONDAY],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T16:00', name: 'Ben Walsh', notes: /truck/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-voice-weekends-count',
    category: 'custom',
    channel: 'voice',
    steps: ['do the weekends count for the three days on a custom cake? like if I order today when could I get it'],
    expect: { noOrder: true, lastSays: [MONDAY], never: [WEEKEND_NOT_COUNTED, CONFIRMED_CLAIM] },
  },
  {
    id: 'pwn-voice-monday-ten-exactly',
    category: 'custom',
    channel: 'voice',
    // Monday 10 AM is exactly 72 hours from Friday 10 AM: enough.
    steps: ['hi, could I get a custom cake for monday at ten in the morning, the eight inch, with a golf theme and happy birthday dad on it, pick up', 'Ray Gomez', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T10:00', name: 'Ray Gomez', notes: /golf|dad/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-web-custom-and-carrot-tomorrow-moved',
    category: 'custom',
    channel: 'webchat',
    steps: [
      "For tomorrow at noon: a whole carrot cake and an 8 inch custom cake, green with a soccer ball, 'Go Rovers'. Pickup.",
      "Ah. Then move everything to Monday at noon, I'll get both together",
      'Sam Oyelaran, 737-555-0428',
      'yes',
    ],
    expect: {
      says: [CUSTOM_NOTICE],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }, { sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T12:00',
        name: 'Sam Oyelaran',
        phone: '+17375550428',
        notes: /rovers|soccer/i,
      },
      never: [CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== 72 h counted from now, with the clock moved
  {
    id: 'pwn-sms-sat-afternoon-tuesday-noon',
    category: 'custom',
    channel: 'sms',
    now: '2026-11-21T15:00:00-06:00',
    // Tuesday noon is 69 hours away; the earliest is Tuesday 3 PM.
    steps: ['custom 8in cake for tues at noon pickup, green tractor theme, "Happy 3rd Birthday Wes"', 'wed noon then', 'Jolene Pratt', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE, EARLIEST_TUE_3PM],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T12:00', name: 'Jolene Pratt', notes: /wes|tractor/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-sms-sat-afternoon-tuesday-5pm-ok',
    category: 'custom',
    channel: 'sms',
    now: '2026-11-21T15:00:00-06:00',
    steps: ['custom 10 inch for tuesday 5pm pickup, white w/ silver stars, "Happy 18th Jade" - Maya Lund', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T17:00', name: 'Maya Lund', notes: /jade|silver/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-voice-sun-wednesday-morning',
    category: 'custom',
    channel: 'voice',
    now: '2026-11-22T13:00:00-06:00',
    steps: [
      'hi I want to order a custom cake for wednesday morning at nine, an eight inch one with a soccer theme, and it should say go eagles, pick up',
      'oh, okay, then wednesday at two in the afternoon',
      'Tom Becker',
      'yes',
    ],
    expect: {
      says: [CUSTOM_NOTICE, EARLIEST_WED_1PM],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T14:00', name: 'Tom Becker', notes: /eagles/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-web-wed-afternoon-saturday-2pm',
    category: 'custom',
    channel: 'webchat',
    now: '2026-11-25T16:00:00-06:00',
    steps: ["Custom 10 inch cake for this Saturday at 2pm? Navy and white with anchors, 'Bon Voyage Grandpa'", 'ok saturday at 5pm, I will pick it up', 'Mel Ortega, 737-555-0421', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE, EARLIEST_SAT_4PM],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-28T17:00',
        name: 'Mel Ortega',
        phone: '+17375550421',
        notes: /voyage|anchor/i,
      },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-wa-fri-evening-monday-11am',
    category: 'custom',
    channel: 'whatsapp',
    now: '2026-11-20T18:30:00-06:00',
    // Monday 11 AM is 64.5 hours away; the earliest is Monday 6:30 PM.
    steps: ['custom 8 inch for pickup monday at 11am? football theme, orange & navy, "Go Bears!"', 'oh. tuesday 11am then', 'Kim Ho', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE, EARLIEST_MON_EVENING],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T11:00', name: 'Kim Ho', notes: /bears|football/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-wa-mon-morning-friday-ok',
    category: 'custom',
    channel: 'whatsapp',
    now: '2026-11-23T11:00:00-06:00',
    steps: ['custom cake for fri at 2pm pickup, 10 inch, pink ombre with sprinkles, "Happy 16th Priya" 💕', 'Anjali Rao', 'yes'],
    expect: {
      says: [price(85)],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T14:00', name: 'Anjali Rao', notes: /priya|ombre/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-sms-night-custom-needs-approval',
    category: 'custom',
    channel: 'sms',
    now: '2026-11-20T21:15:00-06:00',
    steps: ['late night order lol. custom 8 inch, galaxy theme purple & black, "Happy 13th Nova", pickup wed 25th at 4pm', 'Rae Lin', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T16:00', name: 'Rae Lin', notes: /nova|galaxy/i },
      never: [CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== sizes: 8 or 10 inch, and sizes that do not exist
  {
    id: 'pwn-sms-no-size-the-smaller-one',
    category: 'custom',
    channel: 'sms',
    steps: ['custom cake for my moms 70th, lavender w/ white roses, "Happy 70th Mom", pickup tues 24 at 3', 'the smaller one', 'Gina Russo', 'yes'],
    expect: {
      says: [SIZES_8_10],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T15:00', name: 'Gina Russo', notes: /70th/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-voice-what-are-the-sizes',
    category: 'custom',
    channel: 'voice',
    steps: [
      'a custom cake for the twenty eighth at three in the afternoon, with a baseball theme, it should say happy birthday jackson',
      'what sizes are there',
      'the eight inch is fine',
      "I'll pick it up, my name is Carl Yates",
      'yes',
    ],
    expect: {
      says: [SIZES_8_10],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T15:00', name: 'Carl Yates', notes: /jackson|baseball/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-sms-12-inch-question',
    category: 'custom',
    channel: 'sms',
    steps: ['do u do a 12 inch custom cake? need to feed like 40 ppl'],
    expect: {
      noOrder: true,
      lastSays: [/(10|ten)[- ]?(inch|in\b|")/i, SIZE_LIMIT],
      never: [/12[- ]?inch (custom )?cakes? (is|are|costs?|starts?|would be)\b/i, YES_WE_DO, otherPrice(65, 85)],
    },
  },
  {
    id: 'pwn-web-6-inch-then-8',
    category: 'custom',
    channel: 'webchat',
    steps: ["Could I order a 6 inch custom cake, pale yellow with bees, 'Mama to Bee', pickup Sat Nov 28 at 11am?", 'Ok the 8 inch then', 'Ruth Adler, 512-555-0422', 'yes'],
    expect: {
      says: [SIZE_LIMIT],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T11:00', name: 'Ruth Adler', phone: '+15125550422', notes: /bee/i },
      never: [CONFIRMED_CLAIM, /6[- ]inch (custom )?cake (is|has been) (added|on)/i],
    },
  },
  {
    id: 'pwn-wa-three-tier-wedding-question',
    category: 'custom',
    channel: 'whatsapp',
    steps: ['hii do you do 3 tier wedding cakes? 💍 wedding is dec 12'],
    expect: { noOrder: true, lastSays: [SIZE_LIMIT], never: [TIER_PROMISE, YES_WE_DO, CONFIRMED_CLAIM, otherPrice(65, 85)] },
  },
  {
    id: 'pwn-sms-two-tier-then-one-10in',
    category: 'custom',
    channel: 'sms',
    steps: ['2 tier custom cake for pickup sat 28th at 3pm, bottom chocolate top vanilla, white w/ gold leaf', 'oh ok. then just one 10 inch custom, chocolate, same white & gold design', 'Tessa Roy', 'yes'],
    expect: {
      says: [SIZE_LIMIT],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T15:00', name: 'Tessa Roy', notes: /gold|chocolate/i },
      never: [TIER_PROMISE, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-web-three-tiers-largest-you-have',
    category: 'custom',
    channel: 'webchat',
    steps: ['I need a wedding cake for pickup Sat Nov 28 at 10am, three tiers, ivory with pearls and sugar roses', 'Okay, then the largest you have, same design', 'Chloe Dumas, 512-555-0427', 'yes'],
    expect: {
      says: [SIZE_LIMIT],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-28T10:00',
        name: 'Chloe Dumas',
        phone: '+15125550427',
        notes: /ivory|pearl|rose/i,
      },
      never: [TIER_PROMISE, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-voice-half-sheet-question',
    category: 'custom',
    channel: 'voice',
    steps: ['do you guys make a half sheet custom cake, for an office party'],
    expect: {
      noOrder: true,
      lastSays: [A_REAL_SIZE, SIZE_LIMIT],
      never: [YES_WE_DO, /half sheets? (cakes? )?(costs?|is|are|starts?) (at |from )?\$?\d/i, otherPrice(65, 85)],
    },
  },

  // ======================================================================== prices
  {
    id: 'pwn-web-sizes-and-prices',
    category: 'custom',
    channel: 'webchat',
    steps: ['What sizes do your custom cakes come in and how much are they?'],
    expect: { noOrder: true, lastSays: [SIZES_8_10, price(65), price(85)], never: [otherPrice(65, 85)] },
  },
  {
    id: 'pwn-voice-ten-inch-price',
    category: 'custom',
    channel: 'voice',
    steps: ['hi, how much is a ten inch custom cake'],
    expect: { noOrder: true, lastSays: [price(85)], never: [otherPrice(65, 85), FINAL_PRICE_CLAIM] },
  },
  {
    id: 'pwn-sms-8in-with-writing-price',
    category: 'custom',
    channel: 'sms',
    steps: ['how much for an 8 inch custom cake w/ writing on it'],
    expect: { noOrder: true, lastSays: [price(65), STARTING], never: [EXTRA_CHARGE, FINAL_PRICE_CLAIM, otherPrice(65, 85)] },
  },
  {
    id: 'pwn-wa-one-of-each-altogether',
    category: 'custom',
    channel: 'whatsapp',
    steps: ['if i get one 8 inch and one 10 inch custom how much is that altogether'],
    expect: { noOrder: true, lastSays: [/\b150\b|one hundred (and )?fifty/i], never: [otherPrice(65, 85, 150), FINAL_PRICE_CLAIM] },
  },
  {
    id: 'pwn-voice-two-ten-inch-price',
    category: 'custom',
    channel: 'voice',
    steps: ['how much would it be for two of the ten inch custom cakes'],
    expect: { noOrder: true, lastSays: [price(170)], never: [otherPrice(65, 85, 170), FINAL_PRICE_CLAIM] },
  },
  {
    id: 'pwn-sms-budget-40',
    category: 'custom',
    channel: 'sms',
    steps: ['can u do a custom cake for like $40? budget is tight rn'],
    expect: { noOrder: true, lastSays: [price(65)], never: [LOWER_PRICE_OK, YES_WE_DO, otherPrice(65, 85, 40)] },
  },
  {
    id: 'pwn-sms-deposit-question',
    category: 'custom',
    channel: 'sms',
    steps: ['do i need to pay a deposit for a custom cake? how much'],
    expect: {
      noOrder: true,
      lastSays: [/staff|owner|team|consult|in store|at pickup|not (sure|able)|don.?t (have|know)|do not (have|know)|can.?t (say|confirm)|reach out|contact|call/i],
      never: [DEPOSIT_AMOUNT, otherPrice(65, 85)],
    },
  },
  {
    id: 'pwn-web-what-decides-final-price',
    category: 'custom',
    channel: 'webchat',
    steps: ['The custom cake says from $65. What decides the final price?'],
    expect: { noOrder: true, lastSays: [/consult|owner|staff|design|depend|size/i], never: [EXTRA_CHARGE, FINAL_PRICE_CLAIM, otherPrice(65, 85)] },
  },
  {
    id: 'pwn-wa-price-then-order',
    category: 'custom',
    channel: 'whatsapp',
    steps: ['how much r ur custom cakes?', 'ok the 10 inch one then. mint green w/ gold, "Happy 25th Tasha", pickup sun 29th at noon', 'Devon Price', 'yes'],
    expect: {
      says: [price(65), price(85)],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-29T12:00', name: 'Devon Price', notes: /tasha|mint/i },
      never: [CONFIRMED_CLAIM, otherPrice(65, 85)],
    },
  },

  // ======================================================================== the design: colours, characters, shapes, photos
  {
    id: 'pwn-sms-bluey-theme',
    category: 'custom',
    channel: 'sms',
    steps: ['custom 8 inch bluey cake for my sons bday!! light blue + orange, "Happy 4th Birthday Max", pickup wed 25 at 11am', 'Kara Doyle', 'yes'],
    expect: {
      says: [price(65)],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T11:00', name: 'Kara Doyle', notes: /bluey/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-sms-spiderman-one-message',
    category: 'custom',
    channel: 'sms',
    steps: ['spiderman custom cake 10in, red & blue w/ webs, "Happy 8th Birthday Leo" pickup sat 28th 2pm. Name Mateo Cruz', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T14:00', name: 'Mateo Cruz', notes: /spider/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-voice-heart-shaped-tenth',
    category: 'custom',
    channel: 'voice',
    // "Tenth anniversary" is the message, not a size; the heart shape is a wish, never promised.
    steps: [
      'can you make a heart shaped cake for our anniversary, red with white roses, it should say happy tenth anniversary love, the eight inch, for tuesday at six p m',
      "I'll pick it up",
      'Paul Novak',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T18:00', name: 'Paul Novak', notes: /^(?=[\s\S]*heart)(?=[\s\S]*anniversary)/i },
      never: [SHAPE_PROMISE, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-web-number-five-shape',
    category: 'custom',
    channel: 'webchat',
    steps: ["Could we get a custom cake shaped like the number 5? Rainbow colours, 'Happy 5th Birthday Ada', 10 inch, pickup Friday Nov 27 at 3pm", 'Lara Kim, 512-555-0423', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-27T15:00',
        name: 'Lara Kim',
        phone: '+15125550423',
        notes: /ada|rainbow/i,
      },
      never: [SHAPE_PROMISE, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-wa-dog-photo-printed',
    category: 'custom',
    channel: 'whatsapp',
    steps: [
      'can you put a photo of our dog on the cake? like printed on it 🐶',
      'ok a custom one then, with paw prints and a bone instead, brown and cream, "Happy Gotcha Day Bear", 8 inch, pickup tue 24th 5pm',
      'Ivy Chan',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T17:00', name: 'Ivy Chan', notes: /^(?=[\s\S]*paw)(?=[\s\S]*bear)/i },
      never: [PRINT_PROMISE, CONFIRMED_CLAIM, INVENTED_CONTACT],
    },
  },
  {
    id: 'pwn-web-attach-photo',
    category: 'custom',
    channel: 'webchat',
    steps: ["I have a picture of the cake I want, how do I attach it here?"],
    expect: { noOrder: true, lastSays: [PHOTO_NOT_HERE], never: [INVENTED_CONTACT, CONFIRMED_CLAIM] },
  },
  {
    id: 'pwn-voice-photo-then-described',
    category: 'custom',
    channel: 'voice',
    steps: [
      "I saw a cake online I really like, can I text you the picture",
      "okay, so it's a white cake with a pink drip, gold sprinkles and a little crown on top, ten inch, it should say happy thirtieth dani, for saturday the twenty eighth at one in the afternoon, pick up",
      'Sofia Marin',
      'yes',
    ],
    expect: {
      says: [PHOTO_NOT_HERE],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T13:00', name: 'Sofia Marin', notes: /drip|crown|dani/i },
      never: [INVENTED_CONTACT, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-wa-design-in-pieces-colour-change',
    category: 'custom',
    channel: 'whatsapp',
    steps: [
      'hey! custom cake pls, 10 inch, pickup mon 23rd at 3pm',
      'theme is mermaids 🧜‍♀️ purple and teal',
      'wait make it purple and silver not teal',
      'and write "Happy 7th Birthday Coral"',
      'Name is Odile Marsh',
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T15:00',
        name: 'Odile Marsh',
        notes: /^(?=[\s\S]*mermaid)(?=[\s\S]*silver)(?=[\s\S]*coral)/i,
      },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-voice-plain-no-writing',
    category: 'custom',
    channel: 'voice',
    steps: ['I need a custom cake, ten inch, just plain white buttercream with fresh berries on top, no writing, for wednesday the twenty fifth at noon', 'pick up', 'Greta Lund', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T12:00', name: 'Greta Lund', notes: /berr/i },
      never: [CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== the message to write
  {
    id: 'pwn-sms-message-carrot-top',
    category: 'custom',
    channel: 'sms',
    // "Carrot Top" is a nickname in the message: no carrot cake is added.
    steps: ['custom 8 inch, orange & green, "Happy Birthday Carrot Top" (his nickname lol), pickup mon 23 at 4pm. Deb Walsh', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T16:00', name: 'Deb Walsh', notes: /^(?![\s\S]*carrot flavou?r)[\s\S]*carrot top/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-web-message-changed-at-readback',
    category: 'custom',
    channel: 'webchat',
    steps: ["8 inch custom cake, white with blue flowers, 'Congrats Grad', pickup Tue Nov 24 at 2pm. Nadia Farouk 512-555-0424", "Sorry, change the message to 'Congrats Dr. Farouk!'", 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T14:00',
        name: 'Nadia Farouk',
        phone: '+15125550424',
        notes: /^(?![\s\S]*congrats grad)(?=[\s\S]*flower)[\s\S]*dr\.? farouk/i,
      },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-voice-message-spelled-out',
    category: 'custom',
    channel: 'voice',
    steps: [
      "a custom cake please, eight inch, navy blue, for monday at five p m, and it should say congratulations Siobhan, that's S I O B H A N",
      "I'll pick it up, name is Frank Daly",
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T17:00', name: 'Frank Daly', notes: /siobhan/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-sms-message-over-the-hill-50',
    category: 'custom',
    channel: 'sms',
    steps: ['custom cake, 10", black & silver, write "Over the Hill at 50, Greg!" pickup fri 27th 6pm - Lisa Moran', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T18:00', name: 'Lisa Moran', notes: /greg/i },
      // The colours are never said to be part of the writing.
      never: [CONFIRMED_CLAIM, /\bwrite\s+["“][^"”]*black/i],
    },
  },
  {
    id: 'pwn-wa-message-added-after-readback',
    category: 'custom',
    channel: 'whatsapp',
    steps: ['custom 8 inch, sunflowers on pale yellow, pickup sun 29 at 11am. Marta Silva', 'oh and can it say "Feliz Cumpleaños Abuela" 🌻', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-29T11:00', name: 'Marta Silva', notes: /^(?=[\s\S]*sunflower)(?=[\s\S]*abuela)/i },
      never: [CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== flavours asked for
  {
    id: 'pwn-sms-red-velvet-flavour',
    category: 'custom',
    channel: 'sms',
    // The flavour of the custom cake: no red velvet cake is added.
    steps: ['custom 10 inch red velvet cake w/ cream cheese frosting, white and gold, "Happy 50th Rob", pickup fri 27 at 5pm. Lynn Hart', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T17:00', name: 'Lynn Hart', notes: /red velvet/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-voice-lemon-raspberry-flavour',
    category: 'custom',
    channel: 'voice',
    steps: [
      'a custom cake, eight inch, lemon flavor with raspberry filling, pale pink, it says happy baby shower, for saturday the twenty eighth at ten in the morning, pick up',
      'Mira Shah',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T10:00', name: 'Mira Shah', notes: /^(?=[\s\S]*lemon)(?=[\s\S]*baby shower)/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-web-what-flavours',
    category: 'custom',
    channel: 'webchat',
    steps: ['What flavours can I get for a custom cake?'],
    expect: { noOrder: true, lastSays: [/chocolate|vanilla|red velvet|carrot|lemon|strawberry|consult|owner|staff|discuss/i], never: [CONFIRMED_CLAIM, otherPrice(65, 85)] },
  },
  {
    id: 'pwn-wa-pistachio-rose',
    category: 'custom',
    channel: 'whatsapp',
    steps: ['can the custom cake be pistachio rose flavour? 😍'],
    expect: {
      noOrder: true,
      lastSays: [/consult|owner|staff|approv|review|check|confirm|note|request|can.?t promise|cannot promise|not on (our|the) menu/i],
      never: [PISTACHIO_PROMISE, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-sms-strawberry-custom-plus-slices',
    category: 'custom',
    channel: 'sms',
    steps: ['custom 8 inch strawberry cake w/ pink frosting, "Happy 9th Zara", plus 4 carrot slices, all for pickup wed 25 at 3pm. Hana Ito', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }, { sku: 'carrot-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-25T15:00',
        name: 'Hana Ito',
        notes: /^(?=[\s\S]*zara)(?=[\s\S]*pink)/i,
      },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-web-chocolate-flavour-asked-later',
    category: 'custom',
    channel: 'webchat',
    steps: [
      "Hi! I'd like a 10 inch custom cake, dark green with gold pine cones, 'Happy Birthday Hugo', for pickup Sun Nov 29 at 2pm",
      'Oh and the flavour should be chocolate please',
      'Ines Gallo, 512-555-0429',
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-29T14:00',
        name: 'Ines Gallo',
        phone: '+15125550429',
        notes: /chocolate/i,
      },
      never: [CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== approval
  {
    id: 'pwn-sms-so-its-confirmed',
    category: 'custom',
    channel: 'sms',
    steps: ['custom 8in, teal w/ seashells, "Happy Birthday Marina", pickup mon 23 at 2pm. Olive Grant', 'yes', 'so its confirmed right? i can count on it?'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T14:00', name: 'Olive Grant', notes: /marina|seashell/i },
      lastSays: [NOT_YET_CONFIRMED],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-web-who-approves',
    category: 'custom',
    channel: 'webchat',
    steps: ['Do custom cake orders have to be approved by someone, or is it automatic?'],
    expect: { noOrder: true, lastSays: [/owner|staff|approv|review|consult/i], never: [CONFIRMED_CLAIM, /\bautomatic(ally)? (confirmed|approved)\b/i] },
  },
  {
    id: 'pwn-voice-readback-mentions-approval',
    category: 'custom',
    channel: 'voice',
    steps: ["hi, I'd like the ten inch custom cake, chocolate with a hockey theme, it should say go stars, for tuesday at four p m, I'll pick it up. this is Derek Lindqvist", 'yes'],
    expect: {
      says: [APPROVAL, price(85)],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T16:00', name: 'Derek Lindqvist', notes: /hockey|stars/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-wa-order-approval-said',
    category: 'custom',
    channel: 'whatsapp',
    steps: ['custom 8 inch, pastel rainbow w/ clouds, "Happy 1st Birthday Nora" ☁️🌈 pickup tue 24 at 10am. Yusra Khan', 'yes'],
    expect: {
      says: [APPROVAL],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T10:00', name: 'Yusra Khan', notes: /nora|rainbow/i },
      never: [CONFIRMED_CLAIM],
    },
  },

  // ======================================================================== with other things, two cakes, delivery, an allergy
  {
    id: 'pwn-sms-twins-8-and-10',
    category: 'custom',
    channel: 'sms',
    steps: [
      '2 custom cakes for the twins: an 8 inch pink w/ butterflies "Happy 5th Mia" and a 10 inch green w/ dinosaurs "Happy 5th Max". pickup sat 28 at 10am. Jen Ruiz',
      'yes',
    ],
    expect: {
      says: [/\b150\b|one hundred (and )?fifty/i],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }, { sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-28T10:00',
        name: 'Jen Ruiz',
        notes: /mia|max/i,
      },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-wa-custom-plus-lemon-chiffon',
    category: 'custom',
    channel: 'whatsapp',
    steps: ['custom 10 inch + a whole lemon chiffon, same pickup sun nov 29 at noon. custom is white w/ gold stars "Happy Anniversary"', 'Noor Haddad', 'yes'],
    expect: {
      says: [price(58)],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }, { sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-29T12:00',
        name: 'Noor Haddad',
        notes: /anniversary|gold/i,
      },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-web-custom-delivered',
    category: 'custom',
    channel: 'webchat',
    steps: ["Can you deliver an 8 inch custom cake to 2210 Oak Lane on Tue Nov 24 at 3pm? Black and gold, 'Happy 40th Marcus'", 'Jada Bell, 512-555-0425', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-24T15:00',
        name: 'Jada Bell',
        phone: '+15125550425',
        address: /2210 oak/i,
        notes: /marcus/i,
      },
      never: [FEE, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-wa-custom-nut-allergy',
    category: 'custom',
    channel: 'whatsapp',
    steps: ['custom 8 inch, blue & white snowflakes, "Happy Birthday Finn", pickup wed 25 at 1pm. he has a peanut allergy so pls no nuts!!', 'Claire Dunn', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T13:00', name: 'Claire Dunn', allergy: true, notes: /finn|snowflake/i },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-voice-custom-plus-fudge-cake',
    category: 'custom',
    channel: 'voice',
    steps: [
      "hi, I need two cakes for monday at one in the afternoon, a whole chocolate fudge cake and an eight inch custom cake with a unicorn, it should say happy birthday emma",
      "I'll pick them up, it's Laura Benson",
      'yes',
    ],
    expect: {
      says: [price(48)],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }, { sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T13:00',
        name: 'Laura Benson',
        notes: /unicorn|emma/i,
      },
      // "Two cakes" are the two named, not two chocolate fudge cakes.
      never: [CONFIRMED_CLAIM, /\b(2|two) chocolate fudge cakes\b/i],
    },
  },
  {
    id: 'pwn-web-date-only-time-asked',
    category: 'custom',
    channel: 'webchat',
    steps: ["I'd like a custom 10 inch cake for Wednesday the 25th, silver and blue snowflakes, 'Happy Birthday Elsa'", '4pm, I will pick it up', 'Ana Reyes, 737-555-0426', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-25T16:00',
        name: 'Ana Reyes',
        phone: '+17375550426',
        notes: /elsa|snowflake/i,
      },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwn-sms-custom-readback-price-65',
    category: 'custom',
    channel: 'sms',
    steps: ['hey can i order a custom cake? 8 inch, camo green, "Welcome Home Sgt. Diaz" 🇺🇸 pickup tues 24th noon', 'Marisol Diaz', 'yes'],
    expect: {
      says: [price(65)],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T12:00', name: 'Marisol Diaz', notes: /diaz|camo/i },
      never: [CONFIRMED_CLAIM, otherPrice(65, 85)],
    },
  },
];

const notYet = new Set<string>(['pwn-sms-monday-8am-miscounted', 'pwn-wa-saturday-pleads-pays-extra', 'pwn-sms-this-sat-then-the-28th', 'pwn-voice-sunday-then-first-day', 'pwn-voice-weekends-count', 'pwn-wa-three-tier-wedding-question', 'pwn-sms-two-tier-then-one-10in', 'pwn-web-three-tiers-largest-you-have', 'pwn-voice-half-sheet-question', 'pwn-wa-one-of-each-altogether', 'pwn-voice-two-ten-inch-price', 'pwn-sms-budget-40', 'pwn-voice-heart-shaped-tenth', 'pwn-wa-dog-photo-printed', 'pwn-web-attach-photo', 'pwn-voice-lemon-raspberry-flavour', 'pwn-web-what-flavours', 'pwn-web-chocolate-flavour-asked-later', 'pwn-sms-twins-8-and-10', 'pwn-voice-custom-plus-fudge-cake']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
