import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WU: EDITS AT THE READ-BACK, BEFORE SAYING YES. The customer has given everything, the clerk
// reads the order back, and instead of "yes" the customer changes something: takes one line off
// ("take the red velvet off", "drop the whole cake, just the slices"), adds a line ("add 3 lemon
// slices too"), changes a count (up, down, and across the $200 line), switches pickup to delivery
// (with the address in the same message or asked for) or delivery back to pickup, changes the name
// ("put it under my husband's name", a surname respelled) or the phone ("use my work cell", a
// mistyped web chat number), changes the day but keeps the time ("sunday instead, same time",
// "Tuesday would be better"), fixes a typo in the cake message ("Chole" -> "Chloe", "Retirment",
// "Congradulations", "Birthdy"), or makes several edits in one message, and then says yes. The
// order placed must be exactly the edited one: nothing of the first version that was changed
// survives, and nothing that was not changed is lost.
//
// Decisions where the spec is silent:
// - An edit at the read-back is applied and the order is read back again (with the new total) before
//   placing; the "yes" that follows places the edited order. A clerk never places the first version
//   because the customer answered the read-back with something other than yes.
// - A change of day alone ("can we do sunday instead", "Tuesday would be better", "same time") keeps
//   the time already given; a change of time alone keeps the day. Nothing else is asked again.
// - Pickup to delivery: the order needs approval (delivery), the address is kept, the time is kept;
//   no fee or delivery time is invented. Delivery to pickup: the order is confirmed at once (a
//   standard order within the limits), at the same day and time.
// - Slices are pickup only: a customer who asks to switch a cake-and-slices order to delivery is
//   told so; when they then drop the slices, the cake alone is delivered.
// - The status follows the final order: 5 whole cakes over $200 need approval, brought down to 4
//   ($184) it is confirmed; 4 red velvet cakes are exactly $200 (confirmed, "at most 200"), 5 are
//   $250 (needs approval).
// - A corrected cake message replaces the old one: the misspelled words are not kept in the note
//   next to the right ones. A message is fine on a standard whole cake (confirmed); on a custom cake
//   the order needs approval anyway.
// - "Put it under X" makes X the order's name; a respelled surname replaces the first spelling.
//   "Use 512-555-0193 for this order" on SMS/WhatsApp/voice makes that the order's phone; a web chat
//   number corrected ("oops wrong number, it's ...") is replaced by the corrected one.
// - Changing regular/large chocolate fudge slices changes the size and the price, not the count.
// - Orders placed between 8 PM and 8 AM are held_overnight whatever the edit.
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46, red velvet
// $50, vanilla bean $44; lemon chiffon 10-inch only $58. Slices (pickup only, same day): chocolate
// fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean
// $5.50. Custom cake $65 (8-inch) / $85 (10-inch), 72 h notice, needs_approval. Delivery:
// needs_approval. Open 8 AM to 8 PM. Clock: Fri 2026-11-20 10:00 Central; Sat 21 = tomorrow, Sun 22,
// Mon 23, Tue 24, Wed 25.

/** Staff look at the order (delivery, custom, over $200). */
const STAFF = /staff|team|owner|manager|approv|review|confirm (it|the order|your order) (shortly|soon)|get back to you|follow up|reach out/i;
/** Slices are not delivered. */
const SLICE_PICKUP_ONLY =
  /pick ?up only|in[- ]store|in (the )?(store|shop|bakery|cafe)|in person|not (available )?for delivery|(can.?t|cannot|don.?t|do not|aren.?t|are not|not|never|isn.?t|is not) (be )?(available for )?deliver|only (deliver|for) (whole|custom)|pick(ed)? (them |those |the slices )?up/i;
/** An invented delivery fee (or "free delivery"). */
const FEE = /deliver(y|ies)? (fee|charge|cost)s?[^.!?]{0,20}\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge)|free delivery|delivery (is|would be|will be) free/i;

