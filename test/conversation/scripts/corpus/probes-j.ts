import type { Script } from '../script-types.js';

// Details a clerk picks up: "slices of lemon" (how many?), "one large one regular", a message to
// write "on a red velvet cake", what a cake is made with, slices that cannot be delivered.

export const scripts: Script[] = [
  {
    id: 'pj-web-slices-delivered-then-pickup',
    category: 'ordering',
    channel: 'webchat',
    steps: ['can I get 2 lemon slices delivered?', 'ok pickup then, 3pm', 'Lu', '5125550101', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', at: '2026-11-20T15:00', name: 'Lu' } },
  },
  {
    id: 'pj-web-vanilla-nut-allergy-daughter',
    category: 'safety',
    channel: 'webchat',
    steps: ['a vanilla cake for saturday 2pm, no nuts please, my daughter is allergic', 'pickup', 'Ros', '5125550102', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole' }], at: '2026-11-21T14:00', name: 'Ros', allergy: true, status: 'needs_approval' }, never: [/nut[- ]free/i, /\bno nuts\b.*\b(in|guarantee)/i] },
  },
  {
    id: 'pj-wa-custom-wedding-dec-19',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['custom cake for my wedding on december 19, 3 tiers, white with gold', '1pm', 'pickup', 'Ada', 'yes'],
    expect: { order: { items: [{ sku: 'custom' }], at: '2026-12-19T13:00', status: 'needs_approval', name: 'Ada' } },
  },
  {
    id: 'pj-web-five-whole-cakes-approval',
    category: 'ordering',
    channel: 'webchat',
    steps: ['5 whole chocolate cakes for next saturday 10am', 'pickup', 'Bill', '5125550103', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole', qty: 5 }], at: '2026-11-28T10:00', status: 'needs_approval', name: 'Bill' } },
  },
  {
    id: 'pj-sms-large-chocolate-slice',
    category: 'ordering',
    channel: 'sms',
    steps: ['large slice of chocolate at 2', 'Cal', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }], at: '2026-11-20T14:00', name: 'Cal' } },
  },
  {
    id: 'pj-sms-one-large-one-regular-no-and',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 chocolate slices, one large one regular, at 2', 'Cal', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' }], at: '2026-11-20T14:00', name: 'Cal' } },
  },
  {
    id: 'pj-web-cake-sizes-question',
    category: 'questions',
    channel: 'webchat',
    steps: ['what sizes do your cakes come in?'],
    expect: { noOrder: true, says: [/8-inch|8 inch/i] },
  },
  {
    id: 'pj-sms-rv-cream-cheese-question',
    category: 'questions',
    channel: 'sms',
    steps: ['does the red velvet have cream cheese frosting?'],
    expect: { noOrder: true, says: [/cream cheese/i] },
  },
  {
    id: 'pj-sms-slice-then-whole-cake-instead',
    category: 'ordering',
    channel: 'sms',
    steps: ['lemon slice', 'actually make it a whole lemon cake for tomorrow at noon', 'pickup', 'Dee', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-whole' }], at: '2026-11-21T12:00', name: 'Dee' } },
  },
  {
    id: 'pj-sms-write-on-a-rv-cake',
    category: 'ordering',
    channel: 'sms',
    steps: ['can you write Happy Anniversary on a red velvet cake for sunday 5pm', 'pickup', 'Eve', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole' }], at: '2026-11-22T17:00', name: 'Eve', notes: /Happy Anniversary/i } },
  },
  {
    id: 'pj-wa-chocolate-delivery-lamar',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['Hi! Chocolate cake for Sunday pls', 'noon', 'delivery', '200 Lamar Blvd Austin', 'Fay', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole' }], fulfillment: 'delivery', at: '2026-11-22T12:00', address: /200 Lamar/i, name: 'Fay' } },
  },
  {
    id: 'pj-sms-delivery-fee-question',
    category: 'questions',
    channel: 'sms',
    steps: ['how much is delivery?'],
    expect: { noOrder: true, never: [/\$\d|\d+\.\d\d USD delivery/i] },
  },
  {
    id: 'pj-sms-cake-for-pickup-then-carrot',
    category: 'ordering',
    channel: 'sms',
    steps: ['I would like to order a cake for pick up', 'carrot', 'tomorrow 1pm', 'Gil', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole' }], at: '2026-11-21T13:00', name: 'Gil' } },
  },
  {
    id: 'pj-sms-slices-of-lemon-how-many',
    category: 'ordering',
    channel: 'sms',
    steps: ['slices of lemon', '4', '2pm', 'Hap', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 4 }], at: '2026-11-20T14:00', name: 'Hap' } },
  },
];
