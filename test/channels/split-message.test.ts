import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitMessage, TWILIO_MESSAGE_LIMIT } from '../../channels/split-message.js';

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

// Words, spaces, line breaks and sentence ends, so every kind of boundary turns up.
const chunk = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  fc.constantFrom(' ', '  ', '\n', '\n\n', '. ', '! ', '?\n', '… ', '."  ', '\t'),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const messageText = fc.array(chunk, { maxLength: 80 }).map((chunks) => chunks.join(''));

describe('splitMessage', () => {
  it('keeps a short text whole and an empty text as no parts', () => {
    expect(splitMessage('Your order is confirmed.', 160)).toEqual(['Your order is confirmed.']);
    expect(splitMessage('x'.repeat(TWILIO_MESSAGE_LIMIT))).toEqual(['x'.repeat(TWILIO_MESSAGE_LIMIT)]);
    expect(splitMessage('', 10)).toEqual([]);
  });

  it('loses no character and keeps every part within the limit (property)', () => {
    fc.assert(
      fc.property(messageText, fc.integer({ min: 1, max: 60 }), (text, limit) => {
        const parts = splitMessage(text, limit);
        expect(parts.join('')).toBe(text);
        for (const part of parts) {
          expect(part.length).toBeGreaterThan(0);
          expect(part.length).toBeLessThanOrEqual(limit);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never cuts an emoji in half when the limit allows (property)', () => {
    fc.assert(
      fc.property(messageText, fc.integer({ min: 2, max: 60 }), (text, limit) => {
        const parts = splitMessage(text, limit);
        for (let index = 1; index < parts.length; index++) {
          const previous = parts[index - 1] ?? '';
          const endsHigh = isHighSurrogate(previous.charCodeAt(previous.length - 1));
          const startsLow = isLowSurrogate((parts[index] ?? '').charCodeAt(0));
          expect(endsHigh && startsLow).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('breaks after a word, keeping the space at the end of the part', () => {
    expect(splitMessage('one two three fours', 10)).toEqual(['one two ', 'three ', 'fours']);
  });

  it('prefers a sentence end, then a line, then a paragraph break', () => {
    expect(splitMessage('First sentence here. Then more words', 30)).toEqual(['First sentence here. ', 'Then more words']);
    expect(splitMessage('Line one is here\nline two goes on and on', 30)).toEqual(['Line one is here\n', 'line two goes on and on']);
    expect(splitMessage('Para one. Still one.\n\nPara two. Long sentence.', 40)).toEqual([
      'Para one. Still one.\n\n',
      'Para two. Long sentence.',
    ]);
  });

  it('does not break at an early boundary that would leave a stub part', () => {
    expect(splitMessage('Hi. abcdefghijklmnop qrstuv', 22)).toEqual(['Hi. abcdefghijklmnop ', 'qrstuv']);
  });

  it('hard-splits a word longer than the limit', () => {
    expect(splitMessage('abcdefghij klm', 4)).toEqual(['abcd', 'efgh', 'ij ', 'klm']);
  });

  it('splits a long reply into parts of at most 1600 characters at sentence ends', () => {
    const sentence = 'We bake every cake to order and need two days of notice for whole cakes. ';
    const text = sentence.repeat(50);
    const parts = splitMessage(text);
    expect(parts.length).toBe(3);
    expect(parts.join('')).toBe(text);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(1600);
      expect(part.endsWith('. ')).toBe(true);
    }
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => splitMessage('text', 0)).toThrow(RangeError);
    expect(() => splitMessage('text', 1.5)).toThrow(RangeError);
  });
});
