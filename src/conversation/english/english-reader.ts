import { DateTime } from 'luxon';
import type { Product, Size } from '../../catalog/catalog-schema.js';
import { allergensNamed } from '../../orders/allergy-mention.js';
import { unitPriceCents } from '../../orders/pricing.js';
import { BAKERY_ZONE, isWithinBusinessHours, NO_CLOSED_DAYS } from '../../orders/business-time.js';
import { deliverableOf, DRINK_PHRASES, findFlavors, NAMES_A_DRINK_PHRASE, isDrinkWord, type MenuIndex } from '../menu-index.js';
import { dayOf, emptyReading, type Intent, type ItemMention, type MessageReader, type PartOfDay, type ReaderContext, type Reading } from '../reading.js';
import { isAllergyMention, LEAD_IN } from '../safety.js';
import { fold, tokenize } from '../text.js';
import { ACKNOWLEDGED, ALLERGEN_CONDITION, ALLERGEN_WORDS, bare, CORRECTION, DIETARY_WORDS, LATER, PROBLEM_WITH_EARLIER_ORDER, readIntents, replacesItems, replacesRefused } from './intents.js';
import { isNearbyCity, US_STATE, readPackingNote, withSpelledLetter, nameForChange, readAddressUnit, readFulfillment, readIntroducedName, readNameAnswer, readNotes, readOrderId, readPhone, readRecipientPhone, readTheme, writingStyle, writingTakenBack } from './read-details.js';
import { readNameOnCake } from './read-name-on-cake.js';
import { readCountOrHour } from './read-count-or-hour.js';
import { readFormCounts } from './read-form-counts.js';
import { readFormFields } from './read-form-fields.js';
import { cancelsPlacedOrder, PLACED_ORDER_CHECK, PLACED_ORDER_QUESTION, readEarlierOrderSpokenOf, readRepliesWithNothingBeingMade, TOTAL_OF_PLACED, WENT_THROUGH } from './read-placed-questions.js';
import { readWhatIsMeant } from './read-what-is-meant.js';
import { readUnsureCustomer } from './read-recommend.js';
import { readPhrasesTakenOut, withWrittenMarks } from './read-taken-out.js';
import { readFlavourChange, readFlavourRecount, readOnlyThese, readRecount, readReplaced } from './read-corrections.js';
import { aboutOf, NOT_PRODUCTS } from './read-about.js';
import { contentWords, mentionedSkus, readItems } from './read-items.js';
import { eachCakesMessage, greetedByName, readAnotherCakeInWords, readMessageForNamedCake, readMessageOnOne, readMessagePerCake, readMessagesForCakesOrdered } from './read-cake-messages.js';
import { readOneMoreSaidShort } from './read-one-more.js';
import { asksWhatIsLeft, namesTodayByWeekday, readDateAsked, readPriceAside, tellsOccasion } from './read-said-aside.js';
import { withoutDrinkClauses } from './read-drinks.js';
import { correctedCount, quantityOfThem, readQuantityChange, readStandaloneQuantity, takenQuantity, withSelfCorrectedQuantity } from './quantities.js';
import { readAnswer, readHourEndingChoice, saysFormForAll, soonest } from './read-answer.js';
import { answerPutRight } from './read-answer-put-right.js';
import { changeAsked, lineNoLongerWanted, orderEditsSaidPlainly, writingMovedTo } from './read-edits-asked.js';
import { clausesAboutBefore } from './read-past.js';
import { asksStillThere, smallTalkClauses } from './read-small-talk.js';
import { withoutStory } from './read-story.js';
import { peopleCount } from './read-people.js';
import { cakesFor } from '../servings.js';
import { textspeak } from './textspeak.js';
import { COLOURED, COLOUR_LIST, correctedInPlace, readHalfAndHalf, readModification, readPartialSwap, TIERS } from './read-changes.js';
import { readCustomCake, withDetail } from './read-custom-cake.js';
import { followUpQuestion } from './read-follow-up.js';
import { readAskedNotOrdered } from './read-asked-not-ordered.js';
import { readFoodsAvoided } from './read-foods-avoided.js';
import { CHANGED_MIND, givenUpFor, selfCorrection } from './read-self-correction.js';
import { readEveryLineChanged, readLinesResized, readMoreOfALine, readOrderMadeAgain, readSecondThought, readSwitchSentence, removalsKept } from './read-line-edits.js';
import { readIngredientAsked } from './read-ingredient-asked.js';
import { correctedDay, weekdayNearOrderDay } from './read-day-near-order.js';
import { chosenLikeTakenOff, moreForSomeone, readAnotherLikePlaced, readChosenInstead, readDecidedBetween, readOneMoreForSomeone, readPlacedPutRight } from './read-more-and-minds.js';
import { halvesOf, readSizeSplit } from './read-size-split.js';
import { readSecondTime, readTimeForEachCake } from './read-two-times.js';
import { readFallbackTime } from './read-fallback-time.js';
import { DAY_NAMES, FLOOR, readBareHour, readMovedTime, readNamedTime, readShiftedTime, readWhen, noSuchDate, onlyStoryTimes, otherDayMeant, tomorrowAfterMidnight, weekdayMismatch } from './read-when.js';
import { ALLERGY_AFTER_WORDS, ANOTHER_ORDER_WISH, HOUR_PUT_RIGHT, NAME_PUT_RIGHT, BOTH_TAKEN, CAN_YOU_DO_FOR_WHEN, HOUR_THEN_COLON, IT_ASKED, NOT_THIS_BUT_THAT, readReadyAsked, TIMES_ASKED } from './said-plainly.js';

// Reads one English message into a Reading, knowing what the assistant just asked: "2" answers
// "which would you like?" as the second option but "what time?" as 2 PM; "Rose" answers "what
// name?" as a name even though it could be read as something else. It decides nothing.

/** The message asks to order, not only to know ("I'd like", "can I get"). */
const ORDER_SIGNAL = /\b(i'?d like|i would like|i want|i wanna|i'?ll (take|have|get)|i will (take|have)|can i (get|have|order|grab|place)|could i (get|have|order)|may i (get|have)|i need|we need|we'?d like|we want|get me|give me|let me (get|have)|order (a|an|some|one|two|three|\d)|i'?m (looking to|wanting to|hoping to) (order|get|buy)|please|pls|add)\b|(?:^|[.!?,;]\s*)(?:want|need|wanna|gonna need|gonna want|would love)\s+(?:a|an|one|two|three|\d|some|the)\b/;


/** Where one clause of a message ends and another (perhaps a question) begins. */
const CLAUSE_BREAK = /(?<=[.!?])\s+|,\s*(?=(?:and |also |plus |oh |btw )?(?:do|does|is|are|can|could|how|what|which|any|will|would)\b)|\s+(?:also|and also|btw|oh and)\s+(?=(?:do|does|is|are|can|could|how|what|which|any)\b)/;
/** A clause that asks rather than orders. */
/** A clause asking about something, not for it ("can I", "could you" ask for things). */
/** "is the red velvet any good?", "is the carrot cake popular?": how a cake is, asked, whichever is on the order. */
const GREETED = String.raw`(?:(?:hi|hey|hello|hiya|howdy|good (?:morning|afternoon|evening))(?: there)?[,!.]?\s+)?`;
const QUALITY_ASKED = new RegExp(String.raw`^${GREETED}(?:and |also |so |oh |hmm+ )?(?:is|are) (?:the |your |ur )?[a-z ]{2,30}? (?:any good|good|nice|popular|tasty|yummy|worth it|a good choice|a safe bet|sweet|rich|moist|dry|heavy|light)\b`);
const GREETING_ALONE = /^(?:hi|hey|hello|hiya|howdy|good (?:morning|afternoon|evening))(?: there)?[!.]*$/;
const ABOUT_CLAUSE = new RegExp(String.raw`^${GREETED}(?:and |also |plus |oh |so )?(?:is|are|does|do|what|what'?s|whats|which|how)\b`);
/** A question whose subject is what was just named ("does it have nuts?", "are they big?"). */
const ABOUT_ORDERED = /^(?:and |also |plus |oh |btw |so )?(?:does|do|is|are|will|would|can|could)\s+(?:it|they|that|those|these|this|them|each|both)\b/;
const QUESTION_CLAUSE = /\?$|^(?:and |also |plus |oh |btw )?(?:do|does|is|are|can|could|how|what|which|any|will|would)\b/;

