import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// CONTACT DETAILS IN ODD FORMS. Web chat phone numbers written every way people write them: with
// spaces, dots, brackets, mixed spacing ("512 555-0130"), "+1" with and without spaces, a leading
// 1 ("1-512-...", "15125550151"), an extension ("ext 4", "x212"), a label ("cell:"), a number sent
// before the name (in the first message, in place of the name, or "number, name" on one line), a
// number missing its area code or with a digit too many (asked again, never placed as is), a number
// put right at the read-back, and an international "+44" mobile. Names: apostrophes (O'Brien,
// O'Connor-Walsh), hyphens (Anne-Marie, Mary-Kate), accents (José Núñez, Lucía Ramírez, Renée,
// Aurélie), a name typed in lower case, a first name only, initials (T.J., CJ, J.R.), a surname that
// is also a word on the menu ("Lemon", "van Dijk": no lemon or vanilla is added), a name corrected
// at the read-back (respelled, or another person's name), and a name spelled out on a call. The web
// chat visitor who will not give a number is told why it is needed (staff reach them about the
// order) and nothing is placed; one who asks why and then gives it gets the order. On SMS,
// WhatsApp and calls the clerk never asks for the number it already has; a different number the
// customer asks for is used instead.
//
// Decisions where the spec is silent: a phone number is stored in E.164 (+1 and ten digits for US
// numbers; "+44..." kept as an international number, which E.164 allows); an extension is not part
// of the E.164 number, so the order's phone is the number without it; a seven-digit number (no area
// code) or an eleven-digit number not starting with 1 is not a phone number a clerk could call back:
// the clerk asks again. A name typed all in lower case is written on the order capitalised ("maria
// lopez" -> "Maria Lopez", as the corpus already expects for "yara"); a name typed with capitals is
// kept exactly as typed (accents, apostrophes, hyphens and initials' dots included). A name a
// speech engine writes without its hyphen ("Anne Marie") is kept as heard. On SMS/WhatsApp/voice,
// a number the customer asks to be used ("use my cell ...") is the order's phone, never a cake
// message. A number put right at the read-back is said back, so the customer knows it was taken;
// "do you need my number?" on SMS or a call is answered (this number is used), not "did not catch".
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46, red velvet
// $50, vanilla bean $44; lemon chiffon 10-inch only $58. Slices (pickup only): chocolate fudge
// $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean $5.50.
// Delivery: needs_approval. Open 8 AM to 8 PM. Clock: Fri 2026-11-20 10:00 Central; Sat 21,
// Sun 22, Mon 23, Tue 24.

