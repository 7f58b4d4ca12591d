import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// DELIVERY (batch yq): addresses with apartment, suite, building, floor or unit numbers ("Ste.
// 210", "#4b", "Bldg C, Apt 12", "4th floor", "apartment three B" said on a call), addresses given
// across several messages (street, then unit, then "austin 78705"), "deliver to my office at 1500
// ..." (a house number after "at" is not a time), a zip code alone (the clerk asks for the street;
// a zip is never a count), a typo in the street type ("stret", "avenu", "Raod", "drvie"), whole
// cakes delivered (needs_approval: staff confirm; no time window, fee, driver or free delivery is
// promised), slices asked for delivery (slices are same-day, in store: the clerk says so, and the
// customer picks them up or drops them; a whole cake in the same order can still be delivered),
// pickup switched to delivery and back before the yes ("same address" remembered), delivery
// questions with no order (Round Rock, fee, how long, Sundays, minimum, DoorDash, radius: nothing
// invented), orders sent at night (a delivery needs approval, and that review wins over the
// overnight hold; slices picked up are held overnight), custom cakes delivered (72 h notice),
// delivery chosen with no address (the clerk asks for it; "same address as last time" is not
// known here), a street called Lemon Tree Ln (no lemon cake), a gate code, a recipient's name
// beside the customer's, an apartment corrected.
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46 (walnuts),
// red velvet $50, vanilla bean $44; lemon 10-inch $58. Slices (pickup only, same day): chocolate
// fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean
// $5.50. Custom 8-inch from $65, 10-inch from $85, 72 h notice, needs_approval. Delivery:
// needs_approval (staff confirm area, fee and time; none is quoted). Totals over $200 need
// approval. Hours 8 AM to 8 PM; orders placed 8 PM to 8 AM are held overnight unless something
// else already needs approval. Web chat asks for a phone number; SMS, WhatsApp and voice use the
// sender's. Clock: Fri 2026-11-20 10:00 Central; Sat 21 (tomorrow), Sun 22, Mon 23, Tue 24, Wed 25,
// Sat 28.

// A negation just before a claim turns it into a disclaimer ("I can't promise it will be there by 5").
const NOT_BEFORE = String.raw`(?<!(?:\bnot|n['’]t|\bnever|\bcannot|\bunable to|\bno way to|\bwhether|\bif|\bsure|\bverify|\bdetermine|\bconfirm|\bcheck|\bwithout)\b[^.!?]{0,40})`;

/** Staff confirm delivery (area, time, fee), or the order. */
const STAFF = /staff|team|confirm|approv|review|someone|owner|a person/i;
/** An invented delivery fee. */
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
/** The clerk says slices are picked up, not delivered. */
const PICKUP_ONLY = /pick[- ]?up|in (the )?(store|shop|bakery)|in person|not (available )?for delivery|(can.?t|cannot|don.?t|do not|aren.?t|are not|not) (be )?deliver/i;
/** A claim that slices will be delivered. */
const SLICES_DELIVERED = new RegExp(NOT_BEFORE + String.raw`\b(we (can|will|do) deliver (the |your )?(\d+ |those |these )?slices|slices (can|will) be delivered)`, 'i');
/** The clerk asks where to deliver. */
const ASKS_ADDRESS = /address|where (should|would|do|shall|can|to)|deliver(ed)? (it )?to\?/i;
/** The clerk asks for a street address when only a zip code was given. */
const ASKS_STREET = /street|full|complete|exact|house number|what address|the address|address\?|which address/i;
/** Whole cakes need a day's notice. */
const NOTICE = /24|twenty[- ]four|notice|a day|day ahead|in advance|tomorrow|saturday|sat\b/i;
/** Custom cakes need three days' notice. */
const CUSTOM_NOTICE = /72|three days|3 days|notice|advance/i;
/** An order sent at night is looked at later / by a person. */
const LATER = /morning|8\s*(:00\s*)?(am|a\.m\.)|open|staff|team|review|approv|confirm/i;
/** The bakery closes at 8 PM. */
const CLOSE_8 = /\b8\s*(:00\s*)?(pm|p\.m\.)|\beight\b|8 ?AM (to|-|–) ?8|clos/i;
/** The address as given, without other parts of the message (name, phone, day) pulled into it. */
const addr = (core: string, ...junk: string[]) => new RegExp(String.raw`^(?!.*\b(${junk.join('|')})\b).*${core}`, 'i');

