import { describe, expect, it } from 'vitest';
import type { OrderResult } from '../../src/orders/order-schemas.js';
import { newConversation } from '../../src/conversation/conversation-state.js';
import { afterOrderPlaced, respondTo } from '../../src/conversation/engine.js';
import type { Action } from '../../src/conversation/turn-work.js';
import { converse, engineContext, lines, types } from '../helpers/converse.js';

// An allergen asked about beside an order, an allergy told with an order that was placed
// elsewhere or with a change to one placed here, and "never mind" just after placing, found by playing customers against the
// engine. Checked by the draft, the acts and the action asked of the app.

/** The action of each message's turn, an order asked for being placed as the core would. */
function actionsOf(messages: string[]): Array<Action | null> {
  const ctx = engineContext('sms');
  let state = newConversation();
  return messages.map((message) => {
    const turn = respondTo(state, message, ctx);
    state = turn.state;
    if (turn.action?.kind === 'place_order') {
      const result: OrderResult = { status: 'confirmed', order_id: 'ord_00000000000000000001', estimated_total_usd: 0, confirmation_text: 'ok', escalation_reasons: [] };
      state = afterOrderPlaced(turn.state, { result }, ctx).state;
    }
    return turn.action;
  });
}

describe('an allergen asked about with an order', () => {
  it('asked in the same message as the order, the order is kept with its time, and the question answered', () => {
    const { acts, state } = converse(['I want a carrot cake for tomorrow at 3, does it have nuts?']);
    expect(types(acts)).toContain('answer_allergens');
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
  });
});

describe('an allergy told about an order placed elsewhere', () => {
  it('"I have an order for tomorrow, my son is allergic to nuts" goes to staff at once', () => {
    const { acts, action, state } = converse(['I have an order for tomorrow, my son is allergic to nuts']);
    expect(action).toBe('request_person');
    expect(acts).toContainEqual(expect.objectContaining({ type: 'handoff', reason: 'earlier_order', allergy: true }));
    expect(state.draft.items).toEqual([]);
  });

  it('with the order\'s number, the note goes on that order', () => {
    const [action] = actionsOf(['order ord_00000000000000000007 - my daughter has a peanut allergy']);
    expect(action).toMatchObject({ kind: 'request_person', allergyNote: { orderId: 'ord_00000000000000000007' } });
  });

  it('said with nothing about an order, it waits for the order to be made', () => {
    const { action, acts } = converse(['my son is allergic to nuts']);
    expect(action).toBeNull();
    expect(types(acts)).toContain('allergy_noted');
  });
});

describe('an allergy told with a change to the order just placed', () => {
  it('staff get both: the note on the order, and the change asked for', () => {
    const actions = actionsOf(['carrot cake saturday 3pm pickup, name is John', 'yes', 'he cant have nuts, switch it to chocolate']);
    const last = actions.at(-1);
    expect(last).toMatchObject({ kind: 'request_person', allergyNote: { orderId: 'ord_00000000000000000001' }, alsoAsk: true });
    expect(last?.kind === 'request_person' && last.reason).toMatch(/allergy[^;]*; customer wants to change placed order/);
  });
});

describe('"never mind" just after placing', () => {
  it('keeps the order placed, says how to cancel it, and asks nothing of staff', () => {
    for (const said of ['nevermind', 'ok never mind, thanks', 'forget it']) {
      const { acts, action } = converse(['carrot cake saturday 3pm pickup, name is John', 'yes', said], 'sms', { place: true });
      expect(action, said).toBeNull();
      expect(types(acts), said).toEqual(['placed_kept']);
    }
  });

  it('"cancel it", even with thanks, asks staff to cancel it', () => {
    for (const said of ['cancel it', 'cancel it, thanks', 'never mind, cancel it']) {
      const { acts, action } = converse(['carrot cake saturday 3pm pickup, name is John', 'yes', said], 'sms', { place: true });
      expect(action, said).toBe('request_person');
      expect(acts, said).toContainEqual(expect.objectContaining({ type: 'handoff', reason: 'cancel_placed' }));
    }
  });
});

