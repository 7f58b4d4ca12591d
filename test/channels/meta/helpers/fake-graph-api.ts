import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GraphRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Record<string, any> };
export type GraphAnswer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };
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
  const requests: GraphRequest[] = [];
  let respond: GraphResponder = delivered;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: GraphRequest = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: text ? JSON.parse(text) : {} };
      requests.push(recorded);
      const answer = respond(recorded, requests.length - 1);
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    respondWith(responder: GraphResponder) {
      respond = responder;
    },
    /** The texts sent to one customer, in order. */
    textsTo(recipient: string): string[] {
      return requests.filter((r) => r.body.recipient?.id === recipient).map((r) => r.body.message?.text as string);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGraphApi = Awaited<ReturnType<typeof startFakeGraphApi>>;
