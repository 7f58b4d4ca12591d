import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { CATEGORIES, SIZES } from '../catalog/catalog-schema.js';
import { productMatchSchema } from '../conversation/find-products.js';
import { CHANNELS, orderResultSchema, orderStatusSchema } from '../orders/order-schemas.js';
import { quoteResultSchema } from '../orders/quote-order.js';
import { type BakeryApi, type Menu, menuProductSchema, type OrderBody } from './bakery-api.js';
import { takeOrderPrompt } from './take-order-prompt.js';

// The bakery's MCP server: tools, resources and the take_order prompt, written once over
// BakeryApi and served both at /mcp (in process) and over stdio (through the HTTP API). The
// descriptions carry the spec's rules, so an agent that reads only the tool list orders correctly.

export const SERVER_INSTRUCTIONS =
  'Order cakes from a cake bakery and cafe for a customer. Rules: map the customer\'s words to SKUs with find_products and ask ONE clarifying question when they do not map; never order coffee, tea or any beverage (in-cafe only); put any allergy the customer mentions in allergy_notes (staff then review the order); never say a product is allergen-free (allergens null = unknown); never invent products, prices, ratings, hours or delivery times; quote_order and read the order back before place_order; relay confirmation_text to the customer verbatim. The take_order prompt walks through it; the bakery://agent-guide resource has the full rules.';

const orderItemInput = z.object({
  sku: z.string().describe('Canonical SKU from browse_menu or find_products: whole cakes end in -whole, slices in -slice, the custom cake is "custom". Never a beverage.'),
  size: z.enum(SIZES).optional().describe('One of the sizes the product lists; omit for its first (default) size.'),
  qty: z.number().int().optional().describe('1 to 100; default 1.'),
  notes: z.string().optional().describe('Free text for this item, e.g. the message on the cake. Allergies go in allergy_notes, not here.'),
});

const orderInput = {
  customer: z.string().describe('The customer\'s name.'),
  phone: z.string().describe('The customer\'s phone, E.164 preferred (+15125550100); a US number without country code is read as US.'),
  items: z.array(orderItemInput).describe('The items, 1 to 20. Coffee and tea cannot be ordered: they are in-cafe only.'),
  fulfillment: z.enum(['pickup', 'delivery']).optional().describe('pickup (default) at the bakery, or delivery with address. Delivery is confirmed by staff and never has a promised time; slices are pickup only.'),
  address: z.string().optional().describe('Delivery address; only for delivery.'),
  datetime: z.string().describe('Wanted pickup or delivery time, ISO 8601 with a UTC offset (e.g. 2026-11-21T14:00:00-06:00); without an offset it is Central Time. Must be 8 AM to 8 PM Central, not on a closed day, and after each item\'s notice (whole cakes about 24 h, custom cake 72 h, slices same day).'),
  allergy_notes: z.string().optional().describe('REQUIRED whenever the customer mentions any allergy or intolerance: their words. The order then goes to staff (needs_approval).'),
  channel: z.enum(CHANNELS).optional().describe('Where the customer is talking to you; default web.'),
  estimated_total_usd: z.number().optional().describe('Advisory only: the server computes the total.'),
};

/** What an agent does about a refusal that is not the order's fault: said the same by quote_order and place_order. */
function refusalAdvice(code: string | undefined, retryAfterSeconds?: number): string | null {
  switch (code) {
    case 'ordering_paused':
      return `ORDERING IS PAUSED by the bakery (HTTP 503 ordering_paused). Nothing is wrong with the order. Tell the customer, relaying confirmation_text (it says when ordering resumes, if the bakery set a time). Do NOT retry in a loop${retryAfterSeconds !== undefined ? `; the order can be placed again after ${retryAfterSeconds} s (retry_after_seconds), with the customer's agreement` : '; no resume time is set'}. The menu and order status still work.`;
    case 'pickup_slot_full':
      return 'PICKUP SLOT FULL (HTTP 409 pickup_slot_full). error lists the nearest slots that day that still have room (ISO times) and confirmation_text names them: offer them to the customer in ONE question, then quote and place the order again with the time they choose. If none is listed, ask for another day.';
    case 'kitchen_full':
      return 'KITCHEN FULL for that day (HTTP 409 kitchen_full): no more whole or custom cakes that day. Ask the customer for another day in ONE question, then quote and place again.';
    default:
      return null;
  }
}

