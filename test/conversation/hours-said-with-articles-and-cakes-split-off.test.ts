import { describe, expect, it } from 'vitest';
import { converse, converseAt, lines, saidTo, types } from '../helpers/converse.js';

// Found by customers played against the assistant: the article after an hour ("at 4 a chocolate
// slice"), the form refused ("the cake not a slice"), a count in another size ("and 1 large"), a
// city after the unit of an address, loose allergy words, "it" in an allergen question, one cake
// on each of two days at their own times, and slices for today beside a cake that needs notice.

describe('an hour followed by "a"', () => {
  it('"today at 4 a chocolate slice" is 4 PM and one slice, not 4 AM', () => {
    const { state } = converse(['today at 4 a chocolate slice']);
    expect(state.draft.datetime).toBe('2026-11-20T16:00:00.000-06:00');
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-slice']);
  });

  it('"saturday at 3 a carrot cake please" is 3 PM', () => {
    expect(converse(['saturday at 3 a carrot cake please, pickup, Amy']).state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
  });

  it('"sat 10a" is still 10 AM', () => {
    expect(converse(['carrot cake sat 10a']).state.draft.datetime).toBe('2026-11-21T10:00:00.000-06:00');
  });
});

describe('whole or slice, answered with the form not wanted', () => {
  it.each(['the cake not a slice', 'not a slice, the whole thing', 'no slice'])('"%s" is the whole cake', (answer) => {
    const { state } = converse(['can i order the chocolate one for tmrw', answer]);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
  });

  it('"not the whole cake, a slice" is the slice', () => {
    expect(lines(converse(['can i order the chocolate one for today', 'not the whole cake, a slice']).state.draft.items)).toEqual(['1 chocolate-fudge-slice']);
  });
});

describe('a count in another size, said after a line', () => {
  it('"2 chocolate fudge slices and 1 large" is two regular slices and one large', () => {
    expect(converse(['2 chocolate fudge slices and 1 large for 4:30']).state.draft.items.map((item) => `${item.qty} ${item.size}`)).toEqual(['2 null', '1 large']);
  });

  it('"2 fudge slices, 1 large" still makes one of the two large', () => {
    expect(converse(['2 fudge slices, 1 large']).state.draft.items.map((item) => `${item.qty} ${item.size}`)).toEqual(['1 large', '1 null']);
  });
});

describe('a city after the unit of a delivery address', () => {
  it('"123 main st apt 4, chicago" keeps Chicago in the address, and is no name', () => {
    const { state } = converse(['chocolate cake sat 2pm', 'delivery', '123 main st apt 4, chicago']);
    expect([state.draft.address, state.draft.name]).toEqual(['123 main st apt 4, chicago', null]);
  });

  it('"5 W Lake St Apt 2, Chicago IL": a city with its state is the address\'s', () => {
    const { state } = converse(['chocolate cake sat 2pm delivery', '5 W Lake St Apt 2, Chicago IL']);
    expect([state.draft.address, state.draft.name]).toEqual(['5 W Lake St Apt 2, Chicago IL', null]);
  });

  it('"400 W 5th St Apt 3, Kim" is still a name signed after the address', () => {
    const { state } = converse(['chocolate cake sat 2pm delivery', '400 W 5th St Apt 3, Kim']);
    expect([state.draft.address, state.draft.name]).toEqual(['400 W 5th St Apt 3', 'Kim']);
  });
});

describe('allergies said loosely', () => {
  it.each(["she's got a nut thing", 'keep it away from the peanut stuff'])('"%s" goes to staff as an allergy', (said) => {
    const { state, acts } = converse(['vanilla cake saturday 2pm pickup for Jo', said]);
    expect(state.draft.allergyNotes).toContain(said);
    expect(types(acts)).toContain('allergy_noted');
  });
});

describe('an allergen question about "it"', () => {
  it('"does it have nuts? ... walnuts" with a red velvet cake on the order is about the red velvet, not the carrot cake', () => {
    const { acts } = converse(['red velvet cake saturday 2pm pickup for Jo', 'does it have nuts? my husband gets hives from walnuts']);
    expect(acts.find((act) => act.type === 'answer_allergens')).toMatchObject({ skus: ['red-velvet-whole', 'red-velvet-slice'] });
    expect(saidTo(['red velvet cake saturday 2pm pickup for Jo', 'does it have any dairy or lemon in it'])).toContain('We do not have a confirmed allergen list for Red Velvet Cake');
  });

  it('"does the carrot cake have nuts?" is still about the carrot cake', () => {
    const { acts } = converse(['red velvet cake saturday 2pm pickup for Jo', 'does the carrot cake have nuts?']);
    expect(acts.find((act) => act.type === 'answer_allergens')).toMatchObject({ skus: ['carrot-whole', 'carrot-slice'] });
  });
});

describe('one cake on each of two days, each at its time', () => {
  it('"2 carrot cakes, one saturday at 2pm and one sunday at 2pm" is two orders, one cake each', () => {
    const { state } = converse(['2 carrot cakes, one saturday at 2pm and one sunday at 2pm, pickup, Jo']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
    expect(state.laterOrder?.datetime).toBe('2026-11-22T14:00:00.000-06:00');
  });

  it('"one saturday at 10am and one sunday at 3pm" keeps each time', () => {
    const { state } = converse(['2 carrot cakes, one saturday at 10am and one sunday at 3pm']);
    expect([state.draft.datetime, state.laterOrder?.datetime]).toEqual(['2026-11-21T10:00:00.000-06:00', '2026-11-22T15:00:00.000-06:00']);
  });

  it('"a carrot cake for saturday 2pm and a second one for sunday 2pm" keeps the Sunday cake', () => {
    const { state, acts } = converse(['a carrot cake for saturday 2pm pickup and a second one for sunday 2pm']);
    expect(types(acts)).toContain('two_orders');
    expect(state.laterOrder?.items.map((item) => item.sku)).toEqual(['carrot-whole']);
    expect(state.laterOrder?.datetime).toBe('2026-11-22T14:00:00.000-06:00');
  });
});

describe('slices for today beside a cake that needs notice, in one message', () => {
  it('keeps the slices today and makes the cake a second order at the earliest it can be', () => {
    const { state, acts } = converse(['2 slices of carrot and a chocolate fudge cake, pickup today at 4']);
    expect(lines(state.draft.items)).toEqual(['2 carrot-slice']);
    expect(state.draft.datetime).toBe('2026-11-20T16:00:00.000-06:00');
    expect(types(acts)).toEqual(expect.arrayContaining(['notice_needed', 'two_orders']));
    expect(state.laterOrder).toMatchObject({ items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], datetime: '2026-11-21T10:15:00.000-06:00' });
  });

  it('places both, the slices first', () => {
    const { placed } = converse(['2 slices of carrot and a chocolate fudge cake, pickup today at 4', 'Jo', 'yes', 'yes'], 'sms', { place: true });
    expect(placed).toBe(2);
  });
});

describe('a cake for a party, asked or ordered', () => {
  it('"fudge cake for 30 people saturday at 2" orders the 3 cakes it takes', () => {
    expect(lines(converse(['fudge cake for 30 people saturday at 2']).state.draft.items)).toEqual(['3 chocolate-fudge-whole']);
  });

  it('"how many fudge cakes for 30 people on dec 5?" is answered, asks whether to order, and "yes" orders 3 for that day', () => {
    const asked = converse(['how many fudge cakes would i need for 30 people on dec 5?']);
    expect(types(asked.acts)).toEqual(['answer_servings', 'invite_order']);
    const { state } = converse(['how many fudge cakes would i need for 30 people on dec 5?', 'yes']);
    expect(lines(state.draft.items)).toEqual(['3 chocolate-fudge-whole']);
    expect(state.draft.day).toBe('2026-12-05');
  });
});

describe('questions about whether a cake can be ready, asked before ordering', () => {
  it('"would the vanilla cake be ready by sunday?" is answered yes, orders nothing, and "yes" orders it for Sunday', () => {
    const asked = converse(['would the vanilla cake be ready by sunday?']);
    expect(types(asked.acts)).toEqual(['answer_products', 'answer_earliest', 'invite_order']);
    expect(asked.state.draft.items).toEqual([]);
    const { state } = converse(['would the vanilla cake be ready by sunday?', 'yes']);
    expect(lines(state.draft.items)).toEqual(['1 vanilla-bean-whole']);
    expect(state.draft.day).toBe('2026-11-22');
  });

  it('"would a carrot cake be ready by tomorrow noon if I ordered now?" is a question, never an earlier order for staff', () => {
    const { acts, action } = converse(['would a carrot cake be ready by tomorrow noon if I ordered now?']);
    expect(action).toBeNull();
    expect(types(acts)).toEqual(['answer_products', 'answer_earliest', 'invite_order']);
  });

  it('too late for the day asked, the cake is put down and the earliest offered, so "ok 11 then" is 11 AM, not 11 cakes', () => {
    const { state } = converse(['is it too late to order a carrot cake for tomorrow 9am?', 'ok 11 then']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T11:00:00.000-06:00');
  });

  it('"can u do a carrot cake for tmrw at 9" is an order whose time is checked, not "yes, we have it"', () => {
    const { state, acts } = converse(['can u do a carrot cake for tmrw at 9']);
    expect(types(acts)).toContain('order_problem');
    expect(types(acts)).not.toContain('answer_products');
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(converse(['can u do a carrot cake for tmrw at 9', 'fine, 10 then']).state.draft.datetime).toBe('2026-11-21T10:00:00.000-06:00');
  });
});

describe('an allergy taken back', () => {
  it('"never mind, no allergy, remove that" keeps the order (and the note, for staff to see)', () => {
    const { state, acts } = converse(['vanilla cake saturday 2pm pickup for Jo', 'nut allergy', 'actually never mind, no allergy, remove that']);
    expect(types(acts)).not.toContain('cancelled');
    expect(lines(state.draft.items)).toEqual(['1 vanilla-bean-whole']);
    expect(state.draft.allergyNotes).toContain('nut allergy');
  });
});

describe('lists and refusals said in one breath', () => {
  it('"3 slices today at 4: chocolate, carrot and lemon" is one of each at 4 PM (the hour counts nothing)', () => {
    const { state } = converse(['3 slices today at 4: chocolate, carrot and lemon']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-slice', '1 carrot-slice', '1 lemon-slice']);
    expect(state.draft.datetime).toBe('2026-11-20T16:00:00.000-06:00');
  });

  it('"i dont want the carrot cake i want red velvet" takes the carrot cake off and puts a red velvet cake in its place', () => {
    const { state } = converse(['a carrot cake for sat at 2', 'i dont want the carrot cake i want red velvet']);
    expect(lines(state.draft.items)).toEqual(['1 red-velvet-whole']);
    expect(state.offer).toBeNull();
    expect(lines(converse(['i dont want the carrot cake i want red velvet for sat at 2', 'the whole cake']).state.draft.items)).toEqual(['1 red-velvet-whole']);
  });

  it('"is it too late to get a whole chocolate fudge cake tonight?" after closing still puts the cake down for another day', () => {
    const { state } = converse(['Is it too late to get a whole chocolate fudge cake tonight?']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
  });
});

describe('names as customers give them', () => {
  it.each([
    ['my name is will', 'Will'],
    ['hi im grace', 'Grace'],
    ['its for my wife anna', 'Anna'],
    ['Velvet Johnson', 'Velvet Johnson'],
    ['Sam Latte', 'Sam Latte'],
    ['Carrie Lemon', 'Carrie Lemon'],
  ])('"%s" asked the name is %s', (said, name) => {
    const { state, acts } = converse(['carrot cake saturday 2pm pickup', said]);
    expect(state.draft.name).toBe(name);
    expect(types(acts)).not.toContain('refuse_beverage');
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
  });

  it('"Red Velvet" asked the name is the cake, not a name', () => {
    expect(converse(['slice of lemon today 3pm', 'Red Velvet']).state.draft.name).toBeNull();
  });

  it('"im not sure yet" asked the name is no name', () => {
    expect(converse(['slice of lemon today 3pm', 'im not sure yet']).state.draft.name).toBeNull();
  });

  it.each(['carrot cake saturday 2pm pickup for Jo, plus a slice of lemon', "carrot cake for saturday 2pm pickup for Jo, it's for 8 people", 'carrot cake saturday 2pm pickup for Jo with a slice of lemon too'])('"%s" keeps the name Jo with more said after it', (said) => {
    expect(converse([said]).state.draft.name).toBe('Jo');
  });
});

describe('delivery asked about before ordering', () => {
  it('"how much is delivery?" chooses nothing: the order that follows is asked pickup or delivery', () => {
    const { state } = converse(['how much is delivery?', 'ok a carrot cake for saturday noon']);
    expect(state.draft.fulfillment).toBeNull();
    expect(state.awaiting).toBe('fulfillment');
  });

  it('a street given with the order, pickup or delivery not said, is a delivery there', () => {
    const { state } = converse(['How much is delivery to South Austin?', 'ok a carrot cake for saturday noon to 12 Oak St Austin, Jo']);
    expect([state.draft.fulfillment, state.draft.address]).toEqual(['delivery', '12 Oak St Austin']);
  });

  it('"can you deliver a carrot cake saturday at noon?" is still a delivery wanted', () => {
    expect(converse(['can you deliver a carrot cake saturday at noon?']).state.draft.fulfillment).toBe('delivery');
  });
});

describe('now, in texting', () => {
  it('"can i get a red velvet slice rn" is right now', () => {
    const { state } = converseAt('2026-11-20T14:50', ['can i get a red velvet slice rn']);
    expect(state.draft.datetime).toBe('2026-11-20T14:50:00.000-06:00');
  });

  it('"slice of carrot pick up in 5" is five minutes from now', () => {
    expect(converseAt('2026-11-20T19:45', ['slice of carrot pick up in 5']).state.draft.datetime).toBe('2026-11-20T19:50:00.000-06:00');
  });
});

describe('things said that are not on the menu', () => {
  it('"with strawberries on top" is a change to the cake (as it is, or a custom cake), not the strawberry shortcake we lack', () => {
    const { state, acts } = converse(['chocolate fudge cake with strawberries on top for saturday 2pm for Jo']);
    expect(types(acts)).not.toContain('unavailable');
    expect(state.offer).toMatchObject({ reason: 'modification', skus: ['chocolate-fudge-whole', 'custom'] });
  });

  it('"oh and a hot chocolate please" after placing is refused as a drink, with no cakes offered for it', () => {
    const { state, acts } = converse(['carrot cake saturday 2pm pickup for Jo', 'yes', 'oh and a hot chocolate please'], 'sms', { place: true });
    expect(types(acts)).toContain('refuse_beverage');
    expect(types(acts)).not.toContain('offer_choices');
    expect(state.draft.items).toEqual([]);
  });
});

describe('"do you have decaf?"', () => {
  it('is a drink, refused as drinks are, with no cakes offered for it', () => {
    expect(types(converse(['do you have decaf?']).acts)).toEqual(['refuse_beverage']);
  });
});

describe('more said plainly', () => {
  it('"can i place another order" after placing asks what they would like, not "cannot help"', () => {
    const { acts } = converse(['chocolate cake sat 2pm pickup', 'Rita', 'yes', 'can i place another order'], 'sms', { place: true });
    expect(types(acts)).toEqual(['ask_slot']);
  });

  it('"vanilla cake 22nd 3pm" is Sunday the 22nd at 3 PM', () => {
    expect(converse(['vanilla cake 22nd 3pm']).state.draft.datetime).toBe('2026-11-22T15:00:00.000-06:00');
  });

  it('"what times do you have" asked the time is answered with the hours, and the time asked again', () => {
    const { acts, state } = converse(['carrot cake for tmrw', 'what times do you have']);
    expect(types(acts)).toEqual(['answer_hours', 'ask_slot']);
    expect(state.awaiting).toBe('time');
  });

  it('"chris (312) 444-0100" asked the name is Chris, with the number', () => {
    const { state } = converse(['slice of lemon today 3pm', 'chris (312) 444-0100']);
    expect([state.draft.name, state.draft.phone]).toEqual(['Chris', '+13124440100']);
  });
});

describe('an allergy said after the words for a cake', () => {
  it('"please write Happy Birthday Sam - no peanuts please!" writes Happy Birthday Sam, and the allergy goes to staff', () => {
    const { state, acts } = converse(['carrot cake saturday 2pm pickup, name Jo', 'please write Happy Birthday Sam - no peanuts please!']);
    expect(state.draft.items[0]?.message).toBe('Happy Birthday Sam');
    expect(types(acts)).toContain('allergy_noted');
    expect(types(acts)).not.toContain('no_free_claim');
  });

  it('"write NUT FREE on it" is still never written', () => {
    expect(types(converse(['carrot cake saturday 2pm pickup, name Jo', 'write NUT FREE on it']).acts)).toContain('no_free_claim');
  });
});

describe('"do you have lemon slices today?"', () => {
  it('says the slice is on the menu without claiming any are left', () => {
    expect(saidTo(['do you have lemon slices today?'])).toContain('I cannot see what is left');
  });
});

describe('"the cheapest one for saturday at 1" after the menu', () => {
  it('is the cheapest whole cake, answered, not the menu again', () => {
    const { acts } = converse(['what flavors do u have', 'the cheapest one for saturday at 1']);
    expect(acts.find((act) => act.type === 'answer_products')).toMatchObject({ skus: expect.arrayContaining(['vanilla-bean-whole']) });
    expect(types(acts)).not.toContain('answer_menu');
  });
});

describe('found in a third round', () => {
  it('"2 carrot cakes, one sat at 2 and one sun at 3" is a cake each day at its own time', () => {
    const { state } = converse(['2 carrot cakes, one sat at 2 and one sun at 3']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect([state.draft.datetime, state.laterOrder?.datetime]).toEqual(['2026-11-21T14:00:00.000-06:00', '2026-11-22T15:00:00.000-06:00']);
  });

  it('"2 lemon slices today at 3 and 2 more tomorrow at 3" is 2 today and 2 tomorrow, as two orders', () => {
    const { state } = converse(['2 lemon slices today at 3 and 2 more tomorrow at 3']);
    expect(lines(state.draft.items)).toEqual(['2 lemon-slice']);
    expect(state.draft.datetime).toBe('2026-11-20T15:00:00.000-06:00');
    expect(state.laterOrder).toMatchObject({ items: [{ sku: 'lemon-slice', qty: 2 }], datetime: '2026-11-21T15:00:00.000-06:00' });
  });

  it('"make the cake sunday at 2 instead" moves the cake waiting as the second order; the slices stay', () => {
    const { state } = converse(['2 carrot slices and a fudge cake today at 4', 'make the cake sunday at 2 instead']);
    expect(lines(state.draft.items)).toEqual(['2 carrot-slice']);
    expect(state.draft.datetime).toBe('2026-11-20T16:00:00.000-06:00');
    expect(state.laterOrder).toMatchObject({ items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], datetime: '2026-11-22T14:00:00.000-06:00' });
  });

  it.each(['hes got a thing with nuts', 'nut problems', 'nut issues in the family', 'does it contain anything she might react to'])('"%s" goes to staff as an allergy', (said) => {
    expect(converse(['carrot cake saturday 2pm pickup, Jo', said]).state.draft.allergyNotes).toContain(said);
  });

  it.each(['400 W 5th St Apt 3, Chicago Heights', '12 Oak Ave Apt 3, Des Plaines', '400 W 5th St Apt 3, Berwyn'])('"%s": the town is the address\'s, not the name', (address) => {
    const { state } = converse(['fudge cake saturday at 2 delivery', address]);
    expect([state.draft.address, state.draft.name]).toEqual([address, null]);
  });

  it('"both please, sunday at noon" after the price of two cakes orders both for then', () => {
    const { state } = converse(['how much are the carrot and vanilla cakes?', 'both please, sunday at noon']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole', '1 vanilla-bean-whole']);
    expect(state.draft.datetime).toBe('2026-11-22T12:00:00.000-06:00');
  });
});

describe('after "how many cakes for 30?"', () => {
  it('"3 fudge then, saturday 2pm" is 3 whole fudge cakes, not whole or slice asked', () => {
    expect(lines(converse(['how many cakes for 30?', '3 fudge then, saturday 2pm']).state.draft.items)).toEqual(['3 chocolate-fudge-whole']);
  });

  it('"ok lets do fudge" is the 3 cakes the answer said', () => {
    expect(lines(converse(['how many cakes for 30?', 'ok lets do fudge']).state.draft.items)).toEqual(['3 chocolate-fudge-whole']);
  });
});

describe('one more, said other ways after placing', () => {
  it.each(['one more for my sister please', 'another'])('"%s" is another of the cake placed, as a separate order', (said) => {
    const { state, acts } = converse(['a fudge cake sat 2pm pickup, Tom', 'yes', said], 'sms', { place: true });
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
    expect(types(acts)).toContain('separate_order');
  });
});

describe('whole or slice, answered with a time today', () => {
  it('"carrot x 2" then "today 3" is 2 slices at 3 PM: a whole cake cannot be today', () => {
    const { state } = converse(['carrot x 2', 'today 3']);
    expect(lines(state.draft.items)).toEqual(['2 carrot-slice']);
    expect(state.draft.datetime).toBe('2026-11-20T15:00:00.000-06:00');
  });

  it('"saturday 3" still asks whole or slice', () => {
    expect(converse(['carrot x 2', 'saturday 3']).state.awaiting).toBe('choice');
  });
});

describe('found in a fourth round', () => {
  it('"..., carrot says happy retirement bill" with a carrot cake and a fudge cake writes it on the carrot cake, and adds no third cake', () => {
    const { state } = converse(['need a carrot cake and a fudge cake sat at 11, carrot says happy retirement bill, pickup, name kay']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole', '1 chocolate-fudge-whole']);
    expect(state.draft.items.map((item) => item.message ?? null)).toEqual(['happy retirement bill', null]);
  });

  it('a web chat customer who asks the price, the allergens and the notice, then "I would like to order one for Sunday at 2 PM", orders that cake', () => {
    const said = ['Hello, how much is the carrot cake?', 'Does it contain nuts?', 'Okay. How much notice do you need?', 'I would like to order one for Sunday at 2 PM, please.', 'the whole cake'];
    const { state, acts } = converse(said.slice(0, 2), 'webchat');
    expect(acts.find((act) => act.type === 'answer_allergens')).toMatchObject({ skus: ['carrot-whole', 'carrot-slice'] });
    expect(state.draft.items).toEqual([]);
    const ordered = converse(said, 'webchat').state;
    expect(lines(ordered.draft.items)).toEqual(['1 carrot-whole']);
    expect(ordered.draft.datetime).toBe('2026-11-22T14:00:00.000-06:00');
    expect(lines(converse(['Hello, how much is the carrot cake?', 'How much notice do you need?', "Great, I'd like to order it for Sunday at 2 PM."], 'webchat').state.draft.items)).toEqual(['1 carrot-whole']);
  });
});

describe('said on a call, put right at the read-back', () => {
  it('"forty second street" is 42nd Street, and "one two three" before it the house number', () => {
    expect(converse(['a fudge cake saturday at 2 delivered to one two three forty second street, name Al']).state.draft.address).toBe('123 42nd street');
  });

  it.each(['no sorry its john with an h', "sorry it's john j o h n"])('"%s" at the read-back makes the name John', (said) => {
    expect(converse(['fudge cake saturday 3pm pickup name jon', said]).state.draft.name).toBe('John');
  });
});

describe('more said on calls and in texts', () => {
  it('"name is eve and my number is eight one six ..." asked the name is Eve, with the number', () => {
    const { state } = converse(['fudge cake saturday 3pm pickup', 'name is eve and my number is eight one six five five five zero one two two']);
    expect([state.draft.name, state.draft.phone]).toEqual(['Eve', '+18165550122']);
  });

  it('"name al and put happy birthday on it" keeps both', () => {
    const { state } = converse(['fudge cake saturday at 2 pickup', 'name al and put happy birthday on it']);
    expect([state.draft.name, state.draft.items[0]?.message]).toEqual(['Al', 'happy birthday']);
  });

  it.each([
    ['two-ish', '2026-11-21T14:00:00.000-06:00'],
    ['like two or so', '2026-11-21T14:00:00.000-06:00'],
    ['sometime around lunch', '2026-11-21T12:00:00.000-06:00'],
  ])('"%s" asked the time is about then', (said, at) => {
    expect(converse(['fudge cake saturday', said]).state.draft.datetime).toBe(at);
  });

  it('"10 or so slices" is still a count', () => {
    expect(lines(converse(['10 or so slices of lemon for today']).state.draft.items)).toEqual(['10 lemon-slice']);
  });

  it('"I have celiac" names nothing missing from the menu', () => {
    expect(saidTo(['Hi, do you have anything without gluten? I have celiac.'])).not.toContain('"celiac"');
  });
});

describe('after placing, and at the name question', () => {
  it('"one more at 4" after a cake for Saturday at 2 is another for Saturday at 4, not today', () => {
    expect(converse(['a fudge cake sat 2pm pickup, Tom', 'yes', 'one more at 4'], 'sms', { place: true }).state.draft.datetime).toBe('2026-11-21T16:00:00.000-06:00');
  });

  it('"grace, and can i add a carrot slice" asked the name is Grace, and the slice is added', () => {
    const { state } = converse(['fudge slice today at 3', 'grace, and can i add a carrot slice']);
    expect(state.draft.name).toBe('Grace');
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-slice', '1 carrot-slice']);
  });

  it('"yes, and can i add a carrot slice" asked the name is no name', () => {
    expect(converse(['fudge slice today at 3', 'yes, and can i add a carrot slice']).state.draft.name).toBeNull();
  });
});
