import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WJ: ALLERGIES, DIETARY NEEDS AND INGREDIENTS IN MANY FORMS. Nut, peanut, tree nut
// (walnut, almond), egg, dairy / milk / lactose, gluten / wheat / celiac (coeliac), soy, sesame and
// shellfish, said up front, in passing in the middle of a sentence, with the name, mid-order, after
// the read-back (before "yes") and after the order is placed; for the customer, a child, a partner
// or a guest ("one of the guests", "a friend", "my coworker"). "Is it safe for ...", "does it
// contain ...", "which cakes have ...", "what allergens are in ..."; vegan, gluten free, sugar free
// asked. A question alone starts no order. Facts come from the menu: carrot has walnuts (tree
// nuts), wheat, eggs, dairy; chocolate fudge lists wheat, eggs, dairy, soy; lemon chiffon lists
// wheat, eggs, dairy; red velvet, vanilla bean and custom cakes have a null allergen list, which
// means UNKNOWN: never "free of" anything, never "doesn't contain"; the facility handles nuts,
// dairy, eggs, wheat and soy, so nothing is ever called allergen-free or "safe". Every order with
// an allergy mention carries allergy notes, is reviewed by staff (needs_approval), and the
// customer is told staff will look at it.
//
// Decisions where the spec is silent:
// - An allergy or intolerance said in any form counts as an allergy mention: "allergic to",
//   "allergy", "intolerant", "celiac", "EpiPen", "anaphylactic", "breaks out in hives from eggs",
//   "can't have / can't eat gluten", "reacts to soy". So does an allergy of someone else the cake
//   is for (a guest, a coworker), a possible one ("someone might have a nut allergy, idk"), and one
//   the customer waves off ("she'll just skip it"): staff decide, not the clerk.
// - An allergen outside the facility list (sesame, shellfish) is still an allergy mention.
// - Vegan and sugar free are dietary choices, not allergies: where only they are said, the scripts
//   assert neither the allergy flag nor the status, only the order's lines, time and name. The
//   menu has no vegan, sugar free, gluten free or keto cakes: the clerk says so (or that it can't
//   promise it), and never offers one.
// - An allergy said after the order is placed puts the note on that order and sends it to staff
//   (needs_approval), as the corpus already expects.
// - An allergy order placed at night needs approval (needs_approval, not held_overnight), as the
//   corpus already expects.
// - When a customer with an allergy asks about a cake whose list names that allergen (lactose and
//   the fudge, eggs and the lemon or carrot, soy and the fudge, tree nuts and the carrot), the clerk
//   says so before the order is placed.
// - A question alone ("any almonds in the fudge?", "is the lemon made with almond flour?") is
//   answered without starting an order: no item put down, no name, time or size asked.
// - "ok go ahead (anyway)" after a read-back is a yes: it is understood (placed, or read back again),
//   never "did not catch that".
//
// Catalog facts used: whole cakes (8-inch, 24 h notice): chocolate fudge $48, carrot $46, red velvet
// $50, vanilla bean $44; lemon chiffon 10-inch only $58. Slices (pickup only, same day): chocolate
// fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50, lemon $5.75, vanilla bean $5.50.
// Custom cakes $65 (8-inch) / $85 (10-inch), 72 h notice, always needs_approval. Delivery:
// needs_approval, no fee or time promised. Open 8 AM to 8 PM. Web chat needs a name and a phone
// (stored E.164). Clock: Fri 2026-11-20 10:00 Central; Sat 21, Sun 22, Mon 23, Tue 24, Sat 28.

/** Words that turn a following phrase into a denial, a hedge or an echo of the question. */
const NEG = String.raw`(?:\w+n['’]t|dont|cant|wont|isnt|arent|doesnt|not|no|none|nothing|never|cannot|unable|if|whether|sure|know|confirm|verify|guarantee|promise|say|tell|determine|about|which|what|any|asked|asking|want|need|looking|request(?:ed)?|options?|sorry|unfortunately)`;
/** A claim: the phrase, not shortly after a negation / question word, nor shortly before "not". */
function claim(core: string): RegExp {
  return new RegExp(String.raw`(?<!\b${NEG}\b[^.!?]{0,40})\b(?:${core})\b(?![^.!?]{0,30}\b(?:\w+n['’]t|not|no longer)\b)`, 'i');
}

