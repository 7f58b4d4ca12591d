import { readBareHour } from './read-when.js';

// "2 slices at 8pm (or 7:45 if 8 is too late)": a second time, said for when the first cannot be
// had. The first is read as the order's time; the second replaces it only if the bakery is not
// open then.

const FALLBACK =
  /[,(]?\s*\b(?:or|otherwise|else)\s+(?:at\s+|maybe\s+|say\s+)?(?<time>\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|[a-z]+(?:[ -][a-z]+)?)\s+if\s+[^).;!?]*?\b(?:too (?:late|early|soon)|not (?:possible|ok|okay|available|open)|no good|(?:doesn'?t|does not|won'?t|will not) work|(?:can'?t|cannot) (?:do|make|have)|closed|full)\b[^).;!?]*\)?/;

export type FallbackTime = { phrase: string; hour: number; minute: number };

export function readFallbackTime(folded: string): FallbackTime | null {
  const match = FALLBACK.exec(folded);
  const said = match?.groups?.time?.trim();
  if (!match || !said) return null;
  const meridiem = /\s*(am|pm|a\.m\.|p\.m\.)$/.exec(said)?.[1];
  const time = readBareHour(meridiem ? said.slice(0, said.length - meridiem.length).trim() : said);
  if (!time) return null;
  const hour = meridiem ? (time.hour % 12) + (meridiem.startsWith('p') ? 12 : 0) : time.hour;
  return { phrase: match[0], hour, minute: time.minute };
}
