import { and, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import { type StoredConversation, storedConversationFrom, storedConversationOfInput } from '../../src/db/conversations-repository.js';
import type { Database, Db } from '../../src/db/database.js';
import { instantParam, jsonParam, preparedPerDb, textParam } from '../../src/db/prepared.js';
import { inboundMessages } from '../../src/db/schema.js';
import { batchedStatement, batchSize } from '../../src/db/write-batches.js';
import type { Channel } from '../../src/orders/order-schemas.js';

// Providers redeliver a message when they did not get our answer. The first delivery claims the
// message id; only the claimant processes it, so two deliveries can never both reach the
// conversation (and place two orders).
//
// A claim nobody completed within this long belongs to a process that died mid-message: a later
// redelivery may take it over rather than go unanswered forever. Twilio gives up waiting after
// 15 seconds, so a live claimant is long finished by then.
const ABANDONED_CLAIM_SECONDS = 120;

export type InboundMessageRef = { channel: Channel; messageId: string };

/** `Reply`: what a channel records as its answer (Twilio: texts; web chat: the messages shown). */
export type InboundClaim<Reply = string> =
  /**
   * `senderOptedOut`: the sender asked for no more messages on this channel (see opt-outs).
   * `conversation`: the sender's stored conversation on this channel, read in the same statement
   * (null when there is none, or when no sender was given).
   */
  | { kind: 'claimed'; senderOptedOut: boolean; conversation: StoredConversation | null }
  /** Already answered: send the same replies again. */
  | { kind: 'completed'; replies: Reply[] }
  /** Another delivery of this message is being processed right now. */
  | { kind: 'in_flight' };

type ClaimRow = { channel: string; message_id: string; at: string; sender: string | null };
type ClaimAnswer = { claimed: boolean; opted_out: boolean; replies: unknown; conversation: unknown };

// One statement for every message of the batch, because it runs for every inbound message:
// claim the id (or take over an abandoned claim), read the sender's opt-out and conversation, and
// read the earlier delivery's answer. The outer select sees the table as it was before the
// claims, which is exactly the earlier delivery.
const claimStatement = (batch: ClaimRow[]): SQL => sql`
  with input as (
    select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as t(channel text, message_id text, at timestamptz, sender text) ${batchSize(batch)}
  ), claimed as (
    insert into inbound_messages (channel, message_id, replies, received_at, completed_at)
    select channel, message_id, null, at, null from input
    on conflict (channel, message_id) do update set replies = null, received_at = excluded.received_at, completed_at = null
    where inbound_messages.completed_at is null
      and inbound_messages.received_at < excluded.received_at - make_interval(secs => ${ABANDONED_CLAIM_SECONDS})
    returning channel, message_id
  )
  select i.channel, i.message_id,
         exists (select 1 from claimed c where c.channel = i.channel and c.message_id = i.message_id) as claimed,
         exists (select 1 from opt_outs o where o.channel = i.channel and o.address = i.sender) as opted_out,
         ${storedConversationOfInput} as conversation,
         (select m.replies from inbound_messages m
          where m.channel = i.channel and m.message_id = i.message_id and m.completed_at is not null) as replies
  from input i`;

const refKey = (row: { channel: string; message_id: string }) => `${row.channel}\n${row.message_id}`;

// Messages arriving together are claimed in one statement (src/db/write-batches.ts); two
// deliveries of the same message never share one, so the second sees the first's claim.
const claimBatch = batchedStatement(
  async (database: Pick<Database, 'rows' | 'connections'>, batch: ClaimRow[]) => {
    const rows = await database.rows(claimStatement(batch));
    const answers = new Map(rows.map((row) => [refKey(row as ClaimRow), row as ClaimAnswer]));
    return batch.map((row) => answers.get(refKey(row)) ?? { claimed: false, opted_out: false, replies: null, conversation: null });
  },
  refKey,
);

/** Claims a message for processing; with `sender`, also reads that sender's opt-out and conversation. */
export async function claimInboundMessage<Reply = string>(
  database: Pick<Database, 'rows' | 'connections'>,
  ref: InboundMessageRef,
  now: DateTime,
  sender: string | null = null,
): Promise<InboundClaim<Reply>> {
  const row = await claimBatch(database, { channel: ref.channel, message_id: ref.messageId, at: new Date(now.toMillis()).toISOString(), sender });
  if (row.claimed) return { kind: 'claimed', senderOptedOut: row.opted_out === true, conversation: storedConversationFrom(row.conversation) };
  if (Array.isArray(row.replies)) return { kind: 'completed', replies: row.replies as Reply[] };
  return { kind: 'in_flight' };
}

const statements = preparedPerDb((db) => ({
  complete: db
    .update(inboundMessages)
    .set({ replies: jsonParam('replies'), completedAt: instantParam('completedAt') })
    .where(and(eq(inboundMessages.channel, textParam('channel')), eq(inboundMessages.messageId, textParam('messageId'))))
    .prepare('complete_inbound_message'),
}));

/** Records the answer, for redeliveries. (A conversation turn records it as it saves: see saveConversation.) */
export async function completeInboundMessage<Reply = string>(
  database: Pick<Database, 'db'>,
  ref: InboundMessageRef,
  replies: Reply[],
  now: DateTime,
): Promise<void> {
  await statements(database.db).complete.execute({ ...ref, replies: JSON.stringify(replies), completedAt: new Date(now.toMillis()).toISOString() });
}

export type WarnLog = { warn(details: object, message: string): void };

/**
 * releaseInboundMessage after a failure that the caller goes on to report: a release that fails
 * too (the database is away) is logged, not thrown over the first error, and the redelivery
 * finds the message still claimed.
 */
export async function releaseAfterFailure(database: Pick<Database, 'db'>, ref: InboundMessageRef, log: WarnLog): Promise<void> {
  try {
    await releaseInboundMessage(database, ref);
  } catch (error) {
    log.warn({ err: error, channel: ref.channel }, 'could not release the claim on a failed inbound message; its redelivery will find it claimed');
  }
}

/** Gives up a claim whose processing failed, so a redelivery is processed afresh. */
export async function releaseInboundMessage(database: Pick<Database, 'db'>, ref: InboundMessageRef): Promise<void> {
  await database.db.delete(inboundMessages).where(and(matches(ref), isNull(inboundMessages.completedAt)));
}

/** For housekeeping: providers stop redelivering within hours (Meta: 36), so old ids can go. */
export async function purgeInboundMessages(db: Db, receivedBefore: DateTime): Promise<void> {
  await db.delete(inboundMessages).where(lt(inboundMessages.receivedAt, receivedBefore.toJSDate()));
}

function matches(ref: InboundMessageRef) {
  return and(eq(inboundMessages.channel, ref.channel), eq(inboundMessages.messageId, ref.messageId));
}
