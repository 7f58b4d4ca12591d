// Small text tools for reading how customers write. Kept dependency-free on purpose: matching
// words against a catalog of a dozen names needs an edit distance, not a search engine.

/** Lower-case word tokens; "10-inch" gives "10", "inch"; apostrophes stay inside words. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** Optimal-string-alignment distance: insertions, deletions, substitutions and swaps cost 1. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((d[i - 1]?.[j] ?? 0) + 1, (d[i]?.[j - 1] ?? 0) + 1, (d[i - 1]?.[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (d[i - 2]?.[j - 2] ?? 0) + 1);
      (d[i] as number[])[j] = best;
    }
  }
  return d[a.length]?.[b.length] ?? 0;
}

/** A typo allowance that grows with the word: none under 4 letters, 1 up to 6, 2 beyond. */
export function isTypoOf(word: string, target: string): boolean {
  if (word === target) return true;
  if (target.length < 4 || word.length < 3) return false;
  const allowed = target.length <= 6 ? 1 : 2;
  return Math.abs(word.length - target.length) <= allowed && editDistance(word, target) <= allowed;
}

/** Singular of a plural token, for the few plurals customers use here. */
export function singular(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('es') && /(ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}

export function capitalizeWords(text: string): string {
  return text.replace(/\b([a-z])/g, (letter) => letter.toUpperCase());
}
