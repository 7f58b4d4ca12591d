import { describe, expect, it } from 'vitest';
import { converse, lines, saidTo, types } from '../helpers/converse.js';

// What a counter clerk makes of a count taken off a line ("take one lemon off", "minus 1
// fudge"), slices swapped for "the whole cake", and one of two cakes swapped for another.

describe('a count taken off a line', () => {
  it('"take one lemon off" of 3 lemon slices leaves 2, not 1', () => {
    expect(lines(converse(['3 lemon slices and 2 carrot slices pickup 4pm today name Dee', 'take one lemon off']).state.draft.items)).toEqual(['2 lemon-slice', '2 carrot-slice']);
  });

  it('"minus 1 fudge" of 4 fudge slices leaves 3', () => {
    expect(lines(converse(['4 fudge slices pickup 4pm today name Dee', 'minus 1 fudge']).state.draft.items)).toEqual(['3 chocolate-fudge-slice']);
  });

  it('"minus two vanilla slices" with nothing ordered is still no count, and how many is asked', () => {
    expect(converse(['minus two vanilla slices']).state.awaiting).toBe('quantity');
  });
});

describe('slices swapped for "the whole cake"', () => {
  it('"just get me the whole cake" in place of 4 carrot slices is one cake, not four', () => {
    expect(lines(converse(['4 carrot slices today 2pm pickup name Zed', 'actually just get me the whole cake for tomorrow at 2']).state.draft.items)).toEqual(['1 carrot-whole']);
  });
});

describe('one of two cakes swapped', () => {
  it('"swap one for a red velvet cake" of 2 carrot cakes is one of each', () => {
    expect(lines(converse(['2 carrot cakes tomorrow 2pm pickup name Lu', 'swap one for a red velvet cake']).state.draft.items)).toEqual(['1 carrot-whole', '1 red-velvet-whole']);
    expect(lines(converse(['2 carrot cakes tomorrow 2pm pickup name Lu', 'swap one for red velvet']).state.draft.items)).toEqual(['1 carrot-whole', '1 red-velvet-whole']);
  });

  it('"change two to carrot" of 4 lemon slices is 2 of each', () => {
    expect(lines(converse(['4 lemon slices at 3 name Al', 'change two to carrot']).state.draft.items)).toEqual(['2 lemon-slice', '2 carrot-slice']);
  });
});

