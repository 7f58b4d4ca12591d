import type { Catalog, Product, Size } from '../../src/catalog/catalog-schema.js';
import { formatUsd } from '../../src/orders/money.js';
import { unitPriceCents } from '../../src/orders/pricing.js';

// The menu as the chat shows it: one card per product, with the catalog's own names, prices and
// allergen facts. Unknown allergens (null) are said to be unknown, never "none".

export const UNKNOWN_ALLERGENS_TEXT = 'Allergens not confirmed: may contain common allergens';

export type MenuCard = {
  id: string;
  name: string;
  display_name: string;
  category: Product['category'];
  description: string;
  price: string;
  sizes: Array<{ size: Size; price: string }>;
  /** The catalog's list, or 'unknown' when the catalog has none (null). */
  allergens: string[] | 'unknown';
  allergens_text: string;
  available: boolean;
  /** Coffee and tea: served in the cafe, never ordered ahead. */
  in_cafe_only: boolean;
  lead_time_hours: number;
};

export type MenuCards = { currency: string; allergen_disclaimer: string; products: MenuCard[] };

export function menuCards(catalog: Catalog): MenuCards {
  return {
    currency: catalog.currency,
    allergen_disclaimer: catalog.allergen_disclaimer,
    products: catalog.products.map(card),
  };
}

function card(product: Product): MenuCard {
  return {
    id: product.id,
    name: product.name,
    display_name: product.display_name,
    category: product.category,
    description: product.description,
    price: formatUsd(unitPriceCents(product, product.sizes[0] as Size) ?? 0),
    sizes: product.sizes.map((size) => ({ size, price: formatUsd(unitPriceCents(product, size) ?? 0) })),
    allergens: product.allergens ?? 'unknown',
    allergens_text: allergensText(product),
    available: product.available,
    in_cafe_only: product.category === 'beverage',
    lead_time_hours: product.lead_time_hours,
  };
}

function allergensText(product: Product): string {
  if (product.allergens === null) return UNKNOWN_ALLERGENS_TEXT;
  const list = product.allergens.length > 0 ? product.allergens.join(', ') : 'none listed';
  return product.allergens_confirmed ? `Contains: ${list}` : `Listed (not confirmed, may contain others): ${list}`;
}
