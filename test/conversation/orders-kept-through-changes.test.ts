import { describe, expect, it } from 'vitest';
import { converse } from '../helpers/converse.js';

// Changes that must leave an order, never empty it: a cancel taken back, one line dropped, the
// cake swapped for slices in one breath, one slice of several taken off. Checked by the draft.

const lines = (messages: string[], channel: 'sms' | 'webchat' = 'sms') => converse(messages, channel).state.draft.items.map((item) => `${item.qty} ${item.sku}`);
const types = (acts: Array<{ type: string }>) => acts.map((act) => act.type);

describe('orders kept through changes', () => {
  it('"actually never mind, i do want it" after "cancel" brings the order back and cancels nothing', () => {
    const { state, acts } = converse(['carrot cake sat noon pickup name Lana', 'cancel', 'actually never mind, i do want it']);
    expect(state.draft.items.map((item) => item.sku)).toEqual(['carrot-whole']);
    expect(types(acts)).not.toContain('cancelled');
  });

  it('"nvm on the carrot" drops the carrot cake, not the order', () => {
    expect(lines(['a carrot cake and a lemon cake sat 3pm pickup name Bea', 'nvm on the carrot'])).toEqual(['1 lemon-whole']);
    // "never mind" alone still cancels.
    expect(types(converse(['carrot cake sat noon pickup name Lana', 'never mind']).acts)).toContain('cancelled');
  });

  it('"cancel the cake and get me 4 fudge slices instead" leaves the 4 slices, and says nothing was missing', () => {
    const { state, acts } = converse(['carrot cake sat noon pickup name Lana', 'actually, cancel the cake and get me 4 fudge slices instead, today at 5']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['4 chocolate-fudge-slice']);
    expect(types(acts)).not.toContain('items_removed');
  });

  it('"remove one slice" from 2 red velvet slices leaves one', () => {
    expect(lines(['2 red velvet slices today 4pm name Lana', 'remove one slice'])).toEqual(['1 red-velvet-slice']);
    expect(lines(['2 red velvet slices and a lemon cake sat 4pm name Lana', 'remove the slices'])).toEqual(['1 lemon-whole']);
  });
});
