import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { restoreState } from '../../src/conversation/conversation-state.js';
import { converse } from '../helpers/converse.js';

// Customers who change their minds and then change them back: "make it red velvet" ... "no,
// sorry, the carrot was right". The order goes back to what it was before its last change, and
// only that: words that name something never on the order undo nothing.

const types = (acts: Array<{ type: string }>) => acts.map((act) => act.type);
const lines = (items: Array<{ sku: string; qty: number }>) => items.map((item) => `${item.qty} ${item.sku}`).sort();
const local = (iso: string | null) => DateTime.fromISO(iso as string).setZone('America/Chicago').toFormat('ccc HH:mm');

describe('a change undone', () => {
  it('"the carrot was right" after a swap to red velvet brings back the whole carrot cake', () => {
    const { state, acts } = converse(['a whole carrot cake for saturday at two, pickup', 'actually, make that a red velvet', 'no, no, sorry, the carrot was right']);
    expect(lines(state.draft.items)).toEqual(['1 carrot-whole']);
    expect(types(acts)).toEqual(['change_undone', 'ask_slot']);
    expect(local(state.draft.datetime)).toBe('Sat 14:00');
  });

  it('"no lemon was right" undoes a swap of one line and keeps the other', () => {
    const { state } = converse(['2 lemon slices + 2 carrot slices 3pm today pickup', 'make the lemon ones vanilla', 'hmm no lemon was right']);
    expect(lines(state.draft.items)).toEqual(['2 carrot-slice', '2 lemon-slice']);
  });

  it('"back to the 6 slices at 2 today" undoes a change to a whole cake, with the time said', () => {
    const { state, acts } = converse(['6 vanilla slices for today 2pm', 'actually make it a whole vanilla cake instead', 'oh right. ok back to the 6 slices at 2 today then']);
    expect(lines(state.draft.items)).toEqual(['6 vanilla-bean-slice']);
    expect(types(acts)).toContain('change_undone');
    expect(local(state.draft.datetime)).toBe('Fri 14:00');
  });

  it('"undo that" needs no product named', () => {
    const { state } = converse(['3 red velvet slices at 4 today', 'make it 5', 'undo that']);
    expect(lines(state.draft.items)).toEqual(['3 red-velvet-slice']);
  });

  it('a flavour that was never on the order undoes nothing', () => {
    const { state, acts } = converse(['a whole carrot cake for saturday at two, pickup', 'actually, make that a red velvet', 'the lemon was right']);
    expect(types(acts)).not.toContain('change_undone');
    expect(state.draft.items.map((item) => item.sku)).not.toContain('carrot-whole');
  });

  it('"the carrot was right" with no change made before is not an undo', () => {
    const { acts } = converse(['a whole carrot cake for saturday at two, pickup', 'the carrot was right']);
    expect(types(acts)).not.toContain('change_undone');
  });

  it('a state stored before this was remembered reads as having no change to undo', () => {
    const { changedFrom, ...older } = converse(['a whole carrot cake for saturday at two, pickup', 'make it red velvet']).state;
    expect(changedFrom).not.toBeNull();
    expect(restoreState(older).changedFrom).toBeNull();
  });
});

