import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { type FakeSlackApi, startFakeSlackApi } from './helpers/fake-slack-api.js';
import { createSlackEventsApp, type SlackEventsApp } from './helpers/slack-events-app.js';
import { nowSeconds, slackHeaders } from './helpers/slack-fixtures.js';

// Signed Slack requests that no Slack sends: a 5xx would make Slack retry them, so each is
// refused with a 400 that says which field is wrong, and logged.

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

function send(rawBody: string, contentType: string) {
  return t.app.inject({ method: 'POST', url: '/slack/events', payload: rawBody, headers: slackHeaders(rawBody, nowSeconds(t.clock()), contentType) });
}
const json = (body: unknown) => send(JSON.stringify(body), 'application/json');
const interaction = (payload: unknown) => send(`payload=${encodeURIComponent(JSON.stringify(payload))}`, 'application/x-www-form-urlencoded');

const MALFORMED: [string, () => ReturnType<typeof send>][] = [
  ['event_callback with event null', () => json({ type: 'event_callback', event_id: 'Ev1', event: null })],
  ['event_callback without event', () => json({ type: 'event_callback', event_id: 'Ev2' })],
  ['event_callback with an event without type', () => json({ type: 'event_callback', event_id: 'Ev3', event: { text: 'hi' } })],
  ['event_callback with a NUL in event_id', () => json({ type: 'event_callback', event_id: 'Ev\u00004', event: { type: 'app_mention', text: 'hi', channel: 'C1', ts: '1.2', user: 'U1' } })],
  ['block_actions without user', () => interaction({ type: 'block_actions', actions: [{ action_id: 'order_approve', type: 'button', value: 'x' }], response_url: 'https://hooks.slack.test/x' })],
  ['block_actions with user null', () => interaction({ type: 'block_actions', user: null, actions: [{ action_id: 'order_approve', type: 'button', value: 'x' }] })],
  ['block_actions without actions', () => interaction({ type: 'block_actions', user: { id: 'U1' } })],
  ['block_actions with an action that is not an object', () => interaction({ type: 'block_actions', user: { id: 'U1' }, actions: [null] })],
  ['view_submission with an empty view', () => interaction({ type: 'view_submission', user: { id: 'U1' }, view: {} })],
  ['view_submission without view', () => interaction({ type: 'view_submission', user: { id: 'U1' } })],
  ['view_closed with view null', () => interaction({ type: 'view_closed', user: { id: 'U1' }, view: null })],
  ['a payload of no known type', () => interaction({ type: 42 })],
];

describe('POST /slack/events: signed but malformed', () => {
  it.each(MALFORMED)('%s is a 400 malformed_webhook, logged', async (_name, request) => {
    const before = t.logLines.length;
    const response = await request();
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: 'malformed_webhook' });
    expect(t.logLines.slice(before).some((line) => line.includes('slack request refused: malformed'))).toBe(true);
  });

  it('a well-formed event of a type nobody listens to is acknowledged with an empty 200', async () => {
    const response = await json({ type: 'event_callback', event_id: 'Ev9', event: { type: 'reaction_added', user: 'U1' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});
