import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './scripts/lib/chromium.ts';
import { siteUrl } from './tests/setup/ports.ts';

/** Specs that take their backend down (docs/decisions/0012): they have one of their own. */
const FAULT_SPECS = /faults\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  retries: 0,
  // Generous: CI runs four workerd servers, Postgres and two Chromiums on two cores, where a page that loads in
  // 0.3 s alone takes 2 to 6 s to hydrate (docs/testing.md); a test of several pages needs its own, longer timeout.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: siteUrl('main'),
    // A trace records every action's screenshots and DOM: a fifth of the suite's time on two cores, and kept only
    // for failures. Ask for it when a failure needs one: `npx playwright test --trace retain-on-failure`.
    trace: 'off',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // First, so that its serial run of outages, mostly waiting for restarts, starts at once on one worker while
    // the other works through the chromium specs. Its own backend and sites: stopping them touches no other spec.
    {
      name: 'faults',
      use: { ...devices['Desktop Chrome'], baseURL: siteUrl('faults') },
      testMatch: FAULT_SPECS,
    },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: FAULT_SPECS },
  ],
});
