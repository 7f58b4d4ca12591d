import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { outboxCounts } from '../../db/outbox-repository.js';

export function healthRoutes(app: FastifyInstance, database: Pick<Database, 'ping' | 'kind' | 'db'>): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await database.ping();
      // Dead letters do not make the service unready, but whoever watches /readyz must see them.
      const notifications = await outboxCounts(database.db);
      return { ok: true, database: database.kind, notifications };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).send({ ok: false, database: database.kind, error: 'database_unreachable' });
    }
  });
}
