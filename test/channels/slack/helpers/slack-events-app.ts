import type { FastifyInstance } from 'fastify';
import { bareAppWithLogs } from '../../../helpers/bare-app.js';
import { vi } from 'vitest';
import { registerSlackEvents } from '../../../../channels/slack/slack-events.js';
import type { Database } from '../../../../src/db/database.js';
import type { SettingsStore } from '../../../../src/settings/settings-store.js';
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
  options: { apiUrl: string; env?: Record<string, string>; settings?: SettingsStore },
): Promise<SlackEventsApp> {
  const { app, logLines } = bareAppWithLogs();
  const clock = fakeClock();
  const decide = vi.fn<DecideOrder>(createDecideOrder({ db: database.db, clock }));
  await registerSlackEvents(app, { config: slackConfig(options.apiUrl, options.env), db: database.db, clock, decide, ...(options.settings ? { settings: options.settings } : {}) });
  await app.ready();
  return { app, decide, clock, logLines };
}
