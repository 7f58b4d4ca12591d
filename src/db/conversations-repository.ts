import { and, eq, lt } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { ConversationState } from '../conversation/conversation-state.js';
import type { Db } from './database.js';
import { instantParam, jsonParam, preparedPerDb, textParam } from './prepared.js';
import { conversations } from './schema.js';

export type StoredConversation = { state: ConversationState; lastInboundAt: Date; updatedAt: Date };

// Every message loads and saves its conversation: these are among the hottest statements.
const statements = preparedPerDb((db) => {
  const byKey = and(eq(conversations.channel, textParam('channel')), eq(conversations.sender, textParam('sender')));
  const values = { state: jsonParam('state'), lastInboundAt: instantParam('at'), updatedAt: instantParam('at') };
  const returning = { sender: conversations.sender };
  return {
    load: db.select().from(conversations).where(byKey).prepare('load_conversation'),
    insert: db
      .insert(conversations)
      .values({ channel: textParam('channel'), sender: textParam('sender'), ...values })
      .onConflictDoNothing()
      .returning(returning)
      .prepare('insert_conversation'),
    update: db
      .update(conversations)
      .set(values)
      .where(and(byKey, eq(conversations.updatedAt, instantParam('loadedVersion'))))
      .returning(returning)
      .prepare('update_conversation'),
  };
});

export async function loadConversation(db: Db, channel: string, sender: string): Promise<StoredConversation | null> {
  const [row] = await statements(db).load.execute({ channel, sender });
  return row ? { state: row.state as unknown as ConversationState, lastInboundAt: row.lastInboundAt, updatedAt: row.updatedAt } : null;
}

/**
 * Saves the state if nobody else saved it since it was loaded (compare-and-set on updated_at).
 * Returns false when another instance handled a message from the same sender meanwhile.
 */
export async function saveConversation(
  db: Db,
  key: { channel: string; sender: string },
  state: ConversationState,
  now: DateTime,
  loadedVersion: Date | null,
): Promise<boolean> {
  const values = { ...key, state: JSON.stringify(state), at: new Date(now.toMillis()).toISOString() };
  const saved = loadedVersion
    ? await statements(db).update.execute({ ...values, loadedVersion: loadedVersion.toISOString() })
    : await statements(db).insert.execute(values);
  return saved.length > 0;
}

/**
 * Conversations hold names, numbers and addresses. A day after the last message nothing needs
 * them (the 3-hour idle rule already ignores their draft, and idempotency keys, which the attempt
 * counter protects, expire after 24 hours), so they are deleted.
 */
export async function purgeIdleConversations(db: Db, lastInboundBefore: DateTime): Promise<void> {
  await db.delete(conversations).where(lt(conversations.lastInboundAt, lastInboundBefore.toJSDate()));
}