/** A product called free of an allergen (or of sugar). */
const FREE_CLAIM = claim(String.raw`(?:allergen|gluten|nut|peanut|dairy|egg|wheat|soy|sugar|lactose|milk|sesame)[- ]free`);
/** Something called safe for the customer. */
const SAFE_CLAIM = claim(String.raw`(?:is|are|it['’]?s|they['’]?re|would be|should be|will be) (?:perfectly |totally |completely |100% |probably )?safe|safe (?:choice|option|bet|pick)s?`);
/** An allergy waved away instead of being passed to staff. */
const BRUSH_OFF = /no need to worry|nothing to worry about|you.?ll be (fine|ok)|won.?t be a problem for (her|him|them|you)/i;
/** A promise to make something free of an allergen. */
const FREE_PROMISE = claim(
  String.raw`(?:we|I) (?:can|will|could|['’]ll) (?:make|bake|do) (?:it|the cake|one|a cake|that|yours|a custom cake) (?:totally |completely |100% )?(?:gluten|nut|peanut|dairy|egg|lactose|milk|allergen|wheat|sesame|soy)[- ]free|(?:it|the cake) will be (?:made )?(?:gluten|nut|peanut|dairy|egg|lactose|allergen|wheat|sesame|soy)[- ]free|(?:we|I) (?:can|will|could|['’]ll) (?:make|bake|do) (?:it|the cake|one|a cake) without (?:any )?(?:nuts|gluten|dairy|eggs|wheat|milk|sesame|soy)`,
);
/** A product whose allergens are unknown (red velvet, vanilla bean, custom) said to lack one. */
const UNKNOWN_FREE =
  /(red velvet|vanilla|custom)[^.!?]{0,50}\b((is|are) (nut|peanut|egg|dairy|gluten|wheat|soy|allergen|milk)[- ]free|(doesn.?t|does not|don.?t|do not) (contain|have|include|use) (any )?(nuts|peanuts|walnuts|tree nuts|eggs?|dairy|milk|gluten|wheat|soy)\b|(contains?|has|have) no (nuts|peanuts|walnuts|eggs?|dairy|milk|gluten|wheat|soy)\b)/i;
/** A cake said to have no eggs (every cake with a confirmed list has eggs; the rest are unknown). */
const EGG_FREE_CLAIM = claim(
  String.raw`(?:contains?|has|have|with) no eggs?|egg[- ]?less|made without (?:any )?eggs?|(?:doesn['’]?t|does not|don['’]?t|do not) (?:contain|use|include|have) (?:any )?eggs?`,
);
/** Vegan, keto, sugar free or free-from lines that we do not have, offered or claimed. */
const DIET_CLAIM = claim(
  String.raw`we (?:do )?(?:have|offer|make|carry|sell|bake) (?:a |an |some |several )?(?:vegan|keto|sugar[- ]free|low[- ]carb|low[- ]sugar|gluten[- ]free|dairy[- ]free|egg[- ]free|nut[- ]free|diabetic|no[- ]sugar)|(?:is|are) (?:completely |fully |100% )?(?:vegan|keto(?:[- ]friendly)?|diabetic[- ]friendly)`,
);
/** An allergen word alone (or the custom cake) taken for a product the customer asked for and "not on the menu". */
const MENU_CONFUSION =
  /(do not|don.?t) have "(tree|nuts?|tree nuts?|peanuts?|walnuts?|almonds?|hazelnuts?|soy|dairy|eggs?|gluten|wheat|sesame|milk|shellfish|custom( cake)?)" on (our|the) menu|(do not|don.?t) have (any )?custom cakes? on (our|the) menu/i;
/** Unsafe or confused things never said, in every script. */
const NEVER_SAFE = [FREE_CLAIM, SAFE_CLAIM, BRUSH_OFF, FREE_PROMISE, UNKNOWN_FREE, MENU_CONFUSION];
/** A question alone taken as the start of an order. */
const ORDER_STARTED = /\bgot it:|what name should|name should I put|when would you like it|which size would you like/i;
/** A plain "go ahead" (or a clear answer) not understood. */
const NOT_CAUGHT = /did not catch|didn.?t catch|did not understand|didn.?t understand/i;

/** The clerk can't promise anything is free of an allergen (facility, unknown allergens). */
const CANT_GUARANTEE =
  /guarantee|facility|cross[- ]?(contact|contamina)|shared (equipment|kitchen)|can.?t (confirm|promise|say|be sure)|cannot (confirm|promise|say|be sure)|unable to (confirm|promise)|not able to (confirm|promise)|unknown|not (been )?(confirmed|listed|known)/i;
/** Red velvet / vanilla bean / custom: allergens not known. */
const UNKNOWN_ALLERGENS =
  /unknown|(not|n.?t) (been )?(confirm|list|know|sure|verif|have (a |the |full |complete )?(confirmed|full|complete|allergen|info))|can.?t (confirm|say|tell)|cannot (confirm|say|tell)|unable to (confirm|say)|no (allergen )?(info|information|details)|check with/i;
/** Carrot cake has walnuts / tree nuts. */
const CARROT_NUTS = /walnut|tree[- ]?nuts?|carrot[^.!?]{0,80}\b(contains?|has|have|made with|includes?|lists?)\b[^.!?]{0,40}nut/i;
/** An allergen named as in a product ("contains eggs", "lists wheat, eggs and dairy"). */
function contains(word: string): RegExp {
  return new RegExp(
    String.raw`(contains?|has|have|includes?|lists?|listed|made with|uses?|ingredients?)[^.!?]{0,60}\b${word}|\b${word}\b[^.!?]{0,30}\b(is|are) (listed|in it|an ingredient|among|one of)`,
    'i',
  );
}
const CONTAINS_EGG = contains(String.raw`eggs?\b`);
const CONTAINS_DAIRY = contains(String.raw`(dairy|milk|cream|butter)`);
const CONTAINS_SOY = contains(String.raw`soy\b`);
/** The chocolate fudge's confirmed list (wheat, eggs, dairy, soy) given. */
const FUDGE_LIST = contains(String.raw`(wheat|eggs|dairy|soy)\b`);
/** Staff look at the order. */
const STAFF = /staff|team|owner|approv|review|\bbakers?\b|manager|someone (will|from)|follow up|reach out|get back to you|look (it )?over|flag/i;
/** "We don't have that" (vegan, sugar free, gluten free). */
const NOT_HAVE =
  /\b(don'?t|do not|doesn'?t|does not) (currently |really )?(have|make|sell|carry|offer|bake|do|stock)\b|\bnot (on )?(our|the) menu\b|\bisn'?t (on|something|one of)\b|\baren'?t (on|something|part)\b|\bnot something we\b|\bunfortunately\b|\bsorry\b|\bwe only (have|make|sell|bake|do|offer)\b|\bno [a-z -]{0,25}(on|in) (our|the) menu\b|\bnot (currently )?(available|offered)\b|can.?t (promise|guarantee)|cannot (promise|guarantee)|menu (does not|doesn.?t) (say|list|mention|show)|cannot say either way/i;
