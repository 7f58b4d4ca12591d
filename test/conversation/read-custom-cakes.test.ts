import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { englishReader } from '../../src/conversation/english/english-reader.js';
import { buildMenuIndex } from '../../src/conversation/menu-index.js';
import { converse } from '../helpers/converse.js';
import { sampleCatalog } from '../helpers/sample-catalog.js';

// How a custom cake should look is what staff need for the consultation: the writing, the theme,
// the colours and the tiers, in the customer's words, and none of it taken for another product.

const index = buildMenuIndex(sampleCatalog());
const now = DateTime.fromISO('2026-11-20T10:00:00-06:00');
const read = (text: string, draftSkus: string[] = [], awaiting: 'size' | null = null) => englishReader.read(text, { now, index, awaiting, offer: null, draftSkus });
const products = (text: string) => read(text).items.map((item) => (item.kind === 'product' ? `${item.sku}x${item.qty ?? 1}` : item.kind));

describe('custom cake sizes said loosely', () => {
  it('"a custom cake, large" asks 8 or 10 inch, never puts down the 8-inch in silence; inches said win over "big"', () => {
    const large = converse(['I need a custom cake, large, frozen theme']);
    expect(large.state.awaiting).toBe('size');
    expect(converse(['I need a custom cake, large, frozen theme', 'the 10 inch']).state.draft.items.map((item) => item.size)).toEqual(['10-inch']);
    const big = converse(['custom cake for my sons 2nd birthday, big number 2 on top, construction trucks theme, 8 inch. pickup wed 25th at noon'], 'webchat');
    expect(big.state.awaiting).not.toBe('size');
    expect(big.state.draft.items.map((item) => item.size)).toEqual([null]);
  });

  it('"a custom cake 10 inch unicorn theme" has the unicorn theme, without "inch" in it', () => {
    expect(converse(['a custom cake 10 inch unicorn theme']).state.draft.items[0]?.notes).toMatch(/^unicorn theme/);
  });
});

describe('custom cake designs', () => {
  it('takes words in quotes beside a cake order as its writing, with or without "write"', () => {
    expect(read('custom 10 inch cake, gold and black, "Happy 30th Jess" + 4 large chocolate fudge slices').notes).toBe('Happy 30th Jess');
    expect(read("custom 10 inch cake and 'Happy Retirement Frank' please").notes).toBe('Happy Retirement Frank');
    expect(read('Football theme, “Go Longhorns”, custom 8 inch').notes).toBe('Go Longhorns');
  });

  it('does not take a quoted product name, or an apostrophe, for writing', () => {
    expect(read('can i get the "chocolate fudge" cake tomorrow').notes).toBeNull();
    expect(read("it's for Jenna's party, a custom cake").notes).toBeNull();
  });

  it('reads a two-tier cake as one cake with tiers, not two cakes', () => {
    expect(products('a two tier wedding cake, white with fresh flowers')).toEqual(['customx1']);
    expect(read('a 3-tiered custom cake').details).toMatch(/3-tiered/);
  });

  it('reads "red frosting" on a custom cake as its colour, not red velvet', () => {
    const reading = read('Custom 8 inch cake pls, red frosting');
    expect(products('Custom 8 inch cake pls, red frosting')).toEqual(['customx1']);
    expect(reading.details).toMatch(/red frosting/);
    expect(reading.details).not.toMatch(/velvet/i);
  });

  it('reads "a custom unicorn cake" as the unicorn theme', () => {
    expect(read('can i get a custom unicorn cake for tuesday').details).toMatch(/unicorn theme/);
    expect(read('a custom chocolate cake').details ?? '').not.toMatch(/theme/);
  });

  it('keeps the colours said after the custom cake was ordered, beside the writing', () => {
    const reading = read('it should say, um, congrats class of 2026, in navy and gold', ['custom']);
    expect(reading.notes).toBe('congrats class of 2026');
    expect(reading.details).toMatch(/navy.*gold/);
  });

  it('does not write "a photo" on a cake: a photo is asked about, not written', () => {
    const reading = read('can you put a photo on a cake? like a pic of my dog');
    expect(reading.notes).toBeNull();
    expect(reading.intents.has('writing_question')).toBe(true);
  });

  it('reads the answer to "which size?" in words, and a time with a 10 in it as a time', () => {
    expect(read('the bigger one', ['custom'], 'size').size).toBe('10-inch');
    expect(read('the small one pls', ['custom'], 'size').size).toBe('8-inch');
    const timed = read('For Saturday December 12th at 10 a.m.', ['custom'], 'size');
    expect(timed.size).toBeNull();
    expect(timed.when).not.toBeNull();
  });

  it('gives a custom cake the inch size said in a clause of its own', () => {
    const [item] = read('a custom cake, 10 inch, chocolate with pink frosting').items;
    expect(item?.kind === 'product' && item.sizeWanted).toBe('10-inch');
  });
});

describe('pictures on cakes', () => {
  it('keeps "a photo of his dog Biscuit" as the design, never as a product we do not have', () => {
    const reading = read("Could you do a custom 10 inch cake with a photo of his dog Biscuit on it? and 'Happy Retirement Frank'");
    expect(reading.items.map((item) => item.kind)).toEqual(['product']);
    expect(reading.details).toMatch(/photo of his dog biscuit/i);
    expect(reading.notes).toBe('Happy Retirement Frank');
  });
});

