// Slack sends three kinds of body to the one request URL: Events API JSON, interactivity as a
// form with a `payload` field holding JSON, and slash commands as plain form fields.

export type SlackBody = Record<string, unknown>;

/** The body as an object, or null when it is not one of Slack's shapes. */
export function parseSlackBody(rawBody: string, contentType: string | undefined): SlackBody | null {
  try {
    if (contentType?.startsWith('application/json')) return asObject(JSON.parse(rawBody));
    const form = Object.fromEntries(new URLSearchParams(rawBody));
    if (typeof form.payload === 'string') return asObject(JSON.parse(form.payload));
    return Object.keys(form).length > 0 ? form : null;
  } catch {
    return null;
  }
}

function asObject(value: unknown): SlackBody | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SlackBody) : null;
}
