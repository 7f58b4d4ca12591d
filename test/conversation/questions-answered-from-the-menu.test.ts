import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Act } from '../../src/conversation/acts.js';
import { newConversation } from '../../src/conversation/conversation-state.js';
import { respondTo, type TurnContext } from '../../src/conversation/engine.js';
import { buildMenuIndex } from '../../src/conversation/menu-index.js';
import { renderActs } from '../../src/conversation/render.js';
import { NO_CLOSED_DAYS } from '../../src/orders/business-time.js';
import { converse, engineContext, types } from '../helpers/converse.js';
import { sampleCatalog } from '../helpers/sample-catalog.js';

// Questions a counter clerk answers from the menu, asked before any order: the acts say what is
// answered; the rendered text is checked only for the catalog's own facts.

const catalog = sampleCatalog();
const ctx: TurnContext = {
  catalog,
  index: buildMenuIndex(catalog),
  now: DateTime.fromISO('2026-11-20T10:00:00-06:00', { zone: 'America/Chicago' }),
  channel: 'sms',
  phone: '+15125550100',
  closedDays: NO_CLOSED_DAYS,
  paused: null,
};

function ask(text: string): { acts: Act[]; said: string; action: string | null } {
  const turn = respondTo(newConversation(), text, ctx);
  return { acts: turn.acts, said: renderActs(turn.acts, 'en', ctx).map((message) => message.text).join(' '), action: turn.action?.kind ?? null };
}

describe('questions answered from the menu', () => {
  it('"what is the earliest day I could get a custom cake?" names the day, from its 72 hours of notice', () => {
    const { acts, said } = ask("How much notice do you need for a custom cake? If I order now, what's the earliest day I could get it?");
    expect(acts).toContainEqual({ type: 'answer_earliest', items: [{ sku: 'custom', at: expect.stringMatching(/^2026-11-23T10:15/) }] });
    expect(said).toMatch(/Mon, Nov 23 at 10:15 AM/);
  });

  it('"which is cheaper, the carrot or the chocolate fudge cake?" names the cheaper cake', () => {
    expect(ask('which is cheaper, the whole carrot cake or the whole chocolate fudge cake?').said).toMatch(/The Carrot Cake costs less than the Chocolate Fudge Cake: 46\.00 USD against 48\.00 USD/);
  });

  it('an allergen question about one cake gives its allergen list and the menu’s words for it', () => {
    const { said } = ask('is it walnuts or pecans in ur carrot cake? just curious');
    expect(said).toMatch(/tree-nuts/);
    expect(said).toMatch(/walnuts/);
    expect(said).not.toMatch(/pecan/i);
    // Allergens unknown: said so, with what the menu says it is made of, and never "free of".
    const unknown = ask('does the red velvet have cream cheese frosting? my son is lactose intolerant').said;
    expect(unknown).toMatch(/do not have a confirmed allergen list for Red Velvet/);
    expect(unknown).toMatch(/cream cheese frosting/);
    expect(unknown).not.toMatch(/lactose[- ]free|dairy[- ]free/i);
  });

  it('"my daughter has a nut allergy, which cakes don’t have nuts?" lists every cake’s allergens, the carrot cake’s tree nuts among them', () => {
    const { acts, said } = ask("my daughter has a nut allergy. which of your cakes don't have nuts?");
    expect(acts).toContainEqual(expect.objectContaining({ type: 'answer_allergens', everything: true }));
    expect(said).toMatch(/Carrot Cake: the owner-confirmed allergen list is [^.]*tree-nuts/);
  });

  it('a question about delivery (confirmed at once? a fee? which areas?) gets the delivery policy, not an order', () => {
    const { acts, action } = ask('If I order a cake for delivery, is it confirmed right away? Do you charge for it, and what areas do you cover?');
    expect(acts.map((act) => act.type)).toContain('delivery_policy');
    expect(action).toBeNull();
  });
});