describe('second thoughts said with a flavour alone', () => {
  it('"hmm actually red velvet" with one whole cake on the order makes it a whole red velvet cake, not a question', () => {
    const { state, acts } = converse(['whole lemon cake for sunday 3pm pls', 'wait no, make it carrot', 'hmm actually red velvet', 'ok final answer chocolate fudge']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole']);
    expect(types(acts)).not.toContain('offer_choices');
  });

  it('"hmm no make them lemon" swaps the slices to lemon rather than taking lemon off', () => {
    const { state } = converse(['4 red velvet slices at 2 today', 'swap them for carrot', 'hmm no make them lemon'], 'webchat');
    expect(lines(state.draft.items)).toEqual(['4 lemon-slice']);
  });

  it('"also red velvet" adds, since "also" is no second thought', () => {
    const { state } = converse(['whole lemon cake for sunday 3pm pls', 'actually also a red velvet slice']);
    expect(lines(state.draft.items)).toEqual(['1 lemon-whole', '1 red-velvet-slice']);
  });
});

describe('words around a change that say nothing about it', () => {
  it('"sorry, indecisive today!" keeps the Saturday time already on the order', () => {
    const { state } = converse(['Whole red velvet cake for Saturday 4pm pickup please', 'could we do vanilla bean instead?', 'Hmm, no, red velvet. Sorry, indecisive today!'], 'webchat');
    expect(local(state.draft.datetime)).toBe('Sat 16:00');
    expect(lines(state.draft.items)).toEqual(['1 red-velvet-whole']);
  });

  it('"oh ok i\'ll grab them then", after slices could not be delivered, is a pickup', () => {
    const { state } = converse(['4 choc fudge slices today at 3, can u deliver to 900 Red River St?', "oh ok i'll grab them then"]);
    expect(state.draft.fulfillment).toBe('pickup');
    expect(state.awaiting).toBe('name');
  });
});

describe('a cake given up when it cannot be ready', () => {
  const skus = (messages: string[]) => converse(messages).state.draft.items.map((item) => item.sku);

  it('"forget the cake" and "just the four slices ... I\'ll call back about the cake" keep the slices and take the cake off', () => {
    expect(skus(['whole lemon cake and 2 lemon slices today at 5, ill pick up', 'ok slices today at 5 then, forget the cake'])).toEqual(['lemon-slice']);
    expect(skus(['I need a whole chocolate fudge cake and four chocolate fudge slices today at four for pickup', "okay then just the four slices today at four and I'll call back about the cake"])).toEqual(['chocolate-fudge-slice']);
  });

  it('"just the lemon cake tomorrow, ill call about the custom one" keeps the lemon cake', () => {
    expect(skus(['custom cake with a photo on it + a whole lemon cake for tomorrow 2pm, pick up', 'ok then just the lemon cake tomorrow, ill call about the custom one'])).toEqual(['lemon-whole']);
  });

  it('"she\'ll just skip the cake" said of a guest takes nothing off', () => {
    expect(skus(["carrot cake for my party sat 28th 3pm pickup. Leo Park. one guest is allergic to walnuts but she'll just skip the cake"])).toEqual(['carrot-whole']);
  });
});

describe('"never mind" just after something was added', () => {
  it('takes back what was added, not the whole order; and "wait no I still want the carrot cake" brings a cancelled order back as it was', () => {
    const READ_BACK = ['carrot cake saturday 2pm', 'pickup', 'Hana'];
    const added = converse([...READ_BACK, 'add 2 lemon slices', 'never mind']);
    expect(added.state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['1 carrot-whole']);
    expect(types(added.acts)).toContain('change_undone');
    const back = converse([...READ_BACK, 'never mind', 'wait no I still want the carrot cake']);
    expect(back.state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['1 carrot-whole']);
    expect(back.state.draft.name).toBe('Hana');
    // "I want the chocolate cake" with nothing given up is an order as usual.
    expect(converse(['I want the chocolate cake for saturday at 1']).state.draft.items.map((item) => item.sku)).toEqual(['chocolate-fudge-whole']);
  });
});

describe('"never mind" just after a question beside the order', () => {
  const READ_BACK = 'carrot cake sat 2pm pickup Ann';

  it('drops the question and reads the order back as it was; a yes then places it', () => {
    for (const [question, dropped] of [['wait what time do you close saturday', 'nvm'], ['is the red velvet any good?', 'ok never mind']]) {
      const turn = converse([READ_BACK, question as string, dropped as string]);
      expect(turn.acts.map((act) => act.type), question).toEqual(['question_dropped', 'summary']);
      expect(turn.state.draft.items.map((item) => item.sku)).toEqual(['carrot-whole']);
      expect(converse([READ_BACK, question as string, dropped as string, 'yes']).action).toBe('place_order');
    }
  });

  it('"nvm" straight after the read-back still gives the order up', () => {
    expect(converse([READ_BACK, 'nvm']).state.draft.items).toEqual([]);
  });
});
