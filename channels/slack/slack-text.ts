import { LIMITS } from '../../src/orders/order-schemas.js';
import type { EscalationReason } from '../../src/orders/decide-order.js';
import { formatUsd } from '../../src/orders/money.js';

// Words staff read in Slack. Customer text is escaped everywhere it appears: a name such as
// "<!channel>" must show as typed, not ping the whole channel.

/** Slack's mrkdwn treats only &, < and > as control characters. */
export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Block Kit refuses texts over a limit (3000 for a section); an ellipsis marks the cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

const CHANNEL_NAMES: Record<string, string> = {
  web: 'Website',
  webchat: 'Web chat',
  voice: 'Phone call',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  ig: 'Instagram',
  fb: 'Facebook Messenger',
};

export const channelName = (channel: string): string => CHANNEL_NAMES[channel] ?? channel;

const REASON_WORDS: Record<EscalationReason, string> = {
  custom_cake: 'Custom cake',
  total_over_limit: `Total over ${formatUsd(LIMITS.autoConfirmCeilingCents)}`,
  allergy_notes: 'Allergy notes',
  delivery: 'Delivery',
  placed_overnight: 'Placed overnight',
};

export const reasonWords = (reason: EscalationReason): string => REASON_WORDS[reason] ?? reason;

/** "needs_approval" → "needs approval". */
export const statusWords = (status: string): string => status.replace(/_/g, ' ');
