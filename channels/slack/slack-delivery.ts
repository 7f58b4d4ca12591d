import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Clock } from '../../src/clock.js';
import type { Config } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import { findOrder, orderHistory, type StoredOrder } from '../../src/db/orders-repository.js';
import { staffRequests } from '../../src/db/schema.js';
import { findSettingsChange } from '../../src/db/settings-repository.js';
import { ordersPlacedBetween, QUEUE_STATES, stillWaiting } from '../../src/db/staff-queue-repository.js';
import { BAKERY_ZONE } from '../../src/orders/business-time.js';
import { dailySummary, orderReminder } from './staff-queue-blocks.js';
import type { OrderAction } from '../../src/orders/order-states.js';
import { CannotDeliver, type Deliver, type OutboxMessage, RetryLater } from '../../src/staff/outbox-messages.js';
import { callCustomerAlert, type Decision, decidedOrderAlert, morningDigest, orderAlert, type SlackMessage, staffRequestAlert } from './blocks.js';
import { settingsChangeAnnouncement } from './settings-text.js';
import { findPostedAlert, rememberPostedAlert } from './slack-alerts-repository.js';
import { createSlackApiCall, type SlackApiCall, SlackApiError } from './slack-web-api.js';

/** The outbox message types createSlackDelivery sends. */
export const SLACK_MESSAGE_TYPES = [
  'slack.order_alert',
  'slack.order_decided',
  'slack.staff_request',
  'slack.morning_digest',
  'slack.call_customer',
  'slack.settings_changed',
  'slack.order_reminder',
  'slack.daily_summary',
] as const satisfies readonly OutboxMessage['type'][];

export type SlackMessageType = (typeof SLACK_MESSAGE_TYPES)[number];

export type SlackDeliveryDeps = {
  config: Config;
  db: Db;
  clock: Clock;
  fetchImpl?: typeof fetch;
  /** How long one Slack call may take (10 s unless told). */
  timeoutMs?: number;
};

const WAITING_STATES = new Set(['needs_approval', 'held_overnight', 'pending']);
const DECISIONS = new Set<string>(['approve', 'decline', 'cancel']);
// The stored message is gone or can no longer be edited (deleted by someone, too old): post anew.
const UPDATE_GONE = new Set(['message_not_found', 'cant_update_message', 'edit_window_closed']);

/**
 * Sends the 'slack.*' outbox messages to the staff channel. Every message reads the current
 * state when it is sent, and every Slack message has a subject: a retry (even after a crash
 * between posting and remembering) updates the posted message instead of posting a second one.
 */
