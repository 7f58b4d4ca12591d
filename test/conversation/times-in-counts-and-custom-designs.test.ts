import { describe, expect, it } from 'vitest';
import { newConversation } from '../../src/conversation/conversation-state.js';
import { respondTo } from '../../src/conversation/engine.js';
import { renderActs } from '../../src/conversation/render.js';
import { converse, engineContext, types } from '../helpers/converse.js';

// What a counter clerk hears in a number said at the time question, in "the rest" of a count, in
// a cake wanted half one flavour and half another, and in what a custom cake is to be like.

const lines = (messages: string[]) => converse(messages).state.draft.items.map((item) => `${item.qty} ${item.sku}`);
const said = (messages: string[]) => {
  const ctx = engineContext();
  return renderActs(converse(messages).acts, 'en', { catalog: ctx.catalog, now: ctx.now }).map((message) => message.text).join(' ');
};
const notesOf = (messages: string[]) => converse(messages).state.draft.items.map((item) => item.notes);

describe('a number said when the time was asked', () => {
  it('"can we do 5?", "lets do 4", "could we do 2 instead?" are the time, said back; the cake count stays', () => {
    for (const [answer, hour] of [['can we do 5?', '17:00'], ['lets do 4', '16:00'], ['could we do 2 instead?', '14:00'], ['how about 11', '11:00']] as const) {
      const { state, acts } = converse(['hi, can I get a carrot cake for tomorrow', answer]);
      expect(state.draft.items.map((item) => item.qty)).toEqual([1]);
      expect(state.draft.datetime).toBe(`2026-11-21T${hour}:00.000-06:00`);
      // A plain answer to the time question goes on to the next; a number that could be a count is said back.
      expect(types(acts)).toEqual(answer === 'how about 11' ? ['ask_slot'] : ['time_changed', 'ask_slot']);
    }
    expect(said(['carrot cake tomorrow', 'can we do 5?'])).toContain('Sat, Nov 21 at 5:00 PM');
  });

  it('a count said with what it counts is still a count', () => {
    expect(lines(['carrot cake tomorrow', '2 cakes actually'])).toEqual(['2 carrot-whole']);
    expect(lines(['3 lemon slices tomorrow', 'make it 5 slices'])).toEqual(['5 lemon-slice']);
  });

  it('a time moved while another detail is asked is said back; a time refused is explained instead', () => {
    const moved = converse(['carrot cake tomorrow at 2pm', 'pickup', 'actually can we do 4?']);
    expect(moved.state.draft.datetime).toBe('2026-11-21T16:00:00.000-06:00');
    expect(types(moved.acts)).toEqual(['time_changed', 'ask_slot']);
    expect(types(converse(['carrot cake tomorrow at 2pm', 'pickup', 'actually make it 9pm']).acts)).toEqual(['order_problem', 'ask_slot']);
    // The read-back says the new time itself.
    expect(types(converse(['carrot cake tomorrow at 2pm pickup, name Sam', 'actually make it 4pm']).acts)).toEqual(['summary']);
  });
});

describe('a count shared between flavours', () => {
  it('"6 chocolate and the rest lemon" to a dozen slices is 6 and 6', () => {
    expect(lines(['a dozen slices for tomorrow at 2', '6 chocolate and the rest lemon'])).toEqual(['6 chocolate-fudge-slice', '6 lemon-slice']);
    expect(lines(['a dozen slices for tomorrow at 2, 6 chocolate and the rest lemon'])).toEqual(['6 chocolate-fudge-slice', '6 lemon-slice']);
  });

  it('"mostly chocolate, a couple lemon" to 10 slices is 8 and 2', () => {
    expect(lines(['10 slices tomorrow 3pm', 'mostly chocolate, a couple lemon'])).toEqual(['8 chocolate-fudge-slice', '2 lemon-slice']);
  });

  it('counts that say every line are kept as said', () => {
    expect(lines(['3 cakes for saturday', '2 chocolate and a lemon'])).toEqual(['2 chocolate-fudge-whole', '1 lemon-whole']);
  });

  it('"half chocolate half vanilla" shares slices or cakes, but one cake in two flavours is a custom cake', () => {
    expect(lines(['a dozen slices half chocolate half vanilla tomorrow 2pm'])).toEqual(['6 chocolate-fudge-slice', '6 vanilla-bean-slice']);
    expect(lines(['2 cakes for saturday, half chocolate half vanilla'])).toEqual(['1 chocolate-fudge-whole', '1 vanilla-bean-whole']);
    const one = converse(['can i get a cake half chocolate half vanilla for wednesday']);
    expect(one.state.draft.items).toEqual([]);
    expect(types(one.acts)).toEqual(['custom_for_changes', 'offer_choices']);
    const picked = converse(['can i get a cake half chocolate half vanilla for wednesday', '6']);
    expect(picked.state.draft.items.map((item) => [item.sku, item.notes])).toEqual([['custom', 'half chocolate half vanilla']]);
  });
});

