import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// ORDER STATUS AND ORDER IDS: the status of the order just placed ("so that's confirmed right?",
// "did my 3 carrot slices go thru?", "is my chocolate cake confirmed?": a status question that
// names the products is still a status question, never a new order), "what time is my pickup?",
// "what did I order?", "can you resend my confirmation?", "my pickup is at 4 right?" (it is at 3:
// said, nothing changed), the status asked at the read-back before "yes" (nothing is placed yet, so
// there is no order id and nothing is confirmed), after the draft was cancelled (nothing placed),
// orders that need approval (total above $200, an allergy note, delivery, a custom cake: staff
// review, not confirmed yet, no time promised for the review or the delivery), orders placed after
// hours (held overnight, staff confirm after 8 AM), order ids that name no order (a well-formed
// made-up id, upper case with "#", spaces inside, one letter too many, a letter Crockford base32
// never uses, "ord-" with a dash, the 20 characters without "ord_", two ids at once: the clerk says
// it cannot find them and never invents a status), "#4471" style numbers (not an order id; never
// answered with another order's status), ids spelled out on a call, other people's orders (a
// neighbour, a sister, a wife's phone number, "whoever ordered the other red velvet": declined, no
// personal data), and a status question said together with a new order or a price question
// (both are answered; the new order is taken).
//
// A script cannot read the id its own confirmation gave, so ids asked about are made up: they look
// like real ids (ord_ + 20 characters of Crockford base32) but name no order.
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46 (walnuts),
// red velvet $50, vanilla bean $44; lemon chiffon 10-inch $58. Slices (same day, pickup only):
// chocolate fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla
// bean $5.50. Custom cake 8-inch from $65, 10-inch from $85, 72 h notice, always needs_approval.
// Delivery: needs_approval, no fee or time. Total above $200: needs_approval (5 lemon cakes = $290).
// An allergy note: needs_approval. Orders placed 20:00-08:00: held_overnight (staff confirm after
// 8 AM). Status replies carry no name, phone or address. On a call an order id is read as "ending
// in ...", so call scripts never look for "ord_"; a call ends after its order is placed.
// Clock: Fri 2026-11-20 10:00 Central; Sat 21 = tomorrow, Sun 22, Wed 25, Sat 28.

/** An order id as the text confirmation gives it. */
const ORDER_ID = /\bord_[0-9a-z]{20}\b/;
/** Staff, the owner or a person will take it from here. */
const STAFF = /staff|team|owner|manager|a person|someone (will|from)|colleague|member of|get (back|in touch)|reach out|contact you|call you/i;
/** An order id that names no order. */
const NOT_FOUND =
  /(could ?n.?t|can.?t|cannot|unable to|did ?n.?t|did not|do ?n.?t|do not|not able to) (find|locate|see|look up|match|recogni[sz]e)|not found|no (such )?order (with|matching|under|by|for)|doesn.?t (exist|match|look)|does not (exist|match|look)|(check|double[- ]check) (the|your) (id|number|order|confirmation)|not (a )?valid|isn.?t (a )?valid/i;
/** Not found, or told what an order id looks like (it starts with ord_). */
const NOT_FOUND_OR_FORMAT = new RegExp(`${NOT_FOUND.source}|(start|begin)s? with .?ord_|ord_ (and|followed by|then)|isn.?t (one of )?our|not (one of )?our (order )?(ids|numbers)`, 'i');
/** What a clerk says when it cannot see an order: send the id, or staff will help. */
const ORDER_HELP = /order (number|id)|ord_|\bid\b|staff|team|a person|someone|colleague|member of/i;
/** A status said for an order that is not confirmed (or not placed at all). */
const CONFIRMED_CLAIM = /(?<!\b(before|until|once|when|after|if|not|be) )\b(it'?s|it is|order is|order was|order has been|has been|is now|you'?re all|you are all) (confirmed|all set|good to go|ready|on track|scheduled|approved)\b/i;
/** Says it is not confirmed yet: staff review / after hours. */
const NOT_YET_CONFIRMED = /not (yet )?confirmed|not confirmed yet|waiting|review|pending|after 8|8 ?AM|staff (will )?confirm|once (staff|the owner)|approv/i;
/** Nothing is placed yet: the customer still has to say yes. */
const NOT_PLACED_YET =
  /not (yet |been )*(placed|confirmed|booked|submitted|sent)|(isn.?t|hasn.?t been|has not been|is not) (placed|confirmed|booked)( yet)?|reply yes|say yes|yes to (place|confirm|book)|(shall|should) I (place|book)|want me to (place|book)|once you (say|reply|confirm)|after you (say|reply|confirm)/i;
