import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Act } from '../../src/conversation/acts.js';
import { newConversation } from '../../src/conversation/conversation-state.js';
import { respondTo } from '../../src/conversation/engine.js';
import { renderActs } from '../../src/conversation/render.js';
import { converse, engineContext } from '../helpers/converse.js';

// Messages a good counter clerk reads right, found by playing customers against the engine: an
// order and a question in one message, counts of zero, another day, sizes not made, several
// times in one message, names and addresses as people say them, lists, and changes said in
// passing. What is answered is checked by its acts and the draft, never by its wording.

const types = (acts: Array<{ type: string }>) => acts.map((act) => act.type);
const lines = (items: Array<{ sku: string; qty: number }>) => items.map((item) => `${item.qty} ${item.sku}`);

describe('an order and a question in one message', () => {
  it('"carrot cake sat 3pm, does it have raisins?" takes the cake and describes it', () => {
    const { acts, state } = converse(['carrot cake sat 3pm, does it have raisins?']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
    const answer = acts.find((act) => act.type === 'answer_products');
    expect(answer?.type === 'answer_products' && answer.skus).toEqual(['carrot-whole']);
    // "raisins" is asked about the cake; it is not a product we are said not to make.
    expect(types(acts)).not.toContain('not_on_menu');
  });

  it('"2 lemon slices at 3, how much are they?" prices the slices ordered', () => {
    const { acts, state } = converse(['2 lemon slices at 3, how much are they?']);
    expect(lines(state.draft.items)).toEqual(['2 lemon-slice']);
    const answer = acts.find((act) => act.type === 'answer_products');
    expect(answer?.type === 'answer_products' && answer.skus).toEqual(['lemon-slice']);
  });

  it('a question alone, with a day in it, still orders nothing', () => {
    const { acts, state } = converse(['is the lemon cake available saturday at 3?']);
    expect(state.draft.items).toEqual([]);
    expect(types(acts)).toContain('answer_products');
  });

  it('"2 carrot slices at 3, do you have cookies?" takes the slices and says cookies are not on the menu', () => {
    const { acts, state } = converse(['2 carrot slices at 3, do you have cookies?']);
    expect(lines(state.draft.items)).toEqual(['2 carrot-slice']);
    expect(types(acts)).toContain('not_on_menu');
  });
});

describe('a count of zero leaves the line off', () => {
  it('"make it 0", "make it zero" and "one less" on a cake of one take it off and ask what else', () => {
    for (const said of ['make it 0', 'make it zero', 'one less']) {
      const { acts, state } = converse(['a fudge cake saturday 2pm', said]);
      expect(state.draft.items, said).toEqual([]);
      expect(types(acts), said).toEqual(['items_removed', 'ask_slot']);
    }
  });

  it('"make the fudge 0" leaves the other lines as they are', () => {
    const { state } = converse(['a fudge cake and 2 lemon slices saturday 2pm', 'make the fudge 0']);
    expect(lines(state.draft.items)).toEqual(['2 lemon-slice']);
  });

  it('"0" or "zero, sorry" when asked how many slices takes that line off', () => {
    for (const said of ['0', 'zero, sorry']) expect(converse(['some lemon slices at 3', said]).state.draft.items, said).toEqual([]);
  });

  it('"zero, actually, I\'ll just come in and see" is a goodbye, not a recount', () => {
    expect(types(converse(['a few vanilla slices for one o\'clock', "zero, actually, sorry, I'll just come in and see"]).acts)).toEqual(['farewell']);
  });
});

describe('lines taken off as said', () => {
  it('"remove one" at the name question or the read-back takes one off the latest line', () => {
    expect(lines(converse(['2 lemon slices at 3 today', 'remove one']).state.draft.items)).toEqual(['1 lemon-slice']);
    const readBack = converse(['3 lemon slices at 3 today', 'Max', 'can you take off one please']);
    expect(lines(readBack.state.draft.items)).toEqual(['2 lemon-slice']);
    expect(types(readBack.acts)).toEqual(['item_changed', 'summary']);
  });

  it('"never mind the lemon, whole choc" while the lemon\'s form is asked takes the chocolate cake, and cancels nothing', () => {
    const { acts, state } = converse(['lemon and choc', 'never mind the lemon, whole choc']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
    expect(types(acts)).toEqual(['items_added', 'ask_slot']);
  });

  it('"never mind" while the form of the first cake is asked gives up the order being chosen', () => {
    const { acts } = converse(['lemon please', 'never mind']);
    expect(acts).toEqual([{ type: 'cancelled', what: 'draft' }]);
  });
});

describe('what is not wanted, and sizes not made', () => {
  it('"I want a vanilla cake instead of chocolate" with nothing ordered takes the vanilla and asks nothing about chocolate', () => {
    const { acts, state } = converse(['I want a vanilla cake instead of chocolate']);
    expect(lines(state.draft.items)).toEqual(['1 vanilla-bean-whole']);
    expect(types(acts)).not.toContain('offer_choices');
  });

  it('"a large carrot cake" says the carrot cake comes in one size, and takes that size', () => {
    const { acts, state } = converse(['a large carrot cake for saturday 2pm']);
    expect(acts[0]).toEqual({ type: 'size_not_offered', sku: 'carrot-whole', wanted: 'large', kept: '8-inch' });
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
  });
});

describe('servings asked about a size', () => {
  it('"is the 8 inch enough for 12 people?" answers for the 8-inch cakes only, as one group', () => {
    const { acts } = converse(['is the 8 inch enough for 12 people?']);
    expect(acts).toEqual([{ type: 'answer_servings', skus: ['chocolate-fudge-whole', 'carrot-whole', 'red-velvet-whole', 'vanilla-bean-whole'], people: 12 }]);
  });

  it('"is one cake enough for 12?" counts the 12 as people', () => {
    const answer = converse(['is one cake enough for 12?']).acts[0];
    expect(answer?.type === 'answer_servings' && answer.people).toBe(12);
  });

  it('"whats the diff between 8 and 10 inch" answers how many each size feeds, and orders nothing', () => {
    const { acts, state } = converse(['whats the diff between 8 and 10 inch']);
    expect(types(acts)).toEqual(['answer_servings']);
    expect(state.draft.items).toEqual([]);
  });
});

describe('products added for another day', () => {
  it('"and a carrot cake for saturday", with slices set for today at 3, is a second order; the slices stay today', () => {
    const { acts, state } = converse(['2 lemon slices at 3 today', 'and a carrot cake for saturday']);
    expect(lines(state.draft.items)).toEqual(['2 lemon-slice']);
    expect(state.draft.datetime).toBe('2026-11-20T15:00:00.000-06:00');
    expect(acts[0]).toEqual({ type: 'two_orders', later: [{ sku: 'carrot-whole', qty: 1, size: null }], at: null, day: '2026-11-21' });
  });

  it('the second order follows the first once it is placed', () => {
    const { state, placed } = converse(['2 lemon slices at 3 today', 'Max', 'also add a fudge cake for sunday at noon', 'yes'], 'sms', { place: true });
    expect(placed).toBe(1);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
    expect(state.draft.datetime).toBe('2026-11-22T12:00:00.000-06:00');
  });

  it('"make it saturday" still moves the order', () => {
    const { state } = converse(['2 lemon slices at 3 today', 'make it saturday']);
    expect(state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
    expect(state.laterOrder).toBeNull();
  });
});

describe('a size asked about that a product does not come in', () => {
  it('"how much is a large slice of lemon" says the lemon slice comes in one size, and prices it', () => {
    const { acts } = converse(['how much is a large slice of lemon']);
    expect(acts[0]).toEqual({ type: 'size_not_offered', sku: 'lemon-slice', wanted: 'large', kept: null, asked: true });
    expect(types(acts)).toContain('answer_products');
  });

  it('"how much is a large fudge slice" then "ill take 2 at 3pm" takes two large ones', () => {
    const { state } = converse(['how much is a large fudge slice', 'ill take 2 at 3pm']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku} ${item.size}`)).toEqual(['2 chocolate-fudge-slice large']);
  });
});

describe('a flavour\'s count changed by so many', () => {
  const readBack = ['3 carrot slices and 2 lemon slices at 4', 'Sue'];
  it('"one more lemon", "add 2 more lemon", "one fewer carrot slice" change that line by that many', () => {
    expect(lines(converse([...readBack, 'one more lemon']).state.draft.items)).toEqual(['3 carrot-slice', '3 lemon-slice']);
    expect(lines(converse([...readBack, 'add 2 more lemon']).state.draft.items)).toEqual(['3 carrot-slice', '4 lemon-slice']);
    expect(lines(converse([...readBack, 'one fewer carrot slice']).state.draft.items)).toEqual(['2 carrot-slice', '2 lemon-slice']);
  });

  it('"two less lemon" with two lemon slices takes the lemon off', () => {
    expect(lines(converse([...readBack, 'two less lemon']).state.draft.items)).toEqual(['3 carrot-slice']);
  });

  it('"drop everything except the carrot" keeps only the carrot', () => {
    const { acts, state } = converse(['2 lemon slices and a carrot slice at 3', 'Sue', 'drop everything except the carrot']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-slice']);
    expect(acts[0]).toEqual({ type: 'items_removed', skus: ['lemon-slice'] });
  });
});

describe('questions that choose nothing', () => {
  it('"is your carrot cake any good? reviews?" gives no rating, says what the menu says of it, and orders nothing', () => {
    const { acts, state } = converse(['is your carrot cake any good? reviews?']);
    expect(types(acts)).toEqual(['no_ratings', 'answer_products']);
    expect(state.draft.items).toEqual([]);
  });

  it('"how much is delivery?" while pickup or delivery is asked chooses neither', () => {
    const { acts, state } = converse(['carrot cake saturday 2pm', 'how much is delivery?']);
    expect(state.draft.fulfillment).toBeNull();
    expect(acts).toEqual([{ type: 'delivery_policy', slices: false }, { type: 'ask_slot', slot: 'fulfillment' }]);
    expect(converse(['carrot cake saturday 2pm delivery, how much is the delivery fee?']).state.draft.fulfillment).toBe('delivery');
  });

  it('"are you open at 9pm tonight?" says 9 PM is after closing; an order beside an hours question keeps its own time', () => {
    const tonight = converse(['are you open at 9pm tonight?']).acts[0];
    const instant = (iso: string | false | undefined) => (iso ? new Date(iso).toISOString() : iso);
    expect(instant(tonight?.type === 'answer_hours' && tonight.at?.at)).toBe('2026-11-21T03:00:00.000Z');
    const { acts, state } = converse(['2 lemon slices at noon tomorrow, also are you open at 7 am?']);
    const hours = acts.find((act) => act.type === 'answer_hours');
    expect(instant(hours?.type === 'answer_hours' && hours.at?.at)).toBe('2026-11-21T13:00:00.000Z');
    expect(state.draft.datetime).toBe('2026-11-21T12:00:00.000-06:00');
  });
});

describe('delivery asked about a place', () => {
  it('"How much is delivery to South Austin?" answers the delivery policy and calls no place a missing product', () => {
    const { acts } = converse(['How much is delivery to South Austin?']);
    expect(types(acts)).toContain('delivery_policy');
    expect(types(acts)).not.toContain('offer_choices');
  });
});

describe('names said as people say them', () => {
  const asked = ['carrot cake saturday 2pm', 'pick up'];
  it('takes "uh it\'s gonna be under Maria Gonzalez", "its Will" and "Will" where the name was asked', () => {
    expect(converse([...asked, "uh it's gonna be under Maria Gonzalez"]).state.draft.name).toBe('Maria Gonzalez');
    expect(converse([...asked, 'its Will']).state.draft.name).toBe('Will');
    expect(converse([...asked, 'Will']).state.draft.name).toBe('Will');
  });

  it('puts the name right with "sorry I meant Kenneth" after "Ken"; "I meant Saturday" is no name', () => {
    expect(converse([...asked, 'Ken', 'sorry I meant Kenneth']).state.draft.name).toBe('Kenneth');
    expect(converse([...asked, 'Jon Park', 'no I meant John']).state.draft.name).toBe('John Park');
    expect(converse([...asked, 'Ken', 'sorry I meant Saturday']).state.draft.name).toBe('Ken');
  });
});

describe('the order being made, asked about and changed', () => {
  it('"how much is that so far?" and "what do I have so far?" give the lines and the running total', () => {
    for (const said of ['how much is that so far?', 'what do I have so far?', 'can you read my order back']) {
      const { acts } = converse(['2 lemon slices and a carrot cake', said]);
      expect(acts[0], said).toEqual({ type: 'running_total', lines: [{ sku: 'lemon-slice', qty: 2, size: null, cents: 1150 }, { sku: 'carrot-whole', qty: 1, size: null, cents: 4600 }], totalCents: 5750 });
    }
  });

  it('"make it one whole cake instead" with two slices is one cake', () => {
    const { state } = converse(['2 chocolate slices at 4', 'Sue', 'actually make it one whole cake for tomorrow instead']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
  });

  it('an earlier order named by its number is handed to staff with that number, which is not asked for again', () => {
    const { acts, state } = converse(['hey so I ordered yesterday, order number ord_12345678901234567890, can I change it?']);
    expect(acts).toContainEqual({ type: 'handoff', reason: 'earlier_order', orderId: 'ord_12345678901234567890', hasPhone: true });
    expect(state.awaiting).toBeNull();
  });
});

describe('lists of flavours', () => {
  it('"choc, carrot and lemon slices, 2 of each": slices of every flavour, two of each', () => {
    expect(lines(converse(['can i get choc, carrot and lemon slices, 2 of each, for 1pm']).state.draft.items)).toEqual(['2 chocolate-fudge-slice', '2 carrot-slice', '2 lemon-slice']);
    expect(lines(converse(['2 chocolate, 1 red velvet and 3 lemon slices at 5']).state.draft.items)).toEqual(['2 chocolate-fudge-slice', '1 red-velvet-slice', '3 lemon-slice']);
  });

  it('a flavour whose form is being asked is asked again after other products are added', () => {
    const { acts, state } = converse(['a carrot cake', 'and a red velvet', 'and also 2 lemon slices']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole', '2 lemon-slice']);
    expect(acts.at(-1)).toMatchObject({ type: 'offer_choices', skus: ['red-velvet-whole', 'red-velvet-slice'] });
  });

  it('a day and time said while the form is asked are kept, and the form asked again', () => {
    const { acts, state } = converse(['a red velvet', 'saturday 11am']);
    expect(state.draft.datetime).toBe('2026-11-21T11:00:00.000-06:00');
    expect(types(acts)).toEqual(['offer_choices']);
  });
});

describe('numbers that count nothing', () => {
  it('"seven fifteen river road" where the address was asked is the house number, and the time stays', () => {
    const { state } = converse(['carrot cake for delivery tomorrow at noon', 'seven fifteen river road, austin']);
    expect(state.draft.datetime).toBe('2026-11-21T12:00:00.000-06:00');
    expect(state.draft.address).toBe('715 river road, austin');
  });

  it('"1) carrot cake 2) red velvet cake" numbers a list: one of each', () => {
    expect(lines(converse(['1) carrot cake\n2) red velvet cake\nfor sunday 1pm']).state.draft.items)).toEqual(['1 carrot-whole', '1 red-velvet-whole']);
    expect(lines(converse(['#1 carrot cake, #2 red velvet cake sunday 1pm']).state.draft.items)).toEqual(['1 carrot-whole', '1 red-velvet-whole']);
  });

  it('"my son turns 10 tomorrow and the party is at 4pm" is not for 10 AM', () => {
    expect(converse(['my son turns 10 tomorrow and the party is at 4pm, can I get a chocolate fudge cake']).state.draft.datetime).toBe('2026-11-21T16:00:00.000-06:00');
  });

  it('"this morning" said in the morning is today', () => {
    expect(converse(['2 carrot slices this morning']).state.draft.day).toBe('2026-11-20');
  });

  it('"do you do candles?" during an order is not answered "yes, we have it" about the cake', () => {
    const { acts } = converse(['carrot cake tomorrow at 3', 'do you do candles?']);
    expect(types(acts)).toEqual(['cannot_help', 'ask_slot']);
  });
});

describe('lines changed by what they are called', () => {
  it('"make the carrot cake a chocolate one" swaps the carrot cake for a chocolate one', () => {
    const { state } = converse(['carrot cake and red velvet cake sunday noon', 'pickup', 'Al', 'no, make the carrot cake a chocolate one']);
    expect(lines(state.draft.items)).toEqual(['1 red-velvet-whole', '1 chocolate-fudge-whole']);
  });

  it('"make the slices 3" with one kind of slice on the order recounts them', () => {
    expect(lines(converse(['2 lemon slices at 3', 'make the slices 3']).state.draft.items)).toEqual(['3 lemon-slice']);
  });
});

describe('writing asked for just after placing', () => {
  it('"can you write happy birthday on it?" goes to staff as a change to the order placed', () => {
    const { acts } = converse(['carrot cake sunday 11am pickup name Al', 'yes', 'can you write happy birthday on it?'], 'sms', { place: true });
    expect(acts).toEqual([{ type: 'handoff', reason: 'change_placed', orderId: 'ord_test0000000000000001', hasPhone: true }]);
  });
});

describe('a time that has passed today', () => {
  it('"a lemon slice at 9" said at 10 AM is tomorrow at 9, and the customer is told so', () => {
    const { acts, state } = converse(['a lemon slice at 9']);
    expect(state.draft.datetime).toBe('2026-11-21T09:00:00.000-06:00');
    expect(acts).toContainEqual({ type: 'time_taken_tomorrow', at: '2026-11-21T09:00:00.000-06:00' });
  });

  it('a time still ahead today, or said with its day, is taken as said with nothing more', () => {
    for (const message of ['a lemon slice at 3', 'a lemon slice tomorrow at 9', 'carrot cake saturday at 9']) {
      expect(types(converse([message]).acts), message).not.toContain('time_taken_tomorrow');
    }
  });
});

describe('the read-back', () => {
  const readBack = (messages: string[], channel: 'sms' | 'webchat') => {
    const { acts } = converse(messages, channel);
    const summary = acts.find((act) => act.type === 'summary');
    return summary?.type === 'summary' ? summary.summary : null;
  };

  it('a phone number typed in the web chat is read back, so a wrong digit can be caught', () => {
    const summary = readBack(['carrot cake saturday at 2 for pickup', 'Ann Lee', '512-555-0188'], 'webchat');
    expect(summary).toMatchObject({ phone: '+15125550188', phoneGiven: true });
    expect(renderActs([{ type: 'summary', summary: summary! }], 'en', { catalog: engineContext().catalog, now: engineContext().now })[0]?.text).toContain('Phone: (512) 555-0188.');
  });

  it('the number a text comes from is not read back to its owner', () => {
    expect(readBack(['carrot cake saturday at 2 for pickup', 'Ann Lee'], 'sms')).toMatchObject({ phoneGiven: false });
  });
});

describe('questions about what is asked for', () => {
  it('"why do you need my name?" says what the name is for and asks again; it is no question about the phone', () => {
    for (const message of ['why do you need my name?', 'what do you need my name for', 'do you need my last name?']) {
      const { acts, state } = converse(['carrot cake sat 2', 'pickup', message]);
      expect(types(acts), message).toEqual(['answer_name', 'ask_slot']);
      expect(state.awaiting, message).toBe('name');
    }
  });

  it('"what areas?" after the delivery answer is a delivery question, not a message missed', () => {
    for (const messages of [['do you deliver?', 'what areas?'], ['where do you deliver to'], ['what areas do you cover']]) {
      expect(types(converse(messages).acts), messages.join(' / ')).toContain('delivery_policy');
    }
  });

  it('"what time do I need to be there?" after placing looks up the order placed', () => {
    const { action } = converse(['2 lemon slices at 3', 'Ann', 'yes', 'what time do I need to be there?'], 'sms', { place: true });
    expect(action).toBe('order_status');
  });
});

describe('two days in one message', () => {
  it('"a carrot cake for saturday and a red velvet for sunday, both at noon" is two orders, each at noon', () => {
    const { acts, state } = converse(['a carrot cake for saturday and a red velvet for sunday, both at noon']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T12:00:00.000-06:00');
    expect(state.laterOrder).toMatchObject({ items: [{ sku: 'red-velvet-whole', qty: 1 }], datetime: '2026-11-22T12:00:00.000-06:00' });
    expect(types(acts)).toContain('two_orders');
  });

  it('with no time said, each order keeps its own day and asks its time', () => {
    const { state } = converse(['a carrot cake for saturday and a red velvet for sunday']);
    expect(state.draft.day).toBe('2026-11-21');
    expect(state.laterOrder).toMatchObject({ items: [{ sku: 'red-velvet-whole' }], day: '2026-11-22' });
  });
});

describe('a count said with the day', () => {
  it('"carrot cake please. I want 2 on saturday at 10am" is two carrot cakes on Saturday at 10', () => {
    for (const messages of [['carrot cake please. I want 2 on saturday at 10am'], ['carrot cake please', 'I want 2 on saturday at 10am']]) {
      const { state } = converse(messages);
      expect(lines(state.draft.items), messages.join(' / ')).toEqual(['2 carrot-whole']);
      expect(state.draft.datetime).toBe('2026-11-21T10:00:00.000-06:00');
    }
  });
});

describe('words to write on each of two cakes', () => {
  const notes = (items: Array<{ sku: string; notes: string | null }>) => items.map((item) => `${item.sku}: ${item.notes ?? '-'}`);

  it('each cake named with its own message gets that message, and neither cake is lost', () => {
    for (const message of [
      'carrot cake for saturday at noon with happy birthday mia and a fudge cake with happy birthday leo',
      'a carrot cake saying happy birthday mia and a fudge cake saying happy birthday leo, sat noon',
    ]) {
      expect(notes(converse([message]).state.draft.items), message).toEqual(['carrot-whole: happy birthday mia', 'chocolate-fudge-whole: happy birthday leo']);
    }
    const quoted = converse(['2 cakes for saturday noon: carrot with "Happy Birthday Mia" and fudge with "Happy Birthday Leo"']).state.draft.items;
    expect(notes(quoted)).toEqual(['carrot-whole: Happy Birthday Mia', 'chocolate-fudge-whole: Happy Birthday Leo']);
  });

  it('one message said with the first of two cakes goes on that cake', () => {
    const { state } = converse(['a carrot cake that says happy birthday mom and dad, and a fudge cake, sat noon']);
    expect(notes(state.draft.items)).toEqual(['carrot-whole: happy birthday mom and dad', 'chocolate-fudge-whole: -']);
  });
});

describe('lines named by their place in the order', () => {
  it('"remove the first one" takes the first line off and moves no date', () => {
    const { state } = converse(['red velvet cake and carrot cake sat 2pm pickup Al', 'remove the first one']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
  });

  it('"what\'s the second order?" is no date: the first order keeps its day', () => {
    const { state } = converse(['fudge cake sat 2pm and carrot cake sun 3pm', 'pickup', 'Hal', "what's the second order?"]);
    expect(state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
  });

  it('"december first" and "the first of december" are still dates', () => {
    for (const message of ['carrot cake for december first at 2', 'carrot cake for the first of december at 2']) {
      expect(converse([message]).state.draft.datetime, message).toBe('2026-12-01T14:00:00.000-06:00');
    }
  });
});

describe('so many taken off', () => {
  it('"remove 2", "drop 3" and "remove 2 of them" take that many off the line', () => {
    expect(lines(converse(['5 carrot cakes sat 2pm pickup Al', 'remove 2']).state.draft.items)).toEqual(['3 carrot-whole']);
    expect(lines(converse(['6 lemon slices today 2pm pickup Al', 'drop 3']).state.draft.items)).toEqual(['3 lemon-slice']);
    expect(lines(converse(['5 carrot cakes sat 2pm pickup Al', 'remove 2 of them']).state.draft.items)).toEqual(['3 carrot-whole']);
  });
});

describe('the cake made another flavour', () => {
  it('"make the cake chocolate", "i would rather have a chocolate cake" and "sorry not red velvet, chocolate" change the cake, adding none', () => {
    for (const change of ['make the cake chocolate', 'i would rather have a chocolate cake', 'sorry not red velvet, chocolate']) {
      const { state } = converse(['red velvet cake sat 3 pickup, name Amy', change]);
      expect(lines(state.draft.items), change).toEqual(['1 chocolate-fudge-whole']);
    }
  });

  it('"can the cake be chocolate instead" changes the cake and leaves the slices beside it alone', () => {
    const { state } = converse(['red velvet cake and 2 lemon slices sat 3 pickup, name Amy', 'can the cake be chocolate instead']);
    expect(lines(state.draft.items).sort()).toEqual(['1 chocolate-fudge-whole', '2 lemon-slice']);
  });

  it('"make the cake say happy birthday" is writing, not a flavour', () => {
    const { state } = converse(['carrot cake sat 2pm', 'make the cake say happy birthday']);
    expect(state.draft.items).toMatchObject([{ sku: 'carrot-whole', notes: 'happy birthday' }]);
  });
});

describe('prices offered, vouching asked, people asked for', () => {
  it('"would you take 35 for the carrot cake?" is haggling: the menu price is said, and no 35 cakes are ordered', () => {
    for (const message of ['would you take 35 for the carrot cake?', 'can you do 40 for the red velvet?']) {
      const { acts, state } = converse([message]);
      expect(types(acts), message).toContain('price_policy');
      expect(state.draft.items, message).toEqual([]);
    }
    // A small count said the same way is still a count.
    expect(lines(converse(['can you do 2 for the party saturday? carrot slices']).state.draft.items)).toEqual(['2 carrot-slice']);
  });

  it('"confirm that the chocolate cake has no peanuts" is answered from the menu and orders nothing', () => {
    for (const message of ['confirm that the chocolate cake has no peanuts', 'the chocolate cake doesnt have nuts right? yes or no']) {
      const { acts, state } = converse([message]);
      expect(types(acts), message).toContain('answer_allergens');
      expect(state.draft.items, message).toEqual([]);
    }
  });

  it('"do you have a human I can talk to?", "is there someone I can call?" and "is anyone there? I need help" go to staff', () => {
    for (const message of ['do you have a human I can talk to?', 'is there someone I can call?', 'is anyone there? I need help']) {
      expect(converse([message]).action, message).toBe('request_person');
    }
  });

  it('"running 10 min late for pickup" and "I\'m here to pick up my order" are passed to staff, with no name taken from them', () => {
    for (const message of ['Hey its Mike, running 10 min late for pickup', 'Im here to pick up my order']) {
      const { acts, action, state } = converse([message]);
      expect(action, message).toBe('request_person');
      expect(acts, message).toContainEqual(expect.objectContaining({ type: 'handoff', reason: 'arriving' }));
      expect(state.draft.name, message).toBeNull();
    }
    // Late to something else, with a pickup time: the time, not a message for staff.
    expect(converse(['I will be late to the party so pickup at 5']).action).toBeNull();
  });

  it('anger is met calmly with what the assistant can do, not "did not catch that"', () => {
    for (const message of ['you guys suck', 'this is the worst bakery ever', '😡😡😡']) {
      expect(types(converse([message]).acts), message).toEqual(['upset_heard']);
    }
  });
});

describe('hours on holidays and dates', () => {
  const hours = (messages: string[], at?: string) => {
    const ctx = at ? { ...engineContext(), now: DateTime.fromISO(at, { zone: 'America/Chicago' }) } : engineContext();
    let state = newConversation();
    let acts: Act[] = [];
    for (const message of messages) ({ state, acts } = respondTo(state, message, ctx));
    return renderActs(acts, 'en', { catalog: ctx.catalog, now: ctx.now }).map((m) => m.text).join(' ');
  };

  it('"are you open on thanksgiving at 10am?" promises no yes: hours may vary and none are set', () => {
    const said = hours(['are you open on thanksgiving at 10am?']);
    expect(said).toContain('Thanksgiving, and no special hours are set for it yet, so I cannot promise we are open at 10:00 AM');
    expect(said).not.toContain('Yes, we are open');
  });

  it('"are you open on Nov 26 at 2pm?" and "are you open dec 24 at 6pm?" are answered for that day, not today', () => {
    expect(hours(['are you open on Nov 26 at 2pm?'])).toContain('Thu, Nov 26');
    expect(hours(['are you open dec 24 at 6pm?'])).toContain('Thu, Dec 24');
    expect(hours(['are you open on Dec 25?'])).toContain('Fri, Dec 25 is Christmas Day');
  });

  it('"are you open now?" on Thanksgiving does not say yes; on an ordinary day it does', () => {
    expect(hours(['are you open now?'], '2026-11-26T10:00')).toContain('Today is Thanksgiving');
    expect(hours(['are you open now?'])).toContain('Yes, we are open now');
  });

  it('an order for Thanksgiving is read back with the holiday said', () => {
    const { acts } = converse(['carrot cake for thanksgiving at noon', 'pickup', 'Ann']);
    expect(acts).toContainEqual(expect.objectContaining({ type: 'summary', summary: expect.objectContaining({ holiday: 'Thanksgiving' }) }));
  });
});

describe('changes at the read-back', () => {
  it('"change it to 2 lattes" and "make one of them a coffee" refuse the drink and change nothing else', () => {
    for (const change of ['change it to 2 lattes', 'make one of them a coffee']) {
      const { acts, state } = converse(['2 lemon slices today 3pm pickup name Al', change]);
      expect(types(acts), change).toContain('refuse_beverage');
      expect(lines(state.draft.items), change).toEqual(['2 lemon-slice']);
      expect(state.draft.datetime, change).toBe('2026-11-20T15:00:00.000-06:00');
    }
  });

  it('"same time sunday" keeps the order\'s time on the new day', () => {
    expect(converse(['carrot cake sat 2pm pickup Al', 'same time sunday']).state.draft.datetime).toBe('2026-11-22T14:00:00.000-06:00');
  });

  it('"just the cake" and "only the slices please", said alone, keep only those lines', () => {
    expect(lines(converse(['carrot cake and 2 fudge slices sat 2pm pickup Jo', 'just the cake']).state.draft.items)).toEqual(['1 carrot-whole']);
    const slices = converse(['carrot cake and 2 fudge slices sat 2pm pickup Jo', 'only the slices please']);
    expect(lines(slices.state.draft.items)).toEqual(['2 chocolate-fudge-slice']);
    expect(types(slices.acts)).not.toContain('offer_choices');
  });

  it('"never mind the name, just put Al", asked for the name, is the name, not writing for the cake', () => {
    const { state } = converse(['carrot cake sat 2pm pickup', 'never mind the name, just put Al']);
    expect(state.draft.name).toBe('Al');
    expect(state.draft.items[0]?.notes).toBeNull();
  });
});

describe('the words on a cake, changed', () => {
  const cake = (messages: string[]) => converse(messages).state.draft.items[0];

  it('"change the writing to happy anniversary" writes "happy anniversary"', () => {
    expect(cake(['chocolate cake sat 2pm pickup Sue, write happy birthday', 'change the writing to happy anniversary'])?.notes).toBe('happy anniversary');
  });

  it('"no writing please" takes the words off and is no product we lack', () => {
    const { acts, state } = converse(['chocolate cake sat 2pm pickup Sue, write happy birthday', 'no writing please']);
    expect(state.draft.items[0]?.notes).toBeNull();
    expect(types(acts)).toContain('note_removed');
    expect(types(acts)).not.toContain('offer_choices');
  });

  it('"write happy birthday on one" of two cakes writes the greeting on one cake and leaves the other plain', () => {
    const { state } = converse(['2 chocolate cakes sat 2pm pickup Sue, write happy birthday on one']);
    expect(state.draft.items.map((item) => [item.qty, item.sku, item.notes])).toEqual([
      [1, 'chocolate-fudge-whole', 'happy birthday'],
      [1, 'chocolate-fudge-whole', null],
    ]);
  });
});

describe('ingredients and delivery asked about', () => {
  it('"does anything have coconut?" says the menu does not say, never that we lack coconut', () => {
    for (const message of ['does anything have coconut?', 'do you have anything with fruit?']) {
      const { acts } = converse([message]);
      expect(types(acts), message).toContain('dietary_unknown');
      expect(types(acts), message).not.toContain('offer_choices');
    }
    // A product we do not make is still said to be one.
    expect(types(converse(['do you have cookies?']).acts)).toContain('offer_choices');
  });

  it('"do you have cross contamination?" is answered with the allergen lists and the facility disclaimer', () => {
    expect(types(converse(['do you have cross contamination?']).acts)).toContain('answer_allergens');
  });

  it('"can I get slices delivered?" says slices are not delivered', () => {
    expect(converse(['can I get slices delivered?']).acts).toContainEqual({ type: 'delivery_policy', slices: true });
  });
});

describe('a yes with more in it, clock times beside products, and stories', () => {
  it('"yes please change the time to 4" and "yes please and make it 3" make the change and read the order back, placing nothing', () => {
    const later = converse(['a vanilla cake', 'sunday 3pm', 'pickup', 'Dana', 'yes please change the time to 4']);
    expect(later.action).toBeNull();
    expect(later.state.draft.datetime).toBe('2026-11-22T16:00:00.000-06:00');
    const more = converse(['2 carrot slices', 'tomorrow 2pm', 'Dana', 'yes please and make it 3']);
    expect(more.action).toBeNull();
    expect(lines(more.state.draft.items)).toEqual(['3 carrot-slice']);
    expect(converse(['2 carrot slices', 'tomorrow 2pm', 'Dana', 'yes thats correct']).action).toBe('place_order');
  });

  it('"for sunday at 11 red velvet cake" and "2 pm saturday chocolate cake" order one cake, at that time', () => {
    const eleven = converse(['for sunday at 11 red velvet cake pickup name Al']).state;
    expect(lines(eleven.draft.items)).toEqual(['1 red-velvet-whole']);
    expect(eleven.draft.datetime).toBe('2026-11-22T11:00:00.000-06:00');
    expect(lines(converse(['2 pm saturday chocolate cake']).state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
    expect(lines(converse(['2 carrot slices at 3']).state.draft.items)).toEqual(['2 carrot-slice']);
  });

  it('"call me if there\'s any problem" beside an order takes the order; "can someone call me about a wedding cake" goes to staff', () => {
    const { action, state } = converse(['carrot cake sat 3pm pickup Al, call me if theres any problem']);
    expect(action).toBeNull();
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(converse(['is this a real person? anyway i want a carrot cake sat 3pm pickup Al']).action).toBeNull();
    expect(converse(['can someone call me about a wedding cake']).action).toBe('request_person');
  });

  it('a time told in a story at the read-back ("the party starts at 6", "i get off at 1") moves no pickup', () => {
    for (const said of ['btw the party starts at 6 so 2 is plenty of time right?', 'i get off at 1']) {
      expect(converse(['carrot cake sat 2pm pickup Lena', said]).state.draft.datetime, said).toBe('2026-11-21T14:00:00.000-06:00');
    }
    expect(converse(['carrot cake sat 2pm pickup Lena', 'pickup at 4 instead, party starts at 6']).state.draft.datetime).toBe('2026-11-21T16:00:00.000-06:00');
  });
});

describe('counts and days said loosely', () => {
  it('"make it 5 cakes", "I need 5 of them" and "4 cakes please" count cakes; they are no pickup hour', () => {
    for (const said of ['make it 5 cakes', 'I need 5 of them', '4 cakes please']) {
      const { state } = converse(['a carrot cake', 'sunday 2pm', 'pickup', 'Dana', said]);
      expect(state.draft.items[0]?.qty, said).toBe(said.startsWith('4') ? 4 : 5);
      expect(state.draft.datetime, said).toBe('2026-11-22T14:00:00.000-06:00');
    }
  });

  it('"22nd at 3" and "23rd instead" are those days of the month; "her 22nd birthday" is not', () => {
    expect(converse(['2 lemon slices', '22nd at 3']).state.draft.datetime).toBe('2026-11-22T15:00:00.000-06:00');
    expect(converse(['carrot cake sat 2pm pickup Al', '23rd instead']).state.draft.datetime).toBe('2026-11-23T14:00:00.000-06:00');
    expect(converse(['carrot cake for her 22nd birthday on saturday at 2']).state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
  });

  it('"about 15 carrot slices" is fifteen slices and no time', () => {
    const { state } = converse(['about 15 carrot slices']);
    expect(lines(state.draft.items)).toEqual(['15 carrot-slice']);
    expect(state.draft.datetime).toBeNull();
  });

  it('a count put right in the same message is the count: "a carrot cake, actually two", "2 carrot slices, no wait 3"', () => {
    expect(lines(converse(['a carrot cake, actually two']).state.draft.items)).toEqual(['2 carrot-whole']);
    expect(lines(converse(['2 carrot slices, no wait 3']).state.draft.items)).toEqual(['3 carrot-slice']);
    expect(lines(converse(['3 carrot slices, oops I meant 2']).state.draft.items)).toEqual(['2 carrot-slice']);
    // A time put right is the time.
    expect(lines(converse(['a carrot cake at 2, actually 3']).state.draft.items)).toEqual(['1 carrot-whole']);
  });

  it('"add another carrot" adds one to the carrot line already ordered', () => {
    expect(lines(converse(['1 carrot slice and 1 lemon slice', 'tomorrow 2pm', 'Dana', 'add another carrot']).state.draft.items)).toEqual(['2 carrot-slice', '1 lemon-slice']);
  });

  it('"wrong number" after the read-back showed the phone asks for the number again, not goodbye', () => {
    const { acts, state } = converse(['2 lemon slices today 3pm', 'Dana', '512-555-0101', 'wrong number'], 'webchat');
    expect(acts).toContainEqual({ type: 'ask_slot', slot: 'phone' });
    expect(state.draft.phone).toBeNull();
    expect(lines(state.draft.items)).toEqual(['2 lemon-slice']);
  });
});

describe('answers to the choice of flavours, and questions about the cake ordered', () => {
  it('"2 red velvet" and "3 lemon" to "which would you like?" take that many', () => {
    expect(lines(converse(['I want cake', '2 red velvet']).state.draft.items)).toEqual(['2 red-velvet-whole']);
    expect(lines(converse(['slices please', '3 lemon']).state.draft.items)).toEqual(['3 lemon-slice']);
  });

  it('"is it moist?" about the cake ordered describes it, and the order goes on without a loop of suggestions', () => {
    const asked = converse(['carrot cake sat 2pm', 'is it moist? my family hates dry cake lol']);
    expect(asked.acts).toContainEqual(expect.objectContaining({ type: 'answer_products', skus: ['carrot-whole'] }));
    expect(types(asked.acts)).not.toContain('not_on_menu');
    const { state } = converse(['carrot cake sat 2pm', 'is it moist? my family hates dry cake lol', 'ok pickup', 'Lena']);
    expect(state.awaiting).toBe('confirm');
  });
});

describe('names and writing in messy messages', () => {
  it('a name after "pickup" is kept when thanks or another clause follows it', () => {
    for (const [message, name] of [
      ['carrot cake sat 2pm pickup Al, thanks', 'Al'],
      ['carrot cake sat 2pm pickup - Bob, thx', 'Bob'],
      ['carrot cake sat 2pm pickup, Bob Smith, thank you!', 'Bob Smith'],
      ['carrot cake sat 2pm pickup, Jan, my son is allergic to eggs', 'Jan'],
      ['carrot cake sat 3pm pickup Al and text me a reminder the day before', 'Al'],
    ] as const) {
      expect(converse([message]).state.draft.name, message).toBe(name);
    }
  });

  it('the words to write are kept without how they were asked for', () => {
    for (const [message, words] of [
      ['carrot cake sat 2pm pickup, Happy Birthday on it please', 'Happy Birthday'],
      ['carrot cake sat 2pm, can you write happy anniversary on it thanks', 'happy anniversary'],
      ['carrot cake sat 2pm, message on cake: Happy Anniversary', 'Happy Anniversary'],
      ['carrot cake sat 2pm, the writing should say congrats grad!', 'congrats grad!'],
    ] as const) {
      expect(converse([message]).state.draft.items[0]?.notes, message).toBe(words);
    }
  });

  it('"congrats on the new place!" and "happy birthday to me" are not writing for the cake', () => {
    for (const message of ['congrats on the new place! can i get a carrot cake for sat 3 pickup? Ed', 'happy birthday to me lol, carrot cake sat 3 pickup']) {
      expect(converse([message]).state.draft.items[0]?.notes, message).toBeNull();
    }
  });
});

describe('taking back a change', () => {
  it('"never mind" just after a change takes the change back, not the order', () => {
    const { acts, state } = converse(['a vanilla cake', 'sunday 3pm', 'pickup', 'Dana', 'make it 2', 'never mind']);
    expect(types(acts)).toContain('change_undone');
    expect(lines(state.draft.items)).toEqual(['1 vanilla-bean-whole']);
    // With no change to take back, it gives the order up as before.
    expect(types(converse(['a vanilla cake', 'sunday 3pm', 'pickup', 'Dana', 'never mind']).acts)).toContain('cancelled');
  });

  it('"make it strawberry shortcake", which is unavailable, says so and keeps the order as it was', () => {
    const { acts, state } = converse(['a carrot cake', 'sunday 2pm', 'pickup', 'Dana', 'make it strawberry shortcake']);
    expect(types(acts)).toContain('unavailable');
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
  });
});

describe('asking around an order', () => {
  it('"what other cakes do you have" and "what else do you have?" show the menu', () => {
    for (const message of ['what other cakes do you have', 'what else do you have?']) {
      expect(types(converse([message]).acts), message).toEqual(['answer_menu']);
    }
  });

  it('"just wondering if carrot cake has nuts, thinking of getting one for sat" answers and orders nothing yet', () => {
    const { acts, state } = converse(['just wondering if carrot cake has nuts, thinking of getting one for sat']);
    expect(types(acts)).toContain('answer_allergens');
    expect(state.draft.items).toEqual([]);
    expect(converse(['thinking about maybe getting a red velvet cake for my bfs bday next week, how much are they?']).state.draft.items).toEqual([]);
  });

  it('"actually the day after" is the day after the order\'s day', () => {
    expect(converse(['a carrot cake', 'sunday 2pm', 'pickup', 'Dana', 'actually the day after']).state.draft.datetime).toBe('2026-11-23T14:00:00.000-06:00');
  });
});

describe('a count and a size said together', () => {
  it('"make it 3 large" makes three large slices, said once as the line now is', () => {
    const { acts, state } = converse(['2 fudge slices today 3pm', 'Dana', 'make it 3 large']);
    expect(state.draft.items).toMatchObject([{ sku: 'chocolate-fudge-slice', qty: 3, size: 'large' }]);
    expect(types(acts).filter((type) => type === 'item_changed')).toHaveLength(1);
  });
});

describe('a custom cake\'s design said with a label', () => {
  it('"design: a soccer ball with the team name Tigers" is the design, and "Tigers" is no name', () => {
    for (const messages of [
      ['custom cake 10 inch next sat 3pm pickup name Jo, design: a soccer ball with the team name Tigers'],
      ['custom cake 10 inch next sat 3pm pickup name Jo', 'design: a soccer ball with the team name Tigers'],
    ]) {
      const { state } = converse(messages);
      expect(state.draft.items[0]?.notes, messages.join(' / ')).toBe('a soccer ball with the team name Tigers');
      expect(state.draft.name).toBe('Jo');
    }
  });
});

describe('the flavour before its count', () => {
  it('"chocolate - 4 slices - 5pm - Amy" and "chocolate 4 slices" are four chocolate slices', () => {
    expect(lines(converse(['chocolate - 4 slices - 5pm - Amy']).state.draft.items)).toEqual(['4 chocolate-fudge-slice']);
    expect(lines(converse(['chocolate 4 slices']).state.draft.items)).toEqual(['4 chocolate-fudge-slice']);
  });
});

describe('"the day before" said with another day', () => {
  it('"party is on sunday so i need a carrot cake the day before, around 3" is Saturday at 3', () => {
    expect(converse(['party is on sunday so i need a carrot cake the day before, around 3']).state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
  });

  it('"text me a reminder the day before" is the reminder\'s day, not the pickup\'s', () => {
    expect(converse(['carrot cake sat 3pm pickup Al and text me a reminder the day before']).state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
  });
});

describe('"the cake" with only slices ordered', () => {
  it('"write Happy Birthday on the cake" says messages go on cakes and leaves the slices as slices', () => {
    const { acts, state } = converse(['2 fudge slices', 'tomorrow 2pm', 'Dana', 'write Happy Birthday on the cake']);
    expect(lines(state.draft.items)).toEqual(['2 chocolate-fudge-slice']);
    expect(types(acts)).toContain('note_needs_cake');
    // Asked outright, the slices still become a whole cake.
    expect(lines(converse(['2 fudge slices', 'tomorrow 2pm', 'Dana', 'make it a whole cake instead']).state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
  });
});

describe('"asap" near closing', () => {
  it('"2 carrot slices asap" at 7:50 PM is tomorrow at opening, and the customer is told so', () => {
    const ctx = { ...engineContext(), now: DateTime.fromISO('2026-11-20T19:50', { zone: 'America/Chicago' }) };
    const { acts, state } = respondTo(newConversation(), '2 carrot slices asap name Al', ctx);
    expect(state.draft.datetime).toBe('2026-11-21T08:00:00.000-06:00');
    expect(acts).toContainEqual({ type: 'time_taken_tomorrow', at: '2026-11-21T08:00:00.000-06:00', asap: true });
    // In the morning, asap is today and nothing more is said.
    expect(types(converse(['2 carrot slices asap name Al']).acts)).not.toContain('time_taken_tomorrow');
    // A whole cake asap at 7:30 PM: the earliest it can be ready is the one time said, and its slices are sold today.
    const cake = respondTo(newConversation(), 'a carrot cake asap', { ...ctx, now: DateTime.fromISO('2026-11-20T19:30', { zone: 'America/Chicago' }) });
    expect(types(cake.acts)).toEqual(['items_added', 'order_problem', 'slices_today']);
  });
});

describe('whose name the order goes under', () => {
  it('"its for my wife Jen but put it under me, Mark" is under Mark', () => {
    expect(converse(['carrot cake sat 2pm pickup', 'its for my wife Jen but put it under me, Mark']).state.draft.name).toBe('Mark');
  });
});

describe('"next week"', () => {
  it('"next week, tuesday" and "tuesday next week" are next week\'s Tuesday; "next week" alone names no day, so the day is asked', () => {
    expect(converse(['red velvet cake for next week, tuesday']).state.draft.day).toBe('2026-11-24');
    expect(converse(['red velvet cake tuesday next week at 2']).state.draft.datetime).toBe('2026-11-24T14:00:00.000-06:00');
    const alone = converse(['red velvet cake for next week']).state;
    expect(alone.draft.day).toBeNull();
    expect(alone.awaiting).toBe('datetime');
  });
});
