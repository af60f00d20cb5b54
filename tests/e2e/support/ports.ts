/** Ports for the browser tests: apart from dev (5173, 8788, 5432x) and from vitest (5542x), so all can run at once. */
export const E2E_BACKEND_PORTS = { db: 56432, gateway: 56421, postgrest: 56423, postgrestAdmin: 56424 };

/** One wrangler pages dev per configuration the tests need. */
export const E2E_SITES = {
  /** The normal site: ads off, database up. */
  main: 8790,
  /** AdSense ids configured. */
  ads: 8791,
  /** SUPABASE_URL points at a port where nothing listens. */
  down: 8792,
} as const;

export const siteUrl = (site: keyof typeof E2E_SITES) => `http://127.0.0.1:${E2E_SITES[site]}`;
