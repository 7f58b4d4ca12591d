import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../src/errors.js';
import type { Clock } from '../../src/clock.js';
import type { Config } from '../../src/config.js';
import type { ConversationService } from '../../src/conversation/conversation-types.js';
import type { Database } from '../../src/db/database.js';
import { normalizePhone } from '../../src/orders/phone.js';
import { answerInbound, type TwilioChannel } from './answer-inbound.js';
import { readInboundFields } from './inbound-fields.js';
import { malformedField } from './malformed-fields.js';
import { formParams, isValidTwilioSignature, signedUrl } from './signature.js';
import { messagingTwiml } from './twiml.js';

export type TwilioMessagingDeps = {
  config: Config;
  database: Database;
  conversation: ConversationService;
  clock: Clock;
};

// A Twilio messaging webhook is a few hundred bytes, a few kilobytes with many media URLs.
const FORM_BODY_LIMIT_BYTES = 64 * 1024;

const FREE_TEXT_FIELDS: ReadonlySet<string> = new Set(['Body', 'ProfileName']);

const SORRY_REPLY = 'Sorry, something went wrong on our side. Please send your message again in a minute.';


/**
 * Registers POST /channels/sms and POST /channels/whatsapp, the webhooks Twilio calls for each
 * inbound message. Every request must carry a valid Twilio signature for PUBLIC_BASE_URL + path.
 */
export async function registerTwilioMessaging(app: FastifyInstance, deps: TwilioMessagingDeps): Promise<void> {
  if (!deps.config.twilio.authToken) {
    app.log.warn('TWILIO_AUTH_TOKEN is not set: the SMS and WhatsApp channels are off and refuse every request');
  }
  await app.register(async (scope) => {
    // Scoped: form bodies are accepted on these routes only.
    await scope.register(formbody, { bodyLimit: FORM_BODY_LIMIT_BYTES });
    for (const channel of ['sms', 'whatsapp'] as const) {
      scope.post(`/channels/${channel}`, { bodyLimit: FORM_BODY_LIMIT_BYTES }, (request, reply) =>
        handleDelivery(deps, channel, request, reply),
      );
    }
  });
}

async function handleDelivery(
  deps: TwilioMessagingDeps,
  channel: TwilioChannel,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { authToken } = deps.config.twilio;
  if (!authToken) throw appError('channel_disabled', { channel: 'SMS and WhatsApp', missing: 'TWILIO_AUTH_TOKEN' });
  const form = formParams(request.body);
  const signature = request.headers['x-twilio-signature'];
  const url = signedUrl(deps.config.publicBaseUrl, request.url);
  if (!isValidTwilioSignature(authToken, typeof signature === 'string' ? signature : undefined, url, form)) {
    request.log.warn({ channel }, 'twilio webhook refused: bad signature');
    throw appError('invalid_signature', { header: 'X-Twilio-Signature' });
  }
  // The message text is read with unstorable characters dropped; identifiers with one are refused.
  const malformed = malformedField(form, request.query, FREE_TEXT_FIELDS);
  if (malformed) {
    request.log.warn({ channel, field: malformed }, 'twilio webhook refused: malformed field');
    throw appError('malformed_webhook', { field: malformed });
  }
  const inbound = readInboundFields(form);
  if (!inbound) throw appError('not_a_message');
  const sender = normalizePhone(inbound.from);
  if (!sender) {
    // Short codes and alphanumeric senders cannot order; there is no one to answer.
    request.log.warn({ channel, messageSid: inbound.messageSid }, 'twilio message from a sender that is not a phone number');
    return sendTwiml(reply, []);
  }
  try {
    const replies = await answerInbound({ ...deps, log: request.log }, { channel, messageId: inbound.messageSid, sender, text: inbound.text });
    return sendTwiml(reply, replies);
  } catch (error) {
    // A 5xx would only make Twilio log an error; an apology tells the customer to try again,
    // and the released claim lets that retry be processed.
    request.log.error({ err: error, channel, messageSid: inbound.messageSid }, 'twilio message failed');
    return sendTwiml(reply, [SORRY_REPLY]);
  }
}

function sendTwiml(reply: FastifyReply, texts: string[]) {
  return reply.code(200).type('text/xml').send(messagingTwiml(texts));
}
