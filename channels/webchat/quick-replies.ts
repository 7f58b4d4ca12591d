import { ASK_ADDRESS, ASK_FULFILLMENT, ASK_NAME, ASK_PHONE, ASK_WHEN } from '../../src/conversation/replies.js';

// Buttons for the answers customers give most, chosen from the assistant's last question. The
// questions come from the conversation's own constants, so a reworded question cannot silently
// lose its buttons (test/channels/webchat/quick-replies.test.ts walks them). Every button just
// sends its label as if typed: the conversation understands all of them.

const ALWAYS = ['Menu', 'Start over'];

export function quickReplies(assistantText: string): string[] {
  // Free-text answers (a name, a phone, an address): buttons would only get in the way.
  if ([ASK_NAME, ASK_PHONE, ASK_ADDRESS].some((question) => assistantText.includes(question))) return [];
  if (assistantText.includes(ASK_FULFILLMENT)) return ['Pickup', 'Delivery', ...ALWAYS];
  if (assistantText.includes(ASK_WHEN) || /^What time on /.test(assistantText)) return ['Tomorrow at 2 PM', ...ALWAYS];
  if (/Reply YES to place it/.test(assistantText)) return ['Yes', 'No', 'Start over'];
  // "Which would you like: 1) ...; 2) ...?" and "Did you mean one of these: 1) ...": the numbers.
  const numbered = [...assistantText.matchAll(/(?:^|[:;]\s)(\d)\) /g)].map((match) => match[1] as string);
  if (numbered.length >= 2) return [...numbered, ...ALWAYS];
  return ['Menu', 'Hours', 'Order status', 'Talk to a person'];
}
