import fc from 'fast-check';
import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { messagingTwiml } from '../../../channels/twilio/twiml.js';

function sdkTwiml(texts: string[]): string {
  const response = new twilio.twiml.MessagingResponse();
  for (const text of texts) response.message(text);
  return response.toString();
}

const legalXmlText = fc.string({ unit: 'grapheme', maxLength: 200 }).filter((text) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/.test(text));

describe('TwiML messaging answers', () => {
  it('are exactly what the Twilio SDK writes, for any texts', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(legalXmlText, fc.constantFrom('a & b < c > d', 'line\r\nbreak', '"quotes" \'and\' 🎂')), { maxLength: 4 }), (texts) => {
        expect(messagingTwiml(texts)).toBe(sdkTwiml(texts));
      }),
      { numRuns: 500 },
    );
  });

  it('drop characters XML cannot carry instead of failing the whole answer', () => {
    expect(messagingTwiml(['a\u0001b\uFFFEc\uD800d'])).toBe(sdkTwiml(['abcd']));
  });
});
