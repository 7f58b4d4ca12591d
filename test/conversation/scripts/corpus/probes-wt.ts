import type { Script } from '../script-types.js';
import { price } from '../spoken-price.js';

// BATCH WT: CUSTOMERS UNSURE WHAT TO GET. "What's good?", "what's good today?", "any specials?",
// "surprise me", "you pick", "if you were me what would you get", "what's most popular?", "what do
// most people / your regulars get?", "what sells out first?", "which is best for a kid's party?",
// "nothing chocolate", "is red velvet chocolate?", "something light", "something fruity", "which
// has the fewest calories?", "which is the moistest?", "what's your cheapest whole cake / slice?",
// "cheapest and most expensive?", "what's your biggest cake?", two cakes compared (price, size,
// servings, frosting, what is in them), "what does each one taste like?", "what does red velvet
// even taste like?", and hesitation ("um, I don't really know what I want"). The clerk answers only
// from the menu (descriptions, prices, sizes, servings), never invents ratings, popularity,
// best-sellers, specials, calories or a ranking of its own, and then takes the order the customer
// settles on, exactly as asked. Some only ask, and leave: nothing is placed.
//
// Decisions where the spec is silent:
// - The catalog holds no sales figures, ratings, reviews, specials, calories or tastes beyond the
//   descriptions: "most popular", "best seller", "what do most people get", "what sells out first",
//   "which is best", "what would you get", "kids love ...", "today's special", "lowest calorie",
//   "the moistest" are answered by describing the menu (and, where it helps, by saying honestly that
//   the clerk has no such information), never by naming one cake as the popular, best or
//   kid-favourite one. A clerk may still point to a cake that fits a stated need from the catalog's
//   facts (servings for a headcount, "light" for the lemon chiffon, price for "cheapest").
// - "Surprise me" or "you pick": the clerk does not choose a cake and put it on an order by itself;
//   it names the options (or asks whole cake or slices) and the customer decides. Every script here
//   has the customer name what they settle on, so a clerk who suggests one cake is not wrong.
// - "Nothing chocolate": the non-chocolate cakes are carrot, lemon chiffon and vanilla bean. The red
//   velvet has cocoa ("Cocoa red velvet layers"): it is never offered as non-chocolate without
//   saying it has cocoa, and asked "is red velvet chocolate?" the clerk mentions the cocoa. A dislike
//   ("my mom hates chocolate", "not a chocolate person", "no nuts, I just don't like them") is a
//   taste, not an allergy: the order carries no allergy note and is confirmed. "Allergic to
//   chocolate" is an allergy mention: allergy note, needs_approval.
// - "Something light" is the lemon chiffon ("Light lemon chiffon with lemon curd and whipped
//   cream"): the only cake the catalog calls light. "Fruity": the lemon chiffon; the strawberry
//   shortcake is not available and is never offered.
// - "Cheapest whole cake" is the vanilla bean at $44, "cheapest slice" the vanilla bean slice at
//   $5.50, "most expensive whole cake" the lemon chiffon at $58, "biggest" the 10-inch lemon chiffon
//   (serves 14 to 16). "That one" / "the cheap one" / "the cheaper one" after such an answer is that
//   cake. "Most cake for the money": the clerk gives prices and servings, the customer decides.
// - A half-and-half cake is not on the menu: the customer who asks settles on slices of each.
// - An answer with several kinds of cake is enough for "what's good?"; the clerk may also ask
//   what the occasion is, what the person likes, or whole cake or slices. A menu question is never
//   met with "did not catch that", "I cannot help with that here", or "we do not have "which
//   cake"": the words of a question are not a product. A question asked before the order (a nut allergy at a kid's party) still
//   counts as an allergy mention for the order placed afterwards.
// - A whole cake for tomorrow is never asked for at or before the clock time (24 h notice is
//   "about"), and times on calls are said with "in the afternoon" / "p.m." where the hour alone
//   could be morning.
//
// Catalog facts used: whole cakes (8-inch, "Serves 10 to 12", 24 h notice): chocolate fudge $48
// ("Three layers of dark chocolate sponge with fudge frosting"), carrot $46 ("Spiced carrot cake
// with walnuts and cream cheese frosting"), red velvet $50 ("Cocoa red velvet layers with cream
// cheese frosting"; allergens unknown), vanilla bean $44 ("Vanilla bean sponge with vanilla
// buttercream"; allergens unknown); lemon chiffon 10-inch only $58 ("Light lemon chiffon with lemon
// curd and whipped cream. Serves 14 to 16."). Strawberry shortcake: not available. Slices (pickup
// only, no notice): chocolate fudge $6.50 regular / $9.50 large, carrot $6.00, red velvet $6.50,
// lemon $5.75, vanilla bean $5.50. Custom cake from $65 (8-inch) / $85 (10-inch), 72 h notice,
// needs_approval. Delivery: needs_approval, no fee or time promised. Open 8 AM to 8 PM; an order
// placed between 8 PM and 8 AM is held_overnight. Clock: Fri 2026-11-20 10:00 Central; Sat 21 =
// tomorrow, Sun 22, Mon 23, Tue 24.
//
// Sums used: 2 carrot slices $12; 3 rv slices $19.50; 2 lemon slices $11.50; 1 carrot + 1 rv slice
// $12.50; 2 vanilla slices $11; 2 choc slices $13; 4 lemon + 4 vanilla slices $23 + $22 = $45; 1
// lemon slice $5.75; 4 vanilla slices $22; 1 choc (regular) + 1 rv slice $13; 2 large choc slices
// $19; 1 carrot + 1 lemon slice $11.75; 3 carrot + 3 rv slices $18 + $19.50 = $37.50; 3 vanilla
// slices $16.50; 2 rv slices $13; 4 lemon cakes $232 (approval); 1 large choc + 1 rv slice $16;
// 3 lemon slices $17.25; 3 carrot + 3 lemon slices $18 + $17.25 = $35.25; 6 vanilla slices $33;
// 2 vanilla cakes $88.

