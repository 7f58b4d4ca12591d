import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WY: CONVERSATIONS THAT DO NOT START WITH AN ORDER. The customer opens with something else:
// "hello", "hi there", "anyone there?", "is this the bakery?", "who am I talking to?", "are you a
// bot?", a text meant for someone else (a wrong number, then "sorry!" or "oh well, while I'm here
// ..."), "where are you located?", "is there parking?", "what's the wifi password?", "do you have
// seating?", "are you open now / what time do you close?", gift questions (a gift card, gift
// wrapping, a cake for someone else to pick up, a message on the cake), and then either an order
// (placed exactly as asked, read back and confirmed) or no order and a goodbye (nothing placed).
// Answers never invent facts the menu and settings do not hold.
//
// Decisions where the spec is silent:
// - "Is this the bakery?" is answered yes (the assistant speaks for the bakery); "who am I talking
//   to?" and "are you a bot / real person?" are answered plainly: an automated assistant, never a
//   claim to be a person.
// - The menu and settings hold no street address, parking, wifi, seating, gift card or gift
//   wrapping facts. Asked, the clerk says it cannot tell / points to staff, and never invents one
//   (no address, no "free parking", no wifi password, no "plenty of seating", no "we sell gift
//   cards"). The business hours (8 AM to 8 PM, 7 days) are known and may be stated.
// - A question asked together with an order in the same message does not lose the order: the
//   order is taken and placed as asked, and the question is still answered (honestly: "I can't
//   say, staff can help"), not silently skipped. A question about the place ("places to sit",
//   "a pharmacy refill") is never read as a product asked for ("we do not have places sit inside
//   on our menu"), and "do you have tables?" is never answered "yes, we have it".
// - A wrong number ("is this Mike?", "sorry wrong number") places nothing and starts no order;
//   a wrong-number texter who then orders gets the order like anyone else.
// - A cake bought as a gift and picked up by someone else is put under the name of the person the
//   customer names for it ("put it under my mom's name, Linda Park"). A message for a whole cake
//   ("Happy Birthday Grandma") goes in the order's notes.
// - A goodbye ("ok thanks bye", "never mind, have a good day", "sorry, wrong number") places
//   nothing and gets a polite close (you're welcome / no problem / goodbye), not "I did not catch
//   that", "What would you like to order?" or "There is no order in progress to cancel".
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46, red velvet
// $50, vanilla bean $44; lemon chiffon 10-inch only $58. Slices (pickup only, no notice): chocolate
// fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean
// $5.50. Custom $65 (8-inch) / $85 (10-inch), 72 h, needs_approval. Delivery: needs_approval.
// Allergy: needs_approval. Open 8 AM to 8 PM; orders placed 8 PM - 8 AM are held_overnight.
// Clock: Fri 2026-11-20 10:00 Central; Sat 21, Sun 22, Mon 23, Tue 24.

/** Words that turn a following phrase into a denial or a question rather than a claim. */
const NEG = String.raw`(?:\w+n['’]t|dont|cant|wont|isnt|arent|doesnt|not|no|none|nothing|never|any|if|whether|sorry|unfortunately|afraid|which|what|about|unsure|sure|know|confirm|track|share|info|information)`;
/** A claim: the phrase, not shortly after a negation / question word, nor shortly before "not". */
function claim(core: string): RegExp {
  return new RegExp(String.raw`(?<!\b${NEG}\b[^.!?]{0,40})\b(?:${core})\b(?![^.!?]{0,30}\b(?:\w+n['’]t|not|no longer)\b)`, 'i');
}

