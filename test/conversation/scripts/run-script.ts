import { eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { BAKERY_ZONE } from '../../../src/orders/business-time.js';
import { chatOrders, orders } from '../../../src/db/schema.js';
import { signedDelivery, inboundParams, twimlMessages } from '../../channels/helpers/twilio-webhook.js';
import { readTwiml } from '../../channels/voice/helpers/voice-call.js';
import type { TestApp } from '../../helpers/test-app.js';
import type { Script, Step } from './script-types.js';

// Runs a customer script the way the customer's messages would arrive: signed Twilio webhooks for
// SMS and WhatsApp, the voice webhooks gather by gather, the web chat's JSON API. The clock moves
// on a little between messages, as it does when people type.

export type Turn = { step: Step; replies: string[] };
export type PlacedOrder = typeof orders.$inferSelect;
export type ScriptRun = { turns: Turn[]; orders: PlacedOrder[] };

const SECONDS_BETWEEN_MESSAGES = 20;
export const DEFAULT_NOW = '2026-11-20T10:00:00-06:00';

let senderSeq = 0;
/** A fresh phone number per script, in an area code no script writes: orders and conversations never mix. */
function nextPhone(): string {
  senderSeq += 1;
  return `+1463555${String(senderSeq).padStart(4, '0')}`;
}

/** Each web chat customer comes from their own address, as real visitors do (session creation is limited per client). */
function clientAddress(): string {
  return `10.20.${Math.floor(senderSeq / 250)}.${(senderSeq % 250) + 1}`;
}

export async function runScript(t: TestApp, script: Script): Promise<ScriptRun> {
  t.clock.set(script.now ?? DEFAULT_NOW);
  const phone = nextPhone();
  const driver = await driverFor(t, script, phone);
  const turns: Turn[] = [];
  for (const step of script.steps) {
    turns.push({ step, replies: await driver.send(step) });
    t.clock.advance({ seconds: SECONDS_BETWEEN_MESSAGES });
  }
  // A customer may give another phone number for the order ("my number is ..."): the orders the
  // replies named are this conversation's too.
  const named = [...new Set(turns.flatMap((turn) => turn.replies.join(' ').match(/\bord_[0-9a-z]{20}\b/g) ?? []))];
  const byPhone = await driver.orders();
  const byId = named.length > 0 ? await t.database.db.select().from(orders).where(inArray(orders.id, named)) : [];
  return { turns, orders: [...byPhone, ...byId.filter((order) => !byPhone.some((other) => other.id === order.id))] };
}

type Driver = { send(step: Step): Promise<string[]>; orders(): Promise<PlacedOrder[]> };

async function ordersByPhone(t: TestApp, phone: string): Promise<PlacedOrder[]> {
  return t.database.db.select().from(orders).where(eq(orders.phone, phone));
}

async function driverFor(t: TestApp, script: Script, phone: string): Promise<Driver> {
  switch (script.channel) {
    case 'sms':
    case 'whatsapp': {
      const from = script.channel === 'whatsapp' ? `whatsapp:${phone}` : phone;
      return {
        async send(step) {
          if (typeof step !== 'string') throw new Error(`${script.id}: only text can be sent by ${script.channel}`);
          const response = await t.app.inject(signedDelivery(`/channels/${script.channel}`, inboundParams({ From: from, Body: step })));
          if (response.statusCode !== 200) throw new Error(`${script.id}: ${script.channel} answered ${response.statusCode}: ${response.body}`);
          return twimlMessages(response.body);
        },
        orders: () => ordersByPhone(t, phone),
      };
    }
    case 'voice': {
      const callSid = `CA${phone.replace(/\D/g, '').padEnd(32, '0')}`;
      let action: string | null = null;
      const post = async (path: string, extra: Record<string, string>) => {
        const params = { CallSid: callSid, AccountSid: `AC${'a1'.repeat(16)}`, From: phone, To: '+15125550150', CallStatus: 'in-progress', Direction: 'inbound', ...extra };
        const response = await t.app.inject(signedDelivery(path, params));
        if (response.statusCode !== 200) throw new Error(`${script.id}: voice answered ${response.statusCode}: ${response.body}`);
        const answer = readTwiml(response.body);
        action = answer.gather?.action ?? null;
        return [...answer.says, ...answer.saysAfterRecord];
      };
      await post('/channels/voice', { CallStatus: 'ringing' });
      return {
        async send(step) {
          if (!action) return []; // the call is over: nothing more is heard
          if (typeof step === 'string') return post(action, { SpeechResult: step, Confidence: '0.9' });
          if ('press' in step) return post(action, { Digits: step.press });
          return post(action, {});
        },
        orders: () => ordersByPhone(t, phone),
      };
    }
    case 'webchat': {
      const remoteAddress = clientAddress();
      const session = await t.app.inject({ method: 'POST', url: '/api/chat/sessions', remoteAddress });
      const sessionId = (session.json() as { session_id: string }).session_id;
      return {
        async send(step) {
          if (typeof step !== 'string') throw new Error(`${script.id}: only text can be sent in the web chat`);
          const response = await t.app.inject({ method: 'POST', url: `/api/chat/sessions/${sessionId}/messages`, payload: { text: step }, remoteAddress });
          if (response.statusCode !== 200) throw new Error(`${script.id}: web chat answered ${response.statusCode}: ${response.body}`);
          const rows = (response.json() as { messages: Array<{ role: string; text: string }> }).messages;
          return rows.filter((row) => row.role === 'assistant').map((row) => row.text);
        },
        async orders() {
          const links = await t.database.db.select().from(chatOrders).where(eq(chatOrders.sessionId, sessionId));
          if (links.length === 0) return [];
          return t.database.db.select().from(orders).where(inArray(orders.id, links.map((link) => link.orderId)));
        },
      };
    }
  }
}

/** The requested time of an order on the bakery's clock, "YYYY-MM-DDTHH:mm". */
export function localTime(order: PlacedOrder): string {
  return DateTime.fromJSDate(order.requestedAt).setZone(BAKERY_ZONE).toFormat("yyyy-MM-dd'T'HH:mm");
}