describe('an order placed before this conversation, to cancel or change', () => {
  it('"cancel my order" and "I need to cancel my cake order for saturday" ask staff to cancel it, and order nothing', () => {
    for (const message of ['cancel my order', 'I need to cancel my cake order for saturday', 'pls cancel our order']) {
      const { acts, action, state } = converse([message]);
      expect(action, message).toBe('request_person');
      expect(acts, message).toContainEqual(expect.objectContaining({ type: 'handoff', reason: 'earlier_order' }));
      expect(state.draft.items, message).toEqual([]);
    }
  });

  it('with its number, the number goes to staff', () => {
    const [action] = actionsOf(['I want to cancel my order ord_abcdefghij0123456789']);
    expect(action).toMatchObject({ kind: 'request_person', reason: expect.stringContaining('ord_abcdefghij0123456789') });
    expect(action?.kind === 'request_person' && action.reason).toMatch(/cancel/);
  });

  it('"can I change the time on my order?" and "can I pick up my order earlier?" go to staff', () => {
    for (const message of ['can I change the time on my order', 'can I pick up my order earlier?', 'I need to move my cake order to sunday']) {
      expect(converse([message]).action, message).toBe('request_person');
    }
  });

  it('"cancel my order" while one is being made still gives up that one; "cancel" alone with nothing ordered asks no one', () => {
    expect(converse(['carrot cake tomorrow at 3 pickup, name Al', 'cancel my order']).action).toBeNull();
    expect(converse(['cancel']).action).toBeNull();
  });
});

describe('a yes at the read-back said with a question', () => {
  const readBack = ['a vanilla cake tomorrow at 3', 'pickup', 'Sam'];

  it('"yes please, and is it vegan?" answers and reads the order back, placing nothing until the next yes', () => {
    const asked = converse([...readBack, 'yes please, and is it vegan?']);
    expect(asked.action).toBeNull();
    expect(types(asked.acts)).toEqual(expect.arrayContaining(['answer_allergens', 'summary']));
    expect(converse([...readBack, 'yes please, and is it vegan?', 'yes']).action).toBe('place_order');
    expect(converse(['a carrot cake tomorrow at 3', 'pickup', 'Sam', 'yes, my son is allergic to nuts']).action).toBeNull();
  });

  it('"yes but how much is delivery?" answers and keeps the pickup', () => {
    const { state, acts, action } = converse([...readBack, 'yes but how much is delivery?']);
    expect(action).toBeNull();
    expect(types(acts)).toContain('delivery_policy');
    expect(state.draft.fulfillment).toBe('pickup');
  });
});

describe('an order delivered, asked about', () => {
  it('"when will my delivery arrive?" asks which order', () => {
    expect(converse(['when will my delivery arrive?']).state.awaiting).toBe('order_id');
  });

  it('a question after the street is no part of the address', () => {
    const { state } = converse(['a carrot cake tomorrow at 3 for delivery to 12 Main St, how much is the delivery fee and when will it arrive?']);
    expect(state.draft.address).toBe('12 Main St');
    expect(converse(["deliver a carrot cake tomorrow at 3 to 12 Main St, Round Rock TX 78664"]).state.draft.address).toBe('12 Main St, Round Rock TX 78664');
  });
});

describe('a reaction told in words other than "allergic"', () => {
  it('"she gets hives from strawberries" and "my mom breaks out from cinnamon" go on the order for staff, and order no strawberry cake', () => {
    const hives = converse(['a vanilla cake tomorrow at 3, she gets hives from strawberries']);
    expect(hives.state.draft.allergyNotes).toContain('hives from strawberries');
    expect(lines(hives.state.draft.items)).toEqual(['1 vanilla-bean-whole']);
    expect(types(hives.acts)).not.toContain('unavailable');
    expect(converse(['a carrot cake tomorrow at 3 but my mom breaks out from cinnamon']).state.draft.allergyNotes).toContain('cinnamon');
  });

  it('"is there citrus in it, i react to citrus", asked for the name, is noted for staff', () => {
    const { state } = converse(['2 lemon slices today at 4', 'is there citrus in it, i react to citrus']);
    expect(state.draft.allergyNotes).toContain('react to citrus');
  });

  it('"she has a chocolate allergy" mid-order offers no chocolate cake, and the order is read back', () => {
    const { state, acts } = converse(['2 vanilla slices today at 4', 'Dana', 'she has a chocolate allergy']);
    expect(state.offer).toBeNull();
    expect(types(acts)).toContain('summary');
    expect(lines(state.draft.items)).toEqual(['2 vanilla-bean-slice']);
  });
});

