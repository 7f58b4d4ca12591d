import type { CatalogProvider } from '../../../src/catalog/catalog-provider.js';
import type { Clock } from '../../../src/clock.js';
import type { Act } from '../../../src/conversation/acts.js';
import type { ConversationState, Slot } from '../../../src/conversation/conversation-state.js';
import type { ConversationService, RenderedMessage } from '../../../src/conversation/conversation-types.js';
import { renderActs } from '../../../src/conversation/render.js';
import type { Database } from '../../../src/db/database.js';
import { readCallConversation } from './call-conversation.js';
import type { CallProgress } from './call-progress.js';
import { speakable } from './speakable.js';
import * as words from './voice-words.js';

// One answered <Gather>: what the caller said or keyed (or their silence) goes through the same
// conversation as a text message, and this decides what the call does next.

export type CallInput =
  | { kind: 'silence' }
  | { kind: 'digits'; digits: string }
  | { kind: 'speech'; text: string; confidence: number | null };

export type VoiceStep =
  /** Speak, then listen again. */
  | { kind: 'gather'; say: string[]; progress: CallProgress }
  /** Hand the caller to a person. reason null: the conversation has already alerted staff. */
  | { kind: 'handoff'; say: string[]; reason: string | null }
  /** The caller said goodbye: say it back and end the call. */
  | { kind: 'goodbye'; say: string[] }
  /**
   * The order is placed: speak the confirmation verbatim, text it, say goodbye; or, with a second
   * order to take ("and the cake for Saturday"), listen on for it (`continues`).
   */
  | { kind: 'placed'; say: string[]; confirmation: string; continues?: CallProgress };

export type VoiceTurnDeps = { database: Database; conversation: ConversationService; catalogs: CatalogProvider; clock: Clock };

// Below this the recogniser is guessing; passing its guess on could put a wrong item (or a
// wrong "yes") on the order. A confidence of 0 is what some speech models send when they give
// none, so it is not taken as "very low".
export const LOW_CONFIDENCE = 0.2;
// Silent gathers, and turns in a row not understood, before the caller is offered a person.
export const SILENCES_BEFORE_PERSON = 2;
export const MISSES_BEFORE_PERSON = 2;
/** The questions a caller may answer with keys. */
const KEYED_ANSWERS = new Set<Slot>(['choice', 'quantity', 'phone', 'confirm']);


export async function answerTurn(deps: VoiceTurnDeps, caller: string, progress: CallProgress, input: CallInput): Promise<VoiceStep> {
  const next = (changes: Partial<CallProgress>): CallProgress => ({ ...progress, turn: progress.turn + 1, ...changes });

  switch (input.kind) {
    case 'silence': {
      const silence = progress.silence + 1;
      if (silence >= SILENCES_BEFORE_PERSON) return { kind: 'handoff', say: [words.SILENT_HANDOFF], reason: 'caller was silent twice on the phone' };
      const again = progress.menu ? words.MENU_AGAIN : await repromptFor(deps, caller);
      return { kind: 'gather', say: [words.STILL_THERE, again], progress: next({ silence }) };
    }
    case 'digits': {
      const digits = input.digits.replace(/[^0-9]/g, '');
      // 0 is a person at any point of the call, not only in the opening menu.
      if (digits === '0') return { kind: 'handoff', say: [words.PERSON_HANDOFF], reason: 'caller pressed 0 for a person' };
      if (progress.menu) {
        if (digits === '1') return { kind: 'gather', say: [words.ASK_ORDER], progress: next({ silence: 0, misses: 0, menu: false }) };
        if (digits === '2') return converse(deps, caller, progress, 'status');
        return missed(progress, [words.MENU_AGAIN], 'caller pressed keys the menu does not offer');
      }
      if (!digits) return missed(progress, [words.LOW_CONFIDENCE], 'caller pressed keys that mean nothing here');
      // At the summary 1 is yes and 2 is "change something". Elsewhere keys answer only a question
      // whose answer is a number: an option, how many, a phone number. A key pressed at "what
      // name?" or "what time?" is most likely a confirmation pressed too early, and must not
      // change the order (1 slice, 1 PM): the question is asked again instead.
      if (progress.confirm && digits === '1') return converse(deps, caller, progress, 'yes');
      if (progress.confirm && digits === '2') return converse(deps, caller, progress, 'no');
      const { state } = await readCallConversation(deps.database, caller);
      if (state?.awaiting === 'confirm' && (digits === '1' || digits === '2')) return converse(deps, caller, progress, digits === '1' ? 'yes' : 'no');
      if (state && state.awaiting !== null && KEYED_ANSWERS.has(state.awaiting)) return converse(deps, caller, progress, digits);
      return { kind: 'gather', say: [words.KEYS_NOT_HERE, await repromptFor(deps, caller, state)], progress: next({ silence: 0 }) };
    }
    case 'speech': {
      if (input.confidence !== null && input.confidence > 0 && input.confidence < LOW_CONFIDENCE) {
        return missed(progress, [words.LOW_CONFIDENCE], 'speech recognised with very low confidence');
      }
      return converse(deps, caller, progress, input.text);
    }
  }
}

