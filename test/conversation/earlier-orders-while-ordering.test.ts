import { describe, expect, it } from 'vitest';
import { converse, lines, types } from '../helpers/converse.js';

// An earlier order spoken of while another is being made: staff take care of the earlier one,
// and the one being made is kept as it was.

describe('cancelling an earlier order while making a new one', () => {
  const READ_BACK = ['a carrot cake tomorrow at noon', 'pickup', 'Ann'];

  it('goes to staff, and the order being made stays, read back again', () => {
    for (const message of ['I want to cancel my order from yesterday', 'cancel my previous order', 'cancel ord_abcdefghjkmnpqrstvwx please']) {
      const turn = converse([...READ_BACK, message]);
      expect(turn.action, message).toBe('request_person');
      expect(types(turn.acts), message).toEqual(['handoff', 'summary']);
      expect(lines(turn.state.draft.items), message).toEqual(['1 carrot-whole']);
    }
    expect(converse([...READ_BACK, 'cancel my previous order', 'yes']).action).toBe('place_order');
  });

  it('"cancel my order" with no earlier one named still gives up the order being made', () => {
    const turn = converse([...READ_BACK, 'cancel my order']);
    expect(turn.state.draft.items).toEqual([]);
    expect(turn.action).toBeNull();
  });
});

describe('a delivery that never came, or an order got wrong', () => {
  it('goes to staff with an apology, and starts no order', () => {
    for (const message of ['my delivery never arrived', 'the delivery didnt show up', 'nobody delivered my cake', 'you got my order wrong', 'my cake never came']) {
      const turn = converse([message]);
      expect(turn.action, message).toBe('request_person');
      expect(types(turn.acts), message).toEqual(['handoff']);
      expect(turn.state.draft.fulfillment, message).toBeNull();
    }
  });
});

describe('an order placed before, asked about by what it was', () => {
  it('"just checking my chocolate cake for tomorrow is still on?" asks for its id and orders nothing', () => {
    for (const message of ['just checking my chocolate cake for tomorrow is still on?', 'is my carrot cake for saturday still on?']) {
      const turn = converse([message]);
      expect(turn.state.draft.items, message).toEqual([]);
      expect(turn.state.awaiting, message).toBe('order_id');
    }
  });

  it('described instead of its id ("its under Ann, carrot cake for saturday"), goes to staff; no new order is started', () => {
    const turn = converse(['where is my order?', 'its under Ann, carrot cake for saturday']);
    expect(turn.action).toBe('request_person');
    expect(turn.state.draft.items).toEqual([]);
  });
});
