import { desc, eq } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import { applyChange, type BakerySettings, initialSettings, type SettingsChange } from '../settings/bakery-settings.js';
import type { Db } from './database.js';
import { enqueue } from './outbox-repository.js';
import { bakerySettings, settingsChanges } from './schema.js';

// Owns bakery_settings and settings_changes. A change locks the one row, applies, bumps the
// version, records who did it and queues the staff channel's announcement, in one transaction.

const ROW_ID = 1;

export type StoredSettings = { settings: BakerySettings; version: number };
export type SettingsChangeRow = typeof settingsChanges.$inferSelect;

/** Writes the starting settings (CLOSED_DAYS) unless an instance already did. */
export async function ensureSettings(db: Db, closedDays: readonly string[], now: DateTime): Promise<void> {
  await db
    .insert(bakerySettings)
    .values({ id: ROW_ID, settings: initialSettings(closedDays), version: 1, updatedAt: now.toJSDate() })
    .onConflictDoNothing();
}

export async function readSettings(db: Db): Promise<StoredSettings | null> {
  const [row] = await db.select({ settings: bakerySettings.settings, version: bakerySettings.version }).from(bakerySettings).where(eq(bakerySettings.id, ROW_ID));
  return row ?? null;
}

export async function changeSettings(db: Db, actor: string, change: SettingsChange, now: DateTime, startingClosedDays: readonly string[] = []): Promise<StoredSettings & { seq: number }> {
  return db.transaction(async (tx) => {
    const at = now.toJSDate();
    await tx
      .insert(bakerySettings)
      .values({ id: ROW_ID, settings: initialSettings(startingClosedDays), version: 1, updatedAt: at })
      .onConflictDoNothing();
    const [current] = await tx.select().from(bakerySettings).where(eq(bakerySettings.id, ROW_ID)).for('update');
    if (!current) throw new Error('bakery settings row vanished under a lock');
    const settings = applyChange(current.settings, change, now.toUTC().toISO() as string);
    const version = current.version + 1;
    await tx.update(bakerySettings).set({ settings, version, updatedAt: at }).where(eq(bakerySettings.id, ROW_ID));
    const [logged] = await tx.insert(settingsChanges).values({ actor, change, version, at }).returning({ seq: settingsChanges.seq });
    const seq = (logged as { seq: number }).seq;
    await enqueue(tx, { type: 'slack.settings_changed', changeSeq: seq }, now);
    return { settings, version, seq };
  });
}

export async function findSettingsChange(db: Db, seq: number): Promise<SettingsChangeRow | null> {
  const [row] = await db.select().from(settingsChanges).where(eq(settingsChanges.seq, seq));
  return row ?? null;
}

export async function recentSettingsChanges(db: Db, limit = 20): Promise<SettingsChangeRow[]> {
  return db.select().from(settingsChanges).orderBy(desc(settingsChanges.seq)).limit(limit);
}
