import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { newConversation } from '../../src/conversation/conversation-state.js';
import { respondTo } from '../../src/conversation/engine.js';
import { converse, engineContext, lines, types } from '../helpers/converse.js';

// Days and times as customers change them, found by playing customers against the engine: a day
// turned down for another, "the next day", an hour turned down for another, a part of the day
// with its hour, and a bare number where the day or the time was asked. Checked by the draft.

const ATE_SAT_2PM = ['red velvet cake sat at 2pm', 'pickup', 'Sam'];

describe('a day changed at the read-back', () => {
  it('the day wanted instead of the one turned down is the order\'s, at the same time', () => {
    for (const [said, at] of [
      ['change the day to monday', '2026-11-23T14:00:00.000-06:00'],
      ['change day to monday', '2026-11-23T14:00:00.000-06:00'],
      ['i cant do saturday, can we do sunday', '2026-11-22T14:00:00.000-06:00'],
      ['switch saturday to sunday', '2026-11-22T14:00:00.000-06:00'],
      ['saturday doesnt work, sunday?', '2026-11-22T14:00:00.000-06:00'],
      ['move it from saturday to monday', '2026-11-23T14:00:00.000-06:00'],
      ['the next day', '2026-11-22T14:00:00.000-06:00'],
      ['the following day please', '2026-11-22T14:00:00.000-06:00'],
    ] as const) {
      const { state } = converse([...ATE_SAT_2PM, said]);
      expect(state.draft.datetime, said).toBe(at);
      expect(state.awaiting, said).toBe('confirm');
    }
  });

  it('"tomorrow morning 9" is 9 AM, too soon for a cake that needs a day, and said so', () => {
    const { acts, state } = converse([...ATE_SAT_2PM, 'make it tomorrow morning 9']);
    expect(types(acts)).toContain('order_problem');
    expect(state.draft.datetime).not.toBe('2026-11-21T14:00:00.000-06:00');
  });
});

describe('an hour turned down for another', () => {
  it('"4pm is too late, 2 would be better", "can\'t do 4, how about 5", "3 doesn\'t work, 4?" move the time', () => {
    for (const [start, said, at] of [
      ['red velvet cake sun at 4pm', '4pm is too late, 2 would be better', '2026-11-22T14:00:00.000-06:00'],
      ['red velvet cake sun at 4pm', "can't do 4, how about 5", '2026-11-22T17:00:00.000-06:00'],
      ['red velvet cake sun at 3pm', "3 doesn't work, 4?", '2026-11-22T16:00:00.000-06:00'],
    ] as const) {
      const { state } = converse([start, 'pickup', 'Sam', said]);
      expect(state.draft.datetime, said).toBe(at);
    }
  });

  it('"not 3 but 4" with three slices is no time said', () => {
    const { state } = converse(['3 lemon slices today at 4', 'Sam', 'not 3 but 4']);
    expect(state.draft.datetime).toBe('2026-11-20T16:00:00.000-06:00');
  });
});

