// A price as a reply may say it, in text or on a call: for scripts that check the price was given.

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 48 as a pattern of its words: "forty[- ]eight". */
function words(n: number): string {
  if (n < 20) return ONES[n] as string;
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `[- ]${ONES[n % 10]}` : '');
  return `${ONES[Math.floor(n / 100)]} hundred` + (n % 100 ? `( and)? ${words(n % 100)}` : '');
}

/** "$48", "48.00", "48 dollars", "forty-eight dollars", "6 dollars and 50 cents", "six fifty". */
export function price(usd: number): RegExp {
  const [whole, cents] = usd.toFixed(2).split('.');
  const w = Number(whole);
  const alts = [`\\b${whole}\\.${cents}\\b`];
  if (cents === '00') {
    alts.push(`\\$\\s?${whole}(?![.,]?\\d)`, `\\b${whole}\\s+dollars`, `\\b${words(w)}\\s+dollars`);
  } else {
    const c = Number(cents);
    alts.push(`\\b${whole}\\s+dollars,?\\s+(and\\s+)?${c}\\s+cents`, `\\b${words(w)}\\s+dollars,?\\s+(and\\s+)?${words(c)}\\s+cents`, `\\b${words(w)}[- ]${words(c)}\\b`);
  }
  return new RegExp(alts.join('|'), 'i');
}
