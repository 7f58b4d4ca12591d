import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { registerTwilioVoice } from '../../../../channels/twilio/voice/voice-webhook.js';
import type { OutboundChannel, SendOutcome } from '../../../../channels/channel.js';
import { type CatalogProvider, createCatalogProvider } from '../../../../src/catalog/catalog-provider.js';
import { createConversationService } from '../../../../src/conversation/conversation-service.js';
import type { ConversationService } from '../../../../src/conversation/conversation-types.js';
import { createPlaceOrder } from '../../../../src/orders/place-order.js';
import { bareAppWithLogs } from '../../../helpers/bare-app.js';
import { fakeClock } from '../../../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../helpers/test-database.js';
import { ACCOUNT_SID, signedDelivery, twilioConfig } from '../../helpers/twilio-webhook.js';

export const BAKERY_NUMBER = '+15125550150';
export const STAFF_PHONE = '+15125550177';

export type SentSms = { to: string; text: string };

/** An SMS channel that records what it was asked to send. */
export function fakeSms(outcome: SendOutcome = { kind: 'sent', providerIds: ['SM1'] }): OutboundChannel & { sent: SentSms[] } {
  const sent: SentSms[] = [];
  return {
    channel: 'sms',
    sent,
    async send(to, text) {
      sent.push({ to, text });
      return outcome;
    },
  };
}

export type VoiceApp = {
  app: FastifyInstance;
  database: TestDatabase;
  catalogs: CatalogProvider;
  sms: ReturnType<typeof fakeSms>;
  clock: ReturnType<typeof fakeClock>;
  logLines: string[];
  close(): Promise<void>;
};

/**
 * A bare app with only the voice webhooks, on a real conversation, the core's placeOrder and a
 * test database: as src/app.ts will wire them, with a fake SMS channel.
 */
export async function createVoiceApp(
  options: { env?: Record<string, string>; database?: TestDatabase; sms?: ReturnType<typeof fakeSms>; conversation?: ConversationService } = {},
): Promise<VoiceApp> {
  const { app, logLines } = bareAppWithLogs();
  const clock = fakeClock();
  const database = options.database ?? (await createTestDatabase());
  const catalogs = await createCatalogProvider(database.db, { now: clock });
  const placeOrder = createPlaceOrder({ database, catalogs, clock });
  const conversation = options.conversation ?? createConversationService({ database, catalogs, placeOrder });
  const sms = options.sms ?? fakeSms();
  await registerTwilioVoice(app, { config: twilioConfig(options.env), database, conversation, clock, catalogs, smsOutbound: sms });
  await app.ready();
  return {
    app,
    database,
    catalogs,
    sms,
    clock,
    logLines,
    close: async () => {
      await app.close();
      catalogs.close();
      if (!options.database) await database.drop();
    },
  };
}

/** A TwiML answer, read the way Twilio would execute it. */
export type VoiceAnswer = {
  xml: string;
  /** What is said before any <Record> (what the caller hears first). */
  says: string[];
  /** What is said after a <Record> that took no message. */
  saysAfterRecord: string[];
  gather: Record<string, string> | null;
  dial: { number: string; attributes: Record<string, string> } | null;
  record: Record<string, string> | null;
  hangup: boolean;
  redirect: string | null;
};

const unescape = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&apos;', "'").replaceAll('&amp;', '&');

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([A-Za-z]+)="([^"]*)"/g)].map((match) => [match[1] as string, unescape(match[2] as string)]));
}

export function readTwiml(xml: string): VoiceAnswer {
  const gatherTag = /<Gather\b([^>]*)>/.exec(xml);
  const dial = /<Dial\b([^>]*)>([^<]*)<\/Dial>/.exec(xml);
  const record = /<Record\b([^>]*?)\/?>/.exec(xml);
  const redirect = /<Redirect\b[^>]*>([^<]*)<\/Redirect>/.exec(xml);
  const sayTexts = (part: string) => [...part.matchAll(/<Say\b[^>]*>([\s\S]*?)<\/Say>/g)].map((match) => unescape(match[1] ?? ''));
  const [beforeRecord = '', afterRecord = ''] = xml.split(/<Record\b[^>]*\/?>/);
  return {
    xml,
    says: sayTexts(beforeRecord),
    saysAfterRecord: sayTexts(afterRecord),
    gather: gatherTag ? attributes(gatherTag[1] ?? '') : null,
    dial: dial ? { number: unescape(dial[2] ?? ''), attributes: attributes(dial[1] ?? '') } : null,
    record: record ? attributes(record[1] ?? '') : null,
    hangup: /<Hangup\s*\/>/.test(xml),
    redirect: redirect ? unescape(redirect[1] ?? '') : null,
  };
}

/**
 * One phone call: each step posts the signed webhook Twilio would send next, to the URL the
 * previous TwiML named (the Gather action with its counters, the Dial or Record action).
 */
// Each call from its own number: random numbers drawn per call collided a few times in a hundred
// runs, and the second call then went on with the first one's conversation.
let callerSeq = Math.floor(Math.random() * 8000);
const nextCaller = () => `+1512555${String(1000 + (callerSeq++ % 8999)).padStart(4, '0')}`;

export class Call {
  readonly callSid = `CA${randomBytes(16).toString('hex')}`;
  last: VoiceAnswer | null = null;

  constructor(
    private readonly voice: VoiceApp,
    readonly from: string = nextCaller(),
  ) {}

  private params(extra: Record<string, string> = {}): Record<string, string> {
    return { CallSid: this.callSid, AccountSid: ACCOUNT_SID, From: this.from, To: BAKERY_NUMBER, CallStatus: 'in-progress', Direction: 'inbound', ...extra };
  }

  async post(path: string, extra: Record<string, string> = {}): Promise<VoiceAnswer> {
    const response = await this.voice.app.inject(signedDelivery(path, this.params(extra)));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    this.last = readTwiml(response.body);
    return this.last;
  }

  start(): Promise<VoiceAnswer> {
    return this.post('/channels/voice', { CallStatus: 'ringing' });
  }

  /** The action URL of the <Gather> the caller is in now. */
  gatherAction(): string {
    const action = this.last?.gather?.action;
    if (!action) throw new Error(`the call is not in a <Gather>:\n${this.last?.xml}`);
    return action;
  }

  say(text: string, confidence = '0.92'): Promise<VoiceAnswer> {
    return this.post(this.gatherAction(), { SpeechResult: text, Confidence: confidence });
  }

  press(digits: string): Promise<VoiceAnswer> {
    return this.post(this.gatherAction(), { Digits: digits });
  }

  silence(): Promise<VoiceAnswer> {
    return this.post(this.gatherAction());
  }

  dialEnded(status: string): Promise<VoiceAnswer> {
    const action = this.last?.dial?.attributes.action;
    if (!action) throw new Error('the call is not in a <Dial>');
    return this.post(action, { DialCallStatus: status });
  }

  leaveVoicemail(recordingUrl: string, seconds = '14'): Promise<VoiceAnswer> {
    const action = this.last?.record?.action;
    if (!action) throw new Error('the call is not in a <Record>');
    return this.post(action, { RecordingUrl: recordingUrl, RecordingDuration: seconds, RecordingSid: `RE${randomBytes(16).toString('hex')}` });
  }

  ended(status = 'completed'): Promise<VoiceAnswer> {
    return this.post('/channels/voice/status', { CallStatus: status, CallDuration: '42' });
  }
}
