import { CannotDeliver, type Deliver, RetryLater } from '../../src/staff/outbox-messages.js';
import type { MetaSendApi } from './send-api.js';

/**
 * Sends one queued part of an answer. Rate limits and outages are retried (the outbox backs off;
 * a rate limit holds every Meta send until it passes); anything Meta will never accept is
 * dead-lettered with the reason, for staff to see.
 */
export function createMetaSend(api: MetaSendApi): Deliver {
  return async (message) => {
    if (message.type !== 'meta.send') throw new CannotDeliver(`not a Meta send: ${message.type}`);
    const outcome = await api.send(message.channel, { recipient: message.recipient, text: message.text, quickReplies: message.quickReplies });
    const where = message.channel === 'fb' ? 'Messenger' : 'Instagram';
    switch (outcome.kind) {
      case 'sent':
        return;
      case 'skipped':
        if (outcome.reason === 'not_configured') throw new RetryLater(`${where} is not configured`, 600);
        throw new CannotDeliver(`${where}: the customer's 24-hour messaging window has closed (Graph error 10/2018278)`);
      case 'failed':
        if (outcome.retryable) throw new RetryLater(`${where}: ${outcome.code}: ${outcome.message}`, outcome.retryAfterSeconds ?? null);
        throw new CannotDeliver(`${where}: ${outcome.code}: ${outcome.message}`);
    }
  };
}