describe('questions that order nothing yet', () => {
  it('"could I get a whole chocolate cake today, or do I need to order ahead?" gives its notice and earliest time, and starts no order', () => {
    const { acts, action } = ask('could I get a whole chocolate cake today, or do I need to order ahead?');
    expect(acts.map((act) => act.type)).toEqual(expect.arrayContaining(['answer_products', 'answer_earliest']));
    expect(acts.map((act) => act.type)).not.toContain('items_added');
    expect(action).toBeNull();
  });

  it('"how much is a carrot cake?" then "how many does it serve?" answers about the carrot cake, never with the whole menu', () => {
    let state = newConversation();
    let acts: Act[] = [];
    for (const message of ['how much is a carrot cake', 'how many does it serve']) ({ state, acts } = respondTo(state, message, ctx));
    expect(acts).toContainEqual(expect.objectContaining({ type: 'answer_products', skus: ['carrot-whole', 'carrot-slice'] }));
    expect(acts.map((act) => act.type)).not.toContain('answer_menu');
  });

  it('"does it need approval?" is answered (custom cakes need the owner\'s approval), never "I cannot help with that"', () => {
    let state = newConversation();
    let acts: Act[] = [];
    for (const message of ['how much is a custom cake?', 'does it need approval?']) ({ state, acts } = respondTo(state, message, ctx));
    expect(acts.map((act) => act.type)).not.toContain('cannot_help');
    const midOrder = respondTo(respondTo(newConversation(), 'custom cake 8 inch robot theme tuesday 3pm', ctx).state, 'does it need approval?', ctx);
    expect(midOrder.acts.map((act) => act.type)).toContain('answer_notice');
  });

  it('"so the cake is 46?" checks a price: it is answered, and no cake is put on the order', () => {
    let state = newConversation();
    for (const message of ['whats the difference between the carrot cake and carrot slice', 'so the cake is 46?']) {
      const turn = respondTo(state, message, ctx);
      state = turn.state;
      if (message.endsWith('46?')) expect(turn.acts.map((act) => act.type)).toContain('answer_products');
    }
    expect(state.draft.items).toEqual([]);
    expect(respondTo(newConversation(), 'the carrot slice is 6 right?', ctx).state.draft.items).toEqual([]);
  });

  it('"is it 24 hours notice for a cake?" is answered with the notice, never the hours or a list of cakes', () => {
    for (const question of ['is it 24 hours notice for a cake?', "its 24 hours notice right?"]) {
      const types = ask(question).acts.map((act) => act.type);
      expect(types, question).toContain('answer_notice');
      expect(types, question).not.toContain('answer_hours');
      expect(types, question).not.toContain('offer_choices');
    }
  });

  it('"2 carrot slices in 2 hours" is no question about opening hours, and "in a few hours" puts down no time never said', () => {
    const inTwo = ask('2 carrot slices in 2 hours');
    expect(inTwo.acts.map((act) => act.type)).not.toContain('answer_hours');
    expect(ask('what are your hours?').acts.map((act) => act.type)).toContain('answer_hours');
    const turn = respondTo(newConversation(), '2 carrot slices in a few hours', ctx);
    expect(turn.state.draft.datetime).toBeNull();
    expect(turn.acts).toContainEqual({ type: 'ask_slot', slot: 'datetime' });
    expect(respondTo(newConversation(), '2 carrot slices in a couple of hours', ctx).state.draft.datetime).toBe('2026-11-20T12:00:00.000-06:00');
  });

  it('"how far ahead for a whole cake? could I get one tomorrow afternoon?" names the earliest a whole cake can be ready', () => {
    expect(ask('how far ahead do you need for a whole cake? could I get one tomorrow afternoon if I order today?').acts).toContainEqual({ type: 'answer_earliest', kind: 'whole-cake', items: [{ sku: expect.any(String), at: expect.stringMatching(/^2026-11-21T10:15/) }] });
  });

  it('"what\'s a large slice of the chocolate fudge cost" is a price question', () => {
    expect(ask("what's a large slice of the chocolate fudge cost").acts.map((act) => act.type)).toContain('answer_products');
  });

  it('"the difference between the lemon and the vanilla", then "which is cheaper", compares them cake to cake and slice to slice', () => {
    let state = newConversation();
    state = respondTo(state, 'whats the difference between the lemon and the vanilla', ctx).state;
    const turn = respondTo(state, 'which is cheaper', ctx);
    const said = renderActs(turn.acts, 'en', ctx).map((message) => message.text).join(' ');
    expect(said).toMatch(/The Vanilla Bean Cake costs less than the Lemon Chiffon Cake/);
    expect(said).toMatch(/The Vanilla Bean Cake Slice costs less than the Lemon Chiffon Cake Slice/);
  });

  it('"ok 2 of those. and how much is a lemon slice?" takes 2 of what was quoted and prices the lemon slice', () => {
    let state = newConversation();
    state = respondTo(state, 'how much is a carrot slice?', ctx).state;
    const turn = respondTo(state, 'ok 2 of those. and how much is a lemon slice?', ctx);
    expect(turn.state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['2 carrot-slice']);
    expect(turn.acts).toContainEqual(expect.objectContaining({ type: 'answer_products', skus: ['lemon-slice'] }));
  });
});

