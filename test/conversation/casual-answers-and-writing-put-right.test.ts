import { describe, expect, it } from 'vitest';
import { converse, types } from '../helpers/converse.js';

// What customers text without care for spelling: yeses typed fast, "dropoff", "msg", and the
// writing on a cake asked for, taken off or spelled again. Checked by acts and the draft.

const READ_BACK = 'carrot cake for sat at 2 pickup, name Ann';

describe('a yes typed fast or said twice over', () => {
  it('places the order read back', () => {
    for (const yes of ['yea thats right', 'yse', 'yess perfect', 'thats right yes please place it', 'yeah yes', 'ok sure']) {
      expect(converse([READ_BACK, yes], 'sms', { place: true }).placed, yes).toBe(1);
    }
  });

  it('a yes followed by a no is no yes', () => {
    for (const said of ['yes yes no', 'yes but change the time']) {
      expect(converse([READ_BACK, said], 'sms', { place: true }).placed, said).toBe(0);
    }
  });
});

describe('how the order is collected', () => {
  it('"dropoff pls" is delivery, and the address is asked', () => {
    const { state } = converse(['carrot cake for sat at 2, name Ann', 'dropoff pls']);
    expect(state.draft.fulfillment).toBe('delivery');
    expect(state.awaiting).toBe('address');
  });
});

describe('writing asked for without its words', () => {
  it('"message on cake pls" and "add a msg pls" write nothing and say what can be written', () => {
    for (const said of ['message on cake pls', 'add a msg pls', 'can i get writing on it?']) {
      const { state, acts } = converse(['carrot cake for sat at 2 pickup', said]);
      expect(types(acts), said).toContain('writing_policy');
      expect(state.draft.items.map((item) => `${item.qty} ${item.sku} ${item.message ?? ''}`), said).toEqual(['1 carrot-whole ']);
    }
  });

  it('the words sent next are written', () => {
    const { state } = converse(['carrot cake for sat at 2 pickup', 'message on cake pls', 'Happy Birthday Mia']);
    expect(state.draft.items[0]?.message).toBe('Happy Birthday Mia');
  });
});

describe('writing taken off or put right', () => {
  it('"actually never mind the writing" takes the words off', () => {
    const { state, acts } = converse(['carrot cake for sat at 2 pickup, write Happy Birthday Mia on it', 'actually never mind the writing']);
    expect(types(acts)).toContain('note_removed');
    expect(state.draft.items[0]?.message).toBeUndefined();
  });

  it('"sorry its spelled Mya" puts the word of the writing right', () => {
    const { state } = converse(['carrot cake for sat at 2 pickup, write Happy Birthday Maya on it', 'sorry its spelled Mya']);
    expect(state.draft.items[0]?.message).toBe('Happy Birthday Mya');
  });

  it('a name spelled again is still the name, when the writing has no such word', () => {
    const { state } = converse(['carrot cake for sat at 2 pickup, write Congrats Grad on it, name Jon Smith', 'its spelled John']);
    expect(state.draft.name).toBe('John Smith');
    expect(state.draft.items[0]?.message).toBe('Congrats Grad');
  });
});

describe('how the writing should look', () => {
  it('"in cursive", "in blue", "in pink and gold letters" are not written, and go to staff beside the words', () => {
    for (const [said, style] of [
      ['carrot cake for sat at 2 pickup, can it say Happy Retirement Bob in cursive', 'writing in cursive'],
      ['carrot cake for sat at 2 pickup, write Happy Birthday Mia on it in blue', 'writing in blue'],
      ['carrot cake for sat at 2 pickup, write Happy Birthday Mia in pink and gold letters please', 'writing in pink and gold letters'],
    ] as const) {
      const cake = converse([said]).state.draft.items[0];
      expect(cake?.message, said).toMatch(/^Happy (?:Retirement Bob|Birthday Mia)$/);
      expect(cake?.notes, said).toContain(style);
    }
  });
});

const lines = (messages: string[]) => converse(messages).state.draft.items.map((item) => `${item.qty} ${item.sku}${item.notes ? ` (${item.notes})` : ''}`);

