import type { types } from '@slack/bolt';
import type { DateTime } from 'luxon';
import type { BakerySettings } from '../../src/settings/bakery-settings.js';
import { settingsSummary } from './settings-text.js';

// The owner's panel as Block Kit views: a modal with what is in force and a button per kind of
// change, each opening its own small form. Ids here are the contract with owner-panel.ts.

export const PANEL_VIEW = 'owner_panel';
export const PAUSE_VIEW = 'owner_pause';
export const CLOSED_DAY_VIEW = 'owner_closed_day';
export const SPECIAL_HOURS_VIEW = 'owner_special_hours';
export const CAPACITY_VIEW = 'owner_capacity';

export const OPEN_FORM_ACTION = 'owner_open_form';
export const RESUME_ACTION = 'owner_resume';

type View = types.ModalView;
type Block = types.KnownBlock;

const plain = (text: string) => ({ type: 'plain_text' as const, text, emoji: true });
const modal = (callbackId: string, title: string, blocks: Block[], submit?: string): View => ({
  type: 'modal',
  callback_id: callbackId,
  title: plain(title),
  close: plain(submit ? 'Cancel' : 'Close'),
  ...(submit ? { submit: plain(submit) } : {}),
  blocks,
});
const input = (blockId: string, label: string, element: types.InputBlock['element'], optional = false, hint?: string): Block => ({
  type: 'input',
  block_id: blockId,
  label: plain(label),
  element,
  optional,
  ...(hint ? { hint: plain(hint) } : {}),
});
const formButton = (text: string, form: string, style?: 'primary' | 'danger'): types.Button => ({
  type: 'button',
  action_id: `${OPEN_FORM_ACTION}:${form}`,
  text: plain(text),
  value: form,
  ...(style ? { style } : {}),
});

export function panelView(settings: BakerySettings, now: DateTime, paused: boolean): View {
  return modal(PANEL_VIEW, 'Bakery settings', [
    { type: 'section', text: { type: 'mrkdwn', text: settingsSummary(settings, now) } },
    {
      type: 'actions',
      block_id: 'owner_actions',
      elements: [
        paused ? { type: 'button', action_id: RESUME_ACTION, text: plain('Resume ordering'), style: 'primary', value: 'resume' } : formButton('Pause ordering', PAUSE_VIEW, 'danger'),
        formButton('Closed days', CLOSED_DAY_VIEW),
        formButton('Special hours', SPECIAL_HOURS_VIEW),
        formButton('Capacity', CAPACITY_VIEW),
      ],
    },
    { type: 'context', elements: [{ type: 'mrkdwn', text: 'Every change is announced in the staff channel. Times are Central.' }] },
  ]);
}

export function pauseView(): View {
  return modal(PAUSE_VIEW, 'Pause ordering', [
    input('reason', 'Reason (staff only)', { type: 'plain_text_input', action_id: 'value', max_length: 300 }, true),
    input('resume_day', 'Resume on', { type: 'datepicker', action_id: 'value' }, true, 'Leave empty to pause until someone resumes.'),
    input('resume_time', 'Resume at', { type: 'timepicker', action_id: 'value' }, true, 'Central Time; 8:00 AM when only a day is given.'),
  ], 'Pause');
}

export function closedDayView(): View {
  return modal(CLOSED_DAY_VIEW, 'Closed days', [
    input('day', 'Day', { type: 'datepicker', action_id: 'value' }),
    input('change', 'Change', {
      type: 'radio_buttons',
      action_id: 'value',
      initial_option: { text: plain('Closed all day'), value: 'close_day' },
      options: [
        { text: plain('Closed all day'), value: 'close_day' },
        { text: plain('Open again'), value: 'open_day' },
      ],
    }),
  ], 'Save');
}

export function specialHoursView(): View {
  return modal(SPECIAL_HOURS_VIEW, 'Special hours', [
    input('day', 'Day', { type: 'datepicker', action_id: 'value' }),
    input('opens', 'Opens', { type: 'timepicker', action_id: 'value' }, true),
    input('closes', 'Closes', { type: 'timepicker', action_id: 'value' }, true),
    input('usual', 'Usual hours', { type: 'checkboxes', action_id: 'value', options: [{ text: plain('Back to the usual 8 AM to 8 PM'), value: 'usual' }] }, true),
  ], 'Save');
}

export function capacityView(settings: BakerySettings): View {
  const { ordersPerSlot, cakesPerDay } = settings.capacity;
  const number = (initial: number | null): types.NumberInput => ({
    type: 'number_input',
    action_id: 'value',
    is_decimal_allowed: false,
    min_value: '1',
    max_value: '10000',
    ...(initial !== null ? { initial_value: String(initial) } : {}),
  });
  return modal(CAPACITY_VIEW, 'Capacity', [
    input('per_slot', 'Orders per 15-minute pickup slot', number(ordersPerSlot), true, 'Empty: no limit.'),
    input('cakes_per_day', 'Whole and custom cakes per day', number(cakesPerDay), true, 'Empty: no limit.'),
  ], 'Save');
}

export const FORMS: Record<string, (settings: BakerySettings) => View> = {
  [PAUSE_VIEW]: pauseView,
  [CLOSED_DAY_VIEW]: closedDayView,
  [SPECIAL_HOURS_VIEW]: specialHoursView,
  [CAPACITY_VIEW]: capacityView,
};
