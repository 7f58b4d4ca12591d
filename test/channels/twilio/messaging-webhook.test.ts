import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import {
  AUTH_TOKEN,
  createWebhookApp,
  fakeConversation,
  inboundParams,
  PUBLIC_BASE_URL,
  signedDelivery,
  twimlMessages,
  type WebhookApp,
} from '../helpers/twilio-webhook.js';

let database: TestDatabase;
let webhook: WebhookApp;

beforeAll(async () => {
  database = await createTestDatabase();
  webhook = await createWebhookApp(database);
});

afterAll(async () => {
  await webhook?.app.close();
  await database?.drop();
});

describe('Twilio messaging webhook: signed but malformed', () => {
  it('a NUL in MessageSid, From or To is a logged 400, never a 5xx; in the text it is dropped', async () => {
    for (const name of ['MessageSid', 'From', 'To']) {
      const params = inboundParams();
      const response = await webhook.app.inject(signedDelivery('/channels/sms', { ...params, [name]: `${params[name]}\u0000` }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: 'malformed_webhook', message: expect.stringContaining(name) });
      expect(webhook.logLines.some((line) => line.includes('malformed field') && line.includes(`"field":"${name}"`))).toBe(true);
    }
    const text = await webhook.app.inject(signedDelivery('/channels/sms', inboundParams({ Body: 'a carrot\u0000 cake' })));
    expect(text.statusCode).toBe(200);
  });
});

describe('Twilio messaging webhook: signatures', () => {
  it('answers a correctly signed SMS with TwiML from the conversation', async () => {
    const params = inboundParams({ Body: 'Hi there' });
    const response = await webhook.app.inject(signedDelivery('/channels/sms', params));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    expect(twimlMessages(response.body)).toEqual(['Thanks! What would you like to order?']);
    expect(webhook.conversation.handle).toHaveBeenLastCalledWith({
      channel: 'sms',
      sender: '+15125550100',
      text: 'Hi there',
      receivedAt: webhook.clock(),
      deliveryId: params.MessageSid,
      stored: null, // read along with the claim: this sender has no conversation yet
    });
  });

  it('verifies against PUBLIC_BASE_URL + path and query, whatever Host and X-Forwarded-* say', async () => {
    const params = inboundParams();
    const path = '/channels/sms?tenant=main';
    const request = signedDelivery(path, params);
    const response = await webhook.app.inject({
      ...request,
      headers: { ...request.headers, host: 'internal:3000', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.test' },
    });
    expect(response.statusCode).toBe(200);

    // Signed for the URL a spoofed X-Forwarded-Host would produce: refused.
    const spoofed = signedDelivery('/channels/sms', inboundParams(), { signedUrl: 'https://evil.test/channels/sms' });
    const refused = await webhook.app.inject({
      ...spoofed,
      headers: { ...spoofed.headers, 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a request signed for another URL', async () => {
    const params = inboundParams();
    const calls = webhook.conversation.handle.mock.calls.length;
    const otherUrls = [
      `${PUBLIC_BASE_URL}/channels/whatsapp`,
      'https://other.bakery.test/channels/sms',
      `${PUBLIC_BASE_URL}/channels/sms?x=1`,
    ];
    for (const otherUrl of otherUrls) {
      const response = await webhook.app.inject(signedDelivery('/channels/sms', params, { signedUrl: otherUrl }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ ok: false, error: 'invalid_signature' });
    }
    expect(webhook.conversation.handle.mock.calls.length).toBe(calls);
  });

  it('refuses a tampered Body, a wrong token and a missing header', async () => {
    const params = inboundParams({ Body: 'One cupcake' });
    const tampered = signedDelivery('/channels/sms', { ...params, Body: 'One hundred cupcakes' }, { signedParams: params });
    expect((await webhook.app.inject(tampered)).statusCode).toBe(403);

    const wrongToken = signedDelivery('/channels/sms', params, { authToken: AUTH_TOKEN.replace('9', '8') });
    expect((await webhook.app.inject(wrongToken)).statusCode).toBe(403);

    const unsigned = signedDelivery('/channels/sms', params);
    const { 'x-twilio-signature': _dropped, ...headers } = unsigned.headers;
    expect((await webhook.app.inject({ ...unsigned, headers })).statusCode).toBe(403);
  });

  it('never answers 5xx to garbage', async () => {
    const garbage = [
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '%%%&&&==\u0000\uffff' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: '{"MessageSid": ' },
      { headers: { 'content-type': 'application/json' }, payload: 'null' },
      { headers: { 'content-type': 'application/json' }, payload: '{"From": {"nested": [1, 2]}}' },
      { headers: { 'content-type': 'text/plain' }, payload: 'STOP' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'Body='.padEnd(200_000, 'x') },
      { headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': '\u00ff'.repeat(10) }, payload: 'a=1&a=2' },
    ];
    for (const request of garbage) {
      for (const url of ['/channels/sms', '/channels/whatsapp']) {
        const response = await webhook.app.inject({ method: 'POST', url, ...request });
        expect(response.statusCode, `${request.headers['content-type']} ${request.payload.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
    }
  });

  it('answers 400 to a signed request that is not a message', async () => {
    const params = { AccountSid: 'AC0', CallStatus: 'completed' };
    const response = await webhook.app.inject(signedDelivery('/channels/sms', params));
    expect(response.statusCode).toBe(400);
  });

  it('answers an empty TwiML to a sender that is not a phone number', async () => {
    const response = await webhook.app.inject(signedDelivery('/channels/sms', inboundParams({ From: 'BAKERY' })));
    expect(response.statusCode).toBe(200);
    expect(twimlMessages(response.body)).toEqual([]);
    expect(response.body).toContain('<Response/>');
  });

  it('apologises, and lets a redelivery retry, when the conversation fails', async () => {
    const failing = fakeConversation();
    failing.handle.mockRejectedValueOnce(new Error('engine down'));
    const app = await createWebhookApp(database, { conversation: failing });
    try {
      const params = inboundParams();
      const first = await app.app.inject(signedDelivery('/channels/sms', params));
      expect(first.statusCode).toBe(200);
      expect(twimlMessages(first.body)[0]).toMatch(/^Sorry/);
      const retry = await app.app.inject(signedDelivery('/channels/sms', params));
      expect(twimlMessages(retry.body)).toEqual(['Thanks! What would you like to order?']);
      expect(failing.handle).toHaveBeenCalledTimes(2);
    } finally {
      await app.app.close();
    }
  });
});

describe('Twilio messaging webhook without TWILIO_AUTH_TOKEN', () => {
  it('refuses every request with 403 and warns once, at registration', async () => {
    const off = await createWebhookApp(database, { env: { TWILIO_AUTH_TOKEN: '' } });
    try {
      const warnings = () => off.logLines.filter((line) => line.includes('TWILIO_AUTH_TOKEN is not set'));
      expect(warnings()).toHaveLength(1);
      for (const url of ['/channels/sms', '/channels/whatsapp', '/channels/sms']) {
        const response = await off.app.inject(signedDelivery(url, inboundParams()));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ error: 'channel_disabled' });
      }
      expect(warnings()).toHaveLength(1);
      expect(off.conversation.handle).not.toHaveBeenCalled();
    } finally {
      await off.app.close();
    }
  });
});
