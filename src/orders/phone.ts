import { Metadata, parsePhoneNumberFromString } from 'libphonenumber-js';

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
  const normalized = validUsE164(cleaned) ?? viaLibphonenumber(cleaned);
  // A Map keeps insertion order: the first key is the oldest.
  if (raw.length > 64) return normalized; // no phone number is that long: not worth keeping
  if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  remembered.set(raw, normalized);
  return normalized;
}

function viaLibphonenumber(cleaned: string): string | null {
  const parsed = parsePhoneNumberFromString(cleaned, 'US');
  return parsed?.isValid() ? parsed.number : null;
}

// The shape nearly every number arrives in (Twilio's From, an agent's E.164), read without
// libphonenumber's general parser, which also works out which of the 25 countries sharing +1 the
// number is in and compiles its patterns again on every call. The US comes first among them: a
// number that is a valid US number is one for libphonenumber, with the same E.164 form. Anything
// else (another country, other punctuation, a number the US rules refuse) goes the general way,
// so the answer never differs (a test compares the two).
const US_E164 = /^\+1(\d{10})$/;

// The same checks as libphonenumber's getNumberType for the US: the national pattern, then any
// number type whose lengths and pattern fit.
const NUMBER_TYPES = ['FIXED_LINE', 'MOBILE', 'PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL'] as const;
type TypeRule = { pattern: RegExp; lengths: readonly number[] | undefined };
type NumberingPlanReader = {
  selectNumberingPlan(country: string): void;
  nationalNumberPattern(): string;
  type(name: string): { pattern(): string; possibleLengths(): readonly number[] | undefined } | undefined;
};

const whole = (source: string) => new RegExp(`^(?:${source})$`);

const usRules = (() => {
  const plan = new Metadata() as unknown as NumberingPlanReader;
  plan.selectNumberingPlan('US');
  const types: TypeRule[] = [];
  for (const name of NUMBER_TYPES) {
    const type = plan.type(name);
    if (type?.pattern()) types.push({ pattern: whole(type.pattern()), lengths: type.possibleLengths() });
  }
  return { national: whole(plan.nationalNumberPattern()), types };
})();

function validUsE164(cleaned: string): string | null {
  const national = US_E164.exec(cleaned)?.[1];
  if (national === undefined || !usRules.national.test(national)) return null;
  const fits = usRules.types.some(({ pattern, lengths }) => (!lengths || lengths.includes(national.length)) && pattern.test(national));
  return fits ? cleaned : null;
}

/** How many answers are kept now (for tests: the memory stays bounded). */
export function rememberedPhoneCount(): number {
  return remembered.size;
}

/** Forgets every kept answer (for tests). */
export function forgetRememberedPhones(): void {
  remembered.clear();
}
