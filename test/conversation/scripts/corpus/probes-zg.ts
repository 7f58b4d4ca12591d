import type { Script } from '../script-types.js';

// An order and a question in one message ("2 lemon slices at 3, also do you have any cookies?"):
// the order stands and the question is answered about its own words; custom cakes with details;
// cake messages; keywords in the middle of an order.

export const scripts: Script[] = [
  {
    id: 'pzg-sms-wedding-custom-cake',
    category: 'ordering',
    channel: 'sms',
    steps: ['custom cake for dec 12, 3 tiers, white with gold, for a wedding, about 60 guests', 'pickup at 1pm', 'Bea Ross', 'yes'],
    expect: { order: { items: [{ sku: 'custom' }], at: '2026-12-12T13:00', status: 'needs_approval' } },
  },
  {
    id: 'pzg-sms-custom-price-and-notice',
    category: 'questions',
    channel: 'sms',
    steps: ['how much is a custom cake and how much notice do you need?'],
    expect: { noOrder: true, says: [/65/, /3 days/i] },
  },
  {
    id: 'pzg-sms-flavours-and-prices',
    category: 'questions',
    channel: 'sms',
    steps: ['what flavors do you have and how much are they'],
    expect: { noOrder: true, says: [/Chocolate/, /USD/] },
  },
  {
    id: 'pzg-sms-have-carrot-and-nut-free',
    category: 'questions',
    channel: 'sms',
    steps: ['do you have carrot cake and is it nut free'],
    expect: { noOrder: true, says: [/tree-nuts/i] },
  },
  {
    id: 'pzg-sms-slice-to-whole-cake-tomorrow',
    category: 'ordering',
    channel: 'sms',
    steps: ['a lemon slice at 2', 'Ed', 'actually make it a whole lemon cake for tomorrow', 'pickup', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-whole' }], at: '2026-11-21T14:00' } },
  },
  {
    id: 'pzg-sms-no-carrot',
    category: 'ordering',
    channel: 'sms',
    steps: ['a lemon slice and a carrot slice at 2', 'Ed', 'no carrot', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice' }] } },
  },
  {
    id: 'pzg-sms-quoted-cake-message',
    category: 'ordering',
    channel: 'sms',
    steps: ['a red velvet cake saturday at 2 with "Congrats Grad!" on it', 'pickup', 'Flo', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole' }], notes: /Congrats Grad/ } },
  },
  {
    id: 'pzg-sms-message-asked-at-summary',
    category: 'ordering',
    channel: 'sms',
    steps: ['a red velvet cake saturday at 2', 'pickup', 'Flo', 'can you write Happy Birthday Sam on it?', 'yes'],
    expect: { order: { items: [{ sku: 'red-velvet-whole' }], notes: /Happy Birthday Sam/ } },
  },
  {
    id: 'pzg-sms-message-on-slices',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3 with happy birthday written on them'],
    expect: { noOrder: true, says: [/whole or custom cakes/i] },
  },
  {
    id: 'pzg-webchat-menu-then-lemon-whole',
    category: 'ordering',
    channel: 'webchat',
    steps: ['I want to order', 'what do you have?', 'lemon cake', 'whole', 'saturday 2pm', 'pickup', 'Gabe', '512-555-0166', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-whole' }], at: '2026-11-21T14:00' } },
  },
  {
    id: 'pzg-sms-two-large-one-regular',
    category: 'ordering',
    channel: 'sms',
    steps: ['3 choc slices, 2 large 1 regular, at 2', 'Hana', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' }] } },
  },
  {
    id: 'pzg-sms-order-then-cookies-question',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3 for pickup, also do you have any cookies?', 'Ira', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }] } },
  },
  {
    id: 'pzg-sms-the-chocolate-a-slice-just-one',
    category: 'ordering',
    channel: 'sms',
    steps: ['I would like the chocolate', 'a slice', 'just one', '1pm', 'Lia', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1 }], at: '2026-11-20T13:00' } },
  },
  {
    id: 'pzg-sms-also-a-vanilla-slice',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Mo', 'is that everything? can I also get a vanilla slice', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'vanilla-bean-slice' }] } },
  },
  {
    id: 'pzg-sms-help-mid-order',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Ned', 'HELP'],
    expect: { noOrder: true },
  },
  {
    id: 'pzg-sms-menu-mid-order-then-yes',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3', 'Ned', 'menu', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }] } },
  },
  {
    id: 'pzg-sms-order-then-have-red-velvet',
    category: 'ordering',
    channel: 'sms',
    steps: ['2 lemon slices at 3, do you have red velvet too?', 'Jon', 'yes'],
    expect: { order: { items: [{ sku: 'lemon-slice', qty: 2 }] }, says: [/Red Velvet/] },
  },
  {
    id: 'pzg-sms-order-then-nut-free-question',
    category: 'safety',
    channel: 'sms',
    steps: ['2 carrot slices at 4. is the carrot cake nut free?', 'Kit', 'yes'],
    expect: { order: { items: [{ sku: 'carrot-slice', qty: 2 }] }, says: [/tree-nuts/] },
  },
];