describe('how many, answered with more than a number or not at all', () => {
  it('"3 at 3" and "2 today" asked how many are the count and when', () => {
    const atThree = converse(['carrot slices for sat at 2', '3 at 3']).state.draft;
    expect(atThree.items.map((item) => item.qty)).toEqual([3]);
    expect(atThree.datetime).toBe('2026-11-21T15:00:00.000-06:00');
    const today = converse(['carrot slices', '2 today']).state.draft;
    expect(today.items.map((item) => item.qty)).toEqual([2]);
    expect(today.day).toBe('2026-11-20');
  });

  it('"sat at 2" asked how many is taken, and how many is asked again rather than set to one', () => {
    const { state, acts } = converse(['carrot slices', 'sat at 2']);
    expect(state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
    expect(state.awaiting).toBe('quantity');
    expect(acts).toContainEqual(expect.objectContaining({ type: 'ask_slot', slot: 'quantity', again: true }));
    expect(lines(['carrot slices', 'sat at 2', '3'])).toEqual(['3 carrot-slice']);
  });

  it('asked again and still not answered, the order goes on', () => {
    expect(converse(['carrot slices', 'pickup', 'Ann']).state.awaiting).not.toBe('quantity');
  });
});

describe('counts said another way', () => {
  it('slices "for 12 people" or "for three people" are a slice each', () => {
    expect(lines(['carrot slices for 12 people sat at 2'])).toEqual(['12 carrot-slice']);
    expect(lines(['carrot slices for three people sat at 2'])).toEqual(['3 carrot-slice']);
  });

  it('a cake "for 12 people" is still one cake', () => {
    expect(lines(['a carrot cake for 12 people sat at 2'])).toEqual(['1 carrot-whole']);
  });

  it('"carrot cake times three" is three cakes', () => {
    expect(lines(['carrot cake times three for sat at 2'])).toEqual(['3 carrot-whole']);
  });

  it('"carrot slice x2 choc slice x1": each count is its own line\'s', () => {
    expect(lines(['carrot slice x2 choc slice x1 sat at 2'])).toEqual(['2 carrot-slice', '1 chocolate-fudge-slice']);
  });
});

describe('cakes sliced, and slices instead of a cake', () => {
  it('"2 carrot cakes sliced", "pre-sliced", "can you slice the carrot cake" are whole cakes, cut', () => {
    expect(lines(['2 carrot cakes sliced for sat at 2'])).toEqual(['2 carrot-whole (sliced)']);
    expect(lines(['a carrot cake pre-sliced for sat at 2'])).toEqual(['1 carrot-whole (sliced)']);
    expect(lines(['can you slice the carrot cake for sat at 2'])).toEqual(['1 carrot-whole (sliced)']);
  });

  it('"can you slice it" with a cake ordered cuts that cake, never makes it a slice', () => {
    expect(lines(['carrot cake sat 2pm', 'can you slice it'])).toEqual(['1 carrot-whole (sliced)']);
    const { state, acts } = converse(['carrot cake sat 2pm', 'can i get it sliced please']);
    expect(types(acts)).not.toContain('offer_choices');
    expect(state.draft.items.map((item) => item.notes)).toEqual(['sliced']);
  });

  it('"can I get slices instead then?" asks how many slices', () => {
    const { state } = converse(['carrot cake sat 2pm', 'can I get slices instead then?']);
    expect(state.awaiting).toBe('quantity');
    expect(lines(['carrot cake sat 2pm', 'make it slices instead', '4'])).toEqual(['4 carrot-slice']);
  });

  it('"make it 3 slices instead" is three slices of the cake\'s flavour', () => {
    expect(lines(['carrot cake sat 2pm', 'make it 3 slices instead'])).toEqual(['3 carrot-slice']);
    expect(lines(['2 carrot slices sat 2pm', 'make it 2 whole cakes instead'])).toEqual(['2 carrot-whole']);
  });
});

describe('counts written beside the items, kept as they were', () => {
  it('"five (5) whole red velvet cakes" and "(2) carrot slices" on lines of their own keep their counts', () => {
    expect(lines(['five (5) whole red velvet cakes for tmrw 3pm pickup'])).toEqual(['5 red-velvet-whole']);
    expect(lines(['(2) strawberry shortcake slices\n(2) carrot slices\npickup today at 5, name Ivan Petrov'])).toEqual(['2 carrot-slice']);
  });

  it('"the slice instead" is one slice, and "2 large and 3 regular" asks no count', () => {
    expect(converse(['carrot cake sat 2pm, pickup, Ned', 'sorry can it be the slice instead', 'yes'], 'sms', { place: true }).placed).toBe(1);
    expect(converse(['2 large and 3 regular choc fudge slices at 4:30 pls']).state.awaiting).not.toBe('quantity');
    expect(lines(['vanilla cake today at four', 'Slices please, two of them.', 'Marcus'])).toEqual(['2 vanilla-bean-slice']);
    expect(converse(['vanilla cake today at four', 'Slices please, two of them.', 'Marcus']).state.awaiting).toBe('confirm');
  });
});

describe('days that may mean two days', () => {
  it('"next sat" said the day before a Saturday is said back with the other Saturday', () => {
    const { state, acts } = converse(['carrot cake next sat at 2']);
    expect(state.draft.datetime).toBe('2026-11-28T14:00:00.000-06:00');
    expect(acts).toContainEqual({ type: 'other_day_meant', said: 'next_weekday', date: '2026-11-28', other: '2026-11-21' });
    expect(converse(['carrot cake next sat at 2', 'I meant tomorrow']).state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
  });

  it('"this weekend" is Saturday, said, with Sunday offered', () => {
    const { state, acts } = converse(['carrot cake this weekend']);
    expect(state.draft.day).toBe('2026-11-21');
    expect(acts).toContainEqual({ type: 'other_day_meant', said: 'weekend', date: '2026-11-21', other: '2026-11-22' });
  });

  it('a day that can mean only one is not checked', () => {
    for (const said of ['carrot cake sat at 2', 'carrot cake this weekend on sunday at 2']) {
      expect(types(converse([said]).acts), said).not.toContain('other_day_meant');
    }
  });
});

describe('the form, and the address, typed short', () => {
  it('"cake" sent alone after "carrot" is the whole carrot cake', () => {
    expect(lines(['carrot', 'cake'])).toEqual(['1 carrot-whole']);
  });

  it('"deliver 2 123 oak st" is delivered to 123 Oak St', () => {
    expect(converse(['carrot cake sat at 2, deliver 2 123 Oak St please']).state.draft.address).toBe('123 Oak St');
  });
});

describe('questions answered, not taken for orders', () => {
  it('"is delivery extra?" says how delivery is charged', () => {
    expect(types(converse(['is delivery extra?']).acts)).toContain('delivery_policy');
    const { state, acts } = converse(['carrot cake sat at 2', 'is delivery extra?']);
    expect(types(acts)).toContain('delivery_policy');
    expect(state.draft.fulfillment).toBeNull();
  });

  it('"what sizes does the lemon cake come in" answers for the lemon cake: no menu, no pickup', () => {
    const { state, acts } = converse(['what sizes does the lemon cake come in']);
    expect(types(acts)).toEqual(['answer_products', 'invite_order']);
    expect(state.draft.fulfillment).toBeNull();
  });

  it('"do you have chocolate cake today?" is asked of today, which a whole cake needs notice for', () => {
    expect(converse(['do you have chocolate cake today?']).acts).toContainEqual(expect.objectContaining({ type: 'answer_products', asked: 'have', today: true }));
    expect(converse(['do you have chocolate cake tomorrow?']).acts).not.toContainEqual(expect.objectContaining({ today: true }));
  });

  it('"whats the cutoff to order for saturday?" says the notice each kind needs', () => {
    for (const said of ['whats the cutoff to order for saturday?', 'order deadline?', 'what is the latest i can order a cake for sunday']) {
      expect(types(converse([said]).acts), said).toContain('answer_notice');
    }
  });
});

describe('a person asked for', () => {
  it('"can the owner call me about a wedding cake" goes to staff, with no custom cake started', () => {
    const { state, action } = converse(['can the owner call me about a wedding cake']);
    expect(action).toBe('request_person');
    expect(state.draft.items).toEqual([]);
  });

  it('"I never got a confirmation", asked for the order id, goes to staff', () => {
    expect(converse(['where is my order', 'I never got a confirmation']).action).toBe('request_person');
  });
});

describe('a phone given while a choice is asked', () => {
  it('is kept, and the choice asked again', () => {
    const { state, acts } = converse(['red velvet for sat at 2', 'my number is 512-555-0142'], 'webchat');
    expect(state.draft.phone).toBe('+15125550142');
    expect(types(acts)).toEqual(['offer_choices']);
  });
});

describe('comparing prices, never ordering', () => {
  it('"would 12 carrot slices be cheaper than a whole carrot cake?" compares and orders nothing', () => {
    const { state, acts } = converse(['would 12 carrot slices be cheaper than a whole carrot cake?']);
    expect(state.draft.items).toEqual([]);
    expect(acts).toContainEqual(expect.objectContaining({ type: 'answer_products', skus: ['carrot-slice', 'carrot-whole'] }));
  });

  it('"would 12 slices be cheaper?" at the read-back of a carrot cake compares carrot slices with it', () => {
    const { state, acts } = converse(['carrot cake for sat at 2 pickup, name Ann', 'would 12 slices be cheaper?']);
    expect(acts).toContainEqual(expect.objectContaining({ type: 'answer_products', skus: ['carrot-slice', 'carrot-whole'], counted: [{ sku: 'carrot-slice', qty: 12 }] }));
    expect(state.draft.items.map((item) => item.sku)).toEqual(['carrot-whole']);
    expect(state.awaiting).toBe('confirm');
  });
});

describe('an answer put right within the message', () => {
  it('the address, name or phone said last is the one kept', () => {
    expect(converse(['a carrot cake for saturday at two for delivery', 'twelve oh one elm street no wait twelve ten elm street'], 'webchat').state.draft.address).toBe('1210 elm street');
    expect(converse(['a carrot cake for saturday at two pickup', 'my name is Jon no wait its John Smith'], 'webchat').state.draft.name).toBe('John Smith');
    expect(converse(['a carrot cake for saturday at two pickup', 'Ann, sorry I mean Anne'], 'webchat').state.draft.name).toBe('Anne');
    expect(converse(['a carrot cake for saturday at two pickup name Ann', 'my number is 512 555 0142 no wait 512 555 0143'], 'webchat').state.draft.phone).toBe('+15125550143');
  });

  it('words after the answer that put nothing right leave it as it is', () => {
    expect(converse(['a carrot cake for saturday at two pickup', 'Ann. sorry for the wait'], 'webchat').state.draft.name).toBe('Ann');
  });
});

describe('a count shared by every flavour picked', () => {
  it('"10 slices" → "all of them" is two of each, never ten of each', () => {
    expect(lines(['10 slices for monday 9am', 'all of them'])).toEqual(['2 chocolate-fudge-slice', '2 carrot-slice', '2 red-velvet-slice', '2 lemon-slice', '2 vanilla-bean-slice']);
  });

  it('"3 dozen slices" → "a mix of all of them" asks how many of each, 36 in all', () => {
    const { state } = converse(['need 3 dozen slices assorted for an office party monday 9am', 'a mix of all of them']);
    expect(state.awaiting).toBe('quantity');
    expect(state.askShareOf?.total).toBe(36);
  });

  it('"2 cakes" → "assorted" is no answer: which is asked again, nothing ordered', () => {
    const { state, acts } = converse(['2 cakes for monday 9am', 'assorted']);
    expect(types(acts)).toEqual(['not_understood', 'offer_choices']);
    expect(state.draft.items).toEqual([]);
  });
});

describe('writing for two cakes', () => {
  const TWO_CAKES = 'a chocolate cake and a carrot cake for sat 2pm pickup name Jo';

  it('"put the writing on the carrot one instead" moves the words; "the writing" is never written', () => {
    const { state } = converse([TWO_CAKES, 'write Happy Birthday Sam on the chocolate one', 'actually put the writing on the carrot one instead']);
    expect(state.draft.items.map((item) => `${item.sku} ${item.message ?? '-'}`)).toEqual(['chocolate-fudge-whole -', 'carrot-whole Happy Birthday Sam']);
  });

  it('"one should say Happy Birthday Sam and the other Happy Birthday Max" writes each on a cake of its own', () => {
    const { state } = converse(['2 chocolate cakes for sat 2pm pickup name Jo', 'one should say Happy Birthday Sam and the other Happy Birthday Max']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.message}`)).toEqual(['1 Happy Birthday Sam', '1 Happy Birthday Max']);
  });
});
