import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../src/clock.js';
import { type Config, metaEnabled } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import { appError } from '../../src/errors.js';
import { acceptMetaMessages } from './meta-inbox.js';
import { isValidMetaSignature } from './signature.js';
import { readWebhook } from './webhook-events.js';

export type MetaWebhookDeps = { config: Config; db: Db; clock: Clock };

// A webhook batches many events; a megabyte is thousands of messages.
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * GET /channels/meta: the subscription handshake. POST /channels/meta: Messenger (`page`) and
 * Instagram (`instagram`) events, signed with the app secret. A POST only records what arrived
 * (one transaction) and answers 200; the conversation and the replies follow from the outbox, so
 * Meta never waits on them and nothing accepted is lost if the process stops.
 * Without the Meta settings both routes answer 404, as if they did not exist.
 */
export async function registerMetaWebhook(app: FastifyInstance, deps: MetaWebhookDeps): Promise<void> {
  const { config } = deps;
  if (!metaEnabled(config)) {
    app.log.info('Meta is off (META_APP_SECRET, META_VERIFY_TOKEN, META_PAGE_ACCESS_TOKEN or META_PAGE_ID unset): /channels/meta answers 404');
  } else if (!config.meta.instagramAccountId) {
    app.log.info('Instagram is off (META_INSTAGRAM_ACCOUNT_ID unset): Instagram messages are ignored');
  }
  await app.register(async (scope) => {
    // Scoped: the signature covers the raw bytes, so these routes keep the body as a Buffer.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    const hidden = { schema: { hide: true } };
    scope.get('/channels/meta', hidden, (request, reply) => verifySubscription(deps, request, reply));
    scope.post('/channels/meta', { ...hidden, bodyLimit: BODY_LIMIT_BYTES }, (request, reply) => receiveEvents(deps, request, reply));
  });
}

function refuseWhenOff(config: Config, request: FastifyRequest): asserts config is Config & { meta: { appSecret: string; verifyToken: string; pageId: string } } {
  if (!metaEnabled(config)) throw appError('route_not_found', { method: request.method, url: request.url.split('?')[0] ?? '' });
}

async function verifySubscription(deps: MetaWebhookDeps, request: FastifyRequest, reply: FastifyReply) {
  const { config } = deps;
  refuseWhenOff(config, request);
  const query = request.query as Record<string, unknown>;
  const challenge = query['hub.challenge'];
  if (query['hub.mode'] !== 'subscribe' || !sameSecret(query['hub.verify_token'], config.meta.verifyToken) || typeof challenge !== 'string') {
    request.log.warn('meta webhook verification refused');
    throw appError('meta_verification_failed');
  }
  return reply.code(200).type('text/plain; charset=utf-8').send(challenge);
}

async function receiveEvents(deps: MetaWebhookDeps, request: FastifyRequest, reply: FastifyReply) {
  const { config } = deps;
  refuseWhenOff(config, request);
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const signature = request.headers['x-hub-signature-256'];
  if (!isValidMetaSignature(config.meta.appSecret, raw, typeof signature === 'string' ? signature : undefined)) {
    request.log.warn('meta webhook refused: bad signature');
    throw appError('invalid_signature', { header: 'X-Hub-Signature-256' });
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw appError('not_a_meta_webhook');
  }
  const reading = readWebhook(body, { pageId: config.meta.pageId, instagramAccountId: config.meta.instagramAccountId });
  if (!reading) throw appError('not_a_meta_webhook');
  // Before the 200: once Meta hears it, it never sends these again.
  const accepted = await acceptMetaMessages(deps.db, reading.events, deps.clock());
  request.log.info({ messages: reading.events.length, accepted, ignored: reading.ignored.length }, 'meta webhook accepted');
  return reply.code(200).type('text/plain; charset=utf-8').send('EVENT_RECEIVED');
}

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
