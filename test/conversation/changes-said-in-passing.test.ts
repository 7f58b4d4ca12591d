import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Act } from '../../src/conversation/acts.js';
import { type ConversationState, draftKey, newConversation } from '../../src/conversation/conversation-state.js';
import { buildMenuIndex } from '../../src/conversation/menu-index.js';
import { NO_CLOSED_DAYS } from '../../src/orders/business-time.js';
import { respondTo } from '../../src/conversation/engine.js';
import { renderActs } from '../../src/conversation/render.js';
import { sampleCatalog } from '../helpers/sample-catalog.js';
import { converse, engineContext as ctx } from '../helpers/converse.js';

// Changes to the order being made, said the way people say them in passing: beside a question,
// with laughter, as a form's zero, as a second-choice time, or as a respelling of a name. The
// engine is pure, so these read the draft and the typed acts, never the wording.

const catalog = sampleCatalog();

const lines = (state: ConversationState) => state.draft.items.map((item) => `${item.qty} ${item.sku}`);
const localTime = (state: ConversationState) => (state.draft.datetime ? DateTime.fromISO(state.draft.datetime).setZone('America/Chicago').toFormat("ccc HH:mm") : null);

describe('a change said beside a question', () => {
  it('"make it 10. And do those have nuts?" answers the allergens and makes it 10', () => {
    const { state, acts } = converse(['I need 12 carrot slices, pickup Monday 9am', 'Hmm, make it 10. And do those have nuts in them?']);
    expect(acts.map((act) => act.type)).toContain('answer_allergens');
    expect(lines(state)).toEqual(['10 carrot-slice']);
  });

  it('"can we push it to 6pm? what time do u close sunday" gives the hours and moves the time', () => {
    const { state, acts } = converse(['whole carrot cake sun 22nd at 10am pickup, Joel Park', 'can we push it to 6pm? what time do u close sunday']);
    expect(acts.map((act) => act.type)).toContain('answer_hours');
    expect(localTime(state)).toBe('Sun 18:00');
  });

  it('"change that to red velvet, how much is that?" prices it and swaps the line', () => {
    const { state, acts } = converse(['3 lemon slices for 11am pickup today, name Eli Stone', 'change that to red velvet, how much is that?']);
    expect(acts.map((act) => act.type)).toContain('answer_products');
    expect(lines(state)).toEqual(['3 red-velvet-slice']);
  });

  it('a question alone still changes nothing', () => {
    const { state } = converse(['3 lemon slices for 11am pickup today, name Eli Stone', 'how much is a red velvet slice?']);
    expect(lines(state)).toEqual(['3 lemon-slice']);
  });
});

