import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findOrder, orderHistory } from '../../../src/db/orders-repository.js';
import { outbox } from '../../../src/db/schema.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { type FakeSlackApi, slackOk, startFakeSlackApi } from './helpers/fake-slack-api.js';
import { createSlackEventsApp, type SlackEventsApp } from './helpers/slack-events-app.js';
import { BOT_TOKEN, blockActionsBody, nowSeconds, slackHeaders, storeOrder } from './helpers/slack-fixtures.js';

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

let database: TestDatabase;
let slack: FakeSlackApi;
let t: SlackEventsApp;

beforeAll(async () => {
  database = await createTestDatabase();
  slack = await startFakeSlackApi();
  t = await createSlackEventsApp(database, { apiUrl: slack.apiUrl });
});

afterAll(async () => {
  await t.app.close();
  await slack.close();
  await database.drop();
});

beforeEach(() => {
  slack.requests.length = 0;
  slack.respondWith(slackOk);
  t.decide.mockClear();
});

function send(rawBody: string, contentType: string, options: { at?: number; headers?: Record<string, string>; app?: SlackEventsApp } = {}) {
  const app = options.app ?? t;
  return app.app.inject({
    method: 'POST',
    url: '/slack/events',
    payload: rawBody,
    headers: { ...slackHeaders(rawBody, options.at ?? nowSeconds(app.clock()), contentType), ...options.headers },
  });
}

const approveClick = (orderId: string, userId = 'U0BAKER') =>
  blockActionsBody({
    responseUrl: slack.responseUrl,
    userId,
    action: { type: 'button', action_id: 'order_approve', value: orderId, text: { type: 'plain_text', text: 'Approve' } },
  });

/** The decision runs after Slack's request is acknowledged: wait until the nth call settled. */
async function settledDecision(n: number) {
  await vi.waitFor(() => expect(t.decide).toHaveBeenCalledTimes(n));
  return t.decide.mock.results[n - 1]!.value;
}

describe('POST /slack/events: signatures', () => {
  it('answers a signed url_verification with the challenge', async () => {
    const body = JSON.stringify({ token: 'legacy', challenge: '3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P', type: 'url_verification' });
    const response = await send(body, JSON_TYPE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ challenge: '3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P' });
  });

  it('refuses a forged signature with 403 invalid_signature', async () => {
    const body = JSON.stringify({ challenge: 'x', type: 'url_verification' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/slack/events',
      payload: body,
      headers: { ...slackHeaders(body, nowSeconds(t.clock()), JSON_TYPE, 'not-the-signing-secret') },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ ok: false, error: 'invalid_signature' });
    expect(response.json().message).toContain('X-Slack-Signature');
  });

  it('refuses a request signed 301 s ago, and one with no signature', async () => {
    const body = JSON.stringify({ challenge: 'x', type: 'url_verification' });
    expect((await send(body, JSON_TYPE, { at: nowSeconds(t.clock()) - 301 })).statusCode).toBe(403);
    const unsigned = await t.app.inject({ method: 'POST', url: '/slack/events', payload: body, headers: { 'content-type': JSON_TYPE } });
    expect(unsigned.statusCode).toBe(403);
  });

  it('refuses everything, after one warning, when no signing secret is configured', async () => {
    const off = await createSlackEventsApp(database, { apiUrl: slack.apiUrl, env: { SLACK_SIGNING_SECRET: '' } });
    try {
      expect(off.logLines.filter((line) => line.includes('SLACK_SIGNING_SECRET'))).toHaveLength(1);
      const body = JSON.stringify({ challenge: 'x', type: 'url_verification' });
      const response = await send(body, JSON_TYPE, { app: off });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'channel_disabled' });
    } finally {
      await off.app.close();
    }
  });
});

