import { describe, expect, it } from 'vitest';
import { converse, types } from '../helpers/converse.js';

// What a counter clerk makes of words pointed at one of two cakes ordered together, "one of each"
// of the flavours named, a time put right on a call, a buzzer number or a code by the address, a
// name signed after the unit, "actually 3", a question about an order just placed, and the
// Spanish day words said inside an English order. The sample clock is Fri 2026-11-20 10:00 Central.

const lines = (messages: string[]) => converse(messages).state.draft.items.map((item) => `${item.qty} ${item.sku}${item.message ? `: ${item.message}` : ''}`);

describe('words pointed at one of the cakes ordered in the same message', () => {
  it('"write Happy Retirement Bob on the chocolate one" goes on the chocolate cake, and adds no third cake', () => {
    expect(lines(['a chocolate cake and a vanilla cake saturday 1pm pickup, write Happy Retirement Bob on the chocolate one, name Kai'])).toEqual(['1 chocolate-fudge-whole: Happy Retirement Bob', '1 vanilla-bean-whole']);
    expect(lines(['a chocolate cake and a vanilla cake saturday 1pm pickup, write Happy Retirement Bob on the vanilla one, name Kai'])).toEqual(['1 chocolate-fudge-whole', '1 vanilla-bean-whole: Happy Retirement Bob']);
  });
});

describe('"one of each" of the flavours named', () => {
  it('"she likes chocolate and he likes carrot so one of each cake" is those two cakes', () => {
    expect(lines(['she likes chocolate and he likes carrot so one of each cake, saturday noon pickup, Priya'])).toEqual(['1 chocolate-fudge-whole', '1 carrot-whole']);
  });

  it('"one slice of each flavor" with none named is every flavour, as before', () => {
    expect(lines(['one slice of each flavor at 3pm'])).toHaveLength(5);
  });
});

