import type { MetaInboundContent } from '../../src/staff/outbox-messages.js';
import { withoutUnstorableCharacters } from '../../src/storable-text.js';

// Reads a Messenger Platform webhook body into the messages customers sent. Pure: no I/O, no
// config beyond the ids of our own page and Instagram account.

export type MetaChannel = 'fb' | 'ig';

export type MetaInboundEvent = {
  channel: MetaChannel;
  /** The customer: a page-scoped id (Messenger) or an Instagram-scoped id. */
  sender: string;
  /** Meta's message id (`mid`); a postback without one gets a stable id of our own. */
  messageId: string;
  content: MetaInboundContent;
};

/** Why an event was passed over: echoes of our own sends, receipts, and anything not for us. */
export type IgnoredReason = 'echo' | 'delivery' | 'read' | 'not_our_account' | 'instagram_off' | 'unreadable' | 'other';

export type WebhookReading = { events: MetaInboundEvent[]; ignored: IgnoredReason[] };

export type OurAccounts = { pageId: string; instagramAccountId: string | undefined };

const OBJECTS: Record<string, MetaChannel> = { page: 'fb', instagram: 'ig' };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const idOf = (value: unknown): string | null => {
  const id = isObject(value) ? value.id : undefined;
  return typeof id === 'string' && /^[0-9A-Za-z_-]{1,64}$/.test(id) ? id : null;
};
// A NUL or a lone surrogate cannot be stored (PostgreSQL jsonb refuses them): one such message
// would fail the whole batch's transaction and Meta would redeliver it for 36 hours.
const nonEmpty = (value: unknown): string | null => {
  const text = typeof value === 'string' ? withoutUnstorableCharacters(value) : '';
  return text.trim() !== '' ? text : null;
};

/**
 * Every message of every entry, in the order Meta batched them. Null when the body is not a
 * webhook at all (no `object`, or `entry` is not a list): the caller answers 400. An event that
 * cannot be read is passed over on its own, so one odd event never costs the others.
 */
export function readWebhook(body: unknown, ours: OurAccounts): WebhookReading | null {
  if (!isObject(body) || typeof body.object !== 'string' || !Array.isArray(body.entry)) return null;
  const reading: WebhookReading = { events: [], ignored: [] };
  const channel = OBJECTS[body.object];
  // Another subscription of the same app (feed changes, permissions): nothing for the assistant.
  if (!channel) return reading;
  for (const entry of body.entry) {
    const messaging = isObject(entry) && Array.isArray(entry.messaging) ? entry.messaging : [];
    for (const event of messaging) {
      const read = readEvent(event, channel, ours);
      if ('ignored' in read) reading.ignored.push(read.ignored);
      else reading.events.push(read);
    }
  }
  return reading;
}

function readEvent(event: unknown, channel: MetaChannel, ours: OurAccounts): MetaInboundEvent | { ignored: IgnoredReason } {
  if (!isObject(event)) return { ignored: 'unreadable' };
  if (isObject(event.message) && event.message.is_echo === true) return { ignored: 'echo' };
  if (isObject(event.delivery)) return { ignored: 'delivery' };
  if (isObject(event.read)) return { ignored: 'read' };
  const sender = idOf(event.sender);
  const recipient = idOf(event.recipient);
  if (!sender || !recipient) return { ignored: 'unreadable' };
  const ourId = channel === 'fb' ? ours.pageId : ours.instagramAccountId;
  if (channel === 'ig' && !ourId) return { ignored: 'instagram_off' };
  // A page or account this app is also subscribed to, but that we hold no token for.
  if (recipient !== ourId || sender === ourId) return { ignored: 'not_our_account' };

  if (isObject(event.message)) {
    const message = event.message;
    const mid = nonEmpty(message.mid);
    if (!mid) return { ignored: 'unreadable' };
    if (message.is_deleted === true) return { ignored: 'other' };
    // A tapped quick reply carries our payload: that is the answer, whatever the button showed.
    const payload = isObject(message.quick_reply) ? nonEmpty(message.quick_reply.payload) : null;
    const text = payload ?? nonEmpty(message.text);
    if (text) return { channel, sender, messageId: mid, content: { kind: 'text', text } };
    // Photos, voice notes, stickers, shared posts, or something Meta could not show us.
    return { channel, sender, messageId: mid, content: { kind: 'attachments' } };
  }
  if (isObject(event.postback)) {
    const postback = event.postback;
    const text = nonEmpty(postback.payload) ?? nonEmpty(postback.title);
    if (!text) return { ignored: 'unreadable' };
    // Messenger gives postbacks a mid; where it does not, the tap's time makes a redelivery recognisable.
    const messageId = nonEmpty(postback.mid) ?? `postback:${sender}:${String(event.timestamp ?? '')}:${text}`;
    return { channel, sender, messageId, content: { kind: 'text', text } };
  }
  return { ignored: 'other' };
}
