import { describe, expect, it } from 'vitest';
import { converse } from '../helpers/converse.js';

// A web chat customer who will not give a phone number: an order is placed only with one, so the
// clerk says why and where else to order, keeps the order, and never asks the same question in a
// loop. Checked by acts and the draft, never by wording.

const types = (acts: Array<{ type: string }>) => acts.map((act) => act.type);
const ORDER = ['2 lemon slices today at 3', 'Sam'];

describe('a phone number refused on the web chat', () => {
  it('"I would rather not give my number" is told why it is needed; the order is kept and the number is not asked for again at once', () => {
    const { acts, state } = converse([...ORDER, 'i would rather not give my number'], 'webchat');
    expect(acts).toEqual([{ type: 'phone_refused', known: false, again: false }]);
    expect(state.awaiting).toBeNull();
    expect(state.draft.items).toHaveLength(1);
  });

  it('a bare "no" to "what phone number?" is a refusal, not a number misread', () => {
    const { acts } = converse([...ORDER, 'no'], 'webchat');
    expect(types(acts)).toEqual(['phone_refused']);
    expect(types(acts)).not.toContain('invalid_phone');
  });

  it('refused again, the answer changes and still asks nothing; a number sent later goes on the order', () => {
    const again = converse([...ORDER, 'no', 'no'], 'webchat');
    expect(again.acts).toEqual([{ type: 'phone_refused', known: false, again: true }]);
    expect(again.state.awaiting).toBeNull();
    const relented = converse([...ORDER, 'no', 'no', 'ok fine its 512 555 0188'], 'webchat');
    expect(relented.state.draft.phone).toBe('+15125550188');
    expect(types(relented.acts)).toContain('summary');
  });

  it('"place it" after refusing asks for the number, with nothing said about not understanding', () => {
    const { acts } = converse([...ORDER, 'no', 'place it'], 'webchat');
    expect(acts).toEqual([{ type: 'ask_slot', slot: 'phone' }]);
  });

  it('"can I order without giving my phone number?" is answered, with "giving" taken for no product', () => {
    const { acts, state } = converse(['can i order without giving my phone number?'], 'webchat');
    expect(types(acts)).toEqual(['phone_refused']);
    expect(state.draft.items).toEqual([]);
  });

  it('by text message the number is already known: the customer hears so and the order goes on', () => {
    const { acts } = converse(['2 lemon slices today at 3', 'i dont want to give you my number']);
    expect(acts[0]).toEqual({ type: 'phone_refused', known: true, again: false });
    expect(acts[1]).toEqual({ type: 'ask_slot', slot: 'name' });
  });
});

describe('a change said while the phone number is asked', () => {
  it('"actually make it 3 slices" changes the order and asks for the number again, with no "not a phone number"', () => {
    const { state, acts } = converse(['2 red velvet slices today 4pm', 'Lana', 'actually make it 3 slices'], 'webchat');
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['3 red-velvet-slice']);
    expect(types(acts)).not.toContain('invalid_phone');
    expect(state.awaiting).toBe('phone');
  });
});
