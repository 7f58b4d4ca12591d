// Short forms people text, spelled out before a message is read.

const TEXTSPEAK: Array<[RegExp, string]> = [
  [/\blmn\b/g, 'lemon'],
  [/\bslcs?\b/g, 'slices'],
  [/\bvnla\b/g, 'vanilla'],
  [/\b(dlvr|dlvry|delivr)\b/g, 'delivery'],
  [/\bpckup|pkup\b/g, 'pickup'],
  [/@\s?(?=\d)/g, 'at '],
];

/** "2 lmn slcs @ 3 plz": the short forms people text, spelled out. */
export function textspeak(folded: string): string {
  return TEXTSPEAK.reduce((text, [pattern, word]) => text.replace(pattern, word), folded);
}
