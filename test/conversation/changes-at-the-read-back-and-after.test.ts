import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { newConversation } from '../../src/conversation/conversation-state.js';
import { respondTo } from '../../src/conversation/engine.js';
import { converse, engineContext, lines, types } from '../helpers/converse.js';

// What customers say at the read-back and just after placing, found by playing customers against
// the engine: a change of cake, a message with candles asked beside it, things we do not sell, the
// time put back or put right, the city and state of an address, and short replies once the order
// is placed. Checked by acts, the action and the draft, never by wording.

const READ_BACK = 'carrot cake saturday 3pm pickup, name is John';

describe('the size of slices on the order', () => {
  it('is not changed by asking about it ("how much is the large?", "large or regular whats the difference"), and "no regular" puts it back', () => {
    const size = (messages: string[]) => converse(messages).state.draft.items.map((item) => `${item.qty} ${item.sku} ${item.size ?? 'regular'}`);
    expect(size(['4 fudge slices today', 'how much is the large?'])).toEqual(['4 chocolate-fudge-slice regular']);
    expect(size(['4 fudge slices today', 'large or regular whats the difference'])).toEqual(['4 chocolate-fudge-slice regular']);
    expect(size(['4 fudge slices today', 'can i get them large?'])).toEqual(['4 chocolate-fudge-slice large']);
    expect(size(['4 fudge slices today', 'actually large', 'no regular'])).toEqual(['4 chocolate-fudge-slice regular']);
    // Asked how many, "ok 2 large then" is two large ones.
    expect(size(['some chocolate fudge slices for today at 3', 'ok 2 large then'])).toEqual(['2 chocolate-fudge-slice large']);
  });
});

