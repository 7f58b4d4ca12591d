// Generous on purpose (typos, "without nuts"): a false alarm costs staff a look, a miss could
// cost a customer their health.
const ALLERGY_MENTION =
  /\b(al+er+g\w*|an?aphyla\w*|epi ?pen|c[oe]{1,2}liac|intoleran\w*)\b|\b(without|free of|free from|hold the|no)\s+(nuts?|peanuts?|walnuts?|pecans?|almonds?|tree ?nuts?|gluten|dairy|milk|lactose|eggs?|soy|sesame|wheat)\b|\b(nut|peanut|gluten|dairy|egg|soy|sesame|wheat)[- ]free\b|\b(can'?t|cannot|can not|shouldn'?t|should not|must not|mustn'?t|doesn'?t|does not|don'?t|do not|not allowed to|never|cant)\s+(have|eat|do|handle|tolerate|touch|digest|process|stand)\s+(any\s+)?(nuts?|peanuts?|walnuts?|pecans?|almonds?|tree ?nuts?|gluten|dairy|milk|lactose|eggs?|soy|sesame|wheat)\b|\b(avoids?|avoiding|sensitive to|sensitivity to|reacts? to|reaction to)\s+(any\s+)?(nuts?|peanuts?|walnuts?|pecans?|almonds?|tree ?nuts?|gluten|dairy|milk|lactose|eggs?|soy|sesame|wheat)\b/;

/** True when a customer's words mention an allergy or an ingredient they must avoid. */
export function mentionsAllergy(text: string): boolean {
  return ALLERGY_MENTION.test(text.toLowerCase());
}