/** An order id or a claim an order was placed (for scripts that place nothing). */
const PLACED = /\bord_[0-9a-z]{6,}|order (is|has been|was) (placed|confirmed|booked)|placed your order/i;
/** The assistant says it is automated. */
const AUTOMATED = /automated|virtual|\bbot\b|\bAI\b|not a (real )?(person|human)|assistant/i;
/** Who answered: the bakery's (automated) assistant. */
const WHO = /automated|virtual|\bbot\b|\bAI\b|assistant|bakery/i;
/** The assistant claims to be a person. */
const HUMAN_CLAIM = /\b(i'?m|i am) (a |an )?(real|actual|live)? ?(person|human)\b|\bnot a (bot|robot|machine)\b|\bi'?m (a |one of the )?(staff|baker|employee)s?\b/i;
/** "Yes, this is the bakery." */
const BAKERY = /\bbakery\b|you('ve| have) reached|that'?s us|\byes\b/i;
/** An honest "I don't know that / can't help with that here" (or a hand-off). */
const DONT_KNOW =
  /(don'?t|do not|doesn'?t|does not) (have|know)|not sure|unsure|can'?t (say|confirm|tell|help|answer|provide|share|speak)|cannot (say|confirm|tell|help|answer|provide|share|speak)|unable to|not able to|no (information|info|details)|not (something )?I can|staff|team|owner|call|contact|reach out/i;
/** An invented street address or location. */
const ADDRESS =
  /\b\d{1,5}\s+(?:[NSEW]\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Court|Ct|Place|Pl|Parkway|Pkwy|Highway|Hwy|street|avenue|road|boulevard|lane|drive)\b|\b[Ww]e(?:'re| are)(?: located)? (?:in|at|on|near|across from) (?:the )?[A-Z][a-z]+|\b(?:Main|Elm|Oak|Maple|Park|Market|First|Second) (?:St|Street|Ave|Avenue)\b|\bsuite \d+/;
/** Parking promised. */
const PARKING_CLAIM = claim(
  String.raw`(?:free |plenty of |ample |street |a )?parking (?:lot|is available|available|garage|out front|behind)|(?:we|there) (?:have|has|is) (?:free |plenty of |ample |a )?(?:parking|car park)`,
);
/** Wifi promised or a password given. */
const WIFI_CLAIM = claim(String.raw`(?:free |complimentary )?wi-?fi (?:is )?(?:available|free)|(?:we|you) (?:have|offer|get|provide) (?:free |complimentary )?wi-?fi|(?:wi-?fi )?password (?:is|:)`);
/** Seating promised. */
const SEATING_CLAIM = claim(String.raw`(?:we|there) (?:have|has|is|are|offer) (?:plenty of |some |lots of |a few |limited |comfortable |cozy )?(?:seating|seats|tables)|seating (?:is )?available`);
/** Gift cards, gift wrap or boxes promised. */
const GIFT_CLAIM = claim(
  String.raw`(?:we|you can) (?:do |offer |have |sell |can do |provide )(?:gift[- ]?wrap(?:ping)?|gift (?:boxes|bags|cards|certificates|baskets))|gift cards? (?:are|is) available|gift[- ]?wrapping (?:is )?(?:available|free)`,
);
/** An order begun on a message that asked for nothing. */
const ORDER_STARTED =
  /\bgot it: (a|an|\d+|one|two)\b|shall I (put|book|pencil) (it|that|them) (down|in)|what name (should|shall|can) I|(added|put) (it|that|them) (to|on) your order/i;
/** The bakery hours. */
const OPEN8 = /\b8\s*(:00\s*)?(am|a\.m\.)|eight (am|a\.m\.|o.?clock|in the morning)/i;
const CLOSE8 = /\b8\s*(:00\s*)?(pm|p\.m\.)|eight (pm|p\.m\.|o.?clock|in the evening|at night)|20:00/i;
/** Drinks are bought in the cafe, not ordered. */
const DRINKS_IN_CAFE = /caf[eé]|in[- ]store|in person|at the (counter|bakery)|can.?t (be )?(order|pre-?order|reserve)|cannot (be )?(order|pre-?order|reserve)|not (available )?(to|for) (order|pre-?order)|only (order|take) (cakes|baked)/i;
/** A custom cake: staff approve it. */
const STAFF = /staff|team|owner|manager|approv|review/i;

/** A polite close to "thanks, bye" / "sorry, wrong number" (not "did not catch that"). */
const BYE_OK = /welcome|no (problem|worries)|(good|great|nice|lovely) (day|night|evening|one)|\bbye\b|goodbye|take care|anytime|any time|thank/i;
/** A question that is not about cakes read as a cake someone asked for ("we do not have places sit inside on our menu"). */
const NOT_A_PRODUCT =
  /do not have "?[^".!?]{0,40}\b(places?|sit|seats?|seating|tables?|pharmacy|prescriptions?|refill|dentist|appointments?|reschedule)\b[^".!?]{0,30}"? on our menu/i;
/** The question about the place answered honestly (not known here / ask staff). */
const PLACE_UNKNOWN =
  /(don'?t|do not|cannot|can'?t|unable to|not able to|not sure)[^.!?]{0,40}(address|location|located|where|parking|park|seating|seats|tables|sit|wi-?fi|help with that)|(address|location|parking|seating|wi-?fi)[^.!?]{0,60}(staff|person|call)/i;

const NEVER_INVENT = [ADDRESS, PARKING_CLAIM, WIFI_CLAIM, SEATING_CLAIM, GIFT_CLAIM, NOT_A_PRODUCT, /\byes,? we have it\b/i];

const written: Script[] = [
  // ================================================================ SMS
  {
    id: 'pwy-sms-hi-then-lemon-slices',
    category: 'opening',
    channel: 'sms',
    steps: ['hi', '2 lemon slices for 3pm today pls', 'Nora Haddad', 'yes'],
    expect: {
      says: [price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Nora Haddad' },
    },
  },
  {
    id: 'pwy-sms-is-this-bakery-then-carrot-cake',
    category: 'opening',
    channel: 'sms',
    steps: ['is this the bakery?', 'ok cool. can i get a whole carrot cake for sat at 2pm, pick up', 'Ben Ortiz', 'yes'],
    expect: {
      says: [BAKERY, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Ben Ortiz' },
      never: [HUMAN_CLAIM],
    },
  },
  {
    id: 'pwy-sms-who-is-this',
    category: 'opening',
    channel: 'sms',
    steps: ['who is this?'],
    expect: { noOrder: true, lastSays: [WHO], never: [HUMAN_CLAIM, PLACED, ORDER_STARTED] },
  },
  {
    id: 'pwy-sms-are-u-a-bot-then-rv-slices',
    category: 'bot-question',
    channel: 'sms',
    steps: ['r u a bot', 'lol ok. 4 red velvet slices at 1 today then', 'Kat Reyes', 'yes'],
    expect: {
      says: [AUTOMATED, price(26)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Kat Reyes' },
      never: [HUMAN_CLAIM],
    },
  },
  {
    id: 'pwy-sms-wrong-number-sorry',
    category: 'wrong-number',
    channel: 'sms',
    steps: ['hey mike its jess, are we still on for tonight?', 'omg sorry wrong number'],
    expect: { noOrder: true, lastSays: [BYE_OK], never: [NOT_A_PRODUCT, PLACED, ORDER_STARTED, HUMAN_CLAIM] },
  },
  {
    id: 'pwy-sms-wrong-number-then-orders',
    category: 'wrong-number',
    channel: 'sms',
    steps: ['is this dr patels office?', 'oh lol a bakery. well since im here, 2 choc fudge slices at 4 today', 'Priya Shah', 'yes'],
    expect: { never: [NOT_A_PRODUCT],
      says: [price(13)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Priya Shah' },
    },
  },
  {
    id: 'pwy-sms-where-located-then-vanilla-cake',
    category: 'store-info',
    channel: 'sms',
    steps: ['hello where are you located?', 'ok ill look it up. whole vanilla bean cake sunday 11am pickup, name Dev Shah', 'yes'],
    expect: {
      says: [DONT_KNOW, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Dev Shah' },
      never: NEVER_INVENT,
    },
  },
  {
    id: 'pwy-sms-wifi-password',
    category: 'store-info',
    channel: 'sms',
    steps: ['whats the wifi password', 'k nvm thanks'],
    expect: { noOrder: true, lastSays: [BYE_OK], says: [DONT_KNOW], never: [...NEVER_INVENT, PLACED, ORDER_STARTED] },
  },
  {
    id: 'pwy-sms-seating-then-slices',
    category: 'store-info',
    channel: 'sms',
    steps: ['do u have seating? want to sit w a friend', 'ok. then 2 vanilla slices and 2 lemon slices for 2pm today', 'Mia Torres', 'yes'],
    expect: {
      says: [DONT_KNOW, price(22.5)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Mia Torres' },
      never: NEVER_INVENT,
    },
  },
  {
    id: 'pwy-sms-open-now-then-slices',
    category: 'hours',
    channel: 'sms',
    steps: ['hey r u open rn?', 'what time do u close', 'ok 2 large choc fudge slices at 6 then', 'Luis Garza', 'yes'],
    expect: {
      says: [CLOSE8, price(19)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Luis Garza' },
    },
  },
  {
    id: 'pwy-sms-gift-card-question-bye',
    category: 'gift',
    channel: 'sms',
    steps: ['do u sell gift cards? want one for my sister', 'ah ok, never mind then, thanks'],
    expect: { noOrder: true, lastSays: [BYE_OK], says: [DONT_KNOW], never: [...NEVER_INVENT, PLACED, ORDER_STARTED, /\$\s?\d+[^.!?]{0,20}gift card/i] },
  },
  {
    id: 'pwy-sms-gift-for-mom-her-name',
    category: 'gift',
    channel: 'sms',
    steps: ["hi! its a gift for my mom, can she pick it up herself?", 'whole red velvet cake sunday at 1pm. put it under her name, Linda Park', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Linda Park' },
      never: NEVER_INVENT,
    },
  },
  {
    id: 'pwy-sms-hello-anyone-there',
    category: 'opening',
    channel: 'sms',
    steps: ['hello?', 'anyone there??', 'ok a whole chocolate fudge cake for tmrw 3pm pickup', 'Sam Ruiz', 'yes'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Sam Ruiz' },
    },
  },
  {
    id: 'pwy-sms-good-morning-questions-then-bye',
    category: 'goodbye',
    channel: 'sms',
    steps: ['good morning!', 'how much is a slice of carrot cake', 'and a whole one?', 'ok thanks, ill come by later. bye!'],
    expect: { noOrder: true, lastSays: [BYE_OK], says: [price(6), price(46)], never: [PLACED, ...NEVER_INVENT] },
  },
  {
    id: 'pwy-sms-night-hello-then-order',
    category: 'opening',
    channel: 'sms',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['hey r u still open', 'ok can i order for tmrw then? 3 rv slices at 11am', 'Pia Dunn', 'yes'],
    expect: {
      says: [CLOSE8],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T11:00', name: 'Pia Dunn' },
    },
  },
  {
    id: 'pwy-sms-human-then-order',
    category: 'bot-question',
    channel: 'sms',
    steps: ['am i talking to a real person?', 'fine. whole lemon cake for sunday noon, pick up. Gus Hart', 'yes'],
    expect: {
      says: [AUTOMATED, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Gus Hart' },
      never: [HUMAN_CLAIM],
    },
  },
  {
    id: 'pwy-sms-question-in-order-message',
    category: 'store-info',
    channel: 'sms',
    steps: ['hi is there parking by u? also id like 2 carrot slices at 5pm today', 'Omar Hale', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Omar Hale' },
      never: NEVER_INVENT,
    },
  },
  {
    id: 'pwy-sms-gift-message-on-cake',
    category: 'gift',
    channel: 'sms',
    steps: ['hey its my grandmas bday, can u write on a cake?', 'whole vanilla bean cake sat 4pm pickup, write Happy Birthday Grandma', 'Ivy Chen', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Ivy Chen', notes: /happy birthday grandma/i },
    },
  },
  {
    id: 'pwy-sms-just-browsing-bye',
    category: 'goodbye',
    channel: 'sms',
    steps: ['hi', 'just looking thx', 'bye'],
    expect: { noOrder: true, lastSays: [BYE_OK], never: [PLACED, ORDER_STARTED, HUMAN_CLAIM] },
  },

  // ================================================================ WhatsApp
  {
    id: 'pwy-wa-hi-emoji-then-rv-cake',
    category: 'opening',
    channel: 'whatsapp',
    steps: ['Hiii 👋😊', 'I want a whole red velvet cake for Saturday 5pm, pickup 🎂', 'Zoe Marsh', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Zoe Marsh' },
    },
  },
  {
    id: 'pwy-wa-is-this-the-cake-place',
    category: 'opening',
    channel: 'whatsapp',
    steps: ['Hello, is this the cake place? My friend gave me this number', 'Great! 6 lemon slices for 3 today please', 'Ana Ruiz', 'yes'],
    expect: {
      says: [BAKERY, price(34.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Ana Ruiz' },
      never: [HUMAN_CLAIM],
    },
  },
  {
    id: 'pwy-wa-who-am-i-talking-to',
    category: 'bot-question',
    channel: 'whatsapp',
    steps: ['Who am I talking to?', 'ok thanks, bye'],
    expect: { noOrder: true, lastSays: [BYE_OK], says: [AUTOMATED], never: [HUMAN_CLAIM, PLACED, ORDER_STARTED] },
  },
  {
    id: 'pwy-wa-wrong-number-family-group',
    category: 'wrong-number',
    channel: 'whatsapp',
    steps: ['Mom are you coming to dinner sunday?? 🍝', 'Oops sorry, wrong chat 🙈'],
    expect: { noOrder: true, lastSays: [BYE_OK], never: [NOT_A_PRODUCT, PLACED, ORDER_STARTED, HUMAN_CLAIM] },
  },
  {
    id: 'pwy-wa-location-parking-then-cake',
    category: 'store-info',
    channel: 'whatsapp',
    steps: ['Hi! Where exactly are you and is there parking?', 'Ok no worries. A whole carrot cake for Sunday 10am pickup please', 'Rob Tell', 'yes'],
    expect: {
      says: [DONT_KNOW, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Rob Tell' },
      never: NEVER_INVENT,
    },
  },
  {
    id: 'pwy-wa-wifi-seating-remote-work',
    category: 'store-info',
    channel: 'whatsapp',
    steps: ['Hey, do you have wifi and somewhere to sit? Looking for a spot to work for a few hours', 'Ah ok, thanks anyway 🙏'],
    expect: { noOrder: true, lastSays: [BYE_OK], says: [DONT_KNOW], never: [...NEVER_INVENT, PLACED, ORDER_STARTED] },
  },
  {
    id: 'pwy-wa-bot-question-then-custom',
    category: 'bot-question',
    channel: 'whatsapp',
    steps: ['is this a bot or a real person?', 'ok, i need a custom cake 8 inch for tuesday 2pm, unicorn theme, pickup', 'Ella Voss', 'yes'],
    expect: {
      says: [AUTOMATED, price(65), STAFF],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T14:00', name: 'Ella Voss', notes: /unicorn/i },
      never: [HUMAN_CLAIM],
    },
  },
  {
    id: 'pwy-wa-gift-wrap-then-cake',
    category: 'gift',
    channel: 'whatsapp',
    steps: ['Hi, do you gift wrap cakes? It is a present for my boss', 'ok. whole chocolate fudge cake for Monday at 9am then, pickup', 'Marco Ricci', 'yes'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T09:00', name: 'Marco Ricci' },
      never: NEVER_INVENT,
    },
  },
  {
    id: 'pwy-wa-gift-for-friend-delivery',
    category: 'gift',
    channel: 'whatsapp',
    steps: ["Hello! I'd like to surprise my friend with a cake. Can you deliver?", 'A whole lemon cake to 48 Willow Bend on Sunday at 2pm please', 'Lia Brandt', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Lia Brandt', address: /48 Willow Bend/i },
      never: NEVER_INVENT,
    },
  },
  {
    id: 'pwy-wa-hello-allergy-question-then-order',
    category: 'opening',
    channel: 'whatsapp',
    steps: ['Good afternoon 🙂', 'my son has a peanut allergy, is the red velvet safe?', 'ok, please note it. 2 red velvet slices at 4pm today', 'Nia Cole', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T16:00', name: 'Nia Cole', allergy: true },
      never: [/(peanut|nut|allergen)[- ]free/i, /(it'?s|is|are) (completely |totally |perfectly )?safe\b/i],
    },
  },
  {
    id: 'pwy-wa-where-located-thanks-bye',
    category: 'goodbye',
    channel: 'whatsapp',
    steps: ['Hi, where are you located? Thinking of stopping by tomorrow', 'Ok thanks, have a nice day!'],
    expect: { noOrder: true, lastSays: [BYE_OK], says: [DONT_KNOW], never: [...NEVER_INVENT, PLACED, ORDER_STARTED] },
  },
  {
    id: 'pwy-wa-wrong-number-then-orders',
    category: 'wrong-number',
    channel: 'whatsapp',
    steps: ['Hi is this Tony? About the couch', "Oh it's a bakery 😂 sorry. Actually... can I get 2 carrot slices at 1pm today?", 'Kim Soto', 'yes'],
    expect: { never: [NOT_A_PRODUCT],
      says: [price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Kim Soto' },
    },
  },
  {
    id: 'pwy-wa-seating-in-order-message',
    category: 'store-info',
    channel: 'whatsapp',
    steps: ['Do you have tables inside? I want 2 chocolate fudge slices at 11:30 today, to eat there if possible', 'Tara Finch', 'yes'],
    expect: {
      says: [PLACE_UNKNOWN, price(13)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Tara Finch' },
      never: NEVER_INVENT,
    },
  },

  // ================================================================ voice
  {
    id: 'pwy-voice-hello-is-this-bakery',
    category: 'opening',
    channel: 'voice',
    steps: ['hello is this the bakery', "yeah I'd like a whole carrot cake for tomorrow at noon I'll pick it up", 'Dan Brooks', 'yes'],
    expect: {
      says: [BAKERY, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Dan Brooks' },
      never: [HUMAN_CLAIM],
    },
  },
  {
    id: 'pwy-voice-am-i-talking-to-a-machine',
    category: 'bot-question',
    channel: 'voice',
    steps: ['wait am I talking to a machine', "okay that's fine two red velvet slices for three o'clock today", 'Frank Bell', 'yes'],
    expect: {
      says: [AUTOMATED, price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Frank Bell' },
      never: [HUMAN_CLAIM],
    },
  },
  {
    id: 'pwy-voice-wrong-number-hang-up',
    category: 'wrong-number',
    channel: 'voice',
    steps: ['hi is this the pharmacy I need to refill a prescription', "oh I'm sorry I must have the wrong number bye"],
    expect: { noOrder: true, lastSays: [BYE_OK], never: [NOT_A_PRODUCT, PLACED, ORDER_STARTED, HUMAN_CLAIM] },
  },
  {
    id: 'pwy-voice-where-are-you-then-order',
    category: 'store-info',
    channel: 'voice',
    steps: ['hi where are you located exactly', "okay um I'll find it. three lemon slices for four this afternoon", 'Rita Moreno', 'yes'],
    expect: {
      says: [DONT_KNOW, price(17.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Rita Moreno' },
      never: NEVER_INVENT,
    },
  },
  {
    id: 'pwy-voice-parking-bye',
    category: 'store-info',
    channel: 'voice',
    steps: ['yeah hi is there somewhere to park near the bakery', "alright thanks I'll call back later goodbye"],
    expect: { noOrder: true, lastSays: [BYE_OK], says: [DONT_KNOW], never: [...NEVER_INVENT, PLACED, ORDER_STARTED] },
  },
  {
    id: 'pwy-voice-who-am-i-speaking-with',
    category: 'bot-question',
    channel: 'voice',
    steps: ['hi who am I speaking with', 'okay I want a whole vanilla bean cake for sunday at two pickup', 'Amy Fox', 'yes'],
    expect: {
      says: [AUTOMATED, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Amy Fox' },
      never: [HUMAN_CLAIM],
    },
  },
  {
    id: 'pwy-voice-open-today-then-slices',
    category: 'hours',
    channel: 'voice',
    steps: ['good morning are you open today', 'great how late are you open', 'okay then two large chocolate fudge slices at seven tonight', 'Lucy Hart', 'yes'],
    expect: {
      says: [CLOSE8, price(19)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:00', name: 'Lucy Hart' },
    },
  },
  {
    id: 'pwy-voice-gift-for-neighbor',
    category: 'gift',
    channel: 'voice',
    steps: [
      "hi I want to get a cake as a thank you gift for my neighbor she'll pick it up",
      'a whole lemon chiffon cake for saturday at eleven put it under her name Joan Miller',
      'yes',
    ],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Joan Miller' },
      never: NEVER_INVENT,
    },
  },
  {
    id: 'pwy-voice-hello-hello-silence-then-order',
    category: 'opening',
    channel: 'voice',
    steps: ['hello', { silence: true }, "sorry I'm here I'd like four carrot slices for two o'clock", 'Tim Ross', 'yes'],
    expect: {
      says: [price(24)],
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Tim Ross' },
    },
  },
  {
    id: 'pwy-voice-wifi-question-bye',
    category: 'store-info',
    channel: 'voice',
    steps: ['hi quick question do you guys have wifi in the cafe', 'okay never mind thank you bye'],
    expect: { noOrder: true, lastSays: [BYE_OK], says: [DONT_KNOW], never: [...NEVER_INVENT, PLACED, ORDER_STARTED] },
  },
  {
    id: 'pwy-voice-real-person-then-delivery',
    category: 'bot-question',
    channel: 'voice',
    steps: [
      'is this a real person',
      "okay well I'd like a whole chocolate fudge cake delivered sunday at noon to fifteen oak hollow drive",
      'Nora Quinn',
      'yes',
    ],
    expect: {
      says: [AUTOMATED, STAFF],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T12:00', name: 'Nora Quinn', address: /15 oak hollow|fifteen oak hollow/i },
      never: [HUMAN_CLAIM],
    },
  },
  {
    id: 'pwy-voice-seating-then-slices',
    category: 'store-info',
    channel: 'voice',
    steps: ['do you have places to sit down inside', "okay I'll just pick up then two vanilla bean slices at eleven thirty", 'Joe Grant', 'yes'],
    expect: {
      says: [DONT_KNOW, price(11)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Joe Grant' },
      never: NEVER_INVENT,
    },
  },
  {
    id: 'pwy-voice-night-is-anybody-there',
    category: 'opening',
    channel: 'voice',
    now: '2026-11-20T22:15:00-06:00',
    steps: ['hello is anybody there', "I know it's late can I order a whole red velvet cake for sunday at ten in the morning pickup", 'Mark Diaz', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T10:00', name: 'Mark Diaz' },
    },
  },
  {
    id: 'pwy-voice-questions-then-no-thanks',
    category: 'goodbye',
    channel: 'voice',
    steps: ['hi how much is a whole red velvet cake', 'and how much notice do you need', "okay thanks I'll think about it bye"],
    expect: { noOrder: true, lastSays: [BYE_OK], says: [price(50), /24|twenty[- ]four|a day|day'?s notice/i], never: [PLACED, ...NEVER_INVENT] },
  },

  // ================================================================ web chat
  {
    id: 'pwy-web-hello-then-order',
    category: 'opening',
    channel: 'webchat',
    steps: ['Hello!', 'I would like 2 red velvet slices and 2 carrot slices for 4pm today', 'Carla Mendes', '512-555-0171', 'yes'],
    expect: {
      says: [price(25)],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Carla Mendes',
        phone: '+15125550171',
      },
    },
  },
  {
    id: 'pwy-web-are-you-ai',
    category: 'bot-question',
    channel: 'webchat',
    steps: ['Are you an AI?', 'Cool. Whole chocolate fudge cake for Saturday 1pm pickup', 'Dan Ortiz', '512 555 0172', 'yes'],
    expect: {
      says: [AUTOMATED, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Dan Ortiz', phone: '+15125550172' },
      never: [HUMAN_CLAIM],
    },
  },
  {
    id: 'pwy-web-location-question-bye',
    category: 'store-info',
    channel: 'webchat',
    steps: ["Hi, what's your address?", 'OK, thanks anyway. Bye!'],
    expect: { noOrder: true, lastSays: [BYE_OK], says: [DONT_KNOW], never: [...NEVER_INVENT, PLACED, ORDER_STARTED] },
  },
  {
    id: 'pwy-web-parking-and-order-one-message',
    category: 'store-info',
    channel: 'webchat',
    steps: ['Hi! Is there parking at the bakery? I want to pick up a whole vanilla bean cake on Sunday at 3pm', 'Eve Park', '512-555-0173', 'yes'],
    expect: {
      says: [PLACE_UNKNOWN, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Eve Park', phone: '+15125550173' },
      never: NEVER_INVENT,
    },
  },
  {
    id: 'pwy-web-is-this-bakery-gift-card',
    category: 'gift',
    channel: 'webchat',
    steps: ['Is this the bakery chat?', 'Do you sell gift cards or gift certificates?', 'Okay, no problem. Have a good day'],
    expect: { noOrder: true, lastSays: [BYE_OK], says: [BAKERY, DONT_KNOW], never: [...NEVER_INVENT, PLACED, ORDER_STARTED] },
  },
  {
    id: 'pwy-web-gift-for-coworker-pickup',
    category: 'gift',
    channel: 'webchat',
    steps: [
      "Hello, I'd like to order a cake as a farewell gift for a coworker. My colleague will collect it",
      'A whole red velvet cake for Monday at 10am. Put it under Hugo Lam please',
      '512-555-0176',
      'yes',
    ],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T10:00', name: 'Hugo Lam', phone: '+15125550176' },
      never: NEVER_INVENT,
    },
  },
  {
    id: 'pwy-web-wifi-then-slices',
    category: 'store-info',
    channel: 'webchat',
    steps: ['Hey! Do you have free wifi?', 'OK. Can I get 3 lemon slices for 12:30 today?', 'Iris Wong', '512-555-0177', 'yes'],
    expect: {
      says: [DONT_KNOW, price(17.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:30', name: 'Iris Wong', phone: '+15125550177' },
      never: NEVER_INVENT,
    },
  },
  {
    id: 'pwy-web-wrong-site-sorry',
    category: 'wrong-number',
    channel: 'webchat',
    steps: ['I need to reschedule my dentist appointment', 'Oh, sorry, wrong website!'],
    expect: { noOrder: true, lastSays: [BYE_OK], never: [NOT_A_PRODUCT, PLACED, ORDER_STARTED, HUMAN_CLAIM] },
  },
  {
    id: 'pwy-web-who-am-i-chatting-with-then-custom',
    category: 'bot-question',
    channel: 'webchat',
    steps: [
      'Hi, who am I chatting with?',
      'OK. I need a custom cake, 10 inch, for Tuesday at 3pm, gold and black, says Happy 40th Dad. Pickup',
      'Paul Cruz',
      '512-555-0179',
      'yes',
    ],
    expect: {
      says: [AUTOMATED, price(85), STAFF],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T15:00', name: 'Paul Cruz', phone: '+15125550179', notes: /40th/i },
      never: [HUMAN_CLAIM],
    },
  },
  {
    id: 'pwy-web-seating-then-bye',
    category: 'goodbye',
    channel: 'webchat',
    steps: ['Hi there, do you have seating for a group of 6?', 'Alright, thanks. Bye'],
    expect: { noOrder: true, lastSays: [BYE_OK], says: [DONT_KNOW], never: [...NEVER_INVENT, PLACED, ORDER_STARTED] },
  },
  {
    id: 'pwy-web-hours-then-whole-and-slices',
    category: 'hours',
    channel: 'webchat',
    steps: ['Good morning, what time do you open on Sunday?', 'Great: a whole carrot cake and 2 lemon slices for Sunday at 9am, pickup', 'Mila Ruiz', '512-555-0185', 'yes'],
    expect: {
      says: [OPEN8, price(57.5)],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'lemon-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T09:00',
        name: 'Mila Ruiz',
        phone: '+15125550185',
      },
    },
  },
  {
    id: 'pwy-web-night-hi-then-order',
    category: 'opening',
    channel: 'webchat',
    now: '2026-11-20T21:00:00-06:00',
    steps: ['hi, anyone around this late?', '2 vanilla slices tomorrow 10am pickup. Owen Hart 512-555-0184', 'yes'],
    expect: {
      says: [price(11)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Owen Hart', phone: '+15125550184' },
      never: [HUMAN_CLAIM],
    },
  },
  {
    id: 'pwy-web-gift-message-whole-cake',
    category: 'gift',
    channel: 'webchat',
    steps: [
      "Hi! It's a gift for my parents' anniversary. Can you write a message on the cake?",
      "Whole chocolate fudge cake for Saturday at 2pm pickup, message: Happy 30th Anniversary",
      'Sue Lane',
      '512-555-0180',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Sue Lane', phone: '+15125550180', notes: /30th anniversary/i },
      never: NEVER_INVENT,
    },
  },
  {
    id: 'pwy-web-location-in-order-message',
    category: 'store-info',
    channel: 'webchat',
    steps: ["Where are you located? I'd like to pick up 4 carrot slices at 2pm today", 'Ben Ngo', '512-555-0182', 'yes'],
    expect: {
      says: [PLACE_UNKNOWN, price(24)],
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Ben Ngo', phone: '+15125550182' },
      never: NEVER_INVENT,
    },
  },

  // ================================================================ more SMS
  {
    id: 'pwy-sms-hiya-textspeak-slices',
    category: 'opening',
    channel: 'sms',
    steps: ['heyyy', 'cn i get 5 vanila slices 4 2day at 3:30', 'Bea Long', 'ya'],
    expect: {
      says: [price(27.5)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:30', name: 'Bea Long' },
    },
  },
  {
    id: 'pwy-sms-bot-insult-then-order',
    category: 'bot-question',
    channel: 'sms',
    steps: ['ugh is this a robot', 'whatever. whole red velvet cake for sunday 4pm pickup, Cy Dale', 'yes'],
    expect: {
      says: [AUTOMATED, price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T16:00', name: 'Cy Dale' },
      never: [HUMAN_CLAIM],
    },
  },
  {
    id: 'pwy-sms-wrong-number-got-text',
    category: 'wrong-number',
    channel: 'sms',
    steps: ['who is this? i got a missed call from this number', 'ok i didnt order anything. bye'],
    expect: { noOrder: true, lastSays: [BYE_OK], says: [WHO], never: [PLACED, ORDER_STARTED, HUMAN_CLAIM] },
  },
  {
    id: 'pwy-sms-thanks-bye-after-hello',
    category: 'goodbye',
    channel: 'sms',
    steps: ['hello is this the bakery', 'ok just checking, thanks. bye'],
    expect: { noOrder: true, lastSays: [BYE_OK], says: [BAKERY], never: [PLACED, ORDER_STARTED, HUMAN_CLAIM] },
  },
  {
    id: 'pwy-sms-gift-two-cakes-over-200',
    category: 'gift',
    channel: 'sms',
    steps: ['hi there, buying cakes as gifts for my team', '5 whole chocolate fudge cakes for monday 11am pickup, Lu Chan', 'yes'],
    expect: {
      says: [price(240)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T11:00', name: 'Lu Chan' },
      never: NEVER_INVENT,
    },
  },

  // ================================================================ more WhatsApp
  {
    id: 'pwy-wa-hola-then-english-order',
    category: 'opening',
    channel: 'whatsapp',
    steps: ['Hello good morning 🌞 is this the bakery?', 'Can I have 1 large chocolate fudge slice and 1 lemon slice for 10:30 today?', 'Rosa Ibarra', 'yes'],
    expect: {
      says: [BAKERY, price(15.25)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }, { sku: 'lemon-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T10:30',
        name: 'Rosa Ibarra',
      },
    },
  },
  {
    id: 'pwy-wa-parking-then-night-goodbye',
    category: 'goodbye',
    channel: 'whatsapp',
    now: '2026-11-20T20:45:00-06:00',
    steps: ['hey, any parking near you? coming tomorrow', 'ok thanks, good night'],
    expect: { noOrder: true, lastSays: [BYE_OK], says: [DONT_KNOW], never: [...NEVER_INVENT, PLACED, ORDER_STARTED] },
  },

  // ================================================================ more voice
  {
    id: 'pwy-voice-is-this-cafe-coffee-then-cake',
    category: 'opening',
    channel: 'voice',
    steps: ['hi is this the cafe can I order two coffees for pickup', "oh okay then just a whole vanilla bean cake for saturday at three I'll pick it up", 'Ken Adams', 'yes'],
    expect: {
      says: [DRINKS_IN_CAFE, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Ken Adams' },
    },
  },

  // ================================================================ more web chat
  {
    id: 'pwy-web-hi-questions-no-order',
    category: 'goodbye',
    channel: 'webchat',
    steps: ['Hi!', 'Do you deliver?', 'How much is the lemon cake?', "Thanks, I'll talk to my husband and come back. Bye!"],
    expect: { noOrder: true, lastSays: [BYE_OK], says: [STAFF, price(58)], never: [PLACED, ...NEVER_INVENT] },
  },
];

const notYet = new Set<string>(['pwy-sms-gift-card-question-bye', 'pwy-sms-good-morning-questions-then-bye', 'pwy-wa-is-this-the-cake-place', 'pwy-wa-seating-in-order-message', 'pwy-voice-wrong-number-hang-up', 'pwy-web-is-this-bakery-gift-card', 'pwy-web-wrong-site-sorry', 'pwy-sms-wrong-number-got-text']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
