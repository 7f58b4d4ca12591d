import { describe, expect, it } from 'vitest';
import { converse, types } from '../helpers/converse.js';

// Minds changed about one line of an order, and orders heard on a call: the line named is the
// one changed, and what a speech engine writes for a count is read as the count.

const lines = (messages: string[], channel: 'sms' | 'webchat' = 'sms') => converse(messages, channel).state.draft.items.map((item) => `${item.qty} ${item.sku}`);
const TWO_LINES = 'a fudge cake and 2 carrot slices for sat 2pm pickup name Al';

describe('one line of the order changed', () => {
  it('"the carrot should be 1" sets that line, as "make the carrot 1" does', () => {
    expect(lines(['2 carrot cakes and a red velvet for sat 11am pickup name Jo', 'the carrot should be 1'])).toEqual(['1 carrot-whole', '1 red-velvet-whole']);
    expect(lines(['2 carrot cakes and a red velvet for sat 11am pickup name Jo', 'the carrot cakes should be 3'])).toEqual(['3 carrot-whole', '1 red-velvet-whole']);
  });

  it('"the time should be 3" is the time, not a count', () => {
    const { state } = converse(['carrot cake sat 2pm pickup name Jo', 'the time should be 3']);
    expect(state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
    expect(state.draft.items.map((item) => item.qty)).toEqual([1]);
  });

  it('"scratch that, just the slices" takes the cake off', () => {
    expect(lines(['a carrot cake and 4 vanilla slices for saturday 1pm pickup name Bo', 'scratch that, just the slices'])).toEqual(['4 vanilla-bean-slice']);
  });

  it('"I dont want the cake anymore" takes the cake off and keeps the slices; said of the only cake, the order is given up', () => {
    expect(lines([TWO_LINES, 'I dont want the cake anymore'])).toEqual(['2 carrot-slice']);
    expect(types(converse(['a fudge cake for sat 2pm pickup name Al', 'I dont want the cake anymore']).acts)).toEqual(['cancelled']);
  });

  it('"cancel the slices" just after placing goes to staff, as "drop the slices" does', () => {
    const { action, acts } = converse(['carrot cake and 2 lemon slices for saturday 2pm pickup name Ria', 'yes', 'cancel the slices'], 'sms', { place: true });
    expect(action).toBe('request_person');
    expect(acts).toContainEqual(expect.objectContaining({ type: 'handoff', reason: 'change_placed' }));
  });

  it('"pickup, no actually delivery" is delivery; "delivery. actually no, pickup" is pickup', () => {
    expect(converse(['red velvet cake sat 2pm', 'pickup, no actually delivery']).state.draft.fulfillment).toBe('delivery');
    expect(converse(['red velvet cake sat 2pm', 'delivery. actually no, pickup']).state.draft.fulfillment).toBe('pickup');
    expect(converse(['red velvet cake sat 2pm', 'pickup please, no delivery']).state.draft.fulfillment).toBe('pickup');
  });
});

describe('cake as a food, and a slice meant', () => {
  it('"can i get some lemon cake" asks whole or slice', () => {
    const { state, acts } = converse(['can i get some lemon cake']);
    expect(types(acts)).toEqual(['offer_choices']);
    expect(state.offer?.skus).toEqual(['lemon-whole', 'lemon-slice']);
  });

  it('"oh no i meant just a slice" after a whole lemon cake makes it a slice', () => {
    expect(lines(['lemon cake please', 'oh no i meant just a slice'])).toEqual(['1 lemon-slice']);
  });
});

describe('counts heard on a call', () => {
  it('"two of the chocolate" and "to chocolate ones" to the cakes offered for 20 people are two cakes', () => {
    for (const said of ['two of the chocolate', 'to chocolate ones']) {
      expect(lines(['i need a cake for like twenty people on saturday', said]), said).toEqual(['2 chocolate-fudge-whole']);
    }
  });

  it('"for slices" and "ate slices" are four and eight', () => {
    expect(lines(['can i get for slices of carrot cake for today at three'])).toEqual(['4 carrot-slice']);
    expect(lines(['can i get ate slices of lemon for today at five'])).toEqual(['8 lemon-slice']);
    expect(lines(['can i get for my son a carrot cake'])).toEqual(['1 carrot-whole']);
  });
});

describe('an allergen asked about after placing, for no allergy', () => {
  it('"... does the carrot cake have nuts in it? Just curious" is answered, and nobody is called', () => {
    const { action, acts } = converse(['Whole carrot cake for pickup tomorrow at 2pm, name Julia', 'yes', 'Oh wait, one more thing: does the carrot cake have nuts in it? Just curious'], 'sms', { place: true });
    expect(action).toBeNull();
    expect(types(acts)).toContain('answer_allergens');
  });
});

describe('said on a call', () => {
  it('"my name is jon thats J O N" is the name Jon', () => {
    expect(converse(['can i get a vanilla bean cake for sunday my name is jon thats J O N']).state.draft.name).toBe('Jon');
  });

  it('"i got a question about the cakes" and "quick question" invite the question; nothing is offered', () => {
    for (const said of ['i got a question about the cakes', 'i have a question', 'quick question']) {
      const { state, acts, action } = converse([said]);
      expect(types(acts), said).toEqual(['question_invited']);
      expect(action, said).toBeNull();
      expect(state.offer, said).toBeNull();
    }
  });

  it('"i got a nut allergy whats safe for me" is noted and answered with what every cake lists', () => {
    const { state, acts } = converse(['i got a nut allergy whats safe for me']);
    expect(types(acts)).toEqual(['allergy_noted', 'answer_allergens']);
    expect(state.draft.allergyNotes).toContain('nut allergy');
  });

  it('"what would you suggest" for kids with nut allergies is what every cake lists, not a description of each', () => {
    expect(types(converse(['Two of the kids have nut allergies - what would you suggest?'], 'webchat').acts)).toEqual(['allergy_noted', 'answer_allergens']);
  });

  it('"agent agent" asks for a person', () => {
    expect(converse(['agent agent']).action).toBe('request_person');
  });

  it('"no thats ok thanks" to "would you like to order?" is a goodbye', () => {
    expect(types(converse(['how much is a carrot cake', 'no thats ok thanks']).acts)).toEqual(['farewell']);
  });

  it('"its my house" is no address; the street is asked for', () => {
    const { state } = converse(['i need a chocolate fudge cake delivered saturday at three', 'its my house']);
    expect(state.draft.address).toBeNull();
    expect(state.awaiting).toBe('address');
  });
});

describe('a change asked for without the new value', () => {
  const READ_BACK = 'carrot cake sat 2pm pickup name Al';

  it('"can I change the time?", "wrong day" ask when; the answer changes it and the order is read back', () => {
    for (const said of ['can I change the time?', 'wrong day', 'not quite, the time is wrong']) {
      expect(converse([READ_BACK, said]).state.awaiting, said).toBe('datetime');
    }
    const { state } = converse([READ_BACK, 'can I change the time?', '4pm']);
    expect(state.draft.datetime).toBe('2026-11-21T16:00:00.000-06:00');
    expect(state.awaiting).toBe('confirm');
  });

  it('"can I change the name?" and "can I change the address?" ask for them', () => {
    expect(converse([READ_BACK, 'can I change the name?', 'Alan']).state.draft.name).toBe('Alan');
    expect(converse(['deliver a carrot cake to 5 Elm Rd sat 2pm name Al', 'can I change the address?', '7 Oak St']).state.draft.address).toBe('7 Oak St');
  });

  it('"I need to change something" asks what', () => {
    expect(types(converse([READ_BACK, 'I need to change something']).acts)).toEqual(['ask_change']);
  });

  it('"the name is wrong, its Alan" changes it at once', () => {
    expect(converse([READ_BACK, 'the name is wrong, its Alan']).state.draft.name).toBe('Alan');
  });
});

describe('asked of the order just placed', () => {
  it('"will it be ready right at 3?" looks the order up, and starts no new one', () => {
    const { action, state } = converse(['vanilla cake sat 3pm pickup, Ann, 5125550100', 'yes', 'will it be ready right at 3?'], 'sms', { place: true });
    expect(action).toBe('order_status');
    expect(state.awaiting).not.toBe('items');
  });
});

describe('a change naming only the second order', () => {
  const TWO = ['carrot cake for saturday 2pm pickup name Ria', 'also a fudge cake for sunday noon'];

  it('"actually forget the sunday one" drops it and leaves Saturday\'s order on Saturday', () => {
    const { state } = converse([...TWO, 'actually forget the sunday one']);
    expect(state.laterOrder).toBeNull();
    expect(state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
    expect(lines([...TWO, 'actually forget the sunday one'])).toEqual(['1 carrot-whole']);
  });

  it('"2 fudge cakes actually" and "swap the fudge for vanilla" change the Sunday order, never the carrot cake', () => {
    const counted = converse([...TWO, '2 fudge cakes actually']).state;
    expect(counted.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['1 carrot-whole']);
    expect(counted.laterOrder?.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['2 chocolate-fudge-whole']);
    const swapped = converse([...TWO, 'swap the fudge for vanilla']).state;
    expect(swapped.draft.items.map((item) => item.sku)).toEqual(['carrot-whole']);
    expect(swapped.laterOrder?.items.map((item) => item.sku)).toEqual(['vanilla-bean-whole']);
  });
});

describe('a change taken back', () => {
  it('"actually no keep the red velvet" and "no go back to what I had" undo the swap', () => {
    expect(lines(['red velvet cake sat 1pm pickup name Bo', 'change it to carrot', 'actually no keep the red velvet'])).toEqual(['1 red-velvet-whole']);
    expect(lines(['vanilla bean cake for saturday noon pickup, name Sam', 'swap the vanilla for red velvet', 'no go back to what I had'])).toEqual(['1 vanilla-bean-whole']);
  });

  it('"make it 2" then "cancel that" takes back the 2, not the order', () => {
    expect(lines(['a fudge cake for sat 2pm pickup name Al', 'make it 2', 'cancel that'])).toEqual(['1 chocolate-fudge-whole']);
    expect(types(converse(['a fudge cake for sat 2pm pickup name Al', 'cancel that']).acts)).toEqual(['cancelled']);
  });

  it('asked the phone in web chat, "put the slices back" and "scrap the whole thing" are read as what they say', () => {
    expect(lines([TWO_LINES, 'drop the slices', 'oops no, put the slices back'], 'webchat')).toEqual(['1 chocolate-fudge-whole', '2 carrot-slice']);
    expect(types(converse([TWO_LINES, 'scrap the whole thing'], 'webchat').acts)).toEqual(['cancelled']);
  });

  it('"it should be 5 Elm Street not Road" is 5 Elm Street', () => {
    expect(converse(['deliver a carrot cake to 5 Elm Rd sat 2pm name Al', 'wrong address, it should be 5 Elm Street not Road']).state.draft.address).toBe('5 Elm Street');
  });
});

describe('lines named by their kind with a day each', () => {
  it('"the slices today and the cake saturday" never makes the slices cakes, nor the cake slices', () => {
    expect(lines(['carrot cake and 3 fudge slices for saturday 10am', 'actually the slices today and the cake saturday'])).toEqual(['1 carrot-whole', '3 chocolate-fudge-slice']);
    expect(lines(['carrot cake and 3 fudge slices', 'actually the cake for sunday and the slices today'])).toEqual(['1 carrot-whole', '3 chocolate-fudge-slice']);
  });
});

describe('at the read-back, said on a call', () => {
  const READ_BACK = 'carrot cake sat 2pm pickup name Al';

  it('"yes no wait the time is wrong" asks the time, and places nothing', () => {
    const { state, placed } = converse([READ_BACK, 'yes no wait the time is wrong'], 'sms', { place: true });
    expect(placed).toBe(0);
    expect(state.awaiting).toBe('datetime');
  });

  it('"yeah hold on" is a moment asked for', () => {
    expect(types(converse([READ_BACK, 'yeah hold on']).acts)).toEqual(['take_your_time']);
  });

  it('"hey is this the bakery on main street" says once what this is', () => {
    expect(types(converse(['hey is this the bakery on main street']).acts)).toEqual(['i_am_automated']);
  });
});

describe('a second order with its flavour only', () => {
  it('"also a red velvet for wednesday 3pm" at the read-back is a second order for the whole cake, said back', () => {
    for (const said of ['also a red velvet for wednesday 3pm', 'and a second order: red velvet for wednesday 3pm']) {
      const { state, acts } = converse(['carrot cake for saturday 2pm pickup name Ria', said]);
      expect(types(acts), said).toContain('two_orders');
      expect(state.laterOrder?.items.map((item) => `${item.qty} ${item.sku}`), said).toEqual(['1 red-velvet-whole']);
      expect(state.draft.items.map((item) => item.sku), said).toEqual(['carrot-whole']);
    }
  });
});
