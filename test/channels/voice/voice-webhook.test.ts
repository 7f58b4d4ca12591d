import { replyOf } from '../../helpers/conversation-replies.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as words from '../../../channels/twilio/voice/voice-words.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { ACCOUNT_SID, PUBLIC_BASE_URL, signedDelivery } from '../helpers/twilio-webhook.js';
import { Call, createVoiceApp, fakeSms, type VoiceApp } from './helpers/voice-call.js';

// The voice webhooks' edges: signatures on every route, the channel switched off, failures that
// must not end a call.

const ROUTES = ['/channels/voice', '/channels/voice/gather?turn=1&silence=0&misses=0&menu=1&confirm=0', '/channels/voice/dialed', '/channels/voice/voicemail', '/channels/voice/status'];

const callParams = () => ({ CallSid: 'CA0123456789abcdef0123456789abcdef', AccountSid: ACCOUNT_SID, From: '+15125550161', To: '+15125550150', CallStatus: 'in-progress' });

let database: TestDatabase;
let voice: VoiceApp;

beforeAll(async () => {
  database = await createTestDatabase();
  voice = await createVoiceApp({ database });
});
afterAll(async () => {
  await voice?.close();
  await database?.drop();
});

describe('Twilio voice webhooks: signatures', () => {
  it.each(ROUTES)('%s refuses a missing or wrong signature with 403', async (path) => {
    const unsigned = signedDelivery(path, callParams());
    const missing = await voice.app.inject({ ...unsigned, headers: { 'content-type': unsigned.headers['content-type'] } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ error: 'invalid_signature' });

    const wrongToken = await voice.app.inject(signedDelivery(path, callParams(), { authToken: 'another-auth-token-0123456789ab' }));
    expect(wrongToken.statusCode).toBe(403);
  });

  it('the counters in the query string cannot be changed: they are part of the signed URL', async () => {
    const signedFor = `${PUBLIC_BASE_URL}/channels/voice/gather?turn=3&silence=0&misses=0&menu=0&confirm=0`;
    const tampered = signedDelivery('/channels/voice/gather?turn=3&silence=1&misses=0&menu=0&confirm=0', callParams(), { signedUrl: signedFor });
    expect((await voice.app.inject(tampered)).statusCode).toBe(403);
  });

  it('a changed parameter (another caller) breaks the signature', async () => {
    const request = signedDelivery('/channels/voice', callParams());
    const forged = { ...request, payload: new URLSearchParams({ ...callParams(), From: '+15125550999' }).toString() };
    expect((await voice.app.inject(forged)).statusCode).toBe(403);
  });

  it('checks PUBLIC_BASE_URL + path, whatever Host and X-Forwarded-* say', async () => {
    const request = signedDelivery('/channels/voice', callParams());
    const response = await voice.app.inject({ ...request, headers: { ...request.headers, host: 'internal:3000', 'x-forwarded-host': 'evil.test' } });
    expect(response.statusCode).toBe(200);
  });

  it('a signed request without CallSid is not a call: 400', async () => {
    const response = await voice.app.inject(signedDelivery('/channels/voice', { From: '+15125550161' }));
    expect(response.statusCode).toBe(400);
  });
});

describe('Twilio voice webhooks: switched off', () => {
  it('without TWILIO_AUTH_TOKEN every route answers 403 channel_disabled, and start-up warns once', async () => {
    const off = await createVoiceApp({ database, env: { TWILIO_AUTH_TOKEN: '' } });
    try {
      for (const path of ROUTES) {
        const response = await off.app.inject(signedDelivery(path, callParams()));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ error: 'channel_disabled' });
      }
      expect(off.logLines.filter((line) => line.includes('voice channel is off'))).toHaveLength(1);
    } finally {
      await off.app.close();
      off.catalogs.close();
    }
  });
});

