import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { type AcceptedOrder, decideOrder, type OrderDecision } from '../../src/orders/decide-order.js';
import { createOrderSchema } from '../../src/orders/order-schemas.js';
import { sampleCatalog } from '../helpers/sample-catalog.js';

const catalog = sampleCatalog();
const friday10am = DateTime.fromISO('2026-11-20T10:00:00-06:00');

function decide(overrides: Record<string, unknown> = {}, now = friday10am, closedDays: ReadonlySet<string> = new Set()): OrderDecision {
  const input = createOrderSchema.parse({
    customer: 'Ada',
    phone: '+15125550100',
    items: [{ sku: 'chocolate-fudge-slice', qty: 2 }],
    fulfillment: 'pickup',
    datetime: '2026-11-21T14:00:00-06:00',
    ...overrides,
  });
  return decideOrder(input, catalog, now, closedDays);
}

function accepted(decision: OrderDecision): AcceptedOrder {
  if (decision.outcome !== 'accepted') throw new Error(`expected acceptance, got ${decision.error.code}: ${decision.error.message}`);
  return decision;
}

function rejectionCode(decision: OrderDecision): string {
  if (decision.outcome !== 'rejected') throw new Error(`expected a rejection, got ${decision.status}`);
  return decision.error.code;
}

describe('placing an order', () => {
  it('confirms a standard daytime order of at most 200 USD with no allergy note', () => {
    const order = accepted(decide());
    expect(order.status).toBe('confirmed');
    expect(order.escalationReasons).toEqual([]);
  });

  it('recomputes prices from the catalog and ignores the client estimate', () => {
    const order = accepted(decide({ estimated_total_usd: 1, items: [{ sku: 'chocolate-fudge-slice', qty: 3 }, { sku: 'carrot-whole' }] }));
    expect(order.totalCents).toBe(3 * 650 + 4600);
  });

  it('prices a size from its own price field', () => {
    const order = accepted(decide({ items: [{ sku: 'chocolate-fudge-slice', size: 'large', qty: 2 }] }));
    expect(order.lines[0]).toMatchObject({ size: 'large', unit_price_cents: 950, line_total_cents: 1900 });
  });

  it('uses the first listed size when none is given', () => {
    expect(accepted(decide({ items: [{ sku: 'lemon-whole' }] })).lines[0]?.size).toBe('10-inch');
  });

  it('defaults qty to 1', () => {
    expect(accepted(decide({ items: [{ sku: 'carrot-slice' }] })).lines[0]?.qty).toBe(1);
  });

  it('stores the phone in E.164', () => {
    expect(accepted(decide({ phone: '(512) 555-0100' })).phone).toBe('+15125550100');
  });

  it('defaults the channel to web and keeps a given one', () => {
    expect(accepted(decide()).channel).toBe('web');
    expect(accepted(decide({ channel: 'whatsapp' })).channel).toBe('whatsapp');
  });
});

