import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { decidedOrderAlert, morningDigest, orderAlert, staffRequestAlert } from '../../../channels/slack/blocks.js';
import { aStoredOrder } from './helpers/slack-fixtures.js';

type AnyBlock = Record<string, any>;
const blocksOf = (message: { blocks: unknown[] }) => message.blocks as AnyBlock[];
const textOf = (message: { blocks: unknown[] }) => JSON.stringify(message.blocks);
const actionsOf = (message: { blocks: unknown[] }) => blocksOf(message).filter((block) => block.type === 'actions');

describe('orderAlert', () => {
  const order = aStoredOrder();
  const alert = orderAlert(order);
  const text = textOf(alert);

  it('shows the order: id, items with sizes, quantities and notes, and the requested time in Central', () => {
    expect(alert.text).toContain(order.id);
    expect(text).toContain(order.id);
    expect(text).toContain('1 × Chocolate Fudge Cake (10-inch)');
    expect(text).toContain('3 × Lemon Slice (regular)');
    expect(text).toContain('Happy birthday Grace');
    expect(text).toContain('Sat, Nov 21 at 2:00 PM');
  });

  it('shows fulfillment with the address, the channel, the reasons in words, the customer and the total', () => {
    expect(text).toContain('Delivery to 12 Elm St, Austin TX');
    expect(text).toContain('SMS');
    expect(text).toContain('Allergy notes, Delivery');
    expect(text).not.toContain('allergy_notes');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('+15125550100');
    expect(text).toContain('74.50 USD');
  });

  it('sets the allergy notes apart in a section of their own, between dividers', () => {
    const blocks = blocksOf(alert);
    const index = blocks.findIndex((block) => String(block.text?.text).includes(':warning: *Allergy notes*'));
    expect(index).toBeGreaterThan(0);
    expect(blocks[index]?.text.text).toContain('Severe peanut allergy');
    expect(blocks[index - 1]?.type).toBe('divider');
    expect(blocks[index + 1]?.type).toBe('divider');
    // Nowhere else: the facts sections do not carry them.
    expect(blocks.filter((block) => JSON.stringify(block).includes('Severe peanut allergy'))).toHaveLength(1);
  });

  it('has no allergy section when there are no allergy notes', () => {
    expect(textOf(orderAlert(aStoredOrder({ allergyNotes: null, escalationReasons: ['custom_cake'] })))).not.toContain('Allergy notes');
  });

  it('offers Approve with the order id and a Decline select whose options carry the order id and a reason', () => {
    const [actions] = actionsOf(alert);
    const [approve, decline] = actions?.elements as AnyBlock[];
    expect(approve).toMatchObject({ type: 'button', action_id: 'order_approve', style: 'primary', value: order.id });
    expect(decline).toMatchObject({ type: 'static_select', action_id: 'order_decline' });
    expect(decline?.options.map((option: AnyBlock) => option.text.text)).toEqual([
      'Fully booked',
      'Outside our delivery area',
      'Not enough notice',
      'Cannot make this design',
      'Other',
    ]);
    expect(decline?.options[0].value).toBe(`${order.id}|fully_booked`);
  });

  it('escapes what customers typed, so it cannot ping the channel or forge a link', () => {
    const sneaky = textOf(orderAlert(aStoredOrder({ customerName: '<!channel> & co', allergyNotes: '<https://evil.example|click>' })));
    expect(sneaky).toContain('&lt;!channel&gt; &amp; co');
    expect(sneaky).not.toContain('<!channel>');
    expect(sneaky).not.toContain('<https://evil');
  });
});

describe('decidedOrderAlert', () => {
  const order = aStoredOrder({ status: 'confirmed' });
  const at = DateTime.fromISO('2026-11-20T10:05:00-06:00');

  it('keeps the facts, drops the buttons and says who approved and when', () => {
    const decided = decidedOrderAlert(order, { action: 'approve', actor: '<@U0BAKER>', reason: null, at });
    expect(actionsOf(decided)).toHaveLength(0);
    const text = textOf(decided);
    expect(text).toContain('Approved by <@U0BAKER> at Fri, Nov 20 at 10:05 AM');
    expect(text).toContain('Severe peanut allergy');
    expect(text).toContain('1 × Chocolate Fudge Cake (10-inch)');
  });

  it('says who declined and why', () => {
    const decided = decidedOrderAlert(order, { action: 'decline', actor: '<@U0BAKER>', reason: 'Fully booked', at });
    expect(actionsOf(decided)).toHaveLength(0);
    expect(textOf(decided)).toContain('Declined by <@U0BAKER> at Fri, Nov 20 at 10:05 AM: Fully booked');
  });
});

describe('staffRequestAlert', () => {
  it('names the channel, the number, what they said and the last order, with no buttons', () => {
    const alert = staffRequestAlert({
      id: 7,
      channel: 'whatsapp',
      sender: '+15125550111',
      reason: 'I need to change my order',
      orderId: 'ord_0123456789abcdefghjk',
      createdAt: new Date('2026-11-20T16:00:00Z'),
    });
    const text = textOf(alert);
    expect(text).toContain('WhatsApp');
    expect(text).toContain('+15125550111');
    expect(text).toContain('I need to change my order');
    expect(text).toContain('ord_0123456789abcdefghjk');
    expect(actionsOf(alert)).toHaveLength(0);
    expect(text).not.toContain('button');
  });
});

describe('morningDigest', () => {
  it('lists each released order with its items and time and an Approve button carrying its id', () => {
    const first = aStoredOrder({ status: 'pending' });
    const second = aStoredOrder({ status: 'pending', allergyNotes: null });
    const digest = morningDigest('2026-11-21', [first, second]);
    const entries = blocksOf(digest).filter((block) => block.accessory);
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => entry.accessory)).toEqual([
      expect.objectContaining({ type: 'button', action_id: 'order_approve', value: first.id }),
      expect.objectContaining({ type: 'button', action_id: 'order_approve', value: second.id }),
    ]);
    expect(entries[0]?.text.text).toContain('1 × Chocolate Fudge Cake (10-inch), 3 × Lemon Slice (regular)');
    expect(entries[0]?.text.text).toContain('Sat, Nov 21 at 2:00 PM');
  });

  it('shows an order decided since the release without a button', () => {
    const digest = morningDigest('2026-11-21', [aStoredOrder({ status: 'confirmed' })]);
    expect(textOf(digest)).toContain('Now confirmed');
    expect(blocksOf(digest).some((block) => block.accessory)).toBe(false);
  });

  it('says so when nothing was held', () => {
    const digest = morningDigest('2026-11-21', []);
    expect(textOf(digest)).toContain('No orders were held overnight.');
    expect(textOf(digest)).toContain('Saturday, Nov 21');
  });
});
