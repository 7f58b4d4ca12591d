import { describe, expect, it } from 'vitest';
import { newOrderId, ORDER_ID_PATTERN } from '../../src/orders/order-id.js';

describe('order ids', () => {
  it('are well-formed and never repeat, across many refills of the random pool', () => {
    const ids = Array.from({ length: 20_000 }, newOrderId);
    for (const id of ids) expect(id).toMatch(ORDER_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('use every letter of the alphabet about equally (no byte is reused or biased)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 5_000; i += 1) for (const character of newOrderId().slice(4)) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(counts.size).toBe(32);
    // 100,000 characters over 32 letters: about 3,125 each; a reused or stuck byte would skew it.
    for (const count of counts.values()) expect(Math.abs(count - 3125)).toBeLessThan(400);
  });
});
