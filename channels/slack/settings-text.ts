import { DateTime } from 'luxon';
import type { SettingsChangeRow } from '../../src/db/settings-repository.js';
import { formatDay, formatLocal } from '../../src/orders/business-time.js';
import { activePause, type BakerySettings, type DayHours, type SettingsChange } from '../../src/settings/bakery-settings.js';
import type { SlackMessage } from './blocks.js';
import { escapeMrkdwn } from './slack-text.js';

// The owner's settings in staff words: the channel's announcement of a change, and the panel's
// summary of what is in force.

/** "8:00 AM" for "08:00". */
export function clockWords(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  if (hours === 24) return 'midnight';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

export const hoursWords = (hours: DayHours): string => `${clockWords(hours.opens)} to ${clockWords(hours.closes)}`;

const instantWords = (iso: string): string => formatLocal(DateTime.fromISO(iso, { zone: 'utc' }));

export function changeWords(change: SettingsChange): string {
  switch (change.kind) {
    case 'pause': {
      const until = change.resumeAt ? ` until ${instantWords(change.resumeAt)} (Central)` : ' until further notice';
      return `paused online ordering${until}${change.reason ? `: ${escapeMrkdwn(change.reason)}` : ''}`;
    }
    case 'resume':
      return 'resumed online ordering';
    case 'close_day':
      return `closed the bakery on ${formatDay(change.day)}`;
    case 'open_day':
      return `reopened the bakery on ${formatDay(change.day)}`;
    case 'special_hours':
      return `set hours for ${formatDay(change.day)}: ${hoursWords(change)}`;
    case 'usual_hours':
      return `put ${formatDay(change.day)} back on the usual hours`;
    case 'capacity':
      return `set capacity: ${limitWords(change.ordersPerSlot, 'orders per 15-minute pickup slot')}, ${limitWords(change.cakesPerDay, 'whole and custom cakes per day')}`;
  }
}

const limitWords = (value: number | null, what: string) => (value === null ? `no limit on ${what}` : `at most ${value} ${what}`);

export function settingsChangeAnnouncement(row: SettingsChangeRow): SlackMessage {
  const text = `:gear: ${row.actor} ${changeWords(row.change)}.`;
  return { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] };
}

/** What is in force now, for the panel. */
export function settingsSummary(settings: BakerySettings, now: DateTime): string {
  const lines: string[] = [];
  const pause = activePause(settings, now.toMillis());
  if (pause) {
    const until = pause.resumeAt ? `until ${instantWords(pause.resumeAt)}` : 'until someone resumes it';
    lines.push(`:double_vertical_bar: *Online ordering is paused* ${until}${pause.reason ? ` (${escapeMrkdwn(pause.reason)})` : ''}.`);
  } else {
    lines.push(':white_check_mark: *Online ordering is open.*');
  }
  const today = now.setZone('America/Chicago').toISODate() as string;
  const closed = settings.closedDays.filter((day) => day >= today);
  lines.push(`*Closed days:* ${closed.length > 0 ? closed.map(formatDay).join(', ') : 'none coming'}`);
  const special = Object.entries(settings.specialHours)
    .filter(([day]) => day >= today)
    .sort(([a], [b]) => a.localeCompare(b));
  lines.push(`*Special hours:* ${special.length > 0 ? special.map(([day, hours]) => `${formatDay(day)} ${hoursWords(hours)}`).join('; ') : 'none coming'}`);
  const { ordersPerSlot, cakesPerDay } = settings.capacity;
  lines.push(`*Capacity:* ${ordersPerSlot ?? 'no limit on'} orders per 15-minute slot, ${cakesPerDay ?? 'no limit on'} whole and custom cakes per day`);
  return lines.join('\n');
}
