import { describe, expect, it } from 'vitest';
import { allergensNamed, mentionsAllergy } from '../../src/orders/allergy-mention.js';

// Any allergy mention goes to staff: the test is generous on purpose, so these are the ways
// customers say it, and the everyday sentences it must leave alone.

describe('an allergy mention', () => {
  it('is found however the customer puts it', () => {
    for (const text of [
      'my son is allergic to peanuts',
      'she has a nut allergy',
      'I am coeliac',
      'lactose intolerant',
      'no nuts please',
      'it must be gluten-free',
      'my kid cant have nuts',
      "he can't eat eggs",
      'we avoid dairy',
      'my husband is sensitive to wheat',
      "hi my son can't do peanuts",
      'she cant handle dairy',
      'she reacts to sesame',
      'my bff has a nut alrgy so pls note it',
      'im allergc to dairy',
      'hes alergic to eggs',
      'my daughter breaks out in hives from eggs',
      'my son reacts to red dye',
      'she is sensitive to artificial colouring',
      'can you leave out the walnuts?',
      'take the nuts off please',
      'skip the coconut',
      'no food coloring please',
      'nuts make me sick',
      'walnuts make my throat swell',
      'peanuts could kill my son',
      'dairy gives me a stomach ache',
      'keep it away from nuts',
      'please no cross contact with peanuts',
      'vegan chocolate cake sat 2pm',
      'eggless vanilla cake',
    ]) {
      expect(mentionsAllergy(text), text).toBe(true);
    }
  });

  it('is not found in an allergy to something that is not food, nor in a group said to have none', () => {
    for (const text of [
      "2 lemon slices at 4, sorry if im slow, im allergic to my friend's cats lol",
      "my neighbor's cat just walked in and I'm allergic to cats",
      'ugh my allergies are terrible today, pollen everywhere. a whole carrot cake saturday at noon',
      'sorry, my allergies are really bad today',
      'No allergies in our group.',
      'nobody has any allergies',
      "nobody's allergic to anything, just 2 carrot slices for 11:30",
      '2 red velvet slices for 3pm pickup name Bo. allergies: none',
      'no allergy',
      'Allergy: no',
      'we dont have any allergies',
      'no known allergies',
    ]) {
      expect(mentionsAllergy(text), text).toBe(false);
    }
  });

  it('is still found when a food allergen is named beside one that is not', () => {
    for (const text of ['allergies: none except nuts', 'no allergies except nuts', "I'm allergic to cats and walnuts", 'hay fever, and my son is allergic to eggs', 'no allergies but please no peanuts']) {
      expect(mentionsAllergy(text), text).toBe(true);
    }
  });

  it('is found in the ways customers played by a helper said it and were missed', () => {
    for (const text of [
      'she carries an epi-pen', "we're all celiacs", 'lactose intolerent here', 'my son is allegic to nuts', 'alregic to walnuts', 'nuts are a problem for us',
      'tree nuts are a problem', 'gluten sensitive', 'my kid has a nut sensitivity', "he's off dairy", 'dairy upsets her stomach', 'sesame kills him',
      'walnuts are deadly for my son', 'she goes into shock with peanuts', 'hospital last time he had walnuts', "she's highly reactive to sesame", 'baby has CMPA',
      "we're plant based", 'my kid has a condition with dairy', 'a few guests have dietary restrictions', 'without any nuts please', 'can you make it without the nuts',
      'lactose free please', 'nothing with nuts please', 'no traces of nuts please', 'GF please', 'glutenfree please', 'nutfree please',
    ]) {
      expect(mentionsAllergy(text), text).toBe(true);
    }
  });

  it('is not found in an order that names no allergen', () => {
    for (const text of ['2 carrot slices at 3', "I can't have it delivered, I'll pick it up", 'no rush, any time after 2', 'we never have enough cake', '2 carrot slices, they make me happy', 'the cake could make my day', 'a cake for my gf', 'no dietary restrictions', "I'm off work tomorrow", 'nothing with sprinkles', 'hospital staff party, 2 cakes']) {
      expect(mentionsAllergy(text), text).toBe(false);
    }
  });

  it('names the catalog allergens the customer means', () => {
    expect(allergensNamed('my wife is allergic to walnuts')).toEqual(['tree-nuts']);
    expect(allergensNamed('she has a nut allergy')).toEqual(['peanuts', 'tree-nuts']);
    expect(allergensNamed('I am coeliac and lactose intolerant')).toEqual(['wheat', 'dairy']);
    expect(allergensNamed('he reacts to red dye')).toEqual([]);
  });
});
