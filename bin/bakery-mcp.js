#!/usr/bin/env node
// The stdio MCP server (src/mcp/stdio.ts), run through tsx like the rest of the service.
import { register } from 'tsx/esm/api';

register();
await import('../src/mcp/stdio.ts');
