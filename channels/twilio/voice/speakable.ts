// The conversation writes for screens: "2 x Chocolate Fudge Cake Slice (regular) 13.00 USD",
// "Sat, Nov 21 at 3:00 PM", "Reply YES". Read aloud by text-to-speech that becomes "two x ...
// thirteen point zero zero U S D". This turns a reply into words meant to be heard, without
// changing what it says. The order's confirmation_text is never passed through here: it is
// spoken verbatim (see confirmation.ts).

const DAYS: Record<string, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

const MONTHS: Record<string, string> = {
  Jan: 'January',
  Feb: 'February',
  Mar: 'March',
  Apr: 'April',
  May: 'May',
  Jun: 'June',
  Jul: 'July',
  Aug: 'August',
  Sep: 'September',
  Oct: 'October',
  Nov: 'November',
  Dec: 'December',
};

/** "13.00 USD" → "13 dollars", "5.75 USD" → "5 dollars and 75 cents", "0.50 USD" → "50 cents". */
export function spokenUsd(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  const dollars = Number(whole);
  const cents = Number(fraction.padEnd(2, '0').slice(0, 2));
  const dollarWords = `${dollars} ${dollars === 1 ? 'dollar' : 'dollars'}`;
  const centWords = `${cents} ${cents === 1 ? 'cent' : 'cents'}`;
  if (cents === 0) return dollarWords;
  if (dollars === 0) return centWords;
  return `${dollarWords} and ${centWords}`;
}

function plural(name: string, qty: number): string {
  if (qty === 1 || /s$/i.test(name)) return name;
  return `${name}s`;
}

/** An order id is 24 characters nobody can follow by ear; its last four identify it. */
function spokenOrderId(id: string): string {
  return `ending in ${id.slice(-4).toUpperCase().split('').join(' ')}`;
}

/** A reply rewritten to be heard: short sentences, prices and times in words, no symbols. */
export function speakable(text: string): string {
  let out = text;

  // Order lines: "2 x Chocolate Fudge Cake Slice (regular) 13.00 USD".
  out = out.replace(/\b(\d+) x ([^;().]+?) \(([^)]+)\) (\d+\.\d{2}) USD/g, (_m, qty: string, name: string, size: string, amount: string) => {
    const count = Number(qty);
    const sized = size === 'regular' ? '' : `, ${size}`;
    return `${count} ${plural(name.trim(), count)}${sized}, ${spokenUsd(amount)}`;
  });
  // Lines of what was understood: "2 x Carrot Cake Slice (large), 9.50 USD each".
  out = out.replace(/\b(\d+) x ([^;().,]+?)(?: \(([^)]+)\))?, (\d+\.\d{2}) USD( each)?/g, (_m, qty: string, name: string, size: string | undefined, amount: string, each: string | undefined) => {
    const count = Number(qty);
    const sized = !size || size === 'regular' ? '' : `, ${size}`;
    return `${count} ${plural(name.trim(), count)}${sized}, ${spokenUsd(amount)}${each ?? ''}`;
  });
  // Status items: "1 x Carrot Cake Slice".
  out = out.replace(/\b(\d+) x ([A-Z][^,.;]*)/g, (_m, qty: string, name: string) => `${qty} ${plural(name.trim(), Number(qty))}`);
  out = out.replace(/(\d+\.\d{2}) USD/g, (_m, amount: string) => spokenUsd(amount));

  // Numbered options of a clarifying question: "1) Carrot Cake (slice), 6.00 USD; 2) ...".
  const hasOptions = /(^|[\s:;])1\) /.test(out);
  out = out.replace(/(^|[\s:;])(\d)\) /g, (_m, before: string, n: string) => `${before}${n}: `);
  // "Which would you like (2):" — the quantity the question is about.
  out = out.replace(/ \((\d+)\):/g, (_m, qty: string) => `, for the ${qty}?`);

  // Times: "Sat, Nov 21 at 3:00 PM" → "Saturday, November 21 at 3 PM".
  out = out.replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b,/g, (_m, day: string) => `${DAYS[day]},`);
  out = out.replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2})\b/g, (_m, month: string, day: string) => `${MONTHS[month]} ${day}`);
  out = out.replace(/\b(\d{1,2}):00 (AM|PM)\b/g, '$1 $2');

  out = out.replace(/\bord_[0-9a-z]{20}\b/gi, (id) => spokenOrderId(id));
  out = out.replace(/\bord_/gi, 'O R D');

  // Texting words become talking words.
  out = out.replace(/\bReply YES\b/g, 'Say yes');
  out = out.replace(/\bby message\b/g, 'by phone');
  out = out.replace(/\bSend me\b/g, 'Tell me');
  out = out.replace(/\bsend it again\b/g, 'say it again');
  out = out.replace(/\bto see our cakes\b/g, 'to hear our cakes');
  out = out.replace(/(\d+)-inch\b/g, '$1 inch');
  // Capitals are read as letters ("M E N U"); AM and PM are meant that way.
  out = out.replace(/\b[A-Z]{2,}\b/g, (word) => (word === 'AM' || word === 'PM' ? word : word.toLowerCase()));

  // Symbols are never read aloud.
  out = out.replace(/&/g, ' and ');
  out = out.replace(/%/g, ' percent');
  out = out.replace(/["“”]/g, '');
  out = out.replace(/(^|[^A-Za-z])'|'(?![A-Za-z])/g, '$1');
  out = out.replace(/\s*\(([^)]*)\)/g, ', $1,');
  out = out.replace(/[#*_~^<>{}[\]\\|@$]/g, ' ');
  out = out.replace(/\//g, ' or ');
  // Semicolons split long lists into short sentences.
  out = out.replace(/;\s*/g, '. ');

  // Tidy what the replacements left behind.
  out = out.replace(/\s+/g, ' ');
  out = out.replace(/\s+([,.?!:])/g, '$1');
  out = out.replace(/,\s*,/g, ',');
  out = out.replace(/,\s*([.?!:])/g, '$1');
  out = out.replace(/([.?!:])\s*,/g, '$1');
  out = out.replace(/\.\s*\./g, '.');
  out = out.replace(/\?\s*\./g, '?');
  out = out.replace(/([.?!]) ([a-z])/g, (_m, stop: string, letter: string) => `${stop} ${letter.toUpperCase()}`);
  out = out.trim();

  if (hasOptions) out += ' Say the one you want, or press its number.';
  return out;
}
