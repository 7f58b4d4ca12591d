import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { CatalogProvider } from '../catalog/catalog-provider.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { ClosedDays } from '../orders/business-time.js';
import './api-schemas.js';
import { addExamples, addRetryAfter, type OpenApiDocument, tidyComponents } from './openapi-document.js';
import { apiExamples } from './openapi-examples.js';

export type OpenApiDeps = {
  catalogs: CatalogProvider;
  clock: Clock;
  closedDays: ClosedDays;
};

// Only the public API is documented. Provider webhooks (Twilio, Slack) are called by those
// providers with their own signatures, and the web chat's API belongs to its page; they are listed
// in the README, not offered to integrators here.
const isPublicApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/chat');

export async function registerOpenApi(
  app: FastifyInstance,
  config: Pick<Config, 'publicBaseUrl' | 'storefrontUrl' | 'orderRateLimit'>,
  deps?: OpenApiDeps,
) {
  // The relative server comes first, so "Try it out" on /docs sends requests to the host the page
  // was opened from (a proxy's name, localhost, an IP), not to a name the browser may not reach.
  const servers = [{ url: '/', description: 'This service (the host this document was read from)' }];
  servers.push({ url: config.publicBaseUrl, description: 'Bakery Commerce API (PUBLIC_BASE_URL)' });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bakery Commerce API',
        version: '1.0.0',
        description:
          'Catalog, order placement and order status for a cake bakery and cafe. No authentication (spec 5): every operation is public, and createOrder is protected by per-client rate limits instead. Decisions where the spec is silent: docs/api-decisions.md.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers,
      // Stated, not left out: no operation needs credentials.
      security: [],
      tags: [
        { name: 'catalog', description: 'The products the bakery sells, with prices, sizes, notice and allergens.' },
        { name: 'orders', description: 'Placing pickup and delivery orders and checking their status.' },
      ],
    },
    transform: (route) => (isPublicApi(route.url) ? jsonSchemaTransform(route) : { schema: { hide: true } as never, url: route.url }),
    transformObject: (input) => addRetryAfter(tidyComponents(jsonSchemaTransformObject(input) as OpenApiDocument)) as never,
  });

  // Examples follow the clock (the example order is for a time the rules accept today), so they
  // are added to each copy served, not to the cached document.
  const served = (doc: OpenApiDocument): OpenApiDocument => {
    if (!deps) return doc;
    const examples = apiExamples({
      snapshot: deps.catalogs.current(),
      now: deps.clock(),
      closedDays: deps.closedDays,
      retryAfterSeconds: config.orderRateLimit.windowSeconds,
    });
    return addExamples(doc, examples);
  };
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list' },
    transformSpecification: (doc) => served(doc as OpenApiDocument),
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => served(app.swagger() as unknown as OpenApiDocument));
}
