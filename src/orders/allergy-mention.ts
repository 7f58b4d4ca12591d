import type { Allergen } from '../catalog/catalog-schema.js';

// Generous on purpose (typos, "without nuts"): a false alarm costs staff a look, a miss could
// cost a customer their health.

// What a customer may need kept out of a cake: the allergens, and the dyes some children react to.
const INGREDIENT = String.raw`(?:nuts?|peanuts?|walnuts?|pecans?|almonds?|hazelnuts?|cashews?|pistachios?|tree ?nuts?|gluten|dairy|milk|lactose|eggs?|soy|sesame|wheat|coconut|(?:red |food |artificial )?(?:dyes?|colou?rings?)|red ?40)`;

const ALLERGY_MENTION = new RegExp(
  [
    String.raw`\b(al+[ae]?r+[gj]\w*|an?aphyla\w*|epi[- ]?pens?|c[oe]{1,2}liacs?|intoler\w*)\b`,
    // Typed in a hurry: "allegic", "alregic", "alergy", "allergie".
    String.raw`\b(al+e?gi?c|al+r+e?gic|al+e?gy|al+e?gies|al+ergie|al+ergc)\b`,
    String.raw`\b(without|free of|free from|hold the|no|nothing with|nothing containing|no traces? of|traces? of)\s+(any\s+|the\s+|all\s+)?${INGREDIENT}\b`,
    String.raw`\b(nut|peanut|gluten|dairy|egg|soy|sesame|wheat|dye|lactose|milk)[- ]?free\b`,
    // "GF please" (not "my gf"), "baby has CMPA", "we're plant based", "dietary restrictions".
    String.raw`(?<!\b(?:my|his|your|ur|the|a|her|our)\s)\bgf\b|\bcmp[ai]\b|\bplant[- ]based\b|\bdietary (?:restrictions?|needs|requirements?)\b`,
    // "nuts are a problem for us", "gluten sensitive", "he's off dairy", "a condition with dairy".
    String.raw`\b${INGREDIENT}\s+(?:are|is|r)\s+(?:a\s+)?(?:big\s+|real\s+|huge\s+|serious\s+)?(?:problem|issue|no[- ]go|off limits|deadly|dangerous)\b`,
    String.raw`\b${INGREDIENT}[- ]?(?:sensitive|sensitivity|sensitivities|intoler\w*|allerg\w*)\b`,
    String.raw`\b(?:off|cut out|cutting out|stay away from|stays away from)\s+(?:all\s+)?${INGREDIENT}\b|\bcondition\b[^.!?]{0,20}\b${INGREDIENT}\b`,
    // "she goes into shock with peanuts", "hospital last time he had walnuts", "highly reactive to sesame".
    String.raw`\b(?:go|goes|went|going) into (?:anaphylactic )?shock\b|\breactive to\b`,
    String.raw`\b(?:hospital|er|emergency room|ambulance|icu)\b[^.!?]{0,40}\b${INGREDIENT}\b|\b${INGREDIENT}\b[^.!?]{0,40}\b(?:hospital|emergency room|ambulance|icu)\b`,
    String.raw`\b(can'?t|cannot|can not|shouldn'?t|should not|must not|mustn'?t|doesn'?t|does not|don'?t|do not|not allowed to|never|cant)\s+(have|eat|do|handle|tolerate|touch|digest|process|stand)\s+(any\s+)?${INGREDIENT}\b`,
    String.raw`\b(avoids?|avoiding|sensitive to|sensitivity to|reacts? to|reacted to|reaction to)\s+(any\s+)?${INGREDIENT}\b`,
    // "my son reacts to red dye", "she's sensitive to artificial flavours": whatever it is, staff look.
    String.raw`\b(reacts?|reacted|sensitive|sensitivity)\s+(badly\s+|really\s+badly\s+)?to\s+\w+`,
    // "can you leave out the walnuts?", "take the nuts off", "skip the coconut".
    String.raw`\b(leave|take|keep|skip|omit|remove|hold)\s+(out\s+|off\s+)?(the\s+|any\s+|all\s+)?(of\s+the\s+)?${INGREDIENT}(\s+(out|off))?\b`,
    String.raw`\bminus the\s+${INGREDIENT}\b`,
    // "nuts make me sick", "walnuts make my throat swell", "peanuts could kill my son".
    String.raw`\b${INGREDIENT}\s+(?:\w+\s+){0,2}?(?:makes?|made|gives?|gave|could|can|will|would)\s+(?:\w+\s+){0,3}?(?:sick|ill|swell\w*|itch\w*|hives|rash\w*|break out|throw up|puke|react\w*|kill|die|puffy|stomach ?aches?|tummy ?aches?|bad)\b`,
    String.raw`\b${INGREDIENT}\s+(?:\w+\s+){0,1}?(?:upsets?|bothers?|hurts?|kills?|poisons?)\b`,
    String.raw`\b(?:keep|kept|keeping)\s+(?:it|them|everything|the \w+)?\s*away from\s+(?:any\s+|the\s+|all\s+)?${INGREDIENT}\b`,
    // "she's got a nut thing", "he has a dairy issue", "the peanut stuff is a problem": said loosely, still an allergy.
    String.raw`\b${INGREDIENT}\s+(?:thing|issues?|problems?|situation|reactions?|condition|stuff is)\b|\b(?:a\s+)?thing (?:with|about)\s+(?:the\s+)?${INGREDIENT}\b`,
    // "does it contain anything she might react to?": a reaction asked about, whatever to.
    String.raw`\banything (?:she|he|they|i|we|you|my \w+|our \w+) (?:might|may|could|would|will|can)?\s*(?:be )?(?:react|allergic|sensitive)\b`,
    String.raw`\bcross[- ]?(?:contact|contaminat\w*)\b`,
    // "vegan chocolate cake", "eggless vanilla": what is in the cake matters to them; staff look.
    String.raw`\b(?:vegan|eggless|egg-less|dairyless|dairy-less)\b`,
    String.raw`\b(hives|rash|breaks? out|broke out|swell\w*|sick|throws? up)\b[^.!?]{0,25}\b(from|with|after|when|if)\b[^.!?]{0,20}\b${INGREDIENT}\b`,
    // "she gets hives from strawberries", "breaks out from cinnamon", "throws up if she eats kiwi":
    // a reaction to any food said is one; staff look, whatever the food is.
    String.raw`\b(?:hives|rash\w*|breaks? out|broke out|swell\w*|throws? up|threw up|vomits?|(?:gets?|got|getting) (?:really |very |so )?sick)\s+(?:\w+\s+){0,2}?(?:from|with|after|when|if)\s+(?:she|he|they|i|we|you|it)?\s*(?:eats?|ate|has|have|had|eating|touches|gets)?\s*(?:any\s+)?\p{L}{3,}`,
    // "kiwi gives him hives", "strawberries make her break out", "my nephew gets hives sometimes":
    // a reaction said, whatever it is to.
    String.raw`\b(?:gives?|gave|makes?|made)\s+(?:him|her|them|me|us|my \w+|our \w+)\s+(?:hives|a rash|rashes|break out|itchy|swell\w*|sick|ill|throw up)\b|\b(?:gets?|got|getting) hives\b|\bepi ?pens?\b`,
    // "she cant have strawberries", "he can't handle strawberries", "she cant do citrus": a food
    // someone must not have, whatever it is.
    String.raw`\b(?:can'?t|cannot|can not|cant|shouldn'?t|must not|not allowed to)\s+(?:have|eat|tolerate|digest|handle|do)\s+(?:any\s+)?(?!(?:it|that|them|this|those|these|one|the order|a|an|the cake|my order|delivery|pickup|the time|then|anything|something|much|more|before|after|until|till|at|on|by|any time|anytime|today|tomorrow|tonight|mornings?|afternoons?|evenings?|noon|weekends?|saturday|sunday|monday|tuesday|wednesday|thursday|friday|\d)\b)\p{L}{3,}`,
    // "she avoids citrus", "mango is dangerous for him", "citrus is a problem for her", "she swells up".
    String.raw`\b(?:avoids?|avoiding)\s+\p{L}{3,}|\b\p{L}{3,}\s+(?:is|are)\s+(?:dangerous|deadly|a problem|bad|poison)\s+for\s+(?:him|her|them|me|us|my \w+)\b|\bswells? up\b|\bswelling\b`,
  ].join('|'),
  'u',
);