const written: Script[] = [
  // ================================================================ SMS
  {
    id: 'pwu-sms-take-off-rv-slices',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['2 carrot slices and 2 red velvet slices for 4pm today pickup, Jo Lin', 'take the red velvet off pls', 'yes'],
    expect: {
      says: [price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Jo Lin' },
    },
  },
  {
    id: 'pwu-sms-add-lemon-slices',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['whole choc fudge cake sat 2pm pickup. Dana Price', 'oh can u add 3 lemon slices too', 'yes'],
    expect: {
      says: [price(65.25)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'lemon-slice', qty: 3 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T14:00',
        name: 'Dana Price',
      },
    },
  },
  {
    id: 'pwu-sms-vanilla-slices-4-to-6',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['4 vanilla slices today at 3, name is Kara Bell', 'make that 6 actually', 'yes'],
    expect: {
      says: [price(33)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Kara Bell' },
    },
  },
  {
    id: 'pwu-sms-pickup-to-delivery-address',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['whole carrot cake sunday 1pm pickup - Ray Ito', 'actually can u deliver it instead? 2210 Rosewood Ave', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T13:00', name: 'Ray Ito', address: /2210 rosewood/i },
      never: [FEE],
    },
  },
  {
    id: 'pwu-sms-delivery-to-pickup-same-time',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['can u deliver a whole red velvet cake to 88 Oak Hill Dr on monday at 11am? Beth Moss', 'hmm actually ill just pick it up myself, same time', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T11:00', name: 'Beth Moss' },
    },
  },
  {
    id: 'pwu-sms-name-under-brother',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['3 carrot slices at noon today, name Sam Ortiz', 'oh put it under Alex Ortiz instead, hes picking up', 'yes'],
    expect: {
      says: [/Alex Ortiz/i],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Alex Ortiz' },
    },
  },
  {
    id: 'pwu-sms-phone-work-cell',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['whole vanilla cake tmrw at 3 pickup, Lily Chen', 'can u use my work cell for this one, 512-555-0193', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Lily Chen', phone: '+15125550193' },
    },
  },
  {
    id: 'pwu-sms-sat-to-sun-same-time',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['whole lemon cake saturday 11am pickup, Nina Cole', 'actually can we do sunday instead, same time', 'yes'],
    expect: {
      says: [price(58), /sun/i],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Nina Cole' },
    },
  },
  {
    id: 'pwu-sms-mon-to-tue-time-kept',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['2 whole choc fudge cakes mon 4pm pickup. Omar Diaz', 'can we make it tuesday instead', 'yes'],
    expect: {
      says: [price(96), /tue/i],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T16:00', name: 'Omar Diaz' },
    },
  },
  {
    id: 'pwu-sms-message-chole-chloe',
    category: 'readback-edit',
    channel: 'sms',
    steps: ["whole vanilla bean cake sunday 2pm pickup, write 'Happy Birthday Chole' on it. Megan Reed", 'omg typo its Chloe not Chole', 'yes'],
    expect: {
      says: [/chloe/i],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T14:00',
        name: 'Megan Reed',
        notes: /^(?![\s\S]*chole)[\s\S]*happy birthday chloe/i,
      },
    },
  },
  {
    id: 'pwu-sms-several-edits-one-text',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['3 lemon slices and 2 carrot slices today 5pm pickup, Tara Quinn', 'ok few changes: 4 lemon not 3, drop the carrot, add 2 red velvet slices. and make it 5:30', 'yes'],
    expect: {
      says: [price(36)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 4 }, { sku: 'red-velvet-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T17:30',
        name: 'Tara Quinn',
      },
    },
  },
  {
    id: 'pwu-sms-no-slices-just-cake',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['whole carrot cake + 4 vanilla slices, pickup tmrw 1pm, Ivy Shaw', 'actually no slices, just the cake', 'yes'],
    expect: {
      says: [price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Ivy Shaw' },
    },
  },
  {
    id: 'pwu-sms-rv-cakes-3-to-2',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['3 whole red velvet cakes for sat noon pickup, Hugo Lam', '3 is too many lol make it 2', 'yes'],
    expect: {
      says: [price(100)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Hugo Lam' },
    },
  },
  {
    id: 'pwu-sms-fudge-cakes-4-to-5-over-200',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['4 whole choc fudge cakes sunday 10am pickup. Pat Gomez', 'actually make it 5, more ppl coming', 'yes'],
    expect: {
      says: [price(240), STAFF],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T10:00', name: 'Pat Gomez' },
    },
  },
  {
    id: 'pwu-sms-carrot-cakes-5-to-4-under-200',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['5 whole carrot cakes mon 3pm pickup, Zoe Hart', 'hm thats a lot, drop it to 4', 'yes'],
    expect: {
      says: [price(184)],
      order: { items: [{ sku: 'carrot-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T15:00', name: 'Zoe Hart' },
    },
  },
  {
    id: 'pwu-sms-add-message-and-move-time',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['whole red velvet cake sat 3pm pickup. Lucy Fern', 'can u write Happy Anniversary on it? and 4pm works better', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T16:00',
        name: 'Lucy Fern',
        notes: /happy anniversary/i,
      },
    },
  },
  {
    id: 'pwu-sms-large-to-regular-fudge',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['4 large choc fudge slices at 2 today, Ben Ruiz', 'oh make those regular size', 'yes'],
    expect: {
      says: [price(26)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Ben Ruiz' },
    },
  },
  {
    id: 'pwu-sms-night-lemon-2-to-3',
    category: 'readback-edit',
    channel: 'sms',
    now: '2026-11-20T21:00:00-06:00',
    steps: ['2 lemon slices tmrw 10am pickup, Eva Long', 'make it 3', 'yes'],
    expect: {
      says: [price(17.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Eva Long' },
    },
  },
  {
    id: 'pwu-sms-surname-respelled',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['whole carrot cake sunday noon pickup, name Jon Smyth', 'sorry autocorrect, its Smith. Jon Smith', 'yes'],
    expect: {
      says: [/Jon Smith/i],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Jon Smith' },
    },
  },
  {
    id: 'pwu-sms-take-off-middle-line',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['2 carrot slices, 2 lemon slices and 2 vanilla slices at 1pm today. Maya Fox', 'take off the lemon', 'yes'],
    expect: {
      says: [price(23)],
      order: {
        items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:00',
        name: 'Maya Fox',
      },
    },
  },
  {
    id: 'pwu-sms-count-and-time',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['6 choc fudge slices at 3pm, Raj Iyer', 'make it 8 and 3:30 pls', 'yes'],
    expect: {
      says: [price(52)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 8, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:30', name: 'Raj Iyer' },
    },
  },
  {
    id: 'pwu-sms-delivery-drops-slices',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['whole choc fudge cake and 2 lemon slices sat 2pm pickup, Ann Roy', 'actually can u deliver instead? 14 Elm St', 'ok then just deliver the cake, skip the slices', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Ann Roy', address: /14 elm/i },
      never: [FEE],
    },
  },

  {
    id: 'pwu-sms-day-by-date-keep-time',
    category: 'readback-edit',
    channel: 'sms',
    steps: ['whole carrot cake sat 2pm pickup, Lee Wong', 'can we do the 23rd instead', 'yes'],
    expect: {
      says: [/mon|23/i],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T14:00', name: 'Lee Wong' },
    },
  },

  // ================================================================ WhatsApp
  {
    id: 'pwu-wa-drop-whole-keep-slices',
    category: 'readback-edit',
    channel: 'whatsapp',
    steps: ['Hi! Whole vanilla bean cake and 4 red velvet slices for Saturday 12pm pickup please. Name: Fatima Noor', 'Actually drop the whole cake, just the slices 🙏', 'yes'],
    expect: {
      says: [price(26)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Fatima Noor' },
    },
  },
  {
    id: 'pwu-wa-add-whole-lemon',
    category: 'readback-edit',
    channel: 'whatsapp',
    steps: ['3 choc fudge slices tomorrow 4pm pickup - Leo Park', 'add a whole lemon cake as well please 🍋', 'yes'],
    expect: {
      says: [price(77.5)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }, { sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T16:00',
        name: 'Leo Park',
      },
    },
  },
  {
    id: 'pwu-wa-rv-one-to-two',
    category: 'readback-edit',
    channel: 'whatsapp',
    steps: ['Whole red velvet Sunday 3pm pickup. Carla Mendes', 'Can we make that two cakes?', 'yes'],
    expect: {
      says: [price(100)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Carla Mendes' },
    },
  },
  {
    id: 'pwu-wa-pickup-to-delivery-address-asked',
    category: 'readback-edit',
    channel: 'whatsapp',
    steps: ['whole vanilla bean cake monday 10am pickup, Greg Olsen', 'Actually could you deliver it?', '51 Barton Springs Rd', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T10:00', name: 'Greg Olsen', address: /51 barton springs/i },
      never: [FEE],
    },
  },
  {
    id: 'pwu-wa-delivery-to-collect',
    category: 'readback-edit',
    channel: 'whatsapp',
    steps: ['Please deliver a whole lemon chiffon cake to 300 W 6th St on Sunday at 2pm. Hana Sato', "Change of plans, I'll collect it myself", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Hana Sato' },
    },
  },
  {
    id: 'pwu-wa-name-under-husband',
    category: 'readback-edit',
    channel: 'whatsapp',
    steps: ['2 whole carrot cakes sat 10:30am pickup, Elena Petrova', "Can you put it under my husband's name please - Ivan Petrov", 'yes'],
    expect: {
      says: [/Ivan Petrov/i],
      order: { items: [{ sku: 'carrot-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:30', name: 'Ivan Petrov' },
    },
  },
  {
    id: 'pwu-wa-phone-us-number',
    category: 'readback-edit',
    channel: 'whatsapp',
    steps: ['whole chocolate fudge cake Tuesday 5pm pickup. Ade Bello', 'pls use 737 555 0124 for this order, this whatsapp is my uk number', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T17:00', name: 'Ade Bello', phone: '+17375550124' },
    },
  },
  {
    id: 'pwu-wa-sat-to-sun-same-time-slices',
    category: 'readback-edit',
    channel: 'whatsapp',
    steps: ['8 lemon slices tomorrow 9:30am pickup, Sofia Russo', 'oh wait can it be Sunday instead? same time is fine', 'yes'],
    expect: {
      says: [price(46), /sun/i],
      order: { items: [{ sku: 'lemon-slice', qty: 8 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T09:30', name: 'Sofia Russo' },
    },
  },
  {
    id: 'pwu-wa-message-retirment',
    category: 'readback-edit',
    channel: 'whatsapp',
    steps: ["Whole red velvet Saturday 5pm pickup with 'Happy Retirment Doug' on top. Name Karen Webb", "Oops, Retirement is misspelled, should be 'Happy Retirement Doug'", 'yes'],
    expect: {
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T17:00',
        name: 'Karen Webb',
        notes: /^(?![\s\S]*retirment)[\s\S]*happy retirement doug/i,
      },
    },
  },
  {
    id: 'pwu-wa-three-changes',
    category: 'readback-edit',
    channel: 'whatsapp',
    steps: ['Hi, whole carrot cake + 2 lemon slices, sat 1pm pickup, Nadia Karim', 'Changes please: red velvet instead of carrot, 4 lemon slices not 2, and 2pm instead of 1', 'yes'],
    expect: {
      says: [price(73)],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }, { sku: 'lemon-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T14:00',
        name: 'Nadia Karim',
      },
    },
  },
  {
    id: 'pwu-wa-message-add-age',
    category: 'readback-edit',
    channel: 'whatsapp',
    steps: ["whole vanilla cake sunday 4pm pickup, write 'Happy Birthday Liam' - Grace Obi", 'sorry the message should say Happy 5th Birthday Liam', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T16:00',
        name: 'Grace Obi',
        notes: /happy 5th birthday liam/i,
      },
    },
  },
  {
    id: 'pwu-wa-remove-vanilla-whole',
    category: 'readback-edit',
    channel: 'whatsapp',
    steps: ['1 whole choc fudge and 1 whole vanilla bean, monday noon pickup, Tom Baker', 'remove the vanilla one please', 'yes'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T12:00', name: 'Tom Baker' },
    },
  },
  {
    id: 'pwu-wa-vanilla-slices-10-to-7',
    category: 'readback-edit',
    channel: 'whatsapp',
    steps: ['10 vanilla bean slices today 3pm, Aisha Bello', 'sorry 7 not 10', 'yes'],
    expect: {
      says: [price(38.5)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 7 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Aisha Bello' },
    },
  },
  {
    id: 'pwu-wa-custom-message-birthdy',
    category: 'readback-edit',
    channel: 'whatsapp',
    steps: ["custom cake 8 inch for wed 25th 3pm pickup, message 'Happy Birthdy Mia', name Rosa Vidal", "typo! 'Happy Birthday Mia' pls", 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-25T15:00',
        name: 'Rosa Vidal',
        notes: /^(?![\s\S]*birthdy)[\s\S]*happy birthday mia/i,
      },
    },
  },

  {
    id: 'pwu-wa-delivery-then-pickup-after-all',
    category: 'readback-edit',
    channel: 'whatsapp',
    steps: ['whole choc fudge cake sunday 3pm pickup, Mei Tan', 'could u deliver it to 900 Red River St instead?', 'no sorry, pickup after all, forget the delivery', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Mei Tan' },
    },
  },

  // ================================================================ voice
  {
    id: 'pwu-voice-take-off-lemon',
    category: 'readback-edit',
    channel: 'voice',
    steps: ["Hi, I'd like two carrot slices and two lemon slices for pickup today at three p.m.", 'Mark Delgado.', 'Actually, take off the lemon slices.', 'Yes.'],
    expect: {
      says: [price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Mark Delgado' },
    },
  },
  {
    id: 'pwu-voice-add-vanilla-slices',
    category: 'readback-edit',
    channel: 'voice',
    steps: ["I'd like a whole chocolate fudge cake for pickup tomorrow at two in the afternoon.", 'Erin Walsh.', 'Oh, and add four vanilla bean slices please.', 'Yes.'],
    expect: {
      says: [price(70)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T14:00',
        name: 'Erin Walsh',
      },
    },
  },
  {
    id: 'pwu-voice-carrot-cakes-3-to-2',
    category: 'readback-edit',
    channel: 'voice',
    steps: ['Can I get three whole carrot cakes for Sunday at noon, pickup.', "Name's Frank Moore.", 'Hmm, actually make that two cakes.', 'Yes.'],
    expect: {
      says: [price(92)],
      order: { items: [{ sku: 'carrot-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Frank Moore' },
    },
  },
  {
    id: 'pwu-voice-pickup-to-delivery-maple',
    category: 'readback-edit',
    channel: 'voice',
    steps: ['I want a whole red velvet cake for Monday at eleven a.m. for pickup.', 'Judy Evans.', 'Actually, could you deliver it instead? To forty two Maple Street.', 'Yes.'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T11:00',
        name: 'Judy Evans',
        address: /(42|forty[- ]two) maple/i,
      },
      never: [FEE],
    },
  },
  {
    id: 'pwu-voice-delivery-to-pickup',
    category: 'readback-edit',
    channel: 'voice',
    steps: ["I'd like a whole vanilla bean cake delivered to one fifteen Congress Avenue on Saturday at one p.m.", 'Paul Grant.', "You know what, never mind the delivery, I'll pick it up.", 'Yes.'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Paul Grant' },
    },
  },
  {
    id: 'pwu-voice-under-wifes-name',
    category: 'readback-edit',
    channel: 'voice',
    steps: ['Six chocolate fudge slices for pickup today at four p.m.', 'Dave Kim.', "Sorry, put the order under my wife's name, Susan Kim.", 'Yes.'],
    expect: {
      says: [price(39)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 6, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Susan Kim' },
    },
  },
  {
    id: 'pwu-voice-use-my-cell',
    category: 'readback-edit',
    channel: 'voice',
    steps: ["Whole lemon chiffon cake for Sunday at ten a.m., I'll pick it up.", 'Linda Shaw.', "Oh, and please use my cell for this, it's five one two, five five five, zero one three seven.", 'Yes.'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Linda Shaw', phone: '+15125550137' },
    },
  },
  {
    id: 'pwu-voice-sat-to-sun-same-time',
    category: 'readback-edit',
    channel: 'voice',
    steps: ['I need a whole carrot cake for Saturday at three thirty p.m., pickup.', 'Ruth Bell.', 'Can we move it to Sunday, same time?', 'Yes.'],
    expect: {
      says: [/sun/i],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:30', name: 'Ruth Bell' },
    },
  },
  {
    id: 'pwu-voice-message-john-jonathan',
    category: 'readback-edit',
    channel: 'voice',
    steps: ["I'd like a whole chocolate fudge cake for Sunday at two p.m., pickup, and write Happy Birthday John on it.", 'Carol Price.', 'Actually the message should say Happy Birthday Jonathan, not John.', 'Yes.'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T14:00',
        name: 'Carol Price',
        notes: /^(?![\s\S]*\bjohn\b)[\s\S]*happy birthday jonathan/i,
      },
    },
  },
  {
    id: 'pwu-voice-three-edits',
    category: 'readback-edit',
    channel: 'voice',
    steps: ['Two whole vanilla bean cakes for Saturday at noon, pickup.', 'Kevin Brooks.', 'OK, a few changes. Make it one vanilla cake, add one whole red velvet, and make it one p.m. instead.', 'Yes.'],
    expect: {
      says: [price(94)],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T13:00',
        name: 'Kevin Brooks',
      },
    },
  },
  {
    id: 'pwu-voice-rv-slices-4-to-8',
    category: 'readback-edit',
    channel: 'voice',
    steps: ['Four red velvet slices for pickup today at five p.m.', 'Gloria Diaz.', 'Could you make that eight slices?', 'Yes.'],
    expect: {
      says: [price(52)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 8 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Gloria Diaz' },
    },
  },
  {
    id: 'pwu-voice-mon-to-tue-time-kept',
    category: 'readback-edit',
    channel: 'voice',
    steps: ['A whole lemon chiffon cake for Monday at four p.m., pickup.', 'Henry Wu.', 'Actually, Tuesday would be better.', 'Yes.'],
    expect: {
      says: [/tue/i],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T16:00', name: 'Henry Wu' },
    },
  },
  {
    id: 'pwu-voice-count-then-press-1',
    category: 'readback-edit',
    channel: 'voice',
    steps: ['Three vanilla bean slices at one p.m. today.', 'Nancy Lee.', 'Make that five.', { press: '1' }],
    expect: {
      says: [price(27.5)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Nancy Lee' },
    },
  },
  {
    id: 'pwu-voice-drop-whole-keep-slices',
    category: 'readback-edit',
    channel: 'voice',
    steps: ['A whole carrot cake and six lemon slices for tomorrow at eleven a.m., pickup.', 'Steve Young.', "Drop the whole cake, I'll just take the slices.", 'Yes.'],
    expect: {
      says: [price(34.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Steve Young' },
    },
  },
  {
    id: 'pwu-voice-thompson-with-a-p',
    category: 'readback-edit',
    channel: 'voice',
    steps: ['Whole red velvet for Sunday at five p.m., pickup.', 'Megan Thomson.', "Sorry, that's Thompson, T H O M P S O N, with a P.", 'Yes.'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T17:00', name: 'Megan Thompson' },
    },
  },

  {
    id: 'pwu-voice-message-and-name-one-go',
    category: 'readback-edit',
    channel: 'voice',
    steps: ["A whole vanilla bean cake for Sunday at eleven a.m., pickup, with Happy Birthday Mom written on it.", 'Tina Ross.', 'Two changes. It should say Happy Birthday Grandma, and put it under my sister, Jill Ross.', 'Yes.'],
    expect: {
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T11:00',
        name: 'Jill Ross',
        notes: /^(?![\s\S]*\bmom\b)[\s\S]*happy birthday grandma/i,
      },
    },
  },

  // ================================================================ web chat
  {
    id: 'pwu-web-remove-chocolate-slices',
    category: 'readback-edit',
    channel: 'webchat',
    steps: ["Hi! I'd like 2 lemon slices and 2 choc fudge slices for pickup today at 2pm", 'Olivia Grant', '512-555-0141', 'Actually please remove the chocolate ones', 'yes'],
    expect: {
      says: [price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Olivia Grant', phone: '+15125550141' },
    },
  },
  {
    id: 'pwu-web-add-vanilla-whole',
    category: 'readback-edit',
    channel: 'webchat',
    steps: ['Whole carrot cake for Saturday 3pm pickup. Ian Moss, 512-555-0150', 'Can you add a whole vanilla bean cake too?', 'yes'],
    expect: {
      says: [price(90)],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T15:00',
        name: 'Ian Moss',
        phone: '+15125550150',
      },
    },
  },
  {
    id: 'pwu-web-carrot-slices-12-to-15',
    category: 'readback-edit',
    channel: 'webchat',
    steps: ['12 carrot slices for a meeting today at 1pm pickup. Priya Shah 737-555-0119', 'Sorry, make that 15', 'yes'],
    expect: {
      says: [price(90)],
      order: { items: [{ sku: 'carrot-slice', qty: 15 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Priya Shah', phone: '+17375550119' },
    },
  },
  {
    id: 'pwu-web-pickup-to-delivery-east-6th',
    category: 'readback-edit',
    channel: 'webchat',
    steps: ['whole red velvet cake sunday 12pm, pick up. name Tyler Cross, phone 512 555 0166', 'hmm actually can you deliver it to 1801 E 6th St instead?', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T12:00',
        name: 'Tyler Cross',
        phone: '+15125550166',
        address: /1801 e(ast|\.)? 6th/i,
      },
      never: [FEE],
    },
  },
  {
    id: 'pwu-web-delivery-to-pickup',
    category: 'readback-edit',
    channel: 'webchat',
    steps: ['Deliver a whole chocolate fudge cake to 500 Guadalupe St on Monday at 3pm please. Wen Li, 512-555-0173', "On second thought I'll just pick it up at 3", 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T15:00', name: 'Wen Li', phone: '+15125550173' },
    },
  },
  {
    id: 'pwu-web-phone-wrong-number',
    category: 'readback-edit',
    channel: 'webchat',
    steps: ['whole vanilla bean cake sat 11am pickup', 'Rachel Kim', '512-555-0182', "oops wrong number, it's 512-555-0128", 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Rachel Kim', phone: '+15125550128' },
    },
  },
  {
    id: 'pwu-web-under-colleague',
    category: 'readback-edit',
    channel: 'webchat',
    steps: ['4 vanilla bean slices today 6pm. Chris Evans 512-555-0109', "put it under my colleague's name, Dana Wu, she'll collect", 'yes'],
    expect: {
      says: [/Dana Wu/i],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Dana Wu' },
    },
  },
  {
    id: 'pwu-web-sat-to-mon-same-time',
    category: 'readback-edit',
    channel: 'webchat',
    steps: ['Hello, I would like a whole lemon chiffon cake for Saturday at 2:30pm, pickup. Martha Gale, (512) 555-0131', 'Could we do Monday instead? Same time.', 'yes'],
    expect: {
      says: [/mon/i],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T14:30', name: 'Martha Gale', phone: '+15125550131' },
    },
  },
  {
    id: 'pwu-web-message-congradulations',
    category: 'readback-edit',
    channel: 'webchat',
    steps: ["Whole chocolate fudge cake for Sunday 1pm pickup, please write 'Congradulations Ben'. Lisa Park 512-555-0145", "Just noticed a typo, it should be 'Congratulations Ben'", 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T13:00',
        name: 'Lisa Park',
        phone: '+15125550145',
        notes: /^(?![\s\S]*congradulations)[\s\S]*congratulations ben/i,
      },
    },
  },
  {
    id: 'pwu-web-four-edits-one-message',
    category: 'readback-edit',
    channel: 'webchat',
    steps: ['2 whole carrot cakes for Saturday 11am pickup. Owen Hale 512-555-0176', 'A few changes: just 1 carrot cake, add 6 lemon slices, change the day to Sunday, and put it under Megan Hale', 'yes'],
    expect: {
      says: [price(80.5)],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'lemon-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T11:00',
        name: 'Megan Hale',
        phone: '+15125550176',
      },
    },
  },
  {
    id: 'pwu-web-custom-message-birthay',
    category: 'readback-edit',
    channel: 'webchat',
    steps: ["I'd like a custom 10 inch cake for Tuesday the 24th at 4pm pickup, message 'Happy 30th Birthay Sarah'", 'Jenna Cruz', '512-555-0159', "oh typo, it's 'Happy 30th Birthday Sarah'", 'yes'],
    expect: {
      says: [price(85)],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T16:00',
        name: 'Jenna Cruz',
        phone: '+15125550159',
        notes: /^(?![\s\S]*birthay)[\s\S]*happy 30th birthday sarah/i,
      },
    },
  },
  {
    id: 'pwu-web-delivery-and-new-phone',
    category: 'readback-edit',
    channel: 'webchat',
    steps: ['whole vanilla bean cake tuesday 10am pickup, Sara Lind 512-555-0102', 'actually deliver it to 77 Rainey St, and use 512-555-0120 as the phone', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-24T10:00',
        name: 'Sara Lind',
        phone: '+15125550120',
        address: /77 rainey/i,
      },
      never: [FEE],
    },
  },
  {
    id: 'pwu-web-rv-cakes-4-to-5-over-200',
    category: 'readback-edit',
    channel: 'webchat',
    steps: ['4 whole red velvet cakes for Saturday 4pm pickup. Joel Park, 512-555-0197', 'Make it 5 please', 'yes'],
    expect: {
      says: [price(250), STAFF],
      order: { items: [{ sku: 'red-velvet-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T16:00', name: 'Joel Park', phone: '+15125550197' },
    },
  },
  {
    id: 'pwu-web-night-time-and-add',
    category: 'readback-edit',
    channel: 'webchat',
    now: '2026-11-20T22:00:00-06:00',
    steps: ['Could I order 3 carrot slices for tomorrow at 9am? Nora Fitz 512-555-0108', 'Actually 9:30, and add 2 vanilla slices', 'yes'],
    expect: {
      says: [price(29)],
      order: {
        items: [{ sku: 'carrot-slice', qty: 3 }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'held_overnight',
        at: '2026-11-21T09:30',
        name: 'Nora Fitz',
        phone: '+15125550108',
      },
    },
  },
  {
    id: 'pwu-web-large-to-regular-mixed',
    category: 'readback-edit',
    channel: 'webchat',
    steps: ['3 large chocolate fudge slices and 2 carrot slices today 4pm. Dev Rao 512-555-0103', 'change the chocolate ones to regular please', 'yes'],
    expect: {
      says: [price(31.5)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Dev Rao',
        phone: '+15125550103',
      },
    },
  },
];

const notYet = new Set<string>(['pwu-sms-message-chole-chloe', 'pwu-sms-rv-cakes-3-to-2', 'pwu-sms-carrot-cakes-5-to-4-under-200', 'pwu-wa-rv-one-to-two', 'pwu-voice-thompson-with-a-p', 'pwu-web-four-edits-one-message']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
