// Carrier keywords (CTIA; Twilio's defaults). They must bypass the ordering conversation: a
// customer who texts STOP is leaving, not answering a question.

export type Keyword = 'opt_out' | 'opt_in' | 'help';

const OPT_OUT = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']);
const OPT_IN = new Set(['START', 'UNSTOP']);
const HELP = new Set(['HELP', 'INFO']);

/**
 * The keyword a whole message is, if any (trimmed, any case; "stop please" is not a keyword).
 *
 * YES opts back in only for a number that is opted out. For everyone else it is an ordinary
 * answer: the conversation asks customers to reply YES to confirm an order, and that YES must
 * reach it.
 */
export function carrierKeyword(text: string, senderIsOptedOut: boolean): Keyword | null {
  const word = text.trim().toUpperCase();
  if (OPT_OUT.has(word)) return 'opt_out';
  if (OPT_IN.has(word) || (word === 'YES' && senderIsOptedOut)) return 'opt_in';
  if (HELP.has(word)) return 'help';
  return null;
}
