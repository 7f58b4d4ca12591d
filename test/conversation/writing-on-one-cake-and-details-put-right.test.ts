import { describe, expect, it } from 'vitest';
import { converse, lines } from '../helpers/converse.js';

// Found by customers' own wording: the words for one of two cakes, a time said with whole or
// slice, a number put right in the same breath, a line swapped while another is taken off.

const notesOf = (messages: string[]) => converse(messages).state.draft.items.map((item) => `${item.qty} ${item.sku}: ${item.notes ?? '-'}`);

describe('words for one cake of several', () => {
  it.each([
    'can you make one of them say Happy Birthday Nora',
    'can you put Happy Birthday Nora on just one of them',
    'put Happy Birthday Nora on one of them',
    'the second one should say Happy Birthday Nora',
    'write Happy Birthday Nora on one, the other plain',
  ])('"%s" with 2 fudge cakes keeps both cakes and writes on one', (message) => {
    const { state, acts } = converse(['2 fudge cakes for sunday at 1, pickup, Jess', message]);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku}: ${item.notes ?? '-'}`)).toEqual(['1 chocolate-fudge-whole: Happy Birthday Nora', '1 chocolate-fudge-whole: -']);
    expect(acts.map((act) => act.type)).not.toContain('answer_products');
    expect(acts.map((act) => act.type)).not.toContain('not_on_menu');
  });

  it('"put happy birthday on one of them" with two different cakes asks which', () => {
    const { state } = converse(['a fudge cake and a vanilla cake sat 2pm pickup Sue', 'put happy birthday on one of them']);
    expect(state.awaiting).toBe('choice');
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole', '1 vanilla-bean-whole']);
  });

  it('"fudge should say ... and the vanilla just say ..." writes each cake its own words', () => {
    expect(notesOf(['a chocolate fudge cake and a vanilla bean cake for monday', 'fudge should say Happy Birthday Ella and the vanilla just say Congrats'])).toEqual([
      '1 chocolate-fudge-whole: Happy Birthday Ella',
      '1 vanilla-bean-whole: Congrats',
    ]);
  });

  it('"put Happy Birthday on it and his name is Leo" writes his name in the greeting, not on the order', () => {
    const { state } = converse(['a fudge cake for saturday at 1pm pickup', 'put Happy Birthday on it and his name is Leo']);
    expect(state.draft.items[0]?.notes).toBe('Happy Birthday Leo');
    expect(state.draft.name).toBeNull();
    expect(state.awaiting).toBe('name');
  });
});

describe('a time said with whole or slice', () => {
  it.each([
    ['whole, like 11', '2026-11-22T11:00:00.000-06:00'],
    ['the whole cake for 3 please', '2026-11-22T15:00:00.000-06:00'],
    ['the whole cake, pickup, morning, like 9', '2026-11-22T09:00:00.000-06:00'],
  ])('"%s" for a day without a time is one cake at that hour', (answer, datetime) => {
    const { state } = converse(['I want a carrot for sunday', answer]);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.datetime).toBe(datetime);
  });

  it('"whole, 2" with no day yet is still two cakes', () => {
    expect(lines(converse(['Can I get a red velvet', 'whole, 2']).state.draft.items)).toEqual(['2 red-velvet-whole']);
  });
});

describe('details put right and lines swapped', () => {
  it('"Mrs. Patel will pick it up" is the name, title and all', () => {
    expect(converse(['a fudge cake for saturday at 1pm pickup', 'Mrs. Patel will pick it up']).state.draft.name).toBe('Mrs. Patel');
  });

  it("\"763-218-4410 - wait no it's 763-421-2211\" keeps the number put right", () => {
    expect(converse(['a red velvet slice for today at 3', "Mike, 763-218-4410 - wait no it's 763-421-2211"]).state.draft.phone).toBe('+17634212211');
  });

  it('"take one carrot off and do a lemon" leaves one carrot and adds a lemon cake like it', () => {
    const { state } = converse(['2 carrot cakes and a vanilla cake for saturday at noon, pickup', 'take one carrot off and do a lemon']);
    expect(lines(state.draft.items).sort()).toEqual(['1 carrot-whole', '1 lemon-whole', '1 vanilla-bean-whole']);
  });

  it('"can I do delivery instead? 900 Nicollet Mall, Minneapolis" takes the address given with it', () => {
    const { state } = converse(['chocolate fudge cake sunday 3pm for pickup, name Wes', 'can I do delivery instead? 900 Nicollet Mall, Minneapolis']);
    expect(state.draft.fulfillment).toBe('delivery');
    expect(state.draft.address).toBe('900 Nicollet Mall, Minneapolis');
  });

  it('"delivered to 88 Pine Rd Bloomington" keeps the town', () => {
    expect(converse(['vanilla bean cake for saturday 2pm, delivered to 88 Pine Rd Bloomington']).state.draft.address).toBe('88 Pine Rd Bloomington');
  });
});

describe('a form chosen for every cake waiting, and a cake picked from an answer', () => {
  it('"whole cakes" to whole-or-slice for the first of two flavours makes both whole cakes', () => {
    const { state } = converse(['party on saturday for about 20 people', 'one fudge and one carrot', 'whole cakes']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole', '1 carrot-whole']);
    expect(state.awaiting).toBe('time');
  });

  it('"I want a cake" → "what\'s your cheapest one" → "ok that one" is the vanilla cake, not a whole-or-slice question', () => {
    const { state } = converse(['I want to order a cake for saturday', "hmm what's your cheapest one", 'ok that one', 'around 2ish']);
    expect(lines(state.draft.items)).toEqual(['1 vanilla-bean-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
  });

  it('"swap it for the vanilla" just after the carrot cake was asked about swaps the carrot cake, not the slices', () => {
    const { state } = converse(['Can I order a carrot cake and 2 lemon slices for tomorrow', 'oh wait, is the carrot cake nut free? my son has a peanut allergy', 'ok then swap it for the vanilla']);
    expect(lines(state.draft.items)).toEqual(['2 lemon-slice', '1 vanilla-bean-whole']);
    expect(state.draft.allergyNotes).not.toBeNull();
  });
});

describe('a time for each cake', () => {
  it.each(['3pm for the carrot and noon for the fudge', 'the carrot at 3 and the fudge at noon'])('"%s" makes the fudge cake a second order at noon', (message) => {
    const { state, acts } = converse(['a carrot cake and a fudge cake for saturday, pickup', message]);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
    expect(lines(state.laterOrder?.items ?? [])).toEqual(['1 chocolate-fudge-whole']);
    expect(state.laterOrder?.datetime).toBe('2026-11-21T12:00:00.000-06:00');
    expect(acts.map((act) => act.type)).toContain('two_orders');
  });

  it('both orders are placed, each at its own time', () => {
    const { placed, state } = converse(['a carrot cake and a fudge cake for saturday, pickup', '3pm for the carrot and noon for the fudge', 'Sam', 'yes', 'yes'], 'sms', { place: true });
    expect(placed).toBe(2);
    expect(state.laterOrder).toBeNull();
  });
});


describe('words for each cake, said in one message', () => {
  it('"a red velvet that says Happy Birthday Zoe and a carrot that says Happy Birthday Leo" orders both cakes, each with its words', () => {
    expect(notesOf(['Two cakes please: a red velvet that says Happy Birthday Zoe and a carrot that says Happy Birthday Leo. Saturday 1pm pickup. Nina 612-555-0160'])).toEqual([
      '1 red-velvet-whole: Happy Birthday Zoe',
      '1 carrot-whole: Happy Birthday Leo',
    ]);
  });

  it('"2 fudge cakes, one says Happy Bday Ben, the other one no writing" writes on one cake only', () => {
    expect(notesOf(['2 fudge cakes, one says Happy Bday Ben, the other one no writing, sat 4pm pickup, Ann 612-555-0155'])).toEqual(['1 chocolate-fudge-whole: Happy Bday Ben', '1 chocolate-fudge-whole: -']);
  });

  it('"1 carrot cake no message and 1 fudge cake with Happy Bday Jake on it" writes on the fudge cake', () => {
    expect(notesOf(['need 1 carrot cake no message and 1 fudge cake with Happy Bday Jake on it, pickup sunday 1pm, Sara 612-555-0111'])).toEqual(['1 carrot-whole: -', '1 chocolate-fudge-whole: Happy Bday Jake']);
  });

  it('"no writing please" alone still writes nothing', () => {
    expect(notesOf(['a fudge cake for saturday at 2, no writing please'])).toEqual(['1 chocolate-fudge-whole: -']);
  });

  it.each([
    ['One 10 inch lemon chiffon cake with the message Welcome Home Sgt. Miller, pickup saturday at 5:30pm', 'Welcome Home Sgt. Miller'],
    ['fudge cake with the message Happy Birthday Dr. Patel for sat 3pm pickup', 'Happy Birthday Dr. Patel'],
    ['carrot cake sat 2pm pickup, Wes 612-555-0174, the message should be: Happy Birthday to my wife', 'Happy Birthday to my wife'],
  ])('"%s" writes "%s"', (message, words) => {
    expect(converse([message]).state.draft.items[0]?.notes).toBe(words);
  });

  it('"please write Happy Thanksgiving on all three" writes it on the three cakes, not "on all three"', () => {
    expect(notesOf(['3 red velvet cakes for monday at noon, pickup, Grace Kim, please write Happy Thanksgiving on all three'])).toEqual(['3 red-velvet-whole: Happy Thanksgiving']);
  });
});

describe('names in small letters before a phone number', () => {
  it.each([
    ['fudge cake sat 3pm pickup, name is mary jane watson 612-555-0157', 'Mary Jane Watson'],
    ['yo can i get a fudge cake sat 11am, name mike ph 6125550190', 'Mike'],
  ])('"%s" is under %s', (message, name) => {
    expect(converse([message]).state.draft.name).toBe(name);
  });
});

describe('words for a cake waiting as the second order', () => {
  it('"the carrot cake should say Happy Birthday Jo" writes on the carrot cake waiting, and orders no second one', () => {
    const { state } = converse(['i need 2 fudge slices today at 3 and a carrot cake for saturday at noon, pickup both, name Jo 612-555-0144', 'no, the carrot cake should say Happy Birthday Jo']);
    expect(lines(state.draft.items)).toEqual(['2 chocolate-fudge-slice']);
    expect(state.draft.datetime).toBe('2026-11-20T15:00:00.000-06:00');
    expect(state.laterOrder?.items.map((item) => `${item.qty} ${item.sku}: ${item.notes}`)).toEqual(['1 carrot-whole: Happy Birthday Jo']);
  });

  it('"the carrot cake should say NUT FREE" writes nothing on the cake waiting', () => {
    const { state, acts } = converse(['i need 2 fudge slices today at 3 and a carrot cake for saturday at noon, pickup both, name Jo 612-555-0144', 'the carrot cake should say NUT FREE']);
    expect(acts.map((act) => act.type)).toContain('no_free_claim');
    expect(state.laterOrder?.items.every((item) => !/nut free/i.test(item.notes ?? ''))).toBe(true);
    expect(state.draft.items.every((item) => !/nut free/i.test(item.notes ?? ''))).toBe(true);
  });
});
