import type { Twilio } from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';

const TWILIO_API_ORIGIN = 'https://api.twilio.com';
// Long enough for a slow API day, short enough that a caller's retry policy gets to act.
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * A Twilio REST client whose api.twilio.com calls go to `apiBaseUrl` instead (a local fake in
 * tests, a recording proxy elsewhere). The SDK has no base-URL option; a custom httpClient is
 * its documented extension point (twilio-node advanced-examples/custom-http-client.md).
 * The SDK (with axios, about a tenth of the server's start-up) is loaded here, when the first
 * message is sent, not when the server starts.
 */
export async function createTwilioRestClient(accountSid: string, authToken: string, apiBaseUrl: string): Promise<Twilio> {
  const { default: twilio } = await import('twilio');
  class RebasedRequestClient extends twilio.RequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      const onTwilioApi = opts.uri.startsWith(`${TWILIO_API_ORIGIN}/`);
      const uri = onTwilioApi ? apiBaseUrl + opts.uri.slice(TWILIO_API_ORIGIN.length) : opts.uri;
      return super.request({ ...opts, uri });
    }
  }
  const RequestClientClass = apiBaseUrl === TWILIO_API_ORIGIN ? twilio.RequestClient : RebasedRequestClient;
  return twilio(accountSid, authToken, { httpClient: new RequestClientClass({ timeout: REQUEST_TIMEOUT_MS }) });
}
