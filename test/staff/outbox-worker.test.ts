import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueue, outboxCounts } from '../../src/db/outbox-repository.js';
import { outbox } from '../../src/db/schema.js';
import { loggerOptions } from '../../src/http/logger.js';
import { CannotDeliver, type OutboxMessage, RetryLater } from '../../src/staff/outbox-messages.js';
import { createOutboxWorker, DEFAULT_RETRY, retryDelayMs } from '../../src/staff/outbox-worker.js';
import { anOrder, createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(outbox);
  t.clock.set('2026-11-20T10:00:00-06:00');
});

const quietLog = { info: () => {}, warn: () => {}, error: () => {} };
const alert = (n: number): OutboxMessage => ({ type: 'slack.order_alert', orderId: `ord_test${n}` });

/** A fake Slack: records what arrives, and fails while `failing` says so. */
function fakeDestination() {
  const received: OutboxMessage[] = [];
  let failure: (() => Error) | null = null;
  return {
    received,
    failWith: (make: (() => Error) | null) => {
      failure = make;
    },
    deliver: async (message: OutboxMessage) => {
      if (failure) throw failure();
      received.push(message);
    },
  };
}

async function drain(worker: ReturnType<typeof createOutboxWorker>, rounds = 200, stepSeconds = 30) {
  for (let i = 0; i < rounds; i += 1) {
    await worker.runOnce();
    t.clock.advance({ seconds: stepSeconds });
  }
}

describe('alerts are queued with the change that causes them', () => {
  it('an order that needs a person queues one Slack alert in the same statement; a confirmed order none', async () => {
    const needsApproval = (await t.app.inject({ method: 'POST', url: '/api/order', payload: anOrder({ phone: '+15122070001', allergy_notes: 'peanuts' }) })).json();
    await t.app.inject({ method: 'POST', url: '/api/order', payload: anOrder({ phone: '+15122070002' }) });
    const rows = await t.database.db.select().from(outbox);
    expect(rows.map((row) => row.message)).toEqual([{ type: 'slack.order_alert', orderId: needsApproval.order_id }]);
  });

  it('a duplicate order queues nothing more', async () => {
    const order = anOrder({ phone: '+15122070003', allergy_notes: 'eggs' });
    await t.app.inject({ method: 'POST', url: '/api/order', payload: order });
    await t.app.inject({ method: 'POST', url: '/api/order', payload: order });
    expect(await t.database.db.select().from(outbox)).toHaveLength(1);
  });
});

