import { describe, expect, it } from 'vitest';
import { converse } from '../helpers/converse.js';

// An allergy told is the customer's: it stays with them when they start over, reaches an order
// already placed when said beside a new one, and is caught however it is put. Checked by acts,
// actions and the draft, never by wording.

const types = (acts: Array<{ type: string }>) => acts.map((act) => act.type);

describe('an allergy kept for staff', () => {
  it('said with a new order after one was placed: the placed order goes to staff with the note, and the new order carries it', () => {
    const { state, acts, action } = converse(['carrot cake tomorrow noon pickup name Jo', 'yes', 'my son is allergic to walnuts, also I want 2 lemon slices today 3pm'], 'sms', { place: true });
    expect(action).toBe('request_person');
    expect(acts).toContainEqual(expect.objectContaining({ type: 'handoff', reason: 'allergy_after_placing' }));
    expect(state.draft.allergyNotes).toMatch(/walnuts/);
    expect(state.draft.items.map((item) => item.sku)).toEqual(['lemon-slice']);
  });

  it('"start over" keeps the allergy for the order made next', () => {
    const { state } = converse(['carrot cake tomorrow noon pickup name Jo, my son is allergic to walnuts', 'start over', 'a chocolate cake tomorrow noon pickup name Jo']);
    expect(state.draft.allergyNotes).toMatch(/walnuts/);
  });

  it('said in ways that were missed, at the read-back, it is noted rather than "did not catch that"', () => {
    for (const said of ['she carries an epi-pen', 'my son is allegic to nuts', 'dairy upsets her stomach', 'walnuts are deadly for my son', 'GF please', 'nothing with nuts please']) {
      const { state, acts } = converse(['2 carrot slices today 3pm name Pat', said]);
      expect(state.draft.allergyNotes, said).not.toBeNull();
      expect(types(acts), said).not.toContain('not_understood');
    }
  });
});

describe('an allergen asked about, then ordered', () => {
  it('"Is the vanilla cake gluten free?" then an order: the order carries the question for staff', () => {
    const { state } = converse(['Is the vanilla cake gluten free?', 'ok I will take a whole vanilla cake tomorrow at noon pickup, name Jo']);
    expect(state.draft.allergyNotes).toMatch(/gluten free/);
  });

  it('"are they nut free?" at the read-back goes on the order being made', () => {
    expect(converse(['2 lemon slices today at 3 name Pat', 'are they nut free?']).state.draft.allergyNotes).toMatch(/nut free/);
  });

  it('"nobody has allergies" after the question takes it back: the order carries nothing', () => {
    expect(converse(['Do you have anything gluten free or vegan?', 'OK no worries, nobody has allergies', 'one carrot cake sat noon pickup name Al']).state.draft.allergyNotes).toBeNull();
  });

  it('a question alone notes nothing, and a price question carries nothing to the order', () => {
    expect(converse(['which cakes are nut-free?']).state.draft.allergyNotes).toBeNull();
    expect(converse(['how much is the carrot cake?', 'ok one carrot cake sat noon pickup name Al']).state.draft.allergyNotes).toBeNull();
  });
});

describe('a nut-free place told, not asked', () => {
  it('"our school is nut free" beside an order keeps the cake and notes it for staff', () => {
    const { state } = converse(['chocolate cake tomorrow noon pickup, name Lee, our school is nut free']);
    expect(state.draft.items.map((item) => item.sku)).toEqual(['chocolate-fudge-whole']);
    expect(state.draft.allergyNotes).toMatch(/nut free/);
  });
});

describe('hours asked with AM or PM said', () => {
  it('"are you open at 7am?" is 7 in the morning, before opening, never 7 PM', () => {
    const { acts } = converse(['are you open at 7am?']);
    const hours = acts.find((act) => act.type === 'answer_hours');
    expect(hours?.type === 'answer_hours' && Date.parse(hours.at?.at ?? '')).toBe(Date.parse('2026-11-20T07:00:00-06:00'));
    // Without AM said, 7 after the morning's 7 has gone is this evening's.
    const evening = converse(['are you open at 7?']).acts.find((act) => act.type === 'answer_hours');
    expect(evening?.type === 'answer_hours' && Date.parse(evening.at?.at ?? '')).toBe(Date.parse('2026-11-20T19:00:00-06:00'));
  });
});

describe('"EpiPen user here" at the read-back', () => {
  it('is noted for staff, and the order keeps the name given', () => {
    const { state } = converse(['a vanilla cake tomorrow at 3pm', 'pickup', 'Ann', 'EpiPen user here']);
    expect(state.draft.name).toBe('Ann');
    expect(state.draft.allergyNotes).toContain('EpiPen');
  });
});
