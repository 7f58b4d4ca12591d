import type { Script } from '../script-types.js';

// Typos and the many ways of writing a time: "carot", "lemmon", "quarter to 4", "one o clock", "2ish",
// "11/22", "2moro"; a quick reply's own text sent back.

export const scripts: Script[] = [
  {
    id: 'po-sms-choclate-24h-time',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 choclate slices at 15:00', 'Gia', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2 }], at: '2026-11-20T15:00', name: 'Gia' } },
  },
  {
    id: 'po-sms-carot-tmrw-3-oclock',
    category: 'ordering',
    channel: 'sms',
    steps: ['carot cake tmrw 3 oclock', 'pickup', 'Gia', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole' }], at: '2026-11-21T15:00', name: 'Gia' } },
  },
  {
    id: 'po-sms-red-velvit-half-past-2',
    category: 'ordering',
    channel: 'sms',
    steps: ['red velvit slice half past 2', 'Gia', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-slice', qty: 1 }], at: '2026-11-20T14:30', name: 'Gia' } },
  },
  {
    id: 'po-sms-lemmon-x3-quarter-to-4',
    category: 'ordering',
    channel: 'sms',
    steps: ['lemmon slices x3 quarter to 4', 'Gia', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 3 }], at: '2026-11-20T15:45', name: 'Gia' } },
  },
  {
    id: 'po-sms-vanila-this-sat-noon',
    category: 'ordering',
    channel: 'sms',
    steps: ['vanila cake this sat at noon', 'pickup', 'Gia', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole' }], at: '2026-11-21T12:00', name: 'Gia' } },
  },
  {
    id: 'po-sms-choc-next-sat',
    category: 'ordering',
    channel: 'sms',
    steps: ['choc cake next sat 1pm', 'pickup', 'Gia', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole' }], name: 'Gia' } },
  },
  {
    id: 'po-sms-rv-2moro',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 rv slices 2moro at 10', 'Gia', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], at: '2026-11-21T10:00', name: 'Gia' } },
  },
  {
    id: 'po-web-quick-reply-option-text',
    category: 'ordering',
    channel: 'webchat',
    steps: ['I want the red velvet', 'Red Velvet Cake (slice)', '1pm', 'Hy', '5125550111', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-slice', qty: 1 }], at: '2026-11-20T13:00', name: 'Hy' } },
  },
  {
    id: 'po-voice-option-two-then-one-o-clock',
    category: 'ordering',
    channel: 'voice',
    steps: ['I want the red velvet.', 'Two.', 'One o clock.', 'Ivy.', { press: '1' }],
    expect: { order: { items: [{ sku: 'red-velvet-slice', qty: 1 }], at: '2026-11-20T13:00', name: 'Ivy' } },
  },
  {
    id: 'po-sms-1-15-pm',
    category: 'ordering',
    channel: 'sms',
    steps: ['1 slice of carrot cake at 1:15 pm', 'Jax', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 1 }], at: '2026-11-20T13:15', name: 'Jax' } },
  },
  {
    id: 'po-sms-11-22-2-p-m',
    category: 'ordering',
    channel: 'sms',
    steps: ['a lemon cake for 11/22 at 2 p.m.', 'pickup', 'Kai', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-whole' }], at: '2026-11-22T14:00', name: 'Kai' } },
  },
  {
    id: 'po-sms-sunday-nov-22nd-2ish',
    category: 'ordering',
    channel: 'sms',
    steps: ['a lemon cake for Sunday Nov 22nd around 2ish', 'pickup', 'Kai', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-whole' }], at: '2026-11-22T14:00', name: 'Kai' } },
  },
];
