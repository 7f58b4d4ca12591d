import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** E.164 form of a phone number, reading numbers without a country code as US numbers. */
export function normalizePhone(raw: string): string | null {
  const cleaned = raw.trim().replace(/^whatsapp:/i, '');
  const parsed = parsePhoneNumberFromString(cleaned, 'US');
  return parsed?.isValid() ? parsed.number : null;
}
