import type { Catalog, Product } from '../../src/catalog/catalog-schema.js';
import type { Act } from '../../src/conversation/acts.js';

// Buttons (web chat) and quick replies (Messenger, Instagram) for the answers customers give most, chosen from what the assistant just did (its
// acts), never from the words it used. Every button sends its label as if typed: the
// conversation reads each of them as the answer it stands for.

const ALWAYS = ['Menu', 'Start over'];
const DEFAULT = ['Menu', 'Hours', 'Order status', 'Talk to a person'];

/** A product as a button: enough to tell the options apart. */
function label(product: Product): string {
  if (product.category === 'whole-cake') return `${product.name} (whole)`;
  return product.name;
}

export function quickReplies(acts: readonly Act[], catalog: Catalog): string[] {
  // The last thing asked decides; an answer before it ("we are open 8 to 8") does not.
  for (const act of [...acts].reverse()) {
    switch (act.type) {
      case 'summary':
        return ['Yes', 'No', 'Start over'];
      case 'offer_choices': {
        const options = act.skus.map((sku) => catalog.products.find((p) => p.id === sku)).filter((p): p is Product => p !== undefined);
        return [...options.map(label), 'Menu'];
      }
      case 'ask_slot':
        switch (act.slot) {
          case 'fulfillment':
            return ['Pickup', 'Delivery', ...ALWAYS];
          case 'datetime':
            return ['Tomorrow at 2 PM', ...ALWAYS];
          case 'time':
            return ['10 AM', '2 PM', '5 PM', ...ALWAYS];
          case 'items':
            return ['Menu', 'Hours', 'Talk to a person'];
          // Free text (a name, a phone, an address, an order id): buttons would only get in the way.
          default:
            return [];
        }
      case 'order_problem':
        return act.rejection.code === 'insufficient_notice' || (act.rejection.code === 'pickup_slot_full' && act.rejection.detail.alternatives.length > 0)
          ? ['Yes', ...ALWAYS]
          : [...ALWAYS];
      case 'slices_pickup_only':
        return ['Yes, I will pick it up', 'No', ...ALWAYS];
      case 'invite_order':
        return ["Yes, I'll take one", 'Menu'];
      case 'placed':
        return ['Order status', 'Start a new order'];
      case 'ask_change':
      case 'not_understood':
      case 'invalid_phone':
        return [...ALWAYS];
      default:
        break;
    }
  }
  return DEFAULT;
}

/** The message shows the menu cards under it: it answered a request for the whole menu. */
export const showsMenu = (acts: readonly Act[]): boolean => acts.some((act) => act.type === 'answer_menu' && act.category === null);
