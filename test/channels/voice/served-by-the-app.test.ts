import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SID, AUTH_TOKEN, PUBLIC_BASE_URL, signedDelivery } from '../helpers/twilio-webhook.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_BASE_URL, TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_ACCOUNT_SID: ACCOUNT_SID } });
});
afterAll(() => t.close());

describe('the app answers phone calls', () => {
  it('an incoming call gets a greeting and a speech-and-keypad Gather with catalog hints', async () => {
    const call = { CallSid: `CA${'1'.repeat(32)}`, AccountSid: ACCOUNT_SID, From: '+15125550160', To: '+15125550199', CallStatus: 'ringing' };
    const response = await t.app.inject(signedDelivery('/channels/voice', call));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    expect(response.body).toMatch(/<Gather[^>]*input="speech dtmf"/);
    expect(response.body).toMatch(/hints="[^"]*Carrot Cake/);
    expect(response.body).toMatch(/<Say[^>]*>[^<]*bakery/i);
    expect(response.body).not.toMatch(/Latte|Drip Coffee/); // drinks are not offered as orderable
  });

  it('refuses an unsigned call', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/channels/voice', payload: 'CallSid=CA1&From=%2B15125550160', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode).toBe(403);
  });
});
