import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSettingsStore, type SettingsStore } from '../../src/settings/settings-store.js';
import { createTestApp, fakeClock, type TestApp } from '../helpers/test-app.js';

// The agent guide follows the owner's live settings (changed from Slack, stored in the database):
// closed days, special hours and a pause show at the next request, with no restart. The app does
// not cache the settings here, as another instance's change is seen once its 1 s copy expires.

let t: TestApp;
let owner: SettingsStore;
const clock = fakeClock();

beforeAll(async () => {
  t = await createTestApp({ clock, settingsCacheMs: 0 });
  owner = createSettingsStore({ db: t.database.db, clock, startingClosedDays: [], cacheMs: 0 });
});
afterAll(() => t.close());

beforeEach(async () => {
  clock.set('2026-11-20T10:00:00-06:00');
  for (const change of [
    { kind: 'resume' },
    { kind: 'open_day', day: '2026-12-01' },
    { kind: 'usual_hours', day: '2026-11-22' },
  ] as const) {
    await owner.change('<@U0OWNER>', change);
  }
});

const full = async () => (await t.app.inject({ method: 'GET', url: '/llms-full.txt' })).body;
const index = async () => (await t.app.inject({ method: 'GET', url: '/llms.txt' })).body;
const section = (guide: string, title: string) => guide.slice(guide.indexOf(`## ${title}`)).split('\n## ')[0] ?? '';

describe('the agent guide and the owner settings', () => {
  it('lists a closed day the owner adds, and drops it when the owner opens the day again', async () => {
    expect(section(await full(), 'Hours')).toContain('Closed days: none announced.');
    await owner.change('<@U0OWNER>', { kind: 'close_day', day: '2026-12-01' });
    expect(section(await full(), 'Hours')).toContain('Closed days: Tue, Dec 1 (2026-12-01).');
    await owner.change('<@U0OWNER>', { kind: 'open_day', day: '2026-12-01' });
    expect(section(await full(), 'Hours')).toContain('Closed days: none announced.');
  });

  it('lists special hours, and its worked example asks for a time inside them', async () => {
    // Sunday 8 AM to noon: the example's usual 2 PM would be outside business hours.
    await owner.change('<@U0OWNER>', { kind: 'special_hours', day: '2026-11-22', opens: '08:00', closes: '12:00' });
    const guide = await full();
    expect(section(guide, 'Hours')).toContain('Special hours: Sun, Nov 22 (2026-11-22) 8:00 AM to 12:00 PM.');
    const example = section(guide, 'Worked example');
    expect(example).toContain('"datetime": "2026-11-22T10:00:00-06:00"');
    expect(example).toContain('**confirmed** (HTTP 200)');
    expect(example).not.toContain('outside_business_hours');
  });

  it('says plainly that ordering is paused, until when, and that orders get 503 ordering_paused; the reason stays with staff', async () => {
    await owner.change('<@U0OWNER>', { kind: 'pause', reason: 'Oven repair', resumeAt: '2026-11-20T14:00:00-06:00' });
    for (const guide of [await index(), await full()]) {
      expect(guide).toContain('**Ordering is paused right now** until Fri, Nov 20 at 2:00 PM Central Time');
      expect(guide).toContain('HTTP 503 with `error_code: ordering_paused`');
      expect(guide).toMatch(/do not retry in a loop/);
      expect(guide).not.toContain('Oven repair');
    }
  });

  it('says nothing of a pause once the owner resumes, or once its resume time has passed', async () => {
    await owner.change('<@U0OWNER>', { kind: 'pause', reason: null, resumeAt: null });
    expect(await full()).toContain('**Ordering is paused right now** for now, with no resume time set.');
    await owner.change('<@U0OWNER>', { kind: 'resume' });
    expect(await full()).not.toContain('Ordering is paused right now');
    expect(await index()).not.toContain('Ordering is paused right now');

    await owner.change('<@U0OWNER>', { kind: 'pause', reason: null, resumeAt: '2026-11-20T11:00:00-06:00' });
    expect(await index()).toContain('Ordering is paused right now');
    clock.set('2026-11-20T11:00:00-06:00');
    expect(await index()).not.toContain('Ordering is paused right now');
  });

  it('explains the capacity refusals with a true 409 pickup_slot_full answer naming the slots with room', async () => {
    const guide = await full();
    expect(section(guide, 'When the bakery cannot take the order now')).toMatch(/pickup_slot_full[\s\S]*kitchen_full/);
    const example = section(guide, 'Worked example');
    expect(example).toContain('**pickup_slot_full** (HTTP 409)');
    expect(example).toContain('"error_code": "pickup_slot_full"');
    expect(example).toMatch(/We still have room at Sun, Nov 22 at 1:45 PM, Sun, Nov 22 at 2:15 PM or Sun, Nov 22 at 1:30 PM Central Time/);
    expect(example).toMatch(/\*\*ordering_paused\*\* \(HTTP 503, header `Retry-After: 7200`\)/);
  });

  it('still names every available SKU with its prices, and calls nothing allergen-free, while paused with special hours', async () => {
    await owner.change('<@U0OWNER>', { kind: 'pause', reason: null, resumeAt: null });
    await owner.change('<@U0OWNER>', { kind: 'special_hours', day: '2026-11-22', opens: '08:00', closes: '12:00' });
    const guide = await full();
    type MenuProduct = { id: string; category: string; available: boolean; sizes: string[]; price_usd: number; price_10inch_usd?: number; price_large_usd?: number };
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu' })).json() as { products: MenuProduct[]; allergen_disclaimer: string };
    const price = (p: MenuProduct, size: string) => (size === 'large' ? (p.price_large_usd ?? p.price_usd) : size === '10-inch' ? (p.price_10inch_usd ?? p.price_usd) : p.price_usd);
    const orderable = menu.products.filter((p) => p.available && p.category !== 'beverage');
    expect(orderable.length).toBeGreaterThan(5);
    for (const product of orderable) {
      const row = guide.split('\n').find((line) => line.startsWith(`| \`${product.id}\` |`));
      expect(row, product.id).toBeDefined();
      for (const size of product.sizes) expect(row).toContain(`${size} ${price(product, size).toFixed(2)} USD`);
    }
    const claims = guide
      .split(menu.allergen_disclaimer)
      .join('')
      .split(/(?<=[.|\n])/)
      .filter((sentence) => /allergen[- ]?free|free (of|from)|no allergens|nut[- ]free|safe for/i.test(sentence));
    for (const sentence of claims) expect(sentence).toMatch(/\b(never|not|no promise)\b/i);
  });
});
