import type { Script } from '../script-types.js';

// Openings with nothing named yet ("I want to order"), "one slice of each cake", a name after a
// comma that follows the time, menu-wide allergen questions, and the hours of a holiday.

export const scripts: Script[] = [
  {
    id: 'pzi-sms-anything-vegan',
    category: 'safety',
    channel: 'sms',
    steps: ['Hey! do you guys have anything vegan?'],
    expect: { noOrder: true, says: [/cannot promise/i], never: [/\bis vegan\b/i, /we have vegan/i] },
  },
  {
    id: 'pzi-whatsapp-name-after-time-comma',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['🎂 2 choc slices pls 🙏 pickup 2pm, Mia', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2 }], at: '2026-11-20T14:00', name: 'Mia' } },
  },
  {
    id: 'pzi-sms-multiline-order',
    category: 'ordering',
    channel: 'sms',
    steps: ['Hi\nCarrot cake whole\nSaturday 11am\nName: Jo Park', 'pickup', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole', qty: 1 }], at: '2026-11-21T11:00', name: 'Jo Park' } },
  },
  {
    id: 'pzi-sms-large-lemon-slice-regular-only',
    category: 'ordering',
    channel: 'sms',
    steps: ['can I get a large slice of lemon', 'regular is fine', 'at 2', 'Kim', 'yes'],
    expect: { says: [/regular/i], order: { items: [{ sku: 'lemon-slice', qty: 1 }], at: '2026-11-20T14:00' } },
  },
  {
    id: 'pzi-voice-a-cake-sunday-then-flavour',
    category: 'ordering',
    channel: 'voice',
    steps: ["I'd like to order a cake for pickup on Sunday", 'chocolate', 'at noon', 'Lou', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], at: '2026-11-22T12:00' } },
  },
  {
    id: 'pzi-sms-hours-on-thanksgiving',
    category: 'questions',
    channel: 'sms',
    steps: ['What are your hours on Thanksgiving?'],
    expect: { noOrder: true, says: [/Thanksgiving/, /staff/i], never: [/we are open on/i] },
  },
  {
    id: 'pzi-sms-lattes-and-a-slice',
    category: 'safety',
    channel: 'sms',
    steps: ['2 lattes and a carrot slice at 3', 'Ola', 'yes'],
    expect: { says: [/in our (cafe|café)/i], order: { items: [{ sku: 'carrot-slice', qty: 1 }] } },
  },
  {
    id: 'pzi-sms-peanut-allergy-with-order',
    category: 'safety',
    channel: 'sms',
    steps: ['my son has a peanut allergy, I want a vanilla cake for saturday at 2', 'Ruth', 'pick up', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole' }], allergy: true, status: 'needs_approval', at: '2026-11-21T14:00' } },
  },
  {
    id: 'pzi-sms-slash-date',
    category: 'ordering',
    channel: 'sms',
    steps: ['11/28 at 2pm a carrot cake', 'pickup', 'Ned', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole' }], at: '2026-11-28T14:00' } },
  },
  {
    id: 'pzi-sms-slice-of-each-cake',
    category: 'ordering',
    channel: 'sms',
    steps: ['Happy Friday! Could I please get one slice of each cake? pickup at 4', 'Ivy', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1 }, { sku: 'carrot-slice', qty: 1 }, { sku: 'red-velvet-slice', qty: 1 }, { sku: 'lemon-slice', qty: 1 }, { sku: 'vanilla-bean-slice', qty: 1 }] } },
  },
  {
    id: 'pzi-sms-two-slices-of-every-flavor',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 slices of every flavor for tomorrow at 11', 'Abe', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }, { sku: 'red-velvet-slice', qty: 2 }, { sku: 'lemon-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 2 }], at: '2026-11-21T11:00' } },
  },
  {
    id: 'pzi-webchat-i-want-to-order',
    category: 'ordering',
    channel: 'webchat',
    steps: ['I want to order', 'a vanilla cake', 'Monday at 10am', 'pickup', 'Uma', '5125550143', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole' }], at: '2026-11-23T10:00' } },
  },
  {
    id: 'pzi-sms-can-i-place-an-order',
    category: 'ordering',
    channel: 'sms',
    steps: ['Can I place an order?'],
    expect: { noOrder: true, lastSays: [/what would you like/i], never: [/did not catch/i] },
  },
];
