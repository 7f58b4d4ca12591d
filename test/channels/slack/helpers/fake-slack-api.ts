import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SlackRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };
export type SlackAnswer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };
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
  const requests: SlackRequest[] = [];
  let respond: SlackResponder = slackOk;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: parse(text) };
      requests.push(recorded);
      const answer = respond(recorded, requests.length - 1);
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    apiUrl: `${baseUrl}/api`,
    responseUrl: `${baseUrl}/response/T0/1234/abcd`,
    requests,
    calls: (path: string) => requests.filter((request) => request.path === path),
    respondWith(responder: SlackResponder) {
      respond = responder;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
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
