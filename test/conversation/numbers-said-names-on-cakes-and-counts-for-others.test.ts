import { describe, expect, it } from 'vitest';
import { converse, lines, saidTo, types } from '../helpers/converse.js';

// Phone numbers said in pairs, names meant for the cake, words on a cake put right as they are
// said, and counts said loosely or for someone else: what a counter clerk would write down.

describe('a phone number said in words', () => {
  it('"my number is five twelve eight four seven twenty two nineteen" is the phone, and never the pickup time', () => {
    const { state } = converse(['carrot cake saturday noon pickup', 'tom', 'my number is five twelve eight four seven twenty two nineteen']);
    expect(state.draft.phone).toBe('+15128472219');
    expect(state.draft.datetime).toBe('2026-11-21T12:00:00.000-06:00');
  });

  it('"tom and my number is ..." asked the name is the name and the phone', () => {
    const { state } = converse(['carrot cake saturday noon pickup', 'tom and my number is five one two eight four seven twenty two nineteen']);
    expect(state.draft.name).toBe('Tom');
    expect(state.draft.phone).toBe('+15128472219');
    expect(state.draft.datetime).toBe('2026-11-21T12:00:00.000-06:00');
  });

  it('ten digits said alone at the read-back are the phone', () => {
    const { state, acts } = converse(['carrot cake saturday noon pickup', 'tom', 'seven three seven four oh one three three eight oh']);
    expect(state.draft.phone).toBe('+17374013380');
    expect(types(acts)).toEqual(['summary']);
  });

  it('a long run of number words is no time of day, even when it is no phone either', () => {
    const { state } = converse(['carrot cake saturday noon pickup', 'tom', 'its five one two eight four seven twenty two hundred']);
    expect(state.draft.datetime).toBe('2026-11-21T12:00:00.000-06:00');
  });

  it('"can you put my wifes number instead its ..." changes the phone and writes nothing on the cake', () => {
    const { state } = converse(['carrot cake saturday noon pickup', 'tom', 'can you put my wifes number instead its seven three seven two two one four four zero nine']);
    expect(state.draft.phone).toBe('+17372214409');
    expect(state.draft.items[0]?.message).toBeUndefined();
  });
});

describe('a name asked to go on the cake', () => {
  it.each([
    ['carrot cake sunday noon, just write her name, Olivia'],
    ['carrot cake sunday noon, with the name Olivia on it'],
    ['carrot cake sunday noon, put her name on it - Olivia'],
  ])('"%s" writes the name on the cake, keeps the order, and still asks whose name the order is under', (said) => {
    const { state } = converse([said, 'pickup']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.items[0]?.message).toBe('Olivia');
    expect(state.draft.datetime).toBe('2026-11-22T12:00:00.000-06:00');
    expect(state.draft.name).toBeNull();
    expect(state.awaiting).toBe('name');
  });

  it('"can you write his name on it? its Marcus" asked the order\'s name writes Marcus on the cake', () => {
    const { state } = converse(['carrot cake sunday noon', 'pickup', 'can you write his name on it? its Marcus', 'Ann']);
    expect(state.draft.items[0]?.message).toBe('Marcus');
    expect(state.draft.name).toBe('Ann');
  });
});

describe('words on a cake, put right as they are said', () => {
  it('"happy birthday uh jake no wait jacob" writes the name put right', () => {
    const { state } = converse(['chocolate fudge cake saturday at two pickup', 'sue', 'the message should say happy birthday uh jake no wait jacob']);
    expect(state.draft.items[0]?.message).toBe('happy birthday jacob');
  });

  it('"happy birthday emma e m m a" does not write the spelling', () => {
    const { state } = converse(['chocolate fudge cake saturday at two pickup', 'can you write happy birthday emma e m m a on it']);
    expect(state.draft.items[0]?.message).toBe('happy birthday emma');
  });

  it('"write happy birthday on it. actually no dont write anything" leaves the cake plain, and is not "not understood"', () => {
    const { state, acts } = converse(['chocolate fudge cake saturday at two pickup', 'sue', 'oh and write happy birthday on it. actually no dont write anything']);
    expect(state.draft.items[0]?.message).toBeUndefined();
    expect(types(acts)).not.toContain('not_understood');
  });
});