describe('a bare number where the day or the time was asked', () => {
  it('"630" and "1030" asked for the time are 6:30 PM and 10:30 AM, never a count', () => {
    for (const [said, at] of [
      ['630', '2026-11-21T18:30:00.000-06:00'],
      ['1030', '2026-11-21T10:30:00.000-06:00'],
    ] as const) {
      const { state } = converse(['whole vanilla cake tomorrow', said]);
      expect(lines(state.draft.items), said).toEqual(['1 vanilla-bean-whole']);
      expect(state.draft.datetime, said).toBe(at);
    }
  });

  it('"28" asked for the day and time is the 28th, never 28 cakes', () => {
    const { state } = converse(['chocolate cake', '28']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
    expect(state.draft.day).toBe('2026-11-28');
  });

  it('"between 2 and 4 tomorrow" asked for the day and time is tomorrow from 2 PM, said either way round', () => {
    for (const said of ['between 2 and 4 tomorrow', 'tomorrow between 2 and 4', 'between 2 and 4pm tomorrow']) {
      expect(converse(['2 carrot slices', said]).state.draft.datetime, said).toBe('2026-11-21T14:00:00.000-06:00');
    }
  });

  it('a number asked how many slices is still how many', () => {
    expect(lines(converse(['chocolate slices', '12']).state.draft.items)).toEqual(['12 chocolate-fudge-slice']);
  });
});

describe('days said loosely', () => {
  it('"thxgiving" and "turkey day" are Thanksgiving', () => {
    for (const said of ['chocolate cake for thxgiving 10am', 'chocolate cake for turkey day at 10am']) {
      expect(converse([said]).state.draft.datetime, said).toBe('2026-11-26T10:00:00.000-06:00');
    }
  });

  it('"the 31st" in November is December 31, never November 30', () => {
    expect(converse(['chocolate cake for the 31st at 2']).state.draft.datetime).toBe('2026-12-31T14:00:00.000-06:00');
  });

  it('"we eat at 4 so I\'d grab it around 2": the pickup is 2', () => {
    const { state } = converse(["Could I get a red velvet cake for Thanksgiving? We eat at 4 so I'd grab it around 2."], 'webchat');
    expect(state.draft.datetime).toBe('2026-11-26T14:00:00.000-06:00');
  });
});

describe('a holiday said as the occasion', () => {
  it('"pickup tomorrow 2pm, it\'s for a Christmas party", "... Happy Thanksgiving!" keep tomorrow', () => {
    for (const said of ["Chocolate cake pickup tomorrow 2pm, it's for a Christmas party", 'Chocolate cake pickup tomorrow 2pm. Love you guys, Happy Thanksgiving!']) {
      expect(converse([said]).state.draft.datetime, said).toBe('2026-11-21T14:00:00.000-06:00');
    }
    expect(converse(['for Thanksgiving dinner, chocolate cake pickup Wednesday at 3pm']).state.draft.datetime).toBe('2026-11-25T15:00:00.000-06:00');
  });

  it('said with no other day, the holiday is the day', () => {
    expect(converse(['chocolate cake for thanksgiving dinner, pickup at 3']).state.draft.datetime).toBe('2026-11-26T15:00:00.000-06:00');
  });
});

describe('a day refused for one cake, wanted again for another', () => {
  it('"custom cake for sunday" was too soon; "then a vanilla cake instead" is Sunday again, and its time asked', () => {
    const { state } = converse(['custom cake for sunday', 'then a vanilla cake instead']);
    expect(state.draft.day).toBe('2026-11-22');
    expect(state.proposedTime).toBeNull();
    expect(state.awaiting).toBe('time');
  });

  it('a yes to the time proposed still takes it', () => {
    expect(converse(['custom cake for sunday', 'yes']).state.draft.datetime).toBe('2026-11-23T10:15:00.000-06:00');
  });
});

describe('a weekday said on that same day, with a bare hour', () => {
  const at = (iso: string, message: string) => {
    const ctx = { ...engineContext('sms'), now: DateTime.fromISO(iso, { zone: 'America/Chicago' }) };
    return respondTo(newConversation(), message, ctx).state.draft.datetime;
  };

  it('"friday at 5" said on a Friday at 12:30 is today at 5 PM, not a week on', () => {
    expect(at('2026-11-20T12:30', '2 lemon slices friday at 5')).toContain('2026-11-20T17:00');
    expect(at('2026-11-20T08:30', '2 lemon slices friday at 1')).toContain('2026-11-20T13:00');
  });

  it('"next friday at 3" said on a Friday is still next week', () => {
    expect(at('2026-11-20T12:30', 'a carrot cake next friday at 3')).toContain('2026-11-27T15:00');
  });
});

describe('days named by their place in the month or by weekend', () => {
  const draftOf = (said: string, at?: string) => {
    const ctx = at ? { ...engineContext(), now: DateTime.fromISO(at, { zone: 'America/Chicago' }) } : engineContext();
    return respondTo(newConversation(), said, ctx).state.draft;
  };
  const day = (said: string, at?: string) => draftOf(said, at).datetime;

  it('"the last saturday in november", "the first saturday of december", "the second sunday in december" are those days', () => {
    expect(day('a carrot cake for the last saturday in november at 2pm')).toBe('2026-11-28T14:00:00.000-06:00');
    expect(day('a carrot cake for the first saturday of december at 2pm')).toBe('2026-12-05T14:00:00.000-06:00');
    expect(day('a carrot cake for the 1st saturday in december at 2pm')).toBe('2026-12-05T14:00:00.000-06:00');
    expect(day('a carrot cake for the second sunday in december at 2pm')).toBe('2026-12-13T14:00:00.000-06:00');
    expect(day('a carrot cake for the first weekend of december, sunday at 2pm')).toBe('2026-12-06T14:00:00.000-06:00');
    // Passed this year: next year's.
    expect(day('a carrot cake for the first saturday of january at 2pm', '2026-12-10T10:00')).toBe('2027-01-02T14:00:00.000-06:00');
  });

  it('"the last friday of the month" is a day ahead to order for, not an order from "last friday"', () => {
    const { state, action } = converse(['carrot cake for the last friday of the month at 11am, pickup name Kip']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.datetime).toBe('2026-11-27T11:00:00.000-06:00');
    expect(action).toBeNull();
  });

  it('"next weekend" said on a Friday is the weekend after this one; "the weekend after next" a week later; "monday week" the Monday after next', () => {
    expect(day('a carrot cake next weekend, saturday 11am')).toBe('2026-11-28T11:00:00.000-06:00');
    expect(day('a carrot cake next weekend sunday at noon')).toBe('2026-11-29T12:00:00.000-06:00');
    expect(day('a carrot cake for the weekend after next, saturday 11am')).toBe('2026-12-05T11:00:00.000-06:00');
    expect(day('a carrot cake for monday week at 11')).toBe('2026-11-30T11:00:00.000-06:00');
    // Said on a Tuesday, "next weekend" is the coming one.
    expect(day('a carrot cake next weekend, saturday 11am', '2026-11-24T10:00')).toBe('2026-11-28T11:00:00.000-06:00');
  });

  it('"this weekend" said on a Sunday is that Sunday, never the next Saturday; said on a Friday, the coming Saturday', () => {
    expect(draftOf('2 lemon slices this weekend', '2026-11-22T06:00').day).toBe('2026-11-22');
    expect(draftOf('2 lemon slices this weekend').day).toBe('2026-11-21');
  });

  it('"sunday is bad, monday?" at the read-back moves the order to Monday, never keeps the day turned down', () => {
    expect(converse(['carrot cake sunday 2pm pickup name Oli', 'sunday is bad, monday?']).state.draft.datetime).toBe('2026-11-23T14:00:00.000-06:00');
    const asked = converse(['carrot cake sunday 2pm pickup name Oli', 'hmm sunday is bad, what about after work on monday']).state;
    expect(asked.draft.day).toBe('2026-11-23');
    expect(asked.awaiting).toBe('time');
  });

  it('a weekday said with a month and a day that disagree is checked aloud: "tuesday nov 25"', () => {
    const { acts } = converse(['carrot cake for tuesday nov 25 at 2pm pickup name Ned']);
    expect(acts).toContainEqual({ type: 'day_mismatch', date: '2026-11-25', saidWeekday: 2 });
    expect(types(converse(['carrot cake for tuesday, december 1 at 2pm pickup name Ned']).acts)).not.toContain('day_mismatch');
  });
});

describe('two cakes for two days, the first asked whole or slice', () => {
  it('"red velvet for this saturday and a carrot cake for sunday" keeps the Sunday cake as a second order while the red velvet\'s form is asked', () => {
    const { state, placed } = converse(['red velvet for this saturday and a carrot cake for sunday, both at noon, pickup name Sid', '1', 'yes'], 'sms', { place: true });
    expect(placed).toBe(1);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.datetime).toBe('2026-11-22T12:00:00.000-06:00');
    expect(state.awaiting).toBe('confirm');
  });
});