/** The answer to "how much is delivery?": staff confirm any fee (not the menu's prices). */
const FEE_ANSWER = /\b(fee|charge|cost)s?\b[^.!?]{0,80}\b(staff|team|confirm|area)|\b(staff|team|confirm)[^.!?]{0,80}\b(fee|charge|cost)s?\b/i;
/** The address with the gate code's number, or a clean address (the code kept elsewhere): never "gate code" with the number lost. */
const GATE_4521 = /^(?=.*3210 lake austin blvd)(?:(?!gate|code).)*$|3210 lake austin blvd.*4521/i;

const NIGHT = '2026-11-20T21:30:00-06:00';

const written: Script[] = [
  // ================================================================ apartments, suites, buildings, floors
  {
    id: 'pyq-sms-ste-dot-210',
    category: 'delivery-unit',
    channel: 'sms',
    steps: ['hi can i get a whole choc fudge cake delivered sat at 3pm to 500 Congress Ave Ste. 210? name Lena Ortiz', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Lena Ortiz', address: addr('500 congress ave.*210', 'name', 'lena') },
      says: [price(48)],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-wa-hash-4b-own-message',
    category: 'delivery-split',
    channel: 'whatsapp',
    steps: ['hiii 🎂 whole carrot cake for delivery sunday at noon pls', '2100 guadalupe st #4b', 'Raj Mehta', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T12:00', name: 'Raj Mehta', address: /2100 guadalupe st.*4b/i },
      says: [ASKS_ADDRESS],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-web-bldg-c-apt-12',
    category: 'delivery-unit',
    channel: 'webchat',
    steps: ['Hi! Whole lemon chiffon cake delivered Monday at 2pm to 4300 Speedway, Bldg C, Apt 12, Austin TX 78751. Maya Brooks, 512-555-0301', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T14:00',
        name: 'Maya Brooks',
        phone: '+15125550301',
        address: addr(String.raw`4300 speedway.*(bldg|building)\.? ?c\b.*12`, 'maya', '512'),
      },
      says: [price(58)],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-voice-forty-two-hundred-duval-3b',
    category: 'delivery-unit',
    channel: 'voice',
    steps: ["hi, I'd like a whole red velvet cake delivered on sunday at two in the afternoon, to forty two hundred Duval Street, apartment three B. My name's Carmen Ruiz", 'yes'],
    expect: {
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T14:00',
        name: 'Carmen Ruiz',
        address: /(4200|forty[- ]two hundred) duval st(reet)?.*\b(3|three)[ -]?b\b/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-sms-98-san-jacinto-4th-floor',
    category: 'delivery-unit',
    channel: 'sms',
    steps: ['pls deliver a whole lemon cake to my work monday 9am - 98 san jacinto blvd, 4th floor. Nate Cole', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T09:00', name: 'Nate Cole', address: addr('98 san jacinto blvd.*4th', 'nate', 'cole') },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-sms-apt-4d-corrected-4c',
    category: 'delivery-unit',
    channel: 'sms',
    steps: ['whole lemon cake delivered sun 1pm to 1200 lamar blvd apt 4d, Wren Ali', 'sorry its apt 4c not 4d', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T13:00', name: 'Wren Ali', address: /^(?!.*4d).*1200 lamar blvd.*4c/i },
      never: [FEE, TIME_PROMISE],
    },
  },

  // ================================================================ "deliver to my office at ..."
  {
    id: 'pyq-sms-office-instead-suite-1500',
    category: 'delivery-office',
    channel: 'sms',
    steps: ['whole carrot cake delivered sat 1pm to 45 pecan grove rd, Abby Stone', 'oh wait deliver it to my office instead: 300 W 6th St, Suite 1500', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T13:00', name: 'Abby Stone', address: /^(?!.*pecan).*300 w(est)?\.? 6th st.*1500/i },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-web-512-house-number-737-phone',
    category: 'delivery-office',
    channel: 'webchat',
    steps: ['Whole red velvet cake delivered Sunday at 3pm. Address: 512 E Riverside Dr. Kay Lowe, phone 737-555-0313', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T15:00',
        name: 'Kay Lowe',
        phone: '+17375550313',
        address: addr(String.raw`512 e(ast)?\.? riverside dr`, 'kay', '737', 'phone'),
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-sms-office-at-1500-suite',
    category: 'delivery-office',
    channel: 'sms',
    steps: ['deliver to my office at 1500 W 6th St suite 200 - whole vanilla bean cake, tuesday 11am. Kim Lee', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-24T11:00', name: 'Kim Lee', address: addr('1500 w(est)?.? 6th st.*200', 'kim') },
      says: [price(44)],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-wa-office-at-1200-barton',
    category: 'delivery-office',
    channel: 'whatsapp',
    steps: ['can u deliver a whole red velvet cake to my office at 1200 barton springs rd on monday at 3pm? its for a coworkers bday 🎉 im Jess Park', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T15:00', name: 'Jess Park', address: addr('1200 barton springs', 'jess', 'coworkers?') },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-web-office-dental-suite-5',
    category: 'delivery-office',
    channel: 'webchat',
    steps: ['Could you deliver a whole carrot cake to my office? Brightline Dental, 2800 S Lamar Blvd Suite 5, on Monday at 10am. Ana Ruiz 512-555-0302', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T10:00',
        name: 'Ana Ruiz',
        phone: '+15125550302',
        address: addr(String.raw`2800 s(outh)?\.? lamar blvd.*\b5\b`, 'ana', '512'),
      },
      says: [price(46)],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-voice-office-suite-said',
    category: 'delivery-office',
    channel: 'voice',
    steps: ["yeah hi, can you deliver a whole chocolate fudge cake to my office on tuesday at ten in the morning? It's 811 Barton Springs Road, suite 400. This is Derek Hale", 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-24T10:00', name: 'Derek Hale', address: addr('811 barton springs r(oa)?d.*400', 'derek', 'this') },
      never: [FEE, TIME_PROMISE],
    },
  },

  // ================================================================ addresses across several messages
  {
    id: 'pyq-sms-address-in-four-msgs',
    category: 'delivery-split',
    channel: 'sms',
    steps: ['need a whole lemon cake delivered sunday at 1pm', '3400 n lamar blvd', 'apt 210', 'austin 78705', 'Tori Webb', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T13:00', name: 'Tori Webb', address: /3400 n(orth)?\.? lamar blvd.*210.*78705/i },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-web-street-unit-gate-then-name',
    category: 'delivery-split',
    channel: 'webchat',
    steps: ['Whole chocolate fudge cake, delivered Saturday at 11am please', '1805 E 7th St', 'oh and its unit 3, gate code is 1984', 'Omar Haddad', '512-555-0305', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-21T11:00',
        name: 'Omar Haddad',
        phone: '+15125550305',
        address: /1805 e(ast)?\.? 7th st.*\b3\b/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-voice-street-then-unit-four',
    category: 'delivery-split',
    channel: 'voice',
    steps: ["hi, I'd like to order a whole carrot cake for saturday at four in the afternoon", 'delivery please', "it's nineteen oh two East Twelfth Street", "oh and it's unit four", 'Dana Whitley', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-21T16:00',
        name: 'Dana Whitley',
        address: /(1902|nineteen oh two) e(ast)?\.? (12th|twelfth) st(reet)?.*\b(4|four)\b/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-wa-delivery-answered-then-address',
    category: 'delivery-split',
    channel: 'whatsapp',
    steps: ['whole vanilla bean cake for sunday at 11 pls', 'delivery', '88 rainey st apt 1203', 'Bea Soto', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T11:00', name: 'Bea Soto', address: /88 rainey st.*1203/i },
      says: [ASKS_ADDRESS],
      never: [FEE, TIME_PROMISE],
    },
  },

  // ================================================================ a zip code alone
  {
    id: 'pyq-sms-zip-then-street',
    category: 'delivery-zip',
    channel: 'sms',
    steps: ['can i get a whole vanilla bean cake delivered to 78745 saturday 2pm? Lou Hart', '5600 manchaca rd', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Lou Hart', address: /5600 manchaca r(oa)?d/i },
      says: [ASKS_STREET],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-wa-do-yall-deliver-78660',
    category: 'delivery-question',
    channel: 'whatsapp',
    steps: ['hey do yall deliver to 78660'],
    expect: { noOrder: true, lastSays: [STAFF], never: [AREA_YES('(78660|pflugerville)'), FEE, TIME_PROMISE] },
  },
  {
    id: 'pyq-voice-zip-said-no-street',
    category: 'delivery-zip',
    channel: 'voice',
    steps: ["hi, I want a whole chocolate cake delivered saturday at noon to seven eight seven zero four, name's Paul Kim"],
    expect: { noOrder: true, lastSays: [ASKS_STREET], never: [FEE, TIME_PROMISE] },
  },

  // ================================================================ a typo in the street type
  {
    id: 'pyq-sms-elm-stret',
    category: 'delivery-typo',
    channel: 'sms',
    steps: ['whole carrot cake delivered sat 4pm to 1412 elm stret, name Bo Reed', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T16:00', name: 'Bo Reed', address: addr('1412 elm', 'name', 'reed') },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-wa-congress-avenu-own-msg',
    category: 'delivery-typo',
    channel: 'whatsapp',
    steps: ['whole red velvet cake delivered sunday 3pm. Name Ivy Tran', '809 congress avenu', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T15:00', name: 'Ivy Tran', address: /809 congress/i },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-web-bee-caves-raod',
    category: 'delivery-typo',
    channel: 'webchat',
    steps: ['Whole lemon cake, delivery Tuesday 1pm to 2200 Bee Caves Raod. Sam Ito 512-555-0303', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-24T13:00', name: 'Sam Ito', phone: '+15125550303', address: addr('2200 bee caves', 'sam', '512') },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-sms-oak-hollow-drvie',
    category: 'delivery-typo',
    channel: 'sms',
    steps: ['whole choc fudge cake delivered mon 10am to 77 oak hollow drvie', 'Tyler Banks', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T10:00', name: 'Tyler Banks', address: /77 oak hollow (dr|drive|drvie)\b/i },
      never: [FEE, TIME_PROMISE],
    },
  },

  // ================================================================ whole cakes delivered: nothing promised
  {
    id: 'pyq-sms-fee-asked-at-summary',
    category: 'delivery-promise',
    channel: 'sms',
    steps: ['whole chocolate fudge cake delivered tmrw 2pm to 600 e riverside dr apt 1108, Zoe Kim', 'wait how much is the delivery fee?', 'ok yes place it'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Zoe Kim', address: /600 e(ast)?\.? riverside dr.*1108/i },
      says: [STAFF],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-wa-window-driver-after',
    category: 'delivery-promise',
    channel: 'whatsapp',
    steps: ['whole lemon cake delivered sunday 11am to 1100 w 38th st, Pia Lund', 'yes', 'cool whats the delivery window? will the driver text me before?'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T11:00', name: 'Pia Lund', address: /1100 w(est)?\.? 38th st/i },
      lastSays: [STAFF],
      never: [FEE, TIME_PROMISE, WINDOW],
    },
  },
  {
    id: 'pyq-web-free-delivery-over-100',
    category: 'delivery-promise',
    channel: 'webchat',
    steps: [
      'A whole chocolate fudge cake and a whole lemon cake delivered Saturday at 5pm to 2901 S Capital of Texas Hwy. Rita Moss 512-555-0306',
      "since it's over $100 is delivery free?",
      'ok, yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'lemon-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-21T17:00',
        name: 'Rita Moss',
        address: addr(String.raw`2901 s(outh)?\.? capital of texas`, 'rita', '512'),
      },
      says: [price(106), STAFF],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-voice-there-by-noon-promise',
    category: 'delivery-promise',
    channel: 'voice',
    steps: ["hi, I need a whole vanilla bean cake delivered monday to 1500 Rio Grande Street, it has to be there by noon, can you promise that? My name's Ellen Shaw", 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T12:00', name: 'Ellen Shaw', address: addr('1500 rio grande st(reet)?', 'it', 'has', 'promise', 'ellen') },
      says: [STAFF],
      never: [FEE, TIME_PROMISE, WINDOW],
    },
  },
  {
    id: 'pyq-web-three-plus-two-cakes-office',
    category: 'delivery-promise',
    channel: 'webchat',
    steps: ['For our office party: 3 whole chocolate fudge cakes and 2 whole carrot cakes delivered Tuesday at 10am to 301 Congress Ave, Suite 1400. Name: Beth Ames, 512-555-0310', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 3 }, { sku: 'carrot-whole', qty: 2 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-24T10:00',
        name: 'Beth Ames',
        address: /301 congress ave.*1400/i,
      },
      says: [price(236)],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-sms-today-by-6-too-soon',
    category: 'delivery-promise',
    channel: 'sms',
    steps: ['can u deliver a whole red velvet cake today by 6? its for tonight'],
    expect: { noOrder: true, says: [NOTICE], never: [FEE, TIME_PROMISE] },
  },
  {
    id: 'pyq-sms-9pm-then-7pm',
    category: 'delivery-time',
    channel: 'sms',
    steps: ['whole lemon cake delivered tmrw at 9pm to 2500 rio grande st, Ed Park', 'oh ok 7pm then', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T19:00', name: 'Ed Park', address: addr('2500 rio grande st', 'ed', 'park') },
      says: [CLOSE_8],
      never: [FEE, TIME_PROMISE],
    },
  },

  // ================================================================ slices asked for delivery
  {
    id: 'pyq-sms-lemon-slices-then-pickup',
    category: 'delivery-slices',
    channel: 'sms',
    steps: ['can u deliver 4 lemon slices to 300 bowie st at 1pm today? Amy Cho', "oh ok i'll pick them up then", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Amy Cho' },
      says: [PICKUP_ONLY, price(23)],
      never: [SLICES_DELIVERED, FEE],
    },
  },
  {
    id: 'pyq-wa-cake-plus-slices-drop-slices',
    category: 'delivery-slices',
    channel: 'whatsapp',
    steps: ['whole choc fudge cake + 2 carrot slices delivered sunday 2pm to 77 rainey st, Dee Lin', 'ugh fine drop the slices, just deliver the cake', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Dee Lin', address: addr('77 rainey st', 'dee', 'lin') },
      says: [PICKUP_ONLY],
      never: [SLICES_DELIVERED, FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-web-6-rv-slices-office-q',
    category: 'delivery-slices',
    channel: 'webchat',
    steps: ['Can you deliver 6 red velvet slices to my office tomorrow?'],
    expect: { noOrder: true, lastSays: [PICKUP_ONLY], never: [SLICES_DELIVERED, FEE, TIME_PROMISE] },
  },
  {
    id: 'pyq-voice-carrot-slices-come-get',
    category: 'delivery-slices',
    channel: 'voice',
    steps: ["hi, could I get three slices of the carrot cake delivered this afternoon, around three, to 1800 Lavaca Street? It's Hank Moore", "oh, okay, then I'll come pick them up at three", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Hank Moore' },
      says: [PICKUP_ONLY],
      never: [SLICES_DELIVERED, FEE],
    },
  },
  {
    id: 'pyq-sms-large-slices-forget-it',
    category: 'delivery-slices',
    channel: 'sms',
    steps: ['can u deliver 2 large choc fudge slices to 1100 s lamar blvd at 3?', 'nah forget it then'],
    expect: { noOrder: true, says: [PICKUP_ONLY], never: [SLICES_DELIVERED, FEE] },
  },
  {
    id: 'pyq-wa-night-slices-then-pickup',
    category: 'delivery-night',
    channel: 'whatsapp',
    now: '2026-11-20T22:00:00-06:00',
    steps: ['hey can u deliver 3 vanilla slices tmrw at 10am to 50 red river st? Ana Lee', 'ok ill pick up then', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T10:00', name: 'Ana Lee' },
      says: [PICKUP_ONLY],
      never: [SLICES_DELIVERED, FEE],
    },
  },

  // ================================================================ pickup and delivery switched before the yes
  {
    id: 'pyq-sms-pickup-deliver-pickup',
    category: 'delivery-switch',
    channel: 'sms',
    steps: ['whole vanilla bean cake pickup sat noon, Nia Ford', 'actually can u deliver it? 1010 w 10th st', "hmm nvm i'll grab it myself", 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Nia Ford' },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-wa-deliver-pickup-deliver-same-address',
    category: 'delivery-switch',
    channel: 'whatsapp',
    steps: ['whole red velvet cake delivered mon 5pm to 45 oak st, Gus Ray', "wait actually i'll pick it up", 'ugh no my car is in the shop 🙄 deliver it after all, same address', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T17:00', name: 'Gus Ray', address: addr('45 oak st', 'gus') },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-web-pickup-then-deliver-no-address',
    category: 'delivery-switch',
    channel: 'webchat',
    steps: ['Whole carrot cake for pickup Sunday at 10am. Lia Chen 512-555-0307', 'Oh wait, can you deliver it instead?', '4500 Duval St, Apt 7', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T10:00', name: 'Lia Chen', phone: '+15125550307', address: /4500 duval st.*\b7\b/i },
      says: [ASKS_ADDRESS],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-voice-deliver-then-pickup-at-noon',
    category: 'delivery-switch',
    channel: 'voice',
    steps: ["hi, I want a whole lemon cake delivered on saturday at eleven in the morning to 2700 Exposition Boulevard, my name's Grace Hill", "actually, you know what, I'll just pick it up myself, and make it noon instead", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Grace Hill' },
      never: [FEE, TIME_PROMISE],
    },
  },

  // ================================================================ delivery questions, no order
  {
    id: 'pyq-sms-round-rock',
    category: 'delivery-question',
    channel: 'sms',
    steps: ['do you deliver to Round Rock?'],
    expect: { noOrder: true, lastSays: [STAFF], never: [AREA_YES('round rock'), FEE, TIME_PROMISE] },
  },
  {
    id: 'pyq-wa-how-much-is-delivery',
    category: 'delivery-question',
    channel: 'whatsapp',
    steps: ['how much is delivery?'],
    expect: { noOrder: true, lastSays: [STAFF], never: [FEE, TIME_PROMISE] },
  },
  {
    id: 'pyq-web-how-long-delivery',
    category: 'delivery-question',
    channel: 'webchat',
    steps: ['How long does delivery usually take once I order?'],
    expect: { noOrder: true, lastSays: [STAFF], never: [FEE, TIME_PROMISE, WINDOW, /same[- ]day deliver/i] },
  },
  {
    id: 'pyq-sms-minimum-for-delivery',
    category: 'delivery-question',
    channel: 'sms',
    steps: ['whats the minimum order for delivery?'],
    expect: { noOrder: true, lastSays: [STAFF], never: [/minimum( order)?( for delivery)? (is|of) \$?\s?\d|\$\s?\d+(\.\d\d)? minimum|no minimum/i, FEE] },
  },
  {
    id: 'pyq-wa-doordash-or-own',
    category: 'delivery-question',
    channel: 'whatsapp',
    steps: ['r u guys on doordash or uber eats? or do u do ur own delivery'],
    expect: {
      noOrder: true,
      lastSays: [STAFF],
      never: [/\b(yes|we are|we're)\b[^.!?]{0,20}\b(on )?(doordash|uber)/i, /(doordash|uber ?eats)[^.!?]{0,30}\b(available|partner|link|app)\b/i, /\bour (own )?drivers?\b/i, FEE],
    },
  },
  {
    id: 'pyq-web-radius-pflugerville',
    category: 'delivery-question',
    channel: 'webchat',
    steps: ["What's your delivery radius? I'm in Pflugerville, about 15 miles out."],
    expect: {
      noOrder: true,
      lastSays: [STAFF],
      never: [AREA_YES('pflugerville'), /\b\d+[- ]mile (radius|range)|within (a |an )?\d+[- ]miles?/i, /(too far|outside (of )?our (delivery )?(area|range|radius))/i, FEE],
    },
  },
  {
    id: 'pyq-voice-fee-question-then-order',
    category: 'delivery-question',
    channel: 'voice',
    steps: ['hey, how much do you charge to deliver a cake?', "okay, well, I'd like a whole carrot cake delivered on monday at one p.m. to 710 West Johanna Street, name's Rita Kane", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T13:00', name: 'Rita Kane', address: /710 w(est)?\.? johanna st/i },
      says: [FEE_ANSWER],
      never: [FEE, TIME_PROMISE],
    },
  },

  // ================================================================ at night
  {
    id: 'pyq-sms-night-fudge-delivery',
    category: 'delivery-night',
    channel: 'sms',
    now: NIGHT,
    steps: ['sorry its late lol. whole choc fudge cake delivered sunday 2pm to 1906 e 38th st, Max Lowe', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Max Lowe', address: addr(String.raw`1906 e(ast)?\.? 38th st`, 'max') },
      says: [LATER],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-voice-early-morning-delivery',
    category: 'delivery-night',
    channel: 'voice',
    now: '2026-11-21T06:45:00-06:00',
    steps: ["hi, good morning, I know you're not open yet, could I get a whole lemon cake delivered tomorrow at noon to 812 Rosedale Terrace? I'm Lucy Hahn", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T12:00', name: 'Lucy Hahn', address: /812 rosedale terrace/i },
      says: [LATER],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-web-night-delivery-no-address',
    category: 'delivery-night',
    channel: 'webchat',
    now: '2026-11-20T23:40:00-06:00',
    steps: ['hi, up late planning. whole red velvet cake delivered Monday at 4pm', 'Its 2406 Rio Grande St, unit 2', 'Cleo Vance 737-555-0312', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T16:00',
        name: 'Cleo Vance',
        phone: '+17375550312',
        address: /2406 rio grande st.*\b2\b/i,
      },
      says: [ASKS_ADDRESS],
      never: [FEE, TIME_PROMISE],
    },
  },

  // ================================================================ custom cakes delivered
  {
    id: 'pyq-sms-custom-8-delivered-28th',
    category: 'delivery-custom',
    channel: 'sms',
    steps: ['custom 8 inch cake, purple w gold stars, says "Happy 30th Jen!", delivered sat nov 28 at 3pm to 2400 e cesar chavez st unit 9. Mia Ross', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-28T15:00',
        name: 'Mia Ross',
        notes: /jen/i,
        address: /2400 e(ast)?\.? cesar chavez st.*\b9\b/i,
      },
      says: [price(65)],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-web-custom-10-sunday-too-soon',
    category: 'delivery-custom',
    channel: 'webchat',
    steps: ['I need a custom 10 inch cake, white with blue hydrangeas, delivered Sunday at 1pm to 6 Lakeview Ct. Wes Lyon 512-555-0308', 'ok then Tuesday at 1pm', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-24T13:00',
        name: 'Wes Lyon',
        notes: /hydrangea/i,
        address: addr('6 lakeview ct', 'wes', '512'),
      },
      says: [CUSTOM_NOTICE, price(85)],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-voice-custom-unicorn-delivered',
    category: 'delivery-custom',
    channel: 'voice',
    steps: ["hi, I'd like to order a custom cake, eight inch, with a pink unicorn on it, delivered on saturday the twenty eighth at noon to 301 Sunset Lane. My name's Nora Gill", 'yes'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-28T12:00', name: 'Nora Gill', notes: /unicorn/i, address: /301 sunset l(ane|n)/i },
      never: [FEE, TIME_PROMISE],
    },
  },

  // ================================================================ delivery chosen, no address given
  {
    id: 'pyq-sms-delivery-no-address',
    category: 'delivery-no-address',
    channel: 'sms',
    steps: ['whole carrot cake delivered sat 1pm, name Ken Wu'],
    expect: { noOrder: true, lastSays: [ASKS_ADDRESS], never: [FEE, TIME_PROMISE] },
  },
  {
    id: 'pyq-web-same-address-as-last-time',
    category: 'delivery-no-address',
    channel: 'webchat',
    steps: ['Please deliver a whole lemon cake to the same address as last time, Saturday at 4pm. Jo Hale 512-555-0309', '12 Lakeview Dr', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T16:00', name: 'Jo Hale', address: /^12 lakeview dr/i },
      says: [ASKS_ADDRESS],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-voice-delivery-address-asked',
    category: 'delivery-no-address',
    channel: 'voice',
    steps: ["hi, I'd like a whole red velvet cake delivered tomorrow at three p.m., it's Frank Ortega", "it's, um, 2219 Bluebonnet Lane", 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Frank Ortega', address: /2219 bluebonnet l(ane|n)/i },
      says: [ASKS_ADDRESS],
      never: [FEE, TIME_PROMISE],
    },
  },

  // ================================================================ around the address
  {
    id: 'pyq-sms-send-to-mom-rosa',
    category: 'delivery-recipient',
    channel: 'sms',
    steps: ['i want to send a whole red velvet cake to my mom Rosa at 1501 w 34th st on sunday at 11am. my name is Carlos Diaz', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T11:00', name: 'Carlos Diaz', address: addr(String.raw`1501 w(est)?\.? 34th st`, 'carlos', 'name') },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-wa-gate-code-4521',
    category: 'delivery-unit',
    channel: 'whatsapp',
    steps: ['deliver a whole choc fudge cake sat 2pm to 3210 lake austin blvd, gate code 4521. name Tia Moss', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Tia Moss', address: GATE_4521 },
      says: [price(48)],
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyq-sms-lemon-tree-ln-fudge',
    category: 'delivery-street-name',
    channel: 'sms',
    steps: ['whole chocolate fudge cake delivered to 12 Lemon Tree Ln saturday 4pm, name Hal Fry', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T16:00', name: 'Hal Fry', address: /12 lemon tree l(n|ane)/i },
      says: [price(48)],
      never: [/lemon (chiffon|cake|slice)/i, FEE, TIME_PROMISE],
    },
  },
];

const notYet = new Set<string>(['pyq-web-512-house-number-737-phone']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