describe('a complaint beside an order', () => {
  it('"2 lemon slices at 3. also my last cake was dry" goes to staff and keeps the order', () => {
    for (const message of ['2 lemon slices at 3. also my last cake was dry', 'I want a refund for last week, and 2 lemon slices at 3 today']) {
      const { state, action, acts } = converse([message]);
      expect(action, message).toBe('request_person');
      expect(acts, message).toContainEqual(expect.objectContaining({ type: 'handoff', reason: 'complaint' }));
      expect(lines(state.draft.items), message).toEqual(['2 lemon-slice']);
    }
  });

  it('"my cake last week was dry", asked for the name, goes to staff and the name is asked again', () => {
    const { state, action } = converse(['2 carrot slices today at 4', 'my cake last week was dry']);
    expect(action).toBe('request_person');
    expect(state.awaiting).toBe('name');
  });

  it('problems with frosting, writing, a box or a hair are complaints, never a cake offered', () => {
    for (const message of ['the frosting on my red velvet was bad', 'found a hair in my slice', 'you spelled my daughters name wrong on the cake', 'the box was crushed when I picked it up', 'the writing on my cake was misspelled']) {
      const { state, acts } = converse([message]);
      expect(acts, message).toContainEqual(expect.objectContaining({ type: 'handoff', reason: 'complaint' }));
      expect(state.offer?.kind === 'choose', message).toBe(false);
    }
  });
});

describe('"anything vegan?"', () => {
  it('is answered with what the menu lists, as "any vegan options" is', () => {
    expect(types(converse(['anything vegan?']).acts)).toContain('answer_allergens');
  });
});

describe('a diet asked about with a product', () => {
  it('"can you do a vegan custom cake?" and "a sugar free custom cake?" are never answered "yes, we have it"', () => {
    for (const question of ['Can you do a vegan custom cake? Is it nut free?', 'can you make a sugar free custom cake?']) {
      const { acts } = converse([question]);
      expect(acts.some((act) => act.type === 'answer_allergens' || act.type === 'dietary_unknown'), question).toBe(true);
      expect(acts, question).not.toContainEqual(expect.objectContaining({ type: 'answer_products', asked: 'have' }));
    }
    // Asked alone, the product is still a yes.
    expect(converse(['can you do a custom cake?']).acts).toContainEqual(expect.objectContaining({ type: 'answer_products', asked: 'have' }));
  });
});

describe('whether someone with an allergy can have a cake, asked', () => {
  it('"can my son have the lemon cake? he\'s allergic to eggs" is answered and noted for staff; no cake is put on the order', () => {
    for (const said of [
      "can my son have the lemon cake? he's allergic to eggs",
      'my wife is allergic to dairy, can she eat the lemon cake?',
      'Hello, I was wondering whether the carrot cake contains any nuts, as my husband is allergic to walnuts.',
    ]) {
      const { state, acts } = converse([said]);
      expect(lines(state.draft.items), said).toEqual([]);
      expect(types(acts), said).toContain('answer_allergens');
      expect(state.draft.allergyNotes, said).not.toBeNull();
    }
    // The cake wanted after the answer is the only one ordered.
    const after = converse(['Hello, I was wondering whether the carrot cake contains any nuts, as my husband is allergic to walnuts.', 'Thank you. In that case I would like a Chocolate Fudge cake for tomorrow at 2 in the afternoon, which I will collect.']);
    expect(lines(after.state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
  });

  it('"if the carrot cake doesn\'t have nuts I\'ll get one" is answered first: nothing is ordered on the condition', () => {
    for (const said of ["if the carrot cake doesn't have nuts I'll get one for sunday noon, name Eli", 'can I get a carrot slice today at 3 if it has no nuts', 'a carrot cake for sunday at noon, as long as it has no gluten']) {
      const { state, acts } = converse([said]);
      expect(lines(state.draft.items), said).toEqual([]);
      expect(types(acts), said).toContain('answer_allergens');
    }
    // An allergy told with an order is still an order, with the note for staff.
    expect(lines(converse(['can I get a carrot slice today at 3, I have a nut allergy']).state.draft.items)).toEqual(['1 carrot-slice']);
  });
});
