import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox, settingsChanges } from '../../../src/db/schema.js';
import { createSettingsStore, type SettingsStore } from '../../../src/settings/settings-store.js';
import { NOT_ALLOWED_TEXT } from '../../../channels/slack/owner-panel.js';
import { fakeClock } from '../../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { type FakeSlackApi, type SlackResponder, slackOk, startFakeSlackApi } from './helpers/fake-slack-api.js';
import { createSlackEventsApp, type SlackEventsApp } from './helpers/slack-events-app.js';
import { blockActionsBody, nowSeconds, slackConfig, slackHeaders } from './helpers/slack-fixtures.js';
import { createSlackDelivery } from '../../../channels/slack/slack-delivery.js';

const FORM_TYPE = 'application/x-www-form-urlencoded';
const STAFF = 'U0BAKER';
const STRANGER = 'U0STRANGER';
const OWNER = 'U0OWNER'; // configured, not in the channel

let database: TestDatabase;
let slack: FakeSlackApi;
let t: SlackEventsApp;
let settings: SettingsStore;

// Slack as the panel sees it: the staff channel has one member, and views open.
const slackWithStaff: SlackResponder = (request, index) => {
  if (request.path === '/api/conversations.members') return { status: 200, body: { ok: true, members: [STAFF, 'U0OTHER'], response_metadata: { next_cursor: '' } } };
  if (request.path.startsWith('/api/views.')) return { status: 200, body: { ok: true, view: { id: 'V0PANEL' } } };
  return slackOk(request, index);
};

beforeAll(async () => {
  database = await createTestDatabase();
  slack = await startFakeSlackApi();
  settings = createSettingsStore({ db: database.db, clock: fakeClock(), startingClosedDays: [], cacheMs: 0 });
  t = await createSlackEventsApp(database, { apiUrl: slack.apiUrl, settings, env: { SLACK_OWNER_USER_IDS: OWNER, SLACK_STAFF_CHANNEL: 'C0STAFF' } });
});

afterAll(async () => {
  await t.app.close();
  await slack.close();
  await database.drop();
});

beforeEach(() => {
  slack.requests.length = 0;
  slack.respondWith(slackWithStaff);
});

const send = (rawBody: string) =>
  t.app.inject({ method: 'POST', url: '/slack/events', payload: rawBody, headers: slackHeaders(rawBody, nowSeconds(t.clock()), FORM_TYPE) });

const slashCommand = (userId: string, command = '/bakery', text = '') =>
  new URLSearchParams({ token: 'legacy', team_id: 'T0', channel_id: 'C0STAFF', user_id: userId, command, text, response_url: slack.responseUrl, trigger_id: '1.2.3', api_app_id: 'A0APP' }).toString();

function submission(userId: string, callbackId: string, values: Record<string, Record<string, unknown>>) {
  const payload = {
    type: 'view_submission',
    team: { id: 'T0', domain: 'bakery' },
    user: { id: userId, username: 'someone', team_id: 'T0' },
    api_app_id: 'A0APP',
    token: 'legacy',
    trigger_id: '4.5.6',
    view: {
      id: 'V0FORM',
      team_id: 'T0',
      app_id: 'A0APP',
      type: 'modal',
      callback_id: callbackId,
      private_metadata: '',
      hash: 'h',
      title: { type: 'plain_text', text: 'Form' },
      blocks: Object.keys(values).map((blockId) => ({ type: 'input', block_id: blockId })),
      state: { values: Object.fromEntries(Object.entries(values).map(([blockId, element]) => [blockId, { value: element }])) },
    },
  };
  return `payload=${encodeURIComponent(JSON.stringify(payload))}`;
}

const date = (selected_date: string | null) => ({ type: 'datepicker', selected_date });
const time = (selected_time: string | null) => ({ type: 'timepicker', selected_time });
const text = (value: string | null) => ({ type: 'plain_text_input', value });
const number = (value: string | null) => ({ type: 'number_input', value });

