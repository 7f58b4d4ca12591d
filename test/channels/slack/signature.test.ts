import { isValidSlackRequest } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { slackSignature, verifySlackRequest } from '../../../channels/slack/signature.js';

const secret = '8f742231b10e8888abcd99yyyzzz85a5';
const rawBody = 'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&command=%2Forders&text=';
const now = 1_700_000_000;
const request = (overrides: Partial<Parameters<typeof verifySlackRequest>[0]> = {}) => ({
  signingSecret: secret,
  timestampHeader: String(now),
  signatureHeader: slackSignature(secret, String(now), rawBody),
  rawBody,
  nowSeconds: now,
  ...overrides,
});

describe('verifySlackRequest', () => {
  it('accepts the signature Slack computes: v0= and the hex HMAC-SHA256 of v0:ts:body', () => {
    expect(request().signatureHeader).toMatch(/^v0=[0-9a-f]{64}$/);
    expect(verifySlackRequest(request())).toBe(true);
  });

  it('matches Slack\'s documented example', () => {
    // From Slack's "Verifying requests from Slack" guide.
    const body =
      'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c';
    expect(slackSignature(secret, '1531420618', body)).toBe('v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503');
  });

  it('refuses a forged signature and a body changed after signing', () => {
    expect(verifySlackRequest(request({ signatureHeader: slackSignature('another-secret', String(now), rawBody) }))).toBe(false);
    expect(verifySlackRequest(request({ rawBody: `${rawBody}&text=free` }))).toBe(false);
  });

  it('refuses a request signed more than 300 s from now, either way', () => {
    for (const ts of [now - 301, now + 301]) {
      const stale = request({ timestampHeader: String(ts), signatureHeader: slackSignature(secret, String(ts), rawBody) });
      expect(verifySlackRequest(stale)).toBe(false);
    }
    const edge = now - 300;
    expect(verifySlackRequest(request({ timestampHeader: String(edge), signatureHeader: slackSignature(secret, String(edge), rawBody) }))).toBe(true);
  });

  it('refuses a signature of a different length without throwing', () => {
    expect(verifySlackRequest(request({ signatureHeader: 'v0=abc' }))).toBe(false);
    expect(verifySlackRequest(request({ signatureHeader: `${request().signatureHeader}00` }))).toBe(false);
  });

  it('refuses missing or malformed headers', () => {
    expect(verifySlackRequest(request({ signatureHeader: undefined }))).toBe(false);
    expect(verifySlackRequest(request({ timestampHeader: undefined }))).toBe(false);
    expect(verifySlackRequest(request({ timestampHeader: 'soon' }))).toBe(false);
  });

  it("gives bolt's own answer for every past or present request, without loading bolt", () => {
    const signed = request().signatureHeader;
    const variants = [
      request(),
      request({ signatureHeader: signed.toUpperCase() }),
      request({ signatureHeader: signed.replace('v0=', 'v1=') }),
      request({ signatureHeader: signed.slice(0, -1) + (signed.endsWith('0') ? '1' : '0') }),
      request({ signatureHeader: 'v0=abc' }),
      request({ rawBody: `${rawBody} ` }),
      request({ signingSecret: `${secret}x` }),
      request({ nowSeconds: now + 299 }),
      request({ nowSeconds: now + 301 }),
    ];
    const answers = variants.map((variant) => [
      verifySlackRequest(variant),
      isValidSlackRequest({
        signingSecret: variant.signingSecret,
        body: variant.rawBody,
        headers: { 'x-slack-signature': variant.signatureHeader, 'x-slack-request-timestamp': Number(variant.timestampHeader) },
        nowMilliseconds: variant.nowSeconds * 1000,
      }),
    ]);
    expect(answers.filter(([ours, bolts]) => ours !== bolts)).toEqual([]);
    expect(answers.filter(([ours]) => ours)).toHaveLength(2);
  });
});
