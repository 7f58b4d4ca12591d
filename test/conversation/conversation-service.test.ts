import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConversationService } from '../../src/conversation/conversation-service.js';
import { newConversation } from '../../src/conversation/conversation-state.js';
import { loadConversation, saveConversation } from '../../src/db/conversations-repository.js';
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

  it('reads a message with a NUL or a broken surrogate without them: the database could store neither', async () => {
    const conversation = createConversationService({ database: t.database, catalogs: t.catalogs, placeOrder: createPlaceOrder({ database: t.database, catalogs: t.catalogs, clock: t.clock }) });
    const sender = '+15125550164';
    const say = (text: string) => conversation.handle({ channel: 'sms', sender, text, receivedAt: t.clock() });
    await say('2 carrot\u0000 slices');
    await say('my name is Da\ud800na\u0007');
    expect((await loadConversation(t.database, 'sms', sender))?.state.draft).toMatchObject({ name: 'Dana', items: [{ sku: 'carrot-slice', qty: 2 }] });
  });

  it('reads days on the bakery’s calendar whatever the zone of the clock it is given', async () => {
    const conversation = createConversationService({ database: t.database, catalogs: t.catalogs, placeOrder: createPlaceOrder({ database: t.database, catalogs: t.catalogs, clock: t.clock }) });
    // Friday 10 AM in Chicago, given as UTC: tomorrow at 7:30 PM Chicago is already Sunday in UTC.
    const receivedAt = DateTime.fromISO('2026-11-20T16:00:00Z', { zone: 'utc' });
    const reply = await conversation.handle({ channel: 'sms', sender: '+15125550167', text: 'are you open at seven thirty tomorrow evening?', receivedAt });
    const hours = reply.acts.find((act) => act.type === 'answer_hours');
    const asked = hours?.type === 'answer_hours' && hours.at ? DateTime.fromISO(hours.at.at).setZone('America/Chicago').toFormat('yyyy-MM-dd HH:mm') : null;
    expect(asked).toBe('2026-11-21 19:30');
  });

  describe('with the conversation read along with the delivery’s claim', () => {
    const service = () =>
      createConversationService({ database: t.database, catalogs: t.catalogs, placeOrder: createPlaceOrder({ database: t.database, catalogs: t.catalogs, clock: t.clock }) });
    const draftFor = async (sender: string) => (await loadConversation(t.database, 'sms', sender))?.state.draft;

    it('runs the turn on that copy, and saves over the version it holds', async () => {
      const sender = '+15125550161';
      await saveConversation(t.database, { channel: 'sms', sender }, newConversation(), t.clock(), null);
      const stored = await loadConversation(t.database, 'sms', sender);
      const withName = { ...newConversation(), draft: { ...newConversation().draft, name: 'Read At Claim' } };
      // The copy differs from the table only to show which one the turn ran on.
      await service().handle({ channel: 'sms', sender, text: '2 carrot slices', receivedAt: t.clock(), stored: stored && { ...stored, state: withName } });
      expect(await draftFor(sender)).toMatchObject({ name: 'Read At Claim', items: [{ sku: 'carrot-slice', qty: 2 }] });
    });

    it('a stale copy costs a retry on a fresh load, never an update lost', async () => {
      const sender = '+15125550162';
      await service().handle({ channel: 'sms', sender, text: '2 carrot slices', receivedAt: t.clock() });
      // Read before the turn above was saved: the sender had no conversation yet.
      const reply = await service().handle({ channel: 'sms', sender, text: 'my name is Dana', receivedAt: t.clock(), stored: null });
      expect(reply.messages.join(' ')).toMatch(/when would you like it/i); // the draft carried on
      expect(await draftFor(sender)).toMatchObject({ name: 'Dana', items: [{ sku: 'carrot-slice', qty: 2 }] });
    });

    it('two messages of one sender, both read before either turn, both land', async () => {
      const sender = '+15125550163';
      const conversation = service();
      // Both copies were read before either turn ran.
      const [first, second] = await Promise.all([
        conversation.handle({ channel: 'sms', sender, text: '2 carrot slices', receivedAt: t.clock(), stored: null }),
        conversation.handle({ channel: 'sms', sender, text: 'my name is Dana', receivedAt: t.clock(), stored: null }),
      ]);
      expect(first.messages.length).toBeGreaterThan(0);
      expect(second.messages.length).toBeGreaterThan(0);
      expect(await draftFor(sender)).toMatchObject({ name: 'Dana', items: [{ sku: 'carrot-slice', qty: 2 }] });
    });
  });
});
