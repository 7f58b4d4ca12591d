import type { Catalog } from '../../../src/catalog/catalog-schema.js';
import { localTime, type ScriptRun } from './run-script.js';
import type { Script } from './script-types.js';

// The verdict on one run of a script: what its expectations say, and the rules every
// conversation keeps whatever the script (an answer to every message; nothing allergen-free; no
// drink ordered; no price that is not the catalog's).

/** An assistant saying a product is free of an allergen, in its own words. */
const ALLERGEN_FREE_CLAIM = /\b(is|are|it'?s|they'?re)\s+(completely\s+|totally\s+|100%\s+)?(allergen|nut|peanut|gluten|dairy|egg|soy|wheat)[- ]free\b|\bsafe for (people with|your) .{0,20}allerg/i;

export function problemsOf(script: Script, run: ScriptRun, catalog: Catalog): string[] {
  const problems: string[] = [];
  const replies = run.turns.flatMap((turn) => turn.replies);
  run.turns.forEach((turn, i) => {
    // A call that has ended hears nothing more; every other message gets an answer.
    const ended = script.channel === 'voice' && i > 0 && run.turns.slice(0, i).some((earlier) => earlier.replies.some((reply) => /goodbye/i.test(reply)));
    if (!ended && (turn.replies.length === 0 || turn.replies.every((reply) => reply.trim() === ''))) problems.push(`step ${i + 1} (${JSON.stringify(turn.step)}) got no reply`);
  });
  for (const reply of replies) if (ALLERGEN_FREE_CLAIM.test(reply)) problems.push(`claims allergen-free: ${reply}`);
  for (const order of run.orders) {
    for (const item of order.items) {
      const product = catalog.products.find((p) => p.id === item.sku);
      if (!product) problems.push(`ordered an unknown product ${item.sku}`);
      else if (product.category === 'beverage') problems.push(`ordered a drink: ${item.sku}`);
    }
  }
  const { expect } = script;
  if (expect.noOrder && run.orders.length > 0) problems.push(`placed an order it should not have: ${summary(run.orders[0])}`);
  if (expect.order) {
    const order = run.orders[0];
    if (!order) problems.push('placed no order');
    else {
      if (run.orders.length > 1) problems.push(`placed ${run.orders.length} orders`);
      const got = order.items.map((item) => `${item.sku}x${item.qty}@${item.size}`).sort();
      const wanted = expect.order.items
        .map((item) => {
          const product = catalog.products.find((p) => p.id === item.sku);
          return `${item.sku}x${item.qty ?? 1}@${item.size ?? product?.sizes[0]}`;
        })
        .sort();
      if (got.join(',') !== wanted.join(',')) problems.push(`items ${got.join(', ')} instead of ${wanted.join(', ')}`);
      const o = expect.order;
      if (o.fulfillment && order.fulfillment !== o.fulfillment) problems.push(`fulfillment ${order.fulfillment} instead of ${o.fulfillment}`);
      if (o.status && order.status !== o.status) problems.push(`status ${order.status} instead of ${o.status}`);
      if (o.at && localTime(order) !== o.at) problems.push(`time ${localTime(order)} instead of ${o.at}`);
      if (o.name && order.customerName !== o.name) problems.push(`name ${JSON.stringify(order.customerName)} instead of ${JSON.stringify(o.name)}`);
      if (o.phone && order.phone !== o.phone) problems.push(`phone ${order.phone} instead of ${o.phone}`);
      if (o.address && !o.address.test(order.address ?? '')) problems.push(`address ${JSON.stringify(order.address)} does not match ${o.address}`);
      if (o.allergy !== undefined && (order.allergyNotes !== null) !== o.allergy) problems.push(`allergy notes ${JSON.stringify(order.allergyNotes)}`);
      if (o.notes && !order.items.some((item) => item.notes && o.notes?.test(item.notes))) problems.push(`no item note matches ${o.notes}: ${JSON.stringify(order.items.map((item) => item.notes))}`);
    }
  }
  for (const pattern of expect.says ?? []) if (!replies.some((reply) => pattern.test(reply))) problems.push(`no reply matches ${pattern}`);
  const last = (run.turns.at(-1)?.replies ?? []).join(' ');
  for (const pattern of expect.lastSays ?? []) if (!pattern.test(last)) problems.push(`last reply does not match ${pattern}: ${last}`);
  for (const pattern of expect.never ?? []) for (const reply of replies) if (pattern.test(reply)) problems.push(`a reply matches ${pattern}: ${reply}`);
  return problems;
}

function summary(order: ScriptRun['orders'][number] | undefined): string {
  return order ? `${order.id} ${order.items.map((item) => `${item.qty} x ${item.sku}`).join(', ')}` : '';
}

/** The conversation as a transcript, for a failing script's message. */
export function transcript(run: ScriptRun): string {
  return run.turns.map((turn) => `  > ${JSON.stringify(turn.step)}\n${turn.replies.map((reply) => `    < ${reply}`).join('\n')}`).join('\n');
}
