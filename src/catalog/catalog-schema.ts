import { z } from 'zod';

// The catalog the owner edits. Spec 2.2 leaves categories, sizes and allergen names open; these
// lists are the decision recorded in docs/api-decisions.md.

export const CATEGORIES = ['whole-cake', 'slice', 'custom-cake', 'beverage'] as const;
export const SIZES = ['8-inch', '10-inch', 'regular', 'large'] as const;
export const ALLERGENS = [
  'dairy',
  'eggs',
  'wheat',
  'soy',
  'peanuts',
  'tree-nuts',
  'sesame',
  'fish',
  'shellfish',
] as const;

export type Size = (typeof SIZES)[number];
export type Allergen = (typeof ALLERGENS)[number];
export type Category = (typeof CATEGORIES)[number];

/** The sizes each kind of product comes in, its base size (priced by price_usd) first. */
const SIZES_BY_CATEGORY: Record<Category, { noun: string; sizes: readonly [Size, ...Size[]] }> = {
  'whole-cake': { noun: 'a whole cake', sizes: ['8-inch', '10-inch'] },
  'custom-cake': { noun: 'the custom cake', sizes: ['8-inch', '10-inch'] },
  slice: { noun: 'a slice', sizes: ['regular', 'large'] },
  beverage: { noun: 'a beverage', sizes: ['regular', 'large'] },
};

const money = z
  .number()
  .positive('must be a price above 0')
  .max(10_000, 'must be at most 10000')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most two decimals (cents)');

/** A product's fields in the spec's order (2.2), without the import's cross-field rules. */
export const productFields = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
  name: z.string().trim().min(1).max(80),
  display_name: z.string().trim().min(1).max(120),
  category: z.enum(CATEGORIES),
  description: z.string().max(500),
  price_usd: money,
  price_10inch_usd: money.optional(),
  price_large_usd: money.optional(),
  sizes: z.array(z.enum(SIZES)).min(1, 'must list at least one size'),
  allergens: z.array(z.enum(ALLERGENS)).nullable(),
  allergens_confirmed: z.boolean(),
  available: z.boolean(),
  lead_time_hours: z.number().int().min(0).max(24 * 30),
});

// Words the owner teaches the assistant for a product ("choc fudge", "rv"). Catalog data, so a
// new word needs no code change; not part of the spec's Product, so GET /api/menu leaves them out.
const alias = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, 'must be at least 2 characters')
  .max(40, 'must be at most 40 characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}' -]*$/u, 'must be words: letters, digits, spaces, hyphens or apostrophes')
  .refine((value) => !GENERIC_ALIASES.has(value), 'is too general: it would name every product of its kind');

/** Words that name a kind of product, never one product. */
const GENERIC_ALIASES = new Set(['cake', 'cakes', 'slice', 'slices', 'whole', 'whole cake', 'a cake', 'the cake', 'drink', 'drinks', 'piece', 'pieces']);

export const MAX_ALIASES = 20;

type ProductRuleInput = z.infer<typeof productFields>;

