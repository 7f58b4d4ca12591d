import type { Intent } from '../reading.js';

// What an English message asks for, apart from the order itself. Each pattern reads the folded,
// lower-case text. A pattern anchored with ^...$ must be the whole message ("no", "cancel"): as a
// word inside a longer message it means something else ("no nuts please").

/** Trailing politeness and punctuation that do not change what a short answer means. */
/** A food named by a nut or other allergen in it: "pecan pie", "peanut butter cookies", "almond croissant". */
const FOOD_NAMED_BY_ALLERGEN = /\b(?:pecan|peanut|walnut|almond|hazelnut|pistachio|coconut|cashew|macadamia|sesame)(?: butter)?\s+(?:pies?|cookies?|brownies?|bars?|tarts?|bread|muffins?|ice cream|pudding|lattes?|croissants?|pralines?|fudge|cheesecake|scones?|rolls?|cupcakes?|cake|cakes)\b/;

export function bare(text: string): string {
  return text
    .replace(/[\p{Extended_Pictographic}\u{FE0F}]/gu, ' ')
    .replace(/[.!?,;:)( ]+$/g, '')
    .replace(/\s*,?\s*\b(please|pls|plz|thanks|thank you|thx|ty|mate|dear|gracias|merci|danke|porfa|por favor)\b[.! ]*$/g, '')
    .replace(/^(ok(ay)?|um+|uh+|hmm+|oh|ah|well|so)[,. ]+(?=\S)/g, '')
    .trim();
}

const YES = /^(y|ya|yes|yess+|yse|yes+h|yeh|yeahh+|yeaa+|yas+|yees|yeah|yea|yep|yup|yes please|sure|sure thing|of course|ok|okay|okey|k|kk|correct|confirm|confirmed|i confirm|place it|place the order|place my order|go ahead|go for it|sounds good|sounds great|that'?s right|that'?s correct|that is correct|right|perfect|do it|absolutely|definitely|that works|works for me|that'?s fine|fine|great|good|all good|looks good|looks great|yes that'?s right|yes correct|yes it is|please do|affirmative|that'?s it|that'?s all|alright|all right|bet|say less|yessir|yes sir|yes ma'?am|for sure|fo sho|ofc|yah|ye|aight|aye|si|sí|oui|let'?s do it|lets do it|yes let'?s do it|i do|yes i do|yes please do|yes that'?s fine|yes perfect|ok go|okay go)$/;
/** Facts of a diet the catalog does not hold: "sugar free", "halal", "keto". */
export const DIETARY_WORDS = /\b(halal|kosher|alcohol(?:ic)?|booze|liquor|gelatine?|lard|pork|vegetarian|organic|keto|paleo|diabetic|diabetics|sugar[- ]?free|no sugar|low[- ](sugar|carb|fat|calorie)|sugarless|gmo|non[- ]gmo|artificial (colou?rs?|flavou?rs?|sweeteners?)|preservatives?|calories)\b/;
const NO = /^(n|no|nope|nah|not yet|wait|hold on|no thanks|no thank you|not quite|that'?s wrong|wrong|incorrect|not right|that'?s not right|negative)$/;

/** "what do people usually get for an office party?", "what's the biggest cake you make?", "do all ur slices come in large?": the menu, with its sizes, asked; nothing ordered. */
export const MENU_ASKED = /\bwhat (do|should|would) (people|folks|most people|everyone|customers|i|we) (usually |normally |typically |generally )?(get|order|buy|go for)\b|\b(biggest|largest|smallest) (cake|one|size|slice)s?\b|\bwhat sizes?\b|\bwhich sizes?\b|\bhow big (are|is) (your|the) (cakes?|slices?)\b|\bcome in (large|big|bigger|small|a large|a bigger|large size|different sizes)\b/;

const OK_WORDS = 'ok(ay)?|k|kk|cool|great|alright|awesome|perfect|nice|got it|gotcha|good to know|noted|understood|i see|makes sense|sounds good|oh';
const THANKS_WORDS = 'thanks|thank you|thank u|thanku|thankyou|thx|thnx|thanx|ty|tysm|tyvm|tks|cheers';
/** Thanks, with at most an "ok" before it, and nothing else: "ok thx" closes an exchange. */
export const ACKNOWLEDGED = new RegExp(`^((${OK_WORDS})[,!. ]+)*(${THANKS_WORDS})( (so much|a lot|again))?[.! ]*$`);

/** "is there alcohol in it?", "any gelatin in the fudge cake?": a thing asked to be in a cake; the thing is the capture. */
export const INGREDIENT_IN_IT = /\b(?:is there|are there|any) (?:any )?([a-z]+(?: [a-z]+)?) in (?:it|them|this|that|those|the [a-z]+(?: [a-z]+){0,2})\b/;