describe('at the read-back', () => {
  it('"can i come by later?", "actually tomorrow morning", "end of the day" ask the time, never keep the old one or guess one', () => {
    const SLICES = '2 lemon slices today at 3 for Ann';
    for (const [said, day] of [
      ['can i come by later?', '2026-11-20'],
      ['can i get it earlier', '2026-11-20'],
      ['make it end of the day', '2026-11-20'],
      ['actually tomorrow morning', '2026-11-21'],
      ['any chance i could come in the evening instead?', '2026-11-20'],
    ] as const) {
      const { state, acts } = converse([SLICES, said]);
      expect(state.draft.datetime, said).toBeNull();
      expect(state.draft.day, said).toBe(day);
      expect(acts, said).toContainEqual(expect.objectContaining({ type: 'ask_slot', slot: 'time' }));
      expect(types(acts), said).not.toContain('offer_choices');
    }
    // The hour said next is the new time; "earlier, like 1" says it at once.
    expect(converse([SLICES, 'actually tomorrow morning', '10']).state.draft.datetime).toBe('2026-11-21T10:00:00.000-06:00');
    expect(converse([SLICES, 'can we do earlier, like 1?']).state.draft.datetime).toBe('2026-11-20T13:00:00.000-06:00');
    expect(converse([READ_BACK, 'actually before noon', '11']).state.draft.datetime).toBe('2026-11-21T11:00:00.000-06:00');
    // "good morning! yes" is a yes.
    expect(converse([SLICES, 'good morning! yes']).action).toBe('place_order');
  });

  it('"now" at 7:40 PM, then "ok then tomorrow morning" and "9": 9 AM tomorrow, never 9 slices at 7:40 PM', () => {
    const ctx = { ...engineContext('webchat'), now: DateTime.fromISO('2026-11-20T19:40', { zone: 'America/Chicago' }) };
    let state = newConversation();
    for (const message of ['2 carrot slices now', 'ok then tomorrow morning', '9']) state = respondTo(state, message, ctx).state;
    expect(lines(state.draft.items)).toEqual(['2 carrot-slice']);
    expect(state.draft.datetime).toBe('2026-11-21T09:00:00.000-06:00');
  });

  it('"change to lemon cake" replaces the carrot cake', () => {
    const { state } = converse([READ_BACK, 'change to lemon cake']);
    expect(lines(state.draft.items)).toEqual(['1 lemon-whole']);
  });

  it('"write happy bday Jon and put 5 candles" writes only the words', () => {
    expect(converse([READ_BACK, 'write happy bday Jon and put 5 candles']).state.draft.items[0]?.notes).toBe('happy bday Jon');
  });

  it('"add candles" is said to be off the menu, and the read-back stands: no cakes offered to choose from', () => {
    const { acts, state } = converse([READ_BACK, 'add candles']);
    expect(types(acts)).toEqual(['not_on_menu', 'summary']);
    expect(state.awaiting).toBe('confirm');
    expect(lines(converse([READ_BACK, 'add candles', '1']).state.draft.items)).toEqual(['1 carrot-whole']);
  });

  it('"yes pls ty" places the order', () => {
    expect(converse([READ_BACK, 'yes pls ty'], 'sms', { place: true }).placed).toBe(1);
  });

  it('"make it 4pm" then "back to 3" puts the time back, and the count stays', () => {
    const { state } = converse([READ_BACK, 'make it 4pm', 'back to 3']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
  });

  it('with slices on the order, "back to 3" is still the count', () => {
    const { state } = converse(['3 lemon slices today at 4', 'Al', 'make it 4 slices', 'back to 3']);
    expect(lines(state.draft.items)).toEqual(['3 lemon-slice']);
    expect(state.draft.datetime).toBe('2026-11-20T16:00:00.000-06:00');
  });

  it('"3 not 3:30" keeps 3 o\'clock, or puts it back from 3:30', () => {
    expect(converse([READ_BACK, '3 not 3:30']).state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
    expect(converse(['carrot cake saturday 330pm pickup, name is John', '3 not 3:30']).state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
  });

  it('"deliver it to 12 Oak St, Austin TX" keeps the name, and the city and state are the address\'s', () => {
    const { state } = converse([READ_BACK, 'yes, deliver it to 12 Oak St, Austin TX']);
    expect(state.draft.name).toBe('John');
    expect(state.draft.address).toBe('12 Oak St, Austin TX');
  });
});

describe('a time refused, then "same time" another day', () => {
  it('"ok same time tomorrow then" after 6 PM today was too soon is 6 PM tomorrow', () => {
    expect(converse(['red velvet cake today at 6pm', 'ok same time tomorrow then']).state.draft.datetime).toBe('2026-11-21T18:00:00.000-06:00');
    expect(converse(['carrot cake today at 4pm', 'same time sunday then']).state.draft.datetime).toBe('2026-11-22T16:00:00.000-06:00');
  });
});

describe('short replies just after placing', () => {
  it('"no thanks", "nope", "no thats all", "im good" say goodbye', () => {
    for (const said of ['no thanks', 'nope', 'no thats all', 'im good']) {
      const { acts, action } = converse([READ_BACK, 'yes', said], 'sms', { place: true });
      expect(types(acts), said).toEqual(['farewell']);
      expect(action, said).toBeNull();
    }
  });

  it('"thanks" alone is still thanked', () => {
    expect(types(converse([READ_BACK, 'yes', 'thanks'], 'sms', { place: true }).acts)).toEqual(['thanks']);
  });

  it('"oops", "wait no", "i made a mistake" keep the order and say how to change or cancel it', () => {
    for (const said of ['oops', 'wait no', 'i made a mistake']) {
      const { acts, action } = converse([READ_BACK, 'yes', said], 'sms', { place: true });
      expect(types(acts), said).toEqual(['placed_kept']);
      expect(action, said).toBeNull();
    }
  });
});

describe('a change to the order just placed, said without naming a product', () => {
  const DELIVERED = 'I want a carrot cake delivered saturday 3pm to 45 Elm Street, Round Rock TX 78664, name is John';

  it('goes to staff as a change to that order, never a new order nor "did not catch that"', () => {
    for (const [start, said] of [
      [READ_BACK, 'Ill be late, can I come at 6'],
      [READ_BACK, 'my husband Mark will pick it up'],
      [READ_BACK, 'can I pick up earlier?'],
      [READ_BACK, 'can I change my order?'],
      [READ_BACK, 'can I change the date'],
      [READ_BACK, 'is it too late to change?'],
      [DELIVERED, 'the address is wrong, its 54 Elm Street'],
      [DELIVERED, 'the gate code is 1234'],
    ] as const) {
      const { acts, action, state } = converse([start, 'yes', said], 'sms', { place: true });
      expect(action, said).toBe('request_person');
      expect(acts, said).toContainEqual(expect.objectContaining({ type: 'handoff', reason: 'change_placed' }));
      expect(state.draft.items, said).toEqual([]);
    }
  });

  it('with no order placed here, "can I change my order?" goes to staff as an earlier order, and "my colleague will collect it" orders on', () => {
    expect(converse(['can I change my order?']).acts).toContainEqual(expect.objectContaining({ type: 'handoff', reason: 'earlier_order' }));
    expect(converse(["Hello, I'd like to order a cake as a gift for a coworker. My colleague will collect it"]).action).toBeNull();
  });

  it('"when will it be ready?" and "I never got a confirmation text" look the order up', () => {
    for (const said of ['when will it be ready?', 'I never got a confirmation text']) {
      expect(converse([READ_BACK, 'yes', said], 'sms', { place: true }).action, said).toBe('order_status');
    }
  });

  it('a new product after placing is still a new order', () => {
    const { state, action } = converse([READ_BACK, 'yes', 'can I get a vanilla cake too for sunday'], 'sms', { place: true });
    expect(action).toBeNull();
    expect(lines(state.draft.items)).toEqual(['1 vanilla-bean-whole']);
  });
});

describe('the read-back accepted, the name put right, the same again', () => {
  it('"Jon not John" and "not John, Jon" put the name right', () => {
    for (const said of ['Jon not John', 'not John, Jon']) expect(converse([READ_BACK, said]).state.draft.name, said).toBe('Jon');
    expect(converse(['carrot cake saturday 3pm pickup, name is John Smith', 'Jon not John']).state.draft.name).toBe('Jon Smith');
    expect(converse([READ_BACK, 'Sunday not Saturday']).state.draft.name).toBe('John');
  });

  it('after "no", "actually it\'s fine, go ahead", "nothing, it\'s fine", "oops I meant yes" place the order', () => {
    for (const said of ['actually its fine, go ahead', 'nothing, its fine', 'oops I meant yes', 'no changes']) {
      expect(converse([READ_BACK, 'no', said], 'sms', { place: true }).placed, said).toBe(1);
    }
  });

  it('"one for sunday as well please", "another one for sunday 2pm" after placing: the same order, for Sunday', () => {
    for (const said of ['one for sunday as well please', 'another one for sunday 2pm']) {
      const { acts, state } = converse([READ_BACK, 'yes', said], 'sms', { place: true });
      expect(lines(state.draft.items), said).toEqual(['1 carrot-whole']);
      expect(state.draft.day ?? state.draft.datetime?.slice(0, 10), said).toBe('2026-11-22');
      expect(types(acts), said).not.toContain('item_changed');
    }
  });
});

describe('an email given for the phone number on web chat', () => {
  it('is said not to be used, and the phone number is asked again', () => {
    for (const said of ['you can email me at ann@example.com', 'ann@example.com']) {
      const { acts, state } = converse(['I want a red velvet cake tomorrow at noon for pickup, name is Ann', said], 'webchat');
      expect(acts[0], said).toEqual({ type: 'invalid_phone', email: true });
      expect(state.awaiting, said).toBe('phone');
    }
  });
});

describe('details said at the read-back that move nothing', () => {
  const DELIVERED_AT_1 = ['carrot cake delivered tomorrow at 1pm', '1402 Elm St Apt 3B', 'Dana Ruiz'];

  it('"it\'s on the 3rd floor" and "have the driver text me 10 min before" keep the day and time', () => {
    for (const said of ['its on the 3rd floor', 'have the driver text me 10 min before', 'call me when youre 10 minutes out']) {
      expect(converse([...DELIVERED_AT_1, said]).state.draft.datetime, said).toBe('2026-11-21T13:00:00.000-06:00');
    }
    expect(converse([...DELIVERED_AT_1, 'push it 10 min later']).state.draft.datetime).toBe('2026-11-21T13:10:00.000-06:00');
  });

  it('"yes please place it. call me after 5 if there\'s a problem" and "yes. call me if the driver can\'t find it" place the order', () => {
    for (const said of ["yes please place it. call me after 5 if there's a problem", "yes. call me if the driver can't find it"]) {
      const { placed, action } = converse([...DELIVERED_AT_1, said], 'sms', { place: true });
      expect(placed, said).toBe(1);
      expect(action, said).toBe('place_order');
    }
  });

  it('"yes but can I talk to a person first" asks for a person, and places nothing', () => {
    const { placed, action } = converse([...DELIVERED_AT_1, 'yes but can I talk to a person first'], 'sms', { place: true });
    expect(placed).toBe(0);
    expect(action).toBe('request_person');
  });

  it('"yes, and after that I need a separate order for my sister" places this one and starts the next', () => {
    const { acts, state, placed } = converse(['hi its Mark, two vanilla bean slices for pick up at one today', 'yes, and um, after that I need a separate order for my sister'], 'sms', { place: true });
    expect(placed).toBe(1);
    expect(types(acts)).toEqual(['placed', 'next_order', 'ask_slot']);
    expect(state.awaiting).toBe('items');
  });
});

describe('the customer\'s own phone number on web chat', () => {
  const ASKED = 'Chocolate cake pickup tomorrow 2pm, Dana';

  it('a number said in a story ("My friend Jess (512-555-0177) recommended you") is not theirs, and theirs is asked', () => {
    const { state } = converse(['Chocolate cake pickup tomorrow 2pm. My friend Jess (512-555-0177) recommended you', 'Dana Ruiz'], 'webchat');
    expect(state.draft.phone).toBeNull();
    expect(state.awaiting).toBe('phone');
  });

  it('of two numbers, the one said to be used is taken', () => {
    for (const said of ["dont use 512-555-0100, thats my old one. use 737-555-0199", '512-555-0142 is my work, cell is better: 737-555-0199']) {
      expect(converse([ASKED, said], 'webchat').state.draft.phone, said).toBe('+17375550199');
    }
    expect(converse([ASKED, '512-555-0142'], 'webchat').state.draft.phone).toBe('+15125550142');
  });
});

describe('"how many?" answered with a count put right', () => {
  it('"uh three no four" is four', () => {
    expect(lines(converse(['a few slices of carrot today at two', 'uh three no four']).state.draft.items)).toEqual(['4 carrot-slice']);
  });
});

describe('who or which building, said before the street, and a unit put right', () => {
  it('"Attn: Jen Wu, 600 Congress Ave Suite 300" keeps Jen Wu with the address, and is no name', () => {
    const { state } = converse(['carrot cake delivered tomorrow at 1pm', 'Attn: Jen Wu, 600 Congress Ave Suite 300'], 'webchat');
    expect(state.draft.address).toBe('Attn: Jen Wu, 600 Congress Ave Suite 300');
    expect(state.draft.name).toBeNull();
  });

  it('"Hyde Park Apartments, 4001 Speedway #210" keeps the building with the address, and is no name', () => {
    const { state } = converse(['carrot cake delivered tomorrow at 1pm', 'Hyde Park Apartments, 4001 Speedway #210'], 'webchat');
    expect(state.draft.address).toBe('Hyde Park Apartments, 4001 Speedway #210');
    expect(state.draft.name).toBeNull();
  });

  it('"it\'s apartment 3C not 3B" puts the unit right, said in full or short', () => {
    expect(converse(['carrot cake delivered tomorrow at 1pm', '1402 Elm St Apt 3B', 'Dana Ruiz', 'no wait, its apartment 3C not 3B']).state.draft.address).toBe('1402 Elm St apartment 3C');
  });

  it('"Joyce Hall", "Greg Hall": a surname that is also a building word is still a name', () => {
    expect(converse(['carrot cake tomorrow 3pm pickup', 'Joyce Hall']).state.draft.name).toBe('Joyce Hall');
  });
});

describe('a complaint or a person asked for at the read-back', () => {
  it('goes to staff, says the order is not placed yet, and a yes after the read-back again places it', () => {
    for (const message of ['last time my cake was stale btw', 'can I talk to someone?']) {
      const turn = converse(['2 lemon slices today at 4pm', 'Carl', message]);
      expect(turn.action, message).toBe('request_person');
      expect(turn.acts.map((act) => act.type), message).toContain('not_placed_yet');
      expect(turn.state.draft.items, message).toHaveLength(1);
    }
    expect(converse(['2 lemon slices today at 4pm', 'Carl', 'last time my cake was stale btw', 'ok place it', 'yes']).action).toBe('place_order');
  });
});
