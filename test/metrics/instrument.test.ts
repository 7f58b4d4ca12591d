import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { StoredOrder } from '../../src/db/orders-repository.js';
import { instrumentDecisions, instrumentPlaceOrder } from '../../src/metrics/instrument.js';
import { createMetrics } from '../../src/metrics/metrics.js';
import type { PlaceOrder } from '../../src/orders/place-order.js';
import type { DecideOrder } from '../../src/staff/staff-decisions.js';
import { anOrder } from '../helpers/test-app.js';

// One log line per order answered and per staff decision: ids, status, channel and total, never a
// name, phone number, address or note.

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream) as unknown as FastifyBaseLogger, lines };
}

const metricsFor = () => {
  const metrics = createMetrics({ database: { db: undefined as never, connections: 1 } });
  metrics.stop();
  return metrics;
};

const PERSONAL = ['Ada Lovelace', '+15125550100', '12 Oak St', 'walnuts'];

describe('order and decision log lines', () => {
  it('logs a placed order once, with its id, status, channel and total', async () => {
    const { log, lines } = capturingLogger();
    const placeOrder: PlaceOrder = async () => ({
      statusCode: 200,
      result: { status: 'needs_approval', order_id: 'ord_abc', estimated_total_usd: 42.5, confirmation_text: 'x', escalation_reasons: ['allergy_notes'] },
    });
    const instrumented = instrumentPlaceOrder(placeOrder, metricsFor(), log);
    await instrumented({ body: anOrder({ channel: 'whatsapp', address: '12 Oak St', allergy_notes: 'walnuts' }), clientScope: 'ip:1' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'order placed', order_id: 'ord_abc', status: 'needs_approval', channel: 'whatsapp', total_usd: 42.5 });
    for (const text of PERSONAL) expect(JSON.stringify(lines)).not.toContain(text);
  });

  it('logs a rejected order with the reason code and no order id', async () => {
    const { log, lines } = capturingLogger();
    const placeOrder: PlaceOrder = async () => ({
      statusCode: 400,
      result: { status: 'rejected', order_id: null, estimated_total_usd: 0, confirmation_text: 'x', escalation_reasons: [], error: 'phone is not valid' },
      rejection: { code: 'phone_invalid', detail: {} },
    });
    await instrumentPlaceOrder(placeOrder, metricsFor(), log)({ body: anOrder(), clientScope: 'ip:1' });
    expect(lines).toEqual([expect.objectContaining({ msg: 'order rejected', status: 'rejected', channel: 'web', code: 'phone_invalid' })]);
    for (const text of PERSONAL) expect(JSON.stringify(lines)).not.toContain(text);
  });

  it('logs a staff decision once, with the order, its new status, channel and total, never who or why', async () => {
    const { log, lines } = capturingLogger();
    const order = {
      id: 'ord_abc',
      status: 'confirmed',
      channel: 'sms',
      customerName: 'Ada Lovelace',
      phone: '+15125550100',
      address: '12 Oak St',
      allergyNotes: 'walnuts',
      totalCents: 4250,
    } as unknown as StoredOrder;
    const decide: DecideOrder = async () => ({ kind: 'moved', order, from: 'needs_approval', to: 'confirmed' });
    const metrics = metricsFor();
    await instrumentDecisions(decide, metrics, log)({ orderId: 'ord_abc', action: 'approve', actor: '<@U123>', reason: 'for Ada Lovelace' });
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'staff decision', order_id: 'ord_abc', action: 'approve', result: 'moved', status: 'confirmed', from: 'needs_approval', channel: 'sms', total_usd: 42.5 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('U123');
    for (const text of PERSONAL) expect(JSON.stringify(lines)).not.toContain(text);
    expect(await metrics.registry.getSingleMetricAsString('bakery_staff_decisions_total')).toContain('bakery_staff_decisions_total{action="approve",result="moved"} 1');
  });
});
