import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_LIMITS } from '../../src/http/connection-limits.js';
import { anOrder, createTestApp, type TestApp } from '../helpers/test-app.js';

// Slow and idle clients are cut within documented bounds (docs/operations.md). The app is built
// with short bounds so the test runs in seconds; a test of the defaults checks what production gets.

const SHORT = { headersTimeoutMs: 1_000, requestTimeoutMs: 1_500, keepAliveTimeoutMs: 500, socketIdleTimeoutMs: 3_000, checkIntervalMs: 100 };
// Far beyond every short bound, far below fastify's defaults (60 s headers, no request timeout, 72 s keep-alive).
const CUT_WITHIN_MS = 6_000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ connectionLimits: SHORT });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with what the server sent once it closes the socket, or 'still open' after `ms`. */
function closedWithin(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.on('error', () => {});
    const timer = setTimeout(() => resolve('still open'), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(received || 'closed');
    });
  });
}

/** Writes one byte every 200 ms until the socket closes. */
function dribble(socket: Socket, bytes: string) {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= bytes.length) return clearInterval(timer);
    socket.write(bytes[at++] as string);
  }, 200);
  socket.once('close', () => clearInterval(timer));
}

describe('slow and idle clients', () => {
  it('headers dribbled a byte at a time are cut', async () => {
    const socket = await open();
    socket.write('POST /api/order HTTP/1.1\r\nHost: bakery\r\n');
    dribble(socket, `X-Slow: ${'a'.repeat(200)}\r\n\r\n`);
    const outcome = await closedWithin(socket, CUT_WITHIN_MS);
    expect(outcome).not.toBe('still open');
    socket.destroy();
  });

  it('a body dribbled a byte at a time is cut with 408', async () => {
    const socket = await open();
    const body = JSON.stringify(anOrder());
    socket.write(`POST /api/order HTTP/1.1\r\nHost: bakery\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    dribble(socket, body);
    const outcome = await closedWithin(socket, CUT_WITHIN_MS);
    expect(outcome).toMatch(/^HTTP\/1\.1 408/);
    socket.destroy();
  });

  it('an idle keep-alive socket is closed after its request', async () => {
    const socket = await open();
    socket.write('GET /healthz HTTP/1.1\r\nHost: bakery\r\nConnection: keep-alive\r\n\r\n');
    const outcome = await closedWithin(socket, CUT_WITHIN_MS);
    expect(outcome).toMatch(/^HTTP\/1\.1 200/);
    socket.destroy();
  });

  it('a socket that connects and says nothing is closed', async () => {
    const socket = await open();
    expect(await closedWithin(socket, CUT_WITHIN_MS)).not.toBe('still open');
    socket.destroy();
  });

  it('500 idle keep-alive sockets do not hold up orders', async () => {
    const idle = await Promise.all(Array.from({ length: 500 }, () => open()));
    try {
      const url = `http://127.0.0.1:${port}/api/order`;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(anOrder({ phone: `+1512555${String(3000 + i)}` })),
            signal: AbortSignal.timeout(10_000),
          }).then((response) => response.status),
        ),
      );
      expect(answers.every((status) => status === 200)).toBe(true);
    } finally {
      for (const socket of idle) socket.destroy();
    }
  });
});

describe('a busy keep-alive client', () => {
  it('is answered on one socket for as long as it keeps sending, never 503', async () => {
    const requests = 1_100;
    const socket = await open();
    let received = '';
    const answered = new Promise<void>((resolve) => {
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        if (received.split('HTTP/1.1 ').length - 1 >= requests) resolve();
      });
    });
    socket.write('GET /healthz HTTP/1.1\r\nHost: bakery\r\n\r\n'.repeat(requests));
    await answered;
    socket.destroy();
    const statuses = received.split('HTTP/1.1 ').slice(1).map((answer) => answer.slice(0, 3));
    expect(statuses.filter((status) => status !== '200')).toEqual([]);
  });
});

describe('the bounds production gets', () => {
  it('are set on the server', async () => {
    const app = await createTestApp();
    try {
      const server = app.app.server;
      expect(server.headersTimeout).toBe(CONNECTION_LIMITS.headersTimeoutMs);
      expect(server.requestTimeout).toBe(CONNECTION_LIMITS.requestTimeoutMs);
      expect(server.keepAliveTimeout).toBe(CONNECTION_LIMITS.keepAliveTimeoutMs);
      expect(server.timeout).toBe(CONNECTION_LIMITS.socketIdleTimeoutMs);
      expect(server.maxRequestsPerSocket).toBe(CONNECTION_LIMITS.maxRequestsPerSocket);
      expect(server.maxConnections).toBe(CONNECTION_LIMITS.maxConnections);
      expect(CONNECTION_LIMITS).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 });
    } finally {
      await app.close();
    }
  });
});
