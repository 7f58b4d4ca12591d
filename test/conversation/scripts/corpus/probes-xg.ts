import type { Script } from '../script-types.js';

// DELIVERY: whole and custom cakes delivered, addresses written every way, delivery questions
// (area, fee, time, guarantees), slices asked for delivery (pickup only), mixed orders, switching
// between delivery and pickup, deliveries for someone else, address corrections, and deliveries
// asked for a closed day or too soon.
//
// Clock: Fri 2026-11-20 10:00 Central. Sat 21, Sun 22, Mon 23, Tue 24, Wed 25, Thu 26, Fri 27, Sat 28.

// A negation just before a claim turns it into a disclaimer ("I can't promise it will be there by 5").
const NOT_BEFORE = String.raw`(?<!(?:\bnot|n['’]t|\bnever|\bcannot|\bunable to|\bno way to|\bwhether|\bif|\bsure|\bverify|\bdetermine|\bconfirm|\bcheck|\bwithout)\b[^.!?]{0,40})`;

/** Staff confirm delivery (area, time, fee). */
const STAFF = /staff|team|confirm|approv|review|someone|owner/i;
/** The reply speaks to the cost of delivery (that it is not quoted here). */
const ABOUT_FEE = /deliver[^.?!]{0,60}(fee|cost|charge|price)|(fee|cost|charge|price)[^.?!]{0,60}deliver/i;
/** An invented delivery fee. */
const FEE = /(delivery (fee|charge|cost)s?( is| are| of| will be| would be| runs?)?\s*(about |around |just |only )?\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge) for delivery|\$\s?\d+(\.\d\d)? delivery (fee|charge)|free delivery|delivery (is|would be|will be) free|deliver(y|ies)? (costs?|runs?) \$?\s?\d)/i;
/** A promised delivery time or window. */
const TIME_PROMISE = new RegExp(
  NOT_BEFORE +
    String.raw`\b((will|['’]ll|would|can) (definitely |absolutely |certainly )?(arrive|be delivered|get there|be there|deliver it|have it there) (at|by|around|before) \d|(we|I) (can )?(guarantee|promise)\b(?! that)|within \d+\s*(min|mins|minutes|hours?)\b)`,
  'i',
);
/** A claim that a given area is covered. */
const AREA_YES = (area: string) =>
  new RegExp(NOT_BEFORE + String.raw`\b(yes,? we (do )?deliver|we (do )?(deliver|cover)[^.!?]{0,20}${area}|${area} is (in|within) (our )?(delivery )?(area|range|zone))`, 'i');
/** The clerk says slices are pickup only. */
const SLICES_PICKUP_ONLY = /pick ?up|in (the )?(store|shop|bakery)|in person|not (available )?for delivery|(can.?t|cannot|don.?t|do not|aren.?t|are not|not) (be )?deliver/i;
/** A claim that slices will be delivered. */
const SLICES_DELIVERED = new RegExp(NOT_BEFORE + String.raw`\b(we (can|will|do) deliver (the |your )?(\d+ |those |these )?slices|slices (can|will) be delivered)`, 'i');