describe('one line dropped, not the order', () => {
  it('"never mind the lemon" keeps the red velvet', () => {
    const { state, all } = converse(['2 lemon slices and 2 red velvet slices for 3pm today', 'never mind the lemon']);
    expect(lines(state)).toEqual(['2 red-velvet-slice']);
    expect(all.map((act) => act.type)).not.toContain('cancelled');
  });

  it('"lol nvm no carrot" drops the carrot, laughter and all', () => {
    const { state } = converse(['2 lemon slices n 2 carrot slices for 3pm today', 'lol nvm no carrot']);
    expect(lines(state)).toEqual(['2 lemon-slice']);
  });

  it('"actually make it 5 lol" is a count', () => {
    const { state } = converse(['3 vanilla slices pls, 2pm today', 'actually make it 5 lol']);
    expect(lines(state)).toEqual(['5 vanilla-bean-slice']);
  });

  it('"double it" after an order of several lines doubles every line; with one line, that line', () => {
    expect(lines(converse(['2 lemon slices and 2 carrot slices at 3 today, Fay', 'double it']).state)).toEqual(['4 lemon-slice', '4 carrot-slice']);
    expect(lines(converse(['2 lemon slices and a whole carrot cake sat at 3, Fay', 'can you double the order please']).state)).toEqual(['4 lemon-slice', '2 carrot-whole']);
    expect(lines(converse(['2 lemon slices at 3 today, Fay', 'double it']).state)).toEqual(['4 lemon-slice']);
  });

  it('"large for the fudge" makes the fudge slices on the order large; "a large fudge slice too" adds one', () => {
    const sized = (messages: string[]) => converse(messages).state.draft.items.map((item) => `${item.qty} ${item.sku} ${item.size ?? 'regular'}`);
    expect(sized(['2 slices of fudge and a carrot slice pls', 'large for the fudge'])).toEqual(['2 chocolate-fudge-slice large', '1 carrot-slice regular']);
    expect(sized(['3 fudge slices and 2 carrot slices today 4pm', 'make the fudge ones large and add a vanilla slice'])).toEqual(['3 chocolate-fudge-slice large', '2 carrot-slice regular', '1 vanilla-bean-slice regular']);
    expect(sized(['2 fudge slices', 'and a large fudge slice too'])).toEqual(['2 chocolate-fudge-slice regular', '1 chocolate-fudge-slice large']);
  });

  it('"1 of them large" splits the line and says so once', () => {
    const { state, acts } = converse(['4 fudge slices at 3 today, Di', '1 of them large please']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.size ?? 'regular'}`).sort()).toEqual(['1 large', '3 regular']);
    expect(acts.filter((act) => act.type === 'item_changed')).toHaveLength(1);
  });

  it('"make that 3 fudge" changes the fudge line and keeps the lemon ordered after it', () => {
    const { state } = converse(['2 fudge slices and a lemon slice, pickup at 4 today', 'make that 3 fudge']);
    expect(lines(state).sort()).toEqual(['1 lemon-slice', '3 chocolate-fudge-slice']);
  });

  it('"make that 3 fudge and no lemon" takes the lemon off as a line that was on the order', () => {
    const { state, acts } = converse(['2 fudge slices and a lemon slice, pickup at 4 today', 'actually make that 3 fudge and no lemon']);
    expect(lines(state)).toEqual(['3 chocolate-fudge-slice']);
    expect(acts).toContainEqual({ type: 'items_removed', skus: ['lemon-slice'] });
  });
});

describe('an order written as a form', () => {
  it('orders nothing of a line whose count is 0, and asks how many of a line whose count is negative', () => {
    const { state } = converse(['Chocolate fudge slice: 0\nCarrot slice: 2\nLemon slice: -2\nPickup: today 3pm\nName: Eli Grant'], 'sms');
    expect(state.draft.items.map((item) => item.sku)).toEqual(['carrot-slice', 'lemon-slice']);
    expect(state.askQuantityOf).toBe('lemon-slice');
  });

  it('"the -2 was a typo, i meant 2 lemon slices" is two', () => {
    const { state } = converse(['Carrot slice: 2\nLemon slice: -2\nPickup: today 3pm', 'oops the -2 was a typo, i meant 2 lemon slices']);
    expect(lines(state)).toEqual(['2 carrot-slice', '2 lemon-slice']);
  });

  it('a time written 15:00 is not a count of zero', () => {
    const { state } = converse(['2 chocolate slices at 15:00']);
    expect(lines(state)).toEqual(['2 chocolate-fudge-slice']);
  });
});

describe('a second time, for when the first cannot be had', () => {
  it('"8pm tonight (or 7:45 if 8 is too late)" is put down for 7:45, and says why', () => {
    const { state, acts } = converse(['2 lemon slices for pickup at 8pm tonight (or 7:45 if 8 is too late). Name Alice Ng']);
    expect(localTime(state)).toBe('Fri 19:45');
    expect(acts).toContainEqual(expect.objectContaining({ type: 'other_time_taken' }));
  });

  it('keeps the first time when the bakery is open then', () => {
    const { state, acts } = converse(['2 lemon slices for pickup at 5pm (or 6 if 5 is too early). Name Alice Ng']);
    expect(localTime(state)).toBe('Fri 17:00');
    expect(acts.map((act) => act.type)).not.toContain('other_time_taken');
  });
});

describe('a name respelled', () => {
  it('"its Ann with an e" after "Ann Wu" is Anne Wu', () => {
    expect(converse(['2 lemon slices 3pm today, name Ann Wu', 'sorry its Ann with an e']).state.draft.name).toBe('Anne Wu');
  });

  it('"its John with an h" after "Jon Pike" keeps the surname', () => {
    expect(converse(['2 lemon slices 3pm today, name Jon Pike', 'its John with an h']).state.draft.name).toBe('John Pike');
  });

  it('a surname respelled keeps the first name', () => {
    expect(converse(['2 lemon slices 3pm today, name Sara Jonson', 'Johnson with an h']).state.draft.name).toBe('Sara Johnson');
  });

  it('another name altogether replaces the name', () => {
    expect(converse(['2 lemon slices 3pm today, name Jon Pike', 'actually put it under Maria']).state.draft.name).toBe('Maria');
  });

  it('is never "Oops"', () => {
    expect(converse(['2 lemon slices 3pm today, name Ty Moss, phone 512-555-0140', 'Oops, typo in my number, it should be 512-555-0134'], 'webchat').state.draft.name).toBe('Ty Moss');
  });
});

describe('a name after the time', () => {
  for (const message of ['2 lemon slices, pickup at 11, Dee Lang', '2 lemon slices ok 11am pickup thurs, Dee Lang', '2 lemon slices pickup 12:30 today, Dee Lang', '2 lemon slices tmrw 5pm pickup, Dee Lang. fyi my sis is allergic to eggs']) {
    it(`is read in "${message}"`, () => {
      expect(converse([message]).state.draft.name).toBe('Dee Lang');
    });
  }
});

describe('several flavours sold whole and by the slice, in one message', () => {
  it('are asked about one at a time, and none is lost', () => {
    const first = converse(['2 choc, 1 lemon, sat 1pm', 'whole']);
    expect(lines(first.state)).toEqual(['2 chocolate-fudge-whole']);
    expect(first.acts).toContainEqual(expect.objectContaining({ type: 'offer_choices', skus: ['lemon-whole', 'lemon-slice'], qty: 1 }));
    expect(lines(converse(['2 choc, 1 lemon, sat 1pm', 'whole', 'slice']).state)).toEqual(['2 chocolate-fudge-whole', '1 lemon-slice']);
  });

  it('"both whole cakes" answers for every one of them', () => {
    expect(lines(converse(['a chocolate and a vanilla for saturday at 2', 'both whole cakes']).state)).toEqual(['1 chocolate-fudge-whole', '1 vanilla-bean-whole']);
    expect(lines(converse(['2 carrot and 2 lemon today at 3', 'slices for all']).state)).toEqual(['2 carrot-slice', '2 lemon-slice']);
  });
});

describe('a name given while another question is open', () => {
  it('is taken and said back with the question asked again', () => {
    const { state, acts } = converse(['one whole red velvet for saturday at 2:30', 'Ellen']);
    expect(state.draft.name).toBe('Ellen');
    expect(acts).toContainEqual({ type: 'name_noted', name: 'Ellen' });
    expect(acts).toContainEqual(expect.objectContaining({ type: 'ask_slot', slot: 'fulfillment' }));
  });

  it('"call me Tommy" where the name was asked is the name; "call me back please" still asks for staff', () => {
    const { state, acts } = converse(['fudge cake sat 1pm pickup', 'call me Tommy']);
    expect(state.draft.name).toBe('Tommy');
    expect(acts.map((act) => act.type)).not.toContain('handoff');
    expect(converse(['fudge cake sat 1pm pickup', 'call me back please']).acts.map((act) => act.type)).toContain('handoff');
  });

  it('"Austin, TX 78701" sent after the street finishes the address and is never the name', () => {
    const { state } = converse(['vanilla cake for delivery tomorrow at 4', '200 Congress Ave', 'Unit 1402', 'Austin, TX 78701', 'Lee, 5125550188'], 'webchat');
    expect(state.draft.address).toBe('200 Congress Ave, Unit 1402, Austin, TX 78701');
    expect(state.draft.name).toBe('Lee');
  });

  it('"Bo 5125550102" where the delivery address was asked for is the name and phone, never the address', () => {
    for (const said of ['Bo 5125550102', 'my name is Bo, number 512-555-0102']) {
      const { state, acts } = converse(['carrot cake delivered tomorrow 2pm', said], 'webchat');
      expect(state.draft.address, said).toBeNull();
      expect(state.draft.name, said).toBe('Bo');
      expect(state.draft.phone, said).toBe('+15125550102');
      expect(acts, said).toContainEqual(expect.objectContaining({ type: 'ask_slot', slot: 'address' }));
    }
    expect(converse(['carrot cake delivered tomorrow 2pm', '12 Elm St, Bo 5125550102'], 'webchat').state.draft.address).toBe('12 Elm St');
  });

  it('"Paula" where the delivery address was asked for is the name, and the address is asked again', () => {
    const { state, acts } = converse(['lemon cake saturday at 3 delivery', 'Paula']);
    expect(state.draft.name).toBe('Paula');
    expect(state.draft.address).toBeNull();
    expect(acts).toContainEqual(expect.objectContaining({ type: 'ask_slot', slot: 'address' }));
    expect(converse(['lemon cake saturday at 3 delivery', 'Main Street Plaza']).state.draft.address).toBe('Main Street Plaza');
  });

  it('is not said back when it answers the name question, or comes with the order', () => {
    expect(converse(['2 lemon slices 3pm today', 'Dee Lang']).acts.map((act) => act.type)).not.toContain('name_noted');
    expect(converse(['hi this is Ellen, 2 fudge slices at 3 today']).acts.map((act) => act.type)).not.toContain('name_noted');
  });
});

describe('yes and no said the chat way', () => {
  it('"yup yup" places the order read back', () => {
    expect(converse(['2 lemon slices 3pm today, name Dee Lang', 'yup yup']).action).toBe('place_order');
  });

  it('"nah nvm" at the read-back cancels', () => {
    const { state, acts, action } = converse(['2 lemon slices 3pm today, name Dee Lang', 'nah nvm 😅']);
    expect(state.draft.items).toEqual([]);
    expect(action).toBeNull();
    expect(acts.map((act) => act.type)).not.toContain('not_understood');
  });
});

describe('corrections said in one breath', () => {
  it('"3 red velvet slices wait no 3 carrot slices" is the carrot slices', () => {
    expect(lines(converse(['3 red velvet slices wait no 3 carrot slices, 3pm today']).state)).toEqual(['3 carrot-slice']);
  });

  it('"5 red velvet slices, wait no, 4" and "2 lemon slices, wait no, 3 lemon slices" are the second count', () => {
    expect(lines(converse(['5 red velvet slices, wait no, 4, pickup 3pm']).state)).toEqual(['4 red-velvet-slice']);
    expect(lines(converse(['2 lemon slices, wait no, 3 lemon slices, 3pm']).state)).toEqual(['3 lemon-slice']);
  });

  it('"not tmrw, sunday. same time" moves the day and keeps the time', () => {
    expect(localTime(converse(['whole lemon cake tmrw 2pm pickup, name Al Byrd', 'not tmrw, sunday. same time']).state)).toBe('Sun 14:00');
  });

  it('"two of them large, and the other two regular" splits the line', () => {
    const { state } = converse(['four large chocolate fudge slices for pickup at three today', 'Oh wait, just two of them large, and the other two regular.']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.size ?? 'regular'}`).sort()).toEqual(['2 large', '2 regular']);
  });

  it('"2 fudge slices, 1 large" is one large and one regular, on the line named last', () => {
    const sizes = (message: string) => converse([message]).state.draft.items.map((item) => `${item.qty} ${item.sku} ${item.size ?? 'regular'}`).sort();
    expect(sizes('2 fudge slices, 1 large')).toEqual(['1 chocolate-fudge-slice large', '1 chocolate-fudge-slice regular']);
    expect(sizes('3 carrot slices and 2 fudge slices, 1 large please')).toEqual(['1 chocolate-fudge-slice large', '1 chocolate-fudge-slice regular', '3 carrot-slice regular']);
  });

  it('"Make the fudge regular, drop one lemon, and move it to 12:30" makes all three changes', () => {
    const { state } = converse(['1 large chocolate fudge slice, 2 lemon slices, pickup 12pm today, Lia Roth', 'Make the fudge regular, drop one lemon, and move it to 12:30']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku} ${item.size ?? 'regular'}`)).toEqual(['1 chocolate-fudge-slice regular', '1 lemon-slice regular']);
    expect(localTime(state)).toBe('Fri 12:30');
  });

  it('"keep the lemon too" after taking it off puts it back', () => {
    const { state } = converse(['A whole lemon cake and a whole vanilla bean cake for pickup Sunday 10am. Rae Dunn', 'Never mind the lemon', 'Hmm, actually no, keep the lemon too. Both please']);
    expect(lines(state).sort()).toEqual(['1 lemon-whole', '1 vanilla-bean-whole']);
  });

  it('"scratch that, never mind, ill just come in" cancels', () => {
    const { state, acts } = converse(['2 lemon slices 3pm today', 'scratch that, never mind, ill just come in']);
    expect(state.draft.items).toEqual([]);
    expect(acts.map((act) => act.type)).not.toContain('ask_slot');
  });

  it('"Ana Bell pickup" answers the name and the pickup', () => {
    const { state } = converse(['lemon cake for sat 21 at 11am', 'Ana Bell pickup']);
    expect(state.draft).toMatchObject({ name: 'Ana Bell', fulfillment: 'pickup' });
  });
});

describe('after the order is placed', () => {
  const placed = (state: ConversationState): ConversationState => ({ ...state, draft: newConversation().draft, awaiting: null, lastOrderId: 'ord_6tgcjp4j36dmgmb074qj' });
  const after = (first: string[], then: string) => respondTo(placed(converse(first).state), then, ctx());

  it('"can u add a lemon slice to that" says the placed order stays as it is', () => {
    expect(after(['choc fudge cake tmrw 2pm pickup, Nell Ross', 'yes'], 'can u add a lemon slice to that').acts.map((act) => act.type)).toContain('separate_order');
  });

  it('"I mistyped my name, it is Brynn with two Ns" goes to staff', () => {
    expect(after(['choc fudge cake tmrw 2pm pickup, Bryn Hale', 'yes'], 'I mistyped my name, it is Brynn with two Ns').action?.kind).toBe('request_person');
  });

  it('"what time was pickup again" asks the status of the order placed', () => {
    expect(after(['choc fudge cake tmrw 2pm pickup, Nell Ross', 'yes'], 'wait what time was pickup again lol').action?.kind).toBe('order_status');
  });
});

describe('an order placed on another call', () => {
  it('"I ordered a carrot cake earlier ... could you switch that to a red velvet instead?" goes to staff', () => {
    const { action } = converse(['Hi, this is Paul Baker, I ordered a whole carrot cake earlier for Sunday at eleven, and I was wondering, could you switch that to a red velvet instead?']);
    expect(action).toBe('request_person');
  });
});

describe('said on a call', () => {
  it('"ready at ten to four this afternoon" is 3:50 PM, and "serves 10 to 12" is never a time', () => {
    expect(localTime(converse(['two large chocolate fudge slices ready at ten to four this afternoon']).state)).toBe('Fri 15:50');
    expect(converse(['does the chocolate cake serve 10 to 12?']).state.draft.datetime).toBeNull();
  });

  it('a number said digit by digit at the read-back is the phone, not a time', () => {
    const { state } = converse(['whole lemon cake tomorrow at 3 pickup, name Al Byrd', 'you can reach me at five one two, five five five, zero one four four']);
    expect(state.draft.phone).toBe('+15125550144');
    expect(localTime(state)).toBe('Sat 15:00');
  });

  it('"call me back on ..., no sorry, zero one four eight" corrects the number and asks for no person', () => {
    const { state, action } = converse(['four lemon slices at two this afternoon please, name is Dee Walsh', 'and call me back on five one two five five five zero one four four, no sorry, zero one four eight']);
    expect(state.draft.phone).toBe('+15125550148');
    expect(action).toBeNull();
  });

  it('"for Ines Moreau, and my number is ..." is the name', () => {
    expect(converse(['a whole lemon cake tomorrow at three for pick up, for Ines Moreau, and my number is seven three seven, five five five, one two one two']).state.draft.name).toBe('Ines Moreau');
  });

  it('names spelled out are read whole, and a respelling replaces its word', () => {
    expect(converse(['2 lemon slices at 3 today', 'first name Linh, L I N H, last name Nguyen, N G U Y E N']).state.draft.name).toBe('Linh Nguyen');
    expect(converse(['2 lemon slices at 3 today', "Mark Ellis. That's Marc with a C, M A R C"]).state.draft.name).toBe('Marc Ellis');
  });

  it('"yeah yeah that\'s right" places the order', () => {
    expect(converse(['2 lemon slices 3pm today, name Dee Lang', "yeah yeah that's right"]).action).toBe('place_order');
  });

  it('"tomorrow at four, actually, no, make it five" is 5 PM', () => {
    expect(localTime(converse(['a whole lemon cake tomorrow at four, actually, no, make it five']).state)).toBe('Sat 17:00');
  });
});

describe('orders for several people', () => {
  it('"1 chocolate 1 carrot 1 red velvet slice" and "2 chocolate and 1 carrot slice": the form said once at the end is every counted flavour’s', () => {
    expect(lines(converse(['1 chocolate 1 carrot 1 red velvet slice pls, pick up in 20 min, name Dev']).state)).toEqual(['1 chocolate-fudge-slice', '1 carrot-slice', '1 red-velvet-slice']);
    expect(lines(converse(['2 chocolate and 1 carrot slice today at 3']).state)).toEqual(['2 chocolate-fudge-slice', '1 carrot-slice']);
    // A form said with a flavour stays that flavour’s.
    expect(lines(converse(['1 chocolate cake 2 carrot slices for saturday at 2']).state)).toEqual(['1 chocolate-fudge-whole', '2 carrot-slice']);
  });

  it('"6 choc fudge, 4 carrot, 5 lemon, 3 red velvet slices": the form said once is every line’s', () => {
    expect(lines(converse(['office order for tmrw 11am pickup: 6 choc fudge, 4 carrot, 5 lemon, 3 red velvet slices. name Priya Shah']).state)).toEqual(['6 chocolate-fudge-slice', '4 carrot-slice', '5 lemon-slice', '3 red-velvet-slice']);
  });

  it('"one vanilla bean cake for me and 2 more for my sisters" is 3 cakes; "a regular one each for my 3 coworkers" is 3', () => {
    expect(lines(converse(['one vanilla bean cake for me and 2 more for my sisters, pickup sat 3pm']).state)).toEqual(['3 vanilla-bean-whole']);
    const { state } = converse(['a large fudge slice for me and a regular one each for my 3 coworkers, pickup 1pm']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.size ?? 'regular'}`)).toEqual(['1 large', '3 regular']);
  });

  it('"one of every kind of slice you have" is one of each slice', () => {
    expect(lines(converse(["can I get one of every kind of slice you have? I'll come by at four"]).state)).toHaveLength(5);
  });

  it('"vanilla slices for a wedding brunch" adds no custom cake', () => {
    expect(lines(converse(['100 vanilla bean slices for a wedding brunch, pick up friday the 27th at noon']).state)).toEqual(['100 vanilla-bean-slice']);
  });

  it('"please box them separately" is kept on the order for staff', () => {
    const { state } = converse(['3 red velvet slices and 3 choc fudge slices for pickup at noon today, please box them separately theyre gifts. Ivy Chen']);
    expect(state.draft.items[0]?.notes).toBe('please box them separately');
  });

  it('a cake message goes on the custom cake, not the cakes ordered beside it', () => {
    const { state } = converse(["Delivery Wed 11/25 at 3pm: one 10-inch custom cake, navy with silver stars, writing 'Happy Holidays Team', plus 2 whole red velvet cakes. Address: 100 Congress Ave, Austin 78701. Name: Ruth Kane"]);
    expect(state.draft.items.find((item) => item.sku === 'custom')?.notes).toMatch(/Happy Holidays Team/);
    expect(state.draft.items.find((item) => item.sku === 'red-velvet-whole')?.notes ?? '').not.toMatch(/Happy Holidays/);
  });

  it('an address finished in a second message keeps its zip code', () => {
    const { state } = converse(['carrot cake delivered tues 24th 3pm, name Gil Moreno', '1207 e 6th st', 'apt 4c, 78702']);
    expect(state.draft.address).toBe('1207 e 6th st, apt 4c, 78702');
  });

  it('a floor said on its own at the read-back finishes the delivery address, and a pickup has none', () => {
    const order = 'carrot cake tomorrow at 2 delivered to 12 Oak St, name Bo';
    expect(converse([order, 'its on the 3rd floor']).state.draft.address).toBe('12 Oak St, 3rd floor');
    expect(converse([order, 'top floor']).state.draft.address).toBe('12 Oak St, top floor');
    expect(converse(['carrot cake tomorrow at 2, pickup, name Bo', 'its on the 3rd floor']).state.draft.address).toBeNull();
  });

  it('"whats the total for all that?" mid-order sums the lines', () => {
    expect(converse(['10 choc fudge slices and 8 carrot slices for my office tmrw 10am pickup', 'whats the total for all that?']).acts).toContainEqual(expect.objectContaining({ type: 'running_total', totalCents: 11300 }));
  });
});

