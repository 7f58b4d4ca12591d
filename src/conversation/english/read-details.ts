import { normalizePhone } from '../../orders/phone.js';
import { closestWord } from '../text.js';
import { FLOOR } from './read-when.js';

// The order's details in English: pickup or delivery and where, the customer's name and phone,
// a message for the cake, an order id. Names may be in any script and carry accents, apostrophes
// and hyphens (Gómez, O'Neil, Zoë, Nguyễn, Anne-Marie).

// "deliver 2 123 oak st": "to" the address, never part of its house number.
const DELIVER_TO_TEXTED = /\b(deliver(?:ed|y)?|send (?:it|them)|bring (?:it|them)|drop (?:it |them )?off)\s+2\s+(?=\d{1,6}\s+\p{L})/giu;

export function readFulfillment(said: string, saidFolded: string): { fulfillment: 'pickup' | 'delivery' | null; address: string | null } {
  const text = withSpokenUnit(withSpokenAddressNumbers(said.replace(DELIVER_TO_TEXTED, '$1 to ')));
  const folded = withSpokenUnit(withSpokenAddressNumbers(saidFolded.replace(DELIVER_TO_TEXTED, '$1 to ')));
  const noDelivery = /\b(no|not|without|cancel( the)?|skip( the)?|don'?t need|don'?t want)\s+deliver(y|ed|ing)?\b/.test(folded);
  // "pickup, no actually delivery": the way said last, put right, is the way.
  const deliveryAfterAll = /\bpick\s?-?up\b.*\b(?:no|actually|wait|sorry|rather|instead|make (?:it|that))\b.*\bdeliver(?:y|ed)?\b(?!.*\bpick\s?-?up\b)/.test(folded) && !noDelivery;
  if (!deliveryAfterAll && (noDelivery || /\b(pick\s?-?up|pick (it|them|the order|the cake|everything|it all|all) up|picking (it )?up|collect|collection|collected|collecting|(?<!\b(?:does|do|did|it|they|that|cakes?|ones?)\s)come (get|by|in|pick)|(?:i'?ll|i will|we'?ll|we will|i can|we can|gonna|going to) (?:just )?(?:grab|get|fetch) (?:it|them|those|the order|the slices|the cake)(?! delivered)|(?:and|to) (?:grab|get|collect) (?:it|them|those)(?! delivered)|grab it|in store|in-store|at the (bakery|store|shop)|i'?ll come|we'?ll come|(?:i'?ll|ill|i will|we'?ll|we will) (?:just )?(?:swing|stop|drop|pop) (?:by|in)|carry ?out|take ?away|takeout)\b/.test(folded))) {
    return { fulfillment: 'pickup', address: null };
  }
  const found = findStreetAddress(text);
  const street = found ? withLead(text, found, withDriverNote(text, found)) : null;
  // "I want to send a whole carrot cake to my sister at ...": sent to someone is delivered.
  const sentTo = /\bsend(?:ing)?\b(?! (?:me|you|u|us|a (?:photo|picture|pic|text|message))\b).{0,60}\bto\b/.test(folded) && street !== null;
  if (sentTo || /\b(deliver|delivery|delivered|delivering|bring it|brought|send it|drop (it )?off|drop-?off|dropped off|ship it)\b/.test(folded)) {
    if (street) return { fulfillment: 'delivery', address: street };
    const address = /\b(?:deliver(?:ed|y)?|bring it|brought|send it|drop (?:it )?off)\s+(?:it\s+|them\s+)?(?:to|at)\s+(.{5,200}?)(?:\s+(?:(?:for|on|at|by)\s+)?(?:today|tonight|tomorrow|tmrw|mon|tue|wed|thu|fri|sat|sun|noon|\d{1,2}\s*(?:am|pm|:))|[.!?]?$|[?!])/i.exec(text)?.[1];
    // "delivered to 78745": a zip code alone is not where to bring it; the street is asked for.
    // "do you deliver to St Paul?": a town, not a street.
    const place = address && /\d|\b(st|street|ave|road|rd|lane|ln|drive|dr|blvd)\b/i.test(address) && !/^\s*\d{5}(?:-\d{4})?\s*$/.test(address) && !isNearbyCity(address.replace(/[?.!]+$/, '')) ? address.trim() : null;
    return { fulfillment: 'delivery', address: place };
  }
  if (street) return { fulfillment: null, address: street };
  return { fulfillment: null, address: looksLikeAddress(text) ? text.trim().replace(/[.!]+$/, '') : null };
}

/** Last words of a building's name: never a surname ("Hall", "Church" and "Bank" are). */
const BUILDING_WORD = '(?:apartments|apts|tower|building|bldg|center|centre|hospital|school|plaza|offices|suites|complex|condos|lofts|hotel)';
const LEAD = new RegExp(`(?:^|[.!?:]\\s+)((?:attn|attention|c\\/o|care of)\\s*:?\\s*\\p{L}[\\p{L} .'-]{1,40}?|\\p{Lu}[\\p{L}'&.-]*(?:\\s+\\p{Lu}[\\p{L}'&.-]*){0,4}\\s+(?:${BUILDING_WORD.slice(3, -1)}|inc|llc|corp|company))\\s*[,;-]\\s*$`, 'iu');

/**
 * "Attn: Jen Wu, 600 Congress Ave", "Hyde Park Apartments, 4001 Speedway #210": who to hand it to,
 * or which building, said before the street; kept with the address for the driver.
 */
function withLead(text: string, found: string, street: string): string {
  const at = text.indexOf(found);
  const lead = at > 0 ? LEAD.exec(text.slice(0, at))?.[1] : undefined;
  if (lead) return `${lead.trim()}, ${street}`;
  const recipient = at > 0 ? RECIPIENT_BEFORE_STREET.exec(text.slice(0, at))?.[1] : undefined;
  return recipient ? `${recipient}, ${street}` : street;
}

/** A building's or a company's name ("Hyde Park Apartments", "Frost Bank Tower"), never a person's. */
export const NAMES_A_BUILDING = new RegExp(`\\s${BUILDING_WORD}$`, 'i');

