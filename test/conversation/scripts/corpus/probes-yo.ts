import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// CASUAL CHAT, THE WAY PEOPLE MESSAGE ON WHATSAPP, INSTAGRAM AND MESSENGER: one idea per message
// spread over many short messages ('hey' / 'do u have carrot cake' / 'the whole one' / 'for sunday' /
// 'like 2pm'), emoji and emoji-only answers ('👍', '👍🏽', '👌', '✅' to the read-back: a yes; '👎': a
// no), voice-note-style run-on transcriptions with no punctuation, ALL CAPS, heavy abbreviations
// (tmrw, 2moro, 2day, 2nite, pls, thx, rn, b4, u, ur, r, n, '4' for "for", '@' for "at", "lmn slcs"),
// answers that reply to only part of the clerk's question (a day given when whole-or-slice was asked,
// a name when pickup-or-delivery was asked, a size when how-many was asked, a phone before the name:
// the fact is kept and the open question asked again), 'same as last time' / 'my usual' (the
// assistant has no memory of earlier orders: it asks what they would like, never guesses or claims
// to have looked one up), a customer who goes quiet and then says 'still there?' / 'hellooo??' (never
// a yes, never "did not catch that"; the order goes on), a customer who sends the name and number in
// a separate message after the read-back (the order takes them), and small talk mixed in ('omg i love
// ur cakes', 'lol my diet starts monday', 'ur red velvet was amazing last wk': none of it orders or
// moves the day).
//
// Catalog facts used: whole cakes 8-inch, 24 h notice: chocolate fudge $48, carrot $46 (walnuts,
// tree-nuts), red velvet $50 (allergens unknown), vanilla bean $44 (allergens unknown); lemon chiffon
// whole 10-inch $58. Strawberry shortcake (whole and slice) seasonal, not available. Slices, same day,
// pickup only: chocolate fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon
// $5.75, vanilla bean $5.50. Custom cake 8-inch from $65 / 10-inch from $85, 72 h notice, always
// needs_approval, design in the item notes. Drinks (drip coffee, latte, hot tea) in the cafe only,
// never ordered. Delivery: whole / custom only, needs_approval, no fee or time. Allergy mention:
// allergy_notes, needs_approval. Hours 8 AM to 8 PM Central, 7 days; orders placed 20:00-08:00 are
// held_overnight. Web chat asks for a phone; SMS / WhatsApp / voice use the sender's number unless
// another is given. Clock: Fri 2026-11-20 10:00 Central (Sat 21 = tomorrow, Sun 22, Sat 28).

/** An order id as the text confirmation gives it. */
const ORDER_ID = /\bord_[0-9a-z]{20}\b/;
/** "I did not catch that" (wrong for a plain 'still there?', 'hello??', thanks or small talk). */
const NOT_UNDERSTOOD = /(did ?n.?t|did not|do ?n.?t|do not|could ?n.?t|could not) (quite )?(catch|understand|get) (that|what|you|the|which|your)|not sure what you mean|rephrase|say (that|it) again/i;
/** Asks what the customer would like (this time). */
const ASKS_WHAT =
  /what (would|do) you (like|want)|what (can|may|could) I get|what (would|do) you (like|want) to order|what.{0,30}this time|which (cake|one|product|item|flavou?r)s?|tell me what|let me know what|(can.?t|cannot|don.?t|do not|not able to) (see|look up|access|find|check|remember|keep)[^.?!]{0,30}(past|previous|earlier|last|order)|(past|previous|earlier) orders/i;
/** Claims to know or to have looked up an earlier order. */
const MEMORY_CLAIM =
  /\byour (usual|last|previous|regular|past) (order )?(is|was|of)\b|last time you (had|got|ordered|picked)|you (usually|always) (get|order|have)|(pulled|looked|brought) up your (last|previous|past|usual)|(found|see|have) your (last|previous|past|usual) order|same as (last time|before|your last)[^.?!]{0,30}(coming up|got it|done|noted|added)/i;
