import { DateTime } from 'luxon';
import postgres from 'postgres';
import { channelHousekeepingTasks } from '../src/channel-housekeeping.js';
import { openDatabase } from '../src/db/database.js';
import { startHousekeeping } from '../src/db/housekeeping.js';
import { formatTable, loadNote, onCleanup } from './harness.js';

// A simulated week of traffic with housekeeping, for bench/scale.ts: does housekeeping keep the
// tables bounded? The clock starts now and advances in 6-hour blocks over 8 days. Each block
// adds its share of the day's orders, set-based, with what real traffic leaves behind (times
// spread over the block): per order a fingerprint, an idempotency key, an SMS conversation with
// three inbound messages, a sent outbox row; every tenth order decided by staff (an order event);
// every fourth placed in the web chat (six transcript lines and its chat_orders row); every tenth
// from Messenger (a meta contact). After each block the server's housekeeping pass runs with the
// clock at the block's end (the server runs it every 5 minutes; only where it ends up matters).

const BLOCK_HOURS = 6;
const DAYS = 10;
const TABLES = [
  'orders',
  'order_events',
  'outbox',
  'order_fingerprints',
  'idempotency_keys',
  'conversations',
  'inbound_messages',
  'chat_messages',
  'chat_orders',
  'meta_contacts',
];
const KEPT: Record<string, string> = {
  orders: 'for good',
  order_events: 'for good',
  outbox: 'for good (no purge)',
  order_fingerprints: '120 s',
  idempotency_keys: '24 h',
  conversations: '25 h idle',
  inbound_messages: '3 days',
  chat_messages: '30 days',
  chat_orders: '30 days',
  meta_contacts: '8 days',
};

// $1 = from (exclusive), $2 = to (inclusive), $3 = the block's start, $4 = the block's length in seconds.
const SERIES = `generate_series($1::int + 1, $2::int) as i, lateral (select $3::timestamptz + make_interval(secs => (i - $1::int) * $4::float8 / ($2::int - $1::int)) as at) t`;
const ORDER_ID = `'ord_' || substr(md5('week-' || i), 1, 20)`;
const PHONE = `'+1512' || (6000000 + i)`;

const STATEMENTS = [
  `insert into orders (id, status, channel, customer_name, phone, fulfillment, address, requested_at, allergy_notes,
                       items, total_cents, escalation_reasons, catalog_version, integrator_id, created_at, updated_at)
   select ${ORDER_ID}, 'confirmed', 'sms', 'Week Customer', ${PHONE}, 'pickup', null, t.at + interval '1 day', null,
          '[{"sku":"chocolate-fudge-slice","name":"Chocolate Fudge Cake Slice","category":"slice","size":"regular","qty":1,"unit_price_cents":650,"line_total_cents":650,"notes":null}]'::jsonb,
          650, '[]'::jsonb, 'bench', null, t.at, t.at
   from ${SERIES}`,
  `insert into order_events (order_id, from_status, to_status, action, actor, reason, at)
   select ${ORDER_ID}, 'needs_approval', 'confirmed', 'approve', 'staff:bench', null, t.at from ${SERIES} where i % 10 = 0`,
  `insert into outbox (message, status, attempts, next_attempt_at, created_at, sent_at)
   select jsonb_build_object('type', 'slack.order_alert', 'orderId', ${ORDER_ID}), 'sent', 1, t.at, t.at, t.at from ${SERIES}`,
  `insert into order_fingerprints (fingerprint, order_id, created_at) select md5('week-fp-' || i), ${ORDER_ID}, t.at from ${SERIES}`,
  `insert into idempotency_keys (scope, key, request_hash, response_status, response_body, locked_until, created_at, expires_at)
   select 'http:127.0.0.1', 'week-' || i, md5('week-request-' || i), 200, '{"ok":true}'::jsonb, t.at, t.at, t.at + interval '24 hours' from ${SERIES}`,
  `insert into conversations (channel, sender, state, last_inbound_at, updated_at)
   select 'sms', ${PHONE}, '{"language":"en","attempt":1}'::jsonb, t.at, t.at from ${SERIES}`,
  `insert into inbound_messages (channel, message_id, replies, received_at, completed_at)
   select 'sms', 'SM' || md5('week-msg-' || i || '-' || n), '["ok"]'::jsonb, t.at, t.at from ${SERIES}, generate_series(1, 3) as n`,
  `insert into chat_messages (session_id, role, text, created_at)
   select 'week-session-' || i, case when n % 2 = 0 then 'assistant' else 'customer' end, 'a line of the chat', t.at
   from ${SERIES}, generate_series(1, 6) as n where i % 4 = 0`,
  `insert into chat_orders (order_id, session_id, created_at) select ${ORDER_ID}, 'week-session-' || i, t.at from ${SERIES} where i % 4 = 0`,
  `insert into meta_contacts (channel, recipient, last_inbound_at, disclosed_at) select 'fb', 'psid-' || i, t.at, t.at from ${SERIES} where i % 10 = 0`,
];