describe('Twilio voice webhooks: failures keep the call going', () => {
  it('a confirmation SMS that fails is logged, without the number the provider names; the caller still hears the confirmation', async () => {
    const message = "The 'To' number +15125550199 is not a valid phone number.";
    const sms = fakeSms({ kind: 'failed', code: 'twilio_21211', retryable: false, message, providerIds: [] });
    const failing = await createVoiceApp({ database, sms });
    try {
      const call = new Call(failing);
      await call.start();
      for (const text of ['A lemon slice tomorrow at 10 for pickup.', 'Bo.']) await call.say(text);
      const answer = await call.say('Yes.');
      expect(answer.says[0]).toMatch(/^Your order ord_\w{20} is confirmed/);
      expect(answer.hangup).toBe(true);
      expect(sms.sent).toHaveLength(1);
      await new Promise((resolve) => setImmediate(resolve));
      const logged = failing.logLines.find((line) => line.includes('confirmation SMS for a phone order was not sent'));
      expect(logged).toContain('twilio_21211');
      expect(logged).toContain("The 'To' number [number] is not a valid phone number.");
      expect(failing.logLines.join('')).not.toContain('5550199');
    } finally {
      await failing.app.close();
      failing.catalogs.close();
    }
  });

  it('a conversation failure is an apology and another <Gather>, never a dropped call; the turn can be answered again', async () => {
    let fail = true;
    const broken = await createVoiceApp({
      database,
      conversation: {
        handle: async () => {
          if (fail) throw new Error('database went away');
          return replyOf(['What would you like to order?']);
        },
      },
    });
    try {
      const call = new Call(broken);
      await call.start();
      const action = call.gatherAction();
      let answer = await call.say('Two carrot slices.');
      expect(answer.says).toEqual([words.SORRY_TRY_AGAIN]);
      expect(answer.gather).not.toBeNull();
      fail = false;
      // The failed turn released its claim: Twilio's retry of it is processed afresh.
      answer = await call.post(action, { SpeechResult: 'Two carrot slices.', Confidence: '0.9' });
      expect(answer.says).toEqual(['What would you like to order?']);
    } finally {
      await broken.app.close();
      broken.catalogs.close();
    }
  });
});

describe('the call follows what the conversation did, never its words', () => {
  // Words no code could recognise: only the acts say what happened.
  const say = (acts: Parameters<typeof replyOf>[1]) => replyOf(['Zxq plorb.'], acts);

  it('an order placed: the confirmation is spoken word for word, texted, and the call ends', async () => {
    const result = { status: 'confirmed' as const, order_id: 'ord_0123456789abcdefghjk', estimated_total_usd: 6, confirmation_text: 'Zxq plorb.', escalation_reasons: [] };
    const sms = fakeSms();
    const app = await createVoiceApp({ database, sms, conversation: { handle: async () => say([{ type: 'placed', result }]) } });
    try {
      const call = new Call(app);
      await call.start();
      const answer = await call.say('anything');
      expect(answer.says).toEqual(['Zxq plorb.', words.SMS_COPY_AND_GOODBYE]);
      expect(answer.hangup).toBe(true);
      expect(sms.sent).toEqual([{ to: call.from, text: 'Zxq plorb.' }]);
    } finally {
      await app.close();
    }
  });

  it('a summary: the caller may press 1; a request for a person: the call is handed over', async () => {
    const summary = { lines: [], totalCents: 0, fulfillment: 'pickup' as const, at: '2026-11-21T15:00:00.000-06:00', address: null, name: 'A', phone: '+15125550161', phoneGiven: false, holiday: null, hasAllergyNote: false, allergensNamedListed: [], needsApproval: false };
    let next = say([{ type: 'summary', summary }]);
    const app = await createVoiceApp({ database, conversation: { handle: async () => next } });
    try {
      const call = new Call(app);
      await call.start();
      const confirming = await call.say('anything');
      expect(confirming.says).toEqual(['Zxq plorb.', words.PRESS_ONE_TO_CONFIRM]);
      expect(confirming.gather?.action).toContain('confirm=1');
      next = say([{ type: 'handoff', reason: 'asked', orderId: null, hasPhone: true }]);
      const handedOver = await call.say('anything');
      expect(handedOver.says).toContain(words.PERSON_HANDOFF);
      expect(handedOver.record).not.toBeNull(); // no STAFF_PHONE here: a voicemail
    } finally {
      await app.close();
    }
  });
});