describe('sizes and descriptions', () => {
  it('"do u do 12 inch custom cakes?" says the sizes made, never "yes"', () => {
    const { acts } = ask('do u do 12 inch custom cakes? need one for like 30 ppl at an office party');
    expect(acts).toContainEqual({ type: 'inches_not_offered', skus: ['custom'], inches: 12 });
    expect(acts).toContainEqual(expect.objectContaining({ type: 'answer_products', asked: 'price' }));
  });

  it('"a white cake with pink ombre rosettes and gold writing, 8 inch" is a custom cake, its writing kept', () => {
    const turn = respondTo(newConversation(), "ok its a white cake with pink ombre rosettes and gold writing 'Happy 21st Sofia', 8 inch, pickup fri 27 at 6pm", ctx);
    expect(turn.state.draft.items).toEqual([expect.objectContaining({ sku: 'custom', notes: expect.stringMatching(/Happy 21st Sofia/) })]);
  });

  it('"I was gonna do chocolate but somebody said lemon, so let\'s do the lemon" orders the lemon only', () => {
    const turn = respondTo(newConversation(), "I was gonna do chocolate but somebody said lemon, so, um, let's do the lemon chiffon, the big whole one, pick up Monday at noon", ctx);
    expect(turn.state.draft.items.map((item) => item.sku)).toEqual(['lemon-whole']);
  });

  it('a quoted message with an apostrophe inside is kept whole', () => {
    const turn = respondTo(newConversation(), "custom 8 inch cake for my coworker's farewell, 'We'll Miss You Dan', blue and white, pickup Tue Nov 24 at 4pm", ctx);
    expect(turn.state.draft.items[0]?.notes).toMatch(/We'll Miss You Dan/);
  });
});

describe('a custom cake said twice', () => {
  it('"a ten inch custom cake ... It\'s a graduation cake, maroon and white" is one custom cake with its colours', () => {
    const turn = respondTo(newConversation(), "I'd like a ten inch custom cake delivered to 42 Oak Street on Saturday the 28th at 4pm. It's a graduation cake, maroon and white, saying Congrats Doctor Patel. My name is Neha Patel.", ctx);
    expect(turn.state.draft.items).toEqual([expect.objectContaining({ sku: 'custom', notes: expect.stringMatching(/maroon/) })]);
  });
});

describe('two questions in one', () => {
  it('"what whole cakes do you have and how much notice do u need" lists the cakes, then the notice', () => {
    expect(ask('what whole cakes do you have and how much notice do u need').acts.map((act) => act.type)).toEqual(['answer_menu', 'answer_notice']);
    expect(ask('how much notice do you need for a whole cake?').acts.map((act) => act.type)).toEqual(['answer_notice']);
  });
});

describe('the earliest a kind of cake can be ready', () => {
  it('"what\'s the earliest I can get a whole cake?" gets the notice and that time, not the opening hours, and orders nothing', () => {
    for (const said of ["what's the earliest I can get a whole cake?", 'whats the earliest i can get a whole cake']) {
      const { state, acts } = converse([said]);
      expect(types(acts), said).toEqual(['answer_notice', 'answer_earliest']);
      expect(acts[1], said).toMatchObject({ items: [{ sku: 'chocolate-fudge-whole', at: '2026-11-21T10:15:00.000-06:00' }], kind: 'whole-cake' });
      expect(state.draft.items, said).toEqual([]);
    }
  });
});

describe('a price asked as people text it', () => {
  it('"hw much 4 a choc fudge cake" asks the price of a cake; nothing is ordered for 4 AM', () => {
    const { state, acts } = converse(['hw much 4 a choc fudge cake'], 'webchat');
    expect(types(acts)[0]).toBe('answer_products');
    expect(state.draft.items).toEqual([]);
    expect(state.draft.datetime).toBeNull();
  });
});

describe('short follow-ups to an answer about a product', () => {
  const last = (messages: string[]) => converse(messages).acts;

  it('"how about for 20 people?" after the fudge cake was described: how many fudge cakes feed 20', () => {
    expect(last(['how many people does a chocolate fudge cake serve', 'how about for 20 people?'])).toContainEqual({ type: 'answer_servings', skus: ['chocolate-fudge-whole'], people: 20 });
    expect(last(['how many does the carrot serve', 'what about for 40?'])).toContainEqual({ type: 'answer_servings', skus: ['carrot-whole'], people: 40 });
  });

  it('"how about 3?" after the lemon cake was priced: the price of 3; "and the large?" the large slice, or that there is none', () => {
    const three = last(['how much is the lemon cake', 'how about 3?']);
    expect(three[0]).toMatchObject({ type: 'answer_products', counted: [{ sku: 'lemon-whole', qty: 3 }] });
    expect(types(last(['whats the price of the red velvet', 'and the large?']))).toContain('size_not_offered');
    expect(types(last(['whats the price of the red velvet', 'and the large?']))).not.toContain('answer_menu');
  });

  it('"and for a custom one?" asks about the custom cake; nothing is ordered', () => {
    const { state, acts } = converse(['how much notice do you need for a whole cake?', 'and for a custom one?']);
    expect(acts[0]).toMatchObject({ type: 'answer_products', skus: ['custom'] });
    expect(state.draft.items).toEqual([]);
  });
});

describe('enough cakes for a party, ordered', () => {
  it('"get me enough chocolate fudge for 20 people for saturday at 2pm" orders the 2 cakes the answer names', () => {
    const { state } = converse(['get me enough chocolate fudge for 20 people for saturday at 2pm pickup']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['2 chocolate-fudge-whole']);
    expect(state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
  });

  it('"make it enough for 25" at the read-back of one fudge cake makes it 3; "ok get me enough for 20" after the fudge cake was described orders 2', () => {
    const readBack = converse(['1 fudge cake sat 3pm pickup, Kai', 'hmm we have 25 people. make it enough for 25']);
    expect(readBack.state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['3 chocolate-fudge-whole']);
    expect(readBack.acts[0]).toEqual({ type: 'answer_servings', skus: ['chocolate-fudge-whole'], people: 25 });
    const quoted = converse(['how many people does a chocolate fudge cake serve', 'ok get me enough for 20 people for saturday at 2pm pickup']);
    expect(quoted.state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['2 chocolate-fudge-whole']);
    // Asked, not ordered: nothing is put down.
    expect(converse(['is one fudge cake enough for 15?']).state.draft.items).toEqual([]);
  });
});

describe('an hours question with an order beside it', () => {
  it('"are you open yet? I want to pick up 2 slices asap" at 6 AM answers the hours, then asks which slices; the time is the opening', () => {
    const ctx = { ...engineContextAt('2026-11-22T06:00') };
    const turn = respondTo(newConversation(), 'are you open yet? I want to pick up 2 slices asap, name Cal', ctx);
    expect(turn.acts.map((act) => act.type)).toEqual(['answer_hours', 'offer_choices', 'name_noted']);
    expect(turn.state.offer?.qty).toBe(2);
    expect(turn.state.draft.datetime).toBe('2026-11-22T08:00:00.000-06:00');
  });

  it('"are you open today? I want 2 lemon slices at 3" keeps the order\'s time in the bakery\'s zone', () => {
    expect(converse(['are you open today? I want 2 lemon slices at 3']).state.draft.datetime).toBe('2026-11-20T15:00:00.000-06:00');
  });
});

describe('the hours of a day asked about', () => {
  it('"what time do you open tomorrow?" says that day\'s opening and closing', () => {
    for (const question of ['what time do you open tomorrow?', 'whats the earliest you open tomorrow?', 'how early are you open on sunday']) {
      const { acts, said } = ask(question);
      expect(types(acts), question).toEqual(['answer_hours']);
      expect(said, question).toMatch(/open 8 AM to 8 PM/);
    }
  });

  it('"whats the earliest you open tomorrow?" is no visit today as soon as can be', () => {
    const { acts, said } = ask('whats the earliest you open tomorrow?');
    expect(acts[0]).toMatchObject({ type: 'answer_hours', day: '2026-11-21' });
    expect(acts[0]).not.toHaveProperty('at');
    expect(said).toContain('Sat, Nov 21');
    expect(said).not.toContain('Nov 20');
  });
});

function engineContextAt(local: string): TurnContext {
  return { ...engineContext(), now: DateTime.fromISO(local, { zone: 'America/Chicago' }) };
}

describe('"when will it be back?"', () => {
  it('after the unavailable cake was asked about: it is said to be unavailable again, with no date made up, never the delivery policy', () => {
    const { acts } = converse(['do you have strawberry shortcake', 'when will it be back?']);
    expect(types(acts)).not.toContain('delivery_policy');
    expect(acts[0]).toMatchObject({ type: 'answer_products' });
    expect(types(converse(['how much is the lemon cake', 'when will it be available?']).acts)).not.toContain('delivery_policy');
  });
});

describe('how a cake is, asked at the read-back', () => {
  it('"is the red velvet any good?" is answered from the menu and adds or offers nothing; the order is read back', () => {
    const turn = converse(['carrot cake sat 2pm pickup Ann', 'is the red velvet any good?']);
    expect(types(turn.acts)).toEqual(['answer_products', 'summary']);
    expect(turn.state.draft.items.map((item) => item.sku)).toEqual(['carrot-whole']);
  });
});

describe('delivery asked about, not chosen', () => {
  it('"how much would it be with delivery?" at the read-back answers and keeps the pickup', () => {
    const turn = converse(['carrot cake sat 2pm pickup Ann', 'hmm how much would it be with delivery?']);
    expect(turn.state.draft.fulfillment).toBe('pickup');
    expect(types(turn.acts)).toContain('delivery_policy');
  });

  it('"can you deliver it to 12 Oak St?" with a cake on the order asks for delivery', () => {
    const { state } = converse(['carrot cake sat 2pm', 'can you deliver it to 12 Oak St?']);
    expect(state.draft.fulfillment).toBe('delivery');
    expect(state.draft.address).toBe('12 Oak St');
  });
});
