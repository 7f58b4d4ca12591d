import { describe, expect, it } from 'vitest';
import { hasUnstorableCharacters, withoutUnstorableCharacters } from '../src/storable-text.js';

describe('storable text', () => {
  it('finds NUL, other control characters and unpaired surrogates', () => {
    for (const text of ['a\u0000b', 'bell\u0007', 'del\u007f', 'high \ud83c alone', 'low \udf82 alone', 'ends high \ud83c']) {
      expect(hasUnstorableCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('keeps what people type: tabs, line breaks, accents and emoji', () => {
    const typed = 'Feliz cumpleaños, Zoë! 🎂\n\tfrom all of us\r\n';
    expect(hasUnstorableCharacters(typed)).toBe(false);
    expect(withoutUnstorableCharacters(typed)).toBe(typed);
  });

  it('drops only the unstorable characters', () => {
    expect(withoutUnstorableCharacters('2 car\u0000rot\ud83c slices 🎂\u0007')).toBe('2 carrot slices 🎂');
  });
});
