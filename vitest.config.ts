import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Migrates an embedded database once; test databases start from its snapshot.
    globalSetup: ['test/helpers/pglite-snapshot.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Two cores: more workers only make PGlite start-ups fight for CPU.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
