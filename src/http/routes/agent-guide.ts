import type { FastifyInstance } from 'fastify';
import type { AgentGuide } from '../../agent-guide/agent-guide.js';

// GET /llms.txt (the llmstxt.org index) and GET /llms-full.txt (the full guide), both markdown.
export function agentGuideRoutes(app: FastifyInstance, guide: () => Promise<AgentGuide>): void {
  const text = { schema: { hide: true } };
  app.get('/llms.txt', text, async (_request, reply) => reply.type('text/markdown; charset=utf-8').send((await guide()).index));
  app.get('/llms-full.txt', text, async (_request, reply) => reply.type('text/markdown; charset=utf-8').send((await guide()).full));
}
