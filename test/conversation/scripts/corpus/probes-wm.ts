import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WM: DELIVERY. Addresses in many forms: apartments ("apt 3b", "#214", "apartment three C"
// said on a call), suites and floors ("Suite 2000 (20th floor)", "floor 14", "ste 300"), units and
// buildings ("bldg C unit 1412"), a buzzer, a front desk, gate codes (in the first message or sent
// afterwards, "#7788", "4417#", said as digits on a call), a house described ("the blue house with
// the red door"), a house described with no number, a zip code alone, a PO box, "my usual address",
// "my work... actually no, my home". Whole cakes delivered (needs_approval: staff confirm the fee,
// the area and the time), slices asked for delivery (pickup only: the customer picks them up,
// drops them, or takes a whole cake instead), the delivery fee, "free delivery?", the area and the
// arrival time asked (nothing invented, nothing guaranteed), pickup switched to delivery and back,
// the address corrected (house number, unit, street type, at the read-back), custom cakes
// delivered (72 h notice), a delivery over $200, a delivery with an allergy, a delivery asked for
// today (24 h notice) or before opening.
//
// Decisions where the spec is silent:
// - The order's address is the street address with its apartment, suite, unit, building or floor,
//   as the customer gave it (a clerk writes "1402 E 7th St Apt 3C" for "fourteen oh two east seventh
//   street, apartment three C"); the customer's name, phone and the day are never pulled into it.
// - A gate code or a buzzer is what the driver needs: it is kept with the address and read back to
//   the customer; an address with no gate code in it at all is also accepted (the code may be kept
//   elsewhere for staff, as batch yq decided), but the code itself is never lost, and an address
//   that says "gate code" without the number is wrong.
// - A custom cake's design is written on the order with its message ("dinosaur", "unicorn" and
//   "Happy 6th Zoe"), as the corpus does for custom cakes.
// - Asked after placing "what time will the driver come?", the clerk answers about the delivery
//   time (staff confirm it; none is promised), not "I cannot help with that".
// - A house described with no number ("the blue house on pecan st", "the blue house on the corner of
//   Avenue B and 43rd"), a zip code alone and a PO box are not addresses a cake can be delivered to:
//   the clerk asks for the street address; the number the customer then gives is the address.
// - "My usual address" is not known here: the clerk asks for it.
// - A correction ("it's 3715 not 3517", "apt 21 not 12", "Ct not Blvd", "5B not 5D") replaces the
//   wrong part before the order is placed; the wrong number is not left on the order.
// - Delivery hours are the bakery's hours (8 AM to 8 PM): a delivery at 7 AM is not taken; the
//   customer picks a time after opening.
// - One order has one kind of fulfillment. Slices are never delivered: with a whole cake in the same
//   order, the customer either has the cake delivered alone or picks everything up.
// - A delivery fee, a delivery window, a driver's arrival and the area served are never stated:
//   staff confirm them. "Can you guarantee it's there by 3?" is answered with no guarantee; the
//   requested time stays on the order as the customer's wish (or the earlier time they choose).
// - A delivery switched back to pickup is confirmed at once (a standard whole cake under $200 in the
//   daytime); pickup switched to delivery needs approval.
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46, red velvet
// $50, vanilla bean $44; lemon chiffon 10-inch only $58. Slices (pickup only, no notice): chocolate
// fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean $5.50.
// Custom cakes $65 (8-inch) / $85 (10-inch), 72 h notice, always needs_approval. Delivery:
// needs_approval. Totals above $200 or an allergy: needs_approval. Hours 8 AM to 8 PM Central.
// Clock: Fri 2026-11-20 10:00 Central; Sat 21 (tomorrow), Sun 22, Mon 23, Tue 24, Wed 25, Sat 28
// (Thanksgiving, Thu 26, is avoided).
//
// Sums used: 2 large fudge + 2 carrot slices $31; 3 red velvet + 2 fudge cakes $246; 3 fudge + 3
// lemon slices $36.75; 2 red velvet + 2 lemon slices $24.50; 2 carrot cakes $92.

// A negation just before a claim turns it into a disclaimer ("I can't promise it will be there by 5").
const NOT_BEFORE = String.raw`(?<!(?:\bnot|n['’]t|\bnever|\bcannot|\bunable to|\bno way to|\bwhether|\bif|\bsure|\bverify|\bdetermine|\bconfirm|\bcheck|\bwithout)\b[^.!?]{0,40})`;

/** Staff look at the order (delivery, custom, approval). */
const STAFF = /staff|team|owner|manager|approv|review|someone|a person|get back to you|reach out|follow up/i;
/** An invented delivery fee (or free delivery). */
const FEE = new RegExp(
  NOT_BEFORE +
    String.raw`(delivery (fee|charge|cost)s?( is| are| of| will be| would be| runs?)?\s*(about |around |just |only )?\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge) for delivery|\$\s?\d+(\.\d\d)? delivery (fee|charge)|\bfree delivery|delivery (is|would be|will be) (free|included|complimentary|on us)|deliver(y|ies)? (costs?|runs?) \$?\s?\d|no (delivery )?(fee|charge) for delivery)`,
  'i',
);
/** A promised delivery time or window. */
const TIME_PROMISE = new RegExp(
  NOT_BEFORE +
    String.raw`\b((will|['’]ll|would|can) (definitely |absolutely |certainly )?(arrive|be delivered|get there|be there|deliver it|have it there) (at|by|around|before) (\d|noon)|(we|I) (can )?(guarantee|promise)\b(?! that)|within \d+\s*(min|mins|minutes|hours?)\b|takes? (about |around |roughly )?\d+\s*(-|to)?\s*\d*\s*(min|mins|minutes|hours?|days?)\b)`,
  'i',
);
/** An invented delivery window or driver behaviour. */
const WINDOW = new RegExp(
  NOT_BEFORE + String.raw`\b(deliver(y|ies)?[^.!?]{0,40}\b(window is|between \d|from \d{1,2}\s*(am|pm)? (to|until|-) \d)|(the )?driver (will|is going to|'ll) (text|call|message|arrive))`,
  'i',
);
/** A claim that a given area is covered. */
const AREA_YES = (area: string) =>
  new RegExp(NOT_BEFORE + String.raw`\b(yes,? we (do )?deliver|we (do )?(deliver|cover)[^.!?]{0,20}${area}|${area} is (in|within) (our )?(delivery )?(area|range|zone|radius))`, 'i');
/** The answer to a fee question: staff confirm any fee. */
const FEE_ANSWER = /\b(fee|charge|cost|price)s?\b[^.!?]{0,80}\b(staff|team|confirm|area|quote)|\b(staff|team|confirm)[^.!?]{0,80}\b(fee|charge|cost|price)s?\b/i;
/** Slices are said not to be delivered (a read-back's "Pickup at the bakery" is not enough). */
const PICKUP_ONLY =
  /(can.?t|cannot|don.?t|do not|aren.?t|are not|not|never|unable to) (be )?deliver|not (available )?for delivery|(pick ?up|in[- ]store|in the (bakery|store|shop|cafe)|in person)[- ]only|only (for )?(pick ?up|in (the )?(store|bakery|shop|cafe))|sold (only )?in the (bakery|store|shop|cafe)|only deliver (whole|custom)/i;
/** A claim that slices will be delivered. */
const SLICES_DELIVERED = new RegExp(NOT_BEFORE + String.raw`\b(we (can|will|do) deliver (the |your )?(\d+ |those |these )?slices|slices (can|will) be delivered)`, 'i');
/** The clerk asks where to deliver. */
const ASKS_ADDRESS = /address|where (should|would|do|shall|can|to)|deliver(ed)? (it )?to\?/i;
/** The clerk asks for a street address (after a zip, a PO box or a description). */
const ASKS_STREET = /street|full|complete|exact|house number|what address|the address|address\?|which address|number/i;
/** Whole cakes need a day's notice. */
const NOTICE = /24|twenty[- ]four|notice|a day|day ahead|in advance|tomorrow|saturday|sat\b/i;
/** Custom cakes need three days' notice. */
const CUSTOM_NOTICE = /72|seventy[- ]two|three days|3 days|notice|advance/i;
/** The bakery opens at 8 AM. */
const OPENS_8 = /\b8(:00)?\s*(am|a\.m\.|in the morning|o.?clock)|\beight\s*(am|a\.m\.|in the morning|o.?clock)|\b08:00\b|\b8\s*(-|–|to)\s*8\b|open/i;
/** An order said to be placed. */
const PLACED_CLAIM = /(order (is|has been|was) (placed|confirmed|booked|submitted)|placed your order|you'?re all set)/i;
/** After placing: who tells the customer when it arrives. */
const STAFF_CONTACT = /staff|team|confirm|contact|reach|call|text|let you know|get in touch|someone/i;
/** The address as given, without other parts of the message (name, phone, day, a corrected number) pulled into it. */
const addr = (core: string, ...junk: string[]) => new RegExp(String.raw`^(?!.*\b(${junk.join('|')})\b).*${core}`, 'i');
/** The address with its gate code's number, or a clean address: never "gate code" with the number lost. */
const gate = (core: string, code: string) => new RegExp(String.raw`^(?=.*${core})(?:(?!gate|code).)*$|${core}.*${code}`, 'i');

const written: Script[] = [
  // ================================================================ SMS
  {
    id: 'pwm-sms-apt-3b-in-one-text',
    category: 'delivery',
    channel: 'sms',
    steps: ['can u deliver a whole carrot cake to 1810 e 12th st apt 3b sat at 2pm? Nina Shah', 'yes'],
    expect: {
      says: [price(46), STAFF],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-21T14:00',
        name: 'Nina Shah',
        address: addr(String.raw`1810 e(ast)?\.? 12th st(reet)?\.?,? (apt|apartment|#|unit)\.? ?3b\b`, 'nina', 'shah', 'sat', 'saturday'),
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-sms-gate-code-hash-after',
    category: 'delivery',
    channel: 'sms',
    steps: ['whole red velvet delivered sunday 3pm to 4402 ridgeview ct, gate code is 4417#. Lou Hart', 'yes'],
    expect: {
      says: [price(50), /4417/],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T15:00', name: 'Lou Hart', address: gate(String.raw`4402 ridgeview c(our)?t`, '4417') },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-sms-blue-house-no-number',
    category: 'delivery',
    channel: 'sms',
    steps: ['can you deliver a whole lemon cake tmrw at 11 to the blue house on pecan st? its for my mom', 'oh its 918 pecan st, the blue one w the white porch', 'Cory Banks', 'yes'],
    expect: {
      says: [ASKS_STREET],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T11:00', name: 'Cory Banks', address: /918 pecan/i },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-sms-slices-to-apt-then-picked-up',
    category: 'delivery',
    channel: 'sms',
    steps: ['hey do u guys deliver? i need 2 large choc fudge slices + 2 carrot slices sent to my apt, 1201 w 24th st #5, at 2 today', 'dang ok. ill swing by at 2:30 and grab them', 'Kit Lowry', 'yes'],
    expect: {
      says: [PICKUP_ONLY, price(31)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:30',
        name: 'Kit Lowry',
      },
      never: [SLICES_DELIVERED],
    },
  },
  {
    id: 'pwm-sms-cake-and-slices-cake-only-delivered',
    category: 'delivery',
    channel: 'sms',
    steps: ['whole choc fudge cake + 3 carrot slices delivered to 55 birch ln sat at 1pm, Ada Lowe', 'ok just deliver the cake then, skip the slices', 'yes'],
    expect: {
      says: [PICKUP_ONLY, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T13:00', name: 'Ada Lowe', address: /55 birch l(a)?n/i },
      never: [SLICES_DELIVERED, FEE],
    },
  },
  {
    id: 'pwm-sms-fee-first-then-suite',
    category: 'delivery',
    channel: 'sms',
    steps: ['how much do u charge for delivery', 'ok well deliver a whole vanilla bean cake sunday at noon to 300 lavaca st suite 500 then', 'Theo Park', 'yes'],
    expect: {
      says: [FEE_ANSWER, price(44)],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T12:00',
        name: 'Theo Park',
        address: /300 lavaca st(reet)?\.?,? (suite|ste\.?|#) ?500\b/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-sms-guarantee-by-3',
    category: 'delivery',
    channel: 'sms',
    steps: ['whole carrot cake delivered to 2708 salado st tmrw 3pm, Gail Ross', 'can u guarantee itll be there by 3 exactly? its a surprise party', 'ok fine', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Gail Ross', address: /2708 salado/i },
      never: [FEE, TIME_PROMISE, WINDOW],
    },
  },
  {
    id: 'pwm-sms-pickup-to-delivery-unit-6',
    category: 'delivery',
    channel: 'sms',
    steps: ['whole red velvet for pickup sat at 4, Omar Fitch', 'actually can u deliver it instead? 2301 san gabriel st unit 6', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-21T16:00',
        name: 'Omar Fitch',
        address: /2301 san gabriel st(reet)?\.?,? (unit|#|apt\.?|apartment) ?6\b/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-sms-delivery-to-pickup-later',
    category: 'delivery',
    channel: 'sms',
    steps: ['can u deliver a whole vanilla cake sun 10am to 88 river rd', 'nvm ill come get it myself, make it 11 tho', 'Iris Lam', 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Iris Lam' },
      never: [FEE],
    },
  },
  {
    id: 'pwm-sms-house-number-swapped',
    category: 'delivery',
    channel: 'sms',
    steps: ['whole lemon cake delivered mon 2pm to 3517 govalle ave, Paige Ford', 'wait sorry its 3715 not 3517 🤦', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T14:00', name: 'Paige Ford', address: addr('3715 govalle', '3517') },
      says: [/3715 govalle/i],
    },
  },
  {
    id: 'pwm-sms-apt-corrected-at-readback',
    category: 'delivery',
    channel: 'sms',
    steps: ['whole choc fudge cake delivered tues at 5pm to 410 w 6th st apt 12, Kim Tran', 'wait its apt 21 not 12 sorry', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-24T17:00',
        name: 'Kim Tran',
        address: addr(String.raw`410 w(est)?\.? 6th st(reet)?\.?,? (apt|apartment|#|unit)\.? ?21\b`, '12'),
      },
    },
  },
  {
    id: 'pwm-sms-custom-delivered-apt',
    category: 'delivery',
    channel: 'sms',
    steps: ['custom cake 8 inch, purple w gold stars, says Happy 30th Lena, delivered sat nov 28 at 3pm to 1500 e 6th st apt 8', 'Marco Diaz', 'yes'],
    expect: {
      says: [price(65), STAFF],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-28T15:00',
        name: 'Marco Diaz',
        address: /1500 e(ast)?\.? 6th st(reet)?\.?,? (apt|apartment|#|unit)\.? ?8\b/i,
        notes: /lena/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-sms-custom-delivery-tomorrow-too-soon',
    category: 'delivery',
    channel: 'sms',
    steps: ['can u make a custom dinosaur cake 8in and deliver it tmrw at 4 to 22 maple ave? for my sons bday', 'oh. ok tuesday at 4 then', 'Dana Kim', 'yes'],
    expect: {
      says: [CUSTOM_NOTICE],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-24T16:00', name: 'Dana Kim', address: /22 maple av/i, notes: /dino/i },
      never: [FEE],
    },
  },
  {
    id: 'pwm-sms-delivery-address-asked',
    category: 'delivery',
    channel: 'sms',
    steps: ['can u deliver a whole carrot cake sat at 11', '4518 avenue h, austin 78751', 'Sol Reyes', 'yes'],
    expect: {
      says: [ASKS_ADDRESS],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T11:00', name: 'Sol Reyes', address: addr('4518 avenue h', 'sol', 'reyes') },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-sms-usual-address-unknown',
    category: 'delivery',
    channel: 'sms',
    steps: ['deliver a whole red velvet to my usual address sun at 2, name Bea Long', 'oh right lol. 1907 w 35th st', 'yes'],
    expect: {
      says: [ASKS_ADDRESS],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Bea Long', address: /1907 w(est)?\.? 35th/i },
    },
  },
  {
    id: 'pwm-sms-slices-question-then-whole-price',
    category: 'delivery',
    channel: 'sms',
    steps: ['do u deliver slices? want like 2 carrot slices brought to my office', 'ok how much is a whole carrot cake then'],
    expect: { noOrder: true, says: [PICKUP_ONLY], lastSays: [price(46)], never: [SLICES_DELIVERED, FEE] },
  },
  {
    id: 'pwm-sms-office-party-over-200',
    category: 'delivery',
    channel: 'sms',
    steps: ['3 whole red velvet + 2 choc fudge cakes delivered to 600 congress ave floor 14 on mon at 10am, for our office party. Ian Burke', 'yes'],
    expect: {
      says: [price(246)],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 3 }, { sku: 'chocolate-fudge-whole', qty: 2 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T10:00',
        name: 'Ian Burke',
        address: /600 congress av(e|enue)?\.?,?[\s\S]*\b14/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-sms-delivery-in-2-hrs-notice',
    category: 'delivery',
    channel: 'sms',
    steps: ['need a whole carrot cake delivered in 2 hrs to 2815 san pedro st, its for a party tonight', 'ugh ok. sunday at 5 then', 'Kara Webb', 'yes'],
    expect: {
      says: [NOTICE],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T17:00', name: 'Kara Webb', address: /2815 san pedro/i },
      never: [TIME_PROMISE],
    },
  },
  {
    id: 'pwm-sms-zip-city-state-apt',
    category: 'delivery',
    channel: 'sms',
    steps: ['whole vanilla bean cake delivered to 5204 duval st apt 312, austin tx 78751 on sun at 1pm. Renee Fox', 'yes'],
    expect: {
      says: [price(44)],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T13:00',
        name: 'Renee Fox',
        address: addr(String.raw`5204 duval st(reet)?\.?,? (apt|apartment|#|unit)\.? ?312`, 'renee', 'fox', 'sun', 'sunday'),
      },
    },
  },
  {
    id: 'pwm-sms-hutto-area-then-order',
    category: 'delivery',
    channel: 'sms',
    steps: ['do u deliver out to hutto?', 'ok can u deliver a whole carrot cake to 118 brushy creek ln, hutto sat at noon? Tom Okafor', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T12:00', name: 'Tom Okafor', address: /118 brushy creek/i },
      never: [AREA_YES('hutto'), FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-sms-street-type-corrected',
    category: 'delivery',
    channel: 'sms',
    steps: ['whole lemon cake delivered sunday 4pm to 88 lamar blvd, Gina Cortez', 'oops wrong, its 88 lamar ct not blvd', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T16:00', name: 'Gina Cortez', address: addr(String.raw`88 lamar c(our)?t\b`, 'blvd', 'boulevard') },
    },
  },
  {
    id: 'pwm-sms-fee-asked-at-readback',
    category: 'delivery',
    channel: 'sms',
    steps: ['whole carrot cake delivered mon at 1pm to 4001 avenue c unit 2. Ravi Nair', 'how much is the delivery fee tho', 'ok yes place it'],
    expect: {
      says: [FEE_ANSWER],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T13:00', name: 'Ravi Nair', address: /4001 avenue c\b/i },
      never: [FEE, TIME_PROMISE, /"tho"/i],
    },
  },

  // ================================================================ WhatsApp
  {
    id: 'pwm-wa-building-unit',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['hiii can u deliver a whole red velvet cake to The Monarch, 801 W 5th St, bldg C unit 1412 on sat at 6pm 🎂', 'Jade Wu', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T18:00', name: 'Jade Wu', address: /801 w(est)?\.? 5th st[\s\S]*1412/i },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-wa-blue-house-red-door',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['whole carrot cake delivered sunday 11am to 2906 hemphill park, its the blue house with the red door 💙', 'Nell Ortiz', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T11:00', name: 'Nell Ortiz', address: addr('2906 hemphill park', 'nell', 'ortiz', 'sunday') },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-wa-gate-code-sent-after',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['can u deliver a whole vanilla bean cake mon at 3pm to 5511 cedar bend dr', 'oh and theres a gate, code is 2580', 'Leo Park', 'yes'],
    expect: {
      says: [/2580/],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T15:00', name: 'Leo Park', address: gate('5511 cedar bend', '2580') },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-wa-slices-to-office-then-whole-cake',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['can you deliver 8 red velvet slices to my office 400 w 15th st tmrw at 1pm 🙏', 'ohh ok then a whole red velvet cake delivered instead', 'Aisha Khan', 'yes'],
    expect: {
      says: [PICKUP_ONLY, price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T13:00', name: 'Aisha Khan', address: /400 w(est)?\.? 15th/i },
      never: [SLICES_DELIVERED, FEE],
    },
  },
  {
    id: 'pwm-wa-fee-and-time-then-pickup',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['how much is delivery and how long does it take? 😊', 'ok then ill just pick up. whole choc fudge cake sat at 10:30am. Yara Haddad', 'yes'],
    expect: {
      says: [STAFF, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:30', name: 'Yara Haddad' },
      never: [FEE, TIME_PROMISE, WINDOW],
    },
  },
  {
    id: 'pwm-wa-pickup-to-delivery-apt-fixed',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['whole lemon cake sat 3pm pickup, Hugo Silva', 'hmm actually can u deliver? 1412 w 6th st apt 2', 'sorry apt 20 not 2', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-21T15:00',
        name: 'Hugo Silva',
        address: /1412 w(est)?\.? 6th st(reet)?\.?,? (apt|apartment|#|unit)\.? ?20\b/i,
      },
      never: [FEE],
    },
  },
  {
    id: 'pwm-wa-custom-office-suite',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['custom 10 inch cake for our office, navy & silver, "Congrats Priya!", delivered wed 25th 11am to 9500 arboretum blvd ste 300 pls', 'name Sunita Rao', 'yes'],
    expect: {
      says: [price(85), STAFF],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-25T11:00',
        name: 'Sunita Rao',
        address: /9500 arboretum[\s\S]*300/i,
        notes: /priya/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-wa-hash-unit',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['whole carrot cake delivered to 3100 guadalupe st #214 on sunday at 5pm. Mo Idris', 'yes'],
    expect: {
      says: [price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T17:00', name: 'Mo Idris', address: /3100 guadalupe st(reet)?\.?,? (#|apt\.?|apartment|unit) ?214\b/i },
    },
  },
  {
    id: 'pwm-wa-wife-work-front-desk',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['can u send a whole lemon chiffon to my wife at work, 1000 e 41st st, 3rd floor front desk, mon at 10am 🥰 im Diego Ramos', 'yes'],
    expect: {
      says: [price(58)],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T10:00',
        name: 'Diego Ramos',
        address: /1000 e(ast)?\.? 41st st[\s\S]*(3rd|third)/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-wa-driver-time-after-placing',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['whole red velvet delivered to 1702 alta vista ave sat 3pm, Rhea Gill', 'yes', 'what time will the driver actually come? need to know if im home'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Rhea Gill', address: /1702 alta vista/i },
      lastSays: [STAFF_CONTACT, /deliver|arriv|time/i],
      never: [TIME_PROMISE, WINDOW, FEE],
    },
  },
  {
    id: 'pwm-wa-delivery-peanut-allergy',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['can u deliver a whole choc fudge cake to 55 e oltorf st apt 4 sunday 1pm? my son has a peanut allergy', 'Mei Wong', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T13:00',
        name: 'Mei Wong',
        allergy: true,
        address: /55 e(ast)?\.? oltorf st(reet)?\.?,? (apt|apartment|#|unit)\.? ?4\b/i,
      },
      never: [FEE],
    },
  },
  {
    id: 'pwm-wa-zip-only-then-street',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['whole carrot cake delivered to 78704 on sunday at 3pm', 'oh sorry, 1600 s 1st st', 'Bo Chen', 'yes'],
    expect: {
      says: [ASKS_STREET],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T15:00', name: 'Bo Chen', address: /1600 s(outh)?\.? 1st/i },
    },
  },
  {
    id: 'pwm-wa-free-delivery-two-cakes',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['is delivery free if i order 2 cakes? 🤔', 'ok 2 whole carrot cakes delivered mon 11am to 740 e 6th st', 'Zoe Ames', 'yes'],
    expect: {
      says: [price(92)],
      order: { items: [{ sku: 'carrot-whole', qty: 2 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T11:00', name: 'Zoe Ames', address: /740 e(ast)?\.? 6th/i },
      never: [FEE],
    },
  },
  {
    id: 'pwm-wa-custom-unicorn-delivered',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['do u deliver custom cakes? want one for my daughters bday sat the 28th, unicorn 🦄 8 inch, says Happy 6th Zoe', 'yes pls deliver to 2712 bee cave rd unit b, at 2pm', 'Winnie Ford', 'yes'],
    expect: {
      says: [price(65)],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-28T14:00',
        name: 'Winnie Ford',
        address: /2712 bee cave r(oa)?d\.?,? (unit|#|apt\.?) ?b\b/i,
        notes: /unicorn[\s\S]*zoe|zoe[\s\S]*unicorn/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },

  // ================================================================ voice
  {
    id: 'pwm-voice-apartment-in-words',
    category: 'delivery',
    channel: 'voice',
    steps: ["hi, I'd like a whole chocolate fudge cake delivered saturday at two in the afternoon to fourteen oh two east seventh street, apartment three C", 'Rosa Vega', 'yes'],
    expect: {
      says: [price(48)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-21T14:00',
        name: 'Rosa Vega',
        address: /1402 e(ast)?\.? (7th|seventh) st(reet)?\.?,? (apt|apartment|#|unit)\.? ?(3 ?c|three c)\b/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-voice-suite-in-words',
    category: 'delivery',
    channel: 'voice',
    steps: ['yeah, can you deliver a whole carrot cake to my office, nine hundred east eleventh street, suite one ten, on monday at noon', "it's Victor Hale", 'yes'],
    expect: {
      says: [price(46)],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T12:00',
        name: 'Victor Hale',
        address: /900 e(ast)?\.? (11th|eleventh) st(reet)?\.?,? (suite|ste\.?|#) ?(110|one ten)\b/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-voice-gate-code-digits',
    category: 'delivery',
    channel: 'voice',
    steps: ["I need a whole red velvet cake delivered sunday at three to sixty two hundred bee caves road, there's a gate, the code is one nine nine two", 'Martha Cole', 'yes'],
    expect: {
      says: [/1992|one nine nine two/i],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T15:00', name: 'Martha Cole', address: gate(String.raw`6200 bee caves? r(oa)?d`, '(1992|one nine nine two)') },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-voice-slices-bring-over',
    category: 'delivery',
    channel: 'voice',
    steps: ['hi, can you bring two slices of red velvet and two of lemon over to my house, around three today', "oh, okay, I'll come by and pick them up at three then", 'Ed Nolan', 'yes'],
    expect: {
      says: [PICKUP_ONLY, price(24.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Ed Nolan' },
      never: [SLICES_DELIVERED],
    },
  },
  {
    id: 'pwm-voice-fee-and-pflugerville',
    category: 'delivery',
    channel: 'voice',
    steps: ['how much do you charge to deliver a cake', 'okay, and do you go out as far as pflugerville'],
    expect: { noOrder: true, says: [FEE_ANSWER], lastSays: [/area|staff|team/i], never: [FEE, AREA_YES('pflugerville'), TIME_PROMISE] },
  },
  {
    id: 'pwm-voice-house-number-corrected',
    category: 'delivery',
    channel: 'voice',
    steps: ['a whole vanilla bean cake delivered tomorrow at eleven thirty to two eighteen bluebonnet lane', 'Carol Boyd', "sorry, that's two eighty, not two eighteen", 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T11:30', name: 'Carol Boyd', address: addr('280 bluebonnet', '218') },
    },
  },
  {
    id: 'pwm-voice-delivery-dropped-for-pickup',
    category: 'delivery',
    channel: 'voice',
    steps: ['can you deliver a whole lemon chiffon cake on sunday at one', "actually, you know what, never mind the delivery, I'll just pick it up myself", 'Harold Green', 'yes'],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Harold Green' },
      never: [FEE],
    },
  },
  {
    id: 'pwm-voice-pickup-to-delivery-asks-address',
    category: 'delivery',
    channel: 'voice',
    steps: ["I'd like a whole carrot cake for pickup monday at ten, name's June Park", 'oh wait, could you deliver it instead', "it's forty five ten avenue F", 'yes'],
    expect: {
      says: [ASKS_ADDRESS],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T10:00', name: 'June Park', address: /4510 avenue f\b/i },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-voice-custom-anniversary-delivered',
    category: 'delivery',
    channel: 'voice',
    steps: [
      "I want to order a custom cake, ten inch, white with blue flowers, for my parents' anniversary, delivered saturday the twenty eighth at two in the afternoon",
      "it's going to nineteen oh seven west thirty fifth street",
      'Linda Moss',
      'yes',
    ],
    expect: {
      says: [price(85), STAFF],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-28T14:00',
        name: 'Linda Moss',
        address: /1907 w(est)?\.? (35th|thirty[- ]fifth)/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-voice-arrival-window-asked',
    category: 'delivery',
    channel: 'voice',
    steps: ["a whole red velvet cake delivered saturday at noon to eighteen hundred lavaca street, name's Paul Reed", "what time will it actually get there, like what's the window?", "okay, that's fine", 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T12:00', name: 'Paul Reed', address: /1800 lavaca/i },
      never: [TIME_PROMISE, WINDOW, FEE],
    },
  },
  {
    id: 'pwm-voice-buzzer-apartment',
    category: 'delivery',
    channel: 'voice',
    steps: ['can I get a whole chocolate fudge cake delivered sunday at four to eleven eleven west sixth street, apartment five oh two, you have to buzz five oh two at the front door', 'Ivan Petrov', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T16:00', name: 'Ivan Petrov', address: /1111 w(est)?\.? (6th|sixth)[\s\S]*(502|five oh two)/i },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-voice-two-cakes-press-one',
    category: 'delivery',
    channel: 'voice',
    steps: ['two whole carrot cakes delivered to forty four twenty duval street on tuesday at three', 'Walt Simmons', { press: '1' }],
    expect: {
      says: [price(92)],
      order: { items: [{ sku: 'carrot-whole', qty: 2 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-24T15:00', name: 'Walt Simmons', address: /4420 duval/i },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-voice-seven-am-before-opening',
    category: 'delivery',
    channel: 'voice',
    steps: ['could you deliver a whole carrot cake at seven in the morning on sunday to three oh five west oltorf street', 'oh, okay, eight thirty then', 'Dale Hunt', 'yes'],
    expect: {
      says: [OPENS_8],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T08:30', name: 'Dale Hunt', address: /305 w(est)?\.? oltorf/i },
      never: [TIME_PROMISE],
    },
  },
  {
    id: 'pwm-voice-po-box-not-deliverable',
    category: 'delivery',
    channel: 'voice',
    steps: ['could you deliver a whole lemon chiffon cake to P O box four twelve, on monday at two', "oh, okay, it's thirty three oh five red river street", 'Greta Lund', 'yes'],
    expect: {
      says: [ASKS_STREET],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T14:00', name: 'Greta Lund', address: addr('3305 red river', 'box') },
    },
  },

  // ================================================================ web chat
  {
    id: 'pwm-web-suite-20th-floor',
    category: 'delivery',
    channel: 'webchat',
    steps: ['Hi, could you deliver a whole red velvet cake to our office at 100 Congress Ave, Suite 2000 (20th floor) on Monday at 3pm?', 'Claire Dunn', '512-555-0141', 'yes'],
    expect: {
      says: [price(50), STAFF],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T15:00',
        name: 'Claire Dunn',
        phone: '+15125550141',
        address: /100 congress av(e|enue)?\.?,? (suite|ste\.?|#) ?2000\b/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-web-gated-community-hash-code',
    category: 'delivery',
    channel: 'webchat',
    steps: ["I'd like a whole chocolate fudge cake delivered Sunday at 2pm to 9012 Spicewood Springs Rd - it's a gated community, gate code #7788", 'Hannah Moreno, 512-555-0177', 'yes'],
    expect: {
      says: [/7788/],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T14:00',
        name: 'Hannah Moreno',
        phone: '+15125550177',
        address: gate('9012 spicewood springs', '7788'),
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-web-blue-house-corner-no-number',
    category: 'delivery',
    channel: 'webchat',
    steps: ["Please deliver a whole lemon chiffon cake Saturday at 4pm. It's the blue house on the corner of Avenue B and 43rd.", 'Oh sorry - 4300 Avenue B.', 'Tom Reyes 512 555 0166', 'yes'],
    expect: {
      says: [ASKS_STREET],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-21T16:00',
        name: 'Tom Reyes',
        phone: '+15125550166',
        address: /4300 avenue b\b/i,
      },
    },
  },
  {
    id: 'pwm-web-mixed-slices-delivery-refused',
    category: 'delivery',
    channel: 'webchat',
    steps: ['Can I get 6 slices (3 chocolate fudge, 3 lemon) delivered to 410 Elm St today at 2?', "Ok, I'll pick them up at 2 then.", 'Sam Hill, 512-555-0135', 'yes'],
    expect: {
      says: [PICKUP_ONLY, price(36.75)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }, { sku: 'lemon-slice', qty: 3 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Sam Hill',
        phone: '+15125550135',
      },
      never: [SLICES_DELIVERED],
    },
  },
  {
    id: 'pwm-web-fee-to-zip-then-apt',
    category: 'delivery',
    channel: 'webchat',
    steps: ["What's your delivery fee to 78745?", "Alright, let's do a whole vanilla bean cake delivered to 6610 Manchaca Rd, Apt 1207, on Sunday at 10am.", 'Priya Menon, (512) 555-0119', 'yes'],
    expect: {
      says: [FEE_ANSWER],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T10:00',
        name: 'Priya Menon',
        phone: '+15125550119',
        address: /6610 manchaca r(oa)?d\.?,? (apt|apartment|#|unit)\.? ?1207\b/i,
      },
      never: [FEE, AREA_YES('78745'), TIME_PROMISE],
    },
  },
  {
    id: 'pwm-web-custom-to-school',
    category: 'delivery',
    channel: 'webchat',
    steps: ["Custom 8-inch cake, green with a soccer ball, 'Go Tigers!', delivered to Zilker Elementary, 1900 Bluebonnet Ln, on Tuesday the 24th at 11am", 'Dana Fisk, 512-555-0152', 'yes'],
    expect: {
      says: [price(65), STAFF],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-24T11:00',
        name: 'Dana Fisk',
        phone: '+15125550152',
        address: /1900 bluebonnet/i,
        notes: /tigers/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-web-unit-fixed-before-yes',
    category: 'delivery',
    channel: 'webchat',
    steps: ['Whole carrot cake for delivery Saturday at 1pm to 2500 Whitis Ave, Apt 5D', 'Lily Chen', '512-555-0147', "Sorry, one fix before you place it: it's Apt 5B, not 5D.", 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-21T13:00',
        name: 'Lily Chen',
        phone: '+15125550147',
        address: addr(String.raw`2500 whitis av(e|enue)?\.?,? (apt|apartment|#|unit)\.? ?5b\b`, '5d'),
      },
    },
  },
  {
    id: 'pwm-web-delivery-to-pickup-at-readback',
    category: 'delivery',
    channel: 'webchat',
    steps: ['Could you deliver a whole chocolate fudge cake to 1221 Alameda Dr on Saturday at 5pm?', 'Noel Grant 512-555-0124', 'Actually, I can pick it up myself after all - make it pickup please', 'yes'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Noel Grant', phone: '+15125550124' },
      never: [FEE],
    },
  },
  {
    id: 'pwm-web-meeting-guarantee-earlier',
    category: 'delivery',
    channel: 'webchat',
    steps: ['We need a whole red velvet cake delivered to 1701 Trinity St for a 1pm meeting on Monday - can you guarantee it arrives before 1?', 'Okay, please schedule it for 12:30 then.', 'Mark Olsen, 512-555-0173', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T12:30',
        name: 'Mark Olsen',
        phone: '+15125550173',
        address: /1701 trinity/i,
      },
      never: [TIME_PROMISE, WINDOW, FEE],
    },
  },
  {
    id: 'pwm-web-work-then-home-address',
    category: 'delivery',
    channel: 'webchat',
    steps: ['Please deliver a whole vanilla bean cake on Sunday at noon to my work, 301 W 2nd St. Actually no, send it to my home instead: 5205 Avenue G.', 'Nora Haddad', '512 555 0142', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T12:00',
        name: 'Nora Haddad',
        phone: '+15125550142',
        address: addr('5205 avenue g', '301', '2nd'),
      },
    },
  },
  {
    id: 'pwm-web-lowercase-unit-7',
    category: 'delivery',
    channel: 'webchat',
    steps: ['can u deliver a whole carrot cake sat 3pm to 1205 e 52nd st unit 7', 'jay ross 5125550108', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-21T15:00',
        name: 'Jay Ross',
        phone: '+15125550108',
        address: /1205 e(ast)?\.? 52nd st(reet)?\.?,? (unit|#|apt\.?|apartment) ?7\b/i,
      },
    },
  },
  {
    id: 'pwm-web-custom-cake-and-delivery-price',
    category: 'delivery',
    channel: 'webchat',
    steps: ["I'd like a 10 inch custom cake, rose gold, 'Happy 40th Mia', delivered Saturday Nov 28 at 6pm to 2400 Rio Grande St Apt 9. How much for the cake and the delivery?", 'Elena Cruz, 512-555-0188', 'yes'],
    expect: {
      says: [price(85), FEE_ANSWER],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-28T18:00',
        name: 'Elena Cruz',
        phone: '+15125550188',
        address: /2400 rio grande st(reet)?\.?,? (apt|apartment|#|unit)\.? ?9\b/i,
        notes: /mia/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pwm-web-slices-coworker-gives-up',
    category: 'delivery',
    channel: 'webchat',
    steps: ["Do you deliver? I want 2 slices of red velvet sent to my coworker at 600 Congress Ave for her birthday", "Never mind then, I'll walk over and grab them later. Thanks!"],
    expect: { noOrder: true, says: [PICKUP_ONLY], never: [PLACED_CLAIM, SLICES_DELIVERED, FEE] },
  },
  {
    id: 'pwm-web-do-you-deliver-whole-then-order',
    category: 'delivery',
    channel: 'webchat',
    steps: ['Do you deliver whole cakes?', 'Great - a whole lemon chiffon to 1108 Kinney Ave, Sunday 3pm. Beth Archer 512-555-0195', 'yes'],
    expect: {
      says: [STAFF, price(58)],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T15:00',
        name: 'Beth Archer',
        phone: '+15125550195',
        address: addr('1108 kinney', 'beth', 'archer', '512'),
      },
      never: [FEE, TIME_PROMISE],
    },
  },
];

const notYet = new Set<string>(['pwm-sms-blue-house-no-number', 'pwm-sms-delivery-to-pickup-later', 'pwm-sms-custom-delivery-tomorrow-too-soon', 'pwm-sms-street-type-corrected', 'pwm-wa-blue-house-red-door', 'pwm-wa-driver-time-after-placing', 'pwm-wa-custom-unicorn-delivered', 'pwm-voice-suite-in-words', 'pwm-voice-slices-bring-over', 'pwm-voice-fee-and-pflugerville', 'pwm-voice-house-number-corrected', 'pwm-voice-pickup-to-delivery-asks-address', 'pwm-voice-custom-anniversary-delivered', 'pwm-voice-buzzer-apartment', 'pwm-web-unit-fixed-before-yes', 'pwm-web-work-then-home-address', 'pwm-web-custom-cake-and-delivery-price']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
