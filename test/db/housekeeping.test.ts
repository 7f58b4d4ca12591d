import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHousekeeping } from '../../src/db/housekeeping.js';
import { idempotencyKeys, orderFingerprints } from '../../src/db/schema.js';
import { anOrder, createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('housekeeping', () => {
  it('drops idempotency keys after 24 hours and fingerprints after the dedup window, keeping orders', async () => {
    await t.app.inject({ method: 'POST', url: '/api/order', payload: anOrder(), headers: { 'idempotency-key': 'hk-1' } });
    const housekeeping = startHousekeeping(t.database.db, t.clock, { warn: () => {} });
    await housekeeping.run();
    expect(await t.database.db.select().from(idempotencyKeys)).toHaveLength(1);
    expect(await t.database.db.select().from(orderFingerprints)).toHaveLength(1);
    t.clock.advance({ hours: 25 });
    await housekeeping.run();
    housekeeping.stop();
    expect(await t.database.db.select().from(idempotencyKeys)).toHaveLength(0);
    expect(await t.database.db.select().from(orderFingerprints)).toHaveLength(0);
    expect(await t.database.db.query.orders.findMany()).toHaveLength(1);
  });

  it('deletes conversations (names, numbers, addresses) a day after their last message', async () => {
    const { saveConversation } = await import('../../src/db/conversations-repository.js');
    const { newConversation } = await import('../../src/conversation/conversation-state.js');
    const { conversations } = await import('../../src/db/schema.js');
    await saveConversation(t.database, { channel: 'sms', sender: '+15125550100' }, newConversation(), t.clock(), null);
    const housekeeping = startHousekeeping(t.database.db, t.clock, { warn: () => {} });
    t.clock.advance({ hours: 24 });
    await housekeeping.run();
    expect(await t.database.db.select().from(conversations)).toHaveLength(1);
    t.clock.advance({ hours: 2 });
    await housekeeping.run();
    housekeeping.stop();
    expect(await t.database.db.select().from(conversations)).toHaveLength(0);
  });

  it('drops outbox messages a week after they were sent and a month after they died, never pending ones', async () => {
    const { outbox } = await import('../../src/db/schema.js');
    const { enqueue, claimDue, markSent, markDead } = await import('../../src/db/outbox-repository.js');
    const message = (text: string) => ({ type: 'customer.order_decided', text }) as never;
    const types = ['customer.order_decided'];
    await t.database.db.delete(outbox);
    for (const text of ['sent', 'dead', 'pending']) await enqueue(t.database.db, message(text), t.clock());
    const claimed = await claimDue(t.database.db, t.clock(), 10, 60, types);
    const byText = (text: string) => claimed.find((row) => (row.message as { text?: string }).text === text);
    const lease = (row: (typeof claimed)[number] | undefined) => ({ id: row?.id ?? 0, until: row?.lockedUntil as Date });
    await markSent(t.database.db, lease(byText('sent')), t.clock());
    await markDead(t.database.db, lease(byText('dead')), 'gave up');
    const left = async () => (await t.database.db.select().from(outbox)).map((row) => row.status).sort();
    const housekeeping = startHousekeeping(t.database.db, t.clock, { warn: () => {} });
    t.clock.advance({ days: 6 });
    await housekeeping.run();
    expect(await left()).toEqual(['dead', 'pending', 'sent']);
    t.clock.advance({ days: 2 });
    await housekeeping.run();
    expect(await left()).toEqual(['dead', 'pending']);
    t.clock.advance({ days: 23 });
    await housekeeping.run();
    await housekeeping.stop();
    expect(await left()).toEqual(['pending']);
  });
});
