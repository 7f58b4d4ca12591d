// Small text tools for reading how customers write. Kept dependency-free on purpose: matching
// words against a catalog of a dozen names needs an edit distance, not a search engine.

/**
 * Lower case with accents folded and typographic apostrophes made plain: "Crème Brûlée" and
 * "creme brulee" read the same, in any script that has letters.
 */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[’‘ʼ`´]/g, "'");
}

/** Word tokens of folded text; "10-inch" gives "10", "inch"; apostrophes stay inside words. */
export function tokenize(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/**
 * The word of `name` (words split on spaces) closest to `word`, ignoring case: how far apart they
 * are, and the name with that word written as `word` ("Ann Wu", "Anne" → "Anne Wu").
 */
export function closestWord(name: string, word: string): { distance: number; replaced: string } {
  const words = name.split(' ');
  const distances = words.map((part) => editDistance(part.toLowerCase(), word.toLowerCase()));
  const distance = Math.min(...distances);
  const at = distances.indexOf(distance);
  return { distance, replaced: words.map((part, i) => (i === at ? word : part)).join(' ') };
}

/** Optimal-string-alignment distance: insertions, deletions, substitutions and swaps cost 1. */
export function editDistance(a: string, b: string): number {
  // Three rolling rows instead of a matrix: this runs for every word against every product name.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (before[j - 2] as number) + 1);
      current[j] = best;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] as number;
}

// Customers use the same few hundred words; remembering the answers makes matching cheap.
const typoMemo = new Map<string, boolean>();

/** A typo allowance that grows with the word: none under 4 letters, 1 up to 6, 2 beyond. */
/** Everyday words a letter or two away from a cake's words ("sending" and "wedding"): never typos of them. */
const REAL_WORDS = new Set(['sending', 'ending', 'pending', 'spending', 'bending', 'lending', 'tending', 'reading', 'heading', 'getting', 'setting', 'letting', 'betting', 'needing', 'feeding', 'seeding', 'bedding', 'welding', 'wedging', 'holding', 'folding', 'coming', 'custody', 'customer', 'customers', 'lemme', 'later', 'litter', 'butter', 'better', 'letter', 'bitter', 'late', 'lately', 'latest', 'plate', 'slate']);

export function isTypoOf(word: string, target: string): boolean {
  if (word === target) return true;
  if (target.length < 4 || word.length < 3 || REAL_WORDS.has(word)) return false;
  const allowed = target.length <= 6 ? 1 : 2;
  if (Math.abs(word.length - target.length) > allowed) return false;
  const key = `${word}\u0000${target}`;
  let answer = typoMemo.get(key);
  if (answer === undefined) {
    answer = editDistance(word, target) <= allowed;
    if (typoMemo.size > 100_000) typoMemo.clear();
    typoMemo.set(key, answer);
  }
  return answer;
}

/** Singular of a plural token, for the few plurals customers use here. */
export function singular(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('es') && /(ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}
