import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SID, signedDelivery } from '../helpers/twilio-webhook.js';
import { createVoiceApp, type VoiceApp } from './helpers/voice-call.js';

// Signed but malformed webhooks: a 5xx would make Twilio retry (and speak "an application error
// has occurred"), so each is refused with a 4xx that is logged with its reason.

let voice: VoiceApp;
beforeAll(async () => {
  voice = await createVoiceApp();
});
afterAll(() => voice?.close());

const SID = 'CA0123456789abcdef0123456789abcdef';
const call = (extra: Record<string, string> = {}) => ({ CallSid: SID, AccountSid: ACCOUNT_SID, From: '+15125550161', To: '+15125550150', CallStatus: 'in-progress', ...extra });
const GATHER = '/channels/voice/gather?turn=1&silence=0&misses=0&menu=1&confirm=0';
const ROUTES = ['/channels/voice', GATHER, '/channels/voice/dialed', '/channels/voice/voicemail', '/channels/voice/status'];

describe('voice webhooks: signed but malformed input is a 4xx, never a 5xx', () => {
  it.each(ROUTES)('%s: a NUL in From or CallSid', async (path) => {
    for (const params of [call({ From: '+1512555\u00000161' }), call({ CallSid: `CA\u0000${'1'.repeat(31)}` }), call({ CallSid: 'CA-not-a-call-sid' })]) {
      const response = await voice.app.inject(signedDelivery(path, { ...params, CallStatus: 'completed' }));
      expect(response.statusCode, `${JSON.stringify(params)} → ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ error: 'malformed_webhook' });
    }
  });

  it('a NUL in the counters of the gather URL', async () => {
    for (const query of ['turn=%00', 'turn=1%00&silence=0', 'turn=1&silence=%00&misses=0&menu=%00&confirm=0']) {
      const response = await voice.app.inject(signedDelivery(`/channels/voice/gather?${query}`, call({ SpeechResult: 'a carrot cake' })));
      expect(response.statusCode, `${query} → ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ error: 'malformed_webhook' });
    }
  });

  it('a NUL in what the caller said is dropped and the call goes on', async () => {
    const speech = await voice.app.inject(signedDelivery(GATHER, call({ SpeechResult: 'two carrot\u0000 slices' })));
    expect(speech.statusCode, speech.body).toBe(200);
    expect(speech.body).toContain('<Gather');
  });

  it('a NUL in the voicemail or dial fields', async () => {
    const confidence = await voice.app.inject(signedDelivery(GATHER, call({ SpeechResult: 'two carrot slices', Confidence: '0.9\u0000' })));
    expect(confidence.statusCode, confidence.body).toBe(400);
    const voicemail = await voice.app.inject(
      signedDelivery('/channels/voice/voicemail', call({ RecordingUrl: 'https://api.twilio.com/rec\u0000/RE1', RecordingDuration: '1\u00002', RecordingSid: 'RE\u0000' })),
    );
    expect(voicemail.statusCode, voicemail.body).toBe(400);
    const dialed = await voice.app.inject(signedDelivery('/channels/voice/dialed', call({ DialCallStatus: 'comp\u0000leted' })));
    expect(dialed.statusCode, dialed.body).toBe(400);
  });

  it('says why in the log', async () => {
    await voice.app.inject(signedDelivery('/channels/voice', call({ To: '+1512\u00005550150' })));
    const line = voice.logLines.find((entry) => entry.includes('malformed field') && entry.includes('"field":"To"'));
    expect(line).toBeDefined();
    expect(line).not.toContain('5550150');
  });
});
