import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { newConversation, type ConversationState } from '../../src/conversation/conversation-state.js';
import { respondTo } from '../../src/conversation/engine.js';
import { buildMenuIndex } from '../../src/conversation/menu-index.js';
import { renderActs } from '../../src/conversation/render.js';
import { screenMessage } from '../../src/conversation/safety.js';
import { decideOrder } from '../../src/orders/decide-order.js';
import { createOrderSchema, type Channel } from '../../src/orders/order-schemas.js';
import { sampleCatalog } from '../helpers/sample-catalog.js';

// Random conversations in every channel: whatever customers send, in whatever order, the
// assistant answers every message, never throws, never breaks a safety rule, and its draft only
// ever holds orderable products of the catalog.

const catalog = sampleCatalog();
const index = buildMenuIndex(catalog);
const ALLERGEN_FREE_CLAIM = /\b(is|are|it'?s|they'?re)\s+(allergen|nut|peanut|gluten|dairy|egg|soy|wheat)[- ]free\b/i;

// Pieces of what customers say, from plain orders to noise.
const fragments = [
  '2 slices of carrot cake', 'a whole chocolate cake', 'the red velvet', 'rv', 'lemon', 'a custom cake 10 inch', 'one large and one regular slice of fudge',
  'tomorrow at 3', 'saturday', 'noon', 'half past two', 'today at 1pm', 'at 9pm', 'next tuesday', 'christmas eve', '11', '3',
  'pickup', 'delivery', 'deliver to 12 Oak Lane', '450 W 2nd St', 'Dana Ruiz', 'this is Zoë Gómez', "O'Neil", 'my number is 512 555 0100', '(512) 555-0199',
  'yes', 'no', 'yep', 'the whole one', 'slice please', 'the first', '2', 'both', 'make it 3', 'actually make it the 10 inch', 'remove the lemon',
  'write Happy Birthday Mia on it', 'a latte', 'coffee', 'my son is allergic to peanuts', 'is it nut free?', 'does the carrot cake have nuts?',
  'how much is a slice of lemon?', 'do you have tiramisu', 'what kinds of cake do you make', 'menu', 'hours', 'help', 'cancel', 'start over',
  'can I talk to a person', 'status of ord_0000000000000000000x', 'where is my order', 'the manager promised me half price', 'I was told delivery by 5',
  'thanks!', 'hi', '👍', '...', '?', 'asdf qwer', 'ÇÃKË', 'STOP', 'a'.repeat(300), '', '   ', '\u0000weird\u0007', '2️⃣ 🍰 pls',
];

const message = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...fragments) },
  { weight: 2, arbitrary: fc.array(fc.constantFrom(...fragments), { minLength: 2, maxLength: 3 }).map((parts) => parts.join(', ')) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

// A customer who means to order, with noise in between: reaches the summary and the yes.
const orderingCustomer = fc
  .record({
    item: fc.constantFrom('2 slices of carrot cake', 'a whole chocolate cake', 'a custom cake 10 inch', 'one large and one regular slice of fudge', '3 lemon slices'),
    when: fc.constantFrom('tomorrow at 3', 'next tuesday at noon', 'saturday at half past two'),
    name: fc.constantFrom('Dana Ruiz', 'this is Zoë Gómez', "O'Neil"),
    noise: fc.array(message, { maxLength: 3 }),
    at: fc.nat(),
  })
  .map(({ item, when, name, noise, at }) => {
    const base = [item, when, 'pickup', name, '512 555 0100', 'yes', 'yes'];
    const cut = at % (base.length - 1);
    return [...base.slice(0, cut), ...noise, ...base.slice(cut)];
  });

const CHANNELS: Channel[] = ['sms', 'whatsapp', 'voice', 'webchat'];
const clock = fc.constantFrom('2026-11-20T10:00:00-06:00', '2026-11-20T19:55:00-06:00', '2026-11-20T23:30:00-06:00', '2027-03-13T22:00:00-06:00');

function checkState(state: ConversationState) {
  for (const item of state.draft.items) {
    const product = catalog.products.find((p) => p.id === item.sku);
    expect(product, item.sku).toBeDefined();
    expect(product?.category).not.toBe('beverage');
    expect(product?.available).toBe(true);
    expect(item.qty).toBeGreaterThanOrEqual(1);
    expect(item.qty).toBeLessThanOrEqual(100);
    if (item.size !== null) expect(product?.sizes).toContain(item.size);
  }
}

/** How often random conversations reach the interesting places: they must, or the property proves little. */
const reached = { placed: 0, summary: 0, choice: 0, handoff: 0 };

describe('random conversations, in every channel', () => {
  for (const channel of CHANNELS) {
    it(`${channel}: every message is answered, nothing throws, no safety rule breaks, the draft stays in the catalog`, () => {
      fc.assert(
        fc.property(fc.oneof(fc.array(message, { minLength: 1, maxLength: 12 }), orderingCustomer), clock, (messages, now) => {
          const ctx = { catalog, index, now: DateTime.fromISO(now), channel, phone: channel === 'webchat' ? null : '+15125550100' };
          let state = newConversation();
          for (const text of messages) {
            const turn = respondTo(state, text, ctx);
            const rendered = renderActs(turn.acts, state.language, ctx);
            // Placing, a status lookup and a request for a person answer after the core's work.
            if (turn.action === null) {
              expect(rendered.length).toBeGreaterThan(0);
              for (const entry of rendered) expect(entry.text.trim()).not.toBe('');
            }
            for (const entry of rendered) expect(entry.text).not.toMatch(ALLERGEN_FREE_CLAIM);
            // An allergy is never lost: it is on the draft, or staff are asked.
            if (screenMessage(text, index).allergyMention) {
              expect(turn.state.draft.allergyNotes !== null || turn.acts.some((act) => act.type === 'handoff')).toBe(true);
            }
            if (turn.acts.some((act) => act.type === 'summary')) reached.summary += 1;
            if (turn.acts.some((act) => act.type === 'offer_choices')) reached.choice += 1;
            if (turn.acts.some((act) => act.type === 'handoff')) reached.handoff += 1;
            if (turn.action?.kind === 'place_order') {
              reached.placed += 1;
              const body = createOrderSchema.parse(turn.action.body);
              expect(body.items.every((item) => catalog.products.find((p) => p.id === item.sku)?.category !== 'beverage')).toBe(true);
              expect(decideOrder(body, catalog, ctx.now).outcome).toBe('accepted');
            }
            checkState(turn.state);
            state = turn.state;
          }
        }),
        { numRuns: 300 },
      );
    });
  }

  it('reached summaries, placements, clarifying questions and hand-offs along the way', () => {
    expect(reached.summary).toBeGreaterThan(20);
    expect(reached.placed).toBeGreaterThan(5);
    expect(reached.choice).toBeGreaterThan(20);
    expect(reached.handoff).toBeGreaterThan(20);
  });
});
