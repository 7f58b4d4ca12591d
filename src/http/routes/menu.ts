import type { FastifyInstance } from 'fastify';
import type { CatalogProvider } from '../../catalog/catalog-provider.js';
import { menuSchema } from '../api-schemas.js';

export function menuRoutes(app: FastifyInstance, catalogs: CatalogProvider): void {
  app.get(
    '/api/menu',
    {
      schema: {
        operationId: 'browseMenu',
        summary: 'Read the catalog',
        description:
          'The live catalog. allergens null means UNKNOWN, never allergen-free; the allergen_disclaimer always applies. Beverages are listed so clients can say they are in-cafe only: they cannot be ordered.',
        tags: ['catalog'],
        response: { 200: { description: 'The catalog.', content: { 'application/json': { schema: menuSchema } } } },
      },
    },
    // The menu is serialised once per catalog version; sending the cached bytes skips the
    // serialiser entirely. Not async: nothing here waits, and a promise per request is not free.
    (_request, reply) => {
      reply.type('application/json; charset=utf-8').send(catalogs.current().menuJson);
    },
  );
}