const written: Script[] = [
  // ---------------- SMS ----------------
  {
    id: 'pxg-sms-fudge-apt-in-order',
    category: 'delivery',
    channel: 'sms',
    steps: ['can u deliver a whole choc fudge cake sat at 2pm to 2210 S Lamar Blvd Apt 312, Austin TX 78704', 'Renata Ruiz', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Renata Ruiz', address: /2210 S.*Lamar.*312/i },
      says: [STAFF],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pxg-sms-zip-question-then-order',
    category: 'delivery',
    channel: 'sms',
    steps: ['do you deliver to 78704?', 'ok can i get a whole carrot cake delivered sunday at 1pm to 1503 Kinney Ave 78704', 'Dot Hammond', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T13:00', name: 'Dot Hammond', address: /1503 Kinney/i },
      says: [STAFF],
      never: [AREA_YES('78704'), FEE],
    },
  },
  {
    id: 'pxg-sms-how-much-delivery',
    category: 'delivery',
    channel: 'sms',
    steps: ['how much is delivery?'],
    expect: { noOrder: true, lastSays: [STAFF, ABOUT_FEE], never: [FEE] },
  },
  {
    id: 'pxg-sms-rv-slices-delivery-then-pickup',
    category: 'delivery',
    channel: 'sms',
    steps: ['can u deliver 4 red velvet slices today at 3 to 88 Rainey St', 'ugh ok ill pick them up at 3 then', 'Kenji', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Kenji' },
      says: [SLICES_PICKUP_ONLY],
      never: [SLICES_DELIVERED],
    },
  },
  {
    id: 'pxg-sms-lemon-address-number-fix',
    category: 'delivery',
    channel: 'sms',
    steps: ['whole lemon cake delivered tomorrow 3pm to 1240 Barton Hills Dr', "sorry, it's 1204 not 1240", 'Marisol Vega', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Marisol Vega', address: /^(?!.*1240).*1204 Barton Hills/i },
    },
  },
  {
    id: 'pxg-sms-vanilla-today-too-soon',
    category: 'delivery',
    channel: 'sms',
    steps: ['can u deliver a whole vanilla cake today at 4pm to 300 W 5th St', 'ok tomorrow at 4 then', 'Priya', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T16:00', name: 'Priya', address: /300 W(est|\.)? 5th/i },
      says: [/24|notice|tomorrow|saturday|sat\b/i],
    },
  },
  {
    id: 'pxg-sms-rv-sunday-closed',
    category: 'delivery',
    channel: 'sms',
    closedDays: ['2026-11-22'],
    steps: ['whole red velvet cake delivered sunday at noon to 45 Oak Hollow Ln', 'monday at noon then', 'Bea Lindqvist', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T12:00', name: 'Bea Lindqvist', address: /45 Oak Hollow/i },
      says: [/closed/i],
    },
  },
  {
    id: 'pxg-sms-carrot-for-sister',
    category: 'delivery',
    channel: 'sms',
    steps: ["I want to send a whole carrot cake to my sister Jenna Park at 7 Willow Bend, Round Rock on saturday at 11am. It's from me, Tom Okafor", 'delivery please', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T11:00', name: 'Tom Okafor', address: /7 Willow Bend/i },
    },
  },
  {
    id: 'pxg-sms-fudge-and-lemon-slices-pickup-all',
    category: 'delivery',
    channel: 'sms',
    steps: ['whole chocolate fudge cake + 3 lemon slices delivered saturday 1pm to 901 E 7th St', 'oh ok then ill just pick up everything saturday at 1', 'Ada', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Ada' },
      says: [SLICES_PICKUP_ONLY],
      never: [SLICES_DELIVERED],
    },
  },
  {
    id: 'pxg-sms-custom-law-office-suite',
    category: 'delivery',
    channel: 'sms',
    steps: ['custom cake 10 inch, delivered sat nov 28 at 3pm, saying Happy Retirement Carol. deliver to Hill & Co Law, 500 W 2nd St Suite 1900, Austin', 'Gloria Stein', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-28T15:00', name: 'Gloria Stein', address: /500 W(est|\.)? 2nd.*1900/i, notes: /retirement carol/i },
      never: [FEE],
    },
  },
  {
    id: 'pxg-sms-lemon-blue-house-corner',
    category: 'delivery',
    channel: 'sms',
    steps: ["can you deliver a whole lemon cake sunday at 2pm? it's 501 Elm St in Pflugerville, the blue house on the corner of Elm and 5th", 'Wes Tanaka', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Wes Tanaka', address: /501 Elm/i },
    },
  },
  {
    id: 'pxg-sms-carrot-by-noon',
    category: 'delivery',
    channel: 'sms',
    steps: ['can you deliver a whole carrot cake by noon tomorrow? to 1100 Congress Ave', 'Hugo Brandt', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T12:00', name: 'Hugo Brandt', address: /1100 Congress/i },
      says: [STAFF],
      never: [TIME_PROMISE, FEE],
    },
  },
  {
    id: 'pxg-sms-rv-9pm-after-hours',
    category: 'delivery',
    channel: 'sms',
    steps: ['can u deliver a whole red velvet sat at 9pm to 60 Bluebonnet Ln', 'ok 7pm then', 'Ola', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T19:00', name: 'Ola', address: /60 Bluebonnet/i },
      says: [/8\s*(pm|p\.m\.)|hours|close/i],
    },
  },

  {
    id: 'pxg-sms-lemon-for-coworker-asks-my-name',
    category: 'delivery',
    channel: 'sms',
    steps: ['can you deliver a whole lemon cake to my coworker Brenda Hale at 1 Tech Ridge Blvd, Suite 400 on monday at 10am? its her last day', 'Oscar Lindgren', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T10:00', name: 'Oscar Lindgren', address: /1 Tech Ridge.*400/i },
    },
  },

  // ---------------- WHATSAPP ----------------
  {
    id: 'pxg-whatsapp-address-first-rv',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ["hi! address first so I don't forget: 3802 Speedway, Unit B, Austin 78705. I'd like a whole red velvet cake delivered there saturday at 4pm", 'Lucia Ferrer', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T16:00', name: 'Lucia Ferrer', address: /3802 Speedway.*\bB\b/i },
    },
  },
  {
    id: 'pxg-whatsapp-vanilla-delivery-to-pickup',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['whole vanilla cake delivered sunday 11am to 6 Pecan Grove Ct', "actually nvm I'll just pick it up myself, same time", 'Omar Said', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Omar Said' },
    },
  },
  {
    id: 'pxg-whatsapp-lemon-pickup-to-delivery',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['whole lemon cake for pickup saturday 3pm', 'wait can you deliver it instead? 2400 Nueces St Apt 5C', 'Freya Nilsen', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Freya Nilsen', address: /2400 Nueces.*5C/i },
    },
  },
  {
    id: 'pxg-whatsapp-carrot-delivery-pickup-delivery',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['can i get a whole carrot cake delivered tuesday at 5pm to 1819 Rosewood Ave', 'hmm actually maybe pickup is easier', 'no wait, delivery please, to the rosewood address', 'Jamal Wright', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-24T17:00', name: 'Jamal Wright', address: /1819 Rosewood/i },
    },
  },
  {
    id: 'pxg-whatsapp-fudge-by-5-guaranteed',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['need a whole chocolate fudge cake delivered saturday, party starts at 6. can it be there by 5 guaranteed?', 'ok lets do 5pm then. address is 4700 Avenue H, Austin 78751', 'Ines Castillo', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T17:00', name: 'Ines Castillo', address: /4700 Ave(nue)? H/i },
      says: [STAFF],
      never: [TIME_PROMISE],
    },
  },
  {
    id: 'pxg-whatsapp-slices-to-office-no-order',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['do you deliver slices? I want 2 chocolate fudge slices brought to my office at 1 today'],
    expect: { noOrder: true, lastSays: [SLICES_PICKUP_ONLY], never: [SLICES_DELIVERED] },
  },
  {
    id: 'pxg-whatsapp-custom-hospital-size-asked',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ["custom cake delivered wed nov 25 at 2pm, 'Congrats Dr. Patel' on top, to Seton Medical Center, 1201 W 38th St, 4th floor nurses station", '8 inch', 'Farah Malik', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-25T14:00', name: 'Farah Malik', address: /1201 W(est|\.)? 38th/i, notes: /patel/i },
      says: [/8.{0,12}10|10.{0,12}8/i],
    },
  },
  {
    id: 'pxg-whatsapp-two-lemon-dental-office',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['Can you deliver 2 whole lemon chiffon cakes to Brightline Dental, 3000 S IH 35 Ste 210 on monday at 10am?', 'Cheng Liu', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 2 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T10:00', name: 'Cheng Liu', address: /3000 S.*210/i },
    },
  },
  {
    id: 'pxg-whatsapp-rv-for-mom-lakeway',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ["sending a whole red velvet to my mom for her bday 🎂 deliver sunday 3pm to 12 Cypress Point, Lakeway. her name is Rosa Mendez, I'm Daniel Mendez", 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T15:00', name: 'Daniel Mendez', address: /12 Cypress Point/i },
    },
  },
  {
    id: 'pxg-whatsapp-carrot-thanksgiving-closed',
    category: 'delivery',
    channel: 'whatsapp',
    closedDays: ['2026-11-26'],
    steps: ['whole carrot cake delivered on thanksgiving at 1pm to 9 Hollow Oak Dr, Cedar Park', 'ugh ok wednesday at 4 then', 'Patty Boone', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-25T16:00', name: 'Patty Boone', address: /9 Hollow Oak/i },
      says: [/closed/i],
    },
  },
  {
    id: 'pxg-whatsapp-vanilla-address-later',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['I want a whole vanilla bean cake for delivery on monday at 2pm', '1600 Barton Springs Rd, Apt 2107, Austin 78704', 'Sven', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T14:00', name: 'Sven', address: /1600 Barton Springs.*2107/i },
    },
  },

  // ---------------- VOICE ----------------
  {
    id: 'pxg-voice-fudge-red-river-apartment',
    category: 'delivery',
    channel: 'voice',
    steps: ["Hi, I'd like to get a whole chocolate fudge cake delivered on Saturday at 3 p.m.", "Sure, it's 4805 Red River Street, apartment 12, Austin, 78751.", "It's Gwen Farrow.", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Gwen Farrow', address: /4805 Red River.*12/i },
    },
  },
  {
    id: 'pxg-voice-carrot-manor-number-fix',
    category: 'delivery',
    channel: 'voice',
    steps: ['I need a whole carrot cake delivered on Sunday at noon to 2115 Manor Road.', 'My name is Ray Dillon.', "Oh wait, sorry, it's 2151 Manor Road, not 2115.", 'Yes.'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T12:00', name: 'Ray Dillon', address: /^(?!.*2115).*2151 Manor/i },
    },
  },
  {
    id: 'pxg-voice-delivery-charge-question',
    category: 'delivery',
    channel: 'voice',
    steps: ['Yeah hi, um, how much do you guys charge for delivery?'],
    expect: { noOrder: true, lastSays: [STAFF, ABOUT_FEE], never: [FEE] },
  },
  {
    id: 'pxg-voice-deliver-to-78745',
    category: 'delivery',
    channel: 'voice',
    steps: ['Hi, quick question, do you deliver down to 78745? Off of William Cannon.'],
    expect: { noOrder: true, lastSays: [STAFF], never: [AREA_YES('78745'), FEE] },
  },
  {
    id: 'pxg-voice-carrot-slices-delivery-then-pickup',
    category: 'delivery',
    channel: 'voice',
    steps: ['Can I get three slices of carrot cake delivered this afternoon?', "Okay, that's fine, I'll come pick them up at four.", 'Nadia Okoye.', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Nadia Okoye' },
      says: [SLICES_PICKUP_ONLY],
      never: [SLICES_DELIVERED],
    },
  },
  {
    id: 'pxg-voice-lemon-office-today-too-soon',
    category: 'delivery',
    channel: 'voice',
    steps: ['I need a whole lemon cake delivered to my office this afternoon at 3, 200 East 6th Street.', 'Okay, tomorrow at 3 then.', 'Bill Travers.', 'Yes.'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Bill Travers', address: /200 E(ast|\.)? 6th/i },
      says: [/24|notice|tomorrow|saturday/i],
    },
  },
  {
    id: 'pxg-voice-custom-driskill-hotel',
    category: 'delivery',
    channel: 'voice',
    steps: [
      "Hi, I'd like to order a custom cake, ten inch, that says Congratulations Emma and Luke, delivered next Friday the 27th at 2 p.m. to the Driskill Hotel, 604 Brazos Street.",
      'Marguerite Hall.',
      { press: '1' },
    ],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-27T14:00', name: 'Marguerite Hall', address: /604 Brazos/i, notes: /emma and luke/i },
    },
  },
  {
    id: 'pxg-voice-vanilla-to-friend-at-work',
    category: 'delivery',
    channel: 'voice',
    steps: [
      "I want to send a whole vanilla bean cake to my friend at work. It's for delivery Monday at 11 in the morning to Oracle, 2300 Oracle Way, Austin. Her name's Tasha Greene.",
      'And my name is Paul Navarro.',
      { press: '1' },
    ],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T11:00', name: 'Paul Navarro', address: /2300 Oracle Way/i },
    },
  },
  {
    id: 'pxg-voice-rv-and-lemon-slices-cake-only',
    category: 'delivery',
    channel: 'voice',
    steps: ["I'd like a whole red velvet cake and four slices of lemon delivered Saturday at 1 p.m. to 1500 South Congress Avenue.", 'Okay, just deliver the cake then, forget the slices.', 'Irene Sato.', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T13:00', name: 'Irene Sato', address: /1500 S(outh|\.)? Congress/i },
      says: [SLICES_PICKUP_ONLY],
      never: [SLICES_DELIVERED],
    },
  },
  {
    id: 'pxg-voice-carrot-by-noon-sunday',
    category: 'delivery',
    channel: 'voice',
    steps: ["Can you deliver a whole carrot cake by noon on Sunday? It's going to 3 Windsor Road, Austin.", 'Kurt Weiss.', 'Yes.'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T12:00', name: 'Kurt Weiss', address: /3 Windsor/i },
      says: [STAFF],
      never: [TIME_PROMISE],
    },
  },
  {
    id: 'pxg-voice-fudge-delivery-to-pickup',
    category: 'delivery',
    channel: 'voice',
    steps: ["I'd like a whole chocolate fudge cake delivered Tuesday at 4 to 808 Nueces Street.", "Actually, you know what, I'll just come pick it up. Same time.", 'Leona Briggs.', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T16:00', name: 'Leona Briggs' },
    },
  },

  // ---------------- WEBCHAT ----------------
  {
    id: 'pxg-webchat-rv-capital-factory-all-in-one',
    category: 'delivery',
    channel: 'webchat',
    steps: ["Hi! I'd like a whole red velvet cake delivered to Capital Factory, 701 Brazos St Suite 1600, Austin TX 78701 on Tuesday Nov 24 at 10am. Name Harriet Olsen, phone 512-555-0131", 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-24T10:00', name: 'Harriet Olsen', phone: '+15125550131', address: /701 Brazos.*1600/i },
    },
  },
  {
    id: 'pxg-webchat-deliver-to-78704',
    category: 'delivery',
    channel: 'webchat',
    steps: ['Do you deliver to 78704?'],
    expect: { noOrder: true, lastSays: [STAFF], never: [AREA_YES('78704'), FEE] },
  },
  {
    id: 'pxg-webchat-fee-question-then-carrot',
    category: 'delivery',
    channel: 'webchat',
    steps: ['How much is delivery to South Austin?', "ok, let's do it anyway: whole carrot cake Saturday at 2pm to 2605 S 1st St, Austin 78704", 'Eli Brooks', '512-555-0132', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Eli Brooks', phone: '+15125550132', address: /2605 S(outh|\.)? 1st/i },
      says: [STAFF, ABOUT_FEE],
      never: [FEE],
    },
  },
  {
    id: 'pxg-webchat-vanilla-slices-dorm-pickup',
    category: 'delivery',
    channel: 'webchat',
    steps: ['Can you deliver 6 vanilla slices to my dorm today at 5? Jester West, 201 E 21st St', "Ok I'll pick them up at 5", 'Zoe Kim', '512-555-0133', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Zoe Kim', phone: '+15125550133' },
      says: [SLICES_PICKUP_ONLY],
      never: [SLICES_DELIVERED],
    },
  },
  {
    id: 'pxg-webchat-lemon-forgot-unit',
    category: 'delivery',
    channel: 'webchat',
    steps: ['Whole lemon chiffon cake delivered Sunday at 4pm to 915 W 29th St', 'Martin Cruz', '512-555-0134', "Oh, I forgot the unit: it's Apt 3", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T16:00', name: 'Martin Cruz', phone: '+15125550134', address: /915 W(est|\.)? 29th.*(apt|apartment|unit|#)\.?\s*3\b/i },
    },
  },
  {
    id: 'pxg-webchat-vanilla-guarantee-before-noon',
    category: 'delivery',
    channel: 'webchat',
    steps: ["If I order a whole vanilla bean cake for delivery Saturday, can you guarantee it arrives before noon? It's for a brunch."],
    expect: { noOrder: true, lastSays: [/guarantee|promise|staff|confirm/i], never: [TIME_PROMISE] },
  },
  {
    id: 'pxg-webchat-custom-engagement-size-asked',
    category: 'delivery',
    channel: 'webchat',
    steps: ["I need a custom cake delivered Saturday Nov 28 at 5pm to 1100 Lavaca St, 2nd floor, for an engagement party, saying 'Congrats Sam & Ally'", '10 inch', 'Beatriz Ramos', '512-555-0135', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-28T17:00', name: 'Beatriz Ramos', phone: '+15125550135', address: /1100 Lavaca/i, notes: /sam (&|and) ally/i },
      says: [/8.{0,12}10|10.{0,12}8/i],
    },
  },
  {
    id: 'pxg-webchat-custom-tomorrow-too-soon',
    category: 'delivery',
    channel: 'webchat',
    steps: ['Can you deliver a custom cake tomorrow at 3pm to 40 Rainey St? 8 inch, Happy Birthday Lou', 'ok then tuesday at 3pm', 'Celeste Moreau', '512-555-0136', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-24T15:00', name: 'Celeste Moreau', phone: '+15125550136', address: /40 Rainey/i, notes: /lou/i },
      says: [/72|3 days|three days|monday|mon\b/i],
    },
  },
  {
    id: 'pxg-webchat-fudge-surprise-dad',
    category: 'delivery',
    channel: 'webchat',
    steps: ["I'm in Chicago and want to surprise my dad in Austin. Can you deliver a whole chocolate fudge cake to him at 5512 Bull Creek Rd on Sunday at 1pm? His name is Frank Adeyemi.", 'My name is Chioma Adeyemi', '512-555-0137', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T13:00', name: 'Chioma Adeyemi', phone: '+15125550137', address: /5512 Bull Creek/i },
    },
  },
  {
    id: 'pxg-webchat-carrot-saturday-closed',
    category: 'delivery',
    channel: 'webchat',
    closedDays: ['2026-11-21'],
    steps: ['Whole carrot cake delivery Saturday at 11am, 2200 Exposition Blvd', 'Sunday at 11am works', 'Ingrid Holm', '512-555-0138', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T11:00', name: 'Ingrid Holm', phone: '+15125550138', address: /2200 Exposition/i },
      says: [/closed/i],
    },
  },
  {
    id: 'pxg-webchat-lemon-and-rv-slices-pickup-all',
    category: 'delivery',
    channel: 'webchat',
    steps: ['Can I get a whole lemon chiffon and 4 red velvet slices delivered Sunday at 2pm to 33 Harris Blvd?', "In that case I'll pick it all up Sunday at 2", 'Talia Shore', '512-555-0139', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }, { sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Talia Shore', phone: '+15125550139' },
      says: [SLICES_PICKUP_ONLY],
      never: [SLICES_DELIVERED],
    },
  },
  {
    id: 'pxg-webchat-rv-vague-work-address',
    category: 'delivery',
    channel: 'webchat',
    steps: ['Can you deliver a whole red velvet cake to my work on Monday at 1pm?', 'Dell Building 2, 501 Dell Way, Round Rock 78682', 'Kwame Asante', '512-555-0140', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T13:00', name: 'Kwame Asante', phone: '+15125550140', address: /501 Dell Way/i },
    },
  },
  {
    id: 'pxg-webchat-custom-delivery-fee-and-time',
    category: 'delivery',
    channel: 'webchat',
    steps: ["What would delivery cost for a custom cake to Georgetown, and can you have it there by 5pm on Dec 5?"],
    expect: { noOrder: true, lastSays: [STAFF, ABOUT_FEE], never: [FEE, TIME_PROMISE] },
  },
];

export const scripts: Script[] = written;
