import type postgres from 'postgres';

// postgres.js keeps its pool's state to itself, so the pool's use is counted here, at the client:
// a statement holds a connection from when it is sent until it settles, a transaction (`begin`)
// for its whole length. Whatever is in flight beyond the pool's size is waiting for a connection
// (queued, or pipelined behind another statement).

export type PoolUsage = { inUse: number; waiting: number };

/** Wraps the client to count what is in flight; `usage()` reads the counts for metrics. */
export function countingPoolUsage(client: postgres.Sql, size: number): { client: postgres.Sql; usage: () => PoolUsage } {
  let inFlight = 0;
  const settle = () => {
    inFlight -= 1;
  };
  const counted = new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, params?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) => {
          const pending = target.unsafe(query, params, options);
          // A postgres.js query runs when first awaited (after drizzle chose `.values()` or not):
          // count it from then, without running it early.
          const then = pending.then;
          let started = false;
          pending.then = function (this: typeof pending, ...args: Parameters<typeof then>) {
            if (!started) {
              started = true;
              inFlight += 1;
              then.call(pending, settle, settle);
            }
            return then.apply(this, args);
          } as typeof then;
          return pending;
        };
      }
      if (property === 'begin') {
        return async (...args: unknown[]) => {
          inFlight += 1;
          try {
            return await (target.begin as (...a: unknown[]) => Promise<unknown>)(...args);
          } finally {
            settle();
          }
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
  return {
    client: counted,
    usage: () => ({ inUse: Math.min(inFlight, size), waiting: Math.max(0, inFlight - size) }),
  };
}
