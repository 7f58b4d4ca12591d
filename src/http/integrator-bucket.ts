import type { FastifyRequest } from 'fastify';
import { clientKey } from './client-key.js';

// Who a request counts as, for the order rate limit and the idempotency scope: its integrator
// when it carries a valid key (its own bucket and its own limit, from any address), otherwise its
// network address as before.

export function rateLimitBucket(request: FastifyRequest): string {
  return request.integrator ? `integrator:${request.integrator.id}` : clientKey(request.ip);
}

export function idempotencyScope(request: FastifyRequest): string {
  return request.integrator ? `integrator:${request.integrator.id}` : `http:${clientKey(request.ip)}`;
}

/** The order limit per window: the key's own, or the anonymous per-client default. */
export const orderLimitFor = (anonymousMax: number) => (request: FastifyRequest) => request.integrator?.orderLimit ?? anonymousMax;