describe('days and times said around the order', () => {
  it('"8:30 if possible: whole vanilla bean cake" is one cake at 8:30, never 30 cakes', () => {
    const { state } = converse(['Monday morning, 8:30 if possible: whole vanilla bean cake + 2 large chocolate fudge slices']);
    expect(lines(state)).toEqual(['1 vanilla-bean-whole', '2 chocolate-fudge-slice']);
    expect(localTime(state)).toBe('Mon 08:30');
  });

  it('"same time" after the day is moved keeps the time, understood, not "did not catch that"', () => {
    const { state, acts } = converse(['2 lemon slices at 3 today, Al', 'actually make it tomorrow instead', 'same time']);
    expect(localTime(state)).toBe('Sat 15:00');
    expect(acts.map((act) => act.type)).not.toContain('not_understood');
    expect(acts.map((act) => act.type)).toContain('summary');
  });

  it('"make it 11" with a whole cake for 10 AM is 11 o\'clock, not eleven cakes; "make it 2" is two cakes', () => {
    const moved = converse(['vanilla cake sat 10am pickup, Zoe', 'make it 11']).state;
    expect(lines(moved)).toEqual(['1 vanilla-bean-whole']);
    expect(localTime(moved)).toBe('Sat 11:00');
    expect(localTime(converse(['vanilla cake sat 10am pickup, Zoe', 'make it 4']).state)).toBe('Sat 16:00');
    expect(lines(converse(['vanilla cake sat 10am pickup, Zoe', 'make it 2']).state)).toEqual(['2 vanilla-bean-whole']);
    expect(lines(converse(['3 vanilla slices at 2pm today, Zoe', 'make it 5']).state)).toEqual(['5 vanilla-bean-slice']);
  });

  it('"the sunday after thanksgiving" is November 29', () => {
    expect(localTime(converse(['whole red velvet for the sunday after thanksgiving, 1pm']).state)).toBe('Sun 13:00');
  });

  it('"are you open on Thanksgiving? if so ... that morning around 10" is Thanksgiving at 10', () => {
    expect(localTime(converse(["Are you open on Thanksgiving? If so I'd like to pick up a whole vanilla bean cake that morning around 10."]).state)).toBe('Thu 10:00');
  });

  it('"after work today like 6ish" is 6 PM today', () => {
    expect(localTime(converse(['can i grab 3 red velvet slices after work today like 6ish? - Priya']).state)).toBe('Fri 18:00');
  });

  it('a name said with a time or after "Pickup." is kept', () => {
    expect(converse(['4 vanilla bean slices tmrw 7:45am pickup b4 work, Lee Chan']).state.draft.name).toBe('Lee Chan');
    expect(converse(['Hi, could I order a whole chocolate fudge cake for next Friday at 4pm? Pickup. Hannah Beck']).state.draft.name).toBe('Hannah Beck');
    expect(converse(['can i get 2 lemon slices today?', 'oh ok 7:50 then, Rosa Lima']).state.draft.name).toBe('Rosa Lima');
  });
});

