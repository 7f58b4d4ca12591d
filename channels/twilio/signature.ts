import { timingSafeEqual } from 'node:crypto';
// The SDK's webhook module alone: its index also loads the REST client, a tenth of start-up.
import { getExpectedTwilioSignature, validateRequest } from 'twilio/lib/webhooks/webhooks.js';

export type TwilioParams = Record<string, string | string[]>;

/**
 * Whether X-Twilio-Signature matches the URL Twilio called and the POST parameters.
 * Never throws: a missing header or an unparsable URL is simply not valid.
 */
export function isValidTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: TwilioParams,
): boolean {
  if (!signature) return false;
  try {
    // Twilio signs the URL exactly as configured, so that is tried first with one HMAC; the
    // SDK's check then tries its variants (port added or removed, escaped forms), each another
    // HMAC and URL parse.
    return matches(signature, getExpectedTwilioSignature(authToken, url, params)) || validateRequest(authToken, signature, url, params);
  } catch {
    return false;
  }
}

function matches(received: string, expected: string): boolean {
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The URL Twilio signed. Behind a TLS-terminating proxy the app sees another scheme and host,
 * so it is rebuilt from the configured public base URL and the path and query exactly as
 * received. X-Forwarded-* headers are ignored on purpose: anyone can send them.
 */
export function signedUrl(publicBaseUrl: string, requestUrl: string): string {
  return publicBaseUrl + requestUrl;
}

/** A parsed form body as the strings the signature covers (repeated parameters as arrays). */
export function formParams(body: unknown): TwilioParams {
  const params: TwilioParams = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return params;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') params[name] = value;
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) params[name] = value;
  }
  return params;
}
