import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// CHANGES OF MIND AND CORRECTIONS. A count changed after the read-back ("actually make it 3"), a
// slice size changed (large fudge to regular, or split between sizes), an item swapped (carrot for
// red velvet, lemon for red velvet, whole cake for slices, custom for a menu cake), an item removed
// ("never mind the lemon", "forget the carrot slices"), the time or day moved (also past closing,
// onto Thanksgiving, too early for the notice), pickup switched to delivery and back, a delivery
// address corrected, the name corrected ("its Ann with an e", "Katherine with a K", "Johnson with an
// h"), a web chat phone corrected, "wait no" / "scratch that" inside one message, several changes in
// one message, a correction with a question in the same message (price, closing time, nuts, a
// latte), and a change asked for after the order was placed (a placed order is not silently
// changed: the clerk says staff handle it, or asks; the placed order stays as it was).
//
// Catalog facts used: whole cakes 8-inch, 24 h notice: chocolate fudge $48, carrot $46 (walnuts),
// red velvet $50, vanilla bean $44 (allergens unknown: never "nut-free"); lemon whole 10-inch $58.
// Slices, pickup only, same day: chocolate fudge $6.50 regular / $9.50 large, carrot $6.00, red
// velvet $6.50, lemon $5.75, vanilla bean $5.50 (2 regular fudge $13.00, 3 carrot $18.00, 3 red
// velvet $19.50). Custom cake 8-inch from $65, 10-inch from $85, 72 h notice, needs_approval, design
// and writing in the item's notes. Delivery (whole/custom only) needs_approval with an address, no
// fee or time invented. Over $200 needs approval (4 whole lemon = $232). At most 100 of a product.
// Drinks in-cafe only. Hours 8 AM to 8 PM every day, Thanksgiving Thu 26 open; orders placed 8 PM to
// 8 AM are held_overnight. Any allergy mention: order.allergy, staff. Clock: Fri 2026-11-20 10:00
// Central unless `now` is set: Sat 21, Sun 22, Mon 23 (custom earliest), Tue 24, Wed 25, Thu 26,
// Fri 27.

/** A placed order is changed by staff, or the clerk says it cannot change it here, or asks. */
const STAFF_OR_CANT =
  /staff|team|someone|person|owner|manager|call (us|the bakery)|bakery directly|can.?t (change|modify|edit|update|add|remove|switch|move)|cannot (change|modify|edit|update|add|remove|switch|move)|unable to|not able to|already (been )?placed|new order|separate order|second order/i;
