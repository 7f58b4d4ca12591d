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

describe('the delivery address asked for', () => {
  it('"i am not sure yet" and "my office" are not taken as the address, which is asked again', () => {
    for (const said of ['i am not sure yet', 'my office', 'hold on let me check']) {
      const { state } = converse(['carrot cake sat noon delivery', said]);
      expect(state.draft.address, said).toBeNull();
      expect(state.awaiting, said).toBe('address');
    }
  });

  it('"make it 2 cakes" while the address is asked changes the order and asks the address again', () => {
    const { state } = converse(['carrot cake sat noon delivery', 'make it 2 cakes']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['2 carrot-whole']);
    expect(state.draft.address).toBeNull();
  });

  it('an address without a number but with a street, or a number without a street type, is still taken', () => {
    expect(converse(['carrot cake sat noon delivery', 'the blue house behind the church on Elm St']).state.draft.address).toBe('the blue house behind the church on Elm St');
    expect(converse(['carrot cake sat noon delivery', '1200 Barton Springs']).state.draft.address).toBe('1200 Barton Springs');
  });

  it('"wrong street, its Pine Ave" never makes the customer "Pine Ave"', () => {
    expect(converse(['chocolate cake sat 1pm delivery to 10 Pine Rd name Ray', 'wrong street, its Pine Ave']).state.draft.name).toBe('Ray');
    expect(converse(['chocolate cake sat 1pm pickup', 'Sarah Lane']).state.draft.name).toBe('Sarah Lane');
  });
});

describe('a cake that made someone sick', () => {
  it('"the last cake you sold me made my kid sick" goes to staff as a complaint', () => {
    expect(converse(['the last cake you sold me made my kid sick']).action).toBe('request_person');
  });
});

describe('the second order and moves by a week', () => {
  it('"forget the second one" and "cancel the second order" drop only the order waiting to be made', () => {
    for (const said of ['actually forget the second one', 'cancel the second order']) {
      const { state, acts } = converse(['carrot cake sat 1pm pickup name Rob and a chocolate cake for sunday 2pm', said]);
      expect(state.laterOrder, said).toBeNull();
      expect(state.draft.items.map((item) => item.sku), said).toEqual(['carrot-whole']);
      expect(types(acts), said).not.toContain('cancelled');
    }
  });

  it('"move it a week later" is a week after the order\'s day, at its time', () => {
    expect(converse(['carrot cake sat 1pm pickup name Ty', 'move it a week later']).state.draft.datetime).toBe('2026-11-28T13:00:00.000-06:00');
  });
});
