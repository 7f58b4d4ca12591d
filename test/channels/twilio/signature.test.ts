import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { isValidTwilioSignature, signedUrl } from '../../../channels/twilio/signature.js';

const token = '12345678901234567890123456789012';
const url = 'https://api.bakery.test/channels/sms';
const params = { MessageSid: 'SM123', From: '+15125550100', Body: 'Hello' };
const signature = twilio.getExpectedTwilioSignature(token, url, params);

describe('isValidTwilioSignature', () => {
  it('accepts the signature Twilio computes for the URL and parameters', () => {
    expect(isValidTwilioSignature(token, signature, url, params)).toBe(true);
  });

  it('accepts a URL signed with the default port (Twilio signs either way)', () => {
    const withPort = twilio.getExpectedTwilioSignature(token, 'https://api.bakery.test:443/channels/sms', params);
    expect(isValidTwilioSignature(token, withPort, url, params)).toBe(true);
  });

  it('refuses a missing or empty header', () => {
    expect(isValidTwilioSignature(token, undefined, url, params)).toBe(false);
    expect(isValidTwilioSignature(token, '', url, params)).toBe(false);
  });

  it('refuses another token, another URL, another query or a tampered parameter', () => {
    expect(isValidTwilioSignature('x'.repeat(32), signature, url, params)).toBe(false);
    expect(isValidTwilioSignature(token, signature, 'https://evil.test/channels/sms', params)).toBe(false);
    expect(isValidTwilioSignature(token, signature, `${url}?a=1`, params)).toBe(false);
    expect(isValidTwilioSignature(token, signature, url, { ...params, Body: 'Hello!' })).toBe(false);
    expect(isValidTwilioSignature(token, signature, url, { ...params, Extra: '' })).toBe(false);
  });

  it('never throws on garbage', () => {
    expect(isValidTwilioSignature(token, 'garbage', 'not a url', params)).toBe(false);
    expect(isValidTwilioSignature(token, signature, url, { a: ['1', '2'] })).toBe(false);
  });
});

describe('signedUrl', () => {
  it('is the public base URL plus the path and query as received', () => {
    expect(signedUrl('https://api.bakery.test', '/channels/sms?x=1')).toBe('https://api.bakery.test/channels/sms?x=1');
  });
});
