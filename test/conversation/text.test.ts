import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, isTypoOf, singular, tokenize } from '../../src/conversation/text.js';

// The textbook matrix form, to check the rolling-row implementation against.
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

describe('text tools', () => {
  it('edit distance counts insertions, deletions, substitutions and swaps', () => {
    expect(editDistance('carot', 'carrot')).toBe(1);
    expect(editDistance('choclate', 'chocolate')).toBe(1);
    expect(editDistance('slcie', 'slice')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('agrees with the matrix definition for any pair of words', () => {
    const word = fc.stringMatching(/^[a-e]{0,9}$/);
    fc.assert(fc.property(word, word, (a, b) => editDistance(a, b) === reference(a, b)), { numRuns: 2000 });
  });

  it('allows more typos in longer words, none in short ones', () => {
    expect(isTypoOf('red', 'rd')).toBe(false);
    expect(isTypoOf('lemmon', 'lemon')).toBe(true);
    expect(isTypoOf('lmeon', 'lemon')).toBe(true);
    expect(isTypoOf('lmeno', 'lemon')).toBe(false);
    expect(isTypoOf('vanila', 'vanilla')).toBe(true);
    expect(isTypoOf('vnaila', 'vanilla')).toBe(true);
  });

  it('tokenizes and singularizes as customers write', () => {
    expect(tokenize("10-inch Lemon's cake!")).toEqual(['10', 'inch', "lemon's", 'cake']);
    expect(singular('slices')).toBe('slice');
    expect(singular('strawberries')).toBe('strawberry');
    expect(singular('glass')).toBe('glass');
  });
});
