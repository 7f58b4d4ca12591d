import { hasUnstorableCharacters } from '../../src/storable-text.js';
import type { SlackBody } from './slack-body.js';

// bolt trusts the shape of what it is handed: an event_callback whose event is null, a click
// without a user or a view_submission with an empty view throw inside it, which was a 500 and
// made Slack retry. Slack never sends these; a signed one is refused with a 400 before bolt runs.

const INTERACTIVE_TYPES = new Set(['block_actions', 'block_suggestion', 'view_submission', 'view_closed', 'shortcut', 'message_action']);

type Shape = Record<string, unknown>;

const isObject = (value: unknown): value is Shape => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && !hasUnstorableCharacters(value);

/** The first field that is missing or malformed for the body's kind, or null when bolt may have it. */
export function malformedSlackField(body: SlackBody): string | null {
  // A slash command is a plain form: no type, a command and the user who typed it.
  if (body.type === undefined && body.command !== undefined) {
    if (!isId(body.command)) return 'command';
    return isId(body.user_id) ? null : 'user_id';
  }
  if (!isId(body.type)) return 'type';
  if (body.type === 'event_callback') {
    if (body.event_id !== undefined && !isId(body.event_id)) return 'event_id';
    if (!isObject(body.event)) return 'event';
    return isId(body.event.type) ? null : 'event.type';
  }
  if (INTERACTIVE_TYPES.has(body.type)) {
    if (!isObject(body.user) || !isId(body.user.id)) return 'user.id';
    if (body.type === 'block_actions') {
      if (!Array.isArray(body.actions) || body.actions.length === 0) return 'actions';
      if (!body.actions.every((action) => isObject(action) && isId(action.action_id))) return 'actions[].action_id';
    }
    if (body.type === 'view_submission' || body.type === 'view_closed') {
      if (!isObject(body.view) || !isId(body.view.id)) return 'view.id';
    }
  }
  // Other types (app_rate_limited, …) have no listener: bolt acknowledges nothing and we answer 200.
  return null;
}
