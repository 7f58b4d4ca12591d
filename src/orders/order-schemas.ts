import { z } from 'zod';
import { SIZES } from '../catalog/catalog-schema.js';
import { hasUnstorableCharacters } from '../storable-text.js';

// Request and response shapes of spec 2.3-2.6. The same objects validate requests, shape
// responses and generate the OpenAPI document.

export const CHANNELS = ['web', 'webchat', 'voice', 'sms', 'whatsapp', 'ig', 'fb'] as const;
export type Channel = (typeof CHANNELS)[number];

export const LIMITS = {
  maxItems: 20,
  maxQty: 100,
  maxIdempotencyKeyLength: 255,
  maxDaysAhead: 180,
  autoConfirmCeilingCents: 200_00,
  dedupWindowSeconds: 120,
  allergyNotesMax: 1000,
} as const;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Text the service can store; refused rather than cleaned, so the client learns what it sent. */
const text = (error: string) => z.string({ error }).refine((value) => !hasUnstorableCharacters(value), 'must not contain control characters');

export const orderItemSchema = z
  .strictObject({
    sku: text('must be a product id from the menu').trim().min(1, 'must not be empty').max(64),
    size: z.enum(SIZES, { error: `must be one of ${SIZES.join(', ')}` }).nullish().describe('One of the sizes the product lists. Omit for its first (default) size.'),
    qty: z
      .number({ error: 'must be a whole number from 1 to 100' })
      .int('must be a whole number from 1 to 100')
      .min(1, 'must be at least 1')
      .max(LIMITS.maxQty, `must be at most ${LIMITS.maxQty}`)
      .default(1),
    notes: z.preprocess(blankToNull, text('must be text').trim().max(500, 'must be at most 500 characters').nullish()),
  })
  .describe('One line of the order.');

export const createOrderSchema = z
  .strictObject({
    customer: text('is required: the customer name').trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
    phone: text('is required: a phone number, E.164 preferred (+15125550100)').trim().min(1, 'must not be empty').max(32, 'must be at most 32 characters'),
    items: z
      .array(orderItemSchema, { error: 'is required: a list of items, each with a sku' })
      .min(1, 'must have at least one item')
      .max(LIMITS.maxItems, `must have at most ${LIMITS.maxItems} items`),
    fulfillment: z.enum(['pickup', 'delivery'], { error: 'must be pickup or delivery' }).nullish().describe('Defaults to pickup. Delivery needs an address and is confirmed by staff.'),
    address: z.preprocess(blankToNull, text('must be text').trim().max(300, 'must be at most 300 characters').nullish()),
    datetime: z.preprocess(blankToNull, text('must be an ISO 8601 date and time').max(64, 'must be at most 64 characters').nullish())
      .describe('Wanted pickup or delivery time, ISO 8601. With no UTC offset it is read as America/Chicago local time. Required in practice: an order without it is rejected. It must fall in business hours (8 AM to 8 PM Central) and not on a day the bakery is closed (error_code bakery_closed).'),
    allergy_notes: z.preprocess(blankToNull, text('must be text').trim().max(LIMITS.allergyNotesMax, `must be at most ${LIMITS.allergyNotesMax} characters`).nullish()).describe('Any allergy the customer mentions. When set, the order goes to staff.'),
    channel: z.enum(CHANNELS, { error: `must be one of ${CHANNELS.join(', ')}` }).nullish().describe('Defaults to web.'),
    estimated_total_usd: z.number({ error: 'must be a number' }).nullish().describe('Advisory only: the server recomputes the total from the catalog.'),
    idempotency_key: text('must be text').min(1, 'must not be empty').max(LIMITS.maxIdempotencyKeyLength, `must be at most ${LIMITS.maxIdempotencyKeyLength} characters`).optional(),
  })
  .describe('CreateOrder');

export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const ORDER_RESULT_STATUSES = ['confirmed', 'needs_approval', 'held_overnight', 'duplicate', 'rejected'] as const;
export type OrderResultStatus = (typeof ORDER_RESULT_STATUSES)[number];

export const orderResultSchema = z
  .object({
    status: z.enum(ORDER_RESULT_STATUSES),
    order_id: z.string().nullable().describe('The new order, or for a duplicate the earlier order. Null when rejected.'),
    estimated_total_usd: z.number().describe('Server-computed total. 0 when the items could not be priced.'),
    confirmation_text: z.string().describe('Relay verbatim to the customer. Always carries the allergen disclaimer.'),
    error: z.string().optional().describe('What to fix; present when status is rejected.'),
    error_code: z.string().optional().describe('Extension: stable machine-readable code for error.'),
    escalation_reasons: z.array(z.string()).describe('Why the order needs staff: custom_cake, total_over_limit, allergy_notes, delivery, placed_overnight.'),
    duplicate_of: z.string().optional().describe('Extension: for status duplicate, the earlier order.'),
  })
  .describe('OrderResult');

export type OrderResult = z.infer<typeof orderResultSchema>;

export const orderStatusSchema = z
  .object({
    ok: z.literal(true),
    order_id: z.string(),
    status: z
      .enum(['pending', 'confirmed', 'needs_approval', 'held_overnight', 'duplicate', 'declined', 'cancelled'])
      .describe('declined and cancelled are additive extensions of spec 2.6 (see docs/api-decisions.md).'),
    created_at: z.string().describe('ISO 8601, UTC.'),
    fulfillment: z.enum(['pickup', 'delivery']).nullable(),
    datetime: z.string().nullable().describe('Requested time, ISO 8601 in Central Time with its offset.'),
    estimated_total_usd: z.number().nullable(),
    items: z.array(
      z.object({
        sku: z.string(),
        name: z.string(),
        size: z.string(),
        qty: z.number().int(),
        line_total_usd: z.number(),
      }),
    ).describe('Item notes are left out: they can carry names (e.g. a cake message).'),
    escalation_reasons: z.array(z.string()),
    note: z.string(),
  })
  .describe('OrderStatus: no customer name, phone, address, item notes or allergy notes.');

export type OrderStatusView = z.infer<typeof orderStatusSchema>;

export const notFoundSchema = z
  .object({
    ok: z.literal(false),
    error: z.string().describe('Stable code, e.g. order_not_found.'),
    message: z.string(),
  })
  .describe('Error body of every non-order endpoint.');
