import type { types } from '@slack/bolt';
import { DateTime } from 'luxon';
import type { StoredOrder } from '../../src/db/orders-repository.js';
import type { staffRequests } from '../../src/db/schema.js';
import { formatLocal } from '../../src/orders/business-time.js';
import { formatUsd } from '../../src/orders/money.js';
import type { OrderAction } from '../../src/orders/order-states.js';
import { DECLINE_REASONS, type DeclineReasonCode, declineOptionValue } from './decline-reasons.js';
import { channelName, clip, escapeMrkdwn, reasonWords, statusWords } from './slack-text.js';

export type Block = types.KnownBlock;
export type SlackMessage = { text: string; blocks: Block[] };
export type StaffRequest = typeof staffRequests.$inferSelect;
export type Decision = { action: OrderAction; actor: string; reason: string | null; at: DateTime };

export const APPROVE_ACTION_ID = 'order_approve';
export const DECLINE_ACTION_ID = 'order_decline';

// Block Kit limits: section text 3000, field 2000, header 150, option text 75.
const SECTION_MAX = 3000;
const FIELD_MAX = 2000;
const HEADER_MAX = 150;

const mrkdwn = (text: string, max = SECTION_MAX): types.MrkdwnElement => ({ type: 'mrkdwn', text: clip(text, max) });
const plain = (text: string, max: number): types.PlainTextElement => ({ type: 'plain_text', text: clip(text, max), emoji: true });
const header = (text: string): Block => ({ type: 'header', text: plain(text, HEADER_MAX) });
const section = (text: string): Block => ({ type: 'section', text: mrkdwn(text) });
const local = (instant: Date | DateTime): string =>
  formatLocal(instant instanceof Date ? DateTime.fromJSDate(instant) : instant);

/** The alert for an order that needs a person, with Approve and Decline. */
export function orderAlert(order: StoredOrder): SlackMessage {
  return {
    text: `Order ${order.id} ${statusWords(order.status)}: ${itemCount(order)} for ${local(order.requestedAt)}`,
    blocks: [header(`:cake: Order ${order.id} ${statusWords(order.status)}`), ...orderFacts(order), decisionActions(order.id)],
  };
}

/** The same alert once decided: the facts stay, the buttons go, and it says who decided. */
export function decidedOrderAlert(order: StoredOrder, decision: Decision): SlackMessage {
  const outcome = decisionWords(decision);
  return {
    text: `Order ${order.id}: ${outcome}`,
    blocks: [
      header(`${DECISION_EMOJI[decision.action]} Order ${order.id} ${PAST_TENSE[decision.action]}`),
      ...orderFacts(order),
      { type: 'context', elements: [mrkdwn(outcome, FIELD_MAX)] },
    ],
  };
}

/** A customer asked to talk to a person. Nothing to click: staff call or text them back. */
export function staffRequestAlert(request: StaffRequest): SlackMessage {
  const fields = [
    mrkdwn(`*Channel*\n${channelName(request.channel)}`),
    // A web chat sender is a session id, not a number: staff reach that customer through the
    // phone number they give in the chat, which the assistant asks for.
    request.channel === 'webchat'
      ? mrkdwn('*Customer*\nweb chat (no phone until they give one in the chat)', FIELD_MAX)
      : mrkdwn(`*Customer's number*\n${escapeMrkdwn(request.sender)}`, FIELD_MAX),
    mrkdwn(`*Last order*\n${request.orderId ? `\`${request.orderId}\`` : 'None'}`),
    mrkdwn(`*Asked*\n${local(request.createdAt)}`),
  ];
  return {
    text: `A customer on ${channelName(request.channel)} asked for a person`,
    blocks: [
      header(':raising_hand: A customer asked for a person'),
      { type: 'section', fields },
      section(`*What they said*\n>${escapeMrkdwn(request.reason).replace(/\n/g, '\n>')}`),
    ],
  };
}

/**
 * Staff must phone a customer: the decision could not be sent on the channel they ordered from
 * (Messenger's window closed, no SMS possible). `tell` is what the customer would have been sent.
 */
export function callCustomerAlert(order: StoredOrder, tell: string): SlackMessage {
  const channel = channelName(order.channel);
  return {
    text: `Please call the customer of order ${order.id}: they can no longer be messaged on ${channel}`,
    blocks: [
      header(`:telephone_receiver: Please call the customer of order ${order.id}`),
      {
        type: 'section',
        fields: [mrkdwn(`*Ordered on*\n${channel}`), mrkdwn(`*Customer's number*\n${escapeMrkdwn(order.phone)}`, FIELD_MAX)],
      },
      section(`*Tell them*\n>${escapeMrkdwn(tell).replace(/\n/g, '\n>')}`),
      { type: 'context', elements: [mrkdwn(`Their ${channel} messaging window has closed and no text message could be sent.`, FIELD_MAX)] },
    ],
  };
}

