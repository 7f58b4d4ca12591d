import type { Script } from '../script-types.js';

// After the summary and after placing: "actually cancel my order please" goes to staff, "add one"
// adds what was just asked about, "yes" twice places one order.

export const scripts: Script[] = [
  {
    id: 'pr-sms-order-number-after-placing',
    category: 'status',
    channel: 'sms',
    steps: ['2 lemon slices at 3pm', 'Al', 'yes', "what's my order number?"],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }] }, lastSays: [/ord_/] },
  },
  {
    id: 'pr-sms-actually-cancel-placed-order',
    category: 'handoff',
    channel: 'sms',
    steps: ['2 lemon slices at 3pm', 'Al', 'yes', 'actually cancel my order please'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }] }, lastSays: [/staff|person|someone|team/i] },
  },
  {
    id: 'pr-sms-yes-twice',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3pm', 'Al', 'yes', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }] } },
  },
  {
    id: 'pr-web-is-my-order-ready',
    category: 'status',
    channel: 'webchat',
    steps: ['is my order ready?'],
    expect: { noOrder: true },
  },
  {
    id: 'pr-sms-pick-up-at-2-instead',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3pm', 'Al', 'can I pick it up at 2 instead?', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T14:00' } },
  },
  {
    id: 'pr-sms-chocolate-too-then-add-one',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3pm', 'Al', 'do you have any chocolate slices too?', 'add one', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 1 }], at: '2026-11-20T15:00' } },
  },
  {
    id: 'pr-sms-how-much-at-summary',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3pm', 'Al', 'how much will that be?', 'ok yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }] }, says: [/11\.50/] },
  },
  {
    id: 'pr-sms-start-over-first',
    category: 'ordering',
    channel: 'sms',
    steps: ['start over', '1 carrot slice at 1', 'Bea', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 1 }], at: '2026-11-20T13:00' } },
  },
  {
    id: 'pr-sms-start-over-mid-order',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3pm', 'start over', '1 carrot slice at 1', 'Bea', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 1 }], at: '2026-11-20T13:00' } },
  },
  {
    id: 'pr-sms-slices-and-a-large-coffee',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3pm and also a large coffee', 'Cat', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }] }, says: [/caf[eé]|in[- ]store|in the bakery/i] },
  },
];
