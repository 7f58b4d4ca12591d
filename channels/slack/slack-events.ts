import type { App } from '@slack/bolt';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../src/clock.js';
import type { Config } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import { appError } from '../../src/errors.js';
import type { SettingsStore } from '../../src/settings/settings-store.js';
import type { DecideOrder } from '../../src/staff/staff-decisions.js';
import { claimSlackEvent, releaseSlackEvent } from './event-dedupe.js';
import { parseSlackBody, type SlackBody } from './slack-body.js';
import { malformedSlackField } from './slack-payload-shape.js';
import { verifySlackRequest } from './signature.js';

export type SlackEventsDeps = { config: Config; db: Db; clock: Clock; decide: DecideOrder; log?: FastifyBaseLogger; settings?: SettingsStore };

// A block_actions payload repeats the whole message it came from: tens of kilobytes at most.
const BODY_LIMIT_BYTES = 512 * 1024;

type AckResponse = string | Record<string, unknown> | undefined;

/**
 * Registers POST /slack/events, the one request URL for Slack's Events API, interactivity and
 * slash commands. Every request must carry a fresh, valid X-Slack-Signature.
 */
export async function registerSlackEvents(app: FastifyInstance, deps: SlackEventsDeps): Promise<void> {
  const log = deps.log ?? app.log;
  const { signingSecret } = deps.config.slack;
  if (!signingSecret) log.warn('SLACK_SIGNING_SECRET is not set: the Slack staff channel is off and refuses every request');
  // bolt is about a tenth of the server's start-up: it is loaded when Slack first calls, and only
  // if a signing secret lets any request through.
  let boltApp: Promise<App> | undefined;
  const staffBoltApp = () =>
    (boltApp ??= import('./staff-bolt-app.js').then(({ createStaffBoltApp }) =>
      createStaffBoltApp({ config: deps.config, db: deps.db, decide: deps.decide, log, settings: deps.settings, clock: deps.clock }),
    ));

  await app.register(async (scope) => {
    // Scoped: the signature covers the raw bytes, so these routes keep the body as a string.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post('/slack/events', { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
      if (!signingSecret) throw appError('channel_disabled', { channel: 'Slack', missing: 'SLACK_SIGNING_SECRET' });
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const verified = verifySlackRequest({
        signingSecret,
        timestampHeader: header(request, 'x-slack-request-timestamp'),
        signatureHeader: header(request, 'x-slack-signature'),
        rawBody,
        nowSeconds: Math.floor(deps.clock().toSeconds()),
      });
      if (!verified) {
        request.log.warn('slack request refused: bad or stale signature');
        throw appError('invalid_signature', { header: 'X-Slack-Signature' });
      }
      const body = parseSlackBody(rawBody, header(request, 'content-type'));
      if (!body) throw appError('bad_request');
      if (body.type === 'url_verification') return reply.send({ challenge: body.challenge });
      const malformed = malformedSlackField(body);
      if (malformed) {
        request.log.warn({ field: malformed, slackType: typeof body.type === 'string' ? body.type.slice(0, 40) : typeof body.type }, 'slack request refused: malformed payload');
        throw appError('malformed_webhook', { field: malformed });
      }
      return handleSlackBody(deps, await staffBoltApp(), request, reply, body);
    });
  });
}

async function handleSlackBody(deps: SlackEventsDeps, boltApp: App, request: FastifyRequest, reply: FastifyReply, body: SlackBody) {
  const eventId = body.type === 'event_callback' && typeof body.event_id === 'string' ? body.event_id : null;
  if (eventId && !(await claimSlackEvent(deps.db, eventId, deps.clock()))) {
    request.log.info({ eventId, retryNum: header(request, 'x-slack-retry-num') }, 'slack event already taken in');
    return reply.code(200).send();
  }
  try {
    const answer = await dispatch(boltApp, request, body);
    if (answer === undefined || answer === '') return reply.code(200).send();
    return typeof answer === 'string' ? reply.code(200).type('text/plain').send(answer) : reply.code(200).send(answer);
  } catch (error) {
    // Not acknowledged: Slack retries the event, and the retry must not find it claimed.
    if (eventId) await releaseSlackEvent(deps.db, eventId);
    throw error;
  }
}

/**
 * Hands the request to bolt and resolves with what the listener acknowledged with, as soon as
 * it acknowledges: work after ack() (the decision, the ephemeral answer) goes on without
 * holding up Slack's 3-second deadline. A request no listener acknowledges is answered empty.
 */
function dispatch(boltApp: App, request: FastifyRequest, body: SlackBody): Promise<AckResponse> {
  const retryNum = header(request, 'x-slack-retry-num');
  return new Promise((resolve, reject) => {
    let acknowledged = false;
    const processing = boltApp.processEvent({
      body,
      retryNum: retryNum === undefined ? undefined : Number(retryNum),
      retryReason: header(request, 'x-slack-retry-reason'),
      ack: async (response?: AckResponse) => {
        if (acknowledged) throw new Error('slack request acknowledged twice');
        acknowledged = true;
        resolve(response);
      },
    });
    // The decision goes on after ack(): a shutdown must not close the database under it.
    request.server.finishBeforeClose(processing);
    processing.then(
      () => resolve(undefined),
      (error: unknown) => {
        if (acknowledged) request.log.error({ err: error }, 'slack processing failed after acknowledging');
        reject(error);
      },
    );
  });
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}
