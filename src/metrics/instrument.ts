import type { FastifyBaseLogger } from 'fastify';
import type { ConversationService } from '../conversation/conversation-types.js';
import { type Channel, CHANNELS } from '../orders/order-schemas.js';
import type { PlaceOrder } from '../orders/place-order.js';
import type { DecideOrder } from '../staff/staff-decisions.js';
import type { Metrics } from './metrics.js';

// The core's entry points wrapped where app.ts builds them: each order answered and each staff
// decision is counted and logged in one line (ids, status, channel, total: never a name, phone,
// address or note), and each conversation turn is counted by channel and outcome.

const KNOWN_CHANNELS = new Set<string>(CHANNELS);

/** The order's channel as a bounded label: a rejected body may carry anything there. */
function channelOf(body: unknown): Channel | 'unknown' {
  const channel = (body as { channel?: unknown } | null)?.channel;
  if (channel === undefined || channel === null) return 'web';
  return typeof channel === 'string' && KNOWN_CHANNELS.has(channel) ? (channel as Channel) : 'unknown';
}

export function instrumentPlaceOrder(placeOrder: PlaceOrder, metrics: Metrics, log: FastifyBaseLogger): PlaceOrder {
  return async (request) => {
    const response = await placeOrder(request);
    const { status, order_id: orderId, estimated_total_usd: totalUsd } = response.result;
    const channel = channelOf(request.body);
    metrics.orders.inc({ status, channel });
    if (status === 'rejected') {
      log.info({ status, channel, total_usd: totalUsd, code: response.rejection?.code }, 'order rejected');
    } else {
      log.info({ order_id: orderId, status, channel, total_usd: totalUsd }, status === 'duplicate' ? 'order was a duplicate' : 'order placed');
    }
    return response;
  };
}

export function instrumentConversation(service: ConversationService, metrics: Metrics): ConversationService {
  return {
    ...service,
    async handle(message) {
      const reply = await service.handle(message);
      metrics.conversationTurns.inc({ channel: message.channel, outcome: reply.outcome });
      return reply;
    },
  };
}

export function instrumentDecisions(decide: DecideOrder, metrics: Metrics, log: FastifyBaseLogger): DecideOrder {
  return async (decision) => {
    const outcome = await decide(decision);
    const { action, orderId } = decision;
    metrics.staffDecisions.inc({ action, result: outcome.kind });
    if (outcome.kind === 'not_found') {
      log.info({ order_id: orderId, action, result: outcome.kind }, 'staff decision on an unknown order');
    } else {
      const { order } = outcome;
      log.info(
        {
          order_id: order.id,
          action,
          result: outcome.kind,
          status: order.status,
          channel: order.channel,
          total_usd: order.totalCents / 100,
          ...(outcome.kind === 'moved' ? { from: outcome.from } : { refused_because: outcome.reason }),
        },
        outcome.kind === 'moved' ? 'staff decision' : 'staff decision refused',
      );
    }
    return outcome;
  };
}
