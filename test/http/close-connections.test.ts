import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeConnectionsWhenClosing } from '../../src/http/close-connections.js';

// Issue 14, defect 5: under sustained keep-alive load a client sends its next request on a socket
// the moment the last answer arrives, so the socket is never idle, fastify's close never ends it,
// and the shutdown ran out its grace period. Once closing starts, every answer must end its
// connection. Each case runs with and without closeConnectionsWhenClosing, to show the test tells
// them apart.

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function slowApp(closeConnections: boolean) {
  const started = deferred();
  const release = deferred();
  const app = Fastify({ logger: false });
  if (closeConnections) closeConnectionsWhenClosing(app);
  app.post('/slow', async () => {
    started.resolve();
    await release.promise;
    return { ok: true };
  });
  app.get('/next', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, started: started.promise, release: release.resolve };
}

/** A keep-alive client on one socket: what it has received, and whether the server ended the socket. */
function keepAliveClient(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  const send = (text: string) => socket.write(text);
  return { socket, ended, received: () => received };
}

const SLOW = 'POST /slow HTTP/1.1\r\nHost: bakery\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n';
const NEXT = 'GET /next HTTP/1.1\r\nHost: bakery\r\nConnection: keep-alive\r\n\r\n';

async function answerWhileClosing(closeConnections: boolean) {
  const { app, port, started, release } = await slowApp(closeConnections);
  const client = keepAliveClient(port);
  client.socket.write(SLOW);
  await started;
  const closed = app.close();
  // Closing has begun (the server stopped listening) while the first request is still running.
  while (app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
  // The client's next request, sent on the same socket before the first answer arrives.
  client.socket.write(NEXT);
  release();
  const firstAnswered = async () => {
    while (!client.received().includes('\r\n\r\n{"ok":true}')) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  await firstAnswered();
  const firstHeaders = client.received().split('\r\n\r\n')[0] ?? '';
  return { client, closed, firstHeaders: firstHeaders.toLowerCase() };
}

describe('answers given while the app is closing', () => {
  it('end their keep-alive connection, so close() finishes even though the client keeps sending', async () => {
    const { client, closed, firstHeaders } = await answerWhileClosing(true);
    expect(firstHeaders).toContain('connection: close');
    await client.ended;
    await closed;
    // The request sent after closing started was never taken on that socket.
    expect(client.received()).not.toContain('HTTP/1.1 503');
  });

  it('(without it, the answer keeps the connection alive for the next request)', async () => {
    const { client, closed, firstHeaders } = await answerWhileClosing(false);
    expect(firstHeaders).toContain('connection: keep-alive');
    client.socket.destroy();
    await closed;
  });
});
