import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { memoryOrderQuota, type OrderQuota, redisOrderQuota } from '../../src/http/order-quota.js';

const silent = { warn: () => {} };

/** The same specification for both stores. */
function quotaBehaviour(name: string, make: (limits: { max: number; windowSeconds: number }) => Promise<{ quota: OrderQuota; done(): Promise<void> }>) {
  describe(name, () => {
    it('gives each client max slots per window, then says how long to wait', async () => {
      const { quota, done } = await make({ max: 2, windowSeconds: 60 });
      try {
        expect((await quota.take('a')).ok).toBe(true);
        expect((await quota.take('a')).ok).toBe(true);
        const refused = await quota.take('a');
        expect(refused).toMatchObject({ ok: false });
        if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
        if (!refused.ok) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
        expect((await quota.take('b')).ok).toBe(true);
      } finally {
        await done();
      }
    });

    it('a slot given back can be taken again, and a refusal takes nothing', async () => {
      const { quota, done } = await make({ max: 1, windowSeconds: 60 });
      try {
        const slot = await quota.take('a');
        expect((await quota.take('a')).ok).toBe(false);
        expect((await quota.take('a')).ok).toBe(false);
        if (slot.ok) await slot.release();
        const again = await quota.take('a');
        expect(again.ok).toBe(true);
        expect((await quota.take('a')).ok).toBe(false);
      } finally {
        await done();
      }
    });

    it('concurrent takes never hand out more than max', async () => {
      const { quota, done } = await make({ max: 3, windowSeconds: 60 });
      try {
        const slots = await Promise.all(Array.from({ length: 20 }, () => quota.take('a')));
        expect(slots.filter((slot) => slot.ok)).toHaveLength(3);
      } finally {
        await done();
      }
    });
  });
}

quotaBehaviour('in memory', async (limits) => ({ quota: memoryOrderQuota(limits), done: async () => {} }));

describe('in memory, over time', () => {
  it('a new window starts when the old one ends; a slot of an ended window gives nothing back to the new one', async () => {
    let now = 1_000_000;
    const quota = memoryOrderQuota({ max: 1, windowSeconds: 60 }, () => now);
    const old = await quota.take('a');
    now += 30_000;
    const refused = await quota.take('a');
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 30 });
    now += 30_000;
    const fresh = await quota.take('a');
    expect(fresh.ok).toBe(true);
    if (old.ok) await old.release();
    expect((await quota.take('a')).ok).toBe(false);
  });
});

const redisUrl = loadConfig(process.env).redisUrl;
describe.skipIf(!redisUrl)('in Redis', () => {
  quotaBehaviour('shared by instances', async (limits) => {
    const prefix = `${randomBytes(4).toString('hex')}:`;
    const first = new Redis(redisUrl as string, { keyPrefix: prefix });
    const second = new Redis(redisUrl as string, { keyPrefix: prefix });
    const a = redisOrderQuota(first, limits, silent);
    const b = redisOrderQuota(second, limits, silent);
    let turn = 0;
    // Alternate between two instances: they count against one limit.
    const quota: OrderQuota = { take: (client) => ((turn += 1) % 2 === 0 ? a : b).take(client) };
    return {
      quota,
      done: async () => {
        first.disconnect();
        second.disconnect();
      },
    };
  });

  it('lets orders through when Redis does not answer, and says so in the log', async () => {
    const broken = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    const warnings: string[] = [];
    const quota = redisOrderQuota(broken, { max: 1, windowSeconds: 60 }, { warn: (_obj: unknown, message?: string) => void warnings.push(String(message)) } as never);
    expect((await quota.take('a')).ok).toBe(true);
    expect((await quota.take('a')).ok).toBe(true);
    expect(warnings[0]).toMatch(/order quota store unavailable/);
    broken.disconnect();
  });
});