describe('times and counts put right', () => {
  it('"two PM uh no make that three PM" is 3 PM', () => {
    expect(converse(['chocolate cake saturday two PM uh no make that three PM pickup name is Gwen']).state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
  });

  it('"actually 3" at the read-back of one cake at 2 PM asks: 3 cakes or 3 PM', () => {
    const { acts, state } = converse(['chocolate cake saturday 2pm pickup Ray', 'actually 3']);
    expect(types(acts)).toEqual(['count_or_time']);
    expect(state.draft.items[0]?.qty).toBe(1);
  });
});

describe('the way in and the name beside a delivery address', () => {
  it('"buzz 302", "buzzer 4411" and "code 7788" beside the address keep their numbers', () => {
    expect(converse(['carrot cake sunday 1pm delivery to 12 Lake Dr Apt 5, buzz 302', 'Ty']).state.draft.address).toBe('12 Lake Dr Apt 5, buzzer 302');
    expect(converse(['carrot cake sunday 1pm delivery to 12 Lake Dr, buzzer 4411, Ty']).state.draft.address).toBe('12 Lake Dr, buzzer 4411');
    expect(converse(['carrot cake sunday 1pm delivery to 12 Lake Dr, 2nd floor, code 7788, Ty']).state.draft.address).toContain('code 7788');
  });

  it('"400 W 5th St Apt 3, Kim": Kim is the name, not part of the address', () => {
    const { state } = converse(['red velvet cake saturday 2pm delivery to 400 W 5th St Apt 3, Kim']);
    expect(state.draft.address).toBe('400 W 5th St Apt 3');
    expect(state.draft.name).toBe('Kim');
  });

  it('a city after the street stays the address\'s', () => {
    expect(converse(['carrot cake sunday 1pm delivery to 12 Lake Dr, Springfield']).state.draft.address).toBe('12 Lake Dr, Springfield');
    expect(converse(['carrot cake sunday 1pm delivery to 12 Lake Dr Suite 200, Austin']).state.draft.address).toBe('12 Lake Dr Suite 200, Austin');
  });
});

describe('a question about the order just placed', () => {
  const placed = ['carrot cake sunday 11am pickup, Lupe', 'yes'];

  it('"where will it be delivered?" looks the order up, and makes no next order a delivery', () => {
    const asked = converse([...placed, 'where will it be delivered?'], 'sms', { place: true });
    expect(asked.action).toBe('order_status');
    expect(asked.state.draft.fulfillment).toBeNull();
    expect(converse([...placed, 'where will it be delivered?', 'and a lemon cake for monday noon'], 'sms', { place: true }).state.awaiting).toBe('fulfillment');
  });
});

describe('Spanish day words inside an English order', () => {
  it('"para el domingo 11am" is Sunday at 11', () => {
    expect(converse(['carrot cake para el domingo 11am, gracias! - Lupe']).state.draft.datetime).toBe('2026-11-22T11:00:00.000-06:00');
  });

  it('"para hoy a las 4" is today at 4 PM, and "para el sabado at 3pm" Saturday at 3', () => {
    expect(converse(['2 slices de carrot para hoy a las 4, soy Ana']).state.draft.datetime).toBe('2026-11-20T16:00:00.000-06:00');
    expect(converse(['quiero un chocolate cake para el sabado at 3pm porfa']).state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
  });
});

describe('a name texted last, after the time', () => {
  it('"2 choc slices 3pm Al", "chocolate cake sat 3ish, Hal", "sat 2pm, Nell, no nuts please"', () => {
    expect(converse(['2 choc slices 3pm Al']).state.draft.name).toBe('Al');
    expect(converse(['chocolate cake sat 3ish, Hal']).state.draft.name).toBe('Hal');
    expect(converse(['vanilla cake sat 2pm, Nell, no nuts please my kid is allergic']).state.draft.name).toBe('Nell');
  });

  it('a day, "Thanks" or "Pickup" after the time is no name', () => {
    for (const message of ['2 choc slices 3pm Saturday', '2 choc slices 3pm Thanks', '2 choc slices at 3pm Pickup']) expect(converse([message]).state.draft.name, message).toBeNull();
  });
});

describe('how the writing looks, asked at the read-back', () => {
  it('"can you write it in blue icing" is noted for staff beside the words', () => {
    const { state, acts } = converse(['chocolate cake sat 1pm pickup Kai, write Happy Bday Jo', 'can you write it in blue icing']);
    expect(types(acts)).toEqual(['details_noted', 'summary']);
    expect(state.draft.items[0]?.notes).toBe('Happy Bday Jo; writing in blue icing');
    expect(state.draft.items[0]?.message).toBe('Happy Bday Jo');
  });
});

describe('a phone number with slashes, and "did you get my order?"', () => {
  it('"my # is 512/555/0142" is the number', () => {
    expect(converse(['lemon cake sat 1pm pickup, I am Jo', 'my # is 512/555/0142'], 'webchat').state.draft.phone).toBe('+15125550142');
  });

  it('"did you get my order?" just after placing looks the order up; with none here, its id is asked', () => {
    expect(converse(['carrot cake sunday 11am pickup, Lupe', 'yes', 'did you get my order?'], 'sms', { place: true }).action).toBe('order_status');
    expect(converse(['did you get my order?']).state.awaiting).toBe('order_id');
  });
});

describe('"both large"', () => {
  it('of two slices that come regular only, says so of each', () => {
    const { acts } = converse(['red velvet slice and carrot slice at 3:30pm', 'both large']);
    expect(acts.filter((act) => act.type === 'size_not_offered').map((act) => (act.type === 'size_not_offered' ? act.sku : ''))).toEqual(['red-velvet-slice', 'carrot-slice']);
  });

  it('makes large what comes large, and says which stays regular', () => {
    const { state, acts } = converse(['2 fudge slices and a lemon slice at 3pm', 'both large']);
    expect(state.draft.items.map((item) => `${item.sku} ${item.size ?? 'as listed'}`)).toEqual(['chocolate-fudge-slice large', 'lemon-slice as listed']);
    expect(types(acts)).toContain('size_not_offered');
  });
});

describe('who a gift is for', () => {
  it('"her name is Beth Smith, my name is Joe": the order is Joe\'s, and Beth goes to staff with it', () => {
    const { state } = converse(["I'd like to send a red velvet cake to my sister as a surprise, deliver saturday afternoon to 9 Pine Rd, her name is Beth Smith, my name is Joe"]);
    expect(state.draft.name).toBe('Joe');
    expect(state.draft.items[0]?.notes).toBe('her name is Beth Smith');
  });

  it('"her name is Linda" asked for the order\'s name is still that name', () => {
    expect(converse(['chocolate cake tomorrow 2pm pickup, its for my mom', 'her name is Linda']).state.draft.name).toBe('Linda');
  });
});

describe('lunch and work as times of day', () => {
  it('"after lunch" asked what time is the afternoon, whose hour is asked; "around lunchtime" is noon', () => {
    const { state, acts } = converse(['chocolate cake sat', 'after lunch']);
    expect(state.awaiting).toBe('time');
    expect(acts.find((act) => act.type === 'ask_slot')).toMatchObject({ part: 'afternoon' });
    expect(converse(['2 lemon slices around lunchtime']).state.draft.datetime).toBe('2026-11-20T12:00:00.000-06:00');
  });

  it('"sunday morning, Al" and "sunday after work, Al" take Al as the name', () => {
    expect(converse(['carrot cake sunday morning, Al']).state.draft.name).toBe('Al');
    expect(converse(['carrot cake sunday after work, Al']).state.draft.name).toBe('Al');
  });
});

describe('"what\'s your cheapest cake?"', () => {
  it('is the Vanilla Bean Cake, priced, with no "not on our menu" after it', () => {
    const { acts } = converse(["what's your cheapest cake?"]);
    expect(acts.find((act) => act.type === 'answer_products')).toMatchObject({ skus: expect.arrayContaining(['vanilla-bean-whole']) });
    expect(types(acts)).not.toContain('not_on_menu');
    expect(types(acts)).not.toContain('offer_choices');
  });
});

describe('"whats cheapest" while cakes are offered', () => {
  it('names the cheapest of the cakes offered, with its price', () => {
    const { acts } = converse(['i want a cake for sat 2pm', 'whats cheapest']);
    expect(acts.find((act) => act.type === 'answer_products')).toMatchObject({ skus: expect.arrayContaining(['vanilla-bean-whole']) });
    expect(types(acts)).not.toContain('not_understood');
  });
});

describe('who collects it', () => {
  it('"my coworker Dee will grab it, I\'m Vic": under Vic, and Dee collecting goes to staff', () => {
    const { state } = converse(["chocolate cake sat 2pm pickup, my coworker Dee will grab it, I'm Vic"]);
    expect(state.draft.name).toBe('Vic');
    expect(state.draft.items[0]?.notes).toBe('my coworker Dee will grab it');
  });
});