/** The 8 AM digest: the orders released from the overnight hold, each with its own Approve. */
export function morningDigest(day: string, orders: StoredOrder[]): SlackMessage {
  const title = `:sunrise: Overnight orders for ${dayWords(day)}`;
  if (orders.length === 0) {
    return { text: `No orders were held overnight for ${dayWords(day)}`, blocks: [header(title), section('No orders were held overnight.')] };
  }
  return {
    text: `${orders.length} order${orders.length === 1 ? ' was' : 's were'} held overnight and wait${orders.length === 1 ? 's' : ''} for approval`,
    blocks: [
      header(title),
      section(`${orders.length === 1 ? 'This order was' : 'These orders were'} released from the overnight hold:`),
      ...orders.map(digestEntry),
    ],
  };
}

function digestEntry(order: StoredOrder): Block {
  const text = mrkdwn(
    `*\`${order.id}\`* · ${escapeMrkdwn(itemSummary(order))}\nRequested ${local(order.requestedAt)} · ${fulfillmentWords(order)}`,
  );
  if (!WAITING.has(order.status)) {
    return { type: 'section', block_id: `digest:${order.id}`, text: mrkdwn(`${text.text}\n_Now ${statusWords(order.status)}_`) };
  }
  return { type: 'section', block_id: `digest:${order.id}`, text, accessory: approveButton(order.id) };
}

const WAITING = new Set(['needs_approval', 'held_overnight', 'pending']);

function orderFacts(order: StoredOrder): Block[] {
  const blocks: Block[] = [
    {
      type: 'section',
      fields: [
        mrkdwn(`*Requested*\n${local(order.requestedAt)} (Central)`),
        mrkdwn(`*Fulfillment*\n${escapeMrkdwn(fulfillmentWords(order))}`, FIELD_MAX),
        mrkdwn(`*Customer*\n${escapeMrkdwn(order.customerName)}\n${escapeMrkdwn(order.phone)}`, FIELD_MAX),
        mrkdwn(`*Channel*\n${channelName(order.channel)}`),
        mrkdwn(`*Estimated total*\n${formatUsd(order.totalCents)}`),
      ],
    },
    section(`*Items*\n${order.items.map(itemLine).join('\n')}`),
  ];
  if (order.allergyNotes) {
    // Set apart between dividers, so nobody reads past it.
    blocks.push(
      { type: 'divider' },
      section(`:warning: *Allergy notes*\n>${escapeMrkdwn(order.allergyNotes).replace(/\n/g, '\n>')}`),
      { type: 'divider' },
    );
  }
  if (order.escalationReasons.length > 0) {
    blocks.push({ type: 'context', elements: [mrkdwn(`*Why a person is needed:* ${order.escalationReasons.map(reasonWords).join(', ')}`)] });
  }
  return blocks;
}

function itemLine(item: StoredOrder['items'][number]): string {
  const line = `• ${item.qty} × ${escapeMrkdwn(item.name)} (${item.size})`;
  return item.notes ? `${line}\n    _Note:_ ${escapeMrkdwn(item.notes)}` : line;
}

function itemSummary(order: StoredOrder): string {
  return order.items.map((item) => `${item.qty} × ${item.name} (${item.size})`).join(', ');
}

function itemCount(order: StoredOrder): string {
  const count = order.items.reduce((sum, item) => sum + item.qty, 0);
  return `${count} item${count === 1 ? '' : 's'}`;
}

function fulfillmentWords(order: StoredOrder): string {
  return order.fulfillment === 'delivery' ? `Delivery to ${order.address ?? '(no address)'}` : 'Pickup';
}

export function decisionActions(orderId: string): Block {
  return {
    type: 'actions',
    block_id: `decide:${orderId}`,
    elements: [
      approveButton(orderId),
      {
        type: 'static_select',
        action_id: DECLINE_ACTION_ID,
        placeholder: plain('Decline…', 75),
        options: (Object.entries(DECLINE_REASONS) as [DeclineReasonCode, string][]).map(([code, label]) => ({
          text: plain(label, 75),
          value: declineOptionValue(orderId, code),
        })),
        confirm: {
          title: plain('Decline this order?', 100),
          text: mrkdwn(`The customer will be told that order ${orderId} is declined.`, 300),
          confirm: plain('Decline', 30),
          deny: plain('Keep it', 30),
          style: 'danger',
        },
      },
    ],
  };
}

function approveButton(orderId: string): types.Button {
  return { type: 'button', action_id: APPROVE_ACTION_ID, style: 'primary', text: plain('Approve', 75), value: orderId };
}

const PAST_TENSE: Record<OrderAction, string> = {
  approve: 'approved',
  decline: 'declined',
  cancel: 'cancelled',
  release: 'released from the overnight hold',
  review: 'sent back for review',
};

const DECISION_EMOJI: Record<OrderAction, string> = {
  approve: ':white_check_mark:',
  decline: ':x:',
  cancel: ':no_entry_sign:',
  release: ':sunrise:',
  review: ':warning:',
};

function decisionWords(decision: Decision): string {
  // The actor is ours ("<@U123>" must stay a mention); the reason may be typed by a person.
  const verb = PAST_TENSE[decision.action];
  const said = `${verb.charAt(0).toUpperCase()}${verb.slice(1)} by ${decision.actor} at ${local(decision.at)}`;
  return decision.reason ? `${said}: ${escapeMrkdwn(decision.reason)}` : said;
}

function dayWords(day: string): string {
  const parsed = DateTime.fromISO(day);
  return parsed.isValid ? parsed.toFormat('cccc, LLL d') : day;
}
