import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConversationService } from '../../src/conversation/conversation-service.js';
import { createPlaceOrder } from '../../src/orders/place-order.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// A placed order is changed or cancelled by staff: the assistant says so and asks a person.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-20T10:00:00-06:00'));

function customer(phone: string) {
  const conversation = createConversationService({ database: t.database, catalogs: t.catalogs, placeOrder: createPlaceOrder({ database: t.database, catalogs: t.catalogs, clock: t.clock }) });
  return async (text: string) => (await conversation.handle({ channel: 'sms', sender: phone, text, receivedAt: t.clock() })).messages.join('\n');
}

describe('after an order is placed', () => {
  it('a wrong address to fix goes to staff', async () => {
    const say = customer('+15125557101');
    await say('whole red velvet cake delivered sunday 1pm to 1412 elm st, name Tony Marsh');
    expect(await say('yes')).toMatch(/ord_\w+/);
    expect(await say('oh shoot wrong address, its 1414 elm st not 1412. can u fix it')).toMatch(/staff/);
    const requests = await t.database.db.query.staffRequests.findMany();
    expect(requests.some((request) => /change placed order/.test(request.reason))).toBe(true);
  });

  it('"can I cancel that?" goes to staff', async () => {
    const say = customer('+15125557102');
    await say('whole chocolate fudge cake pickup sat at noon name Lou');
    await say('yes');
    expect(await say('ugh actually can i cancel that? plans changed sorry')).toMatch(/staff/);
  });
});