describe('orders that need a person', () => {
  it('a custom cake needs approval', () => {
    const order = accepted(decide({ items: [{ sku: 'custom', notes: 'unicorn' }], datetime: '2026-11-24T12:00:00-06:00' }));
    expect(order.status).toBe('needs_approval');
    expect(order.escalationReasons).toEqual(['custom_cake']);
    expect(order.totalCents).toBe(6500);
  });

  it('a total above 200 USD needs approval, and exactly 200 USD does not', () => {
    const over = accepted(decide({ items: [{ sku: 'chocolate-fudge-whole', qty: 5 }] }));
    expect(over.totalCents).toBe(24000);
    expect(over.status).toBe('needs_approval');
    expect(over.escalationReasons).toEqual(['total_over_limit']);
    const exactly = accepted(
      decide({
        items: [{ sku: 'vanilla-bean-whole' }, { sku: 'chocolate-fudge-whole' }, { sku: 'carrot-whole' }, { sku: 'red-velvet-whole' }, { sku: 'carrot-slice', qty: 2 }],
      }),
    );
    expect(exactly.totalCents).toBe(20000);
    expect(exactly.status).toBe('confirmed');
  });

  it('any allergy note escalates', () => {
    const order = accepted(decide({ allergy_notes: 'tree nut allergy' }));
    expect(order.status).toBe('needs_approval');
    expect(order.escalationReasons).toEqual(['allergy_notes']);
  });

  it('an item note that mentions an allergy escalates too: the customer’s words must reach staff', () => {
    for (const notes of ['Nut-free please, my son is allergic', 'no nuts', 'without dairy', 'she has celiac', 'EpiPen in the house']) {
      const order = accepted(decide({ items: [{ sku: 'carrot-slice', notes }] }));
      expect(order.status, notes).toBe('needs_approval');
      expect(order.escalationReasons).toEqual(['allergy_notes']);
    }
  });

  it('an ordinary cake message is not an allergy mention', () => {
    for (const notes of ['Happy birthday Mia!', 'Congrats on the new job', 'Extra sprinkles']) {
      expect(accepted(decide({ items: [{ sku: 'carrot-slice', notes }] })).status, notes).toBe('confirmed');
    }
  });

  it('a blank allergy note is no allergy note', () => {
    expect(accepted(decide({ allergy_notes: '   ' })).status).toBe('confirmed');
  });

  it('delivery needs an address and is confirmed by staff', () => {
    const wholeCake = { items: [{ sku: 'carrot-whole' }], datetime: '2026-11-21T14:00:00-06:00' };
    expect(rejectionCode(decide({ ...wholeCake, fulfillment: 'delivery' }))).toBe('address_required');
    const order = accepted(decide({ ...wholeCake, fulfillment: 'delivery', address: '1 Main St, Austin TX' }));
    expect(order.status).toBe('needs_approval');
    expect(order.escalationReasons).toEqual(['delivery']);
  });

  it('slices are in store: an order with a slice is never delivered, and is told so before the address', () => {
    const decision = decide({ items: [{ sku: 'carrot-whole' }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'delivery' });
    expect(rejectionCode(decision)).toBe('slice_pickup_only');
    expect(decision.outcome === 'rejected' && decision.error.message).toBe(
      'items[1]: Lemon Chiffon Cake Slice is sold in the bakery only; slices cannot be delivered. Choose pickup or remove it from the order.',
    );
    expect(accepted(decide({ items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup' })).status).toBe('confirmed');
  });

  it('an address on a pickup order is refused rather than silently dropped', () => {
    expect(rejectionCode(decide({ address: '1 Main St' }))).toBe('address_not_for_pickup');
  });

  it('lists every reason that applies', () => {
    const order = accepted(
      decide({ items: [{ sku: 'custom', size: '10-inch', qty: 3 }], allergy_notes: 'sesame', fulfillment: 'delivery', address: 'x', datetime: '2026-11-24T12:00:00-06:00' }),
    );
    expect(order.escalationReasons).toEqual(['custom_cake', 'total_over_limit', 'allergy_notes', 'delivery']);
  });
});

describe('the daytime window (8 AM to 8 PM Central)', () => {
  const at = (iso: string) => DateTime.fromISO(iso);

  it('holds an order placed at night overnight', () => {
    const order = accepted(decide({}, at('2026-11-20T21:30:00-06:00')));
    expect(order.status).toBe('held_overnight');
    expect(order.escalationReasons).toEqual(['placed_overnight']);
  });

  it('treats 8:00 PM as night and 8:00 AM as day', () => {
    expect(accepted(decide({}, at('2026-11-20T20:00:00-06:00'))).status).toBe('held_overnight');
    expect(accepted(decide({}, at('2026-11-20T19:59:59-06:00'))).status).toBe('confirmed');
    expect(accepted(decide({}, at('2026-11-20T08:00:00-06:00'))).status).toBe('confirmed');
    expect(accepted(decide({}, at('2026-11-20T07:59:59-06:00'))).status).toBe('held_overnight');
  });

  it('uses Central daylight time in summer: 7:30 AM CDT is 12:30 UTC and still night', () => {
    const summer = { datetime: '2026-07-11T14:00:00-05:00' };
    expect(accepted(decide(summer, at('2026-07-10T12:30:00Z'))).status).toBe('held_overnight');
    expect(accepted(decide(summer, at('2026-07-10T13:30:00Z'))).status).toBe('confirmed');
    // The same UTC time in winter (CST, UTC-6) is 7:30 AM: night.
    expect(accepted(decide({}, at('2026-11-20T13:30:00Z'))).status).toBe('held_overnight');
  });

  it('stays right on the days the clocks change', () => {
    // 2026-03-08: 2 AM CST jumps to 3 AM CDT. 8:00 AM CDT = 13:00 UTC.
    const springDay = { datetime: '2026-03-09T14:00:00-05:00' };
    expect(accepted(decide(springDay, at('2026-03-08T12:59:00Z'))).status).toBe('held_overnight');
    expect(accepted(decide(springDay, at('2026-03-08T13:00:00Z'))).status).toBe('confirmed');
    // 2026-11-01: 2 AM CDT falls back to 1 AM CST. 8:00 AM CST = 14:00 UTC.
    const fallDay = { datetime: '2026-11-02T14:00:00-06:00' };
    expect(accepted(decide(fallDay, at('2026-11-01T13:59:00Z'))).status).toBe('held_overnight');
    expect(accepted(decide(fallDay, at('2026-11-01T14:00:00Z'))).status).toBe('confirmed');
  });

  it('an overnight order that also needs a person is needs_approval, with both reasons', () => {
    const order = accepted(decide({ allergy_notes: 'peanuts' }, at('2026-11-20T23:00:00-06:00')));
    expect(order.status).toBe('needs_approval');
    expect(order.escalationReasons).toEqual(['allergy_notes', 'placed_overnight']);
  });
});

describe('the requested time', () => {
  it('is required', () => {
    expect(rejectionCode(decide({ datetime: null }))).toBe('datetime_required');
    expect(rejectionCode(decide({ datetime: '' }))).toBe('datetime_required');
  });

  it('must be a real date and time', () => {
    expect(rejectionCode(decide({ datetime: '2026-02-30T12:00:00-06:00' }))).toBe('datetime_invalid');
    expect(rejectionCode(decide({ datetime: '2026-11-21T25:00:00-06:00' }))).toBe('datetime_invalid');
    expect(rejectionCode(decide({ datetime: 'tomorrow at 3' }))).toBe('datetime_invalid');
    expect(rejectionCode(decide({ datetime: '2026-11-21' }))).toBe('datetime_invalid');
  });

  it('without an offset is Central wall-clock time', () => {
    const order = accepted(decide({ datetime: '2026-11-21T14:00' }));
    expect(order.requestedAt.toISO()).toBe('2026-11-21T20:00:00.000Z');
  });

  it('refuses a wall-clock time the clocks skip', () => {
    // Spring forward: 2:30 AM on 2026-03-08 does not exist in Central Time.
    expect(rejectionCode(decide({ datetime: '2026-03-08T02:30' }, DateTime.fromISO('2026-03-07T10:00:00-06:00')))).toBe('datetime_nonexistent');
  });

  it('must be in business hours', () => {
    expect(rejectionCode(decide({ datetime: '2026-11-21T07:30:00-06:00' }))).toBe('outside_business_hours');
    expect(rejectionCode(decide({ datetime: '2026-11-21T20:00:00-06:00' }))).toBe('outside_business_hours');
    expect(accepted(decide({ datetime: '2026-11-21T19:59:00-06:00' })).status).toBe('confirmed');
    // 14:00 UTC is 8 AM Central: inside.
    expect(accepted(decide({ datetime: '2026-11-21T14:00:00Z' })).status).toBe('confirmed');
  });

  it('may not be on a day the owner closed the bakery, a calendar day in Central Time', () => {
    const thanksgiving = new Set(['2026-11-26']);
    const closed = decide({ datetime: '2026-11-26T14:00:00-06:00' }, friday10am, thanksgiving);
    expect(rejectionCode(closed)).toBe('bakery_closed');
    expect(closed.outcome === 'rejected' && closed.error.message).toBe('datetime is on Thu, Nov 26, a day the bakery is closed. Choose another day; the next day it is open is Fri, Nov 27.');
    // 19:59 Central on the 26th is 01:59 UTC on the 27th: still the closed day.
    expect(rejectionCode(decide({ datetime: '2026-11-27T01:59:00Z' }, friday10am, thanksgiving))).toBe('bakery_closed');
    // The refusal names the next day the bakery opens, past a run of closed days.
    const weekend = decide({ datetime: '2026-11-21T14:00:00-06:00' }, friday10am, new Set(['2026-11-21', '2026-11-22']));
    expect(weekend.outcome === 'rejected' && weekend.error.message).toBe('datetime is on Sat, Nov 21, a day the bakery is closed. Choose another day; the next day it is open is Mon, Nov 23.');
    // The days either side are open.
    expect(accepted(decide({ datetime: '2026-11-25T19:59:00-06:00' }, friday10am, thanksgiving)).status).toBe('confirmed');
    expect(accepted(decide({ datetime: '2026-11-27T08:00:00-06:00' }, friday10am, thanksgiving)).status).toBe('confirmed');
  });

  it('a closed day is read in Central Time on either side of a daylight saving change', () => {
    const closed = new Set(['2026-03-08', '2026-11-01']);
    const saturday = DateTime.fromISO('2026-03-07T10:00:00-06:00');
    expect(rejectionCode(decide({ datetime: '2026-03-08T19:30:00-05:00' }, saturday, closed))).toBe('bakery_closed');
    expect(accepted(decide({ datetime: '2026-03-09T08:30:00-05:00' }, saturday, closed)).status).toBe('confirmed');
    const october = DateTime.fromISO('2026-10-31T10:00:00-05:00');
    expect(rejectionCode(decide({ datetime: '2026-11-01T08:30:00-06:00' }, october, closed))).toBe('bakery_closed');
    expect(accepted(decide({ datetime: '2026-10-31T19:30:00-05:00' }, october, closed)).status).toBe('confirmed');
  });

  it('may not be in the past, beyond a few minutes of grace', () => {
    expect(rejectionCode(decide({ datetime: '2026-11-20T09:00:00-06:00' }))).toBe('datetime_in_past');
    expect(accepted(decide({ datetime: '2026-11-20T09:57:00-06:00' })).status).toBe('confirmed');
  });

  it('may not be more than 180 days ahead', () => {
    expect(rejectionCode(decide({ datetime: '2027-06-01T12:00:00-05:00' }))).toBe('datetime_too_far_ahead');
  });

  it('slices are same day: no notice needed', () => {
    expect(accepted(decide({ datetime: '2026-11-20T10:30:00-06:00' })).status).toBe('confirmed');
  });

  it('whole cakes need 24 hours of notice', () => {
    const wholeCake = { items: [{ sku: 'carrot-whole' }] };
    const error = decide({ ...wholeCake, datetime: '2026-11-21T09:59:00-06:00' });
    expect(rejectionCode(error)).toBe('insufficient_notice');
    expect(error.outcome === 'rejected' && error.error.message).toContain('24 hours');
    expect(accepted(decide({ ...wholeCake, datetime: '2026-11-21T10:00:00-06:00' })).status).toBe('confirmed');
  });

  describe('the earliest time a notice rejection suggests is one the bakery would take', () => {
    const earliest = (decision: OrderDecision) => (decision.outcome === 'rejected' ? /at or after (.+) Central Time/.exec(decision.error.message)?.[1] : undefined);
    const wholeCake = { items: [{ sku: 'carrot-whole' }], datetime: '2026-11-21T09:00:00-06:00' };

    it('placed in the day: the same minute tomorrow, since notice counts from the minute of placement', () => {
      const now = DateTime.fromISO('2026-11-20T10:14:30-06:00');
      const decision = decide(wholeCake, now);
      expect(earliest(decision)).toBe('Sat, Nov 21 at 10:14 AM');
      expect(accepted(decide({ ...wholeCake, datetime: '2026-11-21T10:14:00-06:00' }, now)).status).toBe('confirmed');
      expect(decide({ ...wholeCake, datetime: '2026-11-21T10:13:00-06:00' }, now).outcome).toBe('rejected');
    });

    it('placed at night: opening time on the first open day after the notice', () => {
      const now = DateTime.fromISO('2026-11-20T21:30:00-06:00');
      expect(earliest(decide(wholeCake, now))).toBe('Sun, Nov 22 at 8:00 AM');
      expect(earliest(decide(wholeCake, now, new Set(['2026-11-22', '2026-11-23'])))).toBe('Tue, Nov 24 at 8:00 AM');
    });

    it('with items of different notice, the longest decides', () => {
      const mixed = decide({ items: [{ sku: 'carrot-whole' }, { sku: 'custom' }], datetime: '2026-11-21T12:00:00-06:00' });
      expect(mixed.outcome === 'rejected' && mixed.error.message).toMatch(/^Custom Cake needs 72 hours' notice\./);
      expect(earliest(mixed)).toBe('Mon, Nov 23 at 10:00 AM');
    });

    it('placed early in the morning: opening time the next day', () => {
      expect(earliest(decide({ ...wholeCake, datetime: '2026-11-20T15:00:00-06:00' }, DateTime.fromISO('2026-11-20T06:10:00-06:00')))).toBe(
        'Sat, Nov 21 at 8:00 AM',
      );
    });
  });

  it('a custom cake needs 72 hours of notice', () => {
    const custom = { items: [{ sku: 'custom' }] };
    expect(rejectionCode(decide({ ...custom, datetime: '2026-11-23T09:00:00-06:00' }))).toBe('insufficient_notice');
    expect(accepted(decide({ ...custom, datetime: '2026-11-23T10:00:00-06:00' })).status).toBe('needs_approval');
  });
});

describe('items', () => {
  it('never orders a beverage', () => {
    const decision = decide({ items: [{ sku: 'chocolate-fudge-slice' }, { sku: 'latte' }] });
    expect(rejectionCode(decision)).toBe('beverage_not_orderable');
    expect(decision.outcome === 'rejected' && decision.error.message).toMatch(/items\[1\].*cafe only/);
  });

  it('refuses a sku that is not on the menu', () => {
    const decision = decide({ items: [{ sku: 'chocolate-cake' }] });
    expect(rejectionCode(decision)).toBe('unknown_sku');
    expect(decision.outcome === 'rejected' && decision.error.message).toContain('"chocolate-cake"');
  });

  it('refuses a product that is not available', () => {
    expect(rejectionCode(decide({ items: [{ sku: 'strawberry-shortcake-slice' }] }))).toBe('sku_unavailable');
  });

  it('refuses a size the product does not come in, naming the sizes it does', () => {
    const decision = decide({ items: [{ sku: 'carrot-whole', size: '10-inch' }] });
    expect(rejectionCode(decision)).toBe('size_not_offered');
    expect(decision.outcome === 'rejected' && decision.error.message).toContain('8-inch');
  });

  it('refuses an invalid phone number', () => {
    expect(rejectionCode(decide({ phone: '12' }))).toBe('phone_invalid');
  });
});
