import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// The OpenAPI document integrators read: named components, true examples, stated limits, and
// Redocly's recommended rules with no error.

const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
const REDOCLY = fileURLToPath(new URL('../../node_modules/.bin/redocly', import.meta.url));

let t: TestApp;
let doc: any;
beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_RATE_LIMIT_MAX: '10', ORDER_RATE_LIMIT_WINDOW_SECONDS: '60' } });
  doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('names CreateOrder, OrderResult, OrderStatus, Catalog and Product as components, and every operation refers to them', () => {
    expect(Object.keys(doc.components.schemas).sort()).toEqual(['Catalog', 'CreateOrder', 'Error', 'OrderItem', 'OrderResult', 'OrderStatus', 'Product', 'ProductMatch', 'QuoteResult']);
    const create = doc.paths['/api/order'].post;
    expect(create.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/CreateOrder' });
    for (const response of Object.values(create.responses) as any[]) {
      expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/OrderResult' });
    }
    expect(doc.paths['/api/order/{order_id}'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/OrderStatus' });
    expect(doc.paths['/api/menu'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Catalog' });
    expect(doc.components.schemas.Catalog.properties.products.items).toEqual({ $ref: '#/components/schemas/Product' });
    expect(doc.components.schemas.CreateOrder.properties.items.items).toEqual({ $ref: '#/components/schemas/OrderItem' });
  });

  it('has no unused component and no inline copy of one', () => {
    const all = JSON.stringify(doc);
    for (const name of Object.keys(doc.components.schemas)) expect(all).toContain(`"#/components/schemas/${name}"`);
    // Outside components (and examples), no schema describes an object's properties itself.
    const schemasInPaths = JSON.stringify(doc.paths, (key, value) => (key === 'examples' || key === 'example' ? undefined : value));
    expect(schemasInPaths).not.toContain('"properties"');
    expect(schemasInPaths).not.toContain('"type":"object"');
  });

  it('bounds qty to a whole number from 1 to 100 and items to 20', () => {
    expect(doc.components.schemas.OrderItem.properties.qty).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(doc.components.schemas.CreateOrder.properties.items).toMatchObject({ minItems: 1, maxItems: 20 });
  });

  it('states that no operation needs credentials, and gives a relative server first', () => {
    expect(doc.security).toEqual([]);
    expect(doc.servers[0].url).toBe('/');
  });

  it('documents only the public API, each operation tagged with a summary', () => {
    // The spec's three operations, and two additive extensions for agents (docs/agents.md).
    expect(Object.keys(doc.paths).sort()).toEqual(['/api/menu', '/api/menu/match', '/api/order', '/api/order/quote', '/api/order/{order_id}']);
    for (const { operation } of operations()) {
      expect(operation.summary).toBeTruthy();
      expect(operation.tags?.length).toBeGreaterThan(0);
    }
    expect(JSON.stringify(doc)).not.toMatch(/channels\/|slack\/events|api\/chat/);
  });

  it('gives 429 a Retry-After header and states both limits with their values', () => {
    const create = doc.paths['/api/order'].post;
    expect(create.responses['429'].headers['Retry-After'].schema).toEqual({ type: 'integer', minimum: 1 });
    expect(create.description).toContain('10 stored orders per 60 seconds');
    expect(create.description).toContain('60 requests of any outcome per 60 seconds');
  });

  it('has an example for every request body and every response', () => {
    for (const { path, method, operation } of operations()) {
      const request = operation.requestBody?.content?.['application/json'];
      if (request) expect(Object.keys(request.examples ?? {}), `${method} ${path} request`).not.toHaveLength(0);
      for (const [status, response] of Object.entries(operation.responses) as Array<[string, any]>) {
        expect(Object.keys(response.content?.['application/json']?.examples ?? {}), `${method} ${path} ${status}`).not.toHaveLength(0);
      }
    }
  });

  it('its examples are true: the example order placed now gets the documented answer, and its status reads as documented', async () => {
    const create = doc.paths['/api/order'].post;
    const [body] = Object.values(create.requestBody.content['application/json'].examples).map((example: any) => example.value);
    const [documented] = Object.values(create.responses['200'].content['application/json'].examples).map((example: any) => example.value) as any[];
    const response = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(response.statusCode).toBe(200);
    const placed = response.json();
    const exampleId = documented.order_id as string;
    expect({ ...placed, order_id: exampleId, confirmation_text: placed.confirmation_text.replaceAll(placed.order_id, exampleId) }).toEqual(documented);

    const status = doc.paths['/api/order/{order_id}'].get;
    const [documentedStatus] = Object.values(status.responses['200'].content['application/json'].examples).map((example: any) => example.value) as any[];
    const read = (await t.app.inject({ method: 'GET', url: `/api/order/${placed.order_id}` })).json();
    expect({ ...read, order_id: exampleId, created_at: documentedStatus.created_at }).toEqual(documentedStatus);

    const rejected = create.responses['400'].content['application/json'].examples;
    const unknown = await t.app.inject({ method: 'POST', url: '/api/order', payload: { ...body, items: [{ sku: 'lemon-meringue-tart', qty: 1 }] } });
    expect(unknown.json()).toEqual(rejected.unknown_sku.value);
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu' })).json();
    const documentedMenu = doc.paths['/api/menu'].get.responses['200'].content['application/json'].examples.menu.value;
    for (const product of documentedMenu.products) expect(menu.products).toContainEqual(product);
  });

  it('moves the example order with the clock, so it is never in the past', async () => {
    t.clock.set('2026-12-01T10:00:00-06:00');
    const later = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const [body] = Object.values(later.paths['/api/order'].post.requestBody.content['application/json'].examples).map((example: any) => example.value) as any[];
    expect(body.datetime).toBe('2026-12-02T14:00:00-06:00');
    t.clock.set('2026-11-20T10:00:00-06:00');
  });

  it('passes `redocly lint` with the recommended rules: 0 errors', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const file = `${ARTIFACTS}openapi.json`;
    writeFileSync(file, JSON.stringify(doc, null, 2));
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    const run = (format: string) =>
      promisify(execFile)(REDOCLY, ['lint', '--extends=recommended', `--format=${format}`, file], { env }).catch((error: { stdout: string; stderr: string }) => error);
    const { stdout } = await run('json');
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; severity: string; message: string }> };
    const summary = await run('stylish');
    console.log(`redocly lint --extends=recommended ${file}\n${summary.stdout}${summary.stderr}`);
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });
});
