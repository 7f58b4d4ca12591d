import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimInboundMessage,
  completeInboundMessage,
  purgeInboundMessages,
  releaseInboundMessage,
} from '../../../channels/shared/inbound-messages.js';
import { recordOptOut } from '../../../channels/shared/opt-outs.js';
import { newConversation } from '../../../src/conversation/conversation-state.js';
import { saveConversation } from '../../../src/db/conversations-repository.js';
import { fakeClock } from '../../helpers/test-app.js';
import { createTestDatabase, oneStatementSlot, type TestDatabase } from '../../helpers/test-database.js';
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
    expect(await claimInboundMessage(database, ref, clock())).toEqual({ kind: 'claimed', senderOptedOut: false, conversation: null });
    expect(await claimInboundMessage(database, ref, clock())).toEqual({ kind: 'in_flight' });
    await completeInboundMessage(database, ref, ['Hello', 'again'], clock());
    expect(await claimInboundMessage(database, ref, clock())).toEqual({ kind: 'completed', replies: ['Hello', 'again'] });
  });

  it('remembers a message answered with no replies (an empty TwiML is an answer too)', async () => {
    const ref = { channel: 'sms' as const, messageId: messageSid() };
    await claimInboundMessage(database, ref, clock());
    await completeInboundMessage(database, ref, [], clock());
    expect(await claimInboundMessage(database, ref, clock())).toEqual({ kind: 'completed', replies: [] });
  });

  it('lets a redelivery take over a claim abandoned for two minutes, never a completed one', async () => {
    const abandoned = { channel: 'whatsapp' as const, messageId: messageSid() };
    const completed = { channel: 'whatsapp' as const, messageId: messageSid() };
    await claimInboundMessage(database, abandoned, clock());
    await claimInboundMessage(database, completed, clock());
    await completeInboundMessage(database, completed, ['Done'], clock());
    const later = clock().plus({ seconds: 121 });
    expect(await claimInboundMessage(database, abandoned, clock().plus({ seconds: 60 }))).toEqual({ kind: 'in_flight' });
    expect(await claimInboundMessage(database, abandoned, later)).toEqual({ kind: 'claimed', senderOptedOut: false, conversation: null });
    expect(await claimInboundMessage(database, completed, later)).toEqual({ kind: 'completed', replies: ['Done'] });
  });

  it('frees a released claim, and purges old ids', async () => {
    const ref = { channel: 'sms' as const, messageId: messageSid() };
    await claimInboundMessage(database, ref, clock());
    await releaseInboundMessage(database, ref);
    expect(await claimInboundMessage(database, ref, clock())).toEqual({ kind: 'claimed', senderOptedOut: false, conversation: null });
    await completeInboundMessage(database, ref, ['Hi'], clock());
    await purgeInboundMessages(database.db, clock().plus({ seconds: 1 }));
    expect(await claimInboundMessage(database, ref, clock())).toEqual({ kind: 'claimed', senderOptedOut: false, conversation: null });
  });

  it('messages arriving together are claimed in shared statements, and two deliveries of one message never both win', async () => {
    const { slot: oneSlot, batchSizes: statements } = oneStatementSlot(database, 'insert into inbound_messages');
    const optedOut = '+15125550144';
    await recordOptOut(database.db, 'sms', optedOut, clock());
    const answered = { channel: 'sms' as const, messageId: messageSid() };
    await claimInboundMessage(database, answered, clock());
    await completeInboundMessage(database, answered, ['Earlier answer'], clock());
    const twice = { channel: 'sms' as const, messageId: messageSid() };
    const claims = await Promise.all([
      claimInboundMessage(oneSlot, { channel: 'sms', messageId: messageSid() }, clock(), '+15125550145'),
      claimInboundMessage(oneSlot, { channel: 'sms', messageId: messageSid() }, clock(), optedOut),
      claimInboundMessage(oneSlot, twice, clock()),
      claimInboundMessage(oneSlot, twice, clock()),
      claimInboundMessage(oneSlot, answered, clock()),
    ]);
    expect(claims).toEqual([
      { kind: 'claimed', senderOptedOut: false, conversation: null },
      { kind: 'claimed', senderOptedOut: true, conversation: null },
      { kind: 'claimed', senderOptedOut: false, conversation: null },
      { kind: 'in_flight' },
      { kind: 'completed', replies: ['Earlier answer'] },
    ]);
    expect(statements.length).toBeLessThan(claims.length);
  });

  it('tells the claimant whether the sender opted out on that channel', async () => {
    const sender = '+15125550142';
    await recordOptOut(database.db, 'sms', sender, clock());
    const claim = (channel: 'sms' | 'whatsapp') => claimInboundMessage(database, { channel, messageId: messageSid() }, clock(), sender);
    expect(await claim('sms')).toEqual({ kind: 'claimed', senderOptedOut: true, conversation: null });
    expect(await claim('whatsapp')).toEqual({ kind: 'claimed', senderOptedOut: false, conversation: null });
  });

  it('reads the sender’s stored conversation on that channel along with the claim', async () => {
    const sender = '+15125550177';
    const saved = { ...newConversation(), attempt: 4, lastOrderId: 'ord_abcdefghijklmnopqrst' };
    await saveConversation(database, { channel: 'whatsapp', sender }, saved, clock(), null);
    const claim = (channel: 'sms' | 'whatsapp') => claimInboundMessage(database, { channel, messageId: messageSid() }, clock(), sender);
    const onWhatsapp = await claim('whatsapp');
    expect(onWhatsapp).toEqual({
      kind: 'claimed',
      senderOptedOut: false,
      conversation: { state: saved, lastInboundAt: clock().toJSDate(), updatedAt: clock().toJSDate() },
    });
    expect(await claim('sms')).toEqual({ kind: 'claimed', senderOptedOut: false, conversation: null });
    // What the claim read is a version a turn can save over.
    const version = onWhatsapp.kind === 'claimed' ? (onWhatsapp.conversation?.updatedAt ?? null) : null;
    clock.advance({ seconds: 1 });
    expect(await saveConversation(database, { channel: 'whatsapp', sender }, newConversation(), clock(), version)).toBe(true);
  });

  it('records a conversation turn’s answer in the same write that saves the turn, and only then', async () => {
    const ref = { channel: 'sms' as const, messageId: messageSid() };
    const key = { channel: 'sms', sender: '+15125550143' };
    await claimInboundMessage(database, ref, clock(), key.sender);
    expect(await saveConversation(database, key, newConversation(), clock(), null, { messageId: ref.messageId, replies: ['Hi!'] })).toBe(true);
    expect(await claimInboundMessage(database, ref, clock())).toEqual({ kind: 'completed', replies: ['Hi!'] });

    // A turn that loses the compare-and-set saves nothing, and its delivery stays unanswered.
    const lost = { channel: 'sms' as const, messageId: messageSid() };
    await claimInboundMessage(database, lost, clock(), key.sender);
    expect(await saveConversation(database, key, newConversation(), clock(), null, { messageId: lost.messageId, replies: ['Lost'] })).toBe(false);
    expect(await claimInboundMessage(database, lost, clock())).toEqual({ kind: 'in_flight' });
  });
});
