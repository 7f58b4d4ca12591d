import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { ConversationState } from '../conversation/conversation-state.js';
import type { Database, Db } from './database.js';
import { preparedPerDb, textParam } from './prepared.js';
import { conversations } from './schema.js';
import { batchedStatement, batchSize } from './write-batches.js';

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

/**
 * SQL for the stored conversation of a channel and sender as one jsonb value (null if none), for
 * a statement that reads it along with other things: the inbound-message claim reads it so that
 * a turn needs no statement of its own to load it. Read it back with `storedConversationFrom`.
 * A correlated subquery rather than a join: its cached plan stays one index lookup per row.
 */
export const storedConversationOfInput: SQL = sql`(select jsonb_build_object('state', c.state, 'last_inbound_at', c.last_inbound_at, 'updated_at', c.updated_at)
  from conversations c where c.channel = i.channel and c.sender = i.sender)`;

export function storedConversationFrom(value: unknown): StoredConversation | null {
  if (value === null || value === undefined) return null;
  const row = value as { state: ConversationState; last_inbound_at: string; updated_at: string };
  return { state: row.state, lastInboundAt: new Date(row.last_inbound_at), updatedAt: new Date(row.updated_at) };
}

type SaveRow = {
  channel: string;
  sender: string;
  state: ConversationState;
  at: string;
  loaded: string | null;
  message_id: string | null;
  replies: string[] | null;
};

// For each conversation of the batch: insert it if it is new, or update it if nobody saved it
// since it was loaded (compare-and-set on updated_at; a conversation loaded as missing is left
// alone if someone created it meanwhile). When the turn answers a provider's delivery, its answer
// is recorded in the same statement: a saved turn and an unanswered delivery can never both
// exist, so a redelivery can never replay the turn.
const saveStatement = (batch: SaveRow[]): SQL => sql`
  with input as (
    select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as t(
      channel text, sender text, state jsonb, at timestamptz, loaded timestamptz, message_id text, replies jsonb)
    ${batchSize(batch)}
  ), inserted as (
    insert into conversations (channel, sender, state, last_inbound_at, updated_at)
    select channel, sender, state, at, at from input
    on conflict (channel, sender) do nothing
    returning channel, sender
  ), updated as (
    update conversations c set state = i.state, last_inbound_at = i.at, updated_at = i.at
    from input i
    where i.loaded is not null and c.channel = i.channel and c.sender = i.sender and c.updated_at = i.loaded
    returning c.channel, c.sender
  ), saved as (
    select channel, sender from inserted union all select channel, sender from updated
  ), answered as (
    update inbound_messages m set replies = i.replies, completed_at = i.at
    from input i join saved on saved.channel = i.channel and saved.sender = i.sender
    where i.message_id is not null and m.channel = i.channel and m.message_id = i.message_id
  )
  select channel, sender from saved`;

const conversationKey = (row: { channel: string; sender: string }) => `${row.channel}\n${row.sender}`;

// Turns of different senders that end together are saved in one statement (write-batches.ts).
const saveBatch = batchedStatement(
  async (database: Pick<Database, 'rows' | 'connections'>, batch: SaveRow[]) => {
    const saved = await database.rows(saveStatement(batch));
    const keys = new Set(saved.map((row) => conversationKey(row as SaveRow)));
    return batch.map((row) => keys.has(conversationKey(row)));
  },
  conversationKey,
);

/**
 * Saves the state if nobody else saved it since it was loaded (compare-and-set on updated_at).
 * Returns false when another instance handled a message from the same sender meanwhile.
 */
export async function saveConversation(
  database: Pick<Database, 'rows' | 'connections'>,
  key: { channel: string; sender: string },
  state: ConversationState,
  now: DateTime,
  loadedVersion: Date | null,
  delivery: AnsweredDelivery | null = null,
): Promise<boolean> {
  return saveBatch(database, {
    channel: key.channel,
    sender: key.sender,
    state,
    at: new Date(now.toMillis()).toISOString(),
    loaded: loadedVersion?.toISOString() ?? null,
    message_id: delivery?.messageId ?? null,
    replies: delivery?.replies ?? null,
  });
}

/**
 * Conversations hold names, numbers and addresses. A day after the last message nothing needs
 * them (the 3-hour idle rule already ignores their draft, and idempotency keys, which the attempt
 * counter protects, expire after 24 hours), so they are deleted.
 */
export async function purgeIdleConversations(db: Db, lastInboundBefore: DateTime): Promise<void> {
  await db.delete(conversations).where(lt(conversations.lastInboundAt, lastInboundBefore.toJSDate()));
}
