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
    // A worker imports the app's modules once for all its files instead of once per file: the whole suite in
    // 185-193 s against 266 s, side by side (docs/testing.md). So a file must leave module state as it found it
    // (restore what it stubs). All workers are kept for the whole run: with fewer kept, vitest 3.2 ends a
    // run whose files all passed with "Terminating worker thread" as it closes an idle one.
    isolate: false,
    minWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    environment: 'node',
  },
});