describe('POST /slack/events: buttons', () => {
  it('an Approve click decides once, as the clicker, and queues the Slack update', async () => {
    const order = await storeOrder(database.db);
    const response = await send(approveClick(order.id), FORM_TYPE);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');

    expect((await settledDecision(1)).kind).toBe('moved');
    expect(t.decide).toHaveBeenCalledWith({ orderId: order.id, action: 'approve', actor: '<@U0BAKER>', reason: null });
    expect((await findOrder(database.db, order.id))?.status).toBe('confirmed');
    const queued = await database.db.select().from(outbox);
    expect(queued.map((row) => row.message)).toContainEqual(expect.objectContaining({ type: 'slack.order_decided', orderId: order.id }));
    expect(slack.requests).toHaveLength(0); // the outbox updates the message, not the click
  });

  it('a shutdown right after a click waits for the decision it acknowledged', async () => {
    const own = await createSlackEventsApp(database, { apiUrl: slack.apiUrl });
    const real = own.decide.getMockImplementation()!;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    own.decide.mockImplementation(async (decision) => {
      await gate;
      return real(decision);
    });
    const order = await storeOrder(database.db);
    expect((await send(approveClick(order.id), FORM_TYPE, { app: own })).statusCode).toBe(200);
    let closed = false;
    const closing = own.app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    release();
    await closing;
    expect((await findOrder(database.db, order.id))?.status).toBe('confirmed');
  });

  it('a double click moves the order once and tells the clicker the second time', async () => {
    const order = await storeOrder(database.db);
    const click = approveClick(order.id);
    expect((await send(click, FORM_TYPE)).statusCode).toBe(200);
    expect((await settledDecision(1)).kind).toBe('moved');
    expect((await send(click, FORM_TYPE)).statusCode).toBe(200);
    expect((await settledDecision(2)).kind).toBe('refused');

    await vi.waitFor(() => expect(slack.calls('/response/T0/1234/abcd')).toHaveLength(1));
    const [ephemeral] = slack.calls('/response/T0/1234/abcd');
    expect(ephemeral?.body).toMatchObject({ response_type: 'ephemeral', replace_original: false });
    expect(ephemeral?.body.text).toBe(`Order ${order.id} is already confirmed by <@U0BAKER>, so nothing changed.`);
    expect(await orderHistory(database.db, order.id)).toHaveLength(1);
  });

  it('two staff clicking at the same moment move the order once', async () => {
    const order = await storeOrder(database.db);
    const responses = await Promise.all([send(approveClick(order.id, 'U0ALICE'), FORM_TYPE), send(approveClick(order.id, 'U0BOB'), FORM_TYPE)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    await vi.waitFor(() => expect(t.decide).toHaveBeenCalledTimes(2));
    const outcomes = await Promise.all(t.decide.mock.results.map((result) => result.value));
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['moved', 'refused']);
    expect(await orderHistory(database.db, order.id)).toHaveLength(1);
    await vi.waitFor(() => expect(slack.calls('/response/T0/1234/abcd')).toHaveLength(1));
  });

  it('Decline with a reason declines with the reason in words', async () => {
    const order = await storeOrder(database.db);
    const body = blockActionsBody({
      responseUrl: slack.responseUrl,
      action: {
        type: 'static_select',
        action_id: 'order_decline',
        selected_option: { text: { type: 'plain_text', text: 'Fully booked' }, value: `${order.id}|fully_booked` },
      },
    });
    expect((await send(body, FORM_TYPE)).statusCode).toBe(200);
    expect((await settledDecision(1)).kind).toBe('moved');
    expect(t.decide).toHaveBeenCalledWith({ orderId: order.id, action: 'decline', actor: '<@U0BAKER>', reason: 'Fully booked' });
    expect((await findOrder(database.db, order.id))?.status).toBe('declined');
  });

  it('ignores a decline option this app did not make', async () => {
    const order = await storeOrder(database.db);
    const body = blockActionsBody({
      responseUrl: slack.responseUrl,
      action: { type: 'static_select', action_id: 'order_decline', selected_option: { text: { type: 'plain_text', text: 'x' }, value: `${order.id}|because` } },
    });
    expect((await send(body, FORM_TYPE)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.decide).not.toHaveBeenCalled();
  });
});

describe('POST /slack/events: events and commands', () => {
  const mention = (eventId: string) =>
    JSON.stringify({
      token: 'legacy',
      team_id: 'T0',
      api_app_id: 'A0APP',
      type: 'event_callback',
      event_id: eventId,
      event_time: 1_700_000_000,
      authorizations: [{ team_id: 'T0', user_id: 'U0BOT', is_bot: true }],
      event: { type: 'app_mention', user: 'U0BAKER', text: '<@U0BOT> orders?', ts: '1700000000.000300', channel: 'C0STAFF', event_ts: '1700000000.000300' },
    });

  it('processes an event once, even when Slack retries it with X-Slack-Retry-Num', async () => {
    const body = mention('Ev0RETRIED');
    expect((await send(body, JSON_TYPE)).statusCode).toBe(200);
    await vi.waitFor(() => expect(slack.calls('/api/chat.postMessage')).toHaveLength(1));
    const retry = await send(body, JSON_TYPE, { headers: { 'x-slack-retry-num': '1', 'x-slack-retry-reason': 'http_timeout' } });
    expect(retry.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(slack.calls('/api/chat.postMessage')).toHaveLength(1);
    const [reply] = slack.calls('/api/chat.postMessage');
    expect(reply?.headers.authorization).toBe(`Bearer ${BOT_TOKEN}`);
    expect(reply?.body).toMatchObject({ channel: 'C0STAFF', thread_ts: '1700000000.000300' });
    expect(reply?.body.text).toContain('Orders waiting for staff');
  });

  it('answers a slash command, only to the one who asked, with the queue of orders waiting for a person', async () => {
    const waiting = await storeOrder(database.db, { status: 'needs_approval' });
    const held = await storeOrder(database.db, { status: 'held_overnight' });
    const decided = await storeOrder(database.db, { status: 'confirmed' });
    const body = new URLSearchParams({
      token: 'legacy',
      team_id: 'T0',
      channel_id: 'C0STAFF',
      user_id: 'U0BAKER',
      command: '/orders',
      text: '',
      response_url: slack.responseUrl,
      trigger_id: '1.2.3',
      api_app_id: 'A0APP',
    }).toString();
    const response = await send(body, FORM_TYPE);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.response_type).toBe('ephemeral');
    const blocks = JSON.stringify(answer.blocks);
    expect(blocks).toContain(`\`${waiting.id}\`* · needs approval`);
    expect(blocks).not.toContain(held.id); // waits for the 8 AM release, counted apart
    expect(blocks).toContain('held overnight until the 8 AM release');
    expect(blocks).not.toContain(decided.id);
  });

  it('refuses a body that is not one of Slack\'s', async () => {
    const response = await send('not json', JSON_TYPE);
    expect(response.statusCode).toBe(400);
  });
});
