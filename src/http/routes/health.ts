import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';

export function healthRoutes(app: FastifyInstance, database: Pick<Database, 'ping' | 'kind'>): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await database.ping();
      return { ok: true, database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).send({ ok: false, database: database.kind, error: 'database_unreachable' });
    }
  });
}
