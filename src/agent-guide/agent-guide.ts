import type { DateTime } from 'luxon';
import type { Catalog, Product, Size } from '../catalog/catalog-schema.js';
import { bakeryDay, calendarOf, type ClosedDays, formatDay, type OpeningRules, openMinutesWords } from '../orders/business-time.js';
import { formatUsd } from '../orders/money.js';
import { LIMITS } from '../orders/order-schemas.js';
import { SLOT_MINUTES } from '../orders/pickup-capacity.js';
import { unitPriceCents } from '../orders/pricing.js';
import type { Pause } from '../settings/bakery-settings.js';
import { pausedRefusal, rulesNow } from '../settings/rules-now.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { exampleSection } from './worked-example.js';

// The agent guide (GET /llms.txt and /llms-full.txt, and the MCP resource): written from the live
// catalog, the owner's live settings (closed days, special hours, a pause; src/settings) and the
// rules' own constants, so it cannot drift from what the service does. Its worked example is
// produced by the real decideOrder and result builders (worked-example.ts).
// Rule: the guide never describes a product as free of any allergen; unknown allergens are
// written as unknown. The owner's reason for a pause is for staff only and is never written here.

export type GuideSource = {
  catalog: Catalog;
  /** The owner's calendar now: closed days and special hours. */
  rules: OpeningRules;
  /** The pause in force now, if any. */
  pause: Pause | null;
  publicBaseUrl: string;
  now: DateTime;
};

export type AgentGuide = { index: string; full: string };

export type AgentGuideOptions = {
  /** The owner's settings; without them, CLOSED_DAYS alone (usual hours, never paused). */
  settings?: SettingsStore | undefined;
  closedDays: ClosedDays;
  publicBaseUrl: string;
};

/**
 * Guides cached per catalog version, bakery day (the closed days listed and the example dates move
 * daily) and what the guide says of the owner's settings (closed days, special hours, the pause in
 * force), so a change made from Slack shows at the next request after the settings store reads it.
 */
export function createAgentGuides(options: AgentGuideOptions) {
  let cached: { key: string; guide: AgentGuide } | null = null;
  return async (catalog: Catalog, now: DateTime): Promise<AgentGuide> => {
    const { rules, pause } = await rulesNow(options.settings, options.closedDays, now);
    const key = JSON.stringify([catalog.version, bakeryDay(now), settingsShown(rules, pause)]);
    if (cached?.key !== key) cached = { key, guide: writeAgentGuide({ catalog, now, rules, pause, publicBaseUrl: options.publicBaseUrl }) };
    return cached.guide;
  };
}

/** What of the settings the guide shows (the cache key): a change to anything else leaves it as it is. */
function settingsShown(rules: OpeningRules, pause: Pause | null): unknown {
  const calendar = calendarOf(rules);
  return [[...calendar.closedDays].sort(), [...calendar.specialHours].sort(), pause?.resumeAt ?? (pause ? 'paused' : null)];
}

export function writeAgentGuide(source: GuideSource): AgentGuide {
  return { index: writeIndex(source), full: writeFull(source) };
}

const orderable = (product: Product) => product.available && product.category !== 'beverage';

/** A plain statement of the pause in force, or '' when ordering is open. */
function pauseNotice({ pause, now }: GuideSource): string {
  if (!pause) return '';
  const { error } = pausedRefusal(pause, now);
  const until = error.detail.resumeText ? `until ${error.detail.resumeText} Central Time (${error.detail.resumeAt})` : 'for now, with no resume time set';
  return `**Ordering is paused right now** ${until}. While it is paused, POST /api/order (and the quote, and the MCP tools quote_order and place_order) answer HTTP 503 with \`error_code: ordering_paused\`${error.detail.resumeAt ? ' and a Retry-After header (seconds)' : ''}: tell the customer, relaying \`confirmation_text\`, and do not retry in a loop. The menu and order status still work.\n\n`;
}

