import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/**
 * Makes app.close() wait for every route handler still running. fastify waits for open
 * connections only: a client that hangs up mid-request (a provider timing out, a proxy giving up)
 * leaves its handler running with nothing to wait for, and the server would close the database
 * under it, leaving an SMS turn half done and its message claimed but never answered.
 * Register it before any route.
 */
export function closeAfterRunningHandlers(app: FastifyInstance): void {
  const running = new Set<Promise<unknown>>();
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function (request, reply) {
      const result: unknown = handler.call(this, request, reply);
      if (result instanceof Promise) {
        running.add(result);
        const forget = () => running.delete(result);
        result.then(forget, forget);
      }
      return result;
    } as RouteHandlerMethod;
  });
  app.addHook('preClose', async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  });
}
