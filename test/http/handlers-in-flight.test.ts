import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeAfterRunningHandlers } from '../../src/http/handlers-in-flight.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Sends a request and hangs up as soon as the handler has started. */
async function sendAndHangUp(port: number, handlerStarted: Promise<void>): Promise<void> {
  const request = httpRequest({ host: '127.0.0.1', port, path: '/slow', method: 'POST' });
  request.on('error', () => {});
  request.end();
  await handlerStarted;
  request.destroy();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

async function slowApp(track: boolean) {
  const events: string[] = [];
  const started = deferred();
  const release = deferred();
  const app = Fastify({ logger: false });
  if (track) closeAfterRunningHandlers(app);
  await app.register(async (scope) => {
    scope.post('/slow', async () => {
      started.resolve();
      await release.promise;
      events.push('handler finished');
      return { ok: true };
    });
  });
  // Stands for the database being closed when the app is.
  app.addHook('onClose', async () => {
    events.push('closed');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, events, started, release, port: (app.server.address() as AddressInfo).port };
}

describe('closing the app', () => {
  it('waits for a handler whose client hung up before closing what it uses', async () => {
    const { app, events, started, release, port } = await slowApp(true);
    await sendAndHangUp(port, started.promise);
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual([]);
    release.resolve();
    await closed;
    expect(events).toEqual(['handler finished', 'closed']);
  });

  it('waits for work a handler left running after it answered', async () => {
    const events: string[] = [];
    const release = deferred();
    const app = Fastify({ logger: false });
    closeAfterRunningHandlers(app);
    app.post('/answer-then-work', async (request) => {
      request.server.finishBeforeClose(release.promise.then(() => void events.push('work finished')));
      return { ok: true };
    });
    app.addHook('onClose', async () => {
      events.push('closed');
    });
    expect((await app.inject({ method: 'POST', url: '/answer-then-work' })).statusCode).toBe(200);
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual([]);
    release.resolve();
    await closed;
    expect(events).toEqual(['work finished', 'closed']);
  });

  it('(without it, fastify would close first: the case this guards against)', async () => {
    const { app, events, started, release, port } = await slowApp(false);
    await sendAndHangUp(port, started.promise);
    await app.close();
    release.resolve();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['closed', 'handler finished']);
  });

  it('does not wait for reads', async () => {
    const app = Fastify({ logger: false });
    closeAfterRunningHandlers(app);
    const release = deferred();
    let started = false;
    app.get('/read', async () => {
      started = true;
      await release.promise;
      return {};
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const request = httpRequest({ host: '127.0.0.1', port: (app.server.address() as AddressInfo).port, path: '/read' });
    request.on('error', () => {});
    request.end();
    while (!started) await new Promise((resolve) => setTimeout(resolve, 5));
    request.destroy();
    await app.close();
    release.resolve();
  });
});
