import { eq } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { Db } from '../../src/db/database.js';
import { slackAlerts } from '../../src/db/schema.js';

export type PostedAlert = { channel: string; ts: string };

/** Where the alert about a subject (an order id, `staff-request:<id>`, ...) was posted, if it was. */
export async function findPostedAlert(db: Db, subject: string): Promise<PostedAlert | null> {
  const [row] = await db.select({ channel: slackAlerts.channel, ts: slackAlerts.ts }).from(slackAlerts).where(eq(slackAlerts.subject, subject));
  return row ?? null;
}

export async function rememberPostedAlert(db: Db, subject: string, alert: PostedAlert, now: DateTime): Promise<void> {
  const values = { ...alert, postedAt: now.toJSDate() };
  await db.insert(slackAlerts).values({ subject, ...values }).onConflictDoUpdate({ target: slackAlerts.subject, set: values });
}
