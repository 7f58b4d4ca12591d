// A TwiML messaging answer, written by hand: it is two elements and text, and building it with
// the SDK's XML builder cost more than anything else in the webhook but the conversation. The
// output is byte for byte what twilio.twiml.MessagingResponse writes (a test checks), except that
// characters XML cannot carry are dropped where the SDK would throw.

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
// Not allowed anywhere in XML 1.0: C0 controls other than tab/LF/CR, lone surrogates, U+FFFE/U+FFFF.
const ILLEGAL_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#xD;' };

function escapeText(text: string): string {
  return text.replace(ILLEGAL_XML_CHARACTERS, '').replace(/[&<>\r]/g, (character) => ESCAPES[character] as string);
}

/** A TwiML messaging answer: one <Message> per text; no texts gives an empty <Response/>. */
export function messagingTwiml(texts: string[]): string {
  if (texts.length === 0) return `${XML_DECLARATION}<Response/>`;
  return `${XML_DECLARATION}<Response>${texts.map(message).join('')}</Response>`;
}

function message(text: string): string {
  const escaped = escapeText(text);
  return escaped === '' ? '<Message/>' : `<Message>${escaped}</Message>`;
}