/** The clerk asking for a phone number. */
const ASKS_PHONE =
  /(what|which)('s| is)? (your |a |the best )?(phone|cell|mobile|contact|callback|telephone)( number)?\b|(share|send|give|provide|need|tell me|leave)( me| us)? (your |a )(phone|cell|mobile|contact|callback|telephone|number)|(phone|contact|callback) number (can|should|do|to|for|where)/i;
/** Why a number is needed: staff reach the customer about the order. */
const WHY_PHONE =
  /reach you|contact you|call (you|or text)|text you|get in touch|get hold of you|in case|about (this|your|the) (order|cake|pickup)|(need|required|have to have|necessary|must have)[^.!?]{0,50}(to (place|take|put in|complete|book)|for (the|an|every|your|this|each) order)/i;
/** A phone number talked about: asked again, or its form questioned. */
const PHONE_AGAIN =
  /phone|number|area code|digits?|doesn.?t look|does not look|not (a )?valid|didn.?t catch|did not catch|check/i;
/** A promise to e-mail the customer (there is no e-mail here). */
const EMAIL_PROMISE = /(we('ll| will)|I('ll| will)|staff (will|can))[^.!?]{0,25}(e-?mail (you|it)|send[^.!?]{0,30}(to your e-?mail|by e-?mail|to [a-z.]+@))/i;
/** An order said to be placed. */
const PLACED_CLAIM = /(order (is|has been|was) (placed|confirmed|booked|submitted)|placed your order|you'?re all set)/i;
/** "My cell" (a phone number the customer gives) taken for a cake message. */
const CELL_AS_MESSAGE = /(write|note|message|like)\s*"?my cell/i;
/** The phone the SMS/WhatsApp/voice customer writes from is known: it is this number. */
const THIS_NUMBER =
  /this (number|phone)|(number|phone) you('re| are) (texting|messaging|writing|calling|using)|(texting|messaging|writing|calling) (from|us from)|already have|\(?463\)?[-. ]?555/i;

const written: Script[] = [
  // ================================================================ web chat: phone numbers in odd forms
  {
    id: 'pwg-web-phone-spaces',
    category: 'contact',
    channel: 'webchat',
    steps: ['Hi! 2 lemon slices for pickup today at 3pm please', 'Nora Haddad', '512 555 0142', 'yes'],
    expect: {
      says: [price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Nora Haddad', phone: '+15125550142' },
    },
  },
  {
    id: 'pwg-web-phone-dots-after-name',
    category: 'contact',
    channel: 'webchat',
    steps: ['whole carrot cake for tomorrow 2pm pickup. Ben Ortiz 737.555.0118', 'yes'],
    expect: {
      says: [price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Ben Ortiz', phone: '+17375550118' },
    },
  },
  {
    id: 'pwg-web-phone-brackets',
    category: 'contact',
    channel: 'webchat',
    steps: ["Can I order a red velvet cake, the whole thing, for Sunday at 11am? I'll pick it up", 'Grace Whitaker', '(214) 555-0163', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Grace Whitaker', phone: '+12145550163' },
    },
  },
  {
    id: 'pwg-web-phone-plus1-spaced',
    category: 'contact',
    channel: 'webchat',
    steps: ['3 carrot slices at 4pm today', 'Omar Haddad', '+1 512 555 0127', 'yes'],
    expect: {
      says: [price(18)],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Omar Haddad', phone: '+15125550127' },
    },
  },
  {
    id: 'pwg-web-phone-plus1-run-together',
    category: 'contact',
    channel: 'webchat',
    steps: ['hey can i get a whole vanilla bean cake sat at noon, pick up', 'its Wendy Cho', '+15125550136', 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Wendy Cho', phone: '+15125550136' },
    },
  },
  {
    id: 'pwg-web-phone-leading-1-dashes',
    category: 'contact',
    channel: 'webchat',
    steps: ['2 red velvet slices and 2 choc fudge slices for 1:30 today', 'Marcus Bell', '1-512-555-0149', 'yes'],
    expect: {
      says: [price(26)],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:30',
        name: 'Marcus Bell',
        phone: '+15125550149',
      },
    },
  },
  {
    id: 'pwg-web-phone-leading-1-eleven-digits',
    category: 'contact',
    channel: 'webchat',
    steps: ['I need a lemon chiffon cake for Monday 10am pickup', 'Helen Park', '15125550151', 'yes'],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T10:00', name: 'Helen Park', phone: '+15125550151' },
    },
  },
  {
    id: 'pwg-web-phone-ext-office',
    category: 'contact',
    channel: 'webchat',
    steps: ['6 vanilla bean slices for the office, pickup at 2pm today', 'Raj Patel', "512-555-0172 ext 4, that's my desk line at work", 'yes'],
    expect: {
      says: [price(33)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Raj Patel', phone: '+15125550172' },
    },
  },
  {
    id: 'pwg-web-phone-x-extension',
    category: 'contact',
    channel: 'webchat',
    steps: ['Whole chocolate fudge cake, Saturday 4pm, pickup please', 'Lena Strauss', '(737) 555-0190 x212', 'yes'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Lena Strauss', phone: '+17375550190' },
    },
  },
  {
    id: 'pwg-web-phone-mixed-spacing',
    category: 'contact',
    channel: 'webchat',
    steps: ['can I get 4 lemon slices at 5 pm today', 'Tessa Grey', '512 555-0130', 'yes'],
    expect: {
      says: [price(23)],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Tessa Grey', phone: '+15125550130' },
    },
  },
  {
    id: 'pwg-web-phone-labelled-lines',
    category: 'contact',
    channel: 'webchat',
    steps: ['whole red velvet for sunday 3pm, pickup', 'cell: (512) 555-0168\nname: Aurélie Blanc', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Aurélie Blanc', phone: '+15125550168' },
    },
  },
  {
    id: 'pwg-web-phone-international-uk',
    category: 'contact',
    channel: 'webchat',
    // A visitor with a UK mobile: a valid E.164 number, taken as given.
    steps: ["Hi, I'm visiting from London - could I get 2 carrot slices at 3pm today?", 'Oliver Hughes', '+44 7700 900123', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Oliver Hughes', phone: '+447700900123' },
    },
  },
  {
    id: 'pwg-web-delivery-phone-dots',
    category: 'contact',
    channel: 'webchat',
    steps: ['could you deliver a whole vanilla bean cake sunday at 2pm to 4410 Duval St?', 'Hannah Kowalski', '512.555.0177', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T14:00',
        name: 'Hannah Kowalski',
        phone: '+15125550177',
        address: /4410 duval/i,
      },
    },
  },

  // ================================================================ web chat: the number before the name
  {
    id: 'pwg-web-number-comma-name',
    category: 'contact',
    channel: 'webchat',
    steps: ['whole vanilla bean cake for sat 1pm pickup', '512-555-0155, Rosa Ibarra', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Rosa Ibarra', phone: '+15125550155' },
    },
  },
  {
    id: 'pwg-web-number-in-first-message',
    category: 'contact',
    channel: 'webchat',
    steps: ['hi my number is 210 555 0104 in case we get cut off. i want 4 choc fudge slices for 5pm today', 'Dev Malhotra', 'yes'],
    expect: {
      says: [price(26)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Dev Malhotra', phone: '+12105550104' },
    },
  },
  {
    id: 'pwg-web-number-sent-for-name',
    category: 'contact',
    channel: 'webchat',
    // The number comes where the name was asked: kept, and the name asked (again).
    steps: ['2 lemon slices, pickup at noon today', '(512) 555-0114', 'Colm Doyle', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Colm Doyle', phone: '+15125550114' },
    },
  },
  {
    id: 'pwg-web-number-then-name-sentence',
    category: 'contact',
    channel: 'webchat',
    steps: ['Carrot cake, whole, Monday at 1pm. Pickup.', "737 555 0161 is my cell and my name's Keisha Grant", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T13:00', name: 'Keisha Grant', phone: '+17375550161' },
    },
  },
  {
    id: 'pwg-web-all-in-one-apostrophe-hyphen',
    category: 'contact',
    channel: 'webchat',
    steps: ["Hi this is Sinéad O'Connor-Walsh, 737 555 0146. I'd like a whole chocolate fudge cake for Saturday 3pm pickup", 'yes'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: "Sinéad O'Connor-Walsh", phone: '+17375550146' },
    },
  },

  // ================================================================ web chat: names
  {
    id: 'pwg-web-obrien',
    category: 'contact',
    channel: 'webchat',
    steps: ['Could I get 3 red velvet slices for 2:30 this afternoon?', "Fiona O'Brien", '512 555 0181', 'yes'],
    expect: {
      says: [price(19.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: "Fiona O'Brien", phone: '+15125550181' },
    },
  },
  {
    id: 'pwg-web-anne-marie',
    category: 'contact',
    channel: 'webchat',
    steps: ['One whole lemon cake please, for tomorrow at 5pm, pickup', 'Anne-Marie Fontaine', '(512) 555-0122', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Anne-Marie Fontaine', phone: '+15125550122' },
    },
  },
  {
    id: 'pwg-web-jose-nunez',
    category: 'contact',
    channel: 'webchat',
    steps: ['hola, 2 large chocolate fudge slices at 3pm today please', 'José Núñez', '210-555-0133', 'yes'],
    expect: {
      says: [price(19)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'José Núñez', phone: '+12105550133' },
    },
  },
  {
    id: 'pwg-web-accented-name-and-phone-one-line',
    category: 'contact',
    channel: 'webchat',
    steps: ['whole carrot cake sunday 10am pick up', 'Lucía Ramírez (512) 555-0193', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Lucía Ramírez', phone: '+15125550193' },
    },
  },
  {
    id: 'pwg-web-lowercase-name-and-number',
    category: 'contact',
    channel: 'webchat',
    steps: ['3 vanilla slices 1pm today', 'maria lopez 512 555 0107', 'yes'],
    expect: {
      says: [price(16.5)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Maria Lopez', phone: '+15125550107' },
    },
  },
  {
    id: 'pwg-web-lowercase-name-alone',
    category: 'contact',
    channel: 'webchat',
    steps: ['can i order a whole red velvet cake for sat 2pm? pickup', 'derek shaw', '737-555-0175', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Derek Shaw', phone: '+17375550175' },
    },
  },
  {
    id: 'pwg-web-first-name-only',
    category: 'contact',
    channel: 'webchat',
    steps: ['Two carrot slices for 11:30 today, I will pick them up', 'Priya', '512-555-0111', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Priya', phone: '+15125550111' },
    },
  },
  {
    id: 'pwg-web-initials-dotted',
    category: 'contact',
    channel: 'webchat',
    steps: ['whole choc fudge cake monday 4pm pickup', 'T.J. Barnes', '214 555 0188', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T16:00', name: 'T.J. Barnes', phone: '+12145550188' },
    },
  },
  {
    id: 'pwg-web-name-corrected-at-readback',
    category: 'contact',
    channel: 'webchat',
    steps: ['1 whole carrot cake for sunday at 1pm, pickup', 'Katherine Moss', '512 555 0153', 'oh sorry, the name should be Kathryn Moss, not Katherine', 'yes'],
    expect: {
      says: [/kathryn moss/i],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Kathryn Moss', phone: '+15125550153' },
    },
  },
  {
    id: 'pwg-web-phone-corrected-at-readback',
    category: 'contact',
    channel: 'webchat',
    steps: ['4 lemon slices for 3pm today', 'Gabe Lindqvist', '512-555-0142', 'wait, wrong number, i swapped the last digits. its 512-555-0124', 'yes'],
    expect: {
      says: [/0124/],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Gabe Lindqvist', phone: '+15125550124' },
    },
  },
  {
    id: 'pwg-web-seven-digit-number',
    category: 'contact',
    channel: 'webchat',
    // No area code: not a number staff could call; the clerk asks again.
    steps: ['2 red velvet slices at 4pm today', 'Tom Reyes', '555-0142', 'oh sorry, 512-555-0142', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Tom Reyes', phone: '+15125550142' },
    },
  },
  {
    id: 'pwg-web-seven-digit-number-asked-again',
    category: 'contact',
    channel: 'webchat',
    steps: ['3 lemon slices at 4pm today', 'Tina Reyes', '555-0147'],
    expect: { noOrder: true, lastSays: [PHONE_AGAIN] },
  },
  {
    id: 'pwg-web-digit-too-many',
    category: 'contact',
    channel: 'webchat',
    steps: ['whole vanilla cake tomorrow at 3pm, pickup', 'Ellen Voss', '512-555-01422', 'sorry typo! 512-555-0142', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Ellen Voss', phone: '+15125550142' },
    },
  },

  // ================================================================ web chat: no phone number
  {
    id: 'pwg-web-refuses-phone',
    category: 'contact',
    channel: 'webchat',
    steps: ['whole lemon cake tomorrow at noon, pickup', 'Dana Cole', "i'd rather not give my phone number, can't you just put the order in?"],
    expect: { noOrder: true, lastSays: [WHY_PHONE], never: [PLACED_CLAIM] },
  },
  {
    id: 'pwg-web-refuses-phone-twice',
    category: 'contact',
    channel: 'webchat',
    steps: ['4 choc fudge slices at 2pm', 'Vince Albano', 'nope, not giving my number out', 'no. just take the order please'],
    expect: { noOrder: true, lastSays: [/phone|number/i], never: [PLACED_CLAIM] },
  },
  {
    id: 'pwg-web-email-instead-of-phone',
    category: 'contact',
    channel: 'webchat',
    steps: ['whole carrot cake for sat 11am pickup', 'Jo Whitfield', 'can i give you my email instead? jo.whitfield@example.com'],
    expect: { noOrder: true, lastSays: [/phone|number/i], never: [EMAIL_PROMISE, PLACED_CLAIM] },
  },
  {
    id: 'pwg-web-why-phone-then-gives-it',
    category: 'contact',
    channel: 'webchat',
    steps: ['2 vanilla bean slices for 3pm today', 'Noor Aziz', 'why do you need my number?', 'ok fine. 512 555 0109', 'yes'],
    expect: {
      says: [WHY_PHONE],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Noor Aziz', phone: '+15125550109' },
    },
  },
  {
    id: 'pwg-web-why-phone-asked-last',
    category: 'contact',
    channel: 'webchat',
    steps: ['whole red velvet cake for sunday at noon, pickup', 'Ivy Lam', 'what do you need my phone number for? will you spam me?'],
    expect: { noOrder: true, lastSays: [WHY_PHONE] },
  },
  {
    id: 'pwg-web-no-phone-gives-up',
    category: 'contact',
    channel: 'webchat',
    steps: ['3 carrot slices at 1pm today', 'Paul Fenwick', "i don't have a phone, sorry", "never mind then, i'll just walk in"],
    expect: { noOrder: true, never: [PLACED_CLAIM] },
  },

  // ================================================================ SMS: the number is known
  {
    id: 'pwg-sms-never-asks-number',
    category: 'contact',
    channel: 'sms',
    steps: ['3 red velvet slices for 1pm, Hector Ruiz', 'yes'],
    expect: {
      says: [price(19.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Hector Ruiz' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-sms-lowercase-name-never-asks-number',
    category: 'contact',
    channel: 'sms',
    steps: ['whole choc fudge cake sat 11am pickup', 'dana kim', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Dana Kim' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-sms-use-my-cell',
    category: 'contact',
    channel: 'sms',
    steps: ['pls put my cell on it not this one, 512-555-0187. 2 lemon slices at 4, Rita Gomes', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Rita Gomes', phone: '+15125550187' },

      never: [CELL_AS_MESSAGE],
    },
  },
  {
    id: 'pwg-sms-do-you-need-my-number',
    category: 'contact',
    channel: 'sms',
    steps: ['4 vanilla slices at noon. Lee Park', 'do u need my phone number?', 'yes'],
    expect: {
      says: [THIS_NUMBER],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Lee Park' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-sms-name-respelled-at-readback',
    category: 'contact',
    channel: 'sms',
    steps: ['whole carrot cake sun 1pm pickup, Shawn Miller', 'oh wait its Sean not Shawn', 'yes'],
    expect: {
      says: [/sean miller/i],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Sean Miller' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-sms-first-name-only',
    category: 'contact',
    channel: 'sms',
    steps: ['2 large choc fudge slices at 3', 'Tariq', 'yes'],
    expect: {
      says: [price(19)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Tariq' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-sms-initials-as-name',
    category: 'contact',
    channel: 'sms',
    steps: ['CJ here. 6 lemon slices for 5pm pickup today', 'yes'],
    expect: {
      says: [price(34.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'CJ' },
    },
  },
  {
    id: 'pwg-sms-anne-marie',
    category: 'contact',
    channel: 'sms',
    steps: ['Hi! whole vanilla bean cake for Monday 3pm pickup please - Anne-Marie Leblanc', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T15:00', name: 'Anne-Marie Leblanc' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-sms-renee-accent',
    category: 'contact',
    channel: 'sms',
    steps: ['3 carrot slices at 2:15 pls', 'Renée Dubois', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:15', name: 'Renée Dubois' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-sms-put-under-husbands-name',
    category: 'contact',
    channel: 'sms',
    steps: ['whole red velvet sat 10am pickup. Carmen Rivera', "actually put it under my husband's name, Tomás Rivera, he's picking it up", 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Tomás Rivera' },
    },
  },
  {
    id: 'pwg-sms-signature-with-number',
    category: 'contact',
    channel: 'sms',
    // The number signed after the name is not part of the name.
    steps: ['2 lemon and 2 carrot slices for 4pm thx! Ana Ruiz 512-555-0170', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Ana Ruiz' },
    },
  },
  {
    id: 'pwg-sms-obrien',
    category: 'contact',
    channel: 'sms',
    steps: ["whole lemon cake for sunday 2pm, pick up. Declan O'Brien", 'yes'],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: "Declan O'Brien" },
      never: [ASKS_PHONE],
    },
  },

  // ================================================================ WhatsApp
  {
    id: 'pwg-wa-never-asks-number',
    category: 'contact',
    channel: 'whatsapp',
    steps: ['hiii 👋 whole red velvet cake for saturday 4pm', 'pickup', 'Amara Okafor', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Amara Okafor' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-wa-jose-nunez',
    category: 'contact',
    channel: 'whatsapp',
    steps: ['Buenas! whole chocolate fudge cake for Sunday 1pm pickup', 'José Núñez', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'José Núñez' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-wa-lowercase-first-name',
    category: 'contact',
    channel: 'whatsapp',
    steps: ['2 lemon slices 3pm', 'siobhan', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Siobhan' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-wa-name-typo-corrected',
    category: 'contact',
    channel: 'whatsapp',
    steps: ['whole vanilla bean cake monday noon, pickup. Jon Smyth', "sorry autocorrect, it's John Smith", 'yes'],
    expect: {
      says: [/john smith/i],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T12:00', name: 'John Smith' },
    },
  },
  {
    id: 'pwg-wa-hyphen-first-name-up-front',
    category: 'contact',
    channel: 'whatsapp',
    steps: ["Hi it's Mary-Kate here! can I get 3 rv slices for 2pm", 'yes'],
    expect: {
      says: [price(19.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Mary-Kate' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-wa-husbands-number',
    category: 'contact',
    channel: 'whatsapp',
    steps: ["whole carrot cake for sat 3pm pickup, Ines Moreau. use my husband's number for the order pls: +1 (737) 555-0125", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Ines Moreau', phone: '+17375550125' },
    },
  },
  {
    id: 'pwg-wa-surname-van',
    category: 'contact',
    channel: 'whatsapp',
    // "van" is also a word for vanilla: in a name it orders nothing.
    steps: ['2 carrot slices for 1pm today please', 'Pieter van Dijk', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Pieter van Dijk' },
    },
  },
  {
    id: 'pwg-wa-surname-lemon',
    category: 'contact',
    channel: 'whatsapp',
    steps: ['4 choc fudge slices at 3pm', 'Marcus Lemon', 'yes'],
    expect: {
      says: [price(26)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Marcus Lemon' },
    },
  },
  {
    id: 'pwg-wa-initials-dotted-label',
    category: 'contact',
    channel: 'whatsapp',
    steps: ['whole lemon chiffon cake, tuesday 11am, pickup. name: J.R. Ellison', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T11:00', name: 'J.R. Ellison' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-wa-use-this-number',
    category: 'contact',
    channel: 'whatsapp',
    steps: ['whole lemon cake Monday 10am pickup, Keiko Tanaka. you can reach me on this number', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T10:00', name: 'Keiko Tanaka' },
      never: [ASKS_PHONE],
    },
  },

  // ================================================================ voice
  {
    id: 'pwg-voice-never-asks-number',
    category: 'contact',
    channel: 'voice',
    steps: ["hi, I'd like a whole carrot cake for sunday at two in the afternoon, I'll pick it up", 'Harold Bishop', 'yes'],
    expect: {
      says: [price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Harold Bishop' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-voice-obrien',
    category: 'contact',
    channel: 'voice',
    steps: ["hello, two lemon slices for three o'clock today please. my name is Siobhan O'Brien", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: "Siobhan O'Brien" },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-voice-callback-number-digits',
    category: 'contact',
    channel: 'voice',
    steps: [
      "hi, I need a whole red velvet cake for saturday at noon, pick up. it's Gloria Mendes",
      "and can you put my cell on it, I'm calling from work. it's five one two, five five five, zero one three eight",
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Gloria Mendes', phone: '+15125550138' },

      never: [CELL_AS_MESSAGE],
    },
  },
  {
    id: 'pwg-voice-plus-one-number-first',
    category: 'contact',
    channel: 'voice',
    steps: [
      "hi, my number's plus one seven three seven, five five five, oh one oh one, and my name is Carla Vance. I want two lemon slices at noon",
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Carla Vance', phone: '+17375550101' },
    },
  },
  {
    id: 'pwg-voice-spelled-first-name',
    category: 'contact',
    channel: 'voice',
    steps: ['three carrot slices at four today please', "it's Aoife Kelly, that's A O I F E", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Aoife Kelly' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-voice-anne-marie-heard',
    category: 'contact',
    channel: 'voice',
    steps: ['hi, I want a whole vanilla bean cake for monday at eleven in the morning, for pickup', 'Anne Marie Dubois', 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T11:00', name: 'Anne Marie Dubois' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-voice-surname-corrected',
    category: 'contact',
    channel: 'voice',
    steps: ["a whole chocolate fudge cake for saturday at three, I'll pick it up. name's Jon Petersen", "no, it's Peterson, with an o, not an e", 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Jon Peterson' },
    },
  },
  {
    id: 'pwg-voice-just-frank',
    category: 'contact',
    channel: 'voice',
    steps: ['two red velvet slices at one thirty today', 'just Frank', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:30', name: 'Frank' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-voice-initials-tj',
    category: 'contact',
    channel: 'voice',
    steps: ["yeah, four vanilla bean slices for five o'clock today", 'TJ Hooper', { press: '1' }],
    expect: {
      says: [price(22)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'TJ Hooper' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-voice-silence-at-name',
    category: 'contact',
    channel: 'voice',
    steps: ['a whole lemon chiffon cake for tomorrow at three, pickup', { silence: true }, 'sorry, Ramón Ortega', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Ramón Ortega' },
      never: [ASKS_PHONE],
    },
  },
  {
    id: 'pwg-voice-do-you-need-my-number',
    category: 'contact',
    channel: 'voice',
    steps: ["hi, three lemon slices at two today please, name's Bev Collins", 'do you need my phone number?', 'yes'],
    expect: {
      says: [THIS_NUMBER],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Bev Collins' },
      never: [ASKS_PHONE],
    },
  },
];

const notYet = new Set<string>(['pwg-web-phone-international-uk', 'pwg-web-phone-corrected-at-readback', 'pwg-sms-use-my-cell', 'pwg-sms-initials-as-name', 'pwg-wa-surname-lemon', 'pwg-wa-initials-dotted-label', 'pwg-voice-callback-number-digits']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
