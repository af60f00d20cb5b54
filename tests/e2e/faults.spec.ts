import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import pg from 'pg';
import { siteUrl } from '../setup/ports.ts';
import { expectBreakerOpensAndRecovers } from './support/breaker.ts';
import { control } from './support/control-server.ts';
import { dbUrl, sql } from './support/db.ts';
import {
  expectUnavailableResponse,
  type Lang,
  MARGIN_MS,
  openPageWithSearch,
  restoreBackend,
  STRINGS,
  searchInModal,
  TIMEOUT_MS,
  timed,
} from './support/faults.ts';
import { expect, test } from './support/fixtures.ts';
import { CACHED_SITE_FRESH_SECONDS } from './support/global-setup.ts';

/**
 * Faults, end to end: the built site in workerd while parts of its backend fail for real. PostgREST
 * is stopped, Postgres is stopped, a lock makes every article read wait, and the API gateway accepts requests
 * and never answers. Each time pages answer the 503 page in their language with Retry-After, within
 * SUPABASE_TIMEOUT_MS, /search answers 503 JSON, the open search modal shows its error message, and when the
 * backend is back everything recovers by itself. Once the database has failed repeatedly, the circuit breaker
 * answers at once instead of waiting (docs/decisions/0046); with PostgREST hung (SIGSTOP), the breaker's own test.
 *
 * This spec takes its backend down, so it has one of its own, with its own sites (global-setup), and runs in
 * its own Playwright project ("faults", beside the other specs, see playwright.config.ts); its tests run one
 * after another. Every URL
 * asked for during an outage contains this run's random marker, so no cache (the edge cache serves stale
 * pages during outages, as it should) can have seen it before.
 */

test.describe.configure({ mode: 'serial' });

const RUN = randomBytes(4).toString('hex');
const SCENARIOS = ['postgrest', 'postgres', 'lock', 'hang'] as const;
type Scenario = (typeof SCENARIOS)[number];

/** A word that appears only in this run's articles for `scenario`, and only in their titles. */
const marker = (scenario: Scenario) => `zqfault${RUN}${scenario}zq`;
const slug = (scenario: Scenario, lang: Lang) => `test-fault-${RUN}-${scenario}-${lang}`;
const articleUrl = (scenario: Scenario, lang: Lang) => `/${lang}/pph/${slug(scenario, lang)}`;
/** Listing pages past the end of the category: never asked for before, a 404 once the database is back. */
const listingUrl = (scenario: Scenario, lang: Lang) =>
  `/${lang}/pph?page=${9000 + SCENARIOS.indexOf(scenario) * 2 + (lang === 'en' ? 1 : 0)}`;

test.beforeAll(async () => {
  for (const scenario of SCENARIOS) {
    const [source] = await sql<{ id: string }>(
      `insert into public.articles (slug, title, excerpt, lang, category, published_at)
       values ($1, $2, 'Artikel uji gangguan.', 'id', 'pph', now() - interval '1 hour') returning id`,
      [slug(scenario, 'id'), `Uji gangguan ${marker(scenario)} pajak`],
      'faults',
    );
    await sql(
      `insert into public.articles (slug, title, excerpt, lang, category, translated_from, published_at)
       values ($1, $2, 'A fault test article.', 'en', 'pph', $3, now() - interval '1 hour')`,
      [slug(scenario, 'en'), `Fault test ${marker(scenario)} tax`, source?.id],
      'faults',
    );
  }
});

test.afterAll(async () => {
  await restoreBackend();
  await sql("delete from public.articles where slug like 'test-fault-' || $1 || '-%'", [RUN], 'faults');
});

test.afterEach(async () => {
  await restoreBackend();
});

/**
 * Everything a reader can ask for while the backend is failing, in both languages: the article page (in the
 * browser), and at the same time a listing page, the no-JavaScript search page and the /search API.
 */
