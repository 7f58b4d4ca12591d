import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// AFTER THE ORDER IS PLACED, AND FOLLOW-UPS: the customer asks about the order just placed ("is my
// order confirmed?", "what's my order number again", "when do I pick up?", "how much was it?"), a
// custom / after-hours order asked "is it confirmed?" (it is not yet: staff review / after 8 AM), an
// order id that does not exist or is malformed (ord_ typos, "#4471", "ORD-..."), asking to cancel
// or change a placed order (staff are asked; nothing is changed silently: the stored order keeps its
// items, time, name and address), an allergy told after placing (staff; the note reaches the order;
// never "safe"), thanks and emoji after the confirmation (no second order), "can I also get 2 slices"
// after placing (a separate new order, said clearly), payment ("do I pay now?", a payment link, a
// deposit, Venmo): the bakery has stated NO payment policy, so a careful clerk says payment is not
// handled here and offers staff; no link, no method, no deposit and no "pay at pickup" is invented),
// a receipt or invoice (none is invented or said to be sent), a customer who writes again later on
// the same channel (the runner cannot move the clock by hours between steps: "later" is the same
// conversation), and a caller who phones about an order placed by text or on the website (another
// channel: the call cannot see it; the clerk asks for the order id or offers staff, and claims no
// status).
//
// Catalog facts used: whole cakes 8-inch, 24 h notice: chocolate fudge $48, carrot $46 (walnuts),
// red velvet $50, vanilla bean $44 (allergens unknown); lemon 10-inch $58. Slices, no notice, pickup
// only: chocolate fudge $6.50 / large $9.50, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla
// bean $5.50. Custom 8-inch from $65, 10-inch from $85, 72 h, needs_approval. Delivery needs_approval,
// no fee or time. Orders 20:00-08:00 are held_overnight. Clock: Fri 2026-11-20 10:00 Central
// (Sat 21 = tomorrow, Sun 22, Mon 23, Wed 25, Sat 28).

/** An order id as the text confirmation gives it. */
const ORDER_ID = /\bord_[0-9a-z]{20}\b/;
/** Staff, the owner or a person will take it from here. */
const STAFF = /staff|team|owner|manager|a person|someone (will|from)|colleague|member of|get (back|in touch)|reach out|contact you|call you/i;
/** An order id that names no order. */
const NOT_FOUND =
  /(could ?n.?t|can.?t|cannot|unable to|did ?n.?t|did not|do ?n.?t|do not|not able to) (find|locate|see|look up|match|recogni[sz]e)|not found|no (such )?order (with|matching|under|by|for)|doesn.?t (exist|match|look)|does not (exist|match|look)|(check|double[- ]check) (the|your) (id|number|order|confirmation)|not (a )?valid|isn.?t (a )?valid/i;
