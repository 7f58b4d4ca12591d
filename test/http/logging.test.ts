import { Writable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loggerOptions } from '../../src/http/logger.js';
import { anOrder, createTestApp, type TestApp } from '../helpers/test-app.js';
import { statementOf } from '../helpers/test-database.js';

/** Every line a logger writes, collected. */
function captured() {
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, capture };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('logs', () => {
  it('carry a request id on every line of a request and never the customer’s personal data', async () => {
    const { lines, capture } = captured();
    const log = pino(loggerOptions({ logLevel: 'trace' }), capture);
    const app = await buildApp({ config: t.config, database: t.database, catalogs: t.catalogs, clock: t.clock, log });
    const personal = { customer: 'Quintessa Zyx', phone: '+15122109876', address: '77 Quokka Lane', allergy_notes: 'zzallergy to qqnuts' };
    const placed = await app.inject({ method: 'POST', url: '/api/order', payload: anOrder({ ...personal, items: [{ sku: 'carrot-whole' }], fulfillment: 'delivery' }) });
    expect(placed.statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/order', payload: { ...personal, items: 'not a list' } });
    await app.inject({ method: 'GET', url: `/api/order/${placed.json().order_id}` });
    await app.close();

    const text = lines.join('');
    for (const value of [personal.customer, personal.phone, personal.phone.slice(2), personal.address, 'zzallergy']) expect(text).not.toContain(value);
    const requestLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req || entry.res);
    expect(requestLines.length).toBeGreaterThanOrEqual(6);
    for (const entry of requestLines) expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a database error is logged without the statement parameters it carries', async () => {
    const { lines, capture } = captured();
    const log = pino(loggerOptions({ logLevel: 'info' }), capture);
    const failing = {
      ...t.database,
      rows: async (query: SQL) => {
        const { params } = statementOf(query);
        const error = new Error(`Failed query: insert into orders ...\nparams: ${params.join(',')}`);
        Object.assign(error, { params, query: 'insert into orders ...', cause: new Error(`duplicate key; params: ${params.join(',')}`) });
        throw error;
      },
    };
    const app = await buildApp({ config: t.config, database: failing, catalogs: t.catalogs, clock: t.clock, log });
    const response = await app.inject({ method: 'POST', url: '/api/order', payload: anOrder({ customer: 'Quintessa Zyx', phone: '+15122109877' }) });
    await app.close();
    expect(response.statusCode).toBe(500);
    const text = lines.join('');
    expect(text).toContain('Failed query');
    const errorLine = lines.map((line) => JSON.parse(line)).find((entry) => String(entry.err?.message).includes('Failed query'));
    expect(errorLine?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(text).not.toContain('Quintessa');
    expect(text).not.toContain('2109877');
  });

  it('logs an error given as text by its first line, and masks phone numbers in any error message', async () => {
    const { serializeError } = await import('../../src/http/logger.js');
    expect(serializeError('redis: connect ECONNREFUSED 127.0.0.1:6379\nat …')).toEqual({ message: 'redis: connect ECONNREFUSED 127.0.0.1:6379' });
    const refused = serializeError(new Error("The 'To' number +15125550199 is not a valid phone number. Also (512) 555-0142 and 512.555.0143."));
    expect(refused.message).toBe("The 'To' number [number] is not a valid phone number. Also [number] and [number].");
    expect(serializeError(new Error('to 15125550144, or locally 555-0145')).message).toBe('to [number], or locally [number]');
    // Dates, times and order ids are not phone numbers.
    expect(serializeError(new Error('order ord_7k2m9x4q1w3e5r6t8y0u at 2026-11-21T15:00:00-06:00')).message).toBe(
      'order ord_7k2m9x4q1w3e5r6t8y0u at 2026-11-21T15:00:00-06:00',
    );
  });

  it('masks web chat session ids in request lines', async () => {
    const { serializeRequest } = await import('../../src/http/logger.js');
    expect(serializeRequest({ method: 'GET', url: '/api/chat/sessions/wc_secret123/events?after=4' }).url).toBe('/api/chat/sessions/[session]/events?after=4');
    expect(serializeRequest({ method: 'GET', url: '/api/menu' }).url).toBe('/api/menu');
  });
});