export function createSlackDelivery(deps: SlackDeliveryDeps): Deliver {
  const { botToken, staffChannel, apiUrl } = deps.config.slack;
  const slack = botToken ? createSlackApiCall({ apiUrl, botToken, fetchImpl: deps.fetchImpl, timeoutMs: deps.timeoutMs }) : null;
  return async (message) => {
    if (!slack) throw new CannotDeliver('SLACK_BOT_TOKEN is not set: staff alerts cannot be sent');
    if (!staffChannel) throw new CannotDeliver('SLACK_STAFF_CHANNEL is not set: staff alerts have nowhere to go');
    const publish = (subject: string, content: SlackMessage) => publishOrUpdate({ ...deps, slack, staffChannel }, subject, content);
    switch (message.type) {
      case 'slack.order_alert': {
        const order = await requireOrder(deps.db, message.orderId);
        // Decided before the alert went out (or between a post and a crash): show the outcome.
        const decision = WAITING_STATES.has(order.status) ? null : await latestDecision(deps.db, order);
        return publish(order.id, decision ? decidedOrderAlert(order, decision) : orderAlert(order));
      }
      case 'slack.order_decided': {
        const order = await requireOrder(deps.db, message.orderId);
        const at = (await decisionTime(deps.db, order, message.action)) ?? DateTime.fromJSDate(order.updatedAt);
        const decision: Decision = { action: message.action, actor: message.actor, reason: message.reason, at };
        return publish(order.id, decidedOrderAlert(order, decision));
      }
      case 'slack.staff_request': {
        const [request] = await deps.db.select().from(staffRequests).where(eq(staffRequests.id, message.requestId));
        if (!request) throw new CannotDeliver(`staff request ${message.requestId} does not exist`);
        return publish(`staff-request:${request.id}`, staffRequestAlert(request));
      }
      case 'slack.call_customer': {
        const order = await requireOrder(deps.db, message.orderId);
        return publish(`call-customer:${order.id}:${message.action}`, callCustomerAlert(order, message.text));
      }
      case 'slack.morning_digest': {
        const orders = (await Promise.all(message.orderIds.map((id) => findOrder(deps.db, id)))).filter((order) => order !== null);
        return publish(`morning-digest:${message.day}`, morningDigest(message.day, orders));
      }
      case 'slack.settings_changed': {
        const change = await findSettingsChange(deps.db, message.changeSeq);
        if (!change) throw new CannotDeliver(`settings change ${message.changeSeq} does not exist`);
        return publish(`settings-change:${change.seq}`, settingsChangeAnnouncement(change));
      }
      case 'slack.order_reminder': {
        const order = await requireOrder(deps.db, message.orderId);
        // Decided since the reminder was queued: nothing to raise.
        if (!QUEUE_STATES.includes(order.status)) return;
        return publish(`order-reminder:${order.id}:${message.at}`, orderReminder(order, deps.clock()));
      }
      case 'slack.daily_summary': {
        const start = DateTime.fromISO(message.day, { zone: BAKERY_ZONE }).startOf('day');
        const placed = await ordersPlacedBetween(deps.db, start.toJSDate(), start.plus({ days: 1 }).toJSDate());
        return publish(`daily-summary:${message.day}`, dailySummary(message.day, placed, await stillWaiting(deps.db, 100)));
      }
      default:
        throw new CannotDeliver(`${message.type} is not a Slack message`);
    }
  };
}

type PublishDeps = SlackDeliveryDeps & { slack: SlackApiCall; staffChannel: string };

async function publishOrUpdate(deps: PublishDeps, subject: string, content: SlackMessage): Promise<void> {
  const posted = await findPostedAlert(deps.db, subject);
  if (posted) {
    try {
      await deps.slack('chat.update', { channel: posted.channel, ts: posted.ts, ...content });
      return;
    } catch (error) {
      if (!(error instanceof SlackApiError && UPDATE_GONE.has(error.slackError))) throw error;
    }
  }
  const answer = await deps.slack('chat.postMessage', { channel: deps.staffChannel, ...content, unfurl_links: false, unfurl_media: false });
  if (typeof answer.channel !== 'string' || typeof answer.ts !== 'string') {
    throw new RetryLater('slack chat.postMessage: the answer has no channel and ts');
  }
  // chat.update needs the channel id Slack answers with, not a #name from the configuration.
  await rememberPostedAlert(deps.db, subject, { channel: answer.channel, ts: answer.ts }, deps.clock());
}

async function requireOrder(db: Db, orderId: string): Promise<StoredOrder> {
  const order = await findOrder(db, orderId);
  if (!order) throw new CannotDeliver(`order ${orderId} does not exist`);
  return order;
}

async function latestDecision(db: Db, order: StoredOrder): Promise<Decision | null> {
  const event = (await orderHistory(db, order.id)).filter((candidate) => DECISIONS.has(candidate.action)).at(-1);
  if (!event) return null;
  return { action: event.action as OrderAction, actor: event.actor, reason: event.reason, at: DateTime.fromJSDate(event.at) };
}

async function decisionTime(db: Db, order: StoredOrder, action: OrderAction): Promise<DateTime | null> {
  const event = (await orderHistory(db, order.id)).filter((candidate) => candidate.action === action).at(-1);
  return event ? DateTime.fromJSDate(event.at) : null;
}