/** "is it too late to order ...?": whether the notice still allows it. */
/** "there will be 12 kids", "it's for about 20 people", "we're expecting 15 guests": the party's size, told. */
const PARTY_TOLD = /^(?:(?:oh|and|also|btw|fyi|so)[,]?\s+)*(?:there (?:will|'?ll|should|might|may) be|there are|we (?:will|'?ll) (?:have|be)|we(?: are|'?re) (?:expecting|having)|expecting|it'?s for|its for|it is for|for) (?:about |around |like |roughly |maybe |approximately )?\S+ (?:people|guests|kids|ppl|persons|adults|children|of us|folks)\b[^?]*$/;

const QUESTION_START = /^(?:does|do|is|are|can|could|will|would|what|whats|what'?s|which|how|any)\b/;

const NAME_SAID_AGAIN = /\bname(?: is|'s|:)?\s+\p{L}+\s*,?\s+(?:no|sorry|wait|oops)(?:[,\s]+(?:no|sorry|wait|i mean|i meant|its|it'?s|it is))*[,\s]+(\p{L}{2,})/iu;

/** "take them off", "ok drop the slices", "no slices then": said when told slices are not delivered. */
const SLICES_OFF_FOR_DELIVERY = /^(?:(?:ok(?:ay)?|then|fine|yes|yeah|sure|oh)[,.!]?\s+)*(?:please\s+)?(?:(?:take|remove|drop) (?:them|those|these|the slices|the slice|it)(?: off| out)?|(?:no|forget|skip|drop|remove|without) (?:the )?slices?)(?:\s+(?:then|please|pls))?[.!]*$/;

/** "how late can I order for saturday?": the notice a day needs, asked. */
const ORDER_DEADLINE_ASKED = /\bhow (?:late|last minute) can (?:i|we|you) (?:order|place an order|book)\b/;
const TOO_LATE_TO_ORDER = /\b(?:is it|am i|are we|it'?s|its) (?:too late|too soon|still (?:ok|okay|possible|enough time)) (?:to|for) (?:order|get|book|place)\b/;
/** A question about how much notice an order needs. */
const NOTICE_QUESTION = /\b((need|have) to be (ordered|pre-?ordered|booked|reserved) (ahead|in advance|beforehand|early)|how (?:late|last minute) can (?:i|we|you) (?:order|place an order|book)\b|(?:do|should|would|will) (?:i|we) (?:need|have) to (?:order|book|pre-?order|reserve) (?:slices?|cakes?|the slices|a cake|a slice) (?:ahead|in advance|beforehand|early)|(?:order(?:ing)? )?(?:cut-?off|deadline)(?: time)?\b.{0,30}\?|(?:last|latest) (?:day|time|chance|i can|we can|to) .{0,12}\border\b|order by when|when (?:do|should|must) (?:i|we) order by|(do|should|would|will) (i|we) (need|have) to (order|book|pre-?order|call|reserve)( it| one| them| the [a-z ]{2,30}?| a [a-z ]{2,30}?)? (ahead|in advance|beforehand|early|before)|(furthest|farthest) (ahead|out|in advance)|how far (out|in the future)|how (far|many (days|weeks|months)) (ahead|out|in advance) can (i|we|you)|how long (does|do|will|would) .{1,40} take|how (far|long|much time|many days|many hours|early) (ahead|in advance|before|beforehand|notice|do i need to|should i|must i)|how much (notice|advance notice|lead time)|lead time|(need|needs|give) .{0,20}notice\b.*\?|^(?:is|it'?s|its|is it|is there|do you (?:do|have|want)|what'?s)\b.{0,30}\b(?:\d{1,3}|twenty[- ]four|seventy[- ]two|forty[- ]eight)[- ]?(?:hours?|hrs?|h|days?)'?s?\s+notice\b.*\?|\b(?:need|needs|require|requires|have to get|has to get|get) (?:an? |the |your |owner'?s? )?(?:approval|approved)\b.*\?|\bwho (?:approves|has to approve)\b)/;

/** A clause that changes a count says so: "make that 3", "just 2 slices". */
const RECOUNT_WORDS = /\b(make|change|switch|only|just|actually|let'?s do|lets do|how about|go with)\b|\b(slices?|cakes?|pieces?|of them)\b/;

/** "your cheapest slice", "the most expensive cake". */
const CHEAPEST = /\b(cheapest|least expensive|most affordable|lowest priced?|most expensive|priciest|dearest)\b/;


/** Words that leave how many open: "some slices", "a few pieces". */
const AGE_ON_CAKE = /\b(?:turning|turns|turned|birthday|bday|age|years? old|candle|number)\b/;
const AGE_ADDED = /\b(?:add|put|stick)\s+(?:a |the )?(?:number |big |number candle |candle )?(\d{1,3})(?=\s*(?:candle)?\s*(?:on (?:it|top|the cake))?\s*(?:please|pls|too|as well)?\s*[.!?]*$)/;
/** A count and the word it counts (a size between them allowed): "2 cappuccinos", "3 large lattes". */
const COUNTED_WORD = /\b(?:\d{1,2}|an?|one|two|three|four|five|six|a couple(?: of)?)\s+(?:(?:large|small|medium|iced|hot|big|regular)\s+)*([a-z]+)\b/g;
const OPEN_QUANTITY = /\b(some|a few|few|several|a bunch of|bunch of|multiple|a number of)\b/;
/** "a few lemon slices", "some slices of carrot": which slices, with no count said. */
const OPEN_SLICES = /\b(?:some|a few|few|several|a bunch of|bunch of|multiple|a number of)\s+(?:(?:slices|pieces)\s+of\s+(?:the\s+)?([a-z][a-z ]{1,20}?)\b(?=\s*(?:,|and|&|$|\.|for|at|please))|([a-z][a-z ]{1,20}?)\s+(?:slices|pieces)\b)/;

const TIME_AGREED = /^(?:(?:yes|yeah|yep|yup|ya|ok(?:ay)?|sure|great|perfect|cool)[,.!]?\s+)*(?:at\s+)?(\d{1,2})(?::\d\d)?\s*(?:am|pm|o'?clock)?\s+(?:is|works|sounds|would be|'?s)\s+(?:perfect|fine|good|great|ok(?:ay)?|right)\b[^?]*$/;
const CARE_QUESTION = /\b(?:refrigerat\w*|fridge|freez\w*|room temp\w*|sit out|leave (?:it|them|the \w+) out|store|storing|storage|shelf[- ]life|how long (?:does|do|will|would|can|should) (?:it|they|the \w+|a \w+|cakes?|slices?|the cakes?) (?:last|keep|stay)|how long (?:do|does) (?:\w+ )?(?:cakes?|slices?) keep|stay fresh|keep fresh|still (?:be )?good|go bad|expire|deposit)\b/;
const DELIVERY_INFO = /\b(?:fee|fees|cost|costs|charge|extra|how much|how long|how far|same[- ]?day|arrive|arrival|when (?:will|would|does|do|is)|what time|eta)\b|^(?:(?:hi|hey|hello|quick question)[,!.]?\s+)?(?:do|can|could|would|will) (?:you|u|y'?all) (?:guys )?(?:deliver|do deliver(?:y|ies)?)(?: to [a-z .'-]{2,30})?\s*\??$/;
const QUESTION_KINDS = ['price_question', 'have_question', 'allergen_question', 'describe_question', 'hours'] as const;
const FOLLOW_UP = /^(?:(?:ok(?:ay)?|and|so|hmm+|oh|right|cool|thanks|um+|uh+)[,.!]?\s+){0,3}(?:(?:what|how) about|not even|even|and) (?:the |your )?[\p{L}' ]{3,40}\??$|^(?:(?:ok(?:ay)?|and|so|hmm+|oh|right|cool|thanks|um+|uh+)[,.!]?\s+){0,3}(?:what|how) about\b/u;

/** "same time", "for the same pickup", "same time as my other order": no time of its own. */
const SAME_TIME_AGAIN = /\bsame (?:pick ?up |collection )?(?:time|day and time|time and day|pick ?up)\b/;

/** "put it all in one order", "both together", "everything at the same time". */
const ONE_ORDER = /\b(one|1|single|the same|same|just one) order\b|\btogether\b|\b(both|all|everything|all of it)\b.{0,30}\b(same time|same day|one time)\b|\bput (them |it )?(both|all) (on|at|for)\b/;

const OTHER_TIME_WANTED = /\b(?:earlier|later|sooner)\b(?!\s+than\b)|(?<!\bgood )\b(?:morning|afternoon|evening)\b|\bend of (?:the )?day\b|\bbefore (?:noon|lunch)\b|\bafter (?:work|lunch|school)\b/;
const TIME_CHANGE_CUE = /\b(?:actually|instead|make it|change|move|switch|rather|prefer|better|can (?:i|we)|could (?:i|we)|is it possible|possible to|wait|how about|what about)\b|\?\s*$/;
const BEFORE_NOON = /\bbefore (?:noon|lunch)\b/;
const END_OF_DAY = /\bend of (?:the )?day\b/;

/**
 * "1) carrot cake 2) red velvet", "#1 carrot, #2 lemon", "cake 1: carrot. cake 2: lemon": the
 * numbers of a list, which count nothing.
 */
function withoutListNumbers(text: string): string {
  return withoutNumbersInTurn(withoutNumbersInTurn(text, LIST_MARKER), LABEL_NUMBER);
}

const LIST_MARKER = /(^|\s)(?:(\d{1,2})\)|#(\d{1,2}))(?=\s)/g;
const LABEL_NUMBER = /(\b(?:cakes?|items?|slices?|pieces?|lines?)\s*)#?(\d{1,2})()(?=\s*[:)–-]|\.\s)/gi;

/** The marker's numbers taken out, when they are 1, 2, 3 ... in turn (two or more). */
function withoutNumbersInTurn(text: string, marker: RegExp): string {
  const numbers = [...text.matchAll(marker)].map((match) => Number(match[2] ?? match[3]));
  const inTurn = numbers.length >= 2 && numbers.every((number, at) => number === at + 1);
  return inTurn ? text.replace(marker, '$1') : text;
}

/**
 * Markup pasted or typed around the words ("<b>Bob</b>", "**2x** Lemon slice", "`name: Hana`",
 * "## My Order"): the words stay, the markup goes; a line break tag parts lines.
 */
function withoutMarkup(text: string): string {
  return withoutListNumbers(text)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?>/gi, ' ')
    .replace(/\*\*|__|`+/g, ' ')
    .replace(/(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '')
    .replace(/^[ \t]*(?:#{1,6}|>)[ \t]+/gm, '');
}

const DIGIT_SAID = '(?:\\d|zero|oh|o|one|two|three|four|five|six|seven|eight|nine|double \\w+)';
/** A phone number said digit by digit ("five one two, five five five, ..."), which names no time. */
const DIGITS_SAID = new RegExp(`\\+?\\b${DIGIT_SAID}(?:[\\s().,-]*\\b${DIGIT_SAID}\\b){6,10}`, 'g');

const SPOKEN_NUMBER_WORDS = 'zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand';
/** "five twelve eight four seven twenty two nineteen": a number said in pairs and runs, longer than any time of day. */
const NUMBER_WORDS_RUN = new RegExp(`\\b(?:(?:${SPOKEN_NUMBER_WORDS}|double|triple|\\d{1,4})[\\s,.-]+){5,}(?:${SPOKEN_NUMBER_WORDS}|\\d{1,4})\\b`, 'g');

const COUNT_WORDS = '(?:\\d{1,2}|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const COUNT_NAMED = new RegExp(`\\b${COUNT_WORDS}\\s+(?:cakes?|whole(?: ones| cakes)?|of (?:them|these|those|em)|pieces|slices|total|in total|altogether)\\b|\\b(?:need|want|order|get|take|have)\\s+${COUNT_WORDS}\\b(?!\\s*(?:am|pm|o'?clock|:))`);

const NO_WRITING = /\b(?:no|without|remove|delete|drop|take off|take out|skip|cancel|scrap|scratch|forget(?: about)?|never ?mind|nvm|lose|(?:don'?t|do not) (?:want|need|put)(?: any)?)\s+(?:the |any |a )?(?:writing|message|inscription|lettering|words|text)\b(?:\s+(?:on|for)\s+(?:it|them|the cake|the cakes|that|this)\b)?/;

const LINE_BY_PLACE = /\b(?:remove|drop|delete|cancel|scratch|take (?:off|out|away)|get rid of|lose|skip|(?:i )?(?:don'?t|do not) (?:want|need))\s+(?:the\s+)?(first|second|third|fourth|fifth|last)\s+(?:one|cake|item|line|slice|thing)s?\b/;

const A_MOMENT = "(?:(?:a|one|1|two|2|few|a few|couple|a couple)\\s*(?:of\\s+)?(?:sec|secs|second|seconds|min|mins|minute|minutes|moment|moments)|\\d{1,2}\\s*(?:sec|secs|second|seconds|min|mins|minute|minutes))";
const QUESTION_COMING = /^(?:(?:hi|hey|hello|yes|yeah|ok(?:ay)?|so|um+|uh+)[,!.]?\s+)*(?:(?:i (?:have|had|got)|i'?ve got|got|i just have) )?(?:a |one |some |a few |a couple(?: of)? |two )?(?:quick |small |little |few )?questions?(?: (?:about|for you|regarding|on|re)\b[^?.!]{0,40})?[?.!]*$/;
// "let me check with my husband", "let me ask the wife first": who is asked, and how soon.
const WHO_WITH = '(?: (?:about it|real quick|quickly|first|with (?:my |the |her |his |our )?\\w+|(?:my|the|her|his|our) \\w+)(?: first| real quick| quickly)?)?';
const ASKS_FOR_A_MOMENT = new RegExp(`^(?:(?:ok(?:ay)?|k|um+|uh+|hmm+|sorry|oh|wait|yes|yeah|yep|sure)[,.!]?\\s+)*(?:hold on|hang on|hold up|brb|be right back|(?:just )?${A_MOMENT}|(?:give|gimme|give me|let me have)\\s+(?:me\\s+)?(?:just\\s+)?${A_MOMENT}|let me (?:think|check|ask|see|decide)${WHO_WITH})(?:[,.!]?\\s+(?:to (?:decide|think|check|ask)|(?:just )?${A_MOMENT}|(?:please|pls|plz|thanks|thx|brb|hold on|hang on|let me (?:think|check|ask|see|decide)))${WHO_WITH})*[.!]*$`);

const DELIVERY_PRICE_ASKED = /\b(?:how much (?:is|would|will|does|for)\b.{0,30}\bdeliver|(?:is there|what'?s|whats|what is) (?:a |the )?(?:delivery )?(?:fee|charge|cost)|(?:would|will) it (?:be|cost) (?:more )?with delivery)/;

const cakesForSku = (sku: string, people: number, index: MenuIndex) => {
  const product = index.productsById.get(sku);
  return product?.category === 'whole-cake' ? cakesFor(product, people) : null;
};

/**
 * "400 W 5th St Apt 3, Kim" read as a street and its city, when Kim ends the message: after the
 * unit, where no city is said, it is the name signed. ("12 Lake Dr, Springfield" keeps its city.)
 */
function nameEndingAddress(address: string, text: string): { address: string; name: string } | null {
  const last = /^(.*\b(?:apt|apartment|unit|suite|ste|room|floor|fl)\b\.?\s*#?\s*\w+)\s*,\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)$/iu.exec(address);
  // "..., Chicago IL", "..., springfield": a city with its state, or a word written small, is the address's.
  if (!last?.[1] || !last[2] || isNearbyCity(last[2]) || /^(?:tx|texas|usa|us)$/i.test(last[2]) || STATE_AFTER.test(last[2]) || PLACE_WORD.test(last[2]) || !/^\p{Lu}/u.test(last[2])) return null;
  const at = text.indexOf(address);
  if (at < 0 || !/^\s*[.!]?\s*$/.test(text.slice(at + address.length))) return null;
  const name = readNameAnswer(last[2]);
  return name ? { address: last[1], name } : null;
}

/** "Chicago Heights", "Park Ridge", "Des Plaines": a town's name by its words, never a person's ("Park" is a surname too). */
const PLACE_WORD = /\b(?:heights|ridge|plaines|grove|hills?|village|falls|springs?|lakes?|beach|city|township|forest|harbou?r|point|bay|valley|creek|station|junction|port|ville|town)$|^(?:des|la|le|el|san|santa|st\.?|saint|fort|mount|mt\.?|north|south|east|west|new|lake|oak)\s/i;
const STATE_AFTER = new RegExp(`\\s${US_STATE}\\.?$`, 'i');

/** "12 Oak St Austin, Dana": a name signed after the address, not a city or a state of it. */
function signedAfter(address: string | null, text: string): string | null {
  const at = address ? text.indexOf(address) : -1;
  if (!address || at < 0) return null;
  const signed = /^\s*,\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s*[.!]?$/u.exec(text.slice(at + address.length))?.[1];
  return signed && !isNearbyCity(signed) && !/^(?:tx|texas|usa|us|apt|suite|unit)\b/i.test(signed) ? readNameAnswer(signed) : null;
}

/**
 * "carrot cake sat noon pickup Ivy 5125550121": a capitalised name just before the phone number that
 * ends the message, when it is no product, day or word of the order.
 */
function signedBeforePhone(text: string, ctx: ReaderContext): string | null {
  const signed = /(?:^|[\s,])(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)\s*[,:-]?\s*\(?\+?1?[\s.-]?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\s*[.!]?\s*$/u.exec(text)?.[1];
  if (!signed || readItems(fold(signed), ctx.index).items.length > 0 || readWhen(fold(signed), ctx.now)) return null;
  return readNameAnswer(signed);
}

/** Links people paste ("https://…/cake.jpg, can you make this?"): nothing in them is an order. */
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;

const SPELLED_OUT = /(?<![\p{L}'’])(\p{L}+),?\s+(?:that'?s|thats|spelled|spelt|spelling)\s+(\p{L}(?:[\s.-]+\p{L}){1,14})(?![\p{L}])/gu;

function read(sent: string, ctx: ReaderContext): Reading {
  const form = readFormCounts(readFormFields(withoutMarkup(sent)));
  let text = withWrittenMarks(withoutStory(form.text.replace(LINK, ' ')));
  // "Jon no wait its John Smith" asked the name: only the answer said last.
  text = answerPutRight(text, ctx.awaiting) ?? text;
  text = orderIfNotSold(text, ctx);
  text = moreForSomeone(text, ctx);
  // "my name is jon thats J O N": the word, spelled out to confirm it, said once. (A spelling that
  // puts a word right, "Shivon, that's spelled S I O B H A N", is read with the name.)
  text = text.replace(SPELLED_OUT, (said, word: string, letters: string) => {
    const plain = letters.replace(/[^\p{L}]/gu, '');
    return plain.toLowerCase() === word.toLowerCase() ? `${plain[0]?.toUpperCase()}${plain.slice(1).toLowerCase()}` : said;
  });
  const reading = emptyReading();
  text = readPhrasesTakenOut(text, ctx, reading);
  // "two of the, uh, red velvet slices": a pause said on a call splits nothing. "no go back to
  // vanilla" swaps back, as "switch to vanilla" does.
  // "actually make it 5 lol": laughter says nothing about the order.
  const folded = lineNoLongerWanted(ctx, orderEditsSaidPlainly(ctx, withoutDrinkClauses(withSelfCorrectedQuantity(textspeak(fold(text).replace(HOUR_THEN_COLON, '$1,').replace(HOUR_PUT_RIGHT, 'at $1').replace(NOT_THIS_BUT_THAT, '$1, ').replace(/\s*\b(?:lol+|lmao+|lmfao|rofl|(?:ha){2,}h?|(?:he){2,})\b[.!]*/g, '.')).replace(/\b(?:no,?\s+)?(?:go|switch|change it|change) back to\b/g, 'switch to').replace(NO_X_Y_INSTEAD, '$2 instead of the $1').replace(NOT_X_BUT_Y, (said, x: string, y: string) => (namesAFlavour(x, ctx) && namesAFlavour(y, ctx) && !oneFlavourNamed(`${x} ${y}`, ctx) ? `${y} instead of the ${x}` : said)).replace(CHANGED_MIND, givenUpFor).replace(/^(?:(?:uh+|um+|uhm+|erm+|er|hmm+)[,.]?\s+(?!huh\b|hm+\b))+/, '').replace(/^(?:(?:oh|oops|ah|sorry)[,!]?\s+)?(?:no|nope|nah|wrong cake)[,.!]?\s+(?=i (?:wanted|said|meant|asked for|ordered)\b|(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:[a-z]+\s+){0,3}?not\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|(?:the\s+)?(?:regular|large|normal|standard)(?:\s+(?:one|ones|size|slices?|please|pls|then|instead))*[.!]?$)/, '').replace(/\s*\n[\s\n]*/g, ', ').replace(/\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+o\s+clock\b/g, "$1 o'clock").replace(/(?<=\b(?:of|the|a|an|some|\d+|two|three|four|five|six|with|for|at|like))(?:,\s*|\s)(?:uh+|um+|uhm+|erm+)\b(?:\s*,)?(?=\s)/g, ' ').replace(/\s+/g, ' ').trim()), ctx.index)));
  // "how about for 20 people?" just after an answer about the fudge cake: the question it stands for.
  const followUp = ctx.awaiting === null ? followUpQuestion(folded, ctx) : null;
  if (followUp) return read(followUp, { ...ctx, offer: null });
  const short = bare(folded);
  const allergyTold = isAllergyMention(folded);
  const intents = readIntents(folded, allergyTold);
  // "wait does that have nuts in it", "oh hold on, is it gluten free?": the allergen question after the lead-in is asked.
  const unled = folded.replace(LEAD_IN, '');
  if (unled !== folded && QUESTION_START.test(unled) && allergensNamed(unled).length > 0) for (const intent of readIntents(unled, allergyTold)) intents.add(intent);
  // "can you make one as a custom cake?" of the cake we do not list: the custom cake offered, taken.
  if (ctx.offer?.skus.includes('custom') && /\b(?:can|could|would|will) (?:you|u|y'?all) (?:make|do|bake) (?:one|it|that|this|me one|us one)\s+(?:as\s+)?(?:a\s+)?custom\b/.test(folded)) {
    intents.delete('have_question');
    intents.add('take');
  }
  // "can u do a carrot cake for tmrw at 9": asked for a day, an order put as a question; the day
  // is checked as any order's is, rather than "yes, we have it".
  if (intents.has('have_question') && CAN_YOU_DO_FOR_WHEN.test(folded)) {
    intents.delete('have_question');
    intents.delete('question');
    intents.add('take');
  }
  // "can i place another order", "i want to make a new order": ordering again, asked; what is wanted comes next.
  if (ANOTHER_ORDER_WISH.test(folded)) {
    intents.clear();
    intents.add('order_wish');
  }
  // "what times do you have?" asked when the time is: the hours, not a question we cannot help with.
  if (TIMES_ASKED.test(folded)) {
    intents.delete('off_topic');
    intents.delete('have_question');
    intents.add('hours');
  }
  // "never mind, no allergy, remove that": the allergy note taken back, never the order cancelled.
  if (intents.has('cancel') && /\ballerg/.test(folded) && !/\bcancel\b|\b(?:order|everything)\b/.test(folded)) intents.delete('cancel');
  // "how much are a fudge cake and a carrot cake?" answered "both please": both of those, taken.
  if (ctx.offer?.kind === 'quoted' && ctx.offer.skus.length > 1 && BOTH_TAKEN.test(short)) intents.add('take');
  // "can i get a", "i want a": the order begun, what it is not said yet.
  if (/^(?:hi|hey|hello)?[,!. ]*(?:can|could|may) (?:i|we) (?:get|have|order|grab)(?: an?| some| the)?[?.!]*$|^(?:i|we)(?:'?d| would)? (?:want|like|need|wanna)(?: an?| some| to order)?[?.!]*$/.test(folded)) intents.add('order_wish');
  // "how long does a custom cake take?" is answered with what each product needs, notice included.
  if (NOTICE_QUESTION.test(folded)) intents.add('describe_question').add('notice_question');
  // "is it too late to order a cake for tomorrow morning?", no cake named ("a cake" names none): each kind's notice, and the earliest.
  else if (TOO_LATE_TO_ORDER.test(folded) && !readItems(folded, ctx.index).items.some((item) => item.kind === 'product' || item.kind === 'choose')) intents.add('describe_question').add('notice_question');
  // "could I get a whole chocolate cake today, or do I need to order ahead?": a question, not an order.
  if (NOTICE_QUESTION.test(folded) && /\?\s*$/.test(folded)) intents.delete('order_wish');
  // "how late can I order for a saturday pickup?": how late to order, not how late we are open.
  if (ORDER_DEADLINE_ASKED.test(folded)) intents.delete('hours');
  // "can i just walk in for slices?": the notice slices need, which is none.
  if (/\b(walk[- ]?in|just (come|stop|drop) (in|by)|same[- ]day)\b.*\b(slices?|cakes?)\b|\b(slices?|cakes?)\b.*\b(walk[- ]?in|same[- ]day)\b/.test(folded) && /\?|^(can|could|do|is|are)\b/.test(folded)) intents.add('notice_question');
  // "is the carrot cake gluten free?" then "what about the lemon one?": the same question again.
  // "and on sunday?" after the hours: the same question again. "and do you have red velvet?" asks its own.
  const asItsOwn = ctx.offer?.asked ? readIntents(folded.replace(/^(?:(?:ok(?:ay)?|and|so|oh|right|cool|thanks)[,.!]?\s+)+/, ''), false) : intents;
  const ownQuestion = QUESTION_KINDS.some((kind) => kind !== ctx.offer?.asked && asItsOwn.has(kind));
  const followsUp = ctx.offer?.asked !== undefined && FOLLOW_UP.test(folded) && !ownQuestion;
  if (followsUp && ctx.offer?.asked) intents.add(ctx.offer.asked);
  // "how much was that total?", "what day did I pick?" with nothing being ordered: the placed order's.
  const placedOrderQuestion = ctx.draftSkus.length === 0 && (PLACED_ORDER_QUESTION.test(folded) || (ctx.orderPlaced === true && TOTAL_OF_PLACED.test(folded)));
  // "so thats confirmed right?", "did my 3 carrot slices go thru?": the order placed, checked; a
  // new order said with it ("2 carrot slices at 1, can you email me the confirmation?") is not.
  const wentThrough = WENT_THROUGH.test(folded);
  const namesAProduct = (said: string) => readItems(said, ctx.index).items.some((item) => item.kind === 'product' || item.kind === 'choose');
  const checksPlaced = wentThrough || (PLACED_ORDER_CHECK.test(folded) && !namesAProduct(folded));
  // At the read-back ("is it confirmed?") it is about the order being made, which is not placed yet.
  if (checksPlaced && (ctx.draftSkus.length === 0 || ctx.awaiting === 'confirm')) intents.add('status');
  if (placedOrderQuestion) {
    intents.add('status');
    // "what did I order again?", "can you repeat the order id?": the order's status, not "the same
    // as last time" nor the last answer said again.
    for (const intent of ['price_question', 'repeat_order', 'repeat'] as const) intents.delete(intent);
  }
  // Mid-order, a problem said to be with an earlier order ("my cake last week was dry") is one too.
  if ((ctx.draftSkus.length === 0 || /\b(?:last (?:week|time|order|month|weekend)|yesterday|my last|the last one)\b/.test(folded)) && PROBLEM_WITH_EARLIER_ORDER.test(folded)) intents.add('complaint');
  readRepliesWithNothingBeingMade(folded, ctx, intents, reading.accessCode !== null, namesAProduct);
  // "ok thx" after an answer closes the exchange: it is a yes only to the order read back.
  if (intents.has('thanks') && ctx.awaiting !== 'confirm' && ACKNOWLEDGED.test(folded)) intents.delete('yes');
  // "hold on", "1 sec", "gimme 5 mins", "give me 10 min to decide": a moment asked for, which is no
  // pickup time and no "no" to the order read back.
  if (ASKS_FOR_A_MOMENT.test(folded)) {
    for (const intent of ['no', 'yes', 'question', 'repeat'] as const) intents.delete(intent);
    intents.add('wait');
  }
  // "I have a question", "got a quick question about the cakes": the question is still to come.
  if (QUESTION_COMING.test(folded)) {
    for (const intent of ['question', 'repeat', 'change_placed'] as const) intents.delete(intent);
    intents.add('question_coming');
  }
  // "hello? you still there?": only asks whether anyone is there.
  if (asksStillThere(folded)) {
    for (const intent of ['greeting', 'question', 'repeat'] as const) intents.delete(intent);
    intents.add('still_there');
  }
  // "what do I have so far?", "can you read my order back": the order being made, its lines and total.
  const soFar = ctx.draftSkus.length > 0 && /\b(what do i have|what have i (?:got|ordered)|what(?:'?s| is) on (?:my|the) order|what(?:'?s| is) in my (?:order|cart)|read (?:it|that|my order|the order) back|what did i order so far|what(?:'?s| is) (?:the|my) total(?: so far)?|how much (?:is|will) (?:the|my) total(?: be)?)\b/.test(folded);
  if (soFar) intents.add('price_question').add('question');
  // "what's the total?" asked for the name: the running total, not the name question said again.
  if (soFar && ctx.awaiting !== 'confirm') intents.delete('repeat');
  // "carrot cake sat 3pm pickup Al, call me if there's any problem", "is this a real person? anyway
  // i want a carrot cake": an order, with words about being called; only asking to speak to
  // someone hands the order over.
  // "yes please place it. call me after 5 if there's a problem", "yes. call me if the driver can't
  // find it" at the read-back: a yes, and how to reach them.
  if (ctx.awaiting === 'confirm' && intents.has('person') && !ASKS_FOR_A_PERSON.test(folded) && (intents.has('yes') || /^(?:yes|yeah|yep|yup|sure|ok(?:ay)?|sounds good|perfect|great)\b[,.!]*\s+(?:(?:and|but|please|pls|just)\s+)?(?:call|text|ring|phone|message)\s+(?:me|us)\b/.test(folded))) {
    intents.delete('person');
    intents.add('yes');
  }
  if (intents.has('person') && namesAProduct(folded) && !ASKS_FOR_A_PERSON.test(folded)) intents.delete('person');
  // "wrong number" at the read-back that showed a phone: the number, not a goodbye.
  if (ctx.draftSkus.length > 0 && /^(?:(?:no|oops|wait|sorry|hmm+|uh+)[,.!]?\s+)*(?:(?:that'?s|thats|it'?s|its|that is) (?:the |a )?)?(?:wrong|incorrect|not my) (?:phone )?(?:number|phone|#)\b/.test(folded)) intents.add('wrong_phone');
  // "never mind", "ok nevermind, thanks", "forget it": said alone, with no word of cancelling.
  reading.neverMindAlone = /^(?:(?:oh|ok(?:ay)?|actually|wait|hmm+|no|nah|ah)[,.!]?\s+)*(?:nvm|never ?mind|scratch that|forget it|forget about it)(?: then)?(?:[,.!]*\s*(?:thanks|thank you|thx|ty|bye|lol))*[.!]*$/.test(folded) ||
    // "make it 2" → "cancel that": the change just made, not the order.
    ((ctx.changedFrom?.length ?? 0) > 0 && /^(?:(?:oh|ok(?:ay)?|actually|wait|hmm+|no|nah|ah|sorry)[,.!]?\s+)*(?:cancel that|undo that|cancel the change|undo)[.!]*$/.test(folded));
  reading.intents = intents;
  reading.pointsBack = /\b(it|them|that|those|these|this|they)\b/.test(folded);
  // "how much is the carrot cake?" ... "I'd like to order it (one) for Sunday at 2": the cake asked about, taken.
  if (intents.has('order_wish') && ctx.draftSkus.length === 0 && ctx.offer?.kind === 'quoted' && ctx.offer.skus.length > 0 && /\border (?:it|one|that|them|those|one of (?:those|them|these))\b/.test(folded)) intents.add('take');
  reading.orderId = readOrderId(folded);
  reading.veganAsked = /\bvegan\b/.test(folded);
  reading.dietaryAsked = DIETARY_WORDS.exec(folded)?.[0] ?? null;
  reading.tiersAsked = /\b(?:tiers?|tiered)\b/.test(folded) && (intents.has('question') || intents.has('have_question') || intents.has('price_question'));
  reading.correction = CORRECTION.test(folded);
  // "make it 4pm" then "back to 3", with cakes on the order: the hour, not three cakes.
  const backToHour = ctx.draftTime != null && ctx.draftSkus.length > 0 && ctx.draftSkus.every((sku) => !sku.endsWith('-slice')) && BACK_TO_HOUR.test(folded);
  reading.quantityChange = ctx.draftSkus.length > 0 && !backToHour ? readQuantityChange(short) : null;
  reading.toPlacedOrder = /\b(to|on|onto|with) (my|that|the|this|our) (same |last |previous |placed |earlier |first )?order\b|\b(add|put|throw|stick)\b.{1,40}\b(to|on|onto|in|into) (that|it|this|mine)\b|^(?:(?:oh|and|wait|actually|ok(?:ay)?)[,]?\s+)*(can|could|may) i also (get|have|add|order)\b|^(i'?d|i would) also like\b|^(?:(?:oh|and|also|wait|actually|ok(?:ay)?)[,]?\s+)*(?:can|could|may) (?:i|we|you) (?:just |also )*add\b|^(?:(?:oh|and|also|wait|actually)[,]?\s+)*(?:please |pls )?add\b|^(?:oh[,]?\s+)?(?:and|also|plus)[,]?\s+(?:also\s+)?(?:\d{1,2}|an?|one|two|three|four|some)\s/.test(folded) && !/\b(separate|new|another|second|different) order\b/.test(folded);
  // Without a draft it can only be about a placed order: "i meant red velvet, can u fix it".
  reading.replacesItems = replacesItems(folded) || (ctx.timeOffered === true && replacesRefused(folded));
  // "forget it, a vanilla cake please": what is given up is what came before; the products said
  // after it are the order now.
  const overAgain = intents.has('cancel') ? /^(?:(?:oh|ok(?:ay)?|actually|wait|hmm+|no|nah|ah)[,.!]?\s+)*(?:nvm|never ?mind|forget it|forget that|scratch that)[,.!;:]\s*(.+)$/.exec(folded)?.[1] : undefined;
  if (overAgain && !/\bcancel\b/.test(overAgain) && namesAProduct(overAgain)) {
    intents.delete('cancel');
    if (ctx.draftSkus.length > 0) reading.replacesItems = true;
  }

  // "actually it's fine, go ahead", "nothing, it's fine", "oops I meant yes" at the read-back: the
  // order as read back is wanted after all.
  // "yeah 2 works" agrees only with an order at 2; a question of count or hour waits for its own answer.
  const agreed = ctx.awaiting === 'confirm' && !ctx.countOrHour ? AGREED_AS_READ.exec(folded) : null;
  const agreedHour = agreed?.[1] ? Number(agreed[1]) : null;
  if ((ctx.awaiting === 'confirm' && ACCEPTED_AS_IS.test(folded)) || (agreed && (agreedHour === null || (ctx.draftTime !== null && ctx.draftTime !== undefined && agreedHour % 12 === ctx.draftTime.hour % 12)))) {
    intents.add('yes');
    reading.correction = false;
    reading.replacesItems = false;
  }
  reading.anotherOrderAfter = ctx.awaiting === 'confirm' && intents.has('yes') && /\b(?:another|separate|second|new|different) order\b|\b(?:order|one) for my (?:sister|brother|mom|mother|dad|father|friend|wife|husband|son|daughter|neighbou?r|coworker|boss)\b/.test(folded);
  // "make the large one regular", "change the regular ones to large": a size put right on the lines in the other.
  const resized = /\b(?:make|change|switch|turn) (?:the|that|those|my) (large|big|regular|normal|small)(?: ones?| slices?| pieces?)? (?:to |into |a )?(large|big|regular|normal|small)\b/.exec(folded);
  if (resized?.[1] && resized[2]) {
    const size = (word: string): Size => (/^(?:large|big)$/.test(word) ? 'large' : 'regular');
    if (size(resized[1]) !== size(resized[2])) reading.sizeChange = { from: size(resized[1]), to: size(resized[2]) };
  }
  // "yes, 3 is perfect" at the read-back of a 3 o'clock order: the time agreed to, not three cakes.
  const timeAgreed = ctx.awaiting === 'confirm' && ctx.draftTime ? TIME_AGREED.exec(folded) : null;
  if (timeAgreed?.[1] && Number(timeAgreed[1]) % 12 === (ctx.draftTime?.hour ?? -1) % 12) {
    intents.add('yes');
    return reading;
  }
  // "sorry not 2, 12" at the read-back of a 2 o'clock order: the hour put right.
  const hourFixed = ctx.draftTime ? /^(?:(?:sorry|oops|no|nope|actually|wait|my bad)[,.!]?\s+)*not\s+(\d{1,2})(?::\d\d)?\s*(?:am|pm)?\s*[,.]?\s+(?:but\s+|it'?s\s+|make it\s+)?(\d{1,2}(?::\d\d)?\s*(?:am|pm)?|noon)[.!]?$/.exec(short) : null;
  const fixedTo = hourFixed?.[1] && hourFixed[2] && Number(hourFixed[1]) % 12 === (ctx.draftTime?.hour ?? -1) % 12 ? readBareHour(hourFixed[2] === 'noon' ? '12' : hourFixed[2]) : null;
  if (fixedTo) {
    reading.when = { kind: 'time', ...fixedTo };
    return reading;
  }
  // "tomorrow at 5" then "am": the order's hour, in the morning (or "pm", the afternoon).
  const meridiem = ctx.draftTime || ctx.awaiting === 'time' ? /^(?:(?:sorry|oops|no|i mean|i meant|actually)[,.!]?\s+)*(?:(a\.?m\.?|in the morning|morning)|(p\.?m\.?|in the (?:afternoon|evening)))(?:\s+(?:sorry|please|pls))?[.!]*$/.exec(short) : null;
  if (meridiem && ctx.draftTime) {
    const hour = ctx.draftTime.hour % 12;
    reading.when = { kind: 'time', hour: meridiem[1] ? hour : hour + 12, minute: ctx.draftTime.minute };
    return reading;
  }
  // "am" answered to "what time on Sat?": the morning, whose hour is asked.
  if (meridiem) {
    reading.partOfDay = meridiem[1] ? 'morning' : 'afternoon';
    return reading;
  }
  // "change the name on the cake to Lindsay": the writing put right, not the order's name.
  const nameOnCake = readNameOnCake(text);
  if (nameOnCake) {
    // "carrot cake sunday noon, put her name on it - Olivia": the order said with it is read too.
    const rest = text.replace(nameOnCake.phrase, ' ');
    const ordered = readItems(fold(rest), ctx.index).items.some((item) => item.kind === 'product' || item.kind === 'choose');
    const withOrder = ordered ? read(rest, ctx) : null;
    const answer = withOrder ?? reading;
    // "can you put the name Ella on it": asked to, not asked whether we can; nothing else is read.
    if (!withOrder) intents.clear();
    answer.nameOnCake = { to: nameOnCake.to, from: nameOnCake.from };
    return answer;
  }
  if (readCountOrHour(folded, ctx, reading)) return reading;
  // "oh can i add a slice, actually never mind": what was asked is taken back in the same breath.
  if (ctx.draftSkus.length > 0 && TAKEN_BACK_AT_ONCE.test(folded) && !/\b(?:cancel|the order|my order|everything|all of it|whole order|whole thing)\b/.test(folded)) {
    intents.clear();
    reading.retracted = true;
    return reading;
  }
  // "1500 Elm" then "St. Apt 7, Austin" asked the name: the street's type begins the rest of the address.
  if (ctx.deliveryAddressGiven && (ctx.awaiting === 'name' || ctx.awaiting === 'phone') && STREET_REST.test(text.trim())) {
    reading.addressRest = text.trim().replace(/[.!]+$/, '');
    return reading;
  }
  // An answer to the assistant's own question, read as such first.
  if (readAnswer({ text, folded, short }, intents, ctx, reading)) return reading;

  // "CONGRATS!!! You have been selected ... Claim now: https://bit.ly/...": a link with no cake named is spam.
  const spam = /https?:\/\/|\bwww\.|\bbit\.ly\b/i.test(sent) && !namesAProduct(folded);
  if (spam) intents.add('off_topic');
  let notes = spam ? null : readNotes(text, (quote) => namesAProduct(fold(quote)));
  // "never mind the name, just put Al", asked for the name: the name to put the order under.
  // "put it under my wife um linda", "actually put it under my husband mark": the name, as said on a call.
  const underSomeone = /\bput(?: it| the order| that)?\s+(?:under|down as|down for)\s+(?:my\s+(?:wife|husband|partner|mom|mum|mother|dad|father|son|daughter|sister|brother|friend|boss)(?:'s name)?,?\s+)(?:(?:um+|uh+)\s+)?(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?)\s*[.!]?$/iu.exec(text.trim())?.[1];
  const spokenName = underSomeone ? readNameAnswer(underSomeone.replace(/(^|\s)(\p{L})/gu, (_m, space: string, letter: string) => `${space}${letter.toUpperCase()}`)) : null;
  const putName = (ctx.awaiting === 'name' ? /\bput(?: it| the order)?(?: under| down as| down for| as)?\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})\s*[.!]?$/u.exec(text.trim())?.[1] : undefined) ?? spokenName ?? undefined;
  if (putName && notes === putName) notes = null;
  // "Happy Birthday on both", "write it on each cake": the same words on every cake.
  const notesSaid = notes;
  const onEvery = notes ? /\s+on (?:both|each|all(?: (?:two|three|four|five|six|\d{1,2}))?)(?: of (?:them|the cakes)| (?:the )?cakes?| ones)?\s*[.!]?$/i.exec(notes) : null;
  if (onEvery && notes) {
    notes = notes.slice(0, onEvery.index);
    reading.notesOnEvery = true;
  }
  // "write Happy Birthday Sam - no peanuts please!": the allergy said after the words is told to
  // staff (the safety screen keeps it); the words on the cake end before it.
  const allergyAfter = notes ? ALLERGY_AFTER_WORDS.exec(notes) : null;
  if (notes && allergyAfter && allergyAfter.index > 0) notes = notes.slice(0, allergyAfter.index).trim();
  reading.notes = notes;
  // "oh and write happy birthday on it. actually no dont write anything": asked and taken back at once.
  if (!notes && ctx.draftSkus.length > 0 && writingTakenBack(text) && /\b(?:write|writing|message|say|says)\b.*\b(?:actually|wait|no|never ?mind|scratch that)\b/.test(folded)) reading.retracted = true;
  // "... in cursive", "in blue icing": how the words look goes to staff beside them.
  // "can you write it in blue icing": how the words already asked for look.
  const style = notes || /\b(?:writing|lettering|letters|font|write (?:it|that|them|the (?:words|message|name)))\b/.test(folded) ? writingStyle(text) : null;
  if (style) reading.details = withDetail(reading.details, style);
  reading.messageEach = notes ? eachCakesMessage(notes, text) : null;
  reading.packing = readPackingNote(notes ? text.replace(notes, ' ') : text);
  // Words inside a cake message ("write Happy Birthday Lemon") are not part of the order.
  // The message as the rest was read too ("Merry Xmas" is "merry christmas" there): no day in it.
  const noted = notesSaid ? without(without(folded, notesSaid), textspeak(fold(notesSaid))) : folded;
  // "with chocolate frosting" changes how a cake is made; "chocolate" there names no product.
  reading.modification = readModification(noted) ?? readHalfAndHalf(noted);
  // "can you do cream cheese frosting instead of fudge?": a change asked for, answered as one, not whether we have it.
  if (reading.modification && /\binstead\b/.test(noted) && ctx.draftSkus.length > 0) intents.delete('have_question');
  // "can you make the chocolate cake with cream cheese frosting? sat 2pm": the cake asked for made
  // another way, answered as that (as it is, or a custom cake), never "yes, we have it".
  if (reading.modification && /\b(?:can|could|would|will) (?:you|u|y'?all) (?:make|do|bake)\b/.test(noted)) intents.delete('have_question');
  // "no writing please": the writing is no product we lack.
  let orderText = (reading.modification ? without(noted, reading.modification) : noted).replace(NO_WRITING, ' ');
  // "it's a surprise so please don't call the house": a note for staff, whose words order nothing.
  const packed = reading.packing ? fold(reading.packing) : null;
  // Who picks it up still says it is picked up ("my husband will pick it up").
  if (packed && !/\b(?:pick|collect|deliver|get|grab)/.test(packed) && !readItems(packed, ctx.index).items.some((item) => item.kind !== 'unknown')) orderText = without(orderText, packed);
  // "your website says $20 for the whole lemon cake": a price said is never a count or a time.
  orderText = orderText.replace(/\$\s?\d+(?:[.,]\d{1,2})?\b|\b\d+(?:[.,]\d{1,2})?\s?(?:dollars?|bucks|usd)\b/g, ' ');
  // "would you take 35 for the carrot cake?": a price offered, not 35 cakes, and no order yet.
  if (intents.has('haggle') && /\b(?:take|do|accept|go|give|pay)\s+(?:you\s+)?\$?\d+/.test(folded)) intents.delete('take');
  if (intents.has('haggle')) orderText = orderText.replace(/\b(take|do|accept|go|about|give|pay)\s+(?:you\s+)?\d+(?:\.\d\d)?(?=\s+(?:for|on)\b)/g, '$1 ');
  // "minus 1 fudge" said of a fudge line on the order: one of them taken off, as "remove 1 fudge".
  if (ctx.draftSkus.length > 0) orderText = orderText.replace(/^((?:(?:ok(?:ay)?|and|actually|oh|also|so|um+)[,.!]?\s+)*)minus\s+(?=(?:\d{1,2}|one|two|three|a|an)\s+[a-z])/, '$1remove ');
  // "minus two (-2) vanilla slices", "0 lemon slices": no count that can be ordered; how many is asked.
  // "2.5 whole cakes": no count that can be made either; how many is asked.
  const noCount = /\b(minus|negative)\s+\w+|(^|[\s(])-\d+|\b(0|zero|none)\s+(?=\w+\s+slices?|\w+\s+cakes?|slices?|cakes?)|\b\d+\.\d+(?=\s+(?:[a-z]+\s+){0,3}(?:cakes?|slices?|pieces?)\b)/.test(orderText);
  if (noCount) orderText = orderText.replace(/\b(minus|negative)\s+\w+|\(?(?<![\w-])-\d+\)?|\b(0|zero)\b|\b\d+\.\d+(?=\s+(?:[a-z]+\s+){0,3}(?:cakes?|slices?|pieces?)\b)/g, ' ');
  // "omg i love ur cakes", "ur red velvet was AMAZING last wk": kind words order nothing.
  for (const clause of smallTalkClauses(orderText)) {
    intents.add('compliment');
    orderText = without(orderText, clause);
  }
  // "a red velvet cake saturday 2pm ... also how much is a carrot and a vanilla cake together?":
  // the price asked aside is about the cakes it names, which are not ordered.
  const priceAside = readPriceAside(orderText, ctx.index);
  if (priceAside) intents.add('price_question');
  // "your cakes are amazing!": the cakes praised are not the menu asked for.
  if (intents.has('compliment') && !/\p{L}{2,}/u.test(orderText) && !/\?|\b(what|which|menu|have|got|sell|options|list)\b/.test(folded)) intents.delete('menu');
  // "remind me what I ordered": the order placed here, which the status answers.
  for (const clause of placedOrderQuestion ? [] : clausesAboutBefore(orderText)) {
    orderText = without(orderText, clause);
    // "I ordered from you yesterday and it was great": kind words, with no question about that order.
    if (PRAISED.test(clause) && !/\?|\b(?:wrong|missing|never|didn'?t|not|but|problem|issue|refund|change|cancel|status|where)\b/.test(clause)) {
      intents.add('compliment');
      continue;
    }
    reading.aboutEarlierOrder = true;
    // "it says Happy Birthday Kevn instead of Kevin": what an earlier cake said is not for this one.
    if (reading.notes && clause.includes(fold(reading.notes))) reading.notes = null;
  }
  const { fulfillment, address } = readFulfillment(text, orderText);
  // "how much is delivery?", "is there a delivery fee?": asked about, not chosen.
  const deliveryChosen = orderText.split(CLAUSE_BREAK).some((clause) => /\bdeliver/.test(clause) && !QUESTION_CLAUSE.test(clause.trim()));
  // "how much is delivery?" where pickup or delivery is asked, "yes but how much is delivery?" at
  // the read-back: asked about, and the order's way of getting it stays as it was.
  const deliveryInfo = intents.has('price_question') || DELIVERY_INFO.test(folded);
  const deliveryAsked = intents.has('delivery_question') && !address && deliveryInfo && ((ctx.awaiting === 'fulfillment' && !deliveryChosen) || (ctx.awaiting === 'confirm' && /\?/.test(folded)));
  // "how much is delivery?", "do you deliver to Evanston?" before anything is ordered: answered, and
  // not chosen for the order that follows.
  reading.deliveryOnlyAsked = intents.has('delivery_question') && !address && deliveryInfo && ctx.draftSkus.length === 0 && !deliveryChosen && (/\?\s*$/.test(folded) || /^(?:do|does|can|could|would|will)\b/.test(folded));
  // "where will it be delivered?" just after placing a pickup order: asked of that order, which
  // its status answers; the next order is not made a delivery.
  const askedOfPlaced = ctx.orderPlaced === true && ctx.draftSkus.length === 0 && !address && /^(?:(?:so|and|um+|wait)[,]?\s+)*(?:where|when|what time|how|will|is|are|does)\b[^.!]*\b(?:deliver(?:ed|y)?|pick(?:ed)? ?up|ready)\b[^.!]*\?*$/.test(folded) && !/\b(?:can|could|may) (?:i|we)\b|\b(?:u|you) (?:text|call|email|e-mail|notify|message|ping|remind)\b|\blet (?:me|us) know\b/.test(folded);
  // "did you get my order?", "did it go through?": whether the order is in, which its status says
  // (the order placed here, or the one whose id is asked for).
  const placedAsked = ctx.draftSkus.length === 0 && /\b(?:did|have) (?:you|u|y'?all) (?:get|got|receive|received|see|seen) (?:my|the|our) order\b|\bdid (?:my order|the order|it|that) (?:go|get|come) through\b|\bis (?:my|the) order (?:in|through|placed)\b/.test(folded);
  if (askedOfPlaced || placedAsked) intents.add('status');
  reading.fulfillment = deliveryAsked || askedOfPlaced ? null : fulfillment;
  // "it should be 5 Elm Street not Road": the address, without the word it puts right.
  reading.address = address ? address.replace(/\s*,?\s+(?:not|instead of)\s+(?:the\s+)?\p{L}+(?:\s+\p{L}+)?\s*[.!]*$/iu, '') : address;
  reading.addressUnit = address ? null : readAddressUnit(text);
  // "sorry, it's 1204 not 1240": a house number (three digits or more) put right.
  const houseNumber = /\b(?:it'?s|its|it is|number is|should be)\s+(\d{3,6})\s*,?\s+not\s+(\d{3,6})\b/.exec(folded);
  reading.addressNumberFix = houseNumber?.[1] && houseNumber[2] ? { to: houseNumber[1], from: houseNumber[2] } : null;
  // "deliver to 44 Elm St, her number is 512-...": the recipient's number goes with the address,
  // for the driver; the customer's contact is another number, or the one they text from.
  const recipientPhone = address ? readRecipientPhone(text) : null;
  const { phone, invalid } = readPhone(recipientPhone ? text.replace(recipientPhone, ' ') : text, false);
  reading.phone = phone;
  if (recipientPhone && reading.address && !reading.address.includes(recipientPhone)) reading.address = `${reading.address}, recipient's phone ${recipientPhone}`;
  reading.phoneInvalid = invalid;
  // "... the words 'Happy Holidays from Acme' ... Contact: Tina Ruiz": a name inside the cake's
  // message is not the customer's.
  const nameText = notes && text.includes(notes) ? text.replace(notes, ' ') : text;
  // "name is eve and my number is ...", asked the name: introduced in lower case, with more said after it.
  // "grace, and can i add a carrot slice": the name asked, said first, then more.
  const nameFirst = ctx.awaiting === 'name' ? /^(?!(?:oh|ok|okay|yes|yeah|yep|no|nope|hi|hey|hello|well|so|um+|uh+|and|also|wait|actually|sorry|thanks|sure|hmm+|ah|right|great|cool|perfect)\b)([\p{L}][\p{L}'’-]{1,20})\s*,\s*(?:and|also|plus|oh|but)\b/iu.exec(nameText.trim())?.[1] : undefined;
  const askedAndIntroduced = ctx.awaiting === 'name' ? (/\bname\b/i.test(nameText) ? readIntroducedName(nameText, true) : nameFirst ? readNameAnswer(nameFirst) : null) : null;
  // "name is jon no sorry john with an h": the name said last, put right in the same breath.
  const namePutRight = NAME_SAID_AGAIN.exec(nameText)?.[1];
  reading.name = (namePutRight ? readNameAnswer(namePutRight) : null) ?? readIntroducedName(nameText, false) ?? nameForChange(nameText, folded) ?? putName ?? signedAfter(address, text) ?? signedBeforePhone(nameText, ctx) ?? askedAndIntroduced;
  // "delivery to 400 W 5th St Apt 3, Kim": the word after the comma that ends the message is the
  // name signed, not the address's city (unless it is a city of the area).
  const signedIn = !reading.name && reading.address ? nameEndingAddress(reading.address, text) : null;
  if (signedIn) {
    reading.address = signedIn.address;
    reading.name = signedIn.name;
  }
  // "to my sister ..., her name is Beth Smith, my name is Joe": the order is Joe's, and who it is
  // for goes to staff with it (a delivery is handed to her), in the customer's words.
  const recipient = reading.name ? /\b((?:her|his|their) name is \p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)/u.exec(text)?.[1] : undefined;
  if (recipient && !recipient.endsWith(reading.name as string) && !reading.packing?.includes(recipient)) reading.packing = reading.packing ? `${reading.packing}; ${recipient}` : recipient;
  // "Austin, TX 78701" sent after the street: the rest of the address, whose city is no name.
  if (reading.name && reading.addressUnit?.startsWith(reading.name) && /^[^,]+,\s*(?:tx|texas)\b|\b\d{5}\b/i.test(reading.addressUnit)) reading.name = null;
  // "no it's spelled R E I D": a word of the name already given, put right; "sorry its spelled Mya":
  // the name or the writing on a cake, whichever has the word.
  // "no sorry its john with an h", "sorry it's john j o h n" at the read-back: the name put right, written small.
  const putRight = ctx.awaiting === 'confirm' && !reading.name ? NAME_PUT_RIGHT.exec(text.trim()) : null;
  if (putRight?.[1]) {
    const letters = putRight[2] ? putRight[2].replace(/[^a-z]/gi, '') : '';
    const word = letters.length >= 2 ? letters : putRight[1];
    reading.name = `${word[0]?.toUpperCase()}${word.slice(1).toLowerCase()}`;
  }
  const spelled = ctx.awaiting !== 'name' || ctx.draftSkus.length > 0 ? /^(?:no,?\s+|sorry,?\s+)*(?:it'?s\s+|its\s+|that'?s\s+|thats\s+|the (?:last |first )?name'?s?\s+(?:is\s+)?)?(?:spelled|spelt)\s+((?:\p{L}[\s,.-]+){1,14}\p{L}|\p{L}{2,20})(?:\s+on (?:the |my )?cake)?[.!]?$/iu.exec(text.trim())?.[1] : undefined;
  if (spelled && !reading.name) {
    const letters = spelled.replace(/[^\p{L}]/gu, '');
    reading.respelled = `${letters[0]?.toUpperCase()}${letters.slice(1).toLowerCase()}`;
  }
  // "sorry I meant Kenneth" after "Ken": the name put right, when the word is like a word of it.
  const meant = !reading.name && !spelled ? /^(?:(?:[Nn]o|[Ss]orry|[Oo]ops|[Ww]ait)[,.!]?\s+)*(?:[Ii] meant|[Ii] mean|[Mm]eant)\s+(\p{Lu}\p{Ll}+)[.!]?$/u.exec(text.trim())?.[1] : undefined;
  if (meant && readItems(fold(meant), ctx.index).items.length === 0 && !readWhen(fold(meant), ctx.now)) reading.respelled = meant;
  // "Jon not John", "not John, Jon": the name put right, said against the word it replaces.
  const against = !reading.name && !spelled && !meant ? (/^(\p{Lu}\p{Ll}+),?\s+not\s+\p{Lu}\p{Ll}+[.!]?$/u.exec(text.trim())?.[1] ?? /^not\s+\p{Lu}\p{Ll}+\s*,\s*(\p{Lu}\p{Ll}+)[.!]?$/u.exec(text.trim())?.[1]) : undefined;
  if (against && readItems(fold(text), ctx.index).items.length === 0 && !readWhen(fold(text), ctx.now)) reading.respelled = against;
  // "this is Grandma Ruth Abbott": what the family calls her is not the name the order goes under.
  if (reading.name) reading.name = withSpelledLetter(reading.name, text).replace(/^(?:grandma|grandpa|granny|grammy|gran|nana|papa|auntie|aunt|uncle)\s+(?=\S+\s+\S+)/i, '');
  // "deliver to 2500 rio grande st, Ed Park": the name signed after the address is not its city.
  // "delivery to 77 Pine Rd, Round Rock": a city of the area is the address's, not a name.
  // "12 Oak St, Austin TX": the state said after the city is the address's too.
  // "400 W 5th St Apt 3, Chicago Heights": a town's name ending the address is the address's too.
  const townNamed = (name: string) => isNearbyCity(name.replace(/,?\s+(?:tx|texas)$/i, '')) || PLACE_WORD.test(name) || STATE_AFTER.test(name);
  if (reading.name && reading.address && townNamed(reading.name) && reading.address.toLowerCase().endsWith(reading.name.toLowerCase())) reading.name = null;
  // "1401 Elm St, Tyler TX": a name before the state or a ZIP code in the address is its city.
  if (reading.name && reading.address && new RegExp(`\\b${reading.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*,?\\s+(?:tx|texas|\\d{5})\\b`, 'i').test(reading.address)) reading.name = null;
  const signature = reading.name ? `, ${reading.name.toLowerCase()}` : null;
  if (reading.address && signature && reading.address.toLowerCase().endsWith(signature)) reading.address = reading.address.slice(0, -signature.length);
  greetedByName(text, reading);
  reading.notName = /\bnot\s+(\p{Lu}[\p{L}\p{M}'’-]+)/u.exec(text)?.[1] ?? null;

  // An address or a phone number may hold something that reads like a date ("W 2nd St").
  let timeText = orderText;
  for (const part of [address, phone ? /(\+?\d[\d\s().-]{8,}\d)/.exec(text)?.[1] : null]) if (part) timeText = without(timeText, part);
  // "forty four twenty duval street" on a call: the house number said in words is no time either.
  const street = address && /^\d/.test(address) ? address.split(/\s+/)[1]?.toLowerCase().replace(/[^a-z]/g, '') : undefined;
  if (street) timeText = timeText.replace(new RegExp(`\\b(?:(?:${SPOKEN_NUMBER_WORDS})[\\s-]+)+(?=${street}\\b)`), ' ');
  // "sorry its apt 4c not 4d": a unit, said or put right, names no day.
  // "it's on the 3rd floor": a floor said by its number first names no day either.
  timeText = timeText.replace(FLOOR, ' ');
  timeText = timeText.replace(/\b(?:apt|apartment|unit|suite|ste|bldg|building|room|rm|floor|fl)\b\.?\s*#?\s*\w+(?:,?\s+not\s+(?:apt\s+)?\w+)?/g, ' ');
  // "reach me at five one two, five five five, zero one four four": the number said on a call.
  if (phone) timeText = timeText.replace(DIGITS_SAID, ' ');
  timeText = timeText.replace(NUMBER_WORDS_RUN, ' ');
  if (reading.name) timeText = without(timeText, reading.name);
  // "what days of the week are you open?": the week's days are asked, not a day of next week.
  if (intents.has('hours')) timeText = timeText.replace(/\b(?:(?:days?|times?|hours) (?:of|in)|during) the week\b/g, ' ');
  // "a lemon slice at 2, and what are your hours on sunday?": Sunday is the question's, not the order's.
  const hoursClause = intents.has('hours') ? HOURS_CLAUSE.exec(timeText)?.[0] : undefined;
  reading.hoursNow = intents.has('hours') && /\b(right now|now|currently|at the moment|atm|still open|open yet)\b/.test(folded);
  if (hoursClause) {
    // "r u open at 6 today?": the day asked about is today, even when 6 in the morning has passed.
    // "what time do you open this morning?" at 7:30 AM: this morning is today, not tomorrow's.
    // "are you open on nov 26 at 2pm?", "dec 24", "12/24": the day of a date said stays.
    const dayAsked = hoursClause.replace(/(?<!\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*|[/\d])\b(at|around|by|till|til|until|after|before)?\s*\d{1,2}(?![\d/])(:\d\d)?\s*(am|pm|a\.m\.?|p\.m\.?)?(?!\s*(st|nd|rd|th)\b)/g, ' ').replace(/\bthis (?:morning|afternoon|evening)\b|\btonight\b/g, 'today');
    reading.hoursDay = dayOf(readWhen(dayAsked, ctx.now), ctx.now.zone);
    // "what about tomorrow morning, do u open at 7?": the part of the day said outside the question is its too.
    const partOfDay = /\b(morning|afternoon|evening|tonight)\b/.exec(timeText)?.[0];
    const timeAsked = readWhen(partOfDay && !hoursClause.includes(partOfDay) ? `${hoursClause} ${partOfDay === 'tonight' ? '' : 'in the '}${partOfDay}` : hoursClause, ctx.now);
    const asked = timeAsked?.kind === 'time' ? { hour: timeAsked.hour, minute: timeAsked.minute } : timeAsked?.kind === 'datetime' ? { hour: timeAsked.at.hour, minute: timeAsked.at.minute } : null;
    // "are you open at 7am?": the morning said is the morning, even once it has gone by today.
    const saidHalf = /\d\s*(?:am|pm|a\.m\.?|p\.m\.?)\b|\b(?:morning|afternoon|evening|tonight|noon|midnight)\b/.test(hoursClause) || partOfDay !== undefined;
    reading.hoursTime = asked && saidHalf ? { ...asked, halfSaid: true } : asked;
    timeText = without(timeText, hoursClause);
  }
  // "saturday at 2, wait ... then sunday at 9 instead": the day and time said with "instead" replace those before.
  const saidInstead = new RegExp(`\\b(?:then\\s+|make it\\s+)?((?:(?:this|next)\\s+)?${DAY_NAMES}(?:\\s+(?:at\\s+)?\\d{1,2}(?::\\d{2})?\\s*(?:am|pm)?)?)\\s+instead\\b`).exec(timeText);
  const before = saidInstead?.[1] && saidInstead.index > 0 ? readWhen(timeText.slice(0, saidInstead.index), ctx.now) : null;
  // Only a day said before is replaced; "2 slices at three today instead" keeps its hour.
  if (saidInstead?.[1] && (before?.kind === 'date' || before?.kind === 'datetime')) {
    const hourSaid = /\d/.test(saidInstead[1]) || before.kind === 'date' ? '' : ` at ${before.at.setZone(BAKERY_ZONE).toFormat('H:mm')}`;
    timeText = `${saidInstead[1]}${hourSaid}`;
  }
  // "do i pay now or when i pick up?": when to pay, not when to collect.
  if (intents.has('payment_question')) timeText = timeText.replace(/\b(pay(?:ing|ment)?|charged?)\b[^.?!]{0,12}\b(now|later|today|right away|upfront|up front|in advance|ahead|when i (pick(?: it)? up|get there|come in|collect)|at (pick ?up|the store|the counter)|on pick ?up)\b(?:\s+or\s+(now|later|when i (pick(?: it)? up|get there|come in|collect)|at (pick ?up|the store|the counter)))?/g, ' ');
  // "not tmrw, sunday. same time": the day refused is not the day meant.
  // "the 2nd one says Congrats", "the third Happy Birthday Cy": which cake, never a day of the month.
  // ("december 1st with Happy Birthday" is still December 1st.)
  timeText = timeText.replace(/(?<!\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)\b(?:the\s+)?(?:first|second|third|fourth|1st|2nd|3rd|4th)\s+(?=(?:one|cake|says?|should|saying|reads?|gets?|with|has|happy|congrats|congratulations|welcome|good luck|merry)\b)/g, ' ');
  timeText = timeText.replace(/\bnot\s+(?:on\s+|for\s+)?(?:tmrw|tmr|tomorrow|today|tonight|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?)\b[,.]?/g, ' ');
  // "November 31st at 1pm": no such day, said back.
  const impossible = noSuchDate(timeText, ctx.now);
  if (impossible) {
    reading.noSuchDate = { month: impossible.month, day: impossible.day };
    timeText = without(timeText, impossible.phrase);
  }
  const fallback = readFallbackTime(timeText);
  if (fallback) timeText = without(timeText, fallback.phrase);
  // "sunday 2pm" then "actually the day after", "the next day": the day after the order's day, not tomorrow.
  const orderDay = !ctx.nearDay && ctx.orderDay ? DateTime.fromISO(ctx.orderDay, { zone: BAKERY_ZONE }) : null;
  if (orderDay?.isValid) timeText = timeText.replace(/\b(?:the )?(?:day (before|after)|(?:next|following) day)\b(?!\s+(?:that|it|next|tomorrow|today|[a-z]+day\b|the|christmas|new|easter|delivery|pick ?up)\b)/g, (_m, side?: string) => ` ${orderDay.plus({ days: side === 'before' ? -1 : 1 }).toFormat('LLLL d').toLowerCase()} `);
  // "text me a reminder the day before": the reminder's day, not the pickup's.
  timeText = timeText.replace(/\b(?:remind\w*|text me|call me|message me|email me|let me know)\b[^.,;!?]{0,40}\b(?:the )?(?:day|night) before\b/g, ' ');
  if (backToHour) timeText = timeText.replace(BACK_TO_HOUR, 'at ');
  const saidSameTime = SAME_TIME_AGAIN.test(timeText);
  // "same time sunday" with a time on the order: that day at the order's time, not at this moment's.
  if (ctx.draftTime && !/\d/.test(timeText)) timeText = timeText.replace(/\b(?:at )?(?:the )?same time(?: as before| as (?:it|that|the order))?\b/g, ' ');
  reading.when = weekdayNearOrderDay(timeText, correctedDay(timeText, readWhen(timeText, ctx.now, ctx.nearDay ?? null), ctx.now), orderDay, ctx.now);
  // "party is on sunday so i need a carrot cake the day before, around 3": the day before the day said.
  const relative = orderDay?.isValid || ctx.nearDay ? null : /\b(?:the )?(?:day|night) (before|after)\b(?!\s+(?:that|it|next|tomorrow|today|[a-z]+day\b|the|christmas|new|easter)\b)/.exec(timeText);
  const said = relative ? readWhen(timeText.replace(relative[0], ' '), ctx.now) : null;
  if (relative && said && said.kind !== 'time') {
    const day = (said.kind === 'date' ? said.date : said.at).plus({ days: relative[1] === 'before' ? -1 : 1 });
    const time = readWhen(timeText.replace(relative[0], ' ').replace(/\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:today|tomorrow|tonight)\b/g, ' '), ctx.now);
    reading.when = time?.kind === 'time' ? { kind: 'datetime', at: day.set({ hour: time.hour, minute: time.minute }) } : said.kind === 'datetime' ? { kind: 'datetime', at: day } : { kind: 'date', date: day };
  }
  // "btw the party starts at 6 so 2 is plenty of time right?" with 2 PM on the order: a time in a
  // story moves no pickup already set.
  if (reading.when && ctx.draftTime && onlyStoryTimes(timeText, ctx.now)) reading.when = null;
  // "seven fifteen river road" where the address was asked: the house number, not a time.
  if (ctx.awaiting === 'address' && address && !/\b(at|am|pm|a\.m|p\.m|o'?clock|today|tomorrow|tonight|noon|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/.test(timeText)) reading.when = null;
  reading.whenElse = fallback && reading.when ? { hour: fallback.hour, minute: fallback.minute } : null;
  reading.occasionTold = tellsOccasion(short);
  reading.stockAsked = asksWhatIsLeft(folded);
  reading.weekdayIsToday = reading.when !== null && reading.when.kind !== 'time' && namesTodayByWeekday(timeText, ctx.now);
  // A time said with no such day is not put on today: the day is asked first, the time again with it.
  if (reading.noSuchDate && reading.when?.kind === 'time') reading.when = null;
  // "are you open on Thanksgiving? if so, a whole vanilla cake that morning around 10": that day.
  if (reading.hoursDay && reading.when?.kind === 'time' && /\b(that|the same) (morning|afternoon|evening|day|night)\b|\b(if so|then)\b/.test(timeText)) {
    reading.when = { kind: 'datetime', at: DateTime.fromISO(reading.hoursDay, { zone: BAKERY_ZONE }).set({ hour: reading.when.hour, minute: reading.when.minute }) };
  }
  reading.timeBesideHoursQuestion = hoursClause !== undefined && reading.when !== null;
  reading.dayMismatch = reading.when ? weekdayMismatch(timeText, ctx.now) : null;
  reading.tomorrowAfterMidnight = reading.when ? tomorrowAfterMidnight(timeText, ctx.now) : null;
  reading.otherDayMeant = reading.when && !reading.tomorrowAfterMidnight ? otherDayMeant(timeText, dayOf(reading.when, BAKERY_ZONE), ctx.now) : null;
  reading.sameTimeAgain = (!reading.when || reading.when.kind === 'date') && saidSameTime;
  reading.comparing = /\b(cheaper|less expensive|better deal|better value|cheapest way)\b/.test(folded);
  // "about 40 people. what would you suggest?", "dessert for 25, what do u suggest?": servings asked.
  const suggesting = /\b(suggest|recommend|enough|need|feeds?|serves?|how many|how much cake|what (cakes?|should|would|can)|which)\b/.test(folded);
  reading.orderEnough = /\b(?:get me|get us|i'?ll take|i need|we need|i want|we want|i'?d like|we'?d like|order|give me|make it|make that|make the order|put me down for|book)\s+(?:(?:an?|the)\s+)?enough\b/.test(folded);
  reading.people = peopleCount(folded) ?? (suggesting ? Number(/\b(?:dessert|cake|cakes|treats?|something|enough) for (\d{1,3})\b(?!\s*(?:st|nd|rd|th|pm|am|:|slices?|cakes?|inch))/.exec(folded)?.[1] ?? 0) || null : null);
  // "enough slices for my office of 12": a slice each, ordered; no cakes to work out.
  if (reading.people && /\benough (?:\w+ ){0,2}(?:slices|pieces)\b/.test(folded)) intents.delete('servings_question');
  else if (reading.people && suggesting && !reading.comparing) intents.add('servings_question');
  // "there will be 12 kids", "it's for about 20 people" with a cake on the order and nothing else said.
  else if (reading.people && PARTY_TOLD.test(folded) && ctx.draftSkus.some((sku) => sku.endsWith('-whole')) && reading.items.length === 0 && !reading.when) {
    intents.add('servings_question');
    reading.partyTold = true;
  }
  // "can we do 4 instead of 3?", "earlier, like 11?": the order's time moves; nothing is counted.
  const moved = (ctx.draftTime ? readMovedTime(orderText, ctx.draftTime) : null) ?? readShiftedTime(orderText) ?? (reading.when ? null : readNamedTime(orderText));
  if (moved) reading.when = { kind: 'time', ...moved };
  // "actually make it 4, i get off work later than i thought": the count said is an hour.
  const later = ctx.draftTime && !reading.when ? /\bmake (?:it|that) (\w+(?::\d\d)?)\b.{0,40}\b(later|earlier|off work|get off|o'?clock|time|pick ?up)\b/.exec(orderText) : null;
  const laterHour = later?.[1] ? readBareHour(later[1]) : null;
  if (laterHour) reading.when = { kind: 'time', ...laterHour };
  // "can i come by later?", "actually tomorrow morning", "end of the day": another time wanted for
  // the order, no hour said. The day said (if any) is taken; the time is asked, never kept or guessed.
  // "Later" needs a word of change ("I'll pay later" moves nothing); a part of the day does not.
  const otherTime = OTHER_TIME_WANTED.exec(orderText);
  if (ctx.draftTime && reading.timeShift === null && otherTime && (!/^(?:earlier|later|sooner)$/.test(otherTime[0]) || TIME_CHANGE_CUE.test(orderText)) && (!reading.when || reading.when.kind === 'date' || BEFORE_NOON.test(orderText))) {
    reading.timeAsked = true;
    // "end of the day" is the order's day, which chrono took for tomorrow; "before noon" is no noon.
    if (reading.when?.kind !== 'date' || END_OF_DAY.test(orderText)) reading.when = null;
  }
  // "what's the soonest I can get a chocolate cake": the soonest time, which a cake that needs
  // notice answers with the earliest it can be ready.
  // "ok whatever the earliest is then", with the earliest time just offered: that time.
  // "what's the earliest then?" asks again; the offer stands and is said again.
  if (!reading.when && SOONEST_ASKED.test(orderText) && ctx.timeOffered) {
    // "whats the earliest i could get it then?": the earliest just offered, said again.
    intents.add(intents.has('question') ? 'repeat' : 'yes');
  }
  else if (!reading.when && (SOONEST_ASKED.test(orderText) || (ON_MY_WAY.test(orderText) && (ctx.draftSkus.length > 0 || namesAProduct(orderText))))) {
    reading.when = soonest(ctx.now);
    reading.asap = true;
  }
  // "fudge slice now" at 7:30 AM, before we open: the soonest the bakery can, 8 AM, as "asap" is.
  else if (reading.when?.kind === 'datetime' && !isWithinBusinessHours(ctx.now, NO_CLOSED_DAYS) && Math.abs(reading.when.at.toMillis() - ctx.now.toMillis()) < 120_000 && /\b(?:right )?now(?:\s+(?:please|pls|plz))?[.!?]*$/.test(orderText.trim()) && (ctx.draftSkus.length > 0 || namesAProduct(orderText))) {
    reading.when = soonest(ctx.now);
    reading.asap = true;
  }
  // "could I get one tomorrow afternoon if I order today?" asks the same of the notice.
  // "a 12 in cake", not "at 10 in the morning".
  const inches = /\b(\d{1,2}|six|eight|ten|twelve|fourteen|sixteen|eighteen)[\s-]*(?:inch(?:es)?|in\b(?!\s+(?:the|a|an|my|our|person|store|advance|time|total|all|each)\b)|")/.exec(folded)?.[1];
  reading.ofEach = /\b(?:of each|(?:one|two|three|four|five|six|\d{1,2}) each|each of (?:them|those|the two|both))\b/.test(folded);
  reading.formForAll = saysFormForAll(folded);
  reading.eitherOr = /\bor\b/.test(folded) && !/\band\b|&|\+|,/.test(folded);
  reading.sameForAnother = /\b(?:the )?same (?:again )?for (?:my|his|her|our|their) (?:sister|brother|mom|mum|mother|dad|father|wife|husband|partner|friend|bf|gf|boyfriend|girlfriend|son|daughter|kid|roommate|coworker|colleague|neighbou?r|cousin|aunt|uncle|grandma|grandpa)\b|\b(?:my|his|her) (?:sister|brother|mom|mum|mother|dad|father|wife|husband|partner|friend|bf|gf|boyfriend|girlfriend|son|daughter|roommate|coworker|cousin) (?:wants|would like|will have|'?ll have|needs) the same\b|\bsame for (?:him|her|them)\b/.test(folded);
  reading.halfCake = /\bhalf (?:of )?(?:a|an|the|one)\s+(?:[a-z]+\s+){0,3}?cake\b/.test(folded) && !/\bhalf a dozen\b/.test(folded);
  reading.inchesAsked = inches ? (Number(inches) || ({ six: 6, eight: 8, ten: 10, twelve: 12, fourteen: 14, sixteen: 16, eighteen: 18 } as Record<string, number>)[inches] || null) : null;
  // "whats the diff between 8 and 10 inch": how many each size feeds, for every cake of either size.
  if (/\b(diff|difference|differences|compare|vs|versus|bigger|smaller)\b/.test(folded) && !/\bcustom\b/.test(folded) && /\b(8|eight)\b.*\b(10|ten)\b|\b(10|ten)\b.*\b(8|eight)\b/.test(folded) && inches) {
    intents.add('servings_question');
    intents.delete('describe_question');
    reading.inchesAsked = null;
  }
  const tooLateAsked = TOO_LATE_TO_ORDER.test(folded);
  reading.earliestAsked = (SOONEST_ASKED.test(orderText) || tooLateAsked || (NOTICE_QUESTION.test(folded) && reading.when !== null)) && intents.has('question');
  // "how much will that be?", "what do I owe?" with an order being made: its total, not a price list.
  const owed = ctx.draftSkus.length > 0 && /^(?:(?:ok(?:ay)?|so|and|cool|great)[,!.]?\s+)?(?:how much (?:will|would|does|is) (?:that|it|this|everything)(?: (?:be|cost|come to))?|(?:what|how much) do (?:i|we) owe(?: you)?|what(?:'?s| is) the damage|how much do i (?:need to )?pay|what (?:will|would) (?:that|it) (?:cost|be|come to))\s*(?:then|in total|all up)?\s*[?.!]*$/.test(folded.trim());
  if (owed) intents.add('price_question');
  reading.totalAsked = soFar || owed || (/\b(total|altogether|all together|in all|all in|all that|all of (it|that|them)|come to|comes to|so far)\b/.test(folded) && intents.has('price_question'));
  // "whats the earliest i can get a lemon cake": when the cake can be ready, not when we open.
  if (SOONEST_ASKED.test(orderText) && !/\b(open|opening|close|closing|hours)\b/.test(orderText) && readItems(orderText, ctx.index).items.some((item) => item.kind === 'product' || item.kind === 'choose')) intents.delete('hours');
  // "what's the earliest I can get a whole cake?": the notice of that kind and its earliest time, not when we open.
  const kindAsked = reading.earliestAsked && (SOONEST_ASKED.test(orderText) || tooLateAsked) && !/\b(open|opening|close|closing|hours)\b/.test(orderText) ? readItems(orderText, ctx.index).items : [];
  const [onlyKind] = kindAsked;
  const earliestOfKind = kindAsked.length === 1 && onlyKind?.kind === 'category' && onlyKind.category !== 'slice' ? onlyKind.category : null;
  if (earliestOfKind) {
    intents.delete('hours');
    intents.add('notice_question');
    reading.about = { ...reading.about, category: earliestOfKind };
    if (tooLateAsked) reading.earliestFor = reading.when;
    reading.when = null;
  }

  const split = readSizeSplit(orderText);
  reading.sizeSplit = split?.parts ?? null;
  // "this is Nguyen Van An": a name is not an order for vanilla.
  // "a lemon slice and a hot chocolate": the drink (refused by the safety screen) names no cake.
  // "Monday morning, 8:30 if possible: whole vanilla bean cake": a clock time counts nothing.
  // "for sunday at 11 red velvet cake", "2 pm saturday chocolate cake": a clock time counts no cakes.
  // "2 cappuccinos ... with my cake", "2 candles with my cake": the count is the drinks' (refused)
  // or the candles', never the cake's.
  let itemText = (address ? without(orderText, address) : orderText).replace(DRINK_PHRASES, ' ').replace(COUNTED_WORD, (said, word: string) => (isDrinkWord(word, ctx.index) || PARTY_SUPPLIES.test(word) ? ` ${word}` : said)).replace(/\b\d{1,2}:\d{2}\b/g, ' ').replace(/(?:\b(?:at|by|around|@)\s*|@)\d{1,2}(?:\s*(?:am|pm|a\.m\.?|p\.m\.?))?(?![\d:])(?!\s*(?:of|slices?|pieces?|cakes?|whole|large|regular|small)\b)|\b\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)(?![a-z])|\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*o'?clock\b/g, ' ');
  if (reading.name) itemText = without(itemText, reading.name);
  // "red velvet slices 3 at 4", "lemon slice 2": the count written after, as "x3" would be. Not
  // "3 carrot slices 1 large fudge slice", where the number counts the product after it.
  itemText = itemText.replace(/(?<!\b(?:make|change|set|turn) (?:the|those|these|my|our) (?:[a-z]+ ){0,2})\b(slices?|pieces?|cakes?)\s+(\d{1,2})\b(?![:).]|\s*(?:[:/.-]\d|am\b|pm\b|a\.m|p\.m|o'?clock|th\b|st\b|nd\b|rd\b|people|guests|kids|inch|in\b|"|”|of\b|slices?|pieces?|cakes?|(?:(?!and\b|or\b|plus\b)[a-z]+\s+){1,3}(?:slices?|pieces?|cakes?)\b))/g, '$1 x$2');
  // "11/22 vanilla cake", "Oliver 312-555-0100 lemon cake", "Apt 12 - carrot cake", "Order #2:",
  // "my budget is 50": numbers that count no cake. "for 6 people: carrot cake" neither, unless
  // slices are what is counted ("slices for 6 people" is one each).
  itemText = itemText.replace(NOT_A_COUNT, ' ');
  if (!/\b(?:slices?|pieces?)\b/.test(itemText)) itemText = itemText.replace(PEOPLE_COUNTED, ' ');
  // "chocolate - 4 slices", "chocolate 4 slices": the flavour, then how many, read as "chocolate, 4 slices".
  itemText = itemText.replace(/\b(?!(?:at|by|for|around|about|of|the|and|to|on|in|make|it|that|get|want|need|have|take|order|me|us|just|only|than|then|with|into|cut|in)\b)([a-z]{3,})\s+(?:[-–]\s*)?(\d{1,2})\s+(slices?|pieces?)\b/g, '$1, $2 $3');
  if (split) itemText = itemText.replace(split.phrase, ' ');
  // "just the slices today, I'll call back for the cake": what is left for later is not ordered now.
  const clausesNow = itemText.split(/(?<=[.!?;])\s+|,\s*|\s+and\s+(?=(?:i|we)'?(?:ll| will)\b)/).filter((clause) => !LATER.test(clause));
  if (clausesNow.some((clause) => clause.trim())) itemText = clausesNow.join(', ');
  // "make it 3 slices and add a carrot slice": the first part counts the line already there.
  const recount = ctx.draftSkus.length > 0 ? readRecount(itemText) : null;
  if (recount) {
    reading.lineQuantity = recount.qty;
    itemText = itemText.replace(recount.phrase, ' ');
  }
  const swap = ctx.draftSkus.length > 0 ? readReplaced(itemText, ctx.index, ctx.draftSkus) : null;
  if (swap) {
    itemText = itemText.replace(swap.phrase, ' ');
    reading.replaced = swap.skus;
    reading.replacesItems = true;
  }
  // "a red velvet cake. actually no, make that a carrot cake": the products said last stand.
  const corrected = correctedInPlace(itemText, ctx.index);
  if (corrected !== null) {
    itemText = corrected;
    reading.replacesItems = false;
    reading.replaced = [];
  }
  itemText = itemText.replace(TIERS, ' tiered ');
  // "almond flour or regular flour?": an ingredient, not a regular slice.
  itemText = itemText.replace(/\b(?:regular|normal|plain|all[- ]purpose|ordinary)\s+(?:flour|sugar|milk|butter|eggs?|wheat|ingredients?)\b/g, ' ');
  // "could you cut it into 16 pieces?": how a whole cake is cut, for staff; no slices ordered.
  const cutInto = /\b(?:cut|slice|pre-?cut|portion)(?:d)?\s+(?:it|them|the cake|each(?: one)?|that|the lemon|the cakes?)?\s*(?:up\s+)?(?:into|in)\s+(?:\d{1,3}|[a-z]+)\s+(?:equal\s+)?(?:pieces|slices|portions|squares|servings)\b/.exec(itemText)?.[0];
  if (cutInto) {
    itemText = itemText.replace(cutInto, ' ');
    reading.details = [reading.details, cutInto.trim()].filter(Boolean).join('; ');
  }
  // "2 carrot cakes sliced", "can you slice the carrot cake": whole cakes, cut for the customer.
  const slicedCake = /\bcakes?\b/.test(itemText) || ctx.draftSkus.some((sku) => !sku.endsWith('-slice')) ? /\b(?:pre-?)?sliced\b(?:\s+up)?|\bpre-?cut\b|\b(?:slice|cut)(?=\s+(?:it|them|the\s+(?:[a-z]+\s+){0,2}cakes?)\b)(?:\s+up)?/.exec(itemText)?.[0] : undefined;
  if (slicedCake && !cutInto) {
    itemText = itemText.replace(slicedCake, ' ');
    reading.details = withDetail(reading.details, 'sliced');
  }
  // "a photo of his dog Biscuit on it": the picture wanted on a cake, not a product.
  const picture = PICTURE.exec(itemText)?.[0];
  if (picture) {
    itemText = itemText.replace(picture, ' ');
    reading.details = picture.trim();
  }
  const isCustom = (sku: string) => ctx.index.productsById.get(sku)?.category === 'custom-cake';
  // "custom cake, red frosting": on a custom cake a colour is its design, not red velvet.
  const customOnDraft = ctx.draftSkus.some(isCustom) || (ctx.offer?.skus.length === 1 && isCustom(ctx.offer.skus[0] as string));
  if (customOnDraft || readItems(itemText, ctx.index).items.some((item) => item.kind === 'product' && isCustom(item.sku))) itemText = itemText.replace(COLOURED, ' ').replace(COLOUR_LIST, ' ');
  // "make the chocolate ones 3": the line of that flavour gets that many.
  // "make the lemon 1 and the carrot 4": each line named after the first, its own count.
  let byFlavour = ctx.draftSkus.length > 0 ? (readFlavourRecount(itemText, ctx) ?? readFlavourChange(itemText, ctx)) : null;
  while (byFlavour && reading.flavourRecounts.length < 4) {
    reading.flavourRecounts.push({ skus: byFlavour.skus, qty: byFlavour.qty, ...('add' in byFlavour ? { add: true as const } : {}) });
    const at = itemText.indexOf(byFlavour.phrase);
    const before = itemText.slice(0, at);
    const after = itemText.slice(at + byFlavour.phrase.length);
    itemText = `${before} ${after}`;
    const another = 'add' in byFlavour ? null : /^\s*,?\s*(?:and\s+)?(?:also\s+)?(?:make\s+)?the\s+/.exec(after);
    const next = another ? readFlavourRecount(`make the ${after.slice(another[0].length)}`, ctx) : null;
    if (!another || !next) break;
    itemText = `${before} make the ${after.slice(another[0].length)}`;
    byFlavour = next;
  }
  // "I want a vanilla cake instead of chocolate", with nothing ordered yet: the chocolate is not wanted.
  const notWanted = ctx.draftSkus.length === 0 ? /\b(?:instead of|rather than)\s+([^,.!?;]+)/.exec(itemText) : null;
  if (notWanted?.[1] && readItems(itemText.replace(notWanted[0], ' '), ctx.index).items.some((item) => item.kind === 'product' || item.kind === 'choose')) itemText = itemText.replace(notWanted[0], ' ');
  const { items, removals, size, unshared } = readItems(itemText, ctx.index);
  // "can i get some lemon cake": cake as a food, not "a cake"; whole or slice is asked.
  const someCake = /\bsome\s+(?:of\s+(?:the|your|that)\s+)?(?:[a-z]+\s+){1,2}cake\b(?!s)/.test(itemText) && !/\b(?:whole|slices?|pieces?)\b/.test(itemText);
  const wholeOnly = items.length === 1 ? items[0] : undefined;
  const sliceToo = wholeOnly?.kind === 'product' && wholeOnly.qty === null && wholeOnly.sku.endsWith('-whole') ? wholeOnly.sku.replace(/-whole$/, '-slice') : null;
  if (someCake && sliceToo && ctx.index.productsById.get(sliceToo)?.available) items[0] = { kind: 'choose', skus: [(wholeOnly as { sku: string }).sku, sliceToo], qty: null, sizeWanted: null };
  if (earliestOfKind) items.length = 0;
  // "just get me the whole cake" in place of 4 slices: one cake, not 4, as "a whole cake" is.
  const theWholeCake = items.length === 1 && wholeOnly?.kind === 'category' && wholeOnly.category === 'whole-cake' && wholeOnly.qty === null && /\bthe whole cake\b(?!s)/.test(itemText);
  if (theWholeCake && ctx.draftSkus.some((sku) => sku.endsWith('-slice'))) wholeOnly.qty = 1;
  // "ok what is the earliest then?" with a time already on the order: asked, not a move to now.
  if (reading.asap && intents.has('question') && ctx.draftTime && ctx.draftSkus.length > 0 && items.length === 0) {
    reading.when = null;
    reading.asap = false;
    reading.earliestOfOrder = true;
  }
  reading.countToShare = unshared ?? null;
  // "great, thanks. I'll be back to order": not now; the customer is done for the moment.
  // "can i pay at pickup? nvm i'll ask when i get there": the question put off, not the order.
  if (items.every((item) => item.kind === 'unknown') && LATER.test(folded) && !/\b(?:i|we)(?:'?ll| will) (?:just )?(?:ask|check|find out|figure (?:it|that) out|sort (?:it|that) out)\b/.test(folded)) {
    items.length = 0;
    intents.add('goodbye');
    intents.delete('yes');
    // "ill just come in and look": a visit, not how an order is collected.
    if (!reading.when) reading.fulfillment = null;
  }
  // "1 lemon + 1 chocolate fudge, whole cakes", "both whole": every flavour named is the whole cake.
  if (/\b(whole cakes|both whole|all whole|whole ones|both as whole|(?:both|all) of them whole)\b/.test(itemText)) {
    for (const [at, item] of items.entries()) {
      const whole = item.kind === 'choose' ? item.skus.find((sku) => ctx.index.productsById.get(sku)?.category === 'whole-cake') : undefined;
      if (whole && item.kind === 'choose') items[at] = { kind: 'product', sku: whole, qty: item.qty, size: null, sizeWanted: item.sizeWanted };
    }
    for (const item of [...items]) if (item.kind === 'category' && item.category === 'whole-cake' && items.some((other) => other.kind === 'product')) items.splice(items.indexOf(item), 1);
  }
  // "choc, carrot and lemon slices", "2 chocolate, 1 red velvet and 3 lemon slices": the slices
  // said after the list are every flavour's in it, when no cake is named.
  // ("2 fudge slices and the red velvet one" says slices before the red velvet: that one is asked.)
  const lastSlices = items.some((item) => item.kind === 'choose') ? [...itemText.matchAll(/\b(?:slices|pieces)\b/g)].pop() : undefined;
  const flavourAfter = lastSlices ? readItems(itemText.slice((lastSlices.index ?? 0) + lastSlices[0].length), ctx.index).items.some((item) => item.kind === 'product' || item.kind === 'choose') : true;
  const slicesForAll = !flavourAfter && !/\b(?:cakes?|whole|instead|not|rather|swap|change)\b/.test(itemText) && !reading.replacesItems && !reading.correction && items.some((item) => item.kind === 'product' && ctx.index.productsById.get(item.sku)?.category === 'slice');
  if (slicesForAll) {
    for (const [at, item] of items.entries()) {
      const slice = item.kind === 'choose' ? item.skus.find((sku) => ctx.index.productsById.get(sku)?.category === 'slice') : undefined;
      if (slice && item.kind === 'choose') items[at] = { kind: 'product', sku: slice, qty: item.qty, size: null, sizeWanted: item.sizeWanted };
    }
  }
  // "choc, carrot and lemon slices, 2 of each": the count is every flavour's named without one.
  const eachCount = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:of each|each)\b/.exec(itemText)?.[1];
  const named = items.filter((item) => item.kind === 'product' || item.kind === 'choose');
  const perFlavour = eachCount && named.length > 1 ? readStandaloneQuantity(eachCount) : null;
  if (perFlavour) for (const [at, item] of items.entries()) if ((item.kind === 'product' || item.kind === 'choose') && item.qty === null) items[at] = { ...item, qty: perFlavour };
  // "the choc fudge cake? want a whole one": the kind said again is the product named, not another.
  for (const item of [...items]) {
    if (item.kind !== 'category' || (item.qty ?? 1) !== 1) continue;
    const named = items.filter((other) => other.kind === 'product' && ctx.index.productsById.get(other.sku)?.category === item.category);
    if (named.length === 1) items.splice(items.indexOf(item), 1);
  }
  // "scratch the slices, just the cake": the kind named beside a removal is what stays, not a new line.
  if (removals.length > 0 && items.length > 0 && items.every((item) => item.kind === 'category' && item.qty === null)) items.length = 0;
  const halves = split ? null : halvesOf(orderText, items);
  if (halves) {
    reading.sizeSplit = halves.parts;
    items[0] = { ...(items[0] as Extract<ItemMention, { kind: 'product' }>), size: null, sizeWanted: null };
  }
  readCustomCake({ items, noted, orderText, folded, customOnDraft }, ctx, reading);
  const theme = readTheme(text);
  if (theme) reading.details = withDetail(reading.details, theme, true);
  // "design: a soccer ball with the team name Tigers": for a custom cake, the rest of the line is its design.
  const design = /\b(?:design|decorations?|decor)\s*:\s*([^\n]{2,200})/i.exec(text)?.[1]?.trim().replace(/[.!]+$/, '');
  if (design && (customOnDraft || items.some((item) => item.kind === 'product' && item.sku === 'custom'))) reading.details = withDetail(reading.details, design);
  // "2 chocolate cakes, write happy birthday on one": staff read that the other has no writing.
  // "no writing please", "remove the message": the words on the order's cakes are taken off.
  reading.noWriting = ctx.draftSkus.length > 0 && !reading.notes && (NO_WRITING.test(folded) || writingTakenBack(text));
  // "actually put the writing on the carrot one instead": the words move to that cake; none is added.
  reading.moveWritingTo = writingMovedTo(folded, ctx);
  if (reading.moveWritingTo) items.splice(0, items.length);
  // "no message on the red velvet" with two cakes written on: that cake's words only, and no cake added.
  const cakesOnDraft = [...new Set(ctx.draftSkus.filter((sku) => !sku.endsWith('-slice')))];
  const unwritten = reading.noWriting && cakesOnDraft.length > 1 ? [...new Set(items.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : [])).filter((sku) => cakesOnDraft.includes(sku)))] : [];
  if (unwritten.length === 1) {
    reading.noWritingOn = unwritten[0] as string;
    items.splice(0, items.length, ...items.filter((item) => !(item.kind === 'product' && item.sku === unwritten[0]) && !(item.kind === 'choose' && item.skus.includes(unwritten[0] as string))));
  }
  reading.removals = removalsKept(removals, items);
  chosenLikeTakenOff(items, reading.removals, ctx);
  // "drop everything except the carrot": every other line goes; the carrot stays as it is.
  const except = ctx.draftSkus.length > 0 ? /\b(?:everything|all|all of it|the rest|all the rest|the others)\s+(?:but|except(?: for)?|other than|apart from|besides|save)\s+(?:the\s+)?([a-z ]{2,40})/.exec(itemText) : null;
  const kept = except?.[1] ? readItems(except[1], ctx.index).items.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : [])) : [];
  if (except && kept.length > 0 && ctx.draftSkus.some((sku) => kept.includes(sku))) {
    const dropped = ctx.draftSkus.filter((sku) => !kept.includes(sku));
    reading.removals = dropped.length > 0 ? [{ skus: dropped, only: null }] : [];
    items.length = 0;
  }
  // "remove the first one", "drop the last cake": a line of the order by its place in it.
  const byPlace = ctx.draftSkus.length > 1 && reading.removals.length === 0 && items.length === 0 ? LINE_BY_PLACE.exec(folded) : null;
  if (byPlace?.[1]) {
    const at = byPlace[1] === 'last' ? ctx.draftSkus.length - 1 : ['first', 'second', 'third', 'fourth', 'fifth'].indexOf(byPlace[1]);
    const sku = ctx.draftSkus[at];
    if (sku) reading.removals = [{ skus: [sku], only: null }];
  }
  // "never mind the lemon", "nvm no carrot": one line goes, not the order, while others stay.
  const removed = new Set(reading.removals.flatMap((removal) => removal.skus));
  // "never mind the lemon, whole choc": one named instead of another, with nothing ordered yet.
  const namedInstead = items.some((item) => (item.kind === 'product' && !removed.has(item.sku)) || (item.kind === 'choose' && item.skus.some((sku) => !removed.has(sku))));
  if (removed.size > 0 && (ctx.draftSkus.some((sku) => !removed.has(sku)) || namedInstead)) intents.delete('cancel');
  readOrderMadeAgain(folded, items, ctx, reading);
  readEveryLineChanged(folded, items, ctx, reading);
  readSecondThought(folded, items, ctx, reading);
  // "ok then just a regular whole vanilla cake", "ok just the slices today then": only these stay.
  if (removals.length === 0) readOnlyThese(folded, items, ctx, reading);
  reading.size = size ?? reading.size;
  reading.sizeForAll = reading.size !== null && items.length === 0 && /\b(?:both|all of them|them all|all|each|every one|each one)\b/.test(folded);
  // "can you put candles on it?": candles asked for, which we do not sell, as "add candles" is.
  if (items.length === 0 && /\b(?:put|add|stick|include|with)\s+(?:some\s+|a few\s+|\d{1,2}\s+)?(?:birthday\s+)?candles?\b/.test(folded) && !/\b(?:no|without|don'?t)\s+(?:\w+\s+)?candles?\b/.test(folded)) {
    items.push({ kind: 'unknown', phrase: 'candles', suggestions: [], notMade: true });
  }
  if (readOneMoreSaidShort(short, itemText, items, ctx)) reading.size = null;
  const only = items.length === 1 ? items[0] : undefined;
  // "Lemon slice: -2" on a form: that line's count is asked.
  const unclear = form.unclear.flatMap((words) => readItems(fold(words), ctx.index).items.flatMap((item) => (item.kind === 'product' ? [item.sku] : [])));
  reading.countOpen = items.find((item): item is Extract<ItemMention, { kind: 'product' }> => item.kind === 'product' && unclear.includes(item.sku))?.sku ?? null;
  // "a couple of carrot slices and a few lemon slices": the slices with no count said are asked about.
  const open = items.length > 1 ? OPEN_SLICES.exec(itemText) : null;
  const vague = open?.[1] ?? open?.[2];
  const vagueLine = vague ? readItems(`${vague} slices`, ctx.index).items.find((item) => item.kind === 'product' && item.qty === null) : undefined;
  if (!reading.countOpen && vagueLine?.kind === 'product' && items.some((item) => item.kind === 'product' && item.sku === vagueLine.sku && item.qty === null)) reading.countOpen = vagueLine.sku;
  // "some lemon slices", "slices of lemon": more than one, but how many is not said.
  const plural = /\b(slices|pieces)\b/.test(itemText);
  const counted = /\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|couple|pair|each|both|all|the)\b/.test(itemText);
  reading.quantityOpen =
    (only?.kind === 'product' && only.qty === null && ((plural && (OPEN_QUANTITY.test(itemText) || !counted) && ctx.index.productsById.get(only.sku)?.category === 'slice') || noCount)) ||
    // "a few vanilla cakes", "several carrot cakes": more than one cake, how many not said.
    (only?.kind === 'product' && only.qty === null && /\bcakes\b/.test(itemText) && OPEN_QUANTITY.test(itemText) && ctx.index.productsById.get(only.sku)?.category === 'whole-cake') ||
    // "can I get slices instead?" of the cake ordered: how many is asked.
    (only?.kind === 'category' && only.category === 'slice' && only.qty === null && plural && !counted && reading.correction);
  // "lemon slices for 3pm, 1/2 doz", "lemon slices, 6 please": the count said after the slices,
  // in a clause of its own. A bare number just after a day ("slices for today, 3") may be the hour.
  // "do u still have carrot slices? need 3 asap": the count in a sentence of its own.
  const countOnly = (clause: string) => readStandaloneQuantity(clause.replace(/^(?:(?:i|we) )?(?:need|want|would like|'?d like|'?ll take|will take)\s+/, '').replace(/\s+(?:asap|now|right now|please|pls|thanks|thx)$/, ''));
  const countAfter = only?.kind === 'product' && only.qty === null && plural ? short.split(/\s*[,;?]\s*|\s+-\s+/).slice(1).map(countOnly).find((n) => n !== null && n > 0) : undefined;
  const afterDay = /\b(?:today|tomorrow|tmrw|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun)\s*[,;-]\s*(\d{1,2})\s*[.!]*$/.exec(short);
  if (only?.kind === 'product' && countAfter !== undefined && !afterDay) {
    only.qty = countAfter;
    reading.quantityOpen = false;
  }
  // "lemon slices for today, 3": the hour on that day, as "at 3" would be; how many is still asked.
  const hourAfterDay = afterDay ? Number(afterDay[1]) : 0;
  if (only?.kind === 'product' && plural && only.qty === null && hourAfterDay >= 1 && hourAfterDay <= 12) {
    if (reading.when?.kind === 'date') reading.when = { kind: 'datetime', at: reading.when.date.set({ hour: hourAfterDay >= 8 ? hourAfterDay : hourAfterDay + 12, minute: 0 }) };
    reading.quantityOpen = ctx.index.productsById.get(only.sku)?.category === 'slice';
  }
  // "carrot slices for 12 people", "slices for 3 people": a slice each, said back with the order.
  const slicesForPeople = plural && reading.people !== null && !intents.has('servings_question') && only !== undefined && only.kind !== 'unknown' && only.qty === null;
  if (slicesForPeople && (only.kind === 'category' ? only.category === 'slice' : only.kind === 'product' ? ctx.index.productsById.get(only.sku)?.category === 'slice' : true)) {
    only.qty = reading.people;
    reading.quantityOpen = false;
  }
  // "actually make that 3. and name is Thaddeus": the count is its own clause beside the name.
  const nameFree = reading.name ? short.split(/[.;!]\s+|,\s+/).filter((clause) => !clause.includes((reading.name as string).toLowerCase())) : [];
  // "hmm thats a lot, make that 3": the one clause that is a count, after words that are not.
  // "wow, that's more than I thought. let's do four then" after a price: the count of the one quoted.
  const shortClauses = short.split(/[.;!]\s+|,\s+/);
  const onlyKinds = items.length > 0 && items.every((item) => item.kind === 'category');
  // "change it to a slice" with a whole cake on the order changes the form, not the count.
  const draftKinds = new Set(ctx.draftSkus.map((sku) => ctx.index.productsById.get(sku)?.category));
  const sameKinds = items.every((item) => item.kind === 'category' && draftKinds.has(item.category));
  // "ugh no she cant come, just 4 slices then", with lemon slices on the order: their new count.
  const recounts = items.length === 0 || (onlyKinds && sameKinds && items.length === 1);
  const countClauses = (ctx.draftSkus.length > 0 || (ctx.offer?.skus.length ?? 0) > 0) && recounts ? shortClauses.map((clause) => (RECOUNT_WORDS.test(clause) ? readStandaloneQuantity(clause) : null)) : [];
  // "lets do 8 then, today at 6pm": a time's digits are not another count.
  const otherDigits = shortClauses.some((clause, i) => countClauses[i] === null && /\d/.test(clause.replace(/\b(?:at|by|around)?\s*\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.?|p\.m\.?)|\b(?:at|by|around) \d{1,2}(?::\d\d)?\b/g, ' ')));
  const clauseCount = countClauses.length > 1 && countClauses.filter((qty) => qty !== null).length === 1 && !otherDigits ? (countClauses.find((qty) => qty !== null) ?? null) : null;
  const standalone = readStandaloneQuantity(short) ?? (nameFree.length === 1 ? readStandaloneQuantity(nameFree[0] as string) : null) ?? (ctx.draftSkus.length > 0 ? correctedCount(short) : null) ?? clauseCount;
  reading.quantity = moved || laterHour || backToHour || (split && split.parts.length > 1) ? null : (standalone ?? (intents.has('take') && !intents.has('haggle') ? takenQuantity(short.replace(TIERS, ' tiered ')) : null) ?? (split ? null : quantityOfThem(short)));
  reading.countNamed = reading.quantity !== null && COUNT_NAMED.test(folded);
  // "remove 2 of them": a change by so many, not a new count of 2.
  if (reading.quantityChange && 'add' in reading.quantityChange) reading.quantity = null;
  // "zero, actually, I'll just come in and see": nothing now; the customer is leaving, not recounting.
  if (reading.quantity === 0 && LATER.test(folded)) reading.quantity = null;
  // "one for sunday as well" after placing: the order again, not a count of a line.
  if (intents.has('repeat_order') && ctx.draftSkus.length === 0) reading.quantity = null;
  // "deliver the cake, ill pick up the slices": each kind its own way, so two orders.
  reading.cakesDeliveredSlicesCollected = /\bdeliver(?:ed|y)?(?: of)? (?:the |my )?(?:\w+ )?(?:cake|cakes)\b.{0,40}\b(?:pick(?:ing)? up|pickup|collect|grab|get|come (?:in|by) for) (?:the |my )?(?:\w+ )?slices\b|\b(?:pick(?:ing)? up|pickup|collect|grab) (?:the |my )?(?:\w+ )?slices\b.{0,40}\bdeliver(?:ed|y)?(?: of)? (?:the |my )?(?:\w+ )?(?:cake|cakes)\b|\b(?:the )?slices (?:i'?ll|we'?ll|i will|we will|i can|we can) (?:pick up|collect|grab|get)\b/.test(folded);
  // "evenly", "you decide", asked how many of each: shared as evenly as it goes.
  reading.evenSplit = ctx.awaiting === 'quantity' && /\b(?:even(?:ly)?|equal(?:ly)?|same (?:amount|number) (?:of|for) each|split (?:it|them|'?em)?|(?:you|u) (?:decide|choose|pick)|up to (?:you|u)|dealer'?s choice|surprise me|whatever|doesn'?t matter|does not matter|don'?t care|dont care|no preference|mix (?:it|them) up|a mix)\b/.test(folded);
  // "can we do 3 instead?", "how about 3": said as a time is moved, not only as a count is changed.
  // "actually 3" alone, too: a number put right with nothing to say what it counts.
  reading.countMayBeHour = reading.quantity !== null && /\b(?:can|could|shall) we (?:do|go with|make it)\b|\b(?:how|what) about\b|\blet'?s do\b|\binstead\b|^(?:(?:oh|wait|sorry|no|um+|uh+)[,.!]?\s+)*actually,?\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[.!?]*$/.test(short);
  // "make that 8 slices" with slices on the order changes how many, it does not ask which slices.
  if (standalone !== null && onlyKinds && sameKinds && ctx.draftSkus.length > 0) items.splice(0, items.length);

  // A question about products is answered, not ordered, unless the message also asks to order.
  // "how far in advance do I need to order a whole cake?" asks about notice, not for a cake.
  const asksToOrder = (ORDER_SIGNAL.test(orderText) || intents.has('take')) && !NOTICE_QUESTION.test(orderText);
  // "what's your cheapest slice?": the product that is, asked about by its price.
  const extreme = CHEAPEST.exec(orderText);
  // "the cheapest one for saturday at 1": a cake for a day ahead, a slice for today.
  const oneForADay = /\bones?\b/.test(orderText) && reading.when !== null ? (dayOf(reading.when, ctx.now.zone) === ctx.now.toISODate() ? 'slice' : 'whole-cake') : null;
  const cheapestKind = extreme ? (/\bslices?\b|\bpieces?\b/.test(orderText) ? 'slice' : /\bcakes?\b/.test(orderText) ? 'whole-cake' : oneForADay) : null;
  // "whats cheapest?" while choices are offered: the cheapest of those.
  const offered = extreme && !cheapestKind ? (ctx.offer?.skus ?? []).flatMap((sku) => ctx.index.productsById.get(sku) ?? []).filter((p) => p.available && p.category !== 'custom-cake') : [];
  // "the most expensive slice" is the large fudge slice: each product at its dearest size, or its cheapest.
  const dearest = /^(most expensive|priciest|dearest)$/.test(extreme?.[1] ?? '');
  const priceOf = (product: Product) => (dearest ? Math.max : Math.min)(...product.sizes.map((size) => unitPriceCents(product, size) ?? 0));
  const byPrice = (cheapestKind ? ctx.index.catalog.products.filter((p) => p.available && p.category === cheapestKind) : offered).sort((a, b) => priceOf(a) - priceOf(b));
  const pricedAt = dearest ? byPrice[byPrice.length - 1] : byPrice[0];
  if (pricedAt) {
    intents.add('price_question');
    intents.delete('menu');
    // "cheapest cake" is that cake, not a cake we lack.
    for (let at = items.length - 1; at >= 0; at -= 1) {
      const item = items[at];
      if (item?.kind === 'unknown' && CHEAPEST.test(item.phrase)) items.splice(at, 1);
    }
    items.push({ kind: 'product', sku: pricedAt.id, qty: null, size: null, sizeWanted: null });
  }
  // "what's your cheapest slice? and is the large chocolate one much bigger?": questions only, with
  // no count, day, time or way of getting it, before any order: about the products, not for them.
  const clauses = orderText.split(CLAUSE_BREAK).filter((clause) => clause.trim());
  // "is the carrot cake good", "what frosting is on the carrot cake": one clause asked as a
  // question needs no question mark; and asked while another cake is on the order, it adds nothing.
  const askedAsQuestion = /\?\s*$/.test(orderText) || (clauses.length === 1 && !/^(?:what|how) about\b/.test(orderText.trim()));
  const onlyQuestions = !asksToOrder && askedAsQuestion && clauses.every((clause) => ABOUT_CLAUSE.test(clause.trim()) || GREETING_ALONE.test(clause.trim())) && (ctx.draftSkus.length === 0 || items.every((item) => (item.kind === 'product' && !ctx.draftSkus.includes(item.sku)) || (QUALITY_ASKED.test(orderText) && (item.kind === 'product' || item.kind === 'choose'))));
  // "what flavours can you do for a custom cake?": "a" counts no cake in a question.
  const uncounted = items.every((item) => (item.kind === 'product' || item.kind === 'choose') && (item.qty === null || (item.qty === 1 && !/\b(1|one|single)\b/.test(orderText))));
  if (onlyQuestions && uncounted && items.length > 0 && !reading.when && !reading.fulfillment && intents.size <= 2) intents.add('describe_question');
  // "is your carrot cake any good? reviews?" asks about the cake, it does not order one.
  const productQuestions = ['price_question', 'have_question', 'allergen_question', 'describe_question', 'dietary_question', 'writing_question', 'ratings_question'];
  // "2 lemon slices pickup 3pm, name Kim. payment received, mark it paid": an order, with words
  // about paying beside it (answered apart), not a question about the products.
  const payingAside = intents.has('payment_question') && (reading.when !== null || reading.fulfillment !== null || reading.name !== null) && !productQuestions.some((intent) => intents.has(intent as Intent));
  // "sugar free carrot cake sat 2pm": a wish said with an order, not asked; it is answered beside the order.
  const dietaryAside = intents.has('dietary_question') && !/\?/.test(folded) && !/^(?:do|does|is|are|can|could|what|which|any|have|has)\b/.test(folded.trim()) && (reading.when !== null || reading.fulfillment !== null);
  const asked = productQuestions.filter((intent) => intents.has(intent as Intent) && !(dietaryAside && intent === 'dietary_question'));
  const question = !payingAside && (asked.length > 0 || intents.has('payment_question'));
  if (question) {
    reading.about = priceAside?.about ?? aboutOf(items, orderText.replace(DRINK_PHRASES, ' '), ctx.index);
    readIngredientAsked(folded, ctx, reading, intents);
    // "is it moist? my family hates dry cake lol" with a carrot cake on the order: about that cake;
    // the words around the question are no product we lack.
    if (intents.has('describe_question') && reading.pointsBack && ctx.draftSkus.length > 0 && reading.about.skus.length === 0 && reading.about.unknown) {
      reading.about = { ...reading.about, unknown: null, skus: [...new Set(ctx.draftSkus)] };
    }
    // "do you have decaf?": a drink, refused as drinks are, never a product missing from the menu.
    if (reading.about.unknown && !/\b(?:cakes?|slices?|pieces?)\b/.test(reading.about.unknown) && contentWords(reading.about.unknown).every((word) => isDrinkWord(word, ctx.index))) reading.about = { ...reading.about, unknown: null };
    // "does it have nuts? my husband gets hives from walnuts", "any dairy or lemon in it" with a red
    // velvet cake on the order: "it" is that cake; an ingredient said is no other cake asked about.
    const aboutOrdered = intents.has('allergen_question') && ctx.draftSkus.length > 0 && reading.about.skus.length > 0 && !reading.about.skus.some((sku) => ctx.draftSkus.includes(sku)) && IT_ASKED.test(folded) && !/\b(?:cakes?|slices?|pieces?)\b/.test(folded);
    if (aboutOrdered) reading.about = { skus: [...new Set(ctx.draftSkus)], category: null, unknown: null };
    // "how much is the carrot cake?" then "does it contain nuts?": "it" is the cake just priced.
    const aboutQuoted = intents.has('allergen_question') && ctx.draftSkus.length === 0 && reading.about.skus.length === 0 && ctx.offer?.kind === 'quoted' && ctx.offer.skus.length > 0 && IT_ASKED.test(folded);
    if (aboutQuoted && ctx.offer) reading.about = { skus: [...ctx.offer.skus], category: null, unknown: null };
    // "how much is a large fudge slice?": the size asked about, kept with the answer.
    const [sizeAsked, ...others] = items.filter((item) => item.kind === 'product');
    if (!reading.size && sizeAsked?.kind === 'product' && others.length === 0) reading.size = sizeAsked.sizeWanted;
    // "do you have a senior discount?" asks about the price, not for a product called "senior".
    if (intents.has('haggle')) reading.about = { ...reading.about, unknown: null };
    // "how much is delivery to South Austin?": a place, not a product we lack.
    if (intents.has('delivery_question') && /\bdeliver\w*\s+(?:to|in|into|out to|over to)\s+\w/.test(folded)) reading.about = { ...reading.about, unknown: null };
    reading.items = asksToOrder && !intents.has('allergen_question') ? items.filter((item) => item.kind !== 'unknown') : [];
    // "... I'll get one" on a condition about an allergen: no count is taken on it either.
    if (intents.has('allergen_question') && ALLERGEN_CONDITION.test(folded)) {
      reading.quantity = null;
      reading.allergenCondition = true;
    }
    // "do you have red velvet slices? if so I'll take 2": the count taken is the product's.
    const [only] = reading.items;
    if (reading.items.length === 1 && only && only.kind !== 'unknown' && only.qty === null && reading.quantity !== null) {
      reading.items = [{ ...only, qty: reading.quantity }];
      reading.quantity = null;
    }
    // "2 lemon slices at 3 for pickup, also do you have any cookies?": a counted order in a clause
    // of its own stands, whatever the question after it.
    // "just pricing this out, not ordering yet: ...": a price asked, nothing ordered.
    const onlyPricing = /\b(not (?:ordering|order|buying) (?:yet|now|today)|just (?:pricing|asking|checking|curious|wondering|looking)|thinking (?:of|about) (?:maybe )?(?:getting|ordering|buying)|considering|might (?:get|order)|maybe (?:get|getting|order)|wondering (?:if|whether)|pric(?:e|ing) (?:it|this|things) out|for a quote|get a quote)\b/.test(orderText);
    if (!asksToOrder && !NOTICE_QUESTION.test(orderText) && !onlyPricing) {
      const clauses = orderText.split(CLAUSE_BREAK);
      const ordering = clauses.filter((clause) => !QUESTION_CLAUSE.test(clause.trim()));
      const asking = clauses.filter((clause) => QUESTION_CLAUSE.test(clause.trim())).join(', ');
      // "carrot cake sat 3pm, does it have raisins?": a product with its day or time, said apart
      // from the question, is ordered as a counted one is.
      const timed = ordering.length > 0 && (readWhen(ordering.join(', '), ctx.now) !== null || readFulfillment(ordering.join(', '), ordering.join(', ')).fulfillment !== null);
      const counted = ordering.length > 0 ? readItems(ordering.join(', '), ctx.index).items.filter((item) => (item.kind === 'product' || item.kind === 'choose') && (item.qty !== null || timed)) : [];
      if (counted.length > 0 && asking) {
        reading.items = counted;
        // The question is about what its own clause names, not about the order beside it; "...
        // pickup today at 4pm. how much?" names nothing, and asks the price of that order; "does
        // it have raisins?" asks about the cake ordered, not for raisins.
        const asked = aboutOf(readItems(asking, ctx.index).items, asking, ctx.index);
        const namesNothing = asked.skus.length === 0 && asked.category === null && (asked.unknown === null || ABOUT_ORDERED.test(asking));
        const ordered = counted.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : []));
        reading.about = namesNothing && ABOUT_ORDERED.test(asking) ? { skus: ordered, category: null, unknown: null } : namesNothing && intents.has('price_question') ? aboutOf(counted, ordering.join(', '), ctx.index) : asked;
      }
    }
    // "ok 2 of those. and how much is a lemon slice?": the count takes what was just quoted; the
    // product in the question is only asked about.
    const takingClauses = orderText.split(CLAUSE_BREAK).filter((clause) => clause.trim() && !QUESTION_CLAUSE.test(clause.trim()));
    const takesQuoted = (ctx.offer?.skus.length ?? 0) > 0 && intents.has('take') && takingClauses.length > 0 && /\b(those|that|them|these|it)\b/.test(takingClauses.join(' '));
    if (takesQuoted && readItems(takingClauses.join(', '), ctx.index).items.every((item) => item.kind !== 'product' && item.kind !== 'choose')) reading.items = [];
    // "change that to red velvet, how much is that?": the order being made changes, and the
    // question is answered beside it.
    if (ctx.draftSkus.length > 0 && reading.replacesItems && reading.items.length === 0) {
      const changing = orderText.split(CLAUSE_BREAK).filter((clause) => clause.trim() && !QUESTION_CLAUSE.test(clause.trim()));
      const changed = changing.length > 0 ? readItems(changing.join(', '), ctx.index).items.filter((item) => item.kind === 'product' || item.kind === 'choose') : [];
      if (changed.length > 0) reading.items = changed;
    }
    // "Can I get two lemon slices? Also is the lemon one dairy free?": the order is its own sentence.
    // "custom 8in cake for pickup sat 3pm. my grandma is lactose intolerant, can you make it dairy
    // free?": a sentence with a day or pickup orders as well.
    const ordersInSentence = (sentence: string) => ORDER_SIGNAL.test(sentence) || ((reading.when !== null || reading.fulfillment !== null) && readWhen(sentence, ctx.now) !== null);
    if ((asksToOrder || reading.when !== null || reading.fulfillment !== null) && intents.has('allergen_question')) {
      // "I want a carrot cake for tomorrow at 3, does it have nuts?": a question after a comma is a sentence of its own.
      const ordering = orderText.split(/(?<=[.!?])\s+|\n|,\s*(?=(?:and\s+|but\s+|also\s+)?(?:does|do|is|are|any|has|have|what|which|can|could|will|would)\b)/).filter((sentence) => ordersInSentence(sentence) && !ALLERGEN_WORDS.test(sentence));
      if (ordering.length > 0) reading.items = readItems(ordering.join(' '), ctx.index).items.filter((item) => item.kind !== 'unknown');
    }
  } else {
    // "a discount? I'm here every week": haggling talk names no product; "can you price match that
    // for your chocolate fudge cake?" asks about a price (answered with the menu's), not for a cake.
    const ordersToo = asksToOrder || reading.when !== null || reading.fulfillment !== null || reading.name !== null;
    reading.items = intents.has('haggle') ? (ordersToo ? items.filter((item) => item.kind !== 'unknown') : []) : items;
    if (intents.has('haggle') && !ordersToo && items.some((item) => item.kind === 'product' || item.kind === 'choose')) {
      intents.add('price_question');
      reading.about = aboutOf(items, orderText.replace(DRINK_PHRASES, ' '), ctx.index);
    }
    // "red velvet slices are $3 on the website, so I'll take 4": the count taken is the product's.
    const [one] = reading.items;
    if (reading.items.length === 1 && (one?.kind === 'product' || one?.kind === 'choose') && one.qty === null && intents.has('take') && reading.quantity !== null) {
      reading.items = [{ ...one, qty: reading.quantity }];
      reading.quantity = null;
    }
    // "I want a pumpkin on it" with a custom cake on the order: its design, read above, not a product we lack.
    // "can i get it sliced please": how a cake on the order is cut, no product either.
    const designed = (customOnDraft || slicedCake !== undefined) && reading.details !== null;
    if (items.length === 0 && asksToOrder && !designed && reading.quantity === null && !reading.sizeSplit && !reading.restore && !reading.quantityChange && reading.flavourRecounts.length === 0 && !reading.when && !fulfillment && !reading.name && !phone && !notes && removals.length === 0 && reading.removals.length === 0 && size === null) {
      // "can I get a pumpkin roll": words after an order verb that name nothing we sell.
      // "I want 3 coffees": a drink is refused on its own, not also called missing from the menu.
      // "come on just this once, add the coffees": with a drink asked for, the other words are about it.
      // "oh and a hot chocolate please": a drink of two words is a drink too, never "hot chocolate" missing from the menu.
      const words = contentWords(orderText.replace(DRINK_PHRASES, ' ').replace(ORDER_SIGNAL, ' ')).filter((word) => !NOT_PRODUCTS.has(word) && !isDrinkWord(word, ctx.index));
      const asksForDrink = contentWords(orderText).some((word) => isDrinkWord(word, ctx.index)) || NAMES_A_DRINK_PHRASE.test(orderText);
      // "yes please place it. call me after 5 if there's a problem": a yes, with words about reaching them.
      const yesToReadBack = intents.has('yes') && ctx.awaiting === 'confirm';
      if (words.length > 0 && !asksForDrink && words.length <= 4 && !yesToReadBack && !intents.has('phone_question') && !intents.has('goodbye') && !intents.has('haggle') && !intents.has('person') && !intents.has('help') && !intents.has('menu') && !intents.has('payment_question')) {
        const phrase = words.join(' ');
        reading.items = [{ kind: 'unknown', phrase, suggestions: [] }];
      }
    }
  }
  // "a red velvet delivered saturday": slices are never delivered, so the cake is meant.
  if (reading.fulfillment === 'delivery') {
    reading.items = reading.items.map((item) => {
      if (item.kind !== 'choose') return item;
      const wholes = deliverableOf(item.skus, ctx.index);
      return wholes.length === 1 ? { kind: 'product', sku: wholes[0] as string, qty: item.qty, size: null, sizeWanted: item.sizeWanted } : item;
    });
  }
  // "a cake for 30 people saturday": more people than the one cake named serves; how many it takes is said with the order.
  const people = reading.people;
  const outgrown = (item: ItemMention) => item.kind === 'product' && (item.qty ?? 1) === 1 && people !== null && (cakesForSku(item.sku, people, ctx.index)?.fewest ?? 1) > 1;
  if (people && reading.items.some(outgrown)) intents.add('servings_question');
  // "enough cake for thirty people": how much, asked as servings; no product we lack.
  if (intents.has('servings_question')) reading.items = reading.items.filter((item) => item.kind !== 'unknown' || !/^(?:(?:enough|some|more|lots? of|a lot of|plenty of)\s+)+(?:cakes?|desserts?|sweets)$/.test(item.phrase));
  // "add 5 candles", "and some balloons": no food at all, said to be off the menu, never answered
  // with cakes to choose from (a "1" then ordered a cake nobody wanted).
  reading.items = reading.items.map((item) => (item.kind === 'unknown' && PARTY_SUPPLIES.test(item.phrase) ? { ...item, notMade: true } : item));
  // "oh and no dairy please, I'm lactose intolerant", "my grandson has a severe egg allergy": an
  // allergy told (kept for staff by the safety screen), never something asked for off the menu.
  if (allergyTold) {
    reading.items = reading.items.filter((item) => item.kind !== 'unknown');
    readFoodsAvoided(folded, itemText, ctx, reading);
  }
  // "understood, please flag the egg allergy for staff": what is passed on names nothing to order.
  if (intents.has('repeat_order') || intents.has('off_topic') || intents.has('not_english') || intents.has('pass_on') || intents.has('complaint') || reading.timeAsked) reading.items = reading.items.filter((item) => item.kind !== 'unknown');
  // "We're catering a team offsite: 2 lemon cakes for Monday at 9": an order, whatever else is said.
  // (Other things asked beside an order, "is there parking?", are still answered.)
  const cateringOnly = /\bcater\w*/.test(folded) && !readIntents(folded.replace(/\bcater\w*/g, ' '), false).has('off_topic');
  if (cateringOnly && intents.has('off_topic') && reading.items.some((item) => (item.kind === 'product' || item.kind === 'choose') && item.qty !== null) && (reading.when !== null || reading.fulfillment !== null)) intents.delete('off_topic');
  // "do you sell gift cards?" asks about something that is not a product at all.
  if (intents.has('off_topic')) reading.about = { ...reading.about, unknown: null };
  if (saysNothingElse(reading) && [...intents].every((intent) => intent === 'question')) reading.name = nameOnItsOwn(text);
  readSwitchSentence(orderText, ctx, reading);
  // "If I buy a whole carrot cake, how many days will it stay fresh?": a cake supposed, not ordered.
  if (/\bif (?:i|we) (?:buy|get|order|were to (?:buy|get|order))\b/.test(folded) && /\?/.test(folded) && !reading.when) reading.items = [];
  readMoreOfALine(itemText, short, ctx, reading);
  readOneMoreForSomeone(folded, ctx, reading);
  readDecidedBetween(folded, ctx, reading);
  readChosenInstead(folded, ctx, reading);
  readAnotherLikePlaced(folded, ctx, reading);
  readPlacedPutRight(folded, ctx, reading);
  readLinesResized(folded, ctx, reading);
  const partialSwap = ctx.draftSkus.length > 0 ? readPartialSwap(orderText, ctx.index) : null;
  if (partialSwap) {
    // What the swap names is not also a new line, and its count is not the line's new count.
    reading.partialSwap = partialSwap;
    reading.items = [];
    reading.quantity = null;
    reading.lineQuantity = null;
    reading.replacesItems = false;
  }
  // "write Happy Birthday on the cake" with only slices on the order: "the cake" points at something
  // ordered, and nothing ordered is a cake, so it turns the slices into no whole cakes. "I'd also
  // like the cake" wants one, and which is asked.
  const [pointed] = reading.items;
  const cakeOrdered = ctx.draftSkus.some((sku) => ['whole-cake', 'custom-cake'].includes(ctx.index.productsById.get(sku)?.category ?? ''));
  const aCakeBesideSlices = reading.items.length === 1 && pointed?.kind === 'category' && pointed.category === 'whole-cake' && pointed.qty === null && ctx.draftSkus.length > 0 && !cakeOrdered;
  if (aCakeBesideSlices && CAKE_WANTED.test(folded)) reading.items = [{ ...pointed, qty: 1 }];
  else if (aCakeBesideSlices && /\bthe cake\b/.test(folded) && !/\b(whole|instead|switch|change|into|rather)\b/.test(folded)) reading.items = [];
  readReadyAsked(orderText, tooLateAsked, ctx, reading, intents);
  readSecondTime(timeText, ctx, reading, text);
  readTimeForEachCake(folded, ctx, reading);
  reading.toLaterOrder = pointsAtLaterOrder(folded, ctx.laterDay ?? null);
  if (ctx.laterDay && reading.when && /\b(?:both|for each|each day|both days|both orders|same time (?:for )?(?:both|each))\b/.test(folded)) reading.timeForBoth = true;
  // "make the cake sunday at 2 instead" with slices on this order and the cake waiting as the next:
  // that cake, moved; the slices stay as they are.
  const cakeWaiting = ctx.laterDay !== undefined && ctx.laterDay !== null && !cakeOrdered && /\bthe (?:whole )?cakes?\b/.test(folded) && reading.when !== null;
  if (cakeWaiting && reading.items.every((item) => item.kind === 'category' && item.category === 'whole-cake')) {
    reading.toLaterOrder = true;
    reading.items = [];
  }
  reading.dropsLaterOrder = reading.toLaterOrder && /\b(?:forget|drop|cancel|remove|scrap|skip|scratch|don'?t (?:need|want)|no need for|never ?mind|nvm)\b/.test(folded);
  // "cancel the second order": that order is dropped, not everything.
  if (reading.dropsLaterOrder) intents.delete('cancel');
  readAnotherCakeInWords(ctx, reading);
  readMessagePerCake(text, ctx, reading);
  readMessagesForCakesOrdered(text, ctx, reading);
  readMessageForNamedCake(folded, ctx, reading);
  readMessageOnOne(folded, reading);
  reading.oneOrder = ONE_ORDER.test(folded);
  reading.onlyThis = /\b(just|only)\b/.test(folded);
  readWhatIsMeant(folded, ctx, reading, intents, wentThrough);
  readUnsureCustomer(folded, ctx, reading, intents);
  readOneOfEach(ctx, reading);
  readEitherOr(ctx, reading);
  // "should I refrigerate the vanilla cake?", "how long does a cake last?", "do I need to pay a
  // deposit?": what the menu does not say, asked; no cake is ordered or offered for it.
  if (CARE_QUESTION.test(folded) && (/\?\s*$/.test(folded) || /^(?:should|can|could|do|does|is|are|how|what|will|would)\b/.test(folded)) && (!reading.when || /\bstill (?:be )?good\b/.test(folded)) && !ctx.draftSkus.length) {
    reading.items = [];
    reading.when = null;
    if (!intents.has('payment_question')) intents.add('off_topic');
  }
  readAskedNotOrdered(folded, intents, ctx, reading);
  // "wait no I still want the carrot cake" just after giving the order up: it comes back as it
  // was; the cake named is not one more, and the "no" takes nothing off.
  if (intents.has('want_back') && ctx.draftSkus.length === 0 && /\b(?:still|do|after all|back|changed my mind)\b/.test(folded)) {
    reading.removals = [];
    reading.items = [];
  }
  // "I need to cancel my cake order for saturday": an order already placed, which staff cancel;
  // the cake and the day say which order, and order nothing.
  if (cancelsPlacedOrder(folded, ctx)) {
    intents.add('cancel');
    intents.delete('status');
    reading.items = [];
    reading.when = null;
    reading.aboutEarlierOrder = !ctx.orderPlaced;
  }
  readEarlierOrderSpokenOf(folded, ctx, intents, reading);
  // "how much would it be with delivery?" at the read-back of a pickup: delivery asked about, not
  // chosen. ("can you deliver it to 12 Oak St?" asks for it, politely. With nothing ordered yet,
  // "do you deliver?" is taken as the way the order will go, and the order's read-back says so.)
  if (ctx.draftSkus.length > 0 && DELIVERY_PRICE_ASKED.test(folded) && reading.items.length === 0) {
    intents.add('delivery_question');
    reading.fulfillment = null;
    reading.address = null;
  }
  // "would 12 slices be cheaper?" with a carrot cake ordered: that flavour's slices against its cake.
  const ordered = ctx.draftSkus[ctx.draftSkus.length - 1];
  if (reading.comparing && intents.has('price_question') && reading.about.skus.length === 0 && ordered) {
    const stem = ordered.replace(/-(?:whole|slice)$/, '');
    const count = Number(/\b(\d{1,3})\s+(?:slices|pieces)\b/.exec(folded)?.[1] ?? 0);
    const skus = [`${stem}-slice`, `${stem}-whole`].filter((sku) => ctx.index.productsById.has(sku));
    if (skus.length === 2) reading.about = { ...reading.about, skus, category: null, counted: count > 0 ? [{ sku: `${stem}-slice`, qty: count }] : [] };
    reading.items = [];
  }
  // "no thats ok thanks" to "would you like to order?", with nothing ordered: a polite no, and goodbye.
  if (ctx.draftSkus.length === 0 && ctx.awaiting === null && /^(?:no|nah|nope)[,. ]+(?:that'?s|thats|it'?s|its|i'?m|im) (?:ok|okay|fine|alright|all right|good)\b[,.! ]*(?:(?:thanks?|thank (?:you|u)|thx|ty)(?: anyway| though| tho)?)?[.! ]*$/.test(folded)) intents.add('goodbye');
  // "no just asking", "just curious thanks" after an answer, with nothing ordered: the same.
  if (ctx.draftSkus.length === 0 && ctx.awaiting === null && /^(?:(?:no|nah|nope|oh|ok(?:ay)?)[,. ]+)?(?:i'?m |im |i was |was )?just (?:asking|wondering|curious|looking|checking|browsing)\b(?: for now)?[,.! ]*(?:(?:thanks?|thank (?:you|u)|thx|ty)[.! ]*)?$/.test(folded)) intents.add('goodbye');
  // "can I change the time?", "the name is wrong", "I need to change something": asked what it should be.
  if (ctx.draftSkus.length > 0 && !reading.when && !reading.name && !reading.address && !reading.phone && reading.items.length === 0) reading.changeAsked = changeAsked(folded);
  // "I have a question about the cakes": no cake is ordered or offered before the question is asked.
  if (intents.has('question_coming')) reading.items = [];
  reading.dateAsked = readDateAsked(folded, ctx.now, (said) => dayOf(readWhen(said, ctx.now), ctx.now.zone));
  // "is the 28th a saturday? need a whole rv that day at 2": asked, and the order is for that day.
  if (reading.dateAsked && reading.items.length === 0) reading.when = null;
  readHourEndingChoice(folded, ctx, reading);
  // "take them off" told slices are not delivered: the slices go, and the rest is delivered.
  if (ctx.awaiting === 'pickup_only' && SLICES_OFF_FOR_DELIVERY.test(folded) && reading.removals.length === 0) {
    const slices = [...new Set(ctx.draftSkus.filter((sku) => sku.endsWith('-slice')))];
    if (slices.length > 0) {
      reading.removals = [{ skus: slices, only: 'slice' }];
      reading.fulfillment = 'delivery';
    }
  }
  // "how late can I order for a saturday pickup?": asked of ordering, which starts no order.
  if (ORDER_DEADLINE_ASKED.test(folded) && reading.items.length === 0) reading.fulfillment = null;
  readPartOfDay(folded, reading);
  // "vegan or sugar free options?" with the diets read: "or" is left, and names nothing we lack.
  // "how much is it with tax?": tax is no product either.
  if (reading.about.unknown && NAMES_NOTHING.test(reading.about.unknown)) {
    const { allUnknown: _all, unknownThing: _thing, ...about } = reading.about;
    reading.about = { ...about, unknown: null };
  }
  reading.items = reading.items.filter((item) => item.kind !== 'unknown' || !NAMES_NOTHING.test(item.phrase));
  // The products a price asked aside names, and nothing before it: asked about, not ordered.
  if (priceAside) reading.items = reading.items.filter((item) => !mentionedSkus([item]).some((sku) => priceAside.askedOnly.includes(sku)));
  reading.keepTime = KEEP_TIME.test(folded.trim());
  markThemeCakes(reading);
  // "my mom loves carrot cake": who likes what is told, not ordered; the cake is asked about.
  if (FONDNESS_TOLD.test(folded) && !intents.has('take') && !reading.when && reading.items.length > 0 && reading.items.every((item) => (item.kind === 'product' || item.kind === 'choose') && item.qty === null)) {
    reading.about = { ...reading.about, skus: mentionedSkus(reading.items) };
    reading.items = [];
    intents.add('describe_question');
  }
  // "no go back to what I had": the no is to the change, which is taken back; no "what would you like to change?".
  if (reading.revert) intents.delete('no');
  // "give me 10 min to decide": the customer's own wait, never the pickup time.
  if (intents.has('wait')) {
    reading.when = null;
    reading.asap = false;
    reading.quantity = null;
  }
  askedAsideHave(folded, intents, ctx, reading);
  // "change that to 3": one number, never both a count and an hour; read as the count, which the
  // conversation may still hear as the hour ("make it 11" of a 10 AM cake).
  const when = reading.when;
  if (reading.quantity !== null && when?.kind === 'time' && when.minute === 0 && when.hour % 12 === reading.quantity % 12 && !TIME_SAID.test(folded)) reading.when = null;
  // "actually just 1 at 2" with two cakes on the order: the count, and the time.
  const countAtTime = reading.quantity === null && reading.items.length === 0 && ctx.draftSkus.length > 0 && when?.kind === 'time' ? /^(?:(?:actually|just|only|ok(?:ay)?|so|make it|make that|no)[,]?\s+)*(\d{1,2}|one|two|three|four|five|six)\s+(?:at|@)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?[.!]*$/.exec(folded)?.[1] : undefined;
  if (countAtTime) reading.quantity = readStandaloneQuantity(countAtTime);
  // "ok keep it at 2" with the order at 2 PM: the time kept, no count.
  else if (reading.quantity !== null && when?.kind === 'time' && when.hour % 12 === reading.quantity % 12 && ctx.draftTime?.hour === when.hour && /\bkeep (?:it|that|the time)(?: at)?\s+\d{1,2}\b/.test(folded)) reading.quantity = null;
  // "split them evenly pls": how the count is shared, no product we lack.
  if (reading.evenSplit) reading.items = reading.items.filter((item) => item.kind !== 'unknown');
  // "never mind the carrot cake is fine": the cake kept as it is, nothing taken off.
  const keptAfterAll = KEPT_AFTER_ALL.exec(folded)?.[1];
  if (ctx.draftSkus.length > 0 && keptAfterAll && findFlavors(tokenize(keptAfterAll), ctx.index).length > 0) {
    reading.removals = [];
    reading.items = [];
    reading.replacesItems = false;
    reading.retracted = true;
  }
  // "write her name on it please", no name said: for staff, who ask it; nothing off the menu.
  const nameWanted = ctx.draftSkus.length > 0 && !reading.nameOnCake && !reading.notes ? /\b(?:write|put|pipe|add)\s+(?:his|her|their|my|our|the kid'?s)\s+name\s+on\s+(?:it|the cake|top)\b/.exec(folded)?.[0] : undefined;
  if (nameWanted) {
    reading.details = withDetail(reading.details, nameWanted);
    reading.items = reading.items.filter((item) => item.kind !== 'unknown');
  }
  // "and he's turning 9 so add a 9": the age, on the cake ordered, for staff; nothing off the menu.
  const age = ctx.draftSkus.length > 0 && AGE_ON_CAKE.test(folded) ? AGE_ADDED.exec(folded)?.[1] : undefined;
  if (age) {
    reading.details = withDetail(reading.details, `add a ${age}`);
    reading.items = reading.items.filter((item) => item.kind !== 'unknown');
    reading.about = { ...reading.about, unknown: null };
  }
  // "what would you recommend instead?" with a cake ordered: the next one chosen replaces it.
  if (ctx.draftSkus.length > 0 && /\b(?:recommend|suggest)\w*\b[^.?!]*\binstead\b|\binstead\b[^.?!]*\b(?:recommend|suggest)\w*|\bwhat else (?:would|do|could|can) (?:you|u) (?:recommend|suggest)\b/.test(folded)) reading.insteadAsked = true;
  // "what size is it?" with a cake ordered: that cake, not the whole menu.
  if (reading.pointsBack && intents.has('describe_question') && intents.has('menu') && reading.about.skus.length === 0 && reading.about.category === null && !reading.about.unknown && reading.items.length === 0 && ctx.draftSkus.length > 0) {
    reading.about = { ...reading.about, skus: [...new Set(ctx.draftSkus)] };
    intents.delete('menu');
  }
  // "and a regular?" after the price of a large slice: the same question of the regular, no slice taken.
  if (followsUp && /\?\s*$/.test(folded) && reading.quantity === 1 && reading.items.length === 0) {
    reading.quantity = null;
    reading.toPlacedOrder = false;
  }
  return reading;
}

/**
 * "i need a chocolate cake for sunday ... also do u have candles": the cake is ordered, and the
 * question is about the candles, which we do not sell; never "yes, we have it" of the cake.
 */
function askedAsideHave(folded: string, intents: Set<Intent>, ctx: ReaderContext, reading: Reading): void {
  if (!intents.has('have_question') || reading.about.unknown) return;
  const clause = /\b(?:do|does|would|will) (?:you|u|y'?all|ya)(?: guys)? (?:have|sell|carry|stock|offer)\s+([^.?!,;]+)/.exec(folded)?.[1];
  const thing = clause && readItems(clause, ctx.index).items.length === 0 ? PARTY_SUPPLIES.exec(clause)?.[0] : undefined;
  if (thing) reading.about = { skus: [], category: null, unknown: thing, allUnknown: thing, unknownThing: thing };
}


/**
 * "chocolate cake or carrot cake for sat noon", "chocolate or carrot idk": one of them is wanted,
 * not both. One question offers the cakes named (in the form said, when one was), and nothing is
 * put down before the answer.
 */
function readEitherOr(ctx: ReaderContext, reading: Reading): void {
  if (!reading.eitherOr || reading.items.length < 2 || reading.removals.length > 0 || reading.replacesItems) return;
  if (!reading.items.every((item) => item.kind === 'product' || item.kind === 'choose')) return;
  const skusOf = (item: ItemMention) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : []);
  const forms = new Set(reading.items.flatMap((item) => (item.kind === 'product' ? [ctx.index.productsById.get(item.sku)?.category] : [])));
  const [form] = forms.size === 1 ? [...forms] : [];
  const named = [...new Set(reading.items.flatMap(skusOf))];
  const inForm = form ? named.filter((sku) => ctx.index.productsById.get(sku)?.category === form) : named;
  const [first] = reading.items;
  reading.items = [{ kind: 'choose', skus: inForm, qty: first?.kind === 'product' || first?.kind === 'choose' ? first.qty : null, sizeWanted: null }];
}

/**
 * "a slice of each", "one of each cake" with nothing listed to choose from: one of every product of
 * that kind we can make now (what was just listed is the offer's, and is read as its answer).
 */
function readOneOfEach(ctx: ReaderContext, reading: Reading): void {
  const [only] = reading.items;
  if (!reading.ofEach || reading.items.length !== 1 || only?.kind !== 'category' || (ctx.offer?.skus.length ?? 0) > 0 || ctx.draftSkus.length > 0) return;
  const each = [...ctx.index.productsById.values()].filter((product) => product.category === only.category && product.available);
  if (each.length < 2) return;
  reading.items = each.map((product) => ({ kind: 'product', sku: product.id, qty: only.qty ?? 1, size: null, sizeWanted: only.sizeWanted }));
}

/** "the sunday one", "to the saturday order", "the second order": the order waiting to be made after this one. */
function pointsAtLaterOrder(folded: string, laterDay: string | null): boolean {
  if (!laterDay) return false;
  const weekday = DateTime.fromISO(laterDay).toFormat('cccc').toLowerCase();
  const day = `(?:${weekday}|${weekday.slice(0, 3)})`;
  return new RegExp(`\\bthe ${day}(?:'s)? (?:one|order|cakes?|slices?|pick ?up)\\b|\\b(?:second|other|next|later) (?:order|one)\\b|\\b(?:to|on|in|for|with) the ${day} (?:one|order)\\b`).test(folded);
}

const NOT_A_COUNT = /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b|(?:\+?\b1[\s.-]?)?\(?\b\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}\b|\b(?:apt|apartment|unit|suite|ste|room|rm|building|bldg)\.?\s*(?:no\.?\s*|number\s*)?#?\s*\d+[a-z]?\b|\b(?:order|ticket|invoice|table|po)\s*(?:no\.?\s*|number\s*|#\s*)\d+\b|#\s*\d+\b|\bbudget\s+(?:is\s+|of\s+)?(?:around\s+|about\s+|under\s+)?\$?\d+\b/g;
const PEOPLE_COUNTED = /\bfor\s+(?:about\s+|around\s+|like\s+|maybe\s+)?\d+\s+(?:people|persons|ppl|guests|kids|adults|children|of us|folks)\b/g;

const CAKE_WANTED = /\b(?:also|add|plus|want|wanna|like|get|need|take|order)\b(?: (?:a|to|get|have|order|add))? the cake\b(?! (?:to )?(?:say|read|have|with|on))/;

/**
 * The text with a phrase it contains taken out, as whole words: the name "Tom" leaves "tomorrow"
 * alone (taking it out of the word left "orrow 11am", read as today).
 */
function without(folded: string, phrase: string): string {
  const words = fold(phrase);
  if (words === '') return folded;
  // A search rather than a regular expression built for each phrase: this runs several times a turn.
  for (let at = folded.indexOf(words); at !== -1; at = folded.indexOf(words, at + 1)) {
    const end = at + words.length;
    if (!WORD_CHARACTER_AT_END.test(folded.slice(Math.max(0, at - 2), at)) && !WORD_CHARACTER_AT_START.test(folded.slice(end, end + 2))) {
      return `${folded.slice(0, at)} ${folded.slice(end)}`;
    }
  }
  return folded;
}

const WORD_CHARACTER_AT_END = /[\p{L}\p{N}]$/u;
const WORD_CHARACTER_AT_START = /^[\p{L}\p{N}]/u;

function saysNothingElse(reading: Reading): boolean {
  return (
    reading.items.length === 0 &&
    reading.removals.length === 0 &&
    !reading.when &&
    !reading.fulfillment &&
    !reading.address &&
    !reading.name &&
    !reading.phone &&
    !reading.notes &&
    !reading.details &&
    reading.quantity === null &&
    reading.size === null &&
    reading.orderId === null
  );
}

/**
 * A message that is only a name ("Dana Ruiz", "O'Neil"), sent before the name was asked for.
 * Written with capitals, as people write names, so that "sure thing" is not taken for one.
 */
function nameOnItsOwn(text: string): string | null {
  const trimmed = text.trim().replace(/[.!]+$/, '');
  if (!/^\p{Lu}/u.test(trimmed) || trimmed.split(/\s+/).length > 3) return null;
  return readNameAnswer(trimmed);
}

const PICTURE = /\b(?:a |an |the )?(?:photo|picture|pic|image|print|drawing|logo)\s+of\s+[a-z' ]{1,40}?(?=\s+on\b|\s+and\b|[,.!?;]|$)|\b(?:his|her|their|my|our) (?:photo|picture|pic|image)\b/;

/** Something said, then "actually never mind" in the same message. */
const TAKEN_BACK_AT_ONCE = /^(?:\S+\s+){2,}\S*?[,.;!]?\s+(?:(?:actually|oh|wait|no|hmm+|um+)[,.!]?\s+)*(?:never ?mind|nvm|forget (?:it|that)|scratch that)(?: then| lol)?[.!]*$/;

/** A number said as a time: with am/pm, o'clock, minutes, "at", or a part of the day. */
const TIME_SAID = /\d\s*(?:am|pm|a\.m|p\.m)|o'?clock|\d:\d\d|\b(?:at|by|around|noon|morning|afternoon|evening|tonight)\b/;

/** "2 slices, on my way", "omw": coming now, so the soonest. */
const ON_MY_WAY = /\b(?:on my way|omw|heading (?:over|there|your way) now|coming (?:over|in|by) now|leaving now)\b/;

/** Inside a longer message: "the soonest I can get", "how soon can I", "asap". */
const SOONEST_ASKED = /\b(soonest|earliest|how soon|asap|as soon as possible|as early as possible|as early as you can|as soon as you can|when (?:can|could|would) (?:you|u|ya) (?:do|have|make|get) (?:it|one|that|them)(?: (?:then|by|ready))?(?=\s*\??\s*$))\b/;
/** An hours question inside a longer message, up to the end of its clause. */
/** "no vanilla, red velvet instead": the line named first is the one swapped, as "red velvet instead of the vanilla" says. */
const KEPT_AFTER_ALL = /^(?:(?:ok(?:ay)?|oh|actually|no|sorry|hmm+)[,.!]?\s+)*(?:never ?mind|nvm|nevermind)[,.!]?\s+(?:the |my )?([a-z ]{2,30}?)\s+(?:is|are|'s)\s+(?:fine|good|ok(?:ay)?|perfect|great)(?: then| after all| as is| as it is)?[.!]*$/;
/** "not carrot lemon", "take off the fudge and do a carrot": the one in place of the other. */
const NOT_X_BUT_Y = /^(?:(?:actually|oh|wait|no|sorry)[,.!]?\s+)*(?:not|take off|remove|drop|scrap|lose)\s+(?:the\s+)?([a-z]+(?: [a-z]+)?)\s*(?:[,;.-]\s*|\s+and\s+(?:do|make it|get|add|put|give me|have)\s+|\s+but\s+|\s+)(?:an?\s+|the\s+)?([a-z]+(?: [a-z]+)?)(?:\s+instead)?\s*[.!]*$/;
/** "red velvet": two words that together name one flavour, not one flavour put right by another. */
const oneFlavourNamed = (words: string, ctx: ReaderContext): boolean => {
  const mentions = findFlavors(tokenize(words), ctx.index);
  return mentions.length === 1 && mentions[0]?.start === 0 && mentions[0].end >= tokenize(words).length - 1;
};

const namesAFlavour = (words: string, ctx: ReaderContext): boolean => {
  const said = tokenize(words);
  const [mention] = findFlavors(said, ctx.index);
  return mention !== undefined && mention.start === 0 && mention.end >= said.length - 1 - (/(?:cake|slice)s?$/.test(words) ? 1 : 0);
};
const NO_X_Y_INSTEAD = /^(?:(?:actually|oh|wait|hmm+)[,.!]?\s+)*(?:no|not|nah)\s+(?:the\s+)?([a-z][a-z ]{2,24}?)\s*[,;-]\s*(?:make (?:it|that)\s+|i'?ll (?:take|have)\s+|i want\s+|get\s+|do\s+)?(?:an?\s+|the\s+)?([a-z][a-z ]{2,24}?)\s+instead\b/;

/** Asking to speak to someone, as opposed to being called about the order ("call me if there's a problem"). */
const ASKS_FOR_A_PERSON = /\b(speak|talk|chat|transfer|connect|put me through|get me|(need|want)\s+(a\s+)?(person|human|real person|someone|somebody|manager|staff)|(can|could|would|will|please|have) (someone|somebody|anyone|a person|staff|you|the (?:owner|manager|baker|chef|bakery)) (call|ring|phone|text)|operator|representative|agent)\b/;

const ACCEPTED_AS_IS = /^(?:(?:actually|no|nah|oh|oops|sorry|wait|nothing|never ?mind|nvm|ok(?:ay)?|hmm+)[,.!]?\s+)*(?:(?:it'?s|its|that'?s|thats|everything'?s|everything is|it is|that is|all)\s+)?(?:fine|good|all good|ok(?:ay)?|correct|right|perfect)(?: as (?:it is|is))?(?:[,.!]?\s*(?:go ahead|place it|you can place it|send it|yes|yep))?[.!]*$|^(?:(?:oops|sorry|no)[,.!]?\s+)*i meant yes\b[.!]*$|^(?:(?:no|nope|nah)[,.!]?\s+)?(?:no changes?|nothing to change|that'?s all|thats all|that is all|that'?s everything|thats everything|nothing else)(?:[,.!]?\s*(?:it'?s|its) (?:fine|good)|[,.!]?\s*thanks?(?: you)?)?[.!]*$|^(?:(?:ok(?:ay)?|alright|so)[,.!]?\s+)?(?:she|he|they|my (?:wife|husband|partner|mom|mum|boss))\s+(?:says?|said)\s+(?:yes|yep|ok(?:ay)?|go ahead|it'?s (?:fine|good))[.!]*$/;
/** "yeah 2 works" (the order's hour), "never mind the time is fine": the order as read back, agreed to. */
const AGREED_AS_READ = /^(?:yes|yeah|yep|yup|ok(?:ay)?|sure)[,.!]?\s+(?:(\d{1,2})(?::\d{2})?\s*(?:am|pm)?|that|it|the time|that time)\s+(?:works|is (?:fine|good|perfect))(?: for me)?[.!]*$|^(?:(?:hmm+|actually|oh|ok(?:ay)?)[,.!]?\s+)*(?:never ?mind|nvm)[,.!]?\s+(?:the )?(?:time|day|date|name|order|address|size)\s+(?:is|'s)\s+(?:fine|good|ok(?:ay)?|right)(?: as (?:it is|is))?[.!]*$/;

const BACK_TO_HOUR = /\b(?:go |put it |change it |move it |switch it )?back to (?=\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s*(?:please|pls|then)?[.!]*$)/;

const PARTY_SUPPLIES = /\b(candles?|sparklers?|(?:cake )?toppers?|balloons?|plates?|napkins?|forks?|knife|knives|cards?|banners?|party hats?|confetti|decorations?|ribbons?|gift wrap)\b/;

const HOURS_CLAUSE = /\b(what (are|r) (your|the|ur) (opening )?hours|what time do you (open|close)|when do you (open|close)|are you (guys )?open|r u open|how late are you open|your hours|(?:do |don'?t )?(?:you|u)(?: guys)? (?:close|open|shut))\b[^.?!,;]*/;

const STREET_REST = /^(?:st|street|ave|avenue|rd|road|blvd|boulevard|drive|ln|lane|ct|court|way|pl|place|pkwy|parkway|hwy|highway|cir|circle|ter|terrace|trl|trail)\b\.?(?:$|[\s,])/i;

/**
 * "do you have pumpkin pie? if not a carrot cake for sunday at 11": when what is asked about is
 * nothing we sell, the order said after "if not" stands, with the question answered beside it
 * ("..., also do you have pumpkin pie?"). A question about a product we have keeps its order.
 */
function orderIfNotSold(text: string, ctx: ReaderContext): string {
  const said = /^(.*?\?)\s*(?:if not|if no|if you don'?t|otherwise|or else)[,!]?\s+(.{3,})$/is.exec(text);
  // A diet or an allergen asked about ("or like a gluten free cake?") is answered as such, apart.
  if (!said?.[1] || !said[2] || /\b(?:free|gluten|vegan|dairy|nuts?|sugar|keto|allerg\w*|c[oe]liac|diabetic|eggs?)\b/i.test(said[1])) return text;
  const asked = readItems(fold(said[1]), ctx.index).items;
  const ordered = readItems(fold(said[2]), ctx.index).items;
  if (asked.length === 0 || asked.some((item) => item.kind !== 'unknown') || !ordered.some((item) => item.kind === 'product' || item.kind === 'choose')) return text;
  return `${said[2]}, also ${said[1]}`;
}

/** "never mind, keep sunday", "forget it, the original time is fine", "leave it as it was": the time the order had. */
const KEEP_TIME = /^(?:(?:no|nah|nope|ok(?:ay)?|oh|hmm+|um+|ah|sorry)[,.!]?\s+)*(?:(?:never ?mind|nvm|forget (?:it|that)|scratch that|no thanks|no thank you)[,.!]?\s*)?(?:(?:just |then |let'?s )?keep (?:it|the (?:original|old|first|same|other) (?:time|day)|(?:it )?(?:as it was|as is|the same)|(?:it (?:on|for) )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|the time)|leave it(?: as it was| as is| then)?|(?:the )?(?:original|old|first|previous|other) (?:time|day)(?: is)?(?: fine| ok(?:ay)?| good| works| then)?|go back to (?:the )?(?:original|old|first|previous|other) (?:time|day)|never ?mind|nvm|forget (?:it|that))(?: then| please| pls| thanks)?[.!]*$/;

/** "a unicorn cake", "spiderman cakes": a cake by its look or theme, not by a size or a shape we do not make. */
const themeCake = (phrase: string | null | undefined): boolean => !!phrase && /\bcakes?$/.test(phrase) && !/\d|\b(?:inch|inches|in|tiers?|tiered|layers?|size|sized|small|big|large|mini|huge|sheet|cup|cheese)\b/.test(phrase);

function markThemeCakes(reading: Reading): void {
  reading.items = reading.items.map((item) => (item.kind === 'unknown' && themeCake(item.phrase) ? { ...item, themeCake: true } : item));
  const asked = reading.about.allUnknown ?? reading.about.unknown;
  if (asked && themeCake(asked) && !reading.about.alsoUnknown?.length) reading.about = { ...reading.about, themeCake: true };
}

/** Praise for an earlier order. */
const PRAISED = /\b(?:great|amazing|delicious|awesome|perfect|fantastic|wonderful|so good|loved|love it|loved it|a hit|the best|yummy|excellent)\b/;

/** Words left over from a question that name no product: "or", "options", "tax". */
const NAMES_NOTHING = /^(?:(?:or|and|any|some|other|options?|choices?|kinds?|tax|taxes|sales tax|tip|fees?|with|the|a|an)\s*)+$/;

/** "my mom loves carrot cake", "we're big fans of your red velvet": a liking told, with no order in it. */
const FONDNESS_TOLD = /^(?:(?:oh|so|well|haha|lol)[,!.]?\s+)?(?:(?:my|our|his|her) [a-z]+(?: [a-z]+)?|i|we|she|he|they|everyone|everybody)(?: (?:really|just|absolutely|totally))? (?:loves?|likes?|adores?|enjoys?|(?:is|are|am|'?re|'?m) (?:a |such a )?(?:huge |big )?fans? of)\b[^?]*$/;

/** "in the morning please", "afternoon is best": a part of the day with no hour; never a product we lack. */
function readPartOfDay(folded: string, reading: Reading): void {
  if (reading.when?.kind === 'time' || reading.when?.kind === 'datetime' || reading.asap) return;
  const part = /\b(morning|afternoon|evening)\b/.exec(folded.replace(/\bgood (?:morning|afternoon|evening)\b/g, ' '))?.[1] as PartOfDay | undefined;
  if (!part) return;
  reading.partOfDay = part;
  reading.items = reading.items.filter((item) => item.kind !== 'unknown' || !/^(?:the |in the |this |tomorrow )?(?:morning|afternoon|evening)s?$/.test(item.phrase));
}

export const englishReader: MessageReader = { language: 'en', read, selfCorrection };


/** The products loose wording names, as the conversation would read it: for agents mapping words to SKUs. */
export function readProductWords(text: string, index: MenuIndex, now: ReaderContext['now']): ItemMention[] {
  const reading = read(text, { now, index, awaiting: null, offer: null, draftSkus: [] });
  if (reading.items.length > 0) return reading.items;
  const { skus, category, unknown } = reading.about;
  if (skus.length === 1) return [{ kind: 'product', sku: skus[0] as string, qty: null, size: null, sizeWanted: reading.size }];
  if (skus.length > 1) return [{ kind: 'choose', skus, qty: null, sizeWanted: reading.size }];
  if (category) return [{ kind: 'category', category, qty: null, sizeWanted: reading.size }];
  if (unknown) return [{ kind: 'unknown', phrase: unknown, suggestions: [] }];
  return [];
}
