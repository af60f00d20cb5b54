import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loader as layoutLoader } from '~/routes/$lang';
import { loader as homeLoader } from '~/routes/$lang._index';
import { loader as listingLoader } from '~/routes/$lang.$category._index';
import { loader as articleLoader } from '~/routes/$lang.$category.$slug';
import { loader as categoryFeedLoader } from '~/routes/$lang.$category.feed[.]xml';
import { loader as feedLoader } from '~/routes/$lang.feed[.]xml';
import { loader as authorLoader } from '~/routes/$lang.penulis.$slug';
import { loader as searchPageLoader } from '~/routes/$lang.search';
import { loader as searchApiLoader } from '~/routes/search';
import { loader as newsSitemapLoader } from '~/routes/sitemap-news[.]xml';
import { loader as sitemapIndexLoader } from '~/routes/sitemap[.]xml';
import { loader as sitemapFileLoader } from '~/routes/sitemaps.$file';
import { testBackend } from '../setup/backend.ts';
import { sql } from '../setup/db.ts';
import { FAULTS, type Fault, startFakeSupabase } from '../setup/fake-supabase.ts';
import { loaderContext } from '../setup/loader-context.ts';
import { TEST_SITE_URL } from '../setup/site-url.ts';

/**
 * Faults: whatever the database API does (hang, stall, error, wrong shape, garbage), every route
 * answers 503 (pages with Retry-After, /search in its JSON error shape), within the timeout, and logs the
 * failure with the request path. Never a 500, never content made of a broken answer, never a 404.
 */

// Long enough that a request passed through to the real backend answers in time on a busy two-core machine.
const TIMEOUT_MS = 1500;
/** How late after SUPABASE_TIMEOUT_MS an answer may come: scheduling, not another round trip. */
const MARGIN_MS = 1500;

type Outcome = { status: number; headers: Headers; body: string };
type Route = {
  name: string;
  path: string;
  params: Record<string, string>;
  loader: (a: LoaderFunctionArgs) => unknown;
  /** Reads only the categories: it renders when they answer, whatever the articles do. */
  categoriesOnly?: boolean;
};

let articlePath: { category: string; slug: string };

beforeAll(async () => {
  const [row] = await sql<{ category: string; slug: string }>(
    `select category, slug from public.articles where lang = 'id' and category = 'pph' and published_at <= now()
     order by published_at desc limit 1`,
  );
  if (!row) throw new Error('no published pph article in the seed');
  articlePath = row;
});

function routes(): Route[] {
  const { category, slug } = articlePath;
  return [
    { name: 'layout', path: '/en', params: { lang: 'en' }, loader: layoutLoader, categoriesOnly: true },
    { name: 'home', path: '/id', params: { lang: 'id' }, loader: homeLoader },
    { name: 'listing', path: '/id/pph', params: { lang: 'id', category: 'pph' }, loader: listingLoader },
    {
      name: 'article',
      path: `/id/${category}/${slug}`,
      params: { lang: 'id', category, slug },
      loader: articleLoader,
    },
    {
      name: 'author',
      path: '/en/authors/rina-hapsari',
      params: { lang: 'en', slug: 'rina-hapsari' },
      loader: authorLoader,
    },
    { name: 'search page', path: '/en/search?q=pajak', params: { lang: 'en' }, loader: searchPageLoader },
    { name: 'search API', path: '/search?q=pajak&lang=id', params: {}, loader: searchApiLoader },
    { name: 'feed', path: '/id/feed.xml', params: { lang: 'id' }, loader: feedLoader },
    {
      name: 'category feed',
      path: '/en/pph/feed.xml',
      params: { lang: 'en', category: 'pph' },
      loader: categoryFeedLoader,
    },
    { name: 'sitemap index', path: '/sitemap.xml', params: {}, loader: sitemapIndexLoader },
    {
      name: 'articles sitemap',
      path: '/sitemaps/articles-id-1.xml',
      params: { file: 'articles-id-1.xml' },
      loader: sitemapFileLoader,
    },
    {
      name: 'pages sitemap',
      path: '/sitemaps/pages-en.xml',
      params: { file: 'pages-en.xml' },
      loader: sitemapFileLoader,
    },
    { name: 'news sitemap', path: '/sitemap-news.xml', params: {}, loader: newsSitemapLoader },
  ];
}

