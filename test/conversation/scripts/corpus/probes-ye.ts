import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// CASUAL CHAT-APP STYLE: customers who text the way people text friends. Short bursts of several
// messages in a row ("hiii" / "can i get a choc cake" / "tmrw 3pm"), an order sent in three
// fragments, emoji openers ("hey 👋"), a message that is only an emoji (🎂, 👋), emoji and slang
// reactions as answers to the read-back (👍, 👍🏽, ✅, 👌, "yesss", "ok bet", "yup yup", "ya") and
// as a "no" ("nah nvm 😅"), "lol nvm" changes of mind, abbreviations (tmrw, tmrrw, pls, thx, rn,
// b4, u, r, n, w, 2day, lg, choc, bday, ppl, bff, hbd), ALL CAPS and no punctuation, one-word answers
// ("tmrw", "2", "pickup", "large"), an item added in a second message before the question asked is
// answered, questions dropped mid-order ("wait does it have nuts", "how much is it again"), a "brb",
// a thank-you after the confirmation, and plain questions (price, hours, servings, allergens,
// cupcakes, shortcake, lattes) that must be answered without starting an order. Mostly WhatsApp
// and web chat, some SMS, a couple of calls.
//
// Catalog facts used: whole cakes 8-inch, serve 10 to 12, 24 hours' notice: chocolate fudge $48,
// carrot $46 (walnuts / tree nuts), red velvet $50, vanilla bean $44 (red velvet and vanilla
// allergens unknown: never "free of" anything); lemon whole 10-inch $58, serves 14 to 16.
// Strawberry shortcake listed but unavailable. Slices, pickup only, no notice: chocolate fudge $6.50
// regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean $5.50. Custom
// cake 8-inch from $65 / 10-inch from $85, 72 hours' notice, always needs_approval, design and
// writing in the item's notes. Drinks in-cafe only, never ordered. Delivery (whole / custom cakes
// only) needs_approval, address kept, no fee / area / time invented. Orders over $200
// needs_approval; at most 100 of a product. Any allergy mention: allergy notes, staff review.
// Hours 8 AM to 8 PM every day, Thanksgiving Thu 26 open; an order placed 8 PM to 8 AM is
// held_overnight. Clock: Fri 2026-11-20 10:00 Central (Sat 21, Sun 22, Mon 23, Tue 24, Wed 25,
// Thu 26, Fri 27, Sat 28) unless `now` is set. Web chat has no sender's phone: the customer gives one.

/** Words that turn a following phrase into a denial or a question rather than a claim. */
const NEG = String.raw`(?:\w+n['’]t|dont|cant|wont|isnt|arent|doesnt|not|no|none|nothing|never|any|if|whether|sorry|unfortunately|afraid|which|what|about|unsure|sure|know|confirm|guarantee|promise)`;
/** A claim: the phrase, not shortly after a negation / question word, nor shortly before "not". */
function claim(core: string): RegExp {
  return new RegExp(String.raw`(?<!\b${NEG}\b[^.!?]{0,40})\b(?:${core})\b(?![^.!?]{0,30}\b(?:\w+n['’]t|not|no longer)\b)`, 'i');
}

const WALNUTS = /walnut|tree[- ]?nut|\bnuts?\b/i;
const NOTICE_24H = /\b24\b|twenty[- ]four|a day'?s notice|one day'?s notice|a day (in advance|ahead)|day before|tomorrow/i;
const OPEN_8AM = /\b8(:00)?\s*(am|a\.m\.)|\beight\s*(a\.?\s?m\.?|in the morning)/i;
const CLOSE_8PM = /\b8(:00)?\s*(pm|p\.m\.)|\beight\s*(p\.?\s?m\.?|at night|in the evening)/i;
const SERVES_14_16 = /14\s*(to|-|–|and)\s*16|fourteen (to|and) sixteen/i;
const STAFF = /staff|team|owner|approv|review|someone|baker|follow up|reach out|get back to you|confirm/i;
const UNKNOWN_ALLERGENS =
  /(not|n.?t) (been )?(confirm|list|know|sure|verif|have (a |the )?(confirmed|full|complete|allergen))|unknown|can.?t (confirm|guarantee|say|promise)|cannot (confirm|guarantee|say|promise)|unable to confirm|no (allergen )?information|staff|team/i;
