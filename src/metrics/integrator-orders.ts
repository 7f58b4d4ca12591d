import { Counter, type Registry } from 'prom-client';
import type { PlaceOrder } from '../orders/place-order.js';

// Orders per integrator (issue 15, docs/agents.md): every answer of the order core by the name of
// the integrator key it came with (`none` without one) and result status. The key's name, never
// the key: names come from the integrator_keys table, which the bakery fills by hand with the
// keys CLI, so the label stays bounded. Kept apart from metrics.ts and its per-order counter so
// that counter's labels (status, channel) are unchanged.

export const NO_INTEGRATOR = 'none';

export function countOrdersByIntegrator(placeOrder: PlaceOrder, registry: Registry): PlaceOrder {
  const orders = new Counter({
    name: 'bakery_integrator_orders_total',
    help: 'Answers of the order core by integrator key name (none: no key, which includes every channel) and result status (confirmed, needs_approval, held_overnight, duplicate, rejected).',
    labelNames: ['integrator', 'status'] as const,
    registers: [registry],
  });
  return async (request) => {
    const response = await placeOrder(request);
    orders.inc({ integrator: request.integratorName ?? NO_INTEGRATOR, status: response.result.status });
    return response;
  };
}
