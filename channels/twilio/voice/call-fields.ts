import { normalizePhone } from '../../../src/orders/phone.js';
import { withoutUnstorableCharacters } from '../../../src/storable-text.js';
import type { TwilioParams } from '../signature.js';
import type { CallInput } from './voice-turn.js';

// The fields of Twilio's voice webhooks we use. Everything else still counts towards the
// signature, which is checked on the whole form.

export type CallFields = {
  callSid: string;
  /** The caller as Twilio gave it; "anonymous" or a client name when there is no number. */
  from: string;
  /** The caller in E.164, or null when the number is withheld: then no order can be taken. */
  caller: string | null;
};


export const field = (form: TwilioParams, name: string): string => {
  const value = form[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

export function readCallFields(form: TwilioParams): CallFields | null {
  const callSid = field(form, 'CallSid');
  if (!callSid) return null;
  const from = field(form, 'From');
  return { callSid, from, caller: from ? normalizePhone(from) : null };
}

/** What the caller gave a <Gather>: keys win over speech (Twilio sends one or the other). */
export function readCallInput(form: TwilioParams): CallInput {
  const digits = field(form, 'Digits');
  if (digits) return { kind: 'digits', digits };
  const text = withoutUnstorableCharacters(field(form, 'SpeechResult')).trim();
  if (!text) return { kind: 'silence' };
  const confidence = Number.parseFloat(field(form, 'Confidence'));
  return { kind: 'speech', text, confidence: Number.isFinite(confidence) ? confidence : null };
}

