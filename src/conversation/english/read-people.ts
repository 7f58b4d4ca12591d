// How many people an order is for, said in a question about servings.

const PEOPLE_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, 'twenty five': 25,
  thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, hundred: 100, 'a hundred': 100,
};
const COUNT = '(\\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty five|twenty|thirty|forty|fifty|sixty|seventy|eighty|a hundred|hundred)';
// "about 40 people", "15 kids", "12 coworkers"; "a party of 8", "my office of 12".
const PEOPLE_AFTER = new RegExp(`\\b${COUNT}\\s+(?:people|guests|kids|ppl|persons|adults|of us|folks|children|coworkers|co-workers|colleagues|employees|staff|students|teammates|players|friends|girls|boys|ladies|guys)\\b`);
const PEOPLE_BEFORE = new RegExp(`\\b(?:party|group|table|family|crowd|office|team|class|staff|crew|department|dept|club|troop) of (?:about |around |like )?${COUNT}\\b(?!\\s*(?:am|pm|a\\.m|p\\.m|:|o'?clock|slices?|cakes?|inch))`);

// "will 2 choc cakes feed 25?", "feeds 20?", "would it serve 15": how many a cake is to feed.
const FED = new RegExp(`\\b(?:feed|feeds|serve|serves|be enough for|is enough for|enough for)\\s+(?:about |around |like |roughly |maybe )?${COUNT}\\b(?!\\s*(?:am|pm|a\\.m|p\\.m|:|o'?clock|slices?|cakes?|inch|dollars?|usd|bucks|st|nd|rd|th))`);

/** "about 40 people", "maybe thirty people", "15 kids", "a party of 8": how many the cakes are for. */
// "slices for me and my wife", "one each for me and my husband": two people.
const ME_AND_ONE = /\b(?:for|4)\s+(?:me|myself) (?:and|&|\+|n) (?:my|the) (?:wife|husband|partner|boyfriend|girlfriend|fiance|fiancee|mom|mum|mother|dad|father|son|daughter|kid|sister|brother|friend|bf|gf|hubby|roommate|coworker|colleague)\b(?!\s+and\b)/;

export function peopleCount(folded: string): number | null {
  if (ME_AND_ONE.test(folded)) return 2;
  const match = PEOPLE_AFTER.exec(folded) ?? PEOPLE_BEFORE.exec(folded) ?? FED.exec(folded);
  if (!match?.[1]) return null;
  return PEOPLE_WORDS[match[1]] ?? (Number(match[1]) || null);
}
