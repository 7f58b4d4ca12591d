import type { Script } from '../script-types.js';

// Group orders that give one count for several flavours: shared out evenly, asked "how many of
// each?" when it does not share out, and the answer read as those slices.

export const scripts: Script[] = [
  { id: 'pzx-uneven', category: 'ordering', channel: 'sms', steps: ['10 slices: chocolate, lemon and carrot, pickup today at 2', '4 chocolate, 3 lemon and 3 carrot', 'Ann', 'yes'], expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4 }, { sku: 'lemon-slice', qty: 3 }, { sku: 'carrot-slice', qty: 3 }], status: 'confirmed', at: '2026-11-20T14:00', name: 'Ann' } } },
  { id: 'pzx-uneven-each', category: 'ordering', channel: 'sms', steps: ['can i get 10 slices of chocolate, lemon and carrot for pickup today at 2', '3 of each', 'Ann', 'yes'], expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 3 }, { sku: 'lemon-slice', qty: 3 }, { sku: 'carrot-slice', qty: 3 }], status: 'confirmed', at: '2026-11-20T14:00', name: 'Ann' } } },
  { id: 'pzx-uneven-name', category: 'ordering', channel: 'sms', steps: ['10 slices: chocolate, lemon and carrot, pickup today at 2', '4 choc, 3 lemon, 3 carrot', 'Ann', 'yes'], expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4 }, { sku: 'lemon-slice', qty: 3 }, { sku: 'carrot-slice', qty: 3 }], status: 'confirmed', at: '2026-11-20T14:00', name: 'Ann' } } },
  { id: 'pzx-dozen', category: 'ordering', channel: 'webchat', steps: ['a dozen slices, 6 chocolate 6 vanilla, pickup tomorrow at noon', 'Bo Li', '512-555-0100', 'yes'], expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 6 }, { sku: 'vanilla-bean-slice', qty: 6 }], status: 'confirmed', at: '2026-11-21T12:00', name: 'Bo Li' } } },
  { id: 'pzx-half', category: 'ordering', channel: 'whatsapp', steps: ['8 large slices, half chocolate half red velvet, today 4pm pickup', 'Cy', 'yes'], expect: { order: { items: [{ sku: 'chocolate-fudge-slice', qty: 4, size: 'large' }, { sku: 'red-velvet-slice', qty: 4 }], status: 'confirmed', at: '2026-11-20T16:00', name: 'Cy' } } },
];
