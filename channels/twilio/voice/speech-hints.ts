import type { Catalog } from '../../../src/catalog/catalog-schema.js';

// Hints bias Twilio's speech recognition towards words we expect. Twilio limits their length
// (and long lists dilute them), so they stay under this many characters.
export const HINTS_MAX_CHARS = 500;

const COMMON_PHRASES = [
  'whole cake',
  'slice',
  'pickup',
  'delivery',
  'tomorrow',
  'custom cake',
  'yes',
  'no',
  'menu',
  'hours',
  'person',
  'start over',
  'status',
  'allergy',
];

/**
 * Comma-separated names of the products a caller can order now (drinks are cafe-only, so they
 * are not hinted) and the phrases of the conversation, taken from the live catalog each call.
 */
export function speechHints(catalog: Catalog): string {
  const names = catalog.products
    .filter((product) => product.available && product.category !== 'beverage')
    // "Carrot Cake Slice" adds nothing once "Carrot Cake" and "slice" are hinted.
    .map((product) => product.name.replace(/\s+slice$/i, '').trim());
  const phrases = [...new Set([...names, ...COMMON_PHRASES].map((phrase) => phrase.replace(/,/g, ' ').trim()).filter(Boolean))];
  const kept: string[] = [];
  let length = 0;
  for (const phrase of phrases) {
    const added = (kept.length ? 2 : 0) + phrase.length;
    if (length + added > HINTS_MAX_CHARS) continue;
    kept.push(phrase);
    length += added;
  }
  return kept.join(', ');
}
