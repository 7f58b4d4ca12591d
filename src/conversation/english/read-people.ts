// How many people an order is for, said in a question about servings.

const PEOPLE_WORDS: Record<string, number> = { ten: 10, twelve: 12, fifteen: 15, twenty: 20, 'twenty five': 25, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, hundred: 100, 'a hundred': 100 };

/** "about 40 people", "maybe thirty people", "15 kids": how many the cakes are for. */
export function peopleCount(folded: string): number | null {
  const match = /\b(\d{1,3}|ten|twelve|fifteen|twenty five|twenty|thirty|forty|fifty|sixty|seventy|eighty|a hundred|hundred)\s+(?:people|guests|kids|ppl|persons|adults|of us|folks|children|ppl)\b/.exec(folded);
  if (!match?.[1]) return null;
  return PEOPLE_WORDS[match[1]] ?? (Number(match[1]) || null);
}
