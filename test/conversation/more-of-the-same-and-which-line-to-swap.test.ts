import { describe, expect, it } from 'vitest';
import { converse, lines, saidTo, types } from '../helpers/converse.js';

// "2 more please" just after placing, "swap one for red velvet" with two lines it could come
// from, and "ok" or "both" said to the price of two cakes: what a counter clerk would make of each.

describe('"2 more please" just after an order was placed', () => {
  it('is two more of the product placed, as a separate order at the same time', () => {
    const { state, acts } = converse(['2 fudge slices today at 3', 'Ana', 'yes', '2 more please'], 'sms', { place: true });
    expect(lines(state.draft.items)).toEqual(['2 chocolate-fudge-slice']);
    expect(types(acts)).toContain('separate_order');
    expect(state.draft.datetime).toBe('2026-11-20T15:00:00.000-06:00');
  });

  it('keeps the size placed: "can i get one more?" after a large fudge slice is another large one', () => {
    const { state } = converse(['a large fudge slice today at 3', 'Ana', 'yes', 'can i get one more?'], 'sms', { place: true });
    expect(state.draft.items).toMatchObject([{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }]);
  });

  it('asks which product when the order placed had two', () => {
    const { state, acts } = converse(['a carrot cake and a fudge cake for saturday at 2 pickup', 'Ana', 'yes', '2 more please'], 'sms', { place: true });
    expect(state.awaiting).toBe('choice');
    expect(state.offer?.skus).toEqual(['carrot-whole', 'chocolate-fudge-whole']);
    expect(types(acts)).toContain('offer_choices');
    const answered = converse(['a carrot cake and a fudge cake for saturday at 2 pickup', 'Ana', 'yes', '2 more please', 'the carrot'], 'sms', { place: true });
    expect(lines(answered.state.draft.items)).toEqual(['2 carrot-whole']);
  });

  it('is not read into "one more thing, do you deliver?"', () => {
    const { state } = converse(['2 fudge slices today at 3', 'Ana', 'yes', 'one more thing, do you deliver?'], 'sms', { place: true });
    expect(state.draft.items).toEqual([]);
  });
});

describe('"swap one for red velvet" with more than one line it could come from', () => {
  it('takes it from the other line when red velvet slices are already on the order', () => {
    const { state } = converse(['3 carrot slices and 2 red velvet slices today at 3', 'Al', 'swap one for red velvet']);
    expect(lines(state.draft.items)).toEqual(['2 carrot-slice', '3 red-velvet-slice']);
  });

  it('asks which line with carrot and lemon slices, and swaps from the one answered', () => {
    const asked = converse(['3 carrot slices and 3 lemon slices today at 3', 'Al', 'swap one for red velvet']);
    expect(asked.state.awaiting).toBe('choice');
    expect(asked.state.offer).toMatchObject({ reason: 'swap', skus: ['carrot-slice', 'lemon-slice'], qty: 1 });
    expect(lines(asked.state.draft.items)).toEqual(['3 carrot-slice', '3 lemon-slice']);
    expect(saidTo(['3 carrot slices and 3 lemon slices today at 3', 'Al', 'swap one for red velvet'])).toContain('Red Velvet Cake Slice');
    const { state } = converse(['3 carrot slices and 3 lemon slices today at 3', 'Al', 'swap one for red velvet', 'the carrot']);
    expect(lines(state.draft.items)).toEqual(['2 carrot-slice', '3 lemon-slice', '1 red-velvet-slice']);
  });

  it('still swaps without asking when the line is named ("swap one carrot for a fudge")', () => {
    const { state } = converse(['3 carrot slices and 2 red velvet slices', 'swap one carrot for a fudge']);
    expect(lines(state.draft.items)).toEqual(['2 carrot-slice', '2 red-velvet-slice', '1 chocolate-fudge-slice']);
  });
});

describe('the price of two cakes, then "ok" or "both"', () => {
  const asked = 'how much are a fudge cake and a carrot cake?';

  it('"ok" asks which, rather than ordering both', () => {
    const { state } = converse([asked, 'ok']);
    expect(state.draft.items).toEqual([]);
    expect(state.awaiting).toBe('choice');
    expect(state.offer?.skus).toEqual(['chocolate-fudge-whole', 'carrot-whole']);
  });

  it.each(['both', 'yes both', 'sure, both please', 'one of each', 'ok order them'])('"%s" orders both', (answer) => {
    expect(lines(converse([asked, answer]).state.draft.items)).toEqual(['1 chocolate-fudge-whole', '1 carrot-whole']);
  });
});