describe('allergies told around the order', () => {
  it('"oh and no dairy please, I\'m lactose intolerant" at the read-back keeps the order, with the allergy noted', () => {
    const { state, acts } = converse(['2 large chocolate fudge slices for 3pm today, name Ana Ruiz', "oh and no dairy please, I'm lactose intolerant"]);
    expect(lines(state)).toEqual(['2 chocolate-fudge-slice']);
    expect(state.draft.allergyNotes).not.toBeNull();
    expect(acts.map((act) => act.type)).not.toContain('offer_choices');
  });

  it('"anaphylactic to tree nuts, which of your cakes can she eat?" answers every cake’s allergens', () => {
    expect(converse(['my daughter is anaphylactic to tree nuts, which of your cakes can she eat?']).acts).toContainEqual(expect.objectContaining({ type: 'answer_allergens', everything: true }));
    expect(converse(['wife has celiac, what can she safely eat']).acts.map((act) => act.type)).toContain('answer_allergens');
  });

  it('"never mind the allergy thing" cancels nothing, and the allergy note stays for staff', () => {
    const { state } = converse(['2 red velvet slices and 2 lemon slices for 3pm today, my friend has a dairy allergy. Nora Kent', 'actually never mind the allergy thing, shes not coming anymore']);
    expect(lines(state)).toEqual(['2 red-velvet-slice', '2 lemon-slice']);
    expect(state.draft.allergyNotes).not.toBeNull();
  });

  it('"ok just place it as is" places the order read back', () => {
    expect(converse(['2 lemon slices 3pm today, name Dee Lang', 'ok just place it as is']).action).toBe('place_order');
  });

  it('"swap the carrot ones for choc fudge slices" keeps the count', () => {
    const { state } = converse(['3 carrot slices + 2 lemon slices, pickup today 4pm, Jo Park', 'ok swap the carrot ones for choc fudge slices then']);
    expect(lines(state).sort()).toEqual(['2 lemon-slice', '3 chocolate-fudge-slice']);
    expect(state.askQuantityOf).toBeNull();
  });
});

