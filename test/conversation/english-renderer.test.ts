import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { renderEnglish } from '../../src/conversation/english/english-renderer.js';
import { sampleCatalog } from '../helpers/sample-catalog.js';
import { converse } from '../helpers/converse.js';

// The English wording of acts where the wording itself is the point: what a line says about a
// choice not yet made.

const ctx = { catalog: sampleCatalog(), now: DateTime.fromISO('2026-11-20T10:00:00-06:00') };
const say = (messages: string[]) => renderEnglish(converse(messages).acts, ctx).map((message) => message.text).join(' ');

describe('a custom cake whose size is still to be chosen', () => {
  it('is said without a size, from its lowest price, while the size is asked', () => {
    const text = say(['a custom cake please']);
    expect(text).toContain('a Custom Cake, from 65.00 USD');
    expect(text).not.toMatch(/Custom Cake \(8-inch\)/);
  });

  it('is said with its size once chosen', () => {
    expect(say(['a custom cake please', '10 inch'])).toContain('a Custom Cake (10-inch), from 85.00 USD');
    expect(say(['a 10 inch custom cake please'])).toContain('a Custom Cake (10-inch), from 85.00 USD');
    expect(say(['a custom cake, 8 inch please'])).toContain('a Custom Cake (8-inch), from 65.00 USD');
  });
});

describe('servings of cakes alike', () => {
  it('says the cakes of one size that serve the same once, with each one\'s price', () => {
    const text = say(['is the 8 inch enough for 12 people?']);
    expect(text).toContain('Our 8-inch cakes (Chocolate Fudge Cake 48.00 USD, Carrot Cake 46.00 USD, Red Velvet Cake 50.00 USD, Vanilla Bean Cake 44.00 USD) each serve 10 to 12');
    expect(text.match(/serve/g)).toHaveLength(2);
  });
});
