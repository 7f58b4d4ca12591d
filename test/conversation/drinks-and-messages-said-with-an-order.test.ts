import { describe, expect, it } from 'vitest';
import { converse } from '../helpers/converse.js';

// Said beside an order: drinks, never ordered however they are named (the cake beside them is,
// and the customer hears why the drink is not), and a message for each of two cakes. Checked by
// acts and the draft.

const types = (acts: Array<{ type: string }>) => acts.map((act) => act.type);

describe('drinks said with an order', () => {
  it('"a cup of joe", "a gallon of milk", "a glass of milk" are refused, and the cake or slice is taken', () => {
    for (const [said, sku] of [
      ['a vanilla slice and a cup of joe today at 3', 'vanilla-bean-slice'],
      ['a chocolate cake tomorrow noon pickup name Bo, plus a gallon of milk', 'chocolate-fudge-whole'],
      ['a glass of milk with my slice of lemon today at 3', 'lemon-slice'],
    ] as const) {
      const { state, acts } = converse([said]);
      expect(types(acts), said).toContain('refuse_beverage');
      expect(state.draft.items.map((item) => item.sku), said).toEqual([sku]);
    }
  });

  it('"is there milk in the lemon cake?" is an ingredient question, not a drink', () => {
    expect(types(converse(['is there milk in the lemon cake?']).acts)).not.toContain('refuse_beverage');
  });
});

describe('a message for each of two cakes', () => {
  it('"2 vanilla cakes, one says Happy Birthday Ann and the other says Happy Birthday Ben" writes each on a cake of its own', () => {
    const { state } = converse(['2 vanilla cakes sat 3pm, one says Happy Birthday Ann and the other says Happy Birthday Ben']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku} ${item.notes}`)).toEqual(['1 vanilla-bean-whole Happy Birthday Ann', '1 vanilla-bean-whole Happy Birthday Ben']);
  });

  it('"one with Happy Birthday Mia and one with Happy Birthday Leo" writes each, never only the first', () => {
    const notes = (message: string) => converse([message]).state.draft.items.map((item) => `${item.qty} ${item.sku} ${item.notes}`);
    expect(notes('2 vanilla cakes for saturday at 2, one with Happy Birthday Mia and one with Happy Birthday Leo')).toEqual(['1 vanilla-bean-whole Happy Birthday Mia', '1 vanilla-bean-whole Happy Birthday Leo']);
    expect(notes('2 vanilla cakes, one saying Happy Birthday Mia, one saying Happy Birthday Leo, saturday at 2')).toEqual(['1 vanilla-bean-whole Happy Birthday Mia', '1 vanilla-bean-whole Happy Birthday Leo']);
    // Two cakes of two flavours: in the order they were named, which the read-back shows.
    expect(notes('a vanilla cake and a carrot cake saturday 2pm, one with Happy Birthday Mia and one with Happy Birthday Leo')).toEqual(['1 vanilla-bean-whole Happy Birthday Mia', '1 carrot-whole Happy Birthday Leo']);
    // One cake for two messages: both stay on it, for the customer and staff to see.
    expect(notes('a carrot cake saturday at 2, one with Happy Birthday Mia and one with Happy Birthday Leo')).toEqual(['1 carrot-whole Happy Birthday Mia; Happy Birthday Leo']);
  });
});

describe('writing said with no full stop before the rest of the order', () => {
  it('ends at "on it", at a day with its time, or at pickup; the day, time and pickup are the order\'s', () => {
    for (const message of ['choc cake w/ happy bday sam on it sat 2pm pickup', 'choc cake with happy bday sam on it for sat 2pm pickup', 'choc cake that says happy bday sam sat 2pm pickup']) {
      const { state } = converse([message]);
      expect(state.draft.items[0]?.notes, message).toBe('happy bday sam');
      expect(state.draft.datetime, message).toBe('2026-11-21T14:00:00.000-06:00');
      expect(state.draft.fulfillment, message).toBe('pickup');
    }
  });

  it('a day inside the words with no time after it stays written', () => {
    expect(converse(['fudge cake saturday 2pm, write Happy Sunday Funday on it']).state.draft.items[0]?.notes).toBe('Happy Sunday Funday');
  });
});

describe('a drink named with a cake\'s word', () => {
  it('"do you have hot chocolate?" is a drink asked about, never the chocolate fudge cake said to be had', () => {
    const { acts } = converse(['do you have hot chocolate?']);
    expect(acts.map((act) => act.type)).toContain('refuse_beverage');
    expect(acts.map((act) => act.type)).not.toContain('answer_products');
  });
});

describe('writing that sounds like something said to the bakery', () => {
  it('"can it say I love you Mom" is the cake\'s writing, never a compliment, and the order is kept', () => {
    const { state, acts } = converse(['chocolate fudge cake sunday 2pm pickup, can it say I love you Mom']);
    expect(state.draft.items[0]).toMatchObject({ sku: 'chocolate-fudge-whole', notes: 'I love you Mom' });
    expect(acts.map((act) => act.type)).not.toContain('compliment_thanks');
  });

  it('who the words are for, after a comma that ends the message, stays in them; the rest of an order does not', () => {
    expect(converse(['chocolate fudge cake sunday 2pm pickup Ann', 'can it say We love you, Grandpa']).state.draft.items[0]?.notes).toBe('We love you, Grandpa');
    const drLee = converse(['chocolate fudge cake sunday 2pm pickup', 'write Congratulations, Dr. Lee!']).state.draft;
    expect(drLee.items[0]?.notes).toBe('Congratulations, Dr. Lee!');
    expect(drLee.name).toBeNull();
    expect(converse(['vanilla cake saturday 2pm, write happy birthday Sam, thanks']).state.draft.items[0]?.notes).toBe('happy birthday Sam');
  });
});
