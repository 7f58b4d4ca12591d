import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { mcpScenarios } from './mcp-scenarios.js';

// The MCP server at /mcp on the service's own app, reached with the SDK's own client.

let t: TestApp;
let client: Client;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`)));
});
afterAll(async () => {
  await client?.close();
  await t.close();
});

describe('MCP over Streamable HTTP at /mcp', () => {
  mcpScenarios(() => client, '+1512401');

  it('is stateless: GET and DELETE /mcp answer 405 saying to POST', async () => {
    const response = await fetch(`${url}/mcp`, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(405);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/stateless/);
  });
});
