import type { Script } from '../script-types.js';

// Cakes we do not make and custom cakes: one clarifying question naming real products, a custom
// cake asked about and then given a day, large orders that staff approve.

export const scripts: Script[] = [
  {
    id: 'ps-sms-black-forest-then-fudge',
    category: 'ordering',
    channel: 'sms',
    steps: ['do you have black forest cake?', 'ok the chocolate fudge then, whole, saturday 3pm', 'pickup', 'Di', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole' }], at: '2026-11-21T15:00', name: 'Di' } },
  },
  {
    id: 'ps-sms-black-forest-as-custom-then-day',
    category: 'ordering',
    channel: 'sms',
    steps: ['do you have black forest cake?', 'can you make one as a custom cake?', 'dec 10 at 2pm', 'pickup', 'Di', 'yes'],
    expect: { order: { items: [{ sku: 'custom' }], at: '2026-12-10T14:00', status: 'needs_approval', name: 'Di' } },
  },
  {
    id: 'ps-sms-banana-cake-pick-option-2',
    category: 'ordering',
    channel: 'sms',
    steps: ['i want a banana cake', '2', 'saturday 3pm', 'pickup', 'Di', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole' }], at: '2026-11-21T15:00', name: 'Di' } },
  },
  {
    id: 'ps-sms-coconut-or-similar',
    category: 'questions',
    channel: 'sms',
    steps: ['do you have coconut cake or something similar'],
    expect: { noOrder: true },
  },
  {
    id: 'ps-web-custom-8-inch-pink-frosting',
    category: 'ordering',
    channel: 'webchat',
    steps: ['a custom cake, 8 inch, chocolate with pink frosting, for dec 6 at noon', 'pickup', 'Eva', '5125550131', 'yes'],
    expect: { order: { items: [{ sku: 'custom', size: '8-inch' }], at: '2026-12-06T12:00', status: 'needs_approval', name: 'Eva' } },
  },
  {
    id: 'ps-sms-custom-too-soon',
    category: 'ordering',
    channel: 'sms',
    steps: ['custom cake for saturday 2pm'],
    expect: { noOrder: true, says: [/3 days|72 hours/i] },
  },
  {
    id: 'ps-wa-cake-for-30-then-custom',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['I would like a cake for 30 people for a party on dec 12', 'a custom cake then', '3pm', 'pickup', 'Flo', 'yes'],
    expect: { order: { items: [{ sku: 'custom' }], at: '2026-12-12T15:00', status: 'needs_approval', name: 'Flo' } },
  },
  {
    id: 'ps-sms-five-whole-cakes-next-friday',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 carrot cakes and 3 red velvet cakes for next friday at noon', 'pickup', 'Gus', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole', qty: 2 }, { sku: 'red-velvet-whole', qty: 3 }], at: '2026-11-27T12:00', status: 'needs_approval', name: 'Gus' } },
  },
];