describe('what a custom cake is to be like', () => {
  it('a flavour said with a custom cake on the order is its flavour, said back, not a second cake', () => {
    const vanilla = converse(['i need a custom cake for wednesday', '8 inch', 'vanilla']);
    expect(vanilla.state.draft.items.map((item) => [item.sku, item.notes])).toEqual([['custom', 'Vanilla Bean flavour']]);
    expect(types(vanilla.acts)).toEqual(['design_noted', 'ask_slot']);
    expect(notesOf(['custom cake for wednesday at 2', '10 inch', 'chocolate with strawberry filling'])).toEqual(['chocolate with strawberry filling']);
  });

  it('a cake of a flavour added, or one already on the order, is not the custom cake\'s flavour', () => {
    expect(lines(['custom cake for wednesday at 2, 10 inch', 'pickup', 'and a vanilla cake too'])).toEqual(['1 custom', '1 vanilla-bean-whole']);
    expect(converse(['custom cake for wednesday at 2, 10 inch', 'pickup', 'is vanilla nice?']).state.draft.items[0]?.notes ?? null).toBeNull();
  });

  it('a design picked from the cakes offered goes on the custom cake', () => {
    expect(notesOf(['can i get a cake with flowers on it for wednesday at 2', 'the custom one'])).toEqual(['flowers']);
    expect(notesOf(['can i get a cake with flowers on it for wednesday at 2', 'the carrot'])).toEqual([null]);
  });

  it('a theme cake we do not list can be made as a custom cake, said so; "yes" takes it with the theme', () => {
    expect(said(['can you make a unicorn cake for my daughter, wednesday'])).toContain('but we can make one as a custom cake');
    expect(said(['do you have cheesecake?'])).not.toContain('custom cake:');
    // Custom cakes come in the sizes listed: a 12-inch cake is not offered as one.
    expect(said(['do you do 12 inch cakes?'])).not.toContain('we can make one');
    expect(notesOf(['do you do spiderman cakes?', 'yes'])).toEqual(['spiderman cake']);
  });

  it('the size and the words around a theme are not the theme', () => {
    expect(notesOf(['custom cake for wednesday at 2, 10 inch unicorn theme'])).toEqual(['unicorn theme']);
    expect(notesOf(['custom cake unicorn theme for wednesday'])).toEqual(['unicorn theme']);
    expect(notesOf(['custom cake for wednesday, dinosaur theme please'])).toEqual(['dinosaur theme']);
  });

  it('"yes" to "8-inch or 10-inch?" asks the size again', () => {
    const { state, acts } = converse(['custom cake wednesday', 'yes']);
    expect(types(acts)).toEqual(['not_understood', 'ask_slot']);
    expect(state.awaiting).toBe('size');
    expect(lines(['custom cake wednesday', 'yes', '10'])).toEqual(['1 custom']);
    expect(converse(['custom cake wednesday', 'yes', '10']).state.draft.items[0]?.size).toBe('10-inch');
  });
});

