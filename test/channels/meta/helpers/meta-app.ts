import type { LightMyRequestResponse } from 'fastify';
import { metaSignature } from '../../../../channels/meta/signature.js';
import { createMetaDeliverers } from '../../../../channels/meta/meta-deliverers.js';
import { createConversationService } from '../../../../src/conversation/conversation-service.js';
import { createPlaceOrder } from '../../../../src/orders/place-order.js';
import { createOutboxWorker } from '../../../../src/staff/outbox-worker.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { type FakeGraphApi, startFakeGraphApi } from './fake-graph-api.js';

export const APP_SECRET = 'test-app-secret-0123456789';
export const VERIFY_TOKEN = 'verify-token-abcdef';
export const PAGE_ID = '1111111111';
export const IG_ID = '2222222222';

export const metaEnv = (graphBaseUrl: string, extra: Record<string, string> = {}) => ({
  META_APP_SECRET: APP_SECRET,
  META_VERIFY_TOKEN: VERIFY_TOKEN,
  META_PAGE_ACCESS_TOKEN: 'EAAG-test-page-access-token',
  META_PAGE_ID: PAGE_ID,
  META_INSTAGRAM_ACCOUNT_ID: IG_ID,
  META_GRAPH_API_BASE_URL: graphBaseUrl,
  ...extra,
});

const silent = { info: () => {}, warn: () => {}, error: () => {} };

export type MetaApp = TestApp & {
  graph: FakeGraphApi;
  /** One outbox pass after another until nothing is due: turns, then their sends. */
  drain(): Promise<void>;
  post(body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
};

/** The whole app with Meta configured against a fake Graph API, plus the outbox worker as server.ts runs it. */
export async function createMetaApp(env: Record<string, string> = {}): Promise<MetaApp> {
  const graph = await startFakeGraphApi();
  const t = await createTestApp({ env: metaEnv(graph.baseUrl, env) });
  const placeOrder = createPlaceOrder({ database: t.database, catalogs: t.catalogs, clock: t.clock });
  const conversation = createConversationService({ database: t.database, catalogs: t.catalogs, placeOrder });
  const meta = createMetaDeliverers({ config: t.config, database: t.database, conversation, catalogs: t.catalogs, clock: t.clock });
  const worker = createOutboxWorker({ db: t.database.db, clock: t.clock, log: silent, deliverers: meta.deliverers, random: () => 0 });
  return {
    ...t,
    graph,
    async drain() {
      for (let pass = 0; pass < 50; pass++) if ((await worker.runOnce()) === 0) return;
      throw new Error('the outbox did not drain');
    },
    post(body, headers = {}) {
      const payload = typeof body === 'string' ? body : JSON.stringify(body);
      return t.app.inject({
        method: 'POST',
        url: '/channels/meta',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(APP_SECRET, payload), ...headers },
        payload,
      });
    },
    async close() {
      await worker.stop();
      await t.close();
      await graph.close();
    },
  };
}

let seq = 0;
/** A customer's text as Meta sends it: `object` page (Messenger) or instagram. */
export function textEvent(channel: 'fb' | 'ig', sender: string, text: string, extra: Record<string, unknown> = {}) {
  seq += 1;
  return {
    sender: { id: sender },
    recipient: { id: channel === 'fb' ? PAGE_ID : IG_ID },
    timestamp: 1764000000000 + seq,
    message: { mid: `m_${channel}_${seq}_${Math.random().toString(36).slice(2)}`, text, ...extra },
  };
}

export function webhook(channel: 'fb' | 'ig', ...events: unknown[]) {
  const id = channel === 'fb' ? PAGE_ID : IG_ID;
  return { object: channel === 'fb' ? 'page' : 'instagram', entry: events.map((event) => ({ id, time: 1764000000000, messaging: [event] })) };
}
