import { describe, expect, it } from 'vitest';
import { converse } from '../helpers/converse.js';

// Said beside an order: drinks, never ordered however they are named (the cake beside them is,
// and the customer hears why the drink is not), and a message for each of two cakes. Checked by
// acts and the draft.

const types = (acts: Array<{ type: string }>) => acts.map((act) => act.type);

describe('drinks said with an order', () => {
  it('"a cup of joe", "a gallon of milk", "a glass of milk" are refused, and the cake or slice is taken', () => {
    for (const [said, sku] of [
      ['a vanilla slice and a cup of joe today at 3', 'vanilla-bean-slice'],
      ['a chocolate cake tomorrow noon pickup name Bo, plus a gallon of milk', 'chocolate-fudge-whole'],
      ['a glass of milk with my slice of lemon today at 3', 'lemon-slice'],
    ] as const) {
      const { state, acts } = converse([said]);
      expect(types(acts), said).toContain('refuse_beverage');
      expect(state.draft.items.map((item) => item.sku), said).toEqual([sku]);
    }
  });

  it('"is there milk in the lemon cake?" is an ingredient question, not a drink', () => {
    expect(types(converse(['is there milk in the lemon cake?']).acts)).not.toContain('refuse_beverage');
  });
});

describe('a message for each of two cakes', () => {
  it('"2 vanilla cakes, one says Happy Birthday Ann and the other says Happy Birthday Ben" writes each on a cake of its own', () => {
    const { state } = converse(['2 vanilla cakes sat 3pm, one says Happy Birthday Ann and the other says Happy Birthday Ben']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku} ${item.notes}`)).toEqual(['1 vanilla-bean-whole Happy Birthday Ann', '1 vanilla-bean-whole Happy Birthday Ben']);
  });
});