describe('questions while ordering', () => {
  it('"how much will that be?", "what do I owe?" give the order\'s total', () => {
    for (const question of ['how much will that be?', 'what do I owe?', 'whats the damage', 'so how much is that?']) {
      expect(types(converse(['2 carrot cakes saturday 2pm pickup', question]).acts)).toEqual(['running_total', 'ask_slot']);
    }
    expect(said(['2 carrot cakes saturday 2pm pickup', 'what do I owe?'])).toContain('92.00 USD');
  });

  it('"what do you recommend?" while a choice is asked describes those options and asks again', () => {
    const { acts, state } = converse(['10 slices tomorrow 3pm', 'what do you recommend?']);
    expect(types(acts)).toEqual(['cakes_described', 'answer_products', 'offer_choices']);
    expect(acts.find((act) => act.type === 'answer_products')).toMatchObject({ skus: expect.arrayContaining(['lemon-slice']) });
    expect(state.awaiting).toBe('choice');
    expect(lines(['10 slices tomorrow 3pm', 'what do you recommend?', '4 chocolate and the rest lemon'])).toEqual(['4 chocolate-fudge-slice', '6 lemon-slice']);
  });

  it('"which ones are best?" is answered from the menu, never ranked', () => {
    expect(types(converse(['which ones are best?']).acts)).toContain('cakes_described');
  });
});

describe('a part of the day, a name given for someone else, and an address in two messages', () => {
  it('"in the morning please" asked the time asks which time in the morning; never a product we lack', () => {
    const { acts, state } = converse(['carrot cake tomorrow', 'in the morning please']);
    expect(acts).toEqual([expect.objectContaining({ type: 'ask_slot', slot: 'time', part: 'morning' })]);
    expect(state.awaiting).toBe('time');
    expect(said(['carrot cake tomorrow', 'in the morning please'])).toContain('What time in the morning on Sat, Nov 21?');
    expect(converse(['carrot cake tomorrow', 'in the morning please', '10']).state.draft.datetime).toBe('2026-11-21T10:00:00.000-06:00');
    expect(said(['carrot cake tomorrow', 'afternoon is best'])).toContain('in the afternoon');
    expect(said(['carrot cake', 'sometime in the evening'])).toContain('Which day, and what time in the evening?');
    expect(said(['carrot cake tomorrow morning'])).toContain('What time in the morning');
    // A greeting is no part of the day wanted.
    expect(said(['good morning! carrot cake for tomorrow'])).not.toContain('in the morning');
  });

  it('"a carrot cake for tomorrow morning" at 7 PM says at once that the earliest is tomorrow evening', () => {
    const evening = { ...engineContext(), now: engineContext().now.set({ hour: 19 }) };
    const turn = respondTo(newConversation(), 'a carrot cake for tomorrow morning', evening);
    expect(types(turn.acts)).toEqual(['items_added', 'order_problem']);
    expect(turn.state.proposedTime).toBe('2026-11-21T19:15:00.000-06:00');
    expect(types(respondTo(newConversation(), 'a carrot cake for tomorrow evening', evening).acts)).toEqual(['items_added', 'ask_slot']);
  });

  it('"whats the earliest?" is answered with the earliest time, not "too soon"', () => {
    const text = said(['carrot cake', 'whats the earliest?']);
    expect(text).toContain('The earliest we can have it ready is Sat, Nov 21 at 10:15 AM');
    expect(text).not.toContain('too soon');
    expect(said(['carrot cake today at 3pm'])).toContain('That is too soon');
  });

  it('the person who collects, or the name someone else\'s order is under, is the order\'s name', () => {
    const name = (answer: string) => converse(['carrot cake tomorrow 2pm pickup', answer]).state.draft.name;
    expect(name('Linda Hall (my mom) will pick it up')).toBe('Linda Hall');
    expect(name('Jo will pick it up')).toBe('Jo');
    expect(name('under my daughters name, Chloe')).toBe('Chloe');
    expect(name("Put it under my husband's name: Tom Reyes")).toBe('Tom Reyes');
  });

  it('"1500 Elm" then "St. Apt 7, Austin" is one address, and no name; "the apartment is 4B" finishes it too', () => {
    const split = converse(['carrot cake tomorrow 2pm', 'delivery', '1500 Elm', 'St. Apt 7, Austin']).state.draft;
    expect(split.address).toBe('1500 Elm St. Apt 7, Austin');
    expect(split.name).toBeNull();
    expect(converse(['carrot cake tomorrow 2pm', 'delivery to 12 Oak Ave, Austin', 'the apartment is 4B']).state.draft.address).toBe('12 Oak Ave, Austin, apartment 4B');
    // With no delivery address on the order, the same words can be a name.
    expect(converse(['carrot cake tomorrow 2pm pickup', 'Way Lin']).state.draft.name).toBe('Way Lin');
  });
});

