import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { findActiveIntegrator, type Integrator } from '../db/integrator-keys-repository.js';
import { appError } from '../errors.js';

// Optional integrator keys (docs/agents.md): `Authorization: Bearer <key>` on the API and /mcp.
// No header: the request is anonymous, as spec 5 has it. A header that is not a valid, unrevoked
// key is refused (401) rather than ignored, so an integrator learns at once that its key is wrong
// instead of silently sharing the anonymous limit. Keys are looked up on every request, so a
// revocation takes effect at once.

declare module 'fastify' {
  interface FastifyRequest {
    /** The integrator whose key came with the request, or null. */
    integrator: Integrator | null;
  }
}

const PROTECTED = /^\/(api\/|mcp(\/|\?|$))/;

export function registerIntegratorAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('integrator', null);
  // Callback style: a request without the header (nearly all) passes without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const header = request.headers.authorization;
    if (header === undefined || !PROTECTED.test(request.url)) return done();
    authenticate(request, reply, header).then(() => done(), done);
  });

  async function authenticate(request: FastifyRequest, reply: FastifyReply, header: string): Promise<void> {
    const key = /^Bearer +(\S+) *$/i.exec(header)?.[1];
    reply.header('www-authenticate', 'Bearer realm="bakery-api"');
    if (!key) throw appError('authorization_malformed');
    const integrator = await findActiveIntegrator(db, key);
    if (!integrator) throw appError('api_key_invalid');
    reply.removeHeader('www-authenticate');
    request.integrator = integrator;
  }
}
