import { normalizePhone } from '../../orders/phone.js';

// The order's details in English: pickup or delivery and where, the customer's name and phone,
// a message for the cake, an order id. Names may be in any script and carry accents, apostrophes
// and hyphens (Gómez, O'Neil, Zoë, Nguyễn, Anne-Marie).

export function readFulfillment(text: string, folded: string): { fulfillment: 'pickup' | 'delivery' | null; address: string | null } {
  const noDelivery = /\b(no|not|without|cancel( the)?|skip( the)?|don'?t need|don'?t want)\s+deliver(y|ed|ing)?\b/.test(folded);
  if (noDelivery || /\b(pick\s?-?up|pick (it|them|the order|the cake) up|picking (it )?up|collect|collection|come (get|by|in|pick)|grab it|in store|in-store|at the (bakery|store|shop)|i'?ll come|we'?ll come|carry ?out|take ?away|takeout)\b/.test(folded)) {
    return { fulfillment: 'pickup', address: null };
  }
  if (/\b(deliver|delivery|delivered|delivering|bring it|send it|drop (it )?off|ship it)\b/.test(folded)) {
    const address = /\b(?:deliver(?:ed|y)?|bring it|send it|drop (?:it )?off)\s+(?:it\s+|them\s+)?(?:to|at)\s+(.{5,200}?)(?:\s+(?:for|on|at|by)\s+(?:today|tomorrow|mon|tue|wed|thu|fri|sat|sun|noon|\d{1,2}\s*(?:am|pm|:))|[.!]?$)/i.exec(text)?.[1];
    return { fulfillment: 'delivery', address: address && /\d|\b(st|street|ave|road|rd|lane|ln|drive|dr|blvd)\b/i.test(address) ? address.trim() : null };
  }
  return { fulfillment: null, address: looksLikeAddress(text) ? text.trim().replace(/[.!]+$/, '') : null };
}

export function looksLikeAddress(text: string): boolean {
  return /^\s*\d{1,6}\s+[\p{L}\p{N}.'-]+(\s+[\p{L}\p{N}.'-]+)*\s+(st|street|ave|avenue|rd|road|blvd|boulevard|ln|lane|dr|drive|way|ct|court|pl|place|pkwy|parkway|hwy|highway|cir|circle|trl|trail|terrace|ter|loop|sq|square)\b/iu.test(text);
}

// --- names ---------------------------------------------------------------------------------

const plainApostrophes = (text: string) => text.replace(/[’‘ʼ]/g, "'");

const NAME_WORD = "\\p{L}[\\p{L}\\p{M}'’.-]*";
const NAME = new RegExp(`^${NAME_WORD}(?:\\s+${NAME_WORD}){0,3}$`, 'u');

/** Words that are never a name, whatever else is around them. */
const NOT_NAMES = new Set([
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
  'chocolate', 'lemon', 'carrot', 'vanilla', 'strawberry', 'red', 'velvet', 'coffee', 'tea', 'latte', 'if', 'but', 'or', 'and', 'because',
]);

