import { App, type BlockAction, type Receiver, type RespondFn } from '@slack/bolt';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import { orderHistory } from '../../src/db/orders-repository.js';
import { ORDER_ID_PATTERN } from '../../src/orders/order-id.js';
import type { DecideOrder, StaffDecision } from '../../src/staff/staff-decisions.js';
import { APPROVE_ACTION_ID, DECLINE_ACTION_ID } from './blocks.js';
import { boltLogger } from './bolt-logger.js';
import { readDeclineOption } from './decline-reasons.js';
import { statusWords } from './slack-text.js';
import { waitingOrdersText } from './waiting-orders.js';
import { createOwnerPanel, wantsOwnerPanel } from './owner-panel.js';
import { QUEUE_MAX_LISTED, staffQueueMessage } from './staff-queue-blocks.js';
import { heldOvernightCount, waitingForPerson } from '../../src/db/staff-queue-repository.js';
import { type Clock, systemClock } from '../../src/clock.js';
import type { SettingsStore } from '../../src/settings/settings-store.js';

export type StaffBoltDeps = {
  config: Config;
  db: Db;
  decide: DecideOrder;
  log: FastifyBaseLogger;
  /** The owner's settings: with them, `/bakery` opens the owner's panel. */
  settings?: SettingsStore | undefined;
  clock?: Clock | undefined;
};

/**
 * Our fastify route hands every verified request to App#processEvent itself, so bolt's receiver
 * has nothing to listen on or start.
 */
class FastifyMountedReceiver implements Receiver {
  init(): void {}
  start(): Promise<void> {
    return Promise.resolve();
  }
  stop(): Promise<void> {
    return Promise.resolve();
  }
}

/** The bolt App behind POST /slack/events: the staff's buttons, the slash command and mentions. */
export function createStaffBoltApp(deps: StaffBoltDeps): App {
  const { botToken, apiUrl } = deps.config.slack;
  const app = new App({
    receiver: new FastifyMountedReceiver(),
    // A fixed authorization: no auth.test call, at construction or per request.
    authorize: async () => ({ botToken }),
    tokenVerificationEnabled: false,
    clientOptions: { slackApiUrl: `${apiUrl}/`, retryConfig: { retries: 0 }, timeout: 10_000 },
    logger: boltLogger(deps.log),
    // ignoreSelf compares with a bot user id we never look up (that would be an auth.test call).
    ignoreSelf: false,
    convoStore: false,
  });

  app.action<BlockAction>(APPROVE_ACTION_ID, async ({ ack, action, body, respond }) => {
    const orderId = action.type === 'button' ? action.value : undefined;
    await ack();
    if (!orderId || !ORDER_ID_PATTERN.test(orderId)) return;
    await decideAndTell(deps, respond, { orderId, action: 'approve', actor: `<@${body.user.id}>`, reason: null });
  });

  app.action<BlockAction>(DECLINE_ACTION_ID, async ({ ack, action, body, respond }) => {
    const chosen = action.type === 'static_select' || action.type === 'overflow' ? action.selected_option?.value : undefined;
    const decline = chosen ? readDeclineOption(chosen) : null;
    await ack();
    if (!decline || !ORDER_ID_PATTERN.test(decline.orderId)) return;
    await decideAndTell(deps, respond, { orderId: decline.orderId, action: 'decline', actor: `<@${body.user.id}>`, reason: decline.reason });
  });

  const ownerPanel = deps.settings ? createOwnerPanel({ config: deps.config, settings: deps.settings, clock: deps.clock ?? systemClock, log: deps.log }) : null;
  ownerPanel?.register(app);

  // Whatever the command is called in the Slack app's settings (e.g. /orders): it is ours.
  app.command(/.*/, async ({ ack, command, client }) => {
    if (ownerPanel && wantsOwnerPanel(command)) return ownerPanel.command({ ack, command, client });
    // The staff queue: what waits for a person, oldest first, with its buttons.
    const queue = staffQueueMessage(await waitingForPerson(deps.db, QUEUE_MAX_LISTED + 1), await heldOvernightCount(deps.db), (deps.clock ?? systemClock)());
    await ack({ response_type: 'ephemeral', ...queue });
  });

  app.event('app_mention', async ({ event, say }) => {
    await say({ text: await waitingOrdersText(deps.db), thread_ts: event.thread_ts ?? event.ts });
  });

  app.error(async (error) => {
    deps.log.error({ err: error }, 'slack listener failed');
  });
  return app;
}

// The click is acknowledged before the decision runs; the outbox updates the alert when the
// order moves. Only the clicker hears about a refusal (a double click, or a colleague was first).
async function decideAndTell(deps: StaffBoltDeps, respond: RespondFn, decision: StaffDecision): Promise<void> {
  let text: string | null;
  try {
    const outcome = await deps.decide(decision);
    if (outcome.kind === 'moved') text = null;
    else if (outcome.kind === 'not_found') text = `Order ${decision.orderId} does not exist.`;
    else text = `Order ${decision.orderId} is already ${statusWords(outcome.order.status)}${await decidedBy(deps.db, outcome.order)}, so nothing changed.`;
  } catch (error) {
    deps.log.error({ err: error, orderId: decision.orderId, action: decision.action }, 'slack staff decision failed');
    text = `Sorry, your decision on order ${decision.orderId} was not saved. Please try again.`;
  }
  if (text === null) return;
  try {
    await respond({ response_type: 'ephemeral', replace_original: false, text });
  } catch (error) {
    deps.log.warn({ err: error, orderId: decision.orderId }, 'slack response_url did not take the ephemeral answer');
  }
}

async function decidedBy(db: Db, order: { id: string; status: string }): Promise<string> {
  const last = (await orderHistory(db, order.id)).at(-1);
  return last && last.toStatus === order.status ? ` by ${last.actor}` : '';
}