describe('the outbox worker', () => {
  it('sends each message once, in order', async () => {
    const slack = fakeDestination();
    for (let n = 1; n <= 3; n += 1) await enqueue(t.database.db, alert(n), t.clock());
    const worker = createOutboxWorker({ db: t.database.db, clock: t.clock, deliverers: { slack: slack.deliver }, log: quietLog });
    await drain(worker, 3);
    expect(slack.received).toEqual([alert(1), alert(2), alert(3)]);
  });

  it('Slack failing, then answering 429 for minutes, then recovering: every alert arrives, once', async () => {
    const slack = fakeDestination();
    for (let n = 1; n <= 5; n += 1) await enqueue(t.database.db, alert(n), t.clock());
    const worker = createOutboxWorker({ db: t.database.db, clock: t.clock, deliverers: { slack: slack.deliver }, log: quietLog });
    slack.failWith(() => new RetryLater('HTTP 500'));
    await drain(worker, 4);
    slack.failWith(() => new RetryLater('HTTP 429', 60));
    await drain(worker, 12); // six minutes of 429s
    expect(slack.received).toHaveLength(0);
    slack.failWith(null);
    await drain(worker, 40);
    expect(slack.received.map((m) => (m as { orderId: string }).orderId).sort()).toEqual(['ord_test1', 'ord_test2', 'ord_test3', 'ord_test4', 'ord_test5']);
    expect(await outboxCounts(t.database.db)).toEqual({ pending: 0, dead: 0 });
  });

  it('honours Retry-After: nothing is sent to a rate-limited destination before it has passed', async () => {
    const slack = fakeDestination();
    await enqueue(t.database.db, alert(1), t.clock());
    await enqueue(t.database.db, alert(2), t.clock());
    const worker = createOutboxWorker({ db: t.database.db, clock: t.clock, deliverers: { slack: slack.deliver }, log: quietLog, random: () => 0 });
    slack.failWith(() => new RetryLater('HTTP 429', 120));
    await worker.runOnce();
    slack.failWith(null);
    t.clock.advance({ seconds: 119 });
    await worker.runOnce();
    expect(slack.received).toHaveLength(0);
    t.clock.advance({ seconds: 2 });
    await worker.runOnce();
    expect(slack.received).toHaveLength(2);
  });

  it('dead-letters after the attempt bound, and at once when delivery can never work', async () => {
    const slack = fakeDestination();
    await enqueue(t.database.db, alert(1), t.clock());
    const worker = createOutboxWorker({ db: t.database.db, clock: t.clock, deliverers: { slack: slack.deliver }, log: quietLog });
    slack.failWith(() => new RetryLater('HTTP 503'));
    await drain(worker, 60, 600);
    const [row] = await t.database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'dead', attempts: DEFAULT_RETRY.maxAttempts, lastError: 'HTTP 503' });

    await enqueue(t.database.db, alert(2), t.clock());
    slack.failWith(() => new CannotDeliver('channel_not_found'));
    await worker.runOnce();
    expect(await outboxCounts(t.database.db)).toEqual({ pending: 0, dead: 2 });
  });

  it('logs why a delivery failed, with any phone number in the provider’s message masked', async () => {
    const lines: string[] = [];
    const log = pino(loggerOptions({ logLevel: 'info' }), { write: (line: string) => void lines.push(line) });
    const customer = fakeDestination();
    await enqueue(t.database.db, alert(1), t.clock());
    const worker = createOutboxWorker({ db: t.database.db, clock: t.clock, deliverers: { slack: customer.deliver }, log });
    customer.failWith(() => new RetryLater('HTTP 503 sending to +15125550177'));
    await worker.runOnce();
    customer.failWith(() => new CannotDeliver('invalid_recipient +15125550177'));
    t.clock.advance({ hours: 1 });
    await worker.runOnce();
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; err?: { message?: string } });
    expect(logged.find((entry) => entry.msg === 'notification failed; will retry')?.err?.message).toBe('HTTP 503 sending to [number]');
    expect(logged.find((entry) => entry.msg === 'notification dead-lettered: it will not be sent')?.err?.message).toBe('invalid_recipient [number]');
  });

  it('a restart with messages in flight sends them once the dead worker’s lease runs out', async () => {
    const slack = fakeDestination();
    await enqueue(t.database.db, alert(1), t.clock());
    // The first worker claims the message and dies before sending it.
    const dying = createOutboxWorker({ db: t.database.db, clock: t.clock, deliverers: { slack: async () => new Promise(() => {}) }, log: quietLog });
    void dying.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const restarted = createOutboxWorker({ db: t.database.db, clock: t.clock, deliverers: { slack: slack.deliver }, log: quietLog });
    await restarted.runOnce();
    expect(slack.received).toHaveLength(0); // still leased to the dead worker
    t.clock.advance({ seconds: 61 });
    await restarted.runOnce();
    expect(slack.received).toEqual([alert(1)]);
  });

  it('two workers running at once never send the same message twice', async () => {
    const sent = new Map<string, number>();
    const deliver = async (message: OutboxMessage) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      const id = (message as { orderId: string }).orderId;
      sent.set(id, (sent.get(id) ?? 0) + 1);
    };
    for (let n = 1; n <= 40; n += 1) await enqueue(t.database.db, alert(n), t.clock());
    const workers = [1, 2].map(() => createOutboxWorker({ db: t.database.db, clock: t.clock, deliverers: { slack: deliver }, log: quietLog }, DEFAULT_RETRY, 5));
    for (let round = 0; round < 10; round += 1) await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(sent.size).toBe(40);
    expect([...sent.values()].every((count) => count === 1)).toBe(true);
  });

  it('a row whose lease ran out while it waited behind a slow send is left to the worker that took it over', async () => {
    for (let n = 1; n <= 2; n += 1) await enqueue(t.database.db, alert(n), t.clock());
    const sentBy: Array<[string, string]> = [];
    let releaseFirst: () => void = () => {};
    const slowA = async (message: OutboxMessage) => {
      const id = (message as { orderId: string }).orderId;
      if (id === 'ord_test1') await new Promise<void>((resolve) => (releaseFirst = resolve));
      sentBy.push(['A', id]);
    };
    const a = createOutboxWorker({ db: t.database.db, clock: t.clock, deliverers: { slack: slowA }, log: quietLog });
    const b = createOutboxWorker({ db: t.database.db, clock: t.clock, deliverers: { slack: async (m) => void sentBy.push(['B', (m as { orderId: string }).orderId]) }, log: quietLog });
    const passA = a.runOnce(); // claims both rows, then hangs sending the first
    await new Promise((resolve) => setTimeout(resolve, 200));
    t.clock.advance({ seconds: 61 }); // A's lease on the second row runs out
    await b.runOnce(); // B takes over and sends the second row (the first is renewed by A)
    releaseFirst();
    await passA;
    // The second row was sent once, by B: A found its lease gone and skipped it. (The first row's
    // own send outlasted its lease here, which real sends cannot: they time out after 15 s.)
    expect(sentBy.filter(([, id]) => id === 'ord_test2')).toEqual([['B', 'ord_test2']]);
  });

  it('without a Slack deliverer, Slack messages wait in the outbox', async () => {
    await enqueue(t.database.db, alert(1), t.clock());
    const worker = createOutboxWorker({ db: t.database.db, clock: t.clock, deliverers: {}, log: quietLog });
    expect(await worker.runOnce()).toBe(0);
    expect(await outboxCounts(t.database.db)).toEqual({ pending: 1, dead: 0 });
  });
});

describe('retry delays', () => {
  it('grow exponentially with jitter, up to a cap, and follow Retry-After when given', () => {
    const policy = DEFAULT_RETRY;
    expect(retryDelayMs(1, null, policy, () => 0)).toBe(1000);
    expect(retryDelayMs(1, null, policy, () => 1)).toBe(2000);
    expect(retryDelayMs(4, null, policy, () => 0)).toBe(8000);
    expect(retryDelayMs(30, null, policy, () => 1)).toBe(policy.maxDelayMs);
    expect(retryDelayMs(3, 7, policy, () => 0)).toBe(7000);
  });
});
