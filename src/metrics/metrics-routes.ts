import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { appError } from '../errors.js';
import type { Metrics } from './metrics.js';
import type { DurationSeries, RequestHistogram } from './request-histogram.js';

// GET /metrics in Prometheus text format, and the request-duration histogram. Each route gets its
// own onResponse hook that already knows its pattern and keeps its label children in a small map,
// so timing a request costs a map lookup and an observation (unmatched paths are not timed).

export const METRICS_PATH = '/metrics';

/** Must be registered before the routes it should time. */
export function timeRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRoute', (route) => {
    if (route.url === METRICS_PATH) return;
    const timer = routeTimer(metrics.requestDuration, route.url ?? route.path);
    route.onResponse = route.onResponse === undefined ? [timer] : [...[route.onResponse].flat(), timer];
  });
  app.addHook('onClose', (_app, done) => {
    metrics.stop();
    done();
  });
}

function routeTimer(histogram: RequestHistogram<'method' | 'route' | 'status_code'>, route: string): onResponseHookHandler {
  const children = new Map<string, DurationSeries>();
  return function observeDuration(request, reply, done) {
    const key = `${request.method} ${reply.statusCode}`;
    let child = children.get(key);
    if (!child) {
      child = histogram.series({ method: request.method, route, status_code: String(reply.statusCode) });
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  };
}

/** The scrape endpoint; with a token configured, only `Authorization: Bearer <token>` may read it. */
export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const expected = token === undefined ? undefined : digest(token);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    if (expected && !bearerMatches(request.headers.authorization, expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw appError('metrics_unauthorized');
    }
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compared as digests: equal lengths, and the time taken says nothing about the token. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}
