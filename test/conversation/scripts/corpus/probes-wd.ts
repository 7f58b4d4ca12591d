import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WD: CUSTOMERS WHO CHANGE THEIR MIND SEVERAL TIMES BEFORE CONFIRMING. Flavour swaps (and
// swaps back to the first choice), counts up and down (also across the $200 line, so the status
// follows the final count), pickup to delivery and back (and back again), the time or the day moved
// twice, a line removed then put back, a whole cake turned into slices and back, sizes flipped,
// the name or the web chat phone number changed, "actually forget it" followed by "no wait, I do
// want it", and cancelling at the read-back or giving up halfway. The order placed must be exactly
// the final wish; nothing is placed when the customer gave up.
//
// Decisions where the spec is silent:
// - "Actually forget it" followed at once by "no wait, I do want it" brings the order back as it
//   was: a counter clerk remembers what was said a moment ago, so the customer need not repeat it
//   (some scripts repeat it anyway, as many customers would).
// - "Hmm no, lemon was right", "go back to what I had at first", "5pm was right": the clerk
//   undoes the latest change to that part of the order.
// - An allergy said and then waved off ("never mind the allergy thing") stays on the order for
//   staff: the spec sends any allergy mention to staff.
// - A bare "cancel" is never sent on SMS/WhatsApp (a carrier opt-out keyword); customers say
//   "cancel the order", "don't place it", "never mind".
// - A whole cake for tomorrow is never asked for at exactly the clock time (24 h notice is
//   "about"), so a change of day does not also become a notice question.
//
// Clock: Fri 2026-11-20 10:00 Central; Sat 21 = tomorrow, Sun 22, Mon 23, Tue 24, Wed 25.
// Prices: whole chocolate fudge 48, carrot 46, red velvet 50, vanilla bean 44, lemon 58 (10-inch);
// slices fudge 6.50 / large 9.50, carrot 6, red velvet 6.50, lemon 5.75, vanilla 5.50; custom
// 8-inch from 65, 10-inch from 85.

/** An order id, said only once an order is placed. */
const ORDER_ID = /\bord_[0-9a-z]{6,}/i;
/** The customer is told nothing was placed. */
const NOT_PLACED =
  /cancel|not (been )?plac|won.?t (be )?plac|n.?t plac|nothing (was |has been |is |will be )?(placed|ordered|sent)|discard|dropp|scrap|clear(ed)?|no order|not (go|going) (ahead|through)|hold off|not ordered/i;
/** Slices are not delivered. */
const SLICE_PICKUP_ONLY = /pick ?up only|in[- ]store|in (the )?(store|shop|bakery|cafe)|in person|not (available )?for delivery|(can.?t|cannot|don.?t|do not|aren.?t|are not|not|never) (be )?deliver|only (deliver|for) (whole|custom)|pick(ed)? (them |those |the slices )?up/i;
/** An invented delivery fee (or "free delivery"). */
const FEE = /deliver(y|ies)? (fee|charge|cost)s?[^.!?]{0,20}\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge)|free delivery|delivery (is|would be|will be) free/i;
/** Whole cakes need about a day's notice. */
const NOTICE_24 = /\b24[- ]?(hours?|hrs?|h)\b|twenty[- ]four hours|a day'?s notice|(a|one) (full )?day (ahead|in advance|of notice|before)|too soon|not enough notice|earliest|soonest/i;
/** Staff look at the order. */
const STAFF = /staff|team|owner|manager|approv|review/i;