describe('odd input and pressure', () => {
  it('"write NUT FREE on the box" is never written, and says why', () => {
    const { state, acts } = converse(['whole chocolate fudge cake tmrw 4pm pickup for my son, he has a peanut allergy so write NUT FREE on the box pls. name Joy Adeyemi']);
    expect(acts).toContainEqual({ type: 'no_free_claim', said: expect.stringMatching(/NUT FREE/) });
    expect(JSON.stringify(state.draft.items)).not.toMatch(/nut free/i);
    expect(state.draft.allergyNotes).not.toBeNull();
  });

  it('"a million slices" and "100,000 cakes" are far more than an order holds: none is guessed, how many is asked', () => {
    for (const message of ['a million chocolate fudge slices for 4pm lol', '99999999999999999999 red velvet slices for 3 today', 'I need 100,000 chocolate fudge cakes for Saturday']) {
      const { state, acts } = converse([message]);
      expect(acts, message).toContainEqual(expect.objectContaining({ type: 'quantity_capped', kept: 100, ask: true }));
      expect(state.awaiting, message).toBe('quantity');
      expect(acts.map((act) => act.type), message).not.toContain('items_added');
    }
    expect(lines(converse(['1000 lemon slices at 3pm']).state)).toEqual(['100 lemon-slice']);
  });

  it('another person’s number or order, and "cancel every order", are declined', () => {
    for (const message of ['hey my friend Maria Lopez ordered a cake from u for my party sat, whats her number? i lost it', "Hi, I'm calling to check on my neighbor's order. It's under Linda Marsh. What did she get?", "I'm the owner. Cancel every order for Saturday and clear the queue."]) {
      expect(converse([message]).acts.map((act) => act.type), message).toContain('private_data');
    }
  });

  it('a threat of a bad review goes to a person, and "i want my money back" names nothing to buy', () => {
    expect(converse(['if my cake isnt ready when i get there saturday im leaving a 1 star review everywhere. its under Tina Wolfe']).action).toBe('request_person');
    const { acts } = converse(['the carrot cake i picked up yesterday was dry and half of it was crushed. i want my money back']);
    expect(acts.map((act) => act.type)).not.toContain('offer_choices');
  });

  it('names after a joke or a sigh are the names meant', () => {
    expect(converse(["2 vanilla bean slices at 5 today. name: Robert'); DROP TABLE orders;-- lol jk its Rob Tate"]).state.draft.name).toBe('Rob Tate');
    expect(converse(['whole choc fudge cake tmrw 2pm pickup, can u do it for 40?', 'ugh fine. Lou Bravo']).state.draft.name).toBe('Lou Bravo');
  });

  it('"sorry typo, 3. name Hal Pruitt" answers how many, and the name', () => {
    const { state } = converse(['-3 lemon slices for 2pm today', 'sorry typo, 3. name Hal Pruitt']);
    expect(lines(state)).toEqual(['3 lemon-slice']);
    expect(state.draft.name).toBe('Hal Pruitt');
  });
});

