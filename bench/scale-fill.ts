import type postgres from 'postgres';

// Fills a migrated database with stored history for bench/scale.ts, set-based (generate_series,
// one INSERT ... SELECT per table and chunk), so a million orders take a minute or two, not hours.
//
// Order i (1-based, stable across fills: filling 0..100k then 100k..1M gives the same rows as
// 0..1M at once) has:
//   - an order, created at some minute of the past year, for pickup a day later; 90 % confirmed,
//     5 % cancelled, 5 % declined (the decided ones with their order_events row); nothing waiting,
//     so the staff reminders job has nothing to raise;
//   - its fingerprint, its idempotency key with the stored response, an SMS conversation with its
//     last inbound message, and a sent outbox row (its alert or its customer notification).
//     These are stamped "now" (inside their retention), the worst case for their tables' sizes:
//     as if every stored order had come in within the housekeeping windows;
//   - and every tenth order a staff alert still pending in the outbox (Slack off): 100,000 at 1M.
// Phone numbers +1512 5000001... stay clear of the ranges the bench's own requests use.

export const FILL_PHONE_BASE = 5_000_000;
const CHUNK = 250_000;

export type FillProgress = (text: string) => void;

/** Adds orders from+1..to with everything that goes with them, then VACUUM ANALYZE. */
export async function fillOrders(sql: postgres.Sql, from: number, to: number, progress: FillProgress): Promise<void> {
  const [catalog] = await sql<{ version: string }[]>`select version from catalog_versions order by seq desc limit 1`;
  const catalogVersion = catalog?.version ?? 'bench';
  for (let start = from; start < to; start += CHUNK) {
    const end = Math.min(to, start + CHUNK);
    const began = performance.now();
    await sql.begin(async (tx) => {
      for (const statement of statements(catalogVersion)) await tx.unsafe(statement, [start, end]);
    });
    progress(`orders ${start + 1}..${end} in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  }
  const began = performance.now();
  // As a production database would be: statistics current, visibility map set.
  for (const table of ['orders', 'order_events', 'order_fingerprints', 'idempotency_keys', 'conversations', 'inbound_messages', 'outbox']) {
    await sql.unsafe(`vacuum analyze ${table}`);
  }
  progress(`vacuum analyze in ${((performance.now() - began) / 1000).toFixed(1)} s`);
}

// $1 = from (exclusive), $2 = to (inclusive).
const SERIES = `generate_series($1::int + 1, $2::int) as i`;
const ORDER_ID = `'ord_' || substr(md5('fill-' || i), 1, 20)`;
const PHONE = `'+1512' || (${FILL_PHONE_BASE} + i)`;
const STATUS = `case i % 20 when 0 then 'cancelled' when 1 then 'declined' else 'confirmed' end`;
// Any minute of the past year, scattered (7919 is prime), like real ids and times are.
const CREATED = `now() - make_interval(mins => (i::bigint * 7919 % 525600)::int)`;

const statements = (catalogVersion: string) => [
  `insert into orders (id, status, channel, customer_name, phone, fulfillment, address, requested_at, allergy_notes,
                       items, total_cents, escalation_reasons, catalog_version, integrator_id, created_at, updated_at)
   select ${ORDER_ID}, ${STATUS}, (array['web','sms','webchat','whatsapp'])[1 + i % 4], 'Filled Customer', ${PHONE},
          'pickup', null, c.at + interval '1 day', null,
          jsonb_build_array(jsonb_build_object('sku', 'chocolate-fudge-slice', 'name', 'Chocolate Fudge Cake Slice',
            'category', 'slice', 'size', 'regular', 'qty', 1 + i % 3, 'unit_price_cents', 650,
            'line_total_cents', 650 * (1 + i % 3), 'notes', null)),
          650 * (1 + i % 3), '[]'::jsonb, '${catalogVersion.replace(/'/g, "''")}', null, c.at, c.at
   from ${SERIES}, lateral (select ${CREATED} as at) c`,
  `insert into order_events (order_id, from_status, to_status, action, actor, reason, at)
   select ${ORDER_ID}, 'confirmed', ${STATUS}, case i % 20 when 0 then 'cancel' else 'decline' end, 'staff:bench', null, now()
   from ${SERIES} where i % 20 in (0, 1)`,
  `insert into order_fingerprints (fingerprint, order_id, created_at)
   select md5('fingerprint-' || i) || md5('fp-' || i), ${ORDER_ID}, now() from ${SERIES}`,
  `insert into idempotency_keys (scope, key, request_hash, response_status, response_body, locked_until, created_at, expires_at)
   select 'http:127.0.0.1', 'fill-' || i, md5('request-' || i), 200,
          jsonb_build_object('ok', true, 'order_id', ${ORDER_ID}, 'status', 'confirmed'),
          now(), now(), now() + interval '24 hours'
   from ${SERIES}`,
  `insert into conversations (channel, sender, state, last_inbound_at, updated_at)
   select 'sms', ${PHONE},
          jsonb_build_object('language', 'en', 'awaiting', null, 'offer', null, 'proposedTime', null, 'refusedTime', null,
            'attempt', 1, 'lastOrderId', ${ORDER_ID},
            'draft', jsonb_build_object('items', '[]'::jsonb, 'datetime', null, 'day', null, 'fulfillment', null, 'address', null,
              'name', null, 'allergyNotes', null, 'phone', null, 'pendingNote', null)),
          now(), now()
   from ${SERIES}`,
  `insert into inbound_messages (channel, message_id, replies, received_at, completed_at)
   select 'sms', 'SM' || md5('message-' || i), jsonb_build_array('Thanks! Your order is confirmed.'), now(), now() from ${SERIES}`,
  `insert into outbox (message, status, attempts, next_attempt_at, locked_until, last_error, created_at, sent_at)
   select case when i % 20 in (0, 1) then jsonb_build_object('type', 'customer.order_decided', 'orderId', ${ORDER_ID}, 'action', 'decline', 'reason', null)
               else jsonb_build_object('type', 'slack.order_alert', 'orderId', ${ORDER_ID}) end,
          'sent', 1, c.at, null, null, c.at, c.at
   from ${SERIES}, lateral (select ${CREATED} as at) c`,
  `insert into outbox (message, status, attempts, next_attempt_at, created_at)
   select jsonb_build_object('type', 'slack.order_alert', 'orderId', ${ORDER_ID}), 'pending', 0, now() - interval '1 minute', now() - interval '1 minute'
   from ${SERIES} where i % 10 = 0`,
];

/** Pending staff alerts for the claim measurement when the fill has none (the empty step). */
export async function addPendingAlerts(sql: postgres.Sql, count: number): Promise<void> {
  await sql.unsafe(
    `insert into outbox (message, status, attempts, next_attempt_at, created_at)
     select jsonb_build_object('type', 'slack.order_alert', 'orderId', 'ord_' || substr(md5('extra-' || i), 1, 20)), 'pending', 0, now() - interval '1 minute', now() - interval '1 minute'
     from generate_series(1, $1::int) as i`,
    [count],
  );
}

/** Rows and on-disk size (table with its indexes and TOAST) of each table, largest first. */
export async function tableSizes(sql: postgres.Sql): Promise<{ table: string; rows: number; bytes: number }[]> {
  const rows = await sql<{ table: string; bytes: string }[]>`
    select c.relname as table, pg_total_relation_size(c.oid)::text as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname = 'public' and c.relname not like '\\_\\_%'
    order by pg_total_relation_size(c.oid) desc`;
  const sizes = [];
  for (const row of rows) {
    const [count] = await sql.unsafe<{ count: string }[]>(`select count(*)::text as count from "${row.table}"`);
    sizes.push({ table: row.table, rows: Number(count?.count ?? 0), bytes: Number(row.bytes) });
  }
  return sizes;
}
