import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, settingsChanges } from '../../src/db/schema.js';
import { readSettings } from '../../src/db/settings-repository.js';
import { activePause, applyChange, initialSettings, settingsChangeSchema } from '../../src/settings/bakery-settings.js';
import { createSettingsStore } from '../../src/settings/settings-store.js';
import { fakeClock } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

describe('bakery settings', () => {
  it('start from CLOSED_DAYS, stored once whichever instance comes first', async () => {
    const clock = fakeClock();
    const first = createSettingsStore({ db: database.db, clock, startingClosedDays: ['2026-12-25', '2026-11-26'] });
    const second = createSettingsStore({ db: database.db, clock, startingClosedDays: ['2027-01-01'] });
    expect((await first.current()).closedDays).toEqual(['2026-11-26', '2026-12-25']);
    expect((await second.current()).closedDays).toEqual(['2026-11-26', '2026-12-25']);
    expect((await readSettings(database.db))?.version).toBe(1);
  });

  it('a change made through one instance is obeyed by the other once its short cache runs out', async () => {
    const clock = fakeClock();
    let ms = 0;
    const monotonicMs = () => ms;
    const a = createSettingsStore({ db: database.db, clock, startingClosedDays: [], monotonicMs });
    const b = createSettingsStore({ db: database.db, clock, startingClosedDays: [], monotonicMs });
    expect((await b.current()).pause).toBeNull();
    await a.change('<@U0OWNER>', { kind: 'pause', reason: 'Oven repair', resumeAt: null });
    expect((await a.current()).pause?.reason).toBe('Oven repair'); // at once where it was made
    expect((await b.current()).pause).toBeNull(); // b's copy is still fresh
    ms += 1_001;
    expect((await b.current()).pause?.reason).toBe('Oven repair');
    await b.change('<@U0OWNER>', { kind: 'resume' });
  });

  it('every change is recorded with who made it and when, and queued for the staff channel', async () => {
    const clock = fakeClock('2026-11-20T11:30:00-06:00');
    const store = createSettingsStore({ db: database.db, clock, startingClosedDays: [] });
    const { seq } = await store.change('<@U0OWNER>', { kind: 'close_day', day: '2026-12-24' });
    const [row] = (await database.db.select().from(settingsChanges)).filter((change) => change.seq === seq);
    expect(row).toMatchObject({ actor: '<@U0OWNER>', change: { kind: 'close_day', day: '2026-12-24' } });
    expect(row?.at.toISOString()).toBe('2026-11-20T17:30:00.000Z');
    const queued = (await database.db.select().from(outbox)).map((entry) => entry.message);
    expect(queued).toContainEqual({ type: 'slack.settings_changed', changeSeq: seq });
  });

  it('two changes at once from two instances both apply (the row is locked, never overwritten)', async () => {
    const clock = fakeClock();
    const a = createSettingsStore({ db: database.db, clock, startingClosedDays: [], cacheMs: 0 });
    const b = createSettingsStore({ db: database.db, clock, startingClosedDays: [], cacheMs: 0 });
    const before = (await readSettings(database.db))?.version ?? 0;
    await Promise.all([
      a.change('<@U1>', { kind: 'close_day', day: '2027-01-01' }),
      b.change('<@U2>', { kind: 'special_hours', day: '2026-12-24', opens: '08:00', closes: '14:00' }),
    ]);
    const after = await readSettings(database.db);
    expect(after?.version).toBe(before + 2);
    expect(after?.settings.closedDays).toContain('2027-01-01');
    expect(after?.settings.specialHours['2026-12-24']).toEqual({ opens: '08:00', closes: '14:00' });
  });
});

describe('settings changes', () => {
  it('refuse a bad day, a bad time, closing before opening and a zero capacity', () => {
    expect(settingsChangeSchema.safeParse({ kind: 'close_day', day: '2026-02-30' }).success).toBe(false);
    expect(settingsChangeSchema.safeParse({ kind: 'special_hours', day: '2026-12-24', opens: '8am', closes: '14:00' }).success).toBe(false);
    expect(settingsChangeSchema.safeParse({ kind: 'special_hours', day: '2026-12-24', opens: '14:00', closes: '08:00' }).success).toBe(false);
    expect(settingsChangeSchema.safeParse({ kind: 'capacity', ordersPerSlot: 0, cakesPerDay: null }).success).toBe(false);
    expect(settingsChangeSchema.safeParse({ kind: 'capacity', ordersPerSlot: 4, cakesPerDay: null }).success).toBe(true);
  });

  it('a pause ends by itself at its resume time', () => {
    const paused = applyChange(initialSettings([]), { kind: 'pause', reason: null, resumeAt: '2026-11-20T20:00:00.000Z' }, '2026-11-20T16:00:00.000Z');
    expect(activePause(paused, Date.parse('2026-11-20T19:59:59Z'))).not.toBeNull();
    expect(activePause(paused, Date.parse('2026-11-20T20:00:00Z'))).toBeNull();
  });

  it('usual hours drop the special hours of that day only', () => {
    let settings = applyChange(initialSettings([]), { kind: 'special_hours', day: '2026-12-24', opens: '08:00', closes: '14:00' }, 'now');
    settings = applyChange(settings, { kind: 'special_hours', day: '2026-12-31', opens: '10:00', closes: '16:00' }, 'now');
    settings = applyChange(settings, { kind: 'usual_hours', day: '2026-12-24' }, 'now');
    expect(settings.specialHours).toEqual({ '2026-12-31': { opens: '10:00', closes: '16:00' } });
  });
});
