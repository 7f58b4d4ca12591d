import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { respondTo } from '../../src/conversation/engine.js';
import { newConversation } from '../../src/conversation/conversation-state.js';
import { converse, engineContext } from '../helpers/converse.js';

// Answers people give in their own words: a yes with how they collect, a time said next to a
// question about closing, "slices of it", a date no calendar has, colours that name no flavour.
// The engine is pure, so these read the typed acts and the draft, never the wording.

const types = (acts: Array<{ type: string }>) => acts.map((act) => act.type);
const local = (iso: string | null) => DateTime.fromISO(iso as string).setZone('America/Chicago').toFormat('ccc HH:mm');

describe('answers in their own words', () => {
  it('"ok that works, pickup" takes the earliest time proposed for a custom cake', () => {
    const { state, acts } = converse(['whats the soonest i could pick up a custom cake? 8 inch, plain white w "Congrats Dr. Kim"', 'ok that works, pickup']);
    expect(state.draft.datetime).not.toBeNull();
    expect(state.draft.fulfillment).toBe('pickup');
    expect(types(acts)).toEqual(['ask_slot']);
    expect(state.awaiting).toBe('name');
    // The "w" that led to the message taken out is not part of the design.
    expect(state.draft.items[0]?.notes).toBe('Congrats Dr. Kim; plain white');
  });

  it('"you close at eight? okay, seven thirty then" answers the hours and takes 7:30 for the order', () => {
    const { state, acts } = converse(['can I get two lemon slices for tonight at nine', 'oh you close at eight? okay, seven thirty then']);
    expect(types(acts)).toEqual(['answer_hours', 'ask_slot']);
    expect(local(state.draft.datetime)).toBe('Fri 19:30');
    expect(state.awaiting).toBe('name');
  });

  it('"four slices of it", after asking about a whole fudge cake, orders four fudge slices', () => {
    const { state } = converse(['do you have a whole chocolate fudge cake I could grab tonight around six?', 'oh. okay, then just four slices of it, for six tonight']);
    expect(state.draft.items).toEqual([expect.objectContaining({ sku: 'chocolate-fudge-slice', qty: 4 })]);
  });

  it('"November 31st at 1pm" says there is no such day and asks for the day, putting nothing on today', () => {
    const { state, acts } = converse(['Whole red velvet cake for pickup on November 31st at 1pm please']);
    expect(acts).toContainEqual({ type: 'no_such_date', month: 11, day: 31 });
    expect(types(acts)).not.toContain('order_problem');
    expect(state.draft.datetime).toBeNull();
    expect(state.awaiting).toBe('datetime');
    const after = converse(['Whole red velvet cake for pickup on November 31st at 1pm please', 'oops I meant December 1st']);
    expect(after.state.draft.day).toBe('2026-12-01');
  });

  it('"feb 30th" is no such day either, and "Nov 30th" is a day', () => {
    expect(converse(['a whole lemon cake for feb 30th at noon']).acts).toContainEqual({ type: 'no_such_date', month: 2, day: 30 });
    expect(types(converse(['a whole lemon cake for Nov 30th at noon']).acts)).not.toContain('no_such_date');
    // Only a month's name starts a date: "junior 31" is no June 31.
    expect(types(converse(['a whole lemon cake for the junior 31 team, saturday at noon']).acts)).not.toContain('no_such_date');
  });

  it('"green w red berries" on a custom cake is its design, not a red velvet flavour', () => {
    const { state } = converse(['custom cake 10 inch, christmas tree design in green w red berries, "Merry Christmas Nana", pickup christmas eve 10am']);
    expect(state.draft.items).toEqual([expect.objectContaining({ sku: 'custom', size: '10-inch' })]);
    expect(state.draft.items[0]?.notes).toMatch(/green w red berries/);
    expect(state.draft.items[0]?.notes).not.toMatch(/velvet/i);
  });
});

describe('minds changed back', () => {
  it('"forget it" then "no wait, I do want them" puts the order back as it was, and a yes places it', () => {
    const { state, acts, placed } = converse(['2 carrot slices today at 1 pickup, Ana Ruiz', 'actually forget it', 'no wait i do want them!! sorry']);
    expect(types(acts)).toEqual(['draft_restored', 'summary']);
    expect(state.draft.items).toEqual([expect.objectContaining({ sku: 'carrot-slice', qty: 2 })]);
    expect(state.draft.name).toBe('Ana Ruiz');
    expect(placed).toBe(0);
    expect(converse(['2 carrot slices today at 1 pickup, Ana Ruiz', 'actually forget it', 'no wait i do want them', 'yes'], 'sms', { place: true }).placed).toBe(1);
  });

  it('"I do want it" with nothing given up brings nothing back', () => {
    expect(types(converse(['i do want it']).acts)).not.toContain('draft_restored');
  });

  it('a count said with the kind on the order recounts its one line: "just 4 slices then", "4 cakes is enough", "six is enough"', () => {
    const qty = (messages: string[]) => converse(messages).state.draft.items.map((item) => `${item.qty} ${item.sku}`);
    expect(qty(['3 lemon slices for pickup today at 3', 'wait make it 6', 'ugh no she cant come, just 4 slices then'])).toEqual(['4 lemon-slice']);
    expect(qty(['3 whole choc cakes sat noon pickup, Sam Ruiz', 'actually make it 5 cakes', 'hmm no 4 cakes is enough'])).toEqual(['4 chocolate-fudge-whole']);
    expect(qty(['5 whole red velvet cakes for sun 1pm pickup, Bea Long', 'whoa thats a lot, make it 3 cakes'])).toEqual(['3 red-velvet-whole']);
    expect(qty(['4 lemon slices today at 3', 'make that eight', 'actually six is enough'])).toEqual(['6 lemon-slice']);
    // "no 4 slices is enough" is a count, not "no slices".
    expect(qty(['3 lemon slices for pickup today at 3', 'hmm no 4 slices is enough'])).toEqual(['4 lemon-slice']);
  });
});