/** The bakery closes at 8 PM. */
const CLOSES_8 = /\b8(:00)?\s*(pm|p\.m\.|in the evening|o.?clock)|\beight\s*(pm|p\.m\.|in the evening|o.?clock)|\b20:00\b/i;
/** Strawberry shortcake is seasonal and not available. */
const UNAVAILABLE = /not available|unavailable|seasonal|don.?t have|do not have|out of season|isn.?t available|not (currently )?(offering|on the menu)|sold out|no longer/i;
/** Slices are picked up in the bakery, not delivered. */
const SLICES_PICKUP_ONLY = /pick ?up|in (the )?(store|shop|bakery)|in person|not (available )?for delivery|(can.?t|cannot|don.?t|do not|aren.?t|are not|not) (be )?deliver/i;
/** Drinks are served in the cafe only. */
const DRINKS_IN_CAFE =
  /caf[eé]|in[- ]store|in person|at the (counter|bakery|shop)|can.?t (be )?(order|add|include|take)|cannot (be )?(order|add|include|take)|not (available )?(to|for) (order|pre.?order|pickup)|(don.?t|do not|aren.?t|are not|not) (able to )?(take|pre.?order|include|add)/i;
/** The carrot cake's walnuts. */
const WALNUTS = /walnut|tree[- ]?nut/i;
/** No cake can be promised free of an allergen: the facility disclaimer or the same in other words. */
const NO_PROMISE = /facility|processes nuts|can.?t (promise|guarantee)|cannot (promise|guarantee)|not able to (promise|guarantee)|no (cake|item|guarantee)|unable to (promise|guarantee)/i;
/** Never "safe" or "free of" an allergen. */
const SAFE_CLAIM = /\b(is|are|it'?s|they'?re|should be|will be|would be)\s+(perfectly |totally |completely |100% )?(safe|fine|ok|okay)\s+for\b|\b(nut|peanut|gluten|dairy|egg|walnut)[- ]free\b(?![^.]{0,40}(cannot|can.?t|not|no) )|no (nuts|peanuts|gluten|walnuts) in\b/i;
/** Staff or a person will take it from here. */
const STAFF = /staff|team|owner|manager|a person|someone (will|from)|colleague|member of|get (back|in touch)|reach out|contact you|call you|review/i;
/** An invented delivery fee. */
const FEE = /deliver(y|ies)? (fee|charge|costs?)[^.!?]{0,15}(\$\s?\d|\d+(\.\d\d)? (dollars|USD))|free delivery|delivery is free/i;
/** A delivery time promised. */
const DELIVERY_PROMISE = /\bwill (arrive|be delivered|get there|be there|reach you) (by|at|before|around|within)\b|\bwithin \d+ (minutes|hours)\b|(driver|courier) (will|is)/i;
/** A friendly close after thanks. */
const CLOSE = /thank|welcome|enjoy|see you|bye|glad|pleasure|great day|anytime|have a|no problem|all set/i;
/** Asks to confirm the order (the read-back again). */
const ASKS_CONFIRM = /\byes\b|confirm|place (it|the order|your order)|look (right|good|ok)|correct\?|shall I|should I/i;
/** The order is not placed / what to change. */
const NOT_PLACED_OR_CHANGE = /chang|not (been )?placed|cancel|what would you like|fix|wrong|edit|adjust|different/i;
/** Open at this moment (not only the usual hours). */
const OPEN_NOW = /open (right )?now|\b(open|close|closing)\b[^.]{0,20}\b(until|till|til|at) 8|\byes\b[^.]{0,30}\bopen\b/i;
/** Closed that day. */
const CLOSED = /closed|not open|aren.?t open|are not open/i;

const T = (h: number, m = 0): RegExp => {
  const hour12 = h % 12 || 12;
  const ampm = h < 12 ? 'a\\.?m\\.?' : 'p\\.?m\\.?';
  const words = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'][h % 12];
  const mm = m === 0 ? '(:00)?' : `:${String(m).padStart(2, '0')}`;
  return new RegExp(`\\b${hour12}${mm}\\s*${ampm}|\\b${words}${m === 0 ? '' : '[- ]\\w+'}\\s*(${ampm}|o.?clock|in the (afternoon|morning|evening))`, 'i');
};

