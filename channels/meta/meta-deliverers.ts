import type { CatalogProvider } from '../../src/catalog/catalog-provider.js';
import type { Clock } from '../../src/clock.js';
import { type Config, metaEnabled } from '../../src/config.js';
import type { ConversationService } from '../../src/conversation/conversation-types.js';
import type { Database } from '../../src/db/database.js';
import type { Deliverers } from '../../src/staff/outbox-worker.js';
import { createMetaSend } from './meta-send.js';
import { createMetaTurns } from './meta-turns.js';
import { createSendApi, type MetaSendApi, type SendApiDeps } from './send-api.js';

export type MetaDeliverersDeps = {
  config: Config;
  database: Database;
  conversation: ConversationService;
  catalogs: CatalogProvider;
  clock: Clock;
  sendApi?: SendApiDeps;
};

/**
 * The outbox worker's Meta destinations: conversation turns for accepted messages, and Send API
 * calls for their answers. None while Meta is off (nothing is queued for them then either).
 */
export function createMetaDeliverers(deps: MetaDeliverersDeps): { deliverers: Deliverers; api: MetaSendApi | null } {
  if (!metaEnabled(deps.config)) return { deliverers: {}, api: null };
  const api = createSendApi(deps.config, deps.sendApi);
  return {
    api,
    deliverers: {
      meta_inbound: createMetaTurns(deps),
      meta_send: createMetaSend(api),
    },
  };
}
