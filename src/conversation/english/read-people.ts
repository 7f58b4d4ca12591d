// How many people an order is for, said in a question about servings.

const PEOPLE_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, 'twenty five': 25,
  thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, hundred: 100, 'a hundred': 100,
};
const COUNT = '(\\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty five|twenty|thirty|forty|fifty|sixty|seventy|eighty|a hundred|hundred)';
// "about 40 people", "15 kids"; "a party of 8", "a group of twelve".
const PEOPLE_AFTER = new RegExp(`\\b${COUNT}\\s+(?:people|guests|kids|ppl|persons|adults|of us|folks|children)\\b`);
const PEOPLE_BEFORE = new RegExp(`\\b(?:party|group|table|family|crowd) of (?:about |around |like )?${COUNT}\\b(?!\\s*(?:am|pm|a\\.m|p\\.m|:|o'?clock|slices?|cakes?|inch))`);

/** "about 40 people", "maybe thirty people", "15 kids", "a party of 8": how many the cakes are for. */
export function peopleCount(folded: string): number | null {
  const match = PEOPLE_AFTER.exec(folded) ?? PEOPLE_BEFORE.exec(folded);
  if (!match?.[1]) return null;
  return PEOPLE_WORDS[match[1]] ?? (Number(match[1]) || null);
}
