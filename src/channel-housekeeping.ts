import { purgeMetaContacts } from '../channels/meta/meta-contacts.js';
import { purgeInboundMessages } from '../channels/shared/inbound-messages.js';
import { purgeChatTranscripts } from '../channels/webchat/chat-transcript.js';
import type { Db } from './db/database.js';
import type { HousekeepingTask } from './db/housekeeping.js';

// What the channels keep and for how long: housekeeping's tasks beyond the core tables
// (src/db/housekeeping.ts). One list, used by the server and by the bench's simulated week.

// Long enough for staff to decide any order placed in the chat (custom cakes are booked weeks
// ahead), short enough not to keep customers' chats for good.
export const CHAT_RETENTION_DAYS = 30;

export function channelHousekeepingTasks(db: Db): HousekeepingTask[] {
  return [
    // Providers redeliver for at most 36 hours (Meta); three days of seen message ids is plenty.
    (now) => purgeInboundMessages(db, now.minus({ days: 3 })),
    (now) => purgeChatTranscripts(db, now.minus({ days: CHAT_RETENTION_DAYS })),
    // Meta's longest window is 7 days; orders are decided within the chat retention.
    (now) => purgeMetaContacts(db, now.minus({ days: 8 }), now.minus({ days: CHAT_RETENTION_DAYS })),
  ];
}
