import type { DateTime } from 'luxon';
import type { Catalog, Product } from '../catalog/catalog-schema.js';
import { appError } from '../errors.js';
import { BAKERY_ZONE, firstOpenMoment, isWithinBusinessHours, type OpeningRules } from '../orders/business-time.js';
import { capacityRefusal } from '../orders/capacity-refusal.js';
import { decideOrder } from '../orders/decide-order.js';
import { duplicateResult, placedResult, rejectedResult } from '../orders/order-results.js';
import { createOrderSchema, LIMITS } from '../orders/order-schemas.js';
import { slotOf } from '../orders/pickup-capacity.js';
import { pausedRefusal } from '../settings/rules-now.js';

// The guide's worked example: one order, for a moment the owner's calendar accepts (closed days
// and special hours), and the answer it gets in each case. Every answer is produced by the code
// that answers real orders (decideOrder, the result builders, the capacity and pause refusals).

export type ExampleSource = { catalog: Catalog; rules: OpeningRules; now: DateTime; paused: boolean };

const orderable = (product: Product) => product.available && product.category !== 'beverage';

/** 2 PM on the first open day after the notice, or the first open moment after the notice when 2 PM is outside that day's hours. */
function wantedTime(readyFrom: DateTime, rules: OpeningRules): DateTime {
  const twoPm = readyFrom.setZone(BAKERY_ZONE).set({ hour: 14, minute: 0, second: 0, millisecond: 0 });
  if (twoPm >= readyFrom && isWithinBusinessHours(twoPm, rules)) return twoPm;
  return readyFrom.setZone(BAKERY_ZONE).set({ second: 0, millisecond: 0 });
}

export function exampleSection({ catalog, rules, now, paused }: ExampleSource): string {
  const item = catalog.products.find((p) => orderable(p) && p.category === 'slice') ?? catalog.products.find(orderable);
  if (!item) return '## Worked example\n\nNothing can be ordered right now.\n';
  const beverage = catalog.products.find((p) => p.category === 'beverage');
  const disclaimer = catalog.allergen_disclaimer;
  // Placed at 10 AM on the next open day (or when it opens); wanted after the item's notice.
  const placedAt = firstOpenMoment(now.setZone(BAKERY_ZONE).plus({ days: 1 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 }).toUTC(), rules);
  const readyFrom = firstOpenMoment(placedAt.plus({ hours: Math.max(item.lead_time_hours, 24) }), rules);
  const wanted = wantedTime(readyFrom, rules);
  const body = {
    customer: 'Jamie Example',
    phone: '+15125550100',
    items: [{ sku: item.id, qty: 2 }],
    fulfillment: 'pickup',
    datetime: wanted.toISO({ suppressMilliseconds: true }),
  };
  const decide = (input: Record<string, unknown>, at: DateTime) => decideOrder(createOrderSchema.parse(input), catalog, at, rules);
  const orderId = 'ord_7m2k9x4p1q8r3t5v6w0y';
  const json = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;
  const placed = (input: Record<string, unknown>, at: DateTime, id: string) => {
    const decision = decide(input, at);
    return decision.outcome === 'accepted' ? placedResult(decision, id, disclaimer) : rejectedResult(decision.error, disclaimer, decision.totalCents);
  };
  const first = decide(body, placedAt);
  const night = placedAt.setZone(BAKERY_ZONE).set({ hour: 21, minute: 30 }).toUTC();
  const withBeverage = { ...body, items: [...body.items, { sku: beverage?.id ?? 'coffee', qty: 1 }] };
  const beverageDecision = decide(withBeverage, placedAt);
  const rejected =
    beverageDecision.outcome === 'rejected'
      ? rejectedResult(beverageDecision.error, disclaimer, beverageDecision.totalCents)
      : rejectedResult(appError('unknown_sku', { index: 1, sku: 'coffee' }), disclaimer);
  // The capacity refusal for the example's slot when it holds its one order, with the real search for slots with room.
  const slotFull =
    first.outcome === 'accepted'
      ? rejectedResult(
          capacityRefusal({ full: 'slot', load: { ordersBySlot: new Map([[slotOf(first.requestedAt.toMillis()), 1]]), cakes: 0 } }, first, {
            skus: body.items.map((line) => line.sku),
            perSlot: 1,
            rules,
            catalog,
            now: placedAt,
          }),
          disclaimer,
          first.totalCents,
        )
      : null;
  const pause = pausedRefusal({ reason: null, resumeAt: placedAt.plus({ hours: 2 }).toISO() as string, since: placedAt.toISO() as string }, placedAt);
  const status = first.outcome === 'accepted' ? first.status : 'rejected';
  return `## Worked example

Example order ids; the phone is a reserved example number.${paused ? ' Ordering is paused right now: while it is, every order gets the 503 answer at the end; the other answers are what it gets once ordering resumes.' : ''} The request, placed at ${placedAt.setZone(BAKERY_ZONE).toFormat("h:mm a 'on' ccc, LLL d")} Central Time:

\`\`\`http
POST /api/order
Content-Type: application/json
Idempotency-Key: 5f0c2a9e-example
\`\`\`
${json(body)}

**${status}** (HTTP ${first.outcome === 'accepted' ? 200 : 400}):
${json(placed(body, placedAt, orderId))}

**needs_approval** (HTTP 200), the same order with \`"allergy_notes": "tree-nut allergy"\`:
${json(placed({ ...body, allergy_notes: 'tree-nut allergy' }, placedAt, 'ord_3h8n2c5d7f9g1j4k6m8p0q'))}

**held_overnight** (HTTP 200), the same order placed at 9:30 PM Central:
${json(placed(body, night, 'ord_9a1b3c5d7e2f4g6h8j0k1m'))}

**duplicate** (HTTP 200), the same order sent again within ${LIMITS.dedupWindowSeconds / 60} minutes without the idempotency key:
${json(first.outcome === 'accepted' ? duplicateResult(first, orderId, disclaimer) : null)}

**rejected** (HTTP 400), the same order with a ${beverage?.name ?? 'coffee'} added:
${json(rejected)}
${
  slotFull
    ? `
**pickup_slot_full** (HTTP 409), the same order when the owner allows one order per pickup slot and that slot is taken (\`error\` lists the slots with room as ISO times, \`confirmation_text\` names them for the customer):
${json(slotFull)}
`
    : ''
}
**ordering_paused** (HTTP 503, header \`Retry-After: ${pause.retryAfterSeconds}\`), the same order while the owner has paused ordering until two hours later:
${json(rejectedResult(pause.error, disclaimer))}
`;
}
