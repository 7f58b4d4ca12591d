import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { mcpScenarios } from './mcp-scenarios.js';

// The stdio MCP server (the bakery-mcp bin) as a local agent runs it: a child process that talks
// to a running service through its HTTP API at BAKERY_API_URL.

const BIN = fileURLToPath(new URL('../../bin/bakery-mcp.js', import.meta.url));

let t: TestApp;
let client: Client;
let stderr = '';
beforeAll(async () => {
  t = await createTestApp();
  const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN],
    env: { BAKERY_API_URL: url, LOG_LEVEL: 'silent' },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(transport);
}, 60_000);
afterAll(async () => {
  await client?.close();
  await t.close();
});

describe('MCP over stdio, through the HTTP API', () => {
  mcpScenarios(() => client, '+1512402');

  it('says on stderr which service it uses, keeping stdout for the protocol', () => {
    expect(stderr).toMatch(/bakery MCP server on stdio, using http:\/\/127\.0\.0\.1:\d+/);
  });
});
