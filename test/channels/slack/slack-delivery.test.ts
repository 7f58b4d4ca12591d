import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSlackDelivery } from '../../../channels/slack/slack-delivery.js';
import { slackAlerts, staffRequests } from '../../../src/db/schema.js';
import { CannotDeliver, type Deliver, RetryLater } from '../../../src/staff/outbox-messages.js';
import { fakeClock } from '../../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { type FakeSlackApi, httpStatus, slackError, slackOk, startFakeSlackApi } from './helpers/fake-slack-api.js';
import { BOT_TOKEN, slackConfig, storeOrder } from './helpers/slack-fixtures.js';

let database: TestDatabase;
let slack: FakeSlackApi;
let deliver: Deliver;
const clock = fakeClock();

beforeAll(async () => {
  database = await createTestDatabase();
  slack = await startFakeSlackApi();
  deliver = createSlackDelivery({ config: slackConfig(slack.apiUrl), db: database.db, clock });
});

afterAll(async () => {
  await slack.close();
  await database.drop();
});

beforeEach(() => {
  slack.requests.length = 0;
  slack.respondWith(slackOk);
});

const storedAlert = async (subject: string) => (await database.db.select().from(slackAlerts).where(eq(slackAlerts.subject, subject)))[0];

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the delivery to fail');
}

describe('slack.order_alert', () => {
  it('posts the alert to the staff channel with the bot token and remembers where', async () => {
    const order = await storeOrder(database.db);
    await deliver({ type: 'slack.order_alert', orderId: order.id });

    const [post] = slack.calls('/api/chat.postMessage');
    expect(slack.requests).toHaveLength(1);
    expect(post?.headers.authorization).toBe(`Bearer ${BOT_TOKEN}`);
    expect(post?.headers['content-type']).toContain('application/json');
    expect(post?.body).toMatchObject({ channel: '#orders' });
    expect(JSON.stringify(post?.body.blocks)).toContain('order_approve');
    expect(JSON.stringify(post?.body.blocks)).toContain(order.id);
    expect(await storedAlert(order.id)).toMatchObject({ channel: 'C0STAFF', ts: expect.stringMatching(/^1700000000\./) });
  });

  it('updates the posted alert instead of posting twice when the message is delivered again', async () => {
    const order = await storeOrder(database.db);
    await deliver({ type: 'slack.order_alert', orderId: order.id });
    const first = await storedAlert(order.id);
    await deliver({ type: 'slack.order_alert', orderId: order.id });

    expect(slack.calls('/api/chat.postMessage')).toHaveLength(1);
    const [update] = slack.calls('/api/chat.update');
    expect(update?.body).toMatchObject({ channel: 'C0STAFF', ts: first?.ts });
  });

  it('cannot deliver an alert for an order that does not exist', async () => {
    expect(await failure(deliver({ type: 'slack.order_alert', orderId: 'ord_00000000000000000000' }))).toBeInstanceOf(CannotDeliver);
    expect(slack.requests).toHaveLength(0);
  });
});

describe('slack.order_decided', () => {
  it('updates the stored alert with chat.update: no buttons, who decided', async () => {
    const order = await storeOrder(database.db);
    await deliver({ type: 'slack.order_alert', orderId: order.id });
    const posted = await storedAlert(order.id);
    await deliver({ type: 'slack.order_decided', orderId: order.id, action: 'decline', actor: '<@U0BAKER>', reason: 'Fully booked' });

    const [update] = slack.calls('/api/chat.update');
    expect(update?.body).toMatchObject({ channel: posted?.channel, ts: posted?.ts });
    const blocks = JSON.stringify(update?.body.blocks);
    expect(blocks).not.toContain('order_approve');
    expect(blocks).toContain('Declined by <@U0BAKER>');
    expect(blocks).toContain('Fully booked');
  });

  it('posts the decided version when no alert was ever posted', async () => {
    const order = await storeOrder(database.db, { status: 'confirmed' });
    await deliver({ type: 'slack.order_decided', orderId: order.id, action: 'approve', actor: '<@U0BAKER>', reason: null });
    const [post] = slack.calls('/api/chat.postMessage');
    expect(JSON.stringify(post?.body.blocks)).toContain('Approved by <@U0BAKER>');
    expect(slack.calls('/api/chat.update')).toHaveLength(0);
    expect(await storedAlert(order.id)).toBeDefined();
  });

  it('posts anew when the stored message was deleted in Slack', async () => {
    const order = await storeOrder(database.db);
    await deliver({ type: 'slack.order_alert', orderId: order.id });
    slack.respondWith((request, index) => (request.path.endsWith('chat.update') ? slackError('message_not_found')(request, index) : slackOk(request, index)));
    await deliver({ type: 'slack.order_decided', orderId: order.id, action: 'approve', actor: '<@U0BAKER>', reason: null });
    expect(slack.calls('/api/chat.postMessage')).toHaveLength(2);
  });
});

