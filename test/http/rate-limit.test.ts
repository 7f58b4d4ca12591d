import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { anOrder, createTestApp, type TestApp } from '../helpers/test-app.js';

let phoneSeq = 0;
const order = () => anOrder({ phone: `+1512202${String(phoneSeq++).padStart(4, '0')}` });

describe('order rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ORDER_RATE_LIMIT_MAX: '2', ORDER_RATE_LIMIT_WINDOW_SECONDS: '60' } });
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string> = {}, remoteAddress = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url: '/api/order', payload: order(), headers, remoteAddress });

  it('answers 429 with an OrderResult and Retry-After in whole seconds', async () => {
    expect((await post({}, '198.51.100.1')).statusCode).toBe(200);
    expect((await post({}, '198.51.100.1')).statusCode).toBe(200);
    const limited = await post({}, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({ status: 'rejected', order_id: null, error_code: 'rate_limited', escalation_reasons: [] });
    expect(limited.json().confirmation_text).toContain(`${limited.headers['retry-after']} seconds`);
  });

  it('counts each client separately', async () => {
    await post({}, '198.51.100.2');
    await post({}, '198.51.100.2');
    expect((await post({}, '198.51.100.3')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const peer = '198.51.100.4';
    await post({ 'x-forwarded-for': '10.0.0.1' }, peer);
    await post({ 'x-forwarded-for': '10.0.0.2' }, peer);
    expect((await post({ 'x-forwarded-for': '10.0.0.3' }, peer)).statusCode).toBe(429);
  });

  it('does not limit reading the menu or an order status', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/menu', remoteAddress: '198.51.100.1' })).statusCode).toBe(200);
    }
  });
});

describe('only stored orders spend the order limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ORDER_RATE_LIMIT_MAX: '2', ORDER_REQUEST_LIMIT_MAX: '8' } });
  });
  afterAll(() => t.close());

  const send = (payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/order', payload, headers, remoteAddress });

  it('a client that sends rejected orders can still place its full quota', async () => {
    const client = '198.51.100.20';
    for (let i = 0; i < 4; i += 1) expect((await send(anOrder({ items: [{ sku: 'lemon-meringue-tart' }] }), client)).statusCode).toBe(400);
    expect((await send(order(), client)).statusCode).toBe(200);
    expect((await send(order(), client)).statusCode).toBe(200);
    const limited = await send(order(), client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 'rejected', error_code: 'rate_limited' });
  });

  it('a duplicate and an idempotent replay place nothing new and do not count', async () => {
    const client = '198.51.100.21';
    const first = order();
    expect((await send(first, client, { 'idempotency-key': 'k-21' })).json().status).toBe('confirmed');
    expect((await send(first, client, { 'idempotency-key': 'k-21' })).json().status).toBe('confirmed'); // replay
    expect((await send(first, client)).json().status).toBe('duplicate');
    expect((await send(order(), client)).statusCode).toBe(200);
    expect((await send(order(), client)).statusCode).toBe(429);
  });

  it('concurrent orders never overshoot the limit', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(order(), '198.51.100.22')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(4);
  });

  it('a flood of requests meets the higher request limit: 429 too_many_requests with Retry-After', async () => {
    const client = '198.51.100.23';
    const bad = anOrder({ items: [{ sku: 'lemon-meringue-tart' }] });
    for (let i = 0; i < 8; i += 1) {
      const answer = await send(bad, client);
      expect(answer.statusCode).toBe(400);
      // The flood guard's own counters would advertise 8 as if it were the order limit.
      expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
    }
    const flooded = await send(order(), client);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(flooded.json()).toMatchObject({ status: 'rejected', order_id: null, error_code: 'too_many_requests' });
    expect(flooded.json().error).toBe(`Too many requests from this client. Retry after ${flooded.headers['retry-after']} seconds.`);
    expect(flooded.json().confirmation_text).toContain(`${flooded.headers['retry-after']} seconds`);
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ORDER_RATE_LIMIT_MAX: '1', TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  const post = (forwardedFor: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/order', payload: order(), headers: { 'x-forwarded-for': forwardedFor }, remoteAddress });

  it('keys on the client address the proxy reports', async () => {
    expect((await post('203.0.113.10')).statusCode).toBe(200);
    expect((await post('203.0.113.10')).statusCode).toBe(429);
    expect((await post('203.0.113.11')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64: a new address in the same network is the same client', async () => {
    expect((await post('2001:db8:aa:1::10')).statusCode).toBe(200);
    expect((await post('2001:db8:aa:1:9e3f:12ff:fe00:1')).statusCode).toBe(429);
    expect((await post('2001:db8:aa:2::10')).statusCode).toBe(200);
  });

  it('takes the address the trusted proxy saw, not what the client prepended', async () => {
    expect((await post('203.0.113.20')).statusCode).toBe(200);
    // The client forges a first hop; the proxy appends the real one. The real one is used.
    expect((await post('1.2.3.4, 203.0.113.20')).statusCode).toBe(429);
  });
});

describe.skipIf(!loadConfig(process.env).redisUrl)('with REDIS_URL, the limit is shared by every instance', () => {
  it('two app instances count against one limit', async () => {
    const redisUrl = loadConfig(process.env).redisUrl as string;
    const namespace = randomBytes(4).toString('hex');
    const first = await createTestApp({ env: { ORDER_RATE_LIMIT_MAX: '3' } });
    const redisA = new Redis(redisUrl, { keyPrefix: `${namespace}:` });
    const redisB = new Redis(redisUrl, { keyPrefix: `${namespace}:` });
    const config = loadConfig({ LOG_LEVEL: 'silent', ORDER_RATE_LIMIT_MAX: '3' });
    const appA = await buildApp({ config, database: first.database, catalogs: first.catalogs, clock: first.clock, redis: redisA });
    const appB = await buildApp({ config, database: first.database, catalogs: first.catalogs, clock: first.clock, redis: redisB });
    try {
      const send = (app: typeof appA) => app.inject({ method: 'POST', url: '/api/order', payload: order(), remoteAddress: '192.0.2.50' });
      // Rejected orders on either instance spend nothing of the shared order limit.
      const rejected = (app: typeof appA) =>
        app.inject({ method: 'POST', url: '/api/order', payload: anOrder({ items: [{ sku: 'lemon-meringue-tart' }] }), remoteAddress: '192.0.2.50' });
      expect((await rejected(appA)).statusCode).toBe(400);
      expect((await rejected(appB)).statusCode).toBe(400);
      expect((await send(appA)).statusCode).toBe(200);
      expect((await send(appB)).statusCode).toBe(200);
      expect((await send(appA)).statusCode).toBe(200);
      const limited = await send(appB);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      expect(limited.json().error_code).toBe('rate_limited');
    } finally {
      await appA.close();
      await appB.close();
      redisA.disconnect();
      redisB.disconnect();
      await first.close();
    }
  });
});
