import type { Script } from '../script-types.js';

// DELIVERY: whole cakes delivered (needs_approval, address kept on the order), addresses in many
// forms (apartment / unit / suite / "#", "my office at ...", zip codes, an address split across
// messages, a zip code with no street), delivery asked with no address (the clerk asks for one),
// slices asked for delivery (slices are same-day, in store: pickup only), delivery fees, areas and
// times asked (never invented: staff confirm), "by 3pm" (the requested time recorded, never
// promised), custom cakes delivered, orders sent at night (held overnight or needing approval:
// a person looks at them either way, so status is not pinned), allergies with delivery, pickup
// switched to delivery and back, and webchat customers giving name, phone and address at once.
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46 (walnuts),
// red velvet $50, vanilla bean $44; lemon 10-inch $58. Slices (pickup, same day): chocolate fudge
// $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean $5.50.
// Custom 8-inch $65 / 10-inch $85, 72 h notice, always needs approval. Any delivery needs approval
// (staff confirm the area); no fee, area or time is invented. Totals over $200 need approval. Any
// allergy mention: allergy noted, needs approval. Hours 8 AM to 8 PM; orders placed 8 PM to 8 AM
// are held overnight. Webchat needs a phone number before an order is placed.
// Clock: Fri 2026-11-20 10:00 Central; Sat 21, Sun 22, Mon 23, Tue 24, Wed 25, Thu 26 (Thanksgiving).

// A negation just before a claim turns it into a disclaimer ("I can't promise it will be there by 5").
const NOT_BEFORE = String.raw`(?<!(?:\bnot|n['’]t|\bnever|\bcannot|\bunable to|\bno way to|\bwhether|\bif|\bsure|\bverify|\bdetermine|\bconfirm|\bcheck|\bwithout)\b[^.!?]{0,40})`;

/** Staff confirm delivery (area, time, fee). */
const STAFF = /staff|team|confirm|approv|review|someone|owner/i;
/** An invented delivery fee. */
const FEE = /(delivery (fee|charge|cost)s?( is| are| of| will be| would be| runs?)?\s*(about |around |just |only )?\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge) for delivery|\$\s?\d+(\.\d\d)? delivery (fee|charge)|free delivery|delivery (is|would be|will be) free|deliver(y|ies)? (costs?|runs?) \$?\s?\d)/i;
/** A promised delivery time or window. */
const TIME_PROMISE = new RegExp(
  NOT_BEFORE +
    String.raw`\b((will|['’]ll|would|can) (definitely |absolutely |certainly )?(arrive|be delivered|get there|be there|deliver it|have it there) (at|by|around|before) \d|(we|I) (can )?(guarantee|promise)\b(?! that)|within \d+\s*(min|mins|minutes|hours?)\b)`,
  'i',
);
/** An invented delivery window. */
const WINDOW = new RegExp(NOT_BEFORE + String.raw`\bdeliver(y|ies)?[^.!?]{0,40}\b(window is|between \d|from \d{1,2}\s*(am|pm)? (to|until|-) \d)`, 'i');
/** A claim that a given area is covered. */
const AREA_YES = (area: string) =>
  new RegExp(NOT_BEFORE + String.raw`\b(yes,? we (do )?deliver|we (do )?(deliver|cover)[^.!?]{0,20}${area}|${area} is (in|within) (our )?(delivery )?(area|range|zone))`, 'i');
