import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// THE WEBSITE CHAT WIDGET (and WhatsApp) used the way visitors really use it: first-time visitors
// browsing ("menu", "what do you have", "show me the slices"), answering the assistant's numbered
// choices with just a number ("2", "option 2", "1️⃣", "5, pickup tomorrow at noon"), an out-of-range
// number, or the option's text ("Whole cake", "Slice", a pasted "Red Velvet Cake (slice), 6.50 USD");
// tapping quick replies ("Yes", "No", "Pickup", "Delivery"); asking for the menu, a price or the
// hours in the middle of an order and then carrying on (the draft is kept); name and phone in one
// line in many formats (labelled lines, phone first, +1 with spaces, dots, "cell", a sentence, a
// number missing digits); two orders in a row in one conversation (the second a new, separate
// order, not merged with the first); the same order sent again right after placing (never placed
// twice silently; placed only when the customer clearly wants a second one); starting over ("start
// over", "new order", "lets start agian"); "thanks" / "bye" at the end (no new order), and payment
// questions (pay at pickup / in store; never a payment link).
//
// Catalog facts used: whole cakes 8-inch, 24 h notice: chocolate fudge $48, carrot $46 (walnuts),
// red velvet $50, vanilla bean $44; lemon whole 10-inch $58. Slices, same day, pickup only:
// chocolate fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla
// bean $5.50. Custom cake 8-inch from $65 / 10-inch from $85, 72 h notice, needs_approval, design in
// notes. Delivery (whole / custom only): needs_approval, address, no fee or time invented. Web chat
// needs a phone number; on WhatsApp the phone is the sender's. Open 8 AM to 8 PM. Payment: at
// pickup / in store, no payment links. Clock: Fri 2026-11-20 10:00 Central; Sat 21, Sun 22, Thu 26
// Thanksgiving (open), Sat 28.

/** An order id as the confirmation gives it. */
const ORDER_ID = /\bord_[0-9a-z]{20}\b/;
/** Any link: no payment (or other) link may be invented. */
const LINK = /https?:\/\/|\bwww\.|\b[a-z0-9-]+\.(com|net|org|io|co|me|ly)\b/i;
/** Payment happens at pickup / in store (said about paying, not just the pickup place in a read-back). */
const PAY_IN_STORE =
  /\bpa(y|id|yment|ying)\b[^.!?]{0,50}\b(at|on|upon|when|in)\b[^.!?]{0,20}(pick ?up|pick-up|collect|store|person|bakery|counter|shop|register|come (in|by)|arrive)|(at|on|upon) (pick ?up|pick-up|collection)[^.!?]{0,30}\bpa(y|id|yment)/i;
