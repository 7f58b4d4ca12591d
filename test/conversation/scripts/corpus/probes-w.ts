import type { Script } from '../script-types.js';

// Days and times in words: "the day after tomorrow", "a week from today", "after church, around 1",
// "at lunch time", "now".

export const scripts: Script[] = [
  {
    id: 'pw-wa-rv-slices-tomorrow-morning-930',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['Hello 😊 I want to order 2 red velvet slices for tomorrow morning', '9:30', 'Cleo', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], at: '2026-11-21T09:30', name: 'Cleo' } },
  },
  {
    id: 'pw-sms-after-church-around-1',
    category: 'ordering',
    channel: 'sms',
    steps: ['Can I get a lemon cake?', 'Sunday', 'After church, around 1', 'pickup', 'Dot', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-whole' }], at: '2026-11-22T13:00', name: 'Dot' } },
  },
  {
    id: 'pw-sms-chocolate-slice-now',
    category: 'ordering',
    channel: 'sms',
    steps: ['chocolate slice pls', 'now', 'Ezra', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1 }], name: 'Ezra' } },
  },
  {
    id: 'pw-sms-at-lunch-time',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices', 'at lunch time', 'Fay', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T12:00', name: 'Fay' } },
  },
  {
    id: 'pw-sms-this-evening-around-6',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices', 'this evening around 6', 'Fay', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T18:00', name: 'Fay' } },
  },
  {
    id: 'pw-sms-day-after-tomorrow',
    category: 'ordering',
    channel: 'sms',
    steps: ['a red velvet cake', 'day after tomorrow at 2', 'pickup', 'Gio', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole' }], at: '2026-11-22T14:00', name: 'Gio' } },
  },
  {
    id: 'pw-sms-a-week-from-today',
    category: 'ordering',
    channel: 'sms',
    steps: ['a red velvet cake', 'a week from today at noon', 'pickup', 'Gio', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole' }], at: '2026-11-27T12:00', name: 'Gio' } },
  },
  {
    id: 'pw-sms-closing-question-at-summary',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Hana', 'wait what time do you close today', 'ok yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T15:00', name: 'Hana' } },
  },
];