describe('the earliest asked with a time on the order', () => {
  it('"ok what is the earliest then?" says when the order could be ready and keeps the time on it, which a yes then places', () => {
    const asked = converse(['I want a custom 10 inch birthday cake for Monday at 11am, pickup, name Gia', 'ok what is the earliest then']);
    expect(types(asked.acts)).toEqual(['answer_earliest', 'summary']);
    expect(asked.state.draft.datetime).toBe('2026-11-23T11:00:00.000-06:00');
    expect(converse(['I want a custom 10 inch birthday cake for Monday at 11am, pickup, name Gia', 'ok what is the earliest then', 'yes'], 'sms', { place: true }).placed).toBe(1);
  });
});

describe('"the first" and "the second" of a list', () => {
  it('"the first is a lemon chiffon and the second is a red velvet" names cakes, not the 1st and 2nd of the month', () => {
    const { state } = converse(['two cakes for saturday at 10am pickup. the first is a lemon chiffon and the second is a red velvet. name Henderson']);
    expect(state.draft.items.map((item) => item.sku)).toEqual(['lemon-whole', 'red-velvet-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T10:00:00.000-06:00');
  });

  it('"a carrot cake for the first" is still December 1', () => {
    expect(converse(['a carrot cake for the first']).state.draft.day).toBe('2026-12-01');
  });
});