/** A name as people write it: initial capitals when typed all lower case, their own capitals otherwise. */
function tidyName(raw: string): string | null {
  const name = raw.trim().replace(/[.!,;]+$/, '').replace(/\s+/g, ' ');
  if (!NAME.test(name) || name.length > 80) return null;
  const words = name.split(' ');
  if (words.some((word) => NOT_NAMES.has(word.toLowerCase().replace(/[’']/g, "'")))) return null;
  const lower = name === name.toLowerCase() || name === name.toUpperCase();
  return lower ? words.map((word) => word.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase())).join(' ') : name;
}

const NAME_INTRO = /(?:^|[\s,.;!])(?:my name is|my name'?s|name is|name'?s|name:|name -|this is|i am|i'm|im|it'?s|its|under the name(?: of)?|under|put it under|order for|the order is for|the name is|call me|signed|from)\s*:?\s+(\p{L}[\p{L}\p{M}'’.-]*(?:\s+\p{L}[\p{L}\p{M}'’.-]*){0,2})/iu;

/** A name the customer introduces ("this is Dana Ruiz", "Name: Zoë", "it's for O'Neil"). */
export function readIntroducedName(text: string, expectingName: boolean): string | null {
  const match = NAME_INTRO.exec(plainApostrophes(text));
  if (!match?.[1]) return null;
  const intro = match[0].trim().toLowerCase().replace(/^[,.;!]/, '').trim();
  // "it's", "under" and "from" introduce a name only when the name was asked for.
  if (!expectingName && /^(it'?s|its|under|from|call me|signed)/.test(intro)) return null;
  // "I'm Dana" is a name; "i'm so excited" is not: unasked, "I'm" needs a capitalised name.
  if (!expectingName && /^(i am|i'm|im)\b/.test(intro) && !/^\p{Lu}/u.test(match[1])) return null;
  // Stop at the first word that cannot be part of the name ("this is Dana and I'd like...").
  const words = match[1].split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    if (NOT_NAMES.has(word.toLowerCase()) || !/^\p{Lu}|^\p{Ll}/u.test(word)) break;
    // A capitalised word after a lower-case start is not the same name ("this is dana I want").
    kept.push(word.replace(/[.,!]+$/, ''));
    if (/[.,!]$/.test(word)) break;
  }
  return kept.length ? tidyName(kept.join(' ')) : null;
}

/** The whole message as a name, in answer to "what name should I put the order under?". */
export function readNameAnswer(text: string): string | null {
  const stripped = plainApostrophes(text)
    .trim()
    .replace(/^((it'?s|its|it is|name'?s|name is|name:|my name is|my name'?s|this is|i'?m|im|i am|under|under the name|put it under|for|the name is|use|it'?ll be|you can put|put)\s*:?\s+){1,3}/i, '')
    .replace(/\s*,?\s*(please|thanks|thank you|thx|ty)[.!]*$/i, '')
    .replace(/[.!]+$/, '');
  if (/\d|@|\?/.test(stripped)) return null;
  return tidyName(stripped);
}

// --- phone numbers -----------------------------------------------------------------------

const PHONE_LIKE = /(?:\+\s*\d[\d\s().-]{6,18}\d)|(?:\(?\b\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}\b)|(?:\b1[\s.-]?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}\b)/;

/** A phone number given in the message: E.164, or `invalid` when something like one is not a number. */
export function readPhone(text: string, expectingPhone: boolean): { phone: string | null; invalid: boolean } {
  const match = PHONE_LIKE.exec(text);
  if (match) {
    const phone = normalizePhone(match[0]);
    return { phone, invalid: phone === null };
  }
  if (!expectingPhone) return { phone: null, invalid: false };
  const digits = text.replace(/\D/g, '');
  return { phone: null, invalid: digits.length > 0 || text.trim().length > 0 };
}

// --- cake messages -------------------------------------------------------------------------

const GREETINGS_ON_CAKES = /\b((?:happy|hapy|happpy)\s+(?:birthday|bday|b-day|anniversary|retirement|graduation|mother'?s day|father'?s day|valentine'?s day|holidays)|congrat\w*|congratulations|good luck|welcome home|welcome back|get well soon|we will miss you|best wishes|bon voyage|happy \d+(?:st|nd|rd|th))\b/i;

/** The message to write on a cake, from the customer's own words (case kept). */
export function readNotes(text: string): string | null {
  const quoted = /(?:write|say|says|saying|reads?|message|inscription|on it|with|written)\s*:?\s*["“'‘]([^"”'’]{1,200})["”'’]/i.exec(text);
  if (quoted?.[1]) return quoted[1].trim();
  const plain =
    /\b(?:write|writing|that says|saying|inscription:?|message:?|reading|with the words|have it say|make it say|put)\s+(?!it\b|that\b|them\b|the order\b)(.{1,200}?)(?:\s+on (?:it|the cake|top|the top|there))?(?:[.!]|,|$|\s+(?:for|by)\s+(?:pickup|delivery|tomorrow|today|mon|tue|wed|thu|fri|sat|sun|\d))/i.exec(
      text,
    );
  const written = plain?.[1]?.trim().replace(/\s+(please|pls|thanks)$/i, '');
  if (written && !/^(a |an |the |my |our )?(name|order|message|something|anything)\b/i.test(written)) return written;
  // "a chocolate cake, Happy Birthday Mia": a greeting in the order is the cake's message.
  const greeting = GREETINGS_ON_CAKES.exec(text);
  if (greeting) {
    const from = greeting.index;
    const rest = text.slice(from).split(/[.!?,;\n]|\s+(?:for|on|at|by)\s+(?:pickup|delivery|tomorrow|today|saturday|sunday|monday|tuesday|wednesday|thursday|friday|\d)/i)[0] ?? '';
    return rest.trim().replace(/\s+on (it|the cake|top)$/i, '') || null;
  }
  return null;
}

export function readOrderId(folded: string): string | null {
  return /\b(ord_[0-9a-z]+)\b/.exec(folded)?.[1] ?? null;
}
