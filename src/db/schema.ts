import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { CatalogFile } from '../catalog/catalog-schema.js';
import type { EscalationReason, PricedLine } from '../orders/decide-order.js';
import type { OrderResult } from '../orders/order-schemas.js';
import type { BakerySettings, SettingsChange } from '../settings/bakery-settings.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const catalogVersions = pgTable('catalog_versions', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  version: text('version').notNull().unique(),
  catalog: jsonb('catalog').$type<Omit<CatalogFile, 'version'>>().notNull(),
  importedAt: instant('imported_at').notNull(),
});

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    status: text('status').notNull(),
    channel: text('channel').notNull(),
    customerName: text('customer_name').notNull(),
    phone: text('phone').notNull(),
    fulfillment: text('fulfillment').notNull(),
    address: text('address'),
    requestedAt: instant('requested_at').notNull(),
    allergyNotes: text('allergy_notes'),
    items: jsonb('items').$type<PricedLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    escalationReasons: jsonb('escalation_reasons').$type<EscalationReason[]>().notNull(),
    catalogVersion: text('catalog_version').notNull(),
    /** The integrator key (integrator_keys.id) the order was placed with, if any. Never shown in the status reply. */
    integratorId: text('integrator_id'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  // Only orders waiting for staff are looked up by status (the 8 AM release, staff queues), so
  // the index leaves confirmed orders out and their inserts skip it.
  (table) => [
    index('orders_waiting_idx')
      .on(table.status, table.createdAt)
      .where(sql`status in ('needs_approval', 'held_overnight', 'pending')`),
    // The owner's pickup capacity counts one day's orders by requested time.
    index('orders_requested_at_idx').on(table.requestedAt),
  ],
);

// Every move of the state machine after placement, with who made it: the audit trail staff see.
export const orderEvents = pgTable(
  'order_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: instant('at').notNull(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId)],
);

// One row per recent distinct order: claiming the fingerprint is how concurrent identical orders
// agree on which one is first (see orders-repository.ts).
export const orderFingerprints = pgTable('order_fingerprints', {
  fingerprint: text('fingerprint').primaryKey(),
  orderId: text('order_id').notNull(),
  createdAt: instant('created_at').notNull(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<OrderResult>(),
    lockedUntil: instant('locked_until').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index('idempotency_keys_expiry_idx').on(table.expiresAt)],
);

// One ordering conversation per channel and sender (a phone number, or a web chat session id).
export const conversations = pgTable(
  'conversations',
  {
    channel: text('channel').notNull(),
    sender: text('sender').notNull(),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    lastInboundAt: instant('last_inbound_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.channel, table.sender] })],
);

// Provider message ids already seen (Twilio MessageSid, Meta mid, the web chat's client message
// id): a redelivery is answered from here instead of being processed again.
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    channel: text('channel').notNull(),
    messageId: text('message_id').notNull(),
    replies: jsonb('replies').$type<unknown[]>(), // texts, or the web chat's message views
    receivedAt: instant('received_at').notNull(),
    completedAt: instant('completed_at'),
  },
  (table) => [primaryKey({ columns: [table.channel, table.messageId] }), index('inbound_messages_received_idx').on(table.receivedAt)],
);

// Numbers that texted STOP (or another opt-out keyword), per channel, until they opt back in.
export const optOuts = pgTable(
  'opt_outs',
  {
    channel: text('channel').notNull(),
    address: text('address').notNull(),
    optedOutAt: instant('opted_out_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.channel, table.address] })],
);

// A customer asked for a person. Staff alerts are sent from here (see the notifications outbox).
export const staffRequests = pgTable('staff_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').notNull(),
  sender: text('sender').notNull(),
  reason: text('reason').notNull(),
  orderId: text('order_id'),
  createdAt: instant('created_at').notNull(),
});

// Notifications to staff and customers, written in the same transaction as the change that
// causes them and sent by the outbox worker: nothing is lost if a provider or the process fails.
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    message: jsonb('message').$type<Record<string, unknown>>().notNull(),
    /** pending, sent or dead (gave up after too many attempts). */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull(),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull(),
    sentAt: instant('sent_at'),
  },
  // By type, in order: a worker claims only the types it can deliver, oldest first, and the others
  // (staff alerts while Slack is not configured: every order held overnight) may pile up in their
  // thousands without being read on every pass.
  (table) => [index('outbox_pending_by_type_idx').on(sql`(${table.message}->>'type')`, table.id).where(sql`status = 'pending'`)],
);

