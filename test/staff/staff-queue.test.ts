import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { dailyJobs, orderReminders, orders, outbox } from '../../src/db/schema.js';
import { createSettingsStore, type SettingsStore } from '../../src/settings/settings-store.js';
import { runClosingSummary, runReminders, type StaffJobsDeps, staffJobsPlugin } from '../../src/staff/staff-jobs.js';
import Fastify from 'fastify';
import { createSlackDelivery } from '../../channels/slack/slack-delivery.js';
import { staffQueueMessage } from '../../channels/slack/staff-queue-blocks.js';
import { waitingForPerson } from '../../src/db/staff-queue-repository.js';
import { fakeClock } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { type FakeSlackApi, startFakeSlackApi } from '../channels/slack/helpers/fake-slack-api.js';
import { slackConfig, storeOrder } from '../channels/slack/helpers/slack-fixtures.js';

let database: TestDatabase;
let second: Database; // another instance's own connection pool (the same embedded database on PGlite)
let slack: FakeSlackApi;
const clock = fakeClock();
let settings: SettingsStore;

beforeAll(async () => {
  database = await createTestDatabase();
  second = database.url ? await openDatabase({ databaseUrl: database.url, maxConnections: 5 }) : database;
  slack = await startFakeSlackApi();
  settings = createSettingsStore({ db: database.db, clock, startingClosedDays: [], cacheMs: 0 });
});

afterAll(async () => {
  if (second !== database) await second.close();
  await slack.close();
  await database.drop();
});

beforeEach(async () => {
  await database.db.delete(outbox);
  await database.db.delete(orderReminders);
  await database.db.delete(dailyJobs);
  await database.db.update(orders).set({ status: 'confirmed' });
  slack.requests.length = 0;
});

const at = (iso: string) => new Date(DateTime.fromISO(iso).toMillis());
const queued = async (type: string) => (await database.db.select().from(outbox)).map((row) => row.message).filter((message) => message.type === type);
const instances = (): [StaffJobsDeps, StaffJobsDeps] => [
  { db: database.db, clock, settings, reminderMinutes: 30 },
  { db: second.db, clock, settings: createSettingsStore({ db: second.db, clock, startingClosedDays: [], cacheMs: 0 }), reminderMinutes: 30 },
];

describe('the staff queue', () => {
  it('lists orders waiting for a person oldest first, with age, reasons and buttons; held overnight apart', async () => {
    clock.set('2026-11-20T10:00:00-06:00');
    const newer = await storeOrder(database.db, { status: 'needs_approval', createdAt: at('2026-11-20T09:40:00-06:00'), updatedAt: at('2026-11-20T09:40:00-06:00') });
    const released = await storeOrder(database.db, { status: 'pending', escalationReasons: ['placed_overnight'], createdAt: at('2026-11-19T22:00:00-06:00'), updatedAt: at('2026-11-20T08:00:00-06:00') });
    await storeOrder(database.db, { status: 'held_overnight' });
    const message = staffQueueMessage(await waitingForPerson(database.db, 21), 1, clock());
    const text = JSON.stringify(message.blocks);
    expect(text.indexOf(released.id)).toBeLessThan(text.indexOf(newer.id));
    expect(text).toContain('waiting *2 h 00 min*');
    expect(text).toContain('waiting *20 min*');
    expect(text).toContain('_Allergy notes, Delivery_');
    expect(text).toContain('"action_id":"order_approve"');
    expect(text).toContain('"action_id":"order_decline"');
    expect(text).toContain('1 more held overnight until the 8 AM release.');
  });
});

