import type { Script } from '../script-types.js';

// Ways of saying yes, or not yet, to the summary; asking for a person; questions nothing in the
// catalog answers (ratings, the phone number), which must not be invented.

export const scripts: Script[] = [
  {
    id: 'pl-web-speak-to-manager',
    category: 'handoff',
    channel: 'webchat',
    steps: ['I need to speak to a manager'],
    expect: { noOrder: true },
  },
  {
    id: 'pl-web-call-me-back-number',
    category: 'handoff',
    channel: 'webchat',
    steps: ['can someone call me back?', '512-555-0142'],
    expect: { noOrder: true },
  },
  {
    id: 'pl-voice-silence-then-order',
    category: 'ordering',
    channel: 'voice',
    steps: [{ silence: true }, 'Two slices of lemon cake at three today.', 'Paula.', { press: '1' }],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T15:00', name: 'Paula' } },
  },
  {
    id: 'pl-voice-press-0',
    category: 'handoff',
    channel: 'voice',
    steps: [{ press: '0' }],
    expect: { noOrder: true },
  },
  {
    id: 'pl-sms-help',
    category: 'ordering',
    channel: 'sms',
    steps: ['HELP'],
    expect: { noOrder: true },
  },
  {
    id: 'pl-sms-phone-number-question',
    category: 'questions',
    channel: 'sms',
    steps: ['what is your phone number?'],
    expect: { noOrder: true },
  },
  {
    id: 'pl-sms-reviews-question',
    category: 'questions',
    channel: 'sms',
    steps: ['do you have reviews or ratings?'],
    expect: { noOrder: true, never: [/\b\d(\.\d)? stars?\b/i, /rated/i] },
  },
  {
    id: 'pl-sms-dairy-free-question',
    category: 'safety',
    channel: 'sms',
    steps: ['is the chocolate cake dairy free?'],
    expect: { noOrder: true, never: [/\bis dairy[- ]free\b/i, /\bcontains no dairy\b/i], says: [/dairy/i] },
  },
  {
    id: 'pl-sms-no-allergens-question',
    category: 'safety',
    channel: 'sms',
    steps: ['which cakes have no allergens?'],
    expect: { noOrder: true, never: [/\bno allergens\b(?!.*(cannot|can't|not))/i, /allergen[- ]free\b(?!.*(cannot|can't|not))/i] },
  },
  {
    id: 'pl-wa-spanish-message',
    category: 'ordering',
    channel: 'whatsapp',
    steps: ['quiero 2 rebanadas de pastel de chocolate'],
    expect: { noOrder: true },
  },
  {
    id: 'pl-sms-hold-on-then-go-ahead',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3pm', 'Jo', 'hold on', 'ok go ahead'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T15:00', name: 'Jo' } },
  },
  {
    id: 'pl-sms-looks-good',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3pm', 'Jo', 'looks good!'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T15:00', name: 'Jo' } },
  },
  {
    id: 'pl-sms-yes-place-the-order',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3pm', 'Jo', 'yes please place the order'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T15:00', name: 'Jo' } },
  },
  {
    id: 'pl-sms-yes-thank-you-so-much',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3pm', 'Jo', 'Yes! Thank you so much'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }], at: '2026-11-20T15:00', name: 'Jo' } },
  },
  {
    id: 'pl-sms-yes-and-a-note',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3pm', 'Jo', 'yes, and can you add a note that its for a birthday'],
    expect: { noOrder: true },
  },
];