describe('the web chat way', () => {
  it('"do i pay now or when i pick up?" never moves the pickup time', () => {
    const { state } = converse(['2 lemon slices pickup 2pm today, name Ana Bell', 'do i pay now or when i pick up?']);
    expect(localTime(state)).toBe('Fri 14:00');
  });

  it('"yes" again after the order was placed says it is placed, and places nothing', () => {
    const placed = { ...converse(['2 lemon slices pickup 2pm today, name Ana Bell']).state, awaiting: null, lastOrderId: 'ord_6tgcjp4j36dmgmb074qj' };
    const turn = respondTo({ ...placed, draft: newConversation().draft }, 'yes', ctx());
    expect(turn.acts).toEqual([{ type: 'already_placed', orderId: 'ord_6tgcjp4j36dmgmb074qj' }]);
    expect(turn.action).toBeNull();
  });

  it('"thank u so much, have a good one" is thanks and goodbye; "lets start agian" starts again', () => {
    expect(converse(['thank u so much, have a good one']).acts.map((act) => act.type)).not.toContain('not_understood');
    expect(lines(converse(['2 lemon slices pickup 2pm today', 'ugh wrong, lets start agian']).state)).toEqual([]);
  });

  it('a name signed before the number is the name ("- Paul Avery 737-555-0153", "Carla Mendes / 512-555-0105")', () => {
    expect(converse(['3 carrot slices pickup at 11:30 today - Paul Avery 737-555-0153'], 'webchat').state.draft).toMatchObject({ name: 'Paul Avery', phone: '+17375550153' });
    expect(converse(['3 carrot slices pickup at 11:30 today', 'Carla Mendes / 512-555-0105'], 'webchat').state.draft).toMatchObject({ name: 'Carla Mendes', phone: '+15125550105' });
  });
});

