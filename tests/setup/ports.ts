/**
 * Test ports, shifted by NEWSTAX_TEST_PORT_OFFSET so that two checkouts (say, two git worktrees) can run their
 * suites at the same time. Apart from dev's ports (5173, 8788, 54321-54324).
 */
const offset = Number(process.env.NEWSTAX_TEST_PORT_OFFSET ?? 0);

const shifted = <T extends Record<string, number>>(ports: T): T =>
  Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + offset])) as T;

export const VITEST_BACKEND_PORTS = shifted({ db: 55432, gateway: 55421, postgrest: 55423, postgrestAdmin: 55424 });
export const E2E_BACKEND_PORTS = shifted({ db: 56432, gateway: 56421, postgrest: 56423, postgrestAdmin: 56424 });

/** One wrangler pages dev per configuration the browser tests need. */
export const E2E_SITES = shifted({
  /** The normal site: ads off, database up. */
  main: 8790,
  /** AdSense ids configured. */
  ads: 8791,
  /** SUPABASE_URL points at a port where nothing listens. */
  down: 8792,
});

/**
 * The e2e control channel: a loopback HTTP server in the Playwright runner (global-setup) through which the
 * fault specs stop and start parts of the e2e backend (tests/e2e/support/control-server.ts).
 */
export const E2E_CONTROL_PORT = shifted({ control: 56429 }).control;

export const siteUrl = (site: keyof typeof E2E_SITES) => `http://127.0.0.1:${E2E_SITES[site]}`;
