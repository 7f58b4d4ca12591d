import type { FastifyInstance } from 'fastify';
import type { CatalogProvider } from './catalog/catalog-provider.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { startHousekeeping, type HousekeepingTask } from './db/housekeeping.js';
import { startMorningRelease } from './staff/morning-release.js';
import { createOutboxWorker, type Deliverers } from './staff/outbox-worker.js';
import { createCustomerDelivery, type CustomerDeliveryDeps } from '../channels/customer-notifications.js';
import { createSlackDelivery } from '../channels/slack/slack-delivery.js';
import type { TwilioOutbound } from '../channels/twilio/twilio-outbound.js';

export type BackgroundJobsDeps = {
  config: Config;
  db: Db;
  catalogs: CatalogProvider;
  clock: Clock;
  outbound: TwilioOutbound;
  housekeepingTasks: HousekeepingTask[];
  /** Messenger and Instagram: their Send API for staff decisions, and their own outbox deliverers. */
  meta?: { api: NonNullable<CustomerDeliveryDeps['meta']>['api']; humanAgentPermitted: boolean; deliverers: Deliverers } | undefined;
  /** Housekeeping's period; tests shorten it. */
  housekeepingEveryMs?: number;
};

/**
 * The outbox worker (staff alerts to Slack, decisions to customers), the 8 AM release of orders
 * held overnight, and housekeeping, as part of the app's life: they start when the app is ready
 * and stop in onClose, after the HTTP server has closed and before the caller closes the database.
 */
export function registerBackgroundJobs(app: FastifyInstance, deps: BackgroundJobsDeps): void {
  const { config, db, clock, log } = { ...deps, log: app.log };
  const slackReady = Boolean(config.slack.botToken && config.slack.staffChannel);
  if (!slackReady) log.warn('Slack is off (SLACK_BOT_TOKEN or SLACK_STAFF_CHANNEL unset): staff alerts wait in the outbox until it is configured');
  const worker = createOutboxWorker({
    db,
    clock,
    log,
    deliverers: {
      ...(slackReady ? { slack: createSlackDelivery({ config, db, clock }) } : {}),
      customer: createCustomerDelivery({
        db,
        catalogs: deps.catalogs,
        outbound: deps.outbound,
        clock,
        ...(deps.meta ? { meta: { api: deps.meta.api, humanAgentPermitted: deps.meta.humanAgentPermitted } } : {}),
      }),
      ...(deps.meta?.deliverers ?? {}),
    },
  });
  let stopTimers: Array<() => void | Promise<void>> = [];

  app.addHook('onReady', async () => {
    worker.start();
    const morningRelease = startMorningRelease(db, clock, log);
    const housekeeping = startHousekeeping(db, clock, log, deps.housekeepingTasks, deps.housekeepingEveryMs);
    stopTimers = [morningRelease.stop, housekeeping.stop];
  });
  app.addHook('onClose', async () => {
    for (const stop of stopTimers) await stop();
    // Waits for the pass in progress: its messages are sent or rescheduled, never half done.
    await worker.stop();
  });
}
