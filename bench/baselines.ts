import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import postgres from 'postgres';
import { formParams, isValidTwilioSignature } from '../channels/twilio/signature.js';

// Bare baselines for bench/run.ts: the cheapest fastify can do for the same work as the app.
//   GET  /menu    the app's menu bytes, already serialised
//   POST /insert  one INSERT per request, through a pool the size of the app's
//   POST /channels/sms  the app's own Twilio signature check, then a fixed TwiML reply
// Env: BASELINE_PORT, BASELINE_DATABASE_URL, BASELINE_MENU_FILE, BASELINE_POOL_SIZE,
// BASELINE_TWILIO_TOKEN, BASELINE_PUBLIC_URL (the URL the deliveries are signed for).

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const port = Number(requireEnv('BASELINE_PORT'));
// Bytes, as the app keeps them: the cheapest way fastify can send them.
const menu = readFileSync(requireEnv('BASELINE_MENU_FILE'));
const sql = postgres(requireEnv('BASELINE_DATABASE_URL'), { max: Number(requireEnv('BASELINE_POOL_SIZE')), onnotice: () => {} });

await sql`create table if not exists bench_baseline (
  id text primary key,
  body jsonb not null,
  created_at timestamptz not null default now()
)`;

const app = Fastify({ logger: false });

// Synchronous, as issue 18 asks of the baseline: the least fastify can do to send these bytes.
app.get('/menu', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(menu);
});

const twilioToken = requireEnv('BASELINE_TWILIO_TOKEN');
const publicUrl = requireEnv('BASELINE_PUBLIC_URL');
const TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Thanks! What would you like to order?</Message></Response>';
await app.register(formbody);
app.post('/channels/sms', (request, reply) => {
  const signature = request.headers['x-twilio-signature'];
  if (!isValidTwilioSignature(twilioToken, typeof signature === 'string' ? signature : undefined, publicUrl + request.url, formParams(request.body))) {
    reply.code(403).send({ error: 'invalid signature' });
    return;
  }
  reply.type('text/xml').send(TWIML);
});

app.post('/insert', async (request) => {
  const id = randomUUID();
  await sql`insert into bench_baseline (id, body) values (${id}, ${sql.json(request.body as postgres.JSONValue)})`;
  return { ok: true, id };
});

const shutdown = async () => {
  await app.close();
  await sql.end({ timeout: 2 });
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
// Started with an IPC channel by bench/run.ts: if the runner dies, so do we.
process.once('disconnect', () => void shutdown());

await app.listen({ port, host: '127.0.0.1' });