describe('questions that only look like orders', () => {
  it('"does the lemon cake come in an eight inch?" answers its one size and starts no order', () => {
    const { state, acts } = converse(['does the lemon cake come in an eight inch?']);
    expect(types(acts)).toContain('inches_not_offered');
    expect(state.draft.items).toEqual([]);
  });

  it('"how late r u open tonight? 2 lemon slices at like 9" takes the 9 PM it answered, not 9 AM tomorrow', () => {
    const { state, acts } = converse(['how late r u open tonight? could i grab 2 lemon slices at like 9']);
    // Past closing tonight while still open: closing time is said.
    expect(types(acts)).toContain('closes_tonight');
    expect(state.draft.datetime).toBeNull();
    expect(local(converse(['how late r u open tonight? could i grab 2 lemon slices at like 9', '7:30 then. Bea Kahn']).state.draft.datetime)).toBe('Fri 19:30');
    // Hours asked about another day leave the order's time as said.
    expect(local(converse(['Can I have a lemon slice at 2 and also what are your hours on sunday']).state.draft.datetime)).toBe('Fri 14:00');
  });
});

describe('typed in a hurry', () => {
  it('reads mistyped day names, "pikcup", "pick it uo" and "3;30" as meant', () => {
    expect(local(converse(['2 lemon slices satuday at 3 pickup']).state.draft.datetime)).toBe('Sat 15:00');
    const today = converse(['2 lemon slices today at 3;30, pikcup']).state.draft;
    expect(local(today.datetime)).toBe('Fri 15:30');
    expect(today.fulfillment).toBe('pickup');
    const wednesday = converse(['whole carrot cake wensday 2pm ill pick it uo']).state.draft;
    expect(local(wednesday.datetime)).toBe('Wed 14:00');
    expect(wednesday.fulfillment).toBe('pickup');
  });

  it('"oops typo, 10 not 100" puts the count right; "4 not 3" with 3 the time changes no count', () => {
    expect(converse(['100 lemon slices for 2pm', 'oops typo, 10 not 100']).state.draft.items).toEqual([expect.objectContaining({ sku: 'lemon-slice', qty: 10 })]);
    expect(converse(['2 lemon slices at 3', 'i meant 4 not 3']).state.draft.items).toEqual([expect.objectContaining({ sku: 'lemon-slice', qty: 2 })]);
  });

  it('"whats in the red velvet? any eggs or nuts?" with an allergy answers its allergens; "do those have eggs?" names no missing product', () => {
    expect(types(converse(['whats in the red velvet? any eggs or nuts? asking bc my nephew has an egg allergy']).acts)).toEqual(['allergy_noted', 'answer_allergens']);
    const midOrder = converse(["I'd like two red velvet slices for this afternoon at three", "oh, before I forget, my daughter's allergic to eggs. do those have eggs in them?"]);
    expect(types(midOrder.acts)).toEqual(['allergy_noted', 'answer_allergens', 'ask_slot']);
  });
});

describe('orders for someone else', () => {
  it('"call me, not him" or "dont call her, call me" is where to reach the customer, not a request for a person', () => {
    const surprise = converse(['Whole red velvet for pickup Tuesday 5pm under my name, Grace Lin. Please call me, not him: 512-555-0132'], 'webchat');
    expect(types(surprise.acts)).not.toContain('handoff');
    expect(surprise.state.draft.name).toBe('Grace Lin');
    expect(types(converse(['surprise for my wife! whole lemon cake delivered to 600 Congress Ave Suite 1400 on wed at 11am. dont call her its a surprise, call me. Ray Dunn']).acts)).not.toContain('handoff');
    expect(types(converse(['can you have someone call me please']).acts)).toContain('handoff');
  });

  it('takes the name the order goes under: "under my name Priya Nair", "put it under him" after his name, "contact is Jen Ruiz from HR", "Grandma Ruth Abbott"', () => {
    const name = (message: string) => converse([message]).state.draft.name;
    expect(name("its a surprise for my bf so pls dont text him lol. whole rv cake for pickup tues 6pm, under my name Priya Nair. write 'Happy Anniversary Sam' on top")).toBe('Priya Nair');
    expect(name('Hi, whole vanilla bean cake for Saturday 5pm. My husband will pick it up, his name is Omar Haddad. put it under him')).toBe('Omar Haddad');
    expect(name('40 choc fudge slices pickup mon 11:30. contact is Jen Ruiz from HR')).toBe('Jen Ruiz');
    expect(name('hello dear this is Grandma Ruth Abbott. I would like a whole chocolate cake, pick up sunday at 10 in the morning')).toBe('Ruth Abbott');
  });

  it('"a surprise cake" is a cake, and "suite two hundred" said on a call is suite 200', () => {
    expect(converse(['Ordering a surprise cake for my husband. Whole red velvet for pickup Tuesday 5pm']).acts.map((act) => act.type)).not.toContain('not_on_menu');
    const address = converse(['whole carrot cake delivered wednesday 11am, Victor Salas', "it's three hundred congress avenue, suite two hundred"]).state.draft.address;
    expect(address).toMatch(/^300 congress avenue, suite 200$/i);
  });
});

