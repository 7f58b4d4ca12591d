import { replyOf } from '../../helpers/conversation-replies.js';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bareAppWithLogs } from '../../helpers/bare-app.js';
import twilio from 'twilio';
import { vi } from 'vitest';
import { registerTwilioMessaging } from '../../../channels/twilio/messaging-webhook.js';
import { type Config, loadConfig } from '../../../src/config.js';
import type { ConversationService } from '../../../src/conversation/conversation-types.js';
import type { Database } from '../../../src/db/database.js';
import { fakeClock } from '../../helpers/test-app.js';

export const AUTH_TOKEN = '9f3c2b1a0e8d7c6b5a4f3e2d1c0b9a8f';
export const ACCOUNT_SID = `AC${'a1'.repeat(16)}`;
export const PUBLIC_BASE_URL = 'https://api.bakery.test';
export const SMS_NUMBER = '+15125550199';

export function twilioConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL,
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_SMS_NUMBER: SMS_NUMBER,
    TWILIO_WHATSAPP_NUMBER: SMS_NUMBER,
    ...env,
  });
}

export type FakeConversation = ConversationService & { handle: ReturnType<typeof vi.fn<ConversationService['handle']>> };

export function fakeConversation(messages: string[] = ['Thanks! What would you like to order?']): FakeConversation {
  return { handle: vi.fn<ConversationService['handle']>(async () => (replyOf(messages))) };
}

export type WebhookApp = {
  app: FastifyInstance;
  conversation: FakeConversation;
  clock: ReturnType<typeof fakeClock>;
  logLines: string[];
};

/** A bare fastify app with only the Twilio webhooks, as src/app.ts will wire them. */
export async function createWebhookApp(
  database: Database,
  options: { env?: Record<string, string>; conversation?: FakeConversation } = {},
): Promise<WebhookApp> {
  const { app, logLines } = bareAppWithLogs();
  const conversation = options.conversation ?? fakeConversation();
  const clock = fakeClock();
  await registerTwilioMessaging(app, { config: twilioConfig(options.env), database, conversation, clock });
  await app.ready();
  return { app, conversation, clock, logLines };
}

export function messageSid(): string {
  return `SM${randomBytes(16).toString('hex')}`;
}

export function inboundParams(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    MessageSid: messageSid(),
    AccountSid: ACCOUNT_SID,
    From: '+15125550100',
    To: SMS_NUMBER,
    Body: 'Hi, I would like a cake',
    NumMedia: '0',
    ...overrides,
  };
}

/** The request Twilio would make: form-encoded, signed for PUBLIC_BASE_URL + path. */
export function signedDelivery(
  path: string,
  params: Record<string, string>,
  options: { signedUrl?: string; signedParams?: Record<string, string>; authToken?: string } = {},
) {
  const signature = twilio.getExpectedTwilioSignature(
    options.authToken ?? AUTH_TOKEN,
    options.signedUrl ?? PUBLIC_BASE_URL + path,
    options.signedParams ?? params,
  );
  return {
    method: 'POST' as const,
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(params).toString(),
  };
}

/** The texts of the <Message> elements of a TwiML answer, unescaped. */
export function twimlMessages(xml: string): string[] {
  return [...xml.matchAll(/<Message>([\s\S]*?)<\/Message>/g)].map((match) =>
    (match[1] ?? '')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&amp;', '&'),
  );
}
