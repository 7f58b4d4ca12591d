import type { AckFn, App, BlockAction, RespondArguments, SlashCommand, ViewSubmitAction } from '@slack/bolt';
import type { FastifyBaseLogger } from 'fastify';
import { DateTime } from 'luxon';
import type { Clock } from '../../src/clock.js';
import type { Config } from '../../src/config.js';
import { BAKERY_ZONE } from '../../src/orders/business-time.js';
import { activePause, type SettingsChange, settingsChangeSchema } from '../../src/settings/bakery-settings.js';
import type { SettingsStore } from '../../src/settings/settings-store.js';
import { CAPACITY_VIEW, CLOSED_DAY_VIEW, FORMS, OPEN_FORM_ACTION, panelView, PAUSE_VIEW, RESUME_ACTION, SPECIAL_HOURS_VIEW } from './owner-views.js';

// The owner's panel: `/bakery` (or `/orders settings`) opens it; only members of the staff
// channel and the configured owners may change anything, and everyone else is told so politely.
// Every change goes through the settings store, which records and announces it.

export type OwnerPanelDeps = { config: Config; settings: SettingsStore; clock: Clock; log: FastifyBaseLogger };

type Client = App['client'];

export const NOT_ALLOWED_TEXT =
  "Sorry, only the bakery's staff can change its settings. If you should be able to, please ask the owner to add you to the staff channel.";

/** Whether a slash command asks for the owner's panel rather than the staff queue. */
export function wantsOwnerPanel(command: Pick<SlashCommand, 'command' | 'text'>): boolean {
  return command.command === '/bakery' || /^(settings|panel|owner)\b/i.test(command.text.trim());
}

export function createOwnerPanel(deps: OwnerPanelDeps) {
  const actorOf = (userId: string) => `<@${userId}>`;

  async function mayChange(client: Client, userId: string): Promise<boolean> {
    if (deps.config.staffDesk.ownerUserIds.includes(userId)) return true;
    const channel = deps.config.slack.staffChannel;
    if (!channel) return false;
    try {
      let cursor: string | undefined;
      do {
        const page = await client.conversations.members({ channel, limit: 1000, ...(cursor ? { cursor } : {}) });
        if (page.members?.includes(userId)) return true;
        cursor = page.response_metadata?.next_cursor || undefined;
      } while (cursor);
    } catch (error) {
      deps.log.warn({ err: error }, 'slack: could not read the staff channel members; settings stay unchanged');
    }
    return false;
  }

  async function currentPanel() {
    const settings = await deps.settings.current();
    const now = deps.clock();
    return panelView(settings, now, activePause(settings, now.toMillis()) !== null);
  }

  async function change(userId: string, settingsChange: SettingsChange) {
    await deps.settings.change(actorOf(userId), settingsChange);
  }

  return {
    async command({ ack, command, client }: { ack: AckFn<string | RespondArguments>; command: SlashCommand; client: Client }) {
      if (!(await mayChange(client, command.user_id))) return ack({ response_type: 'ephemeral', text: NOT_ALLOWED_TEXT });
      await ack();
      await client.views.open({ trigger_id: command.trigger_id, view: await currentPanel() });
    },

    register(app: App) {
      app.action<BlockAction>(new RegExp(`^${OPEN_FORM_ACTION}:`), async ({ ack, action, body, client, respond }) => {
        await ack();
        if (!(await mayChange(client, body.user.id))) return void (await respond({ response_type: 'ephemeral', text: NOT_ALLOWED_TEXT }).catch(() => {}));
        const form = action.type === 'button' ? FORMS[action.value ?? ''] : undefined;
        if (!form) return;
        await client.views.push({ trigger_id: body.trigger_id, view: form(await deps.settings.current()) });
      });

      app.action<BlockAction>(RESUME_ACTION, async ({ ack, body, client }) => {
        await ack();
        if (!(await mayChange(client, body.user.id))) return;
        await change(body.user.id, { kind: 'resume' });
        if (body.view?.id) await client.views.update({ view_id: body.view.id, view: await currentPanel() });
      });

      const submission = (callbackId: string, read: (values: FormValues, now: DateTime) => unknown) =>
        app.view<ViewSubmitAction>(callbackId, async ({ ack, body, view, client }) => {
          const firstBlock = view.blocks[0]?.block_id ?? 'day';
          if (!(await mayChange(client, body.user.id))) return ack({ response_action: 'errors', errors: { [firstBlock]: NOT_ALLOWED_TEXT } });
          const values = formValues(view.state.values);
          const read_ = read(values, deps.clock());
          if (typeof read_ === 'object' && read_ !== null && 'error' in read_) {
            const { block, error } = read_ as { block: string; error: string };
            return ack({ response_action: 'errors', errors: { [block]: error } });
          }
          const parsed = settingsChangeSchema.safeParse(read_);
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            const field = String(issue?.path.at(-1) ?? '');
            return ack({ response_action: 'errors', errors: { [BLOCK_OF_FIELD[field] ?? firstBlock]: issue?.message ?? 'Please check this value.' } });
          }
          await change(body.user.id, parsed.data);
          await ack({ response_action: 'clear' });
        });

      submission(PAUSE_VIEW, readPause);
      submission(CLOSED_DAY_VIEW, (values) => ({ kind: values.change ?? 'close_day', day: values.day }));
      submission(SPECIAL_HOURS_VIEW, (values) => {
        if (values.usual) return { kind: 'usual_hours', day: values.day };
        if (!values.opens || !values.closes) return { error: 'Choose when the bakery opens and closes that day, or tick the usual hours.', block: values.opens ? 'closes' : 'opens' };
        return { kind: 'special_hours', day: values.day, opens: values.opens, closes: values.closes };
      });
      submission(CAPACITY_VIEW, (values) => ({ kind: 'capacity', ordersPerSlot: numberOrNull(values.per_slot), cakesPerDay: numberOrNull(values.cakes_per_day) }));
    },
  };
}