async function expectOutage(page: Page, request: APIRequestContext, scenario: Scenario, opts: { waits: boolean }) {
  const inTime = (ms: number, what: string, waits: boolean) => {
    expect(ms, `${what} answered within the database timeout`).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    // A backend that accepts and never answers is cut off by the site's own timeout, not sooner: the requests
    // sent before any of them has failed wait for it. Those after may find the circuit breaker open, and be
    // answered at once.
    if (waits) expect(ms, `${what} waited for the database timeout`).toBeGreaterThanOrEqual(TIMEOUT_MS - 250);
  };
  const others = (['id', 'en'] as const).flatMap((lang) => [
    ...[listingUrl(scenario, lang), `/${lang}/search?q=${marker(scenario)}`].map(async (path) => {
      const { value, ms } = await timed(() => request.get(path));
      await expectUnavailableResponse(value, `${scenario} ${path}`);
      inTime(ms, path, opts.waits);
      expect(await value.text(), path).toContain(STRINGS[lang].heading);
    }),
    (async () => {
      const path = `/search?q=${marker(scenario)}&lang=${lang}`;
      const { value: api, ms } = await timed(() => request.get(path));
      await expectUnavailableResponse(api, `${scenario} ${path}`);
      inTime(ms, path, opts.waits);
      expect(api.headers()['content-type']).toBe('application/json; charset=utf-8');
      expect(api.headers()['cache-control']).toBe('no-store');
      expect(await api.json()).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
    })(),
  ]);

  for (const lang of ['id', 'en'] as const) {
    const { value: response, ms } = await timed(() => page.goto(articleUrl(scenario, lang)));
    await expectUnavailableResponse(response, `${scenario} ${articleUrl(scenario, lang)}`);
    inTime(ms, articleUrl(scenario, lang), opts.waits && lang === 'id');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STRINGS[lang].heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  await Promise.all(others);
}

/** The backend is back: the very URLs that failed now answer, with no restart of the site. */
async function expectRecovery(request: APIRequestContext, scenario: Scenario) {
  await expect
    .poll(async () => (await request.get(articleUrl(scenario, 'id'))).status(), {
      message: 'the article page recovers by itself',
      timeout: 60_000,
      intervals: [250, 500, 1000],
    })
    .toBe(200);
  expect((await request.get(articleUrl(scenario, 'en'))).status()).toBe(200);
  // A page that asks the database for several things at once, so that one call probes while the others wait.
  expect((await request.get('/id')).status(), 'the home page recovers too').toBe(200);
  expect((await request.get(listingUrl(scenario, 'id'))).status()).toBe(404);
  const search = await request.get(`/search?q=${marker(scenario)}`);
  expect(search.status()).toBe(200);
  const body = (await search.json()) as { results: { slug: string }[] };
  expect(body.results.map((r) => r.slug).sort()).toEqual([slug(scenario, 'en'), slug(scenario, 'id')]);
  const page = await request.get(`/en/search?q=${marker(scenario)}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(slug(scenario, 'en'));
}

async function outageTest(
  page: Page,
  request: APIRequestContext,
  scenario: Scenario,
  lang: Lang,
  begin: () => Promise<void>,
  end: () => Promise<void>,
  opts: { waits: boolean },
) {
  test.setTimeout(180_000);
  await openPageWithSearch(page, lang);
  await begin();

  // The modal was opened on a page loaded before the outage: it shows its error, not "no results".
  const dialog = await searchInModal(page, lang, marker(scenario));
  await expect(dialog.getByRole('status')).toHaveText(STRINGS[lang].searchError, { timeout: TIMEOUT_MS + MARGIN_MS });
  await expect(dialog.getByRole('option')).toHaveCount(0);

  await expectOutage(page, request, scenario, opts);
  await end();
  await expectRecovery(request, scenario);

  // And the modal on a page loaded now finds the article.
  await openPageWithSearch(page, lang);
  const again = await searchInModal(page, lang, marker(scenario));
  await expect(again.getByRole('option')).toHaveCount(1);
}

test('PostgREST stops: 503 pages and /search, then recovery when it starts again', async ({ page, request }) => {
  await outageTest(
    page,
    request,
    'postgrest',
    'id',
    () => control('postgrest/stop'),
    () => control('postgrest/start'),
    { waits: false },
  );
});

test('Postgres stops: 503 pages and /search, then recovery when it starts again', async ({ page, request }) => {
  await outageTest(
    page,
    request,
    'postgres',
    'en',
    () => control('postgres/stop'),
    () => control('postgres/start'),
    { waits: false },
  );
});

test('Postgres is slow (a lock holds every article read): 503 within the timeout, then recovery', async ({
  page,
  request,
}) => {
  const locker = new pg.Client({ connectionString: dbUrl('faults') });
  await locker.connect();
  try {
    await outageTest(
      page,
      request,
      'lock',
      'id',
      async () => {
        await locker.query('begin');
        await locker.query('lock table public.articles in access exclusive mode');
      },
      async () => {
        await locker.query('rollback');
      },
      { waits: true },
    );
  } finally {
    await locker.query('rollback').catch(() => undefined);
    await locker.end();
  }
});

test('the API accepts requests and never answers: 503 after the timeout, then recovery', async ({ page, request }) => {
  await outageTest(
    page,
    request,
    'hang',
    'en',
    () => control('gateway/hang'),
    () => control('gateway/normal'),
    { waits: true },
  );
});

test('pages already in the edge cache keep being served while PostgREST is down', async ({ request }) => {
  // This run's article, never asked for on the cached site: the edge has no copy of it.
  const never = `${siteUrl('faultsCached')}${articleUrl('postgrest', 'en')}`;
  const cached = `${siteUrl('faultsCached')}/en/pph`;
  const first = await request.get(cached);
  expect(first.status()).toBe(200);
  const body = await first.text();
  await control('postgrest/stop');
  // Past its fresh time, the entry is still served; the background refresh fails and changes nothing.
  await new Promise((resolve) => setTimeout(resolve, (CACHED_SITE_FRESH_SECONDS + 0.5) * 1000));
  for (let i = 0; i < 3; i++) {
    const during = await request.get(cached);
    expect(during.status()).toBe(200);
    expect(during.headers()['x-edge-cache']).toMatch(/^(STALE|STALE-IF-ERROR|HIT)$/);
    // The same page, bar the per-response CSP nonce.
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    expect(withoutNonce(await during.text())).toBe(withoutNonce(body));
  }
  // A page never cached answers 503 meanwhile.
  expect((await request.get(never)).status()).toBe(503);
});

test('PostgREST hung (SIGSTOP): the breaker opens, then pages and /search answer at once, cached pages stale, and the site recovers within the cool-down plus one request', async ({
  request,
}) => {
  test.setTimeout(120_000);
  await expectBreakerOpensAndRecovers(request, RUN);
});
