import { existsSync } from 'node:fs';

/** Debian's Chromium, never a downloaded browser: what the benches measure, as a reader's browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser suite's Chromium: Debian's headless shell (`apt-get install -y chromium-headless-shell`), the same
 * Blink at the same version without the full browser's window and tab-strip UI, which Playwright itself uses for
 * headless runs. It ran the suite's specs in half the time on two cores (docs/testing.md). Without it, the full
 * browser.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** Headless, and kept off the (closed) network: no QUIC, no background, component or sync traffic. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
