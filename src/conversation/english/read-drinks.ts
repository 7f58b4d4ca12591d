import { namesFoodNotDrink, isDrinkWord, type MenuIndex, NAMES_A_DRINK_PHRASE } from '../menu-index.js';
import { tokenize } from '../text.js';

// Drinks are never ordered, and the safety screen answers them. What remains is that a clause
// asking for one changes nothing else: "change it to 2 lattes" moved a 3 PM pickup to 2 PM, and
// "make one of them a coffee" took a slice off.

const CHANGE = /\b(make|change|switch|swap|replace|instead|turn|sub|substitute)\b/;
const CLAUSE = /((?<=[,.;!?])\s+|\s+(?:and|plus|&)\s+)/;

/** The message without the clauses that change the order into a drink ("make one of them a coffee"): their counts and times are the drink's. */
export function withoutDrinkClauses(folded: string, index: MenuIndex): string {
  const pieces = folded.split(CLAUSE);
  let changed = false;
  const kept = pieces.map((piece, i) => {
    // The cheap test first: most clauses change nothing, and this runs on every message.
    if (i % 2 === 1 || !CHANGE.test(piece)) return piece;
    const tokens = tokenize(piece);
    const drink = NAMES_A_DRINK_PHRASE.test(piece) || tokens.some((token, at) => isDrinkWord(token, index) && !namesFoodNotDrink(tokens, at));
    if (!drink) return piece;
    changed = true;
    return ' ';
  });
  return changed ? kept.join('').replace(/\s+/g, ' ').trim() : folded;
}
