import { DateTime } from 'luxon';
import type { StoredOrder } from '../db/orders-repository.js';
import { confirmationText } from '../orders/confirmation-text.js';
import type { OrderAction } from '../orders/order-states.js';

/**
 * What a customer is told when staff decide their order. An approval relays the core's own
 * confirmation text for a confirmed order, verbatim; a decline or cancellation says so and gives
 * staff's reason, and nothing else.
 */
export function decisionText(order: StoredOrder, action: OrderAction, reason: string | null, disclaimer: string): string | null {
  switch (action) {
    case 'approve':
      return confirmationText(
        {
          kind: 'placed',
          status: 'confirmed',
          orderId: order.id,
          lines: order.items,
          totalCents: order.totalCents,
          fulfillment: order.fulfillment as 'pickup' | 'delivery',
          requestedAt: DateTime.fromJSDate(order.requestedAt),
          escalationReasons: [],
        },
        disclaimer,
      );
    case 'decline':
      return `Sorry, the bakery cannot take your order ${order.id}${reason ? `: ${reason}` : ''}. Reply here if you would like to order something else.`;
    case 'cancel':
      return `Your order ${order.id} has been cancelled${reason ? `: ${reason}` : ''}.`;
    case 'release':
    case 'review':
      return null; // internal moves: the customer hears when staff decide
  }
}
