// Quantities as customers write them: digits, number words, "a couple", "a dozen", "half a dozen".

const WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, pair: 2, couple: 2, three: 3, four: 4, five: 5, six: 6,
  seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14,
  fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
  forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};

const TENS = new Set(['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']);

/**
 * The quantity written in these tokens (the words before a product name), or null. Reads
 * "2", "x2", "two", "a couple of", "a dozen", "two dozen", "half a dozen".
 */
export function readQuantity(tokens: string[]): number | null {
  // "a dozen and a half", "one and a half dozen": eighteen.
  const said = tokens.join(' ');
  if (/\b(?:a |one )?dozen and a half\b|\b(?:one|1) and a half dozen\b/.test(said)) return 18;
  let found: number | null = null;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as string;
    const next = tokens[i + 1];
    if (token === 'half' && (next === 'dozen' || (next === 'a' && tokens[i + 2] === 'dozen'))) return 6;
    if (token === 'dozen') {
      found = (found !== null && found > 1 ? found : 1) * 12;
      continue;
    }
    // Up to 5 digits: "1000 slices" is read as asked (and capped, said aloud), not as one.
    const digits = /^x?(\d{1,5})x?$/.exec(token);
    if (digits) {
      found = Number(digits[1]);
      continue;
    }
    if (Object.hasOwn(WORDS, token)) {
      const value = WORDS[token] as number;
      // "a couple", "a dozen", "a pair": the article belongs to the word after it; "a few" and "a
      // bunch of" say no number at all (the assistant asks how many).
      if ((token === 'a' || token === 'an') && next && ['couple', 'pair', 'dozen', 'few', 'bunch', 'number', 'handful', 'lot'].includes(next)) continue;
      // "twenty five": the tens and the unit after them are one number.
      const previous = tokens[i - 1];
      if (value < 10 && found !== null && found >= 20 && found % 10 === 0 && previous !== undefined && TENS.has(previous)) {
        found += value;
        continue;
      }
      found = value;
    }
  }
  return found;
}

