import type { Act } from '../../src/conversation/acts.js';
import type { ConversationReply } from '../../src/conversation/conversation-types.js';

/** A conversation's reply that says these texts, for channel tests that fake the conversation. */
export function replyOf(messages: string[], acts: Act[] = [{ type: 'help' }]): ConversationReply {
  return { acts, language: 'en', rendered: messages.map((text) => ({ text, acts })), messages, outcome: 'answered' };
}
