import type { AppLoadContext } from '@remix-run/cloudflare';
import { inject } from 'vitest';

/** The load context a Pages Function would hand to loaders, pointed at the test backend. */
export function loaderContext(overrides: Record<string, string> = {}): AppLoadContext {
  const backend = inject('backend');
  return {
    cloudflare: {
      env: {
        SUPABASE_URL: backend.supabaseUrl,
        SUPABASE_ANON_KEY: backend.anonKey,
        THEME_COOKIE_SECRET: 'test-theme-cookie-secret-0123456789abcdef',
        SITE_URL: 'https://newstax.test',
        SUPABASE_TIMEOUT_MS: '3000',
        ...overrides,
      },
      ctx: { waitUntil: () => {}, passThroughOnException: () => {} },
      caches: undefined,
      cf: undefined,
    },
  };
}

/** A URL where nothing listens: the database is "down". */
export const DEAD_SUPABASE_URL = 'http://127.0.0.1:9';