/** Not vegan: eggs, dairy, butter named, or no vegan cakes. */
const NOT_VEGAN =
  /(contains?|has|have|made with|includes?|lists?|uses?)[^.!?]{0,60}\b(eggs?|dairy|milk|butter|buttercream|cream)\b|\bnot vegan|n.?t vegan|no vegan|(don.?t|do not) (have|offer|make|carry|bake) (any )?vegan|unknown|can.?t (confirm|say|promise|guarantee)|cannot (confirm|say|promise|guarantee)/i;
/** The customer's gluten question answered: the lemon (and the others with a list) have wheat. */
const NAMES_WHEAT = /(fudge|carrot|lemon|chiffon)[^.!?]{0,80}\b(wheat|gluten|flour)\b|\b(wheat|gluten|flour)\b[^.!?]{0,60}\b(fudge|carrot|lemon|chiffon)/i;
/** An invented delivery fee (or "free delivery"). */
const FEE = /deliver(y|ies)? (fee|charge|cost)s?[^.!?]{0,20}\$\s?\d|\$\s?\d+(\.\d\d)?\s*(delivery )?(fee|charge)|free delivery|delivery (is|would be|will be) free/i;
/** The customer's allergy request written on the cake itself. */
const INSCRIBE_META = /write "[^"]*(note|staff|allerg|flag)/i;

const NIGHT = '2026-11-20T21:30:00-06:00';

