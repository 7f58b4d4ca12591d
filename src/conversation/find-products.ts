import type { DateTime } from 'luxon';
import { z } from 'zod';
import type { Catalog, Product } from '../catalog/catalog-schema.js';
import { toUsd } from '../orders/money.js';
import { unitPriceCents } from '../orders/pricing.js';
import { readProductWords } from './english/english-reader.js';
import { buildMenuIndex, closestProducts, isDrinkWord, type MenuIndex } from './menu-index.js';
import { tokenize } from './text.js';

// Loose customer wording -> candidate SKUs, read by the conversation's own English reader, for
// agents mapping words to SKUs (spec 4.4.1). Everything it answers comes from the live catalog.

export const candidateSchema = z.object({
  sku: z.string(),
  name: z.string(),
  category: z.string(),
  sizes: z.array(z.object({ size: z.string(), price_usd: z.number() })).describe('Each size it comes in with its price; the first is the default.'),
  available: z.boolean(),
  lead_time_hours: z.number().int(),
});

export const productMentionSchema = z.object({
  kind: z
    .enum(['product', 'choose', 'category', 'unknown'])
    .describe('product: one SKU fits. choose: the flavour comes as a whole cake and a slice; ask which. category: a kind of product without a flavour; ask which. unknown: not on the menu; offer the candidates, never invent.'),
  phrase: z.string().nullable().describe('For unknown: the words that matched nothing.'),
  qty: z.number().int().nullable().describe('The quantity the customer said, or null (then 1).'),
  size_wanted: z.string().nullable().describe('A size the customer named, whether or not the product has it.'),
  candidates: z.array(candidateSchema),
  next_step: z.string().describe('What the agent should do with this mention.'),
});

export const productMatchSchema = z.object({
  text: z.string(),
  mentions: z.array(productMentionSchema),
  beverage_mentioned: z.boolean().describe('True when the words name coffee, tea or another drink: in-cafe only, never ordered.'),
  catalog_version: z.string(),
});

export type ProductMatch = z.infer<typeof productMatchSchema>;

const indexes = new WeakMap<Catalog, MenuIndex>();
function indexFor(catalog: Catalog): MenuIndex {
  let index = indexes.get(catalog);
  if (!index) indexes.set(catalog, (index = buildMenuIndex(catalog)));
  return index;
}

function candidate(product: Product) {
  return {
    sku: product.id,
    name: product.name,
    category: product.category,
    sizes: product.sizes.map((size) => ({ size, price_usd: toUsd(unitPriceCents(product, size) ?? 0) })),
    available: product.available,
    lead_time_hours: product.lead_time_hours,
  };
}

export function findProducts(text: string, catalog: Catalog, now: DateTime): ProductMatch {
  const index = indexFor(catalog);
  const product = (sku: string) => index.productsById.get(sku);
  const known = (skus: string[]) => skus.map(product).filter((p): p is Product => p !== undefined);
  const mentions = readProductWords(text, index, now).map((mention) => {
    switch (mention.kind) {
      case 'product': {
        const found = known([mention.sku]);
        const sizeProblem = mention.sizeWanted && !found[0]?.sizes.includes(mention.sizeWanted);
        return {
          kind: mention.kind,
          phrase: null,
          qty: mention.qty,
          size_wanted: mention.sizeWanted,
          candidates: found.map(candidate),
          next_step: sizeProblem
            ? `Use this SKU, but it does not come in ${mention.sizeWanted}: tell the customer the sizes it comes in and ask which.`
            : found[0]?.available === false
              ? 'This product is not available right now: tell the customer and offer something else from the menu.'
              : 'Use this SKU.',
        };
      }
      case 'choose':
        return {
          kind: mention.kind,
          phrase: null,
          qty: mention.qty,
          size_wanted: mention.sizeWanted,
          candidates: known(mention.skus).map(candidate),
          next_step: 'Ask the customer one question: which of these (a whole cake or a slice)?',
        };
      case 'category':
        return {
          kind: mention.kind,
          phrase: null,
          qty: mention.qty,
          size_wanted: mention.sizeWanted,
          candidates: catalog.products.filter((p) => p.category === mention.category && p.available).map(candidate),
          next_step: 'Ask the customer one question: which flavour?',
        };
      case 'unknown':
        return {
          kind: mention.kind,
          phrase: mention.phrase,
          qty: null,
          size_wanted: null,
          candidates: closestProducts(mention.phrase, index).map(candidate),
          next_step: 'Not on the menu. Say so and ask one question, offering these candidates; never invent a product.',
        };
    }
  });
  return {
    text,
    mentions,
    beverage_mentioned: tokenize(text).some((token) => isDrinkWord(token, index)),
    catalog_version: catalog.version,
  };
}