const REFUSALS =
  ' While the bakery has paused online ordering the answer is ordering_paused (HTTP 503): tell the customer when ordering resumes if given, and do not retry in a loop. A full pickup slot (pickup_slot_full, 409) or a full kitchen day (kitchen_full, 409) is refused with the nearest open slots named in error and confirmation_text: offer them to the customer in ONE question.';

const readOnly = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;

const text = (value: string) => ({ type: 'text' as const, text: value });

/** Drops the fields the agent left out, so the service sees exactly what was given. */
function orderBody(args: Record<string, unknown>): OrderBody {
  return Object.fromEntries(Object.entries(args).filter(([key, value]) => value !== undefined && key !== 'idempotency_key'));
}

function menuLines(menu: Menu, products: Menu['products']): string {
  const lines = products.map((p) => {
    const prices = p.sizes
      .map((size) => `${size} ${(size === 'large' ? (p.price_large_usd ?? p.price_usd) : size === '10-inch' ? (p.price_10inch_usd ?? p.price_usd) : p.price_usd).toFixed(2)}`)
      .join(', ');
    const allergens = p.allergens === null ? 'allergens UNKNOWN' : `allergens: ${p.allergens.join(', ') || 'none listed (not a promise)'}${p.allergens_confirmed ? '' : ' (unconfirmed)'}`;
    const status = p.category === 'beverage' ? 'IN-CAFE ONLY, cannot be ordered' : p.available ? `notice ${p.lead_time_hours} h` : 'NOT AVAILABLE now';
    return `- ${p.id}: ${p.name} [${p.category}] ${prices} ${menu.currency}; ${status}; ${allergens}`;
  });
  return lines.join('\n');
}