describe('counts said loosely', () => {
  it('"uh i dunno maybe four" asked how many is four', () => {
    const { state } = converse(['can i get a few slices of fudge for today at 4pm', 'uh i dunno maybe four']);
    expect(lines(state.draft.items)).toEqual(['4 chocolate-fudge-slice']);
  });

  it('"i need uh about a dozen" asked how many is twelve, never a product we lack', () => {
    const { state, acts } = converse(['slices of carrot today at 3 pickup', 'i need uh about a dozen']);
    expect(lines(state.draft.items)).toEqual(['12 carrot-slice']);
    expect(types(acts)).not.toContain('offer_choices');
  });

  it.each([['a few vanilla cakes for sunday at 1'], ['several vanilla cakes for sunday at 1']])('"%s" asks how many cakes', (said) => {
    const { state } = converse([said]);
    expect(state.awaiting).toBe('quantity');
    expect(converse([said, '3']).state.draft.items).toMatchObject([{ sku: 'vanilla-bean-whole', qty: 3 }]);
  });

  it('"a couple slices each of carrot and lemon" is two of each', () => {
    const { state } = converse(['a couple slices each of carrot and lemon today at three']);
    expect(lines(state.draft.items)).toEqual(['2 carrot-slice', '2 lemon-slice']);
  });

  it('"2 fudge slices for me and 1 for my son" is three fudge slices', () => {
    expect(lines(converse(['2 fudge slices for me and 1 for my son, 3pm today']).state.draft.items)).toEqual(['3 chocolate-fudge-slice']);
    expect(lines(converse(['2 carrot slices and 1 for my mom, 4pm']).state.draft.items)).toEqual(['3 carrot-slice']);
    // Another product for someone else is its own line.
    expect(lines(converse(['2 carrot slices for me and a lemon slice for my mom, 4pm']).state.draft.items)).toEqual(['2 carrot-slice', '1 lemon-slice']);
  });
});