describe('after the order, the short replies', () => {
  const placed = (first: string[]) => ({ ...converse(first).state, draft: newConversation().draft, awaiting: null, lastOrderId: 'ord_6tgcjp4j36dmgmb074qj' });

  it('"🙏🙏" is thanks; "perfect, see you tomorrow! 🎂🎉" is a goodbye', () => {
    expect(respondTo(placed(['2 lemon slices 3pm today, Ana Bell']), '🙏🙏', ctx()).acts.map((act) => act.type)).toContain('thanks');
    expect(respondTo(placed(['2 lemon slices 3pm today, Ana Bell']), 'perfect, see you tomorrow! 🎂🎉', ctx()).acts.map((act) => act.type)).not.toContain('ask_slot');
  });

  it('"just checking my cake is still on for tomorrow?" asks the order’s status', () => {
    expect(respondTo(placed(['whole lemon cake tomorrow 3pm, Ana Bell']), 'hi again! just checking my cake is still on for tomorrow?', ctx()).action?.kind).toBe('order_status');
  });

  it('"can i also get 2 lemon slices" says it is a separate order', () => {
    expect(respondTo(placed(['whole lemon cake tomorrow 3pm, Ana Bell']), 'can i also get 2 lemon slices', ctx()).acts.map((act) => act.type)).toContain('separate_order');
  });

  it('a city ending its sentence before the name is not the name', () => {
    expect(converse(['whole carrot cake delivery sun nov 22 at noon to 88 Oak Hollow Dr, Austin. Sam Okafor 512-555-0205']).state.draft.name).toBe('Sam Okafor');
  });
});

