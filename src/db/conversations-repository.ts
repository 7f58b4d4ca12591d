import { and, eq, lt } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { ConversationState } from '../conversation/conversation-state.js';
import type { Db } from './database.js';
import { conversations } from './schema.js';

export type StoredConversation = { state: ConversationState; lastInboundAt: Date; updatedAt: Date };

export async function loadConversation(db: Db, channel: string, sender: string): Promise<StoredConversation | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.channel, channel), eq(conversations.sender, sender)));
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
  const at = now.toJSDate();
  const values = { state: state as unknown as Record<string, unknown>, lastInboundAt: at, updatedAt: at };
  if (!loadedVersion) {
    const inserted = await db.insert(conversations).values({ ...key, ...values }).onConflictDoNothing().returning({ sender: conversations.sender });
    return inserted.length > 0;
  }
  const updated = await db
    .update(conversations)
    .set(values)
    .where(and(eq(conversations.channel, key.channel), eq(conversations.sender, key.sender), eq(conversations.updatedAt, loadedVersion)))
    .returning({ sender: conversations.sender });
  return updated.length > 0;
}

/**
 * Conversations hold names, numbers and addresses. A day after the last message nothing needs
 * them (the 3-hour idle rule already ignores their draft, and idempotency keys, which the attempt
 * counter protects, expire after 24 hours), so they are deleted.
 */
export async function purgeIdleConversations(db: Db, lastInboundBefore: DateTime): Promise<void> {
  await db.delete(conversations).where(lt(conversations.lastInboundAt, lastInboundBefore.toJSDate()));
}
