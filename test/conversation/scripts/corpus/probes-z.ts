import type { Script } from '../script-types.js';

// After an order is placed: changing it goes to staff, adding to it is a separate order, "what
// time was my pickup?" is its status. And: the earliest time offered still stands while the
// customer answers something else; an order in one sentence, an allergen question in the next;
// "@ 5"; "in 20 minutes".

export const scripts: Script[] = [
  {
    id: 'pz-sms-change-time-of-placed-order',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Ned', 'yes', 'can I change the pickup time to 5?'],
    expect: { lastSays: [/staff/i, /already placed/i], never: [/what would you like to order\?$/i] },
  },
  {
    id: 'pz-sms-recount-placed-order',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Ned', 'yes', 'actually can you make it 3 slices instead of 2'],
    expect: { lastSays: [/staff/i], never: [/which would you like/i] },
  },
  {
    id: 'pz-sms-actually-thanks-after-placing-is-not-a-change',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Ned', 'yes', 'actually, thanks so much!'],
    expect: { never: [/already placed, so I cannot change/i, /asked staff/i] },
  },
  {
    id: 'pz-sms-add-to-placed-order-is-separate',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Ned', 'yes', 'can I add a carrot slice to that order?'],
    expect: { lastSays: [/separate order/i, /carrot cake slice/i] },
  },
  {
    id: 'pz-sms-what-time-was-my-pickup',
    category: 'questions',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Ned', 'yes', 'what time was my pickup again?'],
    expect: { lastSays: [/3:00 PM/] },
  },
  {
    id: 'pz-sms-second-order-after-placing',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Ned', 'yes', 'I also want a red velvet cake for tomorrow at noon', 'pickup', 'yes'],
    expect: { says: [/Red Velvet Cake \(8-inch\)/], never: [/already placed/i] },
  },
  {
    id: 'pz-sms-proposal-stands-after-pickup-answer',
    category: 'ordering',
    channel: 'sms',
    steps: ['carrot cake tomorrow morning', '10', 'pickup', 'Ida', 'yes', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-whole' }], at: '2026-11-21T10:15', name: 'Ida', fulfillment: 'pickup' } },
  },
  {
    id: 'pz-sms-order-sentence-then-dairy-question',
    category: 'safety',
    channel: 'sms',
    steps: ['Can I get two lemon slices? Also is the lemon one dairy free?', 'at 3', 'Kat', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], name: 'Kat' }, says: [/dairy/i], never: [/is dairy[- ]free/i] },
  },
  {
    id: 'pz-wa-at-sign-for-at',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['Hiii 👋 can i get 1 choc slice n 1 rv slice 4 2day @ 5', 'Lia', 'y'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice' }, { sku: 'red-velvet-slice' }], at: '2026-11-20T17:00', name: 'Lia' } },
  },
  {
    id: 'pz-sms-there-in-20-minutes',
    category: 'ordering',
    channel: 'sms',
    steps: ["I'll be there in 20 minutes for 2 lemon slices", 'Abe', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T10:20', name: 'Abe' } },
  },
  {
    id: 'pz-sms-four-single-slices-by-2pm',
    category: 'ordering',
    channel: 'sms',
    steps: ['one lemon slice, one carrot slice, one red velvet slice, and one chocolate slice for 2pm', 'Bea', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice' }, { sku: 'carrot-slice' }, { sku: 'red-velvet-slice' }, { sku: 'chocolate-fudge-slice' }], at: '2026-11-20T14:00' } },
  },
  {
    id: 'pz-sms-wife-birthday-28th-with-message',
    category: 'ordering',
    channel: 'sms',
    steps: ["I want the chocolate cake for my wife's birthday on the 28th at 1pm, can you write Happy Birthday Love on it", 'pickup', 'Cal', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole' }], at: '2026-11-28T13:00', notes: /Happy Birthday Love/i } },
  },
  {
    id: 'pz-sms-carrot-gluten-free-says-wheat',
    category: 'safety',
    channel: 'sms',
    steps: ['Is the carrot cake gluten free?'],
    expect: { noOrder: true, says: [/wheat/i] },
  },
  {
    id: 'pz-sms-name-for-someone-else',
    category: 'ordering',
    channel: 'sms',
    steps: ['Can I order for someone else? 2 lemon slices at 4, the name is Maria', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], name: 'Maria', at: '2026-11-20T16:00' } },
  },
  {
    id: 'pz-webchat-menu-then-whole-red-velvet',
    category: 'ordering',
    channel: 'webchat',
    steps: ['hi', 'what cakes do you have', 'the red velvet sounds good, whole please', 'saturday 3pm', 'pick up', 'Jan', '(512) 555-0177', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole' }], at: '2026-11-21T15:00', phone: '+15125550177', name: 'Jan' } },
  },
];