const written: Script[] = [
  // ================================================================ SMS
  {
    id: 'pwd-sms-choc-rv-back-to-choc',
    category: 'ordering',
    channel: 'sms',
    steps: ['can i get a whole choc fudge cake for sat 2pm pickup', 'actually make it red velvet', 'hmm no go back to chocolate sorry', 'Mia Torres', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Mia Torres' },
      lastSays: [price(48), /chocolate/i],
    },
  },
  {
    id: 'pwd-sms-lemon-slices-3-6-4',
    category: 'ordering',
    channel: 'sms',
    steps: ['3 lemon slices for pickup today at 3', 'wait make it 6, my sisters coming', 'ugh no she cant come, just 4 slices then', 'Kat Reyes', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Kat Reyes' },
      lastSays: [price(23)],
    },
  },
  {
    id: 'pwd-sms-carrot-time-moved-twice',
    category: 'ordering',
    channel: 'sms',
    steps: ['whole carrot cake for tmrw at 11 pickup, name Dev Shah', 'can we do 1pm instead', 'actually 12:30 works better sorry', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:30', name: 'Dev Shah' },
      lastSays: [price(46)],
    },
  },
  {
    id: 'pwd-sms-rv-removed-put-back',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 carrot slices and 2 red velvet slices today at 4, pickup. Jo Kim', 'take off the red velvet', 'ugh nvm put the red velvet back', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Jo Kim' },
      lastSays: [price(25)],
    },
  },
  {
    id: 'pwd-sms-forget-it-then-same-thing',
    category: 'ordering',
    channel: 'sms',
    steps: ['whole vanilla bean cake sunday at 10am pickup, Ruth Ames', 'actually forget it', 'no wait i do want it lol, same thing sunday 10am', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Ruth Ames' },
      lastSays: [price(44)],
    },
  },
  {
    id: 'pwd-sms-recount-then-dont-place',
    category: 'cancel',
    channel: 'sms',
    steps: ['4 choc fudge slices today 5pm pickup, Lee Ann Cho', 'make it 5', 'actually no dont place it, ill just come in and buy them'],
    expect: { noOrder: true, lastSays: [NOT_PLACED], never: [ORDER_ID] },
  },
  {
    id: 'pwd-sms-pickup-delivery-pickup',
    category: 'ordering',
    channel: 'sms',
    steps: ['whole red velvet for sat 3pm, Omar Hale', 'can u deliver it? 2204 cedar ln', 'eh nvm ill pick it up myself', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Omar Hale' },
      never: [FEE],
    },
  },
  {
    id: 'pwd-sms-five-rv-cakes-down-to-three',
    category: 'ordering',
    channel: 'sms',
    steps: ['5 whole red velvet cakes for sun 1pm pickup, Bea Long', 'whoa thats a lot, make it 3 cakes', 'yes'],
    expect: {
      says: [price(250)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Bea Long' },
      lastSays: [price(150)],
    },
  },
  {
    id: 'pwd-sms-choc-cakes-3-5-4',
    category: 'ordering',
    channel: 'sms',
    steps: ['3 whole choc cakes sat noon pickup, Sam Ruiz', 'actually make it 5 cakes', 'hmm no 4 cakes is enough', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Sam Ruiz' },
      lastSays: [price(192)],
    },
  },
  {
    id: 'pwd-sms-flavour-dither-gives-up',
    category: 'cancel',
    channel: 'sms',
    steps: ['whole lemon cake tmrw 2pm', 'actually make it carrot', 'hmm or vanilla?', 'ugh idk, forget it, ill ask my wife and text back later'],
    expect: { noOrder: true, never: [ORDER_ID] },
  },
  {
    id: 'pwd-sms-slices-whole-back-to-slices',
    category: 'ordering',
    channel: 'sms',
    steps: ['6 vanilla slices for today 2pm', 'actually make it a whole vanilla cake instead', 'oh right. ok back to the 6 slices at 2 today then', 'Tara Finch', 'yes'],
    expect: {
      says: [NOTICE_24],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Tara Finch' },
      lastSays: [price(33)],
    },
  },
  {
    id: 'pwd-sms-large-regular-large',
    category: 'ordering',
    channel: 'sms',
    steps: ['3 large choc fudge slices today at 1, Ivy Chen', 'make them regular', 'eh actually large, treat yourself right', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Ivy Chen' },
      lastSays: [price(28.5)],
    },
  },
  {
    id: 'pwd-sms-sat-sun-back-to-sat',
    category: 'ordering',
    channel: 'sms',
    steps: ['carrot cake whole, sat 2pm pickup, Nate Ford', 'can we do sunday instead', 'no sorry saturday works, same time', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Nate Ford' },
    },
  },
  {
    id: 'pwd-sms-lemon-to-vanilla-lemon-was-right',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices + 2 carrot slices 3pm today pickup', 'make the lemon ones vanilla', 'hmm no lemon was right', 'Gus Hart', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Gus Hart' },
      lastSays: [price(23.5)],
    },
  },
  {
    id: 'pwd-sms-night-add-drop-lemon',
    category: 'ordering',
    channel: 'sms',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['2 rv slices for tmrw at 11 pickup', 'make it 3', 'and one lemon slice too', 'nah scratch the lemon', 'Pia Dunn', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T11:00', name: 'Pia Dunn' },
      lastSays: [price(19.5)],
    },
  },
  {
    id: 'pwd-sms-two-lemon-cakes-nah-nvm',
    category: 'cancel',
    channel: 'sms',
    steps: ['whole lemon cake sun noon pickup, Cy Dale', 'make it 2 cakes', 'nah nvm'],
    expect: { noOrder: true, never: [ORDER_ID] },
  },
  {
    id: 'pwd-sms-back-to-what-i-had-first',
    category: 'ordering',
    channel: 'sms',
    steps: ['whole carrot cake tmrw 1pm pickup, Lu Chan', 'actually make it a red velvet', 'hmm no go back to the carrot like i had at first', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Lu Chan' },
      lastSays: [price(46)],
    },
  },

  // ================================================================ WhatsApp
  {
    id: 'pwd-wa-four-flavours-final-choc',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['hiii whole lemon cake for sunday 3pm pls 🍋', 'wait no, make it carrot', 'hmm actually red velvet', 'ok final answer chocolate fudge 😅', 'pickup, Zoe Marsh', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Zoe Marsh' },
      lastSays: [price(48)],
    },
  },
  {
    id: 'pwd-wa-pickup-delivery-pickup-delivery',
    category: 'ordering',
    channel: 'whatsapp',
    steps: [
      'whole vanilla bean cake sat noon pickup, Lia Brandt',
      'actually can u deliver? 48 Willow Bend',
      'hmm ok no pickup is easier',
      'wait no my car is in the shop 🙃 delivery please, same address',
      'yes',
    ],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T12:00', name: 'Lia Brandt', address: /48 Willow Bend/i },
      never: [FEE],
    },
  },
  {
    id: 'pwd-wa-forget-it-i-do-want-them',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['2 carrot slices today at 1 pickup, Ana Ruiz', 'actually forget it', 'no wait i do want them!! sorry', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Ana Ruiz' },
      lastSays: [price(12)],
    },
  },
  {
    id: 'pwd-wa-forget-cake-keep-it-too',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['whole choc fudge cake + 4 lemon slices, sat 11am pickup, Rob Tell', 'forget the cake, just the slices', 'no wait keep the cake too', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Rob Tell' },
      lastSays: [price(71)],
    },
  },
  {
    id: 'pwd-wa-one-more-one-more-one-less',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['3 red velvet slices 4pm today', 'one more', 'one more actually', 'hmm no one less', 'Kim Soto', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Kim Soto' },
      lastSays: [price(26)],
    },
  },
  {
    id: 'pwd-wa-lemon-day-then-hour',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['whole lemon cake for tomorrow at 2, pickup, Dee Park', 'can we do sunday instead', 'and make it 11am', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Dee Park' },
      lastSays: [price(58)],
    },
  },
  {
    id: 'pwd-wa-swap-then-cancel-order',
    category: 'cancel',
    channel: 'whatsapp',
    steps: ['whole carrot cake tmrw 3pm pickup, Nia Cole', 'make it red velvet', 'no actually cancel the order, my mom already got one. thanks tho'],
    expect: { noOrder: true, lastSays: [NOT_PLACED], never: [ORDER_ID] },
  },
  {
    id: 'pwd-wa-custom-to-vanilla-whole',
    category: 'ordering',
    channel: 'whatsapp',
    steps: [
      'can i get a custom cake for tuesday 2pm? 8 inch, unicorn theme',
      'oh its from 65 and needs approval? nah forget the custom, just a whole vanilla bean cake then',
      'pickup, Ella Voss',
      'yes',
    ],
    expect: {
      says: [price(65)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T14:00', name: 'Ella Voss' },
      lastSays: [price(44)],
    },
  },
  {
    id: 'pwd-wa-choc-whole-to-custom',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['whole choc fudge cake for tue 3pm pickup', "actually let's do a custom cake instead, 10 inch, gold and black, says Happy 40th Dad", 'Marco Ricci', 'yes'],
    expect: {
      says: [price(85)],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T15:00', name: 'Marco Ricci', notes: /40th/i },
    },
  },
  {
    id: 'pwd-wa-name-tom-jen-tom',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ["2 vanilla slices today 5pm pickup, under my husband's name Tom Reed", 'actually put it under my name, Jen Reed', 'no wait, Tom is the one picking up, so Tom Reed', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Tom Reed' },
    },
  },
  {
    id: 'pwd-wa-slices-delivery-then-pickup',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['4 choc fudge slices today at 3, can u deliver to 900 Red River St?', "oh ok i'll grab them then", 'Finn Ito', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Finn Ito' },
      never: [FEE],
    },
  },
  {
    id: 'pwd-wa-changes-then-gives-up',
    category: 'cancel',
    channel: 'whatsapp',
    steps: ['2 lemon slices 3pm today', 'make it 3', 'and add a carrot slice', "ugh you know what never mind, i'll just come in and see what you have"],
    expect: { noOrder: true, never: [ORDER_ID] },
  },
  {
    id: 'pwd-wa-two-carrot-one-becomes-rv',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['whole carrot cake sat 1pm pickup. Bo Lund', 'actually 2 of them', 'hmm make one of them red velvet', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Bo Lund' },
      lastSays: [price(96)],
    },
  },
  {
    id: 'pwd-wa-allergy-waved-off-stays',
    category: 'safety',
    channel: 'whatsapp',
    steps: ['3 vanilla slices 2pm today, Amy Holt. oh my daughter is allergic to eggs', "actually never mind the allergy thing, she'll be fine", 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T14:00', name: 'Amy Holt', allergy: true },
      says: [STAFF],
    },
  },
  {
    id: 'pwd-wa-5pm-3pm-back-to-5pm',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['2 rv slices pickup at 5 today, Gia Moss', 'can i come at 3 instead', 'ugh no 5pm was right sorry', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Gia Moss' },
      lastSays: [price(13)],
    },
  },

  // ================================================================ voice
  {
    id: 'pwd-voice-carrot-rv-carrot',
    category: 'ordering',
    channel: 'voice',
    steps: ["hi, I'd like a whole carrot cake for saturday at two, I'll pick it up", 'actually, make that a red velvet', 'no, no, sorry, the carrot was right', "it's Helen Park", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Helen Park' },
      lastSays: [price(46)],
    },
  },
  {
    id: 'pwd-voice-lemon-slices-4-8-6',
    category: 'ordering',
    channel: 'voice',
    steps: ['can I get four slices of lemon cake for this afternoon at three', 'make that eight', 'actually six is enough', 'Paul Novak', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Paul Novak' },
      lastSays: [price(34.5)],
    },
  },
  {
    id: 'pwd-voice-vanilla-time-twice',
    category: 'ordering',
    channel: 'voice',
    steps: ["a whole vanilla bean cake for tomorrow at noon, pickup, name's Grace Lin", 'could we do eleven in the morning instead', 'actually, make it one in the afternoon', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Grace Lin' },
    },
  },
  {
    id: 'pwd-voice-delivery-then-pickup',
    category: 'ordering',
    channel: 'voice',
    steps: ["I'd like a whole chocolate fudge cake delivered sunday at noon to fifteen oak hollow drive", "hmm, actually I'll pick it up, never mind the delivery", 'Frank Bell', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Frank Bell' },
      never: [FEE],
    },
  },
  {
    id: 'pwd-voice-cancel-at-readback',
    category: 'cancel',
    channel: 'voice',
    steps: ["two red velvet slices for four o'clock today, I'll pick them up, name's Joe Grant", "hmm, no, cancel that, I'll just come in tomorrow"],
    expect: { noOrder: true, never: [ORDER_ID] },
  },
  {
    id: 'pwd-voice-vanilla-slices-off-and-back',
    category: 'ordering',
    channel: 'voice',
    steps: [
      "hi, a whole lemon cake and three vanilla slices for saturday at eleven, I'll pick them up",
      'actually take off the vanilla slices',
      'oh wait, no, put the vanilla slices back, my son wants them',
      'Rita Moreno',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }, { sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Rita Moreno' },
      lastSays: [price(74.5)],
    },
  },
  {
    id: 'pwd-voice-forget-it-no-wait-want-it',
    category: 'ordering',
    channel: 'voice',
    steps: ["a whole red velvet cake for sunday at three, I'll pick it up. it's Mark Diaz", 'you know what, forget it', 'no wait, wait, I do want it, sorry', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Mark Diaz' },
    },
  },
  {
    id: 'pwd-voice-swap-then-call-back-later',
    category: 'cancel',
    channel: 'voice',
    steps: ['a whole carrot cake for tomorrow at four', 'actually make it chocolate', "hmm, you know what, I need to check with my husband, I'll call back. bye"],
    expect: { noOrder: true, lastSays: [NOT_PLACED], never: [ORDER_ID] },
  },
  {
    id: 'pwd-voice-large-regular-one-large',
    category: 'ordering',
    channel: 'voice',
    steps: ['three large chocolate fudge slices for two this afternoon', 'actually make them regular', 'hmm, no, make one of them large', 'Lucy Hart', 'yes'],
    expect: {
      order: {
        items: [
          { sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' },
          { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Lucy Hart',
      },
      lastSays: [price(22.5)],
    },
  },
  {
    id: 'pwd-voice-five-lemon-cakes-down-to-three',
    category: 'ordering',
    channel: 'voice',
    steps: ['I need five whole lemon cakes for monday at noon, pickup', "oh, that's more than I thought, make it three cakes", 'Dora Kim', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 3, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T12:00', name: 'Dora Kim' },
      lastSays: [price(174)],
    },
  },
  {
    id: 'pwd-voice-name-to-wife',
    category: 'ordering',
    channel: 'voice',
    steps: ["two carrot slices at three today for pickup, name's Bill", "actually put it under my wife's name, Sandra Lowe", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Sandra Lowe' },
    },
  },
  {
    id: 'pwd-voice-press-2-swap-flavour',
    category: 'ordering',
    channel: 'voice',
    steps: ["a whole vanilla bean cake for saturday at noon, I'll pick it up, Ken Adams", { press: '2' }, 'make it red velvet instead', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Ken Adams' },
      lastSays: [price(50)],
    },
  },
  {
    id: 'pwd-voice-whole-slices-whole',
    category: 'ordering',
    channel: 'voice',
    steps: ['a whole chocolate fudge cake for saturday at one, pickup', 'actually just six slices of it', 'hmm, no, the whole cake is better for the party', 'Nora Quinn', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Nora Quinn' },
      lastSays: [price(48)],
    },
  },
  {
    id: 'pwd-voice-recount-then-dont-place',
    category: 'cancel',
    channel: 'voice',
    steps: ['four lemon slices and two carrot slices for five today, pickup, Tim Ross', 'make it three lemon', "you know what, don't place it, I'll order online later"],
    expect: { noOrder: true, never: [ORDER_ID] },
  },
  {
    id: 'pwd-voice-sun-sat-back-to-sun',
    category: 'ordering',
    channel: 'voice',
    steps: ["whole carrot cake for sunday at eleven, I'll pick it up. Amy Fox", 'actually make it saturday', 'no, sorry, sunday, at eleven, my mistake', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Amy Fox' },
    },
  },
  {
    id: 'pwd-voice-pickup-delivery-pickup-delivery',
    category: 'ordering',
    channel: 'voice',
    steps: [
      "a whole red velvet cake for saturday at three, I'll pick it up",
      'actually, could you deliver it? to two eighteen oak hollow drive',
      "hmm, no, I'll come get it",
      "oh wait, I won't have the car. delivery after all, same address",
      'Jane Cole',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Jane Cole', address: /218 Oak Hollow/i },
      never: [FEE],
    },
  },

  // ================================================================ web chat
  {
    id: 'pwd-web-rv-vanilla-rv',
    category: 'ordering',
    channel: 'webchat',
    steps: ['Hi! Whole red velvet cake for Saturday 4pm pickup please', 'Actually could we do vanilla bean instead?', 'Hmm, no, red velvet. Sorry, indecisive today!', 'Carla Mendes', '512-555-0171', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Carla Mendes', phone: '+15125550171' },
      lastSays: [price(50)],
    },
  },
  {
    id: 'pwd-web-delivery-flipflop-final-pickup',
    category: 'ordering',
    channel: 'webchat',
    steps: [
      'Whole carrot cake tomorrow 2pm, delivered to 310 Lavaca St please',
      "Actually I'll pick it up",
      'Wait, no, delivery please, same address',
      'Hmm no sorry, pickup. Final answer.',
      'Dan Ortiz',
      '512 555 0172',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Dan Ortiz', phone: '+15125550172' },
      never: [FEE],
    },
  },
  {
    id: 'pwd-web-counts-and-phone-changed',
    category: 'ordering',
    channel: 'webchat',
    steps: ['5 carrot slices for 1pm today', 'make it 3', 'Eve Park', '512-555-0173', "oops wrong number, it's 512-555-0174", 'and actually 4 slices', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Eve Park', phone: '+15125550174' },
      lastSays: [price(24)],
    },
  },
  {
    id: 'pwd-web-two-cakes-one-then-dont-place',
    category: 'cancel',
    channel: 'webchat',
    steps: ['I want 2 whole chocolate fudge cakes for Sunday at noon, pickup', 'just one actually', 'Lena Moss', '512-555-0175', "Sorry, I've changed my mind, please don't place it"],
    expect: { noOrder: true, lastSays: [NOT_PLACED], never: [ORDER_ID] },
  },
  {
    id: 'pwd-web-forget-it-then-restated',
    category: 'ordering',
    channel: 'webchat',
    steps: ['Could I get 6 lemon slices at 3 today?', 'Actually forget it', 'No wait, I do want them. 6 lemon slices at 3. Name is Hugo Lam, 512-555-0176', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Hugo Lam', phone: '+15125550176' },
      lastSays: [price(34.5)],
    },
  },
  {
    id: 'pwd-web-vanilla-off-back-as-one',
    category: 'ordering',
    channel: 'webchat',
    steps: ['3 carrot slices and 2 vanilla slices for 4pm today', 'remove the vanilla', 'actually put the vanilla back but just one', 'Iris Wong', '512-555-0177', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }, { sku: 'vanilla-bean-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Iris Wong', phone: '+15125550177' },
      lastSays: [price(23.5)],
    },
  },
  {
    id: 'pwd-web-lemon-time-moved-twice',
    category: 'ordering',
    channel: 'webchat',
    steps: ['Whole lemon chiffon cake for Sunday 11am pickup. Tess Gray, 512-555-0178', 'Can we move it to 2pm?', 'Sorry, 3pm actually', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Tess Gray', phone: '+15125550178' },
      lastSays: [price(58)],
    },
  },
  {
    id: 'pwd-web-custom-10-8-10',
    category: 'ordering',
    channel: 'webchat',
    steps: [
      'I need a custom cake for Wednesday at 2pm, 10 inch, with blue and silver frosting',
      'Actually 8 inch is enough',
      'Hmm, 10 inch after all, more guests are coming',
      'Paul Cruz, pickup',
      '512-555-0179',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T14:00', name: 'Paul Cruz', phone: '+15125550179' },
      lastSays: [price(85)],
    },
  },
  {
    id: 'pwd-web-price-then-order-then-over-budget',
    category: 'cancel',
    channel: 'webchat',
    steps: ['How much for 3 whole red velvet cakes?', 'ok 3 for Saturday at noon, pickup', 'hmm make it 4 actually', "ugh that's over budget. never mind, I'll think about it"],
    expect: { noOrder: true, says: [price(150)], never: [ORDER_ID] },
  },
  {
    id: 'pwd-web-delivery-pickup-delivery-one-cake',
    category: 'ordering',
    channel: 'webchat',
    steps: [
      'Can I get 2 whole vanilla cakes delivered Saturday at 1 to 77 Barton Hills Dr?',
      'Actually I will just pick up',
      'Hmm no, delivery is better, same address',
      'and only one cake',
      'Sue Lane',
      '512-555-0180',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T13:00', name: 'Sue Lane', phone: '+15125550180', address: /77 Barton Hills/i },
      never: [FEE],
    },
  },
  {
    id: 'pwd-web-rv-cakes-4-5-3-5',
    category: 'ordering',
    channel: 'webchat',
    steps: ['4 whole red velvet cakes for Sunday 1pm, pickup', 'make it 5', 'actually 3 cakes', 'no sorry, 5 is right, big party', 'Rae Kent', '512-555-0181', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T13:00', name: 'Rae Kent', phone: '+15125550181' },
      lastSays: [price(250)],
    },
  },
  {
    id: 'pwd-web-rv-carrot-lemon-slices',
    category: 'ordering',
    channel: 'webchat',
    steps: ['4 red velvet slices at 2 today', 'swap them for carrot', 'hmm no make them lemon', 'Ben Ngo', '512-555-0182', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Ben Ngo', phone: '+15125550182' },
      lastSays: [price(23)],
    },
  },
  {
    id: 'pwd-web-night-swap-then-scratch',
    category: 'cancel',
    channel: 'webchat',
    now: '2026-11-20T22:00:00-06:00',
    steps: ['Whole carrot cake tomorrow 5pm pickup, Ada Fox, 512-555-0183', 'make it red velvet', "actually scratch that, never mind, I'll call in the morning"],
    expect: { noOrder: true, never: [ORDER_ID] },
  },
  {
    id: 'pwd-web-night-forget-then-want-them',
    category: 'ordering',
    channel: 'webchat',
    now: '2026-11-20T21:00:00-06:00',
    steps: ['2 vanilla slices tomorrow 10am pickup. Owen Hart 512-555-0184', 'Actually forget it', 'No wait, I do want them, sorry', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Owen Hart', phone: '+15125550184' },
    },
  },
  {
    id: 'pwd-web-readback-day-flavour-add',
    category: 'ordering',
    channel: 'webchat',
    steps: ['Whole chocolate fudge cake for Saturday 3pm pickup', 'Mila Ruiz', '512-555-0185', 'wait, make it Sunday', 'and red velvet instead', 'and add 2 lemon slices', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Mila Ruiz', phone: '+15125550185' },
      lastSays: [price(61.5)],
    },
  },
];
const notYet = new Set<string>(['pwd-wa-name-tom-jen-tom']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
