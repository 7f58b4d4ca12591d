import { DateTime } from 'luxon';
import type { Catalog, Product, Size } from '../catalog/catalog-schema.js';
import { appError } from '../errors.js';
import { BAKERY_ZONE, bakeryDay, type ClosedDays, firstOpenMoment, formatDay } from '../orders/business-time.js';
import { decideOrder } from '../orders/decide-order.js';
import { formatUsd } from '../orders/money.js';
import { duplicateResult, placedResult, rejectedResult } from '../orders/order-results.js';
import { createOrderSchema, LIMITS } from '../orders/order-schemas.js';
import { unitPriceCents } from '../orders/pricing.js';

// The agent guide (GET /llms.txt and /llms-full.txt, and the MCP resource): written from the live
// catalog, the configuration and the rules' own constants, so it cannot drift from what the
// service does. Its worked example is produced by the real decideOrder and result builders.
// Rule: the guide never describes a product as free of any allergen; unknown allergens are
// written as unknown.

export type GuideSource = {
  catalog: Catalog;
  closedDays: ClosedDays;
  publicBaseUrl: string;
  now: DateTime;
};

export type AgentGuide = { index: string; full: string };

/** Guides cached per catalog version and bakery day (the closed days listed and the example dates move daily). */
export function createAgentGuides(options: { closedDays: ClosedDays; publicBaseUrl: string }) {
  let cached: { key: string; guide: AgentGuide } | null = null;
  return (catalog: Catalog, now: DateTime): AgentGuide => {
    const key = `${catalog.version}|${bakeryDay(now)}`;
    if (cached?.key !== key) cached = { key, guide: writeAgentGuide({ catalog, now, ...options }) };
    return cached.guide;
  };
}

export function writeAgentGuide(source: GuideSource): AgentGuide {
  return { index: writeIndex(source), full: writeFull(source) };
}

const orderable = (product: Product) => product.available && product.category !== 'beverage';

function writeIndex({ catalog, publicBaseUrl: base }: GuideSource): string {
  const count = catalog.products.filter(orderable).length;
  return `# Bakery Commerce API

> Order whole cakes, cake slices and custom cakes from a cake bakery and cafe (Central Time, America/Chicago) for pickup, or delivery confirmed by staff. ${count} products can be ordered now (catalog ${catalog.version}). Coffee and tea are in-cafe only and can never be ordered. Every order answer carries a confirmation_text that must be relayed to the customer verbatim.

Read the full guide before ordering: it lists every SKU with its sizes, prices and notice, the hours and closed days, the ordering and safety rules, and a worked example of a request and each kind of answer.

## Guide

- [Full agent guide](${base}/llms-full.txt): catalog, hours, rules, endpoints and a worked example, generated from the live catalog

## API

- [Menu](${base}/api/menu): GET, the live catalog (JSON). allergens null means unknown.
- [Match wording to SKUs](${base}/api/menu/match?text=2%20chocolate%20slices): GET, loose customer words to candidate SKUs
- [Quote an order](${base}/api/order/quote): POST, every rule of ordering with nothing stored
- [Place an order](${base}/api/order): POST, with an Idempotency-Key header
- [Order status](${base}/api/order/{order_id}): GET, no personal data
- [OpenAPI document](${base}/openapi.json)

## MCP

- [MCP server](${base}/mcp): Streamable HTTP (stateless). Tools browse_menu, find_products, quote_order, place_order, get_order_status; prompt take_order.
`;
}

function writeFull(source: GuideSource): string {
  const { catalog, publicBaseUrl: base } = source;
  return [
    `# Bakery Commerce API: guide for AI agents`,
    '',
    `> Generated from the live catalog (version ${catalog.version}, prices in ${catalog.currency}) and the service's configuration on ${formatDay(bakeryDay(source.now))}. The API at ${base} is the only source of truth: never invent products, prices, ratings, hours or delivery times.`,
    '',
    menuSection(catalog),
    hoursSection(source),
    rulesSection(catalog),
    endpointsSection(base),
    exampleSection(source),
  ].join('\n');
}

function priceList(product: Product): string {
  return product.sizes.map((size) => `${size} ${formatUsd(unitPriceCents(product, size) ?? 0)}`).join(', ');
}

function notice(product: Product): string {
  if (product.lead_time_hours === 0) return 'same day';
  return `${product.lead_time_hours} h`;
}

function allergenWords(product: Product): string {
  if (product.allergens === null) return 'unknown (not confirmed; assume it may contain common allergens)';
  const list = product.allergens.length ? `contains ${product.allergens.join(', ')}` : 'none listed, which is no promise: the facility disclaimer applies';
  return product.allergens_confirmed ? `${list} (confirmed by the owner)` : `${list} (not confirmed)`;
}

