import type { AppError } from '../errors.js';
import { confirmationText, type ConfirmationFacts } from './confirmation-text.js';
import type { AcceptedOrder } from './decide-order.js';
import { toUsd } from './money.js';
import type { OrderResult } from './order-schemas.js';

// Builders for every OrderResult the service answers with (spec 2.5), for 200, 4xx and 429 alike.

export function placedResult(order: AcceptedOrder, orderId: string, disclaimer: string): OrderResult {
  const facts: ConfirmationFacts = {
    kind: 'placed',
    status: order.status,
    orderId,
    lines: order.lines,
    totalCents: order.totalCents,
    fulfillment: order.fulfillment,
    requestedAt: order.requestedAt,
    escalationReasons: order.escalationReasons,
  };
  return {
    status: order.status,
    order_id: orderId,
    estimated_total_usd: toUsd(order.totalCents),
    confirmation_text: confirmationText(facts, disclaimer),
    escalation_reasons: order.escalationReasons,
  };
}

export function duplicateResult(order: AcceptedOrder, earlierOrderId: string, disclaimer: string): OrderResult {
  return {
    status: 'duplicate',
    order_id: earlierOrderId,
    duplicate_of: earlierOrderId,
    estimated_total_usd: toUsd(order.totalCents),
    confirmation_text: confirmationText({ kind: 'duplicate', earlierOrderId }, disclaimer),
    escalation_reasons: [],
  };
}

export function rejectedResult(error: AppError, disclaimer: string, totalCents = 0): OrderResult {
  const facts: ConfirmationFacts =
    error.code === 'rate_limited' || error.code === 'too_many_requests'
      ? { kind: 'rate_limited', retryAfterSeconds: (error as AppError<'rate_limited'>).detail.seconds }
      : (error.status >= 500 && error.code !== 'ordering_paused') || error.code === 'idempotency_request_in_flight'
        ? { kind: 'retry_later' }
        : { kind: 'rejected', reason: error.customerMessage };
  return {
    status: 'rejected',
    order_id: null,
    estimated_total_usd: toUsd(totalCents),
    confirmation_text: confirmationText(facts, disclaimer),
    error: error.message,
    error_code: error.code,
    escalation_reasons: [],
  };
}