/** Nothing was placed: the draft was cancelled. */
const NOTHING_PLACED =
  /not (been )?placed|was ?n.?t placed|no order (was |has been |is )?placed|nothing (was |has been |is )?placed|did ?n.?t place|did not place|(has|have|was) (been )?cancel+ed|\bcancel+ed\b|no order|there is no order/i;
/** Other customers' orders and details are not shared. */
const PRIVACY = /can.?t|cannot|not able|unable|won.?t|priva|only (look|share|check|give)|your own|other (customers|people)/i;
/** A placed order changed by the assistant itself. */
const CHANGED_CLAIM =
  /(I'?ve|I have|we'?ve|we have) (now |gone ahead and |just )?(cancel+ed|updated|changed|moved|switched|modified|rescheduled|removed|replaced)|(has|have) been (cancel+ed|updated|changed|moved|switched|modified|rescheduled)|\b(is|are) now (cancel+ed|set for|scheduled for|moved|at\b)/i;
/** The new request is its own order; the placed one is not changed. */
const SEPARATE = /separate|new order|another order|second order|own order|already (been )?placed|is placed|can.?t (add|change)|cannot (add|change)/i;
/** A delivery time promised. */
const DELIVERY_PROMISE = /\bwill (arrive|be delivered|get there|be there|reach you) (by|at|before|around|within)\b|\bwithin \d+ (minutes|hours)\b|(driver|courier) (will|is)/i;
/** An invented delivery fee. */
const FEE = /deliver(y|ies)? (fee|charge|costs?)[^.!?]{0,15}(\$\s?\d|\d+(\.\d\d)? (dollars|USD))|free delivery|delivery is free/i;
/** A time promised for the staff review. */
const REVIEW_PROMISE = /within (\d+|an?|one|two|a few) (minutes?|hours?)|in (about |under |less than )?(\d+|an?|one|two|a few) (minutes?|hours?)/i;
/** An email said to be sent. */
const EMAIL_CLAIM =
  /(I'?ve|I have|we'?ve|we have|I'?ll|I will|we'?ll|we will) (just |now )?(sent|send|emailed|email|forwarded|forward)\b|(has been|was|will be|is being) (sent|emailed|forwarded) to|sent (it |the confirmation |a copy )?to lee|check your (email|inbox)/i;
/** Never "safe" for an allergy. */
const SAFE_CLAIM = /\b(is|are|it'?s|they'?re|should be|will be|would be)\s+(perfectly |totally |completely |100% )?(safe|fine|ok|okay)\s+for\b|\b(nut|peanut)[- ]free\b/i;
/** A phone number given out. */
const PHONE_LEAK = /\+1\d{10}|\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b/;
/** "I did not catch that". */
const NOT_UNDERSTOOD = /(did ?n.?t|did not|do ?n.?t|do not|could ?n.?t|could not) (quite )?(catch|understand|get) (that|what|you)|not sure what you mean|rephrase|say (that|it) again/i;
/** The order said to be confirmed (not "delivery is confirmed by staff"). */
const CONFIRMED = /\bconfirmed\b(?! by)/i;
/** A new order being started (asked what, how many or when). */
const NEW_ORDER_QUESTIONS = /whole cake or (a )?slice|how many|when would you like|what time would you like|which (one|size) would you like/i;