const PATTERNS: Array<[Intent, RegExp]> = [
  ['restart', /\b(start over|start again|start agian|strat over|starting over|restart|reset|new order|begin again|from scratch|start a new order|fresh start)\b/],
  ['cancel', /^(actually |oh |oh no,? |oops,? |shoot,? |wait,? |sorry,? |um+,? |so |ok(ay)?,? |hey,? |hi,? |nah,? |no,? |nope,? )*(i want to |i'?d like to |i need to |can you |could you |can i |please )?(cancel|cancel (it|that|this|the order|my order|order|everything|the whole thing)|never ?mind|nvm|forget it|forget about it|forget the order|don'?t want it|i don'?t want (it|that|anything) (anymore|any more)|i changed my mind|scrap (it|that|the order|the whole thing|everything|all of it)|cancel the whole thing)( then| now)?$/],
  // "ugh sorry boss changed plans, cancel it": the last clause of the message cancels.
  ['cancel', /(?:^|[,.!;:]\s*)(?:so |then |just |please |pls |ok(?:ay)? |yeah )*(cancel (it|that|this|the order|my order|everything|the whole thing|all of it)|never ?mind|forget it|scrap (it|that|the order))( please| pls| then| now| for now| sorry)?[.! ]*$/],
  // "no, never mind, don't place it": the order being made is not wanted.
  ['cancel', /\b(don'?t|do not|please don'?t) (place|put in|submit|send|process|go ahead with) (it|that|this|the order|my order)\b/],
  // "yes please cancel", "k cancel pls": a cancel said after a word of agreement.
  ['cancel', /^(?:yes|yeah|yep|ya|ok(?:ay)?|k|sure)[,.!]?\s+(?:(?:please|pls|plz|just)\s+)?cancel(?: it| that| this| the order| my order| everything)?(?:\s+(?:please|pls|plz|then|now))?[.! ]*$/],
  // "scratch that, never mind, ill just come in": not wanted, bought at the counter instead.
  ['cancel', /\b(never ?mind|nvm|forget it|scratch (that|it)|cancel( it| that)?)\b.{0,20}\b(i'?ll|ill|i will|we'?ll|well)\s+(just\s+)?(come in|stop by|drop by|pop in|swing by|walk in|come by|buy (it|them|one) (in (the )?store|in person|there))\b/],
  // "actually nvm she'll just come in herself": the order being made is not wanted, and why.
  ['cancel', /^(actually |oh |ok(ay)? |wait |sorry |hmm+ |no )*(nvm|never ?mind|forget it|forget about it)\b(?! (the |that |about the )?(allerg\w*|note|message|writing|delivery|address|time|name|question))(?! (?:on|about) (?:the|that|my) (?!order\b|whole\b|everything\b)\w)(?!.*\b(make|change|instead|i'?ll|i want|get|add|but|just the|only|fine|go ahead|all good|good|ok|okay|place it|keep it|yes|yeah)\b)(?!.*\d)/],
  // "actually never mind, cancel that, I'll come in and buy them in person": said twice, whatever follows.
  ['cancel', /\b(?:never ?mind|nvm|forget it|scratch that),?\s+(?:just |please )?cancel (?:it|that|this|the order|everything|all of (?:it|that))\b/],
  // "I don't need anything after all": the order being made is not wanted.
  ['cancel', /\bi (don'?t|do not) (need|want) (anything|it|them|the (cake|order|slices)) (after all|anymore|any more)\b/],
  // "ugh the party got called off, pls cancel it": a request to cancel, said anywhere.
  ['cancel', /\b(pls|please|plz|can you|could you|can u|could u|can i|could i|can we|may i|need to|want to|have to|gotta) cancel (it|that|this|the order|my order|the cake)\b(?! (and|but|then)\b)/],
  // "actually forget it, cancel that, my wife already ordered one": the cancel, then why.
  ['cancel', /(?:^|[,.!;:]\s*)(?:oh |wait |um+ |actually |so |just |please |no )*(?:forget it|never ?mind|cancel (it|that|this|the order|everything))\s*[,.!;:]\s*(?!.*\b(instead|make it|rather|but|want|'?ll|get|add)\b)[a-z' ]+(already|ordered|got one|changed|plans|not needed|don'?t need)/],
  // "oh no, please cancel that order": said anywhere in the message, about an order.
  ['cancel', /\b(cancel|call off|cancell?ation of) (my|the|that|this|our) (whole |last |previous |recent )?order\b(?! (and|then|but|so|because|to))/],
  [
    'person',
    /\b((speak|talk|chat)\s+(to|with)\s+(a|an|the|some|your)?\s*(human|person|someone|somebody|staff|employee|manager|owner|agent|representative|baker|people|real)|(real|actual|live)\s+(person|human)|(can|could|may)\s+i\s+(get|have|speak to|talk to)\s+(a|the)?\s*(person|human|manager|someone|somebody|staff|owner|representative|agent)|(get|put)\s+me\s+(a|the|through to)?\s*(person|human|manager|someone|somebody|staff|owner|representative)|(?<!\b(?:don'?t|dont|do not|not|never) (?:call|text|contact|ring) (?:him|her|them)\b[^.!?]{0,40})call me(?! (?:back )?(?:on|at) (?:\+?\d|zero|oh|one|two|three|four|five|six|seven|eight|nine|(?:my|this|that|the) (?:other |cell |work |home |mobile )?(?:number|cell|phone)))(?!,? (?:not|instead of) (?:him|her|them|my)\b)(?! (?:with|if|about) (?:any )?(?:questions?|problems?|issues?|changes?)\b)(?![^.!?]{0,25}\d{3}\D{0,2}\d{3}\D?\d{4})( back)?|have (someone|somebody|staff) (call|contact|text)|get (someone|somebody|a person|a human|staff|a manager) to (sort|fix|help|handle|deal with|call|look at|cancel)|(manager|owner|boss|staff|baker)'?s? (cell|number|phone|phone number|contact|email)|(number|phone|cell|contact) (for|of) (the )?(manager|owner|boss)|^(just |can you |could you |pls |please )?(give|send|tell) me (the|their|his|her|a) (number|cell|phone number|phone|contact)|(connect|transfer) me|(need|want) (a|to talk to a|to speak to a|to speak with a) (person|human|real person)|bot is (useless|stupid|not helping|dumb)|(is there|can i get|could i get) (a|an|the|someone|somebody|anyone)\s*(manager|owner|person|human|staff)?\s*(i|we) (can|could) (speak|talk) (to|with)|(a|an) (human|person|real person|actual person) (i|we) (can|could) (talk|speak|chat) (to|with)|(someone|somebody|anyone|a person|a human) (i|we) (can|could) (call|ring|phone|talk to|speak to|speak with)|(anyone|anybody|someone|somebody) there\W+(i )?need (some )?help)\b|^(agent|representative|operator|person|human|staff|manager|a human|a person|operator please)(?:[,.! ]+(?:agent|representative|operator|person|human|please))*$/,
  ],
  ['upset', /\b(you (guys |all |people )?(suck|are useless|are the worst|are terrible|are a joke)|(this|ur|your|the) (bakery|place|shop|service|bot|chat|app|thing) (is |sucks|s |is the )?(the )?(worst|terrible|awful|trash|garbage|useless|a joke|horrible|ridiculous|a scam)|(worst|terrible|awful|horrible) (bakery|service|place|experience|bot)( ever)?|f+u+c+k+|f\*+k?|wtf|stfu|screw (you|this)|shut up|idiots?|moron|dumb ?ass|pathetic|ridiculous)\b|^\s*(?:😡|🤬|😤|🖕)[\s😡🤬😤🖕!]*$/u],
  ['arriving', /\b(running|gonna be|going to be|will be|i'?ll be|i'?m|im|we'?re|were) (a (bit|little) |\d+ (min|mins|minutes) |about \d+ (min|mins|minutes) |few (min|mins|minutes) |like \d+ (min|mins|minutes) )?(late|behind)(( for| to)? (my |the |our )?(pick ?up|pick-up|collection|order)\b|\s*[.!]*$)|\b(i'?m|im|i am|we'?re|we are) (here|outside|out front|at the (bakery|store|shop|counter|door)|in the parking lot|parked)\b.{0,40}\b(pick ?up|pick-up|collect|get|grab)\b.{0,15}\b(my|our|the) (order|cake|slices?)\b|\b(i'?m|im|i am|we'?re|we are) (here|outside|out front|parked) (for|to get|to pick up) (my|our|the) (order|cake|pickup|pick ?up)\b/],
  ['help', /^(help|\?+|what can you do|how does this work|how do i order|how do i use this|commands|options|info|instructions)$/],
  // "how do I place an order?", "can I order online?", "can I order through here?": right here.
  ['help', /^(?:(?:hi|hey|hello|ok|so|um+)[,!.]?\s+)*(?:how (?:do|can|would) (?:i|we) (?:place|make|put in|do|start) (?:an? |my )?order|how (?:do|can) (?:i|we) order(?: a cake| cakes| from you| here| online| by text)?|can (?:i|we) (?:place an? )?order (?:online|here|through (?:here|you|this|text|the chat)|by text|over text|on here|via text|from here)|is this where (?:i|we) (?:order|place an order))\s*\??$/],
  ['hours', /\b(what times? (are|is) (available|open|free)|available (pickup |pick-up )?(times|slots)|time slots|(?<!\b(?:\d+|few|couple|of|several|many|some|two|three|four|five|six|eight|twelve)\s+)hours|opening times?|open|opens|close|closes|closing|closed|what time do you|how late|the latest (i|we) can|until what time|till what time|til what time|how early can (i|we)|what time can (i|we) (pick|come|collect|get|stop)|(what'?s|what is) the earliest (i|we) can (come|pick|get|grab|stop|swing))\b/],
  [
    'menu',
    /\b(what (other|else|more)( \w+)? (cakes?|flavou?rs|kinds?|types?|options|slices|things)?\s*(do|does|can|could|have|are)\b|what else (do|have|can|could|is there)\b|menu|price list|full list|what'?s available|what do you (have|sell|make|offer|bake|do)|what (whole |custom )?(cakes?|kinds?|types?|sorts?|flavou?rs|slices|things) (of cakes? )?(do you|have you|are there|you got|can i|are available)|what (can|could) i (order|get|have)|your (cakes|flavou?rs|selection|options)|what flavou?rs|which flavou?rs|list of (cakes|flavou?rs)|(cheapest|least expensive|most affordable|most expensive|priciest|lowest priced?|price range)( \w+)? (cakes?|slices?|options?|items?|thing|one)|what (is|are|'?s) (the |your )?(cheapest|least expensive|most affordable)|what (do|would) you (recommend|suggest)|any (recommendations|suggestions)|what'?s good|what should i (get|order|try)|what'?s (the|your) best( one| cake| thing)?( you have| you got| here)?|what do (you|u|ya) (guys |all )?(have|got)\b|most popular|best ?sellers?|(best|top|highest)[- ]rated|best reviewed|(your |the )?(reviews|ratings)|how many stars|(the |what'?s the )?difference between)\b/,
  ],
  [
    'status',
    /\b(status|where'?s my (order|cake|delivery)|where is my (order|cake|delivery)|track(ing)?|(is|are) my (order|cake|cakes|slices|delivery)( for [a-z]+)? (ready|done|confirmed|approved|good to go|on (its|the) way|coming)|has my order|check (on )?(my|the|an) order|ord_[0-9a-z]+|order (number|id) is|(did|has) (it|that|my order|the order) (go|gone) (through|thru)|(what'?s|what is|whats) my order (number|id)|^(?:(?:so|and|ok(?:ay)?|cool|great|thanks|thx|awesome|nice|perfect|hey|hi)[,!.]? )*(is|was) (it|that|the order|my order) (confirmed|ready|done|placed|booked|approved|accepted|through|in)\b|\b(if|whether) (my|the) (order|cake|slices?) (is|was|are) (ready|done|confirmed|placed|approved|through)\b|(what time|when) (is|was|'?s) my (pickup|pick up|pick-up|order|cake|slices?)|my (pickup|pick up|pick-up) time|my order (number|id)( again)?\?|placed an order .{0,40}\b(ready|status|confirmed|know)|haven'?t (received|gotten|heard about) my (order|cake))\b/,
  ],
  ['greeting', /^(hi|hii+|hello|hey|heya|hiya|howdy|good (morning|afternoon|evening|day)|yo|greetings|hola|sup)\b/],
  // "perfect, see you tomorrow! 🎂🎉": a goodbye after the order.
  // "omg sorry wrong number", "oops wrong chat": not for the bakery; a polite goodbye.
  // "k nvm thanks", "never mind then, thanks": done, with thanks (with an order being made, it also cancels it).
  ['goodbye', /^(?:k|kk|ok(?:ay)?|oh|ah|alright|ugh)?[,. ]*(?:nvm|never ?mind)(?: then| that| it)?[,.! ]*(?:thanks?|thank (?:you|u)|thx|ty|cheers)(?: anyway| anyways| tho| though| so much)?[.! ]*(?:bye)?[.!]*$/],
  ['goodbye', /^(?!.*\d)(?!.*\b(?:it'?s|its|is|should be|correct one|right one|use|try)\b).*\bwrong (?:number|chat|person|site|website|page|group|convo|conversation|thread)\b|\b(?:not meant for (?:you|u|this)|meant to (?:text|message) someone else|texted the wrong)\b/],
  ['goodbye', /^(ok(ay)?|perfect|great|awesome|cool|sounds good|amazing|wonderful|lovely)?[,!. ]*(?:(?:thanks|thank (?:you|u)|thx|ty)(?: so much| a lot)?[,!. ]*)?(see (you|ya|u)( (on |this |next )?(then|tomorrow|tmrw|tmr|2moro|saturday|sunday|monday|tuesday|wednesday|thursday|friday|sat|sun|mon|tue|tues|wed|thu|thur|thurs|fri|later|soon|there|at (the )?pick ?up|weekend|in the morning|tonight))?|talk soon|catch you later)[!. ]*(\p{Extended_Pictographic}|\u{FE0F}|\s)*$/u],
  // "where is order #20931??": an order asked about by a number.
  ['status', /\b(checking|check|calling|following up) (on|in on|up on|about) (my|our|an?|the) order\b|\bstatus (of|on) (my|our|an?) order\b|\bwhere(?:'s| is)? (?:my |the |our )?order\b|\b(?:when|what time) (?:will|does|is|would) (?:my|our) (?:delivery|order|cake) (?:arrive|come|get here|get there|be (?:delivered|here|there|arriving))\b|\bwhere(?:'s| is) my delivery\b|\border (?:#|no\.? ?|number )?\d{3,}\b/],
  // "hi again! just checking my cake is still on for tomorrow?": the order's status.
  ['status', /\b(checking|check|making sure|confirm(ing)?)\b.{0,30}\b(my|the|our) (cake|order|slices)\b.{0,15}\b(still on|still good|still happening|still coming|ready|confirmed|all set)\b|\b(is|are) (my|the|our) (cake|order|slices) still (on|good|happening|coming)\b/],
  // "if my cake isnt ready im leaving a 1 star review and calling channel 8": for a person.
  ['complaint', /\b(1|one)[- ]star\b|\b(bad|terrible|awful) review\b|\bcalling (channel|the news|news)\b|\breport (you|this)\b|\bbetter business bureau\b|\bbbb\b|\b(my )?lawyer\b|\bsue (you|the)\b/],
  [
    'complaint',
    /\b((?<!\btax )refund(?! (check|came|lol))|money back|charged (me )?(twice|wrong|too much)|overcharged|double charged|complain|complaint|disappointed|not happy with|unhappy with|unacceptable|food poisoning|got sick|made (me|us|him|her|them|(?:my|our) (?:\w+ )?\w+) (?:sick|ill)|(never|didn'?t|did not|haven'?t|have not) (receive|received|get|got|gotten) (my|the|our) (order|cake|delivery)|(my|the|our) (order|cake|delivery|driver) (never|didn'?t|did not|hasn'?t|has not|still hasn'?t|still has not) (arrive|arrived|come|came|show|showed|shown|turn|turned|get|got) ?(up|here)?|(nobody|no one|no-one) (delivered|brought|dropped off) (my|the|our)|(got|made) (my|the|our) (order|cake) wrong|(messed|screwed) up (my|the|our) (order|cake)|(my|the|our) (order|cake|slices?|delivery) (was|were|is|are|came|arrived|had)\b.{0,40}\b(wrong|missing|late|damaged|broken|dry|stale|bad|melted|smashed|ruined|cold|burnt|incorrect|not what i ordered)|(the )?(cake|slices?|order) i (got|bought|picked up|received)\b.{0,60}\b(wrong|dry|stale|bad|damaged|broken|melted|smashed|ruined|burnt|moldy|mouldy|awful|terrible|disgusting))\b/,
  ],
  ['goodbye', /^(ok(ay)?,? |no,? |nope,? |actually,? |oh,? |well,? |sorry,? |never ?mind,? |thanks?,? |thank you,? |that'?s all,? |that is all,? |that'?s it,? |nothing else,? |i'?m good,? |all good,? )*(bye|bye bye|byebye|goodbye|good bye|bye now|see ya|see you|cya|ttyl|have a (good|nice|great) (day|one|night|evening)|i'?ll call (back|later)|talk (to you )?later)( then| now| for now)?([,.! ]+(thanks?|thank you|cheers))?[.! ]*$/],
  ['place_question', /\b(?:where (?:do|should|can|would|will) (?:i|we) (?:pick (?:it |them |the \w+ |the \w+ \w+ )?up|collect|come|go|get (?:it|them))|where(?: is|'?s) (?:the )?pick ?-?up|where (?:are|r) (?:you|u|y'?all)(?: guys)?(?: located| based| at)?\b(?! (?:on|with) (?:my|the) order)|what'?s (?:your|ur|the) (?:address|location)|(?:your|ur|the bakery'?s?) (?:address|location)|directions|how do i get (?:there|to you)|parking|park (?:at|near|nearby|outside|on the street)|wi-?fi|seating|seats? inside|tables? (?:inside|outside)|places? to sit|sit (?:down )?inside|restrooms?|bathrooms?)\b/],
  ['notify_question', /\b(?:(?:text|call|message|e-?mail|notify|ping|let) (?:me|us)(?: know)? (?:when|once|if) (?:it'?s|its|it is|they'?re|they are|the (?:cake|order|slices) (?:is|are)|my (?:cake|order) is) (?:ready|done|finished|confirmed|approved)|(?:will|do|would|should|can) (?:i|we) (?:get|receive|be sent) (?:an? )?(?:e-?mail|text|sms|message|notification|reminder|confirmation (?:e-?mail|text|message))|(?:e-?mail|text) (?:confirmation|receipt|notification|reminder)|(?:will|do|would) (?:you|u|y'?all) (?:text|call|message|e-?mail|notify|remind) (?:me|us)\b(?! (?:at|on) \+?\d)|how (?:will|do|would|can) (?:i|we) (?:know|find out|hear)\b|when (?:will|do|would|should) (?:i|we) (?:hear(?: back)?|know|find out|get (?:an? )?(?:answer|confirmation|reply|decision))\b|how long (?:until|till|til|before|does it take|will it take|do (?:i|we) wait)\b.{0,30}\b(?:confirm|approve|review|hear|reply|respond|get back|decision|answer)\w*)/],
  ['photo_question', /\b(send|text|email|e-mail|share|attach|upload|show|forward) (you |u |y'?all )?(a |the |my |some |over (a |the |my )?)?(photos?|pictures?|pics?|images?|screenshots?|inspo|inspiration (photos?|pics?|pictures?))\b|\b(photos?|pictures?|pics?|images?) of (the|my|a) (cake )?(design|idea|inspiration)\b/],
  // "understood, please note it for the staff", "let the bakery know": asking that it be passed on.
  ['pass_on', /\b(note (it|that|this)|make a note|(put|add) (a|the) note|flag (it|that|this|the \w+ allergy|the allergy)|(let|tell|inform|warn|remind) (the |your )?(staff|bakery|kitchen|team|bakers?|them|you guys|y'?all)|pass (it|that|this) (on|along)|make sure (they|the staff|the bakery|the kitchen|the bakers?) (know|are aware|see))\b/],
  ['thanks', new RegExp(`^((${OK_WORDS})[,!. ]+)*(${THANKS_WORDS}|appreciate it|much appreciated)\\b`)],
  // "thank u so much, have a good one": thanks, and a goodbye.
  ['thanks', /^(thank u|thank you|thanks|thx|ty)( so much| very much| a lot| a bunch)?[,!. ]+(have a (good|great|nice) (one|day|night|evening|weekend)|see (you|ya)|bye)\b/],
  ['goodbye', /^(thank u|thank you|thanks|thx|ty)( so much| very much| a lot| a bunch)?[,!. ]+(have a (good|great|nice) (one|day|night|evening|weekend)|see (you|ya)|bye)[.! ]*$/],
  // "whats the diff in price btwn reg n large choc slice": the price of each, compared.
  ['price_question', /\b(diff(erence)?|differ) (in|of) (price|cost)\b|\bprice diff(erence)?\b|\bhow much (more|less|extra)\b/],
  ['price_question', /\bwhat (would|will|does|do) (that|it|this|all that|those|these) (be|come to|cost|run)\b|\bprices?\s*\?|\b((which is|which one is|which'?s|what'?s|whats|what is|is it|would it be) cheaper|(come|comes|add up|adds up) to\b|(what'?s|what is|what would be|what'?d be|whats) the (total|damage|cost)|the total (for|of|on|be)|how much|what('?s| is| are| does| do)? (the )?(price|cost)|(price|cost)s? (of|for)|what do(es)? .{1,60} cost|how expensive|what .{1,40} charge)\b/],
  [
    'have_question',
    /^((hi|hey|hello|yo|good (morning|afternoon|evening))[ ,!.]+)?(do|does|can) (you|u|ya|y'?all)( guys| all)? (have|sell|make|do|carry|bake|got|offer)\b(?! (that|it|them|this|those|mine|my order)\b)|(?:[,.!?;]|\balso|\bbtw)\s*(?:and |also )?(do|does) (you|u|ya|y'?all)( guys| all)? (have|sell|make|carry|bake|got|offer)\b(?! (that|it|them|this|those|mine|my order)\b)|\b(how (far|long) (ahead|in advance|before)|how much (notice|advance notice|lead time)|how long (does|do|will|would) .{1,40} take|how early (do|should|must) i|advance notice|lead time|(do|should|must|shall) (i|we) (need to |have to )?(order|book|call|reserve|pre-?order)\b.{0,40}\b(in advance|ahead( of time)?|beforehand|early|days before)|have you got|you got any|got any|is there any|are there any|do you still have|^(?:(?:hi|hey|hello|yo)[ ,!.]+)?(?:u |you |ya |y'?all )?still (?:have|got|selling|sell)|which .{1,40} (have you got|do you have|are available|are there)|what .{1,40} (have you got|do you have)|is .{1,40} available|are .{1,40} available|any .{1,40} (left|available|today)|(does|do|can) (the |your |ur |a |an )?(?!all\b)[a-z' -]{1,40} come in (?=an? |\d|six|eight|nine|ten|twelve))\b/,
  ],
  // "whats the difference between the lemon and the vanilla": each described.
  // "is it moist?", "is the carrot cake very sweet?", "are they dense?": what the cake is like.
  ['describe_question', /^(?:(?:and|so|but|also|oh|hmm+|ok(?:ay)?)[,.]?\s+)?(?:is|are) (?:it|they|that|those|the [a-z ]{2,30}?|your [a-z ]{2,30}?) (?:very |too |super |really |pretty |quite |more )?(?:moist|dry|sweet|rich|dense|light|fluffy|heavy|tasty|spicy|tart|sour|fresh|homemade|made fresh|made here|chocolatey|frosted|iced|big|small)\b/],
  // "is there alcohol in it?", "any gelatin in the fudge cake?": what is in a cake, asked.
  ['describe_question', new RegExp(String.raw`^(?:(?:and|so|but|also|oh|ok(?:ay)?|wait)[,.]?\s+)*` + INGREDIENT_IN_IT.source.replace(/^\\b/, ''))],
  // "is there a smaller size?", "do you have a bigger one?": the sizes we make, asked.
  ['describe_question', /\b(?:is there|are there|do (?:you|u) (?:have|do|make)|can (?:i|we) get|does it come in|comes? in) (?:a |an |any )?(?:smaller|bigger|larger|other|different|mini|half) (?:size|sizes|one|ones|cake|version)\b/],
  ['describe_question', /\b(difference|diff|differences) between\b|\bhow (are|is) (the )?\w+( \w+)? different\b/],
  // "what does red velvet even taste like lol", "whats the lemon chiffon like?", "carrot or lemon slice, whats the difference?".
  ['describe_question', /\bwhat (?:does|do) (?:the |your |a )?[a-z' ]{2,30}? (?:even |actually |really )?taste like\b|\bwhat(?:'?s| is) (?!(?:the |your |a )?(?:weather|traffic|it|that|this|there|parking|line|wait|vibe|place|atmosphere|service|staff|area|neighbou?rhood|street|day|week|life|work|job)\b)[a-z' ]{2,30}? (?:cake |one )?like\b(?! (?:to|for|on|at|in)\b)|\bwhat(?:'?s| is) the difference\b|\bhow (?:does|do) (?:it|they|the [a-z ]{2,30}?) compare\b/],
  // "what's a large slice of the chocolate fudge cost", "what does a whole lemon cost?".
  ['price_question', /\bwhat(?:'s| is| does| do| would| will)\b.{1,60}\bcost\b/],
  // "will the price be 65?", "so the total will be 92?": a price checked.
  ['price_question', /\b(?:will|would|is|should) (?:the |my |that |it )?(?:price|total|cost|bill)(?: then)? (?:be|come to)\b|\b(?:the |my )?(?:price|total|cost|bill) (?:will|would) be\b/],
  // "would 12 carrot slices be cheaper than a whole carrot cake?": a comparison asked, not an order.
  ['price_question', /^(?:would|will|is|are|does|do|wouldn'?t|isn'?t)\b.{1,60}\b(?:be |it be |come out |work out )?(?:cheaper|less expensive|a better deal|better value)\b/],
  ['describe_question', /\b(what sizes?( options)? (do|does|are|is|can)|(come|comes|available) in what sizes?|which sizes? (do|does|are|is|can)|which (one )?(is|'?s) (better|best|nicer|tastier|sweeter|richer|lighter)|(is|are) .{1,30} (better|nicer|tastier|sweeter) than|(is|are) (the |your )[a-z ]{2,30}? (better|nicer|tastier)\b(?! than)|what'?s the difference between (the )?[a-z]|how many (people|servings|guests|slices|persons|ppl)|(does|will|would) (it|that|one|the .{1,30}|a .{1,30}|an .{1,30}|your .{1,30}) (feed|serve)|feeds? how many|serves? how many|how big is|what size is|what'?s in (the|it|a)|tell me (more )?about|describe|(does|do|is|are) (?!(you|u|ya|y'?all|they|we|i)\b)(the |your |this |that )?[a-z' ]{2,30}? (have|come with|contain|made with|topped with|covered in|include)\b)\b/],
  // "would you take 35 for the carrot cake?", "can you do 40 for the red velvet?": a price offered.
  ['haggle', /\b(?:(?:would|will|could|can) (?:you|u|ya) (?:take|do|accept|go)|how about|i'?ll (?:give|pay) (?:you )?|i can (?:give|pay|do)|what about)\s+(?:\$\s?\d+|(?:1[5-9]|[2-9]\d|\d{3})\b)(?:\.\d\d)?\s*(?:dollars|bucks)?\s+(?:for|on)\s+(?:the|a|an|that|this|your|one|it)\b/],
  // "please, I'll pay extra", "can I pay a rush fee?": no rush is sold; what the bakery charges and when it can be ready stand.
  ['haggle', /\b(?:i'?ll|i will|i can|i'?d|i would|happy to|willing to|can i|could i) (?:gladly |happily )?pay (?:extra|more|double|a rush fee|a fee|whatever|anything)\b|\brush (?:fee|charge|order)\b/],
  ['haggle', /\b(discounts?|half price|half off|\d+ ?% off|percent off|(?<!\b(which is|which one is|which'?s|what'?s|whats|what is|is it|would it be|be) )cheaper(?! (to get|than|if|for me to)\b)|coupons?|promos?( codes?)?|deals?|specials? offers?|for free|free of charge|make (it|them|this|that|the order) free|lower (the )?price|price match|best price|knock .{1,20} off|promised me .{0,30}(price|off|free|discount)|give me a break on|(?<!\b(?:gluten|dairy|nut|sugar|egg|allergen|lactose|soy|wheat|peanut|fat|carb)[- ])(a |one )?free (slice|cake|one|item|dessert|something)|deserve .{0,20}(free|discount|something)|on the house|make it up to me)\b/],
  ['delivery_question', /\b((do|can|will|could) (you|u|ya|y'?all)( guys)? (do )?deliver(y)?|is delivery (free|available|possible|same[- ]?day|fast|quick|extra|included|expensive)|(does|is there) (delivery|delivering) (cost|costs|charge) (extra|more|anything)|(is there|do you|do u) (an? )?(extra )?(charge|fee|cost) (for|to) deliver(y|ing)?|(do|can) (you|u) deliver (the )?same[- ]?day|delivery (fee|cost|charge|area|radius)|how much (is|for) delivery|(charge|cost|costs|pay|fee) (for|of) (a )?deliver(y|ing)|how much (does|would|will) (it|a delivery|delivery) cost to deliver|(do|can|will) (you|u|ya|y'?all)( guys)? (do|make|offer) deliver(y|ies)|(the|a|your) fee|delivery (window|time|times|hours|slot|slots)|(your|the) deliveries|when (do|does|will) (deliveries|delivery|the driver)|how long (does|do|will|would) (delivery|deliveries|it take to deliver|the delivery))\b/],
  // "if I order a cake for delivery, is it confirmed right away? do you charge for it, what areas?"
  // "what do people usually get for an office party?", "what's the biggest cake you make?", "do all ur slices come in large?": the menu, with its sizes.
  ['menu', MENU_ASKED],
  // "delivery?", "do u deliver??": delivery asked about in a word.
  ['delivery_question', /^\s*(delivery|deliveries|deliver|u deliver|you deliver|do u deliver|do you deliver)\s*\?+\s*$/],
  // "will it definitely arrive by 3?", "will the cake get there on time?": a delivery time asked to be promised.
  ['delivery_question', /\b(?:will|would|can|could|does|is) (?:it|the cake|the order|they|you|u|the driver|my order)(?: guys)? (?:definitely |for sure |actually |really |be able to )?(?:arrive|get (?:there|to (?:us|me|the \w+))|be delivered (?:by|on time|before))\b/],
  // "can I get slices delivered?": asked whether they can be, not chosen.
  ['delivery_question', /^(?:can|could|do|does|will|would) (?:i|we|you|u)\b.{0,40}\bdelivered\s*\?+\s*$/],
  // "what areas?" just after the delivery answer: where, which staff decide.
  ['delivery_question', /^\s*(and |so )?(what|which) (areas?|zones?|neighbou?rhoods?|zip ?codes?|parts of (town|the city)|cities|towns)( do (you|u) (cover|deliver to|go to|serve))?\s*\?*\s*$|\bwhere (all )?(do|can|will|would) (you|u|ya|y'?all) deliver\b/],
  // "minimum order for delivery?", "are you on doordash?", "how much do you charge to deliver a cake?"
  ['delivery_question', /\b(minimum|min)\b.{0,30}\bdeliver(y|ies|ed)?\b|\bdeliver(y|ies)?\b.{0,30}\b(minimum|min)\b|\b(doordash|door dash|uber ?eats|grubhub|postmates|instacart|favor)\b|\b(own|your own|ur own) deliver(y|ies)\b|\b(charge|cost|costs|fee) (to|for) deliver\b|\bhow much (do|would|will) (you|u|y'?all) charge (to|for) deliver/],
  ['delivery_question', /\b(for|by) deliver(y|ed)\b.{0,80}\b(charge|fee|cost|areas?|zones?|radius|how far|confirmed|approved)\b|\b(what|which) (areas?|zones?|neighbou?rhoods?|zip ?codes?)\b.{0,40}\b(deliver|cover)/],
  ['dietary_question', DIETARY_WORDS],
  ['payment_question', /\b((already|just|i|we) paid|mark(ed)? (it|that|this|the order|my order) (as )?paid|pay|paying|payment|payments|cash|credit cards?|debit cards?|(take|accept) (cards?|credit|debit)|venmo|zelle|paypal|apple pay|google pay|cash ?app|deposit|prepay|pre-pay|invoice|receipt|sales tax|tax rate|(include|includes|including|plus|with|before|after|how much|charge|add) (the )?tax(es)?|tax(es)? (included|extra|on (it|that|this|top))|(add|leave|give|include) (a )?(\$?\d+ )?tip|tip (for|to) (the )?(staff|bakers?|team)|can (i|we) tip|tipping|gratuity)\b/],
  ['delivery_promise', /\b((what time|when) (would|will|does|do|can) (a |the |my |our )?(delivery|deliveries|driver|cake|order|it) (actually )?(get|arrive|come|be) (here|there|delivered)?|(will|would|can|could) (it|the cake|the order|they|you|u) (get|be|arrive|make it) (there|here|delivered|to me|to us)?\s*(by|before|at) \d|(told|promised|guaranteed?|assured|said)\b.{0,40}\b(deliver\w*|arrive|arrival|there by|here by)|(promise|guarantee) (me )?(it|that|the cake|delivery|it'?ll)\b.{0,30}\b(by|at|before)\b)/],
  ['writing_question', /\b(can|could|do|will|would) (you|u|y'?all)( guys)? (write|put|pipe|add|do|print) (a |an |the |some |any )?(personal(ized)? )?(message|messages|name|names|writing|words|inscription|something|text|lettering|photo|photos|picture|pic|image|logo|edible (image|print|photo))\b|\b(is|does|do) (the )?(writing|a message|an inscription) (free|extra|cost)|^(?:(?:can|could) (?:i|we) (?:get|have|add) |(?:i'?d like|i want|add|put|plus|and|also)\s+)?(?:a |some )?(?:message|writing|inscription)(?: on (?:it|the cake|cake|top|the top))?(?: (?:pls|please|plz|too|also|as well))*[.!?]*$/],
  ['repeat', /^(sorry,? |wait,? |um+,? |uh+,? |hm+,? |huh,? |ok(ay)?,? )*(what|huh|pardon|sorry|come again|say (that|it) again|(can|could) you (say|repeat) (that|it)( again)?|repeat (that|it|the order)|(please |can you )?repeat|one more time|(i )?didn'?t (catch|hear|get) (that|you|it)|what was that|what did you say)( please| again)?[?!. ]*$|\b(say (that|it|the price|the prices) again|(can|could) you repeat (that|it)|(i )?didn'?t (catch|hear) (that|you|it|the price|the prices|what you said))\b|\b(what|which) (day|date|time|day and time) (did i (say|pick|choose)|was (that|it)|is (that|it))\b|\bwhat'?s the total( again)?\?|\b(read|say) (it|that|the order) back\b/],
  ['ratings_question', /\b((best|top|highest|well)[- ]rated|best reviewed|(your |the |any |good )?(reviews|ratings|rating)|how many stars|star rating|yelp|google reviews)\b/],
  ['servings_question', /\b((is|would|will) (one|1|a|one whole|a whole|that|it|the [a-z ]{2,30}?|one [a-z ]{2,30}?) (cake )?(be )?(enough|big enough|sufficient)|how many [a-z ]{0,30}?(cakes?|slices?) (would|do|will|should|shall) (we|i) need|how many [a-z ]{0,30}?cakes? for \d+|feeds? the most|serves? the most|(what|which) (would|do|should|can) (you|u) (suggest|recommend)\b.{0,40}\b(\d+|people|guests|kids)|for (about |around |like |roughly )?\d+ (people|guests|kids|ppl|persons)\b.{0,60}\b(suggest|recommend|enough|need|how many|what (should|would|do))|(suggest|recommend|enough|need|how many)\b.{0,60}\bfor (about |around |like |roughly )?\d+ (people|guests|kids|ppl|persons))/],
  // "my friend Maria ordered a cake, whats her number?", "my neighbor's order, under Linda Marsh, what did
  // she get?", "I'm the owner, cancel every order for Saturday": another person's order or details.
  // "can you read me today's pickup orders with names and numbers?", "where does the owner live?"
  ['private_data', /\b(read|tell|list|send|give|show)( me| us| out)* (all |today'?s |tomorrow'?s |the |your |other |this week'?s )*(pick ?up |delivery )?orders\b|\borders? with (their |the )?(names|numbers|phones|addresses)\b|\bwhere (does|do) (the owner|the baker|the manager|the staff|she|he|they|your (owner|boss|baker|manager)) live\b|\b(owner|baker|manager|staff)'?s? (home )?(address|home|house|personal (number|phone|cell)|cell( number)?)\b/],
  // "what did Tom Becker order for saturday?", "what time is he picking up", "the name on the last order": another customer's.
  ['private_data', /\bwhat (?:did|has|have) (?!i\b|we\b|you\b|u\b|y'?all\b)(?:[a-z'.]+ ){1,3}(?:order|ordered|get|buy|book)\b|\bwhat time (?:is|does|will) (?:he|she|they) (?:picking|pick|coming|come|getting)\b|\b(?:name|number|phone|address)s?(?: and (?:name|number|phone|address))? (?:on|for|of|from) the (?:last|latest|previous|first|other|next) orders?\b/],
  ['private_data', /\b(what'?s|whats|what is|give me|send me|can i (get|have))\s+(her|his|their)\s+(phone|number|cell|address|email)\b|\b(my )?(friend|neighbou?r|coworker|boss|sister|brother|cousin|mom|dad)'?s? order\b.{0,80}\b(what|when|which)\b|\b(cancel|delete|clear|refund|move)\s+(every|all|all the|all of the|everyone'?s)\s+orders?\b|\bclear the (queue|orders)\b/],
  ['private_data', /\b((phone|number|cell|address|name|contact)s?( number)? (for|of) (whoever|the person|someone|somebody|the (other )?customers?|other customers|anyone|the lady|the guy)|(look ?up|check|find|pull up|see|tell me) (the |an |my (friend|neighbou?r|wife|husband|mom|sister|brother|boss)'?s? |her |his |their |someone'?s )?orders? (for|under|of|placed (by|with)) (the )?(phone|number|\+?\d|my (friend|neighbou?r)|her|him|them)|(list|show|give|print|send|tell)( me)? (all |today'?s |the |your |other )*(orders|customers|customer (names|list|details|info))|(system|your) (prompt|instructions)|(her|his|their) (phone|number|address|order)( number)? (for|so|because)\b|other (people'?s|customers'?) (orders|names|numbers|details|info))/],
  ['bot_question', /\b(?:who (?:is|'?s) this|who (?:am i|are we) (?:talking|speaking|chatting|texting) (?:to|with)|who (?:are|r) (?:you|u)|is this (?:the |a )?(?:bakery|cake (?:place|shop)|bakery'?s? (?:chat|number|line)|cafe)|(?:are|r) (?:you|u) (?:a |an )?(?:bot|robot|ai|human|real person|real))\b|\b(are (you|u) (a |an )?(bot|robot|ai|computer|machine|real|human|real person|person|automated)|am i (talking|speaking|chatting|texting) (to|with) (a |an )?(bot|robot|ai|computer|machine|real|human|person)|is this (a |an )?(bot|robot|ai|real person|automated)|(bot|robot) or (a )?(real )?(human|person))\b/],
  // Two words of Spanish or French, or a request made in it: "Hola! 1 slice... gracias" is English.
  ['not_english', /(^|\s)(quiero|quisiera|hablan? (español|espanol)|je voudrais|parlez[- ]vous|vous avez|est-ce que|c'est possible|se puede)(\s|[,.!?¿¡]|$)|(^|\s)(hola|pastel|pasteles|rebanadas?|gracias|por favor|bonjour|gâteau|gateau|commander|merci|s'il vous pla[iî]t|buenos d[ií]as|buenas tardes|para|mañana|manana|pour|samedi|dimanche|sábado|sabado|domingo)(\s|[,.!?¿¡]).*(^|\s)(hola|pastel|pasteles|rebanadas?|gracias|por favor|bonjour|gâteau|gateau|commander|merci|s'il vous pla[iî]t|buenos d[ií]as|buenas tardes|para|mañana|manana|pour|samedi|dimanche|sábado|sabado|domingo|un|une|una|de|du|au)(\s|[,.!?¿¡]|$)/],
  // Things this counter does not handle at all: answered with who can help, never as a product.
  ['off_topic', /\b(how (long|many days) (do|does|will|would|can) (the |a |your |it |they |this |that )?(cakes?|slices?|it|they|one)?\s*(keep|last|stay (fresh|good)|be (good|fresh))|shelf life|stay fresh|(go|keep it|keep them|store it|store them) in the (fridge|freezer|refrigerator)|(refrigerate|freeze) (it|them|the cake)|wi-?fi|wifi password|internet|hiring|are you hiring|jobs|job (opening|openings|application)|resume|work (there|for you|at your)|(?<!\bnot (?:a |an |any )?)gift ?cards?|(?<!\bnot (?:a |an |any )?)gift certificates?|vouchers?|catering|servers|parking|park (nearby|there|near)|where (can|do) (i|we) park|loyalty|rewards? (card|program|points)|punch card|donations?|donate|sponsor|fundraiser|private (party|event|room)|rent( out)? (the|your) (space|cafe|place|shop|room)|(host|hold|throw) (a|an|our|my) (party|event|shower|meeting)|(host|hold|throw|have) (a|an|our|my|his|her)\b.{0,30}\b(party|event|shower|meeting)\b.{0,15}\b(at|in) (the|your) (cafe|café|bakery|place|shop|store)|party room|event space|(have|do) (a|an|our|my) (party|event|shower) (at|in) (the|your)|restroom|bathroom|toilet|lost (and|&) found|left my|dog friendly|pets allowed|seating|outdoor seating|reservations?|reserve a table|book a table|classes|baking class|wholesale)\b/],
  ['want_back', /^(?:(?:no|wait|actually|sorry|oh|hmm+|ok(?:ay)?|um+|nvm|never ?mind|i changed my mind|changed my mind)[,!. ]+)*(?:i|we) (?:do |still |actually |really |do still )*(?:want|need) (?:it|them|that|those|the (?:[a-z]+ ){0,2}(?:order|cake|cakes|slices?))(?: after all| back| still| again)?\b/],
  ['name_question', /\b(why|what) (do|does|would) (you|u|ya|it) (need|want) (my|a|the) (full |last |real )?name( for)?\b|\bwhy (do you need )?(my|the|a) name\b|\bwhat(?:'?s| is) (my|the) name for\b|\b(do|will|would) (you|u) need (my|a) (last|full|real) name\b|\bis (a )?first name (ok|okay|fine|enough)\b/],
  ['phone_question', /\b((do|will|would|should) (i|we) (need|have) to (give|provide|share|send|leave) (you |u )?(my|a|our) ((phone|cell|mobile) ?(number|#|no\.?)?|number|#)|(do|will|would) (you|u|ya) (need|want|have) my ((phone|cell|mobile) ?(number|#|no\.?)?|number|#)|(why|what) do (you|u) need my (phone|cell|number|phone number) for|why (do|does) (you|u|it) (need|want|ask for) my (phone|cell|number|phone number)|(is|are) my (phone|cell|number|phone number) (needed|required)|do (you|u) have my (phone|cell|number|phone number))\b/],
  // "i'd rather not give my number", "no phone please", "can i order without a phone number?".
  ['phone_refused', /\b((i'?d|i would|i) (rather|prefer(red)?) not( to)?|i (don'?t|do not) (want|wanna|like) to|i'?m not (comfortable|going to|gonna|willing to)|not comfortable|i won'?t|i will not|not (giving|sharing)|no way i'?m) (give|giving|share|sharing|provide|providing|send|sending|leave|leaving|hand over|put|putting)( (you|u|out))? (my|a|the|any|your|out my) ((phone|cell|mobile)( ?(number|#|no\.?))?|number|digits|contact)\b|^(no|nope|nah)?[,. ]*(no phone|no (phone |cell )?number|i (don'?t|do not) have a (phone|cell|mobile)( number)?|rather not|i'?d rather not|prefer not to|pass|skip( it| that| the phone| the number)?)[.! ]*$|\b(order|do (this|it)|place (it|the order)) without (giving |a |my |sharing )*(phone|number|cell)\b|\b(skip|leave out) (the|my) (phone|number|cell)\b/],
  // "one for sunday as well please", "another one for sunday 2pm": the order just placed, again.
  ['repeat_order', /^(?:(?:ok(?:ay)?|great|thanks|and|oh|also|perfect)[,.!]?\s+)*(?:can i (?:get|have) |i'?ll (?:take|need) |i need |i want )?(?:(?:another one|one more|another)\s+(?:for|on)\s+(?:(?:this|next)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow)\b|one\s+(?:for|on)\s+(?:(?:this|next)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow)\b.*\b(?:as well|too|also)\b)|\bsame (?:thing|order|cake) (?:delivered|sent|for pick ?up)\b/],
  ['repeat_order', /\b(same (thing |order |one |cake )?again|(the )?(exact )?same (thing|order) (for|on|but|please|under)|the exact same( order| thing)?|same (thing |order |one |cake )?as (last time|before|last week|usual|my last order|the last one|always)|(the|my) usual|same order( as before| again)?|repeat (my|the) (last |previous )?order|(order|get) (it |the same )?again|re-?order)\b/],
  [
    'order_wish',
    /\b((i|we) ?(want|wanna|need|would like|'?d like|am looking|'?m looking|was hoping|were hoping) to (place|make|put in|do|get)? ?(an?|another|my|our|a new|a quick|a big|a small) (order|pre-?order)|(i|we) ?(want|wanna|need|would like|'?d like|am looking|'?m looking|was hoping|were hoping) to (order|pre-?order)( (something|some(thing)? stuff|some cake|some cakes|a few things|please|online|for (pickup|pick ?up|delivery|tomorrow|today)))*|(can|could|may) (i|we) (place|make|put in) (an?|my|our) (order|pre-?order)|(can|could|may) (i|we) (order|pre-?order)( (something|please|online|here|by text|through (here|you|this)|for (pickup|pick ?up|delivery|tomorrow|today)))*|(are you|r u|you) (taking|accepting) orders|^(order|ordering|place (an )?order|new order please|i'?d like to order|i want to order))\b/,
  ],
  ['take', /\b(i'?d need (one|it|that)|i need (one|that)|(order|get|grab|want|need|like|take|have|do|add) (one|two|three|four|five|six|\d{1,2})( large| regular| whole| small)?( ones?| of (those|them|these|it))?( for| please| to go| on| at| by| tomorrow| tmrw| today| this| next|,|$)|^(perfect|great|ok(ay)?|sure|yes|yeah|cool)?[,!. ]*(one|two|three|\d{1,2})( large| regular)?( ones?)? (for|please|then)\b|i'?ll (take|have|get)|i will (take|have|get)|give me|let me (get|have)|i'?d like (one|that|it|them|those|two|three|a couple)|i want (one|that|it|them|those)|(order|book|get|do) (them|those|these|both|all of them|all three|all 3)|(one|two|three|\d+) of (those|them|these)|that one|go with (that|the)|sold)\b/],
];


/**
 * Problems with an order that are only complaints when no order is being made: at a read-back,
 * "the name was supposed to be John" corrects the order instead.
 */
export const PROBLEM_WITH_EARLIER_ORDER = /\b((was|were)(n'?t| not) ready|\b(it|cake|order|delivery|driver) (came|arrived|showed up|got here|was|were)\b.{0,25}\blate|(still )?(is|was|it'?s|its|isn'?t|hasn'?t|has not|not) (not )?(here|arrived|come|shown up) yet|allergic reaction|had a reaction|broke out|(?:got|had|gave (?:him|her|me|them|us|my \w+)) (?:bad )?hives|swell(ing|ed) up|throwing up|threw up|(it|cake|order|name|writing|that) (was|were) supposed to (be|say|read|have)|(had|has|have|with|put|got|gave (me|us)) (the )?wrong (name|flavou?r|cake|size|order|writing|date)|(want|need) (this|it|that) fixed|waited (\d+|an?|over an?|like \d+|for) (min|mins|minutes|hour|hours)|who do i (talk|speak) to about|(cake|slices?|it)\b.{0,20}\b(was|were|tasted) (kinda |kind of |a bit |really |so |very |pretty )?(dry|stale|bland|awful|terrible|gross|burnt|raw|soggy|off)|(frosting|icing|writing|lettering|box|decoration)\b.{0,25}\b(was|were|looked|tasted|came) (kinda |kind of |a bit |really |so |very |pretty |all )?(bad|awful|terrible|gross|melted|misspelled|wrong|crushed|smashed|ruined|off|runny)|(found|there was) an? (hair|bug|fly|piece of plastic|plastic|hard thing) in|(you|they|someone) (spelled|misspelled|wrote) (my|the|her|his|our) \w+(?:'s)? (name|message|writing) wrong|(the )?(box|cake) (was|got) (crushed|smashed|damaged|dropped))\b/;

const GIVING = '(?:ok(?:ay)?|k|ya|yeah|yes|yep|yup|sure|alright|all right|fine|great|perfect|cool|awesome|good|sounds good|well|then|so|whatever)';
const GO_AHEAD = new RegExp(
  `^(?:${GIVING}[,.! ]+)*(?:yes|yeah|yep|yup|go ahead|go for it|do it|place it|send it|book it|confirm(?: it)?)(?:[,.! ]+(?:with it|and place it|and book it|anyway|then|please|pls|thanks?|thank you|thx|ty|now))*[!.]*$`,
);

const KIND = "(?:lovely|wonderful|perfect|great|brilliant|fantastic|excellent|marvell?ous|splendid|super|awesome|amazing|fab(?:ulous)?|cool|good|fine|right|correct|grand|beautiful|delightful)";
/** A clause of thanks, kind words or a plain yes, and nothing else. */
const KIND_WORDS = new RegExp(
  `^(?:(?:yes|yeah|yep|yup|ya|sure|ok(?:ay)?|please|yes please|oh|so|and|just|all)\\s*)*(?:${KIND}|(?:that'?s|that is|it'?s|it is|this is|sounds|looks|all looks|everything looks|everything is|all is|that all sounds|that sounds|that looks)\\s+(?:all\\s+|just\\s+|really\\s+|so\\s+|absolutely\\s+)?(?:${KIND}|everything|all|it|correct|right)|that'?s everything|that is everything|that'?s all|that is all|thanks?(?: (?:so|very) much| kindly| a lot| again)?|thank (?:you|u)(?: (?:so|very) much| kindly| a lot| again)?|much appreciated|cheers|yes|yeah|yep|yup|ya|sure|ok(?:ay)?|please|go ahead|place it|confirm(?:ed)?)?(?:\\s+(?:please|thanks?|thank you|so much|very much))*$`,
);
// "thats right yes please place it": yes said in several ways, one after another.
const YES_CHAIN = new RegExp(`^(?:(?:${YES.source.slice(2, -2)})(?:[\\s,.!]+|$)){2,4}$`);
const YES_WORD = /\b(?:yes|yeah|yep|yup|ya|sure|correct|go ahead|place it|confirm(?:ed)?)\b/;

const DRINK_GIVEN_UP = /\b(?:no|forget (?:about )?the|skip the|nvm the|never ?mind the|without the|scratch the)\s+(?:green |iced |hot |black )?(?:tea|teas|coffee|coffees|latte|lattes|drinks?|cappuccinos?|espressos?|mochas?|chai)\b(?:\s+then)?[.,!]*/g;

/** "if the carrot cake doesn't have nuts I'll get one": a condition the menu must answer first; nothing is ordered on it. */
export const ALLERGEN_CONDITION = /\b(?:if|as long as|provided)\b[^.!?]{0,50}\b(?:doesn'?t|does not|don'?t|do not|has no|have no|isn'?t|is not|without|free)\b/;
export const ALLERGEN_WORDS = /\b(cross[- ]?contaminat\w*|cross[- ]?contact|shared equipment|safe|nutty|nuts?|peanuts?|walnuts?|pecans?|almonds?|hazelnuts?|cashews?|pistachios?|macadamias?|tree ?nuts?|gluten|wheat|dairy|milk|lactose|eggs?|soy|sesame|vegan|allergens?|fish|shellfish|ingredients?)\b/;
const QUESTION = /\?|^(does|do|is|are|can|could|what|which|any|has|have)\b|\b(wondering|curious) (if|whether)\b|\b(contain|contains|have in it|made with|free|safe)\b/;

/** The intents of a folded, lower-case message. `allergyMention`: it mentions an allergy (not a question). */
export function readIntents(folded: string, allergyMention: boolean): Set<Intent> {
  // "yeah yeah that's right", "yes yes go ahead": a yes word said twice is said once.
  // "ok no tea. yes place it": the drink given up is no "no" to the order.
  const short = bare(folded.replace(DRINK_GIVEN_UP, ' ').replace(/^[\s,.!]+/, '')).replace(/^(yes|yeah|yep|yup|ok|okay|sure)(?:[ ,!.]+\1\b)+/, '$1');
  const intents = new Set<Intent>(PATTERNS.filter(([, pattern]) => pattern.test(short) || pattern.test(folded)).map(([intent]) => intent));
  // "actually never mind, i do want it": the never mind takes back the cancel, it cancels nothing.
  if (intents.has('want_back')) intents.delete('cancel');
  if (YES.test(short) || YES_CHAIN.test(short) || /^(yes+|yeah|yea|ya|yeh|yse|yep|yup|sure|ok|okay|correct|perfect|great)\b[ ,.!]+((that|it)('?s| is) (right|correct|it|all|fine|good|perfect|great)|(all |looks |sounds )?(right|correct|good|great|fine|perfect)|(that )?works( for me)?|(that |it )?(sounds|looks|seems) (right|good|great|correct|fine|perfect)|please|go ahead|place it|do it|confirm(ed)?|thanks?|thank you)\b/.test(short)) intents.add('yes');
  // "ok just place it as is", "place it anyway": a yes to the order read back.
  if (/^(ok(ay)?,? |yeah,? |fine,? |alright,? )?(just |please |pls |go ahead and )?(place|book|submit|put (it )?through|send) (it|the order|that|my order)( in| through)?( as is| as it is| anyway| then| please| now| like that)*$/.test(short)) intents.add('yes');
  // "ok that works, pickup": a yes, then only how the order is collected.
  const [firstClause, ...rest] = short.split(/\s*,\s*/);
  if (rest.length === 1 && YES.test(firstClause ?? '') && /^(for )?(pick ?up|pick-up|delivery|deliver(ed)?|(i|we)'?ll pick (it |them )?up)$/.test(rest[0] ?? '')) intents.add('yes');
  // "yup yup", "yes yes yes": a yes said more than once.
  const repeated = /^([a-z]+)(?:[ ,!.]+\1)+[!.]*$/.exec(short)?.[1];
  if (repeated && YES.test(repeated)) intents.add('yes');
  // "ok thats fine, yes place it": a yes ending the message, with no "no" or "don't" in it.
  const lastClause = short.split(/[,.;!]\s*/).filter(Boolean).pop() ?? '';
  if (lastClause !== short && YES.test(lastClause.replace(/\s+(place it|go ahead|please|do it|confirm it|book it)$/, '')) && !/\b(no|not|don'?t|wait|but|cancel)\b/.test(short.replace(/\bno (worries|problem|prob|probs|rush|biggie)\b/g, ''))) intents.add('yes');
  // "yes, and um, what's the order number?", "yes. so is that confirmed then?": a yes, and a
  // question the placed order's confirmation answers.
  if (/^(yes|yeah|yep|yup|sure|ok(ay)?|correct|perfect)\b[,.!]*\s+(and|so|also|then)\b.{0,25}\b(order (number|id|#|no)|confirm(ed|ation)?|read (it |that )?back|repeat (it|that|the order)|what i ordered|number)\b.{0,40}$/.test(short) && !/\b(no|not|don'?t|wait|but|cancel|change)\b/.test(short)) intents.add('yes');
  // "ok fine, yes", "alright then, yes": the yes said last, after words that only give in.
  if (/^(ok(ay)?|fine|alright|all right|sure|well|then|whatever)([,. ]+(ok(ay)?|fine|alright|sure|then|whatever))*[,. ]+(yes|yeah|yep|yup|place it|go ahead)$/.test(short)) intents.add('yes');
  // "ya go ahead", "ok go ahead anyway", "ok, go ahead with it, thanks", "ok great yes".
  if (GO_AHEAD.test(short)) intents.add('yes');
  // "Yes please, that's lovely. Thank you!", "Thank you, yes that's everything!": a yes with only
  // thanks and kind words around it.
  const clauses = folded.replace(/[\p{Extended_Pictographic}\u{FE0F}]/gu, ' ').split(/[,.!;]+/).map((clause) => clause.trim()).filter(Boolean);
  if (clauses.every((clause) => KIND_WORDS.test(clause)) && clauses.some((clause) => YES_WORD.test(clause))) intents.add('yes');
  if (NO.test(short)) intents.add('no');
  // "okay great, that's all I needed, thanks bye": done asking, not a yes to ordering.
  if (/\b(that'?s all (i|we) (needed|wanted|had)|(thanks|thank you|thx|ty),? (bye|goodbye)|bye( bye| now)?)[!.]*$/.test(short) && !/\b(yes|yeah|yep|yup|place it|go ahead|confirm)\b/.test(short)) {
    intents.delete('yes');
    intents.add('goodbye');
  }
  // "mm-hmm", "uh huh", "yes, sorry": a yes, said as people say it on a call.
  if (/^(m+[- ]?h+m+|mhm+|uh[- ]?huh|a-?ha|(yes|yeah|yep),? sorry|sorry,? (yes|yeah|yep))[.!]*$/.test(short) || /^\s*uh[- ,]*huh[.!]*\s*$/.test(folded)) {
    intents.add('yes');
    intents.delete('repeat');
  }
  // "yes, I want a second separate one, one for work and one for home": yes to another order.
  if (/^(yes|yeah|yep|yup|sure|correct)\b.{0,30}\b(second|separate|another|2nd|new) (separate )?(one|order|cake)\b/.test(short) && !/\b(no|not|don'?t|cancel)\b/.test(short)) intents.add('yes');
  // "fine, I'll pay for it": agreeing to the price, not asking how to pay.
  if (!folded.includes('?') && /\b(i'?ll|i will|we'?ll|happy to|fine to) pay( for (it|them|that|the cake))?( then| full price| the full price| the menu price| normal price)?\b/.test(short) && !/\b(how|cash|card|venmo|deposit|online|link|now|advance|upfront|ahead)\b/.test(short)) intents.delete('payment_question');
  // "no just the one", "nah only the one thanks": no to a second one.
  if (/^(no|nope|nah)\b[,.!]*\s*(just|only) (the |that )?(one|1|first one|one i placed)( order)?( thanks| thank you| please| pls| ty)?[.!]*$/.test(short)) intents.add('no');
  if (/\?\s*$/.test(folded) || /^(where|when|who|why|how|what|which|whats|what'?s|hows|how'?s|wheres|where'?s|whens|when'?s|do|does|can|could|is|are|will|would)\b/.test(short)) intents.add('question');
  // A thumbs up (or down) on its own answers a yes-or-no question, as people do in chat apps.
  if (/^\s*(?:👍|👌|✅|✔️?|🆗)[\u{1F3FB}-\u{1F3FF}\u{FE0F}\s!]*$/u.test(folded)) intents.add('yes');
  // "🙏🙏", "❤️": thanks, sent alone.
  if (/^\s*(?:🙏|❤️?|♥️?|🥰|😍|😊|🤗|💕|💖)(?:[\u{1F3FB}-\u{1F3FF}\u{FE0F}\s!]|🙏|❤️?|🥰|😊|💕)*$/u.test(folded)) intents.add('thanks');
  if (/^\s*(?:👎|❌)[\u{1F3FB}-\u{1F3FF}\u{FE0F}\s!]*$/u.test(folded)) intents.add('no');
  if (/^\s*(?:👋|🙋(?:\u200D[♀♂]\uFE0F?)?)[\u{1F3FB}-\u{1F3FF}\u{FE0F}\s!]*$/u.test(folded)) intents.add('greeting');
  // "does the carrot cake have nuts? my daughter is allergic" is a question as well as a mention.
  // "can I get a carrot slice, I have a nut allergy": "I have" is the customer's, not the cake's.
  // "can you make the red velvet without eggs?": asked whether it can be had without, never a plain "yes, we have it".
  // "our school is nut free", "the party is nut free": told, not asked.
  const asks = allergyMention
    ? /(?<!\b(?:my|our|his|her|their|the whole|the)\s+(?:\w+\s+)?)\b(does|do|is|are|can)\b(?!n?'?t\b)[^?]{0,60}\b(?<!\b(?:i|we|he|she|they|i'?ve|who|(?:my|our|his|her|their) \w+)\s)(have|has|contain|contains|made (?:with|w|from|of|using)|use|uses|safe|free|ok|okay|in it|without)\b/.test(folded) ||
      // "whats in the red velvet? any eggs or nuts? my nephew has an egg allergy": asked as well.
      /\bany(?:thing)?\b[^?.!]{0,45}\?|\bwhat(?:'?s| is) in\b|\bingredients?\b|\b(?:is|are) there\b[^?.!]{0,25}\bin\b/.test(folded) ||
      // "can my son have the lemon cake? he's allergic to eggs", "can she eat it?": whether it is safe for them, asked.
      /\b(?:can|could|may|should)\s+(?:he|she|they|(?:my|our|his|her|their)\s+\w+)\s+(?:have|eat|try)\b[^.!?]{0,50}\?/.test(folded) ||
      // "I was wondering whether the carrot cake contains any nuts": asked in a statement.
      /\b(?:whether|wondering if|know if|check if|checking if)\b[^.!?]{0,60}\b(?:has|have|contains?|made with|uses)\b/.test(folded) ||
      ALLERGEN_CONDITION.test(folded)
    : QUESTION.test(folded);
  // "pecan pie for thanksgiving?", "do you have peanut butter cookies?": a food we may not sell, named by its nut; no allergen asked.
  const foodNamed = !allergyMention && FOOD_NAMED_BY_ALLERGEN.test(folded) && !/\b(?:contains?|in (?:it|them|the)|made with|free|safe|traces?)\b/.test(folded);
  if (ALLERGEN_WORDS.test(folded) && asks && !foodNamed) intents.add('allergen_question');
  // "whats in the red velvet": what it is made of, answered with what the menu says of its
  // allergens (unknown, for some), as an ingredients question is, never its description alone.
  if (/^(?:(?:hi|hey|hello|so|um+|ok(?:ay)?)[,!.]?\s+)*(?:what'?s|whats|what is|what goes) in (?:the|your|a|an|that|this|it)\b/.test(folded)) intents.add('allergen_question');
  // "confirm that the chocolate cake has no peanuts", "it doesn't have nuts right?": asked to vouch, never an order.
  if (ALLERGEN_WORDS.test(folded) && /\b(?:confirm|make sure|double[- ]check|guarantee|promise|verify)\b.{0,40}\b(?:has|have|contains?|there'?s|there are|there is)\s+no\b|\b(?:doesn'?t|does not|don'?t|do not|has no|have no|contains? no)\b.{0,30}\b(?:right|correct|yes or no|true)\b/.test(folded)) intents.add('allergen_question');
  // "one of them has a tree nut allergy. which cake should i get?": which cakes list the allergen.
  // "anaphylactic to tree nuts, which of your cakes can she eat?", "wife has celiac, what can she safely eat": the same.
  if (allergyMention && /\b(which|what|anything)\b.{0,40}\b(can|could|is|are|would be)\b.{0,25}\b(eat|have|safe|safely|ok|okay)\b|\bwhat'?s (?:safe|ok|okay|good|fine)\b/.test(folded)) intents.add('allergen_question');
  // "my daughter has a nut allergy. which of your cakes don't have nuts?": the same.
  if (allergyMention && /\b(which|what) (cake|one|slice|flavou?r)s? (should|would|can|do)\b|\b(recommend|suggest)\b|\b(which|what)( of (your|the))? (cake|one|slice|flavou?r)s?\b.{0,25}\b(have|has|contain|contains|are|is|without)\b/.test(folded)) intents.add('allergen_question');
  // "pick it up whenever you open" gives a time; it does not ask for the hours.
  if (/\b(whenever|when|as soon as|once) (you|u|y'?all) (first )?open\b/.test(folded) && !/\bwhen (do|does|will|are) (you|u)\b/.test(folded)) intents.delete('hours');
  // "what time do you close" is about hours; "what time would you like it" is not something a customer says.
  if (intents.has('hours') && /\b(close|open)\b.*\b(order|it|them|deliver)/.test(folded) && !/\?/.test(folded)) intents.delete('hours');
  // "does that include tax?": a question about paying, not about what the cake is made with.
  if (/\b(?:tax|taxes|sales tax|tip|gratuity)\b/.test(folded)) {
    intents.delete('describe_question');
    intents.add('payment_question');
  }
  return intents;
}

/** The message swaps what is on the order for what it names, rather than adding to it. */
export const REPLACES = /\b(instead|rather than|(?:i'?d|i would|we'?d|we would) rather (?:have|get|do|go with|take)|make it|make that|make (them|those|these)(?= (into )?[a-z])|change (?:it |that |them |the order |my order |the cake |this )?to|switch (it |that |them )?to|swap (it|that|them)? ?(for|to)|i meant|(?:no,? )?i (?:wanted|said|asked for|ordered)(?= (?:a |an |the )?[a-z])|(?:it|that) (?:should|was supposed to) (?:be|have been)(?= (?:a |an |the )?[a-z])|not .{1,30}, but)\b/;
export const ADDS = /\b(add|also|too|as well|another|plus|more|extra)\b/;
export const replacesItems = (folded: string): boolean => REPLACES.test(folded) && !ADDS.test(folded);
/** "oh. okay, then a whole carrot cake": after a cake was refused as too soon, the one said instead. */
const THEN_ANOTHER = /(?:^|[.!,]\s*)(?:(?:oh|ok(?:ay)?|alright|fine|hmm+)[.,!]?\s+)*then (?=(?:a|an|one|just|i'?ll (?:take|get|have)|we'?ll (?:take|get|have)|let'?s (?:do|get)|how about|can i (?:get|have))\b)/;
export const replacesRefused = (folded: string): boolean => THEN_ANOTHER.test(folded) && !ADDS.test(folded);

/** The message says it changes something already given. */
export const CORRECTION = /\b(mistyped|misspelled|misspelt|typo (in|on)|name should (be|say|read)|spelled wrong|spelt wrong|wrong spelling|under (her|his|their|my|a different|another) name|put it under|change the name|actually|make it|make that|make them|make those|change (it|that|the|my)|instead|move (it|my|the)|reschedule|(push|bump|move) (it|that|my order|the order|the pickup|the cake|my cake|the slices|them|everything|it all) (back|forward|to|till|until|later|earlier)|(grab|get|pick up|collect|come for) (it|them|the cake|my order|the order) (earlier|later|sooner)|switch (it )?to|rather|scratch that|correction|sorry,? i meant|i meant|not .{1,20}, but|wrong (address|name|time|day|date|number|phone)|(can|could) (you|u) (fix|correct|update) (it|that|the (address|name|time|order))|(fix|correct|update) the (address|name|time))\b/;

/** The customer will order later, or decide elsewhere first ("I'll just come in and see"). */
export const LATER = /\b((i|we)'?(ll| will) (?:just )?(call (?:you |u )?(?:back )?about|get back to (?:you|u) about|come in and (?:look|see|browse|decide|choose|pick|have a look)|(?:stop|swing|pop|drop) (?:by|in) (?:later|sometime|another time)|be back|come back|get back to (?:you|u|ya)|think about it|let you know|order later|decide later|check with|talk to|ask|call back|text back|message you)|(maybe|probably) later|not (right )?now,? (thanks|thank you|thx)|another time)\b/;
