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
});
