import { createHmac, timingSafeEqual } from 'node:crypto';

// Slack refuses to sign requests older than this, and so do we: a captured request cannot be
// replayed later.
const MAX_AGE_SECONDS = 300;

export type SlackSignedRequest = {
  signingSecret: string;
  timestampHeader: string | undefined;
  signatureHeader: string | undefined;
  /** The body exactly as received: a re-serialised body does not verify. */
  rawBody: string;
  nowSeconds: number;
};

/** Whether X-Slack-Signature matches the request. Never throws: anything malformed is not valid. */
export function verifySlackRequest(request: SlackSignedRequest): boolean {
  const { signingSecret, timestampHeader, signatureHeader, rawBody, nowSeconds } = request;
  if (!timestampHeader || !signatureHeader || !/^\d{1,12}$/.test(timestampHeader)) return false;
  if (Math.abs(nowSeconds - Number(timestampHeader)) > MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(slackSignature(signingSecret, timestampHeader, rawBody), 'utf8');
  const received = Buffer.from(signatureHeader, 'utf8');
  // timingSafeEqual throws on different lengths; the length itself is no secret.
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** The signature Slack sends for a body and timestamp (also how tests sign their requests). */
export function slackSignature(signingSecret: string, timestamp: string, rawBody: string): string {
  return `v0=${createHmac('sha256', signingSecret).update(`v0:${timestamp}:${rawBody}`).digest('hex')}`;
}
