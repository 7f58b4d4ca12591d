import { z } from 'zod';
import { productSchema } from '../catalog/catalog-schema.js';
import { productMatchSchema } from '../conversation/find-products.js';
import { quoteResultSchema } from '../orders/quote-order.js';
import { createOrderSchema, notFoundSchema, orderItemSchema, orderResultSchema, orderStatusSchema } from '../orders/order-schemas.js';

export const menuSchema = z.object({
  version: z.string().describe('Assigned at import: YYYY-MM-DD.N'),
  currency: z.string(),
  products: z.array(productSchema),
  allergen_disclaimer: z.string(),
});

// Named components of the OpenAPI document: a route that uses one of these objects gets a $ref,
// never an inline copy (src/http/openapi-document.ts drops the ones no route uses). The id is
// merged into what the schema already has in zod's global registry: `.describe()` registers a
// schema there too, and its field descriptions must survive.
const components: Record<string, { schema: z.ZodType; description: string }> = {
  Catalog: { schema: menuSchema, description: 'The live catalog (spec 2.1).' },
  Product: {
    schema: productSchema,
    description: 'One product (spec 2.2). allergens null means UNKNOWN, never allergen-free. Beverages are in-cafe only and cannot be ordered.',
  },
  OrderItem: { schema: orderItemSchema, description: 'One line of the order.' },
  CreateOrder: { schema: createOrderSchema, description: 'An order (spec 2.4). Unknown fields are refused.' },
  OrderResult: {
    schema: orderResultSchema,
    description: 'The answer to every createOrder request, rejections included (spec 2.5). Relay confirmation_text verbatim to the customer; error is for developers.',
  },
  OrderStatus: { schema: orderStatusSchema, description: 'An order as anyone holding its id may see it (spec 2.6): no customer name, phone, address, item notes or allergy notes.' },
  Error: { schema: notFoundSchema, description: 'Error body of every endpoint except createOrder.' },
  QuoteResult: {
    schema: quoteResultSchema,
    description: 'What createOrder would answer now for the same body, with the priced items; nothing stored (extension).',
  },
  ProductMatch: { schema: productMatchSchema, description: "Loose wording read as the bakery's own assistant reads it: candidate SKUs per product mentioned (extension)." },
};
for (const [id, { schema, description }] of Object.entries(components)) {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id, description });
}