const FREE_CLAIM = claim(String.raw`(?:allergen|gluten|nut|peanut|dairy|egg|wheat|soy)[- ]free`);
const BRUSH_OFF = /no need to worry|nothing to worry|should (be|still be) (fine|ok|okay|safe)|you.?ll be (fine|ok)|won.?t be a problem|(is|are|it.?s|they.?re) (totally |perfectly |completely )?safe (for|to)\b/i;
const DRINKS_IN_CAFE = /caf[eé]|in[- ]store|in person|at the (counter|bakery)|can.?t (be )?(order|pre-?order|reserve)|cannot (be )?(order|pre-?order|reserve)|not (available )?(to|for) (order|pre-?order)|only (order|take)/i;
const NOT_HAVE =
  /\b(don'?t|do not|doesn'?t|does not) (currently |really )?(have|make|sell|carry|offer|bake|do|stock)\b|\bnot (on )?(our|the) menu\b|\bisn'?t (on|something|one of)\b|\baren'?t (on|something|part)\b|\bnot something we\b|\bunfortunately\b|\bsorry\b|\bwe only (have|make|sell|bake|do|offer)\b|\bnot (currently )?(available|offered)\b/i;
const UNAVAILABLE = /not (currently )?available|unavailable|sold out|isn'?t available|not (offering|making|selling)|(don'?t|do not) have/i;
const REAL_KINDS = /chocolate fudge|carrot|red velvet|lemon|vanilla/i;
const INVENTED_PRODUCT = claim(String.raw`we (?:have|sell|make|carry|offer|bake|do) (?:a |some |fresh |great |delicious |homemade )?(?:cupcakes|cookies|pies|brownies|muffins)`);
const NON_MENU_PRICE =
  /\b(cupcakes?|cookies?|lattes?|coffee)\s*(are|is|cost|costs|run|for|at|:|-|–)\s*(just |only |about |around )?(\$\s?\d|\d+ dollars)|(\$\s?\d+(\.\d\d)?|\d+ dollars)\s*(per|a|each|for (a|one|the))\s*(cupcake|cookie|latte|coffee)/i;
