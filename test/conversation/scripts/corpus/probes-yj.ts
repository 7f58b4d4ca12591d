import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// SEVERAL PEOPLE, SEVERAL ITEMS, AND DELIVERY DETAILS. "One for me and two for my sister" (lines
// for different people added up, or kept apart when they are different products), family and
// coworker orders, office orders with four or five slice lines and counts, "a dozen, half lemon half
// carrot", "one of each slice", orders over $200 (staff approval), exactly 100 of a product (the
// limit) and 101 (over it: the clerk says 100 is the most, nothing placed until the customer
// settles), 100+ slices across two products (each under the limit: fine), a whole cake plus slices
// (pickup: fine; delivery: slices are in-store only, so the customer drops them or picks it all
// up), delivery addresses with apartment / unit numbers and zip codes, an address given in two
// messages, web chat phones in several formats ('(512) 555-0147', '+1 512 555 0147',
// '512.555.0147'), names with an apostrophe or a hyphen, a business name ('Acme Corp, attn
// Dana'), notes for staff ('please box them separately'), an allergy for one of the people, and an
// order sent at night. Every channel.
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46 (walnuts),
// red velvet $50, vanilla bean $44; lemon 10-inch $58. Slices (pickup only, same day): chocolate
// fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean
// $5.50. One regular slice of each kind: $30.25. Delivery: whole / custom cakes only, always
// needs_approval, no fee, area or time invented. Totals over $200: needs_approval. At most 100 of a
// product per order. Any allergy mention: allergy noted, needs_approval. Orders placed 8 PM to
// 8 AM: held_overnight. Web chat needs a phone (stored E.164, +15125550147).
// Clock: Fri 2026-11-20 10:00 Central; Sat 21, Sun 22, Mon 23, Tue 24, Wed 25, Thu 26, Fri 27.

/** A negation or hedge just before a claim makes it a disclaimer ("I can't promise it'll be there by 3"). */
const HEDGED = String.raw`(?<!(?:\bnot|n['’]t|\bnever|\bcannot|\bunable to|\bwhether|\bif|\bsure|\bverify|\bconfirm|\bcheck|\bwithout)\b[^.!?]{0,40})`;
/** Staff look at the order (approval, review). */
const STAFF = /staff|team|approv|review|owner|manager|someone|get back to you|follow up/i;
/** An invented delivery fee (or "free delivery"). */
const FEE = /deliver(y|ies)? (fee|charge|cost)s?[^.!?]{0,20}\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge)|free delivery|delivery (is|would be|will be) free/i;
/** A promised delivery time. */
const TIME_PROMISE = new RegExp(
  HEDGED + String.raw`\b((will|['’]ll) (definitely |certainly )?(arrive|be delivered|get there|be there) (at|by|around|before) \d|(we|I) (can )?(guarantee|promise)\b(?! that)|within \d+\s*(min|minutes|hours?)\b)`,
  'i',
);
/** The clerk says slices are not delivered (pickup / in store only). */
const SLICES_NOT_DELIVERED = /pick ?up only|in[- ]store|in (the )?(store|shop|bakery|cafe)|in person|not (available )?for delivery|(can.?t|cannot|don.?t|do not|aren.?t|are not|not) (be )?deliver|only (deliver|for) (whole|custom)|pick(ed)? (them |those |the slices )?up/i;
/** A claim that slices will be delivered. */
const SLICES_DELIVERED = new RegExp(HEDGED + String.raw`\b(we (can|will|do|['’]ll) deliver (the |your )?(\d+ |those |these )?slices|slices (can|will) be delivered)`, 'i');
/** 100 named as the most of one product. */
const LIMIT_100 = /\b100\b|(one|a) hundred/i;
/** A product called free of an allergen, or safe. */
const SAFE_CLAIM = new RegExp(HEDGED + String.raw`\b((is|are|it['’]?s|they['’]?re) (completely |totally )?(nut|peanut|allergen)[- ]free|(is|are|will be|should be) (perfectly |totally )?safe for)`, 'i');
/** 101 of something taken as an order line. */
const TOOK_101 = /\b101\s*(x\s*)?(vanilla|lemon|slices?)|(one|a) hundred (and )?one (vanilla|lemon|slices?)/i;
/** The address as kept: the core, with no other part of the message (name, day, items) pulled in. */
const addr = (core: string, ...junk: string[]) => new RegExp(String.raw`^(?!.*\b(${junk.join('|')})\b).*${core}`, 'i');
const NIGHT = '2026-11-20T21:30:00-06:00';