describe('the design kept beside the message', () => {
  const notes = (messages: string[], channel: 'sms' | 'webchat' = 'sms') => converse(messages, channel).state.draft.items.find((item) => item.sku.startsWith('custom'))?.notes;

  it('a message changed at the read-back keeps the design said before it', () => {
    expect(notes(["8 inch custom cake, white with blue flowers, 'Congrats Grad', pickup Tue Nov 24 at 2pm. Nadia Farouk 512-555-0424", "Sorry, change the message to 'Congrats Dr. Farouk!'"], 'webchat')).toBe('Congrats Dr. Farouk!; white with blue flowers');
  });

  it('a message added after the design keeps the design', () => {
    expect(notes(['custom 8 inch, sunflowers on pale yellow, pickup sun 29 at 11am. Marta Silva', 'oh and can it say "Feliz Cumpleaños Abuela" 🌻'])).toBe('Feliz Cumpleaños Abuela; sunflowers on pale yellow');
  });

  it('the character or shape named before "cake" is the design', () => {
    expect(notes(['custom 8 inch bluey cake for my sons bday!! light blue + orange, "Happy 4th Birthday Max", pickup wed 25 at 11am'])).toMatch(/^Happy 4th Birthday Max; bluey; light blue \+ orange$/);
    expect(notes(['spiderman custom cake 10in, red & blue w/ webs, "Happy 8th Birthday Leo" pickup sat 28th 2pm'])).toMatch(/spiderman/);
    expect(read('a heart shaped custom cake for tuesday').details).toMatch(/^heart-shaped/);
    expect(read('a custom chocolate cake 8 inch').details).toBe('Chocolate Fudge flavour');
  });

  it('what it is decorated "with" is kept, in the customer\'s words, though no list names it', () => {
    expect(notes(['custom cake 8 inch with star wars for next saturday at 2'])).toBe('star wars');
    expect(notes(['custom cake with sunflowers on it for dec 5 at 2', '10 inch'])).toBe('sunflowers');
    expect(notes(['10 inch custom cake with pink roses for dec 5 at 2'])).toBe('pink roses');
    expect(notes(['custom cake with delivery for dec 5 at 2'])).toBeNull();
    expect(notes(['custom cake with chocolate for dec 5 at 2'])).toBe('Chocolate Fudge flavour');
  });

  it('"with macarons on top" is the custom cake\'s decoration, not macarons we do not make; the custom cake stays', () => {
    const { state } = converse(['custom cake 8 inch with macarons on top for dec 5 at 2']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku} ${item.notes}`)).toEqual(['1 custom macarons on top']);
  });

  it('tiers and the size of each are kept; a theme said twice is noted once', () => {
    expect(notes(['a 2 tier custom cake, 10 inch bottom and 8 inch top, for dec 5 at 2'])).toBe('2 tier, 10 inch bottom, 8 inch top');
    expect(notes(['3 tier custom cake for my wedding dec 12 at 2', '10 inch'])).toBe('3 tier; wedding');
    expect(notes(['a vegan custom cake with a dinosaur theme for dec 5 at 2', '8 inch'])).toBe('a dinosaur theme');
  });

  it('"I want a pumpkin on it" or "can you put a dinosaur on top" said after the custom cake is its design, not a product we lack or words to write', () => {
    expect(notes(['custom cake 8 inch for dec 5', 'I want a pumpkin on it'])).toBe('a pumpkin');
    expect(notes(['custom cake 8 inch for dec 5 at 2', 'can you put a dinosaur on top'])).toBe('a dinosaur on top');
    expect(notes(['custom cake 8 inch for dec 5', 'with a pumpkin on it, pickup, name Quin'])).toBe('a pumpkin');
  });

  it('an inch mark is no quote: 10", black & silver, write "Over the Hill at 50, Greg!"', () => {
    expect(notes(['custom cake, 10", black & silver, write "Over the Hill at 50, Greg!" pickup fri 27th 6pm - Lisa Moran'])).toBe('Over the Hill at 50, Greg!; black & silver');
  });

  it('a detail said twice, once inside a longer one, is noted once', () => {
    expect(notes(["ok lets do a custom 8 inch, chocolate cake with raspberry filling, pickup dec 5 at 2pm, saying 'Happy 30th Jess'. Kim Tran"])).toBe('Happy 30th Jess; chocolate cake with raspberry filling');
  });
});

describe('two custom cakes of two sizes', () => {
  it('"an 8 inch custom cake and a 10 inch custom cake" are two cakes, each its size; one cake named twice stays one', () => {
    const { state } = converse(['an 8 inch custom cake and a 10 inch custom cake for next wednesday at 2']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku} ${item.size ?? '8-inch'}`)).toEqual(['1 custom 8-inch', '1 custom 10-inch']);
    expect(converse(['a custom cake for my wedding, 10 inch, next wednesday at 2']).state.draft.items).toHaveLength(1);
  });
});

describe('a design said as "a ... design"', () => {
  it('"custom cake with a fire truck design" keeps the design for the consultation; "can you design it for me" is none', () => {
    expect(converse(['custom cake with a fire truck design, 10 inch, next saturday noon pickup, Ann']).state.draft.items[0]?.notes).toBe('a fire truck design');
    expect(converse(['custom cake for next saturday, a 10 inch with a soccer ball design, pickup at noon, Ann']).state.draft.items[0]?.notes).toBe('a soccer ball design');
    expect(converse(['i want to order a custom cake, can you design it for me']).state.draft.items[0]?.notes ?? null).toBeNull();
  });
});
