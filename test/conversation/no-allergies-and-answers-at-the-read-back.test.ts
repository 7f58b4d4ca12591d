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
