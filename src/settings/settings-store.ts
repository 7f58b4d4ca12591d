import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { changeSettings, ensureSettings, readSettings } from '../db/settings-repository.js';
import { type BakerySettings, initialSettings, type SettingsChange } from './bakery-settings.js';

// Each instance keeps the settings for a moment and reads the row again after that, so a change
// made through another instance is obeyed within `cacheMs` without a query on every order.
// A change made through this instance is seen here at once.

export const SETTINGS_CACHE_MS = 1_000;

export type SettingsStore = {
  current(): Promise<BakerySettings>;
  change(actor: string, change: SettingsChange): Promise<{ settings: BakerySettings; seq: number }>;
};

export type SettingsStoreDeps = {
  db: Db;
  clock: Clock;
  /** CLOSED_DAYS: the starting value when no instance has stored settings yet. */
  startingClosedDays: readonly string[];
  cacheMs?: number;
  /** Monotonic milliseconds for the cache (not the bakery clock, which tests move by days). */
  monotonicMs?: () => number;
};

export function createSettingsStore(deps: SettingsStoreDeps): SettingsStore {
  const cacheMs = deps.cacheMs ?? SETTINGS_CACHE_MS;
  const monotonic = deps.monotonicMs ?? (() => performance.now());
  let cached: { settings: BakerySettings; version: number; readAt: number } | null = null;
  let reading: Promise<BakerySettings> | null = null;
  let ensured = false;

  async function read(): Promise<BakerySettings> {
    if (!ensured) {
      await ensureSettings(deps.db, deps.startingClosedDays, deps.clock());
      ensured = true;
    }
    const stored = await readSettings(deps.db);
    const settings = stored?.settings ?? initialSettings(deps.startingClosedDays);
    // A read that started before a local change must not overwrite the newer copy.
    if (!cached || (stored?.version ?? 0) >= cached.version) cached = { settings, version: stored?.version ?? 0, readAt: monotonic() };
    return cached.settings;
  }

  return {
    async current() {
      if (cached && monotonic() - cached.readAt < cacheMs) return cached.settings;
      // Concurrent requests share one read.
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
    async change(actor, change) {
      const result = await changeSettings(deps.db, actor, change, deps.clock(), deps.startingClosedDays);
      ensured = true;
      if (!cached || result.version > cached.version) cached = { settings: result.settings, version: result.version, readAt: monotonic() };
      return { settings: result.settings, seq: result.seq };
    },
  };
}
