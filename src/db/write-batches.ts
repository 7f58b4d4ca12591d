import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { isDatabaseUnavailable } from './database-errors.js';

// Group commit for hot writes. A write never waits to fill a batch: it is sent at once while
// fewer than `maxInFlight` statements are running. Only when all of them are busy does it queue,
// and everything that queued meanwhile goes out together in the next free statement. Under light
// load nothing is delayed; under heavy load one statement, and one commit, carries many writes.

/**
 * For a statement that reads its batch from a JSON array with jsonb_to_recordset: PostgreSQL
 * guesses 100 rows for it, and for 100 rows it prefers reading a whole table over looking each row
 * up. A limit of the batch's real size brings the estimate down to it. Placed after
 * `jsonb_to_recordset(...) as t(...)`.
 *
 * The limit is written into the text, not passed as a parameter: a prepared statement's generic
 * plan cannot see a parameter's value and guesses a tenth of 100 rows, so PostgreSQL judged every
 * execution worth a plan of its own and planned these statements anew each time (a claim took
 * 0.46 ms on PGlite, 0.28 ms with its generic plan). With the size in the text each batch size is
 * a statement of its own (at most MAX_BATCH), whose generic plan is as good as a fresh one.
 */
export const batchSize = (batch: unknown[]): SQL => sql.raw(`limit ${batch.length}`);

/** Runs one batch in one statement, answering with one output per item, in order. */
export type BatchStatement<I, O> = (items: I[]) => Promise<O[]>;

export type WriteBatchOptions<I> = {
  maxInFlight: number;
  maxBatch: number;
  /** Items with the same key never share a batch (a statement may touch a row only once). */
  conflictKey: (item: I) => string;
};

type Waiting<I, O> = { item: I; resolve: (output: O) => void; reject: (error: unknown) => void };

/** Writes one item through the batches; `queued()` counts the items waiting for a free statement. */
export type WriteBatcher<I, O> = ((item: I) => Promise<O>) & { queued(): number };

export function createWriteBatcher<I, O>(run: BatchStatement<I, O>, options: WriteBatchOptions<I>): WriteBatcher<I, O> {
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;

  function nextBatch(): Waiting<I, O>[] {
    const batch: Waiting<I, O>[] = [];
    const keys = new Set<string>();
    let index = 0;
    while (index < queue.length && batch.length < options.maxBatch) {
      const key = options.conflictKey((queue[index] as Waiting<I, O>).item);
      if (keys.has(key)) {
        index += 1; // stays queued, in order, for a later batch
        continue;
      }
      keys.add(key);
      batch.push(...queue.splice(index, 1));
    }
    return batch;
  }

  function pump(): void {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = nextBatch();
      inFlight += 1;
      void send(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  async function send(batch: Waiting<I, O>[]): Promise<void> {
    try {
      settle(batch, await run(batch.map((waiting) => waiting.item)));
    } catch (error) {
      if (batch.length === 1) return (batch[0] as Waiting<I, O>).reject(error);
      // With the database away, trying each item again would only wait out another connect
      // timeout per item before failing the same way.
      if (isDatabaseUnavailable(error)) return batch.forEach((waiting) => waiting.reject(error));
      // One bad item must not fail the others: each is tried again on its own.
      await Promise.all(batch.map((waiting) => run([waiting.item]).then((outputs) => settle([waiting], outputs), waiting.reject)));
    }
  }

  function settle(batch: Waiting<I, O>[], outputs: O[]): void {
    batch.forEach((waiting, index) => {
      if (index < outputs.length) waiting.resolve(outputs[index] as O);
      else waiting.reject(new Error(`a batch statement answered ${outputs.length} outputs for ${batch.length} items`));
    });
  }

  const write = (item: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      pump();
    });
  return Object.assign(write, { queued: () => queue.length });
}

// Beyond a few dozen items, a larger statement saves nothing more per item.
const MAX_BATCH = 64;

// Every batcher made for a database handle, so that metrics can count what waits on it.
const batchersOf = new WeakMap<object, WriteBatcher<never, unknown>[]>();

/** Writes waiting because every statement slot of the database is busy: the pool's queue, as this service sees it. */
export function queuedWrites(database: object): number {
  return (batchersOf.get(database) ?? []).reduce((sum, batcher) => sum + batcher.queued(), 0);
}

/**
 * A batched statement on whichever database it is given: one batcher per database handle, made on
 * first use, with as many batches in flight as the handle has connections. Every caller that
 * writes through the same handle shares its batches, whichever module it is in.
 */
export function batchedStatement<D extends Pick<Database, 'connections'>, I, O>(
  run: (database: D, items: I[]) => Promise<O[]>,
  conflictKey: (item: I) => string,
): (database: D, item: I) => Promise<O> {
  const batchers = new WeakMap<D, WriteBatcher<I, O>>();
  return (database, item) => {
    let write = batchers.get(database);
    if (!write) {
      write = createWriteBatcher((items: I[]) => run(database, items), { maxInFlight: database.connections, maxBatch: MAX_BATCH, conflictKey });
      batchers.set(database, write);
      batchersOf.set(database, [...(batchersOf.get(database) ?? []), write as unknown as WriteBatcher<never, unknown>]);
    }
    return write(item);
  };
}
