import type { Script } from '../script-types.js';

// Allergies said before or inside an order; complaints and refunds go to staff; questions nothing
// here can answer (parking, catering) said plainly; 'what's the total'; 'hot chocolate' is a drink
// and 'I might be 10 min late' is neither a latte nor a time.

export const scripts: Script[] = [
  {
    id: 'pzd-sms-nut-allergy-first',
    category: 'safety',
    channel: 'sms',
    steps: ['I have a nut allergy', '2 vanilla slices at 3', 'Ann', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], allergy: true, status: 'needs_approval' } },
  },
  {
    id: 'pzd-sms-daughter-allergic-to-eggs',
    category: 'safety',
    channel: 'sms',
    steps: ['my daughter is allergic to eggs, can I get a vanilla slice at 3', 'Bea', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-slice' }], allergy: true, status: 'needs_approval' } },
  },
  {
    id: 'pzd-sms-no-nuts-please',
    category: 'safety',
    channel: 'sms',
    steps: ['a carrot cake tomorrow at 2, no nuts please', 'pickup', 'Cal', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole' }], status: 'needs_approval' } },
  },
  {
    id: 'pzd-sms-without-walnuts-question',
    category: 'safety',
    channel: 'sms',
    steps: ['Can you make the carrot cake without walnuts?'],
    expect: { noOrder: true, never: [/\byes\b/i] },
  },
  {
    id: 'pzd-sms-how-much-would-3-be',
    category: 'questions',
    channel: 'sms',
    steps: ['How much would 3 red velvet slices be?'],
    expect: { noOrder: true, says: [/19\.50|6\.50/] },
  },
  {
    id: 'pzd-sms-total-for-2-carrot-cakes',
    category: 'questions',
    channel: 'sms',
    steps: ["what's the total for 2 carrot cakes?"],
    expect: { noOrder: true, says: [/46\.00/], never: [/got it/i] },
  },
  {
    id: 'pzd-sms-reserve-a-table',
    category: 'questions',
    channel: 'sms',
    steps: ['Can I reserve a table for 4?'],
    expect: { noOrder: true, says: [/cannot help/i] },
  },
  {
    id: 'pzd-sms-where-to-park',
    category: 'questions',
    channel: 'sms',
    steps: ['Where do I park?'],
    expect: { noOrder: true, says: [/cannot help/i] },
  },
  {
    id: 'pzd-sms-order-was-wrong',
    category: 'safety',
    channel: 'sms',
    steps: ['My order is wrong, the cake had the wrong name on it'],
    expect: { noOrder: true, says: [/staff|team|someone/i] },
  },
  {
    id: 'pzd-sms-refund',
    category: 'safety',
    channel: 'sms',
    steps: ['I want a refund'],
    expect: { noOrder: true, says: [/staff|person|team/i] },
  },
  {
    id: 'pzd-sms-cake-was-dry',
    category: 'safety',
    channel: 'sms',
    steps: ['The cake I got yesterday was dry and stale, really disappointed'],
    expect: { noOrder: true, says: [/staff|sorry|team/i] },
  },
  {
    id: 'pzd-sms-cater-events',
    category: 'questions',
    channel: 'sms',
    steps: ['Do you cater events?'],
    expect: { noOrder: true, says: [/cannot help/i] },
  },
  {
    id: 'pzd-sms-might-be-10-min-late',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3 but I might be 10 min late', 'Fay', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T15:00' }, never: [/caf[eé]/i] },
  },
  {
    id: 'pzd-sms-hot-chocolate-is-a-drink',
    category: 'ordering',
    channel: 'sms',
    steps: ['can I get a lemon slice and a hot chocolate at 2', 'Gia', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice' }] }, says: [/caf[eé]/i] },
  },
  {
    id: 'pzd-sms-matcha-lattes-and-carrot',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 matcha lattes and a carrot slice at 10:30', 'Hal', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice' }] }, says: [/caf[eé]/i] },
  },
  {
    id: 'pzd-webchat-safe-for-peanut-allergy',
    category: 'safety',
    channel: 'webchat',
    steps: ['Is the lemon cake safe for someone with a peanut allergy?'],
    expect: { noOrder: true, never: [/\byes\b/i] },
  },
];