const written: Script[] = [
  // ================================================================ SMS
  {
    id: 'pwj-sms-son-peanut-upfront-fudge-slices',
    category: 'allergy',
    channel: 'sms',
    steps: ['hey just so u know my son has a peanut allergy. 3 choc fudge slices for 4pm today', 'Lena Ortiz', 'yes'],
    expect: {
      says: [STAFF, price(19.5)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T16:00', name: 'Lena Ortiz', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-sms-book-club-guest-dairy-in-passing',
    category: 'allergy',
    channel: 'sms',
    steps: ["whole carrot cake sat 3pm pickup for my book club, one of the ladies cant do dairy but she'll bring her own snack. name's Paula Grey", 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Paula Grey', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-sms-fudge-contain-soy-q',
    category: 'ingredients',
    channel: 'sms',
    steps: ['does the chocolate fudge cake contain soy?'],
    expect: { noOrder: true, lastSays: [CONTAINS_SOY], never: [...NEVER_SAFE, ORDER_STARTED] },
  },
  {
    id: 'pwj-sms-vegan-q-then-lemon-slices',
    category: 'diet',
    channel: 'sms',
    // Vegan is a choice, not an allergy: neither flag nor status asserted.
    steps: ['do u have any vegan cakes', 'ah ok. 2 lemon slices at 1 then, Jess Park', 'yes'],
    expect: {
      says: [NOT_VEGAN],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', at: '2026-11-20T13:00', name: 'Jess Park' },
      never: [...NEVER_SAFE, DIET_CLAIM],
    },
  },
  {
    id: 'pwj-sms-gf-egg-allergy-at-readback-vanilla',
    category: 'allergy',
    channel: 'sms',
    steps: ['2 vanilla slices 2pm, Tom Hill', 'oh wait my gf is allergic to eggs, is vanilla ok for her?', 'ok go ahead anyway', 'yes'],
    expect: {
      says: [UNKNOWN_ALLERGENS, STAFF],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T14:00', name: 'Tom Hill', allergy: true },
      never: [...NEVER_SAFE, NOT_CAUGHT, EGG_FREE_CLAIM],
    },
  },
  {
    id: 'pwj-sms-celiac-lol-rv-whole',
    category: 'allergy',
    channel: 'sms',
    steps: ['celiac here lol. whole red velvet sun 1pm pick up, Ari Cohen', 'yes'],
    expect: {
      says: [CANT_GUARANTEE, STAFF],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T13:00', name: 'Ari Cohen', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-sms-carrot-safe-walnut-q',
    category: 'safe-question',
    channel: 'sms',
    steps: ['is the carrot cake safe for someone allergic to walnuts'],
    expect: { noOrder: true, lastSays: [CARROT_NUTS], never: [...NEVER_SAFE, ORDER_STARTED] },
  },
  {
    id: 'pwj-sms-anything-gluten-free-q',
    category: 'diet',
    channel: 'sms',
    steps: ['got anything gluten free??'],
    expect: { noOrder: true, lastSays: [NOT_HAVE], never: [...NEVER_SAFE, ORDER_STARTED, DIET_CLAIM] },
  },
  {
    id: 'pwj-sms-sugar-free-grandma-q',
    category: 'diet',
    channel: 'sms',
    steps: ["is there a sugar free option? grandma's diabetic"],
    expect: { noOrder: true, lastSays: [NOT_HAVE], never: [...NEVER_SAFE, ORDER_STARTED, DIET_CLAIM] },
  },
  {
    id: 'pwj-sms-soy-after-placed-lemon-slices',
    category: 'allergy-after-placed',
    channel: 'sms',
    steps: ['4 lemon slices 3pm. Nadia', 'yes', 'forgot to mention my son is allergic to soy, pls let the baker know'],
    expect: {
      lastSays: [STAFF],
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T15:00', name: 'Nadia', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-sms-textspeak-bff-nut-alrgy',
    category: 'allergy',
    channel: 'sms',
    steps: ['hiii can i get 2 rv slices n 2 vanilla slices @ 5, my bff has a nut alrgy so pls note it. Kayla', 'yes'],
    expect: {
      says: [STAFF, price(24)],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-20T17:00',
        name: 'Kayla',
        allergy: true,
      },
      never: [...NEVER_SAFE, INSCRIBE_META],
    },
  },
  {
    id: 'pwj-sms-which-have-dairy-q',
    category: 'ingredients',
    channel: 'sms',
    steps: ['which of ur cakes have dairy in them'],
    expect: { noOrder: true, lastSays: [CONTAINS_DAIRY, UNKNOWN_ALLERGENS], never: [...NEVER_SAFE, ORDER_STARTED] },
  },
  {
    id: 'pwj-sms-carrot-tree-nut-swap-fudge',
    category: 'allergy',
    channel: 'sms',
    steps: ['whole carrot cake for sat noon pickup, Dev Rao', 'oh wait does that have nuts? my wife is allergic to tree nuts', 'ok switch to chocolate fudge then', 'yes'],
    expect: {
      says: [CARROT_NUTS, STAFF],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T12:00', name: 'Dev Rao', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-sms-maybe-guest-nut-allergy-lemon',
    category: 'allergy',
    channel: 'sms',
    steps: ['having ppl over sat, someone might have a nut allergy idk. whole lemon cake 4pm sat pickup. Rob Lane', 'yes'],
    expect: {
      says: [STAFF, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T16:00', name: 'Rob Lane', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-sms-hives-from-eggs-q',
    category: 'safe-question',
    channel: 'sms',
    steps: ['my daughter breaks out in hives from eggs. do any of ur cakes not have egg'],
    expect: { noOrder: true, lastSays: [CONTAINS_EGG, CANT_GUARANTEE], never: [...NEVER_SAFE, ORDER_STARTED, EGG_FREE_CLAIM] },
  },
  {
    id: 'pwj-sms-allergc-dairy-vanilla-slices',
    category: 'allergy',
    channel: 'sms',
    steps: ['im allergc to dairy, can i still get vanilla slices? 2 of them at noon. Sam Yu', 'ya go ahead', 'yes'],
    expect: {
      says: [UNKNOWN_ALLERGENS, STAFF],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T12:00', name: 'Sam Yu', allergy: true },
      never: [...NEVER_SAFE, NOT_CAUGHT],
    },
  },
  {
    id: 'pwj-sms-nobody-allergic-carrot-slices',
    category: 'no-allergy',
    channel: 'sms',
    steps: ["nobody's allergic to anything, just 2 carrot slices for 11:30. Greg", 'yes'],
    expect: {
      says: [price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Greg', allergy: false },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-sms-shellfish-lemon-slices',
    category: 'allergy',
    channel: 'sms',
    steps: ['allergic to shellfish, prob doesnt matter for cake but figured id say. 3 lemon slices at 2. Ivy', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T14:00', name: 'Ivy', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-sms-sesame-kid-bday-fudge-whole',
    category: 'allergy',
    channel: 'sms',
    steps: ["whole choc fudge for my kids bday sun 3pm pickup. heads up he's allergic to sesame. Tara Bell", 'yes'],
    expect: {
      says: [STAFF, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T15:00', name: 'Tara Bell', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-sms-dairy-free-custom-q',
    category: 'diet',
    channel: 'sms',
    steps: ['can u make a dairy free custom cake? my nephew is allergic to milk'],
    expect: { noOrder: true, lastSays: [CANT_GUARANTEE], never: NEVER_SAFE },
  },
  {
    id: 'pwj-sms-name-peanut-allergy-one-line',
    category: 'allergy',
    channel: 'sms',
    steps: ['Priya Shah, peanut allergy. 6 vanilla bean slices 3pm', 'yes'],
    expect: {
      says: [STAFF, price(33)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T15:00', name: 'Priya Shah', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-sms-lactose-coworker-large-fudge',
    category: 'allergy',
    channel: 'sms',
    steps: ["2 large fudge slices at 1pm, one's for my coworker who's lactose intolerant. Ben Ford", 'ya she knows, she takes pills for it. go ahead', 'yes'],
    expect: {
      says: [CONTAINS_DAIRY, STAFF],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T13:00', name: 'Ben Ford', allergy: true },
      never: [...NEVER_SAFE, NOT_CAUGHT],
    },
  },
  {
    id: 'pwj-sms-lemon-almond-flour-gluten-q',
    category: 'ingredients',
    channel: 'sms',
    steps: ['is the lemon chiffon made w almond flour or regular flour? tryin to figure out if its gluten free'],
    expect: { noOrder: true, lastSays: [NAMES_WHEAT], never: [...NEVER_SAFE, ORDER_STARTED, DIET_CLAIM] },
  },
  {
    id: 'pwj-sms-custom-gf-partner-celiac',
    category: 'allergy-custom',
    channel: 'sms',
    steps: ["custom 10 inch cake for pick up sat the 28th at noon, says 'Congrats Dana'. needs to be gluten free, my partner's celiac. Robin Fox", 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-28T12:00',
        name: 'Robin Fox',
        allergy: true,
        notes: /congrats dana/i,
      },
      never: NEVER_SAFE,
    },
  },

  // ================================================================ WhatsApp
  {
    id: 'pwj-wa-emoji-severe-nut-rv-whole',
    category: 'allergy',
    channel: 'whatsapp',
    steps: ['hi 😊 red velvet cake whole for sunday 2pm pickup pls! my son has a severe nut allergy 🥜❌', 'Hana Sato', 'yes'],
    expect: {
      says: [UNKNOWN_ALLERGENS, STAFF],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Hana Sato', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-wa-lemon-safe-egg-q',
    category: 'safe-question',
    channel: 'whatsapp',
    steps: ['is the lemon chiffon safe for someone with an egg allergy?'],
    expect: { noOrder: true, lastSays: [CONTAINS_EGG], never: [...NEVER_SAFE, ORDER_STARTED, EGG_FREE_CLAIM] },
  },
  {
    id: 'pwj-wa-vegan-friend-mid-order-carrot',
    category: 'diet',
    channel: 'whatsapp',
    // Vegan is a choice, not an allergy: neither flag nor status asserted.
    steps: ['4 carrot slices for 3pm today', 'is any of it vegan? my friend is vegan', 'ok no worries keep the carrot. name Luis Vega', 'yes'],
    expect: {
      says: [NOT_VEGAN],
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', at: '2026-11-20T15:00', name: 'Luis Vega' },
      never: [...NEVER_SAFE, DIET_CLAIM],
    },
  },
  {
    id: 'pwj-wa-guest-gluten-after-readback-vanilla',
    category: 'allergy-at-readback',
    channel: 'whatsapp',
    steps: ['whole vanilla bean cake sat 5pm pickup. name Chloe Martin', 'oh one of the guests is gluten intolerant, can u note that?', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T17:00', name: 'Chloe Martin', allergy: true },
      never: [...NEVER_SAFE, INSCRIBE_META],
    },
  },
  {
    id: 'pwj-wa-coeliac-anything-q',
    category: 'safe-question',
    channel: 'whatsapp',
    steps: ["Hiya, I'm coeliac — is there anything on your menu I can have?"],
    expect: { noOrder: true, lastSays: [CANT_GUARANTEE], never: [...NEVER_SAFE, ORDER_STARTED, DIET_CLAIM] },
  },
  {
    id: 'pwj-wa-soy-fudge-swap-lemon',
    category: 'allergy',
    channel: 'whatsapp',
    steps: ['2 choc fudge slices 4pm pls, Omar Aziz', "wait does the fudge have soy? i'm allergic", 'ok then lemon slices instead', 'yes'],
    expect: {
      says: [CONTAINS_SOY, STAFF],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T16:00', name: 'Omar Aziz', allergy: true },
      never: [...NEVER_SAFE, NOT_CAUGHT],
    },
  },
  {
    id: 'pwj-wa-mum-walnuts-after-placed-carrot',
    category: 'allergy-after-placed',
    channel: 'whatsapp',
    steps: ['3 carrot slices for 2pm, Zara Malik', 'yes', "oh no my mum's allergic to walnuts 😬 there's no walnuts in the carrot is there??"],
    expect: {
      lastSays: [CARROT_NUTS],
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T14:00', name: 'Zara Malik', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-wa-kids-milk-allergy-fudge-whole',
    category: 'allergy',
    channel: 'whatsapp',
    steps: ['need a whole choc fudge cake tmrw 3pm pickup. both my kids are allergic to milk so they wont eat it lol its for the adults. name Keisha Brown', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Keisha Brown', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-wa-sugar-free-then-vanilla-whole',
    category: 'diet',
    channel: 'whatsapp',
    // Sugar free is a diet, not an allergy: neither flag nor status asserted.
    steps: ['do you do sugar free cakes?', "ok i'll get a whole vanilla bean then, sunday 1pm, pick up. Rui Costa", 'yes'],
    expect: {
      says: [NOT_HAVE, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', at: '2026-11-22T13:00', name: 'Rui Costa' },
      never: [...NEVER_SAFE, DIET_CLAIM],
    },
  },
  {
    id: 'pwj-wa-vanilla-allergens-q',
    category: 'ingredients',
    channel: 'whatsapp',
    steps: ['what allergens does the vanilla bean cake have?'],
    expect: { noOrder: true, lastSays: [UNKNOWN_ALLERGENS], never: [...NEVER_SAFE, ORDER_STARTED, EGG_FREE_CLAIM] },
  },
  {
    id: 'pwj-wa-peanut-oil-q-then-lemon-slices',
    category: 'allergy',
    channel: 'whatsapp',
    steps: ['do you use peanuts or peanut oil in anything? my son is allergic', 'ok, can I get 2 lemon slices for 3pm then. Aisha Bello', 'yes'],
    expect: {
      says: [CANT_GUARANTEE, STAFF],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T15:00', name: 'Aisha Bello', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-wa-custom-egg-allergy-30th',
    category: 'allergy-custom',
    channel: 'whatsapp',
    steps: ["custom 8 inch cake saying 'Happy 30th Mike' for sat the 28th at 2pm pickup. he's allergic to eggs fyi. Name Jen Cole", 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'custom', qty: 1, size: '8-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-28T14:00',
        name: 'Jen Cole',
        allergy: true,
        notes: /happy 30th mike/i,
      },
      never: [...NEVER_SAFE, EGG_FREE_CLAIM],
    },
  },
  {
    id: 'pwj-wa-delivery-dad-peanut-lemon',
    category: 'allergy-delivery',
    channel: 'whatsapp',
    steps: ['can you deliver a whole lemon cake to 55 Elm St on Sunday at 3pm? my dad has a peanut allergy', 'Mei Lin', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T15:00',
        name: 'Mei Lin',
        address: /55 elm/i,
        allergy: true,
      },
      never: [...NEVER_SAFE, FEE],
    },
  },
  {
    id: 'pwj-wa-night-husband-peanut-rv',
    category: 'allergy-night',
    channel: 'whatsapp',
    now: NIGHT,
    steps: ['sorry for the late msg! whole red velvet for sunday 2pm pickup, my husband is allergic to peanuts so pls flag it. Nina Vogel', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T14:00', name: 'Nina Vogel', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-wa-almond-allergy-fudge-q',
    category: 'safe-question',
    channel: 'whatsapp',
    steps: ["any almonds in the chocolate fudge? I'm allergic to almonds"],
    expect: { noOrder: true, lastSays: [FUDGE_LIST, CANT_GUARANTEE], never: [...NEVER_SAFE, ORDER_STARTED] },
  },

  // ================================================================ voice
  {
    id: 'pwj-voice-son-peanuts-vanilla-slices',
    category: 'allergy',
    channel: 'voice',
    steps: ["hi, my son is allergic to peanuts, can I get three vanilla bean slices for four o'clock today", 'Megan Ross', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T16:00', name: 'Megan Ross', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-voice-carrot-any-nuts-q',
    category: 'ingredients',
    channel: 'voice',
    steps: ['does the carrot cake have any nuts in it'],
    expect: { noOrder: true, lastSays: [CARROT_NUTS], never: [...NEVER_SAFE, ORDER_STARTED] },
  },
  {
    id: 'pwj-voice-celiac-lemon-safe-q',
    category: 'safe-question',
    channel: 'voice',
    steps: ['I have celiac disease, is the lemon chiffon cake safe for me'],
    expect: { noOrder: true, lastSays: [NAMES_WHEAT], never: [...NEVER_SAFE, ORDER_STARTED, DIET_CLAIM] },
  },
  {
    id: 'pwj-voice-wife-dairy-at-readback-fudge',
    category: 'allergy-at-readback',
    channel: 'voice',
    steps: [
      "a whole chocolate fudge cake for saturday at two in the afternoon, pick up, name's Carl Jensen",
      'oh hold on, my wife is allergic to dairy, does that one have dairy in it',
      "okay that's fine, she just won't have any, go ahead",
      'yes',
    ],
    expect: {
      says: [CONTAINS_DAIRY, STAFF],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T14:00', name: 'Carl Jensen', allergy: true },
      never: [...NEVER_SAFE, NOT_CAUGHT],
    },
  },
  {
    id: 'pwj-voice-guest-egg-rv-whole',
    category: 'allergy',
    channel: 'voice',
    steps: ["I'd like a whole red velvet cake for Sunday at noon, for pickup. One of my guests has an egg allergy.", 'Dana White', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T12:00', name: 'Dana White', allergy: true },
      never: [...NEVER_SAFE, EGG_FREE_CLAIM],
    },
  },
  {
    id: 'pwj-voice-vegan-q',
    category: 'diet',
    channel: 'voice',
    steps: ['hi, do you have any vegan cakes'],
    expect: { noOrder: true, lastSays: [NOT_VEGAN], never: [...NEVER_SAFE, ORDER_STARTED, DIET_CLAIM] },
  },
  {
    id: 'pwj-voice-no-allergies-lemon-carrot',
    category: 'no-allergy',
    channel: 'voice',
    steps: ['um, no allergies. two lemon slices and two carrot slices for one thirty today. my name is Pat Doyle', 'yes'],
    expect: {
      says: [price(23.5)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:30',
        name: 'Pat Doyle',
        allergy: false,
      },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-voice-hesitant-tree-nut-lemon-whole',
    category: 'allergy',
    channel: 'voice',
    steps: [
      "uh, hi, yeah, um, I wanna order a lemon cake, the whole one, for, uh, Monday at ten in the morning, I'll pick it up. and, um, my daughter's allergic to tree nuts, like almonds and stuff",
      "it's Rachel Kim",
      'yes',
    ],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-23T10:00', name: 'Rachel Kim', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-voice-grandson-eggs-at-readback',
    category: 'allergy-at-readback',
    channel: 'voice',
    steps: ["two red velvet slices for three o'clock today please, name is Sandra Lee", 'oh sorry, before you place it, I forgot to say, my grandson is allergic to eggs', 'yes'],
    expect: {
      says: [UNKNOWN_ALLERGENS, STAFF],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T15:00', name: 'Sandra Lee', allergy: true },
      never: [...NEVER_SAFE, EGG_FREE_CLAIM],
    },
  },
  {
    id: 'pwj-voice-soy-in-fudge-q',
    category: 'ingredients',
    channel: 'voice',
    steps: ['is there soy in the chocolate fudge cake'],
    expect: { noOrder: true, lastSays: [CONTAINS_SOY], never: [...NEVER_SAFE, ORDER_STARTED] },
  },
  {
    id: 'pwj-voice-order-gluten-free-cake-gives-up',
    category: 'diet',
    channel: 'voice',
    steps: ['can I order a gluten free cake for Saturday', 'oh, okay, never mind then, thanks'],
    expect: { noOrder: true, says: [NOT_HAVE], never: [...NEVER_SAFE, DIET_CLAIM] },
  },
  {
    id: 'pwj-voice-milk-allergy-press-1',
    category: 'allergy',
    channel: 'voice',
    steps: ["four vanilla bean slices at five today, I'm allergic to milk so please make a note. name is Owen Price", { press: '1' }],
    expect: {
      says: [STAFF, price(22)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T17:00', name: 'Owen Price', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-voice-anaphylactic-sesame-custom-q',
    category: 'allergy-custom',
    channel: 'voice',
    steps: ['my daughter is anaphylactic to sesame, could you make her a custom birthday cake without any sesame in it'],
    expect: { noOrder: true, lastSays: [CANT_GUARANTEE], never: NEVER_SAFE },
  },
  {
    id: 'pwj-voice-two-guests-carrot-to-lemon',
    category: 'allergy',
    channel: 'voice',
    steps: [
      'a whole carrot cake for Sunday at eleven in the morning, pickup. one guest is allergic to nuts and another one is lactose intolerant',
      'hmm, okay, make it a lemon chiffon cake instead then',
      'Frank Moore',
      'yes',
    ],
    expect: {
      says: [CARROT_NUTS, STAFF],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-22T11:00', name: 'Frank Moore', allergy: true },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-voice-sister-cant-have-eggs-lemon',
    category: 'allergy',
    channel: 'voice',
    steps: ["two lemon slices at noon for me and my sister. she can't have eggs though, does the lemon have eggs", "okay, she'll just have a coffee then. still two slices please, it's Lucy Ward", 'yes'],
    expect: {
      says: [CONTAINS_EGG, STAFF],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T12:00', name: 'Lucy Ward', allergy: true },
      never: [...NEVER_SAFE, EGG_FREE_CLAIM],
    },
  },

  // ================================================================ web chat
  {
    id: 'pwj-web-peanut-upfront-fudge-whole',
    category: 'allergy',
    channel: 'webchat',
    steps: ["Hello, my son has a peanut allergy. I'd like a whole chocolate fudge cake for Saturday at 11am pickup.", 'Laura Chen', '512-555-0141', 'yes'],
    expect: {
      says: [STAFF, price(48)],
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T11:00',
        name: 'Laura Chen',
        phone: '+15125550141',
        allergy: true,
      },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-web-rv-contain-eggs-q',
    category: 'ingredients',
    channel: 'webchat',
    steps: ['Does the red velvet contain eggs?'],
    expect: { noOrder: true, lastSays: [UNKNOWN_ALLERGENS], never: [...NEVER_SAFE, ORDER_STARTED, EGG_FREE_CLAIM] },
  },
  {
    id: 'pwj-web-nephew-tree-nut-before-confirm-vanilla',
    category: 'allergy-at-readback',
    channel: 'webchat',
    steps: ['whole vanilla bean cake, Monday 2pm, pickup. Sofia Reyes 512 555 0126', 'before you confirm, please add a note that my nephew has a tree nut allergy', 'yes'],
    expect: {
      says: [STAFF],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T14:00',
        name: 'Sofia Reyes',
        phone: '+15125550126',
        allergy: true,
      },
      never: [...NEVER_SAFE, INSCRIBE_META],
    },
  },
  {
    id: 'pwj-web-husband-cant-eat-gluten-lemon-slices',
    category: 'allergy',
    channel: 'webchat',
    steps: ["Do you have gluten-free cakes? My husband can't eat gluten.", "OK. I'll take 2 lemon slices for me at 4pm today then. Amy Stone, 512-555-0152", 'yes'],
    expect: {
      says: [NOT_HAVE, STAFF],
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-20T16:00',
        name: 'Amy Stone',
        phone: '+15125550152',
        allergy: true,
      },
      never: [...NEVER_SAFE, DIET_CLAIM],
    },
  },
  {
    id: 'pwj-web-vanilla-vegan-q',
    category: 'diet',
    channel: 'webchat',
    steps: ['Is the vanilla bean cake vegan?'],
    expect: { noOrder: true, lastSays: [NOT_VEGAN], never: [...NEVER_SAFE, ORDER_STARTED, DIET_CLAIM] },
  },
  {
    id: 'pwj-web-daughter-dairy-after-placed-lemon',
    category: 'allergy-after-placed',
    channel: 'webchat',
    steps: ['whole lemon chiffon for sunday 4pm pickup, Hugh Barnes 512-555-0171', 'yes', 'Oh, I should have mentioned: my daughter has a dairy allergy. Can you let the bakers know?'],
    expect: {
      lastSays: [STAFF],
      order: {
        items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-22T16:00',
        name: 'Hugh Barnes',
        phone: '+15125550171',
        allergy: true,
      },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-web-friend-soy-mixed-slices',
    category: 'allergy',
    channel: 'webchat',
    steps: ['Hi! For a small get-together: 3 lemon slices and 3 chocolate fudge slices, pickup 5pm today. A friend has a soy allergy.', 'Grace Liu', '(512) 555-0188', 'yes'],
    expect: {
      says: [CONTAINS_SOY, STAFF, price(36.75)],
      order: {
        items: [{ sku: 'lemon-slice', qty: 3 }, { sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-20T17:00',
        name: 'Grace Liu',
        phone: '+15125550188',
        allergy: true,
      },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-web-which-nut-free-q',
    category: 'safe-question',
    channel: 'webchat',
    steps: ['Which of your cakes are nut free?'],
    expect: { noOrder: true, lastSays: [CANT_GUARANTEE], never: [...NEVER_SAFE, ORDER_STARTED, DIET_CLAIM] },
  },
  {
    id: 'pwj-web-delivery-mil-eggs-carrot',
    category: 'allergy-delivery',
    channel: 'webchat',
    steps: [
      'Could you deliver a whole carrot cake on Monday at 1pm to 2208 Lake Austin Blvd? My mother-in-law is allergic to eggs.',
      "That's fine, she'll skip it. Name: Ellen Park, 512-555-0195",
      'yes',
    ],
    expect: {
      says: [CONTAINS_EGG, STAFF],
      order: {
        items: [{ sku: 'carrot-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-23T13:00',
        name: 'Ellen Park',
        phone: '+15125550195',
        address: /2208 lake austin/i,
        allergy: true,
      },
      never: [...NEVER_SAFE, EGG_FREE_CLAIM, FEE],
    },
  },
  {
    id: 'pwj-web-sugar-free-diabetic-guest-q',
    category: 'diet',
    channel: 'webchat',
    steps: ['Are any of your cakes sugar-free or low sugar? Ordering for a diabetic guest.'],
    expect: { noOrder: true, lastSays: [NOT_HAVE], never: [...NEVER_SAFE, ORDER_STARTED, DIET_CLAIM] },
  },
  {
    id: 'pwj-web-guest-epipen-rv-slices',
    category: 'allergy',
    channel: 'webchat',
    steps: ['4 red velvet slices for 2:30 pm pickup today, one of my guests carries an EpiPen for nuts', 'Marco Rossi', '512.555.0111', 'yes'],
    expect: {
      says: [STAFF, price(26)],
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 4 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-20T14:30',
        name: 'Marco Rossi',
        phone: '+15125550111',
        allergy: true,
      },
      never: NEVER_SAFE,
    },
  },
  {
    id: 'pwj-web-form-style-allergy-eggs',
    category: 'allergy',
    channel: 'webchat',
    steps: ['Name: Julia Hart\nPhone: 512-555-0135\nAllergy: eggs\nOrder: 1 whole vanilla bean cake, Tuesday 10am pickup', 'yes'],
    expect: {
      says: [STAFF, price(44)],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-24T10:00',
        name: 'Julia Hart',
        phone: '+15125550135',
        allergy: true,
      },
      never: [...NEVER_SAFE, EGG_FREE_CLAIM],
    },
  },
  {
    id: 'pwj-web-hazelnut-fudge-q',
    category: 'ingredients',
    channel: 'webchat',
    steps: ["Is there any hazelnut in the chocolate fudge cake? I'm allergic to hazelnuts."],
    expect: { noOrder: true, lastSays: [FUDGE_LIST, CANT_GUARANTEE], never: [...NEVER_SAFE, ORDER_STARTED] },
  },
  {
    id: 'pwj-web-wheat-allergy-mid-order-rv',
    category: 'allergy',
    channel: 'webchat',
    steps: ['One whole red velvet cake, Saturday 3pm, pickup please.', 'Noah Fischer, 512-555-0179', 'Quick question before I confirm - is there wheat in it? My son has a wheat allergy.', 'ok, go ahead with it, thanks', 'yes'],
    expect: {
      says: [UNKNOWN_ALLERGENS, STAFF],
      order: {
        items: [{ sku: 'red-velvet-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-21T15:00',
        name: 'Noah Fischer',
        phone: '+15125550179',
        allergy: true,
      },
      never: [...NEVER_SAFE, NOT_CAUGHT],
    },
  },
];

const notYet = new Set<string>(['pwj-wa-soy-fudge-swap-lemon']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