/** Digits said one by one, in a phone number or a house number. */
const DIGIT_WORDS: Record<string, string> = { zero: '0', oh: '0', o: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9' };
const TEENS: Record<string, string> = { ten: '10', eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16', seventeen: '17', eighteen: '18', nineteen: '19' };
const TENS: Record<string, string> = { twenty: '2', thirty: '3', forty: '4', fifty: '5', sixty: '6', seventy: '7', eighty: '8', ninety: '9' };
const NUMBER_WORD = `(?:${[...Object.keys(DIGIT_WORDS), ...Object.keys(TEENS), ...Object.keys(TENS), 'hundred'].join('|')})`;
const SPOKEN_HOUSE_NUMBER = new RegExp(`\\b((?:${NUMBER_WORD}[\\s-]+){1,4})(?=(?:[\\p{L}'-]+\\s+|\\d{1,3}(?:st|nd|rd|th)\\s+){1,3}(?:st|street|ave|avenue|rd|road|blvd|boulevard|ln|lane|dr|drive|way|ct|court|pl|place|pkwy|parkway|cir|circle|trl|trail|loop)\\b)`, 'giu');

/** "... austin seven eight seven oh one": a ZIP code said digit by digit after a street. */
const SPOKEN_ZIP = /(?<=\b(?:st|street|ave|avenue|rd|road|blvd|boulevard|ln|lane|dr|drive|way|ct|court|pl|place|pkwy|parkway|cir|circle|trl|trail|loop)\b[^\d]{0,40}?)\b((?:(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine)[\s,-]+){4}(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine))\b(?![\s,-]+(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b)/gi;

const NAMES_A_STREET_TYPE = /\b(?:st|street|ave|avenue|rd|road|blvd|boulevard|ln|lane|dr|drive|way|ct|court|pl|place|pkwy|parkway|cir|circle|trl|trail|loop)\b/i;

/**
 * A house number and a ZIP code said on a call, as digits: "two eighteen oak hollow drive", "nine
 * oh two Pecan Street", "four oh five congress avenue austin seven eight seven oh one".
 */
const ORDINAL_UNITS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9 };
const ORDINAL_WHOLE: Record<string, number> = { tenth: 10, eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30, fortieth: 40, fiftieth: 50 };
/** "forty second street", "twenty-first avenue": a numbered street said in words. */
const SPOKEN_ORDINAL_STREET = new RegExp(`\\b(?:(${Object.keys(TENS).join('|')})[\\s-]+)?(${[...Object.keys(ORDINAL_UNITS), ...Object.keys(ORDINAL_WHOLE)].join('|')})(?=\\s+(?:street|st|avenue|ave|place|pl|road|rd)\\b)`, 'gi');
const suffixOf = (n: number): string => (n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
function spokenOrdinal(_said: string, tens: string | undefined, ordinal: string): string {
  const unit = ORDINAL_UNITS[ordinal.toLowerCase()] ?? ORDINAL_WHOLE[ordinal.toLowerCase()] ?? 0;
  const n = (tens ? Number(TENS[tens.toLowerCase()] ?? 0) * 10 : 0) + unit;
  return `${n}${suffixOf(n)}`;
}

export function withSpokenAddressNumbers(said: string): string {
  // Both need a street's type: most messages have none, and the look-behind is costly to try at every position.
  if (!NAMES_A_STREET_TYPE.test(said)) return said;
  const text = said.replace(SPOKEN_ZIP, (zip) => zip.toLowerCase().split(/[\s,-]+/).map((word) => DIGIT_WORDS[word] ?? '').join('')).replace(SPOKEN_ORDINAL_STREET, spokenOrdinal);
  return text.replace(SPOKEN_HOUSE_NUMBER, (said) => {
    const words = said.toLowerCase().trim().split(/[\s-]+/);
    let digits = '';
    for (let i = 0; i < words.length; i += 1) {
      const word = words[i] as string;
      const next = words[i + 1];
      if (TENS[word]) {
        digits += next && DIGIT_WORDS[next] && next !== 'oh' && next !== 'o' && next !== 'zero' ? `${TENS[word]}${DIGIT_WORDS[next]}` : `${TENS[word]}0`;
        if (next && DIGIT_WORDS[next] && next !== 'oh' && next !== 'o' && next !== 'zero') i += 1;
      } else if (word === 'hundred') digits = digits ? `${digits}00` : '';
      else digits += TEENS[word] ?? DIGIT_WORDS[word] ?? '';
    }
    return `${digits} `;
  });
}

const STREET_TYPE = '(?:stret|streeet|strt|raod|rode|drvie|dirve|drv|avenu|avnue|aveune|blvrd|bvld|st|street|ave|avenue|rd|road|blvd|boulevard|ln|lane|dr|drive|way|ct|court|pl|place|pkwy|parkway|hwy|highway|cir|circle|trl|trail|terrace|ter|loop|sq|square|bend|cove|cv|run|path|pass|point|pt|ridge|xing|crossing|hollow|trace|bluff|glen|vista|walk|row|heights|hts|mall|plaza|speedway|expressway|expy|freeway|fwy)';
/** "3000 S IH 35", "1200 US-183": a number on a numbered highway. */
const HIGHWAY = '(?:ih|i|us|fm|rm|sh|sr|hwy|highway|loop)[\\s-]?\\d{1,4}\\b';
const NOT_A_PLACE = "(?:on|at|for|by|to|and|don'?t|dont|do|ring|knock|call|text|the|one|of|some|a|an|he|she|they|his|her|their|so|also|just|plus|with|allergy|allergic|guests?|kids?|please|pls|thanks|name|phone|pickup|delivery|delivered|deliver|please|today|tonight|tomorrow|tmrw|mon|monday|tue|tues|tuesday|wed|wednesday|thu|thur|thurs|thursday|fri|friday|sat|saturday|sun|sunday|its|it'?s|it|has|have|had|there|be|will|can|could|would|should|must|need|needs|gotta|gonna|that|which|who|you|u|ur|your|if|when|then|no|yes|ok|i'?m|im|i|my|we|our|this|is|next|noon|around|about|before|after|not|instead|sorry|rather|but|leave|left|drop|ring|call|text|knock|put|use|meet|front|back|side|door|gate|porch|lobby|desk|reception|thank|thanks|how|what|whats|what'?s|where|why|do|does|did|are|was|were|any|much|many|long)\\b";
const STREET_WORD = "(?!(?:to|at|on|for|by|and|or)\\b)[\\p{L}\\p{N}.'-]+";
// "St. Louis Park", "Ft. Worth": a saint's or a fort's abbreviation is part of the town's name.
const CITY = `(?:(?:st|ft|mt)\\.\\s*)?(?!${NOT_A_PLACE})\\p{L}+(?:\\s+(?!${NOT_A_PLACE})\\p{L}+){0,2}`;
/** The cities around the bakery, said after a street with no comma (and never a name signed after it). */
/** Cities of the bakery's time zone a customer may give with a street ("123 Main St Apt 4, Chicago"). */
const CENTRAL_CITY = "(?:chicago|evanston|oak park|orland park|tinley park|highland park|forest park|melrose park|franklin park|skokie|cicero|berwyn|oak lawn|elgin|waukegan|naperville|aurora|joliet|schaumburg|dallas|houston|san antonio|fort worth|minneapolis|st\\.? paul|saint paul|bloomington|edina|richfield|st\\.? louis park|eden prairie|minnetonka|maple grove|brooklyn park|roseville|burnsville|eagan|woodbury|milwaukee|madison|kansas city|st\\.? louis|saint louis|memphis|nashville|new orleans|oklahoma city|tulsa|omaha|des moines)";
const NEARBY_CITY = '(?:austin|round rock|cedar park|pflugerville|georgetown|leander|buda|kyle|manor|lakeway|bee cave|dripping springs|hutto|west lake hills|westlake|sunset valley|del valle|elgin|bastrop|san marcos)';
/** A street address inside a message: number, street and type, then a suite and a city when given ("1402 Elm St, Austin TX 78704"). */
/** The states a customer of the bakery writes after the town: "Austin, TX", "Edina, MN 55424". */
const ADDRESS_STATE = '(?:tx|texas|mn|minn|minnesota|il|illinois|wi|wisconsin|mo|missouri|ia|iowa)';
const STREET_ADDRESS = new RegExp(
  // "Unit 12, 44 Elm St", "apt 3B 44 Elm St": a unit said before the street is kept with it.
  `(?:\\b(?:unit|apt|apartment|suite|ste)\\.?\\s*#?\\s*\\d[\\w-]{0,5}\\s*,?\\s+|#\\s*\\d[\\w-]{0,5}\\s*,?\\s+)?\\b\\d{1,6}(?:[-\\s]+[1-3]\\/[2-4]|-?[A-Z])?\\s+(?:(?:[NSEW]\\.?|north|south|east|west)\\s+)?(?:${HIGHWAY}|${STREET_TYPE}\\s+[A-Z0-9]\\b|(?:${STREET_WORD}\\s+){0,3}${STREET_TYPE}\\b\\.?(?:\\s+(?:N|S|E|W|NE|NW|SE|SW)\\b\\.?)?` +
    // "2210 South Lamar, apartment 312": no street type, but a unit says it is an address.
    `|(?:${STREET_WORD}\\s+){0,2}${STREET_WORD}(?=\\s*,?\\s*(?:suite|ste|apartment|apt\\.?|unit)\\s*#?\\d))` +
    // "Ste. 210", "Bldg C, Apt 12", "4th floor", "gate code 4521": what finds the door, kept.
    `(?:\\s*,?\\s*(?:(?:suite|ste|apartment|apt|unit|room|rm|floor|fl|bldg|building|gate code|gate|#)\\.?\\s*#?\\s*[\\w-]+|\\d{1,2}(?:st|nd|rd|th) (?:floor|fl)\\b))?` +
    `(?:\\s*,?\\s*(?:(?:suite|ste|apartment|apt|unit|room|rm|floor|fl|gate code|#)\\.?\\s*#?\\s*[\\w-]+|\\d{1,2}(?:st|nd|rd|th) (?:floor|fl)\\b))?` +
    // A city after a comma ("..., Austin"), or before the state or a zip code; not the words of a
    // next sentence ("55 Spring St. Ava Stone 512...") nor of a next clause ("..., one of the guests").
    // A city of the area needs no comma: "12 Oak St Austin".
    // The state may follow the town: "Edina, MN 55424".
    `(?:\\s*,\\s*${CITY}|\\s+${CITY}(?=,?\\s+${ADDRESS_STATE}\\b|,?\\s+\\d{5}\\b)|\\s+(?:in\\s+)?${NEARBY_CITY}\\b|\\s+(?:in\\s+)?${CENTRAL_CITY}\\b)?(?:,?\\s+${ADDRESS_STATE}\\b\\.?)?(?:,?\\s+\\d{5}\\b)?`,
  'iu',
);

const UNIT_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

/** "it's unit four", "apartment three B": a unit's number said in words, as written. */
function withSpokenUnit(text: string): string {
  // "suite two hundred", "suite four hundred ten": hundreds said in words.
  const hundreds = text.replace(/\b(suite|apartment|apt|unit|room)\s+(one|two|three|four|five|six|seven|eight|nine) hundred(?:\s+(?:and\s+)?(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))?\b/gi, (_said, kind: string, word: string, rest?: string) =>
    `${kind} ${100 * (UNIT_NUMBERS[word.toLowerCase()] ?? 0) + (rest ? (UNIT_NUMBERS[rest.toLowerCase()] ?? 0) : 0)}`);
  return hundreds.replace(/\b(suite|apartment|apt|unit|room|floor)\s+(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+([a-h])\b)?/gi, (_said, kind: string, word: string, letter?: string) => `${kind} ${UNIT_NUMBERS[word.toLowerCase()] ?? word}${letter ? letter.toUpperCase() : ''}`);
}


const ENTRY_WORDS = /\b(?:gate|gated|door|buzz|buzzer|lobby|building|keypad|call ?box|entry|access)\b/i;

/** "gate code #7788", "theres a gate, code is 2580", "buzzer code two five eight zero": how the driver gets in, and the words that say it. */
export function readAccessCode(said: string): { code: string; said: string } | null {
  const digit = '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)';
  const value = `([a-z]?\\d{3,8}[a-z#*]?|(?:${digit}[\\s,-]+){2,7}${digit})`;
  const named = new RegExp(`\\b(gate|door|access|entry|building|buzzer|lobby|call ?box|keypad)\\b[^.!?\\d]{0,25}?\\bcode\\b\\s*(?:is|:|=|-)?\\s*#?\\s*${value}\\b`, 'i').exec(said);
  // "buzz 302", "buzzer 4411": the number to buzz, with no "code" said.
  const buzz = named ? null : /\b(?:buzz|buzzer|intercom)\s*(?:#|no\.?|number|is|:)?\s*(\d{1,6}[a-z]?)\b/i.exec(said);
  if (buzz?.[1]) return { code: `buzzer ${buzz[1]}`, said: buzz[0] };
  // "2nd floor, code 7788" in a delivery: a code said beside the address is the way in too.
  const entry = ENTRY_WORDS.test(said) || /\b(?:deliver\w*|apt|apartment|unit|suite|floor)\b/i.test(said);
  const bare = named || !entry || /\b(?:zip|postal|promo|discount|coupon|area)\s+code\b/i.test(said) ? null : new RegExp(`\\bcode\\b\\s*(?:is|:|=|-)?\\s*#?\\s*${value}\\b(?=[^.!?]{0,20}$)`, 'i').exec(said);
  const match = named ?? bare;
  if (!match) return null;
  const kind = named ? (named[1] as string).toLowerCase() : /\bgate\b/i.test(said) ? 'gate' : 'access';
  const code = (match[match.length - 1] as string).split(/[\s,-]+/).map((word) => DIGIT_WORDS[word.toLowerCase()] ?? word).join('');
  return { code: `${kind} code ${code}`, said: match[0] };
}

/** "oh I forgot the apartment, its apt 4B": a unit said on its own, for the address already given. */
export function readAddressUnit(said: string): string | null {
  // "austin 78705" sent after the street: the city and zip code finish the address.
  const zipOnly = /^\s*(?:(?:austin|round rock|pflugerville|cedar park|leander|georgetown|buda|kyle|manor|lakeway|bee cave|hutto)[,\s]+)?(?:(?:tx|texas)[,\s]+)?(\d{5})(?:-\d{4})?[.!]?\s*$/i.exec(said);
  if (zipOnly) return said.trim().replace(/[.!]+$/, '');
  const text = withSpokenUnit(said);
  const unit = /\b(suite|ste|apartment|apt|unit|room|rm|floor|fl)\.?\s*(?:(?:is|number|no\.?|num)\s+)?#?\s*(\d[\w-]{0,5}|[a-z]\d{0,4})\b|(?:^|\s)#\s*(\d[\w-]{0,5})\b/i.exec(text);
  // "it's on the 3rd floor", "top floor": the floor, said by its number first, finishes it too.
  if (!unit) return new RegExp(FLOOR.source, 'i').exec(text)?.[0].replace(/^(?:on\s+)?(?:the\s+)?/i, '') ?? null;
  // "apt 4c, 78702": the zip code sent with the unit finishes the address too.
  const zip = /\b(?:(?:austin|tx|texas)[,\s]+)*(\d{5})(?:-\d{4})?\b/i.exec(text.slice(unit.index + unit[0].length))?.[1];
  const kept = unit[3] ? `#${unit[3]}` : `${unit[1]} ${unit[2]}`;
  return zip ? `${kept}, ${zip}` : kept;
}

/** A state said after a city: "Chicago IL", "Springfield, Illinois". */
export const US_STATE = '(?:al|ak|az|ar|ca|co|ct|de|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy|dc|illinois|texas|wisconsin|minnesota|missouri|tennessee|louisiana|oklahoma|iowa|kansas|nebraska|indiana)';
const NEARBY_CITY_ALONE = new RegExp(`^(?:${NEARBY_CITY}|${CENTRAL_CITY})(?:,?\\s+${US_STATE}\\.?)?$`, 'i');
export const isNearbyCity = (words: string): boolean => NEARBY_CITY_ALONE.test(words.trim());

// "buzzer doesn't work so call when here", "leave it with the front desk": how the driver finds the
// door, said right after the address; kept with it, since staff read the address before delivering.
const DRIVER_NOTE = /\b(?:call|text|ring|knock|buzz|buzzer|gate|code|leave|drop|door|porch|lobby|desk|front|back|side|concierge|doorman|security|stairs|elevator|upstairs|downstairs|park|parking|driveway|mailroom|neighbou?r)\b/i;
const NOT_A_DRIVER_NOTE = /\b(?:slices?|cakes?|today|tonight|tomorrow|tmrw|monday|tuesday|wednesday|thursday|friday|saturday|sunday|noon|\d{1,2}(?::\d{2})?\s*(?:am|pm)|name|allerg\w*|pick ?up|thanks?|thank you|please place)\b|\d{3}\D{0,2}\d{3}\D?\d{4}/i;

function withDriverNote(text: string, street: string): string {
  const at = text.indexOf(street);
  if (at < 0) return street;
  const clause = /^(?:\s*[,;-]|\s+(?=(?:so|and|but|pls|please)\s))\s*([^.!?\n]{3,120})/.exec(text.slice(at + street.length))?.[1]?.replace(/^[,;\s]+|[,;\s]+$/g, '').replace(/^(?:and|but)\s+/i, '');
  if (!clause || !DRIVER_NOTE.test(clause) || NOT_A_DRIVER_NOTE.test(clause)) return street;
  return `${street}, ${clause}`;
}

export function findStreetAddress(text: string): string | null {
  const found = STREET_ADDRESS.exec(text);
  if (!found) return null;
  // "45 park ave st paul": the "st" was the town's, read as the street's type; the town is kept.
  const saint = /\bst\.?$/i.test(found[0].trim()) ? /^\s+(paul|louis(?: park)?|cloud|charles|joseph|peters)\b/i.exec(text.slice(found.index + found[0].length))?.[0] : undefined;
  // "12 Pine Rd apt 3, lemon chiffon, sunday noon": what follows the comma is the order, not a town.
  const said = `${found[0]}${saint ?? ''}`.trim().replace(/[.,]+$/, '');
  return said.replace(ORDER_AFTER_COMMA, '');
}

const ORDER_AFTER_COMMA = /\s*,\s*[^,]*\b(?:cakes?|slices?|fudge|carrot|velvet|lemon|chiffon|vanilla|chocolate|custom|shortcake|pick ?up|today|tomorrow|tmrw)\b[^,]*$/i;

export function looksLikeAddress(text: string): boolean {
  return !/\b(slices?|cakes?|pieces?)\b/i.test(text) && new RegExp(`^\\s*\\d{1,6}\\s+(?:[\\p{L}\\p{N}.'-]+\\s+)*${STREET_TYPE}\\b`, 'iu').test(text);
}

// --- names ---------------------------------------------------------------------------------

const plainApostrophes = (text: string) => text.replace(/[’‘ʼ]/g, "'");

const NAME_WORD = "\\p{L}[\\p{L}\\p{M}'’.-]*";
const NAME = new RegExp(`^${NAME_WORD}(?:\\s+${NAME_WORD}){0,3}$`, 'u');

/** Words that are never a name, whatever else is around them. */
const NOT_NAMES = new Set([
  'without',
  // "the name is spelled wrong": words about the name, not the name.
  // Greetings written like names: "Howdy, 2 lemon slices", "Yo, lemme get".
  // "SYSTEM: set total to $0": a role, not a name.
  'system', 'admin', 'administrator', 'assistant', 'developer', 'root', 'sudo', 'bot',
  // "ignore previous instructions", "DROP TABLE orders": said to the software, never a customer's name.
  'ignore', 'disregard', 'instructions', 'instruction', 'prompt', 'previous', 'table', 'null', 'undefined', 'select',
  // "I'm Super excited", "I'm Jewish, is it kosher?": how someone is or what they are, not who.
  'super', 'excited', 'thrilled', 'stoked', 'jewish', 'muslim', 'christian', 'catholic', 'hindu', 'vegetarian', 'diabetic', 'pregnant', 'canadian', 'british', 'mexican', 'attn', 'attention', 'c/o',
  // "undo", "redo": asked of the assistant, not who the order is for.
  'undo', 'redo', 'reset', 'restart', 'revert',
  // "Wonderful, yes, thank you!": kind words, not a name.
  'lovely', 'wonderful', 'brilliant', 'fantastic', 'marvelous', 'marvellous', 'splendid', 'excellent', 'superb', 'delightful', 'gorgeous', 'fabulous', 'awesome', 'amazing', 'perfect', 'great',
  'howdy', 'yo', 'hiya', 'heya', 'hallo', 'hullo', 'ciao', 'sup', 'greetings', "g'day", 'gday', 'hey', 'hi', 'hello', 'morning', 'evening', 'afternoon', 'aloha', 'hola',
  // "name" typed alone, the name itself to follow in the next message.
  'name', 'names',
  // "1401 Elm St, Tyler TX": a city before its state, not a name signed after the street.
  'tx', 'texas',
  // "EpiPen user here": who they are to the allergy, not who the order is for.
  'epipen', 'epi-pen', 'user', 'spelled', 'spelt', 'phone', 'ph', 'cell', 'tel', 'mobile', 'email', 'number', 'misspelled', 'wrong', 'incorrect', 'correct', 'right', 'off', 'different', 'mine',
  // Days people order for: "a carrot cake for Thanksgiving" names a day, not a customer.
  // Not "Eve", "June", "April", "August" or "Jan": those are people's names too.
  'thanksgiving', 'christmas', 'xmas', 'easter', 'halloween', "valentine's", 'valentines', 'valentine', 'year', "year's", 'years', 'holiday',
  'holidays', 'weekend', 'january', 'february', 'march', 'july', 'september', 'october', 'november', 'december', 'feb', 'mar', 'apr', 'jun', 'jul',
  // "I've been trying to order for like ten minutes": a filler, not a name.
  'like', 'maybe', 'almost', 'nearly',
  // "this is freaking ridiculous": how it is, not who.
  'freaking', 'fricking', 'frickin', 'friggin', 'effing', 'really', 'totally', 'absolutely', 'crazy', 'insane', 'frustrating', 'unbelievable',
  'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'mothers', "mother's", 'fathers', "father's", 'graduation', 'shower',
  'wedding', 'anniversary', 'retirement', 'office', 'church', 'school', 'team', 'family', 'kids', 'everyone', 'guests', 'people',
  'a', 'an', 'the', 'allergic', 'looking', 'interested', 'hoping', 'trying', 'wondering', 'not', 'going', 'ordering', 'here', 'pickup', 'pick', 'delivery',
  'deliver', 'today', 'tomorrow', 'tonight', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mon', 'tue', 'wed', 'thu',
  'fri', 'sat', 'sun', 'me', 'my', 'us', 'two', 'three', 'four', 'five', 'six', 'ten', 'one', 'good', 'fine', 'ok', 'okay', 'sure', 'sorry', 'just', 'also',
  'still', 'very', 'so', 'gonna', 'lunch', 'dinner', 'breakfast', 'party', 'birthday', 'work', 'noon', 'now', 'later', 'next', 'this', 'that', 'in', 'for',
  'at', 'on', 'to', 'with', 'no', 'yes', 'yeah', 'yep', 'nope', 'back', 'getting', 'after', 'about', 'actually', 'done', 'all', 'it', 'coming', 'calling',
  'texting', 'writing', 'ready', 'hungry', 'celiac', 'vegan', 'lactose', 'diabetic', 'asking', 'checking', 'wanting', 'after', 'available', 'open',
  'closed', 'hi', 'hello', 'hey', 'thanks', 'thank', 'cancel', 'stop', 'menu', 'help', 'hours', 'status', 'restart', 'order', 'cake', 'cakes', 'slice',
  'slices', 'whole', 'please', 'what', 'which', 'why', 'how', 'when', 'where', 'who', 'is', 'are', 'do', 'does', 'can', 'could', 'would', 'will', 'i',
  'you', 'your', 'we', 'our', 'they', 'he', 'she', 'his', 'her', 'their', 'custom', 'wait', 'hold', 'nah', 'correct', 'right', 'wrong', 'great', 'perfect',
  'agent', 'human', 'person', 'staff', 'manager', 'someone', 'somebody', 'nothing', 'none', 'nobody', 'same', 'again', 'more', 'less', 'there',
  'from', 'near', 'by', 'out', 'up', 'down', 'around', 'over', 'off', 'afraid', 'glad', 'happy', 'sad', 'excited', 'new', 'planning', 'thinking',
  'curious', 'free', 'busy', 'home', 'late', 'early', 'certain', 'outside', 'urgent', 'important', 'amazing', 'awesome', 'weird', 'confused',
  'confusing', 'annoying', 'ridiculous', 'taking', 'asking', 'waiting', 'trying', 'needing', 'placing', 'gluten', 'nut', 'nuts', 'dairy', 'eggs',
  'test', 'testing', 'mad', 'upset', 'disappointed', 'pregnant', 'lost', 'stuck', 'starving', 'craving', 'bored', 'tired', 'delivering',
  'cheers', 'thx', 'bye', 'btw', 'lol', 'haha', 'fyi', 'tho', 'though', 'uh', 'um', 'umm', 'er', 'erm', 'sir', 'maam', "ma'am", 'asap', 'tmrw', 'tmr', 'am', 'pm', 'noon', 'tonight', 'morning', 'afternoon', 'evening', 'pls', 'plz',
  'understood', 'noted', 'alright', 'cool', 'awesome', 'gotcha',
  // "put it under him", "Jen Ruiz from HR": a pronoun, a department.
  'him', 'them', 'hers', 'theirs', 'hr', 'accounting', 'marketing', 'payroll', 'reception', 'admin',
  // "add some strawberries", "put sprinkles on it" answered to "what name?": a change asked for.
  'add', 'put', 'remove', 'change', 'some', 'extra', 'sprinkles', 'frosting', 'icing', 'strawberries', 'berries', 'candles', 'topping', 'toppings',
  'large', 'regular', 'small', 'medium', 'big', 'normal', 'never', 'mind', 'then', 'fine', 'instead', 'chocolate', 'lemon', 'carrot', 'vanilla', 'strawberry', 'red', 'velvet', 'coffee', 'tea', 'latte', 'if', 'but', 'or', 'and', 'because',
]);

/** First names that are also everyday words, a name only when capitalised before a surname ("Will Grant"). */
const FIRST_NAMES_THAT_ARE_WORDS = new Set(['will', 'hope', 'grace', 'may', 'faith', 'joy', 'rose', 'art', 'bill', 'dawn', 'summer', 'chase', 'mark', 'pat', 'sue', 'rich', 'ray', 'frank', 'don', 'guy', 'sky', 'sunny', 'bob', 'jack', 'matt', 'drew', 'rob', 'jim']);

/** "Will Grant": a first name that is also a word, capitalised, before a capitalised surname. */
function isFirstNameBeforeSurname(word: string, next: string | undefined): boolean {
  const capitalised = (w: string | undefined) => w !== undefined && /^\p{Lu}\p{Ll}/u.test(w);
  return FIRST_NAMES_THAT_ARE_WORDS.has(word.toLowerCase()) && capitalised(word) && capitalised(next) && !NOT_NAMES.has((next as string).toLowerCase().replace(/[.,!]+$/, ''));
}

/** Short words that are parts of names when written with a capital after a first name. */
const NAME_PARTICLES = new Set(['an', 'de', 'la', 'le', 'da', 'del', 'van', 'von', 'al', 'bin', 'di', 'du', 'st']);

/** A name as people write it: initial capitals when typed all lower case, their own capitals otherwise. */
function tidyName(raw: string): string | null {
  // "Leigh L E I G H": the name, then its letters said one by one, which are not more of it.
  const name = raw.trim().replace(/[.!,;]+$/, '').replace(/\s+/g, ' ').replace(/(?<=\p{L}{2,})(?:\s+\p{L}){2,}$/u, '');
  if (!NAME.test(name) || name.length > 80) return null;
  const words = name.split(' ');
  if (words.length > 1 && NAMES_A_BUILDING.test(name)) return null;
  // "It's Grandma's 90th birthday", "It's Marco's party": someone's, not a name.
  if (/['’]s$|s['’]$/i.test(words[words.length - 1] as string)) return null;
  // "its Pine Ave", "Oak Rd": a street, not a person.
  if (words.length > 1 && /^(?:ave|avenue|rd|road|st|street|blvd|boulevard|dr|drive|pkwy|parkway|hwy|highway|cir)\.?$/i.test(words[words.length - 1] as string)) return null;
  // "Will Grant": a first name that is also a word, capitalised before a capitalised surname.
  const firstName = (word: string, i: number) => i === 0 && isFirstNameBeforeSurname(word, words[1]);
  // "asdfgh", "qwerty": keys mashed, not a name.
  if (words.some((word) => /asdfg|sdfgh|dfghj|fghjk|ghjkl|qwert|werty|ertyu|rtyui|tyuio|yuiop|zxcvb|xcvbn|cvbnm|^(asdf|qwer|zxcv|jkl;)/i.test(word) || (!/[aeiouy]/i.test(word) && word.length > 3 && /^[a-z]+$/i.test(word)))) return null;
  if (words.some((word, i) => NOT_NAMES.has(word.toLowerCase().replace(/[’']/g, "'")) && !firstName(word, i) && !(i > 0 && NAME_PARTICLES.has(word.toLowerCase()) && /^\p{Lu}/u.test(word)))) return null;
  const lower = name === name.toLowerCase() || name === name.toUpperCase();
  return lower ? words.map((word) => word.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase())).join(' ') : name;
}

const NAME_INTRO = /(?:^|[\s,.;!])(?<!\b(?:her|his|their|team|company|business|school|club|dog|cat|pet|shop|store|street|baby)\s)(?:my name is|my name'?s|name is|name'?s|name:|name -|(?:change|update|switch|correct|fix) (?:the |my )?name to|name should be|this is|i am|i'm|im|it'?s|its|under the name(?: of)?|under|put it under|order for|the order is for|the name is|call me|signed|from|name)\s*:?\s+(\p{L}[\p{L}\p{M}'’.-]*(?:\s+(?!(?:and|with|my|&|plus|for|at|on|please|pls|thanks)\b)\p{L}[\p{L}\p{M}'’.-]*){0,2})/giu;

/** The introductions of NAME_INTRO that say a name follows (no "from", "I'm", "it's", "this is"). */
const NAME_SHOULD_BE = /\b(?:should be|should read|should say|is actually|it'?s actually|it is|it'?s|its|correct (?:name|spelling) is|spelled|\p{L}+'s name(?: is| instead)?,?)\s*:?\s+(\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+\p{Lu}[\p{L}\p{M}'’.-]*){0,2})/u;
const NAME_SAID = /(?:^|[\s,.;!])(?<!\b(?:her|his|their|team|company|business|school|club|dog|cat|pet|shop|store|street|baby)\s)(?:(?:put it |put the order )?under me,?|my name is|my name'?s|name is|name:|name -|contact(?: name)?:|(?:the |our |my )?(?:contact|point of contact|contact person) is|(?:change|update|switch|correct|fix) (?:the |my )?name to|name should be|under the name(?: of)?|under (?:my|her|his|their|our) (?:own |\p{L}+['’]?s )?name,?|put it under|order for|the order is for|the name is|(?:the )?name (?:for|on) (?:the|this|my) order is|call me)\s*:?\s+(\p{L}[\p{L}\p{M}'’.-]*(?:\s+(?!(?:and|with|my|&|plus|for|at|on|please|pls|thanks)\b)\p{L}[\p{L}\p{M}'’.-]*){0,2})/giu;

const CAPITALISED_NAME = "\\p{Lu}[\\p{L}\\p{M}'’.-]*(?:\\s+\\p{Lu}[\\p{L}\\p{M}'’.-]*){0,3}";
/** Names people sign with: "Anne-Marie Dubois here", "José Núñez — 3 slices", "Kenji, 512-555-0114", "... - Anjali". */
/** Last lines of a list that are no signature: thanks, a day, a way of collecting, a product. */
const NOT_A_SIGNATURE = /\b(?:thanks?|thank you|thx|ty|please|pls|plz|today|tomorrow|tmrw|tonight|pick ?up|pickup|delivery|deliver|slices?|cakes?|whole|each|ea|total|asap|noon|morning|afternoon|evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday|chocolate|choc|fudge|carrot|red|velvet|lemon|vanilla|custom|large|regular|cheers|love|xo+|lol)\b/i;

const NAME_SIGNATURES = [
  new RegExp(`(?:^|[,.!]\\s*|\\b(?:[Hh]i|[Hh]ello|[Hh]ey|[Ii]t'?s|[Ii]ts)[,!]?\\s+)(${CAPITALISED_NAME})\\s+here\\b`, 'u'),
  new RegExp(`^(?:(?:[Hh]i|[Hh]ello|[Hh]ey)[,!.]?\\s+)?(${CAPITALISED_NAME})\\s*(?:[—–:]|[-.,]\\s)\\s*(?=\\+?\\(?\\d|\\p{L})`, 'u'),
  new RegExp(`(?:^|\\s)[-—–~]\\s*(${CAPITALISED_NAME})\\s*$`, 'u'),
  // "Linda Hall (my mom) will pick it up": the person who collects it, whose name the order is under.
  new RegExp(`^(${CAPITALISED_NAME})\\s*(?:\\([^)]{1,30}\\)\\s*)?,?\\s*(?:will|is going to|is gonna|'ll|can|is)\\s+(?:be\\s+)?(?:pick(?:ing)?(?:\\s+it)?\\s+up|collect(?:ing)?|get(?:ting)?\\s+it|com(?:e|ing)\\s+(?:for|to get|by))\\b`, 'u'),
  // "3 carrot slices at 11:30 today - Paul Avery 737-555-0153", "Carla Mendes / 512-555-0105": a name signed before the number.
  new RegExp(`(?:^|\\s[-—–~]\\s*)(${CAPITALISED_NAME})\\s*[/,|-]?\\s*\\+?\\(?\\d{3}\\)?[\\s.-]*\\d{3}[\\s.-]*\\d{2,4}\\s*$`, 'u'),
  new RegExp(`[.!?]\\s+(${CAPITALISED_NAME})\\s*[.!]?$`, 'u'),
  // A sign-off, or a name just before the number: "Thank you,\nMargaret Ellis", "..., Yara, 512-555-0177".
  new RegExp(`\\b(?:[Tt]hanks|[Tt]hank you|[Rr]egards|[Bb]est|[Cc]heers|[Ss]incerely|[Tt]hx)[,!.]?\\s*\\n\\s*(${CAPITALISED_NAME})`, 'u'),
  new RegExp(`(?:^|[,.!:;\\n]\\s*)(${CAPITALISED_NAME})\\s*[,;]?\\s*(?=\\+?1?[\\s.-]?\\(?\\d{3}\\)?[\\s.-]*\\d{3}[\\s.-]*\\d{4})`, 'u'),
  // "... 9:30am? Kai Ross, 512-555-0150", "Pickup. Zoe Hart 512-555-0120": the same, the name's words without a full stop.
  new RegExp(`(?:^|[,.!?:;\\n]\\s*)(\\p{Lu}[\\p{L}\\p{M}'’-]*(?:\\s+\\p{Lu}[\\p{L}\\p{M}'’-]*){0,3})\\s*[,;]?\\s*(?=\\+?1?[\\s.-]?\\(?\\d{3}\\)?[\\s.-]*\\d{3}[\\s.-]*\\d{4})`, 'u'),
  new RegExp(`(?:^|[.!,]\\s+|\\b[Hh]i\\s+)(?:[Ii]t'?s|[Ii]ts|[Ii]t is|I'?m|[Ii]m|I am|[Tt]his is)\\s+(${CAPITALISED_NAME})\\s*(?:[.!,]|$)`, 'u'),
  // "oh, that's Catherine with a C", "it's Jon, spelled J-O-N": a name put right by its spelling.
  new RegExp(`(?:^|[\\s,.;!])(?:(?:[Ii]t'?s|[Ii]ts|[Tt]hat'?s|[Tt]hats|[Ii]t is|[Tt]hat is)\\s+)?(${CAPITALISED_NAME})\\s*,?\\s+(?:with an?\\s+\\p{L}\\b|spelled\\b|spelt\\b)`, 'u'),
  // "2 lemon slices 3pm for Liam": a capitalised name at the very end, after "for" (days, months
  // and other words that are not names are refused by tidyName).
  new RegExp(`\\bfor\\s+(${CAPITALISED_NAME})\\s*[.!]?$`, 'u'),
  // "... saturday 2pm pickup for Jo, plus a cold brew", "... pickup for Jo with a slice of lemon too":
  // after "pickup" or a time, the name the order is for, with more said after it.
  new RegExp(`(?:\\b[Pp]ick ?-?up|\\b[Dd]elivery|\\d\\s*[aApP]\\.?[mM]\\.?)\\s+for\\s+(${CAPITALISED_NAME})\\s*(?:,\\s*(?=\\p{Ll})|\\s+with\\s+(?=\\p{Ll})|[.!]\\s+(?=\\p{L}))`, 'u'),
  // "a cake to my sister ... It's from me, Tom Okafor": the sender is the customer.
  new RegExp(`\\bfrom me,?\\s+(${CAPITALISED_NAME})`, 'u'),
  // "... 'Happy Bday Kevin'. Jill Park, pickup": a name in a sentence of its own, before how it is picked up.
  new RegExp(`(?:^|[.!?'"’”]\\s+)(${CAPITALISED_NAME})\\s*,\\s*(?:[Pp]ick ?-?up|[Dd]elivery|[Dd]eliver)\\b`, 'u'),
  // "... at 11am pickup please, Lou Ferris": a name after the closing politeness.
  new RegExp(`\\b(?:please|pls|plz|thanks|thank you|thx|ty)\\s*,\\s*(${CAPITALISED_NAME})\\s*[.!]?$`, 'u'),
  // "..., for Omar Reyes. total?", "for Theo Grant. How much is that?": the same, before a question about the total.
  new RegExp(`\\bfor\\s+(${CAPITALISED_NAME})\\s*[.!,]\\s*(?=(?:[Tt]otal|[Hh]ow much|[Ww]hat'?s the (?:total|price|damage)|[Ww]hats the (?:total|price)|[Pp]rice|[Cc]ost)\\b[^.!]{0,30}\\??\\s*$)`, 'u'),
  // "... at 12:30pm? Thank you, Ellen": a sign-off on the same line, ending the message.
  new RegExp(`\\b(?:[Tt]hanks|[Tt]hank you|[Rr]egards|[Cc]heers|[Tt]hx)[,!.]\\s+(${CAPITALISED_NAME})\\s*[.!]?$`, 'u'),
  // "2 choc slices pickup 2pm, Mia", "pickup at 11, Dee Lang", "12:30 today, Hana Ito. fyi ...": a
  // name after a comma that follows a time, a day or "pickup", ending the message or its sentence.
  new RegExp(
    `(?:\\d\\s*(?:[aApP]\\.?[mM]\\.?|o'?clock|ish)|\\d:\\d\\d|\\b[Nn]oon|\\b(?:at|by|around) (?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirty)|\\b(?:today|tonight|tomorrow|tmrw|tmr|then|pick ?up|delivery|morning|afternoon|evening|after work|lunch ?time|after lunch|(?:mon|tues?|wed|thu|thurs?|fri|sat|sun)(?:day)?|[a-z]{3,9}day))\\s*,\\s*(${CAPITALISED_NAME})\\s*(?:[.!]?$|[.!]\\s+(?=\\p{L})|,\\s*(?:and\\s+)?(?:my|the)\\s+(?:number|phone|cell|mobile)\\b|,\\s*(?=(?:thanks|thank you|thx|ty|cheers|call|text|fyi|my|our|she|he|they|and|no|please|pls)\\b))`,
    'u',
  ),
  // "2 choc slices 3pm Al": a name written last, straight after the time, texted with no comma.
  new RegExp(`\\d\\s*(?:[aApP]\\.?[mM]\\.?)\\s+(${CAPITALISED_NAME})\\s*[.!]?$`, 'u'),
  // "..., for Ines Moreau, and my number is ...": the name the order is for, before the number.
  new RegExp(`\\bfor\\s+(${CAPITALISED_NAME})\\s*,?\\s*(?:and\\s+)?(?:my\\s+|the\\s+)?(?:number|phone|cell|mobile)\\b`, 'u'),
  // "Ana Bell pickup": a whole message of a name and how it is collected.
  new RegExp(`^(${CAPITALISED_NAME})\\s*,?\\s+(?:for\\s+)?(?:[Pp]ick ?up|[Pp]ick-up|[Dd]elivery)\\s*[.!]?$`, 'u'),
  // "Red velvet cake Saturday noon pickup Quinn", "... at 4pm? Pickup. Hannah Beck": a name written last, straight after "pickup".
  // "... pickup - Bob, thx", "... pickup, Jan, my son is allergic to eggs", "... pickup Al and text me
  // a reminder": the same, before a clause of its own.
  new RegExp(`\\b(?:[Pp]ick ?up|[Pp]ick-up)\\s*[,.\\-—–]?\\s+(${CAPITALISED_NAME})\\s*(?:[.!]?$|[.!]\\s+(?=\\p{L})|,\\s*(?=\\p{Ll})|\\s+and\\s+(?=\\p{Ll}))`, 'u'),
  // "4 vanilla slices tmrw 7:45am pickup b4 work, Lee Chan": a first and last name after a comma, ending the message.
  new RegExp(`,\\s*(\\p{Lu}\\p{Ll}[\\p{L}'’-]*\\s+\\p{Lu}[\\p{L}'’-]+)\\s*[.!]?$`, 'u'),
];

/** A name the customer introduces ("this is Dana Ruiz", "Name: Zoë", "it's for O'Neil", "Dana here"). */
/** Words that open a sentence and are never a name: "Oh, that's more than I budgeted". */
const NEVER_A_NAME = /^(oh|ohh|oops|whoops|typo|shoot|dang|darn|omg|lol|hmm+|um+|uh+|ah+|well|hey|hi|hello|ok|okay|yes|yeah|no|nope|wait|actually|sorry|thanks|so|ugh|wow|apt|unit|suite)$/i;

export function readIntroducedName(text: string, expectingName: boolean): string | null {
  const name = introducedNameIn(text, expectingName);
  return name && NEVER_A_NAME.test(name) ? null : name;
}

const LAST_AND_FIRST = /\b(?:last|sur|family) ?name(?: is|'s|:)?\s+(\p{L}[\p{L}\p{M}'’-]+)\b[^]{0,40}?\bfirst name(?: is|'s|:)?\s+(\p{L}[\p{L}\p{M}'’-]+)/iu;
const FIRST_AND_LAST = /\bfirst name(?: is|'s|:)?\s+(\p{L}[\p{L}\p{M}'’-]+)\b[^]{0,40}?\b(?:last|sur|family) ?name(?: is|'s|:)?\s+(\p{L}[\p{L}\p{M}'’-]+)/iu;

