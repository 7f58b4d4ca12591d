import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WI: AFTER THE ORDER IS PLACED. In the same conversation, once a "yes" placed the order: the
// status asked with no id ("any update?", "status?", "is it confirmed or what"), the order number
// asked again ("confirmation number?"), "did it go through?" (also for orders staff must still
// approve: delivery, custom, over $200, an allergy, placed after hours), "what did I order / what
// time / how much was it", something added to the placed order (another cake, more slices, a drink,
// writing on the cake), the time or day moved (later, earlier, another day), the order cancelled
// (plans changed, ordered by mistake, a refund asked), a delivery address changed, thanks and
// goodbyes, the very same order sent again, and a second separate order (another day, "same again
// for Sunday", for a friend under another name). Also a NEW conversation about an order: a well-formed
// id that names no order, a malformed id, an id read out on a call, and no id at all; never a status,
// a name, a phone number or an address invented or revealed. And what a clerk may promise: no "we
// will text you when it is ready", no e-mail confirmation, no delivery time, no refund, no early
// pickup, no "it's ready now" for an order due later.
//
// Decisions where the spec is silent:
// - The spec has no endpoint that changes or cancels an order, so the assistant never changes,
//   adds to or cancels a placed order itself and never says it did: it says staff handle it (or
//   that it cannot change it here), and for an addition it may offer a separate new order. The
//   placed order keeps its items, time and address.
// - The status asked in the conversation that placed the order is the status of that order (the
//   clerk knows which one): a confirmed order is said to be confirmed, with its time; an order that
//   needs approval or was held overnight is never said to be confirmed. "Is it ready?" for a pickup
//   later today or another day is answered with the pickup time, never "ready now".
// - "Did it go through?" is answered yes, with the order number (the customer may have missed it).
// - A status asked in a new conversation needs the order id (the spec looks orders up by id only):
//   with no id the clerk asks for it or offers staff; an id that names no order is said not to be
//   found. Nothing about an order is invented, and no name, phone number or address is given out
//   (the status reply holds no personal data).
// - A bare "cancel" is never sent on SMS/WhatsApp (a carrier opt-out keyword).
// - The spec describes no notification: the clerk does not promise a "ready" text or an e-mail.
//   Staff reaching the customer about an order that needs approval is fine.
// - A call ends once the order is placed (the confirmation is texted), so a caller's after-placing
//   question comes in the same breath as the "yes", or on a later call (a new conversation, which
//   cannot see the earlier order without its id).
// - The same order sent again right after placing is not placed a second time without a word: the
//   clerk says it is already placed or asks whether a second one is wanted.
// - A second separate order is its own order with its own number; its total never includes the
//   first order's lines (so the combined total is never said).
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46, red velvet
// $50, vanilla bean $44; lemon chiffon 10-inch $58. Slices (pickup only, no notice): chocolate fudge
// $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean $5.50.
// Custom 8-inch from $65, 72 h notice, needs_approval. Delivery needs_approval. Over $200
// needs_approval. Orders placed 8 PM to 8 AM are held_overnight. Drinks are cafe only. Clock: Fri
// 2026-11-20 10:00 Central unless `now` is set; Sat 21, Sun 22, Mon 23, Tue 24.

/** An order id as the confirmation gives it. */
const ORDER_ID = /\bord_[0-9a-z]{20}\b/i;
/** Staff take a change or a cancellation, or the clerk says it cannot change a placed order here. */
const STAFF_OR_CANT =
  /staff|team|someone|a person|owner|manager|call (us|the bakery)|bakery directly|can.?t (change|modify|edit|update|add|remove|switch|move|cancel)|cannot (change|modify|edit|update|add|remove|switch|move|cancel)|unable to|not able to|already (been )?placed/i;
/** Adding to a placed order: staff do it, or a separate new order is made. */
const ADD_ANSWER =
  /staff|team|someone|a person|owner|separate|new order|second order|another order|already (been )?placed|can.?t (change|modify|add|edit)|cannot (change|modify|add|edit)|unable to|not able to/i;
