// PostgreSQL stores neither NUL (in text or jsonb) nor an unpaired UTF-16 surrogate (in jsonb), and
// the other C0 control characters are never typed by a person. Tab and line breaks are ordinary.
const CONTROL_CHARACTERS = '[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]';
const UNPAIRED_SURROGATES = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
const UNSTORABLE = new RegExp(`${CONTROL_CHARACTERS}|${UNPAIRED_SURROGATES}`);
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** True when the text holds a character the service refuses in an order field. */
export function hasUnstorableCharacters(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** A person's message with those characters dropped: a chat line is read, not refused. */
export function withoutUnstorableCharacters(text: string): string {
  return hasUnstorableCharacters(text) ? text.replace(UNSTORABLE_ALL, '') : text;
}
