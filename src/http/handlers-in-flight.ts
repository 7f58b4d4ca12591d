import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/**
 * Makes app.close() wait for every route handler still running that may write. fastify waits for open
 * connections only: a client that hangs up mid-request (a provider timing out, a proxy giving up)
 * leaves its handler running with nothing to wait for, and the server would close the database
 * under it, leaving an SMS turn half done and its message claimed but never answered.
 * Register it before any route.
 */
export function closeAfterRunningHandlers(app: FastifyInstance): void {
  const running = new Set<Promise<unknown>>();
  app.addHook('onRoute', (route) => {
    // Reads (the menu, a status, a transcript) lose nothing when cut short, and the menu is the
    // hottest route: only handlers that may write are tracked.
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
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
