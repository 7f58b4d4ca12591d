import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimInboundMessage,
  completeInboundMessage,
  purgeInboundMessages,
  releaseInboundMessage,
} from '../../../channels/shared/inbound-messages.js';
import { fakeClock } from '../../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { messageSid } from '../helpers/twilio-webhook.js';

let database: TestDatabase;
const clock = fakeClock();

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe('inbound message claims', () => {
  it('claims once, reports the claim in flight, then replays the stored replies', async () => {
    const ref = { channel: 'sms' as const, messageId: messageSid() };
    expect(await claimInboundMessage(database.db, ref, clock())).toEqual({ kind: 'claimed' });
    expect(await claimInboundMessage(database.db, ref, clock())).toEqual({ kind: 'in_flight' });
    await completeInboundMessage(database.db, ref, ['Hello', 'again'], clock());
    expect(await claimInboundMessage(database.db, ref, clock())).toEqual({ kind: 'completed', replies: ['Hello', 'again'] });
  });

  it('remembers a message answered with no replies (an empty TwiML is an answer too)', async () => {
    const ref = { channel: 'sms' as const, messageId: messageSid() };
    await claimInboundMessage(database.db, ref, clock());
    await completeInboundMessage(database.db, ref, [], clock());
    expect(await claimInboundMessage(database.db, ref, clock())).toEqual({ kind: 'completed', replies: [] });
  });

  it('lets a redelivery take over a claim abandoned for two minutes, never a completed one', async () => {
    const abandoned = { channel: 'whatsapp' as const, messageId: messageSid() };
    const completed = { channel: 'whatsapp' as const, messageId: messageSid() };
    await claimInboundMessage(database.db, abandoned, clock());
    await claimInboundMessage(database.db, completed, clock());
    await completeInboundMessage(database.db, completed, ['Done'], clock());
    const later = clock().plus({ seconds: 121 });
    expect(await claimInboundMessage(database.db, abandoned, clock().plus({ seconds: 60 }))).toEqual({ kind: 'in_flight' });
    expect(await claimInboundMessage(database.db, abandoned, later)).toEqual({ kind: 'claimed' });
    expect(await claimInboundMessage(database.db, completed, later)).toEqual({ kind: 'completed', replies: ['Done'] });
  });

  it('frees a released claim, and purges old ids', async () => {
    const ref = { channel: 'sms' as const, messageId: messageSid() };
    await claimInboundMessage(database.db, ref, clock());
    await releaseInboundMessage(database.db, ref);
    expect(await claimInboundMessage(database.db, ref, clock())).toEqual({ kind: 'claimed' });
    await completeInboundMessage(database.db, ref, ['Hi'], clock());
    await purgeInboundMessages(database.db, clock().plus({ seconds: 1 }));
    expect(await claimInboundMessage(database.db, ref, clock())).toEqual({ kind: 'claimed' });
  });
});