describe('the wrong line taken off', () => {
  it('"no wait not the carrot, the fudge" just after the carrot came off puts it back and takes the fudge off', () => {
    const { state } = converse(['carrot cake and fudge cake tomorrow 2pm pickup name Lu', 'remove the carrot', 'no wait not the carrot, the fudge']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.lastRemoved?.map((item) => item.sku)).toEqual(['chocolate-fudge-whole']);
  });

  it('"lemon instead of the carrot" with the carrot already off keeps the fudge', () => {
    const { state } = converse(['carrot cake and fudge cake tomorrow 2pm pickup name Lu', 'remove the carrot', 'actually lemon instead of the carrot']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
    expect(state.awaiting).toBe('choice');
  });
});

describe('two counts in a row with no comma between', () => {
  it('"2 fudge slices 1 large fudge slice" is 2 regular and 1 large', () => {
    expect(converse(['2 fudge slices 1 large fudge slice today 3pm name Ike']).state.draft.items.map((item) => `${item.qty} ${item.sku} ${item.size ?? 'regular'}`)).toEqual(['2 chocolate-fudge-slice regular', '1 chocolate-fudge-slice large']);
  });

  it('"3 carrot slices 1 large fudge slice": the large goes on the fudge slice, not the carrot', () => {
    expect(converse(['3 carrot slices 1 large fudge slice today 3pm name Ike']).state.draft.items.map((item) => `${item.qty} ${item.sku} ${item.size ?? 'regular'}`)).toEqual(['3 carrot-slice regular', '1 chocolate-fudge-slice large']);
  });

  it('"red velvet slices 3 at 4" is still three slices', () => {
    expect(lines(converse(['red velvet slices 3 at 4']).state.draft.items)).toEqual(['3 red-velvet-slice']);
  });
});

describe('two of a cake, one on each day', () => {
  it('"two fudge cakes, one for saturday and one for sunday" is two orders, one cake each day', () => {
    const { state } = converse(['two fudge cakes, one for saturday and one for sunday, both at noon, pickup, Eli']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T12:00:00.000-06:00');
    expect(state.laterOrder?.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['1 chocolate-fudge-whole']);
    expect(state.laterOrder?.datetime).toBe('2026-11-22T12:00:00.000-06:00');
  });
});

describe('cancelling with an order placed here and another being made', () => {
  const adding = ['fudge cake tomorrow 2pm pickup name Abe', 'yes', 'can i add a carrot cake too'];

  it('"cancel my order" drops the one being made and asks staff to cancel the placed one', () => {
    const { acts, action, state } = converse([...adding, 'cancel my order'], 'sms', { place: true });
    expect(types(acts)).toEqual(['cancelled', 'handoff']);
    expect(action).toBe('request_person');
    expect(state.draft.items).toEqual([]);
    expect(saidTo([...adding, 'actually cancel the whole thing'], { place: true })).not.toContain('Nothing was placed');
  });

  it('"never mind" drops only the one being made, and says the placed one stands', () => {
    const { acts, action } = converse([...adding, 'never mind'], 'sms', { place: true });
    expect(types(acts)).toEqual(['cancelled']);
    expect(action).toBeNull();
    expect(saidTo([...adding, 'never mind'], { place: true })).toContain('placed earlier, still stands');
  });
});

describe('both, and the one slice', () => {
  it('"make both of them large" of a carrot and a fudge slice makes the fudge large and says the carrot stays regular', () => {
    const { state, acts } = converse(['carrot slice and fudge slice pickup 4pm name Gus', 'make both of them large']);
    expect(state.draft.items.map((item) => `${item.sku} ${item.size ?? 'regular'}`)).toEqual(['carrot-slice regular', 'chocolate-fudge-slice large']);
    expect(acts).toContainEqual({ type: 'size_not_offered', sku: 'carrot-slice', wanted: 'large', kept: null, asked: true });
  });

  it('"remove the slice" with a lemon and a fudge slice asks which, and "the lemon" takes that one off', () => {
    expect(converse(['lemon slice and fudge slice at 3 name Lu', 'remove the slice']).state.awaiting).toBe('choice');
    expect(lines(converse(['lemon slice and fudge slice at 3 name Lu', 'remove the slice', 'the lemon']).state.draft.items)).toEqual(['1 chocolate-fudge-slice']);
  });

  it('"remove the slice" with one slice on the order takes it off', () => {
    expect(lines(converse(['lemon slice and fudge cake sat 3 name Lu', 'remove the slice']).state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
  });
});

describe('more said just after placing', () => {
  it('"oh and 2 lemon slices please" is a separate order at the placed order\'s time, said', () => {
    const { acts, state } = converse(['fudge cake tomorrow 2pm pickup name Abe', 'yes', 'oh and 2 lemon slices please'], 'sms', { place: true });
    expect(acts[0]).toMatchObject({ type: 'separate_order', at: '2026-11-21T14:00:00.000-06:00' });
    expect(state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
  });
});

describe('options picked by their numbers', () => {
  it('"1 and 3" for two cakes picks the first and the third, one each', () => {
    expect(lines(converse(['2 cakes for tomorrow', '1 and 3']).state.draft.items)).toEqual(['1 chocolate-fudge-whole', '1 red-velvet-whole']);
    expect(lines(converse(['2 cakes for tomorrow', '#1, #4']).state.draft.items)).toEqual(['1 chocolate-fudge-whole', '1 lemon-whole']);
  });

  it('"ok then 2" picks option 2, one of it, not two', () => {
    expect(lines(converse(['i want a cake', 'ok then 2']).state.draft.items)).toEqual(['1 carrot-whole']);
  });
});

describe("a custom cake's design said with the order around it", () => {
  it('"custom cake 8 inch dinosaur theme dec 5 at 1pm pickup name Zed" notes only the theme', () => {
    expect(converse(['custom cake 8 inch dinosaur theme dec 5 at 1pm pickup name Zed']).state.draft.items[0]?.notes).toBe('dinosaur theme');
  });

  it('so a size changed later leaves no other size in the note', () => {
    const { state } = converse(['custom cake 8 inch dinosaur theme dec 5 at 1pm pickup name Zed', 'make it 10 inch instead']);
    expect(state.draft.items[0]?.size).toBe('10-inch');
    expect(state.draft.items[0]?.notes).not.toMatch(/8 inch/);
  });
});

describe('after placing', () => {
  it('"what time should I come?" looks the placed order up', () => {
    expect(converse(['carrot cake sat 10am pickup, name Kim, 5125550105', 'yes', 'what time should I come?'], 'sms', { place: true }).action).toBe('order_status');
  });
});

describe('several options by number after "a slice"', () => {
  it('"I want a slice" then "1 and 3" is one of each, the two picked', () => {
    expect(lines(converse(['I want a slice', '1 and 3']).state.draft.items)).toEqual(['1 chocolate-fudge-slice', '1 red-velvet-slice']);
  });

  it('"assorted" for two cakes over six options is still asked again', () => {
    expect(converse(['2 cakes for tomorrow', 'assorted']).state.draft.items).toEqual([]);
  });
});

describe('part of a line', () => {
  it('"minus 1 carrot" then "no not the carrot, the lemon" puts the carrot back and takes one lemon off', () => {
    expect(lines(converse(['2 carrot slices and 3 lemon slices at 3 name Al', 'minus 1 carrot', 'no not the carrot, the lemon']).state.draft.items)).toEqual(['2 carrot-slice', '2 lemon-slice']);
  });

  it('"replace 2 carrot with fudge" of 3 carrot slices changes two of them', () => {
    expect(lines(converse(['3 carrot slices at 3 name Al', 'replace 2 carrot with fudge']).state.draft.items)).toEqual(['1 carrot-slice', '2 chocolate-fudge-slice']);
  });

  it('"minus 1 fudge" with 2 regular fudge slices and a large one takes a regular one off', () => {
    expect(converse(['2 fudge slices and a large fudge slice at 3 name Al', 'minus 1 fudge']).state.draft.items.map((item) => `${item.qty} ${item.size ?? 'regular'}`)).toEqual(['1 regular', '1 large']);
  });
});

describe('one cake on each of two days, said other ways', () => {
  it('"a fudge cake for saturday and another one for sunday" is a cake each day', () => {
    const { state } = converse(['a fudge cake for saturday and another one for sunday, 2pm pickup']);
    expect(state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
    expect(state.laterOrder?.datetime).toBe('2026-11-22T14:00:00.000-06:00');
  });

  it('"two vanilla cakes one saturday one sunday both at 2pm" is a cake each day', () => {
    const { state } = converse(['two vanilla cakes one saturday one sunday both at 2pm']);
    expect(lines(state.draft.items)).toEqual(['1 vanilla-bean-whole']);
    expect(state.laterOrder?.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['1 vanilla-bean-whole']);
  });

  it('"december 1st with Happy Birthday" keeps December 1st', () => {
    expect(converse(['carrot cake for december 1st with Happy Birthday, 3pm pickup']).state.draft.datetime).toBe('2026-12-01T15:00:00.000-06:00');
  });
});

describe('a bare count at the read-back of several lines', () => {
  const readBack = ['2 lemon slices and 1 fudge slice pickup today at 3pm', 'Ann'];

  it('asks which line, and "the lemon" takes it', () => {
    expect(converse([...readBack, '555']).state.awaiting).toBe('choice');
    expect(lines(converse([...readBack, '3', 'the lemon']).state.draft.items)).toEqual(['3 lemon-slice', '1 chocolate-fudge-slice']);
  });
});

describe('a line put back', () => {
  it('"put the carrot back and remove fudge" puts the carrot back before the fudge comes off', () => {
    expect(lines(converse(['2 carrot slices and 1 fudge slice', 'remove carrot', 'sorry wrong one, put the carrot back and remove fudge']).state.draft.items)).toEqual(['2 carrot-slice']);
  });

  it('"i want the carrot after all" puts it back and keeps the fudge', () => {
    expect(lines(converse(['1 carrot slice 1 fudge slice today 3pm Hal', 'remove the carrot', 'wait i want the carrot after all']).state.draft.items)).toEqual(['1 chocolate-fudge-slice', '1 carrot-slice']);
    expect(lines(converse(['1 fudge slice today 3pm Hal', 'i want a carrot slice too']).state.draft.items)).toEqual(['1 chocolate-fudge-slice', '1 carrot-slice']);
  });
});

describe('the order being made emptied, a second order waiting', () => {
  it('the second order becomes the order, said, and goes on', () => {
    const { state, acts } = converse(['a lemon cake tomorrow 2pm and 2 lemon slices today', 'take one lemon off']);
    expect(lines(state.draft.items)).toEqual(['2 lemon-slice']);
    expect(state.laterOrder).toBeNull();
    expect(types(acts)).toContain('next_order');
  });

  it('"cancel" still drops everything', () => {
    expect(converse(['a lemon cake tomorrow 2pm and 2 lemon slices today', 'cancel']).state.draft.items).toEqual([]);
  });
});

describe('paying, asked after placing', () => {
  it('"can I pay when I pick up?" is answered, and no new order is asked for', () => {
    const { acts } = converse(['carrot cake sat 10am pickup, name Kim, 5125550105', 'yes', 'can I pay when I pick up?'], 'sms', { place: true });
    expect(types(acts)).toEqual(['payment_policy']);
  });

  it('asked before any order, what to order is still asked', () => {
    expect(types(converse(['can I pay by card?']).acts)).toContain('ask_slot');
  });
});