/** What a clerk says when it cannot see an order: send the id, or staff will help. */
const ORDER_HELP = /order (number|id)|ord_|\bid\b|staff|team|a person|someone|colleague|member of/i;
/** A placed order changed or cancelled by the assistant itself. */
const CHANGED_CLAIM =
  /(I'?ve|I have|we'?ve|we have) (now |gone ahead and |just )?(cancel+ed|updated|changed|moved|switched|modified|rescheduled|removed|replaced)|(has|have) been (cancel+ed|updated|changed|moved|switched|modified|rescheduled)|\b(is|are) now (cancel+ed|set for|scheduled for|moved|at\b)|cancel+ation (is )?confirmed|\bdone[!.,]? (it'?s|your order is) (cancel+ed|changed|moved)/i;
/** An invented payment policy, method, deposit, link or "paid". The bakery has stated none. */
const PAY_INVENTED =
  /pay(ment)? (link|portal|page|button)|https?:\/\/|\bwww\.|pay (at|on|upon|when you) (pick|collect|arriv|come|get here|the time of)|pay (in[- ]store|in person|at the (counter|bakery|register|shop|store|till|cafe))|(payment|balance|total) (is |will be )?(due|collected|taken|paid) (at|on|upon|when|in)|deposit (is |will be )?(required|needed|due|of\b)|\d+ ?% deposit|(no|don.?t|do not|won.?t|will not) (need|have) to (pay|prepay|put down|leave)|no (payment|deposit|prepayment) (is )?(needed|required|necessary)|(we|you can) (accept|take|use|pay (with|by)) (cash|cards?|credit|debit|venmo|apple pay|zelle|paypal|cash ?app)|(already|been) paid|marked (as )?paid/i;
/** Said about paying: not handled here / staff answer it. */
const NOT_HERE = /can.?t|cannot|not able|unable|do ?n.?t (handle|take|process)|do not (handle|take|process)|not (handled|something)|staff|a person|team|owner/i;
/** A receipt or invoice invented or said to be sent. */
const RECEIPT_CLAIM =
  /(I'?ve|I have|we'?ve|we have|I'?ll|I will|we'?ll|we will) (just |now )?(sent|send|emailed|email|texted|text|attached|attach|forwarded|forward|generate|generated|issue|issued)\b[^.!?]{0,30}(receipt|invoice)|(receipt|invoice) (has been|was|is being|will be|is) (sent|emailed|texted|attached|forwarded|on (its|the) way)|here'?s (your|the|a) (receipt|invoice)|invoice (number|no\.?|#)|\b[\w.-]+@[\w-]+\.(com|net|org|co)\b/i;
/** A status said for an order the conversation cannot see. */
const CONFIRMED_CLAIM = /(?<!\b(before|until|once|when|after|if) )\b(it'?s|it is|order is|order was|order has been|has been|is now|you'?re all|you are all) (confirmed|all set|good to go|ready|on track|scheduled)\b/i;
/** Says it is not confirmed yet: staff review / after hours. */
const NOT_YET_CONFIRMED = /not (yet )?confirmed|not confirmed yet|waiting|review|pending|after 8|8 ?AM|staff (will )?confirm|once (staff|the owner)|approv/i;
/** A friendly close, or the plain word that the order is placed and nothing more is needed. */
const CLOSE = /thank|welcome|enjoy|see you|bye|glad|pleasure|great day|anytime|have a|no problem|already placed|all set|nothing (more|else) (is )?needed/i;
/** "I did not catch that" to a plain thank-you. */
const NOT_UNDERSTOOD = /(did ?n.?t|did not|do ?n.?t|do not|could ?n.?t|could not) (quite )?(catch|understand|get) (that|what|you)|not sure what you mean|rephrase|say (that|it) again/i;
/** The new request is its own order; the placed one is not changed. */
const SEPARATE = /separate|new order|another order|second order|own order|already (been )?placed|is placed|can.?t (add|change)|cannot (add|change)/i;
/** Never "safe" or "free of" an allergen. */
const SAFE_CLAIM = /\b(is|are|it'?s|they'?re|should be|will be|would be)\s+(perfectly |totally |completely |100% )?(safe|fine|ok|okay)\s+for\b|\b(nut|peanut|gluten|dairy|egg|walnut)[- ]free\b(?![^.]{0,40}(cannot|can.?t|not|no) )|no (nuts|peanuts|gluten|walnuts) in\b/i;
/** A delivery time promised. */
const DELIVERY_PROMISE = /\bwill (arrive|be delivered|get there|be there|reach you) (by|at|before|around|within)\b|\bwithin \d+ (minutes|hours)\b|(driver|courier) (will|is)/i;
/** An invented delivery fee. */
const FEE = /deliver(y|ies)? (fee|charge|costs?)[^.!?]{0,15}(\$\s?\d|\d+(\.\d\d)? (dollars|USD))|free delivery|delivery is free/i;

const T = (h: number, m = 0): RegExp => {
  const hour12 = h % 12 || 12;
  const ampm = h < 12 ? 'a\\.?m\\.?' : 'p\\.?m\\.?';
  const words = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'][h % 12];
  const mm = m === 0 ? '(:00)?' : `:${String(m).padStart(2, '0')}`;
  return new RegExp(`\\b${hour12}${mm}\\s*${ampm}|\\b${words}${m === 0 ? '' : '[- ]\\w+'}\\s*(${ampm}|o.?clock|in the (afternoon|morning|evening))`, 'i');
};
const TOMORROW = /tomorrow|\bsat(urday)?\b|nov(ember)?\.? 21\b|\b21st\b/i;

const written: Script[] = [
  // ================================================================ status of the order just placed
  {
    id: 'pyn-sms-is-it-confirmed-lemon',
    category: 'status-after',
    channel: 'sms',
    steps: ['3 lemon slices for pickup at 3pm today pls, Dana Cole', 'yes', 'is my order confirmed?'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Dana Cole' },
      lastSays: [/confirmed/i, T(15)],
      never: [PAY_INVENTED],
    },
  },
  {
    id: 'pyn-wa-order-number-again',
    category: 'status-after',
    channel: 'whatsapp',
    steps: ['whole choc fudge cake for tmrw 2pm, pickup. its Marco Diaz', 'yep', 'sorry whats my order number again? 🙈'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Marco Diaz' },
      lastSays: [ORDER_ID],
    },
  },
  {
    id: 'pyn-web-when-do-i-pick-up',
    category: 'status-after',
    channel: 'webchat',
    steps: ['2 carrot slices and 1 red velvet slice, pickup today 4:30pm. Priya Nair 512-555-0201', 'yes', 'wait when do i pick up again?'],
    expect: {
      order: {
        items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'red-velvet-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:30',
        name: 'Priya Nair',
        phone: '+15125550201',
      },
      lastSays: [T(16, 30)],
    },
  },
  {
    id: 'pyn-sms-total-again',
    category: 'status-after',
    channel: 'sms',
    steps: ['whole carrot cake + 2 lemon slices, pickup sat 11am, Gail Ford', 'yes', 'how much was the total again?'],
    expect: {
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'lemon-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T11:00',
        name: 'Gail Ford',
      },
      lastSays: [price(57.5)],
      never: [PAY_INVENTED],
    },
  },
  {
    id: 'pyn-sms-custom-is-it-confirmed',
    category: 'status-after',
    channel: 'sms',
    steps: ["custom 8 inch cake, navy w silver stars, 'Happy 18th Leo', pickup wed nov 25 at 4pm. Nadia Rahman", 'yes', 'ok so is it confirmed now??'],
    expect: {
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T16:00', name: 'Nadia Rahman', notes: /leo/i },
      lastSays: [NOT_YET_CONFIRMED],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyn-sms-overnight-did-it-go-thru',
    category: 'status-after',
    channel: 'sms',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['2 vanilla bean slices for pickup tmrw at 9am, Ruth Ames', 'yes', 'did it go thru? is it confirmed'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T09:00', name: 'Ruth Ames' },
      lastSays: [NOT_YET_CONFIRMED],
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pyn-web-delivery-when-arrive',
    category: 'status-after',
    channel: 'webchat',
    steps: ['whole red velvet cake delivered sat nov 28 at 1pm to 1401 Elm St, Austin 78702. Omar Haddad 737-555-0202', 'yes', 'great so what time will the driver get here?'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-28T13:00', name: 'Omar Haddad', address: /1401 Elm/i },
      lastSays: [STAFF],
      never: [DELIVERY_PROMISE, FEE],
    },
  },
  {
    id: 'pyn-wa-what-did-i-order',
    category: 'status-after',
    channel: 'whatsapp',
    steps: ['hi! 1 large choc fudge slice + 2 vanilla slices for 12:30 today, Iris Long', 'yes pls', 'hang on what did i order lol, can u read it back'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:30',
        name: 'Iris Long',
      },
      lastSays: [/fudge/i, /vanilla/i],
    },
  },

  // ================================================================ order ids that name nothing
  {
    id: 'pyn-sms-short-ord-typo',
    category: 'bad-order-id',
    channel: 'sms',
    steps: ['hey checking on ord_8f3k, is it ready'],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [CONFIRMED_CLAIM, PAY_INVENTED] },
  },
  {
    id: 'pyn-wa-valid-shape-unknown',
    category: 'bad-order-id',
    channel: 'whatsapp',
    steps: ['status for ord_7hk2m9q4xz8b3n6r1t5v please'],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyn-web-uppercase-dash-id',
    category: 'bad-order-id',
    channel: 'webchat',
    steps: ['Hi, my order ID is ORD-55821. When can I pick it up?'],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [CONFIRMED_CLAIM, T(12), /\bready\b(?! to)/i] },
  },
  {
    id: 'pyn-sms-after-placing-wrong-id',
    category: 'bad-order-id',
    channel: 'sms',
    steps: ['4 red velvet slices pickup 2pm today, Kofi Mensah', 'yes', 'also can u check ord_zzzzzzzzzzzzzzzzzzzz for my sister'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Kofi Mensah' },
      lastSays: [NOT_FOUND],
      never: [/ord_zzzzzzzzzzzzzzzzzzzz[^.]{0,40}confirmed/i],
    },
  },
  {
    id: 'pyn-wa-letter-o-in-id',
    category: 'bad-order-id',
    channel: 'whatsapp',
    steps: ['hi is ord_o0o0o0o0o0o0o0o0o0o0 confirmed? picking up later'],
    expect: { noOrder: true, lastSays: [NOT_FOUND], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyn-web-hash-number-no-id',
    category: 'bad-order-id',
    channel: 'webchat',
    steps: ['where is order #20931?? its for a party tomorrow', "i don't have any other number, thats what i wrote down"],
    expect: { noOrder: true, lastSays: [STAFF], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyn-sms-missing-underscore',
    category: 'bad-order-id',
    channel: 'sms',
    steps: ['ord 4hx9 status?'],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [CONFIRMED_CLAIM] },
  },

  // ================================================================ cancel or change a placed order
  {
    id: 'pyn-sms-cancel-that-plans-changed',
    category: 'cancel-placed',
    channel: 'sms',
    steps: ['whole lemon cake sun 1pm pickup - Tess Marlow', 'yes', 'ugh plans changed, can you cancel my order?'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Tess Marlow' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pyn-wa-move-pickup-to-5',
    category: 'change-placed',
    channel: 'whatsapp',
    steps: ['2 carrot slices at 1pm today, Beni Alvarez', 'yes', 'oh shoot can we do 5pm instead? stuck at work'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Beni Alvarez' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pyn-web-3-not-2',
    category: 'change-placed',
    channel: 'webchat',
    steps: ['2 lemon slices, pickup at 11:30 today. Hal Brooks 512-555-0203', 'yes', 'actually could it be 3 slices not 2'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Hal Brooks' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM, /\b3 x lemon|three lemon slices (are|is) (now )?(on|in)/i],
    },
  },
  {
    id: 'pyn-web-wrong-name-after',
    category: 'change-placed',
    channel: 'webchat',
    steps: ['whole vanilla bean cake pickup sunday at 10am, name John Pike, 737-555-0204', 'yes', 'oops the name should be Jon without the h'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'John Pike' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pyn-sms-swap-to-red-velvet',
    category: 'change-placed',
    channel: 'sms',
    steps: ['chocolate fudge cake whole, sat 3pm pickup, Lena Vogt', 'yes', 'hmm can i switch it to red velvet instead'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Lena Vogt' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pyn-web-new-delivery-address',
    category: 'change-placed',
    channel: 'webchat',
    steps: ['whole carrot cake delivery sun nov 22 at noon to 88 Oak Hollow Dr, Austin. Sam Okafor 512-555-0205', 'yes', 'can you change the delivery address to 500 Congress Ave instead'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T12:00', name: 'Sam Okafor', address: /88 Oak Hollow/i },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM, FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pyn-wa-cancel-the-slices-please',
    category: 'cancel-placed',
    channel: 'whatsapp',
    steps: ['5 vanilla bean slices for 6pm today, Ola Berg', 'yes', 'sorry please cancel the order, my daughter already bought a cake 🙄'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Ola Berg' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pyn-sms-change-to-tomorrow',
    category: 'change-placed',
    channel: 'sms',
    steps: ['3 carrot slices for 2pm today - Ines Duarte', 'yes', 'actually can i get them tomorrow at 2 instead of today'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Ines Duarte' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM],
    },
  },

  // ================================================================ an allergy told after placing
  {
    id: 'pyn-sms-walnut-after-carrot',
    category: 'allergy-after',
    channel: 'sms',
    steps: ['2 carrot slices pickup 3:30 today, Mei Tanaka', 'yes', 'oh wait my daughter is allergic to walnuts, is that ok?'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', at: '2026-11-20T15:30', name: 'Mei Tanaka', allergy: true },
      lastSays: [STAFF, /walnut|tree nut/i],
      never: [SAFE_CLAIM],
    },
  },
  {
    id: 'pyn-wa-peanut-after-vanilla',
    category: 'allergy-after',
    channel: 'whatsapp',
    steps: ['whole vanilla bean cake for sat at noon, pickup. Abby Stone', 'yes', 'forgot to mention my son has a peanut allergy!!'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', at: '2026-11-21T12:00', name: 'Abby Stone', allergy: true },
      lastSays: [STAFF],
      never: [SAFE_CLAIM],
    },
  },
  {
    id: 'pyn-web-gluten-after',
    category: 'allergy-after',
    channel: 'webchat',
    steps: ['1 red velvet slice and 1 lemon slice at 1pm today for pickup. Rosa Quint 512-555-0206', 'yes', 'btw im celiac, those are ok for me right?'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 1 }, { sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', at: '2026-11-20T13:00', name: 'Rosa Quint', allergy: true },
      lastSays: [STAFF],
      never: [SAFE_CLAIM, /\b(yes|yep|sure)\b[^.!?]{0,30}\b(ok|fine|safe)\b/i],
    },
  },
  {
    id: 'pyn-sms-dairy-after-and-thanks',
    category: 'allergy-after',
    channel: 'sms',
    steps: ['whole chocolate fudge cake sun 11am pickup, Ben Adler', 'yes', 'thanks! one thing, my wife cant have dairy, just so u know'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', at: '2026-11-22T11:00', name: 'Ben Adler', allergy: true },
      lastSays: [STAFF],
      never: [SAFE_CLAIM],
    },
  },

  // ================================================================ thanks and emoji after the confirmation
  {
    id: 'pyn-sms-thank-you-double-bang',
    category: 'thanks-after',
    channel: 'sms',
    steps: ['2 lemon slices at 5pm today, Cal Reyes', 'yes', 'thank you!!'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Cal Reyes' },
      lastSays: [CLOSE],
      never: [NOT_UNDERSTOOD],
    },
  },
  {
    id: 'pyn-wa-pray-hands-only',
    category: 'thanks-after',
    channel: 'whatsapp',
    steps: ['whole red velvet cake tomorrow 3pm pickup, Dee Park', 'yes', '🙏🙏'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Dee Park' },
      lastSays: [CLOSE],
      never: [NOT_UNDERSTOOD],
    },
  },
  {
    id: 'pyn-wa-thumbs-after-confirm',
    category: 'thanks-after',
    channel: 'whatsapp',
    steps: ['3 red velvet slices for noon today, Eli Moss', 'yes', '👍'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Eli Moss' },
    },
  },
  {
    id: 'pyn-web-ok-great-thx-smile',
    category: 'thanks-after',
    channel: 'webchat',
    steps: ['whole lemon cake tomorrow at 10am pickup. Faye Lund 512-555-0207', 'Yes', 'ok great thx 😊'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Faye Lund' },
      lastSays: [CLOSE],
      never: [NOT_UNDERSTOOD],
    },
  },
  {
    id: 'pyn-sms-yes-thank-you-again',
    category: 'thanks-after',
    channel: 'sms',
    steps: ['1 carrot slice 11am today, Gus Hale', 'yes', 'yes thank you so much'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Gus Hale' },
      never: [/reply yes[^.]{0,40}(second|another|separate)/i],
    },
  },
  {
    id: 'pyn-web-see-you-tomorrow',
    category: 'thanks-after',
    channel: 'webchat',
    steps: ['whole chocolate fudge cake, pickup tomorrow at 4pm, Hugo Brandt 737-555-0208', 'yes', 'perfect, see you tomorrow! 🎂🎉'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Hugo Brandt' },
      lastSays: [CLOSE],
      never: [NOT_UNDERSTOOD],
    },
  },

  // ================================================================ more after placing: a separate new order
  {
    id: 'pyn-sms-also-2-slices',
    category: 'second-order',
    channel: 'sms',
    steps: ['whole carrot cake sat 2pm pickup, Ivy Chen', 'yes', 'can i also get 2 lemon slices'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Ivy Chen' },
      says: [SEPARATE],
    },
  },
  {
    id: 'pyn-wa-add-to-that-order',
    category: 'second-order',
    channel: 'whatsapp',
    steps: ['4 chocolate fudge slices 3pm today, Jai Rao', 'yes', 'oh can u add 2 carrot slices to that order'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Jai Rao' },
      lastSays: [SEPARATE],
    },
  },
  {
    id: 'pyn-web-second-order-placed',
    category: 'second-order',
    channel: 'webchat',
    steps: [
      'whole red velvet cake for sunday 2pm pickup. Kim Soto 512-555-0209',
      'yes',
      'can I also get 2 vanilla slices for today at 5?',
      'yes',
    ],
    expect: {
      says: [/ord_[0-9a-z]{20}[\s\S]*red velvet/i],
      lastSays: [ORDER_ID, /vanilla/i, /^(?![\s\S]*red velvet)/i],
    },
  },
  {
    id: 'pyn-sms-also-slices-kept-time',
    category: 'second-order',
    channel: 'sms',
    steps: ['2 lemon slices 1pm today, Lou Ferris', 'yes', 'and could i also get 2 large choc fudge slices, same time', 'yes'],
    expect: {
      lastSays: [ORDER_ID, /fudge/i, T(13), /^(?![\s\S]*lemon)/i],
    },
  },

  // ================================================================ payment: nothing invented
  {
    id: 'pyn-sms-pay-now-after',
    category: 'payment',
    channel: 'sms',
    steps: ['3 vanilla slices 2pm today, Mona Petit', 'yes', 'do i need to pay now?'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Mona Petit' },
      lastSays: [NOT_HERE],
      never: [PAY_INVENTED],
    },
  },
  {
    id: 'pyn-wa-send-payment-link',
    category: 'payment',
    channel: 'whatsapp',
    steps: ['whole lemon cake sun noon pickup, Nico Ames', 'yes', 'can u send me a payment link so its all sorted'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Nico Ames' },
      lastSays: [NOT_HERE],
      never: [PAY_INVENTED],
    },
  },
  {
    id: 'pyn-web-deposit-before-yes',
    category: 'payment',
    channel: 'webchat',
    steps: ['whole carrot cake for sat nov 28 at 10am pickup. Pia Norr 512-555-0210', 'do you need a deposit for this?', 'ok yes place it'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-28T10:00', name: 'Pia Norr', phone: '+15125550210' },
      says: [NOT_HERE],
      never: [PAY_INVENTED],
    },
  },
  {
    id: 'pyn-web-venmo-after',
    category: 'payment',
    channel: 'webchat',
    steps: ['2 red velvet slices pickup noon today, Quinn Abel 737-555-0211', 'yes', 'how do i pay? can i venmo you'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Quinn Abel' },
      lastSays: [NOT_HERE],
      never: [PAY_INVENTED],
    },
  },
  {
    id: 'pyn-sms-custom-deposit',
    category: 'payment',
    channel: 'sms',
    steps: ["10 inch custom cake, white with pink peonies, 'Congrats Ava & Tom', pickup sat nov 28 2pm. Rae Lindqvist", 'yes', 'is there a deposit for the custom cake? how much do i owe now'],
    expect: {
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T14:00', name: 'Rae Lindqvist', notes: /ava/i },
      lastSays: [NOT_HERE],
      never: [PAY_INVENTED],
    },
  },
  {
    id: 'pyn-wa-already-paid-claim',
    category: 'payment',
    channel: 'whatsapp',
    steps: ['1 lemon slice 4pm today, Sol Reyes', 'yes', 'i already paid over the phone btw, can u mark it paid'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Sol Reyes' },
      lastSays: [NOT_HERE],
      never: [PAY_INVENTED, /\b(marked|noted|recorded)\b[^.]{0,20}\bpaid\b/i],
    },
  },

  // ================================================================ receipts and invoices
  {
    id: 'pyn-web-email-receipt',
    category: 'receipt',
    channel: 'webchat',
    steps: ['whole vanilla bean cake sun 3pm pickup. Tara Voss 512-555-0212', 'yes', 'can you email me a receipt? tara.voss@example.com'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Tara Voss' },
      lastSays: [NOT_HERE],
      never: [RECEIPT_CLAIM, PAY_INVENTED],
    },
  },
  {
    id: 'pyn-wa-invoice-company',
    category: 'receipt',
    channel: 'whatsapp',
    steps: ['2 whole chocolate fudge cakes for mon nov 23 at 9am pickup, Uri Blum', 'yes', 'i need an invoice for my company (Blum Legal LLC), can u send one'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T09:00', name: 'Uri Blum' },
      lastSays: [NOT_HERE],
      never: [RECEIPT_CLAIM, PAY_INVENTED],
    },
  },
  {
    id: 'pyn-sms-receipt-for-that',
    category: 'receipt',
    channel: 'sms',
    steps: ['3 carrot slices + 1 lemon slice 5:30pm today, Vic Amos', 'yes', 'can i get a receipt for that'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }, { sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:30', name: 'Vic Amos' },
      lastSays: [NOT_HERE],
      never: [RECEIPT_CLAIM, PAY_INVENTED],
    },
  },

  // ================================================================ back later on the same channel
  {
    id: 'pyn-sms-back-what-time-pickup',
    category: 'back-later',
    channel: 'sms',
    steps: ['whole red velvet cake sat at 1pm pickup, Wren Hobbs', 'yes', 'ok thx', 'hey its me again, what time was my pickup tmrw?'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Wren Hobbs' },
      lastSays: [T(13)],
    },
  },
  {
    id: 'pyn-wa-back-still-on',
    category: 'back-later',
    channel: 'whatsapp',
    steps: ['whole lemon cake tomorrow at 11am pickup, Xena Ruiz', 'yes', 'thank you', 'hi again! just checking my cake is still on for tomorrow?'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Xena Ruiz' },
      lastSays: [/confirmed/i, TOMORROW],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pyn-web-back-remind-me',
    category: 'back-later',
    channel: 'webchat',
    steps: ['3 chocolate fudge slices and 2 carrot slices pickup at 6pm today. Yara Odum 512-555-0213', 'yes', 'thanks', "hi i'm back, can you remind me what i ordered and the total?"],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 3 }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T18:00',
        name: 'Yara Odum',
      },
      lastSays: [/fudge/i, /carrot/i, price(31.5)],
    },
  },
  {
    id: 'pyn-sms-back-new-order-same-name',
    category: 'back-later',
    channel: 'sms',
    steps: ['2 lemon slices at noon today, Zed Ortiz', 'yes', 'thanks!', 'hi again, id like to order a whole carrot cake for sunday 1pm pickup too', 'yes'],
    expect: {
      says: [/ord_[0-9a-z]{20}[\s\S]*lemon/i],
      lastSays: [ORDER_ID, /carrot/i, /^(?![\s\S]*lemon)/i],
    },
  },

  // ================================================================ a call about an order placed by text or web
  {
    id: 'pyn-voice-text-order-confirmed',
    category: 'other-channel',
    channel: 'voice',
    steps: ["hi, I placed an order by text this morning, a whole carrot cake, and I just wanted to make sure it's confirmed"],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [CONFIRMED_CLAIM, PAY_INVENTED] },
  },
  {
    id: 'pyn-voice-web-order-pickup-time',
    category: 'other-channel',
    channel: 'voice',
    steps: ["yeah hi, I ordered on your website yesterday and I forgot what time I said for pickup, can you check?"],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [CONFIRMED_CLAIM, /pick ?up (is|was) (at|on)/i] },
  },
  {
    id: 'pyn-voice-text-order-cancel',
    category: 'other-channel',
    channel: 'voice',
    steps: ["hi, um, I texted in an order for two red velvet slices for four o'clock and I need to cancel it, something came up"],
    expect: { noOrder: true, lastSays: [STAFF], never: [CHANGED_CLAIM] },
  },
  {
    id: 'pyn-voice-text-order-add-slices',
    category: 'other-channel',
    channel: 'voice',
    steps: ["hi, I ordered a lemon cake on WhatsApp earlier for tomorrow, can you add two carrot slices to that same order?"],
    expect: { noOrder: true, lastSays: [/staff|team|someone|member of|separate|new order|order (number|id)|can.?t (see|add|change)|cannot (see|add|change)/i], never: [CHANGED_CLAIM, /added (two|2) carrot/i] },
  },
  {
    id: 'pyn-voice-press-2-status-none',
    category: 'other-channel',
    channel: 'voice',
    steps: [{ press: '2' }],
    expect: { noOrder: true, lastSays: [/order (number|id)|ord|find|no (order|orders)|could.?n.?t|cannot|can.?t|staff|text/i], never: [CONFIRMED_CLAIM] },
  },
  {
    id: 'pyn-voice-nut-allergy-web-order',
    category: 'other-channel',
    channel: 'voice',
    steps: ["hello, I placed an order on your website an hour ago for a vanilla cake, and I forgot to say my husband has a severe nut allergy"],
    expect: { noOrder: true, lastSays: [STAFF], never: [SAFE_CLAIM, CONFIRMED_CLAIM] },
  },
  {
    id: 'pyn-voice-order-pay-question-at-readback',
    category: 'payment',
    channel: 'voice',
    steps: ["hi, this is Grace Olsen, I'd like two lemon slices for pickup today at three", 'before I say yes, do I pay now or when I pick it up?', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Grace Olsen' },
      says: [NOT_HERE],
      never: [PAY_INVENTED],
    },
  },
  {
    id: 'pyn-voice-yes-and-receipt',
    category: 'receipt',
    channel: 'voice',
    steps: ["hi it's Harold Finch, one whole chocolate fudge cake for saturday at noon, pick up", 'yes, and will I get a receipt for that?', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Harold Finch' },
      never: [RECEIPT_CLAIM, PAY_INVENTED],
    },
  },
  {
    id: 'pyn-voice-spoken-bad-id',
    category: 'bad-order-id',
    channel: 'voice',
    steps: ["hi, I'm checking on my order, the number is o r d four four seven one"],
    expect: { noOrder: true, lastSays: [ORDER_HELP], never: [CONFIRMED_CLAIM] },
  },
];

const notYet = new Set<string>();

export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