// Allergies that are not to anything in food ("allergic to my friend's cats lol", "my allergies
// are awful today, it's the pollen") and a group said to have none ("no allergies in our group").
// Set aside only when no food allergen is named anywhere in the message: "no allergies except
// nuts" and "allergic to cats and walnuts" still go to staff.
const NOT_ABOUT_FOOD =
  /\b(?:allergic|an allergy|allergies) to (?:(?:my|our|the|his|her|their|all|some|[a-z]+'s)\s+)*(?:cats?|dogs?|pets?|animals?|horses?|pollen|dust|dust mites|grass|hay|ragweed|mou?ld|bees?|wasps?|stings?|penicillin|antibiotics?|perfume|fragrances?|cold|the sun)\b|\b(?:my|his|her|our|the)?\s*(?:seasonal |spring |fall )?allergies (?:are|r|is|have been|been)\s+(?:so |really |super |just )?(?:terrible|awful|bad|crazy|acting up|killing me|insane|the worst|brutal)\b|\bhay ?fever\b|\bseasonal allergies\b|\bno (?:food |known )?allerg(?:y|ies)\b|\bno dietary (?:restrictions?|needs|requirements?)\b|\b(?:don'?t|do not|doesn'?t|does not) have (?:any )?(?:food )?allergies\b|\ballerg(?:y|ies)\s*[:\-]\s*(?:none|no|nope|n\/a|na|nil|nothing)\b(?!\s+(?:except|but|other))|\b(?:nobody|no one|noone|none of us|none of them)(?: (?:in|at|of) (?:the |our |my )?\w+)?(?:'s|s| has| have| is| are) (?:any )?(?:food )?(?:allergies|allergic)\b|\bnot allergic to anything\b|\b(?:any )?allerg(?:y|ies)\?+\s*(?:none|no|nope|nah|nothing)\b(?!\s+(?:except|but|other))/g;
/** "nobody has allergies", "no dietary restrictions": said to have none. */
const NO_ALLERGY_SAID = /\b(?:no (?:food |known )?allerg(?:y|ies)|(?:nobody|no one|noone|none of us|none of them)(?: (?:in|at|of) (?:the |our |my )?\w+)?(?:'s| has| have| is| are)? (?:any )?(?:food )?(?:allergies|allergic)|(?:any )?allerg(?:y|ies)\?*[:\s,-]*(?:none|nope|nah|nothing|n\/a)\b|not allergic|(?:don'?t|do not|doesn'?t|does not) have (?:any )?(?:food )?allergies|no dietary (?:restrictions?|needs))\b/;

/**
 * "no allergies except grandma", "none that i know of but my nephew gets hives", "i don't have
 * allergies, my husband does": a denial with someone or something left out of it is no denial.
 */
const DENIAL_WITH_EXCEPTION =
  /\b(?:no|not|don'?t|do not|doesn'?t|nobody|no one|none)\b[^.?!]{0,40}\ballerg\w*[^.?!]{0,40}?\b(?:except|besides|but|other than|apart from|aside from|however|though|although|that (?:i|we) know of|not sure|unsure|i think|(?:my|his|her|our|the) \w+ (?:does|do|has|is|might|may|can'?t))\b/;

/**
 * Said beside a denial, anything that may still be a food someone must avoid: then the denial is
 * not taken at its word, and staff look ("no allergies, she just can't have citrus", "allergies:
 * none, except grandma", "nobody's allergic. my son just cant have carrots").
 */
const MAY_STILL_AVOID =
  /\b(?:can'?t|cannot|can not|cant|shouldn'?t|should not|won'?t|doesn'?t|does not|don'?t|do not|never)\s+(?:have|eat|do|tolerate|handle|touch|digest|stand)\b|\b(?:sick|ill|hives|rash\w*|breaks? out|broke out|react\w*|sensitiv\w*|intoleran\w*|avoid\w*|itch\w*|swell\w*|throat|anaphyla\w*|epi ?pens?|c[oe]{1,2}liac|vegan|kosher|halal|diet\w*|except|excepting|besides|other than|apart from|aside from|however|though|although|might|maybe|not sure|unsure|know of|as far as)\b|\bbut\s+(?:my|his|her|our|their|she|he|they|the|grandma|grandpa|mom|dad|son|daughter)\b|\bfor (?:a friend|someone else|my \w+|her|him|them)\b|\b(?:please\s+)?no\s+(?!(?:thanks|thank|problem|worries|rush|allerg\w*|food allerg\w*|known allerg\w*)\b)\p{L}{3,}|\b(?:off|hates?|die|dies|dangerous|problem|issue)\b/u;

/** True when the customer says nobody has an allergy. */
export function deniesAllergy(text: string): boolean {
  const lower = lowered(text);
  return NO_ALLERGY_SAID.test(lower) && !DENIAL_WITH_EXCEPTION.test(lower) && !MAY_STILL_AVOID.test(lower.replace(NOT_ABOUT_FOOD, ' '));
}

const FOOD_ALLERGEN = /\b(nuts?|peanuts?|walnuts?|pecans?|almonds?|hazelnuts?|cashews?|pistachios?|tree ?nuts?|gluten|wheat|dairy|milk|lactose|eggs?|soy|sesame|fish|shellfish|c[oe]{1,2}liac|food|anaphyla\w*|epi ?pen)\b/;

// "w/o nuts" is "without nuts".
const lowered = (text: string) => text.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/\bw\/o\b/g, 'without');

/** True when a customer's words mention an allergy or an ingredient they must avoid. */
export function mentionsAllergy(text: string): boolean {
  const lower = lowered(text);
  if (DENIAL_WITH_EXCEPTION.test(lower)) return true;
  const setAside = lower.replace(NOT_ABOUT_FOOD, ' ');
  // A denial with more said beside it that may be a food to avoid: staff look.
  if (setAside !== lower && /\ballerg|\balerg/.test(lower) && MAY_STILL_AVOID.test(setAside)) return true;
  return ALLERGY_MENTION.test(FOOD_ALLERGEN.test(lower) ? lower : setAside);
}

// The catalog's allergen names for the words customers use; "nuts" may mean either kind.
const NAMED_ALLERGENS: Array<[RegExp, Allergen[]]> = [
  [/\bnuts?\b|\bnut[- ]?(?:allergy|free)\b/, ['peanuts', 'tree-nuts']],
  [/\bpeanuts?\b/, ['peanuts']],
  [/\b(?:walnuts?|pecans?|almonds?|hazelnuts?|cashews?|pistachios?|tree ?nuts?|macadamias?)\b/, ['tree-nuts']],
  [/\b(?:gluten|wheat|c[oe]{1,2}liacs?|flour)\b/, ['wheat']],
  [/\b(?:dairy|milk|lactose)\b|\bdairy-?less\b/, ['dairy']],
  [/\beggs?\b|\begg-?less\b/, ['eggs']],
  [/\bvegan\b/, ['dairy', 'eggs']],
  [/\bsoy\w*\b/, ['soy']],
  [/\bsesame\b/, ['sesame']],
  [/\bshellfish\b|\bshrimp\b/, ['shellfish']],
  [/\bfish\b/, ['fish']],
];

/** The catalog allergens a message names ("my kid can't have walnuts": tree-nuts), for saying which products list them. */
export function allergensNamed(text: string): Allergen[] {
  const lower = lowered(text);
  const named = new Set<Allergen>();
  for (const [words, allergens] of NAMED_ALLERGENS) if (words.test(lower)) for (const allergen of allergens) named.add(allergen);
  return [...named];
}
