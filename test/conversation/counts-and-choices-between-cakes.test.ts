import { describe, expect, it } from 'vitest';
import { converse, lines, types } from '../helpers/converse.js';

// "this or that" is one cake to choose, not both; a count said before the flavours is shared
// between them, never given to each.

describe('"chocolate cake or carrot cake": one of them', () => {
  it('is asked which, and nothing is put down before the answer', () => {
    const asked = converse(['chocolate cake or carrot cake for sat noon']);
    expect(asked.state.draft.items).toEqual([]);
    expect(asked.state.offer?.skus).toEqual(['chocolate-fudge-whole', 'carrot-whole']);
    expect(lines(converse(['chocolate cake or carrot cake for sat noon', 'carrot']).state.draft.items)).toEqual(['1 carrot-whole']);
  });

  it('answering the cakes offered, "chocolate or carrot idk" offers those two whole cakes', () => {
    const asked = converse(['i want a cake for saturday', 'chocolate or carrot idk']);
    expect(asked.state.draft.items).toEqual([]);
    expect(asked.state.offer?.skus).toEqual(['chocolate-fudge-whole', 'carrot-whole']);
  });

  it('"2 lemon or vanilla slices" offers the two slices, for 2', () => {
    const asked = converse(['2 lemon or vanilla slices today at 3']);
    expect(asked.state.offer).toMatchObject({ skus: ['lemon-slice', 'vanilla-bean-slice'], qty: 2 });
    expect(lines(converse(['2 lemon or vanilla slices today at 3', 'vanilla']).state.draft.items)).toEqual(['2 vanilla-bean-slice']);
  });

  it('"a fudge cake and a carrot cake" is still both', () => {
    expect(lines(converse(['a fudge cake and a carrot cake for sat noon']).state.draft.items)).toEqual(['1 chocolate-fudge-whole', '1 carrot-whole']);
  });
});

describe('a count said before the flavours that answer "which would you like?"', () => {
  it('"2 cakes" then "carrot and chocolate" is one of each', () => {
    expect(lines(converse(['i want 2 cakes for sat noon pickup', 'carrot and chocolate']).state.draft.items)).toEqual(['1 carrot-whole', '1 chocolate-fudge-whole']);
  });

  it('"4 slices" then "carrot and lemon" is 2 of each, as "4 slices: carrot and lemon" is', () => {
    expect(lines(converse(['4 slices', 'carrot and lemon']).state.draft.items)).toEqual(['2 carrot-slice', '2 lemon-slice']);
  });

  it('a count that does not share evenly asks how many of each, and "2 each" answers it', () => {
    const asked = converse(['4 slices', 'carrot and lemon and fudge']);
    expect(asked.state.awaiting).toBe('quantity');
    expect(asked.state.askShareOf?.total).toBe(4);
    expect(lines(converse(['5 slices', 'carrot and lemon', '2 each']).state.draft.items)).toEqual(['2 carrot-slice', '2 lemon-slice']);
  });

  it('"2 slices" then one flavour is 2 of it', () => {
    expect(lines(converse(['2 slices', 'lemon']).state.draft.items)).toEqual(['2 lemon-slice']);
  });
});

describe('"2 of each" with several lines just ordered', () => {
  it('sets every line just added to 2, and asks nothing', () => {
    const turn = converse(['a fudge cake and a carrot cake for sat 2pm', '2 of each']);
    expect(lines(turn.state.draft.items)).toEqual(['2 chocolate-fudge-whole', '2 carrot-whole']);
    expect(types(turn.acts)).not.toContain('offer_choices');
    expect(lines(converse(['a fudge cake and a carrot cake for sat 2pm', '3 each']).state.draft.items)).toEqual(['3 chocolate-fudge-whole', '3 carrot-whole']);
  });
});

describe('"a red velvet and a carrot cake": "cake" said once, after the last flavour', () => {
  it('is every flavour\'s form: two whole cakes, and whole or slice is not asked', () => {
    for (const message of ['a red velvet and a carrot cake for sat at 2', 'red velvet + choc cake sat 2pm']) {
      const { state } = converse([message]);
      expect(state.draft.items.every((item) => item.sku.endsWith('-whole')), message).toBe(true);
      expect(state.draft.items).toHaveLength(2);
      expect(state.awaiting, message).not.toBe('choice');
    }
  });

  it('the writing said for the red velvet goes on the red velvet', () => {
    const [redVelvet, carrot] = converse(['red velvet and carrot cake for sat at 2 write happy bday on the red velvet']).state.draft.items;
    expect(redVelvet).toMatchObject({ sku: 'red-velvet-whole', notes: 'happy bday' });
    expect(carrot?.notes ?? null).toBeNull();
  });

  it('"a red velvet and a carrot slice" still asks whether the red velvet is a cake or a slice', () => {
    expect(converse(['a red velvet and a carrot slice today at 2']).state.offer?.skus).toEqual(['red-velvet-whole', 'red-velvet-slice']);
  });
});

describe('a cake picked after how many a party needs was answered', () => {
  it('"cake for 25 people" → "chocolate" is the 3 cakes the answer said; the lemon, which serves more, 2', () => {
    expect(lines(converse(['I need cake for 25 people next Tuesday at noon', 'chocolate']).state.draft.items)).toEqual(['3 chocolate-fudge-whole']);
    expect(lines(converse(['I need cake for 25 people next Tuesday at noon', 'lemon']).state.draft.items)).toEqual(['2 lemon-whole']);
    expect(lines(converse(['a cake for saturday', 'chocolate']).state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
  });
});
