import { describe, expect, it } from 'vitest';
import { converse, types } from '../helpers/converse.js';

// The rules that never bend, in the words customers use: a drink named with a cake's flavour is
// still a drink, an allergen asked about in any words reaches staff with the order, and a cake
// asked about for someone with an allergy is answered from the menu, never sold.

const skus = (messages: string[]) => converse(messages).state.draft.items.map((item) => `${item.qty} ${item.sku}`);

describe('drinks named with a flavour of ours', () => {
  it('"chocolate milks", "iced chocolate", "hot choc", "chocolate shake", "lemon tea", "carrot juice" are refused, and only the cake is taken', () => {
    for (const [said, taken] of [
      ['2 chocolate milks and a red velvet slice pickup at 1, name Bo', '1 red-velvet-slice'],
      ['an iced chocolate and a carrot slice at 2', '1 carrot-slice'],
      ['a hot choc and a carrot slice at 2', '1 carrot-slice'],
      ['a chocolate shake and a vanilla slice 2pm', '1 vanilla-bean-slice'],
      ['lemon tea and a fudge slice for pickup at 3', '1 chocolate-fudge-slice'],
      ['carrot juice and a chocolate slice 3pm', '1 chocolate-fudge-slice'],
    ] as const) {
      const { state, acts } = converse([said]);
      expect(types(acts), said).toContain('refuse_beverage');
      expect(types(acts), said).not.toContain('offer_choices');
      expect(state.draft.items.map((item) => `${item.qty} ${item.sku}`), said).toEqual([taken]);
    }
  });

  it('"earl grey" and "a cuppa" are refused, not passed over in silence', () => {
    for (const said of ['earl grey and a lemon slice at 3', 'a slice of carrot and a cuppa at 2']) {
      expect(types(converse([said]).acts), said).toContain('refuse_beverage');
    }
  });
});

describe('an allergen asked about in any words', () => {
  it('"does the chocolate cake contain peanuts" goes with the order made after it', () => {
    const { state } = converse(['does the chocolate cake contain peanuts', 'great, chocolate fudge cake sat 3pm pickup, Jo, 5125550100']);
    expect(state.draft.allergyNotes).toContain('contain peanuts');
  });

  it('"any peanuts in that?" at the read-back goes on the order before the yes', () => {
    const { state, acts } = converse(['chocolate fudge cake sat 3pm pickup, Jo, 5125550100', 'any peanuts in that?']);
    expect(types(acts)).toContain('answer_allergens');
    expect(state.draft.allergyNotes).toContain('any peanuts in that?');
  });

  it('a question inside the order message ("..., has the vanilla got almonds in it") goes on the order', () => {
    expect(converse(['vanilla cake sat noon pickup, Ann 5125550100, has the vanilla got almonds in it']).state.draft.allergyNotes).toContain('almonds');
  });

  it('asked just after placing ("wait does that have walnuts in it??"), it goes to staff with the order placed', () => {
    const { action, acts } = converse(['carrot cake sat 3pm pickup, Jo, 5125550100', 'yes', 'wait does that have walnuts in it??'], 'sms', { place: true });
    expect(action).toBe('request_person');
    expect(acts).toContainEqual(expect.objectContaining({ type: 'answer_allergens', skus: expect.arrayContaining(['carrot-whole']) }));
    expect(acts).toContainEqual(expect.objectContaining({ type: 'handoff', reason: 'allergy_after_placing' }));
  });

  it('a general question after placing is answered, and nobody is called', () => {
    const { action, acts } = converse(['chocolate fudge cake sat 3pm pickup, Jo', 'yes', 'which cakes have nuts?'], 'sms', { place: true });
    expect(action).toBeNull();
    expect(types(acts)).toContain('answer_allergens');
  });
});

describe('a cake asked about for someone with an allergy', () => {
  it('"is the lemon ok for celiac?" says what the lemon cake lists, and sells nothing', () => {
    const { state, acts } = converse(['is the lemon ok for celiac?']);
    expect(types(acts)).toEqual(['allergy_noted', 'answer_allergens']);
    expect(state.draft.items).toEqual([]);
  });

  it('"can my celiac daughter eat the chocolate cake?" starts no order', () => {
    const { state, acts } = converse(['can my celiac daughter eat the chocolate cake?']);
    expect(types(acts)).toContain('answer_allergens');
    expect(state.draft.items).toEqual([]);
  });

  it('"can i have a chocolate cake ..., my son is allergic to nuts" is still an order, with the note', () => {
    const { state } = converse(['can i have a chocolate cake for sat at 2, my son is allergic to nuts']);
    expect(state.draft.items.map((item) => item.sku)).toEqual(['chocolate-fudge-whole']);
    expect(state.draft.allergyNotes).toContain('allergic to nuts');
  });
});

describe('said by the way', () => {
  it('"make one of them a large" of two slices makes one large and keeps the other', () => {
    expect(skus(['2 fudge slices today 3pm pickup, Jo', 'make one of them a large'])).toEqual(['1 chocolate-fudge-slice', '1 chocolate-fudge-slice']);
    expect(converse(['2 fudge slices today 3pm pickup, Jo', 'make one of them a large']).state.draft.items.map((item) => item.size)).toEqual(['large', null]);
  });

  it('"tomoz" is tomorrow', () => {
    expect(converse(['hiya can I order a red velvet slice for tomoz 2pm'], 'sms').state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
  });
});

describe('the allergy said back with the order', () => {
  it('an allergen question before the order is on the read-back that follows it', () => {
    const { state, acts } = converse(['is the chocolate cake gluten free', 'okay then ill take one for saturday at noon pickup name Ann 5125550100']);
    expect(state.draft.allergyNotes).toContain('gluten free');
    expect(acts).toContainEqual(expect.objectContaining({ type: 'summary', summary: expect.objectContaining({ hasAllergyNote: true }) }));
  });

  it('"Ann (nut allergy)" to the name question is the name Ann, and the allergy', () => {
    const { state } = converse(['vanilla cake sat 3pm pickup', 'Ann (nut allergy)']);
    expect(state.draft.name).toBe('Ann');
    expect(state.draft.allergyNotes).toContain('nut allergy');
  });
});

describe('a drink asked about', () => {
  it('"do you have hot chocolate?" is answered as a drink, with no menu of cakes after it', () => {
    expect(types(converse(['do you have hot chocolate?']).acts)).toEqual(['refuse_beverage']);
  });

  it('"do you have coffee?" gives the price in the cafe, and the cafe-only rule once', () => {
    expect(types(converse(['do you have coffee?']).acts)).toEqual(['refuse_beverage', 'answer_products']);
  });
});
