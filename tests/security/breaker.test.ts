import { afterEach, describe, expect, it, vi } from 'vitest';
import { BREAKER_FAILURES_TO_OPEN } from '~/lib/circuit-breaker.server';
import { serverEnv } from '~/lib/env.server';
import { breakerFor, supabaseFor } from '~/lib/supabase.server';
import { loader as listingLoader } from '~/routes/$lang.$category._index';
import { loader as searchApiLoader } from '~/routes/search';
import { testBackend } from '../setup/backend.ts';
import { startFakeSupabase } from '../setup/fake-supabase.ts';
import { loaderContext } from '../setup/loader-context.ts';
import { runLoader } from '../setup/run-loader.ts';
import { TEST_SITE_URL } from '../setup/site-url.ts';

/**
 * The circuit breaker in front of the database (docs/decisions/0046), with the loaders and a real HTTP server:
 * once the database has failed BREAKER_FAILURES_TO_OPEN times in a row, pages and /search answer their 503 at
 * once without asking it; a 4xx (a bad filter) is the database working; after the cool-down one call probes and
 * its success closes the breaker. The whole site with PostgREST really hung: tests/e2e/faults.spec.ts.
 */

const TIMEOUT_MS = 1500;
const COOL_DOWN_MS = 600;

afterEach(() => {
  vi.restoreAllMocks();
});

const env = (supabaseUrl: string) => ({
  SUPABASE_URL: supabaseUrl,
  SUPABASE_TIMEOUT_MS: String(TIMEOUT_MS),
  SUPABASE_BREAKER_COOL_DOWN_MS: String(COOL_DOWN_MS),
});
const breakerOf = (supabaseUrl: string) => breakerFor(serverEnv(loaderContext(env(supabaseUrl)).cloudflare.env));
const listing = (supabaseUrl: string) =>
  runLoader(listingLoader, '/id/pph', { lang: 'id', category: 'pph' }, env(supabaseUrl));

describe('the database circuit breaker', () => {
  it('opens after a run of failures: then pages and /search answer 503 at once, without asking', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = await startFakeSupabase('error-500');
    try {
      for (let i = 0; i < BREAKER_FAILURES_TO_OPEN; i++) expect((await listing(fake.url)).status).toBe(503);
      expect(breakerOf(fake.url).state).toBe('open');
      const asked = fake.requests.length;
      const started = performance.now();
      const page = await listing(fake.url);
      const context = loaderContext(env(fake.url));
      const api = (await searchApiLoader({
        request: new Request(`${TEST_SITE_URL}/search?q=pajak`),
        params: {},
        context,
      })) as Response;
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS);
      expect([page.status, api.status]).toEqual([503, 503]);
      expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(api.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(fake.requests.length, 'no request reached the database').toBe(asked);
      expect(console.error).toHaveBeenCalledWith(
        'database unavailable',
        '/id/pph',
        expect.stringContaining('CircuitOpenError'),
      );
    } finally {
      await fake.close();
    }
  });

  it('counts a timeout as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = await startFakeSupabase('hang');
    try {
      await Promise.all(Array.from({ length: BREAKER_FAILURES_TO_OPEN }, () => listing(fake.url)));
      expect(breakerOf(fake.url).state).toBe('open');
    } finally {
      await fake.close();
    }
  });

  it('lets one call probe after the cool-down; its success closes the breaker', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Categories answer from the real backend, every other table fails.
    const fake = await startFakeSupabase('error-500', {
      upstream: testBackend().supabaseUrl,
      passThrough: ['categories'],
    });
    try {
      const db = supabaseFor(serverEnv(loaderContext(env(fake.url)).cloudflare.env));
      for (let i = 0; i < BREAKER_FAILURES_TO_OPEN; i++) await db.from('articles').select('slug').limit(1);
      const breaker = breakerOf(fake.url);
      expect(breaker.state).toBe('open');
      expect((await db.from('categories').select('slug')).error?.message).toMatch(/CircuitOpenError/);
      await new Promise((resolve) => setTimeout(resolve, COOL_DOWN_MS));
      const probe = await db.from('categories').select('slug');
      expect(probe.error).toBeNull();
      expect(breaker.state).toBe('closed');
    } finally {
      await fake.close();
    }
  });

  it('takes an answer of 4xx (a bad filter) as the database working', async () => {
    const url = testBackend().supabaseUrl;
    const context = loaderContext({ ...env(url), SUPABASE_BREAKER_COOL_DOWN_MS: '59999' });
    const db = supabaseFor(serverEnv(context.cloudflare.env));
    for (let i = 0; i < 2 * BREAKER_FAILURES_TO_OPEN; i++) {
      const bad = await db.from('articles').select('no_such_column').limit(1);
      expect(bad.status).toBe(400);
    }
    expect(breakerFor(serverEnv(context.cloudflare.env)).state).toBe('closed');
  });
});
