import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Work a handler starts and leaves running after it has answered (a staff decision after
     * Slack's ack, a confirmation text after a call's answer): app.close() waits for it too.
     */
    finishBeforeClose(work: Promise<unknown>): void;
  }
}

/**
 * Makes app.close() wait for every route handler still running that may write, and for the work
 * handlers hand to finishBeforeClose. fastify waits for open connections only: a client that
 * hangs up mid-request (a provider timing out, a proxy giving up) leaves its handler running with
 * nothing to wait for, and the server would close the database under it, leaving an SMS turn half
 * done and its message claimed but never answered.
 * Register it before any route.
 */
export function closeAfterRunningHandlers(app: FastifyInstance): void {
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    running.add(work);
    const forget = () => running.delete(work);
    work.then(forget, forget);
  };
  app.decorate('finishBeforeClose', track);
  app.addHook('onRoute', (route) => {
    // Reads (the menu, a status, a transcript) lose nothing when cut short, and the menu is the
    // hottest route: only handlers that may write are tracked.
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function (request, reply) {
      const result: unknown = handler.call(this, request, reply);
      if (result instanceof Promise) track(result);
      return result;
    } as RouteHandlerMethod;
  });
  app.addHook('preClose', async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  });
}
