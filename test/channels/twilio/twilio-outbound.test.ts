import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isOptedOut, recordOptOut } from '../../../channels/shared/opt-outs.js';
import { createTwilioOutbound, type TwilioOutbound } from '../../../channels/twilio/twilio-outbound.js';
import { conversations } from '../../../src/db/schema.js';
import { fakeClock } from '../../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { accepted, startFakeTwilioApi, twilioError, unusedBaseUrl } from '../helpers/fake-twilio-api.js';
import { ACCOUNT_SID, AUTH_TOKEN, SMS_NUMBER, twilioConfig } from '../helpers/twilio-webhook.js';

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startFakeTwilioApi>>;
let outbound: TwilioOutbound;
const clock = fakeClock();
let senderSeq = 0;
let customer: string;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startFakeTwilioApi();
  outbound = createTwilioOutbound(twilioConfig({ TWILIO_API_BASE_URL: api.baseUrl }), { db: database.db, clock });
});

beforeEach(() => {
  api.requests.length = 0;
  api.respondWith(accepted);
  customer = `+1512556${String(1000 + senderSeq++).padStart(4, '0')}`;
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

async function customerWroteOnWhatsApp(hoursAgo: number) {
  const at = clock().minus({ hours: hoursAgo }).toJSDate();
  await database.db.insert(conversations).values({ channel: 'whatsapp', sender: customer, state: {}, lastInboundAt: at, updatedAt: at });
}

describe('Twilio outbound SMS', () => {
  it('posts From, To and Body to the Messages resource with basic auth', async () => {
    const outcome = await outbound.sms.send(customer, 'Your cake is ready for pickup.');
    expect(outcome.kind).toBe('sent');
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`);
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.form).toEqual({ From: SMS_NUMBER, To: customer, Body: 'Your cake is ready for pickup.' });
    if (outcome.kind === 'sent') expect(outcome.providerIds).toEqual([expect.stringMatching(/^SM[0-9a-f]{32}$/)]);
  });

  it('normalises the recipient to E.164', async () => {
    await outbound.sms.send(`(512) 556-${customer.slice(-4)}`, 'Hi');
    expect(api.requests[0]?.form.To).toBe(customer);
  });

  it('sends a long text as several messages of at most 1600 characters, in order', async () => {
    const text = 'Thank you for your order. '.repeat(140);
    const outcome = await outbound.sms.send(customer, text);
    expect(outcome.kind).toBe('sent');
    expect(api.requests.length).toBe(3);
    expect(api.requests.map((request) => request.form.Body).join('')).toBe(text);
    for (const request of api.requests) expect(request.form.Body?.length).toBeLessThanOrEqual(1600);
    if (outcome.kind === 'sent') expect(outcome.providerIds).toHaveLength(3);
  });

  it('refuses an opted-out number without calling Twilio', async () => {
    await recordOptOut(database.db, 'sms', customer, clock());
    expect(await outbound.sms.send(customer, 'Hi')).toEqual({ kind: 'skipped', reason: 'opted_out' });
    expect(api.requests).toHaveLength(0);
  });

  it('records an opt-out Twilio reports (21610) and then stops asking Twilio', async () => {
    api.respondWith(twilioError(400, 21610, 'Attempt to send to unsubscribed recipient'));
    expect(await outbound.sms.send(customer, 'Hi')).toEqual({ kind: 'skipped', reason: 'opted_out' });
    expect(await isOptedOut(database.db, 'sms', customer)).toBe(true);
    expect(await outbound.sms.send(customer, 'Hi again')).toEqual({ kind: 'skipped', reason: 'opted_out' });
    expect(api.requests).toHaveLength(1);
  });

  it('reports 5xx as a retryable failure and other 4xx as final', async () => {
    api.respondWith(twilioError(503, 20503, 'Service unavailable'));
    expect(await outbound.sms.send(customer, 'Hi')).toMatchObject({ kind: 'failed', code: 'twilio_20503', retryable: true });
    api.respondWith(twilioError(400, 21211, "The 'To' number is not a valid phone number"));
    expect(await outbound.sms.send(customer, 'Hi')).toMatchObject({ kind: 'failed', code: 'twilio_21211', retryable: false });
    api.respondWith(twilioError(429, 20429, 'Too many requests'));
    expect(await outbound.sms.send(customer, 'Hi')).toMatchObject({ kind: 'failed', retryable: true });
  });

  it('lists the parts already sent when a later part fails', async () => {
    api.respondWith((form, index) => (index === 0 ? accepted(form, index) : twilioError(500, 20500)(form, index)));
    const outcome = await outbound.sms.send(customer, 'word '.repeat(400));
    expect(outcome).toMatchObject({ kind: 'failed', retryable: true, providerIds: [expect.stringMatching(/^SM/)] });
  });

  it('reports a network failure as retryable', async () => {
    const offline = createTwilioOutbound(twilioConfig({ TWILIO_API_BASE_URL: await unusedBaseUrl() }), { db: database.db, clock });
    expect(await offline.sms.send(customer, 'Hi')).toMatchObject({ kind: 'failed', code: 'network_error', retryable: true, providerIds: [] });
  });

  it('refuses an address that is not a phone number', async () => {
    expect(await outbound.sms.send('not-a-number', 'Hi')).toMatchObject({ kind: 'failed', code: 'invalid_recipient', retryable: false });
    expect(api.requests).toHaveLength(0);
  });

  it('skips when Twilio is not configured', async () => {
    const outboundWith = (env: Record<string, string>) =>
      createTwilioOutbound(twilioConfig({ TWILIO_API_BASE_URL: api.baseUrl, ...env }), { db: database.db, clock });
    const unconfigured = outboundWith({ TWILIO_ACCOUNT_SID: '' });
    expect(await unconfigured.sms.send(customer, 'Hi')).toEqual({ kind: 'skipped', reason: 'not_configured' });
    const noWhatsAppNumber = outboundWith({ TWILIO_WHATSAPP_NUMBER: '' });
    expect(await noWhatsAppNumber.whatsapp.send(customer, 'Hi')).toEqual({ kind: 'skipped', reason: 'not_configured' });
    expect(api.requests).toHaveLength(0);
  });
});

describe('Twilio outbound WhatsApp', () => {
  it('sends within 24 hours of the customer’s last message, with whatsapp: addresses', async () => {
    await customerWroteOnWhatsApp(23);
    const outcome = await outbound.whatsapp.send(customer, 'Your cake is ready.');
    expect(outcome.kind).toBe('sent');
    expect(outbound.whatsapp.channel).toBe('whatsapp');
    expect(api.requests[0]?.form).toEqual({ From: `whatsapp:${SMS_NUMBER}`, To: `whatsapp:${customer}`, Body: 'Your cake is ready.' });
  });

  it('refuses free-form text outside the 24-hour window, or to someone who never wrote', async () => {
    expect(await outbound.whatsapp.send(customer, 'Hi')).toEqual({ kind: 'skipped', reason: 'outside_session_window' });
    await customerWroteOnWhatsApp(25);
    expect(await outbound.whatsapp.send(customer, 'Hi')).toEqual({ kind: 'skipped', reason: 'outside_session_window' });
    expect(api.requests).toHaveLength(0);
  });

  it('treats Twilio’s window error (63016) as outside the window', async () => {
    await customerWroteOnWhatsApp(1);
    api.respondWith(twilioError(400, 63016, 'Failed to send freeform message because you are outside the allowed window'));
    expect(await outbound.whatsapp.send(customer, 'Hi')).toEqual({ kind: 'skipped', reason: 'outside_session_window' });
  });

  it('refuses a number opted out on WhatsApp, independently of SMS', async () => {
    await customerWroteOnWhatsApp(1);
    await recordOptOut(database.db, 'whatsapp', customer, clock());
    expect(await outbound.whatsapp.send(customer, 'Hi')).toEqual({ kind: 'skipped', reason: 'opted_out' });
    expect((await outbound.sms.send(customer, 'Hi')).kind).toBe('sent');
  });
});