/** A turn not understood: ask again, or after too many in a row offer a person. */
function missed(progress: CallProgress, texts: string[], reason: string): VoiceStep {
  const misses = progress.misses + 1;
  if (misses >= MISSES_BEFORE_PERSON) return { kind: 'handoff', say: [words.NOT_UNDERSTOOD_HANDOFF], reason: `${reason}; not understood twice on the phone` };
  return { kind: 'gather', say: [...texts, words.PERSON_TIP], progress: { ...progress, turn: progress.turn + 1, silence: 0, misses } };
}

const hasType = (acts: readonly Act[], type: Act['type']) => acts.some((act) => act.type === type);

/** A message as the caller hears it: the order's confirmation word for word, the rest made speakable. */
function spoken(message: RenderedMessage): string {
  if (hasType(message.acts, 'placed') || hasType(message.acts, 'not_placed')) return message.text;
  // Order ids are 24 characters: by phone, the caller is offered a person instead of spelling one.
  if (message.acts.some((act) => act.type === 'ask_slot' && act.slot === 'order_id')) return words.STATUS_NEEDS_ID;
  return speakable(message.text);
}

async function converse(deps: VoiceTurnDeps, caller: string, progress: CallProgress, text: string): Promise<VoiceStep> {
  const reply = await deps.conversation.handle({ channel: 'voice', sender: caller, text, receivedAt: deps.clock() });
  const { acts } = reply;
  const placed = acts.find((act) => act.type === 'placed');
  if (placed?.type === 'placed') {
    const say = reply.rendered.map(spoken);
    if (!hasType(acts, 'next_order')) return { kind: 'placed', say, confirmation: placed.result.confirmation_text };
    const confirm = hasType(acts, 'summary');
    if (confirm) say.push(words.PRESS_ONE_TO_CONFIRM);
    return { kind: 'placed', say, confirmation: placed.result.confirmation_text, continues: { ...progress, turn: progress.turn + 1, silence: 0, misses: 0, menu: false, confirm } };
  }
  // The conversation took the request for a person and alerted staff; on the phone the person
  // is offered now instead of "they will reply".
  if (hasType(acts, 'handoff')) {
    // "They will reply as soon as they can" is for text: a caller is put through instead.
    const rest = acts.filter((act) => !(act.type === 'handoff' && act.reason === 'asked'));
    const said = rest.length ? renderActs(rest, reply.language, { catalog: deps.catalogs.current().catalog, now: deps.clock() }).map(spoken) : [];
    return { kind: 'handoff', say: [...said, words.PERSON_HANDOFF], reason: null };
  }
  if (hasType(acts, 'farewell')) {
    const unfinished = acts.some((act) => act.type === 'farewell' && act.draftOpen);
    return { kind: 'goodbye', say: unfinished ? [words.DRAFT_NOT_PLACED, words.GOODBYE] : [words.GOODBYE] };
  }
  if (hasType(acts, 'not_understood')) return missed(progress, reply.rendered.map(spoken), 'caller was not understood');
  const say = reply.rendered.map(spoken);
  const confirm = hasType(acts, 'summary');
  if (confirm) say.push(words.PRESS_ONE_TO_CONFIRM);
  return { kind: 'gather', say, progress: { ...progress, turn: progress.turn + 1, silence: 0, misses: 0, menu: false, confirm } };
}

/** After a silence: the question the conversation is waiting on, asked again. */
async function repromptFor(deps: VoiceTurnDeps, caller: string, known?: ConversationState | null): Promise<string> {
  const state = known === undefined ? (await readCallConversation(deps.database, caller)).state : known;
  if (!state || (state.awaiting === null && state.offer === null && state.draft.items.length === 0)) return words.ASK_ORDER;
  if (state.awaiting === 'confirm') return `Say yes to place your order, or tell me what to change. ${words.PRESS_ONE_TO_CONFIRM}`;
  const pending = deps.conversation.pendingQuestion ? await deps.conversation.pendingQuestion('voice', caller, deps.clock()) : [];
  const said = pending.map(spoken).filter(Boolean);
  return said.length ? said.join(' ') : words.ASK_ORDER;
}
