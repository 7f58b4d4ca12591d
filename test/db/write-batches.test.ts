import { describe, expect, it } from 'vitest';
import { createWriteBatcher } from '../../src/db/write-batches.js';

type Item = { id: string; key?: string; bad?: boolean };

/** A fake statement that records each batch and finishes only when the test says so. */
function statements() {
  const batches: string[][] = [];
  const pending: Array<() => void> = [];
  let running = 0;
  let mostAtOnce = 0;
  const run = (items: Item[]) => {
    batches.push(items.map((item) => item.id));
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    return new Promise<string[]>((resolve, reject) => {
      pending.push(() => {
        running -= 1;
        if (items.length > 1 && items.some((item) => item.bad)) reject(new Error('the batch failed'));
        else if (items[0]?.bad) reject(new Error(`${items[0].id} is bad`));
        else resolve(items.map((item) => `stored ${item.id}`));
      });
    });
  };
  const finishAll = async () => {
    while (pending.length > 0) {
      for (const finish of pending.splice(0)) finish();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { run, batches, finishAll, mostAtOnce: () => mostAtOnce };
}

const byKey = (item: Item) => item.key ?? item.id;

describe('write batches', () => {
  it('a write goes out at once, alone, while a statement slot is free', async () => {
    const s = statements();
    const write = createWriteBatcher(s.run, { maxInFlight: 2, maxBatch: 10, conflictKey: byKey });
    const first = write({ id: 'a' });
    const second = write({ id: 'b' });
    expect(s.batches).toEqual([['a'], ['b']]);
    await s.finishAll();
    expect(await Promise.all([first, second])).toEqual(['stored a', 'stored b']);
  });

  it('writes arriving while every slot is busy go out together in the next statement, each with its own answer', async () => {
    const s = statements();
    const write = createWriteBatcher(s.run, { maxInFlight: 1, maxBatch: 10, conflictKey: byKey });
    const answers = ['a', 'b', 'c', 'd'].map((id) => write({ id }));
    expect(s.batches).toEqual([['a']]);
    expect(write.queued()).toBe(3);
    await s.finishAll();
    expect(s.batches).toEqual([['a'], ['b', 'c', 'd']]);
    expect(write.queued()).toBe(0);
    expect(await Promise.all(answers)).toEqual(['stored a', 'stored b', 'stored c', 'stored d']);
  });

  it('never runs more statements at once than allowed, nor puts more items in one than allowed', async () => {
    const s = statements();
    const write = createWriteBatcher(s.run, { maxInFlight: 3, maxBatch: 4, conflictKey: byKey });
    const answers = Array.from({ length: 40 }, (_, index) => write({ id: String(index) }));
    await s.finishAll();
    await Promise.all(answers);
    expect(s.mostAtOnce()).toBe(3);
    expect(Math.max(...s.batches.map((batch) => batch.length))).toBe(4);
    expect(s.batches.flat().sort()).toEqual(Array.from({ length: 40 }, (_, index) => String(index)).sort());
  });

  it('writes with the same key never share a statement, and keep their order', async () => {
    const s = statements();
    const write = createWriteBatcher(s.run, { maxInFlight: 1, maxBatch: 10, conflictKey: byKey });
    const answers = [
      write({ id: 'first' }),
      write({ id: 'x1', key: 'x' }),
      write({ id: 'x2', key: 'x' }),
      write({ id: 'y1', key: 'y' }),
      write({ id: 'x3', key: 'x' }),
    ];
    await s.finishAll();
    await Promise.all(answers);
    expect(s.batches).toEqual([['first'], ['x1', 'y1'], ['x2'], ['x3']]);
  });

  it('when a batch fails, each of its writes is tried alone: one bad write fails only itself', async () => {
    const s = statements();
    const write = createWriteBatcher(s.run, { maxInFlight: 1, maxBatch: 10, conflictKey: byKey });
    const answers = [write({ id: 'a' }), write({ id: 'b' }), write({ id: 'bad', bad: true }), write({ id: 'c' })].map((answer) =>
      answer.then(
        (value) => value,
        (error: Error) => `failed: ${error.message}`,
      ),
    );
    await s.finishAll();
    expect(await Promise.all(answers)).toEqual(['stored a', 'stored b', 'failed: bad is bad', 'stored c']);
    expect(s.batches).toEqual([['a'], ['b', 'bad', 'c'], ['b'], ['bad'], ['c']]);
  });

  it('a statement that answers for fewer items than it was given fails those it left out', async () => {
    const write = createWriteBatcher(async (items: Item[]) => items.slice(1).map((item) => item.id), {
      maxInFlight: 1,
      maxBatch: 10,
      conflictKey: byKey,
    });
    await expect(write({ id: 'only' })).rejects.toThrow(/answered 0 outputs for 1 items/);
  });
});
