import { replyOf } from '../../helpers/conversation-replies.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HELP_REPLY, OPT_IN_REPLY, OPT_OUT_REPLY, STILL_OPTED_OUT_REPLY } from '../../../channels/twilio/keyword-replies.js';
import { isOptedOut } from '../../../channels/shared/opt-outs.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { createWebhookApp, inboundParams, signedDelivery, twimlMessages, type WebhookApp } from '../helpers/twilio-webhook.js';

let database: TestDatabase;
let webhook: WebhookApp;
let senderSeq = 0;
let sender: string;

beforeAll(async () => {
  database = await createTestDatabase();
  webhook = await createWebhookApp(database);
});

beforeEach(() => {
  webhook.conversation.handle.mockClear();
  sender = `+1512555${String(1000 + senderSeq++).padStart(4, '0')}`;
});

afterAll(async () => {
  await webhook?.app.close();
  await database?.drop();
});

async function sms(body: string) {
  const response = await webhook.app.inject(signedDelivery('/channels/sms', inboundParams({ From: sender, Body: body })));
  expect(response.statusCode).toBe(200);
  return twimlMessages(response.body);
}

async function whatsapp(body: string) {
  const response = await webhook.app.inject(signedDelivery('/channels/whatsapp', inboundParams({ From: `whatsapp:${sender}`, Body: body })));
  expect(response.statusCode).toBe(200);
  return twimlMessages(response.body);
}

describe('Twilio messaging webhook: carrier keywords', () => {
  it('STOP opts out with a confirmation; later messages are not processed but answered; START opts back in', async () => {
    expect(await sms('STOP')).toEqual([OPT_OUT_REPLY]);
    expect(await isOptedOut(database.db, 'sms', sender)).toBe(true);

    expect(await sms('I want a chocolate cake')).toEqual([STILL_OPTED_OUT_REPLY]);
    expect(webhook.conversation.handle).not.toHaveBeenCalled();

    expect(await sms('start')).toEqual([OPT_IN_REPLY]);
    expect(await isOptedOut(database.db, 'sms', sender)).toBe(false);

    expect(await sms('I want a chocolate cake')).toEqual(['Thanks! What would you like to order?']);
    expect(webhook.conversation.handle).toHaveBeenCalledTimes(1);
    expect(webhook.conversation.handle.mock.calls[0]?.[0]).toMatchObject({ channel: 'sms', sender, text: 'I want a chocolate cake' });
  });

  it('YES opts an opted-out number back in, but is an ordinary answer otherwise', async () => {
    expect(await sms('yes')).toEqual(['Thanks! What would you like to order?']);
    expect(webhook.conversation.handle).toHaveBeenCalledTimes(1);

    await sms('Unsubscribe');
    expect(await sms('YES')).toEqual([OPT_IN_REPLY]);
    expect(webhook.conversation.handle).toHaveBeenCalledTimes(1);
    expect(await isOptedOut(database.db, 'sms', sender)).toBe(false);
  });

  it('HELP answers the help text without reaching the conversation', async () => {
    const [reply] = await sms(' help ');
    expect(reply).toBe(HELP_REPLY);
    expect(reply).toMatch(/STOP/);
    expect(reply).toMatch(/8 AM-8 PM Central/);
    expect(await sms('INFO')).toEqual([HELP_REPLY]);
    expect(webhook.conversation.handle).not.toHaveBeenCalled();
  });

  it('a keyword inside a sentence goes to the conversation', async () => {
    await sms('please cancel my order');
    expect(webhook.conversation.handle).toHaveBeenCalledTimes(1);
    expect(await isOptedOut(database.db, 'sms', sender)).toBe(false);
  });

  it('WhatsApp opt-out is confirmed by us (Twilio does not) and kept apart from SMS', async () => {
    expect(await whatsapp('Stop')).toEqual([OPT_OUT_REPLY]);
    expect(await isOptedOut(database.db, 'whatsapp', sender)).toBe(true);
    expect(await isOptedOut(database.db, 'sms', sender)).toBe(false);
    expect(await whatsapp('hello?')).toEqual([STILL_OPTED_OUT_REPLY]);
    expect(await sms('hello?')).toHaveLength(1);
  });
});

describe('Twilio messaging webhook: WhatsApp and long replies', () => {
  it('a WhatsApp From reaches the conversation as the bare E.164 number on channel whatsapp', async () => {
    await whatsapp('Hola');
    expect(webhook.conversation.handle).toHaveBeenCalledWith(expect.objectContaining({ channel: 'whatsapp', sender, text: 'Hola' }));
  });

  it('splits a long reply into several <Message> elements that join to the original', async () => {
    const longReply = `${'Our menu today: chocolate fudge, lemon drizzle & "carrot" <cake>. '.repeat(60)}Reply YES to confirm.`;
    webhook.conversation.handle.mockResolvedValueOnce(replyOf([longReply, 'Short second message.']));
    const messages = await sms('menu');
    expect(messages.length).toBeGreaterThanOrEqual(4);
    for (const message of messages) expect(message.length).toBeLessThanOrEqual(1600);
    expect(messages.at(-1)).toBe('Short second message.');
    expect(messages.slice(0, -1).join('')).toBe(longReply);
  });
});
