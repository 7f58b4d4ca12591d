import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// THE WEB CHAT AND PASTED ORDERS: orders pasted from an email, a list or a spreadsheet (dash and
// bullet lists, numbered lines "1. ..." and "1. 2 lemon slices 2. ..." on one line, "qty: 3",
// "x2", "2x", tabs, a markdown table, **bold** and `code`, emoji bullets), an order form filled in
// ("Name:", "Phone:", "Email:", "Pickup:", "Date:", "Time:", "Items:", "Allergies: none",
// "Notes:"), a forwarded email with its From/Date/Subject header, a hard-wrapped email, a signature
// ("Sent from my iPhone"), a forwarded WhatsApp chat with its time stamps, a catalog line pasted
// back ("Chocolate Fudge Cake (whole, 8-inch) — 1", "$5.75 x 2": the 8 and the price are not
// counts), the assistant's numbered options answered by number ("2", pressing 2 on a call) or by
// name ("the second one, the carrot"), a customer who types everything in one long message and
// then corrects one field (time, phone, name, day, a count), text pasted with odd spacing and line
// breaks, web chat customers who give an email address instead of a phone (the web chat needs a
// phone: the clerk asks for one, never reads the email as a phone, a count or a name, and never
// says it will email anything), a seven-digit number (the area code is asked), an international
// number, and very short web messages ("hi", "menu", "price?", "hours", "delivery?").
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46 (walnuts),
// red velvet $50 (allergens unknown), vanilla bean $44 (allergens unknown); lemon chiffon 10-inch
// $58. Slices (same day, pickup only): chocolate fudge $6.50 regular / $9.50 large, carrot $6.00,
// red velvet $6.50, lemon $5.75, vanilla bean $5.50. Strawberry shortcake (whole and slice) is not
// available. Custom cake 8-inch from $65, 10-inch from $85, 72 h notice, always needs_approval.
// Drinks (drip coffee, latte, hot tea) in the cafe only. Delivery: needs_approval, no fee or time.
// Orders placed 20:00-08:00: held_overnight. Hours usually 8 AM to 8 PM Central, 7 days.
// Web chat asks for a phone (stored +1...); SMS, WhatsApp and calls use the sender's number.
// Clock: Fri 2026-11-20 10:00 Central; Sat 21 = tomorrow, Sun 22, Mon 23, Tue 24, Wed 25, Sat 28.

/** An order id: only a placed order has one. */
const ORDER_ID = /\bord_[0-9a-z]{20}\b/;
/** Staff, the owner or a person will take it from here. */
const STAFF = /staff|team|owner|manager|a person|someone|colleague|member of|get (back|in touch)|reach out|contact you|call you|confirm/i;
/** The clerk asks for (or speaks of) a phone number. */
const PHONE_ASK = /phone|number|reach you|text you|call you/i;
/** The clerk says it will email, or has emailed, something: the assistant has no email. */
const EMAIL_CLAIM =
  /(I'?ll|I will|we'?ll|we will|I'?ve|I have|we'?ve|we have|has been|have been|was|is being|will be)\s+(also\s+|just\s+|now\s+)?(e-?mail(ed)?|sen[dt])\b[^.!?]{0,40}(e-?mail|inbox|@)|check your (e-?mail|inbox)|(confirmation|receipt)[^.!?]{0,20}(to|at) [\w.]+@/i;
