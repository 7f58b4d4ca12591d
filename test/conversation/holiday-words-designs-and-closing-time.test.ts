import { describe, expect, it } from 'vitest';
import { converse, converseAt, saidTo, types } from '../helpers/converse.js';

// What a counter clerk makes of holiday words written on a cake, a picture or a thing on a menu
// cake, a frosting asked for, two cakes each with their words, "and a large one too", "and a carrot
// one", a note for staff, what is left in the case, a custom cake's size, and "at 8" near closing.

const lines = (messages: string[]) => converse(messages).state.draft.items.map((item) => `${item.qty} ${item.sku}${item.size && item.size !== 'regular' ? ` ${item.size}` : ''}`);


const readBack = ['chocolate cake sat 2pm pickup Zed'];

describe('holiday words written on a cake name no day', () => {
  it('"write Merry Xmas" at the read-back writes it and keeps Saturday', () => {
    const { state } = converse([...readBack, 'write Merry Xmas']);
    expect(state.draft.items[0]?.message).toBe('Merry Xmas');
    expect(state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
    expect(converse([...readBack, 'write Happy Xmas Eve']).state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
  });

  it('"with Merry Xmas written on it" is the message, and the day said stays', () => {
    const { state } = converse(['vanilla cake for dec 3 at 4, with Merry Xmas written on it']);
    expect(state.draft.items[0]?.message).toBe('Merry Xmas');
    expect(state.draft.datetime).toBe('2026-12-03T16:00:00.000-06:00');
  });

  it('"Happy Birthday Tom written on top please" writes only the greeting', () => {
    expect(converse([...readBack, 'Happy Birthday Tom written on top please']).state.draft.items[0]?.message).toBe('Happy Birthday Tom');
    expect(converse([...readBack, 'Go Longhorns written on top']).state.draft.items[0]?.message).toBe('Go Longhorns');
    expect(converse(['chocolate cake sat 2pm Go Longhorns written on top']).state.draft.items[0]?.message).toBe('Go Longhorns');
    expect(converse(['chocolate cake saturday, Go Team written on it']).state.draft.items[0]?.message).toBe('Go Team');
  });
});

describe('a picture, a thing on top or another frosting on a menu cake', () => {
  it('"a chocolate cake with a photo of my dog on it" offers the cake as it is or a custom cake', () => {
    const { acts, state } = converse(['can i get a chocolate cake with a photo of my dog on it for sat']);
    expect(acts.find((act) => act.type === 'offer_choices')).toMatchObject({ reason: 'modification', skus: ['chocolate-fudge-whole', 'custom'] });
    expect(state.awaiting).toBe('choice');
    expect(saidTo(['can i get a chocolate cake with a photo of my dog on it for sat'])).toContain('I cannot promise "a photo of my dog"');
  });

  it('"with a dinosaur on top" is not dropped: it makes the same offer', () => {
    expect(types(converse(['chocolate cake with a dinosaur on top for sat 2pm']).acts)).toContain('offer_choices');
    expect(saidTo(['chocolate cake with a dinosaur on top for sat 2pm'])).toContain('I cannot promise "a dinosaur"');
  });

  it('on a custom cake, the picture is its design', () => {
    expect(converse(['custom cake with a photo of my dog on it for dec 5 2pm']).state.draft.items[0]?.notes).toBe('a photo of my dog');
  });

  it('"can you make the chocolate cake with cream cheese frosting instead? sat 2pm" is no "Yes, we have it", and keeps the time', () => {
    const { acts, state } = converse(['can you make the chocolate cake with cream cheese frosting instead? sat 2pm']);
    expect(types(acts)).not.toContain('answer_products');
    expect(acts.find((act) => act.type === 'offer_choices')).toMatchObject({ reason: 'modification' });
    expect(state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
  });
});

describe('two cakes on the order, each with its own words', () => {
  const twoCakes = ['chocolate cake and carrot cake sat 2pm pickup Zed'];
  const messages = (messageSaid: string) => converse([...twoCakes, messageSaid]).state.draft.items.map((item) => `${item.sku}: ${item.message ?? '-'}`);

  it('"write Happy 40th Dad on the chocolate one and Welcome Home on the carrot"', () => {
    expect(messages('write Happy 40th Dad on the chocolate one and Welcome Home on the carrot')).toEqual(['chocolate-fudge-whole: Happy 40th Dad', 'carrot-whole: Welcome Home']);
  });

  it('"the chocolate one should say X and the carrot one Y", adding no cake', () => {
    expect(messages('the chocolate one should say Happy 40th Dad and the carrot one Welcome Home')).toEqual(['chocolate-fudge-whole: Happy 40th Dad', 'carrot-whole: Welcome Home']);
    expect(types(converse([...twoCakes, 'the chocolate one should say Happy 40th Dad and the carrot one Welcome Home']).acts)).not.toContain('items_added');
  });

  it('"Happy Anniversary Mom and Dad on the carrot one" is one message on one cake', () => {
    expect(messages('write Happy Anniversary Mom and Dad on the carrot one')).toEqual(['chocolate-fudge-whole: -', 'carrot-whole: Happy Anniversary Mom and Dad']);
  });
});

describe('one more of a line, said short', () => {
  it('"and a large one too" after a fudge slice adds a large slice beside it', () => {
    expect(lines(['fudge slice at 3', 'and a large one too'])).toEqual(['1 chocolate-fudge-slice', '1 chocolate-fudge-slice large']);
  });

  it('"2 choc fudge slices and a large one too" in one message: two regular, one large', () => {
    expect(lines(['hey can i order 2 choc fudge slices and a large one too'])).toEqual(['2 chocolate-fudge-slice', '1 chocolate-fudge-slice large']);
    expect(lines(['2 fudge slices plus another large one at 3'])).toEqual(['2 chocolate-fudge-slice', '1 chocolate-fudge-slice large']);
  });

  it('"a large chocolate fudge slice and a regular one" is still one of each', () => {
    expect(lines(['could I grab a large chocolate fudge slice and a regular one, for quarter to six tonight'])).toEqual(['1 chocolate-fudge-slice large', '1 chocolate-fudge-slice']);
  });

  it('"make it large" still changes the slice', () => {
    expect(lines(['fudge slice at 3', 'make it large'])).toEqual(['1 chocolate-fudge-slice large']);
  });

  it('"and a carrot one" beside lemon slices is a carrot slice; beside a cake, a carrot cake', () => {
    expect(lines(['2 lemon slices at 3', 'and a carrot one'])).toEqual(['2 lemon-slice', '1 carrot-slice']);
    expect(lines(['chocolate cake sat 2pm', 'and a carrot one too'])).toEqual(['1 chocolate-fudge-whole', '1 carrot-whole']);
  });
});

describe('what the customer says beside the order', () => {
  it('"its a surprise party so please dont call the house" is noted for staff, and nothing is offered instead', () => {
    const { state, acts } = converse([...readBack, 'its a surprise party so please dont call the house']);
    expect(state.draft.items[0]?.notes).toBe('its a surprise party so please dont call the house');
    expect(types(acts)).toEqual(['summary']);
  });

  it('"no wait cancel" at the read-back cancels', () => {
    expect(converse(['vanilla cake sunday at 2 pickup Jo', 'no wait cancel']).state.draft.items).toEqual([]);
  });

  it('"any fudge slices left today?" is on the menu, and what is left in the case is not claimed', () => {
    const text = saidTo(['do you have any fudge slices left today?']);
    expect(text).toContain('I cannot see what is left in the case');
    expect(text).not.toContain('Yes, we have it');
  });

  it('"too late" is no typo of a latte', () => {
    expect(converseAt('2026-11-20T19:00', ['is it too late to order a cake for tomorrow morning?']).text).not.toMatch(/latte/i);
  });
});

describe("a custom cake's size answered with something else", () => {
  it('is asked once more after the time is taken, and the 8-inch stands only after a second other answer', () => {
    const asked = converse(['i want a custom cake for dec 5', '2pm']);
    expect(asked.state.draft.datetime).toBe('2026-12-05T14:00:00.000-06:00');
    expect(asked.state.awaiting).toBe('size');
    expect(converse(['i want a custom cake for dec 5', '2pm', '10 inch']).state.draft.items[0]?.size).toBe('10-inch');
    expect(converse(['i want a custom cake for dec 5', '2pm', 'pickup']).state.awaiting).toBe('name');
  });
});

describe('"at 8" said just before closing', () => {
  it('at 7:45 PM is tomorrow morning, said as closing (not a time passed), and "7:55" then is tonight', () => {
    const first = converseAt('2026-11-21T19:45', ['2 lemon slices at 8']);
    expect(first.state.draft.datetime).toBe('2026-11-22T08:00:00.000-06:00');
    expect(first.text).toContain('We close before then today, so I have it for tomorrow, Sun, Nov 22 at 8:00 AM. If you can come in before closing tonight, tell me the time.');
    expect(converseAt('2026-11-21T19:45', ['2 lemon slices at 8', '7:55']).state.draft.datetime).toBe('2026-11-21T19:55:00.000-06:00');
  });

  it('"at 9" at 10 AM is still a time passed', () => {
    expect(converseAt('2026-11-20T10:00', ['a lemon slice at 9']).text).toContain('That time has passed for today');
  });
});

describe('candles, the occasion and what a cake is made of', () => {
  it('"can you put candles on it?" at the read-back is answered as "add candles" is: not on our menu, the read-back standing', () => {
    const { state, acts } = converse([...readBack, 'can you put candles on it?']);
    expect(types(acts)).toEqual(['not_on_menu', 'summary']);
    expect(state.awaiting).toBe('confirm');
  });

  it('"no candles needed" says nothing of candles', () => {
    expect(types(converse(['chocolate cake sat 2pm pickup Zed, no candles needed']).acts)).not.toContain('not_on_menu');
  });

  it('"its for my daughters birthday" is heard, and writing offered for the cake', () => {
    const { acts } = converse([...readBack, 'its for my daughters birthday']);
    expect(types(acts)).toEqual(['occasion_heard', 'summary']);
    expect(saidTo([...readBack, 'its for my daughters birthday'])).toContain('If you would like writing on the cake, tell me the words.');
  });

  it('"whats in the red velvet" says its allergens are not confirmed, with what the menu says', () => {
    const text = saidTo(['whats in the red velvet']);
    expect(text).toContain('We do not have a confirmed allergen list for Red Velvet Cake');
    expect(text).toContain('Cocoa red velvet layers with cream cheese frosting');
    expect(saidTo(['whats in the carrot cake?'])).toContain('tree-nuts');
  });
});

describe('short answers to the time and the way', () => {
  it('"1430" when the time is asked is 2:30 PM', () => {
    expect(converse(['chocolate cake sat', '1430']).state.draft.datetime).toBe('2026-11-21T14:30:00.000-06:00');
  });

  it('"ill swing by" when asked pickup or delivery is a pickup', () => {
    expect(converse(['chocolate cake sat 2pm', 'ill swing by']).state.draft.fulfillment).toBe('pickup');
  });
});

describe('"now" before we open', () => {
  it('"fudge slice now" at 7:30 AM is 8 AM, the soonest, as "asap" is; at 10 AM it is 10 AM', () => {
    expect(converseAt('2026-11-20T07:30', ['fudge slice now']).state.draft.datetime).toBe('2026-11-20T08:00:00.000-06:00');
    expect(converseAt('2026-11-20T10:00', ['fudge slice now']).state.draft.datetime).toBe('2026-11-20T10:00:00.000-06:00');
  });
});
