import type { IncomingHttpHeaders } from 'node:http';
import { type FakeAnswer, startFakeHttpServer } from '../../helpers/fake-http-server.js';

export type SlackRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };
export type SlackAnswer = FakeAnswer;
export type SlackResponder = (request: SlackRequest, index: number) => SlackAnswer;

let tsSeq = 1000;

/** Answers like Slack does for chat.postMessage / chat.update, with a new ts each post. */
export const slackOk: SlackResponder = (request) => ({
  status: 200,
  body: {
    ok: true,
    channel: 'C0STAFF',
    ts: request.path.endsWith('/chat.update') ? request.body.ts : `1700000000.${String(tsSeq++).padStart(6, '0')}`,
  },
});

export const slackError =
  (error: string): SlackResponder =>
  () => ({ status: 200, body: { ok: false, error } });

export const httpStatus =
  (status: number, headers: Record<string, string> = {}): SlackResponder =>
  () => ({ status, body: { ok: false }, headers });

/** A stand-in for slack.com/api (and for response_url) on 127.0.0.1 that records every request. */
export async function startFakeSlackApi() {
  let respond: SlackResponder = slackOk;
  const server = await startFakeHttpServer(
    ({ method, path, headers, text }): SlackRequest => ({ method, path, headers, body: parse(text) }),
    (recorded, index) => respond(recorded, index),
  );
  const { baseUrl, requests } = server;
  return {
    ...server,
    apiUrl: `${baseUrl}/api`,
    responseUrl: `${baseUrl}/response/T0/1234/abcd`,
    calls: (path: string) => requests.filter((request) => request.path === path),
    respondWith(responder: SlackResponder) {
      respond = responder;
    },
  };
}

export type FakeSlackApi = Awaited<ReturnType<typeof startFakeSlackApi>>;

// Our delivery sends JSON; bolt's WebClient (say) sends forms.
function parse(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}
