import type { Script } from '../script-types.js';

// Goodbyes (a call ends, a half-taken order is said to be unplaced); facts the catalog does not
// hold (halal, sugar free, diabetic) claimed neither way; how long a custom cake takes.

export const scripts: Script[] = [
  {
    id: 'pza-voice-hours-then-goodbye-ends-the-call',
    category: 'questions',
    channel: 'voice',
    steps: ['what are your hours', "that's all, goodbye", 'hello?'],
    expect: { noOrder: true, says: [/8 AM/i], lastSays: [/^$/], never: [/did not catch/i] },
  },
  {
    id: 'pza-voice-goodbye-mid-order-says-not-placed',
    category: 'ordering',
    channel: 'voice',
    steps: ['two lemon slices at three', 'actually bye'],
    expect: { noOrder: true, says: [/not placed/i, /goodbye/i] },
  },
  {
    id: 'pza-sms-thanks-bye-after-placing',
    category: 'ordering',
    channel: 'sms',
    steps: ['a carrot slice at 1', 'Uri', 'yes', 'thanks, bye!'],
    expect: { order: { items: [{ sku: 'carrot-slice' }] }, lastSays: [/goodbye/i], never: [/not placed yet/i] },
  },
  {
    id: 'pza-sms-bye-mid-order-keeps-it',
    category: 'ordering',
    channel: 'sms',
    steps: ['a carrot slice at 1', 'bye', 'Uri', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice' }], name: 'Uri' }, says: [/not placed yet/i] },
  },
  {
    id: 'pza-sms-is-it-halal',
    category: 'safety',
    channel: 'sms',
    steps: ['is the chocolate cake halal?'],
    expect: { noOrder: true, says: [/cannot say/i], never: [/got it/i, /\bit is halal\b/i] },
  },
  {
    id: 'pza-sms-anything-sugar-free',
    category: 'safety',
    channel: 'sms',
    steps: ['do you have anything sugar free?'],
    expect: { noOrder: true, says: [/cannot say/i], never: [/\bis sugar[- ]free\b/i] },
  },
  {
    id: 'pza-webchat-diabetic-recommendation',
    category: 'safety',
    channel: 'webchat',
    steps: ["I'm diabetic, what do you recommend?"],
    expect: { noOrder: true, says: [/person|staff/i], never: [/safe for|diabetic[- ]friendly|sugar[- ]free/i] },
  },
  {
    id: 'pza-sms-halal-question-then-order',
    category: 'ordering',
    channel: 'sms',
    steps: ['is the red velvet kosher?', 'ok never mind, 2 red velvet slices at 4', 'Ari', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], at: '2026-11-20T16:00' } },
  },
  {
    id: 'pza-sms-how-long-custom-takes',
    category: 'questions',
    channel: 'sms',
    steps: ['How long does a custom cake take?'],
    expect: { noOrder: true, says: [/3 days/i], never: [/got it/i, /yes, we have it/i] },
  },
  {
    id: 'pza-sms-saturday-the-21st-vanilla-rosa',
    category: 'ordering',
    channel: 'sms',
    steps: ['Hello, I would like to order a cake for pick up on Saturday the 21st at 10:30am. A vanilla one please. My name is Rosa Diaz.', 'yes'],
    expect: { order: { items: [{ sku: 'vanilla-bean-whole' }], at: '2026-11-21T10:30', name: 'Rosa Diaz', fulfillment: 'pickup' } },
  },
  {
    id: 'pza-sms-step-by-step-tuesday-noon',
    category: 'ordering',
    channel: 'sms',
    steps: ['I want to order', 'a carrot cake', 'tuesday', 'noon', 'pick up', 'Uri', 'yup'],
    expect: { order: { items: [{ sku: 'carrot-whole' }], at: '2026-11-24T12:00', name: 'Uri' } },
  },
];
