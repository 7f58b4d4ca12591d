import type { DateTime } from 'luxon';
import type { Db } from '../../../src/db/database.js';
import { enqueue } from '../../../src/db/outbox-repository.js';
import { staffRequests } from '../../../src/db/schema.js';

export type StaffAlert = { sender: string; reason: string; orderId: string | null; now: DateTime };

/**
 * Records that a caller needs a person and queues the Slack alert in the same transaction, as
 * the conversation does for a typed request: the alert exists exactly when the request does.
 */
export async function alertStaff(db: Db, alert: StaffAlert): Promise<number> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(staffRequests)
      .values({ channel: 'voice', sender: alert.sender, reason: alert.reason, orderId: alert.orderId, createdAt: alert.now.toJSDate() })
      .returning({ id: staffRequests.id });
    const requestId = (request as { id: number }).id;
    await enqueue(tx, { type: 'slack.staff_request', requestId }, alert.now);
    return requestId;
  });
}
