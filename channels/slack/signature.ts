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

/**
 * Whether X-Slack-Signature matches the request (HMAC-SHA256 of `v0:timestamp:body`, compared in
 * constant time, at most five minutes old), on the clock given. Never throws: anything malformed
 * is not valid. It gives bolt's isValidSlackRequest answers (test/channels/slack/signature.test.ts)
 * without loading bolt, a tenth of the server's start-up, until Slack first calls; unlike bolt it
 * also refuses a timestamp too far in the future.
 */
export function verifySlackRequest(request: SlackSignedRequest): boolean {
  const { signingSecret, timestampHeader, signatureHeader, rawBody, nowSeconds } = request;
  if (!timestampHeader || !signatureHeader || !/^\d{1,12}$/.test(timestampHeader)) return false;
  if (Math.abs(nowSeconds - Number(timestampHeader)) > MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(slackSignature(signingSecret, timestampHeader, rawBody));
  const received = Buffer.from(signatureHeader);
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** The signature Slack sends for a body and timestamp (also how tests sign their requests). */
export function slackSignature(signingSecret: string, timestamp: string, rawBody: string): string {
  return `v0=${createHmac('sha256', signingSecret).update(`v0:${timestamp}:${rawBody}`).digest('hex')}`;
}