/** A bare quantity answer or correction: "3", "three", "make that 3", "wait, make it 3 slices", "no, 2 of them". */
export function readStandaloneQuantity(text: string): number | null {
  const match = /^(?:(?:make (?:that|it)|change (?:that|it) to|actually|just|only|then|so|wait|hmm+|oh|no|sorry|um+|ok(?:ay)?|can you|could you|can i (?:get|have|do)|could i (?:get|have|do)|can we do|could we do|let'?s|lets|do|i meant|i mean|yes|yeah|yep|sure|please|pls|but|and|oof|ugh|ah+|whoa|wow|yikes|geez|jeez|dang|alright|well|fine|right|hm+)[,.!]?\s+)*(.+?)\s*(?:slices?|pieces?|cakes?|whole (?:ones?|cakes?)|ones?|of (?:them|those|each)|each)?\s*(?:instead|then|please|pls|actually|now|total|in total|altogether|sorry|thanks|thx|(?:is|are|will be|would be|should be) (?:enough|plenty|fine|good|perfect)|will do)?[.!?]?$/i.exec(text.trim());
  if (!match?.[1]) return null;
  // "make it 3 large": the count, with the size said beside it (read apart).
  const tokens = match[1].toLowerCase().replace(/^zero$/, '0').split(/\s+/).filter((token, i, all) => !(i === all.length - 1 && all.length > 1 && /^(large|regular|big|small)$/.test(token)));
  if (tokens.length > 3) return null;
  if (!tokens.every((token) => /^\d{1,3}$/.test(token) || Object.hasOwn(WORDS, token) || token === 'dozen' || token === 'half' || token === 'of')) return null;
  // "four thirty" is a time, not thirty: two numbers side by side are not one count.
  const numbers = tokens.filter((token) => /^\d{1,3}$/.test(token) || (Object.hasOwn(WORDS, token) && !['a', 'an', 'single', 'pair', 'couple'].includes(token)));
  if (numbers.length > 1) return null;
  return readQuantity(tokens);
}

const NUMBER = '(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';

const MORE = new RegExp(`^(?:(?:actually|oh|wait|ok(?:ay)?|um+|hmm+|and|plus|also|can you|could you|please)[,.!]?\\s+)*(?:add |make it |give me )?(?:${NUMBER}|another|another one) more(?: please| pls| of (?:those|them|these))?$|^(?:(?:and|plus|also|add|can i (?:get|have)|can you add|could you add|please add|i'?ll take|give me)\\s+)*(?:another(?: one)?|one more)(?:\\s+(?:of\\s+)?(?:the same|those|that|them|these|just like it|like (?:it|that)))?(?: please| pls| too| as well)?$|^same again(?: please| pls)?$`);
const LESS = new RegExp(`^(?:(?:actually|oh|wait|ok(?:ay)?|um+|hmm+|sorry|make it|can you do|could you do|can we do|lets do|let'?s do)[,.!]?\\s+)*(?:${NUMBER}) (?:less|fewer)(?: actually| please| pls| then| of (?:those|them|these|each))?$|^(?:take|knock) (?:${NUMBER}) (?:off|away)$|^(?:(?:actually|oh|wait|ok(?:ay)?|sorry|can you|could you|please)[,.!]?\\s+)*(?:remove|drop|subtract|take (?:off|away)|knock off|cancel) (?:${NUMBER})(?: of (?:them|those|these))?(?: please| pls)?$`);
/** "one less actually, four", "two more, so four": the count said after the change is the count. */
const CHANGE_THEN_COUNT = new RegExp(`^(.*\\b(?:less|fewer|more))\\b[^,.;]{0,12}?[,.;]?\\s+(?:so|making it|that'?s|thats|for|to|total(?: of)?|which makes|makes)?\\s*(${NUMBER})(?: (?:total|in total|altogether|all together|slices|cakes))?$`);
/** "one more", "two less", "double it": a change of the latest line's count, not a count. */
export function readQuantityChange(text: string): { add: number } | { times: number } | { to: number } | null {
  const short = text.trim().replace(/[.!]+$/, '');
  const counted = CHANGE_THEN_COUNT.exec(short);
  const result = counted?.[2] ? readQuantity([counted[2]]) : null;
  if (counted?.[1] && result !== null && readQuantityChange(counted[1].replace(/[,.;]+$/, ''))) return { to: result };
  if (/^(?:(?:can you|could you|can u|could u|please|pls|actually|oh|ok(?:ay)?)[,.!]?\s+)*(?:double|twice) (?:it|that|the order|them|everything|all of it|the lot)(?: please| pls)?$|^make it double$/.test(short)) return { times: 2 };
  // "actually half that", "halve it": half of each line, where that is a whole number.
  if (/^(?:(?:can you|could you|please|actually|oh|ok(?:ay)?|hmm+|no|sorry|wait)[,.!]?\s+)*(?:(?:just |only )?half (?:of )?(?:it|that|the order|them|those|everything|the lot)|halve (?:it|that|the order|them|those|everything)|make it half|cut (?:it|that|the order) in half)(?: please| pls| then| instead| actually)?$/.test(short)) return { times: 0.5 };
  const more = MORE.exec(short);
  if (more) return { add: more[1] ? (readQuantity([more[1]]) ?? 1) : 1 };
  const less = LESS.exec(short);
  if (less) return { add: -(readQuantity([(less[1] ?? less[2] ?? less[3]) as string]) ?? 1) };
  return null;
}
/** "3 slices of lemon, no sorry, 2, for pickup", "5 slices, wait no, 4": the number said second replaces the first ("wait no 3 carrot slices" names another product, and is not a count). */
const SELF_CORRECTED = new RegExp(`(?<!-)\\b(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|an)\\b(\\s+[^,.!?]{1,60}?)[,.]?\\s+(?:no|sorry|i mean|i meant|actually|wait|oops|oh|nope)(?:[,.]?\\s+(?:no|sorry|i mean|i meant|wait|actually|make (?:it|that)|make (?:it|that) (?=\\d)))?[,.]?\\s+${NUMBER}\\b(?!\\s*(?::|am|pm|a\\.m|p\\.m|o'?clock|inch))`, 'i');

/** "not three red velvet, two": the count put right, said before the count it replaces. */
const NOT_THEN_COUNT = new RegExp(`\\bnot\\s+${NUMBER}\\s+([a-z][a-z ]{1,30}?)\\s*[,.]?\\s+(?:but\\s+|just\\s+|only\\s+|make it\\s+)?${NUMBER}\\s*(?:of (?:them|those)\\s*)?(?:please|pls|thanks)?[.!]?$`, 'i');

export function withSelfCorrectedQuantity(text: string): string {
  const counted = NOT_THEN_COUNT.exec(text);
  if (counted && !/\b(?:am|pm|o'?clock|at|inch)\b/i.test(counted[0])) return `${text.slice(0, counted.index)}${counted[3]} ${counted[2]} not ${counted[1]}`;
  const match = SELF_CORRECTED.exec(text);
  if (!match || match[2] === undefined || match[3] === undefined) return text;
  // "one less actually, four": a change, then the count it makes; not a count said again.
  if (/^\s*(?:less|fewer|more)\b/.test(match[2])) return text;
  const [said, , rest, second] = match as unknown as [string, string, string, string];
  // "a carrot cake at 2, actually 3": the time said again, not the count.
  // "for saturday at three no four": the hour said again, in words too.
  if (/(?:\b(?:at|by|around)\s*|@)(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)/.test(rest)) return text;
  const end = match.index + said.length;
  // "2 lemon slices, wait no, 3 lemon slices": the words said again after the count go with it.
  const after = text.slice(end);
  const again = after.startsWith(rest) ? rest.length : 0;
  // "3 red velvet slices wait no 3 carrot slices" names another product: not a count corrected.
  if (!again && /^\s+(?!(?:slices?|cakes?|pieces?|of|for|at|to|please|pls|then|instead|total|pickup|pick|and|today|tomorrow|tonight)\b)[a-z]/.test(after)) return text;
  return `${text.slice(0, match.index)}${second}${rest}${after.slice(again)}`;
}

const COUNT_WORD = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const SHOULD_BE = new RegExp(`^(?:(?:it|that|the order|there|the count)\\s+)?(?:should be|should have been|should've been|was supposed to be|needs to be|is meant to be|was meant to be)\\s+${COUNT_WORD}(?:\\s+(?:slices?|cakes?|pieces?))?(?:,?\\s+not\\s+${COUNT_WORD})?$|^${COUNT_WORD}\\s+(?:slices?|cakes?|pieces?),?\\s+not\\s+${COUNT_WORD}$`);

/** "I said five slices, not four", "just one cake actually, not two": the count, then the one it replaces. */
const NOT_THAT = new RegExp(`\\b${COUNT_WORD}\\s+(?:slices?|cakes?|pieces?)\\b[^.!?]{0,20}?\\bnot\\s+${COUNT_WORD}\\b`);

/** "it should be 5 slices not 4": the new count of the order's line. */
/** "no it's 4 not 3", "actually just one is enough": the count said to be right. */
const SAID_NOT = new RegExp(`\\b(?:it'?s|its|it is|make it|i said)\\s+${COUNT_WORD},?\\s+not\\s+${COUNT_WORD}\\b|\\bjust\\s+${COUNT_WORD}\\s+(?:is|will be|would be)\\s+(?:enough|fine|plenty|good)\\b`);
/** "wait 4 not 3", "sorry, four, not three": the new count, said against the old. */
const NEW_NOT_OLD = new RegExp(`^(?:(?:wait|sorry|no|oh|oops|actually|um+|uh+|hmm+)[,.!]?\\s+)*${COUNT_WORD}[,.]?\\s+not\\s+${COUNT_WORD}$`);
/** "no, sorry, five was right", "back to 5", "leave it at five": the count before the last change, said again. */
const BACK_TO = new RegExp(`(?<!\\b(?:at|by|around|for|till|until)\\s)\\b${COUNT_WORD}\\s+(?:was|is)\\s+(?:right|correct|better)\\b|\\b(?:switch to|back to|keep it at|leave it at|stick with|stay at)\\s+${COUNT_WORD}(?:\\s+(?:slices?|cakes?|pieces?))?\\s*(?:then|after all|please|instead)?\\s*$`);

export function correctedCount(short: string): number | null {
  const match = SHOULD_BE.exec(short.replace(/[.!]+$/, '').trim());
  const saidNot = SAID_NOT.exec(short);
  const back = BACK_TO.exec(short.replace(/[.!]+$/, '').trim()) ?? NEW_NOT_OLD.exec(short.replace(/[.!]+$/, '').trim());
  const said = match?.[1] ?? match?.[3] ?? NOT_THAT.exec(short)?.[1] ?? saidNot?.[1] ?? saidNot?.[3] ?? back?.[1] ?? back?.[2];
  return said ? readQuantity([said]) : null;
}

const COUNT = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|half a dozen)';
const TAKEN = [
  new RegExp(`\\b(?:take|have|get|grab|order|want|need|like|do|give me|gimme|gimmie|lemme have|lemme get|let me have|let me get)\\s+${COUNT}\\b(?!\\s*(?::|am\\b|pm\\b|a\\.m|p\\.m|inch|in\\b))`),
  new RegExp(`^(?:(?:perfect|great|ok|okay|sure|yes|yeah|cool)[,!. ]+)?${COUNT}\\b(?!\\s*(?::|am\\b|pm\\b|a\\.m|p\\.m|inch))`),
  new RegExp(`\\b${COUNT}\\s+of (?:those|them|these)\\b`),
];

const OF_THEM = new RegExp(`\\b${COUNT}\\s+of\\s+(?:them|those|these|em)\\b`);

/** "slices please, two of them": how many, said apart from what. */
/** "slices, 2", "the whole one x2": the kind answers which, the number how many. */
const KIND_THEN_COUNT = /^(?:the )?(?:slices?|pieces?|whole(?: ones?| cakes?)?|cakes?)[ ,]+x?(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: (?:please|pls|of them))?$/;

export function quantityOfThem(short: string): number | null {
  const count = OF_THEM.exec(short)?.[1] ?? KIND_THEN_COUNT.exec(short)?.[1];
  return count ? readQuantity(count.split(' ')) : null;
}

/** How many of what was just talked about: "I'll take three of those", "can I get 2 large ones". */
export function takenQuantity(short: string): number | null {
  for (const pattern of TAKEN) {
    const count = pattern.exec(short)?.[1];
    if (count) return readQuantity(count.split(' '));
  }
  return null;
}
