import { describe, expect, it } from 'vitest';
import { converse, converseAt, saidTo, types } from '../helpers/converse.js';

// What a counter clerk hears in "for friday" said on a Friday, in a count said after the slices,
// in "Happy 40th Dave!!", in "will it be ready by 2?" before the order is placed, and in a time
// put right after a question mark. The sample clock is Fri 2026-11-20 10:00 Central.

const lines = (messages: string[]) => converse(messages).state.draft.items.map((item) => `${item.qty} ${item.sku}`);


describe("today's weekday named when today cannot be", () => {
  it('"a chocolate cake for friday at 2pm" on a Friday morning is next Friday at 2 PM (a whole cake needs a day), said', () => {
    const { state, acts, text } = converseAt('2026-11-20T10:00', ['chocolate cake for friday at 2pm']);
    expect(state.draft.datetime).toBe('2026-11-27T14:00:00.000-06:00');
    expect(types(acts)).toContain('weekday_taken_next_week');
    expect(text).toContain('Today is Friday, so I have it for next week: Fri, Nov 27 at 2:00 PM.');
  });

  it('slices for "friday at 2pm" said at 3 PM on the Friday are next Friday; said at 10 AM they are today', () => {
    expect(converseAt('2026-11-20T15:00', ['2 lemon slices for friday at 2pm']).state.draft.datetime).toBe('2026-11-27T14:00:00.000-06:00');
    const morning = converseAt('2026-11-20T10:00', ['2 lemon slices for friday at 2pm']);
    expect(morning.state.draft.datetime).toBe('2026-11-20T14:00:00.000-06:00');
    expect(types(morning.acts)).not.toContain('weekday_taken_next_week');
  });

  it('a day said without a time moves too, and the time on that day is asked', () => {
    const { state, text } = converseAt('2026-11-20T10:00', ['carrot cake for friday']);
    expect(state.draft.day).toBe('2026-11-27');
    expect(state.awaiting).toBe('time');
    expect(text).toContain('Today is Friday, so I have it for next week: Fri, Nov 27.');
  });

  it('"this friday" is today, and too soon for a cake, with the earliest time offered', () => {
    const { state, acts } = converseAt('2026-11-20T10:00', ['carrot cake for this friday at 2pm']);
    expect(state.draft.datetime).toBeNull();
    expect(types(acts)).toContain('order_problem');
    expect(types(acts)).not.toContain('weekday_taken_next_week');
  });

  it('another weekday is not moved', () => {
    expect(converseAt('2026-11-20T10:00', ['carrot cake for saturday at 2pm']).state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
  });
});

describe('a count said after the slices, in a clause of its own', () => {
  it('"lemon slices for 3pm, 1/2 doz" is six', () => {
    expect(lines(['lemon slices for 3pm, 1/2 doz'])).toEqual(['6 lemon-slice']);
  });

  it('"half a dozen", "6 please", "6" after a comma, with or without a time', () => {
    expect(lines(['lemon slices for 3pm, half a dozen'])).toEqual(['6 lemon-slice']);
    expect(lines(['lemon slices for 3pm, 6 please'])).toEqual(['6 lemon-slice']);
    expect(lines(['lemon slices, 1/2 dozen'])).toEqual(['6 lemon-slice']);
    expect(lines(['red velvet slices, 4, for 2pm'])).toEqual(['4 red-velvet-slice']);
  });

  it('a number just after a day may be the hour, and is not taken as the count', () => {
    expect(lines(['lemon slices for today, 3'])).not.toEqual(['3 lemon-slice']);
  });
});

describe('the words for a cake keep their exclamation marks', () => {
  it('"Happy 40th Dave!! 🎉" is written "Happy 40th Dave!!"', () => {
    expect(converse(['chocolate cake saturday 2pm that says Happy 40th Dave!! 🎉']).state.draft.items[0]?.message).toBe('Happy 40th Dave!!');
  });

  it('with "on it" after them, and a greeting said alone', () => {
    expect(converse(['vanilla cake tomorrow 2pm with Congrats Jess! on it']).state.draft.items[0]?.message).toBe('Congrats Jess!');
    expect(converse(['a chocolate cake for tomorrow, Happy Birthday Mia! pickup at 2']).state.draft.items[0]?.message).toBe('Happy Birthday Mia!');
    expect(converse(['carrot cake tmrw 3pm write Congrats! Grad on it']).state.draft.items[0]?.message).toBe('Congrats! Grad');
  });
});

describe('"will it be ready by 2?" at the read-back of a pickup order', () => {
  const readBack = ['chocolate cake tomorrow 2pm pickup, name Al'];

  it('is not placed yet, and will be ready at the time on the order once placed', () => {
    const text = saidTo([...readBack, 'will it be ready by 2?']);
    expect(text).toContain('It is not placed yet. Once you place it, it will be ready for pickup on Sat, Nov 21 at 2:00 PM.');
    expect(converse([...readBack, 'will it be ready by 2?']).state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
  });

  it('"will it be there by 2?" of a pickup order is not answered with the delivery policy', () => {
    const { acts } = converse([...readBack, 'will it be there by 2?']);
    expect(types(acts)).toContain('ready_when_placed');
    expect(types(acts)).not.toContain('delivery_policy');
  });

  it('asked by an earlier time, it says the order is down for later, and moves nothing', () => {
    expect(saidTo([...readBack, 'will it be ready by 1?'])).toContain('The order is down for pickup on Sat, Nov 21 at 2:00 PM; tell me if you need it earlier.');
    expect(converse([...readBack, 'will it be ready by 1?']).state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
  });

  it('a delivery is promised no time', () => {
    const { acts } = converse(['chocolate cake tomorrow 2pm delivery to 12 Oak St, name Al', 'will it be there by 2?']);
    expect(types(acts)).toContain('delivery_policy');
    expect(types(acts)).not.toContain('ready_when_placed');
  });

  it('"is it confirmed?" is only not placed yet', () => {
    expect(types(converse([...readBack, 'is it confirmed?']).acts)).not.toContain('ready_when_placed');
  });
});

describe('a time put right after a question mark', () => {
  it('"like one o clock? one thirty." is 1:30', () => {
    expect(converse(['chocolate cake tomorrow at like one o clock? one thirty.']).state.draft.datetime).toBe('2026-11-21T13:30:00.000-06:00');
    expect(converse(['chocolate cake tomorrow at 1? 1:30 is better']).state.draft.datetime).toBe('2026-11-21T13:30:00.000-06:00');
  });
});

describe('"add 2 lemon slices to that" just after an order is placed', () => {
  const placed = ['2 chocolate slices at 3pm today, name Al', 'yes'];

  it('is a separate order at the placed order\'s time, said, and read back without asking the time again', () => {
    const { state, acts } = converse([...placed, 'add 2 lemon slices to that'], 'sms', { place: true });
    expect(state.draft.datetime).toBe('2026-11-20T15:00:00.000-06:00');
    expect(types(acts)).toEqual(['separate_order', 'items_added', 'summary']);
    expect(saidTo([...placed, 'add 2 lemon slices to that'], { place: true })).toContain('this will be a separate order, for the same time, Fri, Nov 20 at 3:00 PM, unless you tell me another');
  });

  it('"can I add a carrot slice?" just after placing is the same: a separate order at that time', () => {
    const { state, acts } = converse(['2 fudge slices today at 5pm', 'Lee', 'yes', 'can I add a carrot slice?'], 'sms', { place: true });
    expect(types(acts)).toEqual(['separate_order', 'items_added', 'summary']);
    expect(state.draft.datetime).toBe('2026-11-20T17:00:00.000-06:00');
  });

  it('another time said with them is theirs', () => {
    expect(converse([...placed, 'add 2 lemon slices to that for 5pm'], 'sms', { place: true }).state.draft.datetime).toBe('2026-11-20T17:00:00.000-06:00');
  });
});

describe('a count of slices and the flavours it is made of', () => {
  it('"3 of each" of five flavours when a dozen was asked for is 15, and said to be', () => {
    const messages = ['a dozen slices for 3pm', 'a mix', '3 of each'];
    expect(lines(messages)).toEqual(['3 chocolate-fudge-slice', '3 carrot-slice', '3 red-velvet-slice', '3 lemon-slice', '3 vanilla-bean-slice']);
    expect(saidTo(messages)).toContain('That makes 15 slices in all, not 12; tell me if you would like other counts.');
  });

  it('"6 each" of two flavours when a dozen was asked for says nothing more', () => {
    expect(types(converse(['a dozen slices for 3pm', 'choc and lemon', '6 each']).acts)).not.toContain('share_total_differs');
  });

  it('"6 slices for 3pm, 4 choc" takes the 4 and asks the flavour of the other 2', () => {
    const { state, acts } = converse(['6 slices for 3pm, 4 choc']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['4 chocolate-fudge-slice']);
    expect(types(acts)).toEqual(['items_added', 'offer_choices']);
    expect(acts.find((act) => act.type === 'offer_choices')).toMatchObject({ qty: 2 });
    expect(lines(['6 slices for 3pm, 4 choc', 'lemon'])).toEqual(['4 chocolate-fudge-slice', '2 lemon-slice']);
    expect(lines(['6 slices for 3pm: 4 choc 2 of the rest', 'lemon'])).toEqual(['4 chocolate-fudge-slice', '2 lemon-slice']);
  });

  it('"4 choc and the rest lemon" and "4 choc 2 lemon" are read as before', () => {
    expect(lines(['6 slices for 3pm: 4 choc and the rest lemon'])).toEqual(['4 chocolate-fudge-slice', '2 lemon-slice']);
    expect(lines(['6 slices for 3pm, 4 choc 2 lemon'])).toEqual(['4 chocolate-fudge-slice', '2 lemon-slice']);
  });
});