const BLOCK_OF_FIELD: Record<string, string> = { day: 'day', opens: 'opens', closes: 'closes', ordersPerSlot: 'per_slot', cakesPerDay: 'cakes_per_day', reason: 'reason', resumeAt: 'resume_day' };

type FormValues = Record<string, string | undefined>;

/** Each input's value by block id, whatever its element (we give every element action_id "value"). */
function formValues(state: ViewSubmitAction['view']['state']['values']): FormValues {
  const values: FormValues = {};
  for (const [blockId, actions] of Object.entries(state)) {
    const element = actions.value as Record<string, unknown> | undefined;
    if (!element) continue;
    const option = element.selected_option as { value?: string } | null | undefined;
    const options = element.selected_options as Array<{ value?: string }> | undefined;
    const value = element.selected_date ?? element.selected_time ?? option?.value ?? options?.[0]?.value ?? element.value;
    values[blockId] = typeof value === 'string' && value !== '' ? value : undefined;
  }
  return values;
}

function numberOrNull(value: string | undefined): number | null {
  return value === undefined ? null : Number(value);
}

/** The resume time in Central: a day alone means 8 AM; a time alone means its next occurrence. */
function readPause(values: FormValues, now: DateTime) {
  const reason = values.reason?.trim() || null;
  if (!values.resume_day && !values.resume_time) return { kind: 'pause', reason, resumeAt: null };
  const local = now.setZone(BAKERY_ZONE);
  let resume = DateTime.fromISO(`${values.resume_day ?? local.toISODate()}T${values.resume_time ?? '08:00'}`, { zone: BAKERY_ZONE });
  if (!values.resume_day && resume <= local) resume = resume.plus({ days: 1 });
  if (!resume.isValid) return { error: 'Choose a valid day and time.', block: 'resume_day' };
  if (resume <= local) return { error: 'The resume time has already passed. Choose a later one.', block: 'resume_day' };
  return { kind: 'pause', reason, resumeAt: resume.toUTC().toISO() };
}
