import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimInboundMessage } from '../../channels/shared/inbound-messages.js';
import { newConversation } from '../../src/conversation/conversation-state.js';
import { loadConversation, saveConversation } from '../../src/db/conversations-repository.js';
import { messageSid } from '../channels/helpers/twilio-webhook.js';
import { fakeClock } from '../helpers/test-app.js';
import { createTestDatabase, oneStatementSlot, type TestDatabase } from '../helpers/test-database.js';

let database: TestDatabase;
const clock = fakeClock();
let senderSeq = 0;
const nextSender = () => `+1512208${String(senderSeq++).padStart(4, '0')}`;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const withDraft = (name: string) => ({ ...newConversation(), draft: { ...newConversation().draft, name } });

describe('saving a conversation', () => {
  it('saves over the version it loaded, and refuses once someone else saved since', async () => {
    const key = { channel: 'sms', sender: nextSender() };
    expect(await saveConversation(database, key, withDraft('first'), clock(), null)).toBe(true);
    const loaded = await loadConversation(database, key.channel, key.sender);
    clock.advance({ seconds: 1 });
    expect(await saveConversation(database, key, withDraft('second'), clock(), loaded?.updatedAt ?? null)).toBe(true);
    clock.advance({ seconds: 1 });
    // Another turn that loaded the first version lost the race: nothing is overwritten.
    expect(await saveConversation(database, key, withDraft('stale'), clock(), loaded?.updatedAt ?? null)).toBe(false);
    expect((await loadConversation(database, key.channel, key.sender))?.state.draft.name).toBe('second');
  });

  it('turns of different senders ending together share a statement, each saved with its own state and answer', async () => {
    const { slot: oneSlot, batchSizes: statements } = oneStatementSlot(database, 'insert into conversations');
    const stale = { channel: 'sms', sender: nextSender() };
    await saveConversation(database, stale, withDraft('kept'), clock(), null);
    const turns = Array.from({ length: 6 }, (_, index) => ({ key: { channel: 'sms', sender: nextSender() }, name: `n${index}`, ref: { channel: 'sms' as const, messageId: messageSid() } }));
    for (const turn of turns) await claimInboundMessage(database, turn.ref, clock(), turn.key.sender);

    const saved = await Promise.all([
      ...turns.map((turn) => saveConversation(oneSlot, turn.key, withDraft(turn.name), clock(), null, { messageId: turn.ref.messageId, replies: [`hi ${turn.name}`] })),
      saveConversation(oneSlot, stale, withDraft('lost'), clock(), null), // loaded as missing, but it exists
    ]);
    expect(saved).toEqual([true, true, true, true, true, true, false]);
    expect(statements.length).toBeLessThan(turns.length + 1);
    for (const turn of turns) {
      expect((await loadConversation(database, turn.key.channel, turn.key.sender))?.state.draft.name).toBe(turn.name);
      expect(await claimInboundMessage(database, turn.ref, clock())).toEqual({ kind: 'completed', replies: [`hi ${turn.name}`] });
    }
    expect((await loadConversation(database, stale.channel, stale.sender))?.state.draft.name).toBe('kept');
  });
});
