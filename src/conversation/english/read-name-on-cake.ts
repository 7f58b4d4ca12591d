// "change the name on the cake to Lindsay", "the name on the cake should be Lindsay, not Linda":
// the name written on a cake put right. Read apart from the order's own name, which it is not.

// Never a word that begins more of the sentence: "its for his birthday" names no one.
const NAME = String.raw`((?!(?:for|to|on|a|an|the|his|her|my|their|our|because|since|going|gonna|just|please|pls|plz|thanks|thank|thx|ty)\b)\p{L}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})`;
const NOT_NAME = String.raw`(?:\s*,?\s+(?:not|instead of|rather than)\s+(\p{L}[\p{L}'’-]*))?`;
const ON_CAKE = String.raw`(?:on|in|for)\s+(?:the|my|that|her|his)\s+(?:cake|message|writing|cake'?s message)`;
const SAID = [
  new RegExp(String.raw`\b(?:change|fix|switch|update|correct|make)\s+the\s+name\s+${ON_CAKE}\s+(?:to|as|into)\s+(?:say\s+|read\s+)?${NAME}${NOT_NAME}\s*(?:please|pls|thanks)?[.!]*$`, 'iu'),
  new RegExp(String.raw`\bthe\s+name\s+${ON_CAKE}\s+(?:should be|is|needs to be|has to be|must be|should say|should read)\s+${NAME}${NOT_NAME}\s*(?:please|pls|thanks)?[.!]*$`, 'iu'),
  // "put his name on it, its Leo", "write her name on the cake: Ella".
  new RegExp(String.raw`\b(?:put|write|pipe|add)\s+(?:his|her|their|the kid'?s|my (?:son|daughter|kid)'?s)\s+name\s+on\s+(?:it|the cake|top)\s*(?:please\s*|pls\s*)?[,.:;-]?\s*(?:(?:it'?s|its|it is|his name is|her name is|their name is|name is)\s+)?${NAME}\s*(?:please|pls|thanks)?(?:[.!,;]|$)`, 'iu'),
  // "can you write Ethan's name on it".
  new RegExp(String.raw`\b(?:put|write|pipe|add)\s+((?!(?:his|her|their|the|my|a|our|your)\b)\p{L}+)(?:['’]s|s)\s+name\s+on\s+(?:it|the cake|top)\b`, 'iu'),
  // "for my son Ethan, write his name on it": the name said before, of whom the cake is for.
  new RegExp(String.raw`\bfor (?:my|our) (?:son|daughter|kid|boy|girl|grandson|granddaughter|nephew|niece|husband|wife|mom|mum|dad|friend)\s+${NAME}\s*[,.]?\s+(?:(?:and|so|please|pls|can you|could you)\s+)*(?:put|write|pipe|add)\s+(?:his|her|their)\s+name\s+on\s+(?:it|the cake|top)\b`, 'iu'),
  // "can you put the name Ella on it", "with the name Olivia on it".
  new RegExp(String.raw`\b(?:put|write|pipe|add|with)\s+(?:the|his|her|their)\s+name\s+${NAME}\s+on\s+(?:it|the cake|top)\b`, 'iu'),
  // "can you put his name Oliver and the number 6 on it": the name, and the age with it.
  new RegExp(String.raw`\b(?:put|write|pipe|add)\s+(?:his|her|their|the)\s+name\s+${NAME}\s+and\s+(?:the\s+|a\s+)?(?:number|age)\s+(\d{1,3})\s+on\s+(?:it|the cake|top)\b`, 'iu'),
  // "just write her name, Olivia", "write his name on it? its Marcus".
  new RegExp(String.raw`\b(?:put|write|pipe|add)\s+(?:his|her|their|the kid'?s|my (?:son|daughter|kid)'?s)\s+name(?:\s+on\s+(?:it|the cake|top))?\s*[,.:;?-]\s*(?:(?:it'?s|its|it is|his name is|her name is|their name is|name is)\s+)?${NAME}\s*(?:please|pls|thanks)?[.!]*$`, 'iu'),
];

/** The name to write on the cake and, when said, the one it replaces; null when none is said. */
export function readNameOnCake(text: string): { to: string; from: string | null; phrase: string } | null {
  for (const pattern of SAID) {
    const said = pattern.exec(text.trim());
    // The age said with the name is written after it ("Oliver 6"); a name put right comes second.
    const age = said?.[2] && /^\d+$/.test(said[2]) ? said[2] : null;
    if (said?.[1]) return { to: age ? `${capitalized(said[1])} ${age}` : capitalized(said[1]), from: said[2] && !age ? capitalized(said[2]) : null, phrase: said[0] };
  }
  return null;
}

const capitalized = (name: string): string => name.replace(/(^|\s)(\p{Ll})/gu, (_m, space: string, letter: string) => `${space}${letter.toUpperCase()}`);
