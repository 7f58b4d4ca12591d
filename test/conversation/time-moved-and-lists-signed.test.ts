import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { readTimeShift } from '../../src/conversation/english/read-time-shift.js';
import { converse } from '../helpers/converse.js';

// "an hour earlier", "push it back a day": the time on the order moved by an amount, never a time
// counted from now. And a list signed with the customer's name on its last line.

const local = (iso: string | null) => DateTime.fromISO(iso as string).setZone('America/Chicago').toFormat('ccc HH:mm');

describe('the order\'s time moved by an amount', () => {
  it('reads how far and which way', () => {
    expect(readTimeShift('can u push it back half an hour')?.minutes).toBe(30);
    expect(readTimeShift('can we make it an hour earlier?')?.minutes).toBe(-60);
    expect(readTimeShift('oh, could we push that back a day, same time?')?.minutes).toBe(24 * 60);
    expect(readTimeShift('move it up an hour')?.minutes).toBe(-60);
    expect(readTimeShift('an hour and a half later please')?.minutes).toBe(90);
  });

  it('reads no move in a time, a lateness or a delay from now', () => {
    for (const text of ['push it to 5', 'i might be 10 min late', 'in an hour']) expect(readTimeShift(text), text).toBeNull();
  });

  it('"can u push it back half an hour" at the read-back moves 1 PM to 1:30 PM, not to a time counted from now', () => {
    const { state, acts } = converse(['whole lemon cake tmrw at 1pm pickup. Nell Ortiz', 'can u push it back half an hour']);
    expect(local(state.draft.datetime)).toBe('Sat 13:30');
    expect(acts.map((act) => act.type)).toEqual(['summary']);
  });

  it('"an hour earlier" and "push that back a day, same time" move Sunday 3 PM and Saturday 3 PM', () => {
    expect(local(converse(['whole vanilla cake sun 3pm pickup, Jade Kim', 'can we make it an hour earlier?']).state.draft.datetime)).toBe('Sun 14:00');
    expect(local(converse(['a whole red velvet cake for tomorrow at three, pick up, Nina Cole', 'oh, could we push that back a day, same time?']).state.draft.datetime)).toBe('Sun 15:00');
  });

  it('a move to before the notice allows is refused like any time', () => {
    const { acts } = converse(['whole vanilla cake tomorrow at 10:30am pickup, Jade Kim', 'can we make it an hour earlier?']);
    expect(acts).toContainEqual(expect.objectContaining({ type: 'order_problem' }));
  });

  it('after placing, a move asks staff to change the placed order', () => {
    const { acts } = converse(['whole lemon cake tmrw at 1pm pickup. Nell Ortiz', 'yes', 'can u push it back half an hour'], 'sms', { place: true });
    expect(acts).toContainEqual(expect.objectContaining({ type: 'handoff', reason: 'change_placed' }));
  });
});

describe('a list signed on its last line', () => {
  it('"Dina Ross" and "kim" under a list are the name', () => {
    expect(converse(['SATURDAY ORDER\n1 whole red velvet\n1 whole chocolate fudge\npick up 2pm\nDina Ross']).state.draft.name).toBe('Dina Ross');
    expect(converse(['heres my ordr\n-carot slice x3\n-red velvit slice x2\n-vanila slice x1\npick up 2day 3pm pls\nkim']).state.draft.name).toBe('Kim');
  });

  it('a last line that is a thanks, a time or a product is no name', () => {
    for (const last of ['thanks!', 'see you then', 'tomorrow', 'red velvet']) {
      expect(converse([`order\n2 lemon slices\n3 carrot slices at 4 today\n${last}`]).state.draft.name, last).toBeNull();
    }
  });
});
