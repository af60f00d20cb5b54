import { type APIResponse, expect, test } from '@playwright/test';
import { siteUrl } from '../setup/ports.ts';
import { sql } from './support/db.ts';
import { CACHED_SITE_FRESH_SECONDS } from './support/global-setup.ts';

/**
 * The edge cache in front of Remix, through workerd's own Cache API. What the edge answers before Remix:
 * edge-methods.spec.ts; the security headers it adds: security-headers.spec.ts.
 */

const cached = siteUrl('cached');
const status = (response: APIResponse) => response.headers()['x-edge-cache'];
// Served from the cache, fresh or not: an entry left by an earlier run on the same server may be past its fresh time.
const FROM_CACHE = ['HIT', 'STALE'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.describe('the edge cache', () => {
  test.describe.configure({ mode: 'serial' });

  test('answers a repeated page request from the cache, without the database', async ({ request }) => {
    // A slug of its own each run: the cache outlives a run, and a repeated run would find its page there.
    const slug = `test-edge-cache-${Date.now().toString(36)}`;
    await sql(
      `insert into public.articles (slug, title, lang, category, published_at)
       values ('${slug}', 'Judul pertama', 'id', 'data', now())`,
    );
    try {
      const first = await request.get(`${cached}/id/data/${slug}`);
      expect(status(first)).toBe('MISS');
      expect(first.headers()['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+.*stale-if-error=\d+/);
      // Change the row: a response from the cache cannot know, one from the database would.
      await sql(`update public.articles set title = 'Judul kedua' where slug = '${slug}'`);
      const second = await request.get(`${cached}/id/data/${slug}`);
      expect(status(second)).toBe('HIT');
      expect(await second.text()).toContain('Judul pertama');

      // Past its fresh time it is served stale once while it refreshes in the background, then fresh again.
      await sleep(CACHED_SITE_FRESH_SECONDS * 1000 + 300);
      const stale = await request.get(`${cached}/id/data/${slug}`);
      expect(status(stale)).toBe('STALE');
      expect(await stale.text()).toContain('Judul pertama');
      await expect
        .poll(async () => {
          const refreshed = await request.get(`${cached}/id/data/${slug}`);
          return (await refreshed.text()).includes('Judul kedua');
        })
        .toBe(true);
    } finally {
      await sql(`delete from public.articles where slug = '${slug}'`);
    }
  });

  test('answers a HEAD from the stored copy, headers only, and never stores what a HEAD renders', async ({
    request,
  }) => {
    const slug = `test-edge-head-${Date.now().toString(36)}`;
    const page = `${cached}/id/data/${slug}`;
    await sql(
      `insert into public.articles (slug, title, lang, category, published_at)
       values ('${slug}', 'Judul pertama', 'id', 'data', now())`,
    );
    try {
      const cold = await request.head(page);
      expect([cold.status(), status(cold)]).toEqual([200, 'BYPASS']);
      // The HEAD left nothing behind: the first GET still renders.
      const first = await request.get(page);
      expect(status(first)).toBe('MISS');
      await expect.poll(async () => status(await request.get(page))).toBe('HIT');
      await sql(`update public.articles set title = 'Judul kedua' where slug = '${slug}'`);

      const head = await request.head(page);
      expect(status(head)).toBe('HIT');
      expect((await head.body()).length).toBe(0);
      expect(head.headers()['content-type']).toMatch(/^text\/html/);
      expect(head.headers()['cache-control']).toBe(first.headers()['cache-control']);
      expect(head.headers()['content-security-policy']).toMatch(/nonce-/);
    } finally {
      await sql(`delete from public.articles where slug = '${slug}'`);
    }
  });

  test('an unpublished article leaves the cache once its fresh time is over, instead of being served stale', async ({
    request,
  }) => {
    const slug = `test-edge-takedown-${Date.now().toString(36)}`;
    const page = `${cached}/id/data/${slug}`;
    await sql(
      `insert into public.articles (slug, title, lang, category, published_at)
       values ('${slug}', 'Akan ditarik', 'id', 'data', now())`,
    );
    try {
      expect(status(await request.get(page))).toBe('MISS');
      await expect.poll(async () => status(await request.get(page))).toBe('HIT');
      await sql(`update public.articles set published_at = null where slug = '${slug}'`);
      // Past its fresh time one reader may still get the copy while the refresh learns the page is gone; from
      // then on every reader gets the 404, not the stale copy (whose window here runs for minutes).
      await sleep(CACHED_SITE_FRESH_SECONDS * 1000 + 300);
      await expect.poll(async () => (await request.get(page)).status()).toBe(404);
      const gone = await request.get(page);
      expect([gone.status(), status(gone)]).toEqual([404, 'BYPASS']);
      expect(await gone.text()).not.toContain('Akan ditarik');
    } finally {
      await sql(`delete from public.articles where slug = '${slug}'`);
    }
  });

  test('revalidates a copy it serves from the cache: a matching ETag is a 304 without a body', async ({ request }) => {
    const path = `${cached}/id/kalender.ics`;
    await expect.poll(async () => status(await request.get(path))).toBe('HIT');
    const copy = await request.get(path);
    const etag = copy.headers().etag ?? '';
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const revalidated = await request.get(path, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status()).toBe(304);
    expect(status(revalidated)).toBe('HIT');
    expect(revalidated.headers().etag).toBe(etag);
    expect(await revalidated.body()).toHaveLength(0);
    const changed = await request.get(path, { headers: { 'If-None-Match': '"not-this-one"' } });
    expect(changed.status()).toBe(200);
  });

  test('keeps one entry per theme, so a dark reader never gets a light page', async ({ request, playwright }) => {
    const light = await request.get(`${cached}/en/opini`);
    expect(await light.text()).toMatch(/<html lang="en">/);
    const dark = await playwright.request.newContext();
    const set = await dark.post(`${cached}/action/set-theme`, {
      form: { theme: 'dark', redirectTo: '/en/opini' },
      maxRedirects: 0,
    });
    expect(set.status()).toBe(303);
    const darkPage = await dark.get(`${cached}/en/opini`);
    expect(await darkPage.text()).toMatch(/<html lang="en" class="dark">/);
    const darkAgain = await dark.get(`${cached}/en/opini`);
    expect(FROM_CACHE).toContain(status(darkAgain));
    expect(await darkAgain.text()).toMatch(/class="dark"/);
    const lightAgain = await request.get(`${cached}/en/opini`);
    expect(await lightAgain.text()).not.toMatch(/class="dark"/);
    await dark.dispose();
  });

  test('a forged theme cookie shares the system entry and cannot poison the dark one', async ({ playwright }) => {
    const forged = await playwright.request.newContext({
      extraHTTPHeaders: { Cookie: 'theme=eyJ0aGVtZSI6ImRhcmsifQ%3D%3D.forged' },
    });
    const page = await forged.get(`${cached}/en/bisnis`);
    expect(await page.text()).not.toMatch(/class="dark"/);
    await forged.dispose();
  });

  test('caches /search per normalised query', async ({ request }) => {
    const first = await request.get(`${cached}/search?q=Coretax&lang=id`);
    expect(first.status()).toBe(200);
    const same = await request.get(`${cached}/search?q=%20Coretax%20&lang=id&utm_source=x`);
    expect(FROM_CACHE).toContain(status(same));
    expect(await same.json()).toEqual(await first.json());
  });

  test('never stores errors or responses that set cookies', async ({ request }) => {
    await request.get(`${cached}/id/tidak-ada-ini`);
    expect(status(await request.get(`${cached}/id/tidak-ada-ini`))).toBe('BYPASS');
    expect(status(await request.get(`${cached}/search?q=${'x'.repeat(101)}`))).toBe('BYPASS');
  });

  test('never stores a .data request that names its routes, nor lets another cache keep it', async ({ request }) => {
    // No route of ours names them (no clientLoader, no shouldRevalidate): anyone may, with ids that do not exist.
    const path = `${cached}/id/nope-${Date.now().toString(36)}.data?_routes=x`;
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path);
      expect(FROM_CACHE).not.toContain(status(response));
      expect(response.headers()['cache-control']).toBe('no-store');
    }
  });

  test("ignores Remix's legacy ?_data=, so it cannot change an answer or its cache entry", async ({ request }) => {
    // A query of its own each run, so the first request finds the cache cold.
    const q = `data-param-${Date.now().toString(36)}`;
    const cold = await request.get(`${cached}/search?q=${q}&_data=x`);
    expect([cold.status(), status(cold)]).toEqual([200, 'MISS']);
    const warm = await request.get(`${cached}/search?q=${q}`);
    expect(FROM_CACHE).toContain(status(warm));
    expect(await cold.json()).toEqual(await warm.json());
  });
});

test.describe('query parameters a route does not read', () => {
  test.describe.configure({ mode: 'serial' });

  test("share the page's copy: a random one makes no render, tracking ones neither", async ({ request }) => {
    const slug = `test-edge-junk-${Date.now().toString(36)}`;
    await sql(
      `insert into public.articles (slug, title, lang, category, published_at)
       values ('${slug}', 'Judul uji parameter', 'id', 'data', now())`,
    );
    try {
      const page = `${cached}/id/data/${slug}`;
      expect(status(await request.get(page))).toBe('MISS');
      for (const query of [`?r=${Math.random()}`, '?utm_source=news&utm_campaign=x&fbclid=a&gclid=b', '?page=2']) {
        const junk = await request.get(`${page}${query}`);
        expect([junk.status(), status(junk)], query).toEqual([200, 'HIT']);
      }
    } finally {
      await sql(`delete from public.articles where slug = '${slug}'`);
    }
  });

  test('keep the parameters a route reads apart', async ({ request }) => {
    const q = `zqparams${Date.now().toString(36)}`;
    expect(status(await request.get(`${cached}/id/search?q=${q}`))).toBe('MISS');
    expect(status(await request.get(`${cached}/id/search?q=${q}&r=1`))).toBe('HIT');
    expect(status(await request.get(`${cached}/id/search?q=${q}x`))).toBe('MISS');
  });

  test("stay in the reader's address, where analytics read them, and out of the page", async ({ page }) => {
    const tracking = '?utm_source=zqnewsletter&utm_medium=email&fbclid=zqfb&gclid=zqgc';
    const response = await page.goto(`${cached}/id${tracking}`);
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => window.location.search)).toBe(tracking);
    // The copy is every reader's: nothing of one reader's address is written into it.
    expect(await response?.text()).not.toMatch(/zqnewsletter|zqfb|zqgc/);
  });

  test('a sitemap past the end is answered from the edge the second time', async ({ request }) => {
    const path = `${cached}/sitemaps/articles-id-${900_000_000 + Math.floor(Math.random() * 1e6)}.xml`;
    const first = await request.get(path);
    expect([first.status(), status(first)]).toEqual([404, 'MISS']);
    const second = await request.get(path);
    expect([second.status(), status(second)]).toEqual([404, 'HIT']);
  });
});