describe('answers a clerk would take', () => {
  it('"Sunday Jones" asked the name is the name, and the order stays on its day', () => {
    const { state } = converse(['a carrot cake for saturday at 2', 'pickup', 'Sunday Jones']);
    expect(state.draft.name).toBe('Sunday Jones');
    expect(state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
    // A weekday with a time of day is still the order's day.
    expect(converse(['a carrot cake for saturday at 2', 'pickup', 'Sunday Afternoon']).state.draft.name).toBeNull();
  });

  it('"its for my moms birthday" asked whole or slice is the whole cake', () => {
    const { state } = converse(['can i get red velvet for tomorrow', 'its for my moms birthday']);
    expect(lines(state.draft.items)).toEqual(['1 red-velvet-whole']);
  });

  it('"thanks! oh and one more" just after placing is one more of what was placed', () => {
    const { state, acts } = converse(['2 carrot slices today at 3', 'Ann', 'yes', 'thanks! oh and one more'], 'sms', { place: true });
    expect(lines(state.draft.items)).toEqual(['1 carrot-slice']);
    expect(types(acts)).toContain('separate_order');
  });

  it('"do you have carrot cake tomorrow at 9?" says a whole one is too late then, and the earliest', () => {
    const { acts } = converse(['do you have carrot cake tomorrow at 9?']);
    expect(types(acts)).toEqual(['answer_products', 'answer_earliest', 'invite_order']);
    expect(saidTo(['do you have carrot cake tomorrow at 9?'])).toContain('too late for Sat, Nov 21 at 9:00 AM');
    // A day it can be ready by says nothing of the kind.
    expect(types(converse(['do you have carrot cake sunday?']).acts)).toEqual(['answer_products', 'invite_order']);
  });
});

describe('more for someone else, said mid-order', () => {
  it.each([
    [['2 fudge slices for 3pm today', 'and 2 more for my sister'], 4],
    [['2 fudge slices for 3pm today', 'Ann', 'add 2 more for my sister'], 4],
    [['2 fudge slices for 3pm today', 'Ann', 'my husband wants one too'], 3],
    [['2 fudge slices for 3pm today', 'Ann', 'can u double that'], 4],
  ])('%j makes %i slices', (messages, count) => {
    const { state, acts } = converse(messages);
    expect(lines(state.draft.items)).toEqual([`${count} chocolate-fudge-slice`]);
    expect(types(acts)).not.toContain('not_understood');
    expect(types(acts)).not.toContain('offer_choices');
  });
});

describe('more on names, words and counts', () => {
  it('"put her name on it - Olivia. pickup, name Tom" writes Olivia and puts the order under Tom', () => {
    const { state } = converse(['carrot cake sunday noon, put her name on it - Olivia. pickup, name Tom']);
    expect(state.draft.items[0]?.message).toBe('Olivia');
    expect(state.draft.name).toBe('Tom');
  });

  it('"can you write his name on it? its for his birthday" writes nothing that is no name', () => {
    const { state } = converse(['carrot cake sunday noon', 'pickup', 'can you write his name on it? its for his birthday']);
    expect(state.draft.items[0]?.message).toBeUndefined();
  });

  it('"can you put my wifes name instead its Jane" changes the order\'s name, and writes nothing', () => {
    const { state } = converse(['carrot cake saturday noon pickup', 'tom', 'can you put my wifes name instead its Jane']);
    expect(state.draft.name).toBe('Jane');
    expect(state.draft.items[0]?.message).toBeUndefined();
  });

  it.each([
    ['the message should say happy birthday jake no wait happy anniversary', 'happy anniversary'],
    ['write happy birthday jake, no wait, jacob', 'happy birthday jacob'],
    ['write happy birthday jake no wait make it 4pm', 'happy birthday jake'],
  ])('"%s" writes "%s"', (said, written) => {
    expect(converse(['chocolate fudge cake saturday at two pickup', 'sue', said]).state.draft.items[0]?.message).toBe(written);
  });

  it('"... no wait make it 4pm" moves the time too', () => {
    expect(converse(['chocolate fudge cake saturday at two pickup', 'sue', 'write happy birthday jake no wait make it 4pm']).state.draft.datetime).toBe('2026-11-21T16:00:00.000-06:00');
  });

  it('"actually no dont write anything" in a message of its own takes the words off', () => {
    const { state, acts } = converse(['chocolate fudge cake saturday at two pickup, write happy birthday sam', 'sue', 'actually no dont write anything']);
    expect(state.draft.items[0]?.message).toBeUndefined();
    expect(types(acts)).toContain('note_removed');
  });

  it('"actually make the writing pink" keeps the words and notes the colour', () => {
    const { state } = converse(['fudge cake saturday 2pm pickup, message Happy Birthday Lily, Zed 612-555-0230', 'actually make the writing pink']);
    expect(state.draft.items[0]?.message).toBe('Happy Birthday Lily');
    expect(state.draft.items[0]?.notes).toContain('writing in pink');
  });

  it.each([
    ['2 fudge slices for me, 1 for my son, 3pm today', 3],
    ['2 fudge slices for me and 1 for my son and 1 for my wife, 3pm today', 4],
  ])('"%s" is %i slices', (said, count) => {
    expect(lines(converse([said]).state.draft.items)).toEqual([`${count} chocolate-fudge-slice`]);
  });

  it('"2 vanilla cakes, one for my mum" stays two', () => {
    expect(lines(converse(['2 vanilla cakes, one for my mum, sunday at 1pm']).state.draft.items)).toEqual(['2 vanilla-bean-whole']);
  });

  it('"do u still have carrot slices? need 3 asap" is three slices', () => {
    expect(lines(converse(['do u still have carrot slices? need 3 asap']).state.draft.items)).toEqual(['3 carrot-slice']);
  });
});

describe('a dozen and a half', () => {
  it('"a dozen and a half fudge slices" is eighteen', () => {
    expect(lines(converse(['a dozen and a half fudge slices today at 3']).state.draft.items)).toEqual(['18 chocolate-fudge-slice']);
  });
});
