import type { DateTime } from 'luxon';
import { type ConversationState, forgetDraft as freshDraftOf, hasDraft, restoreState } from '../../../src/conversation/conversation-state.js';
import type { Database } from '../../../src/db/database.js';
import { loadConversation, saveConversation } from '../../../src/db/conversations-repository.js';

// The adapter reads the caller's conversation (is an order half taken? which order was last?)
// and forgets its draft when a call starts or ends. It never writes anything else: the
// conversation service owns the rest of the state.

export type CallConversation = {
  state: ConversationState | null;
  /** An order is being taken and is not placed: the caller must hear so before the call ends. */
  draftInProgress: boolean;
  lastOrderId: string | null;
};

export async function readCallConversation(database: Database, caller: string): Promise<CallConversation> {
  const stored = await loadConversation(database, 'voice', caller);
  const state = stored ? restoreState(stored.state) : null;
  return { state, draftInProgress: state ? hasDraft(state) : false, lastOrderId: state?.lastOrderId ?? null };
}

/**
 * Drops the draft of the caller's voice conversation. The last order id and the attempt counter
 * are kept, exactly as when a conversation expires: placing derives its idempotency key from the
 * attempt counter, so deleting the row would let the next call reuse a key already spent.
 */
export async function forgetDraft(database: Database, caller: string, now: DateTime): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const stored = await loadConversation(database, 'voice', caller);
    const state = stored ? restoreState(stored.state) : null;
    if (!stored || !state || (!hasDraft(state) && state.awaiting === null && state.offer === null)) return;
    const fresh: ConversationState = freshDraftOf(state);
    // Compare-and-set: a turn saved meanwhile wins, and the draft is dropped from its state.
    if (await saveConversation(database, { channel: 'voice', sender: caller }, fresh, now, stored.updatedAt)) return;
  }
}
