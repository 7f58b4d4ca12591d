import formbody from '@fastify/formbody';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogProvider } from '../../../src/catalog/catalog-provider.js';
import type { Clock } from '../../../src/clock.js';
import type { Config } from '../../../src/config.js';
import type { ConversationService } from '../../../src/conversation/conversation-types.js';
import type { Database } from '../../../src/db/database.js';
import { appError } from '../../../src/errors.js';
import type { OutboundChannel } from '../../channel.js';
import { claimInboundMessage, completeInboundMessage, releaseAfterFailure } from '../../shared/inbound-messages.js';
import { malformedField } from '../malformed-fields.js';
import { formParams, isValidTwilioSignature, signedUrl } from '../signature.js';
import { forgetDraft, readCallConversation } from './call-conversation.js';
import { type CallFields, field, readCallFields, readCallInput } from './call-fields.js';
import { FIRST_GATHER, readProgress, VOICE_PATHS } from './call-progress.js';
import { speechHints } from './speech-hints.js';
import { alertStaff } from './staff-alert.js';
import { dialTwiml, emptyTwiml, gatherTwiml, hangupTwiml, voicemailTwiml, waitAndRetryTwiml } from './voice-twiml.js';
import { answerTurn, type VoiceStep } from './voice-turn.js';
import * as words from './voice-words.js';

export type TwilioVoiceDeps = {
  config: Config;
  database: Database;
  conversation: ConversationService;
  clock: Clock;
  /** For the speech hints and the allergen disclaimer that marks a confirmation. */
  catalogs: CatalogProvider;
  /** The confirmation is also texted to the caller. */
  smsOutbound: OutboundChannel;
};

// A voice webhook is a few hundred bytes of form fields.
const FORM_BODY_LIMIT_BYTES = 64 * 1024;

// What the caller said is read with unstorable characters dropped, like any message; every other
// field is an identifier, a number or a URL and is refused if it holds one.
const FREE_TEXT_FIELDS: ReadonlySet<string> = new Set(['SpeechResult', 'UnstableSpeechResult']);

const isCallSid = (value: string) => /^CA[0-9a-fA-F]{32}$/.test(value);

// Statuses after which the call is over: its unfinished draft is forgotten.
const CALL_ENDED = new Set(['completed', 'busy', 'no-answer', 'failed', 'canceled']);

/**
 * Registers the Twilio Voice webhooks: POST /channels/voice (incoming call), /gather (each
 * answer), /dialed (after a transfer to staff), /voicemail (after a recording) and /status (the
 * call's status callback). Every request must carry a valid Twilio signature for
 * PUBLIC_BASE_URL + path + query.
 */
export async function registerTwilioVoice(app: FastifyInstance, deps: TwilioVoiceDeps): Promise<void> {
  if (!deps.config.twilio.authToken) {
    app.log.warn('TWILIO_AUTH_TOKEN is not set: the voice channel is off and refuses every request');
  }
  await app.register(async (scope) => {
    // Scoped: form bodies and the signature check apply to these routes only.
    await scope.register(formbody, { bodyLimit: FORM_BODY_LIMIT_BYTES });
    scope.addHook('preHandler', async (request) => verifySignature(deps.config, request));
    const route = (path: string, handler: (request: FastifyRequest, call: CallFields) => Promise<string>) =>
      scope.post(path, { bodyLimit: FORM_BODY_LIMIT_BYTES }, async (request, reply) => {
        const form = formParams(request.body);
        const malformed = malformedField(form, request.query, FREE_TEXT_FIELDS) ?? (field(form, 'CallSid') && !isCallSid(field(form, 'CallSid')) ? 'CallSid' : null);
        if (malformed) {
          request.log.warn({ channel: 'voice', path, field: malformed }, 'twilio voice webhook refused: malformed field');
          throw appError('malformed_webhook', { field: malformed });
        }
        const call = readCallFields(form);
        if (!call) throw appError('bad_request');
        return sendTwiml(reply, await handler(request, call));
      });

    route(VOICE_PATHS.incoming, (request, call) => incomingCall(deps, request, call));
    route(VOICE_PATHS.gather, (request, call) => gathered(deps, request, call));
    route(VOICE_PATHS.dialed, (request, call) => dialed(deps, request, call));
    route(VOICE_PATHS.voicemail, (request, call) => voicemail(deps, request, call));
    route(VOICE_PATHS.status, (request, call) => statusChanged(deps, request, call));
  });
}