/** "I did not catch that" to a message that said something plain. */
const NOT_CAUGHT = /(did ?n.?t|did not|could ?n.?t|could not) (quite )?(catch|understand|get)\b/i;
/** An email address read as the order's name or phone. */
const EMAIL_AS_FIELD = /(name|phone|number)\s*:?\s*[\w.+-]+@/i;
/** An invented delivery fee. */
const FEE = /deliver(y|ies)? (fee|charge|costs?)[^.!?]{0,15}(\$\s?\d|\d+(\.\d\d)? (dollars|USD))|free delivery|delivery is free/i;
/** A delivery time promised. */
const DELIVERY_PROMISE = /\bwill (arrive|be delivered|get there|be there|reach you) (by|at|before|around|within)\b|\bwithin \d+ (minutes|hours)\b|(driver|courier) (will|is)/i;
/** The drinks rule: in the cafe only. */
const DRINKS_RULE = /caf[eé]|in[- ]store|in person|drinks?|beverages?|coffee|latte|can.?t (be )?(order|add)|cannot (be )?(order|add)/i;
/** A drink put on the order. */
const DRINK_ADDED = /\b(added|adding|I['’]ll add|I['’]ve added|including)\b[^.!?]{0,30}\blattes?\b|\b\d+ x (large )?(latte|drip coffee|hot tea)\b/i;
/** Never "safe" or "free of" an allergen. */
const SAFE_CLAIM = /\b(is|are|it'?s|they'?re|should be|will be|would be)\s+(perfectly |totally |completely |100% )?(safe|fine|ok|okay)\s+for\b|\b(nut|peanut|gluten|dairy|egg|walnut)[- ]free\b(?![^.]{0,40}(cannot|can.?t|not|no) )|no (nuts|peanuts|gluten|walnuts) in\b/i;
/** Something said to be not available now. */
const NOT_AVAILABLE = /not available|unavailable|sold out|out of season|seasonal|not (in|on) (the menu|season)|do ?n.?t have|we are out/i;
/** Notice for a custom cake. */
const CUSTOM_NOTICE = /72|3 days|three days/i;
/** A rating invented. */
const RATING = /\b\d(\.\d)? ?(stars?|\/ ?5)\b|best[- ]selling|most popular|customer favou?rite/i;

const T = (h: number, m = 0): RegExp => {
  const hour12 = h % 12 || 12;
  const ampm = h < 12 ? 'a\\.?m\\.?' : 'p\\.?m\\.?';
  const words = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'][h % 12];
  const mm = m === 0 ? '(:00)?' : `:${String(m).padStart(2, '0')}`;
  return new RegExp(`\\b${hour12}${mm}\\s*${ampm}|\\b${words}${m === 0 ? '' : '[- ]\\w+'}\\s*(${ampm}|o.?clock|in the (afternoon|morning|evening))`, 'i');
};

