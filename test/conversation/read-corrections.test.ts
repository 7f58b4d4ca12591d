import { describe, expect, it } from 'vitest';
import { readRecount, readReplaced } from '../../src/conversation/english/read-corrections.js';
import { buildMenuIndex } from '../../src/conversation/menu-index.js';
import { sampleCatalog } from '../helpers/sample-catalog.js';

const index = buildMenuIndex(sampleCatalog());

describe('readReplaced', () => {
  it('names the flavour after "instead of" as the one replaced, and takes those words out of the order', () => {
    const replaced = readReplaced('wait make that lemon instead of the carrot', index);
    expect(replaced?.skus.sort()).toEqual(['carrot-slice', 'carrot-whole']);
    expect(replaced?.phrase).toBe('instead of the carrot');
  });

  it('names the flavour between "swap" and "for", leaving the new one to be ordered', () => {
    const replaced = readReplaced('swap the red velvet for lemon', index);
    expect(replaced?.skus.sort()).toEqual(['red-velvet-slice', 'red-velvet-whole']);
    expect(replaced?.phrase).toBe('the red velvet');
  });

  it('finds nothing when no product is named as the one replaced', () => {
    expect(readReplaced('make it lemon instead', index)).toBeNull();
    expect(readReplaced('change it to 4pm', index)).toBeNull();
  });
});

describe('readRecount', () => {
  it('reads a new count said before more items', () => {
    expect(readRecount('can you make it 3 slices and add a carrot slice')).toEqual({ phrase: 'make it 3 slices', qty: 3 });
    expect(readRecount('make that two, plus a lemon slice')).toEqual({ phrase: 'make that two', qty: 2 });
  });

  it('leaves a count said on its own to the quantity answer', () => {
    expect(readRecount('make it 3')).toBeNull();
    expect(readRecount('make it 3 slices please')).toBeNull();
  });
});
