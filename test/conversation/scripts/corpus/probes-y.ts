import type { Script } from '../script-types.js';

// A count and a kind before the flavours ("3 cakes: chocolate, carrot and vanilla", "4 slices"
// then "two lemon and two carrot"); a time moved ("4 instead of 3", "four thirty" on a call); an
// address before the time.

export const scripts: Script[] = [
  {
    id: 'py-sms-have-red-velvet-then-whole-one',
    category: 'ordering',
    channel: 'sms',
    steps: ['Hey do you guys have red velvet?', 'awesome, can I get a whole one for saturday 11am', 'pickup', 'Jo', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole' }], at: '2026-11-21T11:00', name: 'Jo' } },
  },
  {
    id: 'py-sms-four-slices-then-flavours',
    category: 'ordering',
    channel: 'sms',
    steps: ['Could I order 4 slices please', 'two lemon and two carrot', 'at 1', 'Mo', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }], at: '2026-11-20T13:00' } },
  },
  {
    id: 'py-sms-vanilla-with-quoted-message',
    category: 'ordering',
    channel: 'sms',
    steps: ['a vanilla cake with "Happy 40th Dave" written on it, sunday at 10', 'pickup', 'Sue', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole' }], at: '2026-11-22T10:00', notes: /Happy 40th Dave/ } },
  },
  {
    id: 'py-sms-4-instead-of-3-moves-the-time',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Ann', 'can we do 4 instead of 3?', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T16:00' } },
  },
  {
    id: 'py-sms-pick-up-at-430-instead',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Ann', 'can I pick up at 4:30 instead', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T16:30' } },
  },
  {
    id: 'py-wa-two-chocolate-one-vanilla-slice',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['Good morning! Two slices of chocolate and one vanilla slice for 11:30 please', 'Cy', 'Yes please!'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2 }, { sku: 'vanilla-bean-slice', qty: 1 }], at: '2026-11-20T11:30' } },
  },
  {
    id: 'py-webchat-delivered-to-address-at-5pm',
    category: 'ordering',
    channel: 'webchat',
    steps: ['need a chocolate cake delivered tomorrow to 55 Pine Ave, Austin TX at 5pm', 'Dee', '5125550111', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole' }], fulfillment: 'delivery', address: /55 Pine Ave/, status: 'needs_approval' } },
  },
  {
    id: 'py-sms-what-slices-then-two',
    category: 'ordering',
    channel: 'sms',
    steps: ['what slices do you have today?', "I'll do the red velvet and a lemon", 'at 5', 'Gil', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-slice' }, { sku: 'lemon-slice' }], at: '2026-11-20T17:00' } },
  },
  {
    id: 'py-voice-four-thirty-is-a-time',
    category: 'ordering',
    channel: 'voice',
    steps: ['two lemon slices', 'four thirty', 'Ivy', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T16:30' } },
  },
  {
    id: 'py-sms-peanut-allergy-in-order',
    category: 'safety',
    channel: 'sms',
    steps: ['2 carrot slices at 3, my son has a severe peanut allergy', 'Jay', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 2 }], allergy: true, status: 'needs_approval' } },
  },
  {
    id: 'py-sms-custom-10-inch-december-5th',
    category: 'ordering',
    channel: 'sms',
    steps: ['a 10 inch custom cake for december 5th at 3pm, unicorn theme, pink and purple', 'pickup', 'Liv', 'yes'],
    expect: { order: { items: [{ sku: 'custom', size: '10-inch' }], at: '2026-12-05T15:00' } },
  },
  {
    id: 'py-sms-total-question-at-summary',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Ann', 'what is the total?', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }] }, says: [/11\.50/] },
  },
  {
    id: 'py-sms-three-cakes-colon-list',
    category: 'ordering',
    channel: 'sms',
    steps: ['I need 3 cakes for a party saturday at noon: chocolate, carrot and vanilla', 'pickup', 'Ray', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole' }, { sku: 'carrot-whole' }, { sku: 'vanilla-bean-whole' }], at: '2026-11-21T12:00' } },
  },
];
