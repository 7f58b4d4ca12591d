import type { Product } from '../catalog/catalog-schema.js';

// How many a cake serves, from the catalog's own description ("Serves 10-12"), and how many cakes
// a party needs: the fewest whose servings could reach it, and how many are sure to.

export function servingsOf(product: Product): { from: number; to: number } | null {
  const match = /\bserves (\d+)(?: to |-|–)(\d+)\b/i.exec(product.description ?? '');
  return match ? { from: Number(match[1]), to: Number(match[2]) } : null;
}

export function cakesFor(product: Product, people: number): { fewest: number; sure: number } | null {
  const serves = servingsOf(product);
  return serves ? { fewest: Math.ceil(people / serves.to), sure: Math.ceil(people / serves.from) } : null;
}