async function verifySignature(config: Config, request: FastifyRequest): Promise<void> {
  const { authToken } = config.twilio;
  if (!authToken) throw appError('channel_disabled', { channel: 'voice', missing: 'TWILIO_AUTH_TOKEN' });
  const signature = request.headers['x-twilio-signature'];
  // The counters in the query string are trusted only because this covers them.
  const url = signedUrl(config.publicBaseUrl, request.url);
  if (!isValidTwilioSignature(authToken, typeof signature === 'string' ? signature : undefined, url, formParams(request.body))) {
    request.log.warn({ channel: 'voice', path: request.url.split('?')[0] }, 'twilio voice webhook refused: bad signature');
    throw appError('invalid_signature', { header: 'X-Twilio-Signature' });
  }
}

async function incomingCall(deps: TwilioVoiceDeps, request: FastifyRequest, call: CallFields): Promise<string> {
  if (!call.caller) return handoff(deps, call, [words.NO_CALLER_ID], 'call with a withheld number: no order can be taken');
  // Each call starts a fresh order, even if an earlier call's status callback never arrived.
  await forgetDraft(deps.database, call.caller, deps.clock());
  request.log.info({ channel: 'voice', callSid: call.callSid }, 'incoming call');
  return gatherTwiml([words.GREETING], FIRST_GATHER, hints(deps));
}

async function gathered(deps: TwilioVoiceDeps, request: FastifyRequest, call: CallFields): Promise<string> {
  if (!call.caller) return handoff(deps, call, [words.NO_CALLER_ID], 'call with a withheld number: no order can be taken');
  const caller = call.caller;
  const progress = readProgress(request.query);
  // Only the first delivery of a turn reaches the conversation; a redelivery hears the same
  // answer, and one arriving while the first is still running waits for it.
  const ref = { channel: 'voice' as const, messageId: `${call.callSid}:${progress.turn}` };
  const claim = await claimInboundMessage(deps.database, ref, deps.clock());
  if (claim.kind === 'completed') return claim.replies[0] ?? emptyTwiml();
  if (claim.kind === 'in_flight') return waitAndRetryTwiml(request.url);

  let step: VoiceStep;
  let twiml: string;
  try {
    step = await answerTurn(deps, caller, progress, readCallInput(formParams(request.body)));
    twiml = await render(deps, call, step);
    await completeInboundMessage(deps.database, ref, [twiml], deps.clock());
  } catch (error) {
    // An apology keeps the call going (a 5xx would make Twilio end it); the released claim lets
    // the same turn be answered afresh.
    request.log.error({ err: error, channel: 'voice', callSid: call.callSid }, 'voice turn failed');
    await releaseAfterFailure(deps.database, ref, request.log);
    return gatherTwiml([words.SORRY_TRY_AGAIN], { ...progress, turn: progress.turn + 1 }, hints(deps));
  }
  if (step.kind === 'placed') request.server.finishBeforeClose(textConfirmation(deps, request.log, caller, step.confirmation));
  return twiml;
}

async function render(deps: TwilioVoiceDeps, call: CallFields, step: VoiceStep): Promise<string> {
  switch (step.kind) {
    case 'gather':
      return gatherTwiml(step.say, step.progress, hints(deps));
    case 'placed':
      // A second order to take: the call goes on with it (the first is texted all the same).
      if (step.continues) return gatherTwiml(step.say, step.continues, hints(deps));
      // Placing emptied the draft: nothing is left half done when the call ends.
      return hangupTwiml([...step.say, words.SMS_COPY_AND_GOODBYE]);
    case 'handoff':
      return handoff(deps, call, step.say, step.reason);
    case 'goodbye':
      return hangupTwiml(step.say);
  }
}

/**
 * Offers a person: the staff phone when STAFF_PHONE is set, a voicemail otherwise. Staff are
 * alerted now (unless the conversation already did), so a caller who hangs up while it rings
 * is still called back. A half-taken order is named as not placed before anything else.
 */