const written: Script[] = [
  // ================================================================ one idea per message
  {
    id: 'pyo-wa-carrot-in-pieces',
    category: 'pieces',
    channel: 'whatsapp',
    steps: ['hey', 'do u have carrot cake', 'the whole one', 'for sunday', 'like 2pm', 'pickup', 'Jess Tran', '👍'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Jess Tran' },
      never: [NOT_UNDERSTOOD],
    },
  },
  {
    id: 'pyo-sms-lemon-slices-bits',
    category: 'pieces',
    channel: 'sms',
    steps: ['hiii', 'lemon slices?', '3 pls', 'today', 'around 4', 'Ana Ruiz', 'yep'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Ana Ruiz' },
    },
  },
  {
    id: 'pyo-web-three-kinds-in-pieces',
    category: 'pieces',
    channel: 'webchat',
    steps: ['can i get a lemon slice', 'and a carrot one', 'oh and 2 vanilla ones', 'for 3 today', 'Gia Russo', '512-555-0143', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 1 }, { sku: 'carrot-slice', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Gia Russo',
        phone: '+15125550143',
      },
    },
  },
  {
    id: 'pyo-sms-i-need-a-cake-pieces',
    category: 'pieces',
    channel: 'sms',
    steps: ['i need', 'a cake', 'chocolate', 'for tmrw', '2pm', 'pickup', 'Ravi', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Ravi' },
    },
  },
  {
    id: 'pyo-web-insta-post-lemon-sunday',
    category: 'pieces',
    channel: 'webchat',
    steps: ['hiii 👋', 'saw ur post on insta!!', 'is the lemon cake available for sunday?', 'ok ill take one', '2pm', 'pickup', 'Rina Das', '512-555-0142', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Rina Das', phone: '+15125550142' },
      never: [NOT_UNDERSTOOD],
    },
  },

  // ================================================================ emoji answers
  {
    id: 'pyo-wa-ok-hand-readback',
    category: 'emoji',
    channel: 'whatsapp',
    steps: ['hey can i get 2 red velvet slices for 12:30 today', 'Tom Beck', '👌'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:30', name: 'Tom Beck' },
    },
  },
  {
    id: 'pyo-sms-thumbs-skin-tone',
    category: 'emoji',
    channel: 'sms',
    steps: ['whole vanilla bean cake for sunday 11am pickup, Kai Moreno', '👍🏽'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Kai Moreno' },
    },
  },
  {
    id: 'pyo-web-check-mark-yes',
    category: 'emoji',
    channel: 'webchat',
    steps: ['2 carrot slices for 5pm today', 'Lena Park', '512-555-0131', '✅'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Lena Park', phone: '+15125550131' },
    },
  },
  {
    id: 'pyo-wa-thumbs-down-readback',
    category: 'emoji',
    channel: 'whatsapp',
    steps: ['whole choc fudge cake sat 3pm pickup, Ray Dunn', '👎'],
    expect: {
      noOrder: true,
      lastSays: [NOT_PLACED_OR_CHANGE],
    },
  },
  {
    id: 'pyo-sms-lemon-emoji-product',
    category: 'emoji',
    channel: 'sms',
    steps: ['can i get 2 slices of the 🍋 cake for 11am', 'Rue Park', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Rue Park' },
    },
  },
  {
    id: 'pyo-wa-ty-heart-after-placing',
    category: 'emoji',
    channel: 'whatsapp',
    steps: ['1 lemon slice noon today, Ed Fox', 'yes', 'ty!! ur the best 💕'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Ed Fox' },
      says: [ORDER_ID],
      lastSays: [CLOSE],
      never: [NOT_UNDERSTOOD],
    },
  },

  // ================================================================ voice-note transcriptions, no punctuation
  {
    id: 'pyo-wa-voice-note-lemon-recital',
    category: 'run-on',
    channel: 'whatsapp',
    steps: [
      'hi yeah so i was wondering if i could get a whole lemon cake for sunday um its for my daughters recital and i could pick it up at like 1 oclock ish and my name is Gwen Adler thank you',
      '👍',
    ],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Gwen Adler' },
    },
  },
  {
    id: 'pyo-wa-voice-note-four-slices',
    category: 'run-on',
    channel: 'whatsapp',
    steps: ['ok so basically i need 4 slices 2 of the chocolate fudge large ones and 2 carrot and im gonna swing by around 3 today its Omar', 'yep'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Omar',
      },
    },
  },
  {
    id: 'pyo-wa-voice-note-delivery',
    category: 'run-on',
    channel: 'whatsapp',
    steps: [
      'hey its Lucia um so i want the red velvet the whole cake not slices for saturday at 4 and can you deliver it to 2210 Riverside Dr Austin 78741 thanks',
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-21T16:00',
        name: 'Lucia',
        address: /2210 Riverside/i,
      },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pyo-sms-run-on-question-and-order',
    category: 'run-on',
    channel: 'sms',
    steps: ['hi um do you guys have the vanilla bean cake like the whole one how much is it and can i get it for sunday at 10 in the morning', 'pickup', 'Greta Lowe', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Greta Lowe' },
      says: [price(44)],
      never: [/10[- ]?inch/i],
    },
  },
  {
    id: 'pyo-voice-run-on-large-slices',
    category: 'run-on',
    channel: 'voice',
    steps: ["hi uh so I need like two slices of the chocolate fudge the big ones for around noon today and my name's Ray Ortiz", 'yep'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Ray Ortiz' },
    },
  },

  // ================================================================ ALL CAPS
  {
    id: 'pyo-sms-caps-lemon-slices',
    category: 'caps',
    channel: 'sms',
    steps: ['NEED 3 LEMON SLICES FOR 2PM TODAY', 'MARCUS', 'YES'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00' },
      says: [/marcus/i],
    },
  },
  {
    id: 'pyo-wa-caps-vanilla-whole',
    category: 'caps',
    channel: 'whatsapp',
    steps: ['HI DO YOU HAVE VANILLA CAKE WHOLE FOR SUNDAY NOON PICKUP NAME IS JUDY KIM', 'YES PLEASE', 'YES'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00' },
      says: [/judy kim/i],
    },
  },
  {
    id: 'pyo-web-caps-nut-question',
    category: 'caps',
    channel: 'webchat',
    steps: ['IS THE CARROT CAKE NUT FREE??? MY SON HAS A NUT ALLERGY'],
    expect: {
      noOrder: true,
      lastSays: [WALNUTS, NO_PROMISE],
      never: [SAFE_CLAIM],
    },
  },

  // ================================================================ abbreviations and text-speak
  {
    id: 'pyo-sms-lmn-slcs-text-speak',
    category: 'abbrev',
    channel: 'sms',
    steps: ['hey cn i gt 2 lmn slcs 4 2day @ 4 pls', 'thx its Bo Lind', 'yea'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Bo Lind' },
    },
  },
  {
    id: 'pyo-sms-rv-n-lemon-4-pickup',
    category: 'abbrev',
    channel: 'sms',
    steps: ['can i get 2 rv slices n 1 lemon slice 4 pickup @ 3 2day', 'Cam Reed', 'ya'],
    expect: {
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'lemon-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Cam Reed',
      },
    },
  },
  {
    id: 'pyo-wa-tmrw-b4-noon',
    category: 'abbrev',
    channel: 'whatsapp',
    steps: ['can i get a whole choc fudge cake 4 tmrw', 'pick up b4 noon', '11:30 works', 'Dina Volk', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:30', name: 'Dina Volk' },
    },
  },
  {
    id: 'pyo-sms-2moro-y',
    category: 'abbrev',
    channel: 'sms',
    steps: ['can i pick up a whole lemon cake 2moro at 5', 'pickup', 'Liz Ward', 'y'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Liz Ward' },
    },
  },
  {
    id: 'pyo-wa-choc-slices-rn',
    category: 'abbrev',
    channel: 'whatsapp',
    steps: ['do u have choc fudge slices rn', 'k 2 large ones pls', 'ill be there at 11', 'Pat Quinn', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Pat Quinn' },
    },
  },
  {
    id: 'pyo-web-wat-time-u-close-2nite',
    category: 'abbrev',
    channel: 'webchat',
    steps: ['wat time u close 2nite'],
    expect: { noOrder: true, lastSays: [CLOSES_8] },
  },
  {
    id: 'pyo-sms-r-u-open-rn',
    category: 'abbrev',
    channel: 'sms',
    steps: ['r u open rn?'],
    expect: { noOrder: true, lastSays: [OPEN_NOW, CLOSES_8], never: [CLOSED] },
  },
  {
    id: 'pyo-sms-slices-left-pls-say-yes',
    category: 'abbrev',
    channel: 'sms',
    steps: ['do u have any slices left rn? pls say yes lol'],
    expect: { noOrder: true, lastSays: [/lemon/i, /carrot/i, /red velvet/i] },
  },
  {
    id: 'pyo-sms-how-much-whole-rv',
    category: 'abbrev',
    channel: 'sms',
    steps: ['how much 4 a whole rv'],
    expect: { noOrder: true, lastSays: [price(50)] },
  },
  {
    id: 'pyo-wa-strawberry-rn',
    category: 'abbrev',
    channel: 'whatsapp',
    steps: ['do u have strawberry shortcake rn 🍓🍓'],
    expect: { noOrder: true, lastSays: [UNAVAILABLE] },
  },

  // ================================================================ same as last time: no memory, ask
  {
    id: 'pyo-sms-same-as-last-time',
    category: 'last-time',
    channel: 'sms',
    steps: ['hey its Dana, same as last time pls 🙏'],
    expect: { noOrder: true, lastSays: [ASKS_WHAT], never: [MEMORY_CLAIM] },
  },
  {
    id: 'pyo-wa-same-as-last-week-sunday',
    category: 'last-time',
    channel: 'whatsapp',
    steps: ['same order as last week but for sunday pls', 'oh lol ok the whole red velvet', '1pm', 'pickup', 'Dana Ruiz', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Dana Ruiz' },
      says: [ASKS_WHAT],
      never: [MEMORY_CLAIM],
    },
  },
  {
    id: 'pyo-voice-my-usual-tomorrow',
    category: 'last-time',
    channel: 'voice',
    steps: ["yeah hi it's Mike, can I just get my usual for tomorrow"],
    expect: { noOrder: true, lastSays: [ASKS_WHAT], never: [MEMORY_CLAIM] },
  },
  {
    id: 'pyo-web-repeat-my-last-order',
    category: 'last-time',
    channel: 'webchat',
    steps: ['hi can u just repeat my last order? same cake same time, 512-555-0135'],
    expect: { noOrder: true, lastSays: [ASKS_WHAT], never: [MEMORY_CLAIM] },
  },
  {
    id: 'pyo-sms-same-as-last-time-spelled-out',
    category: 'last-time',
    channel: 'sms',
    steps: ['same as last time - 2 red velvet slices, 3pm today. Tess Moon', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Tess Moon' },
      never: [MEMORY_CLAIM],
    },
  },
  {
    id: 'pyo-voice-same-thing-then-tells',
    category: 'last-time',
    channel: 'voice',
    steps: ['hi, can I get the same thing I got last week?', 'oh okay, um, it was two carrot slices, for pickup at noon today', "it's Hal Burke", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Hal Burke' },
      never: [MEMORY_CLAIM],
    },
  },

  // ================================================================ quiet, then 'still there?'
  {
    id: 'pyo-sms-still-there-at-readback',
    category: 'still-there',
    channel: 'sms',
    steps: ['2 lemon slices 3pm today, Max Fry', 'still there?'],
    expect: { noOrder: true, lastSays: [ASKS_CONFIRM, T(15)], never: [NOT_UNDERSTOOD] },
  },
  {
    id: 'pyo-wa-hellooo-still-there-thumbs',
    category: 'still-there',
    channel: 'whatsapp',
    steps: ['whole carrot cake sunday 3pm pickup, Nell Hart', 'hellooo??', 'still there?', '👍'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Nell Hart' },
      never: [NOT_UNDERSTOOD],
    },
  },
  {
    id: 'pyo-web-got-a-call-still-there',
    category: 'still-there',
    channel: 'webchat',
    steps: ['2 vanilla bean slices for 1pm today', 'sorry got a call. still there?', 'Aya Sato', '512-555-0136', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Aya Sato', phone: '+15125550136' },
      never: [NOT_UNDERSTOOD],
    },
  },
  {
    id: 'pyo-web-hello-after-answer',
    category: 'still-there',
    channel: 'webchat',
    steps: ['do u have red velvet', 'hello??'],
    expect: { noOrder: true, lastSays: [/\b(hi|hello|hey|here)\b/i], never: [NOT_UNDERSTOOD] },
  },
  {
    id: 'pyo-voice-silence-still-there',
    category: 'still-there',
    channel: 'voice',
    steps: ['hi, I want two carrot slices please', { silence: true }, 'hello? you still there?', 'uh, at four today', 'Rob Lane', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Rob Lane' },
      never: [NOT_UNDERSTOOD],
    },
  },

  // ================================================================ name and number after the read-back
  {
    id: 'pyo-sms-full-name-and-cell-after-readback',
    category: 'late-details',
    channel: 'sms',
    steps: ['2 lemon slices 1pm today, name Jo', 'Jo Park 737 555 0155', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Jo Park', phone: '+17375550155' },
    },
  },
  {
    id: 'pyo-sms-put-it-under-husband',
    category: 'late-details',
    channel: 'sms',
    steps: ['whole chocolate fudge cake sat 2pm pickup, Amy', 'oh wait put it under my husband Jay Singh 737-555-0160, hes picking it up', '👍'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Jay Singh', phone: '+17375550160' },
    },
  },
  {
    id: 'pyo-web-use-my-cell-instead',
    category: 'late-details',
    channel: 'webchat',
    steps: ['whole red velvet cake sunday noon pickup', 'Kim Ro', '512-555-0137', 'oh wait use my cell instead 737-555-0138', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Kim Ro', phone: '+17375550138' },
    },
  },
  {
    id: 'pyo-wa-number-only-at-readback',
    category: 'late-details',
    channel: 'whatsapp',
    steps: ['3 carrot slices for 2:30 today, Lia Ng', 'my number is 512 555 0161 btw', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: 'Lia Ng', phone: '+15125550161' },
    },
  },

  // ================================================================ answers to part of the question
  {
    id: 'pyo-web-its-for-me-lol',
    category: 'partial-answer',
    channel: 'webchat',
    steps: ['hi', '3 carrot slices at 2pm today', 'its for me lol', 'Sara Oyelaran', '5125550139', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Sara Oyelaran', phone: '+15125550139' },
    },
  },
  {
    id: 'pyo-wa-day-for-whole-or-slice',
    category: 'partial-answer',
    channel: 'whatsapp',
    steps: ['red velvet', 'for sunday at 2', 'whole', 'pickup', 'Ari Ben', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Ari Ben' },
    },
  },
  {
    id: 'pyo-sms-name-for-pickup-question',
    category: 'partial-answer',
    channel: 'sms',
    steps: ['whole lemon cake for sat at 3', 'Zoe Lim', 'pickup', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Zoe Lim' },
    },
  },
  {
    id: 'pyo-web-phone-before-name',
    category: 'partial-answer',
    channel: 'webchat',
    steps: ['2 red velvet slices at noon today', '512-555-0140', 'Abby Fox', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Abby Fox', phone: '+15125550140' },
    },
  },
  {
    id: 'pyo-wa-size-for-how-many',
    category: 'partial-answer',
    channel: 'whatsapp',
    steps: ['choc fudge slices', 'large ones', '2', 'for 1:30 today', 'Lee Hu', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:30', name: 'Lee Hu' },
    },
  },
  {
    id: 'pyo-voice-sunday-then-noon',
    category: 'partial-answer',
    channel: 'voice',
    steps: ['I want to order a whole chocolate fudge cake', 'uh, Sunday', 'noon I guess', 'pick up', 'Dee Lopez', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Dee Lopez' },
    },
  },
  {
    id: 'pyo-sms-yes-but-make-it-430',
    category: 'partial-answer',
    channel: 'sms',
    steps: ['3 carrot slices 4pm today, Gil Marr', 'yes but make it 4:30', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:30', name: 'Gil Marr' },
    },
  },

  // ================================================================ small talk mixed in
  {
    id: 'pyo-sms-diet-starts-monday',
    category: 'small-talk',
    channel: 'sms',
    steps: ['3 regular choc fudge slices for 4pm today', 'lol my diet starts monday 😂', 'Kay Moss', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Kay Moss' },
    },
  },
  {
    id: 'pyo-wa-rv-was-amazing-last-wk',
    category: 'small-talk',
    channel: 'whatsapp',
    steps: ['omg ur red velvet was AMAZING at my sisters party last wk 😍😍', 'anyway can i get 2 lemon slices 4 today at 3', 'Faye Dunn', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Faye Dunn' },
      never: [/which would you like[^?]{0,80}red velvet/i],
    },
  },
  {
    id: 'pyo-sms-bday-tmrw-slices-today',
    category: 'small-talk',
    channel: 'sms',
    steps: ['its my bday tmrw!! 🎉 can i get 2 lemon slices for today at 5 to celebrate early lol', 'Noa Gold', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Noa Gold' },
    },
  },
  {
    id: 'pyo-web-love-ur-cakes-carrot',
    category: 'small-talk',
    channel: 'webchat',
    steps: ['omg i love ur cakes so much', 'the carrot one is my fav', 'can i get a whole one for saturday', '3pm', 'pickup', 'Bea Lim', '512-555-0141', 'yesss'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Bea Lim', phone: '+15125550141' },
      never: [NOT_UNDERSTOOD],
    },
  },
  {
    id: 'pyo-wa-at-work-till-5',
    category: 'small-talk',
    channel: 'whatsapp',
    steps: ['can i get 4 vanilla slices today', 'im at work till 5 so like 5:30?', 'Uma Pace', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:30', name: 'Uma Pace' },
    },
  },
  {
    id: 'pyo-voice-best-lemon-cake-ever',
    category: 'small-talk',
    channel: 'voice',
    steps: ["oh my gosh hi, I just have to say your lemon cake is the best thing I've ever eaten", "anyway I'd like to order a whole one for Saturday at eleven", 'pick up', 'Marge Fong', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Marge Fong' },
    },
  },
  {
    id: 'pyo-voice-carrot-in-pieces',
    category: 'pieces',
    channel: 'voice',
    steps: ['hi, um, do you have carrot cake?', 'the whole one', 'for sunday', 'like two in the afternoon', "I'll pick it up", "it's Jess Tran", "yeah that's right"],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Jess Tran' },
    },
  },

  // ================================================================ rules, said casually
  {
    id: 'pyo-wa-latte-with-slices',
    category: 'rules',
    channel: 'whatsapp',
    steps: ['2 lemon slices 4 2pm today + a latte pls ☕', 'Ivo Novak', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Ivo Novak' },
      says: [DRINKS_IN_CAFE],
    },
  },
  {
    id: 'pyo-sms-deliver-slices-then-pickup',
    category: 'rules',
    channel: 'sms',
    steps: ['can u deliver 3 lemon slices to 800 congress ave', 'ugh ok ill pick up at 2 then', 'Mo Reyes', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Mo Reyes' },
      says: [SLICES_PICKUP_ONLY],
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pyo-wa-overnight-u-up',
    category: 'rules',
    channel: 'whatsapp',
    now: '2026-11-20T23:40:00-06:00',
    steps: ['u up? 😅', '2 red velvet slices for tmrw at 10', 'Nia Cole', '👍'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Nia Cole' },
      never: [NOT_UNDERSTOOD],
    },
  },
  {
    id: 'pyo-wa-custom-bf-30th',
    category: 'rules',
    channel: 'whatsapp',
    steps: ['do u do custom cakes??', 'omg ok i need one for my bf 30th', 'sat the 28th, pickup at 3', '8 inch', 'navy and gold, says "Happy 30th Jay"', 'Mia Chen', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T15:00', name: 'Mia Chen', notes: /jay/i },
    },
  },
  {
    id: 'pyo-wa-bf-allergic-walnuts-lol',
    category: 'rules',
    channel: 'whatsapp',
    steps: ['2 carrot slices for 1pm pls', 'oh wait my bf is allergic to walnuts lol', 'hmm ok make it 2 vanilla slices instead', 'Tali Ross', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T13:00', name: 'Tali Ross', allergy: true },
      says: [STAFF],
      never: [SAFE_CLAIM],
    },
  },
  {
    id: 'pyo-voice-peanut-safe-question',
    category: 'rules',
    channel: 'voice',
    steps: ["hey, do you guys have anything that's, like, safe for someone with a peanut allergy?"],
    expect: { noOrder: true, lastSays: [NO_PROMISE], never: [SAFE_CLAIM, /safe peanut/i] },
  },
  {
    id: 'pyo-sms-closed-sun-then-sat',
    category: 'rules',
    channel: 'sms',
    closedDays: ['2026-11-22'],
    steps: ['r u guys open sun?', 'oh dang ok sat then, whole vanilla cake at 2 pls', 'pickup', 'Kit Barr', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Kit Barr' },
      says: [CLOSED],
    },
  },
];

const notYet = new Set<string>(['pyo-web-three-kinds-in-pieces', 'pyo-sms-lemon-emoji-product', 'pyo-wa-choc-slices-rn', 'pyo-sms-r-u-open-rn', 'pyo-wa-same-as-last-week-sunday', 'pyo-sms-same-as-last-time-spelled-out', 'pyo-wa-day-for-whole-or-slice', 'pyo-wa-size-for-how-many', 'pyo-sms-diet-starts-monday', 'pyo-voice-best-lemon-cake-ever', 'pyo-voice-peanut-safe-question']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
