import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anOrder, createTestApp, type TestApp } from '../helpers/test-app.js';

// GET /metrics through a test app: Prometheus text whose numbers move with what the service does.

/** The value of one sample, or undefined when it is absent. Labels must match exactly, in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(found).length && wanted.every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

let phoneSeq = 0;
const uniquePhone = () => `+1512209${String(phoneSeq++).padStart(4, '0')}`;

describe('GET /metrics', () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers in the Prometheus text format', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE bakery_http_request_duration_seconds histogram');
    expect(response.body).toContain('# TYPE bakery_orders_total counter');
    expect(response.body).toContain('# TYPE bakery_conversation_turns_total counter');
  });

  it('times each request by method, route pattern and status', async () => {
    const labels = { method: 'GET', route: '/api/order/:order_id', status_code: '404' };
    const before = (await scrape()).toString();
    expect(sample(before, 'bakery_http_request_duration_seconds_count', labels)).toBeUndefined();
    await t.app.inject({ method: 'GET', url: '/api/order/ord_nope1' });
    await t.app.inject({ method: 'GET', url: '/api/order/ord_nope2' });
    const after = await scrape();
    // Two ids, one route pattern: the label is the pattern, never the id.
    expect(sample(after, 'bakery_http_request_duration_seconds_count', labels)).toBe(2);
    expect(sample(after, 'bakery_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(2);
    expect(sample(after, 'bakery_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(after).not.toContain('ord_nope');
  });

  it('counts orders by status and channel, rejected ones too', async () => {
    const count = (text: string, status: string, channel: string) => sample(text, 'bakery_orders_total', { status, channel }) ?? 0;
    const before = await scrape();
    expect((await t.app.inject({ method: 'POST', url: '/api/order', payload: anOrder({ phone: uniquePhone() }) })).json().status).toBe('confirmed');
    expect((await t.app.inject({ method: 'POST', url: '/api/order', payload: anOrder({ phone: uniquePhone(), channel: 'sms' }) })).json().status).toBe('confirmed');
    expect((await t.app.inject({ method: 'POST', url: '/api/order', payload: anOrder({ phone: uniquePhone(), items: [{ sku: 'no-such-thing', qty: 1 }] }) })).statusCode).toBe(400);
    // Whatever a rejected body says its channel is, the label stays one of a known few.
    await t.app.inject({ method: 'POST', url: '/api/order', payload: anOrder({ channel: 'carrier-pigeon' }) });
    const after = await scrape();
    expect(count(after, 'confirmed', 'web') - count(before, 'confirmed', 'web')).toBe(1);
    expect(count(after, 'confirmed', 'sms') - count(before, 'confirmed', 'sms')).toBe(1);
    expect(count(after, 'rejected', 'web') - count(before, 'rejected', 'web')).toBe(1);
    expect(count(after, 'rejected', 'unknown') - count(before, 'rejected', 'unknown')).toBe(1);
    expect(after).not.toContain('carrier-pigeon');
  });

  it('counts conversation turns by channel and outcome', async () => {
    const turns = (text: string) =>
      ['placed', 'answered', 'not_understood', 'handed_off'].reduce((sum, outcome) => sum + (sample(text, 'bakery_conversation_turns_total', { channel: 'webchat', outcome }) ?? 0), 0);
    const before = await scrape();
    const session = (await t.app.inject({ method: 'POST', url: '/api/chat/sessions' })).json().session_id as string;
    for (const text of ['what are your hours?', 'can I speak to a person please']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/chat/sessions/${session}/messages`, payload: { text } });
      expect(response.statusCode, response.body).toBe(200);
    }
    const after = await scrape();
    expect(turns(after) - turns(before)).toBe(2);
    expect((sample(after, 'bakery_conversation_turns_total', { channel: 'webchat', outcome: 'handed_off' }) ?? 0) - (sample(before, 'bakery_conversation_turns_total', { channel: 'webchat', outcome: 'handed_off' }) ?? 0)).toBe(1);
  });

  it('reports the outbox by message type: an order for staff waits there', async () => {
    const pending = (text: string) => sample(text, 'bakery_outbox_messages', { type: 'slack.order_alert', status: 'pending' }) ?? 0;
    const before = await scrape();
    const placed = await t.app.inject({ method: 'POST', url: '/api/order', payload: anOrder({ phone: uniquePhone(), allergy_notes: 'walnuts' }) });
    expect(placed.json().status).toBe('needs_approval');
    const after = await scrape();
    expect(pending(after) - pending(before)).toBe(1);
  });

  it('reports the event-loop lag and the database pool', async () => {
    const text = await scrape();
    for (const stat of ['mean', 'p99', 'max']) expect(sample(text, 'bakery_event_loop_lag_seconds', { stat })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'bakery_db_pool_size')).toBe(t.database.connections);
    expect(sample(text, 'bakery_db_writes_waiting')).toBe(0);
    if (t.database.kind === 'postgres') {
      // The app has run statements, so PostgreSQL shows at least one of its connections open.
      expect(sample(text, 'bakery_db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'bakery_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'bakery_db_pool_connections', { state: 'waiting_on_lock' })).toBe(0);
    }
  });

  it('keeps each app to its own numbers', async () => {
    const other = await createTestApp();
    try {
      const text = (await other.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(sample(text, 'bakery_orders_total', { status: 'confirmed', channel: 'web' })).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'metrics-secret-0123456789';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token } });
  });
  afterAll(() => t.close());

  it('refuses a scrape without the bearer token, saying what to send', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${token}`, token]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ error: 'metrics_unauthorized' });
      expect(response.body).not.toContain('bakery_');
    }
  });

  it('serves the metrics with it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('bakery_orders_total');
  });
});