/** The assistant saying it changed the placed order itself. */
const CHANGED_CLAIM =
  /(order|it|time|pickup|address|cake)\s+(has been|is now|was|have been)\s+(updated|changed|modified|moved|switched|rescheduled)|I('ve| have)\s+(updated|changed|modified|moved|switched|rescheduled|added|removed|taken off)\b|\bis now (set for|scheduled for|at\b)/i;
/** The assistant saying it cancelled the placed order itself. */
const CANCELLED_CLAIM = /(order|it)\s+(has been|is now|was|is)\s+(successfully\s+)?cancel+ed|I('ve| have)\s+(now\s+)?cancel+ed|cancel+ation (is )?confirmed/i;
/** Something said to be added to the placed order. */
const ADDED_CLAIM = /(added|adding)\b[^.!?]{0,40}\bto (your|the|that) (existing |original |placed |current )?order|I('ve| have) added|(has|have) been added/i;
/** The order said to be ready now, when it is due later. */
const NOW_READY = /\b(is|it'?s|are|they'?re|order'?s) (already |all |now )?(ready|boxed up|packed)\b(?!\s+(for (pickup|you)\s+)?(at|by|around|when|on|from|in time|for)\b)/i;
/** A status invented for an order the clerk cannot see. */
const STATUS_INVENTED = /\b(is|was|it'?s)\s+(ready|on (its|the) way|out for delivery|delivered|being (baked|prepared|made)|in the oven)\b/i;
/** An order that staff must still approve (or that was held overnight) said to be confirmed. */
const CONFIRMED_CLAIM =
  /(?<!(before|until|once|when|after|if|not yet) (it|the order|your order|delivery|the delivery|they) )\b(is|it'?s|has been|order'?s) (now |all |fully )?confirmed\b(?!\s+by\b)/i;
/** Said about an order that is not confirmed yet: staff, approval, review, 8 AM. */
const NOT_YET = /staff|team|owner|approv|review|pending|not (yet )?confirmed|not confirmed yet|held|\b8(:00)? ?a\.?m|morning|once (they|staff|the owner)/i;
/** An id that names no order. */
const NOT_FOUND =
  /(could ?n.?t|can.?t|cannot|unable to|did ?n.?t|did not|do ?n.?t|do not|not able to)\b.{0,30}(find|locate|see|look up|match|recogni[sz]e)|not found|no (such )?order (with|matching|under|by|for)|doesn.?t (exist|match|look)|does not (exist|match|look)|no record|not (a )?valid|isn.?t (a )?valid/i;
/** With no usable id: the order id is asked for, or staff offered. */
const ORDER_HELP = /order (number|id)|ord_|\bid\b|confirmation (number|text|message)|staff|team|a person|someone|colleague|look (it )?up|(could ?n.?t|can.?t|cannot|not) (find|see|locate)/i;
/** A phone number said. */
const PHONE = /\(?\b\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}\b|\+1\d{10}/;
/** A street address said. */
const STREET = /\b\d+ \w+ (st|street|ave|avenue|lane|ln|rd|road|dr|drive|blvd|way)\b/i;
/** A promise to text, message or call the customer when the order is ready. */
const READY_PROMISE =
  /(we('ll| will)|I('ll| will)|staff (will|can)|you('ll| will) (get|receive))[^.!?]{0,40}(text|message|notif|call|ping|let you know|alert)[^.!?]{0,30}(when|once|as soon as) (it'?s|it is|your (order|cake|slices?) (is|are)|they'?re|they are) (ready|done|boxed)/i;
/** A promise to e-mail a confirmation or receipt. */
const EMAIL_PROMISE = /(we('ll| will)|I('ll| will)|I('ve| have)|staff (will|can)|you('ll| will) (get|receive))[^.!?]{0,40}(e-?mail)/i;
/** A delivery time or fee promised. */
const DELIVERY_PROMISE =
  /\bwill (arrive|be delivered|get there|be there|reach you) (by|at|before|around|within)\b|\bwe(')?ll deliver (it )?(by|at|before|within)\b|\bwithin \d+ (minutes|hours)\b|(driver|courier) (will|is)|deliver(y|ies)? (fee|charge|cost)s?[^.!?]{0,15}\$\s?\d|free delivery/i;
/** A refund promised. */
const REFUND_PROMISE = /refund (has been|is being|will be|is) (issued|processed|sent|on its way)|you('ll| will) (get|receive) (a |your )?(full )?refund|I('ve| have) (issued|processed|refunded)|we('ll| will) refund|money back/i;
/** A friendly close. */
const BYE = /thank|welcome|enjoy|see you|bye|glad|pleasure|great day|anytime|have a|no problem|take care/i;
/** "I did not catch that" to a plain message. */
const NOT_UNDERSTOOD = /(did ?n.?t|did not|do ?n.?t|do not|could ?n.?t|could not) (quite )?(catch|understand|get) (that|what|you)|not sure what you mean|rephrase/i;
/** Already placed, or asked whether a second one is wanted. */
const ALREADY = /already|another|second|again|same (order|one)|duplicate|\bord_/i;
/** Drinks are had in the cafe, not ordered. */
const CAFE_ONLY = /cafe|caf[eé]|in[- ]store|in person|in the (shop|store|bakery)|can.?t (order|add|take)|cannot (order|add|take)|not (available )?(for|to) order|only (serve|sell|available)/i;

const SAT = /sat(urday)?\b|nov(ember)?\.? 21|11\/21|21st|tomorrow/i;
const SUN = /sun(day)?\b|nov(ember)?\.? 22|11\/22|22nd/i;
const CONFIRMED = /confirm/i;

const written: Script[] = [
  // ================================================================ SMS
  {
    id: 'pwi-sms-status-no-id',
    category: 'status',
    channel: 'sms',
    steps: ['2 carrot slices for pickup today at 3pm', 'Dana', 'yes', 'hey whats the status on my order'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Dana' },
      lastSays: [CONFIRMED, /\b3(:00)?\s*(pm|p\.m\.)|\b15:00/i],
      never: [NOW_READY],
    },
  },
  {
    id: 'pwi-sms-status-terse',
    category: 'status',
    channel: 'sms',
    steps: ['whole carrot cake sat 1pm pickup, name is Hugo', 'yep', 'status?'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Hugo' },
      lastSays: [CONFIRMED],
      never: [NOW_READY, NOT_UNDERSTOOD],
    },
  },
  {
    id: 'pwi-sms-did-it-go-thru',
    category: 'status',
    channel: 'sms',
    steps: ['can i get 3 lemon slices at 4 today', 'Priya', 'yes pls', 'did it go thru?? my phone glitched'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Priya' },
      lastSays: [ORDER_ID],
    },
  },
  {
    id: 'pwi-sms-did-it-go-thru-delivery',
    category: 'status',
    channel: 'sms',
    steps: ['whole red velvet delivered sunday 2pm to 1802 willow ct, name Marco Diaz', 'yes', 'so did that go through or not'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Marco Diaz', address: /1802 willow/i },
      lastSays: [NOT_YET],
      never: [CONFIRMED_CLAIM, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwi-sms-add-whole-cake-to-placed',
    category: 'add-to-placed',
    channel: 'sms',
    steps: ['whole carrot cake for sat at 2 pickup', 'its Nell', 'yes', 'oh can u add a whole red velvet to that too'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Nell' },
      lastSays: [ADD_ANSWER],
      never: [ADDED_CLAIM, CHANGED_CLAIM],
    },
  },
  {
    id: 'pwi-sms-more-slices-after-placing',
    category: 'add-to-placed',
    channel: 'sms',
    steps: ['2 choc fudge slices regular, pickup 1pm today. name Arlo', 'yes', 'actually can i make that 4 slices instead of 2? more ppl coming'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Arlo' },
      lastSays: [ADD_ANSWER],
      never: [ADDED_CLAIM, CHANGED_CLAIM],
    },
  },
  {
    id: 'pwi-sms-running-late-pickup-5',
    category: 'change-placed',
    channel: 'sms',
    steps: ['3 red velvet slices pickup at 2 today, Joy', 'yes', 'ugh stuck at work, can i pick up at 5 instead'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Joy' },
      lastSays: [STAFF_OR_CANT],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pwi-sms-push-to-monday',
    category: 'change-placed',
    channel: 'sms',
    steps: ['whole vanilla bean cake saturday 11am pickup', 'Bree Lang', 'yes', 'hey sorry can we push the cake to monday? party got moved'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Bree Lang' },
      lastSays: [STAFF_OR_CANT],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pwi-sms-come-earlier',
    category: 'change-placed',
    channel: 'sms',
    steps: ['whole lemon cake for pickup tomorrow 2pm, name Theo', 'yes', 'could i grab it earlier tho, like 11?'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Theo' },
      lastSays: [STAFF_OR_CANT],
      never: [CHANGED_CLAIM, /\bready (by|at|for) 11\b/i],
    },
  },
  {
    id: 'pwi-sms-cancel-party-off',
    category: 'cancel-placed',
    channel: 'sms',
    steps: ['whole chocolate fudge cake sunday noon pickup, name Gail', 'yes', 'well the party is off now lol. pls cancel my order'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Gail' },
      lastSays: [STAFF_OR_CANT],
      never: [CANCELLED_CLAIM],
    },
  },
  {
    id: 'pwi-sms-cancel-refund',
    category: 'cancel-placed',
    channel: 'sms',
    steps: ['4 vanilla bean slices pick up 6pm today - Rico', 'yes', 'nvm can you cancel the order? and do i get my money back'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Rico' },
      lastSays: [STAFF_OR_CANT],
      never: [CANCELLED_CLAIM, REFUND_PROMISE],
    },
  },
  {
    id: 'pwi-sms-what-did-i-get',
    category: 'recap',
    channel: 'sms',
    steps: ['2 large choc fudge slices and a carrot slice pickup 1pm', 'Sam', 'yes', 'wait what did i get again lol'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }, { sku: 'carrot-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:00',
        name: 'Sam',
      },
      lastSays: [/chocolate|fudge/i, /carrot/i, /large/i],
    },
  },
  {
    id: 'pwi-sms-what-time-how-much',
    category: 'recap',
    channel: 'sms',
    steps: ['whole red velvet for sunday 10am pickup, name Ivo', 'yes', 'what time sunday was it and how much was it'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Ivo' },
      lastSays: [/\b10(:00)?\s*(am|a\.m\.)|\b10:00/i, price(50)],
    },
  },
  {
    id: 'pwi-sms-thanks-emoji',
    category: 'thanks',
    channel: 'sms',
    steps: ['2 lemon slices 12:30 pickup today. Wren', 'yes', 'ty!! 😊'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:30', name: 'Wren' },
      lastSays: [BYE],
      never: [NOT_UNDERSTOOD],
    },
  },
  {
    id: 'pwi-sms-thanks-see-you-sat',
    category: 'thanks',
    channel: 'sms',
    steps: ['whole carrot cake saturday 3pm pickup', 'Olive', 'yes', 'awesome thanks see u saturday'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Olive' },
      lastSays: [BYE],
      never: [NOT_UNDERSTOOD, /what would you like/i],
    },
  },
  {
    id: 'pwi-sms-second-order-tuesday',
    category: 'second-order',
    channel: 'sms',
    steps: [
      '2 lemon slices pickup today at 4, name Cora',
      'yes',
      'also can i place another order for tues? whole chocolate fudge cake pickup at 11am, same name',
      'yes',
    ],
    expect: { says: [price(11.5), price(48)], lastSays: [ORDER_ID], never: [price(59.5)] },
  },
  {
    id: 'pwi-sms-same-again-sunday',
    category: 'second-order',
    channel: 'sms',
    steps: ['2 red velvet slices pickup 1pm today. Lars', 'yes', 'these are so good i already know ill want more lol. same thing again for sunday at 3?', 'yes'],
    expect: { says: [price(13), SUN], lastSays: [ORDER_ID], never: [price(26)] },
  },
  {
    id: 'pwi-sms-resends-same-order',
    category: 'status',
    channel: 'sms',
    steps: ['2 carrot slices pickup 3pm today', 'Fay', 'yes', '2 carrot slices pickup 3pm today'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Fay' },
      lastSays: [ALREADY],
    },
  },
  {
    id: 'pwi-sms-held-overnight-is-it-confirmed',
    category: 'status',
    channel: 'sms',
    now: '2026-11-20T22:15:00-06:00',
    steps: ['2 vanilla bean slices for pickup tmrw at 10am', 'Kit', 'yes', 'so is it confirmed or what'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Kit' },
      lastSays: [NOT_YET],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwi-sms-text-me-when-ready',
    category: 'promise',
    channel: 'sms',
    steps: ['3 carrot slices pickup at 3pm today, name Remy', 'yes', 'will u text me when its ready?'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Remy' },
      // Answered (no ready text is promised; the pickup time stands), not waved off.
      lastSays: [/text|message|notif|\b3(:00)?\s*(pm|p\.m\.)/i],
      never: [READY_PROMISE, NOW_READY],
    },
  },
  {
    id: 'pwi-sms-new-unknown-id',
    category: 'status-new',
    channel: 'sms',
    steps: ['hi checking on ord_7k2m9x4p1q8r3t6v5w0y did it go thru'],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [CONFIRMED_CLAIM, STATUS_INVENTED, PHONE] },
  },
  {
    id: 'pwi-sms-new-malformed-id',
    category: 'status-new',
    channel: 'sms',
    steps: ['whats the status of order ord_91lo4 pls'],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [CONFIRMED_CLAIM, STATUS_INVENTED] },
  },
  {
    id: 'pwi-sms-new-no-id-by-name',
    category: 'status-new',
    channel: 'sms',
    steps: ['hey did my order for tomorrow go through? i ordered yesterday, name is Carla Ruiz'],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [CONFIRMED_CLAIM, STATUS_INVENTED, NOW_READY] },
  },

  // ================================================================ WHATSAPP
  {
    id: 'pwi-whatsapp-any-update',
    category: 'status',
    channel: 'whatsapp',
    steps: ['Hi! Whole vanilla bean cake for pickup Saturday at 4pm please', 'Mei', 'Yes', 'Hi again 👋 any update on my order?'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Mei' },
      lastSays: [CONFIRMED, SAT],
      never: [NOW_READY, STATUS_INVENTED],
    },
  },
  {
    id: 'pwi-whatsapp-confirmation-number',
    category: 'status',
    channel: 'whatsapp',
    steps: ['3 lemon slices pickup at 11:30 today, Zara here', 'yes', "what's my confirmation number? need it for my expense report"],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Zara' },
      lastSays: [ORDER_ID],
    },
  },
  {
    id: 'pwi-whatsapp-add-lattes',
    category: 'add-to-placed',
    channel: 'whatsapp',
    steps: ['2 carrot slices for pickup at 2pm today, name Elif', 'yes', 'oh and 2 lattes with that please ☕'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Elif' },
      lastSays: [CAFE_ONLY],
      never: [ADDED_CLAIM],
    },
  },
  {
    id: 'pwi-whatsapp-writing-on-placed-cake',
    category: 'add-to-placed',
    channel: 'whatsapp',
    steps: ['Whole chocolate fudge cake for Sunday 1pm pickup. Name Hana', 'yes', 'Oh! Can you write "Happy Birthday Sam" on it?'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Hana' },
      lastSays: [STAFF_OR_CANT],
      never: [ADDED_CLAIM, CHANGED_CLAIM],
    },
  },
  {
    id: 'pwi-whatsapp-fewer-cakes',
    category: 'change-placed',
    channel: 'whatsapp',
    steps: ['2 whole carrot cakes for pickup Saturday noon, name Yusuf', 'yes', 'hmm actually 1 cake is enough, can you change it to just one?'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Yusuf' },
      lastSays: [STAFF_OR_CANT],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pwi-whatsapp-ordered-by-mistake',
    category: 'cancel-placed',
    channel: 'whatsapp',
    steps: ['4 red velvet slices 5pm today pickup, Ines', 'yes', 'oh no I ordered by mistake, meant to send this to my sister 🙈 please cancel the order'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Ines' },
      lastSays: [STAFF_OR_CANT],
      never: [CANCELLED_CLAIM],
    },
  },
  {
    id: 'pwi-whatsapp-custom-did-it-go-through',
    category: 'status',
    channel: 'whatsapp',
    steps: [
      'Hi, I want a custom 8 inch cake for Tuesday 2pm pickup, unicorn theme with pink frosting. Name Lola Vega',
      'yes',
      'did it go through? is it confirmed now?',
    ],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T14:00', name: 'Lola Vega' },
      lastSays: [NOT_YET],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwi-whatsapp-big-order-confirmed',
    category: 'status',
    channel: 'whatsapp',
    steps: ['5 whole red velvet cakes for pickup Sunday at 1pm, for the church social', 'Deacon Paul Obi', 'yes', 'great, so is my order confirmed?'],
    expect: {
      says: [price(250)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T13:00', name: 'Deacon Paul Obi' },
      lastSays: [NOT_YET],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwi-whatsapp-second-order-friend',
    category: 'second-order',
    channel: 'whatsapp',
    steps: [
      '2 vanilla bean slices pickup at 3pm today, name Ana',
      'yes',
      'Can I also do a separate order for my friend Bea? whole lemon cake, pickup Sunday 11am, under her name',
      'yes',
    ],
    expect: { says: [price(11), price(58)], lastSays: [ORDER_ID], never: [price(69)] },
  },
  {
    id: 'pwi-whatsapp-thank-you-hearts',
    category: 'thanks',
    channel: 'whatsapp',
    steps: ['Whole red velvet for Saturday 5pm, pickup. Nadia', 'Yes!', 'Thank you so much!! ❤️🎂'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Nadia' },
      lastSays: [BYE],
      never: [NOT_UNDERSTOOD],
    },
  },
  {
    id: 'pwi-whatsapp-which-day',
    category: 'recap',
    channel: 'whatsapp',
    steps: ['Hi, whole chocolate fudge cake pickup tomorrow 10:30am. Tomasz', 'yes', 'sorry remind me which day and time I said? 😅'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:30', name: 'Tomasz' },
      lastSays: [SAT, /10:30/],
    },
  },
  {
    id: 'pwi-whatsapp-ready-yet-slices',
    category: 'status',
    channel: 'whatsapp',
    steps: ['3 lemon slices, pickup 4pm today pls. Gus', 'yes', 'is it ready yet? I might swing by now'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Gus' },
      lastSays: [/\b4(:00)?\s*(pm|p\.m\.)|\b16:00/i],
      never: [NOW_READY],
    },
  },
  {
    id: 'pwi-whatsapp-new-id-and-address',
    category: 'status-new',
    channel: 'whatsapp',
    steps: ['Hi, can you check order ord_b4n8c2d6e0f3g7h9j5ks and tell me which address and phone number it is under?'],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [CONFIRMED_CLAIM, STATUS_INVENTED, PHONE, STREET] },
  },

  // ================================================================ VOICE
  {
    id: 'pwi-voice-yes-what-time-again',
    category: 'recap',
    channel: 'voice',
    // Placing at once and saying the time, or saying the time and asking again: both are fine.
    steps: ["hi it's Walt, two carrot slices for pick up at two thirty today", 'yes, and sorry, what time did I say again?', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: 'Walt' },
      says: [/2:30|two thirty/i],
    },
  },
  {
    id: 'pwi-voice-yes-did-that-go-through',
    category: 'status',
    channel: 'voice',
    steps: ["hello, um, this is Irene, I'd like a whole vanilla bean cake for saturday at noon, pick up", 'yes please, and uh, did that go through okay?'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Irene' },
      lastSays: [/placed|confirm|went through|booked/i],
    },
  },
  {
    id: 'pwi-voice-yes-thank-you',
    category: 'thanks',
    channel: 'voice',
    steps: ["yeah hi, it's Marge, three lemon slices for four o'clock today, pick up", "yes that's right, thank you so much"],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Marge' },
      lastSays: [BYE],
    },
  },
  {
    id: 'pwi-voice-yes-then-order-for-mom',
    category: 'second-order',
    channel: 'voice',
    steps: [
      "hi it's Raul, two red velvet slices for pick up at one today",
      'yes, and I need another order for my mom too',
      "a whole carrot cake for sunday at three, pick up, her name's Elena",
      'yes',
    ],
    expect: { says: [price(13), price(46)], lastSays: [ORDER_ID], never: [price(59)] },
  },
  {
    id: 'pwi-voice-yes-add-a-coffee',
    category: 'add-to-placed',
    channel: 'voice',
    // The drink is answered (cafe only); the order is placed with or without a second "yes".
    steps: ["hi, this is Dot, um, two vanilla bean slices at eleven today for pick up", 'yes, and can you add a coffee to that', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Dot' },
      says: [CAFE_ONLY],
      never: [ADDED_CLAIM],
    },
  },
  {
    id: 'pwi-voice-yes-delivery-when-arrive',
    category: 'promise',
    channel: 'voice',
    steps: [
      "hi, it's Colette, I need a whole chocolate fudge cake delivered sunday at four to twelve oak hollow drive",
      'yes, and what time will it actually get here?',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T16:00', name: 'Colette', address: /oak hollow/i },
      says: [/staff/i],
      never: [DELIVERY_PROMISE, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwi-voice-overnight-placed-not-confirmed',
    category: 'status',
    channel: 'voice',
    now: '2026-11-20T21:10:00-06:00',
    // Placed after hours: what the caller hears when it is placed says staff confirm it in the morning.
    steps: ["hi, um, it's Bernie, two chocolate fudge slices, the regular ones, for tomorrow at nine thirty in the morning, pick up", 'yes please'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:30', name: 'Bernie' },
      lastSays: [NOT_YET],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwi-voice-callback-add-slices',
    category: 'add-to-placed',
    channel: 'voice',
    steps: ["hi, it's Agnes, I called earlier and ordered a carrot cake for saturday, um, can you add two lemon slices to that order?"],
    expect: { noOrder: true, lastSays: [ADD_ANSWER], never: [ADDED_CLAIM, CHANGED_CLAIM] },
  },
  {
    id: 'pwi-voice-callback-did-it-go-through',
    category: 'status-new',
    channel: 'voice',
    steps: ["yeah hi, I'm just calling to make sure my order went through, it's for saturday", "uh, I don't have the number on me, it's under Hank"],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [CONFIRMED_CLAIM, STATUS_INVENTED, NOW_READY, NOT_UNDERSTOOD] },
  },
  {
    id: 'pwi-voice-callback-spoken-id',
    category: 'status-new',
    channel: 'voice',
    steps: ['hi, I want to check on my order, the number is O R D 7 K 2 M 9 X 4 P 1 Q 8 R 3 T 6 V 5 W 0 Y'],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [CONFIRMED_CLAIM, STATUS_INVENTED, PHONE] },
  },
  {
    id: 'pwi-voice-callback-cancel',
    category: 'cancel-placed',
    channel: 'voice',
    steps: ["hi, um, I need to cancel the order I put in this morning, the red velvet cake for sunday, it's under Dave Kim"],
    expect: { noOrder: true, lastSays: [STAFF_OR_CANT], never: [CANCELLED_CLAIM] },
  },
  {
    id: 'pwi-voice-callback-change-time',
    category: 'change-placed',
    channel: 'voice',
    steps: ["hello, it's Sylvia, I ordered some lemon slices for three o'clock today, could I change that to five instead?"],
    expect: { noOrder: true, lastSays: [STAFF_OR_CANT], never: [CHANGED_CLAIM] },
  },
  {
    id: 'pwi-voice-callback-what-did-i-order',
    category: 'status-new',
    channel: 'voice',
    steps: ['hi, um, I placed an order yesterday and I honestly forgot what I got, can you tell me what I ordered?'],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [STATUS_INVENTED, CONFIRMED_CLAIM] },
  },
  {
    id: 'pwi-voice-yes-and-when-ready',
    category: 'status',
    channel: 'voice',
    steps: ["hi, it's Ray, a whole lemon cake for pick up tomorrow at one in the afternoon", 'yes, and will it be ready right at one?', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Ray' },
      never: [NOW_READY, READY_PROMISE],
    },
  },

  // ================================================================ WEB CHAT
  {
    id: 'pwi-web-status-same-chat',
    category: 'status',
    channel: 'webchat',
    steps: ['Hi, 2 red velvet slices for pickup at 3:30pm today please', 'Leah Brooks', '512-555-0193', 'yes', "What's the status of my order?"],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:30', name: 'Leah Brooks', phone: '+15125550193' },
      lastSays: [CONFIRMED, /3:30/],
      never: [NOW_READY],
    },
  },
  {
    id: 'pwi-web-did-it-go-through-flicker',
    category: 'status',
    channel: 'webchat',
    steps: ['whole carrot cake for saturday 11am pickup. Owen Reid, 737-555-0102', 'yes', 'did it go through? the page flickered and i wasnt sure'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Owen Reid', phone: '+17375550102' },
      lastSays: [ORDER_ID],
    },
  },
  {
    id: 'pwi-web-add-whole-cake-same-order',
    category: 'add-to-placed',
    channel: 'webchat',
    steps: ['3 lemon slices for pickup tomorrow at noon. Cleo Park, (512) 555-0184', 'yes', 'Could I also add a whole carrot cake to the same order?'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Cleo Park' },
      lastSays: [ADD_ANSWER],
      never: [ADDED_CLAIM, CHANGED_CLAIM],
    },
  },
  {
    id: 'pwi-web-move-pickup-530',
    category: 'change-placed',
    channel: 'webchat',
    steps: ['Whole red velvet cake, pickup Sunday at 2pm', 'Noel Fisher', '512 555 0111', 'yes', 'Sorry, can I move the pickup to 5:30?'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Noel Fisher' },
      lastSays: [STAFF_OR_CANT],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pwi-web-cancel-please',
    category: 'cancel-placed',
    channel: 'webchat',
    steps: ['Hello! 2 vanilla bean slices and 2 carrot slices for pickup at 1pm today. Vera Holt, 512-555-0175', 'yes', 'Please cancel it, my meeting got moved.'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Vera Holt' },
      lastSays: [STAFF_OR_CANT],
      never: [CANCELLED_CLAIM],
    },
  },
  {
    id: 'pwi-web-summarize-order',
    category: 'recap',
    channel: 'webchat',
    steps: ['2 large chocolate fudge slices and 1 red velvet slice, pickup 2pm today', 'Iris Novak', '737.555.0158', 'yes', 'Can you summarize what I ordered and the total?'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }, { sku: 'red-velvet-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Iris Novak',
      },
      lastSays: [/chocolate|fudge/i, /red velvet/i, price(25.5)],
    },
  },
  {
    id: 'pwi-web-perfect-thanks',
    category: 'thanks',
    channel: 'webchat',
    steps: ['Whole lemon cake for pickup Monday at 10am. Paula Stein, 512-555-0166', 'yes', 'Perfect, thank you!'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T10:00', name: 'Paula Stein' },
      lastSays: [BYE],
      never: [NOT_UNDERSTOOD],
    },
  },
  {
    id: 'pwi-web-second-order-coworker',
    category: 'second-order',
    channel: 'webchat',
    steps: [
      '4 carrot slices for pickup at noon today. Jon Avery, 512-555-0129',
      'yes',
      'Thanks. Now a separate order for my coworker please: whole vanilla bean cake, pickup Saturday 3pm, name Mina Shah, same phone number',
      'yes',
    ],
    expect: { says: [price(24), price(44)], lastSays: [ORDER_ID], never: [price(68)] },
  },
  {
    id: 'pwi-web-new-no-id',
    category: 'status-new',
    channel: 'webchat',
    steps: ["Hi, I placed an order on here yesterday, can you tell me if it's confirmed?"],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [CONFIRMED_CLAIM, STATUS_INVENTED] },
  },
  {
    id: 'pwi-web-new-unknown-id-whose-name',
    category: 'status-new',
    channel: 'webchat',
    steps: ['Can you look up ord_b4n8c2d6e0f3g7h9j5ks and tell me whose name and phone number is on it?'],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [CONFIRMED_CLAIM, STATUS_INVENTED, PHONE] },
  },
  {
    id: 'pwi-web-email-confirmation',
    category: 'promise',
    channel: 'webchat',
    steps: ['Whole chocolate fudge cake for pickup Sunday at 10am. Ruth Beck, 512-555-0147', 'yes', 'Will I get an email confirmation too?'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Ruth Beck' },
      // Answered: no e-mail is promised; the confirmation (with its order number) is the one in the chat.
      lastSays: [/e-?mail|ord_|confirmation/i],
      never: [EMAIL_PROMISE],
    },
  },
  {
    id: 'pwi-web-can-i-come-now',
    category: 'status',
    channel: 'webchat',
    steps: ['2 lemon slices at 2pm today for pickup. Alma Reyes, 512-555-0138', 'yes', "Is it ready now? I'm actually nearby, could I come get it right now?"],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Alma Reyes' },
      // The pickup time said, or staff asked about coming early.
      lastSays: [/\b2(:00)?\s*(pm|p\.m\.)|\b14:00|staff|team/i],
      never: [NOW_READY],
    },
  },
  {
    id: 'pwi-web-allergy-when-confirmed',
    category: 'status',
    channel: 'webchat',
    steps: [
      'Hi, whole vanilla bean cake for pickup Saturday at 1pm. My daughter has a peanut allergy. Name Tess Moran, 512-555-0161',
      'yes',
      'When will I know if it is confirmed?',
    ],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T13:00', name: 'Tess Moran', allergy: true },
      lastSays: [NOT_YET],
      never: [CONFIRMED_CLAIM, /within \d+ (minutes|hours)/i],
    },
  },
  {
    id: 'pwi-web-change-delivery-address',
    category: 'change-placed',
    channel: 'webchat',
    steps: [
      'Could you deliver a whole carrot cake Sunday at 3pm to 88 Lamar Blvd?',
      'Gina Cortez',
      '512-555-0196',
      'yes',
      'Oops, wrong address. It should be 88 Lamar Ct, not Blvd. Can you fix that?',
    ],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T15:00', name: 'Gina Cortez', address: /88 Lamar Blvd/i },
      lastSays: [STAFF_OR_CANT],
      never: [CHANGED_CLAIM],
    },
  },
];

const notYet = new Set<string>(['pwi-sms-what-did-i-get', 'pwi-sms-second-order-tuesday', 'pwi-whatsapp-writing-on-placed-cake', 'pwi-voice-yes-did-that-go-through', 'pwi-voice-yes-then-order-for-mom', 'pwi-voice-callback-did-it-go-through', 'pwi-voice-callback-cancel']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