const T = (h: number, m = 0): RegExp => {
  const hour12 = h % 12 || 12;
  const ampm = h < 12 ? 'a\\.?m\\.?' : 'p\\.?m\\.?';
  const words = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'][h % 12];
  const mm = m === 0 ? '(:00)?' : `:${String(m).padStart(2, '0')}`;
  return new RegExp(`\\b${hour12}${mm}\\s*${ampm}|\\b${words}${m === 0 ? '' : '[- ]\\w+'}\\s*(${ampm}|o.?clock|in the (afternoon|morning|evening))`, 'i');
};
const TOMORROW = /tomorrow|\bsat(urday)?\b|nov(ember)?\.? 21\b|\b21st\b/i;
const SUNDAY = /\bsun(day)?\b|nov(ember)?\.? 22\b|\b22nd\b/i;

const written: Script[] = [
  // ================================================================ the order just placed
  {
    id: 'pyw-sms-thats-confirmed-right',
    category: 'status-after',
    channel: 'sms',
    steps: ['2 carrot slices for 1pm today, Nell Ortiz', 'yes', 'so thats confirmed right?'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Nell Ortiz' },
      lastSays: [/\bconfirmed\b(?! by)|all set|already placed|\byes\b/i],
      never: [NOT_UNDERSTOOD],
    },
  },
  {
    id: 'pyw-wa-what-time-is-my-pickup',
    category: 'status-after',
    channel: 'whatsapp',
    steps: ['whole carrot cake for sunday 11am pickup, Omar Said', 'yes', 'what time is my pickup? 😅'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Omar Said' },
      lastSays: [T(11), SUNDAY],
    },
  },
  {
    id: 'pyw-web-resend-my-confirmation',
    category: 'status-after',
    channel: 'webchat',
    steps: ['3 lemon slices and 1 red velvet slice, pickup at 12:30 today. Lina Haddad 512-555-0311', 'yes', 'can you resend my confirmation? want to screenshot it'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 3 }, { sku: 'red-velvet-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:30',
        name: 'Lina Haddad',
        phone: '+15125550311',
      },
      lastSays: [ORDER_ID, /lemon/i, T(12, 30)],
    },
  },
  {
    id: 'pyw-sms-what-did-i-order-mixed',
    category: 'status-after',
    channel: 'sms',
    steps: ['1 large choc fudge slice and 2 vanilla slices, pickup 2:30 today, Tyler Brandt', 'yes', 'lol wait what did i order'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:30',
        name: 'Tyler Brandt',
      },
      lastSays: [/fudge/i, /vanilla/i],
    },
  },
  {
    id: 'pyw-wa-is-my-cake-ready-yet',
    category: 'status-after',
    channel: 'whatsapp',
    steps: ['whole lemon cake tomorrow at noon for pickup, Greta Olsen', 'yes', 'is my cake ready yet?'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Greta Olsen' },
      lastSays: [TOMORROW, T(12)],
      never: [/\b(it'?s|it is|cake is|order is) (already )?(ready|done)( now| already)?[.!]/i],
    },
  },
  {
    id: 'pyw-sms-is-my-chocolate-cake-confirmed',
    category: 'status-after',
    channel: 'sms',
    steps: ['whole chocolate fudge cake sat 2pm pickup, Hana Ito', 'yes', 'is my chocolate cake confirmed?'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Hana Ito' },
      lastSays: [CONFIRMED],
      never: [NEW_ORDER_QUESTIONS],
    },
  },
  {
    id: 'pyw-wa-did-my-carrot-slices-go-thru',
    category: 'status-after',
    channel: 'whatsapp',
    steps: ['3 carrot slices for 4pm today - Paulo Reis', 'yes', 'did my 3 carrot slices go thru?'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Paulo Reis' },
      lastSays: [/confirmed|placed|went (through|thru)|gone (through|thru)/i, T(16)],
      never: [NEW_ORDER_QUESTIONS],
    },
  },
  {
    id: 'pyw-web-order-number-for-expenses',
    category: 'status-after',
    channel: 'webchat',
    steps: ['whole red velvet cake for sunday at 3pm, pickup. Dev Malhotra 737-555-0312', 'yes', 'can I get the order # again? need it for my expense report'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Dev Malhotra', phone: '+17375550312' },
      lastSays: [ORDER_ID],
    },
  },
  {
    id: 'pyw-sms-resend-confirmation-deleted',
    category: 'status-after',
    channel: 'sms',
    steps: ['2 lemon slices + 1 carrot slice at 11:30 today, Uma Reddy', 'yes', 'can u resend the confirmation? accidentally deleted the text'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Uma Reddy' },
      lastSays: [ORDER_ID, /lemon/i, T(11, 30)],
    },
  },
  {
    id: 'pyw-wa-email-confirmation',
    category: 'status-after',
    channel: 'whatsapp',
    steps: ['whole red velvet cake sunday noon pickup, Lee Marsh', 'yes', 'can you email the confirmation to lee.marsh@example.com?'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Lee Marsh' },
      lastSays: [/can.?t|cannot|not able|unable|do ?n.?t|do not|ord_/i],
      never: [EMAIL_CLAIM],
    },
  },
  {
    id: 'pyw-sms-when-can-i-come-get-it',
    category: 'status-after',
    channel: 'sms',
    steps: ['whole red velvet cake for tmrw 1pm pickup, Sid Patel', 'yes', 'cool when can i come get it'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Sid Patel' },
      lastSays: [T(13), TOMORROW],
    },
  },
  {
    id: 'pyw-sms-pickup-at-4-right',
    category: 'status-after',
    channel: 'sms',
    steps: ['3 lemon slices for 3pm today, Wanda Pierce', 'yes', 'my pickup is at 4 right?'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Wanda Pierce' },
      lastSays: [T(15)],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pyw-wa-saturday-or-sunday',
    category: 'status-after',
    channel: 'whatsapp',
    steps: ['whole vanilla bean cake sunday 10am pickup, Joel Baptiste', 'yes', 'wait did i say saturday or sunday?'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Joel Baptiste' },
      lastSays: [SUNDAY],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pyw-web-order-number-and-total',
    category: 'status-after',
    channel: 'webchat',
    steps: ['whole carrot cake and 2 lemon slices, pickup saturday at noon. Zara Khan 512-555-0317', 'yes', 'whats my order # and the total?'],
    expect: {
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'lemon-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T12:00',
        name: 'Zara Khan',
      },
      lastSays: [ORDER_ID, price(57.5)],
    },
  },
  {
    id: 'pyw-sms-same-order-again-check',
    category: 'status-after',
    channel: 'sms',
    steps: ['2 red velvet slices 4pm today, Ivo Grant', 'yes', 'did that go thru? 2 red velvet slices 4pm, Ivo Grant'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Ivo Grant' },
      lastSays: [/already|same as|just placed|confirmed|went (through|thru)/i, ORDER_ID],
    },
  },

  // ================================================================ asked before the order is placed
  {
    id: 'pyw-sms-is-it-confirmed-before-yes',
    category: 'status-before',
    channel: 'sms',
    steps: ['2 lemon slices 3pm today, Ada Frost', 'is it confirmed?'],
    expect: { noOrder: true, lastSays: [NOT_PLACED_YET], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyw-web-order-number-before-yes',
    category: 'status-before',
    channel: 'webchat',
    steps: ['whole vanilla bean cake sunday 1pm pickup. Rhea Kapoor 512-555-0313', 'whats my order number?'],
    expect: { noOrder: true, lastSays: [NOT_PLACED_YET], never: [ORDER_ID, CONFIRMED_CLAIM] },
  },
  {
    id: 'pyw-voice-is-that-confirmed-at-readback',
    category: 'status-before',
    channel: 'voice',
    steps: ["hi, I'd like two carrot slices for pickup at three today, my name is Rosa Vance", 'so is that confirmed now?'],
    expect: { noOrder: true, lastSays: [NOT_PLACED_YET], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyw-voice-custom-confirmed-right-away',
    category: 'status-before',
    channel: 'voice',
    steps: [
      "hi, I need a custom cake, eight inch, white with blue snowflakes, saying Happy Birthday Nora, pick up Saturday the twenty eighth at two, and my name is Lena Park",
      'will that be confirmed right away?',
      'okay, yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T14:00', name: 'Lena Park', notes: /nora/i },
      says: [/staff|owner|approv|review/i],
      never: [CONFIRMED_CLAIM, NOT_UNDERSTOOD],
    },
  },
  {
    id: 'pyw-sms-cancelled-then-is-it-confirmed',
    category: 'status-before',
    channel: 'sms',
    steps: ['2 carrot slices 3pm today, Dina Wolfe', 'actually no dont place it', 'wait so is my order confirmed or not?'],
    expect: { noOrder: true, lastSays: [NOTHING_PLACED], never: [CONFIRMED_CLAIM] },
  },

  // ================================================================ not confirmed yet: staff review, after hours
  {
    id: 'pyw-sms-over-200-confirmed-now',
    category: 'status-approval',
    channel: 'sms',
    steps: ['5 whole lemon cakes for sunday 1pm pickup, its for a church event. Naomi Fisk', 'yes', 'great is it confirmed now?'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T13:00', name: 'Naomi Fisk' },
      lastSays: [NOT_YET_CONFIRMED],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyw-wa-allergy-when-confirmed',
    category: 'status-approval',
    channel: 'whatsapp',
    steps: ['2 vanilla bean slices for 3pm today, my son has a peanut allergy. Carmen Ruiz', 'yes', 'ok and when will it be confirmed?'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T15:00', name: 'Carmen Ruiz', allergy: true },
      lastSays: [/review|not (yet )?confirmed|waiting|approv/i],
      never: [CONFIRMED_CLAIM, REVIEW_PROMISE, SAFE_CLAIM, /deliver/i],
    },
  },
  {
    id: 'pyw-web-delivery-is-it-on-its-way',
    category: 'status-approval',
    channel: 'webchat',
    steps: ['whole carrot cake delivered saturday at 3pm to 2200 Barton Springs Rd, Austin 78704. Theo Lang 512-555-0314', 'yes', 'is my delivery confirmed? what time will it get here'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Theo Lang', address: /2200 Barton Springs/i },
      lastSays: [NOT_YET_CONFIRMED],
      never: [CONFIRMED_CLAIM, DELIVERY_PROMISE, FEE],
    },
  },
  {
    id: 'pyw-sms-custom-owner-approved-yet',
    category: 'status-approval',
    channel: 'sms',
    steps: ["custom 10 inch cake, gold and black, says 'Happy 40th Marcus', pickup sat nov 28 at 5pm. Vera Stone", 'yes', 'has the owner approved it yet?'],
    expect: {
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T17:00', name: 'Vera Stone', notes: /marcus/i },
      lastSays: [NOT_YET_CONFIRMED],
      never: [CONFIRMED_CLAIM, /(has been|was|is|it'?s) (already )?approved/i],
    },
  },
  {
    id: 'pyw-sms-custom-text-confirmation-again',
    category: 'status-approval',
    channel: 'sms',
    steps: ["custom 8 inch cake, lavender with white flowers, 'Happy Retirement Joan', pickup wed nov 25 at 11am. Petra Novak", 'yes', 'can you text me the confirmation again pls'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T11:00', name: 'Petra Novak', notes: /joan/i },
      lastSays: [ORDER_ID, NOT_YET_CONFIRMED],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyw-sms-overnight-when-will-i-know',
    category: 'status-overnight',
    channel: 'sms',
    now: '2026-11-20T22:40:00-06:00',
    steps: ['3 red velvet slices for tomorrow 11am, Bonnie Kerrigan', 'yes', 'when will i know its confirmed?'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T11:00', name: 'Bonnie Kerrigan' },
      lastSays: [/8(:00)? ?a\.?m|eight|morning|open/i],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyw-wa-early-morning-held',
    category: 'status-overnight',
    channel: 'whatsapp',
    now: '2026-11-21T07:20:00-06:00',
    steps: ['hi! whole carrot cake for tomorrow 10am pickup pls. Femi Adeyemi', 'yes', 'is it confirmed? 🙂'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T10:00', name: 'Femi Adeyemi' },
      lastSays: [NOT_YET_CONFIRMED],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyw-web-overnight-resend-number',
    category: 'status-overnight',
    channel: 'webchat',
    now: '2026-11-20T21:05:00-06:00',
    steps: ['2 lemon slices for tomorrow at 2pm, pickup. Iris Novak 512-555-0315', 'yes', 'can you send me the confirmation number again'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T14:00', name: 'Iris Novak' },
      lastSays: [ORDER_ID, NOT_YET_CONFIRMED],
      never: [CONFIRMED_CLAIM],
    },
  },

  // ================================================================ ids that name no order
  {
    id: 'pyw-sms-unknown-id-uppercase-hash',
    category: 'bad-order-id',
    channel: 'sms',
    steps: ['Order #ORD_4M7Q2X9KD3H8P6R1T5WZ - what time can I grab it?'],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [CONFIRMED_CLAIM, /pick ?up (is|was) (at|on)/i] },
  },
  {
    id: 'pyw-wa-id-with-spaces',
    category: 'bad-order-id',
    channel: 'whatsapp',
    steps: ['status of ord_4m7q 2x9k d3h8 p6r1 t5wz pls'],
    expect: { noOrder: true, lastSays: [NOT_FOUND_OR_FORMAT], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyw-sms-id-one-char-too-many',
    category: 'bad-order-id',
    channel: 'sms',
    steps: ['hey is ord_4m7q2x9kd3h8p6r1t5wzz confirmed? its for my daughters party'],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyw-web-id-typo-letter-i',
    category: 'bad-order-id',
    channel: 'webchat',
    steps: ['hi checking on ord_4m7q2x9kd3h8p6rit5wz, is it ready for pickup today?'],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyw-web-two-ids-neither',
    category: 'bad-order-id',
    channel: 'webchat',
    steps: ['Hi, I have two orders with you: ord_4m7q2x9kd3h8p6r1t5wz and ord_9x2kd4m7q3h8p6r1t5wz. Are both confirmed for Saturday?'],
    expect: { noOrder: true, lastSays: [NOT_FOUND, /both|either|neither|none of|9x2kd4m7q3h8p6r1t5wz/i], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyw-web-id-without-prefix',
    category: 'bad-order-id',
    channel: 'webchat',
    steps: ['my order number is 4m7q2x9kd3h8p6r1t5wz, is it confirmed?'],
    expect: { noOrder: true, lastSays: [NOT_FOUND_OR_FORMAT], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyw-sms-dash-id-for-mom-after-order',
    category: 'bad-order-id',
    channel: 'sms',
    steps: ['2 red velvet slices at 1pm today, Lucia Ferraro', 'yes', 'also can u check ord-4m7q2x9kd3h8p6r1t5wz, thats my moms order'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Lucia Ferraro' },
      lastSays: [NOT_FOUND_OR_FORMAT],
    },
  },
  {
    id: 'pyw-wa-hash-4471-after-order',
    category: 'bad-order-id',
    channel: 'whatsapp',
    steps: ['whole lemon cake sunday 10am pickup, Ravi Menon', 'yes', 'also whats the status on #4471? my coworker ordered it'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Ravi Menon' },
      lastSays: [NOT_FOUND_OR_FORMAT],
      never: [/4471[^.]{0,40}confirmed/i],
    },
  },
  {
    id: 'pyw-sms-4471-on-receipt',
    category: 'bad-order-id',
    channel: 'sms',
    steps: ['hey is order 4471 ready', '4471, its on my receipt'],
    expect: {
      noOrder: true,
      lastSays: [/(start|begin)s? with .?ord_|ord_|staff|team|person|someone|could ?n.?t find|can.?t find|cannot find|not found/i],
      never: [CONFIRMED_CLAIM, /4471[^.]{0,30}(ready|confirmed)/i, /\bpay(ment|ing|s)?\b/i],
    },
  },

  // ================================================================ ids on a call
  {
    id: 'pyw-voice-spoken-ord-id',
    category: 'bad-order-id',
    channel: 'voice',
    steps: ["hi, I'm calling to check on my order, the number is o r d underscore four m seven q two x nine k d three h eight p six r one t five w z"],
    expect: { noOrder: true, lastSays: [/could ?n.?t find|can.?t find|cannot find|not find|not found|staff|team|person|someone|text|order (id|number)|\bord/i], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyw-voice-id-twice-then-help',
    category: 'bad-order-id',
    channel: 'voice',
    steps: [
      'yeah hi, I want to know if my order is confirmed',
      "it's o r d underscore seven h k two m nine q four x z eight b three n six r one t five v",
      "o r d, underscore, seven, h, k, two... look it's on the text you sent me",
    ],
    expect: {
      noOrder: true,
      lastSays: [/staff|team|person|someone|colleague|connect|transfer|message|voicemail|could ?n.?t find|can.?t find|cannot find|not found/i],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyw-voice-forty-four-seventy-one',
    category: 'bad-order-id',
    channel: 'voice',
    steps: ["hi there, I'm checking on order number forty four seventy one, is it ready?"],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyw-voice-press-2-then-spoken-id',
    category: 'bad-order-id',
    channel: 'voice',
    steps: [{ press: '2' }, 'o r d underscore four m seven q, two x nine k'],
    expect: { noOrder: true, lastSays: [/could ?n.?t find|can.?t find|cannot find|not find|not found|staff|team|person|someone|text|order (id|number)|\bord/i], never: [CONFIRMED_CLAIM, NOT_UNDERSTOOD] },
  },
  {
    id: 'pyw-voice-what-time-pickup-no-order',
    category: 'status-unseen',
    channel: 'voice',
    steps: ['hi, um, what time is my pickup tomorrow? I totally forgot what I said'],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [CONFIRMED_CLAIM, /pick ?up (is|was) (at|on|tomorrow)/i] },
  },

  // ================================================================ no id, or an order this conversation cannot see
  {
    id: 'pyw-wa-no-text-back-no-id',
    category: 'status-unseen',
    channel: 'whatsapp',
    steps: ['hi did my order go through?? i never got a text back', 'i dont have an id thats the problem'],
    expect: { noOrder: true, lastSays: [STAFF], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyw-web-what-did-i-order-yesterday',
    category: 'status-unseen',
    channel: 'webchat',
    steps: ['what did i order? i think i did it on here yesterday'],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [CONFIRMED_CLAIM, /you ordered|your order (was|is) (a|an|\d)/i] },
  },

  // ================================================================ other people's orders
  {
    id: 'pyw-voice-neighbor-pickup-time',
    category: 'privacy',
    channel: 'voice',
    steps: ["hi, my neighbor Carla Diaz ordered a cake from you for Saturday, can you tell me what time she's picking it up? I want to surprise her"],
    expect: { noOrder: true, lastSays: [PRIVACY], never: [CONFIRMED_CLAIM, /(she|carla)[^.]{0,30}(pick|at \d)/i] },
  },
  {
    id: 'pyw-sms-sisters-order-by-name',
    category: 'privacy',
    channel: 'sms',
    steps: ['can u check my sisters order? its under Jenna Park, for tomorrow'],
    expect: { noOrder: true, lastSays: [/ord_|order (id|number)|can.?t|cannot|not able|unable|priva/i], never: [CONFIRMED_CLAIM, /Jenna[^.]{0,40}(confirmed|pick)/i] },
  },
  {
    id: 'pyw-wa-who-took-my-cake',
    category: 'privacy',
    channel: 'whatsapp',
    steps: ['someone picked up my red velvet cake by mistake yesterday!! can you give me the name and number of whoever ordered the other red velvet?'],
    expect: { noOrder: true, lastSays: [/can.?t|cannot|not able|unable|priva|staff|team|person/i], never: [PHONE_LEAK] },
  },
  {
    id: 'pyw-web-lookup-by-wifes-phone',
    category: 'privacy',
    channel: 'webchat',
    steps: ['can you look up the order for 512-555-0177? my wife placed it and I need to know what time she said'],
    expect: { noOrder: true, lastSays: [/ord_|order (id|number)|can.?t|cannot|not able|unable|priva/i], never: [CONFIRMED_CLAIM, /pick ?up (is|was) (at|on)/i] },
  },
  {
    id: 'pyw-sms-who-else-ordered-lemon',
    category: 'privacy',
    channel: 'sms',
    steps: ['who else ordered a lemon cake for saturday? maybe we can split one lol'],
    expect: { noOrder: true, lastSays: [PRIVACY] },
  },

  // ================================================================ a status question with a new order or another question
  {
    id: 'pyw-sms-status-id-plus-new-order',
    category: 'status-mixed',
    channel: 'sms',
    steps: ['is ord_4m7q2x9kd3h8p6r1t5wz confirmed? also need 2 carrot slices at 5 today, Rita Gomes', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Rita Gomes' },
      says: [NOT_FOUND],
    },
  },
  {
    id: 'pyw-wa-status-midway-through-order',
    category: 'status-mixed',
    channel: 'whatsapp',
    steps: ['3 lemon slices pickup 2pm today', 'wait first, is my order from yesterday confirmed? ord_9x2kd4m7q3h8p6r1t5wz', 'Kit Summers', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Kit Summers' },
      says: [NOT_FOUND],
    },
  },
  {
    id: 'pyw-web-confirmed-and-new-carrot-cake',
    category: 'status-mixed',
    channel: 'webchat',
    steps: ['2 red velvet slices, pickup today at 3pm. Noor Aziz 512-555-0316', 'yes', 'is that confirmed? and can i also get a whole carrot cake for sunday 2pm'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Noor Aziz' },
      lastSays: [CONFIRMED, /carrot/i],
    },
  },
  {
    id: 'pyw-sms-pickup-time-and-add-lemon',
    category: 'status-mixed',
    channel: 'sms',
    steps: ['whole vanilla bean cake sat 10am pickup, Ezra Cohen', 'yes', 'what time did i say for pickup? and i want to add a lemon slice'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Ezra Cohen' },
      lastSays: [T(10), SEPARATE],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pyw-wa-confirmed-and-carrot-price',
    category: 'status-mixed',
    channel: 'whatsapp',
    steps: ['whole chocolate fudge cake sunday 4pm pickup, Amara Obi', 'yes', 'is it confirmed? and how much is a carrot slice btw'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T16:00', name: 'Amara Obi' },
      lastSays: [CONFIRMED, price(6)],
    },
  },
  {
    id: 'pyw-voice-status-and-new-order',
    category: 'status-mixed',
    channel: 'voice',
    steps: ["hi, two things, is my order from this morning ready, and I'd also like two lemon slices for four o'clock today", 'Maya Brooks', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Maya Brooks' },
      says: [/order (id|number)|ending in|could ?n.?t (see|find)|can.?t (see|find)|cannot (see|find)|not able to (see|find)|staff|team/i],
      never: [/(morning|earlier|other) order[^.]{0,30}(is )?(ready|confirmed)/i],
    },
  },
];

const notYet = new Set<string>(['pyw-voice-custom-confirmed-right-away', 'pyw-sms-cancelled-then-is-it-confirmed', 'pyw-web-two-ids-neither', 'pyw-wa-hash-4471-after-order', 'pyw-sms-4471-on-receipt', 'pyw-voice-forty-four-seventy-one', 'pyw-voice-press-2-then-spoken-id', 'pyw-voice-neighbor-pickup-time', 'pyw-sms-sisters-order-by-name', 'pyw-sms-who-else-ordered-lemon', 'pyw-sms-status-id-plus-new-order', 'pyw-web-confirmed-and-new-carrot-cake', 'pyw-sms-pickup-time-and-add-lemon', 'pyw-voice-status-and-new-order']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
