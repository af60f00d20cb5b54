import type { APIRequestContext } from '@playwright/test';
import { siteUrl } from '../../setup/ports.ts';
import { control } from './control-server.ts';
import { expectUnavailableResponse, type Lang, STRINGS, TIMEOUT_MS, timed } from './faults.ts';
import { expect, test } from './fixtures.ts';
import { E2E_BREAKER_COOL_DOWN_MS } from './global-setup.ts';

/**
 * The circuit breaker with PostgREST really hung (SIGSTOP): tests/e2e/faults.spec.ts runs this, and its figures
 * are bench/README.md's ("The database circuit breaker").
 */

/** Requests measured while the breaker is open: every one answered, none waiting for the database. */
const SAMPLES = 30;
/** The bound on an open breaker's answers: the 95th percentile, uncached pages and /search alike. */
export const OPEN_P95_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Pages and API calls no cache has seen: this run's, each its own. */
function uncached(run: string, i: number): { path: string; lang: Lang | null } {
  const lang = i % 2 === 0 ? 'id' : 'en';
  return i % 3 === 2
    ? { path: `/search?q=zqbreaker${run}n${i}&lang=${lang}`, lang: null }
    : { path: `/${lang}/pph/test-breaker-${run}-${i}`, lang };
}

export async function expectBreakerOpensAndRecovers(request: APIRequestContext, run: string) {
  const [main, cached] = [siteUrl('main'), siteUrl('cached')];
  const cachedPage = `${cached}/id/pph`;
  // Each site's breaker closed first (an earlier test's outage may have opened it): a search no cache has seen.
  let warm = 0;
  for (const site of [main, cached]) {
    await expect
      .poll(async () => (await request.get(`${site}/search?q=zqwarm${run}n${warm++}`)).status(), { timeout: 30_000 })
      .toBe(200);
  }
  expect((await request.get(cachedPage)).status(), 'the cached site stores the page before the outage').toBe(200);

  await control('postgrest/pause');
  // A run of requests that each wait for the timeout: on each site (each its own isolate, its own breaker),
  // more pages at once than the breaker takes failures.
  const opening = await Promise.all(
    [main, cached].flatMap((site) =>
      Array.from({ length: 6 }, (_, i) => timed(() => request.get(`${site}/id/pph/test-breaker-${run}-open-${i}`))),
    ),
  );
  const openedAt = performance.now();
  for (const { value, ms } of opening) {
    expect(value.status()).toBe(503);
    expect(ms, 'a hung database is waited for until the timeout, no longer').toBeGreaterThanOrEqual(TIMEOUT_MS - 250);
  }

  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const { path, lang } = uncached(run, i);
    const { value, ms } = await timed(() => request.get(`${main}${path}`));
    await expectUnavailableResponse(value, path);
    if (lang) expect(await value.text(), path).toContain(STRINGS[lang].heading);
    else expect(await value.json(), path).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
    samples.push(ms);
  }
  expect(performance.now() - openedAt, 'all measured before the cool-down ends').toBeLessThan(E2E_BREAKER_COOL_DOWN_MS);

  // The cached site: its copy, past its fresh time, is still served; a page it never stored fails at once.
  const stale = await timed(() => request.get(cachedPage));
  expect(stale.value.status()).toBe(200);
  expect(stale.value.headers()['x-edge-cache']).toMatch(/^(STALE|STALE-IF-ERROR|HIT)$/);
  const miss = await timed(() => request.get(`${cached}/en/pph/test-breaker-${run}-cached-miss`));
  await expectUnavailableResponse(miss.value, 'an uncached page on the cached site');

  const figures = {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: Math.max(...samples),
    stale: stale.ms,
    cachedSiteMiss: miss.ms,
  };
  test.info().annotations.push({ type: 'breaker open (ms)', description: JSON.stringify(figures) });
  console.info(`breaker open, ${SAMPLES} uncached pages and /search (ms): ${JSON.stringify(figures)}`);
  expect(figures.p95, `p95 of ${JSON.stringify(samples.map(Math.round))}`).toBeLessThan(OPEN_P95_MS);

  // Resumed: once the cool-down has passed since the breaker opened, the next request probes. A page that asks
  // two things at once may have its second refused while the probe is out; the request after it is whole.
  await control('postgrest/resume');
  const left = E2E_BREAKER_COOL_DOWN_MS - (performance.now() - openedAt);
  if (left > 0) await sleep(left + 50);
  const statuses: number[] = [];
  while (statuses.length < 2 && !statuses.includes(200)) statuses.push((await request.get(`${main}/id/pph`)).status());
  expect(statuses, 'recovered within the cool-down plus one request').toContain(200);
  expect((await request.get(`${main}/search?q=pajak`)).status()).toBe(200);
}
