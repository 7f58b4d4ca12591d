import { hasUnstorableCharacters } from '../../src/storable-text.js';
import type { TwilioParams } from './signature.js';

// Twilio never sends a control character in an identifier, a number or a URL; a signed request
// that does is malformed (a test harness, or a leaked auth token). It is refused with a 4xx
// before any of it reaches the database, which would refuse a NUL with an error (a 5xx, retried).

/** The first form field or query parameter holding a character no provider sends, or null. */
export function malformedField(form: TwilioParams, query: unknown, freeText: ReadonlySet<string>): string | null {
  for (const [name, value] of Object.entries(form)) {
    if (freeText.has(name)) continue;
    if ((Array.isArray(value) ? value : [value]).some(hasUnstorableCharacters)) return name;
  }
  if (typeof query === 'object' && query !== null) {
    for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
      if ((Array.isArray(value) ? value : [value]).some((item) => typeof item === 'string' && hasUnstorableCharacters(item))) return name;
    }
  }
  return null;
}
