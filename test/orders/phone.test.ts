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

  it('answers every +1 number exactly as libphonenumber does, the quick way for US numbers included', () => {
    const libphonenumber = (raw: string) => {
      const parsed = parsePhoneNumberFromString(raw, 'US');
      return parsed?.isValid() ? parsed.number : null;
    };
    // Every area code, with subscriber numbers from a fixed pseudo-random sequence: US numbers,
    // Canadian and Caribbean ones (which the quick way leaves to libphonenumber), and invalid ones.
    let seed = 20_261_128;
    const nextDigits = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return String(seed % 10_000_000).padStart(7, '0');
    };
    const numbers = Array.from({ length: 1000 }, (_, area) => Array.from({ length: 8 }, () => `+1${String(area).padStart(3, '0')}${nextDigits()}`)).flat();
    const differences = numbers.filter((number) => normalizePhone(number) !== libphonenumber(number));
    expect(differences).toEqual([]);
    const valid = numbers.filter((number) => normalizePhone(number) !== null);
    // Both kinds were tried: numbers taken the quick way and numbers it refused.
    expect(valid.length).toBeGreaterThan(1000);
    expect(valid.length).toBeLessThan(numbers.length);
    expect(normalizePhone('+16045550142')).toBe('+16045550142'); // Vancouver: valid, through libphonenumber
    expect(normalizePhone('+15125550142')).toBe('+15125550142');
    expect(normalizePhone('+11235550142')).toBeNull(); // no area code starts with 1
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