const written: Script[] = [
  // ================================================================ pasted lists
  {
    id: 'pyv-web-dash-bullets-three-slices',
    category: 'pasted-list',
    channel: 'webchat',
    steps: ["Hi! here's what we need:\n- 2 lemon slices\n- 1 carrot slice\n- 1 large choc fudge slice\npickup today 2pm\nKate Moreno 512-555-0401", 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Kate Moreno',
        phone: '+15125550401',
      },
      says: [price(27), ORDER_ID],
    },
  },
  {
    id: 'pyv-sms-numbered-lines-cake-and-slices',
    category: 'pasted-list',
    channel: 'sms',
    steps: ['1. whole carrot cake\n2. 3 red velvet slices\n\npickup sat 11am. Tom Reyes', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'red-velvet-slice', qty: 3 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T11:00',
        name: 'Tom Reyes',
      },
      says: [price(65.5)],
    },
  },
  {
    id: 'pyv-sms-inline-numbering-one-line',
    category: 'pasted-list',
    channel: 'sms',
    steps: ['1. 2 lemon slices 2. 1 carrot slice 3. 1 vanilla bean slice - pickup 3pm today, Ana Lima', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Ana Lima',
      },
      says: [price(23)],
    },
  },
  {
    id: 'pyv-wa-emoji-bullets',
    category: 'pasted-list',
    channel: 'whatsapp',
    steps: ['🍰 2x vanilla bean slice\n🍰 2x lemon slice\n⏰ 4pm today\n👤 Lena Ortiz', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'vanilla-bean-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Lena Ortiz',
      },
      says: [price(22.5)],
    },
  },
  {
    id: 'pyv-web-item-qty-lines',
    category: 'pasted-form',
    channel: 'webchat',
    steps: ['Item: carrot slice\nQty: 3\nItem: red velvet slice\nQty: 2\nPickup: today 5pm\nName: Ben Hall\nPhone: 512-555-0402', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-slice', qty: 3 }, { sku: 'red-velvet-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T17:00',
        name: 'Ben Hall',
        phone: '+15125550402',
      },
      says: [price(31)],
    },
  },
  {
    id: 'pyv-sms-tab-separated-then-time-name',
    category: 'pasted-list',
    channel: 'sms',
    steps: ['carrot slice\t2\nlemon slice\t1\nchoc fudge slice (large)\t2', 'pickup 1pm today, name Ava Lin', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'lemon-slice', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:00',
        name: 'Ava Lin',
      },
      says: [price(36.75)],
    },
  },
  {
    id: 'pyv-wa-x2-suffix',
    category: 'pasted-list',
    channel: 'whatsapp',
    steps: ['red velvet slice x2, choc fudge slice x2 (large) for 12:30 today pls - Dev Shah', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:30',
        name: 'Dev Shah',
      },
      says: [price(32)],
    },
  },
  {
    id: 'pyv-web-markdown-bold-code',
    category: 'markdown',
    channel: 'webchat',
    steps: ['**2** lemon slices and **1** carrot slice, *pickup* at `3pm` today. Name: **Jill Fox**, phone 737-555-0403', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Jill Fox',
        phone: '+17375550403',
      },
      never: [/\*\*/],
    },
  },
  {
    id: 'pyv-web-markdown-table',
    category: 'markdown',
    channel: 'webchat',
    steps: ['| item | qty |\n|---|---|\n| lemon slice | 2 |\n| carrot slice | 3 |\n\npickup today at noon, Raj Patel, 512-555-0421', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 3 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:00',
        name: 'Raj Patel',
        phone: '+15125550421',
      },
      says: [price(29.5)],
    },
  },
  {
    id: 'pyv-web-qty-prefix-lines',
    category: 'pasted-list',
    channel: 'webchat',
    steps: ['qty 2 - lemon slice\nqty 1 - chocolate fudge slice, large\nPickup today 6pm\nName: Bo Kim\nPhone: 512-555-0430', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T18:00',
        name: 'Bo Kim',
        phone: '+15125550430',
      },
      says: [price(21)],
    },
  },
  {
    id: 'pyv-sms-2x-prefix-asks-form',
    category: 'pasted-list',
    channel: 'sms',
    steps: ['2x lemon\n1x carrot\nfor 2pm today, Ada Moss', 'slices, both of them', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Ada Moss',
      },
      says: [price(17.5)],
    },
  },
  {
    id: 'pyv-web-catalog-lines-pasted-8-inch',
    category: 'pasted-catalog',
    channel: 'webchat',
    steps: ['Chocolate Fudge Cake (whole, 8-inch) — 1\nVanilla Bean Cake (slice) — 4\nPickup: Saturday 12pm\nName: Cora Lee\nPhone: 512-555-0420', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T12:00',
        name: 'Cora Lee',
        phone: '+15125550420',
      },
      says: [price(70)],
    },
  },
  {
    id: 'pyv-sms-prices-pasted-with-lines',
    category: 'pasted-catalog',
    channel: 'sms',
    steps: ['Lemon Chiffon Cake (slice) - $5.75 x 2\nCarrot Cake (slice) - $6.00 x 1\nfor pickup today 3pm, Eva Moss', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Eva Moss',
      },
      says: [price(17.5)],
    },
  },
  {
    id: 'pyv-wa-bullets-with-latte',
    category: 'pasted-list',
    channel: 'whatsapp',
    steps: ['• 2 lemon slices\n• 2 carrot slices\n• 1 large latte\npickup 11am today, Hugo Lam', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T11:00',
        name: 'Hugo Lam',
      },
      says: [DRINKS_RULE, price(23.5)],
      never: [DRINK_ADDED],
    },
  },
  {
    id: 'pyv-web-strawberry-in-list-skip-it',
    category: 'pasted-list',
    channel: 'webchat',
    steps: ['- 2 strawberry shortcake slices\n- 2 lemon slices\npickup 3pm today. Zoe Hart 512-555-0422', 'ok skip the strawberry', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Zoe Hart',
        phone: '+15125550422',
      },
      says: [NOT_AVAILABLE],
    },
  },
  {
    id: 'pyv-sms-remove-line-2-of-my-list',
    category: 'pasted-list',
    channel: 'sms',
    steps: ['1. 2 lemon slices\n2. 2 carrot slices\n3. 1 red velvet slice\npickup 2pm today, Ivy Cho', 'actually remove #2 from my list', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'red-velvet-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Ivy Cho',
      },
    },
  },
  {
    id: 'pyv-web-hi-then-paste-no-labels',
    category: 'pasted-list',
    channel: 'webchat',
    steps: ['hi', "here's my order\n1 whole lemon chiffon cake\n2 choc fudge slices\npickup sunday 2pm\nAmir Haddad\n512 555 0423", 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-whole', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T14:00',
        name: 'Amir Haddad',
        phone: '+15125550423',
      },
      says: [price(71)],
    },
  },

  // ================================================================ order forms
  {
    id: 'pyv-web-form-whole-cake',
    category: 'pasted-form',
    channel: 'webchat',
    steps: ['Name: Sam Ortiz\nPhone: (512) 555-0404\nPickup: Saturday 2pm\nItems: 1 whole red velvet cake', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Sam Ortiz', phone: '+15125550404' },
      says: [price(50)],
    },
  },
  {
    id: 'pyv-web-form-delivery-two-cakes',
    category: 'pasted-form',
    channel: 'webchat',
    steps: [
      'Name: Claire Dubois\nPhone: 512-555-0414\nPickup or delivery: delivery\nAddress: 4410 Duval St, Austin TX 78751\nDate: Saturday 11/28\nTime: 1pm\nItems: 1 whole red velvet cake, 1 whole carrot cake',
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }, { sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-28T13:00',
        name: 'Claire Dubois',
        phone: '+15125550414',
        address: /4410 Duval St/i,
      },
      says: [price(96), STAFF],
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pyv-web-form-allergies-none',
    category: 'pasted-form',
    channel: 'webchat',
    steps: ['Name: Max Weber\nPhone: 512-555-0415\nPickup: Saturday 11am\nItems: 1 whole lemon chiffon cake\nAllergies: none', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Max Weber', phone: '+15125550415', allergy: false },
      says: [price(58)],
    },
  },
  {
    id: 'pyv-wa-form-allergies-tree-nuts',
    category: 'pasted-form',
    channel: 'whatsapp',
    steps: ['Name: Ruth Cole\nPickup: tomorrow 3pm\nItems: 4 vanilla bean slices\nAllergies: tree nuts (my son)', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Ruth Cole', allergy: true },
      says: [STAFF],
      never: [SAFE_CLAIM],
    },
  },
  {
    id: 'pyv-web-form-notes-writing',
    category: 'pasted-form',
    channel: 'webchat',
    steps: ["Name: Tara Singh\nPhone: 512-555-0416\nPickup: Sunday 1pm\nItems: whole chocolate fudge cake\nNotes: please write 'Happy Birthday Mo' on top", 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T13:00',
        name: 'Tara Singh',
        phone: '+15125550416',
        notes: /Happy Birthday Mo/i,
      },
    },
  },
  {
    id: 'pyv-sms-form-product-qty-date-time',
    category: 'pasted-form',
    channel: 'sms',
    steps: ['Product: Lemon Chiffon Cake Slice\nQty: 4\nDate: 11/20\nTime: 3:30 PM\nName: Gwen Ito', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:30', name: 'Gwen Ito' },
      says: [price(23)],
    },
  },
  {
    id: 'pyv-web-form-custom-10-inch',
    category: 'pasted-form',
    channel: 'webchat',
    steps: ["Cake: custom\nSize: 10 inch\nDesign: pink and gold, says 'Happy 30th Jess'\nPickup: Tuesday 11/24 at 5pm\nName: Nina Brooks\nPhone: 512-555-0417", 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T17:00',
        name: 'Nina Brooks',
        phone: '+15125550417',
        notes: /30th Jess/i,
      },
      says: [price(85), STAFF],
    },
  },
  {
    id: 'pyv-web-form-custom-too-soon-then-wednesday',
    category: 'pasted-form',
    channel: 'webchat',
    steps: ['Name: Leo Park\nPhone: 512-555-0418\nPickup: tomorrow 2pm\nItems: custom 8 inch cake, blue with white stars', 'ok then wednesday, same time', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-25T14:00',
        name: 'Leo Park',
        phone: '+15125550418',
        notes: /stars/i,
      },
      says: [CUSTOM_NOTICE],
    },
  },
  {
    id: 'pyv-wa-forwarded-chat-timestamps',
    category: 'pasted-chat',
    channel: 'whatsapp',
    steps: [
      '[11/20, 9:41 AM] Mom: can you order 2 carrot slices and 2 lemon slices for pickup at 3 today\n[11/20, 9:42 AM] Mom: under my name Helen Ward',
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Helen Ward',
      },
      says: [price(23.5)],
    },
  },

  // ================================================================ emails pasted
  {
    id: 'pyv-web-hard-wrapped-email',
    category: 'pasted-email',
    channel: 'webchat',
    steps: [
      'Hello,\n\nI would like to order one whole carrot cake for pickup on\nSaturday at noon. My name is Pat\nKim and my phone number is\n512-555-0411.\n\nThank you!',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Pat Kim', phone: '+15125550411' },
      says: [price(46)],
    },
  },
  {
    id: 'pyv-web-forwarded-email-header',
    category: 'pasted-email',
    channel: 'webchat',
    steps: [
      '---------- Forwarded message ---------\nFrom: Linda Park <linda.park@gmail.com>\nDate: Thu, Nov 19, 2026 at 8:14 PM\nSubject: cake order\n\nHi, can I get 2 whole vanilla bean cakes for Sunday at 10am pickup?\nThanks,\nLinda\n512-555-0412',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', phone: '+15125550412' },
      says: [price(88), /Linda/],
      never: [EMAIL_CLAIM, EMAIL_AS_FIELD],
    },
  },
  {
    id: 'pyv-sms-signature-sent-from-iphone',
    category: 'pasted-email',
    channel: 'sms',
    steps: ['2 red velvet slices for 5pm today\n\n--\nJenna Price\njenna.price@acme.co\nSent from my iPhone', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Jenna Price' },
      never: [EMAIL_CLAIM, /iphone/i],
    },
  },

  // ================================================================ email instead of a phone (web chat)
  {
    id: 'pyv-web-form-email-asks-phone',
    category: 'webchat-phone',
    channel: 'webchat',
    steps: ['Name: Priya Shah\nEmail: priya.shah88@gmail.com\nPickup: Sunday 10am\nItems: 2 whole chocolate fudge cakes', '512-555-0405', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Priya Shah', phone: '+15125550405' },
      says: [PHONE_ASK, price(96)],
      never: [EMAIL_CLAIM, EMAIL_AS_FIELD],
    },
  },
  {
    id: 'pyv-web-email-given-when-phone-asked',
    category: 'webchat-phone',
    channel: 'webchat',
    steps: ['2 lemon slices at 3 today, Mia Chen', 'mia.chen@gmail.com', '512-555-0406', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Mia Chen', phone: '+15125550406' },
      says: [PHONE_ASK],
      never: [EMAIL_CLAIM, EMAIL_AS_FIELD],
    },
  },
  {
    id: 'pyv-web-can-you-just-email-me',
    category: 'webchat-phone',
    channel: 'webchat',
    steps: ['1 whole vanilla bean cake for pickup tomorrow at noon. Greta Holm', 'do i have to give a phone? can you just email me at greta.holm@proton.me', 'fine, 737 555 0407', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Greta Holm', phone: '+17375550407' },
      says: [PHONE_ASK],
      never: [EMAIL_CLAIM, EMAIL_AS_FIELD, NOT_CAUGHT],
    },
  },
  {
    id: 'pyv-web-email-only-no-phone-given',
    category: 'webchat-phone',
    channel: 'webchat',
    steps: ['3 carrot slices for 4pm today, name Olu Ade', 'i dont give out my number. email is olu.ade@mail.com'],
    expect: {
      noOrder: true,
      lastSays: [PHONE_ASK],
      never: [EMAIL_CLAIM, EMAIL_AS_FIELD, ORDER_ID, NOT_CAUGHT],
    },
  },
  {
    id: 'pyv-web-name-and-email-one-line',
    category: 'webchat-phone',
    channel: 'webchat',
    steps: ['whole red velvet cake, sunday 4pm pickup', 'Ana Ruiz, ana.ruiz2@outlook.com', '512 555 0431', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T16:00', name: 'Ana Ruiz', phone: '+15125550431' },
      never: [EMAIL_CLAIM, EMAIL_AS_FIELD],
    },
  },
  {
    id: 'pyv-web-seven-digit-phone',
    category: 'webchat-phone',
    channel: 'webchat',
    steps: ['2 vanilla bean slices at 2pm today, Gus Lowe', '555-0428', '512-555-0428', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Gus Lowe', phone: '+15125550428' },
      says: [/area code|full|10[- ]digit|ten[- ]digit|whole number|complete/i],
    },
  },
  {
    id: 'pyv-web-international-phone',
    category: 'webchat-phone',
    channel: 'webchat',
    steps: ['1 whole carrot cake for sunday noon pickup, Ian Reid', '+44 7700 900123', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Ian Reid', phone: '+447700900123' },
    },
  },

  // ================================================================ one long message, then one field corrected
  {
    id: 'pyv-web-long-then-correct-time',
    category: 'long-then-correct',
    channel: 'webchat',
    steps: [
      "Hi there! I'd like to order 1 whole chocolate fudge cake for pickup Saturday at 3pm. My name is Rosa Diaz and my number is 512-555-0408. Thanks!",
      'oops sorry pickup should be 4pm not 3',
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Rosa Diaz', phone: '+15125550408' },
    },
  },
  {
    id: 'pyv-web-long-then-correct-phone',
    category: 'long-then-correct',
    channel: 'webchat',
    steps: ['Hello, 2 lemon slices and 2 vanilla bean slices for pickup today at 1:30pm, name Hal Burke, phone 512-555-0490', 'wait my number is wrong, its 512-555-0409', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:30',
        name: 'Hal Burke',
        phone: '+15125550409',
      },
    },
  },
  {
    id: 'pyv-sms-long-then-correct-name',
    category: 'long-then-correct',
    channel: 'sms',
    steps: ['hey its for my husband, 1 whole carrot cake for sunday 11am pickup, put it under Dan Kerr', 'actually put it under my name, Lisa Kerr', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Lisa Kerr' },
    },
  },
  {
    id: 'pyv-web-long-then-correct-one-count',
    category: 'long-then-correct',
    channel: 'webchat',
    steps: ['Hi, for our team meeting: 6 chocolate fudge slices, 4 carrot slices and 3 lemon slices, pickup today at 11:30am. Name Joel Park 512-555-0410', 'make the lemon 5 not 3', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 6 }, { sku: 'carrot-slice', qty: 4 }, { sku: 'lemon-slice', qty: 5 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T11:30',
        name: 'Joel Park',
        phone: '+15125550410',
      },
      says: [price(91.75)],
    },
  },

  // ================================================================ odd spacing
  {
    id: 'pyv-sms-odd-spacing-and-blank-lines',
    category: 'odd-spacing',
    channel: 'sms',
    steps: ['2   lemon    slices\n\n\nfor   pickup   today  at   3 pm\n\n   Nora   Quinn  ', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Nora Quinn' },
    },
  },
  {
    id: 'pyv-wa-line-per-word-paste',
    category: 'odd-spacing',
    channel: 'whatsapp',
    steps: ['3\ncarrot\nslices\nfor\n1pm\ntoday', 'Pia Lund', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Pia Lund' },
    },
  },

  // ================================================================ options answered by number or by name
  {
    id: 'pyv-sms-lemon-option-2-then-count',
    category: 'options',
    channel: 'sms',
    steps: ['lemon pls', '2', 'make it 4, for 5pm today', 'Wes Gray', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Wes Gray' },
    },
  },
  {
    id: 'pyv-web-red-velvet-option-1',
    category: 'options',
    channel: 'webchat',
    steps: ['red velvet', '1', 'sunday at 3, pickup', 'Ama Owusu', '512-555-0426', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Ama Owusu', phone: '+15125550426' },
    },
  },
  {
    id: 'pyv-wa-menu-then-two-carrot-slices',
    category: 'options',
    channel: 'whatsapp',
    steps: ['menu', '2 carrot', 'slices', '3pm', 'Kai Moon', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Kai Moon' },
      says: [price(46), price(6)],
    },
  },
  {
    id: 'pyv-web-banana-then-vanilla-by-name',
    category: 'options',
    channel: 'webchat',
    steps: ['do u have banana cake', 'ok the vanilla bean slice then, 2 of them', '1pm today', 'Lia Ng', '512-555-0427', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Lia Ng', phone: '+15125550427' },
      never: [/banana[^.]{0,30}(added|got it)/i],
    },
  },

  // ================================================================ very short web messages
  {
    id: 'pyv-web-hi-menu-price-hours',
    category: 'short',
    channel: 'webchat',
    steps: ['hi', 'menu', 'price?', 'hours'],
    expect: {
      noOrder: true,
      says: [price(48), price(5.75), /custom/i],
      lastSays: [T(8), T(20)],
      never: [RATING, ORDER_ID],
    },
  },
  {
    id: 'pyv-web-price-mid-order',
    category: 'short',
    channel: 'webchat',
    steps: ['3 lemon slices for 2pm today', 'price?', 'ok. Noah Fry 512-555-0425', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Noah Fry', phone: '+15125550425' },
      says: [price(17.25)],
    },
  },
  {
    id: 'pyv-web-short-delivery',
    category: 'short',
    channel: 'webchat',
    steps: ['delivery?'],
    expect: { noOrder: true, lastSays: [STAFF], never: [FEE, DELIVERY_PROMISE] },
  },
  {
    id: 'pyv-web-short-gluten-free',
    category: 'short',
    channel: 'webchat',
    steps: ['gluten free?'],
    expect: { noOrder: true, lastSays: [/wheat|gluten|cannot|can.?t|not able|no cake/i], never: [SAFE_CLAIM] },
  },
  {
    id: 'pyv-web-night-paste-held',
    category: 'pasted-list',
    channel: 'webchat',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['- 3 carrot slices\n- 2 lemon slices\npickup tomorrow 10am\nBea Lund 512-555-0419', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-slice', qty: 3 }, { sku: 'lemon-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'held_overnight',
        at: '2026-11-21T10:00',
        name: 'Bea Lund',
        phone: '+15125550419',
      },
    },
  },

  // ================================================================ voice
  {
    id: 'pyv-voice-reads-a-list',
    category: 'voice-list',
    channel: 'voice',
    steps: ['Hi, I have a list here. Two lemon slices, one carrot slice, and three chocolate fudge slices, regular. For pickup at four today. Name is Greg Olsen.', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Greg Olsen',
      },
    },
  },
  {
    id: 'pyv-voice-number-one-number-two',
    category: 'voice-list',
    channel: 'voice',
    steps: ["Okay so number one, a whole carrot cake, and number two, two red velvet slices, for tomorrow at noon, I'll pick them up, and the name is Beth Young.", 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'red-velvet-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T12:00',
        name: 'Beth Young',
      },
    },
  },
  {
    id: 'pyv-voice-press-2-for-slices',
    category: 'options',
    channel: 'voice',
    steps: ["I'd like two lemon please", { press: '2' }, 'at three this afternoon', 'Carla Mendes', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Carla Mendes' },
    },
  },
  {
    id: 'pyv-voice-second-one-the-carrot',
    category: 'options',
    channel: 'voice',
    steps: ['Can I get a cake for Sunday?', 'the second one, the carrot', "eleven in the morning, and I'll pick it up", 'Fay Adams', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Fay Adams' },
    },
  },
  {
    id: 'pyv-voice-form-style-fields',
    category: 'voice-list',
    channel: 'voice',
    steps: ['Name, Hector Ruiz. Pickup, Saturday at two PM. Items, one whole chocolate fudge cake.', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Hector Ruiz' },
    },
  },
  {
    id: 'pyv-voice-asks-for-email-confirmation',
    category: 'webchat-phone',
    channel: 'voice',
    steps: ["Two carrot slices at one today, name's Tim Ford. Can you email me the confirmation? It's tim at ford dot com.", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Tim Ford' },
      never: [EMAIL_CLAIM, /tim at ford/i],
    },
  },
];

const notYet = new Set<string>(['pyv-sms-2x-prefix-asks-form', 'pyv-web-catalog-lines-pasted-8-inch', 'pyv-sms-prices-pasted-with-lines', 'pyv-sms-remove-line-2-of-my-list', 'pyv-wa-forwarded-chat-timestamps', 'pyv-web-hard-wrapped-email', 'pyv-web-forwarded-email-header', 'pyv-sms-signature-sent-from-iphone', 'pyv-web-can-you-just-email-me', 'pyv-web-email-only-no-phone-given', 'pyv-web-international-phone', 'pyv-sms-odd-spacing-and-blank-lines', 'pyv-wa-line-per-word-paste', 'pyv-voice-second-one-the-carrot', 'pyv-voice-form-style-fields']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
