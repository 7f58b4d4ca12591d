import { z } from 'zod';
import { productSchema } from '../catalog/catalog-schema.js';
import { createOrderSchema, notFoundSchema, orderItemSchema, orderResultSchema, orderStatusSchema } from '../orders/order-schemas.js';

export const menuSchema = z
  .object({
    version: z.string().describe('Assigned at import: YYYY-MM-DD.N'),
    currency: z.string(),
    products: z.array(productSchema),
    allergen_disclaimer: z.string(),
  })
  .describe('Catalog');

// Named components in the OpenAPI document.
const components = {
  Catalog: menuSchema,
  Product: productSchema,
  OrderItem: orderItemSchema,
  CreateOrder: createOrderSchema,
  OrderResult: orderResultSchema,
  OrderStatus: orderStatusSchema,
  Error: notFoundSchema,
};
for (const [id, schema] of Object.entries(components)) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}
