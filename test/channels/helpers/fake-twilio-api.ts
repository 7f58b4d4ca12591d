import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; form: Record<string, string> };
export type FakeAnswer = { status: number; body: Record<string, unknown> };
export type Responder = (form: Record<string, string>, index: number) => FakeAnswer;

export const accepted: Responder = () => ({
  status: 201,
  body: { sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued' },
});

export const twilioError =
  (status: number, code: number, message = 'Twilio says no'): Responder =>
  () => ({ status, body: { status, code, message, more_info: `https://www.twilio.com/docs/errors/${code}` } });

/** A stand-in for api.twilio.com on 127.0.0.1 that records every request. */
export async function startFakeTwilioApi() {
  const requests: RecordedRequest[] = [];
  let respond: Responder = accepted;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, form });
      const answer = respond(form, requests.length - 1);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    respondWith(responder: Responder) {
      respond = responder;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A base URL where nothing listens, for network failures. */
export async function unusedBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
