import { describe, expect, it } from 'vitest';
import { converse } from '../helpers/converse.js';

// "The cake" said with only slices on the order: wanted ("I'd also like the cake"), it is a new
// whole cake whose flavour is asked; as the place for writing, it turns nothing into a cake.

const lines = (items: Array<{ sku: string; qty: number }>) => items.map((item) => `${item.qty} ${item.sku}`);
const types = (acts: Array<{ type: string }>) => acts.map((act) => act.type);

describe('"the cake" beside slices', () => {
  it('"I would also like the cake" asks which cake and keeps the slices as they are', () => {
    const { state, acts } = converse(['2 lemon slices for saturday at 3', 'I would also like the cake']);
    expect(lines(state.draft.items)).toEqual(['2 lemon-slice']);
    expect(types(acts)).toContain('offer_choices');
    expect(state.offer?.skus.every((sku) => !sku.endsWith('-slice'))).toBe(true);
  });

  it('the cake picked from the choices is added beside the slices', () => {
    expect(lines(converse(['2 lemon slices for saturday at 3', 'can i add the cake too', '2']).state.draft.items)).toEqual(['2 lemon-slice', '1 carrot-whole']);
  });

  it('"write happy birthday on the cake" still turns no slice into a cake', () => {
    const { state, acts } = converse(['2 lemon slices today at 3', 'i want the cake to say happy birthday']);
    expect(lines(state.draft.items)).toEqual(['2 lemon-slice']);
    expect(types(acts)).toContain('note_needs_cake');
  });
});