function menuSection(catalog: Catalog): string {
  const rows = catalog.products
    .filter((product) => product.category !== 'beverage')
    .map(
      (p) =>
        `| \`${p.id}\` | ${p.name} | ${p.category} | ${priceList(p)} | ${notice(p)} | ${p.available ? 'yes' : 'no'} | ${allergenWords(p)} |`,
    );
  const drinks = catalog.products.filter((product) => product.category === 'beverage').map((p) => p.name);
  const custom = catalog.products.find((p) => p.category === 'custom-cake');
  return `## What the bakery sells

| SKU | Name | Category | Sizes and prices | Notice | Orderable now | Allergens |
|---|---|---|---|---|---|---|
${rows.join('\n')}

- The first size listed is the default when an item names no size. Prices are recomputed by the server; any \`estimated_total_usd\` you send is advisory only.
- Whole cakes (\`-whole\`) come in one size and need their notice; slices (\`-slice\`) are same day, in store, pickup only.
${custom ? `- The custom cake (\`custom\`) needs ${custom.lead_time_hours} h notice, a consultation and the owner's approval; its price starts at ${formatUsd(unitPriceCents(custom, custom.sizes[0] as Size) ?? 0)} and is set in the consultation.\n` : ''}- Coffee and tea are served in the cafe only and can never be ordered${drinks.length ? ` (${drinks.join(', ')})` : ''}.
- Allergens: \`allergens: null\` means UNKNOWN, never allergen-free. ${catalog.allergen_disclaimer}
`;
}

function hoursSection({ closedDays, now }: GuideSource): string {
  const today = bakeryDay(now);
  const upcoming = [...closedDays].filter((day) => day >= today).sort();
  return `## Hours and closed days

- Pickup and delivery times must fall between 8:00 AM and 8:00 PM Central Time (America/Chicago), 7 days a week, and not on a closed day.
- Orders placed between 8 PM and 8 AM Central are held overnight; staff confirm them after 8 AM.
- Closed days: ${upcoming.length ? upcoming.map((day) => `${formatDay(day)} (${day})`).join(', ') : 'none announced'}. Hours may vary on holidays; never state other hours.
`;
}

function rulesSection(catalog: Catalog): string {
  return `## Ordering rules (spec 4.4)

1. Map the customer's loose wording to a canonical SKU from the menu (GET /api/menu/match or the MCP tool find_products reads it as the bakery's own assistant does). A whole cake maps to the \`-whole\` SKU, a slice to the \`-slice\` SKU. If the words map to no SKU, or to both a whole cake and a slice, ask the customer ONE clarifying question.
2. Never place beverage orders: coffee and tea are in-cafe only. An order with a beverage is rejected (\`beverage_not_orderable\`).
3. If the customer mentions an allergy, put it in \`allergy_notes\`. The order then goes to staff (\`needs_approval\`, reason \`allergy_notes\`).
4. Read the order back (POST /api/order/quote, or the MCP tool quote_order), then place it with an idempotency key, and relay \`confirmation_text\` verbatim.

Every order needs \`customer\`, \`phone\` (E.164 preferred, e.g. +15125550100), \`items\` (each with \`sku\` and \`qty\`), \`fulfillment\` (\`pickup\`, or \`delivery\` with \`address\`) and \`datetime\` (ISO 8601 with a UTC offset; without one it is read as Central Time).

Statuses an order can get: \`confirmed\` (standard items, total at most ${formatUsd(LIMITS.autoConfirmCeilingCents)}, placed 8 AM to 8 PM Central, no allergy note); \`needs_approval\` (custom cake, total above ${formatUsd(LIMITS.autoConfirmCeilingCents)}, an allergy note, or delivery; staff review it); \`held_overnight\` (placed 8 PM to 8 AM Central); \`duplicate\` (the same order within ${LIMITS.dedupWindowSeconds / 60} minutes: nothing new is placed and \`order_id\` names the earlier order); \`rejected\` (HTTP 400: \`error\` says what to fix, \`error_code\` is stable).

## Safety rules (spec 1)

- Never say a product is allergen-free. \`allergens: null\` means unknown. Always pass on the disclaimer: "${catalog.allergen_disclaimer}"
- Never invent products, prices, ratings, hours or delivery times. Delivery depends on the area and is confirmed by staff; never promise a delivery time.
- Coffee and tea are in-cafe only.
- Any allergy mention goes to staff through \`allergy_notes\`.
- Relay \`confirmation_text\` verbatim, every time, including for rejections.
- The order status reply holds no personal data; never ask the API for a customer's details.
`;
}

