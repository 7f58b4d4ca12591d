import { describe, expect, it } from 'vitest';
import { converse, types } from '../helpers/converse.js';

// What a counter clerk keeps for the driver when it is said in the middle of a delivery order:
// where to leave the cake, who it is for, the recipient's number, and who else to call.

const delivery = ['lemon cake delivered sunday 2pm to 14 Rose Lane name Dan'];

describe('notes for the driver said inside a message', () => {
  it("the recipient's name and number and \"dont call ahead\" stay with the address, never the customer's phone or name", () => {
    const { state } = converse([...delivery, 'the recipient is Grace Kim, her number is 312 555 0177, please dont call ahead its a surprise']);
    expect(state.draft.address).toContain('the recipient is Grace Kim');
    expect(state.draft.address).toContain('her number is 312 555 0177');
    expect(state.draft.address).toContain('dont call ahead');
    expect(state.draft.phone).toBeNull();
    expect(state.draft.name).toBe('Dan');
  });

  it('"call my husband at ... if any issues" is kept for the driver, not read as a cake', () => {
    const { state, acts } = converse(['red velvet cake delivery tomorrow 5pm to 12 Oak Ave, name Pat', 'also pls call my husband at 312 555 0142 if any issues']);
    expect(state.draft.address).toBe('12 Oak Ave, call my husband at 312 555 0142 if any issues');
    expect(types(acts)).toEqual(['summary']);
  });

  it('"leave it at the front desk" at the end of a delivery order is kept', () => {
    const { state } = converse(['lemon cake delivered sunday 2pm to 500 W Madison St Suite 300, Chicago IL 60661, name Dan, leave it at the front desk']);
    expect(state.draft.address).toBe('500 W Madison St Suite 300, Chicago IL 60661, leave it at the front desk');
  });

  it('"her name is Martha" said of a gift after its address is the recipient, and the order\'s name is still asked', () => {
    const gift = ['carrot cake for delivery tomorrow at 4 to 88 Lake Shore Dr', 'its a gift for my mom, her name is Martha'];
    const { state } = converse(gift);
    expect(state.draft.name).toBeNull();
    expect(state.awaiting).toBe('name');
    expect(converse([...gift, 'my name is Sam']).state.draft.address).toBe('88 Lake Shore Dr, her name is Martha');
  });

  it('in a pickup order the same words are not taken as a note for a driver', () => {
    expect(converse(['carrot cake tomorrow 2pm pickup, leave it at the front desk, name Al']).state.draft.address).toBeNull();
  });
});

describe('words to write with two cakes on the order', () => {
  const two = ['fudge cake and carrot cake tomorrow 2pm pickup name Ike'];
  const written = (messages: string[]) => converse(messages).state.draft.items.map((item) => `${item.sku}: ${item.message ?? '-'}`);

  it('"put Happy Birthday on it" asks which cake, and "the chocolate one" writes it there only', () => {
    const { state, acts } = converse([...two, 'put Happy Birthday on it']);
    expect(acts.find((act) => act.type === 'offer_choices')).toMatchObject({ reason: 'writing', phrase: 'Happy Birthday', skus: ['chocolate-fudge-whole', 'carrot-whole'] });
    expect(state.draft.items.every((item) => !item.message)).toBe(true);
    expect(written([...two, 'put Happy Birthday on it', 'the chocolate one'])).toEqual(['chocolate-fudge-whole: Happy Birthday', 'carrot-whole: -']);
    expect(written([...two, 'put Happy Birthday on it', 'both'])).toEqual(['chocolate-fudge-whole: Happy Birthday', 'carrot-whole: Happy Birthday']);
  });

  it('"Happy Birthday on both" and "write Happy Birthday on both cakes" write the words on each, without "on both"', () => {
    expect(written([...two, 'Happy Birthday on both'])).toEqual(['chocolate-fudge-whole: Happy Birthday', 'carrot-whole: Happy Birthday']);
    expect(written([...two, 'write Happy Birthday on both cakes'])).toEqual(['chocolate-fudge-whole: Happy Birthday', 'carrot-whole: Happy Birthday']);
    expect(written(['a fudge cake and a carrot cake for sat at 2, Happy Birthday Mia on both'])).toEqual(['chocolate-fudge-whole: Happy Birthday Mia', 'carrot-whole: Happy Birthday Mia']);
  });

  it('a cake named takes the words without a question', () => {
    expect(written([...two, 'put Happy Birthday on the carrot'])).toEqual(['chocolate-fudge-whole: -', 'carrot-whole: Happy Birthday']);
  });
});
