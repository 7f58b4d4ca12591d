import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerDelivery } from '../../channels/customer-notifications.js';
import { createSlackDelivery } from '../../channels/slack/slack-delivery.js';
import { createTwilioOutbound } from '../../channels/twilio/twilio-outbound.js';
import { orderHistory } from '../../src/db/orders-repository.js';
import { orders } from '../../src/db/schema.js';
import { createOutboxWorker } from '../../src/staff/outbox-worker.js';
import { startFakeTwilioApi } from '../channels/helpers/fake-twilio-api.js';
import { ACCOUNT_SID, AUTH_TOKEN, inboundParams, PUBLIC_BASE_URL, signedDelivery, twimlMessages } from '../channels/helpers/twilio-webhook.js';
import { type FakeSlackApi, startFakeSlackApi } from '../channels/slack/helpers/fake-slack-api.js';
import { BOT_TOKEN, blockActionsBody, nowSeconds, SIGNING_SECRET, slackHeaders } from '../channels/slack/helpers/slack-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// The whole staff loop through the real app: a customer orders by SMS, staff get the alert in
// Slack, approve it with a button, the alert is updated and the customer is told by SMS.

let t: TestApp;
let slack: FakeSlackApi;
let twilioApi: Awaited<ReturnType<typeof startFakeTwilioApi>>;
const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  slack = await startFakeSlackApi();
  twilioApi = await startFakeTwilioApi();
  t = await createTestApp({
    env: {
      PUBLIC_BASE_URL,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_SMS_NUMBER: '+15125550199',
      TWILIO_API_BASE_URL: twilioApi.baseUrl,
      SLACK_BOT_TOKEN: BOT_TOKEN,
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_STAFF_CHANNEL: 'C0STAFF',
      SLACK_API_URL: slack.apiUrl,
    },
  });
});
afterAll(async () => {
  await t.close();
  await slack.close();
  await twilioApi.close();
});

function worker() {
  const outbound = createTwilioOutbound(t.config, { db: t.database.db, clock: t.clock });
  return createOutboxWorker({
    db: t.database.db,
    clock: t.clock,
    log: quietLog,
    deliverers: {
      slack: createSlackDelivery({ config: t.config, db: t.database.db, clock: t.clock }),
      customer: createCustomerDelivery({ db: t.database.db, catalogs: t.catalogs, outbound }),
    },
  });
}

/** Waits (bounded) for something the app does right after acknowledging Slack. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function click(orderId: string) {
  const body = blockActionsBody({ responseUrl: slack.responseUrl, userId: 'U0ANNA', action: { action_id: 'order_approve', type: 'button', value: orderId } });
  return t.app.inject({ method: 'POST', url: '/slack/events', payload: body, headers: slackHeaders(body, nowSeconds(t.clock()), 'application/x-www-form-urlencoded') });
}

describe('staff approve an order in Slack and the customer is told', () => {
  it('from SMS order to Slack alert to approval to the customer’s SMS', async () => {
    const from = '+15125550177';
    for (const text of ['2 lemon slices tomorrow at 3 pickup', 'my daughter is allergic to eggs', 'Kim', 'yes']) {
      const response = await t.app.inject(signedDelivery('/channels/sms', inboundParams({ From: from, Body: text })));
      expect(twimlMessages(response.body).length).toBeGreaterThan(0);
    }
    const [order] = await t.database.db.select().from(orders).where(eq(orders.phone, from));
    expect(order?.status).toBe('needs_approval');
    const orderId = order?.id as string;

    await worker().runOnce();
    const [posted] = slack.calls('/api/chat.postMessage');
    const alert = JSON.stringify(posted?.body);
    expect(posted?.headers.authorization).toBe(`Bearer ${BOT_TOKEN}`);
    expect(posted?.body.channel).toBe('C0STAFF');
    expect(alert).toContain(orderId);
    expect(alert).toContain('my daughter is allergic to eggs');
    expect(alert).toContain('Kim');
    expect(alert).toContain('order_approve');

    expect((await click(orderId)).statusCode).toBe(200);
    const statusOf = async () => (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;
    await eventually(async () => (await statusOf()) === 'confirmed');

    // A second click (or a colleague's) changes nothing and is told so.
    expect((await click(orderId)).statusCode).toBe(200);
    const ephemerals = () => slack.requests.filter((request) => request.path.startsWith('/response/'));
    await eventually(async () => ephemerals().length > 0);
    expect(await orderHistory(t.database.db, orderId)).toHaveLength(1);
    const ephemeral = ephemerals();
    expect(JSON.stringify(ephemeral.at(-1)?.body)).toMatch(/already confirmed/);

    await worker().runOnce();
    const [updated] = slack.calls('/api/chat.update');
    expect(JSON.stringify(updated?.body)).toContain('U0ANNA');
    expect(JSON.stringify(updated?.body)).not.toContain('order_approve');
    const sms = twilioApi.requests.filter((request) => request.path.endsWith('/Messages.json'));
    expect(sms).toHaveLength(1);
    expect(sms[0]?.form.To).toBe(from);
    expect(sms[0]?.form.Body).toMatch(new RegExp(`^Your order ${orderId} is confirmed: 2 x Lemon Chiffon Cake Slice`));
  });
});

describe('Slack failing, then rate limiting for minutes, then recovering', () => {
  it('every alert arrives in Slack exactly once', async () => {
    const placed: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/order',
        payload: { customer: 'Lee', phone: `+1512209000${n}`, items: [{ sku: 'custom' }], datetime: '2026-11-25T12:00:00-06:00' },
      });
      placed.push(response.json().order_id);
    }
    const before = slack.requests.length;
    const answeredOk = new Set<number>();
    // 500s for the first few calls, then 429 with Retry-After 60 for a while, then normal.
    slack.respondWith((_request, index) => {
      if (index < before + 3) return { status: 500, body: { ok: false } };
      if (index < before + 10) return { status: 429, body: { ok: false, error: 'ratelimited' }, headers: { 'retry-after': '60' } };
      answeredOk.add(index);
      return { status: 200, body: { ok: true, channel: 'C0STAFF', ts: `1700000000.${String(index).padStart(6, '0')}` } };
    });
    const running = worker();
    for (let round = 0; round < 80; round += 1) {
      await running.runOnce();
      t.clock.advance({ seconds: 15 });
    }
    const failed = slack.requests.slice(before).filter((_, i) => !answeredOk.has(before + i));
    expect(failed).toHaveLength(10); // three 500s and seven 429s really happened
    const delivered = slack.requests
      .filter((request, index) => answeredOk.has(index) && request.path === '/api/chat.postMessage')
      .map((request) => placed.find((id) => JSON.stringify(request.body).includes(id)));
    expect(delivered.sort()).toEqual([...placed].sort());
    t.clock.set('2026-11-20T10:00:00-06:00');
  });
});
