import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { type FakeAnswer, startFakeHttpServer } from '../../helpers/fake-http-server.js';

export type GraphRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Record<string, any> };
export type GraphAnswer = FakeAnswer;
export type GraphResponder = (request: GraphRequest, index: number) => GraphAnswer;

export const delivered: GraphResponder = (request) => ({
  status: 200,
  body: { recipient_id: request.body.recipient?.id, message_id: `m_${randomBytes(8).toString('hex')}` },
});

/** Meta's error shape: `{ error: { message, type, code, error_subcode, fbtrace_id } }`. */
export const graphError =
  (status: number, code: number, subcode?: number, message = 'Graph says no'): GraphResponder =>
  () => ({ status, body: { error: { message, type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: 'AbC' } } });

/** A stand-in for graph.facebook.com on 127.0.0.1 that records every request. */
export async function startFakeGraphApi() {
  let respond: GraphResponder = delivered;
  const server = await startFakeHttpServer(
    ({ method, path, headers, text }): GraphRequest => ({ method, path, headers, body: text ? JSON.parse(text) : {} }),
    (recorded, index) => respond(recorded, index),
  );
  const { requests } = server;
  return {
    ...server,
    respondWith(responder: GraphResponder) {
      respond = responder;
    },
    /** The texts sent to one customer, in order. */
    textsTo(recipient: string): string[] {
      return requests.filter((r) => r.body.recipient?.id === recipient).map((r) => r.body.message?.text as string);
    },
  };
}

export type FakeGraphApi = Awaited<ReturnType<typeof startFakeGraphApi>>;