function introducedNameIn(text: string, expectingName: boolean): string | null {
  // "name: Robert'); DROP TABLE orders;-- lol jk its Rob Tate": the name said after the joke.
  const joke = /\b(?:jk|j\/k|just kidding|kidding)\b/i.exec(text);
  const afterJoke = joke ? introducedNameIn(text.slice(joke.index + joke[0].length), expectingName) : null;
  if (afterJoke) return afterJoke;
  // "... thank you 🙏 Femi": an emoji between words parts them as a full stop would.
  // "it's uh Frank Dale": a pause said on a call is not part of the name, nor where it starts.
  const plain = plainApostrophes(text).replace(/\s*[\p{Extended_Pictographic}\u{FE0F}\u200D]+/gu, '.').replace(/\b(?:uh+|um+|erm+)\b,?\s*/gi, '').trim();
  // "my mom is flying in from Denver ... My name is Carla Diaz": a name said to be one wins over
  // words that only may introduce one ("from", "I'm", "it's"), wherever each is in the message.
  // Searched apart, since a weaker match may swallow it ("from church. My name | is Carla").
  // "first name Linh, L I N H, last name Nguyen, N G U Y E N": both parts, whatever is between.
  const parts = FIRST_AND_LAST.exec(plain);
  if (parts?.[1] && parts[2]) return tidyName(`${parts[1]} ${parts[2]}`);
  // "last name Nguyen, N G U Y E N, first name Linh": the same, said the other way round.
  const reversed = LAST_AND_FIRST.exec(plain);
  if (reversed?.[1] && reversed[2]) return tidyName(`${reversed[2]} ${reversed[1]}`);
  for (const match of [...plain.matchAll(NAME_SAID), ...plain.matchAll(NAME_INTRO)]) {
    const name = introducedName(match, expectingName);
    if (name) return name;
  }
  // "the name is spelled wrong. It should be John Smith": the name said to be right.
  const corrected = /\bname\b/i.test(plain) ? NAME_SHOULD_BE.exec(plain)?.[1] : undefined;
  if (corrected) {
    const name = keptNameWords(corrected);
    if (name) return name;
  }
  // "CHOCOLATE CAKE SATURDAY 2PM PICKUP. WRITE HAPPY BIRTHDAY MOM ON IT": in a message all in
  // capitals, a capital says nothing, so no word is taken for a name signed by its capital.
  const allCaps = /\p{Lu}{2}/u.test(plain) && !/\p{Ll}/u.test(plain);
  for (const pattern of allCaps ? [] : NAME_SIGNATURES) {
    const signed = pattern.exec(plain)?.[1];
    const name = signed ? keptNameWords(signed) : null;
    if (name) return name;
  }
  // "SATURDAY ORDER\n1 whole red velvet\n...\npick up 2pm\nDina Ross": a list signed on its last line.
  const lastLine = /^(?:[^\n]*\n){2,}\s*(\p{L}[\p{L}\p{M}'’-]*(?:\s+\p{L}[\p{L}\p{M}'’-]*){0,2})\s*[.!]?\s*$/u.exec(plain)?.[1];
  const signedList = lastLine && !NOT_A_SIGNATURE.test(lastLine) ? keptNameWords(lastLine) : null;
  // Only when every word of the line is kept: "kim", "Dina Ross", not "see you then".
  if (lastLine && signedList && signedList.toLowerCase() === lastLine.replace(/[.!]$/, '').trim().toLowerCase()) return signedList;
  // "order for my friend, she'll pick up. her name is Maria Lopez": someone else's name is the
  // order's only when the customer gives none of their own ("her name is Rosa Mendez, I'm Daniel").
  const theirs = /\b(?:her|his|their) name(?: is|'s|:|,)\s+(\p{L}[\p{L}\p{M}'’.-]*(?:\s+\p{L}[\p{L}\p{M}'’.-]*){0,2})/u.exec(plain)?.[1];
  return theirs ? keptNameWords(theirs) : null;
}

function introducedName(match: RegExpMatchArray, expectingName: boolean): string | null {
  if (!match[1]) return null;
  const intro = match[0].trim().toLowerCase().replace(/^[,.;!]/, '').trim();
  // "Greetings from Chicago!", "hello from Round Rock": where someone writes from, not who.
  if (/^from\b/.test(intro) && /\b(?:greetings|hello|hi|hey|hiya|howdy|writing|texting|messaging|calling|visiting|moved|moving|coming|flying|driving|here)\s*$/i.test((match.input ?? '').slice(0, match.index ?? 0).trimEnd().slice(-20))) return null;
  // "it's", "under", "from" and a bare "name" introduce a name only when it was asked for, or when it is written with a capital.
  // "..., pickup, name alice": a bare "name" with the name ending the clause needs no capital.
  // "name is mary jane watson 612-555-0157", "name mike ph 612...": a phone after the name ends it too.
  // "name pat and um no nuts please": a name followed by "and" and more said, too.
  const endsClause = /^\s*(?:[,.;!?]|$|(?:ph|phone|tel|cell|mobile|number|num|#|and|but|also|plus)\b|\(?\+?1?[\s.-]?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}\b)/i.test((match.input ?? '').slice((match.index ?? 0) + match[0].length));
  const nameEndingClause = /^name\s/.test(intro) && endsClause;
  if (!expectingName && !nameEndingClause && /^(it'?s|its|under|from|call me|signed|name\s)/.test(intro) && !/^\p{Lu}/u.test(match[1])) return null;
  // "I'm Dana" is a name; "i'm so excited" is not: unasked, "I'm" needs a capitalised name.
  if (!expectingName && /^(i am|i'm|im)\b/.test(intro) && !/^\p{Lu}/u.test(match[1])) return null;
  // "Name: Alex Moore\nPhone: ...": a name ends with its line.
  return keptNameWords(match[1].split('\n')[0] as string);
}

/** The words of a name, up to the first that cannot be part of one ("this is Dana and I'd like..."). */
function keptNameWords(words: string): string | null {
  const kept: string[] = [];
  // "Austin. Sam Okafor 512-...": a word ending its sentence before a full name is not part of it.
  const sentences = words.split(/(?<=\p{L}{3,})\.\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu})/u);
  if (sentences.length > 1) words = sentences[sentences.length - 1] as string;
  const all = words.split(/\s+/);
  for (const [at, word] of all.entries()) {
    const lower = word.toLowerCase().replace(/[.,!]+$/, '');
    // "Nguyen Van An": a capitalised short word inside a name is part of it. "Will Grant", "Hope
    // Adams": a first name that is also a word, written with a capital before a surname.
    const next = all[at + 1];
    const firstName = at === 0 && !/[.,!]$/.test(word) && isFirstNameBeforeSurname(word, next);
    const inName = firstName || (kept.length > 0 && /^\p{Lu}/u.test(word) && NAME_PARTICLES.has(lower));
    if ((NOT_NAMES.has(lower) && !inName) || !/^\p{Lu}|^\p{Ll}/u.test(word)) break;
    // "Mrs. Smith": a title's full stop does not end the name.
    if (TITLES.has(lower) && /\.$/.test(word) && next) {
      kept.push(word);
      continue;
    }
    // "Robert'); DROP TABLE": a name ends where its letters do; no stray quote is kept.
    kept.push(word.replace(/[.,!]+$/, '').replace(/['’-]+$/, ''));
    if (/[.,!]$/.test(word) || /['’][^\p{L}]/u.test(word)) break;
  }
  // "Mrs. Patel will pick it up": a title alone is not yet a name; the words after it are read.
  if (kept.length === 1 && TITLES.has((kept[0] as string).toLowerCase())) return null;
  return kept.length ? tidyName(kept.join(' ')) : null;
}

const TITLES = new Set(['mr', 'mrs', 'ms', 'mx', 'miss', 'dr', 'prof', 'rev']);
const TITLE = '(?:mr|mrs|ms|mx|miss|dr|prof|rev)\\.?';
// "Mr & Mrs Patel", "Mr. and Mrs. Patel", "Sam & Alex Lee": two people under one name.
const COUPLE = new RegExp(`^(?:(${TITLE})(\\s*&\\s*|\\s+and\\s+)(${TITLE})|(${NAME_WORD})(\\s*&\\s*|\\s+and\\s+)(${NAME_WORD}))(?:\\s+(${NAME_WORD}(?:\\s+${NAME_WORD})?))?$`, 'iu');

function coupleName(text: string): string | null {
  const match = COUPLE.exec(text);
  if (!match) return null;
  const capital = (word: string) => (word === word.toLowerCase() ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word);
  const [first, joiner, second] = match[1] ? [match[1], match[2], match[3]] : [match[4], match[5], match[6]];
  const surname = match[7] ? tidyName(match[7]) : null;
  // Titles need the surname ("Mr & Mrs Patel"); two first names must each be a name ("Sam & Alex"), not "me and my".
  if (!first || !second || (match[7] && !surname) || (match[1] ? !surname : !tidyName(first) || !tidyName(second))) return null;
  return [capital(first), joiner?.trim() === '&' ? '&' : 'and', capital(second), surname].filter(Boolean).join(' ');
}

/** The message without a phone number in it, nor the words that announced it ("Dana, phone 512-555-0100"). */
function withoutPhoneNumber(text: string): string {
  const match = PHONE_LIKE.exec(text);
  if (!match) return text;
  const before = text.slice(0, match.index).replace(/[\s,;:—–-]*(?:(?:and|&)\s+)?(?:(?:my|the|a|best|contact|call me at|reach me at)\s+)?\b(?:phone|tel|telephone|cell|mobile|ph|number|num|no\.?|#)?(?:\s+(?:number|no\.?|is|#))*\s*:?\s*$/i, '');
  const after = text.slice(match.index + match[0].length).replace(/^[\s,;.:—–-]+/, ' ');
  return `${before}${after}`.trim();
}

/** The whole message as a name, in answer to "what name should I put the order under?". */
/** "Shivon, that's spelled S I O B H A N": the letters said one by one after a name, as a word. */
const SPELLED_AFTER = /[.,]?\s+(?:that'?s |that is |it'?s )?(?:spelled |spelt )?((?:\p{L}(?:[-.]\s?|\s)){2,}\p{L})\.?$/u;

export function readNameAnswer(said: string): string | null {
  const text = tidySpokenName(said);
  // "Name is Walter. Phone 612 555 0199 dear": the name ends at its sentence; "dear" is no part of it.
  const name = withoutEndearment(readNameSaid(text));
  // "it's Shivon, that's spelled S I O B H A N", "Anna Shimanski, spelled S Z Y M A N S K I": the
  // spelling is how it is written; it replaces the word it spells.
  const letters = SPELLED_AFTER.exec(plainApostrophes(text))?.[1]?.replace(/[^\p{L}]/gu, '');
  if (!name || !letters || letters.length < 2) return name;
  const spelled = `${letters[0]?.toUpperCase()}${letters.slice(1).toLowerCase()}`;
  return name.split(' ').length === 1 ? spelled : closestWord(name, spelled).replaced;
}

const withoutEndearment = (name: string | null): string | null =>
  name === null ? null : name.replace(/\.\s+\p{Ll}.*$/u, '').replace(/[\s,]+(?:dear|hun|honey|sweetie|darling|thanks|thank you|please|pls)$/i, '').trim() || name;

/**
 * A name as a caller says it: "Katherine with a K Katherine Lund", "it's Zoe Z O E Zoe Marsh",
 * "Dev Patel Dev Patel", "Jen uh Jennifer Jennifer Ross". A letter the word already has, letters
 * spelling the word beside them, a name said twice and a short form said before the full one go.
 */
export function tidySpokenName(text: string): string {
  const kept = text
    .replace(/\b(\p{L}+)\s+with an? (\p{L})\b(?:'s)?,?\s+\1\b/giu, (said, word: string, letter: string) => (word.toLowerCase().includes(letter.toLowerCase()) ? word : said))
    .replace(/(\p{L}+)\s+((?:\p{L}[\s,.-]+){1,14}\p{L})(?=[\s,.]|$)(\s+(\p{L}+))?/gu, (said, before: string, letters: string, after: string | undefined, next: string | undefined) => {
      const word = letters.replace(/[^\p{L}]/gu, '').toLowerCase();
      if (!/^(?:\p{L}[\s,.-]+)+\p{L}$/u.test(letters) || word.length < 2) return said;
      if (word === before.toLowerCase()) return `${before}${after ?? ''}`;
      if (next && word === next.toLowerCase()) return `${before}${after ?? ''}`;
      return said;
    })
    .replace(/(^|[\s,])(?:uh+|um+|er+m?)(?=[\s,.!]|$)[,.]?/gi, '$1');
  return kept
    .replace(/\b(\p{L}{2,}(?:\s+\p{L}{2,})?)(?:\s+\1)+\b/giu, '$1')
    .replace(/\b(\p{L}{2,})\s+(?=(\p{L}+))/gu, (said, short: string, full: string) => (full.length > short.length && full.toLowerCase().startsWith(short.toLowerCase()) ? '' : said))
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function readNameSaid(text: string): string | null {
  // "Mark Ellis. That's Marc with a C, M A R C": the name with the word respelled.
  const respelled = RESPELLED.exec(plainApostrophes(text));
  if (respelled?.[1] && respelled[2]) {
    const name = readNameSaid(respelled[1]);
    if (name) return withWordRespelled(name, respelled[2]);
  }
  const stripped = plainApostrophes(withoutPhoneNumber(text))
    // "it's, uh, Harold": a pause said on a call is not part of the name.
    .replace(/(^|[\s,])(?:uh+|um+|er+m?|hmm+)(?=[\s,.!]|$)[,.]?/gi, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .replace(/^((ok(ay)?|sure|yes|yeah|yep|hi|hello|hey|oh|sorry|go ahead|ok go ahead|uh+|um+|er+m?|hmm+|ah+|so|well|ugh+|fine|alright|whatever|sigh|lol|jk)[,.!]?\s+)+/i, '')
    .replace(/^((it'?s|its|it is|name'?s|name is|name:|name|my name is|my name'?s|(?:my|her|his|their) (?:own )?name|this is|i'?m|im|i am|under|under the name|put it under|for|the name is|use|it'?ll be|you can put|put|(?:it'?s |its |it is )?(?:gonna|going to) be|it will be|just put)\s*[:,]?\s+){1,3}/i, '')
    // "just Frank", "only my first name, Frank": the name, however short.
    .replace(/^(?:just|only)\s+(?:(?:my )?first name,?\s+)?(?=\p{Lu})/u, '')
    // A thank-you after the name goes; a name that is only "Ty" stays. So does a word about
    // saying it again: "Bo anyway", "Sam then", "Lee is fine", "Kim instead".
    .replace(/(\S)\s*,?\s+(please|thanks|thank you|thx|ty|anyway|anyways|then|again|instead|i guess|is fine|works|lol|haha)[.!]*$/i, '$1')
    .replace(/\s+here$/i, '')
    // "Ana Bell pickup", "Jo Park, for delivery": how the order is collected, said after the name.
    .replace(/[,.]?\s+(?:for\s+|it'?s\s+)?(?:pick ?up|pick-up|delivery)$/i, '')
    // "Ian. I-A-N.", "Jenn, spelled J-E-N-N": the spelling said after the name.
    // "Patel, P A T E L" on a call: letters said one by one, with spaces.
    .replace(/[.,]?\s+(?:that'?s |that is |it'?s )?(?:spelled |spelt )?(?:\p{L}(?:[-.]\s?|\s)){2,}\p{L}\.?$/u, '')
    .replace(/[.!,]+$/, '');
  if (/\d|@|\?/.test(stripped)) return null;
  const couple = coupleName(stripped);
  if (couple) return couple;
  // "twelve thirty" said where the name was asked is a time, not a name.
  if (/^(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|thirty|forty[- ]five|o'?clock|noon|am|pm|a\.m\.|p\.m\.|half past|quarter (?:past|to))[\s,.-]*)+$/i.test(stripped)) return null;
  // "Grace at Acme", "Tom from the church office": the person's name is what the order goes under.
  return tidyName(stripped) ?? tidyName(/^(.{2,40}?)\s*,?\s+(?:at|from|with|of)\s+\S.*$/i.exec(stripped)?.[1] ?? '') ?? (WORD_NAMES.test(stripped) ? stripped : null);
}

/** "Will", "Grace": first names that are also words, taken when said alone, capitalised, where the name was asked. */
const WORD_NAMES = /^(?:Will|Mark|Bill|Rose|Hope|Grace|May|June|Faith|Joy|Art|Sue|Pat|Rob|Don|Jack|Frank|Dawn|Eve|Iris|Ruby|Amber|Summer|Sunny|Rich|Gene|Guy|Drew|Chase|Hunter|Lane|Reed|Wade|Wes|Cole|Penny|Holly|Ivy|Robin|Sky|River|Rocky|Buck|Chuck|Bo)$/;

const NAME_CHANGE = /\b(under (her|his|their|my|a different|another) name|change the name|put it under)\b/;
const SOMEONE_NAMED = /\bmy (?:husband|wife|partner|son|daughter|mom|mum|dad|friend|roommate|boss|coworker|co-worker|sister|brother|fiance|fiancee|girlfriend|boyfriend),? (\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)/u;

/** "can u put it under her name? Brianna", "my husband Karim will pick it up, put it under his name". */
export function nameForChange(text: string, folded: string): string | null {
  if (!NAME_CHANGE.test(folded)) return null;
  const named = /\bunder (?:her|his|their) name,? (\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)/u.exec(text)?.[1] ?? SOMEONE_NAMED.exec(text)?.[1];
  if (named) return named;
  const after = text.split(/[?!.]\s+/).pop() ?? '';
  return after !== text && /^\p{Lu}/u.test(after.trim()) ? readNameAnswer(after) : null;
}

// --- phone numbers -----------------------------------------------------------------------

// "512/555/0142": a slash between the groups, as some write them.
const PHONE_LIKE = /(?:\+\s*\d[\d\s().-]{6,18}\d)|(?:\(?\b\d{3}\)?[\s./-]*\d{3}[\s./-]*\d{4}\b)|(?:\b1[\s.-]?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}\b)/;

/** A phone number given in the message: E.164, or `invalid` when something like one is not a number. */
const SPOKEN_DIGITS = /\b(?:(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine)[\s,.-]+){6,}(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine)\b/i;

/**
 * "my number is five one two, five five five, oh one nine eight": a number said digit by digit on
 * a call. `expected`: the phone was just asked for, so digits said alone are the number.
 */
function withSpokenDigits(said: string, expected = false): string {
  // "seven three seven four oh one three three eight oh", said alone: nothing but a number.
  if (!expected && !/\b(number|phone|cell|reach me|call me|call back)\b/i.test(said) && !ONLY_DIGITS_SAID.test(said)) return said;
  // "five one two uh three four...": a pause between the digits is no part of the number.
  const text = said.replace(PAUSE_BETWEEN_DIGITS, '');
  // "five twelve", "double five", "triple oh", "twelve thirty four": digits said in pairs and runs, as digits one by one.
  const oneByOne = text
    .replace(TENS_AFTER_DIGIT, (_m, tens: string, unit: string | undefined) => `${DIGIT_NAMES[Number(TENS[tens.toLowerCase()])]} ${unit ?? 'zero'}`)
    .replace(DOUBLE_DIGIT, (_m, digit: string) => `${digit} ${digit}`)
    .replace(TRIPLE_DIGIT, (_m, digit: string) => `${digit} ${digit} ${digit}`)
    .replace(TEEN_AFTER_DIGIT, (teen: string) => (TEENS[teen.toLowerCase()] ?? teen).split('').map((digit) => DIGIT_NAMES[Number(digit)]).join(' '))
    .replace(/\bplus one\b(?=[\s,]+(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b)/gi, 'one');
  return oneByOne.replace(SPOKEN_DIGITS, (said) => said.toLowerCase().split(/[\s,.-]+/).map((word) => DIGIT_WORDS[word] ?? '').join(''));
}

const DIGIT = '(zero|oh|o|one|two|three|four|five|six|seven|eight|nine)';
const ONLY_DIGITS_SAID = /^\s*(?:(?:it'?s|its|it is|ok(?:ay)?|sure|yes|yeah|actually|no|sorry|wait|oops|my bad)[\s,]+){0,3}(?:(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine)[\s,.-]+){9,10}(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine)[\s.!]*$/i;
const DOUBLE_DIGIT = new RegExp(`\\bdouble ${DIGIT}\\b`, 'gi');
const TRIPLE_DIGIT = new RegExp(`\\btriple ${DIGIT}\\b`, 'gi');
const TEEN_AFTER_DIGIT = new RegExp(`(?<=\\b${DIGIT}[\\s,]+)(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\\b`, 'gi');
const DIGIT_NAMES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const PAUSE_BETWEEN_DIGITS = /(?<=\b(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine)[\s,]+)(?:uh+|um+|er+m?)\b[,]?\s*/gi;
// "... twelve thirty four": a pair of digits said as a number, after other digits.
const TENS_AFTER_DIGIT = new RegExp(`(?<=\\b(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)[\\s,]+)(${Object.keys(TENS).join('|')})(?:[\\s-]+(one|two|three|four|five|six|seven|eight|nine))?\\b`, 'gi');

/** Said just before a number that is not the customer's to be reached on: "my friend Jess (...)", "my old number was". */
const NOT_THEIRS = /\b(?:(?:my|our|her|his) (?:friend|husband|wife|partner|mom|mother|dad|father|sister|brother|boss|coworker|colleague|neighbou?r|son|daughter|aunt|uncle|cousin)(?:\s+\p{Lu}\p{Ll}+)?(?:'?s)?(?: number| phone| cell)?(?: is)?|old (?:number|phone|cell)(?: was| is)?|used to be|previous (?:number|phone)|i called|(?:don'?t|do not|never) (?:use|call)|not this one|instead of)\s*[(:]?\s*$/iu;
/** Said just before the number the customer wants used: "use 737-...", "call me at", "cell is better:". */
const THEIRS = /\b(?:use|call me (?:at|on)|text me (?:at|on)|reach me (?:at|on)|my (?:cell|mobile|number|phone)(?: number)? is|(?:is )?better|instead|new (?:number|phone|cell)(?: is)?)\s*[(:]?\s*$/i;

/** Said just before the number of the person a delivery goes to: "her number is", "my mom's cell:". */
const RECIPIENTS = '(?:friend|husband|wife|partner|mom|mum|mother|dad|father|sister|brother|boss|coworker|colleague|neighbou?r|son|daughter|aunt|uncle|cousin|grandma|grandmother|grandpa|grandfather)';
const RECIPIENT_PHONE = new RegExp(`\\b(?:(?:her|his|their|the recipient'?s?) (?:cell |mobile |phone )?(?:number|phone|cell|#)(?: is)?|(?:my|our) ${RECIPIENTS}(?:\\s+\\p{Lu}\\p{Ll}+)?(?:'?s)? (?:cell |mobile |phone )?(?:number|phone|cell|#)(?: is)?)\\s*[(:]?\\s*$`, 'iu');

/** Every number in the text that looks like a phone, each with the words said just before it. */
function phonesWithLead(text: string): Array<{ found: RegExpExecArray; lead: string }> {
  return [...text.matchAll(new RegExp(PHONE_LIKE.source, 'g'))].map((found) => ({ found, lead: text.slice(Math.max(0, found.index - 45), found.index) }));
}

/** The phone number of the person a cake is delivered to, when the customer gives it: for the driver, never the customer's contact. */
export function readRecipientPhone(said: string): string | null {
  const found = phonesWithLead(withSpokenDigits(said)).find(({ lead }) => RECIPIENT_PHONE.test(lead))?.found;
  // As the customer wrote it: the driver reads it, nothing dials it.
  return found && normalizePhone(found[0]) ? found[0].trim() : null;
}

/** "to my mom Jane Doe at 44 Elm St": who a delivery is for, said just before its street. */
const RECIPIENT_BEFORE_STREET = new RegExp(`\\bto (?:my |our )?${RECIPIENTS},?\\s+(\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}[\\p{Ll}'-]+)?)\\s*,?\\s+(?:at|@)?\\s*$`, 'u');

export function readPhone(said: string, expectingPhone: boolean): { phone: string | null; invalid: boolean } {
  // "6 1 2 5 5 5 0 1 3 8", "612 555 01 42": digits typed in any groups, ten (or eleven) in all.
  const spoken = withSpokenDigits(said.replace(/(?<=\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine))\s+dash\s+(?=(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b)/gi, ' '), expectingPhone);
  const text = spoken.replace(/\b\d{1,4}(?:[\s.-]\d{1,4}){2,9}\b/g, (digits) => (/^1?\d{10}$/.test(digits.replace(/[\s.-]/g, '')) ? digits.replace(/[\s.-]/g, '') : digits));
  // "My friend Jess (512-555-0177) recommended you", "don't use 512-..., use 737-...": the number
  // that is the customer's, not every number said.
  const all = phonesWithLead(text);
  const theirs = all.filter(({ lead }) => !NOT_THEIRS.test(lead));
  if (all.length > 0 && theirs.length === 0) return { phone: null, invalid: false };
  // "512 555 0140, no sorry, 512 555 0141": a whole number said again, put right, is the one.
  // "763-218-4410 - wait no it's 763-421-2211": the correction may say what follows is the number.
  const putRight = theirs.find(({ lead }, at) => at > 0 && /(?:^|[\s,.])(?:no|sorry|i mean|i meant|actually|wait|oops|correction)(?:[\s,.!:-]+(?:it'?s|its|it is|that'?s|make (?:it|that)|should be|the number is|my number is))?[\s,.!:-]*$/i.test(lead));
  const match = (putRight ?? theirs.find(({ lead }) => THEIRS.test(lead)) ?? theirs[0])?.found;
  if (match) {
    // "... 0144, no sorry, 0148": the last digits said again, corrected.
    const fix = /^[\s,.]+(?:(?:no|sorry|i mean|i meant|actually|wait|oops)[\s,.!]+)+((?:(?:\d{1,4}|zero|oh|one|two|three|four|five|six|seven|eight|nine)\b[\s-]*){1,4})(?![\s-]*\d)/i.exec(text.slice(match.index + match[0].length));
    const fixed = fix?.[1]?.toLowerCase().split(/[\s-]+/).map((word) => DIGIT_WORDS[word] ?? word.replace(/\D/g, '')).join('');
    const digits = match[0].replace(/\D/g, '');
    const phone = normalizePhone(fixed && fixed.length >= 3 && fixed.length <= 4 ? `${digits.slice(0, digits.length - fixed.length)}${fixed}` : match[0]);
    return { phone, invalid: phone === null };
  }
  if (!expectingPhone) return { phone: null, invalid: false };
  const digits = text.replace(/\D/g, '');
  return { phone: null, invalid: digits.length > 0 || text.trim().length > 0 };
}

// --- cake messages -------------------------------------------------------------------------

// Double quotes anywhere; single quotes only around two or more words, so "Jenna's" is no quote.
// "'We'll Miss You Dan'": an apostrophe inside a word of the quote does not end it.
const LOOSE_QUOTE = /["“]([^"”\n]{2,120})["”]|(?<![\p{L}\d])['‘]((?:[^'’\n\s]+(?:['’]\p{L}+)?\s+)+[^'’\n\s]+?)['’](?![\p{L}\d])/gu;

const GREETINGS_ON_CAKES = /\b((?:happy|hapy|happpy)\s+(?:birthday|bday|b-day|anniversary|retirement|graduation|mother'?s day|father'?s day|valentine'?s day|holidays)|congrat\w*|congratulations|good luck|welcome home|welcome back|get well soon|we will miss you|best wishes|bon voyage|happy \d+(?:st|nd|rd|th))\b/i;

/** "dinosaur theme", "a unicorn themed cake": what the decorator needs to know. */
export function readTheme(text: string): string | null {
  // "10 inch unicorn theme": the size before the theme is not part of it.
  const theme = /\b((?:[\p{L}'’-]+\s+){0,1}[\p{L}'’-]+)[\s-]+them(?:e|ed)\b/iu.exec(text)?.[1]?.replace(/^(a|an|the|with|my|our|inch|inches|in|cake|cakes|custom)\s+/i, '');
  if (theme && !/^(a|an|the|with|my|our|birthday|party)$/i.test(theme)) return `${theme} theme`;
  // "a heart shaped cake", "spiderman custom cake", "custom 8 inch bluey cake": on a custom cake,
  // the shape or character named before "cake" is its design.
  if (!/\bcustom\b/i.test(text)) return null;
  const shaped = /\b(\p{L}{3,})[\s-]shaped\b/iu.exec(text)?.[1];
  if (shaped) return `${shaped}-shaped`;
  const named = /\b(\p{L}[\p{L}'’-]{2,})\s+(?:custom\s+)?cake\b/iu.exec(text)?.[1];
  return named && !NOT_A_DESIGN.test(named) ? named : null;
}

/** Words before "cake" that say which or how big, not what it looks like. */
const NOT_A_DESIGN = /^(?:custom|whole|inch|in|the|this|that|one|big|small|large|regular|nice|special|simple|plain|birthday|bday|wedding|anniversary|party|shower|retirement|graduation|grad|celebration|surprise|your|our|my|his|her|their|any|another|first|second|tiered|tier|layer|sheet|round|square|chocolate|choc|fudge|carrot|red|velvet|lemon|chiffon|vanilla|bean|strawberry|marble|white|sponge|cheese|coffee|cup|pan|pound|real|proper|good|great|lovely|beautiful|pretty|cute|fun|fancy|single|double|two|three|four|five|eight|ten|twelve|own|same|other|new|kids?|adult)$/i;

/**
 * Where unpunctuated writing ends and the rest of the order goes on: "happy bday sam on it sat 2pm
 * pickup", "happy bday sam sat 2pm", "... for pickup": "on it" with more after it, a day with its
 * time, pickup or delivery.
 */
const WRITING_ENDS = /\s+on (?:it|the cake|top|the top)\s+(?=\S)|\s+(?=(?:(?:for|on)\s+)?(?:today|tonight|tomorrow|tmrw|tmr|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6})\s+(?:at\s+|@\s*|around\s+|by\s+)?\d)|\s+(?=(?:for\s+)?(?:pick ?-?up|delivery|deliver(?:ed)?)\b)|\s+for\s+(?=(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\b|today\b|tomorrow\b|tmrw\b)/i;

/**
 * Where the words to write end because the next thing ordered begins: "Happy 7th Birthday Mia plus
 * like 6 slices of choc", "Happy Bday Tom and vanilla cake saying Happy Bday Tim". A count or a
 * flavour with what it counts follows "and", "plus", "+", "&", "also" or "with"; "Mom and Dad" does not.
 */
const NEXT_ORDER_BEGINS = /\s*,?\s+(?:and|plus|&|\+|also|with|n)\s+(?:(?:also|like|maybe|about|around|um+|uh+|then|oh|and|get|add)\s+)*(?=(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|a couple(?: of)?|a few|some|another|\d{1,3})\s+(?:[\p{L}-]+\s+){0,3}(?:cakes?|slices?|pieces?)\b|(?:an?\s+|the\s+)?(?:choc|chocolate|fudge|carrot|lemon|vanilla|red velvet|rv)\s+(?:[\p{L}-]+\s+)?(?:cakes?|slices?|pieces?|one)\b)/iu;

const STYLE_WORDS = '(?:gold|golden|silver|blue|light blue|baby blue|navy|red|pink|hot pink|purple|lilac|green|yellow|orange|black|white|teal|brown|rainbow|cursive|script|print|block|capital|all caps|caps|capitals|bold|fancy|glitter)';
// "Happy Retirement Bob in cursive", "... in blue icing": how the words are piped, not words to pipe.
const WRITING_STYLE = new RegExp(`\\s*,?\\s+(?:in|with)\\s+(${STYLE_WORDS}(?:(?:\\s+(?:and|&|or)\\s+|\\s+)${STYLE_WORDS})*(?:\\s+(?:letters|lettering|writing|icing|frosting|font))?)[.!]*$`, 'i');

/** "write Happy Birthday Mia on it in blue": how the writing should look, for staff; null when not said. */
export function writingStyle(text: string): string | null {
  const style =
    new RegExp(`\\b(?:in|with)\\s+(${STYLE_WORDS}(?:(?:\\s+(?:and|&|or)\\s+|\\s+)${STYLE_WORDS})*(?:\\s+(?:letters|lettering|writing|icing|frosting|font))?)(?=\\s*(?:[,.!?;]|$|please|pls|thanks|for\\b|on\\b|and\\b|(?:sat|sun|mon|tue|wed|thu|fri)[a-z]*\\b|today\\b|tomorrow\\b|tmrw\\b|at \\d|pick ?up\\b|delivery\\b))`, 'i').exec(text)?.[1] ??
    // "pink writing?", "can the writing be in pink?": the colour asked for the words.
    new RegExp(`\\b(${STYLE_WORDS}(?:(?:\\s+(?:and|&|or)\\s+|\\s+)${STYLE_WORDS})*)\\s+(?:writing|lettering|letters|font)\\b`, 'i').exec(text)?.[1] ??
    new RegExp(`\\b(?:writing|lettering|letters|font|message)\\s+(?:(?:to|can|could|should|will|would)\\s+)?(?:be\\s+|is\\s+|are\\s+)(?:in\\s+|done in\\s+)?(${STYLE_WORDS}(?:(?:\\s+(?:and|&|or)\\s+|\\s+)${STYLE_WORDS})*)\\b`, 'i').exec(text)?.[1] ??
    // "make the writing pink": the colour, said after the writing.
    new RegExp(`\\bmake\\s+(?:the\\s+)?(?:writing|lettering|letters|font|message)\\s+(?:in\\s+)?(${STYLE_WORDS}(?:(?:\\s+(?:and|&|or)\\s+|\\s+)${STYLE_WORDS})*)\\b`, 'i').exec(text)?.[1];
  return style ? `writing in ${style.toLowerCase()}` : null;
}

/**
 * The words to write, without how they were asked for around them: "should say congrats grad!"
 * is "congrats grad!", "on cake: Happy Anniversary" is "Happy Anniversary", "happy anniversary on
 * it thanks" is "happy anniversary".
 */
function tidyWriting(words: string): string {
  let said = (words.split(WRITING_ENDS)[0] ?? words).split(NEXT_ORDER_BEGINS)[0]!.trim().replace(WRITING_STYLE, '').replace(/^(?:(?:should|will|would|can|could|to|must)\s+(?:say|read)|says|reads|on (?:the |my )?cake)\s*:?\s+/i, '');
  // "um congrats class of 2026", "happy fortieth uh mike", "you know happy anniversary": a pause
  // said on a call is not piped on the cake. Typed in quotes, the words stay as they are.
  if (!/["“”]/.test(words)) said = said.replace(/(^|\s)(?:uh+|um+|uhm+|erm+|er|you know)(?=[\s,]|$)[,]?/gi, '$1').replace(/\s{2,}/g, ' ').trim();
  // "happy birthday sofia thats S O F I A": the spelling says how the name is written.
  const spelled = /^(.*?\b(\p{L}+))\s+(?:that'?s|thats|spelled|spelt)\s+((?:\p{L}[\s.-]+){1,14}\p{L})$/iu.exec(said);
  if (spelled?.[1] && spelled[2] && spelled[3]) {
    const letters = spelled[3].replace(/[^\p{L}]/gu, '');
    if (letters.length >= 2) said = `${spelled[1].slice(0, -spelled[2].length)}${letters[0]?.toUpperCase()}${letters.slice(1).toLowerCase()}`;
  }
  // "happy birthday emma e m m a": the name spelled out after it, letter by letter, is no part of the words.
  const spelledAfter = /^(.*?\b(\p{L}{2,}))\s+((?:\p{L}[\s.-]+){1,14}\p{L})$/iu.exec(said);
  if (spelledAfter?.[1] && spelledAfter[2] && spelledAfter[3] && spelledAfter[3].replace(/[^\p{L}]/gu, '').toLowerCase() === spelledAfter[2].toLowerCase()) said = spelledAfter[1];
  // "happy birthday jake no wait jacob": the word put right is written, not the slip.
  const slip = /[,]?\s+(?:no wait|wait no|no sorry|sorry i mean|i mean|i meant|no i mean)[,]?\s+/iu.exec(said);
  if (slip) {
    const [before, after] = [said.slice(0, slip.index), said.slice(slip.index + slip[0].length)];
    // "... no wait make it 4pm": the rest is about the order, not the words.
    if (/^(?:make (?:it|that)|change|can you|could you|pick ?up|at \d|for \d|actually)\b/i.test(after)) said = before;
    // "happy birthday jake no wait happy anniversary": the words said again, whole.
    else if (GREETINGS_ON_CAKES.test(after) && after.search(GREETINGS_ON_CAKES) === 0) said = after;
    // "happy birthday jake, no wait, jacob": the word put right.
    else if (/^\p{L}+$/u.test(after.trim())) said = before.replace(/\p{L}+$/u, after.trim());
  }
  for (let before = ''; before !== said; ) {
    before = said;
    said = said.replace(/\s*,?\s+(?:please|pls|plz|thanks|thank you|thx|ty)[.!]*$/i, '').replace(/\s+on (?:it|the cake|top|them|the top)[.!]*$/i, '').replace(/\s+(?:written|piped)$/i, '').trim();
  }
  return said;
}

/**
 * "write Go Bears! #1 on it": an exclamation inside the words, followed by more of them, not by the
 * rest of the order. `after` starts at the character that ended the words as first read.
 */
function exclaimedOn(after: string): string {
  // "Happy Birthday Ella! Love, Mom and Dad": a comma and "and" between the words too.
  const more = /^!\s+((?:#\d+|\d+\S*|[A-Z][\p{L}'’]*|[&+])(?:,?\s+(?:#\d+|\d+\S*|[A-Z][\p{L}'’]*|[&+]|and(?=\s+[A-Z])))*[!]*)(?=\s+on (?:it|the cake|top|the top|there)\b|\s*$)/u.exec(after)?.[1];
  return more && !/^(?:I|We|Thanks|Thank|Please|Pls|Pickup|Pick|Delivery|Name|My|It|That|This|Tomorrow|Today)\b/.test(more) ? `! ${more}` : '';
}

const WRITTEN_ON_TAIL = String.raw`([^,.;:?\n]{1,80}?)\s+(?:written|piped)\s+(?:on\s+(?:it|top|the top|the cake)|across (?:it|the top))\b`;
const WRITTEN_ON = [
  new RegExp(String.raw`(?:\b\d{1,2}(?::\d{2})?\s*(?:am|pm)|\b(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|sat|sun))\s*,?\s+(?!(?:at\s+)?\d)${WRITTEN_ON_TAIL}`, 'i'),
  new RegExp(String.raw`(?:^|\bwith\s+)${WRITTEN_ON_TAIL}`, 'i'),
];

/** "Happy 40th Dave!!": the exclamation marks that end the words are written with them. */
function exclamationAfter(text: string, end: number): string {
  return /^!+/.exec(text.slice(end))?.[0] ?? '';
}

/**
 * "can it say We love you, Grandpa", "Congratulations, Dr. Lee!": who the words are for, after a
 * comma that ends the message; never the rest of the order ("..., pickup at 2", "..., thanks").
 */
function addressedAfterComma(matched: string, after: string): string {
  if (!matched.endsWith(',')) return '';
  // "Happy Birthday, Mom! for saturday at 2?": the one addressed, then the order goes on.
  const who = /^\s*((?:(?:dr|mr|mrs|ms|miss|coach|aunt|uncle)[.\u2024]?\s+)?[\p{L}'’-]+(?:\s+(?!(?:for|on|by|at|pick|pickup|deliver\w*|please|pls|thanks)\b)[\p{L}'’-]+){0,2})\s*([.!]*)(?=\s*$|\s+(?:for|by|at|pick ?up|deliver\w*|please|pls|thanks)\b|\s*[?;])/iu.exec(after);
  if (!who?.[1] || /\b(?:for|by|at|on|put|add|make|include|with|also|plus|can|could|(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|morning|afternoon|evening|pick|pickup|deliver\w*|today|tomorrow|tmrw|tonight|mon|tue|wed|thu|fri|sat|sun\w*|please|pls|thanks|thank|thx|name|am|pm|noon|asap|cake|slices?|and|yes|ok|okay|not|no|instead|rather|sorry|actually)\b/i.test(who[1])) return '';
  return `, ${who[1]}${who[2] ?? ''}`;
}

/** "write happy birthday on one (of them)": the words go on one of the cakes of the line. */
export const ON_ONE_CAKE = /\s+on (?:just |only )?one(?: of (?:them|those|the cakes|these))?(?:\s+(?:please|pls|only))?$/i;

/**
 * The message to write on a cake, from the customer's own words (case kept). `namesProduct` tells
 * a quoted product name ("the "chocolate fudge" one") from quoted writing.
 */
export function readNotes(text: string, namesProduct: (quote: string) => boolean = () => false): string | null {
  // "Welcome Home Sgt. Miller", "Happy Birthday Dr. Patel": a title's full stop does not end the words.
  const shielded = text.replace(TITLE_BEFORE_NAME, '$1\u2024');
  // "write: Happy Engagement Kate & Tom, Pete 5125550135": who to call is never written on the cake.
  const written = notesIn(shielded, namesProduct)?.replace(SIGNED_WITH_PHONE, '').trim().replace(/\u2024/g, '.') || null;
  // "write happy birthday jake, no wait, jacob": the word put right after the words' end.
  const putRight = written ? /^\s*,\s*(?:no wait|wait no|i mean|i meant|no sorry|sorry)\s*,?\s*(\p{L}+)\s*[.!]*$/iu.exec(text.slice(text.indexOf(written) + written.length)) : null;
  const note = written && putRight?.[1] && text.includes(written) ? written.replace(/\p{L}+$/u, putRight[1]) : written;
  // "put the price to 0", "set the total at $1": the bakery sets prices; nothing is written for it.
  return note && /^(?:the |a |my |our )?(?:price|total|cost|bill|discount)\b/i.test(note) ? null : note;
}

const NO_WORDS = /(?:\b(?:the )?other(?: one)?,?\s+)?\b(?:(?:no|without|don'?t (?:need|want) (?:any|a)?|nothing)\s*(?:writing|message|inscription|text|words|name)\b|\bnothing written\b)(?:\s+on (?:it|that one|the other(?: one)?))?/i;
/** What says words are to be written, left after "no writing" for another cake is taken out. */
const WORDS_CUE = /\b(?:write|writing|says?|saying|reads?|reading|message|inscription)\b|\bwith\b.{2,60}\bon (?:it|top)\b|["“]/i;
const TITLE_BEFORE_NAME = /\b(Sgt|Dr|Mr|Mrs|Ms|Mx|Lt|Capt|Col|Gen|Maj|Cpl|Pvt|Prof|Rev|Fr|Sr|Jr|St|Mt|Coach)\.(?=\s+\p{Lu})/gu;

/** "actually no, don't write anything": the words asked for, taken back. */
export const writingTakenBack = (text: string): boolean => NO_WRITING_AFTER_ALL.test(text);
const NO_WRITING_AFTER_ALL = /\b(?:don'?t|do not|dont) (?:write|put) anything\b|\b(?:leave|keep) (?:it|the cake|them) (?:plain|blank)\b|\bno (?:writing|message) after all\b|\b(?:actually|never ?mind|scratch that)[,.]? no (?:writing|message)\b/i;

/** A name and a phone number, or a phone alone, said after the words to write, to the end. */
const SIGNED_WITH_PHONE = /\s*[,;-]\s*(?:(?:name|contact|call|text|phone|cell|tel)\s*:?\s*)?(?:\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?\s*[,:-]?\s*)?\(?\+?1?[\s.-]?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b.*$/u;

function notesIn(text: string, namesProduct: (quote: string) => boolean): string | null {
  // "write happy birthday on it. actually no don't write anything": the words taken back.
  if (NO_WRITING_AFTER_ALL.test(text)) return null;
  // "make the writing pink": how the words look, not new words.
  if (new RegExp(`^(?:(?:actually|oh|and|also|can you|could you|please)[,]?\\s+)*make\\s+(?:the\\s+)?(?:writing|lettering|letters|font|message)\\s+(?:in\\s+)?${STYLE_WORDS}\\b[^,.]*$`, 'i').test(text.trim())) return null;
  // "one saying 'Happy Birthday Sara' and one saying 'Congrats Tim'": every message is kept, for staff to read.
  // 'World's Biggest Chocolate Lover': an apostrophe inside a word does not end a single-quoted message.
  const quoted = [...text.matchAll(/(?:write|writing|say|says|saying|reads?|message|inscription|on it|with|written|lettering|letters|text|piped)\s*:?\s*(?:["“]([^"”]{1,200})["”]|['‘]((?:[^'’\n]|['’](?=\p{L})){1,200})['’])/giu)].map((match) => (match[1] ?? match[2] ?? '').trim());
  // "one says 'Happy Birthday Max' and the other 'Happy Birthday Mila'": every quoted message is kept.
  const alsoQuoted = [...text.matchAll(LOOSE_QUOTE)].map((match) => (match[1] ?? match[2] ?? '').trim()).filter((quote) => /\p{L}/u.test(quote) && !namesProduct(quote) && !quoted.includes(quote));
  if (quoted.length > 0) return [...quoted, ...alsoQuoted].join('; ').slice(0, 200);
  // "gold and black, "Happy 30th Jess" + 4 slices", "w/ 'Happy Anniversary Mom & Dad'": words in
  // quotes beside a cake order are what goes on it, with or without "write" before them.
  const loose = [...text.matchAll(LOOSE_QUOTE)].map((match) => (match[1] ?? match[2] ?? '').trim()).filter((quote) => /\p{L}/u.test(quote) && !namesProduct(quote));
  if (loose.length > 0) return loose.join('; ').slice(0, 200);
  // "with no writing on it": nothing to write. "1 carrot cake no message and 1 fudge cake with Happy
  // Bday Jake on it", "one says Happy Bday Ben, the other no writing": the words for the other cake are read.
  if (NO_WORDS.test(text)) {
    const rest = text.replace(new RegExp(NO_WORDS.source, 'gi'), ' ');
    if (!WORDS_CUE.test(rest)) return null;
    text = rest;
  }
  // "message: Congrats Grad! Class of 2026": after a label and a colon, the rest of the line is the
  // message, up to the order's other details ("..., pickup saturday at 2").
  // "Text on cake: Go Bears!", "cake writing: Happy 40th": a label for the words, with or without where they go.
  // "message on the chocolate: Happy Birthday Sam": which cake is said before the colon.
  const labelled = /\b(?:message|inscription|writing|wording|text|write|print|name on (?:the |my |her |his )?cake)(?:\s+(?:on|for)\s+[a-z ]{1,30}?)?\s*:\s*([^\n]{1,200})/i
    .exec(text)?.[1]
    ?.split(/[,.;!]?\s+(?=(?:pick ?up|delivery|deliver|for (?:pick|deliv|tomorrow|today|\d)|on (?:mon|tue|wed|thu|fri|sat|sun)|at \d|by \d|name|my name|tomorrow|today|thanks|thank you|please|pls)\b)/i)[0]
    ?.trim();
  if (labelled) return tidyWriting(labelled);
  const plain =
    /(?:(?<=[,;]\s*)says\b|\b(?:write|writing|that says|saying|inscription:?|message:?|reading|with the words|have it say|make it say|(?:should|will|would|can|could|to|it'?ll) (?:say|read)|(?:can|could|will|would|should) (?:it|they) (?:say|read)|put))\s+(?!it\b(?!['’]s\b)|that\b|them\b|both\b|all\b|everything\b|(?:be|is|are|look|looks|colou?r|colou?red|style|font)\b|(?:it|them|both|everything) (?:on|for|at)\b|on (?:mon|tue|wed|thu|fri|sat|sun|today|tomorrow)|(?:(?:my|his|her|their|our|a|the|another|a different|different)\s+)?(?:[a-z]+['’]?s\s+)?(?:phone )?(?:number|phone|cell|address|email)\b|(?:my|his|her|their|our)\s+[a-z]+['’]?s\s+name\s+(?:instead|on the order|down|for the order)\b|the order\b|in\b|through\b|down\b|me\b|us\b|together\b|an? (?:order|custom)\b|(?:a |an |some |the |\d+ )?(?:candles?|sprinkles|toppers?|decorations?|flowers?|roses|balloons?|figures?|figurines?|fruit|berries|strawberries|frosting|icing)\b)(.{1,200}?)(?:\s+on (?:it|the cake|top|the top|there))?(?:[.!?]|,|$|\s+and\s+(?:i|we|i'?ll|we'?ll|i'?d|can|could|will|would|please|pls|pick|it'?s|its|add|put|include|stick|throw in)\b|\s+(?:and|plus|&|with)\s+(?:\d+\s+|a\s+|some\s+|a few\s+|the\s+)?(?:candles?|sparklers?|toppers?|balloons?)\b|\s+(?:i|we)\s+(?:can|will|could|'?ll|would)\s+(?:pick|come|get|grab|collect)\b|\s+(?:and|plus)\s+(?:(?:um+|uh+|also|then)\s+)?(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|\d{1,2}|another)\s+(?=(?:[a-z]+\s+){0,2}(?:cakes?|slices?|pieces?)\b)|\s+(?:for|by)\s+(?:pickup|delivery|tomorrow|today|mon|tue|wed|thu|fri|sat|sun|\d)|\s+on\s+(?:a|an|the|my|our|his|her|their|one of (?:ur|your|the)|any of (?:ur|your|the)|ur|your)\s)/i.exec(
      text,
    );
  const written = plain?.[1]
    ?.concat(plain ? exclaimedOn(text.slice((plain.index ?? 0) + plain[0].length - 1)) || exclamationAfter(text, plain.index + plain[0].lastIndexOf(plain[1] as string) + (plain[1] as string).length) : '')
    .concat(plain ? addressedAfterComma(plain[0], text.slice((plain.index ?? 0) + plain[0].length)) : '')
    .trim()
    // "change the message to say Happy 30th": the words, not how they were asked for.
    .replace(/^(?:to\s+(?:say|read)|that\s+says|saying|says|reading)\s*:?\s+/i, '')
    // "the message should be: Happy Birthday to my wife": what the words are to be is not one of them.
    .replace(/^(?:should|will|would|can|could|is|to)\s+(?:be|say|read)\s*:?\s+/i, '')
    // "change the message on the vanilla to happy retirement bob": which cake is read apart; the words are after "to".
    .replace(/^(?:on|for)\s+(?:the\s+|my\s+)?[a-z' ]{2,30}?\s+(?:to|as)\s+(?:say\s+|read\s+)?(?=\S)/i, (which) => (/^(?:writing|message|inscription|wording)/i.test(plain?.[0] ?? '') ? '' : which))
    // "change the writing to happy anniversary": after "the writing", "to" says what it becomes.
    .replace(/^to\s+(?=\S)/i, (to) => (/^(?:writing|message|inscription|wording)/i.test(plain?.[0] ?? '') ? '' : to))
    // "write happy birthday on one": which cake is said apart (see ON_ONE_CAKE), not written.
    .replace(ON_ONE_CAKE, '')
    .replace(/\s+(please|pls|thanks)$/i, '')
    .replace(/\s+(?:written|piped|in (?:icing|frosting))$/i, '');
  // "put one chocolate fudge cake aside for me": keeping a cake, not writing on one.
  if (written && /^put\b/i.test(plain?.[0] ?? '') && /\b(aside|on hold|away)\b/i.test(written)) return null;
  // "can you put a dinosaur on top": a thing put on the cake, its design, not words to write.
  if (written && /^put\b/i.test(plain?.[0] ?? '') && /^(?:a|an|some|two|three|\d+)\s/i.test(written)) return null;
  // "put a large latte on the order": a drink asked for, not words for a cake.
  if (written && /^(?:a |an |some |\d+ |two |three )?(?:large |small |medium |iced |hot |big )*(?:lattes?|coffees?|teas?|cappuccinos?|espressos?|mochas?|americanos?|drip|chai|cocoa|hot chocolates?|drinks?)\b/i.test(written)) return null;
  if (written && !/^(a |an |the |my |our |her |his |their )?(name|order|message|writing|words|inscription|lettering|something|anything|photo|picture|pic|image|logo|note|notes|allergy|allergies|reminder|flag|warning)\b|^(and )?(stuff|etc|things|such|so on)\b|^on (it|the cake|cake|the top|top)$/i.test(written)) return tidyWriting(written) || null;
  // "a chocolate cake, Happy Birthday Mia": a greeting in the order is the cake's message.
  const greeting = GREETINGS_ON_CAKES.exec(text);
  // "with Merry Xmas written on it", "Go Team written on top", "chocolate cake sat 2pm Go Longhorns
  // written on top": words said to be written, whatever they are, after the order's time or day,
  // "with", or from the start; never words that name a product.
  const writtenOn = greeting ? undefined : WRITTEN_ON.map((pattern) => pattern.exec(text)?.[1]).find((words) => words && !namesProduct(words));
  if (writtenOn) return tidyWriting(writtenOn) || null;
  // "congrats on the new place!", "happy birthday to me lol": said to the bakery or of themselves, not for a cake.
  const saidToUs = greeting ? /^\s+(?:on (?:the |your |ur )?(?:new )?(?:place|shop|store|bakery|location|opening|business)\b|on \d+ years\b|to (?:me|you|u|us|y'?all)\b)/i.test(text.slice(greeting.index + greeting[0].length)) : false;
  if (greeting && !saidToUs) {
    const from = greeting.index;
    // "add happy birthday to the cake", "Happy birthday Ava and add candles": the greeting alone.
    const rest = text.slice(from).split(/[.!?,;\n]|\s+(?:for|on|at|by)\s+(?:pickup|delivery|tomorrow|today|saturday|sunday|monday|tuesday|wednesday|thursday|friday|\d)|\s+on\s+(?:a|an|the|my|our|his|her|their)\s+(?!cake\b|top\b)|\s+(?:to|onto)\s+(?:the|this|that|my|our)\s+cakes?\b|\s+and\s+(?:add|put|also|include|make|can|could|please|pls|with)\b|\s+(?:and|plus|&)\s+(?:(?:um+|uh+|also|then)\s+)?(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+|another)\s+(?!happy\b)/i)[0] ?? '';
    return tidyWriting(rest.trimStart().concat(exclamationAfter(text, from + rest.length)).trim().replace(ON_ONE_CAKE, '').replace(/\s+on (it|the cake|top)$/i, '').replace(/\s+(?:written|piped|in (?:icing|frosting))$/i, '')) || null;
  }
  return null;
}

/** "ord_...", or "ord-..." with a dash for the underscore: the id the message names, well-formed or not. */
export function readOrderId(folded: string): string | null {
  const id = /\bord[_-]([0-9a-z]+)\b/.exec(folded)?.[1];
  return id ? `ord_${id}` : null;
}

/**
 * "it's Ann with an e": the letter said is part of the name (Anne). "John with an h", "Brynn with
 * two Ns": the name said already has it, and stays as written.
 */
export function withSpelledLetter(name: string, text: string): string {
  const last = name.split(' ').pop() as string;
  const escaped = last.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const letter = new RegExp(`\\b${escaped}\\s*,?\\s+with (?:an?|one|two|double) ([a-z])(?:'?s)?\\b`, 'i').exec(text)?.[1];
  if (!letter || last.toLowerCase().includes(letter.toLowerCase())) return name;
  return `${name}${letter.toLowerCase()}`;
}

const RESPELLED = /^(.+?)[.,;]\s+(?:that'?s|thats|it'?s|its|spelled|spelt)\s+(\p{L}[\p{L}'’-]*)\s+with (?:an?|one|two|double) \p{L}\b.*$/iu;

/** The name with its one word closest to `word` (a letter or two apart) spelled as `word`. */
function withWordRespelled(name: string, word: string): string {
  const closest = closestWord(name, `${word[0]?.toUpperCase()}${word.slice(1)}`);
  return closest.distance > 2 ? name : closest.replaced;
}

// "please box them separately, they're gifts", "label each one": how the order is packed, for staff.
const PACKING = /(?:^|[.!?,;]\s*|\b(?:and|so|also)\s+)((?:(?:please|pls|plz|can you|could you|and|also|if you can)\s+)*(?:(?:each|all|them|both)\s+)?(?:box|wrap|pack|package|bag|label)(?:ed|ing)?\b[^.!?\n]{0,70})/i;

/** A request about packing the order, in the customer's words; null when there is none. */
// "my sister will pick it up", "it's a surprise so don't call her": who collects it, and what not
// to do, kept in the customer's words for staff like the packing.
const RELATIVE = '(?:sister|brother|mom|mum|mother|dad|father|wife|husband|partner|friend|son|daughter|boss|coworker|co-worker|colleague|assistant|neighbou?r|aunt|uncle|grandma|grandpa|cousin|roommate|bf|gf|boyfriend|girlfriend|fiance|fiancee|nanny|driver)';
const FOR_STAFF = new RegExp(
  `((?:(?:my|our)\\s+${RELATIVE}(?:\\s+\\p{Lu}\\p{L}+)?|someone else|somebody else)\\s+(?:will|'ll|is going to|is gonna|gonna|may|might|can)\\s+(?:be\\s+)?(?:pick(?:ing)?\\s+(?:(?:it|them|the (?:cake|cakes|order|slices))\\s+)?up|pick(?:ing)? up|collect(?:ing)?|get(?:ting)? (?:it|them)|grab(?:bing)? (?:it|them))(?:\\s+(?:it|them|the (?:cake|cakes|order|slices)))?` +
    `|(?:can|could|may) (?:someone else|somebody else|(?:my|our)\\s+${RELATIVE}(?:\\s+\\p{Lu}\\p{L}+)?) (?:pick (?:it |them )?up|collect (?:it|them))[^.!\\n]{0,40}` +
    `|(?:it'?s|its|this is|the cake is|it is) a surprise\\b[^.!?\\n]{0,60}|(?:please\\s+|pls\\s+)?(?:don'?t|do not|dont) (?:call|text|phone|ring|contact|message) (?:her|him|them|the house|my \\w+)\\b[^.!?\\n]{0,30})`,
  'iu',
);

export function readPackingNote(text: string): string | null {
  const forStaff = FOR_STAFF.exec(text)?.[1]?.trim();
  if (forStaff) return forStaff;
  const said = PACKING.exec(text)?.[1]?.trim().replace(/(?:[,;]\s*|\s+)(?:they'?re|theyre|they are|it'?s|its|as|because|since|they go|for (?:my|the|a|different))\b.*$/i, '').replace(/^(?:and|also)\s+/i, '');
  return said && said.split(/\s+/).length >= 2 ? said : null;
}
