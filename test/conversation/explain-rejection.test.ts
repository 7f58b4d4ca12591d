import { describe, expect, it } from 'vitest';
import { explainRejection } from '../../src/conversation/explain-rejection.js';
import { appError } from '../../src/errors.js';

describe('explaining the core’s refusals in plain words', () => {
  it('a closed day names the day, asks for another and forgets the time', () => {
    const refusal = appError('bakery_closed', { day: '2026-11-26', dayText: 'Thu, Nov 26' });
    expect(explainRejection(refusal.code, refusal.message)).toEqual({
      text: 'Sorry, we are closed on Thu, Nov 26. What other day and time would work?',
      awaiting: 'datetime',
      clear: 'datetime',
    });
  });

  it('a closed-day refusal worded otherwise still asks for another day', () => {
    expect(explainRejection('bakery_closed', 'closed').text).toBe('Sorry, we are closed that day. What other day and time would work?');
  });

  it('a slice for delivery asks for pickup, keeping the order as it is', () => {
    const refusal = appError('slice_pickup_only', { index: 0, sku: 'carrot-slice', name: 'Carrot Cake Slice' });
    expect(explainRejection(refusal.code, refusal.message)).toMatchObject({ text: expect.stringMatching(/^Slices are sold in the bakery only/), awaiting: 'fulfillment', clear: null });
  });
});
