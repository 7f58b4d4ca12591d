import { createHmac } from 'node:crypto';
import { isValidSlackRequest } from '@slack/bolt';

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
 * Whether X-Slack-Signature matches the request, by bolt's own check (HMAC, constant-time compare,
 * staleness), on the clock given. Never throws: anything malformed is not valid. Bolt only refuses
 * timestamps too far in the past; one too far in the future is refused here as well.
 */
export function verifySlackRequest(request: SlackSignedRequest): boolean {
  const { signingSecret, timestampHeader, signatureHeader, rawBody, nowSeconds } = request;
  if (!timestampHeader || !signatureHeader || !/^\d{1,12}$/.test(timestampHeader)) return false;
  if (Math.abs(nowSeconds - Number(timestampHeader)) > MAX_AGE_SECONDS) return false;
  return isValidSlackRequest({
    signingSecret,
    body: rawBody,
    headers: { 'x-slack-signature': signatureHeader, 'x-slack-request-timestamp': Number(timestampHeader) },
    nowMilliseconds: nowSeconds * 1000,
  });
}

/** The signature Slack sends for a body and timestamp (also how tests sign their requests). */
export function slackSignature(signingSecret: string, timestamp: string, rawBody: string): string {
  return `v0=${createHmac('sha256', signingSecret).update(`v0:${timestamp}:${rawBody}`).digest('hex')}`;
}
