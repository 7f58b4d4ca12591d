import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegratorKey, findActiveIntegrator, listIntegratorKeys, revokeIntegratorKey } from '../../src/db/integrator-keys-repository.js';
import { findOrder } from '../../src/db/orders-repository.js';
import { parseKeysCommand } from '../../src/integrators/keys-cli.js';
import { anOrder, createTestApp, type TestApp } from '../helpers/test-app.js';

// Optional integrator keys: Authorization: Bearer <key> on the API and /mcp.

let t: TestApp;
let key: string;
let integratorId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_RATE_LIMIT_MAX: '2', ORDER_RATE_LIMIT_WINDOW_SECONDS: '60' } });
  const created = await createIntegratorKey(t.database.db, { name: 'Acme Agents', orderLimit: 3 }, t.clock());
  key = created.key;
  integratorId = created.id;
});
afterAll(() => t.close());

let phoneSeq = 0;
const order = (overrides: Record<string, unknown> = {}) => anOrder({ phone: `+1512501${String(phoneSeq++).padStart(4, '0')}`, ...overrides });
const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
const post = (headers: Record<string, string>, remoteAddress: string, body: object = order()) =>
  t.app.inject({ method: 'POST', url: '/api/order', payload: body, headers, remoteAddress });

describe('integrator keys', () => {
  it('are stored hashed, never in clear', async () => {
    const rows = await t.database.db.query.integratorKeys.findMany();
    expect(JSON.stringify(rows)).not.toContain(key);
    expect(rows[0]?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(key).toMatch(/^bk_[A-Za-z0-9_-]{32}$/);
  });

  it('give a request its own rate-limit bucket and the key\'s own limit, whatever its address', async () => {
    // The anonymous client at this address uses up its limit of 2...
    expect((await post({}, '203.0.113.1')).statusCode).toBe(200);
    expect((await post({}, '203.0.113.1')).statusCode).toBe(200);
    expect((await post({}, '203.0.113.1')).statusCode).toBe(429);
    // ...while the same address with a key has the key's limit of 3, counted across addresses.
    const keyed = [
      await post(bearer(key), '203.0.113.1'),
      await post(bearer(key), '203.0.113.1'),
      await post(bearer(key), '203.0.113.2'),
    ];
    expect(keyed.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const limited = await post(bearer(key), '203.0.113.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_code).toBe('rate_limited');
  });

  it('scope idempotency keys to the integrator: a retry from another address replays the same order', async () => {
    const retrier = await createIntegratorKey(t.database.db, { name: 'Retrier', orderLimit: 10 }, t.clock());
    const body = order();
    const first = await post({ ...bearer(retrier.key), 'idempotency-key': 'retry-me' }, '203.0.113.3', body);
    // Minutes later, past deduplication, from another network: still the same order.
    t.clock.advance({ minutes: 5 });
    const retry = await post({ ...bearer(retrier.key), 'idempotency-key': 'retry-me' }, '198.51.100.99', body);
    expect(first.statusCode).toBe(200);
    expect(retry.json().order_id).toBe(first.json().order_id);
    expect(retry.json().status).toBe('confirmed');
    // Anonymous, the same key from another address is another client's key: a new order.
    const anonymousFirst = await post({ 'idempotency-key': 'retry-me' }, '203.0.113.9', body);
    t.clock.advance({ minutes: 5 });
    const anonymousElsewhere = await post({ 'idempotency-key': 'retry-me' }, '203.0.113.10', body);
    expect(anonymousElsewhere.json().order_id).not.toBe(anonymousFirst.json().order_id);
  });

  it('record the integrator on the order, never in the status reply', async () => {
    const other = await createIntegratorKey(t.database.db, { name: 'Recorder', orderLimit: 10 }, t.clock());
    const placed = (await post(bearer(other.key), '203.0.113.5')).json();
    expect((await findOrder(t.database.db, placed.order_id))?.integratorId).toBe(other.id);
    const anonymous = (await post({}, '203.0.113.6')).json();
    expect((await findOrder(t.database.db, anonymous.order_id))?.integratorId).toBeNull();
    const status = await t.app.inject({ method: 'GET', url: `/api/order/${placed.order_id}` });
    expect(status.body).not.toMatch(/integrator|Recorder|int_/);
  });

  it('refuse an unknown key with 401 and a clear body, on every API route', async () => {
    const refused = await post(bearer('bk_not-a-real-key'), '203.0.113.7');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(refused.json()).toMatchObject({ status: 'rejected', order_id: null, error_code: 'api_key_invalid' });
    expect(refused.json().error).toMatch(/unknown or has been revoked/);
    const menu = await t.app.inject({ method: 'GET', url: '/api/menu', headers: bearer('bk_nope') });
    expect(menu.statusCode).toBe(401);
    expect(menu.json()).toMatchObject({ ok: false, error: 'api_key_invalid' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/menu', headers: { authorization: 'Basic abc' } });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json()).toMatchObject({ ok: false, error: 'authorization_malformed' });
  });

  it('refuse a revoked key at once', async () => {
    const doomed = await createIntegratorKey(t.database.db, { name: 'Doomed', orderLimit: 10 }, t.clock());
    expect((await post(bearer(doomed.key), '203.0.113.8')).statusCode).toBe(200);
    expect(await revokeIntegratorKey(t.database.db, doomed.id, t.clock())).toHaveLength(1);
    expect(await findActiveIntegrator(t.database.db, doomed.key)).toBeNull();
    const refused = await post(bearer(doomed.key), '203.0.113.8');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error_code).toBe('api_key_invalid');
    const listed = (await listIntegratorKeys(t.database.db)).find((k) => k.id === doomed.id);
    expect(listed?.revokedAt).not.toBeNull();
    expect(listed?.keyPrefix).toBe(doomed.key.slice(0, 9));
  });

  it('work on /mcp: a bad key is refused, a good one places the order as that integrator', async () => {
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const refused = await fetch(`${url}/mcp`, {
      method: 'POST',
      headers: { ...bearer('bk_wrong'), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toBe('api_key_invalid');

    const agent = await createIntegratorKey(t.database.db, { name: 'MCP agent', orderLimit: 10 }, t.clock());
    const client = new Client({ name: 'keyed-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers: bearer(agent.key) } }));
    try {
      const result = (await client.callTool({ name: 'place_order', arguments: { ...order(), idempotency_key: 'mcp-keyed' } })) as CallToolResult;
      const placed = result.structuredContent as { order_id: string };
      expect((await findOrder(t.database.db, placed.order_id))?.integratorId).toBe(agent.id);
    } finally {
      await client.close();
    }
  });
});

describe('npm run keys', () => {
  it('reads create, revoke and list, and says what is wrong', () => {
    expect(parseKeysCommand(['create', 'Acme', 'Agents', '--limit', '30'])).toEqual({ kind: 'create', name: 'Acme Agents', orderLimit: 30 });
    expect(parseKeysCommand(['create', 'Acme'])).toEqual({ kind: 'create', name: 'Acme', orderLimit: 60 });
    expect(parseKeysCommand(['revoke', 'int_abc'])).toEqual({ kind: 'revoke', idOrName: 'int_abc' });
    expect(parseKeysCommand(['list'])).toEqual({ kind: 'list' });
    expect(parseKeysCommand(['create', 'X', '--limit', 'many'])).toMatch(/--limit must be a whole number/);
    expect(parseKeysCommand(['create'])).toMatch(/NAME is required/);
    expect(parseKeysCommand([])).toMatch(/^usage:/);
  });
});
