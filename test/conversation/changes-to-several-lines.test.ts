import { describe, expect, it } from 'vitest';
import { converse } from '../helpers/converse.js';

// Changes said about several lines at once, or about one line by its flavour: every line named
// changes, the others stay, and nothing is added or asked that the customer did not say.

const lines = (items: Array<{ sku: string; qty: number }>) => items.map((item) => `${item.qty} ${item.sku}`);
const types = (acts: Array<{ type: string }>) => acts.map((act) => act.type);
const SLICES = '2 lemon slices and 3 carrot slices today at 3';
const TWO_CAKES = 'a red velvet cake and a carrot cake for saturday at 2';

describe('counts said for several lines in one message', () => {
  it('"make the lemon 1 and the carrot 4" recounts both lines', () => {
    const { state, acts } = converse([SLICES, 'make the lemon 1 and the carrot 4']);
    expect(lines(state.draft.items)).toEqual(['1 lemon-slice', '4 carrot-slice']);
    expect(types(acts)).not.toContain('items_added');
  });

  it('"make the lemon 1, the carrot 4" does too', () => {
    expect(lines(converse([SLICES, 'make the lemon 1, the carrot 4']).state.draft.items)).toEqual(['1 lemon-slice', '4 carrot-slice']);
  });

  it('"make the lemon 3 and the carrot cake for saturday" recounts the lemon and leaves the cake for its own order', () => {
    const { state } = converse([SLICES, 'make the lemon 3 and the carrot cake for saturday']);
    expect(lines(state.draft.items)).toEqual(['3 lemon-slice', '3 carrot-slice']);
    expect(state.laterOrder?.items.map((item) => item.sku)).toEqual(['carrot-whole']);
  });
});

