import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetRememberedPhones, normalizePhone, rememberedPhoneCount } from '../../src/orders/phone.js';

describe('normalizePhone', () => {
  beforeEach(forgetRememberedPhones);

  it('writes US numbers in E.164, with or without the country code, and refuses what is not a number', () => {
    expect(normalizePhone('(512) 555-0142')).toBe('+15125550142');
    expect(normalizePhone(' +1 512 555 0142 ')).toBe('+15125550142');
    expect(normalizePhone('whatsapp:+15125550142')).toBe('+15125550142');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizePhone('call me maybe')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });

  it('answers a number seen before exactly as the first time', () => {
    const inputs = ['(512) 555-0142', '512.555.0143', 'not a phone', '+1 999 555 0100', 'whatsapp:+447911123456'];
    const first = inputs.map(normalizePhone);
    expect(inputs.map(normalizePhone)).toEqual(first);
    // And as libphonenumber itself answers.
    expect(first).toEqual(inputs.map((raw) => {
      const parsed = parsePhoneNumberFromString(raw.trim().replace(/^whatsapp:/i, ''), 'US');
      return parsed?.isValid() ? parsed.number : null;
    }));
  });

  it('keeps a bounded number of answers, however many different numbers arrive', () => {
    for (let i = 0; i < 12_000; i += 1) normalizePhone(`+1512${String(2_000_000 + i)}`);
    expect(rememberedPhoneCount()).toBe(5_000);
    expect(normalizePhone('+15122000000')).toBe('+15122000000');
  });

  it('does not keep inputs too long to be a phone number', () => {
    normalizePhone(`+1 512 555 0142 ${'x'.repeat(100)}`);
    normalizePhone(`${'9'.repeat(80)}`);
    expect(rememberedPhoneCount()).toBe(0);
    normalizePhone('+1 512 555 0142');
    expect(rememberedPhoneCount()).toBe(1);
  });
});
