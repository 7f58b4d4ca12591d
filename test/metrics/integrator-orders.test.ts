import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegratorKey } from '../../src/db/integrator-keys-repository.js';
import { anOrder, createTestApp, type TestApp } from '../helpers/test-app.js';

// GET /metrics counts orders per integrator: by the key's name (none without a key), never the key.

/** The value of one sample, or undefined when it is absent. Labels must match exactly, in any order. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(found).length && wanted.every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  key = (await createIntegratorKey(t.database.db, { name: 'Acme Agents', orderLimit: 10 }, t.clock())).key;
});
afterAll(() => t.close());

let phoneSeq = 0;
const order = (overrides: Record<string, unknown> = {}) => anOrder({ phone: `+1512601${String(phoneSeq++).padStart(4, '0')}`, ...overrides });
const post = (body: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/order', payload: body, headers });
const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
const count = (text: string, integrator: string, status: string) => sample(text, 'bakery_integrator_orders_total', { integrator, status }) ?? 0;

describe('orders per integrator on /metrics', () => {
  it("counts each integrator's orders under its key's name, and orders without a key under none; the key never appears", async () => {
    const before = await scrape();
    const withKey = { authorization: `Bearer ${key}` };
    expect((await post(order(), withKey)).json().status).toBe('confirmed');
    expect((await post(order(), withKey)).json().status).toBe('confirmed');
    expect((await post(order({ items: [{ sku: 'latte', qty: 1 }] }), withKey)).json().status).toBe('rejected');
    expect((await post(order())).json().status).toBe('confirmed');

    const after = await scrape();
    expect(after).toContain('# TYPE bakery_integrator_orders_total counter');
    expect(count(after, 'Acme Agents', 'confirmed') - count(before, 'Acme Agents', 'confirmed')).toBe(2);
    expect(count(after, 'Acme Agents', 'rejected') - count(before, 'Acme Agents', 'rejected')).toBe(1);
    expect(count(after, 'none', 'confirmed') - count(before, 'none', 'confirmed')).toBe(1);
    expect(after).not.toContain(key);
    expect(after).not.toContain(key.slice(0, 12));
  });
});
