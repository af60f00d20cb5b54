import type { APIRequestContext } from '@playwright/test';
import { BREAKER_COOL_DOWN_MS } from '~/lib/circuit-breaker.server';
import { siteUrl } from '../../setup/ports.ts';
import { control } from './control-server.ts';
import { expectUnavailableResponse, type Lang, STRINGS, TIMEOUT_MS, timed } from './faults.ts';
import { expect, test } from './fixtures.ts';

/**
 * The circuit breaker with PostgREST really hung (SIGSTOP): tests/e2e/faults.spec.ts runs this, and its figures
 * are bench/README.md's ("The database circuit breaker").
 */

/** At most this many requests are measured while the breaker is open, before its cool-down ends. */
const MAX_SAMPLES = 30;
/**
 * The bound on an open breaker's answers: the 95th percentile, uncached pages and /search alike, over
 * what the machine itself takes to render an error page (its p95, measured between them; a few ms on an idle machine).
 */
export const OPEN_P95_MS = 100;

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
  const [main, cached] = [siteUrl('faults'), siteUrl('faultsCached')];
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
  // A run of requests that each wait for the timeout, more pages at once than the breaker takes failures.
  const openBreaker = async (site: string) => {
    const started = performance.now();
    const opening = await Promise.all(
      Array.from({ length: 6 }, (_, i) => timed(() => request.get(`${site}/id/pph/test-breaker-${run}-open-${i}`))),
    );
    for (const { value, ms } of opening) {
      expect(value.status()).toBe(503);
      expect(ms, 'a hung database is waited for until the timeout, no longer').toBeGreaterThanOrEqual(TIMEOUT_MS - 250);
    }
    // No call fails before its timeout: the breaker opened no earlier, and probes no earlier than a cool-down on.
    return started + TIMEOUT_MS;
  };
  const openedAt = await openBreaker(main);

  // While open, before the cool-down lets a call probe, every answer comes at once: each is measured beside what
  // this machine takes, at that moment, to render an error page with no database call (a slug no article can
  // have is a 404 before one).
  const samples: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < MAX_SAMPLES && performance.now() < openedAt + BREAKER_COOL_DOWN_MS - 1000; i++) {
    floor.push((await timed(() => request.get(`${main}/id/pph/no~such-${i}`))).ms);
    const { path, lang } = uncached(run, i);
    const { value, ms } = await timed(() => request.get(`${main}${path}`));
    await expectUnavailableResponse(value, path);
    if (lang) expect(await value.text(), path).toContain(STRINGS[lang].heading);
    else expect(await value.json(), path).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
    samples.push(ms);
  }
  expect(samples.length, 'enough answers measured while the breaker was open').toBeGreaterThanOrEqual(5);

  // The cached site (its own isolate, its own breaker): its copy, past its fresh time, is still served; a page
  // it never stored fails at once.
  await openBreaker(cached);
  const stale = await timed(() => request.get(cachedPage));
  expect(stale.value.status()).toBe(200);
  expect(stale.value.headers()['x-edge-cache']).toMatch(/^(STALE|STALE-IF-ERROR|HIT)$/);
  const miss = await timed(() => request.get(`${cached}/en/pph/test-breaker-${run}-cached-miss`));
  await expectUnavailableResponse(miss.value, 'an uncached page on the cached site');

  const figures = {
    samples: samples.length,
    p50: Math.round(percentile(samples, 50)),
    p95: Math.round(percentile(samples, 95)),
    max: Math.round(Math.max(...samples)),
    floorP95: Math.round(percentile(floor, 95)),
    stale: Math.round(stale.ms),
    cachedSiteMiss: Math.round(miss.ms),
  };
  test.info().annotations.push({ type: 'breaker open (ms)', description: JSON.stringify(figures) });
  console.info(`breaker open, uncached pages and /search (ms): ${JSON.stringify(figures)}`);
  expect(figures.p95, `p95 of ${JSON.stringify(samples.map(Math.round))}`).toBeLessThan(OPEN_P95_MS + figures.floorP95);

  // Resumed: the breaker probes once its cool-down is over (it may have reopened meanwhile, after a probe that
  // found PostgREST still hung), and the probe's success closes it. A page that asks two things at once may
  // have its second refused while the probe is out; the request after it is whole.
  await control('postgrest/resume');
  const resumedAt = performance.now();
  await expect
    .poll(async () => (await request.get(`${main}/id/pph`)).status(), {
      message: 'recovered within the cool-down plus one request',
      timeout: BREAKER_COOL_DOWN_MS + 2 * TIMEOUT_MS + 2000,
      intervals: [100],
    })
    .toBe(200);
  console.info(`breaker recovered ${Math.round(performance.now() - resumedAt)} ms after PostgREST resumed`);
  expect((await request.get(`${main}/search?q=pajak`)).status()).toBe(200);
}
