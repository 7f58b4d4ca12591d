import type { ProductMatch } from '../conversation/find-products.js';
import type { OrderResult, OrderStatusView } from '../orders/order-schemas.js';
import type { QuoteResult } from '../orders/quote-order.js';
import type { BakeryApi, Menu } from './bakery-api.js';

export type HttpApiOptions = {
  /** The running service, e.g. http://localhost:3000 (BAKERY_API_URL). */
  baseUrl: string;
  /** An integrator key, sent as Authorization: Bearer (BAKERY_API_KEY). */
  apiKey?: string | undefined;
  fetch?: typeof fetch;
};

/** BakeryApi over the service's HTTP API, for the stdio MCP server: the same operations any client uses. */
export function createHttpApi(options: HttpApiOptions): BakeryApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  const auth: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};

  async function call(method: 'GET' | 'POST', path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) {
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        method,
        headers: { accept: 'application/json', ...auth, ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      });
    } catch (error) {
      throw new Error(`The bakery service at ${base} could not be reached (${(error as Error).message}). Check that it is running and BAKERY_API_URL.`);
    }
    return response;
  }

  async function json<T>(response: Response, accepted: number[]): Promise<T> {
    if (!accepted.includes(response.status)) {
      const detail = await response.text().catch(() => '');
      throw new Error(`The bakery service answered ${response.status} to ${response.url}: ${detail.slice(0, 300)}`);
    }
    return (await response.json()) as T;
  }

  return {
    menu: async () => json<Menu>(await call('GET', '/api/menu'), [200]),
    findProducts: async (text) => json<ProductMatch>(await call('GET', `/api/menu/match?text=${encodeURIComponent(text)}`), [200]),
    quote: async (order) => json<QuoteResult>(await call('POST', '/api/order/quote', { body: order }), [200, 400, 503]),
    place: async (order, idempotencyKey) => {
      const response = await call('POST', '/api/order', { body: order, headers: { 'idempotency-key': idempotencyKey } });
      // createOrder answers every outcome with an OrderResult; a 401 (bad key) or a proxy's page is not one.
      const result = await json<OrderResult>(response, [200, 400, 409, 413, 422, 429, 500, 503]);
      const retryAfter = response.headers.get('retry-after');
      return { httpStatus: response.status, result, retryAfterSeconds: retryAfter === null ? undefined : Number(retryAfter) };
    },
    orderStatus: async (orderId) => {
      const response = await call('GET', `/api/order/${encodeURIComponent(orderId)}`);
      if (response.status === 404) {
        const body = await json<{ error: string; message: string }>(response, [404]);
        return { found: false, error: body.error, message: body.message };
      }
      return { found: true, status: await json<OrderStatusView>(response, [200]) };
    },
    agentGuide: async () => {
      const response = await call('GET', '/llms-full.txt', { headers: { accept: 'text/markdown' } });
      if (response.status !== 200) throw new Error(`The bakery service answered ${response.status} to /llms-full.txt.`);
      return response.text();
    },
  };
}
