import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // vite.config.ts gives every build its own; tests that import app/entry.server.tsx get a fixed one.
  define: { __BUILD_ID__: JSON.stringify('test') },
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/setup/vitest.global.ts'],
    // Files run side by side, each worker on its own copy of the test database (tests/setup/vitest.global.ts):
    // many compare a page with what the whole database holds (sitemaps, feeds, drafts). Three on two cores,
    // because much of a file's time is spent waiting on Postgres, PostgREST or a child process.
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    environment: 'node',
  },
});
