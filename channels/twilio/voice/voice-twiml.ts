// The TwiML builder alone: the SDK's index also loads its REST client, a tenth of start-up.
import VoiceResponse from 'twilio/lib/twiml/VoiceResponse.js';
import { type CallProgress, gatherUrl, VOICE_PATHS } from './call-progress.js';

// TwiML for each kind of answer. All URLs are paths: Twilio resolves them against the URL it
// called, which is PUBLIC_BASE_URL, and signs them that way.

const LANGUAGE = 'en-US';
// How long a voicemail may be, in seconds.
export const VOICEMAIL_MAX_SECONDS = 120;
// How long the staff phone rings before the caller is offered voicemail.
const DIAL_TIMEOUT_SECONDS = 25;

type Response = InstanceType<typeof VoiceResponse>;

function say(target: Pick<Response, 'say'>, texts: string[]) {
  for (const text of texts) if (text.trim()) target.say({ language: LANGUAGE }, text);
}

/**
 * Speaks, then listens for speech or keys. The texts are inside the <Gather> so a caller who
 * knows what to say can interrupt. actionOnEmptyResult sends silence to the action URL too, so
 * the adapter decides what silence means instead of Twilio ending the call.
 */
export function gatherTwiml(texts: string[], progress: CallProgress, hints: string): string {
  const response = new VoiceResponse();
  const gather = response.gather({
    input: ['speech', 'dtmf'],
    action: gatherUrl(progress),
    method: 'POST',
    actionOnEmptyResult: true,
    speechTimeout: 'auto',
    language: LANGUAGE,
    hints,
    // At the start a single key is a menu choice; later keys may be longer ("12" for a
    // quantity), ended by # or a pause.
    ...(progress.menu ? { numDigits: 1 } : { finishOnKey: '#' }),
  });
  say(gather, texts);
  return response.toString();
}

/** Transfers the caller to staff; what happens after the dial is decided by its action. */
export function dialTwiml(texts: string[], staffPhone: string): string {
  const response = new VoiceResponse();
  say(response, texts);
  response.dial({ action: VOICE_PATHS.dialed, method: 'POST', timeout: DIAL_TIMEOUT_SECONDS }, staffPhone);
  return response.toString();
}

/**
 * Takes a voicemail. Twilio goes on to the verbs after <Record> when nothing was recorded, so
 * those close the call with the same words a recorded message gets.
 */
export function voicemailTwiml(texts: string[], closing: string[]): string {
  const response = new VoiceResponse();
  say(response, texts);
  response.record({ action: VOICE_PATHS.voicemail, method: 'POST', maxLength: VOICEMAIL_MAX_SECONDS, playBeep: true, finishOnKey: '#', timeout: 5 });
  say(response, closing);
  response.hangup();
  return response.toString();
}

/** Says the last words and ends the call. */
export function hangupTwiml(texts: string[]): string {
  const response = new VoiceResponse();
  say(response, texts);
  response.hangup();
  return response.toString();
}

/** Another delivery of this turn is still being answered: wait, then ask for its answer again. */
export function waitAndRetryTwiml(url: string): string {
  const response = new VoiceResponse();
  response.pause({ length: 2 });
  response.redirect({ method: 'POST' }, url);
  return response.toString();
}

/** For callbacks whose answer Twilio ignores (status). */
export function emptyTwiml(): string {
  return new VoiceResponse().toString();
}
