import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/menu', () => {
  it('serves the Catalog of spec 2.1 with every Product field of 2.2', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/menu' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const menu = response.json();
    expect(Object.keys(menu)).toEqual(['version', 'currency', 'products', 'allergen_disclaimer']);
    expect(menu.version).toMatch(/^\d{4}-\d{2}-\d{2}\.\d+$/);
    expect(menu.currency).toBe('USD');
    expect(menu.allergen_disclaimer).toMatch(/nuts, dairy, eggs, wheat and soy/);
    const fields = ['id', 'name', 'display_name', 'category', 'description', 'price_usd', 'sizes', 'allergens', 'allergens_confirmed', 'available', 'lead_time_hours'];
    for (const product of menu.products) for (const field of fields) expect(product).toHaveProperty(field);
    // The owner's aliases teach the assistant words; they are not part of the spec's Product.
    for (const product of menu.products) expect(product).not.toHaveProperty('aliases');
  });

  it('lists whole cakes in one size, their slices, the custom cake and the in-cafe beverages', async () => {
    const { products } = (await t.app.inject({ method: 'GET', url: '/api/menu' })).json() as { products: Array<Record<string, any>> };
    const wholes = products.filter((p) => p.id.endsWith('-whole'));
    expect(wholes.length).toBeGreaterThanOrEqual(4);
    for (const whole of wholes) expect(whole.sizes).toHaveLength(1);
    for (const whole of wholes) expect(products.some((p) => p.id === whole.id.replace('-whole', '-slice'))).toBe(true);
    expect(products.find((p) => p.id === 'custom')).toMatchObject({ price_usd: 65, lead_time_hours: 72 });
    expect(products.filter((p) => p.category === 'beverage').map((p) => p.id)).toEqual(['drip-coffee', 'latte', 'hot-tea']);
    expect(products.some((p) => p.allergens === null && p.allergens_confirmed === false)).toBe(true);
    expect(products.some((p) => Array.isArray(p.allergens) && p.allergens_confirmed === true)).toBe(true);
  });
});

describe('OpenAPI and the reference page', () => {
  it('serves OpenAPI 3.1 with the three operations, on this host first and on PUBLIC_BASE_URL', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.servers.map((s: { url: string }) => s.url)).toEqual(['/', 'https://api.bakery.test']);
    expect(doc.paths['/api/menu'].get.operationId).toBe('browseMenu');
    expect(doc.paths['/api/order'].post.operationId).toBe('createOrder');
    expect(doc.paths['/api/order/{order_id}'].get.operationId).toBe('getOrderStatus');
    expect(Object.keys(doc.paths['/api/order'].post.responses).sort()).toEqual(['200', '400', '409', '413', '422', '429', '503']);
    expect(doc.paths['/healthz']).toBeUndefined();
  });

  it('documents the request with the same schema that validates it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const text = JSON.stringify(doc);
    expect(text).toContain('"8-inch","10-inch","regular","large"');
    expect(text).toContain('"web","webchat","voice","sms","whatsapp","ig","fb"');
    expect(text).toContain('additionalProperties":false');
  });

  it('serves an API reference page at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html');
  });
});

describe('around the API', () => {
  it('/healthz says the process is up and /readyz that the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ ok: true, notifications: { pending: 0, dead: 0 } });
  });

  it('/readyz is 503 when the database does not answer', async () => {
    const { buildApp } = await import('../../src/app.js');
    const broken = await buildApp({
      config: t.config,
      database: { ...t.database, ping: async () => Promise.reject(new Error('down')) },
      catalogs: t.catalogs,
      clock: t.clock,
    });
    const response = await broken.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ ok: false, error: 'database_unreachable' });
    await broken.close();
  });

  it('allows the storefront origin and no other', async () => {
    const allowed = await t.app.inject({ method: 'GET', url: '/api/menu', headers: { origin: 'https://shop.bakery.test' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.bakery.test');
    const other = await t.app.inject({ method: 'GET', url: '/api/menu', headers: { origin: 'https://evil.test' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows every storefront origin of STOREFRONT_URL, www and the bare domain', async () => {
    const both = await createTestApp({ env: { STOREFRONT_URL: 'https://bakery.test,https://www.bakery.test' } });
    try {
      for (const origin of ['https://bakery.test', 'https://www.bakery.test']) {
        const answer = await both.app.inject({ method: 'OPTIONS', url: '/api/order', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
        expect(answer.headers['access-control-allow-origin']).toBe(origin);
      }
      const other = await both.app.inject({ method: 'GET', url: '/api/menu', headers: { origin: 'https://shop.bakery.test' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const chat = await both.app.inject({ method: 'GET', url: '/chat' });
      expect(chat.headers['content-security-policy']).toContain("frame-ancestors 'self' https://bakery.test https://www.bakery.test;");
    } finally {
      await both.close();
    }
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/orders' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ok: false, error: 'route_not_found' });
  });

  it('answers a URL that does not decode (a broken percent escape) with a 400 in the same JSON shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/order/%ED%A0%80' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, error: 'bad_request', message: 'The request could not be read. Check its headers and body.' });
  });

  it('a failure inside the service is a 500 OrderResult that leaks nothing', async () => {
    const { buildApp } = await import('../../src/app.js');
    const failing = await buildApp({
      config: t.config,
      database: {
        ...t.database,
        rows: async () => {
          throw new Error('secret connection string postgres://x');
        },
      },
      catalogs: t.catalogs,
      clock: t.clock,
    });
    const response = await failing.inject({
      method: 'POST',
      url: '/api/order',
      payload: { customer: 'A', phone: '+15125550100', items: [{ sku: 'carrot-slice' }], datetime: '2026-11-21T14:00:00-06:00' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toMatchObject({ status: 'rejected', order_id: null, error_code: 'internal_error' });
    await failing.close();
  });
});
