import { describe, expect, it } from 'vitest';
import { readItems } from '../../src/conversation/english/read-items.js';
import { buildMenuIndex } from '../../src/conversation/menu-index.js';
import { sampleCatalog } from '../helpers/sample-catalog.js';

const index = buildMenuIndex(sampleCatalog());
const lines = (text: string) => {
  const reading = readItems(text, index);
  return { lines: reading.items.map((item) => (item.kind === 'product' ? `${item.qty ?? '?'} ${item.sku}${item.sizeWanted ? ` ${item.sizeWanted}` : ''}` : item.kind)), unshared: reading.unshared ?? null };
};

describe('a count of slices said once for several flavours', () => {
  it('is shared out evenly among the flavours, in the form the count names', () => {
    expect(lines('hi can i get 8 slices for my team, a mix of chocolate and lemon, pickup today at 1:30')).toEqual({ lines: ['4 chocolate-fudge-slice', '4 lemon-slice'], unshared: null });
    expect(lines('8 slices mixed chocolate and lemon').lines).toEqual(['4 chocolate-fudge-slice', '4 lemon-slice']);
    expect(lines('6 slices split between carrot and red velvet').lines).toEqual(['3 carrot-slice', '3 red-velvet-slice']);
    expect(lines('i need 20 slices for the office. chocolate and vanilla please').lines).toEqual(['10 chocolate-fudge-slice', '10 vanilla-bean-slice']);
  });

  it('gives every flavour the size said with the count', () => {
    expect(lines('8 large slices, half chocolate half red velvet').lines).toEqual(['4 chocolate-fudge-slice large', '4 red-velvet-slice large']);
  });

  it('is the total when each flavour has its own number, not a line of its own', () => {
    expect(lines('a dozen slices, 6 chocolate 6 vanilla').lines).toEqual(['6 chocolate-fudge-slice', '6 vanilla-bean-slice']);
  });

  it('is left to be asked about when it does not share out evenly', () => {
    expect(lines('10 slices: chocolate, lemon and carrot')).toEqual({ lines: ['? chocolate-fudge-slice', '? lemon-slice', '? carrot-slice'], unshared: 10 });
  });

  it('belongs to the first flavour when it is said right before it and the others have numbers', () => {
    expect(lines('2 slices of chocolate and 2 of lemon').lines).toEqual(['2 chocolate-fudge-slice', '2 lemon-slice']);
    expect(lines('2 slices of chocolate and a lemon cake').lines).toEqual(['2 chocolate-fudge-slice', '1 lemon-whole']);
  });

  it('leaves a cake named in the other form as a line of its own', () => {
    expect(lines('a whole carrot cake and 3 slices').lines).toEqual(['1 carrot-whole', 'category']);
  });
});

describe('a count of slices said as people to serve', () => {
  it('is a slice each, shared out among the flavours', () => {
    expect(lines('need enough slices for 8 people, half chocolate (regular) half lemon, pickup today at 5').lines).toEqual(['4 chocolate-fudge-slice regular', '4 lemon-slice']);
  });
});
