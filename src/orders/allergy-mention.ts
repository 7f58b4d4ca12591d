// Generous on purpose (typos, "without nuts"): a false alarm costs staff a look, a miss could
// cost a customer their health.
const ALLERGY_MENTION =
  /\b(al+[ae]?r+[gj]\w*|an?aphyla\w*|epi ?pen|c[oe]{1,2}liac|intoleran\w*)\b|\b(without|free of|free from|hold the|no)\s+(nuts?|peanuts?|walnuts?|pecans?|almonds?|tree ?nuts?|gluten|dairy|milk|lactose|eggs?|soy|sesame|wheat)\b|\b(nut|peanut|gluten|dairy|egg|soy|sesame|wheat)[- ]free\b|\b(can'?t|cannot|can not|shouldn'?t|should not|must not|mustn'?t|doesn'?t|does not|don'?t|do not|not allowed to|never|cant)\s+(have|eat|do|handle|tolerate|touch|digest|process|stand)\s+(any\s+)?(nuts?|peanuts?|walnuts?|pecans?|almonds?|tree ?nuts?|gluten|dairy|milk|lactose|eggs?|soy|sesame|wheat)\b|\b(avoids?|avoiding|sensitive to|sensitivity to|reacts? to|reaction to)\s+(any\s+)?(nuts?|peanuts?|walnuts?|pecans?|almonds?|tree ?nuts?|gluten|dairy|milk|lactose|eggs?|soy|sesame|wheat)\b|\b(hives|rash|breaks? out|broke out|swell\w*|sick|throws? up)\b[^.!?]{0,25}\b(from|with|after|when|if)\b[^.!?]{0,20}\b(nuts?|peanuts?|walnuts?|pecans?|almonds?|hazelnuts?|tree ?nuts?|gluten|dairy|milk|lactose|eggs?|soy|sesame|wheat)\b/;

// Allergies that are not to anything in food ("allergic to my friend's cats lol", "my allergies
// are awful today, it's the pollen") and a group said to have none ("no allergies in our group").
// Set aside only when no food allergen is named anywhere in the message: "no allergies except
// nuts" and "allergic to cats and walnuts" still go to staff.
const NOT_ABOUT_FOOD =
  /\b(?:allergic|an allergy|allergies) to (?:(?:my|our|the|his|her|their|all|some|[a-z]+'s)\s+)*(?:cats?|dogs?|pets?|animals?|horses?|pollen|dust|dust mites|grass|hay|ragweed|mou?ld|bees?|wasps?|stings?|penicillin|antibiotics?|perfume|fragrances?|cold|the sun)\b|\b(?:my|his|her|our|the)?\s*(?:seasonal |spring |fall )?allergies (?:are|r|is|have been|been)\s+(?:so |really |super |just )?(?:terrible|awful|bad|crazy|acting up|killing me|insane|the worst|brutal)\b|\bhay ?fever\b|\bseasonal allergies\b|\bno (?:food )?allergies\b|\b(?:nobody|no one|noone|none of us|none of them)(?:'s|s| has| have| is| are) (?:any )?(?:food )?(?:allergies|allergic)\b|\bnot allergic to anything\b/g;
const FOOD_ALLERGEN = /\b(nuts?|peanuts?|walnuts?|pecans?|almonds?|hazelnuts?|cashews?|pistachios?|tree ?nuts?|gluten|wheat|dairy|milk|lactose|eggs?|soy|sesame|fish|shellfish|c[oe]{1,2}liac|food|anaphyla\w*|epi ?pen)\b/;

/** True when a customer's words mention an allergy or an ingredient they must avoid. */
export function mentionsAllergy(text: string): boolean {
  const lower = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  return ALLERGY_MENTION.test(FOOD_ALLERGEN.test(lower) ? lower : lower.replace(NOT_ABOUT_FOOD, ' '));
}
