import { describe, expect, it } from 'vitest';
import { renderActs } from '../../src/conversation/render.js';
import { converse, converseAt, engineContext, saidTo, types } from '../helpers/converse.js';

// An allergy told beside a cake that lists it is said again before the yes; a question about
// what is in a cake, with an allergy, is answered from the menu's allergen facts, never pushed
// into an order; and an allergen no list names is said to be unknown, not absent.

describe('an allergen the order lists, said again at the read-back', () => {
  it('a carrot cake for a son allergic to walnuts: the read-back says it lists tree-nuts before the yes', () => {
    const { acts } = converse(["I'd like a carrot cake for saturday at 2pm, my son is allergic to walnuts", 'pickup', 'Dana']);
    const summary = acts.find((act) => act.type === 'summary');
    expect(summary?.type === 'summary' && summary.summary.allergensNamedListed).toEqual([{ sku: 'carrot-whole', allergens: ['tree-nuts'] }]);
    expect(saidTo(["I'd like a carrot cake for saturday at 2pm, my son is allergic to walnuts", 'pickup', 'Dana'])).toMatch(/Carrot Cake lists tree-nuts, which your allergy note names/);
  });

  it('an allergy the order does not list adds nothing to the read-back but the note', () => {
    const text = saidTo(['a lemon chiffon cake for saturday at 2pm, my son is allergic to walnuts', 'pickup', 'Dana']);
    expect(text).toMatch(/Your allergy note goes to staff/);
    expect(text).not.toMatch(/Please note/);
  });
});

describe('what is in a cake, asked with an allergy', () => {
  it.each([
    "red velvet slice, what's in the frosting? I'm allergic to cream cheese",
    "does the carrot cake have cream cheese? I'm allergic",
  ])('"%s" is answered with the allergen facts and the menu\'s words, and starts no order', (message) => {
    const { acts, state } = converse([message]);
    expect(types(acts)).toContain('answer_allergens');
    expect(types(acts)).not.toContain('invite_order');
    expect(state.draft.items).toEqual([]);
    expect(saidTo([message])).toMatch(/cream cheese frosting/);
  });

  it('an ingredient asked with an order in the same message keeps the order', () => {
    const message = 'can i get a whole lemon chiffon cake for pickup saturday at 2pm, name Dana Whitfield. oh is there nuts in it? my nephew is allergic to walnuts';
    expect(converse([message]).state.draft.items.map((item) => item.sku)).toEqual(['lemon-whole']);
  });
});

describe('an allergen no list names', () => {
  it('"sesame allergy in the family" beside the lemon cake says its list does not mention sesame, never that it is free of it', () => {
    const text = saidTo(['lemon chiffon saturday 2pm, sesame allergy in the family']);
    expect(text).toMatch(/does not mention sesame, but that does not mean it is free of it/);
    expect(text).not.toMatch(/sesame[- ]free|free of sesame/i);
  });
});

describe('remarks and availability questions that order nothing', () => {
  it('"my mom loves carrot cake" describes the cake and asks, without starting an order', () => {
    const { acts, state } = converse(['my mom loves carrot cake']);
    expect(types(acts)).toEqual(['answer_products', 'invite_order']);
    expect(state.draft.items).toEqual([]);
  });

  it('"my mom loves carrot cake so I want one for saturday" orders it', () => {
    expect(converse(['my mom loves carrot cake so I want one for saturday']).state.draft.items.map((item) => item.sku)).toEqual(['carrot-whole']);
  });

  it('"is the carrot cake available tomorrow?" too late for tomorrow opens with no "yes"', () => {
    const { text } = converseAt('2026-11-20T19:40', ['is the carrot cake available tomorrow?']);
    expect(text).not.toMatch(/^Yes/);
    expect(text).toMatch(/too late for Sat, Nov 21/);
    expect(saidTo(['is the carrot cake available tomorrow?'])).toMatch(/^Yes, we have it/);
  });
});

describe('how far ahead to order, and just asking', () => {
  it('"how late can I order for a saturday pickup?" says the notice each kind needs and starts no order', () => {
    const { acts, state } = converse(['how late can I order for a saturday pickup?']);
    expect(types(acts)).toEqual(['answer_notice']);
    expect(state.draft.fulfillment).toBeNull();
  });

  it('"do I need to order slices ahead?" is answered with the notice, not a list of slices to choose from', () => {
    const { acts, state } = converse(['do I need to order slices ahead?']);
    expect(types(acts)).toEqual(['answer_notice']);
    expect(state.awaiting).toBeNull();
  });

  it.each(['no just asking', 'just curious, thanks'])('"%s" after a price answer is a polite goodbye, not "did not catch that"', (message) => {
    const { acts } = converse(['how much is the fudge cake?', message]);
    expect(types(acts)).not.toContain('not_understood');
    expect(types(acts)).toEqual(['farewell']);
  });
});

describe('the size of the party, told with a cake on the order', () => {
  it('"there will be 12 kids" says what the carrot cake serves and asks the time again, not "did not catch"', () => {
    const { acts, state } = converse(['carrot cake for my sons party saturday', 'there will be 12 kids']);
    expect(types(acts)).toEqual(['answer_servings', 'ask_slot']);
    const servings = acts[0];
    expect(servings?.type === 'answer_servings' && servings.skus).toEqual(['carrot-whole']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['1 carrot-whole']);
  });
});

describe('answers that fit the question', () => {
  it('"why do you need my number?" in the web chat is not answered with "Yes"', () => {
    const { acts } = converse(['carrot cake saturday 2pm', 'pickup', 'Tom', 'why do you need my number?'], 'webchat');
    expect(types(acts)).toEqual(['answer_phone', 'ask_slot']);
    const text = renderActs(acts, 'en', { catalog: engineContext().catalog, now: engineContext().now }).map((message) => message.text).join(' ');
    expect(text).toMatch(/^I need a phone number for the order/);
  });

  it('"do you have strawberry shortcake?" (not available) ends with one question, not two', () => {
    const { acts } = converse(['do you have strawberry shortcake?']);
    expect(types(acts)).not.toContain('invite_order');
    expect(types(acts)).toContain('answer_menu');
  });
});
