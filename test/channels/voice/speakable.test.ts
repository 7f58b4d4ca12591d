import { describe, expect, it } from 'vitest';
import { speakable, spokenUsd } from '../../../channels/twilio/voice/speakable.js';
import { speechHints } from '../../../channels/twilio/voice/speech-hints.js';
import * as say from '../../../src/conversation/english/phrases.js';
import { sampleCatalog } from '../../helpers/sample-catalog.js';

const catalog = sampleCatalog();

describe('speakable', () => {
  it('speaks order lines and prices naturally', () => {
    expect(speakable('2 x Chocolate Fudge Cake Slice (regular) 13.00 USD')).toBe('2 Chocolate Fudge Cake Slices, 13 dollars');
    expect(speakable('1 x Lemon Chiffon Cake (10-inch) 58.00 USD')).toBe('1 Lemon Chiffon Cake, 10 inch, 58 dollars');
    expect(speakable('Got it: a whole Chocolate Fudge Cake (8-inch), 48.00 USD.')).toBe('Got it: a whole Chocolate Fudge Cake, 8 inch, 48 dollars.');
    expect(speakable('Estimated total 5.75 USD.')).toBe('Estimated total 5 dollars and 75 cents.');
    expect(spokenUsd('1.01')).toBe('1 dollar and 1 cent');
    expect(spokenUsd('0.50')).toBe('50 cents');
  });

  it('speaks days and times in full, and keeps 8 AM as it is', () => {
    expect(speakable('Pickup on Sat, Nov 21 at 3:00 PM Central Time.')).toBe('Pickup on Saturday, November 21 at 3 PM Central Time.');
    expect(speakable('at 2:30 PM')).toBe('at 2:30 PM');
    expect(speakable(say.HOURS_TEXT)).toBe(say.HOURS_TEXT);
  });

  it('turns texting words into talking words', () => {
    expect(speakable('Reply YES to place it, or tell me what to change.')).toBe('Say yes to place it, or tell me what to change.');
    expect(speakable(say.HELP_TEXT)).toMatch(/^I can take a cake order by phone\..* You can also say menu, hours, status with your order id, start over, or ask for a person\.$/);
  });

  it('reads numbered options as short sentences and says how to pick one', () => {
    expect(speakable('Which would you like (2): 1) Red Velvet Cake (whole, 8-inch), 50.00 USD; 2) Red Velvet Cake (slice), 6.50 USD?')).toBe(
      'Which would you like, for the 2? 1: Red Velvet Cake, whole, 8 inch, 50 dollars. 2: Red Velvet Cake, slice, 6 dollars and 50 cents? Say the one you want, or press its number.',
    );
  });

  it('never reads symbols, quotes or an order id aloud', () => {
    for (const text of [say.menuText(catalog), say.NOT_UNDERSTOOD_TEXT, say.ASK_FULFILLMENT, say.allergyNoted(catalog, true), say.allergyNoted(catalog, false), 'Order ord_0123456789abcdefghjk: Confirmed.']) {
      expect(speakable(text)).not.toMatch(/[()";_#*]|USD|ord_/);
    }
    expect(speakable('Order ord_0123456789abcdefghjk: Confirmed.')).toBe('Order ending in G H J K: Confirmed.');
    expect(speakable("Whole cakes (24 hours' notice): we're open")).toBe('Whole cakes, 24 hours notice: we\'re open');
  });
});

describe('speech hints', () => {
  it('names the orderable cakes and the common phrases, under 500 characters', () => {
    const hints = speechHints(catalog);
    expect(hints).toContain('Red Velvet Cake, ');
    expect(hints).toContain('custom cake');
    expect(hints).not.toMatch(/Latte|Drip Coffee|Hot Tea|Strawberry Shortcake|Slice/);
    const many = { ...catalog, products: Array.from({ length: 60 }, (_, i) => ({ ...(catalog.products[0] as (typeof catalog.products)[number]), id: `cake-${i}-whole`, name: `Extraordinarily Long Named Cake ${i}` })) };
    expect(speechHints(many).length).toBeLessThanOrEqual(500);
  });
});
