import { and, eq, lt } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { ConversationState } from '../conversation/conversation-state.js';
import type { Database, Db } from './database.js';
import { preparedPerDb, textParam } from './prepared.js';
import { conversations } from './schema.js';

export type StoredConversation = { state: ConversationState; lastInboundAt: Date; updatedAt: Date };

/** A provider's delivery of the message this turn answers, and the answer to record for it. */
export type AnsweredDelivery = { messageId: string; replies: string[] };

const statements = preparedPerDb((db) => ({
  load: db
    .select()
    .from(conversations)
    .where(and(eq(conversations.channel, textParam('channel')), eq(conversations.sender, textParam('sender'))))
    .prepare('load_conversation'),
}));

export async function loadConversation(database: Pick<Database, 'db'>, channel: string, sender: string): Promise<StoredConversation | null> {
  const [row] = await statements(database.db).load.execute({ channel, sender });
  return row ? { state: row.state as unknown as ConversationState, lastInboundAt: row.lastInboundAt, updatedAt: row.updatedAt } : null;
}

// Insert a new conversation, or update one nobody saved since it was loaded ($5, compare-and-set
// on updated_at; null when none was loaded, so an existing row is left alone). When the turn
// answers a provider's delivery ($6), its answer is recorded in the same statement: a saved turn
// and an unanswered delivery can never both exist, so a redelivery can never replay the turn.
const SAVE = `
  with saved as (
    insert into conversations (channel, sender, state, last_inbound_at, updated_at)
    values ($1, $2, $3::jsonb, $4::timestamptz, $4::timestamptz)
    on conflict (channel, sender) do update
      set state = excluded.state, last_inbound_at = excluded.last_inbound_at, updated_at = excluded.updated_at
      where conversations.updated_at = $5::timestamptz
    returning 1
  ), answered as (
    update inbound_messages set replies = $7::jsonb, completed_at = $4::timestamptz
    where channel = $1 and message_id = $6::text and exists (select 1 from saved)
  )
  select count(*)::int as saved from saved`;

/**
 * Saves the state if nobody else saved it since it was loaded (compare-and-set on updated_at).
 * Returns false when another instance handled a message from the same sender meanwhile.
 */
export async function saveConversation(
  database: Pick<Database, 'rows'>,
  key: { channel: string; sender: string },
  state: ConversationState,
  now: DateTime,
  loadedVersion: Date | null,
  delivery: AnsweredDelivery | null = null,
): Promise<boolean> {
  const [row] = await database.rows(SAVE, [
    key.channel,
    key.sender,
    JSON.stringify(state),
    new Date(now.toMillis()).toISOString(),
    loadedVersion?.toISOString() ?? null,
    delivery?.messageId ?? null,
    delivery ? JSON.stringify(delivery.replies) : null,
  ]);
  return row?.saved === 1;
}

/**
 * Conversations hold names, numbers and addresses. A day after the last message nothing needs
 * them (the 3-hour idle rule already ignores their draft, and idempotency keys, which the attempt
 * counter protects, expire after 24 hours), so they are deleted.
 */
export async function purgeIdleConversations(db: Db, lastInboundBefore: DateTime): Promise<void> {
  await db.delete(conversations).where(lt(conversations.lastInboundAt, lastInboundBefore.toJSDate()));
}