const written: Script[] = [
  // ======================================================================== SMS
  {
    id: 'pyj-sms-me-and-sister-slices',
    category: 'several-people',
    channel: 'sms',
    steps: ['hi can i get 1 choc fudge slice for me and 2 lemon slices for my sister, pickup today at 3. Tasha Greene', 'yes'],
    expect: {
      says: [price(18)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Tasha Greene' },
    },
  },
  {
    id: 'pyj-sms-office-four-slice-lines',
    category: 'office-order',
    channel: 'sms',
    steps: ['office order for tmrw 11am pickup: 6 choc fudge, 4 carrot, 5 lemon, 3 red velvet slices. name Priya Shah', 'yes'],
    expect: {
      says: [price(111.25)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 6 }, { sku: 'carrot-slice', qty: 4 }, { sku: 'lemon-slice', qty: 5 }, { sku: 'red-velvet-slice', qty: 3 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T11:00',
        name: 'Priya Shah',
      },
    },
  },
  {
    id: 'pyj-sms-dozen-half-lemon-half-carrot',
    category: 'mixed-dozen',
    channel: 'sms',
    steps: ['a dozen slices mixed, half lemon half carrot, pickup at 4 today. Jo Park', 'yes'],
    expect: {
      says: [price(70.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 6 }, { sku: 'carrot-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Jo Park' },
    },
  },
  {
    id: 'pyj-sms-one-of-each-slice',
    category: 'one-of-each',
    channel: 'sms',
    steps: ['one of each slice pls, pickup 1pm today. Ken Ito', 'yes'],
    expect: {
      says: [price(30.25)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1 }, { sku: 'carrot-slice', qty: 1 }, { sku: 'red-velvet-slice', qty: 1 }, { sku: 'lemon-slice', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:00',
        name: 'Ken Ito',
      },
    },
  },
  {
    id: 'pyj-sms-five-fudge-cakes-over-200',
    category: 'over-200',
    channel: 'sms',
    steps: ['5 whole choc fudge cakes for a work thing mon 9am pickup, name Rob Vance', 'yes'],
    expect: {
      says: [price(240), STAFF],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T09:00', name: 'Rob Vance' },
    },
  },
  {
    id: 'pyj-sms-101-vanilla-then-100',
    category: 'qty-limit',
    channel: 'sms',
    steps: ['need 101 vanilla slices for sat noon pickup, for a church lunch. Lucy Hart', 'ok 100 then', 'yes'],
    expect: {
      says: [LIMIT_100, price(550)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T12:00', name: 'Lucy Hart' },
      never: [TOOK_101],
    },
  },
  {
    id: 'pyj-sms-rv-delivered-drop-slices',
    category: 'whole-plus-slices-delivery',
    channel: 'sms',
    steps: ['deliver a red velvet cake + 4 lemon slices sunday 2pm to 4410 duval st apt 12, 78751. Nora Beck', 'ok just deliver the cake then, forget the slices', 'yes'],
    expect: {
      says: [SLICES_NOT_DELIVERED, STAFF],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Nora Beck', address: addr(String.raw`4410 duval.*\b12\b`, 'nora', 'sunday', 'lemon') },
      never: [SLICES_DELIVERED, FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyj-sms-anne-marie-hyphen',
    category: 'name-punctuation',
    channel: 'sms',
    steps: ['Anne-Marie Dubois here, 2 carrot slices + 1 vanilla slice for pickup at 5:30 today', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:30', name: 'Anne-Marie Dubois' },
    },
  },
  {
    id: 'pyj-sms-box-separately-gifts',
    category: 'staff-notes',
    channel: 'sms',
    steps: ['3 red velvet slices and 3 choc fudge slices for pickup at noon today, please box them separately theyre gifts. Ivy Chen', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 3 }, { sku: 'chocolate-fudge-slice', qty: 3 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:00',
        name: 'Ivy Chen',
        notes: /box|separate/i,
      },
    },
  },
  {
    id: 'pyj-sms-address-in-two-texts',
    category: 'address-split',
    channel: 'sms',
    steps: ['carrot cake delivered tues 24th 3pm, name Gil Moreno', '1207 e 6th st', 'apt 4c, 78702', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-24T15:00', name: 'Gil Moreno', address: /1207 e(ast|\.)? 6th.*4c.*78702/i },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyj-sms-acme-attn-dana-lemons',
    category: 'business-name',
    channel: 'sms',
    steps: ['2 whole lemon cakes for pickup monday 10am for our office. put it under Acme Corp, attn Dana', 'yes'],
    expect: {
      // The contact person is part of the name the order goes under: "Acme Corp, attn Dana".
      says: [/acme[^.\n]{0,30}dana|dana[^.\n]{0,30}acme/i, price(116)],
      order: { items: [{ sku: 'lemon-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T10:00' },
    },
  },
  {
    id: 'pyj-sms-vanilla-cakes-me-and-sisters',
    category: 'several-people',
    channel: 'sms',
    steps: ['one vanilla bean cake for me and 2 more for my sisters, pickup sat 3pm. Dee Walsh', 'yes'],
    expect: {
      says: [price(132)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Dee Walsh' },
    },
  },
  {
    id: 'pyj-sms-change-carrot-count',
    category: 'change-count',
    channel: 'sms',
    steps: ['4 lemon and 4 carrot slices pickup 2pm today, Sam Ortiz', 'actually make the carrot 6, my brother is coming too', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 4 }, { sku: 'carrot-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Sam Ortiz' },
    },
  },
  {
    id: 'pyj-sms-nephew-peanut-allergy',
    category: 'several-people-allergy',
    channel: 'sms',
    steps: ['2 carrot slices for me and 2 vanilla for my nephew, hes allergic to peanuts. pickup 4pm today. Rita Cole', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T16:00', name: 'Rita Cole', allergy: true },
      never: [SAFE_CLAIM],
    },
  },

  {
    id: 'pyj-sms-office-total-question',
    category: 'office-order',
    channel: 'sms',
    steps: ['10 choc fudge slices and 8 carrot slices for my office tmrw 10am pickup', 'whats the total for all that?'],
    expect: { noOrder: true, lastSays: [price(113)] },
  },
  {
    id: 'pyj-sms-night-me-and-sister',
    category: 'several-people-night',
    channel: 'sms',
    now: NIGHT,
    steps: ['2 red velvet slices for me and 2 lemon slices for my sister, pickup tomorrow at 11am. Jade Fox', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T11:00', name: 'Jade Fox' },
    },
  },

  // ======================================================================== WhatsApp
  {
    id: 'pyj-wa-family-four-people',
    category: 'several-people',
    channel: 'whatsapp',
    steps: ['Hi! For the family: 2 slices of red velvet for the kids, a large chocolate fudge for my husband and a lemon slice for me 😊 pickup today at 6pm. Maria Lopez', 'yes'],
    expect: {
      says: [price(28.25)],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }, { sku: 'lemon-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T18:00',
        name: 'Maria Lopez',
      },
    },
  },
  {
    id: 'pyj-wa-whole-carrot-plus-vanilla-slices-pickup',
    category: 'whole-plus-slices',
    channel: 'whatsapp',
    steps: ['whole carrot cake for tomorrow 2pm + 6 vanilla slices, all pickup. Omar Haddad', 'yes'],
    expect: {
      says: [price(79)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Omar Haddad' },
    },
  },
  {
    id: 'pyj-wa-holiday-party-over-200',
    category: 'over-200',
    channel: 'whatsapp',
    steps: ['company holiday party: 2 whole red velvet, 2 whole lemon and 10 choc fudge slices, saturday 11am pickup. Leah Kim', 'yes'],
    expect: {
      says: [price(281), STAFF],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 2 }, { sku: 'lemon-whole', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 10 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T11:00',
        name: 'Leah Kim',
      },
    },
  },
  {
    id: 'pyj-wa-exactly-100-fudge-slices',
    category: 'qty-limit',
    channel: 'whatsapp',
    steps: ['100 slices of chocolate fudge for pickup wednesday at 10am please, for a school event. Ben Adler', 'yes'],
    expect: {
      says: [price(650)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T10:00', name: 'Ben Adler' },
    },
  },
  {
    id: 'pyj-wa-omalley-two-vanilla',
    category: 'name-punctuation',
    channel: 'whatsapp',
    steps: ["2 whole vanilla bean cakes, one for me and one for my mum, pickup sunday at 1pm. Conor O'Malley", 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: "Conor O'Malley" },
    },
  },
  {
    id: 'pyj-wa-lemon-unit-zip',
    category: 'delivery-address',
    channel: 'whatsapp',
    steps: ['Could I get a lemon cake delivered on Tuesday at 11am to 3300 Bee Caves Rd, Unit 210, Austin TX 78746? Name: Hana Sato', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-24T11:00',
        name: 'Hana Sato',
        address: addr(String.raw`3300 bee caves.*210.*78746`, 'hana', 'tuesday'),
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyj-wa-delivery-plus-slices-all-pickup',
    category: 'whole-plus-slices-delivery',
    channel: 'whatsapp',
    steps: ['chocolate fudge cake delivered + 6 carrot slices, sat 3pm to 900 w 29th st #5. Pat Moss', 'oh ok then I will pick it all up myself', 'yes'],
    expect: {
      says: [SLICES_NOT_DELIVERED],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'carrot-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Pat Moss' },
      never: [SLICES_DELIVERED],
    },
  },
  {
    id: 'pyj-wa-three-cakes-boxed-labelled',
    category: 'staff-notes',
    channel: 'whatsapp',
    steps: ['3 whole cakes: 1 choc fudge, 1 carrot, 1 red velvet, monday noon pickup. please box them separately and label each one, they go to 3 different teams. Teresa Gomez', 'yes'],
    expect: {
      says: [price(144)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'carrot-whole', qty: 1 }, { sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-23T12:00',
        name: 'Teresa Gomez',
        notes: /box|separate|label/i,
      },
    },
  },
  {
    id: 'pyj-wa-walker-brown-hyphen',
    category: 'name-punctuation',
    channel: 'whatsapp',
    steps: ['hiya, 2 lemon slices and 2 vanilla slices for pickup at 12:15 today pls', 'Lisa Walker-Brown', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:15', name: 'Lisa Walker-Brown' },
    },
  },
  {
    id: 'pyj-wa-large-for-me-regular-for-coworkers',
    category: 'several-people',
    channel: 'whatsapp',
    steps: ['one large choc fudge slice for me and a regular one each for my 3 coworkers, pickup 12:30 today. Dev Rao', 'yes'],
    expect: {
      says: [price(29)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }, { sku: 'chocolate-fudge-slice', qty: 3 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:30',
        name: 'Dev Rao',
      },
    },
  },
  {
    id: 'pyj-wa-rainey-address-split',
    category: 'address-split',
    channel: 'whatsapp',
    steps: ['can you deliver a vanilla bean cake mon 4pm? Name Rosa Diaz', 'sure, 55 Rainey St', 'Apt 1802, 78701', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T16:00', name: 'Rosa Diaz', address: /55 rainey.*1802.*78701/i },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyj-wa-105-slices-two-kinds',
    category: 'qty-limit',
    channel: 'whatsapp',
    steps: ['for a conference: 60 lemon slices and 45 carrot slices, pickup thursday 26th at 9am. Ali Noor', 'yes'],
    expect: {
      says: [price(615)],
      order: { items: [{ sku: 'lemon-slice', qty: 60 }, { sku: 'carrot-slice', qty: 45 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-26T09:00', name: 'Ali Noor' },
    },
  },
  {
    id: 'pyj-wa-night-office-slices',
    category: 'office-order-night',
    channel: 'whatsapp',
    now: NIGHT,
    steps: ['sorry its late! office order for tomorrow 10am pickup: 5 red velvet, 5 lemon, 4 vanilla, 2 carrot slices. Ella Novak', 'slices, they are all slices', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 5 }, { sku: 'lemon-slice', qty: 5 }, { sku: 'vanilla-bean-slice', qty: 4 }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'held_overnight',
        at: '2026-11-21T10:00',
        name: 'Ella Novak',
      },
    },
  },

  // ======================================================================== Voice
  {
    id: 'pyj-voice-me-and-sister',
    category: 'several-people',
    channel: 'voice',
    steps: ["hi, I'd like one slice of carrot cake for me and two slices of red velvet for my sister, to pick up today at two thirty. my name is Dolores Vega", { press: '1' }],
    expect: {
      says: [price(19)],
      order: { items: [{ sku: 'carrot-slice', qty: 1 }, { sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: 'Dolores Vega' },
    },
  },
  {
    id: 'pyj-voice-dozen-lemon-vanilla',
    category: 'mixed-dozen',
    channel: 'voice',
    steps: ["yeah, um, I need a dozen slices, half lemon and half vanilla bean, I'll pick them up tomorrow at ten in the morning. name's Frank Hill", { press: '1' }],
    expect: {
      says: [price(67.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 6 }, { sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Frank Hill' },
    },
  },
  {
    id: 'pyj-voice-one-of-every-slice',
    category: 'one-of-each',
    channel: 'voice',
    steps: ["hi, can I get one of every kind of slice you have? I'll come by at four this afternoon. this is Grace Obi", { press: '1' }],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1 }, { sku: 'carrot-slice', qty: 1 }, { sku: 'red-velvet-slice', qty: 1 }, { sku: 'lemon-slice', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Grace Obi',
      },
    },
  },
  {
    id: 'pyj-voice-four-lemon-cakes-over-200',
    category: 'over-200',
    channel: 'voice',
    steps: ["hello, I'd like four whole lemon cakes for a reunion, pick up saturday at noon. my name is Walter Briggs", { press: '1' }],
    expect: {
      says: [price(232), STAFF],
      order: { items: [{ sku: 'lemon-whole', qty: 4 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T12:00', name: 'Walter Briggs' },
    },
  },
  {
    id: 'pyj-voice-office-four-lines',
    category: 'office-order',
    channel: 'voice',
    steps: ["hi, this is for our office, eight chocolate fudge slices, six carrot, four lemon and two vanilla bean, pick up monday at nine thirty in the morning. name is Helen Cho", { press: '1' }],
    expect: {
      says: [price(122)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 8 }, { sku: 'carrot-slice', qty: 6 }, { sku: 'lemon-slice', qty: 4 }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-23T09:30',
        name: 'Helen Cho',
      },
    },
  },
  {
    id: 'pyj-voice-obrien-cake-and-slices',
    category: 'name-punctuation',
    channel: 'voice',
    steps: ["hi there, a whole chocolate fudge cake and four lemon slices, pick up sunday at three p.m., my name is Patrick O'Brien", 'yes'],
    expect: {
      says: [price(71)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: "Patrick O'Brien" },
    },
  },
  {
    id: 'pyj-voice-carrot-red-river-apt-zip',
    category: 'delivery-address',
    channel: 'voice',
    steps: ["hi, I'd like a carrot cake delivered wednesday at five in the evening to 1801 Red River Street, apartment 6B, zip code 78701. name's Jorge Ruiz", { press: '1' }],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-25T17:00',
        name: 'Jorge Ruiz',
        address: addr(String.raw`1801 red river.*6 ?b`, 'jorge', 'wednesday'),
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyj-voice-rv-delivered-skip-slices',
    category: 'whole-plus-slices-delivery',
    channel: 'voice',
    steps: ["hi, could you deliver a red velvet cake and three chocolate slices on sunday at noon to 600 Barton Springs Road? I'm Carla Mendes", "oh, okay, skip the slices then, just deliver the cake", { press: '1' }],
    expect: {
      says: [SLICES_NOT_DELIVERED],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T12:00', name: 'Carla Mendes', address: /600 barton springs/i },
      never: [SLICES_DELIVERED, FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyj-voice-acme-attention-dana',
    category: 'business-name',
    channel: 'voice',
    steps: ["hi, I'm ordering for Acme Corp, attention Dana, ten red velvet slices and ten carrot slices for pick up tomorrow at one p.m.", 'put it under Acme Corp, attention Dana', { press: '1' }],
    expect: {
      says: [/acme/i, price(125)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 10 }, { sku: 'carrot-slice', qty: 10 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00' },
    },
  },
  {
    id: 'pyj-voice-two-vanilla-boxed-separately',
    category: 'staff-notes',
    channel: 'voice',
    steps: ["hi, two whole vanilla bean cakes to pick up tuesday at eleven a.m., one's for my mom and one's for my aunt, so please box them separately. name's Irene Park", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T11:00', name: 'Irene Park', notes: /box|separate/i },
    },
  },
  {
    id: 'pyj-voice-101-vanilla-then-100',
    category: 'qty-limit',
    channel: 'voice',
    steps: ["hi, I need a hundred and one vanilla bean slices for a wedding brunch, pick up friday the twenty seventh at noon. name's Oscar Lind", "okay, just make it a hundred then", { press: '1' }],
    expect: {
      says: [LIMIT_100],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-27T12:00', name: 'Oscar Lind' },
      never: [TOOK_101],
    },
  },
  {
    id: 'pyj-voice-kids-and-husband',
    category: 'several-people',
    channel: 'voice',
    steps: ["hi, um, three lemon slices for me and my two kids, and a red velvet slice for my husband, pick up at five thirty today. this is Nina Brooks", { press: '1' }],
    expect: {
      says: [price(23.75)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }, { sku: 'red-velvet-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:30', name: 'Nina Brooks' },
    },
  },
  {
    id: 'pyj-voice-address-two-turns',
    category: 'address-split',
    channel: 'voice',
    steps: ["hi, I want a chocolate fudge cake delivered on monday at two p.m., my name is Tom Akers", "it's 4800 Burnet Road", "and that's suite 150, zip 78756", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-23T14:00', name: 'Tom Akers', address: /4800 burnet.*150.*78756/i },
      never: [FEE, TIME_PROMISE],
    },
  },

  // ======================================================================== Web chat
  {
    id: 'pyj-web-phone-parens',
    category: 'phone-format',
    channel: 'webchat',
    steps: ['Hi! I need 2 lemon and 2 carrot slices for pickup today at 3pm', 'Mei Lin', '(512) 555-0147', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Mei Lin', phone: '+15125550147' },
    },
  },
  {
    id: 'pyj-web-phone-plus1-spaces-anne-marie',
    category: 'phone-format',
    channel: 'webchat',
    steps: ["A dozen slices please, half red velvet and half vanilla bean, pickup tomorrow at noon. I'm Anne-Marie Fournier, phone +1 512 555 0147", 'yes'],
    expect: {
      says: [price(72)],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 6 }, { sku: 'vanilla-bean-slice', qty: 6 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T12:00',
        name: 'Anne-Marie Fournier',
        phone: '+15125550147',
      },
    },
  },
  {
    id: 'pyj-web-phone-dots-office',
    category: 'phone-format',
    channel: 'webchat',
    steps: ['Office order: 10 chocolate fudge slices, 6 lemon, 6 carrot and 4 red velvet, pickup Monday at 10:30am.', 'Marcus Webb, 512.555.0147', 'yes'],
    expect: {
      says: [price(161.5)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 10 }, { sku: 'lemon-slice', qty: 6 }, { sku: 'carrot-slice', qty: 6 }, { sku: 'red-velvet-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-23T10:30',
        name: 'Marcus Webb',
        phone: '+15125550147',
      },
    },
  },
  {
    id: 'pyj-web-offsite-over-200-northwind',
    category: 'over-200',
    channel: 'webchat',
    steps: ["We're catering a team offsite: 3 whole carrot cakes and 2 whole chocolate fudge for Tuesday Nov 24 at 8:30am pickup. Please put it under Northwind Ltd, attn Sam Lee. Phone (512) 555-0181", 'yes'],
    expect: {
      says: [price(234), STAFF, /northwind/i],
      never: [/can.?t help with that|cannot help with that/i],
      order: { items: [{ sku: 'carrot-whole', qty: 3 }, { sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T08:30', phone: '+15125550181' },
    },
  },
  {
    id: 'pyj-web-lemon-unit-zip-delivery',
    category: 'delivery-address',
    channel: 'webchat',
    steps: ['Please deliver a whole lemon cake to 500 E Cesar Chavez St, Unit 1204, Austin, TX 78701 on Sunday 11/22 at 1 PM', 'Harold Fenn', '(737) 555-0122', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T13:00',
        name: 'Harold Fenn',
        phone: '+17375550122',
        address: addr(String.raw`500 e(ast|\.)? cesar chavez.*1204.*78701`, 'sunday', 'harold'),
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyj-web-address-two-messages',
    category: 'address-split',
    channel: 'webchat',
    steps: ["I'd like a chocolate fudge cake delivered Saturday at 5pm.", 'Address is 2501 Lake Austin Blvd', 'Apt 304, 78703', 'Yolanda Price, 512.555.0190', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-21T17:00',
        name: 'Yolanda Price',
        phone: '+15125550190',
        address: /2501 lake austin.*304.*78703/i,
      },
      never: [FEE, TIME_PROMISE],
    },
  },
  {
    id: 'pyj-web-delivery-then-pickup-all',
    category: 'whole-plus-slices-delivery',
    channel: 'webchat',
    steps: ['Can I get a vanilla bean cake plus 4 red velvet slices delivered to 78 Rosewood Ave tomorrow at 4pm?', "Then I'll just pick everything up at 4", 'Gloria Nash, +1 512 555 0175', 'yes'],
    expect: {
      says: [SLICES_NOT_DELIVERED],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Gloria Nash', phone: '+15125550175' },
      never: [SLICES_DELIVERED],
    },
  },
  {
    id: 'pyj-web-101-lemon-question',
    category: 'qty-limit',
    channel: 'webchat',
    steps: ['Can I order 101 lemon slices for pickup Saturday at 9am? It is for a fun run.'],
    expect: { noOrder: true, says: [LIMIT_100], never: [TOOK_101] },
  },
  {
    id: 'pyj-web-one-of-each-boxed-oconnor',
    category: 'staff-notes',
    channel: 'webchat',
    steps: ["One of each slice, each boxed separately please, they're for different people. Pickup at 12:30 today.", "Liam O'Connor", '(512) 555-0163', 'yes'],
    expect: {
      says: [price(30.25)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1 }, { sku: 'carrot-slice', qty: 1 }, { sku: 'red-velvet-slice', qty: 1 }, { sku: 'lemon-slice', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:30',
        name: "Liam O'Connor",
        phone: '+15125550163',
        notes: /box|separate/i,
      },
    },
  },
  {
    id: 'pyj-web-me-and-sister-wholes',
    category: 'several-people',
    channel: 'webchat',
    steps: ["One whole carrot cake for me and two whole chocolate fudge cakes for my sister's bake sale, pickup Saturday at 10:30am.", "Mary-Kate O'Neill, (512) 555-0139", 'yes'],
    expect: {
      says: [price(142)],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'chocolate-fudge-whole', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T10:30',
        name: "Mary-Kate O'Neill",
        phone: '+15125550139',
      },
    },
  },
  {
    id: 'pyj-web-question-mid-office-order',
    category: 'office-order',
    channel: 'webchat',
    steps: ['I need slices for a meeting tomorrow at 9am: 8 lemon, 8 vanilla bean and 4 large chocolate fudge', 'How much is that altogether?', 'Great. Name is Bea Lund, phone 512-555-0152', 'yes'],
    expect: {
      says: [price(128)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 8 }, { sku: 'vanilla-bean-slice', qty: 8 }, { sku: 'chocolate-fudge-slice', qty: 4, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T09:00',
        name: 'Bea Lund',
        phone: '+15125550152',
      },
    },
  },
  {
    id: 'pyj-web-custom-plus-wholes-delivery-suite',
    category: 'delivery-address',
    channel: 'webchat',
    steps: ["Delivery for our office party Wed 11/25 at 3pm: one 10-inch custom cake, navy with silver stars, writing 'Happy Holidays Team', plus 2 whole red velvet cakes. Address: 100 Congress Ave, Suite 2200, Austin 78701. Name: Ruth Kane, (512) 555-0128", 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }, { sku: 'red-velvet-whole', qty: 2 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-25T15:00',
        name: 'Ruth Kane',
        phone: '+15125550128',
        address: addr(String.raw`100 congress.*2200`, 'ruth', 'red velvet'),
        notes: /holidays team/i,
      },
      // The design and writing are the custom cake's, not the red velvet cakes'.
      never: [FEE, TIME_PROMISE, /(write|writing)[^.]{0,60}on the red velvet/i, /red velvet[^;.]{0,60}note "[^"]*(holidays|navy)/i],
    },
  },
];

const notYet = new Set<string>(['pyj-sms-acme-attn-dana-lemons']);

export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
