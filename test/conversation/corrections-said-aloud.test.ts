import { describe, expect, it } from 'vitest';
import { converse, lines } from '../helpers/converse.js';

// Corrections as callers say them, with no punctuation, found by playing callers against the
// engine: an hour, a day or a count put right mid-sentence, an hour said after "no", "half four",
// a flavour put right at the read-back, and a yes said to a handoff. Checked by the draft and the
// action, never by wording.

const READ_BACK = ['whole red velvet saturday at three', 'pickup', 'amy'];

describe('put right in the same breath', () => {
  it('"for saturday at three no four" is one cake at 4, never four cakes', () => {
    for (const said of ['a whole red velvet cake for saturday at three no four', 'a whole red velvet cake for saturday at three wait four']) {
      const { state } = converse([said]);
      expect(lines(state.draft.items), said).toEqual(['1 red-velvet-whole']);
      expect(state.draft.datetime, said).toBe('2026-11-21T16:00:00.000-06:00');
    }
  });

  it('"saturday wait sunday" is Sunday', () => {
    expect(converse(['whole carrot cake', 'saturday wait sunday']).state.draft.day).toBe('2026-11-22');
  });

  it('"three slices of carrot no make that four today at 2" is four slices at 2', () => {
    const { state } = converse(['three slices of carrot no make that four today at 2']);
    expect(lines(state.draft.items)).toEqual(['4 carrot-slice']);
    expect(state.draft.datetime).toBe('2026-11-20T14:00:00.000-06:00');
  });
});

describe('an hour where the time was asked', () => {
  it('"uh no make it eleven" after a time was refused is 11 o\'clock, never eleven cakes', () => {
    const { state } = converse(['whole carrot cake for tomorrow at nine', 'uh no make it eleven']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T11:00:00.000-06:00');
  });

  it('"half four" is half past four', () => {
    const { state } = converse(['whole carrot cake for sunday', 'half four']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.datetime).toBe('2026-11-22T16:30:00.000-06:00');
  });
});

describe('at the read-back', () => {
  it('"no i wanted carrot", "it should be carrot cake" swap the cake; "wrong cake i said lemon" swaps the slices', () => {
    for (const said of ['no i wanted carrot', 'it should be carrot cake']) {
      expect(lines(converse([...READ_BACK, said]).state.draft.items), said).toEqual(['1 carrot-whole']);
    }
    expect(lines(converse(['two slices of carrot today at three', 'amy', 'wrong cake i said lemon']).state.draft.items)).toEqual(['2 lemon-slice']);
  });

  it('a person asked for, then "yeah", places nothing until the order is read back again and confirmed', () => {
    const asked = converse([...READ_BACK, 'um can i just talk to a real person', 'yeah'], 'sms', { place: true });
    expect(asked.placed).toBe(0);
    expect(asked.state.awaiting).toBe('confirm');
    expect(converse([...READ_BACK, 'um can i just talk to a real person', 'yeah', 'yes'], 'sms', { place: true }).placed).toBe(1);
  });
});

describe('said around the words that matter', () => {
  it('"uh is there egg in it" at the read-back is an allergen question; "uh huh" is still a yes', () => {
    expect(converse([...READ_BACK, 'uh is there egg in it']).acts[0]).toMatchObject({ type: 'answer_allergens' });
    expect(converse([...READ_BACK, 'uh huh'], 'sms', { place: true }).placed).toBe(1);
  });

  it('"Leigh L E I G H": the name, without the letters spelled after it', () => {
    expect(converse(['carrot cake tomorrow 3pm pickup', 'no the name is wrong its Leigh L E I G H']).state.draft.name).toBe('Leigh');
    expect(converse(['carrot cake tomorrow 3pm pickup', 'J R R Tolkien']).state.draft.name).toBe('J R R Tolkien');
  });
});

describe('a correction said inside the message, with no "no" before it', () => {
  it('"at two, I mean three", "at 2 make that 3", "at 2 or rather 3": the hour said second', () => {
    for (const message of ['a chocolate cake for saturday at two, I mean three', 'a chocolate cake for saturday at 2 i mean 3', 'a chocolate cake for saturday at 2 make that 3', 'a chocolate cake for saturday at 2 or rather 3']) {
      expect(converse([message]).state.draft.datetime, message).toBe('2026-11-21T15:00:00.000-06:00');
    }
  });

  it('"a carrot cake, sorry, chocolate cake" is the chocolate cake alone; a "sorry" before no cake changes nothing', () => {
    expect(lines(converse(['a carrot cake, sorry, chocolate cake for saturday at 2']).state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
    expect(lines(converse(['2 carrot slices today at 3, sorry, im in a rush']).state.draft.items)).toEqual(['2 carrot-slice']);
  });

  it('"no 3 slices not 2" sets the slices to 3, never takes them off', () => {
    expect(lines(converse(['2 carrot slices today at 3', 'no 3 slices not 2']).state.draft.items)).toEqual(['3 carrot-slice']);
  });
});
