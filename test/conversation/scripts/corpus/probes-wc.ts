import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// ORDERS FOR SOMEONE ELSE, AND GIFTS. A different person picks up (a friend, a husband, a
// coworker, an assistant), the order is put under another name ("put it under her name"), a
// message to write on the cake (kept in the item's note, in the customer's words, with the name in
// the message never taken for the customer's name), a surprise (the customer's own number stays the
// contact), a delivery to a friend's flat or an office (delivery needs approval, the address kept
// with its suite or floor, no fee or time invented), a grandmother ordering for a grandchild
// (sometimes signing "Grandma ..."), and companies ordering for a colleague's farewell (menu cakes,
// many slices, custom cakes, totals over $200). The clerk takes the right name, keeps the message
// and asks only for what is missing (the time, the address, the phone on the web chat, the name).
//
// Decisions where the spec is silent:
// - "Put it under X's name" (or "under X") makes X the order's name, even when the customer also
//   gave their own; a name changed at the read-back ("actually put it under my sister's name")
//   is taken before placing.
// - When the customer gives their own name and says someone else picks up WITHOUT asking for the
//   order to be under that person ("the name on the order is mine", "it's from me, Carol"), the
//   customer's own name is the order's name. A delivery to a friend is under the customer's name
//   when they give it ("from me, ..."): they are the one ordering.
// - A name inside the cake's message ("Happy Birthday Maria Lopez") or a signature such as
//   "Grandma Ruth Abbott" does not replace the customer's name: the order name is "Ruth Abbott".
//   A name signed after the message ("write happy bday mom on it - Vera Cole") is the name, not
//   words for the cake; "make the message say X" writes X.
// - Writing goes on a whole or custom cake, not on slices (the clerk says so and the slices are
//   taken without writing). A standard whole cake with writing is still confirmed at once (a note
//   is not an escalation in the spec); a custom cake, a delivery, an allergy mention or a total
//   above $200 needs approval.
// - A phone number given for the person who picks up becomes the order's phone.
//
// Catalog facts used: whole cakes (24 h notice) chocolate fudge 8-inch $48, carrot 8-inch $46,
// red velvet 8-inch $50, vanilla bean 8-inch $44, lemon chiffon 10-inch only $58. Slices (same day,
// pickup only): chocolate fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon
// $5.75, vanilla bean $5.50. Custom cake 8-inch from $65, 10-inch from $85, 72 h, needs_approval.
// Clock: Fri 2026-11-20 10:00 Central. Sat 21, Sun 22, Mon 23 (custom from 10:00), Tue 24, Wed 25,
// Fri 27, Sat 28 (Thanksgiving, Thu 26, is avoided).

