import type { Script } from '../script-types.js';

// Changes at the summary: pickup instead of delivery, a new address, "change it to a slice", larger
// slices, a message to write on the cake.

export const scripts: Script[] = [
  {
    id: 'pn-web-delivery-then-pick-up',
    category: 'corrections',
    channel: 'webchat',
    steps: ['chocolate cake delivered saturday 2pm to 10 Main St, Austin', 'Ann', '5125550120', 'actually I will pick it up', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole' }], fulfillment: 'pickup', at: '2026-11-21T14:00', name: 'Ann' } },
  },
  {
    id: 'pn-web-address-corrected',
    category: 'corrections',
    channel: 'webchat',
    steps: ['chocolate cake delivered saturday 2pm to 10 Main St, Austin', 'Ann', '5125550120', 'sorry the address is 12 Main St', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole' }], fulfillment: 'delivery', at: '2026-11-21T14:00', name: 'Ann', address: /12 Main St/ } },
  },
  {
    id: 'pn-sms-custom-dinosaur-10-inch',
    category: 'ordering',
    channel: 'sms',
    steps: ['custom cake 10 inch, dinosaur theme, for my son, dec 5 at 11am', 'pickup', 'Ben', 'yes'],
    expect: { order: { items: [{ sku: 'custom', size: '10-inch' }], at: '2026-12-05T11:00', status: 'needs_approval', name: 'Ben' } },
  },
  {
    id: 'pn-sms-change-it-to-a-slice',
    category: 'corrections',
    channel: 'sms',
    steps: ['carrot cake saturday 3pm', 'pickup', 'Cy', 'change it to a slice', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 1 }], at: '2026-11-21T15:00', name: 'Cy' } },
  },
  {
    id: 'pn-sms-large-carrot-slices-regular-only',
    category: 'corrections',
    channel: 'sms',
    steps: ['2 carrot slices at 3pm', 'Cy', 'make them large', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 2, size: 'regular' }], at: '2026-11-20T15:00', name: 'Cy' }, says: [/regular only|only in regular|comes in regular/i] },
  },
  {
    id: 'pn-sms-make-them-large',
    category: 'corrections',
    channel: 'sms',
    steps: ['2 chocolate slices at 3pm', 'Cy', 'make them large', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], at: '2026-11-20T15:00', name: 'Cy' } },
  },
  {
    id: 'pn-sms-write-congrats-on-it',
    category: 'ordering',
    channel: 'sms',
    steps: ['red velvet cake sunday 1pm, please write Congrats Maya on it', 'pickup', 'Di', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole' }], at: '2026-11-22T13:00', name: 'Di', notes: /Congrats Maya/ } },
  },
  {
    id: 'pn-sms-message-added-at-summary',
    category: 'corrections',
    channel: 'sms',
    steps: ['red velvet cake sunday 1pm', 'pickup', 'Di', 'oh and can you write Happy Birthday Sam on it', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole' }], at: '2026-11-22T13:00', name: 'Di', notes: /Happy Birthday Sam/ } },
  },
  {
    id: 'pn-sms-lemon-slices-and-lemon-cake',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices and a whole lemon cake for tomorrow 3pm', 'pickup', 'Ed', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'lemon-whole', qty: 1 }], at: '2026-11-21T15:00', name: 'Ed' } },
  },
  {
    id: 'pn-sms-vanilla-whole-please-monday',
    category: 'ordering',
    channel: 'sms',
    steps: ['vanilla', 'whole please', 'monday at 10', 'pickup', 'Flo', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole' }], at: '2026-11-23T10:00', name: 'Flo' } },
  },
];
