import { describe, expect, it } from 'vitest';
import { converse, converseAt, saidTo, types } from '../helpers/converse.js';

// What a counter clerk makes of "still have carrot cake slices?", the dearest slice, "is it too
// late to order a cake for tomorrow morning?", and a number said just after the day.

describe('"still have ...?" asks, it does not order', () => {
  it('"still have carrot cake slices?" says the slice is on the menu and orders nothing', () => {
    const { state, acts } = converse(['still have carrot cake slices?']);
    expect(state.draft.items).toEqual([]);
    expect(types(acts)).toContain('answer_products');
    expect(saidTo(['still have carrot cake slices?'])).toContain('I cannot see what is left in the case');
  });

  it('"you still got lemon cake?" is asked of the cake too, and orders nothing', () => {
    expect(converse(['you still got lemon cake?']).state.draft.items).toEqual([]);
  });

  it('a whole cake is baked to order, so only a slice is said to be maybe gone from the case', () => {
    expect(saidTo(['do you still have whole chocolate cakes?'])).not.toContain('left in the case');
  });
});

describe('the dearest and the cheapest', () => {
  it('"the most expensive slice" is the large fudge slice, dearer than any regular slice', () => {
    expect(saidTo(['whats the most expensive slice'])).toMatch(/^Chocolate Fudge Cake Slice .*9\.50 USD \(large\)/);
  });

  it('"your cheapest slice" is still the vanilla slice', () => {
    expect(saidTo(['whats your cheapest slice'])).toMatch(/^Vanilla Bean Cake Slice/);
  });
});

describe('"is it too late to order a cake for ...?" is answered yes or no', () => {
  it('at 10 AM, tomorrow morning is not too late: the earliest is 10:15 AM', () => {
    const { text, state } = converseAt('2026-11-20T10:00', ['is it too late to order a cake for tomorrow morning?']);
    expect(text).toContain('the earliest a whole cake can be ready is Sat, Nov 21 at 10:15 AM');
    expect(text).toContain('So it is not too late for the morning of Sat, Nov 21.');
    expect(state.draft.items).toEqual([]);
  });

  it('at 7 PM, tomorrow morning is too late, and said so', () => {
    const { text, acts } = converseAt('2026-11-20T19:00', ['is it too late to order a cake for tomorrow morning?']);
    expect(acts.find((act) => act.type === 'answer_earliest')).toMatchObject({ inTime: { fits: false, partOfDay: 'morning', day: '2026-11-21' } });
    expect(text).toContain('So it is too late for the morning of Sat, Nov 21, sorry.');
    expect(text).not.toMatch(/Which would you like/);
  });

  it('a time asked is held against the earliest to the minute', () => {
    expect(saidTo(['is it too late to order a cake for tomorrow at 9am?'])).toContain('So it is too late for Sat, Nov 21 at 9:00 AM, sorry.');
    expect(saidTo(['is it still ok to order a cake for sunday 2pm'])).toContain('So it is not too late for Sun, Nov 22 at 2:00 PM.');
  });

  it('"whats the earliest i can get a whole cake" says the earliest, and no verdict on a time not asked', () => {
    const text = saidTo(['whats the earliest i can get a whole cake']);
    expect(text).toContain('the earliest a whole cake can be ready is Sat, Nov 21 at 10:15 AM.');
    expect(text).not.toContain('too late for');
  });
});

describe('a number said just after the day of plural slices', () => {
  it('"lemon slices for today, 3" is 3 PM today, and how many is still asked', () => {
    const { state } = converse(['lemon slices for today, 3']);
    expect(state.draft.datetime).toBe('2026-11-20T15:00:00.000-06:00');
    expect(state.awaiting).toBe('quantity');
    expect(converse(['lemon slices for today, 3', '4']).state.draft.items.map((item) => item.qty)).toEqual([4]);
  });

  it('"lemon slices for tomorrow, 10" asks how many and does not settle on one', () => {
    expect(converse(['lemon slices for tomorrow, 10']).state.awaiting).toBe('quantity');
  });

  it('"lemon slices for 3pm, 6" is still six slices', () => {
    expect(converse(['lemon slices for 3pm, 6']).state.draft.items.map((item) => item.qty)).toEqual([6]);
  });
});

