import { describe, expect, it } from 'vitest';
import { converse } from '../helpers/converse.js';

// Numbers beside an order that count no cake: a date written 11/22, a phone number, an apartment
// or room, a list number, a budget, the people a whole cake is for. And a day glued to its time,
// or put right later in the same message. Checked by the draft only.

const lines = (messages: string[], channel: 'sms' | 'webchat' = 'sms') => converse(messages, channel).state.draft.items.map((item) => `${item.qty} ${item.sku}`);

describe('numbers that count no cake', () => {
  it('a date, a phone number, a unit, a list number or a budget before the cake is no count', () => {
    expect(lines(['11/22 vanilla cake 10am pickup Zoe'])).toEqual(['1 vanilla-bean-whole']);
    expect(lines(['Oliver 312-555-0100 lemon cake sunday 4pm pickup'], 'webchat')).toEqual(['1 lemon-whole']);
    expect(lines(['Apt 12 - carrot cake delivered sunday 2pm'])).toEqual(['1 carrot-whole']);
    expect(lines(['room 305 carrot cake sunday 2pm pickup'])).toEqual(['1 carrot-whole']);
    expect(lines(['Order #2: carrot cake sunday 2pm'])).toEqual(['1 carrot-whole']);
    expect(lines(['my budget is 50 - carrot cake sunday 2pm'])).toEqual(['1 carrot-whole']);
  });

  it('"cake 1: carrot. cake 2: lemon" is a list of cakes, one each, never two lemon cakes', () => {
    expect(lines(['2 cakes for saturday at 2. cake 1: carrot. cake 2: lemon'])).toEqual(['1 carrot-whole', '1 lemon-whole']);
    expect(lines(['Cake #1 - carrot, Cake #2 - red velvet, both saturday 2pm'])).toEqual(['1 carrot-whole', '1 red-velvet-whole']);
    expect(lines(['slice 1: carrot, slice 2: lemon, today 3pm'])).toEqual(['1 carrot-slice', '1 lemon-slice']);
    // Not numbered in turn, a number after the product is still its count.
    expect(lines(['lemon slice 2 and carrot slice 3 today at 4'])).toEqual(['2 lemon-slice', '3 carrot-slice']);
  });

  it('"for 6 people" counts no whole cakes, while slices for 6 people are still counted as said', () => {
    expect(lines(['for 6 people: carrot cake sunday 2pm pickup, Zoe'])).toEqual(['1 carrot-whole']);
    expect(lines(['6 carrot slices for 6 people today at 3'])).toEqual(['6 carrot-slice']);
  });

  it('"Sat 11/21 - 3pm - chocolate cake x2" is two cakes on Saturday at 3 PM', () => {
    const { state } = converse(['Sat 11/21 - 3pm - chocolate cake x2']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['2 chocolate-fudge-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
  });
});

describe('days and times written in a hurry', () => {
  it('"sat3pm" is Saturday at 3 PM, not today', () => {
    expect(converse(['2 carrot slices sat3pm, Zoe']).state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
  });

  it('a day or time put right later in the same message is the one that stands', () => {
    expect(converse(['lemon cake sat 3pm pickup Zoe. Actually make it sunday.']).state.draft.datetime).toBe('2026-11-22T15:00:00.000-06:00');
    expect(converse(['lemon cake sat 3pm, sorry i mean 4pm']).state.draft.datetime).toBe('2026-11-21T16:00:00.000-06:00');
    expect(converse(['lemon cake sat 3pm. no wait sunday 3pm']).state.draft.datetime).toBe('2026-11-22T15:00:00.000-06:00');
  });
});