/** The clerk says slices are pickup only. */
const SLICES_PICKUP_ONLY = /pick ?up|in (the )?(store|shop|bakery)|in person|not (available )?for delivery|(can.?t|cannot|don.?t|do not|aren.?t|are not|not) (be )?deliver/i;
/** A claim that slices will be delivered. */
const SLICES_DELIVERED = new RegExp(NOT_BEFORE + String.raw`\b(we (can|will|do) deliver (the |your )?(\d+ |those |these )?slices|slices (can|will) be delivered)`, 'i');
/** The clerk asks where to deliver. */
const ASKS_ADDRESS = /address|where (should|would|do|shall|can|to)|deliver(ed)? (it )?to\?/i;
/** The clerk asks for a street address when only a zip code was given. */
const ASKS_STREET = /street|full|complete|exact|house number|apartment|what address|the address\?|address\?/i;
/** Whole cakes need a day's notice. */
const NOTICE = /24|notice|tomorrow|a day ahead|day in advance|advance|saturday/i;
/** Custom cakes need three days' notice. */
const CUSTOM_NOTICE = /72|three days|3 days|notice|advance/i;
/** An order sent at night is looked at when the bakery opens / by a person. */
const LATER = /morning|8\s*(:00\s*)?(am|a\.m\.)|open|staff|team|review|approv|confirm/i;
const NIGHT = '2026-11-20T21:30:00-06:00';
/** The address as given, without other parts of the message (name, phone, allergy, day) pulled into it. */
const addr = (core: string, ...junk: string[]) => new RegExp(String.raw`^(?!.*\b(${junk.join('|')})\b).*${core}`, 'i');
/** The reply speaks to delivery being confirmed by staff. */
const DELIVERY_STAFF = /deliver[^]{0,160}(staff|team|confirm)|(staff|team)[^.!?]{0,80}deliver/i;
/** Words of a question taken for a product name. */
const WORD_AS_PRODUCT = /(do not|don.?t) have "[^"]*" on (our|the) menu/i;

