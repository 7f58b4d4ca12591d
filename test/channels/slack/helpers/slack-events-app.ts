import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { vi } from 'vitest';
import { registerSlackEvents } from '../../../../channels/slack/slack-events.js';
import type { Database } from '../../../../src/db/database.js';
import { installErrorHandlers } from '../../../../src/http/error-handler.js';
import { createDecideOrder, type DecideOrder } from '../../../../src/staff/staff-decisions.js';
import { fakeClock } from '../../../helpers/test-app.js';
import { slackConfig } from './slack-fixtures.js';

export type SlackEventsApp = {
  app: FastifyInstance;
  decide: ReturnType<typeof vi.fn<DecideOrder>>;
  clock: ReturnType<typeof fakeClock>;
  logLines: string[];
};

/** A bare fastify app with only POST /slack/events, deciding with the real state machine. */
export async function createSlackEventsApp(
  database: Database,
  options: { apiUrl: string; env?: Record<string, string> },
): Promise<SlackEventsApp> {
  const logLines: string[] = [];
  const capture = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const log: FastifyBaseLogger = pino({ level: 'warn' }, capture);
  const app = Fastify({ loggerInstance: log });
  installErrorHandlers(app, () => 'disclaimer');
  const clock = fakeClock();
  const decide = vi.fn<DecideOrder>(createDecideOrder({ db: database.db, clock }));
  await registerSlackEvents(app, { config: slackConfig(options.apiUrl, options.env), db: database.db, clock, decide });
  await app.ready();
  return { app, decide, clock, logLines };
}
