import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import { z } from 'zod';
import type { CatalogProvider } from '../../src/catalog/catalog-provider.js';
import type { Clock } from '../../src/clock.js';
import type { Config } from '../../src/config.js';
import type { Act } from '../../src/conversation/acts.js';
import { renderEnglish } from '../../src/conversation/english/english-renderer.js';
import type { ConversationService } from '../../src/conversation/conversation-types.js';
import type { Database, Db } from '../../src/db/database.js';
import { appError } from '../../src/errors.js';
import { withoutUnstorableCharacters } from '../../src/storable-text.js';
import { createChatStreams } from './chat-events.js';
import { claimInboundMessage, completeInboundMessage, releaseAfterFailure } from '../shared/inbound-messages.js';
import { type ChatMessageView, chatMessageView } from './chat-message-view.js';
import { appendChatMessages, chatMessagesAfter, chatSessionExists, customerMessagesSince, type NewChatMessage, recordChatOrder } from './chat-transcript.js';
import { menuCards } from './menu-cards.js';
import { quickReplies, showsMenu } from '../shared/quick-replies.js';
import { addSecurityHeaders, securityHeaders } from './security-headers.js';
import { isSessionIdShaped, newSessionId } from './session-id.js';
import { loadChatAssets } from './static-assets.js';

export type WebchatDeps = {
  config: Config;
  database: Pick<Database, 'db' | 'rows' | 'connections'>;
  conversation: ConversationService;
  catalogs: CatalogProvider;
  clock: Clock;
  /** Tests shorten these; the defaults are the service's. */
  options?: { messagesPerMinute?: number; streamPollMs?: number };
};

const MESSAGES_PER_MINUTE = 20;
const STREAM_POLL_MS = 1_000;
const BODY_LIMIT_BYTES = 16 * 1024;
const SORRY_REPLY = 'Sorry, something went wrong on our side. Please send your message again in a minute.';


