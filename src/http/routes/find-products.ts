import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CatalogProvider } from '../../catalog/catalog-provider.js';
import type { Clock } from '../../clock.js';
import { appError } from '../../errors.js';
import { describeValidationProblems } from '../../orders/validation-problems.js';
import { findProducts, productMatchSchema } from '../../conversation/find-products.js';

// GET /api/menu/match: an additive extension for agents (spec 4.4.1), read by the conversation's
// own English reader so that an agent and the bakery's assistant map words to SKUs alike.
const matchQuery = z.object({
  text: z.string({ error: 'is required: the customer\'s words' }).trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters').describe('The customer\'s words.'),
});

// Checked in the handler, so a bad query gets the service's own words rather than fastify's.
const documentOnly = () => (value: unknown) => ({ value });

export function findProductsRoutes(app: FastifyInstance, catalogs: CatalogProvider, clock: Clock): void {
  app.get(
    '/api/menu/match',
    {
      validatorCompiler: documentOnly,
      schema: {
        operationId: 'matchProducts',
        summary: 'Map loose customer wording to candidate SKUs (extension)',
        description:
          'Additive extension: reads words such as "2 choc fudge slices" or "the red velvet one" as the bakery\'s own assistant does and answers, per product mentioned, the candidate SKUs with sizes and prices and what to do next (use it, or ask one question). Never invents a product. beverage_mentioned: coffee and tea are in-cafe only.',
        tags: ['catalog'],
        querystring: matchQuery,
        response: { 200: productMatchSchema },
      },
    },
    async (request) => {
      const query = matchQuery.safeParse(request.query);
      if (!query.success) throw appError('validation_failed', { problems: describeValidationProblems(query.error) });
      const { text } = query.data;
      return findProducts(text, catalogs.current().catalog, clock());
    },
  );
}