/** Staff / the owner look at the order (approval, a delivery, an allergy). */
const STAFF = /staff|team|owner|manager|approv|review|someone (will|from)|get back to you|follow up|reach out/i;
/** A negation or hedge shortly before a claim makes it something else. */
const HEDGED = String.raw`(?<!(?:\bnot|\bno|n['’]t|\bnever|\bcannot|\bunable to|\bwhether|\bif|\bwithout|\bonce|\buntil|\bbefore|\bwhen|\bafter)\b[^.!?]{0,40})`;
/** An invented delivery fee (or "free delivery"). */
const FEE = /deliver(y|ies)? (fee|charge|cost)s?[^.!?]{0,20}\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge)|free delivery|delivery (is|would be|will be) free/i;
/** A promised delivery time. */
const DELIVERY_PROMISE = new RegExp(
  HEDGED + String.raw`\b((will|['’]ll) (definitely |certainly )?(arrive|be delivered|get there|be there) (at|by|around|before) \d|(we|I) (can )?(guarantee|promise)\b(?! that)|within \d+\s*(min|minutes|hours?)\b)`,
  'i',
);
/** The clerk asks for a name (wrong when the customer already said whose name the order is under). */
const ASK_NAME = /\b(what|which) name\b|under (what|whose|which) name|(can|may|could) I (get|have) (a|your|the) name|what['’]?s your name|what is your name|name (for|on) (the|this) order\?/i;
/** The clerk asks for the day or time (wrong when it was given). */
const ASK_TIME = /\b(what|which) (day|time|date)\b|when (would|will|do|should) you (like|want|need|pick)/i;
/** The clerk asks pickup or delivery (wrong when it was said). */
const ASK_PICKUP_OR_DELIVERY = /pick(ed)?[ -]?(it |them )?up[^.?]{0,40}\bor\b[^.?]{0,30}deliver|deliver[^.?]{0,30}\bor\b[^.?]{0,30}pick/i;
/** The clerk asks for the delivery address. */
const ASK_ADDRESS = /address/i;
/** The clerk asks for a phone number. */
const ASK_PHONE = /(phone|number)[^.!?]{0,60}\?/i;
/** Slices are not delivered. */
const SLICE_PICKUP_ONLY = /pick ?up only|in[- ]store|in (the )?(store|shop|bakery|cafe)|in person|not (available )?for delivery|(can.?t|cannot|don.?t|do not|aren.?t|are not|not|never) (be )?deliver|only (deliver|for) (whole|custom)|pick(ed)? (them |those |the slices )?up/i;
/** Writing goes on a whole or custom cake. */
const WRITING_ON_CAKES = /(whole|custom)[^.?!]{0,30}\bcakes?\b/i;
/** Custom cakes need three days. */
const NOTICE_72 = /\b72[- ]?(hours?|hrs?|h)\b|seventy[- ]two|\b(3|three) days/i;
/** A drink refused: in the cafe only. */
const DRINKS_IN_CAFE = /caf[eé]|in[- ]store|in person|not (available )?(for|to) (order|ordering)|can.?t (be )?order|cannot (be )?order|don.?t take (drink|beverage)|only (served|available)/i;

const written: Script[] = [
  // ================================================================ SMS
  {
    id: 'pwc-sms-bday-message-choc-whole',
    category: 'ordering',
    channel: 'sms',
    steps: ["hiii whole choc fudge cake sat 2pm pickup, can u write 'Happy Birthday Nana' on it? - Lisa Grant", 'yes'],
    expect: {
      says: [price(48), /Lisa Grant/i],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Lisa Grant', notes: /happy birthday nana/i },
      never: [ASK_NAME, ASK_TIME],
    },
  },
  {
    id: 'pwc-sms-friend-picks-up-under-her-name',
    category: 'ordering',
    channel: 'sms',
    steps: ["ordering for my friend Jess Okoro, she'll pick it up. whole red velvet sunday 11am, put it under her name pls", 'yes'],
    expect: {
      says: [price(50), /Jess Okoro/i],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Jess Okoro' },
      never: [ASK_NAME],
    },
  },
  {
    id: 'pwc-sms-surprise-delivery-wife-office',
    category: 'delivery',
    channel: 'sms',
    steps: [
      "surprise for my wife at her office!! whole lemon cake delivered to 600 Congress Ave Suite 1400 on wed at 11am. dont call her its a surprise, call me. Ray Dunn",
      'yes',
    ],
    expect: {
      says: [price(58), STAFF],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-25T11:00', name: 'Ray Dunn', address: /600 congress av(e|enue)?\.?,? (suite|ste\.?) 1400/i },
      never: [FEE, DELIVERY_PROMISE, ASK_PICKUP_OR_DELIVERY],
    },
  },
  {
    id: 'pwc-sms-grandma-ruth-grandson-tyler',
    category: 'ordering',
    channel: 'sms',
    steps: ['hello dear this is Grandma Ruth Abbott. my grandson Tyler turns 8 on sunday. I would like a whole chocolate cake with Happy 8th Birthday Tyler on it. I will pick it up at 10 in the morning', 'yes'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Ruth Abbott', notes: /tyler/i },
    },
  },
  {
    id: 'pwc-sms-dental-office-farewell-cake-and-slices',
    category: 'ordering',
    channel: 'sms',
    steps: [
      "hi from Brightline Dental, its our hygienist Carla's last day fri. we'd like a whole vanilla cake saying 'Good Luck Carla!' and 12 choc fudge slices, pickup fri nov 27 at 3pm. order under Mark Ellis",
      'yes',
    ],
    expect: {
      says: [price(122)],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 12, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-27T15:00',
        name: 'Mark Ellis',
        notes: /good luck carla/i,
      },
    },
  },
  {
    id: 'pwc-sms-son-picks-up-my-name',
    category: 'ordering',
    channel: 'sms',
    steps: ['need a whole carrot cake tmrw 3pm, my son Eli is picking it up on his way home. name on the order is mine, Dana Whitfield', 'yes'],
    expect: {
      says: [price(46), /Dana Whitfield/i],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Dana Whitfield' },
      never: [ASK_NAME],
    },
  },
  {
    id: 'pwc-sms-message-added-at-readback',
    category: 'ordering',
    channel: 'sms',
    steps: ['whole vanilla bean cake for monday at 4pm pickup, Tom Reyes', 'oh and can it say Congrats Maya on it', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T16:00', name: 'Tom Reyes', notes: /congrats maya/i },
    },
  },
  {
    id: 'pwc-sms-readback-under-sisters-name',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 whole red velvet cakes sat 1pm pickup, Kim Soto', "actually put it under my sister's name, Ana Soto, she's getting them", 'yes'],
    expect: {
      says: [price(100), /Ana Soto/i],
      order: { items: [{ sku: 'red-velvet-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Ana Soto' },
    },
  },
  {
    id: 'pwc-sms-surprise-anniversary-my-name',
    category: 'ordering',
    channel: 'sms',
    steps: ["its a surprise for my bf so pls dont text him lol. whole rv cake for pickup tues 6pm, under my name Priya Nair. write 'Happy Anniversary Sam' on top", 'yes'],
    expect: {
      says: [price(50), /Priya Nair/i],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T18:00', name: 'Priya Nair', notes: /happy anniversary sam/i },
      never: [ASK_NAME],
    },
  },
  {
    id: 'pwc-sms-writing-on-slices-then-none',
    category: 'ordering',
    channel: 'sms',
    steps: ["6 lemon slices for my coworkers today at 3, can you write 'Thank you team' on them? Jo Park", 'ok no writing then', 'yes'],
    expect: {
      says: [WRITING_ON_CAKES, price(34.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Jo Park' },
    },
  },
  {
    id: 'pwc-sms-delivery-to-friend-from-me',
    category: 'delivery',
    channel: 'sms',
    steps: ['can u deliver a whole vanilla cake to my friend at 1500 Red River St apt 4 on sat at 2pm? her name is Gail, its from me Ben Ortiz', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Ben Ortiz', address: /1500 red river/i },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwc-sms-twins-two-messages',
    category: 'ordering',
    channel: 'sms',
    steps: ["2 whole choc fudge cakes for sat noon pickup, one saying 'Happy Birthday Ava' and one saying 'Happy Birthday Leo' - twins party! Nora Blake", 'yes'],
    expect: {
      says: [price(96)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Nora Blake', notes: /ava[\s\S]*leo|leo[\s\S]*ava/i },
    },
  },
  {
    id: 'pwc-sms-custom-farewell-manager',
    category: 'ordering',
    channel: 'sms',
    steps: ["hey, ordering for our office. custom 10 inch cake for our manager Greg's farewell, white and green, 'Farewell Greg - we'll miss you!', pickup wed 25th at 2pm. name Tasha Ming", 'yes'],
    expect: {
      says: [price(85), STAFF],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T14:00', name: 'Tasha Ming', notes: /farewell greg/i },
    },
  },
  {
    id: 'pwc-sms-name-spelled-wrong-keeps-message',
    category: 'ordering',
    channel: 'sms',
    steps: ['whole lemon cake sunday 1pm pickup, write happy bday mom on it - Vera Cole', 'sorry the name should be Vera Coleman', 'yes'],
    expect: {
      says: [/Vera Coleman/i],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Vera Coleman', notes: /^["'“]?happy b(irth)?day,? mom[!.]?["'”]?$/i },
      // "- Vera Cole" signs the message: it is the name, not words for the cake.
      never: [ASK_NAME],
    },
  },
  {
    id: 'pwc-sms-dad-picks-up-his-cell',
    category: 'ordering',
    channel: 'sms',
    steps: ['my dad will grab it: whole carrot cake sat 10am, under his name Walt Brooks, his cell is 512-555-0171', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Walt Brooks', phone: '+15125550171' },
      never: [ASK_NAME],
    },
  },
  {
    id: 'pwc-sms-grandma-joan-typos',
    category: 'ordering',
    channel: 'sms',
    steps: ['hi its grandma joan, Joan Petrie. want whole carot cake for my grandaughter sat at 1pm, i pick up. can it say happy bday sweet pea', 'yes'],
    expect: {
      says: [price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Joan Petrie', notes: /sweet pea/i },
    },
  },
  {
    id: 'pwc-sms-delivery-fee-question',
    category: 'questions',
    channel: 'sms',
    steps: ['how much would it cost to deliver a cake to my friend across town? and how fast can u get it there'],
    expect: { noOrder: true, lastSays: [STAFF], never: [FEE, DELIVERY_PROMISE] },
  },

  // ================================================================ WhatsApp
  {
    id: 'pwc-wa-grandma-slices-after-school',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['Hi honey, this is Marjorie Hale. My granddaughter Lily and her friends are coming after school today. Could I get 4 vanilla slices and 4 red velvet slices for 3:30? I will come get them myself', 'yes'],
    expect: {
      says: [price(48)],
      order: {
        items: [{ sku: 'vanilla-bean-slice', qty: 4 }, { sku: 'red-velvet-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:30',
        name: 'Marjorie Hale',
      },
      never: [ASK_NAME],
    },
  },
  {
    id: 'pwc-wa-delivery-friend-bday-apartment',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['can u send a whole choc cake to my friend Ama for her bday? 2201 Lake Austin Blvd apt 12, saturday 4pm. write Happy Birthday Ama 🎉 on it. im Kwame Mensah', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-21T16:00',
        name: 'Kwame Mensah',
        address: /2201 lake austin bl(vd|\.|ouevard)?[\s\S]*12/i,
        notes: /happy birthday ama/i,
      },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwc-wa-team-farewell-over-200',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ["for our team's farewell lunch for Priya we need 40 choc fudge slices and 1 whole vanilla cake with 'Bon Voyage Priya' on it, pickup mon 11:30. contact is Jen Ruiz from HR", 'yes'],
    expect: {
      says: [price(304), STAFF],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 40, size: 'regular' }, { sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T11:30',
        name: 'Jen Ruiz',
        notes: /bon voyage priya/i,
      },
    },
  },
  {
    id: 'pwc-wa-surprise-party-friend-picks-up',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['planning a surprise party for my roommate 🤫 whole red velvet + whole lemon cake for sat 6pm. my friend Dario Lugo is picking up so put it under his name pls', 'yes'],
    expect: {
      says: [price(108), /Dario Lugo/i],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }, { sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T18:00',
        name: 'Dario Lugo',
      },
      never: [ASK_NAME],
    },
  },
  {
    id: 'pwc-wa-message-spelling-fixed',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ["whole vanilla cake tmrw 2pm pickup with 'Happy Birthday Jon' on it", "omg his name is spelled John, sorry, so 'Happy Birthday John'", 'Beth Ames', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Beth Ames', notes: /happy birthday john/i },
      // John is the birthday boy, never the name on the order.
      never: [/\bname:?\s+John\b/i],
    },
  },
  {
    id: 'pwc-wa-office-baby-shower-custom',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ["hi! office is throwing a baby shower for our colleague Sade. custom 8 inch cake, pale yellow with ducks, 'Welcome Baby Okafor', pickup tuesday 12pm. I'm Helen Park", 'yes'],
    expect: {
      says: [price(65), STAFF],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T12:00', name: 'Helen Park', notes: /welcome baby okafor/i },
    },
  },
  {
    id: 'pwc-wa-grandpa-grandkids-visiting',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['my grandkids are visiting sunday!! whole choc fudge cake for 9am pickup. name is Frank Hale', 'yes'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T09:00', name: 'Frank Hale' },
    },
  },
  {
    id: 'pwc-wa-delivery-to-mom-asks-address',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ["whole carrot cake for delivery to my mom sunday 2pm, it's from me Lena Ito", '4410 Duval St, Austin 78751', 'yes'],
    expect: {
      says: [ASK_ADDRESS, STAFF],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Lena Ito', address: /4410 duval/i },
      never: [FEE, DELIVERY_PROMISE, ASK_NAME],
    },
  },
  {
    id: 'pwc-wa-teacher-gift-asks-time',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ["want to get my teacher a thank-you cake, whole lemon, saying 'Thank You Ms. Ruiz', I'll pick it up monday. Kayla Green", 'like 8:30 before school', 'yes'],
    expect: {
      says: [ASK_TIME],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T08:30', name: 'Kayla Green', notes: /thank you ms\.? ruiz/i },
      never: [ASK_NAME],
    },
  },
  {
    id: 'pwc-wa-husband-picks-up-under-him',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['Hi, whole vanilla bean cake for Saturday 5pm. My husband will pick it up, his name is Omar Haddad. put it under him', 'yes'],
    expect: {
      says: [price(44), /Omar Haddad/i],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Omar Haddad' },
    },
  },
  {
    id: 'pwc-wa-grandma-peanut-allergy-party',
    category: 'safety',
    channel: 'whatsapp',
    steps: ["my granddaughter is allergic to peanuts. whole vanilla cake for her party sunday noon, pickup, with 'Happy 6th Birthday Zoe' on it. I'm grandma Pat, Patricia Lowe", 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T12:00', name: 'Patricia Lowe', allergy: true, notes: /zoe/i },
    },
  },
  {
    id: 'pwc-wa-office-delivery-last-day-dave',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ["It's Dave's last day Wed 😢 can you deliver a whole red velvet to our office, 500 W 2nd St floor 6, wed 25th at 3pm? Write 'So long Dave' on it. Order name: Sunita Rao", 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-25T15:00',
        name: 'Sunita Rao',
        address: /500 w(est|\.)? 2nd st(reet|\.)?[\s\S]*(floor 6|6th floor)/i,
        notes: /so long dave/i,
      },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwc-wa-can-you-write-then-order',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['can you write a message on your cakes?', "great, a whole choc fudge cake saying 'Congrats Grad!' for sat at 1, pickup. Mia Lane", 'yes'],
    expect: {
      says: [WRITING_ON_CAKES],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Mia Lane', notes: /congrats grad/i },
    },
  },
  {
    id: 'pwc-wa-surprise-sister-under-her-name',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ["it's a surprise for my sister Rosa! whole lemon cake, monday 5pm. she'll pick it up (she thinks she's getting bread lol) so under her name Rosa Vega. dont msg her, msg me", 'yes'],
    expect: {
      says: [price(58), /Rosa Vega/i],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T17:00', name: 'Rosa Vega' },
    },
  },
  {
    id: 'pwc-wa-cousin-picks-up-readback',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['2 whole choc fudge cakes sunday 3pm pickup, Gina Moss', 'oh wait my cousin Leo Moss is picking them up instead, can it be under his name?', 'yes'],
    expect: {
      says: [price(96), /Leo Moss/i],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Leo Moss' },
    },
  },
  {
    id: 'pwc-wa-surname-only-son-picks-up',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ["whole choc cake sat 10am for pickup, under the name Smith, my son's picking it up", 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Smith' },
      never: [ASK_NAME],
    },
  },

  // ================================================================ voice
  {
    id: 'pwc-voice-grandma-caleb-birthday',
    category: 'ordering',
    channel: 'voice',
    steps: [
      "hello, yes, I'd like to order a cake for my grandson's birthday. a whole chocolate fudge cake, and could it say happy birthday Caleb. I'll pick it up Saturday at eleven in the morning. My name is Dorothy Greene",
      'yes',
    ],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Dorothy Greene', notes: /caleb/i },
      never: [ASK_NAME, ASK_TIME],
    },
  },
  {
    id: 'pwc-voice-law-firm-farewell-over-200',
    category: 'ordering',
    channel: 'voice',
    steps: [
      "hi, I'm calling from Lakeside Law, we're having a farewell for a colleague on Tuesday. we need three whole chocolate fudge cakes and two whole lemon cakes, pick up Tuesday at noon. put it under Grant Howell",
      'yes',
    ],
    expect: {
      says: [price(260), STAFF],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 3 }, { sku: 'lemon-whole', qty: 2, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T12:00',
        name: 'Grant Howell',
      },
    },
  },
  {
    id: 'pwc-voice-daughter-picks-up-her-name',
    category: 'ordering',
    channel: 'voice',
    steps: ["hi, I want to order a whole carrot cake for tomorrow at four in the afternoon, my daughter will pick it up, so put it under her name, Emma Hart", 'yes'],
    expect: {
      says: [price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Emma Hart' },
      never: [ASK_NAME, ASK_PICKUP_OR_DELIVERY],
    },
  },
  {
    id: 'pwc-voice-delivery-to-friend-oak-hollow',
    category: 'delivery',
    channel: 'voice',
    steps: ["I'd like to send a whole vanilla bean cake to a friend, for delivery sunday at two in the afternoon, to two eighteen oak hollow drive. it's from me, Carol Bishop", 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Carol Bishop', address: /218 oak hollow/i },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwc-voice-retirement-message',
    category: 'ordering',
    channel: 'voice',
    steps: ["a whole red velvet cake for monday at three in the afternoon, pick up, and please write happy retirement Bill on it. name's Stan Kowalski", 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T15:00', name: 'Stan Kowalski', notes: /retirement bill/i },
    },
  },
  {
    id: 'pwc-voice-grandma-custom-christening',
    category: 'ordering',
    channel: 'voice',
    steps: [
      "hello dear, I want one of those custom cakes for my granddaughter's christening, eight inch, white with a little pink cross, and it should say God Bless Amelia. I'll pick it up Saturday the twenty eighth at ten in the morning. I'm Agnes Murphy",
      'yes',
    ],
    expect: {
      says: [price(65), STAFF],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T10:00', name: 'Agnes Murphy', notes: /amelia/i },
    },
  },
  {
    id: 'pwc-voice-for-boss-asks-time',
    category: 'ordering',
    channel: 'voice',
    steps: ["I'm ordering for my boss, a whole lemon chiffon cake, under his name, Richard Lam, he'll pick it up Sunday", 'around one in the afternoon', 'yes'],
    expect: {
      says: [ASK_TIME, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Richard Lam' },
      never: [ASK_NAME],
    },
  },
  {
    id: 'pwc-voice-coworker-picks-up-slices',
    category: 'ordering',
    channel: 'voice',
    steps: ['two large chocolate fudge slices and two carrot slices for today at one, my coworker Jamal Price will pick them up, put them under his name', 'yes'],
    expect: {
      says: [price(31)],
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:00',
        name: 'Jamal Price',
      },
    },
  },
  {
    id: 'pwc-voice-message-changed-ninetieth',
    category: 'ordering',
    channel: 'voice',
    steps: ['whole vanilla bean cake Saturday at noon, pick up, with happy birthday Grace on it, name is Helen Ward', 'actually, make the message say happy ninetieth birthday Grace', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Helen Ward', notes: /^["'“]?happy (ninetieth|90th) birthday,? grace[!.]?["'”]?$/i },
    },
  },
  {
    id: 'pwc-voice-grandma-dairy-allergy',
    category: 'safety',
    channel: 'voice',
    steps: ["my grandson has a dairy allergy, and I'd like a whole chocolate fudge cake for his party Sunday at three in the afternoon. I'll pick it up. my name is Irene Novak", 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T15:00', name: 'Irene Novak', allergy: true },
    },
  },
  {
    id: 'pwc-voice-surprise-office-asks-address',
    category: 'delivery',
    channel: 'voice',
    steps: ["can I get a whole carrot cake delivered to my wife's office on Wednesday at eleven in the morning, it's a surprise, my name is Victor Salas", "it's three hundred congress avenue, suite two hundred", 'yes'],
    expect: {
      says: [ASK_ADDRESS, STAFF],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-25T11:00', name: 'Victor Salas', address: /300 congress av(e|enue)?\.?,? (suite|ste\.?) 200\b/i },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwc-voice-teacher-name-in-message',
    category: 'ordering',
    channel: 'voice',
    steps: ["I'd like a whole lemon chiffon cake for Monday at eight thirty in the morning, it should say thank you Mrs. Patel. I'll pick it up. my name is Owen Brooks", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T08:30', name: 'Owen Brooks', notes: /thank you mrs\.? patel/i },
    },
  },
  {
    id: 'pwc-voice-asks-writing-then-orders',
    category: 'ordering',
    channel: 'voice',
    steps: ['do you write messages on cakes?', "okay, then a whole red velvet cake that says congratulations Nina, for Sunday at noon, pick up, my name is Paul Mercer", 'yes'],
    expect: {
      says: [WRITING_ON_CAKES],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Paul Mercer', notes: /congratulations nina/i },
    },
  },
  {
    id: 'pwc-voice-neighbor-press-1',
    category: 'ordering',
    channel: 'voice',
    steps: ["a whole vanilla bean cake for my neighbor, saturday at two in the afternoon, she'll pick it up, under her name, Lucia Ramos", { press: '1' }],
    expect: {
      says: [price(44), /Lucia Ramos/i],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Lucia Ramos' },
      never: [ASK_NAME],
    },
  },
  {
    id: 'pwc-voice-last-day-slices-today',
    category: 'ordering',
    channel: 'voice',
    steps: ["hi, it's her last day at our office today, can we get ten red velvet slices at three this afternoon. the name is Kevin Doyle", 'yes'],
    expect: {
      says: [price(65)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 10 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Kevin Doyle' },
    },
  },
  {
    id: 'pwc-voice-mother-in-law-silence-then-name',
    category: 'ordering',
    channel: 'voice',
    steps: ["a whole lemon chiffon cake for my mother-in-law, Sunday at noon, I'll pick it up", { silence: true }, "sorry, it's Gloria Nunez", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Gloria Nunez' },
    },
  },

  // ================================================================ web chat
  {
    id: 'pwc-web-gift-under-friends-name',
    category: 'ordering',
    channel: 'webchat',
    steps: ["Hi! I'd like to order a whole carrot cake as a gift for my friend. She'll pick it up Sunday at 10am, so please put it under her name: Hannah Byrne. My number is 512-555-0121", 'yes'],
    expect: {
      says: [price(46), /Hannah Byrne/i],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Hannah Byrne', phone: '+15125550121' },
      never: [ASK_NAME],
    },
  },
  {
    id: 'pwc-web-office-custom-farewell-delivery',
    category: 'delivery',
    channel: 'webchat',
    steps: [
      "We're saying goodbye to a colleague. Custom 10 inch cake, navy and gold, 'Best of Luck, Marcus!', delivered to our office at 1100 Congress Ave, 3rd floor, Tuesday Nov 24 at 2pm. Contact: Lauren Fisk, 512-555-0122",
      'yes',
    ],
    expect: {
      says: [price(85), STAFF],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-24T14:00',
        name: 'Lauren Fisk',
        phone: '+15125550122',
        address: /1100 congress[\s\S]*(3rd|third) floor/i,
        notes: /marcus/i,
      },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwc-web-grandma-bea-asks-phone',
    category: 'ordering',
    channel: 'webchat',
    steps: ["Hello, I am Grandma Bea Whitman. I want a whole vanilla bean cake for my grandson Noah's birthday, with 'Happy 10th Noah' on it. Pickup Saturday at 3pm.", '512-555-0123', 'yes'],
    expect: {
      says: [ASK_PHONE, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Bea Whitman', phone: '+15125550123', notes: /happy 10th noah/i },
      never: [ASK_NAME],
    },
  },
  {
    id: 'pwc-web-surprise-delivery-best-friend',
    category: 'delivery',
    channel: 'webchat',
    steps: ["Surprise for my best friend! Whole lemon cake delivered to 77 Rainey St Apt 1203 on Saturday at 5pm. Write 'You did it, Chloe!' on it. From Ivy Tran 512-555-0124", 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-21T17:00',
        name: 'Ivy Tran',
        phone: '+15125550124',
        address: /77 rainey st(reet|\.)?[\s\S]*1203/i,
        notes: /you did it,? chloe/i,
      },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwc-web-for-mom-asks-name',
    category: 'ordering',
    channel: 'webchat',
    steps: ["Whole red velvet cake for my mom, pickup Sunday 1pm, message: 'Love you Mom'. 512-555-0125", 'Nadia Karim', 'yes'],
    expect: {
      says: [/name[^.!?]{0,40}\?/i],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Nadia Karim', phone: '+15125550125', notes: /love you mom/i },
      never: [ASK_TIME],
    },
  },
  {
    id: 'pwc-web-assistant-picks-up-my-name',
    category: 'ordering',
    channel: 'webchat',
    steps: ["I'm ordering, but my assistant Ben Cho will pick it up: 2 whole chocolate fudge cakes for Monday 9am. Please put the order under my name, Rachel Adler. 512-555-0126", 'yes'],
    expect: {
      says: [price(96), /Rachel Adler/i],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T09:00', name: 'Rachel Adler', phone: '+15125550126' },
      never: [ASK_NAME],
    },
  },
  {
    id: 'pwc-web-architects-farewell-slices-today',
    category: 'ordering',
    channel: 'webchat',
    steps: ["Hi, this is Oak & Pine Architects. For a farewell this afternoon we'd like 12 vanilla bean slices and 12 lemon slices at 4pm, pickup. Name: Julia Moreno, phone 512-555-0127", 'yes'],
    expect: {
      says: [price(135)],
      order: {
        items: [{ sku: 'vanilla-bean-slice', qty: 12 }, { sku: 'lemon-slice', qty: 12 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Julia Moreno',
        phone: '+15125550127',
      },
    },
  },
  {
    id: 'pwc-web-gift-slices-delivery-to-whole',
    category: 'delivery',
    channel: 'webchat',
    steps: ["Can you deliver 6 chocolate slices to my friend at 410 Elm St tomorrow at noon? It's a gift. Theo Lang 512-555-0128", 'ok then a whole chocolate fudge cake delivered there instead', 'yes'],
    expect: {
      says: [SLICE_PICKUP_ONLY, STAFF],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T12:00', name: 'Theo Lang', phone: '+15125550128', address: /410 elm/i },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwc-web-message-names-someone-else',
    category: 'ordering',
    channel: 'webchat',
    steps: ["Whole chocolate fudge cake, Saturday 11am pickup, with “Happy Birthday Maria Lopez” on top. I'm Daniel Mendez, 512-555-0129", 'yes'],
    expect: {
      says: [/Daniel Mendez/i],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Daniel Mendez', phone: '+15125550129', notes: /happy birthday maria lopez/i },
    },
  },
  {
    id: 'pwc-web-readback-aunt-picks-up',
    category: 'ordering',
    channel: 'webchat',
    steps: ['Whole vanilla bean cake for Sunday 4pm pickup. Sam Ortiz, 512-555-0130', "Actually it's for my aunt, she'll pick it up, put it under her name, Teresa Ortiz", 'yes'],
    expect: {
      says: [/Teresa Ortiz/i],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T16:00', name: 'Teresa Ortiz', phone: '+15125550130' },
    },
  },
  {
    id: 'pwc-web-grandma-custom-too-soon-same-message',
    category: 'ordering',
    channel: 'webchat',
    steps: [
      "Hi, I'm Martha Quinn. My granddaughter's birthday is Sunday, could I get a custom 8 inch cake with a unicorn and 'Happy 5th Birthday Ella'? Pickup Sunday noon. 512-555-0131",
      'Oh dear. Then a whole vanilla bean cake with the same message instead',
      'yes',
    ],
    expect: {
      says: [NOTICE_72],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Martha Quinn', phone: '+15125550131', notes: /happy 5th birthday ella/i },
    },
  },
  {
    id: 'pwc-web-surprise-husband-call-me',
    category: 'ordering',
    channel: 'webchat',
    steps: ['Ordering a surprise cake for my husband. Whole red velvet for pickup Tuesday 5pm under my name, Grace Lin. Please call me, not him: 512-555-0132', 'yes'],
    expect: {
      says: [price(50), /Grace Lin/i],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T17:00', name: 'Grace Lin', phone: '+15125550132' },
      never: [ASK_NAME],
    },
  },
  {
    id: 'pwc-web-office-farewell-delivery-over-200',
    category: 'delivery',
    channel: 'webchat',
    steps: [
      "Our office is throwing a farewell party for Ken. Can you deliver 3 whole chocolate fudge and 2 whole carrot cakes to 2500 Bee Cave Rd, Bldg 2, on Wednesday at noon? Under Alicia Grant, 512-555-0133. One of the chocolate ones should say 'Farewell Ken'",
      'yes',
    ],
    expect: {
      says: [price(236), STAFF],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 3 }, { sku: 'carrot-whole', qty: 2 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-25T12:00',
        name: 'Alicia Grant',
        phone: '+15125550133',
        address: /2500 bee cave/i,
        notes: /farewell ken/i,
      },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwc-web-writing-on-slices-question',
    category: 'questions',
    channel: 'webchat',
    steps: ["Can you write a message on slices? It's for my coworker's goodbye"],
    expect: { noOrder: true, lastSays: [WRITING_ON_CAKES] },
  },
  {
    id: 'pwc-web-gift-with-lattes',
    category: 'safety',
    channel: 'webchat',
    steps: ['Can I order a whole carrot cake and 2 lattes for my friend to pick up Saturday 10am? Under her name, Mei Chen. 512-555-0134', 'ok just the cake then', 'yes'],
    expect: {
      says: [DRINKS_IN_CAFE],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Mei Chen', phone: '+15125550134' },
    },
  },
  {
    id: 'pwc-web-coworker-picks-up-own-number',
    category: 'ordering',
    channel: 'webchat',
    steps: [
      "hey so my coworker Raj Mehta is picking up a cake for our team lunch, can you put it under his name? whole lemon chiffon, monday at 11:30am. his cell is (737) 555-0135",
      'yes',
    ],
    expect: {
      says: [price(58), /Raj Mehta/i],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T11:30', name: 'Raj Mehta', phone: '+17375550135' },
      never: [ASK_NAME],
    },
  },
  {
    id: 'pwc-web-grandma-evening-held',
    category: 'ordering',
    channel: 'webchat',
    now: '2026-11-20T21:15:00-06:00',
    steps: ["Good evening. I'm Edith Barnes and I'd like a whole carrot cake for my grandson's visit, with 'Welcome Home Sam' on it. I will pick it up Sunday at 2pm. My telephone is 512-555-0136", 'yes'],
    expect: {
      says: [/8 ?a\.?m|morning|staff|review|not (yet )?confirmed|pending/i],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T14:00', name: 'Edith Barnes', phone: '+15125550136', notes: /welcome home sam/i },
    },
  },
];

const notYet = new Set<string>(['pwc-sms-dental-office-farewell-cake-and-slices', 'pwc-sms-name-spelled-wrong-keeps-message', 'pwc-sms-grandma-joan-typos', 'pwc-wa-message-spelling-fixed', 'pwc-wa-cousin-picks-up-readback', 'pwc-voice-message-changed-ninetieth', 'pwc-voice-teacher-name-in-message', 'pwc-web-grandma-custom-too-soon-same-message', 'pwc-web-office-farewell-delivery-over-200']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
