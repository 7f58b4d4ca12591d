import type { Script } from '../script-types.js';

// Counts changed by how much ("one more", "one less", "double it"), a sign-off name on the same
// line, "at 2 instead", questions about the bakery itself that are not answered by invention.

export const scripts: Script[] = [
  {
    id: 'pzh-sms-address-of-the-bakery',
    category: 'questions',
    channel: 'sms',
    steps: ["what's the address of the bakery?"],
    expect: { noOrder: true, says: [/cannot help/i], never: [/\d+ \w+ (St|Street|Ave|Road)/] },
  },
  {
    id: 'pzh-sms-where-located',
    category: 'questions',
    channel: 'sms',
    steps: ['where are you located?'],
    expect: { noOrder: true, never: [/did not catch/i] },
  },
  {
    id: 'pzh-sms-hiring',
    category: 'questions',
    channel: 'sms',
    steps: ['are you hiring?'],
    expect: { noOrder: true, says: [/cannot help/i] },
  },
  {
    id: 'pzh-sms-thank-you-first',
    category: 'questions',
    channel: 'sms',
    steps: ['thank you!'],
    expect: { noOrder: true },
  },
  {
    id: 'pzh-sms-lol',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3 lol', 'Ava', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }] } },
  },
  {
    id: 'pzh-sms-deliver-to-my-office',
    category: 'ordering',
    channel: 'sms',
    steps: ['can you deliver a lemon cake tomorrow at 5 to my office at 300 W 6th St', 'Ben', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-whole' }], fulfillment: 'delivery', address: /300 W 6th St/, at: '2026-11-21T17:00' } },
  },
  {
    id: 'pzh-sms-my-address-is',
    category: 'ordering',
    channel: 'sms',
    steps: ['a carrot cake tomorrow at 2', 'delivery', 'my address is 300 W 6th St', 'Cal', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole' }], fulfillment: 'delivery', address: /300 W 6th St/ } },
  },
  {
    id: 'pzh-voice-check-on-my-order',
    category: 'ordering',
    channel: 'voice',
    steps: ["I'd like to check on my order"],
    expect: { noOrder: true },
  },
  {
    id: 'pzh-voice-speak-to-a-manager',
    category: 'ordering',
    channel: 'voice',
    steps: ['Can I speak to a manager please'],
    expect: { noOrder: true, says: [/staff/i] },
  },
  {
    id: 'pzh-sms-hi-then-red-velvet',
    category: 'ordering',
    channel: 'sms',
    steps: ['hi!', 'I want 2 slices of red velvet', 'today 4:30', 'Dee', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], at: '2026-11-20T16:30' } },
  },
  {
    id: 'pzh-sms-thank-you-ellen-sign-off',
    category: 'ordering',
    channel: 'sms',
    steps: ['Good afternoon, could I please order one whole carrot cake for pickup this Sunday at 12:30pm? Thank you, Ellen', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole' }], at: '2026-11-22T12:30', name: 'Ellen' } },
  },
  {
    id: 'pzh-sms-at-2-instead',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Fay', 'actually can I get that at 2 instead', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T14:00' } },
  },
  {
    id: 'pzh-sms-and-one-more',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Fay', 'and one more', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 3 }] } },
  },
  {
    id: 'pzh-sms-one-less',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Fay', 'one less', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 1 }] } },
  },
  {
    id: 'pzh-sms-double-it',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Fay', 'double it', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 4 }] } },
  },
];