describe('a size we do not make, turned down', () => {
  it('"no" just after hearing the lemon cake comes 10-inch only takes it off and asks what instead', () => {
    const { state, acts } = converse(['can i get the lemon cake in 8 inch', 'no']);
    expect(state.draft.items).toEqual([]);
    expect(types(acts)).toEqual(['items_removed', 'ask_slot']);
    expect(state.lastRemoved?.map((item) => item.sku)).toEqual(['lemon-whole']);
  });

  it('only that cake comes off; the rest of the order stays', () => {
    expect(converse(['a 10 inch carrot cake and 2 lemon slices', 'no']).state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['2 lemon-slice']);
  });

  it('a "no" later in the order is not read as turning the size down', () => {
    expect(converse(['can i get the lemon cake in 8 inch', 'sat 2pm', 'no']).state.draft.items.map((item) => item.sku)).toEqual(['lemon-whole']);
  });
});

describe('"after lunch" and "afternoon on" beside a day', () => {
  it('"chocolate cake for after lunch on monday" keeps Monday and asks the hour in the afternoon', () => {
    const { state } = converse(['chocolate cake for after lunch on monday']);
    expect(state.draft.day).toBe('2026-11-23');
    expect(saidTo(['chocolate cake for after lunch on monday'])).toContain('What time in the afternoon on Mon, Nov 23?');
    expect(saidTo(['chocolate cake', 'monday after lunch'])).toContain('What time in the afternoon on Mon, Nov 23?');
  });

  it('"afternoon on monday" keeps the day, and "afternoon on monday at 3" is 3 PM that day', () => {
    expect(converse(['chocolate cake', 'afternoon on monday']).state.draft.day).toBe('2026-11-23');
    expect(converse(['chocolate cake for in the afternoon on monday']).state.draft.day).toBe('2026-11-23');
    expect(converse(['chocolate cake', 'afternoon on monday at 3']).state.draft.datetime).toBe('2026-11-23T15:00:00.000-06:00');
  });
});