describe('first-timers', () => {
  it('thanks said with other words ("ok cool ty", "ok thank u 🙏", "ok good to know ty") is thanked, never "did not catch that"', () => {
    for (const thanks of ['ok cool ty', 'ok thank u 🙏', 'ok good to know ty']) {
      expect(types(converse(['how much is a lemon slice?', thanks]).acts)).toEqual(['thanks']);
    }
  });

  it('"red velvet sounds good. a whole one for sat at 3pm" is the whole red velvet cake, not a question of which', () => {
    const { state, acts } = converse(['ooh red velvet sounds good. a whole one for sat at 3pm, pickup']);
    expect(types(acts)).not.toContain('offer_choices');
    expect(state.draft.items).toEqual([expect.objectContaining({ sku: 'red-velvet-whole', qty: 1 })]);
  });

  it('"lets do 8 then, today at 6pm" after the price of 12 slices orders 8', () => {
    const { state } = converse(['how much for 12 chocolate slices?', 'oof thats more than i budgeted. lets do 8 then, today at 6pm']);
    expect(state.draft.items).toEqual([expect.objectContaining({ sku: 'chocolate-fudge-slice', qty: 8 })]);
    expect(local(state.draft.datetime)).toBe('Fri 18:00');
  });
});

describe('at night', () => {
  const at = (iso: string, message: string) => respondTo(newConversation(), message, { ...engineContext(), now: DateTime.fromISO(iso) });

  it('"what time do you open this morning" at 7:30 AM asks about today, not tomorrow', () => {
    const { acts } = at('2026-11-22T07:30:00-06:00', 'hi, what time do you open this morning');
    expect(acts).toContainEqual(expect.objectContaining({ type: 'answer_hours', day: '2026-11-22' }));
  });

  it('"a whole carrot cake as soon as possible" at 9:30 PM proposes the earliest it can be ready, Sunday 8 AM', () => {
    const { acts } = at('2026-11-20T21:30:00-06:00', "I'd like a whole carrot cake as soon as possible, for pickup");
    expect(acts).toContainEqual(expect.objectContaining({ type: 'order_problem', rejection: expect.objectContaining({ code: 'insufficient_notice', detail: expect.objectContaining({ earliest: '2026-11-22T08:00:00.000-06:00' }) }) }));
  });

  it('"2 lemon slices asap" at 2 AM is for when the bakery opens', () => {
    const { state } = at('2026-11-21T02:00:00-06:00', '2 lemon slices asap');
    expect(local(state.draft.datetime)).toBe('Sat 08:00');
  });
});

describe('contact details', () => {
  it('"do u need my phone number?" by text says the number is known already, and on the web chat why it is asked', () => {
    const text = converse(['4 vanilla slices at noon. Lee Park', 'do u need my phone number?']);
    expect(text.acts).toContainEqual({ type: 'answer_phone', known: true });
    expect(text.state.awaiting).toBe('confirm');
    const web = converse(['4 vanilla slices at noon. Lee Park', 'why do you need my number?'], 'webchat');
    expect(web.acts).toContainEqual({ type: 'answer_phone', known: false });
    expect(web.state.awaiting).toBe('phone');
  });

  it('"just Frank" asked for a name is the name Frank', () => {
    expect(converse(['two red velvet slices at one thirty today', 'just Frank']).state.draft.name).toBe('Frank');
  });
});


describe('"4" texted for "for"', () => {
  it('"carrot cake 4 sat 2 pm" is one cake for Saturday, never four', () => {
    for (const message of ['carrot cake 4 sat 2 pm', 'choc cake 4 sat @ 2', 'vanilla cake 4 my sons bday sat 2pm']) {
      const { state } = converse([message]);
      expect(state.draft.items.map((item) => item.qty), message).toEqual([1]);
      expect(state.draft.datetime, message).toBe('2026-11-21T14:00:00.000-06:00');
    }
  });

  it('"4 carrot slices" is still four', () => {
    expect(converse(['4 carrot slices today at 3']).state.draft.items[0]?.qty).toBe(4);
  });
});
