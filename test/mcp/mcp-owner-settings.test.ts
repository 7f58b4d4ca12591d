import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSettingsStore, type SettingsStore } from '../../src/settings/settings-store.js';
import { anOrder, createTestApp, fakeClock, type TestApp } from '../helpers/test-app.js';

// What an agent hears through the MCP tools when the owner (from Slack) pauses ordering or a
// pickup slot is full: clear tool errors with the code, what to tell the customer and what to do,
// over both transports (in process at /mcp, and the stdio server through the HTTP API).

const BIN = fileURLToPath(new URL('../../bin/bakery-mcp.js', import.meta.url));

let t: TestApp;
let owner: SettingsStore;
const clock = fakeClock();
const clients: Record<'http' | 'stdio', Client> = {
  http: new Client({ name: 'test-agent', version: '1.0.0' }),
  stdio: new Client({ name: 'test-agent', version: '1.0.0' }),
};

beforeAll(async () => {
  t = await createTestApp({ clock, settingsCacheMs: 0 });
  owner = createSettingsStore({ db: t.database.db, clock, startingClosedDays: [], cacheMs: 0 });
  const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  await clients.http.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`)));
  await clients.stdio.connect(new StdioClientTransport({ command: process.execPath, args: [BIN], env: { BAKERY_API_URL: url, LOG_LEVEL: 'silent' }, stderr: 'pipe' }));
}, 60_000);
afterAll(async () => {
  await clients.http.close();
  await clients.stdio.close();
  await t.close();
});

beforeEach(async () => {
  clock.set('2026-11-20T10:00:00-06:00');
  await owner.change('<@U0OWNER>', { kind: 'resume' });
  await owner.change('<@U0OWNER>', { kind: 'capacity', ordersPerSlot: null, cakesPerDay: null });
});

let seq = 0;
const phone = () => `+1512403${String(seq++).padStart(4, '0')}`;
const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

describe.each(['http', 'stdio'] as const)('MCP tools and the owner settings, over %s', (transport) => {
  const call = async (name: string, args: Record<string, unknown>) => (await clients[transport].callTool({ name, arguments: args })) as CallToolResult;

  it('place_order and quote_order say ordering may be paused and a slot or the kitchen may be full', async () => {
    const { tools } = await clients[transport].listTools();
    for (const name of ['place_order', 'quote_order']) {
      const description = tools.find((tool) => tool.name === name)?.description ?? '';
      expect(description, name).toMatch(/ordering_paused \(HTTP 503\)/);
      expect(description, name).toMatch(/do not retry in a loop/);
      expect(description, name).toMatch(/pickup_slot_full, 409\).*kitchen_full, 409\).*ONE question/);
    }
  });

  it('while the owner has paused ordering, quote_order and place_order report ordering_paused with the resume time; after resume the same key places the order', async () => {
    await owner.change('<@U0OWNER>', { kind: 'pause', reason: 'Oven repair', resumeAt: '2026-11-20T14:00:00-06:00' });
    const order = anOrder({ phone: phone() });

    const quote = await call('quote_order', order);
    expect(quote.isError).toBe(true);
    expect(quote.structuredContent).toMatchObject({ status: 'rejected', order_id: null, error_code: 'ordering_paused' });
    expect(textOf(quote)).toMatch(/^WOULD BE REFUSED: .*\nORDERING IS PAUSED by the bakery \(HTTP 503 ordering_paused\)/);
    expect(textOf(quote)).toContain('We will take orders again from Fri, Nov 20 at 2:00 PM Central Time.');

    const key = `paused-${transport}`;
    const placed = await call('place_order', { ...order, idempotency_key: key });
    expect(placed.isError).toBe(true);
    expect(placed.structuredContent).toMatchObject({ status: 'rejected', error_code: 'ordering_paused', retry_after_seconds: 4 * 3600 });
    const text = textOf(placed);
    expect(text.startsWith('RELAY THIS TO THE CUSTOMER VERBATIM:\n')).toBe(true);
    expect(text).toContain('NOT PLACED (HTTP 503, ordering_paused)');
    expect(text).toContain('Do NOT retry in a loop; the order can be placed again after 14400 s');
    expect(text).not.toContain('Oven repair');

    await owner.change('<@U0OWNER>', { kind: 'resume' });
    const after = await call('place_order', { ...order, idempotency_key: key });
    expect(after.isError).toBeFalsy();
    expect(after.structuredContent).toMatchObject({ status: 'confirmed' });
  });

  it('a full pickup slot is reported as pickup_slot_full with the nearest slots that have room, to offer in one question', async () => {
    await owner.change('<@U0OWNER>', { kind: 'capacity', ordersPerSlot: 1, cakesPerDay: null });
    const at = transport === 'http' ? '2026-11-21T15:00:00-06:00' : '2026-11-21T16:00:00-06:00';
    const first = await call('place_order', { ...anOrder({ phone: phone(), datetime: at }), idempotency_key: `first-${transport}` });
    expect(first.structuredContent).toMatchObject({ status: 'confirmed' });

    const refused = await call('place_order', { ...anOrder({ phone: phone(), datetime: at }), idempotency_key: `second-${transport}` });
    expect(refused.isError).toBe(true);
    const result = refused.structuredContent as { status: string; error_code: string; error: string; confirmation_text: string };
    expect(result).toMatchObject({ status: 'rejected', error_code: 'pickup_slot_full' });
    const hour = at.slice(11, 13);
    expect(result.error).toContain(`2026-11-21T${hour}:15:00.000-06:00`);
    expect(result.confirmation_text).toMatch(/We still have room at Sat, Nov 21 at \d+:45 PM, Sat, Nov 21 at \d+:15 PM or Sat, Nov 21 at \d+:30 PM Central Time\./);
    expect(textOf(refused)).toContain('NOT PLACED (HTTP 409, pickup_slot_full)');
    expect(textOf(refused)).toMatch(/offer them to the customer in ONE question/);
  });
});