describe('a moment asked for, and kind words', () => {
  it('"hold on, let me check with my husband" waits; the name said after is taken', () => {
    expect(types(converse(['2 carrot cakes saturday 2pm pickup', 'hold on, let me check with my husband']).acts)).toEqual(['take_your_time']);
    expect(types(converse(['2 carrot cakes saturday 2pm pickup', 'let me ask my wife first']).acts)).toEqual(['take_your_time']);
    expect(converse(['2 carrot cakes saturday 2pm pickup', 'hold on, let me check with my husband', 'ok he says yes, name is Amy']).state.draft.name).toBe('Amy');
  });

  it('"your cakes look amazing!" is thanked, with no menu sent; a question beside it is answered', () => {
    expect(types(converse(['your cakes look amazing!']).acts)).toEqual(['compliment_thanks', 'ask_slot']);
    expect(types(converse(['your cakes are amazing, what do you have?']).acts)).toEqual(['compliment_thanks', 'answer_menu']);
  });
});

describe('lines named by flavour, and after placing', () => {
  const BOTH = 'a fudge cake and 2 fudge slices for sat 2pm pickup name Al';

  it('"drop the fudge" with a fudge cake and fudge slices asks which; the answer takes that one off', () => {
    const asked = converse([BOTH, 'drop the fudge']);
    expect(asked.acts).toEqual([expect.objectContaining({ type: 'offer_choices', reason: 'removal' })]);
    expect(asked.state.draft.items).toHaveLength(2);
    expect(said([BOTH, 'drop the fudge'])).toContain('Which should I take off: 1) the whole Chocolate Fudge Cake or 2) the Chocolate Fudge Cake Slices, or both?');
    expect(lines([BOTH, 'drop the fudge', 'the slices'])).toEqual(['1 chocolate-fudge-whole']);
    expect(lines([BOTH, 'drop the fudge', 'the cake'])).toEqual(['2 chocolate-fudge-slice']);
    expect(lines([BOTH, 'drop the fudge', 'both'])).toEqual([]);
    // Said with its form, nothing is asked.
    expect(lines([BOTH, 'drop the fudge slices'])).toEqual(['1 chocolate-fudge-whole']);
  });

  it('"make the carrot 2 and the slices 6" changes both lines', () => {
    expect(lines(['a carrot cake and 2 lemon slices for sat 2pm pickup name Al', 'make the carrot 2 and the slices 6'])).toEqual(['2 carrot-whole', '6 lemon-slice']);
  });

  it('"how will I know when its approved?", "how long until staff confirm it?" say how the decision comes, promising no time', () => {
    for (const question of ['how will I know when its approved?', 'how long until staff confirm it?']) {
      const { acts } = converse(['a custom cake for dec 10 2pm pickup 8 inch name Al', 'yes', question], 'sms', { place: true });
      expect(types(acts)).toEqual(['answer_notifications']);
    }
    expect(said(['how long until staff confirm it?'])).toContain('I cannot say how soon');
  });
});

describe('halves, a weekday for a surname, and a cake added to slices for today', () => {
  it('"actually half that" halves each line when it can; of an odd count it changes nothing', () => {
    expect(lines(['6 lemon slices today at 3', 'actually half that'])).toEqual(['3 lemon-slice']);
    expect(lines(['4 lemon slices and 2 carrot slices today at 3', 'halve it'])).toEqual(['2 lemon-slice', '1 carrot-slice']);
    expect(lines(['5 lemon slices today at 3', 'half that'])).toEqual(['5 lemon-slice']);
  });

  it('"Dawn Friday" asked the name is the name; "actually friday" is the day', () => {
    const named = converse(['carrot cake tomorrow 2pm pickup', 'Dawn Friday']).state.draft;
    expect(named.name).toBe('Dawn Friday');
    expect(named.datetime).toBe('2026-11-21T14:00:00.000-06:00');
    expect(converse(['carrot cake tomorrow 2pm pickup', 'actually friday']).state.draft.name).toBeNull();
  });

  it('a whole cake added to slices for today at 3 is a second order at its earliest time, the slices kept for today', () => {
    const { state, acts } = converse(['2 lemon slices today at 3', 'add a carrot cake']);
    expect(types(acts)).toEqual(['notice_needed', 'two_orders', 'ask_slot']);
    expect(state.draft.datetime).toBe('2026-11-20T15:00:00.000-06:00');
    expect(state.laterOrder).toMatchObject({ items: [expect.objectContaining({ sku: 'carrot-whole' })], datetime: '2026-11-21T10:15:00.000-06:00' });
    const both = converse(['2 lemon slices today at 3', 'add a carrot cake', 'Sam', 'yes', 'yes'], 'sms', { place: true });
    expect(both.placed).toBe(2);
    // "one order" puts everything together, and the time is asked again.
    expect(types(converse(['2 lemon slices today at 3', 'and a carrot cake too', 'one order']).acts)).toEqual(['one_order', 'order_problem']);
  });
});

