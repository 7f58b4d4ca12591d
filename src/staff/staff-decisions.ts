import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { enqueue } from '../db/outbox-repository.js';
import { type TransitionOutcome, transitionOrder } from '../db/orders-repository.js';

export type StaffDecision = {
  orderId: string;
  action: 'approve' | 'decline' | 'cancel';
  /** Who decided, as it should be shown to other staff (e.g. "<@U123>" or a name). */
  actor: string;
  reason: string | null;
};

export type DecideOrder = (decision: StaffDecision) => Promise<TransitionOutcome>;

/**
 * A staff decision moves the order through the state machine exactly once (a row lock makes a
 * double click or two staff at once queue; the second is refused), and in the same transaction
 * queues the Slack update and the customer's notification.
 */
export function createDecideOrder(deps: { db: Db; clock: Clock }): DecideOrder {
  return async (decision) => {
    const now = deps.clock();
    return transitionOrder(
      deps.db,
      { orderId: decision.orderId, action: decision.action, actor: decision.actor, reason: decision.reason, now },
      async (tx, moved) => {
        const { action, actor, reason } = decision;
        await enqueue(tx, { type: 'slack.order_decided', orderId: moved.order.id, action, actor, reason }, now);
        await enqueue(tx, { type: 'customer.order_decided', orderId: moved.order.id, action, reason }, now);
      },
    );
  };
}
