import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeAnswer, startFakeHttpServer } from './fake-http-server.js';

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; form: Record<string, string> };
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
  let respond: Responder = accepted;
  const server = await startFakeHttpServer(
    ({ method, path, headers, text }): RecordedRequest => ({ method, path, headers, form: Object.fromEntries(new URLSearchParams(text)) }),
    (recorded, index) => respond(recorded.form, index),
  );
  return {
    ...server,
    respondWith(responder: Responder) {
      respond = responder;
    },
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
