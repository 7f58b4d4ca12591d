// The core's confirmation_text is relayed by the conversation as one reply, and must reach the
// caller word for word (and by SMS). It is recognised by what only it has: an order id and, at
// its end, the catalog's allergen disclaimer. A status answer names an order but has no
// disclaimer; an allergy or allergen answer has the disclaimer but no order id.

const ORDER_ID = /\bord_[0-9a-z]{20}\b/i;

export function isOrderConfirmation(text: string, allergenDisclaimer: string): boolean {
  return ORDER_ID.test(text) && text.trimEnd().endsWith(allergenDisclaimer.trim());
}
