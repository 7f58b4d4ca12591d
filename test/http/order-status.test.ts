import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anOrder, createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const place = async (body: object) => (await t.app.inject({ method: 'POST', url: '/api/order', payload: body })).json();
const status = (id: string) => t.app.inject({ method: 'GET', url: `/api/order/${id}` });

describe('GET /api/order/{order_id}', () => {
  it('answers with the OrderStatus of an order', async () => {
    const placed = await place(anOrder({ phone: '+15122030001', items: [{ sku: 'carrot-slice', qty: 2, notes: 'candle' }] }));
    const response = await status(placed.order_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      order_id: placed.order_id,
      status: 'confirmed',
      created_at: '2026-11-20T16:00:00.000Z',
      fulfillment: 'pickup',
      datetime: '2026-11-21T14:00:00.000-06:00',
      estimated_total_usd: 12,
      items: [{ sku: 'carrot-slice', name: 'Carrot Cake Slice', size: 'regular', qty: 2, line_total_usd: 12 }],
      escalation_reasons: [],
      note: 'Confirmed.',
    });
  });

  it('shows why an order waits for staff', async () => {
    const placed = await place(anOrder({ phone: '+15122030002', allergy_notes: 'peanut allergy' }));
    expect((await status(placed.order_id)).json()).toMatchObject({
      status: 'needs_approval',
      escalation_reasons: ['allergy_notes'],
      note: 'Waiting for staff to review and confirm it.',
    });
  });

  it('answers 404 with a JSON body for an unknown or malformed id', async () => {
    for (const id of ['ord_00000000000000000000', 'nope', 'ord_%27%20or%201=1', 'x'.repeat(300)]) {
      const response = await status(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ ok: false, error: 'order_not_found', message: 'No order has this id. Check the order_id you were given.' });
    }
  });

  it('order ids are random, not sequential', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) ids.add((await place(anOrder({ phone: `+151220310${i}0` }))).order_id);
    expect(ids.size).toBe(5);
    const suffixes = [...ids].map((id) => id.slice(4));
    expect(new Set(suffixes.map((s) => s.slice(0, 4))).size).toBeGreaterThan(1);
  });
});

describe('the status holds no personal data', () => {
  // Names, addresses and notes are made of letters that never appear in a status reply's own
  // words (q, x, z) so any leak, even a partial one, is caught by a substring check.
  const secret = fc.stringMatching(/^[qxz]{6,40}$/);

  it('for arbitrary names, phones, addresses, item notes and allergy notes', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(secret, secret, secret, secret, fc.integer({ min: 2000, max: 9999 }), async (name, address, notes, allergy, line) => {
        n += 1;
        const phone = `+1512204${String(line)}`;
        const placed = await place(
          anOrder({
            customer: name,
            phone,
            fulfillment: 'delivery',
            address,
            allergy_notes: allergy,
            items: [{ sku: 'lemon-whole', qty: (n % 5) + 1, notes }],
            datetime: `2026-11-2${(n % 8) + 1}T1${n % 9}:00:00-06:00`,
          }),
        );
        expect(placed.order_id).toBeTruthy();
        // The order id is random and may contain any four digits by chance, so it is left out.
        const text = (await status(placed.order_id)).body.replaceAll(placed.order_id as string, '<order id>');
        // The local number (seven digits) is checked rather than its last four, which could be a year.
        for (const personal of [name, address, notes, allergy, phone, phone.slice(2), phone.slice(-7)]) {
          expect(text).not.toContain(personal);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('two orders that differ only in personal data have the same status reply', async () => {
    const a = await place(anOrder({ items: [{ sku: 'carrot-whole' }], customer: 'Alice Alpha', phone: '+15122050001', fulfillment: 'delivery', address: '1 First St' }));
    const b = await place(anOrder({ items: [{ sku: 'carrot-whole' }], customer: 'Bob Beta', phone: '+15122050002', fulfillment: 'delivery', address: '2 Second Ave' }));
    const strip = (body: Record<string, unknown>) => ({ ...body, order_id: undefined });
    expect(strip((await status(a.order_id)).json())).toEqual(strip((await status(b.order_id)).json()));
  });
});