/** Words that turn a following phrase into a denial or a question rather than a claim. */
const NEG = String.raw`(?:\w+n['’]t|dont|cant|wont|isnt|arent|doesnt|not|no|none|nothing|never|any|if|whether|sorry|unfortunately|afraid|which|what|about|unsure|sure|know|confirm|track|share|info|information|guarantee|promise|without|rank|say|tell)`;
/** A claim: the phrase, not shortly after a negation / question word, nor shortly before "not". */
function claim(core: string): RegExp {
  return new RegExp(String.raw`(?<!\b${NEG}\b[^.!?]{0,40})\b(?:${core})\b(?![^.!?]{0,30}\b(?:\w+n['’]t|not|no longer)\b)`, 'i');
}
/** A negation or hedge shortly before a claim makes it something else. */
const HEDGED = String.raw`(?<!(?:\bnot|\bno|n['’]t|\bnever|\bcannot|\bunable to|\bwhether|\bif|\bwithout|\bonce|\buntil|\bbefore|\bwhen|\bafter)\b[^.!?]{0,40})`;

const SERVES_10_12 = /10\s*(to|-|–|and)\s*12|ten (to|and) twelve/i;
const SERVES_14_16 = /14\s*(to|-|–|and)\s*16|fourteen (to|and) sixteen/i;
/** Servings from the catalog, either kind. */
const SERVINGS = new RegExp(`${SERVES_10_12.source}|${SERVES_14_16.source}`, 'i');
const TEN_INCH = /\b10[- ]?(inch|in\b|")|ten[- ]inch/i;
/** How much cake the lemon chiffon is: its size or its servings. */
const SIZE_OR_SERVINGS = new RegExp(`${SERVES_14_16.source}|${TEN_INCH.source}`, 'i');
/** Sizes nobody here makes. */
const BIGGER_SIZE = /\b(12|14|16)[- ]?(inch|in\b|")|(twelve|fourteen|sixteen)[- ]inch/i;
/** The descriptions in the catalog. */
const FUDGE_DESC = /fudge frosting|dark chocolate|three layers/i;
const RV_DESC = /cocoa|cream cheese/i;
const CARROT_DESC = /walnut|spiced|spices/i;
const LEMON_DESC = /lemon curd|whipped cream|\blight\b/i;
const VANILLA_DESC = /buttercream|vanilla bean sponge/i;
/** A reply naming at least two different cakes (a real answer to "what's good?"). */
const SEVERAL_KINDS = /(chocolate|carrot|red velvet|lemon|vanilla)[\s\S]*?(?!\1)(chocolate|carrot|red velvet|lemon|vanilla)/i;
/** Invented ratings, reviews or awards. */
const RATING = /\b\d(\.\d)?\s*(\/\s*5|stars?|out of (5|five))\b|\baward[- ]winning\b|\b(rated|voted) (the )?(best|#1|number one|top)\b|\bbest in (town|the city|the state|austin)\b|\b(four|five)[- ]star\b/i;
/** Invented popularity. */
const POPULAR = claim(
  String.raw`most popular|best[- ]?sell(?:er|ers|ing)|top[- ]?sell(?:er|ers|ing)|(?:customer|crowd|fan)s?['’]? favou?rites?|crowd[- ]pleasers?|everyone['’]?s favou?rite|(?:people|customers|everyone|guests|regulars|folks|most people) (?:really |absolutely |usually |tend to |always |often )?(?:love|loves|rave about|adore|swear by|go for|pick|choose|order|get)|sells? out (?:fast|quickly|first)|(?:great|glowing|rave|amazing) reviews|(?:very|super|really|quite) popular|a (?:big |real |huge )?hit\b`,
);
/** Invented claims about what children like. */
const KIDS_LOVE = claim(
  String.raw`(?:kids|children|little ones|youngsters)(?: usually| always| really| tend to| all| generally| typically| often)? (?:love|loves|adore|go crazy for|go for|prefer|enjoy|like)|kid[- ](?:favou?rites?|pleasers?|friendly)|(?:a |the )?favou?rite (?:with|among|for) (?:kids|children)`,
);
/** One cake called the best (or moistest), or the clerk's own favourite. */
const BEST_CLAIM = claim(
  String.raw`(?:is|are|would be|['’]s) (?:definitely |probably |honestly |easily |hands down |really |always )?(?:the|our) (?:best|tastiest|most delicious|nicest|moistest|most moist|top)(?: (?:choice|pick|option|bet|one|cake|seller))?`,
);
const FAVORITE = claim(String.raw`my (?:personal |own |absolute )?(?:favou?rite|pick|go-to)(?: is| would be| has to be|:)|(?:I|I['’]d) (?:personally )?(?:love|go with|pick|choose|get) the`);
/** Sweetness is nowhere in the catalog. */
const SWEET_CLAIM = claim(String.raw`(?:less|least|not (?:too|very|overly|as)|not that|mildly|lightly) sweet`);
/** Invented specials, deals or "fresh today". */
const SPECIAL_CLAIM = claim(
  String.raw`(?:today['’]?s|daily|weekly|this week['’]?s) (?:special|deal|feature)s?|special of the day|on special|on sale|(?:fresh|hot|warm) (?:out of|from) the oven|(?:just|freshly) (?:baked|made) (?:this morning|today)|\d+% off|discount(?:ed)?`,
);
/** Invented nutrition facts. */
const CALORIES = /\b\d{2,4}\s*(k?cals?|calories)\b/i;
const LOW_CAL_CLAIM = claim(String.raw`(?:lowest|fewest|least|lower|fewer|low)[- ](?:calories|calorie|cal|fat|sugar)|healthiest|(?:is|are|would be) (?:the )?healthier`);
/** A cake or range called free of an allergen. */
const FREE_CLAIM = claim(String.raw`(?:allergen|gluten|nut|peanut|dairy|egg|wheat|soy)[- ]free`);
/** An allergy waved away instead of being passed to staff. */
const SAFE_CLAIM =
  /no need to worry|nothing to worry|should (be|still be) (fine|ok|okay|safe)|you.?ll be (fine|ok)|won.?t be a problem|\b(is|are|it.?s|they.?re|would be|will be)\s+(totally |perfectly |completely |100% )?(safe|fine|ok|okay) (for|to)\b/i;
/** A placed order said to be confirmed outright (for orders that need approval). */
const CONFIRMED_CLAIM = new RegExp(HEDGED + String.raw`\b(it['’]?s|it is|order is|order was|order has been|has been|is now|you['’]?re all|you are all) (confirmed|all set|good to go)\b`, 'i');
/** Red velvet said to have no chocolate, without a word about its cocoa. */
const RV_NO_CHOC =
  /(?<!cocoa[^.!?]*)\bred velvet(?![^.!?]*cocoa)[^.!?]{0,40}\b(has no|contains no|no|without|free of|isn'?t|is not|not)\s+(any\s+)?(a\s+)?(chocolate|cocoa)\b(?![- ]free)/i;
/** Red velvet listed among "non-chocolate" options with no word about its cocoa. */
const RV_AS_NON_CHOC =
  /^(?![\s\S]*cocoa)(?=[\s\S]*(non-?chocolate|not chocolate|no chocolate|without chocolate|aren'?t chocolate|other than chocolate|besides (the )?chocolate|chocolate-free|skip(ping)? (the )?chocolate))[\s\S]*red velvet/i;
/** A chocolate fudge cake pushed at a customer who wants nothing chocolate. */
const FUDGE_PUSHED = /(how about|you could try|you might like|i'?d (suggest|recommend)|go with|try) (the |a |our )?(chocolate fudge|fudge)/i;
/** The carrot cake (walnuts) pushed at a customer who wants no nuts. */
const CARROT_PUSHED = /(how about|you could try|you might like|i'?d (suggest|recommend)|go with|try) (the |a |our )?carrot/i;
/** Another cake called the cheapest (the vanilla bean is). */
const CHEAPEST_WRONG = /\b(carrot|chocolate|fudge|red velvet|lemon)[^.!?]{0,30}\b(is|are)\s+(the\s+|our\s+)?(cheapest|least expensive|lowest[- ]priced|most affordable)/i;
/** Raisins, which no description mentions, said to be in the carrot cake. */
const RAISIN_CLAIM = claim(String.raw`(?:has|have|contains?|with|made with|includes?|plus|and) (?:some |a few )?raisins`);
/** The unavailable strawberry shortcake said to be available, or put on the order. */
const STRAWBERRY_OFFERED = new RegExp(
  HEDGED + String.raw`(strawberr(y|ies)[^.!?]{0,40}\b(is|are) (available|in stock|back|in season)\b|got it:?[^.!?]{0,60}strawberr|\b\d+ x strawberr|(how about|try|suggest|recommend) (the |a |our )?strawberr)`,
  'i',
);
/** Things the bakery does not sell, offered as if it did. */
const INVENTED_PRODUCT = claim(
  String.raw`we (?:have|sell|make|carry|offer|bake|do) (?:a |some |several |lots of |fresh |great |delicious |homemade |mini )?(?:cupcakes|cookies|pies|brownies|muffins|cheesecakes?|cake pops|sheet cakes|fruit tarts?|tarts|sugar[- ]free|gluten[- ]free)`,
);
/** Delivery is confirmed by staff. */
const DELIVERY_STAFF = /staff|team|confirm|depend|area|approv|review/i;
/** An invented delivery fee. */
const FEE = /deliver(y|ies)? (fee|charge|costs?|is|will be|runs?)[^.!?]{0,15}(\$\s?\d|\d+ dollars)|(\$\s?\d+(\.\d\d)?|\d+ dollars) (delivery|for delivery)|free delivery|delivery is free/i;
/** The assistant not understanding a plain question or thanks. */
const NOT_UNDERSTOOD = /didn.?t (quite )?(catch|get|understand)|did not (quite )?(catch|get|understand)|not sure what you mean|could you rephrase|say that again/i;
/** A menu question turned away as if it were about something else. */
const CANT_HELP = /(can.?t|cannot|unable to|not able to) help with that/i;
/** Words of the question called a product the bakery does not have ("we do not have "which cake"",
 *  "we do not have "fruity""): nobody here asks for a product that is not on the menu, except the
 *  half-and-half cake. */
const QUESTION_AS_PRODUCT = /(don.?t|do not) have "(?![^"]*half)[^"]+"/i;
/** Honestly saying the clerk has no such information (sales, popularity, opinions). */
const HONEST_NO_INFO =
  /(don.?t|do not|doesn.?t|does not|can.?t|cannot|unable to|not able to)\b[^.!?]{0,30}\b(track|keep|have|share|know|say|tell|information|info|data|figures|records?|sales|rank|pick|choose|opinion)|no (sales|information|info|data|figures)|not sure/i;
/** A question that helps the customer choose: what they like, whole or slices, the occasion. */
const HELP_QUESTION =
  /(does|do|would) (he|she|they|your \w+|you) (like|prefer|enjoy|love)|flavou?rs? (does|do|would)|what (kind|sort|type) of (cake|flavou?r)s?|whole( cake)?s? or (a |some )?slices?|slices? or (a )?whole|occasion|(chocolate|fruit|lemon)[^.!?]{0,30}\bor\b[^.!?]{0,30}\?/i;
/** A real answer to "what's good / surprise me / you pick": the options, a helping question, or an honest "I can't say". */
const HELPS_CHOOSE = new RegExp(`${SEVERAL_KINDS.source}|${HELP_QUESTION.source}|${HONEST_NO_INFO.source}`, 'i');

/** For every script of the batch: nothing invented, every question understood and answered. */
const NO_INVENTION = [POPULAR, RATING, BEST_CLAIM, FAVORITE, SPECIAL_CLAIM, QUESTION_AS_PRODUCT, NOT_UNDERSTOOD, CANT_HELP];

const written: Script[] = [
  // ================================================================ "what's good?"
  {
    id: 'pwt-sms-whats-good-two-carrot-slices',
    category: 'whats-good',
    channel: 'sms',
    steps: ['whats good?', 'ok 2 carrot slices for 1pm', 'Lena Frost', 'yes'],
    expect: {
      says: [SEVERAL_KINDS, price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Lena Frost' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-wa-whats-good-here-lemon-whole',
    category: 'whats-good',
    channel: 'whatsapp',
    steps: ['hiii whats good here?? 😊', 'lemon chiffon sounds yum!! whole one for sunday 2pm pickup', 'Zoe Park', 'yes'],
    expect: {
      says: [SEVERAL_KINDS, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Zoe Park' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-voice-whats-good-today-rv-slices',
    category: 'whats-good',
    channel: 'voice',
    steps: ["hi, um, what's good today?", "okay, I'll take three red velvet slices, I'll pick them up at noon", 'Martin Hale', 'yes'],
    expect: {
      says: [SEVERAL_KINDS, price(19.5)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Martin Hale' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-web-whats-good-first-visit-vanilla-whole',
    category: 'whats-good',
    channel: 'webchat',
    steps: [
      "Hi! What's good here? Never tried you guys before.",
      'The vanilla bean sounds nice. One whole vanilla bean cake for Saturday at 11:30am, pickup.',
      'Ada Lowe, 512-555-0301',
      'yes',
    ],
    expect: {
      says: [SEVERAL_KINDS, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:30', name: 'Ada Lowe', phone: '+15125550301' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-sms-any-specials-then-lemon-slices',
    category: 'whats-good',
    channel: 'sms',
    steps: ['any specials today? or whats good', 'ok just 2 lemon slices at 3 then', 'Rico Diaz', 'yes'],
    expect: {
      says: [price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Rico Diaz' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-voice-hesitant-whats-good-vanilla-slices',
    category: 'whats-good',
    channel: 'voice',
    steps: [
      "um, hi, yeah, so I, uh, don't really know what I want, what's, what's good?",
      'uh, okay, um, the vanilla bean I guess, two slices, for, like, eleven thirty?',
      'Jen Park',
      'yes',
    ],
    expect: {
      says: [SEVERAL_KINDS, price(11)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Jen Park' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-sms-what-would-you-get-choc-slices',
    category: 'whats-good',
    channel: 'sms',
    steps: ['if u were me what would u get lol', 'lol ok. 2 choc fudge slices at 12:30', 'Rex Ford', 'yes'],
    expect: {
      says: [HELPS_CHOOSE, price(13)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:30', name: 'Rex Ford' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-web-whats-good-just-looking',
    category: 'whats-good',
    channel: 'webchat',
    steps: ["What's good here? Just browsing for now.", "Thanks, that's helpful. I'll come back when I've decided!"],
    expect: { noOrder: true, says: [SEVERAL_KINDS], never: NO_INVENTION },
  },

  // ================================================================ "surprise me", "you pick"
  {
    id: 'pwt-sms-surprise-me-whole-then-rv',
    category: 'surprise',
    channel: 'sms',
    steps: ['surprise me! need a whole cake for sat', 'hmm ok red velvet then. 4pm pickup', 'Tia Moss', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Tia Moss' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-wa-surprise-me-one-carrot-one-rv',
    category: 'surprise',
    channel: 'whatsapp',
    steps: ['surprise me lol i want 2 slices for this afternoon', 'ok 1 carrot and 1 red velvet, 3pm', 'Nia Shaw', 'yes'],
    expect: {
      says: [price(12.5)],
      order: {
        items: [
          { sku: 'carrot-slice', qty: 1 },
          { sku: 'red-velvet-slice', qty: 1 },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Nia Shaw',
      },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-voice-surprise-me-then-lemon-whole',
    category: 'surprise',
    channel: 'voice',
    steps: [
      'honestly just surprise me, I need a cake for sunday',
      "hmm, the lemon one sounds nice, sunday at one in the afternoon, I'll pick it up",
      'Grace Ellis',
      'yes',
    ],
    expect: {
      says: [price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Grace Ellis' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-web-you-pick-then-choc-whole',
    category: 'surprise',
    channel: 'webchat',
    steps: [
      "I can't decide, can you just pick one for me? It's for my husband's birthday on Saturday.",
      "Ok let's do the chocolate fudge, whole, Saturday 5pm pickup",
      'Irene Cole, 737-555-0304',
      'yes',
    ],
    expect: {
      says: [HELPS_CHOOSE, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Irene Cole', phone: '+17375550304' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-sms-surprise-me-then-think-about-it',
    category: 'surprise',
    channel: 'sms',
    steps: ['surprise me 😂', 'lol ok ill think about it n text back later'],
    expect: { noOrder: true, says: [HELPS_CHOOSE], never: NO_INVENTION },
  },

  // ================================================================ "what's most popular?"
  {
    id: 'pwt-sms-most-popular-then-choc-whole',
    category: 'popular',
    channel: 'sms',
    steps: ['whats ur most popular cake', 'ok fine choc fudge whole sat 1pm pickup', 'Dom Reyes', 'yes'],
    expect: {
      says: [SEVERAL_KINDS, price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Dom Reyes' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-wa-slice-sells-most-then-lemon',
    category: 'popular',
    channel: 'whatsapp',
    steps: ['which slice sells the most?', 'ok 2 lemon slices at 5 then', 'Pia Kent', 'yes'],
    expect: {
      says: [price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Pia Kent' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-voice-what-do-most-people-get-carrot',
    category: 'popular',
    channel: 'voice',
    steps: [
      'what do most people get?',
      "okay, I'll go with the carrot cake, a whole one, saturday at eleven thirty in the morning, pick up",
      'Howard Lin',
      'yes',
    ],
    expect: {
      says: [SEVERAL_KINDS, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:30', name: 'Howard Lin' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-web-most-ordered-birthday-rv',
    category: 'popular',
    channel: 'webchat',
    steps: ["What's your most ordered cake for birthdays?", 'OK. Red velvet, whole, for Sunday 3pm pickup please. Sam Ortiz 512 555 0306', 'yes'],
    expect: {
      says: [price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Sam Ortiz', phone: '+15125550306' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-sms-what-sells-out-first-ill-come-by',
    category: 'popular',
    channel: 'sms',
    steps: ['what sells out first? wanna come in before its gone', 'ok thx ill just come by'],
    expect: { noOrder: true, says: [HELPS_CHOOSE], never: NO_INVENTION },
  },
  {
    id: 'pwt-voice-best-seller-then-two-rv-slices',
    category: 'popular',
    channel: 'voice',
    steps: ["what's your best seller?", "alright, I'll just get two red velvet slices then, for four this afternoon, name's Terry Nolan", { press: '1' }],
    expect: {
      says: [price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Terry Nolan' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-sms-popular-for-thanksgiving-two-vanilla',
    category: 'popular',
    channel: 'sms',
    steps: ['what do ppl usually order for thanksgiving? need 2 cakes', 'ok 2 vanilla bean cakes tue 11am pickup', 'Gwen Ivers', 'yes'],
    expect: {
      says: [price(88)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T11:00', name: 'Gwen Ivers' },
      never: NO_INVENTION,
    },
  },

  // ================================================================ a kid's party
  {
    id: 'pwt-sms-kids-party-best-then-vanilla-whole',
    category: 'kids',
    channel: 'sms',
    steps: ['which cake is best for a kids party? 10 kids', 'ok vanilla bean whole for sat 2pm pickup', 'Lori Hunt', 'yes'],
    expect: {
      says: [SERVINGS, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Lori Hunt' },
      never: [...NO_INVENTION, KIDS_LOVE],
    },
  },
  {
    id: 'pwt-wa-kids-party-nut-allergy-lemon',
    category: 'kids',
    channel: 'whatsapp',
    steps: ['kids party on sat, which cake is best? one of the kids has a nut allergy', 'ok lemon chiffon whole, sat 3pm pickup', 'Hana Ito', 'yes'],
    expect: {
      says: [/walnut|tree[- ]?nut|\bnuts?\b/i],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Hana Ito', allergy: true },
      never: [...NO_INVENTION, KIDS_LOVE, FREE_CLAIM, SAFE_CLAIM, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwt-web-kids-party-15-which-feeds-lemon',
    category: 'kids',
    channel: 'webchat',
    steps: [
      "Planning my son's 6th birthday, 15 kids. Which cake works best for a kids' party?",
      'Which one would feed all 15?',
      'Great, one whole lemon chiffon for Sunday 11am pickup. Ben Carter, 512-555-0308',
      'yes',
    ],
    expect: {
      says: [SERVES_14_16, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Ben Carter', phone: '+15125550308' },
      never: [...NO_INVENTION, KIDS_LOVE],
    },
  },
  {
    id: 'pwt-voice-son-turns-six-vanilla-sunday',
    category: 'kids',
    channel: 'voice',
    steps: [
      "my son turns six on sunday, what's good for a kid's party of about twelve?",
      "okay the vanilla bean cake then, sunday at two in the afternoon, I'll pick it up",
      "name's Carlos Vega",
      'yes',
    ],
    expect: {
      says: [SERVINGS, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Carlos Vega' },
      never: [...NO_INVENTION, KIDS_LOVE],
    },
  },
  {
    id: 'pwt-sms-typo-wat-cake-kids-bday-choc',
    category: 'kids',
    channel: 'sms',
    steps: ['wat cake shud i get 4 my kids bday?? 8 kids', 'ok choc fudge wholw sat 12pm', 'pick up', 'Tasha Ward', 'yes'],
    expect: {
      says: [price(48)],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Tasha Ward' },
      never: [...NO_INVENTION, KIDS_LOVE],
    },
  },
  {
    id: 'pwt-wa-kids-like-what-carrot-nuts-vanilla',
    category: 'kids',
    channel: 'whatsapp',
    steps: ['do kids like the carrot cake? its for a 5yr old party, 12 kids', 'oh walnuts, no thanks, they wont eat that lol. vanilla bean whole then, sun 1pm pickup', 'Mira Das', 'yes'],
    expect: {
      says: [/walnut/i, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T13:00', name: 'Mira Das', allergy: false },
      never: [...NO_INVENTION, KIDS_LOVE],
    },
  },
  {
    id: 'pwt-web-kids-party-slices-instead-thanks',
    category: 'kids',
    channel: 'webchat',
    steps: ["What's the best cake for a children's party of 6? Or should I do slices?", "Thanks, I'll talk it over with my partner and come back."],
    expect: { noOrder: true, says: [SERVINGS], never: [...NO_INVENTION, KIDS_LOVE] },
  },

  // ================================================================ "nothing chocolate"
  {
    id: 'pwt-sms-nothing-chocolate-whole-carrot',
    category: 'no-choc',
    channel: 'sms',
    steps: ['need a whole cake sat but nothing chocolate, what do u have', 'carrot then, 12pm pickup', 'Max Byrne', 'yes'],
    expect: {
      says: [/lemon/i, /vanilla/i, /carrot/i, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Max Byrne' },
      never: [...NO_INVENTION, RV_NO_CHOC, RV_AS_NON_CHOC, FUDGE_PUSHED],
    },
  },
  {
    id: 'pwt-wa-mom-hates-choc-is-rv-chocolate',
    category: 'no-choc',
    channel: 'whatsapp',
    steps: ['my mom hates chocolate. is red velvet chocolate?', 'oh ok skip that then. whats left?', 'vanilla bean whole sunday 10am pickup', 'Eva Moreno', 'yes'],
    expect: {
      says: [/cocoa/i, /lemon/i, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Eva Moreno', allergy: false },
      never: [...NO_INVENTION, RV_NO_CHOC, RV_AS_NON_CHOC, FUDGE_PUSHED],
    },
  },
  {
    id: 'pwt-voice-office-slices-nothing-chocolate',
    category: 'no-choc',
    channel: 'voice',
    steps: [
      "I'd like some slices for the office but nothing chocolate please, what have you got?",
      'okay, four lemon and four vanilla bean slices, for two this afternoon',
      'Derek Stone',
      'yes',
    ],
    expect: {
      says: [/lemon/i, /vanilla/i, /carrot/i, price(45)],
      order: {
        items: [
          { sku: 'lemon-slice', qty: 4 },
          { sku: 'vanilla-bean-slice', qty: 4 },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Derek Stone',
      },
      never: [...NO_INVENTION, RV_NO_CHOC, RV_AS_NON_CHOC, FUDGE_PUSHED],
    },
  },
  {
    id: 'pwt-web-allergic-to-chocolate-lemon-slices',
    category: 'no-choc',
    channel: 'webchat',
    steps: [
      "My daughter is allergic to chocolate. Which of your cakes don't have any chocolate in them?",
      "OK, we'll take 3 lemon slices at 4pm today. Rachel Kim, 512-555-0326",
      'yes',
    ],
    expect: {
      says: [/lemon/i, /vanilla|carrot/i],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-20T16:00', name: 'Rachel Kim', phone: '+15125550326', allergy: true },
      never: [...NO_INVENTION, RV_NO_CHOC, RV_AS_NON_CHOC, FUDGE_PUSHED, FREE_CLAIM, SAFE_CLAIM, CONFIRMED_CLAIM],
    },
  },
  {
    id: 'pwt-sms-not-choc-person-cheapest-non-choc',
    category: 'no-choc',
    channel: 'sms',
    steps: ['not a chocolate person. cheapest whole cake thats not chocolate?', 'ok that one, sat 3pm pickup', 'Jill Moss', 'yes'],
    expect: {
      says: [/vanilla/i, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Jill Moss', allergy: false },
      never: [...NO_INVENTION, RV_NO_CHOC, RV_AS_NON_CHOC, CHEAPEST_WRONG],
    },
  },
  {
    id: 'pwt-wa-no-choc-no-nuts-dislike-lemon',
    category: 'no-choc',
    channel: 'whatsapp',
    steps: ["nothing chocolate and no nuts pls (not allergic, i just don't like them). what can i get?", 'ok 2 lemon slices at 4pm', 'Jo Alvarez', 'yes'],
    expect: {
      says: [/lemon/i, /vanilla/i, price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Jo Alvarez', allergy: false },
      never: [...NO_INVENTION, RV_NO_CHOC, RV_AS_NON_CHOC, FUDGE_PUSHED, CARROT_PUSHED, FREE_CLAIM],
    },
  },
  {
    id: 'pwt-voice-not-chocolate-ask-price-call-back',
    category: 'no-choc',
    channel: 'voice',
    steps: ["hi, what cakes do you have that aren't chocolate?", 'okay, and how much is the whole carrot cake?', "okay thanks, I'll talk to my wife and call back"],
    expect: { noOrder: true, says: [/lemon/i, /vanilla/i, price(46)], never: [...NO_INVENTION, RV_NO_CHOC, RV_AS_NON_CHOC, FUDGE_PUSHED] },
  },

  // ================================================================ "something light"
  {
    id: 'pwt-sms-something-light-lemon-slices',
    category: 'light',
    channel: 'sms',
    steps: ['want something light after dinner, any ideas?', 'perfect, 2 lemon slices at 7pm', 'Ivy Chen', 'yes'],
    expect: {
      says: [/lemon/i, price(11.5)],
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T19:00', name: 'Ivy Chen' },
      never: [...NO_INVENTION, SWEET_CLAIM, CALORIES, LOW_CAL_CLAIM],
    },
  },
  {
    id: 'pwt-voice-light-not-heavy-lemon-whole',
    category: 'light',
    channel: 'voice',
    steps: [
      "we're having a big dinner on sunday, I want a dessert that's light, not too heavy, what do you suggest?",
      "okay, a whole lemon chiffon cake then, for sunday at six in the evening, I'll pick it up",
      'Paula Grant',
      'yes',
    ],
    expect: {
      says: [LEMON_DESC, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T18:00', name: 'Paula Grant' },
      never: [...NO_INVENTION, SWEET_CLAIM, CALORIES, LOW_CAL_CLAIM],
    },
  },
  {
    id: 'pwt-web-light-fruity-baby-shower-15',
    category: 'light',
    channel: 'webchat',
    steps: [
      'Do you have something light and fruity for a baby shower?',
      "We'd need it to feed about 15 people.",
      'Great, one whole lemon chiffon for Saturday at 2pm, pickup. Mona Reed, 512-555-0310',
      'yes',
    ],
    expect: {
      says: [/lemon/i, SERVES_14_16],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Mona Reed', phone: '+15125550310' },
      never: [...NO_INVENTION, STRAWBERRY_OFFERED, INVENTED_PRODUCT],
    },
  },
  {
    id: 'pwt-wa-fewest-calories-one-lemon-slice',
    category: 'light',
    channel: 'whatsapp',
    steps: ['which cake has the fewest calories? trying to be good lol', 'haha ok ill just get 1 lemon slice at 2', 'Kim Tran', 'yes'],
    expect: {
      says: [price(5.75)],
      order: { items: [{ sku: 'lemon-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Kim Tran' },
      never: [...NO_INVENTION, CALORIES, LOW_CAL_CLAIM],
    },
  },
  {
    id: 'pwt-wa-anything-fruity-lemon-slices',
    category: 'light',
    channel: 'whatsapp',
    steps: ['do u have anything fruity? 🍓🍋', 'ok 3 lemon slices for 1pm', 'Nell Ruiz', 'yes'],
    expect: {
      says: [/lemon/i, price(17.25)],
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Nell Ruiz' },
      never: [...NO_INVENTION, STRAWBERRY_OFFERED, INVENTED_PRODUCT],
    },
  },
  {
    id: 'pwt-voice-lemon-heavy-or-light-whole-monday',
    category: 'light',
    channel: 'voice',
    steps: ["is the lemon cake a heavy one or is it light? I can't do anything too rich", "oh that sounds right, a whole one for monday at ten in the morning, pick up, name's Dora Lake", 'yes'],
    expect: {
      says: [LEMON_DESC],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T10:00', name: 'Dora Lake' },
      never: [...NO_INVENTION, CALORIES, LOW_CAL_CLAIM],
    },
  },

  // ================================================================ "what's your cheapest ...?"
  {
    id: 'pwt-sms-cheapest-whole-cake-that-one',
    category: 'cheapest',
    channel: 'sms',
    steps: ['whats ur cheapest whole cake', 'ok ill get that one for sat at 5pm', 'pickup', 'Ray Banks', 'yes'],
    expect: {
      says: [/vanilla/i, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Ray Banks' },
      never: [...NO_INVENTION, CHEAPEST_WRONG],
    },
  },
  {
    id: 'pwt-wa-cheapest-whole-vanilla-monday',
    category: 'cheapest',
    channel: 'whatsapp',
    steps: ['Hi, which whole cake is the cheapest one you do?', 'Okay the vanilla bean then, for Monday at noon, pick up 👍', 'Glen Foster', 'yes'],
    expect: {
      says: [/vanilla/i, price(44)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T12:00', name: 'Glen Foster' },
      never: [...NO_INVENTION, CHEAPEST_WRONG],
    },
  },
  {
    id: 'pwt-web-cheapest-slice-four-of-those',
    category: 'cheapest',
    channel: 'webchat',
    steps: ["What's your cheapest slice?", 'OK, 4 of those at 1pm today. Ava Brooks 512-555-0312', 'yes'],
    expect: {
      says: [/vanilla/i, price(5.5), price(22)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Ava Brooks', phone: '+15125550312' },
      never: [...NO_INVENTION, CHEAPEST_WRONG],
    },
  },
  {
    id: 'pwt-wa-cheapest-vs-priciest-cheap-one',
    category: 'cheapest',
    channel: 'whatsapp',
    steps: ['cheapest vs most expensive whole cake?', 'lol ill take the cheap one. sunday 4pm pickup', 'Omar Kaye', 'yes'],
    expect: {
      says: [price(44), price(58)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T16:00', name: 'Omar Kaye' },
      never: [...NO_INVENTION, CHEAPEST_WRONG],
    },
  },
  {
    id: 'pwt-sms-most-cake-for-money-lemon',
    category: 'cheapest',
    channel: 'sms',
    steps: ['which whole cake gets me the most cake for my money?', 'ok the lemon one, sat 6pm pickup', 'Jay Cruz', 'yes'],
    expect: {
      says: [SIZE_OR_SERVINGS, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T18:00', name: 'Jay Cruz' },
      never: [...NO_INVENTION, CHEAPEST_WRONG],
    },
  },
  {
    id: 'pwt-voice-cheapest-but-not-vanilla-carrot',
    category: 'cheapest',
    channel: 'voice',
    steps: [
      "what's the cheapest whole cake that isn't vanilla? my wife doesn't like vanilla",
      "okay, that one then, a whole one, saturday at noon, I'll pick it up",
      'Neil Hart',
      'yes',
    ],
    expect: {
      says: [/carrot/i, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Neil Hart' },
      never: [...NO_INVENTION],
    },
  },
  {
    id: 'pwt-web-cheapest-whole-delivered',
    category: 'cheapest',
    channel: 'webchat',
    steps: [
      "What's your cheapest whole cake? And do you deliver?",
      'Great, please deliver one vanilla bean cake on Sunday at 3pm to 88 Birch Lane. Nell Adams, 512-555-0314',
      'yes',
    ],
    expect: {
      says: [price(44), DELIVERY_STAFF],
      order: {
        items: [{ sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'delivery',
        status: 'needs_approval',
        at: '2026-11-22T15:00',
        name: 'Nell Adams',
        phone: '+15125550314',
        address: /88 birch/i,
      },
      never: [...NO_INVENTION, CHEAPEST_WRONG, FEE],
    },
  },
  {
    id: 'pwt-voice-biggest-cake-lemon',
    category: 'cheapest',
    channel: 'voice',
    steps: ["what's your biggest cake?", "okay, the whole lemon cake then, for saturday at five p.m., pick up, name's Ruth Kemp", 'yes'],
    expect: {
      says: [TEN_INCH],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T17:00', name: 'Ruth Kemp' },
      never: [...NO_INVENTION, BIGGER_SIZE],
    },
  },

  // ================================================================ two cakes compared
  {
    id: 'pwt-sms-choc-or-rv-one-of-each-slice',
    category: 'compare',
    channel: 'sms',
    steps: ['choc fudge or red velvet?? cant decide', 'ok 1 slice of each at 6pm', 'Leo Grant', 'yes'],
    expect: {
      says: [FUDGE_DESC, RV_DESC, price(13)],
      order: {
        items: [
          { sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' },
          { sku: 'red-velvet-slice', qty: 1 },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T18:00',
        name: 'Leo Grant',
      },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-wa-lemon-or-vanilla-bigger-price',
    category: 'compare',
    channel: 'whatsapp',
    steps: ['lemon or vanilla, which is bigger and how much', 'k the whole lemon cake then. sat noon pickup', 'Uma Das', 'yes'],
    expect: {
      says: [TEN_INCH, price(58), price(44)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T12:00', name: 'Uma Das' },
      never: [...NO_INVENTION, BIGGER_SIZE],
    },
  },
  {
    id: 'pwt-voice-carrot-or-vanilla-which-better',
    category: 'compare',
    channel: 'voice',
    steps: [
      'which is better, the carrot cake or the vanilla bean?',
      "hmm, okay, what's in the carrot cake exactly?",
      "alright, a whole carrot cake then, sunday at noon, pick up, name's Bill Archer",
      'yes',
    ],
    expect: {
      says: [CARROT_DESC, VANILLA_DESC, price(46)],
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Bill Archer' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-web-fudge-vs-lemon-price-servings',
    category: 'compare',
    channel: 'webchat',
    steps: [
      'How do the chocolate fudge and the lemon chiffon compare? Price and how many they serve, please.',
      'Chocolate fudge please, whole, Saturday 6pm pickup. Carla Dunn, 512-555-0316',
      'yes',
    ],
    expect: {
      says: [price(48), price(58), SERVES_10_12, SERVES_14_16],
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T18:00', name: 'Carla Dunn', phone: '+15125550316' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-sms-which-more-chocolatey-large-fudge',
    category: 'compare',
    channel: 'sms',
    steps: ['which is more chocolatey, rv or choc fudge', '2 large choc fudge slices at 4 then', 'Ty Woods', 'yes'],
    expect: {
      says: [FUDGE_DESC, RV_DESC, price(19)],
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Ty Woods' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-wa-carrot-vs-lemon-slice-one-each',
    category: 'compare',
    channel: 'whatsapp',
    steps: ['carrot or lemon slice, whats the difference? and price?', '1 of each at 1pm pls', 'Bo Kim', 'yes'],
    expect: {
      says: [CARROT_DESC, LEMON_DESC, price(6), price(5.75), price(11.75)],
      order: {
        items: [
          { sku: 'carrot-slice', qty: 1 },
          { sku: 'lemon-slice', qty: 1 },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T13:00',
        name: 'Bo Kim',
      },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-voice-rv-vs-vanilla-frosting-rv-whole',
    category: 'compare',
    channel: 'voice',
    steps: [
      "what's the frosting on the red velvet compared to the vanilla bean?",
      "okay, red velvet, a whole one, for saturday at four in the afternoon, I'll pick it up",
      'Marge Olsen',
      'yes',
    ],
    expect: {
      says: [/cream cheese/i, /buttercream/i, price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Marge Olsen' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-web-half-and-half-then-slices',
    category: 'compare',
    channel: 'webchat',
    steps: [
      "I can't choose between carrot and red velvet. Could I get one cake that's half of each?",
      'Ok then 3 slices of each for 2pm today. Jess Hunt, 512-555-0318',
      'yes',
    ],
    expect: {
      says: [price(37.5)],
      order: {
        items: [
          { sku: 'carrot-slice', qty: 3 },
          { sku: 'red-velvet-slice', qty: 3 },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Jess Hunt',
        phone: '+15125550318',
      },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-sms-choc-or-lemon-price-diff-lemon',
    category: 'compare',
    channel: 'sms',
    steps: ['idk what to get.. choc or lemon?', 'hmm whats the price diff for a whole one', 'ugh ok lemon. sat 2pm pickup', 'Cass Lee', 'yes'],
    expect: {
      says: [price(48), price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T14:00', name: 'Cass Lee' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-web-vanilla-vs-lemon-decide-later',
    category: 'compare',
    channel: 'webchat',
    steps: ["What's the difference between the vanilla bean and the lemon chiffon?", "Thanks! I'll decide later."],
    expect: { noOrder: true, says: [LEMON_DESC, VANILLA_DESC], never: NO_INVENTION },
  },

  // ================================================================ what does each taste like?
  {
    id: 'pwt-sms-what-do-they-taste-like-vanilla',
    category: 'taste',
    channel: 'sms',
    steps: ['what do ur cakes taste like? like whats in each one', 'ok 3 vanilla bean slices at 3', 'Ana Vo', 'yes'],
    expect: {
      says: [FUDGE_DESC, CARROT_DESC, LEMON_DESC, VANILLA_DESC, /cocoa/i, price(16.5)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Ana Vo' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-voice-describe-each-then-lemon-whole',
    category: 'taste',
    channel: 'voice',
    steps: [
      "can you tell me what each of your cakes is like? I've never had any of them",
      "okay, that lemon one sounds lovely, a whole one for sunday at three in the afternoon, I'll pick it up",
      'Rosa Fields',
      'yes',
    ],
    expect: {
      says: [/walnut/i, LEMON_DESC, VANILLA_DESC, FUDGE_DESC, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Rosa Fields' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-wa-what-does-rv-taste-like-two-slices',
    category: 'taste',
    channel: 'whatsapp',
    steps: ['what does red velvet even taste like lol', 'ooh ok 2 slices at 5', 'Jade Wu', 'yes'],
    expect: {
      says: [RV_DESC, price(13)],
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Jade Wu' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-web-whats-lemon-chiffon-like-monday',
    category: 'taste',
    channel: 'webchat',
    steps: ["What's a lemon chiffon cake like? I've never had one.", 'Sounds perfect. One whole for Monday at 10am, pickup please. Dora Blake, 512-555-0320', 'yes'],
    expect: {
      says: [LEMON_DESC, price(58)],
      order: { items: [{ sku: 'lemon-whole', qty: 1, size: '10-inch' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-23T10:00', name: 'Dora Blake', phone: '+15125550320' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-sms-carrot-raisins-then-carrot-slices',
    category: 'taste',
    channel: 'sms',
    steps: ['does the carrot cake have raisins in it? whats it like', 'ok cool, 2 carrot slices at 2', 'Moe Hassan', 'yes'],
    expect: {
      says: [CARROT_DESC, price(12)],
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Moe Hassan' },
      never: [...NO_INVENTION, RAISIN_CLAIM],
    },
  },
  {
    id: 'pwt-wa-is-vanilla-plain-two-cakes',
    category: 'taste',
    channel: 'whatsapp',
    steps: [
      "is the vanilla bean cake just plain?? what's on it",
      "ok good we'll take 2 of those, whole, tuesday 11am pick up. name is Frances Oyelaran",
      'yes',
    ],
    expect: {
      says: [VANILLA_DESC, price(88)],
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-24T11:00', name: 'Frances Oyelaran' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-web-fudge-taste-then-slices-and-thanks',
    category: 'taste',
    channel: 'webchat',
    steps: [
      'What is the chocolate fudge cake like? Is it very rich?',
      "Mmm. I'll take 1 large chocolate fudge slice and 1 red velvet slice at 6pm for me and my partner. Theo Marsh, 512-555-0322",
      'yes',
    ],
    expect: {
      says: [FUDGE_DESC, price(16)],
      order: {
        items: [
          { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' },
          { sku: 'red-velvet-slice', qty: 1 },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T18:00',
        name: 'Theo Marsh',
        phone: '+15125550322',
      },
      never: NO_INVENTION,
    },
  },

  // ================================================================ unsure, with more going on
  {
    id: 'pwt-wa-late-night-whats-good-held-overnight',
    category: 'whats-good',
    channel: 'whatsapp',
    now: '2026-11-20T22:00:00-06:00',
    steps: ['sorry its late! whats good for a birthday this weekend?', 'ok a whole red velvet for sunday 2pm pickup', 'Nadia Khan', 'yes'],
    expect: {
      says: [SEVERAL_KINDS, price(50)],
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T14:00', name: 'Nadia Khan' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-voice-office-sixty-four-lemon-approval',
    category: 'whats-good',
    channel: 'voice',
    steps: [
      "what's good for an office party of about sixty people?",
      "okay, let's do four lemon chiffon cakes for tuesday at noon, pick up",
      "name's Victor Shaw",
      'yes',
    ],
    expect: {
      says: [SERVINGS, price(232)],
      order: { items: [{ sku: 'lemon-whole', qty: 4, size: '10-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T12:00', name: 'Victor Shaw' },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-sms-whats-good-changes-mind-twice',
    category: 'whats-good',
    channel: 'sms',
    steps: ['whats good? need 6 slices for the team', '6 carrot slices at 3', 'actually make it 3 carrot and 3 lemon', 'Ola Berg', 'yes'],
    expect: {
      says: [price(35.25)],
      order: {
        items: [
          { sku: 'carrot-slice', qty: 3 },
          { sku: 'lemon-slice', qty: 3 },
        ],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Ola Berg',
      },
      never: NO_INVENTION,
    },
  },
  {
    id: 'pwt-voice-popular-then-coffee-cafe-only',
    category: 'popular',
    channel: 'voice',
    steps: [
      "what's most popular, and can I add a coffee to go with it?",
      "okay, no coffee then, just six vanilla bean slices for three this afternoon, name's Alma Reyes",
      'yes',
    ],
    expect: {
      says: [/caf[eé]|in[- ]store|in person|at the (counter|bakery)|can.?t|cannot|not (able|available)/i, price(33)],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Alma Reyes' },
      never: NO_INVENTION,
    },
  },
];

const notYet = new Set<string>(['pwt-web-most-ordered-birthday-rv', 'pwt-wa-kids-party-nut-allergy-lemon', 'pwt-web-kids-party-15-which-feeds-lemon', 'pwt-voice-son-turns-six-vanilla-sunday', 'pwt-sms-typo-wat-cake-kids-bday-choc', 'pwt-wa-kids-like-what-carrot-nuts-vanilla', 'pwt-web-kids-party-slices-instead-thanks', 'pwt-sms-nothing-chocolate-whole-carrot', 'pwt-wa-mom-hates-choc-is-rv-chocolate', 'pwt-wa-no-choc-no-nuts-dislike-lemon', 'pwt-voice-light-not-heavy-lemon-whole', 'pwt-voice-lemon-heavy-or-light-whole-monday', 'pwt-wa-cheapest-vs-priciest-cheap-one', 'pwt-voice-cheapest-but-not-vanilla-carrot', 'pwt-web-fudge-vs-lemon-price-servings', 'pwt-sms-which-more-chocolatey-large-fudge', 'pwt-wa-carrot-vs-lemon-slice-one-each', 'pwt-web-half-and-half-then-slices', 'pwt-voice-describe-each-then-lemon-whole', 'pwt-wa-is-vanilla-plain-two-cakes', 'pwt-web-fudge-taste-then-slices-and-thanks']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