describe('the owner panel in Slack', () => {
  it('/bakery opens the panel for a member of the staff channel, with what is in force', async () => {
    const response = await send(slashCommand(STAFF));
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => expect(slack.calls('/api/views.open')).toHaveLength(1));
    const [open] = slack.calls('/api/views.open');
    expect(open?.body.trigger_id).toBe('1.2.3');
    const view = JSON.parse(open?.body.view as string);
    expect(view.callback_id).toBe('owner_panel');
    expect(JSON.stringify(view.blocks)).toContain('Online ordering is open');
    expect(slack.calls('/api/conversations.members')[0]?.body.channel).toBe('C0STAFF');
  });

  it('refuses someone outside the staff channel politely, and opens nothing', async () => {
    const response = await send(slashCommand(STRANGER));
    expect(response.json()).toEqual({ response_type: 'ephemeral', text: NOT_ALLOWED_TEXT });
    expect(slack.calls('/api/views.open')).toHaveLength(0);
  });

  it('lets a configured owner in without being in the channel', async () => {
    await send(slashCommand(OWNER, '/orders', 'settings'));
    await vi.waitFor(() => expect(slack.calls('/api/views.open')).toHaveLength(1));
  });

  it('a Pause form pauses ordering until the chosen Central time, recorded as its author and announced', async () => {
    const response = await send(submission(STAFF, 'owner_pause', { reason: text('Oven repair'), resume_day: date('2026-11-20'), resume_time: time('14:30') }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ response_action: 'clear' });
    const current = await settings.current();
    expect(current.pause).toMatchObject({ reason: 'Oven repair', resumeAt: '2026-11-20T20:30:00.000Z' });
    const [change] = (await database.db.select().from(settingsChanges)).slice(-1);
    expect(change).toMatchObject({ actor: `<@${STAFF}>`, change: { kind: 'pause', reason: 'Oven repair' } });
    expect((await database.db.select().from(outbox)).map((row) => row.message)).toContainEqual({ type: 'slack.settings_changed', changeSeq: change?.seq });
  });

  it('the staff channel is told who changed what', async () => {
    const { seq } = await settings.change(`<@${STAFF}>`, { kind: 'pause', reason: 'Oven <repair>', resumeAt: '2026-11-20T20:30:00.000Z' });
    const deliver = createSlackDelivery({ config: slackConfig(slack.apiUrl, { SLACK_STAFF_CHANNEL: 'C0STAFF' }), db: database.db, clock: t.clock });
    await deliver({ type: 'slack.settings_changed', changeSeq: seq });
    const [post] = slack.calls('/api/chat.postMessage');
    expect(post?.body).toMatchObject({ channel: 'C0STAFF', text: `:gear: <@${STAFF}> paused online ordering until Fri, Nov 20 at 2:30 PM (Central): Oven &lt;repair&gt;.` });
  });

  it('a resume time already past is refused on its field', async () => {
    const response = await send(submission(STAFF, 'owner_pause', { reason: text(null), resume_day: date('2026-11-19'), resume_time: time('09:00') }));
    expect(response.json()).toMatchObject({ response_action: 'errors', errors: { resume_day: expect.stringContaining('already passed') } });
  });

  it('Resume in the panel resumes ordering and refreshes the panel', async () => {
    await settings.change('<@U0OWNER>', { kind: 'pause', reason: null, resumeAt: null });
    await send(blockActionsBody({ responseUrl: slack.responseUrl, userId: STAFF, action: { type: 'button', action_id: 'owner_resume', value: 'resume' } }).replace(
      encodeURIComponent('"container"'),
      encodeURIComponent('"view":{"id":"V0PANEL"},"container"'),
    ));
    await vi.waitFor(() => expect(slack.calls('/api/views.update')).toHaveLength(1));
    expect((await settings.current()).pause).toBeNull();
    expect(slack.calls('/api/views.update')[0]?.body.view_id).toBe('V0PANEL');
  });

  it('closed days, special hours and capacity are set from their forms', async () => {
    expect((await send(submission(STAFF, 'owner_closed_day', { day: date('2026-12-25'), change: { type: 'radio_buttons', selected_option: { value: 'close_day' } } }))).json()).toEqual({ response_action: 'clear' });
    expect((await send(submission(OWNER, 'owner_special_hours', { day: date('2026-12-24'), opens: time('08:00'), closes: time('14:00'), usual: { type: 'checkboxes', selected_options: [] } }))).json()).toEqual({ response_action: 'clear' });
    expect((await send(submission(STAFF, 'owner_capacity', { per_slot: number('4'), cakes_per_day: number(null) }))).json()).toEqual({ response_action: 'clear' });
    const current = await settings.current();
    expect(current.closedDays).toContain('2026-12-25');
    expect(current.specialHours['2026-12-24']).toEqual({ opens: '08:00', closes: '14:00' });
    expect(current.capacity).toEqual({ ordersPerSlot: 4, cakesPerDay: null });
  });

  it('special hours closing before they open are refused on the closing field', async () => {
    const response = await send(submission(STAFF, 'owner_special_hours', { day: date('2026-12-24'), opens: time('14:00'), closes: time('08:00'), usual: { type: 'checkboxes', selected_options: [] } }));
    expect(response.json()).toEqual({ response_action: 'errors', errors: { closes: 'closing time must be after opening time' } });
  });

  it('a form submitted by someone outside the staff channel changes nothing', async () => {
    const before = (await database.db.select().from(settingsChanges)).length;
    const response = await send(submission(STRANGER, 'owner_capacity', { per_slot: number('1'), cakes_per_day: number('1') }));
    expect(response.json()).toEqual({ response_action: 'errors', errors: { per_slot: NOT_ALLOWED_TEXT } });
    expect(await database.db.select().from(settingsChanges)).toHaveLength(before);
  });
});