/** What the reader gets from a loader: its Response, or the status and headers of what it threw. */
async function call(route: Route, supabaseUrl: string): Promise<Outcome> {
  const request = new Request(`${TEST_SITE_URL}${route.path}`);
  const context = loaderContext({ SUPABASE_URL: supabaseUrl, SUPABASE_TIMEOUT_MS: String(TIMEOUT_MS) });
  try {
    const result = await route.loader({ request, params: route.params, context });
    if (result instanceof Response)
      return { status: result.status, headers: result.headers, body: await result.text() };
    // Plain data: the page would render with it. That is a 200, whatever the data says.
    return { status: 200, headers: new Headers(), body: JSON.stringify(result) };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, headers: thrown.headers, body: await thrown.text() };
    const init = (thrown as { init?: ResponseInit | null; data?: unknown })?.init;
    if (init && typeof init.status === 'number') {
      return {
        status: init.status,
        headers: new Headers(init.headers),
        body: JSON.stringify((thrown as { data?: unknown }).data ?? null),
      };
    }
    // Anything else escapes the loader: Remix would answer 500.
    return { status: 500, headers: new Headers(), body: String((thrown as Error)?.stack ?? thrown) };
  }
}

/** Every console.error call whose arguments include the request's pathname, exactly or inside a string. */
function loggedWithPath(log: ReturnType<typeof vi.spyOn>, route: Route): boolean {
  const pathname = new URL(route.path, TEST_SITE_URL).pathname;
  return log.mock.calls.some((args: unknown[]) => args.some((arg) => typeof arg === 'string' && arg === pathname));
}

/** Whether the 503 of `route` was the circuit breaker's refusal, as logged. */
function refusedByBreaker(log: ReturnType<typeof vi.spyOn>, route: Route): boolean {
  const pathname = new URL(route.path, TEST_SITE_URL).pathname;
  return log.mock.calls.some(
    (args: unknown[]) => args.includes(pathname) && args.some((arg) => String(arg).includes('CircuitOpenError')),
  );
}

function expectUnavailable(route: Route, outcome: Outcome) {
  expect.soft(outcome.status, `${route.name}: ${outcome.body.slice(0, 300)}`).toBe(503);
  expect.soft(Number(outcome.headers.get('retry-after')), `${route.name} Retry-After`).toBeGreaterThan(0);
  expect.soft(outcome.body, route.name).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+|DataUnavailableError/);
  if (route.name === 'search API') {
    expect.soft(outcome.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect.soft(JSON.parse(outcome.body)).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each([
  ['every table fails', { passThrough: [] as string[] }],
  ['categories answer, articles and search fail', { passThrough: ['categories'] }],
])('when the database API misbehaves (%s)', (_scope, { passThrough }) => {
  it.each(Object.keys(FAULTS) as Fault[])('%s: every route answers 503 in time and logs the path', async (fault) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = await startFakeSupabase(fault, { upstream: testBackend().supabaseUrl, passThrough });
    try {
      const results = await Promise.all(
        routes().map(async (route) => {
          const started = performance.now();
          const outcome = await call(route, fake.url);
          return { route, outcome, elapsed: performance.now() - started };
        }),
      );
      expect(fake.connections(), 'the fake was reached').toBeGreaterThan(0);
      for (const { route, outcome, elapsed } of results) {
        expect.soft(elapsed, `${route.name} answered within the timeout`).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
        if (route.categoriesOnly && passThrough.includes('categories')) {
          // It renders when the categories answer, unless the others' failures opened the circuit breaker before
          // its call went out (docs/decisions/0046): then it is refused at once, like every call.
          if (outcome.status !== 200) {
            expectUnavailable(route, outcome);
            expect.soft(refusedByBreaker(log, route), `${route.name} refused by the breaker`).toBe(true);
          }
          continue;
        }
        expectUnavailable(route, outcome);
        if (fault === 'hang' || fault === 'stall-body') {
          // It did wait for the database: the timeout ended the request, not a refused connection.
          expect.soft(elapsed, `${route.name} waited for the timeout`).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
        }
        expect.soft(loggedWithPath(log, route), `${route.name} logged with ${route.path}`).toBe(true);
      }
    } finally {
      await fake.close();
    }
  });
});

describe('the fake itself', () => {
  it('answers categories from the real backend when asked to, so the second query is the one that fails', async () => {
    const fake = await startFakeSupabase('error-500', {
      upstream: testBackend().supabaseUrl,
      passThrough: ['categories'],
    });
    try {
      const layout = await call(routes()[0] as Route, fake.url);
      expect(layout.status).toBe(200);
      expect(fake.requests.some((path) => path.startsWith('/rest/v1/categories'))).toBe(true);
    } finally {
      await fake.close();
    }
  });
});
