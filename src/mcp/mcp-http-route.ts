import type { FastifyInstance } from 'fastify';
import type { BakeryApi } from './bakery-api.js';
import type { Caller } from './in-process-api.js';

// The MCP endpoint, Streamable HTTP at /mcp, stateless: every POST carries one JSON-RPC message
// and gets its answer as plain JSON. No session is kept, so any instance can answer any request
// and nothing lingers after it; the tools need no state between calls (an order's idempotency key
// travels with each place_order). GET (a server-to-client stream) and DELETE (ending a session)
// have nothing to do without sessions: 405, as the MCP transport specification allows.

const notAllowed = {
  jsonrpc: '2.0',
  error: { code: -32000, message: 'Method not allowed: this MCP server is stateless. Send each JSON-RPC message as a POST to /mcp.' },
  id: null,
};

// The MCP SDK is about a sixth of the server's start-up and most instances never see an agent: it
// is loaded by the first POST /mcp.
let mcpModules: Promise<[typeof import('./bakery-tools.js'), typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js')]> | undefined;
const loadMcpModules = () => (mcpModules ??= Promise.all([import('./bakery-tools.js'), import('@modelcontextprotocol/sdk/server/streamableHttp.js')]));

export function mcpRoutes(app: FastifyInstance, apiFor: (caller: Caller) => BakeryApi): void {
  app.post('/mcp', { schema: { hide: true } }, async (request, reply) => {
    const [{ createBakeryMcpServer }, { StreamableHTTPServerTransport }] = await loadMcpModules();
    const server = createBakeryMcpServer(apiFor({ ip: request.ip, headers: request.headers }));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({ method, url: '/mcp', schema: { hide: true }, handler: async (_request, reply) => reply.code(405).header('allow', 'POST').send(notAllowed) });
  }
}