function productRules(product: ProductRuleInput, ctx: z.RefinementCtx) {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (product.id.endsWith('-whole') !== (product.category === 'whole-cake')) {
    problem('id', 'whole cakes (category whole-cake) and only they have ids ending in -whole');
  }
  if (product.id.endsWith('-slice') !== (product.category === 'slice')) {
    problem('id', 'slices (category slice) and only they have ids ending in -slice');
  }
  if ((product.id === 'custom') !== (product.category === 'custom-cake')) {
    problem('id', 'the custom cake (category custom-cake) and only it has the id custom');
  }
  if (product.category === 'whole-cake' && product.sizes.length !== 1) {
    problem('sizes', 'a whole cake comes in exactly one size');
  }
  if (product.category === 'whole-cake' && product.lead_time_hours < 24) {
    problem('lead_time_hours', 'whole cakes need at least 24 hours of notice');
  }
  if (product.category === 'custom-cake' && product.lead_time_hours < 72) {
    problem('lead_time_hours', 'the custom cake needs at least 72 hours of notice');
  }
  if (new Set(product.sizes).size !== product.sizes.length) problem('sizes', 'lists a size twice');
  const allowed = SIZES_BY_CATEGORY[product.category];
  if (!product.sizes.every((size) => allowed.sizes.includes(size))) problem('sizes', `${allowed.noun} comes in ${allowed.sizes.join(' or ')}`);
  // Pricing charges price_usd for the base size and the size's own price for the others, while
  // a client reads price_usd as the price of the first listed size: the two must agree.
  const [first] = product.sizes;
  if (first !== allowed.sizes[0] && product.sizes.includes(allowed.sizes[0])) {
    problem('sizes', `list ${allowed.sizes[0]} first: price_usd is the price of the first listed size`);
  }
  if (first === '10-inch' && product.price_10inch_usd !== undefined && product.price_10inch_usd !== product.price_usd) {
    problem('price_10inch_usd', 'must equal price_usd when 10-inch is the first (or only) size');
  }
  if (first === 'large' && product.price_large_usd !== undefined && product.price_large_usd !== product.price_usd) {
    problem('price_large_usd', 'must equal price_usd when large is the first (or only) size');
  }
  if (product.sizes.includes('10-inch') !== (product.price_10inch_usd !== undefined)) {
    problem('price_10inch_usd', 'is required when sizes has 10-inch, and only then');
  }
  if (product.sizes.includes('large') !== (product.price_large_usd !== undefined)) {
    problem('price_large_usd', 'is required when sizes has large, and only then');
  }
  if (product.allergens_confirmed && product.allergens === null) {
    problem('allergens_confirmed', 'cannot be true while allergens is null (unknown)');
  }
  if (product.allergens !== null && new Set(product.allergens).size !== product.allergens.length) {
    problem('allergens', 'lists an allergen twice');
  }
}

/** A product as the API serves it (spec 2.2). */
export const productSchema = productFields.superRefine(productRules);

/** A product as the catalog file holds it: the spec's fields, and the words that name it. */
export const catalogProductSchema = productFields
  .extend({ aliases: z.array(alias).max(MAX_ALIASES, `must list at most ${MAX_ALIASES} aliases`).optional() })
  .superRefine((product, ctx) => {
    productRules(product, ctx);
    if (product.aliases && new Set(product.aliases).size !== product.aliases.length) {
      ctx.addIssue({ code: 'custom', path: ['aliases'], message: 'lists an alias twice' });
    }
  });

/** The whole cake and its slice share a flavour ("carrot-whole", "carrot-slice"): they may share aliases. */
export const flavourStem = (id: string): string => id.replace(/-(whole|slice)$/, '');

// `version` is accepted and ignored so that a menu exported from GET /api/menu can be edited and
// imported again; the import always assigns a new version.
export const catalogFileSchema = z
  .strictObject({
    version: z.string().optional(),
    currency: z.literal('USD', { error: 'must be USD' }),
    allergen_disclaimer: z
      .string()
      .min(1)
      .refine(
        (text) => ['allerg', 'nut', 'dairy', 'egg', 'wheat', 'soy'].every((word) => text.toLowerCase().includes(word)),
        'must ask customers to report allergies and name nuts, dairy, eggs, wheat and soy',
      ),
    products: z.array(catalogProductSchema).min(1),
  })
  .superRefine((catalog, ctx) => {
    const seen = new Set<string>();
    catalog.products.forEach((product, index) => {
      if (seen.has(product.id)) {
        ctx.addIssue({ code: 'custom', path: ['products', index, 'id'], message: `"${product.id}" is used twice` });
      }
      seen.add(product.id);
    });
    // An alias names one flavour: shared by a cake and its slice, never by two flavours.
    const aliasOwner = new Map<string, string>();
    catalog.products.forEach((product, index) => {
      for (const word of product.aliases ?? []) {
        const owner = aliasOwner.get(word);
        if (owner !== undefined && owner !== flavourStem(product.id)) {
          ctx.addIssue({ code: 'custom', path: ['products', index, 'aliases'], message: `"${word}" is already an alias of another product (${owner}); an alias must name one flavour` });
        }
        aliasOwner.set(word, flavourStem(product.id));
      }
    });
    const custom = catalog.products.find((product) => product.id === 'custom');
    if (!custom) ctx.addIssue({ code: 'custom', path: ['products'], message: 'must include the custom cake (id custom)' });
  });

export type Product = z.infer<typeof catalogProductSchema>;
export type CatalogFile = z.infer<typeof catalogFileSchema>;
export type Catalog = Omit<CatalogFile, 'version'> & { version: string };
