import { describe, expect, it } from 'vitest';
import { renderActs } from '../../src/conversation/render.js';
import { converse, engineContext } from '../helpers/converse.js';

// Allergies asked about in passing, and things the bakery does not make said beside real orders.
// Every allergy mention is noted for staff; an allergen is never "not on our menu"; what we do
// not make is said plainly while the rest of the order goes on.

const types = (acts: Array<{ type: string }>) => acts.map((act) => act.type);
const lines = (items: Array<{ sku: string; qty: number }>) => items.map((item) => `${item.qty} ${item.sku}`).sort();

describe('allergies asked about', () => {
  it('"allergic to tree nuts" is an allergy, and "tree" is no product we lack', () => {
    const { state, acts } = converse(['whole carrot cake for sat noon pickup, Dev Rao', 'oh wait does that have nuts? my wife is allergic to tree nuts']);
    expect(types(acts)).toContain('allergy_noted');
    expect(types(acts)).toContain('answer_allergens');
    expect(types(acts)).not.toContain('not_on_menu');
    expect(state.draft.allergyNotes).not.toBeNull();
  });

  it('"anything without nuts? my son has a nut allergy" answers every cake\'s allergens; "without" and "has" are no product we lack', () => {
    for (const message of ['Hello! Do you have anything without nuts? My son has a nut allergy', 'do you have anything without nuts?', 'do you have a cake without eggs']) {
      const { acts } = converse([message], 'webchat');
      expect(types(acts), message).toContain('answer_allergens');
      expect(types(acts), message).not.toContain('not_on_menu');
    }
  });

  it('"can you make the red velvet without eggs?" answers with its allergens, never "yes, we have it"', () => {
    for (const message of ['can you make the red velvet without eggs? sat 2pm', 'can you do the chocolate fudge cake without nuts']) {
      const { acts } = converse([message]);
      expect(types(acts), message).toContain('answer_allergens');
      expect(acts, message).not.toContainEqual(expect.objectContaining({ type: 'answer_products', asked: 'have' }));
    }
  });

  it('"can u make a dairy free custom cake?" answers the custom cake\'s allergens, not "no custom cake on our menu"', () => {
    const { acts } = converse(['can u make a dairy free custom cake? my nephew is allergic to milk']);
    expect(types(acts)).not.toContain('not_on_menu');
    expect(acts).toContainEqual(expect.objectContaining({ type: 'answer_allergens', skus: expect.arrayContaining([expect.stringMatching(/custom/)]) }));
  });

  it('"is there any hazelnut in the chocolate fudge cake?" answers its allergens, never "yes, we have it"', () => {
    const { acts } = converse(["Is there any hazelnut in the chocolate fudge cake? I'm allergic to hazelnuts."]);
    expect(types(acts)).toEqual(['allergy_noted', 'answer_allergens']);
  });

  it('"any almonds in the chocolate fudge?" and "made w almond flour or regular flour?" start no order', () => {
    for (const message of ["any almonds in the chocolate fudge? I'm allergic to almonds", 'is the lemon chiffon made w almond flour or regular flour? tryin to figure out if its gluten free']) {
      const { state, acts } = converse([message]);
      expect(types(acts), message).toEqual(['allergy_noted', 'answer_allergens']);
      expect(state.draft.items, message).toEqual([]);
    }
  });

  it('"breaks out in hives from eggs" is an allergy to note and a question to answer, not a complaint about an order', () => {
    const { acts } = converse(['my daughter breaks out in hives from eggs. do any of ur cakes not have egg']);
    expect(types(acts)).toEqual(['allergy_noted', 'answer_allergens']);
  });

  it('"my bff has a nut alrgy" beside an order takes the order and notes the allergy', () => {
    const { state } = converse(['hiii can i get 2 rv slices n 2 vanilla slices @ 5, my bff has a nut alrgy so pls note it. Kayla']);
    expect(lines(state.draft.items)).toEqual(['2 red-velvet-slice', '2 vanilla-bean-slice']);
    expect(state.draft.allergyNotes).toMatch(/alrgy/);
  });
});

describe('sensitivities and ingredients to leave out', () => {
  it('"my son reacts to red dye" and "can you leave out the walnuts?" beside an order go to staff as allergy notes', () => {
    for (const message of ['a red velvet cake for saturday at noon, my son reacts to red dye', 'carrot cake for sat 2pm, can you leave out the walnuts?', 'fudge cake sat noon, please skip the nuts']) {
      const { acts, state } = converse([message]);
      expect(types(acts), message).toContain('allergy_noted');
      expect(state.draft.allergyNotes, message).toBe(message);
      expect(state.draft.items, message).toHaveLength(1);
    }
  });

  it('an allergy a cake on the order lists is pointed out, and one it does not list is not', () => {
    const said = (messages: string[]) => {
      const { acts } = converse(messages);
      return renderActs(acts, 'en', { catalog: engineContext().catalog, now: engineContext().now }).map((m) => m.text).join(' ');
    };
    expect(said(['whole carrot cake for sat noon', 'my wife is allergic to walnuts'])).toContain('Please note: Carrot Cake lists tree-nuts.');
    expect(said(['2 lemon slices at 3 today', 'oh my daughter is lactose intolerant'])).toContain('Please note: Lemon Chiffon Cake lists dairy.');
    // The fudge cake's list has no tree nuts; nothing is said that could read as "safe", and nothing is pointed out.
    expect(said(['whole fudge cake for sat noon', 'my wife is allergic to walnuts'])).not.toContain('Please note');
  });
});

