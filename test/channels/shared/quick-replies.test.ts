import { describe, expect, it } from 'vitest';
import { quickReplies, showsMenu } from '../../../channels/shared/quick-replies.js';
import type { Act } from '../../../src/conversation/acts.js';
import { sampleCatalog } from '../../helpers/sample-catalog.js';

const catalog = sampleCatalog();
const summary: Act = {
  type: 'summary',
  summary: { lines: [], totalCents: 0, fulfillment: 'pickup', at: '2026-11-21T15:00:00.000-06:00', address: null, name: 'Ann', phone: '+15125550100', phoneGiven: false, holiday: null, hasAllergyNote: false, allergensNamedListed: [], needsApproval: false },
};

describe('quick replies follow what the assistant did, never its wording', () => {
  it.each<[string, Act[], string[]]>([
    ['pickup or delivery', [{ type: 'ask_slot', slot: 'fulfillment' }], ['Pickup', 'Delivery', 'Menu', 'Start over']],
    ['when', [{ type: 'ask_slot', slot: 'datetime' }], ['Tomorrow at 2 PM', 'Menu', 'Start over']],
    ['what time on a day', [{ type: 'ask_slot', slot: 'time', day: '2026-11-21' }], ['10 AM', '2 PM', '5 PM', 'Menu', 'Start over']],
    ['the summary', [summary], ['Yes', 'No', 'Start over']],
    ['whole or slice', [{ type: 'offer_choices', reason: 'form', phrase: null, skus: ['carrot-whole', 'carrot-slice'], qty: 1 }], ['Carrot Cake (whole)', 'Carrot Cake Slice', 'Menu']],
    ['a name', [{ type: 'ask_slot', slot: 'name' }], []],
    ['a phone', [{ type: 'ask_slot', slot: 'phone' }], []],
    ['an address', [{ type: 'ask_slot', slot: 'address' }], []],
    ['the earliest time proposed', [{ type: 'order_problem', rejection: { code: 'insufficient_notice', detail: { sku: 'carrot-whole', name: 'Carrot Cake', hours: 24, earliest: '2026-11-21T10:00:00.000-06:00', earliestText: 'Sat, Nov 21 at 10:00 AM' } } }], ['Yes', 'Menu', 'Start over']],
    ['an answer, then the pending question', [{ type: 'answer_hours', closedDays: [] }, { type: 'ask_slot', slot: 'fulfillment' }], ['Pickup', 'Delivery', 'Menu', 'Start over']],
    ['a greeting', [{ type: 'greet' }], ['Menu', 'Hours', 'Order status', 'Talk to a person']],
  ])('%s', (_name, acts, expected) => {
    expect(quickReplies(acts, catalog)).toEqual(expected);
  });

  it('every option button is read back as that option', async () => {
    const { respondTo } = await import('../../../src/conversation/engine.js');
    const { buildMenuIndex } = await import('../../../src/conversation/menu-index.js');
    const { newConversation } = await import('../../../src/conversation/conversation-state.js');
    const { DateTime } = await import('luxon');
    const ctx = { catalog, index: buildMenuIndex(catalog), now: DateTime.fromISO('2026-11-20T10:00:00-06:00'), channel: 'webchat' as const, phone: null };
    const asked = respondTo(newConversation(), 'the red velvet please', ctx);
    const buttons = quickReplies(asked.acts, catalog).filter((label) => label !== 'Menu');
    expect(buttons).toEqual(['Red Velvet Cake (whole)', 'Red Velvet Cake Slice']);
    expect(respondTo(asked.state, buttons[0] as string, ctx).state.draft.items.map((item) => item.sku)).toEqual(['red-velvet-whole']);
    expect(respondTo(asked.state, buttons[1] as string, ctx).state.draft.items.map((item) => item.sku)).toEqual(['red-velvet-slice']);
  });

  it('the menu cards go under a whole-menu answer only', () => {
    expect(showsMenu([{ type: 'answer_menu', category: null }])).toBe(true);
    expect(showsMenu([{ type: 'answer_menu', category: 'slice' }])).toBe(false);
    expect(showsMenu([{ type: 'help' }])).toBe(false);
  });
});