describe('one flavour said for every line', () => {
  it('"make them both chocolate" with two cakes is two chocolate cakes', () => {
    const { state, acts } = converse([TWO_CAKES, 'make them both chocolate']);
    expect(lines(state.draft.items)).toEqual(['2 chocolate-fudge-whole']);
    expect(types(acts)).toContain('item_changed');
  });

  it('"can they all be red velvet?" with two kinds of slices is as many red velvet slices', () => {
    expect(lines(converse([SLICES, 'can they all be red velvet?']).state.draft.items)).toEqual(['5 red-velvet-slice']);
  });

  it('"change both to lemon" changes both', () => {
    expect(lines(converse([TWO_CAKES, 'change both to lemon']).state.draft.items)).toEqual(['2 lemon-whole']);
  });

  it('a cake and slices made "both chocolate" stay a cake and slices', () => {
    const { state, acts } = converse(['a red velvet cake and 2 carrot slices for saturday at 2', 'make them both chocolate']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole', '2 chocolate-fudge-slice']);
    expect(types(acts)).not.toContain('offer_choices');
  });

  it('a flavour that is not available changes nothing, and says so', () => {
    const { state, acts } = converse(['a red velvet cake and 2 carrot slices for saturday at 2', 'make them all strawberry shortcake']);
    expect(lines(state.draft.items)).toEqual(['1 red-velvet-whole', '2 carrot-slice']);
    expect(types(acts)).toContain('unavailable');
  });

  it('"add a lemon slice to both" adds, and changes no line', () => {
    expect(lines(converse([TWO_CAKES, 'add a lemon slice to both']).state.draft.items)).toEqual(['1 red-velvet-whole', '1 carrot-whole', '1 lemon-slice']);
  });
});

describe('one line changed by its flavour', () => {
  it('"make the carrot chocolate" turns the carrot cake into a chocolate one, with no question', () => {
    const { state, acts } = converse([TWO_CAKES, 'make the carrot chocolate']);
    expect(lines(state.draft.items)).toEqual(['1 red-velvet-whole', '1 chocolate-fudge-whole']);
    expect(types(acts)).not.toContain('offer_choices');
  });

  it('"make the carrot one chocolate" is the flavour, not a count of one', () => {
    expect(lines(converse(['2 carrot cakes for saturday at 2', 'make the carrot one chocolate']).state.draft.items)).toEqual(['2 chocolate-fudge-whole']);
  });

  it('slices stay slices: "make the carrot lemon"', () => {
    expect(lines(converse(['2 carrot slices today at 3', 'make the carrot lemon']).state.draft.items)).toEqual(['2 lemon-slice']);
  });

  it('"make the carrot cake say happy birthday" is writing, not a flavour', () => {
    const { state } = converse(['a carrot cake for saturday at 2', 'make the carrot cake say happy birthday']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.items[0]?.notes).toMatch(/happy birthday/i);
  });
});

describe('"only" and "just" said about one line', () => {
  it('"only one vanilla" with two vanilla and two chocolate cakes makes the vanilla one and keeps the chocolate', () => {
    expect(lines(converse(['2 chocolate cakes and 2 vanilla cakes sat 3pm pickup name Ada', 'only one vanilla']).state.draft.items)).toEqual(['2 chocolate-fudge-whole', '1 vanilla-bean-whole']);
    expect(lines(converse(['2 carrot cakes and a lemon cake for sunday at 4 pickup name Hal', 'actually just one carrot']).state.draft.items)).toEqual(['1 carrot-whole', '1 lemon-whole']);
  });

  it('"i only want the lemon one" keeps only the lemon cake', () => {
    expect(lines(converse(['a carrot cake and a lemon cake sat 3pm pickup name Bea', 'i only want the lemon one']).state.draft.items)).toEqual(['1 lemon-whole']);
  });

  it('"just a whole vanilla cake then", naming nothing ordered, still replaces the order with it', () => {
    expect(lines(converse(['2 carrot slices and a lemon slice today at 3 name Hal', 'just a whole vanilla cake then']).state.draft.items)).toEqual(['1 vanilla-bean-whole']);
  });
});

describe('a count for a flavour on the order as a cake and as slices', () => {
  const CAKE_AND_SLICES = 'a carrot cake and 3 carrot slices for tomorrow at 2';

  it('"make the carrot 2" asks which line, and the answer gets the count; nothing changes before it', () => {
    const asked = converse([CAKE_AND_SLICES, 'make the carrot 2']);
    expect(lines(asked.state.draft.items)).toEqual(['1 carrot-whole', '3 carrot-slice']);
    expect(asked.state.awaiting).toBe('choice');
    expect(lines(converse([CAKE_AND_SLICES, 'make the carrot 2', 'the slices']).state.draft.items)).toEqual(['1 carrot-whole', '2 carrot-slice']);
    expect(lines(converse([CAKE_AND_SLICES, 'make the carrot 2', 'the cake']).state.draft.items)).toEqual(['2 carrot-whole', '3 carrot-slice']);
    expect(lines(converse([CAKE_AND_SLICES, 'make the carrot 2', 'both']).state.draft.items)).toEqual(['2 carrot-whole', '2 carrot-slice']);
  });

  it('"make the carrot slices 2" or "the carrot cake 2" says which, and is not asked', () => {
    expect(lines(converse([CAKE_AND_SLICES, 'make the carrot slices 2']).state.draft.items)).toEqual(['1 carrot-whole', '2 carrot-slice']);
    expect(lines(converse([CAKE_AND_SLICES, 'make the carrot cake 2']).state.draft.items)).toEqual(['2 carrot-whole', '3 carrot-slice']);
  });
});

describe('none of the options', () => {
  it('"neither", "none of those" or "no thanks" to "which would you like?" adds nothing, says so, and the order goes on', () => {
    for (const said of ['neither', 'none of those', 'no thanks']) {
      const { state, acts } = converse(['a fudge cake tomorrow at 2', 'i want carrot', said]);
      expect(lines(state.draft.items), said).toEqual(['1 chocolate-fudge-whole']);
      expect(types(acts), said).toEqual(['choice_declined', 'ask_slot']);
      expect(state.awaiting, said).toBe('fulfillment');
    }
    expect(converse(['i want carrot', 'neither']).state.awaiting).toBe('items');
    expect(lines(converse(['i want carrot', 'no, slices']).state.draft.items)).toEqual(['1 carrot-slice']);
  });
});

describe('one more of the same', () => {
  it('"add another one", "another one the same", "one more of the same" and "same again" add one to the line just ordered', () => {
    for (const said of ['add another one', 'add another one the same', 'one more of the same', 'same again', 'one more']) {
      expect(lines(converse(['a carrot cake for tomorrow at 2', said]).state.draft.items), said).toEqual(['2 carrot-whole']);
    }
  });
});

describe('large orders edited line by line', () => {
  const SLICES = 'i need three red velvet slices two carrot slices and a lemon slice for today at four name lisa';

  it('a cake\'s writing ends where the next line of the order starts: "that says happy birthday ava and six carrot slices"', () => {
    const { state } = converse(['a chocolate fudge cake that says happy birthday ava and six carrot slices for saturday at two thirty pickup name priya']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole', '6 carrot-slice']);
    expect(state.draft.items[0]?.message).toBe('happy birthday ava');
    const spoken = converse(['a chocolate fudge cake that says happy birthday ava and um six carrot slices and four large fudge slices for saturday']).state.draft.items;
    expect(spoken.map((item) => `${item.qty} ${item.sku} ${item.size ?? ''}`.trim())).toEqual(['1 chocolate-fudge-whole', '6 carrot-slice', '4 chocolate-fudge-slice large']);
  });

  it('"forget the cake just the slices" takes the cake off and keeps the slices; "scratch the slices, just the cake" the other way round', () => {
    const ORDER = 'i need a fudge cake and two carrot slices for saturday at ten pickup name lisa';
    expect(lines(converse([ORDER, 'forget the cake just the slices']).state.draft.items)).toEqual(['2 carrot-slice']);
    expect(lines(converse([ORDER, 'actually no cake just the slices']).state.draft.items)).toEqual(['2 carrot-slice']);
    expect(lines(converse([ORDER, 'scratch the slices, just the cake']).state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
  });

  it('"take off the fudge slices" with only a whole fudge cake takes nothing off, and says so; "the lemon cake" said of lemon slices still means them', () => {
    const { state, acts } = converse(['i need a fudge cake and a carrot cake for saturday at ten pickup name lisa', 'take off the fudge slices']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole', '1 carrot-whole']);
    expect(acts).toContainEqual({ type: 'items_removed', skus: [] });
    expect(lines(converse(['2 lemon slices today at 3', 'remove the lemon cake']).state.draft.items)).toEqual([]);
  });

  it('"not three red velvet, two" recounts the line, as "two red velvet not three" does', () => {
    for (const said of ['actually not three red velvet two', 'not 3 red velvet slices, 2', 'actually two red velvet not three']) {
      expect(lines(converse([SLICES, said]).state.draft.items), said).toEqual(['2 red-velvet-slice', '2 carrot-slice', '1 lemon-slice']);
    }
  });

  it('a line made a flavour already on the order joins that line: "make the lemon one carrot too" is 3 carrot slices', () => {
    expect(lines(converse(['i need two carrot slices and a lemon slice for today at four name lisa', 'make the lemon one carrot too']).state.draft.items)).toEqual(['3 carrot-slice']);
    expect(lines(converse(['i need a red velvet cake and a carrot cake for saturday at ten pickup name lisa', 'swap the red velvet for another carrot']).state.draft.items)).toEqual(['2 carrot-whole']);
    expect(lines(converse([SLICES, 'make the red velvet ones carrot instead']).state.draft.items)).toEqual(['5 carrot-slice', '1 lemon-slice']);
    // "just the chocolate one" keeps that line as it was.
    expect(lines(converse(['whole chocolate fudge cake for pickup saturday 2pm, name Sam', 'and a red velvet cake', 'ok just the chocolate one then']).state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
  });
});

describe('part of a line swapped, said without "make"', () => {
  it('"one of them red velvet instead" with 2 fudge cakes is 1 fudge and 1 red velvet; "can one be carrot" with 3 vanilla is 2 and 1', () => {
    expect(lines(converse(['2 fudge cakes sat noon pickup, Pia', 'one of them red velvet instead']).state.draft.items)).toEqual(['1 chocolate-fudge-whole', '1 red-velvet-whole']);
    expect(lines(converse(['3 vanilla cakes sunday 2pm pickup, Rob', 'actually can one be carrot']).state.draft.items)).toEqual(['2 vanilla-bean-whole', '1 carrot-whole']);
    expect(lines(converse(['3 lemon slices today at 3', 'one of them carrot']).state.draft.items)).toEqual(['2 lemon-slice', '1 carrot-slice']);
    // "two carrot" alone is an order of two, not a swap.
    expect(lines(converse(['3 lemon slices today at 3', 'and two carrot']).state.draft.items)).toContain('3 lemon-slice');
  });
});

describe('a time put right at the read-back', () => {
  it('"sorry not 2, 12" moves a 2 o\'clock order to noon; "not 2, 4" to 4 PM', () => {
    expect(converse(['carrot cake tomorrow at 2, pickup, Nia', 'sorry not 2, 12']).state.draft.datetime).toBe('2026-11-21T12:00:00.000-06:00');
    expect(converse(['carrot cake tomorrow at 2, pickup, Nia', 'not 2, 4']).state.draft.datetime).toBe('2026-11-21T16:00:00.000-06:00');
  });
});

describe('the writing on one of two cakes changed', () => {
  const TWO = 'i need a red velvet cake saying happy birthday emma and a vanilla bean cake saying congrats tom for saturday at ten pickup name lisa';
  const messages = (said: string) => converse([TWO, said]).state.draft.items.map((item) => `${item.sku}: ${item.message ?? ''}`);

  it('"change the message on the vanilla to happy retirement bob" writes those words on the vanilla cake only', () => {
    expect(messages('change the message on the vanilla to happy retirement bob')).toEqual(['red-velvet-whole: happy birthday emma', 'vanilla-bean-whole: happy retirement bob']);
  });

  it('"no message on the red velvet" takes only that cake\'s words off, and adds no cake', () => {
    expect(messages('actually no message on the red velvet')).toEqual(['red-velvet-whole: ', 'vanilla-bean-whole: congrats tom']);
  });
});

describe('part of a line made another size', () => {
  it('"make two of the fudge slices large" with 3 fudge slices is 1 regular and 2 large, not 5', () => {
    const { state } = converse(['i need two carrot slices three fudge slices and a whole red velvet cake for tomorrow at noon', 'pickup name is ana', 'make two of the fudge slices large']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku} ${item.size ?? 'regular'}`)).toEqual(['2 carrot-slice regular', '1 chocolate-fudge-slice regular', '1 red-velvet-whole regular', '2 chocolate-fudge-slice large']);
  });
});

describe('a bare count after two lines added in one message', () => {
  const TWO_CAKES = 'a fudge cake and a carrot cake for saturday at 2';

  it('"make that two" asks which line (or both), and the answer gets the count; nothing changes before it', () => {
    const asked = converse([TWO_CAKES, 'make that two']);
    expect(lines(asked.state.draft.items)).toEqual(['1 chocolate-fudge-whole', '1 carrot-whole']);
    expect(asked.state.awaiting).toBe('choice');
    expect(lines(converse([TWO_CAKES, 'make that two', 'the carrot']).state.draft.items)).toEqual(['1 chocolate-fudge-whole', '2 carrot-whole']);
    expect(lines(converse([TWO_CAKES, 'make that two', 'both']).state.draft.items)).toEqual(['2 chocolate-fudge-whole', '2 carrot-whole']);
  });

  it('after one line added on its own, "make that two" is that line', () => {
    expect(lines(converse(['a fudge cake for saturday at 2', 'and a carrot cake', 'make that two']).state.draft.items)).toEqual(['1 chocolate-fudge-whole', '2 carrot-whole']);
  });
});
