import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';

const TWILIO_API_ORIGIN = 'https://api.twilio.com';
// Long enough for a slow API day, short enough that a caller's retry policy gets to act.
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * A Twilio REST client whose api.twilio.com calls go to `apiBaseUrl` instead (a local fake in
 * tests, a recording proxy elsewhere). The SDK has no base-URL option; a custom httpClient is
 * its documented extension point (twilio-node advanced-examples/custom-http-client.md).
 */
export function createTwilioRestClient(accountSid: string, authToken: string, apiBaseUrl: string): twilio.Twilio {
  const httpClient =
    apiBaseUrl === TWILIO_API_ORIGIN
      ? new twilio.RequestClient({ timeout: REQUEST_TIMEOUT_MS })
      : new RebasedRequestClient(apiBaseUrl);
  return twilio(accountSid, authToken, { httpClient });
}

class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly apiBaseUrl: string) {
    super({ timeout: REQUEST_TIMEOUT_MS });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const onTwilioApi = opts.uri.startsWith(`${TWILIO_API_ORIGIN}/`);
    const uri = onTwilioApi ? this.apiBaseUrl + opts.uri.slice(TWILIO_API_ORIGIN.length) : opts.uri;
    return super.request({ ...opts, uri });
  }
}
