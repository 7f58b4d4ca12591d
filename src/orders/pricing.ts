import type { Product, Size } from '../catalog/catalog-schema.js';
import { toCents } from './money.js';

/** The size used when an item names none: the product's first listed size. */
export function defaultSize(product: Product): Size {
  return product.sizes[0] as Size;
}

/** Price of one unit in cents, or null when the product does not come in that size. */
export function unitPriceCents(product: Product, size: Size): number | null {
  if (!product.sizes.includes(size)) return null;
  if (size === 'large' && product.price_large_usd !== undefined) return toCents(product.price_large_usd);
  if (size === '10-inch' && product.price_10inch_usd !== undefined) return toCents(product.price_10inch_usd);
  return toCents(product.price_usd);
}
