import { describe, expect, it } from 'vitest';
import { converse, lines, types } from '../helpers/converse.js';

// Cakes said first and given their days after ("the carrot for sat and the fudge for sunday"),
// counts that belong to drinks, minds made up in the middle of a message, days that have passed,
// and a change said just after placing: each as a counter clerk would take it.

describe('"a fudge cake and a carrot cake, the carrot for sat and the fudge for sunday"', () => {
  it('is two cakes, one on each day, never the fudge cake twice', () => {
    const { state } = converse(['can i get a fudge cake and a carrot cake, the carrot for sat and the fudge for sunday']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.day).toBe('2026-11-21');
    expect(lines(state.laterOrder?.items ?? [])).toEqual(['1 chocolate-fudge-whole']);
    expect(state.laterOrder?.day).toBe('2026-11-22');
  });

  it('"pickup 3pm both" gives the second order the same time on its day', () => {
    const { state } = converse(['can i get a fudge cake and a carrot cake, the carrot for sat and the fudge for sunday', 'pickup 3pm both']);
    expect(state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
    expect(state.laterOrder?.datetime).toBe('2026-11-22T15:00:00.000-06:00');
  });

  it('"and another carrot cake for sunday" is still a second cake', () => {
    const { state } = converse(['a whole carrot cake for saturday at 2pm and another whole carrot cake for sunday at 2pm']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(lines(state.laterOrder?.items ?? [])).toEqual(['1 carrot-whole']);
  });
});

describe('a count said with a drink', () => {
  it('"2 cappuccinos ... with my cake" refuses the drinks and orders one cake', () => {
    const { state, acts } = converse(['can I pre-order 2 cappuccinos for pickup with my cake saturday 2pm?', '1']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
    expect(types(converse(['can I pre-order 2 cappuccinos for pickup with my cake saturday 2pm?']).acts)).toContain('refuse_beverage');
    expect(types(acts)).not.toContain('refuse_beverage');
  });
});

describe('a mind made up in the same message', () => {
  it('"maybe a red velvet or carrot idk ... can we do red velvet" orders the red velvet only', () => {
    const said = 'so my moms bday is this sunday and i was thinking maybe a red velvet?? or carrot idk she likes both lol. can we do red velvet and write Happy Birthday Mom on it pick up around 2ish';
    const { state } = converse([said, 'the whole one']);
    expect(lines(state.draft.items)).toEqual(['1 red-velvet-whole']);
    expect(state.awaiting).toBe('name');
  });

  it('"carrot cake or maybe chocolate fudge hmm. ok chocolate fudge" is a fudge cake, weighed against a cake', () => {
    const { state } = converse(['carrot cake or maybe chocolate fudge hmm. ok chocolate fudge for saturday noon pickup']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
  });

  it('"a carrot cake and a fudge cake for saturday, ok thanks" keeps both', () => {
    expect(lines(converse(['a carrot cake and a fudge cake for saturday, ok thanks']).state.draft.items)).toEqual(['1 carrot-whole', '1 chocolate-fudge-whole']);
  });
});

describe('days that have passed, or are not said', () => {
  it('"fudge cake for yesterday at 3" says the time has passed; no earlier order is handed to staff', () => {
    const { state, acts, action } = converse(['fudge cake for yesterday at 3']);
    expect(action).toBeNull();
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
    expect(types(acts)).toContain('order_problem');
  });

  it('"fudge cake for last friday" is the Friday gone, said to have passed', () => {
    const { acts } = converse(['fudge cake for last friday']);
    expect(acts).toContainEqual(expect.objectContaining({ type: 'date_passed' }));
  });

  it('"fudge cake for 9am today" at 10 asks another day with the earliest, never a time today; yes takes the earliest', () => {
    const { state, acts } = converse(['fudge cake for 9am today']);
    expect(state.awaiting).toBe('datetime');
    expect(types(acts)).toEqual(['items_added', 'order_problem', 'answer_earliest', 'ask_slot']);
    expect(converse(['fudge cake for 9am today', 'yes']).state.draft.datetime).toBe('2026-11-21T10:15:00.000-06:00');
    // Slices can still be today: its time is asked.
    expect(converse(['2 fudge slices for 9am today']).state.awaiting).toBe('time');
  });

  it('"next month at noon" asks the day, never today at noon', () => {
    const { state, acts } = converse(['fudge cake for next month at noon']);
    expect(state.draft.datetime).toBeNull();
    expect(state.awaiting).toBe('datetime');
    expect(types(acts)).not.toContain('order_problem');
  });

  it('"next year, nov 20 at noon" is a year on, beyond the days we take orders for', () => {
    const { acts } = converse(['fudge cake for next year, nov 20 at noon']);
    expect(acts).toContainEqual(expect.objectContaining({ type: 'order_problem' }));
    expect(converse(['fudge cake for next year, nov 20 at noon']).state.draft.datetime).toBeNull();
  });
});

describe('just after an order was placed', () => {
  it('"wait, I wanted red velvet" asks staff to change the order placed, and starts no second order', () => {
    const { state, acts, action } = converse(['fudge cake saturday 2pm', 'pickup', 'Gus', 'ok', 'wait, I wanted red velvet'], 'sms', { place: true });
    expect(action).toBe('request_person');
    expect(acts).toContainEqual(expect.objectContaining({ type: 'handoff', reason: 'change_placed' }));
    expect(state.draft.items).toEqual([]);
  });

  it('"i wanted to add a carrot slice too" is more to order, not a change', () => {
    const { state, action } = converse(['fudge cake saturday 2pm', 'pickup', 'Gus', 'ok', 'i wanted to add a carrot slice too'], 'sms', { place: true });
    expect(action).toBeNull();
    expect(lines(state.draft.items)).toEqual(['1 carrot-slice']);
  });
});

describe('a delivery address with its city', () => {
  it('"55 Oak Ave Dallas" keeps the city, said with no comma', () => {
    expect(converse(['deliver a carrot cake to 55 Oak Ave Dallas on sunday at 2']).state.draft.address).toBe('55 Oak Ave Dallas');
  });
});

describe('minds made up, with more said beside them', () => {
  it('"a carrot cake or fudge cake ... and 2 lemon slices. hmm lets do carrot" keeps the slices', () => {
    expect(lines(converse(['a carrot cake or fudge cake for saturday at 2 and 2 lemon slices. hmm lets do carrot']).state.draft.items)).toEqual(['1 carrot-whole', '2 lemon-slice']);
  });

  it('"a fudge cake and 2 lemon slices or maybe vanilla slices. ok vanilla" is the cake and 2 vanilla slices', () => {
    expect(lines(converse(['a fudge cake and 2 lemon slices or maybe vanilla slices for saturday. ok vanilla']).state.draft.items)).toEqual(['1 chocolate-fudge-whole', '2 vanilla-bean-slice']);
  });

  it('"we wanted 2 lemon slices as well" just after placing is more to order, not a change', () => {
    const { action, state } = converse(['fudge cake saturday 2pm', 'pickup', 'Gus', 'ok', 'we wanted 2 lemon slices as well'], 'sms', { place: true });
    expect(action).toBeNull();
    expect(lines(state.draft.items)).toEqual(['2 lemon-slice']);
  });

  it('"this past sunday" has passed', () => {
    expect(converse(['fudge cake for this past sunday']).acts).toContainEqual(expect.objectContaining({ type: 'date_passed' }));
  });
});

describe('an address with a direction after the street', () => {
  it.each([
    ['4 fudge cakes for monday 9am delivery to 100 Washington Ave S Ste 300', '100 Washington Ave S Ste 300'],
    ['3 vanilla cakes for thursday dec 3 at 1pm, delivered to 900 2nd Ave S, 14th floor', '900 2nd Ave S, 14th floor'],
  ])('"%s" keeps "%s"', (said, address) => {
    expect(converse([said]).state.draft.address).toBe(address);
  });
});

describe('a cake chosen instead', () => {
  it('"then the vanilla one please" after "what would you recommend instead?" of a carrot cake replaces it, and keeps the allergy', () => {
    const { state } = converse(['a carrot cake, but my husband is allergic to walnuts', 'oh dear. what would you recommend instead?', 'then the vanilla one please, for Sunday at 11']);
    expect(lines(state.draft.items)).toEqual(['1 vanilla-bean-whole']);
    expect(state.draft.allergyNotes).not.toBeNull();
  });

  it('"and a vanilla one too" after the same question is both', () => {
    const { state } = converse(['a carrot cake, but my husband is allergic to walnuts', 'oh dear. what would you recommend instead?', 'and a vanilla one too, for Sunday at 11']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole', '1 vanilla-bean-whole']);
  });
});

describe('delivery asked about before ordering', () => {
  it('"do you deliver to Bloomington?" chooses nothing for the order that follows', () => {
    const { state } = converse(['do you deliver to Bloomington?', 'ok, how much is the carrot cake?', "I'll take one saturday at 2"], 'webchat');
    expect(state.draft.fulfillment).toBeNull();
    expect(state.awaiting).toBe('fulfillment');
  });
});

describe('a name and an age for the cake', () => {
  it('"can you put his name Oliver and the number 6 on it" writes both', () => {
    expect(converse(['chocolate cake for my son, can you put his name Oliver and the number 6 on it']).state.draft.items[0]?.message).toBe('Oliver 6');
  });
});

describe('delivery said again when slices cannot be delivered', () => {
  it('"Delivery to 400 Market St ..." makes the cakes a delivered order and the slices one picked up', () => {
    const first = 'We need 2 chocolate fudge cakes, 1 carrot cake and 12 red velvet slices, delivered Tuesday at 10am';
    const { state, acts } = converse([first, 'Delivery to 400 Market St, Suite 1200, 12th floor, Minneapolis'], 'webchat');
    expect(types(acts)).toContain('two_orders');
    expect(lines(state.draft.items)).toEqual(['12 red-velvet-slice']);
    expect(state.draft.fulfillment).toBe('pickup');
    expect(lines(state.laterOrder?.items ?? [])).toEqual(['2 chocolate-fudge-whole', '1 carrot-whole']);
    expect(state.laterOrder?.address).toBe('400 Market St, Suite 1200, 12th floor, Minneapolis');
  });
});

describe('a time said with the phone number', () => {
  it('"my number is 512 555 0134, pickup at 4:30" asked the phone takes both', () => {
    const { state } = converse(['a vanilla cake', 'tomorrow at five', 'pickup', 'Tom', 'my number is 512 555 0134, pickup at 4:30'], 'webchat');
    expect(state.draft.phone).toBe('+15125550134');
    expect(state.draft.datetime).toBe('2026-11-21T16:30:00.000-06:00');
  });
});

describe('quick answers and changes at the read-back', () => {
  it.each([
    [['red velvet cake', 'tmrw 2pm', '2'], 'delivery', 1],
    [['2 fudge cakes', 'sat 3pm', '1'], 'pickup', 2],
  ])('%j: the number typed to pickup-or-delivery is the option, never a count', (messages, fulfillment, count) => {
    const { state } = converse(messages, 'webchat');
    expect(state.draft.fulfillment).toBe(fulfillment);
    expect(state.draft.items[0]?.qty).toBe(count);
  });

  it('a number typed where the name was asked changes no count', () => {
    const { state } = converse(['2 choc fudge slices pls', '3pm', '1'], 'webchat');
    expect(lines(state.draft.items)).toEqual(['2 chocolate-fudge-slice']);
    expect(state.draft.name).toBeNull();
  });

  it('"ok keep it at 2" with the order at 2 PM keeps one cake', () => {
    const { state } = converse(['fudge cake saturday at 2 pickup name is tom', 'hmm what time do you close on saturday', 'ok keep it at 2']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
  });

  it('"never mind the carrot cake is fine" keeps the cake', () => {
    const { state } = converse(['carrot cake saturday at 2 pickup name is tom', 'never mind the carrot cake is fine']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
  });

  it.each([
    [['carrot cake saturday at 2 pickup name is tom', 'not carrot lemon'], '1 lemon-whole'],
    [['fudge cake saturday at 2 pickup name is tom', 'actually take off the fudge and do a carrot'], '1 carrot-whole'],
    [['two carrot cakes saturday at 2 pickup name is tom', 'actually just 1 at 2'], '1 carrot-whole'],
  ])('%j leaves %s', (messages, line) => {
    expect(lines(converse(messages).state.draft.items)).toEqual([line]);
  });

  it('"can I get half vanilla half chocolate?" is a custom cake, and leaves no question waiting', () => {
    const { state, acts } = converse(['can I get half vanilla half chocolate?', 'ok a vanilla cake saturday 11am pickup, Pete 612-555-0211'], 'webchat');
    expect(types(converse(['can I get half vanilla half chocolate?'], 'webchat').acts)).toContain('custom_for_changes');
    expect(types(acts)).toContain('summary');
    expect(state.offer?.kind).not.toBe('choose');
  });

  it('"and hes turning 9 so add a 9" is a note for staff on the cake, never a product we lack', () => {
    const { state, acts } = converse(['fudge cake saturday 2pm pickup, Ana 612-555-0104', 'and hes turning 9 so add a 9']);
    expect(state.draft.items[0]?.notes).toContain('add a 9');
    expect(types(acts)).not.toContain('offer_choices');
  });
});

describe('a name said with more', () => {
  it('"Name is Walter. Phone 612 555 0199 dear" is Walter, with the phone', () => {
    const { state } = converse(['a chocolate cake for Saturday at 10 in the morning', 'pick up please', 'Name is Walter. Phone 612 555 0199 dear'], 'webchat');
    expect(state.draft.name).toBe('Walter');
    expect(state.draft.phone).toBe('+16125550199');
  });
});

describe('names on cakes said other ways', () => {
  it.each([
    [["a vanilla cake for saturday 2pm pickup. can you write Ethan's name on it", 'Maria']],
    [['a vanilla cake for saturday 2pm pickup. can you write Ethans name on it', 'Maria']],
    [['a vanilla cake for saturday 2pm pickup for my son Ethan, write his name on it', 'Maria']],
    [['a vanilla cake for saturday 2pm pickup, its for my son', 'write his name on it please - Ethan', 'Maria']],
  ])('%j writes Ethan, and the order is under Maria', (messages) => {
    const { state } = converse(messages);
    expect(state.draft.items[0]?.message).toBe('Ethan');
    expect(state.draft.name).toBe('Maria');
  });
});

describe('decided between, with a count', () => {
  it.each([
    ['carrot or red velvet? idk. lets do the carrot, 2 slices for today 4pm', '2 carrot-slice'],
    ['lemon or vanilla, hmm, 3 vanilla slices today at 4', '3 vanilla-bean-slice'],
    ['should i get lemon or vanilla slices? eh lets do 3 vanilla for today at 5', '3 vanilla-bean-slice'],
    ['fudge or carrot cake? lets do fudge. 2 whole cakes for saturday 2pm', '2 chocolate-fudge-whole'],
  ])('"%s" is %s', (said, line) => {
    expect(lines(converse([said]).state.draft.items)).toEqual([line]);
  });

  it('"a carrot slice or two, and a fudge cake" weighs nothing: both stay', () => {
    expect(lines(converse(['a carrot slice or two, and a fudge cake for saturday']).state.draft.items)).toEqual(['1 carrot-slice', '1 chocolate-fudge-whole']);
  });
});

describe('a town asked about at the pickup-or-delivery question', () => {
  it('"do you deliver to St Paul?" is no street address', () => {
    expect(converse(['a vanilla cake saturday 2pm', 'do you deliver to St Paul?']).state.draft.address).toBeNull();
  });
});

describe('a weekday said with the order a week or more ahead', () => {
  it.each([
    [['carrot cake next weekend', 'saturday at 2'], '2026-11-28T14:00:00.000-06:00'],
    [['carrot cake next saturday', 'sunday instead at 2'], '2026-11-29T14:00:00.000-06:00'],
    [['carrot cake for the 28th', 'actually make it the sunday after at 2'], '2026-11-29T14:00:00.000-06:00'],
    [['carrot cake in two weeks on saturday at 2'], '2026-12-05T14:00:00.000-06:00'],
    [['carrot cake in a week on sunday at 2'], '2026-11-29T14:00:00.000-06:00'],
  ])('%j is %s', (messages, at) => {
    expect(converse(messages).state.draft.datetime).toBe(at);
  });

  it('with the order this week, "sunday instead" is this Sunday', () => {
    expect(converse(['carrot cake saturday at 2', 'sunday instead']).state.draft.datetime).toBe('2026-11-22T14:00:00.000-06:00');
  });
});

describe('a cake chosen instead, at the read-back', () => {
  it('"then the vanilla one please" after "what would you recommend instead?" at the read-back replaces the carrot cake', () => {
    const { state } = converse(['carrot cake for tomorrow at 2pm pickup, name Sam', 'what would you recommend instead?', 'then the vanilla one please']);
    expect(lines(state.draft.items)).toEqual(['1 vanilla-bean-whole']);
  });
});

describe('decided on, with a size and a flavour said not to be wanted', () => {
  it('"fudge or red velvet? ok lets do fudge, 2 large slices" is two large fudge slices', () => {
    expect(converse(['fudge or red velvet? ok lets do fudge, 2 large slices today at 3']).state.draft.items).toMatchObject([{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }]);
  });

  it('"lemon or vanilla, hmm, actually 3 vanilla slices, no lemon" is three vanilla slices and no question', () => {
    const { state } = converse(['lemon or vanilla, hmm, actually 3 vanilla slices, no lemon, today at 4']);
    expect(lines(state.draft.items)).toEqual(['3 vanilla-bean-slice']);
    expect(state.awaiting).toBe('name');
  });

  it('"delivery to 1200 lake st in minneapolis" keeps the town', () => {
    expect(converse(['fudge cake delivery to 1200 lake st in minneapolis on saturday at 2']).state.draft.address).toBe('1200 lake st in minneapolis');
  });
});

describe('another one after a cake was placed', () => {
  it('"I also want another one for tuesday, chocolate, same time" is a chocolate cake on Tuesday at the same time', () => {
    const { state } = converse(['vanilla cake sunday 2pm pickup, Sue 612-555-0195', 'yes', 'I also want another one for tuesday, chocolate, same time'], 'sms', { place: true });
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
    expect(state.draft.datetime).toBe('2026-11-24T14:00:00.000-06:00');
  });
});

describe('a cake that is not available, ordered', () => {
  it('"a strawberry shortcake for saturday at 2" says it is not available and what whole cakes there are; "the vanilla one then" orders it', () => {
    const { acts } = converse(['a strawberry shortcake for saturday at 2']);
    expect(acts).toContainEqual({ type: 'answer_menu', category: 'whole-cake' });
    expect(lines(converse(['a strawberry shortcake for saturday at 2', 'ok the vanilla one then']).state.draft.items)).toEqual(['1 vanilla-bean-whole']);
  });
});
