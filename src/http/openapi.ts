import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import './api-schemas.js';

export async function registerOpenApi(app: FastifyInstance, config: Pick<Config, 'publicBaseUrl' | 'storefrontUrl'>) {
  const servers = [{ url: config.publicBaseUrl, description: 'Bakery Commerce API' }];
  if (config.storefrontUrl !== config.publicBaseUrl) {
    servers.push({ url: config.storefrontUrl, description: 'Storefront mirror (same paths)' });
  }
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bakery Commerce API',
        version: '1.0.0',
        description:
          'Catalog, order placement and order status for a cake bakery and cafe. No authentication (spec 5). Decisions where the spec is silent: docs/api-decisions.md.',
      },
      servers,
      tags: [{ name: 'catalog' }, { name: 'orders' }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
