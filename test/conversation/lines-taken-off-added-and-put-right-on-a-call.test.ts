import { describe, expect, it } from 'vitest';
import { converse, lines, types } from '../helpers/converse.js';

// Said the way a call is transcribed, at the read-back: a line taken off by its flavour alone
// ("take off the red velvet", "lose the carrot"), one more of a line ("add a lemon slice"), a
// count put right ("no thats wrong it should be three slices"), a question after "wait".

describe('a line taken off', () => {
  it.each([
    ['red velvet cake for tomorrow at eleven pickup name lou', 'take off the red velvet', []],
    ['red velvet cake and a carrot cake for tomorrow at eleven pickup name lou', 'take off the red velvet', ['1 carrot-whole']],
    ['red velvet cake and a carrot cake for tomorrow at eleven pickup name lou', 'remove the red velvet', ['1 carrot-whole']],
    ['two fudge slices and a carrot slice today at four name jon', 'lose the carrot', ['2 chocolate-fudge-slice']],
  ])('%s, then "%s"', (order, change, left) => {
    expect(lines(converse([order, change]).state.draft.items)).toEqual(left);
  });

  it('"not carrot, vanilla" still swaps the cake', () => {
    expect(lines(converse(['a carrot cake for saturday at 2', 'not carrot, vanilla']).state.draft.items)).toEqual(['1 vanilla-bean-whole']);
  });
});

describe('more of a line', () => {
  it.each([
    ['two slices of lemon for pickup today at five name is kim', 'add a lemon slice', ['3 lemon-slice']],
    ['one fudge slice pickup today at five name kim', 'add two fudge slices', ['3 chocolate-fudge-slice']],
    ['one fudge slice pickup today at five name kim', 'can i add a slice of fudge too', ['2 chocolate-fudge-slice']],
    ['a fudge cake for saturday at 2', 'add a lemon slice', ['1 chocolate-fudge-whole', '1 lemon-slice']],
  ])('%s, then "%s"', (order, change, after) => {
    expect(lines(converse([order, change]).state.draft.items)).toEqual(after);
  });
});

describe('a count put right', () => {
  it('"no thats wrong it should be two fudge slices" recounts the fudge line, never takes it off', () => {
    expect(lines(converse(['two lemon slices and a fudge slice today at three name kim', 'no thats wrong it should be two fudge slices']).state.draft.items)).toEqual(['2 lemon-slice', '2 chocolate-fudge-slice']);
  });

  it('"no thats wrong it should be three slices" with one line of slices recounts it', () => {
    expect(lines(converse(['two slices of lemon for pickup today at five name is kim', 'no thats wrong it should be three slices']).state.draft.items)).toEqual(['3 lemon-slice']);
  });
});

describe('a question after "wait"', () => {
  it('"wait does that have nuts in it" at the read-back is answered with the allergen facts and goes to staff with the order', () => {
    const { acts, state } = converse(['two carrot slices today at three name pat', 'wait does that have nuts in it']);
    expect(types(acts)).toContain('answer_allergens');
    expect(types(acts)).not.toContain('answer_products');
    const placed = converse(['two carrot slices today at three name pat', 'wait does that have nuts in it', 'yeah ok'], 'sms', { place: true });
    expect(placed.placed).toBe(1);
    expect(placed.state.draft.allergyNotes).toMatch(/does that have nuts/);
    expect(state.awaiting).toBe('confirm');
  });
});

describe('names said in small letters on a call', () => {
  it('"name pat and um no nuts please my daughter is allergic" keeps Pat and the allergy', () => {
    const { state } = converse(['two fudge slices today at three name pat and um no nuts please my daughter is allergic']);
    expect(state.draft.name).toBe('Pat');
    expect(state.draft.allergyNotes).not.toBeNull();
  });

  it('"name is jon no sorry john with an h" is John', () => {
    expect(converse(['two fudge slices today at four name is jon no sorry john with an h']).state.draft.name).toBe('John');
  });
});

describe('addresses with their town and state, and notes for the driver', () => {
  it.each([
    ['42 Oak St, Edina, MN', '42 Oak St, Edina, MN'],
    ['Unit 4, 42 Oak St, St. Louis Park MN 55416', 'Unit 4, 42 Oak St, St. Louis Park MN 55416'],
    ['1420 Hennepin Ave, Minneapolis, MN 55408', '1420 Hennepin Ave, Minneapolis, MN 55408'],
  ])('"%s" is the address, whole, and no name', (said, address) => {
    const { state } = converse(['chocolate fudge cake delivered tomorrow 3pm', said]);
    expect(state.draft.address).toBe(address);
    expect(state.draft.name).toBeNull();
  });

  it('"delivery to 12 Pine Rd apt 3, lemon chiffon, sunday noon" keeps the cake out of the address', () => {
    const { state } = converse(['delivery to 12 Pine Rd apt 3, lemon chiffon, sunday noon, name Kay, 6123384471']);
    expect(state.draft.address).toBe('12 Pine Rd apt 3');
    expect(lines(state.draft.items)).toEqual(['1 lemon-whole']);
  });

  it('"please call me when the driver is outside" at the read-back is a note for the driver, not a request for a person', () => {
    const { state, action } = converse(['red velvet cake delivered tomorrow 2pm to 42 Oak St', 'Lou', '6123384471', 'please call me when the driver is outside']);
    expect(action).toBeNull();
    expect(state.awaiting).toBe('confirm');
  });
});

describe('a custom cake described while its size is asked', () => {
  it('"8 inch, chocolate, for Tuesday 2pm, ..." sizes the custom cake and adds no fudge cake', () => {
    const { state } = converse(['hi', 'custom cake', '8 inch, chocolate, for Tuesday 2pm, pickup, my name is Ravi, 6123384471, write Happy Retirement Ravi on it']);
    // The first size is stored as null (the product's own), and the size question is answered.
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['1 custom']);
    expect(state.askSizeOf).toBeNull();
    expect(state.draft.items[0]?.notes).toMatch(/Happy Retirement Ravi/);
    expect(state.awaiting).toBe('confirm');
  });
});

describe('answers to what cannot be done', () => {
  it.each(['take them off', 'ok drop the slices'])('"%s" told slices are not delivered takes the slices off and delivers the cake', (answer) => {
    const { state } = converse(['a fudge cake and 2 lemon slices saturday at 2, delivered to 42 Oak St', answer]);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
    expect(state.draft.fulfillment).toBe('delivery');
  });

  it('"please, I\'ll pay extra" for a cake today is told the price stands and offered the earliest time again, never "we do not have pay"', () => {
    const { acts } = converse(['I need a whole chocolate cake today its an emergency', "please, I'll pay extra"]);
    expect(types(acts)).toEqual(['price_policy', 'ask_slot']);
  });
});

describe('an hour put right as it is said', () => {
  it.each([
    ['can i get two slices of red velvet today at three thirty no wait four name jon', '2026-11-20T16:00:00.000-06:00'],
    ['two slices of red velvet today at 2, sorry, 3, name jon', '2026-11-20T15:00:00.000-06:00'],
  ])('"%s" is at the hour said last', (message, datetime) => {
    expect(converse([message]).state.draft.datetime).toBe(datetime);
  });
});
