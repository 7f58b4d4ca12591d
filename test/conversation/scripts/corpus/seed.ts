import type { Script } from '../script-types.js';

// A first handful, one per channel, that show the format.
export const scripts: Script[] = [
  {
    id: 'seed-sms-two-slices',
    category: 'ordering',
    channel: 'sms',
    steps: ['Hi, can I get 2 slices of carrot cake for pickup tomorrow at 3?', 'Dana', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', at: '2026-11-21T15:00', name: 'Dana', status: 'confirmed' } },
  },
  {
    id: 'seed-voice-lemon-cake',
    category: 'ordering',
    channel: 'voice',
    steps: ["I'd like a whole lemon cake for Saturday at noon.", 'Pick up.', 'Sam Lee.', { press: '1' }],
    expect: { order: { items: [{ sku: 'lemon-whole' }], fulfillment: 'pickup', at: '2026-11-21T12:00', name: 'Sam Lee' } },
  },
  {
    id: 'seed-webchat-price-question',
    category: 'questions',
    channel: 'webchat',
    steps: ['How much is a slice of the lemon?'],
    expect: { noOrder: true, says: [/5\.75/] },
  },
  {
    id: 'seed-whatsapp-coffee',
    category: 'safety',
    channel: 'whatsapp',
    steps: ['can I order 2 lattes for tomorrow morning?'],
    expect: { noOrder: true, says: [/caf[eé]/i] },
  },
];