/** Staff / owner look at a delivery. */
const STAFF = /staff|team|owner|approv|review|confirm|get back to you|follow up|reach out/i;
/** An invented delivery fee. */
const FEE = /deliver(y|ies)? (fee|charge|costs?|is|will be|runs?)[^.!?]{0,15}(\$\s?\d|\d+(\.\d\d)? (dollars|USD))|(\$\s?\d+(\.\d\d)?|\d+(\.\d\d)? (dollars|USD)) (delivery|for delivery)|free delivery|delivery is free/i;
/** A promised delivery time. */
const DELIVERY_PROMISE = /\bwill (arrive|be delivered|get there|be there|reach you) (by|at|before|around|within)\b|\bwithin \d+ (minutes|hours|miles)\b/i;
/** The clerk noticed the same order again. */
const SAME_AGAIN = /same|already|duplicate|just placed|again|second|another|twice|separate/i;
/** A friendly close. */
const CLOSE = /thank|welcome|enjoy|see you|bye|glad|pleasure|great day|anytime|have a/i;
/** Nothing placed. */
const NOT_PLACED = /not (been )?placed|no order|isn.?t placed|hasn.?t been placed|cancel|discard|nothing (was |has been )?(placed|ordered)|not (yet )?(ordered|submitted)/i;
const PM8 = /\b8(:00)?\s*(pm|p\.m\.)|\beight\s*(p\.?m\.?|in the evening|at night)/i;
const AM8 = /\b8(:00)?\s*(am|a\.m\.)|\beight\s*(a\.?m\.?|in the morning)/i;
/** Asking a WhatsApp sender for the phone number they are writing from. */
const ASKS_PHONE = /(what|which) (is |'s )?(your |a |the best )?(phone|number|cell)|(share|send|give|provide|need|tell me) (me )?(your |a )?(phone|number|cell|contact number)/i;
/** A second confirmation that does not carry the first order's items. */
const without = (word: string): RegExp => new RegExp(`^(?![\\s\\S]*${word})`, 'i');

const written: Script[] = [
  // ================================================================ browsing, no order
  {
    id: 'pym-web-menu-one-word',
    category: 'browse-menu',
    channel: 'webchat',
    steps: ['menu'],
    expect: {
      noOrder: true,
      lastSays: [price(48), price(46), price(50), price(44), price(58), price(6.5), price(5.75), price(5.5), price(65)],
      never: [LINK],
    },
  },
  {
    id: 'pym-web-first-time-what-do-you-have',
    category: 'browse-menu',
    channel: 'webchat',
    steps: ['hi! first time on ur site, what do you guys have?'],
    expect: {
      noOrder: true,
      lastSays: [/chocolate fudge/i, /carrot/i, /red velvet/i, /lemon/i, /vanilla/i, /slice/i],
      never: [LINK, /best[- ]?sell|most popular|customer favou?rite/i],
    },
  },
  {
    id: 'pym-web-show-me-slices',
    category: 'browse-slices',
    channel: 'webchat',
    steps: ['show me the slices'],
    expect: { noOrder: true, lastSays: [price(6.5), price(6), price(5.75), price(5.5), /carrot/i, /lemon/i, /vanilla/i] },
  },
  {
    id: 'pym-web-slices-then-large-q',
    category: 'browse-slices',
    channel: 'webchat',
    steps: ['what slices do u have today', 'is there a bigger chocolate slice? how much'],
    expect: { noOrder: true, lastSays: [price(9.5)] },
  },
  {
    id: 'pym-web-menu-then-thanks-later',
    category: 'browse-thanks',
    channel: 'webchat',
    steps: ['Menu', 'cool thanks, ill stop by later'],
    expect: { noOrder: true, lastSays: [CLOSE] },
  },
  {
    id: 'pym-wa-whole-cakes-notice',
    category: 'browse-menu',
    channel: 'whatsapp',
    steps: ['what whole cakes do you have and how much notice do u need'],
    expect: { noOrder: true, lastSays: [/chocolate fudge/i, /carrot/i, /lemon/i, /24|a day|one day/i] },
  },

  // ================================================================ numbered choices
  {
    id: 'pym-web-num-3-red-velvet-whole',
    category: 'numbered-choice',
    channel: 'webchat',
    steps: ['i want to order a cake', '3', 'pickup tomorrow at 11am', 'Maya Ortiz, 512-555-0134', 'Yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Maya Ortiz', phone: '+15125550134' },
      says: [price(50)],
    },
  },
  {
    id: 'pym-web-two-slices-pick-4',
    category: 'numbered-choice',
    channel: 'webchat',
    steps: ["id like 2 slices for pickup today at 4", '4', 'Ed Park 512 555 0145', 'Yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Ed Park', phone: '+15125550145' },
    },
  },
  {
    id: 'pym-web-chocolate-1-whole',
    category: 'numbered-choice',
    channel: 'webchat',
    steps: ['chocolate cake for tmrw 2pm pickup', '1', 'Jess Moreno, 737-555-0102', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Jess Moreno', phone: '+17375550102' },
    },
  },
  {
    id: 'pym-web-text-whole-cake',
    category: 'option-text',
    channel: 'webchat',
    steps: ['can i get chocolate', 'Whole cake', 'sunday 11am, pickup', 'Luis Ortega 5125550103', 'Yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Luis Ortega', phone: '+15125550103' },
    },
  },
  {
    id: 'pym-web-carrot-x3-text-slice',
    category: 'option-text',
    channel: 'webchat',
    steps: ['carrot cake x3 for pickup today at 5pm', 'Slice', 'Name: Beth Carr, phone: 512-555-0104', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Beth Carr', phone: '+15125550104' },
    },
  },
  {
    id: 'pym-web-pasted-option-text',
    category: 'option-text',
    channel: 'webchat',
    steps: ['red velvet please', 'Red Velvet Cake (slice), 6.50 USD', 'make it 2, pickup at noon today', 'Carla Mendes / 512-555-0105', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Carla Mendes', phone: '+15125550105' },
    },
  },
  {
    id: 'pym-wa-lemon-option-2',
    category: 'numbered-choice',
    channel: 'whatsapp',
    steps: ['lemon pls', 'option 2', 'today 3:30pm pickup, name is Noor Aziz', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:30', name: 'Noor Aziz' },
    },
  },
  {
    id: 'pym-wa-vanilla-emoji-1',
    category: 'numbered-choice',
    channel: 'whatsapp',
    steps: ['vanilla', '1️⃣', 'tomorrow at 12:30 for pickup. Dev Patel', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:30', name: 'Dev Patel' },
    },
  },
  {
    id: 'pym-web-slice-out-of-range-7',
    category: 'numbered-choice',
    channel: 'webchat',
    steps: ['i want a slice', '7', '5', 'pickup 2pm today, Ray Quinn 512-555-0106', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Ray Quinn', phone: '+15125550106' },
    },
  },
  {
    id: 'pym-web-num-5-plus-time',
    category: 'numbered-choice',
    channel: 'webchat',
    steps: ['i want to order a cake', '5, pickup tomorrow at noon', 'Tara Singh — (737) 555-0107', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Tara Singh', phone: '+17375550107' },
    },
  },
  {
    id: 'pym-web-num-6-custom',
    category: 'numbered-choice',
    channel: 'webchat',
    steps: ['i want to order a cake', '6', "8 inch, pink with gold sprinkles, write 'Happy 40th Nina', pickup wed nov 25 at 3pm", 'Nina Park (512) 555-0190', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T15:00', name: 'Nina Park', phone: '+15125550190', notes: /nina/i },
      says: [price(65)],
    },
  },

  // ================================================================ quick replies
  {
    id: 'pym-web-tap-pickup',
    category: 'quick-reply',
    channel: 'webchat',
    steps: ['whole vanilla bean cake for tomorrow 10:30am', 'Pickup', 'Lena Fox 5125550108', 'Yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:30', name: 'Lena Fox', phone: '+15125550108' },
    },
  },
  {
    id: 'pym-web-tap-delivery-carrot',
    category: 'quick-reply',
    channel: 'webchat',
    steps: ['a whole carrot cake for sat nov 28 at 1pm', 'Delivery', '2200 S Lamar Blvd, Austin TX 78704', 'Mark Bell 512-555-0109', 'Yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-28T13:00',
        name: 'Mark Bell',
        phone: '+15125550109',
        address: /2200 S\.? Lamar/i,
      },
      says: [STAFF],
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pym-web-tap-no-then-change-time',
    category: 'quick-reply',
    channel: 'webchat',
    steps: ['3 lemon slices pickup today at 1pm, Gia Russo 512-555-0110', 'No', '2pm instead', 'Yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Gia Russo', phone: '+15125550110' },
    },
  },
  {
    id: 'pym-web-tap-no-then-bye',
    category: 'quick-reply',
    channel: 'webchat',
    steps: ['2 carrot slices for pickup at 11am today. Hugo Lind 512-555-0111', 'No', 'never mind, bye'],
    expect: { noOrder: true, lastSays: [NOT_PLACED] },
  },
  {
    id: 'pym-wa-yes-thumbs',
    category: 'quick-reply',
    channel: 'whatsapp',
    steps: ['whole red velvet sun at 3pm pickup, Kira Holt', 'Yes 👍'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Kira Holt' },
      lastSays: [ORDER_ID],
    },
  },
  {
    id: 'pym-web-tap-delivery-for-slices',
    category: 'quick-reply',
    channel: 'webchat',
    steps: ['4 chocolate fudge slices today at 3pm', 'Delivery', 'ok Pickup then', 'Zoe Kent 512-555-0112', 'Yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Zoe Kent', phone: '+15125550112' },
      says: [/pick ?up|in[- ]store|at the (bakery|shop|counter)/i],
      never: [FEE],
    },
  },

  // ================================================================ menu / questions mid-order
  {
    id: 'pym-web-menu-mid-order-add',
    category: 'menu-mid-order',
    channel: 'webchat',
    steps: ['2 lemon slices for pickup at 3pm today', 'wait can i see the menu first', 'ok add a red velvet slice too', 'Ivan Petrov 512-555-0113', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'red-velvet-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Ivan Petrov',
        phone: '+15125550113',
      },
      says: [price(46)],
    },
  },
  {
    id: 'pym-web-menu-mid-keeps-draft',
    category: 'menu-mid-order',
    channel: 'webchat',
    steps: ['whole chocolate fudge cake, pickup sunday 1pm', 'menu', 'Ana Ruiz 512-555-0114', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Ana Ruiz', phone: '+15125550114' },
      says: [price(5.75)],
    },
  },
  {
    id: 'pym-wa-price-mid-order',
    category: 'menu-mid-order',
    channel: 'whatsapp',
    steps: ['whole fudge cake tmrw noon pickup', 'how much is the carrot one?', 'ok just the fudge then. Sam Lee', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Sam Lee' },
      says: [price(46)],
    },
  },
  {
    id: 'pym-web-slices-mid-switch',
    category: 'menu-mid-order',
    channel: 'webchat',
    steps: ['whole vanilla cake for tomorrow at 1pm', 'hmm show me the slices', 'actually just 4 vanilla slices instead, today at 4pm', 'Pia Lund 512-555-0115', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Pia Lund', phone: '+15125550115' },
    },
  },
  {
    id: 'pym-web-hours-mid-order',
    category: 'menu-mid-order',
    channel: 'webchat',
    steps: ['3 carrot slices pickup later today', 'what time do you close?', '6:30pm then', 'Eli Stone, 512-555-0116', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:30', name: 'Eli Stone', phone: '+15125550116' },
      says: [PM8],
    },
  },

  // ================================================================ name and phone in one line
  {
    id: 'pym-web-np-labelled-lines',
    category: 'name-phone',
    channel: 'webchat',
    steps: ['1 whole lemon cake pickup sunday at 2pm', 'Name: Priya Nair\nPhone: (512) 555-0181', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Priya Nair', phone: '+15125550181' },
      says: [price(58)],
    },
  },
  {
    id: 'pym-web-np-phone-first-dots',
    category: 'name-phone',
    channel: 'webchat',
    steps: ['5 vanilla slices pickup at noon today', '512.555.0123 - Grace Liu', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Grace Liu', phone: '+15125550123' },
    },
  },
  {
    id: 'pym-web-np-plus1-spaces',
    category: 'name-phone',
    channel: 'webchat',
    steps: ['red velvet whole cake for tmrw 4pm, pick up', '+1 512 555 0167, Omar Haddad', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Omar Haddad', phone: '+15125550167' },
    },
  },
  {
    id: 'pym-web-np-cell-large-slices',
    category: 'name-phone',
    channel: 'webchat',
    steps: ['2 large chocolate fudge slices, pickup 1:15pm today', 'Kim Lee, cell 737-555-0120', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:15', name: 'Kim Lee', phone: '+17375550120' },
      says: [price(19)],
    },
  },
  {
    id: 'pym-web-np-sentence',
    category: 'name-phone',
    channel: 'webchat',
    steps: ['can i order a whole carrot cake for sunday noon pickup', "I'm Rosa Diaz and my number is 512 555 0119", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Rosa Diaz', phone: '+15125550119' },
    },
  },
  {
    id: 'pym-web-np-phone-label-first',
    category: 'name-phone',
    channel: 'webchat',
    steps: ['2 lemon slices + 1 carrot slice, pickup 5pm today', 'phone 5125550127 name Ben Adler', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T17:00',
        name: 'Ben Adler',
        phone: '+15125550127',
      },
    },
  },
  {
    id: 'pym-web-np-all-in-first',
    category: 'name-phone',
    channel: 'webchat',
    steps: ['hi, 2 carrot slices pickup 4pm today. Hana Kato 512-555-0138', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Hana Kato', phone: '+15125550138' },
      says: [price(12)],
    },
  },
  {
    id: 'pym-web-np-short-phone',
    category: 'name-phone',
    channel: 'webchat',
    steps: ['1 lemon slice pickup at 2pm today', 'Leo Grant 512-555-01', '512-555-0140', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Leo Grant', phone: '+15125550140' },
      says: [/phone|number/i],
    },
  },
  {
    id: 'pym-web-np-separate-lines',
    category: 'name-phone',
    channel: 'webchat',
    steps: ['whole lemon cake sunday 10am pickup', 'Jonah Price', '737 555 0142', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Jonah Price', phone: '+17375550142' },
    },
  },
  {
    id: 'pym-web-name-only-then-phone',
    category: 'name-phone',
    channel: 'webchat',
    steps: ['3 lemon slices pickup at 4pm today', 'Lucy Barnes', '512-555-0155', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Lucy Barnes', phone: '+15125550155' },
      says: [/phone|number/i],
    },
  },
  {
    id: 'pym-wa-name-only-no-phone-ask',
    category: 'name-phone',
    channel: 'whatsapp',
    steps: ['2 red velvet slices pickup 12:45 today', 'its Carmen Vega', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:45', name: 'Carmen Vega' },
      never: [ASKS_PHONE],
    },
  },

  // ================================================================ two orders in a row
  {
    id: 'pym-web-two-orders-same-details',
    category: 'two-orders',
    channel: 'webchat',
    steps: [
      '2 chocolate fudge slices pickup at 1pm today, Nora Hale 512-555-0143',
      'yes',
      'can I place another order? a whole lemon cake for sunday 2pm pickup, same name and number',
      'yes',
    ],
    expect: {
      says: [/ord_[0-9a-z]{20}[\s\S]*chocolate/i],
      lastSays: [ORDER_ID, /lemon/i, without('chocolate')],
    },
  },
  {
    id: 'pym-wa-two-orders-sister',
    category: 'two-orders',
    channel: 'whatsapp',
    steps: [
      'whole carrot cake sat nov 28 at 11am pickup, Rita Gomez',
      'yes',
      'and a separate order for my sister please: 3 lemon slices today at 5pm, name Alma Gomez',
      'yes',
    ],
    expect: {
      says: [/ord_[0-9a-z]{20}[\s\S]*carrot/i, /Alma Gomez/],
      lastSays: [ORDER_ID, /lemon/i, without('carrot')],
    },
  },
  {
    id: 'pym-web-new-order-after-placed',
    category: 'two-orders',
    channel: 'webchat',
    steps: ['1 vanilla bean slice at 3pm today pickup. Tess Young (512) 555-0144', 'yes', 'new order', '2 red velvet slices today at 6pm, same name and number', 'yes'],
    expect: {
      says: [/ord_[0-9a-z]{20}[\s\S]*vanilla/i],
      lastSays: [ORDER_ID, /red velvet/i, without('vanilla')],
    },
  },
  {
    id: 'pym-web-second-order-thanksgiving',
    category: 'two-orders',
    channel: 'webchat',
    steps: [
      '3 carrot slices pickup at 11:30 today - Paul Avery 737-555-0153',
      'yes',
      'thanks! oh also can i order a whole cake for thanksgiving?',
      'a whole lemon cake for thursday at 10am pickup, same name & phone',
      'yes',
    ],
    expect: {
      says: [/ord_[0-9a-z]{20}[\s\S]*carrot/i, /thu|nov(ember)? 26/i],
      lastSays: [ORDER_ID, /lemon/i, without('carrot')],
    },
  },

  // ================================================================ the same order again
  {
    id: 'pym-web-dup-message-resent',
    category: 'duplicate',
    channel: 'webchat',
    steps: ['2 carrot slices pickup at 1pm today, Jo Park 512-555-0146', 'yes', '2 carrot slices pickup at 1pm today, Jo Park 512-555-0146', 'no just the one'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Jo Park', phone: '+15125550146' },
      says: [SAME_AGAIN],
      never: [/did not catch|didn.?t catch|didn.?t understand|did not understand/i],
    },
  },
  {
    id: 'pym-wa-dup-yes-twice',
    category: 'duplicate',
    channel: 'whatsapp',
    steps: ['whole chocolate fudge cake sunday 3pm pickup - Max Ford', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Max Ford' },
      lastSays: [/ord_|already|placed|confirmed/i],
    },
  },
  {
    id: 'pym-web-dup-wants-second-one',
    category: 'duplicate',
    channel: 'webchat',
    steps: [
      '1 whole vanilla bean cake for pickup sunday at noon, Lia Ross 512-555-0147',
      'yes',
      '1 whole vanilla bean cake for pickup sunday at noon, Lia Ross 512-555-0147',
      'yes, I want a second separate one, one for work and one for home',
    ],
    // The spec (section 3, deduplication window): an identical order within 2 minutes of an earlier
    // one gets status `duplicate`, so the yes a minute later is answered with the earlier order.
    expect: {
      says: [SAME_AGAIN],
      lastSays: [ORDER_ID, /same order|not place it again|already/i],
    },
  },
  {
    id: 'pym-web-dup-did-it-go-through',
    category: 'duplicate',
    channel: 'webchat',
    steps: ['3 lemon slices pickup 2:30pm today. Sara Boyd 512-555-0148', 'yes', 'did it go through? 3 lemon slices 2:30'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: 'Sara Boyd', phone: '+15125550148' },
      lastSays: [/ord_|confirmed|placed|went through|yes/i],
    },
  },

  // ================================================================ starting over
  {
    id: 'pym-web-start-over-new-items',
    category: 'start-over',
    channel: 'webchat',
    steps: ['3 carrot slices today 2pm', 'start over', 'a whole lemon cake for sunday at 11am pickup', 'Dina Marsh 512-555-0149', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Dina Marsh', phone: '+15125550149' },
    },
  },
  {
    id: 'pym-web-new-order-at-readback',
    category: 'start-over',
    channel: 'webchat',
    steps: ['2 vanilla slices pickup noon today, Abe Cruz 512-555-0150', 'new order', '1 red velvet slice at 12:30 today pickup, same name and number', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:30', name: 'Abe Cruz', phone: '+15125550150' },
    },
  },
  {
    id: 'pym-wa-start-again-typo',
    category: 'start-over',
    channel: 'whatsapp',
    steps: ['2 lemon slices and a carrot slice for 4pm', 'ugh wrong, lets start agian', '3 chocolate fudge slices for 4pm pickup. Kai Moss', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Kai Moss' },
    },
  },
  {
    id: 'pym-web-start-over-then-bye',
    category: 'start-over',
    channel: 'webchat',
    steps: ['whole chocolate fudge cake tomorrow 3pm', 'start over', 'actually never mind, bye'],
    expect: { noOrder: true, lastSays: [/bye|goodbye|anytime|not (been )?placed|no order/i] },
  },

  // ================================================================ thanks / bye at the end
  {
    id: 'pym-web-thanks-after-confirm',
    category: 'thanks-bye',
    channel: 'webchat',
    steps: ['2 red velvet slices pickup at 5pm today, Owen Hart 512-555-0151', 'yes', 'thanks!!'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Owen Hart', phone: '+15125550151' },
      lastSays: [CLOSE],
    },
  },
  {
    id: 'pym-wa-bye-after-confirm',
    category: 'thanks-bye',
    channel: 'whatsapp',
    steps: ['whole carrot cake for sunday 4pm pickup. Uma Reed', 'yes', 'ok bye 👋'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T16:00', name: 'Uma Reed' },
      lastSays: [CLOSE],
      never: [/not (been )?placed yet|isn.?t placed/i],
    },
  },
  {
    id: 'pym-web-thanks-then-open-q',
    category: 'thanks-bye',
    channel: 'webchat',
    steps: ['4 lemon slices pickup at 3pm today. Ivy Cole 512-555-0154', 'yes', 'thank you! what time do you open tomorrow?'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Ivy Cole', phone: '+15125550154' },
      lastSays: [AM8],
    },
  },
  {
    id: 'pym-web-bye-mid-order',
    category: 'thanks-bye',
    channel: 'webchat',
    steps: ['2 lemon slices pickup 3pm today', 'bye'],
    expect: { noOrder: true, lastSays: [/bye|goodbye|not (been )?placed|not placed yet/i] },
  },
  {
    id: 'pym-wa-thank-u-have-good-one',
    category: 'thanks-bye',
    channel: 'whatsapp',
    steps: ['1 large chocolate fudge slice for 11am today. Gus Nolan', 'yep', 'thank u so much, have a good one'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Gus Nolan' },
      lastSays: [CLOSE],
    },
  },

  // ================================================================ payment (at pickup, never a link)
  {
    id: 'pym-web-pay-link-before-yes',
    category: 'payment',
    channel: 'webchat',
    steps: ['whole red velvet cake sunday 1pm pickup. Vera Lim 512-555-0152', 'before i confirm can you send me a payment link?', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Vera Lim', phone: '+15125550152' },
      says: [PAY_IN_STORE],
      never: [LINK],
    },
  },
  {
    id: 'pym-wa-pay-now-or-pickup',
    category: 'payment',
    channel: 'whatsapp',
    steps: ['4 vanilla slices for 2pm today, Theo Banks', 'do i pay now or when i pick up?', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Theo Banks' },
      never: [LINK],
    },
  },
];

const notYet = new Set<string>(['pym-web-pay-link-before-yes']);

export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
