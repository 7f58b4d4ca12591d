import { describe, expect, it } from 'vitest';
import { isFinal, nextState, ORDER_ACTIONS, ORDER_STATES, type OrderAction, type OrderState } from '../../src/orders/order-states.js';

// Every (state, action) pair: the allowed moves are listed; everything else must be refused.
const allowed: Array<[OrderState, OrderAction, OrderState]> = [
  ['needs_approval', 'approve', 'confirmed'],
  ['needs_approval', 'decline', 'declined'],
  ['needs_approval', 'cancel', 'cancelled'],
  ['held_overnight', 'release', 'pending'],
  ['held_overnight', 'approve', 'confirmed'],
  ['held_overnight', 'decline', 'declined'],
  ['held_overnight', 'cancel', 'cancelled'],
  ['pending', 'approve', 'confirmed'],
  ['pending', 'decline', 'declined'],
  ['pending', 'cancel', 'cancelled'],
  ['confirmed', 'cancel', 'cancelled'],
  ['confirmed', 'review', 'needs_approval'],
  ['pending', 'review', 'needs_approval'],
];

describe('the order state machine', () => {
  for (const [from, action, to] of allowed) {
    it(`${action} moves ${from} to ${to}`, () => {
      expect(nextState(from, action)).toEqual({ allowed: true, from, to });
    });
  }

  const forbidden = ORDER_STATES.flatMap((from) =>
    ORDER_ACTIONS.filter((action) => !allowed.some(([f, a]) => f === from && a === action)).map((action) => [from, action] as const),
  );
  for (const [from, action] of forbidden) {
    it(`refuses to ${action} an order that is ${from}`, () => {
      const check = nextState(from, action);
      expect(check.allowed).toBe(false);
      if (!check.allowed) expect(check.reason).toContain(from.replace('_', ' '));
    });
  }

  it('covers all 28 state and action pairs', () => {
    expect(allowed.length + forbidden.length).toBe(ORDER_STATES.length * ORDER_ACTIONS.length);
  });

  it('declined, cancelled and duplicate are final; confirmed can still be cancelled', () => {
    expect(ORDER_STATES.filter(isFinal)).toEqual(['duplicate', 'declined', 'cancelled']);
  });
});