describe('slack.staff_request and slack.morning_digest', () => {
  it('posts the staff request once, under staff-request:<id>', async () => {
    const [request] = await database.db
      .insert(staffRequests)
      .values({ channel: 'sms', sender: '+15125550111', reason: 'Can I talk to someone?', orderId: null, createdAt: clock().toJSDate() })
      .returning();
    await deliver({ type: 'slack.staff_request', requestId: request!.id });
    const [post] = slack.calls('/api/chat.postMessage');
    expect(JSON.stringify(post?.body)).toContain('+15125550111');
    expect(await storedAlert(`staff-request:${request!.id}`)).toBeDefined();
  });

  it('cannot deliver an unknown staff request', async () => {
    expect(await failure(deliver({ type: 'slack.staff_request', requestId: 999_999 }))).toBeInstanceOf(CannotDeliver);
  });

  it('posts the digest with an Approve per order', async () => {
    const first = await storeOrder(database.db, { status: 'pending' });
    const second = await storeOrder(database.db, { status: 'pending' });
    await deliver({ type: 'slack.morning_digest', day: '2026-11-21', orderIds: [first.id, second.id] });
    const [post] = slack.calls('/api/chat.postMessage');
    const blocks = JSON.stringify(post?.body.blocks);
    expect(blocks).toContain(first.id);
    expect(blocks).toContain(second.id);
    expect(blocks.match(/order_approve/g)).toHaveLength(2);
  });
});

describe('failures', () => {
  it('429 is RetryLater with Slack\'s Retry-After', async () => {
    const order = await storeOrder(database.db);
    slack.respondWith(httpStatus(429, { 'retry-after': '7' }));
    const error = await failure(deliver({ type: 'slack.order_alert', orderId: order.id }));
    expect(error).toBeInstanceOf(RetryLater);
    expect((error as RetryLater).retryAfterSeconds).toBe(7);
    expect(await storedAlert(order.id)).toBeUndefined();
  });

  it('500 is RetryLater without a delay', async () => {
    const order = await storeOrder(database.db);
    slack.respondWith(httpStatus(500));
    const error = await failure(deliver({ type: 'slack.order_alert', orderId: order.id }));
    expect(error).toBeInstanceOf(RetryLater);
    expect((error as RetryLater).retryAfterSeconds).toBeNull();
  });

  it('ok:false ratelimited is RetryLater; channel_not_found and invalid_auth cannot be delivered', async () => {
    const order = await storeOrder(database.db);
    slack.respondWith(slackError('ratelimited'));
    expect(await failure(deliver({ type: 'slack.order_alert', orderId: order.id }))).toBeInstanceOf(RetryLater);
    for (const code of ['channel_not_found', 'invalid_auth', 'not_in_channel', 'invalid_blocks']) {
      slack.respondWith(slackError(code));
      const error = await failure(deliver({ type: 'slack.order_alert', orderId: order.id }));
      expect(error).toBeInstanceOf(CannotDeliver);
      expect((error as Error).message).toContain(code);
    }
  });

  it('a network failure is RetryLater', async () => {
    const order = await storeOrder(database.db);
    const offline = createSlackDelivery({ config: slackConfig('http://127.0.0.1:9/api'), db: database.db, clock });
    expect(await failure(offline({ type: 'slack.order_alert', orderId: order.id }))).toBeInstanceOf(RetryLater);
  });

  it('a Slack that does not answer in time is RetryLater', async () => {
    const order = await storeOrder(database.db);
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const slow = createSlackDelivery({ config: slackConfig(slack.apiUrl), db: database.db, clock, fetchImpl: hanging, timeoutMs: 50 });
    const error = await failure(slow({ type: 'slack.order_alert', orderId: order.id }));
    expect(error).toBeInstanceOf(RetryLater);
    expect((error as Error).message).toMatch(/timeout|aborted/i);
  });

  it('cannot deliver without a bot token or a staff channel', async () => {
    const order = await storeOrder(database.db);
    const noToken = createSlackDelivery({ config: slackConfig(slack.apiUrl, { SLACK_BOT_TOKEN: '' }), db: database.db, clock });
    expect(await failure(noToken({ type: 'slack.order_alert', orderId: order.id }))).toBeInstanceOf(CannotDeliver);
    const noChannel = createSlackDelivery({ config: slackConfig(slack.apiUrl, { SLACK_STAFF_CHANNEL: '' }), db: database.db, clock });
    expect(await failure(noChannel({ type: 'slack.order_alert', orderId: order.id }))).toBeInstanceOf(CannotDeliver);
    expect(slack.requests).toHaveLength(0);
  });
});
