import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// MIS-HEARD AND MIS-TYPED WORDS. On calls, what the speech engine writes down: "for"/"four",
// "to"/"too"/"two", "ate" for eight, carrot heard as "karat" or "parrot", red velvet as "read
// velvet", fudge as "judge", lemon as "lemming", slices as "slights", whole as "hole", vanilla bean as
// "vanilla been", custom as "costume", Sunday as "some day", pickup as "pick up" / "pick-up". In
// texts: keyboard typos ("choclate", "lemmon", "vanila", "slcies", "tomorow", "delivr", "st 2pm"),
// autocorrect ("carrots slices", "chocolate judge", "vanilla beam", "melon" for lemon, a surname
// changed), words and digits mixed ("2 doz", "half a dozen", "five (5)", "4 saturday" for "for
// saturday", "2 pick up at 2"), times without a colon or with the wrong key ("330", "3;30", "5.30"),
// missing spaces ("3redvelvet slices at4pm", "wholechocolate"), run-ons without punctuation, a phone
// number with a letter O or a digit missing, typos in allergy words ("alergic", "alergy"), and in
// drinks ("lattee", "cofee"), which are still drinks: never ordered.
//
// Decisions where the spec is silent: a mis-heard or mis-typed word that sounds or looks like exactly
// one catalog product ("parrot cake", "lemming slices", "chocolate judge", "costume cake") is read as
// that product and simply said back in the read-back (no question): a clerk would. A question is
// asked only when it is really unclear: "a lemon" (whole or slice?), "3 chocolate" (whole or
// slices?), "to whole cakes" with no flavour, "want to slices" with no flavour, "vanilla velvet"
// (vanilla bean or red velvet?), "some day at two" (which day?), "melon" (not ours: lemon is the
// closest), and a phone number with nine digits. Where the clerk might either ask or guess
// right, the script is written so that the customer's next message works both ways (a correction
// at the read-back). "*Dyer" after "Sam Dryer" corrects the surname only. "St 2pm" is "at 2pm", not
// a street. "4 saturday" is "for Saturday". A letter O inside a phone number is a zero.
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46 (tree
// nuts), red velvet $50, vanilla bean $44; lemon chiffon 10-inch only $58. Strawberry shortcake is
// not available. Slices (pickup only): chocolate fudge $6.50 regular / $9.50 large, carrot $6.00,
// red velvet $6.50, lemon $5.75, vanilla bean $5.50. Custom cake 8-inch from $65 / 10-inch from
// $85, 72 h, always needs_approval. Total over $200, delivery and any allergy mention: needs_approval.
// Open 8 AM to 8 PM; orders placed 8 PM to 8 AM are held_overnight. Clock: Fri 2026-11-20 10:00
// Central; Sat 21 = tomorrow, Sun 22, Mon 23, Tue 24, Wed 25.

/** A negation or hedge shortly before a claim makes it something else. */
const HEDGED = String.raw`(?<!(?:\bnot|\bno|n['’]t|\bnever|\bcannot|\bunable to|\bwhether|\bif|\bwithout|\bonce|\buntil|\bbefore|\bwhen|\bafter)\b[^.!?]{0,40})`;
/** Staff / the owner look at the order. */
const STAFF = /staff|team|owner|manager|approv|review|someone (will|from)|get back to you|follow up|reach out/i;
/** Said of an order placed after hours. */
const NOT_YET_CONFIRMED = /not (yet )?confirmed|not confirmed yet|review|pending|approv|staff (will )?(confirm|check|look)|once (staff|the owner|the team)|8 ?AM|eight a\.?m|in the morning|when we open/i;
/** A placed order said to be confirmed outright. */
const CONFIRMED_CLAIM = new RegExp(HEDGED + String.raw`\b(it['’]?s|it is|order is|order was|order has been|has been|is now|you['’]?re all|you are all) (confirmed|all set|good to go)\b`, 'i');
/** The closing time. */
const CLOSING_8PM = /\b8(:00)?\s*p\.?m\b|\beight\s*(p\.?m|o.?clock|in the evening|at night|tonight)|\b20:00\b/i;
/** Hours the bakery does not keep. */
const LATER_HOURS = /\b(9|10|11)(:00)?\s*p\.?m\b|open (late|until (9|10|11|midnight))|(nine|ten|eleven) (p\.?m|at night|in the evening)|24 hours a day|24\/7/i;
/** Drinks are for the cafe only, not ordered. */
const CAFE_ONLY = /caf[eé]|in[- ]store|in person|at the (counter|bakery|shop)|(can.?t|cannot|not able to|unable to|don.?t|do not) (take|order|accept|add|include|be ordered)|not (orderable|available (to order|for order|ahead))|only (in|at) the/i;
/** The carrot cake's tree nuts. */
const TREE_NUT = /tree[- ]?nuts?|walnuts?|pecans?/i;
/** A product said to be unavailable. */
const UNAVAILABLE = /not (currently |presently )?(available|in season|being made|offered|on (the|our) menu)|unavailable|out of season|seasonal|sold out|don.?t have|do not have|isn.?t available|aren.?t available|no longer|not (making|selling)/i;
/** The unavailable strawberry shortcake said to be available, or put on the order. */
const STRAWBERRY_OFFERED = new RegExp(
  HEDGED + String.raw`(strawberr(y|ies)[^.!?]{0,40}\b(is|are) (available|in stock|back|in season)\b|got it:?[^.!?]{0,60}strawberr|\b\d+ x strawberr)`,
  'i',
);
/** Things the bakery does not sell. */
const INVENTED = /\b(cheesecakes?|cupcakes?|tiramisu|brownies?|cookies?|pies?|muffins?|croissants?|tarts?|black forest|coconut cake|pound cake|melon cake|parrot cake|judge cake)\b/i;
/** An invented delivery fee (or "free delivery"). */
const FEE = /deliver(y|ies)? (fee|charge|cost)s?[^.!?]{0,20}\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge)|free delivery|delivery (is|would be|will be) free/i;
/** A promised delivery time. */
const DELIVERY_PROMISE = new RegExp(
  HEDGED + String.raw`\b((will|['’]ll) (definitely |certainly )?(arrive|be delivered|get there|be there) (at|by|around|before) \d|(we|I) (can )?(guarantee|promise)\b(?! that)|within \d+\s*(min|minutes|hours?)\b)`,
  'i',
);
/** No order found / which order. */
const NO_ORDER_FOUND = /order (number|id|#)|ord_|no (recent |open |placed |current )?orders?|don.?t see|do not see|couldn.?t find|could not find|can.?t find|cannot find|not find|unable to find|haven.?t (got|received|placed)/i;
const TOMORROW = /tomorrow|\bsat(urday)?\b|nov(ember)?\.? 21\b|\b21st\b/i;

const written: Script[] = [
  // ================================================================ calls: words the speech engine wrote down
  {
    id: 'pwa-voice-for-lemming-slices-at-for-thirty',
    category: 'misheard',
    channel: 'voice',
    steps: ["hi yeah can I get for lemming slices at for thirty today, I'll pick them up, name's Tara Quinn", 'yes'],
    expect: {
      says: [price(23)],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:30', name: 'Tara Quinn' },
    },
  },
  {
    id: 'pwa-voice-to-read-velvet-at-to',
    category: 'misheard',
    channel: 'voice',
    steps: ["hello, I need to read velvet slices at to this afternoon, it's Marco Diaz", 'yes'],
    expect: {
      says: [price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Marco Diaz' },
    },
  },
  {
    id: 'pwa-voice-chocolate-judge-cake',
    category: 'misheard',
    channel: 'voice',
    steps: ["hi, I want a whole chocolate judge cake for tomorrow at noon, I'll pick it up. my name is Helen Ward", 'yes'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Helen Ward' },
      never: [INVENTED],
    },
  },
  {
    id: 'pwa-voice-parrot-cake-saturday',
    category: 'misheard',
    channel: 'voice',
    steps: ["yeah I'd like to order a whole parrot cake for saturday at three, pick up, name's Victor Hale", 'yes'],
    expect: {
      says: [price(46), /carrot/i],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Victor Hale' },
      never: [INVENTED],
    },
  },
  {
    id: 'pwa-voice-karat-cake-slices',
    category: 'misheard',
    channel: 'voice',
    steps: ['can I get three karat cake slices for pick up at one thirty, name is Nora Bell', 'yes'],
    expect: {
      says: [price(18)],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:30', name: 'Nora Bell' },
    },
  },
  {
    id: 'pwa-voice-large-fudge-slights',
    category: 'misheard',
    channel: 'voice',
    steps: ["hi, two large chocolate fudge slights please, I'll grab them at five today, this is Owen Park", 'yes'],
    expect: {
      says: [price(19)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Owen Park' },
    },
  },
  {
    id: 'pwa-voice-hole-vanilla-been-cake',
    category: 'misheard',
    channel: 'voice',
    steps: ["I'd like a hole vanilla been cake for sunday at eleven in the morning, pick-up, name's Greta Lind", 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Greta Lind' },
    },
  },
  {
    id: 'pwa-voice-costume-cake-dinosaur',
    category: 'misheard',
    channel: 'voice',
    steps: ["hi, can I order a costume cake, eight inch, with a green dinosaur on it, for tuesday at two in the afternoon? I'll pick it up. my name is Leon Cruz", 'yes'],
    expect: {
      says: [price(65), STAFF],
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T14:00', name: 'Leon Cruz', notes: /dinosaur/i },
    },
  },
  {
    id: 'pwa-voice-ate-fudge-slices-office',
    category: 'misheard',
    channel: 'voice',
    steps: ["yeah hi, I'll need ate chocolate fudge slices for the office, picking up at noon, name's Fay Morgan", 'yes'],
    expect: {
      says: [price(52)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 8, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Fay Morgan' },
    },
  },
  {
    id: 'pwa-voice-read-velvet-whole-at-for',
    category: 'misheard',
    channel: 'voice',
    steps: ["a whole read velvet cake for tomorrow at for, pick up, name's Ivan Reyes", 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Ivan Reyes' },
    },
  },
  {
    id: 'pwa-voice-ten-inch-lemming-cake',
    category: 'misheard',
    channel: 'voice',
    steps: ["I need a ten inch lemming cake for saturday at noon, name's Alma Ruiz, I'll pick it up", 'yes'],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Alma Ruiz' },
    },
  },
  {
    id: 'pwa-voice-too-and-too-press-1',
    category: 'misheard',
    channel: 'voice',
    steps: ["yeah, too vanilla bean slices and too chocolate fudge slices at six tonight, name's Bo Grant", { press: '1' }],
    expect: {
      says: [price(24)],
      order: {
        items: [{ sku: 'vanilla-bean-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T18:00',
        name: 'Bo Grant',
      },
    },
  },
  {
    id: 'pwa-voice-carrots-and-lemming-slice',
    category: 'misheard',
    channel: 'voice',
    steps: ["um, two carrots slices and a lemming slice for pick up at noon, name Ella Soto", 'yes'],
    expect: {
      says: [price(17.75)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Ella Soto' },
    },
  },
  {
    id: 'pwa-voice-to-whole-cakes-which-flavours',
    category: 'clarify',
    channel: 'voice',
    // "to whole cakes" is two cakes; no flavour was heard: one question, then the flavours.
    steps: ["hi I'd like to uh whole cakes for tomorrow at two, pick up, name's Ruth Avila", 'one carrot and one lemon', 'yes'],
    expect: {
      says: [price(46), price(58)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Ruth Avila' },
    },
  },
  {
    id: 'pwa-voice-want-to-slices-which-flavour',
    category: 'clarify',
    channel: 'voice',
    steps: ["yeah I want to slices for pick up at three today, name's Sam Ortiz", 'lemon', 'yes'],
    expect: {
      says: [price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Sam Ortiz' },
    },
  },
  {
    id: 'pwa-voice-some-day-is-sunday',
    category: 'clarify',
    channel: 'voice',
    // "some day at two" names no day: the clerk asks, or reads back a day and the caller corrects it.
    steps: ["can I get two lemon slices, I'll pick them up some day at two, name's Dee Fox", 'sunday, sunday at two', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Dee Fox' },
    },
  },
  {
    id: 'pwa-voice-karat-price-question',
    category: 'questions',
    channel: 'voice',
    steps: ['how much is a whole karat cake'],
    expect: { noOrder: true, lastSays: [price(46)], never: [INVENTED] },
  },
  {
    id: 'pwa-voice-karat-nut-allergy-then-vanilla',
    category: 'safety',
    channel: 'voice',
    steps: ['is the karat cake okay for my son, he has a nut allergy', "okay then two vanilla been slices at three today instead, name's Cal Webb", 'yes'],
    expect: {
      says: [TREE_NUT, STAFF],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T15:00', name: 'Cal Webb', allergy: true },
    },
  },
  {
    id: 'pwa-voice-free-lemon-slices-is-three',
    category: 'misheard',
    channel: 'voice',
    // "three" heard as "free": a count, not a request for something free.
    steps: ["hi, can I get free lemon slices at one o'clock, I'll pick them up, name's Jon Hale", 'yes'],
    expect: {
      says: [price(17.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Jon Hale' },
    },
  },

  // ================================================================ texts: typos, autocorrect, no spaces
  {
    id: 'pwa-sms-choclate-tmrw-pikcup',
    category: 'typos',
    channel: 'sms',
    steps: ['hiya cn i get a whole choclate fudge cake tmrw @ 2 pikcup. - Jess Mora', 'yes'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Jess Mora' },
    },
  },
  {
    id: 'pwa-sms-no-spaces-redvelvet',
    category: 'typos',
    channel: 'sms',
    steps: ['3redvelvet slices at4pm pickup name Kay Lowe', 'yes'],
    expect: {
      says: [price(19.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Kay Lowe' },
    },
  },
  {
    id: 'pwa-sms-autocorrect-chocolate-judge-large',
    category: 'autocorrect',
    channel: 'sms',
    steps: ['Can I get 2 large chocolate judge slices at 12:30? Pick up. Thanks, Dana Fry', 'yep'],
    expect: {
      says: [price(19)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:30', name: 'Dana Fry' },
    },
  },
  {
    id: 'pwa-sms-melon-star-lemon',
    category: 'autocorrect',
    channel: 'sms',
    // "melon" is not sold (lemon is the closest); the customer corrects it at once, as people do.
    steps: ['2 melon slices for 3pm pls - Pat Gill', '*lemon sorry autocorrect', 'yes'],
    expect: {
      says: [price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Pat Gill' },
      never: [INVENTED],
    },
  },
  {
    id: 'pwa-sms-surname-autocorrect-star',
    category: 'autocorrect',
    channel: 'sms',
    steps: ['2 vanilla bean slices at 1pm, name Sam Dryer', '*Dyer', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Sam Dyer' },
    },
  },
  {
    id: 'pwa-sms-2-doz-lrg-fudge-over-200',
    category: 'numbers',
    channel: 'sms',
    steps: ['need 2 doz choc fudge slices, lrg, for pickup 2day at 5. Rob Tan', 'yes'],
    expect: {
      says: [price(228), STAFF],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 24, size: 'large' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T17:00', name: 'Rob Tan' },
    },
  },
  {
    id: 'pwa-sms-half-a-dozen-carrots-slices',
    category: 'numbers',
    channel: 'sms',
    steps: ['half a dozen carrots slices @ noon plz, Lia Ford', 'yes'],
    expect: {
      says: [price(36)],
      order: { items: [{ sku: 'carrot-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Lia Ford' },
    },
  },
  {
    id: 'pwa-sms-100-typo-meant-10',
    category: 'numbers',
    channel: 'sms',
    steps: ['100 lemon slices for 2pm', 'oops typo, 10 not 100', 'Max Ruiz', 'yes'],
    expect: {
      says: [price(57.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 10 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Max Ruiz' },
    },
  },
  {
    id: 'pwa-sms-night-typos-held',
    category: 'typos',
    channel: 'sms',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['cn i order 4 lemon slcies for tomorow at 11am? Nia Shaw', 'yes'],
    expect: {
      says: [price(23), NOT_YET_CONFIRMED],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-21T11:00', name: 'Nia Shaw' },
      never: [CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwa-sms-delivr-carot-cake',
    category: 'typos',
    channel: 'sms',
    steps: ['can u delivr a whole carot cake to 1204 elm st tmrw at 3pm? its for my mom. Gail Boyd', 'yes'],
    expect: {
      says: [price(46), STAFF],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Gail Boyd', address: /1204 elm/i },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwa-sms-red-velvit-and-lattee',
    category: 'safety',
    channel: 'sms',
    // "lattee" is still a latte: in-cafe only, never on the order; the slices go on.
    steps: ['2 red velvit slices and a lattee at 11:30, Ben Cho', 'yes'],
    expect: {
      says: [CAFE_ONLY, price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Ben Cho' },
    },
  },
  {
    id: 'pwa-sms-how-mcuh-slcie-lemmon',
    category: 'questions',
    channel: 'sms',
    steps: ['how mcuh is a slcie of lemmon cake'],
    expect: { noOrder: true, lastSays: [price(5.75)] },
  },
  {
    id: 'pwa-sms-wat-time-u-close-2nite',
    category: 'questions',
    channel: 'sms',
    steps: ['wat time u close 2nite'],
    expect: { noOrder: true, lastSays: [CLOSING_8PM], never: [LATER_HOURS] },
  },
  {
    id: 'pwa-sms-alergic-typo-vanila',
    category: 'safety',
    channel: 'sms',
    steps: ['2 vanila slices at 2, my daugter is alergic to eggs. Zoe Kent', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T14:00', name: 'Zoe Kent', allergy: true },
    },
  },
  {
    id: 'pwa-sms-words-and-digits-cake-and-slices',
    category: 'numbers',
    channel: 'sms',
    steps: ['tmrw at 1pm pickup: one whole lemon cake n two (2) carrot slices. Jo Park', 'yes'],
    expect: {
      says: [price(58), price(12)],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }, { sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Jo Park' },
    },
  },
  {
    id: 'pwa-sms-time-330-no-colon',
    category: 'typos',
    channel: 'sms',
    steps: ['4 choc fudge slices pickup at 330 today, Eve Lam', 'yes'],
    expect: {
      says: [price(26)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:30', name: 'Eve Lam' },
    },
  },
  {
    id: 'pwa-sms-st-for-at-not-street',
    category: 'typos',
    channel: 'sms',
    // "st 2pm": the s is next to the a; slices are picked up, no address was given.
    steps: ['3 lemon slices st 2pm pls - Ron Bix', 'yes'],
    expect: {
      says: [price(17.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Ron Bix' },
    },
  },
  {
    id: 'pwa-sms-vanilla-velvet-which',
    category: 'clarify',
    channel: 'sms',
    // "vanilla velvet" could be the vanilla bean or the red velvet: really unclear, so one question
    // (or, if the clerk guessed, the customer's answer corrects it at the read-back).
    steps: ['whole vanilla velvet cake for tmrw 2pm pickup, Cory Webb', 'red velvet', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Cory Webb' },
    },
  },
  {
    id: 'pwa-sms-tommorow-sat-carrit-whole-4pm',
    category: 'typos',
    channel: 'sms',
    steps: ['wholw carrit cake for tommorow 4pm, ill pick it uo. Amy Roth', 'yes'],
    expect: {
      says: [price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Amy Roth' },
    },
  },

  // ================================================================ WhatsApp: the same, in chat style
  {
    id: 'pwa-wa-hole-red-velvet-sunday',
    category: 'autocorrect',
    channel: 'whatsapp',
    steps: ['can i get a hole red velvet cake for sunday 1pm pick-up', 'Ada Pike', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Ada Pike' },
    },
  },
  {
    id: 'pwa-wa-vanilla-beam-cake',
    category: 'autocorrect',
    channel: 'whatsapp',
    steps: ["Vanilla beam cake whole for Saturday at 4pm please, I'll pick it up. Tom Reid", 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Tom Reid' },
    },
  },
  {
    id: 'pwa-wa-2-whole-carrots-cakes',
    category: 'autocorrect',
    channel: 'whatsapp',
    steps: ['2 whole carrots cakes for sat noon pickup, Uma Bose', 'yes'],
    expect: {
      says: [price(92)],
      order: { items: [{ sku: 'carrot-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Uma Bose' },
    },
  },
  {
    id: 'pwa-wa-4-cakes-4-saturday',
    category: 'numbers',
    channel: 'whatsapp',
    // The first 4 is a count, the second is "for".
    steps: ['hi need 4 whole choc fudge cakes 4 saturday at 11 pickup, Lee Hart', 'yes'],
    expect: {
      says: [price(192)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Lee Hart' },
    },
  },
  {
    id: 'pwa-wa-2-ready-2-pick-up-at-2',
    category: 'numbers',
    channel: 'whatsapp',
    steps: ['can u make 2 lemon slices ready 2 pick up at 2', 'Kim Doyle', 'yes'],
    expect: {
      says: [price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Kim Doyle' },
    },
  },
  {
    id: 'pwa-wa-five-5-rv-whole-approval',
    category: 'numbers',
    channel: 'whatsapp',
    steps: ['five (5) whole red velvet cakes for tmrw 3pm pickup, office party. Gus Neal', 'yes'],
    expect: {
      says: [price(250), STAFF],
      order: { items: [{ sku: 'red-velvet-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Gus Neal' },
    },
  },
  {
    id: 'pwa-wa-lemin-then-actualy-4-plus-carot',
    category: 'typos',
    channel: 'whatsapp',
    steps: ['3 lemin slices at 1', 'actualy make it 4 n add 1 carot slice', 'Liv Moss', 'yes'],
    expect: {
      says: [price(29)],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }, { sku: 'carrot-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Liv Moss' },
    },
  },
  {
    id: 'pwa-wa-a-lemon-whole-or-slice',
    category: 'clarify',
    channel: 'whatsapp',
    // "a lemon" is sold whole and by the slice: really unclear, one question.
    steps: ['can i get a lemon for tmrw at 2? pick up, Ray Soto', 'whole', 'yes'],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Ray Soto' },
    },
  },
  {
    id: 'pwa-wa-custum-cake-wensday',
    category: 'typos',
    channel: 'whatsapp',
    steps: ["custum cake 10 inch w/ 'Happy Bday Nana' in pink, pickup wensday 3pm. Ivy Lane", 'yes'],
    expect: {
      says: [price(85), STAFF],
      order: { items: [{ sku: 'custom', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-25T15:00', name: 'Ivy Lane', notes: /nana/i },
    },
  },
  {
    id: 'pwa-wa-strawbery-shortcake-typo',
    category: 'questions',
    channel: 'whatsapp',
    steps: ['do u hav strawbery shortcake slices'],
    expect: { noOrder: true, lastSays: [UNAVAILABLE], never: [STRAWBERRY_OFFERED, INVENTED] },
  },
  {
    id: 'pwa-wa-carot-nut-fre-alergy',
    category: 'safety',
    channel: 'whatsapp',
    steps: ['is the carot cake nut fre? my son has a nut alergy'],
    expect: { noOrder: true, lastSays: [TREE_NUT] },
  },
  {
    id: 'pwa-wa-reg-and-lrg-fudge',
    category: 'typos',
    channel: 'whatsapp',
    steps: ['2 reg + 1 lrg choc fudge slice @4pm pls, Mo Adel', 'yes'],
    expect: {
      says: [price(22.5)],
      order: {
        items: [
          { sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' },
          { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Mo Adel',
      },
    },
  },
  {
    id: 'pwa-wa-ordr-go-thru-none',
    category: 'status',
    channel: 'whatsapp',
    steps: ['did my ordr go thru?? havent got a txt'],
    expect: { noOrder: true, lastSays: [NO_ORDER_FOUND] },
  },
  {
    id: 'pwa-wa-satuday-rv-and-lemon',
    category: 'typos',
    channel: 'whatsapp',
    steps: ['satuday 12:30, 2 red velvet + 2 lemon slices pls, picking up. name Ola Gray', 'yes'],
    expect: {
      says: [price(24.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:30', name: 'Ola Gray' },
    },
  },
  {
    id: 'pwa-wa-dozen-lemmon-half-dozen-choc',
    category: 'numbers',
    channel: 'whatsapp',
    steps: ['a dozen lemmon slices n half a dozen choc fudge slices, pick up at 3 today', 'Nell Park', 'yes'],
    expect: {
      says: [price(108)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 12 }, { sku: 'chocolate-fudge-slice', qty: 6, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Nell Park',
      },
    },
  },
  {
    id: 'pwa-wa-chocolate-judge-autocorrect-star',
    category: 'autocorrect',
    channel: 'whatsapp',
    steps: ['Whole chocolate judge cake for Sunday 2pm, pick up', '*fudge lol', 'Rhea Tate', 'yes'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Rhea Tate' },
    },
  },

  // ================================================================ web chat: typos, a phone number typed badly
  {
    id: 'pwa-web-phone-missing-digit',
    category: 'clarify',
    channel: 'webchat',
    // Nine digits: the number is asked again rather than guessed.
    steps: ['2 carrot slices for pickup at 3pm today. Name: Hana Lee, phone 512-555-017', '512-555-0173', 'yes'],
    expect: {
      says: [price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Hana Lee', phone: '+15125550173' },
    },
  },
  {
    id: 'pwa-web-phone-letter-o',
    category: 'typos',
    channel: 'webchat',
    steps: ['Whole vanilla bean cake tomorrow 3pm pickup, Rick Moss, 512-555-O188', 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Rick Moss', phone: '+15125550188' },
    },
  },
  {
    id: 'pwa-web-run-on-no-punctuation',
    category: 'typos',
    channel: 'webchat',
    steps: ['hi i would like to order two lemon slices and one red velvet slice for pickup today at 4 my name is Carla Diaz my number is 5125550191 thank you', 'yes'],
    expect: {
      says: [price(18)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'red-velvet-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Carla Diaz',
        phone: '+15125550191',
      },
    },
  },
  {
    id: 'pwa-web-lemon-chifon-sunday',
    category: 'typos',
    channel: 'webchat',
    steps: ['Lemon chifon cake whole for Sunday noon pick up. Beth Ngo 512 555 0145', 'yes'],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Beth Ngo', phone: '+15125550145' },
    },
  },
  {
    id: 'pwa-web-all-caps-no-spaces',
    category: 'typos',
    channel: 'webchat',
    steps: ['REDVELVET CAKE WHOLE TMRW 1PM PICKUP. DON HALE 5125550146', 'YES'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', phone: '+15125550146' },
    },
  },
  {
    id: 'pwa-web-vanillla-1030-saturday',
    category: 'typos',
    channel: 'webchat',
    steps: ['Can I get a vanillla bean cake (whole) for Saturday at 10:30am? Picking up. Irene Fox, 512-555-0147', 'yes'],
    expect: {
      says: [price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:30', name: 'Irene Fox', phone: '+15125550147' },
    },
  },
  {
    id: 'pwa-web-3-chocolate-whole-or-slices',
    category: 'clarify',
    channel: 'webchat',
    // "3 chocolate" is sold whole and by the slice: one question.
    steps: ['3 chocolate for 2pm today pls. Tia Ross 512-555-0148', 'slices', 'yes'],
    expect: {
      says: [price(19.5)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Tia Ross', phone: '+15125550148' },
    },
  },
  {
    id: 'pwa-web-time-semicolon',
    category: 'typos',
    channel: 'webchat',
    steps: ['4 lemon slices at 3;30 today for pickup, Gina Cole, 512-555-0149', 'yes'],
    expect: {
      says: [price(23)],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:30', name: 'Gina Cole', phone: '+15125550149' },
    },
  },
  {
    id: 'pwa-web-time-with-dot',
    category: 'typos',
    channel: 'webchat',
    steps: ['a whole carrot cake for tomorrow at 5.30pm, pick-up, Hal Ames (512) 555-0152', 'yes'],
    expect: {
      says: [price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:30', name: 'Hal Ames', phone: '+15125550152' },
    },
  },
  {
    id: 'pwa-web-peanut-alergy-typo',
    category: 'safety',
    channel: 'webchat',
    steps: ['Hi, whole red velvet cake for Saturday 2pm pickup. My husband has a peanut alergy. Jane Cho 512-555-0153', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Jane Cho', phone: '+15125550153', allergy: true },
    },
  },
  {
    id: 'pwa-web-deliever-wholechocolate',
    category: 'typos',
    channel: 'webchat',
    steps: ['could you deliever a wholechocolate cake to 88 river rd on sunday at 11am? Paul Kim 512-555-0154', 'yes'],
    expect: {
      says: [price(48), STAFF],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T11:00',
        name: 'Paul Kim',
        phone: '+15125550154',
        address: /88 river/i,
      },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pwa-web-cofee-and-vanila-slices',
    category: 'safety',
    channel: 'webchat',
    steps: ['can i order a cofee and 2 vanila bean slices for 1pm? Rosa Lim 512-555-0155', 'yes'],
    expect: {
      says: [CAFE_ONLY, price(11)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Rosa Lim', phone: '+15125550155' },
    },
  },
  {
    id: 'pwa-web-red-velvit-price',
    category: 'questions',
    channel: 'webchat',
    steps: ['how much is the red velvit cake, the whole one?'],
    expect: { noOrder: true, lastSays: [price(50)] },
  },
  {
    id: 'pwa-web-soonest-hole-lemmon-cake',
    category: 'questions',
    channel: 'webchat',
    steps: ['whats the soonest i can get a hole lemmon cake'],
    expect: { noOrder: true, lastSays: [TOMORROW, /\b10(:\d\d)?\s*a\.?m\b|\bten\b/i] },
  },
  {
    id: 'pwa-web-fifteen-15-lemon-slices',
    category: 'numbers',
    channel: 'webchat',
    steps: ['fifteen (15) lemon slices for a meeting, pickup at 11:45 today. Omar Said, 512-555-0156', 'yes'],
    expect: {
      says: [price(86.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 15 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:45', name: 'Omar Said', phone: '+15125550156' },
    },
  },
];

const notYet = new Set<string>(['pwa-voice-for-lemming-slices-at-for-thirty', 'pwa-voice-to-read-velvet-at-to', 'pwa-voice-costume-cake-dinosaur', 'pwa-voice-ate-fudge-slices-office', 'pwa-voice-ten-inch-lemming-cake', 'pwa-voice-carrots-and-lemming-slice', 'pwa-voice-free-lemon-slices-is-three', 'pwa-sms-no-spaces-redvelvet', 'pwa-sms-melon-star-lemon', 'pwa-sms-surname-autocorrect-star', 'pwa-sms-st-for-at-not-street', 'pwa-sms-vanilla-velvet-which', 'pwa-wa-2-ready-2-pick-up-at-2', 'pwa-wa-lemin-then-actualy-4-plus-carot', 'pwa-web-phone-letter-o', 'pwa-web-all-caps-no-spaces', 'pwa-web-deliever-wholechocolate']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
