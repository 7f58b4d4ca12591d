import { DateTime } from 'luxon';
import type { StoredOrder } from '../../src/db/orders-repository.js';
import { formatDay, formatLocal } from '../../src/orders/business-time.js';
import { formatUsd } from '../../src/orders/money.js';
import { type Block, decisionActions, orderAlert, type SlackMessage } from './blocks.js';
import { channelName, escapeMrkdwn, reasonWords, statusWords } from './slack-text.js';

// The staff queue in Slack: `/orders` lists what waits for a person with its buttons, an order
// waiting too long is raised again, and closing time brings the day's summary.

// Slack allows 50 blocks a message; two per order plus a header and a footer.
export const QUEUE_MAX_LISTED = 20;

/** "42 min", "3 h 05 min", "2 days". */
export function ageWords(since: Date, now: DateTime): string {
  const minutes = Math.max(0, Math.floor((now.toMillis() - since.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(minutes / 1440)} days`;
}

const mrkdwn = (text: string) => ({ type: 'mrkdwn' as const, text });

function queueEntry(order: StoredOrder, now: DateTime): Block[] {
  const reasons = order.escalationReasons.length > 0 ? order.escalationReasons.map(reasonWords).join(', ') : 'Released from the overnight hold';
  const items = order.items.map((item) => `${item.qty} × ${item.name}`).join(', ');
  return [
    {
      type: 'section',
      text: mrkdwn(
        `*\`${order.id}\`* · ${statusWords(order.status)} · waiting *${ageWords(order.updatedAt, now)}*\n` +
          `${escapeMrkdwn(items)} · ${formatUsd(order.totalCents)} · ${channelName(order.channel)}\n` +
          `For ${formatLocal(DateTime.fromJSDate(order.requestedAt))} · _${reasons}_`,
      ),
    },
    decisionActions(order.id),
  ];
}

export function staffQueueMessage(waiting: StoredOrder[], heldOvernight: number, now: DateTime): SlackMessage {
  const held = heldOvernight > 0 ? `${heldOvernight} more held overnight until the 8 AM release.` : '';
  if (waiting.length === 0) {
    const text = `No orders are waiting for a person.${held ? ` ${held}` : ''}`;
    return { text, blocks: [{ type: 'section', text: mrkdwn(text) }] };
  }
  const listed = waiting.slice(0, QUEUE_MAX_LISTED);
  const footer = [
    waiting.length > QUEUE_MAX_LISTED ? `Only the oldest ${QUEUE_MAX_LISTED} are listed.` : '',
    held,
  ].filter(Boolean);
  return {
    text: `${waiting.length} order${waiting.length === 1 ? '' : 's'} waiting for a person`,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: `Waiting for a person (${waiting.length}), oldest first` } },
      ...listed.flatMap((order) => queueEntry(order, now)),
      ...(footer.length > 0 ? [{ type: 'context', elements: [mrkdwn(footer.join(' '))] } as Block] : []),
    ],
  };
}

export function orderReminder(order: StoredOrder, now: DateTime): SlackMessage {
  const alert = orderAlert(order);
  const text = `:alarm_clock: Order ${order.id} has been waiting ${ageWords(order.updatedAt, now)} for a person`;
  return { text, blocks: [{ type: 'section', text: mrkdwn(`*${text}.*`) }, ...alert.blocks] };
}

export function dailySummary(day: string, placed: StoredOrder[], stillWaiting: StoredOrder[]): SlackMessage {
  const count = (key: (order: StoredOrder) => string) => {
    const counts = new Map<string, number>();
    for (const order of placed) counts.set(key(order), (counts.get(key(order)) ?? 0) + 1);
    return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([name, n]) => `${name}: ${n}`).join(' · ') || 'none';
  };
  const taken = placed.filter((order) => order.status !== 'declined' && order.status !== 'cancelled');
  const total = taken.reduce((sum, order) => sum + order.totalCents, 0);
  const waitingLines = stillWaiting.map((order) => `• \`${order.id}\` · ${statusWords(order.status)} · for ${formatLocal(DateTime.fromJSDate(order.requestedAt))}`);
  const text = `Summary of ${formatDay(day)}: ${placed.length} order${placed.length === 1 ? '' : 's'} placed, ${formatUsd(total)}`;
  return {
    text,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: `:bar_chart: ${formatDay(day)}: the day's orders` } },
      {
        type: 'section',
        fields: [
          mrkdwn(`*Orders placed*\n${placed.length}`),
          mrkdwn(`*Total (not declined or cancelled)*\n${formatUsd(total)}`),
          mrkdwn(`*By status*\n${count((order) => statusWords(order.status))}`),
          mrkdwn(`*By channel*\n${count((order) => channelName(order.channel))}`),
        ],
      },
      {
        type: 'section',
        text: mrkdwn(stillWaiting.length > 0 ? `*Still waiting for a person (${stillWaiting.length})*\n${waitingLines.slice(0, 30).join('\n')}` : '*Nothing is waiting for a person.*'),
      },
    ],
  };
}
