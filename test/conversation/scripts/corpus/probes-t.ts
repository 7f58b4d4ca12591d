import type { Script } from '../script-types.js';

// Names and numbers: spelled out on a call, corrected, said as "for Liam" at the end, and the words
// after "for" that are days ("for Thanksgiving", "for Saturday"), not people.

export const scripts: Script[] = [
  {
    id: 'pt-web-bad-number-then-good',
    category: 'ordering',
    channel: 'webchat',
    steps: ['2 lemon slices 3pm', 'Hal', '12345', '512-555-0177', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T15:00', name: 'Hal', phone: '+15125550177' } },
  },
  {
    id: 'pt-web-why-number-then-number',
    category: 'ordering',
    channel: 'webchat',
    steps: ['2 lemon slices 3pm', 'Hal', 'why do you need my number?', '5125550178', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], name: 'Hal', phone: '+15125550178' } },
  },
  {
    id: 'pt-web-uk-number',
    category: 'ordering',
    channel: 'webchat',
    steps: ['2 lemon slices 3pm', 'Hal', '+44 20 7946 0958', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], name: 'Hal' } },
  },
  {
    id: 'pt-voice-name-spelled-out',
    category: 'ordering',
    channel: 'voice',
    steps: ['A carrot cake please.', 'Saturday at noon.', 'Pick up.', 'It is Ian. I-A-N.', { press: '1' }],
    expect: { order: { items: [{ sku: 'carrot-whole' }], at: '2026-11-21T12:00', name: 'Ian' } },
  },
  {
    id: 'pt-sms-jenn-with-two-ns',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices 3pm', 'Jen', 'sorry its Jenn with two ns', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], name: 'Jenn' } },
  },
  {
    id: 'pt-sms-kaitlyn-not-katelyn',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices 3pm', 'Katelyn', 'Kaitlyn, not Katelyn', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], name: 'Kaitlyn' } },
  },
  {
    id: 'pt-sms-for-liam-at-the-end',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices 3pm for Liam', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], name: 'Liam' } },
  },
  {
    id: 'pt-sms-order-for-maria',
    category: 'ordering',
    channel: 'sms',
    steps: ['order for Maria: 2 lemon slices at 3', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], name: 'Maria', at: '2026-11-20T15:00' } },
  },
  {
    id: 'pt-sms-for-saturday-not-a-name',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices for Saturday', '3pm', 'Nell', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], name: 'Nell', at: '2026-11-21T15:00' } },
  },
  {
    id: 'pt-sms-carrot-for-thanksgiving',
    category: 'ordering',
    channel: 'sms',
    steps: ['a carrot cake for Thanksgiving', '2pm', 'pickup', 'Otis', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole' }], name: 'Otis', at: '2026-11-26T14:00' } },
  },
  {
    id: 'pt-sms-carrot-for-christmas-eve',
    category: 'ordering',
    channel: 'sms',
    steps: ['a carrot cake for Christmas Eve', '2pm', 'pickup', 'Otis', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole' }], name: 'Otis', at: '2026-12-24T14:00' } },
  },
  {
    id: 'pt-sms-for-pickup-not-a-name',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3 for Pickup', 'Ray', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], name: 'Ray' } },
  },
];