export function createBakeryMcpServer(api: BakeryApi): McpServer {
  const server = new McpServer({ name: 'bakery-commerce', version: '1.0.0' }, { instructions: SERVER_INSTRUCTIONS });

  server.registerTool(
    'browse_menu',
    {
      title: 'Browse the menu',
      description:
        'The bakery\'s live catalog: SKUs, sizes, prices (USD), notice in hours, availability and allergens. allergens null means UNKNOWN, never allergen-free: say so and pass on allergen_disclaimer. Coffee and tea (category beverage) are listed but served in the cafe only: they can never be ordered. Never offer anything that is not here.',
      inputSchema: {
        category: z.enum(CATEGORIES).optional().describe('Only this category: whole-cake, slice, custom-cake or beverage.'),
        available: z.boolean().optional().describe('true: only products available now; false: only unavailable ones.'),
        search: z.string().max(200).optional().describe('Only products whose SKU, name or description contains every word of this phrase.'),
      },
      outputSchema: {
        version: z.string(),
        currency: z.string(),
        allergen_disclaimer: z.string().describe('Facility-wide: always applies.'),
        products: z.array(menuProductSchema),
        notes: z.array(z.string()),
      },
      annotations: { title: 'Browse the menu', ...readOnly },
    },
    async ({ category, available, search }) => {
      const menu = await api.menu();
      const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const products = menu.products.filter(
        (p) =>
          (category === undefined || p.category === category) &&
          (available === undefined || p.available === available) &&
          words.every((word) => `${p.id} ${p.name} ${p.display_name} ${p.description}`.toLowerCase().includes(word)),
      );
      const notes = [
        'allergens null means UNKNOWN, not allergen-free: the item may contain common allergens.',
        'Coffee and tea (category beverage) are in-cafe only and can never be ordered.',
        menu.allergen_disclaimer,
      ];
      const structured = { version: menu.version, currency: menu.currency, allergen_disclaimer: menu.allergen_disclaimer, products, notes };
      const summary = products.length ? menuLines(menu, products) : 'No product matches these filters.';
      return { structuredContent: structured, content: [text(`Catalog ${menu.version}, ${products.length} product(s):\n${summary}\n\n${notes.join('\n')}`)] };
    },
  );

  server.registerTool(
    'find_products',
    {
      title: 'Find products from the customer\'s words',
      description:
        'Maps loose customer wording ("2 choc fudge slices", "the red velvet one", "a birthday cake") to candidate SKUs with sizes and prices, reading it as the bakery\'s own assistant does. For each product mentioned: kind product (use the SKU), choose (ask whole cake or slice), category (ask which flavour) or unknown (not on the menu: say so and offer the candidates). Ask the customer at most ONE clarifying question. beverage_mentioned true: coffee and tea are in-cafe only, never order them.',
      inputSchema: { text: z.string().min(1).max(500).describe('The customer\'s words, as they said them.') },
      outputSchema: productMatchSchema.shape,
      annotations: { title: 'Find products', ...readOnly },
    },
    async ({ text: words }) => {
      const match = await api.findProducts(words);
      const lines = match.mentions.map((m) => {
        const options = m.candidates.map((c) => `${c.sku} (${c.sizes.map((s) => `${s.size} ${s.price_usd.toFixed(2)}`).join(', ')})`).join(' | ');
        return `- ${m.kind}${m.qty ? ` x${m.qty}` : ''}${m.phrase ? ` "${m.phrase}"` : ''}: ${options || 'no candidates'}. ${m.next_step}`;
      });
      if (match.beverage_mentioned) lines.push('- A drink was mentioned: coffee and tea are served in the cafe only and cannot be ordered. Tell the customer; do not add it.');
      if (lines.length === 0) lines.push('- No product recognised. Ask the customer one question about what they would like, or use browse_menu.');
      return { structuredContent: match, content: [text(`Reading of "${match.text}":\n${lines.join('\n')}`)] };
    },
  );

  server.registerTool(
    'quote_order',
    {
      title: 'Quote an order (nothing is placed)',
      description:
        'Applies every rule of placing an order and stores nothing: the status the order would get (confirmed, needs_approval, held_overnight, duplicate), the server-computed total, the priced items and escalation_reasons, or the rejection with error (what to fix) and error_code. Use it to read the order back to the customer (confirmation_text says it is not placed yet) before place_order with the same fields. A quote reserves nothing: capacity is checked only when the order is placed.' + REFUSALS,
      inputSchema: orderInput,
      outputSchema: quoteResultSchema.shape,
      annotations: { title: 'Quote an order', ...readOnly },
    },
    async (args) => {
      const quote = await api.quote(orderBody(args));
      const advice = quote.status === 'rejected' ? refusalAdvice(quote.error_code) : null;
      const head = advice
        ? `WOULD BE REFUSED: ${quote.error}\n${advice}`
        : quote.status === 'rejected'
          ? `WOULD BE REJECTED (${quote.error_code}): ${quote.error}\nFix this and quote again; ask the customer only if you need their answer.`
          : `Would be: ${quote.status}${quote.duplicate_of ? ` of ${quote.duplicate_of} (do not place it again)` : ''}. Total ${quote.estimated_total_usd.toFixed(2)} USD.${quote.escalation_reasons.length ? ` Staff review because: ${quote.escalation_reasons.join(', ')}.` : ''} Nothing has been placed.`;
      return {
        structuredContent: quote,
        content: [text(`${head}\n\nRead back to the customer:\n${quote.confirmation_text}`)],
        ...(quote.status === 'rejected' ? { isError: true } : {}),
      };
    },
  );

  server.registerTool(
    'place_order',
    {
      title: 'Place an order',
      description:
        'Places the order for pickup (or delivery, confirmed by staff). Quote it and read it back to the customer first. idempotency_key is required: make one unique key per order (e.g. a UUID) and reuse it for every retry of that same order, so a timeout or a lost reply never places it twice; a retry with the same key returns the first answer. Never include coffee, tea or any beverage. Put any allergy in allergy_notes. The answer\'s confirmation_text MUST be relayed to the customer verbatim: it carries the allergen disclaimer.' + REFUSALS,
      inputSchema: {
        ...orderInput,
        idempotency_key: z.string().min(1).max(255).describe('Required: one unique key per order (e.g. a UUID), the same on every retry of that order.'),
      },
      outputSchema: orderResultSchema.extend({ retry_after_seconds: z.number().int().optional().describe('For rate-limited answers: wait this long, then retry with the same key. For ordering_paused with a resume time: the seconds until ordering resumes (do not retry before).') }).shape,
      annotations: { title: 'Place an order', readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    },
    async (args) => {
      const { httpStatus, result, retryAfterSeconds } = await api.place(orderBody(args), args.idempotency_key);
      const structured = { ...result, ...(retryAfterSeconds !== undefined ? { retry_after_seconds: retryAfterSeconds } : {}) };
      const relay = `RELAY THIS TO THE CUSTOMER VERBATIM:\n${result.confirmation_text}`;
      const advice = result.status === 'rejected' ? refusalAdvice(result.error_code, retryAfterSeconds) : null;
      const facts = advice
        ? `NOT PLACED (HTTP ${httpStatus}, ${result.error_code}): ${result.error}\n${advice}`
        : result.status === 'rejected'
          ? `NOT PLACED (HTTP ${httpStatus}, ${result.error_code}): ${result.error}${retryAfterSeconds !== undefined ? ` Retry after ${retryAfterSeconds} s with the same idempotency_key.` : ''}`
          : `Status: ${result.status}. Order id: ${result.order_id}. Total ${result.estimated_total_usd.toFixed(2)} USD.${result.escalation_reasons.length ? ` Escalation reasons: ${result.escalation_reasons.join(', ')}.` : ''}`;
      return {
        structuredContent: structured,
        content: [text(`${relay}\n\n${facts}`)],
        ...(result.status === 'rejected' ? { isError: true } : {}),
      } satisfies CallToolResult;
    },
  );

  server.registerTool(
    'get_order_status',
    {
      title: 'Check an order\'s status',
      description:
        'The current status of an order by its order_id (from place_order): status, requested time, items and total. It holds no personal data (no name, phone, address or notes). Statuses: pending, confirmed, needs_approval, held_overnight, declined, cancelled.',
      inputSchema: { order_id: z.string().min(1).max(100).describe('The order_id place_order returned, e.g. ord_...') },
      outputSchema: orderStatusSchema.shape,
      annotations: { title: 'Check an order', ...readOnly },
    },
    async ({ order_id: orderId }) => {
      const lookup = await api.orderStatus(orderId);
      if (!lookup.found) return { isError: true, content: [text(`${lookup.error}: ${lookup.message}`)] };
      const s = lookup.status;
      return {
        structuredContent: s,
        content: [text(`Order ${s.order_id}: ${s.status}. ${s.note} ${s.fulfillment ?? ''} ${s.datetime ?? ''}; total ${s.estimated_total_usd?.toFixed(2) ?? '?'} USD.`)],
      };
    },
  );

  server.registerResource(
    'catalog',
    'bakery://catalog',
    { title: 'The live catalog', description: 'GET /api/menu: every product with SKU, sizes, prices, notice and allergens (null = unknown).', mimeType: 'application/json' },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(await api.menu()) }] }),
  );

  server.registerResource(
    'agent-guide',
    'bakery://agent-guide',
    { title: 'Agent guide', description: 'The full rules for agents (also GET /llms-full.txt): catalog, hours, closed days, ordering and safety rules, worked example.', mimeType: 'text/markdown' },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: await api.agentGuide() }] }),
  );

  server.registerPrompt(
    'take_order',
    {
      title: 'Take a cake order',
      description: 'Walks an agent through taking one order by the bakery\'s rules (spec 4.4).',
      argsSchema: { customer_request: z.string().optional().describe('What the customer said, if you have it already.') },
    },
    ({ customer_request: request }) => ({ messages: [{ role: 'user', content: text(takeOrderPrompt(request)) }] }),
  );

  return server;
}
