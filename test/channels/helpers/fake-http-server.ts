import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// The one HTTP server behind the fake provider APIs (Twilio, Slack, Meta's Graph API): it listens
// on 127.0.0.1, reads each request whole, records it as the fake reads it, and answers as told.

export type RawRequest = { method: string; path: string; headers: IncomingHttpHeaders; text: string };
export type FakeAnswer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

export async function startFakeHttpServer<Recorded>(read: (request: RawRequest) => Recorded, answer: (recorded: Recorded, index: number) => FakeAnswer) {
  const requests: Recorded[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = read({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, text: Buffer.concat(chunks).toString('utf8') });
      requests.push(recorded);
      const { status, body, headers } = answer(recorded, requests.length - 1);
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
