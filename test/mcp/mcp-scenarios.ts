import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect, it } from 'vitest';
import { anOrder } from '../helpers/test-app.js';

// What an agent sees and gets through the MCP server, whichever transport carries it: the same
// scenarios run over Streamable HTTP (/mcp in process) and over stdio (through the HTTP API).

export const TOOL_NAMES = ['browse_menu', 'find_products', 'get_order_status', 'place_order', 'quote_order'];

const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

export function mcpScenarios(client: () => Client, phonePrefix: string) {
  let seq = 100;
  const phone = () => `${phonePrefix}${String(seq++).padStart(4, '0')}`;
  const call = async (name: string, args: Record<string, unknown>) => (await client().callTool({ name, arguments: args })) as CallToolResult;

  it('lists the tools with input and output schemas and truthful annotations', async () => {
    const { tools } = await client().listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(TOOL_NAMES);
    for (const tool of tools) {
      expect(tool.outputSchema, tool.name).toBeDefined();
      expect(tool.description, tool.name).toBeTruthy();
    }
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(byName.place_order?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, idempotentHint: true });
    expect(byName.place_order?.inputSchema.required).toContain('idempotency_key');
    expect(byName.place_order?.description).toMatch(/verbatim/);
    for (const name of ['browse_menu', 'find_products', 'quote_order', 'get_order_status']) {
      expect(byName[name]?.annotations, name).toMatchObject({ readOnlyHint: true, idempotentHint: true });
    }
    expect(byName.browse_menu?.description).toMatch(/null means UNKNOWN/);
    expect(byName.browse_menu?.description).toMatch(/Coffee and tea/);
  });

  it('browse_menu filters the catalog and says allergens null is unknown and drinks are in-cafe only', async () => {
    const result = await call('browse_menu', { category: 'slice', available: true });
    const menu = result.structuredContent as { products: Array<{ category: string; available: boolean }>; notes: string[] };
    expect(menu.products.length).toBeGreaterThan(0);
    expect(menu.products.every((p) => p.category === 'slice' && p.available)).toBe(true);
    expect(textOf(result)).toContain('UNKNOWN');
    expect(textOf(result)).toMatch(/in-cafe only/);
    const drinks = await call('browse_menu', { category: 'beverage' });
    expect(textOf(drinks)).toMatch(/IN-CAFE ONLY, cannot be ordered/);
  });

  it('find_products maps loose words to SKUs and says when to ask one question', async () => {
    const result = await call('find_products', { text: '2 choc fudge slices and the red velvet one' });
    const match = result.structuredContent as { mentions: Array<{ kind: string; qty: number | null; candidates: Array<{ sku: string }> }> };
    expect(match.mentions[0]).toMatchObject({ kind: 'product', qty: 2, candidates: [{ sku: 'chocolate-fudge-slice' }] });
    expect(match.mentions[1]?.kind).toBe('choose');
    expect(match.mentions[1]?.candidates.map((c) => c.sku).sort()).toEqual(['red-velvet-slice', 'red-velvet-whole']);
    const coffee = await call('find_products', { text: 'a large latte' });
    expect((coffee.structuredContent as { beverage_mentioned: boolean }).beverage_mentioned).toBe(true);
    expect(textOf(coffee)).toMatch(/cannot be ordered/);
  });

  it('quote_order answers the status and total with nothing placed', async () => {
    const result = await call('quote_order', anOrder({ phone: phone() }));
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ status: 'confirmed', order_id: null, estimated_total_usd: 13 });
    expect(textOf(result)).toMatch(/Nothing has been placed/);
  });

  it('place_order places, leads with the text to relay verbatim, and a replay with the same key gives the same order', async () => {
    const order = anOrder({ phone: phone() });
    const first = await call('place_order', { ...order, idempotency_key: `key-${phonePrefix}-1` });
    expect(first.isError).toBeFalsy();
    const placed = first.structuredContent as { status: string; order_id: string; confirmation_text: string };
    expect(placed.status).toBe('confirmed');
    expect(placed.order_id).toMatch(/^ord_/);
    expect(textOf(first).startsWith(`RELAY THIS TO THE CUSTOMER VERBATIM:\n${placed.confirmation_text}`)).toBe(true);
    const again = await call('place_order', { ...order, idempotency_key: `key-${phonePrefix}-1` });
    expect((again.structuredContent as { order_id: string }).order_id).toBe(placed.order_id);
    expect((again.structuredContent as { status: string }).status).toBe('confirmed');
  });

  it('place_order without an idempotency key is refused before anything is placed', async () => {
    const result = await call('place_order', anOrder({ phone: phone() }));
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/idempotency_key/);
  });

  it('a beverage is refused with a clear error', async () => {
    const result = await call('place_order', { ...anOrder({ phone: phone(), items: [{ sku: 'latte', qty: 1 }] }), idempotency_key: `key-${phonePrefix}-latte` });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ status: 'rejected', order_id: null, error_code: 'beverage_not_orderable' });
    expect(textOf(result)).toMatch(/NOT PLACED \(HTTP 400, beverage_not_orderable\): items\[0\]: .* cafe only/);
  });

  it('an allergy note sends the order to staff: needs_approval', async () => {
    const result = await call('place_order', { ...anOrder({ phone: phone(), allergy_notes: 'severe peanut allergy' }), idempotency_key: `key-${phonePrefix}-allergy` });
    expect(result.structuredContent).toMatchObject({ status: 'needs_approval', escalation_reasons: ['allergy_notes'] });
  });

  it('get_order_status answers without personal data', async () => {
    const order = anOrder({ phone: phone(), customer: 'Grace Hopper', items: [{ sku: 'carrot-slice', qty: 1, notes: 'For Grace' }] });
    const placed = (await call('place_order', { ...order, idempotency_key: `key-${phonePrefix}-status` })).structuredContent as { order_id: string };
    const result = await call('get_order_status', { order_id: placed.order_id });
    expect(result.structuredContent).toMatchObject({ ok: true, order_id: placed.order_id, status: 'confirmed' });
    const everything = JSON.stringify(result);
    expect(everything).not.toMatch(/Grace|Hopper|\+1512|For Grace/);
    const unknown = await call('get_order_status', { order_id: 'ord_nothere' });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/order_not_found/);
  });

  it('serves the catalog and the agent guide as resources, and the take_order prompt', async () => {
    const { resources } = await client().listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual(['bakery://agent-guide', 'bakery://catalog']);
    const catalog = await client().readResource({ uri: 'bakery://catalog' });
    expect(JSON.parse((catalog.contents[0] as { text: string }).text).products.length).toBeGreaterThan(0);
    const guide = await client().readResource({ uri: 'bakery://agent-guide' });
    expect((guide.contents[0] as { text: string }).text).toContain('chocolate-fudge-slice');
    const prompt = await client().getPrompt({ name: 'take_order', arguments: { customer_request: 'two lemon slices' } });
    const words = (prompt.messages[0]?.content as { text: string }).text;
    expect(words).toContain('two lemon slices');
    expect(words).toMatch(/ONE clarifying question/);
    expect(words).toMatch(/allergy_notes/);
    expect(words).toMatch(/verbatim/);
  });
}
