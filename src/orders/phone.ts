import { parsePhoneNumberFromString } from 'libphonenumber-js';

// Parsing and validating a number against libphonenumber's metadata was the largest single cost
// of placing an order (about 12 % of POST /api/order in a CPU profile), and the same numbers come
// back again and again: every message of an SMS or WhatsApp conversation carries its sender, and a
// customer orders under the same phone. Answers are kept for the most recent numbers.
const REMEMBERED = 5_000;
const remembered = new Map<string, string | null>();

/** E.164 form of a phone number, reading numbers without a country code as US numbers. */
export function normalizePhone(raw: string): string | null {
  const known = remembered.get(raw);
  if (known !== undefined) return known;
  const cleaned = raw.trim().replace(/^whatsapp:/i, '');
  const parsed = parsePhoneNumberFromString(cleaned, 'US');
  const normalized = parsed?.isValid() ? parsed.number : null;
  // A Map keeps insertion order: the first key is the oldest.
  if (raw.length > 64) return normalized; // no phone number is that long: not worth keeping
  if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  remembered.set(raw, normalized);
  return normalized;
}

/** How many answers are kept now (for tests: the memory stays bounded). */
export function rememberedPhoneCount(): number {
  return remembered.size;
}

/** Forgets every kept answer (for tests). */
export function forgetRememberedPhones(): void {
  remembered.clear();
}
