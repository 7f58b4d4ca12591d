import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import { type Config, loadConfig } from '../../../../src/config.js';
import type { Db } from '../../../../src/db/database.js';
import type { StoredOrder } from '../../../../src/db/orders-repository.js';
import { orders } from '../../../../src/db/schema.js';
import { newOrderId } from '../../../../src/orders/order-id.js';
import { slackSignature } from '../../../../channels/slack/signature.js';

export const SIGNING_SECRET = '8f742231b10e8888abcd99yyyzzz85a5';
export const BOT_TOKEN = 'xoxb-123-456-abcdef';

export function slackConfig(apiUrl: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    SLACK_BOT_TOKEN: BOT_TOKEN,
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_STAFF_CHANNEL: '#orders',
    SLACK_API_URL: apiUrl,
    ...env,
  });
}

/** An order as the database stores it: a delivery with allergy notes, waiting for staff. */
export function aStoredOrder(overrides: Partial<StoredOrder> = {}): StoredOrder {
  const at = new Date('2026-11-20T16:00:00Z');
  return {
    id: newOrderId(),
    status: 'needs_approval',
    channel: 'sms',
    customerName: 'Ada Lovelace',
    phone: '+15125550100',
    fulfillment: 'delivery',
    address: '12 Elm St, Austin TX',
    requestedAt: new Date('2026-11-21T20:00:00Z'), // Sat 2:00 PM Central
    allergyNotes: 'Severe peanut allergy',
    items: [
      { sku: 'chocolate-fudge-whole', name: 'Chocolate Fudge Cake', category: 'whole-cake', size: '10-inch', qty: 1, unit_price_cents: 5500, line_total_cents: 5500, notes: 'Happy birthday Grace' },
      { sku: 'lemon-slice', name: 'Lemon Slice', category: 'slice', size: 'regular', qty: 3, unit_price_cents: 650, line_total_cents: 1950, notes: null },
    ],
    totalCents: 7450,
    escalationReasons: ['allergy_notes', 'delivery'],
    catalogVersion: 'test',
    integratorId: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export async function storeOrder(db: Db, overrides: Partial<StoredOrder> = {}): Promise<StoredOrder> {
  const order = aStoredOrder(overrides);
  await db.insert(orders).values(order);
  return order;
}

/** The headers Slack sends with a body signed at `timestamp` (seconds). */
export function slackHeaders(rawBody: string, timestamp: number, contentType: string, secret = SIGNING_SECRET) {
  const ts = String(timestamp);
  return { 'content-type': contentType, 'x-slack-request-timestamp': ts, 'x-slack-signature': slackSignature(secret, ts, rawBody) };
}

export function blockActionsBody(options: { responseUrl: string; userId?: string; action: Record<string, unknown> }) {
  const payload = {
    type: 'block_actions',
    team: { id: 'T0', domain: 'bakery' },
    user: { id: options.userId ?? 'U0BAKER', username: 'baker', team_id: 'T0' },
    api_app_id: 'A0APP',
    token: 'legacy',
    trigger_id: `${randomBytes(4).toString('hex')}.trigger`,
    channel: { id: 'C0STAFF', name: 'orders' },
    container: { type: 'message', message_ts: '1700000000.000100', channel_id: 'C0STAFF', is_ephemeral: false },
    response_url: options.responseUrl,
    actions: [{ block_id: 'decide', action_ts: '1700000001.000200', ...options.action }],
  };
  return `payload=${encodeURIComponent(JSON.stringify(payload))}`;
}

export const nowSeconds = (at: DateTime) => Math.floor(at.toSeconds());