function endpointsSection(base: string): string {
  return `## Endpoints

| Method and path | What it does |
|---|---|
| GET ${base}/api/menu | The catalog (spec 2.1). |
| GET ${base}/api/menu/match?text=... | Extension: loose wording to candidate SKUs with sizes and prices, and what to ask. |
| POST ${base}/api/order/quote | Extension: the full rules of POST /api/order with nothing stored. |
| POST ${base}/api/order | Place an order. Send an \`Idempotency-Key\` header; a retry with the same key replays the first answer. 429 carries Retry-After (seconds). |
| GET ${base}/api/order/{order_id} | Order status, no personal data. |
| GET ${base}/openapi.json | The OpenAPI document. |

Authentication is optional: an integrator key from the bakery, sent as \`Authorization: Bearer <key>\` on the API and /mcp, gives your orders their own rate limit and makes your idempotency keys yours from any address. Without it you share the per-address limit. An unknown or revoked key is refused with 401.

MCP: Streamable HTTP at ${base}/mcp (stateless: every request stands alone, no session). For a local agent, the stdio server \`npm run mcp\` (or the \`bakery-mcp\` bin) talks to a running service at \`BAKERY_API_URL\`. Tools: browse_menu, find_products, quote_order, place_order, get_order_status. Resources: the catalog and this guide. Prompt: take_order.
`;
}

/** One order, placed on an example morning, and the answer it gets in each case. */
function exampleSection({ catalog, closedDays, now }: GuideSource): string {
  const item = catalog.products.find((p) => orderable(p) && p.category === 'slice') ?? catalog.products.find(orderable);
  if (!item) return '## Worked example\n\nNothing can be ordered right now.\n';
  const beverage = catalog.products.find((p) => p.category === 'beverage');
  const disclaimer = catalog.allergen_disclaimer;
  // Placed at 10 AM on the next open day; wanted at 2 PM on the open day after the item's notice.
  const placedAt = firstOpenMoment(now.setZone(BAKERY_ZONE).plus({ days: 1 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 }).toUTC(), closedDays);
  const readyFrom = firstOpenMoment(placedAt.plus({ hours: Math.max(item.lead_time_hours, 24) }), closedDays);
  const wanted = readyFrom.setZone(BAKERY_ZONE).set({ hour: 14, minute: 0, second: 0, millisecond: 0 });
  const body = {
    customer: 'Jamie Example',
    phone: '+15125550100',
    items: [{ sku: item.id, qty: 2 }],
    fulfillment: 'pickup',
    datetime: wanted.toISO({ suppressMilliseconds: true }),
  };
  const decide = (input: Record<string, unknown>, at: DateTime) => decideOrder(createOrderSchema.parse(input), catalog, at, closedDays);
  const orderId = 'ord_7m2k9x4p1q8r3t5v6w0y';
  const json = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;
  const placed = (input: Record<string, unknown>, at: DateTime, id: string) => {
    const decision = decide(input, at);
    return decision.outcome === 'accepted' ? placedResult(decision, id, disclaimer) : rejectedResult(decision.error, disclaimer, decision.totalCents);
  };
  const confirmed = decide(body, placedAt);
  const night = placedAt.setZone(BAKERY_ZONE).set({ hour: 21, minute: 30 }).toUTC();
  const withBeverage = { ...body, items: [...body.items, { sku: beverage?.id ?? 'coffee', qty: 1 }] };
  const beverageDecision = decide(withBeverage, placedAt);
  const rejected =
    beverageDecision.outcome === 'rejected'
      ? rejectedResult(beverageDecision.error, disclaimer, beverageDecision.totalCents)
      : rejectedResult(appError('unknown_sku', { index: 1, sku: 'coffee' }), disclaimer);
  return `## Worked example

Example order ids; the phone is a reserved example number. The request, placed at ${placedAt.setZone(BAKERY_ZONE).toFormat("h:mm a 'on' ccc, LLL d")} Central Time:

\`\`\`http
POST /api/order
Content-Type: application/json
Idempotency-Key: 5f0c2a9e-example
\`\`\`
${json(body)}

**confirmed** (HTTP 200):
${json(placed(body, placedAt, orderId))}

**needs_approval** (HTTP 200), the same order with \`"allergy_notes": "tree-nut allergy"\`:
${json(placed({ ...body, allergy_notes: 'tree-nut allergy' }, placedAt, 'ord_3h8n2c5d7f9g1j4k6m8p0q'))}

**held_overnight** (HTTP 200), the same order placed at 9:30 PM Central:
${json(placed(body, night, 'ord_9a1b3c5d7e2f4g6h8j0k1m'))}

**duplicate** (HTTP 200), the same order sent again within ${LIMITS.dedupWindowSeconds / 60} minutes without the idempotency key:
${json(confirmed.outcome === 'accepted' ? duplicateResult(confirmed, orderId, disclaimer) : null)}

**rejected** (HTTP 400), the same order with a ${beverage?.name ?? 'coffee'} added:
${json(rejected)}
`;
}