describe('the second order joined by its day, and a custom cake priced', () => {
  it('"tomorrow" said of the order being made, with the second order for tomorrow, makes one order that day', () => {
    const { state, acts } = converse(['2 lemon slices at 3', 'Hal', 'and a vanilla cake', 'tomorrow']);
    expect(types(acts)).toEqual(['one_order', 'summary']);
    expect(state.laterOrder).toBeNull();
    expect(state.draft.items.map((item) => item.sku)).toEqual(['lemon-slice', 'vanilla-bean-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
  });

  it('"will the price be 65?" of a custom cake is answered with its starting price; its servings are left to the consultation', () => {
    expect(types(converse(['custom cake for dec 10 2pm, 8 inch', 'will the price be 65?']).acts)).toEqual(['answer_products', 'ask_slot']);
    expect(said(['how many does a custom cake serve?'])).toContain('as is how many it serves');
  });
});

describe('times written and changed as people do', () => {
  const READ_BACK = ['a carrot cake for sunday at 2pm', 'pickup', 'Fay'];
  const at = (messages: string[]) => converse(messages).state.draft.datetime;

  it('"1400hrs", "1730h", "17:30hrs" are 24-hour times, never hours from now', () => {
    expect(at(['a carrot cake on sunday at 1400hrs'])).toBe('2026-11-22T14:00:00.000-06:00');
    expect(at(['2 fudge slices today at 1730hrs'])).toBe('2026-11-20T17:30:00.000-06:00');
    expect(at(['2 fudge slices tomorrow at 0900hrs'])).toBe('2026-11-21T09:00:00.000-06:00');
    expect(at(['a carrot cake on sunday at 17:30hrs'])).toBe('2026-11-22T17:30:00.000-06:00');
  });

  it('"for the end of the week" is this week\'s Saturday, not the same weekday a week on', () => {
    expect(converse(['a carrot cake for the end of the week']).state.draft.day).toBe('2026-11-21');
    const tuesday = { ...engineContext(), now: engineContext().now.set({ day: 24 }) };
    expect(respondTo(newConversation(), 'a carrot cake for the end of the week', tuesday).state.draft.day).toBe('2026-11-28');
  });

  it('at the read-back, "same time next week instead" moves the order a week; "actually 5.30" and "a bit earlier please, like 1" move the time', () => {
    expect(at([...READ_BACK, 'same time next week instead'])).toBe('2026-11-29T14:00:00.000-06:00');
    expect(at(['2 fudge slices at 3pm', 'Gus', 'actually 5.30'])).toBe('2026-11-20T17:30:00.000-06:00');
    expect(at([...READ_BACK, 'a bit earlier please, like 1'])).toBe('2026-11-22T13:00:00.000-06:00');
    // A price said with a dot is no time.
    expect(at(['2 fudge slices at 3pm', 'Gus', 'is the slice 6.50?'])).toBe('2026-11-20T15:00:00.000-06:00');
  });

  it('a new time refused keeps the one agreed for "never mind, keep sunday"; "never mind" with nothing refused still cancels', () => {
    for (const answer of ['nevermind, keep sunday', 'forget it, the original time is fine', 'never mind']) {
      const { state, acts } = converse([...READ_BACK, 'make it tomorrow at 9am', answer]);
      expect(types(acts)).toEqual(['summary']);
      expect(state.draft.datetime).toBe('2026-11-22T14:00:00.000-06:00');
    }
    expect(types(converse(['a carrot cake', 'never mind']).acts)).toEqual(['cancelled']);
    // Another time said is taken as ever.
    expect(at([...READ_BACK, 'make it tomorrow at 9am', 'ok saturday at 3 then'])).toBe('2026-11-21T15:00:00.000-06:00');
  });
});

describe('a food named by a nut', () => {
  it('"pecan pie for thanksgiving?" and "peanut butter cookies?" are foods we do not sell, not allergen questions', () => {
    for (const question of ['pecan pie for thanksgiving?', 'do you have peanut butter cookies?']) {
      const { acts } = converse([question]);
      expect(types(acts)).not.toContain('answer_allergens');
      expect(types(acts)).toContain('offer_choices');
    }
    // A nut asked about, or an allergy told, is answered as ever.
    expect(types(converse(['any cakes with pecans?']).acts)).toContain('answer_allergens');
    expect(types(converse(['does the carrot cake have walnuts?']).acts)).toContain('answer_allergens');
    expect(converse(['is there a pecan cake? my son is allergic to peanuts']).state.draft.allergyNotes).not.toBeNull();
  });
});

describe('a time put right within the message', () => {
  it('"make it 3pm, no wait, 4pm" and "oops I meant 2am... no wait, 12pm" are the time said last', () => {
    const at = (message: string) => converse(['a carrot cake for sunday at 2pm', 'pickup', 'Fay', message]).state.draft.datetime;
    expect(at('make it 3pm, no wait, 4pm')).toBe('2026-11-22T16:00:00.000-06:00');
    expect(at('oops I meant 2am... no wait, 12pm')).toBe('2026-11-22T12:00:00.000-06:00');
    expect(converse(['2 lemon slices at 3pm no nuts please']).state.draft.datetime).toBe('2026-11-20T15:00:00.000-06:00');
  });
});

describe('an order said "if not"', () => {
  it('"do you have pumpkin pie? if not a carrot cake for sunday at 11" orders the carrot cake and says we have no pumpkin pie', () => {
    const { state, acts } = converse(['do you have pumpkin pie? if not a carrot cake for sunday at 11']);
    expect(types(acts)).toEqual(['not_on_menu', 'items_added', 'ask_slot']);
    expect(state.draft.items.map((item) => item.sku)).toEqual(['carrot-whole']);
    expect(state.draft.datetime).toBe('2026-11-22T11:00:00.000-06:00');
    // Asked about a cake we have, nothing else is ordered on a guess.
    expect(converse(['do you have carrot cake? if not a lemon one']).state.draft.items).toEqual([]);
  });
});

describe('from texters: a one-word allergen question, no writing, and a party', () => {
  it('"peanuts?", "gluten?", "any peanuts" with an order being made go on it for staff, as longer questions do', () => {
    for (const question of ['peanuts?', 'gluten?', 'any peanuts']) {
      expect(converse(['choc cake sat 2pm pickup Al', question]).state.draft.allergyNotes).toBe(`asked: "${question}"`);
    }
    // "yes?" names no allergen: it is a yes, and the order is placed.
    expect(converse(['choc cake sat 2pm pickup Al', 'yes?'], 'sms', { place: true }).placed).toBe(1);
  });

  it('"no writing on it pls" with no writing on the order reads the order back; with writing, takes it off', () => {
    expect(types(converse(['choc cake sat 1pm pickup name Al', 'no writing on it pls']).acts)).toEqual(['summary']);
    expect(types(converse(['choc cake saying Happy Bday Al, sat 1pm pickup name Al', 'no writing on it pls']).acts)).toEqual(['note_removed', 'summary']);
  });

  it('"a cake for 30 people" → "for 30 people, 3 cakes" → "chocolate" is the 3 cakes said', () => {
    expect(lines(['hi i need a cake for 30 people for saturday', 'chocolate'])).toEqual(['3 chocolate-fudge-whole']);
    expect(lines(['a lemon for tomorrow', 'whole'])).toEqual(['1 lemon-whole']);
  });
});
