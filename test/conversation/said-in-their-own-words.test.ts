import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { converse } from '../helpers/converse.js';

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
  });

  it('"green w red berries" on a custom cake is its design, not a red velvet flavour', () => {
    const { state } = converse(['custom cake 10 inch, christmas tree design in green w red berries, "Merry Christmas Nana", pickup christmas eve 10am']);
    expect(state.draft.items).toEqual([expect.objectContaining({ sku: 'custom', size: '10-inch' })]);
    expect(state.draft.items[0]?.notes).toMatch(/green w red berries/);
    expect(state.draft.items[0]?.notes).not.toMatch(/velvet/i);
  });
});
