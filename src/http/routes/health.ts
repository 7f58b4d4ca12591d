import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { outboxCounts } from '../../db/outbox-repository.js';

// A load balancer gives up on a probe after a second or two; an answer that comes later is no
// answer. If the database does not reply within this, /readyz says so.
const READY_DEADLINE_MS = 800;

export function healthRoutes(app: FastifyInstance, database: Pick<Database, 'ping' | 'kind' | 'db'>): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from the database within ${READY_DEADLINE_MS} ms`)), READY_DEADLINE_MS);
    });
    const check = (async () => {
      await database.ping();
      // Dead letters do not make the service unready, but whoever watches /readyz must see them.
      return outboxCounts(database.db);
    })();
    check.catch(() => {}); // after the deadline its failure is already answered
    try {
      const notifications = await Promise.race([check, deadline]);
      return { ok: true, database: database.kind, notifications };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).header('retry-after', '5').send({ ok: false, database: database.kind, error: 'database_unreachable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