export const scripts: Script[] = [
  // ======================================================================== SMS
  {
    id: 'pxs-sms-fudge-apt-3b',
    category: 'delivery',
    channel: 'sms',
    steps: ['hey can i get a whole chocolate fudge cake delivered saturday at 2pm to 1412 elm st apt 3b, name is Carla Nunez', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Carla Nunez', address: addr(String.raw`1412 elm st.*3b`, 'name', 'carla') },
      says: [/\b48\b/, STAFF],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pxs-sms-no-address-asked',
    category: 'delivery',
    channel: 'sms',
    steps: ['can i get a red velvet cake delivered tomorrow around 3? this is Jo Park'],
    expect: { noOrder: true, lastSays: [ASKS_ADDRESS] },
  },
  {
    id: 'pxs-sms-split-address-unit',
    category: 'delivery',
    channel: 'sms',
    steps: ['need a carrot cake delivered sunday 11am, name Dev Patel', '2300 guadalupe st', 'oh its unit 14 sorry', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T11:00', name: 'Dev Patel', address: /2300 guadalupe.*14/i },
      says: [ASKS_ADDRESS],
      never: [FEE],
    },
  },
  {
    id: 'pxs-sms-lemon-by-3pm',
    category: 'delivery-time',
    channel: 'sms',
    steps: ['can you deliver a lemon cake by 3pm tomorrow? 77 pecan ln 78745. name Hal Greer', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Hal Greer', address: addr('77 pecan', 'name', 'hal') },
      says: [/\b58\b/, STAFF],
      never: [TIME_PROMISE, FEE],
    },
  },
  {
    id: 'pxs-sms-lemon-slices-work-then-pickup',
    category: 'delivery-slices',
    channel: 'sms',
    steps: ["can u deliver 3 lemon slices to my work today at 1? its 500 congress ave. name Tasha Ray", "oh ok i'll swing by and pick them up at 1", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Tasha Ray' },
      says: [SLICES_PICKUP_ONLY, /17\.25/],
      never: [SLICES_DELIVERED],
    },
  },
  {
    id: 'pxs-sms-fee-q-then-vanilla',
    category: 'delivery-fee',
    channel: 'sms',
    steps: ['how much is delivery to 78704?', 'ok well i want a vanilla bean cake delivered sat 4pm to 1809 s 1st st, name Mo Adeyemi', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T16:00', name: 'Mo Adeyemi', address: addr(String.raw`1809 s\.? 1st`, 'name', 'mo') },
      says: [DELIVERY_STAFF],
      never: [FEE],
    },
  },
  {
    id: 'pxs-sms-office-suite-two-fudge',
    category: 'delivery',
    channel: 'sms',
    steps: ['deliver to my office at 600 W 5th St suite 300 please, 2 whole chocolate fudge cakes for monday at noon. name Ellie Voss', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T12:00', name: 'Ellie Voss', address: addr(String.raw`600 W\.? 5th St.*(suite|ste)\.? ?#?300`, 'please', 'whole', 'monday', 'name', 'ellie') },
      says: [/\b96\b/],
      never: [FEE],
    },
  },
  {
    id: 'pxs-sms-pickup-switched-to-delivery',
    category: 'delivery-switch',
    channel: 'sms',
    steps: ['whole red velvet cake pickup saturday 1pm, name Gina Lowe', 'actually can you deliver it instead? 415 oak hollow dr', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T13:00', name: 'Gina Lowe', address: /415 oak hollow/i },
      says: [/\b50\b/],
    },
  },
  {
    id: 'pxs-sms-night-vanilla-rainey',
    category: 'delivery-night',
    channel: 'sms',
    now: NIGHT,
    steps: ['i know its late but can i order a whole vanilla bean cake delivered sunday at 2pm to 88 rainey st #1204. name Ana Sol', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', at: '2026-11-22T14:00', name: 'Ana Sol', address: addr('88 rainey.*1204', 'name', 'ana') },
      says: [LATER],
      never: [FEE],
    },
  },
  {
    id: 'pxs-sms-lemon-peanut-allergy-delivery',
    category: 'delivery-allergy',
    channel: 'sms',
    steps: ['need a whole lemon cake delivered tuesday at 5pm to 3100 red river st, my daughter has a peanut allergy tho. name Rick Olsen', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-24T17:00', name: 'Rick Olsen', address: addr('3100 red river', 'daughter', 'allergy', 'peanut', 'name', 'rick'), allergy: true },
      says: [STAFF],
    },
  },
  {
    id: 'pxs-sms-delivery-then-back-to-pickup',
    category: 'delivery-switch',
    channel: 'sms',
    steps: ['carrot cake delivered sat 3pm to 12 maple ct, name Bo Diaz', 'wait nvm ill just pick it up, same time', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Bo Diaz' },
      says: [/\b46\b/],
    },
  },

  {
    id: 'pxs-sms-address-fix-after-placed',
    category: 'delivery-change',
    channel: 'sms',
    steps: ['whole red velvet cake delivered sunday 1pm to 1412 elm st, name Tony Marsh', 'yes', 'oh shoot wrong address, its 1414 elm st not 1412. can u fix it'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T13:00', name: 'Tony Marsh', address: /141[24] elm st/i },
      lastSays: [/staff|team|call|contact|reach/i],
      never: [/(address|order)\s+(has been|is now|was)\s+(updated|changed)|I('ve| have)\s+(updated|changed|fixed)/i],
    },
  },

  // ======================================================================== WHATSAPP
  {
    id: 'pxs-whatsapp-lemon-full-zip',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ["Hi! I'd like to order a whole lemon cake for delivery on Sunday at 1pm. Address: 4702 Avenue H, Austin, TX 78751. My name is Priya Raman", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T13:00', name: 'Priya Raman', address: addr('4702 Avenue H', 'name', 'priya') },
      says: [/\b58\b/, STAFF],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pxs-whatsapp-custom-10in-delivery',
    category: 'delivery-custom',
    channel: 'whatsapp',
    steps: ['hi i want a custom 10 inch cake, blue frosting that says "Happy 40th Marco", delivered wednesday the 25th at 4pm to 925 bluebonnet ln. name Lucia Ferri', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-25T16:00', name: 'Lucia Ferri', notes: /happy 40th marco/i, address: addr('925 bluebonnet', 'name', 'lucia') },
      says: [/\b85\b/],
      never: [FEE],
    },
  },
  {
    id: 'pxs-whatsapp-q-round-rock-fee',
    category: 'delivery-question',
    channel: 'whatsapp',
    steps: ['do you deliver out to round rock? and what do you charge for delivery'],
    expect: { noOrder: true, says: [DELIVERY_STAFF], never: [FEE, AREA_YES('round rock'), WORD_AS_PRODUCT] },
  },
  {
    id: 'pxs-whatsapp-cake-plus-slices-delivery',
    category: 'delivery-slices',
    channel: 'whatsapp',
    steps: ['can i get a chocolate fudge cake plus 4 carrot slices delivered saturday at noon to 1201 barton hills dr, name Theo Grant', 'ok just the cake delivered then', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T12:00', name: 'Theo Grant', address: addr('1201 barton hills', 'name', 'theo') },
      says: [SLICES_PICKUP_ONLY],
      never: [SLICES_DELIVERED],
    },
  },
  {
    id: 'pxs-whatsapp-hash-apt-riverside',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['order: 1 vanilla bean whole cake, deliver monday 10am, 2020 E Riverside Dr #210, name Sam Whitaker', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T10:00', name: 'Sam Whitaker', address: addr(String.raw`2020 E\.? Riverside.*210`, 'name', 'sam') },
      says: [/\b44\b/],
    },
  },
  {
    id: 'pxs-whatsapp-guarantee-by-noon',
    category: 'delivery-time',
    channel: 'whatsapp',
    steps: ['can you guarantee it gets there by noon? want a red velvet cake delivered sunday to 56 lakeshore blvd, name Nora Quinn', 'ok noon then, yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T12:00', name: 'Nora Quinn', address: addr('56 lakeshore', 'name', 'nora') },
      says: [STAFF],
      never: [TIME_PROMISE],
    },
  },
  {
    id: 'pxs-whatsapp-office-five-fudge-over-200',
    category: 'delivery-large',
    channel: 'whatsapp',
    steps: ['5 whole chocolate fudge cakes delivered to our office, 700 lavaca st floor 8, on tuesday 11am. name Kara Bell', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-24T11:00', name: 'Kara Bell', address: addr('700 lavaca', 'tuesday', 'name', 'kara') },
      says: [/\b240\b/],
      never: [FEE],
    },
  },
  {
    id: 'pxs-whatsapp-carrot-today-moved-tomorrow',
    category: 'delivery-notice',
    channel: 'whatsapp',
    steps: ['can you deliver a carrot cake today at 5pm? 19 windsor rd. Name Abe Lang', 'ok tomorrow at 5 then', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T17:00', name: 'Abe Lang', address: addr('19 windsor', 'name', 'abe') },
      says: [NOTICE],
    },
  },
  {
    id: 'pxs-whatsapp-night-fudge-nut-allergy',
    category: 'delivery-night',
    channel: 'whatsapp',
    now: '2026-11-20T22:15:00-06:00',
    steps: ['hi sorry for the late msg, i need a whole chocolate fudge cake delivered sunday 3pm to 310 academy dr, one of the guests has a tree nut allergy. name Iris Chen', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', at: '2026-11-22T15:00', name: 'Iris Chen', address: addr('310 academy', 'one of', 'guests?', 'allergy', 'name', 'iris'), allergy: true },
      says: [LATER],
    },
  },
  {
    id: 'pxs-whatsapp-address-in-second-msg',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['hey i want to get a vanilla bean cake delivered sat at 3pm, name Omar Haddad', '1500 barton springs rd apt 220', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Omar Haddad', address: /1500 barton springs.*220/i },
      says: [ASKS_ADDRESS],
    },
  },
  {
    id: 'pxs-whatsapp-q-delivery-window',
    category: 'delivery-question',
    channel: 'whatsapp',
    steps: ['what time do your deliveries usually show up? is there like a delivery window or how long does it take'],
    expect: { noOrder: true, says: [DELIVERY_STAFF], never: [TIME_PROMISE, WINDOW, WORD_AS_PRODUCT] },
  },

  // ======================================================================== VOICE
  {
    id: 'pxs-voice-fudge-spoken-lamar',
    category: 'delivery',
    channel: 'voice',
    steps: ["hi, um, I'd like to get a whole chocolate fudge cake delivered, uh, saturday at two in the afternoon, to 2210 South Lamar, apartment 312. my name's Renee Alvarez", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Renee Alvarez', address: addr(String.raw`2210 (south|s\.?) lamar.*312`, 'name', 'renee') },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pxs-voice-lemon-no-address',
    category: 'delivery',
    channel: 'voice',
    steps: ['yeah hi, can I get a lemon cake delivered on sunday, around noon? this is Greg Hollis'],
    expect: { noOrder: true, lastSays: [ASKS_ADDRESS] },
  },
  {
    id: 'pxs-voice-q-fee-pflugerville',
    category: 'delivery-question',
    channel: 'voice',
    steps: ['um, how much do you guys charge for delivery? and uh, do you go out to Pflugerville?'],
    expect: { noOrder: true, says: [DELIVERY_STAFF], never: [FEE, AREA_YES('pflugerville'), WORD_AS_PRODUCT] },
  },
  {
    id: 'pxs-voice-large-choc-slices-then-pickup',
    category: 'delivery-slices',
    channel: 'voice',
    steps: ["hi, could you deliver, um, two large chocolate slices today at like noon? I'm at 400 West 15th Street. name's Ben Ortiz", "oh, okay, I'll just come get them at noon then", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Ben Ortiz' },
      says: [SLICES_PICKUP_ONLY, /\b19(\.00)?\b|nineteen/i],
      never: [SLICES_DELIVERED],
    },
  },
  {
    id: 'pxs-voice-carrot-office-suite',
    category: 'delivery',
    channel: 'voice',
    steps: ["hi, yeah, I'd like a carrot cake delivered to my office, it's at, uh, 301 Congress Avenue, suite 500, on monday at ten thirty in the morning. name is Dana Whitfield", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T10:30', name: 'Dana Whitfield', address: addr('301 congress.*500', 'monday', 'name', 'dana') },
      never: [FEE],
    },
  },
  {
    id: 'pxs-voice-vanilla-by-three',
    category: 'delivery-time',
    channel: 'voice',
    steps: ["um, can you guys deliver a vanilla bean cake by three p.m. tomorrow? it's going to 88 Elmwood Drive. I'm Patty Sims", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Patty Sims', address: addr('88 elmwood', 'patty') },
      says: [STAFF],
      never: [TIME_PROMISE],
    },
  },
  {
    id: 'pxs-voice-split-address-manor',
    category: 'delivery',
    channel: 'voice',
    steps: ["hi, I want a whole red velvet cake delivered, um, sunday at four p.m., name's Lou Tran", "it's 1900 Manor Road", "oh and it's unit 5B", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T16:00', name: 'Lou Tran', address: /1900 manor.*5b/i },
    },
  },
  {
    id: 'pxs-voice-custom-soccer-delivery',
    category: 'delivery-custom',
    channel: 'voice',
    steps: ["hi, um, I'd like a custom cake, eight inch, chocolate with, uh, a soccer ball on top, delivered on wednesday at three in the afternoon. name's Marcus Lee", "it's 2 Castle Hill Court", { press: '1' }, 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-25T15:00', name: 'Marcus Lee', notes: /soccer/i, address: /2 castle hill/i },
      says: [/\b65\b|sixty.?five/i],
    },
  },
  {
    id: 'pxs-voice-night-lemon-birchwood',
    category: 'delivery-night',
    channel: 'voice',
    now: '2026-11-20T20:45:00-06:00',
    steps: ["hi, um, sorry, I know it's after hours, can I order a lemon cake delivered monday at one p.m. to 45 Birchwood Lane? name's Ruth Adler", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', at: '2026-11-23T13:00', name: 'Ruth Adler', address: addr('45 birchwood', 'name', 'ruth') },
      says: [LATER],
    },
  },
  {
    id: 'pxs-voice-vanilla-egg-allergy-delivery',
    category: 'delivery-allergy',
    channel: 'voice',
    steps: ["hi, I need a vanilla bean cake delivered saturday at five to 620 Wood Street, and, um, my son has an egg allergy, so. name's Kevin Shaw", { press: '1' }, 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T17:00', name: 'Kevin Shaw', address: addr('620 wood', 'son', 'allergy', 'egg', 'kevin'), allergy: true },
      says: [STAFF],
    },
  },
  {
    id: 'pxs-voice-delivery-back-to-pickup',
    category: 'delivery-switch',
    channel: 'voice',
    steps: ["hi, I want a whole chocolate fudge cake delivered tuesday at noon to 14 River Road, name's Fay Dunn", "actually, you know what, I'll just pick it up myself, same time", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T12:00', name: 'Fay Dunn' },
    },
  },

  {
    id: 'pxs-voice-spoken-number-oak',
    category: 'delivery',
    channel: 'voice',
    steps: ["hey, um, I'd like a whole carrot cake delivered on saturday at three p.m., my name's Hank Gill", "yeah it's, uh, fifteen oh two Oak Street", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Hank Gill', address: /(1502|fifteen oh two) oak/i },
    },
  },

  // ======================================================================== WEBCHAT
  {
    id: 'pxs-webchat-name-phone-address-one-msg',
    category: 'delivery-webchat',
    channel: 'webchat',
    steps: ["Hi, I'm Nadia Flores, 512-555-0142. I'd like a whole red velvet cake delivered Saturday at 3pm to 1412 Elm St Apt 2, Austin 78702", 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Nadia Flores', address: addr('1412 Elm St.*2', 'nadia', '512') },
      says: [/\b50\b/, STAFF],
      never: [FEE],
    },
  },
  {
    id: 'pxs-webchat-no-phone-then-phone',
    category: 'delivery-webchat',
    channel: 'webchat',
    steps: ['whole carrot cake delivered sunday 2pm to 808 w 12th st, name Leo Brandt', 'my number is 512-555-0199', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Leo Brandt', address: addr(String.raw`808 w\.? 12th`, 'name', 'leo') },
      says: [/phone|number/i],
    },
  },
  {
    id: 'pxs-webchat-q-cedar-park-fee-time',
    category: 'delivery-question',
    channel: 'webchat',
    steps: ['Do you deliver to Cedar Park? How much is the fee and how long does it usually take?'],
    expect: { noOrder: true, says: [DELIVERY_STAFF], never: [FEE, TIME_PROMISE, WINDOW, AREA_YES('cedar park'), WORD_AS_PRODUCT] },
  },
  {
    id: 'pxs-webchat-vanilla-slices-delivery',
    category: 'delivery-slices',
    channel: 'webchat',
    steps: ["can i get 6 vanilla slices delivered today to 210 lavaca st? I'm Jess Kim 512-555-0110"],
    expect: { noOrder: true, says: [SLICES_PICKUP_ONLY], never: [SLICES_DELIVERED] },
  },
  {
    id: 'pxs-webchat-custom-tomorrow-moved',
    category: 'delivery-custom',
    channel: 'webchat',
    steps: ['custom 8 inch cake, white with gold sprinkles, delivered tomorrow to 55 spring st. Ava Stone 512-555-0133', 'ok what about tuesday at 2pm then', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-24T14:00', name: 'Ava Stone', notes: /gold sprinkles/i, address: addr('55 spring', 'ava', 'stone', '512') },
      says: [CUSTOM_NOTICE, /\b65\b/],
    },
  },
  {
    id: 'pxs-webchat-office-sesame-two-cakes',
    category: 'delivery-allergy',
    channel: 'webchat',
    steps: ['Hi, Marco Bianchi here, 512-555-0177. I need a chocolate fudge cake and a lemon cake delivered to my office Monday 11am: 100 Congress Ave, Suite 1700. One coworker has a sesame allergy.', 'yes', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'lemon-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T11:00',
        name: 'Marco Bianchi',
        address: addr('100 Congress.*1700', 'coworker', 'sesame', 'allergy'),
        allergy: true,
      },
      says: [/\b106\b/, STAFF],
    },
  },
  {
    id: 'pxs-webchat-pickup-delivery-pickup',
    category: 'delivery-switch',
    channel: 'webchat',
    steps: ['Vanilla bean cake for pickup Sunday noon. Greta Holm, 512-555-0123', 'actually could you deliver it to 39 Ash Ct?', 'hmm never mind, pickup is fine', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Greta Holm' },
    },
  },
  {
    id: 'pxs-webchat-thanksgiving-two-cakes',
    category: 'delivery',
    channel: 'webchat',
    steps: ['Need a whole carrot cake and a lemon cake delivered Thanksgiving day at 1pm to 2501 Wooldridge Dr. Name: Paul Reyes, phone 512-555-0166', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'lemon-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-26T13:00',
        name: 'Paul Reyes',
        address: addr('2501 Wooldridge', 'name', 'paul', 'phone'),
      },
      says: [/\b104\b/],
      never: [FEE],
    },
  },
  {
    id: 'pxs-webchat-zip-only-asks-street',
    category: 'delivery',
    channel: 'webchat',
    steps: ['I want a chocolate fudge cake delivered Saturday 5pm to 78704. Tom Ng, 512-555-0188'],
    expect: { noOrder: true, lastSays: [ASKS_STREET] },
  },
  {
    id: 'pxs-webchat-night-custom-lemon',
    category: 'delivery-night',
    channel: 'webchat',
    now: '2026-11-20T23:10:00-06:00',
    steps: ['hi, late night planning :) custom 10 inch cake, lemon with raspberry filling, delivered Saturday the 28th at 2pm to 77 Willow Bend. Zoe Park 512-555-0155', 'yes', 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'delivery', at: '2026-11-28T14:00', name: 'Zoe Park', notes: /raspberry/i, address: addr('77 willow bend', 'zoe', '512') },
      says: [/\b85\b/, LATER],
    },
  },
  {
    id: 'pxs-webchat-runon-by-11-harmon',
    category: 'delivery-time',
    channel: 'webchat',
    steps: ['hey so my moms birthday is sunday and i want a lemon cake delivered to her place by 11am its 3405 harmon ave unit 3 austin tx 78705 can you make sure it gets there by 11 my name is Will Tan and my cell is 512 555 0191', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T11:00', name: 'Will Tan', address: addr('3405 harmon.*3', 'make sure', 'name', 'will tan', 'cell') },
      says: [STAFF],
      never: [TIME_PROMISE, FEE],
    },
  },
  {
    id: 'pxs-webchat-office-attn-front-desk',
    category: 'delivery-webchat',
    channel: 'webchat',
    steps: ['Hello, this is Irene Cho (512-555-0102). Could you deliver a vanilla bean cake to my office on Tuesday at 3pm? 9500 Arboretum Blvd, 4th floor, attn front desk. Thanks!', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-24T15:00', name: 'Irene Cho', address: addr('9500 Arboretum', 'irene', '512', 'thanks') },
      says: [/\b44\b/, DELIVERY_STAFF],
      never: [FEE, TIME_PROMISE],
    },
  },
];

