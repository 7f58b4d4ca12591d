import { describe, expect, it } from 'vitest';
import { quickReplies } from '../../../channels/webchat/quick-replies.js';
import { ASK_ADDRESS, ASK_FULFILLMENT, ASK_NAME, ASK_PHONE, ASK_WHEN, GREETING_TEXT, askTime } from '../../../src/conversation/replies.js';

describe('quick replies follow the assistant’s question', () => {
  it.each([
    [ASK_FULFILLMENT, ['Pickup', 'Delivery', 'Menu', 'Start over']],
    [ASK_WHEN, ['Tomorrow at 2 PM', 'Menu', 'Start over']],
    [askTime('2026-11-21'), ['Tomorrow at 2 PM', 'Menu', 'Start over']],
    ['Here is your order: 1 x Carrot Cake Slice (regular) 6.50 USD. Reply YES to place it, or tell me what to change.', ['Yes', 'No', 'Start over']],
    ['Which would you like: 1) Carrot Cake (whole, 8-inch), 46.00 USD; 2) Carrot Cake (slice), 6.50 USD?', ['1', '2', 'Menu', 'Start over']],
    ['Sorry, we do not have "x" on our menu. Did you mean one of these: 1) A, 1.00 USD; 2) B, 2.00 USD; 3) C, 3.00 USD?', ['1', '2', '3', 'Menu', 'Start over']],
    [ASK_NAME, []],
    [ASK_PHONE, []],
    [ASK_ADDRESS, []],
    [GREETING_TEXT, ['Menu', 'Hours', 'Order status', 'Talk to a person']],
  ])('%s', (text, expected) => {
    expect(quickReplies(text)).toEqual(expected);
  });
});