const messageBody = z.object({
  // Chosen by the page for each message it sends, and kept when it sends the same message again
  // after losing the answer: the second request then gets the first one's answer.
  client_message_id: z
    .string({ error: 'client_message_id: send it as a string' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'client_message_id: use 8 to 64 letters, digits, - or _')
    .optional(),
  text: z
    .string({ error: 'text: send the message as a string' })
    .transform((text) => withoutUnstorableCharacters(text).trim())
    .pipe(z.string().min(1, 'text: the message is empty').max(1000, 'text: the message is longer than 1000 characters; send it in parts')),
});
const afterQuery = z.object({
  after: z.coerce.number({ error: 'after: must be a message number' }).int('after: must be a whole number').min(0, 'after: must be 0 or more').max(Number.MAX_SAFE_INTEGER, 'after: is too large').default(0),
});

/**
 * The web chat: the page at /chat, the embeddable widget at /chat/widget.js, and the JSON API the
 * page talks to under /api/chat. Everything is in one encapsulated scope, so the security headers
 * (CSP and friends) apply to these routes only.
 */
export async function registerWebchat(app: FastifyInstance, deps: WebchatDeps): Promise<void> {
  const { database, conversation, catalogs, clock, config } = deps;
  const { db } = database;
  const perMinute = deps.options?.messagesPerMinute ?? MESSAGES_PER_MINUTE;
  const assets = loadChatAssets();
  const streams = createChatStreams({
    db,
    headers: securityHeaders(config.storefrontOrigins),
    pollMs: deps.options?.streamPollMs ?? STREAM_POLL_MS,
  });
  const view = (rows: Awaited<ReturnType<typeof chatMessagesAfter>>) => rows.map(chatMessageView);
  /** The assistant's messages of a turn, each with the buttons and menu cards its acts call for. */
  const assistantMessages = (messages: Array<{ text: string; acts: readonly Act[] }>): NewChatMessage[] =>
    messages.map((message) => ({
      role: 'assistant',
      text: message.text,
      quickReplies: quickReplies(message.acts, catalogs.current().catalog),
      showsMenu: showsMenu(message.acts),
    }));

  const knownSession = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const { id } = request.params;
    if (!isSessionIdShaped(id) || !(await chatSessionExists(db, id))) throw appError('chat_session_not_found');
    return id;
  };

  await app.register(async (scope) => {
    addSecurityHeaders(scope, config.storefrontOrigins);
    scope.addHook('preClose', (done) => {
      streams.closeAll();
      done();
    });
    const hidden = { schema: { hide: true } };

    scope.get('/chat', hidden, async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(assets.page));

    scope.get<{ Params: { name: string }; Querystring: { v?: string } }>('/chat/assets/:name', hidden, async (request, reply) => {
      const asset = assets.assets.get(request.params.name);
      if (!asset) throw appError('route_not_found', { method: request.method, url: request.url.split('?')[0] ?? '' });
      // Only the hashed URL the page names may be cached for good.
      const immutable = request.query.v === asset.hash;
      return reply
        .type(asset.type)
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(asset.body);
    });

    // The storefront's <script> tag names this URL for good, so it is cached only briefly.
    scope.get('/chat/widget.js', hidden, async (_request, reply) =>
      reply.type(assets.widget.type).header('cache-control', 'public, max-age=300').send(assets.widget.body),
    );

    scope.get('/api/chat/menu', hidden, async (_request, reply) => reply.header('cache-control', 'no-cache').send(menuCards(catalogs.current().catalog)));

    // A session starts with the assistant's greeting: that row is what makes the session exist.
    scope.post('/api/chat/sessions', { ...hidden, config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (_request, reply) => {
      const sessionId = newSessionId();
      const greeting = renderEnglish([{ type: 'greet' }, { type: 'ask_slot', slot: 'items' }], { catalog: catalogs.current().catalog, now: clock() });
      const rows = await appendChatMessages(db, sessionId, assistantMessages(greeting), clock());
      return reply.code(201).header('cache-control', 'no-store').send({ session_id: sessionId, messages: view(rows) });
    });

    scope.get<{ Params: { id: string } }>('/api/chat/sessions/:id/messages', hidden, async (request, reply) => {
      const sessionId = await knownSession(request);
      const { after } = parse(afterQuery, request.query);
      return reply.header('cache-control', 'no-store').send({ messages: view(await chatMessagesAfter(db, sessionId, after)) });
    });

    scope.post<{ Params: { id: string } }>('/api/chat/sessions/:id/messages', { ...hidden, bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
      const sessionId = await knownSession(request);
      const { text, client_message_id: clientMessageId } = parse(messageBody, request.body);
      const receivedAt = clock();
      // Scoped to the session: another chat can neither collide with nor read this answer.
      const ref = clientMessageId ? { channel: 'webchat' as const, messageId: `${sessionId}:${clientMessageId}` } : null;
      if (ref) {
        const claim = await claimInboundMessage<ChatMessageView>(database, ref, receivedAt);
        if (claim.kind === 'completed') return reply.header('cache-control', 'no-store').send({ messages: claim.replies });
        if (claim.kind === 'in_flight') throw appError('chat_message_in_flight');
      }
      let answered = false;
      try {
        await refuseOverLimit(db, sessionId, receivedAt, perMinute, reply);
        const [customerRow] = await appendChatMessages(db, sessionId, [{ role: 'customer', text }], receivedAt);
        let answerMessages: Array<{ text: string; acts: readonly Act[] }>;
        try {
          const answer = await conversation.handle({ channel: 'webchat', sender: sessionId, text, receivedAt });
          answerMessages = answer.rendered;
          answered = true;
          // Remembered so that staff decisions on this order reach this chat.
          if (answer.placedOrderId) await recordChatOrder(db, answer.placedOrderId, sessionId, clock());
        } catch (error) {
          request.log.error({ err: error }, 'webchat message failed');
          answerMessages = [{ text: SORRY_REPLY, acts: [] }];
        }
        const replies = await appendChatMessages(db, sessionId, assistantMessages(answerMessages), clock());
        const messages = view([...(customerRow ? [customerRow] : []), ...replies]);
        if (ref && answered) await completeInboundMessage(database, ref, messages, clock());
        return reply.header('cache-control', 'no-store').send({ messages });
      } finally {
        // Refused, or not answered: sending it again must be tried afresh.
        if (ref && !answered) await releaseAfterFailure(database, ref, request.log);
      }
    });

    scope.get<{ Params: { id: string } }>('/api/chat/sessions/:id/events', hidden, async (request, reply) => {
      const sessionId = await knownSession(request);
      const { after } = parse(afterQuery, request.query);
      const lastEventId = Number(request.headers['last-event-id']);
      streams.open(request, reply, sessionId, Number.isSafeInteger(lastEventId) && lastEventId > after ? lastEventId : after);
    });
  });
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  throw appError('validation_failed', { problems: parsed.error.issues.map((issue) => issue.message).join('; ') });
}

/**
 * At most `perMinute` customer messages per session in any 60 seconds, counted in the transcript
 * itself: it holds every message already, works across instances without Redis, and follows the
 * service's clock.
 */
async function refuseOverLimit(db: Db, sessionId: string, now: DateTime, perMinute: number, reply: FastifyReply): Promise<void> {
  const windowStart = now.minus({ minutes: 1 });
  const recent = await customerMessagesSince(db, sessionId, windowStart);
  if (recent.count < perMinute) return;
  const oldest = recent.oldest ? DateTime.fromJSDate(recent.oldest) : now;
  const seconds = Math.max(1, Math.ceil(oldest.plus({ minutes: 1 }).diff(now).as('seconds')));
  reply.header('retry-after', String(seconds));
  throw appError('chat_rate_limited', { seconds });
}
