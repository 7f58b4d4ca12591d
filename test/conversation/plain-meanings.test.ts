import { describe, expect, it } from 'vitest';
import { converse } from '../helpers/converse.js';

// What a counter clerk takes as plainly meant, found by playing customers against the engine:
// the words of a cake message kept as written, cakes named after drinks, one cake for each of
// two days, and "undo". Checked by acts and the draft, never by wording.

const types = (acts: Array<{ type: string }>) => acts.map((act) => act.type);
const lines = (items: Array<{ sku: string; qty: number }>) => items.map((item) => `${item.qty} ${item.sku}`);

describe('the words of a cake message, as written', () => {
  it('"Text on cake: Go Bears! #1" is the message, asked for the name or any time', () => {
    for (const messages of [
      ['red velvet cake tmrw at 3', 'pickup', 'Text on cake: Go Bears! #1'],
      ['red velvet cake tmrw at 3', 'cake text: Go Bears! #1'],
      ['red velvet cake tmrw at 3', 'writing on the cake: Go Bears! #1'],
    ]) {
      const { state, acts } = converse(messages);
      expect(types(acts), messages.join(' / ')).toContain('note_added');
      expect(state.draft.items[0]?.notes, messages.join(' / ')).toBe('Go Bears! #1');
    }
  });

  it('an exclamation inside the words keeps what follows it; one that ends them does not', () => {
    for (const [said, note] of [
      ['write Go Bears! #1 on it', 'Go Bears! #1'],
      ['write Happy 40th Dad! Love You', 'Happy 40th Dad! Love You'],
      ['write Happy Birthday Mia! I will pick it up', 'Happy Birthday Mia'],
      ['write Congrats Sam! Thanks', 'Congrats Sam'],
      ['can it say congrats grad!', 'congrats grad'],
    ] as const) {
      expect(converse(['red velvet cake tmrw at 3', said]).state.draft.items[0]?.notes, said).toBe(note);
    }
  });
});

describe('cakes named after drinks', () => {
  it('"coffee cake", "tea cakes", "chai spice cake", "latte flavored cake" are cakes we do not make, not drinks', () => {
    for (const said of ['can i get a coffee cake', 'do you have tea cakes', 'a chai spice cake for tomorrow', 'latte flavored cake?', 'do you have coffee cake?']) {
      const { acts, state } = converse([said]);
      expect(types(acts), said).not.toContain('refuse_beverage');
      expect(types(acts), said).toContain('offer_choices');
      expect(state.draft.items, said).toEqual([]);
    }
  });

  it('beside a cake we make, the coffee cake is said to be off the menu and the other is taken', () => {
    const { acts, state } = converse(['a coffee cake and a carrot cake tomorrow at 3']);
    expect(types(acts)).toContain('not_on_menu');
    expect(types(acts)).not.toContain('refuse_beverage');
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
  });

  it('a coffee beside a slice is still a drink, refused', () => {
    const { acts, state } = converse(['a coffee and a slice of carrot']);
    expect(types(acts)).toContain('refuse_beverage');
    expect(lines(state.draft.items)).toEqual(['1 carrot-slice']);
  });
});

describe('one cake for each of two days', () => {
  it('"a carrot cake for sat and sunday" is two orders, one cake each, the second for Sunday', () => {
    const { acts, state } = converse(['carrot cake for sat and sunday please']);
    expect(types(acts)).toContain('two_orders');
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.day).toBe('2026-11-21');
    expect(state.laterOrder).toMatchObject({ items: [{ sku: 'carrot-whole', qty: 1 }], day: '2026-11-22' });
  });

  it('a time said with both days is each order\'s time', () => {
    const { state } = converse(['a red velvet cake for saturday & sunday at 3pm']);
    expect(state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
    expect(state.laterOrder).toMatchObject({ datetime: '2026-11-22T15:00:00.000-06:00' });
  });

  it('both orders are placed in turn, the second at the time then said', () => {
    const { placed, state } = converse(['carrot cake for sat and sunday please', '2pm', 'pickup', 'Jen', 'yes', '2pm', 'yes'], 'sms', { place: true });
    expect(placed).toBe(2);
    expect(state.laterOrder).toBeNull();
  });

  it('two cakes, or two products, or "sat or sunday" stay one order as said', () => {
    for (const said of ['2 carrot cakes for sat and sun', 'carrot cake and a lemon slice for today and sat', 'carrot cake for sat or sunday', 'open sat and sun? i want a carrot cake']) {
      const { acts, state } = converse([said]);
      expect(types(acts), said).not.toContain('two_orders');
      expect(state.laterOrder ?? null, said).toBeNull();
    }
  });
});

describe('"undo"', () => {
  it('after an order is placed, asks staff to cancel it as "cancel that" does', () => {
    const { action } = converse(['carrot cake tomorrow 3pm', 'pickup', 'Jen', 'yes', 'undo'], 'sms', { place: true });
    expect(action).toBe('request_person');
  });

  it('is never a name', () => {
    const { state, acts } = converse(['carrot cake tomorrow 3pm', 'pickup', 'undo']);
    expect(state.draft.name).toBeNull();
    expect(state.awaiting).toBe('name');
    expect(types(acts)).toContain('not_understood');
  });
});
