import { defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './test/helpers/slow-files-first.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Migrates an embedded database once (test databases start from its snapshot), and starts the
    // one chromium that the browser tests share.
    globalSetup: ['test/helpers/pglite-snapshot.ts', 'test/helpers/shared-browser.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Two cores: more workers only make PGlite start-ups fight for CPU.
    maxWorkers: 2,
    // Each worker imports the app's modules (fastify, PGlite's WebAssembly, twilio, the MCP SDK...)
    // once, not once per file: that import took most of the suite's time. No test mocks modules or
    // changes process-wide state, and each file builds its app and database from scratch.
    isolate: false,
    sequence: { sequencer: SlowFilesFirst },
    reporters: ['default'],
  },
});
