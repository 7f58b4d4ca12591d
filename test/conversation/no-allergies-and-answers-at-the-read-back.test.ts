import { describe, expect, it } from 'vitest';
import { converse, lines, types } from '../helpers/converse.js';

// Allergies said to be none, the ways people say yes at the read-back, and people counted by who
// they are ("for me and my wife").

const READ_BACK = ['fudge cake saturday 2pm', 'pickup', 'Abe'];

describe('no allergies, said', () => {
  it.each([['fudge cake saturday 2pm, nobody in the family has allergies'], ['fudge cake saturday 2pm, no one at the party has allergies']])(
    '"%s" sends no allergy note to staff',
    (said) => {
      const { state, acts } = converse([said]);
      expect(state.draft.allergyNotes).toBeNull();
      expect(types(acts)).not.toContain('allergy_noted');
    },
  );

  it('"any allergies? none" at the read-back is heard, and the order is read back again with no note', () => {
    const { state, acts } = converse([...READ_BACK, 'any allergies? none']);
    expect(state.draft.allergyNotes).toBeNull();
    expect(types(acts)).toEqual(['no_allergy', 'summary']);
    expect(types(converse([...READ_BACK, 'no allergies']).acts)).toEqual(['no_allergy', 'summary']);
  });

  it('an allergy said after "none" still goes to staff', () => {
    const { state } = converse([...READ_BACK, 'any allergies? none, but my son is allergic to peanuts']);
    expect(state.draft.allergyNotes).not.toBeNull();
  });
});

describe('yes at the read-back, said as people say it', () => {
  it.each([['no thats all'], ['no, thats all'], ['ok she says yes'], ['my wife said yes']])('"%s" places the order', (said) => {
    expect(converse([...READ_BACK, said], 'sms', { place: true }).placed).toBe(1);
  });

  it('"can i pay at pickup? nvm i will ask when i get there" keeps the order open, with no goodbye', () => {
    const { state, acts } = converse([...READ_BACK, 'can i pay at pickup? nvm i will ask when i get there']);
    expect(types(acts)).not.toContain('farewell');
    expect(state.awaiting).toBe('confirm');
  });
});

describe('people counted by who they are', () => {
  it('"slices of red velvet for me and my wife" is two slices', () => {
    expect(lines(converse(['slices of red velvet for me and my wife today at four']).state.draft.items)).toEqual(['2 red-velvet-slice']);
  });

  it('a cake for me and my wife is still one cake', () => {
    expect(lines(converse(['a carrot cake for me and my wife for saturday at 2']).state.draft.items)).toEqual(['1 carrot-whole']);
  });
});

