import { replyOf } from '../../helpers/conversation-replies.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationReply } from '../../../src/conversation/conversation-types.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { createWebhookApp, fakeConversation, inboundParams, signedDelivery, twimlMessages } from '../helpers/twilio-webhook.js';

// Twilio redelivers a message when it did not get our answer. Only the first delivery may reach
// the conversation: a second would be a second order.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Twilio messaging webhook: redelivery of the same MessageSid', () => {
  it('replays the stored replies to a later redelivery without calling the conversation again', async () => {
    const conversation = fakeConversation(['Your order is confirmed: BK-1234.', 'Pickup Saturday 2 PM.']);
    const { app } = await createWebhookApp(database, { conversation });
    try {
      const params = inboundParams({ Body: 'YES' });
      const first = await app.inject(signedDelivery('/channels/sms', params));
      conversation.handle.mockResolvedValue(replyOf(['Something else entirely']));
      const again = await app.inject(signedDelivery('/channels/sms', params));
      expect(twimlMessages(first.body)).toEqual(['Your order is confirmed: BK-1234.', 'Pickup Saturday 2 PM.']);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(conversation.handle).toHaveBeenCalledTimes(1);
    } finally {
      await app.close();
    }
  });

  it('keeps SMS and WhatsApp message ids apart', async () => {
    const { app, conversation } = await createWebhookApp(database);
    try {
      const params = inboundParams();
      await app.inject(signedDelivery('/channels/sms', params));
      await app.inject(signedDelivery('/channels/whatsapp', { ...params, From: `whatsapp:${params.From}` }));
      expect(conversation.handle).toHaveBeenCalledTimes(2);
    } finally {
      await app.close();
    }
  });

  it('gives two simultaneous deliveries one reply and one conversation call', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const conversation = fakeConversation();
    // The claimant stays inside the conversation until the other delivery has been answered, so
    // both really are in flight at once. Were the other one to claim too, it would wait at the
    // gate as well and neither would be answered before the timeout below.
    conversation.handle.mockImplementation(async (): Promise<ConversationReply> => {
      await gate;
      return replyOf(['Order received.']);
    });
    const { app } = await createWebhookApp(database, { conversation });
    try {
      const params = inboundParams({ Body: 'YES' });
      const deliveries = [app.inject(signedDelivery('/channels/sms', params)), app.inject(signedDelivery('/channels/sms', params))];
      const firstAnswered = await Promise.race([
        ...deliveries.map((delivery) => delivery.then(() => 'answered')),
        sleep(10_000).then(() => 'timeout'),
      ]);
      expect(firstAnswered).toBe('answered');
      release();
      const responses = await Promise.all(deliveries);
      const replies = responses.map((response) => twimlMessages(response.body));
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      expect(replies.filter((messages) => messages.length > 0)).toEqual([['Order received.']]);
      expect(conversation.handle).toHaveBeenCalledTimes(1);

      // Once the first is done, a later redelivery replays its reply.
      const later = await app.inject(signedDelivery('/channels/sms', params));
      expect(twimlMessages(later.body)).toEqual(['Order received.']);
      expect(conversation.handle).toHaveBeenCalledTimes(1);
    } finally {
      release();
      await app.close();
    }
  });

  it('calls the conversation once when many deliveries arrive together, across app instances', async () => {
    const conversation = fakeConversation();
    conversation.handle.mockImplementation(async () => {
      await sleep(50);
      return replyOf(['Order received.']);
    });
    // Two instances of the service on the same database, as behind a load balancer.
    const instances = [await createWebhookApp(database, { conversation }), await createWebhookApp(database, { conversation })];
    try {
      const params = inboundParams({ Body: 'YES' });
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) => instances[index % 2]!.app.inject(signedDelivery('/channels/sms', params))),
      );
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      const answered = responses.map((response) => twimlMessages(response.body)).filter((messages) => messages.length > 0);
      // The claimant answers; a delivery arriving after it finished replays the same answer.
      expect(answered.length).toBeGreaterThanOrEqual(1);
      for (const messages of answered) expect(messages).toEqual(['Order received.']);
      expect(conversation.handle).toHaveBeenCalledTimes(1);
    } finally {
      for (const instance of instances) await instance.app.close();
    }
  });
});
