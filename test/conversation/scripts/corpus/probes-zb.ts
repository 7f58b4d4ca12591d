import type { Script } from '../script-types.js';

// The soonest a cake can be had; 'yes but make it 4'; an hours question inside an order; 'earlier,
// like 11'; everything in one message; delivery with a full address; 'remove one' and 'change
// the lemon to carrot' at the summary.

export const scripts: Script[] = [
  {
    id: 'pzb-sms-soonest-chocolate-cake',
    category: 'questions',
    channel: 'sms',
    steps: ['whats the soonest I can get a chocolate cake'],
    expect: { noOrder: true, says: [/Sat, Nov 21/] },
  },
  {
    id: 'pzb-sms-obrien-tomorrow',
    category: 'ordering',
    channel: 'sms',
    steps: ["2 lemon slices at 3 pm tomorrow and my name is O'Brien", 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], name: "O'Brien", at: '2026-11-21T15:00' } },
  },
  {
    id: 'pzb-sms-name-in-capitals',
    category: 'ordering',
    channel: 'sms',
    steps: ['two lemon slices at 3, name: JOSÉ', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], name: 'José' } },
  },
  {
    id: 'pzb-sms-yes-but-make-it-4',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Ann', 'yes but make it 4 slices', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 4 }] } },
  },
  {
    id: 'pzb-sms-order-and-hours-on-sunday',
    category: 'ordering',
    channel: 'sms',
    steps: ['Can I have a lemon slice at 2 and also what are your hours on sunday', 'Ann', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice' }], at: '2026-11-20T14:00' }, says: [/Sun/] },
  },
  {
    id: 'pzb-webchat-everything-in-one-message',
    category: 'ordering',
    channel: 'webchat',
    steps: ['One chocolate fudge cake, 8 inch, Saturday 4:30 PM, pickup, name Kevin Lee, phone 512-555-0188', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole' }], at: '2026-11-21T16:30', name: 'Kevin Lee', phone: '+15125550188' } },
  },
  {
    id: 'pzb-sms-delivered-to-full-address',
    category: 'ordering',
    channel: 'sms',
    steps: ['Can I get a red velvet cake delivered saturday at 4 to 2200 S Lamar Blvd Apt 5, Austin, TX 78704', 'Dee', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole' }], fulfillment: 'delivery', address: /2200 S Lamar Blvd Apt 5/, at: '2026-11-21T16:00' } },
  },
  {
    id: 'pzb-sms-two-whole-cakes-colon',
    category: 'ordering',
    channel: 'sms',
    steps: ['I need 2 whole cakes: one lemon one carrot, sunday 11am', 'pickup', 'Eve', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-whole' }, { sku: 'carrot-whole' }], at: '2026-11-22T11:00' } },
  },
  {
    id: 'pzb-sms-pickup-in-an-hour',
    category: 'ordering',
    channel: 'sms',
    steps: ['3 slices of chocolate please. Pickup in an hour', 'Fin', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3 }], at: '2026-11-20T11:00' } },
  },
  {
    id: 'pzb-sms-three-and-three',
    category: 'ordering',
    channel: 'sms',
    steps: ['3 lemon slices at 2 and 3 carrot slices', 'Gus', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 3 }, { sku: 'carrot-slice', qty: 3 }], at: '2026-11-20T14:00' } },
  },
  {
    id: 'pzb-sms-add-one-remove-one',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Ann', 'add a red velvet slice and remove one lemon', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 1 }, { sku: 'red-velvet-slice', qty: 1 }] } },
  },
  {
    id: 'pzb-sms-change-lemon-to-carrot',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Ann', 'change the lemon to carrot', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 2 }] } },
  },
  {
    id: 'pzb-sms-earlier-like-11',
    category: 'ordering',
    channel: 'sms',
    steps: ['a carrot cake sunday at 3', 'pickup', 'Ann', 'can we do earlier, like 11?', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole' }], at: '2026-11-22T11:00' } },
  },
];