describe('questions in the middle of an order, answered as questions', () => {
  it('"does it have eggs? my daughter cant have eggs" lists the eggs and says nothing of a diet the menu does not know', () => {
    const { acts, state } = converse([...READ_BACK, 'does it have eggs? my daughter cant have eggs']);
    expect(types(acts)).toContain('answer_allergens');
    expect(types(acts)).not.toContain('dietary_unknown');
    expect(state.draft.allergyNotes).not.toBeNull();
  });

  it('"ok um what about the vanilla" after an allergen question asks the same of the vanilla, and orders nothing', () => {
    const { acts, state } = converse(['do you have gluten free options', 'ok um what about the vanilla']);
    expect(types(acts)).toContain('answer_allergens');
    expect(state.awaiting).not.toBe('choice');
  });

  it('"i need enough cake for like thirty people on saturday" answers the servings, with no product we lack', () => {
    const { acts } = converse(['i need enough cake for like thirty people on saturday']);
    expect(types(acts)).toContain('answer_servings');
    expect(types(acts)).not.toContain('offer_choices');
  });

  it('"hmm is the red velvet better?" with a vanilla cake ordered describes it and adds nothing', () => {
    const { acts, state } = converse([...READ_BACK.slice(0, 1), 'pickup', 'Ann', 'hmm is the red velvet better? whatever you think']);
    expect(types(acts)).toContain('answer_products');
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
  });

  it('"oh can i also add 2 carrot slices" just after placing is a separate order at the placed time', () => {
    const { state, acts } = converse(['fudge cake tomorrow 3pm pickup, name is Greg, 312-555-6789', 'yes', 'oh can i also add 2 carrot slices'], 'sms', { place: true });
    expect(types(acts)).toContain('separate_order');
    expect(state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
  });
});

describe('a denial that leaves someone out is no denial', () => {
  it.each([
    ['no allergies except grandma'],
    ['no allergies besides my son'],
    ['no allergies other than my dad'],
    ["i don't have allergies, my husband does"],
    ['no allergies that i know of but my nephew gets hives sometimes'],
    ['not allergic to anything except strawberries'],
  ])('"%s" at the read-back goes to staff', (said) => {
    const { state, acts } = converse([...READ_BACK, said]);
    expect(state.draft.allergyNotes).not.toBeNull();
    expect(types(acts)).not.toContain('no_allergy');
  });

  it('said before ordering, it goes with the order, with the allergen question asked before it', () => {
    const { state } = converse(['does the carrot cake have nuts?', 'no allergies except my son', 'ok a carrot cake for saturday at 2']);
    expect(state.draft.allergyNotes).toContain('no allergies except my son');
    expect(state.draft.allergyNotes).toContain('does the carrot cake have nuts?');
  });
});

describe('a price asked again of another size', () => {
  it('"and a regular?" after the price of a large slice answers, and takes no slice', () => {
    const { state, acts } = converse(['whats the price of a large fudge slice?', 'and a regular?'], 'webchat');
    expect(types(acts)).toContain('answer_products');
    expect(state.draft.items).toEqual([]);
  });
});

describe('more answers a clerk would give', () => {
  it('"My telephone is 6 1 2 5 5 5 0 1 3 8" is the phone, typed digit by digit', () => {
    const { state } = converse([...READ_BACK, 'My telephone is 6 1 2 5 5 5 0 1 3 8']);
    expect(state.draft.phone).toBe('+16125550138');
  });

  it('"ok when can you do it" after a custom cake too soon says the earliest again', () => {
    const { acts } = converse(['custom unicorn cake for my daughter, monday', 'ok when can you do it']);
    expect(types(acts)).not.toContain('not_understood');
  });

  it('"what size is it?" with a lemon cake ordered answers of that cake, not the whole menu', () => {
    const { acts } = converse(['lemon cake for saturday at 2', 'what size is it?'], 'webchat');
    expect(acts).toContainEqual(expect.objectContaining({ type: 'answer_products', skus: ['lemon-whole'] }));
    expect(types(acts)).not.toContain('answer_menu');
  });

  it('"Happy Birthday Ella! Love, Mom and Dad" is written whole', () => {
    const { state } = converse(['vanilla cake that says Happy Birthday Ella! Love, Mom and Dad']);
    expect(state.draft.items[0]?.message).toBe('Happy Birthday Ella! Love, Mom and Dad');
  });
});

describe('answers at the read-back and to how many', () => {
  it('"actually its five one two ..." at the read-back is the phone put right', () => {
    const { state } = converse(['a vanilla cake for tomorrow at 3pm', 'pickup', 'Tom', '512 555 0134', 'actually its five one two five five five zero one nine nine']);
    expect(state.draft.phone).toBe('+15125550199');
  });

  it('"hmm no thats all for now, ill confirm later" keeps the order as it was, time and all', () => {
    const { state } = converse(['a vanilla cake for tomorrow at 3pm', 'pickup', 'Tom', '5125550134', 'hmm no thats all for now, ill confirm later']);
    expect(state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
  });

  it('"maybe four, at 3pm" asked how many is four, at 3', () => {
    const { state } = converse(['fudge slices', 'maybe four, at 3pm']);
    expect(lines(state.draft.items)).toEqual(['4 chocolate-fudge-slice']);
    expect(state.draft.datetime).toBe('2026-11-20T15:00:00.000-06:00');
  });

  it('"fudge cake for last week" has passed, and goes to no one', () => {
    const { acts, action } = converse(['fudge cake for last week']);
    expect(action).toBeNull();
    expect(types(acts)).toContain('date_passed');
  });

  it('"2 candles with my cake" counts no cakes', () => {
    expect(lines(converse(['2 candles with my cake, a fudge cake for tomorrow at 3']).state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
    expect(types(converse(['2 candles with my cake, a fudge cake for tomorrow at 3']).acts)).toEqual(['items_added', 'ask_slot']);
  });
});

describe('a denial with a food still named goes to staff', () => {
  it.each([
    ["no allergies, she just can't have citrus"],
    ['no allergies. cinnamon makes him sick'],
    ["nobody's allergic. my son just cant have carrots"],
    ['Kiwi gives him hives'],
    ['strawberries make her break out'],
    ['allergies: none, except grandma'],
    ['Allergies: n/a, but my son gets hives'],
    ['no allergies as far as i know'],
    ['she cant have strawberries'],
  ])('"%s" at the read-back is an allergy note', (said) => {
    const { state, acts } = converse([...READ_BACK, said]);
    expect(state.draft.allergyNotes).not.toBeNull();
    expect(types(acts)).not.toContain('no_allergy');
    expect(types(acts)).not.toContain('unavailable');
  });

  it('"she gets a rash from lemons" puts no lemon on the order', () => {
    const { state, acts } = converse([...READ_BACK, 'she gets a rash from lemons']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
    expect(types(acts)).not.toContain('offer_choices');
  });

  it('an allergen question asked before stays with the order after "no allergies, asking for a friend" (someone else may need it)', () => {
    const { state } = converse(['is the lemon cake gluten free?', 'no allergies, asking for a friend', 'ok a lemon cake for saturday at 2']);
    expect(state.draft.allergyNotes).toContain('is the lemon cake gluten free?');
  });
});

describe('said as people say it on the phone', () => {
  it('"my cell is nine five two dash eight eight eight dash one two one two" is the phone', () => {
    expect(converse(['vanilla cake tomorrow at 11', 'pickup', 'jose', 'my cell is nine five two dash eight eight eight dash one two one two']).state.draft.phone).toBe('+19528881212');
  });

  it('"612 555 01 42" is the phone, in whatever groups', () => {
    expect(converse(['fudge cake sat 2pm pickup', 'Al', 'my number is 612 555 01 42'], 'webchat').state.draft.phone).toBe('+16125550142');
  });

  it('"tom and my kid is allergic to eggs" asked the name is Tom, with the allergy for staff', () => {
    const { state } = converse(['vanilla cake saturday at 2', 'pickup', 'tom and my kid is allergic to eggs']);
    expect(state.draft.name).toBe('Tom');
    expect(state.draft.allergyNotes).not.toBeNull();
  });

  it.each([['yeah 2 works'], ['hmm actually never mind the time is fine']])('"%s" at the read-back places the order', (said) => {
    expect(converse(['carrot cake saturday at 2 pickup name is tom', said], 'sms', { place: true }).placed).toBe(1);
  });

  it('"do you guys deliver" with no question mark chooses no delivery for the order after', () => {
    expect(converse(['do you guys deliver', 'ok a fudge cake for tomorrow at 5']).state.draft.fulfillment).toBeNull();
  });

  it.each([
    ['45 park ave st paul', '45 park ave st paul'],
    ['fudge cake delivery saturday at 2 to 12 main st st louis park', '12 main st st louis park'],
  ])('"%s" keeps the town after "st"', (said, address) => {
    const messages = said.startsWith('45') ? ['red velvet cake tomorrow 4pm delivery', said] : [said];
    expect(converse(messages).state.draft.address).toBe(address);
  });
});

describe('a food to avoid, said without the word allergy', () => {
  it.each([
    ['we dont do strawberries, she swells up'],
    ["he can't handle strawberries"],
    ['mango is dangerous for him'],
    ['she cant do citrus'],
    ['she avoids citrus'],
    ['citrus is a problem for her'],
    ['no allergies and please no kiwi'],
    ["nope no allergies, she's off citrus"],
    ['no allergies. my mom will die if theres kiwi lol'],
  ])('"%s" at the read-back goes to staff, and orders nothing', (said) => {
    const { state, acts } = converse([...READ_BACK, said]);
    expect(state.draft.allergyNotes).not.toBeNull();
    expect(types(acts)).not.toContain('unavailable');
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
  });

  it.each([['i cant do mornings'], ["we can't do saturday"]])('"%s" is no allergy', (said) => {
    expect(converse(['fudge cake for sunday at 2', said]).state.draft.allergyNotes).toBeNull();
  });
});

describe('yes with the time, only when it is the order\'s time', () => {
  it('"yeah 2 works" with the order at 3 PM places nothing', () => {
    expect(converse(['carrot cake saturday at 3 pickup name is tom', 'yeah 2 works'], 'sms', { place: true }).placed).toBe(0);
  });

  it('"ok keep it at 3" with three cakes at 2 PM never places the order by itself', () => {
    expect(converse(['3 carrot cakes saturday at 2 pickup name is tom', 'ok keep it at 3'], 'sms', { place: true }).placed).toBe(0);
  });
});

describe('small words a clerk reads past', () => {
  it('"write her name on it please" is a note for staff, with no name "Please" and nothing off the menu', () => {
    const { state, acts } = converse(['carrot cake saturday 2pm pickup', 'write her name on it please']);
    expect(state.draft.items[0]?.message).toBeUndefined();
    expect(state.draft.items[0]?.notes).toContain('write her name on it');
    expect(types(acts)).not.toContain('offer_choices');
  });

  it('"2 please" at pickup-or-delivery is delivery, still one cake', () => {
    const { state } = converse(['red velvet cake', 'tmrw 2pm', '2 please'], 'webchat');
    expect(state.draft.fulfillment).toBe('delivery');
    expect(lines(state.draft.items)).toEqual(['1 red-velvet-whole']);
  });

  it('"no wait, not carrot. vanilla" swaps the cake', () => {
    expect(lines(converse(['carrot cake saturday at 2 pickup name is tom', 'no wait, not carrot. vanilla']).state.draft.items)).toEqual(['1 vanilla-bean-whole']);
  });
});
