import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_BACKEND_PORTS, E2E_CONTROL_PORT, E2E_FAULTS_BACKEND_PORTS, E2E_SITES } from '../../setup/ports.ts';
import { TEST_SITE_URL } from '../../setup/site-url.ts';
import { startTestBackend } from '../../setup/test-backend.ts';
import { startControlServer } from './control-server.ts';
import { startSite } from './wrangler-server.ts';

export const TEST_COOKIE_SECRET = 'e2e-theme-cookie-secret-0123456789abcdef';
export const CACHED_SITE_FRESH_SECONDS = 2;

export const TEST_ADSENSE = { clientId: 'ca-pub-0000000000000000', slotId: '1234567890' };

type Stoppable = { stop: () => Promise<void> };

/** The first file of the site's sources (app/, functions/; tests aside) changed after `builtAt`, or null. */
function changedSinceBuild(builtAt: number): string | null {
  for (const dir of ['app', 'functions']) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      if (entry.isFile() && !entry.name.includes('.test.') && statSync(path).mtimeMs > builtAt) return path;
    }
  }
  return null;
}

/** Starts everything `starting` holds; if any fails, stops those that did start (nothing else would) and throws. */
async function allOrNone<T extends readonly Promise<Stoppable>[]>(
  starting: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const outcomes = await Promise.allSettled(starting);
  const started = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((server) => server.stop()));
    throw failed.reason;
  }
  return started as { -readonly [K in keyof T]: Awaited<T[K]> };
}

/**
 * Two throwaway backends, then the built site served by wrangler in each configuration the specs need. The fault
 * specs stop parts of the second backend while every other spec goes on against the first.
 */
export default async function globalSetup() {
  if (!existsSync('build/server/index.js')) {
    throw new Error('No production build: run `npm run build` first (npm test does).');
  }
  const stale = changedSinceBuild(statSync('build/server/index.js').mtimeMs);
  if (stale) {
    // The specs would test the code as it was at the last build, and pass or fail for it.
    throw new Error(`${stale} changed after the last build: run \`npm run build\` first (npm test does).`);
  }
  const [backend, faultsBackend] = await allOrNone([
    startTestBackend(E2E_BACKEND_PORTS),
    startTestBackend(E2E_FAULTS_BACKEND_PORTS),
  ] as const);
  const varsFor = (api: typeof backend) => ({
    SUPABASE_URL: api.supabaseUrl,
    SUPABASE_ANON_KEY: api.anonKey,
    THEME_COOKIE_SECRET: TEST_COOKIE_SECRET,
    SITE_URL: TEST_SITE_URL,
    ADSENSE_CLIENT_ID: '',
    ADSENSE_SLOT_ID: '',
    SUPABASE_TIMEOUT_MS: '3000',
    EDGE_CACHE: 'off',
  });
  const base = varsFor(backend);
  const faultsBase = varsFor(faultsBackend);
  const cache = { EDGE_CACHE: 'on', EDGE_CACHE_FRESH_SECONDS: String(CACHED_SITE_FRESH_SECONDS) };
  const stopBackends = () => Promise.all([backend.stop(), faultsBackend.stop()]);
  const sites = await allOrNone([
    startSite(E2E_SITES.main, base),
    startSite(E2E_SITES.ads, {
      ...base,
      ADSENSE_CLIENT_ID: TEST_ADSENSE.clientId,
      ADSENSE_SLOT_ID: TEST_ADSENSE.slotId,
    }),
    startSite(E2E_SITES.down, { ...base, SUPABASE_URL: 'http://127.0.0.1:9' }),
    startSite(E2E_SITES.cached, { ...base, ...cache }),
    startSite(E2E_SITES.faults, faultsBase),
    startSite(E2E_SITES.faultsCached, { ...faultsBase, ...cache }),
  ]).catch(async (error) => {
    await stopBackends();
    throw error;
  });
  const controlServer = await startControlServer(E2E_CONTROL_PORT, faultsBackend).catch(async (error) => {
    await Promise.all(sites.map((site) => site.stop()));
    await stopBackends();
    throw error;
  });
  // Workers inherit the runner's environment: this is how specs reach the backends.
  process.env.E2E_DB_URL = backend.dbUrl;
  process.env.E2E_FAULTS_DB_URL = faultsBackend.dbUrl;
  process.env.E2E_CONTROL_URL = controlServer.url;
  // The secrets the site and backend hold, so that specs can prove none of them reaches a browser.
  process.env.E2E_JWT_SECRET = backend.jwtSecret;
  process.env.E2E_SERVICE_ROLE_KEY = backend.serviceRoleKey;
  process.env.E2E_ANON_KEY = backend.anonKey;
  process.env.E2E_SUPABASE_URL = backend.supabaseUrl;
  process.env.E2E_COOKIE_SECRET = TEST_COOKIE_SECRET;

  return async () => {
    await controlServer.stop();
    await Promise.all(sites.map((site) => site.stop()));
    await stopBackends();
  };
}