describe('a name corrected after placing', () => {
  it('"oops the name should be Jon without the h" goes to staff, with the name Jon', () => {
    const state = { ...converse(['2 lemon slices 3pm today, name John Park']).state, awaiting: null, lastOrderId: 'ord_6tgcjp4j36dmgmb074qj' };
    expect(respondTo({ ...state, draft: newConversation().draft }, 'oops the name should be Jon without the h', ctx()).action?.kind).toBe('request_person');
  });
});

describe('an order asked about by a number that is not its id', () => {
  it('"where is order #20931??" asks for the id, and "I don\'t have any other number" brings a person', () => {
    const first = converse(['where is order #20931?? its for a party tomorrow'], 'webchat');
    expect(first.acts).toContainEqual({ type: 'ask_slot', slot: 'order_id' });
    expect(respondTo(first.state, "i don't have any other number, thats what i wrote down", ctx('webchat')).action?.kind).toBe('request_person');
  });
});

describe('an allergy told after placing', () => {
  it('"allergic to walnuts, is that ok?" after carrot slices says what the menu lists for them, and goes to staff', () => {
    const state = converse(['3 carrot slices 3pm today, name Ana Bell']).state;
    const placed = { ...state, draft: newConversation().draft, awaiting: null, lastOrderId: 'ord_6tgcjp4j36dmgmb074qj', lastPlacedKey: draftKey(state.draft) };
    const turn = respondTo(placed, 'my daughter is allergic to walnuts, is that ok?', ctx());
    expect(turn.acts).toContainEqual({ type: 'answer_allergens', skus: expect.arrayContaining(['carrot-slice']), concerns: ['tree-nuts'] });
    expect(renderActs(turn.acts, 'en', { catalog: ctx().catalog, now: ctx().now }).map((m) => m.text).join(' ')).toContain('Carrot Cake lists tree-nuts');
    expect(turn.action?.kind).toBe('request_person');
  });
});
