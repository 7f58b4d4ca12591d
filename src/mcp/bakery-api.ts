import { z } from 'zod';
import { CATEGORIES, SIZES } from '../catalog/catalog-schema.js';
import type { ProductMatch } from '../conversation/find-products.js';
import type { OrderResult, OrderStatusView } from '../orders/order-schemas.js';
import type { QuoteResult } from '../orders/quote-order.js';

// What the MCP tools need from the bakery, as one small interface with two implementations: in
// the service's own process (src/mcp/in-process-api.ts, for /mcp) and over the HTTP API of a
// running service (src/mcp/http-api.ts, for the stdio entry). The tools (src/mcp/bakery-tools.ts)
// are written once, over this interface.

/** A product as GET /api/menu answers it (spec 2.2). */
export const menuProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  display_name: z.string(),
  category: z.enum(CATEGORIES),
  description: z.string(),
  price_usd: z.number(),
  price_10inch_usd: z.number().optional(),
  price_large_usd: z.number().optional(),
  sizes: z.array(z.enum(SIZES)),
  allergens: z.array(z.string()).nullable().describe('null means UNKNOWN, never allergen-free.'),
  allergens_confirmed: z.boolean(),
  available: z.boolean(),
  lead_time_hours: z.number().int(),
});

export const menuOutputSchema = z.object({
  version: z.string(),
  currency: z.string(),
  products: z.array(menuProductSchema),
  allergen_disclaimer: z.string(),
});
export type Menu = z.infer<typeof menuOutputSchema>;

/** A CreateOrder body (spec 2.4) as the agent sends it; the service validates it. */
export type OrderBody = Record<string, unknown>;

export type PlaceOutcome = {
  /** The HTTP status createOrder answered with (200, 400, 409, 413, 422, 429, 503). */
  httpStatus: number;
  result: OrderResult;
  /** For 429, and 503 ordering_paused with a resume time: seconds to wait, from Retry-After. */
  retryAfterSeconds?: number | undefined;
};

export type StatusLookup = { found: true; status: OrderStatusView } | { found: false; error: string; message: string };

export interface BakeryApi {
  menu(): Promise<Menu>;
  findProducts(text: string): Promise<ProductMatch>;
  quote(order: OrderBody): Promise<QuoteResult>;
  place(order: OrderBody, idempotencyKey: string): Promise<PlaceOutcome>;
  orderStatus(orderId: string): Promise<StatusLookup>;
  /** The full agent guide (markdown), as GET /llms-full.txt serves it. */
  agentGuide(): Promise<string>;
}