/** A claim that the placed order was changed. */
const CHANGED_CLAIM =
  /(order|it|time|pickup|name|cake)\s+(has been|is now|was|have been)\s+(updated|changed|modified|moved|switched|rescheduled)|I('ve| have)\s+(updated|changed|modified|moved|switched|rescheduled|removed|added|taken off|corrected)\b/i;
const STAFF = /staff|team|owner|approv|review|someone (will|from)|follow up|reach out|get back to you|confirm/i;
const FEE =
  /deliver(y|ies)? (fee|charge|costs?)[^.!?]{0,15}(\$\s?\d|\d+ dollars)|(\$\s?\d+(\.\d\d)?|\d+ dollars) (delivery|for delivery)|free delivery|delivery is free/i;
const TIME_PROMISE =
  /\bwill (arrive|be delivered|get there|be there|reach you) (by|at|before|around|in|within)\b|\bwe(')?ll deliver (it )?(by|at|before|within)\b|\bwithin \d+ (minutes|hours|miles)\b/i;
const CUSTOM_NOTICE = /\b72\b|seventy[- ]two|(3|three)[- ]days?/i;
const NOTICE_24H = /\b24\b|twenty[- ]four|a day'?s notice|one day'?s notice|a day (in advance|ahead)|day before|tomorrow/i;
const CLOSE_8PM = /\b8(:00)?\s*(pm|p\.\s?m\.?)|\beight\s*(p\.?\s?m\.?|at night|in the evening|tonight|o'?clock)/i;
const WALNUTS = /walnut|tree[- ]?nut/i;
const NUT_FREE = /\b(nut|peanut|walnut|tree[- ]nut|allergen)[- ]free\b|(does not|doesn.?t|no)\s+(contain|have)\s+(any\s+)?(nuts|walnuts|tree nuts)|\b(is|are|it.?s|would be|will be)\s+(totally |perfectly |completely )?safe\b/i;
const DRINKS_IN_CAFE =
  /caf[eé]|in[- ]store|in person|at the (counter|bakery)|can.?t (be )?(order|pre-?order|reserve|add)|cannot (be )?(order|pre-?order|reserve|add)|not (available )?(to|for) (order|pre-?order)|only (order|take) (cakes|baked)/i;
const PICKUP_ONLY = /pick ?up|in[- ]store|can.?t deliver|cannot deliver|don.?t deliver|do not deliver|not (available )?for delivery|only (available )?for (pickup|pick-up)/i;
const MAX_100 = /\b100\b|one hundred|a hundred/i;
const CLOSED_CLAIM = /(we('re| are| will be|'ll be)|the bakery (is|will be)) closed (on )?(thanksgiving|thursday)/i;
/** The customer's change of mind acknowledged: nothing ordered. */
const CANCEL_ACK = /cancel|nothing (was |has been |is |will be )?(placed|ordered)|no order|no problem|not (placed|ordered)|no worries|see you|dropped|okay|ok\b/i;
const P65 = /\b65\b|sixty[- ]five/i;
const R_19_50_OR_6_50 = new RegExp(`${price(19.5).source}|${price(6.5).source}`, 'i');

const written: Script[] = [
  // ======================================================================== SMS
  {
    id: 'pyf-sms-count-3-after-readback',
    category: 'change-count',
    channel: 'sms',
    steps: ['2 carrot slices for pickup today at 3pm, name Bea Holt', 'actually make it 3', 'yes'],
    expect: {
      says: [price(18)],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Bea Holt' },
    },
  },
  {
    id: 'pyf-sms-ann-with-an-e',
    category: 'change-name',
    channel: 'sms',
    steps: ['whole vanilla bean cake pickup sat 21st at 11am, name Ann Wu', 'sorry its Ann with an e lol', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Anne Wu' },
    },
  },
  {
    id: 'pyf-sms-scratch-that-slices-to-whole',
    category: 'change-item',
    channel: 'sms',
    steps: ['can i get 6 choc fudge slices for 5pm today', 'scratch that, make it a whole chocolate fudge cake for tomorrow 5pm instead', 'Nate Byrd', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Nate Byrd' },
    },
  },
  {
    id: 'pyf-sms-never-mind-the-lemon',
    category: 'change-remove',
    channel: 'sms',
    steps: ['2 lemon slices and 2 red velvet slices pickup at noon today. Cal Ortiz', 'never mind the lemon', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Cal Ortiz' },
    },
  },
  {
    id: 'pyf-sms-wait-no-in-one-message',
    category: 'change-item',
    channel: 'sms',
    steps: ['3 red velvet slices wait no 3 carrot slices, pickup 1pm today, name Tess Lam', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Tess Lam' },
    },
  },
  {
    id: 'pyf-sms-push-time-ask-close',
    category: 'change-time-question',
    channel: 'sms',
    steps: ['whole carrot cake sun 22nd at 10am pickup, Joel Park', 'can we push it to 6pm? what time do u close sunday', 'yes'],
    expect: {
      says: [CLOSE_8PM],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T18:00', name: 'Joel Park' },
    },
  },
  {
    id: 'pyf-sms-after-placed-change-time',
    category: 'after-placed',
    channel: 'sms',
    steps: ['4 vanilla bean slices pickup today 2pm, name Rosa Diaz', 'yes', 'oh shoot can i change it to 4pm instead?'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Rosa Diaz' },
      lastSays: [STAFF_OR_CANT],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pyf-sms-delivery-address-fix',
    category: 'change-address',
    channel: 'sms',
    steps: ['deliver a whole red velvet to 1420 Elm St sat at 2pm. Gina Rao', 'oops its 1402 elm st not 1420', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Gina Rao', address: /1402 elm/i },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyf-sms-lemon-count-over-200',
    category: 'change-count',
    channel: 'sms',
    steps: ['3 whole lemon cakes for pickup fri 27th at 10am, Dale Yu', 'make it 4 actually', 'yes'],
    expect: {
      says: [price(232)],
      order: { items: [{ sku: 'lemon-whole', qty: 4, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T10:00', name: 'Dale Yu' },
    },
  },
  {
    id: 'pyf-sms-custom-moved-too-soon-kept',
    category: 'change-time',
    channel: 'sms',
    steps: ["custom 8 inch cake, pink and gold, 'Happy 40th Dee', pickup mon 23rd 3pm. Lou Kent", 'actually can we do sat the 21st instead?', 'ok keep monday then', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T15:00', name: 'Lou Kent', notes: /dee/i },
    },
  },
  {
    id: 'pyf-sms-change-one-count-keep-other',
    category: 'change-count',
    channel: 'sms',
    steps: ['2 carrot slices + 2 lemon slices pickup 3pm today. Ivy Chen', 'make the carrot 4, lemon stays 2', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 4 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Ivy Chen' },
    },
  },
  {
    id: 'pyf-sms-slices-delivery-back-to-pickup',
    category: 'change-fulfillment',
    channel: 'sms',
    steps: ['can u deliver 4 red velvet slices to 22 oak ln today at 5', 'oh ok ill pick them up then, 5pm. Max Hale', 'yes'],
    expect: {
      says: [PICKUP_ONLY],
      order: { items: [{ sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Max Hale' },
    },
  },
  {
    id: 'pyf-sms-after-placed-swap-flavor',
    category: 'after-placed',
    channel: 'sms',
    steps: ['whole chocolate fudge cake pickup tmrw 3pm, Kira Lowe', 'yes', 'wait can u switch it to red velvet?'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Kira Lowe' },
      lastSays: [STAFF_OR_CANT],
      never: [CHANGED_CLAIM],
    },
  },

  // ======================================================================== WHATSAPP
  {
    id: 'pyf-wa-large-to-regular',
    category: 'change-size',
    channel: 'whatsapp',
    steps: ['2 large chocolate fudge slices pickup 4pm today pls, Mo Rahimi', 'actually regular size is fine', 'yes'],
    expect: {
      says: [price(13)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Mo Rahimi' },
    },
  },
  {
    id: 'pyf-wa-pickup-delivery-and-back',
    category: 'change-fulfillment',
    channel: 'whatsapp',
    steps: ['whole carrot cake for pickup sat 21st at 1pm, Nia Brooks', 'actually can u deliver it? 310 Lamar Blvd', 'hmm no ill pick it up after all', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Nia Brooks' },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyf-wa-swap-and-ask-price',
    category: 'change-item-question',
    channel: 'whatsapp',
    steps: ['3 lemon slices for 11am pickup today, name Eli Stone', 'change that to red velvet, how much is that?', 'yes'],
    expect: {
      says: [R_19_50_OR_6_50],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Eli Stone' },
    },
  },
  {
    id: 'pyf-wa-after-placed-add-slice',
    category: 'after-placed',
    channel: 'whatsapp',
    steps: ['2 carrot slices pickup 12:30 today, name Hana Ito', 'yes', 'can u add a lemon slice to that'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:30', name: 'Hana Ito' },
      lastSays: [STAFF_OR_CANT],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pyf-wa-custom-10-down-to-8',
    category: 'change-size',
    channel: 'whatsapp',
    steps: ["custom 10 inch cake for my sisters bday, teal with gold stars, 'Happy Bday Zoe', pickup wed 25th 2pm. Pia Grant", 'hmm thats more than i wanted, can we do 8 inch instead', 'yes'],
    expect: {
      says: [P65],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T14:00', name: 'Pia Grant', notes: /zoe/i },
    },
  },
  {
    id: 'pyf-wa-john-with-an-h',
    category: 'change-name',
    channel: 'whatsapp',
    steps: ['4 vanilla slices 10:30 today pickup. Jon Pike', 'sorry its John with an h', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T10:30', name: 'John Pike' },
    },
  },
  {
    id: 'pyf-wa-not-tmrw-sunday',
    category: 'change-time',
    channel: 'whatsapp',
    steps: ['whole red velvet tmrw at 2pm, pickup, name Uma Shah', 'oh wait not tmrw, sunday. same time', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Uma Shah' },
    },
  },
  {
    id: 'pyf-wa-walnut-allergy-swap',
    category: 'change-item-allergy',
    channel: 'whatsapp',
    steps: ['whole carrot cake pickup sat 3pm, Lena Ford', 'oh wait my nephew is allergic to walnuts, swap it for the vanilla bean', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Lena Ford', allergy: true },
      never: [NUT_FREE],
    },
  },
  {
    id: 'pyf-wa-after-placed-more-slices',
    category: 'after-placed',
    channel: 'whatsapp',
    steps: ['3 lemon slices pickup 5pm today, name Ravi Nair', 'yes', 'actually make it 5 instead of 3'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Ravi Nair' },
      lastSays: [STAFF_OR_CANT],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pyf-wa-scratch-whole-order',
    category: 'change-cancel-before',
    channel: 'whatsapp',
    steps: ['2 choc fudge slices pickup at 6 today', 'scratch that, never mind, ill just come in and grab something'],
    // The clerk drops the order and says so; it does not keep asking for a name.
    expect: { noOrder: true, lastSays: [CANCEL_ACK] },
  },
  {
    id: 'pyf-wa-move-to-thanksgiving',
    category: 'change-time-question',
    channel: 'whatsapp',
    steps: ['whole chocolate fudge cake wed 25th 4pm pickup, Gus Ward', 'actually thanksgiving morning is better, like 9am thursday. are u even open thanksgiving?', 'yes'],
    expect: {
      says: [/\bopen\b/i],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-26T09:00', name: 'Gus Ward' },
      never: [CLOSED_CLAIM],
    },
  },
  {
    id: 'pyf-wa-150-down-to-100',
    category: 'change-count',
    channel: 'whatsapp',
    steps: ['150 vanilla bean slices for a work event, pickup fri 27th 10am. Tia Moss', 'ok make it 100 then', 'yes'],
    expect: {
      says: [MAX_100],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T10:00', name: 'Tia Moss' },
    },
  },

  // ======================================================================== VOICE
  {
    id: 'pyf-voice-swap-carrot-for-red-velvet',
    category: 'change-item',
    channel: 'voice',
    steps: ["Hi, I'd like to order a whole carrot cake for pickup tomorrow at two in the afternoon.", "It's Dana Cole.", 'Actually, you know what, make that red velvet instead of the carrot.', 'Yes.'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Dana Cole' },
    },
  },
  {
    id: 'pyf-voice-katherine-with-a-k',
    category: 'change-name',
    channel: 'voice',
    steps: ['Can I get three lemon slices for pickup today at four thirty?', 'Catherine Vo.', "No, sorry, it's Katherine with a K.", 'Yes.'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:30', name: 'Katherine Vo' },
    },
  },
  {
    id: 'pyf-voice-count-after-readback-press-1',
    category: 'change-count',
    channel: 'voice',
    steps: ['Two regular slices of chocolate fudge cake for pickup at noon today, my name is Omar Haddad.', 'Actually, make it three.', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Omar Haddad' },
    },
  },
  {
    id: 'pyf-voice-split-large-and-regular',
    category: 'change-size',
    channel: 'voice',
    steps: ['I want four large chocolate fudge slices for pickup at three today.', 'Oh wait, just two of them large, and the other two regular.', 'Ben Ruiz.', 'Yes.'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Ben Ruiz',
      },
    },
  },
  {
    id: 'pyf-voice-delivery-then-pickup',
    category: 'change-fulfillment',
    channel: 'voice',
    steps: ["I'd like a whole vanilla bean cake delivered on Saturday at noon.", "Actually, never mind the delivery, I'll come pick it up myself.", 'Rita Gomez.', 'Yes.'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Rita Gomez' },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    // A call ends with "Goodbye" once the order is placed: a change comes on a later call.
    id: 'pyf-voice-callback-swap-to-red-velvet',
    category: 'after-placed',
    channel: 'voice',
    steps: ["Hi, this is Paul Baker, I ordered a whole carrot cake earlier for Sunday at eleven, and I was wondering, could you switch that to a red velvet instead?"],
    expect: { noOrder: true, lastSays: [STAFF_OR_CANT], never: [CHANGED_CLAIM] },
  },
  {
    id: 'pyf-voice-forget-the-carrot-slices',
    category: 'change-remove',
    channel: 'voice',
    steps: ['I need a whole chocolate fudge cake and two carrot slices for pickup tomorrow at eleven a.m.', 'Forget the carrot slices, just the cake.', 'Lee Chang.', 'Yes.'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Lee Chang' },
    },
  },
  {
    id: 'pyf-voice-custom-day-moved',
    category: 'change-time',
    channel: 'voice',
    steps: [
      "I'd like a custom cake, ten inch, white with blue snowflakes, that says Happy Birthday Elsa, for pickup on Tuesday the twenty fourth at five p.m.",
      'Oh sorry, make that Wednesday instead, same time.',
      'My name is Mara Quinn.',
      'Yes.',
    ],
    expect: {
      order: { items: [{ sku: 'custom', size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T17:00', name: 'Mara Quinn', notes: /elsa/i },
    },
  },
  {
    id: 'pyf-voice-after-close-moved-earlier',
    category: 'change-time',
    channel: 'voice',
    steps: ['Four vanilla bean slices for pickup tonight at eight thirty.', 'Oh, okay, then seven thirty.', 'Jay Moss.', 'Yes.'],
    expect: {
      says: [CLOSE_8PM],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:30', name: 'Jay Moss' },
    },
  },
  {
    id: 'pyf-voice-count-and-latte',
    category: 'change-count-question',
    channel: 'voice',
    steps: ['Two red velvet slices for pickup at one today, name is Sue Park.', 'Make that three, and can I also order a latte with that?', 'Yes.'],
    expect: {
      says: [DRINKS_IN_CAFE],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Sue Park' },
    },
  },
  {
    id: 'pyf-voice-callback-add-two-slices',
    category: 'after-placed',
    channel: 'voice',
    steps: ["Hi, it's Ada Lind, I placed an order about an hour ago for three carrot slices at two today. Can you add two more to that, so five altogether?"],
    expect: { noOrder: true, lastSays: [STAFF_OR_CANT], never: [CHANGED_CLAIM] },
  },
  {
    id: 'pyf-voice-whole-today-to-slices',
    category: 'change-item',
    channel: 'voice',
    steps: ['A whole red velvet cake for today at five, please.', 'Oh. Then scratch that, just six red velvet slices at five today.', 'Noel Fry.', 'Yes.'],
    expect: {
      says: [NOTICE_24H],
      order: { items: [{ sku: 'red-velvet-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Noel Fry' },
    },
  },
  {
    id: 'pyf-voice-no-at-readback-then-fix-day',
    category: 'change-time',
    channel: 'voice',
    steps: ['Hi, a whole carrot cake for pickup Saturday at three, the name is Hugo Lane.', "No, that's not right, I said Sunday. Sunday at three.", 'Yes, that is correct.'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Hugo Lane' },
    },
  },

  // ======================================================================== WEB CHAT
  {
    id: 'pyf-web-phone-typo-fixed',
    category: 'change-phone',
    channel: 'webchat',
    steps: ['Hi! 2 lemon slices for pickup today at 3pm. Name is Carla Mendes, phone 512-555-0143', 'Oops, typo in my number, it should be 512-555-0134', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Carla Mendes', phone: '+15125550134' },
    },
  },
  {
    id: 'pyf-web-phone-fixed-at-readback',
    category: 'change-phone',
    channel: 'webchat',
    steps: ['Whole chocolate fudge cake, pickup Saturday 11am. Dev Patel, (512) 555-0161', 'Everything looks right except the phone: 512 555 0116', 'Yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Dev Patel', phone: '+15125550116' },
    },
  },
  {
    id: 'pyf-web-carrot-to-red-velvet-with-details',
    category: 'change-item',
    channel: 'webchat',
    steps: ['Could I order a whole carrot cake for Sunday at 1pm pickup?', 'Actually, let me do the red velvet instead. Name: Priya Nair, phone 512-555-0177', 'Yes please'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Priya Nair', phone: '+15125550177' },
    },
  },
  {
    id: 'pyf-web-delivery-to-pickup',
    category: 'change-fulfillment',
    channel: 'webchat',
    steps: ['Deliver a whole lemon cake to 900 Congress Ave on Saturday 3pm. Owen Fitz, 512-555-0263', 'On second thought I will pick it up myself, same time', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Owen Fitz' },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyf-web-pickup-to-delivery-two-cakes',
    category: 'change-fulfillment',
    channel: 'webchat',
    steps: ['2 whole vanilla bean cakes, pickup Sunday noon. Mei Lin, 512-555-0122', 'Can you deliver them instead? 4500 Duval St', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 2 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T12:00', name: 'Mei Lin', address: /4500 Duval/i },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyf-web-after-placed-want-delivery',
    category: 'after-placed',
    channel: 'webchat',
    steps: ['1 whole carrot cake pickup Saturday 2pm, Abe Cruz, 512-555-0109', 'yes', 'Actually could you deliver it instead to 12 Pine St?'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Abe Cruz' },
      lastSays: [STAFF_OR_CANT],
      never: [CHANGED_CLAIM, FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyf-web-custom-dropped-for-whole',
    category: 'change-item',
    channel: 'webchat',
    steps: [
      "I want a custom cake for tomorrow for my daughter, 8 inch, purple with 'Happy 5th Ava'",
      "OK if custom can't be done by tomorrow, forget it. Just a whole chocolate fudge cake tomorrow at 2pm pickup with 'Happy 5th Ava' written on it. Kim Lee, 512-555-0150",
      'yes',
    ],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Kim Lee', notes: /ava/i },
    },
  },
  {
    id: 'pyf-web-count-down-and-nut-question',
    category: 'change-count-question',
    channel: 'webchat',
    steps: ['I need 12 carrot slices for an office thing, pickup Monday 9am', 'Hmm, make it 10. And do those have nuts in them?', 'Tom Reyes, 512-555-0193', 'yes'],
    expect: {
      says: [WALNUTS],
      order: { items: [{ sku: 'carrot-slice', qty: 10 }], fulfillment: 'pickup', at: '2026-11-23T09:00', name: 'Tom Reyes' },
    },
  },
  {
    id: 'pyf-web-surname-spelling',
    category: 'change-name',
    channel: 'webchat',
    steps: ['3 vanilla bean slices pickup today 5pm, name Sara Jonson, 512-555-0111', 'Sorry, spelling: Johnson with an h', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Sara Johnson' },
    },
  },
  {
    id: 'pyf-web-after-placed-name-typo',
    category: 'after-placed',
    channel: 'webchat',
    steps: ['Whole red velvet cake for Sunday 4pm pickup. Bryn Tate, 512-555-0145', 'yes', 'Oh no, I mistyped my name, it is Brynn with two Ns'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T16:00', name: 'Bryn Tate' },
      lastSays: [STAFF_OR_CANT],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pyf-web-three-changes-one-message',
    category: 'change-several',
    channel: 'webchat',
    steps: ['Order: 1 large chocolate fudge slice, 2 lemon slices, pickup 12pm today. Lia Roth 512-555-0170', 'Make the fudge regular, drop one lemon, and move it to 12:30', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' }, { sku: 'lemon-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:30',
        name: 'Lia Roth',
      },
    },
  },
  {
    id: 'pyf-web-overnight-time-moved',
    category: 'change-time',
    channel: 'webchat',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['Four lemon slices for pickup tomorrow at 10am please. Jo Wills, 512-555-0128', 'Actually make it 3pm tomorrow', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T15:00', name: 'Jo Wills' },
    },
  },
  {
    id: 'pyf-web-wait-no-count-inline',
    category: 'change-count',
    channel: 'webchat',
    steps: ['Can I get 5 red velvet slices, wait no, 4, for pickup at 2pm today? Nora Kim, 512-555-0135', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Nora Kim' },
    },
  },
  {
    id: 'pyf-web-readback-no-only-one',
    category: 'change-count',
    channel: 'webchat',
    steps: ['2 whole chocolate fudge cakes for pickup Saturday 5pm. Ian Moore, 512-555-0102', 'no, that is wrong, I only want one', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Ian Moore' },
    },
  },
  {
    id: 'pyf-web-remove-then-keep-lemon',
    category: 'change-remove',
    channel: 'webchat',
    steps: ['A whole lemon cake and a whole vanilla bean cake for pickup Sunday 10am. Rae Dunn, 512-555-0166', 'Never mind the lemon', 'Hmm, actually no, keep the lemon too. Both please', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }, { sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T10:00',
        name: 'Rae Dunn',
      },
    },
  },
];

const notYet = new Set<string>();
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
