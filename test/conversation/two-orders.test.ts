import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createConversationService } from '../../src/conversation/conversation-service.js';
import { orders } from '../../src/db/schema.js';
import { createPlaceOrder } from '../../src/orders/place-order.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// One order holds one pickup time: products wanted at two times in one message become two orders.

let t: TestApp;
let sender = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-20T10:00:00-06:00'));

function customer() {
  sender += 1;
  const phone = `+1512555${String(7000 + sender)}`;
  const conversation = createConversationService({ database: t.database, catalogs: t.catalogs, placeOrder: createPlaceOrder({ database: t.database, catalogs: t.catalogs, clock: t.clock }) });
  return {
    say: async (text: string) => (await conversation.handle({ channel: 'sms', sender: phone, text, receivedAt: t.clock() })).messages.join('\n'),
    placed: async () => {
      const rows = await t.database.db.select().from(orders).where(eq(orders.phone, phone));
      return rows.map((row) => ({ at: row.requestedAt.toISOString(), items: (row.items as Array<{ sku: string; qty: number }>).map((item) => `${item.qty} ${item.sku}`), name: row.customerName })).sort((a, b) => a.at.localeCompare(b.at));
    },
  };
}

describe('products wanted at two times in one message', () => {
  it('are two orders: the first read back and placed, then the second, for the same name', async () => {
    const { say, placed } = customer();
    const first = await say('2 lemon slices for pickup today at 3pm, and a whole chocolate fudge cake for saturday at noon. name is Maya');
    expect(first).toMatch(/two separate orders/);
    expect(first).toMatch(/Here is your order: 2 x Lemon Chiffon Cake Slice .*Fri, Nov 20 at 3:00 PM/);
    expect(first).not.toMatch(/Here is your order:.*Chocolate Fudge/);
    const second = await say('yes');
    expect(second).toMatch(/Now your second order\. Here is your order: 1 x Chocolate Fudge Cake .*Sat, Nov 21 at 12:00 PM.*Name: Maya/);
    await say('yes');
    expect(await placed()).toEqual([
      { at: '2026-11-20T21:00:00.000Z', items: ['2 lemon-slice'], name: 'Maya' },
      { at: '2026-11-21T18:00:00.000Z', items: ['1 chocolate-fudge-whole'], name: 'Maya' },
    ]);
  });

  it('keep the same product apart when it is wanted on two days', async () => {
    const { say, placed } = customer();
    await say('i need 2 carrot slices today at noon and another 2 carrot slices tomorrow at noon, pickup. name Ray');
    await say('yes');
    await say('yes');
    expect((await placed()).map((order) => order.items)).toEqual([['2 carrot-slice'], ['2 carrot-slice']]);
  });

  it('are one order when the customer says so, at the time they give', async () => {
    const { say, placed } = customer();
    await say('2 lemon slices for pickup today at 3pm and a whole carrot cake for sunday at 2pm, name Lou');
    expect(await say('actually put it all in one order, sunday at 2pm')).toMatch(/everything on one order/);
    await say('yes');
    expect(await placed()).toEqual([{ at: '2026-11-22T20:00:00.000Z', items: ['2 lemon-slice', '1 carrot-whole'], name: 'Lou' }]);
  });

  it('are only what the customer keeps when they say "just" the one', async () => {
    const { say, placed } = customer();
    await say('whole carrot cake for sunday 2pm and 3 vanilla bean slices for today at 5pm please, pickup. Name Tom');
    await say('ah ok, just do the slices today at 5 for now then, I will sort the cake out another time');
    await say('yes');
    expect(await placed()).toEqual([{ at: '2026-11-20T23:00:00.000Z', items: ['3 vanilla-bean-slice'], name: 'Tom' }]);
  });

  it('lose the second order when the customer drops what it holds', async () => {
    const { say, placed } = customer();
    await say('3 lemon slices today at 1pm and a whole red velvet cake saturday at 11am, pickup, name Ana');
    await say('forget the red velvet cake');
    await say('yes');
    await say('yes');
    expect(await placed()).toEqual([{ at: '2026-11-20T19:00:00.000Z', items: ['3 lemon-slice'], name: 'Ana' }]);
  });
});

describe('one time in a message', () => {
  it('is one order, even with a holiday named as the occasion', async () => {
    const { say, placed } = customer();
    const reply = await say("for thanksgiving I'd like a whole carrot cake and a whole chocolate fudge cake, pick up Wed Nov 25 at 5pm, name Pat");
    expect(reply).not.toMatch(/two separate orders/);
    await say('yes');
    expect(await placed()).toEqual([{ at: '2026-11-25T23:00:00.000Z', items: ['1 carrot-whole', '1 chocolate-fudge-whole'], name: 'Pat' }]);
  });

  it('a time or products said about the second order ("the sunday one") change the second order, not the first', async () => {
    const { say, placed } = customer();
    await say('a carrot cake for saturday at noon and a red velvet cake for sunday at noon, pickup, name is Ines');
    await say('make the sunday one at 4');
    await say('and add a lemon slice to the sunday order');
    await say('yes');
    await say('yes');
    expect(await placed()).toEqual([
      { at: '2026-11-21T18:00:00.000Z', items: ['1 carrot-whole'], name: 'Ines' },
      { at: '2026-11-22T22:00:00.000Z', items: ['1 red-velvet-whole', '1 lemon-slice'], name: 'Ines' },
    ]);
  });
});

describe('two orders, each its own way of getting it', () => {
  it('a cake delivered and slices picked up: the cake order is delivered to the street said, the slices picked up', async () => {
    const { say } = customer();
    const first = await say('a chocolate cake delivered saturday 2pm to 9 Pine St and 2 choc slices for pickup today at 4pm, name Ana');
    expect(first).toMatch(/two separate orders/);
    expect(first).toMatch(/Delivery to 9 Pine St/);
    const second = await say('yes');
    expect(second).toMatch(/Now your second order\. Here is your order: 2 x Chocolate Fudge Cake Slice .*Pickup at the bakery/);
  });

  it('slices first with no way said, a cake delivered second: the slices are picked up and the cake delivered', async () => {
    const { say } = customer();
    const first = await say('2 choc slices for today 3pm and a chocolate cake delivered tomorrow 3pm to 9 Pine St, name Ana');
    expect(first).toMatch(/Here is your order: 2 x Chocolate Fudge Cake Slice .*Pickup at the bakery/);
    const second = await say('yes');
    expect(second).toMatch(/Now your second order\. Here is your order: 1 x Chocolate Fudge Cake .*Delivery to 9 Pine St/);
  });
});
