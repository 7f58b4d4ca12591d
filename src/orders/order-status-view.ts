import { DateTime } from 'luxon';
import type { StoredOrder } from '../db/orders-repository.js';
import { BAKERY_ZONE } from './business-time.js';
import { toUsd } from './money.js';
import type { OrderStatusView } from './order-schemas.js';
import { type OrderState, STATE_NOTES } from './order-states.js';

/**
 * The public view of an order. It is built field by field from an allow-list, so a column added
 * to orders later cannot leak personal data here by accident.
 */
export function orderStatusView(order: StoredOrder): OrderStatusView {
  return {
    ok: true,
    order_id: order.id,
    status: order.status as OrderState,
    created_at: order.createdAt.toISOString(),
    fulfillment: order.fulfillment as 'pickup' | 'delivery',
    datetime: DateTime.fromJSDate(order.requestedAt).setZone(BAKERY_ZONE).toISO(),
    estimated_total_usd: toUsd(order.totalCents),
    items: order.items.map((line) => ({
      sku: line.sku,
      name: line.name,
      size: line.size,
      qty: line.qty,
      line_total_usd: toUsd(line.line_total_cents),
    })),
    escalation_reasons: order.escalationReasons,
    note: STATE_NOTES[order.status as OrderState],
  };
}
