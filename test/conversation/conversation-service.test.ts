import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConversationService } from '../../src/conversation/conversation-service.js';
import { createPlaceOrder } from '../../src/orders/place-order.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the conversation service', () => {
  it('tells the channel which order a turn placed, and only on that turn', async () => {
    const conversation = createConversationService({ database: t.database, catalogs: t.catalogs, placeOrder: createPlaceOrder({ database: t.database, catalogs: t.catalogs, clock: t.clock }) });
    const say = (text: string) => conversation.handle({ channel: 'webchat', sender: 'session-abc', text, receivedAt: t.clock() });
    for (const text of ['2 carrot slices tomorrow at 3 pickup', 'Ann', '512 555 0142']) expect((await say(text)).placedOrderId).toBeUndefined();
    const placed = await say('yes');
    expect(placed.placedOrderId).toMatch(/^ord_/);
    expect(placed.messages[0]).toContain(placed.placedOrderId);
    const [order] = await t.database.db.query.orders.findMany({ where: (o, { eq }) => eq(o.id, placed.placedOrderId as string) });
    expect(order).toMatchObject({ channel: 'webchat', phone: '+15125550142', customerName: 'Ann' });
    expect((await say('thanks')).placedOrderId).toBeUndefined();
  });
});
