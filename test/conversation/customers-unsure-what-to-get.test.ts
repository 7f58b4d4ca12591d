import { describe, expect, it } from 'vitest';
import { converse } from '../helpers/converse.js';

// Customers who do not know what to get: each cake is described from the menu (what it is, its
// price, how many it serves), never a favourite, a best-seller or a rating, and nothing is ordered
// until they choose.

const types = (acts: Array<{ type: string }>) => acts.map((act) => act.type);
const described = (acts: Array<{ type: string; skus?: string[] }>) => acts.find((act) => act.type === 'answer_products')?.skus ?? [];

describe('a customer unsure what to get', () => {
  it('"what\'s good?" and "surprise me" describe every whole cake, saying no cake is ranked', () => {
    for (const message of ["what's good?", 'surprise me', 'if u were me what would u get']) {
      const { acts, state } = converse([message]);
      expect(acts[0], message).toEqual({ type: 'cakes_described', ranked: true });
      expect(described(acts), message).toEqual(['chocolate-fudge-whole', 'carrot-whole', 'red-velvet-whole', 'lemon-whole', 'vanilla-bean-whole']);
      expect(state.draft.items, message).toEqual([]);
    }
  });

  it('"something light", "whats in each one" and "what do they taste like" describe the cakes without ranking talk', () => {
    for (const message of ['something light', 'whats in each one', 'what do they taste like']) {
      const { acts } = converse([message]);
      expect(acts[0], message).toEqual({ type: 'cakes_described', ranked: false });
      expect(described(acts).length, message).toBe(5);
    }
  });

  it('"nothing chocolate" leaves the chocolate cake out and orders none', () => {
    const { acts, state } = converse(['nothing chocolate']);
    expect(described(acts)).toEqual(['carrot-whole', 'red-velvet-whole', 'lemon-whole', 'vanilla-bean-whole']);
    expect(state.draft.items).toEqual([]);
    expect(types(acts)).not.toContain('offer_choices');
  });

  it('"whats ur most popular slice?" describes the slices', () => {
    expect(described(converse(['whats ur most popular slice?']).acts).every((sku) => sku.endsWith('-slice'))).toBe(true);
  });

  it('"nvm no carrot" with an order being made takes the carrot off, asking nothing', () => {
    const { state, acts } = converse(['2 carrot slices and 2 lemon slices at 3 today', 'nvm no carrot']);
    expect(state.draft.items.map((item) => item.sku)).toEqual(['lemon-slice']);
    expect(types(acts)).not.toContain('cakes_described');
  });

  it('"ill just come in and look, thx" after the descriptions is a goodbye', () => {
    expect(types(converse(['whats ur most popular slice?', 'ok cool ill just come in and look, thx']).acts)).toEqual(['farewell']);
  });
});

describe('two cakes weighed against each other', () => {
  it('"choc fudge or red velvet?? cant decide" describes both and orders neither', () => {
    const { acts, state } = converse(['choc fudge or red velvet?? cant decide']);
    expect(described(acts)).toEqual(expect.arrayContaining(['chocolate-fudge-whole', 'red-velvet-whole']));
    expect(described(acts).some((sku) => sku.startsWith('carrot'))).toBe(false);
    expect(state.draft.items).toEqual([]);
  });

  it('"what does red velvet even taste like lol" and "whats the lemon chiffon like?" are described; "whats the weather like" is not a cake', () => {
    expect(described(converse(['what does red velvet even taste like lol']).acts)).toContain('red-velvet-whole');
    expect(described(converse(['whats the lemon chiffon like?']).acts)).toContain('lemon-whole');
    expect(types(converse(['whats the weather like']).acts)).not.toContain('answer_products');
  });

  it('"ok 1 slice of each at 6pm" after the two were described orders a slice of each', () => {
    const { state } = converse(['choc fudge or red velvet?? cant decide', 'ok 1 slice of each at 6pm']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['1 chocolate-fudge-slice', '1 red-velvet-slice']);
  });
});
