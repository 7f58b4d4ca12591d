import type { Script } from '../script-types.js';

// A second order in one chat (the name kept), "asap", a customer called Ty, "do I need to order in
// advance?", dates written 11/28.

export const scripts: Script[] = [
  {
    id: 'pk-web-second-order-keeps-name',
    category: 'ordering',
    channel: 'webchat',
    steps: ['2 lemon slices at 3pm', 'Jo', '5125550160', 'yes', 'also can I order a carrot cake for tomorrow at 4pm', 'pickup', 'yes'],
    expect: { says: [/Name: Jo\b/] },
  },
  {
    id: 'pk-sms-cupcakes-question',
    category: 'questions',
    channel: 'sms',
    steps: ['do you have cupcakes?'],
    expect: { noOrder: true, never: [/we have cupcakes/i] },
  },
  {
    id: 'pk-sms-made-fresh-question',
    category: 'questions',
    channel: 'sms',
    steps: ['are your cakes made fresh daily?'],
    expect: { noOrder: true, never: [/\bmade fresh (daily|every day)\b/i] },
  },
  {
    id: 'pk-sms-what-is-lemon-like',
    category: 'questions',
    channel: 'sms',
    steps: ['what is the lemon cake like?'],
    expect: { noOrder: true, says: [/lemon/i] },
  },
  {
    id: 'pk-sms-name-ty',
    category: 'ordering',
    channel: 'sms',
    steps: ['can I get a slice of chocolate and a slice of red velvet at 11:45', 'Ty', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1 }, { sku: 'red-velvet-slice', qty: 1 }], at: '2026-11-20T11:45', name: 'Ty' } },
  },
  {
    id: 'pk-sms-date-slash-11-28',
    category: 'ordering',
    channel: 'sms',
    steps: ['hi can i have a chocolate fudge cake 8 inch for 11/28 at 12pm', 'pickup', 'Uma', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole' }], at: '2026-11-28T12:00', name: 'Uma' } },
  },
  {
    id: 'pk-sms-two-cakes-then-flavours',
    category: 'ordering',
    channel: 'sms',
    steps: ['i need 2 cakes for tomorrow 3pm, a carrot and a red velvet', 'pickup', 'Val', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole' }, { sku: 'red-velvet-whole' }], at: '2026-11-21T15:00', name: 'Val' } },
  },
  {
    id: 'pk-sms-form-style-vanilla-sunday',
    category: 'ordering',
    channel: 'sms',
    steps: ['Order for pickup Sunday 11am: 1 vanilla bean cake. Name: Wu', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole' }], at: '2026-11-22T11:00', name: 'Wu' } },
  },
  {
    id: 'pk-sms-make-it-saturday-at-summary',
    category: 'corrections',
    channel: 'sms',
    steps: ['carrot cake sunday 11am', 'pickup', 'Xi', 'no wait make it saturday', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole' }], at: '2026-11-21T11:00', name: 'Xi' } },
  },
  {
    id: 'pk-sms-red-velvet-instead-at-summary',
    category: 'corrections',
    channel: 'sms',
    steps: ['carrot cake sunday 11am', 'pickup', 'Xi', 'can you make that a red velvet instead?', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole' }], at: '2026-11-22T11:00', name: 'Xi' } },
  },
  {
    id: 'pk-sms-asap',
    category: 'ordering',
    channel: 'sms',
    steps: ['1 lemon slice', 'asap', 'Yu', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 1 }], name: 'Yu' } },
  },
  {
    id: 'pk-web-name-and-number-one-message',
    category: 'ordering',
    channel: 'webchat',
    steps: ['1 lemon slice at 3', 'my name is zach and my number is 512-555-0177', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 1 }], at: '2026-11-20T15:00', name: 'Zach', phone: '+15125550177' } },
  },
  {
    id: 'pk-sms-order-in-advance-question',
    category: 'questions',
    channel: 'sms',
    steps: ['Do I need to order the carrot cake in advance?'],
    expect: { noOrder: true, says: [/24 hours/i] },
  },
  {
    id: 'pk-wa-slices-every-day-question',
    category: 'questions',
    channel: 'whatsapp',
    steps: ['are slices available every day?'],
    expect: { noOrder: true },
  },
  {
    id: 'pk-sms-the-chocolate-one-slice-make-it-two',
    category: 'ordering',
    channel: 'sms',
    steps: ['can i get the chocolate one', 'a slice', 'make it two', '5pm', 'Abe', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2 }], at: '2026-11-20T17:00', name: 'Abe' } },
  },
];
