import { and, asc, count, eq, gt, gte, lt, min } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { Db } from '../../src/db/database.js';
import { chatMessages, chatOrders } from '../../src/db/schema.js';

// The web chat's transcript, one row per message, numbered by `seq`. The browser keeps the highest
// seq it has shown and asks for what came after it: that is how a reload, a lost connection or a
// second tab catches up, and how a staff decision written by another instance reaches the chat.

export type ChatRole = 'customer' | 'assistant' | 'staff';
export type ChatRow = { seq: number; role: ChatRole; text: string; quickReplies: string[]; showsMenu: boolean; createdAt: Date };

/** A message to append: an assistant's carries its buttons and whether the menu cards go under it. */
export type NewChatMessage = { role: ChatRole; text: string; quickReplies?: string[]; showsMenu?: boolean };

export async function appendChatMessages(
  db: Db,
  sessionId: string,
  messages: NewChatMessage[],
  at: DateTime,
): Promise<ChatRow[]> {
  if (messages.length === 0) return [];
  // One statement, so the rows of one turn get consecutive seqs and become visible together.
  const rows = await db
    .insert(chatMessages)
    .values(
      messages.map((message) => ({
        sessionId,
        role: message.role,
        text: message.text,
        quickReplies: message.quickReplies ?? [],
        showsMenu: message.showsMenu ?? false,
        createdAt: at.toJSDate(),
      })),
    )
    .returning();
  return rows.map(toChatRow).sort((a, b) => a.seq - b.seq);
}

export async function chatMessagesAfter(db: Db, sessionId: string, afterSeq: number, limit = 500): Promise<ChatRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), gt(chatMessages.seq, afterSeq)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
  return rows.map(toChatRow);
}

/** A session exists once it has its greeting: there is no sessions table, the transcript is it. */
export async function chatSessionExists(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db.select({ seq: chatMessages.seq }).from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).limit(1);
  return row !== undefined;
}

/** How many messages the customer sent since `since`, and when the oldest of them was sent. */
export async function customerMessagesSince(db: Db, sessionId: string, since: DateTime): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(chatMessages.createdAt) })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.role, 'customer'), gte(chatMessages.createdAt, since.toJSDate())));
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function recordChatOrder(db: Db, orderId: string, sessionId: string, at: DateTime): Promise<void> {
  await db.insert(chatOrders).values({ orderId, sessionId, createdAt: at.toJSDate() }).onConflictDoNothing();
}

export async function chatSessionOfOrder(db: Db, orderId: string): Promise<string | null> {
  const [row] = await db.select({ sessionId: chatOrders.sessionId }).from(chatOrders).where(eq(chatOrders.orderId, orderId)).limit(1);
  return row?.sessionId ?? null;
}

/**
 * Appends a staff message unless the session already shows that exact text from staff. The outbox
 * may deliver a decision twice (a crash between writing and marking it sent); each decision's text
 * names the order and the outcome, so the same text twice can only be a redelivery.
 */
export async function appendStaffMessageOnce(db: Db, sessionId: string, text: string, at: DateTime): Promise<void> {
  const [seen] = await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.role, 'staff'), eq(chatMessages.text, text)))
    .limit(1);
  if (!seen) await appendChatMessages(db, sessionId, [{ role: 'staff', text }], at);
}

function toChatRow(row: typeof chatMessages.$inferSelect): ChatRow {
  return { seq: Number(row.seq), role: row.role as ChatRole, text: row.text, quickReplies: row.quickReplies, showsMenu: row.showsMenu, createdAt: row.createdAt };
}

/**
 * Chat transcripts hold names and phone numbers: they are kept long enough for staff decisions
 * on recent orders to reach the chat, then deleted (with their order links).
 */
export async function purgeChatTranscripts(db: Db, before: DateTime): Promise<void> {
  const cutoff = before.toJSDate();
  await db.delete(chatMessages).where(lt(chatMessages.createdAt, cutoff));
  await db.delete(chatOrders).where(lt(chatOrders.createdAt, cutoff));
}