describe('allergies said in other ways', () => {
  it('an allergy said inside a question about a cake is noted, so an order after it carries it', () => {
    const { state } = converse(['is the lemon chiffon safe for my kid who is allergic to nuts?', 'ok one whole lemon chiffon for tomorrow 3pm pickup, name Dana']);
    expect(state.draft.allergyNotes).toMatch(/allergic to nuts/);
    expect(state.awaiting).toBe('confirm');
  });

  it('"allergies: none" in a sentence keeps the order and notes nothing', () => {
    const { state } = converse(['2 red velvet slices for 3pm pickup name Bo. allergies: none']);
    expect(lines(state.draft.items)).toEqual(['2 red-velvet-slice']);
    expect(state.draft.allergyNotes).toBeNull();
  });

  it('"vegan chocolate cake sat 2pm" takes the cake, notes it for staff and says the cake lists eggs and dairy', () => {
    const { acts, state } = converse(['vegan chocolate cake sat 2pm']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
    expect(state.draft.allergyNotes).not.toBeNull();
    expect(acts).toContainEqual(expect.objectContaining({ type: 'answer_allergens', concerns: ['dairy', 'eggs'] }));
  });

  it('"sugar free carrot cake sat 2pm" says the menu does not say, and keeps the cake and its time', () => {
    const { acts, state } = converse(['sugar free carrot cake sat 2pm']);
    expect(types(acts)).toContain('dietary_unknown');
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
  });
});

describe('a yes said with other words', () => {
  it('"ya go ahead", "ok go ahead anyway", "ok, go ahead with it, thanks" and "ok great yes" place the order read back', () => {
    for (const yes of ['ya go ahead', 'ok go ahead anyway', 'ok, go ahead with it, thanks', 'ok great yes']) {
      const { action } = converse(['2 vanilla slices at noon. Sam Yu', yes]);
      expect(action, yes).toBe('place_order');
    }
  });

  it('"go ahead and cancel" is no yes', () => {
    const { action } = converse(['2 vanilla slices at noon. Sam Yu', 'ok go ahead and cancel it']);
    expect(action).not.toBe('place_order');
  });
});

describe('things we do not make, beside an order', () => {
  it('"a german chocolate cake", "white chocolate cake" are cakes we do not make, never our chocolate fudge', () => {
    for (const message of ['one german chocolate cake for saturday', 'do you have white chocolate cake', 'can i get a lemon meringue cake']) {
      const { acts, state } = converse([message]);
      expect(acts.some((act) => act.type === 'not_on_menu' || (act.type === 'offer_choices' && act.reason === 'unknown')), message).toBe(true);
      expect(acts, message).not.toContainEqual(expect.objectContaining({ type: 'answer_products', asked: 'have' }));
      expect(state.draft.items, message).toEqual([]);
    }
    expect(converse(['a coconut cake and 2 lemon slices for saturday at 2']).state.draft.items.map((item) => item.sku)).toEqual(['lemon-slice']);
  });

  it('"a chocolate lava cake" is a cake we do not make, never our chocolate fudge cake without a word', () => {
    for (const message of ['can i get a chocolate lava cake for saturday at 2', '2 slices of chocolate lava cake', 'a molten chocolate cake', 'one black forest cake please', 'a flourless chocolate cake']) {
      const { acts, state } = converse([message]);
      expect(acts.some((act) => act.type === 'not_on_menu' || (act.type === 'offer_choices' && act.reason === 'unknown')), message).toBe(true);
      expect(state.draft.items, message).toEqual([]);
    }
    // The customer may still take ours from the choices, with the count they said.
    expect(lines(converse(['2 slices of chocolate lava cake', '1']).state.draft.items)).toEqual(['2 chocolate-fudge-slice']);
  });

  it('"4 lemon slices and a dozen choc chip cookies" says there are no cookies and goes on with the slices', () => {
    const { state, acts } = converse(['4 lemon slices and a dozen choc chip cookies for 2pm today']);
    expect(acts).toContainEqual({ type: 'not_on_menu', phrase: 'choc chip cookies' });
    expect(types(acts)).not.toContain('offer_choices');
    expect(lines(state.draft.items)).toEqual(['4 lemon-slice']);
    expect(state.awaiting).toBe('name');
  });

  it('cookies asked for alone are still answered with the closest things we make', () => {
    const { acts } = converse(['a dozen choc chip cookies for 2pm today']);
    expect(types(acts)).toContain('offer_choices');
  });
});

describe('a yes wrapped in kind words', () => {
  it('"Yes please, that\'s lovely. Thank you!", "Wonderful, yes, thank you!" and "Thank you, yes that\'s everything!" place the order', () => {
    for (const yes of ["Yes please, that's lovely. Thank you!", 'Wonderful, yes, thank you!', "Thank you, yes that's everything!", 'yes lovely thank you', 'Lovely, yes please']) {
      const { action, state } = converse(['2 vanilla slices at noon. Sam Yu', yes]);
      expect(action, yes).toBe('place_order');
      expect(state.draft.name ?? 'Sam Yu', yes).toBe('Sam Yu');
    }
  });

  it('a yes with a change or a "no" in it is no yes', () => {
    for (const said of ['yes, but change the time', 'yes. no wait', 'lovely, no thank you']) {
      expect(converse(['2 vanilla slices at noon. Sam Yu', said]).action, said).not.toBe('place_order');
    }
  });

  it('"to be collected on Tuesday" is a pickup', () => {
    const { state } = converse(['I would like to place an order for one lemon chiffon cake, to be collected on Tuesday the twenty-fourth of November at half past two in the afternoon. Kind regards, Harold Finch']);
    expect(state.draft.fulfillment).toBe('pickup');
    expect(state.awaiting).toBe('confirm');
  });
});
