/**
 * Test ports, shifted by NEWSTAX_TEST_PORT_OFFSET so that two checkouts (say, two git worktrees) can run their
 * suites at the same time. Apart from dev's ports (5173, 8788, 54321-54324), and below Linux's ephemeral range
 * (32768 and up), where an outgoing connection may already hold a port by chance.
 */
const offset = Number(process.env.NEWSTAX_TEST_PORT_OFFSET ?? 0);

const shifted = <T extends Record<string, number>>(ports: T): T =>
  Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + offset])) as T;

export const VITEST_BACKEND_PORTS = shifted({ db: 25432, gateway: 25421, postgrest: 25423, postgrestAdmin: 25424 });
/** vitest runs at most this many files at once: worker n's API sits at VITEST_BACKEND_PORTS' + 10 × (n − 1). */
export const VITEST_MAX_WORKERS = 7;
export const vitestWorkerApiPorts = (worker: number) => ({
  gateway: VITEST_BACKEND_PORTS.gateway + 10 * (worker - 1),
  postgrest: VITEST_BACKEND_PORTS.postgrest + 10 * (worker - 1),
  postgrestAdmin: VITEST_BACKEND_PORTS.postgrestAdmin + 10 * (worker - 1),
});
/** A second backend that scripts/backend's own tests start, stop and crash. */
export const LIFECYCLE_BACKEND_PORTS = shifted({ db: 25532, gateway: 25521, postgrest: 25523, postgrestAdmin: 25524 });
/**
 * The NEWSTAX_TEST_PORT_OFFSET for a vitest run that a test starts inside a copy of the checkout: its backend
 * then sits on 2562x, clear of the run that started it.
 */
export const CHECKOUT_COPY_PORT_OFFSET = offset + 200;
/** The dev backend, dev server and preview that the preview test runs in a copy of the checkout. */
export const PREVIEW_TEST_PORTS = shifted({
  db: 25732,
  gateway: 25721,
  postgrest: 25723,
  postgrestAdmin: 25724,
  dev: 25773,
  /** wrangler's devtools take this + 1000. */
  preview: 25788,
});
/** dev's own test: the dev backend and dev server it starts in a copy of the checkout. */
export const DEV_TEST_PORTS = shifted({
  gateway: 25851,
  db: 25852,
  postgrest: 25853,
  postgrestAdmin: 25854,
  dev: 25858,
});
/** db:reset's test: a Postgres running on a data folder, and the free ports an operator might move dev to. */
export const DB_RESET_TEST_PORTS = shifted({
  running: 25832,
  db: 25833,
  gateway: 25831,
  postgrest: 25834,
  postgrestAdmin: 25835,
});
/** The e2e sites' own test: a port it holds while it asks for a site there (wrangler's devtools take this + 1000). */
export const E2E_SITE_TEST_PORT = shifted({ site: 25890 }).site;
export const E2E_BACKEND_PORTS = shifted({ db: 26432, gateway: 26421, postgrest: 26423, postgrestAdmin: 26424 });
/**
 * The fault specs' own backend, which they stop, hang and lock while the other specs go on against the first:
 * a second Postgres, since one fault stops Postgres itself.
 */
export const E2E_FAULTS_BACKEND_PORTS = shifted({ db: 26532, gateway: 26521, postgrest: 26523, postgrestAdmin: 26524 });

/** One wrangler pages dev per configuration the browser tests need. */
export const E2E_SITES = shifted({
  /** The normal site: ads off, database up. */
  main: 8790,
  /** AdSense ids configured. */
  ads: 8791,
  /** SUPABASE_URL points at a port where nothing listens. */
  down: 8792,
  /** The edge cache on, entries fresh for 2 s (the other sites run with it off, so specs see their own writes). */
  cached: 8793,
  /** As main, on the fault specs' own backend. */
  faults: 8794,
  /** As cached, on the fault specs' own backend. */
  faultsCached: 8795,
});

/**
 * The e2e control channel: a loopback HTTP server in the Playwright runner (global-setup) through which the
 * fault specs stop and start parts of their backend (tests/e2e/support/control-server.ts).
 */
export const E2E_CONTROL_PORT = shifted({ control: 26429 }).control;

export const siteUrl = (site: keyof typeof E2E_SITES) => `http://127.0.0.1:${E2E_SITES[site]}`;
