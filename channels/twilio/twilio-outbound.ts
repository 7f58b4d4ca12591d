import type { Twilio } from 'twilio';
import type { Clock } from '../../src/clock.js';
import type { Config } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import { normalizePhone } from '../../src/orders/phone.js';
import type { OutboundChannel, SendOutcome } from '../channel.js';
import { isOptedOut, recordOptOut } from '../shared/opt-outs.js';
import { isInsideSessionWindow } from '../shared/session-window.js';
import { splitMessage, TWILIO_MESSAGE_LIMIT } from '../split-message.js';
import type { TwilioChannel } from './answer-inbound.js';
import { createTwilioRestClient } from './rest-client.js';

export type TwilioOutboundDeps = { db: Db; clock: Clock };

export type TwilioOutbound = { sms: OutboundChannel; whatsapp: OutboundChannel };

// Twilio error codes that mean "do not send", not "failed".
const RECIPIENT_OPTED_OUT = 21610;
const OUTSIDE_WHATSAPP_WINDOW = 63016;

/** Messages we start (order updates, staff replies) over SMS and WhatsApp via the REST API. */
export function createTwilioOutbound(config: Config, deps: TwilioOutboundDeps): TwilioOutbound {
  const { accountSid, authToken, apiBaseUrl, smsNumber, whatsappNumber } = config.twilio;
  let client: Promise<Twilio> | undefined;
  const restClient = accountSid && authToken ? () => (client ??= createTwilioRestClient(accountSid, authToken, apiBaseUrl)) : null;
  return {
    sms: createChannel('sms', restClient, smsNumber, deps),
    whatsapp: createChannel('whatsapp', restClient, whatsappNumber, deps),
  };
}

function createChannel(
  channel: TwilioChannel,
  restClient: (() => Promise<Twilio>) | null,
  fromNumber: string | undefined,
  deps: TwilioOutboundDeps,
): OutboundChannel {
  const address = (number: string) => (channel === 'whatsapp' ? `whatsapp:${number}` : number);

  async function send(to: string, text: string): Promise<SendOutcome> {
    if (!restClient || !fromNumber) return { kind: 'skipped', reason: 'not_configured' };
    const recipient = normalizePhone(to);
    if (!recipient) {
      const message = `${to} is not a phone number`;
      return { kind: 'failed', code: 'invalid_recipient', retryable: false, message, providerIds: [] };
    }
    if (await isOptedOut(deps.db, channel, recipient)) return { kind: 'skipped', reason: 'opted_out' };
    // Outside the window WhatsApp delivers approved templates only; free text would fail later
    // with 63016, so it is refused here.
    if (channel === 'whatsapp' && !(await isInsideSessionWindow(deps.db, channel, recipient, deps.clock()))) {
      return { kind: 'skipped', reason: 'outside_session_window' };
    }

    const client = await restClient();
    const providerIds: string[] = [];
    for (const body of splitMessage(text, TWILIO_MESSAGE_LIMIT)) {
      try {
        const message = await client.messages.create({ from: address(fromNumber), to: address(recipient), body });
        providerIds.push(message.sid);
      } catch (error) {
        return await describeFailure(error, recipient, providerIds);
      }
    }
    return { kind: 'sent', providerIds };
  }

  async function describeFailure(error: unknown, recipient: string, providerIds: string[]): Promise<SendOutcome> {
    const { status, code, message } = readTwilioError(error);
    if (code === RECIPIENT_OPTED_OUT) {
      // The customer opted out with the carrier (or on another of our numbers): remember it so
      // the next send is refused without asking Twilio.
      await recordOptOut(deps.db, channel, recipient, deps.clock());
      return { kind: 'skipped', reason: 'opted_out' };
    }
    if (code === OUTSIDE_WHATSAPP_WINDOW) return { kind: 'skipped', reason: 'outside_session_window' };
    if (status === undefined) return { kind: 'failed', code: 'network_error', retryable: true, message, providerIds };
    const retryable = status >= 500 || status === 429;
    return { kind: 'failed', code: `twilio_${code ?? status}`, retryable, message, providerIds };
  }

  return { channel, send };
}

/** RestException and TwilioServiceException carry status and code; network errors neither. */
function readTwilioError(error: unknown): { status: number | undefined; code: number | undefined; message: string } {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const status = typeof fields.status === 'number' ? fields.status : undefined;
  const code = typeof fields.code === 'number' ? fields.code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return { status, code, message };
}