export async function simulateWeek(url: string, ordersPerDay: number): Promise<void> {
  console.log(`\nhousekeeping: a simulated ${DAYS}-day week, ${ordersPerDay} orders a day (${loadNote()})`);
  const database = await openDatabase({ databaseUrl: url, maxConnections: 2 });
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  onCleanup(async () => {
    await sql.end({ timeout: 2 });
    await database.close();
  });
  let clock = DateTime.now();
  const log = { warn: (obj: object, msg: string) => console.error(msg, obj) };
  const housekeeping = startHousekeeping(database.db, () => clock, log, channelHousekeepingTasks(database.db), 3_600_000);
  const perBlock = Math.max(1, Math.round((ordersPerDay * BLOCK_HOURS) / 24));
  const counts = new Map<string, number[]>(TABLES.map((table) => [table, []]));
  const passMs: number[] = [];
  let placed = 0;
  for (let day = 1; day <= DAYS; day += 1) {
    let slowest = 0;
    for (let block = 0; block < 24 / BLOCK_HOURS; block += 1) {
      await sql.begin(async (tx) => {
        for (const statement of STATEMENTS) await tx.unsafe(statement, [placed, placed + perBlock, clock.toISO(), BLOCK_HOURS * 3600]);
      });
      placed += perBlock;
      clock = clock.plus({ hours: BLOCK_HOURS });
      const began = performance.now();
      await housekeeping.run();
      slowest = Math.max(slowest, performance.now() - began);
    }
    passMs.push(slowest);
    for (const table of TABLES) {
      const [row] = await sql.unsafe<{ n: string }[]>(`select count(*)::text as n from ${table}`);
      counts.get(table)?.push(Number(row?.n ?? 0));
    }
  }
  await housekeeping.stop();
  const sizes = await sql<{ table: string; bytes: string }[]>`
    select relname as table, pg_total_relation_size(oid)::text as bytes from pg_class where relname in ${sql(TABLES)}`;
  const megabytes = (table: string) => (Number(sizes.find((row) => row.table === table)?.bytes ?? 0) / 1_048_576).toFixed(1);
  const header = ['table (rows at end of day)', ...Array.from({ length: DAYS }, (_, day) => `day ${day + 1}`), `MB day ${DAYS}`, 'kept', 'bounded'];
  const rows = TABLES.map((table) => {
    const line = counts.get(table) ?? [];
    const [beforeLast, lastDay] = [line[line.length - 2] ?? 0, line[line.length - 1] ?? 0];
    // Bounded: the last day added (nearly) nothing net; growing tables add a day's worth each day.
    const bounded = lastDay <= beforeLast * 1.02 ? 'yes' : 'grows';
    return [table, ...line.map(String), megabytes(table), KEPT[table] ?? '', bounded];
  });
  rows.push(['slowest housekeeping pass, ms', ...passMs.map((ms) => ms.toFixed(0)), '', '', '']);
  console.log(`\n${formatTable(header, rows)}`);
  console.log(`(${placed} orders over ${DAYS} days; ${loadNote()})`);
}
