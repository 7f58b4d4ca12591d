import type { Config } from '../../src/config.js';
import type { SendOutcome } from '../channel.js';
import type { MetaChannel } from './webhook-events.js';

// The Send API: POST {base}/{version}/{page or Instagram account id}/messages. One call sends one
// text (already short enough for the channel); callers split.

/** Messenger and Instagram refuse longer texts (characters, counted as UTF-16 units here). */
export const TEXT_LIMITS: Record<MetaChannel, number> = { fb: 2000, ig: 1000 };
export const MAX_QUICK_REPLIES = 13;
const QUICK_REPLY_TITLE_MAX = 20;
const PAYLOAD_MAX = 1000;
// Long enough for a slow Graph API day, short enough that the outbox's retries get to act.
const REQUEST_TIMEOUT_MS = 15_000;

// Graph API error codes worth telling apart (Meta's own numbers).
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
const OUTSIDE_WINDOW = { code: 10, subcode: 2018278 };
const PERSON_UNAVAILABLE = 551;
const TOKEN_PROBLEM = 190;
// Graph answers rate limits without a Retry-After; this long is a gentle first wait.
const RATE_LIMIT_WAIT_SECONDS = 60;

export type MetaSendRequest = {
  recipient: string;
  text: string;
  /** Labels of the answers to offer; each tap sends its label back as the customer's answer. */
  quickReplies?: readonly string[];
  /** A message written by a person, outside the 24-hour window (needs Meta's Human Agent permission). */
  humanAgent?: boolean;
};

/** A failure carries how long the provider asked us to wait, when it said. */
export type MetaSendOutcome = SendOutcome & { retryAfterSeconds?: number };

export type MetaSendApi = { send(channel: MetaChannel, request: MetaSendRequest): Promise<MetaSendOutcome> };

export type SendApiDeps = { fetchImpl?: typeof fetch; timeoutMs?: number };

export function createSendApi(config: Pick<Config, 'meta'>, deps: SendApiDeps = {}): MetaSendApi {
  const { pageAccessToken, pageId, instagramAccountId, graphApiBaseUrl, graphApiVersion } = config.meta;
  const fetchImpl = deps.fetchImpl ?? fetch;
  return {
    async send(channel, request) {
      const account = channel === 'fb' ? pageId : instagramAccountId;
      if (!pageAccessToken || !account) return { kind: 'skipped', reason: 'not_configured' };
      const url = `${graphApiBaseUrl}/${graphApiVersion}/${account}/messages`;
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          // In a header, not the query string, so the token never lands in a proxy's access log.
          headers: { 'content-type': 'application/json', authorization: `Bearer ${pageAccessToken}` },
          body: JSON.stringify(sendApiBody(request)),
          signal: AbortSignal.timeout(deps.timeoutMs ?? REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        return { kind: 'failed', code: 'network_error', retryable: true, message: error instanceof Error ? error.message : String(error), providerIds: [] };
      }
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (response.ok) {
        const id = typeof body?.message_id === 'string' ? body.message_id : '';
        return { kind: 'sent', providerIds: [id] };
      }
      return describeFailure(response, body);
    },
  };
}

/** The JSON the Send API takes: a reply inside the window, or a person's message tagged HUMAN_AGENT. */
export function sendApiBody(request: MetaSendRequest): Record<string, unknown> {
  const message: Record<string, unknown> = { text: request.text };
  const offered = (request.quickReplies ?? []).slice(0, MAX_QUICK_REPLIES);
  if (offered.length > 0) {
    message.quick_replies = offered.map((label) => ({ content_type: 'text', title: quickReplyTitle(label), payload: label.slice(0, PAYLOAD_MAX) }));
  }
  return {
    recipient: { id: request.recipient },
    ...(request.humanAgent ? { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' } : { messaging_type: 'RESPONSE' }),
    message,
  };
}

/** Meta shows at most 20 characters on a quick reply; the payload keeps the whole label. */
export function quickReplyTitle(label: string): string {
  const chars = Array.from(label); // whole characters: an emoji is never cut in two
  return chars.length <= QUICK_REPLY_TITLE_MAX ? label : `${chars.slice(0, QUICK_REPLY_TITLE_MAX - 1).join('').trimEnd()}…`;
}

function describeFailure(response: Response, body: Record<string, unknown> | null): MetaSendOutcome {
  const error = (typeof body?.error === 'object' && body.error !== null ? body.error : {}) as Record<string, unknown>;
  const code = typeof error.code === 'number' ? error.code : undefined;
  const subcode = typeof error.error_subcode === 'number' ? error.error_subcode : undefined;
  const message = typeof error.message === 'string' ? error.message : `HTTP ${response.status}`;
  const failed = (name: string, retryable: boolean): MetaSendOutcome => ({ kind: 'failed', code: name, retryable, message, providerIds: [] });
  if (response.status === 429 || (code !== undefined && RATE_LIMIT_CODES.has(code))) {
    const header = Number(response.headers.get('retry-after'));
    return { ...failed(`meta_rate_limited_${code ?? response.status}`, true), retryAfterSeconds: Number.isFinite(header) && header > 0 ? header : RATE_LIMIT_WAIT_SECONDS };
  }
  if (code === OUTSIDE_WINDOW.code && subcode === OUTSIDE_WINDOW.subcode) return { kind: 'skipped', reason: 'outside_session_window' };
  if (code === PERSON_UNAVAILABLE) return failed('meta_person_unavailable', false);
  if (code === TOKEN_PROBLEM) return failed('meta_access_token_invalid (staff: renew META_PAGE_ACCESS_TOKEN)', false);
  if (response.status >= 500) return failed(`meta_http_${response.status}`, true);
  return failed(`meta_error_${code ?? response.status}${subcode ? `_${subcode}` : ''}`, false);
}
