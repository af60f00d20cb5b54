import type { AppLoadContext } from '@remix-run/cloudflare';
import { testBackend } from './backend.ts';
import { TEST_SITE_URL } from './site-url.ts';

/** The load context a Pages Function would hand to loaders, pointed at the test backend. */
export function loaderContext(overrides: Partial<Env> = {}): AppLoadContext {
  const backend = testBackend();
  // Optional variables are left out, as on a deployment that does not set them.
  const env: Partial<Env> = {
    SUPABASE_URL: backend.supabaseUrl,
    SUPABASE_ANON_KEY: backend.anonKey,
    THEME_COOKIE_SECRET: 'test-theme-cookie-secret-0123456789abcdef',
    SITE_URL: TEST_SITE_URL,
    SUPABASE_TIMEOUT_MS: '3000',
    ...overrides,
  };
  return {
    cloudflare: {
      env: env as Env,
      ctx: { waitUntil: () => {}, passThroughOnException: () => {} },
      caches: undefined,
      cf: undefined,
    },
  };
}

/** A URL where nothing listens: the database is "down". */
export const DEAD_SUPABASE_URL = 'http://127.0.0.1:9';