// Where each order's staff alert was posted in Slack, so later decisions can update it.
export const slackAlerts = pgTable('slack_alerts', {
  subject: text('subject').primaryKey(), // an order id, or staff-request:<id>
  channel: text('channel').notNull(),
  ts: text('ts').notNull(),
  postedAt: instant('posted_at').notNull(),
});

// Jobs that must run once a day across every instance (the 8 AM digest).
export const dailyJobs = pgTable(
  'daily_jobs',
  {
    job: text('job').notNull(),
    day: text('day').notNull(),
    ranAt: instant('ran_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.job, table.day] })],
);

// The web chat's transcript per browser session: what the customer and the assistant said, and
// what staff decided, so a reload or a lost connection shows the conversation where it was.
export const chatMessages = pgTable(
  'chat_messages',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id').notNull(),
    role: text('role').notNull(), // customer, assistant or staff
    text: text('text').notNull(),
    // Decided when the message was written, from what the assistant did (its acts), not its words.
    quickReplies: jsonb('quick_replies').$type<string[]>().notNull().default([]),
    showsMenu: boolean('shows_menu').notNull().default(false),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('chat_messages_session_idx').on(table.sessionId, table.seq)],
);

// Which web chat session placed which order, so staff decisions reach the open chat.
export const chatOrders = pgTable('chat_orders', {
  orderId: text('order_id').primaryKey(),
  sessionId: text('session_id').notNull(),
  createdAt: instant('created_at').notNull(),
});

// Messenger and Instagram customers we talked to: when they last wrote (Meta's 24-hour and 7-day
// windows count from it, and the conversation itself is purged after a day) and whether they were
// told they are talking to an automated assistant. Owned by channels/meta/meta-contacts.ts.
export const metaContacts = pgTable(
  'meta_contacts',
  {
    channel: text('channel').notNull(), // fb or ig
    recipient: text('recipient').notNull(), // page-scoped (PSID) or Instagram-scoped (IGSID) id
    lastInboundAt: instant('last_inbound_at').notNull(),
    disclosedAt: instant('disclosed_at'),
  },
  (table) => [primaryKey({ columns: [table.channel, table.recipient] }), index('meta_contacts_last_inbound_idx').on(table.lastInboundAt)],
);

// Which Messenger or Instagram customer placed which order, so staff decisions reach them.
export const metaOrders = pgTable('meta_orders', {
  orderId: text('order_id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  createdAt: instant('created_at').notNull(),
});

// API keys of integrators (agents and apps ordering for customers): owned by
// src/db/integrator-keys-repository.ts. Only a hash of each key is kept.
export const integratorKeys = pgTable('integrator_keys', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  /** The key's first characters, so a person can tell keys apart in a list. */
  keyPrefix: text('key_prefix').notNull(),
  /** Orders this key may place per rate-limit window. */
  orderLimit: integer('order_limit').notNull(),
  createdAt: instant('created_at').notNull(),
  revokedAt: instant('revoked_at'),
});

// The owner's run-time settings (src/settings/bakery-settings.ts): one row, shared by every
// instance. `version` grows with each change, so an instance can tell its copy is stale.
export const bakerySettings = pgTable('bakery_settings', {
  id: integer('id').primaryKey(), // always 1
  settings: jsonb('settings').$type<BakerySettings>().notNull(),
  version: integer('version').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

// Who changed which setting, when: the audit trail, and what the staff channel is told.
export const settingsChanges = pgTable('settings_changes', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  actor: text('actor').notNull(),
  change: jsonb('change').$type<SettingsChange>().notNull(),
  version: integer('version').notNull(),
  at: instant('at').notNull(),
});

// When each waiting order was last raised again in the staff channel: the claim that makes a
// reminder go out once per interval however many instances run the job.
export const orderReminders = pgTable('order_reminders', {
  orderId: text('order_id').primaryKey(),
  remindedAt: instant('reminded_at').notNull(),
});
