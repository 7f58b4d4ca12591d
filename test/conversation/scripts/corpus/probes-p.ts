import type { Script } from '../script-types.js';

// An allergy said with the order ("I have a tree nut allergy": the slice is still ordered, and staff
// review it), long polite messages, "what time can I pick up?".

export const scripts: Script[] = [
  {
    id: 'pp-sms-long-polite-signed-linda',
    category: 'ordering',
    channel: 'sms',
    steps: ['Hi there! I was wondering if I could order a carrot cake for my dad\'s retirement party on Saturday. We\'d pick it up around 5. Thanks so much! - Linda', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole' }], at: '2026-11-21T17:00', name: 'Linda' } },
  },
  {
    id: 'pp-wa-hey-have-rv-then-slice',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['hey', 'do you have red velvet', 'cool, one slice for 2pm please', 'Mo', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-slice', qty: 1 }], at: '2026-11-20T14:00', name: 'Mo' } },
  },
  {
    id: 'pp-sms-carrot-slice-tree-nut-allergy',
    category: 'safety',
    channel: 'sms',
    steps: ['can I get a slice of carrot cake, I have a tree nut allergy though', '3pm', 'Nia', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 1 }], at: '2026-11-20T15:00', name: 'Nia', allergy: true, status: 'needs_approval' }, never: [/\bsafe\b(?! to)/i, /nut[- ]free/i] },
  },
  {
    id: 'pp-web-lemon-whole-and-vanilla-slices',
    category: 'ordering',
    channel: 'webchat',
    steps: ['Hello, I\'d like 1 whole lemon chiffon and 4 vanilla slices, all for saturday at 1', 'pickup', 'Ola', '5125550144', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-whole', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 4 }], at: '2026-11-21T13:00', name: 'Ola' } },
  },
  {
    id: 'pp-sms-three-slices-one-each',
    category: 'ordering',
    channel: 'sms',
    steps: ['Good morning, could I please have three slices: one chocolate, one carrot and one lemon, for 12:30 today', 'Pia', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1 }, { sku: 'carrot-slice', qty: 1 }, { sku: 'lemon-slice', qty: 1 }], at: '2026-11-20T12:30', name: 'Pia' } },
  },
  {
    id: 'pp-voice-calling-to-order-a-cake',
    category: 'ordering',
    channel: 'voice',
    steps: ['Hi yes I was calling to order a cake.', 'Chocolate.', 'Saturday at two.', 'Pick up.', 'Quinn.', 'Yes.'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole' }], at: '2026-11-21T14:00', name: 'Quinn' } },
  },
  {
    id: 'pp-sms-cake-tmrw-step-by-step',
    category: 'ordering',
    channel: 'sms',
    steps: ['need a cake for tmrw', 'red velvet', 'noon', 'pickup', 'Rex', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole' }], at: '2026-11-21T12:00', name: 'Rex' } },
  },
  {
    id: 'pp-sms-preorder-slices-tomorrow',
    category: 'ordering',
    channel: 'sms',
    steps: ['can i preorder slices for tomorrow? 2 chocolate at 9am', 'Sal', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2 }], at: '2026-11-21T09:00', name: 'Sal' } },
  },
  {
    id: 'pp-sms-vanilla-for-4-and-large-choc',
    category: 'ordering',
    channel: 'sms',
    steps: ['I need 2 vanilla slices for 4 and also 1 large chocolate slice', '4pm', 'Tam', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }], at: '2026-11-20T16:00', name: 'Tam' } },
  },
  {
    id: 'pp-sms-pickup-time-question-then-lemon',
    category: 'ordering',
    channel: 'sms',
    steps: ['what time can i pick up a cake tomorrow?', 'ok a lemon cake tomorrow at 11am then', 'pickup', 'Ursa', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-whole' }], at: '2026-11-21T11:00', name: 'Ursa' }, says: [/8 AM/] },
  },
];
