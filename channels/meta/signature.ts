import { createHmac, timingSafeEqual } from 'node:crypto';

const PREFIX = 'sha256=';

/**
 * Whether X-Hub-Signature-256 matches the body: "sha256=" + hex HMAC-SHA256 of the raw bytes with
 * the app secret. Compared in constant time; never throws (anything malformed is not valid).
 * Meta signs the bytes it sent, so the body must be the raw one: re-serialised JSON does not verify
 * (Meta escapes non-ASCII characters as \uXXXX, JSON.stringify does not).
 */
export function isValidMetaSignature(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (typeof header !== 'string' || !header.startsWith(PREFIX)) return false;
  const received = Buffer.from(header.slice(PREFIX.length).toLowerCase(), 'utf8');
  const expected = Buffer.from(metaSignatureHex(appSecret, rawBody), 'utf8');
  // timingSafeEqual throws on different lengths; the length itself is no secret.
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** The header value Meta sends for a body (also how tests sign their webhooks). */
export function metaSignature(appSecret: string, rawBody: Buffer | string): string {
  return PREFIX + metaSignatureHex(appSecret, typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody);
}

function metaSignatureHex(appSecret: string, rawBody: Buffer): string {
  return createHmac('sha256', appSecret).update(rawBody).digest('hex');
}
