import type { Act } from './acts.js';
import type { Language } from './conversation-state.js';
import { type RenderContext, type RenderedMessage, renderEnglish } from './english/english-renderer.js';

// The seam where a second language plugs in: one renderer per language turns acts into words.

export type { RenderContext, RenderedMessage };

const RENDERERS: Record<Language, (acts: readonly Act[], ctx: RenderContext) => RenderedMessage[]> = { en: renderEnglish };

/** Acts in words; never empty, so no message goes unanswered. */
export function renderActs(acts: readonly Act[], language: Language, ctx: RenderContext): RenderedMessage[] {
  const rendered = RENDERERS[language](acts, ctx);
  return rendered.length > 0 ? rendered : RENDERERS[language]([{ type: 'not_understood', expected: null }], ctx);
}