const FEE = /(delivery (fee|charge|cost)s?( is| are| of| will be| would be| runs?)?\s*(about |around |just |only )?\$\s?\d|\$\s?\d+(\.\d\d)? delivery (fee|charge)|free delivery|delivery (is|would be|will be) free)/i;
const DELIVERY_PROMISE =
  /\bwill (arrive|be delivered|get there|be there|reach you) (by|at|before|around|in|within)\b|\bwe(')?ll deliver (it )?(by|at|before|within)\b|\bwithin \d+ (minutes|hours|miles)\b/i;
const PICKUP_ONLY = /pick ?up|in[- ]store|in person|(can.?t|cannot|don.?t|do not|not) (be )?deliver/i;
const LIMIT_100 = /\b100\b|one hundred|hundred/i;
const TWO_PM = /\b2(:00)?\s*(pm|p\.m\.)|\btwo\s*(p\.?\s?m\.?|o.?clock|in the afternoon)/i;
/** The customer's "no" to the read-back acknowledged: nothing placed. */
const CANCELLED = /cancel|not (been )?placed|nothing (was |has been |is )?placed|won.?t place|no problem|no worries|all good|(okay|ok)[,!.]? (i|I)( have|.ve| will|.ll)? (not|drop|scrap|remove|cancel)/i;
const ORDER_ID = /\bord_[0-9a-z]{20}\b/;
const P6_50 = price(6.5);
const P9_50 = price(9.5);

const written: Script[] = [
  // ==================================================================== ORDERS IN FRAGMENTS
  {
    id: 'pye-wa-wave-three-fragments-thumbs',
    category: 'fragments',
    channel: 'whatsapp',
    steps: ['hey 👋', 'can i get a choc fudge cake', 'for tmrw 3pm pickup', 'name is Jaz Patel', '👍'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Jaz Patel' },
    },
  },
  {
    id: 'pye-wa-slices-rn-ok-bet',
    category: 'fragments',
    channel: 'whatsapp',
    steps: ['yo do u have carrot slices rn', 'ok bet 2 of those pls', 'ill grab them at 11, its Marco Diaz', 'ok bet'],
    expect: {
      says: [price(6), price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Marco Diaz' },
    },
  },
  {
    id: 'pye-web-hiii-four-fragments',
    category: 'fragments',
    channel: 'webchat',
    steps: ['hiii', 'need 6 lemon slices', 'pickup today 4pm', 'Nina Ortiz 512-555-0142', 'yep'],
    expect: {
      says: [price(34.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Nina Ortiz', phone: '+15125550142' },
    },
  },
  {
    id: 'pye-sms-one-word-answers',
    category: 'one-word',
    channel: 'sms',
    steps: ['choc fudge cake pls', 'tmrw', '2', 'pickup', 'Lou Diaz', 'ya'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Lou Diaz' },
    },
  },
  {
    id: 'pye-web-three-slices-then-slices-word',
    category: 'fragments',
    channel: 'webchat',
    steps: ['hiii', '1 choc', '1 lemon', '1 vanilla', 'slices!! pickup at 3 today', 'Tess Nye 469-555-0177', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1 }, { sku: 'lemon-slice', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Tess Nye',
        phone: '+14695550177',
      },
    },
  },
  {
    id: 'pye-wa-brb-mid-order',
    category: 'fragments',
    channel: 'whatsapp',
    steps: ['ordering a carrot cake for tmrw', 'brb', 'ok back lol 3pm pickup, Mo Farah', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Mo Farah' },
    },
  },
  {
    id: 'pye-sms-abbrev-slices-signoff',
    category: 'abbreviations',
    channel: 'sms',
    steps: ['cn i get 2 red vel slices + 1 lg choc slice 4 pickup @ 3 2day thx. - Bree Watts', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Bree Watts',
      },
    },
  },
  {
    id: 'pye-wa-all-caps',
    category: 'caps',
    channel: 'whatsapp',
    steps: ['CAN I GET A CARROT CAKE FOR TMRW AT 10AM PICKUP NAME IS DAVE PRICE', 'YES'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:00', name: 'Dave Price' },
    },
  },
  {
    id: 'pye-wa-no-punctuation-run-on',
    category: 'no-punctuation',
    channel: 'whatsapp',
    steps: ['hey can i get a vanilla bean cake for sunday at 4 pickup my name is Leah Fox thanks', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T16:00', name: 'Leah Fox' },
    },
  },
  {
    id: 'pye-sms-tomorow-typo-1030',
    category: 'typos',
    channel: 'sms',
    steps: ['need a choc fudge cake tomorow at 1030 am pickup. ben ortiz', 'yes'],
    expect: {
      says: [/ben ortiz/i],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:30' },
    },
  },
  {
    id: 'pye-wa-dozen-carrot-slices',
    category: 'abbreviations',
    channel: 'whatsapp',
    steps: ['a dozen carrot slices 4 pickup at 5 2day pls', 'Cal Ames', 'yesss'],
    expect: {
      says: [price(72)],
      order: { items: [{ sku: 'carrot-slice', qty: 12 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Cal Ames' },
    },
  },
  {
    id: 'pye-sms-b4-noon',
    category: 'vague-time',
    channel: 'sms',
    steps: ['need a carrot cake tmrw b4 noon', 'pickup at 11, Dee Lang', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Dee Lang' },
    },
  },

  // ==================================================================== READ-BACK ANSWERED WITH EMOJI / SLANG
  {
    id: 'pye-wa-check-emoji-yes',
    category: 'emoji-answer',
    channel: 'whatsapp',
    steps: ['red velvet cake for sat 21st 1pm pickup pls, Ivy Moreno', '✅'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Ivy Moreno' },
    },
  },
  {
    id: 'pye-sms-thumbs-skin-tone',
    category: 'emoji-answer',
    channel: 'sms',
    steps: ['3 vanilla bean slices for pickup at 2 today. Ana Bell', '👍🏽'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Ana Bell' },
    },
  },
  {
    id: 'pye-web-ok-hand-yes',
    category: 'emoji-answer',
    channel: 'webchat',
    steps: ['lemon cake sunday 11am pickup, Rosa Lima, 214 555 0133', '👌'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Rosa Lima', phone: '+12145550133' },
    },
  },
  {
    id: 'pye-wa-yup-yup',
    category: 'slang-answer',
    channel: 'whatsapp',
    steps: ['2 large choc slices pickup at noon - Sam Cho', 'yup yup'],
    expect: {
      says: [price(19)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Sam Cho' },
    },
  },
  {
    id: 'pye-wa-nah-nvm-no-order',
    category: 'slang-answer',
    channel: 'whatsapp',
    steps: ['carrot cake for tmrw at 2 pickup, Jo Park', 'nah nvm 😅'],
    // A clerk hears the "no": the order is dropped (or put on hold), not read back again for a YES.
    expect: { noOrder: true, lastSays: [CANCELLED] },
  },
  {
    id: 'pye-web-sure-thing-heart',
    category: 'slang-answer',
    channel: 'webchat',
    steps: ['hey!! 4 red velvet slices for pickup at 6pm today pls', 'Gia Russo', '737-555-0199', 'sure thing ❤️'],
    expect: {
      says: [price(26)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Gia Russo', phone: '+17375550199' },
    },
  },
  {
    id: 'pye-sms-hmm-change-time-at-readback',
    category: 'change',
    channel: 'sms',
    steps: ['vanilla bean cake tmrw 2pm pickup, Pia Holt', 'hmm actually make it 4pm', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Pia Holt' },
    },
  },

  {
    id: 'pye-wa-thumbs-to-earliest-time',
    category: 'emoji-answer',
    channel: 'whatsapp',
    steps: ['carrot cake today 4pm pls', '👍', 'pickup, Lily Ng', 'yes'],
    expect: {
      says: [NOTICE_24H],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T10:15', name: 'Lily Ng' },
    },
  },
  {
    id: 'pye-web-one-word-whole',
    category: 'one-word',
    channel: 'webchat',
    steps: ['can i get a lemon', 'whole', 'sun 3pm pickup, Ray Park', '512 555 0123', 'k'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Ray Park', phone: '+15125550123' },
    },
  },

  // ==================================================================== ITEM ADDED BEFORE ANSWERING THE QUESTION
  {
    id: 'pye-wa-add-slices-before-time',
    category: 'add-before-answer',
    channel: 'whatsapp',
    steps: ['can i get a vanilla bean cake tmrw', 'oh and 3 choc fudge slices too', '2pm pickup, Omar Haddad', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 3 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T14:00',
        name: 'Omar Haddad',
      },
    },
  },
  {
    id: 'pye-web-add-slices-before-time',
    category: 'add-before-answer',
    channel: 'webchat',
    steps: ['hey can i order a lemon cake', 'wait also 2 red velvet slices', 'sat 21 at 11am pickup', 'Lena Park, 737-555-0118', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-whole', qty: 1 }, { sku: 'red-velvet-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-21T11:00',
        name: 'Lena Park',
        phone: '+17375550118',
      },
    },
  },
  {
    id: 'pye-sms-add-before-name',
    category: 'add-before-answer',
    channel: 'sms',
    steps: ['2 lemon slices for pickup at 1 today', '+1 carrot slice pls', 'its Sid Rao', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:00',
        name: 'Sid Rao',
      },
    },
  },
  {
    id: 'pye-wa-add-cake-at-readback',
    category: 'add-before-answer',
    channel: 'whatsapp',
    steps: ['red velvet cake sunday at noon pickup, Kat Doyle', 'ooh add a carrot cake too', 'yesss'],
    expect: {
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }, { sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T12:00',
        name: 'Kat Doyle',
      },
    },
  },
  {
    id: 'pye-wa-add-before-slice-size',
    category: 'add-before-answer',
    channel: 'whatsapp',
    steps: ['choc slice pls', 'and a lemon slice', 'large', 'pickup 3pm, Dev Shah', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }, { sku: 'lemon-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Dev Shah',
      },
    },
  },

  // ==================================================================== CHANGES OF MIND
  {
    id: 'pye-sms-lol-nvm-swap-cake',
    category: 'change',
    channel: 'sms',
    steps: ['can i get a red velvet cake for tmrw', 'lol nvm make it carrot', 'noon pickup, Tia Brooks', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Tia Brooks' },
    },
  },
  {
    id: 'pye-wa-lol-nvm-drop-item',
    category: 'change',
    channel: 'whatsapp',
    steps: ['gimme 2 lemon slices n 2 carrot slices', 'lol nvm no carrot', 'pickup at 1 today, Sam Lee', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Sam Lee' },
    },
  },
  {
    id: 'pye-web-make-it-5',
    category: 'change',
    channel: 'webchat',
    steps: ['3 vanilla slices pls', 'actually make it 5 lol', 'pickup 5:30 today, Ada Quinn 512 555 0166', 'yes'],
    expect: {
      says: [price(27.5)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 5 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:30', name: 'Ada Quinn', phone: '+15125550166' },
    },
  },
  {
    id: 'pye-wa-too-soon-then-tmrw',
    category: 'notice',
    channel: 'whatsapp',
    steps: ['need a red velvet cake today at 5 🙏', 'ok tmrw at 5 then', 'Ivy Chen, pickup', 'yes'],
    expect: {
      says: [NOTICE_24H],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Ivy Chen' },
    },
  },

  // ==================================================================== QUESTIONS MID-ORDER
  {
    id: 'pye-sms-nuts-question-mid-order',
    category: 'question-mid-order',
    channel: 'sms',
    steps: ['can i get a carrot cake for sun 1pm pickup', 'wait does it have nuts', 'ok thats fine lol', 'Jo Kim', 'yes'],
    expect: {
      says: [WALNUTS],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', at: '2026-11-22T13:00', name: 'Jo Kim' },
    },
  },
  {
    id: 'pye-wa-price-again-mid-order',
    category: 'question-mid-order',
    channel: 'whatsapp',
    steps: ['lemon cake for sat 21 at 11am', 'how much is it again', 'k', 'Ana Bell pickup', 'yes'],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Ana Bell' },
    },
  },
  {
    id: 'pye-wa-pickup-time-again-after',
    category: 'after-order',
    channel: 'whatsapp',
    steps: ['choc fudge cake tmrw 2pm pickup, Nell Ross', 'yes', 'wait what time was pickup again lol'],
    expect: {
      lastSays: [TWO_PM],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Nell Ross' },
    },
  },
  {
    id: 'pye-wa-thx-after-confirmation',
    category: 'after-order',
    channel: 'whatsapp',
    steps: ['4 lemon slices at 3 today pickup, Uma Patel', 'yes', 'thx!! 🙏'],
    expect: {
      says: [ORDER_ID],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Uma Patel' },
    },
  },
  {
    id: 'pye-wa-latte-with-slice',
    category: 'drinks',
    channel: 'whatsapp',
    steps: ['can i get a latte n a choc slice for pickup at 11', 'ok just the slice then. Rae Kim', 'yes'],
    expect: {
      says: [DRINKS_IN_CAFE],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:00', name: 'Rae Kim' },
      never: [NON_MENU_PRICE],
    },
  },

  // ==================================================================== SPECIAL CASES IN CHAT STYLE
  {
    id: 'pye-wa-allergy-egg-emoji',
    category: 'allergy',
    channel: 'whatsapp',
    steps: ['need a red velvet cake tmrw 5pm pickup, Gabi Cruz. fyi my sis is allergic to eggs 🥚', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T17:00', name: 'Gabi Cruz', allergy: true },
      never: [FREE_CLAIM, BRUSH_OFF],
    },
  },
  {
    id: 'pye-wa-delivery-casual',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['can u deliver a choc fudge cake tmrw 6pm to 2201 e 6th st austin', 'name Rico Vega', 'ya'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T18:00', name: 'Rico Vega', address: /2201 e(ast)?\.? 6th/i },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pye-wa-deliver-slices-then-pickup',
    category: 'delivery',
    channel: 'whatsapp',
    steps: ['can u deliver 4 choc slices rn', 'ugh ok ill pick up at 2 then, Zoe Hart', 'yes'],
    expect: {
      says: [PICKUP_ONLY],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Zoe Hart' },
      never: [FEE, DELIVERY_PROMISE],
    },
  },
  {
    id: 'pye-wa-custom-hbd-emoji',
    category: 'custom',
    channel: 'whatsapp',
    steps: ['need a custom cake 8in for my bff bday, pink w sparkles, say "hbd Zoe 💖"', 'pickup tues 24th 3pm', 'Maya Ruiz', 'yes'],
    expect: {
      says: [price(65)],
      order: { items: [{ sku: 'custom', size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T15:00', name: 'Maya Ruiz', notes: /zoe/i },
    },
  },
  {
    id: 'pye-web-overnight-wave',
    category: 'overnight',
    channel: 'webchat',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['hey 👋 can i get a choc fudge cake for sunday 2pm', 'pickup', 'Kai Moreno 214-555-0144', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T14:00', name: 'Kai Moreno', phone: '+12145550144' },
    },
  },
  {
    id: 'pye-wa-work-thing-five-lemons',
    category: 'over-200',
    channel: 'whatsapp',
    steps: ['need 5 lemon cakes for sat 28 noon pickup for a work thing', 'Pat Green', 'yep 👍'],
    expect: {
      says: [price(290)],
      order: { items: [{ sku: 'lemon-whole', qty: 5 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-28T12:00', name: 'Pat Green' },
    },
  },
  {
    id: 'pye-wa-150-slices-lol',
    category: 'limit',
    channel: 'whatsapp',
    steps: ['lol can i get 150 lemon slices for a party tmrw 2pm pickup', 'ok 100 then lol', 'Quinn Hale', 'yes'],
    expect: {
      says: [LIMIT_100],
      order: { items: [{ sku: 'lemon-slice', qty: 100 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Quinn Hale' },
    },
  },
  {
    id: 'pye-wa-thanksgiving-fragments',
    category: 'holiday',
    channel: 'whatsapp',
    steps: ['r u open thanksgiving?? need a carrot cake that day', 'ok 11am pickup thurs, Beth Moss', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-26T11:00', name: 'Beth Moss' },
      never: [/\bwe(?:'re| are| will be|'ll be) closed/i],
    },
  },

  // ==================================================================== QUESTIONS ONLY
  {
    id: 'pye-wa-cake-emoji-only',
    category: 'emoji-only',
    channel: 'whatsapp',
    steps: ['🎂'],
    expect: { noOrder: true, lastSays: [/cake|order|menu|help/i] },
  },
  {
    id: 'pye-wa-wave-then-whats-good',
    category: 'emoji-only',
    channel: 'whatsapp',
    steps: ['👋', 'whats good today'],
    expect: { noOrder: true, lastSays: [REAL_KINDS] },
  },
  {
    id: 'pye-wa-price-then-thx-thumbs',
    category: 'question',
    channel: 'whatsapp',
    steps: ['how much is the choc fudge cake', 'ok thx 👍'],
    expect: { noOrder: true, says: [price(48)] },
  },
  {
    id: 'pye-sms-large-vs-reg',
    category: 'question',
    channel: 'sms',
    steps: ['whats the diff in price btwn reg n large choc slice'],
    expect: { noOrder: true, lastSays: [P6_50, P9_50] },
  },
  {
    id: 'pye-sms-open-sun',
    category: 'question',
    channel: 'sms',
    steps: ['u open sun?? what time'],
    expect: { noOrder: true, lastSays: [OPEN_8AM, CLOSE_8PM], never: [/\bclosed (on )?sun/i] },
  },
  {
    id: 'pye-web-nut-allergy-lol',
    category: 'allergy-question',
    channel: 'webchat',
    steps: ['my kid has a nut allergy lol is the vanilla one ok'],
    expect: { noOrder: true, lastSays: [UNKNOWN_ALLERGENS], never: [FREE_CLAIM, BRUSH_OFF] },
  },
  {
    id: 'pye-sms-strawberry-rn',
    category: 'question',
    channel: 'sms',
    steps: ['do u have strawberry shortcake rn??'],
    expect: { noOrder: true, lastSays: [UNAVAILABLE] },
  },
  {
    id: 'pye-wa-cupcakes-2-dozen',
    category: 'question',
    channel: 'whatsapp',
    steps: ['u guys do cupcakes? need like 24 for a bday'],
    expect: { noOrder: true, lastSays: [NOT_HAVE], never: [INVENTED_PRODUCT, NON_MENU_PRICE] },
  },
  {
    id: 'pye-web-lemon-feed-15',
    category: 'question',
    channel: 'webchat',
    steps: ['hey! will a lemon cake feed 15 ppl?'],
    expect: { noOrder: true, lastSays: [SERVES_14_16] },
  },
  {
    id: 'pye-web-shocked-cheapest',
    category: 'question',
    channel: 'webchat',
    steps: ['how much is a red velvet cake', '😮', 'thats a lot lol whats the cheapest whole cake'],
    expect: { noOrder: true, says: [price(50)], lastSays: [/vanilla/i, price(44)] },
  },
  {
    id: 'pye-sms-preorder-lattes',
    category: 'drinks',
    channel: 'sms',
    steps: ['can i preorder 2 lattes for 9am tmrw'],
    expect: { noOrder: true, lastSays: [DRINKS_IN_CAFE], never: [NON_MENU_PRICE] },
  },
  {
    id: 'pye-wa-two-questions-burst',
    category: 'question',
    channel: 'whatsapp',
    steps: ['does the carrot have nuts', 'n how much is a carrot slice'],
    expect: { noOrder: true, says: [WALNUTS], lastSays: [price(6)] },
  },

  // ==================================================================== CALLS (casual, spoken)
  {
    id: 'pye-voice-um-fudge-tmrw',
    category: 'voice',
    channel: 'voice',
    steps: ['hey um can I get a chocolate fudge cake for tomorrow at two', 'pickup', 'Dana Cole', 'yeah'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Dana Cole' },
    },
  },
  {
    id: 'pye-voice-large-slice-price',
    category: 'voice',
    channel: 'voice',
    steps: ['yeah hi how much is a large chocolate slice'],
    expect: { noOrder: true, lastSays: [P9_50] },
  },
];

const notYet = new Set<string>(['pye-web-three-slices-then-slices-word', 'pye-sms-tomorow-typo-1030']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
