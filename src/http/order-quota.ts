import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

// The per-client order limit counts orders the service stored, not requests: a client fixing a
// rejected order (400), repeating one (duplicate) or retrying with its Idempotency-Key (replay)
// does not spend its quota. A request takes a slot before the order is placed, so concurrent
// requests cannot overshoot the limit, and gives it back when no new order was stored.
// Fixed windows: the first slot taken starts the client's window.

export type QuotaSlot = { ok: true; release(): Promise<void> } | { ok: false; retryAfterSeconds: number };

export type OrderQuota = {
  /** Takes one order from the client's quota, or says how long until the window ends. `max`: the client's own limit (an integrator key's). */
  take(client: string, max?: number): Promise<QuotaSlot>;
};

export type QuotaLimits = { max: number; windowSeconds: number };

const retryAfter = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** One process's quota: the default without REDIS_URL. */
export function memoryOrderQuota(limits: QuotaLimits, now: () => number = Date.now): OrderQuota {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let takes = 0;
  const sweep = (at: number) => {
    for (const [client, window] of windows) if (window.endsAt <= at) windows.delete(client);
  };
  return {
    async take(client, max = limits.max) {
      const at = now();
      if ((takes += 1) % 1000 === 0) sweep(at);
      let window = windows.get(client);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + limits.windowSeconds * 1000 };
        windows.set(client, window);
      }
      if (window.count >= max) return { ok: false, retryAfterSeconds: retryAfter(window.endsAt - at) };
      window.count += 1;
      const taken = window;
      return {
        ok: true,
        release: async () => {
          // A slot taken in a window that has ended has nothing left to give back.
          if (windows.get(client) === taken && taken.count > 0) taken.count -= 1;
        },
      };
    },
  };
}

// Take: count the slot, start the window on the first, and undo the count when over the limit.
const TAKE = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
if count > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return {0, ttl}
end
return {1, ttl}
`;
// Give back: never below zero, never into a window that was not started (the key expired).
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

/** Shared by every instance through Redis. If Redis fails, orders are let through, as for the request limit. */
export function redisOrderQuota(redis: Redis, limits: QuotaLimits, log: Pick<FastifyBaseLogger, 'warn'>): OrderQuota {
  const keyOf = (client: string) => `bakery-order-quota:${client}`;
  const windowMs = limits.windowSeconds * 1000;
  return {
    async take(client, max = limits.max) {
      const key = keyOf(client);
      let answer: [number, number];
      try {
        answer = (await redis.eval(TAKE, 1, key, max, windowMs)) as [number, number];
      } catch (error) {
        log.warn({ err: error }, 'order quota store unavailable; order allowed');
        return { ok: true, release: async () => {} };
      }
      const [allowed, ttl] = answer;
      if (allowed !== 1) return { ok: false, retryAfterSeconds: retryAfter(ttl) };
      return {
        ok: true,
        release: async () => {
          try {
            await redis.eval(RELEASE, 1, key);
          } catch (error) {
            log.warn({ err: error }, 'order quota slot not given back; the client has one order less until its window ends');
          }
        },
      };
    },
  };
}
