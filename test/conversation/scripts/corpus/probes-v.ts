import type { Script } from '../script-types.js';

// Follow-up questions ("what about the lemon one?" asks the last question again), "what times are
// available?" in the middle of an order, ordering what an allergen question was about.

export const scripts: Script[] = [
  {
    id: 'pv-sms-what-times-are-available',
    category: 'ordering',
    channel: 'sms',
    steps: ['Hi, can I get a whole vanilla cake for Sunday?', 'what times are available?', '11am', 'pickup', 'Uma', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole' }], at: '2026-11-22T11:00', name: 'Uma' }, never: [/did not catch/i] },
  },
  {
    id: 'pv-sms-in-about-an-hour',
    category: 'ordering',
    channel: 'sms',
    steps: ['one red velvet slice and one lemon slice please', 'in about an hour', 'Val', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-slice', qty: 1 }, { sku: 'lemon-slice', qty: 1 }], at: '2026-11-20T11:00', name: 'Val' } },
  },
  {
    id: 'pv-web-delivery-question-then-order',
    category: 'ordering',
    channel: 'webchat',
    steps: ['Can I order for delivery?', 'a chocolate cake, saturday at 1', '77 Oak Lane, Austin', 'Wes', '5125550166', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole' }], fulfillment: 'delivery', at: '2026-11-21T13:00', address: /77 Oak/i, name: 'Wes' } },
  },
  {
    id: 'pv-sms-slices-of-two-cakes',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 slices of carrot cake and 2 slices of chocolate cake for 1pm', 'Xia', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 2 }], at: '2026-11-20T13:00', name: 'Xia' } },
  },
  {
    id: 'pv-sms-lowercase-name-at-end',
    category: 'ordering',
    channel: 'sms',
    steps: ['i want to pick up 2 slices of lemon at 2:45 pm today. my name is yara', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T14:45', name: 'Yara' } },
  },
  {
    id: 'pv-sms-all-in-one-tmr-zane',
    category: 'ordering',
    channel: 'sms',
    steps: ['Red velvet cake please for tmr 4pm pick up. Zane', 'Yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole' }], at: '2026-11-21T16:00', name: 'Zane' } },
  },
  {
    id: 'pv-sms-gluten-then-what-about-lemon',
    category: 'questions',
    channel: 'sms',
    steps: ['Is the carrot cake gluten free?', 'ok what about the lemon one?'],
    expect: { noOrder: true, never: [/\bis gluten[- ]free\b/i], lastSays: [/Lemon Chiffon Cake.*(wheat|allergen)/i] },
  },
  {
    id: 'pv-sms-price-then-what-about-rv',
    category: 'questions',
    channel: 'sms',
    steps: ['how much is a carrot slice?', 'what about red velvet?'],
    expect: { noOrder: true, lastSays: [/6\.50/] },
  },
  {
    id: 'pv-sms-allergen-question-then-slice-of-it',
    category: 'ordering',
    channel: 'sms',
    steps: ['Is the carrot cake gluten free?', "ok I'll get a slice of it then at 2", 'Bo', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 1 }], at: '2026-11-20T14:00', name: 'Bo' } },
  },
  {
    id: 'pv-voice-like-three-slices-four-thirty',
    category: 'ordering',
    channel: 'voice',
    steps: ['Yeah I wanted to get like three slices of the chocolate for today at like four thirty.', 'Amy.', 'Yes.'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3 }], at: '2026-11-20T16:30', name: 'Amy' } },
  },
];
