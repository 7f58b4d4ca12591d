import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-errors.js';
import { type AppError, appError, isAppError } from '../errors.js';
import { rejectedResult } from '../orders/order-results.js';

/**
 * What the client did wrong, from fastify's own errors; anything unrecognised is ours (500).
 * `bodyLimit` is the limit of the route that refused the body, so a 413 names the limit that applied.
 */
export function toAppError(error: FastifyError | Error, bodyLimit = ORDER_BODY_LIMIT_BYTES): AppError {
  if (isAppError(error)) return error;
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return appError('invalid_json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return appError('body_too_large', { limit: bodyLimit });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return appError('unsupported_media_type');
  }
  // secure-json-parse and the JSON parser throw plain errors with statusCode 400.
  if (error instanceof SyntaxError || /prototype property/i.test(error.message)) return appError('invalid_json');
  if (isDatabaseUnavailable(error)) return appError('database_unavailable', { seconds: DATABASE_RETRY_AFTER_SECONDS });
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return appError('bad_request');
  return appError('internal_error');
}

export const ORDER_BODY_LIMIT_BYTES = 32 * 1024;

export type OrderRouteMarker = { orderResultErrors?: boolean };

/**
 * fastify's `frameworkErrors`: what its router refuses before any route or error handler runs (a
 * URL whose percent escapes do not decode), answered in the service's error shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appErr = logged(error, request);
  void reply.code(appErr.status).send({ ok: false, error: appErr.code, message: appErr.message });
}

/** The client's mistake at info, ours (5xx) at error with its cause. */
function logged(error: FastifyError, request: FastifyRequest): AppError {
  const appErr = toAppError(error, request.routeOptions?.bodyLimit);
  if (appErr.code === 'database_unavailable') request.log.warn({ err: error }, 'database unavailable: answered 503');
  else if (appErr.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: appErr.code }, 'request refused');
  return appErr;
}

export function installErrorHandlers(app: FastifyInstance, disclaimer: () => string): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appErr = logged(error, request);
    reply.code(appErr.status);
    const rejection = appErr.rejection;
    if (rejection.code === 'database_unavailable') reply.header('retry-after', String(rejection.detail.seconds));
    // createOrder answers every outcome with an OrderResult (spec 2.5), errors included.
    if ((request.routeOptions.config as OrderRouteMarker).orderResultErrors) {
      return reply.send(rejectedResult(appErr, disclaimer()));
    }
    return reply.send({ ok: false, error: appErr.code, message: appErr.message });
  });

  app.setNotFoundHandler((request, reply) => {
    const appErr = appError('route_not_found', { method: request.method, url: request.url.split('?')[0] ?? '' });
    return reply.code(404).send({ ok: false, error: appErr.code, message: appErr.message });
  });
}
