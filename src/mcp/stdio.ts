import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadConfig } from '../config.js';
import { createBakeryMcpServer } from './bakery-tools.js';
import { createHttpApi } from './http-api.js';

// The MCP server over stdio, for a local agent: the same tools as /mcp, talking to a running
// service through its HTTP API at BAKERY_API_URL. stdout carries the protocol: never print to it.

const config = loadConfig(process.env);
const server = createBakeryMcpServer(createHttpApi({ baseUrl: config.bakeryApi.url, apiKey: config.bakeryApi.key }));
await server.connect(new StdioServerTransport());
process.stderr.write(`bakery MCP server on stdio, using ${config.bakeryApi.url}\n`);