function writeIndex(source: GuideSource): string {
  const { catalog, publicBaseUrl: base } = source;
  const count = catalog.products.filter(orderable).length;
  return `# Bakery Commerce API

> Order whole cakes, cake slices and custom cakes from a cake bakery and cafe (Central Time, America/Chicago) for pickup, or delivery confirmed by staff. ${count} products are on the menu to order (catalog ${catalog.version}). Coffee and tea are in-cafe only and can never be ordered. Every order answer carries a confirmation_text that must be relayed to the customer verbatim.

${pauseNotice(source)}Read the full guide before ordering: it lists every SKU with its sizes, prices and notice, the hours and closed days, the ordering and safety rules, and a worked example of a request and each kind of answer.

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
    `> Generated from the live catalog (version ${catalog.version}, prices in ${catalog.currency}) and the owner's current settings on ${formatDay(bakeryDay(source.now))}. The API at ${base} is the only source of truth: never invent products, prices, ratings, hours or delivery times.`,
    '',
    pauseNotice(source) + menuSection(catalog),
    hoursSection(source),
    rulesSection(catalog),
    refusalsSection(),
    endpointsSection(base),
    exampleSection({ catalog, rules: source.rules, now: source.now, paused: source.pause !== null }),
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

function hoursSection({ rules, now }: GuideSource): string {
  const today = bakeryDay(now);
  const calendar = calendarOf(rules);
  const closed = [...calendar.closedDays].filter((day) => day >= today).sort();
  const special = [...calendar.specialHours].filter(([day]) => day >= today && !calendar.closedDays.has(day)).sort(([a], [b]) => a.localeCompare(b));
  return `## Hours and closed days

- Pickup and delivery times must fall between 8:00 AM and 8:00 PM Central Time (America/Chicago), 7 days a week, and not on a closed day. On a date with special hours, they replace 8 AM to 8 PM for that date.
- Orders placed between 8 PM and 8 AM Central are held overnight; staff confirm them after 8 AM (special hours do not change this).
- Closed days: ${closed.length ? closed.map((day) => `${formatDay(day)} (${day})`).join(', ') : 'none announced'}.
- Special hours: ${special.length ? special.map(([day, hours]) => `${formatDay(day)} (${day}) ${openMinutesWords(hours)}`).join('; ') : 'none announced'}.
- The owner changes these at any time; this guide follows within seconds. Never state other hours.
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

function refusalsSection(): string {
  return `## When the bakery cannot take the order now

- **Ordering paused** (HTTP 503, \`error_code: ordering_paused\`): the owner has paused online ordering. Nothing in the order is wrong. \`error\` gives the resume time when the owner set one, and the Retry-After header the seconds until then; without one there is no Retry-After. Tell the customer (relay \`confirmation_text\`, which says when ordering resumes if known) and do not retry in a loop. The quote answers the same.
- **Pickup slot full** (HTTP 409, \`error_code: pickup_slot_full\`): the owner may limit orders per ${SLOT_MINUTES}-minute pickup slot (slots start at :00, :15, :30 and :45 Central; delivery takes no slot). \`error\` lists up to three of the nearest slots that day that still have room and that the order could take, as ISO 8601 times, and \`confirmation_text\` names them for the customer. Offer them in ONE question, then quote and place the order again with the time the customer chooses. With no slot left that day, ask for another day.
- **Kitchen full** (HTTP 409, \`error_code: kitchen_full\`): the owner may limit the whole and custom cakes made per day, and that day is full. Ask the customer for another day.
- The quote checks the pause but not capacity (it reserves nothing): a quoted order can still meet a full slot or kitchen when it is placed. No refusal stores anything or uses up the idempotency key.
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

MCP: Streamable HTTP at ${base}/mcp (stateless: every request stands alone, no session). For a local agent, the stdio server \`npm run mcp\` (or the \`bakery-mcp\` bin) talks to a running service at \`BAKERY_API_URL\`. Tools: browse_menu, find_products, quote_order, place_order, get_order_status; they report ordering_paused, pickup_slot_full and kitchen_full as tool errors with the same fields. Resources: the catalog and this guide. Prompt: take_order.
`;
}