describe('reminders', () => {
  it('raise an order waiting longer than the interval once, though two instances run at once; again after the interval', async () => {
    clock.set('2026-11-20T10:00:00-06:00');
    const late = await storeOrder(database.db, { status: 'needs_approval', updatedAt: at('2026-11-20T09:20:00-06:00') });
    await storeOrder(database.db, { status: 'needs_approval', updatedAt: at('2026-11-20T09:45:00-06:00') }); // 15 min: not yet
    const [a, b] = instances();
    const [fromA, fromB] = await Promise.all([runReminders(a), runReminders(b)]);
    expect([...fromA, ...fromB]).toEqual([late.id]);
    expect(await queued('slack.order_reminder')).toHaveLength(1);

    clock.advance({ minutes: 20 });
    await Promise.all([runReminders(a), runReminders(b)]);
    expect(await queued('slack.order_reminder')).toHaveLength(2); // the second order is now late too; the first not again yet
    clock.advance({ minutes: 15 });
    await Promise.all([runReminders(a), runReminders(b)]);
    expect((await queued('slack.order_reminder')).filter((message) => message.orderId === late.id)).toHaveLength(2);
  });

  it('are not sent outside business hours, on a closed day, or for a decided order', async () => {
    clock.set('2026-11-20T20:30:00-06:00');
    await storeOrder(database.db, { status: 'needs_approval', updatedAt: at('2026-11-20T18:00:00-06:00') });
    const [a] = instances();
    expect(await runReminders(a)).toEqual([]);
    clock.set('2026-11-21T10:00:00-06:00');
    await settings.change('<@U0OWNER>', { kind: 'close_day', day: '2026-11-21' });
    expect(await runReminders(a)).toEqual([]);
    await settings.change('<@U0OWNER>', { kind: 'open_day', day: '2026-11-21' });
    expect(await runReminders(a)).toHaveLength(1);
    await database.db.update(orders).set({ status: 'confirmed' });
    clock.advance({ hours: 2 });
    expect(await runReminders(a)).toEqual([]);
  });

  it('post the order again with its buttons; a reminder for an order decided since posts nothing', async () => {
    clock.set('2026-11-20T10:00:00-06:00');
    const order = await storeOrder(database.db, { status: 'needs_approval', updatedAt: at('2026-11-20T09:15:00-06:00') });
    const deliver = createSlackDelivery({ config: slackConfig(slack.apiUrl), db: database.db, clock });
    await deliver({ type: 'slack.order_reminder', orderId: order.id, at: clock().toISO() as string });
    const [post] = slack.calls('/api/chat.postMessage');
    expect(post?.body.text).toBe(`:alarm_clock: Order ${order.id} has been waiting 45 min for a person`);
    expect(JSON.stringify(post?.body.blocks)).toContain('order_approve');
    await database.db.update(orders).set({ status: 'confirmed' });
    await deliver({ type: 'slack.order_reminder', orderId: order.id, at: clock().plus({ minutes: 30 }).toISO() as string });
    expect(slack.calls('/api/chat.postMessage')).toHaveLength(1);
  });
});

describe('the closing summary', () => {
  it('is queued once at closing time, whichever instance is first; special hours move it', async () => {
    const [a, b] = instances();
    clock.set('2026-11-20T19:59:00-06:00');
    expect(await runClosingSummary(a)).toBe(false);
    clock.set('2026-11-20T20:00:00-06:00');
    const results = await Promise.all([runClosingSummary(a), runClosingSummary(b)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await queued('slack.daily_summary')).toEqual([{ type: 'slack.daily_summary', day: '2026-11-20' }]);

    await settings.change('<@U0OWNER>', { kind: 'special_hours', day: '2026-11-24', opens: '08:00', closes: '14:00' });
    clock.set('2026-11-24T14:00:00-06:00');
    expect(await runClosingSummary(a)).toBe(true);
  });

  it('tells the channel the day by status and channel, the total, and what still waits', async () => {
    const day = (time: string) => at(`2026-11-25T${time}:00-06:00`);
    await storeOrder(database.db, { status: 'confirmed', channel: 'sms', totalCents: 2000, createdAt: day('09:00'), updatedAt: day('09:00') });
    await storeOrder(database.db, { status: 'declined', channel: 'web', totalCents: 9000, createdAt: day('10:00'), updatedAt: day('10:30') });
    const waiting = await storeOrder(database.db, { status: 'needs_approval', channel: 'web', totalCents: 3000, createdAt: day('11:00'), updatedAt: day('11:00') });
    const deliver = createSlackDelivery({ config: slackConfig(slack.apiUrl), db: database.db, clock });
    await deliver({ type: 'slack.daily_summary', day: '2026-11-25' });
    const [post] = slack.calls('/api/chat.postMessage');
    expect(post?.body.text).toBe('Summary of Wed, Nov 25: 3 orders placed, 50.00 USD');
    const blocks = JSON.stringify(post?.body.blocks);
    expect(blocks).toContain('confirmed: 1 · declined: 1 · needs approval: 1');
    expect(blocks).toContain('SMS: 1 · Website: 2');
    expect(blocks).toContain(waiting.id);
  });
});

describe('the staff jobs plugin', () => {
  it('runs when the app is ready and stops when it closes', async () => {
    clock.set('2026-11-20T10:00:00-06:00');
    let passes = 0;
    const counting: SettingsStore = { current: () => ((passes += 1), settings.current()), change: settings.change };
    const app = Fastify();
    await app.register(staffJobsPlugin({ db: database.db, clock, settings: counting, reminderMinutes: 30 }, 20));
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(passes).toBeGreaterThan(1);
    await app.close();
    const after = passes;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(passes).toBe(after);
  });
});
