// The one module that owns the order state machine. Spec section 3 names the placement states;
// what happens after placement is the decision recorded in docs/api-decisions.md.
//
//   needs_approval --approve--> confirmed        held_overnight --release (8 AM)--> pending
//   needs_approval --decline--> declined          held_overnight --approve--> confirmed
//   pending --approve--> confirmed                held_overnight / pending --decline--> declined
//   any open state or confirmed --cancel--> cancelled
//   confirmed / pending --review--> needs_approval  (an allergy the customer reports after placing)
//
// `duplicate` is a placement outcome only: no order is stored in it, so nothing moves from it.

export const ORDER_STATES = [
  'pending',
  'confirmed',
  'needs_approval',
  'held_overnight',
  'duplicate',
  'declined',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const PLACEMENT_STATES = ['confirmed', 'needs_approval', 'held_overnight'] as const;
export type PlacementState = (typeof PLACEMENT_STATES)[number];

export const ORDER_ACTIONS = ['approve', 'decline', 'cancel', 'release', 'review'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

const transitions: Record<OrderAction, Partial<Record<OrderState, OrderState>>> = {
  approve: { needs_approval: 'confirmed', held_overnight: 'confirmed', pending: 'confirmed' },
  decline: { needs_approval: 'declined', held_overnight: 'declined', pending: 'declined' },
  cancel: {
    needs_approval: 'cancelled',
    held_overnight: 'cancelled',
    pending: 'cancelled',
    confirmed: 'cancelled',
  },
  release: { held_overnight: 'pending' },
  // Staff look again before the order is made: it now carries an allergy note.
  review: { confirmed: 'needs_approval', pending: 'needs_approval' },
};

export type TransitionCheck =
  | { allowed: true; from: OrderState; to: OrderState }
  | { allowed: false; from: OrderState; reason: string };

export function nextState(from: OrderState, action: OrderAction): TransitionCheck {
  const to = transitions[action][from];
  if (to) return { allowed: true, from, to };
  return { allowed: false, from, reason: `an order that is ${from.replace('_', ' ')} cannot be ${pastTense[action]}` };
}

const pastTense: Record<OrderAction, string> = {
  approve: 'approved',
  decline: 'declined',
  cancel: 'cancelled',
  release: 'released from the overnight hold',
  review: 'sent back for review',
};

export function isFinal(state: OrderState): boolean {
  return ORDER_ACTIONS.every((action) => !transitions[action][state]);
}

// What the status endpoint says about each state, in words a customer can be told.
export const STATE_NOTES: Record<OrderState, string> = {
  pending: 'Released from the overnight hold; staff are confirming it this morning.',
  confirmed: 'Confirmed.',
  needs_approval: 'Waiting for staff to review and confirm it.',
  held_overnight: 'Placed after hours; staff confirm it after 8 AM Central Time.',
  duplicate: 'Same as an earlier order; not placed again.',
  declined: 'Declined by staff.',
  cancelled: 'Cancelled.',
};
