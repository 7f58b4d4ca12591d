import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAllergyNote, findOrder, orderHistory, transitionOrder } from '../../src/db/orders-repository.js';
import { outbox } from '../../src/db/schema.js';
import { runMorningRelease } from '../../src/staff/morning-release.js';
import { anOrder, createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let phoneSeq = 0;
async function place(overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    payload: anOrder({ phone: `+1512206${String(phoneSeq++).padStart(4, '0')}`, ...overrides }),
  });
  return response.json().order_id as string;
}

describe('moving orders after placement', () => {
  it('staff approval confirms an order that needs approval, and records who did it', async () => {
    const id = await place({ allergy_notes: 'sesame' });
    const outcome = await transitionOrder(t.database.db, { orderId: id, action: 'approve', actor: 'slack:U123', now: t.clock() });
    expect(outcome).toMatchObject({ kind: 'moved', from: 'needs_approval', to: 'confirmed' });
    expect((await findOrder(t.database.db, id))?.status).toBe('confirmed');
    const history = await orderHistory(t.database.db, id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromStatus: 'needs_approval', toStatus: 'confirmed', action: 'approve', actor: 'slack:U123' });
  });

  it('a decline keeps its reason', async () => {
    const id = await place({ items: [{ sku: 'custom' }], datetime: '2026-11-24T12:00:00-06:00' });
    await transitionOrder(t.database.db, { orderId: id, action: 'decline', actor: 'slack:U9', reason: 'fully booked', now: t.clock() });
    const [event] = await orderHistory(t.database.db, id);
    expect(event).toMatchObject({ toStatus: 'declined', reason: 'fully booked' });
  });

  it('refuses a move the state machine forbids and changes nothing', async () => {
    const id = await place();
    const outcome = await transitionOrder(t.database.db, { orderId: id, action: 'approve', actor: 'x', now: t.clock() });
    expect(outcome).toMatchObject({ kind: 'refused', reason: 'an order that is confirmed cannot be approved' });
    expect(await orderHistory(t.database.db, id)).toHaveLength(0);
  });

  it('an allergy note added after placing sends a confirmed order back for review, and keeps an earlier note', async () => {
    const confirmed = await place();
    const moved = await addAllergyNote(t.database.db, { orderId: confirmed, note: 'my son is allergic to eggs', now: t.clock() });
    expect(moved).toMatchObject({ status: 'needs_approval', allergyNotes: 'my son is allergic to eggs' });
    expect(await orderHistory(t.database.db, confirmed)).toMatchObject([{ fromStatus: 'confirmed', toStatus: 'needs_approval', action: 'review', actor: 'customer' }]);
    const waiting = await place({ allergy_notes: 'sesame' });
    const noted = await addAllergyNote(t.database.db, { orderId: waiting, note: 'and walnuts', now: t.clock() });
    expect(noted).toMatchObject({ status: 'needs_approval', allergyNotes: 'sesame; and walnuts' });
    expect(await orderHistory(t.database.db, waiting)).toHaveLength(0);
  });

  it('an allergy note cannot go on an order declined or cancelled, nor one that does not exist', async () => {
    const id = await place();
    await transitionOrder(t.database.db, { orderId: id, action: 'cancel', actor: 'x', now: t.clock() });
    expect(await addAllergyNote(t.database.db, { orderId: id, note: 'eggs', now: t.clock() })).toBeNull();
    expect((await findOrder(t.database.db, id))?.allergyNotes).toBeNull();
    expect(await addAllergyNote(t.database.db, { orderId: 'ord_nope', note: 'eggs', now: t.clock() })).toBeNull();
  });

  it('an unknown order is not found', async () => {
    expect(await transitionOrder(t.database.db, { orderId: 'ord_nope', action: 'cancel', actor: 'x', now: t.clock() })).toEqual({ kind: 'not_found' });
  });

  it('a double click makes one transition: the second sees it already decided', async () => {
    const id = await place({ allergy_notes: 'eggs' });
    const clicks = await Promise.all(
      Array.from({ length: 5 }, (_, i) => transitionOrder(t.database.db, { orderId: id, action: i % 2 ? 'decline' : 'approve', actor: `staff-${i}`, now: t.clock() })),
    );
    expect(clicks.filter((c) => c.kind === 'moved')).toHaveLength(1);
    expect(clicks.filter((c) => c.kind === 'refused')).toHaveLength(4);
    expect(await orderHistory(t.database.db, id)).toHaveLength(1);
  });

  it('work joined to a transition rolls back with it', async () => {
    const id = await place({ allergy_notes: 'milk' });
    await expect(
      transitionOrder(t.database.db, { orderId: id, action: 'approve', actor: 'x', now: t.clock() }, async () => {
        throw new Error('outbox write failed');
      }),
    ).rejects.toThrow('outbox write failed');
    expect((await findOrder(t.database.db, id))?.status).toBe('needs_approval');
    expect(await orderHistory(t.database.db, id)).toHaveLength(0);
  });
});

describe('the 8 AM release of orders held overnight', () => {
  it('moves every held order to pending once a day, and queues one digest for staff', async () => {
    t.clock.set('2026-11-20T22:00:00-06:00');
    const held = [await place(), await place()];
    const approvalAtNight = await place({ allergy_notes: 'soy' });
    t.clock.set('2026-11-21T07:59:00-06:00');
    expect((await runMorningRelease(t.database.db, t.clock)).ran).toBe(false);
    t.clock.set('2026-11-21T08:00:00-06:00');
    const first = await runMorningRelease(t.database.db, t.clock);
    expect(first.ran).toBe(true);
    expect(first.released.map((o) => o.id).sort()).toEqual([...held].sort());
    for (const id of held) expect((await findOrder(t.database.db, id))?.status).toBe('pending');
    expect((await findOrder(t.database.db, approvalAtNight))?.status).toBe('needs_approval');
    const digests = (await t.database.db.select().from(outbox)).filter((row) => (row.message as { type: string }).type === 'slack.morning_digest');
    expect(digests).toHaveLength(1);
    expect((digests[0]?.message as { orderIds: string[] }).orderIds.sort()).toEqual([...held].sort());

    t.clock.set('2026-11-21T09:30:00-06:00');
    expect(await runMorningRelease(t.database.db, t.clock)).toEqual({ ran: false, released: [] });
    const outcome = await transitionOrder(t.database.db, { orderId: held[0] as string, action: 'approve', actor: 'slack:U1', now: t.clock() });
    expect(outcome).toMatchObject({ kind: 'moved', from: 'pending', to: 'confirmed' });
    t.clock.set('2026-11-20T10:00:00-06:00');
  });
});