describe('the calendar asked', () => {
  it('"which day is the 5th?" is looked up and orders nothing', () => {
    const { state, acts } = converse(['which day is the 5th?']);
    expect(acts).toContainEqual({ type: 'answer_date', date: '2026-12-05', today: false });
    expect(state.draft.day).toBeNull();
    expect(saidTo(['which day is the 5th?'])).toContain('Saturday, December 5, 2026.');
  });

  it('asked in the middle of an order, it leaves the order on its day', () => {
    const { state } = converse(['chocolate cake sat 2pm', 'what day is the 5th?']);
    expect(state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
    expect(state.awaiting).toBe('fulfillment');
  });

  it('"what day is it today?" and "whats the date today" say today', () => {
    expect(saidTo(['what day is it today?'])).toBe('Today is Friday, November 20, 2026.');
    expect(saidTo(['whats the date today'])).toBe('Today is Friday, November 20, 2026.');
  });

  it('a question about the order\'s own day is not a calendar question', () => {
    expect(converse(['chocolate cake sat 2pm pickup Al', 'what day is my order for?']).acts.some((act) => act.type === 'answer_date')).toBe(false);
  });
});

describe('what the menu does not say, and sizes asked', () => {
  it('"is there alcohol in any of the cakes" and "does the lemon chiffon have gelatin?" are not known here, and order nothing', () => {
    for (const asked of ['is there alcohol in any of the cakes', 'does the lemon chiffon have gelatin? im vegetarian', 'is the lemon cake vegetarian?']) {
      const { acts, state } = converse([asked]);
      expect(types(acts)).toContain('dietary_unknown');
      expect(state.draft.items).toEqual([]);
    }
  });

  it('"rum cake please" is still a cake we lack, not a question about rum', () => {
    expect(types(converse(['rum cake please']).acts)).not.toContain('dietary_unknown');
  });

  it('"do any slices come in large?" names the fudge slice and its large price', () => {
    const text = saidTo(['do any slices come in large?']);
    expect(text).toContain('Chocolate Fudge Cake Slice (a slice, same day): 6.50 USD (regular), 9.50 USD (large).');
    expect(text).not.toContain('Whole cakes (24 hours');
  });

  it('"how many people does an 8 inch cake feed?" answers for the 8-inch cakes, never "we do not have 8in cake"', () => {
    const text = saidTo(['how many people does an 8 inch cake feed?']);
    expect(text).toContain('each serve 10 to 12');
    expect(text).not.toContain('we do not have');
  });
});

describe('"am" or "pm" sent alone', () => {
  it('puts the order\'s hour in the morning or the afternoon', () => {
    expect(converse(['fudge cake for tomorrow at 11', 'am']).state.draft.datetime).toBe('2026-11-21T11:00:00.000-06:00');
    expect(converse(['fudge cake for tomorrow at 2', 'am']).state.draft.datetime).not.toBe('2026-11-21T14:00:00.000-06:00');
  });

  it('"am" after "tomorrow at 5" is 5 AM, outside our hours, and said so; 5 PM is not kept', () => {
    const { state, acts } = converse(['fudge cake for tomorrow at 5', 'am']);
    expect(state.draft.datetime).toBeNull();
    expect(types(acts)).toContain('order_problem');
  });
});

describe('"next weekend"', () => {
  it('is taken as the Saturday after this one, and said so, with the Sunday and this coming weekend offered', () => {
    const { state, acts } = converse(['need a fudge cake next weekend, pickup, Ann']);
    expect(state.draft.day).toBe('2026-11-28');
    expect(acts).toContainEqual({ type: 'other_day_meant', said: 'next_weekend', date: '2026-11-28', other: '2026-11-29' });
    expect(saidTo(['need a fudge cake next weekend, pickup, Ann'])).toContain('Tell me if you meant Sunday, Nov 29, or this coming weekend.');
  });

  it('"sunday" in answer is the Sunday offered, Nov 29, not the coming one', () => {
    expect(converse(['need a fudge cake next weekend, pickup, Ann', 'sunday']).state.draft.day).toBe('2026-11-29');
  });
});

describe('words left from a question name nothing we lack', () => {
  it('"vegan or sugar free options" never says we do not have "or"', () => {
    expect(saidTo(['do you have any vegan or sugar free options'])).not.toContain('we do not have "or"');
  });

  it('"how much is it with tax?" never says we do not have "tax"', () => {
    expect(saidTo(['fudge cake tomorrow 2pm pickup name Jill', 'how much is it with tax?'])).not.toContain('"tax"');
  });
});

describe('a time tonight after closing, while still open', () => {
  it('"2 carrot slices in 20 min" at 7:50 PM says we close at 8 tonight, and a time before then is taken', () => {
    const { text, acts } = converseAt('2026-11-20T19:50', ['can i grab 2 carrot slices in 20 min, Bob']);
    expect(types(acts)).toContain('closes_tonight');
    expect(text).toContain('We close at 8:00 PM tonight');
    expect(converseAt('2026-11-20T19:50', ['can i grab 2 carrot slices in 20 min, Bob', '7:55']).state.draft.datetime).toBe('2026-11-20T19:55:00.000-06:00');
  });

  it('another day after closing still gets the opening hours', () => {
    expect(types(converse(['carrot cake at 8:30 pm tomorrow pickup ann']).acts)).toContain('order_problem');
  });
});

describe('a price asked beside an order', () => {
  const order = 'can i get a red velvet cake saturday 2pm, name Joe, 5125550102. also how much is a carrot and a vanilla cake together?';

  it('in a sentence of its own, its cakes are priced together and not ordered', () => {
    const { state } = converse([order]);
    expect(state.draft.items.map((item) => item.sku)).toEqual(['red-velvet-whole']);
    expect(saidTo([order])).toContain('Together that is 90.00 USD.');
  });

  it('"ok" to the price answer, with the name asked after it, orders nothing more', () => {
    const { state } = converse(['carrot cake sat noon pickup', 'how much is a slice of carrot?', 'ok']);
    expect(state.draft.items.map((item) => item.sku)).toEqual(['carrot-whole']);
    expect(state.awaiting).toBe('name');
    expect(converse(['carrot cake sat noon pickup', 'how much is a slice of carrot?', 'ok add one']).state.draft.items.map((item) => item.sku)).toEqual(['carrot-whole', 'carrot-slice']);
  });
});

describe('a name signed just before the phone number', () => {
  it('"carrot cake sat noon pickup Ivy 5125550121" is Ivy\'s order', () => {
    expect(converse(['carrot cake sat noon pickup Ivy 5125550121']).state.draft.name).toBe('Ivy');
    expect(converse(['one choclate cake and one lemmon cake sat 3pm pickup Rae 5125550100']).state.draft.name).toBe('Rae');
  });

  it('a day or a product before the number is no name', () => {
    expect(converse(['2 lemon slices at 3 Saturday 5125550100']).state.draft.name).toBeNull();
  });
});

describe('"now" before we open', () => {
  it('at 7:30 AM, "a carrot slice for pickup now" is 8 AM, and said so', () => {
    const { state, acts, text } = converseAt('2026-11-20T07:30', ['can i get a carrot slice for pickup now?']);
    expect(state.draft.datetime).toBe('2026-11-20T08:00:00.000-06:00');
    expect(types(acts)).toContain('opens_then');
    expect(text).toContain('We are closed right now and open at 8:00 AM');
  });

  it('while open, "now" says nothing of opening', () => {
    expect(types(converseAt('2026-11-20T12:30', ['carrot slice for pickup now']).acts)).not.toContain('opens_then');
  });
});

describe('a size we do not make, asked', () => {
  const asked = 'Do you have a 10 inch chocolate fudge cake? need it sat 2pm pickup Ed 5125550131';

  it('says the 10-inch custom cake and its starting price beside the 8-inch fudge cake', () => {
    expect(saidTo([asked])).toContain('A 10-inch Custom Cake starts at 85.00 USD, with 72 hours\' notice and staff approval.');
  });

  it('"ok the 8 inch then" orders the 8-inch cake for the time said', () => {
    const { state } = converse([asked, 'ok the 8 inch then']);
    expect(state.draft.items.map((item) => item.sku)).toEqual(['chocolate-fudge-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
  });
});

describe('the calendar asked, by month and day', () => {
  it('"what day of the week is dec 5" and "is dec 12 a saturday?" name those days', () => {
    expect(saidTo(['what day of the week is dec 5'])).toBe('Saturday, December 5, 2026.');
    expect(saidTo(['is dec 12 a saturday?'])).toBe('Saturday, December 12, 2026.');
    expect(converse(['is dec 12 a saturday?']).state.draft.datetime).toBeNull();
  });
});

describe('a greeting before a question', () => {
  it('"hi is the carrot cake good?" and "hey, is the lemon cake moist?" are answered, not ordered', () => {
    for (const asked of ['hi is the carrot cake good?', 'hey, is the lemon cake moist?']) expect(converse([asked]).state.draft.items, asked).toEqual([]);
    expect(converse(['hi carrot cake sat 2pm']).state.draft.items.map((item) => item.sku)).toEqual(['carrot-whole']);
  });
});

describe('after "not too late for tomorrow morning"', () => {
  it('the cake ordered next is for that day, and a time said next is that day\'s', () => {
    const { state } = converse(['is it too late to order a cake for tomorrow morning?', 'ok lets do a fudge cake then', '10:30']);
    expect(state.draft.datetime).toBe('2026-11-21T10:30:00.000-06:00');
  });

  it('too late, no day is kept', () => {
    expect(converseAt('2026-11-20T19:00', ['is it too late to order a cake for tomorrow morning?']).state.draft.day).toBeNull();
  });
});
