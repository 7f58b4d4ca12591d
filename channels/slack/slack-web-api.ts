import { CannotDeliver, RetryLater } from '../../src/staff/outbox-messages.js';

export type SlackApiCall = (method: string, body: Record<string, unknown>) => Promise<SlackOk>;
export type SlackOk = { ok: true; channel?: string; ts?: string; [key: string]: unknown };

const TIMEOUT_MS = 10_000;

// Slack answers most failures with HTTP 200 and ok:false. These few are Slack's own trouble and
// pass; anything else (invalid_auth, channel_not_found, not_in_channel, invalid_blocks, ...) is a
// setup or code problem that no retry fixes.
const TRANSIENT_ERRORS = new Set(['ratelimited', 'internal_error', 'fatal_error', 'service_unavailable', 'request_timeout']);

/**
 * A minimal Slack Web API client over fetch. Failures come out already sorted for the outbox:
 * RetryLater (429 with its Retry-After, 5xx, network, timeout) or CannotDeliver.
 */
export function createSlackApiCall(options: {
  apiUrl: string;
  botToken: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): SlackApiCall {
  const fetchImpl = options.fetchImpl ?? fetch;
  return async (method, body) => {
    let response: Response;
    try {
      response = await fetchImpl(`${options.apiUrl}/${method}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.botToken}`, 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      throw new RetryLater(`slack ${method}: ${(error as Error).message}`);
    }
    if (response.status === 429) {
      throw new RetryLater(`slack ${method}: rate limited (429)`, retryAfterSeconds(response.headers.get('retry-after')));
    }
    if (response.status >= 500) throw new RetryLater(`slack ${method}: HTTP ${response.status}`);
    if (!response.ok) throw new CannotDeliver(`slack ${method}: HTTP ${response.status}`);
    const answer = await readJson(response, method);
    if (answer.ok === true) return answer as SlackOk;
    const error = typeof answer.error === 'string' ? answer.error : 'unknown_error';
    if (TRANSIENT_ERRORS.has(error)) throw new RetryLater(`slack ${method}: ${error}`);
    throw new SlackApiError(method, error);
  };
}

/** ok:false from Slack: CannotDeliver, with Slack's error code kept for callers that can recover. */
export class SlackApiError extends CannotDeliver {
  constructor(
    readonly method: string,
    readonly slackError: string,
  ) {
    super(`slack ${method}: ${slackError}`);
  }
}

async function readJson(response: Response, method: string): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await response.json();
    if (typeof parsed === 'object' && parsed !== null) return parsed as Record<string, unknown>;
  } catch (error) {
    // A cut-off body (the connection dropped mid-answer) may well succeed next time.
    throw new RetryLater(`slack ${method}: unreadable answer (${(error as Error).message})`);
  }
  throw new RetryLater(`slack ${method}: answer is not a JSON object`);
}

function retryAfterSeconds(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header);
}