async function handoff(deps: TwilioVoiceDeps, call: CallFields, texts: string[], reason: string | null): Promise<string> {
  const conversation = call.caller ? await readCallConversation(deps.database, call.caller) : null;
  const draft = conversation?.draftInProgress ?? false;
  if (reason) {
    await alertStaff(deps.database.db, {
      sender: call.caller ?? (call.from || 'unknown caller'),
      reason: draft ? `${reason} (an order was being taken by phone and is not placed)` : reason,
      orderId: conversation?.lastOrderId ?? null,
      now: deps.clock(),
    });
  }
  const notice = draft ? [words.DRAFT_NOT_PLACED] : [];
  const { staffPhone } = deps.config.twilio;
  if (staffPhone) return dialTwiml([...texts, ...notice, words.CONNECTING], staffPhone);
  return voicemailTwiml([...texts, ...notice, words.LEAVE_VOICEMAIL], [words.NO_MESSAGE_HEARD]);
}

/** After the transfer: the staff call ended, or nobody answered and a voicemail is offered. */
async function dialed(deps: TwilioVoiceDeps, request: FastifyRequest, call: CallFields): Promise<string> {
  const status = field(formParams(request.body), 'DialCallStatus');
  const draft = call.caller ? (await readCallConversation(deps.database, call.caller)).draftInProgress : false;
  const notice = draft ? [words.DRAFT_NOT_PLACED] : [];
  if (status === 'completed') return hangupTwiml([...notice, words.AFTER_STAFF_CALL]);
  return voicemailTwiml([words.NOBODY_ANSWERED, ...notice, words.LEAVE_VOICEMAIL], [words.NO_MESSAGE_HEARD]);
}

/** The caller left a voicemail: staff get a second request that points at the recording. */
async function voicemail(deps: TwilioVoiceDeps, request: FastifyRequest, call: CallFields): Promise<string> {
  const form = formParams(request.body);
  const recordingUrl = field(form, 'RecordingUrl');
  const seconds = field(form, 'RecordingDuration') || '?';
  const conversation = call.caller ? await readCallConversation(deps.database, call.caller) : null;
  if (recordingUrl) {
    // Twilio may call the action again for the same recording; it becomes one request only.
    const ref = { channel: 'voice' as const, messageId: `${call.callSid}:voicemail` };
    const claim = await claimInboundMessage(deps.database, ref, deps.clock());
    if (claim.kind === 'claimed') {
      try {
        await alertStaff(deps.database.db, {
          sender: call.caller ?? (call.from || 'unknown caller'),
          reason: `voicemail left (${seconds} s): ${recordingUrl}`,
          orderId: conversation?.lastOrderId ?? null,
          now: deps.clock(),
        });
        await completeInboundMessage(deps.database, ref, [], deps.clock());
      } catch (error) {
        await releaseAfterFailure(deps.database, ref, request.log);
        throw error;
      }
    }
  }
  const notice = conversation?.draftInProgress ? [words.DRAFT_NOT_PLACED] : [];
  return hangupTwiml([...notice, recordingUrl ? words.VOICEMAIL_THANKS : words.NO_MESSAGE_HEARD]);
}

/** The status callback: once the call is over, its unfinished order is forgotten. */
async function statusChanged(deps: TwilioVoiceDeps, request: FastifyRequest, call: CallFields): Promise<string> {
  const status = field(formParams(request.body), 'CallStatus');
  if (CALL_ENDED.has(status) && call.caller) {
    await forgetDraft(deps.database, call.caller, deps.clock());
    request.log.info({ channel: 'voice', callSid: call.callSid, status }, 'call ended');
  }
  return emptyTwiml();
}

/**
 * The SMS copy goes out after the answer: a slow or failed text must not hold up the call, and a
 * shutdown waits for it. Never rejects.
 */
function textConfirmation(deps: TwilioVoiceDeps, log: FastifyBaseLogger, caller: string, confirmation: string): Promise<void> {
  return deps.smsOutbound
    .send(caller, confirmation)
    .then((outcome) => {
      if (outcome.kind === 'sent') return;
      // A provider's message can name the caller's number: it is logged as an error, numbers masked.
      const detail = outcome.kind === 'skipped' ? { reason: outcome.reason } : { code: outcome.code, err: outcome.message };
      log.warn({ channel: 'voice', outcome: outcome.kind, ...detail }, 'confirmation SMS for a phone order was not sent');
    })
    .catch((error: unknown) => log.error({ err: error, channel: 'voice' }, 'confirmation SMS for a phone order failed'));
}

function hints(deps: TwilioVoiceDeps): string {
  return speechHints(deps.catalogs.current().catalog);
}

function sendTwiml(reply: FastifyReply, twiml: string) {
  return reply.code(200).type('text/xml').send(twiml);
}
